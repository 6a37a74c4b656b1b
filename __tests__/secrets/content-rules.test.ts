import { contentRules } from '../../src/secrets/content-rules/index.js';
import type { ContentRule } from '../../src/secrets/content-rules/types.js';
import { scanContent } from '../../src/secrets/scan-content.js';
import { fakeSecret, randomString, rsaPrivateKeyPem, ed25519PrivateKeyPem, encryptedPrivateKeyPem } from '../helpers/fake-secrets.js';

/** RuleTester-style tables: each rule alone over `valid` (no finding) and `invalid` (findings on these lines). */
interface Case {
  name: string;
  text: string;
  file?: string;
}
interface Table {
  valid: Case[];
  invalid: (Case & { lines: number[] })[];
}

const j = (...p: string[]) => p.join('');
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const b64 = (text: string) => Buffer.from(text, 'latin1').toString('base64');
/** A certificate-shaped block (random body): not a private key. */
const certificatePem = () => `-----BEGIN CERTIFICATE-----\n${body(4)}\n-----END CERTIFICATE-----\n`;
/** Each line of a PEM block behind a prefix (indentation, a comment mark). */
const indent = (pem: string, prefix: string) => pem.replace(/^(?=.)/gm, prefix);
/** A PEM block on one line, its lines joined by spaces. */
const oneLine = (pem: string) => pem.trim().split('\n').join(' ');
/** Random base64 lines, 64 characters each. */
const body = (lines: number) => Array.from({ length: lines }, () => randomString('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 64)).join('\n');

/** `-----BEGIN` base64-encoded at each of the three byte alignments (as private-key-base64 looks for it). */
const ENCODED_MARKERS = ['LS0tLS1CRUdJTi', '0tLS0tQkVHSU4', 'tLS0tLUJFR0lO'];

/**
 * A key after `before` bytes, base64-encoded, wrapped at `width` columns and indented in a YAML
 * block (`base64 -w 64`, `openssl base64`, `base64` at 76): one case per byte count of a
 * line's worth, so the line break falls at every place inside the encoded marker it can reach.
 */
function wrappedKeyCases(width: number): (Case & { lines: number[] })[] {
  const pem = rsaPrivateKeyPem();
  return Array.from({ length: (width / 4) * 3 }, (_, before) => {
    const blob = b64('x'.repeat(before) + pem);
    const at = Math.min(...ENCODED_MARKERS.map((m) => blob.indexOf(m)).filter((i) => i >= 0));
    const split = width - (at % width);
    const marker = ENCODED_MARKERS.find((m) => blob.startsWith(m, at))!;
    return {
      name: `wrapped at ${width} after ${before} bytes (${split < marker.length ? `marker split after ${split} of ${marker.length} characters` : 'marker on one line'})`,
      text: `key: |\n${blob.replace(new RegExp(`.{${width}}`, 'g'), '$&\n').replace(/^(?=.)/gm, '  ')}\n`,
      lines: [2 + Math.floor(at / width)],
    };
  });
}

/** A certificate then a key in one blob, wrapped at `width` with `eol`, padded so a break cuts the key's encoded marker. */
function splitAfterCertificate(width: number, eol: string): Case & { lines: number[] } {
  const cert = certificatePem();
  const key = rsaPrivateKeyPem();
  for (let pad = 0; pad < (width / 4) * 3; pad++) {
    const before = `${cert}${'#'.repeat(pad)}`;
    const blob = b64(before + key);
    // The key's marker: the first one in the blob after the certificate's bytes.
    const from = Math.floor(before.length / 3) * 4;
    const at = Math.min(...ENCODED_MARKERS.map((m) => blob.indexOf(m, from)).filter((i) => i >= 0));
    if (at % width > width - 10) {
      const text = `key: |${eol}${blob.replace(new RegExp(`.{${width}}`, 'g'), `$&${eol}`).replace(/^(?=.)/gm, '  ')}${eol}`;
      return { name: `a key after a certificate, wrapped at ${width} with ${JSON.stringify(eol)}, the break inside the marker`, text, lines: [2 + Math.floor(at / width)] };
    }
  }
  throw new Error('no padding splits the marker');
}

function run(rule: ContentRule, c: Case) {
  return scanContent(Buffer.from(c.text, 'utf8'), c.file ?? 'file.txt', [rule]).map((h) => h.line);
}

const tables: Record<string, Table> = {
  'private-key': {
    valid: [
      { name: 'a PEM parser constant', text: "const HEADER = '-----BEGIN RSA PRIVATE KEY-----';\nif (pem.startsWith(HEADER)) parse(pem);\n" },
      { name: 'a template with dots', text: '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----\n' },
      { name: 'a public key', text: '-----BEGIN PUBLIC KEY-----\nMIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC7aaaaaaaaaaaaaaaaaaa\n-----END PUBLIC KEY-----\n' },
      { name: 'a certificate', text: '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n-----END CERTIFICATE-----\n' },
      { name: 'documentation naming the markers', text: 'A key file starts with `-----BEGIN PRIVATE KEY-----` and ends with `-----END PRIVATE KEY-----`.\n' },
      { name: 'the marker in prose, then a long word', text: 'Paste the -----BEGIN RSA PRIVATE KEY----- block here.\nAbcdefghijklmnopqrstuvwxyzAbcdefghijklmnopqrstuvwxyz\n' },
      { name: 'an indented template', text: 'stringData:\n  tls.key: |\n    -----BEGIN PRIVATE KEY-----\n    ...\n    -----END PRIVATE KEY-----\n' },
      { name: 'a commented template', text: '# -----BEGIN RSA PRIVATE KEY-----\n# <your key here>\n# -----END RSA PRIVATE KEY-----\n' },
      { name: 'an empty block', text: '-----BEGIN OPENSSH PRIVATE KEY-----\n-----END OPENSSH PRIVATE KEY-----\n' },
      { name: 'a one-line template', text: 'PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY----- ... -----END RSA PRIVATE KEY-----"\n' },
      { name: 'an escaped template', text: '{"key": "-----BEGIN PRIVATE KEY-----\\n<base64>\\n-----END PRIVATE KEY-----\\n"}\n' },
      { name: 'a short base64 start, then dots', text: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC...\n' },
      { name: 'the marker, then code', text: "const begin = text.indexOf('-----BEGIN EC PRIVATE KEY-----');\nconst body = text.slice(begin + 31, text.indexOf('-----END'));\n" },
      { name: 'a one-line public key', text: `PUB="${oneLine(rsaPrivateKeyPem()).replace(/PRIVATE/g, 'PUBLIC')}"\n` },
    ],
    invalid: [
      { name: 'a PKCS#8 key', text: `key:\n${rsaPrivateKeyPem()}`, lines: [2] },
      { name: 'a PKCS#1 key', text: rsaPrivateKeyPem('pkcs1'), lines: [1] },
      { name: 'an Ed25519 key', text: `x\n\n${ed25519PrivateKeyPem()}`, lines: [3] },
      { name: 'an encrypted key with Proc-Type headers', text: encryptedPrivateKeyPem(), lines: [1] },
      { name: 'a key in JSON with \\n escapes', text: `{\n  "private_key": ${JSON.stringify(rsaPrivateKeyPem())}\n}\n`, lines: [2] },
      { name: 'CRLF line ends', text: rsaPrivateKeyPem().replace(/\n/g, '\r\n'), lines: [1] },
      { name: 'a YAML block in a Kubernetes Secret', text: `apiVersion: v1\nkind: Secret\nstringData:\n  tls.key: |\n${indent(rsaPrivateKeyPem(), '    ')}`, lines: [5] },
      { name: 'Helm values, deeper', text: `ingress:\n  tls:\n    cert:\n      key: |-\n${indent(rsaPrivateKeyPem('pkcs1'), '        ')}`, lines: [5] },
      { name: 'a <<-EOT heredoc with tabs', text: `resource "x" "y" {\n\tkey = <<-EOT\n${indent(ed25519PrivateKeyPem(), '\t\t')}\tEOT\n}\n`, lines: [3] },
      { name: 'a shell comment', text: `#!/bin/sh\n${indent(rsaPrivateKeyPem(), '# ')}`, lines: [2] },
      { name: 'a Markdown quote', text: `Our key:\n\n${indent(rsaPrivateKeyPem(), '> ')}`, lines: [3] },
      { name: 'a // comment', text: `${indent(rsaPrivateKeyPem(), '// ')}`, lines: [1] },
      { name: 'a JSDoc block', text: `/**\n * Test key:\n${indent(rsaPrivateKeyPem(), ' * ')} */\n`, lines: [3] },
      { name: 'an SQL comment', text: `-- key\n${indent(rsaPrivateKeyPem(), '-- ')}`, lines: [2] },
      { name: 'one line with spaces', text: `PRIVATE_KEY="${oneLine(rsaPrivateKeyPem('pkcs1'))}"\n`, lines: [1] },
      { name: 'one line without a space after the marker', text: `k=${rsaPrivateKeyPem().trim().split('\n').join('')}\n`, lines: [1] },
      { name: '\\n escapes (escaped twice)', text: `x = "${JSON.stringify(JSON.stringify(rsaPrivateKeyPem())).slice(1, -1)}"\n`, lines: [1] },
      { name: '\\r\\n escapes', text: `{"k": ${JSON.stringify(rsaPrivateKeyPem().replace(/\n/g, '\r\n'))}}\n`, lines: [1] },
      { name: 'JavaScript string concatenation', text: `const k =\n${rsaPrivateKeyPem().trim().split('\n').map((l) => `  '${l}\\n' +`).join('\n')}\n  '';\n`, lines: [2] },
      { name: 'Python implicit concatenation', text: `KEY = (\n${rsaPrivateKeyPem().trim().split('\n').map((l) => `    "${l}\\n"`).join('\n')}\n)\n`, lines: [2] },
      { name: 'a shell line continuation', text: `export KEY="${rsaPrivateKeyPem().trim().split('\n').join('\\\n')}"\n`, lines: [1] },
      { name: 'an encrypted key, indented, with its headers', text: `key: |\n${indent(encryptedPrivateKeyPem(), '  ')}`, lines: [2] },
      { name: 'a YAML list item', text: `keys:\n  - |\n${indent(rsaPrivateKeyPem(), '    ')}`, lines: [3] },
      { name: 'CR line ends', text: rsaPrivateKeyPem().replace(/\n/g, '\r'), lines: [1] },
      { name: 'a PGP key with armor headers', text: j('-----BEGIN PGP PRIVATE', ' KEY BLOCK-----\nVersion: GnuPG v2\nComment: test\n\n', body(3), '\n=AbCd\n-----END PGP PRIVATE', ' KEY BLOCK-----\n'), lines: [1] },
      { name: 'an SSH2 (RFC 4716) key', text: j('---- BEGIN SSH2 ENCRYPTED', ' PRIVATE KEY ----\nComment: "me"\n', body(2), '\n---- END SSH2 ENCRYPTED', ' PRIVATE KEY ----\n'), lines: [1] },
      ((key) => ({ name: 'two keys', text: `a: |\n${indent(key, '  ')}b: |\n${indent(key, '  ')}`, lines: [2, key.trim().split('\n').length + 3] }))(rsaPrivateKeyPem()),
    ],
  },
  'private-key-base64': {
    valid: [
      { name: 'a certificate, encoded', text: `  tls.crt: ${b64(certificatePem())}\n` },
      { name: 'a public key, encoded', text: `pub: ${b64(rsaPrivateKeyPem().replace(/PRIVATE/g, 'PUBLIC'))}\n` },
      { name: 'an encoded template without a body', text: `key: ${b64('-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----\n')}\n` },
      { name: 'the encoded marker alone, as a constant', text: `const PEM_PREFIX = '${b64('-----BEGIN PRIVATE KEY-----')}';\n` },
      { name: 'documentation quoting the encoded prefix', text: 'A base64 PEM starts with LS0tLS1CRUdJTi, so look for that.\n' },
    ],
    invalid: [
      { name: "a Kubernetes Secret's data", text: `apiVersion: v1\nkind: Secret\ndata:\n  tls.key: ${b64(rsaPrivateKeyPem())}\n`, lines: [4] },
      { name: 'one byte before the block', text: `v: ${b64(`x${ed25519PrivateKeyPem()}`)}\n`, lines: [1] },
      { name: 'two bytes before the block', text: `v: ${b64(`xy${rsaPrivateKeyPem('pkcs1')}`)}\n`, lines: [1] },
      { name: 'a key after a certificate in one blob', text: `bundle: ${b64(certificatePem() + rsaPrivateKeyPem())}\n`, lines: [1] },
      { name: 'wrapped at 76 and indented (base64 -w 76 in a YAML block)', text: `key: |\n${b64(rsaPrivateKeyPem()).replace(/.{76}/g, '$&\n').replace(/^/gm, '  ')}\n`, lines: [2] },
      { name: 'an encrypted key with Proc-Type headers', text: `{"k": "${b64(encryptedPrivateKeyPem())}"}\n`, lines: [1] },
      splitAfterCertificate(64, '\n'),
      splitAfterCertificate(64, '\r\n'),
      splitAfterCertificate(76, '\n'),
      ...wrappedKeyCases(64),
      ...wrappedKeyCases(76),
    ],
  },
  'putty-key': {
    valid: [
      { name: 'the marker in prose', text: 'Files start with PuTTY-User-Key-File-3: and the algorithm.\n' },
      { name: 'the header without its Encryption line', text: j('PuTTY-User', '-Key-File-3: ssh-ed25519\nComment: me\n') },
    ],
    invalid: [
      { name: 'a .ppk header', text: j('PuTTY-User', '-Key-File-3: ssh-ed25519\nEncryption: none\nComment: me\n'), lines: [1] },
      { name: 'CRLF line ends', text: j('PuTTY-User', '-Key-File-2: ssh-rsa\r\nEncryption: aes256-cbc\r\n'), lines: [1] },
      { name: 'in an indented YAML block', text: j('ssh:\n  key: |\n    PuTTY-User', '-Key-File-3: ssh-ed25519\n    Encryption: none\n    Comment: me\n'), lines: [3] },
      { name: 'behind comment marks', text: j('# PuTTY-User', '-Key-File-3: ssh-ed25519\n# Encryption: none\n'), lines: [1] },
      { name: 'in a JSON string', text: JSON.stringify({ ppk: j('PuTTY-User', '-Key-File-3: ssh-ed25519\nEncryption: none\nComment: me\n') }), lines: [1] },
      { name: 'escaped twice', text: j('"PuTTY-User', '-Key-File-3: ecdsa-sha2-nistp256\\\\nEncryption: none"\n'), lines: [1] },
    ],
  },
  'aws-access-key': {
    valid: [
      { name: "AWS's documented example", text: j('aws_access_key_id = AK', 'IAIOSFODNN7EXAMPLE\n') },
      { name: 'inside a longer word', text: `x${fakeSecret.aws()}Z\n` },
      { name: 'lower case', text: `${fakeSecret.aws().toLowerCase()}\n` },
    ],
    invalid: [
      { name: 'a long-term key id', text: `[default]\naws_access_key_id = ${fakeSecret.aws()}\n`, lines: [2] },
      { name: 'a temporary key id', text: `id: "${fakeSecret.awsTemporary()}"\n`, lines: [1] },
    ],
  },
  // The full tables, with every syntax, are in aws-secret-key.test.ts and google-api-key.test.ts.
  'aws-secret-key': {
    valid: [
      { name: "AWS's documented example", text: j('aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCY', 'EXAMPLEKEY\n') },
      { name: '40 characters without the name', text: `key = ${randomString(`${ALNUM}/+`, 40)}\n` },
    ],
    invalid: [{ name: 'a credentials file', text: j('[default]\naws_secret', '_access_key = ', randomString(`${ALNUM}/+`, 40), '\n'), lines: [2] }],
  },
  'google-api-key': {
    valid: [{ name: 'the prefix in code', text: "if (k.startsWith('AIza')) {}\n" }],
    invalid: [{ name: 'a Firebase web config', text: j('apiKey: "AI', 'za', randomString(`${ALNUM}_-`, 35), '",\n'), lines: [1] }],
  },
  'github-token': {
    valid: [
      { name: 'a placeholder', text: j('token: gh', 'p_', 'x'.repeat(36), '\n') },
      { name: 'too short', text: j('gh', 'p_abc123\n') },
      { name: 'the prefix in code', text: "if (token.startsWith('ghp_')) kind = 'classic';\n" },
    ],
    invalid: [
      { name: 'a classic token', text: `GITHUB_TOKEN=${fakeSecret.github()}\n`, lines: [1] },
      { name: 'a fine-grained token', text: `a\nb\n  token: '${fakeSecret.githubFineGrained()}'\n`, lines: [3] },
      // A random token holds a mixed-case run of x about once in a million: it is still a token.
      { name: 'a token with a mixed-case run of x', text: j('gh', 'p_Uw4xXxXXctzxYdExOHXzSpjQOb6LtqcEvlh5\n'), lines: [1] },
    ],
  },
  'gitlab-token': {
    valid: [{ name: 'the prefix alone', text: "const PREFIX = 'glpat-';\n" }],
    invalid: [{ name: 'a token', text: `CI_TOKEN=${fakeSecret.gitlab()}\n`, lines: [1] }],
  },
  'slack-token': {
    valid: [
      { name: 'a placeholder', text: j('SLACK_TOKEN=xo', 'xb-your-token-here\n') },
      { name: 'the prefix in code', text: "return t.startsWith('xoxb-') || t.startsWith('xoxp-');\n" },
      { name: 'a rotating token prefix in docs', text: j('Tokens look like xoxe.xo', 'xp-1-… and xo', 'xe-1-…\n') },
      { name: 'a short rotating-looking string', text: j('xo', 'xe-1-', 'abc123'.repeat(10), '\n') },
    ],
    invalid: [
      { name: 'a bot token', text: `\n\nSLACK=${fakeSecret.slack()}\n`, lines: [3] },
      // Token rotation: the access token (xoxe.xoxb-1-, xoxe.xoxp-1-) and the refresh token (xoxe-1-).
      { name: 'a rotating bot token', text: j('SLACK_BOT_TOKEN=xoxe.xo', 'xb-1-', randomString(ALNUM, 163), '\n'), lines: [1] },
      { name: 'a rotating user token', text: j('t = "xoxe.xo', 'xp-1-', randomString(ALNUM, 166), '"\n'), lines: [1] },
      { name: 'a refresh token', text: j('a\nrefresh: xo', 'xe-1-', randomString(ALNUM, 146), '\n'), lines: [2] },
    ],
  },
  'slack-webhook': {
    valid: [{ name: 'a documented placeholder', text: j('https://hooks.', 'slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX\n') }],
    invalid: [{ name: 'a webhook URL', text: `url = "${fakeSecret.slackWebhook()}"\n`, lines: [1] }],
  },
  'openai-key': {
    valid: [
      { name: 'sk- in prose', text: 'Ask- and task-based prompts; sk-learn is not a key.\n' },
      { name: 'a key-looking string without the marker', text: j('sk', '-', 'a'.repeat(20), 'B'.repeat(28), '\n') },
      { name: 'the marker too near the start', text: j('sk', '-', 'a'.repeat(19), 'T3Blbk', 'FJ', 'b'.repeat(30), '\n') },
      { name: 'the marker too near the end', text: j('sk', '-', 'a'.repeat(30), 'T3Blbk', 'FJ', 'b'.repeat(19), '\n') },
      { name: 'the marker past a break in the run', text: j('sk', '-', 'a'.repeat(30), '.', 'T3Blbk', 'FJ', 'b'.repeat(30), '\n') },
      { name: 'sk- inside a word', text: j('task', '-', 'a'.repeat(30), 'T3Blbk', 'FJ', 'b'.repeat(30), '\n') },
    ],
    invalid: [
      { name: 'a project key', text: `OPENAI_API_KEY=${fakeSecret.openai()}\n`, lines: [1] },
      { name: 'a legacy key', text: `key = "${fakeSecret.openaiLegacy()}"\n`, lines: [1] },
      { name: 'a key after sk- repeated in the same run', text: `a\nk=${'sk-'.repeat(5)}${fakeSecret.openai()}\n`, lines: [2] },
      { name: 'a key after a hyphenated word', text: `x-${fakeSecret.openai()} ${fakeSecret.openaiLegacy()}\n`, lines: [1, 1] },
    ],
  },
  'anthropic-key': {
    valid: [{ name: 'the prefix', text: "if (k.startsWith('sk-ant-')) {}\n" }],
    invalid: [{ name: 'an API key', text: `ANTHROPIC_API_KEY=${fakeSecret.anthropic()}\n`, lines: [1] }],
  },
  'stripe-key': {
    valid: [
      { name: 'a test-mode key', text: j('STRIPE=sk', '_test_', 'a1B2c3D4e5F6g7H8i9J0k1L2', '\n') },
      { name: 'a placeholder', text: j('STRIPE=sk', '_live_', 'x'.repeat(24), '\n') },
    ],
    invalid: [{ name: 'a live secret key', text: `STRIPE_SECRET=${fakeSecret.stripe()}\n`, lines: [1] }],
  },
  'npm-token': {
    valid: [
      { name: 'npm_config variables', text: 'process.env.npm_config_user_agent_and_other_long_words_here\n' },
      { name: 'a camel-case identifier', text: j('np', 'm_', 'lifecycleScriptEventNameAndMoreWords', '\n') },
    ],
    invalid: [{ name: 'an access token', text: `//registry.npmjs.org/:_authToken=${fakeSecret.npm()}\n`, lines: [1] }],
  },
  'pypi-token': {
    valid: [{ name: 'the prefix', text: "TOKEN_PREFIX = 'pypi-'\n" }],
    invalid: [{ name: 'an upload token', text: `password = ${fakeSecret.pypi()}\n`, lines: [1] }],
  },
  'registry-credentials': {
    valid: [
      { name: 'a token from the environment', file: '.npmrc', text: '//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n' },
      { name: 'registry settings only', file: '.npmrc', text: 'registry=https://registry.npmjs.org/\nsave-exact=true\n' },
      { name: 'yarn reading the environment', file: '.yarnrc.yml', text: 'npmAuthToken: "${NPM_TOKEN}"\n' },
      { name: 'pypirc without a password', file: '.pypirc', text: '[pypi]\nusername = __token__\n' },
      { name: 'a password key in an ordinary file', file: 'config.ini', text: 'password = hunter2hunter2\n' },
    ],
    invalid: [
      { name: 'an .npmrc token', file: '.npmrc', text: 'registry=https://r.example/\n//r.example/:_authToken=abcdef0123456789abcdef\n', lines: [2] },
      { name: 'an .npmrc _auth', file: '.npmrc', text: '_auth = dXNlcjpwYXNzd29yZA==\n', lines: [1] },
      { name: 'a .yarnrc.yml token', file: '.yarnrc.yml', text: 'npmRegistries:\n  "//r.example":\n    npmAuthToken: abcdef0123456789\n', lines: [3] },
      { name: 'a .pypirc password', file: '.pypirc', text: '[pypi]\nusername = me\npassword = s3cr3t-Passw0rd\n', lines: [3] },
    ],
  },
};

describe('content rules', () => {
  test('every rule has a table, and every table a rule', () => {
    expect(Object.keys(tables).sort()).toEqual(contentRules.map((r) => r.meta.id).sort());
  });

  test('rule ids are unique, kebab-case, with a description', () => {
    const ids = contentRules.map((r) => r.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of contentRules) {
      expect(r.meta.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(r.meta.description.length).toBeGreaterThan(10);
      expect(r.pattern.flags).toContain('g');
    }
  });

  for (const rule of contentRules) {
    const table = tables[rule.meta.id];
    if (!table) continue;
    describe(rule.meta.id, () => {
      test.each(table.valid.map((c) => [c.name, c] as const))('valid: %s', (_n, c) => {
        expect(run(rule, c)).toEqual([]);
      });
      test.each(table.invalid.map((c) => [c.name, c] as const))('invalid: %s', (_n, c) => {
        expect(run(rule, c)).toEqual(c.lines);
      });
    });
  }

  test('the whole registry finds each planted secret once and no other rule fires', () => {
    for (const [id, table] of Object.entries(tables)) {
      for (const c of table.invalid) {
        const hits = scanContent(Buffer.from(c.text), c.file ?? 'file.txt');
        expect(hits.map((h) => h.rule.meta.id)).toContain(id);
      }
    }
  });
});
