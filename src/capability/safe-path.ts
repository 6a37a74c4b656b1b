import path from 'node:path';
import { constants } from 'node:fs';
import { open, realpath, stat, type FileHandle } from 'node:fs/promises';
import { isInside, relativePathProblem, resolveContained } from '../core/paths.js';
import { UnsafePathError } from '../core/errors.js';
import { ToolError } from './tool-error.js';

/** A file resolved by resolvePackPath: the pack root (a real path) it must stay in, its path as shown, its real path. */
export interface PackFile {
  root: string;
  rel: string;
  real: string;
}

/**
 * Turns a path from a tool call into a real path inside `root` (the pack's real path, taken
 * when it was attached), or a structured denial (§9.2). Percent-encoded sequences are refused
 * rather than decoded: a path here is a file path, not a URL, and decoding in one place but not
 * another is how `%2e%2e%2f` slips through. Open the result with openPackFile, which checks
 * again that what it opened is that file. `fromUri`: the path was percent-decoded once already,
 * from a resource URI, so what remains is the file's own name (`100%25.md` lists and reads as the
 * file `100%.md`, and `a%2541.md` as `a%41.md`): nothing decodes it again.
 */
export async function resolvePackPath(root: string, input: string, options: { fromUri?: boolean } = {}): Promise<PackFile> {
  if (!options.fromUri && /%[0-9a-fA-F]{2}/.test(input)) throw new ToolError('path_denied', `${input}: percent-encoded paths are not accepted; pass the path as plain text relative to the pack root`, 'percent_encoded');
  const problem = relativePathProblem(input);
  if (problem) {
    const reason = problem === 'is absolute' ? 'absolute' : problem.includes('..') ? 'traversal' : 'invalid';
    throw new ToolError('path_denied', `${input}: ${problem}; paths are relative to the pack root and stay inside it`, reason);
  }
  const rel = path.posix.normalize(input).replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  if (rel === '' || rel === '.') throw new ToolError('not_a_file', `${input}: is the pack root, not a file`);
  await assertRootInPlace(root);
  try {
    await resolveContained(root, rel);
  } catch (err) {
    if (err instanceof UnsafePathError) {
      if (err.reason === 'symlink_loop') throw new ToolError('path_denied', `${input}: a symlink loop (too many levels of symbolic links)`, 'symlink_loop');
      // A dangling symlink that would lead outside has reason symlink_outside.
      if (err.reason === 'dangling_symlink') throw new ToolError('not_found', `${rel}: no such file in the pack (a symlink to a missing file)`);
      throw outside(input);
    }
    throw fsDenial(err, rel);
  }
  let real: string;
  try {
    real = await realpath(path.join(root, rel));
  } catch (err) {
    throw fsDenial(err, rel);
  }
  // Checked again on the path that will be opened, against the root as attached (not as it
  // resolves now): a link swapped in since, the root's own included, is caught here.
  if (!isInside(root, real)) throw outside(input);
  return { root, rel, real };
}

/**
 * Refuses a pack whose folder no longer resolves to the real path it had when attached: it was
 * moved, or replaced by a symlink (a `git pull` can turn a folder into a link to `~/.ssh`).
 * Everything below `root` is then elsewhere, so nothing of it is read or run.
 */
export async function assertRootInPlace(root: string): Promise<void> {
  let now: string | null;
  try {
    now = await realpath(root);
  } catch {
    now = null;
  }
  if (now !== root) throw new ToolError('path_denied', 'the pack folder was moved, removed or replaced (for example by a symlink) since it was attached; ask the user to attach it again', 'root_moved');
}

/** O_NOFOLLOW: the path was resolved to its real path already; a symlink swapped in since as its last part is refused. */
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NONBLOCK | (constants.O_NOFOLLOW ?? 0);

/**
 * Opens a file resolved by resolvePackPath for reading, and proves that what it opened is that
 * file: O_NOFOLLOW covers only the last part of the path, so a folder on the way swapped for a
 * symlink between resolving and opening would open a file outside the pack. After opening, the
 * path must still resolve to itself and name the very file opened (device and inode); a path
 * swapped and swapped back fails the second test.
 */
export async function openPackFile(file: PackFile): Promise<FileHandle> {
  const { rel, real } = file;
  let fh: FileHandle;
  try {
    fh = await open(real, OPEN_FLAGS);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw new ToolError('path_denied', `${rel}: is a symlink`, 'symlink');
    throw fsDenial(err, rel);
  }
  try {
    const opened = await fh.stat();
    const same = await Promise.all([realpath(real), stat(real)]).then(
      ([again, st]) => again === real && isInside(file.root, again) && st.dev === opened.dev && st.ino === opened.ino,
      () => false,
    );
    if (!same) throw new ToolError('path_denied', `${rel}: changed while it was opened (a folder on its path was moved or replaced); try again`, 'changed');
    return fh;
  } catch (err) {
    await fh.close();
    throw err;
  }
}

const outside = (input: string) => new ToolError('path_denied', `${input}: resolves outside the pack root through a symlink`, 'symlink_outside');

/** A file-system error met while resolving a path, as a structured denial. */
function fsDenial(err: unknown, rel: string): Error {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return new ToolError('not_found', `${rel}: no such file in the pack`);
  if (code === 'EACCES' || code === 'EPERM') return new ToolError('path_denied', `${rel}: permission denied`, 'permission');
  if (code === 'ELOOP') return new ToolError('path_denied', `${rel}: a symlink loop (too many levels of symbolic links)`, 'symlink_loop');
  if (code === 'ENAMETOOLONG') return new ToolError('path_denied', `${rel.length > 200 ? `${rel.slice(0, 200)}…` : rel}: the path is too long for the file system (${rel.length} characters)`, 'too_long');
  return new ToolError('read_failed', `${rel}: ${(err as Error).message}`);
}

