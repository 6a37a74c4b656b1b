import { lex, LineIndex, stringAt, type Triggers } from './lexer.js';
import { braceDepth, firstSentence, lineCount, isSqlText, fileFacts, type LanguageAnalyzer } from './types.js';

// Each pattern is tried only where its trigger word stands (sticky, from the word's first
// character); the lexer finds the words in the same pass as strings and comments.
// `const enum` before `const`: else the enum's name read as `enum`.
const DECL = /export\s+(?:declare\s+)?(default\s+)?(?:async\s+)?(?:abstract\s+)?(function\s*\*?|class|const\s+enum\b|const|let|var|interface|type|enum|namespace|module)\s*([A-Za-z_$][\w$]*)?/y;
const EXPORT_LIST = /export\s+(type\s+)?\{([^}]*)\}/y;
/** `export * as name from` or, ES2022, `export * as 'any string' from` (group 2, masked: blanks between quotes). */
const EXPORT_STAR = /export\s+\*\s*(?:as\s+([A-Za-z_$][\w$]*)\s+|as\s*('[^']*'|"[^"]*")\s*)?from\s*(?=["'])/y;
const EXPORT_DEFAULT = /export\s+default\b/y;
const EXPORT_ASSIGN = /export\s*=\s*([A-Za-z_$][\w$]*)/y;
/** At `exports`; `module.` before it is checked by hand. */
const CJS_MEMBER = /exports\.([A-Za-z_$][\w$]*)\s*=[^=]/y;
const CJS_OBJECT = /exports\s*=\s*\{([^}]*)\}/y;
const CJS_VALUE = /exports\s*=\s*(?!\{)([A-Za-z_$][\w$]*)/y;
// The clause before `from` holds no string, except a name in braces or after `* as` (ES2022:
// `export { 'a-b' as c } from`, `export * as 'ns' from`); a `{` only opens a group closed before `;`.
const IMPORT_FROM = /(?:import|export)\b(?:[^;'"`{]|\{[^;}]*\}|\bas\s*(?:'[^']*'|"[^"]*"))*?\bfrom\s*(?=["'])/y;
const IMPORT_BARE = /import\s*(?=["'])/y;
const IMPORT_CALL = /(?:import|require)\s*\(\s*(?=["'])/y;
const ROUTE = /(?:app|router|server|api|route|fastify)\s*\.\s*(get|post|put|patch|delete|head|options|all)\s*\(\s*(?=["'`])/iy;
const COMMAND = /\.\s*command\s*\(\s*(?=["'`])/g;
const EVAL_CALL = /eval\s*\(/y;
const EXEC_CALL = /(exec|execSync)\s*\(\s*/y;
/** Before a name: what makes `name(` a function declaration rather than a call. */
const FUNCTION_KEYWORD = /\bfunction\s*\*?\s*$/;
/** Before `require(`/`import(`: the name the module is assigned to. */
const ASSIGNED_TO = /(?:^|[^\w$.])([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?$/;
/** An `import … from` that binds the module itself (namespace or default), not only named members. */
const BINDS_MODULE = /^import\s+(?:\*\s*as\s+([A-Za-z_$][\w$]*)|(?!type\b)([A-Za-z_$][\w$]*)\s*(?:,|from\b))/;
const REQUIRE_OPEN = /\brequire\s*\(\s*$/;
const CHILD_PROCESS = new Set(['child_process', 'node:child_process']);
/** Receivers that conventionally name the child_process module even where this file does not bind them. */
const CHILD_PROCESS_NAMES = ['child_process', 'childProcess', 'cp'];

const caseless = (w: string) => [...w].map((c) => `[${c}${c.toUpperCase()}]`).join('');
const ROUTE_OWNERS = ['app', 'router', 'server', 'api', 'route', 'fastify'];
/** Rare words only say whether their pattern is worth running at all. */
const RARE = ['eval', 'Function', 'execSync', 'exec', 'shell', 'rejectUnauthorized', 'NODE_TLS_REJECT_UNAUTHORIZED', 'listen', 'createServer', 'serve', 'command'];
const TRIGGERS: Triggers = { words: ['exports', 'export', 'import', 'require', ...RARE, ...ROUTE_OWNERS.map(caseless)] };

/**
 * Matches of a sticky `re` at the given offsets, skipping offsets inside the previous match:
 * what `matchAll` over the whole text would find, when every match starts at one of them.
 */
function* matchesAt(re: RegExp, text: string, offsets: readonly number[]): Generator<RegExpExecArray> {
  let end = 0;
  for (const at of offsets) {
    if (at < end) continue;
    re.lastIndex = at;
    const m = re.exec(text);
    if (m) {
      end = re.lastIndex;
      yield m;
    }
  }
}

/** Offset of the last non-blank character before `o`, or -1. */
function backOver(masked: string, o: number): number {
  let i = o - 1;
  while (i >= 0 && (masked[i] === ' ' || masked[i] === '\t' || masked[i] === '\n' || masked[i] === '\r')) i--;
  return i;
}

/**
 * Whether `name(` at `nameAt` (its `(` at `open`) declares the function rather than calling it:
 * `function eval(`, or a method, whose parameter list is followed by its body or a return type
 * (`eval(x: number) {`, `exec(cmd): void;`). A call is followed by `:` only as a ternary
 * branch (`c ? exec(a) : b`) or a case label.
 */
function isDefinition(masked: string, nameAt: number, open: number): boolean {
  if (FUNCTION_KEYWORD.test(masked.slice(Math.max(0, nameAt - 20), nameAt))) return true;
  let depth = 0;
  let i = open;
  for (const stop = Math.min(masked.length, open + 2000); i < stop; i++) {
    const c = masked[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) break;
  }
  if (depth !== 0) return false;
  i++;
  while (i < masked.length && (masked[i] === ' ' || masked[i] === '\t' || masked[i] === '\n' || masked[i] === '\r')) i++;
  if (masked[i] === '{') return true;
  if (masked[i] !== ':') return false;
  const b = backOver(masked, nameAt);
  return masked[b] !== '?' && !masked.slice(Math.max(0, b - 3), b + 1).endsWith('case');
}

function names(list: string): string[] {
  // An item is a name, `type Name` or `name as alias`; anything else (`get a()`, `[k]`) names nothing.
  return list.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    const as = /\bas\s+([A-Za-z_$][\w$]*|default)$/.exec(s);
    return as ? as[1] : s.replace(/^type\s+/, '');
  }).filter((s) => /^[A-Za-z_$][\w$]*$/.test(s));
}

/**
 * One item of an `export { … }` list, in masked text: a name or (ES2022) a string literal,
 * optionally after `type` and before `as` and another; the exported name is the last one.
 */
const LIST_ITEM = /^\s*(?:type\s+)?([A-Za-z_$][\w$]*|'[^']*'|"[^"]*")(?:\s*\bas\b\s*([A-Za-z_$][\w$]*|'[^']*'|"[^"]*"))?\s*$/;

/**
 * The names an `export { … }` list exports, its braces at `open` and `close` in masked text:
 * `a`, `a as b`, `type T`, and module namespace names written as strings (`x as 'a-b'`,
 * `'a' as b`), a string read back as its value. An item that reads as neither names nothing.
 */
function listNames(masked: string, open: number, close: number, at: (o: number) => { start: number; value: string } | undefined): string[] {
  const out: string[] = [];
  // Commas inside a string are blanked in masked: every comma here separates items.
  for (let from = open + 1; from <= close; ) {
    let to = masked.indexOf(',', from);
    if (to < 0 || to > close) to = close;
    const item = masked.slice(from, to);
    const m = LIST_ITEM.exec(item);
    const name = m?.[2] ?? m?.[1];
    if (name && name[0] !== '"' && name[0] !== "'") out.push(name);
    else if (name) {
      // The exported name ends the item: its quote is where the trimmed item ends, less its length.
      const quote = from + item.trimEnd().length - name.length;
      const s = at(quote);
      const value = s && s.start === quote ? stringValue(s.value) : null;
      if (value !== null) out.push(value);
    }
    from = to + 1;
  }
  return out;
}

/**
 * The value of a JS string literal from its text between the quotes, escapes decoded; null for
 * what a module cannot hold (a legacy octal escape, a malformed one, a lone surrogate), so that
 * no name is listed that the source does not export.
 */
function stringValue(raw: string): string | null {
  if (!raw.includes('\\')) return raw;
  let bad = false;
  const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v' };
  const value = raw.replace(/\\(?:u\{([0-9A-Fa-f]+)\}|u([0-9A-Fa-f]{4})|x([0-9A-Fa-f]{2})|(\r\n|[\n\r\u2028\u2029])|0(?![0-9])|([^0-9xu])|[\s\S]?)/g, (all, cp?: string, u?: string, x?: string, eol?: string, c?: string) => {
    const code = cp ?? u ?? x;
    if (code !== undefined) {
      const n = parseInt(code, 16);
      if (n > 0x10ffff) bad = true;
      return bad ? '' : String.fromCodePoint(n);
    }
    if (eol !== undefined) return '';
    if (all === '\\0') return '\0';
    if (c !== undefined) return simple[c] ?? c;
    bad = true;
    return '';
  });
  return bad || /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value) ? null : value;
}

const IDENT = /[A-Za-z_$][\w$]*/y;
/** After a declared name: what may follow it in a declarator (`!`, `:`, `=`, `,`, `;`, the end). */
const AFTER_BINDING = /!?[ \t]*(?:[:,;}\n\r]|=(?![=>])|$)/y;
/** A line ending in one of these continues on the next (`=`, `,`, an operator, `=>`). */
const CONTINUES_BEFORE = new Set([...',=+-*%&|^<>?:.!~(']);
/** A line starting with one of these continues the previous one. */
const CONTINUES_AFTER = new Set([...',.?:=+-*%&|^<>']);

function skipBlank(masked: string, i: number): number {
  while (i < masked.length && (masked[i] === ' ' || masked[i] === '\t' || masked[i] === '\n' || masked[i] === '\r')) i++;
  return i;
}

/**
 * The names an `export const|let|var` statement declares, its first binding (a name, or an
 * object or array pattern) at `from`: `a, b = f(1, 2), { c, d: e }, [g]` gives a, b, c, e, g.
 * Reads masked text up to the statement's end (`;`, a closing bracket, or a line end the next
 * line does not continue); where it cannot tell, it stops, listing fewer names rather than
 * inventing one. `inString` says whether an offset is inside a string (a multi-line template).
 */
function declaredNames(masked: string, from: number, inString: (o: number) => number): string[] {
  const out: string[] = [];
  let i = from;
  for (;;) {
    // One binding.
    if (masked[i] === '{' || masked[i] === '[') {
      const p = bindingPattern(masked, i, out);
      if (p < 0) return out;
      i = p;
    } else {
      IDENT.lastIndex = i;
      const m = IDENT.exec(masked);
      if (!m) return out;
      out.push(m[0]);
      i = IDENT.lastIndex;
    }
    // Its type and initializer, up to a comma that starts the next binding.
    let depth = 0;
    for (;; i++) {
      if (i >= masked.length) return out;
      const c = masked[i];
      if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') {
        if (depth === 0) return out;
        depth--;
      } else if (depth > 0) continue;
      else if (c === ';') return out;
      else if (c === '\n') {
        const end = inString(i);
        if (end > i) {
          i = end - 1;
          continue;
        }
        const prev = backOver(masked, i);
        const next = skipBlank(masked, i);
        const pc = masked[prev];
        // `i++` and `i--` end a statement; other operators carry it on.
        const carries = CONTINUES_BEFORE.has(pc) && !((pc === '+' || pc === '-') && masked[prev - 1] === pc);
        if (!carries && !CONTINUES_AFTER.has(masked[next])) return out;
        i = next - 1;
      } else if (c === ',') {
        // A comma also separates type arguments (`new Map<string, number>()`): only a binding
        // followed by what may follow one starts the next declarator.
        const next = skipBlank(masked, i + 1);
        if (masked[next] === '{' || masked[next] === '[') {
          const names: string[] = [];
          const end = bindingPattern(masked, next, names);
          if (end >= 0 && /^\s*[:=]/.test(masked.slice(end, end + 40))) break;
          continue;
        }
        if (startsDeclarator(masked, next)) break;
      }
    }
    i = skipBlank(masked, i + 1);
  }
}

/**
 * Whether a declarator starts at `i`: a name followed by what may follow one. A run of names
 * and commas counts only if what ends it does (`B, C>` are type arguments, not declarators).
 */
function startsDeclarator(masked: string, i: number): boolean {
  for (let k = 0; k < 50; k++) {
    IDENT.lastIndex = i;
    if (!IDENT.exec(masked)) return false;
    AFTER_BINDING.lastIndex = skipSpaces(masked, IDENT.lastIndex);
    const m = AFTER_BINDING.exec(masked);
    if (!m) return false;
    const c = m[0][m[0].length - 1];
    if (c === ',') {
      i = skipBlank(masked, AFTER_BINDING.lastIndex);
      continue;
    }
    // A line end closes `let a, b` unless the next line opens a JSX tag (`Hi, there\n</p>`).
    if (c === '\n' || c === '\r') return masked[skipBlank(masked, AFTER_BINDING.lastIndex)] !== '<';
    return true;
  }
  return false;
}

function skipSpaces(masked: string, i: number): number {
  while (masked[i] === ' ' || masked[i] === '\t') i++;
  return i;
}

/**
 * Reads the destructuring pattern whose `{` or `[` is at `open`, adding the names it binds to
 * `out`: where it ends, or -1 (and nothing added) if it does not read as one.
 */
function bindingPattern(masked: string, open: number, out: string[]): number {
  const found: string[] = [];
  const end = pattern(masked, open, found);
  if (end >= 0) out.push(...found);
  return end;
}

function pattern(masked: string, open: number, out: string[]): number {
  const close = masked[open] === '{' ? '}' : ']';
  let i = skipBlank(masked, open + 1);
  for (let guard = 0; guard < 10000; guard++) {
    if (masked[i] === close) return i + 1;
    if (close === ']' && masked[i] === ',') {
      i = skipBlank(masked, i + 1); // a hole
      continue;
    }
    const rest = masked.startsWith('...', i);
    if (rest) i = skipBlank(masked, i + 3);
    let target = i;
    if (close === '}' && !rest) {
      // The key: a name (shorthand if no `:` follows), a quoted or numeric key, or `[computed]`.
      const c = masked[i];
      let shorthand = false;
      if (c === '[') i = skipBalanced(masked, i);
      else if (c === '"' || c === "'") i = masked.indexOf(c, i + 1) + 1;
      else {
        const m = /[A-Za-z_$][\w$]*|\d[\w.]*/y;
        m.lastIndex = i;
        const k = m.exec(masked);
        if (!k) return -1;
        shorthand = /^[A-Za-z_$]/.test(k[0]);
        i = m.lastIndex;
      }
      if (i <= 0) return -1;
      i = skipBlank(masked, i);
      if (masked[i] === ':') target = skipBlank(masked, i + 1);
      else if (!shorthand) return -1;
    }
    i = target;
    if (masked[i] === '{' || masked[i] === '[') {
      i = pattern(masked, i, out);
      if (i < 0) return -1;
    } else {
      IDENT.lastIndex = i;
      const m = IDENT.exec(masked);
      if (!m) return -1;
      out.push(m[0]);
      i = IDENT.lastIndex;
    }
    i = skipBlank(masked, i);
    if (masked[i] === '=' && masked[i + 1] !== '=') {
      // A default: up to the next comma or the pattern's close, brackets balanced.
      let depth = 0;
      for (i++; i < masked.length; i++) {
        const c = masked[i];
        if (c === '(' || c === '[' || c === '{') depth++;
        else if (c === ')' || c === ']' || c === '}') {
          if (depth === 0) break;
          depth--;
        } else if (c === ',' && depth === 0) break;
        else if (c === ';' && depth === 0) return -1;
      }
    }
    if (masked[i] === ',') i = skipBlank(masked, i + 1);
    else if (masked[i] !== close) return -1;
  }
  return -1;
}

/** Past the bracket group opening at `open`, or -1 when it does not close. */
function skipBalanced(masked: string, open: number): number {
  let depth = 0;
  for (let i = open; i < masked.length; i++) {
    const c = masked[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && --depth === 0) return i + 1;
  }
  return -1;
}

/** TypeScript and JavaScript (ESM and CommonJS). */
export const jsAnalyzer: LanguageAnalyzer = {
  meta: { id: 'js', language: 'TypeScript/JavaScript', extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'] },
  analyze(text) {
    const { masked, strings, triggers } = lex(text, 'js', TRIGGERS);
    // Line numbers are needed only for the rare indicator; the index is built on first use.
    let lines: LineIndex | undefined;
    const at = (offset: number) => stringAt(strings, offset);
    /** `import(`, `require(`, and exports members must not follow a word character, `$` or `.`. */
    const free = (o: number) => o === 0 || !/[\w$.]/.test(masked[o - 1]);
    const exportAt: number[] = [];
    const importAt: number[] = [];
    const exportsAt: number[] = [];
    const callAt: number[] = [];
    const routeAt: number[] = [];
    const evalAt: number[] = [];
    const execAt: number[] = [];
    const rare = new Set<string>();
    for (const { at: o, word } of triggers) {
      if (word === 'export') {
        // `export` must start a word for the export patterns; `$export` still counts for `from`.
        importAt.push(o);
        if (o === 0 || masked[o - 1] !== '$') exportAt.push(o);
      } else if (word === 'import') {
        importAt.push(o);
        if (free(o)) callAt.push(o);
      } else if (word === 'require') {
        if (free(o)) callAt.push(o);
      } else if (word === 'exports') exportsAt.push(o);
      else if (RARE.includes(word)) {
        rare.add(word);
        if (word === 'eval') evalAt.push(o);
        else if (word === 'exec' || word === 'execSync') execAt.push(o);
      }
      else routeAt.push(o);
    }

    const exports: string[] = [];
    /** Where the string around offset `o` ends, or `o` when `o` is code. */
    const inString = (o: number) => {
      const s = at(o);
      return s && s.start <= o && o < s.end ? s.end : o;
    };
    for (const m of matchesAt(DECL, masked, exportAt)) {
      if (!m[1] && (m[2] === 'const' || m[2] === 'let' || m[2] === 'var')) {
        exports.push(...declaredNames(masked, m.index + m[0].length - (m[3]?.length ?? 0), inString));
      } else if (m[3]) exports.push(m[1] ? `default (${m[3]})` : m[3]);
      else if (m[1]) exports.push('default');
    }
    for (const m of matchesAt(EXPORT_LIST, masked, exportAt)) exports.push(...listNames(masked, m.index + m[0].length - m[2].length - 2, m.index + m[0].length - 1, at));
    for (const m of matchesAt(EXPORT_STAR, masked, exportAt)) {
      if (m[2]) {
        // `export * as 'name' from`: the name's quote is the first one in the match.
        const quote = m.index + m[0].search(/["']/);
        const s = at(quote);
        const value = s && s.start === quote ? stringValue(s.value) : null;
        if (value !== null) exports.push(value);
        continue;
      }
      const s = at(m.index + m[0].length);
      exports.push(m[1] ? m[1] : `* from ${s?.value ?? '?'}`);
    }
    if (!matchesAt(EXPORT_DEFAULT, masked, exportAt).next().done && !exports.some((e) => e.startsWith('default'))) exports.push('default');
    for (const m of matchesAt(EXPORT_ASSIGN, masked, exportAt)) exports.push(`= ${m[1]}`);
    // `module.exports` counts where `module` is free; bare `exports` where it is.
    const moduleAt = (o: number) => o >= 7 && masked.startsWith('module.', o - 7) && free(o - 7);
    const memberAt = exportsAt.filter((o) => (o >= 7 && masked.startsWith('module.', o - 7) ? free(o - 7) : free(o)));
    const assignAt = exportsAt.filter(moduleAt);
    for (const m of matchesAt(CJS_MEMBER, masked, memberAt)) exports.push(m[1]);
    for (const m of matchesAt(CJS_OBJECT, masked, assignAt)) exports.push(...names(m[1].replace(/:\s*[^,]+/g, '')));
    for (const m of matchesAt(CJS_VALUE, masked, assignAt)) exports.push(`module.exports = ${m[1]}`);

    const imports: string[] = [];
    /** Names this file binds to the child_process module, for telling its exec() from RegExp#exec. */
    const childProcess = new Set(CHILD_PROCESS_NAMES);
    for (const [re, offsets] of [[IMPORT_FROM, importAt], [IMPORT_BARE, importAt.filter((o) => masked.startsWith('import', o))], [IMPORT_CALL, callAt]] as const) {
      for (const m of matchesAt(re, masked, offsets)) {
        const s = at(m.index + m[0].length);
        if (!s || s.start !== m.index + m[0].length) continue;
        imports.push(s.value);
        if (!CHILD_PROCESS.has(s.value) || re === IMPORT_BARE) continue;
        const bound = re === IMPORT_FROM ? BINDS_MODULE.exec(m[0]) : ASSIGNED_TO.exec(masked.slice(Math.max(0, m.index - 80), m.index));
        const name = bound?.[1] ?? bound?.[2];
        if (name) childProcess.add(name);
      }
    }
    /** Whether `.exec(` at the dot `dot` is called on the child_process module. */
    const onChildProcess = (dot: number) => {
      let r = backOver(masked, dot);
      if (masked[r] === '?') r = backOver(masked, r);
      if (masked[r] === ')') {
        // `require('child_process').exec(`
        const s = at(backOver(masked, r));
        return s !== undefined && s.end === backOver(masked, r) + 1 && CHILD_PROCESS.has(s.value) && REQUIRE_OPEN.test(masked.slice(Math.max(0, s.start - 20), s.start));
      }
      let b = r;
      while (b >= 0 && /[\w$]/.test(masked[b])) b--;
      return childProcess.has(masked.slice(b + 1, r + 1));
    };

    const security: string[] = [];
    const line = (o: number) => (lines ??= new LineIndex(text)).line(o);
    for (const m of matchesAt(EVAL_CALL, masked, evalAt)) {
      const b = backOver(masked, m.index);
      if (masked[b] === '.' || (m.index > 0 && masked[m.index - 1] === '$') || isDefinition(masked, m.index, m.index + m[0].length - 1)) continue;
      security.push(`eval() at line ${line(m.index)}`);
    }
    if (rare.has('Function')) for (const m of masked.matchAll(/\bnew\s+Function\s*\(/g)) security.push(`new Function() at line ${line(m.index)}`);
    for (const m of matchesAt(EXEC_CALL, masked, execAt)) {
      // RegExp#exec takes a string too; only child_process's exec() and execSync() reach a shell.
      const b = backOver(masked, m.index);
      if (masked[b] === '.' ? m[1] === 'exec' && !onChildProcess(b) : (m.index > 0 && masked[m.index - 1] === '$') || isDefinition(masked, m.index, m.index + m[0].indexOf('('))) continue;
      const o = m.index + m[0].length;
      const s = at(o);
      const rest = masked.slice(o, o + 400);
      const interpolated = (s && s.start === o && (s.interpolated || /^["'][^"']*["']\s*\+/.test(rest))) || /^[A-Za-z_$][\w$.]*\s*\+/.test(rest);
      if (interpolated) security.push(`shell command built from an interpolated string passed to ${m[1]}() at line ${line(m.index)}`);
    }
    if (rare.has('shell')) for (const m of masked.matchAll(/\bshell\s*:\s*true\b/g)) security.push(`child process spawned with shell: true at line ${line(m.index)}`);
    for (const s of strings) {
      if (!isSqlText(s.value)) continue;
      const after = masked.slice(s.end, s.end + 40);
      const beforeS = masked.slice(Math.max(0, s.start - 40), s.start);
      if (s.interpolated || /^\s*\+/.test(after) || /\+\s*$/.test(beforeS)) security.push(`SQL text built by concatenation or interpolation at line ${line(s.start)}`);
    }
    if (rare.has('rejectUnauthorized')) for (const m of masked.matchAll(/\brejectUnauthorized\s*:\s*false\b/g)) security.push(`TLS certificate check disabled (rejectUnauthorized: false) at line ${line(m.index)}`);
    const tlsOff = (o: number) => {
      const rest = masked.slice(o, o + 20);
      const eq = /^\s*=\s*/.exec(rest);
      if (!eq) return false;
      const v = at(o + eq[0].length);
      return rest.slice(eq[0].length).startsWith('0') || (v !== undefined && v.start === o + eq[0].length && v.value === '0');
    };
    if (rare.has('NODE_TLS_REJECT_UNAUTHORIZED')) for (const m of masked.matchAll(/\bNODE_TLS_REJECT_UNAUTHORIZED\b/g)) if (tlsOff(m.index + m[0].length)) security.push(`TLS certificate check disabled (NODE_TLS_REJECT_UNAUTHORIZED=0) at line ${line(m.index)}`);
    for (const s of strings) {
      if (s.value !== 'NODE_TLS_REJECT_UNAUTHORIZED') continue;
      const close = /^\s*\]/.exec(masked.slice(s.end, s.end + 10));
      if (close && tlsOff(s.end + close[0].length)) security.push(`TLS certificate check disabled (NODE_TLS_REJECT_UNAUTHORIZED=0) at line ${line(s.start)}`);
    }

    const routes: string[] = [];
    for (const m of matchesAt(ROUTE, masked, routeAt)) {
      const s = at(m.index + m[0].length);
      if (s && s.start === m.index + m[0].length) routes.push(`${m[1].toUpperCase()} ${s.value}`);
    }
    const commands: string[] = [];
    if (rare.has('command')) for (const m of masked.matchAll(COMMAND)) {
      const s = at(m.index + m[0].length);
      if (s && s.start === m.index + m[0].length) commands.push(s.value.split(/\s/)[0]);
    }
    const lead = /^(?:#![^\n]*\n)?\s*(\/\*\*[\s\S]*?\*\/|(?:\/\/[^\n]*\n\s*)+)/.exec(text);
    return fileFacts({
      language: 'TypeScript/JavaScript',
      exports,
      imports,
      lines: lineCount(text),
      maxNesting: braceDepth(masked),
      security,
      routes,
      commands,
      doc: lead && !/^\/\*\*?\s*(@license|@preserve|copyright)/i.test(lead[1].trim()) && !/eslint|prettier|@ts-/.test(lead[1].slice(0, 40)) ? firstSentence(lead[1]) : null,
      hasMain: /^#!.*\bnode\b/.test(text),
      listens: (rare.has('listen') || rare.has('createServer') || rare.has('serve')) && /\.\s*listen\s*\(|\bcreateServer\s*\(|\bBun\.serve\s*\(|\bDeno\.serve\s*\(/.test(masked),
    });
  },
};
