import type { Location } from '../core/diagnostics.js';
import type { FootnoteRef } from '../core/markdown.js';
import type { ContextPackContext, MarkdownFile } from './load.js';

export const SOURCES_FILE = 'sources.md';

export interface SourceRef {
  label: string;
  file: MarkdownFile;
  location: Location;
}

export interface SourceIndex {
  /** `[^src_…]` references in prose, sources.md's entry headings excluded. */
  references: SourceRef[];
  /** sources.md entries (`## [^src_…]` headings and `[^src_…]:` definitions). */
  entries: SourceRef[];
  /** pack.json `sources[].id` with their index. */
  manifestIds: { id: string; index: number }[];
  sourcesFile: MarkdownFile | undefined;
}

const isSourceLabel = (label: string) => label.slice(0, 4).toLowerCase() === 'src_';

const cache = new WeakMap<ContextPackContext, SourceIndex>();

/** Collects references, sources.md entries and manifest ids once per pack for the footnote rules. */
export function sourceIndex(ctx: ContextPackContext): SourceIndex {
  const hit = cache.get(ctx);
  if (hit) return hit;
  const sourcesFile = ctx.markdown.find((m) => m.rel === SOURCES_FILE);
  const entries: SourceRef[] = [];
  // The heading's own `[^src_…]` names the entry and is no citation; any other reference on
  // that line (`## [^src_a] (mirror: [^src_b])`) is one and must resolve. A definition's label
  // never appears among the references, so only heading labels are set aside.
  const entryLabels = new Set<FootnoteRef>();
  if (sourcesFile?.doc) {
    const doc = sourcesFile.doc;
    for (const h of doc.headings) {
      // The entry's label is the reference the heading's text starts with, as the parser read
      // it (`## [^x[^src_a]` starts with none: its `[^src_a]` is a citation).
      const own = doc.references.find((r) => r.position.line === h.position.line && r.position.column >= h.position.column);
      if (own && h.raw.startsWith(`[^${own.label}]`) && isSourceLabel(own.label)) {
        entries.push({ label: own.label, file: sourcesFile, location: { line: h.position.line, column: h.position.column } });
        entryLabels.add(own);
      }
    }
    for (const d of doc.definitions) {
      if (isSourceLabel(d.label)) {
        entries.push({ label: d.label, file: sourcesFile, location: { line: d.position.line, column: d.position.column } });
      }
    }
  }
  const references: SourceRef[] = [];
  for (const md of ctx.markdown) {
    for (const r of md.doc?.references ?? []) {
      if (!isSourceLabel(r.label)) continue;
      if (md === sourcesFile && entryLabels.has(r)) continue;
      references.push({ label: r.label, file: md, location: { line: r.position.line, column: r.position.column, endLine: r.position.endLine, endColumn: r.position.endColumn } });
    }
  }
  const sources = Array.isArray(ctx.manifest?.sources) ? (ctx.manifest!.sources as unknown[]) : [];
  const manifestIds = sources
    .map((s, index) => ({ id: (s as { id?: unknown })?.id, index }))
    .filter((s): s is { id: string; index: number } => typeof s.id === 'string');
  const index = { references, entries, manifestIds, sourcesFile };
  cache.set(ctx, index);
  return index;
}

export type Match = 'exact' | 'case' | 'none';

export function matchLabel(label: string, ids: Iterable<string>): { match: Match; other?: string } {
  const lower = label.toLowerCase();
  let caseOnly: string | undefined;
  for (const id of ids) {
    if (id === label) return { match: 'exact' };
    if (caseOnly === undefined && id.toLowerCase() === lower) caseOnly = id;
  }
  return caseOnly !== undefined ? { match: 'case', other: caseOnly } : { match: 'none' };
}
