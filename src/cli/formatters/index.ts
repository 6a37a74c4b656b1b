import type { Formatter } from '../report.js';
import { textFormatter } from './text.js';
import { jsonFormatter } from './json.js';
import { githubFormatter } from './github.js';
import { sarifFormatter } from './sarif.js';

export const formatters: readonly Formatter[] = [textFormatter, jsonFormatter, githubFormatter, sarifFormatter];
export const FORMAT_IDS = formatters.map((f) => f.meta.id) as ['text', 'json', 'github', 'sarif'];

export function formatterById(id: string): Formatter {
  const f = formatters.find((x) => x.meta.id === id);
  if (!f) throw new Error(`no formatter ${id}`);
  return f;
}
