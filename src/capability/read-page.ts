import { open } from 'node:fs/promises';
import { constants } from 'node:fs';
import { ToolError } from './tool-error.js';
import { isTextMime, mimeFromName } from './mime.js';

export interface ReadLimits {
  /** Files larger than this are refused, paged or not. */
  maxFileBytes: number;
  /** The largest page one call returns. */
  maxPageBytes: number;
  /** The page size when the call gives no length. */
  defaultPageBytes: number;
}

export const DEFAULT_READ_LIMITS: ReadLimits = { maxFileBytes: 1024 * 1024 * 1024, maxPageBytes: 1024 * 1024, defaultPageBytes: 64 * 1024 };

export interface Page {
  content: string;
  encoding: 'utf8' | 'base64';
  mime: string;
  /** Total size of the file in bytes. */
  size: number;
  offset: number;
  truncated: boolean;
  next_offset?: number;
}

/** O_NOFOLLOW: the path was resolved to its real path already; a symlink swapped in since is refused. */
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NONBLOCK | (constants.O_NOFOLLOW ?? 0);

/**
 * Reads one page of a file with a positioned read (pread): the cost depends on the page, not
 * on where it is, so the last page of a 500 MB file costs what the first does. Text comes back
 * as UTF-8 cut at a character boundary (next_offset resumes exactly there); anything that is
 * not clean UTF-8 comes back as base64.
 */
export async function readPage(real: string, rel: string, offset: number, length: number | undefined, limits: ReadLimits): Promise<Page> {
  let fh;
  try {
    fh = await open(real, OPEN_FLAGS);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw new ToolError('path_denied', `${rel}: is a symlink`, 'symlink');
    if (code === 'EACCES' || code === 'EPERM') throw new ToolError('path_denied', `${rel}: permission denied`, 'permission');
    if (code === 'ENOENT') throw new ToolError('not_found', `${rel}: no such file in the pack`);
    throw new ToolError('read_failed', `${rel}: ${(err as Error).message}`);
  }
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw new ToolError('not_a_file', `${rel}: ${st.isDirectory() ? 'is a directory' : 'is not a regular file'}`);
    if (st.size > limits.maxFileBytes) throw new ToolError('file_too_large', `${rel}: ${st.size} bytes is over the host's limit of ${limits.maxFileBytes} bytes`);
    const want = Math.min(length ?? limits.defaultPageBytes, limits.maxPageBytes);
    const start = Math.min(offset, st.size);
    const buf = Buffer.allocUnsafe(Math.max(0, Math.min(want, st.size - start)));
    let got = 0;
    while (got < buf.length) {
      const { bytesRead } = await fh.read(buf, got, buf.length - got, start + got);
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    let bytes = buf.subarray(0, got);
    const end = start + got;
    const more = end < st.size;
    const named = mimeFromName(rel);
    let text = asUtf8(bytes, more);
    if (text && named && !isTextMime(named)) text = null;
    if (text) bytes = bytes.subarray(0, text.bytes);
    const mime = named ?? (text ? 'text/plain' : 'application/octet-stream');
    const stop = start + bytes.length;
    const page: Page = {
      content: text ? text.text : bytes.toString('base64'),
      encoding: text ? 'utf8' : 'base64',
      mime,
      size: st.size,
      offset: start,
      truncated: stop < st.size,
    };
    if (page.truncated) page.next_offset = stop;
    return page;
  } finally {
    await fh.close();
  }
}

const strict = new TextDecoder('utf-8', { fatal: true });

/** The page as text when it is UTF-8 without NUL bytes; a character cut by the page end is left for the next page. */
function asUtf8(bytes: Buffer, more: boolean): { text: string; bytes: number } | null {
  if (bytes.includes(0)) return null;
  let n = bytes.length;
  if (more) {
    // Step back over a trailing partial sequence (at most 3 bytes).
    let k = n - 1;
    while (k >= 0 && n - k <= 4 && (bytes[k] & 0xc0) === 0x80) k--;
    if (k >= 0) {
      const lead = bytes[k];
      const need = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
      if (n - k < need) n = k;
    }
    if (n === 0 && bytes.length > 0) return null;
  }
  try {
    return { text: strict.decode(bytes.subarray(0, n)), bytes: n };
  } catch {
    return null;
  }
}
