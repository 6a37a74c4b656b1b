import { DiagnosticCollector, metaMap, runRules, type Diagnostic, type RuleSeverities } from '../core/diagnostics.js';
import { loadCtxpkg, loadCtxpkgBytes, signatureRequired, type CtxpkgContext, type CtxpkgLoadOptions } from './load.js';
import { ctxpkgRules } from './rules/index.js';

export type CheckOutcome = 'pass' | 'fail' | 'skipped';

/** The four checks every conforming reader runs, in LeanCTX's `pack verify` shape. */
export interface VerifyChecks {
  structure: CheckOutcome;
  content_hash: CheckOutcome;
  package_hash: CheckOutcome;
  signature: CheckOutcome;
}

export interface CtxpkgResult {
  context: CtxpkgContext;
  diagnostics: Diagnostic[];
  checks: VerifyChecks;
  /** No error-severity diagnostic. */
  ok: boolean;
}

const CHECK_OF_RULE: Record<string, keyof VerifyChecks> = {
  'ctxpkg-json': 'structure',
  'ctxpkg-manifest': 'structure',
  'ctxpkg-content-hash': 'content_hash',
  'ctxpkg-byte-size': 'content_hash',
  'ctxpkg-package-hash': 'package_hash',
  'ctxpkg-signature': 'signature',
};

async function evaluate(ctx: CtxpkgContext, severities: RuleSeverities): Promise<CtxpkgResult> {
  const collector = new DiagnosticCollector(metaMap(ctxpkgRules), severities);
  await runRules(ctxpkgRules, ctx, collector, ctx.file);
  const failed = new Set(collector.diagnostics.filter((d) => d.severity === 'error').map((d) => CHECK_OF_RULE[d.rule]).filter(Boolean));
  const structure: CheckOutcome = failed.has('structure') || !ctx.manifest || !ctx.canonical ? 'fail' : 'pass';
  // As in LeanCTX: a package whose structure fails is not hashed.
  const after = (check: keyof VerifyChecks, applies: boolean): CheckOutcome => (structure === 'fail' || !applies ? 'skipped' : failed.has(check) ? 'fail' : 'pass');
  const checks: VerifyChecks = {
    structure,
    content_hash: after('content_hash', true),
    package_hash: after('package_hash', true),
    signature: after('signature', ctx.signature.status !== 'none' || signatureRequired(ctx.options)),
  };
  return { context: ctx, diagnostics: collector.diagnostics, checks, ok: !collector.diagnostics.some((d) => d.severity === 'error') };
}

/** Verifies one package file: diagnostics (absolute file path) and the four checks. */
export async function verifyCtxpkg(file: string, options: CtxpkgLoadOptions & { rules?: RuleSeverities } = {}): Promise<CtxpkgResult> {
  return evaluate(await loadCtxpkg(file, options), options.rules ?? {});
}

/** Verifies a package held in memory (an envelope's payload); `file` names it in diagnostics. */
export async function verifyCtxpkgBytes(file: string, bytes: Buffer, options: CtxpkgLoadOptions = {}): Promise<CtxpkgResult> {
  return evaluate(loadCtxpkgBytes(file, bytes, options), {});
}

/** validate's entry: the rules' diagnostics for one file. */
export async function validateCtxpkg(file: string, options: { rules?: RuleSeverities } = {}): Promise<Diagnostic[]> {
  return (await verifyCtxpkg(file, options)).diagnostics;
}
