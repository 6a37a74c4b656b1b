import { SKILL_DESCRIPTION_MAX } from '../../core/agent-skills.js';
import { DOCS, type SkillRule } from './types.js';
import { notAStringBecause } from './yaml-value.js';

export const skillDescription: SkillRule = {
  meta: { id: 'skill-description', severity: 'error', description: 'description: a non-empty string of at most 1024 characters', docs: DOCS },
  check(ctx, report) {
    if (!ctx.frontmatter) return;
    const d = ctx.frontmatter.description;
    if (d === undefined) report('description is required and must be a non-empty string', ctx.file, ctx.locate('description'));
    else if (typeof d !== 'string') report(`description must be a string${notAStringBecause(d, ctx.scalar('description'))}`, ctx.file, ctx.locate('description'));
    else if (d.trim() === '') report('description must not be empty: say what the skill does and when to use it', ctx.file, ctx.locate('description'));
    else if ([...d].length > SKILL_DESCRIPTION_MAX) report(`description is ${[...d].length} characters; at most ${SKILL_DESCRIPTION_MAX}`, ctx.file, ctx.locate('description'));
  },
};
