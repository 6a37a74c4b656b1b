import { mayHoldCredential, scanContent, scanText } from './scan-content.js';

/**
 * The first live-credential marker in `data` (INTEROP.md §6), by the same content rules the
 * commit hook and `scan` use, or null. Only the rule id is returned, never the value. A line
 * marked `packwright:allow` still counts here: a snapshot must not carry a key even when a
 * commit was allowed to.
 */
export function findCredentialMarker(data: Buffer | string, baseName = ''): { rule: string } | null {
  // A string is text already decoded: most hold no keyword at all and need no conversion.
  if (typeof data === 'string' && !mayHoldCredential(data, baseName)) return null;
  // A string is not sniffed for binary again: a NUL in decoded text (a UTF-16 U+0000 past the
  // sniff window lands within 8000 bytes of UTF-8) would otherwise skip the check.
  const hits = typeof data === 'string' ? scanText(data, baseName) : scanContent(data, baseName);
  return hits.length > 0 ? { rule: hits[0].rule.meta.id } : null;
}
