import { DOCS, type CtxpkgRule } from './types.js';

export const ctxpkgManifest: CtxpkgRule = {
  meta: { id: 'ctxpkg-manifest', severity: 'error', description: 'the manifest has every field LeanCTX requires, with valid names, versions, timestamps, layers and lowercase hex', docs: `${DOCS}` },
  check(ctx, report) {
    for (const p of ctx.manifestProblems) report(p.message, ctx.file, ctx.locate(`/manifest${p.pointer}`));
  },
};
