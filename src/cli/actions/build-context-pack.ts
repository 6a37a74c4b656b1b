import path from 'node:path';
import { readFile } from 'node:fs/promises';
import * as core from '@actions/core';
import { runGit, gitTopLevel } from '../../core/git.js';
import { resolveContained, toPosix } from '../../core/paths.js';
import { writeFileAtomic } from '../../core/atomic-write.js';
import { InvalidInputError, UsageError } from '../../core/errors.js';
import { rehashContextPack } from '../../context-pack/rehash.js';
import { buildContextPack, serializePack } from '../../snapshot/build.js';
import { assertReplaceablePack } from '../../snapshot/replaceable.js';
import { configPatterns } from '../../snapshot/options.js';
import { packTimestamp } from '../../snapshot/time.js';
import { resolveTargets } from '../targets.js';
import type { ActionEntry } from './index.js';
import { makeDirs } from '../../core/make-dirs.js';
import { plural } from '../../snapshot/manifest.js';

const BOT = { name: 'github-actions[bot]', email: '41898282+github-actions[bot]@users.noreply.github.com' };

function oneOf<T extends string>(name: string, value: string, choices: readonly T[]): T {
  if (!choices.includes(value as T)) throw new UsageError(`input ${name} must be one of ${choices.join(', ')}, not '${value}'`);
  return value as T;
}

/** Paths git reports as changed (modified, added or untracked) among `paths`. */
async function changedPaths(top: string, paths: string[]): Promise<string[]> {
  if (!paths.length) return [];
  const r = await runGit(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...paths], { cwd: top });
  return r.stdout.toString('utf8').split('\0').filter((e) => e.length > 3).map((e) => e.slice(3)).sort();
}

/** The pack's bytes without created_at: a rebuild that differs only there is not a change. */
function withoutTime(text: string): string | null {
  try {
    const pack = JSON.parse(text) as { metadata?: { created_at?: unknown } };
    if (pack.metadata) delete pack.metadata.created_at;
    return JSON.stringify(pack);
  } catch {
    return null;
  }
}

/**
 * actions/build-context-pack: rehash every context pack (on push), rebuild the repository's
 * pack (on a schedule), and commit the result back: pushed, as a pull request, or only reported.
 * Only paths are printed, never file content.
 */
export const buildContextPackAction: ActionEntry = {
  meta: { name: 'build-context-pack', description: 'rehash context packs and rebuild the repository pack, then commit back if changed' },
  async run() {
    const cwd = process.cwd();
    const top = await gitTopLevel(cwd);
    if (!top) throw new InvalidInputError(`${cwd}: not inside a git work tree (run actions/checkout first)`);
    const event = process.env.GITHUB_EVENT_NAME ?? '';
    let mode = oneOf('mode', core.getInput('mode') || 'auto', ['auto', 'rehash', 'snapshot', 'both'] as const);
    if (mode === 'auto') mode = event === 'push' ? 'rehash' : event === 'schedule' ? 'snapshot' : 'both';
    const commit = oneOf('commit', core.getInput('commit') || 'push', ['push', 'pull-request', 'none'] as const);
    const type = oneOf('type', core.getInput('type') || 'auto', ['auto', 'full', 'summary'] as const);
    const message = core.getInput('message') || 'chore: refresh context packs';
    const root = path.resolve(cwd, core.getInput('path') || '.');
    const touched: string[] = [];
    const outRel = core.getInput('output') || '.context/pack.json';
    const out = await resolveContained(top, toPosix(path.relative(top, path.resolve(cwd, outRel))));
    // Before any rehash writes: a run that cannot write its pack changes nothing.
    if (mode === 'snapshot' || mode === 'both') assertReplaceablePack(out, toPosix(path.relative(top, out)));

    if (mode === 'rehash' || mode === 'both') {
      // The snapshot pack is also named pack.json by default: it is ours to rebuild, not to rehash.
      const targets = (await resolveTargets([root], 'context-pack', cwd)).filter((t) => path.join(t.path, 'pack.json') !== out);
      for (const t of targets) {
        const r = await rehashContextPack(t.path);
        core.info(`packwright: ${toPosix(path.relative(top, r.manifestPath))}: ${r.stale.length ? `${r.stale.length} hash(es) updated` : 'up to date'}`);
        touched.push(toPosix(path.relative(top, r.manifestPath)));
      }
      if (!targets.length) core.info('packwright: no context packs to rehash');
    }

    if (mode === 'snapshot' || mode === 'both') {
      const cfg = await configPatterns(root);
      const pack = await buildContextPack(root, {
        exclude: cfg.exclude,
        include: cfg.include,
        skipPaths: [toPosix(path.relative(root, out))],
        createdAt: await packTimestamp(root, process.env),
        constraints: { prefer_summary: type === 'summary', force_full: type === 'full' },
      });
      const text = serializePack(pack);
      const old = await readFile(out, 'utf8').catch(() => null);
      if (old !== null && withoutTime(old) === withoutTime(text)) {
        core.info(`packwright: ${toPosix(path.relative(top, out))}: unchanged`);
      } else {
        makeDirs(path.dirname(out));
        await writeFileAtomic(out, text);
        const i = pack.context_pack_info;
        core.info(`packwright: ${toPosix(path.relative(top, out))}: ${i.type} pack, ${plural(i.files_included, 'file')} included, ${i.files_excluded} excluded`);
      }
      touched.push(toPosix(path.relative(top, out)));
    }

    const files = await changedPaths(top, touched);
    core.setOutput('changed', files.length ? 'true' : 'false');
    core.setOutput('files', files.join('\n'));
    if (!files.length) {
      core.info('packwright: nothing changed');
      return;
    }
    core.info(`packwright: changed: ${files.join(', ')}`);
    if (commit === 'none') return;

    const git = (args: string[]) => runGit(args, { cwd: top });
    const identity = ['-c', `user.name=${BOT.name}`, '-c', `user.email=${BOT.email}`];
    const current = (await runGit(['symbolic-ref', '--short', '-q', 'HEAD'], { cwd: top, allowFailure: true })).stdout.toString('utf8').trim() || process.env.GITHUB_REF_NAME || '';
    if (!current) throw new InvalidInputError('HEAD is detached and GITHUB_REF_NAME is not set: cannot tell which branch to update');

    if (commit === 'push') {
      await git(['add', '--', ...files]);
      await git([...identity, 'commit', '-q', '-m', message, '--', ...files]);
      await git(['push', '-q', 'origin', `HEAD:refs/heads/${current}`]);
      core.info(`packwright: pushed to ${current}`);
      return;
    }

    // pull-request: commit on our own branch, force-push it (it is ours alone), open or reuse one PR.
    const branch = core.getInput('branch') || 'packwright/context-pack';
    const token = core.getInput('token');
    if (!token) throw new InvalidInputError('input token is empty: commit: pull-request needs a token with contents: write and pull-requests: write');
    core.setSecret(token);
    const repoFull = process.env.GITHUB_REPOSITORY ?? '';
    const [owner, repo] = repoFull.split('/');
    if (!owner || !repo) throw new InvalidInputError('GITHUB_REPOSITORY is not set to owner/repo');
    await git(['checkout', '-q', '-B', branch]);
    try {
      await git(['add', '--', ...files]);
      await git([...identity, 'commit', '-q', '-m', message, '--', ...files]);
      await git(['push', '-q', '--force', 'origin', `HEAD:refs/heads/${branch}`]);
    } finally {
      await git(['checkout', '-q', current]);
    }
    const { getOctokit } = await import('@actions/github');
    const octokit = getOctokit(token);
    const open = await octokit.rest.pulls.list({ owner, repo, state: 'open', head: `${owner}:${branch}`, base: current });
    let url: string;
    if (open.data.length) {
      url = open.data[0].html_url;
      core.info(`packwright: updated pull request ${url}`);
    } else {
      const created = await octokit.rest.pulls.create({ owner, repo, head: branch, base: current, title: message, body: `Refreshed by packwright build-context-pack.\n\nChanged files:\n${files.map((f) => `- \`${f}\``).join('\n')}\n` });
      url = created.data.html_url;
      core.info(`packwright: opened pull request ${url}`);
    }
    core.setOutput('pull-request-url', url);
  },
};
