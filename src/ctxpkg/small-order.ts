/**
 * Whether an Ed25519 public key is a point of small order (order 1, 2, 4 or 8). For such a key
 * A, [k]A is the identity for every k a verifier computes, so the signature R = identity,
 * S = 0 verifies under it for any message: a package "signed" by it names no signer at all.
 * LeanCTX's verify (ed25519-dalek `verify`, not `verify_strict`) and Node's accept such keys,
 * so this is a warning beside the check, not a change to it.
 *
 * Decoded as ed25519-dalek decompresses (y taken mod p, the sign bit choosing x), then
 * multiplied by the cofactor 8 with the complete twisted Edwards addition law (a = -1): small
 * order exactly when the result is the identity (0, 1). BigInt arithmetic: three doublings.
 */
const P = 2n ** 255n - 19n;

function mod(a: bigint): bigint {
  const r = a % P;
  return r < 0n ? r + P : r;
}

function pow(base: bigint, exp: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  for (let e = exp; e > 0n; e >>= 1n) {
    if (e & 1n) result = mod(result * b);
    b = mod(b * b);
  }
  return result;
}

const inv = (a: bigint) => pow(a, P - 2n);
const D = mod(-121665n * inv(121666n));
const SQRT_M1 = pow(2n, (P - 1n) / 4n);

type Point = { x: bigint; y: bigint };

function add(p: Point, q: Point): Point {
  const t = mod(D * p.x * q.x * p.y * q.y);
  return { x: mod((p.x * q.y + p.y * q.x) * inv(1n + t)), y: mod((p.y * q.y + p.x * q.x) * inv(1n - t)) };
}

/** The point a 32-byte encoding names, or null when it names none (then no signature verifies). */
function decode(bytes: Uint8Array): Point | null {
  let y = 0n;
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(i === 31 ? bytes[i] & 0x7f : bytes[i]);
  y = mod(y);
  const sign = (bytes[31] >> 7) & 1;
  const u = mod(y * y - 1n);
  const v = mod(D * y * y + 1n);
  const x2 = mod(u * inv(v));
  let x = pow(x2, (P + 3n) / 8n);
  if (mod(x * x - x2) !== 0n) x = mod(x * SQRT_M1);
  if (mod(x * x - x2) !== 0n) return null;
  if (Number(x & 1n) !== sign) x = mod(-x);
  return { x, y };
}

export function isSmallOrderKey(publicKey: Uint8Array): boolean {
  if (publicKey.length !== 32) return false;
  const a = decode(publicKey);
  if (!a) return false;
  let p = a;
  for (let i = 0; i < 3; i++) p = add(p, p);
  return p.x === 0n && p.y === 1n;
}
