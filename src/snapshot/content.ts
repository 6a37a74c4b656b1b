import { open } from 'node:fs/promises';
import { constants } from 'node:fs';
import { decodeBytes, detectBom, isUtf16Bom, type Decoded } from '../core/text-decode.js';

/**
 * Reading file content for packs: truncation that reads only the head and tail windows of a
 * big file, so memory stays bounded whatever the file's size. Binary detection and decoding
 * live in core/text-decode.ts, shared with the credential rules.
 */

export interface TruncationConfig {
  max_file_bytes: number;
  preserve_head_lines: number;
  preserve_tail_lines: number;
  truncation_marker: string;
}

export const DEFAULT_TRUNCATION: TruncationConfig = {
  max_file_bytes: 50_000,
  preserve_head_lines: 100,
  preserve_tail_lines: 50,
  truncation_marker: '\n... [truncated] ...\n',
};

export interface ExtractedText {
  content: string;
  truncated: boolean;
  encoding: Decoded['encoding'];
  issue: string | null;
}

/** Opens a regular file without blocking on FIFOs; reads `length` bytes at `position`. */
async function readWindow(fh: Awaited<ReturnType<typeof open>>, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.allocUnsafe(length);
  let got = 0;
  while (got < length) {
    const { bytesRead } = await fh.read(buf, got, length - got, position + got);
    if (bytesRead === 0) break;
    got += bytesRead;
  }
  return buf.subarray(0, got);
}

/** Drops a trailing partial UTF-8 character so a window cut mid-character decodes cleanly. */
function trimUtf8End(b: Buffer): Buffer {
  let i = b.length;
  let k = 0;
  while (i > 0 && k < 4 && (b[i - 1] & 0xc0) === 0x80) {
    i--;
    k++;
  }
  if (i > 0) {
    const lead = b[i - 1];
    const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
    if (need > 1 && need !== k + 1) return b.subarray(0, i - 1);
  }
  return b;
}

/** Drops leading UTF-8 continuation bytes so a window starting mid-character decodes cleanly. */
function trimUtf8Start(b: Buffer): Buffer {
  let i = 0;
  while (i < b.length && i < 3 && (b[i] & 0xc0) === 0x80) i++;
  return b.subarray(i);
}

/**
 * The text of a file for a pack. At most `max_file_bytes` is kept: a bigger file keeps its
 * first `preserve_head_lines` lines (within two thirds of the budget) and last
 * `preserve_tail_lines` lines (within one third), joined by the marker; only those two
 * windows are read. `whole` is the file's bytes when the caller already has them.
 */
export async function extractText(file: string, size: number, config: TruncationConfig = DEFAULT_TRUNCATION, whole?: Buffer): Promise<ExtractedText> {
  if (whole && whole.length === size && size <= config.max_file_bytes) {
    const d = decodeBytes(whole);
    return { content: d.text, truncated: false, encoding: d.encoding, issue: d.issue };
  }
  const fh = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if (size <= config.max_file_bytes) {
      const d = decodeBytes(await readWindow(fh, 0, size));
      return { content: d.text, truncated: false, encoding: d.encoding, issue: d.issue };
    }
    const headCap = Math.floor((config.max_file_bytes * 2) / 3);
    const tailCap = config.max_file_bytes - headCap;
    const headBytes = await readWindow(fh, 0, headCap);
    const bom = detectBom(headBytes);
    const wide = isUtf16Bom(bom);
    let tailStart = size - tailCap;
    if (wide && tailStart % 2 === 1) tailStart++;
    const tailBytes = await readWindow(fh, tailStart, size - tailStart);
    const head = decodeBytes(wide ? headBytes : trimUtf8End(headBytes));
    const tail = decodeBytes(wide ? tailBytes : trimUtf8Start(tailBytes), bom === 'utf-8' ? null : bom);
    const headText = firstLines(head.text, config.preserve_head_lines);
    const tailText = lastLines(tail.text, config.preserve_tail_lines);
    const issue = head.issue ?? tail.issue;
    return { content: headText + config.truncation_marker + tailText, truncated: true, encoding: head.encoding, issue };
  } finally {
    await fh.close();
  }
}

/** The first `n` lines (with their newlines); the whole window when it has fewer. */
export function firstLines(text: string, n: number): string {
  let at = -1;
  for (let i = 0; i < n; i++) {
    const next = text.indexOf('\n', at + 1);
    if (next === -1) return text;
    at = next;
  }
  return text.slice(0, at + 1);
}

/**
 * The last `n` lines. When the window holds more than `n` lines the cut is at a line start;
 * when it holds fewer, the window's first (partial) line is dropped unless it is all there is.
 */
export function lastLines(text: string, n: number): string {
  const end = text.endsWith('\n') ? text.length - 1 : text.length;
  let at = end;
  for (let i = 0; i < n; i++) {
    const prev = text.lastIndexOf('\n', at - 1);
    if (prev === -1) {
      const firstBreak = text.indexOf('\n');
      return firstBreak === -1 || firstBreak >= end ? text : text.slice(firstBreak + 1);
    }
    at = prev;
  }
  return text.slice(at + 1);
}
