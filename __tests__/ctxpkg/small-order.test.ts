import fc from 'fast-check';
import { isSmallOrderKey } from '../../src/ctxpkg/small-order.js';
import { publicKeyFromSeed } from '../../src/ctxpkg/ed25519.js';

const hex = (s: string) => Buffer.from(s, 'hex');
const P_MINUS = (k: number) => {
  // p - k, little-endian: p = 2^255 - 19.
  const b = Buffer.alloc(32, 0xff);
  b[0] = 0xed - k;
  b[31] = 0x7f;
  return b;
};

describe('isSmallOrderKey', () => {
  test.each([
    ['the identity (0, 1), order 1', hex(`01${'00'.repeat(31)}`)],
    ['(0, -1): y = p - 1, order 2', P_MINUS(1)],
    ['y = 0: (±√-1, 0), order 4', Buffer.alloc(32)],
    ['y = 0 with the sign bit', Buffer.concat([Buffer.alloc(31), Buffer.from([0x80])])],
    ['the identity written non-canonically as y = p + 1', (() => { const b = Buffer.alloc(32, 0xff); b[0] = 0xee; b[31] = 0x7f; return b; })()],
    // The order-8 points (libsodium's blocklist): y = 2707385501144840649318225287225658788936804267575313519463743609750303402022 and its negation's.
    ['an order-8 point', hex('26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05')],
    ['the other order-8 point', hex('c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a')],
  ])('%s: small order', (_what, key) => {
    expect(isSmallOrderKey(key)).toBe(true);
  });

  test.each([
    ['the base point', hex('5866666666666666666666666666666666666666666666666666666666666666')],
    ['not on the curve (y = 2)', hex(`02${'00'.repeat(31)}`)],
    ['wrong length', Buffer.alloc(31)],
  ])('%s: not small order', (_what, key) => {
    expect(isSmallOrderKey(key)).toBe(false);
  });

  test('no real key (from a random seed) is of small order', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (seed) => {
        expect(isSmallOrderKey(publicKeyFromSeed(seed))).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
