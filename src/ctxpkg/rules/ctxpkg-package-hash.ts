import { expectedPackageHash } from '../load.js';
import { DOCS, type CtxpkgRule } from './types.js';

export const ctxpkgPackageHash: CtxpkgRule = {
  meta: { id: 'ctxpkg-package-hash', severity: 'error', description: 'integrity.sha256 is the SHA-256 of "{name}:{version}:{content_hash}"', docs: `${DOCS}` },
  check(ctx, report) {
    const expected = expectedPackageHash(ctx);
    if (!expected || !ctx.manifest) return;
    const recorded = ctx.manifest.integrity.sha256;
    if (recorded !== expected) {
      report(`package sha256 mismatch: the manifest says ${recorded}, sha256("${ctx.manifest.name}:${ctx.manifest.version}:<content_hash>") is ${expected} (name, version or content was changed)`, ctx.file, ctx.locate('/manifest/integrity/sha256'));
    }
  },
};
