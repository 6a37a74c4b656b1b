/**
 * Whether a regular expression repeats a group that itself holds a repetition: `(a+)+`,
 * `(\w+\s?)*$`, `(?:x*y){2,}`, what safe-regex calls a star height above one. Such a pattern
 * can take exponential time on an input of a few dozen characters that almost matches. A tool's
 * inputSchema `pattern` runs in the MCP server's own thread on the arguments the model sends, and
 * a JavaScript regular expression cannot be interrupted: one call would stop the server for
 * good. A heuristic, on the safe side: `(a|a)*` (ambiguous alternatives) is not caught, and a
 * repeated group with a bounded repetition inside (`(a{2})+`) counts as nested.
 */
export function nestedRepetition(source: string): boolean {
  /** For each open group, whether something inside it repeats. */
  const groups: boolean[] = [false];
  let i = 0;
  /** The length of a quantifier that repeats (`*`, `+`, `{n,}`, `{n,m}` with m above 1) at `at`, else 0 (`?` and `{1}` do not). */
  const repeatAt = (at: number): number => {
    const c = source[at];
    if (c === '*' || c === '+') return 1;
    if (c !== '{') return 0;
    const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at, at + 24));
    if (!m) return 0;
    const repeats = m[2] === undefined ? Number(m[1]) > 1 : m[3] === '' || Number(m[3]) > 1;
    return repeats ? m[0].length : 0;
  };
  while (i < source.length) {
    const c = source[i];
    if (c === '\\') {
      i += 2;
    } else if (c === '[') {
      // A class is one atom: skip to its closing bracket (a `]` first in it is a character).
      i++;
      if (source[i] === '^') i++;
      if (source[i] === ']') i++;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      i++;
    } else if (c === '(') {
      groups.push(false);
      i++;
    } else if (c === ')') {
      const inner = groups.length > 1 ? groups.pop()! : false;
      i++;
      const q = repeatAt(i);
      if (q > 0 && inner) return true;
      groups[groups.length - 1] ||= inner || q > 0;
      i += q;
    } else {
      const q = repeatAt(i);
      if (q > 0) groups[groups.length - 1] = true;
      i += Math.max(q, 1);
    }
  }
  return false;
}

/**
 * ajv's regular expression engine for tool input schemas: `new RegExp`, refusing a pattern with
 * nested repetition (see nestedRepetition) when the schema compiles, so such a tool is a
 * validation error and never enabled, instead of a call that hangs the server.
 */
export function guardedRegExp(pattern: string, flags: string): RegExp {
  if (nestedRepetition(pattern)) throw new Error(`pattern ${JSON.stringify(pattern)} repeats a group that holds a repetition (as (a+)+ or (\\w+\\s?)* do): matching it can take exponential time in the server's thread; write it without the nesting`);
  return new RegExp(pattern, flags);
}
guardedRegExp.code = 'guardedRegExp';
