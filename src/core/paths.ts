import { realpath, lstat, readlink } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { UnsafePathError, type ContainmentReason } from './errors.js';

/**
 * Why a relative path from input is unsafe, or null when it is a plain relative POSIX path.
 * Backslashes are refused rather than converted: on POSIX they are legal name characters, on
 * Windows separators, so a manifest that uses them means different files on different machines.
 *
 * With `normal`, a path must also be written the one way a file has (no `./` start, `.` or
 * empty segment, trailing `/`): a record such as pack.json's `files[]` compares paths as
 * strings, so `./a.md` beside `a.md` would list one file twice, and `a.md/` would list a file
 * while claiming a folder. A path typed by a person (a tool call's argument) is left lenient.
 */
export function relativePathProblem(p: string, options: { normal?: boolean } = {}): string | null {
  if (p.length === 0) return 'empty path';
  if (p.includes('\0')) return 'contains a NUL byte';
  if (p.includes('\\')) return 'contains a backslash';
  if (p.startsWith('/') || /^[A-Za-z]:/.test(p)) return 'is absolute';
  const segs = p.split('/');
  if (segs.some((seg) => seg === '..')) return 'goes up with ".."';
  if (options.normal) {
    const normal = normalRelativePath(p);
    const hint = normal === '.' ? ' (that is the folder itself)' : ` (write it as ${JSON.stringify(normal)})`;
    if (p.startsWith('./')) return `starts with "./"${hint}`;
    if (p.endsWith('/')) return `ends with "/"${hint}`;
    if (segs.includes('')) return `has an empty segment ("//")${hint}`;
    if (segs.includes('.')) return `has a "." segment${hint}`;
  }
  return null;
}

/** The normal spelling of a relative POSIX path: no `./` start, `.` or empty segments, trailing `/`. */
export function normalRelativePath(p: string): string {
  const n = path.posix.normalize(p).replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  return n === '' ? '.' : n;
}

/** True when `child` is `root` or lies below it (both absolute, already resolved). */
export function isInside(root: string, child: string): boolean {
  const rel = path.relative(root, child);
  // `..` as a whole segment, not as the start of a name: `..foo` and `.. ` are names inside.
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/** `p` with symlinks resolved as far as it exists; the missing rest is appended as written. */
export function realPathSoFar(p: string): string {
  let probe = path.resolve(p);
  const rest: string[] = [];
  for (;;) {
    try {
      return path.join(realpathSync.native(probe), ...rest);
    } catch {
      const parent = path.dirname(probe);
      if (parent === probe) return path.join(probe, ...rest);
      rest.unshift(path.basename(probe));
      probe = parent;
    }
  }
}

export type { ContainmentReason };

function refusal(message: string, reason: ContainmentReason, link?: string): UnsafePathError {
  return new UnsafePathError(message, { reason, link });
}

/**
 * Whether a dangling symlink would lead outside `realRoot` (a real path): where it points is
 * resolved as far as it exists. A link that cannot be read counts as outside.
 */
export async function danglingLinkLeadsOutside(realRoot: string, link: string): Promise<boolean> {
  try {
    const target = path.resolve(path.dirname(link), await readlink(link));
    return !isInside(realRoot, realPathSoFar(target));
  } catch {
    return true;
  }
}

/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * Returns the lexical absolute path (what the caller should open). A path that does not
 * exist yet is checked through its nearest existing ancestor. A dangling symlink on the way is
 * refused too, with the link as the error's `link`: reason `symlink_outside` when where it
 * points (as far as that exists) is outside `root`, else `dangling_symlink`.
 */
export async function resolveContained(root: string, rel: string): Promise<string> {
  const problem = relativePathProblem(rel);
  if (problem) throw refusal(`${rel}: unsafe path (${problem})`, 'unsafe');
  const absRoot = path.resolve(root);
  const target = path.resolve(absRoot, rel);
  if (!isInside(absRoot, target)) throw refusal(`${rel}: unsafe path (outside ${root})`, 'outside');
  const realRoot = await realpath(absRoot);
  let probe = target;
  for (;;) {
    try {
      const real = await realpath(probe);
      if (!isInside(realRoot, real)) throw refusal(`${rel}: unsafe path (resolves outside ${root} through a symlink)`, 'symlink_outside');
      return target;
    } catch (err) {
      if (err instanceof UnsafePathError) throw err;
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ELOOP') throw refusal(`${rel}: unsafe path (symlink loop)`, 'symlink_loop');
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw err;
      // A dangling symlink is refused (what it names may appear later); the reason says whether it would lead outside.
      try {
        const st = await lstat(probe);
        if (st.isSymbolicLink()) throw refusal(`${rel}: unsafe path (dangling symlink)`, (await danglingLinkLeadsOutside(realRoot, probe)) ? 'symlink_outside' : 'dangling_symlink', probe);
      } catch (e) {
        if (e instanceof UnsafePathError) throw e;
      }
      const parent = path.dirname(probe);
      if (parent === probe || !isInside(absRoot, parent)) return target;
      probe = parent;
    }
  }
}

/** Forward slashes, no leading `./`: how every path appears in reports and generated files. */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/').replace(/^\.\//, '');
}

/** A path for reports: relative to the working directory when below it, else absolute. */
export function displayPath(abs: string, cwd: string = process.cwd()): string {
  if (!isInside(cwd, abs)) return toPosix(abs);
  const rel = path.relative(cwd, abs);
  return rel === '' ? '.' : toPosix(rel);
}
