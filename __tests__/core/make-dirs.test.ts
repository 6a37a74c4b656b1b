import { existsSync, mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { makeDirs } from '../../src/core/make-dirs.js';
import { makeTempDir } from '../helpers/tmp.js';

describe('makeDirs', () => {
  const make = async (d: string) => makeDirs(d);
  let t: ReturnType<typeof makeTempDir>;
  beforeEach(() => (t = makeTempDir('make-dirs-')));
  afterEach(() => t.cleanup());

  test('makes every missing folder; an existing folder is fine', async () => {
    const deep = path.join(t.dir, 'a', 'b', 'c');
    await make(deep);
    expect(statSync(deep).isDirectory()).toBe(true);
    await make(deep);
    await make(path.join(t.dir, 'a'));
    expect(statSync(deep).isDirectory()).toBe(true);
  });

  test('a file where a folder should be is ENOTDIR, itself or as a parent', async () => {
    writeFileSync(path.join(t.dir, 'file'), 'x');
    await expect(make(path.join(t.dir, 'file'))).rejects.toMatchObject({ code: 'ENOTDIR' });
    await expect(make(path.join(t.dir, 'file', 'sub', 'deeper'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  test('a dangling symlink parent is ENOENT, and nothing is made', async () => {
    symlinkSync(path.join(t.dir, 'nowhere'), path.join(t.dir, 'link'));
    await expect(make(path.join(t.dir, 'link', 'sub'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(existsSync(path.join(t.dir, 'nowhere'))).toBe(false);
  });

  // Node 20's recursive mkdir spins forever here: /proc/sys exists but refuses new entries.
  (existsSync('/proc/sys') ? test : test.skip)('a parent that exists but refuses children fails at once instead of spinning', async () => {
    await expect(make('/proc/sys/packwright-test/sub')).rejects.toMatchObject({ code: expect.stringMatching(/^(ENOENT|EACCES|EPERM)$/) });
  });

  test('property: any relative path of plain names ends as a folder, whatever part of it existed', async () => {
    const name = fc.stringMatching(/^[a-z0-9_-]{1,8}$/);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(name, { minLength: 1, maxLength: 6 }), fc.nat(6), async (parts, existing) => {
        const base = path.join(t.dir, `p${n++}`);
        const full = path.join(base, ...parts);
        mkdirSync(path.join(base, ...parts.slice(0, Math.min(existing, parts.length))), { recursive: true });
        await make(full);
        expect(statSync(full).isDirectory()).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
