import type { CtxpkgRule } from './types.js';
import { ctxpkgJson } from './ctxpkg-json.js';
import { ctxpkgManifest } from './ctxpkg-manifest.js';
import { ctxpkgContentHash } from './ctxpkg-content-hash.js';
import { ctxpkgByteSize } from './ctxpkg-byte-size.js';
import { ctxpkgPackageHash } from './ctxpkg-package-hash.js';
import { ctxpkgSignature } from './ctxpkg-signature.js';
import { ctxpkgLayer } from './ctxpkg-layer.js';
import { ctxpkgSignerKey } from './ctxpkg-signer-key.js';

/** The registry of .ctxpkg rules, in report order. */
export const ctxpkgRules: readonly CtxpkgRule[] = [ctxpkgJson, ctxpkgManifest, ctxpkgContentHash, ctxpkgByteSize, ctxpkgPackageHash, ctxpkgSignature, ctxpkgSignerKey, ctxpkgLayer];
