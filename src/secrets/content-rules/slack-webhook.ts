import { DOCS, looksLikePlaceholder, type ContentRule } from './types.js';

/** A Slack incoming-webhook URL: anyone holding it can post to the channel. */
export const slackWebhook: ContentRule = {
  meta: { id: 'slack-webhook', severity: 'error', description: 'a Slack incoming-webhook URL', docs: DOCS },
  keywords: ['hooks.slack.com/'],
  what: 'a Slack webhook URL',
  pattern: /hooks\.slack\.com\/(?:services|workflows)\/T[A-Z0-9]{6}[A-Z0-9]*\/[AB][A-Z0-9]{6}[A-Z0-9]*\/[A-Za-z0-9]{20}[A-Za-z0-9]*/g,
  isPlaceholder: (m) => looksLikePlaceholder(m[0]),
};
