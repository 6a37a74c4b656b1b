import path from 'node:path';
import { gitTopLevel, runGit } from '../../core/git.js';
import { stagedChanges, indexEntriesFor, isRegularFile, MODE_SYMLINK, pathsInHead, pathsWithoutEntries, readBlobHeads, type BlobHead, type IndexEntry } from '../../core/git-index.js';
import { IoError, UsageError } from '../../core/errors.js';
import { isInside, toPosix } from '../../core/paths.js';
import { lstatOrNull, readFileLimited } from '../../core/read.js';
import { CredentialCheck, baseName } from '../../secrets/check.js';
import { CONTENT_WINDOW_BYTES } from '../../secrets/scan-content.js';
import { ContentStream } from '../../secrets/content-stream.js';
import type { CredentialFinding } from '../../secrets/findings.js';
import { choice } from '../main.js';
import { allowedLines, compareFindings, credentialOptionsFrom, findingWhere, gitQuoted, loadConfigBlob, loadExplicitConfig, type CredentialOptions } from '../credential-options.js';
import { hasControlCharacter, showPath } from '../../core/show-name.js';
import { CONFIG_FILE, CONFIG_MAX_BYTES, type PackwrightConfig } from '../../core/config.js';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, type CommandContext, type CommandMeta } from '../types.js';

/** How the staged config (`.packwright.yml` in the index, at the top of the work tree) is named in messages. */
const STAGED_CONFIG = `staged ${CONFIG_FILE}`;

/** The statuses a commit adds content with: added, copied, modified, renamed, type changed, and `-` for FILE arguments read with ls-files. Deletions never block. */
const ADDING = new Set(['A', 'C', 'M', 'R', 'T', '-']);

const CHECKS = ['all', 'credentials', 'validate'] as const;

export const meta: CommandMeta = {
  name: 'hook pre-commit',
  summary: 'Check what is staged for commit: credential files and secrets, then the packs the commit touches. Exit 1 blocks the commit.',
  positionals: '[FILE ...]',
  options: {
    config: { type: 'string', valueName: 'FILE', description: 'the .packwright.yml to read (default: the staged one at the top of the work tree)' },
    only: { type: 'string', valueName: 'CHECK', description: `${CHECKS.join('|')}: run one of the two checks (default all)` },
  },
  details: `Reads the staged content (the index), not the working tree, with git cat-file --batch.
Without FILEs it checks what \`git diff --cached\` lists; with FILEs (the pre-commit framework
passes them) it checks the staged version of each; a FILE with nothing staged is an error
(exit 2). HUSKY=0 skips the hook.

Exceptions go in .packwright.yml (the staged one: the credential checks read it from the
index too), or as a packwright:allow comment on the line of a finding:
  credentials:
    allow:
      - "test/fixtures/**"`,
};

export async function run(ctx: CommandContext): Promise<number> {
  return runStagedHook(ctx, 'commit');
}

/**
 * What the hook guards: a commit (the pre-commit hook), or the commit `git merge` is about to
 * make (the pre-merge-commit hook, run with the merge's result in the index and HEAD still the
 * branch merged into, so the staged diff is what the merge brings to this branch). Only the
 * wording differs.
 */
export type StagedHookKind = 'commit' | 'merge';

/** `hook pre-commit` and `hook pre-merge-commit`: the checks on what is staged. */
export async function runStagedHook(ctx: CommandContext, kind: StagedHookKind): Promise<number> {
  const only = choice(ctx, 'only', CHECKS, 'all');
  if (ctx.env.HUSKY === '0') return EXIT_OK;
  // The staged list is asked for at once, beside the top level (paths come relative to the top
  // either way): two git processes in parallel instead of one after the other.
  const staged = ctx.positionals.length === 0 ? stagedChanges(ctx.cwd).then((e) => ({ e }), (err: unknown) => ({ err })) : null;
  const top = await gitTopLevel(ctx.cwd);
  if (!top) throw new IoError(`${ctx.cwd}: not inside a git work tree; run the hook from a repository`);
  const explicitConfig = ctx.values.config as string | undefined;
  // One config for both checks, read once: for the credential checks at once, while the staged
  // list is still coming (its failure is reported below); for the packs only when one is touched.
  let loading: Promise<{ c: HookConfig } | { err: unknown }> | undefined;
  const startLoading = () => (loading ??= hookConfig(ctx, top, explicitConfig).then((c) => ({ c }), (err: unknown) => ({ err })));
  const config = async (): Promise<HookConfig> => {
    const r = await startLoading();
    if ('err' in r) throw r.err;
    return r.c;
  };
  if (only !== 'validate') startLoading();
  let entries: IndexEntry[];
  let notStaged: string[] = [];
  if (staged) {
    const r = await staged;
    if ('err' in r) throw r.err;
    entries = r.e;
  } else {
    const asked = ctx.positionals.map((p) => ({ arg: p, path: repoPath(top, ctx.cwd, p) }));
    entries = await indexEntriesFor(top, asked.map((a) => a.path));
    notStaged = await unstagedArguments(top, asked, entries);
  }
  // Both checks wait mostly on I/O (git cat-file, folder reads), so they run side by side;
  // their output is printed in a fixed order.
  const [credentials, packs] = await Promise.allSettled([
    only !== 'validate' ? checkCredentials(top, entries, config, kind) : null,
    only !== 'credentials' ? import('../touched-packs.js').then((m) => m.validateTouchedPacks(top, entries.map((e) => e.path), ctx.cwd, async () => (await config()).config ?? NO_CONFIG, kind)) : null,
  ]);
  if (credentials.status === 'rejected') throw credentials.reason;
  if (packs.status === 'rejected') throw packs.reason;
  let code = EXIT_OK;
  for (const arg of notStaged) ctx.stderr.write(notStagedLine(arg));
  if (credentials.value) {
    ctx.stderr.write(credentials.value.text);
    if (!credentials.value.ok) code = EXIT_FINDINGS;
  }
  if (packs.value) {
    ctx.stderr.write(packs.value.text);
    if (!packs.value.ok) code = EXIT_FINDINGS;
  }
  // A FILE that could not be checked fails closed, as an error rather than as findings.
  return notStaged.length > 0 ? EXIT_USAGE : code;
}

/**
 * The FILE arguments with nothing in the index to check: not added (or ignored), or a name node
 * could not pass through (argv is decoded as UTF-8). A file this commit deletes is not one of
 * them: deletions never block.
 */
async function unstagedArguments(top: string, asked: readonly { arg: string; path: string }[], entries: readonly IndexEntry[]): Promise<string[]> {
  const missing = new Set(pathsWithoutEntries(asked.map((a) => a.path), entries));
  if (missing.size === 0) return [];
  const deleted = await pathsInHead(top, [...missing]);
  return asked.filter((a) => missing.has(a.path) && !deleted.has(a.path)).map((a) => a.arg);
}

function notStagedLine(arg: string): string {
  if (arg.includes('\uFFFD')) return `packwright: not checked: ${showPath(arg)} (no staged file has this name; a name that is not valid UTF-8 reaches node with U+FFFD in place of its bytes: run the hook without FILEs to check every staged file)\n`;
  return `packwright: not staged: ${showPath(arg)} (the hook checks the staged version of each FILE; git add it, or leave it out)\n`;
}

/** The credential rules on the staged files: the report text (exceptions used, findings) and whether it passed. */
async function checkCredentials(top: string, entries: readonly IndexEntry[], config: () => Promise<HookConfig>, kind: StagedHookKind): Promise<{ ok: boolean; text: string }> {
  const loaded = await config();
  const { warning } = loaded;
  const options: CredentialOptions = loaded.config ? await credentialOptionsFrom(loaded.config, loaded.allowRoot, loaded.label) : { config: null, allowRoot: null, allow: null };
  const check = new CredentialCheck(options.allow, (p) => toPosix(path.relative(options.allowRoot ?? top, path.join(top, p))), options.config?.rules);
  await checkStaged(top, entries.filter((e) => ADDING.has(e.status) && (isRegularFile(e) || e.mode === MODE_SYMLINK)), check);
  // Sorted: with many blobs, two cat-file processes hand them over in no fixed order.
  const findings = [...check.findings].sort(compareFindings);
  const raw = rawNames(entries);
  const warnings = findings.filter((f) => f.severity === 'warning').map((f) => `packwright: warning ${findingWhere(f, raw.get(f.path))}  [${f.rule}] ${f.message}`);
  let text = [...(warning ? [warning] : []), ...allowedLines(check.allowed), ...warnings].map((l) => `${l}\n`).join('');
  const errors = findings.filter((f) => f.severity === 'error');
  if (errors.length > 0) text += blockedMessage(errors, raw, kind);
  return { ok: errors.length === 0, text };
}

/** The config the hook runs both checks with: null for none; `allowRoot` roots credentials.allow, `label` names it in messages. */
interface HookConfig {
  config: PackwrightConfig | null;
  allowRoot: string;
  label: string;
  /** Set when the working tree's .packwright.yml is not what the commit records (printed with the credential checks). */
  warning: string | null;
}

/** What the packs are validated with when there is no config. */
const NO_CONFIG: PackwrightConfig = { file: null, rules: {}, raw: {} };

/**
 * `--config FILE` as given; otherwise the `.packwright.yml` the commit records: the staged blob
 * at the top of the work tree, never the working-tree file (an unstaged `allow: ["**"]` must not
 * decide a commit). When the working tree's differs, `warning` says so. Its `rules:` ids are
 * checked (the registries load only when it has `rules:`).
 */
async function hookConfig(ctx: CommandContext, top: string, explicit: string | undefined): Promise<HookConfig> {
  if (explicit !== undefined) {
    const { file, config } = await loadExplicitConfig(explicit, ctx.cwd);
    return { config, allowRoot: path.dirname(file), label: file, warning: null };
  }
  const entry = (await indexEntriesFor(top, [CONFIG_FILE])).find((e) => e.path === CONFIG_FILE) ?? null;
  const staged = entry && isRegularFile(entry) ? await loadConfigBlob(top, entry.oid, STAGED_CONFIG) : null;
  const warning = await configWarning(top, entry, staged?.bytes ?? null);
  return { config: staged?.config ?? null, allowRoot: top, label: STAGED_CONFIG, warning };
}

/** One line when the working tree's .packwright.yml is not what the commit records, or the staged one is not read. */
async function configWarning(top: string, entry: IndexEntry | null, staged: Buffer | null): Promise<string | null> {
  if (entry && !staged) return `packwright: warning: the staged ${CONFIG_FILE} is not a regular file (a symbolic link or a submodule), so it is not read; the credential checks use their defaults`;
  const file = path.join(top, CONFIG_FILE);
  const st = await lstatOrNull(file);
  if (!entry) return st ? `packwright: warning: ${CONFIG_FILE} is not staged, so this commit is checked without it (git add ${CONFIG_FILE} to use it)` : null;
  if (staged && st?.isFile() && st.size === staged.length) {
    const same = await readFileLimited(file, CONFIG_MAX_BYTES).then((b) => b.equals(staged), () => false);
    if (same) return null;
  }
  // The bytes differ, but git may still call them equal (a CRLF conversion, a clean filter).
  if (st) {
    const diff = await runGit(['diff', '--quiet', '--no-ext-diff', '--no-textconv', '--', CONFIG_FILE], { cwd: top, env: { GIT_LITERAL_PATHSPECS: '1' }, allowFailure: true });
    if (diff.code === 0) return null;
  }
  return `packwright: warning: ${CONFIG_FILE} in the working tree differs from the staged one; this commit is checked with the staged one (git add ${CONFIG_FILE} to use yours)`;
}

/** For each path that is not valid UTF-8 (and so holds U+FFFD), the names' bytes. */
function rawNames(entries: readonly IndexEntry[]): Map<string, Buffer[]> {
  const names = new Map<string, Buffer[]>();
  for (const e of entries) {
    if (!e.rawPath) continue;
    const list = names.get(e.path) ?? [];
    if (!list.some((b) => b.equals(e.rawPath!))) list.push(e.rawPath);
    names.set(e.path, list);
  }
  return names;
}

/** A FILE argument as a POSIX path relative to the top of the work tree. */
function repoPath(top: string, cwd: string, p: string): string {
  const abs = path.resolve(cwd, p);
  if (!isInside(top, abs)) throw new UsageError(`${p}: outside the repository ${top}`);
  return toPosix(path.relative(top, abs)) || '.';
}

/**
 * Name rules on every file, content rules on each distinct staged blob: a symbolic link's too
 * (no file by its name, but the commit records its target text as a blob). A blob over
 * CONTENT_WINDOW_BYTES is read whole, window by window, as git hands it over (ContentStream).
 */
async function checkStaged(top: string, entries: readonly IndexEntry[], check: CredentialCheck): Promise<void> {
  const pathsByOid = new Map<string, string[]>();
  for (const e of entries) {
    if (isRegularFile(e)) check.checkName(e.path);
    const list = pathsByOid.get(e.oid);
    if (list) list.push(e.path);
    else pathsByOid.set(e.oid, [e.path]);
  }
  const onBlob = (blob: BlobHead) => {
    for (const p of pathsByOid.get(blob.oid) ?? []) check.checkContent(p, blob.head);
  };
  const onLong = (oid: string) => {
    const paths = pathsByOid.get(oid) ?? [];
    const stream = new ContentStream(paths.map(baseName));
    return {
      write: (chunk: Buffer) => stream.write(chunk),
      end: () => {
        stream.end();
        for (const p of paths) check.checkHits(p, stream.hitsFor(baseName(p)));
      },
    };
  };
  await readBlobHeads(top, [...pathsByOid.keys()], CONTENT_WINDOW_BYTES, onBlob, { onLong });
}

/** Single-quoted for a POSIX shell. */
function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * The pathspec for one path relative to the top, as git reads it from any folder of the work
 * tree and without globbing (`git rm --cached -- 'sub/.env'` fails when run from `sub/`).
 */
const TOP_LITERAL = ':(top,literal)';

/** A name fit to be typed as it is: valid UTF-8 (no bytes of its own) and no control characters. */
function typeable(p: string, raw: readonly Buffer[] | undefined): boolean {
  return !raw && !hasControlCharacter(p);
}

/**
 * A `printf` format (POSIX, also bash's and zsh's builtin) that writes each name NUL-terminated:
 * printable ASCII as it is, every other byte in octal, so no byte of a name is lost to the
 * terminal's or the shell's encoding.
 */
function printfFormat(names: readonly Buffer[]): string {
  let out = '';
  for (const name of names) {
    for (const b of Buffer.concat([Buffer.from(TOP_LITERAL), name])) {
      const c = String.fromCharCode(b);
      if (c === "'") out += `'\\''`;
      else if (c === '\\') out += '\\\\';
      else if (c === '%') out += '%%';
      else if (b >= 0x20 && b < 0x7f) out += c;
      else out += `\\${b.toString(8).padStart(3, '0')}`;
    }
    out += '\\0';
  }
  return `'${out}'`;
}

function blockedMessage(findings: readonly CredentialFinding[], raw: ReadonlyMap<string, readonly Buffer[]>, kind: StagedHookKind): string {
  const n = findings.length;
  const lines = [
    kind === 'merge'
      ? `packwright: merge blocked: ${n} credential finding${n === 1 ? '' : 's'} in what the merge adds to this branch (values are not shown)`
      : `packwright: commit blocked: ${n} credential finding${n === 1 ? '' : 's'} in the staged files (values are not shown)`,
  ];
  for (const f of findings) lines.push(`  ${findingWhere(f, raw.get(f.path))}  [${f.rule}] ${f.message}`);
  const named = [...new Set(findings.filter((f) => !f.line && !f.inName).map((f) => f.path))];
  // Content findings of such a file carry a cut path too: not a key of `raw`, so never spelled out.
  const inNames = new Set(findings.filter((f) => f.inName).map((f) => f.path));
  const content = [...new Set(findings.filter((f) => f.line).map((f) => f.path))];
  const plain = named.filter((p) => typeable(p, raw.get(p)));
  const odd = named.filter((p) => !typeable(p, raw.get(p))).flatMap((p) => raw.get(p) ?? [Buffer.from(p, 'utf8')]);
  lines.push('To fix:');
  if (plain.length > 0) lines.push(`  - keep the file out of git: git rm --cached -- ${plain.map((p) => shellQuote(TOP_LITERAL + p)).join(' ')}`);
  if (odd.length > 0) {
    const what = named.some((p) => raw.has(p)) ? 'not valid UTF-8 or with control characters' : 'with control characters';
    lines.push(`  - keep the ${plain.length > 0 ? 'other ' : ''}file${odd.length === 1 ? '' : 's'} out of git (a name ${what}, so its bytes are spelled in octal):`, `    printf ${printfFormat(odd)} | xargs -0 git rm --cached --`);
  }
  if (named.length > 0) lines.push('    and add it to .gitignore (the file stays on disk)');
  if (inNames.size > 0) lines.push(`  - rename the file${inNames.size === 1 ? '' : 's'} whose name holds the secret (shown cut before it) and git add again; a secret that was ever pushed must be revoked`);
  if (content.length > 0) lines.push(`  - take the secret out of ${content.map((p) => (raw.has(p) ? raw.get(p)!.map(gitQuoted).join(' or ') : showPath(p))).join(', ')} (read it from the environment instead),`, '    then git add the file again; a secret that was ever pushed must be revoked');
  // A blocked merge stays in progress, with its result in the index.
  if (kind === 'merge') lines.push('  - then git commit to conclude the merge (the pre-commit hook checks it again), or git merge --abort');
  lines.push(
    '  - if it is not a secret: add a glob under credentials.allow in .packwright.yml,',
    '    or put a packwright:allow comment on the line of a content finding',
    `  (git ${kind} --no-verify skips this check; not recommended)`,
  );
  return `${lines.join('\n')}\n`;
}
