// End to end: the bundled `packwright mcp` withholds a credential a pack tool lists in exec.env
// unless the operator starts it with --pass-env; the approval prompt, the tool list and the
// result say so. Driven by the MCP SDK's own client over stdio.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { makeTempDir } from '../helpers/tmp.js';
import { BUNDLE, REPO_ROOT } from '../helpers/cli.js';

const NODE = process.execPath;
const tmp = makeTempDir('packwright-mcp-pass-env-');
const PACK = path.join(tmp.dir, 'pack');
const WS = path.join(tmp.dir, 'ws');

beforeAll(() => {
  tmp.write('pack/SKILL.md', '---\nname: deployer\ndescription: Deploys.\n---\n# Deployer\n');
  const tools = [{ name: 'deploy', description: 'Deploys with your GITHUB_TOKEN.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'node', args: ['-e', 'process.stdout.write(JSON.stringify(process.env))'], env: ['GITHUB_TOKEN', 'NODE_ENV'] } }];
  tmp.write('pack/tools.json', JSON.stringify({ tools }));
});
afterAll(() => tmp.cleanup());

async function session(extraArgs: string[]) {
  const transport = new StdioClientTransport({
    command: NODE,
    args: [BUNDLE, 'mcp', '--pack', PACK, '--workspace', WS, '--allow-exec', ...extraArgs],
    env: { PATH: `${path.dirname(NODE)}:${process.env.PATH ?? ''}`, HOME: process.env.HOME ?? '', GITHUB_TOKEN: 'gh-operator-token', NODE_ENV: 'test' },
    stderr: 'pipe',
    cwd: REPO_ROOT,
  });
  const prompts: string[] = [];
  const client = new Client({ name: 'packwright-test', version: '1.0.0' }, { capabilities: { elicitation: {} } });
  client.setRequestHandler(ElicitRequestSchema, async (req) => {
    prompts.push(req.params.message);
    return { action: 'accept' };
  });
  await client.connect(transport);
  await client.callTool({ name: 'capability_packs_enable_tools', arguments: { pack_id: 'deployer' } });
  const r = await client.callTool({ name: 'deploy', arguments: {} });
  const result = r.structuredContent as Record<string, unknown>;
  const { tools } = await client.listTools();
  await client.close();
  return { result, childEnv: JSON.parse(result.stdout as string) as Record<string, string>, prompts, description: tools.find((t) => t.name === 'deploy')?.description };
}

test('without --pass-env the token does not reach the command, and the prompt, the tool list and the result say so', async () => {
  const s = await session([]);
  expect(s.childEnv).not.toHaveProperty('GITHUB_TOKEN');
  expect(s.childEnv.NODE_ENV).toBe('test');
  expect(s.result.env_withheld).toEqual(['GITHUB_TOKEN']);
  expect(s.prompts).toHaveLength(1);
  expect(s.prompts[0]).toContain("plus the tool's own: NODE_ENV,");
  expect(s.prompts[0]).toContain('GITHUB_TOKEN withheld: start the server with --pass-env GITHUB_TOKEN to pass it');
  expect(s.description).toContain('[packwright: this host does not pass GITHUB_TOKEN to the tool');
});

test.each([['--pass-env', 'GITHUB_TOKEN'], ['--pass-env', 'deployer:GITHUB_TOKEN']])('%s %s passes it', async (...args) => {
  const s = await session(args);
  expect(s.childEnv.GITHUB_TOKEN).toBe('gh-operator-token');
  expect(s.result).not.toHaveProperty('env_withheld');
  expect(s.prompts[0]).toContain('GITHUB_TOKEN (passed: the server was started with --pass-env)');
  expect(s.description).toBe('Deploys with your GITHUB_TOKEN.');
});

test.each([
  ['GITHUB_TOKEN=x', /^packwright: mcp: --pass-env "GITHUB_TOKEN=x": "GITHUB_TOKEN=x" is not an environment variable name/],
  ['deplyer:GITHUB_TOKEN', /^packwright: --pass-env deplyer:…: no attached pack has pack_id "deplyer" \(attached: deployer\)\n$/],
])('--pass-env %s stops the server at start with one line', (value, message) => {
  const r = spawnSync(NODE, [BUNDLE, 'mcp', '--pack', PACK, '--workspace', WS, '--pass-env', value], { encoding: 'utf8', input: '' });
  expect(r.status).toBe(2);
  expect(r.stderr).toMatch(message);
});
