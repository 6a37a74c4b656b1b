import fc from 'fast-check';
import { guardedRegExp, maxLengthFor, patternCost, polynomialReason, withPatternLengthLimits } from '../../src/capability/pattern-safety.js';

// The degrees were checked against V8 by timing each pattern on its near-miss texts in a scratch
// script (see the report); a test must not time, so here they are a table, and a property
// checks them against a model backtracking matcher that counts its steps.
describe('patternCost: the degree of polynomial matching time', () => {
  test.each([
    ['^\\d*\\d*\\d*$', 3],
    ['^\\d*\\d*$', 2],
    ['^\\d*\\d*\\d*\\d*$', 4],
    // Without `^` the search tries every start: one more degree.
    ['\\d*\\d*$', 3],
    ['\\d*\\d*\\d*$', 4],
    ['\\d+$', 2],
    ['^\\d+$', 1],
    // Nothing after the loops: matches empty at offset 0, or at the first digit.
    ['\\d*\\d*', 0],
    ['\\d+', 1],
    // The matching attempt: each `[^a]` of it first tries `[ab]*?a` to the end (see acceptingRunDegree).
    ['(?:[ab]*?a|[^a])*', 2],
    ['(?:a\\d+b)*', 1],
    ['^(a|b)*c(a|b)*$', 1],
    ['^(?:a|b)*c(?:a|b)*c(?:a|b)*$', 1],
    ['^(?:a|b)*a(?:a|b)*$', 2],
    ['^[^@]+@[^@]+\\.[^@]+$', 2],
    ['^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$', 1],
    ['^.*a.*a.*a$', 3],
    ['^.*foo.*$', 2],
    ['.*foo.*', 2],
    ['[a-z]+@', 2],
    ['x\\d+$', 1],
    ['(?:^|x)\\d+$', 1],
    // Trailing white space.
    ['\\s*$', 2],
    ['\\s+$', 2],
    ['^\\s*$', 1],
    ['^\\w+\\s*$', 1],
    ['^\\S+\\s*$', 1],
    ['^.*\\s*$', 2],
    ['^\\s*\\S*\\s*\\S*\\s*$', 3],
    // Lookarounds: a leading one runs once per start, any other once per step of the outer pattern.
    ['^(?=.*\\d)(?=.*[a-z]).{8,}$', 1],
    ['(?=.*\\d).{8,}$', 2],
    ['^\\d*(?=\\d*x)', 2],
    ['^abc(?=\\d*x)', 1],
  ])('%s has degree %i', (source, degree) => {
    expect(patternCost(source, 'u')).toMatchObject({ hazard: null, degree, bounded: 0 });
  });

  // A counted repetition is read as its copies: it adds no power of the length, only a factor up to its count.
  test.each([
    ['^\\d{1,3}\\d{1,3}$', 0, 2, 3, Infinity],
    ['^(\\d{1,3}\\.){3}\\d{1,3}$', 0, 1, 9, Infinity],
    // A counted repetition beside no loop it can trade characters with multiplies nothing.
    ['^[\\w.-]{1,64}@[\\w.-]+$', 1, 0, 64, Infinity],
    ['^\\d{2,4}-?\\d{2,4}-?\\d{2,4}$', 0, 3, 4, Infinity],
    ['^\\d{0,5}\\d*\\d*$', 2, 1, 5, 1414],
    // Large counts still bound the text: these take seconds in V8 (`\d{0,300}\d{0,300}$` 1.6 s on 5000 digits and a letter).
    ['^\\d{0,300}\\d{0,300}\\d{0,300}$', 0, 3, 300, 215],
    ['\\d{0,300}\\d{0,300}$', 1, 2, 300, 215],
    ['^[ab]{0,300}a[ab]{0,300}a[ab]{0,300}$', 0, 3, 300, 215],
    // Linear, with a factor its counts multiply each character's work by: only a maxLength bounds the text (the message may be 10 MiB), to
    // min(N, span)^bounded · N ≤ 10⁷. Without one `^\d*\d{0,30}\d{0,30}$` took 7-9 s on 1,000,000 digits and a letter; a factor of at most 16 needs none (`^[a-z]{1,10}[a-z0-9]*$`: 0.5-0.9 s on 10 MiB, the most that allows).
    ['^\\d*\\d{0,30}\\d{0,30}$', 1, 2, 30, 11111],
    ['^\\d*\\d{0,999}$', 1, 1, 999, 10010],
    ['^[a-z]{1,10}[a-z0-9]*$', 1, 1, 10, Infinity],
    ['[0-9a-f]{40}', 1, 1, 40, 250_000],
    ['\\d{1,3}\\d{1,3}$', 1, 2, 3, Infinity],
    // Past MAX_POSITIONS copies the repetitions stay loops.
    ['^\\d{0,1000}\\d{0,1000}\\d{0,1000}$', 3, 0, 1000, 215],
  ])('%s: degree %i, plus %i powers capped by counts of up to %i; maxLength at most %d', (source, degree, bounded, span, most) => {
    const cost = patternCost(source, 'u');
    expect(cost).toEqual({ hazard: null, degree, bounded, span });
    expect(maxLengthFor(cost)).toBe(most);
  });

  test('a counted repetition that takes exponential time is refused still', () => {
    expect(patternCost('(\\d{1,3})*\\d*$', 'u').hazard).toMatch(/^repeats a group that holds a repetition, \(\\d\{1,3\}\)\*/);
    expect(patternCost('^(a{1,1000})*$', 'u').hazard).toMatch(/^repeats a group that holds a repetition, \(a\{1,1000\}\)\*/);
    expect(patternCost('^(?:\\d{1,3}\\d{1,3})*$', 'u').hazard).toMatch(/^repeats a group that holds a repetition/);
  });

  test('the reason names the powers its counted repetitions cap', () => {
    expect(polynomialReason(patternCost('^\\d{0,300}\\d{0,300}\\d{0,300}$', 'u'))).toBe('can take time growing as the input length to the power 3 (counted repetitions, of up to 300, cap 3 of those powers at 300); give this parameter a maxLength of at most 215');
    expect(polynomialReason(patternCost('^\\d*\\d*$', 'u'), true)).toBe('can take time growing as the input length to the power 2; give propertyNames a maxLength of at most 3162');
    expect(polynomialReason(patternCost('^\\d*\\d{0,30}\\d{0,30}$', 'u'))).toBe('can take time growing as the input length to the power 3 (counted repetitions, of up to 30, cap 2 of those powers at 30); give this parameter a maxLength of at most 11111');
  });

  test('an exponential pattern is a hazard whatever its degree', () => {
    expect(patternCost('^(a+)+$', 'u').hazard).toMatch(/^repeats a group that holds a repetition/);
  });

  test('a pattern too big for the degree search is refused as too complex', () => {
    expect(patternCost(`^${'[ab]*'.repeat(300)}$`, 'u').hazard).toMatch(/^is too complex to check for polynomial matching time \(more than 2000000 steps of analysis\); simplify it$/);
  });

  test.each([
    [2, 3162],
    [3, 215],
    [4, 56],
    [5, 25],
    [12, 3],
  ])('degree %i needs a maxLength of at most %i: the largest N with N^k ≤ 10^7', (degree, n) => {
    const cost = patternCost(`^${'\\d*'.repeat(degree)}$`, 'u');
    expect(cost).toMatchObject({ degree, bounded: 0 });
    expect(maxLengthFor(cost)).toBe(n);
    expect(n ** degree).toBeLessThanOrEqual(1e7);
    expect((n + 1) ** degree).toBeGreaterThan(1e7);
  });

  test('a linear or constant degree needs no maxLength, unless counted repetitions multiply a linear one', () => {
    expect(maxLengthFor(patternCost('^\\d+$', 'u'))).toBe(Infinity);
    expect(maxLengthFor(patternCost('\\d*\\d*', 'u'))).toBe(Infinity);
    // Two copies are enough to double each character's work.
    expect(maxLengthFor(patternCost('^\\d*\\d{0,2}$', 'u'))).toBe(Infinity);
    expect(maxLengthFor(patternCost('^\\d*\\d{0,20}$', 'u'))).toBe(500_000);
  });
});

describe('guardedRegExp and polynomial patterns', () => {
  test('refused without a length limit, or with one over the budget', () => {
    expect(() => guardedRegExp('^\\d*\\d*\\d*$', 'u')).toThrow(/^pattern "\^\\\\d\*\\\\d\*\\\\d\*\$" can take time growing as the input length to the power 3; give this parameter a maxLength of at most 215$/);
    expect(() => withPatternLengthLimits(new Map([['^\\d*\\d*\\d*$', 216]]), () => guardedRegExp('^\\d*\\d*\\d*$', 'u'))).toThrow(/power 3; give this parameter a maxLength of at most 215/);
    expect(() => withPatternLengthLimits(new Map([['^\\d*\\d*$', 215]]), () => guardedRegExp('^\\d*\\d*\\d*$', 'u'))).toThrow(/power 3/);
    // Linear and constant patterns need no limit.
    expect(guardedRegExp('^\\d+$', 'u').test('123')).toBe(true);
    expect(guardedRegExp('\\d*\\d*', 'u').test('x')).toBe(true);
  });

  test('within its limit a polynomial pattern matches as RegExp does, and never runs on a longer text', () => {
    const re = withPatternLengthLimits(new Map([['^\\d*\\d*\\d*$', 5]]), () => guardedRegExp('^\\d*\\d*\\d*$', 'u'));
    expect(re.test('12345')).toBe(true);
    expect(re.test('1234x')).toBe(false);
    // A text over the limit does not match (its maxLength already fails), and costs nothing: this one would take hours.
    expect(re.test('123456')).toBe(false);
    expect(re.test('1'.repeat(100_000) + 'x')).toBe(false);
    expect(re.source).toBe('^\\d*\\d*\\d*$');
    expect(re.flags).toBe('u');
    // Length counts code points, as maxLength does: five astral characters are five.
    const astral = withPatternLengthLimits(new Map([['^.*.*$', 5]]), () => guardedRegExp('^.*.*$', 'u'));
    expect(astral.test('😀😀😀😀😀')).toBe(true);
    expect(astral.test('😀😀😀😀😀😀')).toBe(false);
    // ajv keeps one RegExp per toString(): the same pattern under two limits must be two.
    const other = withPatternLengthLimits(new Map([['^\\d*\\d*\\d*$', 6]]), () => guardedRegExp('^\\d*\\d*\\d*$', 'u'));
    expect(other.toString()).not.toBe(re.toString());
    expect(other.test('123456')).toBe(true);
  });

  test('a linear pattern whose counts multiply its work is refused without a limit, and within one never runs on a longer text', () => {
    const source = '^\\d*\\d{0,30}\\d{0,30}$';
    expect(() => guardedRegExp(source, 'u')).toThrow(/power 3 \(counted repetitions, of up to 30, cap 2 of those powers at 30\); give this parameter a maxLength of at most 11111$/);
    const re = withPatternLengthLimits(new Map([[source, 11111]]), () => guardedRegExp(source, 'u'));
    expect(re.test('1'.repeat(11111))).toBe(true);
    expect(re.test(`${'1'.repeat(100)}x`)).toBe(false);
    // 7-9 s of backtracking unguarded: refused by its length alone.
    expect(re.test(`${'1'.repeat(1_000_000)}x`)).toBe(false);
  });

  test('the limits hold only while the schema compiles', () => {
    withPatternLengthLimits(new Map([['^\\d*\\d*$', 10]]), () => expect(() => guardedRegExp('^\\d*\\d*$', 'u')).not.toThrow());
    expect(() => guardedRegExp('^\\d*\\d*$', 'u')).toThrow(/power 2; give this parameter a maxLength of at most 3162/);
  });
});

/** A small regular expression over a, b, c, kept as a tree for the model matcher below. */
type Re =
  | { t: 'ch'; src: string; set: string }
  | { t: 'bol' }
  | { t: 'eol' }
  | { t: 'seq'; items: Re[] }
  | { t: 'alt'; items: Re[] }
  | { t: 'rep'; body: Re; min: number; max: number; greedy: boolean };

function render(n: Re): string {
  switch (n.t) {
    case 'ch':
      return n.src;
    case 'bol':
      return '^';
    case 'eol':
      return '$';
    case 'seq':
      return n.items.map((i) => (i.t === 'alt' ? `(?:${render(i)})` : render(i))).join('');
    case 'alt':
      return n.items.map(render).join('|');
    case 'rep':
      return (n.body.t === 'ch' ? render(n.body) : `(?:${render(n.body)})`) + quantifier(n.min, n.max) + (n.greedy ? '' : '?');
  }
}

function quantifier(min: number, max: number): string {
  if (max === Infinity) return min === 0 ? '*' : min === 1 ? '+' : `{${min},}`;
  return min === 0 && max === 1 ? '?' : `{${min},${max}}`;
}

/**
 * Steps of a backtracking search for `root` in `text`, as ECMAScript specifies it (RepeatMatcher
 * with its empty check, greedy or lazy, alternatives in order, one start after another). Throws
 * past `cap` steps.
 */
function backtrackingSteps(root: Re, text: string, cap: number): number {
  let steps = 0;
  const tick = () => {
    if (++steps > cap) throw new Error('step cap');
  };
  const match = (n: Re, i: number, k: (j: number) => boolean): boolean => {
    tick();
    switch (n.t) {
      case 'ch':
        return i < text.length && n.set.includes(text[i]) && k(i + 1);
      case 'bol':
        return i === 0 && k(i);
      case 'eol':
        return i === text.length && k(i);
      case 'seq': {
        const from = (j: number, x: number): boolean => (x === n.items.length ? k(j) : match(n.items[x], j, (y) => from(y, x + 1)));
        return from(i, 0);
      }
      case 'alt':
        return n.items.some((item) => match(item, i, k));
      case 'rep':
        return repeat(n, n.min, n.max, i, k);
    }
  };
  const repeat = (n: Extract<Re, { t: 'rep' }>, min: number, max: number, i: number, k: (j: number) => boolean): boolean => {
    tick();
    if (max === 0) return k(i);
    const next = (j: number): boolean => (min === 0 && j === i ? false : repeat(n, Math.max(0, min - 1), max - 1, j, k));
    if (min > 0) return match(n.body, i, next);
    return n.greedy ? match(n.body, i, next) || k(i) : k(i) || match(n.body, i, next);
  };
  for (let start = 0; start <= text.length; start++) if (match(root, start, () => true)) break;
  return steps;
}

const char = fc.constantFrom<Re>({ t: 'ch', src: 'a', set: 'a' }, { t: 'ch', src: 'b', set: 'b' }, { t: 'ch', src: 'c', set: 'c' }, { t: 'ch', src: '[ab]', set: 'ab' }, { t: 'ch', src: '[^a]', set: 'bcd' }, { t: 'ch', src: '.', set: 'abcd' });
const tree: fc.Arbitrary<Re> = fc.letrec<{ re: Re }>((tie) => ({
  re: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    char,
    fc.tuple(tie('re'), tie('re')).map(([a, b]): Re => ({ t: 'seq', items: [a, b] })),
    fc.tuple(tie('re'), tie('re')).map(([a, b]): Re => ({ t: 'alt', items: [a, b] })),
    // Counted repetitions too: the degree reads them as their copies, which the matcher below runs as ECMAScript does.
    fc.tuple(tie('re'), fc.constantFrom([0, Infinity], [1, Infinity], [0, 1], [0, 2], [1, 3], [2, 3]), fc.boolean()).map(([body, [min, max], greedy]): Re => ({ t: 'rep', body, min, max, greedy })),
  ),
})).re;
const anchoredTree = fc.tuple(fc.boolean(), tree, fc.boolean()).map(([bol, re, eol]): Re => ({ t: 'seq', items: [...(bol ? [{ t: 'bol' } as Re] : []), re, ...(eol ? [{ t: 'eol' } as Re] : [])] }));

describe('patternCost: properties', () => {
  // For each text family u^m + tail, the growth of the steps from m to 2m to 4m repetitions: the
  // increments of a polynomial of degree k grow by 2^k at most. It found the accepting-run case
  // (`(?:[ab]*?a|[^a])*`, see acceptingRunDegree). The degree must never be lower
  // than what the model matcher shows (an unsafe pattern let through); higher is allowed.
  test('the degree is never below the step growth of a backtracking matcher', () => {
    const units = ['a', 'b', 'c', 'd', 'ab', 'ba', 'ac', 'bc', 'aab', 'abb', 'abc'];
    const tails = ['', 'a', 'b', 'c', 'd'];
    fc.assert(
      fc.property(anchoredTree, (re) => {
        const source = render(re);
        const { hazard, degree } = patternCost(source, 'u');
        if (hazard !== null) return;
        // Two series of sizes, so that a group of 2 to 6 characters divides one of them (a remainder makes steps jump).
        const series = degree <= 2 ? [12, 10] : [6, 5];
        for (const unit of units) {
          for (const tail of tails) {
            const growths = series.map((m) => {
              const f = [m, 2 * m, 4 * m].map((r) => {
                try {
                  return backtrackingSteps(re, unit.repeat(r) + tail, 2_000_000);
                } catch {
                  // 24^4 steps and more are expected of degree 4; of degree 3 or less, far fewer.
                  if (degree >= 4) return NaN;
                  throw new Error(`${source}: over 2000000 steps on ${unit}^${r}${tail}, degree ${degree}`);
                }
              });
              if (f.some(Number.isNaN)) return 0;
              const [d1, d2] = [f[1] - f[0], f[2] - f[1]];
              if (d2 <= 16 * m) return 0; // too few steps to tell
              return d1 <= 0 ? Infinity : Math.log2(d2 / d1);
            });
            const growth = Math.min(...growths);
            if (growth > Math.max(1, degree) + 0.5) throw new Error(`${source}: degree ${degree}, but the steps on ${unit}^m${tail} grow as m^${growth.toFixed(2)}`);
          }
        }
      }),
      { numRuns: 250 },
    );
  });

  // Without a maxLength a pattern runs on a text as long as a message (10 MiB), so one accepted
  // without it must do no more work per character when its counts grow: a count that multiplies
  // each character's work (`^[ab]*a{0,3}$`: a{0,3} tries each length at every split) needs a
  // maxLength (see maxLengthFor) unless the factor is small (at most 16: what reading the message
  // costs). Each count of 2 or more made fourfold, the increments over the text's last half, where
  // every count is used up, must stay within that factor of theirs.
  const LINEAR_WORK_FACTOR = 16;
  test('a pattern accepted without a maxLength does no more work per character when its counts grow fourfold', () => {
    const scaled = (n: Re): Re => {
      switch (n.t) {
        case 'seq':
        case 'alt':
          return { ...n, items: n.items.map(scaled) };
        case 'rep':
          return { ...n, body: scaled(n.body), max: n.max >= 2 && n.max !== Infinity ? 4 * n.max : n.max };
        default:
          return n;
      }
    };
    const units = ['a', 'b', 'c', 'd', 'ab', 'ba', 'ac', 'abc'];
    const tails = ['', 'a', 'c', 'd'];
    fc.assert(
      fc.property(anchoredTree, (re) => {
        const grown = scaled(re);
        const cost = patternCost(render(grown), 'u');
        if (cost.hazard !== null || cost.degree === 0 || cost.span > 12 || maxLengthFor(cost) !== Infinity) return;
        for (const unit of units) {
          for (const tail of tails) {
            const perCharacter = (r: Re) => {
              const [half, whole] = [48, 96].map((m) => backtrackingSteps(r, unit.repeat(m) + tail, 2_000_000));
              return (whole - half) / (48 * unit.length);
            };
            const [before, after] = [perCharacter(re), perCharacter(grown)];
            if (after > LINEAR_WORK_FACTOR * before + 2) throw new Error(`${render(grown)}: no maxLength, but ${after.toFixed(1)} steps per character on ${unit}^m${tail}, ${before.toFixed(1)} with the counts of ${render(re)}`);
          }
        }
      }),
      { numRuns: 250 },
    );
  });

  const source = anchoredTree.map(render);
  const degreeOf = (s: string): number | null => {
    const c = patternCost(s, 'u');
    return c.hazard === null ? c.degree : null;
  };

  test('a counted repetition has the degree of its copies written out (a{1,3} as a(?:a(?:a)?)?)', () => {
    const counts = fc.constantFrom([0, 2], [1, 2], [2, 2], [0, 3], [1, 3], [2, 3], [3, 3]);
    fc.assert(
      fc.property(source, source, source, counts, (pre, body, post, [min, max]) => {
        let copies = `(?:${body})`.repeat(min);
        for (let k = min; k < max; k++) copies += `(?:(?:${body})`;
        copies += ')?'.repeat(max - min);
        const counted = patternCost(`(?:${pre})(?:${body}){${min},${max}}(?:${post})`, 'u');
        const written = patternCost(`(?:${pre})${copies}(?:${post})`, 'u');
        if (counted.hazard !== null || written.hazard !== null) return;
        expect(counted.degree).toBe(written.degree);
      }),
      { numRuns: 300 },
    );
  });

  test('a group around a pattern changes no degree', () => {
    fc.assert(fc.property(source, (s) => expect(degreeOf(`(?:${s})`)).toBe(degreeOf(s))));
  });

  test('a literal after a leading ^ changes no degree', () => {
    fc.assert(fc.property(tree.map(render), (s) => expect(degreeOf(`^x(?:${s})`)).toBe(degreeOf(`^(?:${s})`))));
  });

  test('a leading ^ never raises the degree, a trailing $ never lowers it', () => {
    fc.assert(
      fc.property(source, (s) => {
        const d = degreeOf(s);
        if (d === null) return;
        expect(degreeOf(`^(?:${s})`)).toBeLessThanOrEqual(d);
        const ended = degreeOf(`(?:${s})$`);
        if (ended !== null) expect(ended).toBeGreaterThanOrEqual(d);
      }),
    );
  });
});
