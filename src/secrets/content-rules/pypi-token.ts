import { DOCS, type ContentRule } from './types.js';

/** A PyPI upload token: a macaroon whose base64 starts by naming pypi.org. */
export const pypiToken: ContentRule = {
  meta: { id: 'pypi-token', severity: 'error', description: 'a PyPI upload token (pypi-AgEIcHlwaS5vcmc…)', docs: DOCS },
  keywords: ['pypi-AgEIcHlwaS5vcmc'],
  what: 'a PyPI upload token',
  pattern: /\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50}[A-Za-z0-9_-]*/g,
};
