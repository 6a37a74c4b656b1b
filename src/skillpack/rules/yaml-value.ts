import { quoteEscaped, showPath } from '../../core/show-name.js';
import type { ScalarSource } from '../skill-load.js';

/**
 * Why a frontmatter value that must be a string is not one, worded for the person who wrote it:
 * the text to follow "<key> must be a string". YAML reads unquoted `123`, `1.0`, `true` or
 * `null` as other types; `scalar` (how it was written) lets the message show `1.0`, which the
 * number 1 has lost.
 */
export function notAStringBecause(value: unknown, scalar: ScalarSource | null, what: 'value' | 'key' = 'value'): string {
  if (value === null) return `, but YAML read this ${what} as null (empty, ~ or null)`;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    const read = `the ${typeof value === 'boolean' ? 'boolean' : 'number'} ${String(value)}`;
    if (scalar?.tag) return `, but YAML read this ${what} as ${read} (it is tagged ${showPath(scalar.tag)}): remove the tag`;
    if (!scalar) return `, but YAML read this unquoted ${what} as ${read}: quote the ${what}`;
    if (!scalar.plain) return `, but YAML read this ${what} as ${read}`;
    const fix = `: quote it (${quoteEscaped(scalar.source)})`;
    return scalar.source === String(value) ? `, but YAML read this unquoted ${what} as ${read}${fix}` : `, but YAML read the unquoted ${showPath(scalar.source)} as ${read}${fix}`;
  }
  if (Array.isArray(value)) return ', not a YAML list (a value starting with "[" or "- " is one: quote it)';
  if (value instanceof Uint8Array) return ', but YAML read this value as binary data (it is tagged !!binary): write it as text';
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return ', not a YAML mapping (a value starting with "{", or an unquoted one holding ": ", is one: quote it)';
  }
  if (value instanceof Set) return ', but YAML read this value as a set (it is tagged !!set): write it as text';
  if (value instanceof Map) return ', but YAML read this value as an ordered mapping (it is tagged !!omap or !!pairs): write it as text';
  return `, but YAML read this value as ${scalar?.tag ? `a ${showPath(scalar.tag)} value` : `a ${typeof value}`}`;
}
