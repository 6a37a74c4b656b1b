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
  // key of kilobytes), so the match takes only its first 256 characters, enough to tell a
  // placeholder; with a registry path of at most 500 (real ones are under 100) and at most 64
  // blanks in each gap, the whole match stays under MAX_MATCH_CHARS (scan-content.ts), past
  // which a match is no finding.
  pattern: /^[ \t]{0,64}(?:\/\/[^\s=]{0,500}?:)?(?:_authToken|_auth|_password|password|npmAuthToken|npmAuthIdent)[ \t]{0,64}[=:][ \t]{0,64}["']?([^\s"'$%{][^\s"']{0,255})/gim,
  isPlaceholder: (m) => looksLikePlaceholder(m[1] ?? ''),
};
