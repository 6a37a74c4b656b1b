import { DOCS, looksLikePlaceholder, type ContentRule } from './types.js';

/** A GitLab personal access token: glpat- and 20 or more characters. */
export const gitlabToken: ContentRule = {
  meta: { id: 'gitlab-token', severity: 'error', description: 'a GitLab personal access token (glpat-…)', docs: DOCS },
  keywords: ['glpat-'],
  what: 'a GitLab access token',
  pattern: /\bglpat-[0-9A-Za-z_-]{20}[0-9A-Za-z_-]*/g,
  isPlaceholder: (m) => looksLikePlaceholder(m[0]),
};
