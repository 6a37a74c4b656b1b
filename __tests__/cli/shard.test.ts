import { UsageError } from '../../src/core/errors.js';
import { shard } from '../../src/cli/discover.js';
import { parseShard } from '../../src/cli/targets.js';

const MAX = Number.MAX_SAFE_INTEGER; // 9007199254740991

describe('parseShard', () => {
  test.each([
    [undefined, null],
    ['1/1', { k: 1, n: 1 }],
    ['2/3', { k: 2, n: 3 }],
    ['03/04', { k: 3, n: 4 }],
    [`1/${MAX}`, { k: 1, n: MAX }],
    [`${MAX}/${MAX}`, { k: MAX, n: MAX }],
  ])('valid: %j', (value, expected) => {
    expect(parseShard(value)).toEqual(expected);
  });

  const range = /^--shard must be K\/N with 1 <= K <= N, not '.*'$/;
  const unsafe = /^--shard K and N must be at most 9007199254740991, not '.*'$/;
  test.each([
    ['', range],
    ['1', range],
    ['1/', range],
    ['/2', range],
    ['a/b', range],
    ['-1/2', range],
    ['1.5/2', range],
    ['1e3/2e3', range],
    [' 1/2', range],
    ['0/2', range],
    ['1/0', range],
    ['0/0', range],
    ['3/2', range],
    ['1/99999999999999999999', unsafe],
    ['99999999999999999999/99999999999999999999', unsafe],
    [`1/${MAX + 1}`, unsafe],
    ['9007199254740993/9007199254740993', unsafe],
  ])('invalid: %j', (value, message) => {
    expect(() => parseShard(value)).toThrow(UsageError);
    expect(() => parseShard(value)).toThrow(message);
  });
});

describe('shard', () => {
  const items = (len: number) => Array.from({ length: len }, (_, i) => i);

  test.each([
    [0, 3],
    [1, 1],
    [5, 2],
    [7, 3],
    [10, 10],
    [3, 7],
  ])('%i items in %i shards: disjoint slices that cover them all in order', (len, n) => {
    const all = items(len);
    const slices = Array.from({ length: n }, (_, i) => shard(all, i + 1, n));
    expect(slices.flat()).toEqual(all);
    const sizes = slices.map((s) => s.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  // In floating point, N * 3 / N is 2.9999... for this N, and the last slice lost an item.
  test.each([
    [3, 9007199254740990],
    [3, MAX],
    [1000, MAX - 1],
  ])('%i items in %i shards: the last slice ends at the last item', (len, n) => {
    expect(shard(items(len), n, n)).toEqual([len - 1]);
    expect(shard(items(len), 1, n)).toEqual([]);
  });
});
