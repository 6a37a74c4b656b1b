import path from 'node:path';
import { choice } from '../main.js';
import { displayPath } from '../../core/paths.js';
import { escapeControlCharacters, showPath } from '../../core/show-name.js';
import { InvalidInputError } from '../../core/errors.js';
import { verifyCtxpkg } from '../../ctxpkg/validate.js';
import { layerCounts } from '../../ctxpkg/layers.js';
import { formatChecks } from './ctxpkg-verify.js';
import { layerJson, prettyJsonBytes } from '../../ctxpkg/json-text.js';
import { MAX_EXACT_INTEGER, MIN_EXACT_INTEGER } from '../../ctxpkg/format.js';
import { pointerSegment } from '../../core/json.js';
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

/**
 * A manifest value with each integer JSON.parse rounded (past 2^53) as a BigInt of its digits as
 * written (`numbers`: the manifest's lexemes by JSON pointer), so layerJson prints it exactly, as
 * verify quotes it. (A number past the double range, `1e400`, never gets here: the manifest is
 * refused, as LeanCTX refuses it; the null is a guard.)
 */
function exactNumbers(v: unknown, pointer: string, numbers: ReadonlyMap<string, string> | null): unknown {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return null;
    const lexeme = numbers?.get(pointer);
    if (Number.isSafeInteger(v) || lexeme === undefined || !/^-?\d+$/.test(lexeme)) return v;
    const exact = BigInt(lexeme);
    return exact >= MIN_EXACT_INTEGER && exact <= MAX_EXACT_INTEGER ? exact : v;
  }
  if (Array.isArray(v)) return v.map((x, i) => exactNumbers(x, `${pointer}/${i}`, numbers));
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, exactNumbers(x, `${pointer}/${pointerSegment(k)}`, numbers)]));
  return v;
}

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
  if (format === 'json') {
    // The manifest's numbers as written: JSON.stringify would print 2^53 + 1 as 9007199254740992.
    const exact = exactNumbers({ integrity: m.integrity, provenance: m.provenance }, '', c.manifestNumbers) as object;
    const out = layerJson({ ...info, ...exact });
    ctx.stdout.write(`${out.text === null ? JSON.stringify(info, null, 2) : prettyJsonBytes(Buffer.from(out.text)).toString()}\n`);
  } else {
    // The manifest's free text and the layers' member names are the package author's: escaped,
    // so a newline, ESC or bidi override cannot forge a line (`verify: ok`) or hide the real one.
    const esc = escapeControlCharacters;
    const lines = [
      `${info.name}@${info.version}  ${esc(info.description)}`,
      `file:        ${showPath(shown)} (${info.sizes.file_bytes} bytes; canonical content ${info.sizes.content_bytes} bytes)`,
      `author:      ${info.author === null ? '-' : esc(info.author)}`,
      `created_at:  ${info.created_at}`,
      `tool:        ${esc(m.provenance.tool)} ${esc(m.provenance.tool_version)}`,
      'layers:',
      ...info.layers.map((l) => `  ${l.name.padEnd(10)} ${Object.entries(l.entries).map(([k, n]) => `${n} ${esc(k)}`).join(', ') || '(empty)'}`),
      `signer:      ${info.signer ?? 'unsigned'}`,
      `content_hash ${m.integrity.content_hash}`,
      `sha256       ${m.integrity.sha256}`,
      `verify:      ${r.ok ? 'ok' : 'FAILED'} (${formatChecks(r.checks)})`,
    ];
    ctx.stdout.write(`${lines.join('\n')}\n`);
  }
  return r.ok ? EXIT_OK : EXIT_FINDINGS;
}
