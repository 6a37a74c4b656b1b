import { lex, LineIndex, stringAt, type StringLiteral } from './lexer.js';
import { firstSentence, lineCount, isSqlText, fileFacts, type LanguageAnalyzer } from './types.js';

const DEF_BEFORE = /\bdef\s+$/;
/** An import statement's body: `from` with its relative dots (group 1) and module (group 2), or `import` with its list (group 3). */
const IMPORT_STATEMENT = /[ \t]*(?:from(?=[ \t.])[ \t]*((?:\.[ \t]*)*)([A-Za-z_]\w*(?:[ \t]*\.[ \t]*[A-Za-z_]\w*)*(?!\w))?[ \t]*import\b|import\s+([^\n#;]+))/y;
/** Before a name (`ssl.` included): a comparison operator. */
const COMPARED_BEFORE = /(?:[=!]=|\bis(?:\s+not)?|\bin)\s*(?:ssl\s*\.\s*)?$/;
/** A module constant's name. */
const CONSTANT = /^[A-Z][A-Z0-9_]*$/;
/**
 * At a statement's start: a target list and its `=` (not `==`): `A = …`, `A, b = …`,
 * `[A, B] = …`, `(A,\n B) = …` (brackets may span lines), `A: int = …` (group 1, the names).
 * Chained, it matches again after the `=`.
 */
const TARGETS_SOURCE = /((?:[([]\s*[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s*,?\s*[)\]])|[A-Za-z_]\w*(?:[ \t]*,[ \t]*[A-Za-z_]\w*)*[ \t]*,?)[ \t]*(?::[^=\n;]*)?=(?!=)/.source;
const TARGETS = new RegExp(`[ \\t]*${TARGETS_SOURCE}`, 'y');
/** An assignment starting a line: the only lines that may bind a module constant. */
const ASSIGNMENT_AT_LINE_START = new RegExp(`^(?=${TARGETS_SOURCE})`, 'gm');
const BRACKET = /[()[\]{}]/g;

/** Python: top-level definitions (or `__all__`), imports, indentation depth, indicators. */
export const pythonAnalyzer: LanguageAnalyzer = {
  meta: { id: 'python', language: 'Python', extensions: ['.py', '.pyi'] },
  analyze(text) {
    const { masked, code, strings } = lex(text, 'python');
    const lines = new LineIndex(text);
    const line = (o: number) => lines.line(o);
    const exports: string[] = [];
    const all = allNames(masked, strings);
    if (all) exports.push(...all);
    else {
      for (const m of masked.matchAll(/^(?:async\s+def|def|class)\s+([A-Za-z_]\w*)/gm)) if (!m[1].startsWith('_')) exports.push(m[1]);
      exports.push(...moduleConstants(masked));
    }
    const imports: string[] = [];
    // `from` takes its module as the tokens run (`from .. mod import b` is `..mod`, as is
    // `from ..mod import b`; `from .import b` is `.`), spaces dropped.
    // Every import statement holds the word `import`: found by indexOf (far faster than a
    // regex anchored at every line start), its statement read from the start of its line, or
    // from the `;` or colon before it on the line (`if not re: import re`).
    for (let k = masked.indexOf('import'), done = 0; k !== -1; k = masked.indexOf('import', Math.max(k + 6, done))) {
      const lineStart = masked.lastIndexOf('\n', k) + 1;
      let start = k;
      while (start > lineStart && masked[start - 1] !== ';' && masked[start - 1] !== ':') start--;
      IMPORT_STATEMENT.lastIndex = start;
      const m = IMPORT_STATEMENT.exec(masked);
      if (!m || IMPORT_STATEMENT.lastIndex <= k) continue;
      done = IMPORT_STATEMENT.lastIndex;
      if (m[3] === undefined) {
        const mod = `${m[1]}${m[2] ?? ''}`.replace(/[ \t]+/g, '');
        if (mod) imports.push(mod);
      } else for (const part of m[3].split(',')) {
        const mod = part.trim().split(/\s+/)[0];
        if (/^[\w.]+$/.test(mod)) imports.push(mod);
      }
    }
    const security: string[] = [];
    for (const m of masked.matchAll(/(?:^|[^\w.])(eval|exec)\s*\(/gm)) {
      const at = m.index + m[0].indexOf(m[1]);
      // `def exec(self, q):` defines a method of that name; it runs nothing.
      if (!DEF_BEFORE.test(masked.slice(Math.max(0, at - 40), at))) security.push(`${m[1]}() at line ${line(at)}`);
    }
    for (const m of masked.matchAll(/\bos\.(system|popen)\s*\(/g)) security.push(`os.${m[1]}() runs a shell command at line ${line(m.index)}`);
    for (const m of masked.matchAll(/\bsubprocess\.(run|call|Popen|check_output|check_call|getoutput|getstatusoutput)\s*\(/g)) {
      const args = callArgs(masked, m.index + m[0].length);
      if (m[1].startsWith('get') || /\bshell\s*=\s*True\b/.test(args)) security.push(`subprocess.${m[1]}() with a shell at line ${line(m.index)}`);
    }
    for (const s of strings) {
      if (!isSqlText(s.value)) continue;
      const after = masked.slice(s.end, s.end + 40);
      if (s.interpolated || /^\s*(\+|%|\.format\s*\()/.test(after)) security.push(`SQL text built by formatting or concatenation at line ${line(s.start)}`);
    }
    for (const m of masked.matchAll(/\bverify\s*=\s*False\b/g)) security.push(`TLS certificate check disabled (verify=False) at line ${line(m.index)}`);
    for (const m of masked.matchAll(/\bssl\._create_unverified_context\b|\bCERT_NONE\b|\bcheck_hostname\s*=\s*False\b/g)) {
      // `mode != ssl.CERT_NONE` checks for it; only an assignment or an argument sets it.
      if (m[0] === 'CERT_NONE' && (COMPARED_BEFORE.test(masked.slice(Math.max(0, m.index - 30), m.index)) || /^\s*[=!]=/.test(masked.slice(m.index + 9, m.index + 15)))) continue;
      security.push(`TLS verification disabled (${m[0].replace(/\s+/g, '')}) at line ${line(m.index)}`);
    }
    for (const m of masked.matchAll(/\bpickle\.loads?\s*\(/g)) security.push(`pickle deserialization at line ${line(m.index)}`);

    const routes: string[] = [];
    for (const m of masked.matchAll(/@\s*[\w.]+\.(route|get|post|put|patch|delete)\s*\(\s*(?=[rbfu]*["'])/gi)) {
      const s = strings.find((x) => x.start >= m.index + m[0].length - 2 && x.start <= m.index + m[0].length + 2);
      if (s) routes.push(`${m[1].toLowerCase() === 'route' ? 'ROUTE' : m[1].toUpperCase()} ${s.value}`);
    }
    const commands: string[] = [];
    for (const m of masked.matchAll(/\.add_parser\s*\(\s*(?=["'])/g)) {
      const s = strings.find((x) => x.start === m.index + m[0].length);
      if (s) commands.push(s.value);
    }
    let maxNesting = 0;
    let unit = 0;
    for (const l of masked.split('\n')) {
      const m = /^( +|\t+)\S/.exec(l);
      if (!m) continue;
      const w = m[1][0] === '\t' ? m[1].length * 4 : m[1].length;
      if (!unit) unit = w;
      maxNesting = Math.max(maxNesting, Math.floor(w / unit));
    }
    const docString = strings.length && /^\s*$/.test(masked.slice(0, strings[0].start).replace(/^#![^\n]*/, '')) ? strings[0].value : null;
    return fileFacts({
      language: 'Python',
      exports,
      imports,
      lines: lineCount(text),
      maxNesting,
      security,
      routes,
      commands,
      doc: docString ? firstSentence(docString) : null,
      hasMain: /^if\s+__name__\s*==\s*["']__main__["']\s*:/m.test(code),
      listens: /\b(app\.run|uvicorn\.run|serve_forever|web\.run_app)\s*\(/.test(masked),
    });
  },
};

/**
 * CONSTANT names bound at module level: by statements at a line's start (or after `;` on such a
 * line) whose targets are names: `A = 1`, `A = B = 1`, `A, B = f()`, `MC_A=0; MC_B=1`. A line
 * inside brackets continues an expression (a keyword argument `NAME=1,` binds nothing).
 */
function moduleConstants(masked: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let counted = 0;
  for (const m of masked.matchAll(ASSIGNMENT_AT_LINE_START)) {
    // Brackets open at the line's start, counted on from where the last count stopped.
    for (BRACKET.lastIndex = counted; ; counted = BRACKET.lastIndex) {
      const b = BRACKET.exec(masked);
      if (!b || b.index >= m.index) break;
      depth = b[0] === '(' || b[0] === '[' || b[0] === '{' ? depth + 1 : Math.max(0, depth - 1);
    }
    if (depth > 0) continue;
    let at = m.index;
    for (;;) {
      // Each `=` of a chain (`A = B = 1`); a bracketed target list may end on a later line.
      for (;;) {
        TARGETS.lastIndex = at;
        const t = TARGETS.exec(masked);
        if (!t) break;
        for (const name of t[1].split(/[\s,()[\]]+/)) if (CONSTANT.test(name)) out.push(name);
        at = TARGETS.lastIndex;
      }
      // The next statement on the line, after a `;` outside brackets.
      let d = 0;
      for (; at < masked.length && masked[at] !== '\n'; at++) {
        const c = masked[at];
        if (c === '(' || c === '[' || c === '{') d++;
        else if (c === ')' || c === ']' || c === '}') d--;
        else if (c === ';' && d === 0) break;
      }
      if (masked[at] !== ';') break;
      at++;
    }
  }
  return out;
}

/** `__all__ =` (annotated or not), `__all__ +=`, `__all__.extend(` or `__all__.append(`, at a line's start. */
const ALL_STATEMENT = /__all__[ \t]*(?:(?::[^=\n]*)?=(?!=)|\+=|\.[ \t]*(extend|append)[ \t]*\()\s*/y;

/**
 * The names `__all__` lists, from its assignments, `+=`, `.extend([…])` and `.append('…')`
 * whose values are literal lists (or tuples) of plain strings; null when there is none.
 */
function allNames(masked: string, strings: readonly StringLiteral[]): string[] | null {
  let names: string[] | null = null;
  for (let at = masked.indexOf('__all__'); at !== -1; at = masked.indexOf('__all__', at + 7)) {
    let b = at - 1;
    while (b >= 0 && (masked[b] === ' ' || masked[b] === '\t')) b--;
    if (b >= 0 && masked[b] !== '\n') continue;
    ALL_STATEMENT.lastIndex = at;
    const m = ALL_STATEMENT.exec(masked);
    if (!m) continue;
    // Inside `(` of a call, the argument may follow on a later line (joined by a backslash or not).
    const from = m[1] ? skipBlankAndContinuations(masked, ALL_STATEMENT.lastIndex) : ALL_STATEMENT.lastIndex;
    let found: string[] | null;
    if (m[1] === 'append') {
      const s = plainString(strings, from);
      found = s && masked[skipBlankAndContinuations(masked, s.end)] === ')' ? [s.value] : null;
    } else if (m[1] === 'extend') {
      const list = stringList(masked, strings, from);
      found = list && masked[skipBlankAndContinuations(masked, list.end)] === ')' ? list.values : null;
    } else found = bareTuple(masked, strings, skipSpaces(masked, from)) ?? sumOfLists(masked, strings, from);
    if (found) (names ??= []).push(...found);
  }
  return names;
}

/** Past blanks, newlines and backslash line continuations from `i`. */
function skipBlankAndContinuations(masked: string, i: number): number {
  for (;;) {
    while (i < masked.length && (masked[i] === ' ' || masked[i] === '\t' || masked[i] === '\n' || masked[i] === '\r')) i++;
    const joined = lineJoin(masked, i);
    if (joined === i) return i;
    i = joined;
  }
}

/** Past spaces, tabs and backslash line continuations (`\` ending a line) from `i`: what stays on the logical line. */
function skipSpaces(masked: string, i: number): number {
  for (;;) {
    while (masked[i] === ' ' || masked[i] === '\t') i++;
    const joined = lineJoin(masked, i);
    if (joined === i) return i;
    i = joined;
  }
}

/** Past a backslash that ends a line (joining the next line to it) at `i`; else `i`. */
function lineJoin(masked: string, i: number): number {
  if (masked[i] !== '\\') return i;
  if (masked[i + 1] === '\n') return i + 2;
  return masked[i + 1] === '\r' ? (masked[i + 2] === '\n' ? i + 3 : i + 2) : i;
}

/**
 * The values of the string lists among the operands of `a + b + …` starting at `from`, to the
 * end of the logical line (brackets may span lines, as may a backslash ending one):
 * `[x for x in y] + ['a']` gives a. Null when no operand is such a list.
 */
function sumOfLists(masked: string, strings: readonly StringLiteral[], from: number): string[] | null {
  let values: string[] | null = null;
  for (let i = skipSpaces(masked, from), guard = 0; guard < 1000; guard++) {
    const list = stringList(masked, strings, i);
    if (list) {
      (values ??= []).push(...list.values);
      i = list.end;
    }
    // The rest of the operand, to a `+` or the line's end outside brackets.
    let depth = 0;
    for (; i < masked.length; i++) {
      const c = masked[i];
      if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') {
        if (--depth < 0) return values;
      } else if (depth === 0 && c === '\\') {
        // A backslash ending a line carries the statement on to the next.
        const joined = lineJoin(masked, i);
        if (joined > i) i = joined - 1;
      } else if (depth === 0 && (c === '+' || c === '\n' || c === ';')) break;
    }
    if (masked[i] !== '+') return values;
    i = skipSpaces(masked, i + 1);
  }
  return values;
}

/**
 * The values of a tuple of plain strings written without brackets, from `from` to the end of the
 * logical line: `__all__ = 'a', 'b'`. Null unless it is one (a single string has no comma).
 */
function bareTuple(masked: string, strings: readonly StringLiteral[], from: number): string[] | null {
  const values: string[] = [];
  let comma = false;
  for (let i = from; ; ) {
    const s = plainString(strings, i);
    if (!s) return null;
    values.push(s.value);
    i = skipSpaces(masked, s.end);
    if (masked[i] !== ',') return comma && (i >= masked.length || masked[i] === '\n' || masked[i] === '\r' || masked[i] === ';') ? values : null;
    comma = true;
    i = skipSpaces(masked, i + 1);
    if (i >= masked.length || masked[i] === '\n' || masked[i] === '\r' || masked[i] === ';') return values;
  }
}

/** The plain string literal (no f or b prefix) whose prefix or quote is at `o`. */
function plainString(strings: readonly StringLiteral[], o: number): StringLiteral | null {
  const s = stringAt(strings, o);
  return s && s.start - s.prefix.length === o && !/[fb]/.test(s.prefix) ? s : null;
}

/** The values of a list or tuple of plain string literals whose bracket is at `open`, and its end. */
function stringList(masked: string, strings: readonly StringLiteral[], open: number): { values: string[]; end: number } | null {
  const close = masked[open] === '[' ? ']' : masked[open] === '(' ? ')' : '';
  if (!close) return null;
  const values: string[] = [];
  for (let i = skipBlankAndContinuations(masked, open + 1); ; ) {
    if (masked[i] === close) return { values, end: i + 1 };
    const s = plainString(strings, i);
    if (!s) return null;
    values.push(s.value);
    i = skipBlankAndContinuations(masked, s.end);
    if (masked[i] === ',') i = skipBlankAndContinuations(masked, i + 1);
    else if (masked[i] !== close) return null;
  }
}

/** The text between the parentheses of a call whose `(` ends just before `from`. */
function callArgs(masked: string, from: number): string {
  let depth = 1;
  let i = from;
  while (i < masked.length && depth > 0 && i - from < 2000) {
    const c = masked[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    i++;
  }
  return masked.slice(from, i);
}
