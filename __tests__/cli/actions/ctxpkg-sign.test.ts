import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
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

  test('the HMAC secret is used byte for byte: a trailing line break is part of the key, as ctxpkg open reads it', () => {
    const secret = `${SECRET}\n`;
    const r = runCompositeAction(ACTION, { name: 'nl', version: '1.0.0', description: 'd', from: path.join(REPO_ROOT, 'examples', 'ctxpkg', 'layers'), 'hmac-secret': secret }, { cwd: tmp.dir, env: { SOURCE_DATE_EPOCH: '1736935200' } });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`::add-mask::${SECRET}%0A`);
    expect(r.stdout).toContain(`::add-mask::${SECRET}\n`);
    expect(r.stdout).toMatch(/^::warning::input hmac-secret starts or ends with whitespace/m);
    const open = (value: string) => runCli(['ctxpkg', 'open', 'nl-1.0.0.ctxpkg.envelope.json', '--secret-env', 'S'], { cwd: tmp.dir, env: { S: value } });
    expect(open(secret).code).toBe(0);
    expect(open(SECRET).code).not.toBe(0);
  });

  test('a secret of only whitespace fails, and is not masked', () => {
    const r = runCompositeAction(ACTION, { file: 'x.ctxpkg', 'hmac-secret': '  \n' }, { cwd: tmp.dir });
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain('::add-mask::');
    expect(r.stdout.trim()).toBe('::error::packwright: input hmac-secret is only whitespace; pass the secret itself');
  });

  test('bad inputs fail with one line naming the input', () => {
    const layers = path.join(REPO_ROOT, 'examples', 'ctxpkg', 'layers');
    // Outside the workspace (the working directory), in a folder that does not exist.
    const outside = path.join(tmpdir(), `packwright-no-such-folder-${process.pid}`, 'x.ctxpkg');
    const cases: [Record<string, string>, string][] = [
      [{ name: 'n', version: 'release/1.0', description: 'd', from: layers }, 'input version "release/1.0" may contain only [a-zA-Z0-9._+-]'],
      [{ name: 'a b', version: '1', description: 'd', from: layers }, 'input name "a b" may contain only [a-zA-Z0-9._-]'],
      [{ name: 'n', version: '1', description: 'd', from: 'no-such-folder' }, 'input from: no-such-folder is not a folder'],
      [{ file: 'missing.ctxpkg' }, 'input file: missing.ctxpkg: no such file or directory'],
      [{ name: 'n', version: '1', description: 'd', from: layers, output: outside }, `input output: ${outside}: the folder ${path.dirname(outside)} does not exist`],
    ];
    for (const [inputs, message] of cases) {
      const r = runCompositeAction(ACTION, { ...inputs, 'hmac-secret': SECRET }, { cwd: tmp.dir });
      expect(r.code).toBe(1);
      const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error'));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`::error::packwright: ${message}`);
      expect(`${r.stdout}${r.stderr}`).not.toMatch(/--(name|version|from|output)\b/);
    }
  });

  test('output in a missing folder inside the workspace: the folder is created', () => {
    const r = runCompositeAction(ACTION, { name: 'deep', version: '1.0.0', description: 'd', from: path.join(REPO_ROOT, 'examples', 'ctxpkg', 'layers'), output: 'release/assets/deep.ctxpkg', 'hmac-secret': SECRET }, { cwd: tmp.dir, env: { SOURCE_DATE_EPOCH: '1736935200' } });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ package: 'release/assets/deep.ctxpkg', envelope: 'release/assets/deep.ctxpkg.envelope.json' });
    expect(readFileSync(path.join(tmp.dir, 'release', 'assets', 'deep.ctxpkg.envelope.json'), 'utf8')).toContain('"payload_json"');
  });

  test('the job summary escapes what it shows', () => {
    const r = runCompositeAction(ACTION, { name: 'esc', version: '1.0.0', description: 'd', from: path.join(REPO_ROOT, 'examples', 'ctxpkg', 'layers'), output: 'a&b/<i>x.ctxpkg', 'hmac-secret': SECRET }, { cwd: tmp.dir, env: { SOURCE_DATE_EPOCH: '1736935200' } });
    expect(r.code).toBe(0);
    expect(r.summary).toContain('<td>a&amp;b/&lt;i&gt;x.ctxpkg</td>');
    expect(r.summary).not.toContain('<i>');
  });

  test('no child process sees an INPUT_* variable: the secrets leave the environment before git runs', () => {
    // A git on PATH that records its environment: chooseInstant (no SOURCE_DATE_EPOCH) asks git for HEAD's time.
    const bin = path.join(tmp.dir, 'spy-bin');
    const dump = path.join(tmp.dir, 'git-env.txt');
    mkdirSync(bin, { recursive: true });
    writeFileSync(path.join(bin, 'git'), `#!/bin/sh\nenv >> '${dump}'\nexit 128\n`, { mode: 0o755 });
    const r = runCompositeAction(ACTION, { name: 'spy', version: '1.0.0', description: 'd', from: path.join(REPO_ROOT, 'examples', 'ctxpkg', 'layers'), 'ed25519-key': KEY, 'hmac-secret': SECRET }, { cwd: tmp.dir, env: { PATH: `${bin}${path.delimiter}${process.env.PATH}` } });
    expect(r.code).toBe(0);
    expect(existsSync(dump)).toBe(true);
    const seen = readFileSync(dump, 'utf8');
    expect(seen).toContain('GIT_TERMINAL_PROMPT=0');
    expect(seen).not.toMatch(/^INPUT_/im);
    for (const s of [KEY, SECRET]) expect(seen).not.toContain(s);
  });
});
