import { DOCS, type ContentRule } from './types.js';

/**
 * An OpenAI API key. Every format (legacy sk-…, sk-proj-…, sk-svcacct-…, sk-admin-…) carries
 * `T3BlbkFJ` (base64 of "OpenAI") in the middle, which makes the match certain.
 */
export const openaiKey: ContentRule = {
  meta: { id: 'openai-key', severity: 'error', description: 'an OpenAI API key (sk-…T3BlbkFJ…)', docs: DOCS },
  keywords: ['T3BlbkFJ'],
  what: 'an OpenAI API key',
  pattern: /\bsk-(?:(?:proj|svcacct|admin)-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}/g,
};
