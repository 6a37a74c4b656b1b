// `sp install --dry-run` says what the real run will do: unchanged, updated, added, removed and
// backed up, the same for both (it used to call every owned folder "replaced").
import { jest } from '@jest/globals';
import { appendFileSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { skill } from '../helpers/sp.js';
import { main } from '../../src/cli/main.js';
import { spCommands } from '../../src/cli/sp/commands.js';

let t: ReturnType<typeof makeTempDir>;
let repo: string;
let sink: string;

async function sp(args: string[]) {
  let stdout = '';
  let stderr = '';
  const home = path.join(t.dir, 'home');
  const code = await main(args, { cwd: repo, env: { ...process.env, HOME: home, SKILLPACK_HOME: path.join(home, '.skillpack') }, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } }, spCommands, 'sp');
  return { code, stdout, stderr };
}

/** The --json summary of a dry run, then of the real run, with their lists. */
async function dryThenReal() {
  const base = ['install', 'p', '--agent', 'custom', '--path', sink, '--json'];
  const dry = await sp([...base, '--dry-run']);
  const real = await sp(base);
  expect(dry.code).toBe(0);
  expect(real.code).toBe(0);
  const pick = (s: string) => {
    const j = JSON.parse(s) as Record<string, unknown>;
    return { added: j.added, updated: j.updated, unchanged: j.unchanged, removed: j.removed, backed_up: j.backed_up };
  };
  return { dry: pick(dry.stdout), real: pick(real.stdout) };
}

// One clock for both runs, so the dry run's backup paths (named by the time) are the real run's.
const NOW = new Date('2026-01-02T03:04:05Z');
const backupDir = () => path.join(t.dir, 'home', '.skillpack', 'backup', '2026-01-02T03-04-05Z', 'custom');

beforeAll(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
  t = makeTempDir('sp-dry-');
  repo = path.join(t.dir, 'repo');
  for (const s of ['a', 'b', 'c']) skill(repo, `skills/${s}`);
  mkdirSync(path.join(repo, 'packs'));
  writeFileSync(path.join(repo, 'packs/p.yaml'), 'name: p\ninclude: ["a", "b", "c"]\n');
  sink = path.join(t.dir, 'sink');
});
afterAll(() => {
  jest.useRealTimers();
  t.cleanup();
});

test('first install: everything added, the dry run says the same', async () => {
  const { dry, real } = await dryThenReal();
  expect(dry).toEqual({ added: ['p__a', 'p__b', 'p__c'], updated: [], unchanged: [], removed: [], backed_up: [] });
  expect(real).toEqual(dry);
});

test('nothing changed: everything unchanged, not "replaced"', async () => {
  const { dry, real } = await dryThenReal();
  expect(dry).toEqual({ added: [], updated: [], unchanged: ['p__a', 'p__b', 'p__c'], removed: [], backed_up: [] });
  expect(real).toEqual(dry);
});

test('a source edit, a local edit and a skill dropped: updated, backed up and removed, alike in both', async () => {
  appendFileSync(path.join(repo, 'skills/a/SKILL.md'), '\nMore.\n');
  appendFileSync(path.join(sink, 'p__b/SKILL.md'), '\nmy local note\n');
  writeFileSync(path.join(repo, 'packs/p.yaml'), 'name: p\ninclude: ["a", "b"]\n');
  appendFileSync(path.join(sink, 'p__c/SKILL.md'), '\nedited before removal\n');
  // A backup of p__b from earlier in the same second: both runs name the next free one.
  mkdirSync(path.join(backupDir(), 'p__b'), { recursive: true });
  const { dry, real } = await dryThenReal();
  expect(dry).toEqual({
    added: [],
    updated: ['p__a', 'p__b'],
    unchanged: [],
    removed: ['p__c'],
    backed_up: [
      { path: path.join(sink, 'p__c'), to: path.join(backupDir(), 'p__c') },
      { path: path.join(sink, 'p__b'), to: path.join(backupDir(), 'p__b.2') },
    ],
  });
  expect(real).toEqual(dry);
  rmSync(path.join(t.dir, 'home', '.skillpack', 'backup'), { recursive: true, force: true });
});

test('a skill the real run could not copy fails the dry run too, naming the file, and nothing is touched', async () => {
  // A skill added by the pack: the dry run used to list it as added without reading it.
  skill(repo, 'skills/broken');
  symlinkSync(path.join(t.dir, 'nowhere.md'), path.join(repo, 'skills/broken/notes.md'));
  writeFileSync(path.join(repo, 'packs/p.yaml'), 'name: p\ninclude: ["a", "b", "broken"]\n');
  const before = readdirSync(sink).sort();
  const dry = await sp(['install', 'p', '--agent', 'custom', '--path', sink, '--dry-run']);
  const real = await sp(['install', 'p', '--agent', 'custom', '--path', sink]);
  expect(dry).toMatchObject({ code: 2, stdout: '' });
  expect(dry.stderr).toMatch(/skills\/broken\/notes\.md: dangling symlink/);
  expect(real.code).toBe(2);
  expect(real.stderr).toMatch(/skills\/broken\/notes\.md: dangling symlink/);
  expect(readdirSync(sink).sort()).toEqual(before);
  rmSync(path.join(repo, 'skills/broken'), { recursive: true });
  writeFileSync(path.join(repo, 'packs/p.yaml'), 'name: p\ninclude: ["a", "b"]\n');
});
