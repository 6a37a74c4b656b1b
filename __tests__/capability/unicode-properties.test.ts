import fc from 'fast-check';
import { propertyCodePoints } from '../../src/capability/unicode-properties.js';

/** Whether a sorted [lo, hi] set holds a code point. */
function holds(set: number[], c: number): boolean {
  for (let i = 0; i < set.length; i += 2) if (set[i] <= c && c <= set[i + 1]) return true;
  return false;
}

/** What V8 itself says: does `\p{name}` match the code point (a lone surrogate too, with `u`)? */
const matches = (name: string, c: number): boolean => new RegExp(`^\\p{${name}}$`, 'u').test(String.fromCodePoint(c));

const CATEGORY_NAMES = [
  'L', 'Letter', 'LC', 'Cased_Letter', 'Lu', 'Uppercase_Letter', 'Ll', 'Lowercase_Letter', 'Lt', 'Titlecase_Letter', 'Lm', 'Modifier_Letter', 'Lo', 'Other_Letter',
  'M', 'Mark', 'Combining_Mark', 'Mn', 'Nonspacing_Mark', 'Mc', 'Spacing_Mark', 'Me', 'Enclosing_Mark',
  'N', 'Number', 'Nd', 'Decimal_Number', 'digit', 'Nl', 'Letter_Number', 'No', 'Other_Number',
  'P', 'Punctuation', 'punct', 'Pc', 'Connector_Punctuation', 'Pd', 'Dash_Punctuation', 'Ps', 'Open_Punctuation', 'Pe', 'Close_Punctuation', 'Pi', 'Initial_Punctuation', 'Pf', 'Final_Punctuation', 'Po', 'Other_Punctuation',
  'S', 'Symbol', 'Sm', 'Math_Symbol', 'Sc', 'Currency_Symbol', 'Sk', 'Modifier_Symbol', 'So', 'Other_Symbol',
  'Z', 'Separator', 'Zs', 'Space_Separator', 'Zl', 'Line_Separator', 'Zp', 'Paragraph_Separator',
  'C', 'Other', 'Cc', 'Control', 'cntrl', 'Cf', 'Format', 'Cs', 'Surrogate', 'Co', 'Private_Use', 'Cn', 'Unassigned',
];
const NAMES = [
  ...CATEGORY_NAMES,
  ...CATEGORY_NAMES.flatMap((n) => [`gc=${n}`, `General_Category=${n}`]),
  ...['Latin', 'Latn', 'Greek', 'Grek', 'Cyrillic', 'Han', 'Hani', 'Arabic', 'Hebrew', 'Devanagari', 'Hangul', 'Hiragana', 'Katakana', 'Thai', 'Ethiopic', 'Common', 'Zyyy', 'Inherited', 'Zinh', 'Qaai', 'Unknown', 'Zzzz', 'Coptic', 'Qaac', 'Braille', 'Cuneiform', 'Adlam', 'Tangut', 'Kawi'].flatMap((n) => [`Script=${n}`, `sc=${n}`]),
  'Any', 'ASCII', 'Assigned',
];

// Code points where properties change most: the BMP's scripts, the surrogates' edges, the astral planes.
const codePoint = fc.oneof(fc.integer({ min: 0, max: 0x3000 }), fc.integer({ min: 0xd700, max: 0xe100 }), fc.integer({ min: 0, max: 0x10ffff }), fc.integer({ min: 0x10000, max: 0x20000 }));

describe('propertyCodePoints: the code points of a property, as V8 matches them', () => {
  test('every General_Category and Script name, and Any, ASCII, Assigned, agree with V8 on any code point', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), codePoint, (name, c) => {
        const set = propertyCodePoints(name);
        expect(set).toBeDefined();
        expect(holds(set!, c)).toBe(matches(name, c));
      }),
      { numRuns: 4000 },
    );
  });

  test.each(['L', 'Script=Greek', 'Cn'])('\\p{%s} is exactly V8\'s set, code point by code point', (name) => {
    const set = propertyCodePoints(name)!;
    const re = new RegExp(`^\\p{${name}}$`, 'u');
    let k = 0;
    for (let c = 0; c <= 0x10ffff; c++) {
      while (k < set.length && set[k + 1] < c) k += 2;
      const inSet = k < set.length && set[k] <= c;
      if (inSet !== re.test(String.fromCodePoint(c))) throw new Error(`\\p{${name}} and U+${c.toString(16)}: ${inSet} here, ${!inSet} in V8`);
    }
  });

  test('a property whose set is not told here gives undefined (the caller reads it as any character)', () => {
    for (const name of ['Alphabetic', 'White_Space', 'Script_Extensions=Greek', 'scx=Latn', 'Emoji', 'ID_Start']) expect(propertyCodePoints(name)).toBeUndefined();
  });
});
