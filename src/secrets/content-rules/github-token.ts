import { DOCS, looksLikePlaceholder, type ContentRule } from './types.js';

/** GitHub tokens: classic (ghp_, gho_, ghu_, ghs_, ghr_ and 36 characters) and fine-grained (github_pat_). */
export const githubToken: ContentRule = {
  meta: { id: 'github-token', severity: 'error', description: 'a GitHub token (ghp_…, gho_…, ghu_…, ghs_…, ghr_…, github_pat_…)', docs: DOCS },
  keywords: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
  what: 'a GitHub token',
  pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})\b/g,
  isPlaceholder: (m) => looksLikePlaceholder(m[0]),
};
