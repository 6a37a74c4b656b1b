import { registryCredentials } from '../../src/secrets/content-rules/registry-credentials.js';
import { looksLikePlaceholder } from '../../src/secrets/content-rules/types.js';
import { ContentStream, MIN_SEAM_BYTES } from '../../src/secrets/content-stream.js';
import { scanContent, ALLOW_MARKER, type ContentHit } from '../../src/secrets/scan-content.js';
import { randomString } from '../helpers/fake-secrets.js';

/** No credential is written here: each token is drawn at test time, and the keys are joined at run time. */
const j = (...p: string[]) => p.join('');
const AUTH_TOKEN = j(':_auth', 'Token');
const AUTH = j(':_au', 'th');
const PASSWORD = j(':_pass', 'word');
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function token(): string {
  for (;;) {
    const t = randomString(ALPHABET, 36);
    if (!looksLikePlaceholder(t)) return t;
  }
}

/** A registry path of exactly `n` characters between `//` and the `:` before the key (what the rule's old bound counted): a host, then segments. */
function path(n: number): string {
  const host = 'registry.example.com';
  let p = host;
  while (p.length < n) p += `/${randomString('abcdefghijklmnopqrstuvwxyz0123456789-', 12)}`;
  return p.slice(0, n - 1).replace(/\/$/, 'a') + '/';
}

const places = (text: string, file = '.npmrc') => scanContent(Buffer.from(text, 'utf8'), file, [registryCredentials]).map((h) => `${h.line}:${h.column}`);

const LENGTHS = [100, 500, 501, 5_000, 100_000];

describe('registry-credentials behind a registry path of any length', () => {
  const rows = LENGTHS.flatMap((n) => [AUTH_TOKEN, AUTH, PASSWORD].map((key) => [n, key] as const));
  test.each(rows)('a path of %d characters before %s is found, once, on its line', (n, key) => {
    const p = path(n);
    expect(p.length).toBe(n);
    const text = j('registry=https://registry.example.com/\n', '//', p, key, '=', token(), '\nsave-exact=true\n');
    expect(places(text)).toEqual(['2:1']);
    // Indented, and the same line among others: one finding each, where its line starts.
    expect(places(j('  //', p, key, ' = ', token(), '\n', '//', path(n), key, '=', token(), '\n'))).toEqual(['1:1', '2:1']);
  });

  test.each(LENGTHS)('near misses behind a path of %d characters stay clean', (n) => {
    const p = path(n);
    const half = p.slice(0, n >> 1);
    const nearMisses = [
      // Commented out.
      j('# //', p, AUTH_TOKEN, '=', token()),
      j('; //', p, AUTH_TOKEN, '=', token()),
      // The key is `registry`: the rest is its value.
      j('registry=https://', p, AUTH_TOKEN, '=', token()),
      // A blank inside the path: the line's key is what precedes it.
      j('//', half, ' ', p.slice(half.length), AUTH_TOKEN, '=', token()),
      // No `:` before the key.
      j('//', p, AUTH_TOKEN.slice(1), '=', token()),
      // From the environment, and a placeholder.
      j('//', p, AUTH_TOKEN, '=${NPM_TOKEN}'),
      j('//', p, AUTH_TOKEN, '=$NPM_TOKEN'),
      j('//', p, AUTH_TOKEN, '=', 'x'.repeat(36)),
      // More than 64 blanks before the path.
      j(' '.repeat(65), '//', p, AUTH_TOKEN, '=', token()),
      // A key that only starts like one.
      j('//', p, AUTH_TOKEN, 'Path=', token()),
    ];
    expect(nearMisses.map((line) => places(`${line}\n`))).toEqual(nearMisses.map(() => []));
  });

  test('an allow comment on the credential\'s line lets it through, on another line not', () => {
    const p = path(5_000);
    expect(scanContent(Buffer.from(j('//', p, AUTH_TOKEN, '=', token(), ' # ', ALLOW_MARKER, '\n')), '.npmrc', [registryCredentials]).map((h) => h.allowedInline)).toEqual([true]);
    expect(scanContent(Buffer.from(j('# ', ALLOW_MARKER, '\n//', p, AUTH_TOKEN, '=', token(), '\n')), '.npmrc', [registryCredentials]).map((h) => h.allowedInline)).toEqual([false]);
  });

  test('a file read in windows finds what the whole text does, wherever a window\'s edge cuts the line', () => {
    const options = { windowBytes: 4096, seamBytes: MIN_SEAM_BYTES };
    const shown = (hits: readonly ContentHit[]) => hits.map((h) => `${h.line}:${h.column}`);
    // Lead, path and value within a seam: a window sees the line from its start to the value.
    const line = j('//', path(MIN_SEAM_BYTES - 400), AUTH_TOKEN, '=', token(), '\n');
    for (let shift = 0; shift < 3 * 4096; shift += 997) {
      const bytes = Buffer.from(j('# c\n'.repeat(2000), '#'.repeat(shift), '\n', line, 'save-exact=true\n', line));
      const s = new ContentStream(['.npmrc'], options);
      s.write(bytes);
      s.end();
      expect(shown(s.hitsFor('.npmrc'))).toEqual(shown(scanContent(bytes, '.npmrc', [registryCredentials])));
      expect(s.hitsFor('.npmrc')).toHaveLength(2);
    }
  });
});

describe('registry-credentials on adversarial input', () => {
  // About 1 MB each. The pattern is tried at line starts only, and reads its line once: a run of
  // path characters, then one try of the key at each `:` in it; so each line costs its length.
  const fill = (unit: string) => unit.repeat(Math.ceil(1_000_000 / unit.length));
  const cases: [string, () => string][] = [
    ['a path of a megabyte, no key', () => j('//', 'a'.repeat(1_000_000))],
    ['a path of a megabyte of colons', () => j('//', ':'.repeat(1_000_000))],
    ['a key without its `=`, repeated on one line', () => j('//r.example/', fill(j(AUTH_TOKEN, 'X')))],
    ['a key and `=`, then a megabyte of blanks', () => j('//r.example/', AUTH_TOKEN, '=', ' \t'.repeat(500_000))],
    ['a path, a key and a value from the environment, on every line', () => fill(j('//r.example/', AUTH_TOKEN, '=${NPM_TOKEN}\n'))],
    // Checked from each key back to its line's start, this line cost its length at each key: minutes.
    ['a commented line of a megabyte of keys with values', () => j('# //r.example/', fill(j(AUTH, ':a"')))],
    ['a commented credential, on every line', () => fill(j('# //r.example/', AUTH_TOKEN, '=', token(), '\n'))],
    ['64 blanks and a path without a key, on every line', () => fill(j(' '.repeat(64), '//', 'a'.repeat(200), '\n'))],
    ['a megabyte of blanks, then a path and a key', () => j(' '.repeat(1_000_000), '//r.example/', AUTH_TOKEN, '=', token())],
    ['a value cut by quotes, a megabyte of them after the key', () => j('//r.example/', AUTH_TOKEN, '=', fill('"\''))],
  ];
  test.each(cases)(
    '%s: no finding, and a credential after it is still found',
    (_name, make) => {
      const text = make();
      expect(places(text)).toEqual([]);
      expect(places(j(text, '\n//', path(100_000), AUTH_TOKEN, '=', token(), '\n'))).toEqual([`${text.split('\n').length + 1}:1`]);
    },
    20_000,
  );
});
