import path from 'node:path';
import { discoverSkills } from '../../../skillpack/discover.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../../types.js';
import { ROOT_OPTIONS, JSON_OPTION, findRoot, writeJson } from '../shared.js';

export const meta: CommandMeta = {
  name: 'list',
  summary: 'List local skills under skills/: one skill id (its path below skills/) per line, byte-order sorted.',
  positionals: '',
  maxPositionals: 0,
  options: { ...ROOT_OPTIONS, ...JSON_OPTION },
};

export async function run(ctx: CommandContext): Promise<number> {
  const root = findRoot(ctx);
  const skills = discoverSkills(path.join(root, 'skills'), { mode: 'local', label: 'skills' });
  if (ctx.values.json) writeJson(ctx, skills.map((s) => s.id));
  else ctx.stdout.write(skills.map((s) => `${s.id}\n`).join(''));
  return EXIT_OK;
}
