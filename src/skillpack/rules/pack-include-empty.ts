import { compilePattern } from '../pattern.js';
import { quoteName } from '../discover.js';
import { DOCS, type SkillPackRule } from './types.js';

/**
 * Local includes always; an import's includes when its pinned commit is in sp's cache
 * (validate never fetches: see SkillPackContext.importSkills).
 */
export const packIncludeEmpty: SkillPackRule = {
  meta: { id: 'pack-include-empty', severity: 'error', description: 'every include pattern matches at least one skill (sp fails fast on one that does not): local ones under skills/, and an import\'s once sp has its pinned commit in its cache', docs: DOCS },
  check(ctx, report) {
    const pack = ctx.parsed.pack;
    if (!pack) return;
    if (pack.include.length > 0) {
      if (ctx.skillsProblem) {
        report(`local include needs skills/: ${ctx.skillsProblem}`, ctx.file, ctx.locate('/include'));
      } else {
        const ids = (ctx.localSkills ?? []).map((s) => s.id);
        for (const [i, p] of pack.include.entries()) {
          const m = compilePattern(p);
          if (!ids.some((id) => m.matches(id))) report(`include ${quoteName(p)} matches no skill under skills/`, ctx.file, ctx.locate(`/include/${i}`));
        }
      }
    }
    for (const [i, imp] of pack.imports.entries()) {
      const cached = ctx.importSkills[i];
      if (!cached) continue;
      const ids = cached.skills.map((s) => s.id);
      for (const [k, p] of imp.include.entries()) {
        const m = compilePattern(p);
        if (!ids.some((id) => m.matches(id))) report(`imports[${i}] include ${quoteName(p)} matches no skill of ${imp.repo} at ${cached.commit.slice(0, 12)}`, ctx.file, ctx.locate(`/imports/${i}/include/${k}`));
      }
    }
  },
};
