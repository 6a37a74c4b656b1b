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
  pattern: /^[ \t]*(?:\/\/[^\s=]*?:)?(?:_authToken|_auth|_password|password|npmAuthToken|npmAuthIdent)[ \t]*[=:][ \t]*["']?([^\s"'$%{][^\s"']*)/gim,
  isPlaceholder: (m) => looksLikePlaceholder(m[1] ?? ''),
};
