import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

/**
 * Ed25519 with raw 32-byte keys (LeanCTX stores a 32-byte seed as 64 hex characters and
 * writes public keys and signatures as hex). Node's crypto takes keys as DER, so the raw
 * bytes are wrapped in the fixed PKCS#8 / SPKI prefixes of RFC 8410.
 */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export const SEED_BYTES = 32;
export const PUBLIC_KEY_BYTES = 32;
export const SIGNATURE_BYTES = 64;

function privateKeyOf(seed: Uint8Array): KeyObject {
  if (seed.length !== SEED_BYTES) throw new RangeError(`an Ed25519 private key is ${SEED_BYTES} bytes, not ${seed.length}`);
  return createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

function publicKeyOf(raw: Uint8Array): KeyObject {
  if (raw.length !== PUBLIC_KEY_BYTES) throw new RangeError(`an Ed25519 public key is ${PUBLIC_KEY_BYTES} bytes, not ${raw.length}`);
  return createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}

/** The raw public key of a seed. */
export function publicKeyFromSeed(seed: Uint8Array): Buffer {
  const der = createPublicKey(privateKeyOf(seed)).export({ format: 'der', type: 'spki' });
  return der.subarray(der.length - PUBLIC_KEY_BYTES);
}

export function signEd25519(seed: Uint8Array, message: Uint8Array): Buffer {
  return sign(null, message, privateKeyOf(seed));
}

/** False for a wrong signature and for a public key that is not a valid curve point. */
export function verifyEd25519(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  if (signature.length !== SIGNATURE_BYTES) return false;
  try {
    return verify(null, message, publicKeyOf(publicKey), signature);
  } catch {
    return false;
  }
}

/** A fresh random seed from the OS's CSPRNG. */
export function generateSeed(): Buffer {
  const der = generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' });
  return Buffer.from(der.subarray(der.length - SEED_BYTES));
}

/** Decodes hex of an exact byte length; returns the reason instead of throwing. */
export function decodeHex(value: string, bytes: number, options: { lowercaseOnly?: boolean } = {}): { bytes: Buffer } | { problem: string } {
  if (value.length % 2 !== 0) return { problem: `odd-length hex (${value.length} characters)` };
  if (!/^[0-9a-fA-F]*$/.test(value)) return { problem: 'not hex' };
  if (options.lowercaseOnly && /[A-F]/.test(value)) return { problem: 'uppercase hex (write lowercase)' };
  if (value.length !== bytes * 2) return { problem: `${value.length / 2} bytes, expected ${bytes} (${bytes * 2} hex characters)` };
  return { bytes: Buffer.from(value, 'hex') };
}
