import { workerCount } from '../../src/core/workers.js';

describe('workerCount', () => {
  test.each([
    [{}, 1, 0],
    [{}, 2, 0],
    [{}, 4, 2],
    [{}, 64, 3],
    [{ PACKWRIGHT_WORKERS: '0' }, 64, 0],
    [{ PACKWRIGHT_WORKERS: '2' }, 2, 2],
    [{ PACKWRIGHT_WORKERS: ' 5 ' }, 2, 5],
    [{ PACKWRIGHT_WORKERS: '999' }, 2, 16],
    [{ PACKWRIGHT_WORKERS: 'many' }, 4, 2],
    [{ PACKWRIGHT_WORKERS: '-1' }, 4, 2],
  ])('env %p on %i processors: %i extra threads', (env, processors, expected) => {
    expect(workerCount(env as NodeJS.ProcessEnv, processors, 3)).toBe(expected);
  });
});
