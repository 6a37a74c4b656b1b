// Ed25519 edge cases where verifiers disagree, pinned to what LeanCTX accepts. LeanCTX
// (rust/src/core/context_package/signing.rs, verify_signature) decodes the key with
// ed25519-dalek's VerifyingKey::from_bytes and checks with `verify` (the Verifier trait), not
// `verify_strict`: S must be canonical (< L); R is compared byte for byte with the canonical
// encoding of [S]B - [k]A (a non-canonical R fails); A is accepted as any decodable encoding,
// y >= p and "negative zero" x included, small-order and mixed-order A too; the equation is
// cofactorless. Node's (OpenSSL's) verify must agree on each. The vectors are built here with
// textbook curve arithmetic, signed over the same kind of message ctxpkg signs.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicKeyFromSeed, signEd25519, verifyEd25519 } from '../../src/ctxpkg/ed25519.js';
import { signingMessage } from '../../src/ctxpkg/integrity.js';
import { KeyFileExistsError, checkVariableName, readSeedFile, writeNewKeyFile } from '../../src/ctxpkg/keys.js';
import { makeTempDir } from '../helpers/tmp.js';
import { SEED } from './fixtures.js';

const P = 2n ** 255n - 19n;
const L = 2n ** 252n + 27742317777372353535851937790883648493n;
type Pt = [bigint, bigint];
const mod = (a: bigint, m = P) => ((a % m) + m) % m;
const pow = (b: bigint, e: bigint, m = P) => {
  let r = 1n;
  for (b = mod(b, m); e > 0n; e >>= 1n, b = (b * b) % m) if (e & 1n) r = (r * b) % m;
  return r;
};
const inv = (a: bigint) => pow(a, P - 2n);
const D = mod(-121665n * inv(121666n));
const SQRT_M1 = pow(2n, (P - 1n) / 4n);
const ID: Pt = [0n, 1n];
function add([x1, y1]: Pt, [x2, y2]: Pt): Pt {
  const t = (D * x1 * x2 * y1 * y2) % P;
  return [mod((x1 * y2 + x2 * y1) * inv(1n + t)), mod((y1 * y2 + x1 * x2) * inv(1n - t))];
}
function mul(k: bigint, pt: Pt): Pt {
  let r = ID;
  for (let q = pt, n = k; n > 0n; n >>= 1n, q = add(q, q)) if (n & 1n) r = add(r, q);
  return r;
}
function xOf(y: bigint): bigint | null {
  const u = mod(y * y - 1n);
  const v = mod(D * y * y + 1n);
  let x = pow(u * inv(v), (P + 3n) / 8n);
  if (mod(x * x * v - u) !== 0n) x = mod(x * SQRT_M1);
  return mod(x * x * v - u) === 0n ? x : null;
}
const le = (n: bigint) => Buffer.from(Array.from({ length: 32 }, (_, i) => Number((n >> BigInt(8 * i)) & 255n)));
const fromLe = (b: Uint8Array) => b.reduceRight((n, byte) => (n << 8n) | BigInt(byte), 0n);
const enc = ([x, y]: Pt) => {
  const b = le(y);
  if (x & 1n) b[31] |= 0x80;
  return b;
};
const same = (a: Pt, b: Pt) => a[0] === b[0] && a[1] === b[1];
const H = (...parts: Buffer[]) => mod(fromLe(createHash('sha512').update(Buffer.concat(parts)).digest()), L);
const BY = mod(4n * inv(5n));
const B: Pt = [(() => { const x = xOf(BY)!; return x & 1n ? mod(-x) : x; })(), BY];
/** A point of order 8: [L]Q for a Q with a torsion component. */
function order8(): Pt {
  for (let y = 2n; ; y++) {
    const x = xOf(y);
    if (x === null) continue;
    const t = mul(L, [x, y]);
    if (!same(mul(4n, t), ID)) return t;
  }
}
/** The secret scalar of a seed (RFC 8032 §5.1.5). */
function scalarOf(seed: Buffer): bigint {
  const h = createHash('sha512').update(seed).digest().subarray(0, 32);
  h[0] &= 248;
  h[31] &= 127;
  h[31] |= 64;
  return fromLe(h);
}

const MSG = signingMessage('demo', '1.2.0', 'a'.repeat(64));
const A = publicKeyFromSeed(SEED);
const a = scalarOf(SEED);

describe('Ed25519 verification matches ed25519-dalek `verify` (what LeanCTX uses)', () => {
  test('the curve arithmetic here agrees with node (sanity)', () => {
    expect(enc(mul(a, B))).toEqual(A);
    expect(verifyEd25519(A, MSG, signEd25519(SEED, MSG))).toBe(true);
  });

  test('S + L (non-canonical S, the classic malleability): rejected, as dalek rejects it', () => {
    const sig = signEd25519(SEED, MSG);
    const s = fromLe(sig.subarray(32));
    expect(verifyEd25519(A, MSG, Buffer.concat([sig.subarray(0, 32), le(s + L)]))).toBe(false);
  });

  test('non-canonical R (identity as y = p + 1): rejected; the canonical control passes', () => {
    for (const [R, ok] of [[le(P + 1n), false], [enc(ID), true]] as const) {
      const s = mod(H(R, A, MSG) * a, L);
      expect(verifyEd25519(A, MSG, Buffer.concat([R, le(s)]))).toBe(ok);
    }
  });

  test('small-order A (identity: canonical, y = p + 1, and with the sign bit): accepted, as `verify` (not verify_strict) does', () => {
    const r = 12345n;
    const sig = Buffer.concat([enc(mul(r, B)), le(r)]);
    const signBit = enc(ID);
    signBit[31] |= 0x80;
    for (const pk of [enc(ID), le(P + 1n), signBit]) expect(verifyEd25519(pk, MSG, sig)).toBe(true);
  });

  test('small-order A and R with S = 0: accepted (cofactorless `verify`; verify_strict would refuse)', () => {
    const t = order8();
    let checked = 0;
    for (let i = 1n; i < 8n; i++) {
      const pk = enc(mul(i, t));
      for (let j = 0n; j < 8n; j++) {
        const R = enc(mul(j, t));
        if (!enc(mul(mod(-H(R, pk, MSG), 8n), mul(i, t))).equals(R)) continue;
        expect(verifyEd25519(pk, MSG, Buffer.concat([R, le(0n)]))).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('mixed-order A (aB + T8), cofactorless-valid signature: accepted', () => {
    const t = order8();
    const pk = enc(add(mul(a, B), t));
    let checked = 0;
    for (let r = 1n; r < 64n && checked === 0; r++) {
      for (let j = 0n; j < 8n; j++) {
        const Rpt = add(mul(r, B), mul(j, t));
        const R = enc(Rpt);
        const k = H(R, pk, MSG);
        if (!same(mul(mod(-k, 8n), t), mul(j, t))) continue;
        expect(verifyEd25519(pk, MSG, Buffer.concat([R, le(mod(r + k * a, L))]))).toBe(true);
        checked++;
        break;
      }
    }
    expect(checked).toBe(1);
  });

  test('A not on the curve: rejected (dalek: from_bytes fails, LeanCTX reports an invalid public key)', () => {
    let y = 2n;
    while (xOf(y) !== null) y++;
    expect(verifyEd25519(le(y), MSG, signEd25519(SEED, MSG))).toBe(false);
  });
});

describe('key files and names', () => {
  const tmp = makeTempDir();
  afterAll(() => tmp.cleanup());

  test('writeNewKeyFile: 0600 whatever the umask; never over a file, a folder or a symlink (dangling or not)', async () => {
    const old = process.umask(0);
    try {
      await writeNewKeyFile(path.join(tmp.dir, 'k'), 'abc\n');
    } finally {
      process.umask(old);
    }
    expect(statSync(path.join(tmp.dir, 'k')).mode & 0o777).toBe(0o600);
    const victim = tmp.write('victim', 'keep');
    symlinkSync(victim, path.join(tmp.dir, 'to-victim'));
    symlinkSync(path.join(tmp.dir, 'nowhere'), path.join(tmp.dir, 'dangling'));
    mkdirSync(path.join(tmp.dir, 'folder'));
    for (const name of ['k', 'to-victim', 'dangling', 'folder']) {
      await expect(writeNewKeyFile(path.join(tmp.dir, name), 'new\n', name)).rejects.toThrow(KeyFileExistsError);
    }
    expect(readFileSync(victim, 'utf8')).toBe('keep');
    expect(readFileSync(path.join(tmp.dir, 'k'), 'utf8')).toBe('abc\n');
    expect(() => statSync(path.join(tmp.dir, 'nowhere'))).toThrow();
  });

  test('readSeedFile: LeanCTX\'s file (no newline) and ours read alike; a permissive mode warns; a key-like missing path is not echoed', async () => {
    const hex = SEED.toString('hex');
    writeFileSync(path.join(tmp.dir, 'leanctx.key'), hex, { mode: 0o600 });
    const r = await readSeedFile(path.join(tmp.dir, 'leanctx.key'), 'leanctx.key');
    expect(r).toEqual({ seed: SEED, warning: undefined });
    writeFileSync(path.join(tmp.dir, 'shared.key'), `${hex}\n`, { mode: 0o640 });
    expect((await readSeedFile(path.join(tmp.dir, 'shared.key'), 'shared.key')).warning).toBe('shared.key: the private key file is readable or writable by others (mode 0640); run chmod 600 shared.key');
    const missing = readSeedFile(path.join(tmp.dir, hex));
    await expect(missing).rejects.toThrow(/^--key-file names no file, and the value given reads as a key/);
    await expect(readSeedFile(path.join(tmp.dir, hex))).rejects.not.toThrow(hex);
  });

  test('checkVariableName: names pass; a key, a secret with spaces, an empty string do not, and are not echoed', () => {
    expect(() => checkVariableName('--key-env', 'CTXPKG_KEY', 'key')).not.toThrow();
    for (const v of [SEED.toString('hex'), 'my secret', '', '1ABC', 'deadbeefdeadbeefdeadbeefdeadbeef']) {
      let message = '';
      try {
        checkVariableName('--secret-env', v, 'HMAC secret');
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(/^--secret-env takes the name of an environment variable/);
      if (v) expect(message).not.toContain(v);
    }
  });
});
