import { DOCS, looksLikePlaceholder, type ContentRule } from './types.js';

/** Slack tokens (xoxb-, xoxp-, xoxa-, xoxr-): numeric workspace parts, then the secret. */
export const slackToken: ContentRule = {
  meta: { id: 'slack-token', severity: 'error', description: 'a Slack token (xoxb-…, xoxp-…, xoxa-…, xoxr-…)', docs: DOCS },
  keywords: ['xoxa-', 'xoxb-', 'xoxp-', 'xoxr-'],
  what: 'a Slack token',
  pattern: /\bxox[abpr]-[0-9]{6,}-[0-9A-Za-z-]{10,}/g,
  isPlaceholder: (m) => looksLikePlaceholder(m[0]),
};
