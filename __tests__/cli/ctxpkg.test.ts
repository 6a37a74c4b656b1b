import { readFileSync, statSync, writeFileSync, cpSync, existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { runCli, REPO_ROOT } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/tmp.js';

const LAYERS = path.join(REPO_ROOT, 'examples', 'ctxpkg', 'layers');
const SECRET = 'a-transport-secret-of-at-least-32-bytes!';

describe('packwright ctxpkg (bundled CLI)', () => {
  const tmp = makeTempDir();
  afterAll(() => tmp.cleanup());
  const env = { SOURCE_DATE_EPOCH: '1736935200', HMAC: SECRET };
  const cli = (args: string[], extra: NodeJS.ProcessEnv = {}) => runCli(args, { cwd: tmp.dir, env: { ...env, ...extra } });

  test('round trip: keygen → create → sign → envelope → open → verify', () => {
    const key = cli(['ctxpkg', 'keygen', '--out', 'signing.key']);
    expect(key.code).toBe(0);
    const publicKey = key.stdout.trim();
    expect(publicKey).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path.join(tmp.dir, 'signing.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(tmp.dir, 'signing.key'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    expect(cli(['ctxpkg', 'keygen', '--out', 'signing.key']).stderr).toMatch(/already exists; refusing to overwrite/);

    const created = cli(['ctxpkg', 'create', '--name', 'demo', '--version', '1.0.0', '--description', 'demo', '--from', LAYERS, '--tag', 'a']);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const pkg = path.join(tmp.dir, 'demo-1.0.0.ctxpkg');
    const text = readFileSync(pkg, 'utf8');
    expect(text.endsWith('}')).toBe(true);
    expect(text).toContain('"created_at": "2025-01-15T10:00:00Z"');
    expect(text).toContain('"confidence": 1.0');

    expect(cli(['ctxpkg', 'sign', 'demo-1.0.0.ctxpkg', '--key-file', 'signing.key'])).toMatchObject({ code: 0 });
    const verified = cli(['ctxpkg', 'verify', 'demo-1.0.0.ctxpkg', '--public-key', publicKey, '--require-signature', '--format', 'json']);
    expect(verified.code).toBe(0);
    const report = JSON.parse(verified.stdout);
    expect(report.files).toEqual([{ file: 'demo-1.0.0.ctxpkg', ok: true, checks: { structure: 'pass', content_hash: 'pass', package_hash: 'pass', signature: 'pass' }, diagnostics: [] }]);

    expect(cli(['ctxpkg', 'envelope', 'demo-1.0.0.ctxpkg', '--secret-env', 'HMAC', '--metadata', 'release=v1', '--recipient', 'ci'])).toMatchObject({ code: 0, stderr: '' });
    const envelope = JSON.parse(readFileSync(path.join(tmp.dir, 'demo-1.0.0.ctxpkg.envelope.json'), 'utf8'));
    expect(envelope).toMatchObject({ format_version: 1, sent_at: '2025-01-15T10:00:00Z', content_type: 'context_package', recipient: 'ci', metadata: { release: 'v1' } });
    expect(envelope.payload_json).toBe(readFileSync(pkg, 'utf8'));
    expect(JSON.stringify(envelope)).not.toContain(SECRET);

    // Metadata keys are plain strings, Object.prototype's names included.
    expect(cli(['ctxpkg', 'envelope', 'demo-1.0.0.ctxpkg', '--secret-env', 'HMAC', '--metadata', 'constructor=a', '--metadata', '__proto__=b', '-o', 'proto.envelope.json'])).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(path.join(tmp.dir, 'proto.envelope.json'), 'utf8')).toContain('"metadata": {\n    "__proto__": "b",\n    "constructor": "a"\n  }');
    expect(cli(['ctxpkg', 'open', 'proto.envelope.json', '--secret-env', 'HMAC', '-o', 'proto.ctxpkg']).code).toBe(0);

    const opened = cli(['ctxpkg', 'open', 'demo-1.0.0.ctxpkg.envelope.json', '--secret-env', 'HMAC', '-o', 'out.ctxpkg']);
    expect(opened.code).toBe(0);
    expect(opened.stdout).toMatch(/HMAC ok; package ok/);
    expect(readFileSync(path.join(tmp.dir, 'out.ctxpkg'))).toEqual(readFileSync(pkg));

    const wrong = cli(['ctxpkg', 'open', 'demo-1.0.0.ctxpkg.envelope.json', '--secret-env', 'HMAC', '-o', 'never.ctxpkg'], { HMAC: 'another secret' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe('packwright: demo-1.0.0.ctxpkg.envelope.json: HMAC mismatch: wrong secret, or the envelope was changed\n');
    expect(existsSync(path.join(tmp.dir, 'never.ctxpkg'))).toBe(false);

    const inspect = cli(['ctxpkg', 'inspect', 'demo-1.0.0.ctxpkg']);
    expect(inspect.code).toBe(0);
    expect(inspect.stdout).toContain(`signer:      ${publicKey}`);
    expect(inspect.stdout).toMatch(/knowledge +2 facts/);
  });

  test('create is byte-identical for the same input', () => {
    const a = cli(['ctxpkg', 'create', '--name', 'same', '--version', '1', '--description', 'd', '--from', LAYERS, '-o', 'a.ctxpkg']);
    const b = cli(['ctxpkg', 'create', '--name', 'same', '--version', '1', '--description', 'd', '--from', LAYERS, '-o', 'b.ctxpkg']);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(readFileSync(path.join(tmp.dir, 'a.ctxpkg'))).toEqual(readFileSync(path.join(tmp.dir, 'b.ctxpkg')));
  });

  test('create refuses to write its package over one of its layer files, by any name', () => {
    cpSync(LAYERS, path.join(tmp.dir, 'own-layers'), { recursive: true });
    const knowledge = path.join(tmp.dir, 'own-layers', 'knowledge.json');
    const before = readFileSync(knowledge);
    symlinkSync(knowledge, path.join(tmp.dir, 'knowledge-link.json'));
    for (const out of ['own-layers/knowledge.json', 'knowledge-link.json']) {
      const r = cli(['ctxpkg', 'create', '--name', 'x', '--version', '1', '--description', 'd', '--from', 'own-layers', '-o', out]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`packwright: ${out}: the output would replace own-layers/knowledge.json, which this command reads; choose another output path\n`);
    }
    expect(readFileSync(knowledge)).toEqual(before);
  });

  test('the committed example is what create builds from examples/ctxpkg/layers', () => {
    const r = runCli(['ctxpkg', 'create', '--name', 'security-review', '--version', '1.0.0', '--description', 'Security review knowledge for the example service', '--from', LAYERS, '--author', 'packwright examples', '--tag', 'security', '--tag', 'review', '--created-at', '2025-01-15T10:00:00Z', '-o', path.join(tmp.dir, 'example.ctxpkg')]);
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(tmp.dir, 'example.ctxpkg'))).toEqual(readFileSync(path.join(REPO_ROOT, 'examples', 'ctxpkg', 'security-review-1.0.0.ctxpkg')));
  });

  test('verify text output and exit 1 on a tampered file', () => {
    cpSync(path.join(REPO_ROOT, 'examples', 'ctxpkg', 'security-review-1.0.0.ctxpkg'), path.join(tmp.dir, 'bad.ctxpkg'));
    const file = path.join(tmp.dir, 'bad.ctxpkg');
    writeFileSync(file, readFileSync(file, 'utf8').replace('rotates every 90 days', 'rotates every 9 days'));
    const r = cli(['ctxpkg', 'verify', 'bad.ctxpkg']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^bad\.ctxpkg: FAILED \(structure pass, content_hash fail, package_hash fail, signature skipped\)\n/);
    expect(r.stdout).toMatch(/bad\.ctxpkg:\d+:\d+: error content_hash mismatch/);
  });

  test('validate finds .ctxpkg files and reports with rule ids', () => {
    const r = cli(['validate', '--kind', 'ctxpkg', '.', '--format', 'json']);
    const report = JSON.parse(r.stdout);
    expect(report.targets.map((t: { kind: string }) => t.kind)).toContain('ctxpkg');
    expect(report.targets.find((t: { path: string }) => t.path === 'bad.ctxpkg').diagnostics.map((d: { rule: string }) => d.rule).sort()).toEqual(['ctxpkg-byte-size', 'ctxpkg-content-hash', 'ctxpkg-package-hash']);
  });

  test.each([
    [['ctxpkg', 'create', '--name', 'My Pkg', '--version', '1', '--description', 'd', '--from', LAYERS], 2, /^packwright: --name "My Pkg" may contain only \[a-zA-Z0-9._-\]\n/],
    [['ctxpkg', 'create', '--version', '1', '--description', 'd', '--from', LAYERS], 2, /--name is required/],
    [['ctxpkg', 'create', '--name', 'x', '--version', '1', '--description', 'd', '--from', 'nowhere'], 2, /nowhere: no such file or directory/],
    [['ctxpkg', 'sign', 'demo-1.0.0.ctxpkg', '--key-env', 'SHORTKEY'], 2, /must be 64 hex characters \(a 32-byte seed\), not 62\n/],
    [['ctxpkg', 'sign', 'demo-1.0.0.ctxpkg', '--key-env', 'UNSET_VAR'], 2, /environment variable UNSET_VAR is not set/],
    [['ctxpkg', 'sign', 'demo-1.0.0.ctxpkg'], 2, /give exactly one of --key-env VAR and --key-file PATH/],
    [['ctxpkg', 'sign', 'bad.ctxpkg', '--key-file', 'signing.key'], 1, /cannot sign a package that does not verify: content_hash mismatch/],
    [['ctxpkg', 'verify', 'missing.ctxpkg'], 1, /./],
    [['ctxpkg', 'verify', 'demo-1.0.0.ctxpkg', '--public-key', 'xyz'], 2, /--public-key must be 64 hex/],
    [['ctxpkg', 'envelope', 'bad.ctxpkg', '--secret-env', 'HMAC'], 1, /will not wrap a package that does not verify/],
    [['ctxpkg', 'envelope', 'demo-1.0.0.ctxpkg', '--secret-env', 'HMAC', '--metadata', 'novalue'], 2, /--metadata must be KEY=VALUE/],
  ])('%j exits %i with one clear line', (args, code, message) => {
    const r = cli(args as string[], { SHORTKEY: 'ab'.repeat(31) });
    expect(r.code).toBe(code);
    expect(`${r.stderr}${r.stdout}`).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stderr).not.toContain('ab'.repeat(31));
  });

  test('a short HMAC secret is warned about', () => {
    const r = cli(['ctxpkg', 'envelope', 'demo-1.0.0.ctxpkg', '--secret-env', 'HMAC', '-o', 'short.json'], { HMAC: 'short' });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning: the HMAC secret in HMAC is 5 bytes/);
  });

  test('an envelope over 2,000,000 bytes is refused', () => {
    writeFileSync(path.join(tmp.dir, 'huge.json'), ' '.repeat(2_000_001));
    const r = cli(['ctxpkg', 'open', 'huge.json', '--secret-env', 'HMAC']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/over the limit of 2000000 bytes/);
  });

  test('every ctxpkg command has --help', () => {
    for (const c of ['create', 'verify', 'sign', 'keygen', 'envelope', 'open', 'inspect']) {
      const r = cli(['ctxpkg', c, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`Usage: packwright ctxpkg ${c}`);
    }
  });
});
