import { choice } from '../main.js';
import { attachPacks } from '../../capability/host.js';
import { systemPromptText } from '../../capability/metadata.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';

export const meta: CommandMeta = {
  name: 'capability metadata',
  summary: 'Print the metadata-only block and the bootstrap instruction for the capability packs in PACK…, ready to paste into a system prompt.',
  positionals: 'PACK ...',
  minPositionals: 1,
  options: {
    format: { type: 'string', valueName: 'FORMAT', description: 'text|json (default text); json gives {packs, instructions}' },
  },
  details: 'A pack whose entry doc lacks name or description cannot be attached: the command says which and exits 2.',
};

export async function run(ctx: CommandContext): Promise<number> {
  const format = choice(ctx, 'format', ['text', 'json'], 'text');
  const packs = (await attachPacks(ctx.positionals.map((dir) => ({ dir })), ctx.cwd)).map((p) => p.meta);
  const text = systemPromptText(packs);
  ctx.stdout.write(format === 'json' ? `${JSON.stringify({ packs, instructions: text }, null, 2)}\n` : text);
  return EXIT_OK;
}
