// The content rules over a file read whole in windows (ContentStream) find exactly what they
// find over the whole text at once (scanContent): same rules, lines, columns and allows, with
// no finding lost or doubled at a seam. Small windows here, so texts of a few KiB cross many seams.
import fc from 'fast-check';
import { ContentStream, firstSeamAt, MIN_SEAM_BYTES } from '../../src/secrets/content-stream.js';
import { scanContent, scanHeader, type ContentHit } from '../../src/secrets/scan-content.js';
import { fakeSecret, rsaPrivateKeyPem, ed25519PrivateKeyPem } from '../helpers/fake-secrets.js';

const WINDOW = 4096;
const options = { windowBytes: WINDOW, seamBytes: MIN_SEAM_BYTES };
const FIRST_SEAM = firstSeamAt(options);

const shown = (hits: readonly ContentHit[]) => hits.map((h) => `${h.rule.meta.id} ${h.line}:${h.column}${h.allowedInline ? ' allowed' : ''}`);

function streamed(bytes: Buffer, base = 'file.txt', chunks: readonly number[] = [1000]): ContentHit[] {
  const s = new ContentStream([base], options);
  let at = 0;
  for (let k = 0; at < bytes.length; k++) {
    const n = Math.max(1, chunks[k % chunks.length]);
    s.write(bytes.subarray(at, at + n));
    at += n;
  }
  s.end();
  return s.hitsFor(base);
}

const pem = rsaPrivateKeyPem();
const wrapped = (b64: string) => b64.replace(/.{76}/g, '$&\n');
const secrets = [
  fakeSecret.github(),
  fakeSecret.aws(),
  fakeSecret.gitlab(),
  fakeSecret.slack(),
  fakeSecret.openai(),
  fakeSecret.stripe(),
  fakeSecret.npm(),
  fakeSecret.pypi(),
  fakeSecret.anthropic(),
  `aws_secret_access_key = ${'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzzzzKEY1234'.slice(0, 40)}`,
  pem,
  ed25519PrivateKeyPem(),
  `  tls.key: ${Buffer.from(pem).toString('base64')}`,
  wrapped(Buffer.from(`x${pem}`).toString('base64')),
  JSON.stringify({ key: pem }),
  ['PuTTY-User-Key', '-File-3: ssh-ed25519\r\nEncryption: none'].join(''),
  '# packwright:allow',
];
const filler = fc.array(fc.constantFrom('a', 'b', ' ', '-', '=', '\n', '\n', '\r', '\t', 'é', '€', '😀', '/', '+', 'Z', '9'), { maxLength: 3000 }).map((cs) => cs.join(''));

/** The characters the open-ended token rules take (`{20,}`, `*`): letters, digits, `_` and `-`. */
const TOKEN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const openai = fakeSecret.openai();
/** What a run may start with, hold inside or end with: token prefixes, an OpenAI key's marker and tail, a placeholder's repeated letters, a token. */
const RUN_HEADS = ['', 'sk-', 'sk-proj-', 'glpat-', 'sk_live_', 'xoxb-123456-', 'xoxe-1-', 'sk-ant-api03-', 'pypi-AgEIcHlwaS5vcmc', 'AIza', 'npm_', '-'];
const RUN_PIECES = ['T3BlbkFJ', `T3BlbkFJ${'q'.repeat(19)}`, '-sk-', '-glpat-', '-xoxb-123456-', `-xoxe-1-${'aB3'.repeat(40)}-`, 'aaaaaaaa', 'xxxxx', '_', '-', openai, `-${openai}`, fakeSecret.gitlab(), fakeSecret.stripe(), fakeSecret.github()];
const RUN_TAILS = ['', '_', '-', `T3BlbkFJ${'q'.repeat(20)}`, 'aaaaaaaa', `-${openai}`, `-${fakeSecret.gitlab()}`];

/**
 * A run of token characters longer than a seam, so a window's edge falls inside it: random
 * characters of one alphabet (drawn from a seed, so a failure replays), a head, pieces at random
 * places, a tail. A rule may judge such a run by its far end (an OpenAI key's marker, a
 * placeholder's repeated letters, a Stripe key's word boundary) or find a token's prefix inside
 * it, so a window must judge the run as the whole text does.
 */
const longRun = fc
  .record({
    head: fc.constantFrom(...RUN_HEADS),
    alphabet: fc.constantFrom(TOKEN_CHARS, 'ab', 'aB3-', 'Zz9_', 'a'),
    length: fc.integer({ min: MIN_SEAM_BYTES, max: 3 * WINDOW + 4 * MIN_SEAM_BYTES }),
    seed: fc.integer(),
    pieces: fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...RUN_PIECES)), { maxLength: 4 }),
    tail: fc.constantFrom(...RUN_TAILS),
  })
  .map(({ head, alphabet, length, seed, pieces, tail }) => {
    let state = seed >>> 0;
    const next = () => (state = (Math.imul(state ^ (state >>> 15), 2246822519) + 0x9e3779b9) >>> 0);
    let body = '';
    for (let i = 0; i < length; i++) body += alphabet[next() % alphabet.length];
    for (const [at, piece] of pieces) {
      const i = Math.floor(at * body.length);
      body = body.slice(0, i) + piece + body.slice(i + piece.length);
    }
    return head + body + tail;
  });

describe('ContentStream: windowed scanning is scanning the whole text', () => {
  test('property: random text with secrets at random offsets, random write sizes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(filler, fc.nat(secrets.length - 1)), { minLength: 1, maxLength: 24 }), fc.array(fc.integer({ min: 1, max: 9000 }), { minLength: 1, maxLength: 5 }), (parts, chunks) => {
        const text = parts.map(([f, s]) => f + secrets[s]).join('');
        const bytes = Buffer.from(text, 'utf8');
        expect(shown(streamed(bytes, 'file.txt', chunks))).toEqual(shown(scanContent(bytes, 'file.txt')));
      }),
      { numRuns: 300 },
    );
  });

  test('property: runs of token characters longer than a seam, across seams', () => {
    const part = fc.tuple(filler, fc.oneof(longRun, fc.nat(secrets.length - 1).map((i) => secrets[i])));
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 6 }), fc.array(fc.integer({ min: 1, max: 9000 }), { minLength: 1, maxLength: 5 }), (parts, chunks) => {
        const bytes = Buffer.from(parts.map(([f, s]) => f + s).join(''), 'utf8');
        expect(shown(streamed(bytes, 'file.txt', chunks))).toEqual(shown(scanContent(bytes, 'file.txt')));
      }),
      { numRuns: 300 },
    );
  });

  describe('a run of token characters longer than a seam is judged as in the whole text', () => {
    /** Letters and digits with no repeated letter and no x (no placeholder), `n` of them. */
    const run = (n: number) => 'aB3kQ9zR'.repeat(Math.ceil(n / 8)).slice(0, n);
    const cases: [string, string, string[]][] = [
      ["an OpenAI key's marker far into a run from sk- (a match over 1,024 characters is none)", `k = sk-${run(40_000)}T3BlbkFJ${run(30)}\n`, []],
      ['a key that ends a long run, after a -', `k = ${run(40_000)}-${openai}\n`, ['openai-key 1:40006']],
      ["a Stripe key's run that ends in _ (no word boundary after it)", `k = sk_live_${run(40_000)}_x\n`, []],
      ["a GitLab token's run with repeated letters at its far end", `k = glpat-${run(40_000)}aaaaaaaa\n`, []],
      ["a rotating Slack token inside a bot token's run", `k = xoxb-123456-${run(20_000)}-xoxe-1-${run(120)}-${run(20_000)}\n`, []],
    ];
    test.each(cases)('%s', (_name, text, expected) => {
      const bytes = Buffer.from(text);
      expect(shown(scanContent(bytes, 'file.txt'))).toEqual(expected);
      expect(shown(streamed(bytes))).toEqual(expected);
    });

    test('a single 200 MB run, in production-size windows: nothing read whole, the token after it found', () => {
      const s = new ContentStream(['dump.txt']);
      const piece = Buffer.from(run(1 << 20));
      s.write(Buffer.from('k = sk_live_'));
      for (let i = 0; i < 200; i++) s.write(piece);
      const token = fakeSecret.github();
      s.write(Buffer.from(`_x ${token}\n`));
      s.end();
      expect(shown(s.hitsFor('dump.txt'))).toEqual([`github-token 1:${12 + 200 * (1 << 20) + 4}`]);
    }, 60_000);
  });

  test('a private key block straddling the first seam is found once', () => {
    for (const at of [FIRST_SEAM - 40, FIRST_SEAM - 1, FIRST_SEAM, FIRST_SEAM + 10]) {
      const before = `${'x'.repeat(99)}\n`.repeat(Math.floor(at / 100)) + 'y'.repeat(at % 100);
      const bytes = Buffer.from(`${before}${pem}\nend\n`);
      const hits = streamed(bytes);
      expect(shown(hits)).toEqual([`private-key ${Math.floor(at / 100) + 1}:${(at % 100) + 1}`]);
      expect(shown(hits)).toEqual(shown(scanContent(bytes, 'file.txt')));
    }
  });

  test('a token in the overlap between two windows (read by both) is reported once', () => {
    const token = fakeSecret.github();
    // Every position around the seam, so one of them sits in the text both windows hold.
    for (let at = FIRST_SEAM - MIN_SEAM_BYTES - 50; at < FIRST_SEAM + 200; at += 37) {
      const bytes = Buffer.from(`${'a'.repeat(at)} ${token} tail\n`);
      expect(shown(streamed(bytes))).toEqual([`github-token 1:${at + 2}`]);
    }
  });

  test('lines and columns continue over many windows; an allow comment far past the first window works', () => {
    const line = 'ordinary text, nothing to see here — ünïcödé\n';
    const lines = Array.from({ length: 2000 }, () => line);
    lines[1500] = `token = "${fakeSecret.github()}" # packwright:allow\n`;
    lines[1800] = `héllo ${fakeSecret.aws()}\r more on the reader's next line packwright:allow\n`;
    lines[1900] = `${fakeSecret.aws()}\n`;
    const bytes = Buffer.from(lines.join(''));
    expect(bytes.length).toBeGreaterThan(20 * WINDOW);
    const hits = streamed(bytes);
    expect(shown(hits)).toEqual(['github-token 1501:10 allowed', 'aws-access-key 1801:7', 'aws-access-key 1901:1']);
    expect(shown(hits)).toEqual(shown(scanContent(bytes, 'file.txt')));
  });

  test('one line longer than many windows (a minified bundle): columns and allows stay exact', () => {
    const parts: string[] = [];
    for (let i = 0; i < 400; i++) parts.push(i % 97 === 50 ? ` ${fakeSecret.stripe()} ` : i === 390 ? 'packwright:allow' : 'var a=1,b="é";');
    const bytes = Buffer.from(`${parts.join('').repeat(10)}\nnext ${fakeSecret.npm()}\n`);
    expect(shown(streamed(bytes, 'b.js', [777]))).toEqual(shown(scanContent(bytes, 'b.js')));
    expect(streamed(bytes, 'b.js').filter((h) => h.line === 1).every((h) => h.allowedInline)).toBe(true);
  });

  test('UTF-16 with a BOM is decoded as scanContent decodes it; binary (a NUL in the first 8000 bytes) is skipped; a NUL later is not', () => {
    const text = `${'line\n'.repeat(6000)}${fakeSecret.github()}\n`;
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(shown(streamed(le, 'f', [333]))).toEqual(['github-token 6001:1']);
    expect(shown(streamed(le))).toEqual(shown(scanContent(le, 'f')));
    const bin = Buffer.from(`\0${text}`);
    expect(streamed(bin)).toEqual([]);
    const lateNul = Buffer.from(`${'x'.repeat(9000)}\0\n${text}`);
    expect(shown(streamed(lateNul))).toEqual(['github-token 6002:1']);
  });

  test('a git header read in windows: each hit names its field as scanHeader does, however far back the field starts', () => {
    const lines = [`tree ${'a'.repeat(40)}`, `author A ${fakeSecret.github()} 1 +0000`, 'mergetag object x'];
    for (let i = 0; i < 3000; i++) lines.push(i % 700 === 5 ? ` line ${i} ${fakeSecret.gitlab()}` : ` filler line ${i} é`);
    lines.push(`committer C ${fakeSecret.npm()}`, 'gpgsig -----BEGIN SSH SIGNATURE-----', ` ${fakeSecret.github()}`);
    const bytes = Buffer.from(lines.join('\n'));
    const s = new ContentStream([''], { ...options, decoded: true, headerFields: true });
    for (let at = 0; at < bytes.length; at += 777) s.write(bytes.subarray(at, at + 777));
    s.end();
    const withField = (hits: readonly ContentHit[]) => hits.map((h) => `${h.line}:${h.column} ${h.field}`);
    expect(withField(s.hitsFor(''))).toEqual(withField(scanHeader(bytes)));
    expect(scanHeader(bytes).map((h) => h.field)).toEqual(['author', 'mergetag', 'mergetag', 'mergetag', 'mergetag', 'mergetag', 'committer', 'gpgsig']);
  });

  test('rules for named files apply per base name; one stream serves several', () => {
    const bytes = Buffer.from(`${'# c\n'.repeat(5000)}//registry.npmjs.org/:_authToken=abc123def456\n`);
    const s = new ContentStream(['.npmrc', 'notes.txt'], options);
    s.write(bytes);
    s.end();
    expect(shown(s.hitsFor('.npmrc'))).toEqual(['registry-credentials 5001:1']);
    expect(s.hitsFor('notes.txt')).toEqual([]);
  });
});
