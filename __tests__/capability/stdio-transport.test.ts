import { PassThrough } from 'node:stream';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { LineStdioTransport, readLine } from '../../src/capability/stdio-transport.js';

const INIT = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };

describe('readLine', () => {
  test.each([
    ['a request', INIT],
    ['a request with a string id', { jsonrpc: '2.0', id: 'a', method: 'ping' }],
    ['a notification', { jsonrpc: '2.0', method: 'notifications/initialized' }],
    ['a result', { jsonrpc: '2.0', id: 7, result: {} }],
    ['an error reply', { jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'no' } }],
  ])('valid: %s is passed on as a message', (_name, value) => {
    expect(readLine(JSON.stringify(value))).toEqual({ message: value });
  });

  test.each([[''], ['   '], ['\t']])('valid: a blank line %j is skipped without a reply', (line) => {
    expect(readLine(line)).toBeNull();
  });

  test.each([
    ['not json', 'hello'],
    ['a truncated object', '{"jsonrpc":"2.0","id":1,"method":"ping"'],
    ['a trailing comma', '{"jsonrpc":"2.0","id":1,"method":"ping",}'],
    ['single quotes', "{'jsonrpc':'2.0'}"],
    ['a NUL byte', '\u0000'],
  ])('invalid JSON (%s): Parse error -32700 with a null id', (_name, line) => {
    const r = readLine(line);
    expect(r).toEqual({ reply: { jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.stringMatching(/^Parse error: /) } } });
  });

  test.each([
    ['a number', '42', null],
    ['a string', '"ping"', null],
    ['null', 'null', null],
    ['true', 'true', null],
    ['an empty object', '{}', null],
    ['an object that is no message', '{"foo":1}', null],
    ['an empty batch', '[]', null],
    ['a batch', JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'ping' }]), null],
    ['a request without jsonrpc', '{"id":3,"method":"ping"}', 3],
    ['a request with the wrong version', '{"jsonrpc":"1.0","id":"x","method":"ping"}', 'x'],
    ['a request whose method is a number', '{"jsonrpc":"2.0","id":4,"method":5}', 4],
    ['a request with a fractional id', '{"jsonrpc":"2.0","id":1.5,"method":5}', null],
    ['a request with an object id', '{"jsonrpc":"2.0","id":{},"method":"ping"}', null],
    ['a request with a null id', '{"jsonrpc":"2.0","id":null,"method":"ping"}', null],
    ['a response with neither result nor error', '{"jsonrpc":"2.0","id":9}', null],
  ])('invalid message (%s): Invalid Request -32600, id %j', (_name, line, id) => {
    expect(readLine(line)).toEqual({ reply: { jsonrpc: '2.0', id, error: { code: -32600, message: expect.stringMatching(/^Invalid Request: /) } } });
  });
});

/** An SDK Server on a LineStdioTransport over in-memory streams. */
async function serve(maxBufferSize?: number) {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (b: Buffer) => (out += b.toString()));
  const server = new Server({ name: 't', version: '1' }, { capabilities: {} });
  const errors: Error[] = [];
  server.onerror = (e) => errors.push(e);
  let closed = false;
  server.onclose = () => (closed = true);
  await server.connect(new LineStdioTransport(stdin, stdout, maxBufferSize));
  const replies = async (n: number): Promise<Array<Record<string, unknown>>> => {
    for (let i = 0; i < 100 && out.split('\n').length - 1 < n; i++) await new Promise((r) => setTimeout(r, 10));
    return out.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
  };
  return { stdin, server, errors, replies, closed: () => closed };
}

describe('LineStdioTransport with an SDK Server', () => {
  // Replies are not in input order: an error reply is written at once, a request's after its handler.
  test('every malformed line is answered and the server keeps serving', async () => {
    const s = await serve();
    const lines = ['not json', JSON.stringify(INIT), '[1,2]', '{"foo":1}', '', '{"id":3,"method":"ping"}', JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'ping' }), JSON.stringify({ jsonrpc: '2.0', id: 6, method: 'no/such' })];
    s.stdin.write(lines.join('\n') + '\n');
    const r = await s.replies(7);
    const summary = r.map((m) => JSON.stringify([m.id, (m.error as { code?: number } | undefined)?.code ?? 'ok'])).sort();
    expect(summary).toEqual([
      [null, -32700],
      [0, 'ok'],
      [null, -32600],
      [null, -32600],
      [3, -32600],
      [5, 'ok'],
      [6, -32601],
    ].map((x) => JSON.stringify(x)).sort());
    expect(r.every((m) => m.jsonrpc === '2.0')).toBe(true);
    expect(s.errors).toEqual([]);
    expect(s.closed()).toBe(false);
    await s.server.close();
  });

  test('a message split across chunks, with CRLF, is read as one', async () => {
    const s = await serve();
    const line = JSON.stringify({ jsonrpc: '2.0', id: 'p', method: 'ping' });
    s.stdin.write(line.slice(0, 10));
    s.stdin.write(line.slice(10) + '\r\n{"broken\r\n');
    const r = await s.replies(2);
    expect(r).toHaveLength(2);
    expect(r).toContainEqual({ jsonrpc: '2.0', id: 'p', result: {} });
    expect(r).toContainEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.stringMatching(/^Parse error: /) } });
    await s.server.close();
  });

  test('a line over the buffer limit is an error and closes the transport, as in the SDK', async () => {
    const s = await serve(64);
    s.stdin.write('x'.repeat(100));
    await new Promise((r) => setTimeout(r, 20));
    expect(s.errors.map((e) => e.message)).toEqual([expect.stringContaining('64-byte limit')]);
    expect(s.closed()).toBe(true);
  });
});
