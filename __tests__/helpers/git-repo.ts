import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from './tmp.js';

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A git repository in a temp folder with a private HOME and no system config, so the user's
 * git settings (hooks paths, templates, signing) never leak into a test.
 */
export function makeRepo(prefix = 'packwright-git-') {
  const tmp = makeTempDir(prefix);
  const dir = path.join(tmp.dir, 'repo');
  const home = path.join(tmp.dir, 'home');
  mkdirSync(dir);
  mkdirSync(home);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
    LC_ALL: 'C',
  };
  const run = (cmd: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}, cwd = dir): RunResult => {
    const r = spawnSync(cmd, args, { cwd, env: { ...env, ...extraEnv }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (r.error) throw r.error;
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const git = (args: string[], extraEnv: NodeJS.ProcessEnv = {}): RunResult => run('git', args, extraEnv);
  const gitOk = (args: string[], extraEnv: NodeJS.ProcessEnv = {}): string => {
    const r = git(args, extraEnv);
    if (r.code !== 0) throw new Error(`git ${args.join(' ')} failed: ${r.stderr}`);
    return r.stdout;
  };
  gitOk(['init', '-q', '-b', 'main']);
  return {
    dir,
    home,
    env,
    root: tmp.dir,
    run,
    git,
    gitOk,
    write(rel: string, data: string | Uint8Array): string {
      const file = path.join(dir, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data);
      return file;
    },
    /** Writes and stages files. */
    stage(files: Record<string, string | Uint8Array>): void {
      for (const [rel, data] of Object.entries(files)) this.write(rel, data);
      gitOk(['add', '--', ...Object.keys(files)]);
    },
    cleanup: tmp.cleanup,
  };
}

export type Repo = ReturnType<typeof makeRepo>;
