import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { makeRepo, type Repo } from '../helpers/git-repo.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { rsaPrivateKeyPem } from '../helpers/fake-secrets.js';

const hasPreCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;
if (!hasPreCommit) {
  // .ci/run installs Debian's pre-commit; without it these end-to-end tests cannot run.
  console.warn('skipping the pre-commit framework tests: `pre-commit` is not on PATH (apt-get install pre-commit)');
}
const withPreCommit = hasPreCommit ? describe : describe.skip;

describe('.pre-commit-hooks.yaml', () => {
  const hooks = parse(readFileSync(path.join(REPO_ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Record<string, unknown>[];
  test('declares packwright-credentials, packwright-validate and packwright-pre-push as script hooks, without stages (INTEROP.md §5)', () => {
    expect(hooks.map((h) => h.id)).toEqual(['packwright-credentials', 'packwright-validate', 'packwright-pre-push']);
    for (const h of hooks) {
      expect(h.language).toBe('script');
      // pre-commit < 3.2 rejects the whole manifest for `pre-push`; pre-commit 4 warns on `push`.
      expect(h).not.toHaveProperty('stages');
    }
    expect(hooks.map((h) => String(h.entry).split(' ')[0])).toEqual(['hooks/pre-commit', 'hooks/pre-commit', 'hooks/pre-push']);
    // The push hook finds its commits itself, and must run when they change no file in sum.
    expect(hooks[2]).toMatchObject({ pass_filenames: false, always_run: true });
  });
});

describe('hooks/pre-commit as the framework runs it (sh, FILE arguments): a PACKWRIGHT_BIN that is not there', () => {
  const HOOK = path.join(REPO_ROOT, 'hooks', 'pre-commit');
  let repo: Repo;
  beforeEach(() => {
    repo = makeRepo('packwright-hookbin-');
    repo.stage({ 'a.txt': 'a\n' });
  });
  afterEach(() => repo.cleanup());
  const runHook = (bin: string) => repo.run('sh', [HOOK, '--only', 'credentials', '--', 'a.txt'], { PACKWRIGHT_BIN: bin });

  test.each([
    ['a missing .js bundle', (r: Repo) => path.join(r.root, 'gone', 'dist', 'index.js'), 'no such file'],
    ['a missing executable', (r: Repo) => path.join(r.root, 'gone', 'packwright'), 'no such file'],
    ['a missing command name', () => 'packwright-not-installed', 'not found on PATH'],
    ['a folder', (r: Repo) => r.root, 'not a file'],
    ['a file that is not executable', (r: Repo) => r.write('not-exec', '#!/bin/sh\n'), 'not executable'],
  ])('%s: one line naming it, exit 2', (_name, bin, why) => {
    const b = bin(repo);
    const r = runHook(b);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`packwright: PACKWRIGHT_BIN=${b}: ${why}; point it at packwright's dist/index.js or unset it (git commit --no-verify skips the hook)\n`);
    expect(r.stdout).toBe('');
  });

  test('a .js bundle and an executable that are there get the arguments', () => {
    const js = repo.write('stub/index.js', 'console.log(JSON.stringify(process.argv.slice(2)));\n');
    const exe = repo.write('stub/packwright', '#!/bin/sh\nprintf "%s|" "$@"\n');
    chmodSync(exe, 0o755);
    const viaNode = runHook(js);
    expect(viaNode.code).toBe(0);
    expect(JSON.parse(viaNode.stdout)).toEqual(['hook', 'pre-commit', '--only', 'credentials', '--', 'a.txt']);
    const viaExec = runHook(exe);
    expect(viaExec.code).toBe(0);
    expect(viaExec.stdout).toBe('hook|pre-commit|--only|credentials|--|a.txt|');
    writeFileSync(js, 'process.exit(1);\n');
    expect(runHook(js).code).toBe(1);
  });
});

withPreCommit('through the pre-commit framework (pre-commit try-repo against this repository)', () => {
  let repo: Repo;
  beforeEach(() => {
    repo = makeRepo('packwright-precommit-');
    mkdirSync(path.join(repo.home, '.cache'), { recursive: true });
  });
  afterEach(() => repo.cleanup());

  const tryRepo = (hookId: string, extra: string[] = []) => {
    const r = repo.run('pre-commit', ['try-repo', REPO_ROOT, hookId, '--verbose', ...extra], { PRE_COMMIT_HOME: path.join(repo.home, '.cache', 'pre-commit'), PRE_COMMIT_COLOR: 'never' });
    return { ...r, out: r.stdout + r.stderr };
  };

  test('packwright-credentials fails on a staged key and a .env, and passes once they are gone', () => {
    repo.stage({ 'README.md': '# app\n', 'deploy/.env.production': 'A=1\n', 'src/key.js': `module.exports = \`${rsaPrivateKeyPem()}\`;\n` });
    const bad = tryRepo('packwright-credentials');
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/packwright credentials\.+Failed/);
    expect(bad.out).toContain('deploy/.env.production  [credential-file]');
    expect(bad.out).toMatch(/src\/key\.js:1:\d+ {2}\[private-key\]/);
    repo.gitOk(['rm', '-q', '--cached', 'deploy/.env.production', 'src/key.js']);
    const good = tryRepo('packwright-credentials');
    expect(good.out).toMatch(/packwright credentials\.+Passed/);
    expect(good.code).toBe(0);
  });

  test('packwright-credentials with --all-files reads every tracked file', () => {
    repo.stage({ 'id_ecdsa': 'x\n' });
    repo.gitOk(['commit', '-qm', 'x', '--no-verify']);
    const r = tryRepo('packwright-credentials', ['--all-files']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('id_ecdsa  [credential-file]');
  });

  test('packwright-validate checks the packs that hold staged files', () => {
    const packDir = path.join(REPO_ROOT, 'examples', 'context-pack');
    const files: Record<string, string> = {};
    for (const f of ['pack.json', 'AGENTS.md', 'cursor.md', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md']) files[`pack/${f}`] = readFileSync(path.join(packDir, f), 'utf8');
    repo.stage(files);
    expect(tryRepo('packwright-validate').code).toBe(0);
    repo.stage({ 'pack/AGENTS.md': `${files['pack/AGENTS.md']}\nedited\n` });
    const r = tryRepo('packwright-validate');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/packwright validate\.+Failed/);
    expect(r.out).toContain('[hash-mismatch]');
  });
});
