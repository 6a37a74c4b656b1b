import fc from 'fast-check';
import { googleApiKey } from '../../src/secrets/content-rules/google-api-key.js';
import { looksLikePlaceholder } from '../../src/secrets/content-rules/types.js';
import { scanContent, ALLOW_MARKER } from '../../src/secrets/scan-content.js';
import { randomString } from '../helpers/fake-secrets.js';

/** No key is written here: the prefix is joined at run time and the rest drawn at test time. */
const j = (...p: string[]) => p.join('');
const PREFIX = j('AI', 'za');
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A Google API key: the prefix and 35 base64url characters (in practice `Sy` and 33). */
function apiKey(last = ''): string {
  for (;;) {
    const k = j(PREFIX, 'Sy', randomString(KEY_ALPHABET, 33 - last.length), last);
    if (!looksLikePlaceholder(k)) return k;
  }
}

/** Where the rule places its findings in a text: `line:column`, 1-based, column in characters. */
const places = (text: string) => scanContent(Buffer.from(text, 'utf8'), 'file.txt', [googleApiKey]).map((h) => `${h.line}:${h.column}`);

/** Where `value` starts in `text`, as `line:column` (the text before it is ASCII). */
function placeOf(text: string, value: string): string {
  const before = text.slice(0, text.indexOf(value));
  return `${before.split('\n').length}:${before.length - before.lastIndexOf('\n')}`;
}

/** Where keys are written, as text before and after one; none touches it with a key character. */
const CONTEXTS: [string, string, string][] = [
  ['a Firebase web config', 'const firebaseConfig = {\n  apiKey: "', '",\n  authDomain: "app.firebaseapp.com",\n};\n'],
  ['.env', 'GOOGLE_API_KEY=', '\n'],
  ['a Maps script URL', '<script src="https://maps.googleapis.com/maps/api/js?key=', '&callback=initMap"></script>\n'],
  ['an Android string resource', '<string name="google_maps_key" translatable="false">', '</string>\n'],
  ['google-services.json', '"api_key": [\n  {\n    "current_key": "', '"\n  }\n]\n'],
  ['a single-quoted Python string', "KEY = '", "'\n"],
  ['a YAML value', 'maps:\n  key: ', '\n'],
  ['a key at the end of the file, no newline', 'k=', ''],
];

interface Case {
  name: string;
  text: string;
}

/** RuleTester-style: `valid` texts give no finding, `invalid` ones give findings at these places. */
const valid: Case[] = [
  { name: 'the prefix in code', text: j("if (key.startsWith('", PREFIX, "')) kind = 'google';\n") },
  { name: '34 characters after the prefix', text: j('key=', apiKey().slice(0, -1), '\n') },
  { name: '36 characters after the prefix', text: j('key=', apiKey(), 'Q\n') },
  { name: '36 characters, the last a hyphen', text: j('key=', apiKey(), '-\n') },
  { name: 'inside a longer word', text: j('x', apiKey(), '\n') },
  { name: 'after an underscore', text: j('MY_', apiKey(), '\n') },
  { name: 'after a hyphen (inside a base64url run)', text: j('eyJhbGciOiJIUzI1NiJ9-', apiKey(), '\n') },
  { name: 'lower case', text: j('key=', apiKey().toLowerCase(), '\n') },
  { name: 'a run of X', text: j('apiKey: "', PREFIX, 'Sy', 'X'.repeat(33), '"\n') },
  { name: 'one repeated character', text: j('apiKey: "', PREFIX, 'a'.repeat(35), '"\n') },
  { name: 'EXAMPLE in it', text: j('apiKey: "', PREFIX, 'SyEXAMPLE', randomString(KEY_ALPHABET, 26), '"\n') },
  { name: 'a placeholder with stars (not key characters)', text: j('apiKey: "', PREFIX, 'Sy', '*'.repeat(33), '"\n') },
];

const crlfKey = apiKey();
const hyphenKey = apiKey('-');
const underscoreKey = apiKey('_');
const invalid: (Case & { places: string[] })[] = [
  ...CONTEXTS.map(([name, before, after]) => ((k) => ({ name, text: before + k + after, places: [placeOf(before + k + after, k)] }))(apiKey())),
  { name: 'CRLF line ends', text: j('a\r\nGOOGLE_API_KEY=', crlfKey, '\r\nb\r\n'), places: ['2:16'] },
  { name: 'CRLF, the key at the end of the file', text: j('a\r\n', crlfKey), places: ['2:1'] },
  // `\b` after the key would miss these: a key may end in `-`.
  { name: 'a key ending in a hyphen', text: j('key: "', hyphenKey, '"\n'), places: ['1:7'] },
  { name: 'a key ending in an underscore', text: j('key=', underscoreKey, '&v=3\n'), places: ['1:5'] },
  { name: 'two keys on one line', text: j('[', crlfKey, ',', hyphenKey, ']\n'), places: ['1:2', '1:42'] },
  { name: 'the column counts characters, not bytes', text: j('clé → ', crlfKey, '\n'), places: ['1:7'] },
];

describe('google-api-key', () => {
  test.each(valid.map((c) => [c.name, c] as const))('valid: %s', (_n, c) => {
    expect(places(c.text)).toEqual([]);
  });
  test.each(invalid.map((c) => [c.name, c] as const))('invalid: %s', (_n, c) => {
    expect(places(c.text)).toEqual(c.places);
  });

  test('the whole registry reports it (its keyword reaches the shared prefilter)', () => {
    const text = j('const firebaseConfig = { apiKey: "', apiKey(), '" };\n');
    expect(scanContent(Buffer.from(text), 'firebase.js').map((h) => `${h.rule.meta.id}@${h.line}:${h.column}`)).toEqual(['google-api-key@1:35']);
  });

  test('packwright:allow on the line lets the finding through, on another line does not', () => {
    const hits = (text: string) => scanContent(Buffer.from(text), 'f.js', [googleApiKey]).map((h) => [h.line, h.allowedInline]);
    expect(hits(j('k = "', apiKey(), `" // ${ALLOW_MARKER}\n`))).toEqual([[1, true]]);
    expect(hits(j(`// ${ALLOW_MARKER}\nk = "`, apiKey(), '"\n'))).toEqual([[2, false]]);
  });

  test('property: a key in any context is found at its start; with one character removed it is not', () => {
    const rest = fc.array(fc.constantFrom(...KEY_ALPHABET), { minLength: 35, maxLength: 35 }).map((cs) => j(PREFIX, ...cs));
    fc.assert(
      fc.property(fc.constantFrom(...CONTEXTS), rest, fc.nat(38), ([, before, after], k, drop) => {
        fc.pre(!looksLikePlaceholder(k));
        const text = before + k + after;
        expect(places(text)).toEqual([placeOf(text, k)]);
        expect(places(before + k.slice(0, drop) + k.slice(drop + 1) + after)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('google-api-key on adversarial input', () => {
  // About 1 MB each: one literal start, a fixed-length run and one-character lookarounds, so
  // each position costs a constant; the timeout catches a pattern that backtracks.
  const fill = (unit: string) => unit.repeat(Math.ceil(1_000_000 / unit.length));
  const cases: [string, () => string][] = [
    ['the prefix and 34 characters, repeated', () => fill(j(PREFIX, randomString(KEY_ALPHABET, 34), ' '))],
    ['the prefix and 36 characters, repeated', () => fill(j(PREFIX, randomString(KEY_ALPHABET, 36), '\n'))],
    ['the prefix back to back (one long run)', () => fill(PREFIX)],
    ['the prefix after hyphens, back to back', () => fill(j('-', PREFIX))],
    ['the prefix, then a megabyte of key characters', () => j(PREFIX, 'a'.repeat(1_000_000))],
  ];
  test.each(cases)(
    '%s: no key, and a real key after it is still found',
    (_name, make) => {
      const text = make();
      expect(places(text)).toEqual([]);
      expect(places(j(text, '\nk=', apiKey(), '\n'))).toEqual([`${text.split('\n').length + 1}:3`]);
    },
    20_000,
  );
});
