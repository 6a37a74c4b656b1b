// Module-level tests (sources through ts-jest, not the bundle): runs of two SKILLPACK_HOMEs (two
// users, a CI job and a person, two containers sharing a volume) installing into one sink at
// once. Each run's crash recovery took the other's live staging folders for a killed run's and
// deleted them; the sink's own lock (`<sink>/.skillpack-lock`) now keeps them apart, and a killed
// run's leftovers, lock included, are still cleaned by the next run.
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { skill } from '../helpers/sp.js';
import { runSpMain, type InProcessResult } from '../helpers/in-process.js';
import { withSinkLock } from '../../src/skillpack/state.js';

let t: ReturnType<typeof makeTempDir>;

beforeAll(() => {
  t = makeTempDir('sp-sink-lock-');
});
afterAll(() => t.cleanup());

const uniq = (p: string) => path.join(t.dir, `${p}-${Math.random().toString(16).slice(2)}`);

/** A pid no process has: above Linux's pid_max limit (2^22). */
const DEAD_PID = 2 ** 22 + 12345;

/** A repository whose pack `name` selects `count` skills (`<name>__g__s00`, …). */
function repoWithPack(name: string, count: number): string {
  const repo = uniq('repo');
  for (let i = 0; i < count; i++) skill(path.join(repo, 'skills'), `g/s${String(i).padStart(2, '0')}`, { 'notes.md': `${name} ${i}\n` });
  mkdirSync(path.join(repo, 'packs'));
  writeFileSync(path.join(repo, 'packs', `${name}.yaml`), `name: ${name}\ninclude: ["**"]\n`);
  return repo;
}

const ok = (r: InProcessResult) => expect(r).toMatchObject({ code: 0, stderr: '' });
const lines = (stderr: string) => stderr.split('\n').filter((l) => l && !l.startsWith("Run 'sp --help'"));

test('two homes installing into one sink at once: each run keeps its staging folders, both installs succeed whole', async () => {
  const sink = uniq('sink');
  const [homeA, homeB] = [uniq('home-a'), uniq('home-b')];
  const [repoA, repoB] = [repoWithPack('a', 40), repoWithPack('b', 40)];
  const sp = (home: string, repo: string, args: string[]) => runSpMain(args, repo, home);
  const install = (home: string, repo: string, pack: string) => sp(home, repo, ['install', pack, '--agent', 'custom', '--path', sink]);
  ok(await install(homeA, repoA, 'a'));
  for (let i = 0; i < 40; i += 2) writeFileSync(path.join(repoA, 'skills', 'g', `s${String(i).padStart(2, '0')}`, 'notes.md'), `a ${i}, changed\n`);

  // Run A reinstalls: each folder it replaces is compared with state first (files read through
  // the thread pool), so the run yields in the middle of its swaps, its staging folders in the
  // sink. Run B, of another home, starts right then, so its recovery meets A's staging folders.
  let settled = false;
  const runA = install(homeA, repoA, 'a').finally(() => (settled = true));
  const staging = () => readdirSync(sink).some((n) => n.startsWith('.skillpack-tmp.'));
  while (!settled && !staging()) await new Promise((r) => setImmediate(r));
  expect(settled).toBe(false);
  const runB = install(homeB, repoB, 'b');
  const [a, b] = await Promise.all([runA, runB]);
  ok(a);
  ok(b);
  expect(a.stdout).toContain('20 updated');
  const names = readdirSync(sink).sort();
  expect(names.filter((n) => n.startsWith('.'))).toEqual([]);
  expect(names).toHaveLength(80);
  ok(await sp(homeA, repoA, ['verify', 'a', '--agent', 'custom', '--path', sink]));
  ok(await sp(homeB, repoB, ['verify', 'b', '--agent', 'custom', '--path', sink]));
  expect(readFileSync(path.join(sink, 'a__g__s00', 'notes.md'), 'utf8')).toBe('a 0, changed\n');
});

describe('a sink another live run holds', () => {
  /** Holds the sink's lock, as a live run of another home does, with its staging folder in the sink, while `during` runs. */
  async function whileHeld<T>(sink: string, during: () => Promise<T>): Promise<T> {
    mkdirSync(sink, { recursive: true });
    return withSinkLock(path.join(sink, '.skillpack-lock'), async (locked) => {
      expect(locked).toBe(true);
      mkdirSync(path.join(sink, '.skillpack-tmp.0a1b2c3d.other__x'));
      writeFileSync(path.join(sink, '.skillpack-tmp.0a1b2c3d.other__x', 'SKILL.md'), 'being copied');
      return during();
    });
  }

  test.each([
    ['install', (sink: string) => ['install', 'p', '--agent', 'custom', '--path', sink]],
    ['uninstall', (sink: string) => ['uninstall', 'p', '--agent', 'custom', '--path', sink]],
  ])('%s waits for it, then fails with one line naming the pid and the lock; the live staging folder is kept', async (_cmd, args) => {
    const sink = uniq('sink');
    const home = uniq('home');
    const repo = repoWithPack('p', 2);
    ok(await runSpMain(['install', 'p', '--agent', 'custom', '--path', sink], repo, home));
    const lock = path.join(sink, '.skillpack-lock');
    const r = await whileHeld(sink, () => runSpMain(args(sink), repo, home, { SKILLPACK_LOCK_TIMEOUT: '0.2' }));
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([
      `sp: another sp process (pid ${process.pid}) is installing or uninstalling in ${sink}; waited 0.2 s for ${lock}: run sp again once it has finished (SKILLPACK_LOCK_TIMEOUT=<seconds> waits longer), or, if pid ${process.pid} is not an sp process, delete ${lock}`,
    ]);
    expect(readFileSync(path.join(sink, '.skillpack-tmp.0a1b2c3d.other__x', 'SKILL.md'), 'utf8')).toBe('being copied');
    expect(readdirSync(sink).sort()).toEqual(['.skillpack-tmp.0a1b2c3d.other__x', 'p__g__s00', 'p__g__s01']);
  });

  test('the dry run reads the sink without the lock', async () => {
    const sink = uniq('sink');
    const repo = repoWithPack('p', 2);
    const r = await whileHeld(sink, () => runSpMain(['install', 'p', '--agent', 'custom', '--path', sink, '--dry-run'], repo, uniq('home'), { SKILLPACK_LOCK_TIMEOUT: '0' }));
    ok(r);
    expect(readdirSync(sink)).toEqual(['.skillpack-tmp.0a1b2c3d.other__x']);
  });

  test("a lock written in another pid space (another container or host) is never taken for a dead run's, whatever its pid", async () => {
    const sink = uniq('sink');
    const repo = repoWithPack('p', 1);
    mkdirSync(path.join(sink, '.skillpack-tmp.0a1b2c3d.other__x'), { recursive: true });
    const lock = path.join(sink, '.skillpack-lock');
    writeFileSync(lock, `${DEAD_PID} linux:00000000-0000-0000-0000-000000000000:1 builder-7\n`);
    const r = await runSpMain(['install', 'p', '--agent', 'custom', '--path', sink], repo, uniq('home'), { SKILLPACK_LOCK_TIMEOUT: '0.2' });
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([
      `sp: another sp process (pid ${DEAD_PID} on builder-7, another host or container, where sp cannot tell whether it still runs) is installing or uninstalling in ${sink}; waited 0.2 s for ${lock}: run sp again once it has finished (SKILLPACK_LOCK_TIMEOUT=<seconds> waits longer), or, if it no longer runs, delete ${lock}`,
    ]);
    expect(readdirSync(sink).sort()).toEqual(['.skillpack-lock', '.skillpack-tmp.0a1b2c3d.other__x']);
  });
});

test("a killed run's lock, staging folder and folder moved aside are cleaned by the next run of another home", async () => {
  const sink = uniq('sink');
  const home = uniq('home');
  const repo = repoWithPack('p', 2);
  ok(await runSpMain(['install', 'p', '--agent', 'custom', '--path', sink], repo, home));
  // The lock as a run in this pid space writes it, with a pid that is gone: as SIGKILL leaves it.
  const lock = path.join(sink, '.skillpack-lock');
  const own = await withSinkLock(lock, async () => readFileSync(lock, 'utf8'));
  expect(own).toMatch(new RegExp(`^${process.pid} \\S+ \\S+\\n$`));
  writeFileSync(lock, own.replace(/^\d+/, String(DEAD_PID)));
  mkdirSync(path.join(sink, '.skillpack-tmp.0a1b2c3d.q__g__s00'));
  renameSync(path.join(sink, 'p__g__s01'), path.join(sink, '.skillpack-old.0a1b2c3d.p__g__s01'));

  // The run of the home that owns p__g__s01 puts it back; another home's run deletes only the staging folder.
  const other = repoWithPack('q', 1);
  ok(await runSpMain(['install', 'q', '--agent', 'custom', '--path', sink], other, uniq('home'), { SKILLPACK_LOCK_TIMEOUT: '0' }));
  expect(readdirSync(sink).sort()).toEqual(['.skillpack-old.0a1b2c3d.p__g__s01', 'p__g__s00', 'q__g__s00']);
  writeFileSync(lock, own.replace(/^\d+/, String(DEAD_PID)));
  ok(await runSpMain(['uninstall', 'p', '--agent', 'custom', '--path', sink], repo, home, { SKILLPACK_LOCK_TIMEOUT: '0' }));
  expect(readdirSync(sink)).toEqual(['q__g__s00']);
  expect(existsSync(lock)).toBe(false);
});

test('uninstall from a sink that is now a file takes no lock there and drops the record, as before', async () => {
  const sink = uniq('sink');
  const home = uniq('home');
  const repo = repoWithPack('p', 1);
  ok(await runSpMain(['install', 'p', '--agent', 'custom', '--path', sink], repo, home));
  rmSync(sink, { recursive: true });
  writeFileSync(sink, 'not a folder\n');
  const r = await runSpMain(['uninstall', 'p', '--agent', 'custom', '--path', sink], repo, home);
  ok(r);
  expect(r.stdout).toContain('0 removed');
  expect(readFileSync(sink, 'utf8')).toBe('not a folder\n');
});

describe('a .skillpack-lock sp did not write, or one left before a reboot', () => {
  test('a dangling symlink is one line at once (it spun at full CPU past any timeout), left in place', async () => {
    const sink = uniq('sink');
    mkdirSync(sink);
    const lock = path.join(sink, '.skillpack-lock');
    symlinkSync('nowhere', lock);
    const r = await runSpMain(['install', 'p', '--agent', 'custom', '--path', sink], repoWithPack('p', 1), uniq('home'), { SKILLPACK_LOCK_TIMEOUT: '0.2' });
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([`sp: ${lock}: a symlink, not a lock file sp wrote; if no sp process is running, delete it`]);
    expect(lstatSync(lock).isSymbolicLink()).toBe(true);
  });

  test("a user's file of that name is refused, never deleted as a stale lock", async () => {
    const sink = uniq('sink');
    mkdirSync(sink);
    const lock = path.join(sink, '.skillpack-lock');
    writeFileSync(lock, 'my notes about locking\n');
    const r = await runSpMain(['install', 'p', '--agent', 'custom', '--path', sink], repoWithPack('p', 1), uniq('home'), { SKILLPACK_LOCK_TIMEOUT: '0.2' });
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([`sp: ${lock}: not a lock file sp wrote (it holds something else); sp uses this name to take turns on the folder: move the file away`]);
    expect(readFileSync(lock, 'utf8')).toBe('my notes about locking\n');
  });

  test('a lock this host wrote before it booted again (another boot id, same host name) is taken over', async () => {
    const sink = uniq('sink');
    mkdirSync(sink);
    const lock = path.join(sink, '.skillpack-lock');
    const own = await withSinkLock(lock, async () => readFileSync(lock, 'utf8'));
    const [pid, space, host] = own.trim().split(' ');
    if (!space.startsWith('linux:')) return; // the boot id is Linux's
    writeFileSync(lock, `${pid} linux:00000000-0000-0000-0000-000000000000:${space.split(':')[2]} ${host}\n`);
    ok(await runSpMain(['install', 'p', '--agent', 'custom', '--path', sink], repoWithPack('p', 1), uniq('home'), { SKILLPACK_LOCK_TIMEOUT: '0' }));
    expect(existsSync(lock)).toBe(false);
  });
});
