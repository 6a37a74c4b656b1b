// Text JSON.parse reads but LeanCTX's reader, serde_json (`from_str::<Value>` in
// verify_package_text), refuses: numbers it makes infinity, lone surrogate escapes, nesting past
// its recursion limit. verify must fail the structure check for them, create must never write one.
import path from 'node:path';
import fc from 'fast-check';
import { verifyCtxpkgBytes } from '../../src/ctxpkg/validate.js';
import { buildPackage, readLayers } from '../../src/ctxpkg/create.js';
import { compactDocument, pointerAtOffset } from '../../src/ctxpkg/json-text.js';
import { serdeNumberProblem } from '../../src/ctxpkg/serde-json.js';
import { makeTempDir } from '../helpers/tmp.js';
import { KNOWLEDGE, layer, smallPackage } from './fixtures.js';

const NON_FINITE = 'too large for a JSON number (it reads as infinity; LeanCTX refuses it)';
const EDGE = `at the edge of the double range: LeanCTX's reader (serde_json) rounds it to infinity and refuses it ("number out of range"); write a number below 1.7976931348623157e308 or a string`;
const INVALID = `which LeanCTX's reader (serde_json) refuses ("invalid number": an integer past 2^64 with one fraction digit); write it without the fraction or as a string`;
const surrogate = (escape: string, serde: string, key = false) =>
  `has ${key ? 'a key with ' : ''}a lone surrogate escape ${escape}, which LeanCTX refuses ("${serde}"; JSON.parse accepts it): escape the whole character as a pair (\\ud83d\\ude00) or drop it`;
const END = 'unexpected end of hex escape';
const LONE = 'lone leading surrogate in hex escape';
const depth = (level: number) => `opens nesting level ${level} (counting the package's own object as 1), past the 127 levels LeanCTX reads ("recursion limit exceeded")`;

/** `levels` arrays nested in one another, innermost empty. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('serdeNumberProblem: serde_json 1.0.149 without float_roundtrip (de.rs f64_from_parts)', () => {
  test.each([
    ['1e400', 'range'],
    ['-1e400', 'range'],
    ['1E+309', 'range'],
    ['9'.repeat(400), 'range'],
    ['1e2147483648', 'range'], // the exponent overflows an i32: parse_exponent_overflow
    // JSON.parse reads these as the largest double; serde_json's arithmetic overflows.
    ['1.7976931348623158e308', 'range'],
    [`17976931348623157${'0'.repeat(292)}`, 'range'],
    // A 20-digit integer past u64 with one fraction digit that fits: "invalid number".
    ['18446744073709551616.0', 'invalid'],
    ['-18446744073709551619.5', 'invalid'],
    ['18446744073709551616.0e5', 'invalid'],
    ['1e-400', null], // underflows to 0 without an error
    ['-1e-400', null],
    ['0e2147483648', null],
    ['1e-2147483649', null],
    ['1.7976931348623157e308', null],
    ['1.7976931348623157e+308', null],
    ['1e308', null],
    ['18446744073709551616', null], // past u64: a rounded float, not an error
    ['18446744073709551616.6', null],
    ['18446744073709551616.00', null],
    ['18446744073709551615.0', null],
    ['184467440737095516160.0', null],
    ['-0', null],
    ['1.0', null],
    ['123.456e-5', null],
  ])('%s → %s', (token, expected) => {
    expect(serdeNumberProblem(token)).toBe(expected);
  });

  test('property: every finite double as JSON.stringify writes it is read; exponents past 309 are refused, below -400 read as 0', () => {
    fc.assert(
      fc.property(fc.double({ noDefaultInfinity: true, noNaN: true }), (d) => {
        expect(serdeNumberProblem(JSON.stringify(d))).toBeNull();
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{0,25}$/), fc.integer({ min: 310, max: 100_000 }), fc.boolean(), (lead, rest, exp, neg) => {
        expect(serdeNumberProblem(`${neg ? '-' : ''}${lead}${rest ? `.${rest}` : ''}e${exp}`)).toBe('range');
        expect(serdeNumberProblem(`${neg ? '-' : ''}${lead}${rest ? `.${rest}` : ''}e-${exp + 90}`)).toBeNull();
      }),
    );
  });
});

describe('verify: content LeanCTX cannot read fails the structure check (ctxpkg-json)', () => {
  /** A package whose knowledge layer is `text` (hashes recomputed: only the reading fails). */
  const withKnowledge = (text: string) => smallPackage([layer('knowledge', KNOWLEDGE, text)]);
  const base = JSON.stringify(KNOWLEDGE);
  const insights = (raw: string) => base.replace('"insights":[]', `"insights":[${raw}]`);
  const value = (raw: string) => base.replace('"value":"Postgres 16, one schema per tenant"', `"value":"${raw}"`);

  const invalid: [string, string, string, string][] = [
    ['1e400 in a layer', insights('1e400'), '1e400', `/content/knowledge/insights/0 is 1e400, ${NON_FINITE}`],
    ['-1e400 in a layer', insights('{"x":[0,-1e400]}'), '-1e400', `/content/knowledge/insights/0/x/1 is -1e400, ${NON_FINITE}`],
    ['the largest double spelled one digit up', insights('1.7976931348623158e308'), '1.7976931348623158e308', `/content/knowledge/insights/0 is 1.7976931348623158e308, ${EDGE}`],
    ['18446744073709551616.0', insights('18446744073709551616.0'), '18446744073709551616.0', `/content/knowledge/insights/0 is 18446744073709551616.0, ${INVALID}`],
    ['a lone high surrogate', value('a\\ud800b'), '\\ud800', `/content/knowledge/facts/0/value ${surrogate('\\ud800', END)}`],
    ['a lone low surrogate', value('\\uDC00'), '\\uDC00', `/content/knowledge/facts/0/value ${surrogate('\\uDC00', LONE)}`],
    ['a high surrogate before another escape', value('\\ud800\\n'), '\\ud800', `/content/knowledge/facts/0/value ${surrogate('\\ud800', END)}`],
    ['a high surrogate before a non-low \\u', value('\\uD83D\\u0041'), '\\uD83D', `/content/knowledge/facts/0/value ${surrogate('\\uD83D', LONE)}`],
    ['two high surrogates', value('\\ud83d\\ud83d\\ude00'), '\\ud83d', `/content/knowledge/facts/0/value ${surrogate('\\ud83d', LONE)}`],
    ['a paired surrogate, then a lone one', value('\\ud83d\\ude00\\ude00'), '\\ude00', `/content/knowledge/facts/0/value ${surrogate('\\ude00', LONE)}`],
    ['a lone surrogate in a key', insights('{"ok":1,"k\\udfff":2}'), '\\udfff', `/content/knowledge/insights/0 ${surrogate('\\udfff', LONE, true)}`],
    // The package object is level 1, content 2, knowledge 3, insights 4.
    ['nesting level 128', insights(nested(124)), '[', `/content/knowledge/insights${'/0'.repeat(124)} ${depth(128)}`],
  ];
  test.each(invalid)('%s', async (_name, text, token, message) => {
    const bytes = withKnowledge(text);
    expect(() => JSON.parse(bytes.toString())).not.toThrow();
    const r = await verifyCtxpkgBytes('t.ctxpkg', bytes);
    expect(r.diagnostics.map((d) => [d.rule, d.message])).toEqual([['ctxpkg-json', message]]);
    expect(r.checks).toEqual({ structure: 'fail', content_hash: 'skipped', package_hash: 'skipped', signature: 'skipped' });
    expect(r.ok).toBe(false);
    const line = bytes.toString().split('\n')[r.diagnostics[0].line! - 1];
    expect(line.slice(r.diagnostics[0].column! - 1).startsWith(token)).toBe(true);
  });

  test('a lone surrogate in the manifest is named there', async () => {
    const bytes = Buffer.from(smallPackage().toString().replace('"description": "a demo"', '"description": "a demo \\udbff"'));
    const r = await verifyCtxpkgBytes('t.ctxpkg', bytes);
    expect(r.diagnostics.map((d) => [d.rule, d.message])).toEqual([['ctxpkg-json', `/manifest/description ${surrogate('\\udbff', END)}`]]);
    expect(r.checks.structure).toBe('fail');
  });

  test.each([
    ['a surrogate pair', value('\\ud83d\\ude00 and \\uDBFF\\uDFFF')],
    ['an escaped backslash before ud800 (no escape)', value('\\\\ud800')],
    ['three backslashes: an escaped one, then \\u00e9', value('\\\\\\u00e9')],
    ['1e-400 (reads as 0)', insights('1e-400')],
    ['the largest double', insights('1.7976931348623157e308,-1.7976931348623157E+308')],
    ['an integer past u64 (a rounded float to serde_json)', insights('18446744073709551616,-9223372036854775809,18446744073709551616.00')],
    ['nesting level 127', insights(nested(123))],
    ['1e400 inside a string', value('1e400')],
  ])('%s verifies', async (_name, text) => {
    const r = await verifyCtxpkgBytes('t.ctxpkg', withKnowledge(text));
    expect(r.diagnostics).toEqual([]);
    expect(r.ok).toBe(true);
  });
});

describe('create: a layer LeanCTX could not read is refused, naming the file and the key path', () => {
  let t: ReturnType<typeof makeTempDir>;
  beforeEach(() => (t = makeTempDir('ctxpkg-serde-')));
  afterEach(() => t.cleanup());

  const session = (extra: string) => `{"findings": [], "decisions": [], "next_steps": [], "files_touched": [], "exported_at": "x",\n "extra": ${extra}}\n`;
  const sessionYaml = (extra: string) => `findings: []\ndecisions: []\nnext_steps: []\nfiles_touched: []\nexported_at: x\nextra: ${extra}\n`;
  const invalid: [string, string, string, string][] = [
    ['JSON lone surrogate', 'session.json', session('["ok", "a\\ud800"]'), `session.json:2:20: /extra/1 ${surrogate('\\ud800', END)}`],
    ['JSON lone surrogate in a key', 'session.json', session('{"\\udc00x": 1}'), `session.json:2:13: /extra ${surrogate('\\udc00', LONE, true)}`],
    ['JSON nesting level 128', 'session.json', session(nested(125)), `session.json:2:${11 + 124}: /extra${'/0'.repeat(124)} ${depth(128)}`],
    ['JSON 1.7976931348623158e308', 'session.json', session('[1.7976931348623158e308]'), `session.json:2:12: /extra/0 is 1.7976931348623158e308, ${EDGE}`],
    ['JSON 18446744073709551616.0', 'session.json', session('18446744073709551616.0'), `session.json:2:11: /extra is 18446744073709551616.0, ${INVALID}`],
    ['YAML lone surrogate', 'session.yaml', sessionYaml('["ok", "a\\ud800"]'), `session.yaml:6:15: /extra/1 ${surrogate('\\ud800', END)}`],
    ['YAML nesting level 128', 'session.yaml', sessionYaml(nested(125)), `/extra${'/0'.repeat(124)} ${depth(128)}`],
  ];
  test.each(invalid)('%s', async (_name, file, text, message) => {
    t.write(`layers/${file}`, text);
    const err = await readLayers(path.join(t.dir, 'layers')).then(
      () => null,
      (e: Error) => e.message,
    );
    expect(err).not.toBeNull();
    expect(err!.slice(-message.length)).toBe(message);
  });

  test('a lone surrogate in a manifest option (library API) is refused too', () => {
    const options = { name: 'demo', version: '1.0.0', description: 'a\ud800', createdAt: { seconds: 0, nanos: 0 } };
    expect(() => buildPackage(options, [layer('knowledge', KNOWLEDGE)])).toThrow(`/manifest/description ${surrogate('\\ud800', END)}`);
  });

  test.each([
    ['JSON nesting level 127', 'session.json', session(nested(124))],
    ['JSON surrogate pair', 'session.json', session('"\\ud83d\\ude00"')],
    ['YAML surrogate pair', 'session.yaml', sessionYaml('"\\ud83d\\ude00"')],
    ['YAML 1.7976931348623158e308 (read as the largest double, written so)', 'session.yaml', sessionYaml('1.7976931348623158e308')],
  ])('%s is read', async (_name, file, text) => {
    t.write(`layers/${file}`, text);
    expect(await readLayers(path.join(t.dir, 'layers'))).toHaveLength(1);
  });
});

describe('compactDocument: the serde_json checks in its one pass', () => {
  /** The first string or key, in JSON.stringify's order, holding a lone surrogate: its pointer and whether it is a key. */
  function firstLoneSurrogate(v: unknown, keys: string[] = []): { pointer: string; inKey: boolean } | null {
    const lone = (s: string) => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
    const pointer = (ks: string[]) => ks.map((k) => `/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
    if (typeof v === 'string') return lone(v) ? { pointer: pointer(keys), inKey: false } : null;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const f = firstLoneSurrogate(v[i], [...keys, String(i)]);
        if (f) return f;
      }
      return null;
    }
    if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (lone(k)) return { pointer: pointer(keys), inKey: true };
        const f = firstLoneSurrogate(x, [...keys, k]);
        if (f) return f;
      }
    }
    return null;
  }

  // Characters around the surrogate range (lone halves, pairs, neighbours) and ones JSON escapes.
  const stringUnit = fc.oneof(
    { weight: 1, arbitrary: fc.integer({ min: 0xd7f0, max: 0xe010 }).map((c) => String.fromCharCode(c)) },
    { weight: 6, arbitrary: fc.constantFrom('a', 'é', '"', '\\', '\n', '\u0001', '😀') },
  );

  test('property: random JSON, any spacing: compacts as JSON.stringify writes it; a fault exactly where a lone surrogate is', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit, maxDepth: 4 }), fc.constantFrom(0, 1, 2, '\t'), (v, indent) => {
        const text = Buffer.from(JSON.stringify({ d: v }, null, indent));
        const doc = compactDocument(text);
        expect(doc.compact.toString()).toBe(JSON.stringify({ d: v }));
        const expected = firstLoneSurrogate({ d: v });
        if (!expected) return void expect(doc.fault).toBeNull();
        expect(doc.fault?.kind).toBe('surrogate');
        expect(pointerAtOffset(text, doc.fault!.offset)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  test('property: a planted 1e400, lone surrogate or too-deep array is found at its pointer, in any spacing', () => {
    const planted: [string, string][] = [['1e400', 'number-range'], ['-2.5E+999', 'number-range'], ['"x\\udc00"', 'surrogate'], ['18446744073709551617.5', 'number-invalid'], [nested(130), 'depth']];
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat(3), fc.string({ maxLength: 4 })), { maxLength: 6 }), fc.constantFrom(...planted), fc.constantFrom(0, 2), (keys, [raw, kind], indent) => {
        const MARK = '__planted__';
        let leaf: unknown = MARK;
        for (let i = keys.length - 1; i >= 0; i--) {
          const k = keys[i];
          leaf = typeof k === 'number' ? [...Array(k).fill(0.5), leaf, 'z'] : { [`${k}_`]: 1, [k]: leaf };
        }
        const text = Buffer.from(JSON.stringify(leaf, null, indent).replace(`"${MARK}"`, raw));
        const fault = compactDocument(text).fault;
        expect(fault?.kind).toBe(kind);
        const pointer = keys.map((k) => `/${String(k).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
        // The deep array's fault is its 128th level: below the planted value.
        const expected = kind === 'depth' ? `${pointer}${'/0'.repeat(127 - keys.length)}` : pointer;
        expect(pointerAtOffset(text, fault!.offset)).toEqual({ pointer: expected, inKey: false });
      }),
    );
  });

  test('baseDepth counts the levels around a layer', () => {
    expect(compactDocument(Buffer.from(nested(126)), { baseDepth: 2 }).fault).toMatchObject({ kind: 'depth', text: '128', offset: 125 });
    expect(compactDocument(Buffer.from(nested(125)), { baseDepth: 2 }).fault).toBeNull();
    expect(compactDocument(Buffer.from(nested(127))).fault).toBeNull();
  });
});
