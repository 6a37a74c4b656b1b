import { open } from 'node:fs/promises';
import { constants } from 'node:fs';
import { isUtf8 } from 'node:buffer';

/**
 * Reading file content for packs: binary detection by content, decoding (UTF-8, UTF-16 with a
 * BOM, Latin-1 fallback, undecodable bytes replaced), and truncation that reads only the head
 * and tail windows of a big file, so memory stays bounded whatever the file's size.
 */

/** Git's rule: a NUL byte in the first 8000 bytes makes a file binary (after a UTF-16 BOM, a U+0000 code unit). */
const BINARY_SNIFF_BYTES = 8000;

/**
 * A byte-order mark. UTF-32 is recognised only so that it is not mistaken for UTF-16 (FF FE 00 00
 * starts both): it is not decoded, and `looksBinary` calls it binary, so a pack never carries it
 * and the credential scan skips it like any other binary file.
 */
export type Bom = 'utf-8' | 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be' | null;

export function detectBom(b: Uint8Array): Bom {
  if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf-8';
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) return 'utf-32le';
  if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) return 'utf-32be';
  if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) return 'utf-16le';
  if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) return 'utf-16be';
  return null;
}

export function isUtf16Bom(bom: Bom): bom is 'utf-16le' | 'utf-16be' {
  return bom === 'utf-16le' || bom === 'utf-16be';
}

/** More than this share of C0 controls (other than tab, LF, VT, FF, CR) is not text. */
const UTF16_MAX_CONTROL_SHARE = 0.1;

/**
 * Two bytes FF FE are as likely the start of any binary format as a BOM, so the code units
 * after a UTF-16 BOM must look like text: no U+0000 (the NUL rule, per code unit), no
 * unpaired surrogate, no noncharacter U+FFFE/U+FFFF, and few control characters. Random
 * bytes fail the surrogate test within a few hundred units.
 */
function utf16LooksBinary(head: Buffer, littleEndian: boolean): boolean {
  const end = Math.min(head.length, BINARY_SNIFF_BYTES) & ~1;
  const unit = (i: number) => (littleEndian ? head[i] | (head[i + 1] << 8) : (head[i] << 8) | head[i + 1]);
  let units = 0;
  let controls = 0;
  for (let i = 2; i < end; i += 2) {
    const u = unit(i);
    units++;
    if (u === 0 || u === 0xfffe || u === 0xffff) return true;
    if (u < 0x20) {
      if (u < 0x09 || u > 0x0d) controls++;
    } else if (u >= 0xd800 && u <= 0xdbff) {
      // A high surrogate at the end of the window may be paired past it: no evidence either way.
      if (i + 2 >= end) break;
      const next = unit(i + 2);
      if (next < 0xdc00 || next > 0xdfff) return true;
      i += 2;
      units++;
    } else if (u >= 0xdc00 && u <= 0xdfff) {
      return true;
    }
  }
  return controls > units * UTF16_MAX_CONTROL_SHARE;
}

export function looksBinary(head: Buffer): boolean {
  const bom = detectBom(head);
  if (bom === 'utf-32le' || bom === 'utf-32be') return true;
  if (isUtf16Bom(bom)) return utf16LooksBinary(head, bom === 'utf-16le');
  const n = Math.min(head.length, BINARY_SNIFF_BYTES);
  return head.subarray(0, n).indexOf(0) !== -1;
}

export interface Decoded {
  text: string;
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'latin-1';
  /** What was not clean, for the metadata's encoding log; null when nothing was. */
  issue: string | null;
}

const utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
const utf16le = new TextDecoder('utf-16le', { fatal: false, ignoreBOM: true });

function countReplacements(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\ufffd'); i !== -1; i = s.indexOf('\ufffd', i + 1)) n++;
  return n;
}

/**
 * Decodes bytes that `looksBinary` accepted (so never UTF-32; bytes with a UTF-32 BOM are read
 * as if they had none). `bomKnown` is the file's BOM when `bytes` is a window from the middle
 * of the file (then the window holds no BOM of its own).
 */
export function decodeBytes(bytes: Buffer, bomKnown?: Bom): Decoded {
  const bom = bomKnown === undefined ? detectBom(bytes) : bomKnown;
  const skip = bomKnown === undefined ? (bom === 'utf-8' ? 3 : isUtf16Bom(bom) ? 2 : 0) : 0;
  const body = bytes.subarray(skip);
  if (isUtf16Bom(bom)) {
    let even = body.subarray(0, body.length - (body.length % 2));
    if (bom === 'utf-16be') {
      even = Buffer.from(even);
      even.swap16();
    }
    const text = utf16le.decode(even);
    const bad = countReplacements(text);
    return { text, encoding: bom, issue: bad ? `${bad} undecodable UTF-16 sequence${bad === 1 ? '' : 's'} replaced with U+FFFD` : null };
  }
  // isUtf8 and toString are native and several times faster than a fatal TextDecoder.
  if (isUtf8(body)) return { text: body.toString('utf8'), encoding: 'utf-8', issue: null };
  const lossy = utf8Lossy.decode(body);
  // Any well-formed multi-byte character means the file is UTF-8 with a few bad bytes;
  // none at all means a single-byte legacy encoding, read as Latin-1 (every byte decodes).
  if (/[\u0080-\ufffc\ufffe-\uffff]/.test(lossy)) {
    const bad = countReplacements(lossy);
    return { text: lossy, encoding: 'utf-8', issue: `${bad} undecodable byte sequence${bad === 1 ? '' : 's'} replaced with U+FFFD` };
  }
  return { text: body.toString('latin1'), encoding: 'latin-1', issue: 'not valid UTF-8; decoded as Latin-1' };
}

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
