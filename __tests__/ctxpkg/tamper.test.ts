import { verifyCtxpkgBytes, type VerifyChecks } from '../../src/ctxpkg/validate.js';
import { signedPackage } from './fixtures.js';

/**
 * Flip every byte of the content, the integrity block and the signature of a small signed
 * package, one at a time: each flip must make the package fail, and the check that fails must
 * be the one guarding that part. (XOR 0x01 keeps most bytes printable, so the JSON often still parses.)
 */
function spans(text: string, startMarker: string, endMarker: string): [number, number] {
  const s = text.indexOf(startMarker);
  return [s, text.indexOf(endMarker, s)];
}

function failing(checks: VerifyChecks): string[] {
  return Object.entries(checks).filter(([, v]) => v === 'fail').map(([k]) => k);
}

describe('single-byte tampering', () => {
  let pkg: Buffer;
  beforeAll(async () => {
    pkg = await signedPackage();
  });

  test('every byte of the content: structure or content_hash fails', async () => {
    const text = pkg.toString();
    const [from, to] = spans(text, '"content": {', '\n}');
    for (let i = from + 11; i < to; i++) {
      const bad = Buffer.from(pkg);
      bad[i] ^= 0x01;
      const r = await verifyCtxpkgBytes('t', bad);
      expect(r.ok).toBe(false);
      const f = failing(r.checks);
      expect(f.includes('structure') || f.includes('content_hash')).toBe(true);
      expect(f.every((c) => ['structure', 'content_hash', 'package_hash'].includes(c))).toBe(true);
    }
  });

  test('every hex digit of the integrity hashes and the signature: the guarding check fails', async () => {
    const text = pkg.toString();
    const fields: [string, string[]][] = [
      ['"content_hash": "', ['content_hash', 'structure']],
      // The signature covers integrity.sha256, so it fails with it.
      ['"sha256": "', ['package_hash', 'signature', 'structure']],
      ['"value": "', ['signature']],
      ['"public_key": "', ['signature']],
    ];
    for (const [marker, allowed] of fields) {
      const start = text.indexOf(marker) + marker.length;
      const end = text.indexOf('"', start);
      for (let i = start; i < end; i++) {
        const bad = Buffer.from(pkg);
        bad[i] ^= 0x01;
        const r = await verifyCtxpkgBytes('t', bad);
        expect(r.ok).toBe(false);
        expect(failing(r.checks).length).toBeGreaterThan(0);
        expect(failing(r.checks).every((c) => allowed.includes(c))).toBe(true);
      }
    }
  });

  test('every byte of name and version: package_hash and signature fail (or structure)', async () => {
    const text = pkg.toString();
    for (const marker of ['"name": "', '"version": "']) {
      const start = text.indexOf(marker) + marker.length;
      const end = text.indexOf('"', start);
      for (let i = start; i < end; i++) {
        const bad = Buffer.from(pkg);
        bad[i] ^= 0x01;
        const r = await verifyCtxpkgBytes('t', bad);
        expect(r.ok).toBe(false);
        const f = failing(r.checks);
        expect(f.includes('structure') || (f.includes('package_hash') && f.includes('signature'))).toBe(true);
      }
    }
  });
});
