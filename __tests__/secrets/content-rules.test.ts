import { contentRules } from '../../src/secrets/content-rules/index.js';
import type { ContentRule } from '../../src/secrets/content-rules/types.js';
import { scanContent } from '../../src/secrets/scan-content.js';
import { fakeSecret, rsaPrivateKeyPem, ed25519PrivateKeyPem, encryptedPrivateKeyPem } from '../helpers/fake-secrets.js';

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
    ],
    invalid: [
      { name: 'a PKCS#8 key', text: `key:\n${rsaPrivateKeyPem()}`, lines: [2] },
      { name: 'a PKCS#1 key', text: rsaPrivateKeyPem('pkcs1'), lines: [1] },
      { name: 'an Ed25519 key', text: `x\n\n${ed25519PrivateKeyPem()}`, lines: [3] },
      { name: 'an encrypted key with Proc-Type headers', text: encryptedPrivateKeyPem(), lines: [1] },
      { name: 'a key in JSON with \\n escapes', text: `{\n  "private_key": ${JSON.stringify(rsaPrivateKeyPem())}\n}\n`, lines: [2] },
      { name: 'CRLF line ends', text: rsaPrivateKeyPem().replace(/\n/g, '\r\n'), lines: [1] },
    ],
  },
  'putty-key': {
    valid: [{ name: 'the marker in prose', text: 'Files start with PuTTY-User-Key-File-3: and the algorithm.\n' }],
    invalid: [{ name: 'a .ppk header', text: j('PuTTY-User', '-Key-File-3: ssh-ed25519\nEncryption: none\nComment: me\n'), lines: [1] }],
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
  'github-token': {
    valid: [
      { name: 'a placeholder', text: j('token: gh', 'p_', 'x'.repeat(36), '\n') },
      { name: 'too short', text: j('gh', 'p_abc123\n') },
      { name: 'the prefix in code', text: "if (token.startsWith('ghp_')) kind = 'classic';\n" },
    ],
    invalid: [
      { name: 'a classic token', text: `GITHUB_TOKEN=${fakeSecret.github()}\n`, lines: [1] },
      { name: 'a fine-grained token', text: `a\nb\n  token: '${fakeSecret.githubFineGrained()}'\n`, lines: [3] },
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
    ],
    invalid: [{ name: 'a bot token', text: `\n\nSLACK=${fakeSecret.slack()}\n`, lines: [3] }],
  },
  'slack-webhook': {
    valid: [{ name: 'a documented placeholder', text: j('https://hooks.', 'slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX\n') }],
    invalid: [{ name: 'a webhook URL', text: `url = "${fakeSecret.slackWebhook()}"\n`, lines: [1] }],
  },
  'openai-key': {
    valid: [
      { name: 'sk- in prose', text: 'Ask- and task-based prompts; sk-learn is not a key.\n' },
      { name: 'a key-looking string without the marker', text: j('sk', '-', 'a'.repeat(20), 'B'.repeat(28), '\n') },
    ],
    invalid: [
      { name: 'a project key', text: `OPENAI_API_KEY=${fakeSecret.openai()}\n`, lines: [1] },
      { name: 'a legacy key', text: `key = "${fakeSecret.openaiLegacy()}"\n`, lines: [1] },
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
