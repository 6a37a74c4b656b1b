import { LineIndex } from '../../src/core/text-position.js';

describe('LineIndex', () => {
  test('by default only LF ends a line', () => {
    const idx = new LineIndex('a\r\nb\rc\nd');
    expect(idx.count).toBe(3);
    expect(idx.locate(5)).toEqual({ line: 2, column: 3 });
    expect(idx.end(1)).toBe(2);
  });

  test('with cr, CRLF and a lone CR end lines too', () => {
    const text = 'a\r\nb\rc\nd';
    const idx = new LineIndex(text, { cr: true });
    expect(idx.count).toBe(4);
    expect([1, 2, 3, 4].map((l) => text.slice(idx.start(l), idx.end(l)))).toEqual(['a', 'b', 'c', 'd']);
    expect(idx.locate(5)).toEqual({ line: 3, column: 1 });
    expect(idx.line(2)).toBe(1);
  });
});
