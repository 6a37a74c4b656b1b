import { open, rename, stat, unlink, chmod } from 'node:fs/promises';
import { openSync, writeSync, fsyncSync, closeSync, renameSync, statSync, unlinkSync, fchmodSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { IoError, describeFsError } from './errors.js';

export interface AtomicWriteOptions {
  /** File mode for a new file; an existing file keeps its own mode. */
  mode?: number;
}

/**
 * Writes `data` to `file` so that a reader (or a crash) sees the old bytes or the new ones,
 * never a half-written file: write a temp file beside it, fsync, rename over.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const dir = path.dirname(file);
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  let mode = options.mode ?? 0o644;
  try {
    mode = (await stat(file)).mode & 0o7777;
  } catch {
    /* new file */
  }
  try {
    const fh = await open(tmp, 'wx', mode);
    try {
      await fh.writeFile(data);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await chmod(tmp, mode);
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw new IoError(describeFsError(err, file));
  }
}

/**
 * writeFileAtomic without the thread pool, for a command that has nothing else to do while it
 * waits (sp install writes its state twice): same temp file, fsync and rename, in one call each.
 */
export function writeFileAtomicSync(file: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): void {
  const dir = path.dirname(file);
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  let mode = options.mode ?? 0o644;
  try {
    mode = statSync(file).mode & 0o7777;
  } catch {
    /* new file */
  }
  try {
    const fd = openSync(tmp, 'wx', mode);
    try {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      for (let off = 0; off < bytes.length; ) off += writeSync(fd, bytes, off);
      fchmodSync(fd, mode);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      /* never created, or already renamed */
    }
    throw new IoError(describeFsError(err, file));
  }
}
