import type { Formatter } from '../report.js';
import { appendJobSummary, summaryMarkdown } from './summary-markdown.js';

/** Workflow-command escaping, as @actions/core's `issueCommand` does it. */
function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
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
    // The summary is extra: the annotations and the exit code must not depend on writing it.
    await appendJobSummary(context.env.GITHUB_STEP_SUMMARY, summaryMarkdown(report), (message) => context.stderr?.write(`packwright: warning: ${message.replace(/[\r\n]+/g, ' ')}\n`));
    const { targets, errors, warnings } = report.summary;
    lines.push(`packwright: ${targets} target${targets === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
    return `${lines.join('\n')}\n`;
  },
};
