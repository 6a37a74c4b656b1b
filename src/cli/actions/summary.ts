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
 * Appends to the job summary ($GITHUB_STEP_SUMMARY). The summary is extra: without the
 * variable nothing is written, and a failed write is a warning, never the step's failure.
 */
export async function appendSummary(text: string): Promise<void> {
  await appendJobSummary(process.env.GITHUB_STEP_SUMMARY, text, (message) => core.warning(`packwright: ${message}`));
}
