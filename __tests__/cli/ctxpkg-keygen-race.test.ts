// `ctxpkg keygen` when something appears at --out after its "already exists?" check (another
// user's symlink planted in a shared folder, say). In-process (src/, not dist/), with that check
// made to see nothing, so the window is open deterministically: the write itself must refuse,
// never follow the symlink, and never give the key the mode of a file it would replace.
import { jest } from '@jest/globals';
import { chmodSync, lstatSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const actualRead = await import('../../src/core/read.js');
jest.unstable_mockModule('../../src/core/read.js', () => ({ ...actualRead, lstatOrNull: async () => null }));

const { main } = await import('../../src/cli/main.js');
const { commands } = await import('../../src/cli/commands.js');
const { makeTempDir } = await import('../helpers/tmp.js');

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, env: {}, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } }, commands);
  return { code, stdout, stderr };
}

describe('ctxpkg keygen: the write never replaces or follows what stands at --out', () => {
  const tmp = makeTempDir();
  afterAll(() => tmp.cleanup());

  test('a symlink to another file: refused, the file untouched (not replaced with the key, not 0644)', async () => {
    const victim = tmp.write('victim.txt', 'precious\n');
    chmodSync(victim, 0o644);
    symlinkSync('victim.txt', path.join(tmp.dir, 'planted.key'));
    const r = await cli(['ctxpkg', 'keygen', '--out', 'planted.key'], tmp.dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("packwright: planted.key already exists; refusing to overwrite a key (choose another --out)\nRun 'packwright --help' for usage.\n");
    expect(r.stdout).toBe('');
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(readlinkSync(path.join(tmp.dir, 'planted.key'))).toBe('victim.txt');
  });

  test('a dangling symlink: refused, nothing created at its target', async () => {
    symlinkSync(path.join(tmp.dir, 'elsewhere.key'), path.join(tmp.dir, 'dangling.key'));
    const r = await cli(['ctxpkg', 'keygen', '--out', 'dangling.key'], tmp.dir);
    expect(r.code).toBe(2);
    expect(() => lstatSync(path.join(tmp.dir, 'elsewhere.key'))).toThrow();
  });

  test('a regular file: refused, kept', async () => {
    writeFileSync(path.join(tmp.dir, 'old.key'), 'old\n');
    const r = await cli(['ctxpkg', 'keygen', '--out', 'old.key'], tmp.dir);
    expect(r.code).toBe(2);
    expect(readFileSync(path.join(tmp.dir, 'old.key'), 'utf8')).toBe('old\n');
  });

  test('a free path: written 0600 even under umask 000, no temp file left', async () => {
    const old = process.umask(0);
    try {
      const r = await cli(['ctxpkg', 'keygen', '--out', 'fresh.key'], tmp.dir);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^[0-9a-f]{64}\n$/);
    } finally {
      process.umask(old);
    }
    expect(lstatSync(path.join(tmp.dir, 'fresh.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(tmp.dir, 'fresh.key'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    expect(readdirSync(tmp.dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});
