import { createHash } from 'node:crypto';
import { statSync, type BigIntStats } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * A file of the pack that a command runs from (its program, or a script handed to an
 * interpreter as `{{pack_root}}/…`, as an option's value or in a shell line), as it was when the
 * user was asked to approve the command.
 * The approval is for that file: one replaced or rewritten before the spawn would run code the
 * user never approved, so the host checks the file again before it starts the command.
 */
export interface PinnedFile {
  /** As the tool names it (`./scripts/run.sh`, `{{pack_root}}/scripts/x.mjs`), for messages. */
  shown: string;
  /** The resolved absolute path the command is started with. */
  path: string;
  identity: FileIdentity;
  /**
   * Null when its identity alone is checked: a file over HASHED_MAX_BYTES (a data file named as
   * an argument, which hashing twice per call would make seconds slower), or one this user may
   * run but not read (mode 0711).
   */
  sha256: string | null;
}

/** The largest file whose content is hashed; a larger one is pinned by its identity alone. */
export const HASHED_MAX_BYTES = 16 * 1024 * 1024;

/**
 * A file changed this recently is hashed whatever its size. Filesystems keep times at their own
 * granularity (a clock tick, a second, FAT's two seconds): a write in the same tick as the pin
 * may leave size and times as they were, so the identity would not show it. Once the file's
 * ctime lies further back than that, any later write sets a later ctime.
 */
const RECENT_CHANGE_MS = 3000;

/**
 * Which file a path leads to, and its state: another file renamed over the path has another
 * inode; a write in place changes the size or the times. ctime is set by the kernel on every
 * change and cannot be set back by the writer (unlike mtime, which `touch -d` sets).
 */
interface FileIdentity {
  dev: bigint;
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
  ctimeNs: bigint;
}

const identityOf = (st: BigIntStats): FileIdentity => ({ dev: st.dev, ino: st.ino, size: st.size, mtimeNs: st.mtimeNs, ctimeNs: st.ctimeNs });

/** What differs between the pinned identity and `now`, or null. */
function identityChange(pinned: FileIdentity, now: FileIdentity): string | null {
  if (now.dev !== pinned.dev || now.ino !== pinned.ino) return 'another file now has its path';
  if (now.size !== pinned.size || now.mtimeNs !== pinned.mtimeNs || now.ctimeNs !== pinned.ctimeNs) return 'it was written to';
  return null;
}

/**
 * Opens the file and reads its identity and, unless `identityAlone` says it need not for that
 * identity, its SHA-256, through one handle, so both describe the same file.
 */
async function readFile(file: string, identityAlone: (identity: FileIdentity) => boolean = () => false): Promise<{ identity: FileIdentity; sha256: string | null }> {
  const fh = await open(file, 'r');
  try {
    const identity = identityOf(await fh.stat({ bigint: true }));
    if (identityAlone(identity)) return { identity, sha256: null };
    const hash = createHash('sha256');
    const chunk = Buffer.allocUnsafe(64 * 1024);
    for (;;) {
      const { bytesRead } = await fh.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      hash.update(chunk.subarray(0, bytesRead));
    }
    // Written to while it was read: the hash may mix two versions.
    if (identityChange(identity, identityOf(await fh.stat({ bigint: true })))) throw new Error('it changed while it was read');
    return { identity, sha256: hash.digest('hex') };
  } finally {
    await fh.close();
  }
}

const unreadable = (err: unknown) => ['EACCES', 'EPERM'].includes((err as NodeJS.ErrnoException).code ?? '');

/**
 * Pins a regular file (the caller resolved `file` inside the pack); throws when it cannot be
 * checked at all. `now` (ms since the epoch) tells whether its last change is recent.
 */
export async function pinFile(file: string, shown: string, now: number = Date.now()): Promise<PinnedFile> {
  const changedLongAgo = (id: FileIdentity) => id.ctimeNs < BigInt(Math.floor(now - RECENT_CHANGE_MS)) * 1_000_000n;
  try {
    return { shown, path: file, ...(await readFile(file, (id) => id.size > HASHED_MAX_BYTES && changedLongAgo(id))) };
  } catch (err) {
    if (!unreadable(err)) throw err;
    return { shown, path: file, identity: identityOf(statSync(file, { bigint: true })), sha256: null };
  }
}

/** Whether `file` is a regular file now (a `{{pack_root}}/…` argument may name a folder, or nothing yet). */
export function isRegularFileNow(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Why the pinned file is no longer the one approved (its path leads elsewhere, or its content
 * changed), or null. Reads a hashed file whole again, once its identity is still the pinned one.
 */
export async function pinnedFileChange(pin: PinnedFile): Promise<string | null> {
  const changed = pinnedFileChangeSync(pin);
  if (changed !== null || pin.sha256 === null) return changed;
  let now;
  try {
    now = await readFile(pin.path);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'it is gone' : `it cannot be read again (${(err as Error).message})`;
  }
  return identityChange(pin.identity, now.identity) ?? (now.sha256 !== pin.sha256 ? 'its content changed' : null);
}

/**
 * pinnedFileChange without reading the content, synchronously: for the last check, in the same
 * turn of the event loop as the spawn. Follows symlinks along the path, as execve does.
 */
export function pinnedFileChangeSync(pin: PinnedFile): string | null {
  let st;
  try {
    st = statSync(pin.path, { bigint: true });
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'it is gone' : `it cannot be checked again (${(err as Error).message})`;
  }
  return identityChange(pin.identity, identityOf(st));
}
