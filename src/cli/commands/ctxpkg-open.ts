import path from 'node:path';
import { writeFileAtomic } from '../../core/atomic-write.js';
import { readFileLimited, decodeUtf8 } from '../../core/read.js';
import { displayPath } from '../../core/paths.js';
import { IntegrityError, InvalidInputError, UsageError } from '../../core/errors.js';
import { MAX_ENVELOPE_BYTES } from '../../ctxpkg/format.js';
import { secretFromEnv } from '../../ctxpkg/keys.js';
import { parseEnvelope, verifyEnvelopeMac } from '../../ctxpkg/envelope.js';
import { verifyCtxpkgBytes } from '../../ctxpkg/validate.js';
import { formatChecks } from './ctxpkg-verify.js';
import { EXIT_FINDINGS, EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';

export const meta: CommandMeta = {
  name: 'ctxpkg open',
  summary: 'Check a transport envelope\'s HMAC, then verify the package inside; optionally write it out.',
  positionals: 'ENVELOPE',
  minPositionals: 1,
  maxPositionals: 1,
  options: {
    'secret-env': { type: 'string', valueName: 'VAR', description: 'read the HMAC secret from this environment variable (required)' },
    output: { type: 'string', short: 'o', valueName: 'FILE', description: 'write the package here (only when the MAC and the package verify)' },
  },
};

export async function run(ctx: CommandContext): Promise<number> {
  const variable = ctx.values['secret-env'];
  if (typeof variable !== 'string' || variable === '') throw new UsageError('ctxpkg open: --secret-env VAR is required');
  const secret = secretFromEnv(ctx.env, variable);
  const file = path.resolve(ctx.cwd, ctx.positionals[0]);
  const shown = displayPath(file, ctx.cwd);
  const decoded = decodeUtf8(await readFileLimited(file, MAX_ENVELOPE_BYTES));
  if (decoded.problem) throw new InvalidInputError(`${shown}: ${decoded.problem}`);
  const envelope = parseEnvelope(decoded.text, shown);
  const mac = verifyEnvelopeMac(envelope, secret);
  if (!mac.ok) throw new IntegrityError(`${shown}: ${mac.reason}`);
  if (envelope.content_type !== 'context_package') throw new InvalidInputError(`${shown}: content_type is ${envelope.content_type}, not context_package`);
  const payload = Buffer.from(envelope.payload_json, 'utf8');
  const result = await verifyCtxpkgBytes(`${shown}#payload_json`, payload);
  ctx.stdout.write(`${shown}: HMAC ok; package ${result.ok ? 'ok' : 'FAILED'} (${formatChecks(result.checks)})\n`);
  for (const d of result.diagnostics) ctx.stdout.write(`  ${d.file}: ${d.severity} ${d.message} [${d.rule}]\n`);
  if (!result.ok) return EXIT_FINDINGS;
  if (typeof ctx.values.output === 'string') {
    const out = path.resolve(ctx.cwd, ctx.values.output);
    await writeFileAtomic(out, payload, { output: true });
    ctx.stdout.write(`${displayPath(out, ctx.cwd)}: wrote the package\n`);
  }
  return EXIT_OK;
}
