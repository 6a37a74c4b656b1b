import { copyFileSync, cpSync, mkdirSync, symlinkSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { makeRepo, type Repo } from '../helpers/git-repo.js';
import { runCli, REPO_ROOT, BUNDLE } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/tmp.js';
import { fakeSecret, rsaPrivateKeyPem } from '../helpers/fake-secrets.js';

const HOOK = path.join(REPO_ROOT, 'hooks', 'pre-commit');

/** A repository whose .git/hooks/pre-commit is a copy of ours and which has packwright in node_modules. */
function repoWithCopiedHook(): Repo {
  const repo = makeRepo();
  copyFileSync(HOOK, path.join(repo.dir, '.git', 'hooks', 'pre-commit'));
  mkdirSync(path.join(repo.dir, 'node_modules'));
  symlinkSync(REPO_ROOT, path.join(repo.dir, 'node_modules', 'packwright'));
  writeFileSync(path.join(repo.dir, '.gitignore'), 'node_modules/\n');
  return repo;
}

const commit = (repo: Repo, args: string[] = [], env: NodeJS.ProcessEnv = {}) => {
  const r = repo.git(['commit', '-m', 'test', ...args], env);
  return { ...r, out: r.stdout + r.stderr };
};
const headExists = (repo: Repo) => repo.git(['rev-parse', '--verify', '-q', 'HEAD']).code === 0;

describe('hooks/pre-commit as .git/hooks/pre-commit (a copy finding node_modules/packwright)', () => {
  let repo: Repo;
  beforeEach(() => {
    repo = repoWithCopiedHook();
  });
  afterEach(() => repo.cleanup());

  test('a first commit with a .env and a private key is blocked, naming each and never the value', () => {
    const key = rsaPrivateKeyPem();
    repo.stage({ '.gitignore': 'node_modules/\n', 'config/.env.local': 'DB_PASSWORD=hunter2\n', 'src/keys.js': `// keys\nexport const key = \`${key}\`;\n`, 'README.md': '# hi\n' });
    const r = commit(repo);
    expect(r.code).toBe(1);
    expect(headExists(repo)).toBe(false);
    expect(r.out).toContain('packwright: commit blocked: 2 credential findings');
    expect(r.out).toMatch(/config\/\.env\.local {2}\[credential-file\] the file name matches \*\*\/\{\.env,\.env\.\*,\.envrc\}/);
    expect(r.out).toMatch(/src\/keys\.js:2:\d+ {2}\[private-key\]/);
    expect(r.out).toContain("git rm --cached -- ':(top,literal)config/.env.local'");
    expect(r.out).toContain('.gitignore');
    expect(r.out).toContain('credentials.allow');
    expect(r.out).toContain('--no-verify');
    expect(r.out).not.toContain('hunter2');
    expect(r.out).not.toContain(key.split('\n')[1].slice(0, 16));
  });

  test('an ordinary commit passes and is made, silently', () => {
    repo.stage({ '.gitignore': 'node_modules/\n', 'src/index.ts': 'export const token_count = 1;\n', '.env.example': 'API_KEY=\n' });
    const r = commit(repo);
    expect(r.code).toBe(0);
    expect(headExists(repo)).toBe(true);
    expect(r.stderr).not.toContain('packwright');
  });

  test('the staged content counts: a staged secret since removed from the working tree still blocks', () => {
    repo.stage({ 'app.py': `TOKEN = "${fakeSecret.github()}"\n` });
    repo.write('app.py', 'TOKEN = os.environ["TOKEN"]\n');
    const r = commit(repo);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/app\.py:1:\d+ {2}\[github-token\]/);
  });

  test('a staged clean version beside a dirty working tree passes', () => {
    repo.stage({ 'app.py': 'TOKEN = os.environ["TOKEN"]\n' });
    repo.write('app.py', `TOKEN = "${fakeSecret.github()}"\n`);
    expect(commit(repo).code).toBe(0);
  });

  test('a partial commit (git commit FILE) checks only what that commit takes', () => {
    repo.stage({ 'ok.txt': 'fine\n', '.env': 'A=1\n' });
    expect(commit(repo, ['--', 'ok.txt']).code).toBe(0);
    expect(repo.gitOk(['show', '--name-only', '--format=', 'HEAD']).trim()).toBe('ok.txt');
    expect(commit(repo).code).toBe(1);
  });

  test('deleting or renaming a tracked credential file away is never blocked', () => {
    repo.stage({ '.env': 'A=1\n', 'id_rsa': 'not really\n' });
    repo.gitOk(['commit', '-qm', 'oops', '--no-verify']);
    repo.gitOk(['rm', '-q', '--cached', '.env']);
    repo.gitOk(['mv', 'id_rsa', 'notes.txt']);
    const r = commit(repo);
    expect(r.code).toBe(0);
  });

  test('paths with spaces, quotes, newlines and non-ASCII are reported exactly', () => {
    repo.stage({ 'my dir/ünï/.env': 'A=1\n', "it's/secrets.yaml": 'a: 1\n', 'new\nline/id_ed25519': 'x\n' });
    const r = commit(repo);
    expect(r.code).toBe(1);
    expect(r.out).toContain('  my dir/ünï/.env  [credential-file]');
    expect(r.out).toContain("  it's/secrets.yaml  [credential-file]");
    expect(r.out).toContain('  "new\\nline/id_ed25519"  [credential-file]');
    expect(r.out).toContain(`':(top,literal)it'\\''s/secrets.yaml'`);
  });

  test('a merge commit is checked against the branch it is made on', () => {
    repo.stage({ 'a.txt': 'a\n' });
    repo.gitOk(['commit', '-qm', 'base']);
    repo.gitOk(['checkout', '-qb', 'feature']);
    repo.stage({ 'deploy/credentials.json': '{}\n' });
    repo.gitOk(['commit', '-qm', 'feature', '--no-verify']);
    repo.gitOk(['checkout', '-q', 'main']);
    repo.stage({ 'b.txt': 'b\n' });
    repo.gitOk(['commit', '-qm', 'main']);
    repo.gitOk(['merge', '--no-ff', '--no-commit', 'feature']);
    const r = commit(repo);
    expect(r.code).toBe(1);
    expect(r.out).toContain('deploy/credentials.json  [credential-file]');
  });

  test('a submodule (gitlink) and git-lfs pointer files pass; an LFS-tracked .pem is still a credential name', () => {
    const sub = makeRepo('packwright-sub-');
    try {
      sub.stage({ 'x.txt': 'x\n' });
      sub.gitOk(['commit', '-qm', 'sub']);
      repo.gitOk(['-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub.dir, 'secrets']);
      const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${'ab'.repeat(32)}\nsize 123456\n`;
      repo.stage({ '.gitattributes': '*.bin filter=lfs diff=lfs merge=lfs -text\n', 'model.bin': pointer });
      expect(commit(repo).code).toBe(0);
      repo.stage({ 'certs/site.pem': pointer });
      const r = commit(repo);
      expect(r.code).toBe(1);
      expect(r.out).toContain('certs/site.pem  [credential-file]');
    } finally {
      sub.cleanup();
    }
  });

  test('a big staged file is read whole: a key before and after its first 8 MiB, no note', () => {
    const key = `${rsaPrivateKeyPem()}\n`;
    repo.stage({ 'dump.sql': Buffer.concat([Buffer.from(key), Buffer.alloc(9 * 1024 * 1024, 0x2d), Buffer.from(`\n${key}`)]) });
    const r = commit(repo);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/dump\.sql:1:1 {2}\[private-key\]/);
    expect(r.out).toMatch(/dump\.sql:\d+:1 {2}\[private-key\]/);
    expect(r.out.match(/\[private-key\]/g)).toHaveLength(2);
    expect(r.out).not.toContain('note:');
  });

  test('HUSKY=0 skips the hook', () => {
    repo.stage({ '.env': 'A=1\n' });
    expect(commit(repo, [], { HUSKY: '0' }).code).toBe(0);
  });

  test('credentials.allow globs and packwright:allow comments let findings through, and each is printed', () => {
    repo.stage({
      '.packwright.yml': 'credentials:\n  allow:\n    - "test/fixtures/**"\n',
      'test/fixtures/.env': 'A=1\n',
      'test/fixtures/key.pem': rsaPrivateKeyPem(),
      'src/demo.ts': `const sample = "${fakeSecret.stripe()}"; // packwright:allow\n`,
    });
    const r = commit(repo);
    expect(r.code).toBe(0);
    expect(r.out).toContain("packwright: allowed test/fixtures/.env [credential-file] by credentials.allow 'test/fixtures/**'");
    expect(r.out).toContain("packwright: allowed test/fixtures/key.pem [credential-file] by credentials.allow 'test/fixtures/**'");
    expect(r.out).toContain("packwright: allowed test/fixtures/key.pem:1:1 [private-key] by credentials.allow 'test/fixtures/**'");
    expect(r.out).toMatch(/packwright: allowed src\/demo\.ts:1:\d+ \[stripe-key\] by packwright:allow on the line/);
  });

  test('rules: in .packwright.yml can turn a credential rule into a warning, which is printed but does not block', () => {
    repo.stage({ '.packwright.yml': 'rules:\n  credential-file: warning\n', 'certs/public.crt': 'x\n' });
    const r = commit(repo);
    expect(r.code).toBe(0);
    expect(r.out).toContain('packwright: warning certs/public.crt  [credential-file] the file name matches **/*.crt');
  });

  test('a broken .packwright.yml stops the commit with one line naming it', () => {
    repo.stage({ '.packwright.yml': 'credentials:\n  allow: 5\n', 'a.txt': 'a\n' });
    const r = commit(repo);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('.packwright.yml: credentials.allow must be a list of non-empty glob strings');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  test('a staged context pack with errors blocks the commit; a valid one passes', () => {
    cpSync(path.join(REPO_ROOT, 'examples', 'context-pack'), path.join(repo.dir, 'docs', 'pack'), { recursive: true });
    repo.gitOk(['add', 'docs']);
    expect(commit(repo).code).toBe(0);
    const agents = path.join(repo.dir, 'docs', 'pack', 'AGENTS.md');
    writeFileSync(agents, `${readFileSync(agents, 'utf8')}\nchanged\n`);
    repo.gitOk(['add', 'docs']);
    const r = commit(repo);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/docs\/pack\/pack\.json:\d+:\d+: error .*\[hash-mismatch\]/);
    expect(r.out).toContain('commit blocked: fix the pack errors above');
  });
});

describe('other ways to install the hook', () => {
  let repo: Repo;
  beforeEach(() => {
    repo = makeRepo();
  });
  afterEach(() => repo.cleanup());

  test('core.hooksPath pointing at the package hooks/ folder finds the bundle beside it', () => {
    repo.gitOk(['config', 'core.hooksPath', path.join(REPO_ROOT, 'hooks')]);
    repo.stage({ 'id_rsa': 'x\n' });
    const r = commit(repo);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('id_rsa  [credential-file]');
  });

  test('a copy with PACKWRIGHT_BIN set uses that bundle', () => {
    copyFileSync(HOOK, path.join(repo.dir, '.git', 'hooks', 'pre-commit'));
    repo.stage({ '.netrc': 'machine x login y password z\n' });
    const r = commit(repo, [], { PACKWRIGHT_BIN: BUNDLE });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('.netrc  [credential-file]');
  });

  test('a copy that cannot find packwright stops the commit with one line saying what to do', () => {
    copyFileSync(HOOK, path.join(repo.dir, '.git', 'hooks', 'pre-commit'));
    repo.stage({ 'a.txt': 'a\n' });
    const r = commit(repo, [], { PATH: path.dirname(process.execPath) + ':/usr/bin:/bin' });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('packwright: cannot find the packwright CLI: npm install --save-dev github:packwright/packwright, or set PACKWRIGHT_BIN');
  });
});

describe('packwright hook pre-commit, run directly', () => {
  test('outside a git repository: one line, exit 2', () => {
    const tmp = makeTempDir();
    try {
      const r = runCli(['hook', 'pre-commit'], { cwd: tmp.dir, env: { GIT_CEILING_DIRECTORIES: path.dirname(tmp.dir) } });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^packwright: .*: not inside a git work tree; run the hook from a repository\n$/);
    } finally {
      tmp.cleanup();
    }
  });

  test('FILE arguments check the staged version of those files only', () => {
    const repo = makeRepo();
    try {
      repo.stage({ 'a.txt': `k=${fakeSecret.aws()}\n`, 'b.txt': 'fine\n', '.env': 'A=1\n' });
      rmSync(path.join(repo.dir, 'a.txt'));
      const one = runCli(['hook', 'pre-commit', '--only', 'credentials', '--', 'b.txt'], { cwd: repo.dir });
      expect(one.code).toBe(0);
      const two = runCli(['hook', 'pre-commit', '--only', 'credentials', '--', 'a.txt', 'b.txt'], { cwd: repo.dir });
      expect(two.code).toBe(1);
      expect(two.stderr).toContain('a.txt:1:3  [aws-access-key]');
      expect(two.stderr).not.toContain('.env');
    } finally {
      repo.cleanup();
    }
  });

  test('a FILE outside the repository is a usage error naming it', () => {
    const repo = makeRepo();
    try {
      const r = runCli(['hook', 'pre-commit', '--', '../elsewhere.txt'], { cwd: repo.dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^packwright: \.\.\/elsewhere\.txt: outside the repository /);
    } finally {
      repo.cleanup();
    }
  });

  test('--only must be all, credentials or validate', () => {
    const r = runCli(['hook', 'pre-commit', '--only', 'nope']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--only must be one of all, credentials, validate');
  });
});
