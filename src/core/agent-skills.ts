/**
 * The Agent Skills frontmatter limits (INTEROP.md §2), one copy for every SKILL.md packwright
 * reads: the skill rules and a capability pack's entry doc. Each check returns what is wrong
 * (to follow the key's name in a message) or null. `scalar`, when the caller has it, is how the
 * value was written (what YAML's reading loses), so a "not a string" message can show `1.0`.
 */
import { quoteEscaped, showPath } from './show-name.js';

export const SKILL_NAME_MAX = 64;
export const SKILL_DESCRIPTION_MAX = 1024;
export const SKILL_COMPATIBILITY_MAX = 500;
export const KNOWN_SKILL_KEYS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];

/** A scalar as written: its source text (`1.0`, not the number 1), whether it was unquoted, and its tag (`!!int`). */
export interface ScalarSource {
  source: string;
  plain: boolean;
  tag: string | null;
}

/**
 * Why a frontmatter value that must be a string is not one, worded for the person who wrote it:
 * the text to follow "<key> must be a string". YAML reads unquoted `123`, `1.0`, `true` or
 * `null` as other types; `scalar` (how it was written) lets the message show `1.0`, which the
 * number 1 has lost.
 */
export function notAStringBecause(value: unknown, scalar: ScalarSource | null = null, what: 'value' | 'key' = 'value'): string {
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

/** `name`: 1–64 of a-z, 0-9 and "-", no leading, trailing or double "-". */
export function skillNameProblem(name: unknown, scalar: ScalarSource | null = null): string | null {
  if (name === undefined) return 'is required and must be a non-empty string';
  if (typeof name !== 'string') return `must be a string${notAStringBecause(name, scalar)}`;
  if (name === '') return 'must not be empty';
  // Characters are code points, as for description (an emoji is one, not two UTF-16 units).
  const length = [...name].length;
  if (length > SKILL_NAME_MAX) return `is ${length} characters; at most ${SKILL_NAME_MAX}`;
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

/** Which Unicode normalization form a string is in, for a message when only that differs. */
function normalizationForm(s: string): string {
  if (s === s.normalize('NFC')) return 'NFC';
  if (s === s.normalize('NFD')) return 'NFD';
  return 'neither NFC nor NFD';
}

/**
 * Agent Skills: `name` equals the skill's folder name. What is wrong, to follow "name" in a
 * message, or null (also for a name that is not a non-empty string: skillNameProblem's to
 * report). `normalization` is set when the two print alike and differ only in Unicode
 * normalization (HFS+ stores names as NFD, and copies made from it keep that): the text then
 * says how to fix it.
 */
export function skillNameFolderProblem(name: unknown, folder: string): { text: string; normalization: boolean } | null {
  if (typeof name !== 'string' || name === '' || name === folder) return null;
  if (name.normalize('NFC') === folder.normalize('NFC')) {
    return { text: `${quoteEscaped(name)} and the folder name ${quoteEscaped(folder)} differ only in Unicode normalization (the name is ${normalizationForm(name)}, the folder name ${normalizationForm(folder)}): write both the same way`, normalization: true };
  }
  return { text: `${quoteEscaped(name)} differs from the folder name ${quoteEscaped(folder)}`, normalization: false };
}

/** `description`: a non-empty string of at most 1024 characters (code points). */
export function skillDescriptionProblem(d: unknown, scalar: ScalarSource | null = null): string | null {
  if (d === undefined) return 'is required and must be a non-empty string';
  if (typeof d !== 'string') return `must be a string${notAStringBecause(d, scalar)}`;
  if (d.trim() === '') return 'must not be empty: say what the skill does and when to use it';
  const n = [...d].length;
  return n > SKILL_DESCRIPTION_MAX ? `is ${n} characters; at most ${SKILL_DESCRIPTION_MAX}` : null;
}

/** `compatibility`, when present: a non-empty string of at most 500 characters. */
export function skillCompatibilityProblem(c: unknown, scalar: ScalarSource | null = null): string | null {
  if (typeof c !== 'string') return `must be a string${notAStringBecause(c, scalar)}`;
  if (c === '') return 'must be a non-empty string';
  const n = [...c].length;
  return n > SKILL_COMPATIBILITY_MAX ? `is ${n} characters; at most ${SKILL_COMPATIBILITY_MAX}` : null;
}

/** A metadata key as YAML read it (before it became a string), and how it was written; undefined for a list or mapping as a key. */
export interface SkillMetadataKey {
  value: unknown;
  scalar: ScalarSource | null;
}

/**
 * `metadata`, when present: string keys to string values. Each problem's message follows
 * "metadata" (`keyIndex`: the entry of `keys` at fault) or "metadata.<key>" (`key`).
 * `keys` are the mapping's keys as written, when the caller has them; `scalar(key)` how a value was written.
 */
export function skillMetadataProblems(
  m: unknown,
  asWritten: { keys?: readonly SkillMetadataKey[]; scalar?: (key: string) => ScalarSource | null } = {},
): { key?: string; keyIndex?: number; message: string }[] {
  if (typeof m !== 'object' || m === null || Array.isArray(m)) return [{ message: 'must be a mapping of string keys to string values' }];
  const problems: { key?: string; keyIndex?: number; message: string }[] = [];
  // The keys as written: YAML reads `1:` or `true:` as a number or a boolean, which the
  // mapping then holds as the string "1" or "true".
  (asWritten.keys ?? []).forEach((k, keyIndex) => {
    if (typeof k.value === 'string') return;
    if (k.value === undefined) problems.push({ keyIndex, message: 'keys must be strings, not a YAML list or mapping' });
    else problems.push({ keyIndex, message: `key ${k.scalar && k.scalar.source !== '' ? showPath(k.scalar.source) : String(k.value)} must be a string${notAStringBecause(k.value, k.scalar, 'key')}` });
  });
  for (const [key, v] of Object.entries(m)) {
    if (typeof v !== 'string') problems.push({ key, message: `must be a string${notAStringBecause(v, asWritten.scalar?.(key) ?? null)}` });
  }
  return problems;
}

/** `allowed-tools`, when present: one space-separated string. */
export function skillAllowedToolsProblem(v: unknown, scalar: ScalarSource | null = null): string | null {
  if (Array.isArray(v)) return 'must be a space-separated string, not a YAML list (write: allowed-tools: Read Grep)';
  if (typeof v !== 'string') return `must be a space-separated string${notAStringBecause(v, scalar)}`;
  if (v.trim() === '') return 'must be a non-empty space-separated string';
  return null;
}

/** `license`, when present: a string (a license name, or a license file in the skill). */
export function skillLicenseProblem(v: unknown, scalar: ScalarSource | null = null): string | null {
  return typeof v === 'string' ? null : `must be a string (a license name such as MIT, or a license file in the skill)${notAStringBecause(v, scalar)}`;
}
