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
    ['namespace N { export let a = 1, b }\nlet z = 1, w;', ['a', 'b']],
    ['export const el = <p>Hi, there\n</p>;', ['el']],
    ['export const el = <p>Hi, there</p>;', ['el']],
    // Not a pattern: nothing.
    ['export const { a b } = obj;', []],
    // CommonJS object members that are not plain names name nothing.
    ['module.exports = { get a() { return 1; } };', []],
    ['module.exports = { async run() {}, b };', []],
    ['module.exports = { a, b: fmt };', ['a', 'b']],
  ] as const)('%j exports %j', (code, expected) => {
    expect(jsAnalyzer.analyze(code).exports).toEqual(expected);
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
