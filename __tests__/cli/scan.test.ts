import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli, BUNDLE, REPO_ROOT } from '../helpers/cli.js';
import { handToUnprivileged, runUnprivileged } from '../helpers/unprivileged.js';
import { makeRepo } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/tmp.js';
import { fakeSecret, rsaPrivateKeyPem } from '../helpers/fake-secrets.js';

describe('packwright scan', () => {
  test('this repository has no credential findings', () => {
    const r = runCli(['scan', '--format', 'json'], { cwd: REPO_ROOT });
    const report = JSON.parse(r.stdout);
    expect(report.targets[0].diagnostics).toEqual([]);
    expect(r.code).toBe(0);
  });

  test('a folder outside git: names and contents, sorted, in every format', () => {
    const tmp = makeTempDir();
    try {
      const token = fakeSecret.slack();
      tmp.write('b/app.env.example', 'X=\n');
      tmp.write('b/.env', 'X=1\n');
      tmp.write('a/config.js', `module.exports = {\n  slack: '${token}',\n};\n`);
      tmp.write('node_modules/pkg/id_rsa', 'x\n');
      tmp.write('img.png', Buffer.concat([Buffer.from([0x89, 0x50, 0, 0]), Buffer.from(fakeSecret.aws())]));
      symlinkSync('/etc/passwd', path.join(tmp.dir, 'link.txt'));
      const text = runCli(['scan', 'a', 'b'], { cwd: tmp.dir });
      expect(text.code).toBe(1);
      expect(text.stdout).toBe(
        [
          'a/config.js:2:11: error a Slack token on line 2 [slack-token]',
          'b/.env: error the file name matches **/{.env,.env.*,.envrc}, a credential file [credential-file]',
          '2 targets checked: 2 errors, 0 warnings',
          '',
        ].join('\n'),
      );
      const whole = JSON.parse(runCli(['scan', '--format', 'json'], { cwd: tmp.dir }).stdout);
      expect(whole.targets[0].diagnostics.map((d: { file: string; rule: string }) => `${d.file} ${d.rule}`)).toEqual(['a/config.js slack-token', 'b/.env credential-file']);
      expect(JSON.stringify(whole)).not.toContain(token.slice(5));
      const gh = runCli(['scan', '--format', 'github'], { cwd: tmp.dir, env: { GITHUB_STEP_SUMMARY: '' } });
      expect(gh.stdout).toContain('::error file=a/config.js,line=2,col=11,title=packwright slack-token::a Slack token on line 2');
      const sarif = JSON.parse(runCli(['scan', '--format', 'sarif'], { cwd: tmp.dir }).stdout);
      const ruleIds = sarif.runs[0].tool.driver.rules.map((r: { id: string }) => r.id);
      expect(ruleIds).toEqual(expect.arrayContaining(['credential-file', 'private-key', 'slack-token']));
      expect(sarif.runs[0].results).toHaveLength(2);
    } finally {
      tmp.cleanup();
    }
  });

  test('what it cannot read is named and fails the scan (exit 2), after every other finding', () => {
    const tmp = makeTempDir();
    try {
      tmp.write('src/k.js', `const key = '${fakeSecret.aws()}';\n`);
      tmp.write('locked/inside.js', 'x\n');
      tmp.write('docs/notes.md', 'x\n');
      tmp.write('docs/.env', 'X=1\n');
      chmodSync(path.join(tmp.dir, 'locked'), 0o000);
      chmodSync(path.join(tmp.dir, 'docs/notes.md'), 0o000);
      chmodSync(path.join(tmp.dir, 'docs/.env'), 0o000);
      handToUnprivileged(tmp.dir);
      const r = runUnprivileged(BUNDLE, ['scan'], { cwd: tmp.dir, env: {} });
      expect(r.code).toBe(2);
      // An unreadable file is still judged by its name.
      expect(r.stdout).toContain('docs/.env: error the file name matches');
      expect(r.stdout).toContain('src/k.js:1:14: error an AWS access key id on line 1 [aws-access-key]');
      expect(r.stderr).toBe(['packwright: not checked: docs/.env: permission denied', 'packwright: not checked: docs/notes.md: permission denied', 'packwright: not checked: locked: permission denied', ''].join('\n'));

      // --skip-unreadable: the same lines, but the exit is the findings' alone.
      const skipped = runUnprivileged(BUNDLE, ['scan', '--skip-unreadable'], { cwd: tmp.dir, env: {} });
      expect(skipped.code).toBe(1);
      expect(skipped.stderr).toBe(r.stderr);
      expect(skipped.stdout).toBe(r.stdout);
      rmSync(path.join(tmp.dir, 'src'), { recursive: true });
      rmSync(path.join(tmp.dir, 'docs/.env'));
      const clean = runUnprivileged(BUNDLE, ['scan', '--skip-unreadable'], { cwd: tmp.dir, env: {} });
      expect(clean.stderr).toBe(['packwright: not checked: docs/notes.md: permission denied', 'packwright: not checked: locked: permission denied', ''].join('\n'));
      expect(clean.code).toBe(0);
    } finally {
      spawnSync('chmod', ['-R', 'u+rwX', tmp.dir]);
      tmp.cleanup();
    }
  });

  test('in a git repository: tracked and untracked files, not ignored ones; allow globs apply', () => {
    const repo = makeRepo();
    try {
      repo.write('.gitignore', '.env\n');
      repo.write('.env', 'IGNORED=1\n');
      repo.write('keys/dev.pem', rsaPrivateKeyPem());
      repo.stage({ 'src/a.ts': 'export {};\n', 'fixtures/id_rsa': 'x\n' });
      repo.write('.packwright.yml', 'credentials:\n  allow: ["fixtures/**"]\n');
      const r = runCli(['scan'], { cwd: repo.dir });
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('keys/dev.pem: error the file name matches **/*.pem');
      expect(r.stdout).toContain('keys/dev.pem:1:1: error a private key block');
      expect(r.stdout).not.toContain('.env');
      expect(r.stderr).toBe("packwright: allowed fixtures/id_rsa [credential-file] by credentials.allow 'fixtures/**'\n");
    } finally {
      repo.cleanup();
    }
  });

  test('a single file, and a missing path (one line, exit 2)', () => {
    const tmp = makeTempDir();
    try {
      mkdirSync(path.join(tmp.dir, 'd'));
      writeFileSync(path.join(tmp.dir, 'd', 'terraform.tfvars'), 'x = 1\n');
      const one = runCli(['scan', 'd/terraform.tfvars'], { cwd: tmp.dir });
      expect(one.code).toBe(1);
      expect(one.stdout).toContain('d/terraform.tfvars: error the file name matches **/terraform.tfvars');
      const missing = runCli(['scan', 'nope'], { cwd: tmp.dir });
      expect(missing.code).toBe(2);
      expect(missing.stderr).toBe('packwright: nope: no such file or directory\n');
    } finally {
      tmp.cleanup();
    }
  });
});

describe('help', () => {
  test.each([[['scan']], [['hook', 'pre-commit']]])('%j --help', (cmd) => {
    const r = runCli([...cmd, '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Usage: packwright ${cmd.join(' ')}`);
  });
  test('packwright hook lists its subcommand', () => {
    const r = runCli(['hook', '--help']);
    expect(r.stdout).toContain('hook pre-commit');
  });
});
