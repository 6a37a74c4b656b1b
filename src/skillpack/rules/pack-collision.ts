import { compilePattern } from '../pattern.js';
import { installName, installNameProblem } from '../resolve.js';
import { DOCS, type SkillPackRule } from './types.js';

/** Ids that match an include (all of them for `null`) and no exclude, as resolvePack selects. */
function selected(ids: readonly string[], include: readonly string[] | null, exclude: readonly string[]): string[] {
  const inc = include?.map(compilePattern);
  const exc = exclude.map(compilePattern);
  return ids.filter((id) => (!inc || inc.some((m) => m.matches(id))) && !exc.some((m) => m.matches(id)));
}

export const packCollision: SkillPackRule = {
  meta: { id: 'pack-collision', severity: 'error', description: 'no two selected skills install under the same folder name, and every name is a usable folder name: local skills, and an import\'s once sp has its pinned commit in its cache', docs: `${DOCS}#pack-collision` },
  check(ctx, report) {
    const pack = ctx.parsed.pack;
    if (!pack) return;
    // The union resolvePack builds: each source's own selection, then the pack-level exclude.
    const chosen: { id: string; from: string }[] = [];
    if (ctx.localSkills) for (const id of selected(ctx.localSkills.map((s) => s.id), pack.include, pack.exclude)) chosen.push({ id, from: `'${id}'` });
    for (const [i, imp] of pack.imports.entries()) {
      const cached = ctx.importSkills[i];
      if (!cached) continue;
      const ids = selected(cached.skills.map((s) => s.id), imp.include, imp.exclude);
      for (const id of selected(ids, null, pack.exclude)) chosen.push({ id, from: `'${id}' from ${imp.repo}` });
    }
    const byName = new Map<string, string>();
    for (const { id, from } of chosen) {
      const name = installName(id, pack.install);
      const problem = installNameProblem(name);
      if (problem) report(`skill ${from} installs as '${name}', which ${problem}`, ctx.file, ctx.locate('/install'));
      const other = byName.get(name);
      if (other) report(`skills ${other} and ${from} would both install as '${name}'${pack.install.flatten ? ' (install.flatten keeps only the last segment)' : ''}`, ctx.file, ctx.locate(pack.install.flatten ? '/install/flatten' : '/include'));
      else byName.set(name, from);
    }
  },
};
