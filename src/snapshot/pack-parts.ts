import { typeFromContent, typeFromName, categorize } from './classify.js';
import { sortByPath } from './paths.js';
import type { PackSource } from './source.js';
import type { Selection } from './select.js';
import type { ContextPackInfo, ExclusionReason, FileIndexEntry, PackMetadata, ProjectSnapshot } from './types.js';

/** Per-file verdicts the builders add to the scan's: content budget and credential markers found while reading. */
export type LateExclusions = Map<string, { reason: ExclusionReason }>;

/** Files the builders' own reads found a credential marker in (see PackSource.text), as late exclusions. */
export function credentialExclusions(source: PackSource): LateExclusions {
  const late: LateExclusions = new Map();
  for (const rel of source.credentialFiles) late.set(rel, { reason: 'credentials' });
  return late;
}

/** The file index: every scanned file and every excluded file or folder, once each, in byte order. */
export function indexEntries(snapshot: ProjectSnapshot, late: LateExclusions, truncated: ReadonlySet<string>): FileIndexEntry[] {
  const out: FileIndexEntry[] = [];
  for (const f of snapshot.files) {
    const ex = late.get(f.relative_path);
    const e: FileIndexEntry = { path: f.relative_path, type: f.type, category: f.category, size_bytes: f.size_bytes, included: !ex };
    if (ex) e.exclusion_reason = ex.reason;
    else if (truncated.has(f.relative_path)) (e as FileIndexEntry & { truncated?: boolean }).truncated = true;
    out.push(e);
  }
  for (const x of snapshot.excluded_files) {
    const category = x.directory ? (x.reason === 'dependency_dir' ? 'dependency' : x.reason === 'build_output' ? 'build' : 'other') : categorize(x.path);
    // A file excluded as binary is binary whatever its name says (`notes.txt` holding NUL bytes);
    // one excluded otherwise was never read, so only its name tells.
    const type = x.directory ? 'unknown' : x.reason === 'binary' ? typeFromContent(x.path, true) : typeFromName(x.path);
    out.push({ path: x.path, type, category, size_bytes: x.size_bytes ?? 0, included: false, exclusion_reason: x.reason });
  }
  return sortByPath(out, (e) => e.path);
}

export function packMetadata(type: 'full' | 'summary', snapshot: ProjectSnapshot, index: FileIndexEntry[], contentBytes: number, truncatedCount: number, source: PackSource, createdAt: string, rootName: string): PackMetadata {
  const included = index.filter((e) => e.included).length;
  return {
    pack_type: type,
    created_at: createdAt,
    source_root: rootName,
    total_files_scanned: snapshot.total_files,
    files_included: included,
    files_excluded: index.length - included,
    total_content_bytes: contentBytes,
    truncation_applied: truncatedCount > 0,
    encoding_issues: sortByPath(source.encodingIssues(), (i) => i.path),
    skipped: snapshot.skipped,
  };
}

export function packInfo(selection: Selection, metadata: PackMetadata, index: FileIndexEntry[], truncatedCount: number): ContextPackInfo {
  const by = { credentials: 0, binary: 0, size: 0, pattern: 0 };
  for (const e of index) {
    if (e.included) continue;
    if (e.exclusion_reason === 'credentials') by.credentials++;
    else if (e.exclusion_reason === 'binary') by.binary++;
    else if (e.exclusion_reason === 'size_limit') by.size++;
    else by.pattern++;
  }
  return {
    type: metadata.pack_type,
    selection_reason: selection.reason,
    files_scanned: metadata.total_files_scanned,
    files_included: metadata.files_included,
    files_excluded: metadata.files_excluded,
    exclusions_by_reason: by,
    content_bytes: metadata.total_content_bytes,
    truncated_files: truncatedCount,
  };
}

