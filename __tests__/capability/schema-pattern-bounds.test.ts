import { inputSchemaProblems, validateInput } from '../../src/capability/input-schema.js';
import { patternLengthLimits, patternSites } from '../../src/capability/schema-pattern-bounds.js';

const P = '^\\d*\\d*\\d*$'; // degree 3: maxLength at most 215
const Q = '^\\w*\\w*$'; // degree 2: at most 3162
const object = (over: Record<string, unknown>) => ({ type: 'object', ...over });
const param = (s: Record<string, unknown>) => object({ properties: { p: s } });
/** The message of a polynomial pattern, as inputSchemaProblems words it. */
const slow = (pattern: string, degree: number, n: number, what = 'this parameter') => `pattern ${JSON.stringify(pattern)} can take time growing as the input length to the power ${degree}; give ${what} a maxLength of at most ${n}`;

describe('patternSites: the bound on the text each pattern tests', () => {
  test.each<[string, Record<string, unknown>, { pointer: string; names?: boolean; maxLength: number | null }[]]>([
    ['maxLength beside the pattern', param({ type: 'string', pattern: P, maxLength: 20 }), [{ pointer: '/properties/p/pattern', maxLength: 20 }]],
    ['no maxLength', param({ type: 'string', pattern: P }), [{ pointer: '/properties/p/pattern', maxLength: null }]],
    ['a maxLength in a sibling allOf member bounds the same instance', param({ allOf: [{ maxLength: 30 }, { pattern: P }] }), [{ pointer: '/properties/p/allOf/1/pattern', maxLength: 30 }]],
    ['the smallest of several guaranteed bounds', param({ maxLength: 50, allOf: [{ maxLength: 30 }, { allOf: [{ pattern: P, maxLength: 40 }] }] }), [{ pointer: '/properties/p/allOf/1/allOf/0/pattern', maxLength: 30 }]],
    ['anyOf, oneOf, not, if/then: a bound in another branch is not guaranteed', param({ anyOf: [{ maxLength: 5 }, { pattern: P }], oneOf: [{ maxLength: 5 }, { pattern: P }], not: { pattern: P }, if: { maxLength: 5 }, then: { pattern: P } }), [
      { pointer: '/properties/p/not/pattern', maxLength: null },
      { pointer: '/properties/p/then/pattern', maxLength: null },
      { pointer: '/properties/p/anyOf/1/pattern', maxLength: null },
      { pointer: '/properties/p/oneOf/1/pattern', maxLength: null },
    ]],
    ['a maxLength inside anyOf bounds that branch only', param({ anyOf: [{ pattern: P, maxLength: 9 }] }), [{ pointer: '/properties/p/anyOf/0/pattern', maxLength: 9 }]],
    ['through $ref: the target\'s maxLength', object({ properties: { p: { $ref: '#/definitions/short', pattern: P } }, definitions: { short: { type: 'string', maxLength: 12 } } }), [{ pointer: '/properties/p/pattern', maxLength: 12 }]],
    ['through $ref: every referrer bounds the target', object({ properties: { p: { $ref: '#/$defs/d', maxLength: 12 }, q: { allOf: [{ $ref: '#/$defs/d' }], maxLength: 14 } }, $defs: { d: { pattern: P } } }), [{ pointer: '/$defs/d/pattern', maxLength: 14 }]],
    ['through $ref: one unbounded referrer leaves the target unbounded', object({ properties: { p: { $ref: '#/$defs/d', maxLength: 12 }, q: { $ref: '#/$defs/d' } }, $defs: { d: { pattern: P } } }), [{ pointer: '/$defs/d/pattern', maxLength: null }]],
    ['a definition no $ref uses is not known to be bounded', object({ $defs: { d: { pattern: P } } }), [{ pointer: '/$defs/d/pattern', maxLength: null }]],
    ['a $ref this walk cannot resolve: no bound from a context, own ones still', object({ properties: { p: { $ref: '#/$defs/d', maxLength: 12 }, q: { $ref: '#anchor' }, r: { pattern: P, maxLength: 3 } }, $defs: { d: { pattern: P } } }), [
      { pointer: '/properties/r/pattern', maxLength: 3 },
      { pointer: '/$defs/d/pattern', maxLength: null },
    ]],
    ['a nested $id: no $ref is resolved', object({ properties: { p: { $ref: '#/$defs/d', maxLength: 12 } }, $defs: { d: { $id: 'https://x.test/d', pattern: P } } }), [{ pointer: '/$defs/d/pattern', maxLength: null }]],
    ['a recursive schema', object({ properties: { tree: { $ref: '#/$defs/node' } }, $defs: { node: { type: 'object', properties: { name: { type: 'string', pattern: P, maxLength: 8 }, kids: { type: 'array', items: { $ref: '#/$defs/node' } } } } } }), [{ pointer: '/$defs/node/properties/name/pattern', maxLength: 8 }]],
    ['patternProperties keys: bounded by propertyNames.maxLength (here from an allOf member)', object({ allOf: [{ propertyNames: { maxLength: 40 } }], patternProperties: { [Q]: {}, 'a/b~c': {} } }), [
      { pointer: `/patternProperties/${Q}`, names: true, maxLength: 40 },
      { pointer: '/patternProperties/a~1b~0c', names: true, maxLength: 40 },
    ]],
    ['patternProperties keys without propertyNames.maxLength', object({ patternProperties: { [Q]: {} } }), [{ pointer: `/patternProperties/${Q}`, names: true, maxLength: null }]],
    ['propertyNames.pattern', object({ propertyNames: { pattern: Q, maxLength: 64 } }), [{ pointer: '/propertyNames/pattern', names: true, maxLength: 64 }]],
    ['"pattern" as a property name, and patterns inside data (enum, const, default) are not patterns', object({ properties: { pattern: { type: 'string' } }, enum: [{ pattern: P }], const: { pattern: P }, default: { pattern: P } }), []],
  ])('%s', (_name, schema, expected) => {
    expect(patternSites(schema).map(({ pointer, names, maxLength }) => ({ pointer, names, maxLength }))).toEqual(expected.map((e) => ({ names: false, ...e })));
  });

  test('patternLengthLimits: the largest bound of a pattern; a pattern with an unbounded place has none', () => {
    const sites = patternSites(object({ properties: { a: { pattern: P, maxLength: 5 }, b: { pattern: P, maxLength: 9 }, c: { pattern: Q, maxLength: 5 }, d: { pattern: Q } } }));
    expect(patternLengthLimits(sites)).toEqual(new Map([[P, 9]]));
  });
});

describe('inputSchemaProblems: polynomial patterns need a maxLength', () => {
  test.each<[string, number | undefined, string | null]>([
    // degree 3 and 2, anchored: maxLength^degree ≤ 10^7
    [P, undefined, slow(P, 3, 215)],
    [P, 215, null],
    [P, 216, slow(P, 3, 215)],
    ['^\\d*\\d*$', undefined, slow('^\\d*\\d*$', 2, 3162)],
    ['^\\d*\\d*$', 3162, null],
    ['^\\d*\\d*$', 3163, slow('^\\d*\\d*$', 2, 3162)],
    // unanchored: every start is tried, one degree more; with nothing after the loops, it matches at once
    ['\\d*\\d*\\d*$', 100, slow('\\d*\\d*\\d*$', 4, 56)],
    ['\\d*\\d*\\d*$', 56, null],
    ['\\d*\\d*', undefined, null],
    // linear patterns need no bound
    ['^(a|b)*c(a|b)*$', undefined, null],
    ['^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$', undefined, null],
    ['^(?=.*\\d)(?=.*[a-z]).{8,}$', undefined, null],
    // trailing white space: quadratic unless anchored and the part before cannot read it
    ['\\s*$', undefined, slow('\\s*$', 2, 3162)],
    ['\\s+$', 1000, null],
    ['^\\w+\\s*$', undefined, null],
    ['^.*\\s*$', undefined, slow('^.*\\s*$', 2, 3162)],
    ['^[^@]+@[^@]+\\.[^@]+$', 254, null],
    ['.*foo.*', undefined, slow('.*foo.*', 2, 3162)],
    // counted repetitions add no power of the length, only up to their count: small ones need no bound, large ones still do
    ['^\\d{1,3}\\d{1,3}$', undefined, null],
    ['^\\+?\\d{1,3}[ -]?\\d{3,14}$', undefined, null],
    ['^\\d{0,300}\\d{0,300}\\d{0,300}$', undefined, 'pattern "^\\\\d{0,300}\\\\d{0,300}\\\\d{0,300}$" can take time growing as the input length to the power 3 (counted repetitions, of up to 300, cap 3 of those powers at 300); give this parameter a maxLength of at most 215'],
    ['^\\d{0,300}\\d{0,300}\\d{0,300}$', 215, null],
    // a linear pattern whose counts multiply each character's work: the message alone would let the text be 10 MiB long
    ['^\\d*\\d{0,30}\\d{0,30}$', undefined, 'pattern "^\\\\d*\\\\d{0,30}\\\\d{0,30}$" can take time growing as the input length to the power 3 (counted repetitions, of up to 30, cap 2 of those powers at 30); give this parameter a maxLength of at most 11111'],
    ['^\\d*\\d{0,30}\\d{0,30}$', 11112, 'pattern "^\\\\d*\\\\d{0,30}\\\\d{0,30}$" can take time growing as the input length to the power 3 (counted repetitions, of up to 30, cap 2 of those powers at 30); give this parameter a maxLength of at most 11111'],
    ['^\\d*\\d{0,30}\\d{0,30}$', 11111, null],
    // Unicode properties meet other classes only where they share characters
    ['^(\\p{L}|\\d)+\\s*$', undefined, null],
  ])('%s with maxLength %s', (pattern, maxLength, message) => {
    const problems = inputSchemaProblems(param({ type: 'string', pattern, ...(maxLength === undefined ? {} : { maxLength }) }));
    expect(problems).toEqual(message === null ? [] : [{ pointer: '/properties/p/pattern', message }]);
  });

  test('one problem per place, property names worded as such; an exponential pattern is still refused when it compiles', () => {
    expect(inputSchemaProblems(object({ properties: { a: { pattern: P }, b: { pattern: P, maxLength: 10 } }, patternProperties: { [Q]: {} } }))).toEqual([
      { pointer: `/patternProperties/${Q}`, message: slow(Q, 2, 3162, 'propertyNames') },
      { pointer: '/properties/a/pattern', message: slow(P, 3, 215) },
    ]);
    expect(inputSchemaProblems(object({ propertyNames: { maxLength: 64 }, patternProperties: { [Q]: {} } }))).toEqual([]);
    expect(inputSchemaProblems(param({ pattern: '^(a+)+$', maxLength: 10 }))).toEqual([{ pointer: '', message: expect.stringMatching(/^does not compile: pattern "\^\(a\+\)\+\$" repeats a group that holds a repetition/) }]);
  });
});

describe('validateInput: a bounded polynomial pattern never runs past its bound', () => {
  // ajv reports every error (allErrors), so without the limit `pattern` would run on a text whose
  // maxLength already failed. A matching text shows it (a near miss would only take long).
  const schema = param({ type: 'string', pattern: P, maxLength: 30 });

  test('within the bound it validates as the pattern says', () => {
    expect(validateInput(schema, { p: '123' })).toEqual([]);
    expect(validateInput(schema, { p: '12x' })).toEqual(['parameter p must match pattern "^\\d*\\d*\\d*$"']);
  });

  test('past it the text fails maxLength and is not matched', () => {
    expect(validateInput(schema, { p: '1'.repeat(31) })).toEqual(['parameter p must NOT have more than 30 characters']);
    expect(validateInput(schema, { p: '1'.repeat(5000) })).toEqual(['parameter p must NOT have more than 30 characters']);
  });

  test('property names: a key longer than propertyNames.maxLength is not tested against patternProperties', () => {
    const names = object({ propertyNames: { maxLength: 8 }, patternProperties: { '^\\w*\\w*\\w*!$': { type: 'number' } }, additionalProperties: false });
    expect(validateInput(names, { 'ab!': 1 })).toEqual([]);
    expect(validateInput(names, { 'ab!': 'x' })).toEqual(['parameter ab! must be number']);
    // A long key that matches is not seen to match: it is left to additionalProperties.
    const key = `${'a'.repeat(500)}!`;
    expect(validateInput(names, { [key]: 1 })).toEqual(['input must NOT have more than 8 characters', 'input property name must be valid', `unknown parameter "${key}"`]);
  });
});
