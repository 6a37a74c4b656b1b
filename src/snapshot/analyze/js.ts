import { lex, LineIndex, stringAt, type Triggers } from './lexer.js';
import { blockScopes, firstSentence, lineCount, isSqlText, fileFacts, type LanguageAnalyzer } from './types.js';

// Each pattern is tried only where its trigger word stands (sticky, from the word's first
// character); the lexer finds the words in the same pass as strings and comments.
// `const enum` before `const`: else the enum's name read as `enum`. Each keyword is a whole
// word: `export default typeof x` and `export default classNames` declare nothing.
// `export import A = B.C` (TypeScript) exports A.
const DECL = /export\s+(?:declare\s+)?(default\s+)?(?:async\s+)?(?:abstract\s+)?(function(?![\w$])\s*\*?|(?:class|const\s+enum|const|let|var|interface|type|enum|namespace|module|import)(?![\w$]))\s*([A-Za-z_$][\w$]*)?/y;
/** Minified code writes `export{a as b}` and `export*from"m"`. */
const EXPORT_LIST = /export\s*(type\s+)?\{([^}]*)\}/y;
/** `export * as name from` or, ES2022, `export * as 'any string' from` (group 2, masked: blanks between quotes); `export type *` (TypeScript 5). */
const EXPORT_STAR = /export\s*(?:type\s*)?\*\s*(?:as\s+([A-Za-z_$][\w$]*)\s+|as\s*('[^']*'|"[^"]*")\s*)?from\s*(?=["'])/y;
const EXPORT_DEFAULT = /export\s+default\b/y;
/**
 * Where `export =` or `module.exports =` assigns a value with a name: a named function or class
 * (group 1), or a dotted name that is the whole value (group 2; at a line end, the caller checks
 * that the next line does not carry the expression on). `true`, `this` or `new` name nothing.
 */
const VALUE_NAME = /(?:(?:function(?![\w$])\s*\*?|class(?![\w$]))\s*([A-Za-z_$][\w$]*)|(?!(?:true|false|null|undefined|this|new|typeof|void|await|async|function|class)(?![\w$]))([A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*)(?=[ \t]*(?:[;,:)}\n\r]|$)))?/.source;
/** `export = value` (TypeScript): VALUE_NAME's groups 1 and 2. */
const EXPORT_ASSIGN = new RegExp(`export\\s*=\\s*${VALUE_NAME}`, 'y');
/** At `exports`; `module.` before it is checked by hand. `=` not followed by `=`: minified chains (`exports.a=exports.b=void 0`) leave no space to consume. */
const CJS_MEMBER = /exports\.([A-Za-z_$][\w$]*)\s*=(?!=)/y;
/** `exports['name'] =` (Babel's `exports["default"]`), the string the whole key: its quote ends the match. */
const CJS_ELEMENT = /exports\s*\[\s*(?=(?:'[^'\n]*'|"[^"\n]*")\s*\]\s*=(?!=))/y;
/** `module.exports = value`: an object literal's `{` (group 1), or VALUE_NAME's groups as 2 and 3. */
const CJS_VALUE = new RegExp(`exports\\s*=(?!=)\\s*(?:(\\{)|${VALUE_NAME})`, 'y');
/** Before `exports` (or `module.exports`): the call that defines a property on it; its name follows as a string. */
const DEFINE_PROPERTY = /\bObject\s*\.\s*defineProperty\s*\(\s*$/;
/** Babel's and TypeScript's marker of a module compiled from ESM: not an export of the source. */
const ES_MODULE_MARKER = '__esModule';
// The clause before `from` holds no string, except a name in braces or after `* as` (ES2022:
// `export { 'a-b' as c } from`, `export * as 'ns' from`); a `{` only opens a group closed before `;`.
const IMPORT_FROM = /(?:import|export)\b(?:[^;'"`{]|\{[^;}]*\}|\bas\s*(?:'[^']*'|"[^"]*"))*?\bfrom\s*(?=["'])/y;
const IMPORT_BARE = /import\s*(?=["'])/y;
/** `import(` or `require(` before a quote or a backtick: the literal must be the whole first argument. */
const IMPORT_CALL = /(?:import|require)\s*\(\s*(?=["'`])/y;
/** What may follow a module name that is the whole first argument: the call's end or its options. */
const ARGUMENT_END = /^\s*[),]/;
const ROUTE = /(?:app|router|server|api|route|fastify)\s*\.\s*(get|post|put|patch|delete|head|options|all)\s*\(\s*(?=["'`])/iy;
const COMMAND = /\.\s*command\s*\(\s*(?=["'`])/g;
/** `eval(`, or `eval)(` closing a group such as the indirect eval `(0, eval)(code)` (group 1). */
const EVAL_CALL = /eval\s*(\)\s*)?\(/y;
/** Names of the global object: `window.eval(code)` is the global eval (indirect, run in global scope), not a method of some object. */
const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self', 'global']);
/** Words after which a `(` opens a group rather than a call's arguments: `return (0, eval)(x)`. */
const GROUP_AFTER_WORD = /(?:^|[^\w$.])(?:return|await|yield|void|typeof|throw|case|in|of|else|do|new|delete)$/;
const EXEC_CALL = /(exec|execSync)\s*\(\s*/y;
/**
 * `spawn('sh', ['-c', line])`: a program (group 2) and its first argument (group 3), as masked
 * text shows strings (quotes around blanks); the next argument, the command line, follows the match.
 */
const SPAWN_SHELL = /(spawn|spawnSync|execFile|execFileSync)\s*\(\s*("[^"\n]*"|'[^'\n]*')\s*,\s*\[\s*("[^"\n]*"|'[^'\n]*')\s*,\s*/y;
const SHELL_PROGRAM = /^(?:(?:\/usr)?\/bin\/)?(?:sh|bash|zsh|dash|ksh|cmd|cmd\.exe|powershell|pwsh)$/;
const SHELL_LINE_OPTION = new Set(['-c', '/c', '/C', '-Command']);
/** Calls whose options object starts a child process, known by name where the file imports no spawning module (it may call one through a module of its own). */
const SPAWNING_CALLS = new Set(['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork', 'execa', 'execaSync', 'execaCommand', 'execaCommandSync', 'crossSpawn']);
/** Modules that start child processes: a file importing one may reach them under any name, with options built anywhere. */
const SPAWNING_MODULES = new Set(['child_process', 'node:child_process', 'cross-spawn', 'execa']);
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
const RARE = ['eval', 'Function', 'execSync', 'exec', 'spawn', 'spawnSync', 'execFile', 'execFileSync', 'shell', 'rejectUnauthorized', 'NODE_TLS_REJECT_UNAUTHORIZED', 'listen', 'createServer', 'serve', 'command'];
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

/**
 * A member of an object literal at its start: an optional `async`, `get`, `set` or `*`, then the
 * key (a name or a string; group 1) and what follows it (group 2): `:` for a value, `(` for a
 * method, `,` or `}` for a shorthand name. A spread, a computed or numeric key matches nothing.
 */
const MEMBER_KEY = /(?:(?:async|get|set)\s+(?=[\w$'"*]))?(?:\*\s*)?([A-Za-z_$][\w$]*|'[^']*'|"[^"]*")\s*([:(,}])/y;

/**
 * The keys of the object literal whose `{` is at `open` in masked text, a quoted one read back
 * by `quotedName`: `module.exports = { a, b: 1, c() {}, get d() {}, 'e-f': 2 }` exports a to
 * e-f. Keys of objects nested in the values are not the module's.
 */
function objectKeys(masked: string, open: number, quotedName: (m: RegExpExecArray) => string | null): string[] {
  const close = skipBalanced(masked, open) - 1;
  if (close < 0) return [];
  const out: string[] = [];
  for (let i = skipBlank(masked, open + 1); i < close; ) {
    MEMBER_KEY.lastIndex = i;
    const m = MEMBER_KEY.exec(masked);
    if (m && m[1][0] !== '"' && m[1][0] !== "'") out.push(m[1]);
    else if (m && m[2] !== ',' && m[2] !== '}') {
      // A quoted key (never shorthand), the first string in the match.
      const value = quotedName(m);
      if (value !== null) out.push(value);
    }
    // On to the comma that ends the member, past brackets in its value.
    let depth = 0;
    for (; i < close; i++) {
      const c = masked[i];
      if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') depth--;
      else if (c === ',' && depth === 0) break;
    }
    i = skipBlank(masked, i + 1);
  }
  return out;
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
function listNames(masked: string, open: number, close: number, nameAt: (quote: number) => string | null): string[] {
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
      const value = nameAt(from + item.trimEnd().length - name.length);
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
/** After a binding: its type annotation (`a: T`, `a!: T`). */
const TYPE_FOLLOWS = /^[ \t]*!?[ \t]*:/;
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
    // Its type and initializer, up to a comma that starts the next binding. In the type (from
    // `:` to `=`), `<` and `>` are brackets: `f: <T = unknown, U = any>() => U` declares f alone.
    let depth = 0;
    let inType = TYPE_FOLLOWS.test(masked.slice(i, i + 8));
    let angles = 0;
    for (;; i++) {
      if (i >= masked.length) return out;
      const c = masked[i];
      if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') {
        if (depth === 0) return out;
        depth--;
      } else if (depth > 0) continue;
      else if (inType && c === '<') angles++;
      else if (inType && c === '>' && masked[i - 1] !== '=') angles = Math.max(0, angles - 1);
      else if (angles > 0) continue;
      else if (c === '=' && masked[i + 1] !== '>') inType = false;
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

/** What the block a `{` opens makes of the exports in it, from the code before the brace. */
const NAMESPACE_OPEN = /(?:^|[^\w$.])(?:namespace|module)\s+([A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*)\s*$/;
const AMBIENT_MODULE_OPEN = /(?:^|[^\w$.])module\s*(?:'[^'\n]*'|"[^"\n]*")\s*$/;

/**
 * The prefix a block gives the exports in it, from the code before its `{` at `brace`: '' for an
 * ambient module (`declare module 'fs' { export … }` lists the file's own), `N.` for
 * `namespace N { … }` (its members are N's, not the module's), null for any other block
 * (`declare global`, or code the lexer could not follow), whose exports are no module's.
 */
function namespacePrefix(masked: string, brace: number): string | null {
  const head = masked.slice(Math.max(0, brace - 200), brace);
  const ns = NAMESPACE_OPEN.exec(head);
  return ns ? `${ns[1].replace(/\s+/g, '')}.` : AMBIENT_MODULE_OPEN.test(head) ? '' : null;
}

/**
 * Whether the `shell: true` at `o` is in the options of a child process. In a file that imports
 * a spawning module (`spawns`), any object counts: the call it reaches may go by another name
 * (`import { spawn as run }`, `spawn.sync` of cross-spawn, `execa.sync`), or the object through a
 * helper or a variable (`Object.assign({}, o, { shell: true })`, `const opts = {…}`). Elsewhere
 * only an object passed straight to a spawning call counts (`spawn(cmd, args, { shell: true })`),
 * not one passed to any other (`every(SHELLS, { shell: true })`).
 */
function startsChildProcess(masked: string, o: number, spawns: boolean): boolean {
  const object = unmatchedOpen(masked, o, '{');
  if (object < 0) return false;
  if (spawns) return true;
  const b = backOver(masked, object);
  if (masked[b] !== '(' && masked[b] !== ',') return false;
  const call = unmatchedOpen(masked, object, '(');
  if (call < 0) return false;
  const end = backOver(masked, call) + 1;
  let start = end;
  while (start > 0 && /[\w$]/.test(masked[start - 1])) start--;
  return SPAWNING_CALLS.has(masked.slice(start, end));
}

/** The offset of the `open` bracket (`{` or `(`) enclosing `o`, brackets between balanced; -1 if none within reach. */
function unmatchedOpen(masked: string, o: number, open: '{' | '('): number {
  let depth = 0;
  for (let i = o - 1, stop = Math.max(0, o - 4000); i >= stop; i--) {
    const c = masked[i];
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '(' || c === '[' || c === '{') {
      if (depth === 0) return c === open ? i : -1;
      depth--;
    }
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
    /** The value of the string literal whose quote is at `o`, escapes decoded; null if none starts there or it holds no name. */
    const nameAt = (o: number) => {
      const s = at(o);
      return s && s.start === o ? stringValue(s.value) : null;
    };
    /** The name a match holds as its first string literal (`export * as 'a-b' from`, a quoted key). */
    const quotedName = (m: RegExpExecArray) => nameAt(m.index + m[0].search(/["']/));
    /** `import(`, `require(`, and exports members must not follow a word character, `$` or `.`. */
    const free = (o: number) => o === 0 || !/[\w$.]/.test(masked[o - 1]);
    const exportAt: number[] = [];
    const importAt: number[] = [];
    const exportsAt: number[] = [];
    const callAt: number[] = [];
    const routeAt: number[] = [];
    const evalAt: number[] = [];
    const execAt: number[] = [];
    const spawnAt: number[] = [];
    const rare = new Set<string>();
    for (const { at: o, word } of triggers) {
      if (word === 'export') {
        // `export` must start a word for the export patterns, and not be a property
        // (`obj.export = …`); `$export` still counts for `from`.
        importAt.push(o);
        if (o === 0 || (masked[o - 1] !== '$' && masked[o - 1] !== '.')) exportAt.push(o);
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
        else if (word === 'spawn' || word === 'spawnSync' || word === 'execFile' || word === 'execFileSync') spawnAt.push(o);
      }
      else routeAt.push(o);
    }

    const exports: string[] = [];
    /** Where the string around offset `o` ends, or `o` when `o` is code. */
    const inString = (o: number) => {
      const s = at(o);
      return s && s.start <= o && o < s.end ? s.end : o;
    };
    // Exports that all start a line are placed in their blocks too: a namespace's body need not
    // be indented. The walk that places them also measures the nesting, which braceDepth walked
    // the braces for on its own: still one walk per file.
    const nesting = { max: 0 };
    const scopeAt = blockScopes(masked, exportAt, (brace) => namespacePrefix(masked, brace), nesting);
    /** Adds names exported by the statement at `o`, under its namespace; none outside a module's scope. */
    const exported = (o: number, ...names: string[]) => {
      const prefix = scopeAt.get(o);
      if (prefix === '') exports.push(...names);
      else if (prefix) for (const n of names) exports.push(prefix + n);
    };
    for (const m of matchesAt(DECL, masked, exportAt)) {
      if (!m[1] && (m[2] === 'const' || m[2] === 'let' || m[2] === 'var')) {
        exported(m.index, ...declaredNames(masked, m.index + m[0].length - (m[3]?.length ?? 0), inString));
      } else if (m[3]) exported(m.index, m[1] ? `default (${m[3]})` : m[3]);
      else if (m[1]) exported(m.index, 'default');
    }
    for (const m of matchesAt(EXPORT_LIST, masked, exportAt)) exported(m.index, ...listNames(masked, m.index + m[0].length - m[2].length - 2, m.index + m[0].length - 1, nameAt));
    for (const m of matchesAt(EXPORT_STAR, masked, exportAt)) {
      if (m[2]) {
        // `export * as 'name' from`.
        const value = quotedName(m);
        if (value !== null) exported(m.index, value);
        continue;
      }
      const s = at(m.index + m[0].length);
      exported(m.index, m[1] ? m[1] : `* from ${s?.value ?? '?'}`);
    }
    const defaultExport = matchesAt(EXPORT_DEFAULT, masked, exportAt).next();
    if (!defaultExport.done && !exports.some((e) => e === 'default' || e.startsWith('default ('))) exported(defaultExport.value.index, 'default');
    /** The name of the value `export =` or `module.exports =` assigns, or null: of `a\n  ? b : c`, none. */
    const valueName = (fn: string | undefined, dotted: string | undefined, end: number) => {
      if (fn) return fn;
      if (!dotted) return null;
      const after = skipSpaces(masked, end);
      if (masked[after] !== '\n' && masked[after] !== '\r') return dotted.replace(/\s+/g, '');
      const next = masked[skipBlank(masked, after)];
      return next !== undefined && (CONTINUES_AFTER.has(next) || next === '(' || next === '[' || next === '`') ? null : dotted.replace(/\s+/g, '');
    };
    for (const m of matchesAt(EXPORT_ASSIGN, masked, exportAt)) {
      const name = valueName(m[1], m[2], m.index + m[0].length);
      exported(m.index, name ? `= ${name}` : 'export =');
    }
    // `module.exports` counts where `module` is free; bare `exports` where it is.
    const moduleAt = (o: number) => o >= 7 && masked.startsWith('module.', o - 7) && free(o - 7);
    const memberAt = exportsAt.filter((o) => (o >= 7 && masked.startsWith('module.', o - 7) ? free(o - 7) : free(o)));
    const assignAt = exportsAt.filter(moduleAt);
    // `exports.a =`, `exports['a'] =`, `Object.defineProperty(exports, 'a', …)`, in source order.
    for (let k = 0, end = 0; k < memberAt.length; k++) {
      const o = memberAt[k];
      if (o < end) continue;
      let name: string | null = null;
      CJS_MEMBER.lastIndex = o;
      CJS_ELEMENT.lastIndex = o;
      const member = CJS_MEMBER.exec(masked);
      const element = member ? null : CJS_ELEMENT.exec(masked);
      if (member) {
        name = member[1];
        end = CJS_MEMBER.lastIndex;
      } else if (element) {
        name = nameAt(CJS_ELEMENT.lastIndex);
        end = CJS_ELEMENT.lastIndex;
      } else {
        const start = moduleAt(o) ? o - 7 : o;
        const comma = /^\s*,\s*/.exec(masked.slice(o + 7, o + 40));
        if (comma && DEFINE_PROPERTY.test(masked.slice(Math.max(0, start - 40), start))) name = nameAt(o + 7 + comma[0].length);
      }
      if (name !== null && name !== ES_MODULE_MARKER) exports.push(name);
    }
    for (const m of matchesAt(CJS_VALUE, masked, assignAt)) {
      if (m[1]) exports.push(...objectKeys(masked, m.index + m[0].length - 1, quotedName).filter((k) => k !== ES_MODULE_MARKER));
      else {
        const name = valueName(m[2], m[3], m.index + m[0].length);
        exports.push(name ? `module.exports = ${name}` : 'module.exports');
      }
    }

    const imports: string[] = [];
    /** Names this file binds to the child_process module, for telling its exec() from RegExp#exec. */
    const childProcess = new Set(CHILD_PROCESS_NAMES);
    for (const [re, offsets] of [[IMPORT_FROM, importAt], [IMPORT_BARE, importAt.filter((o) => masked.startsWith('import', o))], [IMPORT_CALL, callAt]] as const) {
      for (const m of matchesAt(re, masked, offsets)) {
        const s = at(m.index + m[0].length);
        if (!s || s.start !== m.index + m[0].length) continue;
        // `require('u' + 'rl')` and `import(`./m/${x}`)` name no module the code shows.
        if (re === IMPORT_CALL && (s.interpolated || !ARGUMENT_END.test(masked.slice(s.end, s.end + 20)))) continue;
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
    /** Whether the argument at `o` is a string built by interpolation or concatenation (`\`ls ${d}\``, `'ls ' + d`, `cmd + d`). */
    const interpolatedAt = (o: number) => {
      const s = at(o);
      const rest = masked.slice(o, o + 400);
      return (s !== undefined && s.start === o && (s.interpolated || /^["'][^"']*["']\s*\+/.test(rest))) || /^[A-Za-z_$][\w$.]*\s*\+/.test(rest);
    };
    /**
     * Offset of the last non-blank character before `eval` at `o` and its receiver (-1 at the
     * text's start), or undefined when it is a method of an object other than the global one
     * (`obj.eval(`, `a.window.eval(`).
     */
    const beforeEval = (o: number) => {
      const b = backOver(masked, o);
      if (masked[b] !== '.') return b;
      let r = backOver(masked, b);
      if (masked[r] === '?') r = backOver(masked, r);
      let w = r;
      while (w >= 0 && /[\w$]/.test(masked[w])) w--;
      if (!GLOBAL_OBJECTS.has(masked.slice(w + 1, r + 1))) return undefined;
      const before = backOver(masked, w + 1);
      return masked[before] === '.' ? undefined : before;
    };
    /** Whether `(… eval)` ending before `b` is a parenthesised expression (`(0, eval)`), not a call's arguments (`wrap(0, eval)`). */
    const groupsEval = (b: number) => {
      if (masked[b] !== ',' && masked[b] !== '(') return false;
      let depth = 0;
      for (let i = b, stop = Math.max(0, b - 200); i >= stop; i--) {
        const c = masked[i];
        if (c === ')' || c === ']' || c === '}') depth++;
        else if ((c === '(' || c === '[' || c === '{') && --depth < 0) {
          if (c !== '(') return false;
          const p = backOver(masked, i);
          return p < 0 || !/[\w$)\]]/.test(masked[p]) || GROUP_AFTER_WORD.test(masked.slice(Math.max(0, p - 7), p + 1));
        }
      }
      return false;
    };
    for (const m of matchesAt(EVAL_CALL, masked, evalAt)) {
      if (m.index > 0 && masked[m.index - 1] === '$') continue;
      const b = beforeEval(m.index);
      if (b === undefined) continue;
      if (m[1] ? !groupsEval(b) : isDefinition(masked, m.index, m.index + m[0].length - 1)) continue;
      security.push(`eval() at line ${line(m.index)}`);
    }
    if (rare.has('Function')) for (const m of masked.matchAll(/\bnew\s+Function\s*\(/g)) security.push(`new Function() at line ${line(m.index)}`);
    for (const m of matchesAt(EXEC_CALL, masked, execAt)) {
      // RegExp#exec takes a string too; only child_process's exec() and execSync() reach a shell.
      const b = backOver(masked, m.index);
      if (masked[b] === '.' ? m[1] === 'exec' && !onChildProcess(b) : (m.index > 0 && masked[m.index - 1] === '$') || isDefinition(masked, m.index, m.index + m[0].indexOf('('))) continue;
      if (interpolatedAt(m.index + m[0].length)) security.push(`shell command built from an interpolated string passed to ${m[1]}() at line ${line(m.index)}`);
    }
    for (const m of matchesAt(SPAWN_SHELL, masked, spawnAt)) {
      if ((m.index > 0 && masked[m.index - 1] === '$') || isDefinition(masked, m.index, m.index + m[0].indexOf('('))) continue;
      const program = at(m.index + m[0].indexOf(m[2]));
      const option = at(m.index + m[0].lastIndexOf(m[3]));
      if (program && SHELL_PROGRAM.test(program.value) && option && SHELL_LINE_OPTION.has(option.value) && interpolatedAt(m.index + m[0].length)) {
        security.push(`shell command built from an interpolated string passed to ${m[1]}() at line ${line(m.index)}`);
      }
    }
    if (rare.has('shell')) {
      const spawns = imports.some((i) => SPAWNING_MODULES.has(i));
      for (const m of masked.matchAll(/\bshell\s*:\s*true\b/g)) if (startsChildProcess(masked, m.index, spawns)) security.push(`child process spawned with shell: true at line ${line(m.index)}`);
    }
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
      maxNesting: nesting.max,
      security,
      routes,
      commands,
      doc: lead && !/^\/\*\*?\s*(@license|@preserve|copyright)/i.test(lead[1].trim()) && !/eslint|prettier|@ts-/.test(lead[1].slice(0, 40)) ? firstSentence(lead[1]) : null,
      hasMain: /^#!.*\bnode\b/.test(text),
      listens: (rare.has('listen') || rare.has('createServer') || rare.has('serve')) && /\.\s*listen\s*\(|\bcreateServer\s*\(|\bBun\.serve\s*\(|\bDeno\.serve\s*\(/.test(masked),
    });
  },
};
