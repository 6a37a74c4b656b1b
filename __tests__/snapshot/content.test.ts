import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { extractText, firstLines, lastLines, DEFAULT_TRUNCATION } from '../../src/snapshot/content.js';
import { decodeBytes, detectBom, looksBinary } from '../../src/core/text-decode.js';
import { normalizePath } from '../../src/snapshot/paths.js';
import { makeTempDir } from '../helpers/tmp.js';
import { encodeWithBom, ffFeThenBytes } from '../helpers/bom-text.js';

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
  test('a U+FFFD the file really holds is text; only undecodable sequences are counted', () => {
    expect(decodeBytes(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a\ufffdb', 'utf16le')]))).toEqual({ text: 'a\ufffdb', encoding: 'utf-16le', issue: null });
    const loneSurrogate = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('\ufffd', 'utf16le'), Buffer.from([0x3d, 0xd8, 0x41, 0x00])]);
    expect(decodeBytes(loneSurrogate)).toEqual({ text: '\ufffd\ufffdA', encoding: 'utf-16le', issue: '1 undecodable UTF-16 sequence replaced with U+FFFD' });
    const utf8 = decodeBytes(Buffer.concat([Buffer.from('é \ufffd '), Buffer.from([0xff])]));
    expect(utf8).toEqual({ text: 'é \ufffd \ufffd', encoding: 'utf-8', issue: '1 undecodable byte sequence replaced with U+FFFD' });
  });
  test('binary by content: a NUL byte in the first 8000 bytes', () => {
    expect(looksBinary(Buffer.from('abc\0def'))).toBe(true);
    expect(looksBinary(Buffer.concat([Buffer.alloc(9000, 0x61), Buffer.from([0])]))).toBe(false);
  });
});

describe('BOMs and binary detection', () => {
  test.each([
    ['UTF-8 BOM', Buffer.from('\ufeffhi'), 'utf-8'],
    ['UTF-16 LE', encodeWithBom('hi', 'utf-16le'), 'utf-16le'],
    ['UTF-16 BE', encodeWithBom('hi', 'utf-16be'), 'utf-16be'],
    ['UTF-32 LE, not UTF-16 LE', encodeWithBom('hi', 'utf-32le'), 'utf-32le'],
    ['UTF-32 BE', encodeWithBom('hi', 'utf-32be'), 'utf-32be'],
    ['FF FE alone is UTF-16 LE', Buffer.from([0xff, 0xfe]), 'utf-16le'],
    ['no BOM', Buffer.from('hi'), null],
  ])('detectBom: %s', (_name, bytes, bom) => {
    expect(detectBom(bytes)).toBe(bom);
  });

  // valid: text a pack may carry
  test.each([
    ['UTF-16 LE text', encodeWithBom('größe = 1\r\n\tnext\n', 'utf-16le')],
    ['UTF-16 BE text', encodeWithBom('größe = 1\r\n\tnext\n', 'utf-16be')],
    ['UTF-16 LE CJK (no NUL bytes at all)', encodeWithBom('漢字かな交じり文。中文文本。\n', 'utf-16le')],
    ['UTF-16 BE CJK', encodeWithBom('漢字かな交じり文。中文文本。\n', 'utf-16be')],
    ['UTF-16 surrogate pair', encodeWithBom('emoji 😀 𝄞\n', 'utf-16le')],
    ['UTF-16 with FF and VT', encodeWithBom('page\fbreak\vtab\n', 'utf-16be')],
    ['UTF-16 with one ESC in plenty of text', encodeWithBom(`\u001b[1m${'bold text '.repeat(10)}\n`, 'utf-16le')],
    ['UTF-16 BOM only', Buffer.from([0xff, 0xfe])],
    ['UTF-16 high surrogate cut by the end of the window', encodeWithBom('x😀', 'utf-16le').subarray(0, 6)],
    ['UTF-16 U+0000 past the 8000-byte sniff window', encodeWithBom(`${'a'.repeat(4100)}\0`, 'utf-16le')],
  ])('looksBinary is false: %s', (_name, bytes) => {
    expect(looksBinary(bytes)).toBe(false);
  });

  // invalid: binary, never decoded into a pack
  test.each([
    ['UTF-32 LE text', encodeWithBom('hello AKIAIOSFODNN7EXAMPLE\n', 'utf-32le')],
    ['UTF-32 BE text', encodeWithBom('hello\n', 'utf-32be')],
    ['UTF-32 LE BOM only', Buffer.from([0xff, 0xfe, 0, 0])],
    ['FF FE then every byte value', ffFeThenBytes],
    ['FE FF then every byte value', Buffer.concat([Buffer.from([0xfe, 0xff]), ffFeThenBytes.subarray(2)])],
    ['UTF-16 with U+0000', encodeWithBom('a\0b', 'utf-16le')],
    ['UTF-16 with a lone high surrogate', encodeWithBom('a\ud800b', 'utf-16le')],
    ['UTF-16 with a lone low surrogate', encodeWithBom('a\udc00b', 'utf-16be')],
    ['UTF-16 with two high surrogates', encodeWithBom('\ud800\ud800x', 'utf-16le')],
    ['UTF-16 with noncharacter U+FFFF', encodeWithBom('a\uffffb', 'utf-16le')],
    ['UTF-16 mostly C0 controls', encodeWithBom('\u0001\u0002\u0003ab\u0004\u0005', 'utf-16le')],
    ['UTF-16 with controls over a tenth', encodeWithBom(`${'\u0007'.repeat(11)}${'a'.repeat(89)}`, 'utf-16be')],
    ['UTF-8 BOM then NUL', Buffer.from('\ufeffa\0b')],
  ])('looksBinary is true: %s', (_name, bytes) => {
    expect(looksBinary(bytes)).toBe(true);
  });

  test('property: well-formed UTF-16 text (no C0 but tab, LF, VT, FF, CR) is text and decodes back', () => {
    const printable = fc.string({ unit: 'grapheme', maxLength: 300 }).map((s) => [...s].filter((c) => c >= ' ' || '\t\n\v\f\r'.includes(c)).join('').replace(/[\ufffe\uffff]/g, ''));
    fc.assert(
      fc.property(printable, fc.constantFrom('utf-16le' as const, 'utf-16be' as const), (text, enc) => {
        const bytes = encodeWithBom(text, enc);
        expect(looksBinary(bytes)).toBe(false);
        expect(decodeBytes(bytes)).toEqual({ text, encoding: enc, issue: null });
      }),
      { numRuns: 300 },
    );
  });

  test('property: anything after a UTF-32 BOM is binary', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), (body, le) => {
        expect(looksBinary(Buffer.concat([Buffer.from(le ? [0xff, 0xfe, 0, 0] : [0, 0, 0xfe, 0xff]), body]))).toBe(true);
      }),
    );
  });

  test('property: random bytes after FF FE are almost never text', () => {
    let text = 0;
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1024, maxLength: 4096 }), (body) => {
        if (!looksBinary(Buffer.concat([Buffer.from([0xff, 0xfe]), body]))) text++;
      }),
      { numRuns: 200 },
    );
    expect(text).toBeLessThanOrEqual(2);
  });

  test('a UTF-16 file over the budget is truncated as UTF-16 text', async () => {
    const t = makeTempDir();
    try {
      const lines = Array.from({ length: 3000 }, (_, i) => `行 ${i + 1} ${'字'.repeat(20)}`);
      const bytes = encodeWithBom(`${lines.join('\n')}\n`, 'utf-16be');
      expect(looksBinary(bytes)).toBe(false);
      const r = await extractText(t.write('big.txt', bytes), bytes.length);
      expect(r).toMatchObject({ truncated: true, encoding: 'utf-16be', issue: null });
      const [head, tail] = r.content.split(DEFAULT_TRUNCATION.truncation_marker);
      expect(head.split('\n').filter(Boolean)).toEqual(lines.slice(0, 100));
      expect(tail.split('\n').filter(Boolean)).toEqual(lines.slice(-50));
    } finally {
      t.cleanup();
    }
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
