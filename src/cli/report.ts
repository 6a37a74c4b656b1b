import { VERSION } from '../version.js';
import { compareDiagnostics, type Diagnostic, type RuleMeta } from '../core/diagnostics.js';
import { displayPath } from '../core/paths.js';
import { redactUrlCredentials } from '../core/redact-url.js';

export interface TargetReport {
  path: string;
  kind: string;
  ok: boolean;
  diagnostics: Diagnostic[];
}

/** The JSON report every front-end reads (issue #2's contract). */
export interface Report {
  tool: 'packwright';
  version: string;
  ok: boolean;
  summary: { targets: number; errors: number; warnings: number };
  targets: TargetReport[];
}

export type FailOn = 'error' | 'warning';

/** Whether a list of diagnostics fails under `--fail-on`. */
export function fails(diagnostics: readonly Diagnostic[], failOn: FailOn): boolean {
  return diagnostics.some((d) => d.severity === 'error' || (failOn === 'warning' && d.severity === 'warning'));
}

export function buildReport(results: { path: string; kind: string; diagnostics: Diagnostic[] }[], failOn: FailOn, cwd: string): Report {
  const targets = results.map((r) => {
    // A message may name a pack import's URL; a token in it must not reach a log or a SARIF upload.
    const diagnostics = r.diagnostics.map((d) => ({ ...d, message: redactUrlCredentials(d.message), file: displayPath(d.file, cwd) })).sort(compareDiagnostics);
    return { path: displayPath(r.path, cwd), kind: r.kind, ok: !fails(diagnostics, failOn), diagnostics };
  });
  const all = targets.flatMap((t) => t.diagnostics);
  return {
    tool: 'packwright',
    version: VERSION,
    ok: targets.every((t) => t.ok),
    summary: {
      targets: targets.length,
      errors: all.filter((d) => d.severity === 'error').length,
      warnings: all.filter((d) => d.severity === 'warning').length,
    },
    targets,
  };
}

export interface FormatContext {
  env: NodeJS.ProcessEnv;
  /** Rule metadata for every rule that can appear (SARIF's rule table). */
  rules: RuleMeta[];
  /** Where a formatter says what it could not do beside the report (the command's stderr). */
  stderr?: { write(text: string): unknown };
}

export interface Formatter {
  meta: { id: string; description: string };
  format(report: Report, context: FormatContext): Promise<string>;
}
