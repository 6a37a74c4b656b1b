// End to end on the bundle (dist/index.js; rebundle after changing src/capability): however the
// server ends, no command's process group outlives it, and the audit log has a trace of the run;
// notifications/cancelled kills a run or withdraws its approval prompt. Raw JSON-RPC lines over
// stdio, so the test controls signals, pipes and cancellations. Waits are on events with
// bounded polls, never on fixed sleeps.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { BUNDLE } from '../helpers/cli.js';
import { isRunning, until } from '../helpers/process.js';

const posix = process.platform !== 'win32';
const describePosix = posix ? describe : describe.skip;
const tmp = makeTempDir('packwright-mcp-life-');
const PACK = path.join(tmp.dir, 'pack');
afterAll(() => tmp.cleanup());

beforeAll(() => {
  tmp.write('pack/SKILL.md', '---\nname: life\ndescription: Lifecycle tests.\n---\n# Life\n');
  // Starts a grandchild in its process group, writes its pid to $1, and waits.
  tmp.write('pack/hang.sh', '#!/bin/sh\nsleep 300 &\necho $! > "$1"\nwait\n');
  chmodSync(path.join(PACK, 'hang.sh'), 0o755);
  // Starts a sleep in a new session (setsid: out of the process group) with its output redirected, writes its pid to $1, and waits.
  tmp.write('pack/escape.sh', '#!/bin/sh\nsetsid sh -c \'echo $$ > "$0"; exec sleep 1000\' "$1" </dev/null >/dev/null 2>&1 &\nwait\n');
  chmodSync(path.join(PACK, 'escape.sh'), 0o755);
  const tools = [
    { name: 'escape', description: 'Escapes the group; times out.', inputSchema: { type: 'object', properties: { pidfile: { type: 'string' } }, required: ['pidfile'] }, exec: { command: './escape.sh', args: ['{{pidfile}}'], timeout_ms: 1500 } },
    { name: 'escape_long', description: 'Escapes the group.', inputSchema: { type: 'object', properties: { pidfile: { type: 'string' } }, required: ['pidfile'] }, exec: { command: './escape.sh', args: ['{{pidfile}}'], timeout_ms: 600_000 } },
    { name: 'hang', description: 'Hangs.', inputSchema: { type: 'object', properties: { pidfile: { type: 'string' } }, required: ['pidfile'] }, exec: { command: './hang.sh', args: ['{{pidfile}}'], timeout_ms: 600_000 } },
    { name: 'touch_it', description: 'Touches a file.', inputSchema: { type: 'object', properties: { f: { type: 'string' } }, required: ['f'] }, exec: { command: 'touch', args: ['--', '{{f}}'], env: ['PW_NAME'] } },
  ];
  tmp.write('pack/tools.json', JSON.stringify({ tools }));
});

const readPid = (file: string) => (existsSync(file) && readFileSync(file, 'utf8').trim() !== '' ? Number(readFileSync(file, 'utf8')) : null);

// What a failing test leaves behind is killed by pid, so a failure cannot hang the run.
const spawned: ChildProcessWithoutNullStreams[] = [];
const pidFiles: string[] = [];
afterEach(() => {
  for (const child of spawned.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const file of pidFiles.splice(0)) {
    const pid = readPid(file);
    if (pid && isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
});
const pidFile = (name: string) => {
  const file = path.join(tmp.dir, name);
  pidFiles.push(file);
  return file;
};

type Msg = { id?: number | string; method?: string; params?: Record<string, unknown>; result?: Record<string, unknown>; error?: unknown };

interface Server {
  child: ChildProcessWithoutNullStreams;
  msgs: Msg[];
  send(m: Record<string, unknown>): void;
  call(id: number, name: string, args: Record<string, unknown>): void;
  reply(id: number, timeout?: number): Promise<Msg>;
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let seq = 0;
async function start(extra: string[], caps: Record<string, unknown> = {}): Promise<Server & { ws: string; audit: string }> {
  const ws = path.join(tmp.dir, `ws${++seq}`);
  const audit = path.join(tmp.dir, `audit${seq}.jsonl`);
  const child = spawn(process.execPath, [BUNDLE, 'mcp', '--pack', PACK, '--workspace', ws, '--audit-log', audit, '--allow-exec', ...extra], { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PW_NAME: 'x' } });
  spawned.push(child);
  const msgs: Msg[] = [];
  let buf = '';
  child.stdout.on('data', (b: Buffer) => {
    buf += b.toString();
    let nl;
    while ((nl = buf.indexOf('\n')) >= 0) {
      msgs.push(JSON.parse(buf.slice(0, nl)) as Msg);
      buf = buf.slice(nl + 1);
    }
  });
  child.stdout.on('error', () => undefined);
  child.stdin.on('error', () => undefined);
  child.stderr.resume();
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const s: Server & { ws: string; audit: string } = {
    child,
    msgs,
    ws,
    audit,
    send: (m) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`),
    call: (id, name, args) => s.send({ id, method: 'tools/call', params: { name, arguments: args } }),
    reply: (id, timeout) => until(() => msgs.find((m) => m.id === id && (m.result || m.error)), `reply ${id}`, timeout),
    exited: () => Promise.race([exit, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the server did not exit within 30 s')), 30_000).unref())]),
  };
  s.send({ id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: caps, clientInfo: { name: 't', version: '1' } } });
  await s.reply(0);
  s.send({ method: 'notifications/initialized' });
  s.call(1, 'capability_packs_enable_tools', { pack_id: 'life' });
  await s.reply(1);
  return s;
}

const auditLines = (file: string) => readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

describePosix('the server ending kills running commands and leaves an audit trace', () => {
  test.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
    ['SIGHUP', 129],
  ] as const)('%s: the process group is killed and the server exits %i', async (signal, code) => {
    const s = await start([]);
    const pidfile = pidFile(`${signal}.pid`);
    s.call(2, 'hang', { pidfile });
    const pid = await until(() => readPid(pidfile), 'the pid file');
    s.child.kill(signal);
    expect(await s.exited()).toEqual({ code, signal: null });
    await until(() => !isRunning(pid), 'the grandchild to die');
    const lines = auditLines(s.audit).filter((l) => l.tool === 'hang');
    expect(lines.map((l) => l.event)).toEqual(['exec_start', 'call']);
    expect(lines[1]).toMatchObject({ ok: false, error: { code: 'host_exit', message: expect.stringContaining(signal) } });
  });

  test('a broken stdout (EPIPE) exits 2 and kills the run too', async () => {
    const s = await start([]);
    const pidfile = pidFile('epipe.pid');
    s.call(2, 'hang', { pidfile });
    const pid = await until(() => readPid(pidfile), 'the pid file');
    s.child.stdout.destroy();
    // Its reply has nowhere to go.
    s.call(3, 'capability_packs_open_docs', { pack_id: 'life' });
    expect((await s.exited()).code).toBe(2);
    await until(() => !isRunning(pid), 'the grandchild to die');
    expect(auditLines(s.audit).at(-1)).toMatchObject({ tool: 'hang', error: { code: 'host_exit' } });
  });
});

(process.platform === 'linux' ? describe : describe.skip)('a command that leaves its process group (setsid; Linux)', () => {
  test('its descendant is gone after the timeout', async () => {
    const s = await start([]);
    const pidfile = pidFile('escape.pid');
    s.call(2, 'escape', { pidfile });
    const pid = await until(() => readPid(pidfile), 'the pid file');
    expect((await s.reply(2)).result?.structuredContent).toMatchObject({ ok: false, timed_out: true, signal: 'SIGKILL' });
    await until(() => !isRunning(pid), 'the setsid descendant to die', 5000);
    s.child.stdin.end();
    expect((await s.exited()).code).toBe(0);
  });

  test('its descendant is gone when the server gets SIGTERM', async () => {
    const s = await start([]);
    const pidfile = pidFile('escape-term.pid');
    s.call(2, 'escape_long', { pidfile });
    const pid = await until(() => readPid(pidfile), 'the pid file');
    s.child.kill('SIGTERM');
    expect(await s.exited()).toEqual({ code: 143, signal: null });
    await until(() => !isRunning(pid), 'the setsid descendant to die', 5000);
  });
});

describePosix('notifications/cancelled', () => {
  test('kills the running command, sends no reply, lets the next command run, and stdin close ends the server at once', async () => {
    const s = await start([]);
    const pidfile = pidFile('cancel.pid');
    s.call(2, 'hang', { pidfile });
    const pid = await until(() => readPid(pidfile), 'the pid file');
    s.call(3, 'touch_it', { f: 'after.txt' });
    s.send({ method: 'notifications/cancelled', params: { requestId: 2, reason: 'user' } });
    expect((await s.reply(3)).result?.structuredContent).toMatchObject({ ok: true });
    await until(() => !isRunning(pid), 'the grandchild to die');
    s.child.stdin.end();
    expect((await s.exited()).code).toBe(0);
    expect(s.msgs.some((m) => m.id === 2)).toBe(false);
    expect(auditLines(s.audit).find((l) => l.tool === 'hang' && l.event === 'call')).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });

  test('cancelling while the approval prompt is open withdraws it; accepting afterwards runs nothing', async () => {
    const s = await start([], { elicitation: {} });
    s.call(2, 'touch_it', { f: 'never.txt' });
    const ask = await until(() => s.msgs.find((m) => m.method === 'elicitation/create'), 'the approval prompt');
    const text = String(ask.params?.message);
    expect(text).toContain('["touch","--","never.txt"]');
    expect(text).toContain(`Working folder: ${s.ws}`);
    expect(text).toContain("plus the tool's own: PW_NAME");
    expect(text).toMatch(/not sandboxed/);
    s.send({ method: 'notifications/cancelled', params: { requestId: 2 } });
    // The server withdraws its own request.
    await until(() => s.msgs.find((m) => m.method === 'notifications/cancelled' && m.params?.requestId === ask.id), 'the prompt to be withdrawn');
    s.send({ id: ask.id, result: { action: 'accept', content: {} } });
    s.child.stdin.end();
    expect((await s.exited()).code).toBe(0);
    expect(existsSync(path.join(s.ws, 'never.txt'))).toBe(false);
    expect(auditLines(s.audit).find((l) => l.tool === 'touch_it')).toMatchObject({ event: 'call', ok: false, error: { code: 'cancelled' } });
  });
});

test('an audit log that cannot be opened for appending stops the server at start with one line', () => {
  const r = spawnSync(process.execPath, [BUNDLE, 'mcp', '--pack', PACK, '--audit-log', path.join(tmp.dir, 'no-such-folder', 'audit.jsonl')], { encoding: 'utf8', input: '' });
  expect(r.status).toBe(2);
  expect(r.stderr).toMatch(/^packwright: .*no-such-folder\/audit\.jsonl: cannot open the audit log: its folder does not exist\n$/);
});
