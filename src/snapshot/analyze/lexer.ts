/**
 * A lexer just deep enough to tell code from comments and string literals in TypeScript/
 * JavaScript, Python, Go and Rust. It returns the source with comments blanked (`code`), the
 * same with string contents blanked too (`masked`; for a JS template literal, its `${` and
 * closing `}` too, so only the interpolated expressions stay), both exactly as long as the input with
 * newlines kept (so offsets and line numbers carry over), and the list of string literals.
 * Regular expressions then run on `masked`, and read strings back by offset.
 *
 * An analyzer may also pass trigger words: the lexer finds them in code (never in a string or
 * comment) in the same pass that finds quotes and comments, so the analyzer tries its
 * patterns only where a trigger stands instead of running each pattern over the whole file.
 */

export type LexLanguage = 'js' | 'python' | 'go' | 'rust';

export interface StringLiteral {
  /** Offset of the opening quote (after any prefix). */
  start: number;
  /** Offset just past the closing quote. */
  end: number;
  /** Prefix letters (Python `f`, `rb`; Rust `r#`, `b`), lower-cased. */
  prefix: string;
  /** The raw text between the quotes. */
  value: string;
  /** A template literal with `${…}` or a Python f-string with `{…}`. */
  interpolated: boolean;
}

export interface Lexed {
  readonly code: string;
  masked: string;
  strings: StringLiteral[];
  /** Trigger words found in code, in source order (empty without triggers). */
  triggers: TriggerHit[];
}

/** Words (regular expression sources, matched between word boundaries) an analyzer wants found. */
export interface Triggers {
  readonly words: readonly string[];
}

export interface TriggerHit {
  /** Offset of the word's first character. */
  at: number;
  /** The word as written. */
  word: string;
}

/** The language's jump regexes with the trigger words added, built once per trigger set and language. */
const compiledTriggers = new WeakMap<Triggers, Map<LexLanguage, { jump: RegExp; template: RegExp }>>();

function jumpsFor(lang: LexLanguage, triggers: Triggers | undefined): { jump: RegExp; template: RegExp } {
  const base = lang === 'js' ? JS_JUMP : lang === 'python' ? PY_JUMP : lang === 'go' ? GO_JUMP : RS_JUMP;
  if (!triggers) return { jump: base, template: JS_JUMP_TEMPLATE };
  let perLang = compiledTriggers.get(triggers);
  if (!perLang) compiledTriggers.set(triggers, (perLang = new Map()));
  let c = perLang.get(lang);
  if (!c) {
    // Words first: Python's jump characters include string-prefix letters (`f`, `r`, `b`).
    const words = `\\b(?:${triggers.words.join('|')})\\b`;
    c = { jump: new RegExp(`${words}|${base.source}`, 'g'), template: new RegExp(`${words}|${JS_JUMP_TEMPLATE.source}`, 'g') };
    perLang.set(lang, c);
  }
  return c;
}

const PY_PREFIX = new Set([...'rRbBfFuU']);
const QUOTES = new Set(['"', "'"]);

/** A Python string prefix (`f"`, `rb'`) at `i`, not the tail of an identifier. */
function isPyPrefixed(text: string, i: number): boolean {
  if (i > 0 && /\w/.test(text[i - 1])) return false;
  if (QUOTES.has(text[i + 1])) return true;
  return PY_PREFIX.has(text[i + 1]) && QUOTES.has(text[i + 2]);
}

const REGEX_PRECEDERS = new Set([...'(,=:[!&|?{};+-*%<>~^']);
/** A keyword a regex may follow; after a dot it is a property name (`a.else / o` divides). */
const REGEX_KEYWORDS = /(?:^|[^\w$.])(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await|instanceof)$/;

export function lex(text: string, lang: LexLanguage, triggers?: Triggers): Lexed {
  const n = text.length;
  /** Ranges to blank in `masked` (comment bodies, string contents), in order. */
  const blanks: number[] = [];
  /** How many of the ranges are comments (blanked in `code` too): their indexes. */
  const commentAt: boolean[] = [];
  const strings: StringLiteral[] = [];
  let i = 0;
  /** Template-literal nesting for JS: brace depth inside each open `${`. */
  const templates: number[] = [];

  const comment = (from: number, to: number) => {
    if (to > from) {
      blanks.push(from, to);
      commentAt.push(true);
    }
  };
  /**
   * Records a string literal: its contents are blanked in masked, from `blankFrom` to
   * `blankTo` when given (a template piece blanks its `${` and `}` too).
   */
  const literal = (prefixStart: number, quoteStart: number, contentStart: number, contentEnd: number, end: number, interpolated: boolean, blankFrom = contentStart, blankTo = contentEnd) => {
    if (blankTo > blankFrom) {
      blanks.push(blankFrom, blankTo);
      commentAt.push(false);
    }
    strings.push({ start: quoteStart, end, prefix: prefixStart === quoteStart ? '' : text.slice(prefixStart, quoteStart).toLowerCase(), value: text.slice(contentStart, contentEnd), interpolated });
  };
  /** Index of the closing `quote`, honoring backslashes; stops at a newline unless `multiline`. */
  const closeSimple = (from: number, quote: string, multiline: boolean, escapes = true): number => {
    const re = escapes ? (multiline ? MULTI[quote] : SINGLE[quote]) : (multiline ? RAW_MULTI[quote] : SINGLE[quote]);
    re.lastIndex = from;
    for (;;) {
      const m = re.exec(text);
      if (!m) return n;
      if (m[0] === '\\') {
        re.lastIndex = m.index + 2;
        continue;
      }
      return m.index;
    }
  };
  // A line comment, or with `block` a block comment (not nested), at `at`: where it ends, else -1.
  const cComment = (at: number, block: boolean): number => {
    if (text[at] !== '/') return -1;
    let end = -1;
    if (text[at + 1] === '/') {
      const e = text.indexOf('\n', at);
      end = e < 0 ? n : e;
    } else if (block && text[at + 1] === '*') {
      const e = text.indexOf('*/', at + 2);
      end = e < 0 ? n : e + 2;
    }
    if (end >= 0) comment(at, end);
    return end;
  };
  /** A one-line '…' or "…" literal with backslash escapes at `at`: records it, returns its end. */
  const quoted = (at: number): number => {
    const q = text[at];
    const close = closeSimple(at + 1, q, false);
    const end = close < n && text[close] === q ? close + 1 : close;
    literal(at, at, at + 1, close, end, false);
    return end;
  };
  /**
   * The source just before `at`, trailing whitespace and comments dropped (enough to see the
   * last token): a regex often follows a comment (`x =\n  // eslint-disable-line …\n  /re/`).
   */
  const before = (at: number): string => {
    let k = at - 1;
    // The ranges recorded so far end before `at`, in order: a comment ending where the
    // whitespace ends is the latest one.
    for (let c = commentAt.length - 1; ; c--) {
      while (k >= 0 && (text[k] === ' ' || text[k] === '\t' || text[k] === '\n' || text[k] === '\r')) k--;
      if (c < 0 || !commentAt[c] || blanks[2 * c + 1] !== k + 1) break;
      k = blanks[2 * c] - 1;
    }
    return text.slice(Math.max(0, k - 11), k + 1);
  };
  const { jump, template } = jumpsFor(lang, triggers);
  const hits: TriggerHit[] = [];

  while (i < n) {
    const re = templates.length ? template : jump;
    re.lastIndex = i;
    const hit = re.exec(text);
    if (!hit) break;
    i = hit.index;
    if (hit[0].length > 1) {
      // Every jump character is a single one: a longer hit is a trigger word.
      hits.push({ at: i, word: hit[0] });
      i += hit[0].length;
      continue;
    }
    const c = text[i];
    if (lang === 'js') {
      const afterComment = cComment(i, true);
      if (afterComment >= 0) {
        i = afterComment;
        continue;
      }
      if (c === '"' || c === "'") {
        i = quoted(i);
        continue;
      }
      if (c === '`' || (c === '}' && templates.length && templates[templates.length - 1] === 0)) {
        // A template literal, or the rest of one after a `${…}` closes.
        const resume = c === '}';
        if (resume) templates.pop();
        let j = i + 1;
        let interpolated = resume;
        while (j < n && text[j] !== '`') {
          if (text[j] === '\\') {
            j += 2;
            continue;
          }
          if (text[j] === '$' && text[j + 1] === '{') {
            interpolated = true;
            break;
          }
          j++;
        }
        // In masked, the `}` that resumes a piece and the `${` that ends one are blanked with
        // the text: only the expression between them stays code, so its braces alone count.
        const blankFrom = resume ? i : i + 1;
        if (j < n && text[j] === '$') {
          literal(i, i, i + 1, j, j + 2, true, blankFrom, j + 2);
          templates.push(0);
          i = j + 2;
        } else {
          const end = Math.min(j + 1, n);
          literal(i, i, i + 1, Math.min(j, n), end, interpolated, blankFrom, Math.min(j, n));
          i = end;
        }
        continue;
      }
      if (templates.length && (c === '{' || c === '}')) {
        templates[templates.length - 1] += c === '{' ? 1 : -1;
        i++;
        continue;
      }
      if (c === '/') {
        const prev = before(i);
        const last = prev[prev.length - 1];
        if (prev === '' || REGEX_PRECEDERS.has(last) || REGEX_KEYWORDS.test(prev)) {
          let j = i + 1;
          let inClass = false;
          while (j < n && text[j] !== '\n') {
            const d = text[j];
            if (d === '\\') {
              j += 2;
              continue;
            }
            if (d === '[') inClass = true;
            else if (d === ']') inClass = false;
            else if (d === '/' && !inClass) break;
            j++;
          }
          if (j < n && text[j] === '/') {
            let end = j + 1;
            while (end < n && /[a-z]/i.test(text[end])) end++;
            literal(i, i, i + 1, j, end, false);
            strings.pop(); // a regex is not a string literal
            i = end;
            continue;
          }
        }
      }
      i++;
      continue;
    }

    if (lang === 'python') {
      if (c === '#') {
        const e = text.indexOf('\n', i);
        comment(i, e < 0 ? n : e);
        i = e < 0 ? n : e;
        continue;
      }
      if (c === '"' || c === "'" || (PY_PREFIX.has(c) && isPyPrefixed(text, i))) {
        let q = i;
        while (text[q] !== '"' && text[q] !== "'") q++;
        const quote = text[q];
        const prefix = text.slice(i, q).toLowerCase();
        const triple = text.startsWith(quote.repeat(3), q);
        let close: number;
        let end: number;
        if (triple) {
          const delim = quote.repeat(3);
          let j = q + 3;
          for (;;) {
            const k = text.indexOf(delim, j);
            if (k < 0) {
              close = n;
              end = n;
              break;
            }
            let bs = 0;
            for (let b = k - 1; b >= q + 3 && text[b] === '\\'; b--) bs++;
            if (bs % 2 === 1) {
              j = k + 1;
              continue;
            }
            close = k;
            end = k + 3;
            break;
          }
          literal(i, q, q + 3, close, end, prefix.includes('f') && /\{[^{]/.test(text.slice(q + 3, close)));
        } else {
          close = closeSimple(q + 1, quote, false, true);
          end = close < n && text[close] === quote ? close + 1 : close;
          literal(i, q, q + 1, close, end, prefix.includes('f') && /\{[^{]/.test(text.slice(q + 1, close)));
        }
        i = end;
        continue;
      }
      i++;
      continue;
    }

    if (lang === 'go') {
      const afterComment = cComment(i, true);
      if (afterComment >= 0) {
        i = afterComment;
        continue;
      }
      if (c === '"' || c === "'") {
        i = quoted(i);
        continue;
      }
      if (c === '`') {
        const close = closeSimple(i + 1, '`', true, false);
        const end = Math.min(close + 1, n);
        literal(i, i, i + 1, close, end, false);
        i = end;
        continue;
      }
      i++;
      continue;
    }

    // Rust: block comments nest, so only line comments go through cComment.
    const afterComment = cComment(i, false);
    if (afterComment >= 0) {
      i = afterComment;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      let depth = 1;
      let j = i + 2;
      while (j < n && depth > 0) {
        if (text[j] === '/' && text[j + 1] === '*') {
          depth++;
          j += 2;
        } else if (text[j] === '*' && text[j + 1] === '/') {
          depth--;
          j += 2;
        } else j++;
      }
      comment(i, j);
      i = j;
      continue;
    }
    const rawMatch = (c === 'r' || c === 'b') && (i === 0 || !/\w/.test(text[i - 1])) ? /^(b?r)(#*)"/.exec(text.slice(i, i + 260)) : null;
    if (rawMatch) {
      const q = i + rawMatch[1].length + rawMatch[2].length;
      const delim = `"${rawMatch[2]}`;
      const k = text.indexOf(delim, q + 1);
      const close = k < 0 ? n : k;
      const end = k < 0 ? n : k + delim.length;
      literal(i, q, q + 1, close, end, false);
      i = end;
      continue;
    }
    if (c === '"' || (c === 'b' && text[i + 1] === '"' && (i === 0 || !/\w/.test(text[i - 1])))) {
      const q = c === 'b' ? i + 1 : i;
      const close = closeSimple(q + 1, '"', true);
      const end = Math.min(close + 1, n);
      literal(i, q, q + 1, close, end, false);
      i = end;
      continue;
    }
    if (c === "'") {
      // A char literal ('a', '\n', '\u{1F600}') or a lifetime ('a, 'static).
      let close = -1;
      if (text[i + 1] === '\\') close = text.indexOf("'", i + 2);
      else if (text[i + 2] === "'") close = i + 2;
      else {
        const cp = text.codePointAt(i + 1) ?? 0;
        if (cp > 0xffff && text[i + 3] === "'") close = i + 3;
      }
      if (close > 0 && close - i < 12) {
        literal(i, i, i + 1, close, close + 1, false);
        i = close + 1;
        continue;
      }
    }
    i++;
  }
  let code: string | undefined;
  return {
    // Built on first use: most analyzers need only `masked`.
    get code() {
      code ??= applyBlanks(text, blanks, commentAt, true);
      return code;
    },
    masked: applyBlanks(text, blanks, commentAt, false),
    strings,
    triggers: hits,
  };
}


let maskScratch = Buffer.allocUnsafe(1 << 20);

/** The text with the recorded ranges blanked (newlines kept); `commentsOnly` leaves strings as they are. */
function applyBlanks(text: string, blanks: number[], commentAt: boolean[], commentsOnly: boolean): string {
  if (blanks.length === 0) return text;
  // Blanked in a byte buffer: one byte per character for ASCII text (most source), two
  // otherwise. A string piece per range made this a large share of a build's garbage.
  const ascii = Buffer.byteLength(text, 'utf8') === text.length;
  const size = ascii ? text.length : 2 * text.length;
  // One buffer reused across files: a fresh one per file was external memory the collector chased.
  if (maskScratch.length < size) maskScratch = Buffer.allocUnsafe(Math.max(size, 2 * maskScratch.length));
  const buf = maskScratch.subarray(0, size);
  buf.write(text, 0, ascii ? 'latin1' : 'utf16le');
  let at = 0;
  for (let k = 0; k < blanks.length; k += 2) {
    if (commentsOnly && !commentAt[k / 2]) continue;
    const from = blanks[k];
    const to = blanks[k + 1];
    if (from < at) continue;
    if (ascii) {
      for (let c = from; c < to; c++) if (buf[c] !== 10) buf[c] = 32;
    } else {
      for (let c = from; c < to; c++) {
        if (text.charCodeAt(c) === 10) continue;
        buf[2 * c] = 32;
        buf[2 * c + 1] = 0;
      }
    }
    at = to;
  }
  return buf.toString(ascii ? 'latin1' : 'utf16le');
}

const SINGLE: Record<string, RegExp> = { '"': /\\|"|\n/g, "'": /\\|'|\n/g, '`': /\\|`|\n/g };
const MULTI: Record<string, RegExp> = { '"': /\\|"/g, "'": /\\|'/g, '`': /\\|`/g };
const RAW_MULTI: Record<string, RegExp> = { '"': /"/g, "'": /'/g, '`': /`/g };
const JS_JUMP = /[/'"`]/g;
const JS_JUMP_TEMPLATE = /[/'"`{}]/g;
const PY_JUMP = /[#'"rRbBfFuU]/g;
const GO_JUMP = /[/'"`]/g;
const RS_JUMP = /[/'"rb]/g;

export { LineIndex } from '../../core/text-position.js';

/** The string literal starting at (or just after whitespace from) `offset`, if any. */
export function stringAt(strings: readonly StringLiteral[], offset: number): StringLiteral | undefined {
  let lo = 0;
  let hi = strings.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = strings[mid];
    if (s.end <= offset) lo = mid + 1;
    else if (s.start > offset) hi = mid - 1;
    else return s;
  }
  return lo < strings.length ? strings[lo] : undefined;
}
