import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { compareBytes } from '../core/diagnostics.js';

/** A pack to check: what discovery finds and the hook maps staged files to. */
export interface Target {
  /** Absolute path of the pack folder or file. */
  path: string;
  kind: string;
  /** Its real path, when discovery already knows it (the walk tracks each folder's): sortTargets then asks no file system. */
  real?: string;
}

/**
 * Real paths (the path itself when it does not resolve), remembered per folder: a path that is
 * no link has its parent's real path joined with its name. realpath(3) reads every component
 * of a path (a readlink each), so asking it for each of 1,000 nested packs took seconds.
 */
function realPaths(): (p: string) => string {
  const memo = new Map<string, string>();
  const real = (p: string): string => {
    let r = memo.get(p);
    if (r !== undefined) return r;
    const parent = path.dirname(p);
    try {
      r = parent === p || lstatSync(p).isSymbolicLink() ? realpathSync.native(p) : path.join(real(parent), path.basename(p));
    } catch {
      r = p;
    }
    memo.set(p, r);
    return r;
  };
  return real;
}

/**
 * Deduplicates and sorts targets by path in byte order. A pack reached twice, once through a
 * symlinked folder, is one target (checked once), named by its real path when that was given.
 */
export function sortTargets(targets: Target[]): Target[] {
  const byRealPath = new Map<string, Target>();
  const realPathOrSelf = realPaths();
  for (const t of targets) {
    const real = t.real ?? realPathOrSelf(t.path);
    const seen = byRealPath.get(real);
    if (!seen || (seen.path !== real && t.path === real)) byRealPath.set(real, t);
  }
  return [...byRealPath.values()].sort((a, b) => compareBytes(a.path, b.path));
}
