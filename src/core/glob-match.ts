/**
 * Glob matching for every pattern that comes from input: skill-id patterns
 * (skillpack/pattern.ts), gitignore lines and excludes (snapshot/ignore.ts) and
 * `credentials.allow` (secrets/allow.ts). Patterns become tokens; a dynamic program over
 * (token, string position) decides in O(tokens × length) whatever the pattern, where a regex
 * such as `[^/]*a[^/]*a[^/]*a…b` backtracks exponentially on a long run of `a` (a hostile
 * `.gitignore` or `.packwright.yml` hung a scan). Simple patterns still run as a regex.
 */
export type GlobToken =
  | { kind: 'lit'; ch: string }
  /** One character that is not `/` and passes `test` (`?`, a bracket class). */
  | { kind: 'one'; test: (ch: string) => boolean }
  /** One character, `/` included. */
  | { kind: 'any' }
  /** A run of characters without `/`. */
  | { kind: 'star' }
  /** Any run of characters. */
  | { kind: 'globstar' }
  /** Nothing, or any run that ends with `/`. */
  | { kind: 'globstar-slash' };

export function matchGlobTokens(tokens: readonly GlobToken[], s: string): boolean {
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
        case 'one':
          v = j < n && s[j] !== '/' && t.test(s[j]) ? ok[next + j + 1] : 0;
          break;
        case 'any':
          v = j < n ? ok[next + j + 1] : 0;
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

/** Which matcher: the regex for simple patterns (auto), or one forced (tests compare them). */
export type GlobEngine = 'auto' | 'regex' | 'tokens';

/**
 * A regular expression where backtracking stays small (at most two wildcard runs: quadratic in
 * the path at worst), else the dynamic program above. A regex is several times
 * faster on the common patterns (`*.log`, `build/`, `**\/tmp`), but one like `*a*a*a*a*b`
 * against a long name of `a`s would take longer than the age of the universe.
 */
export function globMatcher(tokens: readonly GlobToken[], engine: GlobEngine = 'auto'): (s: string) => boolean {
  const runs = tokens.filter((t) => t.kind === 'star' || t.kind === 'globstar' || t.kind === 'globstar-slash').length;
  if (engine === 'tokens' || (engine === 'auto' && runs > 2)) return (rel) => matchGlobTokens(tokens, rel);
  const regex = new RegExp(`^${tokens.map(regexPiece).join('')}$`);
  return (rel) => regex.test(rel);
}

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;

function regexPiece(t: GlobToken): string {
  switch (t.kind) {
    case 'lit':
      return t.ch.replace(REGEX_SPECIAL, '\\$&');
    case 'one':
      return (t as OneToken).source;
    case 'any':
      return '.';
    case 'star':
      return '[^/]*';
    case 'globstar':
      return '.*';
    case 'globstar-slash':
      return '(?:.*/)?';
  }
}

/** `?` and bracket classes keep their regex source for the regex path. */
type OneToken = Extract<GlobToken, { kind: 'one' }> & { source: string };

function oneToken(source: string): OneToken {
  const re = new RegExp(`^${source}$`);
  return { kind: 'one', source, test: (ch) => re.test(ch) };
}

/**
 * Glob syntax to tokens: `*` and `?` never match `/`; `[...]` is a class (`!` or `^` negates,
 * POSIX `[:alpha:]` names allowed); a `**` that is a whole path segment matches across folders
 * (`**\/` zero or more folders, a trailing `/**` everything inside, a bare `**` everything);
 * any other `**` is a `*`; `\` escapes the next character. Matching is of the whole string.
 */
export function globTokens(p: string): GlobToken[] {
  const ends = { bracket: p.lastIndexOf(']'), posix: p.lastIndexOf(':]') };
  const out: GlobToken[] = [];
  let i = 0;
  while (i < p.length) {
    const c = p[i];
    if (c === '*') {
      let j = i;
      while (p[j] === '*') j++;
      const stars = j - i;
      const atStart = i === 0 || p[i - 1] === '/';
      const atEnd = j === p.length || p[j] === '/';
      if (stars >= 2 && atStart && atEnd) {
        if (j === p.length) {
          // A bare `**` matches everything; `a/**` everything inside a (not a itself).
          if (i !== 0) out.push({ kind: 'any' });
          out.push({ kind: 'globstar' });
        } else {
          // `**/` matches zero or more folders.
          out.push({ kind: 'globstar-slash' });
          j++;
        }
      } else {
        out.push({ kind: 'star' });
      }
      i = j;
    } else if (c === '?') {
      out.push(oneToken('[^/]'));
      i++;
    } else if (c === '[') {
      const cls = readClass(p, i, ends);
      if (cls) {
        out.push(oneToken(cls.source));
        i = cls.end;
      } else {
        out.push({ kind: 'lit', ch: '[' });
        i++;
      }
    } else if (c === '\\') {
      if (i + 1 < p.length) out.push({ kind: 'lit', ch: p[i + 1] });
      i += 2;
    } else {
      out.push({ kind: 'lit', ch: c });
      i++;
    }
  }
  return out;
}

/** The longest POSIX class name readClass knows (`xdigit`). */
const MAX_POSIX_NAME = 6;

function compiles(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/**
 * A bracket expression starting at `start`, as a regex class that never matches `/`. A class
 * with a range out of order (`[z-a]`) matches no character, as in git's wildmatch (negated, any
 * but `/`): a regex would not compile, and the pattern must still mean something.
 */
function readClass(p: string, start: number, ends: { bracket: number; posix: number }): { source: string; end: number } | null {
  // No `]` after it: no class, known at once. Scanning to the end for each `[` made a glob of
  // many unclosed ones quadratic (`[a` 2,048 times: 2 s).
  if (ends.bracket <= start + 1) return null;
  let i = start + 1;
  let negate = false;
  if (p[i] === '!' || p[i] === '^') {
    negate = true;
    i++;
  }
  let body = '';
  let first = true;
  while (i < p.length) {
    const c = p[i];
    if (c === ']' && !first) {
      if (body === '') return null;
      return { source: compiles(`[${body}]`) ? (negate ? `[^/${body}]` : `(?!/)[${body}]`) : negate ? '[^/]' : '(?!)', end: i + 1 };
    }
    first = false;
    if (c === '\\' && i + 1 < p.length) {
      body += `\\${p[i + 1]}`;
      i += 2;
      continue;
    }
    if (c === '[' && p[i + 1] === ':') {
      // A known name is at most 6 letters: `:]` further on ends an unknown one (no class), as
      // the search to the end did, but without reading the rest of the text for each `[:`.
      const near = p.slice(i + 2, i + 2 + MAX_POSIX_NAME + 2).indexOf(':]');
      const close = near !== -1 ? i + 2 + near : ends.posix > i + 2 ? Infinity : -1;
      if (close === Infinity) return null;
      if (close > 0) {
        const name = p.slice(i + 2, close);
        const posix: Record<string, string> = { alpha: 'a-zA-Z', digit: '0-9', alnum: 'a-zA-Z0-9', upper: 'A-Z', lower: 'a-z', space: ' \\t\\n\\r\\f\\v', xdigit: '0-9A-Fa-f', punct: '!-\\/:-@\\[-`{-~' };
        if (posix[name] === undefined) return null;
        body += posix[name];
        i = close + 2;
        continue;
      }
    }
    body += c === ']' || c === '^' || c === '-' && (body === '' || p[i + 1] === ']') ? `\\${c}` : c.replace(/[\\[]/g, '\\$&');
    i++;
  }
  return null;
}

