import fc from 'fast-check';
import { guardedRegExp, nestedRepetition } from '../../src/capability/pattern-safety.js';

describe('nestedRepetition', () => {
  test.each([
    ['(a+)+', true],
    ['^(a+)+$', true],
    ['(\\w+\\s?)*$', true],
    ['(?:x*y){2,}', true],
    ['((ab)*c)+', true],
    ['(a{1,3})*', true],
    ['(a|b+)*', true],
    ['([a-z]+\\.)+[a-z]+', true],
    ['^[a-z]+(\\.[a-z]+)?$', false],
    ['(ab|cd)*', false],
    ['(a+)?', false],
    ['(a+){1}', false],
    ['(a)+b*', false],
    ['\\(a+\\)+', false],
    ['[(a+)]+', false],
    ['[]a+(]+', false],
    ['[^]()+]*', false],
    ['a{2,5}b+c*', false],
    ['(?<name>x)+', false],
    ['', false],
  ])('%s: %s', (source, expected) => {
    expect(nestedRepetition(source)).toBe(expected);
  });

  test('property: never throws, and says nothing of a pattern without groups', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        nestedRepetition(s);
        const flat = s.replace(/[()]/g, '');
        expect(nestedRepetition(flat.endsWith('\\') ? flat.slice(0, -1) : flat)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  test('property: any repeated group around a repeated atom is caught, whatever surrounds it', () => {
    const atom = fc.constantFrom('a', '\\w', '[a-z]', '.', '\\d');
    const inner = fc.constantFrom('*', '+', '{2,}', '{1,4}');
    const outer = fc.constantFrom('*', '+', '{2,}', '{0,9}');
    const plain = fc.stringMatching(/^[a-z0-9]{0,5}$/);
    fc.assert(fc.property(plain, atom, inner, plain, outer, plain, (pre, a, q1, mid, q2, post) => expect(nestedRepetition(`${pre}(${mid}${a}${q1})${q2}${post}`)).toBe(true)));
  });
});

test('guardedRegExp compiles a safe pattern with its flags and refuses a nested one', () => {
  expect(guardedRegExp('^a+$', 'u').test('aaa')).toBe(true);
  expect(guardedRegExp('^a+$', 'u').flags).toBe('u');
  expect(() => guardedRegExp('(a+)+$', 'u')).toThrow(/repeats a group that holds a repetition/);
});
