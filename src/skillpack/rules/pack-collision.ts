import { describeSkill, installName, installNameProblem, selectIds } from '../resolve.js';
import { foldName, windowsNameProblem } from '../discover.js';
import { quoteName } from '../discover.js';
import { DOCS, type SkillPackRule } from './types.js';

export const packCollision: SkillPackRule = {
  meta: { id: 'pack-collision', severity: 'error', description: 'no two selected skills install under the same folder name, and every name is a usable folder name: local skills, and an import\'s once sp has its pinned commit in its cache', docs: DOCS },
  check(ctx, report) {
    const pack = ctx.parsed.pack;
    if (!pack) return;
    // The union resolvePack builds: each source's own selection, then the pack-level exclude.
    const chosen: { id: string; from: string }[] = [];
    if (ctx.localSkills) for (const id of selectIds(ctx.localSkills.map((s) => s.id), pack.include, pack.exclude)) chosen.push({ id, from: describeSkill({ source: 'local', id }) });
    for (const [i, imp] of pack.imports.entries()) {
      const cached = ctx.importSkills[i];
      if (!cached) continue;
      const ids = selectIds(cached.skills.map((s) => s.id), imp.include, imp.exclude);
      for (const id of selectIds(ids, null, pack.exclude)) chosen.push({ id, from: describeSkill({ source: imp.repo, id }) });
    }
    const byName = new Map<string, string>();
    // As resolvePack: names that differ only in case or normalisation are one folder on macOS and Windows.
    const byFolded = new Map<string, { name: string; from: string }>();
    for (const { id, from } of chosen) {
      const name = installName(id, pack.install);
      const problem = installNameProblem(name);
      if (problem) report(`skill ${from} installs as ${quoteName(name)}, which ${problem}`, ctx.file, ctx.locate('/install'));
      // As resolvePack: a name Windows cannot hold is refused everywhere.
      const windows = problem ? null : windowsNameProblem(name);
      if (windows) report(`skill ${from} installs as ${quoteName(name)}, which ${windows} (rename the skill, or change install.prefix or install.sep)`, ctx.file, ctx.locate('/include'));
      const other = byName.get(name);
      if (other) report(`skills ${other} and ${from} would both install as ${quoteName(name)}${pack.install.flatten ? ' (install.flatten keeps only the last segment)' : ''}`, ctx.file, ctx.locate(pack.install.flatten ? '/install/flatten' : '/include'));
      else {
        byName.set(name, from);
        const alike = byFolded.get(foldName(name));
        if (alike) report(`skills ${alike.from} and ${from} install as ${quoteName(alike.name)} and ${quoteName(name)}, which differ only in case or Unicode normalisation: one folder on macOS and Windows (rename one)`, ctx.file, ctx.locate('/include'));
        else byFolded.set(foldName(name), { name, from });
      }
    }
  },
};
