import { TextDecoder } from 'node:util';
import { contentRules } from './content-rules/index.js';
import { BODY_WINDOW } from './content-rules/private-key.js';
import { CONTENT_WINDOW_BYTES, findInText, HitPlacer, isBinary, MAX_MATCH_CHARS, type ContentHit, type Found } from './scan-content.js';
import { completeUtf8Length, detectBom, isUtf16Bom } from '../core/text-decode.js';

/**
 * How far a rule reads around a finding's start to decide it, at most: private-key reads its
 * BEGIN line (at most 101 characters) and BODY_WINDOW after it; private-key-base64 decodes
 * 1,400 characters from at most 77 before its marker; aws-secret-key starts its match at the
 * name, at most about 200 characters before the value it reports (on the next line, past the
 * indentation); every other match is at most MAX_MATCH_CHARS, and a longer one (an open-ended
 * run, `*`, over a blob) is no finding wherever it ends, so a match cut by a window's end
 * (over a seam long) is none there either. With this much text on each side of a seam every
 * rule sees what it would in the whole file. Except registry-credentials, which reads its line
 * from the start through a registry path of any length to the value: windows agree with the
 * whole file when that much fits in a seam (real paths are under 100 characters; a file up to
 * CONTENT_WINDOW_BYTES is read whole, whatever its paths).
 */
export const MIN_SEAM_BYTES = Math.max(BODY_WINDOW, MAX_MATCH_CHARS) + 1024;

/** The text kept on each side of a seam between two windows: each window reads about 1.5 % of the file again. */
export const CONTENT_SEAM_BYTES = 64 * 1024;

export interface WindowOptions {
  /** New bytes each window reads (CONTENT_WINDOW_BYTES); smaller in tests. */
  windowBytes?: number;
  /** Text kept on each side of a seam (CONTENT_SEAM_BYTES), at least MIN_SEAM_BYTES. */
  seamBytes?: number;
}

export interface StreamOptions extends WindowOptions {
  /** The bytes are decoded text already: no binary test, no BOM. */
  decoded?: boolean;
  /** The bytes are a git header: each hit names its field, as scanHeader's do. */
  headerFields?: boolean;
}

const LF = 0x0a;

/** A window's bytes: room for the carried overlap (a seam after `to`, up to two before it) and windowBytes new ones. */
function windowCapacity(options: WindowOptions): number {
  return (options.windowBytes ?? CONTENT_WINDOW_BYTES) + 3 * (options.seamBytes ?? CONTENT_SEAM_BYTES) + 4;
}

/** Where the first window's own part ends (its first seam) in ASCII text: a seam before the window's end. */
export function firstSeamAt(options: WindowOptions = {}): number {
  return windowCapacity(options) - (options.seamBytes ?? CONTENT_SEAM_BYTES);
}

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
 * and `packwright:allow` are placed as the text streams by (HitPlacer, as
 * scanContent places them), so they stay exact when a line runs over a seam.
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
  private readonly scans = new Map<string, { base: string; placer: HitPlacer }>();
  /**
   * @param baseNames the base names the content is checked under (a blob at several paths):
   *   rules for named files (.npmrc) depend on it
   */
  constructor(
    baseNames: Iterable<string>,
    private readonly options: StreamOptions = {},
  ) {
    this.seam = options.seamBytes ?? CONTENT_SEAM_BYTES;
    if (this.seam < MIN_SEAM_BYTES) throw new RangeError(`seamBytes must be at least ${MIN_SEAM_BYTES}`);
    this.buf = Buffer.allocUnsafe(windowCapacity(options));
    for (const name of baseNames) {
      const key = ruleSetKey(name.toLowerCase());
      if (!this.scans.has(key)) this.scans.set(key, { base: name.toLowerCase(), placer: new HitPlacer(options.headerFields) });
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
      if (!this.options.decoded && isBinary(this.buf.subarray(0, this.filled))) {
        this.stopped = true;
        return;
      }
      const bom = this.options.decoded ? null : detectBom(this.buf.subarray(0, this.filled));
      if (isUtf16Bom(bom)) {
        const names = [...this.scans.values()].map((s) => s.base);
        this.utf16 = { decoder: new TextDecoder(bom, { ignoreBOM: true }), inner: new ContentStream(names, { ...this.options, decoded: true }), odd: false };
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
    for (const scan of this.scans.values()) {
      const found: Found[] = [];
      for (const f of findInText(text, scan.base, contentRules)) {
        const at = f.index + this.base;
        if (at >= this.from && at < to) found.push({ rule: f.rule, index: at });
      }
      scan.placer.place(this.buf, text, this.base, this.from, to, found, final);
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
