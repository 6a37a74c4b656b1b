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
    // Headings and references both come in document order: one cursor walks the references.
    let r = 0;
    for (const h of doc.headings) {
      // The entry's label is the reference the heading's text starts with, as the parser read
      // it (`## [^x[^src_a]` starts with none: its `[^src_a]` is a citation).
      const refs = doc.references;
      while (r < refs.length && (refs[r].position.line < h.position.line || (refs[r].position.line === h.position.line && refs[r].position.column < h.position.column))) r++;
      const own = r < refs.length && refs[r].position.line === h.position.line ? refs[r] : undefined;
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

/**
 * A footnote label as Markdown matches it (micromark's normalizeIdentifier: lower- then
 * upper-case; labels here hold no whitespace to collapse): `[^src_a]` and `[^SRC_A]` are one label.
 */
export function labelKey(label: string): string {
  return label.toLowerCase().toUpperCase();
}

export type Match = 'exact' | 'case' | 'none';

/** Whether `label` is one of `ids` exactly, or only as Markdown matches labels (labelKey), and which. */
export function matchLabel(label: string, ids: Iterable<string>): { match: Match; other?: string } {
  const key = labelKey(label);
  let caseOnly: string | undefined;
  for (const id of ids) {
    if (id === label) return { match: 'exact' };
    if (caseOnly === undefined && labelKey(id) === key) caseOnly = id;
  }
  return caseOnly !== undefined ? { match: 'case', other: caseOnly } : { match: 'none' };
}
