import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT, type CliResult } from './cli.js';

// Permission checks bind only a user without CAP_DAC_OVERRIDE: as root, the bundle runs as
// `nobody` through setpriv (util-linux); as anyone else, as that user.
const AS_ROOT = process.getuid?.() === 0;
const NOBODY = 65534;

/** Makes a test's temp folder usable by the unprivileged user (as root: hands it to nobody). */
export function handToUnprivileged(dir: string): void {
  if (!AS_ROOT) return;
  chmodSync(dir, 0o755);
  const own = (p: string) => {
    chownSync(p, NOBODY, NOBODY);
    if (lstatSync(p).isDirectory()) for (const n of readdirSync(p)) own(path.join(p, n));
  };
  own(dir);
}

let distCopy: string | null = null;
// Imported at the top of a test file, so this registers with that file's run.
afterAll(() => {
  if (distCopy) rmSync(distCopy, { recursive: true, force: true });
  distCopy = null;
});

/**
 * The bundle's path in a copy of dist/ that `nobody` can read: the clone under test may sit
 * in a folder only its owner can enter. Made once per test file, removed after it.
 */
function readableBundle(bundle: string): string {
  if (!AS_ROOT) return bundle;
  if (!distCopy) {
    const dir = mkdtempSync(path.join(tmpdir(), 'packwright-dist-'));
    chmodSync(dir, 0o755);
    cpSync(path.join(REPO_ROOT, 'dist'), path.join(dir, 'dist'), { recursive: true });
    distCopy = dir;
  }
  return path.join(distCopy, path.relative(REPO_ROOT, bundle));
}

/** Runs a bundle as a user that file permissions apply to, with only the given environment and PATH. */
export function runUnprivileged(bundle: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): CliResult {
  const argv = [process.execPath, readableBundle(bundle), ...args];
  const cmd = AS_ROOT ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', ...argv] : argv;
  const r = spawnSync(cmd[0], cmd.slice(1), { cwd: options.cwd, env: { PATH: process.env.PATH ?? '', ...options.env }, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
