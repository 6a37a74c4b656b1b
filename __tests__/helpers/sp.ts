import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync, symlinkSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { runCli, REPO_ROOT, type CliResult } from './cli.js';

/** SP_TEST_BIN runs the e2e tests against another build of sp (a tsc output of src/sp.ts) before a bundle. */
export const SP_BUNDLE = process.env.SP_TEST_BIN || path.join(REPO_ROOT, 'dist', 'sp', 'index.js');

/** Runs the bundled `sp` with HOME and SKILLPACK_HOME in the given sandbox. */
export function runSp(args: string[], options: { cwd: string; home: string; env?: NodeJS.ProcessEnv }): CliResult {
  return runCli(args, { cwd: options.cwd, bundle: SP_BUNDLE, env: { HOME: options.home, SKILLPACK_HOME: path.join(options.home, '.skillpack'), ...options.env } });
}

export function git(args: string[], cwd: string): string {
  const r = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com', GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0' },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}

/** Writes a SKILL.md with valid frontmatter for a folder name. */
export function skill(root: string, rel: string, extra: Record<string, string | Uint8Array> = {}): void {
  const dir = path.join(root, ...rel.split('/'));
  mkdirSync(dir, { recursive: true });
  const name = path.basename(rel);
  writeFileSync(path.join(dir, 'SKILL.md'), `---\nname: ${name}\ndescription: The ${name} skill.\n---\n\n# ${name}\n`);
  for (const [f, data] of Object.entries(extra)) {
    const file = path.join(dir, ...f.split('/'));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  }
}

/** A repository under `parent` (a new folder) with the given local skills and a pack `p` selecting them all. */
export function packRepo(parent: string, skills = ['a/one', 'b/two']): string {
  const repo = path.join(parent, `repo-${Math.random().toString(16).slice(2)}`);
  for (const s of skills) skill(path.join(repo, 'skills'), s);
  mkdirSync(path.join(repo, 'packs'), { recursive: true });
  writeFileSync(path.join(repo, 'packs/p.yaml'), 'name: p\ninclude: ["**"]\n');
  return repo;
}

export { symlinkSync, chmodSync };
