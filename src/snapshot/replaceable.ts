import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { InvalidInputError } from '../core/errors.js';

/** How every pack this command writes opens (serializePack puts `type` first). */
const PACK_OPENING = /^\{\s*"type":\s*"(?:full|summary)"/;

/**
 * A file already at a build's output path is replaced only when it is a pack a build wrote,
 * or empty. Anything else is somebody's file (a context pack's own pack.json manifest, a
 * README given to -o by mistake): the build would have left it out of its scan, then
 * overwritten it. A path that is missing, a device or a FIFO is left to the write.
 */
export function assertReplaceablePack(out: string, shown: string): void {
  let fd: number;
  try {
    // O_NONBLOCK: opening a named pipe to read waits for a writer, and the only one coming is this
    // command's own write (a FIFO given to -o hung the build before it started).
    fd = openSync(out, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size === 0) return;
    const head = Buffer.alloc(64);
    const n = readSync(fd, head, 0, head.length, 0);
    if (PACK_OPENING.test(head.toString('utf8', 0, n))) return;
  } finally {
    closeSync(fd);
  }
  throw new InvalidInputError(`${shown}: exists and is not a pack built by packwright; refusing to replace it (move it away, or write the pack elsewhere)`);
}
