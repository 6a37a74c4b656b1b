import fc from 'fast-check';
import { isValidPackShape } from '../../src/skillpack/pack-shape.js';
import { schemaAccepts } from '../../src/skillpack/pack-schema-check.js';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadPack, parsePack } from '../../src/skillpack/packfile.js';
import { makeTempDir } from '../helpers/tmp.js';

/**
 * The quick pack check stands in for ajv whenever it says "valid", so it must agree with ajv
 * on every pack-like value: generated packs mix valid values with each way a key can be wrong.
 */
// Each value is mostly valid (weight 20) and sometimes wrong in one of the ways listed.
const mostly = <T>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: valid, weight: 20 }, { arbitrary: invalid, weight: 1 });
const str = (valid: string[], invalid: unknown[]) => mostly(fc.constantFrom(...valid), fc.oneof(fc.constantFrom(...invalid), fc.string()));
const pattern = mostly(fc.oneof(fc.constantFrom('a', 'x/**', '**', 'ü/*'), fc.string({ minLength: 1 })), fc.constantFrom('', 1, null));
const patterns = mostly(fc.array(pattern, { maxLength: 3 }), fc.constantFrom('a', null, {}));
const importArb = mostly(
  fc.record(
    {
      repo: str(['github.com/acme/skills', 'https://example.com/r.git', 'ü', '/srv/a b'], ['', '-x', ' x', '\tx', 3, 'a\tb', 'github.com/a/b\u0007', 'x\u007f', 'x\u0085', '/abs\u0001']),
      ref: str(['main', 'v1.2.0', 'a'.repeat(40)], ['', '-b', 'a b', 'x\n', 7, null, 'v1\u0000', 'main\u0085', 'x\u007f']),
      include: patterns,
      exclude: patterns,
    },
    { requiredKeys: ['repo', 'include'] },
  ),
  fc.oneof(fc.constantFrom(null, 'repo', [], 1), fc.record({ repo: fc.constant('r'), include: fc.constant(['a']), extra: fc.constant(true) }), fc.record({ include: fc.constant(['a']) })),
);
const installArb = mostly(
  fc.record(
    {
      prefix: str(['', 'p', 'ü-x'], ['a/b', 'a\u0000', 1, null]),
      sep: str(['__', '-', '.'], ['', '/', 'x\u0000', 2]),
      flatten: mostly(fc.boolean(), fc.constantFrom('true', 1, null)),
    },
    { requiredKeys: [] },
  ),
  fc.oneof(fc.constantFrom(null, [], 'x'), fc.record({ other: fc.constant('x') })),
);
const packArb = fc.tuple(
  fc.record(
    {
      name: str(['group-x', 'ü', 'a b'], ['', 'a/b', 'a\u0000', 3, null, []]),
      include: patterns,
      exclude: patterns,
      imports: mostly(fc.array(importArb, { maxLength: 3 }), fc.constantFrom(null, 'x', {})),
      install: installArb,
    },
    { requiredKeys: ['name'] },
  ),
  fc.option(fc.constantFrom('includes', 'Name', '__proto__x'), { freq: 8 }),
).map(([pack, extra]) => (extra ? { ...pack, [extra]: ['a'] } : pack));

describe('pack shape quick check', () => {
  test('agrees with ajv on generated packs', () => {
    let valid = 0;
    fc.assert(
      fc.property(packArb, (v) => {
        const quick = isValidPackShape(v);
        expect(quick).toBe(schemaAccepts(v));
        if (quick) valid++;
      }),
      { numRuns: 5000 },
    );
    // The generator must reach valid packs often enough for the agreement to mean something.
    expect(valid).toBeGreaterThan(100);
  });

  test('never accepts what ajv refuses, whatever the value', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        if (isValidPackShape(v)) expect(schemaAccepts(v)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  test('accepts the usual packs, so they skip ajv', () => {
    expect(isValidPackShape({ name: 'bench', include: ['**'] })).toBe(true);
    expect(isValidPackShape({ name: 'g', include: [], imports: [{ repo: 'github.com/a/b', ref: 'v1', include: ['x/*'], exclude: [] }], install: { prefix: '', sep: '-', flatten: true } })).toBe(true);
    // Not a plain object: ajv decides.
    expect(isValidPackShape(Object.assign(Object.create({ extra: 1 }), { name: 'x', include: ['a'] }))).toBe(false);
  });

  test('parsePack words schema problems through ajv and builds the pack otherwise', async () => {
    const bad = await parsePack('/p/packs/x.yaml', Buffer.from('name: x\ninclude: []\nextra: 1\n'));
    expect(bad.pack).toBeNull();
    expect(bad.problems.map((p) => p.message)).toEqual(['/: a pack needs a non-empty "include" or at least one "imports" entry', '/: unknown key "extra"']);
    const good = await parsePack('/p/packs/x.yaml', Buffer.from('name: x\ninclude: ["a/*"]\ninstall: { sep: "-" }\n'));
    expect(good.problems).toEqual([]);
    expect(good.pack).toMatchObject({ name: 'x', include: ['a/*'], exclude: [], imports: [], install: { prefix: 'x', sep: '-', flatten: false } });
  });

  test.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['lone CR (old Mac style, a line break in YAML 1.2)', '\r'],
  ])('a pack file with %s line endings reads as the same pack, through either reader', async (_what, eol) => {
    const text = ['name: g', 'include:', '  - "a/*"', 'install:', '  sep: "-"', ''].join(eol);
    const t = makeTempDir('pack-eol-');
    try {
      const file = path.join(t.dir, 'g.yaml');
      writeFileSync(file, text);
      const want = { name: 'g', include: ['a/*'], exclude: [], imports: [], install: { prefix: 'g', sep: '-', flatten: false } };
      expect((await parsePack(file, Buffer.from(text))).pack).toMatchObject(want);
      expect(await loadPack(file, t.dir)).toMatchObject(want);
      // A problem is placed as in the LF file.
      const bad = (sep: string) => Buffer.from(['name: g', 'include:', '  - "a/*"', 'install:', '  sep: 1', ''].join(sep));
      const problems = (await parsePack(file, bad(eol))).problems;
      expect(problems).toEqual((await parsePack(file, bad('\n'))).problems);
      expect(problems).toEqual([expect.objectContaining({ line: 5 })]);
    } finally {
      t.cleanup();
    }
  });

  test('loadPack reads simple pack files without the YAML package into the same Pack as parsePack', async () => {
    const t = makeTempDir('pack-shape-');
    try {
      const texts = [
        'name: bench\ninclude:\n  - "**"\n',
        'name: g\ninclude: [a/*, "b/*"]\nexclude:\n- a/x\ninstall:\n  prefix: ""\n  sep: "-"\n  flatten: true\n',
        'name: shared\nimports:\n  - repo: github.com/acme/skills\n    ref: v1.3.0\n    include:\n      - tools/**\n',
        // Outside the simple subset: read through parsePack all the same.
        'name: &n x\ninclude: [a]\n',
      ];
      for (const [i, text] of texts.entries()) {
        const file = path.join(t.dir, `p${i}.yaml`);
        writeFileSync(file, text);
        expect(await loadPack(file, t.dir)).toEqual((await parsePack(file, Buffer.from(text))).pack);
      }
      writeFileSync(path.join(t.dir, 'bad.yaml'), 'name: x\ninclude: []\n');
      await expect(loadPack(path.join(t.dir, 'bad.yaml'), t.dir)).rejects.toThrow('bad.yaml:1: /: a pack needs a non-empty "include" or at least one "imports" entry');
    } finally {
      t.cleanup();
    }
  });
});
