import { DOCS, type SkillPackRule } from './types.js';

/** What git accepts as a remote, or the github.com shorthand. */
function repoProblem(repo: string): string | null {
  if (/^github\.com\//.test(repo)) return /^github\.com\/[^/\s]+\/[^/\s]+\/?$/.test(repo) ? null : 'the shorthand is github.com/<org>/<repo>';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(repo)) return /^(https?|ssh|git|file):\/\//i.test(repo) ? null : `unsupported URL scheme "${repo.split(':')[0]}"`;
  if (/^[^/\s:]+@[^/\s:]+:/.test(repo)) return null;
  if (repo.startsWith('/')) return null;
  return 'not a git URL (https://…, ssh://…, git@host:path, file://…) or github.com/<org>/<repo>';
}

export const packImport: SkillPackRule = {
  meta: { id: 'pack-import', severity: 'error', description: 'each import names a fetchable repository and a ref git can fetch (a branch, a tag or a full commit SHA)', docs: `${DOCS}#pack-import` },
  check(ctx, report) {
    for (const [i, imp] of (ctx.parsed.pack?.imports ?? []).entries()) {
      const problem = repoProblem(imp.repo);
      if (problem) report(`imports[${i}].repo '${imp.repo}': ${problem}`, ctx.file, ctx.locate(`/imports/${i}/repo`));
      if (imp.ref !== null && /^[0-9a-f]{7,39}$/.test(imp.ref)) {
        report(`imports[${i}].ref '${imp.ref}' looks like an abbreviated commit SHA, which git cannot fetch: write the full 40-character SHA`, ctx.file, ctx.locate(`/imports/${i}/ref`));
      }
    }
  },
};
