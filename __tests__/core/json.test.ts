import fc from 'fast-check';
import { parseJson, findJsonFault } from '../../src/core/json.js';

describe('parseJson with numberLexemes', () => {
  test.each<[string, string, [string, string][]]>([
    ['integral floats keep their spelling', '{"a": 1305.0, "b": 1.305e3, "c": 1305, "d": -0, "e": 1E+2}', [['/a', '1305.0'], ['/b', '1.305e3'], ['/c', '1305'], ['/d', '-0'], ['/e', '1E+2']]],
    ['nested objects and arrays', '{"a": {"b": [1, [2.0, {"c": 3e0}]]}}', [['/a/b/0', '1'], ['/a/b/1/0', '2.0'], ['/a/b/1/1/c', '3e0']]],
    ['a number at the root', ' 1.50 ', [['', '1.50']]],
    ['~ and / in keys are escaped (RFC 6901), escapes are decoded', '{"a/b": 1, "m~n": 2, "\\u0078": 3, "": 4}', [['/a~1b', '1'], ['/m~0n', '2'], ['/x', '3'], ['/', '4']]],
    ['strings, booleans and null are not numbers', '{"s": "1.0", "t": true, "n": null, "x": [false]}', []],
    ['a repeated key keeps the last, as JSON.parse', '{"a": 1.0, "a": 2.0}', [['/a', '2.0']]],
    ['a number longer than 400 characters', `{"a": ${'9'.repeat(500)}}`, [['/a', '9'.repeat(500)]]],
  ])('%s', (_name, text, expected) => {
    const r = parseJson(text, { numberLexemes: true });
    expect(r.error).toBeNull();
    expect(r.value).toEqual(JSON.parse(text));
    expect([...r.numbers!]).toEqual(expected);
  });

  test.each([['{"a": 1.0,}'], ['{"a": 01}'], ['[1.]']])('invalid JSON gives an error and no numbers: %s', (text) => {
    const r = parseJson(text, { numberLexemes: true });
    expect(r.error).not.toBeNull();
    expect(r.numbers).toBeUndefined();
  });

  test('with uniqueKeys a repeated key is still an error', () => {
    expect(parseJson('{"a": 1.0, "a": 2}', { uniqueKeys: true, numberLexemes: true })).toMatchObject({ value: undefined, error: { message: 'duplicate key "a"', duplicateKey: true } });
    // DEL and C1 controls are escaped too (JSON.stringify leaves them raw).
    expect(parseJson('{"a\u007f\u0085": 1, "a\u007f\u0085": 2}', { uniqueKeys: true }).error?.message).toBe('duplicate key "a\\u007f\\u0085"');
  });

  test('not asked, no numbers (existing callers see the same result)', () => {
    expect(parseJson('{"a": 1.0}')).toEqual({ value: { a: 1 }, error: null });
    expect('numbers' in parseJson('{"a": 1.0}', { uniqueKeys: true })).toBe(false);
  });

  test('uniqueKeys accepts a number longer than 400 characters (JSON.parse does)', () => {
    const text = `{"a": 0.${'1'.repeat(500)}}`;
    expect(parseJson(text, { uniqueKeys: true })).toEqual({ value: JSON.parse(text), error: null });
  });
});

/** Every number leaf of a parsed value, by JSON pointer. */
function numberLeaves(v: unknown, pointer = '', out = new Map<string, number>()): Map<string, number> {
  if (typeof v === 'number') out.set(pointer, v);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) numberLeaves(x, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
  return out;
}

/** A spelling of a number JSON allows: as JSON.stringify writes it, with `.0`, or with an exponent. */
function respell(value: unknown, pick: () => number): string {
  if (Array.isArray(value)) return `[${value.map((v) => respell(v, pick)).join(',')}]`;
  if (value && typeof value === 'object') return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${respell(v, pick)}`).join(',')}}`;
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 1e15) return [`${value}`, `${value}.0`, `${value}e0`, `${value}.00E+0`][pick() % 4];
  return JSON.stringify(value);
}

describe('properties', () => {
  test('every number is recorded at its pointer, spelled as written, and reads back as the parsed value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.nat(), { minLength: 1, maxLength: 16 }), (value, picks) => {
        let k = 0;
        const text = respell(value, () => picks[k++ % picks.length]);
        const r = parseJson(text, { numberLexemes: true });
        expect(r.error).toBeNull();
        const leaves = numberLeaves(r.value);
        expect([...r.numbers!.keys()].sort()).toEqual([...leaves.keys()].sort());
        for (const [pointer, lexeme] of r.numbers!) {
          expect(Object.is(JSON.parse(lexeme), leaves.get(pointer))).toBe(true);
          expect(text).toContain(lexeme);
        }
      }),
    );
  });

  test('recording numbers never changes what the scanner finds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (text) => {
        expect(findJsonFault(text, { uniqueKeys: true, numbers: new Map() })).toEqual(findJsonFault(text, { uniqueKeys: true }));
        expect(findJsonFault(text, { numbers: new Map() })).toEqual(findJsonFault(text));
      }),
    );
  });
});

describe('error positions', () => {
  test.each([
    ['LF', '{\n  "a": 1,\n  "b": ]\n}'],
    ['CRLF', '{\r\n  "a": 1,\r\n  "b": ]\r\n}'],
    ['CR only', '{\r  "a": 1,\r  "b": ]\r}'],
  ])('a syntax error is located on the line an editor shows (%s)', (_name, text) => {
    expect(parseJson(text).error).toMatchObject({ line: 3, column: 8 });
  });
  test('a repeated key in a CR-only file is located on its line', () => {
    expect(parseJson('{\r"a": 1,\r"a": 2\r}', { uniqueKeys: true }).error).toMatchObject({ line: 3, column: 1 });
  });
});

describe('findJsonFault on deeply nested text', () => {
  // JSON.parse takes any depth; a recursive scan overflowed the stack near 9,000 levels and then
  // passed the text unchecked, so a repeated key after a deep value went unreported.
  test.each([5_000, 9_000, 50_000])('a key repeated after a value nested %i deep is found', (depth) => {
    const text = `{"a": ${'['.repeat(depth)}${']'.repeat(depth)}, "a": 1}`;
    expect(parseJson(text, { uniqueKeys: true }).error).toMatchObject({ message: 'duplicate key "a"', duplicateKey: true, line: 1 });
  });

  test('deep objects and arrays that repeat no key pass, with their numbers', () => {
    const depth = 30_000;
    const text = `${'{"x": ['.repeat(depth)}1.0${']}'.repeat(depth)}`;
    const r = parseJson(text, { uniqueKeys: true, numberLexemes: true });
    expect(r.error).toBeNull();
    expect([...r.numbers!]).toEqual([['/x/0'.repeat(depth), '1.0']]);
  });

  test('a syntax error deep inside is located', () => {
    const depth = 20_000;
    const text = `${'['.repeat(depth)}1 2${']'.repeat(depth)}`;
    expect(findJsonFault(text)).toEqual({ offset: depth + 2, message: 'expected "," or "]", unexpected "2"' });
  });

  test('the scan agrees with JSON.parse on random nested documents', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'large' }), (text) => {
        expect(findJsonFault(text)).toEqual({ offset: 0, message: null });
        const numbers = new Map<string, string>();
        findJsonFault(text, { numbers });
        const value = JSON.parse(text) as unknown;
        for (const [pointer, lexeme] of numbers) {
          const at = pointer === '' ? value : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], value);
          expect(at).toBe(Number(lexeme));
        }
      }),
    );
  });
});
