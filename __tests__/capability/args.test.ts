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
  test('or an option\'s value after "=", which some programs read in no other form', () => {
    expect(fillArgs(['--import={{pack_root}}/h.mjs', '-o={{workspace}}/out', '--root={{pack_root}}', '-Dx.y={{workspace}}'], {}, host)).toEqual(['--import=/p/h.mjs', '-o=/w/out', '--root=/p', '-Dx.y=/w']);
    expect(() => fillArgs(['--import={{pack_root}}/../h.mjs'], {}, host)).toThrow(ArgumentError);
  });
  test('an option-looking string before "--" is refused', () => {
    expect(() => fillArgs(['{{a}}'], { a: '-rf' }, host)).toThrow(ArgumentError);
    expect(fillArgs(['--', '{{a}}'], { a: '-rf' }, host)).toEqual(['--', '-rf']);
    expect(fillArgs(['--', '{{n}}'], { n: -1 }, host)).toEqual(['--', '-1']);
  });
  test('numbers and array items that start with "-" are refused before "--" too (`ls {{n}}` with n = -1 would run `ls -1`)', () => {
    expect(() => fillArgs(['{{n}}'], { n: -1 }, host)).toThrow(/parameter "n" value "-1" looks like an option/);
    expect(() => fillArgs(['{{n}}'], { n: -0.5 }, host)).toThrow(ArgumentError);
    expect(() => fillArgs(['{{list}}'], { list: [1, -2] }, host)).toThrow(/value "-2"/);
    expect(() => fillArgs(['{{list}}'], { list: ['ok', '-x'] }, host)).toThrow(/value "-x"/);
    expect(fillArgs(['{{n}}', '{{b}}', '{{list}}'], { n: 0, b: false, list: [1, 2] }, host)).toEqual(['0', 'false', '1', '2']);
  });
  test('an option-like value is quoted in the message, whatever the parameter is named (audit.ts scrubs secrets from the logged copy)', () => {
    expect(() => fillArgs(['{{password}}'], { password: '-hunter2-secret' }, host)).toThrow(/value "-hunter2-secret" looks like an option/);
    expect(() => fillArgs(['{{author}}'], { author: '-x' }, host)).toThrow(/value "-x"/);
  });
  test('a left-out parameter named after an Object.prototype member is absent, not the inherited value', () => {
    expect(fillArgs(['--', '{{constructor}}', '{{toString}}', '{{a}}'], { a: 'x' }, host)).toEqual(['--', 'x']);
    expect(fillArgs(['--', '{{constructor}}'], JSON.parse('{"constructor": "given"}'), host)).toEqual(['--', 'given']);
  });
  test('objects and NUL bytes are refused', () => {
    expect(() => fillArgs(['{{a}}'], { a: { x: 1 } }, host)).toThrow(/string, number or boolean/);
    expect(() => fillArgs(['--', '{{a}}'], { a: 'a\0b' }, host)).toThrow(/NUL/);
  });
  test('each refusal carries its reason', () => {
    const reason = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as ArgumentError).reason;
      }
      return null;
    };
    expect(reason(() => fillArgs(['{{a}}'], { a: '-x' }, host))).toBe('option_like');
    expect(reason(() => fillArgs(['{{a}}'], { a: [{}] }, host))).toBe('not_scalar');
    expect(reason(() => fillArgs(['--', '{{a}}'], { a: '\0' }, host))).toBe('nul_byte');
    expect(reason(() => fillArgs(['{{pack_root}}/../x'], {}, host))).toBe('traversal');
  });
  test('".." after a host placeholder is refused at run time too (spec §9.2)', () => {
    for (const arg of ['{{pack_root}}/../outside/evil.sh', '{{workspace}}/../../etc/passwd', '{{workspace}}/a/..', '{{pack_root}}/a\\..\\..\\b']) {
      expect(() => fillArgs([arg], {}, host)).toThrow(ArgumentError);
    }
    expect(fillArgs(['{{pack_root}}/..x/a..b', '{{workspace}}/./c'], {}, host)).toEqual(['/p/..x/a..b', '/w/./c']);
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
    ['{{pack_root}}/../x', [/"\.\." after \{\{pack_root\}\} leaves the pack/]],
    ['{{workspace}}/../../etc/passwd', [/"\.\." after \{\{workspace\}\} leaves the workspace/]],
    ['{{workspace}}/a\\..\\b', [/leaves the workspace/]],
    ['{{pack_root}}/..x', []],
    ['--import={{pack_root}}/x.mjs', []],
    ['-o={{workspace}}/out', []],
    ['--import={{pack_root}}/../x.mjs', [/"\.\." after \{\{pack_root\}\} leaves the pack/]],
    // A parameter is a whole argument still; a host placeholder starts an option's value only after "-name=".
    ['--file={{a}}', [/whole argument/]],
    ['NAME={{pack_root}}/x', [/whole argument/]],
    ['--={{pack_root}}/x', [/whole argument/]],
    ['--x={{pack_root}}{{a}}', [/whole argument/]],
  ] as const)('%s', (arg, expected) => {
    expect(placeholderProblems(arg, ['a'])).toEqual(expected.map((m) => expect.stringMatching(m)));
  });
});
