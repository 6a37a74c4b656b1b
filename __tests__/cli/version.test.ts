import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VERSION } from '../../src/version.js';
import { spawn, spawnSync } from 'node:child_process';
import { runCli, REPO_ROOT, BUNDLE } from '../helpers/cli.js';
import { SP_BUNDLE } from '../helpers/sp.js';

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
  test.each([BUNDLE, SP_BUNDLE])('%s: output that cannot be written is one line and exit 2, not a stack trace', (bundle) => {
    // /dev/full fails every write with ENOSPC.
    const full = spawnSync('sh', ['-c', `"${process.execPath}" "${bundle}" --help > /dev/full`], { encoding: 'utf8' });
    expect(full.status).toBe(2);
    expect(full.stderr).toMatch(/^(packwright|sp): standard output: no space left on device\n$/);
  });
  test.each([BUNDLE, SP_BUNDLE])('%s: a reader that closed the pipe ends the run quietly, exit 2', async (bundle) => {
    // The read end is closed long before the CLI has started, so its first write fails with EPIPE
    // (unhandled, that was a stack trace on stderr and exit 1).
    const child = spawn(process.execPath, [bundle, '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect({ code, stderr }).toEqual({ code: 2, stderr: '' });
  });
  test('every command has --help', () => {
    for (const cmd of [['validate'], ['discover'], ['context-pack', 'rehash']]) {
      const r = runCli([...cmd, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`Usage: packwright ${cmd.join(' ')}`);
    }
  });
});
