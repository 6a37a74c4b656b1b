import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { decodeBytes, extractText, firstLines, lastLines, looksBinary, DEFAULT_TRUNCATION } from '../../src/snapshot/content.js';
import { normalizePath } from '../../src/snapshot/paths.js';
import { makeTempDir } from '../helpers/tmp.js';

describe('decoding', () => {
  test('UTF-8, with and without BOM', () => {
    expect(decodeBytes(Buffer.from('héllo'))).toEqual({ text: 'héllo', encoding: 'utf-8', issue: null });
    expect(decodeBytes(Buffer.from('\ufeffhi')).text).toBe('hi');
  });
  test('UTF-16 with a BOM, both byte orders', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('größe', 'utf16le')]);
    expect(decodeBytes(le)).toMatchObject({ text: 'größe', encoding: 'utf-16le', issue: null });
    const be = Buffer.from(Buffer.concat([Buffer.from('größe', 'utf16le')]));
    be.swap16();
    expect(decodeBytes(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toMatchObject({ text: 'größe', encoding: 'utf-16be' });
    expect(looksBinary(le)).toBe(false);
  });
  test('Latin-1 fallback when no byte sequence is UTF-8', () => {
    expect(decodeBytes(Buffer.from([0x63, 0x61, 0x66, 0xe9]))).toMatchObject({ text: 'café', encoding: 'latin-1', issue: 'not valid UTF-8; decoded as Latin-1' });
  });
  test('UTF-8 with a stray byte: replaced and logged', () => {
    const d = decodeBytes(Buffer.concat([Buffer.from('é ok '), Buffer.from([0xff]), Buffer.from(' end')]));
    expect(d.encoding).toBe('utf-8');
    expect(d.text).toContain('\ufffd');
    expect(d.issue).toBe('1 undecodable byte sequence replaced with U+FFFD');
  });
  test('binary by content: a NUL byte in the first 8000 bytes', () => {
    expect(looksBinary(Buffer.from('abc\0def'))).toBe(true);
    expect(looksBinary(Buffer.concat([Buffer.alloc(9000, 0x61), Buffer.from([0])]))).toBe(false);
  });
});

describe('truncation', () => {
  test('head 100 lines and tail 50 lines around the marker, never over the budget', async () => {
    const t = makeTempDir();
    try {
      const lines = Array.from({ length: 5000 }, (_, i) => `line ${i + 1} ${'x'.repeat(40)}`);
      const file = t.write('big.txt', `${lines.join('\n')}\n`);
      const size = Buffer.byteLength(`${lines.join('\n')}\n`);
      const r = await extractText(file, size);
      expect(r.truncated).toBe(true);
      const [head, tail] = r.content.split(DEFAULT_TRUNCATION.truncation_marker);
      expect(head.split('\n').filter(Boolean)).toEqual(lines.slice(0, 100));
      expect(tail.split('\n').filter(Boolean)).toEqual(lines.slice(-50));
      expect(Buffer.byteLength(r.content)).toBeLessThanOrEqual(DEFAULT_TRUNCATION.max_file_bytes + DEFAULT_TRUNCATION.truncation_marker.length);
    } finally {
      t.cleanup();
    }
  });
  test('a sparse 5 GB file is truncated by reading only its two windows', async () => {
    const t = makeTempDir();
    try {
      const file = path.join(t.dir, 'huge.txt');
      writeFileSync(file, 'first line\n');
      const { truncateSync, appendFileSync } = await import('node:fs');
      truncateSync(file, 5 * 1024 ** 3);
      appendFileSync(file, '\nlast line\n');
      const r = await extractText(file, 5 * 1024 ** 3 + 11);
      expect(r.truncated).toBe(true);
      expect(r.content.startsWith('first line\n')).toBe(true);
      expect(r.content.endsWith('last line\n')).toBe(true);
    } finally {
      t.cleanup();
    }
  });
  test('one very long line is cut inside the byte budget', async () => {
    const t = makeTempDir();
    try {
      const text = 'é'.repeat(100_000);
      const file = t.write('min.js', text);
      const r = await extractText(file, Buffer.byteLength(text));
      expect(r.truncated).toBe(true);
      expect(r.content).not.toContain('\ufffd');
      expect(Buffer.byteLength(r.content)).toBeLessThanOrEqual(50_000 + 30);
    } finally {
      t.cleanup();
    }
  });
  test('firstLines/lastLines keep whole lines (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z ]{0,10}$/), { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 50 }), (ls, n) => {
        const text = `${ls.join('\n')}\n`;
        const head = firstLines(text, n);
        expect(text.startsWith(head)).toBe(true);
        expect(head.split('\n').length - 1).toBe(Math.min(n, ls.length));
        expect(text.endsWith(lastLines(text, n))).toBe(true);
      }),
    );
  });
});

describe('normalizePath', () => {
  test.each([
    ['C:\\Users\\me\\repo\\src\\a.ts', '/Users/me/repo/src/a.ts'],
    ['/home/me//repo/', '/home/me/repo'],
    ['src\\a.ts', 'src/a.ts'],
  ])('%s → %s', (input, expected) => expect(normalizePath(input)).toBe(expected));
});
