import path from 'node:path';
import { readFileLimited } from '../core/read.js';
import { locatePointer } from '../core/yaml.js';
import type { Location } from '../core/diagnostics.js';
import { packRepoRoot, parsePack, type Pack, type ParsedPack } from './packfile.js';
import { discoverSkills, type DiscoveredSkill } from './discover.js';
import { skillpackHome } from './home.js';
import { lockPathFor, pinnedCommits, readLock } from './lock.js';
import { cachedCheckout, isFullSha } from './remote.js';

/** What every `skill-pack` rule reads: the pack file parsed once, and the local skills beside it. */
export interface SkillPackContext {
  file: string;
  parsed: ParsedPack;
  /** Problem reading the file at all, or null. */
  readProblem: string | null;
  /** The repo root: the folder holding `packs/`. */
  root: string;
  /** Local skills under `<root>/skills`, or null with why in `skillsProblem`. */
  localSkills: DiscoveredSkill[] | null;
  skillsProblem: string | null;
  /**
   * Per import, its skills when the import is pinned (a full commit SHA, or the pack's current
   * lock file) and sp has that commit in its cache; else null. validate never fetches.
   */
  importSkills: (CachedImport | null)[];
  locate(pointer: string): Location;
}

export interface CachedImport {
  commit: string;
  skills: DiscoveredSkill[];
}

/** The commit each import is pinned to: a full SHA as its ref, else the lock's, if the lock is current. */
async function pinnedImportCommits(pack: Pack): Promise<(string | null)[]> {
  const fromRefs = pack.imports.map((imp) => (isFullSha(imp.ref) ? imp.ref : null));
  if (fromRefs.every((c) => c !== null)) return fromRefs;
  try {
    const lockFile = lockPathFor(pack.file);
    const locked = pinnedCommits(pack, await readLock(lockFile, lockFile), lockFile, pack.file);
    return fromRefs.map((c, i) => c ?? locked[i]);
  } catch {
    // No lock, or one that no longer matches the pack: `sp install --locked` reports that.
    return fromRefs;
  }
}

/** The cached skills of each pinned import (see SkillPackContext.importSkills). */
async function cachedImports(pack: Pack, env: NodeJS.ProcessEnv): Promise<(CachedImport | null)[]> {
  if (pack.imports.length === 0) return [];
  const cacheDir = skillpackHome(env).cacheDir;
  const commits = await pinnedImportCommits(pack);
  const base = packRepoRoot(pack.file);
  return pack.imports.map((imp, i) => {
    const commit = commits[i];
    const tree = commit ? cachedCheckout(imp.repo, commit, cacheDir, base) : null;
    if (!commit || !tree) return null;
    try {
      return { commit, skills: discoverSkills(tree, { mode: 'remote', label: imp.repo }) };
    } catch {
      return null;
    }
  });
}

export async function loadSkillPack(file: string, env: NodeJS.ProcessEnv = process.env): Promise<SkillPackContext> {
  const root = path.dirname(path.dirname(file));
  let parsed: ParsedPack = { pack: null, problems: [], yaml: null };
  let readProblem: string | null = null;
  try {
    parsed = await parsePack(file, await readFileLimited(file, 1024 * 1024));
  } catch (err) {
    // The report names the file already: say what is wrong with it, not its absolute path again.
    const message = (err as Error).message;
    readProblem = `cannot be read: ${message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message}`;
  }
  let localSkills: DiscoveredSkill[] | null = null;
  let skillsProblem: string | null = null;
  if (parsed.pack && parsed.pack.include.length > 0) {
    try {
      localSkills = discoverSkills(path.join(root, 'skills'), { mode: 'local', label: 'skills' });
    } catch (err) {
      skillsProblem = (err as Error).message;
    }
  }
  return {
    file,
    parsed,
    readProblem,
    root,
    localSkills,
    skillsProblem,
    importSkills: parsed.pack ? await cachedImports(parsed.pack, env) : [],
    locate: (pointer) => (parsed.yaml ? locatePointer(parsed.yaml, pointer) ?? {} : {}),
  };
}
