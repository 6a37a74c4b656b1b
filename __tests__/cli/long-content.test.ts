// A secret past the first 8 MiB of a file: `scan`, the commit hooks and the push hook read every
// file whole (window by window, see src/secrets/content-stream.ts), in-process through main().
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runMain, isolateGitConfigForFile } from '../helpers/in-process.js';
import { commands } from '../../src/cli/commands.js';
import { makeRepo, type Repo } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/tmp.js';
import { capturingPushRepo, pushThroughHook, type PushRepo } from '../helpers/push-capture.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { CONTENT_WINDOW_BYTES } from '../../src/secrets/scan-content.js';

/**
 * 85,934 lines of 100 bytes and one of 108: the next line starts at 8 MiB + 200 KiB + 100 bytes,
 * past the first window and both its 64 KiB seams, so every reader crosses a window edge.
 */
const FILLER = `${`${'a'.repeat(99)}\n`.repeat(85934)}${'b'.repeat(107)}\n`;
const SECRET_LINE = 85936;

/** A big file with a token on line SECRET_LINE (column 9), then a little more text. */
function bigFile(token: string, comment = ''): Buffer {
  const bytes = Buffer.from(`${FILLER}token = ${token}${comment}\n${'tail\n'.repeat(10)}`);
  expect(bytes.indexOf('token = ')).toBe(CONTENT_WINDOW_BYTES + 200 * 1024 + 100);
  return bytes;
}

const scan = (args: string[], cwd: string) => runMain(['scan', ...args], cwd, commands, { ...process.env, GITHUB_STEP_SUMMARY: '' });

isolateGitConfigForFile();

describe('scan reads a file whole', () => {
  test('a token 8 MiB + 100 bytes into a file is found on its line; no note; an allow comment past 8 MiB works', async () => {
    const tmp = makeTempDir();
    try {
      writeFileSync(path.join(tmp.dir, 'dump.sql'), bigFile(fakeSecret.github()));
      writeFileSync(path.join(tmp.dir, 'allowed.log'), bigFile(fakeSecret.github(), ' # packwright:allow'));
      const r = await scan(['--format', 'json'], tmp.dir);
      expect(r.code).toBe(1);
      const found = (JSON.parse(r.stdout) as { targets: { diagnostics: { file: string; rule: string; line: number; column: number }[] }[] }).targets.flatMap((x) => x.diagnostics);
      expect(found.map((d) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.rule}`)).toEqual([`dump.sql:${SECRET_LINE}:9 github-token`]);
      expect(r.stderr).toBe(`packwright: allowed allowed.log:${SECRET_LINE}:9 [github-token] by packwright:allow on the line\n`);
    } finally {
      tmp.cleanup();
    }
  });
});

describe('the commit hooks read each staged blob whole', () => {
  let repo: Repo;
  beforeEach(() => {
    repo = makeRepo('packwright-long-');
  });
  afterEach(() => repo.cleanup());

  test('pre-commit: a token 8 MiB + 100 bytes into a staged file blocks the commit, at its line; an allowed one passes', async () => {
    repo.stage({ 'dump.sql': bigFile(fakeSecret.github()), 'copy/dump.sql': bigFile(fakeSecret.github(), ' # packwright:allow'), 'small.txt': 'hello\n' });
    const r = await runMain(['hook', 'pre-commit', '--only', 'credentials'], repo.dir, commands, {});
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('packwright: commit blocked: 1 credential finding in the staged files');
    expect(r.stderr).toContain(`  dump.sql:${SECRET_LINE}:9  [github-token]`);
    expect(r.stderr).toContain(`packwright: allowed copy/dump.sql:${SECRET_LINE}:9 [github-token] by packwright:allow on the line`);
    expect(r.stderr).not.toContain('note:');
  });
});

describe('the push hook reads each pushed blob whole', () => {
  let repo: PushRepo;
  beforeEach(() => {
    repo = capturingPushRepo('packwright-long-push-');
    repo.stage({ 'README.md': '# app\n' });
    repo.gitOk(['commit', '-qm', 'base', '--no-verify']);
    repo.gitOk(['push', '-q', '--no-verify', 'origin', 'main']);
  });
  afterEach(() => repo.cleanup());

  test('a token 8 MiB + 100 bytes into a pushed file blocks the push, at its line', async () => {
    repo.stage({ 'logs/big.log': bigFile(fakeSecret.github()) });
    repo.gitOk(['commit', '-qm', 'add log', '--no-verify']);
    const r = await pushThroughHook(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`  [0-9a-f]{12}  logs/big\\.log:${SECRET_LINE}:9  \\[github-token\\]`));
    expect(r.stderr).not.toContain('note:');
  });
});
