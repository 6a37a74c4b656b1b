import fc from 'fast-check';
import { openaiKey, runHoldsOpenAiKey } from '../../src/secrets/content-rules/openai-key.js';
import { scanContent } from '../../src/secrets/scan-content.js';
import { fakeSecret } from '../helpers/fake-secrets.js';

const j = (...p: string[]) => p.join('');
const MARKER = j('T3Blbk', 'FJ');

/** The rule as one regex (what it was before): exact, but it backtracks from every sk- in a run. */
const REFERENCE = new RegExp(j('\\bsk-(?:(?:proj|svcacct|admin)-)?[A-Za-z0-9_-]{20,}', MARKER, '[A-Za-z0-9_-]{20,}'), 'g');

function found(text: string): number[] {
  return scanContent(Buffer.from(text), 'file.txt', [openaiKey]).map((h) => h.column);
}

/** Where the reference regex starts a match (1-based columns on a one-line text). */
function referenceColumns(text: string): number[] {
  return [...text.matchAll(REFERENCE)].map((m) => m.index + 1);
}

describe('openai-key on adversarial input', () => {
  // Each is about 150 KB. The one-regex rule took 79 s on 256 KB of `sk-sk-…` and one marker (it
  // backtracks through the rest of the run from each sk-), so each of these took it 20 s or more.
  const cases: [string, () => string][] = [
    ['sk- repeated, then the marker', () => `${'sk-'.repeat(50_000)} ${MARKER}`],
    ['sk-proj- repeated, then the marker', () => `${'sk-proj-'.repeat(20_000)} ${MARKER}`],
    ['sk- repeated, then the marker with one character after it', () => `${'sk-'.repeat(50_000)}${MARKER}x`],
  ];
  test.each(cases)('%s: no key, and a real key after it is still found', (_name, make) => {
    const text = make();
    expect(found(text)).toEqual([]);
    expect(found(`${text}\n${fakeSecret.openai()}\n`)).toEqual([1]);
  });
});

describe('runHoldsOpenAiKey', () => {
  test('needs 20 key characters after sk- and 20 after the marker', () => {
    const a = (n: number) => 'a'.repeat(n);
    expect(runHoldsOpenAiKey(j('sk-', a(20), MARKER, a(20)))).toBe(true);
    expect(runHoldsOpenAiKey(j('sk-', a(19), MARKER, a(20)))).toBe(false);
    expect(runHoldsOpenAiKey(j('sk-', a(20), MARKER, a(19)))).toBe(false);
    // A marker too near the start, then one in the right place.
    expect(runHoldsOpenAiKey(j('sk-', a(2), MARKER, a(20), MARKER, a(20)))).toBe(true);
  });

  test('property: finds what the one-regex rule found, at the same columns', () => {
    const piece = fc.constantFrom('sk-', 'proj-', MARKER, 'a', 'B7', '_', '-', ' ', '.', 'x'.repeat(10), 'task', '\n');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (ps) => {
        const text = ps.join('').replace(/\n/g, ' ');
        expect(found(text)).toEqual(referenceColumns(text));
      }),
      { numRuns: 2000 },
    );
  });
});
