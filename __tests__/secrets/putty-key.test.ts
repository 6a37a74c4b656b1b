import { puttyKey } from '../../src/secrets/content-rules/putty-key.js';
import { scanContent } from '../../src/secrets/scan-content.js';

const j = (...p: string[]) => p.join('');
const HEADER = j('PuTTY-User', '-Key-File-3: ');
const lines = (text: string) => scanContent(Buffer.from(text), 'file.txt', [puttyKey]).map((h) => h.line);

describe('putty-key on adversarial input', () => {
  // 1-8 MB each: the pattern has one literal start and bounded runs after it, so each is linear.
  const cases: [string, () => string][] = [
    ['a header and a long algorithm name', () => `${HEADER}${'a'.repeat(2_000_000)}`],
    ['a header and a long run of backslashes', () => `${HEADER}a${'\\'.repeat(2_000_000)}`],
    ['headers without Encryption lines', () => `${HEADER}a\n`.repeat(100_000)],
    ['a header and a long run of prefix characters', () => `${HEADER}a\n${' # '.repeat(700_000)}`],
    ['headers back to back', () => HEADER.repeat(100_000)],
  ];
  test.each(cases)('%s: no key, and a real key header after it is still found', (_name, make) => {
    const text = make();
    expect(lines(text)).toEqual([]);
    expect(lines(`${text}\n${HEADER}ssh-ed25519\nEncryption: none\n`)).toEqual([text.split('\n').length + 1]);
  });
});
