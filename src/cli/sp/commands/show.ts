import { displayPath } from '../../../core/paths.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../../types.js';
import { ROOT_OPTIONS, CACHE_OPTION, JSON_OPTION, findRoot, home, loadPackArg, resolveForCli, writeJson } from '../shared.js';

export const meta: CommandMeta = {
  name: 'show',
  summary: 'Show what a pack selects: local skill ids, imported skill ids per repository (with the resolved commit), and the installed folder names.',
  positionals: 'PACK (a name or packs/<name>.yaml)',
  minPositionals: 1,
  maxPositionals: 1,
  options: { ...ROOT_OPTIONS, ...CACHE_OPTION, ...JSON_OPTION },
};

export async function run(ctx: CommandContext): Promise<number> {
  const root = findRoot(ctx, ctx.positionals[0]);
  const pack = await loadPackArg(ctx, root);
  const r = await resolveForCli(ctx, pack, root, home(ctx));
  if (ctx.values.json) {
    writeJson(ctx, {
      pack: pack.name,
      file: displayPath(pack.file, ctx.cwd),
      install: pack.install,
      local: r.local,
      imports: r.imports.map((i) => ({ repo: i.repo, ref: i.ref, commit: i.commit, skills: i.skills })),
      installed_names: r.skills.map((s) => s.installName),
    });
    return EXIT_OK;
  }
  const lines = [`pack ${pack.name} (${displayPath(pack.file, ctx.cwd)})`];
  lines.push(`local skills (${r.local.length}):`, ...r.local.map((id) => `  ${id}`));
  for (const i of r.imports) {
    lines.push(`imported from ${i.repo} @ ${i.ref ?? 'default branch'} (${i.commit}) (${i.skills.length}):`, ...i.skills.map((id) => `  ${id}`));
  }
  lines.push(`installed folder names (${r.skills.length}):`, ...r.skills.map((s) => `  ${s.installName}`));
  ctx.stdout.write(`${lines.join('\n')}\n`);
  return EXIT_OK;
}
