import { compareBytes } from '../../../core/diagnostics.js';
import { loadState } from '../../../skillpack/state.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../../types.js';
import { JSON_OPTION, home, writeJson } from '../shared.js';

export const meta: CommandMeta = {
  name: 'installed',
  summary: 'List installed packs: sink, pack, number of skills, install time, destination folder.',
  positionals: '',
  maxPositionals: 0,
  options: {
    agent: { type: 'string', valueName: 'SINK', description: 'only installs into this sink' },
    ...JSON_OPTION,
  },
};

export async function run(ctx: CommandContext): Promise<number> {
  const state = await loadState(home(ctx).stateFile);
  const agent = ctx.values.agent;
  const rows = state.installs
    .filter((r) => agent === undefined || r.sink === agent)
    .map((r) => ({ sink: r.sink, pack: r.pack, skills: r.installed_paths.length, installed_at: r.installed_at, sink_path: r.sink_path }))
    .sort((a, b) => compareBytes(a.sink, b.sink) || compareBytes(a.sink_path, b.sink_path) || compareBytes(a.pack, b.pack));
  if (ctx.values.json) {
    writeJson(ctx, rows);
    return EXIT_OK;
  }
  ctx.stdout.write(rows.map((r) => `${r.sink}\t${r.pack}\t${r.skills} skill${r.skills === 1 ? '' : 's'}\t${r.installed_at}\t${r.sink_path}\n`).join(''));
  return EXIT_OK;
}
