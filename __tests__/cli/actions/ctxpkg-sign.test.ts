import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { runCompositeAction } from '../../helpers/action-runner.js';
import { runCli, REPO_ROOT } from '../../helpers/cli.js';
import { makeTempDir } from '../../helpers/tmp.js';

const ACTION = path.join(REPO_ROOT, 'actions', 'ctxpkg-sign');
const KEY = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
const PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const SECRET = 'release-hmac-secret-0123456789abcdef';

describe('actions/ctxpkg-sign', () => {
  const tmp = makeTempDir();
  afterAll(() => tmp.cleanup());

  test('creates, signs and envelopes; secrets never reach the log or the outputs', () => {
    const r = runCompositeAction(ACTION, { name: 'sec', version: '2.0.0', description: 'd', from: path.join(REPO_ROOT, 'examples', 'ctxpkg', 'layers'), 'ed25519-key': KEY, 'hmac-secret': SECRET }, { cwd: tmp.dir, env: { SOURCE_DATE_EPOCH: '1736935200' } });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ package: 'sec-2.0.0.ctxpkg', envelope: 'sec-2.0.0.ctxpkg.envelope.json', 'public-key': PUBLIC });
    const bytes = readFileSync(path.join(tmp.dir, 'sec-2.0.0.ctxpkg'));
    expect(r.outputs.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(r.outputs['content-hash']).toBe(JSON.parse(bytes.toString()).manifest.integrity.content_hash);
    expect(r.stdout).toContain(`::add-mask::${KEY}`);
    expect(r.stdout).toContain(`::add-mask::${SECRET}`);
    const logWithoutMasks = `${r.stdout}${r.stderr}`.replace(/::add-mask::.*\n/g, '');
    for (const s of [KEY, SECRET]) {
      expect(logWithoutMasks).not.toContain(s);
      expect(JSON.stringify(r.outputs)).not.toContain(s);
      expect(readFileSync(path.join(tmp.dir, 'sec-2.0.0.ctxpkg.envelope.json'), 'utf8')).not.toContain(s);
    }
    expect(r.summary).toContain('sec@2.0.0');
    const verify = runCli(['ctxpkg', 'verify', 'sec-2.0.0.ctxpkg', '--public-key', PUBLIC, '--require-signature'], { cwd: tmp.dir });
    expect(verify.code).toBe(0);
    const open = runCli(['ctxpkg', 'open', 'sec-2.0.0.ctxpkg.envelope.json', '--secret-env', 'S'], { cwd: tmp.dir, env: { S: SECRET } });
    expect(open.code).toBe(0);
  });

  test('an existing file with only an HMAC secret gets an envelope and no signature', () => {
    const r = runCompositeAction(ACTION, { file: path.join(REPO_ROOT, 'examples', 'ctxpkg', 'security-review-1.0.0.ctxpkg'), 'hmac-secret': SECRET }, { cwd: tmp.dir, env: { SOURCE_DATE_EPOCH: '1736935200' } });
    expect(r.code).toBe(0);
    expect(r.outputs['public-key']).toBe('');
    expect(r.outputs.envelope).toMatch(/security-review-1\.0\.0\.ctxpkg\.envelope\.json$/);
  });

  test('no secret (a fork pull request) fails with one line naming the inputs', () => {
    const r = runCompositeAction(ACTION, { file: 'x.ctxpkg' }, { cwd: tmp.dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::packwright: ctxpkg-sign: set the input hmac-secret or ed25519-key/);
  });

  test('a key of the wrong length fails without echoing it', () => {
    const r = runCompositeAction(ACTION, { file: 'x.ctxpkg', 'ed25519-key': 'abcd' }, { cwd: tmp.dir });
    expect(r.code).toBe(1);
    const log = `${r.stdout}${r.stderr}`.replace(/::add-mask::.*\n/g, '');
    expect(log).toMatch(/input ed25519-key: the Ed25519 private key must be 64 hex characters/);
    expect(log).not.toContain('abcd');
  });
});
