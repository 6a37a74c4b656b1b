// execCapped from source: cancellation kills the process group, and a capped stream never ends in half a character.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { execCapped, activeRunGroups, killActiveRuns } from '../../src/capability/exec.js';
import { completeUtf8Length } from '../../src/core/text-decode.js';
import { makeTempDir } from '../helpers/tmp.js';
import { isRunning, until } from '../helpers/process.js';

const tmp = makeTempDir('packwright-exec-');
afterAll(() => tmp.cleanup());

const base = { cwd: tmp.dir, hostEnv: process.env, envNames: [], timeoutMs: 600_000, maxOutputBytes: 1000 };
const posix = process.platform !== 'win32';

(posix ? test : test.skip)('aborting the signal kills the whole process group, grandchildren included', async () => {
  const pidFile = path.join(tmp.dir, 'grandchild.pid');
  const controller = new AbortController();
  const run = execCapped({ ...base, command: 'sh', args: ['-c', `sleep 300 & echo $! > ${pidFile}; wait`], signal: controller.signal });
  await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '', 'the pid file');
  const pid = Number(readFileSync(pidFile, 'utf8'));
  expect(activeRunGroups()).toHaveLength(1);
  controller.abort();
  const outcome = await run;
  expect(outcome).toMatchObject({ ok: false, signal: 'SIGKILL', exit_code: 137, timed_out: false });
  expect(outcome.stderr).toContain('killed: the call was cancelled');
  await until(() => !isRunning(pid), 'the grandchild to die');
  expect(activeRunGroups()).toEqual([]);
});

test('an already aborted signal starts nothing', async () => {
  const marker = path.join(tmp.dir, 'never');
  const outcome = await execCapped({ ...base, command: 'touch', args: [marker], signal: AbortSignal.abort() });
  expect(outcome.ok).toBe(false);
  expect(existsSync(marker)).toBe(false);
});

(posix ? test : test.skip)('killActiveRuns kills every running group synchronously (what the exit hook calls)', async () => {
  const pidFile = path.join(tmp.dir, 'kar.pid');
  const run = execCapped({ ...base, command: 'sh', args: ['-c', `sleep 300 & echo $! > ${pidFile}; wait`] });
  await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '', 'the pid file');
  const pid = Number(readFileSync(pidFile, 'utf8'));
  killActiveRuns();
  expect(activeRunGroups()).toEqual([]);
  expect((await run).signal).toBe('SIGKILL');
  await until(() => !isRunning(pid), 'the grandchild to die');
});

describe('output caps cut at a character boundary', () => {
  test.each([
    [[0x61, 0xe2, 0x82], 1],
    [[0x61, 0xe2], 1],
    [[0x61, 0xe2, 0x82, 0xac], 4],
    [[0xf0, 0x9f, 0x98], 0],
    [[0xf0, 0x9f, 0x98, 0x80], 4],
    [[0x61, 0x62], 2],
    [[0x80, 0x80, 0x80, 0x80, 0x80], 5],
  ])('%j keeps %i bytes', (bytes, n) => {
    expect(completeUtf8Length(Uint8Array.from(bytes))).toBe(n);
  });

  test('a € cut by the cap is dropped, not shown as U+FFFD, and the marker counts what is shown', async () => {
    const outcome = await execCapped({ ...base, maxOutputBytes: 10, command: process.execPath, args: ['-e', "process.stdout.write('aaaaaaaaa€tail')"] });
    expect(outcome.stdout).toBe('aaaaaaaaa\n[packwright: stdout truncated: showed the first 9 of 16 bytes]\n');
    expect(outcome.stdout).not.toContain('\uFFFD');
  });
});
