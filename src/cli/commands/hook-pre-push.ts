import path from 'node:path';
import { gitTopLevel } from '../../core/git.js';
import { changesInCommits, commitsBetween, isRegularFile, MODE_SYMLINK, objectInfo, readBlobHeads, readObjectMessages, treeEntries, type BlobHead, type BlobSink, type CommitChange, type ObjectInfo, type ObjectMessage, type ObjectMessageSink, type WalkedCommit } from '../../core/git-index.js';
import { InvalidInputError, IoError, UsageError } from '../../core/errors.js';
import { toPosix } from '../../core/paths.js';
import { hasControlCharacter, jsonEscaped, showPath } from '../../core/show-name.js';
import { CONFIG_FILE } from '../../core/config.js';
import { CredentialCheck, baseName, cutBeforeSecret } from '../../secrets/check.js';
import { CONTENT_WINDOW_BYTES, scanContent, scanHeader, type ContentHit } from '../../secrets/scan-content.js';
import { ContentStream } from '../../secrets/content-stream.js';
import type { AllowedFinding, CredentialFinding } from '../../secrets/findings.js';
import { allowedLines, compareFindings, credentialOptionsFrom, findingWhere, loadConfigBlob, loadExplicitConfig, type CredentialOptions } from '../credential-options.js';
import { EXIT_FINDINGS, EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';

export const meta: CommandMeta = {
  name: 'hook pre-push',
  summary: 'Check what a push adds: credential files and secrets in every commit the remote does not have yet. Exit 1 blocks the push.',
  positionals: '[REMOTE [URL]]',
  maxPositionals: 2,
  options: {
    config: { type: 'string', valueName: 'FILE', description: 'the .packwright.yml to read (default: the one committed in each commit pushed to a ref)' },
  },
  details: `Run by git as the pre-push hook: REMOTE and URL as arguments, one line per ref on stdin
(<local ref> <local sha> <remote ref> <remote sha>). For each ref it checks the commits the
push adds: those the remote's old value of the ref and the remote-tracking refs of REMOTE
do not reach (without REMOTE: of every remote). A deleted ref adds nothing. The credential
rules of the commit hook run on every file each of those commits adds or changes (each
distinct file content is read once, with git cat-file --batch), so a secret that a later
commit deletes still blocks: the push would publish it. The content rules also run on the
message and the header (author, committer, tagger, a mergetag's embedded tag) of each of those
commits and of each annotated tag the push sends, and on the ref names it publishes (the remote
ref name of each stdin line: the local name is not sent, though an annotated tag's own name is,
in its header); packwright:allow does not apply to a header or a ref name.

Under the pre-commit framework (pre-push stage) it reads PRE_COMMIT_FROM_REF and
PRE_COMMIT_TO_REF instead (PRE_COMMIT_LOCAL_BRANCH and PRE_COMMIT_REMOTE_NAME when the push
holds a root commit). HUSKY=0 skips the hook.

The config is the .packwright.yml committed at the top of the commit each ref is set to (the
tip pushed), as a branch will hold it after the push; --config FILE reads that file instead.`,
};

/** One ref a push updates, as git's pre-push hook reads it: local null deletes the ref; remote null creates it. */
export interface PushUpdate {
  localRef: string;
  /** The object the ref is set to (a revision git can resolve), or null for a deletion. */
  local: string | null;
  remoteRef: string;
  /** The remote's value of the ref before the push, or null when the remote does not have it. */
  remote: string | null;
}

const OID = '[0-9a-f]{40}|[0-9a-f]{64}';
const PUSH_LINE = new RegExp(`^(.+) (${OID}) (\\S+) (${OID})$`);
const ZERO = /^0+$/;

/**
 * Parses the lines git writes to a pre-push hook's stdin:
 * `<local ref> SP <local sha> SP <remote ref> SP <remote sha> LF`, all-zero shas for a deletion
 * (local) or a new ref (remote). The fields are read from the right, as a local ref that is a
 * revision expression may hold spaces. Empty lines are skipped; any other line that is not of
 * this form is an InvalidInputError (exit 2) naming it.
 */
export function parsePushLines(text: string): PushUpdate[] {
  const updates: PushUpdate[] = [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  lines.forEach((raw, i) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '') return;
    const m = PUSH_LINE.exec(line);
    if (!m || m[2].length !== m[4].length) {
      const shown = line.length > 100 ? `${line.slice(0, 100)}…` : line;
      throw new InvalidInputError(`hook pre-push: stdin line ${i + 1} is not '<local ref> <local sha> <remote ref> <remote sha>' as git writes it for a pre-push hook: ${jsonEscaped(shown)}`);
    }
    updates.push({ localRef: m[1], local: ZERO.test(m[2]) ? null : m[2], remoteRef: m[3], remote: ZERO.test(m[4]) ? null : m[4] });
  });
  return updates;
}

/** What one run checks: the updates, and which remote-tracking refs count as the remote's. */
export interface PushSource {
  updates: PushUpdate[];
  /** A remote's name (its remote-tracking refs, `refs/remotes/<name>/*`); 'all' for every remote-tracking ref; null for none. */
  remotes: string | 'all' | null;
}

/**
 * Whether a pre-push REMOTE argument is a remote's name (git passes the URL there too when the
 * push names no remote): a name is a refname component path, so no `:`, no whitespace, no glob
 * characters, no `..`, not starting with `/`, `.` or `-`.
 */
export function isRemoteName(s: string): boolean {
  return s !== '' && !/[:\s*?[\\^~]|\.\.|\/\/|^[/.-]|\/$|\.lock$/.test(s) && !hasControlCharacter(s);
}

/**
 * Where the refs to check come from. Git's protocol (REMOTE [URL] as arguments, lines on stdin)
 * when there are arguments, or no pre-commit framework variables; the framework's
 * PRE_COMMIT_FROM_REF / PRE_COMMIT_TO_REF (or, for a push holding a root commit, where it sets
 * neither, PRE_COMMIT_LOCAL_BRANCH with PRE_COMMIT_REMOTE_NAME) otherwise. Null when the
 * framework runs the hook outside a push.
 */
export async function pushSource(positionals: readonly string[], env: NodeJS.ProcessEnv, stdin: () => Promise<string>): Promise<PushSource | null> {
  const framework = positionals.length === 0 && (env.PRE_COMMIT === '1' || env.PRE_COMMIT_FROM_REF !== undefined || env.PRE_COMMIT_TO_REF !== undefined);
  if (!framework) {
    const remote = positionals[0];
    return { updates: parsePushLines(await stdin()), remotes: remote === undefined ? 'all' : isRemoteName(remote) ? remote : null };
  }
  const name = env.PRE_COMMIT_REMOTE_NAME;
  const remotes = name && isRemoteName(name) ? name : null;
  const from = env.PRE_COMMIT_FROM_REF ?? env.PRE_COMMIT_ORIGIN;
  const to = env.PRE_COMMIT_TO_REF ?? env.PRE_COMMIT_SOURCE;
  if (from && to) return { updates: [{ localRef: env.PRE_COMMIT_LOCAL_BRANCH || to, local: to, remoteRef: env.PRE_COMMIT_REMOTE_BRANCH ?? '', remote: from }], remotes };
  if (from || to) throw new UsageError(`hook pre-push: PRE_COMMIT_FROM_REF and PRE_COMMIT_TO_REF go together (only ${from ? 'PRE_COMMIT_FROM_REF' : 'PRE_COMMIT_TO_REF'} is set)`);
  const local = env.PRE_COMMIT_LOCAL_BRANCH;
  if (local && name) return { updates: [{ localRef: local, local, remoteRef: env.PRE_COMMIT_REMOTE_BRANCH ?? '', remote: null }], remotes };
  return null;
}

/** The most stdin may hold: a mirror push of 100,000 refs is about 17 MB. */
const STDIN_MAX_BYTES = 64 * 1024 * 1024;

async function readStandardInput(): Promise<string> {
  if (process.stdin.isTTY) throw new UsageError('hook pre-push: reads the refs to check on stdin, one line each, as git gives them to a pre-push hook (stdin is a terminal)');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += (chunk as Buffer).length;
    if (size > STDIN_MAX_BYTES) throw new InvalidInputError(`hook pre-push: stdin holds more than ${STDIN_MAX_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function run(ctx: CommandContext): Promise<number> {
  return runPrePush(ctx, readStandardInput);
}

/** The command with its stdin given (tests pass the lines as text). */
export async function runPrePush(ctx: CommandContext, stdin: () => Promise<string>): Promise<number> {
  if (ctx.env.HUSKY === '0') return EXIT_OK;
  const source = await pushSource(ctx.positionals, ctx.env, stdin);
  if (!source) {
    ctx.stderr.write('packwright: hook pre-push: not run for a push (the pre-commit framework set no PRE_COMMIT_FROM_REF and PRE_COMMIT_TO_REF), so there is nothing to check; give the hook stages: [pre-push]\n');
    return EXIT_OK;
  }
  const result = await checkPush(ctx.cwd, source, ctx.values.config as string | undefined);
  ctx.stderr.write(result.text);
  return result.ok ? EXIT_OK : EXIT_FINDINGS;
}

/** The config one group of refs is checked with. */
interface PushConfig {
  options: CredentialOptions;
  /** Maps a repository path to the path the allow globs match. */
  allowPath: (p: string) => string | null;
  /** How the config is named in the blocked message. */
  label: string;
  warning: string | null;
}

/** A ref's new value, peeled: what the push makes the remote hold. */
interface Tip {
  update: PushUpdate;
  object: ObjectInfo;
  /** The annotated tag object the ref is set to (its message is pushed too), or null. */
  tag: string | null;
  /** The config key: 'explicit', 'none', 'odd' (not a regular file), or the config blob's id. */
  configKey: string;
}

/** Where a finding was made: a commit (its place in the walk), or a ref set to a tree or blob. */
interface Origin {
  label: string;
  order: number;
  commit: string | null;
}

/**
 * The credential rules on what the push adds. Returns the report (config warnings, exceptions
 * used, warnings, then the blocked message) and whether the push may go.
 */
async function checkPush(cwd: string, source: PushSource, explicitConfig?: string): Promise<{ ok: boolean; text: string }> {
  const live = source.updates.filter((u): u is PushUpdate & { local: string } => u.local !== null);
  if (live.length === 0) return { ok: true, text: '' };
  const olds = source.updates.map((u) => u.remote).filter((r): r is string => r !== null);
  // The tips peeled (and their configs), the remote's old values peeled, then the tips as named (a tag object?).
  const asked = [...live.flatMap((u) => (explicitConfig === undefined ? [`${u.local}^{}`, `${u.local}^{}:${CONFIG_FILE}`] : [`${u.local}^{}`])), ...olds.map((r) => `${r}^{}`), ...live.map((u) => u.local)];
  const info = await objectInfo(cwd, asked);
  const named = info.slice(info.length - live.length);
  const oldValues = new Set(olds);
  const step = explicitConfig === undefined ? 2 : 1;
  const tips: Tip[] = live.map((update, i) => {
    const object = info[i * step];
    if (!object) throw new IoError(`hook pre-push: ${showPath(update.localRef)}: git has no object ${showPath(update.local)} to push`);
    const cfg = step === 2 ? info[i * step + 1] : null;
    const configKey = step === 1 ? 'explicit' : !cfg ? 'none' : cfg.type === 'blob' ? cfg.oid : 'odd';
    // A tag object the remote's ref already holds is not sent again.
    const tag = named[i]?.type === 'tag' && !oldValues.has(named[i]!.oid) ? named[i]!.oid : null;
    return { update, object, tag, configKey };
  });
  // What the remote has already: its old values of the refs (those git has here).
  const exclude = info.slice(live.length * step, live.length * step + olds.length).filter((o): o is ObjectInfo => o?.type === 'commit').map((o) => o.oid);

  const groups = new Map<string, Tip[]>();
  for (const t of tips) {
    const group = groups.get(t.configKey);
    if (group) group.push(t);
    else groups.set(t.configKey, [t]);
  }
  const report = new PushReport();
  const checked = [];
  for (const [key, group] of groups) checked.push({ tips: group, check: new GroupCheck(await pushConfig(cwd, key, group[0], explicitConfig), report) });
  await checkGroups(cwd, checked, exclude, source.remotes, report);
  return report.finish();
}

const short = (oid: string) => oid.slice(0, 12);

async function pushConfig(cwd: string, key: string, tip: Tip, explicit: string | undefined): Promise<PushConfig> {
  const identity = (p: string) => p;
  if (key === 'explicit') {
    const { file, config } = await loadExplicitConfig(explicit!, cwd);
    const top = (await gitTopLevel(cwd)) ?? cwd;
    const root = path.dirname(file);
    return { options: await credentialOptionsFrom(config, root, file), allowPath: (p) => toPosix(path.relative(root, path.join(top, p))), label: file, warning: null };
  }
  // Named as git names a file in a commit, so `git show <label>` prints it.
  const where = tip.object.type === 'commit' ? short(tip.object.oid) : showPath(cutBeforeSecret(tip.update.localRef));
  const none: CredentialOptions = { config: null, allowRoot: null, allow: null };
  if (key === 'none') return { options: none, allowPath: identity, label: `no ${CONFIG_FILE} in ${where}`, warning: null };
  const entry = key === 'odd' ? null : (await treeEntries(cwd, `${tip.object.oid}`, { paths: [CONFIG_FILE] })).find((e) => e.path === CONFIG_FILE);
  if (!entry || !isRegularFile(entry)) {
    return { options: none, allowPath: identity, label: `no readable ${CONFIG_FILE} in ${where}`, warning: `packwright: warning: ${where}:${CONFIG_FILE} is not a regular file (a symbolic link, a folder or a submodule), so it is not read; the credential checks use their defaults` };
  }
  const label = `${where}:${CONFIG_FILE}`;
  const { config } = await loadConfigBlob(cwd, key, label);
  return { options: await credentialOptionsFrom(config, cwd, label), allowPath: identity, label, warning: null };
}

/**
 * A file the push adds at a path, where it first appears; or a commit's or tag's message (path
 * `(commit message)`, `(tag message)`) or header (`(commit header)`, `(tag header)`); or a ref
 * name the push publishes (`(ref name)`).
 */
interface Place {
  path: string;
  rawPath?: Buffer;
  origin: Origin;
  message?: MessageOf;
  /** A header finding: whose header, and the field its line belongs to (`author`, `mergetag`, `tagger` …). */
  header?: { of: MessageOf; field: string };
  /**
   * A ref name finding: the name published, `remote` when the stdin line gives the remote a name
   * of its own, else `local` (the same name, or under the framework one it does not give), and the names as shown (redacted).
   */
  ref?: { side: 'local' | 'remote'; name: string; local: string };
}

/** Whose message a place is: a commit's, or an annotated tag's (its name and the object it tags, to re-create it). */
type MessageOf = { kind: 'commit' } | { kind: 'tag'; name: string; target: string };

/** A path a commit (or a ref set to a tree or a blob) sets, with the key that tells paths apart. */
interface Added {
  key: string;
  place: Place;
  mode: string;
  oid: string;
}

function added(change: Omit<CommitChange, 'commit'>, origin: Origin): Added {
  const key = change.rawPath ? `raw:${change.rawPath.toString('hex')}` : `text:${change.path}`;
  const place: Place = change.rawPath ? { path: change.path, rawPath: change.rawPath, origin } : { path: change.path, origin };
  return { key, place, mode: change.mode, oid: change.oid };
}

/**
 * The commits every group of refs adds, walked once (one rev-list, one diff-tree, one cat-file
 * pass however many configs the tips commit), each group checking with its own config the
 * commits its tips reach.
 */
async function checkGroups(cwd: string, groups: readonly { tips: readonly Tip[]; check: GroupCheck }[], exclude: readonly string[], remotes: string | 'all' | null, report: PushReport): Promise<void> {
  const tipsOf = groups.map((g) => g.tips.filter((t) => t.object.type === 'commit').map((t) => t.object.oid));
  const commits = await commitsBetween(cwd, [...new Set(tipsOf.flat())], exclude, remotes);
  report.roots(commits.filter((c) => c.parents.length === 0).map((c) => c.oid));
  const origins = commits.map((c, i): Origin => ({ label: short(c.oid), order: i, commit: c.oid }));
  const at = new Map(commits.map((c, i) => [c.oid, i]));
  const reach = groupsReaching(commits, at, tipsOf);
  let extra = commits.length;
  // The annotated tags the push sends, with the groups whose tips are set to them (a tag of a tag adds the inner one).
  const tagGroups = new Map<string, Set<number>>();
  groups.forEach((g, gi) => {
    for (const t of g.tips) if (t.tag !== null) tagGroups.set(t.tag, (tagGroups.get(t.tag) ?? new Set()).add(gi));
  });
  const tagNames = new Map(groups.flatMap((g) => g.tips.filter((t) => t.tag !== null && t.update.localRef.startsWith('refs/tags/')).map((t) => [t.tag!, t.update.localRef.slice('refs/tags/'.length)] as const)));
  let inner: string[] = [];
  /** Who checks a commit's or tag's header and message, and where they are; null when no group does. */
  const objectOf = (oid: string, fields: ReadonlyMap<string, string>): CheckedObject | null => {
    const i = at.get(oid);
    if (i !== undefined) {
      const of: MessageOf = { kind: 'commit' };
      return reach[i].length === 0 ? null : { reach: reach[i], header: { path: '(commit header)', origin: origins[i] }, of, message: { path: '(commit message)', origin: origins[i], message: of } };
    }
    const gs = tagGroups.get(oid);
    if (!gs) return null;
    const target = fields.get('object') ?? '';
    if (fields.get('type') === 'tag' && /^[0-9a-f]{40,64}$/.test(target)) {
      if (!tagGroups.has(target)) inner.push(target);
      tagGroups.set(target, new Set([...(tagGroups.get(target) ?? []), ...gs]));
    }
    const name = tagNames.get(oid) ?? fields.get('tag') ?? short(oid);
    const of: MessageOf = { kind: 'tag', name, target };
    const origin: Origin = { label: short(oid), order: extra++, commit: null };
    return { reach: [...gs].sort((a, b) => a - b), header: { path: '(tag header)', origin }, of, message: { path: '(tag message)', origin, message: of } };
  };
  const onMessage = (m: ObjectMessage) => {
    const object = objectOf(m.oid, m.fields);
    if (!object) return;
    const encoding = m.fields.get('encoding') ?? null;
    // A header is text too (a NUL byte must not make it read as binary); a commit's encoding names its author's too.
    checkObject(groups, object, scanHeader(scannableMessage(m.header, encoding)), scanContent(scannableMessage(m.message, encoding), ''));
  };
  // An object over the window (a long message, a mergetag embedding a long tag) is read whole, window by window.
  const onLongObject = (oid: string, fields: Map<string, string>): ObjectMessageSink => {
    const object = objectOf(oid, fields);
    if (!object) return { header: DROPPED, message: DROPPED };
    const encoding = fields.get('encoding') ?? null;
    const header = new MessagePart(encoding, true);
    const message = new MessagePart(encoding, false);
    return {
      header,
      message: {
        write: (chunk: Buffer) => message.write(chunk),
        end: () => checkObject(groups, object, header.hits(), message.end()),
      },
    };
  };
  // The messages are read (one cat-file for every commit and tag) while diff-tree walks the changes.
  await Promise.all([
    changesInCommits(cwd, commits.map((c) => c.oid), (change) => {
      const i = at.get(change.commit);
      if (i === undefined) return;
      const a = added(change, origins[i]);
      for (const g of reach[i]) groups[g].check.add(a);
    }),
    readObjectMessages(cwd, [...commits.map((c) => c.oid), ...tagGroups.keys()], CONTENT_WINDOW_BYTES, onMessage, { onLong: onLongObject }),
  ]);
  // A tag of a tag: one more read for each level (the outer ones named them).
  while (inner.length > 0) {
    const next = inner;
    inner = [];
    await readObjectMessages(cwd, next, CONTENT_WINDOW_BYTES, onMessage, { onLong: onLongObject });
  }
  // A ref set to a tree or a blob (a tag of one) pushes it whole.
  for (const { tips, check } of groups) {
    for (const t of tips) {
      const ref = cutBeforeSecret(t.update.localRef);
      const origin: Origin = { label: ref, order: extra++, commit: null };
      if (t.object.type === 'tree') for (const e of await treeEntries(cwd, t.object.oid, { recursive: true })) check.add(added(e, origin));
      else if (t.object.type === 'blob') check.add(added({ path: ref, mode: '100644', oid: t.object.oid }, origin), false);
    }
  }
  // The ref names the push publishes: the remote's name of each ref. Git sends the remote only
  // that one (`git push origin <local>:<remote>`); the local name stays here. With a plain
  // `git push origin <branch>` the two are the same (the fix is then to rename the branch);
  // under the pre-commit framework without PRE_COMMIT_REMOTE_BRANCH the remote name is not
  // known, so the local one, which it most likely is, is checked instead.
  for (const { tips, check } of groups) {
    for (const t of tips) {
      const { localRef, remoteRef } = t.update;
      const [side, name] = remoteRef === localRef || remoteRef === '' ? (['local', localRef] as const) : (['remote', remoteRef] as const);
      const hits = scanContent(Buffer.from(name, 'utf8'), '');
      if (hits.length === 0) continue;
      check.checkStrict({ path: '(ref name)', origin: { label: cutBeforeSecret(name), order: extra++, commit: null }, ref: { side, name: cutBeforeSecret(name), local: cutBeforeSecret(localRef) } }, hits);
    }
  }
  for (const g of groups) g.check.checkNames();
  const oids = new Set(groups.flatMap((g) => [...g.check.oids()]));
  // A blob over the window is read whole, window by window (one scan for every group and path), as git hands it over.
  const onLong = (oid: string) => {
    const stream = new ContentStream(groups.flatMap((g) => g.check.pathsOf(oid).map(baseName)));
    return {
      write: (chunk: Buffer) => stream.write(chunk),
      end: () => {
        stream.end();
        for (const g of groups) g.check.checkHits(oid, (p) => stream.hitsFor(baseName(p)));
      },
    };
  };
  const onBlob = (blob: BlobHead) => {
    for (const g of groups) g.check.checkBlob(blob);
  };
  await readBlobHeads(cwd, [...oids], CONTENT_WINDOW_BYTES, onBlob, { onLong });
  for (const g of groups) g.check.finish();
}

/** A commit or tag whose header and message a push sends: the groups whose tips reach it, and where a finding is. */
interface CheckedObject {
  reach: readonly number[];
  header: Place;
  of: MessageOf;
  message: Place;
}

/**
 * The content rules' hits on one commit or tag object, for the groups that push it: in its
 * header (the author, committer or tagger, a mergetag's embedded tag, a signature …; tree,
 * parent and object lines are hex, which no rule matches), then in its message. Each is scanned
 * once (most stop at the rules' keyword test), then checked with each group's severities.
 * `credentials.allow` is about paths and does not apply to either.
 */
function checkObject(groups: readonly { check: GroupCheck }[], object: CheckedObject, headerHits: readonly ContentHit[], messageHits: readonly ContentHit[]): void {
  const { reach, header, of, message } = object;
  if (headerHits.length > 0) {
    const fieldOf = new Map(headerHits.map((h) => [h.line, h.field ?? '']));
    for (const g of reach) groups[g].check.checkStrict(header, headerHits, (line) => ({ ...header, header: { of, field: fieldOf.get(line) ?? '' } }));
  }
  if (messageHits.length > 0) for (const g of reach) groups[g].check.checkMessage(message, messageHits);
}

/** Where the bytes of an object no group checks go. */
const DROPPED: BlobSink = { write: () => undefined, end: () => undefined };

/**
 * A header or message over CONTENT_WINDOW_BYTES (its object is), scanned as it arrives, as
 * scannableMessage reads it: whether its NULs are dropped (a wide encoding) or read as spaces is
 * decided on its first CONTENT_WINDOW_BYTES, which are kept until then; after that it goes
 * through a ContentStream, so memory stays bounded whatever its size. One that ends within
 * those bytes is scanned whole, as a small object's is.
 */
class MessagePart implements BlobSink {
  private first: Buffer[] = [];
  private firstLength = 0;
  private stream: ContentStream | null = null;
  private dropNuls = false;
  private found: ContentHit[] = [];

  constructor(
    private readonly encoding: string | null,
    private readonly isHeader: boolean,
  ) {}

  write(chunk: Buffer): void {
    if (this.stream) return this.stream.write(readableBytes(chunk, this.dropNuls, false));
    this.first.push(chunk);
    this.firstLength += chunk.length;
    if (this.firstLength <= CONTENT_WINDOW_BYTES) return;
    const bytes = Buffer.concat(this.first, this.firstLength);
    this.first = [];
    this.dropNuls = dropsNuls(bytes.subarray(0, CONTENT_WINDOW_BYTES), this.encoding);
    this.stream = new ContentStream([''], { decoded: true, headerFields: this.isHeader });
    this.stream.write(readableBytes(bytes, this.dropNuls, true));
  }

  /** Ends the part; returns its hits. */
  end(): ContentHit[] {
    if (this.stream) {
      this.stream.end();
      this.found = this.stream.hitsFor('');
    } else {
      const bytes = scannableMessage(Buffer.concat(this.first, this.firstLength), this.encoding);
      this.found = this.isHeader ? scanHeader(bytes) : scanContent(bytes, '');
    }
    return this.found;
  }

  /** What `end` found. */
  hits(): ContentHit[] {
    return this.found;
  }
}

const WIDE_ENCODING = /^(?:utf-?16|ucs-?2|utf-?32|ucs-?4)/i;

/**
 * A message's bytes as the content rules read them, exact for any encoding that keeps ASCII as
 * ASCII (UTF-8, Latin-1, Shift-JIS, …: the rules' patterns are ASCII, and lines and columns are
 * those of the bytes). The rules skip binary content (a NUL byte) and decode after a UTF-16 BOM,
 * but a message is always text: a NUL byte (git commit refuses them; other tools may not) reads
 * as a space, or, in a message whose encoding header names UTF-16 or UTF-32 or that is a quarter
 * NULs, is dropped, so the ASCII of a wide encoding meets the patterns; a leading UTF-16 BOM reads as spaces.
 */
export function scannableMessage(message: Buffer, encoding: string | null): Buffer {
  return readableBytes(message, dropsNuls(message, encoding), true);
}

/** Whether a message's NUL bytes are dropped rather than read as spaces: a wide encoding by its header or by a quarter of its bytes. */
function dropsNuls(message: Buffer, encoding: string | null): boolean {
  if (WIDE_ENCODING.test(encoding ?? '')) return true;
  let nuls = 0;
  for (let at = message.indexOf(0); at !== -1; at = message.indexOf(0, at + 1)) nuls++;
  return nuls > 0 && nuls * 4 >= message.length;
}

/** `bytes` (from a message's start, or from later in it) with NULs dropped or read as spaces, and a leading UTF-16 BOM as spaces. */
function readableBytes(bytes: Buffer, dropNuls: boolean, atStart: boolean): Buffer {
  const utf16Bom = (b: Buffer) => atStart && b.length >= 2 && ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff));
  const nul = bytes.indexOf(0);
  if (nul === -1 && !utf16Bom(bytes)) return bytes;
  const out = nul === -1 ? Buffer.from(bytes) : dropNuls ? Buffer.from(bytes.filter((b) => b !== 0)) : Buffer.from(bytes.map((b) => (b === 0 ? 0x20 : b)));
  if (utf16Bom(out)) out[0] = out[1] = 0x20;
  return out;
}

/**
 * For each commit of the walk, the groups (indexes into `tips`) whose tips reach it. With one
 * group that is every commit; with more, each group walks the parents from its tips within the
 * listed commits (whatever a tip reaches outside them, the remote has).
 */
function groupsReaching(commits: readonly WalkedCommit[], at: ReadonlyMap<string, number>, tips: readonly (readonly string[])[]): number[][] {
  if (tips.length === 1) {
    const all = [0];
    return commits.map(() => all);
  }
  const reach = commits.map((): number[] => []);
  tips.forEach((list, g) => {
    const stack = list.map((oid) => at.get(oid)).filter((i): i is number => i !== undefined);
    for (let i = stack.pop(); i !== undefined; i = stack.pop()) {
      // Groups are walked in order, so a commit this group has marked ends with it.
      if (reach[i].at(-1) === g) continue;
      reach[i].push(g);
      for (const p of commits[i].parents) {
        const j = at.get(p);
        if (j !== undefined) stack.push(j);
      }
    }
  });
  return reach;
}

/** One group of refs (one config): the files its commits add, and the credential rules on them. */
class GroupCheck {
  /** For each path, where it is first added. */
  private readonly names = new Map<string, Place>();
  /** For each distinct content, every path it is added at (the first time each). */
  private readonly byOid = new Map<string, Map<string, Place>>();
  private readonly check: CredentialCheck;
  /** The content rules on messages: this config's severities, no allow globs (they match paths). */
  private readonly messages: CredentialCheck;

  constructor(
    private readonly config: PushConfig,
    private readonly report: PushReport,
  ) {
    this.check = new CredentialCheck(config.options.allow, config.allowPath, config.options.config?.rules);
    this.messages = new CredentialCheck(null, (p) => p, config.options.config?.rules);
  }

  /** What the content rules found in a commit's or tag's message. An allowed line is named with the commit or tag. */
  checkMessage(place: Place, hits: readonly ContentHit[]): void {
    const f = this.messages.findings.length;
    const a = this.messages.allowed.length;
    this.messages.checkHits(place.path, hits);
    for (const finding of this.messages.findings.slice(f)) this.report.finding(finding, place);
    for (const allowed of this.messages.allowed.slice(a)) this.report.allowed({ ...allowed, path: `${place.origin.label} ${place.path}` });
  }

  /**
   * What the content rules found in a commit's or tag's header, or in a ref name, with this
   * config's severities. packwright:allow does not apply: it is a comment in a file or a
   * message, and a header line (an author name, a mergetag) or a ref name that holds it is no
   * comment, so a finding it marks still counts. `placeAt` gives the place of a finding on a line.
   */
  checkStrict(place: Place, hits: readonly ContentHit[], placeAt: (line: number) => Place = () => place): void {
    const f = this.messages.findings.length;
    this.messages.checkHits(place.path, hits, false);
    for (const finding of this.messages.findings.slice(f)) this.report.finding(finding, placeAt(finding.line ?? 1));
  }

  /**
   * A file the push adds. A symbolic link is no file by its name, but the text of its target is
   * a blob the push sends, so it gets the content rules; a submodule is neither. `nameRule` is
   * false for a blob pushed on its own (its path is a ref name).
   */
  add(a: Added, nameRule = true): void {
    const regular = isRegularFile(a);
    if (!regular && a.mode !== MODE_SYMLINK) return;
    if (regular && nameRule && !this.names.has(a.key)) this.names.set(a.key, a.place);
    let paths = this.byOid.get(a.oid);
    if (!paths) this.byOid.set(a.oid, (paths = new Map()));
    if (!paths.has(a.key)) paths.set(a.key, a.place);
  }

  oids(): IterableIterator<string> {
    return this.byOid.keys();
  }

  checkNames(): void {
    for (const place of this.names.values()) this.track(place, () => this.check.checkName(place.path));
  }

  checkBlob(blob: BlobHead): void {
    for (const place of this.byOid.get(blob.oid)?.values() ?? []) this.track(place, () => this.check.checkContent(place.path, blob.head));
  }

  /** The paths a content is added at. */
  pathsOf(oid: string): string[] {
    return [...(this.byOid.get(oid)?.values() ?? [])].map((p) => p.path);
  }

  /** A long blob read in windows: `hitsFor` gives what the content rules found, by path. */
  checkHits(oid: string, hitsFor: (path: string) => readonly ContentHit[]): void {
    for (const place of this.byOid.get(oid)?.values() ?? []) this.track(place, () => this.check.checkHits(place.path, hitsFor(place.path)));
  }

  /** Hands the config's warning to the report. */
  finish(): void {
    if (this.config.warning) this.report.line(this.config.warning);
    this.report.group(this.config.label);
  }

  private track(place: Place, fn: () => void): void {
    const f = this.check.findings.length;
    const a = this.check.allowed.length;
    fn();
    for (const finding of this.check.findings.slice(f)) this.report.finding(finding, place);
    for (const allowed of this.check.allowed.slice(a)) this.report.allowed(allowed);
  }
}

/** How to take a ref name out of the push. `ref` holds the names as shown (redacted). */
function refFix(ref: NonNullable<Place['ref']>): string {
  if (ref.side === 'remote') return `  - push ${showPath(ref.local)} under another name: git push <remote> ${showPath(ref.local)}:<new name> (the remote's name ${showPath(ref.name)} is published)`;
  const branch = /^refs\/heads\/(.*)$/s.exec(ref.name);
  if (branch) return `  - rename branch ${showPath(branch[1])}: git branch -m ${showPath(branch[1])} <new name>, then push the new name`;
  const tag = /^refs\/tags\/(.*)$/s.exec(ref.name);
  if (tag) return `  - rename tag ${showPath(tag[1])}: git tag <new name> ${showPath(tag[1])}, then git tag -d ${showPath(tag[1])}, and push the new name`;
  return `  - push ${showPath(ref.name)} under another name: git push <remote> ${showPath(ref.name)}:<new name>`;
}

/**
 * Where the blocking findings are, for the headline: in the commits the push adds (their files,
 * messages and headers), in the ref names it publishes, or, when any is elsewhere (an annotated
 * tag, a tree or blob a ref is set to) or they are of both kinds, in what the push sends.
 */
function foundIn(places: readonly Place[]): string {
  if (places.every((p) => p.origin.commit !== null)) return 'in the commits this push adds';
  if (places.every((p) => p.ref)) return 'in the ref names this push publishes';
  return 'in what this push sends';
}

/** The findings of every group, put in order and worded once. */
class PushReport {
  private readonly lines: string[] = [];
  private readonly allowedSeen: AllowedFinding[] = [];
  private readonly blocking: { finding: CredentialFinding; place: Place }[] = [];
  private readonly warnings: { finding: CredentialFinding; place: Place }[] = [];
  private readonly labels: string[] = [];
  private readonly rootCommits = new Set<string>();

  line(text: string): void {
    this.lines.push(text);
  }

  finding(finding: CredentialFinding, place: Place): void {
    (finding.severity === 'error' ? this.blocking : this.warnings).push({ finding, place });
  }

  allowed(allowed: AllowedFinding): void {
    this.allowedSeen.push(allowed);
  }

  group(label: string): void {
    if (!this.labels.includes(label)) this.labels.push(label);
  }

  /** The root commits of the walk: a finding in one is fixed with git rebase -i --root. */
  roots(oids: readonly string[]): void {
    for (const r of oids) this.rootCommits.add(r);
  }

  finish(): { ok: boolean; text: string } {
    const order = (a: { finding: CredentialFinding; place: Place }, b: { finding: CredentialFinding; place: Place }) => a.place.origin.order - b.place.origin.order || compareFindings(a.finding, b.finding);
    const row = ({ finding, place }: { finding: CredentialFinding; place: Place }) => `${place.origin.label}  ${findingWhere(finding, place.rawPath && [place.rawPath])}  [${finding.rule}] ${finding.message}`;
    const unique = (lines: string[]) => [...new Set(lines)];
    const out = [
      ...unique(this.lines),
      ...unique(allowedLines(this.allowedSeen)),
      ...unique([...this.warnings].sort(order).map((w) => `packwright: warning ${row(w)}`)),
    ];
    const blocking = [...this.blocking].sort(order);
    const rows = unique(blocking.map(row));
    if (rows.length === 0) return { ok: true, text: out.map((l) => `${l}\n`).join('') };
    const n = rows.length;
    out.push(`packwright: push blocked: ${n} credential finding${n === 1 ? '' : 's'} ${foundIn(blocking.map((b) => b.place))} (values are not shown)`);
    for (const r of rows) out.push(`  ${r}`);
    const rebaseFrom = (found: readonly { place: Place }[]) => {
      const oldest = found.find((b) => b.place.origin.commit !== null)?.place.origin.commit ?? null;
      return oldest === null ? 'git rebase -i' : this.rootCommits.has(oldest) ? 'git rebase -i --root' : `git rebase -i ${short(oldest)}~1`;
    };
    const files = blocking.filter((b) => !b.place.message && !b.place.header && !b.place.ref);
    const commitMessages = blocking.filter((b) => b.place.message?.kind === 'commit');
    const commitHeaders = blocking.filter((b) => b.place.header?.of.kind === 'commit' && b.place.header.field !== 'mergetag');
    const mergetags = blocking.filter((b) => b.place.header?.of.kind === 'commit' && b.place.header.field === 'mergetag');
    // Each tag to re-create: its object, and what must change (its message, its tagger, its name).
    const tags = new Map<string, { target: string; what: Set<string> }>();
    for (const b of blocking) {
      const of = b.place.message ?? b.place.header?.of;
      if (of?.kind !== 'tag') continue;
      const field = b.place.header?.field;
      const what = b.place.message ? 'a new message' : field === 'tagger' ? 'a clean tagger (git config user.name and user.email)' : field === 'tag' ? 'a new name' : 'a new header';
      const tag = tags.get(of.name) ?? { target: of.target, what: new Set<string>() };
      tags.set(of.name, tag.what.add(what) && tag);
    }
    const refs = [...new Set(blocking.flatMap((b) => (b.place.ref ? [refFix(b.place.ref)] : [])))];
    out.push('To fix (deleting a secret in a later commit is not enough: the push sends every commit):');
    if (files.length > 0) {
      out.push(
        `  - take it out of each commit named above: ${rebaseFrom(files)}, edit (or drop) those commits,`,
        '    then push again (git commit --amend is enough when it is only the last commit)',
      );
    }
    if (commitMessages.length > 0) {
      out.push(
        `  - reword each commit message named above: ${rebaseFrom(commitMessages)}, mark those commits reword,`,
        '    then push again (git commit --amend is enough when it is only the last commit)',
      );
    }
    if (commitHeaders.length > 0) {
      out.push(
        '  - rewrite each commit whose header is named above (its author or committer): set a clean git config',
        '    user.name and user.email (and unset GIT_AUTHOR_* and GIT_COMMITTER_*), then',
        `    ${rebaseFrom(commitHeaders)} --exec 'git commit --amend --no-edit --reset-author' (you become the author of`,
        '    each commit it replays), then push again (git commit --amend --no-edit --reset-author is enough when it is only the last commit)',
      );
    }
    if (mergetags.length > 0) {
      out.push(
        '  - a merge commit named above embeds the tag it merged, message and all (its mergetag header): redo the merge',
        '    from a re-created tag, or from the tag\'s commit (git merge <tag>^{commit} stores no mergetag)',
      );
    }
    for (const [name, { target, what }] of tags) {
      const shown = showPath(cutBeforeSecret(name));
      out.push(`  - re-create tag ${shown} with ${[...what].join(' and ')}: git tag -d ${shown}, then git tag -a ${what.has('a new name') ? '<new name>' : shown} ${short(target)}`);
    }
    for (const r of refs) out.push(r);
    out.push('  - a secret that was ever pushed anywhere must be revoked');
    if (files.length > 0) {
      out.push(
        '  - if it is not a secret: add a glob under credentials.allow in .packwright.yml and commit it',
        `    (the push is checked with the one in the commit it pushes: here ${this.labels.join('; ')}),`,
        '    or put a packwright:allow comment on the line of a content finding',
      );
    }
    if (commitMessages.length > 0 || blocking.some((b) => b.place.message?.kind === 'tag')) {
      out.push(
        `  - if it is not a secret: put packwright:allow on that line of the message (credentials.allow globs match file paths, not messages;`,
        `    rules: in .packwright.yml still applies: here ${this.labels.join('; ')})`,
      );
    }
    if (blocking.some((b) => b.place.header || b.place.ref)) {
      out.push(
        '  - packwright:allow and credentials.allow do not apply to a commit or tag header or a ref name;',
        `    rules: in .packwright.yml does (off, warning): here ${this.labels.join('; ')}`,
      );
    }
    out.push('  (git push --no-verify skips this check; not recommended)');
    return { ok: false, text: out.map((l) => `${l}\n`).join('') };
  }
}
