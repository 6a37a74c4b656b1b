import * as core from '@actions/core';
import { appendJobSummary, escapeHtml } from '../formatters/summary-markdown.js';

// HTML summary pieces for the actions; the escaping itself is formatters/summary-markdown.ts.

/** An HTML heading, its text escaped. */
export function htmlHeading(text: string, level = 3): string {
  return `<h${level}>${escapeHtml(text)}</h${level}>`;
}

/** An HTML table: a header row and the rows, every cell escaped. */
export function htmlTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const row = (cells: readonly string[], tag: 'th' | 'td') => `<tr>${cells.map((c) => `<${tag}>${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
  return `<table>${row(header, 'th')}${rows.map((r) => row(r, 'td')).join('')}</table>`;
}

/** An HTML paragraph, its text escaped. */
export function htmlParagraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

/**
 * GitHub drops a step's job summary over 1 MiB. Names shown in one (which a repository chooses,
 * and escaping can make six times longer: `"` is `&quot;`) share this many bytes, as escaped.
 */
const SUMMARY_NAME_BYTES = 900_000;

/**
 * A lister of names for the cells of one job summary: each call joins its names with `, ` while
 * the bytes they take, escaped, fit what the earlier calls left; past that it ends with
 * `… and N more`. An empty list is `–`.
 */
export function summaryNameLister(budget = SUMMARY_NAME_BYTES): (names: readonly string[]) => string {
  let left = budget;
  return (names) => {
    if (names.length === 0) return '–';
    const shown: string[] = [];
    for (const name of names) {
      const size = Buffer.byteLength(escapeHtml(name)) + 2;
      if (size > left) break;
      left -= size;
      shown.push(name);
    }
    const cut = names.length - shown.length;
    return cut ? [...shown, `… and ${cut} more`].join(', ') : shown.join(', ');
  };
}

/**
 * Appends to the job summary ($GITHUB_STEP_SUMMARY). The summary is extra: without the
 * variable nothing is written, and a failed write is a warning, never the step's failure.
 */
export async function appendSummary(text: string): Promise<void> {
  await appendJobSummary(process.env.GITHUB_STEP_SUMMARY, text, (message) => core.warning(`packwright: ${message}`));
}
