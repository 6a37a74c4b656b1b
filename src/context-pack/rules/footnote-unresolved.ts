import { matchLabel, sourceIndex, SOURCES_FILE } from '../footnotes.js';
import { DOCS, type ContextPackRule } from './types.js';

export const footnoteUnresolved: ContextPackRule = {
  meta: { id: 'footnote-unresolved', severity: 'error', description: 'every [^src_…] reference resolves to a sources.md entry and a pack.json sources[].id', docs: DOCS },
  check(ctx, report) {
    const idx = sourceIndex(ctx);
    const entryLabels = idx.entries.map((e) => e.label);
    const ids = idx.manifestIds.map((m) => m.id);
    // Without a readable pack.json its sources are unknown, not empty: manifest-json reports that.
    const manifestKnown = ctx.manifest !== null;
    for (const ref of idx.references) {
      const inSources = idx.sourcesFile ? matchLabel(ref.label, entryLabels).match : 'none';
      const inManifest = matchLabel(ref.label, ids).match;
      const lacking: string[] = [];
      if (inSources === 'none') lacking.push(idx.sourcesFile ? SOURCES_FILE : `${SOURCES_FILE} (the pack has none)`);
      if (inManifest === 'none' && manifestKnown) lacking.push('pack.json sources');
      if (lacking.length) report(`[^${ref.label}] in ${ref.file.rel} does not resolve: ${lacking.join(' and ')} ${lacking.length > 1 ? 'lack' : 'lacks'} it`, ref.file.abs, ref.location);
    }
    // sources.md entries are footnote labels too: each must be a pack.json source.
    for (const e of idx.entries) {
      if (manifestKnown && matchLabel(e.label, ids).match === 'none') report(`sources.md entry [^${e.label}] is not in pack.json sources`, e.file.abs, e.location);
    }
  },
};
