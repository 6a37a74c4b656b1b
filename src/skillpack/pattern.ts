/**
 * Skill-id patterns (specs/skillpacks-v0.md §3): full-string, case-sensitive, `/` the only
 * separator, `*` = any run of characters without `/`, `**` = any run of characters, and `**` then `/`
 * may also match an empty prefix. Every other character is literal — `?`, `[`, `{`, `!` and `\`
 * match themselves — which is why this is not micromatch or a regex: a dynamic program over
 * (pattern token, id position) runs in O(tokens × id length), with no backtracking blow-up.
 */
type Token = { kind: 'lit'; ch: string } | { kind: 'star' } | { kind: 'globstar' } | { kind: 'globstar-slash' };

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
  return { source, matches: (id) => matchTokens(tokens, id) };
}

function matchTokens(tokens: Token[], s: string): boolean {
  const n = s.length;
  const m = tokens.length;
  // ok[i][j]: tokens[i..] match s[j..]. Filled from the end so each cell reads only filled cells.
  const width = n + 1;
  const ok = new Uint8Array((m + 1) * width);
  ok[m * width + n] = 1;
  for (let i = m - 1; i >= 0; i--) {
    const t = tokens[i];
    const row = i * width;
    const next = (i + 1) * width;
    // For `**/`: whether some `/` at k >= j has ok[i+1][k+1]; carried from the right.
    let slashAhead = 0;
    for (let j = n; j >= 0; j--) {
      let v = 0;
      switch (t.kind) {
        case 'lit':
          v = j < n && s[j] === t.ch ? ok[next + j + 1] : 0;
          break;
        case 'star':
          v = ok[next + j] || (j < n && s[j] !== '/' ? ok[row + j + 1] : 0);
          break;
        case 'globstar':
          v = ok[next + j] || (j < n ? ok[row + j + 1] : 0);
          break;
        case 'globstar-slash':
          if (j < n && s[j] === '/' && ok[next + j + 1]) slashAhead = 1;
          v = ok[next + j] || slashAhead;
          break;
      }
      ok[row + j] = v;
    }
  }
  return ok[0] === 1;
}
