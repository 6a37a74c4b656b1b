import path from 'node:path';
import { DOCS, type ContextPackRule } from './types.js';

export const fileUnlisted: ContextPackRule = {
  meta: { id: 'file-unlisted', severity: 'warning', description: 'every file in the pack folder is listed in pack.json files', docs: `${DOCS}#context-pack-rules` },
  check(ctx, report) {
    if (!ctx.manifest) return;
    const listed = new Set(ctx.listed.map((f) => f.path));
    for (const rel of ctx.packFiles) {
      if (!listed.has(rel)) report(`${rel} is in the pack folder but not listed in pack.json files (run: packwright context-pack rehash after adding it)`, path.join(ctx.root, rel));
    }
    for (const p of ctx.walkProblems) report(`folder ${p.rel} cannot be read: ${p.problem}`, path.join(ctx.root, p.rel));
  },
};
