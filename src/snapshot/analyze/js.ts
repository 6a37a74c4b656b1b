import { lex, LineIndex, stringAt, type Triggers } from './lexer.js';
import { braceDepth, firstSentence, lineCount, isSqlText, fileFacts, type LanguageAnalyzer } from './types.js';

// Each pattern is tried only where its trigger word stands (sticky, from the word's first
// character); the lexer finds the words in the same pass as strings and comments.
// `const enum` before `const`: else the enum's name read as `enum`.
const DECL = /export\s+(?:declare\s+)?(default\s+)?(?:async\s+)?(?:abstract\s+)?(function\s*\*?|class|const\s+enum\b|const|let|var|interface|type|enum|namespace|module)\s*([A-Za-z_$][\w$]*)?/y;
const EXPORT_LIST = /export\s+(type\s+)?\{([^}]*)\}/y;
const EXPORT_STAR = /export\s+\*\s*(?:as\s+([A-Za-z_$][\w$]*)\s+)?from\s*(?=["'])/y;
const EXPORT_DEFAULT = /export\s+default\b/y;
const EXPORT_ASSIGN = /export\s*=\s*([A-Za-z_$][\w$]*)/y;
/** At `exports`; `module.` before it is checked by hand. */
const CJS_MEMBER = /exports\.([A-Za-z_$][\w$]*)\s*=[^=]/y;
const CJS_OBJECT = /exports\s*=\s*\{([^}]*)\}/y;
const CJS_VALUE = /exports\s*=\s*(?!\{)([A-Za-z_$][\w$]*)/y;
const IMPORT_FROM = /(?:import|export)\b[^;'"`]*?\bfrom\s*(?=["'])/y;
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
  return list.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    const as = /\bas\s+([A-Za-z_$][\w$]*|default)$/.exec(s);
    return as ? as[1] : s.replace(/^type\s+/, '').split(/\s+/)[0];
  }).filter((s) => /^[A-Za-z_$][\w$]*$/.test(s));
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
    for (const m of matchesAt(DECL, masked, exportAt)) {
      if (m[3]) exports.push(m[1] ? `default (${m[3]})` : m[3]);
      else if (m[1]) exports.push('default');
    }
    for (const m of matchesAt(EXPORT_LIST, masked, exportAt)) exports.push(...names(m[2]));
    for (const m of matchesAt(EXPORT_STAR, masked, exportAt)) {
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
