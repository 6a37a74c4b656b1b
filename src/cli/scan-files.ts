import { lstat, open, readdir } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { runGit, gitTopLevel } from '../core/git.js';
import { IoError, describeFsError } from '../core/errors.js';
import { toPosix } from '../core/paths.js';

/** Folders a tree walk outside git never enters. */
const SKIP_DIRS = new Set(['.git', 'node_modules']);

export interface ScanFiles {
  /** POSIX paths relative to the root. */
  files: string[];
  /** Folders below the root that could not be listed, with why. */
  unlisted: Unreadable[];
}

/** A file or folder the scan could not read, and the error (shown by the command). */
export interface Unreadable {
  path: string;
  error: unknown;
}

/**
 * The files `scan` reads under `root`. In a git work tree: the tracked files plus untracked
 * ones that are not ignored (what could be committed), so an ignored local `.env` is not a
 * finding. Elsewhere: a walk that skips .git and node_modules and does not follow symbolic
 * links; a folder it cannot list is reported, not passed over as clean.
 */
export async function listScanFiles(root: string): Promise<ScanFiles> {
  if (await gitTopLevel(root)) {
    const r = await runGit(['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
    return { files: [...new Set(r.stdout.toString('utf8').split('\0').filter((p) => p !== ''))], unlisted: [] };
  }
  const out: string[] = [];
  const unlisted: Unreadable[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (dir === root) throw new IoError(describeFsError(err, root));
      unlisted.push({ path: dir, error: err });
      return;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) await walk(full);
      } else if (e.isFile()) {
        out.push(toPosix(path.relative(root, full)));
      }
    }
  };
  await walk(root);
  return { files: out, unlisted };
}

/**
 * The first `maxBytes` of a regular file, or null for anything else (a symlink, a folder such
 * as a submodule, a FIFO, a file that went away). O_NOFOLLOW and O_NONBLOCK make the open
 * itself safe against a swapped-in symlink or FIFO. A file that cannot be read throws its
 * system error, for the caller to report.
 */
export async function readHead(file: string, maxBytes: number): Promise<Buffer | null> {
  const st = await lstat(file).catch(() => null);
  if (!st?.isFile()) return null;
  let fh;
  try {
    fh = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ELOOP') return null;
    throw err;
  }
  try {
    if (!(await fh.stat()).isFile()) return null;
    const buf = Buffer.allocUnsafe(Math.min(maxBytes, Math.max(st.size, 1)));
    let n = 0;
    while (n < buf.length) {
      const { bytesRead } = await fh.read(buf, n, buf.length - n, n);
      if (bytesRead === 0) break;
      n += bytesRead;
    }
    return buf.subarray(0, n);
  } finally {
    await fh.close();
  }
}
