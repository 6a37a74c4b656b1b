import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sortTargets, type Target } from './discover.js';
import type { KindDefinition } from './kinds/types.js';

/**
 * The packs that contain any of `paths` (POSIX, relative to `top`): for each path, the file
 * itself when a kind claims files (a `.ctxpkg`), and every folder from its parent up to `top`
 * that a kind claims. Each folder is read once however many paths share it; a folder that no
 * longer exists (the commit deletes it) is skipped.
 */
export async function packsForPaths(top: string, paths: readonly string[], kinds: readonly KindDefinition[]): Promise<Target[]> {
  const names = new Map<string, Promise<Set<string> | null>>();
  const namesOf = (dir: string) => {
    let p = names.get(dir);
    if (!p) {
      p = readdir(dir).then((n) => new Set(n), () => null);
      names.set(dir, p);
    }
    return p;
  };
  const found: Target[] = [];
  const dirs = new Set<string>();
  for (const rel of paths) {
    const abs = path.join(top, ...rel.split('/'));
    if (kinds.some((k) => k.matchFile)) {
      const siblings = await namesOf(path.dirname(abs));
      if (siblings?.has(path.basename(abs))) {
        const kind = kinds.find((k) => k.matchFile?.(abs, siblings));
        if (kind) found.push({ path: abs, kind: kind.meta.id });
      }
    }
    for (let dir = path.dirname(abs); dir.length >= top.length && !dirs.has(dir); dir = path.dirname(dir)) {
      dirs.add(dir);
      if (dir === top) break;
    }
  }
  const listed = await Promise.all([...dirs].map(async (dir) => [dir, await namesOf(dir)] as const));
  for (const [dir, n] of listed) {
    const kind = n && kinds.find((k) => k.matchDirectory?.(n, dir));
    if (kind) found.push({ path: dir, kind: kind.meta.id });
  }
  return sortTargets(found);
}
