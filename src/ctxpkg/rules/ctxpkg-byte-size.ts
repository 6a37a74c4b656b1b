import { DOCS, type CtxpkgRule } from './types.js';

export const ctxpkgByteSize: CtxpkgRule = {
  meta: { id: 'ctxpkg-byte-size', severity: 'error', description: 'integrity.byte_size is the UTF-8 length of the canonical content text', docs: `${DOCS}` },
  check(ctx, report) {
    if (!ctx.manifest || !ctx.canonical) return;
    const recorded = ctx.manifest.integrity.byte_size;
    if (recorded !== ctx.canonical.byteSize) {
      // As written: JSON.parse rounds an integer past 2^53.
      const written = ctx.manifestNumbers?.get('/integrity/byte_size') ?? String(recorded);
      report(`byte_size mismatch: the manifest says ${written}, the canonical content is ${ctx.canonical.byteSize} bytes`, ctx.file, ctx.locate('/manifest/integrity/byte_size'));
    }
  },
};
