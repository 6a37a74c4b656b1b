import { choice } from '../main.js';
import { displayPath } from '../../core/paths.js';
import { KIND_CHOICES, resolveTargets, unreadableWarning } from '../targets.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';

export const meta: CommandMeta = {
  name: 'discover',
  summary: 'List the targets validate would check under PATH (default ".").',
  positionals: '[PATH]',
  maxPositionals: 1,
  options: {
    json: { type: 'boolean', description: 'print [{"path","kind"}] as JSON' },
    kind: { type: 'string', valueName: 'KIND', description: `only this kind: ${KIND_CHOICES.join('|')} (default auto)` },
  },
};

export async function run(ctx: CommandContext): Promise<number> {
  const kind = choice(ctx, 'kind', KIND_CHOICES, 'auto');
  const targets = (await resolveTargets(ctx.positionals, kind, ctx.cwd, unreadableWarning(ctx))).map((t) => ({ path: displayPath(t.path, ctx.cwd), kind: t.kind }));
  if (ctx.values.json) ctx.stdout.write(`${JSON.stringify(targets, null, 2)}\n`);
  else ctx.stdout.write(targets.map((t) => `${t.kind}\t${t.path}\n`).join(''));
  return EXIT_OK;
}
