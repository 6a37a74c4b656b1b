import { extensionOf } from '../classify.js';
import { jsAnalyzer } from './js.js';
import { pythonAnalyzer } from './python.js';
import { goAnalyzer } from './go.js';
import { rustAnalyzer } from './rust.js';
import type { LanguageAnalyzer } from './types.js';

/** The registry of language analyzers used by summary packs. */
export const analyzers: readonly LanguageAnalyzer[] = [jsAnalyzer, pythonAnalyzer, goAnalyzer, rustAnalyzer];

const byExt = new Map(analyzers.flatMap((a) => a.meta.extensions.map((e) => [e, a] as const)));

export function analyzerFor(name: string): LanguageAnalyzer | undefined {
  return byExt.get(extensionOf(name));
}
