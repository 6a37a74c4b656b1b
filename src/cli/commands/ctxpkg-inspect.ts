import path from 'node:path';
import { choice } from '../main.js';
import { displayPath } from '../../core/paths.js';
import { InvalidInputError } from '../../core/errors.js';
import { verifyCtxpkg } from '../../ctxpkg/validate.js';
import { layerCounts } from '../../ctxpkg/layers.js';
import { formatChecks } from './ctxpkg-verify.js';
import { EXIT_FINDINGS, EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';

export const meta: CommandMeta = {
  name: 'ctxpkg inspect',
  summary: 'Show a .ctxpkg\'s identity, layers with entry counts, signer, sizes and verification.',
  positionals: 'FILE',
  minPositionals: 1,
  maxPositionals: 1,
  options: {
    format: { type: 'string', valueName: 'FORMAT', description: 'text|json (default text)' },
  },
};

export async function run(ctx: CommandContext): Promise<number> {
  const format = choice(ctx, 'format', ['text', 'json'] as const, 'text');
  const file = path.resolve(ctx.cwd, ctx.positionals[0]);
  const shown = displayPath(file, ctx.cwd);
  const r = await verifyCtxpkg(file);
  const c = r.context;
  const m = c.manifest;
  if (!m) throw new InvalidInputError(`${shown}: ${r.diagnostics.find((d) => d.severity === 'error')?.message ?? 'not a package'}`);
  const counts = c.content && typeof c.content === 'object' && !Array.isArray(c.content) ? layerCounts(c.content as Record<string, unknown>) : {};
  const info = {
    file: shown,
    name: m.name,
    version: m.version,
    description: m.description,
    author: m.author ?? null,
    created_at: m.created_at,
    layers: m.layers.map((l) => ({ name: l, entries: counts[l] ?? {} })),
    signer: c.signature.status === 'none' ? null : (m.signature?.public_key ?? null),
    sizes: { file_bytes: c.bytes?.length ?? 0, content_bytes: c.canonical?.byteSize ?? 0 },
    integrity: m.integrity,
    provenance: m.provenance,
    ok: r.ok,
    checks: r.checks,
  };
  if (format === 'json') ctx.stdout.write(`${JSON.stringify(info, null, 2)}\n`);
  else {
    const lines = [
      `${info.name}@${info.version}  ${info.description}`,
      `file:        ${shown} (${info.sizes.file_bytes} bytes; canonical content ${info.sizes.content_bytes} bytes)`,
      `author:      ${info.author ?? '-'}`,
      `created_at:  ${info.created_at}`,
      `tool:        ${m.provenance.tool} ${m.provenance.tool_version}`,
      'layers:',
      ...info.layers.map((l) => `  ${l.name.padEnd(10)} ${Object.entries(l.entries).map(([k, n]) => `${n} ${k}`).join(', ') || '(empty)'}`),
      `signer:      ${info.signer ?? 'unsigned'}`,
      `content_hash ${m.integrity.content_hash}`,
      `sha256       ${m.integrity.sha256}`,
      `verify:      ${r.ok ? 'ok' : 'FAILED'} (${formatChecks(r.checks)})`,
    ];
    ctx.stdout.write(`${lines.join('\n')}\n`);
  }
  return r.ok ? EXIT_OK : EXIT_FINDINGS;
}
