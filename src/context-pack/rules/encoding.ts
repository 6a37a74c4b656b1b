import { DOCS, type ContextPackRule } from './types.js';

export const encoding: ContextPackRule = {
  meta: { id: 'encoding', severity: 'error', description: 'pack.json and Markdown files are UTF-8 without a byte order mark', docs: DOCS },
  check(ctx, report) {
    if (ctx.manifestDecoded?.problem) report(`pack.json ${ctx.manifestDecoded.problem}`, ctx.manifestPath, { line: 1, column: 1 });
    for (const md of ctx.markdown) {
      if (md.decoded?.problem) report(`${md.rel} ${md.decoded.problem}`, md.abs, { line: 1, column: 1 });
      if (md.skipped) report(`${md.rel} was not checked: ${md.skipped}`, md.abs);
    }
  },
};
