import { DOCS, looksLikePlaceholder, type ContentRule } from './types.js';

/**
 * A Google API key (Maps, Cloud, a Firebase web config's apiKey): AIza and 35 characters of
 * base64url, the whole run of such characters: one inside a longer run (a base64url blob, an
 * identifier) is not a key. `\b` would not do on the right, where a key may end in `-`.
 */
export const googleApiKey: ContentRule = {
  meta: { id: 'google-api-key', severity: 'error', description: 'a Google API key (AIza…)', docs: DOCS },
  keywords: ['AIza'],
  what: 'a Google API key',
  pattern: /(?<![0-9A-Za-z_-])AIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g,
  isPlaceholder: (m) => looksLikePlaceholder(m[0]),
};
