// ctxpkg outputs and what they print, in-process through main() (src/, not dist/): -o never
// replaces the command's input (envelope over its package, open over its envelope), a default
// output name is never written through a symlink planted there, text output escapes what the
// package author wrote (a newline, ESC or bidi override could forge `verify: ok`), an envelope
// whose MAC input could not tell its fields apart is not written, and create refuses a JSON
// layer that repeats a key.
import { linkSync, lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runMain } from '../helpers/in-process.js';
import { commands } from '../../src/cli/commands.js';
import { buildEnvelope, serializeEnvelope } from '../../src/ctxpkg/envelope.js';
import { readLayers } from '../../src/ctxpkg/create.js';
import { makeTempDir } from '../helpers/tmp.js';
import { GOTCHAS, KNOWLEDGE, smallPackage } from '../ctxpkg/fixtures.js';

const HMAC = 'a-transport-secret-of-at-least-32-bytes!';
const ENV = { HMAC, SOURCE_DATE_EPOCH: '1736935200' };
const cli = (args: string[], cwd: string) => runMain(args, cwd, commands, ENV);

describe('ctxpkg outputs (src)', () => {
  const tmp = makeTempDir();
  afterAll(() => tmp.cleanup());

  test('envelope -o onto its package, and open -o onto its envelope (by any name), are refused with nothing written', async () => {
    const pkg = tmp.write('in/a.ctxpkg', smallPackage());
    const before = readFileSync(pkg);
    const env = await cli(['ctxpkg', 'envelope', 'in/a.ctxpkg', '--secret-env', 'HMAC', '-o', 'in/a.ctxpkg'], tmp.dir);
    expect(env).toMatchObject({ code: 2, stdout: '', stderr: 'packwright: in/a.ctxpkg: the output would replace in/a.ctxpkg, the package it wraps; choose another output path\n' });
    expect(readFileSync(pkg)).toEqual(before);

    expect((await cli(['ctxpkg', 'envelope', 'in/a.ctxpkg', '--secret-env', 'HMAC'], tmp.dir)).code).toBe(0);
    const envelopePath = path.join(tmp.dir, 'in/a.ctxpkg.envelope.json');
    const envelope = readFileSync(envelopePath);
    linkSync(envelopePath, path.join(tmp.dir, 'in/hard.json'));
    for (const out of ['in/a.ctxpkg.envelope.json', 'in/hard.json']) {
      const r = await cli(['ctxpkg', 'open', 'in/a.ctxpkg.envelope.json', '--secret-env', 'HMAC', '-o', out], tmp.dir);
      expect(r).toMatchObject({ code: 2, stdout: '', stderr: `packwright: ${out}: the output would replace in/a.ctxpkg.envelope.json, the envelope it opens; choose another output path\n` });
      expect(readFileSync(envelopePath)).toEqual(envelope);
    }
    // Elsewhere, as before.
    expect((await cli(['ctxpkg', 'open', 'in/a.ctxpkg.envelope.json', '--secret-env', 'HMAC', '-o', 'in/out.ctxpkg'], tmp.dir)).code).toBe(0);
    expect(readFileSync(path.join(tmp.dir, 'in/out.ctxpkg'))).toEqual(before);
  });

  test('a default output name that is a symlink is replaced, never written through; a named -o still is', async () => {
    const dir = path.join(tmp.dir, 'planted');
    mkdirSync(dir);
    const victim = tmp.write('planted/victim', 'not ours\n');
    writeFileSync(path.join(dir, 'knowledge.json'), JSON.stringify(KNOWLEDGE));
    symlinkSync('victim', path.join(dir, 'demo-1.0.0.ctxpkg'));
    const created = await cli(['ctxpkg', 'create', '--name', 'demo', '--version', '1.0.0', '--description', 'd', '--from', '.'], dir);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(lstatSync(path.join(dir, 'demo-1.0.0.ctxpkg')).isSymbolicLink()).toBe(false);
    expect(readFileSync(victim, 'utf8')).toBe('not ours\n');

    symlinkSync('victim', path.join(dir, 'demo-1.0.0.ctxpkg.envelope.json'));
    expect(await cli(['ctxpkg', 'envelope', 'demo-1.0.0.ctxpkg', '--secret-env', 'HMAC'], dir)).toMatchObject({ code: 0, stderr: '' });
    expect(lstatSync(path.join(dir, 'demo-1.0.0.ctxpkg.envelope.json')).isSymbolicLink()).toBe(false);
    expect(readFileSync(victim, 'utf8')).toBe('not ours\n');

    // A path the user names is written as a shell `>` would, through its link (README).
    symlinkSync('victim', path.join(dir, 'named.json'));
    expect((await cli(['ctxpkg', 'envelope', 'demo-1.0.0.ctxpkg', '--secret-env', 'HMAC', '-o', 'named.json'], dir)).code).toBe(0);
    expect(lstatSync(path.join(dir, 'named.json')).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(victim, 'utf8'))).toMatchObject({ content_type: 'context_package' });
  });

  test('inspect, verify and open escape what the package says: no raw newline, ESC or bidi override reaches the terminal', async () => {
    const forged = 'd\nverify:      ok (structure pass)\u001b[2K\u202e';
    const text = smallPackage().toString()
      .replace('"description": "a demo"', `"description": ${JSON.stringify(forged)}`)
      .replace('"tool": "packwright"', '"tool": "pw\\r"')
      .replace('"exported_at": "2025-01-15T09:30:00Z"\n', '"exported_at": "2025-01-15T09:30:00Z",\n      "x\\u001b[31m": []\n');
    const name = 'evil\u001b[1A.ctxpkg';
    tmp.write(name, text);
    // The added layer member changed the content: the package fails, and the one verify line says so.
    const inspect = await cli(['ctxpkg', 'inspect', name], tmp.dir);
    expect(inspect.code).toBe(1);
    // eslint-disable-next-line no-control-regex
    expect(inspect.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
    expect(inspect.stdout.split('\n').filter((l) => l.startsWith('verify:'))).toEqual([expect.stringMatching(/^verify: {6}FAILED /)]);
    expect(inspect.stdout).toContain('demo@1.2.0  d\\nverify:      ok (structure pass)\\u001b[2K\\u202e\n');
    expect(inspect.stdout).toContain('file:        "evil\\u001b[1A.ctxpkg" (');
    expect(inspect.stdout).toContain('tool:        pw\\r ');
    expect(inspect.stdout).toContain('0 x\\u001b[31m\n');

    // A manifest name with a bidi override, quoted in a finding's message.
    tmp.write('bidi.ctxpkg', smallPackage().toString().replace('"name": "demo"', '"name": "a\\u202eb"'));
    const verify = await cli(['ctxpkg', 'verify', name, 'bidi.ctxpkg'], tmp.dir);
    expect(verify.code).toBe(1);
    expect(verify.stdout).toMatch(/^"evil\\u001b\[1A\.ctxpkg": FAILED \(/);
    expect(verify.stdout).toContain('  bidi.ctxpkg:4:13: error manifest.name "a\\u202eb" may contain only [a-zA-Z0-9._-] [ctxpkg-manifest]\n');
    // eslint-disable-next-line no-control-regex
    expect(verify.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);

    const bad = Buffer.from(readFileSync(path.join(tmp.dir, 'bidi.ctxpkg'), 'utf8'));
    writeFileSync(path.join(tmp.dir, 'bidi.envelope.json'), serializeEnvelope(buildEnvelope({ payload: bad.toString(), secret: Buffer.from(HMAC), sentAt: { seconds: 1736935200, nanos: 0 } })));
    const open = await cli(['ctxpkg', 'open', 'bidi.envelope.json', '--secret-env', 'HMAC'], tmp.dir);
    expect(open.code).toBe(1);
    expect(open.stdout).toContain('error manifest.name "a\\u202eb" may contain only');
    expect(open.stdout).not.toContain('\u202e');
  });

  test('envelope refuses fields its MAC input cannot tell apart; open warns about them in an envelope made elsewhere', async () => {
    tmp.write('m/a.ctxpkg', smallPackage());
    const cases: [string[], string][] = [
      [['--agent-id', 'alice:bob'], "sender.agent_id (holds ':')"],
      [['--recipient', 'bob:'], "recipient (holds ':')"],
      [['--metadata', 'release=v1,channel=beta'], 'metadata "release" (its value holds \',\')'],
      [['--metadata', 'a,b=1'], 'metadata key "a,b" (holds \'=\' or \',\')'],
    ];
    for (const [flags, field] of cases) {
      const r = await cli(['ctxpkg', 'envelope', 'm/a.ctxpkg', '--secret-env', 'HMAC', ...flags, '-o', 'm/e.json'], tmp.dir);
      expect(r).toMatchObject({ code: 2, stdout: '' });
      expect(r.stderr).toBe(`packwright: the envelope's MAC would not bind ${field}: the MAC input joins these fields with ':', '=' and ',' unescaped, so their text could be moved between fields without breaking it; leave those characters out\n`);
    }
    expect((await cli(['ctxpkg', 'envelope', 'm/a.ctxpkg', '--secret-env', 'HMAC', '--agent-id', 'alice', '--recipient', 'bob', '--metadata', 'a=b=c', '-o', 'm/e.json'], tmp.dir)).code).toBe(0);
    expect((await cli(['ctxpkg', 'open', 'm/e.json', '--secret-env', 'HMAC'], tmp.dir)).stderr).toBe('');

    // As LeanCTX could write it: agent_id "alice:bob" with no recipient MACs as agent_id "alice"
    // with recipient "bob:". Both open, with a warning.
    const base = JSON.parse(readFileSync(path.join(tmp.dir, 'm/e.json'), 'utf8'));
    const a = buildEnvelope({ payload: base.payload_json, secret: Buffer.from(HMAC), sentAt: { seconds: 1736935200, nanos: 0 }, agentId: 'alice' });
    const moved = { ...a, sender: { ...a.sender, agent_id: 'alice:bob' }, recipient: null };
    const { computeMac } = await import('../../src/ctxpkg/envelope.js');
    const twin = { ...a, recipient: 'bob:' };
    expect(computeMac(moved, Buffer.from(HMAC))).toEqual(computeMac(twin, Buffer.from(HMAC)));
    writeFileSync(path.join(tmp.dir, 'm/moved.json'), JSON.stringify({ ...moved, signature: computeMac(moved, Buffer.from(HMAC)).toString('hex') }, null, 2));
    const r = await cli(['ctxpkg', 'open', 'm/moved.json', '--secret-env', 'HMAC'], tmp.dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("packwright: warning: m/moved.json: the HMAC does not bind where these fields end: sender.agent_id (holds ':'); whoever could edit the envelope could have moved text between them\n");
  });

  test('create refuses a JSON layer that repeats a key, naming the file, line and column', async () => {
    const dir = path.join(tmp.dir, 'dup');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'gotchas.json'), JSON.stringify(GOTCHAS, null, 2).replace('  "exported_at"', '  "gotchas": [],\n  "exported_at"'));
    await expect(readLayers(dir)).rejects.toThrow(`${path.join(dir, 'gotchas.json')}:15:3: repeats a key (duplicate key "gotchas"): JSON readers differ on which copy counts, and LeanCTX will not load it; keep one`);
  });
});
