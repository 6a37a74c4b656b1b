import { DiagnosticCollector, metaMap, runRules, type Diagnostic, type RuleSeverities } from '../core/diagnostics.js';
import { loadSkill } from './skill-load.js';
import { loadSkillPack } from './pack-load.js';
import { skillRules, skillPackRules } from './rules/index.js';

/** Validates one skill folder (with SKILL.md); diagnostics carry absolute file paths. */
export async function validateSkill(dir: string, options: { rules?: RuleSeverities } = {}): Promise<Diagnostic[]> {
  const ctx = await loadSkill(dir);
  const collector = new DiagnosticCollector(metaMap(skillRules), options.rules);
  await runRules(skillRules, ctx, collector, ctx.file);
  return collector.diagnostics;
}

/** Validates one pack file (packs/<name>.yaml). */
export async function validateSkillPack(file: string, options: { rules?: RuleSeverities } = {}): Promise<Diagnostic[]> {
  const ctx = await loadSkillPack(file);
  const collector = new DiagnosticCollector(metaMap(skillPackRules), options.rules);
  await runRules(skillPackRules, ctx, collector, file);
  return collector.diagnostics;
}
