import { jest } from '@jest/globals';
import fc from 'fast-check';
import { LineCounter, parseDocument } from 'yaml';
import { parseYaml } from '../../src/core/yaml.js';

describe('parseYaml', () => {
  test.each([
    ['a flow collection nested 100,000 deep', `x: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`],
    ['block mappings nested 8,000 deep', Array.from({ length: 8000 }, (_, i) => `${' '.repeat(i)}k:`).join('\n')],
  ])('%s is one error line, never a stack overflow message', (_what, text) => {
    const r = parseYaml(text);
    expect(r.value).toBeUndefined();
    expect(r.error?.message).toBe('nested too deeply to read');
  });

  test('an alias bomb is refused, an ordinary error keeps its position', () => {
    const bomb = `a: &a [x, x, x, x, x, x, x, x, x, x]\n${Array.from({ length: 9 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10).fill(`*${String.fromCharCode(97 + i)}`).join(', ')}]`).join('\n')}\n`;
    expect(parseYaml(bomb).error?.message).toMatch(/alias/i);
    expect(parseYaml('a: [1\n').error).toMatchObject({ line: expect.any(Number), column: expect.any(Number) });
    expect(parseYaml('a: [1, 2]\n')).toMatchObject({ value: { a: [1, 2] }, error: null });
  });
});

describe('parseYaml repeated keys', () => {
  // The yaml package's uniqueKeys and !!omap checks compare each key with every earlier one
  // (40,000 keys took 19 s, 300,000 minutes); parseYaml checks them in one pass instead.
  test('a key repeated after 60,000 others is found, at its line', () => {
    const text = `${Array.from({ length: 60_000 }, (_, i) => `k${i}: v`).join('\n')}\nk7: again\n`;
    expect(parseYaml(text).error).toEqual({ message: 'Map keys must be unique', line: 60_001, column: 1 });
  });

  test('an !!omap: a key repeated after 40,000 others is an error', () => {
    const omap = (n: number) => `x: !!omap\n${Array.from({ length: n }, (_, i) => `- k${i}: ${i}`).join('\n')}\n`;
    expect(parseYaml(`${omap(40_000)}- k5: again\n`).error?.message).toBe('Ordered maps must not include duplicate keys: k5');
    expect(parseYaml(omap(3))).toMatchObject({ value: { x: new Map([['k0', 0], ['k1', 1], ['k2', 2]]) }, error: null });
    expect(parseYaml('%YAML 1.1\n---\nx: !!omap\n- a: 1\n- a: 2\n').error?.message).toBe('Ordered maps must not include duplicate keys: a');
  });

  test.each([
    ['block', 'a: 1\nb: 2\na: 3\n', { line: 3, column: 1 }],
    ['flow', 'a: 1\nb: {x: 1, y: 2, x: 3}\n', { line: 2, column: 17 }],
    ['the same value spelt two ways', '1: a\n0x1: b\n', { line: 2, column: 1 }],
    ['empty keys', '? \n: a\n? \n: b\n', { line: 3, column: 3 }],
    ['a !!set', 'x: !!set\n  ? a\n  ? a\n', { line: 3, column: 5 }],
  ])('%s: found at the repeated key', (_what, text, at) => {
    expect(parseYaml(text).error).toEqual({ message: 'Map keys must be unique', ...at });
  });

  test.each([
    ['a string and a number', '1: a\n"1": b\n', { 1: 'b' }],
    ['NaN twice (yaml compares with ===)', '.nan: a\n.nan: b\n', { NaN: 'b' }],
    ['equal keys in different mappings', 'a: {k: 1}\nb: {k: 2}\n', { a: { k: 1 }, b: { k: 2 } }],
  ])('%s: no repeat', (_what, text, value) => {
    expect(parseYaml(text)).toMatchObject({ value, error: null });
  });

  test('agrees with the yaml package on which documents repeat a key, and where', () => {
    const key = fc.constantFrom('a', 'b', '"a"', "'b'", '1', '0x1', '"1"', 'null', '~', '.nan', 'true');
    const entry = fc.oneof(
      fc.tuple(key, fc.constantFrom('1', 'x', '[1]')).map(([k, v]) => `${k}: ${v}`),
      fc.array(fc.tuple(key, fc.constantFrom('1', 'x')), { maxLength: 4 }).map((kv) => `m: {${kv.map(([k, v]) => `${k}: ${v}`).join(', ')}}`),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (entries) => {
        const text = `${entries.join('\n')}\n`;
        const lines = new LineCounter();
        const theirs = parseDocument(text, { uniqueKeys: true, strict: true, prettyErrors: false, lineCounter: lines });
        const error = parseYaml(text).error;
        if (theirs.errors.length === 0) expect(error).toBeNull();
        else {
          const at = lines.linePos(theirs.errors[0].pos[0]);
          expect(error).toEqual({ message: theirs.errors[0].message, line: at.line, column: at.col });
        }
      }),
    );
  });
});

test('a key that is a list or mapping is read as text, with no Node warning on stderr', () => {
  const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
  try {
    expect(parseYaml('? [a, b]\n: c\n? {x: 1}\n: d\n')).toMatchObject({ value: { '[ a, b ]': 'c', '{ x: 1 }': 'd' }, error: null });
    expect(warn).not.toHaveBeenCalled();
  } finally {
    warn.mockRestore();
  }
});
