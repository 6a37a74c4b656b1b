// hooks/pre-push and hooks/pre-merge-commit as git runs them, with real pushes to a bare remote
// (file:// URL) and real merges, through plain git, husky 9 and the pre-commit framework. They
// run the bundle: dist/index.js, or with PACKWRIGHT_BUNDLE set (a folder holding a bundle's
// index.js built from the working sources) that one, as the action tests do.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeRepo, type Repo } from '../helpers/git-repo.js';
import { REPO_ROOT, BUNDLE } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/tmp.js';
import { fakeSecret, rsaPrivateKeyPem } from '../helpers/fake-secrets.js';

const BIN = process.env.PACKWRIGHT_BUNDLE ? path.resolve(process.env.PACKWRIGHT_BUNDLE, 'index.js') : BUNDLE;
const HOOKS = path.join(REPO_ROOT, 'hooks');

/** A repository with a bare remote `origin` reached by a file:// URL, `base` pushed, and the given hooks copied into .git/hooks. */
function pushRepo(hooks: string[] = ['pre-push']): Repo & { remote: string } {
  const repo = makeRepo('packwright-push-e2e-');
  const remote = path.join(repo.root, 'remote.git');
  repo.run('git', ['init', '-q', '--bare', '-b', 'main', remote], {}, repo.root);
  repo.gitOk(['remote', 'add', 'origin', pathToFileURL(remote).href]);
  for (const h of hooks) copyFileSync(path.join(HOOKS, h), path.join(repo.dir, '.git', 'hooks', h));
  commit(repo, { 'README.md': '# app\n' });
  repo.gitOk(['push', '-q', 'origin', 'main'], { PACKWRIGHT_BIN: BIN });
  return Object.assign(repo, { remote });
}

function commit(repo: Repo, files: Record<string, string>, message = 'change'): string {
  repo.stage(files);
  repo.gitOk(['commit', '-qm', message, '--no-verify']);
  return repo.gitOk(['rev-parse', 'HEAD']).trim();
}

const short = (oid: string) => oid.slice(0, 12);

function gitPush(repo: Repo & { remote: string }, args: string[], env: NodeJS.ProcessEnv = {}) {
  const r = repo.git(['push', ...args], { PACKWRIGHT_BIN: BIN, ...env });
  return { ...r, out: r.stdout + r.stderr };
}

const remoteRef = (repo: Repo & { remote: string }, ref: string) => {
  const r = repo.run('git', ['rev-parse', '-q', '--verify', ref], {}, repo.remote);
  return r.code === 0 ? r.stdout.trim() : null;
};

describe('the three hook scripts', () => {
  test('share one body after their own header: they find the CLI the same way', () => {
    const body = (name: string) => {
      const text = readFileSync(path.join(HOOKS, name), 'utf8');
      const at = text.indexOf('# --- From here on the same in hooks/pre-commit, hooks/pre-merge-commit and hooks/pre-push. ---');
      expect(at).toBeGreaterThan(0);
      return text.slice(at);
    };
    expect(body('pre-merge-commit')).toBe(body('pre-commit'));
    expect(body('pre-push')).toBe(body('pre-commit'));
    for (const [name, skip] of [['pre-commit', 'git commit --no-verify'], ['pre-merge-commit', 'git merge --no-verify'], ['pre-push', 'git push --no-verify']]) {
      const text = readFileSync(path.join(HOOKS, name), 'utf8');
      expect(text).toContain(`\nhook=${name}\nskip='${skip}'\n`);
    }
  });

  test.each(['pre-merge-commit', 'pre-push'])('hooks/%s is executable in git and passes its arguments on', (name) => {
    expect(statSync(path.join(HOOKS, name)).mode & 0o111).toBe(0o111);
    const tmp = makeTempDir('packwright-hookargs-');
    try {
      const js = tmp.write('index.js', "let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => console.log(JSON.stringify([process.argv.slice(2), s])));\n");
      const r = spawnSync('sh', [path.join(HOOKS, name), 'origin', 'file:///x.git'], { cwd: tmp.dir, env: { PATH: process.env.PATH, PACKWRIGHT_BIN: js }, input: 'refs/heads/main a refs/heads/main b\n', encoding: 'utf8' });
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual([['hook', name, 'origin', 'file:///x.git'], 'refs/heads/main a refs/heads/main b\n']);
      const missing = spawnSync('sh', [path.join(HOOKS, name)], { cwd: tmp.dir, env: { PATH: process.env.PATH, PACKWRIGHT_BIN: path.join(tmp.dir, 'gone.js') }, encoding: 'utf8' });
      expect(missing.status).toBe(2);
      expect(missing.stderr).toBe(`packwright: PACKWRIGHT_BIN=${path.join(tmp.dir, 'gone.js')}: no such file; point it at packwright's dist/index.js or unset it (git ${name === 'pre-push' ? 'push' : 'merge'} --no-verify skips the hook)\n`);
    } finally {
      tmp.cleanup();
    }
  });
});

describe('hooks/pre-push as .git/hooks/pre-push', () => {
  let repo: Repo & { remote: string };
  beforeEach(() => {
    repo = pushRepo();
  });
  afterEach(() => repo.cleanup());

  test('a branch whose older commit added a key and a later one deleted it is blocked; the remote is unchanged', () => {
    const before = remoteRef(repo, 'refs/heads/main');
    const key = rsaPrivateKeyPem();
    const added = commit(repo, { 'src/key.js': `module.exports = \`${key}\`;\n` }, 'add key');
    repo.gitOk(['rm', '-q', 'src/key.js']);
    repo.gitOk(['commit', '-qm', 'remove key', '--no-verify']);
    const r = gitPush(repo, ['origin', 'main']);
    expect(r.code).not.toBe(0);
    expect(r.out).toContain('packwright: push blocked: 1 credential finding in the commits this push adds (values are not shown)');
    expect(r.out).toMatch(new RegExp(`  ${short(added)}  src/key\\.js:1:\\d+  \\[private-key\\]`));
    expect(r.out).toContain('failed to push some refs');
    expect(r.out).not.toContain(key.split('\n')[1].slice(0, 16));
    expect(remoteRef(repo, 'refs/heads/main')).toBe(before);
    // --no-verify skips the hook, as the message says.
    expect(gitPush(repo, ['-q', '--no-verify', 'origin', 'main']).code).toBe(0);
  });

  test('an --amend that keeps a secret HEAD already had is blocked at push', () => {
    commit(repo, { 'app.py': `TOKEN = "${fakeSecret.openai()}"\n` }, 'wip');
    repo.stage({ 'notes.txt': 'more\n' });
    repo.gitOk(['commit', '-q', '--amend', '--no-edit', '--no-verify']);
    const r = gitPush(repo, ['origin', 'main']);
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(new RegExp(`  ${short(repo.gitOk(['rev-parse', 'HEAD']))}  app\\.py:1:\\d+  \\[openai-key\\]`));
  });

  test('a clean push passes silently; a branch deletion passes', () => {
    commit(repo, { 'src/index.ts': 'export const token_count = 1;\n' });
    const r = gitPush(repo, ['-q', 'origin', 'main']);
    expect(r).toMatchObject({ code: 0, out: '' });
    expect(remoteRef(repo, 'refs/heads/main')).toBe(repo.gitOk(['rev-parse', 'main']).trim());
    repo.gitOk(['checkout', '-qb', 'leak']);
    commit(repo, { '.env': 'A=1\n' });
    expect(gitPush(repo, ['-q', '--no-verify', 'origin', 'leak']).code).toBe(0);
    const del = gitPush(repo, ['-q', 'origin', '--delete', 'leak']);
    expect(del).toMatchObject({ code: 0, out: '' });
    expect(remoteRef(repo, 'refs/heads/leak')).toBeNull();
  });

  test('a new branch is checked only for the commits the remote does not have', () => {
    const old = commit(repo, { 'deploy/id_rsa': 'x\n' });
    expect(gitPush(repo, ['-q', '--no-verify', 'origin', 'main']).code).toBe(0);
    repo.gitOk(['checkout', '-qb', 'feature']);
    commit(repo, { 'a.txt': 'a\n' });
    expect(gitPush(repo, ['-q', 'origin', 'feature'])).toMatchObject({ code: 0, out: '' });
    repo.gitOk(['checkout', '-qb', 'feature2', 'main']);
    const added = commit(repo, { 'b/.git-credentials': 'x\n' });
    const r = gitPush(repo, ['origin', 'feature2']);
    expect(r.code).not.toBe(0);
    expect(r.out).toContain(`  ${short(added)}  b/.git-credentials  [credential-file]`);
    expect(r.out).toContain('1 credential finding ');
    expect(r.out).not.toContain(short(old));
  });

  test('credentials.allow in the committed .packwright.yml is honoured; an uncommitted one is not', () => {
    commit(repo, { 'test/fixtures/key.pem': rsaPrivateKeyPem(), '.packwright.yml': 'credentials:\n  allow:\n    - "test/fixtures/**"\n' });
    repo.write('.packwright.yml', 'credentials:\n  allow: ["**"]\n');
    const ok = gitPush(repo, ['-q', 'origin', 'main']);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain("packwright: allowed test/fixtures/key.pem [credential-file] by credentials.allow 'test/fixtures/**'");
    expect(ok.out).toMatch(/packwright: allowed test\/fixtures\/key\.pem:1:1 \[private-key\] by credentials\.allow 'test\/fixtures\/\*\*'/);
    commit(repo, { 'other/key.pem': 'x\n' });
    expect(gitPush(repo, ['origin', 'main']).code).not.toBe(0);
  });

  test('what git really sends is checked: a blob hidden by git replace, a symbolic link whose target is a token', () => {
    const before = remoteRef(repo, 'refs/heads/main');
    const token = fakeSecret.github();
    commit(repo, { 'app.py': `TOKEN = "${token}"\n` }, 'token');
    const clean = repo.run('sh', ['-c', 'printf "TOKEN = None\\n" | git hash-object -w --stdin']).stdout.trim();
    repo.gitOk(['replace', repo.gitOk(['rev-parse', 'HEAD:app.py']).trim(), clean]);
    const replaced = gitPush(repo, ['origin', 'main']);
    expect(replaced.code).not.toBe(0);
    expect(replaced.out).toMatch(/ {2}[0-9a-f]{12} {2}app\.py:1:\d+ {2}\[github-token\]/);
    expect(remoteRef(repo, 'refs/heads/main')).toBe(before);
    repo.gitOk(['reset', '-q', '--hard', 'origin/main']);
    repo.run('ln', ['-s', token, 'latest']);
    repo.gitOk(['add', 'latest']);
    repo.gitOk(['commit', '-qm', 'link', '--no-verify']);
    const link = gitPush(repo, ['origin', 'main']);
    expect(link.code).not.toBe(0);
    expect(link.out).toMatch(/ {2}[0-9a-f]{12} {2}latest:1:1 {2}\[github-token\]/);
    expect(link.out).not.toContain(token);
    // Without the hook the stored objects reach the remote: what the hook must see.
    expect(gitPush(repo, ['-q', '--no-verify', 'origin', 'main']).code).toBe(0);
    expect(repo.run('git', ['cat-file', '-p', 'main:latest'], {}, repo.remote).stdout).toBe(token);
  });

  test('HUSKY=0 skips it', () => {
    commit(repo, { '.env': 'A=1\n' });
    expect(gitPush(repo, ['-q', 'origin', 'main'], { HUSKY: '0' }).code).toBe(0);
  });
});

describe('hooks/pre-merge-commit with a real git merge', () => {
  let repo: Repo & { remote: string };
  beforeEach(() => {
    repo = pushRepo(['pre-merge-commit']);
    repo.gitOk(['checkout', '-qb', 'feature']);
  });
  afterEach(() => repo.cleanup());

  test('a merge bringing a key is blocked and stays in progress; a clean merge is made', () => {
    commit(repo, { 'deploy/credentials.json': '{}\n', 'src/f.js': 'f\n' });
    repo.gitOk(['checkout', '-q', 'main']);
    commit(repo, { 'b.txt': 'b\n' });
    const head = repo.gitOk(['rev-parse', 'HEAD']);
    const r = repo.git(['merge', '--no-ff', '-m', 'merge feature', 'feature'], { PACKWRIGHT_BIN: BIN });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('packwright: merge blocked: 1 credential finding in what the merge adds to this branch (values are not shown)');
    expect(r.stderr).toContain('  deploy/credentials.json  [credential-file]');
    expect(r.stderr).toContain('git merge --abort');
    expect(repo.gitOk(['rev-parse', 'HEAD'])).toBe(head);
    expect(repo.git(['rev-parse', '-q', '--verify', 'MERGE_HEAD']).code).toBe(0);
    repo.gitOk(['merge', '--abort']);
    // A merge whose side branch is clean passes, and is committed.
    repo.gitOk(['checkout', '-q', 'feature']);
    repo.gitOk(['rm', '-q', 'deploy/credentials.json']);
    repo.gitOk(['commit', '-qm', 'rm', '--no-verify']);
    repo.gitOk(['checkout', '-q', 'main']);
    const clean = repo.git(['merge', '--no-ff', '-m', 'merge feature', 'feature'], { PACKWRIGHT_BIN: BIN });
    expect(clean.code).toBe(0);
    expect(clean.stderr).not.toContain('packwright');
    expect(repo.gitOk(['rev-list', '--parents', '-1', 'HEAD']).trim().split(' ')).toHaveLength(3);
  });

  test('git merge --no-verify skips it', () => {
    commit(repo, { 'id_ecdsa': 'x\n' });
    repo.gitOk(['checkout', '-q', 'main']);
    commit(repo, { 'b.txt': 'b\n' });
    expect(repo.git(['merge', '--no-ff', '--no-verify', '-m', 'm', 'feature'], { PACKWRIGHT_BIN: BIN }).code).toBe(0);
  });
});

describe('.husky/pre-push calling packwright hook pre-push "$@"', () => {
  test('blocks a push whose older commit added a key, passes a clean one', () => {
    const repo = makeRepo('packwright-husky-push-');
    try {
      const remote = path.join(repo.root, 'remote.git');
      repo.run('git', ['init', '-q', '--bare', '-b', 'main', remote], {}, repo.root);
      repo.gitOk(['remote', 'add', 'origin', pathToFileURL(remote).href]);
      const nm = path.join(repo.dir, 'node_modules');
      mkdirSync(path.join(nm, '.bin'), { recursive: true });
      cpSync(path.join(REPO_ROOT, 'node_modules', 'husky'), path.join(nm, 'husky'), { recursive: true });
      symlinkSync(BIN, path.join(nm, '.bin', 'packwright'));
      writeFileSync(path.join(repo.dir, 'package.json'), '{"name":"app","version":"1.0.0","private":true}\n');
      writeFileSync(path.join(repo.dir, '.gitignore'), 'node_modules/\n');
      const init = repo.run(process.execPath, [path.join(nm, 'husky', 'bin.js'), 'init']);
      expect(init.code).toBe(0);
      writeFileSync(path.join(repo.dir, '.husky', 'pre-commit'), '');
      writeFileSync(path.join(repo.dir, '.husky', 'pre-push'), 'packwright hook pre-push "$@"\n');
      commit(repo, { 'a.txt': 'a\n' });
      expect(repo.git(['push', '-q', 'origin', 'main']).code).toBe(0);
      const added = commit(repo, { 'certs/site.key': 'x\n' });
      repo.gitOk(['rm', '-q', 'certs/site.key']);
      repo.gitOk(['commit', '-qm', 'rm', '--no-verify']);
      const r = repo.git(['push', 'origin', 'main']);
      expect(r.code).not.toBe(0);
      expect(r.stderr).toContain(`  ${short(added)}  certs/site.key  [credential-file]`);
      expect(r.stdout + r.stderr).toContain('husky - pre-push script failed');
    } finally {
      repo.cleanup();
    }
  });
});

const preCommitVersion = /(\d+)\.(\d+)/.exec(spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).stdout ?? '');
if (!preCommitVersion) console.warn('skipping the pre-commit framework push and merge tests: `pre-commit` is not on PATH (apt-get install pre-commit)');
const withPreCommit = preCommitVersion ? describe : describe.skip;

withPreCommit('through the pre-commit framework (pre-commit install -t pre-push -t pre-merge-commit)', () => {
  // Stage names: pre-commit 3.2 renamed push to pre-push (and so on); before it only the old ones exist.
  const renamed = preCommitVersion ? Number(preCommitVersion[1]) > 3 || (Number(preCommitVersion[1]) === 3 && Number(preCommitVersion[2]) >= 2) : true;
  const stage = (name: 'commit' | 'merge-commit' | 'push') => (renamed ? `pre-${name}` : name);
  let repo: Repo & { remote: string };
  let env: NodeJS.ProcessEnv;

  /**
   * A copy of this repository as the framework clones it (its manifest, hooks/ and package.json
   * committed in a git repository of their own), with dist/ a link to the bundle under test.
   */
  function packageRepo(root: string): string {
    const pkg = path.join(root, 'packwright-pkg');
    mkdirSync(pkg);
    cpSync(HOOKS, path.join(pkg, 'hooks'), { recursive: true });
    for (const f of ['.pre-commit-hooks.yaml', 'package.json']) copyFileSync(path.join(REPO_ROOT, f), path.join(pkg, f));
    for (const h of ['pre-commit', 'pre-merge-commit', 'pre-push']) chmodSync(path.join(pkg, 'hooks', h), 0o755);
    symlinkSync(path.dirname(BIN), path.join(pkg, 'dist'));
    repo.run('git', ['init', '-q', '-b', 'main'], {}, pkg);
    repo.run('git', ['add', '-A'], {}, pkg);
    repo.run('git', ['commit', '-qm', 'package'], {}, pkg);
    return pkg;
  }

  beforeEach(() => {
    repo = pushRepo([]);
    env = { PRE_COMMIT_HOME: path.join(repo.home, '.cache', 'pre-commit'), PRE_COMMIT_COLOR: 'never' };
    const pkg = packageRepo(repo.root);
    const rev = repo.run('git', ['rev-parse', 'HEAD'], {}, pkg).stdout.trim();
    writeFileSync(
      path.join(repo.dir, '.pre-commit-config.yaml'),
      `repos:\n  - repo: ${pkg}\n    rev: ${rev}\n    hooks:\n      - id: packwright-credentials\n        stages: [${stage('commit')}, ${stage('merge-commit')}]\n      - id: packwright-pre-push\n        stages: [${stage('push')}]\n`,
    );
    const install = repo.run('pre-commit', ['install', '-t', 'pre-commit', '-t', 'pre-push', '-t', 'pre-merge-commit'], env);
    expect(install.code).toBe(0);
    commit(repo, { '.pre-commit-config.yaml': readFileSync(path.join(repo.dir, '.pre-commit-config.yaml'), 'utf8') });
    expect(repo.git(['push', '-q', 'origin', 'main'], env).code).toBe(0);
  });
  afterEach(() => repo.cleanup());

  test('pre-push: a key added then deleted blocks; a clean push passes', () => {
    const added = commit(repo, { 'conf/.env.production': 'A=1\n' });
    repo.gitOk(['rm', '-q', 'conf/.env.production']);
    repo.gitOk(['commit', '-qm', 'rm', '--no-verify']);
    const r = repo.git(['push', 'origin', 'main'], env);
    const out = r.stdout + r.stderr;
    expect(r.code).not.toBe(0);
    expect(out).toMatch(/packwright pre-push\.+Failed/);
    expect(out).toContain(`  ${short(added)}  conf/.env.production  [credential-file]`);
    repo.gitOk(['reset', '-q', '--hard', 'HEAD~2']);
    commit(repo, { 'ok.txt': 'ok\n' });
    const ok = repo.git(['push', 'origin', 'main'], env);
    expect(ok.stdout + ok.stderr).toMatch(/packwright pre-push\.+Passed/);
    expect(ok.code).toBe(0);
  });

  test('pre-push at a new branch: only its own commits', () => {
    commit(repo, { 'old.pem': 'x\n' });
    expect(repo.git(['push', '-q', '--no-verify', 'origin', 'main'], env).code).toBe(0);
    repo.gitOk(['checkout', '-qb', 'feature']);
    commit(repo, { 'f.txt': 'f\n' });
    const r = repo.git(['push', 'origin', 'feature'], env);
    expect(r.stdout + r.stderr).toMatch(/packwright pre-push\.+Passed/);
    expect(r.code).toBe(0);
  });

  test('pre-merge-commit: the credentials hook checks what the merge stages', () => {
    repo.gitOk(['checkout', '-qb', 'feature']);
    commit(repo, { 'keys/deploy.p12': 'x\n' });
    repo.gitOk(['checkout', '-q', 'main']);
    commit(repo, { 'b.txt': 'b\n' });
    const r = repo.git(['merge', '--no-ff', '-m', 'merge', 'feature'], env);
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).toContain('keys/deploy.p12  [credential-file]');
    expect(repo.git(['rev-parse', '-q', '--verify', 'MERGE_HEAD']).code).toBe(0);
  });
});
