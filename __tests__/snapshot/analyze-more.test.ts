import { lex } from '../../src/snapshot/analyze/lexer.js';
import { jsAnalyzer } from '../../src/snapshot/analyze/js.js';
import { pythonAnalyzer } from '../../src/snapshot/analyze/python.js';
import { resolveImport } from '../../src/snapshot/analyze/graph.js';

describe('TypeScript/JavaScript variable exports', () => {
  test.each([
    // Destructuring patterns export the names they bind, not their keys.
    ['export const { a, b: c } = obj;', ['a', 'c']],
    ['export const [x, y] = arr;', ['x', 'y']],
    ['export const { a = 1, b: { c, d: [e, , f] }, ...rest } = obj;', ['a', 'c', 'e', 'f', 'rest']],
    ["export const { 'x-y': xy, [key]: k, 0: zero } = obj;", ['xy', 'k', 'zero']],
    ['export const [first, , third = f(1, 2), ...others] = arr;', ['first', 'third', 'others']],
    ['export const { a }: { a: number } = obj, [b] = arr;', ['a', 'b']],
    // Every declarator, not only the first; commas inside initialisers separate nothing.
    ['export let x = 1, y = 2', ['x', 'y']],
    ['export const a = f(1, 2), b = [3, 4];', ['a', 'b']],
    ['export let p, q;', ['p', 'q']],
    ['export var s = { u: 1, v: 2 }, t = (1, 2), w = `${m, n}`;', ['s', 't', 'w']],
    ['export declare const d1: number, d2: string;', ['d1', 'd2']],
    ['export const f = (a, b) => a + b, g = 2;', ['f', 'g']],
    ['export const a = 1,\n  b = 2;', ['a', 'b']],
    ['export const a = cond\n  ? 1\n  : 2, b = 3;', ['a', 'b']],
    ['export const t = `line1\nline2`, u = 1;', ['t', 'u']],
    // Type arguments are not declarators.
    ['export const m = new Map<string, number>(), n = 1;', ['m', 'n']],
    ['export const m: Map<string, number> = new Map();', ['m']],
    ['export const r = make<A, B, C>();', ['r']],
    ['export const g = <T, U>(x: T): U => x as unknown as U;', ['g']],
    // The statement ends at `;`, at a closing bracket or at a line end not carried on.
    ['export const a = 1\nconst b = 2, c = 3;\n', ['a']],
    ['export let i = j++\nconst q = 1, r = 2;\n', ['i']],
    ['export const a = 1; const b = 2, c = 3;', ['a']],
    ['namespace N { export let a = 1, b }\nlet z = 1, w;', ['N.a', 'N.b']],
    ['export const el = <p>Hi, there\n</p>;', ['el']],
    ['export const el = <p>Hi, there</p>;', ['el']],
    // Not a pattern: nothing.
    ['export const { a b } = obj;', []],
    // CommonJS object members: accessors and methods are members too.
    ['module.exports = { get a() { return 1; } };', ['a']],
    ['module.exports = { async run() {}, b };', ['run', 'b']],
    ['module.exports = { a, b: fmt };', ['a', 'b']],
  ] as const)('%j exports %j', (code, expected) => {
    expect(jsAnalyzer.analyze(code).exports).toEqual(expected);
  });
});

describe('TypeScript/JavaScript string export names (ES2022)', () => {
  test.each([
    // An arbitrary module namespace name lists as its value; of `'a' as b`, the name b.
    ["const x = 1;\nexport { x as 'string name' };", ['string name'], []],
    ['const x = 1;\nexport { x as "a-b", x as y, x as \'c,d\' };', ['a-b', 'y', 'c,d'], []],
    ["export { 'a' as b } from './m';", ['b'], ['./m']],
    ["export { 'a', 'b-c' as 'd e', f } from './m';", ['a', 'd e', 'f'], ['./m']],
    ["export * as 'ns name' from './m';\nexport * as ns from './n';", ['ns name', 'ns'], ['./m', './n']],
    ["export * as'ns'from'./m'", ['ns'], ['./m']],
    ["export {\n  x as 'multi',\n  type T as 'type name',\n} from \"./m\";", ['multi', 'type name'], ['./m']],
    ["import { 'a-b' as ab } from './m';\nexport { ab as 'x' };", ['x'], ['./m']],
    ["export { x as 'default' };", ['default'], []],
    ["export {a,'b'as c,d as'e'} from'./m'", ['a', 'c', 'e'], ['./m']],
    ["export {\na,\nb as 'c'}", ['a', 'c'], []],
    // Escapes decode to the name; one a module cannot hold names nothing.
    ["export { x as 'it\\'s', y as '\\u0041\\x42\\u{43}' };", ["it's", 'ABC'], []],
    ["export { x as '\\1', y as '\\uD800', z as '\\u{110000}', w };", ['w'], []],
    // Not a name: nothing.
    ["export { x as 'a' 'b', y as `t` };", [], []],
  ] as const)('%j exports %j, imports %j', (code, exported, imported) => {
    const f = jsAnalyzer.analyze(code);
    expect(f.exports).toEqual(exported);
    expect(f.imports).toEqual(imported);
  });
  test('a string in an import clause does not join two statements', () => {
    expect(jsAnalyzer.analyze("import './polyfill'\nimport x from './y'\nexport { x as 'z' }\n").imports).toEqual(['./y', './polyfill']);
  });
});

describe('TypeScript/JavaScript nesting', () => {
  test.each([
    // `${…}` in a template literal is not a block.
    ['const s = `${a}${b}${c}`;', 0],
    ['function f() {\n  return `${a} and ${`${b}`}`;\n}', 1],
    ['if (x) {\n  log(`${a}`);\n}', 1],
    // Braces of the interpolated expression itself count.
    ['const s = `${list.map((x) => { return x; })}`;', 1],
    ['if (x) { const s = `${(() => { if (y) { return 1; } })()}`; }', 3],
  ] as const)('%j nests %i deep', (code, depth) => {
    expect(jsAnalyzer.analyze(code).maxNesting).toBe(depth);
  });
  test('masked blanks ${ and } of a template literal, keeping the expression and the text of the literal', () => {
    const text = 'x = `a${b + {c: 1}.c}d${e}`;';
    const r = lex(text, 'js');
    expect(r.masked).toBe('x = `   b + {c: 1}.c    e `;');
    expect(r.strings.map((s) => s.value)).toEqual(['a', 'd', '']);
  });
});

describe('Python __all__ and imports', () => {
  test.each([
    ['__all__ = ["a"]\n__all__ += ["b", "c"]\ndef d(): pass\n', ['a', 'b', 'c']],
    ["__all__ = ['a']\n__all__.extend(['b', 'c'])\n__all__.append('d')\n", ['a', 'b', 'c', 'd']],
    ["__all__: list[str] = ('a',)\n__all__.extend(('b',))\n", ['a', 'b']],
    ["__all__ = []\nif X:\n    __all__ += ['x']\n", ['x']],
    ["__all__ = [\n    'a',  # one\n    'b',\n]\n", ['a', 'b']],
    // A list that is not only plain strings lists nothing of its own; with nothing else, top-level names count.
    ["__all__ = [n for n in dir() if not n.startswith('_')]\ndef pub(): pass\n", ['pub']],
    ["__all__ = sorted(_names)\n__all__.append('extra')\n", ['extra']],
    ["__all__.append(f'{x}')\ndef pub(): pass\n", ['pub']],
    // Of a sum, the operands that are lists of strings.
    ["__all__ = [x for x in dir(t) if x[0] != '_'] + ['a',\n    'b'] + other.__all__ + ('c',)\ndef pub(): pass\n", ['a', 'b', 'c']],
    ["__all__ = mod.__all__\ndef pub(): pass\n", ['pub']],
    // A backslash ending a line joins the next to it: the statement carries on.
    ["__all__ = ['a'] + \\\n    ['b']\ndef pub(): pass\n", ['a', 'b']],
    ["__all__ = ['a'] \\\n    + ['b'] \\\n    + ('c',)\n", ['a', 'b', 'c']],
    ["__all__ = \\\n    ['a']\n", ['a']],
    ["__all__ = ['a', \\\n    'b']\n", ['a', 'b']],
    ["__all__ = ['a'] + \\\r\n    ['b']\r\n", ['a', 'b']],
    ["__all__ = ['a']\n__all__ += \\\n    ['b']\n__all__.extend(\\\n    ['c'])\n", ['a', 'b', 'c']],
    // Parenthesised and augmented forms, across lines.
    ["__all__ = (\n    'a',\n    'b',\n)\n__all__ += [\n    'c',\n]\n", ['a', 'b', 'c']],
    // A continuation ends with its line: what follows is another statement.
    ["__all__ = ['a'] \\\n\nx = ['no'] + ['no']\n", ['a']],
    ["__all__ = ['a']\nx = 1 + \\\n    ['no']\n", ['a']],
    // Not __all__ itself.
    ["my__all__ = ['no']\nx.__all__ += ['no']\ndef pub(): pass\n", ['pub']],
  ] as const)('%j exports %j', (code, expected) => {
    expect(pythonAnalyzer.analyze(code).exports).toEqual(expected);
  });
  test.each([
    ['from .. import b\n', ['..']],
    ['from ..mod import b\n', ['..mod']],
    // Python allows spaces between the dots and the module.
    ['from .. mod import b\n', ['..mod']],
    ['from . mod . sub import b\n', ['.mod.sub']],
    ['from .import b\nfrom ...import c\n', ['.', '...']],
    ['from.mod import b\n', ['.mod']],
    ['from os import path\nfrom __future__ import annotations\n', ['os', '__future__']],
    // Not imports.
    ['from = 1\nfrom_x import y\nfrom import x\n', []],
  ] as const)('%j imports %j', (code, expected) => {
    expect(pythonAnalyzer.analyze(code).imports).toEqual(expected);
  });
  const files = new Set(['pkg/__init__.py', 'pkg/mod.py', 'pkg/sub/__init__.py', 'pkg/sub/x.py', 'pkg/sub.py']);
  const ctx = { files, goPackages: new Set<string>(), goModule: null };
  test.each([
    ['pkg/sub/x.py', '..', 'pkg/__init__.py'],
    ['pkg/sub/x.py', '..mod', 'pkg/mod.py'],
    ['pkg/sub/x.py', '.', 'pkg/sub/__init__.py'],
    ['pkg/mod.py', '..', null],
  ])('%s imports %s → %s', (from, spec, expected) => expect(resolveImport(from, spec, ctx)).toBe(expected));
});
