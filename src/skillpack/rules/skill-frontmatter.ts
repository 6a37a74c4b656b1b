import { skillLicenseProblem } from '../../core/agent-skills.js';
import { DOCS, type SkillRule } from './types.js';

export const skillFrontmatter: SkillRule = {
  meta: { id: 'skill-frontmatter', severity: 'error', description: 'SKILL.md is UTF-8 and starts with a YAML frontmatter mapping; license, when present, is a string (a license name, or a license file in the skill)', docs: DOCS },
  check(ctx, report) {
    if (ctx.problem) report(ctx.problem, ctx.file, ctx.problemAt ?? { line: 1 });
    // license has no rule of its own: the Agent Skills spec asks only that it be a string.
    if (ctx.frontmatter && 'license' in ctx.frontmatter) {
      const problem = skillLicenseProblem(ctx.frontmatter.license, ctx.scalar('license'));
      if (problem) report(`license ${problem}`, ctx.file, ctx.locate('license'));
    }
  },
};
