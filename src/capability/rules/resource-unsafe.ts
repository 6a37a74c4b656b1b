import { readdir, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import { compareBytes } from '../../core/diagnostics.js';
import { danglingLinkLeadsOutside, isInside } from '../../core/paths.js';
import { quoteEscaped, showPath } from '../../core/show-name.js';
import { TOOLS_JSON } from '../load.js';
import { DOCS, type CapabilityPackRule } from './types.js';

/** Bounds on the walk, so a huge or deep pack cannot stall validation. */
const MAX_ENTRIES = 20_000;
const MAX_DEPTH = 32;

/**
 * Why a symlink in the pack is unsafe, or null: it resolves outside the pack (or would, were
 * its target created), or it loops. The host never reads through such a link (read_file
 * answers path_denied), so a pack that relies on one is broken, and one that ships it is
 * probing: `resources/passwd -> /etc/passwd`.
 */
async function symlinkProblem(realRoot: string, link: string): Promise<string | null> {
  let target: string;
  try {
    target = await readlink(link);
  } catch {
    return null;
  }
  try {
    const real = await realpath(link);
    return isInside(realRoot, real) ? null : `is a symlink to ${quoteEscaped(target)}, outside the pack`;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return `is a symlink loop (${quoteEscaped(target)})`;
    // Dangling: judged by where it would lead, as resolveContained judges it.
    return (await danglingLinkLeadsOutside(realRoot, link)) ? `is a symlink to ${quoteEscaped(target)}, outside the pack (missing now)` : null;
  }
}

export const capResourceUnsafe: CapabilityPackRule = {
  meta: { id: 'cap-resource-unsafe', severity: 'error', description: 'no file or folder in the pack (resources/, docs/, scripts/, …) is a symlink leading outside it or looping', docs: DOCS },
  async check(ctx, report) {
    let realRoot: string;
    try {
      realRoot = await realpath(ctx.root);
    } catch {
      return;
    }
    // tools.json and the entry doc have their own rules, which already say when they leave the pack.
    const own = new Set([TOOLS_JSON, ctx.entry?.rel]);
    let seen = 0;
    const walk = async (dir: string, rel: string, depth: number): Promise<void> => {
      if (depth > MAX_DEPTH) return;
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const e of entries.sort((a, b) => compareBytes(a.name, b.name))) {
        if (++seen > MAX_ENTRIES) return;
        const r = rel ? `${rel}/${e.name}` : e.name;
        const full = path.join(dir, e.name);
        if (e.isSymbolicLink() && !own.has(r)) {
          const problem = await symlinkProblem(realRoot, full);
          if (problem) report(`${showPath(r)} ${problem}: the host refuses to read through it (path_denied); copy the file into the pack or remove the link`, full);
        } else if (e.isDirectory() && e.name !== '.git') await walk(full, r, depth + 1);
      }
    };
    await walk(ctx.root, '', 0);
  },
};
