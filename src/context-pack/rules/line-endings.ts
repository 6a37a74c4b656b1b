import { DOCS, type ContextPackRule } from './types.js';

export const lineEndings: ContextPackRule = {
  meta: { id: 'line-endings', severity: 'error', description: 'files use LF line endings, not CRLF', docs: DOCS },
  check(ctx, report) {
    const text = ctx.manifestDecoded?.text;
    const cr = text?.indexOf('\r\n') ?? -1;
    if (text && cr !== -1) report('pack.json uses CRLF line endings; the spec asks for LF', ctx.manifestPath, { line: text.slice(0, cr).split('\n').length });
    for (const md of ctx.markdown) {
      if (md.crlf) report(`${md.rel} uses CRLF line endings; the spec asks for LF`, md.abs, { line: md.crlf.line });
    }
  },
};
