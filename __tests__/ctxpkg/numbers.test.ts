// Numbers LeanCTX (serde_json) reads differently from JSON.parse: a float lexeme in an integer
// manifest field (verify), and infinities or NaN in layer input (create). In-process through
// main(), so these see src/ without `npm run bundle`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { verifyCtxpkgBytes } from '../../src/ctxpkg/validate.js';
import { checkManifest, integerLexemeProblem, INTEGER_FIELDS } from '../../src/ctxpkg/manifest.js';
import { readLayers } from '../../src/ctxpkg/create.js';
import { layerJson } from '../../src/ctxpkg/json-text.js';
import { main } from '../../src/cli/main.js';
import { commands } from '../../src/cli/commands.js';
import { makeTempDir } from '../helpers/tmp.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { smallPackage } from './fixtures.js';

/** The small package with one manifest number respelled in the text (the content is untouched). */
function respelled(field: RegExp, spelling: (n: string) => string): Buffer {
  const text = smallPackage().toString();
  expect(text).toMatch(field);
  return Buffer.from(text.replace(field, (_all, key: string, n: string) => `${key}${spelling(n)}`));
}

describe('verify: an integer manifest field written as a float', () => {
  const cases: [string, RegExp, (n: string) => string, string, RegExp][] = [
    ['byte_size as N.0', /("byte_size": )(\d+)/, (n) => `${n}.0`, '/manifest/integrity/byte_size', /^\/manifest\/integrity\/byte_size is written \d+\.0, a float: .* \(write \d+\)$/],
    ['byte_size with an exponent', /("byte_size": )(\d+)/, (n) => `${n.slice(0, 1)}.${n.slice(1)}e${n.length - 1}`, '/manifest/integrity/byte_size', /is written \d\.\d+e\d, a float/],
    ['schema_version 1e0', /("schema_version": )(1)/, () => '1e0', '/manifest/schema_version', /^\/manifest\/schema_version is written 1e0, a float: .*\(write 1\)$/],
    ['schema_version 1.0', /("schema_version": )(1)/, () => '1.0', '/manifest/schema_version', /is written 1\.0/],
    ['a stats count as 1.0E0', /("knowledge_facts": )(1)/, () => '1.0E0', '/manifest/stats/knowledge_facts', /is written 1\.0E0, a float/],
    ['a stats count as -0 (serde_json reads -0 as a float)', /("graph_nodes": )(0)/, () => '-0', '/manifest/stats/graph_nodes', /is written -0, a float: .*\(write 0\)$/],
    ['a stats count past u64', /("gotcha_count": )(1)/, () => '18446744073709551616', '/manifest/stats/gotcha_count', /is 18446744073709551616, past the largest integer LeanCTX reads \(18446744073709551615\)$/],
  ];
  test.each(cases)('%s → ctxpkg-manifest', async (_name, field, spelling, pointer, message) => {
    const bytes = respelled(field, spelling);
    const r = await verifyCtxpkgBytes('t.ctxpkg', bytes);
    expect(r.diagnostics.map((d) => [d.rule, d.message])).toEqual([['ctxpkg-manifest', expect.stringMatching(message)]]);
    expect(r.diagnostics[0].message.startsWith(`${pointer} `)).toBe(true);
    expect(bytes.toString().split('\n')[r.diagnostics[0].line! - 1]).toContain(`"${pointer.split('/').pop()}"`);
    expect(r.checks.structure).toBe('fail');
    expect(r.ok).toBe(false);
  });

  const valid: [string, RegExp, (n: string) => string][] = [
    ['compression_ratio as an integer', /("compression_ratio": )([\d.e-]+)/, () => '1'],
    ['compression_ratio with an exponent', /("compression_ratio": )([\d.e-]+)/, () => '5.0e-1'],
    ['a stats count at u64::MAX', /("gotcha_count": )(1)/, () => '18446744073709551615'],
    ['an unknown field written 1.0', /("description": )("a demo")/, (n) => `${n}, "extra": 1.0`],
  ];
  test.each(valid)('%s verifies', async (_name, field, spelling) => {
    const r = await verifyCtxpkgBytes('t.ctxpkg', respelled(field, spelling));
    expect(r.diagnostics).toEqual([]);
  });

  test.each([
    ['compression_ratio 1e400', /("compression_ratio": )([\d.e-]+)/, () => '1e400', '/manifest/stats/compression_ratio', '1e400'],
    ['an unknown field -2.5E+999', /("description": )("a demo")/, (n: string) => `${n}, "x_extra": -2.5E+999`, '/manifest/x_extra', '-2.5E+999'],
    ['an unknown nested field', /("tool_version": )("[^"]*")/, (n: string) => `${n}, "x": {"y": [1, 1e309]}`, '/manifest/provenance/x/y/1', '1e309'],
  ])('a number past the double range (%s) → ctxpkg-manifest, named as written (serde_json refuses it)', async (_name, field, spelling, pointer, lexeme) => {
    const r = await verifyCtxpkgBytes('t.ctxpkg', respelled(field, spelling));
    expect(r.diagnostics.map((d) => [d.rule, d.message])).toEqual([['ctxpkg-manifest', `${pointer} is ${lexeme}, too large for a JSON number (it reads as infinity; LeanCTX refuses it)`]]);
    expect(r.checks.structure).toBe('fail');
    expect(r.ok).toBe(false);
  });

  test('byte_size 1e400 is reported once, by the value check', async () => {
    const r = await verifyCtxpkgBytes('t.ctxpkg', respelled(/("byte_size": )(\d+)/, () => '1e400'));
    expect(r.diagnostics.map((d) => d.message)).toEqual(['manifest.integrity.byte_size must be a whole number above 0, not 1e400']);
  });

  test('a non-whole value is reported once, by the value check, not again as a float', async () => {
    const r = await verifyCtxpkgBytes('t.ctxpkg', respelled(/("byte_size": )(\d+)/, (n) => `${n}.5`));
    expect(r.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/byte_size must be a whole number above 0/)]);
  });

  test('INTEGER_FIELDS are the integer fields of schemas/ctxpkg-manifest.schema.json, plus schema_version (an enum there)', () => {
    const schema = JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas', 'ctxpkg-manifest.schema.json'), 'utf8'));
    const integers: string[] = [];
    const walk = (node: Record<string, unknown>, pointer: string) => {
      const type = node.type;
      if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) integers.push(pointer);
      for (const [k, v] of Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>)) walk(v, `${pointer}/${k}`);
    };
    walk(schema, '');
    expect(integers).toContain('/integrity/byte_size');
    expect([...INTEGER_FIELDS].sort()).toEqual(['/schema_version', ...integers].sort());
  });

  test('checkManifest without lexemes behaves as before', () => {
    const m = JSON.parse(smallPackage().toString()).manifest;
    expect(checkManifest(m)).toEqual([]);
    expect(checkManifest(m, new Map([['/integrity/byte_size', `${m.integrity.byte_size}.0`]]))).toHaveLength(1);
  });

  test('property: integerLexemeProblem flags exactly the float spellings of whole numbers >= 0', () => {
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom('', '.0', '.00', 'e0', 'E+0', '.0e0'), (n, suffix) => {
        const p = integerLexemeProblem(`${n}${suffix}`);
        if (suffix === '') expect(p).toBeNull();
        else expect(p).toBe(`is written ${n}${suffix}, a float: LeanCTX reads this field as an integer and refuses a float (write ${n})`);
      }),
    );
    fc.assert(
      fc.property(fc.double({ noDefaultInfinity: true, noNaN: true }).filter((d) => !Number.isInteger(d) || d < 0), (d) => {
        // Not whole or negative: the value checks report these.
        expect(integerLexemeProblem(String(d))).toBeNull();
      }),
    );
  });
});

describe('create: a number JSON cannot hold', () => {
  let t: ReturnType<typeof makeTempDir>;
  beforeEach(() => (t = makeTempDir('ctxpkg-numbers-')));
  afterEach(() => t.cleanup());

  const gotchasYaml = (confidence: string) =>
    ['gotchas:', '  - id: g1', '    category: db', '    severity: warning', '    trigger: raw SQL', '    resolution: use bindings', '    file_patterns: []', `    confidence: ${confidence}`, 'exported_at: "2025-01-15T09:30:00Z"', ''].join('\n');
  const gotchasJson = (confidence: string) =>
    `{\n  "gotchas": [\n    {"id": "g1", "category": "db", "severity": "warning", "trigger": "x", "resolution": "y", "file_patterns": [],\n     "confidence": ${confidence}}\n  ],\n  "exported_at": "2025-01-15T09:30:00Z"\n}\n`;

  const invalid: [string, string, string, RegExp][] = [
    ['YAML .inf', 'gotchas.yaml', gotchasYaml('.inf'), /gotchas\.yaml:8:5: \/gotchas\/0\/confidence is \.inf, which JSON cannot hold \(no infinity or NaN\): write a number or a string$/],
    ['YAML -.Inf', 'gotchas.yaml', gotchasYaml('-.Inf'), /gotchas\.yaml:8:5: \/gotchas\/0\/confidence is -\.inf, which JSON/],
    ['YAML .nan', 'gotchas.yml', gotchasYaml('.NaN'), /gotchas\.yml:8:5: \/gotchas\/0\/confidence is \.nan, which JSON/],
    ['YAML .inf under a key with ~ and /', 'session.yaml', 'findings: []\ndecisions: []\nnext_steps: []\nfiles_touched: []\nexported_at: x\nextra:\n  "a/b~c": [1, .inf]\n', /session\.yaml:7:\d+: \/extra\/a~1b~0c\/1 is \.inf/],
    // A YAML float past the double range reads as infinity: named as written, not as .inf.
    ['YAML 1e400', 'gotchas.yaml', gotchasYaml('1e400'), /gotchas\.yaml:8:5: \/gotchas\/0\/confidence is 1e400, too large for a JSON number \(it reads as infinity; LeanCTX refuses it\)$/],
    ['YAML -1.5E+999 in a flow list', 'session.yaml', 'findings: []\ndecisions: []\nnext_steps: []\nfiles_touched: []\nexported_at: x\nextra: [1, -1.5E+999]\n', /session\.yaml:6:\d+: \/extra\/1 is -1\.5E\+999, too large for a JSON number/],
    ['YAML .inf through an alias', 'session.yaml', 'findings: []\ndecisions: []\nnext_steps: []\nfiles_touched: []\nexported_at: x\na: &big .inf\nb: *big\n', /session\.yaml:6:1: \/a is \.inf, which JSON cannot hold/],
    ['JSON 1e400', 'gotchas.json', gotchasJson('1e400'), /gotchas\.json:4:20: \/gotchas\/0\/confidence is 1e400, too large for a JSON number \(it reads as infinity; LeanCTX refuses it\)$/],
    ['JSON -1.5E+999', 'gotchas.json', gotchasJson('-1.5E+999'), /gotchas\.json:4:20: \/gotchas\/0\/confidence is -1\.5E\+999, too large/],
    ['JSON 400 digits', 'gotchas.json', gotchasJson('9'.repeat(400)), new RegExp(`confidence is ${'9'.repeat(400)}, too large`)],
  ];
  test.each(invalid)('%s is refused naming the file and the key path', async (_name, file, text, message) => {
    t.write(`layers/${file}`, text);
    await expect(readLayers(path.join(t.dir, 'layers'))).rejects.toThrow(message);
  });

  test.each([['YAML 1e300', 'gotchas.yaml', gotchasYaml('1e300')], ['JSON 1e-400 (reads as 0)', 'gotchas.json', gotchasJson('1e-400')], ['JSON 1.0', 'gotchas.json', gotchasJson('1.0')]])('%s is read', async (_name, file, text) => {
    t.write(`layers/${file}`, text);
    expect(await readLayers(path.join(t.dir, 'layers'))).toHaveLength(1);
  });

  test('packwright ctxpkg create: one line, exit 2, no file written', async () => {
    t.write('layers/gotchas.yaml', gotchasYaml('.inf'));
    let stdout = '';
    let stderr = '';
    const io = { cwd: t.dir, env: { ...process.env, SOURCE_DATE_EPOCH: '1736935200' }, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } };
    const code = await main(['ctxpkg', 'create', '--name', 'demo', '--version', '1.0.0', '--description', 'd', '--from', 'layers', '-o', 'out.ctxpkg'], io, commands);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toBe(`packwright: ${path.join(t.dir, 'layers', 'gotchas.yaml')}:8:5: /gotchas/0/confidence is .inf, which JSON cannot hold (no infinity or NaN): write a number or a string\n`);
    expect(existsSync(path.join(t.dir, 'out.ctxpkg'))).toBe(false);
  });

  test('property: layerJson finds a planted infinity or NaN at its pointer, and nothing in finite JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(layerJson(value).problem).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat(3), fc.string({ maxLength: 4 })), { maxLength: 6 }), fc.constantFrom(Infinity, -Infinity, NaN), (keys, bad) => {
        // Build nested containers along the path, with a finite sibling in each.
        let leaf: unknown = bad;
        for (let i = keys.length - 1; i >= 0; i--) {
          const k = keys[i];
          leaf = typeof k === 'number' ? [...Array(k).fill(0), leaf, 1] : { [`${k}_`]: 0, [k]: leaf };
        }
        const pointer = keys.map((k) => `/${String(k).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
        expect(layerJson(leaf).problem).toEqual({ kind: 'non-finite', pointer, value: bad });
      }),
    );
  });
});
