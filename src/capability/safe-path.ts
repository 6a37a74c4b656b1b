import path from 'node:path';
import { realpath } from 'node:fs/promises';
import { isInside, relativePathProblem, resolveContained } from '../core/paths.js';
import { UnsafePathError } from '../core/errors.js';
import { ToolError } from './tool-error.js';

/**
 * Turns a path from a tool call into a real path inside `root`, or a structured denial (§9.2).
 * Percent-encoded sequences are refused rather than decoded: a path here is a file path, not
 * a URL, and decoding in one place but not another is how `%2e%2e%2f` slips through.
 */
export async function resolvePackPath(root: string, input: string): Promise<{ rel: string; real: string }> {
  if (/%[0-9a-fA-F]{2}/.test(input)) throw new ToolError('path_denied', `${input}: percent-encoded paths are not accepted; pass the path as plain text relative to the pack root`, 'percent_encoded');
  const problem = relativePathProblem(input);
  if (problem) {
    const reason = problem === 'is absolute' ? 'absolute' : problem.includes('..') ? 'traversal' : 'invalid';
    throw new ToolError('path_denied', `${input}: ${problem}; paths are relative to the pack root and stay inside it`, reason);
  }
  const rel = path.posix.normalize(input).replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  if (rel === '' || rel === '.') throw new ToolError('not_a_file', `${input}: is the pack root, not a file`);
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
  // Checked again on the path that will be opened: a link swapped in since is caught here.
  if (!isInside(await realpath(root), real)) throw outside(input);
  return { rel, real };
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

