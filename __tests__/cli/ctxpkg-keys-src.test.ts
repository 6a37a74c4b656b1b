// ctxpkg sign / verify / envelope / open key handling, in-process through main() (src/, not
// dist/): a secret typed in place of a variable or file name is never echoed, -o never
// replaces the key file, an invalid present signature is not signed over, a signed package
// stays within 10 MiB, and --public-key pins the signer (an unsigned package fails).
import { chmodSync, existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runMain } from '../helpers/in-process.js';
import { commands } from '../../src/cli/commands.js';
import { publicKeyFromSeed } from '../../src/ctxpkg/ed25519.js';
import { hashCanonical, packageHash } from '../../src/ctxpkg/integrity.js';
import { makeTempDir } from '../helpers/tmp.js';
import { SEED, signedPackage, smallPackage } from '../ctxpkg/fixtures.js';

const KEY = SEED.toString('hex');
const PUB = publicKeyFromSeed(SEED).toString('hex');
const OTHER = Buffer.alloc(32, 9).toString('hex');
const HMAC = 'a-transport-secret-of-at-least-32-bytes!';

async function cli(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const r = await runMain(args, cwd, commands, env);
  return { ...r, all: r.stdout + r.stderr };
}

describe('ctxpkg key handling (src)', () => {
  const tmp = makeTempDir();
  afterAll(() => tmp.cleanup());
  const key = (name: string, text = `${KEY}\n`, mode = 0o600) => {
    const f = tmp.write(name, text);
    chmodSync(f, mode);
    return f;
  };

  test('a key typed where a variable name belongs is refused without echoing it', async () => {
    tmp.write('a.ctxpkg', smallPackage());
    for (const [option, value] of [['--key-env', KEY], ['--key-env', KEY.toUpperCase()], ['--key-env', 'not a name']] as const) {
      const r = await cli(['ctxpkg', 'sign', 'a.ctxpkg', option, value], tmp.dir);
      expect(r.code).toBe(2);
      expect(r.all).not.toContain(value);
      expect(r.stderr).toMatch(/^packwright: --key-env takes the name of an environment variable/);
    }
    const f = await cli(['ctxpkg', 'sign', 'a.ctxpkg', '--key-file', KEY], tmp.dir);
    expect(f.code).toBe(2);
    expect(f.all).not.toContain(KEY);
    expect(f.stderr).toMatch(/^packwright: --key-file names no file, and the value given reads as a key/);
    for (const cmd of [['envelope', 'a.ctxpkg'], ['open', 'a.ctxpkg.envelope.json']]) {
      const r = await cli(['ctxpkg', ...cmd, '--secret-env', HMAC], tmp.dir);
      expect(r.code).toBe(2);
      expect(r.all).not.toContain(HMAC);
    }
    // A real name still works, and is named when unset.
    expect((await cli(['ctxpkg', 'sign', 'a.ctxpkg', '--key-env', 'CTXPKG_KEY'], tmp.dir)).stderr).toMatch(/environment variable CTXPKG_KEY is not set/);
  });

  test('the key from an env var: surrounding whitespace and upper case accepted; base64 and wrong lengths refused, never echoed', async () => {
    tmp.write('e.ctxpkg', smallPackage());
    for (const value of [`  ${KEY}\n`, KEY.toUpperCase(), `${KEY}\r\n`]) {
      const r = await cli(['ctxpkg', 'sign', 'e.ctxpkg', '--key-env', 'K'], tmp.dir, { K: value });
      expect(r).toMatchObject({ code: 0, stdout: `e.ctxpkg: signed demo@1.2.0 with public key ${PUB}\n` });
    }
    for (const value of [SEED.toString('base64'), `${KEY}00`, KEY.slice(2), `${KEY}${PUB}`]) {
      const r = await cli(['ctxpkg', 'sign', 'e.ctxpkg', '--key-env', 'K'], tmp.dir, { K: value });
      expect(r.code).toBe(2);
      expect(r.all).not.toContain(value.trim());
      expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1);
      expect(r.stderr).toMatch(/^packwright: environment variable K: the Ed25519 private key must be 64 hex characters/);
    }
  });

  test('-o never replaces the private key file, by its name or through a symlink', async () => {
    tmp.write('b.ctxpkg', smallPackage());
    const k = key('signer.key');
    symlinkSync('signer.key', path.join(tmp.dir, 'signer-link'));
    for (const out of ['signer.key', 'signer-link']) {
      const r = await cli(['ctxpkg', 'sign', 'b.ctxpkg', '-o', out, '--key-file', 'signer.key'], tmp.dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`packwright: ${out}: the output would replace signer.key, the private key file; choose another output path\n`);
      expect(readFileSync(k, 'utf8')).toBe(`${KEY}\n`);
    }
  });

  test('a key file others can read is used with a one-line warning (as ssh would not use it at all)', async () => {
    tmp.write('c.ctxpkg', smallPackage());
    key('open.key', `${KEY}\n`, 0o644);
    const r = await cli(['ctxpkg', 'sign', 'c.ctxpkg', '--key-file', 'open.key'], tmp.dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('packwright: warning: open.key: the private key file is readable or writable by others (mode 0644); run chmod 600 open.key\n');
    key('closed.key');
    expect((await cli(['ctxpkg', 'sign', 'c.ctxpkg', '--key-file', 'closed.key'], tmp.dir)).stderr).toBe('');
  });

  test('a package whose present signature is invalid is not signed over; a valid one replaced is noted', async () => {
    const signed = (await signedPackage()).toString();
    const valueAt = signed.indexOf('"value": "') + 10;
    const flipped = signed.slice(0, valueAt) + (signed[valueAt] === '0' ? '1' : '0') + signed.slice(valueAt + 1);
    const file = tmp.write('bad-sig.ctxpkg', flipped);
    const r = await cli(['ctxpkg', 'sign', 'bad-sig.ctxpkg', '--key-env', 'K'], tmp.dir, { K: OTHER });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^packwright: bad-sig\.ctxpkg: cannot sign: the signature it already has is invalid \(signature does not verify/);
    expect(readFileSync(file, 'utf8')).toBe(flipped);

    tmp.write('good-sig.ctxpkg', signed);
    const again = await cli(['ctxpkg', 'sign', 'good-sig.ctxpkg', '--key-env', 'K'], tmp.dir, { K: OTHER });
    expect(again.code).toBe(0);
    expect(again.stderr).toBe(`packwright: note: replaced the signature by public key ${PUB}\n`);
    expect((await cli(['ctxpkg', 'sign', 'good-sig.ctxpkg', '--key-env', 'K'], tmp.dir, { K: OTHER })).stderr).toBe('');
  });

  test('a compact package that would pass 10 MiB once signed (pretty-printed) is refused, nothing written', async () => {
    const small = JSON.parse(smallPackage().toString());
    const facts = Array.from({ length: 40000 }, (_, i) => ({ category: 'c', key: `k${i}`, value: 'v'.repeat(60), source_session: 's', confidence: 1, created_at: '2025-01-01T00:00:00Z', last_confirmed: '2025-01-01T00:00:00Z' }));
    const content = JSON.stringify({ knowledge: { facts, patterns: [], insights: [], exported_at: '2025-01-01T00:00:00Z' } });
    const m = small.manifest;
    const h = hashCanonical(Buffer.from(content));
    m.layers = ['knowledge'];
    m.stats = { ...m.stats, knowledge_facts: facts.length, gotcha_count: 0 };
    m.integrity = { sha256: packageHash(m.name, m.version, h.contentHash), content_hash: h.contentHash, byte_size: h.byteSize };
    const text = `{"manifest":${JSON.stringify(m)},"content":${content}}`;
    expect(Buffer.byteLength(text)).toBeLessThan(10 * 1024 * 1024);
    const file = tmp.write('big.ctxpkg', text);
    expect((await cli(['ctxpkg', 'verify', 'big.ctxpkg'], tmp.dir)).code).toBe(0);
    const r = await cli(['ctxpkg', 'sign', 'big.ctxpkg', '-o', 'big-signed.ctxpkg', '--key-env', 'K'], tmp.dir, { K: KEY });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^packwright: big\.ctxpkg: cannot sign: the signed package would be \d+ bytes \(written with a 2-space indent\), over the limit of 10485760 bytes/);
    expect(existsSync(path.join(tmp.dir, 'big-signed.ctxpkg'))).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  test('verify --public-key: an unsigned package fails; the signer in any hex case passes', async () => {
    tmp.write('unsigned.ctxpkg', smallPackage());
    const r = await cli(['ctxpkg', 'verify', 'unsigned.ctxpkg', '--public-key', PUB], tmp.dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('unsigned.ctxpkg: FAILED (structure pass, content_hash pass, package_hash pass, signature fail)');
    expect(r.stdout).toContain('the package is not signed (a signature is required) [ctxpkg-signature]');
    tmp.write('signed.ctxpkg', await signedPackage());
    for (const k of [PUB, PUB.toUpperCase()]) expect((await cli(['ctxpkg', 'verify', 'signed.ctxpkg', '--public-key', k], tmp.dir)).code).toBe(0);
    const other = await cli(['ctxpkg', 'verify', 'signed.ctxpkg', '--public-key', publicKeyFromSeed(Buffer.from(OTHER, 'hex')).toString('hex')], tmp.dir);
    expect(other.code).toBe(1);
  });

  test('verify --public-key given the signer\'s PRIVATE key: refused, the key never printed', async () => {
    tmp.write('signed2.ctxpkg', await signedPackage());
    for (const format of ['text', 'json']) {
      const r = await cli(['ctxpkg', 'verify', 'signed2.ctxpkg', '--public-key', KEY, '--format', format], tmp.dir);
      expect(r.code).toBe(2);
      expect(r.all.toLowerCase()).not.toContain(KEY);
      expect(r.stderr).toContain(`--public-key was given the PRIVATE key that signed signed2.ctxpkg (not shown), not its public key ${PUB}`);
    }
  });

  test('keygen prints only the public key; the private key goes to the file alone', async () => {
    const r = await cli(['ctxpkg', 'keygen', '--out', 'new.key'], tmp.dir);
    expect(r.code).toBe(0);
    const seed = readFileSync(path.join(tmp.dir, 'new.key'), 'utf8').trim();
    expect(r.stdout).toBe(`${publicKeyFromSeed(Buffer.from(seed, 'hex')).toString('hex')}\n`);
    expect(r.all).not.toContain(seed);
    writeFileSync(path.join(tmp.dir, 'taken.key'), 'x');
    expect((await cli(['ctxpkg', 'keygen', '--out', 'taken.key'], tmp.dir)).code).toBe(2);
  });
});
