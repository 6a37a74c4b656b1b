import { DOCS, type ContextPackRule } from './types.js';

export const pathUnsafe: ContextPackRule = {
  meta: { id: 'path-unsafe', severity: 'error', description: 'listed paths are relative, use "/", have no "..", are written in normal form (no "./", "//", "." segment or trailing "/"), and do not leave the pack through a symlink', docs: `${DOCS}#context-pack-rules` },
  check(ctx, report) {
    for (const f of ctx.listed) {
      if (f.status === 'unsafe' && f.path) report(`/files/${f.index}/path: ${JSON.stringify(f.path)} is not a safe pack path: ${f.detail}`, ctx.manifestPath, ctx.locate(`/files/${f.index}/path`));
    }
  },
};
