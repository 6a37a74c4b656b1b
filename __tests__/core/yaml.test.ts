import { parseYaml } from '../../src/core/yaml.js';

describe('parseYaml', () => {
  test.each([
    ['a flow collection nested 100,000 deep', `x: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`],
    ['block mappings nested 8,000 deep', Array.from({ length: 8000 }, (_, i) => `${' '.repeat(i)}k:`).join('\n')],
  ])('%s is one error line, never a stack overflow message', (_what, text) => {
    const r = parseYaml(text);
    expect(r.value).toBeUndefined();
    expect(r.error?.message).toBe('nested too deeply to read');
  });

  test('an alias bomb is refused, an ordinary error keeps its position', () => {
    const bomb = `a: &a [x, x, x, x, x, x, x, x, x, x]\n${Array.from({ length: 9 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10).fill(`*${String.fromCharCode(97 + i)}`).join(', ')}]`).join('\n')}\n`;
    expect(parseYaml(bomb).error?.message).toMatch(/alias/i);
    expect(parseYaml('a: [1\n').error).toMatchObject({ line: expect.any(Number), column: expect.any(Number) });
    expect(parseYaml('a: [1, 2]\n')).toMatchObject({ value: { a: [1, 2] }, error: null });
  });
});
