import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: Buffer;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  input?: string | Uint8Array;
  /** Kill the process (and its group) after this many ms. */
  timeoutMs?: number;
}

/** Spawns a program with an argument array (never a shell string) and collects its output. */
export function runProgram(command: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args as string[], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      shell: false,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    let timer: NodeJS.Timeout | undefined;
    if (options.timeoutMs) timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', (e) => {
      if (timer) clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ code, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}

/** What /proc/<pid>/stat says of one process (Linux). */
export interface ProcEntry {
  pid: number;
  ppid: number;
  pgid: number;
  sid: number;
  /** Field 22: clock ticks after boot when it started; with the pid, it names one process (a reused pid starts later). */
  start: number;
}

/** Parses a /proc/<pid>/stat line; the command name (field 2) may hold spaces and parentheses. */
export function parseProcStat(text: string): ProcEntry | null {
  const close = text.lastIndexOf(')');
  if (close < 0) return null;
  // fields[0] is field 3 (the state), so field k is fields[k - 3].
  const fields = text.slice(close + 2).split(' ');
  const entry = { pid: Number.parseInt(text, 10), ppid: Number(fields[1]), pgid: Number(fields[2]), sid: Number(fields[3]), start: Number(fields[19]) };
  return Object.values(entry).every((n) => Number.isSafeInteger(n)) ? entry : null;
}

/** The process `pid` now, or null when it is gone (or this is not Linux). */
export function readProcEntry(pid: number): ProcEntry | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'latin1'));
  } catch {
    return null;
  }
}

function listProcEntries(): ProcEntry[] {
  const entries: ProcEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const entry = readProcEntry(Number(name));
    if (entry) entries.push(entry);
  }
  return entries;
}

/** What the process's file descriptors point at (`socket:[123]`, `pipe:[456]`, a path); empty when it cannot be read. */
function fdTargets(pid: number, fds?: readonly number[]): string[] {
  const dir = `/proc/${pid}/fd`;
  const targets: string[] = [];
  try {
    for (const fd of fds ?? readdirSync(dir)) {
      try {
        targets.push(readlinkSync(`${dir}/${fd}`));
      } catch {
        // closed meanwhile
      }
    }
  } catch {
    // gone, or another user's
  }
  return targets;
}

/**
 * A process started in its own session and process group (spawned `detached` on POSIX), as
 * recorded while it was still our unreaped child, so its pid named it for sure.
 */
export interface ProcessTree {
  pid: number;
  /** Its start time (Linux), or null: then only its process group is killed. */
  start: number | null;
  /**
   * What its stdout and stderr were at spawn (`socket:[…]`, `pipe:[…]`): a process holding one
   * of them got it from this one, whoever its parent is now. Anonymous ones only: a file or a
   * terminal is shared with others.
   */
  streams: string[];
  /**
   * The `PACKWRIGHT_RUN=<marker>` entry the process was started with in its environment, unique
   * to it: a process whose environment holds it was started by this one, whatever became of its
   * parents, group and session. Absent: none is looked for.
   */
  marker?: string;
}

/**
 * The variable that marks every process of one run: children inherit it (a double-forked
 * daemon too), so killProcessTree can find them in /proc/<pid>/environ.
 */
export const RUN_MARKER_VARIABLE = 'PACKWRIGHT_RUN';

/** Records the process `pid` just spawned (detached) for killProcessTree, with the RUN_MARKER_VARIABLE value its environment holds, if any. Call it before the process can have been reaped. */
export function describeProcessTree(pid: number, markerValue?: string): ProcessTree {
  const marked = markerValue !== undefined ? { marker: `${RUN_MARKER_VARIABLE}=${markerValue}` } : {};
  if (process.platform !== 'linux') return { pid, start: null, streams: [], ...marked };
  const streams = fdTargets(pid, [1, 2]).filter((t) => /^(socket|pipe):\[\d+\]$/.test(t));
  return { pid, start: readProcEntry(pid)?.start ?? null, streams: [...new Set(streams)], ...marked };
}

/**
 * Whether the process's environment holds `entry` (NAME=value) as a whole entry. It is the
 * block the process was started with (execve): readable for processes of our own user only,
 * and a process that started again with an environment of its own (`env -i`, execve with
 * another block) or wrote over that memory no longer shows it; such a process is not found.
 */
function hasEnvEntry(pid: number, entry: string): boolean {
  let environ: Buffer;
  try {
    environ = readFileSync(`/proc/${pid}/environ`);
  } catch {
    // gone, or another user's
    return false;
  }
  const needle = Buffer.from(entry);
  for (let at = environ.indexOf(needle); at !== -1; at = environ.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    if ((at === 0 || environ[at - 1] === 0) && (end === environ.length || environ[end] === 0)) return true;
  }
  return false;
}

/** Rounds of stopping what was found and looking again (a process may fork until it is stopped). */
const MAX_STOP_ROUNDS = 16;

/** Signals `pid` only when it is still the process that started at `start`. */
function signalSame(pid: number, start: number, signal: NodeJS.Signals): void {
  if (readProcEntry(pid)?.start !== start) return;
  try {
    process.kill(pid, signal);
  } catch {
    // gone meanwhile
  }
}

function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // ESRCH: the group is gone.
  }
}

/**
 * Kills (SIGKILL) a process started by describeProcessTree's caller and everything it started
 * that can still be attributed to it, synchronously (safe in an exit hook). Off Linux, or
 * without a start time: its process group only.
 *
 * On Linux it first finds, from /proc, every process that started no earlier than it did and
 *  - is the process itself, or is in its process group or its session (so `setpgid` does not
 *    escape, even once re-parented), or
 *  - holds its stdout or stderr (so `setsid cmd &` does not escape, even once re-parented), or
 *  - carries the tree's marker in its environment (so a double-forked daemon, in a session of
 *    its own, re-parented and with its output redirected, does not escape), or
 *  - descends (parent links) from one of these, `setsid` or not;
 * stops each (SIGSTOP, so nothing forks past the search) and looks again until nothing new
 * turns up, then kills the group and each process found. A pid is signalled only while its start
 * time is still the one read, so a reused pid is never hit; and the group and session ids are
 * used only while the process's own pid is free or still its own (Linux does not reuse a pid
 * that is still some process's group or session id).
 *
 * Not found: a process that left both group and session (`setsid`), is no longer a descendant
 * (its parent exited, so it was re-parented to init or a subreaper), holds neither stream and
 * no longer shows the marker (it started again with an environment of its own: `env -i`), or
 * one of another user's (setuid). Closing that needs a subreaper (prctl
 * PR_SET_CHILD_SUBREAPER, not reachable from Node), a PID namespace or a cgroup.
 */
export function killProcessTree(tree: ProcessTree): void {
  if (process.platform !== 'linux' || tree.start === null) {
    killGroup(tree.pid);
    return;
  }
  const since = tree.start;
  const leader = readProcEntry(tree.pid);
  // Its pid now names another process: so nothing is left in its old group or session.
  const idsOurs = !leader || leader.start === since;
  const spared = new Set([0, 1, process.pid, process.ppid]);
  const found = new Map<number, number>();
  try {
    for (let round = 0; round < MAX_STOP_ROUNDS; round++) {
      const procs = listProcEntries().filter((p) => p.start >= since && !spared.has(p.pid));
      const isSeed = (p: ProcEntry) =>
        found.get(p.pid) === p.start ||
        (idsOurs && (p.pid === tree.pid || p.pgid === tree.pid || p.sid === tree.pid)) ||
        // The streams are looked for once: what a holder forks later descends from it.
        (round === 0 && tree.streams.length > 0 && fdTargets(p.pid).some((t) => tree.streams.includes(t))) ||
        // The marker in every round: a marked process may fork and exit between two rounds,
        // leaving a child that is no descendant of anything found.
        (tree.marker !== undefined && hasEnvEntry(p.pid, tree.marker));
      const children = new Map<number, ProcEntry[]>();
      for (const p of procs) {
        const siblings = children.get(p.ppid);
        if (siblings) siblings.push(p);
        else children.set(p.ppid, [p]);
      }
      const fresh: ProcEntry[] = [];
      const queue = procs.filter(isSeed);
      const reached = new Set<number>();
      while (queue.length) {
        const p = queue.pop()!;
        if (reached.has(p.pid)) continue;
        reached.add(p.pid);
        if (found.get(p.pid) !== p.start) fresh.push(p);
        queue.push(...(children.get(p.pid) ?? []));
      }
      if (fresh.length === 0) break;
      for (const p of fresh) {
        found.set(p.pid, p.start);
        signalSame(p.pid, p.start, 'SIGSTOP');
      }
    }
  } catch {
    // /proc unreadable: kill what was found so far, and the group.
  } finally {
    if (idsOurs) killGroup(tree.pid);
    for (const [pid, start] of found) signalSame(pid, start, 'SIGKILL');
  }
}
