import { relativePathProblem } from '../../core/paths.js';
import { DOCS, type ContextPackRule } from './types.js';

export const pathUnsafe: ContextPackRule = {
  meta: { id: 'path-unsafe', severity: 'error', description: 'listed paths are relative, use "/", have no "..", are written in normal form (no "./", "//", "." segment or trailing "/"), and do not leave the pack through a symlink', docs: `${DOCS}#context-pack-rules` },
  check(ctx, report) {
    for (const f of ctx.listed) {
      if (!f.path) continue;
      // The loader hashes any path that stays inside; a second spelling of a file is refused here.
      const problem = f.status === 'unsafe' ? f.detail : relativePathProblem(f.path, { normal: true });
      if (problem) report(`/files/${f.index}/path: ${JSON.stringify(f.path)} is not a safe pack path: ${problem}`, ctx.manifestPath, ctx.locate(`/files/${f.index}/path`));
    }
  },
};
