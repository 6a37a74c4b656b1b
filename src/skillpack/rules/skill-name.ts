import { DOCS, type SkillRule } from './types.js';

/** Agent Skills: 1–64 of a-z, 0-9 and "-", no leading, trailing or double "-". */
export function skillNameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || name === '') return 'is required and must be a non-empty string';
  if (name.length > 64) return `is ${name.length} characters; at most 64`;
  if (!/^[a-z0-9-]+$/.test(name)) return 'may contain only lowercase letters a-z, digits and "-"';
  if (name.startsWith('-') || name.endsWith('-')) return 'must not start or end with "-"';
  if (name.includes('--')) return 'must not contain "--"';
  return null;
}

export const skillName: SkillRule = {
  meta: { id: 'skill-name', severity: 'error', description: 'name: 1–64 characters of a-z, 0-9 and "-", no leading, trailing or double "-"', docs: `${DOCS}#skill-name` },
  check(ctx, report) {
    if (!ctx.frontmatter) return;
    const problem = skillNameProblem(ctx.frontmatter.name);
    if (problem) report(`name ${problem}${typeof ctx.frontmatter.name === 'string' ? ` (got "${ctx.frontmatter.name}")` : ''}`, ctx.file, ctx.locate('name'));
  },
};
