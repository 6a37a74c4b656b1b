import { decodeHex, PUBLIC_KEY_BYTES } from '../ed25519.js';
import { isSmallOrderKey } from '../small-order.js';
import { DOCS, type CtxpkgRule } from './types.js';

/**
 * A warning, not an error: LeanCTX accepts such a signature (see small-order.ts), and the
 * signature check stays byte-for-byte LeanCTX's. What it says: this "signature" proves nothing.
 */
export const ctxpkgSignerKey: CtxpkgRule = {
  meta: { id: 'ctxpkg-signer-key', severity: 'warning', description: 'the signing public key is not a point of small order, under which a signature verifies for any content', docs: `${DOCS}` },
  check(ctx, report) {
    if (!ctx.manifest || ctx.signature.status === 'none' || !ctx.signature.publicKey) return;
    const key = decodeHex(ctx.signature.publicKey, PUBLIC_KEY_BYTES);
    if ('bytes' in key && isSmallOrderKey(key.bytes)) {
      report(`signature.public_key ${ctx.signature.publicKey} is a point of small order: a signature under it verifies for any content, so it names no signer (LeanCTX accepts it; pin the signer with --public-key)`, ctx.file, ctx.locate('/manifest/signature'));
    }
  },
};
