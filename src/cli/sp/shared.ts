import path from 'node:path';
import { statSync } from 'node:fs';
import { InvalidInputError, UsageError } from '../../core/errors.js';
import { isFolderSync } from '../../core/make-dirs.js';
import { displayPath, isInside, realPathSoFar } from '../../core/paths.js';
import { skillpackHome, loadSinkConfig, resolveSink, expandHome, homeDir, userPath, type SkillpackHome } from '../../skillpack/home.js';
import type { Pack } from '../../skillpack/packfile.js';
import { isPackPath } from '../../skillpack/pack-arg.js';
import type { Resolution, ResolveOptions } from '../../skillpack/resolve.js';
import { NotInstalledError, type State } from '../../skillpack/state.js';
import type { CommandContext, OptionSpec } from '../types.js';

/** Flags every `sp` command that reads the authoring repo takes (§8 "Common flags"). */
export const ROOT_OPTIONS: Record<string, OptionSpec> = {
  root: { type: 'string', valueName: 'DIR', description: 'repo root (the folder with skills/ and packs/); default: found by walking up from the working directory' },
  'repo-root': { type: 'string', valueName: 'DIR', description: 'alias of --root' },
};
export const CACHE_OPTION: Record<string, OptionSpec> = {
  'cache-dir': { type: 'string', valueName: 'DIR', description: 'git cache for imports (default ~/.skillpack/cache)' },
};
export const JSON_OPTION: Record<string, OptionSpec> = {
  json: { type: 'boolean', description: 'print JSON for scripts' },
};
export const SINK_OPTIONS: Record<string, OptionSpec> = {
  agent: { type: 'string', valueName: 'SINK', description: 'codex|claude|copilot|cursor|windsurf|custom, or a sink named in ~/.skillpack/config.yaml' },
  path: { type: 'string', valueName: 'DEST', description: 'install into DEST instead of the sink\'s configured path (required for custom)' },
};


function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/** A pack argument with a leading `~` expanded, as for every other path the user writes. */
export function packArg(ctx: CommandContext, arg: string = ctx.positionals[0]): string {
  return isPackPath(arg) ? expandHome(arg, homeDir(ctx.env)) : arg;
}

/** The nearest folder at or above `start` with `skills/` or `packs/`, or null. */
function repoAbove(start: string): string | null {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (isFolderSync(path.join(dir, 'skills')) || isFolderSync(path.join(dir, 'packs'))) return dir;
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * `--root`/`--repo-root`; else, for a pack given as a path, the repository of that file (the
 * folder holding its `packs/` folder), since its local skills are the ones beside it, not the
 * working directory's; else the nearest folder at or above the working directory with
 * `skills/` or `packs/`. An explicit root that does not hold the pack file is refused: the
 * pack would silently take another repository's skills.
 */
export function findRoot(ctx: CommandContext, pack?: string): string {
  const homeFolder = homeDir(ctx.env);
  const file = pack !== undefined && isPackPath(pack) ? userPath(pack, ctx.cwd, homeFolder) : null;
  const given = ctx.values.root ?? ctx.values['repo-root'];
  if (typeof given === 'string') {
    const abs = userPath(given, ctx.cwd, homeFolder);
    if (!isFolderSync(abs)) throw new UsageError(`--root ${given}: not a directory`);
    if (file && isFile(file) && !isInside(realPathSoFar(abs), path.join(realPathSoFar(path.dirname(file)), path.basename(file)))) throw new UsageError(`${pack}: the pack file is not inside --root ${given}; its local skills would come from another repository (drop --root, or pass the pack file's own repository)`);
    return abs;
  }
  if (file && isFile(file)) {
    for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
      if (path.basename(dir) === 'packs') return path.dirname(dir);
    }
    const above = repoAbove(path.dirname(file));
    if (above) return above;
  }
  const found = repoAbove(ctx.cwd);
  if (found) return found;
  throw new UsageError(`no skills/ or packs/ folder in ${ctx.cwd} or above; run sp inside a skills repository or pass --root DIR`);
}

export function home(ctx: CommandContext): SkillpackHome {
  const cache = ctx.values['cache-dir'];
  return skillpackHome(ctx.env, typeof cache === 'string' ? cache : undefined, ctx.cwd);
}

export async function sinkFor(ctx: CommandContext, sp: SkillpackHome): Promise<{ sink: string; sinkPath: string }> {
  const agent = ctx.values.agent;
  if (typeof agent !== 'string' || agent === '') throw new UsageError('--agent SINK is required (codex, claude, copilot, cursor, windsurf or custom)');
  const config = await loadSinkConfig(sp);
  const p = ctx.values.path;
  return { sink: agent, sinkPath: resolveSink(config, agent, typeof p === 'string' ? p : undefined, ctx.cwd, sp.home) };
}

// Pack parsing (ajv) and resolution (git) load only for the commands that need them, so
// `sp list` starts as fast as the walk allows.
export async function loadPackArg(ctx: CommandContext, root: string): Promise<Pack> {
  const { findPackFile, loadPack } = await import('../../skillpack/packfile.js');
  return loadPack(await findPackFile(packArg(ctx), root, ctx.cwd), ctx.cwd);
}

export async function resolveForCli(ctx: CommandContext, pack: Pack, root: string, sp: SkillpackHome, pinned?: string[]): Promise<Resolution> {
  const { resolvePack } = await import('../../skillpack/resolve.js');
  return resolvePack(pack, resolveOptions(ctx, pack, root, sp, pinned));
}

export function resolveOptions(ctx: CommandContext, pack: Pack, root: string, sp: SkillpackHome, pinned?: string[]): ResolveOptions {
  return {
    root,
    cacheDir: sp.cacheDir,
    packLabel: `pack '${pack.name}' (${displayPath(pack.file, ctx.cwd)})`,
    pinnedCommits: pinned,
    fetchLock: lockOptions(ctx),
    onFetch: ctx.verbose ? (repo, ref) => ctx.stderr.write(`sp: fetching ${repo}${ref ? ` @ ${ref}` : ' (default branch)'}\n`) : undefined,
  };
}

/** A word for a suggested command line: as is when the shell leaves it alone, else single-quoted. */
function shellWord(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}

/**
 * A "not installed" error for a pack that state records for the same agent at another path
 * (the sink's path changed since the install), with the command line that reaches it added.
 */
export function withCommandToReach(err: unknown, command: 'uninstall' | 'verify'): unknown {
  if (!(err instanceof NotInstalledError) || err.movedTo.length === 0) return err;
  return new InvalidInputError(`${err.message}: run sp ${command} ${shellWord(err.pack)} --agent ${shellWord(err.sink)} --path ${shellWord(err.movedTo[0])}`);
}

export function writeJson(ctx: CommandContext, value: unknown): void {
  ctx.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/**
 * `SKILLPACK_LOCK_TIMEOUT` (seconds) bounds every wait for another sp process: for the state
 * lock (default 30 s) and for an import's cache lock while another run fetches it (default
 * 10 min, as a fetch can take that long). Unset, each lock keeps its default.
 */
export function lockOptions(ctx: CommandContext): { timeoutMs?: number; hint: string } {
  const v = ctx.env.SKILLPACK_LOCK_TIMEOUT;
  const hint = 'SKILLPACK_LOCK_TIMEOUT=<seconds> waits longer';
  if (v === undefined || v === '') return { hint };
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`SKILLPACK_LOCK_TIMEOUT must be a number of seconds, not '${v}'`);
  return { timeoutMs: n * 1000, hint };
}

/**
 * The pack name a state record is kept under, for `uninstall` and `verify`. A pack file path
 * names its pack. A bare word is the name itself when state has it in this sink, or for this
 * agent at another path (its pack file may be gone; notInstalledError then names that path);
 * otherwise, as `install` reads it, the file name of `packs/<word>.yaml`, whose `name:` field
 * may differ.
 */
export async function installedPackName(ctx: CommandContext, arg: string, state: State, sink: string, sinkPath: string): Promise<string> {
  const { findPackFile, loadPack } = await import('../../skillpack/packfile.js');
  if (isPackPath(arg)) return (await loadPack(await findPackFile(packArg(ctx, arg), findRoot(ctx, arg), ctx.cwd), ctx.cwd)).name;
  if (state.installs.some((r) => r.pack === arg && (r.sink_path === sinkPath || r.sink === sink))) return arg;
  try {
    return (await loadPack(await findPackFile(arg, findRoot(ctx), ctx.cwd), ctx.cwd)).name;
  } catch {
    // No repository or pack file here: the word stays the name, and "not installed" says so.
    return arg;
  }
}
