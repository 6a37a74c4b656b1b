import { DOCS, looksLikePlaceholder, type ContentRule } from './types.js';

/**
 * An npm access token: npm_ and 36 letters and digits. Identifiers such as
 * `npm_config_…` have underscores; a long camel-case name has no digit, so one is required.
 */
export const npmToken: ContentRule = {
  meta: { id: 'npm-token', severity: 'error', description: 'an npm access token (npm_…)', docs: DOCS },
  keywords: ['npm_'],
  what: 'an npm access token',
  pattern: /\bnpm_[A-Za-z0-9]{36}\b/g,
  isPlaceholder: (m) => !/[0-9]/.test(m[0].slice(4)) || !/[a-z]/.test(m[0].slice(4)) || !/[A-Z]/.test(m[0].slice(4)) || looksLikePlaceholder(m[0]),
};
