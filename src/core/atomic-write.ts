import { open, rename, unlink, chmod, writeFile } from 'node:fs/promises';
import { openSync, writeSync, fsyncSync, closeSync, renameSync, statSync, lstatSync, unlinkSync, fchmodSync, realpathSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { IoError, describeFsError } from './errors.js';

export interface AtomicWriteOptions {
  /** File mode for a new file; an existing file keeps its own mode. */
  mode?: number;
  /**
   * A path the user named as output (`-o`, `--output`): written as a shell `>` would, through
   * a symlink to its target and in place into a device or FIFO (`--output /dev/stdout`). Off
   * for paths inside a repository (pack.json, a lock file, state), which may be hostile: a
   * symlink there is replaced, never followed, and a device or FIFO is refused.
   */
  output?: boolean;
}

/**
 * Where a write to `file` goes, and whether in place. Renaming a temp file over the path would
 * replace what stands there: a symlink (fine inside a repository: the link is replaced, its
 * target untouched) or a device, FIFO or socket (renaming over /dev/stdout as root replaced the
 * device with a file). See AtomicWriteOptions.output.
 */
function writeTarget(file: string, options: AtomicWriteOptions): { file: string; mode: number; inPlace: boolean } {
  const fresh = { file, mode: options.mode ?? 0o644, inPlace: false };
  let st: Stats;
  try {
    // stat, not realpath: /dev/stdout leads to /proc/self/fd/1, whose "real path" is `pipe:[…]`.
    st = options.output ? statSync(file) : lstatSync(file);
  } catch {
    return fresh; // new (or a dangling link): created by the rename
  }
  if (st.isSymbolicLink()) return fresh;
  const special = !st.isFile() && !st.isDirectory();
  if (special && !options.output) throw Object.assign(new Error('not a regular file (left as it is)'), { code: 'ESPECIAL' });
  if (special) return { file, mode: st.mode & 0o7777, inPlace: true };
  // A regular file, maybe behind a symlink the user named: replace the file, keep the link.
  return { file: options.output ? realpathSync.native(file) : file, mode: st.mode & 0o7777, inPlace: false };
}

/**
 * Writes `data` to `file` so that a reader (or a crash) sees the old bytes or the new ones,
 * never a half-written file: write a temp file beside it, fsync, rename over (see writeTarget
 * for symlinks, devices and FIFOs).
 */
export async function writeFileAtomic(requested: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  let target: ReturnType<typeof writeTarget>;
  try {
    target = writeTarget(requested, options);
    if (target.inPlace) return await writeFile(target.file, data);
  } catch (err) {
    throw new IoError(describeFsError(err, requested));
  }
  const { file, mode } = target;
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
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
    throw new IoError(describeFsError(err, requested));
  }
}

/**
 * writeFileAtomic without the thread pool, for a command that has nothing else to do while it
 * waits (sp install writes its state twice): same temp file, fsync and rename, in one call each.
 */
export function writeFileAtomicSync(requested: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): void {
  let target: ReturnType<typeof writeTarget>;
  try {
    target = writeTarget(requested, options);
    if (target.inPlace) return writeFileSync(target.file, data);
  } catch (err) {
    throw new IoError(describeFsError(err, requested));
  }
  const { file, mode } = target;
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
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
    throw new IoError(describeFsError(err, requested));
  }
}
