import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const BUNDLE = path.join(REPO_ROOT, 'dist', 'index.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the bundled CLI (dist/index.js) as a user would, with an argument array. */
export function runCli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string; bundle?: string } = {}): CliResult {
  const r = spawnSync(process.execPath, [options.bundle ?? BUNDLE, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: { ...process.env, NODE_OPTIONS: '', ...options.env },
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // A hang must fail the test, not stall the whole run.
    timeout: 120_000,
    killSignal: 'SIGKILL',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
