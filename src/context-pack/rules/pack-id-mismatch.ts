import { frontmatterKeyLocation, frontmatterStringProblem } from '../frontmatter.js';
import { DOCS, type ContextPackRule } from './types.js';

export const packIdMismatch: ContextPackRule = {
  meta: { id: 'pack-id-mismatch', severity: 'error', description: 'each file\'s frontmatter pack_id is a string equal to pack.json pack_id', docs: DOCS },
  check(ctx, report) {
    const expected = ctx.manifest?.pack_id;
    if (typeof expected !== 'string') return;
    for (const md of ctx.markdown) {
      const problem = frontmatterStringProblem(md, 'pack_id', expected);
      if (problem) report(problem, md.abs, frontmatterKeyLocation(md, 'pack_id'));
    }
  },
};
