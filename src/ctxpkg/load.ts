import { isUtf8 } from 'node:buffer';
import { readFileLimited, decodeUtf8 } from '../core/read.js';
import { PackwrightError, describeFsError } from '../core/errors.js';
import { timingSafeEqual } from 'node:crypto';
import type { Location } from '../core/diagnostics.js';
import { compactDocument, describeSerdeFault, locatePointerOffset, lineColumnOfOffset, type CompactDocument, type CompactMember } from './json-text.js';
import { MAX_PACKAGE_BYTES } from './format.js';
import { findJsonFault } from '../core/json.js';
import { canonicalContent, packageHash, signingMessage, type CanonicalContent } from './integrity.js';
import { checkManifest, type Manifest, type ManifestProblem } from './manifest.js';
import { decodeHex, verifyEd25519, PUBLIC_KEY_BYTES, SIGNATURE_BYTES } from './ed25519.js';

export interface CtxpkgLoadOptions {
  /** Hex public key the signature must be made with (`verify --public-key`); implies requireSignature. */
  publicKey?: string;
  /** An unsigned package fails the signature check. */
  requireSignature?: boolean;
}

/**
 * Whether an unsigned package fails: asked for, or a signer is pinned (else removing the
 * signature would pass a check that names who must have signed).
 */
export function signatureRequired(options: CtxpkgLoadOptions): boolean {
  return !!options.requireSignature || options.publicKey !== undefined;
}

export type SignatureState =
  | { status: 'none' }
  | { status: 'valid'; publicKey: string }
  | { status: 'invalid'; publicKey: string | null; message: string };

/** Everything the ctxpkg rules look at, computed once per file. */
export interface CtxpkgContext {
  file: string;
  options: CtxpkgLoadOptions;
  /** Why the file could not be read at all (missing, too large, a FIFO), or null. */
  readError: string | null;
  bytes: Buffer | null;
  /** BOM or invalid UTF-8, or null. */
  encodingProblem: string | null;
  jsonError: { message: string; line?: number; column?: number } | null;
  /**
   * Text JSON.parse read but LeanCTX's reader (serde_json) refuses, so LeanCTX calls the file
   * "not valid JSON" (a number it makes infinity, a lone surrogate escape, nesting too deep):
   * the first one, with its JSON pointer and line and column; or null.
   */
  serdeProblem: { pointer: string; message: string; line: number; column: number } | null;
  /** The parsed document (when it parsed). */
  document: unknown;
  /** The document compacted (whitespace outside strings removed), once it parsed. */
  compact: CompactDocument | null;
  /** Top-level members in source order (ranges in `compact`), or null when the document is not an object. */
  members: CompactMember[] | null;
  manifestValue: unknown;
  /** The manifest, when it passed every structural check. */
  manifest: Manifest | null;
  /**
   * The manifest's numbers as written, by JSON pointer below `/manifest` (JSON.parse rounds an
   * integer past 2^53: messages quote these), or null when the manifest was not scanned.
   */
  manifestNumbers: ReadonlyMap<string, string> | null;
  manifestProblems: ManifestProblem[];
  /** The `content` value (the first top-level member of that name, as LeanCTX hashes it). */
  content: unknown;
  canonical: CanonicalContent | null;
  signature: SignatureState;
  locate(pointer: string): Location;
}

export async function loadCtxpkg(file: string, options: CtxpkgLoadOptions = {}): Promise<CtxpkgContext> {
  try {
    return loadCtxpkgBytes(file, await readFileLimited(file, MAX_PACKAGE_BYTES), options);
  } catch (err) {
    const ctx = emptyContext(file, options);
    ctx.readError = err instanceof PackwrightError ? err.message.replace(`${file}: `, '') : describeFsError(err, file).replace(`${file}: `, '');
    return ctx;
  }
}

function emptyContext(file: string, options: CtxpkgLoadOptions): CtxpkgContext {
  return {
    file, options, readError: null, bytes: null, encodingProblem: null, jsonError: null, serdeProblem: null, document: undefined, compact: null, members: null,
    manifestValue: undefined, manifest: null, manifestNumbers: null, manifestProblems: [], content: undefined, canonical: null, signature: { status: 'none' }, locate: () => ({}),
  };
}

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** Loads a package from its bytes (a file, or an envelope's payload). */
export function loadCtxpkgBytes(file: string, bytes: Buffer, options: CtxpkgLoadOptions = {}): CtxpkgContext {
  const ctx = emptyContext(file, options);
  ctx.bytes = bytes;
  if (bytes.length > MAX_PACKAGE_BYTES) {
    ctx.readError = `${bytes.length} bytes is over the limit of ${MAX_PACKAGE_BYTES} bytes`;
    return ctx;
  }
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) ctx.encodingProblem = 'starts with a UTF-8 byte order mark (LeanCTX rejects it)';
  else if (!isUtf8(bytes)) ctx.encodingProblem = `is ${decodeUtf8(bytes).problem ?? 'not valid UTF-8'}`;
  if (ctx.encodingProblem) return ctx;
  ctx.locate = (pointer) => lineColumnOfOffset(bytes, locatePointerOffset(bytes, pointer));

  try {
    ctx.document = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    const message = (err as Error).message;
    const pos = /position (\d+)/.exec(message);
    const clean = message.replace(/\s*in JSON at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)$/, '');
    // V8 counts UTF-16 units; for the line and column we need a byte offset.
    const offset = pos ? Buffer.byteLength(utf8.decode(bytes).slice(0, Number(pos[1]))) : null;
    ctx.jsonError = offset === null ? { message: clean } : { message: clean, ...lineColumnOfOffset(bytes, offset) };
    return ctx;
  }
  ctx.compact = compactDocument(bytes);
  const fault = ctx.compact.fault;
  if (fault) ctx.serdeProblem = describeSerdeFault(bytes, fault);
  ctx.members = ctx.compact.members;
  if (!ctx.members) return ctx;
  if (ctx.members.some((m) => m.key === 'manifest')) {
    // Parsed once with the whole document (a duplicate member is an error of its own).
    ctx.manifestValue = (ctx.document as Record<string, unknown>).manifest;
    // LeanCTX reads the manifest into structs, where a repeated field is an error (JSON.parse
    // would quietly keep the last one), and an integer field refuses a float such as `1.0`
    // (JSON.parse makes it 1): both need the text, so one scan looks at both.
    const member = ctx.members.find((m) => m.key === 'manifest')!;
    const numbers = new Map<string, string>();
    const repeated = findJsonFault(ctx.compact.compact.toString('utf8', member.valueStart, member.valueEnd), { uniqueKeys: true, numbers }).message;
    if (!repeated) ctx.manifestNumbers = numbers;
    ctx.manifestProblems = checkManifest(ctx.manifestValue, repeated ? undefined : numbers);
    if (repeated) ctx.manifestProblems.unshift({ pointer: '', message: `manifest has a ${repeated}: LeanCTX refuses a repeated field` });
    if (ctx.manifestProblems.length === 0) ctx.manifest = ctx.manifestValue as Manifest;
  }
  if (ctx.members.some((m) => m.key === 'content')) {
    ctx.content = (ctx.document as Record<string, unknown>).content;
    ctx.canonical = canonicalContent(ctx.compact);
  }
  if (ctx.manifest) ctx.signature = checkSignature(ctx.manifest, options);
  return ctx;
}

function checkSignature(manifest: Manifest, options: CtxpkgLoadOptions): SignatureState {
  const sig = manifest.signature;
  if (!sig) return { status: 'none' };
  if (sig.algorithm !== 'ed25519') return { status: 'invalid', publicKey: null, message: `signature algorithm ${JSON.stringify(sig.algorithm)} is not supported (only ed25519)` };
  const pk = decodeHex(sig.public_key, PUBLIC_KEY_BYTES, { lowercaseOnly: true });
  if ('problem' in pk) return { status: 'invalid', publicKey: null, message: `signature.public_key is ${pk.problem}` };
  const value = decodeHex(sig.value, SIGNATURE_BYTES, { lowercaseOnly: true });
  if ('problem' in value) return { status: 'invalid', publicKey: sig.public_key, message: `signature.value is ${value.problem}` };
  if (options.publicKey !== undefined) {
    const want = Buffer.from(options.publicKey.toLowerCase(), 'hex');
    if (want.length !== PUBLIC_KEY_BYTES || !timingSafeEqual(want, pk.bytes)) return { status: 'invalid', publicKey: sig.public_key, message: `signed with public key ${sig.public_key}, not the expected ${options.publicKey.toLowerCase()}` };
  }
  const message = signingMessage(manifest.name, manifest.version, manifest.integrity.sha256);
  if (!verifyEd25519(pk.bytes, message, value.bytes)) return { status: 'invalid', publicKey: sig.public_key, message: 'signature does not verify: the package was changed after signing, or signed with another key' };
  return { status: 'valid', publicKey: sig.public_key };
}

/** The expected `integrity.sha256` given the recomputed content hash. */
export function expectedPackageHash(ctx: CtxpkgContext): string | null {
  if (!ctx.manifest || !ctx.canonical) return null;
  return packageHash(ctx.manifest.name, ctx.manifest.version, ctx.canonical.contentHash);
}
