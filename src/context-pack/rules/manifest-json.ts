import { valueKind } from '../names.js';
import { DOCS, type ContextPackRule } from './types.js';

export const manifestJson: ContextPackRule = {
  meta: { id: 'manifest-json', severity: 'error', description: 'pack.json exists and parses as a JSON object, with no key repeated', docs: DOCS },
  check(ctx, report) {
    if (ctx.manifestReadError) return report(`pack.json cannot be read: ${ctx.manifestReadError.replace(`${ctx.manifestPath}: `, '')}`, ctx.manifestPath);
    const err = ctx.manifestJson?.error;
    if (err?.duplicateKey) return report(`pack.json repeats a key (${err.message}): JSON readers differ on which value counts, so keep one`, ctx.manifestPath, { line: err.line, column: err.column });
    if (err) return report(`pack.json is not valid JSON: ${err.message}`, ctx.manifestPath, { line: err.line, column: err.column });
    if (ctx.manifestJson && !ctx.manifest) report(`pack.json must contain a JSON object at the top level, not ${valueKind(ctx.manifestJson.value)}`, ctx.manifestPath, { line: 1, column: 1 });
  },
};
