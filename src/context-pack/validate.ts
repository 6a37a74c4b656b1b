import { DiagnosticCollector, metaMap, runRules, type Diagnostic, type RuleSeverities } from '../core/diagnostics.js';
import { loadContextPack } from './load.js';
import { contextPackRules } from './rules/index.js';

export interface ContextPackValidateOptions {
  rules?: RuleSeverities;
}

/** Validates one context pack folder; diagnostics carry absolute file paths. */
export async function validateContextPack(root: string, options: ContextPackValidateOptions = {}): Promise<Diagnostic[]> {
  const ctx = await loadContextPack(root);
  const collector = new DiagnosticCollector(metaMap(contextPackRules), options.rules);
  await runRules(contextPackRules, ctx, collector, ctx.manifestPath);
  return collector.diagnostics;
}
