import { matchLabel, sourceIndex } from '../footnotes.js';
import { DOCS, type ContextPackRule } from './types.js';

export const footnoteCase: ContextPackRule = {
  meta: { id: 'footnote-case', severity: 'error', description: 'a footnote label and its source id differ only in letter case (Markdown matches them, pack.json ids are exact)', docs: DOCS },
  check(ctx, report) {
    const idx = sourceIndex(ctx);
    const entryLabels = idx.entries.map((e) => e.label);
    const ids = idx.manifestIds.map((m) => m.id);
    for (const ref of idx.references) {
      const s = matchLabel(ref.label, entryLabels);
      const m = matchLabel(ref.label, ids);
      if (s.match === 'none' || m.match === 'none') continue;
      const other = s.match === 'case' ? s.other : m.match === 'case' ? m.other : undefined;
      if (other !== undefined) report(`[^${ref.label}] in ${ref.file.rel} differs only in case from ${other}`, ref.file.abs, ref.location);
    }
    for (const e of idx.entries) {
      const m = matchLabel(e.label, ids);
      if (m.match === 'case') report(`sources.md entry [^${e.label}] differs only in case from pack.json source ${m.other}`, e.file.abs, e.location);
    }
  },
};
