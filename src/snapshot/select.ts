import { DEFAULT_TRUNCATION } from './content.js';
import type { PackConstraints, ProjectSnapshot } from './types.js';
import { plural } from './manifest.js';

export const DEFAULT_MAX_CONTENT_BYTES = 500_000;
export const DEFAULT_MAX_FILES = 200;

export interface Selection {
  type: 'full' | 'summary';
  reason: string;
  estimated_bytes: number;
  extractable_files: number;
  /** The byte budget in force (max_content_bytes, lowered by any provider limit). */
  budget: number;
}

/**
 * The pack type the constraints force, whatever the sizes: a summary when one is preferred
 * (that wins over force_full), a full pack when forced, else null (the sizes decide).
 */
export function forcedType(c: PackConstraints): 'summary' | 'full' | null {
  return c.prefer_summary ? 'summary' : c.force_full ? 'full' : null;
}

/**
 * The reference's PackSelector: summary when asked for, when the full pack's estimated
 * content (each extractable file counted up to the per-file limit) exceeds the byte budget,
 * or when more files than `max_files` would be included; full otherwise.
 */
export function selectPack(snapshot: ProjectSnapshot, c: PackConstraints): Selection {
  const providerMin = Object.values(c.provider_limits ?? {}).filter((n) => Number.isFinite(n) && n > 0);
  const budget = Math.min(c.max_content_bytes ?? DEFAULT_MAX_CONTENT_BYTES, ...providerMin);
  const maxFiles = c.max_files ?? DEFAULT_MAX_FILES;
  let estimated = 0;
  let count = 0;
  for (const f of snapshot.files) {
    if (!f.content_extractable) continue;
    count++;
    estimated += f.size_bytes > DEFAULT_TRUNCATION.max_file_bytes ? DEFAULT_TRUNCATION.max_file_bytes + DEFAULT_TRUNCATION.truncation_marker.length : f.size_bytes;
  }
  const base = { estimated_bytes: estimated, extractable_files: count, budget };
  const forced = forcedType(c);
  if (forced === 'summary') return { type: 'summary', reason: 'summary requested', ...base };
  if (forced === 'full') return { type: 'full', reason: `full requested (estimated ${estimated} bytes in ${plural(count, 'file')}; budget ${budget} bytes)`, ...base };
  if (estimated > budget) return { type: 'summary', reason: `estimated content of ${estimated} bytes exceeds max_content_bytes ${budget}`, ...base };
  if (count > maxFiles) return { type: 'summary', reason: `${plural(count, 'file')} exceed${count === 1 ? 's' : ''} max_files ${maxFiles}`, ...base };
  return { type: 'full', reason: `estimated content of ${estimated} bytes within max_content_bytes ${budget} and ${plural(count, 'file')} within max_files ${maxFiles}`, ...base };
}
