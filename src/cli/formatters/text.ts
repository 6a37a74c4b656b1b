import type { Formatter } from '../report.js';
import { escapeControlCharacters, showPath } from '../../core/show-name.js';

/**
 * Human output, one line per finding in the `file:line:col` form editors and terminals link.
 * A file name holding a control character (a newline, CR, ESC), a quote or a backslash is
 * JSON-quoted, as the commit hook shows it: a raw one could forge or hide a line. Messages
 * quote names too (as the folder holds them, as a manifest spells them): their control and bidi
 * characters are written as escapes (`a\nb.md`), whichever rule wrote the message.
 */
export const textFormatter: Formatter = {
  meta: { id: 'text', description: 'one line per finding, then a summary' },
  async format(report) {
    const lines: string[] = [];
    for (const t of report.targets) {
      for (const d of t.diagnostics) {
        const where = d.line ? `${showPath(d.file)}:${d.line}:${d.column ?? 1}` : showPath(d.file);
        lines.push(`${where}: ${d.severity} ${escapeControlCharacters(d.message)} [${d.rule}]`);
      }
    }
    const { targets, errors, warnings } = report.summary;
    const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
    if (targets === 0) lines.push('no packs found');
    else lines.push(`${plural(targets, 'target')} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`);
    return `${lines.join('\n')}\n`;
  },
};
