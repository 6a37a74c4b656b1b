import path from 'node:path';
import { readFileLimited, lstatOrNull } from './read.js';
import { InvalidInputError } from './errors.js';
import type { SeveritySetting } from './diagnostics.js';

export const CONFIG_FILE = '.packwright.yml';

/**
 * `.packwright.yml`: one file for every front-end. Domains read their own section
 * (`rules`, `credentials`, `exclude`/`include`, …); unknown sections are kept for them.
 */
export interface PackwrightConfig {
  /** Where the config was found, or null for defaults. */
  file: string | null;
  rules: Record<string, SeveritySetting>;
  raw: Record<string, unknown>;
}

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
  // The YAML parser loads only when there is a config to read: most runs have none.
  const { parseYaml } = await import('./yaml.js');
  const parsed = parseYaml(text);
  if (parsed.error) throw new InvalidInputError(`${file}:${parsed.error.line ?? 1}: ${parsed.error.message}`);
  const raw = parsed.value ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new InvalidInputError(`${file}: expected a mapping at the top level`);
  const rules: Record<string, SeveritySetting> = {};
  const rulesIn = (raw as Record<string, unknown>).rules ?? {};
  if (typeof rulesIn !== 'object' || rulesIn === null || Array.isArray(rulesIn)) throw new InvalidInputError(`${file}: rules must be a mapping of rule id to error, warning or off`);
  for (const [id, value] of Object.entries(rulesIn)) {
    const v = value === false ? 'off' : String(value);
    if (!SEVERITIES.has(v)) throw new InvalidInputError(`${file}: rules.${id} must be error, warning or off, not ${JSON.stringify(value)}`);
    rules[id] = v as SeveritySetting;
  }
  return { file, rules, raw: raw as Record<string, unknown> };
}
