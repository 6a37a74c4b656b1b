import path from 'node:path';
import { normalRelativePath } from '../../core/paths.js';
import { nearMissFinder } from '../names.js';
import { DOCS, type ContextPackRule } from './types.js';

export const fileUnlisted: ContextPackRule = {
  meta: { id: 'file-unlisted', severity: 'warning', description: 'every file in the pack folder is listed in pack.json files', docs: DOCS },
  check(ctx, report) {
    if (!ctx.manifest) return;
    // `sub//x.md` lists sub/x.md, wrongly spelled: path-unsafe says so, and it is not unlisted too.
    const listed = new Set(ctx.listed.filter((f) => f.path).map((f) => normalRelativePath(f.path)));
    const find = nearMissFinder(listed);
    for (const rel of ctx.packFiles) {
      if (listed.has(rel)) continue;
      const near = find(rel);
      const unsafe = ctx.unsafeLinks.get(rel);
      // Listing a symlink that leaves the pack would not help: rehash refuses it.
      const hint = unsafe
        ? ` (a symlink that is not a safe pack path: ${unsafe}; remove it or replace it with the file)`
        : near
          ? ` (it ${near.how} from the listed ${JSON.stringify(near.other)}: spell the listed path as the name on disk)`
          : ' (run: packwright context-pack rehash after adding it)';
      report(`${rel} is in the pack folder but not listed in pack.json files${hint}`, path.join(ctx.root, rel));
    }
    for (const p of ctx.walkProblems) report(`folder ${p.rel} cannot be read: ${p.problem}`, path.join(ctx.root, p.rel));
  },
};
