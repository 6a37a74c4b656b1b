// From source: the MCP server works on at most MAX_CONCURRENT_REQUESTS requests at once (the
// rest wait in arrival order), and its stdio transport stops reading while stdout refuses more
// (the client is not reading) or while MAX_WAITING_REQUESTS requests wait, so a flood of
// requests from a client that never reads leaves the server's memory bounded. Concurrency is
// counted (a blocking approver, the limiter's own count), never timed.
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { CapabilityHost, MAX_CONCURRENT_REQUESTS, MAX_WAITING_REQUESTS, RequestLimiter, type ApprovalDecision, type ApprovalRequest } from '../../src/capability/host.js';
import { createMcpServer, holdInputOnBacklog } from '../../src/capability/mcp-server.js';
import { LineStdioTransport } from '../../src/capability/stdio-transport.js';
import { makeTempDir } from '../helpers/tmp.js';
import { until } from '../helpers/process.js';

const tmp = makeTempDir('packwright-backpressure-');
afterAll(() => tmp.cleanup());

const SKILL = '---\nname: demo\ndescription: Demo pack.\n---\n# Demo\n';
const packDir = path.join(tmp.dir, 'pack');
const contextDir = path.join(tmp.dir, 'ctx');
const ws = path.join(tmp.dir, 'ws');
tmp.write('pack/SKILL.md', SKILL);
for (let i = 0; i < 4; i++) tmp.write(`pack/resources/f${i}.md`, `file ${i}\n`);
tmp.write('ctx/pack.json', '{}');
tmp.write('ctx/a.md', 'context a\n');
mkdirSync(ws, { recursive: true });

/** Lets the event loop run `n` turns (setImmediate): counts turns, not time. */
async function turns(n = 50): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
}

/** A stdout whose pipe is full until drain() (write returns false), as when the client does not read. */
class FullStdout extends EventEmitter {
  written: string[] = [];
  full = true;
  write(chunk: string | Buffer): boolean {
    this.written.push(String(chunk));
    return !this.full;
  }
  /** The client read everything: 'drain'. With `stayFull` the next write fills the pipe again. */
  drain(stayFull = false): void {
    this.full = stayFull;
    this.emit('drain');
  }
  get lines(): Array<Record<string, unknown>> {
    return this.written.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
  }
}

const request = (id: number, method = 'ping', params?: unknown) => JSON.stringify({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) }) + '\n';

describe('LineStdioTransport backpressure', () => {
  async function open() {
    const stdin = new PassThrough();
    const stdout = new FullStdout();
    const transport = new LineStdioTransport(stdin, stdout as unknown as Writable);
    const got: unknown[] = [];
    transport.onmessage = (m: JSONRPCMessage) => {
      got.push('id' in m ? m.id : m);
    };
    await transport.start();
    return { stdin, stdout, transport, got };
  }

  test('while stdout refuses a write, no further message is passed on; on drain all are, in order, none lost', async () => {
    const { stdin, stdout, transport, got } = await open();
    const sent = transport.send({ jsonrpc: '2.0', id: 'r', result: {} });
    stdin.write(Array.from({ length: 20 }, (_, i) => request(i + 1)).join(''));
    await turns();
    expect(got).toEqual([]);
    // Not read off the pipe either: the input waits in stdin, not in the server.
    expect(stdin.isPaused()).toBe(true);
    stdout.drain();
    await sent;
    await until(() => got.length === 20, 'the 20 messages');
    expect(got).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await transport.close();
  });

  test('each reply that fills the pipe stops the input after its message, and each drain lets exactly one more through', async () => {
    const { stdin, stdout, transport, got } = await open();
    transport.onmessage = (m: JSONRPCMessage) => {
      const id = 'id' in m ? m.id : null;
      got.push(id);
      void transport.send({ jsonrpc: '2.0', id: id as number, result: {} });
    };
    // A malformed line's error reply counts as a write like any other.
    stdin.write(request(1) + request(2) + 'not json\n' + request(3) + request(4));
    await until(() => got.length === 1, 'the first message');
    await turns();
    expect(got).toEqual([1]);
    for (const next of [[1, 2], 'parse error', [1, 2, 3], [1, 2, 3, 4]] as const) {
      const before = stdout.written.length;
      stdout.drain(true);
      await until(() => stdout.written.length > before, 'the next write');
      await turns();
      if (next === 'parse error') {
        expect(got).toEqual([1, 2]);
        expect(stdout.lines.at(-1)).toMatchObject({ id: null, error: { code: -32700 } });
      } else expect(got).toEqual(next);
    }
    expect(stdout.lines.map((l) => l.id)).toEqual([1, 2, null, 3, 4]);
    await transport.close();
  });

  test('holdInput stops the input until released; holds add up', async () => {
    const { stdin, transport, got } = await open();
    const a = transport.holdInput();
    const b = transport.holdInput();
    stdin.write(request(1) + request(2));
    await turns();
    expect(got).toEqual([]);
    a();
    a();
    await turns();
    expect(got).toEqual([]);
    b();
    await until(() => got.length === 2, 'both messages');
    expect(got).toEqual([1, 2]);
    await transport.close();
  });

  test('inputEnded settles only once every line read before the end was passed on', async () => {
    const { stdin, stdout, transport, got } = await open();
    let ended = false;
    void transport.inputEnded.then(() => (ended = true));
    void transport.send({ jsonrpc: '2.0', id: 'r', result: {} });
    stdin.end(request(1) + request(2) + request(3));
    await turns();
    expect(got).toEqual([]);
    expect(ended).toBe(false);
    stdout.drain();
    await transport.inputEnded;
    expect(got).toEqual([1, 2, 3]);
    await transport.close();
  });
});

describe('RequestLimiter', () => {
  test('at most cap turns at once; the rest start in the order they asked, each as a turn ends', async () => {
    const limiter = new RequestLimiter(2, 100);
    const started: number[] = [];
    const ends: Array<() => void> = [];
    for (let i = 0; i < 5; i++) {
      void limiter.acquire().then((end) => {
        started.push(i);
        ends.push(end);
      });
    }
    await turns(5);
    expect(started).toEqual([0, 1]);
    expect([limiter.inFlight, limiter.waiting]).toEqual([2, 3]);
    ends[1]();
    ends[1]();
    await turns(5);
    expect(started).toEqual([0, 1, 2]);
    // A new arrival does not pass those waiting.
    void limiter.acquire().then((end) => {
      started.push(5);
      ends.push(end);
    });
    ends[0]();
    await turns(5);
    expect(started).toEqual([0, 1, 2, 3]);
    for (let i = 2; i < 6; i++) {
      ends[i]();
      await turns(5);
    }
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    for (const end of ends) end();
    expect([limiter.inFlight, limiter.waiting]).toEqual([0, 0]);
  });

  test('a waiter whose signal aborts leaves the line at once, without a turn', async () => {
    const limiter = new RequestLimiter(1, 100);
    const first = await limiter.acquire();
    const controller = new AbortController();
    const waiting = limiter.acquire(controller.signal);
    expect(limiter.waiting).toBe(1);
    controller.abort();
    (await waiting)();
    expect([limiter.inFlight, limiter.waiting]).toEqual([1, 0]);
    first();
    expect(limiter.inFlight).toBe(0);
  });

  test('onbacklog says when maxWaiting requests wait, and when fewer do', async () => {
    const limiter = new RequestLimiter(1, 2);
    const told: boolean[] = [];
    limiter.onbacklog = (full) => told.push(full);
    const end = await limiter.acquire();
    const w1 = limiter.acquire();
    expect(told).toEqual([]);
    const w2 = limiter.acquire();
    expect(told).toEqual([true]);
    end();
    expect(told).toEqual([true, false]);
    (await w1)();
    (await w2)();
    expect(told).toEqual([true, false]);
  });
});

describe('CapabilityHost takes turns', () => {
  test(`${MAX_CONCURRENT_REQUESTS * 3} read_file calls at once: at most ${MAX_CONCURRENT_REQUESTS} are worked on together, all are answered`, async () => {
    // The approver is the instrument: a read call waits in it while it holds its turn.
    const asked: string[] = [];
    const answers: Array<() => void> = [];
    let open = 0;
    let peak = 0;
    const approve = (req: ApprovalRequest): Promise<ApprovalDecision> => {
      asked.push((req.inputs as { path: string }).path);
      open++;
      peak = Math.max(peak, open);
      return new Promise((resolve) =>
        answers.push(() => {
          open--;
          resolve({ approved: true, decision: 'test' });
        }),
      );
    };
    const host = await CapabilityHost.create([{ dir: packDir }], { workspace: ws, approve });
    const n = MAX_CONCURRENT_REQUESTS * 3;
    const paths = Array.from({ length: n }, (_, i) => `resources/f${i % 4}.md`);
    const calls = paths.map((p, i) => host.call('capability_packs_read_file', { pack_id: 'demo', path: p }, { id: i }));
    // One more, cancelled while it waits: it leaves the line and returns without a turn.
    const controller = new AbortController();
    const cancelled = host.call('capability_packs_read_file', { pack_id: 'demo', path: 'resources/f0.md' }, { signal: controller.signal, id: 'c' });
    await until(() => asked.length === MAX_CONCURRENT_REQUESTS, 'the first turns');
    await turns();
    expect(asked).toHaveLength(MAX_CONCURRENT_REQUESTS);
    controller.abort();
    expect((await cancelled).result).toMatchObject({ error: { code: 'cancelled' } });
    expect(asked).toHaveLength(MAX_CONCURRENT_REQUESTS);
    // Each answer ends one turn, and the next call in arrival order starts.
    for (let done = 0; done < n; done++) {
      answers[done]();
      const want = Math.min(n, MAX_CONCURRENT_REQUESTS + done + 1);
      await until(() => asked.length === want || (done === n - 1 && open === 0), 'the next call');
      await turns();
      expect(asked).toHaveLength(want);
    }
    const results = await Promise.all(calls);
    expect(results.map((r) => r.isError)).toEqual(Array(n).fill(false));
    expect(results.map((r) => r.result.content)).toEqual(paths.map((p) => `file ${p.at(-4)}\n`));
    expect(asked).toEqual(paths);
    expect(peak).toBe(MAX_CONCURRENT_REQUESTS);
    expect([host.limiter.inFlight, host.limiter.waiting]).toEqual([0, 0]);
  });
});

describe('commands waiting for the user hold no turn', () => {
  test(`${MAX_CONCURRENT_REQUESTS + MAX_WAITING_REQUESTS} commands left awaiting approval: reads still run, and every turn is free`, async () => {
    // Their answers come in on the input the server stops reading once the line is full: were
    // the prompts holding turns, nothing could ever answer them.
    const pending: Array<(d: ApprovalDecision) => void> = [];
    const approve = (req: ApprovalRequest): Promise<ApprovalDecision> =>
      req.kind === 'exec' ? new Promise((resolve) => pending.push(resolve)) : Promise.resolve({ approved: true, decision: 'test' });
    const host = await CapabilityHost.create([{ dir: packDir }], { workspace: ws, approve });
    const n = MAX_CONCURRENT_REQUESTS + MAX_WAITING_REQUESTS;
    const commands = Array.from({ length: n }, (_, i) => host.call('capability_packs_exec_best_effort', { pack_id: 'demo', command: 'true' }, { id: `x${i}` }));
    await until(() => pending.length === n, 'every prompt open');
    expect([host.limiter.inFlight, host.limiter.waiting]).toEqual([0, 0]);
    const read = await host.call('capability_packs_read_file', { pack_id: 'demo', path: 'resources/f1.md' }, { id: 'r' });
    expect(read).toMatchObject({ isError: false, result: { content: 'file 1\n' } });
    for (const answer of pending) answer({ approved: false, decision: 'declined' });
    const results = await Promise.all(commands);
    expect(results.map((r) => (r.result as { error?: { code: string } }).error?.code)).toEqual(Array(n).fill('exec_not_approved'));
    expect([host.limiter.inFlight, host.limiter.waiting]).toEqual([0, 0]);
  });
});

describe('the MCP server under a flood', () => {
  async function serve() {
    const { server, host } = await createMcpServer({
      packs: [{ dir: packDir }],
      contextPacks: [contextDir],
      workspace: async () => ws,
      auditLog: null,
      allowExec: false,
      env: process.env,
      cwd: tmp.dir,
      version: '0',
    });
    const limiter = host.limiter;
    // The instrument: how many requests took a turn (the limiter itself never holds more than
    // its cap; what can go wrong is a handler working without one), and the most at once.
    let took = 0;
    let peak = 0;
    const acquire = limiter.acquire.bind(limiter);
    limiter.acquire = async (signal) => {
      const end = await acquire(signal);
      took++;
      peak = Math.max(peak, limiter.inFlight);
      return end;
    };
    const stdin = new PassThrough();
    const stdout = new FullStdout();
    const transport = new LineStdioTransport(stdin, stdout as unknown as Writable);
    holdInputOnBacklog(limiter, transport);
    await server.connect(transport);
    let passedOn = 0;
    const receive = transport.onmessage;
    transport.onmessage = (m) => {
      passedOn++;
      receive?.(m);
    };
    return { server, limiter, stdin, stdout, passedOn: () => passedOn, peak: () => peak, took: () => took };
  }

  const readFile = (id: number) => request(id, 'tools/call', { name: 'capability_packs_read_file', arguments: { pack_id: 'demo', path: `resources/f${id % 4}.md` } });
  const readResource = (id: number) => request(id, 'resources/read', { uri: 'context-pack://ctx/a.md' });

  test('10,000 requests from a client that never reads: the server takes in a bounded few, and answers all once the client reads', async () => {
    const s = await serve();
    const n = 10_000;
    // In pipe-sized chunks, as a client would write them; what the server does not take stays in stdin.
    for (let i = 0; i < n; i += 100) {
      s.stdin.write(Array.from({ length: 100 }, (_, k) => (i + k) % 10 === 9 ? readResource(i + k) : readFile(i + k)).join(''));
    }
    // Quiet: every request taken in has been worked off and its reply written into the full pipe.
    await until(() => s.passedOn() > 0 && s.stdout.written.length === s.passedOn() && s.limiter.inFlight === 0, 'the server to go quiet');
    await turns();
    const taken = s.passedOn();
    expect(taken).toBeLessThanOrEqual(MAX_CONCURRENT_REQUESTS + MAX_WAITING_REQUESTS);
    expect(s.stdin.isPaused()).toBe(true);
    expect(s.stdin.readableLength).toBeGreaterThan(0);
    s.stdout.drain();
    await until(() => s.stdout.lines.length === n, `all ${n} replies`, 120_000);
    const replies = s.stdout.lines;
    expect(new Set(replies.map((r) => r.id)).size).toBe(n);
    expect(replies.filter((r) => 'error' in r || (r.result as { isError?: boolean }).isError)).toEqual([]);
    // Every tool read and resource read was worked on in a turn.
    expect(s.took()).toBe(n);
    await s.server.close();
  }, 180_000);

  test(`tool reads and resource reads share the cap of ${MAX_CONCURRENT_REQUESTS}, and a reading client gets every reply`, async () => {
    const s = await serve();
    s.stdout.drain();
    const n = 200;
    s.stdin.write(Array.from({ length: n }, (_, i) => (i % 2 ? readResource(i) : readFile(i))).join(''));
    await until(() => s.stdout.lines.length === n, `all ${n} replies`);
    expect(new Set(s.stdout.lines.map((r) => r.id)).size).toBe(n);
    expect(s.stdout.lines.filter((r) => 'error' in r)).toEqual([]);
    expect(s.took()).toBe(n);
    expect(s.peak()).toBeGreaterThan(1);
    await s.server.close();
  });
});
