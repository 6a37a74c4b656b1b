import { skillAllowedToolsProblem } from '../../core/agent-skills.js';
import { DOCS, type SkillRule } from './types.js';

export const skillAllowedTools: SkillRule = {
  meta: { id: 'skill-allowed-tools', severity: 'error', description: 'allowed-tools, when present, is one space-separated string', docs: DOCS },
  check(ctx, report) {
    if (!ctx.frontmatter || !('allowed-tools' in ctx.frontmatter)) return;
    const problem = skillAllowedToolsProblem(ctx.frontmatter['allowed-tools'], ctx.scalar('allowed-tools'));
    if (problem) report(`allowed-tools ${problem}`, ctx.file, ctx.locate('allowed-tools'));
  },
};
