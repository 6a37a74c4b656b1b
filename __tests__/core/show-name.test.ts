import fc from 'fast-check';
import { hasControlCharacter, jsonEscaped, needsEscape, quoteEscaped, showPath } from '../../src/core/show-name.js';
import { quoteName } from '../../src/skillpack/discover.js';

describe('showPath and quoteName: names in messages never carry a raw control character', () => {
  test.each([
    ['docs/a.md', 'docs/a.md', "'docs/a.md'"],
    ['with space/é.md', 'with space/é.md', "'with space/é.md'"],
    ['a\nb', '"a\\nb"', '"a\\nb"'],
    ['z\r.pem', '"z\\r.pem"', '"z\\r.pem"'],
    ['esc\u001b[2J', '"esc\\u001b[2J"', '"esc\\u001b[2J"'],
    ['del\u007f', '"del\\u007f"', '"del\\u007f"'],
    ['c1\u009b31m', '"c1\\u009b31m"', '"c1\\u009b31m"'],
    // Quotes and backslashes alone: the path is quoted (as git does), a name is not.
    ['say "hi"', '"say \\"hi\\""', `'say "hi"'`],
    ['back\\slash', '"back\\\\slash"', "'back\\slash'"],
    // Characters that reorder or break a line unseen: a name that reads as another.
    ['report\u202Etxt.exe', '"report\\u202etxt.exe"', '"report\\u202etxt.exe"'],
    ['a\u2066b\u2069', '"a\\u2066b\\u2069"', '"a\\u2066b\\u2069"'],
    ['rtl\u200f\u061c', '"rtl\\u200f\\u061c"', '"rtl\\u200f\\u061c"'],
    ['line\u2028sep', '"line\\u2028sep"', '"line\\u2028sep"'],
    // The zero-width joiner holds emoji sequences together: left as it is.
    ['team-\u{1F469}\u200D\u{1F4BB}.md', 'team-\u{1F469}\u200D\u{1F4BB}.md', "'team-\u{1F469}\u200D\u{1F4BB}.md'"],
  ])('%j → %s / %s', (name, path, quoted) => {
    expect(showPath(name)).toBe(path);
    expect(quoteName(name)).toBe(quoted);
  });

  test('quoted text reads back as the name, and holds no control character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const q = quoteEscaped(s);
        expect(JSON.parse(q)).toBe(s);
        expect(hasControlCharacter(q)).toBe(false);
        expect(hasControlCharacter(showPath(s))).toBe(false);
        expect(hasControlCharacter(quoteName(s))).toBe(false);
        for (const shown of [q, showPath(s), quoteName(s)]) expect(needsEscape(shown)).toBe(false);
      }),
    );
  });
});

describe('jsonEscaped: any value as JSON, no raw control character', () => {
  test.each([
    ['loud', '"loud"'],
    ['\u0085', '"\\u0085"'],
    [{ 'k\u007f': ['\u001b', 1] }, '{"k\\u007f":["\\u001b",1]}'],
    [true, 'true'],
    [null, 'null'],
  ])('%j → %s', (value, shown) => expect(jsonEscaped(value)).toBe(shown));

  test('a string is shown as quoteEscaped shows it', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => expect(jsonEscaped(s)).toBe(quoteEscaped(s))));
  });
});
