import { isRelativeRepo } from '../remote.js';
import { packRepoRoot } from '../packfile.js';
import { quoteName } from '../discover.js';
import { DOCS, type SkillPackRule } from './types.js';

/**
 * What git accepts as a remote, the github.com shorthand, or a folder: absolute, or relative
 * (`./x`, `../x`) to the pack's repository, as sp resolves it (remote.ts importUrl). A control
 * character never gets here: the schema's REPO_PATTERN and REF_PATTERN refuse it, and a pack
 * that fails the schema has no imports to check.
 */
function repoProblem(repo: string, file: string): string | null {
  if (/^github\.com\//.test(repo)) return /^github\.com\/[^/\s]+\/[^/\s]+\/?$/.test(repo) ? null : 'the shorthand is github.com/<org>/<repo>';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(repo)) return /^(https?|ssh|git|file):\/\//i.test(repo) ? null : `unsupported URL scheme ${quoteName(repo.split(':')[0])}`;
  if (/^[^/\s:]+@[^/\s:]+:/.test(repo)) return null;
  if (repo.startsWith('/')) return null;
  if (isRelativeRepo(repo)) {
    return packRepoRoot(file) === null ? 'a relative repo is resolved against the pack\'s repository, the folder holding its packs/ folder, and this pack file is not in a packs/ folder' : null;
  }
  return 'not a git URL (https://…, ssh://…, git@host:path, file://…), github.com/<org>/<repo>, or a folder (absolute, or ./ or ../ relative to the pack\'s repository)';
}

export const packImport: SkillPackRule = {
  meta: { id: 'pack-import', severity: 'error', description: 'each import names a fetchable repository (a relative one, ./ or ../, from the folder holding packs/) and a ref git can fetch (a branch, a tag or a full commit SHA); neither holds a control character', docs: DOCS },
  check(ctx, report) {
    for (const [i, imp] of (ctx.parsed.pack?.imports ?? []).entries()) {
      const problem = repoProblem(imp.repo, ctx.file);
      if (problem) report(`imports[${i}].repo ${quoteName(imp.repo)}: ${problem}`, ctx.file, ctx.locate(`/imports/${i}/repo`));
      if (imp.ref !== null && /^[0-9a-f]{7,39}$/.test(imp.ref)) {
        report(`imports[${i}].ref ${quoteName(imp.ref)} looks like an abbreviated commit SHA, which git cannot fetch: write the full 40-character SHA`, ctx.file, ctx.locate(`/imports/${i}/ref`));
      }
    }
  },
};
