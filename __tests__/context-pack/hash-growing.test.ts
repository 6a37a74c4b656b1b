// A listed file that something keeps writing to while it is hashed: the hash reads the size the
// file had when opened and stops there, and a file that grew or changed meanwhile is reported as
// unreadable ("changed while it was read") instead of hashing on for as long as the writer writes.
import { jest } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FileHandle } from 'node:fs/promises';

const actual = await import('node:fs/promises');
/** Files whose handle never reaches the end: past the real data every read returns more. */
const endless = new Set<string>();
jest.unstable_mockModule('node:fs/promises', () => ({
  ...actual,
  default: actual,
  open: async (file: string, ...rest: unknown[]) => {
    const fh = (await (actual.open as (...a: unknown[]) => Promise<FileHandle>)(file, ...rest)) as FileHandle;
    if (!endless.has(path.basename(file))) return fh;
    return new Proxy(fh, {
      get(target, prop) {
        if (prop === 'read') {
          return async (buf: Buffer, offset: number, length: number, position: number | null) => {
            const r = await target.read(buf, offset, length, position);
            if (r.bytesRead > 0) return r;
            buf.fill(0x78, offset, offset + length);
            return { bytesRead: length, buffer: buf };
          };
        }
        const v = Reflect.get(target, prop) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
  },
}));
const { validateContextPack } = await import('../../src/context-pack/validate.js');
const { manifestFor, validPackFiles } = await import('../helpers/context-pack-fixture.js');

test('a listed file that keeps growing while hashed is reported once, not read forever', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cp-grow-'));
  try {
    const files: Record<string, string> = { ...validPackFiles(), 'grow.bin': 'x'.repeat(3 << 20) };
    for (const [rel, data] of Object.entries({ ...files, 'pack.json': manifestFor(files) })) writeFileSync(path.join(dir, rel), data);
    endless.add('grow.bin');
    const found = (await validateContextPack(dir)).filter((d) => d.rule === 'file-missing' || d.rule === 'hash-mismatch');
    expect(found.map((d) => `${d.rule}: ${d.message}`)).toEqual(['file-missing: grow.bin is listed in pack.json but cannot be read: changed while it was read (written to meanwhile?)']);
  } finally {
    endless.clear();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a listed file that does not change hashes as before', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cp-grow-'));
  try {
    const files: Record<string, string> = { ...validPackFiles(), 'big.bin': 'y'.repeat((3 << 20) + 5), 'empty.bin': '' };
    for (const [rel, data] of Object.entries({ ...files, 'pack.json': manifestFor(files) })) writeFileSync(path.join(dir, rel), data);
    expect(await validateContextPack(dir)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
