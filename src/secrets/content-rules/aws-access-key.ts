import { DOCS, looksLikePlaceholder, type ContentRule } from './types.js';

/** An AWS access key id: AKIA (long-term) or ASIA (temporary) and 16 upper-case letters or digits. */
export const awsAccessKey: ContentRule = {
  meta: { id: 'aws-access-key', severity: 'error', description: 'an AWS access key id (AKIA…, ASIA…)', docs: DOCS },
  keywords: ['AKIA', 'ASIA'],
  what: 'an AWS access key id',
  pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  isPlaceholder: (m) => looksLikePlaceholder(m[0]),
};
