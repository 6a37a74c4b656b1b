import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

const CHUNK = 1 << 20;

async function hashHandle(fh: FileHandle): Promise<string> {
  const hash = createHash('sha256');
  const buf = Buffer.allocUnsafe(CHUNK);
  for (;;) {
    const { bytesRead } = await fh.read(buf, 0, CHUNK, null);
    if (bytesRead === 0) break;
    hash.update(bytesRead === CHUNK ? buf : buf.subarray(0, bytesRead));
  }
  return hash.digest('hex');
}

/**
 * SHA-256 of a file, read in 1 MiB chunks into one reused buffer: constant memory whatever
 * the size, and faster than a stream (no per-chunk allocation).
 */
export async function sha256File(file: string): Promise<string> {
  const fh = await open(file, 'r');
  try {
    return await hashHandle(fh);
  } finally {
    await fh.close();
  }
}

/**
 * SHA-256 and permission bits of a file that must not be a symlink (ELOOP if it is): both
 * from one open file, so a file swapped between two calls cannot lend one its hash and the
 * other its mode.
 */
export async function sha256FileNoFollow(file: string): Promise<{ sha256: string; mode: number }> {
  const fh = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const { mode } = await fh.stat();
    return { sha256: await hashHandle(fh), mode };
  } finally {
    await fh.close();
  }
}
