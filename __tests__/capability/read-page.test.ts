import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readPage, DEFAULT_READ_LIMITS } from '../../src/capability/read-page.js';
import { makeTempDir } from '../helpers/tmp.js';

const tmp = makeTempDir('packwright-page-');
afterAll(() => tmp.cleanup());
let n = 0;

async function readAll(file: string, rel: string, length: number): Promise<{ parts: string[]; encodings: string[] }> {
  const parts: string[] = [];
  const encodings: string[] = [];
  let offset: number | undefined = 0;
  while (offset !== undefined) {
    const p = await readPage(file, rel, offset, length, DEFAULT_READ_LIMITS);
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
  expect(await readPage(file, 's.txt', 99, 10, DEFAULT_READ_LIMITS)).toMatchObject({ content: '', truncated: false, size: 5, offset: 5 });
  await expect(readPage(file, 's.txt', 0, 10, { ...DEFAULT_READ_LIMITS, maxFileBytes: 4 })).rejects.toMatchObject({ code: 'file_too_large' });
});
