import { DOCS, type ContentRule } from './types.js';

/** A PuTTY private key file (.ppk): the header line followed by its Encryption line. */
export const puttyKey: ContentRule = {
  meta: { id: 'putty-key', severity: 'error', description: 'a PuTTY private key (.ppk)', docs: DOCS },
  keywords: ['PuTTY-User-Key-File-'],
  what: 'a PuTTY private key',
  pattern: /^PuTTY-User-Key-File-\d+: [A-Za-z0-9@.-]+\r?\nEncryption: /gm,
};
