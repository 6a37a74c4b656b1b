import { open, lstat, stat } from 'node:fs/promises';
import { lstatSync, statSync, openSync, readSync, closeSync } from 'node:fs';
import { constants } from 'node:fs';
import { InvalidInputError, IoError, describeFsError } from './errors.js';
import { wellFormedUtf8Length } from './text-decode.js';

/** Default cap for files we parse whole (manifests, Markdown, YAML). */
export const DEFAULT_MAX_TEXT_BYTES = 16 * 1024 * 1024;

/**
 * Reads a regular file whole, refusing FIFOs, sockets and devices (which would hang or never
 * end) and anything over `maxBytes` (checked before reading, and again while reading in case
 * the file grows). O_NONBLOCK keeps an open() of a FIFO from blocking.
 */
export async function readFileLimited(file: string, maxBytes: number = DEFAULT_MAX_TEXT_BYTES): Promise<Buffer> {
  let st;
  try {
    st = await stat(file);
  } catch (err) {
    throw new IoError(describeFsError(err, file));
  }
  assertReadable(file, st, maxBytes);
  let fh;
  try {
    fh = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    throw new IoError(describeFsError(err, file));
  }
  try {
    const reader = new GrowingRead(file, st.size, maxBytes);
    // room() may grow the buffer: it is asked before the buffer is handed to read().
    for (let room = reader.room(); reader.take((await fh.read(reader.buf, reader.total, room, null)).bytesRead); room = reader.room());
    return reader.bytes();
  } catch (err) {
    if (err instanceof InvalidInputError) throw err;
    throw new IoError(describeFsError(err, file));
  } finally {
    await fh.close();
  }
}

/** readFileLimited without the thread pool: one call per step, for a few small files read in a row. */
export function readFileLimitedSync(file: string, maxBytes: number = DEFAULT_MAX_TEXT_BYTES): Buffer {
  let st;
  try {
    st = statSync(file);
  } catch (err) {
    throw new IoError(describeFsError(err, file));
  }
  assertReadable(file, st, maxBytes);
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    throw new IoError(describeFsError(err, file));
  }
  try {
    const reader = new GrowingRead(file, st.size, maxBytes);
    for (let room = reader.room(); reader.take(readSync(fd, reader.buf, reader.total, room, null)); room = reader.room());
    return reader.bytes();
  } catch (err) {
    if (err instanceof InvalidInputError) throw err;
    throw new IoError(describeFsError(err, file));
  } finally {
    closeSync(fd);
  }
}

function assertReadable(file: string, st: { isFile(): boolean; size: number }, maxBytes: number): void {
  if (!st.isFile()) throw new InvalidInputError(`${file}: not a regular file`);
  if (st.size > maxBytes) throw new InvalidInputError(`${file}: ${st.size} bytes is over the limit of ${maxBytes} bytes`);
}

/**
 * Reads straight into one buffer of the size stat gave (one byte more, to notice growth), and
 * grows it only if the file grew since: no chunk copies, no concat for the common case.
 */
class GrowingRead {
  buf: Buffer;
  total = 0;
  constructor(
    private readonly file: string,
    size: number,
    private readonly maxBytes: number,
  ) {
    this.buf = Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
  }
  /** Bytes free in `buf` at `total`, growing it first when it is full. */
  room(): number {
    if (this.total === this.buf.length) {
      const bigger = Buffer.allocUnsafe(Math.min(this.buf.length * 2, this.maxBytes + 1));
      this.buf.copy(bigger, 0, 0, this.total);
      this.buf = bigger;
    }
    return this.buf.length - this.total;
  }
  /** Counts a read; false at the end of the file. */
  take(n: number): boolean {
    if (n === 0) return false;
    this.total += n;
    if (this.total > this.maxBytes) throw new InvalidInputError(`${this.file}: over the limit of ${this.maxBytes} bytes`);
    return true;
  }
  bytes(): Buffer {
    return this.buf.subarray(0, this.total);
  }
}

export interface DecodedText {
  text: string;
  /** Why the bytes are not clean UTF-8 text, or null. */
  problem: string | null;
  hasBom: boolean;
  /**
   * The byte offset (in the whole input, BOM included) of the first byte that is not UTF-8, or
   * null when the bytes after any BOM are valid UTF-8: a problem with a null badOffset is only
   * the BOM.
   */
  badOffset: number | null;
}

const utf8Strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

/** Decodes UTF-8 strictly; on failure returns the lossy text and the byte offset of the first bad sequence. */
export function decodeUtf8(bytes: Uint8Array): DecodedText {
  const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: utf8Strict.decode(body), problem: hasBom ? 'starts with a UTF-8 byte order mark' : null, hasBom, badOffset: null };
  } catch {
    const badOffset = firstInvalidUtf8Offset(body) + (hasBom ? 3 : 0);
    return { text: utf8Lossy.decode(body), problem: `not valid UTF-8 (first bad byte at offset ${badOffset})`, hasBom, badOffset };
  }
}

function firstInvalidUtf8Offset(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const n = wellFormedUtf8Length(b, i);
    if (n === 0) return i;
    i += n;
  }
  return i;
}

/** lstat that returns null for a missing path instead of throwing. */
export async function lstatOrNull(p: string) {
  try {
    return await lstat(p);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw new IoError(describeFsError(err, p));
  }
}

/** lstatOrNull without the thread pool, for checks made once per installed folder. */
export function lstatOrNullSync(p: string) {
  try {
    return lstatSync(p, { throwIfNoEntry: false }) ?? null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw new IoError(describeFsError(err, p));
  }
}
