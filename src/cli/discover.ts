import { readdir, stat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { IoError, InvalidInputError, describeFsError } from '../core/errors.js';
import { isInside, toPosix } from '../core/paths.js';
import { compareBytes } from '../core/diagnostics.js';
import { showPath } from '../core/show-name.js';
import type { KindDefinition } from './kinds/types.js';
import { packsForPaths } from './packs-for-paths.js';
import type { Target } from './target.js';

/** Folders no pack lives in; everything else, dot-folders included (skills hide in `.curated/`), is walked. */
const SKIP_DIRS = new Set(['.git', 'node_modules']);

/**
 * Finds validation targets under `root`. A matched folder is a target and (unless its kind
 * descends) is not walked further. Symlinked folders are followed once each (by real path), so
 * a symlink loop ends the walk instead of hanging it; they are walked after every folder reached
 * without one (links in byte order), so a pack is named by its own path under `root`, not by a
 * link that a directory listing happened to return first (`cp/inner/up -> ..` naming `cp`).
 * A folder's real path is its parent's joined with its name unless it is a link: asking the
 * file system for each made 1,000 nested packs take 13 s (a readlink per path component).
 */
export async function discoverTargets(root: string, kinds: readonly KindDefinition[], label: string = root, onUnreadable?: (problem: string) => void): Promise<Target[]> {
  const abs = path.resolve(root);
  let st;
  try {
    st = await stat(abs);
  } catch (err) {
    throw new IoError(describeFsError(err, label));
  }
  if (st.isFile()) return targetsForFile(abs, kinds, label);
  const found: Target[] = [];
  if (!st.isDirectory()) throw new IoError(`${label}: not a file or directory`);
  const seen = new Set<string>();
  let links: string[] = [];
  const walk = async (dir: string, real: string): Promise<void> => {
    if (seen.has(real)) return;
    seen.add(real);
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (dir === abs) throw new IoError(describeFsError(err, label));
      // A folder below PATH that cannot be listed may hold packs: say so rather than pass quietly.
      onUnreadable?.(describeFsError(err, path.join(label, path.relative(abs, dir))));
      return;
    }
    const names = new Set(entries.map((e) => e.name));
    let dirKind: KindDefinition | undefined;
    for (const k of kinds) {
      if (k.matchDirectory?.(names, dir) && (!k.confirmDirectory || (await k.confirmDirectory(dir)))) {
        dirKind = k;
        break;
      }
    }
    if (dirKind) {
      found.push({ path: dir, kind: dirKind.meta.id, real });
      if (!dirKind.descend) return;
    }
    const subdirs: string[] = [];
    for (const e of entries) {
      const full = path.join(dir, e.name);
      let isDir = e.isDirectory();
      if (e.isSymbolicLink()) {
        const t = await stat(full).catch(() => null);
        if (t?.isDirectory()) {
          if (!SKIP_DIRS.has(e.name)) links.push(full);
          continue;
        }
        isDir = false;
      }
      if (isDir) {
        if (!SKIP_DIRS.has(e.name)) subdirs.push(e.name);
      } else {
        // Not only regular files: a FIFO, socket or dangling link named `packs/x.yaml` or
        // `x.ctxpkg` is a pack that cannot be read, and validating it says so; passing over it
        // would report a clean run with a pack missing.
        const kind = kinds.find((k) => k.matchFile?.(full, names));
        // A linked file's real path is its target's: sortTargets resolves it.
        if (kind) found.push({ path: full, kind: kind.meta.id, ...(e.isSymbolicLink() ? {} : { real: path.join(real, e.name) }) });
      }
    }
    for (const name of subdirs) await walk(path.join(dir, name), path.join(real, name));
  };
  const rootReal = await realpath(abs).catch(() => abs);
  await walk(abs, rootReal);
  // Links found while walking links are walked in the next round.
  while (links.length > 0) {
    const round = links.sort(compareBytes);
    links = [];
    for (const link of round) {
      const real = await realpath(link).catch(() => null);
      if (real === null) continue;
      // A link to a folder holding PATH (`root -> /`, `up -> ..`) would walk everything around
      // it: the whole machine, or sibling packs under the link's name. A link elsewhere (a skill
      // kept outside the sink, as installers link them) is followed.
      if (isInside(real, rootReal) && real !== rootReal) {
        onUnreadable?.(`${showPath(path.join(label, path.relative(abs, link)))}: a symlink to ${showPath(real)}, a folder that holds ${showPath(label)}`);
        continue;
      }
      await walk(link, real);
    }
  }
  return found;
}

/**
 * A named file stands for the packs holding it, found as the commit hook finds them: a
 * pack.json, tools.json or SKILL.md (or any other file) for the pack folders above it, a
 * packs/*.yaml or .ctxpkg for itself. Finding nothing is an error, not an empty run: an empty
 * run exits 0, so a broken pack.json named on its own would pass.
 */
async function targetsForFile(abs: string, kinds: readonly KindDefinition[], label: string): Promise<Target[]> {
  const top = path.parse(abs).root;
  const found = await packsForPaths(top, [toPosix(path.relative(top, abs))], kinds);
  if (found.length > 0) return found;
  // One kind that takes files (`--kind ctxpkg x.bin`): the caller checks the file as one, as it
  // does a folder of a named kind, so what is wrong with it is reported.
  if (kinds.length === 1 && kinds[0].matchFile) return [];
  const what = kinds.length === 1 ? `a ${kinds[0].meta.id}` : 'a pack';
  throw new InvalidInputError(`${label}: not ${what} and not inside one; name a pack folder, its manifest (pack.json, tools.json, SKILL.md), a packs/*.yaml or a .ctxpkg file`);
}

/**
 * The K-th (1-based) of N contiguous, near-equal slices. The bounds are computed in BigInt:
 * in floating point K * length can round past 2^53, and then slice N of N could end short.
 */
export function shard<T>(items: readonly T[], k: number, n: number): T[] {
  const bound = (i: number): number => Number((BigInt(i) * BigInt(items.length)) / BigInt(n));
  return items.slice(bound(k - 1), bound(k));
}
