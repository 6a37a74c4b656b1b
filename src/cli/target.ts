import { compareBytes } from '../core/diagnostics.js';

/** A pack to check: what discovery finds and the hook maps staged files to. */
export interface Target {
  /** Absolute path of the pack folder or file. */
  path: string;
  kind: string;
}

/** Deduplicates and sorts targets by path in byte order. */
export function sortTargets(targets: Target[]): Target[] {
  const byPath = new Map<string, Target>();
  for (const t of targets) if (!byPath.has(t.path)) byPath.set(t.path, t);
  return [...byPath.values()].sort((a, b) => compareBytes(a.path, b.path));
}
