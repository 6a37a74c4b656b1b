import { quoteEscaped } from '../../core/show-name.js';
import { DOCS, type ContextPackRule } from './types.js';

export const hashMismatch: ContextPackRule = {
  meta: { id: 'hash-mismatch', severity: 'error', description: 'each listed file\'s SHA-256 matches pack.json (which cannot list itself)', docs: DOCS },
  check(ctx, report) {
    for (const f of ctx.listed) {
      if (f.status === 'manifest') {
        report(`/files/${f.index}/path: ${quoteEscaped(f.path)} is ${f.detail}, whose hash changes whenever the hash is written into it: remove the entry (rehash refuses it too)`, ctx.manifestPath, ctx.locate(`/files/${f.index}/path`));
        continue;
      }
      // An unreadable or malformed recorded hash is reported by file-missing / manifest-schema.
      if (!f.actual || f.recorded === null || !/^[0-9a-fA-F]{64}$/.test(f.recorded)) continue;
      if (f.actual !== f.recorded.toLowerCase()) {
        report(`${f.path}: sha256 in pack.json is ${f.recorded.slice(0, 12)}…, the file hashes to ${f.actual.slice(0, 12)}… (run: packwright context-pack rehash)`, ctx.manifestPath, ctx.locate(`/files/${f.index}/sha256`));
      }
    }
  },
};
