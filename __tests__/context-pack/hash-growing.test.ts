// A listed file that something keeps writing to while it is hashed: the hash reads the size the
// file had when opened and stops there, and a file that grew or changed meanwhile is reported as
// unreadable ("changed while it was read") instead of hashing on for as long as the writer writes.
import { jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    // Bounded (64 reads past the end, then the real end): a reader that reads to the end fails
    // an assertion instead of hanging the run.
    let past = 0;
    return new Proxy(fh, {
      get(target, prop) {
        if (prop === 'read') {
          return async (buf: Buffer, offset: number, length: number, position: number | null) => {
            const r = await target.read(buf, offset, length, position);
            if (r.bytesRead > 0 || ++past > 64) return r;
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
const { rehashContextPack } = await import('../../src/context-pack/rehash.js');
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

test('rehash refuses a listed file that keeps growing while hashed, and writes nothing', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cp-grow-'));
  try {
    const files: Record<string, string> = { ...validPackFiles(), 'grow.bin': 'x'.repeat(3 << 20) };
    const manifest = manifestFor(files).replace(/"[0-9a-f]{64}"/, `"${'0'.repeat(64)}"`);
    for (const [rel, data] of Object.entries({ ...files, 'pack.json': manifest })) writeFileSync(path.join(dir, rel), data);
    endless.add('grow.bin');
    // A hash of whatever the read had reached when it stopped is of no version the file had.
    await expect(rehashContextPack(dir)).rejects.toThrow(/: files\[\d\] grow\.bin: changed while it was read \(written to meanwhile\?\); nothing written/);
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toBe(manifest);
  } finally {
    endless.clear();
    rmSync(dir, { recursive: true, force: true });
  }
});
