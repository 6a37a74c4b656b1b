import { runProgram, type RunResult } from './process.js';
import { IoError } from './errors.js';

/** The environment every git call gets: never prompt for credentials, never page, stable messages. */
export function gitEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C', ...extra };
}

export interface GitOptions {
  cwd: string;
  input?: string | Uint8Array;
  env?: NodeJS.ProcessEnv;
  /** Resolve with the result instead of throwing on a non-zero exit. */
  allowFailure?: boolean;
}

/** Runs `git` with an argument array. Throws IoError with git's own first error line on failure. */
export async function runGit(args: readonly string[], options: GitOptions): Promise<RunResult> {
  let result: RunResult;
  try {
    result = await runProgram('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.env) });
  } catch (err) {
    throw new IoError(`git: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found on PATH' : (err as Error).message}`);
  }
  if (result.code !== 0 && !options.allowFailure) {
    const line = result.stderr.toString('utf8').split('\n').find((l) => l.trim() !== '') ?? `exit code ${result.code}`;
    throw new IoError(`git ${args[0]}: ${line.trim()}`);
  }
  return result;
}

/** The top of the work tree containing `cwd`, or null outside a repository. */
export async function gitTopLevel(cwd: string): Promise<string | null> {
  const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
  return r.code === 0 ? r.stdout.toString('utf8').trim() : null;
}

/** Unix seconds of HEAD's commit time, or null (no repo, no commits). */
export async function headCommitTime(cwd: string): Promise<number | null> {
  const r = await runGit(['log', '-1', '--format=%ct'], { cwd, allowFailure: true });
  const n = Number(r.stdout.toString('utf8').trim());
  return r.code === 0 && Number.isFinite(n) && n > 0 ? n : null;
}
