import path from 'node:path';
import { findCredentialMarker } from '../secrets/credential-content.js';
import { keyFilesOf, KEY_FILE_LIMITS } from './classify.js';
import { credentialExclusions, indexEntries, packInfo, packMetadata, type LateExclusions } from './pack-parts.js';
import { buildManifest, ENTRY_POINT_ANALYZERS, type ManifestFacts } from './manifest.js';
import { forcedType, selectPack, type Selection } from './select.js';
import { PackSource } from './source.js';
import { scanProject, type ScanOptions, type ScanResult } from './scan.js';
import { buildSummary } from './summary.js';
import type { ContextPack, FileContent, FullPack, KeyFile, PackConstraints, ProjectSnapshot } from './types.js';

export interface BuildOptions extends Omit<ScanOptions, 'timestamp'> {
  constraints?: PackConstraints;
  /** ISO time for created_at (the caller derives it from SOURCE_DATE_EPOCH or HEAD). */
  createdAt: string;
}

/** Files past the content budget are read this many at a time, in path order. */
const BATCH = 32;

/** Scan, select, build: the reference's usage example as one call. */
export async function buildContextPack(root: string, options: BuildOptions): Promise<ContextPack> {
  // Sources are parsed during the scan, while their bytes are at hand: the pack type is only
  // known once the scan has sized everything, and reading them again cost more than parsing a
  // small repository's sources for a full pack that does not use them. A forced full pack
  // uses only the parse that decides entry points, so only that is made.
  const constraints = options.constraints ?? {};
  const scan = await scanProject(root, { ...options, timestamp: options.createdAt, analyze: forcedType(constraints) === 'full' ? ENTRY_POINT_ANALYZERS : true });
  return buildFromScan(scan, constraints, options.createdAt);
}

async function buildFromScan(scan: ScanResult, constraints: PackConstraints, createdAt: string): Promise<ContextPack> {
  const { snapshot } = scan;
  const source = new PackSource(scan.absRoot, scan.cache);
  for (const issue of scan.encodingIssues) source.recordIssue(issue);
  const rootName = path.basename(scan.absRoot);
  const facts = await buildManifest(snapshot, async (rel) => source.text(rel, 1024 * 1024)?.text ?? null, rootName, scan.analysis?.facts);
  const selection = selectPack(snapshot, constraints);
  if (selection.type === 'full') return buildFull(snapshot, facts, selection, source, createdAt, rootName);
  // Only a forced full pack (forcedType) scans with a partial parse, and selectPack never makes it a summary.
  if (!scan.analysis) throw new Error('summary pack without a parsed scan');
  return buildSummary(snapshot, facts, selection, source, createdAt, rootName, scan.analysis);
}

/**
 * The reference's FullPackBuilder. Key files come first, with their content (each at most
 * 50,000 bytes); every other extractable file follows in path order. A key file's content
 * appears once, in key_files. Files that would pass the byte budget are excluded by size and
 * never read; a file whose content shows a credential marker is excluded as credentials.
 */
async function buildFull(snapshot: ProjectSnapshot, facts: ManifestFacts, selection: Selection, source: PackSource, createdAt: string, rootName: string): Promise<FullPack> {
  // A file whose manifest read found a credential marker is out before any content is taken.
  const late: LateExclusions = credentialExclusions(source);
  const truncated = new Set<string>();
  let used = 0;
  const keySel = keyFilesOf(snapshot.files);
  const byPath = new Map(snapshot.files.map((f) => [f.relative_path, f]));
  const keyFiles: KeyFile[] = [];
  const contents: FileContent[] = [];

  const take = async (all: string[], maxBytes: number, emit: (rel: string, content: string, trunc: boolean) => void) => {
    const rels = all.filter((rel) => !late.has(rel));
    for (let i = 0; i < rels.length; i += BATCH) {
      if (used >= selection.budget) {
        for (const rel of rels.slice(i)) late.set(rel, { reason: 'size_limit' });
        return;
      }
      const batch = rels.slice(i, i + BATCH);
      const read = await Promise.all(batch.map((rel) => source.content(rel, byPath.get(rel)!.size_bytes, maxBytes).catch(() => null)));
      for (const [k, rel] of batch.entries()) {
        const r = read[k];
        if (!r) {
          late.set(rel, { reason: 'size_limit' });
          continue;
        }
        // With the base name: rules for named files (a token in `.npmrc`) apply to the tail
        // window too, which the scan, checking only a big file's head, never saw.
        if (findCredentialMarker(r.content, path.posix.basename(rel))) {
          late.set(rel, { reason: 'credentials' });
          continue;
        }
        const bytes = Buffer.byteLength(r.content, 'utf8');
        if (used + bytes > selection.budget) {
          late.set(rel, { reason: 'size_limit' });
          continue;
        }
        used += bytes;
        if (r.truncated) truncated.add(rel);
        emit(rel, r.content, r.truncated);
      }
    }
  };

  const importance = new Map(keySel.map((k) => [k.path, k.importance]));
  await take(keySel.map((k) => k.path), KEY_FILE_LIMITS.max_content_per_file_bytes, (rel, content, trunc) => {
    keyFiles.push({ path: rel, category: byPath.get(rel)!.category, importance: importance.get(rel)!, content, truncated: trunc });
  });
  const rest = snapshot.files.filter((f) => f.content_extractable && !importance.has(f.relative_path)).map((f) => f.relative_path);
  await take(rest, source.truncation.max_file_bytes, (rel, content, trunc) => {
    contents.push({ path: rel, content, truncated: trunc, original_size_bytes: byPath.get(rel)!.size_bytes });
  });

  const fileIndex = indexEntries(snapshot, late, truncated);
  const metadata = packMetadata('full', snapshot, fileIndex, used, truncated.size, source, createdAt, rootName);
  return {
    type: 'full',
    manifest: facts.manifest,
    file_index: fileIndex,
    key_files: keyFiles,
    contents,
    metadata,
    context_pack_info: packInfo(selection, metadata, fileIndex, truncated.size),
  };
}

/** JSON with 2-space indent, LF and a trailing newline: the bytes written for a pack. */
export function serializePack(pack: ContextPack | ProjectSnapshot): string {
  return `${JSON.stringify(pack, null, 2)}\n`;
}
