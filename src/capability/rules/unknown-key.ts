import { KNOWN_SKILL_KEYS } from '../../core/agent-skills.js';
import { quoteEscaped } from '../../core/show-name.js';
import { entryMapping } from './entry-frontmatter.js';
import { DOCS, type CapabilityPackRule } from './types.js';

/**
 * The spec (§4.3) defines name and description; a pack's SKILL.md is an Agent Skills file too
 * (INTEROP.md §2), whose keys are known as well. Anything else is a misspelling or a key of one
 * agent (Claude Code's model, hooks, context), which no host injects: a warning.
 */
export const capUnknownKey: CapabilityPackRule = {
  meta: { id: 'cap-unknown-key', severity: 'warning', description: `the entry doc's frontmatter holds only keys the capability pack spec or Agent Skills define (${KNOWN_SKILL_KEYS.join(', ')})`, docs: DOCS },
  check(ctx, report) {
    const entry = entryMapping(ctx);
    if (!entry) return;
    for (const key of Object.keys(entry.fm)) {
      if (KNOWN_SKILL_KEYS.includes(key)) continue;
      report(`${entry.doc} frontmatter key ${quoteEscaped(key)} is not one the capability pack spec or Agent Skills define (${KNOWN_SKILL_KEYS.join(', ')}): fix its spelling, or remove it if no agent you use reads it`, entry.file, entry.locate(key));
    }
  },
};
