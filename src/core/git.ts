import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runProgram, type RunResult } from './process.js';
import { IoError } from './errors.js';

/** The environment every git call gets: never prompt for credentials, never page, stable messages. */
export function gitEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C', ...extra };
}

/**
 * What a git call that talks to a remote adds to gitEnv. GIT_TERMINAL_PROMPT covers https
 * only; ssh asks on the terminal itself (unknown host key, key passphrase) and would hang a
 * CI run, so it runs in batch mode unless the user chose their own ssh command. Only remote
 * calls pay for the config lookup: the commit hook's local git calls must start fast.
 */
export function remoteGitEnv(): NodeJS.ProcessEnv {
  const env = process.env;
  return env.GIT_SSH_COMMAND || env.GIT_SSH || hasConfiguredSshCommand(env) ? {} : { GIT_SSH_COMMAND: 'ssh -o BatchMode=yes' };
}

let configuredSsh: boolean | undefined;

/**
 * Whether the user's git config sets core.sshCommand (an ssh key or wrapper): the env variable
 * would override it, so then ssh is left as configured. Asked once per process.
 */
function hasConfiguredSshCommand(env: NodeJS.ProcessEnv): boolean {
  if (configuredSsh === undefined) {
    const r = spawnSync('git', ['config', '--get', 'core.sshCommand'], { cwd: path.parse(process.cwd()).root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    configuredSsh = r.status === 0 && r.stdout.trim() !== '';
  }
  return configuredSsh;
}

export interface GitOptions {
  cwd: string;
  input?: string | Uint8Array;
  env?: NodeJS.ProcessEnv;
  /** Resolve with the result instead of throwing on a non-zero exit. */
  allowFailure?: boolean;
  /** The call reaches a remote (ls-remote, fetch): ssh must not prompt (see remoteGitEnv). */
  remote?: boolean;
}

/** Runs `git` with an argument array. Throws IoError with git's own error line(s) on failure (see gitErrorLine). */
export async function runGit(args: readonly string[], options: GitOptions): Promise<RunResult> {
  let result: RunResult;
  try {
    result = await runProgram('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.remote ? { ...remoteGitEnv(), ...options.env } : options.env) });
  } catch (err) {
    throw new IoError(`git: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found on PATH' : (err as Error).message}`);
  }
  if (result.code !== 0 && !options.allowFailure) throw new IoError(`git ${args[0]}: ${gitErrorLine(result.stderr.toString('utf8'), result.code)}`);
  return result;
}

/** What git says went wrong: `fatal:`/`error:` lines, a push's `! [rejected] … (reason)` lines, the remote's `remote: error:` lines. */
const MEANINGFUL = /^(?:fatal:|error:|usage:|! |remote: (?:error|fatal):)/;

/**
 * The line(s) of git's stderr that say why it failed, for a one-line message. When git's first
 * line is already `fatal:`/`error:`/`usage:` it is that line alone (as always); when it is not
 * (a push starts with `To <url>`, a fetch with progress), the meaningful lines are joined with
 * `; ` (runs of spaces in a ref-status line collapsed), so a rejected push says why it was
 * rejected. Falls back to the first line, then to the exit code.
 */
export function gitErrorLine(stderr: string, code: number | null): string {
  const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  if (!lines.length) return `exit code ${code}`;
  if (/^(?:fatal|error|usage):/.test(lines[0])) return lines[0];
  const meaningful = lines.filter((l) => MEANINGFUL.test(l)).map((l) => l.replace(/\s+/g, ' '));
  return meaningful.length ? meaningful.join('; ') : lines[0];
}

/** The top of the work tree containing `cwd`, or null outside a repository (or where git refuses to read it). */
export async function gitTopLevel(cwd: string): Promise<string | null> {
  const where = await gitWorkTree(cwd);
  return where.kind === 'work-tree' ? where.top : null;
}

/** Where `cwd` stands for git: in a work tree (its top), outside any, or refused by git (why). */
export type WorkTreeLookup = { kind: 'work-tree'; top: string } | { kind: 'none' } | { kind: 'refused'; reason: string };

/** rev-parse's answers that mean "no work tree here", which a caller may treat as a plain folder. */
const NOT_A_WORK_TREE = /^fatal: (?:not a git repository \(or any |this operation must be run in a work tree)/m;

/**
 * Like gitTopLevel, but tells a folder outside any work tree (or inside a `.git` folder or a bare
 * repository) from one git refuses to read: a repository owned by another user without a
 * `safe.directory` entry, a broken `.git` file, an unreadable `.git`. A caller that would
 * otherwise fall back to a plain folder walk must not do so silently for the latter.
 * `reason` is git's own first line (without `fatal: `), with git's suggested
 * `git config --global --add safe.directory …` when it gives one.
 */
export async function gitWorkTree(cwd: string): Promise<WorkTreeLookup> {
  const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
  if (r.code === 0) return { kind: 'work-tree', top: r.stdout.toString('utf8').replace(/\r?\n$/, '') };
  const stderr = r.stderr.toString('utf8');
  if (NOT_A_WORK_TREE.test(stderr)) return { kind: 'none' };
  const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  const first = (lines.length ? gitErrorLine(stderr, r.code) : `git rev-parse exited with code ${r.code}`).replace(/^(?:fatal|error): /, '');
  const fix = lines.find((l) => /^git config .*safe\.directory/.test(l));
  return { kind: 'refused', reason: fix ? `${first} (if you trust it: ${fix})` : first };
}

/** Unix seconds of HEAD's commit time, or null (no repo, no commits). */
export async function headCommitTime(cwd: string): Promise<number | null> {
  const r = await runGit(['log', '-1', '--format=%ct'], { cwd, allowFailure: true });
  const n = Number(r.stdout.toString('utf8').trim());
  return r.code === 0 && Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * Runs `git <args> --pathspec-from-file=- --pathspec-file-nul` with `paths` on stdin, each ended
 * by NUL: a list of any length (on the command line, a few thousand long paths pass ARG_MAX and
 * the spawn fails with E2BIG) and any name (a newline, a leading dash). Each path is literal
 * (GIT_LITERAL_PATHSPECS): a file named `*` or `:(glob)x` names itself. For the subcommands that
 * read a pathspec file (git 2.39: add, commit, reset, checkout, restore, rm). An empty list is
 * refused: to git it would mean every path.
 */
export async function runGitPathspecFile(args: readonly string[], paths: readonly string[], options: GitOptions): Promise<RunResult> {
  if (!paths.length) throw new Error(`git ${args[0]}: no paths (an empty pathspec file means every path)`);
  if (options.input !== undefined) throw new Error(`git ${args[0]}: the pathspec file takes stdin`);
  return runGit([...args, '--pathspec-from-file=-', '--pathspec-file-nul'], { ...options, input: paths.map((p) => `${p}\0`).join(''), env: { ...options.env, GIT_LITERAL_PATHSPECS: '1' } });
}

/**
 * Path bytes one command line carries: well within Linux's ARG_MAX (2 MiB, shared with the
 * environment) and macOS's (1 MiB; 256 KiB on old releases), and within Windows' 32,767
 * characters. No smaller: each batch is one more process, which reads the index again.
 */
const PATH_BATCH_BYTES = process.platform === 'win32' ? 16 * 1024 : 128 * 1024;

/**
 * Runs `git <args> -- <paths>` once per batch of `paths` whose command line stays short (see
 * PATH_BATCH_BYTES), for the subcommands with no pathspec file in git 2.39 (status, diff,
 * ls-files, ls-tree); returns each call's result, in order. Each path is literal, as in
 * runGitPathspecFile. No paths, no call.
 */
export async function runGitPathBatches(args: readonly string[], paths: readonly string[], options: GitOptions): Promise<RunResult[]> {
  const results: RunResult[] = [];
  const env = { ...options.env, GIT_LITERAL_PATHSPECS: '1' };
  for (let i = 0; i < paths.length; ) {
    const batch: string[] = [];
    // Three more per path: the separator and the quotes Windows may add.
    for (let size = 0; i < paths.length && (batch.length === 0 || size + Buffer.byteLength(paths[i]) + 3 <= PATH_BATCH_BYTES); i++) {
      size += Buffer.byteLength(paths[i]) + 3;
      batch.push(paths[i]);
    }
    results.push(await runGit([...args, '--', ...batch], { ...options, env }));
  }
  return results;
}
