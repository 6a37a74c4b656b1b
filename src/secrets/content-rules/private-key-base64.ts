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

const BLOCK_AT = new RegExp(privateKey.pattern.source, 'y');

/**
 * Whether the base64 at a marker decodes to a private key block with its body (what
 * private-key finds in plain text). Only the block this marker begins counts: in a bundle
 * (a certificate, then the key) each marker answers for its own block.
 */
export function decodesToPrivateKey(text: string, match: RegExpExecArray): boolean {
  const at = ENCODED_BEGIN.find((e) => e.text === match[0]) ?? ENCODED_BEGIN[0];
  const start = match.index - at.back;
  if (start < 0) return false;
  const run = base64Run(text, start);
  const decoded = Buffer.from(run.slice(0, run.length - (run.length % 4)), 'base64').toString('latin1');
  BLOCK_AT.lastIndex = at.skip;
  const block = BLOCK_AT.exec(decoded);
  return block !== null && hasKeyBody(decoded, block.index + block[0].length);
}

/**
 * A private key block stored base64-encoded, as a Kubernetes Secret's `data:` or a CI variable
 * holds one. Found by its encoded BEGIN marker, then confirmed by decoding: the decoded text
 * must be a private key block with its body, as the private-key rule requires in plain text.
 */
export const privateKeyBase64: ContentRule = {
  meta: { id: 'private-key-base64', severity: 'error', description: 'a base64-encoded PEM, OpenSSH or PGP private key block', docs: DOCS },
  keywords: ENCODED_BEGIN.map((e) => e.text),
  what: 'a base64-encoded private key block',
  pattern: new RegExp(ENCODED_BEGIN.map((e) => e.text).join('|'), 'g'),
  isPlaceholder: (m) => !decodesToPrivateKey(m.input, m),
};
