import path from 'node:path';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as core from '@actions/core';
import { run as runValidate } from '../commands/validate.js';
import { KIND_CHOICES } from '../targets.js';
import type { Report } from '../report.js';
import type { ActionEntry } from './index.js';
import { choiceInput, getInput, getMultilineInput, outputFileInput, renamedError, workspaceDir } from './inputs.js';

/**
 * actions/validate: the validate command with `--format github`, plus outputs for later steps.
 * The JSON report goes to a new file per step ($RUNNER_TEMP/packwright-report-<random>.json),
 * so two validate steps in one job keep both reports.
 */
export const validateAction: ActionEntry = {
  meta: { name: 'validate', description: 'check every pack, annotate the pull request, write the job summary' },
  async run() {
    const paths = getMultilineInput('path').filter((p) => p.trim() !== '');
    const kind = choiceInput('kind', KIND_CHOICES, 'auto');
    const failOn = choiceInput('fail-on', ['error', 'warning'] as const, 'error');
    const cwd = process.cwd();
    const sarifInput = getInput('sarif-file');
    const sarifFile = sarifInput ? await outputFileInput('sarif-file', sarifInput, cwd, workspaceDir(cwd)) : '';
    const reportFile = path.join(process.env.RUNNER_TEMP || tmpdir(), `packwright-report-${randomBytes(6).toString('hex')}.json`);
    const io = { cwd, env: process.env, stdout: process.stdout, stderr: process.stderr };
    // One validation run writes the annotations, the job summary (the github formatter writes
    // it), the JSON report for `report` and, if asked, SARIF.
    const values = { kind, format: 'github', 'fail-on': failOn, output: reportFile, ...(sarifFile ? { sarif: sarifFile } : {}) };
    let code: number;
    let failure: unknown = null;
    try {
      code = await runValidate({ ...io, positionals: paths, values, verbose: false });
    } catch (err) {
      // The JSON report is written before the SARIF file: if only SARIF failed, the counts stand.
      code = 1;
      // An error about the SARIF file (it names the file first) names the input instead.
      failure = sarifFile ? renamedError(err, { abs: sarifFile, cwd, name: 'sarif-file', given: sarifInput, otherwise: 'keep' }) : err;
    }
    const report = await readFile(reportFile, 'utf8').then((t) => JSON.parse(t) as Report, () => null);
    if (!report) throw failure ?? new Error(`${reportFile}: the report was not written`);
    core.setOutput('errors', String(report.summary.errors));
    core.setOutput('warnings', String(report.summary.warnings));
    core.setOutput('report', reportFile);
    if (failure) throw failure;
    if (code !== 0) core.setFailed(`packwright: ${report.summary.errors} error(s), ${report.summary.warnings} warning(s) in ${report.summary.targets} target(s) (fail-on: ${failOn})`);
  },
};
