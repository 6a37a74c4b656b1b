import { spawn } from 'node:child_process';
import { gitEnv, gitErrorLine, runGit } from './git.js';
import { IoError } from './errors.js';

/** One path in the index, as a commit would record it. */
export interface IndexEntry {
  /** POSIX path relative to the top of the work tree, decoded as UTF-8 (any bytes but NUL). */
  path: string;
  /**
   * The path's bytes, only when they are not valid UTF-8: `path` then holds U+FFFD where git's
   * bytes could not be decoded, and a command that names the file must use these instead.
   */
  rawPath?: Buffer;
  /** Octal mode: 100644 / 100755 file, 120000 symlink, 160000 submodule (gitlink). */
  mode: string;
  /** The staged object id. */
  oid: string;
  /** The diff status letter (A, C, M, R, T, D, …); `-` for entries read with `ls-files`. */
  status: string;
}

/**
 * What every call here adds to git's environment: objects as stored, not as `refs/replace/*`
 * (git replace, --graft) shows them. A commit records, and a push sends, the stored objects, so
 * a replacement must not hide a staged blob or a pushed commit from the checks.
 */
const AS_STORED: NodeJS.ProcessEnv = { GIT_NO_REPLACE_OBJECTS: '1' };

export const MODE_SYMLINK = '120000';

/** A regular file (not a symlink, not a submodule): the entries (of the index, a tree, a commit's changes) whose content is scanned. */
export function isRegularFile(entry: { mode: string }): boolean {
  return entry.mode === '100644' || entry.mode === '100755';
}

/**
 * What the next commit changes: `git diff --cached --raw -z` against HEAD (against the empty
 * tree in a repository with no commit yet, which git does by itself). Paths are relative to
 * the top of the work tree from any `cwd` inside it. Renames are not detected, so a moved
 * file shows as a deletion and an addition at its new path.
 */
export async function stagedChanges(cwd: string): Promise<IndexEntry[]> {
  const r = await runGit(['diff', '--cached', '--raw', '-z', '--no-abbrev', '--no-renames', '--no-ext-diff', '--no-relative', '--ignore-submodules=none'], { cwd, env: AS_STORED });
  return parseRawDiff(r.stdout);
}

/**
 * Parses `git diff --raw -z`: `:oldmode newmode oldoid newoid STATUS\0path\0`, with a second
 * path after copies and renames (the new one is what the commit adds).
 */
export function parseRawDiff(out: Buffer): IndexEntry[] {
  const fields = nulFields(out);
  const entries: IndexEntry[] = [];
  for (let i = 0; i < fields.length; ) {
    const head = fields[i++].text;
    if (!head.startsWith(':')) continue;
    const [, newMode, , newOid, statusField] = head.slice(1).split(' ');
    const status = statusField.charAt(0);
    let p = fields[i++];
    if (status === 'R' || status === 'C') p = fields[i++];
    if (p === undefined) break;
    entries.push(withPath({ mode: newMode, oid: newOid, status }, p));
  }
  return entries;
}

interface NulField {
  text: string;
  /** The bytes, when they are not valid UTF-8. */
  raw?: Buffer;
}

/**
 * `-z` output split at NUL and decoded as UTF-8. The whole output is decoded at once; only when
 * that shows a replacement character are the fields decoded one by one, keeping the bytes of
 * each that is not valid UTF-8 (a NUL always decodes to itself, so the split lines up).
 */
function nulFields(out: Buffer): NulField[] {
  const whole = out.toString('utf8');
  if (!whole.includes('\uFFFD')) return whole.split('\0').map((text) => ({ text }));
  const fields: NulField[] = [];
  let start = 0;
  for (;;) {
    const end = out.indexOf(0, start);
    const raw = out.subarray(start, end === -1 ? out.length : end);
    const text = raw.toString('utf8');
    fields.push(text.includes('\uFFFD') && !Buffer.from(text, 'utf8').equals(raw) ? { text, raw: Buffer.from(raw) } : { text });
    if (end === -1) return fields;
    start = end + 1;
  }
}

function withPath(e: Omit<IndexEntry, 'path' | 'rawPath'>, p: NulField): IndexEntry {
  return p.raw ? { path: p.text, ...e, rawPath: p.raw } : { path: p.text, ...e };
}

/**
 * The index entries for given paths (`git ls-files --stage -z`), read literally, not as globs.
 * A folder stands for the files under it. Unmerged paths (stages 1-3 only) are left out: a
 * commit takes stage 0 alone.
 */
export async function indexEntriesFor(top: string, paths: readonly string[]): Promise<IndexEntry[]> {
  if (paths.length === 0) return [];
  const r = await runGit(['ls-files', '--stage', '-z', '--', ...paths], { cwd: top, env: { ...AS_STORED, GIT_LITERAL_PATHSPECS: '1' } });
  const seen = new Set<string>();
  const entries: IndexEntry[] = [];
  for (const rec of nulFields(r.stdout)) {
    const tab = rec.text.indexOf('\t');
    if (tab === -1) continue;
    const [mode, oid, stage] = rec.text.slice(0, tab).split(' ');
    // The path's bytes start after the tab (the part before it is ASCII, one byte a character).
    const p: NulField = rec.raw ? { text: rec.text.slice(tab + 1), raw: rec.raw.subarray(tab + 1) } : { text: rec.text.slice(tab + 1) };
    const key = p.raw ? `raw:${p.raw.toString('hex')}` : `text:${p.text}`;
    // An unmerged path has stages 1-3; only stage 0 is what a commit would take.
    if (stage !== '0' || seen.has(key)) continue;
    seen.add(key);
    entries.push(withPath({ mode, oid, status: '-' }, p));
  }
  return entries;
}

/**
 * The `paths` (relative to the top, as given to indexEntriesFor) that no entry stands for: an
 * entry at that path or, for a folder, under it. `.` and `''` stand for the whole tree.
 */
export function pathsWithoutEntries(paths: readonly string[], entries: readonly IndexEntry[]): string[] {
  const have = new Set(entries.map((e) => e.path));
  const folders = new Set<string>();
  for (const e of entries) for (let i = e.path.indexOf('/'); i !== -1; i = e.path.indexOf('/', i + 1)) folders.add(e.path.slice(0, i));
  return paths.filter((p) => {
    const q = p.replace(/\/+$/, '');
    if (q === '' || q === '.') return entries.length === 0;
    return !have.has(q) && !folders.has(q);
  });
}

/** Which of `paths` (relative to the top) HEAD has, as files or folders: none without a HEAD. */
export async function pathsInHead(top: string, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const r = await runGit(['ls-tree', '-r', '-z', '--name-only', '--full-tree', 'HEAD', '--', ...paths], { cwd: top, env: { ...AS_STORED, GIT_LITERAL_PATHSPECS: '1' }, allowFailure: true });
  if (r.code !== 0) return new Set();
  const listed = nulFields(r.stdout).map((f) => ({ path: f.text, mode: '', oid: '', status: '-' }));
  const missing = new Set(pathsWithoutEntries(paths, listed));
  return new Set(paths.filter((p) => !missing.has(p)));
}

export interface BlobHead {
  oid: string;
  /** The full size of the object. */
  size: number;
  /** Its first `headBytes` bytes (all of it when smaller). */
  head: Buffer;
}

/** Takes a long blob's bytes as they arrive, then its end (a ContentStream). */
export interface BlobSink {
  write(chunk: Buffer): void;
  end(): void;
}

/** Objects per `git cat-file` process before a second one is worth its start-up. */
const OBJECTS_PER_PROCESS = 512;

export interface BlobReadOptions {
  /** cat-file processes to split the objects over; default two when there are more than OBJECTS_PER_PROCESS. */
  processes?: number;
  /**
   * An object over `headBytes` is not cut: its bytes go, as they arrive, to the sink this
   * returns for it (which reads them window by window), then its end; `onBlob` is not called
   * for it. Objects up to `headBytes` take the same path as without it.
   */
  onLong?: (oid: string) => BlobSink;
}

/**
 * Streams objects through `git cat-file --batch --buffer` and hands each to `onBlob` as soon
 * as it has arrived. Only the first `headBytes` of each object are kept; the rest is read from
 * the pipe and dropped (or goes to `onLong`'s sink), so memory stays bounded whatever the
 * sizes. Missing objects are skipped. Many objects are split over several cat-file processes,
 * so inflating loose objects uses a second core.
 */
export async function readBlobHeads(top: string, oids: readonly string[], headBytes: number, onBlob: (blob: BlobHead) => void, options: BlobReadOptions = {}): Promise<void> {
  if (oids.length === 0) return;
  const { processes = oids.length > OBJECTS_PER_PROCESS ? 2 : 1, onLong } = options;
  const per = Math.ceil(oids.length / processes);
  const parts = [];
  for (let i = 0; i < oids.length; i += per) parts.push(oids.slice(i, i + per));
  const runs = await Promise.allSettled(parts.map((part) => catFileBatch(top, part, headBytes, onBlob, onLong)));
  for (const r of runs) if (r.status === 'rejected') throw r.reason;
}

function catFileBatch(top: string, oids: readonly string[], headBytes: number, onBlob: (blob: BlobHead) => void, onLong?: (oid: string) => BlobSink): Promise<void> {
  const parser = new BatchParser(headBytes, onBlob, onLong);
  return streamThroughGit(top, ['cat-file', '--batch', '--buffer'], oids, {
    push: (chunk) => parser.push(chunk),
    end: () => {
      if (!parser.idle()) throw new IoError('git cat-file: output ended inside an object');
    },
  });
}

/**
 * Runs one git command that reads `lines` on stdin and streams its stdout into `parser`: one
 * process whatever the number of lines (no argument-list limit). A parser error stops git; a
 * git failure is its meaningful stderr line, named by the subcommand.
 */
function streamThroughGit(cwd: string, args: readonly string[], lines: readonly string[], parser: { push(chunk: Buffer): void; end(): void }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd, env: gitEnv(AS_STORED), stdio: ['pipe', 'pipe', 'pipe'] });
    const errors: Buffer[] = [];
    let failed: Error | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      if (failed) return;
      try {
        parser.push(chunk);
      } catch (err) {
        failed = err as Error;
        child.kill();
      }
    });
    child.stderr.on('data', (b: Buffer) => errors.push(b));
    child.on('error', (e) => reject(new IoError(`git: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found on PATH' : e.message}`)));
    child.on('close', (code) => {
      if (failed) return reject(failed);
      if (code !== 0) return reject(new IoError(`git ${args[0]}: ${gitErrorLine(Buffer.concat(errors).toString('utf8'), code)}`));
      try {
        parser.end();
      } catch (err) {
        return reject(err);
      }
      resolve();
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(`${lines.join('\n')}\n`);
  });
}

/** The `--batch` output format: `<oid> <type> <size>\n<content>\n`, or `<oid> missing\n`. */
class BatchParser {
  private header: Buffer[] = [];
  private current: { oid: string; size: number; remaining: number; kept: Buffer[]; keptBytes: number; sink: BlobSink | null } | null = null;
  /** The LF after an object's content is still to come. */
  private trailer = false;

  constructor(
    private readonly headBytes: number,
    private readonly onBlob: (blob: BlobHead) => void,
    private readonly onLong?: (oid: string) => BlobSink,
  ) {}

  idle(): boolean {
    return this.current === null && !this.trailer && this.header.length === 0;
  }

  push(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.trailer) {
        if (chunk[at] !== 0x0a) throw new IoError('git cat-file: unexpected output after an object');
        this.trailer = false;
        at++;
        continue;
      }
      const cur = this.current;
      if (cur) {
        const take = Math.min(cur.remaining, chunk.length - at);
        if (cur.sink) {
          cur.sink.write(chunk.subarray(at, at + take));
          cur.remaining -= take;
          at += take;
          if (cur.remaining === 0) {
            this.current = null;
            this.trailer = true;
            cur.sink.end();
          }
          continue;
        }
        const keep = Math.min(take, this.headBytes - cur.keptBytes);
        if (keep > 0) {
          cur.kept.push(chunk.subarray(at, at + keep));
          cur.keptBytes += keep;
        }
        cur.remaining -= take;
        at += take;
        if (cur.remaining === 0) {
          this.current = null;
          this.trailer = true;
          this.onBlob({ oid: cur.oid, size: cur.size, head: cur.kept.length === 1 ? cur.kept[0] : Buffer.concat(cur.kept, cur.keptBytes) });
        }
        continue;
      }
      const nl = chunk.indexOf(0x0a, at);
      if (nl === -1) {
        this.header.push(chunk.subarray(at));
        return;
      }
      this.header.push(chunk.subarray(at, nl));
      at = nl + 1;
      const line = Buffer.concat(this.header).toString('utf8');
      this.header = [];
      const parts = line.split(' ');
      if (parts.length === 2 && (parts[1] === 'missing' || parts[1] === 'ambiguous')) continue;
      const size = Number(parts[2]);
      if (parts.length !== 3 || !Number.isSafeInteger(size) || size < 0) throw new IoError(`git cat-file: unexpected header '${line.slice(0, 80)}'`);
      this.current = { oid: parts[0], size, remaining: size, kept: [], keptBytes: 0, sink: size > this.headBytes && this.onLong ? this.onLong(parts[0]) : null };
      if (size === 0) {
        this.current = null;
        this.trailer = true;
        this.onBlob({ oid: parts[0], size: 0, head: Buffer.alloc(0) });
      }
    }
  }
}

/** An object as `git cat-file --batch-check` names it: its id and type (commit, tree, blob, tag). */
export interface ObjectInfo {
  oid: string;
  type: string;
}

/**
 * What each revision names (`git cat-file --batch-check`, one process for all): its object id
 * and type, or null where git has no such object (or the name is ambiguous). `X^{}` peels a tag;
 * `X:path` names an entry of a tree-ish. A name holding a newline cannot be asked for and is null.
 */
export async function objectInfo(cwd: string, revisions: readonly string[]): Promise<(ObjectInfo | null)[]> {
  const asked = revisions.map((r, i) => ({ r, i })).filter(({ r }) => r !== '' && !/[\r\n]/.test(r));
  const out: (ObjectInfo | null)[] = revisions.map(() => null);
  if (asked.length === 0) return out;
  const r = await runGit(['cat-file', '--batch-check=%(objectname) %(objecttype)'], { cwd, env: AS_STORED, input: `${asked.map((a) => a.r).join('\n')}\n` });
  const lines = r.stdout.toString('utf8').split('\n');
  asked.forEach(({ i }, k) => {
    const m = /^([0-9a-f]{40}|[0-9a-f]{64}) (commit|tree|blob|tag)$/.exec(lines[k] ?? '');
    out[i] = m ? { oid: m[1], type: m[2] } : null;
  });
  return out;
}

/** One entry of a tree, as `git ls-tree` lists it. */
export interface TreeEntry {
  /** POSIX path from the top of the tree, decoded as UTF-8. */
  path: string;
  /** The path's bytes, only when they are not valid UTF-8 (as IndexEntry.rawPath). */
  rawPath?: Buffer;
  mode: string;
  type: string;
  oid: string;
}

/**
 * The entries of a tree-ish (`git ls-tree -z --full-tree`): `paths` (literal, relative to the
 * top) limits the listing; `recursive` lists the files of every subtree instead of the subtrees.
 */
export async function treeEntries(cwd: string, treeish: string, options: { paths?: readonly string[]; recursive?: boolean } = {}): Promise<TreeEntry[]> {
  const args = ['ls-tree', '-z', '--full-tree', ...(options.recursive ? ['-r'] : []), treeish, '--', ...(options.paths ?? [])];
  const r = await runGit(args, { cwd, env: { ...AS_STORED, GIT_LITERAL_PATHSPECS: '1' } });
  const entries: TreeEntry[] = [];
  for (const rec of nulFields(r.stdout)) {
    const tab = rec.text.indexOf('\t');
    if (tab === -1) continue;
    const [mode, type, oid] = rec.text.slice(0, tab).split(' ');
    const p: NulField = rec.raw ? { text: rec.text.slice(tab + 1), raw: rec.raw.subarray(tab + 1) } : { text: rec.text.slice(tab + 1) };
    entries.push(p.raw ? { path: p.text, rawPath: Buffer.from(p.raw), mode, type, oid } : { path: p.text, mode, type, oid });
  }
  return entries;
}

/** A commit and its parents (a root commit has none; a shallow clone's boundary commits neither). */
export interface WalkedCommit {
  oid: string;
  parents: string[];
}

/**
 * The commits reachable from `include` and from none of `exclude` (`git rev-list --stdin`,
 * so a push of many refs never meets the argument limit), oldest first. `remotes` also leaves
 * out what the remote-tracking refs reach: those of one remote (`refs/remotes/<name>/*`, not
 * those of a remote named `<name>/…`), or of every remote (`'all'`). Every name must be a
 * commit (or a tag of one) that git has.
 */
export async function commitsBetween(cwd: string, include: readonly string[], exclude: readonly string[], remotes: string | 'all' | null = null): Promise<WalkedCommit[]> {
  if (include.length === 0) return [];
  const args = ['rev-list', '--reverse', '--parents', '--stdin'];
  // Revisions read from stdin are not affected by a --not given on the command line.
  if (remotes !== null) args.push('--not', ...(await remoteTrackingArgs(cwd, remotes)));
  const input = `${[...include, ...exclude.map((e) => `^${e}`)].join('\n')}\n`;
  const r = await runGit(args, { cwd, env: AS_STORED, input });
  const commits: WalkedCommit[] = [];
  for (const line of r.stdout.toString('utf8').split('\n')) {
    if (line === '') continue;
    const [oid, ...parents] = line.split(' ');
    commits.push({ oid, parents });
  }
  return commits;
}

/**
 * rev-list's arguments for the remote-tracking refs of one remote, or of every remote. The refs
 * of one are the glob `refs/remotes/<name>/*` (what `--remotes=<name>` means), whose `*` spans
 * `/` too: it would take the refs of a remote named `<name>/…` for this one's, so those are
 * excluded by name. (`--glob`, as `--exclude` matches its full ref names in every git version.)
 */
async function remoteTrackingArgs(cwd: string, remotes: string | 'all'): Promise<string[]> {
  if (remotes === 'all') return ['--remotes'];
  const r = await runGit(['remote'], { cwd, allowFailure: true });
  const nested = r.stdout.toString('utf8').split('\n').filter((name) => name.startsWith(`${remotes}/`));
  return [...nested.map((name) => `--exclude=refs/remotes/${name}/*`), `--glob=refs/remotes/${remotes}/*`];
}

/** A path a commit sets: its new mode and object (all zeros and mode 000000 when it deletes the path). */
export interface CommitChange {
  commit: string;
  path: string;
  /** The path's bytes, only when they are not valid UTF-8 (as IndexEntry.rawPath). */
  rawPath?: Buffer;
  mode: string;
  oid: string;
}

/**
 * What each commit changes, streamed: `git diff-tree --stdin -r -c --root` (one process for all
 * of them) against its parent, or for a merge the paths whose content differs from every
 * parent's (`-c`): content one parent already has is that parent's to answer for, so a merge
 * reports only what it makes itself (a conflict resolution, an evil merge). A root commit adds
 * every path. Renames are not detected (a moved file is added at its new path). A commit that
 * changes nothing calls nothing.
 */
export function changesInCommits(cwd: string, commits: readonly string[], onChange: (change: CommitChange) => void): Promise<void> {
  if (commits.length === 0) return Promise.resolve();
  return streamThroughGit(cwd, ['diff-tree', '--stdin', '-r', '-c', '--root', '-z', '--no-renames', '--no-abbrev', '--no-ext-diff', '--no-textconv'], commits, new DiffTreeParser(onChange));
}

const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * `diff-tree --stdin -z` output: `<commit>\0`, then for each path `:<modes> <oids> <status>\0<path>\0`,
 * with one colon, mode and object per parent before the result's (`::` for a two-parent merge).
 */
class DiffTreeParser {
  private pending: Buffer[] = [];
  private commit: string | null = null;
  private entry: { mode: string; oid: string } | null = null;

  constructor(private readonly onChange: (change: CommitChange) => void) {}

  push(chunk: Buffer): void {
    let start = 0;
    for (;;) {
      const nul = chunk.indexOf(0, start);
      if (nul === -1) {
        if (start < chunk.length) this.pending.push(chunk.subarray(start));
        return;
      }
      const part = chunk.subarray(start, nul);
      const field = this.pending.length ? Buffer.concat([...this.pending, part]) : part;
      this.pending = [];
      this.field(field);
      start = nul + 1;
    }
  }

  end(): void {
    if (this.pending.length || this.entry) throw new IoError('git diff-tree: output ended inside an entry');
  }

  private field(bytes: Buffer): void {
    if (this.entry) {
      const text = bytes.toString('utf8');
      const raw = text.includes('\uFFFD') && !Buffer.from(text, 'utf8').equals(bytes) ? Buffer.from(bytes) : undefined;
      const { mode, oid } = this.entry;
      this.entry = null;
      this.onChange(raw ? { commit: this.commit!, path: text, rawPath: raw, mode, oid } : { commit: this.commit!, path: text, mode, oid });
      return;
    }
    const text = bytes.toString('latin1');
    if (text === '') return;
    if (COMMIT_ID.test(text)) {
      this.commit = text;
      return;
    }
    let parents = 0;
    while (text[parents] === ':') parents++;
    const fields = text.slice(parents).split(' ');
    if (parents === 0 || this.commit === null || fields.length !== 2 * (parents + 1) + 1) throw new IoError(`git diff-tree: unexpected output '${text.slice(0, 80)}'`);
    this.entry = { mode: fields[parents], oid: fields[2 * parents + 1] };
  }
}

/** A commit's or an annotated tag's message, as stored in the object. */
export interface ObjectMessage {
  oid: string;
  /**
   * The header fields, each name's first single-line value: `tree`, `author`, `encoding` (when the
   * message is not UTF-8) … of a commit; `object`, `type`, `tag`, `tagger` of a tag.
   */
  fields: Map<string, string>;
  /** The message's bytes as stored: everything after the header's empty line (a tag's signature included). */
  message: Buffer;
  /**
   * The header's bytes as stored: every line before the empty one (continuation lines of a
   * gpgsig or mergetag included), without the last newline.
   */
  header: Buffer;
}

/** Takes a long commit's or tag's header, then its message, as they arrive (each then ended). */
export interface ObjectMessageSink {
  header: BlobSink;
  message: BlobSink;
}

/**
 * Splits a commit or tag object at the end of its header: the first empty line (a multi-line
 * header such as gpgsig or mergetag continues on lines that start with a space, so none is
 * empty). An object without one has an empty message. Header values are decoded as UTF-8; the
 * message is left as bytes, whatever its encoding.
 */
export function parseObjectMessage(object: Buffer): { fields: Map<string, string>; message: Buffer; header: Buffer } {
  const end = object[0] === 0x0a ? 0 : object.indexOf('\n\n');
  const header = end === -1 ? object : object.subarray(0, end);
  const message = end === -1 ? Buffer.alloc(0) : object.subarray(end === 0 ? 1 : end + 2);
  const fields = new Map<string, string>();
  for (const line of header.toString('utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const space = line.indexOf(' ');
    const name = space === -1 ? line : line.slice(0, space);
    if (!fields.has(name)) fields.set(name, space === -1 ? '' : line.slice(space + 1));
  }
  return { fields, message, header };
}

export interface MessageReadOptions {
  /**
   * An object over `headBytes` is read whole too, without holding it: once its first
   * `headBytes` have arrived, its header's fields (of the whole lines among them) are handed to
   * this, which returns where its header's bytes and then its message's go, as they arrive
   * (split as parseObjectMessage splits); `onMessage` is not called for it. Without it such an
   * object is an IoError.
   */
  onLong?: (oid: string, fields: Map<string, string>) => ObjectMessageSink;
}

/**
 * Reads the messages of commit and tag objects in one `git cat-file --batch` process (no
 * argument-list limit), in the order asked, each handed to `onMessage` as it arrives, or, when
 * over `headBytes`, to the sinks `options.onLong` gives for it. Missing objects are skipped.
 */
export function readObjectMessages(top: string, oids: readonly string[], headBytes: number, onMessage: (m: ObjectMessage) => void, options: MessageReadOptions = {}): Promise<void> {
  if (oids.length === 0) return Promise.resolve();
  const onLong = (oid: string): BlobSink => {
    if (!options.onLong) throw new IoError(`git cat-file: object ${oid} is over ${headBytes} bytes`);
    return new ObjectSplitter(headBytes, (fields) => options.onLong!(oid, fields));
  };
  return catFileBatch(top, oids, headBytes, (o) => onMessage({ oid: o.oid, ...parseObjectMessage(o.head) }), onLong);
}

const LF_BYTE = Buffer.from('\n');

/**
 * A commit or tag object split as it streams, where parseObjectMessage splits a whole one: the
 * header (without the newline that ends it) to `sink.header`, the message after the empty line
 * to `sink.message`. The first `headBytes` are kept until the sink is asked for, with the fields
 * of the header's whole lines among them; after that nothing is kept.
 */
export class ObjectSplitter implements BlobSink {
  private head: Buffer[] = [];
  private headLength = 0;
  private sink: ObjectMessageSink | null = null;
  /** At the object's first byte; in the header; in the header after an LF (it may end it); in the message. */
  private at: 'start' | 'header' | 'lf' | 'message' = 'start';

  constructor(
    private readonly headBytes: number,
    private readonly open: (fields: Map<string, string>) => ObjectMessageSink,
  ) {}

  write(chunk: Buffer): void {
    if (this.sink) return this.route(chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength >= this.headBytes) this.start();
  }

  end(): void {
    if (!this.sink) this.start();
    const sink = this.sink!;
    if (this.at !== 'message') {
      // No empty line: all of it is header (parseObjectMessage), a last newline included.
      if (this.at === 'lf') sink.header.write(LF_BYTE);
      sink.header.end();
    }
    sink.message.end();
  }

  private start(): void {
    const head = Buffer.concat(this.head, this.headLength);
    this.head = [];
    const end = head[0] === 0x0a ? 0 : head.indexOf('\n\n');
    // Only whole lines: a line the head cuts would give a field a cut value.
    const lines = end === -1 ? head.subarray(0, head.lastIndexOf(0x0a) + 1) : head;
    this.sink = this.open(parseObjectMessage(lines).fields);
    this.route(head);
  }

  private route(chunk: Buffer): void {
    const sink = this.sink!;
    for (let i = 0; i < chunk.length; ) {
      if (this.at === 'message') return sink.message.write(i === 0 ? chunk : chunk.subarray(i));
      if (this.at === 'start' || this.at === 'lf') {
        if (chunk[i] === 0x0a) {
          sink.header.end();
          this.at = 'message';
          i++;
          continue;
        }
        if (this.at === 'lf') sink.header.write(LF_BYTE);
        this.at = 'header';
      }
      const end = chunk.indexOf('\n\n', i);
      if (end !== -1) {
        if (end > i) sink.header.write(chunk.subarray(i, end));
        sink.header.end();
        this.at = 'message';
        i = end + 2;
        continue;
      }
      // A last LF may start the empty line with the next chunk's first byte.
      const last = chunk[chunk.length - 1] === 0x0a ? chunk.length - 1 : chunk.length;
      if (last > i) sink.header.write(chunk.subarray(i, last));
      if (last < chunk.length) this.at = 'lf';
      return;
    }
  }
}
