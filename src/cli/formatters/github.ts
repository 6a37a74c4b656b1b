import { appendFile } from 'node:fs/promises';
import { EOL } from 'node:os';
import { describeFsError } from '../../core/errors.js';
import type { Formatter, Report } from '../report.js';

/** Workflow-command escaping, as @actions/core's `issueCommand` does it. */
function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * Text for one table cell. A line break ends the table row, and a `|` (even inside a code
 * span) ends the cell; a backslash is escaped too, or `a\|` would escape the pipe's escape.
 */
function cellText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r\n|\r|\n/g, ' ');
}

/**
 * A code span for a table cell, for any file name: fenced with more backticks than the name
 * holds in a row (padded when it starts or ends with one), `|` escaped, line breaks shown as
 * `\r` and `\n` (a name may hold them, and a raw one would end the row).
 */
function cellCode(s: string): string {
  const text = s.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\|/g, '\\|');
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

export function summaryMarkdown(report: Report): string {
  const { targets, errors, warnings } = report.summary;
  const rows = report.targets.flatMap((t) =>
    t.diagnostics.map((d) => `| ${d.severity === 'error' ? '❌ error' : '⚠️ warning'} | ${cellCode(d.rule)} | ${cellCode(`${d.file}${d.line ? `:${d.line}` : ''}`)} | ${cellText(d.message)} |`),
  );
  const head = `## packwright: ${report.ok ? '✅' : '❌'} ${targets} target${targets === 1 ? '' : 's'}, ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n\n`;
  if (rows.length === 0) return `${head}No findings.\n`;
  // GitHub caps a step summary at 1 MiB; keep well under it and say what was cut.
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
 * Annotations for the pull request (GitHub shows the first 10 per severity per step), plus the
 * complete list in the job summary when GITHUB_STEP_SUMMARY is set.
 */
export const githubFormatter: Formatter = {
  meta: { id: 'github', description: 'GitHub workflow annotations and a job summary' },
  async format(report, context) {
    const lines = report.targets.flatMap((t) =>
      t.diagnostics.map((d) => {
        const props = [`file=${escapeProperty(d.file)}`];
        if (d.line) props.push(`line=${d.line}`);
        if (d.column) props.push(`col=${d.column}`);
        if (d.endLine) props.push(`endLine=${d.endLine}`);
        if (d.endColumn && d.endLine === d.line) props.push(`endColumn=${d.endColumn}`);
        props.push(`title=${escapeProperty(`packwright ${d.rule}`)}`);
        return `::${d.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${escapeData(d.message)}`;
      }),
    );
    const summaryFile = context.env.GITHUB_STEP_SUMMARY;
    if (summaryFile) {
      // The summary is extra: the annotations and the exit code must not depend on writing it.
      try {
        await appendFile(summaryFile, `${summaryMarkdown(report)}${EOL}`, 'utf8');
      } catch (err) {
        context.stderr?.write(`packwright: warning: job summary not written: ${describeFsError(err, summaryFile).replace(/[\r\n]+/g, ' ')}\n`);
      }
    }
    const { targets, errors, warnings } = report.summary;
    lines.push(`packwright: ${targets} target${targets === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
    return `${lines.join('\n')}\n`;
  },
};
