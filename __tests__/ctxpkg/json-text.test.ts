import fc from 'fast-check';
import { compactDocument, compactJsonText, locatePointerOffset, lineColumnOfOffset, objectMembers, prettyJsonBytes, compactJsonBytes } from '../../src/ctxpkg/json-text.js';

describe('compactJsonText (LeanCTX compact_json_text)', () => {
  test.each([
    ['{ "a" : 1 }', '{"a":1}'],
    ['{\n\t"a":\r\n [1.0, 2e5, -0.0]\n}', '{"a":[1.0,2e5,-0.0]}'],
    ['{"s": "keep  spaces\\n and \\" quotes"}', '{"s":"keep  spaces\\n and \\" quotes"}'],
    ['{"s": "back\\\\" , "t": 1}', '{"s":"back\\\\","t":1}'],
    ['{"u": "\\u00e9 é"}', '{"u":"\\u00e9 é"}'],
    ['[ ]', '[]'],
  ])('%j → %j', (input, expected) => {
    expect(compactJsonText(input)).toBe(expected);
  });
});

/** JSON text of a value with random whitespace between every token. */
function withWhitespace(value: unknown, ws: () => string): string {
  if (Array.isArray(value)) return `${ws()}[${ws()}${value.map((v) => withWhitespace(v, ws)).join(`${ws()},${ws()}`)}${ws()}]${ws()}`;
  if (value && typeof value === 'object') return `${ws()}{${ws()}${Object.entries(value).map(([k, v]) => `${ws()}${JSON.stringify(k)}${ws()}:${withWhitespace(v, ws)}`).join(',')}${ws()}}${ws()}`;
  return `${ws()}${JSON.stringify(value)}${ws()}`;
}

const whitespace = fc.array(fc.constantFrom(' ', '\t', '\n', '\r'), { maxLength: 3 }).map((a) => a.join(''));

describe('properties', () => {
  test('whitespace anywhere outside strings never changes the canonical text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(whitespace, { minLength: 1, maxLength: 20 }), (value, pool) => {
        let k = 0;
        const ws = () => pool[k++ % pool.length];
        expect(compactJsonText(withWhitespace(value, ws))).toBe(JSON.stringify(value));
      }),
    );
  });

  test('number spellings survive (1.0 stays 1.0)', () => {
    const spelling = fc.oneof(
      fc.integer().map(String),
      fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.nat(999)).map(([a, b]) => `${a}.${String(b).padStart(3, '0')}`),
      fc.constantFrom('1.0', '-0.0', '1e5', '1E+05', '2.50e-3', '0.10'),
    );
    fc.assert(
      fc.property(fc.array(spelling, { minLength: 1, maxLength: 8 }), whitespace, (nums, ws) => {
        const text = `{${ws}"n"${ws}:${ws}[${nums.join(`${ws},${ws}`)}]${ws}}`;
        expect(compactJsonText(text)).toBe(`{"n":[${nums.join(',')}]}`);
      }),
    );
  });

  test('compactDocument finds the same top-level members as the source scanner, with the same compacted values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }), whitespace, (obj, ws) => {
        const text = Buffer.from(withWhitespace(obj, () => ws));
        const doc = compactDocument(text);
        const source = objectMembers(text, 0)!;
        expect(doc.members!.map((m) => m.key)).toEqual(source.map((m) => m.key));
        doc.members!.forEach((m, i) => expect(doc.compact.subarray(m.valueStart, m.valueEnd).toString()).toBe(compactJsonBytes(text, source[i].valueStart, source[i].valueEnd).toString()));
      }),
    );
  });

  test('pretty-printing keeps every token: it compacts back to the same text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const compact = JSON.stringify(value);
        const pretty = prettyJsonBytes(Buffer.from(compact)).toString();
        expect(compactJsonText(pretty)).toBe(compact);
        expect(pretty).toBe(JSON.stringify(value, null, 2));
      }),
    );
  });
});

describe('compactDocument', () => {
  test('sees both content members (the hash takes the first)', () => {
    const doc = compactDocument(Buffer.from('{"content": {"a":1}, "manifest": {}, "content": 2}'));
    expect(doc.members!.map((m) => m.key)).toEqual(['content', 'manifest', 'content']);
    expect(doc.compact.subarray(doc.members![0].valueStart, doc.members![0].valueEnd).toString()).toBe('{"a":1}');
  });
  test('decodes escaped keys as JSON does', () => {
    expect(compactDocument(Buffer.from('{"\\u0063ontent": 1}')).members![0].key).toBe('content');
  });
  test('a root that is not an object has no members', () => {
    expect(compactDocument(Buffer.from('[1, 2]')).members).toBeNull();
  });
});

describe('locating a JSON pointer', () => {
  const text = Buffer.from('{\n  "manifest": {\n    "name": "é",\n    "layers": ["a", "b"]\n  }\n}');
  test.each([
    ['/manifest/name', { line: 3, column: 13 }],
    ['/manifest/layers/1', { line: 4, column: 21 }],
    ['/manifest/missing', { line: 2, column: 15 }],
  ])('%s', (pointer, where) => {
    expect(lineColumnOfOffset(text, locatePointerOffset(text, pointer))).toEqual(where);
  });
});
