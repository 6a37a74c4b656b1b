import { InvalidInputError } from '../core/errors.js';
import { globMatcher, globTokens } from '../core/glob-match.js';
import { shownValue } from '../core/show-name.js';

/** Exceptions from `credentials.allow` in .packwright.yml: globs on repository-relative paths. */
export interface AllowList {
  /** The first glob that matches the POSIX path, or null. */
  match(posixPath: string): string | null;
}

/**
 * Reads and checks `credentials.allow` from the config's raw sections: every glob within
 * MAX_GLOB_CHARS and MAX_ALTERNATIVES, so a config (a staged or pushed one too) that breaks
 * either is one line naming it, before anything is compiled.
 */
export function allowGlobs(raw: Record<string, unknown>, configFile: string): string[] {
  const section = raw.credentials;
  if (section === undefined || section === null) return [];
  // A tagged value (`!!set {allow}`) is an object too, but has no `allow` key to read.
  if (typeof section !== 'object' || Object.getPrototypeOf(section) !== Object.prototype) throw new InvalidInputError(`${configFile}: credentials must be a mapping (with an allow: list of globs)`);
  const allow = (section as Record<string, unknown>).allow;
  if (allow === undefined || allow === null) return [];
  if (!Array.isArray(allow) || allow.some((g) => typeof g !== 'string' || g.trim() === '')) {
    throw new InvalidInputError(`${configFile}: credentials.allow must be a list of non-empty glob strings`);
  }
  for (const g of allow as string[]) {
    if (g.length > MAX_GLOB_CHARS) throw new InvalidInputError(`${configFile}: credentials.allow ${shownGlob(g)}: ${g.length} characters, over the limit of ${MAX_GLOB_CHARS}`);
    if (alternativesOf(g).length > MAX_ALTERNATIVES) throw new InvalidInputError(`${configFile}: credentials.allow ${shownGlob(g)}: more than ${MAX_ALTERNATIVES} {…} alternatives`);
  }
  return allow as string[];
}

/** Brace alternatives one glob may expand to; more is refused rather than spent. */
const MAX_ALTERNATIVES = 256;

/**
 * The longest glob: PATH_MAX on Linux, longer than any path it could be meant for. Brace
 * expansion recurses once per `{` and the matcher compiles a regex per glob, so a glob of
 * 100,000 `{` (or `a/`) in a 1 MB config ended the hooks with a stack or regex overflow.
 */
const MAX_GLOB_CHARS = 4096;

/** A glob for a one-line message: cut, and quoted with escapes when it holds control characters. */
function shownGlob(g: string): string {
  return shownValue(g.length > 80 ? `${g.slice(0, 80)}…` : g);
}

/**
 * Compiles the globs: matched against the whole path, case-insensitive like the name rules, dot
 * files included; `*`, `?`, `[...]`, `**` as in core/glob-match.ts, and `{a,b}` alternatives.
 * Matching cannot backtrack without bound, whatever a repository's config holds.
 */
export async function compileAllowList(globs: readonly string[]): Promise<AllowList | null> {
  if (globs.length === 0) return null;
  const matchers = globs.map((g) => {
    const alternatives = alternativesOf(g);
    if (alternatives.length > MAX_ALTERNATIVES) throw new InvalidInputError(`credentials.allow ${shownGlob(g)}: more than ${MAX_ALTERNATIVES} {…} alternatives`);
    return { glob: g, tests: alternatives.map((a) => globMatcher(globTokens(a))) };
  });
  return {
    match(posixPath) {
      const p = posixPath.toLowerCase();
      for (const m of matchers) if (m.tests.some((t) => t(p))) return m.glob;
      return null;
    },
  };
}

/** The patterns one glob stands for, each matched on its own. */
function alternativesOf(glob: string): string[] {
  return expandBraces(glob.toLowerCase()).map(asMicromatch).flatMap(withFolderItself);
}

/** As micromatch (which this replaced) reads a glob: a leading `./` dropped, `**\/**` as `**`. */
function asMicromatch(glob: string): string {
  return glob.replace(/^(?:\.\/)+/, '').replace(/(^|\/)\*\*(?:\/\*\*)+(?=\/|$)/g, '$1**');
}

/** micromatch's `dir/**` also matches `dir` itself, when that last folder name has no `*`. */
function withFolderItself(glob: string): string[] {
  if (!glob.endsWith('/**') || glob.length <= 3) return [glob];
  const head = glob.slice(0, -3);
  return head.slice(head.lastIndexOf('/') + 1).includes('*') ? [glob] : [glob, head];
}

/** `a{b,c{d,e}}f` → abf, acdf, acef; a `{` without a matching `}` or a comma is literal. */
export function expandBraces(glob: string): string[] {
  const open = findBrace(glob, 0);
  if (open < 0) return [glob];
  let depth = 0;
  const commas: number[] = [];
  let close = -1;
  for (let i = open; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      close = i;
      break;
    } else if (c === ',' && depth === 1) commas.push(i);
  }
  if (close < 0 || commas.length === 0) {
    // Literal: keep the brace and expand what follows it.
    return expandBraces(glob.slice(open + 1)).map((rest) => `${glob.slice(0, open)}\\{${rest}`);
  }
  const head = glob.slice(0, open);
  const tail = expandBraces(glob.slice(close + 1));
  const out: string[] = [];
  for (const [k, from] of [open, ...commas].entries()) {
    const to = k < commas.length ? commas[k] : close;
    for (const middle of expandBraces(glob.slice(from + 1, to))) {
      for (const rest of tail) {
        out.push(head + middle + rest);
        if (out.length > MAX_ALTERNATIVES) return out;
      }
    }
  }
  return out;
}

function findBrace(s: string, from: number): number {
  for (let i = from; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === '{') return i;
  }
  return -1;
}
