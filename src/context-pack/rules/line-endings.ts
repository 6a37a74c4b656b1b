import type { BadLineEnding } from '../load.js';
import { DOCS, type ContextPackRule } from './types.js';

const describe = (e: BadLineEnding): string => (e.ending === 'CRLF' ? 'CRLF line endings' : 'CR line endings (a carriage return without a line feed)');

export const lineEndings: ContextPackRule = {
  meta: { id: 'line-endings', severity: 'error', description: 'files use LF line endings, not CRLF or a lone CR', docs: DOCS },
  check(ctx, report) {
    const manifest = ctx.manifestBadLineEnding;
    if (manifest) report(`pack.json uses ${describe(manifest)}; the spec asks for LF`, ctx.manifestPath, { line: manifest.line });
    for (const md of ctx.markdown) {
      if (md.badLineEnding) report(`${md.rel} uses ${describe(md.badLineEnding)}; the spec asks for LF`, md.abs, { line: md.badLineEnding.line });
    }
  },
};
