import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { assertKnownRuleIds, findConfig, loadConfig, parseConfig, parseMcpConfig } from '../../src/core/config.js';
import { makeTempDir } from '../helpers/tmp.js';
import { runCli } from '../helpers/cli.js';
import { fakeSecret } from '../helpers/fake-secrets.js';

describe('findConfig', () => {
  let t: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    t = makeTempDir('config-');
    t.write('shared/.packwright.yml', 'credentials:\n  allow: ["**"]\n');
    mkdirSync(path.join(t.dir, 'shared/project/sub'), { recursive: true });
  });
  afterEach(() => t.cleanup());
  const at = (rel: string) => path.join(t.dir, rel);

  test('the nearest ancestor config is used, up to the repository root', () => {
    return expect(findConfig(at('shared/project/sub'))).resolves.toBe(at('shared/.packwright.yml'));
  });

  test('an ancestor config in a folder anybody can write to (like /tmp) is not used', async () => {
    chmodSync(at('shared'), 0o1777);
    expect(await findConfig(at('shared/project/sub'))).toBeNull();
    // Where the run starts, the config is the user's own choice.
    expect(await findConfig(at('shared'))).toBe(at('shared/.packwright.yml'));
  });

  test('the search stops at the repository root', async () => {
    mkdirSync(at('shared/project/.git'));
    expect(await findConfig(at('shared/project/sub'))).toBeNull();
  });

  test('scan below a planted allow-everything config in a world-writable folder still finds the secret', () => {
    chmodSync(at('shared'), 0o1777);
    t.write('shared/project/sub/k.js', `const k = '${fakeSecret.aws()}';\n`);
    const r = runCli(['scan'], { cwd: at('shared/project/sub') });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('[aws-access-key]');
  });
});

describe('parseConfig (a config from text, as the commit hook reads the staged blob)', () => {
  test('reads rules and keeps the other sections, named as given', async () => {
    await expect(parseConfig('rules:\n  credential-file: warning\n  x: false\ncredentials:\n  allow: ["a/**"]\n', 'staged .packwright.yml')).resolves.toEqual({
      file: 'staged .packwright.yml',
      rules: { 'credential-file': 'warning', x: 'off' },
      ruleLines: { 'credential-file': 2, x: 3 },
      raw: { rules: { 'credential-file': 'warning', x: false }, credentials: { allow: ['a/**'] } },
    });
    await expect(parseConfig('', 'staged .packwright.yml')).resolves.toMatchObject({ rules: {}, raw: {} });
  });

  test.each([
    ['- a\n', 'staged .packwright.yml: expected a mapping at the top level'],
    ['rules:\n  x: loud\n', 'staged .packwright.yml:2: rules.x must be error, warning or off, not "loud"'],
    ['rules:\n  "x\\u001b": "\\u0085"\n', 'staged .packwright.yml:2: rules."x\\u001b" must be error, warning or off, not "\\u0085"'],
    ['rules: [1]\n', 'staged .packwright.yml: rules must be a mapping'],
    ['a: [\n', /^staged \.packwright\.yml:\d+: /],
    // Tagged values are objects too, whose entries no key reads: they were taken as empty.
    ['!!set {a, b}\n', 'staged .packwright.yml: expected a mapping at the top level'],
    ['!!binary aGVsbG8=\n', 'staged .packwright.yml: expected a mapping at the top level'],
    ['rules: !!set {credential-fle}\n', 'staged .packwright.yml: rules must be a mapping'],
  ])('%j is refused naming it', async (text, message) => {
    await expect(parseConfig(text, 'staged .packwright.yml')).rejects.toThrow(message);
  });

  test('loadConfig reads a file the same way', async () => {
    const t = makeTempDir('config-');
    try {
      const file = t.write('.packwright.yml', 'rules:\n  a: off\n');
      expect(await loadConfig(file)).toEqual(await parseConfig('rules:\n  a: off\n', file));
    } finally {
      t.cleanup();
    }
  });
});

describe('assertKnownRuleIds (a mistyped rule id must not be ignored)', () => {
  const known = ['skill-name', 'skill-name-folder', 'source-unused', 'aws-access-key'];
  test.each([
    ['known ids pass', 'rules:\n  skill-name: off\n  aws-access-key: warning\n', null],
    ['no rules pass', 'credentials:\n  allow: []\n', null],
    ['a typo: file, line, the id and the closest known one', 'rules:\n  skill-name: off\n  skil-name: off\n', '.packwright.yml:3: rules: unknown rule id "skil-name" (did you mean "skill-name"?)'],
    ['case differs', 'rules:\n  Source-Unused: error\n', '.packwright.yml:2: rules: unknown rule id "Source-Unused" (did you mean "source-unused"?)'],
    ['a flow mapping', 'rules: {skill-name-foldr: off}\n', '.packwright.yml:1: rules: unknown rule id "skill-name-foldr" (did you mean "skill-name-folder"?)'],
    ['an id with a control character is escaped', 'rules:\n  "skill-name\\u001b": off\n', '.packwright.yml:2: rules: unknown rule id "skill-name\\u001b" (did you mean "skill-name"?)'],
  ])('%s', async (_label, text, message) => {
    const config = await parseConfig(text, '.packwright.yml');
    if (message === null) expect(() => assertKnownRuleIds(config, known)).not.toThrow();
    else expect(() => assertKnownRuleIds(config, known)).toThrow(message);
  });
});

describe('the mcp section (packwright mcp reads pass-env; the shape is checked here, each entry by the command)', () => {
  test('parseConfig, which every command reads, takes any mcp section unchecked: only packwright mcp checks it', async () => {
    const text = 'rules: {}\nmcp:\n  passenv: [GITHUB_TOKEN]\n';
    await expect(parseConfig(text, '.packwright.yml')).resolves.toMatchObject({ raw: { mcp: { passenv: ['GITHUB_TOKEN'] } } });
    await expect(parseMcpConfig(text, '.packwright.yml')).rejects.toThrow('.packwright.yml:3: mcp: unknown key "passenv"');
  });

  test.each([
    ['no section', 'rules: {}\n', null],
    ['an empty section', 'mcp:\n', null],
    ['no pass-env', 'mcp: {}\n', { passEnv: [] }],
    ['a block list, each entry with its line', 'mcp:\n  pass-env:\n    - GITHUB_TOKEN\n    - "deploy:NPM_TOKEN"\n', { passEnv: [{ text: 'GITHUB_TOKEN', line: 3 }, { text: 'deploy:NPM_TOKEN', line: 4 }] }],
    ['a flow list', 'mcp: { pass-env: [A, B] }\n', { passEnv: [{ text: 'A', line: 1 }, { text: 'B', line: 1 }] }],
    ['an entry the command will refuse is kept as written', 'mcp:\n  pass-env: ["A=B"]\n', { passEnv: [{ text: 'A=B', line: 2 }] }],
  ])('valid: %s', async (_label, text, mcp) => {
    expect(await parseMcpConfig(text, '.packwright.yml')).toEqual(mcp);
  });

  test.each([
    ['a list', 'mcp: [pass-env]\n', '.packwright.yml:1: mcp must be a mapping (with a pass-env: list)'],
    ['a scalar', 'rules: {}\nmcp: GITHUB_TOKEN\n', '.packwright.yml:2: mcp must be a mapping (with a pass-env: list)'],
    ['a misspelt key, at its line', 'mcp:\n  pass-env: []\n  passenv: [GITHUB_TOKEN]\n', '.packwright.yml:3: mcp: unknown key "passenv" (known: pass-env)'],
    ['the flag spelt with dashes', 'mcp:\n  --pass-env: [GITHUB_TOKEN]\n', '.packwright.yml:2: mcp: unknown key "--pass-env" (known: pass-env)'],
    ['a key with a control character, escaped', 'mcp:\n  "pass-env\\u001b": []\n', '.packwright.yml:2: mcp: unknown key "pass-env\\u001b" (known: pass-env)'],
    ['pass-env as one name', 'mcp:\n  pass-env: GITHUB_TOKEN\n', '.packwright.yml:2: mcp.pass-env must be a list of variable names (NAME, or PACK_ID:NAME for one pack), not "GITHUB_TOKEN"'],
    ['an item that is no string, at its line', 'mcp:\n  pass-env:\n    - A\n    - {B: 1}\n', '.packwright.yml:4: mcp.pass-env items are variable names (NAME, or PACK_ID:NAME for one pack), not {"B":1}'],
  ])('invalid: %s', async (_label, text, message) => {
    await expect(parseMcpConfig(text, '.packwright.yml')).rejects.toThrow(message);
  });
});
