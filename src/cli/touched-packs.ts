import { kinds, kindById } from './kinds/index.js';
import { packsForPaths } from './packs-for-paths.js';
import { buildReport } from './report.js';
import { textFormatter } from './formatters/text.js';
import type { PackwrightConfig } from '../core/config.js';

/**
 * `packwright validate` on the packs that contain any of `paths` (relative to `top`), as the
 * pre-commit hook runs it. Packs are read from the working tree: the pre-commit framework
 * stashes unstaged changes first, so there it is what the commit holds. `config` is the hook's
 * own (the staged .packwright.yml, its `rules:` ids checked), asked for only when a pack is touched.
 * `blocks` names what a failure stops in the last line (a commit, or a merge's commit).
 */
export async function validateTouchedPacks(top: string, paths: readonly string[], cwd: string, config: () => Promise<PackwrightConfig>, blocks: 'commit' | 'merge'): Promise<{ ok: boolean; text: string }> {
  const targets = await packsForPaths(top, paths, kinds);
  if (targets.length === 0) return { ok: true, text: '' };
  const rulesConfig = await config();
  const results = [];
  for (const t of targets) results.push({ ...t, diagnostics: await kindById(t.kind)!.validate(t.path, { rules: rulesConfig.rules, config: rulesConfig }) });
  const report = buildReport(results, 'error', cwd);
  if (report.summary.errors + report.summary.warnings === 0) return { ok: true, text: '' };
  const text = await textFormatter.format(report, { env: {}, rules: [] });
  return { ok: report.ok, text: report.ok ? text : `${text}packwright: ${blocks} blocked: fix the pack errors above (packwright validate shows them too)\n` };
}
