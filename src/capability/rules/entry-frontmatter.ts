import type { Location } from '../../core/diagnostics.js';
import { showPath } from '../../core/show-name.js';
import type { CapabilityPackContext } from '../load.js';

/** The entry doc's frontmatter when it is a YAML mapping (cap-frontmatter reports every other case), with what messages need. */
export interface EntryMapping {
  /** The entry doc as messages name it (`SKILL.md`). */
  doc: string;
  file: string;
  fm: Record<string, unknown>;
  locate(...keys: string[]): Location;
}

export function entryMapping(ctx: CapabilityPackContext): EntryMapping | null {
  const entry = ctx.entry;
  if (!entry?.decoded || !entry.frontmatter || entry.frontmatter.error) return null;
  const { value, locate } = entry.frontmatter;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return { doc: showPath(entry.rel), file: entry.abs, fm: value as Record<string, unknown>, locate };
}
