// Pre-push tests that run `packwright hook pre-push` in-process need exactly what git hands the
// hook for a real push: a repository with a bare remote `origin` (file:// URL) whose pre-push
// hook records its arguments and stdin and then blocks, so nothing is pushed until the command
// under test has passed.
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeRepo, type Repo } from './git-repo.js';
import { prePushWithStdin, runMain, type InProcessResult } from './in-process.js';

export type PushRepo = Repo & { remote: string; url: string };

/** A repository with a bare remote `origin` (file:// URL) and a pre-push hook that records what git gives it. */
export function capturingPushRepo(prefix: string): PushRepo {
  const repo = makeRepo(prefix);
  const remote = path.join(repo.root, 'remote.git');
  repo.run('git', ['init', '-q', '--bare', '-b', 'main', remote], {}, repo.root);
  const url = pathToFileURL(remote).href;
  repo.gitOk(['remote', 'add', 'origin', url]);
  const hook = path.join(repo.dir, '.git', 'hooks', 'pre-push');
  writeFileSync(hook, `#!/bin/sh\nprintf '%s\\n' "$@" > '${repo.root}/push-args'\ncat > '${repo.root}/push-stdin'\nexit 1\n`);
  chmodSync(hook, 0o755);
  return Object.assign(repo, { remote, url });
}

/** What git hands the pre-push hook for `git push ARGS`: its arguments and stdin. */
export function capturePush(repo: PushRepo, args: string[]): { argv: string[]; stdin: string } {
  for (const f of ['push-args', 'push-stdin']) rmSync(path.join(repo.root, f), { force: true });
  repo.git(['push', '-q', ...args]);
  if (!existsSync(path.join(repo.root, 'push-args'))) throw new Error(`git push ${args.join(' ')} ran no pre-push hook`);
  const argv = readFileSync(path.join(repo.root, 'push-args'), 'utf8').split('\n').slice(0, 2);
  return { argv, stdin: readFileSync(path.join(repo.root, 'push-stdin'), 'utf8') };
}

/** `git push ARGS` with `packwright hook pre-push` (src, in-process) as the hook: the push is made when it passes. */
export async function pushThroughHook(repo: PushRepo, args: string[], extra: string[] = []): Promise<InProcessResult & { stdin: string }> {
  const { argv, stdin } = capturePush(repo, args);
  const r = await runMain(['hook', 'pre-push', ...extra, ...argv], repo.dir, prePushWithStdin(stdin));
  if (r.code === 0) repo.gitOk(['push', '-q', '--no-verify', ...args]);
  return { ...r, stdin };
}
