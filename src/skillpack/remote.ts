import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gitErrorLine, runGit, type GitOptions } from '../core/git.js';
import type { RunResult } from '../core/process.js';
import { sha256Hex } from '../core/hash.js';
import { lstatOrNull, lstatOrNullSync } from '../core/read.js';
import { InvalidInputError, IoError, describeFsError } from '../core/errors.js';
import { isAlive, withStateLock, type StateLockOptions } from './state.js';
import { makeDirs } from '../core/make-dirs.js';

/** `github.com/<org>/<repo>` → `https://github.com/<org>/<repo>.git`; anything else as written. */
export function expandRepo(repo: string): string {
  const m = /^github\.com\/([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(repo);
  return m ? `https://github.com/${m[1]}/${m[2]}.git` : repo;
}

/** Whether a repo is a path relative to the pack's repository: `./x`, `../x`, `.` or `..`. */
export function isRelativeRepo(repo: string): boolean {
  return /^\.\.?(?:\/|$)/.test(repo);
}

/**
 * Whether git reads `url` as a local path, as git's own url_is_local_not_ssh: no `scheme://`,
 * and no `:` before the first `/` (which would make it `host:path` over ssh).
 */
function isLocalPath(url: string): boolean {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(url)) return false;
  const colon = url.indexOf(':');
  const slash = url.indexOf('/');
  return colon === -1 || (slash !== -1 && slash < colon);
}

/**
 * The URL git fetches an import from. A relative path (`../shared-skills`) is resolved against
 * the pack's repository, `base` (see packRepoRoot), never against the working directory or the
 * folder git happens to run in; `base` null refuses one. A bare relative path (`shared`,
 * `example.com/x`) is refused: git would read it as a folder, which is rarely what was meant.
 * The import's identity (lock, state, skill sources) stays the repo as written, so a committed
 * lock names the same import on every machine.
 */
export function importUrl(repo: string, base: string | null): string {
  const url = expandRepo(repo);
  if (!isLocalPath(url) || path.isAbsolute(url)) return url;
  if (!isRelativeRepo(url)) throw new InvalidInputError(`import ${repo}: not a git URL (https://…, ssh://…, git@host:path, file://…), github.com/<org>/<repo> or an absolute path; write ./${url} for a folder relative to the pack's repository`);
  if (base === null) throw new InvalidInputError(`import ${repo}: a relative repo is resolved against the pack's repository, the folder holding its packs/ folder; this pack file is not in a packs/ folder (use an absolute path or a URL)`);
  return path.resolve(base, url);
}

const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * The transports an import is fetched over, unless the user sets GIT_ALLOW_PROTOCOL. A pack
 * file names the URL, and git's own defaults allow more than a pack needs: `fd::0` waits on a
 * file descriptor forever, and `<name>::…` runs any git-remote-<name> program on PATH.
 */
const ALLOWED_PROTOCOLS = 'file:git:http:https:ssh';

/** What a git call that reaches an import's remote (ls-remote, fetch) adds to its environment. */
function remoteEnv(): NodeJS.ProcessEnv {
  return process.env.GIT_ALLOW_PROTOCOL === undefined ? { GIT_ALLOW_PROTOCOL: ALLOWED_PROTOCOLS } : {};
}

/** A failed git call as one line: git's own, and how to allow a transport sp refused. */
function gitFailure(subcommand: string, r: RunResult): IoError {
  const line = gitErrorLine(r.stderr.toString('utf8'), r.code);
  const refused = process.env.GIT_ALLOW_PROTOCOL === undefined && /transport '[^']*' not allowed/.test(line);
  return new IoError(`git ${subcommand}: ${line}${refused ? ' (sp fetches over file, git, http, https and ssh; set GIT_ALLOW_PROTOCOL to allow others)' : ''}`);
}

/**
 * Settings for every git call on the cache repository, over the user's own git config: no
 * hooks (a global core.hooksPath would run post-checkout and reference-transaction hooks on each
 * fetch and checkout), no fsmonitor daemon for a temp work tree, and checkouts as the commit
 * holds them (core.autocrlf, core.eol and a global attributes file would rewrite line endings
 * or run filters, so a lock written on one machine would not match another's checkout).
 */
const CACHE_CONFIG = ['-c', 'core.hooksPath=/dev/null', '-c', 'core.fsmonitor=', '-c', 'core.autocrlf=false', '-c', 'core.eol=lf', '-c', 'core.attributesFile=/dev/null'];

/**
 * Attributes the cache repository's checkouts take over the commit's own `.gitattributes`
 * (`$GIT_DIR/info/attributes` comes first): no filter runs, since the drivers a commit may name
 * are whatever the user's config defines (git-lfs's smudge would fail without a remote).
 */
const CACHE_ATTRIBUTES = '* -filter\n';

/** git on the cache repository `gitDir` (see CACHE_CONFIG); a failure names the subcommand. */
async function cacheGit(gitDir: string, args: readonly string[], options: GitOptions): Promise<RunResult> {
  const env = { GIT_ATTR_NOSYSTEM: '1', ...(options.remote ? remoteEnv() : {}), ...options.env };
  const r = await runGit([...CACHE_CONFIG, '--git-dir', gitDir, ...args], { ...options, env, allowFailure: true });
  if (r.code !== 0 && !options.allowFailure) throw gitFailure(args[0], r);
  return r;
}

export interface FetchedImport {
  repo: string;
  url: string;
  /** The ref as written in the pack, or null for the remote's default branch. */
  ref: string | null;
  commit: string;
  /** A read-only checkout of `commit` in the cache. */
  tree: string;
}

/** Where one repository lives in the cache: a bare repo plus one extracted tree per commit. */
function repoCacheDir(cacheDir: string, url: string): string {
  const base = (url.replace(/\.git$/, '').split(/[/:]/).pop() || 'repo').replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 40);
  return path.join(cacheDir, `${base}-${sha256Hex(url).slice(0, 16)}`);
}

/**
 * The cached checkout of `commit` for a pack import, when sp has fetched it before; never
 * fetches. `base`: the pack's repository, for a relative repo (see importUrl).
 */
export function cachedCheckout(repo: string, commit: string, cacheDir: string, base: string | null = null): string | null {
  if (!FULL_SHA.test(commit)) return null;
  let url: string;
  try {
    url = importUrl(repo, base);
  } catch {
    return null;
  }
  const tree = path.join(repoCacheDir(cacheDir, url), 'trees', commit);
  return lstatOrNullSync(tree)?.isDirectory() ? tree : null;
}

/** Whether a pack import's ref is a full commit SHA (fetched by itself, never resolved). */
export function isFullSha(ref: string | null): ref is string {
  return ref !== null && FULL_SHA.test(ref);
}

/**
 * The object a ref names on the remote, by `git ls-remote` (no clone): exact `refs/...`, then a
 * tag (peeled), then a branch, as git's own rev-parse order; no ref means the remote's `HEAD`
 * (its default branch), never an assumed `main`. A pattern never matches a peeled line
 * (`refs/tags/X^{}`), so each ref is also asked for with `^{}`: an annotated tag then gives its
 * commit, not the tag object, which stops being fetchable once the tag moves.
 */
async function resolveRemoteRef(url: string, repo: string, ref: string | null, cwd: string): Promise<string> {
  const args = ref === null ? ['ls-remote', url, 'HEAD'] : ['ls-remote', url, ref, `${ref}^{}`];
  const r = await runGit(args, { cwd, remote: true, env: remoteEnv(), allowFailure: true });
  if (r.code !== 0) throw gitFailure('ls-remote', r);
  const out = r.stdout.toString('utf8');
  const refs = new Map<string, string>();
  for (const line of out.split('\n')) {
    const [sha, name] = line.split('\t');
    if (sha && name) refs.set(name, sha);
  }
  if (ref === null) {
    const head = refs.get('HEAD');
    if (!head) throw new InvalidInputError(`import ${repo}: the remote has no default branch (HEAD); set ref:`);
    return head;
  }
  const candidates = ref.startsWith('refs/') ? [ref] : [`refs/${ref}`, `refs/tags/${ref}`, `refs/heads/${ref}`];
  for (const c of candidates) {
    const peeled = refs.get(`${c}^{}`);
    if (peeled) return peeled;
    const sha = refs.get(c);
    if (sha) return sha;
  }
  const hint = /^[0-9a-f]{4,39}$/.test(ref) ? ' (an abbreviated SHA cannot be fetched: write the full 40-character commit SHA)' : '';
  throw new InvalidInputError(`import ${repo}: ref '${ref}' is not a branch or tag of ${url}${hint}`);
}

/**
 * A fetch can take minutes on a slow link; unless told otherwise (SKILLPACK_LOCK_TIMEOUT, which
 * bounds the state lock too), a second run waits that long for the first.
 */
const CACHE_LOCK_TIMEOUT_MS = 10 * 60_000;

export interface FetchOptions {
  /** The pack's repository, against which a relative repo is resolved (see importUrl). */
  base?: string | null;
  /** The wait for another run fetching the same repository: timeoutMs (default 10 min) and the hint. */
  lock?: Pick<StateLockOptions, 'timeoutMs' | 'hint' | 'pollMs'>;
}

/**
 * Whether `gitDir` is a complete bare repository. `HEAD` alone is not enough: a run killed
 * during `git init` (before init went through a temp folder) left HEAD and config without
 * refs/, which git then refuses forever.
 */
async function isCompleteRepo(gitDir: string): Promise<boolean> {
  for (const part of ['HEAD', 'refs', 'objects']) if (!(await lstatOrNull(path.join(gitDir, part)))) return false;
  return true;
}

/**
 * Deletes what stands at `p` in the cache (a half-made repository, a checkout that is not a
 * folder): renamed to `.broken-<tag>` beside it first, so no one sees it half deleted.
 */
async function discardBroken(p: string, tag: string): Promise<void> {
  const broken = path.join(path.dirname(p), `.broken-${tag}`);
  await rename(p, broken);
  await rm(broken, { recursive: true, force: true });
}

/**
 * Makes the cache's bare repository, or remakes a half-made one: `git init` runs in a temp
 * folder beside it, renamed into place, so `repo.git` is either absent or complete. A rename
 * that loses to another run (one without the lock: an older sp) uses the winner's.
 */
async function ensureCacheRepo(gitDir: string, dir: string, repo: string): Promise<void> {
  if (await isCompleteRepo(gitDir)) return;
  const tag = `${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    if (await lstatOrNull(gitDir)) await discardBroken(gitDir, tag);
    const tmp = path.join(dir, `.init-${tag}.git`);
    try {
      await runGit(['init', '--quiet', '--bare', tmp], { cwd: dir });
      await rename(tmp, gitDir).catch(async (err) => {
        if (!(await isCompleteRepo(gitDir))) throw err;
      });
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  } catch (err) {
    throw new IoError(`import ${repo}: cannot set up the git cache ${gitDir}: ${(err as Error).message}`);
  }
}

/**
 * The commit `sha` names in the cache, peeling tags; a ref naming a tree or a blob is refused,
 * as it has no skills folder layout to install from.
 */
async function peelToCommit(gitDir: string, sha: string, dir: string, repo: string, ref: string | null): Promise<string> {
  const r = await cacheGit(gitDir, ['rev-parse', '--verify', '--quiet', `${sha}^{commit}`], { cwd: dir, allowFailure: true });
  const commit = r.stdout.toString('utf8').trim();
  if (r.code === 0 && FULL_SHA.test(commit)) return commit;
  const type = (await cacheGit(gitDir, ['cat-file', '-t', sha], { cwd: dir, allowFailure: true })).stdout.toString('utf8').trim() || 'unknown object';
  await cacheGit(gitDir, ['update-ref', '-d', `refs/skillpack/${sha}`], { cwd: dir, allowFailure: true });
  throw new InvalidInputError(`import ${repo}: ref '${ref ?? 'HEAD'}' names a ${type} (${sha}), not a commit`);
}

/**
 * Fetches one import into the cache and returns a checkout of the resolved commit. A SHA is
 * fetched by itself (a clone with `--branch <sha>` cannot work), and a commit already in the
 * cache is not fetched again, so SHA-pinned imports install offline. Branches are resolved on
 * every call, so a moved branch is followed. git never prompts (GIT_TERMINAL_PROMPT=0).
 * Runs sharing a cache repository take turns on it (a lock file beside it), since git's own
 * locks fail a second fetch rather than wait.
 */
export async function fetchImport(repo: string, ref: string | null, cacheDir: string, options: FetchOptions = {}): Promise<FetchedImport> {
  if (repo.startsWith('-')) throw new InvalidInputError(`import ${repo}: a repository URL cannot start with "-"`);
  const url = importUrl(repo, options.base ?? null);
  if (ref !== null && ref.startsWith('-')) throw new InvalidInputError(`import ${repo}: ref '${ref}' cannot start with "-"`);
  const dir = repoCacheDir(cacheDir, url);
  const gitDir = path.join(dir, 'repo.git');
  try {
    makeDirs(dir);
  } catch (err) {
    throw new IoError(`import ${repo}: ${describeFsError(err, dir)}`);
  }
  let wanted: string;
  try {
    wanted = isFullSha(ref) ? ref : await resolveRemoteRef(url, repo, ref, dir);
  } catch (err) {
    if (err instanceof InvalidInputError) throw err;
    throw new IoError(`import ${repo}${ref ? ` @ ${ref}` : ''}: ${(err as Error).message}`);
  }
  const lockOptions: StateLockOptions = { ...options.lock, timeoutMs: options.lock?.timeoutMs ?? CACHE_LOCK_TIMEOUT_MS, busy: `is fetching ${repo} into the same cache` };
  return withStateLock(path.join(dir, 'repo.lock'), async () => {
    await removeTreeLeftovers(path.join(dir, 'trees'));
    await ensureCacheRepo(gitDir, dir, repo);
    const has = await cacheGit(gitDir, ['cat-file', '-e', wanted], { cwd: dir, allowFailure: true });
    if (has.code !== 0) {
      try {
        // A ref under refs/skillpack/ keeps the commit from being garbage-collected.
        await cacheGit(gitDir, ['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', url, `+${wanted}:refs/skillpack/${wanted}`], { cwd: dir, remote: true });
      } catch (err) {
        throw new IoError(`import ${repo}${ref ? ` @ ${ref}` : ''}: ${(err as Error).message}`);
      }
    }
    const commit = await peelToCommit(gitDir, wanted, dir, repo, ref);
    if (commit !== wanted) {
      // Keep the commit, not the tag object the ref was fetched by (a moved tag leaves it behind).
      await cacheGit(gitDir, ['update-ref', `refs/skillpack/${commit}`, commit], { cwd: dir });
      await cacheGit(gitDir, ['update-ref', '-d', `refs/skillpack/${wanted}`], { cwd: dir, allowFailure: true });
    }
    const tree = await extractTree(gitDir, commit, dir, repo);
    return { repo, url, ref, commit, tree };
  }, lockOptions);
}

/** A checkout's temp folder or index as extractTree names them: `.tmp-<pid>-<8 hex>[.index]`. */
const TREE_TMP_NAME = /^\.tmp-([1-9][0-9]*)-[0-9a-f]{8}(?:\.index)?$/;

/**
 * Removes what a run killed during a checkout left in `trees/` (its temp folder and index),
 * which no later run would reuse. Called under the repository's lock, so no sp run holding it
 * is using them; one whose pid still lives is left alone all the same (an older sp that fetched
 * without the lock). Only sp's own names are touched; failures are ignored, as a leftover costs
 * only disk space and a trees/ sp cannot read is reported by the checkout itself.
 */
async function removeTreeLeftovers(trees: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(trees);
  } catch {
    return;
  }
  for (const name of names) {
    const m = TREE_TMP_NAME.exec(name);
    if (!m || isAlive(Number(m[1]))) continue;
    await rm(path.join(trees, name), { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * Checks `commit` out into `trees/<commit>` once: into a temp folder, then renamed, so a tree
 * that exists is complete. git keeps file modes and symlinks as committed; line endings and
 * filters are as the commit has them, whatever the user's git config (see CACHE_CONFIG). What
 * stands at `trees/<commit>` and is not a folder (a symlink, a file: never what sp leaves) is
 * replaced by a fresh checkout rather than followed.
 */
async function extractTree(gitDir: string, commit: string, dir: string, repo: string): Promise<string> {
  const tree = path.join(dir, 'trees', commit);
  const existing = await lstatOrNull(tree);
  if (existing?.isDirectory()) return tree;
  const tag = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const tmp = path.join(dir, 'trees', `.tmp-${tag}`);
  try {
    if (existing) await discardBroken(tree, tag);
    makeDirs(tmp);
    makeDirs(path.join(gitDir, 'info'));
    await writeFile(path.join(gitDir, 'info', 'attributes'), CACHE_ATTRIBUTES);
    const ls = await cacheGit(gitDir, ['ls-tree', '--name-only', commit], { cwd: dir });
    if (ls.stdout.length > 0) {
      await cacheGit(gitDir, ['checkout', '--quiet', '--force', commit, '--', '.'], {
        cwd: tmp,
        env: { GIT_WORK_TREE: tmp, GIT_INDEX_FILE: `${tmp}.index` },
      });
    }
    await rename(tmp, tree).catch(async (err) => {
      if (!(await lstatOrNull(tree))?.isDirectory()) throw err;
    });
  } catch (err) {
    // git's own message as is; a file system error (a trees/ that is a file) with its path.
    const why = err instanceof IoError ? err.message : describeFsError(err, (err as NodeJS.ErrnoException).path ?? tree);
    throw new IoError(`import ${repo}: could not check out ${commit}: ${why}`);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await rm(`${tmp}.index`, { force: true });
  }
  return tree;
}
