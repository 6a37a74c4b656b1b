// While the server's queue of requests is full, the transport still reads: notifications and
// responses (a cancellation, an approval answer) pass, requests are parked in order, a parked
// request cancelled is dropped, and parking is bounded, so a flooding client still waits on its
// own pipe. Counted in turns and states, never timed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { LineStdioTransport, MAX_PARKED_REQUESTS, SERVER_BUSY } from '../../src/capability/stdio-transport.js';
import { createMcpServer, holdInputOnBacklog } from '../../src/capability/mcp-server.js';
import { MAX_CONCURRENT_REQUESTS, MAX_WAITING_REQUESTS } from '../../src/capability/host.js';
import { activeRunGroups } from '../../src/capability/exec.js';
import { makeTempDir } from '../helpers/tmp.js';
import { until } from '../helpers/process.js';

async function turns(n = 50): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
}

const request = (id: number | string, method = 'ping', params?: unknown) => JSON.stringify({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) }) + '\n';
const cancel = (requestId: number | string) => JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId } }) + '\n';
const response = (id: string) => JSON.stringify({ jsonrpc: '2.0', id, result: { action: 'accept' } }) + '\n';

describe('LineStdioTransport.holdRequests', () => {
  async function open() {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const transport = new LineStdioTransport(stdin, stdout);
    const got: string[] = [];
    transport.onmessage = (m: JSONRPCMessage) => {
      got.push('method' in m ? `${m.method}${'id' in m ? ` ${m.id}` : ` ${(m.params as { requestId?: unknown }).requestId}`}` : `response ${m.id}`);
    };
    await transport.start();
    return { stdin, stdout, transport, got };
  }

  test('notifications and responses pass while requests wait parked; released, the requests follow in order', async () => {
    const { stdin, transport, got } = await open();
    const release = transport.holdRequests();
    stdin.write(request(1) + request(2) + cancel(99) + request(3) + response('elicit-1'));
    await until(() => got.length === 2, 'the cancellation and the response');
    await turns();
    expect(got).toEqual(['notifications/cancelled 99', 'response elicit-1']);
    release();
    await until(() => got.length === 5, 'the parked requests');
    expect(got.slice(2)).toEqual(['ping 1', 'ping 2', 'ping 3']);
    await transport.close();
  });

  test('a request cancelled while parked is dropped with its cancellation: it never reaches the server', async () => {
    const { stdin, transport, got } = await open();
    const release = transport.holdRequests();
    stdin.write(request(1) + request(2) + cancel(1));
    await turns();
    expect(got).toEqual([]);
    release();
    await until(() => got.length === 1, 'the other request');
    await turns();
    expect(got).toEqual(['ping 2']);
    await transport.close();
  });

  test(`parking is bounded: past ${MAX_PARKED_REQUESTS} requests nothing more is read, and all are passed on once released`, async () => {
    const { stdin, transport, got } = await open();
    const release = transport.holdRequests();
    const n = MAX_PARKED_REQUESTS + 20;
    // One line per write, as a client's pipe delivers them: what the transport does not read stays in stdin.
    for (let i = 1; i <= n; i++) stdin.write(request(i));
    stdin.write(cancel('late'));
    await turns(200);
    expect(got).toEqual([]);
    expect(stdin.isPaused()).toBe(true);
    expect(stdin.readableLength).toBeGreaterThan(0);
    release();
    await until(() => got.length === n + 1, 'every message');
    expect(got.filter((g) => g.startsWith('ping'))).toEqual(Array.from({ length: n }, (_, i) => `ping ${i + 1}`));
    expect(got).toContain('notifications/cancelled late');
    await transport.close();
  });

  test('past the parking limit, while a prompt sent to the client is unanswered, further requests are refused as busy and the answer is read; then reading stops again', async () => {
    const { stdin, stdout, transport, got } = await open();
    let out = '';
    stdout.on('data', (b: Buffer) => (out += b.toString()));
    const replies = () => out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { id?: unknown; method?: string; error?: { code: number } });
    const release = transport.holdRequests();
    await transport.send({ jsonrpc: '2.0', id: 'elicit-1', method: 'elicitation/create', params: {} });
    for (let i = 1; i <= MAX_PARKED_REQUESTS + 2; i++) stdin.write(request(i));
    stdin.write(response('elicit-1'));
    await until(() => got.includes('response elicit-1'), 'the answer');
    expect(replies().filter((r) => r.error).map((r) => [r.id, r.error!.code])).toEqual([[MAX_PARKED_REQUESTS + 1, SERVER_BUSY], [MAX_PARKED_REQUESTS + 2, SERVER_BUSY]]);
    // Answered: nothing is awaited, so the next request past the limit waits in the pipe.
    stdin.write(request('after'));
    await turns(200);
    expect(stdin.isPaused()).toBe(true);
    expect(replies().some((r) => r.id === 'after')).toBe(false);
    release();
    await until(() => got.includes('ping after'), 'the request after the answer');
    expect(got.filter((g) => g.startsWith('ping'))).toEqual([...Array.from({ length: MAX_PARKED_REQUESTS }, (_, i) => `ping ${i + 1}`), 'ping after']);
    await transport.close();
  });

  test('a prompt withdrawn by the server (notifications/cancelled) is no longer awaited', async () => {
    const { stdin, transport, got } = await open();
    const release = transport.holdRequests();
    await transport.send({ jsonrpc: '2.0', id: 7, method: 'elicitation/create', params: {} });
    await transport.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7 } });
    for (let i = 1; i <= MAX_PARKED_REQUESTS + 1; i++) stdin.write(request(i));
    await turns(200);
    expect(stdin.isPaused()).toBe(true);
    release();
    await until(() => got.length === MAX_PARKED_REQUESTS + 1, 'every request');
    await transport.close();
  });

  test('allLinesRead settles once the input ended and every line was read, while parked requests still wait; inputEnded waits for them', async () => {
    const { stdin, transport, got } = await open();
    let linesRead = false;
    let ended = false;
    void transport.allLinesRead.then(() => (linesRead = true));
    void transport.inputEnded.then(() => (ended = true));
    const release = transport.holdRequests();
    stdin.end(request(1) + response('elicit-1') + request(2));
    await transport.allLinesRead;
    expect(got).toEqual(['response elicit-1']);
    await turns();
    expect(ended).toBe(false);
    release();
    await transport.inputEnded;
    expect([linesRead, got]).toEqual([true, ['response elicit-1', 'ping 1', 'ping 2']]);
    await transport.close();
  });

  test('inputEnded waits for the parked requests', async () => {
    const { stdin, transport, got } = await open();
    let ended = false;
    void transport.inputEnded.then(() => (ended = true));
    const release = transport.holdRequests();
    stdin.end(request(1) + request(2));
    await turns();
    expect(ended).toBe(false);
    release();
    await transport.inputEnded;
    expect(got).toEqual(['ping 1', 'ping 2']);
    await transport.close();
  });
});

describe('the MCP server with its queue full', () => {
  const tmp = makeTempDir('packwright-hold-');
  afterAll(() => tmp.cleanup());

  test(`a cancellation for a running command is read while ${MAX_WAITING_REQUESTS} requests wait, and kills it`, async () => {
    tmp.write('pack/SKILL.md', '---\nname: demo\ndescription: Demo pack.\n---\n# Demo\n');
    const hang = { name: 'hang', description: 'Waits.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'node', args: ['-e', 'setInterval(() => {}, 1e6)'], timeout_ms: 600_000 } };
    tmp.write('pack/tools.json', JSON.stringify({ tools: [hang] }));
    mkdirSync(path.join(tmp.dir, 'ws'));
    // No elicitation (no initialize): --allow-exec runs each command at once.
    const { server, host } = await createMcpServer({
      packs: [{ dir: path.join(tmp.dir, 'pack') }],
      contextPacks: [],
      workspace: async () => path.join(tmp.dir, 'ws'),
      auditLog: null,
      allowExec: true,
      env: { PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin` },
      cwd: tmp.dir,
      version: '0',
    });
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    let out = '';
    stdout.on('data', (b: Buffer) => (out += b.toString()));
    const reply = (id: number) => out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { id?: unknown; result?: { isError?: boolean } }).find((m) => m.id === id);
    const replied = (id: number) => reply(id) !== undefined;
    const transport = new LineStdioTransport(stdin, stdout);
    holdInputOnBacklog(host.limiter, transport);
    await server.connect(transport);
    try {
      stdin.write(request(0, 'tools/call', { name: 'capability_packs_enable_tools', arguments: { pack_id: 'demo' } }));
      await until(() => replied(0), 'enable_tools');
      expect(reply(0)?.result?.isError).toBe(false);
      // One runs, the others hold their turns queued behind it, and MAX_WAITING_REQUESTS wait for one.
      const n = MAX_CONCURRENT_REQUESTS + MAX_WAITING_REQUESTS;
      for (let id = 1; id <= n; id++) stdin.write(request(id, 'tools/call', { name: 'hang', arguments: {} }));
      await until(() => host.limiter.waiting === MAX_WAITING_REQUESTS && activeRunGroups().length === 1, 'the queue to fill and the first command to run');
      const first = activeRunGroups()[0];
      // A request past the limit is parked; the cancellation after it is still read.
      stdin.write(request(n + 1));
      stdin.write(cancel(1));
      await until(() => !activeRunGroups().includes(first), 'the cancelled command to be killed');
      // Its turn went to the first waiting request, so the parked one was passed on and answered.
      await until(() => replied(n + 1), 'the parked ping');
      expect(replied(1)).toBe(false);
    } finally {
      host.shutdownNow('the test ended');
      await server.close();
    }
  });
});
