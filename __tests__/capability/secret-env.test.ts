// Which host variables a pack tool gets only with the operator's --pass-env (secret-env.ts):
// the classifier's table, the option's syntax, how a tool's env list splits, the approval
// prompt's wording, and the load-time refusal of names that are no variable names.
import path from 'node:path';
import { PassEnvPolicy, envValueHoldsCredential, guardedEnvName, parsePassEnv, splitToolEnv } from '../../src/capability/secret-env.js';
import { BASE_ENV_ALLOWLIST } from '../../src/capability/exec.js';
import { approvalPrompt } from '../../src/capability/mcp-server.js';
import { loadCapabilityPack, toolSpecs } from '../../src/capability/load.js';
import { validateCapabilityPack } from '../../src/capability/validate.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { makeTempDir } from '../helpers/tmp.js';

describe('guardedEnvName', () => {
  test.each([
    // Words that say credential, wherever they stand.
    'GITHUB_TOKEN', 'GH_TOKEN', 'NPM_TOKEN', 'HF_TOKEN', 'VAULT_TOKEN', 'GHTOKEN', 'github_token', 'authToken',
    'AZURE_CLIENT_SECRET', 'JWT_SECRET', 'CLIENTSECRET',
    'DB_PASSWORD', 'PGPASSWORD', 'MYSQL_PASSWD', 'SMTP_PASS', 'PASS',
    'GOOGLE_APPLICATION_CREDENTIALS', 'DB_CREDENTIAL',
    'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'STRIPE_APIKEY', 'MINIO_ACCESSKEY', 'SIGNING_PRIVATE_KEY', 'STRIPE_KEY', 'SSH_KEY',
    'SSH_AUTH_SOCK', 'DOCKER_AUTH_CONFIG', 'NPM_CONFIG__AUTH', 'NPM_CONFIG__AUTHTOKEN',
    'AWS_SESSION_TOKEN', 'SESSION_COOKIE', 'COOKIE',
    'GITHUB_PAT', 'SENTRY_DSN', 'SLACK_WEBHOOK_URL', 'AZURE_STORAGE_CONNECTION_STRING',
    // Known names that say nothing.
    'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_PROFILE', 'AWS_CONTAINER_CREDENTIALS_FULL_URI',
    'KUBECONFIG', 'NETRC', 'XAUTHORITY', 'DOCKER_CONFIG', 'GNUPGHOME', 'GPG_AGENT_INFO', 'PGPASSFILE', 'MYSQL_PWD',
  ])('%s is a credential', (name) => {
    expect(guardedEnvName(name)).toBe('credential');
  });

  test.each([
    'LD_PRELOAD', 'LD_LIBRARY_PATH', 'LD_AUDIT', 'DYLD_INSERT_LIBRARIES', 'DYLD_LIBRARY_PATH',
    'NODE_OPTIONS', 'NODE_PATH', 'PYTHONPATH', 'PYTHONSTARTUP', 'PYTHONHOME', 'PERL5OPT', 'PERL5LIB', 'RUBYOPT', 'RUBYLIB',
    'JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'JDK_JAVA_OPTIONS', 'DOTNET_STARTUP_HOOKS', 'BASH_ENV', 'ENV', 'ZDOTDIR',
    // command-lines.ts: variables git runs with a shell, and those that name the program git or ssh starts.
    'GIT_SSH_COMMAND', 'GIT_EDITOR', 'GIT_PAGER', 'GIT_EXTERNAL_DIFF', 'GIT_SSH', 'GIT_ASKPASS', 'SSH_ASKPASS', 'GIT_PROXY_COMMAND',
    'GIT_EXEC_PATH', 'GIT_TEMPLATE_DIR', 'GIT_CONFIG_PARAMETERS', 'GIT_CONFIG_COUNT', 'GIT_CONFIG_KEY_0', 'GIT_CONFIG_VALUE_0', 'GIT_CONFIG_GLOBAL',
    'node_options',
  ])('%s changes what programs load or run', (name) => {
    expect(guardedEnvName(name)).toBe('program');
  });

  test.each([
    // Near misses: a secret word inside another word is no secret word.
    'TOKENIZERS_PARALLELISM', 'MAX_TOKENS', 'PASSAGE_DIR', 'BYPASS_CACHE', 'COMPASS_HOME', 'AUTHOR', 'GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME',
    'KEYBOARD_LAYOUT', 'MONKEY_PATCH', 'SECRETARY', 'PATH_PREFIX', 'SPATH', 'PWD', 'OLDPWD',
    // Settings that are no credential.
    'NODE_ENV', 'CI', 'JAVA_HOME', 'GOPATH', 'CARGO_HOME', 'PYTHONUNBUFFERED', 'DEBUG', 'NO_COLOR', 'TERM', 'HTTP_PROXY', 'GIT_DIR', 'GIT_TERMINAL_PROMPT', 'DATABASE_URL', 'PW_NAME',
  ])('%s is not guarded', (name) => {
    expect(guardedEnvName(name)).toBeNull();
  });

  test('no base variable is guarded (they pass to every run)', () => {
    expect(BASE_ENV_ALLOWLIST.filter((n) => guardedEnvName(n) !== null)).toEqual([]);
  });
});

describe('envValueHoldsCredential', () => {
  test.each([
    ['a URL with a password', 'postgres://app:hunter2@db.internal:5432/app'],
    ['a URL with a token as its user', 'https://x-access-token@github.com/o/r.git'],
    ['a GitHub token', fakeSecret.github()],
    ['an AWS key id', fakeSecret.aws()],
  ])('%s', (_what, value) => {
    expect(envValueHoldsCredential(value)).toBe(true);
  });
  test.each(['production', '1', '/usr/lib/jvm/java-17', 'http://proxy.internal:3128', 'postgres://db.internal/app', 'me@example.com'])('%s is no credential', (value) => {
    expect(envValueHoldsCredential(value)).toBe(false);
  });
});

describe('parsePassEnv', () => {
  test.each([
    ['GITHUB_TOKEN', { packId: null, name: 'GITHUB_TOKEN' }],
    ['deploy:GITHUB_TOKEN', { packId: 'deploy', name: 'GITHUB_TOKEN' }],
    ['my.pack-2:_X', { packId: 'my.pack-2', name: '_X' }],
    [`${'p'.repeat(64)}:X`, { packId: 'p'.repeat(64), name: 'X' }],
  ])('%s', (text, entry) => {
    expect(parsePassEnv(text)).toEqual(entry);
  });
  test.each([
    ['', /"" is not an environment variable name/],
    ['A=B', /"A=B" is not an environment variable name/],
    ['A\u0000', /is not an environment variable name/],
    ['1TOKEN', /is not an environment variable name/],
    [':TOKEN', /"" is not a pack_id/],
    ['a b:TOKEN', /"a b" is not a pack_id/],
    // No pack has one longer than 64 (attachPacks' shape): it would name no pack.
    [`${'p'.repeat(65)}:TOKEN`, /"p{65}" is not a pack_id \(1–64 letters/],
    ['-p:TOKEN', /"-p" is not a pack_id/],
    ['deploy:', /"" is not an environment variable name/],
  ])('%j is refused', (text, message) => {
    expect(parsePassEnv(text)).toEqual(expect.stringMatching(message));
  });
});

describe('splitToolEnv', () => {
  const hostEnv = { PATH: '/bin', GITHUB_TOKEN: 't', NODE_ENV: 'production', DATABASE_URL: 'postgres://u:pw@db/app', CACHE_URL: 'redis://cache:6379', NODE_OPTIONS: '--require x' };
  const names = ['PATH', 'NODE_ENV', 'GITHUB_TOKEN', 'DATABASE_URL', 'CACHE_URL', 'NODE_OPTIONS', 'UNSET_TOKEN'];

  test('without --pass-env: guarded names and credential values are withheld, the rest pass', () => {
    expect(splitToolEnv(names, hostEnv, 'deploy', new PassEnvPolicy(), BASE_ENV_ALLOWLIST)).toEqual({
      passed: ['PATH', 'NODE_ENV', 'CACHE_URL'],
      withheld: [
        { name: 'GITHUB_TOKEN', reason: 'credential' },
        { name: 'DATABASE_URL', reason: 'credential_value' },
        { name: 'NODE_OPTIONS', reason: 'program' },
        { name: 'UNSET_TOKEN', reason: 'credential' },
      ],
      allowedGuarded: [],
    });
  });

  test('--pass-env NAME passes it for every pack; PACK_ID:NAME for that pack only; names are exact', () => {
    const policy = new PassEnvPolicy([{ packId: null, name: 'GITHUB_TOKEN' }, { packId: 'deploy', name: 'DATABASE_URL' }, { packId: null, name: 'node_options' }]);
    expect(splitToolEnv(names, hostEnv, 'deploy', policy, BASE_ENV_ALLOWLIST)).toMatchObject({
      passed: ['PATH', 'NODE_ENV', 'GITHUB_TOKEN', 'DATABASE_URL', 'CACHE_URL'],
      withheld: [{ name: 'NODE_OPTIONS' }, { name: 'UNSET_TOKEN' }],
      allowedGuarded: ['GITHUB_TOKEN', 'DATABASE_URL'],
    });
    expect(splitToolEnv(names, hostEnv, 'other', policy, BASE_ENV_ALLOWLIST).withheld.map((w) => w.name)).toEqual(['DATABASE_URL', 'NODE_OPTIONS', 'UNSET_TOKEN']);
  });
});

describe('the approval prompt', () => {
  const request = (command: Record<string, unknown>) => ({ tool: 'deploy', pack_id: 'ops', kind: 'exec' as const, inputs: {}, command: { program: 'deploy.sh', args: [], cwd: 'workspace' as const, dir: '/ws', env: [], ...command } });

  test('says which names are withheld, and how to pass them', () => {
    const text = approvalPrompt(request({ env: ['NODE_ENV'], withheld: [{ name: 'GITHUB_TOKEN', reason: 'credential' }, { name: 'NODE_OPTIONS', reason: 'program' }] }));
    expect(text).toContain("plus the tool's own: NODE_ENV,");
    expect(text).toContain('\nGITHUB_TOKEN withheld: start the server with --pass-env GITHUB_TOKEN to pass it (a credential; --pass-env ops:GITHUB_TOKEN passes it to this pack only)\n');
    expect(text).toContain('\nNODE_OPTIONS withheld: start the server with --pass-env NODE_OPTIONS to pass it (it changes what programs load or run;');
    expect(text).not.toMatch(/tool's own: [^\n]*GITHUB_TOKEN/);
  });

  test('marks a guarded name the operator passed', () => {
    const text = approvalPrompt(request({ env: ['NODE_ENV', 'GITHUB_TOKEN'], allowedGuarded: ['GITHUB_TOKEN'] }));
    expect(text).toContain("plus the tool's own: NODE_ENV, GITHUB_TOKEN (passed: the server was started with --pass-env)");
    expect(text).not.toContain('withheld');
  });

  test.each([
    ['the flag', [{ packId: null, name: 'GITHUB_TOKEN' }], 'the server was started with --pass-env'],
    ['.packwright.yml', [{ packId: 'ops', name: 'GITHUB_TOKEN', source: '/repo/.packwright.yml:3' }], 'mcp.pass-env in /repo/.packwright.yml:3'],
    ['both: the flag is named', [{ packId: 'ops', name: 'GITHUB_TOKEN', source: '/repo/.packwright.yml:3' }, { packId: null, name: 'GITHUB_TOKEN' }], 'the server was started with --pass-env'],
  ])('names who passed it: %s', (_from, entries, by) => {
    const text = approvalPrompt(request({ env: ['GITHUB_TOKEN'], allowedGuarded: ['GITHUB_TOKEN'] }), new PassEnvPolicy(entries));
    expect(text).toContain(`plus the tool's own: GITHUB_TOKEN (passed: ${by})`);
  });
});

describe('names that are no variable names are refused at load, withheld or not', () => {
  const tmp = makeTempDir('packwright-secret-env-');
  afterAll(() => tmp.cleanup());
  test.each([['with "="', 'A=B'], ['with a NUL', 'A\u0000B'], ['empty', ''], ['starting with a digit', '1A'], ['with a space', 'GITHUB TOKEN']])('a name %s', async (what, name) => {
    const dir = path.join(tmp.dir, what.replace(/\W+/g, '-'));
    tmp.write(path.relative(tmp.dir, path.join(dir, 'SKILL.md')), '---\nname: demo\ndescription: Demo pack.\n---\n');
    tmp.write(path.relative(tmp.dir, path.join(dir, 'tools.json')), JSON.stringify({ tools: [{ name: 't', description: 'd', inputSchema: { type: 'object' }, exec: { command: 'true', env: [name] } }] }));
    // toolSpecs null: the host's enable_tools refuses the pack (tools_json_invalid).
    expect(toolSpecs(await loadCapabilityPack(dir))).toBeNull();
    const diags = await validateCapabilityPack(dir);
    expect(diags.filter((d) => d.rule === 'cap-tools-json' && d.severity === 'error')).not.toEqual([]);
    expect(diags.filter((d) => d.rule === 'cap-tool-env-secret')).toEqual([]);
  });
});
