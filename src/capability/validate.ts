import { DiagnosticCollector, metaMap, runRules, type Diagnostic, type RuleSeverities } from '../core/diagnostics.js';
import { loadCapabilityPack, type CapabilityPackContext, type LoadOptions } from './load.js';
import { capabilityPackRules } from './rules/index.js';

export interface CapabilityPackValidateOptions extends LoadOptions {
  rules?: RuleSeverities;
}

/** Runs the rules over a loaded pack; diagnostics carry absolute file paths. */
export async function checkCapabilityPack(ctx: CapabilityPackContext, rules?: RuleSeverities): Promise<Diagnostic[]> {
  const collector = new DiagnosticCollector(metaMap(capabilityPackRules), rules);
  await runRules(capabilityPackRules, ctx, collector, ctx.root);
  return collector.diagnostics;
}

/** Validates one capability pack folder. */
export async function validateCapabilityPack(root: string, options: CapabilityPackValidateOptions = {}): Promise<Diagnostic[]> {
  return checkCapabilityPack(await loadCapabilityPack(root, { entry: options.entry }), options.rules);
}
