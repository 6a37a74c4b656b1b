// Module-level tests (sources through ts-jest, not the bundle), one per defect a hostile probe
// found: a state lock that is a folder (or a takeover guard that cannot be removed) spinning
// forever; crash recovery deleting or renaming a user's `.skillpack-tmp.*`/`.skillpack-old.*`
// folders; duplicate state records orphaning folders; sink names that move backups out of the
// backup folder; install names that are one folder on a case-insensitive file system; a
// staging folder that cannot be made reported as an internal error; control characters in
// arguments and pack file names splitting lines; a sink in sp's own folder.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { skill, packRepo } from '../helpers/sp.js';
import { runSpMain } from '../helpers/in-process.js';
import { copySkill } from '../../src/skillpack/copy.js';
import { fileHasher } from '../../src/core/file-hasher.js';
import { IoError } from '../../src/core/errors.js';
import { validateSkillPack } from '../../src/skillpack/validate.js';

let t: ReturnType<typeof makeTempDir>;
let home: string;
const spHome = () => path.join(home, '.skillpack');

const sp = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => runSpMain(args, cwd, home, env);

const uniq = (p: string) => `${p}-${Math.random().toString(16).slice(2)}`;

const makeRepo = (skills?: string[]) => packRepo(t.dir, skills);

const oneLine = (stderr: string) => expect(stderr.split('\n').filter((l) => l && !l.startsWith("Run 'sp --help'"))).toHaveLength(1);

beforeAll(() => {
  t = makeTempDir('sp-probe-');
  home = path.join(t.dir, 'home');
  mkdirSync(home);
});
afterAll(() => t.cleanup());

describe('the state lock never spins forever', () => {
  const old = (p: string) => utimesSync(p, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));

  test('a state.lock that is a folder is an error naming it, not an endless retry', async () => {
    const repo = makeRepo();
    mkdirSync(spHome(), { recursive: true });
    const lockFile = path.join(spHome(), 'state.lock');
    mkdirSync(lockFile);
    old(lockFile);
    try {
      const r = await sp(['install', 'p', '--agent', 'custom', '--path', path.join(t.dir, uniq('sink'))], repo, { SKILLPACK_LOCK_TIMEOUT: '0.3' });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`sp: ${lockFile}: is a directory: not a lock file sp can read; if no sp process is running, delete it\n`);
      // Not sp's to remove.
      expect(existsSync(lockFile)).toBe(true);
    } finally {
      rmSync(lockFile, { recursive: true, force: true });
    }
  }, 10_000);

  test('a stale lock whose takeover guard cannot be removed fails after the timeout, naming both files', async () => {
    const t2 = makeTempDir('sp-probe-lock-');
    try {
      const repo = makeRepo();
      const h = path.join(t2.dir, '.skillpack');
      mkdirSync(h);
      const lockFile = path.join(h, 'state.lock');
      writeFileSync(lockFile, 'garbage\n');
      mkdirSync(`${lockFile}.takeover`);
      old(`${lockFile}.takeover`);
      const r = await sp(['install', 'p', '--agent', 'custom', '--path', path.join(t2.dir, 'sink')], repo, { SKILLPACK_HOME: h, SKILLPACK_LOCK_TIMEOUT: '0.3' });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`sp: ${lockFile}: left by a process that is gone, and ${lockFile}.takeover is in the way of taking it over; waited 0.3 s: if no sp process is running, delete both\n`);
      expect(existsSync(path.join(t2.dir, 'sink'))).toBe(false);
    } finally {
      t2.cleanup();
    }
  }, 10_000);
});

describe('crash recovery touches only what sp made and owns', () => {
  test("a user's .skillpack-tmp.notes, .skillpack-old.keep and an unowned .skillpack-old.<hex>.x survive an install and an uninstall", async () => {
    const repo = makeRepo();
    const sink = path.join(t.dir, uniq('sink'));
    const mine = ['.skillpack-tmp.notes', '.skillpack-old.keep', '.skillpack-old.0a1b2c3d.x'];
    for (const n of mine) {
      mkdirSync(path.join(sink, n), { recursive: true });
      writeFileSync(path.join(sink, n, 'f'), 'precious');
    }
    expect((await sp(['install', 'p', '--agent', 'custom', '--path', sink], repo)).code).toBe(0);
    expect((await sp(['uninstall', 'p', '--agent', 'custom', '--path', sink], repo)).code).toBe(0);
    expect(readdirSync(sink).sort()).toEqual([...mine].sort());
    for (const n of mine) expect(readFileSync(path.join(sink, n, 'f'), 'utf8')).toBe('precious');
  });

  test("sp's own leftovers are still recovered: staging deleted, an owned folder moved aside put back", async () => {
    const repo = makeRepo();
    const sink = path.join(t.dir, uniq('sink'));
    expect((await sp(['install', 'p', '--agent', 'custom', '--path', sink], repo)).code).toBe(0);
    mkdirSync(path.join(sink, '.skillpack-tmp.0a1b2c3d.p__a__one'));
    renameSync(path.join(sink, 'p__b__two'), path.join(sink, '.skillpack-old.0a1b2c3d.p__b__two'));
    expect((await sp(['uninstall', 'p', '--agent', 'custom', '--path', sink], repo)).code).toBe(0);
    expect(readdirSync(sink)).toEqual([]);
  });
});

describe('state.json with two records for one (sink_path, pack)', () => {
  test('is refused with one line naming both, and nothing is deleted or orphaned', async () => {
    const repo = makeRepo();
    const h = path.join(t.dir, uniq('home'));
    const sink = path.join(t.dir, uniq('sink'));
    expect((await sp(['install', 'p', '--agent', 'custom', '--path', sink], repo, { SKILLPACK_HOME: h })).code).toBe(0);
    const stateFile = path.join(h, 'state.json');
    const state = JSON.parse(readFileSync(stateFile, 'utf8'));
    const [rec] = state.installs;
    const second = { ...rec, installed_paths: [path.join(sink, 'p__b__two')] };
    rec.installed_paths = [path.join(sink, 'p__a__one')];
    state.installs.push(second);
    writeFileSync(stateFile, JSON.stringify(state));
    for (const cmd of ['uninstall', 'install']) {
      const r = await sp([cmd, 'p', '--agent', 'custom', '--path', sink], repo, { SKILLPACK_HOME: h });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`sp: ${stateFile}: not a valid skillpack state file (installs[0] and installs[1] are both pack 'p' in ${sink}; merge their installed_paths into one record)\n`);
    }
    expect(readdirSync(sink).sort()).toEqual(['p__a__one', 'p__b__two']);
  });
});

describe('state.json whose files entry is not a map of hashes', () => {
  test('is refused with one line, rather than verify listing each character of a string as a missing file', async () => {
    const repo = makeRepo();
    const h = path.join(t.dir, uniq('home'));
    const sink = path.join(t.dir, uniq('sink'));
    expect((await sp(['install', 'p', '--agent', 'custom', '--path', sink], repo, { SKILLPACK_HOME: h })).code).toBe(0);
    const stateFile = path.join(h, 'state.json');
    const state = JSON.parse(readFileSync(stateFile, 'utf8'));
    const p = path.join(sink, 'p__a__one');
    state.installs[0].files[p] = 'garbage';
    writeFileSync(stateFile, JSON.stringify(state));
    const r = await sp(['verify', 'p', '--agent', 'custom', '--path', sink], repo, { SKILLPACK_HOME: h });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`sp: ${stateFile}: not a valid skillpack state file (installs[0].files[${JSON.stringify(p)}] must map file paths to their SHA-256)\n`);
  });
});

describe('sink names in config.yaml', () => {
  test.each([['../../evil'], ['a/b'], ['..'], ['tab\there']])('%j is refused: it would put backups outside the backup folder or split lines', async (name) => {
    const h = path.join(t.dir, uniq('home'));
    mkdirSync(h);
    writeFileSync(path.join(h, 'config.yaml'), `sinks:\n  ${JSON.stringify(name)}: /tmp/somewhere\n`);
    const r = await sp(['config'], t.dir, { SKILLPACK_HOME: h });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${path.join(h, 'config.yaml')}: sink name ${JSON.stringify(name)} must`);
    oneLine(r.stderr);
  });

  test('an edited folder in a sink named "../../evil" is not backed up outside the backup folder', async () => {
    // Before the fix the backup landed at <SKILLPACK_HOME>/../evil/<name>.
    const h = path.join(t.dir, uniq('home'), '.skillpack');
    mkdirSync(h, { recursive: true });
    const sink = path.join(t.dir, uniq('sink'));
    writeFileSync(path.join(h, 'config.yaml'), `sinks:\n  "../../evil": ${sink}\n`);
    const r = await sp(['install', 'p', '--agent', '../../evil'], makeRepo(), { SKILLPACK_HOME: h });
    expect(r.code).toBe(2);
    expect(existsSync(sink)).toBe(false);
  });
});

describe('install names that are one folder on a case-insensitive or normalising file system', () => {
  test.each([
    ['case', 'c/Tool', 'c/tool'],
    ['Unicode normalisation (NFC and NFD)', 'c/caf\u00e9', 'c/cafe\u0301'],
  ])('two skills differing only in %s are refused by show and install, before anything is copied', async (_what, a, b) => {
    const repo = makeRepo(['a/one', a, b]);
    const sink = path.join(t.dir, uniq('sink'));
    for (const args of [['show', 'p'], ['install', 'p', '--agent', 'custom', '--path', sink]]) {
      const r = await sp(args, repo);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('which differ only in case or Unicode normalisation: one folder on macOS and Windows (rename one)');
      expect(r.stderr).toContain(`'${a}'`);
      oneLine(r.stderr);
    }
    expect(existsSync(sink)).toBe(false);
  });
  test('validate (pack-collision) reports the same pair, so it agrees with show and install', async () => {
    const repo = makeRepo(['c/Tool', 'c/tool']);
    const found = (await validateSkillPack(path.join(repo, 'packs', 'p.yaml'))).map((d) => `${d.rule}: ${d.message}`);
    expect(found).toEqual(["pack-collision: skills 'c/Tool' and 'c/tool' install as 'p__c__Tool' and 'p__c__tool', which differ only in case or Unicode normalisation: one folder on macOS and Windows (rename one)"]);
  });
});

describe('a staging folder that cannot be made', () => {
  test('copySkill reports an IoError naming the sink, not a raw system error', async () => {
    const src = path.join(t.dir, uniq('src'));
    skill(src, 's');
    const hasher = fileHasher();
    try {
      const dest = path.join(t.dir, uniq('gone'), '.skillpack-tmp.0a1b2c3d.x');
      let caught: unknown;
      try {
        copySkill(path.join(src, 's'), dest, { containRoot: null, label: 'skills/s' }, hasher);
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(IoError);
      expect((caught as Error).message).toBe(`sink ${path.dirname(dest)}: no such file or directory (making .skillpack-tmp.0a1b2c3d.x)`);
    } finally {
      await hasher.close();
    }
  });

  const asRoot = process.getuid?.() === 0;
  (asRoot ? test.skip : test)('a read-only sink is one line naming it, not an internal error', async () => {
    const repo = makeRepo();
    const sink = path.join(t.dir, uniq('rosink'));
    mkdirSync(sink, { mode: 0o555 });
    const r = await sp(['install', 'p', '--agent', 'custom', '--path', sink], repo);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^sp: sink ${sink}: permission denied \\(making \\.skillpack-tmp\\.[0-9a-f]{8}\\.p__a__one\\)\n$`));
  });
});

describe('control characters', () => {
  test.each([
    [['uninstall', 'x\ny', '--agent', 'custom', '--path', '/tmp/s'], 'PACK "x\\ny"'],
    [['install', 'p', '--agent', 'a\nb'], '--agent "a\\nb"'],
    [['install', 'p', '--agent', 'custom', '--path', '/tmp/new\nline'], '--path "/tmp/new\\nline"'],
    [['show', 'esc\x1b[31m.yaml'], 'PACK "esc\\u001b[31m.yaml"'],
  ])('in an argument (%j) make a one-line usage error', async (args, shown) => {
    const repo = makeRepo();
    const r = await sp(args, repo);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`sp: ${shown}: contains a control character (newline, tab, escape, …), which no pack, sink or path given to sp may hold\nRun 'sp --help' for usage.\n`);
    expect(existsSync('/tmp/new\nline')).toBe(false);
  });

  test('in a pack file name, sp packs prints it escaped on one line', async () => {
    const repo = makeRepo();
    writeFileSync(path.join(repo, 'packs', 'x\ny\x1b[31m.yaml'), 'bad: [');
    const r = await sp(['packs'], repo);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('p\n"x\\ny\\u001b[31m"\n');
    expect(JSON.parse((await sp(['packs', '--json'], repo)).stdout)[1].name).toBe('x\ny\x1b[31m');
  });
});

describe("a sink in sp's own folder", () => {
  test.each([
    ['SKILLPACK_HOME itself', (h: string) => h],
    ['inside the import cache', (h: string) => path.join(h, 'cache', 'x')],
    ['inside the backup folder', (h: string) => path.join(h, 'backup', 'x')],
  ])('%s is refused before anything is made', async (_what, at) => {
    const h = path.join(t.dir, uniq('home'));
    const sink = at(h);
    const r = await sp(['install', 'p', '--agent', 'custom', '--path', sink], makeRepo(), { SKILLPACK_HOME: h });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`sp: ${sink}: the sink is `);
    expect(r.stderr).toContain('where sp keeps its own files (choose a --path outside it)');
    expect(existsSync(path.join(sink, 'p__a__one'))).toBe(false);
  });

  test('a sink merely below SKILLPACK_HOME (set to a folder that also holds agent folders) still works', async () => {
    const h = path.join(t.dir, uniq('home'));
    const r = await sp(['install', 'p', '--agent', 'custom', '--path', path.join(h, 'agent-skills')], makeRepo(), { SKILLPACK_HOME: h });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
});
