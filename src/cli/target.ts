import { realpathSync } from 'node:fs';
import { compareBytes } from '../core/diagnostics.js';

/** A pack to check: what discovery finds and the hook maps staged files to. */
export interface Target {
  /** Absolute path of the pack folder or file. */
  path: string;
  kind: string;
}

function realPathOrSelf(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return p;
  }
}

/**
 * Deduplicates and sorts targets by path in byte order. A pack reached twice, once through a
 * symlinked folder, is one target (checked once), named by its real path when that was given.
 */
export function sortTargets(targets: Target[]): Target[] {
  const byRealPath = new Map<string, Target>();
  for (const t of targets) {
    const real = realPathOrSelf(t.path);
    const seen = byRealPath.get(real);
    if (!seen || (seen.path !== real && t.path === real)) byRealPath.set(real, t);
  }
  return [...byRealPath.values()].sort((a, b) => compareBytes(a.path, b.path));
}
