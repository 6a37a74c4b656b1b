// A secret past the first 8 MiB of a file: `scan`, the commit hooks and the push hook read every
// file whole (window by window, see src/secrets/content-stream.ts), in-process through main();
// the push hook reads every commit and tag message and header whole too.
import { spawnSync } from 'node:child_process';
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

describe('the push hook reads each commit and tag object whole (message and header)', () => {
  let repo: PushRepo;
  beforeEach(() => {
    repo = capturingPushRepo('packwright-long-message-');
    repo.stage({ 'README.md': '# app\n' });
    repo.gitOk(['commit', '-qm', 'base', '--no-verify']);
    repo.gitOk(['push', '-q', '--no-verify', 'origin', 'main']);
  });
  afterEach(() => repo.cleanup());

  const short = (oid: string) => oid.slice(0, 12);
  const run = (args: string[], input: Buffer | string) => {
    const r = spawnSync('git', args, { cwd: repo.dir, env: repo.env, input, maxBuffer: 64 * 1024 * 1024 });
    if (r.status !== 0) throw new Error(`git ${args[0]}: ${r.stderr.toString()}`);
    return r.stdout.toString().trim();
  };
  /** Where `token` is in `text` (whose lines before it are ASCII): `line:column`. */
  const placeOf = (text: string, token: string) => {
    const before = text.slice(0, text.indexOf(token));
    return `${before.split('\n').length}:${before.length - before.lastIndexOf('\n')}`;
  };
  /** A commit object on top of main, written as given, that main is then set to. */
  const commitObject = (header: string, message: Buffer | string) => {
    const head = repo.gitOk(['rev-parse', 'HEAD']).trim();
    const tree = repo.gitOk(['rev-parse', 'HEAD^{tree}']).trim();
    const ident = 'T <t@example.com> 1700000000 +0000';
    const object = Buffer.concat([Buffer.from(`tree ${tree}\nparent ${head}\nauthor ${ident}\ncommitter ${ident}\n${header}\n`), Buffer.from(message)]);
    const oid = run(['hash-object', '-t', 'commit', '--literally', '-w', '--stdin'], object);
    repo.gitOk(['update-ref', 'refs/heads/main', oid]);
    return { oid, header: object.subarray(0, object.indexOf('\n\n')).toString('latin1') };
  };

  test('a token 8 MiB + 200 KiB into a commit message blocks the push, at its line; no note', async () => {
    const token = fakeSecret.github();
    const message = `big import\n\n${FILLER}token = ${token}\n`;
    run(['commit', '-q', '--no-verify', '--allow-empty', '--cleanup=verbatim', '-F', '-'], message);
    const c = repo.gitOk(['rev-parse', 'HEAD']).trim();
    const r = await pushThroughHook(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`  ${short(c)}  (commit message):${placeOf(message, token)}  [github-token] `);
    expect(r.stderr).not.toContain('note:');
    expect(r.stderr).not.toContain(token);
  });

  test('a token past 8 MiB in an annotated tag\'s message blocks the push of the tag', async () => {
    const token = fakeSecret.gitlab();
    const message = `release notes\n\n${FILLER}token = ${token}\n`;
    run(['tag', '-a', 'v1', '--cleanup=verbatim', '-F', '-'], message);
    const tag = repo.gitOk(['rev-parse', 'v1']).trim();
    const r = await pushThroughHook(repo, ['origin', 'refs/tags/v1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`  ${short(tag)}  (tag message):${placeOf(message, token)}  [gitlab-token] `);
  });

  test('a header over 8 MiB (a mergetag embedding a long tag): a token past 8 MiB in it, named by its field; the message after it is read too', async () => {
    const inHeader = fakeSecret.github();
    const inMessage = fakeSecret.slack();
    const tagBody = `${FILLER}token = ${inHeader}`.split('\n').map((l) => ` ${l}`).join('\n');
    const base = repo.gitOk(['rev-parse', 'HEAD']).trim();
    const { oid, header } = commitObject(`mergetag object ${base}\n type commit\n tag big\n tagger T <t@example.com> 1700000000 +0000\n \n${tagBody}`, `\nmerge big\n\nslack = ${inMessage}\n`);
    const r = await pushThroughHook(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`  ${short(oid)}  (commit header):${placeOf(header, inHeader)}  [github-token] `);
    expect(r.stderr).toContain(`  ${short(oid)}  (commit message):3:9  [slack-token] `);
    expect(r.stderr).toContain('  - a merge commit named above embeds the tag it merged, message and all (its mergetag header)');
  });

  test('a UTF-16 message (encoding header) past 8 MiB: its NULs are dropped in every window, as in a short one', async () => {
    const token = fakeSecret.github();
    const text = `subject\n\n${FILLER.slice(0, 4_300_000)}\ntoken = ${token}\n`;
    const { oid } = commitObject('encoding UTF-16LE', Buffer.concat([Buffer.from('\n'), Buffer.from(text, 'utf16le')]));
    const r = await pushThroughHook(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`  ${short(oid)}  (commit message):${placeOf(text, token)}  [github-token] `);
  });
});
