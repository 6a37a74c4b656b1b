import { isCredentialPath } from './credential-files.js';
import { mayHoldCredential, scanContent, type ContentHit } from './scan-content.js';
import { credentialFileMeta, type AllowedFinding, type CredentialFinding } from './findings.js';
import type { AllowList } from './allow.js';
import type { RuleSeverities } from '../core/diagnostics.js';
import { relativePathProblem } from '../core/paths.js';

/**
 * Collects credential findings for one run (a commit or a scan): file names first, then the
 * content of each file, with `credentials.allow` globs and inline `packwright:allow` applied.
 */
export class CredentialCheck {
  readonly findings: CredentialFinding[] = [];
  readonly allowed: AllowedFinding[] = [];

  /**
   * @param allow exceptions from `credentials.allow`
   * @param allowPath maps a finding's path to the path the globs are matched against (they are
   *   relative to the folder holding .packwright.yml); null, or a path that leaves that folder
   *   (`..`, absolute), is outside it, and no glob matches there
   * @param severities `rules:` from .packwright.yml: `off` drops a rule, `warning` reports
   *   without failing; every credential rule is an error by default
   */
  constructor(
    private readonly allow: AllowList | null = null,
    private readonly allowPath: (p: string) => string | null = (p) => p,
    private readonly severities: RuleSeverities = {},
  ) {}

  /** Findings that fail the run (severity error). */
  get errors(): CredentialFinding[] {
    return this.findings.filter((f) => f.severity === 'error');
  }

  /**
   * The name rules on a POSIX path relative to the root; and the content rules on the path
   * itself, since git records and pushes names too (a token in a file name is published like
   * one in the file). Such a finding shows the path cut before the secret; the allow globs still
   * match the whole path.
   */
  checkName(posixPath: string): void {
    // Nearly every path holds no keyword: the prefilter alone, on the string, answers for it.
    const hits = mayHoldCredential(posixPath, '') ? scanContent(Buffer.from(posixPath, 'utf8'), '') : [];
    const shown = cutBeforeSecret(posixPath, hits);
    const inName = shown !== posixPath ? { inName: true as const } : {};
    const hit = isCredentialPath(posixPath);
    // A credential file whose name holds a token (`ghp_….pem`) is shown cut too: its path is the token's.
    if (hit) this.add({ rule: credentialFileMeta.id, path: shown, message: `the file name matches ${hit.rule}, a credential file`, ...inName }, null, posixPath);
    if (hits.length > 0) this.add({ rule: hits[0].rule.meta.id, path: shown, message: `${hits[0].rule.what} in the file's name`, inName: true }, null, posixPath);
  }

  /**
   * The content rules on a file's bytes (or the head of them). `inlineAllow: false` for text
   * where `packwright:allow` is no comment (a commit header, a ref name): a hit counts anyway.
   */
  checkContent(posixPath: string, bytes: Buffer, inlineAllow = true): void {
    this.checkHits(posixPath, scanContent(bytes, baseName(posixPath)), inlineAllow);
  }

  /** What the content rules found in a file read in windows (ContentStream.hitsFor(baseName(posixPath))), as checkContent. */
  checkHits(posixPath: string, hits: readonly ContentHit[], inlineAllow = true): void {
    if (hits.length === 0) return;
    // A file whose name holds a secret too is shown by its name cut before it (see checkName).
    const shown = cutBeforeSecret(posixPath);
    for (const hit of hits) {
      this.add({ rule: hit.rule.meta.id, path: shown, line: hit.line, column: hit.column, message: `${hit.rule.what} on line ${hit.line}`, ...(shown !== posixPath ? { inName: true as const } : {}) }, inlineAllow && hit.allowedInline ? 'packwright:allow on the line' : null, posixPath);
    }
  }

  private add(found: Omit<CredentialFinding, 'severity'>, inlineAllow: string | null, realPath = found.path): void {
    const severity = this.severities[found.rule] ?? 'error';
    if (severity === 'off') return;
    const finding: CredentialFinding = { ...found, severity };
    const where = this.allow ? this.allowPath(realPath) : null;
    const glob = where !== null && insideAllowRoot(where) ? (this.allow?.match(where) ?? null) : null;
    const allowedBy = glob !== null ? `credentials.allow '${glob}'` : inlineAllow;
    if (allowedBy) this.allowed.push({ ...finding, allowedBy });
    else this.findings.push(finding);
  }
}

/** The base name the content rules for named files (.npmrc) look at. */
export function baseName(posixPath: string): string {
  return posixPath.slice(posixPath.lastIndexOf('/') + 1);
}

/**
 * A name (a path, a ref) as it may be shown when it holds a secret: cut just before the first
 * one, with `…` in its place; unchanged when it holds none.
 */
export function cutBeforeSecret(name: string, hits: readonly ContentHit[] = scanContent(Buffer.from(name, 'utf8'), '')): string {
  if (hits.length === 0) return name;
  // Hits come sorted; a name is one line (a revision expression might not be: cut at its first line end).
  const at = hits[0].line === 1 ? hits[0].column - 1 : name.indexOf('\n');
  return `${name.slice(0, at)}…`;
}

/**
 * Whether a path the allow globs are matched against stays in the config's folder: relative,
 * with no `..` segment (core/paths relativePathProblem, backslashes read as separators). `**`
 * matches any segment, `..` included, so a glob alone cannot keep `../other/fixtures/real.pem` out.
 */
export function insideAllowRoot(p: string): boolean {
  return relativePathProblem(p.replace(/\\/g, '/')) === null;
}
