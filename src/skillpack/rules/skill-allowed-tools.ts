import { DOCS, type SkillRule } from './types.js';
import { notAStringBecause } from './yaml-value.js';

export const skillAllowedTools: SkillRule = {
  meta: { id: 'skill-allowed-tools', severity: 'error', description: 'allowed-tools, when present, is one space-separated string', docs: DOCS },
  check(ctx, report) {
    if (!ctx.frontmatter || !('allowed-tools' in ctx.frontmatter)) return;
    const v = ctx.frontmatter['allowed-tools'];
    if (Array.isArray(v)) report('allowed-tools must be a space-separated string, not a YAML list (write: allowed-tools: Read Grep)', ctx.file, ctx.locate('allowed-tools'));
    else if (typeof v !== 'string') report(`allowed-tools must be a space-separated string${notAStringBecause(v, ctx.scalar('allowed-tools'))}`, ctx.file, ctx.locate('allowed-tools'));
    else if (v.trim() === '') report('allowed-tools must be a non-empty space-separated string', ctx.file, ctx.locate('allowed-tools'));
  },
};
