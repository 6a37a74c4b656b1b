import path from 'node:path';
import { choice } from '../main.js';
import { UsageError } from '../../core/errors.js';
import { compareDiagnostics } from '../../core/diagnostics.js';
import { displayPath } from '../../core/paths.js';
import { verifyCtxpkg, type VerifyChecks } from '../../ctxpkg/validate.js';
import { VERSION } from '../../version.js';
import { EXIT_FINDINGS, EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';

export const meta: CommandMeta = {
  name: 'ctxpkg verify',
  summary: 'Verify .ctxpkg files as LeanCTX does: structure, content hash, package hash, signature.',
  positionals: 'FILE ...',
  minPositionals: 1,
  options: {
    format: { type: 'string', valueName: 'FORMAT', description: 'text|json (default text)' },
    'public-key': { type: 'string', valueName: 'HEX', description: 'the signature must be made with this Ed25519 public key (64 hex)' },
    'require-signature': { type: 'boolean', description: 'an unsigned package fails' },
  },
  details: 'Exit 0 when every file verifies, 1 when one does not. Layer warnings (ctxpkg-layer) do not fail.',
};

export function formatChecks(c: VerifyChecks): string {
  return `structure ${c.structure}, content_hash ${c.content_hash}, package_hash ${c.package_hash}, signature ${c.signature}`;
}

export async function run(ctx: CommandContext): Promise<number> {
  const format = choice(ctx, 'format', ['text', 'json'] as const, 'text');
  const publicKey = ctx.values['public-key'];
  if (publicKey !== undefined && (typeof publicKey !== 'string' || !/^[0-9a-fA-F]{64}$/.test(publicKey))) throw new UsageError('--public-key must be 64 hex characters (a 32-byte Ed25519 public key)');
  const files = [];
  for (const p of ctx.positionals) {
    const abs = path.resolve(ctx.cwd, p);
    const r = await verifyCtxpkg(abs, { publicKey: publicKey as string | undefined, requireSignature: !!ctx.values['require-signature'] });
    const diagnostics = r.diagnostics.map((d) => ({ ...d, file: displayPath(d.file, ctx.cwd) })).sort(compareDiagnostics);
    files.push({ file: displayPath(abs, ctx.cwd), ok: r.ok, checks: r.checks, diagnostics });
  }
  const ok = files.every((f) => f.ok);
  if (format === 'json') {
    const all = files.flatMap((f) => f.diagnostics);
    const report = {
      tool: 'packwright', version: VERSION, ok,
      summary: { files: files.length, errors: all.filter((d) => d.severity === 'error').length, warnings: all.filter((d) => d.severity === 'warning').length },
      files,
    };
    ctx.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    for (const f of files) {
      ctx.stdout.write(`${f.file}: ${f.ok ? 'ok' : 'FAILED'} (${formatChecks(f.checks)})\n`);
      for (const d of f.diagnostics) ctx.stdout.write(`  ${d.line ? `${d.file}:${d.line}:${d.column ?? 1}` : d.file}: ${d.severity} ${d.message} [${d.rule}]\n`);
    }
  }
  return ok ? EXIT_OK : EXIT_FINDINGS;
}
