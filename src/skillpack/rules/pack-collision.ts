import { compilePattern } from '../pattern.js';
import { installName, installNameProblem } from '../resolve.js';
import { DOCS, type SkillPackRule } from './types.js';

export const packCollision: SkillPackRule = {
  meta: { id: 'pack-collision', severity: 'error', description: 'no two selected local skills install under the same folder name, and every name is a usable folder name', docs: `${DOCS}#pack-collision` },
  check(ctx, report) {
    const pack = ctx.parsed.pack;
    if (!pack || !ctx.localSkills) return;
    const inc = pack.include.map(compilePattern);
    const exc = pack.exclude.map(compilePattern);
    const byName = new Map<string, string>();
    for (const { id } of ctx.localSkills) {
      if (!inc.some((m) => m.matches(id)) || exc.some((m) => m.matches(id))) continue;
      const name = installName(id, pack.install);
      const problem = installNameProblem(name);
      if (problem) report(`skill '${id}' installs as '${name}', which ${problem}`, ctx.file, ctx.locate('/install'));
      const other = byName.get(name);
      if (other) report(`skills '${other}' and '${id}' would both install as '${name}'${pack.install.flatten ? ' (install.flatten keeps only the last segment)' : ''}`, ctx.file, ctx.locate(pack.install.flatten ? '/install/flatten' : '/include'));
      else byName.set(name, id);
    }
  },
};
