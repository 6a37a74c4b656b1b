import { matchGlobTokens, type GlobToken } from '../core/glob-match.js';

/**
 * Skill-id patterns (specs/skillpacks-v0.md §3): full-string, case-sensitive, `/` the only
 * separator, `*` = any run of characters without `/`, `**` = any run of characters, and `**` then `/`
 * may also match an empty prefix. Every other character is literal — `?`, `[`, `{`, `!` and `\`
 * match themselves — which is why this is not micromatch or a regex: a dynamic program over
 * (pattern token, id position) runs in O(tokens × id length), with no backtracking blow-up
 * (core/glob-match.ts).
 */
type Token = Extract<GlobToken, { kind: 'lit' | 'star' | 'globstar' | 'globstar-slash' }>;

export interface Pattern {
  source: string;
  matches(id: string): boolean;
}

/** Why a pattern cannot be used, or null. */
export function patternProblem(source: unknown): string | null {
  if (typeof source !== 'string') return 'must be a string';
  if (source.length === 0) return 'must not be empty';
  if (source.includes('\0')) return 'must not contain a NUL byte';
  return null;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < source.length; ) {
    if (source[i] === '*') {
      if (source[i + 1] === '*') {
        // A run of three or more stars is a `**` followed by `*`s, which add nothing.
        let j = i + 2;
        while (source[j] === '*') j++;
        if (source[j] === '/') {
          tokens.push({ kind: 'globstar-slash' });
          i = j + 1;
        } else {
          tokens.push({ kind: 'globstar' });
          i = j;
        }
      } else {
        tokens.push({ kind: 'star' });
        i++;
      }
    } else {
      tokens.push({ kind: 'lit', ch: source[i] });
      i++;
    }
  }
  return tokens;
}

export function compilePattern(source: string): Pattern {
  const tokens = tokenize(source);
  return { source, matches: (id) => matchGlobTokens(tokens, id) };
}
