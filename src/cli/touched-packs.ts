import path from 'node:path';
import { kinds, kindById } from './kinds/index.js';
import { packsForPaths } from './packs-for-paths.js';
import { buildReport } from './report.js';
import { textFormatter } from './formatters/text.js';

/**
 * `packwright validate` on the packs that contain any of `paths` (relative to `top`), as the
 * pre-commit hook runs it. Packs are read from the working tree: the pre-commit framework
 * stashes unstaged changes first, so there it is what the commit holds.
 */
export async function validateTouchedPacks(top: string, paths: readonly string[], cwd: string, explicitConfig?: string): Promise<{ ok: boolean; text: string }> {
  const targets = await packsForPaths(top, paths, kinds);
  if (targets.length === 0) return { ok: true, text: '' };
  // Imported here, not at the top: a commit that touches no pack never loads the YAML parser.
  const { findConfig, loadConfig } = await import('../core/config.js');
  const { withKnownRuleIds } = await import('./rule-ids.js');
  const config = await withKnownRuleIds(await loadConfig(explicitConfig !== undefined ? path.resolve(cwd, explicitConfig) : await findConfig(top)));
  const results = [];
  for (const t of targets) results.push({ ...t, diagnostics: await kindById(t.kind)!.validate(t.path, { rules: config.rules, config }) });
  const report = buildReport(results, 'error', cwd);
  if (report.summary.errors + report.summary.warnings === 0) return { ok: true, text: '' };
  const text = await textFormatter.format(report, { env: {}, rules: [] });
  return { ok: report.ok, text: report.ok ? text : `${text}packwright: commit blocked: fix the pack errors above (packwright validate shows them too)\n` };
}
