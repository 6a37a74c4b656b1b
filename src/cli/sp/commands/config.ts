import { loadSinkConfig } from '../../../skillpack/home.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../../types.js';
import { JSON_OPTION, home, writeJson } from '../shared.js';

export const meta: CommandMeta = {
  name: 'config',
  summary: 'Print the effective sink config: each sink name and its path (built-in defaults overlaid with ~/.skillpack/config.yaml).',
  positionals: '',
  maxPositionals: 0,
  options: { ...JSON_OPTION },
};

export async function run(ctx: CommandContext): Promise<number> {
  const sp = home(ctx);
  const config = await loadSinkConfig(sp);
  if (ctx.values.json) {
    writeJson(ctx, { config_file: sp.configFile, state_file: sp.stateFile, cache_dir: sp.cacheDir, sinks: config.sinks });
    return EXIT_OK;
  }
  const width = Math.max(...Object.keys(config.sinks).map((n) => n.length), 6);
  const lines = Object.entries(config.sinks).map(([name, p]) => `${name.padEnd(width)}  ${p}`);
  lines.push(`${'custom'.padEnd(width)}  (--path DEST)`);
  ctx.stdout.write(`${lines.join('\n')}\n`);
  return EXIT_OK;
}
