import path from 'node:path';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as core from '@actions/core';
import { run as runValidate } from '../commands/validate.js';
import { KIND_CHOICES } from '../targets.js';
import type { Report } from '../report.js';
import type { ActionEntry } from './index.js';
import { choiceInput, inputLabel, outputFileInput, workspaceDir } from './inputs.js';
import { appendSummary } from './summary.js';
import { summaryMarkdown } from '../formatters/summary-markdown.js';

/**
 * actions/validate: the validate command with `--format github`, plus outputs for later steps.
 * The JSON report goes to a new file per step ($RUNNER_TEMP/packwright-report-<random>.json),
 * so two validate steps in one job keep both reports.
 */
export const validateAction: ActionEntry = {
  meta: { name: 'validate', description: 'check every pack, annotate the pull request, write the job summary' },
  async run() {
    const paths = core.getMultilineInput('path').filter((p) => p.trim() !== '');
    const kind = choiceInput('kind', KIND_CHOICES, 'auto');
    const failOn = choiceInput('fail-on', ['error', 'warning'] as const, 'error');
    const cwd = process.cwd();
    const sarifInput = core.getInput('sarif-file');
    const sarifFile = sarifInput ? outputFileInput('sarif-file', sarifInput, cwd, workspaceDir(cwd)) : '';
    const reportFile = path.join(process.env.RUNNER_TEMP || tmpdir(), `packwright-report-${randomBytes(6).toString('hex')}.json`);
    // The summary is written here, escaped by the actions' one helper, not by the formatter.
    const { GITHUB_STEP_SUMMARY: _summary, ...env } = process.env;
    const io = { cwd, env, stdout: process.stdout, stderr: process.stderr };
    // One validation run writes the annotations, the JSON report for `report` and, if asked, SARIF.
    const values = { kind, format: 'github', 'fail-on': failOn, output: reportFile, ...(sarifFile ? { sarif: sarifFile } : {}) };
    let code: number;
    let failure: unknown = null;
    try {
      code = await runValidate({ ...io, positionals: paths, values, verbose: false });
    } catch (err) {
      // The JSON report is written before the SARIF file: if only SARIF failed, the counts stand.
      code = 1;
      failure = sarifFile ? namedSarifError(err, sarifInput, sarifFile, cwd) : err;
    }
    const report = await readFile(reportFile, 'utf8').then((t) => JSON.parse(t) as Report, () => null);
    if (!report) throw failure ?? new Error(`${reportFile}: the report was not written`);
    core.setOutput('errors', String(report.summary.errors));
    core.setOutput('warnings', String(report.summary.warnings));
    core.setOutput('report', reportFile);
    await appendSummary(summaryMarkdown(report));
    if (failure) throw failure;
    if (code !== 0) core.setFailed(`packwright: ${report.summary.errors} error(s), ${report.summary.warnings} warning(s) in ${report.summary.targets} target(s) (fail-on: ${failOn})`);
  },
};

/** An error about the SARIF file (it names the file first) as one naming the input. */
function namedSarifError(err: unknown, given: string, abs: string, cwd: string): unknown {
  const message = (err as Error)?.message;
  if (typeof message !== 'string') return err;
  for (const shown of [abs, path.relative(cwd, abs).split(path.sep).join('/')]) {
    if (shown && message.startsWith(`${shown}:`)) return new Error(`${inputLabel('sarif-file')}: ${given}${message.slice(shown.length)}`);
  }
  return err;
}
