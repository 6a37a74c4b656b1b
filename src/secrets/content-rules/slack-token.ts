import { DOCS, looksLikePlaceholder, type ContentRule } from './types.js';

/**
 * Slack tokens: xoxb-, xoxp-, xoxa-, xoxr- with numeric workspace parts, then the secret; and
 * the tokens of an app with token rotation on, which have one digit where those parts were: the
 * access token `xoxe.xoxb-1-…` / `xoxe.xoxp-1-…` and its refresh token `xoxe-1-…`, each with
 * more than a hundred letters and digits after it.
 */
export const slackToken: ContentRule = {
  meta: { id: 'slack-token', severity: 'error', description: 'a Slack token (xoxb-…, xoxp-…, xoxa-…, xoxr-…, rotating xoxe-…)', docs: DOCS },
  keywords: ['xoxa-', 'xoxb-', 'xoxp-', 'xoxr-', 'xoxe-'],
  what: 'a Slack token',
  pattern: /\bxox[abpr]-[0-9]{6,}-[0-9A-Za-z-]{10,}|\bxox[bpe]-[0-9]-[0-9A-Za-z]{100,}/g,
  isPlaceholder: (m) => looksLikePlaceholder(m[0]),
};
