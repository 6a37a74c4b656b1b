import path from 'node:path';
import { writeFileAtomic } from '../../core/atomic-write.js';
import { readFileLimited } from '../../core/read.js';
import { displayPath } from '../../core/paths.js';
import { showPath } from '../../core/show-name.js';
import { UsageError } from '../../core/errors.js';
import { assertOutputApartFromInputs } from '../../core/output-guard.js';
import { MAX_PACKAGE_BYTES } from '../../ctxpkg/format.js';
import { readSeedFile, seedFromEnv } from '../../ctxpkg/keys.js';
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
  details: 'Only a package that verifies is signed: hashes, and a signature it already has. Give exactly one of\n--key-env and --key-file; the key is never accepted on the command line, and never overwritten by -o.',
};

export async function run(ctx: CommandContext): Promise<number> {
  const keyEnv = ctx.values['key-env'] as string | undefined;
  const keyFile = ctx.values['key-file'] as string | undefined;
  if ((keyEnv === undefined) === (keyFile === undefined)) throw new UsageError('ctxpkg sign: give exactly one of --key-env VAR and --key-file PATH');
  let seed: Buffer;
  let keyPath: string | undefined;
  if (keyEnv !== undefined) seed = seedFromEnv(ctx.env, keyEnv);
  else {
    keyPath = path.resolve(ctx.cwd, keyFile!);
    const read = await readSeedFile(keyPath, displayPath(keyPath, ctx.cwd));
    if (read.warning) ctx.stderr.write(`packwright: warning: ${read.warning}\n`);
    seed = read.seed;
  }
  const file = path.resolve(ctx.cwd, ctx.positionals[0]);
  const out = typeof ctx.values.output === 'string' ? path.resolve(ctx.cwd, ctx.values.output) : file;
  // `-o` over the key file (by any name) would destroy the key, and with it the signer identity.
  if (keyPath) assertOutputApartFromInputs(out, [keyPath], ctx.cwd, 'the private key file');
  const signed = await signPackageBytes(displayPath(file, ctx.cwd), await readFileLimited(file, MAX_PACKAGE_BYTES), seed);
  await writeFileAtomic(out, signed.bytes, { output: true });
  if (signed.replaced && signed.replaced !== signed.publicKey) ctx.stderr.write(`packwright: note: replaced the signature by public key ${signed.replaced}\n`);
  ctx.stdout.write(`${showPath(displayPath(out, ctx.cwd))}: signed ${signed.manifest.name}@${signed.manifest.version} with public key ${signed.publicKey}\n`);
  return EXIT_OK;
}
