import path from 'node:path';
import { readFileLimited, lstatOrNull } from './read.js';
import { InvalidInputError } from './errors.js';
import type { SeveritySetting } from './diagnostics.js';
import { jsonEscaped, quoteEscaped, showPath } from './show-name.js';
import { jsonPointer } from './json.js';

export const CONFIG_FILE = '.packwright.yml';

/**
 * `.packwright.yml`: one file for every front-end. Domains read their own section
 * (`rules`, `credentials`, `exclude`/`include`, …); unknown sections are kept for them, unchecked
 * (`mcp:` is checked by `packwright mcp` alone, with loadMcpConfig).
 */
export interface PackwrightConfig {
  /** Where the config was found, or null for defaults. */
  file: string | null;
  rules: Record<string, SeveritySetting>;
  /** The line of each `rules:` entry in the file, for messages about it. */
  ruleLines?: Record<string, number>;
  raw: Record<string, unknown>;
}

/**
 * The `mcp:` section, for `packwright mcp`: `pass-env`, the file's form of `--pass-env` (each
 * NAME or PACK_ID:NAME, as written: the command reads them as it reads the flag's), each
 * with its line.
 */
export interface McpConfig {
  passEnv: Array<{ text: string; line?: number }>;
}

/** The keys the `mcp:` section may have. */
const MCP_KEYS = ['pass-env'];

const SEVERITIES = new Set(['error', 'warning', 'off']);

/**
 * Whether a config found above the starting folder may be trusted: one in a folder anybody can
 * write to (`/tmp`) could be anyone's, and could switch off the credential checks
 * (`credentials.allow: ["**"]`) for whoever runs packwright below it. (Ownership is not
 * checked: a CI container's root user works in a checkout that another uid owns.)
 */
async function trustedAncestorConfig(file: string): Promise<boolean> {
  const dir = await lstatOrNull(path.dirname(file));
  return dir !== null && (dir.mode & 0o002) === 0;
}

/**
 * Finds `.packwright.yml` in `start` or the nearest ancestor that has one, up to the
 * repository's root (the folder with `.git`). Above `start`, a config in a folder anybody
 * can write to (see trustedAncestorConfig) ends the search: no config is used.
 */
export async function findConfig(start: string): Promise<string | null> {
  let dir = path.resolve(start);
  for (;;) {
    const candidate = path.join(dir, CONFIG_FILE);
    if (await lstatOrNull(candidate)) {
      if (dir === path.resolve(start) || (await trustedAncestorConfig(candidate))) return candidate;
      return null;
    }
    if (await lstatOrNull(path.join(dir, '.git'))) return null;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

export async function loadConfig(file: string | null): Promise<PackwrightConfig> {
  if (!file) return { file: null, rules: {}, raw: {} };
  const text = (await readFileLimited(file, CONFIG_MAX_BYTES)).toString('utf8');
  return parseConfig(text, file);
}

/** The most a config may hold. */
export const CONFIG_MAX_BYTES = 1024 * 1024;

/**
 * A config's text, read from somewhere other than a file (the commit hook reads the staged
 * blob); `file` names it in messages and becomes the config's `file`.
 */
export async function parseConfig(text: string, file: string): Promise<PackwrightConfig> {
  const { raw, lineOf } = await parseTopLevel(text, file);
  const rules: Record<string, SeveritySetting> = {};
  const ruleLines: Record<string, number> = {};
  const rulesIn = raw.rules ?? {};
  if (!isMapping(rulesIn)) throw new InvalidInputError(`${file}: rules must be a mapping of rule id to error, warning or off`);
  for (const [id, value] of Object.entries(rulesIn)) {
    const line = lineOf(['rules', id]);
    const v = value === false ? 'off' : String(value);
    if (!SEVERITIES.has(v)) throw new InvalidInputError(`${file}${line ? `:${line}` : ''}: rules.${showPath(id)} must be error, warning or off, not ${jsonEscaped(value)}`);
    rules[id] = v as SeveritySetting;
    if (line) ruleLines[id] = line;
  }
  return { file, rules, ruleLines, raw };
}

/** A config's top-level mapping, and the line of the value at a path of keys in it. */
async function parseTopLevel(text: string, file: string): Promise<{ raw: Record<string, unknown>; lineOf: (keys: string[]) => number | undefined }> {
  // The YAML parser loads only when there is a config to read: most runs have none.
  const { parseYaml, locatePointer } = await import('./yaml.js');
  const parsed = parseYaml(text);
  if (parsed.error) throw new InvalidInputError(`${file}:${parsed.error.line ?? 1}: ${parsed.error.message}`);
  const raw = parsed.value ?? {};
  if (!isMapping(raw)) throw new InvalidInputError(`${file}: expected a mapping at the top level`);
  return { raw, lineOf: (keys) => locatePointer(parsed, jsonPointer(keys))?.line };
}

/**
 * A YAML mapping as the parser builds it: a plain object. A tagged value (`!!set {a, b}`,
 * `!!binary …`) is an object too, but its entries are no keys, so a section written as one
 * would be read as empty, without a word.
 */
function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The `mcp:` section of the config `file` (null when there is no file or no section), checked.
 * Only `packwright mcp` reads it: a misspelt `mcp:` key must not stop the commit hook, scan or
 * pre-push, which never use the section.
 */
export async function loadMcpConfig(file: string | null): Promise<McpConfig | null> {
  if (!file) return null;
  return parseMcpConfig((await readFileLimited(file, CONFIG_MAX_BYTES)).toString('utf8'), file);
}

/** loadMcpConfig for a config's text; `file` names it in messages. */
export async function parseMcpConfig(text: string, file: string): Promise<McpConfig | null> {
  const { raw, lineOf } = await parseTopLevel(text, file);
  return mcpSection(raw.mcp, file, lineOf);
}

/**
 * Checks the `mcp:` section's shape (a mapping of known keys; `pass-env` a list of strings) and
 * keeps each entry with its line; null when there is none. A misspelt key (`passenv:`) is
 * refused, as a misspelt rule id is: it would otherwise pass nothing, without a word.
 */
function mcpSection(section: unknown, file: string, lineOf: (keys: string[]) => number | undefined): McpConfig | null {
  if (section === undefined || section === null) return null;
  const at = (keys: string[]) => {
    const line = lineOf(keys);
    return `${file}${line ? `:${line}` : ''}`;
  };
  if (typeof section !== 'object' || Array.isArray(section)) throw new InvalidInputError(`${at(['mcp'])}: mcp must be a mapping (with a pass-env: list)`);
  for (const key of Object.keys(section)) {
    if (!MCP_KEYS.includes(key)) throw new InvalidInputError(`${at(['mcp', key])}: mcp: unknown key ${quoteEscaped(key)} (known: ${MCP_KEYS.join(', ')})`);
  }
  const list = (section as Record<string, unknown>)['pass-env'] ?? [];
  if (!Array.isArray(list)) throw new InvalidInputError(`${at(['mcp', 'pass-env'])}: mcp.pass-env must be a list of variable names (NAME, or PACK_ID:NAME for one pack), not ${jsonEscaped(list)}`);
  const passEnv = list.map((item, i) => {
    const keys = ['mcp', 'pass-env', String(i)];
    if (typeof item !== 'string') throw new InvalidInputError(`${at(keys)}: mcp.pass-env items are variable names (NAME, or PACK_ID:NAME for one pack), not ${jsonEscaped(item)}`);
    const line = lineOf(keys);
    return line ? { text: item, line } : { text: item };
  });
  return { passEnv };
}

/**
 * Refuses a `rules:` entry naming no rule: a misspelt id (`skil-name: off`) would otherwise
 * change nothing, without a word. `known` is every rule id there is; the CLI builds it from
 * every domain's registry (core knows none of them). The message names the file, the line and
 * the closest known id.
 */
export function assertKnownRuleIds(config: PackwrightConfig, known: readonly string[]): void {
  const knownSet = new Set(known);
  for (const id of Object.keys(config.rules)) {
    if (knownSet.has(id)) continue;
    const line = config.ruleLines?.[id];
    const closest = closestId(id, known);
    throw new InvalidInputError(`${config.file ?? CONFIG_FILE}${line ? `:${line}` : ''}: rules: unknown rule id ${quoteEscaped(id)}${closest ? ` (did you mean ${quoteEscaped(closest)}?)` : ''}`);
  }
}

/** The known id nearest `id` by edit distance (case ignored), or null when there are none. */
function closestId(id: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const k of [...known].sort()) {
    const d = editDistance(id.toLowerCase(), k.toLowerCase());
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance, one row at a time. */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}
