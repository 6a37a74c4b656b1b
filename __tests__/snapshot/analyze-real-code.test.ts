import fc from 'fast-check';
import ts from 'typescript';
import { lex } from '../../src/snapshot/analyze/lexer.js';
import { jsAnalyzer } from '../../src/snapshot/analyze/js.js';
import { pythonAnalyzer } from '../../src/snapshot/analyze/python.js';
import { goAnalyzer } from '../../src/snapshot/analyze/go.js';
import { rustAnalyzer } from '../../src/snapshot/analyze/rust.js';
import { isSqlText } from '../../src/snapshot/analyze/types.js';

type Analyzer = typeof jsAnalyzer;

/** Every case's exports, compared at once: one test per defect, each case a shape seen in real code. */
function expectExports(analyzer: Analyzer, cases: readonly (readonly [string, readonly string[]])[]): void {
  expect(cases.map(([code]) => analyzer.analyze(code).exports)).toEqual(cases.map(([, exported]) => exported));
}

function expectSecurity(analyzer: Analyzer, cases: readonly (readonly [string, readonly string[]])[]): void {
  expect(cases.map(([code]) => analyzer.analyze(code).security)).toEqual(cases.map(([, found]) => found));
}

// Each case is cut down from a file of a published package or of CPython's standard library,
// where the analyzers' output differed from the TypeScript compiler's or Python's ast module.

describe('TypeScript/JavaScript exports on real code', () => {
  test.each([
    // A declaration keyword is a whole word: `typeof`, `classNames` and `functional` declare nothing.
    ['export default typeof structuredClone === "function" ? structuredClone : (any) => any;', ['default'], []],
    ['export default classNames;', ['default'], []],
    ['export default functional;\nexport const letters = 1;', ['letters', 'default'], []],
    // A named export starting with "default" is not the default export.
    ['export declare const defaultOrder: string[];\ndeclare const _default: X;\nexport default _default;', ['defaultOrder', 'default'], []],
    // Minified: no space after `export`.
    ['export{dD as ConfirmPrompt,x as Prompt};export*from"./m"', ['ConfirmPrompt', 'Prompt', '* from ./m'], ['./m']],
    // TypeScript 5's type-only star exports.
    ["export type * from './types.js';\nexport type * as T from './t.js';", ['* from ./types.js', 'T'], ['./types.js', './t.js']],
    ['export import Node = t.Node;', ['Node'], []],
    // Type parameters with defaults in a declared type are no declarators (hono, yaml).
    ['export declare const isMap: <K = unknown, V = unknown>(node: any) => node is YAMLMap<K, V>;', ['isMap'], []],
  ] as const)('%j exports %j', (code, exported, imported) => {
    const f = jsAnalyzer.analyze(code);
    expect(f.exports).toEqual(exported);
    expect(f.imports).toEqual(imported);
  });
  test('`export =` of a member, a named function or class lists its name; of anything else, an unnamed value', () => {
    expectExports(jsAnalyzer, [
      ['export = Reflect.apply;', ['= Reflect.apply']],
      ['export = class Store {}', ['= Store']],
      ['declare const _default: { a: 1 };\nexport = _default', ['= _default']],
      ['export = { a: 1 };', ['export =']],
    ]);
  });
  test('namespace members are listed under the namespace; an ambient module\'s exports are the file\'s own', () => {
    expectExports(jsAnalyzer, [
      ['export namespace N {\n  export const a = 1;\n  export function f() {}\n}\nexport const top = 1;', ['N', 'N.a', 'N.f', 'top']],
      ['declare namespace debug {\n  export interface Options {}\n}\nexport = debug;', ['debug.Options', '= debug']],
      ["declare module 'fs' {\n  export function statSync(p: string): void;\n}", ['statSync']],
    ]);
  });
});

/** A line of a generated TypeScript file, at its block depth. */
type Line = readonly [depth: number, text: string];
/** A generated statement: its lines at depth 0, numbered names filled in as it is written out. */
type Statement = (name: () => string) => Line[];

/**
 * The exports of TypeScript code as the compiler's AST shows them, named as the analyzer names
 * them: a namespace's members as `N.x`, an ambient module's as the file's own, and nothing
 * inside `declare global`, whose names are no module's.
 */
function compilerExports(code: string): string[] {
  const out: string[] = [];
  const exported = (s: ts.Statement) => ts.canHaveModifiers(s) && (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const walk = (statements: readonly ts.Statement[], prefix: string | null) => {
    for (const s of statements) {
      if (ts.isModuleDeclaration(s)) {
        let inner = prefix;
        if (s.flags & ts.NodeFlags.GlobalAugmentation) inner = null;
        else if (ts.isIdentifier(s.name) && prefix !== null) {
          if (exported(s)) out.push(prefix + s.name.text);
          inner = `${prefix}${s.name.text}.`;
        }
        if (s.body && ts.isModuleBlock(s.body)) walk(s.body.statements, inner);
      } else if (prefix !== null && exported(s)) {
        if (ts.isVariableStatement(s)) for (const d of s.declarationList.declarations) out.push(prefix + (d.name as ts.Identifier).text);
        else if (ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s) || ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s) || ts.isEnumDeclaration(s)) out.push(prefix + s.name!.text);
      }
    }
  };
  walk(ts.createSourceFile('generated.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS).statements, '');
  return [...new Set(out)];
}

// No file under node_modules writes a namespace's body at column 0, so these files are
// generated, and the compiler's AST says what they export.
describe('namespace bodies against the TypeScript compiler, however indented', () => {
  test('a body that is not indented is read as the indented one: its members are the namespace\'s, a global block\'s nobody\'s', () => {
    expectExports(jsAnalyzer, [
      ['export namespace Geo {\nexport const R = 6371;\nexport function dist() {}\n}', ['Geo', 'Geo.R', 'Geo.dist']],
      ['declare namespace debug {\nexport interface Options {}\n}\nexport = debug;', ['debug.Options', '= debug']],
      ["declare module 'geo' {\nexport namespace Units {\nexport const km = 1;\n}\nexport function dist(): number;\n}", ['Units', 'Units.km', 'dist']],
      ['declare global {\nexport interface Window { geo: unknown }\n}\nexport const top = 1;', ['top']],
    ]);
  });

  const declaration = fc.constantFrom<Statement>(
    (name) => [[0, `export const ${name()} = 1, ${name()} = { a: 1 };`]],
    (name) => [[0, `export function ${name()}() {`], [1, 'return { a: 1 };'], [0, '}']],
    (name) => [[0, `export interface ${name()} { x: number }`]],
    (name) => [[0, `export class ${name()} {`], [1, 'm() { return 1; }'], [0, '}']],
    (name) => [[0, `export type ${name()} = { a: 1 };`]],
    (name) => [[0, `export enum ${name()} { A, B }`]],
    (name) => [[0, `const ${name()} = { a: 1 };`]],
    (name) => [[0, `function ${name()}() { return 1; }`]],
  );
  const block = (head: (name: () => string) => string, body: Statement[]): Statement => (name) => [[0, `${head(name)} {`], ...body.flatMap((s) => s(name).map(([d, t]): Line => [d + 1, t])), [0, '}']];
  const namespaceHead = fc.constantFrom('export namespace', 'namespace', 'declare namespace', 'export declare namespace', 'export module');
  const { statement } = fc.letrec<{ statement: Statement }>((tie) => ({
    statement: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      declaration,
      fc.tuple(namespaceHead, fc.array(tie('statement'), { maxLength: 4 })).map(([head, body]) => block((name) => `${head} ${name()}`, body)),
    ),
  }));
  // Ambient modules and global augmentations stand at the top, a global one also inside an ambient module.
  const ambient = fc.tuple(fc.array(statement, { maxLength: 3 }), fc.option(fc.array(statement, { maxLength: 3 }))).map(([body, global]) => block(() => "declare module 'm'", global ? [...body, block(() => 'declare global', global)] : body));
  const global = fc.array(statement, { maxLength: 3 }).map((body) => block(() => 'declare global', body));
  const file = fc.array(fc.oneof(statement, ambient, global), { minLength: 1, maxLength: 5 });
  /** The statements written out, every block's body indented by `indent` (none: at column 0). */
  const write = (statements: readonly Statement[], indent: string) => {
    let n = 0;
    const name = () => `n${++n}`;
    return statements.flatMap((s) => s(name)).map(([depth, text]) => indent.repeat(depth) + text).join('\n');
  };
  const code = fc.tuple(file, fc.constantFrom('', '', '  ', '    ', '\t')).map(([statements, indent]) => write(statements, indent));

  test('the analyzer lists what the compiler reads, with bodies at column 0 or indented (property)', () => {
    fc.assert(
      fc.property(code, (text) => {
        expect(jsAnalyzer.analyze(text).exports).toEqual(compilerExports(text));
      }),
      {
        numRuns: 400,
        examples: [
          ['export namespace Geo {\nexport const R = 6371;\nexport function dist() {}\n}'],
          ["declare module 'x' {\nexport namespace N {\nexport const a = 1;\n}\n}\ndeclare global {\nexport const g = 1;\n}\nexport const top = 1;"],
        ],
      },
    );
  });
});

describe('CommonJS exports on real code', () => {
  test.each([
    // Minified chains (glob, tar): every name, not every other one.
    ['exports.a=exports.b=exports.c=void 0;', ['a', 'b', 'c']],
    // Keys of the exported object, not of objects nested in it (@eslint/js).
    ['module.exports = {\n  meta: { name, version },\n  configs: { all: require("./a") },\n};', ['meta', 'configs']],
    // Methods, accessors and quoted keys are members too (eslint rules); spreads and computed keys name nothing.
    ["module.exports = { create(context) { return {}; }, get rules() { return r; }, async run() {}, *gen() {}, 'quoted-key': 1, [computed]: 2, ...rest, b };", ['create', 'rules', 'run', 'gen', 'quoted-key', 'b']],
    // Babel and TypeScript output: defineProperty and bracketed names; the __esModule marker is no export.
    ['Object.defineProperty(exports, "__esModule", { value: true });\nObject.defineProperty(exports, "parse", { enumerable: true, get: function () { return p.parse; } });\nexports["default"] = _default;\nexports.__esModule = true;', ['parse', 'default']],
    ["Object.defineProperty(module.exports, 'x', { value: 1 });", ['x']],
    // A key built by concatenation names nothing the code shows (uglify-js).
    ['if (typeof exports !== "undefined") exports["AST_" + type] = ctor;\nexports["b"] = 1;', ['b']],
    // A single value: its name when it has one.
    ['module.exports = a.b;', ['module.exports = a.b']],
    ['module.exports = function named(a) {};', ['module.exports = named']],
    ['module.exports = require("./lib/core");', ['module.exports']],
    ['module.exports = new Emitter();', ['module.exports']],
    ['module.exports = factory()', ['module.exports']],
  ] as const)('%j exports %j', (code, exported) => {
    expect(jsAnalyzer.analyze(code).exports).toEqual(exported);
  });
  test('a name carried on by the next line is part of an expression (get-proto); `true` is no name (handlebars)', () => {
    expectExports(jsAnalyzer, [
      ['module.exports = reflectGetProto\n  ? function getProto(O) { return reflectGetProto(O); }\n  : null;', ['module.exports']],
      ['module.exports = true;', ['module.exports']],
      ["d = typeof module !== 'undefined' ? module.exports = e : g;", ['module.exports = e']],
    ]);
  });
});

describe('TypeScript/JavaScript imports on real code', () => {
  test.each([
    // Only a literal that is the whole argument names a module.
    ["require('u' + 'rl')", []],
    ["require('caniuse-lite/data/regions/' + code + '.js')", []],
  ] as const)('%j imports %j', (code, imported) => {
    expect(jsAnalyzer.analyze(code).imports).toEqual(imported);
  });
  test('a template literal without substitutions names a module; with them, or with options after it, as before', () => {
    const cases = [
      ['const m = require(`util`);\nconst g = await import(`./model/gpt-4o.js`);', ['util', './model/gpt-4o.js']],
      ['import(`./m/${x}.js`)', []],
      ["const m = await import('./m.js', { with: { type: 'json' } });", ['./m.js']],
    ] as const;
    expect(cases.map(([code]) => jsAnalyzer.analyze(code).imports)).toEqual(cases.map(([, imported]) => imported));
  });
});

describe('lexer on real code', () => {
  test('a regex after a comment is a regex (ajv, qs)', () => {
    const text = "const rx =\n  // eslint-disable-next-line no-control-regex\n  /[`\\\\]/g;\nimport x from './x';\nconst y = `a`;\n";
    expect(lex(text, 'js').strings.map((s) => s.value)).toEqual(['./x', 'a']);
    expect(jsAnalyzer.analyze(text).imports).toEqual(['./x']);
  });
  test('a regex after a block comment is a regex', () => {
    expect(lex("f(/* re */ /'/g, 'b');", 'js').strings.map((s) => s.value)).toEqual(['b']);
  });
  test('a keyword as a property name is no operator: a slash after it divides (ncc)', () => {
    const text = "const e = {then: a.then/o, else: a.else/o}; const s = '/'; import x from './x';\n";
    expect(lex(text, 'js').strings.map((s) => s.value)).toEqual(['/', './x']);
  });
});

describe('security indicators on real code', () => {
  const shell = (fn: string, line: number) => `shell command built from an interpolated string passed to ${fn}() at line ${line}`;
  test('shell: true counts in the options of a child process only (packwright\'s own command-lines.ts had it)', () => {
    expectSecurity(jsAnalyzer, [
      ["export const OPTS = { ...every(SHELLS, { options: ['-c'], shell: true }) };", []],
      ['const o = { shell: true };', []],
      ["spawn('node-gyp', ['rebuild'], {stdio: 'inherit', shell: true}).on('exit', f);", ['child process spawned with shell: true at line 1']],
      ["return execFileSync('pnpm', args.map(q), {\n  ...options,\n  shell: true\n})", ['child process spawned with shell: true at line 3']],
      ["const cp = require('child_process');\nconst opts = { stdio: 'pipe', shell: true };\ncp.spawn(cmd, opts);", ['child process spawned with shell: true at line 2']],
    ]);
  });
  test('shell: true passed to a spawning call under another name counts in a file that imports a spawning module; without one, not', () => {
    const found = (line: number) => [`child process spawned with shell: true at line ${line}`];
    expectSecurity(jsAnalyzer, [
      ["import { spawn as run } from 'node:child_process';\nrun(cmd, a, { shell: true });", found(2)],
      ["const spawn = require('cross-spawn');\nspawn.sync(cmd, a, { shell: true });", found(2)],
      ["import { execa } from 'execa';\nexeca.sync(cmd, { shell: true });", found(2)],
      ["const cp = require('child_process');\ncp.spawn(cmd, Object.assign({}, o, { shell: true }));", found(2)],
      ["import { every } from './shells.js';\nexport const OPTS = every(SHELLS, { shell: true });", []],
    ]);
  });
  test('a shell started by spawn or execFile with -c and an interpolated command line', () => {
    expectSecurity(jsAnalyzer, [
      ["spawn('sh', ['-c', `ls ${dir}`]);", [shell('spawn', 1)]],
      ['child_process.spawnSync("bash", ["-c", "ls " + dir], { stdio: "inherit" });', [shell('spawnSync', 1)]],
      ["execFile('/bin/sh', ['-c', cmd + x]);", [shell('execFile', 1)]],
      ["spawn('sh', ['-c', 'ls']);", []],
      ["spawn('ls', ['-c', `${x}`]);", []],
    ]);
  });
  test('prose is not SQL: a statement keyword in Title case starts a sentence', () => {
    const texts = [
      ['SELECT * FROM t WHERE id = 1', true],
      ['select name from t', true],
      ['SELECT name from t', true],
      ['Select strings (presumably filenames) from the list', false],
      ['Create table of contents as drop-down menu.', false],
      ['Delete from the cache', false],
    ] as const;
    expect(texts.map(([text]) => isSqlText(text))).toEqual(texts.map(([, sql]) => sql));
    expectSecurity(jsAnalyzer, [
      ['const msg = "Select a file from " + dir;', []],
      ['const t = "Create table of contents for " + doc;', []],
      ['db.query("select * from users where id = " + id);', ['SQL text built by concatenation or interpolation at line 1']],
    ]);
    expectSecurity(pythonAnalyzer, [['msg = "Select a file from %s" % d\n', []]]);
  });
  test('Python: a comparison with CERT_NONE disables nothing (http/client.py, ssl.py); an assignment or argument does', () => {
    expectSecurity(pythonAnalyzer, [
      ['will_verify = context.verify_mode != ssl.CERT_NONE\n', []],
      ['if ctx.verify_mode == CERT_NONE or x is CERT_NONE:\n    pass\n', []],
      ['ctx.verify_mode = ssl.CERT_NONE\n', ['TLS verification disabled (CERT_NONE) at line 1']],
      ['ctx = wrap(sock, cert_reqs=ssl.CERT_NONE)\n', ['TLS verification disabled (CERT_NONE) at line 1']],
    ]);
  });
});

describe('Python on real code', () => {
  test.each([
    // A bare tuple (asyncio/subprocess.py).
    ["__all__ = 'create_subprocess_exec', 'create_subprocess_shell'\ndef other(): pass\n", ['create_subprocess_exec', 'create_subprocess_shell']],
    // Constants bound by tuple targets, chains and statements after `;` (uuid.py, ctypes/wintypes.py, idlelib).
    ["RESERVED_NCS, RFC_4122 = ['a', 'b']\n_LARGE = LARGE_INTEGER = c\nADDR = PORT = None\nMC_A=0; MC_B=1\n[SUCCEED, FAIL] = range(2)\nGDB_TEXT, gdb_v = f()\n", ['RESERVED_NCS', 'RFC_4122', 'LARGE_INTEGER', 'ADDR', 'PORT', 'MC_A', 'MC_B', 'SUCCEED', 'FAIL', 'GDB_TEXT']],
    // A bracketed target list over several lines (idlelib/pyparse.py).
    ['(C_NONE, C_BACKSLASH,\n C_STRING) = range(3)\nafter = 1\n', ['C_NONE', 'C_BACKSLASH', 'C_STRING']],
    // A keyword argument on a line of its own binds nothing; a line after a closed bracket does.
    ['setup(\nNAME=1,\n)\nreport(x,\nDEBUG = True)\nX = {\n}\nY = 2\n', ['X', 'Y']],
  ] as const)('%j exports %j', (code, expected) => {
    expect(pythonAnalyzer.analyze(code).exports).toEqual(expected);
  });
  test.each([
    // Imports after a colon or a semicolon (telnetlib.py, test_future_stmt).
    ['def f():\n    if not re: import re\n', ['re']],
    ['from __future__ import nested_scopes; import site\n', ['__future__', 'site']],
    ['try: import json\nexcept ImportError: json = None\n', ['json']],
  ] as const)('%j imports %j', (code, expected) => {
    expect(pythonAnalyzer.analyze(code).imports).toEqual(expected);
  });
});

describe('Go on real code', () => {
  test.each([
    // A receiver without a name.
    ['package a\nfunc (Store[T]) Len() int { return 0 }\nfunc (*Store) Reset() {}\n', ['Store.Len', 'Store.Reset']],
    // Methods of an unexported type are not exported, whatever their own name (net/http's socketContext).
    ['package a\ntype socketContext struct{}\nfunc (s *socketContext) Done() {}\nfunc (socketContext) Err() error { return nil }\nfunc (s *Conn) Close() {}\nfunc (s *Conn) reset() {}\n', ['Conn.Close']],
    // Every name of a spec, not only the first.
    ['package a\nvar X, y, Z int\nconst (\n\tA, B = 1, 2\n\tc, D = 3, 4\n)\n', ['X', 'Z', 'A', 'B', 'D']],
    // Fields of a struct type or literal inside a group are no package names.
    ['package a\ntype (\n\tConfig struct {\n\t\tPort int\n\t}\n)\nvar (\n\tDefault = Config{\n\t\tPort: 8080,\n\t}\n\tNames = []string{\n\t\t"A",\n\t}\n)\n', ['Config', 'Default', 'Names']],
  ] as const)('%j exports %j', (code, expected) => {
    expect(goAnalyzer.analyze(code).exports).toEqual(expected);
  });
});

describe('Rust on real code', () => {
  test.each([
    // A method is its type's: listed with it.
    ["pub struct Store<'a> { d: &'a str }\nimpl<'a> Store<'a> {\n    pub fn get(&self) -> &'a str { self.d }\n    fn private(&self) {}\n}\n", ['Store', 'Store::get']],
    ['impl<T: Clone> Wrapper<T> where T: Debug {\n    pub const fn new() -> Self { todo!() }\n}\nimpl fmt::Display for Wrapper {\n    fn fmt(&self) {}\n}\n', ['Wrapper::new']],
    // A raw identifier is a name as written.
    ['pub fn r#match() {}\npub struct r#type;\n', ['r#match', 'r#type']],
    // Items of a private module or of a function body are not reachable from outside.
    ['mod inline {\n    pub fn inner() {}\n}\n#[cfg(test)]\nmod tests {\n    pub fn helper() {}\n}\nfn main() {\n    pub struct Local;\n}\n', []],
    // Items of a public inline module are, under its name; foreign items are the module's own.
    ['pub mod api {\n    pub fn handler() {}\n}\nextern "C" {\n    pub fn ffi(x: i32);\n}\n', ['api', 'api::handler', 'ffi']],
  ] as const)('%j exports %j', (code, expected) => {
    expect(rustAnalyzer.analyze(code).exports).toEqual(expected);
  });
});

/** Whether `name` stands in `text` as a whole word (not inside a longer identifier). */
function standsIn(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    if (!/[\w$]/.test(text[at - 1] ?? '') && !/[\w$]/.test(text[at + name.length] ?? '')) return true;
  }
  return false;
}

describe('analyzers never throw and never report a name absent from the source (property)', () => {
  // No backslashes: an escaped string export name (`'\u0041'`) is listed decoded, as it should be.
  const common = [' ', '\n', '\t', '{', '}', '(', ')', '[', ']', ',', ';', ':', '=', '.', '*', '"', "'", 'a', 'Foo', 'x1', '//', '/*', '*/'];
  const cases = {
    js: {
      analyzer: jsAnalyzer,
      chunks: [...common, '`', '${', '/', 'export ', 'default ', 'const ', 'function', 'class', 'typeof ', 'classNames', 'namespace ', 'import ', 'from ', 'require(', 'module.exports', 'exports.', 'Object.defineProperty(exports, ', 'as ', "'m'", '"n"', '=>', 'async ', 'get '],
      // Real shapes that once listed a piece of a word (`of` of typeof, `Names` of classNames).
      examples: ['export default typeof structuredClone === "function" ? a : b;', 'export default classNames;', 'export default functional'],
    },
    go: {
      analyzer: goAnalyzer,
      chunks: [...common, '`', 'package ', 'func ', 'type ', 'var ', 'const ', 'import ', 'Store', '[T any]', 'struct', '"fmt"', '*'],
      // A receiver without a name once listed the last letter of its type (`e.Len`).
      examples: ['package a\nfunc (Store) Len() int { return 0 }\n'],
    },
  };
  test.each(Object.keys(cases) as (keyof typeof cases)[])('%s', (lang) => {
    const { analyzer, chunks, examples } = cases[lang];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...chunks), { maxLength: 80 }).map((c) => c.join('')), (text) => {
        const f = analyzer.analyze(text);
        for (const item of [...f.exports, ...f.imports]) {
          for (const word of item.split(/[^\w$]+/).filter(Boolean)) expect([item, word, standsIn(text, word)]).toEqual([item, word, true]);
        }
      }),
      { numRuns: 400, examples: examples.map((e) => [e]) },
    );
  });
});
