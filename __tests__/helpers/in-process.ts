import path from 'node:path';
import { main } from '../../src/cli/main.js';
import { spCommands } from '../../src/cli/sp/commands.js';
import { commands, type CommandEntry } from '../../src/cli/commands.js';
import { meta as prePushMeta, runPrePush } from '../../src/cli/commands/hook-pre-push.js';

export interface InProcessResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI's main() in this process, on src/ (no `npm run bundle` needed), with its output
 * captured. `env` is the whole environment the command sees.
 */
export async function runMain(argv: string[], cwd: string, registry: readonly CommandEntry[] = commands, env: NodeJS.ProcessEnv = {}): Promise<InProcessResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { cwd, env, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } }, registry);
  return { code, stdout, stderr };
}

/**
 * Runs `sp` through main() with the sp registry, on src/, with HOME and SKILLPACK_HOME in the
 * sandbox `home` (`<home>/.skillpack`) over the test process's environment, and a lock wait of
 * the default whatever the caller's environment says.
 */
export async function runSpMain(argv: string[], cwd: string, home: string, env: NodeJS.ProcessEnv = {}): Promise<InProcessResult> {
  let stdout = '';
  let stderr = '';
  const fullEnv = { ...process.env, HOME: home, SKILLPACK_HOME: path.join(home, '.skillpack'), SKILLPACK_LOCK_TIMEOUT: '', ...env };
  const code = await main(argv, { cwd, env: fullEnv, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } }, spCommands, 'sp');
  return { code, stdout, stderr };
}

/** A registry whose `hook pre-push` reads `stdin` as git's pre-push input. */
export const prePushWithStdin = (stdin: string): CommandEntry[] => [{ name: 'hook pre-push', summary: '', load: async () => ({ meta: prePushMeta, run: (ctx) => runPrePush(ctx, async () => stdin) }) }];

/**
 * For the file's tests: in-process git calls read the caller's git config, so the user's
 * safe.directory, hooks and the like are kept out (GIT_CONFIG_GLOBAL=/dev/null, no system
 * config), and the variables are put back afterwards.
 */
export function isolateGitConfigForFile(): void {
  const saved = { GIT_CONFIG_GLOBAL: process.env.GIT_CONFIG_GLOBAL, GIT_CONFIG_NOSYSTEM: process.env.GIT_CONFIG_NOSYSTEM };
  beforeAll(() => {
    process.env.GIT_CONFIG_GLOBAL = '/dev/null';
    process.env.GIT_CONFIG_NOSYSTEM = '1';
  });
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });
}
