import { displayPath } from '../../../core/paths.js';
import { buildLock, lockPathFor, writeLock } from '../../../skillpack/lock.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../../types.js';
import { ROOT_OPTIONS, CACHE_OPTION, JSON_OPTION, findRoot, home, loadPackArg, resolveForCli, writeJson } from '../shared.js';

export const meta: CommandMeta = {
  name: 'lock',
  summary: 'Write packs/<name>.lock.json: the pack file\'s hash, each import\'s resolved commit and a content hash per selected skill (for sp install --locked).',
  positionals: 'PACK (a name or packs/<name>.yaml)',
  minPositionals: 1,
  maxPositionals: 1,
  options: { ...ROOT_OPTIONS, ...CACHE_OPTION, ...JSON_OPTION },
};

export async function run(ctx: CommandContext): Promise<number> {
  const root = findRoot(ctx, ctx.positionals[0]);
  const pack = await loadPackArg(ctx, root);
  const lock = await buildLock(await resolveForCli(ctx, pack, root, home(ctx)));
  const file = lockPathFor(pack.file);
  await writeLock(file, lock);
  if (ctx.values.json) writeJson(ctx, { file: displayPath(file, ctx.cwd), ...lock });
  else ctx.stdout.write(`wrote ${displayPath(file, ctx.cwd)}: ${lock.skills.length} skill${lock.skills.length === 1 ? '' : 's'}, ${lock.imports.length} import${lock.imports.length === 1 ? '' : 's'}\n`);
  return EXIT_OK;
}
