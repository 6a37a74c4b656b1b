import { sourceIndex } from '../footnotes.js';
import { DOCS, type ContextPackRule } from './types.js';

export const sourceDuplicate: ContextPackRule = {
  meta: { id: 'source-duplicate', severity: 'error', description: 'each source id appears once in pack.json and once in sources.md', docs: `${DOCS}#context-pack-rules` },
  check(ctx, report) {
    const idx = sourceIndex(ctx);
    const seen = new Map<string, number>();
    for (const { id, index } of idx.manifestIds) {
      const first = seen.get(id);
      if (first !== undefined) report(`source ${id} is listed twice in pack.json (/sources/${first} and /sources/${index})`, ctx.manifestPath, ctx.locate(`/sources/${index}/id`));
      else seen.set(id, index);
    }
    const lines = new Map<string, number>();
    for (const e of idx.entries) {
      const first = lines.get(e.label);
      if (first !== undefined) report(`sources.md has [^${e.label}] twice (first on line ${first})`, e.file.abs, e.location);
      else lines.set(e.label, e.location.line ?? 0);
    }
  },
};
