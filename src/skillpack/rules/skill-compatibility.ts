import { SKILL_COMPATIBILITY_MAX } from '../../core/agent-skills.js';
import { DOCS, type SkillRule } from './types.js';
import { notAStringBecause } from './yaml-value.js';

export const skillCompatibility: SkillRule = {
  meta: { id: 'skill-compatibility', severity: 'error', description: 'compatibility, when present, is a string of at most 500 characters', docs: DOCS },
  check(ctx, report) {
    if (!ctx.frontmatter || !('compatibility' in ctx.frontmatter)) return;
    const c = ctx.frontmatter.compatibility;
    if (typeof c !== 'string') report(`compatibility must be a string${notAStringBecause(c, ctx.scalar('compatibility'))}`, ctx.file, ctx.locate('compatibility'));
    else if (c === '') report('compatibility must be a non-empty string', ctx.file, ctx.locate('compatibility'));
    else if ([...c].length > SKILL_COMPATIBILITY_MAX) report(`compatibility is ${[...c].length} characters; at most ${SKILL_COMPATIBILITY_MAX}`, ctx.file, ctx.locate('compatibility'));
  },
};
