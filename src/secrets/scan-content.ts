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

/**
 * The longest match that is a finding. No credential the rules look for comes near it with its
 * name or marker (the longest tokens, OpenAI's and Slack's, are under 250 characters); a longer
 * match is an open-ended run (`X{20}X*`) over a blob that happens to start like a token. After
 * one, the rule reads its last MAX_MATCH_CHARS again, where a token that ends the run (after a
 * `-`: `…-sk-proj-…`) starts. So a longer run yields only what starts in its last
 * MAX_MATCH_CHARS, whatever came before and wherever reading began: a window
 * (content-stream.ts) that starts or ends inside a run of any length finds there what the
 * whole text does.
 */
export const MAX_MATCH_CHARS = 1024;

export interface ContentHit {
  rule: ContentRule;
  line: number;
  column: number;
  /** The hit's line carries a `packwright:allow` comment. */
  allowedInline: boolean;
  /** In a git header (scanHeader, ContentStream's headerFields): the field the hit's line belongs to. */
  field?: string;
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
 * Runs the content rules over a git commit's or tag's header (as the push hook reads its bytes:
 * no binary test, no BOM), each hit naming the field its line belongs to: the first word of the
 * last line at or above it that does not start with a space (a gpgsig's or mergetag's
 * continuation lines belong to its first).
 */
export function scanHeader(bytes: Buffer): ContentHit[] {
  return bytes.length === 0 ? [] : scanUtf8(bytes, '', contentRules, true);
}

/**
 * The bytes are read as latin1, one char per byte, which is fast and exact for the ASCII
 * patterns; the column is recomputed in UTF-8 characters for the report. Decoded text is
 * re-encoded as UTF-8 first so every source encoding meets the patterns in the same form.
 */
function scanUtf8(bytes: Buffer, baseName: string, rules: readonly ContentRule[], headerFields = false): ContentHit[] {
  const text = bytes.toString('latin1');
  const found = findInText(text, baseName.toLowerCase(), rules);
  if (found.length === 0) return [];
  const placer = new HitPlacer(headerFields);
  placer.place(bytes, text, 0, 0, text.length, found, true);
  return placer.hits;
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
      if (m[0].length > MAX_MATCH_CHARS) {
        // A token may still end the run (`…-sk-proj-…`): its last MAX_MATCH_CHARS are read again.
        re.lastIndex -= MAX_MATCH_CHARS;
        const runChar = rule.longMatchRunCharacter;
        if (!runChar || (m.index > 0 && runChar.test(text[m.index - 1]))) continue;
        // A window holds at least its seam after a start it owns, so every window judges this start alike.
        const start = Object.assign([m[0].slice(0, MAX_MATCH_CHARS)], { index: m.index, input: text }) as RegExpExecArray;
        if (!rule.isPlaceholder?.(start)) found.push({ rule, index: m.index + (rule.valueAt?.(start) ?? 0) });
        continue;
      }
      if (rule.isPlaceholder?.(m)) continue;
      found.push({ rule, index: m.index + (rule.valueAt?.(m) ?? 0) });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The most of a header field's name that is kept (git's are a word: `author`, `mergetag`). */
const MAX_FIELD_NAME = 64;

/**
 * Line, column and inline allow for hits, as a text goes by in parts (the windows of
 * content-stream.ts) or in one (scanUtf8): each line break and each allow marker is looked at
 * once, whatever the number of hits, so a file of 400,000 key ids (or one long line of them)
 * costs linear time, not hits times its size. A hit's allow is settled when its line ends,
 * which may be parts later.
 *
 * Lines are counted at LF, as git counts them; columns in UTF-16 units of the decoded UTF-8
 * since the line start. The allow marker must be on the hit's line as a reader sees it, which
 * also ends at a CR: in a file with CR line ends (or a lone CR) every "line" between two LFs may
 * hold many, and a marker on one of them must not let through a secret on another.
 *
 * With `headerFields` (a git header, see scanHeader) each hit also names its line's field, taken
 * from each line start as the lines go by, so a field stays known however far back its first
 * line is (a mergetag can embed a long tag).
 */
export class HitPlacer {
  readonly hits: ContentHit[] = [];
  private line = 1;
  private lineStart = 0;
  /** The field of the current line (headerFields). */
  private field = '';
  /** The column at `columnFrom` (absolute), on the current line unless lineStart passed it. */
  private column = 1;
  private columnFrom = 0;
  /** An allow marker on the reader's line at the current position, before it. */
  private marked = false;
  /** Hits on that line, waiting for its end. */
  private pending: ContentHit[] = [];

  constructor(private readonly headerFields = false) {}

  /**
   * Places the part [from, to) of a text (`text`, read as latin1 from its bytes `buf`, which
   * start at absolute offset `base`): `found` are the hits that start in it, sorted. Parts come
   * in order, each starting where the last ended; the last is `final`. A part's text reaches
   * past `to` by as much as an allow marker that starts before it needs.
   */
  place(buf: Buffer, text: string, base: number, from: number, to: number, found: readonly Found[], final: boolean): void {
    const markers: number[] = [];
    for (let i = text.indexOf(ALLOW_MARKER, from - base); i !== -1 && i + base < to; i = text.indexOf(ALLOW_MARKER, i + ALLOW_MARKER.length)) markers.push(i + base);
    const next = (c: string, at: number) => {
      const i = text.indexOf(c, at - base);
      return i === -1 ? Infinity : i + base;
    };
    let pos = from;
    let nextLf = next('\n', from);
    let nextCr = -1;
    if (this.headerFields && from === 0) this.fieldAt(buf, text, base, 0);
    const advance = (p: number) => {
      if (this.pending.length > 0 || this.marked) {
        if (nextCr < pos) nextCr = next('\r', pos);
        if (Math.min(nextLf, nextCr) < p) this.endLine();
      }
      while (nextLf < p) {
        this.line++;
        this.lineStart = nextLf + 1;
        if (this.headerFields) this.fieldAt(buf, text, base, this.lineStart);
        nextLf = next('\n', this.lineStart);
      }
      pos = p;
    };
    let h = 0;
    let m = 0;
    while (h < found.length || m < markers.length) {
      if (m < markers.length && (h === found.length || markers[m] <= found[h].index)) {
        advance(markers[m++]);
        this.marked = true;
        continue;
      }
      const { rule, index } = found[h++];
      advance(index);
      this.moveColumn(buf, base, index);
      this.pending.push({ rule, line: this.line, column: this.column, allowedInline: false, ...(this.headerFields ? { field: this.field } : {}) });
    }
    // The last part: what is still pending is on the line of the last hit or marker, which ends the text.
    if (final) {
      this.endLine();
      return;
    }
    advance(to);
    this.moveColumn(buf, base, to);
  }

  /**
   * A header line starting at `at` (within the part's bytes: a line start before `to` has a seam
   * of text after it) starts a field unless it starts with a space: the field is its first word.
   */
  private fieldAt(buf: Buffer, text: string, base: number, at: number): void {
    const i = at - base;
    if (i >= text.length || buf[i] === 0x20) return;
    let end = i;
    while (end < text.length && end - i < MAX_FIELD_NAME && buf[end] !== 0x20 && buf[end] !== 0x0a) end++;
    this.field = buf.toString('utf8', i, end);
  }

  /** Brings the column to `at` (a hit's start, a line start or a part's end: never inside a character). */
  private moveColumn(buf: Buffer, base: number, at: number): void {
    if (this.columnFrom < this.lineStart) {
      this.column = 1;
      this.columnFrom = this.lineStart;
    }
    this.column += buf.toString('utf8', this.columnFrom - base, at - base).length;
    this.columnFrom = at;
  }

  private endLine(): void {
    for (const hit of this.pending) hit.allowedInline = this.marked;
    for (const hit of this.pending) this.hits.push(hit);
    this.pending = [];
    this.marked = false;
  }
}
