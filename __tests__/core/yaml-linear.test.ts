import { jest } from '@jest/globals';
import type { DocumentOptions, ParseOptions, SchemaOptions } from 'yaml';

// The yaml package's own repeated-key checks compare each key with every earlier one: 40,000
// keys took 19 s, 300,000 (a 3.5 MB frontmatter) many minutes. parseYaml must not ask for them;
// it checks repeats itself in one pass (yaml.test.ts holds it to the same answers).
const actual = await import('yaml');
const seen: (ParseOptions & DocumentOptions & SchemaOptions)[] = [];
jest.unstable_mockModule('yaml', () => ({
  ...actual,
  parseDocument: (text: string, options: ParseOptions & DocumentOptions & SchemaOptions) => {
    seen.push(options);
    return actual.parseDocument(text, options);
  },
}));
const { parseYaml } = await import('../../src/core/yaml.js');

test('the yaml package is not asked for its quadratic uniqueKeys check', () => {
  expect(parseYaml('a: 1\na: 2\n').error?.message).toBe('Map keys must be unique');
  expect(seen.length).toBeGreaterThan(0);
  for (const options of seen) expect(options.uniqueKeys).toBe(false);
});

test("!!omap is read without the yaml package's quadratic resolve", () => {
  const omap = new actual.Schema({ resolveKnownTags: true }).knownTags['tag:yaml.org,2002:omap'] as { resolve: unknown };
  const original = omap.resolve;
  omap.resolve = () => {
    throw new Error('the quadratic !!omap resolve ran');
  };
  try {
    expect(parseYaml('x: !!omap\n- a: 1\n- b: 2\n')).toMatchObject({ value: { x: new Map([['a', 1], ['b', 2]]) }, error: null });
    expect(parseYaml('x: !!omap\n- a: 1\n- a: 2\n').error?.message).toBe('Ordered maps must not include duplicate keys: a');
  } finally {
    omap.resolve = original;
  }
});
