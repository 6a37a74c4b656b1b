// Each rule over the longest text a regex ever runs on (a window and its seams), one run of the
// characters its open-ended part takes after the part that leads there. Such a run is no token
// (a match over MAX_MATCH_CHARS is none); and `X{20,}` kept a backtrack entry per character of
// it, so V8 threw RangeError (maximum call stack size exceeded) from about 5 MiB, failing the scan.
import { contentRules } from '../../src/secrets/content-rules/index.js';
import { CONTENT_SEAM_BYTES } from '../../src/secrets/content-stream.js';
import { CONTENT_WINDOW_BYTES, MAX_MATCH_CHARS, scanContent } from '../../src/secrets/scan-content.js';
import { fakeSecret } from '../helpers/fake-secrets.js';

const j = (...p: string[]) => p.join('');
const LONGEST = CONTENT_WINDOW_BYTES + 3 * CONTENT_SEAM_BYTES + 4;
const run = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
/** Letters and digits with no repeated letter and no x (no placeholder). */
const ALNUM = 'aB3kQ9zR';

const rule = (id: string) => contentRules.find((r) => r.meta.id === id)!;

/** [rule, what leads to its open-ended part, the run's unit, what follows the run, file name]. */
const cases: [string, string, string, string, string][] = [
  ['gitlab-token', j('gl', 'pat-'), ALNUM, '', 'f.txt'],
  ['stripe-key', j('sk', '_live_'), ALNUM, '_x', 'f.txt'],
  ['slack-token', j('xo', 'xb-'), '1234567890', '-abcdefghijk', 'f.txt'],
  ['slack-token', j('xo', 'xb-123456-'), ALNUM, '', 'f.txt'],
  ['slack-token', j('xo', 'xe-1-'), ALNUM, '', 'f.txt'],
  ['slack-webhook', j('hooks.', 'slack.com/services/T'), 'ABCD1234', '/BABC1234/abcdefghijklmnopqrstuv', 'f.txt'],
  ['slack-webhook', j('hooks.', 'slack.com/services/TABC1234/B'), 'ABCD1234', '/abcdefghijklmnopqrstuv', 'f.txt'],
  ['slack-webhook', j('hooks.', 'slack.com/services/TABC1234/BABC1234/'), ALNUM, '', 'f.txt'],
  ['anthropic-key', j('sk', '-ant-api03-'), ALNUM, '', 'f.txt'],
  ['pypi-token', j('py', 'pi-AgEIcHlwaS5vcmc'), ALNUM, '', 'f.txt'],
  ['openai-key', j('sk', '-'), ALNUM, j('T3Blbk', 'FJ', ALNUM.repeat(3)), 'f.txt'],
  ['putty-key', j('PuTTY-User', '-Key-File-'), '1234567890', ': ssh-rsa\nEncryption: none\n', 'f.txt'],
  ['putty-key', j('PuTTY-User', '-Key-File-3: '), ALNUM, '\nEncryption: none\n', 'f.txt'],
  ['putty-key', j('PuTTY-User', '-Key-File-3: ssh-rsa'), ' \t', '\nEncryption: none\n', 'f.txt'],
];

describe('a run as long as a window after a rule\'s prefix', () => {
  test.each(cases)('%s after %j: no finding, no RangeError', (id, lead, unit, tail, file) => {
    const text = lead + run(unit, LONGEST - lead.length - tail.length) + tail;
    expect(scanContent(Buffer.from(text, 'latin1'), file, [rule(id)])).toEqual([]);
  }, 20_000);

  test('a token that ends a long run is still found (the run\'s last characters are read again)', () => {
    const openai = fakeSecret.openai();
    const gitlab = fakeSecret.gitlab();
    const text = j('k = sk-', run(ALNUM, 3 * MAX_MATCH_CHARS), '-', openai, ' g = glpat-', run(ALNUM, 3 * MAX_MATCH_CHARS), '-', gitlab, '\n');
    const hits = scanContent(Buffer.from(text), 'f.txt').map((h) => `${h.rule.meta.id} ${h.column}`);
    expect(hits).toEqual([`openai-key ${text.indexOf(openai) + 1}`, `gitlab-token ${text.indexOf(gitlab) + 1}`]);
  });

  test('a registry credential is found however long its value (a base64 service-account key), once', () => {
    const lead = '//registry.example/:_password=';
    for (const n of [3000, LONGEST - lead.length]) {
      const hits = scanContent(Buffer.from(j(lead, run(ALNUM, n), '\n'), 'latin1'), '.npmrc', [rule('registry-credentials')]);
      expect(hits.map((h) => `${h.line}:${h.column}`)).toEqual(["1:1"]);
    }
  }, 20_000);

  test('a registry path of 500 characters and 64 blanks in each gap still lead to the credential', () => {
    const b = ' '.repeat(64);
    const text = j(b, '//', run('r.example/', 500), ':_authToken', b, '=', b, run(ALNUM, 3000), '\n');
    expect(scanContent(Buffer.from(text), '.npmrc', [rule('registry-credentials')]).map((h) => h.line)).toEqual([1]);
  });

  test('an OpenAI key with more key characters glued on than MAX_MATCH_CHARS is still found, once', () => {
    const key = fakeSecret.openai();
    for (const tail of [900, 1100, 3 * MAX_MATCH_CHARS]) {
      const text = j('x ', key, '_', run(ALNUM, tail), '\n');
      expect(scanContent(Buffer.from(text), 'f.txt', [rule('openai-key')]).map((h) => h.column)).toEqual([3]);
    }
  });

  test('a match of MAX_MATCH_CHARS is a finding; one character more is none', () => {
    const at = (n: number) => scanContent(Buffer.from(j('k = gl', 'pat-', run(ALNUM, n - 6), '\n')), 'f.txt').length;
    expect([at(MAX_MATCH_CHARS), at(MAX_MATCH_CHARS + 1)]).toEqual([1, 0]);
  });
});
