import { DOCS, looksLikePlaceholder, type ContentRule } from './types.js';

const FILES = new Set(['.npmrc', '.yarnrc', '.yarnrc.yml', '.pypirc']);

/**
 * A package registry config with a literal credential: `_authToken=`, `_auth=`, `_password=`
 * in .npmrc, `npmAuthToken:` in .yarnrc.yml, `password =` in .pypirc. A value taken from the
 * environment (`${NPM_TOKEN}`, `$TOKEN`) is the safe way and passes.
 */
export const registryCredentials: ContentRule = {
  meta: { id: 'registry-credentials', severity: 'error', description: 'a token or password written into .npmrc, .yarnrc.yml or .pypirc', docs: DOCS },
  keywords: ['_auth', '_password', 'password', 'npmAuth'],
  what: 'a registry credential',
  appliesTo: (base) => FILES.has(base),
  // The value is a credential however long (`_password` can hold a base64 service-account
  // key of kilobytes), so only its first 256 characters are taken, enough to tell a
  // placeholder. The registry path before the key has no bound, as npm has none: a bound (it was
  // 500) let a longer path hide a token. The line is read in a lookahead from its start, so the
  // match is empty and the path counts for nothing against MAX_MATCH_CHARS (scan-content.ts),
  // a cap meant for runs that only start like a token; group 1 is what leads to the value,
  // group 2 the value. It is tried at line starts only and reads its line's path once (at each
  // `:` in it, one bounded try of a key), so a file costs linear time; checking back from each
  // key to its line's start instead cost minutes on a megabyte line of keys. The finding stays
  // where the line starts, as before.
  pattern: /^(?=([ \t]{0,64}(?:\/\/[^\s=]*?:)?(?:_authToken|_auth|_password|password|npmAuthToken|npmAuthIdent)[ \t]{0,64}[=:][ \t]{0,64}["']?)([^\s"'$%{][^\s"']{0,255}))/gim,
  isPlaceholder: (m) => looksLikePlaceholder(m[2] ?? ''),
};
