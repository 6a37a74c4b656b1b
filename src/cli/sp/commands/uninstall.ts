import { uninstallPack } from '../../../skillpack/install.js';
import { loadState } from '../../../skillpack/state.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../../types.js';
import { JSON_OPTION, SINK_OPTIONS, ROOT_OPTIONS, home, installedPackName, sinkFor, withCommandToReach, writeJson, lockOptions } from '../shared.js';

export const meta: CommandMeta = {
  name: 'uninstall',
  summary: 'Uninstall a pack from a sink: delete exactly the folders state recorded for it (each checked to be inside the sink), then its record.',
  positionals: 'PACK (the pack name, or its pack file)',
  minPositionals: 1,
  maxPositionals: 1,
  options: {
    ...SINK_OPTIONS,
    'dry-run': { type: 'boolean', description: 'print what would be removed; change nothing' },
    ...ROOT_OPTIONS,
    ...JSON_OPTION,
  },
};

export async function run(ctx: CommandContext): Promise<number> {
  const sp = home(ctx);
  const { sink, sinkPath } = await sinkFor(ctx, sp);
  const arg = ctx.positionals[0];
  const state = await loadState(sp.stateFile);
  const name = await installedPackName(ctx, arg, state, sink, sinkPath);
  const r = await uninstallPack(name, { home: sp, sink, sinkPath, dryRun: !!ctx.values['dry-run'], now: new Date(), lock: lockOptions(ctx) }).catch((err: unknown) => {
    throw withCommandToReach(err, 'uninstall');
  });
  if (ctx.values.json) {
    writeJson(ctx, { sink: r.sink, sink_path: r.sinkPath, pack: r.pack, dry_run: r.dryRun, removed: r.removed.map((c) => c.name), backed_up: r.backedUp });
    return EXIT_OK;
  }
  const lines = [`${r.dryRun ? 'would uninstall' : 'uninstalled'} pack ${r.pack} from ${r.sink} (${r.sinkPath}): ${r.removed.length} removed`];
  for (const c of r.removed) lines.push(`  - ${c.name}`);
  for (const b of r.backedUp) lines.push(`  edited locally, backed up: ${b.path} -> ${b.to}`);
  ctx.stdout.write(`${lines.join('\n')}\n`);
  return EXIT_OK;
}
