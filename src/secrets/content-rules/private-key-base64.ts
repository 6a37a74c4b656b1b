import { DOCS, type ContentRule } from './types.js';
import { hasKeyBody, privateKey } from './private-key.js';

/**
 * `-----BEGIN` in base64, at each of the three byte alignments, cut to the characters the
 * marker alone decides; `back` is how many characters its base64 quantum starts before the match.
 */
// `skip`: the bytes of that quantum decoded before the marker.
const ENCODED_BEGIN = [
  { text: 'LS0tLS1CRUdJTi', back: 0, skip: 0 },
  { text: '0tLS0tQkVHSU4', back: 2, skip: 1 },
  { text: 'tLS0tLUJFR0lO', back: 3, skip: 2 },
] as const;

/**
 * A line break as `base64`, `openssl base64` or a YAML block wraps a blob: CR LF or LF, with
 * the next line's indentation. Bounded, so trying it costs constant time.
 */
const BREAK = '[\\t ]{0,8}\\r?\\n[\\t ]{0,64}';
const MAX_BREAK_CHARS = 8 + 2 + 64;

/**
 * A marker with at most one line break between any two of its characters, as a regex source:
 * `L(?:BREAK)?S…` nested so each break is tried once, `L(?:BREAK S0tLS…|S(?:BREAK 0tLS…|0…))`.
 * A wrap of 14 characters or more puts at most one break inside a 14-character marker.
 */
function withOneBreak(marker: string): string {
  let source = marker[marker.length - 1];
  for (let i = marker.length - 2; i >= 0; i--) source = `${marker[i]}(?:${BREAK}${marker.slice(i + 1)}|${source})`;
  return source;
}

/**
 * Literal pieces every match contains: a marker's first and last seven characters. One break
 * cuts a 13- or 14-character marker into two pieces, and the longer keeps one of these whole.
 */
const KEYWORDS = ENCODED_BEGIN.flatMap((e) => [e.text.slice(0, 7), e.text.slice(-7)]);

/**
 * Text read after a marker: 1,024 base64 characters decode to 768 bytes, room for the BEGIN
 * line, armor headers (an encrypted key's Proc-Type and DEK-Info) and the start of the body.
 * Bounded, so a file of markers costs linear time.
 */
const RUN = /[A-Za-z0-9+/=\t\n\r ]{1,1400}/y;
const DECODE_CHARS = 1024;

/** The base64 text from `start`, whitespace dropped (a wrapped or indented block), at most DECODE_CHARS characters. */
function base64Run(text: string, start: number): string {
  RUN.lastIndex = start;
  const m = RUN.exec(text);
  return m ? m[0].replace(/[\t\n\r ]+/g, '').slice(0, DECODE_CHARS) : '';
}

function isWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

/**
 * Where the base64 quantum starts that holds a marker found at `index`: `back` base64
 * characters earlier, a line break between them skipped (a wrap may fall there too); -1 when
 * the text before is not base64. Reads at most `back` characters and one break.
 */
function quantumStart(text: string, index: number, back: number): number {
  let i = index;
  let whitespace = 0;
  while (back > 0) {
    i--;
    if (i < 0) return -1;
    const c = text.charCodeAt(i);
    if (isWhitespace(c)) {
      if (++whitespace > MAX_BREAK_CHARS) return -1;
      continue;
    }
    if (!/[A-Za-z0-9+/]/.test(text[i])) return -1;
    back--;
  }
  return i;
}

const BLOCK_AT = new RegExp(privateKey.pattern.source, 'y');

/**
 * Whether the base64 at a marker decodes to a private key block with its body (what
 * private-key finds in plain text). Only the block this marker begins counts: in a bundle
 * (a certificate, then the key) each marker answers for its own block.
 */
export function decodesToPrivateKey(text: string, match: RegExpExecArray): boolean {
  const marker = match[0].replace(/[\t\n\r ]+/g, '');
  const at = ENCODED_BEGIN.find((e) => e.text === marker) ?? ENCODED_BEGIN[0];
  const start = quantumStart(text, match.index, at.back);
  if (start < 0) return false;
  const run = base64Run(text, start);
  const decoded = Buffer.from(run.slice(0, run.length - (run.length % 4)), 'base64').toString('latin1');
  BLOCK_AT.lastIndex = at.skip;
  const block = BLOCK_AT.exec(decoded);
  return block !== null && hasKeyBody(decoded, block.index + block[0].length);
}

/**
 * A private key block stored base64-encoded, as a Kubernetes Secret's `data:` or a CI variable
 * holds one. Found by its encoded BEGIN marker, also when a wrapped blob's line break falls
 * inside it (a key after a certificate, or after other bytes), then confirmed by decoding: the
 * decoded text must be a private key block with its body, as the private-key rule requires in
 * plain text.
 */
export const privateKeyBase64: ContentRule = {
  meta: { id: 'private-key-base64', severity: 'error', description: 'a base64-encoded PEM, OpenSSH or PGP private key block', docs: DOCS },
  keywords: KEYWORDS,
  what: 'a base64-encoded private key block',
  pattern: new RegExp(ENCODED_BEGIN.map((e) => withOneBreak(e.text)).join('|'), 'g'),
  isPlaceholder: (m) => !decodesToPrivateKey(m.input, m),
};
