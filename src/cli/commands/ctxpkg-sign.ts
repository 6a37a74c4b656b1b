import path from 'node:path';
import { writeFileAtomic } from '../../core/atomic-write.js';
import { readFileLimited } from '../../core/read.js';
import { displayPath } from '../../core/paths.js';
import { UsageError } from '../../core/errors.js';
import { MAX_PACKAGE_BYTES } from '../../ctxpkg/format.js';
import { seedFromEnv, seedFromFile } from '../../ctxpkg/keys.js';
import { signPackageBytes } from '../../ctxpkg/sign.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';

export const meta: CommandMeta = {
  name: 'ctxpkg sign',
  summary: 'Sign a .ctxpkg with Ed25519 (manifest.signature), in place or to -o OUT.',
  positionals: 'FILE',
  minPositionals: 1,
  maxPositionals: 1,
  options: {
    'key-env': { type: 'string', valueName: 'VAR', description: 'read the private key (64 hex, LeanCTX\'s key file format) from this environment variable' },
    'key-file': { type: 'string', valueName: 'PATH', description: 'read the private key from this file (as written by ctxpkg keygen or LeanCTX)' },
    output: { type: 'string', short: 'o', valueName: 'FILE', description: 'write the signed package here (default: replace FILE)' },
  },
  details: 'Only a package whose hashes verify is signed. Give exactly one of --key-env and --key-file;\nthe key is never accepted on the command line.',
};

export async function run(ctx: CommandContext): Promise<number> {
  const keyEnv = ctx.values['key-env'] as string | undefined;
  const keyFile = ctx.values['key-file'] as string | undefined;
  if ((keyEnv === undefined) === (keyFile === undefined)) throw new UsageError('ctxpkg sign: give exactly one of --key-env VAR and --key-file PATH');
  const seed = keyEnv !== undefined ? seedFromEnv(ctx.env, keyEnv) : await seedFromFile(path.resolve(ctx.cwd, keyFile!));
  const file = path.resolve(ctx.cwd, ctx.positionals[0]);
  const out = typeof ctx.values.output === 'string' ? path.resolve(ctx.cwd, ctx.values.output) : file;
  const signed = await signPackageBytes(displayPath(file, ctx.cwd), await readFileLimited(file, MAX_PACKAGE_BYTES), seed);
  await writeFileAtomic(out, signed.bytes, { output: true });
  ctx.stdout.write(`${displayPath(out, ctx.cwd)}: signed ${signed.manifest.name}@${signed.manifest.version} with public key ${signed.publicKey}\n`);
  return EXIT_OK;
}
