// `packwright hook pre-commit` in-process through main(), so these see src/ without
// `npm run bundle`: the config it reads (the staged one), credentials.allow containment, FILE
// arguments with nothing staged, and "To fix" commands that work from any folder.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runMain } from '../helpers/in-process.js';
import { commands } from '../../src/cli/commands.js';
import { makeRepo, type Repo } from '../helpers/git-repo.js';
import { fakeSecret, rsaPrivateKeyPem } from '../helpers/fake-secrets.js';
import { REPO_ROOT } from '../helpers/cli.js';

const hook = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => runMain(['hook', 'pre-commit', ...args], cwd, commands, env);

const staged = (repo: Repo) => repo.gitOk(['ls-files', '-z']).split('\0').filter(Boolean);

let repo: Repo;
beforeEach(() => {
  repo = makeRepo('packwright-hook-src-');
});
afterEach(() => repo.cleanup());

describe('defect 1: credentials.allow never reaches outside the folder holding the config', () => {
  test('--config pkg/foo/.packwright.yml: **/fixtures/*.pem allows pkg/foo/test/fixtures only, not other/fixtures via ../', async () => {
    repo.write('pkg/foo/.packwright.yml', 'credentials:\n  allow:\n    - "**/fixtures/*.pem"\n');
    repo.stage({ 'pkg/foo/test/fixtures/a.pem': 'x\n', 'other/fixtures/real.pem': 'x\n' });
    const r = await hook(['--only', 'credentials', '--config', 'pkg/foo/.packwright.yml'], repo.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("packwright: allowed pkg/foo/test/fixtures/a.pem [credential-file] by credentials.allow '**/fixtures/*.pem'");
    expect(r.stderr).toContain('  other/fixtures/real.pem  [credential-file]');
    expect(r.stderr).not.toContain('allowed other/');
  });

  test('a config outside the repository (allow "**") lets nothing in the repository through', async () => {
    repo.write('../outside/.packwright.yml', 'credentials:\n  allow: ["**", "../**", "**/../**"]\n');
    repo.stage({ '.env': 'A=1\n' });
    const r = await hook(['--only', 'credentials', '--config', '../outside/.packwright.yml'], repo.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('  .env  [credential-file]');
  });
});

describe('defect 2: the staged .packwright.yml decides the commit, not the working tree', () => {
  test('an untracked config with allow "**" is ignored, and a warning says so', async () => {
    repo.write('.packwright.yml', 'credentials:\n  allow: ["**"]\n');
    repo.stage({ '.env': 'A=1\n' });
    const r = await hook(['--only', 'credentials'], repo.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('packwright: warning: .packwright.yml is not staged, so this commit is checked without it (git add .packwright.yml to use it)\n');
    expect(r.stderr).toContain('  .env  [credential-file]');
  });

  test('an unstaged edit widening allow is ignored; the staged globs apply', async () => {
    repo.stage({ '.packwright.yml': 'credentials:\n  allow: ["test/fixtures/**"]\n', 'test/fixtures/k.pem': 'x\n', 'prod.pem': 'x\n' });
    repo.write('.packwright.yml', 'credentials:\n  allow: ["**"]\n');
    const r = await hook(['--only', 'credentials'], repo.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('packwright: warning: .packwright.yml in the working tree differs from the staged one; this commit is checked with the staged one (git add .packwright.yml to use yours)\n');
    expect(r.stderr).toContain("allowed test/fixtures/k.pem [credential-file] by credentials.allow 'test/fixtures/**'");
    expect(r.stderr).toContain('  prod.pem  [credential-file]');
    expect(r.stderr.match(/warning: \.packwright\.yml/g)).toHaveLength(1);
  });

  test('the staged config applies even when the working-tree one is stricter or deleted (with the warning)', async () => {
    repo.stage({ '.packwright.yml': 'credentials:\n  allow: ["certs/**"]\n', 'certs/dev.pem': 'x\n' });
    repo.write('.packwright.yml', 'rules:\n  credential-file: error\n');
    const edited = await hook(['--only', 'credentials'], repo.dir);
    expect(edited.code).toBe(0);
    expect(edited.stderr).toContain('differs from the staged one');
    rmSync(path.join(repo.dir, '.packwright.yml'));
    const deleted = await hook(['--only', 'credentials'], repo.dir);
    expect(deleted.code).toBe(0);
    expect(deleted.stderr).toContain('differs from the staged one');
  });

  test('a staged config the same as the working tree: no warning; rules: from it apply', async () => {
    repo.stage({ '.packwright.yml': 'rules:\n  credential-file: warning\n', 'certs/public.crt': 'x\n' });
    const r = await hook(['--only', 'credentials'], repo.dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('packwright: warning certs/public.crt  [credential-file] the file name matches **/*.crt, a credential file\n');
  });

  test('a CRLF working tree that git stages as LF (core.autocrlf) is the same config: no warning', async () => {
    repo.gitOk(['config', 'core.autocrlf', 'true']);
    repo.stage({ '.packwright.yml': 'credentials:\r\n  allow: ["certs/**"]\r\n', 'certs/dev.pem': 'x\n' });
    expect(repo.gitOk(['cat-file', '-p', ':.packwright.yml'])).not.toContain('\r');
    const r = await hook(['--only', 'credentials'], repo.dir);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('warning');
  });

  test('a staged config that is staged for deletion no longer applies', async () => {
    repo.stage({ '.packwright.yml': 'credentials:\n  allow: ["**"]\n', 'a.txt': 'a\n' });
    repo.gitOk(['commit', '-qm', 'base', '--no-verify']);
    repo.gitOk(['rm', '-q', '--cached', '.packwright.yml']);
    repo.stage({ '.env': 'A=1\n' });
    const r = await hook(['--only', 'credentials'], repo.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('.packwright.yml is not staged');
  });

  test('a staged config that is a symbolic link is not followed: defaults, with a warning', async () => {
    repo.write('real.yml', 'credentials:\n  allow: ["**"]\n');
    symlinkSync('real.yml', path.join(repo.dir, '.packwright.yml'));
    repo.gitOk(['add', '.packwright.yml', 'real.yml']);
    repo.stage({ '.env': 'A=1\n' });
    const r = await hook(['--only', 'credentials'], repo.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('packwright: warning: the staged .packwright.yml is not a regular file');
  });

  test('a broken staged config is one error line naming it (exit 2), even with a fine working-tree one', async () => {
    repo.stage({ '.packwright.yml': 'credentials:\n  allow: 5\n', 'a.txt': 'a\n' });
    repo.write('.packwright.yml', 'credentials:\n  allow: ["x"]\n');
    const r = await hook(['--only', 'credentials'], repo.dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('packwright: staged .packwright.yml: credentials.allow must be a list of non-empty glob strings\n');
  });

  test('the staged config is read from a subfolder and in FILE mode too', async () => {
    repo.stage({ '.packwright.yml': 'credentials:\n  allow: ["sub/fixtures/**"]\n', 'sub/fixtures/.env': 'A=1\n' });
    const fromSub = await hook(['--only', 'credentials'], path.join(repo.dir, 'sub'));
    expect(fromSub.code).toBe(0);
    expect(fromSub.stderr).toContain("allowed sub/fixtures/.env [credential-file] by credentials.allow 'sub/fixtures/**'");
    const files = await hook(['--only', 'credentials', '--', 'fixtures/.env'], path.join(repo.dir, 'sub'));
    expect(files.code).toBe(0);
  });

  test('the packs are validated with the staged config too, not the working-tree one', async () => {
    cpSync(path.join(REPO_ROOT, 'examples', 'context-pack'), path.join(repo.dir, 'docs', 'pack'), { recursive: true });
    const agents = path.join(repo.dir, 'docs', 'pack', 'AGENTS.md');
    writeFileSync(agents, `${readFileSync(agents, 'utf8')}\nchanged\n`);
    repo.stage({ '.packwright.yml': 'rules:\n  credential-file: error\n' });
    repo.gitOk(['add', 'docs']);
    // The working tree turns the finding off; the commit's own config does not.
    repo.write('.packwright.yml', 'rules:\n  hash-mismatch: off\n');
    const blocked = await hook([], repo.dir);
    expect(blocked.code).toBe(1);
    expect(blocked.stderr).toMatch(/\[hash-mismatch\]/);
    expect(blocked.stderr).toContain('differs from the staged one');
    // And the other way round: the staged config turns it off, the working tree's does not.
    repo.stage({ '.packwright.yml': 'rules:\n  hash-mismatch: off\n' });
    repo.write('.packwright.yml', 'rules:\n  hash-mismatch: error\n');
    const passed = await hook(['--only', 'validate'], repo.dir);
    expect(passed).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  test('a staged config with an unknown rule id stops --only validate only when a pack is touched', async () => {
    repo.stage({ '.packwright.yml': 'rules:\n  hash-mismatc: off\n', 'a.txt': 'a\n' });
    expect(await hook(['--only', 'validate'], repo.dir)).toEqual({ code: 0, stdout: '', stderr: '' });
    cpSync(path.join(REPO_ROOT, 'examples', 'context-pack'), path.join(repo.dir, 'docs', 'pack'), { recursive: true });
    repo.gitOk(['add', 'docs']);
    const r = await hook(['--only', 'validate'], repo.dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('packwright: staged .packwright.yml:2: rules: unknown rule id "hash-mismatc" (did you mean "hash-mismatch"?)\n');
  });

  test('--config FILE reads that file, staged or not, and warns about nothing', async () => {
    repo.write('local.yml', 'credentials:\n  allow: [".env"]\n');
    repo.write('.packwright.yml', 'credentials:\n  allow: ["nothing"]\n');
    repo.stage({ '.env': 'A=1\n' });
    const r = await hook(['--only', 'credentials', '--config', 'local.yml'], repo.dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("packwright: allowed .env [credential-file] by credentials.allow '.env'\n");
  });
});

describe('defect 3: a FILE with nothing staged is reported and fails closed', () => {
  test('an untracked FILE: "not staged", exit 2, the staged FILEs still checked', async () => {
    repo.stage({ 'a.txt': `k=${fakeSecret.aws()}\n`, 'b.txt': 'fine\n' });
    repo.write('new.pem', 'x\n');
    const clean = await hook(['--only', 'credentials', '--', 'b.txt', 'new.pem'], repo.dir);
    expect(clean.code).toBe(2);
    expect(clean.stderr).toBe('packwright: not staged: new.pem (the hook checks the staged version of each FILE; git add it, or leave it out)\n');
    const both = await hook(['--only', 'credentials', '--', 'a.txt', 'missing.txt'], repo.dir);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('packwright: not staged: missing.txt');
    expect(both.stderr).toMatch(/a\.txt:1:3 {2}\[aws-access-key\]/);
  });

  test('staged FILEs, a folder holding staged files, and a FILE this commit deletes all pass without a note', async () => {
    repo.stage({ 'gone.txt': 'x\n', 'src/a.ts': 'export {};\n' });
    repo.gitOk(['commit', '-qm', 'base', '--no-verify']);
    repo.gitOk(['rm', '-q', 'gone.txt']);
    const r = await hook(['--only', 'credentials', '--', 'gone.txt', 'src', 'src/a.ts', '.'], repo.dir);
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  test('a folder FILE checks the staged files under it', async () => {
    repo.stage({ 'deploy/.env': 'A=1\n', 'other/.env': 'A=1\n' });
    const r = await hook(['--only', 'credentials', '--', 'deploy/'], repo.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('  deploy/.env  [credential-file]');
    expect(r.stderr).not.toContain('other/.env');
  });

  test('a FILE whose name is not valid UTF-8 (as node passes it, with U+FFFD): "not checked", exit 2', async () => {
    const raw = Buffer.from('leak\xff.pem', 'latin1');
    writeFileSync(Buffer.concat([Buffer.from(`${repo.dir}/`), raw]), 'x\n');
    repo.gitOk(['add', '-A']);
    const asNodeSeesIt = raw.toString('utf8');
    const r = await hook(['--only', 'credentials', '--', asNodeSeesIt], repo.dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^packwright: not checked: leak\uFFFD\.pem \(no staged file has this name; .*run the hook without FILEs/);
    // Without FILEs the same file is found and blocked.
    const all = await hook(['--only', 'credentials'], repo.dir);
    expect(all.code).toBe(1);
    expect(all.stderr).toContain('  "leak\\377.pem"  [credential-file]');
  });
});

describe('defect 5: the "To fix" command works from any folder and for any name', () => {
  /** The command line(s) the message suggests for keeping files out of git. */
  const fixCommand = (stderr: string): string => {
    const lines = stderr.split('\n');
    const i = lines.findIndex((l) => l.includes('out of git'));
    const line = lines[i];
    return line.includes('git rm') ? line.slice(line.indexOf('git rm')) : lines[i + 1].trim();
  };

  test('from a subfolder: a :(top,literal) pathspec that removes exactly that file', async () => {
    repo.stage({ 'sub/.env': 'A=1\n', 'sub/*.env': 'B=1\n', 'sub/x.env': 'C=1\n' });
    repo.gitOk(['rm', '-q', '--cached', '--', 'sub/x.env']);
    repo.stage({ 'sub/x.txt': 'x\n' });
    const r = await hook(['--only', 'credentials', '--', '.env'], path.join(repo.dir, 'sub'));
    expect(r.code).toBe(1);
    const cmd = fixCommand(r.stderr);
    expect(cmd).toBe("git rm --cached -- ':(top,literal)sub/.env'");
    const run = repo.run('sh', ['-c', cmd], {}, path.join(repo.dir, 'sub'));
    expect(run.code).toBe(0);
    expect(staged(repo).sort()).toEqual(['sub/*.env', 'sub/x.txt']);
  });

  test('quotes, %, backslashes and newlines: each command removes its files, from a subfolder', async () => {
    const names = ["odd/it's 100%\\\nx/.env", 'odd/new\nline/id_rsa', "odd/it's 100%\\/.env"];
    repo.stage(Object.fromEntries(names.map((n) => [n, 'x\n'])));
    repo.stage({ 'odd/keep.txt': 'k\n' });
    const r = await hook(['--only', 'credentials'], path.join(repo.dir, 'odd'));
    expect(r.code).toBe(1);
    const lines = r.stderr.split('\n');
    expect(lines).toContain("  - keep the file out of git: git rm --cached -- ':(top,literal)odd/it'\\''s 100%\\/.env'");
    const printf = lines.find((l) => l.trim().startsWith('printf'))!.trim();
    expect(printf).toBe("printf ':(top,literal)odd/it'\\''s 100%%\\\\\\012x/.env\\0:(top,literal)odd/new\\012line/id_rsa\\0' | xargs -0 git rm --cached --");
    for (const cmd of [fixCommand(r.stderr), printf]) {
      const run = repo.run('sh', ['-c', cmd], {}, path.join(repo.dir, 'odd'));
      expect(run.stderr).toBe('');
    }
    expect(staged(repo)).toEqual(['odd/keep.txt']);
  });

  test('findings are listed by path whatever order git hands the blobs over; a warning names a non-UTF-8 path as git does', async () => {
    repo.stage({ '.packwright.yml': 'rules:\n  github-token: warning\n', 'b/.env': 'A=1\n', 'z.txt': `k=${fakeSecret.aws()}\n`, 'a.txt': `k=${fakeSecret.aws()}\n`, 't/keep.txt': 'k\n' });
    const odd = Buffer.concat([Buffer.from('t/'), Buffer.from([0xe9]), Buffer.from('.txt')]);
    writeFileSync(Buffer.concat([Buffer.from(`${repo.dir}/`), odd]), `k=${fakeSecret.github()}\n`);
    repo.gitOk(['add', '-A']);
    const r = await hook(['--only', 'credentials'], repo.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^packwright: warning "t\/\\351\.txt":1:3 {2}\[github-token\]/m);
    const rows = r.stderr.split('\n').filter((l) => /^ {2}\S+ {2}\[/.test(l)).map((l) => l.trim().split(' ')[0]);
    expect(rows).toEqual(['a.txt:1:3', 'b/.env', 'z.txt:1:3']);
  });

  test('a name that is not valid UTF-8: shown as git shows it, and a command spelling its bytes that works', async () => {
    const raw = Buffer.from('sub/a\xff\xfe.pem', 'latin1');
    repo.write('sub/keep.txt', 'k\n');
    writeFileSync(Buffer.concat([Buffer.from(`${repo.dir}/`), raw]), 'A=1\n');
    repo.write('plain/.env', 'A=1\n');
    repo.write('src/k.txt', `k=${fakeSecret.github()}\n`);
    const odd = Buffer.concat([Buffer.from('src/'), Buffer.from([0xe9]), Buffer.from('.txt')]);
    writeFileSync(Buffer.concat([Buffer.from(`${repo.dir}/`), odd]), rsaPrivateKeyPem());
    repo.gitOk(['add', '-A']);
    const r = await hook(['--only', 'credentials'], path.join(repo.dir, 'sub'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('  "sub/a\\377\\376.pem"  [credential-file]');
    expect(r.stderr).toMatch(/ {2}"src\/\\351\.txt":1:1 {2}\[private-key\]/);
    expect(r.stderr).toContain('take the secret out of src/k.txt, "src/\\351.txt"');
    const fix = r.stderr.slice(r.stderr.indexOf('To fix:'));
    expect(fix).not.toContain('\uFFFD');
    expect(fix).toContain("git rm --cached -- ':(top,literal)plain/.env'");
    expect(fix).toContain("printf ':(top,literal)sub/a\\377\\376.pem\\0' | xargs -0 git rm --cached --");
    const lines = fix.split('\n');
    const printf = lines.find((l) => l.trim().startsWith('printf'))!.trim();
    // The printf part writes the name's exact bytes in sh and in bash (and zsh when there is one).
    for (const shell of ['sh', 'bash', 'zsh']) {
      const out = spawnSync(shell, ['-c', printf.slice(0, printf.indexOf(' | '))]);
      if (out.error && shell === 'zsh') continue;
      expect(out.stdout).toEqual(Buffer.concat([Buffer.from(':(top,literal)'), raw, Buffer.from([0])]));
    }
    const run = repo.run('sh', ['-c', printf], {}, path.join(repo.dir, 'sub'));
    expect(run.code).toBe(0);
    expect(staged(repo).some((p) => p.startsWith('sub/a'))).toBe(false);
    expect(staged(repo)).toContain('sub/keep.txt');
  });
});

test('HUSKY=0 still skips everything, config included', async () => {
  repo.stage({ '.packwright.yml': 'credentials:\n  allow: 5\n', '.env': 'A=1\n' });
  expect(await hook([], repo.dir, { HUSKY: '0' })).toEqual({ code: 0, stdout: '', stderr: '' });
});

describe('what the commit records: objects as stored, symbolic links', () => {
  test('a staged blob hidden by git replace is still checked: the commit records the stored one', async () => {
    const token = fakeSecret.github();
    repo.stage({ 'app.py': `TOKEN = "${token}"\n` });
    const stagedOid = repo.gitOk(['rev-parse', ':app.py']).trim();
    const clean = repo.run('sh', ['-c', 'printf "TOKEN = None\\n" | git hash-object -w --stdin']).stdout.trim();
    repo.gitOk(['replace', stagedOid, clean]);
    expect(repo.gitOk(['cat-file', '-p', ':app.py'])).toBe('TOKEN = None\n');
    for (const args of [['--only', 'credentials'], ['--only', 'credentials', 'app.py']]) {
      const r = await hook(args, repo.dir);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/ {2}app\.py:1:\d+ {2}\[github-token\]/);
      expect(r.stderr).not.toContain(token);
    }
  });

  test('a symbolic link is no credential file by its name, but its target text is checked as content', async () => {
    const token = fakeSecret.github();
    symlinkSync(token, path.join(repo.dir, 'latest'));
    symlinkSync('config/real.env', path.join(repo.dir, '.env'));
    repo.gitOk(['add', 'latest', '.env']);
    const r = await hook(['--only', 'credentials'], repo.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('packwright: commit blocked: 1 credential finding in the staged files (values are not shown)\n  latest:1:1  [github-token]');
    expect(r.stderr).not.toContain('.env');
    expect(r.stderr).not.toContain(token);
  });
});

describe('a secret in a file name (git records and pushes names too)', () => {
  test('is blocked, shown cut before the secret everywhere, and the hint says to rename the file', async () => {
    const token = fakeSecret.github();
    repo.stage({ [`cache/x-${token}.json`]: '{}\n', [`keys/${token}/notes.txt`]: `again ${fakeSecret.aws()}\n` });
    const r = await hook(['--only', 'credentials'], repo.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toContain(token);
    expect(r.stderr).toContain('  cache/x-…  [github-token]');
    expect(r.stderr).toMatch(/ {2}keys\/…:1:7 {2}\[aws-access-key\]/);
    expect(r.stderr).toContain("  - rename the files whose name holds the secret (shown cut before it) and git add again");
    // Not a credential file to untrack: the name, not the file, is the leak.
    expect(r.stderr).not.toContain('git rm --cached');
  });

  test('a credential file whose name holds a token (ghp_….pem) is shown cut too, also when allowed', async () => {
    const token = fakeSecret.github();
    repo.stage({ [`keys/${token}.pem`]: 'x\n' });
    const r = await hook(['--only', 'credentials'], repo.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toContain(token);
    expect(r.stderr).toContain('  keys/…  [credential-file] the file name matches **/*.pem, a credential file\n');
    expect(r.stderr).toContain('  keys/…  [github-token] ');
    repo.stage({ '.packwright.yml': 'credentials:\n  allow: ["keys/**"]\n' });
    const allowed = await hook(['--only', 'credentials'], repo.dir);
    expect(allowed.code).toBe(0);
    expect(allowed.stderr).not.toContain(token);
    expect(allowed.stderr).toContain("packwright: allowed keys/… [credential-file] by credentials.allow 'keys/**'");
  });

  test('an allow glob on the whole path lets it through, and is reported with the cut path', async () => {
    const token = fakeSecret.github();
    repo.write('.packwright.yml', 'credentials:\n  allow: ["fixtures/**"]\n');
    repo.stage({ '.packwright.yml': 'credentials:\n  allow: ["fixtures/**"]\n', [`fixtures/${token}.txt`]: 'x\n' });
    const r = await hook(['--only', 'credentials'], repo.dir);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain(token);
    expect(r.stderr).toContain("packwright: allowed fixtures/… [github-token] by credentials.allow 'fixtures/**'");
  });
});
