import { quoteEscaped } from '../../core/show-name.js';
import { skillNameProblem } from '../../core/agent-skills.js';
import { DOCS, type SkillRule } from './types.js';

export const skillName: SkillRule = {
  meta: { id: 'skill-name', severity: 'error', description: 'name: 1–64 characters of a-z, 0-9 and "-", no leading, trailing or double "-"', docs: DOCS },
  check(ctx, report) {
    if (!ctx.frontmatter) return;
    const name = ctx.frontmatter.name;
    const problem = skillNameProblem(name, ctx.scalar('name'));
    if (problem) report(`name ${problem}${typeof name === 'string' ? ` (got ${quoteEscaped(name)})` : ''}`, ctx.file, ctx.locate('name'));
  },
};
