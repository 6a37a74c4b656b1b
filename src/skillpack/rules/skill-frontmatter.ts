import { DOCS, type SkillRule } from './types.js';

export const skillFrontmatter: SkillRule = {
  meta: { id: 'skill-frontmatter', severity: 'error', description: 'SKILL.md is UTF-8 and starts with a YAML frontmatter mapping', docs: `${DOCS}#skill-frontmatter` },
  check(ctx, report) {
    if (ctx.problem) report(ctx.problem, ctx.file, ctx.problemAt ?? { line: 1 });
  },
};
