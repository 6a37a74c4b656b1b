import type { Diagnostic, RuleMeta, RuleSeverities } from '../../core/diagnostics.js';
import type { PackwrightConfig } from '../../core/config.js';

export interface ValidateOptions {
  /** Per-rule severity overrides from `.packwright.yml`. */
  rules: RuleSeverities;
  config: PackwrightConfig;
}

/**
 * A kind of target that `validate` and `discover` know. Detection looks only at names (no
 * reads), so discovery over a large tree stays a plain directory walk; validation is loaded lazily.
 */
export interface KindDefinition {
  meta: { id: string; description: string };
  /** A directory is a target of this kind when its entry names say so. */
  matchDirectory?(names: ReadonlySet<string>, dir: string): boolean;
  /** A second, cheap look (a few bytes of one file) when names alone are ambiguous. */
  confirmDirectory?(dir: string): Promise<boolean>;
  /** A file is a target of this kind (e.g. `*.ctxpkg`); `parentNames` are its siblings. */
  matchFile?(file: string, parentNames: ReadonlySet<string>): boolean;
  /** Whether discovery keeps walking below a matched directory. */
  descend?: boolean;
  /** Diagnostics with absolute `file` paths; the CLI rebases them. */
  validate(target: string, options: ValidateOptions): Promise<Diagnostic[]>;
  /** Every rule this kind can report (for SARIF's rule table and the docs). */
  rules(): Promise<RuleMeta[]>;
}
