import fc from 'fast-check';
import { realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readPage, DEFAULT_READ_LIMITS } from '../../src/capability/read-page.js';
import { makeTempDir } from '../helpers/tmp.js';

const tmp = makeTempDir('packwright-page-');
afterAll(() => tmp.cleanup());
let n = 0;
/** A file as resolvePackPath gives it: `rel` (which names the mime) need not be the file's own name. */
const packFile = (real: string, rel: string) => ({ root: realpathSync(tmp.dir), rel, real: realpathSync(real) });

async function readAll(file: string, rel: string, length: number): Promise<{ parts: string[]; encodings: string[] }> {
  const parts: string[] = [];
  const encodings: string[] = [];
  let offset: number | undefined = 0;
  while (offset !== undefined) {
    const p = await readPage(packFile(file, rel), offset, length, DEFAULT_READ_LIMITS);
    parts.push(p.content);
    encodings.push(p.encoding);
    expect(p.truncated).toBe(p.next_offset !== undefined);
    if (p.next_offset !== undefined) expect(p.next_offset).toBeGreaterThan(offset);
    offset = p.next_offset;
  }
  return { parts, encodings };
}

test('property: paging UTF-8 text at any page size gives back the text, never cutting a character', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 4, max: 64 }), async (text, length) => {
      const file = path.join(tmp.dir, `t${n++}.txt`);
      writeFileSync(file, text);
      const { parts, encodings } = await readAll(file, 't.txt', length);
      if (text.includes('\0')) return;
      expect(encodings.every((e) => e === 'utf8')).toBe(true);
      expect(parts.join('')).toBe(text);
    }),
    { numRuns: 60 },
  );
});

test('binary bytes come back as base64 that decodes to the file', async () => {
  const bytes = Buffer.from([0, 1, 2, 0xff, 0xfe, 10, 13]);
  const file = tmp.write('b.bin', bytes);
  const { parts, encodings } = await readAll(file, 'b.bin', 3);
  expect(encodings.every((e) => e === 'base64')).toBe(true);
  expect(Buffer.concat(parts.map((p) => Buffer.from(p, 'base64')))).toEqual(bytes);
});

test('an offset past the end gives an empty final page; a file over the limit is refused', async () => {
  const file = tmp.write('s.txt', 'hello');
  expect(await readPage(packFile(file, 's.txt'), 99, 10, DEFAULT_READ_LIMITS)).toMatchObject({ content: '', truncated: false, size: 5, offset: 5 });
  await expect(readPage(packFile(file, 's.txt'), 0, 10, { ...DEFAULT_READ_LIMITS, maxFileBytes: 4 })).rejects.toMatchObject({ code: 'file_too_large' });
});

describe('UTF-8 text with a page shorter than a character, or an offset inside one', () => {
  const emoji = '😀'; // 4 bytes: f0 9f 98 80
  test.each([1, 2, 3])('length %i: the first character comes back whole, as utf8', async (length) => {
    const file = tmp.write(`e${length}.txt`, emoji.repeat(3));
    const p = await readPage(packFile(file, 'e.txt'), 0, length, DEFAULT_READ_LIMITS);
    expect(p).toMatchObject({ encoding: 'utf8', content: emoji, offset: 0, truncated: true, next_offset: 4 });
  });
  test('paging with length 1 walks the text one character at a time', async () => {
    const text = `a€${emoji}é`;
    const file = tmp.write('walk.txt', text);
    const { parts, encodings } = await readAll(file, 'walk.txt', 1);
    expect(parts).toEqual(['a', '€', emoji, 'é']);
    expect(encodings.every((e) => e === 'utf8')).toBe(true);
  });
  test.each([
    [1, 4],
    [2, 4],
    [3, 4],
    [5, 8],
  ])('offset %i inside a character moves forward to the next one (offset %i), and says so', async (offset, actual) => {
    const file = tmp.write(`mid${offset}.txt`, emoji.repeat(4));
    const p = await readPage(packFile(file, 'mid.txt'), offset, 4, DEFAULT_READ_LIMITS);
    expect(p).toMatchObject({ encoding: 'utf8', content: emoji, offset: actual, next_offset: actual + 4, truncated: true });
  });
  test('an offset inside the last character gives an empty final page at the end', async () => {
    const file = tmp.write('last.txt', emoji);
    expect(await readPage(packFile(file, 'last.txt'), 2, 10, DEFAULT_READ_LIMITS)).toMatchObject({ encoding: 'utf8', content: '', offset: 4, truncated: false });
  });
  test('bytes that are not UTF-8 still come back as base64 from the offset asked for', async () => {
    const bytes = Buffer.from([0x80, 0x80, 0x80, 0x80, 0x41]);
    const file = tmp.write('cont.bin', bytes);
    const p = await readPage(packFile(file, 'cont.txt'), 1, 2, DEFAULT_READ_LIMITS);
    expect(p).toMatchObject({ encoding: 'base64', offset: 1, next_offset: 3, content: Buffer.from([0x80, 0x80]).toString('base64') });
    // A character cut by the end of the file is not text either.
    const cut = tmp.write('cut.txt', Buffer.from([0x61, 0xf0, 0x9f]));
    expect(await readPage(packFile(cut, 'cut.txt'), 1, 1, DEFAULT_READ_LIMITS)).toMatchObject({ encoding: 'base64', offset: 1, next_offset: 2 });
  });
});

test('property: from any offset and with any length, UTF-8 text comes back as text starting at the next character boundary', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((t) => !t.includes('\0')), fc.nat(), fc.integer({ min: 1, max: 9 }), async (text, at, length) => {
      const bytes = Buffer.from(text);
      const offset = at % (bytes.length + 1);
      const file = path.join(tmp.dir, `o${n++}.txt`);
      writeFileSync(file, bytes);
      const p = await readPage(packFile(file, 'o.txt'), offset, length, DEFAULT_READ_LIMITS);
      expect(p.encoding).toBe('utf8');
      expect(p.offset - offset).toBeGreaterThanOrEqual(0);
      expect(p.offset - offset).toBeLessThanOrEqual(3);
      const end = p.next_offset ?? bytes.length;
      expect(end - p.offset).toBeLessThanOrEqual(Math.max(length, 4));
      // Both ends are character boundaries: the bytes decode to exactly the content.
      expect(p.content).toBe(bytes.subarray(p.offset, end).toString('utf8'));
      expect(Buffer.from(p.content).equals(bytes.subarray(p.offset, end))).toBe(true);
    }),
    { numRuns: 200 },
  );
});
