import { IntegrityError, InvalidInputError } from '../core/errors.js';
import { writeDocument } from './create.js';
import { MAX_PACKAGE_BYTES } from './format.js';
import { publicKeyFromSeed, signEd25519 } from './ed25519.js';
import { signingMessage } from './integrity.js';
import { objectMembers } from './json-text.js';
import { verifyCtxpkgBytes } from './validate.js';
import type { Manifest } from './manifest.js';

export interface SignedPackage {
  bytes: Buffer;
  publicKey: string;
  manifest: Manifest;
  /** The public key of the valid signature this one replaced, if any. */
  replaced?: string;
}

/**
 * Adds (or replaces) `manifest.signature`. Only a package that verifies is signed: its hashes
 * match, and a signature it already has verifies (the hashes do not cover the signature, so
 * content changed after signing, with the hashes recomputed, shows only there; signing over
 * it would vouch for the change). The content is copied token for token, so its hash is
 * unchanged; other top-level members are kept. The signed package must stay within LeanCTX's
 * 10 MiB: it is written pretty-printed, so a compact input can grow past it.
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
  if (ctx.signature.status === 'invalid') {
    throw new IntegrityError(`${file}: cannot sign: the signature it already has is invalid (${ctx.signature.message}); signing would vouch for whatever changed. Remove manifest.signature first if you mean to sign this content`);
  }
  const replaced = ctx.signature.status === 'valid' ? ctx.signature.publicKey : undefined;
  const m = ctx.manifest;
  const publicKey = publicKeyFromSeed(seed).toString('hex');
  const value = signEd25519(seed, signingMessage(m.name, m.version, m.integrity.sha256)).toString('hex');
  const signature = { algorithm: 'ed25519', public_key: publicKey, value };
  const manifest: Manifest = { ...(ctx.manifestValue as Manifest), signature };
  const compact = ctx.compact!.compact;
  const member = (x: { valueStart: number; valueEnd: number }) => compact.subarray(x.valueStart, x.valueEnd);
  const content = ctx.members.find((x) => x.key === 'content')!;
  const extra = ctx.members
    .filter((x) => x.key !== 'manifest' && x.key !== 'content')
    .map((x) => ({ key: x.key, value: member(x) }));
  const manifestText = withSignature(member(ctx.members.find((x) => x.key === 'manifest')!), JSON.stringify(signature));
  const out = writeDocument(manifestText, member(content), extra);
  if (out.length > MAX_PACKAGE_BYTES) {
    throw new InvalidInputError(`${file}: cannot sign: the signed package would be ${out.length} bytes (written with a 2-space indent), over the limit of ${MAX_PACKAGE_BYTES} bytes that LeanCTX and packwright read`);
  }
  return { bytes: out, publicKey, manifest, replaced };
}

/**
 * The manifest's text with `signature` set, every other member copied token for token: parsing
 * and re-serializing would round an integer past 2^53 (a u64 count LeanCTX keeps exactly) and
 * respell `1.0` in a field packwright does not know. A present signature is replaced where it
 * stands, a new one goes last. `text` is a compacted object without repeated keys (verified).
 */
function withSignature(text: Buffer, signatureJson: string): string {
  const members = objectMembers(text, 0);
  if (!members) throw new InvalidInputError('cannot sign: the manifest is not a JSON object');
  const present = members.find((m) => m.key === 'signature');
  if (present) return `${text.toString('utf8', 0, present.valueStart)}${signatureJson}${text.toString('utf8', present.valueEnd)}`;
  const close = text.length - 1;
  return `${text.toString('utf8', 0, close)}${members.length > 0 ? ',' : ''}"signature":${signatureJson}}`;
}
