import path from 'node:path';
import { writeFileAtomic } from '../../core/atomic-write.js';
import { readFileLimited } from '../../core/read.js';
import { displayPath } from '../../core/paths.js';
import { showPath } from '../../core/show-name.js';
import { IntegrityError, UsageError } from '../../core/errors.js';
import { assertOutputApartFromInputs } from '../../core/output-guard.js';
import { MAX_PACKAGE_BYTES } from '../../ctxpkg/format.js';
import { MIN_HMAC_SECRET_BYTES, secretFromEnv } from '../../ctxpkg/keys.js';
import { buildEnvelope, serializeEnvelope } from '../../ctxpkg/envelope.js';
import { chooseInstant } from '../../ctxpkg/clock.js';
import { verifyCtxpkgBytes } from '../../ctxpkg/validate.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';
import { emptyRecord } from '../../core/record.js';

export const meta: CommandMeta = {
  name: 'ctxpkg envelope',
  summary: 'Wrap a .ctxpkg in LeanCTX\'s HMAC-SHA256 transport envelope (TransportEnvelopeV1).',
  positionals: 'FILE',
  minPositionals: 1,
  maxPositionals: 1,
  options: {
    'secret-env': { type: 'string', valueName: 'VAR', description: 'read the HMAC secret from this environment variable (required)' },
    output: { type: 'string', short: 'o', valueName: 'FILE', description: 'where to write (default FILE.envelope.json)' },
    'agent-id': { type: 'string', valueName: 'ID', description: 'sender.agent_id (default packwright)' },
    recipient: { type: 'string', valueName: 'R', description: 'recipient (default null)' },
    metadata: { type: 'string', multiple: true, valueName: 'K=V', description: 'a metadata entry' },
    'sent-at': { type: 'string', valueName: 'RFC3339', description: 'sent_at (default SOURCE_DATE_EPOCH, else the HEAD commit time)' },
  },
  details: 'Only a package that verifies is wrapped. Envelopes are limited to 2,000,000 bytes.',
};

export function parseMetadata(entries: string[]): Record<string, string> {
  const out = emptyRecord<string>();
  for (const e of entries) {
    const at = e.indexOf('=');
    if (at <= 0) throw new UsageError(`--metadata must be KEY=VALUE with a non-empty key, not '${e}'`);
    const key = e.slice(0, at);
    if (Object.hasOwn(out, key)) throw new UsageError(`--metadata ${key} is given twice`);
    out[key] = e.slice(at + 1);
  }
  return out;
}

export async function run(ctx: CommandContext): Promise<number> {
  const variable = ctx.values['secret-env'];
  if (typeof variable !== 'string' || variable === '') throw new UsageError('ctxpkg envelope: --secret-env VAR is required');
  const secret = secretFromEnv(ctx.env, variable);
  if (secret.length < MIN_HMAC_SECRET_BYTES) ctx.stderr.write(`packwright: warning: the HMAC secret in ${variable} is ${secret.length} bytes; use at least ${MIN_HMAC_SECRET_BYTES} random bytes\n`);
  const file = path.resolve(ctx.cwd, ctx.positionals[0]);
  const shown = displayPath(file, ctx.cwd);
  const bytes = await readFileLimited(file, MAX_PACKAGE_BYTES);
  const check = await verifyCtxpkgBytes(file, bytes);
  if (!check.ok) throw new IntegrityError(`${shown}: will not wrap a package that does not verify: ${check.diagnostics.find((d) => d.severity === 'error')?.message}`);
  const named = typeof ctx.values.output === 'string';
  const out = path.resolve(ctx.cwd, named ? (ctx.values.output as string) : `${ctx.positionals[0]}.envelope.json`);
  // `-o FILE` would replace the package with its own envelope.
  assertOutputApartFromInputs(out, [file], ctx.cwd, 'the package it wraps');
  const envelope = buildEnvelope({
    payload: bytes.toString('utf8'),
    secret,
    sentAt: await chooseInstant(ctx.values['sent-at'] as string | undefined, '--sent-at', ctx.env, path.dirname(file)),
    agentId: ctx.values['agent-id'] as string | undefined,
    recipient: (ctx.values.recipient as string | undefined) ?? null,
    metadata: parseMetadata((ctx.values.metadata as string[] | undefined) ?? []),
  });
  // Only a path the user named is written through a symlink: a default name beside the package
  // may be a link planted in the repository (`x.ctxpkg.envelope.json -> ~/.bashrc`).
  await writeFileAtomic(out, serializeEnvelope(envelope), { output: named });
  ctx.stdout.write(`${showPath(displayPath(out, ctx.cwd))}: envelope for ${showPath(shown)} (HMAC-SHA256)\n`);
  return EXIT_OK;
}
