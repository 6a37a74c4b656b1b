// The host from source, with a real child that prints its environment: a tool's exec.env name
// that holds a credential (or changes what programs load) reaches the child only when the
// operator passed it (HostOptions.passEnv, the mcp command's --pass-env); the approval request,
// the tool list and the result say what was withheld.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CapabilityHost, type ApprovalRequest } from '../../src/capability/host.js';
import { createMcpServer } from '../../src/capability/mcp-server.js';
import { PassEnvPolicy, type PassEnvEntry } from '../../src/capability/secret-env.js';
import { makeTempDir } from '../helpers/tmp.js';

const tmp = makeTempDir('packwright-pass-env-');
afterAll(() => tmp.cleanup());

const SKILL = '---\nname: demo\ndescription: Demo pack.\n---\n# Demo\n';
const ASKED = ['NODE_ENV', 'TOKENIZERS_PARALLELISM', 'GITHUB_TOKEN', 'DATABASE_URL', 'NODE_OPTIONS', 'CACHE_URL'];
// node by name, found through the host's PATH (cap-tool-exec refuses an absolute command).
const TOOLS = [{ name: 'print_env', description: 'Prints its environment.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'node', args: ['-e', 'process.stdout.write(JSON.stringify(process.env))'], env: ASKED } }];
const HOST_ENV = {
  PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin`,
  NODE_ENV: 'test',
  TOKENIZERS_PARALLELISM: 'false',
  GITHUB_TOKEN: 'gh-operator-token',
  DATABASE_URL: 'postgres://app:hunter2@db.internal/app',
  NODE_OPTIONS: '--no-warnings',
  CACHE_URL: 'redis://cache.internal:6379',
  AWS_SECRET_ACCESS_KEY: 'not-asked-for',
};

let n = 0;
function packDir(): string {
  const dir = path.join(tmp.dir, `pack${++n}`);
  tmp.write(`pack${n}/SKILL.md`, SKILL);
  tmp.write(`pack${n}/tools.json`, JSON.stringify({ tools: TOOLS }));
  return dir;
}

async function make(passEnv?: PassEnvEntry[], opts: { env?: NodeJS.ProcessEnv; auditLog?: string } = {}) {
  const ws = path.join(tmp.dir, `ws${++n}`);
  mkdirSync(ws);
  const asked: ApprovalRequest[] = [];
  const host = await CapabilityHost.create([{ dir: packDir() }], {
    workspace: ws,
    env: opts.env ?? HOST_ENV,
    auditLog: opts.auditLog ?? null,
    ...(passEnv ? { passEnv: new PassEnvPolicy(passEnv) } : {}),
    approve: async (req) => {
      asked.push(req);
      return { approved: true, decision: 'test' };
    },
  });
  const enabled = await host.call('capability_packs_enable_tools', { pack_id: 'demo' });
  const run = async () => {
    const r = await host.call('print_env', {});
    expect(r.isError).toBe(false);
    return { result: r.result, childEnv: JSON.parse(r.result.stdout as string) as Record<string, string> };
  };
  return { host, asked, enabled, run };
}

test('without --pass-env: credentials, credential values and loader variables do not reach the child; the rest do', async () => {
  const m = await make();
  const { result, childEnv } = await m.run();
  expect(Object.keys(childEnv).sort()).toEqual(['CACHE_URL', 'NODE_ENV', 'PACKWRIGHT_RUN', 'PATH', 'TOKENIZERS_PARALLELISM']);
  expect(childEnv).toMatchObject({ NODE_ENV: 'test', TOKENIZERS_PARALLELISM: 'false', CACHE_URL: 'redis://cache.internal:6379' });
  expect(result.env_withheld).toEqual(['GITHUB_TOKEN', 'DATABASE_URL', 'NODE_OPTIONS']);
  // The user is asked about what runs: the names passed, and those withheld.
  expect(m.asked.at(-1)?.command).toMatchObject({
    env: ['NODE_ENV', 'TOKENIZERS_PARALLELISM', 'CACHE_URL'],
    withheld: [{ name: 'GITHUB_TOKEN', reason: 'credential' }, { name: 'DATABASE_URL', reason: 'credential_value' }, { name: 'NODE_OPTIONS', reason: 'program' }],
  });
  // The tool's description does not leave the model believing the tool gets them.
  const note = '[packwright: this host does not pass GITHUB_TOKEN, DATABASE_URL, NODE_OPTIONS to the tool (the operator did not allow them with --pass-env): the tool runs without them]';
  expect(m.host.listTools().find((t) => t.name === 'print_env')?.description).toBe(`Prints its environment.\n\n${note}`);
  expect(m.enabled.result.tools).toEqual([{ name: 'print_env', description: `Prints its environment.\n\n${note}` }]);
});

test('--pass-env NAME lets exactly that name through, and the approval request marks it', async () => {
  const m = await make([{ packId: null, name: 'GITHUB_TOKEN' }, { packId: null, name: 'DATABASE_URL' }]);
  const { result, childEnv } = await m.run();
  expect(childEnv).toMatchObject({ GITHUB_TOKEN: 'gh-operator-token', DATABASE_URL: 'postgres://app:hunter2@db.internal/app' });
  expect(childEnv).not.toHaveProperty('NODE_OPTIONS');
  expect(childEnv).not.toHaveProperty('AWS_SECRET_ACCESS_KEY');
  expect(result.env_withheld).toEqual(['NODE_OPTIONS']);
  expect(m.asked.at(-1)?.command).toMatchObject({ env: ['NODE_ENV', 'TOKENIZERS_PARALLELISM', 'GITHUB_TOKEN', 'DATABASE_URL', 'CACHE_URL'], allowedGuarded: ['GITHUB_TOKEN', 'DATABASE_URL'], withheld: [{ name: 'NODE_OPTIONS' }] });
});

test('the audit log names the variables withheld, on the exec_start and call lines, and holds none of their values', async () => {
  const audit = path.join(tmp.dir, `audit${++n}.jsonl`);
  const m = await make([{ packId: null, name: 'GITHUB_TOKEN' }], { auditLog: audit });
  await m.run();
  const text = readFileSync(audit, 'utf8');
  const lines = text.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.tool === 'print_env');
  expect(lines.map((l) => [l.event, l.env_withheld])).toEqual([
    ['exec_start', ['DATABASE_URL', 'NODE_OPTIONS']],
    ['call', ['DATABASE_URL', 'NODE_OPTIONS']],
  ]);
  for (const value of Object.values(HOST_ENV).filter((v) => v !== 'test' && v !== 'false')) expect(text).not.toContain(value);
  // A command that asks for nothing withheld has no such field.
  expect((await m.host.call('capability_packs_exec_best_effort', { pack_id: 'demo', command: 'node', args: ['-e', ''] })).result).toMatchObject({ ok: true });
  const plain = readFileSync(audit, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.tool === 'capability_packs_exec_best_effort');
  expect(plain.map((l) => [l.event, 'env_withheld' in l])).toEqual([['exec_start', false], ['call', false]]);
});

test("a tool's env names are split once, when its pack's tools are enabled, not on every tools/list", async () => {
  let reads = 0;
  // Counts reads of a value that is split by its content (a URL with a password).
  const env = new Proxy(HOST_ENV, {
    get(target, name) {
      if (name === 'DATABASE_URL') reads++;
      return Reflect.get(target, name);
    },
  });
  const m = await make(undefined, { env });
  const afterEnable = reads;
  expect(afterEnable).toBeGreaterThan(0);
  for (let i = 0; i < 5; i++) m.host.listTools();
  expect(reads).toBe(afterEnable);
});

test('--pass-env PACK_ID:NAME passes it to that pack only', async () => {
  const mine = await make([{ packId: 'demo', name: 'GITHUB_TOKEN' }]);
  expect((await mine.run()).childEnv.GITHUB_TOKEN).toBe('gh-operator-token');
  const other = await make([{ packId: 'other', name: 'GITHUB_TOKEN' }]);
  expect((await other.run()).childEnv).not.toHaveProperty('GITHUB_TOKEN');
});

test('a --pass-env pack_id no attached pack has stops the server at start', async () => {
  const ws = path.join(tmp.dir, 'ws-mcp');
  mkdirSync(ws, { recursive: true });
  const serve = (passEnv: PassEnvEntry[]) => createMcpServer({ packs: [{ dir: packDir() }], contextPacks: [], workspace: async () => ws, auditLog: null, allowExec: true, env: HOST_ENV, passEnv, cwd: tmp.dir, version: '0' });
  await expect(serve([{ packId: 'dmeo', name: 'GITHUB_TOKEN' }])).rejects.toThrow('--pass-env dmeo:…: no attached pack has pack_id "dmeo" (attached: demo)');
  // One from .packwright.yml is named by its file and line.
  await expect(serve([{ packId: 'dmeo', name: 'GITHUB_TOKEN', source: '/p/.packwright.yml:3' }])).rejects.toThrow(/^\/p\/\.packwright\.yml:3: mcp\.pass-env dmeo:…: no attached pack has pack_id "dmeo" \(attached: demo\)$/);
  const { server } = await serve([{ packId: 'demo', name: 'GITHUB_TOKEN' }]);
  await server.close();
});
