// Values computed independently of this code (Python hashlib/hmac and the cryptography
// package) from the algorithms in INTEROP.md §1; Ed25519 against RFC 8032 section 7.1.
import { canonicalContent, packageHash, signingMessage } from '../../src/ctxpkg/integrity.js';
import { publicKeyFromSeed, signEd25519, verifyEd25519 } from '../../src/ctxpkg/ed25519.js';
import { computeMac, macInput, type TransportEnvelope } from '../../src/ctxpkg/envelope.js';
import { formatRfc3339, parseRfc3339 } from '../../src/ctxpkg/rfc3339.js';

const CONTENT = '{"note":"hello","weight":1.0}';
const CONTENT_HASH = '6b7c625366e1a9837ef1a6c5c4481a8c57ea2d7281da0b0e9357d226ba271612';
const SHA = '39e35efb6265536becff30670bf72e3fece4e3faa2983add99a8383d5e76300d';

describe('integrity known answers', () => {
  test('content_hash and byte_size of a pretty-printed content member', () => {
    const doc = Buffer.from(`{\n  "manifest": {},\n  "content": {\n    "note": "hello",\n    "weight": 1.0\n  }\n}`);
    expect(canonicalContent(doc)).toMatchObject({ contentHash: CONTENT_HASH, byteSize: 29 });
    expect(canonicalContent(doc)!.canonical.toString()).toBe(CONTENT);
  });
  test('integrity.sha256 = sha256("name:version:content_hash")', () => {
    expect(packageHash('vt-pkg', '1.0.0', CONTENT_HASH)).toBe(SHA);
  });
  test('the signed message is the hex text of sha256("ctxpkg-sign-v1:name:version:sha256")', () => {
    expect(signingMessage('vt-pkg', '1.0.0', SHA).toString('ascii')).toBe('401ed5bcaaa5af99afa9e9f9d293851754df3b8d320bab3bb1928b37f4ba9f52');
  });
  test('package signature with seed 09×32', () => {
    const seed = Buffer.alloc(32, 9);
    expect(publicKeyFromSeed(seed).toString('hex')).toBe('fd1724385aa0c75b64fb78cd602fa1d991fdebf76b13c58ed702eac835e9f618');
    expect(signEd25519(seed, signingMessage('vt-pkg', '1.0.0', SHA)).toString('hex')).toBe(
      'c79e6a683c48b0c8f2f228b8c44559659cdb0bb66d353e56da5a930f5a6ebc6db78c0662d392776bc7054320ab356dcf8ba393a9463aa2ed2ab9dbf7c981c50f',
    );
  });
});

describe('Ed25519: RFC 8032 test vectors 1-3', () => {
  test.each([
    ['9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60', 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a', '', 'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b'],
    ['4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb', '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c', '72', '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00'],
    ['c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7', 'fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025', 'af82', '6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a'],
  ])('seed %s', (seed, pub, msg, sig) => {
    const s = Buffer.from(seed, 'hex');
    const m = Buffer.from(msg, 'hex');
    expect(publicKeyFromSeed(s).toString('hex')).toBe(pub);
    expect(signEd25519(s, m).toString('hex')).toBe(sig);
    expect(verifyEd25519(Buffer.from(pub, 'hex'), m, Buffer.from(sig, 'hex'))).toBe(true);
    const bad = Buffer.from(sig, 'hex');
    bad[0] ^= 1;
    expect(verifyEd25519(Buffer.from(pub, 'hex'), m, bad)).toBe(false);
  });
  test('a key of the wrong length is refused', () => {
    expect(() => signEd25519(Buffer.alloc(31), Buffer.alloc(0))).toThrow(/32 bytes, not 31/);
    expect(verifyEd25519(Buffer.alloc(31), Buffer.alloc(0), Buffer.alloc(64))).toBe(false);
  });
});

describe('transport envelope MAC known answers', () => {
  const envelope = (over: Partial<TransportEnvelope>): TransportEnvelope => ({
    format_version: 1,
    sent_at: '2025-01-15T10:00:00.5Z',
    sender: { agent_id: 'agent-1', agent_type: 't', daemon_fingerprint: '0123456789abcdef', capabilities: [] },
    recipient: 'bob',
    content_type: 'context_package',
    payload_json: '{"a":1}',
    signature: null,
    metadata: { b: '2', a: '1' },
    ...over,
  });
  test('header renders sent_at with +00:00 and AutoSi fraction digits, metadata sorted', () => {
    const input = macInput(envelope({}));
    expect(input.subarray(0, input.indexOf(0)).toString()).toBe('v2:1:agent-1:bob:context_package:2025-01-15T10:00:00.500+00:00:a=1,b=2:7');
    expect(input.subarray(input.indexOf(0) + 1).toString()).toBe('{"a":1}');
    expect(computeMac(envelope({}), Buffer.from('secret-key')).toString('hex')).toBe('19b7760b1ac7fae9a600adb8b6b1174a06f635a79504834245832230e1538392');
  });
  test('null recipient and empty metadata', () => {
    expect(computeMac(envelope({ recipient: null, metadata: {}, sent_at: '2025-01-15T10:00:00Z' }), Buffer.from('secret-key')).toString('hex')).toBe('aa5cf5e84641189e312b51e5d1c3fd91987cf84d96de482d7c448c33ffaba538');
  });
});

describe('RFC 3339 as chrono reads and writes it', () => {
  test.each([
    ['2025-01-15T10:00:00Z', '2025-01-15T10:00:00Z'],
    ['2025-01-15T10:00:00.5Z', '2025-01-15T10:00:00.500Z'],
    ['2025-01-15T10:00:00.123456Z', '2025-01-15T10:00:00.123456Z'],
    ['2025-01-15T10:00:00.1234567Z', '2025-01-15T10:00:00.123456700Z'],
    ['2025-01-15T12:30:00+02:30', '2025-01-15T10:00:00Z'],
    ['0099-03-01T00:00:00Z', '0099-03-01T00:00:00Z'],
  ])('%s → %s', (input, out) => {
    expect(formatRfc3339(parseRfc3339(input)!, 'Z')).toBe(out);
  });
  test.each(['2025-02-30T00:00:00Z', '2025-01-15 10:00:00Z', '2025-01-15T10:00:00', '2025-01-15T24:00:00Z'])('%s is refused', (s) => {
    expect(parseRfc3339(s)).toBeNull();
  });
});
