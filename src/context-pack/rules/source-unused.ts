import { sourceIndex } from '../footnotes.js';
import { DOCS, type ContextPackRule } from './types.js';

export const sourceUnused: ContextPackRule = {
  meta: { id: 'source-unused', severity: 'warning', description: 'every pack.json source is cited somewhere in the pack', docs: `${DOCS}#context-pack-rules` },
  check(ctx, report) {
    const idx = sourceIndex(ctx);
    const cited = new Set(idx.references.map((r) => r.label.toLowerCase()));
    for (const { id, index } of idx.manifestIds) {
      if (!cited.has(id.toLowerCase())) report(`source ${id} is listed in pack.json but never cited with [^${id}]`, ctx.manifestPath, ctx.locate(`/sources/${index}/id`));
    }
  },
};
