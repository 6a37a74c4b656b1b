import { DOCS, type ContentRule } from './types.js';

/**
 * A PuTTY private key file (.ppk): the header line followed by its Encryption line, however the
 * file is embedded, as the private-key rule reads a PEM block: the lines indented (a YAML
 * `key: |` block) or behind comment marks (`# `, `// `, ` * `, `> `), with LF, CRLF or CR line
 * ends, or in a string with `\n` or `\\n` escapes (JSON, a CI variable). The header needs its
 * Encryption line, so prose naming the header is not a finding.
 */
export const puttyKey: ContentRule = {
  meta: { id: 'putty-key', severity: 'error', description: 'a PuTTY private key (.ppk)', docs: DOCS },
  keywords: ['PuTTY-User-Key-File-'],
  what: 'a PuTTY private key',
  // One literal start; each piece after it is a bounded run read once.
  // `X\d*`, not `\d+`: see ContentRule.pattern (a run of millions overflowed V8's regex stack).
  pattern: /PuTTY-User-Key-File-\d\d*: [A-Za-z0-9@.-][A-Za-z0-9@.-]*(?:[ \t]*(?:\r\n|\r|\n)|(?:\\+r)?\\+n)[\t #>*/;]*Encryption: /g,
};
