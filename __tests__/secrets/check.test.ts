import path from 'node:path';
import fc from 'fast-check';
import { CredentialCheck, insideAllowRoot } from '../../src/secrets/check.js';
import { compileAllowList } from '../../src/secrets/allow.js';

/** The allow path a front-end builds: relative to the config's folder (`pkg/foo` in the repo). */
const fromFolder = (folder: string) => (p: string) => path.posix.relative(folder, p);

describe('credentials.allow stays in the folder holding .packwright.yml', () => {
  test('a glob in pkg/foo/.packwright.yml matches under pkg/foo only', async () => {
    const allow = await compileAllowList(['**/fixtures/*.pem']);
    const check = new CredentialCheck(allow, fromFolder('pkg/foo'));
    for (const p of ['pkg/foo/test/fixtures/a.pem', 'other/fixtures/real.pem', 'pkg/fixtures/up.pem', 'pkg/foobar/fixtures/b.pem']) check.checkName(p);
    expect(check.allowed.map((a) => a.path)).toEqual(['pkg/foo/test/fixtures/a.pem']);
    expect(check.errors.map((f) => f.path)).toEqual(['other/fixtures/real.pem', 'pkg/fixtures/up.pem', 'pkg/foobar/fixtures/b.pem']);
  });

  test('globs that spell ../ or match everything still match nothing outside', async () => {
    const allow = await compileAllowList(['**', '../**', '../../other/**', '{**,../*/**}', '**/../**']);
    const check = new CredentialCheck(allow, fromFolder('pkg/foo'));
    check.checkName('other/fixtures/real.pem');
    check.checkName('pkg/foo/ok.pem');
    expect(check.errors.map((f) => f.path)).toEqual(['other/fixtures/real.pem']);
    expect(check.allowed.map((a) => a.path)).toEqual(['pkg/foo/ok.pem']);
  });

  test('an allowPath of null or an absolute path means outside: no glob matches', async () => {
    const allow = await compileAllowList(['**', '/**']);
    const none = new CredentialCheck(allow, () => null);
    none.checkName('a.pem');
    expect(none.errors).toHaveLength(1);
    const abs = new CredentialCheck(allow, (p) => `/elsewhere/${p}`);
    abs.checkName('a.pem');
    expect(abs.errors).toHaveLength(1);
  });

  test('without a mapping (the default), repository paths are matched as they are', async () => {
    const check = new CredentialCheck(await compileAllowList(['test/**']));
    check.checkName('test/.env');
    check.checkName('.env');
    expect(check.allowed.map((a) => a.path)).toEqual(['test/.env']);
    expect(check.errors.map((a) => a.path)).toEqual(['.env']);
  });

  test.each([
    ['a/b.pem', true],
    ['.env', true],
    ['..hidden/x', true],
    ['a/..b', true],
    ['..', false],
    ['../x', false],
    ['a/../../x', false],
    ['a/..', false],
    ['..\\x', false],
    ['/abs/x', false],
    ['C:/x', false],
    ['C:x', false],
    ['c:\\x', false],
    ['', false],
  ])('insideAllowRoot(%j) is %s', (p, inside) => expect(insideAllowRoot(p)).toBe(inside));

  const segment = fc.stringMatching(/^[a-z._-]{1,6}$/).filter((s) => s !== '.' && s !== '..');
  const folder = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
  const relPath = fc.array(segment, { minLength: 0, maxLength: 4 }).map((s) => [...s, 'x.pem'].join('/'));
  const globs = fc.array(fc.constantFrom('**', '**/*', '*/**', '**/*.pem', '**/fixtures/*.pem', '../**', '../*/**', '**/../**', '{**,../**}', '?*/**', '[.a-z]*/**', '*.pem'), { minLength: 1, maxLength: 4 });

  test('property: for any path outside the folder, no glob matches', async () => {
    await fc.assert(
      fc.asyncProperty(folder, relPath, globs, async (dir, p, gs) => {
        fc.pre(p !== dir && !p.startsWith(`${dir}/`));
        const check = new CredentialCheck(await compileAllowList(gs), fromFolder(dir));
        check.checkName(p);
        return check.allowed.length === 0 && check.errors.length === 1;
      }),
      { numRuns: 400 },
    );
  });

  test('property: inside the folder, `**` lets every path through', async () => {
    const allow = await compileAllowList(['**']);
    fc.assert(
      fc.property(folder, relPath, (dir, p) => {
        const check = new CredentialCheck(allow, fromFolder(dir));
        check.checkName(`${dir}/${p}`);
        return check.allowed.length === 1 && check.errors.length === 0;
      }),
      { numRuns: 200 },
    );
  });
});
