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

  test('a megabyte of encoded markers without a body is no finding (and finishes: each marker reads a bounded window)', () => {
    expect(found('LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQ'.repeat(25_000))).toBe(0);
  });
});
