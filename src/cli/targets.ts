import path from 'node:path';
import { UsageError } from '../core/errors.js';
import { discoverTargets, shard } from './discover.js';
import { sortTargets, type Target } from './target.js';
import { kinds, kindById, KIND_IDS } from './kinds/index.js';
import type { CommandContext } from './types.js';

/** One stderr line per folder below a PATH that could not be listed (the run goes on; the exit code is the checks'). */
export function unreadableWarning(ctx: Pick<CommandContext, 'stderr'>): (problem: string) => void {
  return (problem) => ctx.stderr.write(`packwright: warning: ${problem}; not searched for packs\n`);
}

export const KIND_CHOICES = ['auto', ...KIND_IDS];

/**
 * The targets for a list of PATHs. With `--kind auto` every kind is detected. With a named
 * kind only that kind is looked for, and a PATH holding none is taken as a target of that
 * kind itself, so `--kind capability-pack some/folder` checks that folder and reports what is missing.
 */
export async function resolveTargets(paths: string[], kind: string, cwd: string, onUnreadable?: (problem: string) => void): Promise<Target[]> {
  const selected = kind === 'auto' ? kinds : [kindById(kind)!];
  const all: Target[] = [];
  for (const p of paths.length ? paths : ['.']) {
    const abs = path.resolve(cwd, p);
    const found = await discoverTargets(abs, selected, p, onUnreadable);
    if (found.length === 0 && kind !== 'auto') all.push({ path: abs, kind });
    else all.push(...found);
  }
  return sortTargets(all);
}

/**
 * `--shard K/N`. K and N must be exact: past Number.MAX_SAFE_INTEGER two different values read
 * as one number (1/99999999999999999999 would silently select nothing), so they are refused.
 */
export function parseShard(value: unknown): { k: number; n: number } | null {
  if (value === undefined) return null;
  const m = /^(\d+)\/(\d+)$/.exec(String(value));
  const k = m ? Number(m[1]) : NaN;
  const n = m ? Number(m[2]) : NaN;
  if (m && !(Number.isSafeInteger(k) && Number.isSafeInteger(n))) throw new UsageError(`--shard K and N must be at most ${Number.MAX_SAFE_INTEGER}, not '${String(value)}'`);
  if (!m || n < 1 || k < 1 || k > n) throw new UsageError(`--shard must be K/N with 1 <= K <= N, not '${String(value)}'`);
  return { k, n };
}

export function applyShard<T>(targets: T[], spec: { k: number; n: number } | null): T[] {
  return spec ? shard(targets, spec.k, spec.n) : targets;
}
