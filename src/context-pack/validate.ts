import { DiagnosticCollector, metaMap, runRules, type Diagnostic, type RuleSeverities } from '../core/diagnostics.js';
import { escapeControlCharacters, hasControlCharacter } from '../core/show-name.js';
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
  // Messages name files as the folder holds them and paths as pack.json spells them: a newline
  // there would split the report's line, an ESC recolour the terminal. Every control character
  // is written as an escape (`a\nb.md`), as the report already writes the file path.
  return collector.diagnostics.map((d) => (hasControlCharacter(d.message) ? { ...d, message: escapeControlCharacters(d.message) } : d));
}
