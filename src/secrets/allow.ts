import { InvalidInputError } from '../core/errors.js';

/** Exceptions from `credentials.allow` in .packwright.yml: globs on repository-relative paths. */
export interface AllowList {
  /** The first glob that matches the POSIX path, or null. */
  match(posixPath: string): string | null;
}

/** Reads and checks `credentials.allow` from the config's raw sections. */
export function allowGlobs(raw: Record<string, unknown>, configFile: string): string[] {
  const section = raw.credentials;
  if (section === undefined || section === null) return [];
  if (typeof section !== 'object' || Array.isArray(section)) throw new InvalidInputError(`${configFile}: credentials must be a mapping (with an allow: list of globs)`);
  const allow = (section as Record<string, unknown>).allow;
  if (allow === undefined || allow === null) return [];
  if (!Array.isArray(allow) || allow.some((g) => typeof g !== 'string' || g.trim() === '')) {
    throw new InvalidInputError(`${configFile}: credentials.allow must be a list of non-empty glob strings`);
  }
  return allow as string[];
}

/**
 * Compiles the globs (micromatch, dot files included, case-insensitive like the name rules).
 * micromatch is imported only when there are globs, so the hook's common path stays light.
 */
export async function compileAllowList(globs: readonly string[]): Promise<AllowList | null> {
  if (globs.length === 0) return null;
  const { default: micromatch } = await import('micromatch');
  const matchers = globs.map((g) => ({ glob: g, test: micromatch.matcher(g, { dot: true, nocase: true }) }));
  return {
    match(posixPath) {
      for (const m of matchers) if (m.test(posixPath)) return m.glob;
      return null;
    },
  };
}
