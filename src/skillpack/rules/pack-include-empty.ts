import { compilePattern } from '../pattern.js';
import { DOCS, type SkillPackRule } from './types.js';

/** Local includes only: an import's includes need its repository, which validate does not fetch. */
export const packIncludeEmpty: SkillPackRule = {
  meta: { id: 'pack-include-empty', severity: 'error', description: 'every local include pattern matches at least one skill under skills/ (sp fails fast on one that does not)', docs: `${DOCS}#pack-include-empty` },
  check(ctx, report) {
    const pack = ctx.parsed.pack;
    if (!pack || pack.include.length === 0) return;
    if (ctx.skillsProblem) {
      report(`local include needs skills/: ${ctx.skillsProblem}`, ctx.file, ctx.locate('/include'));
      return;
    }
    const ids = (ctx.localSkills ?? []).map((s) => s.id);
    for (const [i, p] of pack.include.entries()) {
      const m = compilePattern(p);
      if (!ids.some((id) => m.matches(id))) report(`include '${p}' matches no skill under skills/`, ctx.file, ctx.locate(`/include/${i}`));
    }
  },
};
