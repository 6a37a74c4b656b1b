import path from 'node:path';
import { rehashContextPack } from '../../context-pack/rehash.js';
import { displayPath } from '../../core/paths.js';
import { EXIT_FINDINGS, EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';

export const meta: CommandMeta = {
  name: 'context-pack rehash',
  summary: 'Recompute every files[].sha256 in DIR/pack.json, editing only the hashes (key order, indentation and trailing newline are kept).',
  positionals: 'DIR',
  minPositionals: 1,
  maxPositionals: 1,
  options: {
    check: { type: 'boolean', description: 'change nothing; exit 1 and list the stale entries' },
  },
};

export async function run(ctx: CommandContext): Promise<number> {
  const dir = path.resolve(ctx.cwd, ctx.positionals[0]);
  const result = await rehashContextPack(dir, { check: !!ctx.values.check });
  const shown = displayPath(result.manifestPath, ctx.cwd);
  for (const s of result.stale) {
    ctx.stdout.write(`${shown}: files[${s.index}] ${s.path}: ${s.recorded === null ? 'no sha256' : `sha256 ${s.recorded.slice(0, 12)}…`} → ${s.actual.slice(0, 12)}…${ctx.values.check ? ' (stale)' : ''}\n`);
  }
  if (ctx.values.check) {
    ctx.stdout.write(result.stale.length ? `${shown}: ${result.stale.length} stale hash${result.stale.length === 1 ? '' : 'es'}\n` : `${shown}: all hashes up to date\n`);
    return result.stale.length ? EXIT_FINDINGS : EXIT_OK;
  }
  ctx.stdout.write(result.written ? `${shown}: updated ${result.stale.length} hash${result.stale.length === 1 ? '' : 'es'}\n` : `${shown}: all hashes up to date\n`);
  return EXIT_OK;
}
