// Module-level tests (sources through ts-jest): what killed runs leave behind, cleaned or taken
// over by the next run.
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { git, skill } from '../helpers/sp.js';
import { fetchImport } from '../../src/skillpack/remote.js';
import { withStateLock } from '../../src/skillpack/state.js';

let t: ReturnType<typeof makeTempDir>;

beforeAll(() => {
  t = makeTempDir('sp-leftovers-');
});
afterAll(() => t.cleanup());

/** A pid no process has: above Linux's pid_max limit (2^22). */
const DEAD_PID = 2 ** 22 + 12345;

test('a fetch under repo.lock removes checkout temp folders and indexes of dead runs in trees/, nothing else', async () => {
  const work = path.join(t.dir, 'work');
  git(['init', '-q', '-b', 'main', work], t.dir);
  skill(work, 'tools/lint');
  git(['add', '-A'], work);
  git(['commit', '-qm', 'v1'], work);
  const remote = path.join(t.dir, 'remote.git');
  git(['clone', '-q', '--bare', work, remote], t.dir);
  const url = `file://${remote}`;
  const cache = path.join(t.dir, 'cache');
  const first = await fetchImport(url, null, cache);
  const trees = path.dirname(first.tree);

  const killed = `.tmp-${DEAD_PID}-0123abcd`;
  mkdirSync(path.join(trees, killed, 'tools'), { recursive: true });
  writeFileSync(path.join(trees, killed, 'tools', 'f'), 'x');
  writeFileSync(path.join(trees, `${killed}.index`), 'x');
  // Not sp's names, or a live process's temp folder: kept.
  const kept = [`.tmp-${process.pid}-0123abcd`, `.tmp-${DEAD_PID}-0123ABCD`, `.tmp-${DEAD_PID}-0123abcd.x`, '.tmp-abc', 'tmp-1-0123abcd', '.tmp-0-0123abcd'];
  for (const name of kept) mkdirSync(path.join(trees, name));

  expect((await fetchImport(url, null, cache)).tree).toBe(first.tree);
  expect(readdirSync(trees).sort()).toEqual([...kept, path.basename(first.tree)].sort());
});

test('an empty state.lock older than the grace is taken over at once, a live pid is still waited for', async () => {
  const lockFile = path.join(t.dir, 'state', 'state.lock');
  mkdirSync(path.dirname(lockFile), { recursive: true });
  writeFileSync(lockFile, '');
  const old = new Date(Date.now() - 3000);
  utimesSync(lockFile, old, old);
  const started = Date.now();
  await expect(withStateLock(lockFile, async () => 'ran', { timeoutMs: 1000, pollMs: 20 })).resolves.toBe('ran');
  expect(Date.now() - started).toBeLessThan(1000);
  expect(existsSync(lockFile)).toBe(false);

  // A fresh empty lock is one whose owner has not written its pid yet: waited for.
  writeFileSync(lockFile, '');
  await expect(withStateLock(lockFile, async () => 'ran', { timeoutMs: 200, pollMs: 20 })).rejects.toThrow('another sp process (pid 0)');

  writeFileSync(lockFile, `${process.pid}\n`);
  utimesSync(lockFile, old, old);
  await expect(withStateLock(lockFile, async () => 'ran', { timeoutMs: 200, pollMs: 20 })).rejects.toThrow(`another sp process (pid ${process.pid})`);
  expect(existsSync(lockFile)).toBe(true);
});
