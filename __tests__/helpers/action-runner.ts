import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

interface ActionYaml {
  inputs?: Record<string, { default?: string; required?: boolean }>;
  outputs?: Record<string, { value: string }>;
  runs: { using: string; steps: { id?: string; shell?: string; env?: Record<string, string>; run?: string; uses?: string }[] };
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Parses a GITHUB_OUTPUT file: `name=value` lines and `name<<DELIM` heredocs, as the runner does. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delim] = heredoc;
      const body: string[] = [];
      for (i++; i < lines.length && lines[i] !== delim; i++) body.push(lines[i]);
      out[name] = body.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      out[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return out;
}

/**
 * Runs a composite action the way the runner does: each `run:` step through bash with the
 * step's `env:` evaluated (only `${{ inputs.x }}` and `${{ steps.id.outputs.x }}`), with
 * GITHUB_ACTION_PATH, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, then maps `outputs:`.
 * Composite actions get no INPUT_* variables of their own: only what env: maps.
 */
export function runCompositeAction(actionDir: string, inputs: Record<string, string>, options: { cwd: string; env?: NodeJS.ProcessEnv }): ActionRun {
  const action = parse(readFileSync(path.join(actionDir, 'action.yml'), 'utf8')) as ActionYaml;
  if (action.runs.using !== 'composite') throw new Error(`${actionDir}: not a composite action`);
  const values: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs ?? {})) values[name] = inputs[name] ?? spec.default ?? '';
  for (const name of Object.keys(inputs)) if (!(name in values)) throw new Error(`unknown input ${name}`);
  const work = mkdtempSync(path.join(tmpdir(), 'runner-'));
  const summaryFile = path.join(work, 'summary.md');
  writeFileSync(summaryFile, '');
  const stepOutputs: Record<string, Record<string, string>> = {};
  const expr = (s: string) =>
    s.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_m, e: string) => {
      const input = /^inputs\.([\w-]+)$/.exec(e);
      if (input) return values[input[1]] ?? '';
      const step = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(e);
      if (step) return stepOutputs[step[1]]?.[step[2]] ?? '';
      throw new Error(`unsupported expression ${e}`);
    });
  let stdout = '';
  let stderr = '';
  let code: number | null = 0;
  for (const [i, step] of action.runs.steps.entries()) {
    if (step.run === undefined) throw new Error('only run: steps are supported');
    if (step.run.includes('${{')) throw new Error(`step ${step.id ?? i} puts an expression inside run: (script injection)`);
    const outputFile = path.join(work, `output-${i}`);
    writeFileSync(outputFile, '');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...options.env,
      GITHUB_ACTION_PATH: actionDir,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_WORKSPACE: options.cwd,
      RUNNER_TEMP: work,
      GITHUB_ACTIONS: 'true',
    };
    for (const [k, v] of Object.entries(step.env ?? {})) env[k] = expr(String(v));
    const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run], { cwd: options.cwd, env, encoding: 'utf8' });
    stdout += r.stdout;
    stderr += r.stderr;
    stepOutputs[step.id ?? String(i)] = parseOutputFile(readFileSync(outputFile, 'utf8'));
    code = r.status;
    if (code !== 0) break;
  }
  const outputs: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.outputs ?? {})) outputs[name] = expr(spec.value);
  return { code, stdout, stderr, outputs, summary: readFileSync(summaryFile, 'utf8') };
}
