import { buildEnvelope, parseEnvelope, serializeEnvelope } from '../../src/ctxpkg/envelope.js';
import { parseRfc3339 } from '../../src/ctxpkg/rfc3339.js';

// LeanCTX reads an envelope into a serde struct: an integer field refuses a float spelling and a
// repeated field is an error, although JSON.parse would accept both.
const text = serializeEnvelope(buildEnvelope({ payload: '{}', secret: Buffer.from('k'), sentAt: parseRfc3339('2025-01-15T10:00:00Z')! }));

describe('parseEnvelope: format_version and repeated fields', () => {
  test('the envelope as built parses', () => {
    expect(parseEnvelope(text, 'e.json').format_version).toBe(1);
  });

  test.each([
    ['1.0', /unsupported format_version 1\.0 \(expected 1\)/],
    ['1e0', /unsupported format_version 1e0/],
    ['10e-1', /unsupported format_version 10e-1/],
    ['2', /unsupported format_version 2/],
    ['"1"', /unsupported format_version "1"/],
  ])('format_version %s is refused', (spelled, message) => {
    const changed = text.replace(/"format_version": 1\b/, `"format_version": ${spelled}`);
    expect(changed).not.toBe(text);
    expect(() => parseEnvelope(changed, 'e.json')).toThrow(message);
  });

  test('a repeated field is refused, with its line', () => {
    const changed = text.replace(/"content_type": "context_package"/, '"content_type": "context_package", "content_type": "a2a_task"');
    expect(() => parseEnvelope(changed, 'e.json')).toThrow(/^e\.json:\d+:\d+: the envelope has a duplicate key "content_type": LeanCTX refuses a repeated field$/);
  });

  test('text that is not JSON names where it breaks', () => {
    expect(() => parseEnvelope('{"format_version": 1,', 'e.json')).toThrow(/^e\.json:1:\d+: not valid JSON: /);
  });
});
