import path from 'node:path';
import { writeFileAtomic } from '../../core/atomic-write.js';
import { readFileLimited, decodeUtf8 } from '../../core/read.js';
import { displayPath } from '../../core/paths.js';
import { IntegrityError, InvalidInputError, UsageError } from '../../core/errors.js';
import { assertOutputApartFromInputs } from '../../core/output-guard.js';
import { MAX_ENVELOPE_BYTES } from '../../ctxpkg/format.js';
import { secretFromEnv } from '../../ctxpkg/keys.js';
import { malleableFields, parseEnvelope, verifyEnvelopeMac } from '../../ctxpkg/envelope.js';
import { verifyCtxpkgBytes } from '../../ctxpkg/validate.js';
import { formatChecks, formatDiagnostic } from './ctxpkg-verify.js';
import { escapeControlCharacters, showPath } from '../../core/show-name.js';
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
  const out = typeof ctx.values.output === 'string' ? path.resolve(ctx.cwd, ctx.values.output) : null;
  // Before the envelope is read: `-o ENVELOPE` would replace it with the package it carries.
  if (out !== null) assertOutputApartFromInputs(out, [file], ctx.cwd, 'the envelope it opens');
  const decoded = decodeUtf8(await readFileLimited(file, MAX_ENVELOPE_BYTES));
  if (decoded.problem) throw new InvalidInputError(`${shown}: ${decoded.problem}`);
  const envelope = parseEnvelope(decoded.text, shown);
  const mac = verifyEnvelopeMac(envelope, secret);
  if (!mac.ok) throw new IntegrityError(`${shown}: ${mac.reason}`);
  // A warning, not a refusal: LeanCTX writes such envelopes, and the MAC does hold for the text.
  const malleable = malleableFields(envelope);
  if (malleable.length) ctx.stderr.write(`packwright: warning: ${showPath(shown)}: the HMAC does not bind where these fields end: ${escapeControlCharacters(malleable.join(', '))}; whoever could edit the envelope could have moved text between them\n`);
  if (envelope.content_type !== 'context_package') throw new InvalidInputError(`${shown}: content_type is ${envelope.content_type}, not context_package`);
  const payload = Buffer.from(envelope.payload_json, 'utf8');
  const result = await verifyCtxpkgBytes(`${shown}#payload_json`, payload);
  ctx.stdout.write(`${showPath(shown)}: HMAC ok; package ${result.ok ? 'ok' : 'FAILED'} (${formatChecks(result.checks)})\n`);
  for (const d of result.diagnostics) ctx.stdout.write(formatDiagnostic(d));
  if (!result.ok) return EXIT_FINDINGS;
  if (out !== null) {
    await writeFileAtomic(out, payload, { output: true });
    ctx.stdout.write(`${showPath(displayPath(out, ctx.cwd))}: wrote the package\n`);
  }
  return EXIT_OK;
}
