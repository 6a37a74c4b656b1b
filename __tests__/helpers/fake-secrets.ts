import { generateKeyPairSync, randomInt } from 'node:crypto';
import { looksLikePlaceholder } from '../../src/secrets/content-rules/types.js';

/**
 * Secrets made at test time. No token or key is ever written into this repository: prefixes
 * are split and joined at run time, bodies are random, and keys come from generateKeyPairSync.
 */
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALNUM = UPPER + LOWER + DIGITS;

/**
 * Random characters of one alphabet, drawn again in the rare case they look like a placeholder
 * (`DUMMY`, `XXXXX`, eight of one character), which the rules rightly pass: 60,000 planted AWS
 * key ids held one such about once in forty runs, and the test that planted them failed.
 */
export function randomString(alphabet: string, n: number): string {
  for (;;) {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[randomInt(alphabet.length)];
    if (!looksLikePlaceholder(s)) return s;
  }
}

/**
 * Random base62 with at least one upper, lower and digit (as real tokens have), drawn again in
 * the rare case it looks like a placeholder (`xxxxx`, eight of one character), which the rules
 * rightly pass: a test planting it would then fail about once in ten million runs.
 */
function mixed(n: number): string {
  for (;;) {
    const s = randomString(UPPER, 1) + randomString(LOWER, 1) + randomString(DIGITS, 1) + randomString(ALNUM, n - 3);
    if (!looksLikePlaceholder(s)) return s;
  }
}

const j = (...parts: string[]) => parts.join('');

export const fakeSecret = {
  aws: () => j('AK', 'IA', randomString(UPPER + DIGITS, 16)),
  awsTemporary: () => j('AS', 'IA', randomString(UPPER + DIGITS, 16)),
  github: () => j('gh', 'p_', mixed(36)),
  githubFineGrained: () => j('github', '_pat_', mixed(22), '_', mixed(59)),
  gitlab: () => j('gl', 'pat-', mixed(20)),
  slack: () => j('xo', 'xb-', randomString(DIGITS, 12), '-', randomString(DIGITS, 13), '-', mixed(24)),
  slackWebhook: () => j('https://hooks.', 'slack.com/services/T', randomString(UPPER + DIGITS, 9), '/B', randomString(UPPER + DIGITS, 9), '/', mixed(24)),
  openai: () => j('sk', '-proj-', mixed(40), 'T3Blbk', 'FJ', mixed(40)),
  openaiLegacy: () => j('sk', '-', mixed(20), 'T3Blbk', 'FJ', mixed(20)),
  anthropic: () => j('sk', '-ant-api03-', mixed(93), 'AA'),
  stripe: () => j('sk', '_live_', mixed(24)),
  npm: () => j('np', 'm_', mixed(36)),
  pypi: () => j('py', 'pi-AgEIcHlwaS5vcmc', mixed(60)),
};

export function rsaPrivateKeyPem(format: 'pkcs8' | 'pkcs1' = 'pkcs8'): string {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    privateKeyEncoding: { type: format, format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return privateKey;
}

export function ed25519PrivateKeyPem(): string {
  const { privateKey } = generateKeyPairSync('ed25519', {
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return privateKey;
}

export function encryptedPrivateKeyPem(): string {
  const { privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'sec1', format: 'pem', cipher: 'aes-128-cbc', passphrase: 'pw' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return privateKey;
}
