import { frontmatterValue } from '../load.js';
import { DOCS, type ContextPackRule } from './types.js';

export const packIdMismatch: ContextPackRule = {
  meta: { id: 'pack-id-mismatch', severity: 'error', description: 'each file\'s frontmatter pack_id equals pack.json pack_id', docs: `${DOCS}#context-pack-rules` },
  check(ctx, report) {
    const expected = ctx.manifest?.pack_id;
    if (typeof expected !== 'string') return;
    for (const md of ctx.markdown) {
      const v = frontmatterValue(md, 'pack_id');
      if (v !== undefined && String(v) !== expected) report(`${md.rel}: frontmatter pack_id ${JSON.stringify(String(v))} does not match pack.json ${JSON.stringify(expected)}`, md.abs, { line: md.doc?.frontmatter?.position.line ?? 1, column: 1 });
    }
  },
};
