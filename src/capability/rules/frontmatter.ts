import { DOCS, type CapabilityPackRule } from './types.js';

export const capFrontmatter: CapabilityPackRule = {
  meta: { id: 'cap-frontmatter', severity: 'error', description: 'the entry doc starts with YAML frontmatter holding a non-empty name and description', docs: `${DOCS}#cap-frontmatter` },
  check(ctx, report) {
    const entry = ctx.entry;
    if (!entry?.decoded) return;
    const file = entry.abs;
    if (!entry.frontmatter) return report(`${entry.rel} has no YAML frontmatter: start it with ---, then "name: …" and "description: what it does and when to use it", then ---`, file, { line: 1, column: 1 });
    const { value, error, line } = entry.frontmatter;
    if (error) return report(`${entry.rel} frontmatter is not valid YAML: ${error.message}`, file, { line: error.line, column: error.column });
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return report(`${entry.rel} frontmatter must be a YAML mapping with name and description`, file, { line, column: 1 });
    const fm = value as Record<string, unknown>;
    for (const key of ['name', 'description'] as const) {
      const v = fm[key];
      if (v === undefined) report(`${entry.rel} frontmatter has no ${key}: add "${key}: ${key === 'name' ? 'my-pack' : 'what it does and when to use it'}"`, file, { line, column: 1 });
      else if (typeof v !== 'string') report(`${entry.rel} frontmatter ${key} must be a string, not ${Array.isArray(v) ? 'a list' : typeof v}: quote it`, file, { line, column: 1 });
      else if (v.trim() === '') report(`${entry.rel} frontmatter ${key} is empty: fill it in`, file, { line, column: 1 });
    }
  },
};
