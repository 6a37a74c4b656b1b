import { quoteEscaped } from '../../core/show-name.js';
import { skillNameProblem } from '../../core/agent-skills.js';
import { DOCS, type SkillRule } from './types.js';
import { notAStringBecause } from './yaml-value.js';

export const skillName: SkillRule = {
  meta: { id: 'skill-name', severity: 'error', description: 'name: 1–64 characters of a-z, 0-9 and "-", no leading, trailing or double "-"', docs: DOCS },
  check(ctx, report) {
    if (!ctx.frontmatter) return;
    const name = ctx.frontmatter.name;
    if (name === undefined) {
      report('name is required and must be a non-empty string', ctx.file, ctx.locate('name'));
    } else if (typeof name !== 'string') {
      report(`name must be a string${notAStringBecause(name, ctx.scalar('name'))}`, ctx.file, ctx.locate('name'));
    } else {
      const problem = skillNameProblem(name);
      if (problem) report(`name ${problem} (got ${quoteEscaped(name)})`, ctx.file, ctx.locate('name'));
    }
  },
};
