import { appendFile } from 'node:fs/promises';
import { EOL } from 'node:os';
import { describeFsError } from '../../core/errors.js';
import type { Report } from '../report.js';

/*
 * The one place a job summary escapes what it shows (the github formatter's and the actions').
 * A summary is Markdown with HTML allowed, and what it shows (pack, skill and file names,
 * messages) comes from the repository: a pack named `c<b>|x` must show as that text, not as
 * markup or a broken table.
 */

/**
 * Text for HTML (a table cell, a heading): `&`, `<`, `>` and `"` as entities. A line break
 * becomes a space, as a blank line would end the HTML block and a break a Markdown table row.
 */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\r\n|\r|\n/g, ' ');
}

/**
 * Text for a Markdown table cell: escapeHtml, after a backslash before each character Markdown
 * would read as syntax there (`|` ends the cell; emphasis, links, images, code, strikethrough,
 * math; the backslash itself, or `a\|` would escape the pipe's escape).
 */
export function markdownText(s: string): string {
  return escapeHtml(s.replace(/[\\`*_[\]|~$!]/g, (c) => `\\${c}`));
}

/**
 * A code span for a Markdown table cell, for any file name: fenced with more backticks than
 * the name holds in a row (padded when it starts or ends with one), `|` escaped, line breaks
 * shown as `\r` and `\n`. Nothing else: a code span shows `<`, `>` and `&` as written.
 */
export function markdownCode(s: string): string {
  const text = s.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\|/g, '\\|');
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * The validate job summary (Markdown): a heading with the counts and one row per finding.
 * GitHub caps a step summary at 1 MiB; it stays well under and says what was cut.
 */
export function summaryMarkdown(report: Report): string {
  const { targets, errors, warnings } = report.summary;
  const rows = report.targets.flatMap((t) =>
    t.diagnostics.map((d) => `| ${d.severity === 'error' ? '❌ error' : '⚠️ warning'} | ${markdownCode(d.rule)} | ${markdownCode(`${d.file}${d.line ? `:${d.line}` : ''}`)} | ${markdownText(d.message)} |`),
  );
  const head = `## packwright: ${report.ok ? '✅' : '❌'} ${targets} target${targets === 1 ? '' : 's'}, ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n\n`;
  if (rows.length === 0) return `${head}No findings.\n`;
  const table = ['| severity | rule | location | message |', '|---|---|---|---|'];
  let size = head.length;
  let shown = 0;
  for (const r of rows) {
    if (size + r.length > 900_000) break;
    table.push(r);
    size += r.length + 1;
    shown++;
  }
  const cut = rows.length - shown;
  return `${head}${table.join('\n')}\n${cut ? `\n…and ${cut} more (see the JSON report).\n` : ''}`;
}

/**
 * Appends `text` and a line break to the job summary file (the value of GITHUB_STEP_SUMMARY).
 * The summary is extra: without a file nothing is written, and a failed write goes to `warn`
 * (`job summary not written: <why>`), never to the caller's exit code or the step's failure.
 * The one writer of the summary for the github formatter and the actions.
 */
export async function appendJobSummary(file: string | undefined, text: string, warn: (message: string) => void): Promise<void> {
  if (!file) return;
  try {
    await appendFile(file, `${text}${EOL}`, 'utf8');
  } catch (err) {
    warn(`job summary not written: ${describeFsError(err, file)}`);
  }
}
