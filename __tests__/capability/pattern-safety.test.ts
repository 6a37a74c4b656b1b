import fc from 'fast-check';
import { guardedRegExp, maxLengthFor, patternCost } from '../../src/capability/pattern-safety.js';

/** Why a pattern is refused whatever the input's length; null when it is not. */
const hazardOf = (source: string, flags: string): string | null => patternCost(source, flags).hazard;

const NESTED = /^repeats a group that holds a repetition, /;
const ALTERNATIVES = /^repeats a group whose alternatives can match the same text, /;
const SPLITS = /^repeats a group that can match the same text in more than one way, /;

describe('the hazard: refused (each blows up in V8 on ~25-60 characters, see the report)', () => {
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
    // Unicode properties share characters with the classes they overlap: letters with \\w, \\P{L} with digits, Greek with letters.
    ['(\\p{L}|\\w)+$', ALTERNATIVES, '(\\p{L}|\\w)+'],
    ['^(\\P{L}|\\d)+$', ALTERNATIVES, '(\\P{L}|\\d)+'],
    ['^(\\p{Script=Greek}|\\p{Ll})+$', ALTERNATIVES, '(\\p{Script=Greek}|\\p{Ll})+'],
    ['^(\\p{gc=Nd}|[0-9])+$', ALTERNATIVES, '(\\p{gc=Nd}|[0-9])+'],
    ['^(\\p{Assigned}|\\p{Lo})+$', ALTERNATIVES, '(\\p{Assigned}|\\p{Lo})+'],
    // Properties whose set is not told (binary ones, Script_Extensions) are any character: refused though these are disjoint.
    ['^(\\p{White_Space}|\\d)+$', ALTERNATIVES, '(\\p{White_Space}|\\d)+'],
    ['^(\\P{Alphabetic}|\\p{L})+$', ALTERNATIVES, '(\\P{Alphabetic}|\\p{L})+'],
    // Negated, such a property is any character still (not none): digits are not alphabetic, and not letters.
    ['^([^\\p{Alphabetic}]|\\d)+$', ALTERNATIVES, '([^\\p{Alphabetic}]|\\d)+'],
    ['^([^\\p{L}]|\\d)+$', ALTERNATIVES, '([^\\p{L}]|\\d)+'],
  ])('%s', (source, reason, part) => {
    const why = hazardOf(source, 'u');
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
    expect(hazardOf(source, 'u')).toMatch(reason);
  });

  test('a property of strings (v) matches several characters at once: unreadable', () => {
    expect(hazardOf('^\\p{RGI_Emoji}+$', 'v')).toMatch(/^uses syntax the safety check cannot read \(property of strings \\p\{RGI_Emoji\} at offset 14\)/);
    expect(hazardOf('^(\\p{L}|\\d)+$', 'v')).toBeNull();
  });

  test('without u, a legacy octal escape in a negated class leaves it any character, not none', () => {
    expect(hazardOf('^([^\\1]|a)+$', '')).toMatch(ALTERNATIVES);
    expect(hazardOf('^([^\\08]|a)+$', '')).toMatch(ALTERNATIVES);
  });

  test('flags: i widens classes, so (a|A) under i is ambiguous', () => {
    expect(hazardOf('^(a|B)+$', 'u')).toBeNull();
    expect(hazardOf('^(a|A)+$', 'u')).toBeNull();
    expect(hazardOf('^(a|A)+$', 'iu')).toMatch(ALTERNATIVES);
    expect(hazardOf('^(b|A)+$', 'iu')).toBeNull();
    expect(hazardOf('^(a|A)+$', 'i')).toMatch(ALTERNATIVES);
    expect(hazardOf('^(\\n|.)+$', 'u')).toBeNull();
    expect(hazardOf('^(\\n|.)+$', 'su')).toMatch(ALTERNATIVES);
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
  // Unicode properties meet other classes only where they share a character.
  '^(\\p{L}|\\d)*$',
  '^(\\p{L}|\\p{N}|[_-])+$',
  '^(\\p{Lu}|\\p{Ll}|\\s)+$',
  '^(\\P{L}|\\p{L})+$',
  '^(\\p{Script=Greek}|\\p{sc=Latn}|\\p{Nd})+$',
  '^(\\p{Script=Han}|\\p{Script=Hiragana}|\\p{Script=Katakana})+$',
  '^(\\p{ASCII}|\\p{sc=Cyrl}|\\P{Assigned})+$',
  '^([\\p{Lu}\\p{Lt}]|\\p{General_Category=Lowercase_Letter})+$',
  '^[\\u{1F600}-\\u{1F64F}]+$',
  '^(\\+|-)?\\d+(\\.\\d+)?([eE][+-]?\\d+)?$',
  '(\\w|\\d)+',
  '(a|a)*',
  '(a+)+',
  '^$',
  '',
];

describe('the hazard: accepted', () => {
  test.each(SAFE)('%s', (source) => {
    expect(hazardOf(source, 'u')).toBeNull();
  });

  test('polynomial ambiguity is no hazard: its degree is, for a maxLength to bound (pattern-degree.test.ts)', () => {
    expect(hazardOf('\\d*\\d*\\d*$', 'u')).toBeNull();
    expect(hazardOf('.*a.*a.*a$', 'u')).toBeNull();
    expect(patternCost('\\d*\\d*\\d*$', 'u').degree).toBe(4);
  });

  test('every accepted pattern above is linear or constant: none needs a maxLength', () => {
    for (const source of SAFE) {
      const cost = patternCost(source, 'u');
      expect(cost.degree).toBeLessThanOrEqual(1);
      expect([source, maxLengthFor(cost)]).toEqual([source, Infinity]);
    }
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

describe('the hazard: Unicode properties meet other classes where V8 says they share a character', () => {
  // Every code point but the surrogates, for V8 to search; a lone surrogate is asked on its own.
  let everyCodePoint = '';
  beforeAll(() => {
    const parts: string[] = [];
    for (let c = 0; c <= 0x10ffff; c += 4096) {
      const chunk: number[] = [];
      for (let d = c; d < c + 4096 && d <= 0x10ffff; d++) if (d < 0xd800 || d > 0xdfff) chunk.push(d);
      parts.push(String.fromCodePoint(...chunk));
    }
    everyCodePoint = parts.join('');
  });
  const shared = (a: string, b: string, flags: string): boolean =>
    everyCodePoint.search(new RegExp(`(?=${a})${b}`, flags)) >= 0 || ['\ud800', '\udfff'].some((c) => new RegExp(`^(?=${a})${b}$`, flags).test(c));

  const TOLD = [
    '\\p{L}', '\\p{Lu}', '\\p{Ll}', '\\p{Lt}', '\\p{Lm}', '\\P{L}', '\\p{N}', '\\p{Nd}', '\\p{No}', '\\p{M}', '\\p{P}', '\\p{S}', '\\p{Zs}', '\\p{Cc}', '\\p{Cn}', '\\p{Co}', '\\p{Cs}',
    '\\p{gc=Sm}', '\\p{General_Category=Letter}', '\\P{N}', '\\p{Script=Greek}', '\\p{sc=Latn}', '\\P{Script=Latin}', '\\p{Script=Han}', '\\p{sc=Zyyy}', '\\p{sc=Zinh}',
    '\\p{Script=Unknown}', '\\p{Any}', '\\p{ASCII}', '\\P{ASCII}', '\\p{Assigned}', '\\P{Assigned}', '\\d', '\\w', '\\s', '\\W', '[a-z]', '[α-ω]', '[^\\p{L}\\d]', '[\\p{L}\\p{N}]', '[\\P{Lu}a]',
  ];
  const UNTOLD = ['\\p{Alphabetic}', '\\p{White_Space}', '\\p{scx=Grek}', '\\P{Emoji}', '[^\\p{Alphabetic}]', '[^\\P{scx=Latn}a]'];

  test('a repeated choice of two is refused exactly when they share one, or when one is a property whose set is not told', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TOLD, ...UNTOLD), fc.constantFrom(...TOLD, ...UNTOLD), (a, b) => {
        const refused = hazardOf(`^(?:${a}|${b})+$`, 'u') !== null;
        if (shared(a, b, 'u')) expect(refused).toBe(true);
        else if (TOLD.includes(a) && TOLD.includes(b)) expect(refused).toBe(false);
      }),
      { numRuns: 80 },
    );
  });

  test('under i, a choice of two that share a character once cases fold is refused', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TOLD, ...UNTOLD), fc.constantFrom(...TOLD, ...UNTOLD), (a, b) => {
        if (shared(a, b, 'iu')) expect(hazardOf(`^(?:${a}|${b})+$`, 'iu')).not.toBeNull();
      }),
      { numRuns: 40 },
    );
  });
});

describe('the hazard: properties', () => {
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
        const why = hazardOf(source, flags);
        try {
          new RegExp(source, flags);
        } catch {
          return; // `(?:` + `)` can turn an invalid pattern into a valid one
        }
        // The automaton of (?:P) is P's: refusing one and not the other would be a wrong verdict.
        expect(hazardOf(`(?:${source})`, flags) === null).toBe(why === null);
      }),
      { numRuns: 1500 },
    );
  });

  test('a repeated group of two alternatives sharing a character is refused when something must follow it', () => {
    const cls = fc.constantFrom('a', '\\w', '[a-z]', '.', '[^b]', '\\S');
    const plain = fc.stringMatching(/^[a-z0-9]{0,5}$/);
    fc.assert(
      fc.property(plain, cls, plain, fc.constantFrom('*', '+', '{2,}'), fc.constantFrom('$', 'z', '!'), (pre, c, other, q, post) => {
        expect(hazardOf(`${pre}(${c}|a)${q}${other}${post}`, 'u')).toMatch(/repeats a group/);
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
