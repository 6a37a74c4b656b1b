import { globMatcher, globTokens, type GlobEngine } from '../core/glob-match.js';

/**
 * gitignore semantics (gitignore(5)), used for `.gitignore` at every level, `.git/info/exclude`,
 * `.councilignore` and the `exclude`/`include` lists of `.packwright.yml` and the command line.
 *
 * - blank lines and `#` comments are skipped; `\#` and `\!` escape; trailing spaces are
 *   dropped unless escaped with `\`;
 * - `!` negates; a trailing `/` matches directories only;
 * - a pattern with a `/` at the start or in the middle is anchored to the ignore file's folder,
 *   one without matches a name at any depth;
 * - `*` and `?` never match `/`; `[...]` is a class (`!` or `^` negates); leading `**\/`,
 *   trailing `/**` and inner `/**\/` match across folders; any other `**` is a `*`.
 * Within one file the last matching pattern wins; a deeper file beats a shallower one. A
 * leading UTF-8 byte-order mark is skipped; a class with a range out of order matches nothing.
 * Excluded folders are not walked, so (as in git) a file cannot be re-included below one.
 */

export interface IgnoreRule {
  /** The line as written (for reports). */
  source: string;
  negate: boolean;
  dirOnly: boolean;
  /** Whether the rule matches a path relative to its ignore file's folder. */
  matches(rel: string): boolean;
  /** For anchored patterns: the literal folder prefix before the first wildcard ('' if none). */
  staticPrefix: string | null;
}

/** Parses ignore-file text into rules; lines that cannot match anything are dropped. */
export function parseIgnore(text: string): IgnoreRule[] {
  const rules: IgnoreRule[] = [];
  // git skips a UTF-8 byte-order mark (Windows editors write one); kept, it hid the first pattern.
  for (const rawLine of (text.startsWith('\uFEFF') ? text.slice(1) : text).split(/\r?\n/)) {
    const rule = compilePattern(rawLine);
    if (rule) rules.push(rule);
  }
  return rules;
}

/**
 * Compiles one gitignore line, or returns null for a blank line or comment. `engine` forces
 * one matcher (the test that holds the regex and the dynamic program to the same answers).
 */
export function compilePattern(line: string, engine: GlobEngine = 'auto'): IgnoreRule | null {
  let p = line;
  if (p.startsWith('#')) return null;
  // Trailing spaces go unless the last one is escaped.
  p = p.replace(/(?<!\\) +$/, '');
  if (p === '') return null;
  let negate = false;
  if (p.startsWith('!')) {
    negate = true;
    p = p.slice(1);
  } else if (p.startsWith('\\!') || p.startsWith('\\#')) {
    p = p.slice(1);
  }
  let dirOnly = false;
  if (p.endsWith('/') && !p.endsWith('\\/')) {
    dirOnly = true;
    p = p.replace(/\/+$/, '');
  }
  if (p === '') return null;
  const anchored = p.slice(0, -1).includes('/') || p.startsWith('/');
  if (p.startsWith('/')) p = p.slice(1);
  if (p === '') return null;
  const tokens = globTokens(p);
  // Unanchored: the pattern may match from the start of any folder.
  if (!anchored) tokens.unshift({ kind: 'globstar-slash' });
  return { source: line, negate, dirOnly, matches: globMatcher(tokens, engine), staticPrefix: anchored ? literalPrefix(p) : null };
}

function literalPrefix(p: string): string {
  const at = p.search(/[*?[\\]/);
  const lit = at < 0 ? p : p.slice(0, at);
  return lit.includes('/') ? lit.slice(0, lit.lastIndexOf('/') + 1) : '';
}

/** The rules of one ignore file, relative to the folder holding it ('' for the root). */
export interface IgnoreFile {
  base: string;
  rules: IgnoreRule[];
}

/**
 * The verdict of a list of rules on a path relative to their base: true (ignored), false
 * (re-included by a `!` rule) or undefined (no rule matched). Last match wins.
 */
export function matchRules(rules: readonly IgnoreRule[], rel: string, isDir: boolean): IgnoreRule | undefined {
  for (let i = rules.length - 1; i >= 0; i--) {
    const r = rules[i];
    if (r.dirOnly && !isDir) continue;
    if (r.matches(rel)) return r;
  }
  return undefined;
}

/**
 * Decides a path against a stack of ignore files, shallowest first: the deepest file with a
 * matching rule decides. Returns the deciding rule when the path is ignored, else null.
 */
export function ignoredBy(stack: readonly IgnoreFile[], relPath: string, isDir: boolean): IgnoreRule | null {
  for (let i = stack.length - 1; i >= 0; i--) {
    const f = stack[i];
    let rel = relPath;
    if (f.base !== '') {
      if (!relPath.startsWith(`${f.base}/`)) continue;
      rel = relPath.slice(f.base.length + 1);
    }
    const r = matchRules(f.rules, rel, isDir);
    if (r) return r.negate ? null : r;
  }
  return null;
}

/** A list of gitignore-syntax patterns from config or flags, as one matcher at the root. */
export class PatternList {
  readonly rules: IgnoreRule[];
  constructor(patterns: readonly string[]) {
    this.rules = patterns.map((p) => compilePattern(p)).filter((r): r is IgnoreRule => r !== null);
  }
  get empty(): boolean {
    return this.rules.length === 0;
  }
  /** The matching (non-negated) rule, or null. */
  match(rel: string, isDir: boolean): IgnoreRule | null {
    const r = matchRules(this.rules, rel, isDir);
    return r && !r.negate ? r : null;
  }
  /** Whether some anchored pattern could match below `dir` (so an excluded folder is still walked). */
  reachesInto(dir: string): boolean {
    return this.rules.some((r) => !r.negate && r.staticPrefix !== null && r.staticPrefix !== '' && (r.staticPrefix.startsWith(`${dir}/`) || `${dir}/`.startsWith(r.staticPrefix)));
  }
}
