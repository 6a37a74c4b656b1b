import path from 'node:path';
import { choice } from '../main.js';
import { UsageError } from '../../core/errors.js';
import { compareDiagnostics } from '../../core/diagnostics.js';
import { displayPath } from '../../core/paths.js';
import { escapeControlCharacters, showPath } from '../../core/show-name.js';
import { verifyCtxpkg, type VerifyChecks } from '../../ctxpkg/validate.js';
import { publicKeyFromSeed } from '../../ctxpkg/ed25519.js';
import { VERSION } from '../../version.js';
import { EXIT_FINDINGS, EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';

export const meta: CommandMeta = {
  name: 'ctxpkg verify',
  summary: 'Verify .ctxpkg files as LeanCTX does: structure, content hash, package hash, signature.',
  positionals: 'FILE ...',
  minPositionals: 1,
  options: {
    format: { type: 'string', valueName: 'FORMAT', description: 'text|json (default text)' },
    'public-key': { type: 'string', valueName: 'HEX', description: 'each package must be signed, with this Ed25519 public key (64 hex; implies --require-signature)' },
    'require-signature': { type: 'boolean', description: 'an unsigned package fails' },
  },
  details: 'Exit 0 when every file verifies, 1 when one does not. Layer warnings (ctxpkg-layer) do not fail.',
};

export function formatChecks(c: VerifyChecks): string {
  return `structure ${c.structure}, content_hash ${c.content_hash}, package_hash ${c.package_hash}, signature ${c.signature}`;
}

/**
 * One finding as an indented text line. Names and messages quote the package (a manifest's
 * name, a layer key, the file's own name) and are escaped as validate's text report escapes
 * them: a raw newline, ESC or bidi override could forge or hide a line such as `ok`.
 */
export function formatDiagnostic(d: { file: string; line?: number; column?: number; severity: string; message: string; rule: string }): string {
  return `  ${d.line ? `${showPath(d.file)}:${d.line}:${d.column ?? 1}` : showPath(d.file)}: ${d.severity} ${escapeControlCharacters(d.message)} [${d.rule}]\n`;
}

export async function run(ctx: CommandContext): Promise<number> {
  const format = choice(ctx, 'format', ['text', 'json'] as const, 'text');
  const publicKey = ctx.values['public-key'];
  if (publicKey !== undefined && (typeof publicKey !== 'string' || !/^[0-9a-fA-F]{64}$/.test(publicKey))) throw new UsageError('--public-key must be 64 hex characters (a 32-byte Ed25519 public key)');
  // A pinned signer means a signature is required: otherwise stripping manifest.signature
  // (which no hash covers) would turn "signed by K" into a pass.
  const requireSignature = !!ctx.values['require-signature'];
  // The seed's own public key, to catch a private key typed where the public one belongs.
  const ifSeed = publicKey === undefined ? null : publicKeyFromSeed(Buffer.from(publicKey, 'hex')).toString('hex');
  const files = [];
  for (const p of ctx.positionals) {
    const abs = path.resolve(ctx.cwd, p);
    const r = await verifyCtxpkg(abs, { publicKey: publicKey as string | undefined, requireSignature });
    const sig = r.context.signature;
    if (ifSeed !== null && sig.status !== 'none' && sig.publicKey === ifSeed) {
      throw new UsageError(`--public-key was given the PRIVATE key that signed ${displayPath(abs, ctx.cwd)} (not shown), not its public key ${ifSeed}: it is now in your shell history and process list; make a new key with ctxpkg keygen and sign again`);
    }
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
      ctx.stdout.write(`${showPath(f.file)}: ${f.ok ? 'ok' : 'FAILED'} (${formatChecks(f.checks)})\n`);
      for (const d of f.diagnostics) ctx.stdout.write(formatDiagnostic(d));
    }
  }
  return ok ? EXIT_OK : EXIT_FINDINGS;
}
