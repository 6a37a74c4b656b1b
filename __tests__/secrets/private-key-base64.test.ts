import fc from 'fast-check';
import { scanContent } from '../../src/secrets/scan-content.js';
import { privateKeyBase64 } from '../../src/secrets/content-rules/private-key-base64.js';
import { ed25519PrivateKeyPem, encryptedPrivateKeyPem, randomString, rsaPrivateKeyPem } from '../helpers/fake-secrets.js';

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
    // (a split marker, mid-blob, is the property below).
    fc.assert(
      fc.property(fc.integer({ min: 14, max: 200 }), fc.constantFrom('', '  ', '\t'), (width, indent) => {
        const wrapped = Buffer.from(pem).toString('base64').replace(new RegExp(`.{${width}}`, 'g'), `$&\n${indent}`);
        expect(found(`key: |\n${indent}${wrapped}\n`)).toBe(1);
      }),
      { numRuns: 60 },
    );
  });

  /** Wraps a blob at `width` columns, each line after `indent`, lines ended by `eol`. */
  const wrap = (blob: string, width: number, indent: string, eol: string) => blob.replace(new RegExp(`.{1,${width}}`, 'g'), (line) => `${indent}${line}${eol}`);
  const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  /** A certificate-shaped block with a random body: no private key. */
  const certificate = (lines: number) => `-----BEGIN CERTIFICATE-----\n${Array.from({ length: lines }, () => randomString(BASE64, 64)).join('\n')}\n-----END CERTIFICATE-----\n`;
  const keys = [pem, rsaPrivateKeyPem('pkcs1'), ed25519PrivateKeyPem(), encryptedPrivateKeyPem()];
  const certificates = [certificate(4), certificate(12)];

  test('property: any PEM key, base64-encoded after any bytes and wrapped at any width 16..120, is found once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        // What comes before the key in the blob: nothing, random bytes, or a certificate (a bundle).
        fc.oneof(fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)), fc.constantFrom(...certificates).map((c) => Buffer.from(c))),
        fc.integer({ min: 16, max: 120 }),
        fc.constantFrom('', '  ', '    ', '\t'),
        fc.constantFrom('\n', '\r\n'),
        (key, before, width, indent, eol) => {
          const blob = Buffer.concat([before, Buffer.from(key)]).toString('base64');
          expect(found(`data:${eol}  tls.key: |${eol}${wrap(blob, width, indent, eol)}`)).toBe(1);
        },
      ),
      { numRuns: 400 },
    );
  });

  test('every width 16..40 and every number of bytes before the key in a line: found once (breaks inside the marker and inside its first quantum)', () => {
    for (let width = 16; width <= 40; width++) {
      for (let before = 0; before < width; before++) {
        const blob = Buffer.from('z'.repeat(before) + pem).toString('base64');
        expect([width, before, found(`key: |\n${wrap(blob, width, '  ', '\n')}`)]).toEqual([width, before, 1]);
      }
    }
  });

  test('property: prose and certificates, base64-encoded and wrapped at any width 16..120, are not keys', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.lorem({ maxCount: 80, mode: 'sentences' }),
          // Prose about keys, naming the markers.
          fc.lorem({ maxCount: 20 }).map((t) => `${t}\nA key file starts with -----BEGIN PRIVATE KEY----- and a certificate with -----BEGIN CERTIFICATE-----.\n${t}`),
          fc.array(fc.constantFrom(...certificates), { minLength: 1, maxLength: 3 }).map((cs) => cs.join('')),
        ),
        fc.integer({ min: 16, max: 120 }),
        fc.constantFrom('', '  '),
        (text, width, indent) => {
          const blob = Buffer.from(text).toString('base64');
          expect(found(`ca.crt: |\n${wrap(blob, width, indent, '\n')}`)).toBe(0);
          // And as it is, not encoded.
          expect(found(text)).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  // How the time grows with such input is measured in the benchmark (`npm run bench -- guards`).
  describe('adversarial input (1-4 MB each)', () => {
    const begin = Buffer.from('-----BEGIN RSA PRIVATE KEY-----\n').toString('base64');
    const cases: [string, () => string][] = [
      ['encoded markers split by a line break, without a body', () => `${begin.slice(0, 7)}\n${begin.slice(7)}\n`.repeat(40_000)],
      ['the first half of a marker, then breaks with long indentation', () => `LS0tLS1\n${' '.repeat(64)}`.repeat(30_000)],
      ['half markers without their other half', () => 'LS0tLS1CRUdJ\nQkVHSU4\n0tLS0tQ\n'.repeat(100_000)],
      ['marker characters and breaks alternating', () => 'L\nS\n0\nt\n'.repeat(400_000)],
      ['a marker split before a megabyte of base64 with no key in it', () => `LS0tLS1\nCRUdJTi${'A'.repeat(2_000_000)}`],
      ['unaligned markers after long runs of whitespace', () => `${' \n'.repeat(50)}0tLS0t\nQkVHSU4`.repeat(20_000)],
    ];
    test.each(cases)('%s: no key, and an encoded key after it is still found', (_name, make) => {
      const text = make();
      expect(found(text)).toBe(0);
      expect(found(`${text}\n${Buffer.from(rsaPrivateKeyPem()).toString('base64')}\n`)).toBe(1);
    });
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
