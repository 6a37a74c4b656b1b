import { DOCS, type SkillRule } from './types.js';

export const skillCompatibility: SkillRule = {
  meta: { id: 'skill-compatibility', severity: 'error', description: 'compatibility, when present, is a string of at most 500 characters', docs: `${DOCS}#skill-compatibility` },
  check(ctx, report) {
    if (!ctx.frontmatter || !('compatibility' in ctx.frontmatter)) return;
    const c = ctx.frontmatter.compatibility;
    if (typeof c !== 'string' || c === '') report('compatibility must be a non-empty string', ctx.file, ctx.locate('compatibility'));
    else if ([...c].length > 500) report(`compatibility is ${[...c].length} characters; at most 500`, ctx.file, ctx.locate('compatibility'));
  },
};
