import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, cpSync, symlinkSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './cli.js';

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
  /** What the steps wrote to GITHUB_ENV (later steps see it as environment variables). */
  env: Record<string, string>;
}

/** The token `${{ github.token }}` stands for when the caller's env has no GITHUB_TOKEN. */
export const FAKE_GITHUB_TOKEN = 'ghs_packwrightHarnessFakeToken0000000000';

/**
 * Parses a GITHUB_OUTPUT (or GITHUB_ENV) file: `name=value` lines and `name<<DELIM` heredocs, as
 * the runner does. Like the runner, throws on a heredoc whose closing delimiter never comes
 * (a value that swallowed it, or a truncated file) instead of taking the rest of the file.
 */
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
      if (i >= lines.length) throw new Error(`Invalid value. Matching delimiter not found '${delim}'`);
      out[name] = body.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      out[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return out;
}

/**
 * With PACKWRIGHT_BUNDLE set (a folder holding a bundle's index.js, e.g. one built from the
 * working sources), an action of this repository runs against that bundle instead of dist/:
 * its action files are copied beside a `dist` link to the bundle, where actions/run.sh finds it.
 */
function withBundle(actionDir: string, work: string): string {
  const bundle = process.env.PACKWRIGHT_BUNDLE;
  const rel = path.relative(REPO_ROOT, path.resolve(actionDir));
  if (!bundle || rel.startsWith('..') || path.isAbsolute(rel)) return actionDir;
  const root = path.join(work, 'package');
  cpSync(path.join(REPO_ROOT, 'actions'), path.join(root, 'actions'), { recursive: true });
  if (existsSync(path.join(REPO_ROOT, 'action.yml'))) cpSync(path.join(REPO_ROOT, 'action.yml'), path.join(root, 'action.yml'));
  symlinkSync(path.resolve(bundle), path.join(root, 'dist'));
  return path.join(root, rel);
}

/**
 * Runs a composite action the way the runner does: each `run:` step through bash with the
 * step's `env:` evaluated (`${{ inputs.x }}`, `${{ steps.id.outputs.x }}` and
 * `${{ github.token }}`, which is the caller's env GITHUB_TOKEN or FAKE_GITHUB_TOKEN, in
 * input defaults too), with GITHUB_ACTION_PATH, GITHUB_OUTPUT, GITHUB_ENV and
 * GITHUB_STEP_SUMMARY files, then maps `outputs:`. What a step writes to GITHUB_ENV is in the
 * environment of the later steps. A GITHUB_OUTPUT or GITHUB_ENV file the runner would reject
 * (a heredoc without its closing delimiter) fails the step, as on the runner.
 * Composite actions get no INPUT_* variables of their own: only what env: maps.
 */
export function runCompositeAction(actionDir: string, inputs: Record<string, string>, options: { cwd: string; env?: NodeJS.ProcessEnv }): ActionRun {
  const action = parse(readFileSync(path.join(actionDir, 'action.yml'), 'utf8')) as ActionYaml;
  if (action.runs.using !== 'composite') throw new Error(`${actionDir}: not a composite action`);
  const github: Record<string, string> = { token: options.env?.GITHUB_TOKEN ?? FAKE_GITHUB_TOKEN };
  const values: Record<string, string> = {};
  const work = mkdtempSync(path.join(tmpdir(), 'runner-'));
  const actionPath = withBundle(actionDir, work);
  const summaryFile = path.join(work, 'summary.md');
  writeFileSync(summaryFile, '');
  const stepOutputs: Record<string, Record<string, string>> = {};
  const written: Record<string, string> = {};
  const expr = (s: string) =>
    s.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_m, e: string) => {
      const ctx = /^github\.([\w-]+)$/.exec(e);
      if (ctx && ctx[1] in github) return github[ctx[1]];
      const input = /^inputs\.([\w-]+)$/.exec(e);
      if (input) return values[input[1]] ?? '';
      const step = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(e);
      if (step) return stepOutputs[step[1]]?.[step[2]] ?? '';
      throw new Error(`unsupported expression ${e}`);
    });
  for (const [name, spec] of Object.entries(action.inputs ?? {})) values[name] = inputs[name] ?? expr(spec.default ?? '');
  for (const name of Object.keys(inputs)) if (!(name in values)) throw new Error(`unknown input ${name}`);
  let stdout = '';
  let stderr = '';
  let code: number | null = 0;
  for (const [i, step] of action.runs.steps.entries()) {
    if (step.run === undefined) throw new Error('only run: steps are supported');
    if (step.run.includes('${{')) throw new Error(`step ${step.id ?? i} puts an expression inside run: (script injection)`);
    const outputFile = path.join(work, `output-${i}`);
    const envFile = path.join(work, `env-${i}`);
    writeFileSync(outputFile, '');
    writeFileSync(envFile, '');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...options.env,
      ...written,
      GITHUB_ACTION_PATH: actionPath,
      GITHUB_OUTPUT: outputFile,
      GITHUB_ENV: envFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_WORKSPACE: options.cwd,
      RUNNER_TEMP: work,
      GITHUB_ACTIONS: 'true',
    };
    for (const [k, v] of Object.entries(step.env ?? {})) env[k] = expr(String(v));
    const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run], { cwd: options.cwd, env, encoding: 'utf8' });
    stdout += r.stdout;
    stderr += r.stderr;
    code = r.status;
    for (const [kind, file] of [['output', outputFile], ['env', envFile]] as const) {
      try {
        const parsed = parseOutputFile(readFileSync(file, 'utf8'));
        if (kind === 'output') stepOutputs[step.id ?? String(i)] = parsed;
        else Object.assign(written, parsed);
      } catch (err) {
        stderr += `Error: Unable to process file command '${kind}' successfully.\nError: ${(err as Error).message}\n`;
        code = 1;
      }
    }
    if (code !== 0) break;
  }
  const outputs: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.outputs ?? {})) outputs[name] = expr(spec.value);
  return { code, stdout, stderr, outputs, summary: readFileSync(summaryFile, 'utf8'), env: written };
}
