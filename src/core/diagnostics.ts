/** The one shape every check reports, whatever the domain. */
export type Severity = 'error' | 'warning';
export type SeveritySetting = Severity | 'off';

export interface Diagnostic {
  rule: string;
  severity: Severity;
  message: string;
  /** Relative to the working directory in reports; domains produce paths relative to their target and the CLI rebases them. */
  file: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
}

export interface RuleMeta {
  /** Stable id, used in reports and in `.packwright.yml` `rules:`. */
  id: string;
  severity: Severity;
  description: string;
  docs?: string;
}

export interface Location {
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
}

/** What a rule receives to report through; severities are applied by the runner. */
export interface Reporter {
  report(rule: string, message: string, file: string, location?: Location): void;
}

export type RuleSeverities = Readonly<Record<string, SeveritySetting>>;

/** Collects diagnostics, applying per-rule severity overrides (or dropping rules set to `off`). */
export class DiagnosticCollector implements Reporter {
  readonly diagnostics: Diagnostic[] = [];
  constructor(
    private readonly metas: ReadonlyMap<string, RuleMeta>,
    private readonly overrides: RuleSeverities = {},
  ) {}

  report(rule: string, message: string, file: string, location: Location = {}): void {
    const setting = this.overrides[rule] ?? this.metas.get(rule)?.severity ?? 'error';
    if (setting === 'off') return;
    const d: Diagnostic = { rule, severity: setting, message, file };
    if (location.line !== undefined) d.line = location.line;
    if (location.column !== undefined) d.column = location.column;
    if (location.endLine !== undefined) d.endLine = location.endLine;
    if (location.endColumn !== undefined) d.endColumn = location.endColumn;
    this.diagnostics.push(d);
  }
}

/** A check: declarative meta plus one function. `check` may be async; a throw becomes a diagnostic. */
export interface Rule<C> {
  meta: RuleMeta;
  check(context: C, report: (message: string, file: string, location?: Location) => void): void | Promise<void>;
}

/**
 * Runs each rule against one context. A rule that throws is reported as an `internal-error`
 * diagnostic on the target instead of crashing the run: one broken check must not hide the others.
 */
export async function runRules<C>(
  rules: readonly Rule<C>[],
  context: C,
  collector: DiagnosticCollector,
  targetFile: string,
): Promise<void> {
  for (const rule of rules) {
    try {
      await rule.check(context, (message, file, location) => collector.report(rule.meta.id, message, file, location));
    } catch (err) {
      collector.report('internal-error', `rule ${rule.meta.id} failed: ${(err as Error)?.message ?? String(err)}`, targetFile);
    }
  }
}

export function metaMap(rules: readonly { meta: RuleMeta }[]): Map<string, RuleMeta> {
  return new Map(rules.map((r) => [r.meta.id, r.meta]));
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return compareBytes(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareBytes(a.rule, b.rule);
}

/** Byte-order comparison (not locale): the order every generated list uses. */
export function compareBytes(a: string, b: string): number {
  if (a === b) return 0;
  // Without surrogates, UTF-16 unit order is code point order, which is UTF-8 byte order.
  if (!HAS_SURROGATE.test(a) && !HAS_SURROGATE.test(b)) return a < b ? -1 : 1;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

export const HAS_SURROGATE = /[\uD800-\uDFFF]/;
