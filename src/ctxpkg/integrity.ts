import { sha256Hex } from '../core/hash.js';
import { compactDocument, type CompactDocument } from './json-text.js';

/** `integrity.sha256`: SHA-256 of the ASCII text `{name}:{version}:{content_hash}`. */
export function packageHash(name: string, version: string, contentHash: string): string {
  return sha256Hex(`${name}:${version}:${contentHash}`);
}

/** The Ed25519-signed message: the 64 hex characters of SHA-256(`ctxpkg-sign-v1:{name}:{version}:{sha256}`). */
export function signingMessage(name: string, version: string, sha256: string): Buffer {
  return Buffer.from(sha256Hex(`ctxpkg-sign-v1:${name}:${version}:${sha256}`), 'ascii');
}

export interface CanonicalContent {
  /** The compacted text of the first top-level `content` member. */
  canonical: Buffer;
  contentHash: string;
  byteSize: number;
}

/** Hash and size of canonical bytes. */
export function hashCanonical(canonical: Buffer): CanonicalContent {
  return { canonical, contentHash: sha256Hex(canonical), byteSize: canonical.length };
}

/** Canonical content of a package document: the first top-level `content` member, compacted. */
export function canonicalContent(doc: Uint8Array | CompactDocument): CanonicalContent | null {
  const scanned = doc instanceof Uint8Array ? compactDocument(doc) : doc;
  const content = scanned.members?.find((m) => m.key === 'content');
  if (!content) return null;
  return hashCanonical(scanned.compact.subarray(content.valueStart, content.valueEnd));
}
