// execCapped from source, on Linux: a process that left the run's process group (setsid,
// setpgid) is still killed at the timeout, on cancellation, at exit and by killActiveRuns,
// when /proc can trace it to the run; a pid that now names another process is never signalled.
// Waits are on events (a pid file, a process gone) with a bounded poll, never on fixed sleeps.
import { jest } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { execCapped, killActiveRuns } from '../../src/capability/exec.js';
import { describeProcessTree, killProcessTree, parseProcStat, readProcEntry } from '../../src/core/process.js';
import { makeTempDir } from '../helpers/tmp.js';
import { isRunning, until } from '../helpers/process.js';

const tmp = makeTempDir('packwright-exec-tree-');
const linux = process.platform === 'linux';
const hasSetsid = linux && spawnSync('setsid', ['true']).status === 0;
const hasPerl = linux && spawnSync('perl', ['-e', '1']).status === 0;
const ltest = linux ? test : test.skip;

// Whatever a failing test leaves behind is killed by pid, so a failure cannot leak a sleep.
const pidFiles: string[] = [];
let n = 0;
const pidFile = () => {
  const file = path.join(tmp.dir, `p${++n}.pid`);
  pidFiles.push(file);
  return file;
};
const readPid = (file: string) => (existsSync(file) && readFileSync(file, 'utf8').trim() !== '' ? Number(readFileSync(file, 'utf8')) : null);
afterEach(() => {
  jest.useRealTimers();
  for (const file of pidFiles.splice(0)) {
    const pid = readPid(file);
    if (pid && isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
});
afterAll(() => tmp.cleanup());

const base = { cwd: tmp.dir, hostEnv: process.env, envNames: [], timeoutMs: 600_000, maxOutputBytes: 1000 };
/** A shell line that starts `sleep 1000` in a new session (setsid), its pid in "$0", its output redirected (so only the parent link ties it to the run). */
const SETSID_QUIET = 'setsid sh -c \'echo $$ > "$0"; exec sleep 1000\' "$0" </dev/null >/dev/null 2>&1 &';
const gone = (pid: number) => until(() => !isRunning(pid), `process ${pid} to die`, 5000);

(hasSetsid ? test : test.skip)('the timeout kills a descendant that left the group with setsid', async () => {
  const file = pidFile();
  const run = execCapped({ ...base, timeoutMs: 3000, command: 'sh', args: ['-c', `${SETSID_QUIET} wait`, file] });
  const pid = await until(() => readPid(file), 'the pid file');
  // In its own session, so the group kill alone would miss it.
  expect(readProcEntry(pid)?.sid).toBe(pid);
  expect(await run).toMatchObject({ ok: false, timed_out: true, signal: 'SIGKILL' });
  await gone(pid);
});

(hasSetsid ? test : test.skip)('cancelling kills a setsid descendant too', async () => {
  const file = pidFile();
  const controller = new AbortController();
  const run = execCapped({ ...base, command: 'sh', args: ['-c', `${SETSID_QUIET} wait`, file], signal: controller.signal });
  const pid = await until(() => readPid(file), 'the pid file');
  controller.abort();
  expect(await run).toMatchObject({ ok: false, timed_out: false, signal: 'SIGKILL' });
  await gone(pid);
});

(hasSetsid ? test : test.skip)('killActiveRuns (the exit hook) kills a setsid descendant too', async () => {
  const file = pidFile();
  const run = execCapped({ ...base, command: 'sh', args: ['-c', `${SETSID_QUIET} wait`, file] });
  const pid = await until(() => readPid(file), 'the pid file');
  killActiveRuns();
  expect((await run).signal).toBe('SIGKILL');
  await gone(pid);
});

(hasSetsid ? test : test.skip)('a setsid orphan that kept the output is killed when the program exits (and does not hold the result for the pipe grace)', async () => {
  const file = pidFile();
  // `setsid … &` and exit: the sleep is re-parented and in its own session, but holds stdout.
  const script = 'setsid sh -c \'echo $$ > "$0"; exec sleep 1000\' "$0" & while [ ! -s "$0" ]; do sleep 0.01; done';
  // Only the timers are fake, so the pipe grace (a setTimeout) never runs out: the result can
  // come only from the pipes closing, once the orphan holding them is killed.
  jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval'] });
  const outcome = await execCapped({ ...base, command: 'sh', args: ['-c', script, file] });
  jest.useRealTimers();
  expect(outcome).toMatchObject({ ok: true, exit_code: 0, timed_out: false });
  await gone(readPid(file)!);
});

(hasSetsid ? test : test.skip)('a program still starting setsid children when the timeout hits leaves none behind', async () => {
  const file = pidFile();
  const script = 'i=0; while [ $i -lt 3000 ]; do setsid sleep 1000 </dev/null >/dev/null 2>&1 & echo $! >> "$0"; i=$((i + 1)); done; wait';
  const run = execCapped({ ...base, timeoutMs: 400, command: 'sh', args: ['-c', script, file] });
  expect((await run).timed_out).toBe(true);
  const pids = readFileSync(file, 'utf8').trim().split('\n').map(Number);
  expect(pids.length).toBeGreaterThan(0);
  try {
    await until(() => pids.every((pid) => !isRunning(pid)), 'every child to die', 5000);
  } finally {
    for (const pid of pids) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
});

(hasPerl ? test : test.skip)('an orphan that left the group with setpgid (still in the session) is killed when the program exits', async () => {
  const file = pidFile();
  // The parent exits at once; the child has its own group and quiet output: only the session ties it to the run.
  const script = 'perl -e \'setpgrp(0, 0); open(my $f, ">", $ARGV[0]); print $f $$; close($f); exec("sleep", "1000")\' "$0" </dev/null >/dev/null 2>&1 & while [ ! -s "$0" ]; do sleep 0.01; done';
  const outcome = await execCapped({ ...base, command: 'sh', args: ['-c', script, file] });
  expect(outcome.ok).toBe(true);
  const pid = readPid(file)!;
  await gone(pid);
});

ltest('a pid whose start time is not the one recorded is not signalled (pid reuse)', async () => {
  const victim = spawn('sleep', ['1000'], { detached: true, stdio: 'ignore' });
  try {
    const tree = describeProcessTree(victim.pid!);
    expect(tree.start).not.toBeNull();
    killProcessTree({ ...tree, start: tree.start! - 1 });
    killProcessTree({ ...tree, start: tree.start! + 1 });
    expect(isRunning(victim.pid!)).toBe(true);
    killProcessTree(tree);
    await gone(victim.pid!);
  } finally {
    victim.kill('SIGKILL');
  }
});

test('parseProcStat reads the fields after a command name with spaces and parentheses', () => {
  const fields = Array.from({ length: 50 }, (_, i) => String(i + 3));
  fields[0] = 'S';
  Object.assign(fields, { 1: '10', 2: '20', 3: '30', 19: '123456' });
  expect(parseProcStat(`4242 (a) (b c) ${fields.join(' ')}\n`)).toEqual({ pid: 4242, ppid: 10, pgid: 20, sid: 30, start: 123456 });
  expect(parseProcStat('garbage')).toBeNull();
});
