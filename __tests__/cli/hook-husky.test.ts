import { cpSync, mkdirSync, symlinkSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeRepo, type Repo } from '../helpers/git-repo.js';
import { REPO_ROOT } from '../helpers/cli.js';

/**
 * husky 9 in a temp repository, installed as npm would lay it out (no network): husky copied
 * into node_modules, packwright linked there with its bin in node_modules/.bin, `husky init`
 * run, and .husky/pre-commit calling packwright.
 */
function huskyRepo(hookBody: string): Repo {
  const repo = makeRepo('packwright-husky-');
  const nm = path.join(repo.dir, 'node_modules');
  mkdirSync(path.join(nm, '.bin'), { recursive: true });
  cpSync(path.join(REPO_ROOT, 'node_modules', 'husky'), path.join(nm, 'husky'), { recursive: true });
  symlinkSync(REPO_ROOT, path.join(nm, 'packwright'));
  symlinkSync('../packwright/dist/index.js', path.join(nm, '.bin', 'packwright'));
  symlinkSync('../husky/bin.js', path.join(nm, '.bin', 'husky'));
  writeFileSync(path.join(repo.dir, 'package.json'), `${JSON.stringify({ name: 'app', version: '1.0.0', private: true }, null, 2)}\n`);
  writeFileSync(path.join(repo.dir, '.gitignore'), 'node_modules/\n');
  const init = repo.run(process.execPath, [path.join(nm, 'husky', 'bin.js'), 'init']);
  if (init.code !== 0) throw new Error(`husky init failed: ${init.stderr}`);
  writeFileSync(path.join(repo.dir, '.husky', 'pre-commit'), hookBody);
  return repo;
}

describe('through husky 9', () => {
  let repo: Repo;
  afterEach(() => repo.cleanup());

  test('husky init set core.hooksPath and the prepare script', () => {
    repo = huskyRepo('packwright hook pre-commit\n');
    expect(repo.gitOk(['config', 'core.hooksPath']).trim()).toBe('.husky/_');
    expect(JSON.parse(readFileSync(path.join(repo.dir, 'package.json'), 'utf8')).scripts.prepare).toBe('husky');
  });

  test.each([
    ['the packwright bin', 'packwright hook pre-commit\n'],
    ["the package's hooks/pre-commit", 'sh node_modules/packwright/hooks/pre-commit\n'],
  ])('.husky/pre-commit calling %s blocks a secret and passes a clean commit', (_name, body) => {
    repo = huskyRepo(body);
    repo.stage({ '.gitignore': 'node_modules/\n', 'package.json': readFileSync(path.join(repo.dir, 'package.json')), '.husky/pre-commit': body, 'src/a.js': 'export default 1;\n' });
    const ok = repo.git(['commit', '-m', 'clean']);
    expect(ok.code).toBe(0);
    repo.stage({ 'keys/prod.key': 'x\n' });
    const blocked = repo.git(['commit', '-m', 'key']);
    expect(blocked.code).not.toBe(0);
    expect(blocked.stderr).toContain('keys/prod.key  [credential-file] the file name matches **/*.key');
    expect(blocked.stdout + blocked.stderr).toContain('husky - pre-commit script failed');
  });

  test.each([
    ['a .js bundle', 'gone/dist/index.js'],
    ['an executable', 'gone/packwright'],
  ])("hooks/pre-commit with PACKWRIGHT_BIN at %s that is not there: one line, exit 2, no stack trace", (_name, rel) => {
    repo = huskyRepo('sh node_modules/packwright/hooks/pre-commit\n');
    repo.stage({ 'a.txt': 'a\n' });
    const bin = path.join(repo.root, rel);
    const r = repo.git(['commit', '-m', 'x'], { PACKWRIGHT_BIN: bin });
    // git commit exits 1 whatever the hook's code; husky prints the hook's own.
    expect(r.code).not.toBe(0);
    expect(repo.git(['rev-parse', '-q', '--verify', 'HEAD']).code).not.toBe(0);
    expect(r.stderr).toContain(`packwright: PACKWRIGHT_BIN=${bin}: no such file; point it at packwright's dist/index.js or unset it`);
    expect(r.stdout + r.stderr).toContain('husky - pre-commit script failed (code 2)');
    expect(r.stderr).not.toMatch(/MODULE_NOT_FOUND|\n\s+at |not found/);
  });

  test('HUSKY=0 skips it', () => {
    repo = huskyRepo('packwright hook pre-commit\n');
    repo.stage({ '.env': 'A=1\n' });
    expect(repo.git(['commit', '-m', 'skip'], { HUSKY: '0' }).code).toBe(0);
  });
});
