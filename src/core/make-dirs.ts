import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `mkdir -p` that always ends. Node 20's `mkdir(…, { recursive: true })` spins forever, at full
 * CPU, when a parent exists but refuses children with ENOENT (any path under /proc or /sys): it
 * retries the parent (EEXIST) and the child (ENOENT) in turn. Here the walk goes up once, to the
 * first folder that exists, then makes each missing folder once, top-down; an error is final.
 * A path that exists and is not a folder fails with ENOTDIR. Synchronous: a command makes a
 * folder or two, where a promise per mkdir would only wait on the thread pool.
 */
export function makeDirs(dir: string): void {
  const missing: string[] = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    try {
      mkdirSync(at);
      break;
    } catch (err) {
      const asked = missing.length === 0;
      if (foundExisting(err, at, asked, asked && isFolderSync(at))) break;
      missing.unshift(at);
    }
  }
  for (const d of missing) {
    try {
      mkdirSync(d);
    } catch (err) {
      if (codeOf(err) !== 'EEXIST') throw err;
    }
  }
}

const codeOf = (err: unknown) => (err as NodeJS.ErrnoException)?.code;

/** Whether `p` is a folder (or a symlink to one). */
export function isFolderSync(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/**
 * After mkdir of `at` failed: true when the walk stops there because it exists (the folder asked
 * for, as a folder; or a parent, whose child then fails with ENOTDIR if it is a file), false to
 * make its parent first (ENOENT); any other error is thrown.
 */
function foundExisting(err: unknown, at: string, asked: boolean, askedIsFolder: boolean): boolean {
  const code = codeOf(err);
  if (code === 'EEXIST') {
    if (!asked || askedIsFolder) return true;
    throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${at}'`), { code: 'ENOTDIR', path: at });
  }
  if (code === 'ENOENT' && path.dirname(at) !== at) return false;
  throw err;
}
