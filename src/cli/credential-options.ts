import path from 'node:path';
import { lstatOrNull } from '../core/read.js';
import { InvalidInputError, IoError } from '../core/errors.js';
import { showPath } from '../core/show-name.js';
import { compareBytes } from '../core/diagnostics.js';
import { CONFIG_MAX_BYTES, loadConfig, parseConfig, type PackwrightConfig } from '../core/config.js';
import { readBlobHeads, type BlobHead } from '../core/git-index.js';
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
 * `credentials.allow`. The YAML parser (core/config) and the rule registries (rule-ids) load
 * only when there is a file to read, which keeps a commit hook in a repository without one at
 * node's start-up time.
 */
export async function loadCredentialOptions(explicit: string | undefined, cwd: string, candidate: string | null): Promise<CredentialOptions> {
  if (explicit !== undefined) {
    const { file, config } = await loadExplicitConfig(explicit, cwd);
    return credentialOptionsFrom(config, path.dirname(file), file);
  }
  if (!candidate || !(await lstatOrNull(candidate))) return { config: null, allowRoot: null, allow: null };
  return credentialOptionsFrom(await withKnownRuleIds(await loadConfig(candidate)), path.dirname(candidate), candidate);
}

/** `--config FILE` (relative to `cwd`), read and its `rules:` ids checked; `file` is its absolute path. */
export async function loadExplicitConfig(explicit: string, cwd: string): Promise<{ file: string; config: PackwrightConfig }> {
  const file = path.resolve(cwd, explicit);
  if (!(await lstatOrNull(file))) throw new IoError(`${explicit}: no such file or directory`);
  return { file, config: await withKnownRuleIds(await loadConfig(file)) };
}

/**
 * A config git holds as blob `oid` (the staged one, or one committed in a pushed commit): read
 * with git cat-file (at most CONFIG_MAX_BYTES), parsed, its `rules:` ids checked; `label` names it.
 * The bytes come back too, for a comparison with the working tree's.
 */
export async function loadConfigBlob(cwd: string, oid: string, label: string): Promise<{ bytes: Buffer; config: PackwrightConfig }> {
  let blob: BlobHead | null = null;
  await readBlobHeads(cwd, [oid], CONFIG_MAX_BYTES + 1, (b) => (blob = b));
  const got = blob as BlobHead | null;
  if (!got) throw new IoError(`${label}: git cat-file cannot read the object ${oid}`);
  if (got.size > CONFIG_MAX_BYTES) throw new InvalidInputError(`${label}: ${got.size} bytes is over the limit of ${CONFIG_MAX_BYTES} bytes`);
  return { bytes: got.head, config: await withKnownRuleIds(await parseConfig(got.head.toString('utf8'), label)) };
}

/** rule-ids, imported only when there is a config to check: it loads the kinds' registry. */
async function withKnownRuleIds(config: PackwrightConfig): Promise<PackwrightConfig> {
  return (await import('./rule-ids.js')).withKnownRuleIds(config);
}

/**
 * The options for a config already read (and its `rules:` ids checked, see withKnownRuleIds):
 * `credentials.allow` compiled, its globs rooted at `allowRoot`; `label` names the config in messages.
 */
export async function credentialOptionsFrom(config: PackwrightConfig, allowRoot: string, label: string): Promise<CredentialOptions> {
  return { config, allowRoot, allow: await compileAllowList(allowGlobs(config.raw, label)) };
}

/**
 * Where a finding is: its path (`:line:column` for content), as showPath shows it; or, for a
 * name that is not valid UTF-8, its bytes as git quotes them (every name with those bytes).
 */
export function findingWhere(f: CredentialFinding, rawNames?: readonly Buffer[]): string {
  // A name that holds the secret is shown cut before it, never in full in another spelling.
  const name = rawNames && !f.inName ? rawNames.map(gitQuoted).join(' or ') : showPath(f.path);
  return f.line ? `${name}:${f.line}:${f.column ?? 1}` : name;
}

/** A name as git shows it (core.quotePath): in double quotes, with bytes outside printable ASCII in octal. */
export function gitQuoted(name: Buffer): string {
  let out = '';
  for (const b of name) {
    if (b === 0x22 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b >= 0x20 && b < 0x7f) out += String.fromCharCode(b);
    else out += `\\${b.toString(8).padStart(3, '0')}`;
  }
  return `"${out}"`;
}

/** The order findings are listed in, whatever order the blobs arrived in: path (bytes), line, column, rule. */
export function compareFindings(a: CredentialFinding, b: CredentialFinding): number {
  return compareBytes(a.path, b.path) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareBytes(a.rule, b.rule);
}

/** One line per exception used, so an allowed secret never passes silently. */
export function allowedLines(allowed: readonly AllowedFinding[]): string[] {
  return [...allowed].sort(compareFindings).map((a) => `packwright: allowed ${findingWhere(a)} [${a.rule}] by ${a.allowedBy}`);
}
