// Module-level tests (sources through ts-jest, not the bundle): the sp CLI runs in-process
// through main() with the sp registry, so these see src/ without `npm run bundle`.
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { git, skill } from '../helpers/sp.js';
import { runSpMain } from '../helpers/in-process.js';
import { fetchImport } from '../../src/skillpack/remote.js';
import { installNameProblem, MAX_INSTALL_NAME_BYTES } from '../../src/skillpack/resolve.js';
import { skillpackHome } from '../../src/skillpack/home.js';
import { readLock } from '../../src/skillpack/lock.js';
import { gitEnv, remoteGitEnv } from '../../src/core/git.js';

let t: ReturnType<typeof makeTempDir>;
let home: string;

const sp = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => runSpMain(args, cwd, home, env);

/** A bare remote with one skill, an annotated tag `ann1`, and a tag `tree1` naming a tree. */
function makeRemote(name: string): { url: string; work: string; remote: string; head: string } {
  const work = path.join(t.dir, `${name}-work`);
  git(['init', '-q', '-b', 'main', work], t.dir);
  skill(work, 'tools/lint');
  git(['add', '-A'], work);
  git(['commit', '-qm', 'v1'], work);
  git(['tag', '-a', 'ann1', '-m', 'annotated'], work);
  git(['tag', 'tree1', 'HEAD^{tree}'], work);
  const remote = path.join(t.dir, `${name}.git`);
  git(['clone', '-q', '--bare', work, remote], t.dir);
  return { url: `file://${remote}`, work, remote, head: git(['rev-parse', 'HEAD'], work) };
}

beforeAll(() => {
  t = makeTempDir('sp-fixes-');
  home = path.join(t.dir, 'home');
  mkdirSync(home);
});
afterAll(() => t.cleanup());

describe('import cache (remote.ts)', () => {
  test('concurrent fetches of one repository into an empty cache all succeed and leave one complete repo', async () => {
    const { url, head } = makeRemote('race');
    const cache = path.join(t.dir, 'cache-race');
    const results = await Promise.all(Array.from({ length: 6 }, () => fetchImport(url, null, cache)));
    expect(new Set(results.map((r) => r.commit))).toEqual(new Set([head]));
    const [dir] = readdirSync(cache);
    expect(readdirSync(path.join(cache, dir)).sort()).toEqual(['repo.git', 'trees']);
    expect(existsSync(path.join(cache, dir, 'repo.git', 'refs'))).toBe(true);
  });

  test('a half-made cache repo (HEAD, config, objects, no refs/) is rebuilt, not failed on forever', async () => {
    const { url, head } = makeRemote('half');
    const cache = path.join(t.dir, 'cache-half');
    await fetchImport(url, null, cache);
    const [dir] = readdirSync(cache);
    const gitDir = path.join(cache, dir, 'repo.git');
    rmSync(gitDir, { recursive: true });
    mkdirSync(path.join(gitDir, 'objects'), { recursive: true });
    writeFileSync(path.join(gitDir, 'HEAD'), 'ref: refs/heads/main\n');
    writeFileSync(path.join(gitDir, 'config'), '[core]\n\tbare = true\n');
    rmSync(path.join(cache, dir, 'trees'), { recursive: true });
    const r = await fetchImport(url, null, cache);
    expect(r.commit).toBe(head);
    expect(existsSync(path.join(r.tree, 'tools/lint/SKILL.md'))).toBe(true);
  });

  test('a lock left by a dead process is taken over', async () => {
    const { url, head } = makeRemote('stale');
    const cache = path.join(t.dir, 'cache-stale');
    await fetchImport(url, null, cache);
    const [dir] = readdirSync(cache);
    writeFileSync(path.join(cache, dir, 'repo.lock'), '999999999\n');
    expect((await fetchImport(url, null, cache)).commit).toBe(head);
    expect(existsSync(path.join(cache, dir, 'repo.lock'))).toBe(false);
  });

  test('an annotated tag records its commit, not the tag object; a tag naming a tree is refused', async () => {
    const { url, head, work, remote } = makeRemote('tags');
    const cache = path.join(t.dir, 'cache-tags');
    const r = await fetchImport(url, 'ann1', cache);
    expect(r.commit).toBe(head);
    expect(git(['cat-file', '-t', r.commit], work)).toBe('commit');
    // The tag moves; the recorded commit is still reachable from main and fetches by itself.
    skill(work, 'tools/fmt');
    git(['add', '-A'], work);
    git(['commit', '-qm', 'v2'], work);
    git(['tag', '-f', '-a', 'ann1', '-m', 'moved'], work);
    git(['push', '-q', '-f', remote, 'main', 'ann1'], work);
    const fresh = path.join(t.dir, 'cache-tags-2');
    expect((await fetchImport(url, head, fresh)).commit).toBe(head);
    await expect(fetchImport(url, 'tree1', cache)).rejects.toThrow(/^import file:\/\/.*: ref 'tree1' names a tree \([0-9a-f]{40}\), not a commit$/);
  });
});

describe('sp commands (in-process)', () => {
  let repo: string;
  beforeEach(() => {
    repo = path.join(t.dir, `repo-${Math.random().toString(16).slice(2)}`);
    mkdirSync(path.join(repo, 'packs'), { recursive: true });
  });

  test('install names longer than the staging prefix allows are refused by show and install alike, naming the skill', async () => {
    expect(MAX_INSTALL_NAME_BYTES).toBe(255 - '.skillpack-tmp.01234567.'.length);
    expect(installNameProblem('a'.repeat(MAX_INSTALL_NAME_BYTES))).toBeNull();
    expect(installNameProblem('a'.repeat(MAX_INSTALL_NAME_BYTES + 1))).toMatch(/232 bytes long; install names may have at most 231/);
    const okId = 'o'.repeat(MAX_INSTALL_NAME_BYTES - 'p__'.length);
    skill(repo, `skills/${okId}`);
    writeFileSync(path.join(repo, 'packs/p.yaml'), `name: p\ninclude: ["${okId}"]\n`);
    const sink = path.join(t.dir, 'sink-long');
    const ok = await sp(['install', 'p', '--agent', 'custom', '--path', sink], repo);
    expect(ok.stderr).toBe('');
    expect(existsSync(path.join(sink, `p__${okId}`))).toBe(true);
    const longId = `${okId}x`;
    skill(repo, `skills/${longId}`);
    writeFileSync(path.join(repo, 'packs/q.yaml'), `name: p\ninclude: ["${longId}"]\n`);
    for (const args of [['show', 'q'], ['install', 'q', '--agent', 'custom', '--path', sink]]) {
      const r = await sp(args, repo);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`skill '${longId}' installs as 'p__${longId}', which is 232 bytes long; install names may have at most 231`));
      expect(r.stderr).not.toMatch(/internal error/);
    }
  });

  test('~ in SKILLPACK_HOME, --cache-dir=, --root= and --path= is the home folder, never a ./~ folder', async () => {
    const cwd = path.join(t.dir, 'tilde-cwd');
    mkdirSync(cwd);
    const h = skillpackHome({ HOME: home, SKILLPACK_HOME: '~/x' }, '~/c', cwd);
    expect(h.dir).toBe(path.join(home, 'x'));
    expect(h.cacheDir).toBe(path.join(home, 'c'));
    const homeRepo = path.join(home, 'hrepo');
    skill(homeRepo, 'skills/s1');
    mkdirSync(path.join(homeRepo, 'packs'), { recursive: true });
    writeFileSync(path.join(homeRepo, 'packs/h.yaml'), 'name: h\ninclude: ["s1"]\n');
    const list = await sp(['list', '--root=~/hrepo'], cwd, { SKILLPACK_HOME: '~/sph' });
    expect(list.stdout).toBe('s1\n');
    const r = await sp(['install', 'h', '--root=~/hrepo', '--cache-dir=~/cache-t', '--agent', 'custom', '--path=~/sink-t'], cwd, { SKILLPACK_HOME: '~/sph' });
    expect(r.stderr).toBe('');
    expect(existsSync(path.join(home, 'sph', 'state.json'))).toBe(true);
    expect(existsSync(path.join(home, 'sink-t', 'h__s1'))).toBe(true);
    // A pack path with ~ reads the file in the home folder, and its repository.
    const show = await sp(['show', '~/hrepo/packs/h.yaml', '--json'], cwd, { SKILLPACK_HOME: '~/sph' });
    expect(JSON.parse(show.stdout).local).toEqual(['s1']);
    expect(existsSync(path.join(cwd, '~'))).toBe(false);
  });

  test('git never prompts over ssh: remote calls run ssh in BatchMode unless the user chose an ssh command; local calls pay nothing', () => {
    const keys = ['GIT_CONFIG_GLOBAL', 'GIT_CONFIG_NOSYSTEM', 'GIT_SSH_COMMAND', 'GIT_SSH'] as const;
    const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
    const set = (env: Partial<Record<(typeof keys)[number], string>>) => {
      for (const k of keys) delete process.env[k];
      Object.assign(process.env, { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', ...env });
    };
    try {
      set({});
      expect(remoteGitEnv()).toEqual({ GIT_SSH_COMMAND: 'ssh -o BatchMode=yes' });
      const local = gitEnv();
      expect(local.GIT_SSH_COMMAND).toBeUndefined();
      expect(local.GIT_TERMINAL_PROMPT).toBe('0');
      set({ GIT_SSH_COMMAND: 'ssh -i k' });
      expect(remoteGitEnv()).toEqual({});
      set({ GIT_SSH: '/usr/bin/plink' });
      expect(remoteGitEnv()).toEqual({});
    } finally {
      for (const k of keys) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
    }
  });

  test('a lock file with a malformed skills[] or imports[] entry is one line naming the file and the entry', async () => {
    const file = path.join(repo, 'packs/p.lock.json');
    const base = { version: 1, pack: 'p', pack_sha256: 'a'.repeat(64), imports: [] as unknown[], skills: [] as unknown[] };
    writeFileSync(file, JSON.stringify({ ...base, skills: [null] }));
    await expect(readLock(file, 'packs/p.lock.json')).rejects.toThrow('packs/p.lock.json: not a valid pack lock file (skills[0] is not an object)');
    writeFileSync(file, JSON.stringify({ ...base, skills: [{ source: 'local', id: 'a', install_name: 'p__a', sha256: 'zz' }] }));
    await expect(readLock(file, 'packs/p.lock.json')).rejects.toThrow('(skills[0].sha256 must be 64 lowercase hex digits)');
    writeFileSync(file, JSON.stringify({ ...base, imports: [{ repo: 'x', ref: null, commit: 'b'.repeat(40) }, null] }));
    await expect(readLock(file, 'packs/p.lock.json')).rejects.toThrow('(imports[1] is not an object)');
    skill(repo, 'skills/a');
    writeFileSync(path.join(repo, 'packs/p.yaml'), 'name: p\ninclude: ["a"]\n');
    writeFileSync(file, JSON.stringify({ ...base, skills: [null] }));
    const r = await sp(['install', 'p', '--locked', '--agent', 'custom', '--path', path.join(t.dir, 'sink-lock')], repo);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('sp: packs/p.lock.json: not a valid pack lock file (skills[0] is not an object)\n');
  });

  test('install --dry-run --json reports the resolved imports', async () => {
    const { url, head } = makeRemote('dry');
    writeFileSync(path.join(repo, 'packs/d.yaml'), `name: d\nimports:\n  - repo: ${url}\n    include: ["tools/*"]\n`);
    const r = await sp(['install', 'd', '--dry-run', '--json', '--agent', 'custom', '--path', path.join(t.dir, 'sink-dry')], repo);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(out.added).toEqual(['d__tools__lint']);
    expect(out.imports).toEqual([{ repo: url, ref: null, commit: head }]);
  });

  test('executable bits: verify reports a chmod in the sink; a chmod in the source is an update; old state still loads', async () => {
    skill(repo, 'skills/x', { 'run.sh': '#!/bin/sh\n' });
    chmodSync(path.join(repo, 'skills/x/run.sh'), 0o755);
    writeFileSync(path.join(repo, 'packs/x.yaml'), 'name: x\ninclude: ["x"]\n');
    const sink = path.join(t.dir, `sink-mode-${Math.random().toString(16).slice(2)}`);
    const args = ['--agent', 'custom', '--path', sink];
    expect((await sp(['install', 'x', ...args], repo)).code).toBe(0);
    const installed = path.join(sink, 'x__x');
    const stateFile = path.join(home, '.skillpack', 'state.json');
    const rec = () => JSON.parse(readFileSync(stateFile, 'utf8')).installs.find((r: { sink_path: string }) => r.sink_path === sink);
    expect(rec().executables).toEqual({ [installed]: ['run.sh'] });

    chmodSync(path.join(installed, 'run.sh'), 0o644);
    const v = await sp(['verify', 'x', ...args], repo);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain(`${installed}/run.sh: mode changed (executable bit)`);
    const vj = JSON.parse((await sp(['verify', 'x', '--json', ...args], repo)).stdout);
    expect(vj.drift[0].mode_changed).toEqual(['run.sh']);
    // The chmod is a local edit: the reinstall keeps it in the backup folder.
    const re = JSON.parse((await sp(['install', 'x', '--json', ...args], repo)).stdout);
    expect(re.backed_up).toHaveLength(1);
    expect(statSync(path.join(installed, 'run.sh')).mode & 0o111).not.toBe(0);

    chmodSync(path.join(repo, 'skills/x/run.sh'), 0o644);
    const up = JSON.parse((await sp(['install', 'x', '--json', ...args], repo)).stdout);
    expect(up.updated).toEqual(['x__x']);
    expect(up.unchanged).toEqual([]);
    expect(rec().executables).toEqual({});
    expect((await sp(['verify', 'x', ...args], repo)).code).toBe(0);

    // State written before modes were recorded: loads, and modes are not compared.
    const state = JSON.parse(readFileSync(stateFile, 'utf8'));
    for (const r of state.installs) delete r.executables;
    writeFileSync(stateFile, JSON.stringify(state));
    chmodSync(path.join(installed, 'run.sh'), 0o755);
    const old = await sp(['verify', 'x', ...args], repo);
    expect(old.stderr).toBe('');
    expect(old.code).toBe(0);
  });

  test('a pack given as a path to another repository\'s pack file resolves against that repository', async () => {
    const rA = path.join(t.dir, `rA-${Math.random().toString(16).slice(2)}`);
    const rB = path.join(t.dir, `rB-${Math.random().toString(16).slice(2)}`);
    skill(rA, 'skills/b');
    writeFileSync(path.join(rA, 'skills/b/only-in-a.txt'), 'A\n');
    skill(rB, 'skills/b');
    mkdirSync(path.join(rA, 'packs'));
    mkdirSync(path.join(rB, 'packs'));
    writeFileSync(path.join(rB, 'packs/b.yaml'), 'name: b\ninclude: ["b"]\n');
    const rel = path.relative(rA, path.join(rB, 'packs/b.yaml'));
    const sink = path.join(t.dir, `sink-xrepo-${Math.random().toString(16).slice(2)}`);
    const r = await sp(['install', rel, '--agent', 'custom', '--path', sink], rA);
    expect(r.stderr).toBe('');
    expect(existsSync(path.join(sink, 'b__b', 'SKILL.md'))).toBe(true);
    expect(existsSync(path.join(sink, 'b__b', 'only-in-a.txt'))).toBe(false);
    const refused = await sp(['show', rel, '--root', rA], rA);
    expect(refused.code).toBe(2);
    expect(refused.stderr.split('\n')[0]).toBe(`sp: ${rel}: the pack file is not inside --root ${rA}; its local skills would come from another repository (drop --root, or pass the pack file's own repository)`);
    // An explicit --root that holds the file is used as given.
    expect((await sp(['show', rel, '--root', rB], rA)).code).toBe(0);
  });

  test('an unknown key in config.yaml is an error naming the file, line and key', async () => {
    const spHome = path.join(t.dir, 'sph-config');
    mkdirSync(spHome);
    writeFileSync(path.join(spHome, 'config.yaml'), 'sink:\n  codex: /tmp/x\n');
    const r = await sp(['config'], repo, { SKILLPACK_HOME: spHome });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`sp: ${path.join(spHome, 'config.yaml')}:1: unknown key "sink" (the only key is sinks:)\n`);
  });
});
