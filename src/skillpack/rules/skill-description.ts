import { skillDescriptionProblem } from '../../core/agent-skills.js';
import { DOCS, type SkillRule } from './types.js';

export const skillDescription: SkillRule = {
  meta: { id: 'skill-description', severity: 'error', description: 'description: a non-empty string of at most 1024 characters', docs: DOCS },
  check(ctx, report) {
    if (!ctx.frontmatter) return;
    const problem = skillDescriptionProblem(ctx.frontmatter.description, ctx.scalar('description'));
    if (problem) report(`description ${problem}`, ctx.file, ctx.locate('description'));
  },
};
