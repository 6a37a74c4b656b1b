// Module-level tests (sources through ts-jest, not the bundle): names Windows cannot hold (device
// names such as CON or nul.md, a trailing dot or space, `< > : " | ? * \`), as install names and
// as files or folders inside a skill. A pack holding one installed on Linux and macOS but failed or
// lost files on Windows; like names that fold together, they are refused on every platform, by
// install, lock and the dry run alike, with one line naming the skill, the path and why.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { packRepo, skill } from '../helpers/sp.js';
import { runSpMain } from '../helpers/in-process.js';
import { windowsNameProblem } from '../../src/skillpack/discover.js';
import { validateSkillPack } from '../../src/skillpack/validate.js';

let t: ReturnType<typeof makeTempDir>;
let home: string;

beforeAll(() => {
  t = makeTempDir('sp-windows-');
  home = path.join(t.dir, 'home');
  mkdirSync(home);
});
afterAll(() => t.cleanup());

const sp = (args: string[], cwd: string) => runSpMain(args, cwd, home);
const uniq = (p: string) => path.join(t.dir, `${p}-${Math.random().toString(16).slice(2)}`);
const lines = (stderr: string) => stderr.split('\n').filter((l) => l && !l.startsWith("Run 'sp --help'"));

const DEVICE = (d: string) => `is the device name ${d} on Windows (in any case, with any extension): no file or folder there can have it`;
const CHAR = (c: string) => `contains '${c}': Windows allows none of < > : " | ? * \\ in a file or folder name`;
const DOT = 'ends with a dot: Windows drops it from a file or folder name';
const SPACE = 'ends with a space: Windows drops it from a file or folder name';

describe('windowsNameProblem', () => {
  test.each([
    ['CON', DEVICE('CON')],
    ['con', DEVICE('CON')],
    ['prn.txt', DEVICE('PRN')],
    ['aux', DEVICE('AUX')],
    ['NUL.md', DEVICE('NUL')],
    ['nul.tar.gz', DEVICE('NUL')],
    ['Con .txt', DEVICE('CON')],
    ['COM1', DEVICE('COM1')],
    ['com9.log', DEVICE('COM9')],
    ['LPT1', DEVICE('LPT1')],
    ['lpt9.txt', DEVICE('LPT9')],
    ['COM\u00b9', DEVICE('COM\u00b9')],
    ['com\u00b2.md', DEVICE('COM\u00b2')],
    ['LPT\u00b3', DEVICE('LPT\u00b3')],
    ['CONIN$', DEVICE('CONIN$')],
    ['conout$.log', DEVICE('CONOUT$')],
    ['notes.', DOT],
    ['...', DOT],
    ['notes ', SPACE],
    ['a<b', CHAR('<')],
    ['a>b', CHAR('>')],
    ['a:b', CHAR(':')],
    ['a"b', CHAR('"')],
    ['a|b', CHAR('|')],
    ['why?', CHAR('?')],
    ['*.md', CHAR('*')],
    ['a\\b', CHAR('\\')],
  ])('%j is refused', (name, why) => {
    expect(windowsNameProblem(name)).toBe(why);
  });

  test.each([['CONSOLE'], ['con-tools'], ['auxiliary.md'], ['nul_x'], ['COM10'], ['COM0'], ['LPT0.txt'], ['COM'], ['lpt'], ['x.con'], ['my con'], ['.hidden'], ['a..b'], ['SKILL.md'], ['ünï cödé'], ['p__aux']])('%j passes', (name) => {
    expect(windowsNameProblem(name)).toBeNull();
  });
});

describe('a file or folder inside a skill', () => {
  test.each([
    ['CON', DEVICE('CON')],
    ['prn.txt', DEVICE('PRN')],
    ['aux/notes.md', DEVICE('AUX')],
    ['NUL.md', DEVICE('NUL')],
    ['refs/com1.json', DEVICE('COM1')],
    ['LPT9', DEVICE('LPT9')],
    ['COM\u00b2.txt', DEVICE('COM\u00b2')],
    ['notes.', DOT],
    ['draft /x.md', SPACE],
    ['a<b', CHAR('<')],
    ['a>b', CHAR('>')],
    ['12:30.md', CHAR(':')],
    ['say "hi".md', CHAR('"')],
    ['a|b', CHAR('|')],
    ['why?.md', CHAR('?')],
    ['glob*', CHAR('*')],
    ['dir\\file.md', CHAR('\\')],
  ])('%j: install, lock and the dry run each refuse it in one line naming the path; nothing is made', async (rel, why) => {
    const repo = packRepo(t.dir, ['a/one', 'b/two']);
    skill(path.join(repo, 'skills'), 'a/one', { [rel]: 'x' });
    const sink = uniq('sink');
    // The walk stops at the first segment refused: a folder is named, not what it holds.
    const parts = rel.split('/');
    const shown = `skills/a/one/${parts.slice(0, parts.findIndex((p) => windowsNameProblem(p) !== null) + 1).join('/')}`;
    for (const args of [['install', 'p', '--agent', 'custom', '--path', sink], ['lock', 'p'], ['install', 'p', '--agent', 'custom', '--path', sink, '--dry-run']]) {
      const r = await sp(args, repo);
      expect(r.code).toBe(2);
      expect(lines(r.stderr)).toEqual([`sp: '${shown}': the name ${why}; rename it`]);
    }
    expect(existsSync(path.join(repo, 'packs/p.lock.json'))).toBe(false);
    expect(existsSync(sink) ? readdirSync(sink) : []).toEqual([]);
  });

  test('a skill the pack does not select may hold one: the pack installs', async () => {
    const repo = packRepo(t.dir, ['a/one', 'b/two']);
    skill(path.join(repo, 'skills'), 'b/two', { 'NUL.md': 'x' });
    writeFileSync(path.join(repo, 'packs/p.yaml'), 'name: p\ninclude: ["a/*"]\n');
    const sink = uniq('sink');
    expect(await sp(['install', 'p', '--agent', 'custom', '--path', sink], repo)).toMatchObject({ code: 0, stderr: '' });
    expect(readdirSync(sink)).toEqual(['p__a__one']);
  });
});

describe('an install name', () => {
  test.each([
    ['a prefix that is a device name', 'install:\n  prefix: aux\n  sep: "."\n', 'a/one', 'aux.a.one', DEVICE('AUX')],
    ['a prefix COM with a superscript digit', 'install:\n  prefix: "COM\u00b3"\n  sep: "."\n', 'a/one', 'COM\u00b3.a.one', DEVICE('COM\u00b3')],
    ['a skill folder ending in a dot', '', 'a/v1.', 'p__a__v1.', DOT],
    ['a skill folder ending in a space', '', 'a/draft ', 'p__a__draft ', SPACE],
    ['a skill folder with a colon', '', 'a/std:io', 'p__a__std:io', CHAR(':')],
    ['a skill folder with a backslash', '', 'a/x\\y', 'p__a__x\\y', CHAR('\\')],
    ['a separator with a pipe', 'install:\n  sep: "|"\n', 'a/one', 'p|a|one', CHAR('|')],
  ])('from %s: show, lock, install and the dry run each refuse it in one line; validate reports it', async (_what, install, id, name, why) => {
    const repo = packRepo(t.dir, ['b/two', id]);
    writeFileSync(path.join(repo, 'packs/p.yaml'), `name: p\ninclude: ["**"]\n${install}`);
    const sink = uniq('sink');
    const message = `skill '${id}' installs as '${name}', which ${why} (rename the skill, or change install.prefix or install.sep)`;
    for (const args of [['show', 'p'], ['lock', 'p'], ['install', 'p', '--agent', 'custom', '--path', sink], ['install', 'p', '--agent', 'custom', '--path', sink, '--dry-run']]) {
      const r = await sp(args, repo);
      expect(r.code).toBe(2);
      expect(lines(r.stderr)).toEqual([`sp: pack 'p' (packs/p.yaml): ${message}`]);
    }
    expect(existsSync(path.join(repo, 'packs/p.lock.json'))).toBe(false);
    expect(existsSync(sink)).toBe(false);
    const found = (await validateSkillPack(path.join(repo, 'packs', 'p.yaml'))).map((d) => `${d.rule}: ${d.message}`);
    // Each skill the prefix or separator spoils, the first of them as resolvePack names it.
    expect(found).toContain(`pack-collision: ${message}`);
    expect(found.every((f) => f.startsWith('pack-collision: '))).toBe(true);
  });
});

test('verify and uninstall of an existing install holding such a name (made before sp refused them) still work', async () => {
  const repo = packRepo(t.dir, ['a/one']);
  skill(path.join(repo, 'skills'), 'a/one', { 'notes.md': 'x' });
  const h = uniq('home');
  const sink = uniq('sink');
  expect(await runSpMain(['install', 'p', '--agent', 'custom', '--path', sink], repo, h)).toMatchObject({ code: 0, stderr: '' });
  // As an older sp installed a skill holding NUL.md: the file in the sink and in state.
  const folder = path.join(sink, 'p__a__one');
  renameSync(path.join(folder, 'notes.md'), path.join(folder, 'NUL.md'));
  const stateFile = path.join(h, '.skillpack', 'state.json');
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  const files = state.installs[0].files[folder];
  files['NUL.md'] = files['notes.md'];
  delete files['notes.md'];
  writeFileSync(stateFile, JSON.stringify(state));
  const v = await runSpMain(['verify', 'p', '--agent', 'custom', '--path', sink], repo, h);
  expect(v).toMatchObject({ code: 0, stderr: '' });
  expect(v.stdout).toBe(`pack p in ${sink}: 1 folder match what was installed\n`);
  expect(await runSpMain(['uninstall', 'p', '--agent', 'custom', '--path', sink], repo, h)).toMatchObject({ code: 0, stderr: '' });
  expect(readdirSync(sink)).toEqual([]);
});
