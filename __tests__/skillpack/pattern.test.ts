import fc from 'fast-check';
import { compilePattern, patternProblem } from '../../src/skillpack/pattern.js';

/** The reference: the spec's semantics written as a regex, to cross-check the dynamic program. */
function reference(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; ) {
    if (pattern.startsWith('**', i)) {
      let j = i + 2;
      while (pattern[j] === '*') j++;
      if (pattern[j] === '/') {
        re += '(?:.*/)?';
        i = j + 1;
      } else {
        re += '.*';
        i = j;
      }
    } else if (pattern[i] === '*') {
      re += '[^/]*';
      i++;
    } else {
      re += pattern[i].replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
      i++;
    }
  }
  return new RegExp(`^${re}$`, 's');
}

describe('skill-id patterns', () => {
  test.each([
    ['general/**', 'general/a', true],
    ['general/**', 'general/a/b', true],
    ['general/**', 'general', false],
    ['general/**', 'generalx/a', false],
    ['coding/dotnet/*', 'coding/dotnet/efcore', true],
    ['coding/dotnet/*', 'coding/dotnet/a/b', false],
    ['**/experimental/**', 'experimental/x', true],
    ['**/experimental/**', 'a/b/experimental/x/y', true],
    ['**/experimental/**', 'a/experimentalx/y', false],
    ['**/pr-review', 'pr-review', true],
    ['**/pr-review', 'tools/pr-review', true],
    ['**/pr-review', 'tools/xpr-review', false],
    ['a/**/b', 'a/b', true],
    ['a/**/b', 'a/x/y/b', true],
    ['*', 'abc', true],
    ['*', 'a/b', false],
    ['**', 'a/b', true],
    ['a*c', 'abbc', true],
    ['a*c', 'ac', true],
    ['General/**', 'general/a', false],
    ['a?c', 'abc', false],
    ['a?c', 'a?c', true],
    ['[ab]', 'a', false],
    ['[ab]', '[ab]', true],
    ['{a,b}', 'a', false],
    ['{a,b}', '{a,b}', true],
    ['a\\*', 'a\\xyz', true],
    ['ünï cödé/*', 'ünï cödé/x y', true],
    ['**/x', 'a/', false],
  ])('%s against %s is %s', (pattern, id, expected) => {
    expect(compilePattern(pattern).matches(id)).toBe(expected);
  });

  test('empty and non-string patterns are refused', () => {
    expect(patternProblem('')).toMatch(/empty/);
    expect(patternProblem(3)).toMatch(/string/);
    expect(patternProblem('a/**')).toBeNull();
  });

  const alphabet = fc.constantFrom('a', 'b', '/', '*', '?', '[', '.', 'é');
  const idAlphabet = fc.constantFrom('a', 'b', '/', '?', '[', '.', '*', 'é');
  test('agrees with the reference semantics (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 10 }), fc.string({ unit: idAlphabet, maxLength: 12 }), (pattern, id) => {
        expect(compilePattern(pattern).matches(id)).toBe(reference(pattern).test(id));
      }),
      { numRuns: 3000 },
    );
  });

  test('a pattern without wildcards matches exactly itself (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => !s.includes('*')), fc.string(), (p, other) => {
        const m = compilePattern(p);
        expect(m.matches(p)).toBe(true);
        expect(m.matches(other)).toBe(other === p);
      }),
    );
  });

  test('a long hostile pattern gives its answer (a backtracking matcher would run for ages)', () => {
    const p = compilePattern(`${'*a'.repeat(200)}b`);
    expect(p.matches('a'.repeat(5000))).toBe(false);
  });
});
