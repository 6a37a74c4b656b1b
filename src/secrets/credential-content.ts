import { mayHoldCredential, scanContent } from './scan-content.js';

/**
 * The first live-credential marker in `data` (INTEROP.md §6), by the same content rules the
 * commit hook and `scan` use, or null. Only the rule id is returned, never the value. A line
 * marked `packwright:allow` still counts here: a snapshot must not carry a key even when a
 * commit was allowed to.
 */
export function findCredentialMarker(data: Buffer | string, baseName = ''): { rule: string } | null {
  // A string is text already decoded: most hold no keyword at all and need no conversion.
  if (typeof data === 'string' && !mayHoldCredential(data, baseName)) return null;
  const hits = scanContent(typeof data === 'string' ? Buffer.from(data, 'utf8') : data, baseName);
  return hits.length > 0 ? { rule: hits[0].rule.meta.id } : null;
}
