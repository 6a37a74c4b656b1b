import { DOCS, type ContentRule } from './types.js';

/**
 * A PEM or OpenSSH private key block. The BEGIN line alone is not enough: PEM parsers carry
 * the marker as a string constant. A finding needs the base64 body after it (optionally after
 * RFC 1421 headers such as Proc-Type), with real line breaks or `\n` escapes as in JSON.
 */
export const privateKey: ContentRule = {
  meta: { id: 'private-key', severity: 'error', description: 'a PEM, OpenSSH or PGP private key block', docs: DOCS },
  keywords: ['PRIVATE KEY'],
  what: 'a private key block (-----BEGIN … PRIVATE KEY-----)',
  pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----(?:\r?\n|(?:\\r)?\\n)(?:[A-Za-z][A-Za-z-]*: ?[^\r\n\\]*(?:\r?\n|(?:\\r)?\\n))*(?:\r?\n|(?:\\r)?\\n)?[A-Za-z0-9+/=]{40}/g,
};
