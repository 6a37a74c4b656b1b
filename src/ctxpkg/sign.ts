import { IntegrityError, InvalidInputError } from '../core/errors.js';
import { writeDocument } from './create.js';
import { publicKeyFromSeed, signEd25519 } from './ed25519.js';
import { signingMessage } from './integrity.js';
import { verifyCtxpkgBytes } from './validate.js';
import type { Manifest } from './manifest.js';

export interface SignedPackage {
  bytes: Buffer;
  publicKey: string;
  manifest: Manifest;
}

/**
 * Adds (or replaces) `manifest.signature`. Only a package whose integrity verifies is signed.
 * The content is copied token for token, so its hash is unchanged; other top-level members are kept.
 */
export async function signPackageBytes(file: string, bytes: Buffer, seed: Uint8Array): Promise<SignedPackage> {
  const result = await verifyCtxpkgBytes(file, bytes);
  const { checks, context: ctx } = result;
  if (checks.structure !== 'pass' || !ctx.manifest || !ctx.members) {
    const first = result.diagnostics.find((d) => d.severity === 'error');
    throw new InvalidInputError(`${file}: cannot sign: ${first?.message ?? 'not a valid package'}`);
  }
  if (checks.content_hash !== 'pass' || checks.package_hash !== 'pass') {
    const first = result.diagnostics.find((d) => d.severity === 'error');
    throw new IntegrityError(`${file}: cannot sign a package that does not verify: ${first?.message ?? 'integrity mismatch'}`);
  }
  const m = ctx.manifest;
  const publicKey = publicKeyFromSeed(seed).toString('hex');
  const value = signEd25519(seed, signingMessage(m.name, m.version, m.integrity.sha256)).toString('hex');
  const manifest: Manifest = { ...(ctx.manifestValue as Manifest), signature: { algorithm: 'ed25519', public_key: publicKey, value } };
  const compact = ctx.compact!.compact;
  const content = ctx.members.find((x) => x.key === 'content')!;
  const extra = ctx.members
    .filter((x) => x.key !== 'manifest' && x.key !== 'content')
    .map((x) => ({ key: x.key, value: compact.subarray(x.valueStart, x.valueEnd) }));
  const out = writeDocument(JSON.stringify(manifest), compact.subarray(content.valueStart, content.valueEnd), extra);
  return { bytes: out, publicKey, manifest };
}
