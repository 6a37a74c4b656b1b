// `ctxpkg inspect --format json` prints the manifest's integers as written: JSON.parse rounds one
// past 2^53 (9007199254740993 reads as 9007199254740992), as verify already knows. In-process
// through main(), so these see src/.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { main } from '../../src/cli/main.js';
import { commands } from '../../src/cli/commands.js';
import { makeTempDir } from '../helpers/tmp.js';
import { smallPackage } from './fixtures.js';

const BIG = '9007199254740993'; // 2^53 + 1
const ROUNDED = '9007199254740992';
const U64_MAX = '18446744073709551615';

async function cli(dir: string, args: string[]) {
  let stdout = '';
  let stderr = '';
  const io = { cwd: dir, env: { ...process.env }, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } };
  const code = await main(args, io, commands);
  return { code, stdout, stderr };
}

/** The small package with one manifest number respelled (the content untouched). */
function respelled(field: RegExp, spelling: string): string {
  const text = smallPackage().toString();
  expect(text).toMatch(field);
  return text.replace(field, (_all, key: string) => `${key}${spelling}`);
}

describe('ctxpkg inspect --format json: manifest integers past 2^53', () => {
  let t: ReturnType<typeof makeTempDir>;
  beforeEach(() => (t = makeTempDir('ctxpkg-inspect-bigint-')));
  afterEach(() => t.cleanup());

  const inspect = async (text: string) => {
    writeFileSync(path.join(t.dir, 'p.ctxpkg'), text);
    const r = await cli(t.dir, ['ctxpkg', 'inspect', 'p.ctxpkg', '--format', 'json']);
    expect(r.stderr).toBe('');
    // Valid JSON whatever the numbers (JSON.parse rounds, but must not throw).
    expect(() => JSON.parse(r.stdout)).not.toThrow();
    return r;
  };

  test.each([
    ['integrity.byte_size 2^53 + 1 (verify fails: a byte_size mismatch)', /("byte_size": )\d+/, BIG, `"byte_size": ${BIG}`, 1],
    ['integrity.byte_size u64::MAX', /("byte_size": )\d+/, U64_MAX, `"byte_size": ${U64_MAX}`, 1],
    ['an unknown provenance field 2^53 + 1', /("tool_version": "[^"]*")/, `, "x_build": ${BIG}`, `"x_build": ${BIG}`, 0],
    ['an unknown integrity field -(2^53 + 1)', /("sha256": "[0-9a-f]+")/, `, "x_offset": -${BIG}`, `"x_offset": -${BIG}`, 0],
  ])('%s is printed as written, a JSON number token', async (_name, field, spelling, token, code) => {
    const r = await inspect(respelled(field, spelling));
    expect(r.code).toBe(code);
    expect(r.stdout).toContain(token);
    expect(r.stdout).not.toContain(ROUNDED);
    expect(r.stdout).not.toContain('18446744073709552000');
  });

  test('a stats count of 2^53 + 1 (not shown by inspect) leaves the output as for the plain package', async () => {
    const plain = await inspect(smallPackage().toString());
    const r = await inspect(respelled(/("gotcha_count": )\d+/, BIG));
    expect(r.code).toBe(0);
    // Only the file's length differs (the longer spelling).
    const fileBytes = /"file_bytes": \d+/;
    expect(r.stdout.replace(fileBytes, '')).toBe(plain.stdout.replace(fileBytes, ''));
    expect(r.stdout).not.toContain(ROUNDED);
  });

  test('a normal package prints exactly what JSON.stringify(…, null, 2) prints', async () => {
    const r = await inspect(respelled(/("tool_version": "[^"]*")/, ', "x_ratio": 1.5, "x_list": [1, -2, 0.25], "x_empty": {}, "x_none": []'));
    expect(r.code).toBe(0);
    const parsed = JSON.parse(r.stdout) as { integrity: { byte_size: number }; provenance: Record<string, unknown> };
    expect(r.stdout).toBe(`${JSON.stringify(parsed, null, 2)}\n`);
    expect(parsed.integrity.byte_size).toBeGreaterThan(0);
    expect(parsed.provenance).toMatchObject({ x_ratio: 1.5, x_list: [1, -2, 0.25], x_empty: {}, x_none: [] });
  });

  test.each([['json', ['--format', 'json']], ['text', []]])('a number too large for a double (1e400) in the manifest: not shown (as null or infinity) but refused, one line naming the field (--format %s)', async (_f, extra) => {
    // LeanCTX parses the document with serde_json, which refuses a number past the double range.
    writeFileSync(path.join(t.dir, 'p.ctxpkg'), respelled(/("tool_version": "[^"]*")/, `, "x_huge": 1e400, "x_build": ${BIG}`));
    const r = await cli(t.dir, ['ctxpkg', 'inspect', 'p.ctxpkg', ...extra]);
    expect(r).toEqual({ code: 2, stdout: '', stderr: 'packwright: p.ctxpkg: /manifest/provenance/x_huge is 1e400, too large for a JSON number (it reads as infinity; LeanCTX refuses it)\n' });
  });

  test('the text format does not show byte_size (nothing to round)', async () => {
    writeFileSync(path.join(t.dir, 'p.ctxpkg'), respelled(/("byte_size": )\d+/, BIG));
    const r = await cli(t.dir, ['ctxpkg', 'inspect', 'p.ctxpkg']);
    expect(r.stdout).not.toContain(ROUNDED);
  });
});
