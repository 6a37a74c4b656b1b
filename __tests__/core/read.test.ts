import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readFileLimited, readFileLimitedSync, decodeUtf8 } from '../../src/core/read.js';
import { InvalidInputError, IoError } from '../../src/core/errors.js';
import { parseYaml, locatePointer } from '../../src/core/yaml.js';
import { parseJson } from '../../src/core/json.js';
import { writeFileAtomic } from '../../src/core/atomic-write.js';
import { makeTempDir } from '../helpers/tmp.js';

const t = makeTempDir();
afterAll(() => t.cleanup());

describe('readFileLimited', () => {
  test('refuses a FIFO without blocking', async () => {
    const fifo = path.join(t.dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    await expect(readFileLimited(fifo)).rejects.toThrow(new InvalidInputError(`${fifo}: not a regular file`));
  });
  test('refuses a file over the limit before reading it (sparse 2 GB)', async () => {
    const big = t.write('big', '');
    truncateSync(big, 2 * 1024 ** 3);
    await expect(readFileLimited(big, 1024)).rejects.toThrow(/2147483648 bytes is over the limit of 1024 bytes/);
  });
  test('a missing file is an IoError naming it', async () => {
    await expect(readFileLimited(path.join(t.dir, 'nope'))).rejects.toThrow(new IoError(`${path.join(t.dir, 'nope')}: no such file or directory`));
  });
});

describe('decodeUtf8', () => {
  test.each([
    [Buffer.from('héllo'), null],
    [Buffer.from([0xef, 0xbb, 0xbf, 0x61]), 'starts with a UTF-8 byte order mark'],
    [Buffer.from([0x61, 0xe9, 0x62]), 'not valid UTF-8 (first bad byte at offset 1)'],
    [Buffer.from([0x61, 0xed, 0xa0, 0x80]), 'not valid UTF-8 (first bad byte at offset 1)'],
    [Buffer.from([0xf0, 0x9f, 0x98]), 'not valid UTF-8 (first bad byte at offset 0)'],
  ])('%j', (bytes, problem) => {
    expect(decodeUtf8(bytes).problem).toBe(problem);
  });
});

describe('decodeUtf8 badOffset: the first bad byte, BOM counted; null when only a BOM (or nothing) is wrong', () => {
  test.each([
    [Buffer.from('héllo'), null],
    [Buffer.from([0xef, 0xbb, 0xbf, 0x61]), null],
    [Buffer.from([0x61, 0xe9, 0x62]), 1],
    [Buffer.from([0xef, 0xbb, 0xbf, 0x61, 0xc0, 0x80]), 4],
    [Buffer.from([0xe0, 0x80, 0x80]), 0],
    [Buffer.from([0xf4, 0x90, 0x80, 0x80]), 0],
  ])('%j', (bytes, badOffset) => {
    expect(decodeUtf8(bytes).badOffset).toBe(badOffset);
  });
  test('agrees with a strict decoder on random bytes', () => {
    const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 12 }), (bytes) => {
        const d = decodeUtf8(bytes);
        const body = d.hasBom ? bytes.subarray(3) : bytes;
        let ok = true;
        try {
          strict.decode(body);
        } catch {
          ok = false;
        }
        expect(d.badOffset === null).toBe(ok);
        if (d.badOffset !== null) {
          expect(() => strict.decode(bytes.subarray(d.hasBom ? 3 : 0, d.badOffset!))).not.toThrow();
        }
      }),
    );
  });
});

describe('parseYaml', () => {
  test('keeps 0012 and dates as YAML 1.2 core values, not Dates', () => {
    expect(parseYaml('a: 0012\nb: 2026-01-01\n').value).toEqual({ a: 12, b: '2026-01-01' });
  });
  test('duplicate keys are an error with a line', () => {
    expect(parseYaml('a: 1\na: 2\n').error).toMatchObject({ line: 2 });
  });
  test('an alias bomb is refused', () => {
    const bomb = `a: &a [x,x,x,x,x,x,x,x,x,x]\nb: &b [${'*a,'.repeat(9)}*a]\nc: &c [${'*b,'.repeat(9)}*b]\nd: [${'*c,'.repeat(99)}*c]\n`;
    expect(parseYaml(bomb).error?.message).toMatch(/resource exhaustion/);
  });
  test('locatePointer finds keys and array items', () => {
    const p = parseYaml('{\n  "a": [\n    {"b": 1}\n  ]\n}\n');
    expect(locatePointer(p, '/a/0/b')).toEqual({ line: 3, column: 6 });
    expect(locatePointer(p, '/a/7')).toEqual({ line: 2, column: 3 });
  });
});

describe('parseJson', () => {
  test('reports line and column of a syntax error', () => {
    expect(parseJson('{\n  "a": 1,\n}').error).toMatchObject({ line: 3, column: 1 });
  });
});

describe('writeFileAtomic', () => {
  test('replaces content and keeps the mode of an existing file', async () => {
    const f = t.write('mode.txt', 'old');
    execFileSync('chmod', ['640', f]);
    await writeFileAtomic(f, 'new');
    const { readFileSync, statSync, readdirSync } = await import('node:fs');
    expect(readFileSync(f, 'utf8')).toBe('new');
    expect(statSync(f).mode & 0o777).toBe(0o640);
    expect(readdirSync(t.dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
  test('a write into a missing folder fails cleanly, leaving nothing', async () => {
    await expect(writeFileAtomic(path.join(t.dir, 'no', 'x'), 'a')).rejects.toThrow(IoError);
    writeFileSync(path.join(t.dir, 'ok'), '');
  });
});

describe('parseJson with uniqueKeys', () => {
  test.each([
    ['{"a": 1, "a": 2}', 'duplicate key "a"', 1, 10],
    ['{"a": 1, "\\u0061": 2}', 'duplicate key "a"', 1, 10],
    ['{\n  "x": {"b": 1},\n  "y": {"b": 2, "c": {"b": 3, "b": 4}}\n}', 'duplicate key "b"', 3, 31],
  ])('%s: %s', (text, message, line, column) => {
    expect(parseJson(text, { uniqueKeys: true })).toEqual({ value: undefined, error: { message, line, column, duplicateKey: true } });
    // Without the option the text is JSON, read as JSON.parse reads it.
    expect(parseJson(text).error).toBeNull();
  });
  test.each([['{"a": {"a": 1}}'], ['[{"a": 1}, {"a": 2}]'], ['{"a": 1, "A": 2, "a ": 3}']])('keys in different objects, or different keys: %s', (text) => {
    expect(parseJson(text, { uniqueKeys: true })).toEqual({ value: JSON.parse(text), error: null });
  });
});

describe('parseJson fault positions', () => {
  test.each([
    ['{\n  "a": [,]\n}', 2, 9, 'unexpected ","'],
    ['', 1, 1, 'unexpected end of input'],
    ['{"a": 1} x', 1, 10, 'unexpected "x" after the value'],
    ['{"a" 1}', 1, 6, 'expected ":"'],
    ['["\u0001"]', 1, 3, 'control character in string'],
  ])('%j', (text, line, column, message) => {
    const r = parseJson(text);
    expect(r.error).toMatchObject({ line, column });
    expect(r.error?.message).toContain(message);
  });
});

describe('reading a file that is longer than stat says', () => {
  // /proc files report size 0 and hold text: the read must grow its buffer, and still stop at the cap.
  const proc = '/proc/self/status';
  test.each([
    ['async', (f: string, max?: number) => readFileLimited(f, max)],
    ['sync', async (f: string, max?: number) => readFileLimitedSync(f, max)],
  ])('%s: whole, or refused past the cap', async (_mode, read) => {
    expect((await read(proc)).toString('utf8')).toMatch(/^Name:/);
    await expect(read(proc, 16)).rejects.toThrow(new InvalidInputError(`${proc}: over the limit of 16 bytes`));
  });
});
