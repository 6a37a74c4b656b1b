import fc from 'fast-check';
import { privateKey, hasKeyBody, BODY_WINDOW, MIN_BODY, MAX_HEADERS } from '../../src/secrets/content-rules/private-key.js';
import { scanContent } from '../../src/secrets/scan-content.js';
import { rsaPrivateKeyPem } from '../helpers/fake-secrets.js';

const j = (...p: string[]) => p.join('');
const BEGIN = j('-----BEGIN RSA PRIVATE', ' KEY-----');

/**
 * The rule's contract written the plain way (split into lines, strip a prefix with a regex),
 * to compare the hand-written scanner against. Slow on big inputs; fine on generated ones.
 */
function reference(text: string, from: number): boolean {
  const window = text.slice(from, from + BODY_WINDOW);
  const lines = window.split(/\r\n|\r|\n|\\+[nr]/);
  let headers = 0;
  for (const raw of lines) {
    const line = raw.replace(/^(?:[\t #>*;!%"'`|,([{<-]|\/\/|\+(?![A-Za-z0-9+/=])|\\+t|\\+$)*/, '');
    if (new RegExp(`^[A-Za-z0-9+/=]{${MIN_BODY}}`).test(line)) return true;
    if (line === '') continue;
    if (/^[A-Za-z][A-Za-z0-9-]*:/.test(line) && ++headers <= MAX_HEADERS) continue;
    return false;
  }
  return false;
}

function referenceLines(text: string): number[] {
  const out: number[] = [];
  const re = new RegExp(privateKey.pattern.source, 'g');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (reference(text, m.index + m[0].length)) out.push(text.slice(0, m.index).split('\n').length);
  }
  return out;
}

const lines = (text: string) => scanContent(Buffer.from(text, 'latin1'), 'f.txt', [privateKey]).map((h) => h.line);

/** Pieces a key block, its embeddings and near-misses are made of. */
const piece = fc.constantFrom(
  BEGIN,
  j('-----BEGIN PRIVATE', ' KEY-----'),
  j('-----END RSA PRIVATE', ' KEY-----'),
  '\n', '\r\n', '\r', '\\n', '\\\\n', '\\r\\n', '\\', '\\\\', '\\t',
  ' ', '    ', '\t', '# ', '> ', '// ', ' * ', '-- ', '- ', '"', "'", ' +', '+', '/', '=',
  'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ',
  'MIIEvQIBADANBgkqhkiG9w0BAQEF',
  'AASCBKcwggSjAgEAAoIB',
  'Proc-Type: 4,ENCRYPTED',
  'DEK-Info: AES-128-CBC,0F',
  'Version:',
  '...',
  '<key>',
  'if (x)',
  ':',
  '-',
);
const generated = fc.array(piece, { maxLength: 40 }).map((ps) => ps.join(''));

describe('private-key against a plain reference', () => {
  test('property: hasKeyBody agrees with the line-splitting reference after every marker', () => {
    fc.assert(
      fc.property(generated, (text) => {
        expect(lines(text)).toEqual(referenceLines(text));
      }),
      { numRuns: 5000 },
    );
  });

  test('property: any position in random text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ09+/= \t\n\r\\#>*-:nrt'.split('')), maxLength: 200 }), fc.nat(200), (text, at) => {
        const from = Math.min(at, text.length);
        expect(hasKeyBody(text, from)).toBe(reference(text, from));
      }),
      { numRuns: 5000 },
    );
  });

  test('property: a real key behind any mix of prefixes is found, at its BEGIN line', () => {
    const pem = rsaPrivateKeyPem();
    const prefix = fc.array(fc.constantFrom(' ', '\t', '#', '# ', '> ', '// ', ' * ', '-- ', '- ', '"', "'", ';', '\\t'), { maxLength: 4 }).map((p) => p.join(''));
    const lineEnd = fc.constantFrom('\n', '\r\n', '\\n', '\\\\n', '\\r\\n');
    fc.assert(
      fc.property(prefix, lineEnd, fc.nat(3), (p, eol, before) => {
        const text = 'x\n'.repeat(before) + pem.trim().split('\n').map((l) => p + l).join(eol) + '\n';
        expect(lines(text)).toEqual([before + 1]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('private-key on adversarial input', () => {
  // Each of these is 1-4 MB; a quadratic scan would take minutes. The time is measured in the
  // benchmark (`npm run bench -- guards`); here, what the scan finds.
  const cases: [string, () => string][] = [
    ['forty thousand markers', () => `${BEGIN}\n`.repeat(40_000)],
    ['markers, each followed by headers', () => `${BEGIN}\nProc-Type: 4,ENCRYPTED\n`.repeat(40_000)],
    ['a marker and a long run of backslashes', () => `${BEGIN}${'\\'.repeat(2_000_000)}`],
    ['markers and backslash runs', () => `${BEGIN}${'\\'.repeat(100)}x`.repeat(20_000)],
    ['markers and short base64', () => `${BEGIN}\n${'A'.repeat(39)}\n`.repeat(40_000)],
    ['blank lines and prefixes', () => `${BEGIN}${'\n # > '.repeat(1000)}`.repeat(400)],
    ['a BEGIN with many words', () => `-----BEGIN ${'AB '.repeat(1_000_000)}PRIVATE KEY`],
    ['nearly markers', () => j('-----BEGIN RSA PRIVATE', ' KEY----').repeat(100_000)],
    ['a header that never ends', () => `${BEGIN}\nName:${'x\\'.repeat(1_000_000)}`],
  ];
  test.each(cases)('%s: no key, and a real key after it is still found', (_name, make) => {
    const text = make();
    expect(lines(text)).toEqual([]);
    expect(lines(`${text}\n${rsaPrivateKeyPem()}`)).toEqual([text.split('\n').length + 1]);
  });

  test('property: repeated pieces up to 64 KiB give what the plain reference gives', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 50 }), fc.integer({ min: 1, max: 2000 }), (ps, times) => {
        const text = ps.join('').repeat(times).slice(0, 64 * 1024);
        expect(lines(text)).toEqual(referenceLines(text));
      }),
      { numRuns: 200 },
    );
  });
});

test('a body past the window or past the header limit is not looked for', () => {
  const body = 'A'.repeat(64);
  expect(hasKeyBody(`\n${'\n'.repeat(BODY_WINDOW)}${body}`, 0)).toBe(false);
  expect(hasKeyBody(`\n${'H: v\n'.repeat(MAX_HEADERS)}${body}`, 0)).toBe(true);
  expect(hasKeyBody(`\n${'H: v\n'.repeat(MAX_HEADERS + 1)}${body}`, 0)).toBe(false);
});
