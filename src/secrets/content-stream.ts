import { TextDecoder } from 'node:util';
import { contentRules } from './content-rules/index.js';
import { BODY_WINDOW } from './content-rules/private-key.js';
import { ALLOW_MARKER, CONTENT_WINDOW_BYTES, findInText, isBinary, type ContentHit, type Found } from './scan-content.js';
import { completeUtf8Length, detectBom, isUtf16Bom } from '../core/text-decode.js';

/**
 * How far a rule reads around a finding's start, at most: private-key reads its BEGIN line (at
 * most 101 characters) and BODY_WINDOW after it; private-key-base64 decodes 1,400 characters
 * from at most 77 before its marker; aws-secret-key starts its match at the name, about 100
 * characters before the value it reports; every other rule's match is a token of under 200
 * characters (those with an open-ended run, `{20,}`, are tokens too). With this much text on
 * each side of a seam every rule sees what it would in the whole file.
 */
export const MIN_SEAM_BYTES = BODY_WINDOW + 1024;

/**
 * The text kept on each side of a seam between two windows: well over MIN_SEAM_BYTES, so an
 * open-ended token run (an OpenAI key, a GitLab token) is judged whole up to 64 KiB; each
 * window reads about 1.5 % of the file again.
 */
export const CONTENT_SEAM_BYTES = 64 * 1024;

export interface WindowOptions {
  /** New bytes each window reads (CONTENT_WINDOW_BYTES); smaller in tests. */
  windowBytes?: number;
  /** Text kept on each side of a seam (CONTENT_SEAM_BYTES), at least MIN_SEAM_BYTES. */
  seamBytes?: number;
}

const LF = 0x0a;

/**
 * The content rules over a file or blob of any size, read in order (`write`, or `room` and
 * `wrote` to read into its buffer without a copy), then `end`; `hitsFor` gives what scanContent
 * would give for the whole of it. Memory is one window (windowBytes and three seams) whatever
 * the size.
 *
 * Window k holds bytes [base, base + filled) and reports the findings that start in its own part
 * [from, to): `to` is a seam before its end, so every finding reported has a seam of text after
 * it, and the next window starts at a line start at least a seam before `to`, so every finding
 * it reports has a seam of text before it. A finding in the overlap is found by both windows
 * and reported by the one whose part holds its start: never lost, never twice. Lines, columns
 * and `packwright:allow` are placed as the text streams by (WindowPlacer), so they stay exact
 * when a line runs over a seam.
 */
export class ContentStream {
  private readonly seam: number;
  private buf: Buffer;
  private filled = 0;
  /** The absolute offset of buf[0]. */
  private base = 0;
  /** Where the next window's own part starts. */
  private from = 0;
  private started = false;
  private stopped = false;
  /** After a UTF-16 BOM: the decoded text, re-encoded as UTF-8, goes to `inner`. */
  private utf16: { decoder: TextDecoder; inner: ContentStream; odd: boolean } | null = null;
  private readonly scans = new Map<string, { base: string; placer: WindowPlacer }>();
  /**
   * @param baseNames the base names the content is checked under (a blob at several paths):
   *   rules for named files (.npmrc) depend on it
   * @param decoded the bytes are decoded text already: no binary test, no BOM
   */
  constructor(
    baseNames: Iterable<string>,
    private readonly options: WindowOptions = {},
    private readonly decoded = false,
  ) {
    this.seam = options.seamBytes ?? CONTENT_SEAM_BYTES;
    if (this.seam < MIN_SEAM_BYTES) throw new RangeError(`seamBytes must be at least ${MIN_SEAM_BYTES}`);
    // Room for the carried overlap (a seam after `to`, up to two before it) and a whole window of new bytes.
    this.buf = Buffer.allocUnsafe((options.windowBytes ?? CONTENT_WINDOW_BYTES) + 3 * this.seam + 4);
    for (const name of baseNames) {
      const key = ruleSetKey(name.toLowerCase());
      if (!this.scans.has(key)) this.scans.set(key, { base: name.toLowerCase(), placer: new WindowPlacer() });
    }
  }

  /** Where to read the next bytes into; then call `wrote`. */
  room(): Buffer {
    return this.buf.subarray(this.filled);
  }

  wrote(n: number): void {
    if (this.stopped) return;
    if (this.utf16) {
      this.decode(this.buf.subarray(0, n));
      return;
    }
    this.filled += n;
    if (this.filled === this.buf.length) this.window(false);
  }

  write(chunk: Buffer): void {
    for (let at = 0; at < chunk.length && !this.stopped; ) {
      const room = this.room();
      const n = Math.min(room.length, chunk.length - at);
      chunk.copy(room, 0, at, at + n);
      at += n;
      this.wrote(n);
    }
  }

  end(): void {
    if (this.stopped) return;
    if (this.utf16) {
      const rest = this.utf16.decoder.decode();
      // decodeBytes drops an odd last byte; TextDecoder would make it U+FFFD.
      if (!(this.utf16.odd && rest === '\ufffd')) this.utf16.inner.write(Buffer.from(rest, 'utf8'));
      this.utf16.inner.end();
    } else if (this.filled > 0) this.window(true);
    this.stopped = true;
  }

  /** What scanContent would find in the whole content, checked under `baseName` (one of the constructor's). */
  hitsFor(baseName: string): ContentHit[] {
    if (this.utf16) return this.utf16.inner.hitsFor(baseName);
    return this.scans.get(ruleSetKey(baseName.toLowerCase()))?.placer.hits ?? [];
  }

  private decode(bytes: Buffer): void {
    const u = this.utf16!;
    u.odd = (u.odd ? 1 : 0) + (bytes.length % 2) === 1;
    const text = u.decoder.decode(bytes, { stream: true });
    if (text.length > 0) u.inner.write(Buffer.from(text, 'utf8'));
  }

  private window(final: boolean): void {
    if (!this.started) {
      this.started = true;
      // As scanContent: the binary test and the BOM on the file's first bytes (a window holds more than 8000).
      if (!this.decoded && isBinary(this.buf.subarray(0, this.filled))) {
        this.stopped = true;
        return;
      }
      const bom = this.decoded ? null : detectBom(this.buf.subarray(0, this.filled));
      if (isUtf16Bom(bom)) {
        const names = [...this.scans.values()].map((s) => s.base);
        this.utf16 = { decoder: new TextDecoder(bom, { ignoreBOM: true }), inner: new ContentStream(names, this.options, true), odd: false };
        const body = Buffer.from(this.buf.subarray(2, this.filled));
        this.filled = 0;
        this.decode(body);
        if (final) this.end();
        return;
      }
    }
    const text = this.buf.toString('latin1', 0, this.filled);
    const end = this.base + this.filled;
    const to = final ? end : completeUtf8Length(this.buf.subarray(0, end - this.seam - this.base)) + this.base;
    const markers: number[] = [];
    for (let i = text.indexOf(ALLOW_MARKER, this.from - this.base); i !== -1 && i + this.base < to; i = text.indexOf(ALLOW_MARKER, i + ALLOW_MARKER.length)) markers.push(i + this.base);
    for (const scan of this.scans.values()) {
      const found: Found[] = [];
      for (const f of findInText(text, scan.base, contentRules)) {
        const at = f.index + this.base;
        if (at >= this.from && at < to) found.push({ rule: f.rule, index: at });
      }
      scan.placer.place(this.buf, text, this.base, this.from, to, found, markers, final);
    }
    if (final) return;
    // The next window starts at a line start a seam or two before `to` (mid-line only in a line longer than a seam).
    const want = to - this.seam - this.base;
    const lf = this.buf.lastIndexOf(LF, want - 1);
    const start = lf !== -1 && lf + 1 >= want - this.seam ? lf + 1 : want;
    this.buf.copyWithin(0, start, this.filled);
    this.filled -= start;
    this.base += start;
    this.from = to;
  }
}

/** Base names under which the same rules apply share one scan: today `.npmrc`-like names and all others. */
function ruleSetKey(base: string): string {
  return contentRules.map((r) => (!r.appliesTo || r.appliesTo(base) ? '1' : '0')).join('');
}

/**
 * Line, column and inline allow for hits as the text streams by, window after window: exactly
 * what placeHits gives over the whole text (lines at LF; columns in UTF-16 units of the decoded
 * UTF-8 since the line start; `packwright:allow` anywhere on the hit's line as a reader sees it,
 * which also ends at a CR). A hit's allow is settled when its line ends, which may be windows later.
 */
class WindowPlacer {
  readonly hits: ContentHit[] = [];
  private line = 1;
  private lineStart = 0;
  /** The column at `columnFrom` (absolute), on the current line unless lineStart passed it. */
  private column = 1;
  private columnFrom = 0;
  /** An allow marker on the reader's line at the current position, before it. */
  private marked = false;
  /** Hits on that line, waiting for its end. */
  private pending: ContentHit[] = [];

  /**
   * Places the part [from, to) of a window (`text`, its bytes `buf`, starting at absolute
   * `base`): `found` and `markers` are the hits and allow markers that start in it, sorted.
   */
  place(buf: Buffer, text: string, base: number, from: number, to: number, found: readonly Found[], markers: readonly number[], final: boolean): void {
    const next = (c: string, at: number) => {
      const i = text.indexOf(c, at - base);
      return i === -1 ? Infinity : i + base;
    };
    let pos = from;
    let nextLf = next('\n', from);
    let nextCr = -1;
    const advance = (p: number) => {
      if (this.pending.length > 0 || this.marked) {
        if (nextCr < pos) nextCr = next('\r', pos);
        if (Math.min(nextLf, nextCr) < p) this.endLine();
      }
      while (nextLf < p) {
        this.line++;
        this.lineStart = nextLf + 1;
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
      this.pending.push({ rule, line: this.line, column: this.column, allowedInline: false });
    }
    advance(to);
    if (final) this.endLine();
    else this.moveColumn(buf, base, to);
  }

  /** Brings the column to `at` (a hit's start, a line start or a seam: never inside a character). */
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
