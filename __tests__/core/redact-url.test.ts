import fc from 'fast-check';
import { redactUrlCredentials } from '../../src/core/redact-url.js';

describe('redactUrlCredentials', () => {
  test.each([
    ['https://user:tok3n@github.com/o/r.git', 'https://***@github.com/o/r.git'],
    ['https://ghp_abc123@github.com/o/r', 'https://***@github.com/o/r'],
    ["fatal: 'ssh://git:pw@host:22/r' failed", "fatal: 'ssh://***@host:22/r' failed"],
    ['two: http://a:b@x/1 and HTTPS://c@y/2', 'two: http://***@x/1 and HTTPS://***@y/2'],
    ['git@github.com:o/r.git (scp form has no secret)', 'git@github.com:o/r.git (scp form has no secret)'],
    ['mail me at a@b.c, see https://example.com/a@b', 'mail me at a@b.c, see https://example.com/a@b'],
    ['no url here', 'no url here'],
  ])('%s', (input, output) => {
    expect(redactUrlCredentials(input)).toBe(output);
  });

  test('property: whatever the user info, none of it is left', () => {
    const info = fc.stringMatching(/^[A-Za-z0-9._~%!$&()*+,;=:-]{1,40}$/);
    fc.assert(
      fc.property(info, fc.constantFrom('https', 'http', 'ssh', 'git+ssh'), (secret, scheme) => {
        const out = redactUrlCredentials(`x ${scheme}://${secret}@host.example/r.git y`);
        expect(out).toBe(`x ${scheme}://***@host.example/r.git y`);
      }),
    );
  });
});
