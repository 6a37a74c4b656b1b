// From source, through serveStdio on in-memory streams: while the server's queue is full and
// requests are parked, an approval prompt still open is answered by what the client sends after
// them (the reader never stops while the server waits on the client), and by the end of the
// input: once the client closed it, no answer can come, so the prompt is refused at once, a
// parked command is refused without being asked, and the server ends as soon as the work read
// before the end is done. Waits are on states, never on time.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { CapabilityHost } from '../../src/capability/host.js';
import { MAX_CONCURRENT_REQUESTS, MAX_WAITING_REQUESTS } from '../../src/capability/host.js';
import { serveStdio } from '../../src/capability/mcp-server.js';
import { MAX_PARKED_REQUESTS, SERVER_BUSY } from '../../src/capability/stdio-transport.js';
import { makeTempDir } from '../helpers/tmp.js';
import { until } from '../helpers/process.js';

const tmp = makeTempDir('packwright-mcp-eof-');
afterAll(() => tmp.cleanup());
// A failing test's commands and server are ended, so a failure cannot leave them running.
const hosts: CapabilityHost[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.shutdownNow('the test ended');
});
const ptest = process.platform !== 'win32' ? test : test.skip;

const SKILL = '---\nname: demo\ndescription: Demo pack.\n---\n# Demo\n';
const TOOLS = [
  // Holds the workspace until the test creates the gate file: the queue stays full as long as the test needs.
  { name: 'wait_gate', description: 'Waits for the gate.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'sh', args: ['-c', 'while [ ! -e "$0" ]; do sleep 0.05; done', '{{workspace}}/gate'], timeout_ms: 600_000 } },
  { name: 'touch_it', description: 'Touches a file.', inputSchema: { type: 'object', properties: { f: { type: 'string' } }, required: ['f'] }, exec: { command: 'touch', args: ['--', '{{f}}'] } },
];

type Msg = { id?: number | string; method?: string; params?: { message?: string }; result?: { structuredContent?: { error?: { code: string; reason?: string } } }; error?: { code: number } };

let seq = 0;
async function start() {
  const n = ++seq;
  tmp.write(`pack${n}/SKILL.md`, SKILL);
  tmp.write(`pack${n}/tools.json`, JSON.stringify({ tools: TOOLS }));
  const ws = path.join(tmp.dir, `ws${n}`);
  mkdirSync(ws);
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const msgs: Msg[] = [];
  let buf = '';
  stdout.on('data', (b: Buffer) => {
    buf += b.toString();
    for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
      msgs.push(JSON.parse(buf.slice(0, nl)) as Msg);
      buf = buf.slice(nl + 1);
    }
  });
  let host: CapabilityHost | null = null;
  let ended = false;
  const served = serveStdio(
    { packs: [{ dir: path.join(tmp.dir, `pack${n}`) }], contextPacks: [], workspace: async () => ws, auditLog: null, allowExec: true, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, cwd: tmp.dir, version: '0' },
    (h) => {
      host = h;
      hosts.push(h);
    },
    { stdin, stdout },
  ).then(() => (ended = true));
  const send = (m: Record<string, unknown>) => stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`);
  const call = (id: number | string, name: string, args: Record<string, unknown>) => send({ id, method: 'tools/call', params: { name, arguments: args } });
  const reply = (id: number | string) => until(() => msgs.find((m) => m.id === id && (m.result || m.error)), `reply ${id}`);
  const prompts = () => msgs.filter((m) => m.method === 'elicitation/create');
  send({ id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: { elicitation: {} }, clientInfo: { name: 't', version: '1' } } });
  await reply(0);
  send({ method: 'notifications/initialized' });
  call(1, 'capability_packs_enable_tools', { pack_id: 'demo' });
  await reply(1);
  const h = await until(() => host, 'the host');

  // A command whose prompt is left open, then the queue filled: MAX_CONCURRENT_REQUESTS approved
  // commands hold every turn (one runs, the rest queue behind it), MAX_WAITING_REQUESTS reads wait.
  call('asked', 'touch_it', { f: 'asked.txt' });
  await until(() => prompts().length === 1, 'the open prompt');
  for (let i = 0; i < MAX_CONCURRENT_REQUESTS; i++) call(`gate${i}`, 'wait_gate', {});
  await until(() => prompts().length === 1 + MAX_CONCURRENT_REQUESTS, 'the gate prompts');
  for (const p of prompts().slice(1)) send({ id: p.id, result: { action: 'accept', content: {} } });
  await until(() => h.limiter.inFlight === MAX_CONCURRENT_REQUESTS, 'every turn taken');
  for (let i = 0; i < MAX_WAITING_REQUESTS; i++) call(`read${i}`, 'capability_packs_read_file', { pack_id: 'demo', path: 'SKILL.md' });
  await until(() => h.limiter.waiting === MAX_WAITING_REQUESTS, 'the queue to fill');
  // Parked: a command, then pings; past MAX_PARKED_REQUESTS, three more.
  call('late', 'touch_it', { f: 'late.txt' });
  for (let i = 1; i < MAX_PARKED_REQUESTS + 3; i++) send({ id: `ping${i}`, method: 'ping' });
  const openGate = () => writeFileSync(path.join(ws, 'gate'), '');
  return { ws, msgs, send, reply, prompts, stdin, openGate, served, ended: () => ended };
}

ptest('the input ends while requests are parked behind an open prompt: the prompt is refused at once, and the server ends once the rest is done', async () => {
  const s = await start();
  s.stdin.end();
  expect((await s.reply('asked')).result?.structuredContent?.error).toMatchObject({ code: 'exec_not_approved', reason: 'approval_failed' });
  // Past the parking limit: refused at once as busy, so the reader went on to the end.
  for (const id of ['ping32', 'ping33', 'ping34']) expect((await s.reply(id)).error).toMatchObject({ code: SERVER_BUSY });
  s.openGate();
  await until(() => s.ended(), 'serveStdio to return');
  for (let i = 0; i < MAX_WAITING_REQUESTS; i++) expect(s.msgs.find((m) => m.id === `read${i}`)?.result).toBeDefined();
  for (let i = 1; i < MAX_PARKED_REQUESTS; i++) expect(s.msgs.find((m) => m.id === `ping${i}`)?.result).toEqual({});
  // The parked command came after the end: refused without a prompt nobody could answer.
  expect(s.msgs.find((m) => m.id === 'late')?.result?.structuredContent?.error).toMatchObject({ code: 'exec_not_approved', reason: 'approval_failed' });
  expect(s.prompts()).toHaveLength(1 + MAX_CONCURRENT_REQUESTS);
  expect(existsSync(path.join(s.ws, 'asked.txt'))).toBe(false);
  expect(existsSync(path.join(s.ws, 'late.txt'))).toBe(false);
}, 60_000);

ptest('an approval answer sent after more requests than can be parked is still read', async () => {
  const s = await start();
  s.send({ id: s.prompts()[0].id, result: { action: 'decline' } });
  expect((await s.reply('asked')).result?.structuredContent?.error).toMatchObject({ code: 'exec_not_approved', reason: 'user_declined' });
  for (const id of ['ping32', 'ping33', 'ping34']) expect((await s.reply(id)).error).toMatchObject({ code: SERVER_BUSY });
  s.openGate();
  s.stdin.end();
  await until(() => s.ended(), 'serveStdio to return');
  for (let i = 1; i < MAX_PARKED_REQUESTS; i++) expect(s.msgs.find((m) => m.id === `ping${i}`)?.result).toEqual({});
}, 60_000);
