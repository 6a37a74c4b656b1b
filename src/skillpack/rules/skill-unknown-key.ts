import { KNOWN_SKILL_KEYS } from '../../core/agent-skills.js';
import { quoteEscaped } from '../../core/show-name.js';
import { DOCS, type SkillRule } from './types.js';


export const skillUnknownKey: SkillRule = {
  meta: { id: 'skill-unknown-key', severity: 'warning', description: 'frontmatter keys outside the Agent Skills spec (e.g. Claude Code\'s model, hooks, context)', docs: DOCS },
  check(ctx, report) {
    for (const key of Object.keys(ctx.frontmatter ?? {})) {
      if (!KNOWN_SKILL_KEYS.includes(key)) report(`unknown frontmatter key ${quoteEscaped(key)} (the Agent Skills spec knows ${KNOWN_SKILL_KEYS.join(', ')})`, ctx.file, ctx.locate(key));
    }
  },
};
