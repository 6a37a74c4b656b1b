import fc from 'fast-check';
import { scanContent } from '../../src/secrets/scan-content.js';
import { privateKeyBase64 } from '../../src/secrets/content-rules/private-key-base64.js';
import { rsaPrivateKeyPem } from '../helpers/fake-secrets.js';

const found = (text: string) => scanContent(Buffer.from(text, 'latin1'), 'values.yaml', [privateKeyBase64]).length;
const pem = rsaPrivateKeyPem();

describe('private-key-base64', () => {
  test('a key after any bytes, encoded, is found once', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 8 }), (before) => {
        expect(found(`key: ${Buffer.concat([Buffer.from(before), Buffer.from(pem)]).toString('base64')}\n`)).toBe(1);
      }),
      { numRuns: 60 },
    );
  });

  test('an encoded key wrapped at any width and indented is found once', () => {
    // The blob starts with the marker, so a wrap of 14 characters or more never splits it
    // (a marker split by a line break, mid-blob, is missed: see README).
    fc.assert(
      fc.property(fc.integer({ min: 14, max: 200 }), fc.constantFrom('', '  ', '\t'), (width, indent) => {
        const wrapped = Buffer.from(pem).toString('base64').replace(new RegExp(`.{${width}}`, 'g'), `$&\n${indent}`);
        expect(found(`key: |\n${indent}${wrapped}\n`)).toBe(1);
      }),
      { numRuns: 60 },
    );
  });

  test('random base64 is not a key', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 3000 }), (bytes) => expect(found(Buffer.from(bytes).toString('base64'))).toBe(0)));
  });

  test('an encoded BEGIN line followed by bytes that are no key body is not a key (the marker passes the prefilter)', () => {
    const begin = pem.slice(0, pem.indexOf('\n') + 1);
    expect(begin).toMatch(/^-----BEGIN [A-Z ]*PRIVATE KEY-----\n$/);
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 2 }),
        // Bytes from 0x80 up: no base64 character, no whitespace, so never a key's body.
        fc.uint8Array({ minLength: 1, maxLength: 1000 }).map((b) => Buffer.from(b.map((x) => 0x80 | x))),
        (before, rest) => {
          const blob = Buffer.concat([Buffer.from(before), Buffer.from(begin), rest]).toString('base64');
          expect(found(`key: ${blob}\n`)).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
    // With the body instead, the same blob is a key: the test above reaches the rule.
    expect(found(`key: ${Buffer.from(pem).toString('base64')}\n`)).toBe(1);
  });

  test('a megabyte of encoded markers without a body is no finding (and finishes: each marker reads a bounded window)', () => {
    expect(found('LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQ'.repeat(25_000))).toBe(0);
  });
});
