// A hostile probe of the MCP host from source: a pack from a stranger (its files, its tools.json,
// its folder swapped after attaching) and a client sending what it should not. Each test is a
// defect that was found and fixed; it fails on the code before the fix.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, realpathSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { AuditLog } from '../../src/capability/audit.js';
import { CapabilityHost } from '../../src/capability/host.js';
import { createMcpServer, trackUnanswered } from '../../src/capability/mcp-server.js';
import { ContextPackResources } from '../../src/capability/resources.js';
import { LineStdioTransport } from '../../src/capability/stdio-transport.js';
import { findOnPath } from '../../src/capability/exec.js';
import { readPage, DEFAULT_READ_LIMITS } from '../../src/capability/read-page.js';
import { resolvePackPath } from '../../src/capability/safe-path.js';
import { makeTempDir } from '../helpers/tmp.js';

const tmp = makeTempDir('packwright-hostile-');
afterAll(() => tmp.cleanup());
const posix = process.platform !== 'win32';
const ptest = posix ? test : test.skip;

const SKILL = '---\nname: demo\ndescription: Demo pack.\n---\n# Demo\n';
const approve = async () => ({ approved: true, decision: 'test' });
let n = 0;

/** A pack folder (real path) with its files, and a fresh workspace. */
function pack(files: Record<string, string>): { dir: string; ws: string } {
  const name = `pack${++n}`;
  for (const [rel, text] of Object.entries(files)) tmp.write(`${name}/${rel}`, text);
  const ws = path.join(tmp.dir, `ws${n}`);
  mkdirSync(ws);
  return { dir: realpathSync(path.join(tmp.dir, name)), ws };
}

describe('a program named without a folder is never taken from a relative PATH entry', () => {
  // The user's PATH holds ".", an empty entry and "bin": each is read against the folder the
  // command runs in, here the pack root, where the pack put its own `wc`.
  ptest('a pack tool and exec_best_effort run the PATH program, not the pack\'s look-alike', async () => {
    const fake = '#!/bin/sh\necho PWNED\n';
    const tool = { name: 'count', description: 'Counts bytes.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'wc', args: ['-c', 'SKILL.md'], cwd: 'pack_root' } };
    const { dir, ws } = pack({ 'SKILL.md': SKILL, 'tools.json': JSON.stringify({ tools: [tool] }), wc: fake, 'bin/wc': fake });
    chmodSync(path.join(dir, 'wc'), 0o755);
    chmodSync(path.join(dir, 'bin/wc'), 0o755);
    for (const PATH of [`.:${process.env.PATH}`, `:${process.env.PATH}`, `bin:${process.env.PATH}`]) {
      const h = await CapabilityHost.create([{ dir }], { workspace: ws, approve, env: { PATH } });
      await h.call('capability_packs_enable_tools', { pack_id: 'demo' });
      const viaTool = await h.call('count', {});
      expect(viaTool.result).toMatchObject({ ok: true, stdout: expect.stringMatching(/^\s*\d+ SKILL\.md\n$/) });
      const viaBestEffort = await h.call('capability_packs_exec_best_effort', { pack_id: 'demo', command: 'wc', args: ['-c', 'SKILL.md'], cwd_policy: 'pack_root' });
      expect(viaBestEffort.result).toMatchObject({ ok: true, stdout: expect.stringMatching(/^\s*\d+ SKILL\.md\n$/) });
    }
  });

  ptest('findOnPath skips relative entries; a program found nowhere else exits 127', async () => {
    const { dir, ws } = pack({ 'SKILL.md': SKILL, only_here: '#!/bin/sh\necho PWNED\n' });
    chmodSync(path.join(dir, 'only_here'), 0o755);
    expect(findOnPath('only_here', { PATH: `.:bin:${dir}` })).toBe(path.join(dir, 'only_here'));
    expect(findOnPath('only_here', { PATH: '.::bin' })).toBeNull();
    const h = await CapabilityHost.create([{ dir }], { workspace: ws, approve, env: { PATH: `.:${process.env.PATH}` } });
    const r = await h.call('capability_packs_exec_best_effort', { pack_id: 'demo', command: 'only_here', cwd_policy: 'pack_root' });
    expect(r.result).toMatchObject({ ok: false, exit_code: 127, stdout: '', stderr: expect.stringMatching(/only_here: not found in the absolute folders of PATH/) });
  });
});

describe('a pack folder swapped for a symlink after it was attached', () => {
  // A `git pull` can turn the attached folder into a link to ~/.ssh: paths below it are then elsewhere.
  ptest('read_file, open_docs, enable_tools and commands are refused with root_moved', async () => {
    const { dir, ws } = pack({ 'SKILL.md': SKILL });
    tmp.write(`secret${n}/key.txt`, 'SECRET');
    tmp.write(`secret${n}/SKILL.md`, 'SECRET DOC');
    tmp.write(`secret${n}/tools.json`, JSON.stringify({ tools: [] }));
    const h = await CapabilityHost.create([{ dir }], { workspace: ws, approve });
    renameSync(dir, `${dir}-old`);
    symlinkSync(path.join(tmp.dir, `secret${n}`), dir);
    const denied = { error: { code: 'path_denied', reason: 'root_moved' } };
    const read = await h.call('capability_packs_read_file', { pack_id: 'demo', path: 'key.txt' });
    expect(read.result).toMatchObject(denied);
    expect(JSON.stringify(read)).not.toContain('SECRET');
    expect((await h.call('capability_packs_open_docs', { pack_id: 'demo' })).result).toMatchObject(denied);
    expect((await h.call('capability_packs_enable_tools', { pack_id: 'demo' })).result).toMatchObject(denied);
    expect((await h.call('capability_packs_exec_best_effort', { pack_id: 'demo', command: 'cat', args: ['key.txt'], cwd_policy: 'pack_root' })).result).toMatchObject(denied);
  });

  ptest('a context pack\'s resources are refused too', async () => {
    tmp.write('ctx/pack.json', '{}');
    tmp.write('ctx/a.md', 'inside');
    tmp.write('ctx-secret/a.md', 'SECRET');
    const resources = await ContextPackResources.open([path.join(tmp.dir, 'ctx')]);
    expect(await resources.read('context-pack://ctx/a.md')).toMatchObject({ text: 'inside' });
    renameSync(path.join(tmp.dir, 'ctx'), path.join(tmp.dir, 'ctx-old'));
    symlinkSync(path.join(tmp.dir, 'ctx-secret'), path.join(tmp.dir, 'ctx'));
    await expect(resources.read('context-pack://ctx/a.md')).rejects.toMatchObject({ code: 'path_denied', reason: 'root_moved' });
  });
});

ptest('a folder on the path swapped for a symlink between resolving and opening is refused (TOCTOU)', async () => {
  // O_NOFOLLOW guards only the last part of the path.
  const { dir } = pack({ 'SKILL.md': SKILL, 'docs/key.txt': 'inside' });
  tmp.write(`outside${n}/key.txt`, 'SECRET');
  const file = await resolvePackPath(dir, 'docs/key.txt');
  renameSync(path.join(dir, 'docs'), path.join(dir, 'docs-old'));
  symlinkSync(path.join(tmp.dir, `outside${n}`), path.join(dir, 'docs'));
  await expect(readPage(file, 0, 100, DEFAULT_READ_LIMITS)).rejects.toMatchObject({ code: 'path_denied', reason: 'changed' });
});

test('a client that reuses an in-flight request id still gets every reply before the session ends', async () => {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (b: Buffer) => (out += b.toString()));
  const server = new Server({ name: 't', version: '1' }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    await new Promise((r) => setTimeout(r, Number(request.params.arguments?.ms)));
    return { content: [{ type: 'text', text: String(request.params.arguments?.ms) }] };
  });
  const transport = new LineStdioTransport(stdin, stdout);
  await server.connect(transport);
  const unanswered = trackUnanswered(transport, async () => undefined);
  const call = (ms: number) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'wait', arguments: { ms } } });
  stdin.write(`${call(10)}\n${call(300)}\n`);
  await unanswered.drained();
  // Both replies are out when the session may end (serveStdio then closes it).
  expect(out.trim().split('\n').map((l) => (JSON.parse(l) as { result: { content: { text: string }[] } }).result.content[0].text).sort()).toEqual(['10', '300']);
  await server.close();
});

describe('over MCP, from source', () => {
  async function connect(files: Record<string, string>, elicit?: (message: string) => void) {
    const { dir, ws } = pack(files);
    tmp.write(`ctx${n}/pack.json`, '{}');
    const { server } = await createMcpServer({ packs: [{ dir }], contextPacks: [path.join(tmp.dir, `ctx${n}`)], workspace: async () => ws, auditLog: null, allowExec: true, env: { PATH: process.env.PATH ?? '' }, cwd: tmp.dir, version: '0' });
    const client = new Client({ name: 'probe', version: '1' }, { capabilities: elicit ? { elicitation: { form: {} } } : {} });
    if (elicit) {
      client.setRequestHandler(ElicitRequestSchema, async (request) => {
        elicit((request.params as { message: string }).message);
        return { action: 'decline' };
      });
    }
    const [a, b] = InMemoryTransport.createLinkedPair();
    await server.connect(b);
    await client.connect(a);
    return { client, server };
  }

  test('request params of the wrong shape get -32602 Invalid params naming the problem, not -32603', async () => {
    const { client, server } = await connect({ 'SKILL.md': SKILL });
    const bad = [
      { method: 'tools/call', params: { name: 5 }, problem: /name/ },
      { method: 'tools/call', params: { name: 'capability_packs_open_docs', arguments: ['demo'] }, problem: /arguments/ },
      { method: 'resources/read', params: {}, problem: /uri/ },
    ];
    for (const { method, params, problem } of bad) {
      const e = await client.request({ method, params } as never, {} as never).then(
        () => null,
        (err: { code?: number; message?: string }) => err,
      );
      expect(e).toMatchObject({ code: -32602, message: expect.stringMatching(problem) });
    }
    // The server still serves.
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    await client.close();
    await server.close();
  });

  test('the approval prompt shows bidi overrides, zero-width and C1 characters of the argv as escapes', async () => {
    const prompts: string[] = [];
    const { client, server } = await connect({ 'SKILL.md': SKILL }, (m) => prompts.push(m));
    // Shown raw, U+202E would display the rest of the argument backwards.
    const args = ['safe\u202Eexe.txt', 'a\u200Bb', '\u009B2J', '\u2028x', '\u{E0041}'];
    const r = await client.callTool({ name: 'capability_packs_exec_best_effort', arguments: { pack_id: 'demo', command: 'echo', args } });
    expect(r.structuredContent).toMatchObject({ error: { code: 'exec_not_approved', reason: 'user_declined' } });
    expect(prompts).toHaveLength(1);
    const prompt = prompts[0];
    expect(prompt).not.toMatch(/[\u202E\u200B\u009B\u2028\u{E0041}]/u);
    const argvLine = prompt.split('\n').find((l) => l.startsWith('['))!;
    // Still the exact argv, as JSON.
    expect(JSON.parse(argvLine)).toEqual(['echo', ...args]);
    expect(argvLine).toContain('safe\\u202eexe.txt');
    await client.close();
    await server.close();
  });
});

ptest('an audit log that is not a regular file (a FIFO, /dev/stdout) is refused, never blocking or writing into the protocol', async () => {
  const fifo = path.join(tmp.dir, 'audit.fifo');
  expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
  // Before: the open blocked until a reader came (and with it every call waiting on its line).
  await expect(AuditLog.check(fifo)).rejects.toThrow();
  await expect(new AuditLog(fifo).write({ tool: 't', pack_id: null, inputs: {}, approval: 'client', started_at: 't0' })).rejects.toThrow();
  // A character device (here /dev/null, as /dev/stdout would be a terminal or a pipe) is refused by type.
  await expect(AuditLog.check('/dev/null')).rejects.toThrow(/must be a regular file/);
});

describe('context-pack resources: a file whose name holds %XX', () => {
  test('is listed and read by its URI (decoded once, never twice); traversal after the decoding is still denied', async () => {
    const dir = path.join(tmp.dir, 'pct');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'pack.json'), '{"files": []}');
    writeFileSync(path.join(dir, 'a%41.md'), 'percent');
    writeFileSync(path.join(dir, 'aA.md'), 'not this one');
    const resources = await ContextPackResources.open([dir]);
    const entry = (await resources.list()).find((e) => e.name.endsWith('a%41.md'));
    expect(entry?.uri).toBe('context-pack://pct/a%2541.md');
    expect(await resources.read(entry!.uri)).toMatchObject({ text: 'percent' });
    await expect(resources.read('context-pack://pct/..%2F..%2Fetc%2Fpasswd')).rejects.toMatchObject({ code: 'path_denied', reason: 'traversal' });
  });
});
