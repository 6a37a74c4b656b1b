import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VERSION } from '../../src/version.js';
import { runCli, REPO_ROOT } from '../helpers/cli.js';

describe('packwright --version', () => {
  test('src/version.ts matches package.json', () => {
    const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(VERSION).toBe(pkg.version);
  });
  test('the bundle prints the version and exits 0', () => {
    const r = runCli(['--version']);
    expect(r).toMatchObject({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
  });
  test('an unknown command is one line and exit 2', () => {
    const r = runCli(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^packwright: unknown command 'frobnicate'\n/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
  test('an unknown flag names the flag, exit 2', () => {
    const r = runCli(['validate', '--nope']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("'--nope'");
  });
  test('a value that starts with "-" is one error line that says how to write it, exit 2', () => {
    const r = runCli(['context-pack', 'build', '.', '--max-files', '-5']);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(`packwright: context-pack build: Option '--max-files' argument is ambiguous (a value that starts with "-" is written --max-files=VALUE)`);
    const written = runCli(['context-pack', 'build', '.', '--max-files=-5']);
    expect(written.code).toBe(2);
    expect(written.stderr).toMatch(/^packwright: --max-files must be a positive whole number, not '-5'\n/);
  });
  test('every command has --help', () => {
    for (const cmd of [['validate'], ['discover'], ['context-pack', 'rehash']]) {
      const r = runCli([...cmd, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`Usage: packwright ${cmd.join(' ')}`);
    }
  });
});
