import { readFile, stat } from 'node:fs/promises';
import { openSync, writeSync, closeSync, unlinkSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { writeFileAtomicSync } from '../core/atomic-write.js';
import { readFileLimitedSync, lstatOrNullSync } from '../core/read.js';
import { InvalidInputError, IoError, describeFsError } from '../core/errors.js';
import type { FileHashes } from './copy.js';
import { makeDirs } from '../core/make-dirs.js';
import { jsonEscaped, showPath } from '../core/show-name.js';
import { isRecord } from '../core/record.js';
import { quoteName } from './discover.js';

export interface ImportRecord {
  repo: string;
  ref: string | null;
  commit: string;
}

/** One `(sink_path, pack)` install (specs/skillpacks-v0.md §7), plus the file hashes `sp verify` compares. */
export interface InstallRecord {
  sink: string;
  sink_path: string;
  pack: string;
  pack_file: string;
  prefix: string;
  sep: string;
  flatten: boolean;
  imports: ImportRecord[];
  installed_paths: string[];
  installed_at: string;
  /** Installed path → its files' hashes as copied. */
  files: Record<string, FileHashes>;
  /**
   * Installed path → its files with an executable bit (a path with none is left out). Absent
   * in state written before sp recorded modes: then modes are not compared.
   */
  executables?: Record<string, string[]>;
}

export interface State {
  version: 1;
  installs: InstallRecord[];
}

const MAX_STATE_BYTES = 256 * 1024 * 1024;

function isStringArray(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

/**
 * Reads state.json. A missing file is an empty state; a file that is not a state (hand-edited,
 * truncated) is an error naming it, never silently replaced, since it is what says which
 * folders are ours to delete.
 */
export async function loadState(file: string): Promise<State> {
  // Synchronous reads and writes here and below: a handful of calls, each faster than a
  // round trip through the thread pool, in a command with nothing else to do meanwhile.
  if (!lstatOrNullSync(file)) return { version: 1, installs: [] };
  const text = readFileLimitedSync(file, MAX_STATE_BYTES).toString('utf8');
  let parsed: { value: unknown; error: { message: string; line?: number } | null };
  try {
    parsed = { value: JSON.parse(text), error: null };
  } catch {
    // Only a broken file needs the reader that says where it breaks.
    parsed = (await import('../core/json.js')).parseJson(text);
  }
  const bad = (why: string) => new InvalidInputError(`${file}: not a valid skillpack state file (${why})`);
  if (parsed.error) throw bad(`${parsed.error.message}${parsed.error.line ? ` at line ${parsed.error.line}` : ''}`);
  const v = parsed.value as Partial<State> | null;
  if (!v || typeof v !== 'object' || v.version !== 1 || !Array.isArray(v.installs)) throw bad('expected {"version": 1, "installs": [...]}');
  // Two records for one (sink_path, pack) would split what the pack owns: install would take
  // the second for another pack's, and uninstall would drop both but delete only the first's
  // folders, leaving the rest owned by no one.
  const seen = new Map<string, number>();
  for (const [i, r] of v.installs.entries()) {
    const rec = r as Partial<InstallRecord> | null;
    if (!rec || typeof rec !== 'object') throw bad(`installs[${i}] is not an object`);
    for (const k of ['sink', 'sink_path', 'pack', 'prefix', 'sep'] as const) if (typeof rec[k] !== 'string') throw bad(`installs[${i}].${k} must be a string`);
    if (!path.isAbsolute(rec.sink_path!)) throw bad(`installs[${i}].sink_path must be absolute`);
    // Every command looks a record up by the sink's resolved path: `/x/skills/` or `/x/./skills`
    // would match no --path or configured sink, and the pack could never be uninstalled.
    if (path.resolve(rec.sink_path!) !== rec.sink_path) throw bad(`installs[${i}].sink_path must be absolute and normalised, as ${path.resolve(rec.sink_path!)}`);
    if (!isStringArray(rec.installed_paths)) throw bad(`installs[${i}].installed_paths must be a list of paths`);
    const key = JSON.stringify([rec.sink_path, rec.pack]);
    const first = seen.get(key);
    if (first !== undefined) throw bad(`installs[${first}] and installs[${i}] are both pack ${quoteName(rec.pack!)} in ${showPath(rec.sink_path!)}; merge their installed_paths into one record`);
    seen.set(key, i);
    rec.pack_file = typeof rec.pack_file === 'string' ? rec.pack_file : '';
    rec.flatten = rec.flatten === true;
    rec.imports = Array.isArray(rec.imports) ? rec.imports : [];
    rec.installed_at = typeof rec.installed_at === 'string' ? rec.installed_at : '';
    rec.files = rec.files && typeof rec.files === 'object' ? rec.files : {};
    // Each installed path's file hashes: anything else (a string, a list) would have verify list
    // its characters as missing files and install judge every folder edited.
    for (const [p, hashes] of Object.entries(rec.files)) {
      if (!isRecord(hashes) || !Object.values(hashes).every((h) => typeof h === 'string')) throw bad(`installs[${i}].files[${jsonEscaped(p)}] must map file paths to their SHA-256`);
    }
    if (rec.executables !== undefined) {
      const ex = rec.executables as unknown;
      if (!ex || typeof ex !== 'object' || Array.isArray(ex) || !Object.values(ex).every(isStringArray)) throw bad(`installs[${i}].executables must map installed paths to lists of files`);
    }
  }
  return v as State;
}

export async function saveState(file: string, state: State): Promise<void> {
  try {
    makeDirs(path.dirname(file));
  } catch (err) {
    throw new IoError(describeFsError(err, path.dirname(file)));
  }
  writeFileAtomicSync(file, `${JSON.stringify(state, null, 2)}\n`);
}

export function findRecord(state: State, sinkPath: string, pack: string): InstallRecord | undefined {
  return state.installs.find((r) => r.sink_path === sinkPath && r.pack === pack);
}

/** Replaces (or adds) the record for its `(sink_path, pack)`, keeping the others' order. */
export function putRecord(state: State, record: InstallRecord): State {
  const i = state.installs.findIndex((r) => r.sink_path === record.sink_path && r.pack === record.pack);
  const installs = [...state.installs];
  if (i === -1) installs.push(record);
  else installs[i] = record;
  return { version: 1, installs };
}

export function removeRecord(state: State, sinkPath: string, pack: string): State {
  return { version: 1, installs: state.installs.filter((r) => !(r.sink_path === sinkPath && r.pack === pack)) };
}

/**
 * `(sink_path, pack)` has no record. `movedTo` holds the paths where state records the pack for
 * the same sink (its path changed since the install?), for a front-end to name what reaches them.
 */
export class NotInstalledError extends InvalidInputError {
  constructor(
    message: string,
    readonly pack: string,
    readonly sink: string,
    readonly movedTo: readonly string[],
  ) {
    super(message);
  }
}

/**
 * The error for `(sink_path, pack)` having no record, for uninstall and verify alike. When the
 * sink's path has moved since the install (config.yaml changed, another path given), state
 * still has the pack for the same agent at the old path: the message names that path, rather
 * than only "not installed", and the error carries it (movedTo).
 */
export function notInstalledError(state: State, pack: string, sink: string, sinkPath: string): NotInstalledError {
  const base = `pack '${pack}' is not installed in ${sinkPath}`;
  const elsewhere = state.installs.filter((r) => r.pack === pack && r.sink_path !== sinkPath);
  const sameSink = elsewhere.filter((r) => r.sink === sink);
  if (sameSink.length > 0) {
    const at = sameSink.map((r) => r.sink_path);
    return new NotInstalledError(`${base}; state records it for ${sink} in ${at.join(', ')} (the sink's path has changed since the install?)`, pack, sink, at);
  }
  if (elsewhere.length > 0) {
    return new NotInstalledError(`${base}; state records it only for ${elsewhere.map((r) => `${r.sink} in ${r.sink_path}`).join(', ')} (see sp installed)`, pack, sink, []);
  }
  return new NotInstalledError(`${base} (see sp installed)`, pack, sink, []);
}

export interface StateLockOptions {
  /** How long to wait for another sp process; default 30 s. */
  timeoutMs?: number;
  pollMs?: number;
  /** What the lock's owner is doing, for the message when the wait times out. */
  busy?: string;
  /** How to wait longer (the CLI names SKILLPACK_LOCK_TIMEOUT), for the same message. */
  hint?: string;
}

/** How long an empty lock file is taken for one whose owner is about to write its pid. */
const EMPTY_LOCK_GRACE_MS = 2000;

/**
 * Serialises state changes between processes: a lock file created with O_EXCL holding the
 * owner's pid. A lock whose pid is gone (a killed run) is taken over; a live one is waited for,
 * then reported with its pid and path.
 */
export async function withStateLock<T>(lockFile: string, fn: () => Promise<T>, options: StateLockOptions = {}): Promise<T> {
  try {
    makeDirs(path.dirname(lockFile));
  } catch (err) {
    throw new IoError(describeFsError(err, path.dirname(lockFile)));
  }
  await acquireLock(lockFile, options, PID_ONLY);
  try {
    return await fn();
  } finally {
    releaseLock(lockFile);
  }
}

/**
 * A sink's own lock, `<sink>/.skillpack-lock` (SINK_LOCK), held by each install and uninstall
 * from its recovery of killed runs' leftovers to its last rename. state.lock is per
 * SKILLPACK_HOME, and runs of two homes (two users, a CI job and a person, two containers
 * sharing a volume) may share a sink: without this, each run's recoverSink took the other's
 * live staging folders for a killed run's and deleted them. Under this lock every
 * `.skillpack-tmp.*` and `.skillpack-old.*` in the sink is a killed run's, as before.
 *
 * A lock in the sink, rather than leftovers named after their owner: every run finds it, by
 * whichever path it reaches the sink (a symlink, another container's mount point), and it also
 * makes each run's check that a destination is free and its rename into it one step against the
 * other run's; owner-named leftovers would need the same liveness test and leave that race. A
 * hidden file, which agents looking for skill folders pass over, under a name no install name
 * can take (`.skillpack-`).
 *
 * A pid is only meaningful in the pid namespace it was written in: two containers sharing a
 * volume, or two hosts sharing a network file system, each see the other's pid as some other
 * process or none. So the lock holds `<pid> <pid space> <host>` (see pidSpace), and a lock from
 * another pid space is never judged stale by its pid: it is waited for like a live one, and the
 * message says how to remove it if its run was killed. Taking a live run's lock for a dead one's
 * would bring back the deletions this lock prevents; a dead one's left elsewhere costs one rm.
 *
 * A sink sp cannot write to (read-only), or that is gone, takes no lock: nothing in it can
 * change, so `fn` runs with `locked` false and must then leave leftovers alone; its first change
 * fails as before, with the message naming the sink.
 */
export async function withSinkLock<T>(lockFile: string, fn: (locked: boolean) => Promise<T>, options: StateLockOptions = {}): Promise<T> {
  const locked = await acquireLock(lockFile, options, SINK_HOLDER);
  try {
    return await fn(locked);
  } finally {
    if (locked) releaseLock(lockFile);
  }
}

function releaseLock(lockFile: string): void {
  try {
    unlinkSync(lockFile);
  } catch {
    /* already gone */
  }
}

/** How a kind of lock names its holder. */
interface LockFormat {
  /** What this process writes into the lock. */
  own(): string;
  /**
   * The holder a lock's (trimmed) content names: its pid (NaN when none), and the host it runs
   * on when that is in another pid space, where its pid cannot be checked.
   */
  holder(text: string): { pid: number; elsewhere: string | null };
  /** Whether a lock that cannot be created because its folder is read-only or gone is skipped (withSinkLock). */
  skipUnwritable: boolean;
  /**
   * What sp writes into such a lock, when a file of that name may be someone else's: anything
   * else is refused, never taken over (the sink is the user's folder, where sp deletes only its
   * own). Unset: any content not naming a live pid is a stale lock (sp's own folder).
   */
  written?: RegExp;
}

/** state.lock and the cache's repo.lock: `<pid>`, which older sp versions read as well. */
const PID_ONLY: LockFormat = { own: () => `${process.pid}\n`, holder: (text) => ({ pid: Number(text), elsewhere: null }), skipUnwritable: false };

const SINK_HOLDER: LockFormat = {
  own: () => `${process.pid} ${pidSpace()} ${hostName()}\n`,
  holder(text) {
    const [pid, space, host] = text.split(/\s+/);
    if (space === undefined || space === pidSpace()) return { pid: Number(pid), elsewhere: null };
    // The same host booted since (another boot id, same host name): every process of the run
    // that wrote it is gone, so the lock is stale; the pid would name some other process now.
    const [kind, boot] = space.split(':');
    const [ownKind, ownBoot] = pidSpace().split(':');
    if (kind === 'linux' && ownKind === 'linux' && boot !== ownBoot && host === hostName()) return { pid: 0, elsewhere: null };
    return { pid: Number(pid), elsewhere: host || 'another host' };
  },
  skipUnwritable: true,
  written: /^(?:\d+(?: \S+ \S+)?)?$/,
};

const hostName = () => hostname().replace(/\s/g, '_') || '?';

let ownPidSpace: string | undefined;

/**
 * Which processes this one's pid is counted among: on Linux the kernel's boot id and the inode
 * of the pid namespace (two containers on one kernel differ in the second, two hosts in the
 * first; a container sharing the host's pids shares both); elsewhere, where a host has one pid
 * space, the host name. Read once: two small reads from /proc.
 */
function pidSpace(): string {
  if (ownPidSpace !== undefined) return ownPidSpace;
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const ns = /\[(\d+)\]/.exec(readlinkSync('/proc/self/ns/pid'))?.[1];
    if (!boot || !ns) throw new Error('no pid namespace');
    ownPidSpace = `linux:${boot}:${ns}`;
  } catch {
    ownPidSpace = `host:${hostname().replace(/\s/g, '_')}`;
  }
  return ownPidSpace;
}

/**
 * Takes `lockFile` (O_EXCL, holding `format.own()`), waiting for a live holder until the
 * timeout. True once held; false only for a format that skips a read-only folder.
 */
async function acquireLock(lockFile: string, options: StateLockOptions, format: LockFormat): Promise<boolean> {
  const timeout = options.timeoutMs ?? 30_000;
  const poll = options.pollMs ?? 100;
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx', 0o644);
      try {
        writeSync(fd, format.own());
      } finally {
        closeSync(fd);
      }
      return true;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // A folder this user cannot write to, or none at all: nothing in it can change.
      if (format.skipUnwritable && (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOENT' || code === 'ENOTDIR')) return false;
      if (code !== 'EEXIST') throw new IoError(describeFsError(err, lockFile));
      const text = await readFile(lockFile, 'utf8').then(
        (t) => t.trim(),
        (e: NodeJS.ErrnoException) => {
          // Released since the open: race for it again (never unlink what may be a new owner's lock).
          if (e.code === 'ENOENT') return null;
          // A folder, or a file this user cannot read, is no lock sp wrote and none it may take
          // over: judged stale and left in place, it would be retried forever at full CPU.
          throw new IoError(`${describeFsError(e, lockFile)}: not a lock file sp can read; if no sp process is running, delete it`);
        },
      );
      if (text === null) {
        // Gone since the open, or a dangling symlink, which O_EXCL also finds in the way and
        // reading never reaches: raced for again forever, at full CPU, past any timeout.
        const st = lstatOrNullSync(lockFile);
        if (st && !st.isFile()) throw new IoError(`${lockFile}: ${st.isSymbolicLink() ? 'a symlink' : 'not a regular file'}, not a lock file sp wrote; if no sp process is running, delete it`);
        continue;
      }
      if (format.written && !format.written.test(text)) throw new IoError(`${lockFile}: not a lock file sp wrote (it holds something else); sp uses this name to take turns on the folder: move the file away`);
      const { pid: owner, elsewhere } = format.holder(text);
      // An empty lock may be one another process has just created and not yet written: only
      // take it over once older than the grace. A live owner writes its pid right after the
      // O_EXCL open, so a short grace suffices; a longer one only delays the run after one whose
      // pid write failed.
      const young = text === '' && (await stat(lockFile).then((st) => Date.now() - st.mtimeMs < EMPTY_LOCK_GRACE_MS, () => false));
      const garbage = !Number.isInteger(owner) || owner <= 0;
      const stale = !young && (garbage || (elsewhere === null && !isAlive(owner)));
      // A half-written or dead owner's lock: take it away, then race again for O_EXCL. When
      // another process is taking it over (or its guard file is stuck), wait like for a live
      // owner rather than retrying at once: a guard that cannot be removed would spin forever.
      if (stale && takeOverStaleLock(lockFile, text)) continue;
      if (Date.now() >= deadline) {
        const waited = `${Number((timeout / 1000).toFixed(1))} s`;
        if (stale) throw new IoError(`${lockFile}: left by a process that is gone, and ${lockFile}.takeover is in the way of taking it over; waited ${waited}: if no sp process is running, delete both`);
        const who = elsewhere === null ? `pid ${owner}` : `pid ${owner} on ${elsewhere}, another host or container, where sp cannot tell whether it still runs`;
        const unless = elsewhere === null ? `if pid ${owner} is not an sp process` : 'if it no longer runs';
        throw new IoError(`another sp process (${who}) ${options.busy ?? 'is installing or uninstalling'}; waited ${waited} for ${lockFile}: run sp again once it has finished${options.hint ? ` (${options.hint})` : ''}, or, ${unless}, delete ${lockFile}`);
      }
      await new Promise((r) => setTimeout(r, poll));
    }
  }
}

/**
 * Removes a lock judged stale from its content `seen`. Unlinking it straight away could remove
 * a lock another process created after the judgement, when two runs take over a dead one's lock
 * at once; so takeovers go one at a time, under a second O_EXCL file, and the lock is deleted
 * only if it still holds what was judged. No one else can replace a lock that exists, so the
 * check and the unlink cannot be split by a new owner. False when another process holds the
 * guard (the caller waits, then judges again).
 */
function takeOverStaleLock(lockFile: string, seen: string): boolean {
  const guard = `${lockFile}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx', 0o644);
  } catch {
    // Another process is taking over; a guard left by one killed mid-takeover is cleared once old.
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) {
        unlinkSync(guard);
        return true;
      }
    } catch {
      /* gone, or not a file that unlink removes (a folder) */
    }
    return false;
  }
  try {
    let now: string | null = null;
    try {
      now = readFileSync(lockFile, 'utf8').trim();
    } catch {
      /* gone: nothing to take over */
    }
    if (now === seen) unlinkSync(lockFile);
  } finally {
    closeSync(fd);
    unlinkSync(guard);
  }
  return true;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
