// What `scan` cannot read, with names that are not UTF-8: the name is still checked, the file
// is named on stderr (escaped), and the scan exits 2. In-process (src/, not dist/), with
// node:fs/promises failing for chosen paths, since file permissions do not bind root.
import { jest } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const actual = await import('node:fs/promises');
/** `call:path` (the path as a latin1 string of its bytes) for calls that fail with EACCES. */
const denied = new Set<string>();
const key = (p: unknown) => (Buffer.isBuffer(p) ? p.toString('latin1') : Buffer.from(String(p)).toString('latin1'));
const eacces = (p: unknown) => Object.assign(new Error(`EACCES: permission denied, '${key(p)}'`), { code: 'EACCES' });
jest.unstable_mockModule('node:fs/promises', () => ({
  ...actual,
  default: actual,
  open: async (p: Parameters<typeof actual.open>[0], ...rest: unknown[]) => {
    if (denied.has(`open:${key(p)}`)) throw eacces(p);
    return (actual.open as (...a: unknown[]) => unknown)(p, ...rest);
  },
  readdir: async (p: Parameters<typeof actual.readdir>[0], ...rest: unknown[]) => {
    if (denied.has(`readdir:${key(p)}`)) throw eacces(p);
    return (actual.readdir as (...a: unknown[]) => unknown)(p, ...rest);
  },
  lstat: async (p: Parameters<typeof actual.lstat>[0], ...rest: unknown[]) => {
    if (denied.has(`lstat:${key(p)}`)) throw eacces(p);
    return (actual.lstat as (...a: unknown[]) => unknown)(p, ...rest);
  },
}));

const { main } = await import('../../src/cli/main.js');
const { commands } = await import('../../src/cli/commands.js');
const { makeTempDir } = await import('../helpers/tmp.js');
const { makeRepo } = await import('../helpers/git-repo.js');

async function scan(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(['scan', ...args], { cwd, env: process.env, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } }, commands);
  return { code, stdout, stderr };
}

const bytesPath = (dir: string, rel: string) => Buffer.concat([Buffer.from(`${dir}/`), Buffer.from(rel, 'latin1')]);

afterEach(() => denied.clear());

test('an unreadable file with a Latin-1 name: name checked, named on stderr, exit 2', async () => {
  const tmp = makeTempDir();
  try {
    writeFileSync(bytesPath(tmp.dir, '.env.\xe9'), 'X=1\n');
    writeFileSync(bytesPath(tmp.dir, 'notes-\xe9.txt'), 'x\n');
    denied.add(`open:${bytesPath(tmp.dir, '.env.\xe9').toString('latin1')}`);
    denied.add(`open:${bytesPath(tmp.dir, 'notes-\xe9.txt').toString('latin1')}`);
    const r = await scan([], tmp.dir);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('".env.\\\\xe9": error the file name matches **/{.env,.env.*,.envrc}');
    expect(r.stderr).toBe(['packwright: not checked: ".env.\\\\xe9": permission denied', 'packwright: not checked: "notes-\\\\xe9.txt": permission denied', ''].join('\n'));
    const skipped = await scan(['--skip-unreadable'], tmp.dir);
    expect(skipped.code).toBe(1);
  } finally {
    tmp.cleanup();
  }
});

test('a file that cannot even be looked at (lstat fails) is not passed over, in git mode', async () => {
  const repo = makeRepo();
  try {
    repo.stage({ 'locked/id_rsa': 'x\n', 'locked/a.txt': 'x\n', 'ok.txt': 'x\n' });
    denied.add(`lstat:${path.join(repo.dir, 'locked/id_rsa')}`);
    denied.add(`lstat:${path.join(repo.dir, 'locked/a.txt')}`);
    const r = await scan([], repo.dir);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('locked/id_rsa: error the file name matches **/id_rsa*');
    expect(r.stderr).toBe(['packwright: not checked: locked/a.txt: permission denied', 'packwright: not checked: locked/id_rsa: permission denied', ''].join('\n'));
  } finally {
    repo.cleanup();
  }
});

test('a folder with a Latin-1 name that cannot be listed is named, escaped', async () => {
  const tmp = makeTempDir();
  try {
    mkdirSync(bytesPath(tmp.dir, 'd\xff'));
    writeFileSync(bytesPath(tmp.dir, 'd\xff/x.txt'), 'x\n');
    denied.add(`readdir:${bytesPath(tmp.dir, 'd\xff').toString('latin1')}`);
    const r = await scan([], tmp.dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('packwright: not checked: "d\\\\xff": permission denied\n');
  } finally {
    tmp.cleanup();
  }
});
