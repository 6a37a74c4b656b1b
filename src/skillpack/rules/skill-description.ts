import { DOCS, type SkillRule } from './types.js';

export const skillDescription: SkillRule = {
  meta: { id: 'skill-description', severity: 'error', description: 'description: a non-empty string of at most 1024 characters', docs: `${DOCS}#skill-description` },
  check(ctx, report) {
    if (!ctx.frontmatter) return;
    const d = ctx.frontmatter.description;
    if (typeof d !== 'string' || d.trim() === '') report('description is required and must be a non-empty string', ctx.file, ctx.locate('description'));
    else if ([...d].length > 1024) report(`description is ${[...d].length} characters; at most 1024`, ctx.file, ctx.locate('description'));
  },
};
