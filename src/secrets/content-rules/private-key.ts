import { DOCS, type ContentRule } from './types.js';

/** How far after the BEGIN line the body is looked for (headers and blank lines included). */
export const BODY_WINDOW = 4096;
/** Base64 characters in a row that make a key body (a PEM line has 64, OpenSSH 70). */
export const MIN_BODY = 40;
/** RFC 1421 / RFC 4716 / OpenPGP armor headers (Proc-Type, DEK-Info, Version, Comment) before the body. */
export const MAX_HEADERS = 16;

const LF = 0x0a;
const CR = 0x0d;
const BACKSLASH = 0x5c;

/** Characters a line may start with before the body: indentation, comment marks, quotes, list marks. */
const PREFIX_CHARS = new Set([...'\t #>*;!%"\'`|,([{<-'].map((c) => c.charCodeAt(0)));

function isBase64(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2f || c === 0x3d;
}
function isAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}
function isAlnum(c: number): boolean {
  return isAlpha(c) || (c >= 0x30 && c <= 0x39);
}

/** Backslashes in a row from `i` (stopping at `end`). */
function backslashes(text: string, i: number, end: number): number {
  let k = i;
  while (k < end && text.charCodeAt(k) === BACKSLASH) k++;
  return k - i;
}

/**
 * The length of the line break at `i`, or 0: a real one (LF, CR, CRLF) or an escaped one as a
 * string literal holds it (`\n`, `\r`, and `\\n` when escaped twice).
 */
function lineBreakAt(text: string, i: number, end: number): number {
  if (i >= end) return 0;
  const c = text.charCodeAt(i);
  if (c === LF) return 1;
  if (c === CR) return i + 1 < end && text.charCodeAt(i + 1) === LF ? 2 : 1;
  if (c !== BACKSLASH) return 0;
  const k = backslashes(text, i, end);
  const next = text[i + k];
  return i + k < end && (next === 'n' || next === 'r') ? k + 1 : 0;
}

/**
 * Skips what may precede the body on a line: indentation (also `\t` escapes), comment marks
 * (`#`, `//`, `*`, `;`, `--`, `%`, `!`), quote and list marks (`>`, `-`, `|`, quotes), string
 * concatenation (`+` before a quote), a line continuation (a backslash before the line break).
 */
function skipPrefix(text: string, i: number, end: number): number {
  while (i < end) {
    const c = text.charCodeAt(i);
    if (PREFIX_CHARS.has(c)) i++;
    else if (c === 0x2f && i + 1 < end && text.charCodeAt(i + 1) === 0x2f) i += 2;
    else if (c === 0x2b && !(i + 1 < end && isBase64(text.charCodeAt(i + 1)))) i++;
    else if (c === BACKSLASH) {
      const k = backslashes(text, i, end);
      const after = i + k < end ? text.charCodeAt(i + k) : -1;
      if (after === 0x74) i += k + 1; // \t
      else if (after === -1 || after === LF || after === CR) i += k; // a line continuation
      else return i;
    } else return i;
  }
  return i;
}

/** Skips to the line break ending the line at `i` (or `end`), without backtracking over backslashes. */
function toLineEnd(text: string, i: number, end: number): number {
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === LF || c === CR) return i;
    if (c === BACKSLASH) {
      const k = backslashes(text, i, end);
      const next = text[i + k];
      if (i + k < end && (next === 'n' || next === 'r')) return i;
      i += k;
    } else i++;
  }
  return i;
}

/**
 * Whether a key body follows a BEGIN line that ends at `from`: reading the rest of that line
 * and the lines after it (split at real or escaped line breaks, each line's prefix skipped),
 * blank lines and armor headers (`Name: value`) are passed over, and the first other line
 * must start with MIN_BODY base64 characters. Only BODY_WINDOW characters are read, each once
 * (a header line once more for its name), so a file of markers costs linear time.
 */
export function hasKeyBody(text: string, from: number): boolean {
  const end = Math.min(text.length, from + BODY_WINDOW);
  let headers = 0;
  let i = from;
  while (i < end) {
    i = skipPrefix(text, i, end);
    let run = 0;
    while (run < MIN_BODY && i + run < end && isBase64(text.charCodeAt(i + run))) run++;
    if (run >= MIN_BODY) return true;
    const br = lineBreakAt(text, i, end);
    if (br > 0) {
      i += br;
      continue;
    }
    if (!isHeaderAt(text, i, end) || ++headers > MAX_HEADERS) return false;
    i = toLineEnd(text, i, end);
    i += lineBreakAt(text, i, end);
  }
  return false;
}

/** `Name:` with a name of letters, digits and dashes, starting with a letter. */
function isHeaderAt(text: string, i: number, end: number): boolean {
  if (i >= end || !isAlpha(text.charCodeAt(i))) return false;
  let j = i + 1;
  while (j < end && (isAlnum(text.charCodeAt(j)) || text.charCodeAt(j) === 0x2d)) j++;
  return j < end && text.charCodeAt(j) === 0x3a;
}

/**
 * A PEM, OpenSSH, PGP or SSH2 (RFC 4716) private key block. The BEGIN line alone is not
 * enough: PEM parsers carry the marker as a string constant, and documentation names it. A
 * finding needs the base64 body after it (see hasKeyBody), however the block is embedded:
 * indented (a YAML `tls.key: |` block, a `<<-EOT` heredoc), behind comment marks (`# `,
 * `// `, ` * `, `> `), on one line with spaces, or in a string with `\n` or `\\n` escapes.
 */
export const privateKey: ContentRule = {
  meta: { id: 'private-key', severity: 'error', description: 'a PEM, OpenSSH or PGP private key block', docs: DOCS },
  keywords: ['PRIVATE KEY'],
  what: 'a private key block (-----BEGIN … PRIVATE KEY-----)',
  // Bounded repetitions of disjoint pieces: one pass per marker, no backtracking to speak of.
  pattern: /-----BEGIN (?:[A-Z0-9]{1,16} ){0,4}PRIVATE KEY(?: BLOCK)?-----|---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----/g,
  // A marker without a body is a mention (a parser's constant, documentation), not a key.
  isPlaceholder: (m) => !hasKeyBody(m.input, m.index + m[0].length),
};
