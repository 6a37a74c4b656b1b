// Module-level tests (sources through ts-jest, not the bundle): the sp CLI runs in-process
// through main() with the sp registry, so these see src/ without `npm run bundle`.
// Covers: the import cache lock honouring SKILLPACK_LOCK_TIMEOUT; uninstall/verify after a
// sink's path moved; imports with a relative repo; names with control characters.
import { existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { git, skill } from '../helpers/sp.js';
import { runSpMain } from '../helpers/in-process.js';
import { fetchImport, importUrl } from '../../src/skillpack/remote.js';
import { packRepoRoot } from '../../src/skillpack/packfile.js';
import { installNameProblem } from '../../src/skillpack/resolve.js';
import { quoteName } from '../../src/skillpack/discover.js';
import { loadSkillPack } from '../../src/skillpack/pack-load.js';
import { skillPackRules } from '../../src/skillpack/rules/index.js';
import { DiagnosticCollector, metaMap, runRules } from '../../src/core/diagnostics.js';

let t: ReturnType<typeof makeTempDir>;
let home: string;
const spHome = () => path.join(home, '.skillpack');

const sp = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => runSpMain(args, cwd, home, env);

/** A git repository (work tree) with the given skills committed; returns its HEAD. */
function makeGitRepo(dir: string, skills: string[]): string {
  git(['init', '-q', '-b', 'main', dir], t.dir);
  for (const s of skills) skill(dir, s);
  git(['add', '-A'], dir);
  git(['commit', '-qm', 'skills'], dir);
  return git(['rev-parse', 'HEAD'], dir);
}

const uniq = (p: string) => `${p}-${Math.random().toString(16).slice(2)}`;

beforeAll(() => {
  t = makeTempDir('sp-robust-');
  home = path.join(t.dir, 'home');
  mkdirSync(home);
});
afterAll(() => t.cleanup());

describe('the import cache lock honours SKILLPACK_LOCK_TIMEOUT', () => {
  test('a live fetch lock fails after the set timeout (not 10 minutes), naming the lock file and what to do', async () => {
    const remote = path.join(t.dir, uniq('lockremote'));
    makeGitRepo(remote, ['tools/lint']);
    const repo = path.join(t.dir, uniq('lockrepo'));
    mkdirSync(path.join(repo, 'packs'), { recursive: true });
    writeFileSync(path.join(repo, 'packs/p.yaml'), `name: p\nimports:\n  - repo: file://${remote}\n    include: ["tools/*"]\n`);
    const cache = path.join(t.dir, uniq('lockcache'));
    expect((await sp(['show', 'p', '--cache-dir', cache], repo)).code).toBe(0);
    const [dir] = readdirSync(cache);
    const lockFile = path.join(cache, dir, 'repo.lock');
    // This test process is alive, so the lock is another run's fetch in progress.
    writeFileSync(lockFile, `${process.pid}\n`);
    try {
      // Waiting past the 0.3 s (for the lock holder, which never lets go) would end in the test's timeout.
      const r = await sp(['show', 'p', '--cache-dir', cache], repo, { SKILLPACK_LOCK_TIMEOUT: '0.3' });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(
        `sp: another sp process (pid ${process.pid}) is fetching file://${remote} into the same cache; waited 0.3 s for ${lockFile}: ` +
          `run sp again once it has finished (SKILLPACK_LOCK_TIMEOUT=<seconds> waits longer), or, if pid ${process.pid} is not an sp process, delete ${lockFile}\n`,
      );
      // The same wait bounds install's fetch, before the state lock is taken.
      const i = await sp(['install', 'p', '--cache-dir', cache, '--agent', 'custom', '--path', path.join(t.dir, uniq('locksink'))], repo, { SKILLPACK_LOCK_TIMEOUT: '0' });
      expect(i.code).toBe(2);
      expect(i.stderr).toContain(`waited 0 s for ${lockFile}`);
    } finally {
      rmSync(lockFile, { force: true });
    }
    expect((await sp(['show', 'p', '--cache-dir', cache], repo, { SKILLPACK_LOCK_TIMEOUT: '0.3' })).code).toBe(0);
  });

  test('fetchImport takes the wait from its caller (the CLI passes SKILLPACK_LOCK_TIMEOUT and the hint)', async () => {
    const remote = path.join(t.dir, uniq('lockremote2'));
    makeGitRepo(remote, ['a/b']);
    const cache = path.join(t.dir, uniq('lockcache2'));
    await fetchImport(`file://${remote}`, null, cache);
    const [dir] = readdirSync(cache);
    const lockFile = path.join(cache, dir, 'repo.lock');
    writeFileSync(lockFile, `${process.pid}\n`);
    try {
      await expect(fetchImport(`file://${remote}`, null, cache, { lock: { timeoutMs: 100, pollMs: 20 } })).rejects.toThrow(`waited 0.1 s for ${lockFile}: run sp again once it has finished, or, if pid ${process.pid} is not an sp process, delete ${lockFile}`);
    } finally {
      rmSync(lockFile, { force: true });
    }
  });
});

describe('uninstall and verify after the sink path moved', () => {
  let repo: string;
  let oldSink: string;
  beforeAll(async () => {
    repo = path.join(t.dir, 'moved-repo');
    skill(repo, 'skills/a');
    mkdirSync(path.join(repo, 'packs'));
    writeFileSync(path.join(repo, 'packs/m.yaml'), 'name: m\ninclude: ["a"]\n');
    oldSink = path.join(t.dir, 'old sink');
    mkdirSync(spHome(), { recursive: true });
    writeFileSync(path.join(spHome(), 'config.yaml'), `sinks:\n  team: ${oldSink}\n`);
    expect((await sp(['install', 'm', '--agent', 'team'], repo)).code).toBe(0);
    expect((await sp(['install', 'm', '--agent', 'custom', '--path', path.join(t.dir, 'custom-sink')], repo)).code).toBe(0);
  });

  const newSink = () => path.join(t.dir, 'new-sink');
  test.each([
    ['config.yaml moved the sink', 'uninstall', [] as string[], 'config'],
    ['config.yaml moved the sink', 'verify', [], 'config'],
    ['another --path', 'uninstall', ['--path', 'PATH'], 'flag'],
    ['another --path', 'verify', ['--path', 'PATH'], 'flag'],
    ['another --path, --dry-run', 'uninstall', ['--path', 'PATH', '--dry-run'], 'flag'],
  ])('%s: %s names the recorded path and the command for it, exit 2', async (_label, command, extra, how) => {
    if (how === 'config') writeFileSync(path.join(spHome(), 'config.yaml'), `sinks:\n  team: ${newSink()}\n`);
    try {
      for (const cwd of [repo, t.dir]) {
        const r = await sp([command, 'm', '--agent', 'team', ...extra.map((a) => (a === 'PATH' ? newSink() : a))], cwd);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toBe(`sp: pack 'm' is not installed in ${newSink()}; state records it for team in ${oldSink} (the sink's path has changed since the install?): run sp ${command} m --agent team --path '${oldSink}'\n`);
      }
    } finally {
      writeFileSync(path.join(spHome(), 'config.yaml'), `sinks:\n  team: ${oldSink}\n`);
    }
    expect(existsSync(path.join(oldSink, 'm__a'))).toBe(true);
  });

  test('a pack installed only for other agents, and one installed nowhere, say so', async () => {
    const claude = await sp(['verify', 'm', '--agent', 'claude'], repo);
    expect(claude.code).toBe(2);
    expect(claude.stderr).toBe(`sp: pack 'm' is not installed in ${path.join(home, '.claude/skills')}; state records it only for team in ${oldSink}, custom in ${path.join(t.dir, 'custom-sink')} (see sp installed)\n`);
    const none = await sp(['uninstall', 'nope', '--agent', 'team'], t.dir);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(`sp: pack 'nope' is not installed in ${oldSink} (see sp installed)\n`);
  });

  test('the suggested command works', async () => {
    const r = await sp(['uninstall', 'm', '--agent', 'team', '--path', oldSink], t.dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(existsSync(path.join(oldSink, 'm__a'))).toBe(false);
  });
});

describe('imports with a relative repo', () => {
  test.each([
    ['../x', '/w/repo', '/w/x'],
    ['./vendor/skills', '/w/repo', '/w/repo/vendor/skills'],
    ['..', '/w/repo', '/w'],
    ['../x/', '/w/repo', '/w/x'],
    ['github.com/acme/skills', null, 'https://github.com/acme/skills.git'],
    ['https://example.com/a/b.git', null, 'https://example.com/a/b.git'],
    ['file:///srv/skills', null, 'file:///srv/skills'],
    ['git@example.com:a/b.git', null, 'git@example.com:a/b.git'],
    ['/srv/skills.git', null, '/srv/skills.git'],
  ])('valid: %s from %s is %s', (repo, base, url) => {
    expect(importUrl(repo, base)).toBe(url);
  });

  test.each([
    ['../x', null, "import ../x: a relative repo is resolved against the pack's repository, the folder holding its packs/ folder; this pack file is not in a packs/ folder (use an absolute path or a URL)"],
    ['shared', '/w/repo', "import shared: not a git URL (https://…, ssh://…, git@host:path, file://…), github.com/<org>/<repo> or an absolute path; write ./shared for a folder relative to the pack's repository"],
    ['dir/x', '/w/repo', 'import dir/x: not a git URL'],
    ['~/x', '/w/repo', 'import ~/x: not a git URL'],
    ['github.com/only-org', '/w/repo', 'import github.com/only-org: not a git URL'],
  ])('invalid: %s from %s', (repo, base, message) => {
    expect(() => importUrl(repo, base)).toThrow(message);
  });

  test('packRepoRoot: the folder holding packs/, symlinks resolved; null outside a packs/ folder', () => {
    const real = path.join(t.dir, 'prr-real');
    mkdirSync(path.join(real, 'packs', 'sub'), { recursive: true });
    symlinkSync(real, path.join(t.dir, 'prr-link'));
    expect(packRepoRoot(path.join(real, 'packs/p.yaml'))).toBe(realpathSync(real));
    expect(packRepoRoot(path.join(t.dir, 'prr-link', 'packs/p.yaml'))).toBe(realpathSync(real));
    expect(packRepoRoot(path.join(real, 'p.yaml'))).toBeNull();
    expect(packRepoRoot(path.join(real, 'packs/sub/p.yaml'))).toBeNull();
  });

  test('../shared resolves against the pack\'s repository whatever the working directory or cache; state and lock keep the repo as written', async () => {
    const base = path.join(t.dir, uniq('rel'));
    const head = makeGitRepo(path.join(base, 'shared'), ['tools/lint']);
    const repo = path.join(base, 'authoring');
    mkdirSync(path.join(repo, 'packs'), { recursive: true });
    writeFileSync(path.join(repo, 'packs/r.yaml'), 'name: r\nimports:\n  - repo: ../shared\n    include: ["tools/*"]\n');
    // Decoys: a `shared` repository beside every other folder the old code (or git) could have
    // resolved ../shared against: the working directory and the cache.
    const elsewhere = path.join(base, 'elsewhere', 'cwd');
    mkdirSync(elsewhere, { recursive: true });
    makeGitRepo(path.join(base, 'elsewhere', 'shared'), ['decoy/skill']);
    const cacheA = path.join(base, 'cache-a');
    const cacheB = path.join(base, 'cache-b');
    makeGitRepo(path.join(cacheA, 'shared'), ['decoy/skill']);
    const packFile = path.join(repo, 'packs/r.yaml');
    const runs = [
      await sp(['show', 'r', '--json', '--cache-dir', cacheA], repo),
      await sp(['show', 'r', '--json', '--cache-dir', cacheA], path.join(repo, 'packs')),
      await sp(['show', packFile, '--json', '--cache-dir', cacheB], elsewhere),
      await sp(['show', path.relative(elsewhere, packFile), '--json', '--cache-dir', cacheB], elsewhere),
    ];
    for (const r of runs) {
      expect(r.stderr).toBe('');
      expect(JSON.parse(r.stdout).imports).toEqual([{ repo: '../shared', ref: null, commit: head, skills: ['tools/lint'] }]);
    }
    // One cache entry per repository, keyed by where it really is, beside the decoy.
    expect(readdirSync(cacheA).filter((n) => n !== 'shared')).toHaveLength(1);

    const sink = path.join(base, 'sink');
    const i = await sp(['install', packFile, '--agent', 'custom', '--path', sink, '--cache-dir', cacheB], elsewhere);
    expect(i.stderr).toBe('');
    expect(readdirSync(sink)).toEqual(['r__tools__lint']);
    const state = JSON.parse(readFileSync(path.join(spHome(), 'state.json'), 'utf8'));
    expect(state.installs.find((r: { sink_path: string }) => r.sink_path === sink).imports).toEqual([{ repo: '../shared', ref: null, commit: head }]);
    expect((await sp(['lock', 'r', '--cache-dir', cacheA], repo)).code).toBe(0);
    const lock = JSON.parse(readFileSync(path.join(repo, 'packs/r.lock.json'), 'utf8'));
    expect(lock.imports).toEqual([{ repo: '../shared', ref: null, commit: head }]);
    expect(lock.skills.map((s: { source: string }) => s.source)).toEqual(['../shared']);
    const locked = await sp(['install', 'r', '--locked', '--agent', 'custom', '--path', path.join(base, 'sink2'), '--cache-dir', cacheB], path.join(repo, 'packs'));
    expect(locked.stderr).toBe('');

    // validate finds the pinned commit in the cache through the same resolution.
    const env = { HOME: home, SKILLPACK_HOME: path.join(base, 'validate-home') };
    mkdirSync(env.SKILLPACK_HOME);
    symlinkSync(cacheA, path.join(env.SKILLPACK_HOME, 'cache'));
    writeFileSync(path.join(repo, 'packs/v.yaml'), `name: v\nimports:\n  - repo: ../shared\n    ref: ${head}\n    include: ["nothing/*"]\n`);
    const ctx = await loadSkillPack(path.join(repo, 'packs/v.yaml'), env);
    expect(ctx.importSkills[0]?.skills.map((s) => s.id)).toEqual(['tools/lint']);
    const collector = new DiagnosticCollector(metaMap(skillPackRules));
    await runRules(skillPackRules, ctx, collector, ctx.file);
    expect(collector.diagnostics.map((d) => `${d.rule}: ${d.message}`)).toEqual([`pack-include-empty: imports[0] include 'nothing/*' matches no skill of ../shared at ${head.slice(0, 12)}`]);
  });

  test('a bare relative repo, and a relative one in a pack file outside packs/, are refused with one line', async () => {
    const repo = path.join(t.dir, uniq('relbad'));
    mkdirSync(path.join(repo, 'packs'), { recursive: true });
    writeFileSync(path.join(repo, 'packs/b.yaml'), 'name: b\nimports:\n  - repo: shared\n    include: ["**"]\n');
    writeFileSync(path.join(repo, 'o.yaml'), 'name: o\nimports:\n  - repo: ../shared\n    include: ["**"]\n');
    const cache = path.join(t.dir, uniq('relbad-cache'));
    const b = await sp(['show', 'b', '--cache-dir', cache], repo);
    expect(b.code).toBe(2);
    expect(b.stderr).toBe("sp: import shared: not a git URL (https://…, ssh://…, git@host:path, file://…), github.com/<org>/<repo> or an absolute path; write ./shared for a folder relative to the pack's repository\n");
    const o = await sp(['show', './o.yaml', '--cache-dir', cache], repo);
    expect(o.code).toBe(2);
    expect(o.stderr).toMatch(/^sp: import \.\.\/shared: a relative repo is resolved against the pack's repository, the folder holding its packs\/ folder; this pack file is not in a packs\/ folder/);
    expect(existsSync(cache)).toBe(false);
  });
});

describe('names with control characters', () => {
  test.each([
    ['plain', "'plain'"],
    ['a\nb', '"a\\nb"'],
    ['tab\there', '"tab\\there"'],
    ['esc\x1b[31m"q"\\', '"esc\\u001b[31m\\"q\\"\\\\"'],
    ['c1\x9b', '"c1\\u009b"'],
    ['del\x7f', '"del\\u007f"'],
    ['ünï cödé', "'ünï cödé'"],
  ])('quoteName(%j) is %s', (name, shown) => {
    expect(quoteName(name)).toBe(shown);
  });

  test.each([
    ['p__a', null],
    ['p__ünï cödé', null],
    ['p__a\nb', 'contains a control character'],
    ['p\t__a', 'contains a control character'],
    ['p__a\x85', 'contains a control character'],
  ])('installNameProblem(%j)', (name, problem) => {
    const got = installNameProblem(name);
    if (problem === null) expect(got).toBeNull();
    else expect(got).toContain(problem);
  });

  test.each([
    ['a newline', 'bad\nname', '"skills/bad\\nname"'],
    ['a tab', 'tab\there', '"skills/tab\\there"'],
    ['an escape in a parent folder', 'grp\x1b/leaf', '"skills/grp\\u001b/leaf"'],
    ['a C1 control', 'c1\x9b', '"skills/c1\\u009b"'],
  ])('a local skill folder with %s: list, show, install and lock refuse it in one line; nothing installed, no state', async (_label, id, shown) => {
    const repo = path.join(t.dir, uniq('ctl'));
    skill(repo, 'skills/ok');
    skill(repo, `skills/${id}`);
    mkdirSync(path.join(repo, 'packs'));
    writeFileSync(path.join(repo, 'packs/c.yaml'), 'name: c\ninclude: ["**"]\n');
    const sink = path.join(t.dir, uniq('ctl-sink'));
    const home2 = path.join(t.dir, uniq('ctl-home'));
    for (const args of [['list'], ['show', 'c'], ['install', 'c', '--agent', 'custom', '--path', sink], ['lock', 'c']]) {
      const r = await sp(args, repo, { SKILLPACK_HOME: home2 });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`sp: ${shown}: the name contains a control character (newline, tab, …), which no install name or state key may hold; rename it\n`);
    }
    expect(existsSync(sink)).toBe(false);
    expect(existsSync(path.join(home2, 'state.json'))).toBe(false);
    expect(existsSync(path.join(repo, 'packs/c.lock.json'))).toBe(false);
  });

  test('a file with a newline inside a selected skill is refused before anything changes', async () => {
    const repo = path.join(t.dir, uniq('ctlfile'));
    skill(repo, 'skills/ok', { 'notes\n.md': 'x' });
    mkdirSync(path.join(repo, 'packs'));
    writeFileSync(path.join(repo, 'packs/f.yaml'), 'name: f\ninclude: ["ok"]\n');
    const sink = path.join(t.dir, uniq('ctlfile-sink'));
    const r = await sp(['install', 'f', '--agent', 'custom', '--path', sink], repo);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('sp: "skills/ok/notes\\n.md": the name contains a control character (newline, tab, …), which no install name or state key may hold; rename it\n');
    expect(readdirSync(sink)).toEqual([]);
  });

  test('a pack name or prefix with a control character is refused, named with escapes', async () => {
    const repo = path.join(t.dir, uniq('ctlpack'));
    skill(repo, 'skills/ok');
    mkdirSync(path.join(repo, 'packs'));
    writeFileSync(path.join(repo, 'packs/n.yaml'), 'name: "n\\tm"\ninclude: ["ok"]\ninstall:\n  prefix: n\n');
    writeFileSync(path.join(repo, 'packs/p.yaml'), 'name: p\ninclude: ["ok"]\ninstall:\n  prefix: "p\\n"\n');
    const n = await sp(['show', 'n'], repo);
    expect(n.stderr).toBe('sp: packs/n.yaml:1: /name: "n\\tm" contains a control character (C0, DEL or C1: a tab, newline, escape, …), which no pack name, prefix or separator (they name folders and state keys) may hold: remove it\n');
    const p = await sp(['show', 'p'], repo);
    expect(p.stderr).toBe('sp: packs/p.yaml:4: /install/prefix: "p\\n" contains a control character (C0, DEL or C1: a tab, newline, escape, …), which no pack name, prefix or separator (they name folders and state keys) may hold: remove it\n');
  });

  test('a remote repository: such a folder is refused only once selected, naming the repo and id', async () => {
    const remote = path.join(t.dir, uniq('ctlremote'));
    makeGitRepo(remote, ['tools/lint', 'odd/bad\nname']);
    const url = `file://${remote}`;
    const repo = path.join(t.dir, uniq('ctlremote-repo'));
    mkdirSync(path.join(repo, 'packs'), { recursive: true });
    writeFileSync(path.join(repo, 'packs/ok.yaml'), `name: ok\nimports:\n  - repo: ${url}\n    include: ["tools/*"]\n`);
    writeFileSync(path.join(repo, 'packs/all.yaml'), `name: all\nimports:\n  - repo: ${url}\n    include: ["**"]\n`);
    const cache = path.join(t.dir, uniq('ctlremote-cache'));
    const ok = await sp(['install', 'ok', '--agent', 'custom', '--path', path.join(t.dir, uniq('ctlremote-sink')), '--cache-dir', cache], repo);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    const all = await sp(['show', 'all', '--cache-dir', cache], repo);
    expect(all.code).toBe(2);
    expect(all.stderr).toBe(`sp: "${url}:odd/bad\\nname": the name contains a control character (newline, tab, …), which no install name or state key may hold; rename it\n`);
  });
});
