// execCapped from source, on Linux: a double-forked daemon (its own session, re-parented, its
// output redirected: nothing but its environment ties it to the run) is killed when the call
// times out or is cancelled, found by the PACKWRIGHT_RUN marker every run's processes inherit.
// Waits are on events (a pid file, a process gone) with a bounded poll, never on fixed sleeps.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { activeRunGroups, execCapped } from '../../src/capability/exec.js';
import { randomBytes } from 'node:crypto';
import { RUN_MARKER_VARIABLE, describeProcessTree, killProcessTree, readProcEntry } from '../../src/core/process.js';
import { makeTempDir } from '../helpers/tmp.js';
import { isRunning, until } from '../helpers/process.js';

const tmp = makeTempDir('packwright-exec-daemon-');
const linux = process.platform === 'linux';
const hasSetsid = linux && spawnSync('setsid', ['true']).status === 0;
const stest = hasSetsid ? test : test.skip;
const ltest = linux ? test : test.skip;

// Whatever a failing test leaves behind is killed by pid, so a failure cannot leak a sleep.
const leftovers: number[] = [];
let n = 0;
const pidFile = () => path.join(tmp.dir, `d${++n}.pid`);
const readPid = (file: string) => (existsSync(file) && readFileSync(file, 'utf8').trim() !== '' ? Number(readFileSync(file, 'utf8')) : null);
afterEach(() => {
  for (const pid of leftovers.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
});
afterAll(() => tmp.cleanup());

const base = { cwd: tmp.dir, hostEnv: process.env, envNames: [], timeoutMs: 600_000, maxOutputBytes: 10_000 };
/**
 * Double-forks `sleep 300` as a daemon: a subshell starts it with setsid (a new session) and
 * output to /dev/null, then exits, so the sleep is re-parented to init and holds neither of the
 * run's pipes. Its pid goes to "$0". Then the program waits for the pid file and sleeps on.
 */
const DOUBLE_FORK = '(setsid sh -c \'echo $$ > "$0"; exec sleep 300\' "$0" </dev/null >/dev/null 2>&1 &); while [ ! -s "$0" ]; do sleep 0.01; done; exec sleep 1000';
const gone = (pid: number) => until(() => !isRunning(pid), `process ${pid} to die`, 5000);

/** The daemon, once started, with what makes the group, session and family search miss it checked. */
async function daemon(file: string): Promise<number> {
  const pid = await until(() => readPid(file), 'the pid file');
  leftovers.push(pid);
  const [run] = activeRunGroups();
  expect(run).toBeDefined();
  const entry = readProcEntry(pid)!;
  // Its own session and group; its parent (the subshell) exited, so it is no child of the run.
  expect(entry).toMatchObject({ sid: pid, pgid: pid });
  expect(entry.ppid).not.toBe(run);
  expect(readProcEntry(entry.ppid)?.sid).not.toBe(run);
  return pid;
}

stest('a double-forked daemon (setsid, output redirected, parent exited) is killed when the call times out', async () => {
  const file = pidFile();
  const run = execCapped({ ...base, timeoutMs: 3000, command: 'sh', args: ['-c', DOUBLE_FORK, file] });
  const pid = await daemon(file);
  expect(await run).toMatchObject({ ok: false, timed_out: true, signal: 'SIGKILL' });
  await gone(pid);
}, 30_000);

stest('a double-forked daemon is killed when the call is cancelled', async () => {
  const file = pidFile();
  const controller = new AbortController();
  const run = execCapped({ ...base, command: 'sh', args: ['-c', DOUBLE_FORK, file], signal: controller.signal });
  const pid = await daemon(file);
  controller.abort();
  expect(await run).toMatchObject({ ok: false, timed_out: false, signal: 'SIGKILL' });
  await gone(pid);
}, 30_000);

ltest('every run gets its own marker, which neither the host nor the tool\'s env list can set', async () => {
  const hostEnv = { PATH: process.env.PATH, [RUN_MARKER_VARIABLE]: 'chosen-by-the-host' };
  const show = { ...base, hostEnv, envNames: [RUN_MARKER_VARIABLE], command: 'sh', args: ['-c', `printf %s "$${RUN_MARKER_VARIABLE}"`] };
  const [a, b] = await Promise.all([execCapped(show), execCapped(show)]);
  expect(a.stdout).toMatch(/^[0-9a-f]{32}$/);
  expect(b.stdout).toMatch(/^[0-9a-f]{32}$/);
  expect(a.stdout).not.toBe(b.stdout);
});

ltest('killProcessTree kills a process carrying the marker, and spares one whose value only starts with it', async () => {
  const value = randomBytes(16).toString('hex');
  const marker = `${RUN_MARKER_VARIABLE}=${value}`;
  const leader = spawn('sleep', ['1000'], { detached: true, stdio: 'ignore' });
  const tree = describeProcessTree(leader.pid!, value);
  // Unrelated to the leader by family, group, session and pipes: only the environment tells.
  const marked = spawn('sleep', ['1000'], { detached: true, stdio: 'ignore', env: { [RUN_MARKER_VARIABLE]: value } });
  const lookalike = spawn('sleep', ['1000'], { detached: true, stdio: 'ignore', env: { [RUN_MARKER_VARIABLE]: `${value}0`, OTHER: marker.slice(1) } });
  leftovers.push(leader.pid!, marked.pid!, lookalike.pid!);
  await until(() => readProcEntry(marked.pid!) && readProcEntry(lookalike.pid!), 'the processes');
  killProcessTree(tree);
  await gone(leader.pid!);
  await gone(marked.pid!);
  expect(isRunning(lookalike.pid!)).toBe(true);
});
