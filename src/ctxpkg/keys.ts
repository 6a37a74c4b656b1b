import { readFileLimited } from '../core/read.js';
import { InvalidInputError, UsageError } from '../core/errors.js';
import { SEED_BYTES } from './ed25519.js';

/**
 * Private keys are LeanCTX's format: the 32-byte Ed25519 seed as 64 hex characters
 * (`keys/ctxpkg-ed25519.key`), surrounding whitespace ignored. Messages never echo the key.
 */
export function parseSeedHex(text: string, source: string): Buffer {
  const s = text.trim();
  if (s.length === 0) throw new InvalidInputError(`${source}: the Ed25519 private key is empty`);
  if (!/^[0-9a-fA-F]*$/.test(s)) throw new InvalidInputError(`${source}: the Ed25519 private key must be ${SEED_BYTES * 2} hex characters (a 32-byte seed); it contains other characters`);
  if (s.length !== SEED_BYTES * 2) throw new InvalidInputError(`${source}: the Ed25519 private key must be ${SEED_BYTES * 2} hex characters (a 32-byte seed), not ${s.length}`);
  return Buffer.from(s, 'hex');
}

export function seedFromEnv(env: NodeJS.ProcessEnv, variable: string): Buffer {
  const value = env[variable];
  if (value === undefined || value === '') throw new UsageError(`environment variable ${variable} is not set (it should hold the Ed25519 private key)`);
  return parseSeedHex(value, `environment variable ${variable}`);
}

export async function seedFromFile(file: string): Promise<Buffer> {
  return parseSeedHex((await readFileLimited(file, 4096)).toString('utf8'), file);
}

/** An HMAC secret: the variable's raw UTF-8 bytes, as LeanCTX keys the MAC. */
export function secretFromEnv(env: NodeJS.ProcessEnv, variable: string): Buffer {
  const value = env[variable];
  if (value === undefined || value === '') throw new UsageError(`environment variable ${variable} is not set (it should hold the HMAC secret)`);
  return Buffer.from(value, 'utf8');
}

/** Secrets shorter than this get a warning: HMAC-SHA256's key should be at least its output size. */
export const MIN_HMAC_SECRET_BYTES = 32;
