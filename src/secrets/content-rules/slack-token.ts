import { DOCS, looksLikePlaceholder, type ContentRule } from './types.js';

/**
 * Slack tokens: xoxb-, xoxp-, xoxa-, xoxr- with numeric workspace parts, then the secret; and
 * the tokens of an app with token rotation on, which have one digit where those parts were: the
 * access token `xoxe.xoxb-1-…` / `xoxe.xoxp-1-…` and its refresh token `xoxe-1-…`, each with
 * more than a hundred letters and digits after it.
 *
 * A token starts a run of token characters (not after a letter, digit, `_` or `-`), unlike the
 * other rules' `\b`: the two forms take different characters, so a rotating token inside a
 * longer bot token's run would end before it, and whether it was found would hang on where
 * reading began (a regex resumes after its last match; a window may start inside the run).
 */
export const slackToken: ContentRule = {
  meta: { id: 'slack-token', severity: 'error', description: 'a Slack token (xoxb-…, xoxp-…, xoxa-…, xoxr-…, rotating xoxe-…)', docs: DOCS },
  keywords: ['xoxa-', 'xoxb-', 'xoxp-', 'xoxr-', 'xoxe-'],
  what: 'a Slack token',
  pattern: /(?<![A-Za-z0-9_-])(?:xox[abpr]-[0-9]{6}[0-9]*-[0-9A-Za-z-]{10}[0-9A-Za-z-]*|xox[bpe]-[0-9]-[0-9A-Za-z]{100}[0-9A-Za-z]*)/g,
  isPlaceholder: (m) => looksLikePlaceholder(m[0]),
};
