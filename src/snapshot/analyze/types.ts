/** What a language analyzer reads from one source file; every item is found in the code. */
export interface FileFacts {
  language: string;
  /** Exported names (public API), in source order, without duplicates. */
  exports: string[];
  /** Module specifiers as written in the imports, in source order, without duplicates. */
  imports: string[];
  lines: number;
  /** Deepest block nesting (braces; indentation levels for Python). */
  maxNesting: number;
  /** Security indicators, each naming the construct and its line. */
  security: string[];
  /** HTTP routes declared (`GET /users`). */
  routes: string[];
  /** CLI commands declared. */
  commands: string[];
  /** The first sentence of the file's leading doc comment or docstring. */
  doc: string | null;
  /** A program entry: `package main` with `func main`, `if __name__ == "__main__"`, `fn main`. */
  hasMain: boolean;
  /** Starts a server (listen(), app.run(), ListenAndServe, …). */
  listens: boolean;
}

export interface LanguageAnalyzer {
  meta: { id: string; language: string; extensions: readonly string[] };
  analyze(text: string): FileFacts;
}

/** FileFacts from what an analyzer collected: every list deduplicated, in source order. */
export function fileFacts(collected: FileFacts): FileFacts {
  return {
    ...collected,
    exports: uniqOwn(collected.exports),
    imports: uniqOwn(collected.imports),
    security: uniqOwn(collected.security),
    routes: uniqOwn(collected.routes),
    commands: uniqOwn(collected.commands),
    doc: collected.doc === null ? null : ownCopy(collected.doc),
  };
}

export function uniq(xs: Iterable<string>): string[] {
  return [...new Set(xs)];
}

/**
 * The string as a string of its own. V8 makes a substring of 13 or more characters a view into
 * its parent; kept in a file's facts, such a view would keep the whole file text alive for the
 * rest of the scan (megabytes of them, copied by every minor collection), not a few bytes.
 * Concatenating forces a flat copy, which the slice then views instead of the file.
 */
function ownCopy(s: string): string {
  return s.length < 13 ? s : (s + ' ').slice(0, -1);
}

function uniqOwn(xs: readonly string[]): string[] {
  return uniq(xs).map(ownCopy);
}

/** Lines in a text, as LineIndex counts them (a final line without a newline counts). */
/** Lines as an editor's status bar or `wc -l` count them: a final newline ends a line, it does not start one. */
export function lineCount(text: string): number {
  if (text.length === 0) return 0;
  let n = text.endsWith('\n') ? 0 : 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** Deepest `{` nesting in masked code (strings and comments already blanked). */
export function braceDepth(masked: string): number {
  let depth = 0;
  let max = 0;
  for (let i = masked.indexOf('{'), j = masked.indexOf('}'); i !== -1 || j !== -1; ) {
    if (i !== -1 && (j === -1 || i < j)) {
      depth++;
      if (depth > max) max = depth;
      i = masked.indexOf('{', i + 1);
    } else {
      depth = Math.max(0, depth - 1);
      j = masked.indexOf('}', j + 1);
    }
  }
  return max;
}

/**
 * The prefix of the names declared at each of the (ascending) offsets in masked text: the
 * prefixes of the blocks around it joined outermost first, '' at the top level, null inside any
 * block whose prefix is null (names there are not reachable from outside). `prefixOf(brace)`
 * names the block a `{` opens, each block asked once and only if an offset lies inside it.
 * Given `nesting`, the walk goes on to the text's end and leaves braceDepth's answer in
 * `nesting.max`: an analyzer that needs both walks the braces once.
 */
export function blockScopes(masked: string, offsets: readonly number[], prefixOf: (brace: number) => string | null, nesting?: { max: number }): Map<number, string | null> {
  const out = new Map<number, string | null>();
  // The open blocks are open[0 .. depth), their prefixes beside them (undefined: not asked yet).
  const open: number[] = [];
  const prefixes: (string | null | undefined)[] = [];
  let depth = 0;
  let max = 0;
  let i = masked.indexOf('{');
  let j = masked.indexOf('}');
  // One pass past each offset in turn, then (for nesting) past the last brace.
  for (let n = 0; n < offsets.length || (nesting && n === offsets.length); n++) {
    const o = n < offsets.length ? offsets[n] : Infinity;
    while ((i !== -1 && i < o) || (j !== -1 && j < o)) {
      if (i !== -1 && (j === -1 || i < j)) {
        open[depth] = i;
        prefixes[depth] = undefined;
        if (++depth > max) max = depth;
        i = masked.indexOf('{', i + 1);
      } else {
        // A `}` with no block open closes nothing, as braceDepth counts it.
        if (depth > 0) depth--;
        j = masked.indexOf('}', j + 1);
      }
    }
    if (o === Infinity) break;
    let prefix: string | null = '';
    for (let k = 0; k < depth && prefix !== null; k++) {
      let p = prefixes[k];
      if (p === undefined) p = prefixes[k] = prefixOf(open[k]);
      prefix = p === null ? null : prefix + p;
    }
    out.set(o, prefix);
  }
  if (nesting) nesting.max = max;
  return out;
}

/** The first sentence of a comment body, cleaned of comment markers and tags. */
export function firstSentence(raw: string): string | null {
  const text = raw
    .split('\n')
    .map((l) => l.replace(/^\s*(\/\*\*?|\*\/|\*|\/\/[/!]?|#)?\s?/, '').replace(/\*\/\s*$/, ''))
    .filter((l) => !/^@\w+/.test(l.trim()))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length < 8) return null;
  const m = /^(.{8,300}?[.!?])(\s|$)/.exec(text);
  return m ? m[1] : text.length <= 300 ? text : `${text.slice(0, 297)}…`;
}

/** A SQL statement shape (not just an English word like "select"). */
const SQL_TEXT = /^\s*(select\s[\s\S]*\sfrom\s|insert\s+into\s|update\s+[\w."`[\]]+\s+set\s|delete\s+from\s|(create|drop|alter)\s+table\s)/i;

/**
 * Whether a string literal reads as SQL. Most literals are shorter than the shortest statement
 * shape ("drop table "), which spares the regex on them. SQL writes its keywords in upper or in
 * lower case: "Select a file from …" and "Create table of contents" start sentences.
 */
export function isSqlText(value: string): boolean {
  if (value.length < 11 || !SQL_TEXT.test(value)) return false;
  const keyword = /[A-Za-z]+/.exec(value)![0];
  return keyword === keyword.toUpperCase() || keyword === keyword.toLowerCase();
}
