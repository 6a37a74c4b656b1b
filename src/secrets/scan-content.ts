import { escapeRegExp, type ContentRule } from './content-rules/types.js';
import { contentRules } from './content-rules/index.js';
import { decodeBytes, detectBom, isUtf16Bom, looksBinary } from '../core/text-decode.js';

/**
 * The content rules read a file or blob up to this size at once (scanContent); a longer one is
 * read whole in windows of this size (ContentStream), so a 1 GB blob is never held whole.
 */
export const CONTENT_WINDOW_BYTES = 8 * 1024 * 1024;

/** Git's own test for binary content: a NUL byte in the first 8000 bytes. */
const BINARY_PROBE_BYTES = 8000;

export const ALLOW_MARKER = 'packwright:allow';

export interface ContentHit {
  rule: ContentRule;
  line: number;
  column: number;
  /** The hit's line carries a `packwright:allow` comment. */
  allowedInline: boolean;
}

/**
 * One regex over the text finds whether any keyword occurs; most files stop there. Keywords
 * are grouped by first character (`g(?:hp_|ithub_pat_|lpat-)`), which lets the regex engine
 * skip most positions after one character test instead of trying every alternative.
 */
export function keywordRegex(keywords: readonly string[]): RegExp {
  const byFirst = new Map<string, string[]>();
  for (const k of [...new Set(keywords)].sort()) {
    const list = byFirst.get(k[0]) ?? [];
    list.push(k.slice(1));
    byFirst.set(k[0], list);
  }
  const groups = [...byFirst].map(([first, rests]) => `${escapeRegExp(first)}${rests.length === 1 ? escapeRegExp(rests[0]) : `(?:${rests.map(escapeRegExp).join('|')})`}`);
  return new RegExp(groups.join('|'));
}

/** Rules that read every file share one prefilter; rules for named files (.npmrc) get theirs only on those files. */
function prefilterFor(rules: readonly ContentRule[]) {
  const general = rules.filter((r) => !r.appliesTo);
  const specific = rules.filter((r) => r.appliesTo);
  const generalRegex = keywordRegex(general.flatMap((r) => r.keywords));
  const withSpecific = keywordRegex(rules.flatMap((r) => r.keywords));
  return (base: string) => (specific.some((r) => r.appliesTo!(base)) ? withSpecific : generalRegex);
}

const defaultPrefilter = prefilterFor(contentRules);

/**
 * Whether a decoded text holds any keyword of the content rules. The keywords are ASCII, and
 * UTF-8 decoding keeps every ASCII byte as it is, so a text without one needs no byte scan.
 */
export function mayHoldCredential(text: string, baseName: string): boolean {
  return defaultPrefilter(baseName.toLowerCase()).test(text);
}

/**
 * The same verdict as the snapshot's `looksBinary`, so `scan`, the commit hook and a pack agree
 * on which files are text: a UTF-32 BOM is binary, a UTF-16 BOM is judged by its code units.
 */
export function isBinary(bytes: Buffer): boolean {
  const bom = detectBom(bytes);
  if (bom !== null && bom !== 'utf-8') return looksBinary(bytes);
  // memchr over the whole buffer is cheaper than making a view of its first 8000 bytes.
  const at = bytes.indexOf(0);
  return at !== -1 && at < BINARY_PROBE_BYTES;
}

/**
 * Runs the content rules over a file's bytes (a whole file up to CONTENT_WINDOW_BYTES; longer ones go through content-stream.ts). Binary content
 * is skipped. Text after a UTF-16 BOM is decoded first (its ASCII sits between NUL bytes), by
 * the decoder packs use, and scanned as text: lines and columns are those of the decoded text.
 */
export function scanContent(bytes: Buffer, baseName: string, rules: readonly ContentRule[] = contentRules): ContentHit[] {
  if (bytes.length === 0 || isBinary(bytes)) return [];
  if (isUtf16Bom(detectBom(bytes))) return scanText(decodeBytes(bytes).text, baseName, rules);
  return scanUtf8(bytes, baseName, rules);
}

/**
 * Runs the content rules over text already decoded. No binary test: whoever decoded it judged
 * it text, and a NUL past the sniff window of the original must not hide a key here.
 */
export function scanText(text: string, baseName: string, rules: readonly ContentRule[] = contentRules): ContentHit[] {
  return text.length === 0 ? [] : scanUtf8(Buffer.from(text, 'utf8'), baseName, rules);
}

/**
 * The bytes are read as latin1, one char per byte, which is fast and exact for the ASCII
 * patterns; the column is recomputed in UTF-8 characters for the report. Decoded text is
 * re-encoded as UTF-8 first so every source encoding meets the patterns in the same form.
 */
function scanUtf8(bytes: Buffer, baseName: string, rules: readonly ContentRule[]): ContentHit[] {
  const text = bytes.toString('latin1');
  const found = findInText(text, baseName.toLowerCase(), rules);
  return found.length === 0 ? [] : placeHits(text, found);
}

export interface Found {
  rule: ContentRule;
  /** Where the finding starts (a name rule's: at its value), in the text scanned. */
  index: number;
}

/** The rules' matches in a text read as latin1, sorted by position (stable: hits at one place keep the rules' order). */
export function findInText(text: string, base: string, rules: readonly ContentRule[]): Found[] {
  const filter = (rules === contentRules ? defaultPrefilter : prefilterFor(rules))(base);
  if (!filter.test(text)) return [];
  const found: Found[] = [];
  for (const rule of rules) {
    if (rule.appliesTo && !rule.appliesTo(base)) continue;
    if (!rule.keywords.some((k) => text.includes(k))) continue;
    const re = new RegExp(rule.pattern.source, rule.pattern.flags);
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (m[0].length === 0) re.lastIndex++;
      if (rule.isPlaceholder?.(m)) continue;
      found.push({ rule, index: m.index + (rule.valueAt?.(m) ?? 0) });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * Line, column and inline allow for hits sorted by position, in one pass over the text: each
 * line break and each allow marker is looked at once, whatever the number of hits, so a file
 * of 400,000 key ids (or one long line of them) costs linear time, not hits times its size.
 *
 * Lines are counted at LF, as git counts them. The allow marker must be on the hit's line as a
 * reader sees it, which also ends at a CR: in a file with CR line ends (or a lone CR) every
 * "line" between two LFs may hold many, and a marker on one of them must not let through a
 * secret on another.
 */
function placeHits(text: string, found: readonly { rule: ContentRule; index: number }[]): ContentHit[] {
  const end = text.length;
  const next = (c: string, from: number) => {
    const i = text.indexOf(c, from);
    return i === -1 ? end : i;
  };
  const markers: number[] = [];
  for (let i = text.indexOf(ALLOW_MARKER); i !== -1; i = text.indexOf(ALLOW_MARKER, i + ALLOW_MARKER.length)) markers.push(i);
  let line = 1;
  let lineStart = 0;
  let nextLf = next('\n', 0);
  let nextCr = next('\r', 0);
  let lastCr = -1;
  let marker = 0;
  /** The column at `columnFrom`, which is on the current line. */
  let column = 1;
  let columnFrom = 0;
  const hits: ContentHit[] = [];
  for (const { rule, index } of found) {
    while (nextLf < index) {
      line++;
      lineStart = nextLf + 1;
      nextLf = next('\n', lineStart);
    }
    while (nextCr < index) {
      lastCr = nextCr;
      nextCr = next('\r', lastCr + 1);
    }
    if (columnFrom < lineStart) {
      column = 1;
      columnFrom = lineStart;
    }
    // Hits start with an ASCII character, so the UTF-8 text between two of them decodes alone.
    column += Buffer.from(text.slice(columnFrom, index), 'latin1').toString('utf8').length;
    columnFrom = index;
    // The reader's line: after the last LF or CR before the hit, up to the next one.
    const segmentStart = Math.max(lineStart, lastCr + 1);
    while (marker < markers.length && markers[marker] < segmentStart) marker++;
    hits.push({ rule, line, column, allowedInline: marker < markers.length && markers[marker] < Math.min(nextLf, nextCr) });
  }
  return hits;
}
