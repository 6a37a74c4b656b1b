// Runs actions/build-context-pack's entry in-process (src/, not dist/, which is the last bundle),
// as actions/run.sh does: INPUT_* variables, a GITHUB_OUTPUT file, the work tree as working
// directory. Shared by the build-context-pack tests that need the current sources.
import { jest } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildContextPackAction } from '../../src/cli/actions/build-context-pack.js';
import { parseOutputFile } from '../helpers/action-runner.js';
import { baseEnv } from './build-context-pack-fixture.js';

let runs = 0;

/** The entry's run in `work` with `inputs` (and `env` over baseEnv); the process is restored afterwards. */
export async function runBuildContextPack(work: string, inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}) {
  const outputFile = path.join(path.dirname(work), `github-output-entry-${++runs}`);
  writeFileSync(outputFile, '');
  const savedEnv = { ...process.env };
  const savedCwd = process.cwd();
  let stdout = '';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  }) as typeof process.stdout.write);
  Object.assign(process.env, baseEnv, { GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: '' }, env);
  for (const [k, v] of Object.entries(inputs)) process.env[`INPUT_${k.toUpperCase()}`] = v;
  let error: string | null = null;
  try {
    process.chdir(work);
    await buildContextPackAction.run();
  } catch (err) {
    error = (err as Error).message;
  } finally {
    process.chdir(savedCwd);
    spy.mockRestore();
    for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k];
    Object.assign(process.env, savedEnv);
  }
  return { stdout, error, outputs: parseOutputFile(readFileSync(outputFile, 'utf8')) };
}

/** The `packwright:` lines of a run's log. */
export const logLines = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('packwright: '));
