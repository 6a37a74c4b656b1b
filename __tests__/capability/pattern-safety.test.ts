import fc from 'fast-check';
import { guardedRegExp, patternCost, patternHazard } from '../../src/capability/pattern-safety.js';

const NESTED = /^repeats a group that holds a repetition, /;
const ALTERNATIVES = /^repeats a group whose alternatives can match the same text, /;
const SPLITS = /^repeats a group that can match the same text in more than one way, /;

describe('patternHazard: refused (each blows up in V8 on ~25-60 characters, see the report)', () => {
  test.each([
    ['^(a+)+$', NESTED, '(a+)+'],
    ['(\\w+\\s?)*$', NESTED, '(\\w+\\s?)*'],
    ['(a*)*b', NESTED, '(a*)*'],
    ['(.*|x)+y', NESTED, '(.*|x)+'],
    ['^(\\d{2}|\\d{3})+$', NESTED, '(\\d{2}|\\d{3})+'],
    // A `+` may run its first iteration empty: "ac" reads as a[c] or a[ε, c], twice per repetition.
    ['^(?:a(?:c?)+)*$', NESTED, '(?:a(?:c?)+)*'],
    ['^(?:x(?:a??){2,})*$', NESTED, '(?:x(?:a??){2,})*'],
    ['(a|a)*$', ALTERNATIVES, '(a|a)*'],
    ['(a|ab|b)*c', ALTERNATIVES, '(a|ab|b)*'],
    ['(\\w|\\d)+$', ALTERNATIVES, '(\\w|\\d)+'],
    ['(\\w|\\d)+x', ALTERNATIVES, '(\\w|\\d)+'],
    ['^(?:[a-z]|[0-9a-f])+$', ALTERNATIVES, '(?:[a-z]|[0-9a-f])+'],
    ['((a?|b?)c)*$', ALTERNATIVES, '((a?|b?)c)*'],
    ['^(a|a){2,1000}$', ALTERNATIVES, '(a|a){2,1000}'],
    ['(?=(a|a)*$)x', ALTERNATIVES, '(a|a)*'],
    ['(?<!(a|a)*b)c', ALTERNATIVES, '(a|a)*'],
    ['(a?a?)+$', SPLITS, '(a?a?)+'],
  ])('%s', (source, reason, part) => {
    const why = patternHazard(source, 'u');
    expect(why).toMatch(reason);
    expect(why).toContain(`, ${part}`);
    expect(why).toMatch(/exponential time in the server's thread/);
  });

  test.each([
    ['^(a?){20}$', /^repeats a part that can match the empty string 20 times, \(a\?\)\{20\}/],
    ['(a)\\1', /^uses a backreference \(\\1\)/],
    ['(?<x>a)\\k<x>', /^uses a backreference \(\\k<x>\)/],
    ['a'.repeat(2001), /^is longer than 2000 characters/],
    ['('.repeat(70) + 'a' + ')'.repeat(70), /^nests groups more than 64 deep/],
    ['[a-z]{1,5}'.repeat(1001), /^is longer than 2000/],
    ['ab'.repeat(1000), /^is too complex to check .* 1000 character positions/],
    ['[', /^is not a valid regular expression/],
  ])('%s', (source, reason) => {
    expect(patternHazard(source, 'u')).toMatch(reason);
  });

  test('flags: i widens classes, so (a|A) under i is ambiguous', () => {
    expect(patternHazard('^(a|B)+$', 'u')).toBeNull();
    expect(patternHazard('^(a|A)+$', 'u')).toBeNull();
    expect(patternHazard('^(a|A)+$', 'iu')).toMatch(ALTERNATIVES);
    expect(patternHazard('^(b|A)+$', 'iu')).toBeNull();
    expect(patternHazard('^(a|A)+$', 'i')).toMatch(ALTERNATIVES);
    expect(patternHazard('^(\\n|.)+$', 'u')).toBeNull();
    expect(patternHazard('^(\\n|.)+$', 'su')).toMatch(ALTERNATIVES);
  });
});

const SAFE = [
  '^[a-z][a-z0-9-]*$',
  '^(https?|ftp)://[^\\s/$.?#].[^\\s]*$',
  '^\\d{4}-\\d{2}-\\d{2}$',
  '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
  '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$',
  '^v?\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$',
  '^(\\w|-)+$',
  '^(a|ab)*c$',
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  '^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$',
  '^[^/]+(/[^/]+)*$',
  '^([a-z]+\\.)+[a-z]+$',
  '^(\\d{1,3}\\.){3}\\d{1,3}$',
  '^[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?(\\.[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?)*$',
  '^[a-z]+(\\.[a-z]+)?$',
  '^(ab|cd)*\\d{1,3}$',
  '^x-[a-z]+$',
  '^(?<year>\\d{4})-(?<month>\\d{2})$',
  '^(?!-)[a-z-]+$',
  '^\\p{L}[\\p{L}\\p{N}_]*$',
  '^[\\u{1F600}-\\u{1F64F}]+$',
  '^(\\+|-)?\\d+(\\.\\d+)?([eE][+-]?\\d+)?$',
  '(\\w|\\d)+',
  '(a|a)*',
  '(a+)+',
  '^$',
  '',
];

describe('patternHazard: accepted', () => {
  test.each(SAFE)('%s', (source) => {
    expect(patternHazard(source, 'u')).toBeNull();
  });

  test('polynomial ambiguity is no hazard: its degree is, for a maxLength to bound (pattern-degree.test.ts)', () => {
    expect(patternHazard('\\d*\\d*\\d*$', 'u')).toBeNull();
    expect(patternHazard('.*a.*a.*a$', 'u')).toBeNull();
    expect(patternCost('\\d*\\d*\\d*$', 'u').degree).toBe(4);
  });

  test('every accepted pattern above is linear or constant: none needs a maxLength', () => {
    for (const source of SAFE) expect(patternCost(source, 'u').degree).toBeLessThanOrEqual(1);
  });

  // A guard, not an assertion: a catastrophic pattern among these would block this worker on
  // one call (jest cannot interrupt synchronous code), and CI's time limit would fail the run.
  // The step counts were measured by timing in a scratch script, since a test must not assert time.
  test('the accepted patterns run to an answer on near-miss strings of 30 characters', () => {
    const units = ['a', '1', '-', '.', '@', '/', ' ', 'ab', 'a.', 'a@', 'c', 'x'];
    for (const source of SAFE) {
      const re = guardedRegExp(source, 'u');
      for (const pre of ['', 'a@', 'http://', '1.1.1-'])
        for (const u of units) for (const end of ['!', '', '\n']) re.test(pre + u.repeat(30).slice(0, 30) + end);
    }
  });
});

describe('patternHazard: properties', () => {
  const atom = fc.constantFrom('a', 'b', 'ab', '\\w', '\\d', '\\s', '.', '[a-c]', '[^a]', '\\b', '$', '^', '(?=a)', '\\1', 'x?');
  const quant = fc.constantFrom('', '', '*', '+', '?', '{2}', '{0,3}', '{2,}', '*?', '+?');
  const pattern: fc.Arbitrary<string> = fc.letrec<{ p: string }>((tie) => ({
    p: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.tuple(atom, quant).map(([a, q]) => (a === '^' || a === '$' || a === '\\b' ? a : a.length > 1 && !a.startsWith('\\') && !a.startsWith('[') ? `(?:${a})${q}` : a + q)),
      fc.tuple(tie('p'), tie('p')).map(([a, b]) => a + b),
      fc.tuple(tie('p'), tie('p'), quant).map(([a, b, q]) => `(${a}|${b})${q}`),
    ),
  })).p;

  test('answers on generated patterns and on any string, and a group around a pattern changes no verdict', () => {
    fc.assert(
      fc.property(fc.oneof(pattern, fc.string({ maxLength: 40 })), fc.constantFrom('u', '', 'i', 'iu', 's'), (source, flags) => {
        const why = patternHazard(source, flags);
        try {
          new RegExp(source, flags);
        } catch {
          return; // `(?:` + `)` can turn an invalid pattern into a valid one
        }
        // The automaton of (?:P) is P's: refusing one and not the other would be a wrong verdict.
        expect(patternHazard(`(?:${source})`, flags) === null).toBe(why === null);
      }),
      { numRuns: 1500 },
    );
  });

  test('a repeated group of two alternatives sharing a character is refused when something must follow it', () => {
    const cls = fc.constantFrom('a', '\\w', '[a-z]', '.', '[^b]', '\\S');
    const plain = fc.stringMatching(/^[a-z0-9]{0,5}$/);
    fc.assert(
      fc.property(plain, cls, plain, fc.constantFrom('*', '+', '{2,}'), fc.constantFrom('$', 'z', '!'), (pre, c, other, q, post) => {
        expect(patternHazard(`${pre}(${c}|a)${q}${other}${post}`, 'u')).toMatch(/repeats a group/);
      }),
    );
  });
});

test('guardedRegExp compiles a safe pattern with its flags and refuses an exponential one', () => {
  expect(guardedRegExp('^a+$', 'u').test('aaa')).toBe(true);
  expect(guardedRegExp('^a+$', 'u').flags).toBe('u');
  expect(() => guardedRegExp('(a+)+$', 'u')).toThrow(/^pattern "\(a\+\)\+\$" repeats a group that holds a repetition/);
  expect(() => guardedRegExp('^(a|a)*$', 'u')).toThrow(/^pattern "\^\(a\|a\)\*\$" repeats a group whose alternatives can match the same text/);
  expect(() => guardedRegExp('(', 'u')).toThrow(SyntaxError);
});
