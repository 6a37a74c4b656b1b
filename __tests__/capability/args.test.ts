import fc from 'fast-check';
import { fillArgs, placeholderProblems, ArgumentError } from '../../src/capability/args.js';

const host = { pack_root: '/p', workspace: '/w' };

describe('fillArgs', () => {
  test('whole placeholders become one argument each; arrays one per item; absent optionals none', () => {
    expect(fillArgs(['-n', '--', '{{a}}', '{{list}}', '{{gone}}', '{{n}}', '{{b}}'], { a: 'x y', list: ['1', '2'], n: 3, b: false }, host)).toEqual(['-n', '--', 'x y', '1', '2', '3', 'false']);
  });
  test('host placeholders may start an argument', () => {
    expect(fillArgs(['{{pack_root}}/s.mjs', '{{workspace}}'], {}, host)).toEqual(['/p/s.mjs', '/w']);
  });
  test('an option-looking string before "--" is refused', () => {
    expect(() => fillArgs(['{{a}}'], { a: '-rf' }, host)).toThrow(ArgumentError);
    expect(fillArgs(['--', '{{a}}'], { a: '-rf' }, host)).toEqual(['--', '-rf']);
    expect(fillArgs(['{{n}}'], { n: -1 }, host)).toEqual(['-1']);
  });
  test('a left-out parameter named after an Object.prototype member is absent, not the inherited value', () => {
    expect(fillArgs(['--', '{{constructor}}', '{{toString}}', '{{a}}'], { a: 'x' }, host)).toEqual(['--', 'x']);
    expect(fillArgs(['--', '{{constructor}}'], JSON.parse('{"constructor": "given"}'), host)).toEqual(['--', 'given']);
  });
  test('objects and NUL bytes are refused', () => {
    expect(() => fillArgs(['{{a}}'], { a: { x: 1 } }, host)).toThrow(/string, number or boolean/);
    expect(() => fillArgs(['--', '{{a}}'], { a: 'a\0b' }, host)).toThrow(/NUL/);
  });
  test('property: after "--", any string value arrives as exactly that one argument', () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !s.includes('\0')), fc.array(fc.string().filter((s) => !s.includes('\0')), { maxLength: 5 }), (a, list) => {
        expect(fillArgs(['--', '{{a}}', '{{list}}'], { a, list }, host)).toEqual(['--', a, ...list]);
      }),
    );
  });
});

describe('placeholderProblems', () => {
  test.each([
    ['{{a}}', []],
    ['plain', []],
    ['{{pack_root}}/x', []],
    ['{{b}}', [/names no parameter/]],
    ['x{{a}}', [/whole argument/]],
    ['{{pack_root}}{{a}}', [/whole argument/]],
  ] as const)('%s', (arg, expected) => {
    expect(placeholderProblems(arg, ['a'])).toEqual(expected.map((m) => expect.stringMatching(m)));
  });
});
