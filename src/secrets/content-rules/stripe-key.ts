import { DOCS, looksLikePlaceholder, type ContentRule } from './types.js';

/** A live Stripe secret or restricted key (test-mode keys, sk_test_, are not secrets). */
export const stripeKey: ContentRule = {
  meta: { id: 'stripe-key', severity: 'error', description: 'a live Stripe secret or restricted key (sk_live_…, rk_live_…)', docs: DOCS },
  keywords: ['sk_live_', 'rk_live_'],
  what: 'a live Stripe key',
  pattern: /\b[rs]k_live_[0-9A-Za-z]{20}[0-9A-Za-z]*\b/g,
  isPlaceholder: (m) => looksLikePlaceholder(m[0]),
};
