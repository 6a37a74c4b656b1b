import { DOCS, type ContextPackRule } from './types.js';

/** The spec's advice on how many `##` sections each file should have. */
const RANGES: Record<string, [number, number, string]> = {
  'skills.md': [3, 12, 'skills'],
  'prompts.md': [3, 8, 'prompts'],
};

export const sectionCount: ContextPackRule = {
  meta: { id: 'section-count', severity: 'warning', description: 'skills.md has 3–12 skills and prompts.md 3–8 prompts', docs: DOCS },
  check(ctx, report) {
    for (const md of ctx.markdown) {
      const range = RANGES[md.rel];
      if (!range || !md.doc) continue;
      const sections = md.doc.headings.filter((h) => h.depth === 2);
      const n = sections.length;
      const [min, max, what] = range;
      if (n >= min && n <= max) continue;
      // Too many: the first section past the limit. Too few: the last section, or where the
      // first would go (after the frontmatter).
      const at = n > max ? sections[max] : sections[n - 1];
      const line = at ? at.position.line : (md.doc.frontmatter?.position.endLine ?? 0) + 1;
      report(`${md.rel} has ${n} ${what} (## sections); the spec asks for ${min}–${max}`, md.abs, { line, column: at ? at.position.column : 1 });
    }
  },
};
