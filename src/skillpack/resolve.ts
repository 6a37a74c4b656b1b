import path from 'node:path';
import type { Dirent } from 'node:fs';
import { InvalidInputError } from '../core/errors.js';
import { compareBytes } from '../core/diagnostics.js';
import { isInside, realPathSoFar } from '../core/paths.js';
import { compilePattern } from './pattern.js';
import { controlCharacterError, discoverSkills, foldName, quoteName, windowsNameProblem, type DiscoveredSkill } from './discover.js';
import { hasControlCharacter } from '../core/show-name.js';
import type { FetchedImport, FetchOptions } from './remote.js';
import { packRepoRoot, type InstallOptions, type Pack } from './packfile.js';

/** How a selected skill is named in messages: `skills/<id>`, or `<repo>:<id>` for an import. */
export function skillLabel(s: { source: string; id: string }): string {
  return s.source === 'local' ? `skills/${s.id}` : `${s.source}:${s.id}`;
}

export interface SelectedSkill {
  /** `local`, or the import's repo as written in the pack. */
  source: string;
  /** Index in `imports`, or -1 for a local skill. */
  origin: number;
  id: string;
  /** Absolute folder to copy from. */
  dir: string;
  /** Installed folder name: `<prefix><sep><flattened id>`. */
  installName: string;
  /** For remote skills, the checkout root symlinks must stay inside; null for local skills. */
  containRoot: string | null;
  /** Folder listings discovery read, for the copy to reuse (see DiscoverOptions.listings). */
  listings?: ReadonlyMap<string, Dirent[]>;
}

export interface Resolution {
  pack: Pack;
  local: string[];
  imports: (Omit<FetchedImport, 'tree'> & { skills: string[] })[];
  skills: SelectedSkill[];
  /** The folders skills were discovered in: `<root>/skills` when the pack includes local skills, and each import's checkout. */
  sourceRoots: string[];
}

/** `<prefix><sep><flattened id>`; with `flatten`, the leaf segment stands for the id. */
export function installName(id: string, opts: InstallOptions): string {
  const flat = opts.flatten ? id.slice(id.lastIndexOf('/') + 1) : id.split('/').join(opts.sep);
  return `${opts.prefix}${opts.sep}${flat}`;
}

/**
 * Prefixes of sp's own temporary folders in a sink, each followed by 8 hex digits and a dot and
 * then the install name; install names may not start with `.skillpack-`, which the sink's lock
 * file shares.
 */
export const STAGING_PREFIX = '.skillpack-tmp.';
export const OLD_PREFIX = '.skillpack-old.';
/** The lock file each install and uninstall holds in the sink (see withSinkLock). */
export const SINK_LOCK = '.skillpack-lock';

/**
 * The longest install name, in bytes: a file name may have 255, and the staging copy and the
 * folder moved aside carry the name behind a prefix, so a longer one would install into a
 * folder the filesystem cannot name (ENAMETOOLONG midway through an install).
 */
export const MAX_INSTALL_NAME_BYTES = 255 - Math.max(STAGING_PREFIX.length, OLD_PREFIX.length) - '01234567.'.length;

/** Why an installed folder name cannot be used as one folder in the sink, or null. */
export function installNameProblem(name: string): string | null {
  if (name.includes('/') || name.includes('\0')) return 'contains "/" or a NUL byte';
  if (hasControlCharacter(name)) return 'contains a control character (newline, tab, …), which no install name may hold';
  if (name === '.' || name === '..') return 'is "." or ".."';
  if (name.startsWith('.skillpack-')) return 'starts with ".skillpack-", which sp reserves for its temporary folders';
  const bytes = Buffer.byteLength(name);
  if (bytes > MAX_INSTALL_NAME_BYTES) return `is ${bytes} bytes long; install names may have at most ${MAX_INSTALL_NAME_BYTES} (255 less the room sp's staging folder names need)`;
  return null;
}

/**
 * Applies includes then excludes to one id list; an include that matches nothing is an error
 * (fail-fast, §3), named with where it was written.
 */
export function select(ids: readonly string[], include: readonly string[], exclude: readonly string[], where: string): string[] {
  for (const p of include) {
    const m = compilePattern(p);
    if (!ids.some((id) => m.matches(id))) throw new InvalidInputError(`${where}: include '${p}' matches no skill`);
  }
  return selectIds(ids, include, exclude).sort(compareBytes);
}

/** The ids that match an include (every id for `null`) and no exclude, in the order given. */
export function selectIds(ids: readonly string[], include: readonly string[] | null, exclude: readonly string[]): string[] {
  const inc = include?.map(compilePattern);
  const exc = exclude.map(compilePattern);
  return ids.filter((id) => (!inc || inc.some((m) => m.matches(id))) && !exc.some((m) => m.matches(id)));
}

export interface ResolveOptions {
  root: string;
  cacheDir: string;
  /** Shown in messages for the pack. */
  packLabel: string;
  /** Imports pinned to these commits (from a lock file), by index. */
  pinnedCommits?: (string | null)[];
  /** Called before each import is fetched (for --verbose). */
  onFetch?: (repo: string, ref: string | null) => void;
  /** The wait for another run fetching the same import (SKILLPACK_LOCK_TIMEOUT in the CLI). */
  fetchLock?: FetchOptions['lock'];
}

/** The pack's selection (§3 resolution semantics) with install names; collisions are errors. */
export async function resolvePack(pack: Pack, options: ResolveOptions): Promise<Resolution> {
  const where = options.packLabel;
  let localSkills: DiscoveredSkill[] = [];
  const localListings = new Map<string, Dirent[]>();
  let local: string[] = [];
  if (pack.include.length > 0) {
    localSkills = discoverSkills(path.join(options.root, 'skills'), { mode: 'local', label: 'skills', listings: localListings });
    local = select(localSkills.map((s) => s.id), pack.include, [], where);
  } else if (pack.imports.length === 0) {
    throw new InvalidInputError(`${where}: a pack needs a non-empty include or at least one import`);
  }
  const selected: Omit<SelectedSkill, 'installName'>[] = [];
  const localDir = new Map(localSkills.map((s) => [s.id, s.dir]));
  const imports: Resolution['imports'] = [];
  const localRoot = path.join(options.root, 'skills');
  const sourceRoots = pack.include.length > 0 ? [localRoot] : [];
  if (pack.imports.length > 0 && isInside(realPathSoFar(localRoot), realPathSoFar(options.cacheDir))) {
    throw new InvalidInputError(`${options.cacheDir}: the cache is inside ${localRoot}; imported checkouts there would be found as local skills (choose a --cache-dir outside it)`);
  }
  for (const [i, imp] of pack.imports.entries()) {
    const pinned = options.pinnedCommits?.[i] ?? null;
    options.onFetch?.(imp.repo, pinned ?? imp.ref);
    // git and its process handling load only for a pack that imports.
    const { fetchImport } = await import('./remote.js');
    const fetched = await fetchImport(imp.repo, pinned ?? imp.ref, options.cacheDir, { base: packRepoRoot(pack.file), lock: options.fetchLock });
    const listings = new Map<string, Dirent[]>();
    sourceRoots.push(fetched.tree);
    const skills = discoverSkills(fetched.tree, { mode: 'remote', label: imp.repo, listings });
    const ids = select(skills.map((s) => s.id), imp.include, imp.exclude, `${where}: imports[${i}] (${imp.repo})`);
    const dirs = new Map(skills.map((s) => [s.id, s.dir]));
    imports.push({ repo: imp.repo, url: fetched.url, ref: imp.ref, commit: fetched.commit, skills: ids });
    for (const id of ids) selected.push({ source: imp.repo, origin: i, id, dir: dirs.get(id)!, containRoot: fetched.tree, listings });
  }
  for (const id of local) selected.push({ source: 'local', origin: -1, id, dir: localDir.get(id)!, containRoot: null, listings: localListings });

  // Pack-level exclude applies to the union (step 5).
  const excluded = pack.exclude.map(compilePattern);
  const final = selected.filter((s) => !excluded.some((m) => m.matches(s.id)));
  const keptLocal = new Set(final.filter((s) => s.origin === -1).map((s) => s.id));
  local = local.filter((id) => keptLocal.has(id));
  for (const [i, imp] of imports.entries()) {
    const kept = new Set(final.filter((s) => s.origin === i).map((s) => s.id));
    imp.skills = imp.skills.filter((id) => kept.has(id));
  }

  const byName = new Map<string, SelectedSkill>();
  const byFolded = new Map<string, SelectedSkill>();
  const skills: SelectedSkill[] = [];
  for (const s of final) {
    // A remote repository's odd folder matters only once selected (see discoverSkills).
    if (hasControlCharacter(s.id)) throw controlCharacterError(`${s.source}:${s.id}`);
    const name = installName(s.id, pack.install);
    const problem = installNameProblem(name);
    if (problem) throw new InvalidInputError(`${where}: skill ${describeSkill(s)} installs as ${quoteName(name)}, which ${problem}`);
    // Apart from installNameProblem, which recoverSink also reads leftovers' names by: one an
    // older sp left under such a name is still cleaned.
    const windows = windowsNameProblem(name);
    if (windows) throw new InvalidInputError(`${where}: skill ${describeSkill(s)} installs as ${quoteName(name)}, which ${windows} (rename the skill, or change install.prefix or install.sep)`);
    const other = byName.get(name);
    if (other) throw new InvalidInputError(`${where}: skills ${describeSkill(other)} and ${describeSkill(s)} would both install as ${quoteName(name)}`);
    const folded = foldName(name);
    const alike = byFolded.get(folded);
    if (alike) throw new InvalidInputError(`${where}: skills ${describeSkill(alike)} and ${describeSkill(s)} install as ${quoteName(alike.installName)} and ${quoteName(name)}, which differ only in case or Unicode normalisation: one folder on macOS and Windows (rename one)`);
    const withName = { ...s, installName: name };
    byName.set(name, withName);
    byFolded.set(folded, withName);
    skills.push(withName);
  }
  skills.sort((a, b) => compareBytes(a.installName, b.installName));
  return { pack, local, imports, skills, sourceRoots };
}

export function describeSkill(s: { source: string; id: string }): string {
  return s.source === 'local' ? quoteName(s.id) : `${quoteName(s.id)} from ${s.source}`;
}
