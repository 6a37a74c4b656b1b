import { skillAllowedToolsProblem, skillCompatibilityProblem, skillDescriptionProblem, skillMetadataProblems, skillNameProblem, suggestSkillName } from '../../core/agent-skills.js';
import { quoteEscaped, showPath } from '../../core/show-name.js';
import { DOCS, type CapabilityPackRule } from './types.js';

/**
 * The entry doc's frontmatter (spec §4.3), held to the Agent Skills limits (INTEROP.md §2:
 * capability packs use SKILL.md too). A pack that breaks them cannot be attached (§10), so a
 * host never injects a malformed name or a 200 KB description into every model call.
 */
export const capFrontmatter: CapabilityPackRule = {
  meta: { id: 'cap-frontmatter', severity: 'error', description: 'the entry doc starts with YAML frontmatter holding name and description by the Agent Skills rules (name: 1-64 of a-z 0-9 -; description: at most 1024 characters; compatibility, metadata, allowed-tools well-formed)', docs: DOCS },
  check(ctx, report) {
    const entry = ctx.entry;
    if (!entry?.decoded) return;
    const file = entry.abs;
    const doc = showPath(entry.rel);
    if (!entry.frontmatter) return report(`${doc} has no YAML frontmatter: start it with ---, then "name: …" and "description: what it does and when to use it", then ---`, file, { line: 1, column: 1 });
    const { value, error, line, locate } = entry.frontmatter;
    if (error) return report(`${doc} frontmatter is not valid YAML: ${error.message}`, file, { line: error.line, column: error.column });
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return report(`${doc} frontmatter must be a YAML mapping with name and description`, file, { line, column: 1 });
    const fm = value as Record<string, unknown>;
    for (const key of ['name', 'description'] as const) {
      const v = Object.hasOwn(fm, key) ? fm[key] : undefined;
      if (v === undefined) report(`${doc} frontmatter has no ${key}: add "${key}: ${key === 'name' ? 'my-pack' : 'what it does and when to use it'}"`, file, { line, column: 1 });
      else if (typeof v === 'string' && v.trim() === '') report(`${doc} frontmatter ${key} is empty: fill it in`, file, locate(key));
      else if (key === 'name') {
        const problem = skillNameProblem(v);
        const suggestion = problem && typeof v === 'string' ? suggestSkillName(v) : null;
        if (problem) report(`${doc} frontmatter name ${problem}${typeof v === 'string' ? ` (got ${quoteEscaped(v)})` : ''}${suggestion ? `: e.g. "${suggestion}"` : ''}`, file, locate(key));
      } else {
        const problem = skillDescriptionProblem(v);
        if (problem) report(`${doc} frontmatter description ${problem}${typeof v === 'string' ? ': it is sent with every model call; keep it to what the pack does and when to use it, and put the rest in the body' : ''}`, file, locate(key));
      }
    }
    if (Object.hasOwn(fm, 'compatibility')) {
      const problem = skillCompatibilityProblem(fm.compatibility);
      if (problem) report(`${doc} frontmatter compatibility ${problem}`, file, locate('compatibility'));
    }
    if (Object.hasOwn(fm, 'metadata')) {
      for (const p of skillMetadataProblems(fm.metadata)) {
        report(`${doc} frontmatter metadata${p.key !== undefined ? `.${showPath(p.key)}` : ''} ${p.message}`, file, p.key !== undefined ? locate('metadata', p.key) : locate('metadata'));
      }
    }
    if (Object.hasOwn(fm, 'allowed-tools')) {
      const problem = skillAllowedToolsProblem(fm['allowed-tools']);
      if (problem) report(`${doc} frontmatter allowed-tools ${problem}`, file, locate('allowed-tools'));
    }
  },
};
