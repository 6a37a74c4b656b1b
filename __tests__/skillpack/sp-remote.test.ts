import { existsSync, readFileSync, statSync, writeFileSync, mkdirSync, symlinkSync, chmodSync, readdirSync, rmSync, renameSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { makeTempDir } from '../helpers/tmp.js';
import { runSp, skill, git } from '../helpers/sp.js';
import { runCli } from '../helpers/cli.js';

describe('sp with remote imports from real git repositories (bundle)', () => {
  let t: ReturnType<typeof makeTempDir>;
  let repo: string;
  let home: string;
  let sink: string;
  let work: string;
  let remote: string;
  let url: string;
  let v1: string;
  const sp = (args: string[]) => runSp(args, { cwd: repo, home });
  const state = () => JSON.parse(readFileSync(path.join(home, '.skillpack', 'state.json'), 'utf8'));
  const pack = (body: string) => writeFileSync(path.join(repo, 'packs/shared.yaml'), `name: shared\n${body}`);

  beforeAll(() => {
    t = makeTempDir('sp-remote-');
    home = path.join(t.dir, 'home');
    mkdirSync(home);
    work = path.join(t.dir, 'work');
    git(['init', '-q', '-b', 'trunk', work], t.dir);
    skill(work, 'tools/agent/skills/general/writing-style', { 'img.bin': new Uint8Array([137, 80, 78, 71, 0, 1, 2]), 'run.sh': '#!/bin/sh\n' });
    chmodSync(path.join(work, 'tools/agent/skills/general/writing-style/run.sh'), 0o755);
    skill(work, '.hidden/review/pr-review');
    skill(work, 'deploy/deprecated/old');
    skill(work, 'deploy/k8s');
    // A symlinked skill folder inside the repository, and the root SKILL.md some repos have.
    symlinkSync('../deploy/k8s', path.join(work, 'tools/k8s-link'));
    writeFileSync(path.join(work, 'SKILL.md'), '---\nname: root\ndescription: not a skill\n---\n');
    git(['add', '-A'], work);
    git(['commit', '-qm', 'v1'], work);
    git(['tag', 'v1.0.0'], work);
    v1 = git(['rev-parse', 'HEAD'], work);
    remote = path.join(t.dir, 'remote.git');
    git(['clone', '-q', '--bare', work, remote], t.dir);
    url = `file://${remote}`;
  });
  afterAll(() => t.cleanup());
  beforeEach(() => {
    repo = path.join(t.dir, `repo-${Math.random().toString(16).slice(2)}`);
    mkdirSync(path.join(repo, 'packs'), { recursive: true });
    sink = path.join(t.dir, `sink-${Math.random().toString(16).slice(2)}`);
  });

  test('no ref: the remote default branch (trunk, not main); canonical ids; commit in state', () => {
    pack(`imports:\n  - repo: ${url}\n    include:\n      - "**/pr-review"\n      - "deploy/**"\n      - "tools/**"\n    exclude:\n      - "**/deprecated/**"\n`);
    const show = JSON.parse(sp(['show', 'shared', '--json']).stdout);
    expect(show.imports[0]).toMatchObject({ ref: null, commit: v1, skills: ['.hidden/review/pr-review', 'deploy/k8s', 'tools/agent/skills/general/writing-style', 'tools/k8s-link'] });
    const r = sp(['install', 'shared', '--agent', 'custom', '--path', sink]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const ws = path.join(sink, 'shared__tools__agent__skills__general__writing-style');
    expect([...readFileSync(path.join(ws, 'img.bin'))]).toEqual([137, 80, 78, 71, 0, 1, 2]);
    expect(statSync(path.join(ws, 'run.sh')).mode & 0o111).not.toBe(0);
    expect(statSync(path.join(sink, 'shared__tools__k8s-link')).isDirectory()).toBe(true);
    expect(state().installs[0].imports).toEqual([{ repo: url, ref: null, commit: v1 }]);
  });

  test('a tag, a branch that moves, and a full commit SHA (fetched, not cloned with --branch)', () => {
    pack(`imports:\n  - repo: ${url}\n    ref: v1.0.0\n    include: ["deploy/*"]\n`);
    expect(sp(['install', 'shared', '--agent', 'custom', '--path', sink]).code).toBe(0);
    expect(state().installs.find((r: { sink_path: string }) => r.sink_path === sink).imports[0].commit).toBe(v1);

    git(['checkout', '-q', '-b', 'feature'], work);
    skill(work, 'deploy/helm');
    git(['add', '-A'], work);
    git(['commit', '-qm', 'helm'], work);
    git(['push', '-q', remote, 'feature'], work);
    const c2 = git(['rev-parse', 'HEAD'], work);
    pack(`imports:\n  - repo: ${url}\n    ref: feature\n    include: ["deploy/*"]\n`);
    const r2 = JSON.parse(sp(['install', 'shared', '--agent', 'custom', '--path', sink, '--json']).stdout);
    expect(r2.added).toEqual(['shared__deploy__helm']);
    expect(r2.imports[0]).toEqual({ repo: url, ref: 'feature', commit: c2 });

    // The branch moves: the next install follows it.
    skill(work, 'deploy/nomad');
    git(['add', '-A'], work);
    git(['commit', '-qm', 'nomad'], work);
    git(['push', '-q', remote, 'feature'], work);
    const c3 = git(['rev-parse', 'HEAD'], work);
    const r3 = JSON.parse(sp(['install', 'shared', '--agent', 'custom', '--path', sink, '--json']).stdout);
    expect(r3.added).toEqual(['shared__deploy__nomad']);
    expect(r3.imports[0].commit).toBe(c3);
    git(['checkout', '-q', 'trunk'], work);

    // A SHA that is no branch tip (c2) is fetched by itself, and then works offline.
    pack(`imports:\n  - repo: ${url}\n    ref: ${c2}\n    include: ["deploy/*"]\n`);
    const r4 = JSON.parse(sp(['install', 'shared', '--agent', 'custom', '--path', sink, '--json']).stdout);
    expect(r4.removed).toEqual(['shared__deploy__nomad']);
    renameSync(remote, `${remote}.away`);
    try {
      const r5 = sp(['install', 'shared', '--agent', 'custom', '--path', sink]);
      expect(r5.code).toBe(0);
    } finally {
      renameSync(`${remote}.away`, remote);
    }
  });

  test('lock pins the commit: --locked installs it after the branch moved', () => {
    git(['checkout', '-q', '-b', 'pinme'], work);
    git(['push', '-q', remote, 'pinme'], work);
    const pinned = git(['rev-parse', 'HEAD'], work);
    pack(`imports:\n  - repo: ${url}\n    ref: pinme\n    include: ["deploy/*"]\n`);
    expect(sp(['lock', 'shared']).code).toBe(0);
    skill(work, 'deploy/later');
    git(['add', '-A'], work);
    git(['commit', '-qm', 'later'], work);
    git(['push', '-q', remote, 'pinme'], work);
    git(['checkout', '-q', 'trunk'], work);
    const r = JSON.parse(sp(['install', 'shared', '--agent', 'custom', '--path', sink, '--locked', '--json']).stdout);
    expect(r.imports[0].commit).toBe(pinned);
    expect(r.added).not.toContain('shared__deploy__later');
    const unlocked = JSON.parse(sp(['install', 'shared', '--agent', 'custom', '--path', sink, '--json']).stdout);
    expect(unlocked.added).toEqual(['shared__deploy__later']);
  });

  test('unknown ref, abbreviated SHA and unreachable repo: one line naming the import', () => {
    pack(`imports:\n  - repo: ${url}\n    ref: nope\n    include: ["**"]\n`);
    let r = sp(['show', 'shared']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/import file:.*: ref 'nope' is not a branch or tag/);
    // Quoted: unquoted, an abbreviated SHA of digits only (about one in 25) is a YAML number.
    pack(`imports:\n  - repo: ${url}\n    ref: "${v1.slice(0, 7)}"\n    include: ["**"]\n`);
    expect(sp(['show', 'shared']).stderr).toMatch(/write the full 40-character commit SHA/);
    pack(`imports:\n  - repo: ${url}\n    ref: 0123456\n    include: ["**"]\n`);
    r = sp(['show', 'shared']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('sp: packs/shared.yaml:4: /imports/0/ref: must be a string, but YAML read this unquoted value as the number 123456: put it in quotes\n');
    pack(`imports:\n  - repo: file://${t.dir}/missing.git\n    include: ["**"]\n`);
    r = sp(['show', 'shared']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/missing\.git/);
  });

  test('a selected remote skill with a symlink leading out of the repository is refused', () => {
    const evil = path.join(t.dir, 'evil');
    git(['init', '-q', '-b', 'main', evil], t.dir);
    skill(evil, 'x/steal');
    symlinkSync(path.join(home, '.ssh-secret'), path.join(evil, 'x/steal/key'));
    writeFileSync(path.join(home, '.ssh-secret'), 'secret');
    git(['add', '-A'], evil);
    git(['commit', '-qm', 'evil'], evil);
    pack(`imports:\n  - repo: file://${evil}\n    include: ["x/*"]\n`);
    const r = sp(['install', 'shared', '--agent', 'custom', '--path', sink]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/x\/steal\/key: symlink leads out of the repository/);
    expect(existsSync(sink) ? readdirSync(sink) : []).toEqual([]);
    rmSync(evil, { recursive: true, force: true });
  });

  test('validate checks a pinned import\'s includes and names once sp has its commit cached, never fetching', () => {
    // A SHA-pinned import, and a branch import pinned by the lock: both checked from the cache.
    const packFile = path.join(repo, 'packs/shared.yaml');
    skill(repo, 'skills/deploy/k8s');
    pack(`include: ["deploy/*"]\nimports:\n  - repo: ${url}\n    ref: "${v1}"\n    include: ["deploy/k8s", "nothing/*"]\n  - repo: ${url}\n    ref: v1.0.0\n    include: ["missing/**"]\n`);
    const validate = () => runCli(['validate', '--kind', 'skill-pack', '--format', 'json', packFile], { cwd: repo, env: { HOME: home, SKILLPACK_HOME: path.join(home, '.skillpack-validate') } });
    const rules = (r: ReturnType<typeof validate>) => JSON.parse(r.stdout).targets[0].diagnostics.map((d: { rule: string; message: string }) => `${d.rule}: ${d.message}`);
    // Nothing cached: only what validate can see offline (the local selection) is checked.
    expect(rules(validate())).toEqual([]);
    const spHome = (args: string[]) => runSp(args, { cwd: repo, home, env: { SKILLPACK_HOME: path.join(home, '.skillpack-validate') } });
    // sp fails fast on the empty include, but has fetched the commit by then.
    expect(spHome(['show', 'shared']).stderr).toMatch(/include 'nothing\/\*' matches no skill/);
    expect(rules(validate())).toEqual([
      `pack-collision: skills 'deploy/k8s' and 'deploy/k8s' from ${url} would both install as 'shared__deploy__k8s'`,
      `pack-include-empty: imports[0] include 'nothing/*' matches no skill of ${url} at ${v1.slice(0, 12)}`,
    ]);
    // The tag import is checked once a current lock pins it; a stale lock pins nothing.
    pack(`imports:\n  - repo: ${url}\n    ref: v1.0.0\n    include: ["deploy/k8s"]\n`);
    expect(spHome(['lock', 'shared']).code).toBe(0);
    pack(`imports:\n  - repo: ${url}\n    ref: v1.0.0\n    include: ["missing/**"]\n`);
    expect(rules(validate())).toEqual([]);
    const lock = JSON.parse(readFileSync(path.join(repo, 'packs/shared.lock.json'), 'utf8'));
    lock.pack_sha256 = createHash('sha256').update(readFileSync(packFile)).digest('hex');
    writeFileSync(path.join(repo, 'packs/shared.lock.json'), JSON.stringify(lock));
    expect(rules(validate())).toEqual([`pack-include-empty: imports[0] include 'missing/**' matches no skill of ${url} at ${v1.slice(0, 12)}`]);
  });

  test('a cache inside skills/ or a sink inside an import\'s checkout is refused, nothing fetched there', () => {
    pack(`imports:\n  - repo: ${url}\n    ref: v1.0.0\n    include: ["deploy/k8s"]\n`);
    mkdirSync(path.join(repo, 'skills'));
    const cache = sp(['install', 'shared', '--agent', 'custom', '--path', sink, '--cache-dir', 'skills/.cache']);
    expect(cache.code).toBe(2);
    expect(cache.stderr).toBe(`sp: ${path.join(repo, 'skills/.cache')}: the cache is inside ${path.join(repo, 'skills')}; imported checkouts there would be found as local skills (choose a --cache-dir outside it)\n`);
    expect(readdirSync(path.join(repo, 'skills'))).toEqual([]);
    const tree = path.join(home, '.skillpack', 'cache');
    expect(sp(['install', 'shared', '--agent', 'custom', '--path', sink]).code).toBe(0);
    const checkout = readdirSync(tree).map((d) => path.join(tree, d, 'trees', v1)).find((p) => existsSync(p))!;
    const inside = sp(['install', 'shared', '--agent', 'custom', '--path', path.join(checkout, 'deploy')]);
    expect(inside.code).toBe(2);
    expect(inside.stderr).toBe(`sp: ${path.join(checkout, 'deploy')}: the sink is inside ${checkout}, where this pack's skills come from; the copies would become skills of the pack (choose a --path outside it)\n`);
    expect(readdirSync(path.join(checkout, 'deploy')).sort()).toEqual(['deprecated', 'k8s']);
  });

  test('a token in an import URL never reaches the output; a failed ls-remote names the import', () => {
    pack('imports:\n  - repo: https://bob:s3cretTok@127.0.0.1:9/x.git\n    include: ["*"]\n');
    const r = runSp(['show', 'shared', '--verbose'], { cwd: repo, home });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('sp: fetching https://***@127.0.0.1:9/x.git (default branch)');
    expect(r.stderr).toMatch(/^sp: import https:\/\/\*\*\*@127\.0\.0\.1:9\/x\.git: git ls-remote: /m);
    expect(r.stderr + r.stdout).not.toContain('s3cretTok');
  });

  test('github.com/<org>/<repo> expands to https://github.com/<org>/<repo>.git', async () => {
    const { expandRepo } = await import('../../src/skillpack/remote.js');
    expect(expandRepo('github.com/acme/shared-skills')).toBe('https://github.com/acme/shared-skills.git');
    expect(expandRepo('github.com/acme/shared-skills.git')).toBe('https://github.com/acme/shared-skills.git');
    expect(expandRepo('git@github.com:acme/x.git')).toBe('git@github.com:acme/x.git');
    expect(expandRepo('file:///tmp/x')).toBe('file:///tmp/x');
  });
});
