import path from 'node:path';
import { realpath } from 'node:fs/promises';
import { relativePathProblem, resolveContained } from '../core/paths.js';
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
    if (err instanceof UnsafePathError) throw new ToolError('path_denied', `${input}: resolves outside the pack root through a symlink`, 'symlink_outside');
    throw err;
  }
  try {
    return { rel, real: await realpath(path.join(root, rel)) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new ToolError('not_found', `${rel}: no such file in the pack`);
    if (code === 'EACCES' || code === 'EPERM') throw new ToolError('path_denied', `${rel}: permission denied`, 'permission');
    throw new ToolError('read_failed', `${rel}: ${(err as Error).message}`);
  }
}
