import fc from 'fast-check';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { relativePathProblem, normalRelativePath, resolveContained, displayPath, isInside } from '../../src/core/paths.js';
import { UnsafePathError } from '../../src/core/errors.js';
import { makeTempDir } from '../helpers/tmp.js';

describe('relativePathProblem', () => {
  test.each([
    ['a.md', null],
    ['dir with spaces/ñ.md', null],
    ['./a.md', null],
    ['a/..b/c', null],
    ['', 'empty path'],
    ['/etc/passwd', 'is absolute'],
    ['C:/x', 'is absolute'],
    ['a\\b', 'contains a backslash'],
    ['../a', 'goes up with ".."'],
    ['a/../../b', 'goes up with ".."'],
    ['a\0b', 'contains a NUL byte'],
  ])('%j → %j', (p, expected) => {
    expect(relativePathProblem(p)).toBe(expected);
  });

  test.each([
    ['a.md', null],
    ['sub/a.md', null],
    ['.hidden/a.md', null],
    ['a/..b/c', null],
    ['./a.md', 'starts with "./" (write it as "a.md")'],
    ['a.md/', 'ends with "/" (write it as "a.md")'],
    ['sub//x.md', 'has an empty segment ("//") (write it as "sub/x.md")'],
    ['sub/./x.md', 'has a "." segment (write it as "sub/x.md")'],
    ['.', 'has a "." segment (that is the folder itself)'],
    ['../a', 'goes up with ".."'],
  ])('normal form: %j → %j', (p, expected) => {
    expect(relativePathProblem(p, { normal: true })).toBe(expected);
  });

  test('property: a path accepted in normal form is its own normal spelling', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b.md', '.', '', '..x'), { minLength: 1, maxLength: 5 }), (segs) => {
        const p = segs.join('/');
        if (relativePathProblem(p, { normal: true }) === null) expect(normalRelativePath(p)).toBe(p);
        else if (relativePathProblem(p) === null && normalRelativePath(p) !== '.') expect(relativePathProblem(normalRelativePath(p), { normal: true })).toBeNull();
      }),
    );
  });

  test('property: any path with a ".." segment is refused', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z.]{1,5}$/), { maxLength: 4 }), fc.nat(4), (segs, at) => {
        const parts = [...segs];
        parts.splice(Math.min(at, parts.length), 0, '..');
        expect(relativePathProblem(parts.join('/'))).not.toBeNull();
      }),
    );
  });

  test('property: an accepted path resolves inside its root', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (p) => {
        if (relativePathProblem(p) === null) expect(isInside('/root', path.resolve('/root', p))).toBe(true);
      }),
    );
  });
});

describe('isInside', () => {
  test.each([
    ['/root', '/root', true],
    ['/root', '/root/a', true],
    ['/root', '/root/..foo', true],
    ['/root', '/root/.. ', true],
    ['/root', '/root/a/..b/c', true],
    ['/root', '/', false],
    ['/root', '/rooted', false],
    ['/root', '/root/../etc', false],
    ['/root', '/other/..root', false],
  ])('%s ⊇ %s: %s', (root, child, expected) => {
    expect(isInside(root, child)).toBe(expected);
  });

  test('property: a name that starts with ".." is still inside', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\.\.[^/\0]{1,8}$/), (name) => {
        expect(isInside('/root', `/root/${name}`)).toBe(true);
      }),
    );
  });
});

describe('resolveContained', () => {
  const t = makeTempDir();
  afterAll(() => t.cleanup());
  const root = path.join(t.dir, 'root');
  beforeAll(() => {
    mkdirSync(path.join(root, 'sub'), { recursive: true });
    writeFileSync(path.join(root, 'sub', 'f.txt'), 'x');
    writeFileSync(path.join(t.dir, 'outside.txt'), 'x');
    symlinkSync('../outside.txt', path.join(root, 'out-link'));
    symlinkSync('sub/f.txt', path.join(root, 'in-link'));
    symlinkSync(t.dir, path.join(root, 'dir-out'));
    symlinkSync('nowhere', path.join(root, 'dangling'));
    symlinkSync('../no-such-dir/x', path.join(root, 'dangling-out'));
    symlinkSync('loop', path.join(root, 'loop'));
  });
  test('a plain file and an inside symlink resolve', async () => {
    await expect(resolveContained(root, 'sub/f.txt')).resolves.toBe(path.join(root, 'sub', 'f.txt'));
    await expect(resolveContained(root, 'in-link')).resolves.toBe(path.join(root, 'in-link'));
  });
  test('a path that does not exist yet is checked through its parent', async () => {
    await expect(resolveContained(root, 'sub/new.txt')).resolves.toBe(path.join(root, 'sub', 'new.txt'));
    await expect(resolveContained(root, 'dir-out/new.txt')).rejects.toThrow(UnsafePathError);
  });
  test.each(['out-link', 'dir-out/outside.txt', '../outside.txt', '/etc/passwd', 'dangling'])('%s is refused', async (p) => {
    await expect(resolveContained(root, p)).rejects.toThrow(UnsafePathError);
  });
  test.each([
    ['../outside.txt', { reason: 'unsafe' }],
    ['a\\b', { reason: 'unsafe' }],
    ['out-link', { reason: 'symlink_outside' }],
    ['loop', { reason: 'symlink_loop' }],
    // A dangling symlink: refused either way, the reason saying whether it would lead outside.
    ['dangling', { reason: 'dangling_symlink', link: path.join(root, 'dangling') }],
    ['dangling/x', { reason: 'dangling_symlink', link: path.join(root, 'dangling') }],
    ['dangling-out', { reason: 'symlink_outside', link: path.join(root, 'dangling-out') }],
  ])('%s is refused with reason %j', async (p, why) => {
    const err = await resolveContained(root, p).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(UnsafePathError);
    expect({ reason: (err as UnsafePathError).reason, link: (err as UnsafePathError).link }).toEqual({ link: undefined, ...why });
  });
});

describe('displayPath', () => {
  test('relative below cwd, absolute elsewhere, POSIX separators', () => {
    expect(displayPath('/a/b/c.md', '/a')).toBe('b/c.md');
    expect(displayPath('/a', '/a')).toBe('.');
    expect(displayPath('/x/y', '/a')).toBe('/x/y');
    expect(displayPath('/a/..b/c.md', '/a')).toBe('..b/c.md');
  });
});
