import { ToolError } from './tool-error.js';
import { openPackFile, type PackFile } from './safe-path.js';
import { isTextMime, mimeFromName } from './mime.js';
import { completeUtf8Length, utf8SequenceLength } from '../core/text-decode.js';

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

/**
 * Reads one page of a file with a positioned read (pread): the cost depends on the page, not
 * on where it is, so the last page of a 500 MB file costs what the first does. Text comes back
 * as UTF-8 cut at a character boundary (next_offset resumes exactly there); anything that is
 * not clean UTF-8 comes back as base64.
 */
export async function readPage(file: PackFile, offset: number, length: number | undefined, limits: ReadLimits): Promise<Page> {
  const { rel } = file;
  const fh = await openPackFile(file);
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw new ToolError('not_a_file', `${rel}: ${st.isDirectory() ? 'is a directory' : 'is not a regular file'}`);
    if (st.size > limits.maxFileBytes) throw new ToolError('file_too_large', `${rel}: ${st.size} bytes is over the host's limit of ${limits.maxFileBytes} bytes`);
    const want = Math.min(length ?? limits.defaultPageBytes, limits.maxPageBytes);
    const start = Math.min(offset, st.size);
    // Up to 3 bytes more on each side: an offset inside a character moves forward to the next
    // one (the bytes before it show whether it is inside one), and a page too short for its
    // first character grows to hold it (see textPage).
    const from = Math.max(0, start - UTF8_SLACK);
    const buf = Buffer.allocUnsafe(Math.max(0, Math.min(start - from + want + 2 * UTF8_SLACK, st.size - from)));
    let got = 0;
    while (got < buf.length) {
      const { bytesRead } = await fh.read(buf, got, buf.length - got, from + got);
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    const before = Math.min(start - from, got);
    const read = buf.subarray(before, got);
    const named = mimeFromName(rel);
    const text = named && !isTextMime(named) ? null : textPage(buf.subarray(0, before), read, start, want, st.size);
    const mime = named ?? (text ? 'text/plain' : 'application/octet-stream');
    const page: Page = text
      ? { content: text.text, encoding: 'utf8', mime, size: st.size, offset: text.offset, truncated: text.end < st.size }
      : { content: read.subarray(0, Math.min(want, got)).toString('base64'), encoding: 'base64', mime, size: st.size, offset: start, truncated: start + Math.min(want, got) < st.size };
    if (page.truncated) page.next_offset = text ? text.end : start + Math.min(want, got);
    return page;
  } finally {
    await fh.close();
  }
}

const strict = new TextDecoder('utf-8', { fatal: true });

/** A UTF-8 sequence is at most 4 bytes: at most 3 of them can be on the wrong side of a cut. */
const UTF8_SLACK = 3;
const isContinuation = (b: number) => (b & 0xc0) === 0x80;

/**
 * The page as text when it is UTF-8 without NUL bytes, with character boundaries at both
 * ends: `read` holds the bytes from `start` (up to `want` plus 2×UTF8_SLACK), `prefix` the (up
 * to 3) bytes just before it. An offset inside a character (continuation bytes after a lead
 * byte whose sequence spans `start`) moves forward to the next character; the returned offset
 * says where the page starts. A character cut by the page end is left for the next page,
 * except a first character longer than the whole page, which is returned whole (up to 3 bytes
 * over `want`), so a small `length` still pages text as text.
 */
function textPage(prefix: Buffer, read: Buffer, start: number, want: number, size: number): { text: string; offset: number; end: number } | null {
  let skip = 0;
  if (read.length > 0 && isContinuation(read[0])) {
    let lead = prefix.length - 1;
    while (lead >= 0 && isContinuation(prefix[lead])) lead--;
    if (lead < 0) return null;
    skip = lead + utf8SequenceLength(prefix[lead]) - prefix.length;
    if (skip <= 0 || skip > read.length) return null;
    for (let i = 0; i < skip; i++) if (!isContinuation(read[i])) return null;
  }
  const avail = read.length - skip;
  let n = Math.min(want, avail);
  if (skip + n < read.length || start + skip + n < size) {
    // Step back over a trailing partial sequence (at most 3 bytes).
    n = completeUtf8Length(read.subarray(skip, skip + n));
    // The first character does not fit the page: return it whole.
    if (n === 0 && avail > 0) n = Math.min(Math.max(1, utf8SequenceLength(read[skip])), avail);
  }
  const bytes = read.subarray(skip, skip + n);
  if (bytes.includes(0)) return null;
  try {
    return { text: strict.decode(bytes), offset: start + skip, end: start + skip + n };
  } catch {
    return null;
  }
}
