import { skillCompatibilityProblem } from '../../core/agent-skills.js';
import { DOCS, type SkillRule } from './types.js';

export const skillCompatibility: SkillRule = {
  meta: { id: 'skill-compatibility', severity: 'error', description: 'compatibility, when present, is a string of at most 500 characters', docs: DOCS },
  check(ctx, report) {
    if (!ctx.frontmatter || !('compatibility' in ctx.frontmatter)) return;
    const problem = skillCompatibilityProblem(ctx.frontmatter.compatibility, ctx.scalar('compatibility'));
    if (problem) report(`compatibility ${problem}`, ctx.file, ctx.locate('compatibility'));
  },
};
