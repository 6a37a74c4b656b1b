import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sortTargets, type Target } from './target.js';
import type { KindDefinition } from './kinds/types.js';

/**
 * The packs that contain any of `paths` (POSIX, relative to `top`): every folder from a
 * path's parent up to `top` that a kind claims, and the file itself when a kind claims files
 * (a `.ctxpkg`). Each folder is read once however many paths share it (a commit of 3,000
 * files touches a few hundred folders); a folder that no longer exists is skipped. A kind's
 * second look (`confirmDirectory`) is taken as in discovery, so a snapshot pack.json written
 * by `context-pack build` is no context pack here either.
 */
export async function packsForPaths(top: string, paths: readonly string[], kinds: readonly KindDefinition[]): Promise<Target[]> {
  // Folders as POSIX strings ('' is the top): string slicing, not path.join per file.
  const dirs = new Set<string>();
  for (const rel of paths) {
    let d = rel;
    while (d !== '') {
      const slash = d.lastIndexOf('/');
      d = slash === -1 ? '' : d.slice(0, slash);
      if (dirs.has(d)) break;
      dirs.add(d);
    }
  }
  // Synchronous reads on purpose: a commit touches hundreds of small folders, and a
  // thread-pool round trip per folder costs more than the read itself.
  const listed = new Map<string, Set<string> | null>();
  for (const d of dirs) {
    let names: Set<string> | null;
    try {
      names = new Set(readdirSync(path.join(top, d)));
    } catch {
      names = null;
    }
    listed.set(d, names);
  }
  const found: Target[] = [];
  for (const [d, names] of listed) {
    const abs = path.join(top, d);
    if (!names) continue;
    for (const k of kinds) {
      if (k.matchDirectory?.(names, abs) && (!k.confirmDirectory || (await k.confirmDirectory(abs)))) {
        found.push({ path: abs, kind: k.meta.id });
        break;
      }
    }
  }
  if (kinds.some((k) => k.matchFile)) {
    for (const rel of paths) {
      const slash = rel.lastIndexOf('/');
      const siblings = listed.get(slash === -1 ? '' : rel.slice(0, slash));
      const name = rel.slice(slash + 1);
      if (!siblings?.has(name)) continue;
      const abs = path.join(top, rel);
      const kind = kinds.find((k) => k.matchFile?.(abs, siblings));
      if (kind) found.push({ path: abs, kind: kind.meta.id });
    }
  }
  return sortTargets(found);
}
