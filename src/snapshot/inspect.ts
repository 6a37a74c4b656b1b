import { constants, openSync, fstatSync, readSync, closeSync } from 'node:fs';
import { findCredentialMarker } from '../secrets/credential-content.js';
import { describeFsError } from '../core/errors.js';
import { analyzerFor } from './analyze/index.js';
import type { FileFacts, LanguageAnalyzer } from './analyze/types.js';
import { decodeBytes, detectBom, isUtf16Bom, looksBinary } from '../core/text-decode.js';
import type { EncodingIssue } from './types.js';

/** Bytes read from every candidate file: enough to sniff binary content and to keep small files whole. */
export const HEAD_BYTES = 64 * 1024;
/**
 * File bytes kept for the builders, in all. A full pack reads at most its content budget (500 KB
 * by default), a summary pack a few manifests: copying every small file of a big tree cost more
 * than reading those few again.
 */
export const CACHE_BUDGET = 16 * 1024 * 1024;
/** Source files bigger than this are not parsed (generated bundles); they still count for size. */
export const ANALYSIS_CAP_BYTES = 512 * 1024;

export interface InspectItem {
  abs: string;
  name: string;
}

export interface InspectOptions {
  /** Files bigger than this are excluded by size without being read. */
  maxSize: number;
  /** Parse source files while their bytes are at hand: all of them, or only those of the analyzers named (by id). */
  analyze: boolean | readonly string[];
  /** Return the bytes of files read whole (the builders' cache); off across threads. */
  keepBytes: boolean;
}

/** What one file turned out to be: all a scan records of it, plus its analysis. */
export type Inspected =
  | { kind: 'skipped'; problem: string }
  | { kind: 'excluded'; reason: 'size_limit' | 'binary' | 'credentials'; rule: string; size: number }
  | {
      kind: 'file';
      size: number;
      /** The whole file, when it was read whole and `keepBytes` is on. */
      bytes?: Buffer;
      /** Present when analyzed; 'too-large' past ANALYSIS_CAP_BYTES. */
      facts?: FileFacts | 'too-large';
      encoding?: Omit<EncodingIssue, 'path'>;
    };

/**
 * Opens, sizes, sniffs and checks one file, and parses it when asked. Synchronous on purpose:
 * four small system calls per file through the thread pool cost more than the reads themselves
 * (about 3× on a tree of 10,000 files); parallelism comes from worker threads instead.
 */
export function inspectFile(item: InspectItem, options: InspectOptions): Inspected {
  let fd: number;
  try {
    // O_NONBLOCK: a FIFO swapped in after readdir must not hang the scan.
    fd = openSync(item.abs, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    return { kind: 'skipped', problem: describeFsError(err, 'file').replace(/^file: /, '') };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { kind: 'skipped', problem: 'not a regular file' };
    const size = st.size;
    if (size > options.maxSize) return { kind: 'excluded', reason: 'size_limit', rule: `larger than ${options.maxSize} bytes`, size };
    const analyzer = wantedAnalyzer(options.analyze, item.name);
    // A source file to parse is read whole (it is at most the cap), so its credential check
    // covers every byte the analysis sees; anything else only needs its head.
    const parse = analyzer !== undefined && size <= ANALYSIS_CAP_BYTES;
    const bytes = readUpTo(fd, Math.min(size, parse ? ANALYSIS_CAP_BYTES : HEAD_BYTES));
    if (looksBinary(bytes)) return { kind: 'excluded', reason: 'binary', rule: binaryRule(bytes), size };
    const excludedFor = (marker: { rule: string }): Inspected => ({ kind: 'excluded', reason: 'credentials', rule: `content: ${marker.rule}`, size });
    const whole = bytes.length === size;
    // The bytes live in a scratch buffer reused for every file: copy the ones kept.
    const out: Inspected = { kind: 'file', size, bytes: whole && options.keepBytes ? Buffer.from(bytes) : undefined };
    if (!parse) {
      const marker = findCredentialMarker(bytes, item.name);
      if (marker) return excludedFor(marker);
      if (analyzer) out.facts = 'too-large';
      return out;
    }
    const decoded = decodeBytes(bytes);
    // Checked as decoded text (UTF-16 hides ASCII markers between NUL bytes); Latin-1 as bytes
    // too, since decoding changes what a marker looks like. Not UTF-16: the byte scan decodes
    // it again and finds what the text scan found.
    const marker = findCredentialMarker(decoded.text, item.name) ?? (decoded.encoding === 'latin-1' ? findCredentialMarker(bytes, item.name) : null);
    if (marker) return excludedFor(marker);
    if (decoded.issue) out.encoding = { encoding: decoded.encoding, issue: decoded.issue };
    out.facts = analyzer.analyze(decoded.text);
    return out;
  } catch (err) {
    return { kind: 'skipped', problem: describeFsError(err, 'file').replace(/^file: /, '') };
  } finally {
    closeSync(fd);
  }
}

function wantedAnalyzer(analyze: InspectOptions['analyze'], name: string): LanguageAnalyzer | undefined {
  if (analyze === false) return undefined;
  const analyzer = analyzerFor(name);
  return analyzer && (analyze === true || analyze.includes(analyzer.meta.id)) ? analyzer : undefined;
}

/** Why looksBinary said so, for the file index: the rule differs after a byte-order mark. */
function binaryRule(bytes: Buffer): string {
  const bom = detectBom(bytes);
  if (bom === 'utf-32le' || bom === 'utf-32be') return 'content: UTF-32 byte-order mark (not decoded)';
  if (isUtf16Bom(bom)) return 'content: not text after a UTF-16 byte-order mark';
  return 'content: NUL byte in the first 8000 bytes';
}

/**
 * One read buffer per thread, reused: a fresh buffer per file left most of a big scan's memory
 * to the garbage collector. The view returned is valid until the next call.
 */
const scratch = Buffer.allocUnsafe(Math.max(HEAD_BYTES, ANALYSIS_CAP_BYTES));

function readUpTo(fd: number, want: number): Buffer {
  const buf = scratch.subarray(0, want);
  let got = 0;
  while (got < want) {
    const n = readSync(fd, buf, got, want - got, got);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}
