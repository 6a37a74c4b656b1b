import { assertKnownRuleIds, type PackwrightConfig } from '../core/config.js';
import { kinds } from './kinds/index.js';

/**
 * Every rule id a `.packwright.yml` `rules:` entry can name, from the registries themselves:
 * each validate kind's rules (context pack, capability pack, skill, skill pack, .ctxpkg), the
 * credential rules of `scan` and the commit hook, and `internal-error` (what a rule that throws
 * is reported as, core/diagnostics.ts runRules). A rule added to a registry is known here at once.
 */
export async function knownRuleIds(): Promise<string[]> {
  // Asked once per process (the commit hook checks its config once, but scan and validate may ask again).
  known ??= collectRuleIds();
  known.catch(() => (known = undefined));
  return [...(await known)];
}

let known: Promise<string[]> | undefined;

async function collectRuleIds(): Promise<string[]> {
  const [metas, { credentialFileMeta }, { contentRules }] = await Promise.all([
    Promise.all(kinds.map((k) => k.rules())),
    import('../secrets/findings.js'),
    import('../secrets/content-rules/index.js'),
  ]);
  const ids = [...metas.flat().map((m) => m.id), credentialFileMeta.id, ...contentRules.map((r) => r.meta.id), 'internal-error'];
  return [...new Set(ids)].sort();
}

/**
 * The config, once every `rules:` id in it names a rule (else an InvalidInputError: exit 2,
 * naming the file, the line and the closest known id). The registries load only when there are
 * `rules:` to check.
 */
export async function withKnownRuleIds(config: PackwrightConfig): Promise<PackwrightConfig> {
  if (Object.keys(config.rules).length > 0) assertKnownRuleIds(config, await knownRuleIds());
  return config;
}
