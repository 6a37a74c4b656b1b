import path from 'node:path';
import { readFile } from 'node:fs/promises';
import * as core from '@actions/core';
import { run as runValidate } from '../commands/validate.js';
import type { Report } from '../report.js';
import type { ActionEntry } from './index.js';

/** actions/validate: the validate command with `--format github`, plus outputs for later steps. */
export const validateAction: ActionEntry = {
  meta: { name: 'validate', description: 'check every pack, annotate the pull request, write the job summary' },
  async run() {
    const paths = core.getMultilineInput('path').filter((p) => p.trim() !== '');
    const kind = core.getInput('kind') || 'auto';
    const failOn = core.getInput('fail-on') || 'error';
    const sarifFile = core.getInput('sarif-file');
    const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
    const reportFile = path.join(process.env.RUNNER_TEMP || workspace, 'packwright-report.json');
    const io = { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr };
    // One validation run writes the annotations, the JSON report for `report` and, if asked, SARIF.
    const values = { kind, format: 'github', 'fail-on': failOn, output: reportFile, ...(sarifFile ? { sarif: sarifFile } : {}) };
    const code = await runValidate({ ...io, positionals: paths, values, verbose: false });
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as Report;
    core.setOutput('errors', String(report.summary.errors));
    core.setOutput('warnings', String(report.summary.warnings));
    core.setOutput('report', reportFile);
    if (code !== 0) core.setFailed(`packwright: ${report.summary.errors} error(s), ${report.summary.warnings} warning(s) in ${report.summary.targets} target(s) (fail-on: ${failOn})`);
  },
};
