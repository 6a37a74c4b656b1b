import { lstat, open, readdir } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { runGit, gitTopLevel } from '../core/git.js';
import { IoError, describeFsError } from '../core/errors.js';
import { toPosix } from '../core/paths.js';

/** Folders a tree walk outside git never enters. */
const SKIP_DIRS = new Set(['.git', 'node_modules']);

/**
 * The files `scan` reads under `root`, as POSIX paths relative to it. In a git work tree:
 * the tracked files plus untracked ones that are not ignored (what could be committed), so an
 * ignored local `.env` is not a finding. Elsewhere: a walk that skips .git and node_modules
 * and does not follow symbolic links.
 */
export async function listScanFiles(root: string): Promise<string[]> {
  if (await gitTopLevel(root)) {
    const r = await runGit(['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
    return [...new Set(r.stdout.toString('utf8').split('\0').filter((p) => p !== ''))];
  }
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (dir === root) throw new IoError(describeFsError(err, root));
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
  return out;
}

/**
 * The first `maxBytes` of a regular file, or null for anything else (a symlink, a folder such
 * as a submodule, a FIFO, a file that went away). O_NOFOLLOW and O_NONBLOCK make the open
 * itself safe against a swapped-in symlink or FIFO.
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
    throw new IoError(describeFsError(err, file));
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
  } catch (err) {
    throw new IoError(describeFsError(err, file));
  } finally {
    await fh.close();
  }
}
