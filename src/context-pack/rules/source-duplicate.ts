import { labelKey, sourceIndex } from '../footnotes.js';
import { DOCS, type ContextPackRule } from './types.js';

export const sourceDuplicate: ContextPackRule = {
  meta: { id: 'source-duplicate', severity: 'error', description: 'each source id appears once in pack.json and once in sources.md, letter case ignored as Markdown footnote labels ignore it', docs: DOCS },
  check(ctx, report) {
    const idx = sourceIndex(ctx);
    const seen = new Map<string, { id: string; index: number }>();
    for (const { id, index } of idx.manifestIds) {
      const first = seen.get(labelKey(id));
      if (first === undefined) seen.set(labelKey(id), { id, index });
      else if (first.id === id) report(`source ${id} is listed twice in pack.json (/sources/${first.index} and /sources/${index})`, ctx.manifestPath, ctx.locate(`/sources/${index}/id`));
      else report(`source ${id} (/sources/${index}) differs only in letter case from ${first.id} (/sources/${first.index}): Markdown matches footnote labels ignoring case, so [^${id}] cannot tell them apart`, ctx.manifestPath, ctx.locate(`/sources/${index}/id`));
    }
    const lines = new Map<string, { label: string; line: number }>();
    for (const e of idx.entries) {
      const first = lines.get(labelKey(e.label));
      if (first === undefined) lines.set(labelKey(e.label), { label: e.label, line: e.location.line ?? 0 });
      else if (first.label === e.label) report(`sources.md has [^${e.label}] twice (first on line ${first.line})`, e.file.abs, e.location);
      else report(`sources.md has [^${e.label}] and [^${first.label}] (line ${first.line}), which differ only in letter case: Markdown matches footnote labels ignoring case, so they are one label`, e.file.abs, e.location);
    }
  },
};
