import { showPath } from '../../core/show-name.js';
import type { ToolEntry } from '../load.js';

/** How messages name a tool: `tools[2] (run_it)`; a name with control characters or quotes is quoted with escapes. */
export function toolLabel(t: ToolEntry): string {
  const name = (t.raw as { name?: unknown }).name;
  return `tools[${t.index}]${typeof name === 'string' ? ` (${showPath(name)})` : ''}`;
}
