import path from 'node:path';
import { lstatOrNull } from '../core/read.js';
import { IoError } from '../core/errors.js';
import { showPath } from '../core/show-name.js';
import { compareBytes } from '../core/diagnostics.js';
import type { PackwrightConfig } from '../core/config.js';
import { allowGlobs, compileAllowList, type AllowList } from '../secrets/allow.js';
import type { AllowedFinding, CredentialFinding } from '../secrets/findings.js';

export interface CredentialOptions {
  config: PackwrightConfig | null;
  /** Where `credentials.allow` globs are rooted: the folder holding the config. */
  allowRoot: string | null;
  allow: AllowList | null;
}

/**
 * Loads `.packwright.yml` (an explicit `--config`, or `candidate` when it exists) and compiles
 * `credentials.allow`. The config module (and with it the YAML parser) is imported only when
 * there is a file to read, which keeps a commit hook in a repository without one at node's start-up time.
 */
export async function loadCredentialOptions(explicit: string | undefined, cwd: string, candidate: string | null): Promise<CredentialOptions> {
  let file: string | null = null;
  if (explicit !== undefined) {
    file = path.resolve(cwd, explicit);
    if (!(await lstatOrNull(file))) throw new IoError(`${explicit}: no such file or directory`);
  } else if (candidate && (await lstatOrNull(candidate))) {
    file = candidate;
  }
  if (!file) return { config: null, allowRoot: null, allow: null };
  const { loadConfig } = await import('../core/config.js');
  const { withKnownRuleIds } = await import('./rule-ids.js');
  return credentialOptionsFrom(await withKnownRuleIds(await loadConfig(file)), path.dirname(file), file);
}

/**
 * The options for a config already read (and its `rules:` ids checked, see withKnownRuleIds):
 * `credentials.allow` compiled, its globs rooted at `allowRoot`; `label` names the config in messages.
 */
export async function credentialOptionsFrom(config: PackwrightConfig, allowRoot: string, label: string): Promise<CredentialOptions> {
  return { config, allowRoot, allow: await compileAllowList(allowGlobs(config.raw, label)) };
}

export function findingWhere(f: CredentialFinding): string {
  return f.line ? `${showPath(f.path)}:${f.line}:${f.column ?? 1}` : showPath(f.path);
}

/** One line per exception used, so an allowed secret never passes silently. */
export function allowedLines(allowed: readonly AllowedFinding[]): string[] {
  const sorted = [...allowed].sort((a, b) => compareBytes(a.path, b.path) || (a.line ?? 0) - (b.line ?? 0));
  return sorted.map((a) => `packwright: allowed ${findingWhere(a)} [${a.rule}] by ${a.allowedBy}`);
}
