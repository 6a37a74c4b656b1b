import { compareBytes } from '../../core/diagnostics.js';
import path from 'node:path';
import { readFile, realpath, mkdtemp, rm, lstat, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as core from '@actions/core';
import { runGit, runGitPathBatches, runGitPathspecFile, gitTopLevel, gitErrorLine, type GitOptions } from '../../core/git.js';
import { isInside, realPathSoFar, toPosix } from '../../core/paths.js';
import { writeFileAtomic } from '../../core/atomic-write.js';
import { InvalidInputError, IoError } from '../../core/errors.js';
import { hasControlCharacter, showPath } from '../../core/show-name.js';
import { planRehash, replacedKey, writeRehash, type RehashPlan } from '../../context-pack/rehash.js';
import { sha256Hex } from '../../core/hash.js';
import { buildContextPack, serializePack } from '../../snapshot/build.js';
import { assertReplaceablePack } from '../../snapshot/replaceable.js';
import { configPatterns } from '../../snapshot/options.js';
import { packTimestamp } from '../../snapshot/time.js';
import { discoverTargets } from '../discover.js';
import { sortTargets } from '../target.js';
import { contextPackKind } from '../kinds/context-pack.js';
import { readFileLimited } from '../../core/read.js';
import type { ActionEntry } from './index.js';
import { makeDirs } from '../../core/make-dirs.js';
import { choiceInput, containedIn, getInput, refuseFolder, renamedError, throughGitFolder } from './inputs.js';
import { plural } from '../../snapshot/manifest.js';
import { CONFIG_FILE } from '../../core/config.js';

const BOT = { name: 'github-actions[bot]', email: '41898282+github-actions[bot]@users.noreply.github.com' };
/**
 * The bot as author and committer of every commit this action makes (and of a rebase's stash).
 * Through the environment, which outranks `-c user.name=…`: a workflow's GIT_AUTHOR_NAME or
 * GIT_COMMITTER_EMAIL would otherwise sign the bot's commit, and the next run would refuse the
 * pull request branch as somebody else's.
 */
const AS_BOT = { GIT_AUTHOR_NAME: BOT.name, GIT_AUTHOR_EMAIL: BOT.email, GIT_COMMITTER_NAME: BOT.name, GIT_COMMITTER_EMAIL: BOT.email };

/**
 * Every git call of this action: pathspecs are literal (a folder named `*` or `:(glob)x` names
 * itself, not other files), and no repository hook or fsmonitor program runs. Hooks are code
 * from the checked-out repository (`core.hooksPath=.husky` after an `npm ci`), which on a pull
 * request is whoever opened it; the bot's commit is made by the workflow, not by a developer,
 * so it skips them, as other bots do.
 */
const SAFE = ['--literal-pathspecs', '-c', 'core.hooksPath=/dev/null', '-c', 'core.fsmonitor=false'];

/** Every git call of this action, in the work tree `top`, with SAFE. */
function git(top: string, args: string[], options: Partial<GitOptions> = {}) {
  return runGit([...SAFE, ...args], { cwd: top, ...options });
}

/**
 * git with a list of paths, for the subcommands that read a pathspec file (add, commit, reset,
 * checkout): on stdin, since thousands of long paths (a monorepo's packs) on the command line
 * pass ARG_MAX and the spawn fails (E2BIG).
 */
function gitPaths(top: string, args: string[], paths: readonly string[], options: Partial<GitOptions> = {}) {
  return runGitPathspecFile([...SAFE, ...args], paths, { cwd: top, ...options });
}

/** git with a list of paths after `--`, for the subcommands that read no pathspec file (status, diff, ls-files, ls-tree): in as many calls as keep each command line short. */
function gitBatches(top: string, args: string[], paths: readonly string[], options: Partial<GitOptions> = {}) {
  return runGitPathBatches([...SAFE, ...args], paths, { cwd: top, ...options });
}

/** The action's inputs (read from the snapshot taken at the action boundary: no INPUT_* is left in the environment). */
function readInputs() {
  const values = {
    path: getInput('path') || '.',
    output: getInput('output') || '.context/pack.json',
    message: getInput('message') || 'chore: refresh context packs',
    branch: getInput('branch') || 'packwright/context-pack',
    token: getInput('token'),
  };
  if (values.token) core.setSecret(values.token);
  return values;
}

const OUTSIDE: Record<string, string> = {
  outside: 'is outside the repository work tree',
  unsafe: 'is outside the repository work tree',
  symlink_outside: 'leads outside the repository work tree',
  symlink_loop: 'is a symlink loop inside the repository work tree',
  dangling_symlink: 'is a dangling symlink inside the repository work tree',
};

/** A path from input, resolved from `cwd`: refused unless it (and what its symlinks lead to) is inside the work tree `top`, and outside `.git`. Returns the real path. */
async function insideRepository(input: string, value: string, cwd: string, top: string): Promise<string> {
  const abs = path.resolve(cwd, value);
  const where = `input ${input}: ${showPath(value)}`;
  const why = await containedIn(top, abs);
  if (why) throw new InvalidInputError(`${where} ${OUTSIDE[why]} ${showPath(top)}${why === 'symlink_outside' ? ' through a symlink' : ''}`);
  const real = realPathSoFar(abs);
  if ([abs, real].some((p) => throughGitFolder(top, p))) throw new InvalidInputError(`${where} is inside .git`);
  return real;
}

/** Paths git reports as changed (modified, added or untracked) among `paths`. */
async function changedPaths(top: string, paths: string[]): Promise<string[]> {
  // Each path once: in two batches, it would be reported twice.
  const results = await gitBatches(top, ['status', '--porcelain=v1', '-z', '--untracked-files=all'], [...new Set(paths)]);
  return results.flatMap((r) => r.stdout.toString('utf8').split('\0').filter((e) => e.length > 3).map((e) => e.slice(3))).sort();
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
 * The branch a commit goes to: the checked-out branch, or on a detached HEAD the branch
 * GITHUB_REF names (refs/heads/*). Anything else (a pull request's merge commit, a tag) has no
 * branch to update: pushing to one named after GITHUB_REF_NAME would create `12/merge` or `v1.2.0`.
 */
async function targetBranch(top: string, commit: string): Promise<string> {
  const sym = await git(top, ['symbolic-ref', '--short', '-q', 'HEAD'], { allowFailure: true });
  const name = sym.code === 0 ? sym.stdout.toString('utf8').trim() : '';
  if (name) return name;
  const ref = process.env.GITHUB_REF ?? '';
  if (ref.startsWith('refs/heads/') && ref.length > 11) return ref.slice(11);
  throw new InvalidInputError(`commit: ${commit} needs a branch to update, but HEAD is detached and ${ref ? `GITHUB_REF ${showPath(ref)} is not a branch` : 'GITHUB_REF is not set'}; check out a branch (actions/checkout with ref: <branch>) or set commit: none`);
}

/**
 * Which of `rels` git ignores, each with the rule (`source:line: pattern`) that does, in two git
 * calls however many paths. Tracked files are never ignored.
 */
async function ignoreRules(top: string, rels: readonly string[]): Promise<Map<string, string>> {
  const rules = new Map<string, string>();
  if (!rels.length) return rules;
  // Without --literal-pathspecs, which check-ignore refuses: it takes paths, not patterns.
  // Twice: with -v a path a negated rule (`!x`) re-includes is listed as well; without, only the ignored.
  const check = (verbose: boolean, paths: readonly string[]) => runGit([...SAFE.slice(1), 'check-ignore', ...(verbose ? ['-v'] : []), '-z', '--stdin'], { cwd: top, input: paths.map((p) => `${p}\0`).join(''), allowFailure: true });
  const r = await check(false, rels);
  if (r.code === 1) return rules;
  if (r.code !== 0) throw new IoError(`git check-ignore: ${gitErrorLine(r.stderr.toString('utf8'), r.code)}`);
  const ignored = r.stdout.toString('utf8').split('\0').filter(Boolean);
  // -v -z: source, line, pattern and path, each ended by NUL.
  const fields = (await check(true, ignored)).stdout.toString('utf8').split('\0');
  for (let i = 0; i + 3 < fields.length; i += 4) {
    const [source, line, pattern, file] = fields.slice(i, i + 4);
    if (pattern && !pattern.startsWith('!')) rules.set(file, `${source}:${line}: ${pattern}`);
  }
  for (const file of ignored) if (!rules.has(file)) rules.set(file, 'an ignore rule');
  return rules;
}

/**
 * The folder from `dir` up to (not including) the work tree `top` that holds a `.git` of its own
 * (a submodule or a repository cloned inside this one), or null. Its files are that repository's:
 * this one's git cannot add them (and `git check-ignore` refuses them).
 */
async function otherRepository(top: string, dir: string): Promise<string | null> {
  for (let d = dir; d !== top && isInside(top, d); d = path.dirname(d)) {
    if (await lstat(path.join(d, '.git')).then(() => true, () => false)) return d;
  }
  return null;
}

/** A context pack in the work tree: its folder (real path) and its pack.json, relative to the top. */
interface FoundPack {
  dir: string;
  manifest: string;
}

/**
 * The folders of every context pack git sees in the work tree: a pack.json tracked, or untracked
 * and not ignored (not a snapshot written as pack.json), sorted. Asked of git rather than found by
 * walking the tree, which on every snapshot run went through build outputs, virtualenvs and
 * folder symlinks, unlike the snapshot's own scan; a pack git does not track is left out anyway.
 */
async function repositoryPackDirs(top: string): Promise<string[]> {
  const r = await git(top, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  const dirs = new Set<string>();
  for (const p of r.stdout.toString('utf8').split('\0')) if (p === 'pack.json' || p.endsWith('/pack.json')) dirs.add(path.join(top, path.dirname(p)));
  const packs: string[] = [];
  for (const dir of [...dirs].sort(compareBytes)) if (await contextPackKind.confirmDirectory!(dir)) packs.push(dir);
  return packs;
}

/**
 * `found` split into the packs of this repository and the others (`skipped`, each named with
 * why): a pack that git ignores, or that lies in a submodule, is not this repository's, and a
 * rewrite of it could never be committed here.
 */
async function trackedPacks(top: string, found: FoundPack[]): Promise<{ kept: FoundPack[]; skipped: string[] }> {
  const rel = (abs: string) => toPosix(path.relative(top, abs));
  const skipped: string[] = [];
  const ours: FoundPack[] = [];
  for (const f of found) {
    const repository = await otherRepository(top, f.dir);
    if (repository) skipped.push(`${showPath(f.manifest)} (in the git repository ${showPath(rel(repository))})`);
    else ours.push(f);
  }
  const ignored = await ignoreRules(top, ours.map((f) => f.manifest));
  for (const f of ours) if (ignored.has(f.manifest)) skipped.push(`${showPath(f.manifest)} (ignored by ${showPath(ignored.get(f.manifest)!)})`);
  return { kept: ours.filter((f) => !ignored.has(f.manifest)), skipped };
}

/**
 * The files the pack.json in `dir` lists whose base name is one of `names`, as absolute paths
 * (symlinked folders resolved), read as plain JSON. A pack.json that cannot be read lists
 * nothing here: validate reports it, and a rehash would refuse it.
 */
async function listedAmong(dir: string, names: ReadonlySet<string>): Promise<string[]> {
  let files: unknown;
  try {
    files = (JSON.parse((await readFileLimited(path.join(dir, 'pack.json'))).toString('utf8')) as { files?: unknown } | null)?.files;
  } catch {
    return [];
  }
  if (!Array.isArray(files)) return [];
  const paths = files.map((f) => (f as { path?: unknown } | null)?.path).filter((p): p is string => typeof p === 'string' && names.has(path.basename(p)));
  return paths.map((p) => realPathSoFar(path.resolve(dir, p)));
}

/**
 * The nearest existing path on the way from `dir` up to the work tree `top`, when it is not a
 * folder: a file there (README.md, for the output README.md/pack.json) would stop the output's
 * folders being made, after the rehash was written.
 */
async function fileOnTheWay(top: string, dir: string): Promise<string | null> {
  for (let d = dir; d !== top && isInside(top, d); d = path.dirname(d)) {
    const st = await stat(d).catch(() => null);
    if (st) return st.isDirectory() ? null : d;
  }
  return null;
}

/** A rejected push that a rebase onto the moved branch can fix (not a protected branch or a hook). */
const NOT_FAST_FORWARD = /^\s*! \[rejected\].*\((?:fetch first|non-fast-forward)\)/m;

/**
 * actions/build-context-pack: rehash every context pack (on push), rebuild the repository's
 * pack (on a schedule), and commit the result back: pushed, as a pull request, or only reported.
 * Only paths are printed (through showPath), never file content. Every check runs before the
 * first write: a run that fails on its inputs, its branch or a broken pack changes nothing.
 */
export const buildContextPackAction: ActionEntry = {
  meta: { name: 'build-context-pack', description: 'rehash context packs and rebuild the repository pack, then commit back if changed' },
  async run() {
    const inputs = readInputs();
    const cwd = process.cwd();
    const gitTop = await gitTopLevel(cwd);
    if (!gitTop) throw new InvalidInputError(`${showPath(cwd)}: not inside a git work tree (run actions/checkout first)`);
    const top = await realpath(gitTop);
    const event = process.env.GITHUB_EVENT_NAME ?? '';
    let mode = choiceInput('mode', ['auto', 'rehash', 'snapshot', 'both'] as const, 'auto');
    if (mode === 'auto') mode = event === 'push' ? 'rehash' : event === 'schedule' ? 'snapshot' : 'both';
    const commit = choiceInput('commit', ['push', 'pull-request', 'none'] as const, 'push');
    const type = choiceInput('type', ['auto', 'full', 'summary'] as const, 'auto');
    const rehash = mode === 'rehash' || mode === 'both';
    const snapshot = mode === 'snapshot' || mode === 'both';
    const root = await insideRepository('path', inputs.path, cwd, top);
    const rootStat = await stat(root).catch(() => null);
    if (!rootStat) throw new InvalidInputError(`input path: ${showPath(inputs.path)} does not exist`);
    if (snapshot && !rootStat.isDirectory()) throw new InvalidInputError(`input path: ${showPath(inputs.path)} is not a folder (mode ${mode} builds the pack of a folder)`);
    const rel = (abs: string) => toPosix(path.relative(top, abs));

    // The snapshot pack: inside the work tree, not in .git, listable in the files output,
    // not somebody else's file, and (when committed) not ignored by git.
    const out = await insideRepository('output', inputs.output, cwd, top);
    const outRel = rel(out);
    let outIgnored: string | null = null;
    if (snapshot) {
      if (hasControlCharacter(outRel)) throw new InvalidInputError(`input output: ${showPath(outRel)} holds a control character, which the files output (one path per line) cannot carry`);
      refuseFolder('output', showPath(outRel || '.'), out, 'name the pack file (for example .context/pack.json)');
      const file = await fileOnTheWay(top, path.dirname(out));
      if (file) throw new InvalidInputError(`input output: ${showPath(outRel)}: ${showPath(rel(file))} is not a folder`);
      assertReplaceablePack(out, showPath(outRel));
      outIgnored = (await ignoreRules(top, [outRel])).get(outRel) ?? null;
      if (outIgnored && commit !== 'none') throw new InvalidInputError(`input output: ${showPath(outRel)} is ignored by git (${showPath(outIgnored)}), so commit: ${commit} could never commit it; write it elsewhere or change the ignore rule`);
    }

    // Where a commit goes, checked before anything is written.
    // `refs/heads/x` is the branch x, as the base-branch check below reads it (not a branch
    // named `refs/heads/x`, which a push to refs/heads/refs/heads/x would create).
    const branch = inputs.branch.replace(/^refs\/heads\//, '');
    let current = '';
    let owner = '';
    let repo = '';
    if (commit !== 'none') {
      current = await targetBranch(top, commit);
      // A repository with no commit yet: nothing to base the bot's commit (or a pull request) on.
      // Checked here, or the pull request's `read-tree HEAD` fails after every file is written.
      const head = await git(top, ['rev-parse', '--verify', '-q', 'HEAD^{commit}'], { allowFailure: true });
      if (head.code !== 0) throw new InvalidInputError(`commit: ${commit} needs a commit to build on, but ${showPath(current)} has none yet; commit first or set commit: none`);
    }
    if (commit === 'pull-request') {
      const valid = await runGit(['check-ref-format', `refs/heads/${branch}`], { cwd: top, allowFailure: true });
      // HEAD passes check-ref-format, but git refuses it as a branch name: `HEAD` would then mean two things.
      if (valid.code !== 0 || branch.startsWith('-') || branch === 'HEAD') throw new InvalidInputError(`input branch: ${showPath(inputs.branch)} is not a valid branch name`);
      const plain = (b: string) => b.replace(/^refs\/heads\//, '').toLowerCase();
      if (plain(branch) === plain(current)) throw new InvalidInputError(`input branch: ${showPath(inputs.branch)} is the branch the pull request goes to; commit: pull-request needs a branch of its own (default packwright/context-pack)`);
      if (!inputs.token) throw new InvalidInputError('input token is empty: commit: pull-request needs a token with contents: write and pull-requests: write');
      [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
      if (!owner || !repo) throw new InvalidInputError('GITHUB_REPOSITORY is not set to owner/repo');
    }

    // A folder not searched (unreadable, or a symlink to a folder holding the root): one warning
    // each, however many paths lead the search to it.
    const warned = new Set<string>();
    const notSearched = (problem: string) => {
      if (!warned.has(problem)) core.warning(`packwright: ${problem}; not searched for context packs`);
      warned.add(problem);
    };
    const refuseControlCharacter = (manifest: string) => {
      if (hasControlCharacter(manifest)) throw new InvalidInputError(`${showPath(manifest)}: a path with a control character cannot be listed in the files output (one path per line); rename the folder`);
    };

    /**
     * This repository's context packs under `root`, each with its rehash planned: every pack is
     * checked before any is rewritten (a broken second pack leaves the first as it was), and each
     * file is hashed once. Run again after a rebase, on the rebased tree. `notice`: name the packs
     * skipped (the first pass only).
     */
    const planPacks = async (notice: boolean): Promise<RehashPlan[]> => {
      // By real path: discovery follows symlinked folders, and git names a file by where it is.
      const found: FoundPack[] = [];
      // Discovery, not resolveTargets: a folder holding no pack is "no context packs to rehash",
      // not a pack of its own whose pack.json is missing.
      const targets = rehash ? await discoverTargets(root, [contextPackKind], root, notice ? notSearched : undefined).then(sortTargets).catch((err: unknown) => Promise.reject(renamedError(err, { abs: root, cwd, name: 'path', given: showPath(inputs.path), otherwise: 'keep' }))) : [];
      for (const t of targets) {
        const dir = t.real ?? (await realpath(t.path));
        if (!isInside(top, dir)) throw new InvalidInputError(`${showPath(toPosix(path.relative(top, t.path)))}: a symlink leads this context pack outside the repository work tree (to ${showPath(dir)}); refusing to rehash it`);
        if (path.join(dir, 'pack.json') === out) continue;
        found.push({ dir, manifest: rel(path.join(dir, 'pack.json')) });
      }
      // A pack this repository does not track is left as it is, and one notice line names it.
      const { kept, skipped } = await trackedPacks(top, found);
      if (skipped.length && notice) core.notice(`packwright: not rehashing ${plural(skipped.length, 'context pack')} that this repository does not track: ${skipped.join(', ')}`);
      for (const f of kept) refuseControlCharacter(f.manifest);

      // Innermost first: a pack may list a nested pack's pack.json, which this run rewrites; the
      // outer pack records the hash of its new bytes (in whatever order the two are written).
      const plans = new Map<string, RehashPlan>();
      const replaced = new Map<string, string>();
      for (const f of [...kept].reverse()) {
        const plan = await planRehash(f.dir, { replaced });
        if (plan.text !== null) replaced.set(await replacedKey(plan.manifestPath), sha256Hex(plan.text));
        plans.set(f.dir, plan);
      }
      const ordered = kept.map((f) => plans.get(f.dir)!);
      // The snapshot is rebuilt after the packs are written, so a pack cannot record its new
      // hash (and, holding that pack.json, the snapshot could never match a hash recorded of it).
      if (snapshot) {
        for (const plan of ordered) {
          const dir = path.dirname(plan.manifestPath);
          if (plan.paths.some((p) => path.resolve(dir, p) === out)) throw new InvalidInputError(`input output: ${showPath(outRel)} is listed in ${showPath(rel(plan.manifestPath))}, which mode ${mode} rehashes before it rebuilds the output: that hash would be stale in the commit; write the output elsewhere, or leave it out of that pack`);
        }
      }
      return ordered;
    };

    /**
     * The context packs anywhere in the repository (not only under `path`; not those in `exclude`,
     * which mode both rehashes itself) that list the output, or the pack.json of a pack that does,
     * and so on: a rebuilt output leaves their hashes stale. Each with the rewritten file it lists
     * (`lists`), in an order where a pack comes after the packs whose pack.json it lists. Found
     * before anything is written.
     */
    const listingPacks = async (exclude: ReadonlySet<string>): Promise<(FoundPack & { lists: string })[]> => {
      const found: FoundPack[] = [];
      for (const packDir of await repositoryPackDirs(top)) {
        const dir = await realpath(packDir).catch(() => null);
        // One a symlink leads outside the repository is not the repository's to rewrite.
        if (dir === null || !isInside(top, dir) || exclude.has(dir) || path.join(dir, 'pack.json') === out) continue;
        found.push({ dir, manifest: rel(path.join(dir, 'pack.json')) });
      }
      const { kept } = await trackedPacks(top, found);
      // Only an entry named as a rewritten file can be one: the others are not looked up.
      const names = new Set([path.basename(out), 'pack.json']);
      const listed = new Map<FoundPack, string[]>();
      for (const f of kept) listed.set(f, await listedAmong(f.dir, names));
      const rewritten = new Set([out]);
      const chosen = new Map<FoundPack, string>();
      for (let grew = true; grew; ) {
        grew = false;
        for (const f of kept) {
          const hit = chosen.has(f) ? undefined : listed.get(f)!.find((p) => rewritten.has(p));
          if (hit === undefined) continue;
          chosen.set(f, rel(hit));
          rewritten.add(path.join(f.dir, 'pack.json'));
          grew = true;
        }
      }
      // Each pack records the new hash of every pack.json it lists, so those are planned first (in
      // a cycle none can be: the first left is taken, and one of them stays stale, as it would anyway).
      const own = (f: FoundPack) => path.join(f.dir, 'pack.json');
      const left = [...chosen.keys()];
      const waiting = new Set(left.map(own));
      const ordered: (FoundPack & { lists: string })[] = [];
      while (left.length) {
        const next = Math.max(0, left.findIndex((f) => !listed.get(f)!.some((p) => p !== own(f) && waiting.has(p))));
        const [f] = left.splice(next, 1);
        waiting.delete(own(f));
        refuseControlCharacter(f.manifest);
        ordered.push({ ...f, lists: chosen.get(f)! });
      }
      return ordered;
    };

    /**
     * Writes the plans, then (with `snap.cfg`) rebuilds the snapshot pack, which sees the rewritten
     * pack.json files, and rehashes the packs that list it (`snap.listing`) when it changed (or,
     * with `snap.relist`, whether or not: after a rebase, when the first pass rewrote it). Every
     * path written or compared is added to `touched` (for git status); returns whether the snapshot
     * pack was written. `again`: after a rebase, only what changes is named.
     */
    const write = async (targets: RehashPlan[], snap: Snap | null, createdAt: () => Promise<string>, touched: string[], again: boolean): Promise<boolean> => {
      const after = again ? ' after rebasing' : '';
      for (const plan of targets) {
        const shown = rel(plan.manifestPath);
        touched.push(shown);
        await writeRehash(plan);
        if (plan.stale.length || !again) core.info(`packwright: ${showPath(shown)}: ${plan.stale.length ? `${plan.stale.length} hash(es) updated${after}` : 'up to date'}`);
      }
      if (rehash && !targets.length && !again) core.info('packwright: no context packs to rehash');
      if (!snap) return false;
      // A pack.json recording the output's hash is left out of the output: packed, it would change
      // the output, whose new hash changes the pack.json, and every rebuild would commit both again.
      const recording = snap.listing.filter((f) => isInside(root, f.dir));
      if (recording.length && !again) {
        const names = recording.map((f) => showPath(f.manifest)).join(', ');
        core.info(`packwright: ${showPath(outRel)}: leaving out ${names}, which ${recording.length === 1 ? 'records its hash (directly or through another pack) and is' : 'record its hash (directly or through another pack) and are'} rehashed when it changes`);
      }
      let text: string | null = null;
      let built = '';
      if (snap.cfg) {
        const pack = await buildContextPack(root, {
          exclude: snap.cfg.exclude,
          include: snap.cfg.include,
          skipPaths: [toPosix(path.relative(root, out))],
          leaveOutPaths: recording.map((f) => toPosix(path.relative(root, path.join(f.dir, 'pack.json')))),
          createdAt: await createdAt(),
          constraints: { prefer_summary: type === 'summary', force_full: type === 'full' },
        });
        const serialized = serializePack(pack);
        touched.push(outRel);
        const old = await readFile(out, 'utf8').catch(() => null);
        if (old !== null && withoutTime(old) === withoutTime(serialized)) {
          if (!again) core.info(`packwright: ${showPath(outRel)}: unchanged`);
        } else {
          text = serialized;
          const i = pack.context_pack_info;
          built = `packwright: ${showPath(outRel)}: ${i.type} pack, ${plural(i.files_included, 'file')} included, ${i.files_excluded} excluded${after}`;
        }
      }
      if (text === null && !snap.relist) return false;

      // The packs are planned before the output is written, recording the hash of its new bytes, so
      // one that cannot be rehashed fails the run with nothing written. An output not there yet is
      // written first (a plan checks that each listed file exists), and removed on that failure.
      const writeOut = async (bytes: string) => {
        makeDirs(path.dirname(out));
        await writeFileAtomic(out, bytes);
      };
      const fresh = text !== null && !(await lstat(out).then(() => true, () => false));
      if (fresh) await writeOut(text!);
      const plans: { plan: RehashPlan; lists: string }[] = [];
      try {
        const replaced = new Map<string, string>();
        if (text !== null) replaced.set(await replacedKey(out), sha256Hex(text));
        for (const f of snap.listing) {
          const plan = await planRehash(f.dir, { replaced });
          if (plan.text !== null) replaced.set(await replacedKey(plan.manifestPath), sha256Hex(plan.text));
          plans.push({ plan, lists: f.lists });
        }
      } catch (err) {
        if (fresh) await rm(out, { force: true });
        throw err;
      }
      if (text !== null && !fresh) await writeOut(text);
      if (text !== null) core.info(built);
      for (const { plan, lists } of plans) {
        const shown = rel(plan.manifestPath);
        touched.push(shown);
        await writeRehash(plan);
        if (plan.stale.length || !again) core.info(`packwright: ${showPath(shown)}: ${plan.stale.length ? `${plan.stale.length} hash(es) updated${after}` : 'up to date'} (it lists ${showPath(lists)}, rewritten in this run)`);
      }
      return text !== null;
    };

    const targets = await planPacks(true);
    const cfg = snapshot ? await configPatterns(root) : null;
    const targetDirs = (plans: RehashPlan[]) => new Set(plans.map((p) => path.dirname(p.manifestPath)));
    const listing = snapshot ? await listingPacks(targetDirs(targets)) : [];
    // Mode both plans the packs listing the output after it has written the packs under `path`:
    // a dry plan first, so that one that cannot be rehashed still fails the run with nothing
    // written (unless the output is not there yet, which a plan would take for a missing file).
    if (rehash && listing.length && (await lstat(out).then(() => true, () => false))) for (const f of listing) await planRehash(f.dir);

    // The pull request branch is ours alone: it is replaced only when its last commit is the bot's.
    let lease: string | null = null;
    if (commit === 'pull-request') lease = await pullRequestBranchLease(top, branch);

    // Writes.
    const touched: string[] = [];
    const wroteOut = await write(targets, snapshot ? { cfg, listing, relist: false } : null, () => packTimestamp(root, process.env), touched, false);

    const files = await changedPaths(top, touched);
    // An ignored output (commit: none only) is invisible to git status: it changed when it was written.
    if (outIgnored && wroteOut && !files.includes(outRel)) files.push(outRel);
    files.sort();
    const report = (list: string[]) => {
      core.setOutput('changed', list.length ? 'true' : 'false');
      core.setOutput('files', list.join('\n'));
    };
    if (!files.length) {
      report(files);
      core.info('packwright: nothing changed');
      return;
    }
    core.info(`packwright: changed: ${files.map(showPath).join(', ')}`);

    if (commit === 'push') {
      // The commits a rebase brings in may change what a pack lists, or the snapshot's inputs:
      // after it, the packs are planned again and the snapshot rebuilt when its inputs moved.
      const rootRel = rel(root);
      const under = (p: string, dir: string) => dir === '' || p === dir || p.startsWith(`${dir}/`);
      const configOf = (p: string) => path.posix.basename(p) === CONFIG_FILE && under(rootRel, path.posix.dirname(p) === '.' ? '' : path.posix.dirname(p));
      const refresh: Refresh = async (moved, base, written) => {
        const plans = rehash ? await planPacks(false) : [];
        let again: typeof cfg = null;
        if (snapshot && moved.some((p) => under(p, rootRel) || p === outRel || configOf(p))) {
          assertReplaceablePack(out, showPath(outRel));
          again = await configPatterns(root);
        }
        // As the first pass takes the checked-out commit's time (unless SOURCE_DATE_EPOCH is set), this one takes the new tip's.
        const createdAt = async () => {
          const sde = process.env.SOURCE_DATE_EPOCH;
          if (sde !== undefined && sde !== '') return packTimestamp(root, process.env);
          const time = (await git(top, ['log', '-1', '--format=%ct', base])).stdout.toString('utf8').trim();
          return packTimestamp(root, { ...process.env, SOURCE_DATE_EPOCH: time });
        };
        // The packs listing the output, found again on the rebased tree: those this commit rehashed
        // are planned again even when the output is not rebuilt (the commits may have changed a file they list).
        const relisted = snapshot ? await listingPacks(targetDirs(plans)) : [];
        await write(plans, snapshot ? { cfg: again, listing: relisted, relist: wroteOut } : null, createdAt, written, true);
      };
      let pushed = files;
      try {
        pushed = await commitAndPush(top, current, files, inputs.message, refresh);
      } finally {
        report(pushed);
      }
      if (pushed.join('\n') !== files.join('\n')) core.info(`packwright: after rebasing, ${pushed.length ? `changed: ${pushed.map(showPath).join(', ')}` : 'nothing is left to change'}`);
      if (pushed.length) core.info(`packwright: pushed to ${showPath(current)}`);
      return;
    }

    report(files);
    if (commit === 'none') return;
    await pushPullRequestBranch(top, branch, lease ?? '', files, inputs.message);
    core.info(`packwright: pushed ${showPath(branch)}`);
    const url = await openPullRequest({ token: inputs.token, owner, repo, branch, base: current, message: inputs.message, files });
    core.setOutput('pull-request-url', url);
  },
};

/**
 * The remote tip of the pull request branch (the lease the push is made against), or '' when
 * the branch does not exist. A branch whose last commit is not the bot's is somebody's work
 * (a `branch` naming `develop`, a reviewer's fix pushed onto the pull request): refused. The
 * bot both authored and committed its own: a reviewer who amends it (`commit --amend` keeps the
 * author) is its committer.
 */
async function pullRequestBranchLease(top: string, branch: string): Promise<string> {
  const ref = `refs/heads/${branch}`;
  const ls = await git(top, ['ls-remote', 'origin', ref], { remote: true });
  const line = ls.stdout.toString('utf8').split('\n').find((l) => l.endsWith(`\t${ref}`));
  if (!line) return '';
  const tip = line.split('\t')[0];
  await git(top, ['fetch', '-q', '--no-tags', 'origin', `+${ref}:refs/remotes/origin/${branch}`], { remote: true });
  const [author = '', committer = ''] = (await git(top, ['log', '-1', '--format=%ae%x00%ce', tip])).stdout.toString('utf8').trim().split('\0');
  const other = author !== BOT.email ? `author ${showPath(author)}` : committer !== BOT.email ? `committed by ${showPath(committer)}` : '';
  if (other) throw new InvalidInputError(`input branch: ${showPath(branch)} exists on origin and its last commit is not ${BOT.name}'s (${other}); refusing to replace it: choose another branch or delete that one`);
  return tip;
}

/** The message as the commit takes it, and as the pull request's title (its first line) and body (the rest). */
function splitMessage(message: string): { title: string; rest: string } {
  const lines = message.replace(/\r\n?/g, '\n').split('\n');
  return { title: lines[0].trim(), rest: lines.slice(1).join('\n').trim() };
}

/**
 * Stages `files` in the index (`env` may name another): those it holds with `add -u`, since a
 * plain `git add` of a tracked file inside an ignored folder stages it and still fails ("paths are
 * ignored"); new ones with `add`. None of them is ignored: an ignored output is refused and an
 * ignored pack skipped before anything is written.
 */
async function stage(top: string, files: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const held = new Set((await gitBatches(top, ['ls-files', '-z'], files, { env })).flatMap(nameList));
  const tracked = files.filter((f) => held.has(f));
  const fresh = files.filter((f) => !held.has(f));
  if (tracked.length) await gitPaths(top, ['add', '-u'], tracked, { env });
  if (fresh.length) await gitPaths(top, ['add'], fresh, { env });
}

/**
 * Run by commitAndPush after a rebase, on the rebased tree: plans the packs again and rewrites
 * what the commits rebased over made stale (the snapshot only when `moved`, the paths the rebase
 * changed in the work tree, holds one of its inputs; `base` is the new remote tip). Adds every
 * path it writes or compares to `written`.
 */
type Refresh = (moved: string[], base: string, written: string[]) => Promise<void>;

/**
 * The snapshot's part of a write: the config to rebuild it with (null: not rebuilt), the packs
 * that list it (see listingPacks), and whether to rehash those although it is not rewritten.
 */
interface Snap {
  cfg: { exclude: string[]; include: string[] } | null;
  listing: (FoundPack & { lists: string })[];
  relist: boolean;
}

/** The paths a `git diff --name-only -z` (or similar) lists. */
const nameList = (r: { stdout: Buffer }) => r.stdout.toString('utf8').split('\0').filter(Boolean);

/** The object name of `rev`. */
async function revParse(top: string, rev: string): Promise<string> {
  return (await git(top, ['rev-parse', '--verify', '-q', `${rev}^{commit}`])).stdout.toString('utf8').trim();
}

/**
 * commit: push. Commits the changed files on the current branch and pushes. A push rejected
 * because the branch moved on the remote (fetch first / non-fast-forward) is retried once after
 * rebasing onto it; a rebase that conflicts is aborted. The commits rebased over may have changed
 * files a pack lists (or the snapshot's inputs): `refresh` plans everything again on the rebased
 * tree, and what it changes is amended into the bot's commit (an unpushed commit the bot authored)
 * before the one retry. On failure the commit stays local (the branch one commit ahead, no rebase
 * in progress, the work tree as the commit has it) and the message says why. Returns the files
 * the bot's pushed commit changed: after a rebase, fewer (the remote already held the same change)
 * or more (a refreshed file) than `files`.
 */
async function commitAndPush(top: string, current: string, files: string[], message: string, refresh: Refresh): Promise<string[]> {
  await stage(top, files);
  await gitPaths(top, ['commit', '-q', '--no-verify', '-m', message], files, { env: AS_BOT });
  const ref = `refs/heads/${current}`;
  const push = () => git(top, ['push', '-q', 'origin', `HEAD:${ref}`], { remote: true, allowFailure: true });
  let r = await push();
  if (r.code === 0) return files;
  const stderr = r.stderr.toString('utf8');
  if (!NOT_FAST_FORWARD.test(stderr)) throw new IoError(`git push to ${showPath(current)} failed: ${gitErrorLine(stderr, r.code)} (the commit stays local)`);
  core.info(`packwright: ${showPath(current)} moved on the remote; rebasing onto it and pushing again`);
  const before = await revParse(top, 'HEAD');
  await git(top, ['fetch', '-q', '--no-tags', 'origin', `+${ref}:refs/remotes/origin/${current}`], { remote: true });
  const tip = await revParse(top, `refs/remotes/origin/${current}`);
  // A change an earlier step left uncommitted (`npm install` rewriting package-lock.json) would
  // stop the rebase: it is set aside (--autostash) and put back after. One the remote commits
  // changed as well would come back with conflict markers in it: refused, the rebase not begun.
  const uncommitted = nameList(await git(top, ['diff', '--name-only', '-z', '--no-renames', 'HEAD']));
  if (uncommitted.length) {
    const upstream = new Set(nameList(await git(top, ['diff', '--name-only', '-z', '--no-renames', `${before}...${tip}`])));
    const both = uncommitted.filter((p) => upstream.has(p));
    if (both.length) throw new IoError(`git push to ${showPath(current)} was rejected (the branch moved on the remote) and rebasing onto it failed: ${both.map(showPath).join(', ')} ${both.length === 1 ? 'is' : 'are'} changed in the work tree (not committed) and on the remote; nothing was pushed (the commit stays local; commit or undo that change before this step)`);
  }
  const rebase = await git(top, ['rebase', '-q', '--autostash', tip], { allowFailure: true, env: AS_BOT });
  if (rebase.code !== 0) {
    const conflicts = nameList(await git(top, ['diff', '--name-only', '-z', '--diff-filter=U'], { allowFailure: true }));
    await git(top, ['rebase', '--abort'], { allowFailure: true });
    const why = conflicts.length ? `conflicts in ${conflicts.map(showPath).join(', ')}` : gitErrorLine(rebase.stderr.toString('utf8'), rebase.code);
    throw new IoError(`git push to ${showPath(current)} was rejected (the branch moved on the remote) and rebasing onto it failed: ${why}; nothing was pushed (the commit stays local; re-run the workflow)`);
  }

  // The bot's commit, rebased, is HEAD: unpushed (not the tip) and authored by the bot. When the
  // tip already held all of its changes, the rebase dropped it and HEAD is somebody else's.
  const head = await revParse(top, 'HEAD');
  const author = (await git(top, ['log', '-1', '--format=%an%x00%ae', head])).stdout.toString('utf8').trim();
  let ours = head !== tip && author === `${BOT.name}\0${BOT.email}`;

  // What the rebase changed in the work tree: nothing, and the plans made before it still hold.
  const moved = nameList(await git(top, ['diff', '--name-only', '-z', '--no-renames', before, head]));
  const written: string[] = [];
  let changed: string[] = [];
  const stayLocal = (why: string) => `git push to ${showPath(current)} was rejected (the branch moved on the remote); after rebasing onto it, ${why}; nothing was pushed (the commit stays local; re-run the workflow)`;
  if (moved.length) {
    try {
      await refresh(moved, tip, written);
      changed = await changedPaths(top, written);
    } catch (err) {
      // Nothing half-written stays behind: the work tree goes back to what HEAD holds.
      await restore(top, written);
      throw new IoError(stayLocal((err as Error).message));
    }
  }
  if (changed.length) {
    await stage(top, changed);
    if (ours) {
      // Amended, unless the refreshed files take it back to its parent: then it is dropped.
      const own = nameList(await git(top, ['diff', '--name-only', '-z', '--no-renames', 'HEAD^', 'HEAD']));
      const paths = [...new Set([...own, ...changed])];
      const empty = (await gitBatches(top, ['diff', '--cached', '--quiet', '--no-renames', 'HEAD^'], paths, { allowFailure: true })).every((r) => r.code === 0);
      if (empty) {
        await git(top, ['reset', '-q', 'HEAD^']);
        ours = false;
      } else {
        await gitPaths(top, ['commit', '-q', '--no-verify', '--amend', '--no-edit'], changed, { env: AS_BOT });
      }
    } else {
      await gitPaths(top, ['commit', '-q', '--no-verify', '-m', message], changed, { env: AS_BOT });
      ours = true;
    }
  }
  const pushed = ours ? nameList(await git(top, ['diff', '--name-only', '-z', '--no-renames', 'HEAD^', 'HEAD'])).sort() : [];
  if ((await revParse(top, 'HEAD')) === tip) return pushed;
  r = await push();
  if (r.code !== 0) throw new IoError(`git push to ${showPath(current)} failed again after rebasing: ${gitErrorLine(r.stderr.toString('utf8'), r.code)} (the commit stays local)`);
  return pushed;
}

/** Puts `paths` back as HEAD has them (best effort, after a failed refresh): tracked ones checked out, new ones removed. */
async function restore(top: string, paths: string[]): Promise<void> {
  const dirty = await changedPaths(top, paths).catch(() => [] as string[]);
  if (!dirty.length) return;
  const held = new Set((await gitBatches(top, ['ls-tree', '-r', '-z', '--name-only', 'HEAD'], dirty, { allowFailure: true })).flatMap(nameList));
  const tracked = dirty.filter((p) => held.has(p));
  if (tracked.length) await gitPaths(top, ['checkout', '-q', 'HEAD'], tracked, { allowFailure: true });
  for (const p of dirty.filter((q) => !held.has(q))) await rm(path.join(top, p), { force: true });
}

/**
 * commit: pull-request. Makes the bot's commit on top of HEAD in a throwaway index (no
 * checkout: the workspace stays on its branch, with the refreshed files in it) and pushes it
 * to `branch` with --force-with-lease against the tip checked before the writes, so a branch
 * that moved since (or appeared) is not overwritten.
 */
async function pushPullRequestBranch(top: string, branch: string, lease: string, files: string[], message: string): Promise<void> {
  const tmp = await mkdtemp(path.join(process.env.RUNNER_TEMP || tmpdir(), 'packwright-index-'));
  try {
    const env = { GIT_INDEX_FILE: path.join(tmp, 'index') };
    await git(top, ['read-tree', 'HEAD'], { env });
    await stage(top, files, env);
    const tree = (await git(top, ['write-tree'], { env })).stdout.toString('utf8').trim();
    const text = message.endsWith('\n') ? message : `${message}\n`;
    const sha = (await git(top, ['commit-tree', tree, '-p', 'HEAD', '-F', '-'], { input: text, env: AS_BOT })).stdout.toString('utf8').trim();
    const ref = `refs/heads/${branch}`;
    const r = await git(top, ['push', '-q', `--force-with-lease=${ref}:${lease}`, 'origin', `${sha}:${ref}`], { remote: true, allowFailure: true });
    if (r.code !== 0) {
      const why = gitErrorLine(r.stderr.toString('utf8'), r.code);
      throw new IoError(`git push to ${showPath(branch)} failed: ${why}${/stale info/.test(why) ? ` (${showPath(branch)} changed on the remote during this run; re-run the workflow)` : ''}`);
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/**
 * `s` as a Markdown code span, fenced by one backtick more than its longest run: a file name
 * holding a backtick cannot end the span early and have the rest of it (a link, an image, an
 * @mention) rendered in the pull request body.
 */
function codeSpan(s: string): string {
  const fence = '`'.repeat(Math.max(0, ...(s.match(/`+/g) ?? []).map((m) => m.length)) + 1);
  const pad = s.startsWith('`') || s.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${s}${pad}${fence}`;
}

/** Said of an answer the GitHub API would not give (a sign-in page, from a GITHUB_API_URL naming the web server): it is not taken as one. */
const NOT_THE_API = "is GITHUB_API_URL the API's address?";

/** The number and URL of a pull request in an API answer. */
function pullRequestOf(data: unknown): { number: number; url: string } {
  const pr = data as { number?: unknown; html_url?: unknown } | null;
  if (typeof pr?.html_url !== 'string' || !/^https?:\/\//.test(pr.html_url) || !Number.isInteger(pr.number)) throw new Error(`the answer is not a pull request; ${NOT_THE_API}`);
  return { number: pr.number as number, url: pr.html_url };
}

/**
 * Opens the pull request from `branch` to `base`, or updates the open one: its title and body
 * describe the commit just pushed (the branch is the bot's alone, so the pull request is too).
 * Returns its URL.
 */
async function openPullRequest(o: { token: string; owner: string; repo: string; branch: string; base: string; message: string; files: string[] }): Promise<string> {
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(o.token);
  const { title: firstLine, rest } = splitMessage(o.message);
  const title = firstLine || 'chore: refresh context packs';
  const body = `${rest ? `${rest}\n\n` : ''}Refreshed by packwright build-context-pack.\n\nChanged files:\n${o.files.map((f) => `- ${codeSpan(f)}`).join('\n')}\n`;
  let doing = 'finding the open pull request';
  try {
    const open = await octokit.rest.pulls.list({ owner: o.owner, repo: o.repo, state: 'open', head: `${o.owner}:${o.branch}`, base: o.base });
    if (!Array.isArray(open.data)) throw new Error(`the answer is not a list of pull requests; ${NOT_THE_API}`);
    if (open.data.length) {
      const pr = pullRequestOf(open.data[0]);
      doing = `updating the pull request ${showPath(pr.url)}`;
      await octokit.rest.pulls.update({ owner: o.owner, repo: o.repo, pull_number: pr.number, title, body });
      core.info(`packwright: updated pull request ${showPath(pr.url)}`);
      return pr.url;
    }
    doing = 'opening the pull request';
    const created = await octokit.rest.pulls.create({ owner: o.owner, repo: o.repo, head: o.branch, base: o.base, title, body });
    const { url } = pullRequestOf(created.data);
    core.info(`packwright: opened pull request ${showPath(url)}`);
    return url;
  } catch (err) {
    const e = err as { status?: number; message?: string };
    const why = `${e.status ? ` HTTP ${e.status}` : ''}: ${String(e.message ?? err).split('\n')[0]}`.split(o.token).join('***');
    throw new IoError(`pushed ${showPath(o.branch)}, but ${doing} failed (GitHub API${why})`);
  }
}
