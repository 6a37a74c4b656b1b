import { DOCS, type ContentRule } from './types.js';

/** An Anthropic API key: sk-ant-api03-… or sk-ant-admin01-… and about 90 characters. */
export const anthropicKey: ContentRule = {
  meta: { id: 'anthropic-key', severity: 'error', description: 'an Anthropic API key (sk-ant-api…, sk-ant-admin…)', docs: DOCS },
  keywords: ['sk-ant-'],
  what: 'an Anthropic API key',
  pattern: /\bsk-ant-(?:api|admin)[0-9]{2}-[A-Za-z0-9_-]{80}[A-Za-z0-9_-]*/g,
};
