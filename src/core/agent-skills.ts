/**
 * The Agent Skills frontmatter limits (INTEROP.md §2), one copy for every SKILL.md packwright
 * reads: the skill rules and a capability pack's entry doc. Each check returns what is wrong
 * (to follow the key's name in a message) or null.
 */
export const SKILL_NAME_MAX = 64;
export const SKILL_DESCRIPTION_MAX = 1024;
export const SKILL_COMPATIBILITY_MAX = 500;
export const KNOWN_SKILL_KEYS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];

/** `name`: 1–64 of a-z, 0-9 and "-", no leading, trailing or double "-". */
export function skillNameProblem(name: unknown): string | null {
  if (typeof name !== 'string') return 'is required and must be a non-empty string';
  if (name === '') return 'must not be empty';
  if (name.length > SKILL_NAME_MAX) return `is ${name.length} characters; at most ${SKILL_NAME_MAX}`;
  if (!/^[a-z0-9-]+$/.test(name)) return 'may contain only lowercase letters a-z, digits and "-"';
  if (name.startsWith('-') || name.endsWith('-')) return 'must not start or end with "-"';
  if (name.includes('--')) return 'must not contain "--"';
  return null;
}

/** A name that follows skillNameProblem's rules, made from one that does not (`My Pack!` → `my-pack`), or null. */
export function suggestSkillName(name: string): string | null {
  const s = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, SKILL_NAME_MAX).replace(/-+$/, '');
  return s !== '' && s !== name ? s : null;
}

/** `description`: a non-empty string of at most 1024 characters (code points). */
export function skillDescriptionProblem(d: unknown): string | null {
  if (typeof d !== 'string' || d.trim() === '') return 'is required and must be a non-empty string';
  const n = [...d].length;
  return n > SKILL_DESCRIPTION_MAX ? `is ${n} characters; at most ${SKILL_DESCRIPTION_MAX}` : null;
}

/** `compatibility`, when present: a non-empty string of at most 500 characters. */
export function skillCompatibilityProblem(c: unknown): string | null {
  if (typeof c !== 'string' || c === '') return 'must be a non-empty string';
  const n = [...c].length;
  return n > SKILL_COMPATIBILITY_MAX ? `is ${n} characters; at most ${SKILL_COMPATIBILITY_MAX}` : null;
}

/** `metadata`, when present: string keys to string values. `key` names the entry at fault, when one is. */
export function skillMetadataProblems(m: unknown): { key?: string; message: string }[] {
  if (typeof m !== 'object' || m === null || Array.isArray(m)) return [{ message: 'must be a mapping of string keys to string values' }];
  return Object.entries(m)
    .filter(([, v]) => typeof v !== 'string')
    .map(([key, v]) => ({ key, message: `must be a string, not ${v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v}: quote it` }));
}

/** `allowed-tools`, when present: one space-separated string. */
export function skillAllowedToolsProblem(v: unknown): string | null {
  if (Array.isArray(v)) return 'must be a space-separated string, not a YAML list (write: allowed-tools: Read Grep)';
  if (typeof v !== 'string' || v.trim() === '') return 'must be a non-empty space-separated string';
  return null;
}
