import { DOCS, type CtxpkgRule } from './types.js';
import { signatureRequired } from '../load.js';

export const ctxpkgSignature: CtxpkgRule = {
  meta: { id: 'ctxpkg-signature', severity: 'error', description: 'a present Ed25519 signature verifies (and, when asked, exists and uses the expected key)', docs: `${DOCS}` },
  check(ctx, report) {
    if (!ctx.manifest) return;
    if (ctx.signature.status === 'invalid') report(ctx.signature.message, ctx.file, ctx.locate('/manifest/signature'));
    else if (ctx.signature.status === 'none' && signatureRequired(ctx.options)) report('the package is not signed (a signature is required)', ctx.file, ctx.locate('/manifest'));
  },
};
