import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants as fsConstants, statSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import path from 'node:path';
import { RUN_MARKER_VARIABLE, describeProcessTree, killProcessTree } from '../core/process.js';
import { emptyRecord } from '../core/record.js';
import { completeUtf8Length } from '../core/text-decode.js';

/** Variables every run gets (when set on the host): enough for programs to find themselves and speak UTF-8. */
export const BASE_ENV_ALLOWLIST = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TZ', 'TMPDIR', 'TEMP', 'TMP', 'SystemRoot', 'PATHEXT'];

export interface ExecRequest {
  command: string;
  args: readonly string[];
  cwd: string;
  /** The host's environment; only allow-listed names are passed on. */
  hostEnv: NodeJS.ProcessEnv;
  /** Names passed through besides BASE_ENV_ALLOWLIST. */
  envNames: readonly string[];
  timeoutMs: number;
  /** Cap for stdout and for stderr, each. */
  maxOutputBytes: number;
  /** Aborting kills the run (a cancelled call), as a timeout does; already aborted, nothing starts. */
  signal?: AbortSignal;
}

export interface ExecOutcome {
  ok: boolean;
  stdout: string;
  stderr: string;
  /** The exit code; 128 + signal number when killed by a signal; 127/126 when the command could not start. */
  exit_code: number;
  signal: string | null;
  timed_out: boolean;
  stdout_truncated: boolean;
  stderr_truncated: boolean;
}

/** Builds the child's environment from the allow-list only: nothing else of the host's leaks into a pack tool. */
export function allowedEnv(hostEnv: NodeJS.ProcessEnv, extra: readonly string[]): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = emptyRecord<string>();
  // Own variables only: `toString` or `__proto__` in a tool's env list must not pass Object's members.
  for (const name of [...BASE_ENV_ALLOWLIST, ...extra]) if (Object.hasOwn(hostEnv, name) && hostEnv[name] !== undefined) env[name] = hostEnv[name];
  return env;
}

/** Where execvp looks when PATH is unset (glibc's confstr(_CS_PATH)). */
const DEFAULT_POSIX_PATH = '/bin:/usr/bin';

/**
 * The absolute path of a program named without a folder (`wc`, `node`), searched in the
 * absolute folders of the child's PATH only; null when none holds it. A relative PATH entry
 * (`.`, an empty one, `node_modules/.bin`) is skipped: it is resolved against the folder the
 * command runs in, the pack root or the workspace, so a pack (or an earlier run) could put its
 * own `wc` there and have it run instead of the one the user approved by name. On Windows,
 * spawn would also look in that folder first; only `.com` and `.exe` are tried, as spawn does.
 */
export function findOnPath(name: string, env: NodeJS.ProcessEnv): string | null {
  const win = process.platform === 'win32';
  const dirs = (env.PATH ?? (win ? '' : DEFAULT_POSIX_PATH)).split(win ? ';' : ':').filter((d) => d !== '' && path.isAbsolute(d));
  const names = win && path.extname(name) === '' ? [`${name}.com`, `${name}.exe`] : [name];
  for (const dir of dirs) {
    for (const n of names) {
      const candidate = path.join(dir, n);
      try {
        if (!statSync(candidate).isFile()) continue;
        if (!win) accessSync(candidate, fsConstants.X_OK);
        return candidate;
      } catch {
        // not there, or not executable: the next folder
      }
    }
  }
  return null;
}

/** Whether a command names a program without a folder, to be looked up on PATH. */
const isBareName = (command: string) => !command.includes('/') && !(process.platform === 'win32' && command.includes('\\'));

/** Runs still going, by process group, each with the function that kills it once, so a host shutting down can end them (they are detached from ours). */
const activeRuns = new Map<number, () => void>();

/** The process groups of the runs still going (for tests and diagnostics). */
export function activeRunGroups(): number[] {
  return [...activeRuns.keys()];
}

/**
 * Kills every run (killProcessTree: its process group and, on Linux, what left the group but
 * can still be traced to it) with SIGKILL, synchronously, so it is safe in an exit hook or a
 * signal handler.
 */
export function killActiveRuns(): void {
  for (const kill of activeRuns.values()) kill();
  activeRuns.clear();
}

class CappedBuffer {
  private chunks: Buffer[] = [];
  kept = 0;
  total = 0;
  constructor(private readonly cap: number) {}
  push(b: Buffer): void {
    this.total += b.length;
    const room = this.cap - this.kept;
    if (room <= 0) return;
    const part = b.length <= room ? b : b.subarray(0, room);
    this.chunks.push(part);
    this.kept += part.length;
  }
  get truncated(): boolean {
    return this.total > this.kept;
  }
  text(stream: string): string {
    let bytes = Buffer.concat(this.chunks, this.kept);
    if (!this.truncated) return bytes.toString('utf8');
    // The cap may cut a character: drop its first bytes rather than show U+FFFD.
    bytes = bytes.subarray(0, completeUtf8Length(bytes));
    return `${bytes.toString('utf8')}\n[packwright: ${stream} truncated: showed the first ${bytes.length} of ${this.total} bytes]\n`;
  }
}

/** How long to wait for the pipes to close after the process exits before giving up on them. */
const PIPE_GRACE_MS = 1000;

/**
 * Runs one program with an argument array (no shell) in its own session and process group;
 * a timeout or a cancellation kills it and everything it started (killProcessTree: on Linux
 * also what left the group with setsid or setpgid but can still be traced to it, by its
 * family, its output pipes or the PACKWRIGHT_RUN marker in its environment), and when the
 * program exits, whatever it left running is killed the same way. stdout and stderr are each kept up to the cap (the rest is read and dropped,
 * so a chatty program never blocks on a full pipe). Never rejects.
 */
export function execCapped(req: ExecRequest): Promise<ExecOutcome> {
  return new Promise((resolve) => {
    if (req.signal?.aborted) {
      resolve({ ok: false, stdout: '', stderr: 'packwright: not started: the call was cancelled\n', exit_code: 126, signal: null, timed_out: false, stdout_truncated: false, stderr_truncated: false });
      return;
    }
    const out = new CappedBuffer(req.maxOutputBytes);
    const err = new CappedBuffer(req.maxOutputBytes);
    const posix = process.platform !== 'win32';
    const env = allowedEnv(req.hostEnv, req.envNames);
    // A bare name is looked up here, in PATH's absolute folders only (see findOnPath), not by spawn.
    const program = isBareName(req.command) ? findOnPath(req.command, env) : req.command;
    if (program === null) {
      resolve({ ok: false, stdout: '', stderr: `packwright: cannot start the command: ${req.command}: not found in the absolute folders of PATH\n`, exit_code: 127, signal: null, timed_out: false, stdout_truncated: false, stderr_truncated: false });
      return;
    }
    // Every process of the run inherits this, so the kill finds those that left its group,
    // session and family (a double-forked daemon). Set after the allow-list, so a tool whose
    // `env` names PACKWRIGHT_RUN (or a host that has one, an outer run) cannot choose it.
    // 128 random bits: it says nothing of the host, and no other run has it.
    const marker = posix ? randomBytes(16).toString('hex') : undefined;
    if (marker !== undefined) env[RUN_MARKER_VARIABLE] = marker;
    let child;
    try {
      child = spawn(program, req.args as string[], {
        // The program sees the name it was called by, as from a shell.
        argv0: req.command,
        cwd: req.cwd,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: false,
        detached: posix,
        windowsHide: true,
      });
    } catch (e) {
      resolve(startFailure(e));
      return;
    }
    const pid = child.pid;
    // Read now, while the child is unreaped and its pid cannot name another process.
    const tree = posix && pid ? describeProcessTree(pid, marker) : null;
    let timedOut = false;
    let cancelled = false;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    let settled = false;
    /**
     * Kills the run once, whichever comes first: the timeout, a cancellation, killActiveRuns or
     * the program's exit. The sweep stops and kills all it finds, so a second one (the exit that
     * follows a timeout, killActiveRuns after shutdownNow's abort) would only scan /proc again.
     */
    let killed = false;
    const killRun = () => {
      if (killed) return;
      killed = true;
      if (tree) killProcessTree(tree);
      else {
        try {
          child.kill('SIGKILL');
        } catch {
          // already gone
        }
      }
    };
    if (tree) activeRuns.set(tree.pid, killRun);

    const timer = setTimeout(() => {
      timedOut = true;
      killRun();
    }, req.timeoutMs);
    const onAbort = () => {
      cancelled = true;
      killRun();
    };
    req.signal?.addEventListener('abort', onAbort, { once: true });
    let grace: NodeJS.Timeout | undefined;
    const finish = () => {
      if (settled || !exit) return;
      settled = true;
      if (pid) activeRuns.delete(pid);
      clearTimeout(timer);
      if (grace) clearTimeout(grace);
      req.signal?.removeEventListener('abort', onAbort);
      const { code, signal } = exit;
      const exitCode = code ?? (signal ? 128 + (osConstants.signals[signal] ?? 0) : 1);
      const why = timedOut ? `[packwright: killed after the ${req.timeoutMs} ms timeout]\n` : cancelled ? '[packwright: killed: the call was cancelled]\n' : '';
      resolve({
        ok: !timedOut && !cancelled && code === 0,
        stdout: out.text('stdout'),
        stderr: `${err.text('stderr')}${why}`,
        exit_code: exitCode,
        signal: signal ?? null,
        timed_out: timedOut,
        stdout_truncated: out.truncated,
        stderr_truncated: err.truncated,
      });
    };
    child.stdout!.on('data', (b: Buffer) => out.push(b));
    child.stderr!.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e) => {
      if (exit) return;
      settled = true;
      if (pid) activeRuns.delete(pid);
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onAbort);
      resolve(startFailure(e));
    });
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      // Leftovers (a backgrounded grandchild) would hold the pipes open.
      killRun();
      grace = setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        finish();
      }, PIPE_GRACE_MS);
    });
    child.on('close', finish);
  });
}

function startFailure(e: unknown): ExecOutcome {
  const code = (e as NodeJS.ErrnoException)?.code;
  const exitCode = code === 'ENOENT' ? 127 : 126;
  const why = code === 'ENOENT' ? 'command not found (or the working directory does not exist)' : code === 'EACCES' ? 'permission denied' : (e as Error)?.message ?? String(e);
  return { ok: false, stdout: '', stderr: `packwright: cannot start the command: ${why}\n`, exit_code: exitCode, signal: null, timed_out: false, stdout_truncated: false, stderr_truncated: false };
}
