import { spawn } from 'node:child_process';
import { gitEnv, runGit } from './git.js';
import { IoError } from './errors.js';

/** One path in the index, as a commit would record it. */
export interface IndexEntry {
  /** POSIX path relative to the top of the work tree, exactly as git has it (any bytes but NUL). */
  path: string;
  /** Octal mode: 100644 / 100755 file, 120000 symlink, 160000 submodule (gitlink). */
  mode: string;
  /** The staged object id. */
  oid: string;
  /** The diff status letter (A, C, M, R, T, D, …); `-` for entries read with `ls-files`. */
  status: string;
}

export const MODE_SYMLINK = '120000';
export const MODE_GITLINK = '160000';

/** A regular file (not a symlink, not a submodule): the entries whose content is scanned. */
export function isRegularFile(entry: IndexEntry): boolean {
  return entry.mode === '100644' || entry.mode === '100755';
}

/**
 * What the next commit changes: `git diff --cached --raw -z` against HEAD (against the empty
 * tree in a repository with no commit yet, which git does by itself). Paths are relative to
 * the top of the work tree from any `cwd` inside it. Renames are not detected, so a moved
 * file shows as a deletion and an addition at its new path.
 */
export async function stagedChanges(cwd: string): Promise<IndexEntry[]> {
  const r = await runGit(['diff', '--cached', '--raw', '-z', '--no-abbrev', '--no-renames', '--no-ext-diff', '--no-relative', '--ignore-submodules=none'], { cwd });
  return parseRawDiff(r.stdout);
}

/**
 * Parses `git diff --raw -z`: `:oldmode newmode oldoid newoid STATUS\0path\0`, with a second
 * path after copies and renames (the new one is what the commit adds).
 */
export function parseRawDiff(out: Buffer): IndexEntry[] {
  const fields = out.toString('utf8').split('\0');
  const entries: IndexEntry[] = [];
  for (let i = 0; i < fields.length; ) {
    const head = fields[i++];
    if (!head.startsWith(':')) continue;
    const [, newMode, , newOid, statusField] = head.slice(1).split(' ');
    const status = statusField.charAt(0);
    let p = fields[i++];
    if (status === 'R' || status === 'C') p = fields[i++];
    if (p === undefined) break;
    entries.push({ path: p, mode: newMode, oid: newOid, status });
  }
  return entries;
}

/** The index entries for given paths (`git ls-files --stage -z`), read literally, not as globs. */
export async function indexEntriesFor(top: string, paths: readonly string[]): Promise<IndexEntry[]> {
  if (paths.length === 0) return [];
  const r = await runGit(['ls-files', '--stage', '-z', '--', ...paths], { cwd: top, env: { GIT_LITERAL_PATHSPECS: '1' } });
  const seen = new Set<string>();
  const entries: IndexEntry[] = [];
  for (const rec of r.stdout.toString('utf8').split('\0')) {
    const tab = rec.indexOf('\t');
    if (tab === -1) continue;
    const [mode, oid, stage] = rec.slice(0, tab).split(' ');
    const p = rec.slice(tab + 1);
    // An unmerged path has stages 1-3; only stage 0 is what a commit would take.
    if (stage !== '0' || seen.has(p)) continue;
    seen.add(p);
    entries.push({ path: p, mode, oid, status: '-' });
  }
  return entries;
}

export interface BlobHead {
  oid: string;
  /** The full size of the object. */
  size: number;
  /** Its first `headBytes` bytes (all of it when smaller). */
  head: Buffer;
}

/** Objects per `git cat-file` process before a second one is worth its start-up. */
const OBJECTS_PER_PROCESS = 512;

/**
 * Streams objects through `git cat-file --batch --buffer` and hands each to `onBlob` as soon
 * as it has arrived. Only the first `headBytes` of each object are kept; the rest is read from
 * the pipe and dropped, so memory stays bounded whatever the sizes. Missing objects are
 * skipped. Many objects are split over `processes` cat-file processes (default: two when
 * there are more than OBJECTS_PER_PROCESS), so inflating loose objects uses a second core.
 */
export async function readBlobHeads(top: string, oids: readonly string[], headBytes: number, onBlob: (blob: BlobHead) => void, processes = oids.length > OBJECTS_PER_PROCESS ? 2 : 1): Promise<void> {
  if (oids.length === 0) return;
  const per = Math.ceil(oids.length / processes);
  const parts = [];
  for (let i = 0; i < oids.length; i += per) parts.push(oids.slice(i, i + per));
  const runs = await Promise.allSettled(parts.map((part) => catFileBatch(top, part, headBytes, onBlob)));
  for (const r of runs) if (r.status === 'rejected') throw r.reason;
}

function catFileBatch(top: string, oids: readonly string[], headBytes: number, onBlob: (blob: BlobHead) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', '--batch', '--buffer'], { cwd: top, env: gitEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    const parser = new BatchParser(headBytes, onBlob);
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
      if (code !== 0) {
        const line = Buffer.concat(errors).toString('utf8').split('\n').find((l) => l.trim()) ?? `exit code ${code}`;
        return reject(new IoError(`git cat-file: ${line.trim()}`));
      }
      if (!parser.idle()) return reject(new IoError('git cat-file: output ended inside an object'));
      resolve();
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(`${oids.join('\n')}\n`);
  });
}

/** The `--batch` output format: `<oid> <type> <size>\n<content>\n`, or `<oid> missing\n`. */
class BatchParser {
  private header: Buffer[] = [];
  private current: { oid: string; size: number; remaining: number; kept: Buffer[]; keptBytes: number } | null = null;
  /** The LF after an object's content is still to come. */
  private trailer = false;

  constructor(
    private readonly headBytes: number,
    private readonly onBlob: (blob: BlobHead) => void,
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
      this.current = { oid: parts[0], size, remaining: size, kept: [], keptBytes: 0 };
      if (size === 0) {
        this.current = null;
        this.trailer = true;
        this.onBlob({ oid: parts[0], size: 0, head: Buffer.alloc(0) });
      }
    }
  }
}
