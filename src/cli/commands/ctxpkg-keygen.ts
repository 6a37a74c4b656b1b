import path from 'node:path';
import { lstatOrNull } from '../../core/read.js';
import { displayPath } from '../../core/paths.js';
import { UsageError } from '../../core/errors.js';
import { generateSeed, publicKeyFromSeed } from '../../ctxpkg/ed25519.js';
import { writeNewKeyFile } from '../../ctxpkg/keys.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';

export const meta: CommandMeta = {
  name: 'ctxpkg keygen',
  summary: 'Create an Ed25519 signing key (mode 0600, LeanCTX\'s 64-hex seed format); print its public key.',
  positionals: '',
  maxPositionals: 0,
  options: {
    out: { type: 'string', valueName: 'PATH', description: 'where to write the private key (required; an existing file or symlink is never overwritten or followed)' },
  },
};

export async function run(ctx: CommandContext): Promise<number> {
  if (typeof ctx.values.out !== 'string' || ctx.values.out === '') throw new UsageError('ctxpkg keygen: --out PATH is required');
  const out = path.resolve(ctx.cwd, ctx.values.out);
  const shown = displayPath(out, ctx.cwd);
  // A friendly early answer; the write itself is what guarantees it (see writeNewKeyFile).
  if (await lstatOrNull(out)) throw new UsageError(`${shown} already exists; refusing to overwrite a key (choose another --out)`);
  const seed = generateSeed();
  await writeNewKeyFile(out, `${seed.toString('hex')}\n`, shown);
  ctx.stdout.write(`${publicKeyFromSeed(seed).toString('hex')}\n`);
  ctx.stderr.write(`wrote the private key to ${shown} (mode 0600); the line above is its public key\n`);
  return EXIT_OK;
}
