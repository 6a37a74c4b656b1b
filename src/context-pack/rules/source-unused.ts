import { labelKey, sourceIndex } from '../footnotes.js';
import { DOCS, type ContextPackRule } from './types.js';

export const sourceUnused: ContextPackRule = {
  meta: { id: 'source-unused', severity: 'warning', description: 'every pack.json source is cited somewhere in the pack', docs: DOCS },
  check(ctx, report) {
    const idx = sourceIndex(ctx);
    // Per exact id: `[^src_a]` cites src_a, not its case twin src_A (source-duplicate reports
    // the pair). A label no id spells exactly cites the ids it matches ignoring case, as Markdown
    // resolves it (footnote-case reports the spelling); the source is miscited, not unused.
    const ids = new Set(idx.manifestIds.map((m) => m.id));
    const exact = new Set<string>();
    const byCase = new Set<string>();
    for (const r of idx.references) {
      if (ids.has(r.label)) exact.add(r.label);
      else byCase.add(labelKey(r.label));
    }
    for (const { id, index } of idx.manifestIds) {
      if (!exact.has(id) && !byCase.has(labelKey(id))) report(`source ${id} is listed in pack.json but never cited with [^${id}]`, ctx.manifestPath, ctx.locate(`/sources/${index}/id`));
    }
  },
};
