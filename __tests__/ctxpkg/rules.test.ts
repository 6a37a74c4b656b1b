import { verifyCtxpkgBytes } from '../../src/ctxpkg/validate.js';
import { ctxpkgRules } from '../../src/ctxpkg/rules/index.js';
import { smallPackage, signedPackage, editManifest, layer, KNOWLEDGE, GOTCHAS, SEED } from './fixtures.js';
import { publicKeyFromSeed } from '../../src/ctxpkg/ed25519.js';

async function rulesHit(bytes: Buffer, options = {}) {
  const r = await verifyCtxpkgBytes('t.ctxpkg', bytes, options);
  return { ids: [...new Set(r.diagnostics.map((d) => d.rule))], r };
}

describe('the registry', () => {
  test('every rule id is unique and documented', () => {
    const ids = ctxpkgRules.map((r) => r.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(['ctxpkg-json', 'ctxpkg-manifest', 'ctxpkg-content-hash', 'ctxpkg-byte-size', 'ctxpkg-package-hash', 'ctxpkg-signature', 'ctxpkg-signer-key', 'ctxpkg-layer']);
  });
});

describe('valid packages', () => {
  test('a created package verifies with no diagnostics', async () => {
    const { r } = await rulesHit(smallPackage());
    expect(r.diagnostics).toEqual([]);
    expect(r.checks).toEqual({ structure: 'pass', content_hash: 'pass', package_hash: 'pass', signature: 'skipped' });
  });
  test('a signed package passes the signature check, also with the expected key', async () => {
    const pk = publicKeyFromSeed(SEED).toString('hex');
    const { r } = await rulesHit(await signedPackage(), { publicKey: pk, requireSignature: true });
    expect(r.diagnostics).toEqual([]);
    expect(r.checks.signature).toBe('pass');
  });
  test('LeanCTX-style nulls for optional fields are accepted', async () => {
    const bytes = editManifest(smallPackage(), (m) => Object.assign(m, { author: null, updated_at: null, tags: null, compatibility: null, stats: null, signature: null }));
    expect((await rulesHit(bytes)).r.diagnostics).toEqual([]);
  });
  test('compact and CRLF-indented copies of the same package verify (whitespace is not hashed)', async () => {
    const text = smallPackage().toString();
    const compact = JSON.stringify(JSON.parse(text.replace('"confidence": 1.0', '"confidence": "ONE"'))).replace('"confidence":"ONE"', '"confidence":1.0');
    expect(compact).toContain('"confidence":1.0');
    expect((await rulesHit(Buffer.from(compact))).r.ok).toBe(true);
    expect((await rulesHit(Buffer.from(text.replace(/\n/g, '\r\n\t')))).r.ok).toBe(true);
  });
});

describe('invalid packages: the rule that fires', () => {
  const cases: [string, () => Buffer | Promise<Buffer>, string, RegExp, string[]?][] = [
    ['BOM', () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), smallPackage()]), 'ctxpkg-json', /byte order mark/],
    ['invalid UTF-8', () => Buffer.concat([smallPackage().subarray(0, 20), Buffer.from([0xff]), smallPackage().subarray(21)]), 'ctxpkg-json', /not valid UTF-8 \(first bad byte at offset 20\)/],
    ['truncated', () => smallPackage().subarray(0, 300), 'ctxpkg-json', /not valid JSON/],
    ['not an object', () => Buffer.from('[1]'), 'ctxpkg-json', /must be a JSON object/],
    ['no content', () => Buffer.from('{"manifest": {}}'), 'ctxpkg-json', /missing required top-level member: content/, ['ctxpkg-manifest']],
    ['two content members', () => Buffer.from(smallPackage().toString().replace(/\n}$/, ',\n  "content": {}\n}')), 'ctxpkg-json', /2 top-level content members/, ['ctxpkg-layer']],
    ['bad name', () => editManifest(smallPackage(), (m) => (m.name = 'my package!')), 'ctxpkg-manifest', /manifest.name "my package!" may contain only/],
    ['long name', () => editManifest(smallPackage(), (m) => (m.name = 'a'.repeat(129))), 'ctxpkg-manifest', /at most 128 bytes/],
    ['bad version', () => editManifest(smallPackage(), (m) => (m.version = '.1')), 'ctxpkg-manifest', /must not start with "."/],
    ['uppercase hex', () => editManifest(smallPackage(), (m) => ((m.integrity as Record<string, string>).sha256 = (m.integrity as Record<string, string>).sha256.toUpperCase())), 'ctxpkg-manifest', /lowercase hex/],
    ['bad created_at', () => editManifest(smallPackage(), (m) => (m.created_at = 'yesterday')), 'ctxpkg-manifest', /not an RFC 3339 timestamp/],
    ['repeated manifest field', () => Buffer.from(smallPackage().toString().replace('"name": "', '"name": "decoy",\n    "name": "')), 'ctxpkg-manifest', /manifest has a duplicate key "name": LeanCTX refuses a repeated field/],
    ['duplicate layer', () => editManifest(smallPackage(), (m) => (m.layers = ['knowledge', 'knowledge', 'gotchas'])), 'ctxpkg-manifest', /lists knowledge twice/],
    ['null dependencies', () => editManifest(smallPackage(), (m) => (m.dependencies = null)), 'ctxpkg-manifest', /dependencies must be an array/],
    ['partial stats', () => editManifest(smallPackage(), (m) => (m.stats = { knowledge_facts: 1 })), 'ctxpkg-manifest', /stats needs all six/],
    ['changed content', () => Buffer.from(smallPackage().toString().replace('Postgres 16', 'Postgres 17')), 'ctxpkg-content-hash', /content_hash mismatch/, ['ctxpkg-package-hash']],
    ['1.0 rewritten as 1', () => Buffer.from(smallPackage().toString().replace('"confidence": 1.0', '"confidence": 1')), 'ctxpkg-content-hash', /content_hash mismatch/, ['ctxpkg-byte-size', 'ctxpkg-package-hash']],
    ['byte_size off', () => editManifest(smallPackage(), (m) => ((m.integrity as Record<string, number>).byte_size += 1)), 'ctxpkg-byte-size', /byte_size mismatch/],
    ['renamed', () => editManifest(smallPackage(), (m) => (m.name = 'other')), 'ctxpkg-package-hash', /package sha256 mismatch/],
    ['odd-length signature', async () => editManifest(await signedPackage(), (m) => ((m.signature as Record<string, string>).value = 'abc')), 'ctxpkg-signature', /odd-length hex/],
    ['short public key', async () => editManifest(await signedPackage(), (m) => ((m.signature as Record<string, string>).public_key = 'ab'.repeat(31))), 'ctxpkg-signature', /31 bytes, expected 32/],
    ['other algorithm', async () => editManifest(await signedPackage(), (m) => ((m.signature as Record<string, string>).algorithm = 'rsa')), 'ctxpkg-signature', /not supported/],
    ['policies layer', () => smallPackage([layer('knowledge', KNOWLEDGE), layer('policies', { rules: [] })]), 'ctxpkg-layer', /policies: LeanCTX will not load it/],
    ['layer missing fields', () => smallPackage([layer('knowledge', { facts: [{ key: 'x' }], exported_at: 'x' })]), 'ctxpkg-layer', /facts\[0\] is missing or mistypes category/],
    // The hash covers both copies; JSON.parse (and so every check here, and inspect) sees the last.
    ['a layer repeated in content', () => smallPackage([layer('knowledge', KNOWLEDGE, `${JSON.stringify(KNOWLEDGE)},"gotchas":{"gotchas":[],"exported_at":"2025-01-15T09:30:00Z"}`), layer('gotchas', GOTCHAS)]), 'ctxpkg-layer', /^content has a duplicate key "gotchas": JSON readers differ on which copy counts, and LeanCTX will not load a layer or entry that repeats a field; keep one$/],
    ['a field repeated in a layer', () => smallPackage([layer('gotchas', GOTCHAS, JSON.stringify(GOTCHAS).replace('{"gotchas":', '{"gotchas":[],"gotchas":'))]), 'ctxpkg-layer', /^content has a duplicate key "gotchas"/],
  ];
  test.each(cases)('%s → %s', async (_name, make, rule, message, also = []) => {
    const { ids, r } = await rulesHit(await make());
    // A changed content also changes the package hash computed from it (as in LeanCTX).
    expect(ids.sort()).toEqual([rule, ...also].sort());
    expect(r.diagnostics.map((d) => d.message).join('\n')).toMatch(message);
    expect(r.ok).toBe(rule === 'ctxpkg-layer');
  });

  test('diagnostics point at the line of the field', async () => {
    const { r } = await rulesHit(editManifest(smallPackage(), (m) => (m.version = 'a b')));
    const lines = editManifest(smallPackage(), (m) => (m.version = 'a b')).toString().split('\n');
    expect(lines[r.diagnostics[0].line! - 1]).toContain('"version"');
  });
  test('--require-signature fails an unsigned package; --public-key fails another signer', async () => {
    expect((await rulesHit(smallPackage(), { requireSignature: true })).r.checks.signature).toBe('fail');
    const { r } = await rulesHit(await signedPackage(), { publicKey: 'ab'.repeat(32) });
    expect(r.checks.signature).toBe('fail');
    expect(r.diagnostics[0].message).toMatch(/not the expected/);
  });
  test('a pinned signer (publicKey) requires a signature: removing it does not pass, in the library as in the CLI', async () => {
    const { r } = await rulesHit(smallPackage(), { publicKey: 'ab'.repeat(32) });
    expect(r.checks.signature).toBe('fail');
    expect(r.diagnostics.map((d) => d.message)).toContain('the package is not signed (a signature is required)');
  });
  test('an oversized package is refused before parsing', async () => {
    const { r } = await rulesHit(Buffer.alloc(10 * 1024 * 1024 + 1, 0x20));
    expect(r.diagnostics[0].message).toMatch(/over the limit of 10485760 bytes/);
  });
});

describe('ctxpkg-signer-key: a small-order signing key', () => {
  const IDENTITY = `01${'00'.repeat(31)}`;
  test('forges a "signature" for any content that the check passes (as LeanCTX does); the warning says it names no signer', async () => {
    // R = identity, S = 0: [S]B = R + [k]A holds for every message when A is the identity.
    for (const content of [smallPackage(), smallPackage([layer('knowledge', { ...KNOWLEDGE, project_root: '/anything/at/all' })])]) {
      const forged = editManifest(content, (m) => (m.signature = { algorithm: 'ed25519', public_key: IDENTITY, value: `${IDENTITY}${'00'.repeat(32)}` }));
      const { r } = await rulesHit(forged);
      expect(r.checks.signature).toBe('pass');
      expect(r.ok).toBe(true);
      expect(r.diagnostics).toEqual([expect.objectContaining({ rule: 'ctxpkg-signer-key', severity: 'warning', message: expect.stringContaining('is a point of small order') })]);
    }
  });
  test('a real key gets no warning', async () => {
    expect((await rulesHit(await signedPackage())).ids).toEqual([]);
  });
});
