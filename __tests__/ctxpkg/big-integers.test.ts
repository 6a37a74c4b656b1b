// Integers past 2^53. LeanCTX (serde_json) holds an integer exactly from i64's minimum to u64's
// maximum; JSON.parse and a YAML reader without BigInt round it. create must carry such an
// integer exactly (or refuse one past u64/i64 with one line), verify must not judge it by its
// rounded value, and sign must not rewrite it. In-process through main(), so these see src/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { readLayers, buildPackage } from '../../src/ctxpkg/create.js';
import { layerJson } from '../../src/ctxpkg/json-text.js';
import { MAX_EXACT_INTEGER, MIN_EXACT_INTEGER } from '../../src/ctxpkg/format.js';
import { compactJsonText, numberOutside } from '../../src/ctxpkg/json-text.js';
import { signPackageBytes } from '../../src/ctxpkg/sign.js';
import { verifyCtxpkgBytes } from '../../src/ctxpkg/validate.js';
import { main } from '../../src/cli/main.js';
import { commands } from '../../src/cli/commands.js';
import { makeTempDir } from '../helpers/tmp.js';
import { SEED, smallPackage } from './fixtures.js';

const BIG = '9007199254740993'; // 2^53 + 1: a double reads 9007199254740992
const U64_MAX = '18446744073709551615';
const I64_MIN = '-9223372036854775808';

const gotchas = (extra: string) => ['gotchas:', '  - id: g1', '    category: db', '    severity: warning', '    trigger: raw SQL', '    resolution: use bindings', '    file_patterns: []', '    confidence: 0.5', extra, 'exported_at: "2025-01-15T09:30:00Z"', ''].join('\n');

async function cli(dir: string, args: string[], env: NodeJS.ProcessEnv = { SOURCE_DATE_EPOCH: '1736935200' }) {
  let stdout = '';
  let stderr = '';
  const io = { cwd: dir, env: { ...process.env, ...env }, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } };
  const code = await main(args, io, commands);
  return { code, stdout, stderr };
}

const createArgs = ['ctxpkg', 'create', '--name', 'demo', '--version', '1.0.0', '--description', 'd', '--from', 'layers', '-o', 'out.ctxpkg'];

describe('create: integers past 2^53 in YAML layers', () => {
  let t: ReturnType<typeof makeTempDir>;
  beforeEach(() => (t = makeTempDir('ctxpkg-bigint-')));
  afterEach(() => t.cleanup());

  test.each([
    ['2^53 + 1', `size: ${BIG}`, `"size":${BIG}`, BIG],
    ['u64::MAX', `size: ${U64_MAX}`, `"size":${U64_MAX}`, U64_MAX],
    ['i64::MIN', `size: ${I64_MIN}`, `"size":${I64_MIN}`, I64_MIN],
    ['hex past 2^53', 'size: 0x20000000000001', `"size":${BIG}`, BIG],
    ['in a list, beside small numbers', `sizes: [1, ${BIG}, -2, 0.5]`, `"sizes":[1,${BIG},-2,0.5]`, BIG],
    ['as a map key', `${BIG}: big`, `"${BIG}":"big"`, `"${BIG}": "big"`],
  ])('%s is carried exactly into the canonical content', async (_name, line, expected, written) => {
    t.write('layers/gotchas.yaml', gotchas(line));
    const [layer] = await readLayers(path.join(t.dir, 'layers'));
    expect(layer.text.toString()).toContain(expected);
    // Small integers stay numbers; the rest of the text is JSON.stringify's.
    expect((layer.value.gotchas as { confidence: unknown }[])[0].confidence).toBe(0.5);
    const pkg = buildPackage({ name: 'demo', version: '1.0.0', description: 'd', createdAt: { seconds: 0, nanos: 0 } }, [layer]);
    expect(pkg.bytes.toString()).toContain(written);
    expect((await verifyCtxpkgBytes('t.ctxpkg', pkg.bytes)).ok).toBe(true);
  });

  test('the YAML and the JSON spelling of the same layer give the same canonical bytes', async () => {
    t.write('a/gotchas.yaml', gotchas(`size: ${BIG}\nneg: ${I64_MIN}\nmax: ${U64_MAX}`));
    const json = {
      gotchas: [{ id: 'g1', category: 'db', severity: 'warning', trigger: 'raw SQL', resolution: 'use bindings', file_patterns: [], confidence: 0.5 }],
    };
    const jsonText = JSON.stringify(json).replace(/}$/, `,"size":${BIG},"neg":${I64_MIN},"max":${U64_MAX},"exported_at":"2025-01-15T09:30:00Z"}`);
    t.write('b/gotchas.json', jsonText);
    const [fromYaml] = await readLayers(path.join(t.dir, 'a'));
    const [fromJson] = await readLayers(path.join(t.dir, 'b'));
    expect(fromYaml.text.toString()).toBe(fromJson.text.toString());
  });

  test.each([
    ['u64::MAX + 1', '18446744073709551616', 'gotchas.yaml', 9],
    ['i64::MIN - 1', '-9223372036854775809', 'gotchas.yml', 9],
    ['a hundred digits', '9'.repeat(100), 'gotchas.yaml', 9],
  ])('%s is refused with one line naming the file, the position and the key', async (_name, n, file, line) => {
    t.write(`layers/${file}`, gotchas(`size: ${n}`));
    await expect(readLayers(path.join(t.dir, 'layers'))).rejects.toThrow(
      `${path.join(t.dir, 'layers', file)}:${line}:1: /size is ${n}, past the integers LeanCTX holds exactly (${MIN_EXACT_INTEGER} to ${MAX_EXACT_INTEGER}; it would read a rounded float): write it as a string`,
    );
  });

  test('a YAML alias inside its own anchor (a cycle) is refused, not walked forever', async () => {
    t.write('layers/session.yaml', 'findings: []\ndecisions: []\nnext_steps: []\nfiles_touched: []\nexported_at: x\nloop: &a [1, *a]\n');
    await expect(readLayers(path.join(t.dir, 'layers'))).rejects.toThrow(/session\.yaml:6:\d+: \/loop\/1 is an alias of a node that contains it, a cycle JSON cannot hold$/);
  });

  test('packwright ctxpkg create: the package holds the exact integer, and verify passes', async () => {
    t.write('layers/gotchas.yaml', gotchas(`size: ${BIG}`));
    const r = await cli(t.dir, createArgs);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(path.join(t.dir, 'out.ctxpkg'), 'utf8')).toContain(`"size": ${BIG}`);
    expect((await cli(t.dir, ['ctxpkg', 'verify', 'out.ctxpkg'])).code).toBe(0);
  });

  test('packwright ctxpkg create: past u64 is one line, exit 2, no file written', async () => {
    t.write('layers/gotchas.yaml', gotchas('size: 18446744073709551616'));
    const r = await cli(t.dir, createArgs);
    expect(r).toEqual({ code: 2, stdout: '', stderr: expect.stringMatching(/^packwright: \S*gotchas\.yaml:9:1: \/size is 18446744073709551616, past the integers LeanCTX holds exactly .*\n$/) });
    expect(r.stderr.split('\n')).toHaveLength(2);
    expect(existsSync(path.join(t.dir, 'out.ctxpkg'))).toBe(false);
  });

  test('property: any integer from i64::MIN to u64::MAX in YAML is written as itself', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: MIN_EXACT_INTEGER, max: MAX_EXACT_INTEGER }), async (n) => {
        const file = t.write(`p${n}/gotchas.yaml`, gotchas(`size: ${n}`));
        const [layer] = await readLayers(path.dirname(file));
        expect(layer.text.toString()).toContain(`"size":${n},"exported_at"`);
      }),
      { numRuns: 50 },
    );
  });
});

describe('create: integers past u64 in JSON layers', () => {
  let t: ReturnType<typeof makeTempDir>;
  beforeEach(() => (t = makeTempDir('ctxpkg-bigint-')));
  afterEach(() => t.cleanup());
  const layer = (extra: string) => `{\n  "gotchas": [],\n  "exported_at": "x",\n  ${extra}\n}\n`;

  test.each([
    ['2^53 + 1, copied as written', `"size": ${BIG}`, `"size":${BIG}`],
    ['u64::MAX', `"size": ${U64_MAX}`, `"size":${U64_MAX}`],
    ['a long float (serde reads a float)', '"size": 100000000000000000000.0', '"size":100000000000000000000.0'],
    ['an exponent', '"size": 1e30', '"size":1e30'],
    ['long digits in a string', '"id": "123456789012345678901234567890"', '"id":"123456789012345678901234567890"'],
  ])('%s is read', async (_name, extra, expected) => {
    t.write('layers/gotchas.json', layer(extra));
    const [l] = await readLayers(path.join(t.dir, 'layers'));
    expect(l.text.toString()).toContain(expected);
  });

  test.each([
    ['u64::MAX + 1', `"a": {"b/c": [0, 18446744073709551616]}`, '/a/b~1c/1', '18446744073709551616'],
    ['i64::MIN - 1', '"size": -9223372036854775809', '/size', '-9223372036854775809'],
    ['one past u64 after a string holding the same digits', '"x": "18446744073709551616", "y": 18446744073709551616', '/y', '18446744073709551616'],
  ])('%s is refused naming the file, the position and the key', async (_name, extra, pointer, n) => {
    const text = layer(extra);
    t.write('layers/gotchas.json', text);
    const column = text.split('\n')[3].lastIndexOf(n) + 1;
    await expect(readLayers(path.join(t.dir, 'layers'))).rejects.toThrow(`${path.join(t.dir, 'layers', 'gotchas.json')}:4:${column}: ${pointer} is ${n}, past the integers LeanCTX holds exactly`);
  });
});

describe('numberOutside, layerJson', () => {
  test('property: numberOutside finds exactly the integer tokens out of range, never inside strings', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }), fc.string({ maxLength: 30 }).map((s) => `"${s.replace(/["\\]/g, '')}"`), fc.double({ noNaN: true, noDefaultInfinity: true })), { maxLength: 20 }), (items) => {
        // A double may be written as an integer (1e20 as 100000000000000000000): a token is judged as written.
        const texts = items.map((x) => (typeof x === 'bigint' ? x.toString() : typeof x === 'number' ? JSON.stringify(x) : x));
        const text = `[${texts.join(', ')}]`;
        const firstBad = texts.findIndex((x) => /^-?\d+$/.test(x) && (BigInt(x) < MIN_EXACT_INTEGER || BigInt(x) > MAX_EXACT_INTEGER));
        const found = numberOutside(Buffer.from(text), MIN_EXACT_INTEGER, MAX_EXACT_INTEGER);
        if (firstBad === -1) expect(found).toBeNull();
        else expect(found).toEqual({ offset: Buffer.byteLength(`[${texts.slice(0, firstBad).map((s) => `${s}, `).join('')}`), lexeme: texts[firstBad], kind: 'integer' });
      }),
    );
  });

  test('numberOutside: a number too large for a double, in document order with the integers', () => {
    const found = (text: string) => numberOutside(Buffer.from(text), MIN_EXACT_INTEGER, MAX_EXACT_INTEGER);
    expect(found('{"a": "1e400", "b": [1e308, -1E+400]}')).toEqual({ offset: 28, lexeme: '-1E+400', kind: 'non-finite' });
    expect(found(`[${'9'.repeat(400)}, 1]`)).toEqual({ offset: 1, lexeme: '9'.repeat(400), kind: 'non-finite' });
    expect(found('[18446744073709551616, 1e400]')).toMatchObject({ offset: 1, kind: 'integer' });
    expect(found('[1e308, 0.5e-400, 123456789012345678.5]')).toBeNull();
  });

  test('property: layerJson writes JSON.stringify\'s text for JSON values, and BigInts as integers', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => expect(layerJson(v)).toEqual({ text: JSON.stringify(v), problem: null })));
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: MIN_EXACT_INTEGER, max: MAX_EXACT_INTEGER }), { maxLength: 5 }), fc.jsonValue(), (bigs, other) => {
        expect(layerJson({ bigs, other, nested: bigs.length ? { b: bigs[0] } : {} }).text).toBe(`{"bigs":[${bigs.join(',')}],"other":${JSON.stringify(other)},"nested":{${bigs.length ? `"b":${bigs[0]}` : ''}}}`);
      }),
    );
  });

  test('layerJson turns BigInts a number holds exactly back into numbers, in place, and finds what JSON cannot hold', () => {
    const v = { a: [1n, 2n ** 60n], b: { c: -5n } };
    expect(layerJson(v)).toEqual({ text: `{"a":[1,${2n ** 60n}],"b":{"c":-5}}`, problem: null });
    expect(v).toEqual({ a: [1, 2n ** 60n], b: { c: -5 } });
    expect(layerJson({ a: [2n ** 64n] }).problem).toEqual({ kind: 'integer', pointer: '/a/0', value: 2n ** 64n });
    expect(layerJson({ 'x/y': { '~': [0, -Infinity] } }).problem).toEqual({ kind: 'non-finite', pointer: '/x~1y/~0/1', value: -Infinity });
    const loop: unknown[] = [1];
    loop.push(loop);
    expect(layerJson({ loop }).problem).toEqual({ kind: 'cycle', pointer: '/loop/1' });
    const shared = [1];
    expect(layerJson({ a: shared, b: shared })).toEqual({ text: '{"a":[1],"b":[1]}', problem: null });
  });
});

describe('verify and sign: manifest integers past 2^53', () => {
  /** The small package with one manifest number respelled (the content untouched). */
  const respelled = (field: RegExp, spelling: string) => {
    const text = smallPackage().toString();
    expect(text).toMatch(field);
    return Buffer.from(text.replace(field, (_all, key: string) => `${key}${spelling}`));
  };

  test('a stats count of 2^53 + 1 (a u64 LeanCTX reads) verifies', async () => {
    const r = await verifyCtxpkgBytes('t.ctxpkg', respelled(/("gotcha_count": )\d+/, BIG));
    expect(r.diagnostics).toEqual([]);
  });

  test('byte_size 2^53 + 1: a byte_size mismatch quoting the number as written', async () => {
    const r = await verifyCtxpkgBytes('t.ctxpkg', respelled(/("byte_size": )\d+/, BIG));
    expect(r.diagnostics.map((d) => [d.rule, d.message])).toEqual([['ctxpkg-byte-size', expect.stringMatching(new RegExp(`^byte_size mismatch: the manifest says ${BIG}, the canonical content is \\d+ bytes$`))]]);
    expect(r.checks).toMatchObject({ structure: 'pass', content_hash: 'fail' });
  });

  test('schema_version 2^53 + 1 is quoted as written', async () => {
    const r = await verifyCtxpkgBytes('t.ctxpkg', respelled(/("schema_version": )1/, BIG));
    expect(r.diagnostics.map((d) => d.message)).toEqual([`manifest.schema_version must be 1 (or 2), not ${BIG}`]);
  });

  test('sign copies every manifest number as written (2^53 + 1, 1.0 in an unknown field) and adds only the signature', async () => {
    const before = respelled(/("gotcha_count": )\d+/, `${BIG}, "x_extra": 1.0`);
    const signed = await signPackageBytes('t.ctxpkg', before, SEED);
    const text = signed.bytes.toString();
    expect(text).toContain(`"gotcha_count": ${BIG}`);
    expect(text).toContain('"x_extra": 1.0');
    const r = await verifyCtxpkgBytes('t.ctxpkg', signed.bytes);
    expect(r.ok).toBe(true);
    expect(r.checks.signature).toBe('pass');
    // Only the signature differs: the manifest before, plus one member at its end.
    const manifestOf = (s: string) => compactJsonText(s.slice(0, s.indexOf('"content"')));
    expect(manifestOf(text).replace(/,"signature":\{[^}]*\}/, '')).toBe(manifestOf(before.toString()));
    // Signing again replaces the signature where it stands.
    const again = await signPackageBytes('t.ctxpkg', signed.bytes, Buffer.alloc(32, 9));
    expect(again.bytes.toString().match(/"signature"/g)).toHaveLength(1);
    expect(again.bytes.toString()).toContain(`"gotcha_count": ${BIG}`);
    expect((await verifyCtxpkgBytes('t.ctxpkg', again.bytes)).ok).toBe(true);
  });
});

describe('SOURCE_DATE_EPOCH and --created-at stay in the years RFC 3339 writes', () => {
  let t: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    t = makeTempDir('ctxpkg-epoch-');
    t.write('layers/gotchas.yaml', gotchas('size: 1'));
  });
  afterEach(() => t.cleanup());

  test.each(['99999999999999999999', '253402300800', '1e9', '-1', '1.5', ' 1'])('SOURCE_DATE_EPOCH=%j is refused with one line', async (sde) => {
    const r = await cli(t.dir, createArgs, { SOURCE_DATE_EPOCH: sde });
    expect({ code: r.code, stdout: r.stdout, first: r.stderr.split('\n')[0] }).toEqual({ code: 2, stdout: '', first: `packwright: SOURCE_DATE_EPOCH must be whole seconds since 1970, at most 253402300799 (9999-12-31T23:59:59Z), not '${sde}'` });
    expect(existsSync(path.join(t.dir, 'out.ctxpkg'))).toBe(false);
  });

  test('SOURCE_DATE_EPOCH=253402300799 is the last second of 9999', async () => {
    expect((await cli(t.dir, createArgs, { SOURCE_DATE_EPOCH: '253402300799' })).code).toBe(0);
    expect(readFileSync(path.join(t.dir, 'out.ctxpkg'), 'utf8')).toContain('"created_at": "9999-12-31T23:59:59Z"');
  });

  test('--created-at whose offset carries it past 9999 in UTC is refused', async () => {
    const r = await cli(t.dir, [...createArgs, '--created-at', '9999-12-31T23:30:00-01:00']);
    expect({ code: r.code, first: r.stderr.split('\n')[0] }).toEqual({ code: 2, first: "packwright: --created-at must fall in the years 0000 to 9999 in UTC, not '9999-12-31T23:30:00-01:00'" });
  });
});
