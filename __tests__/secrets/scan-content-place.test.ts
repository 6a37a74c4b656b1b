import fc from 'fast-check';
import { scanContent, ALLOW_MARKER } from '../../src/secrets/scan-content.js';
import { contentRules } from '../../src/secrets/content-rules/index.js';
import { fakeSecret, randomString } from '../helpers/fake-secrets.js';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const aws = contentRules.filter((r) => r.meta.id === 'aws-access-key');
const placed = (text: string) => scanContent(Buffer.from(text), 'f.txt').map((h) => `${h.rule.meta.id}@${h.line}:${h.column}${h.allowedInline ? ' allowed' : ''}`);

/**
 * The place of each hit, computed the plain way: lines at LF, the column as the UTF-8 text
 * before it on its line, the allow marker on the reader's line (between LFs and CRs).
 */
function reference(text: string): string[] {
  const latin1 = Buffer.from(text).toString('latin1');
  const out: { index: number; s: string }[] = [];
  for (const rule of contentRules) {
    if (rule.appliesTo) continue;
    const re = new RegExp(rule.pattern.source, rule.pattern.flags);
    for (let m = re.exec(latin1); m; m = re.exec(latin1)) {
      if (m[0].length === 0) re.lastIndex++;
      if (rule.isPlaceholder?.(m)) continue;
      const at = m.index + (rule.valueAt?.(m) ?? 0);
      const before = latin1.slice(0, at);
      const line = before.split('\n').length;
      const lineStart = before.lastIndexOf('\n') + 1;
      const column = Buffer.from(latin1.slice(lineStart, at), 'latin1').toString('utf8').length + 1;
      const segStart = Math.max(lineStart, before.lastIndexOf('\r') + 1);
      const rest = latin1.slice(at);
      const segEnd = at + Math.min(...['\n', '\r'].map((c) => (rest.includes(c) ? rest.indexOf(c) : rest.length)));
      const allowed = latin1.slice(segStart, segEnd).includes(ALLOW_MARKER);
      out.push({ index: at, s: `${rule.meta.id}@${line}:${column}${allowed ? ' allowed' : ''}` });
    }
  }
  return out.sort((a, b) => a.index - b.index).map((o) => o.s);
}

describe('where a hit is and whether it is allowed', () => {
  test('a packwright:allow on another CR-separated line does not allow a hit', () => {
    const token = fakeSecret.github();
    // Classic Mac line ends: one "line" for git, two for the reader.
    expect(placed(`x = 1 // ${ALLOW_MARKER}\rt = ${token}\r`)).toEqual(['github-token@1:31']);
    expect(placed(`t = ${token}\r// ${ALLOW_MARKER}\r`)).toEqual(['github-token@1:5']);
    // On its own CR line, or a CRLF line, it allows.
    expect(placed(`a\rt = ${token} // ${ALLOW_MARKER}\rb\r`)).toEqual(['github-token@1:7 allowed']);
    expect(placed(`a\r\nt = ${token} // ${ALLOW_MARKER}\r\nb\r\n`)).toEqual(['github-token@2:5 allowed']);
  });

  test('many hits, on many lines or on one line, are all placed', () => {
    // 60,000 key ids (1.3 MB). Placing each hit by counting lines from the top and slicing its
    // line took time in hits times size: a minute here, most of an hour for 8 MiB of them.
    const keys = Array.from({ length: 60_000 }, () => fakeSecret.aws());
    const lines = scanContent(Buffer.from(keys.join('\n')), 'f.txt', aws);
    expect(lines.length).toBe(60_000);
    expect(lines[59_999]).toMatchObject({ line: 60_000, column: 1 });
    const oneLine = scanContent(Buffer.from(`${keys.join(' ')} ${ALLOW_MARKER}`), 'f.txt', aws);
    expect(oneLine.length).toBe(60_000);
    expect(oneLine[59_999]).toMatchObject({ line: 1, column: 59_999 * 21 + 1, allowedInline: true });
  });

  test('property: line, column and allow are those of the plain computation', () => {
    const piece = fc.oneof(
      fc.constantFrom('\n', '\r', '\r\n', ' ', 'ü', '€', '😀', '\xff', ALLOW_MARKER, 'a', '// '),
      fc.constant(null).map(() => fakeSecret.aws()),
      fc.constant(null).map(() => fakeSecret.github()),
      // A rule whose match starts at a name and whose finding is placed at the value after it.
      fc.constant(null).map(() => `${['aws_secret', '_access_key'].join('')} = ${randomString(`${ALNUM}/+`, 40)}`),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (ps) => {
        const text = ps.join('');
        expect(placed(text)).toEqual(reference(text));
      }),
      { numRuns: 1000 },
    );
  });
});
