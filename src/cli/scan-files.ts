import { lstat, open, readdir, readlink } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { runGit, gitWorkTree } from '../core/git.js';
import { IoError, describeFsError } from '../core/errors.js';
import { showName } from '../core/text-decode.js';

/** Folders a tree walk outside git never enters. */
const SKIP_DIRS = new Set(['.git', 'node_modules']);

/** A file to scan: its path as shown, and its bytes for reading it. */
export interface ScanFile {
  /** POSIX path relative to the root, as shown (see showName: bytes that are not UTF-8 as `\xNN`). */
  rel: string;
  /** The same path's bytes, relative to the root: a name need not be UTF-8 to be read. */
  bytes: Buffer;
}

export interface ScanFiles {
  files: ScanFile[];
  /** Folders below the root that could not be listed, with why. */
  unlisted: Unreadable[];
}

/** A file or folder the scan could not read (its path as shown), and the error (shown by the command). */
export interface Unreadable {
  path: string;
  error: unknown;
}

/** A ScanFile for a path given as a string (a PATH argument, already decoded by node). */
export function scanFile(rel: string): ScanFile {
  return { rel, bytes: Buffer.from(rel, 'utf8') };
}

const SLASH = Buffer.from('/');

/** `root` joined with a relative path's bytes, for the fs calls. */
export function joinBytes(root: string, rel: Buffer): Buffer {
  return Buffer.concat([Buffer.from(root, 'utf8'), SLASH, rel]);
}

/**
 * The files `scan` reads under `root`. In a git work tree: the tracked files plus untracked
 * ones that are not ignored (what could be committed), so an ignored local `.env` is not a
 * finding. Elsewhere: a walk that skips .git and node_modules and does not follow symbolic
 * links (it lists them: their target text is checked); a folder it cannot list is reported, not passed over as clean. Names are kept as
 * bytes, so a name that is not UTF-8 is read like any other. When git refuses the repository
 * (another user's, without a safe.directory entry) this throws: a plain walk instead would
 * report every git-ignored file, and quietly scan something else than was asked.
 */
export async function listScanFiles(root: string): Promise<ScanFiles> {
  const where = await gitWorkTree(root);
  if (where.kind === 'refused') {
    throw new IoError(`${where.reason.includes(root) ? '' : `${root}: `}git refused to read the repository: ${where.reason}`);
  }
  if (where.kind === 'work-tree') {
    const r = await runGit(['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
    const seen = new Set<string>();
    const files: ScanFile[] = [];
    const out = r.stdout;
    for (let start = 0; start < out.length; ) {
      let end = out.indexOf(0, start);
      if (end === -1) end = out.length;
      if (end > start) {
        const bytes = Buffer.from(out.subarray(start, end));
        // A conflicted file is listed once per stage.
        const key = bytes.toString('latin1');
        if (!seen.has(key)) {
          seen.add(key);
          files.push({ rel: showName(bytes), bytes });
        }
      }
      start = end + 1;
    }
    return { files, unlisted: [] };
  }
  const files: ScanFile[] = [];
  const unlisted: Unreadable[] = [];
  const walk = async (dir: Buffer, rel: Buffer | null): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true, encoding: 'buffer' });
    } catch (err) {
      if (rel === null) throw new IoError(describeFsError(err, root));
      unlisted.push({ path: path.join(root, showName(rel)), error: err });
      return;
    }
    for (const e of entries) {
      const name = e.name as Buffer;
      const childRel = rel === null ? Buffer.from(name) : Buffer.concat([rel, SLASH, name]);
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(name.toString('latin1'))) await walk(Buffer.concat([dir, SLASH, name]), childRel);
      } else if (e.isFile() || e.isSymbolicLink()) {
        // A link is not followed: its target text is checked, as the hooks check the blob git records for it.
        files.push({ rel: showName(childRel), bytes: childRel });
      }
    }
  };
  await walk(Buffer.from(root, 'utf8'), null);
  return { files, unlisted };
}

/**
 * What readHead found: a regular file's first bytes and full size, or a symbolic link's target.
 * `streamed`: the file was longer than the head and went whole to the `long` reader instead (`head` is empty).
 */
export type HeadRead = { kind: 'file'; head: Buffer; size: number; streamed?: true } | { kind: 'link'; target: Buffer };

/** Takes a long file's bytes, in order, read straight into its buffer (ContentStream). */
export interface LongRead {
  /** Where to read the next bytes into. */
  room(): Buffer;
  wrote(n: number): void;
}

/**
 * The first `maxBytes` of a regular file and its size, a symbolic link's target (its bytes, as
 * git records them in a blob; the link is not followed), or null for anything else (a folder
 * such as a submodule, a FIFO, a file that went away). O_NOFOLLOW and O_NONBLOCK make the open
 * itself safe against a swapped-in symlink or FIFO. A file that cannot be read (or looked at: a
 * folder above it that cannot be searched) throws its system error, for the caller to report.
 * With `long`, a file over `maxBytes` is read whole into the reader it returns, up to the size
 * it had when opened (a file still growing is read as it was then), in pieces as big as the
 * reader's room: memory stays the reader's, whatever the size.
 */
export async function readHead(file: string | Buffer, maxBytes: number, long?: (size: number) => LongRead): Promise<HeadRead | null> {
  let st;
  try {
    st = await lstat(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw err;
  }
  if (st.isSymbolicLink()) {
    try {
      return { kind: 'link', target: await readlink(file, { encoding: 'buffer' }) };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // Gone, or replaced by something that is no link, since the lstat.
      if (code === 'ENOENT' || code === 'EINVAL') return null;
      throw err;
    }
  }
  if (!st.isFile()) return null;
  let fh;
  try {
    fh = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ELOOP') return null;
    throw err;
  }
  try {
    const opened = await fh.stat();
    if (!opened.isFile()) return null;
    if (long && opened.size > maxBytes) {
      const reader = long(opened.size);
      for (let at = 0; at < opened.size; ) {
        const room = reader.room();
        const { bytesRead } = await fh.read(room, 0, Math.min(room.length, opened.size - at), at);
        if (bytesRead === 0) break;
        reader.wrote(bytesRead);
        at += bytesRead;
      }
      return { kind: 'file', head: Buffer.alloc(0), size: opened.size, streamed: true };
    }
    const buf = Buffer.allocUnsafe(Math.min(maxBytes, Math.max(opened.size, 1)));
    let n = 0;
    while (n < buf.length) {
      const { bytesRead } = await fh.read(buf, n, buf.length - n, n);
      if (bytesRead === 0) break;
      n += bytesRead;
    }
    return { kind: 'file', head: buf.subarray(0, n), size: opened.size };
  } finally {
    await fh.close();
  }
}
