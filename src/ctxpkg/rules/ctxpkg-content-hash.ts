import { DOCS, type CtxpkgRule } from './types.js';

export const ctxpkgContentHash: CtxpkgRule = {
  meta: { id: 'ctxpkg-content-hash', severity: 'error', description: 'integrity.content_hash is the SHA-256 of the canonical content text', docs: `${DOCS}` },
  check(ctx, report) {
    if (!ctx.manifest || !ctx.canonical) return;
    const recorded = ctx.manifest.integrity.content_hash;
    if (recorded !== ctx.canonical.contentHash) {
      report(`content_hash mismatch: the manifest says ${recorded}, the content hashes to ${ctx.canonical.contentHash} (the content was changed)`, ctx.file, ctx.locate('/manifest/integrity/content_hash'));
    }
  },
};
