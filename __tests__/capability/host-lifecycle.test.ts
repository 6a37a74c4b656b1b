// The host from source: cancellation, the audit log failing closed, shutdown, enable_tools
// refreshes, and read_file's structured denials. Waits are on events (a pid file, a process
// gone) with a bounded poll, never on fixed sleeps.
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CapabilityHost, type ApprovalDecision, type ApprovalRequest } from '../../src/capability/host.js';
import { activeRunGroups } from '../../src/capability/exec.js';
import { makeTempDir } from '../helpers/tmp.js';
import { isRunning, until } from '../helpers/process.js';

const tmp = makeTempDir('packwright-lifecycle-');
afterAll(() => tmp.cleanup());
const posix = process.platform !== 'win32';
const ptest = posix ? test : test.skip;

const SKILL = '---\nname: demo\ndescription: Demo pack.\n---\n# Demo\n';
let n = 0;

const readPid = (file: string) => (existsSync(file) && readFileSync(file, 'utf8').trim() !== '' ? Number(readFileSync(file, 'utf8')) : null);

const TOOLS = [
  // Writes its pid file, starts a grandchild in its group, and waits.
  { name: 'hang', description: 'Hangs.', inputSchema: { type: 'object', properties: { pidfile: { type: 'string' } }, required: ['pidfile'] }, exec: { command: 'sh', args: ['-c', 'sleep 300 & echo $! > "$0"; wait', '{{pidfile}}'], timeout_ms: 600_000 } },
  { name: 'touch_it', description: 'Touches a file.', inputSchema: { type: 'object', properties: { f: { type: 'string' } }, required: ['f'] }, exec: { command: 'touch', args: ['--', '{{f}}'], env: ['PW_NAME'] } },
];
// Starts a sleep in a new session (setsid: out of the group) with its output redirected, writes its pid, and waits: times out.
const ESCAPE = { name: 'escape', description: 'Escapes the group.', inputSchema: { type: 'object', properties: { pidfile: { type: 'string' } }, required: ['pidfile'] }, exec: { command: 'sh', args: ['-c', 'setsid sh -c \'echo $$ > "$0"; exec sleep 1000\' "$0" </dev/null >/dev/null 2>&1 & wait', '{{pidfile}}'], timeout_ms: 1500 } };

interface Made {
  host: CapabilityHost;
  dir: string;
  ws: string;
  audit: string;
  lines(): Record<string, unknown>[];
}

async function make(opts: { approve?: (r: ApprovalRequest, s?: AbortSignal) => Promise<ApprovalDecision>; tools?: unknown[]; audit?: boolean } = {}): Promise<Made> {
  const dir = path.join(tmp.dir, `pack${++n}`);
  tmp.write(`pack${n}/SKILL.md`, SKILL);
  tmp.write(`pack${n}/tools.json`, JSON.stringify({ tools: opts.tools ?? TOOLS }));
  const ws = path.join(tmp.dir, `ws${n}`);
  mkdirSync(ws);
  const audit = path.join(tmp.dir, `audit${n}`, 'audit.jsonl');
  mkdirSync(path.dirname(audit));
  const host = await CapabilityHost.create([{ dir }], { workspace: ws, auditLog: opts.audit === false ? null : audit, approve: opts.approve ?? (async () => ({ approved: true, decision: 'test' })) });
  await host.call('capability_packs_enable_tools', { pack_id: 'demo' });
  return {
    host,
    dir,
    ws,
    audit,
    lines: () => (existsSync(audit) ? readFileSync(audit, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>) : []),
  };
}

describe('cancellation (notifications/cancelled → AbortSignal)', () => {
  ptest('cancelling a running call kills its process group and audits it as cancelled; the next call runs at once', async () => {
    const m = await make();
    const pidfile = path.join(m.ws, 'hang.pid');
    const controller = new AbortController();
    const call = m.host.call('hang', { pidfile }, { signal: controller.signal });
    await until(() => readPid(pidfile) !== null, 'the pid file');
    const grandchild = readPid(pidfile)!;
    // Queued behind the hanging run.
    const next = m.host.call('touch_it', { f: 'after.txt' });
    controller.abort('user');
    const r = await call;
    expect(r.result.error).toMatchObject({ code: 'cancelled' });
    await until(() => !isRunning(grandchild), 'the grandchild to die');
    expect((await next).result).toMatchObject({ ok: true });
    const lines = m.lines().filter((l) => l.tool === 'hang');
    expect(lines.map((l) => l.event)).toEqual(['exec_start', 'call']);
    expect(lines[0].call_id).toBe(lines[1].call_id);
    expect(lines[1]).toMatchObject({ ok: false, signal: 'SIGKILL', error: { code: 'cancelled' } });
  });

  ptest('a call cancelled while it waits in the queue is dropped without running', async () => {
    const approved: string[] = [];
    const m = await make({
      approve: async (req) => {
        approved.push(req.tool);
        return { approved: true, decision: 'test' };
      },
    });
    const pidfile = path.join(m.ws, 'q.pid');
    const first = new AbortController();
    const running = m.host.call('hang', { pidfile }, { signal: first.signal });
    await until(() => readPid(pidfile) !== null, 'the pid file');
    const queued = new AbortController();
    const dropped = m.host.call('touch_it', { f: 'dropped.txt' }, { signal: queued.signal });
    // Approved, so queued behind the hanging run (the queue is joined in the same turn).
    await until(() => approved.includes('touch_it'), 'the approval');
    await new Promise((r) => setImmediate(r));
    queued.abort();
    // Returns while the first run still holds the queue.
    expect((await dropped).result.error).toMatchObject({ code: 'cancelled', message: expect.stringMatching(/dropped from the queue/) });
    expect(activeRunGroups().length).toBeGreaterThan(0);
    first.abort();
    await running;
    // The dropped call's turn came and went: nothing ran.
    expect((await m.host.call('touch_it', { f: 'later.txt' })).result).toMatchObject({ ok: true });
    expect(existsSync(path.join(m.ws, 'dropped.txt'))).toBe(false);
    expect(m.lines().some((l) => l.event === 'exec_start' && (l.inputs as { f?: string }).f === 'dropped.txt')).toBe(false);
  });

  test('an approval that arrives after the cancellation runs nothing', async () => {
    let answer: (d: ApprovalDecision) => void = () => undefined;
    let asked: AbortSignal | undefined;
    const m = await make({
      approve: (req, signal) => {
        if (req.kind !== 'exec') return Promise.resolve({ approved: true, decision: 'client' });
        asked = signal;
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const controller = new AbortController();
    const call = m.host.call('touch_it', { f: 'late.txt' }, { signal: controller.signal });
    await until(() => asked !== undefined, 'the approval prompt');
    controller.abort();
    answer({ approved: true, decision: 'user_accepted' });
    expect((await call).result.error).toMatchObject({ code: 'cancelled', message: expect.stringMatching(/nothing ran/) });
    expect(existsSync(path.join(m.ws, 'late.txt'))).toBe(false);
  });

  test('the approval request shows where the command runs and the env names it gets', async () => {
    let seen: ApprovalRequest | undefined;
    const m = await make({
      approve: async (req) => {
        if (req.kind !== 'exec') return { approved: true, decision: 'client' };
        seen = req;
        return { approved: false, decision: 'user_declined' };
      },
    });
    await m.host.call('touch_it', { f: 'x' });
    expect(seen?.command).toEqual({ program: 'touch', args: ['--', 'x'], cwd: 'workspace', dir: m.host.workspace, env: ['PW_NAME'] });
  });
});

describe('a pack tool whose command leaves its process group', () => {
  (process.platform === 'linux' ? test : test.skip)('its setsid descendant is gone after the timeout', async () => {
    const m = await make({ audit: false, tools: [ESCAPE] });
    const pidfile = path.join(m.ws, 'escape.pid');
    const call = m.host.call('escape', { pidfile });
    const pid = await until(() => readPid(pidfile), 'the pid file');
    try {
      expect((await call).result).toMatchObject({ ok: false, timed_out: true, signal: 'SIGKILL' });
      await until(() => !isRunning(pid), 'the setsid descendant to die', 5000);
    } finally {
      if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
  });
});

describe('one record per call, whatever its state', () => {
  test('calls start after the enable_tools calls made before them; settled(id) waits for a call by the caller\'s id', async () => {
    const m = await make({ audit: false });
    writeFileSync(path.join(m.dir, 'tools.json'), JSON.stringify({ tools: [...TOOLS, { name: 'late', description: 'Added later.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'touch', args: ['late.txt'] } }] }));
    // Not awaited: the second call must still find the tool the first one enables.
    const enabling = m.host.call('capability_packs_enable_tools', { pack_id: 'demo' }, { id: 1 });
    const late = m.host.call('late', {}, { id: 2 });
    let settled = false;
    const waited = m.host.settled(2).then(() => (settled = true));
    expect((await enabling).isError).toBe(false);
    expect((await late).result).toMatchObject({ ok: true });
    await waited;
    expect(settled).toBe(true);
    await expect(m.host.settled('no such call')).resolves.toBeUndefined();
  });

  ptest('shutdownNow stops every call by its state: running killed, queued dropped, approval answered later runs nothing; each gets its line', async () => {
    let answer: (d: ApprovalDecision) => void = () => undefined;
    let prompt: AbortSignal | undefined;
    let queuedApproved = false;
    const m = await make({
      approve: (req, signal) => {
        if (req.kind === 'exec' && (req.inputs as { f?: string }).f === 'asked.txt') {
          prompt = signal;
          return new Promise((resolve) => (answer = resolve));
        }
        if ((req.inputs as { f?: string }).f === 'queued.txt') queuedApproved = true;
        return Promise.resolve({ approved: true, decision: 'test' });
      },
    });
    const pidfile = path.join(m.ws, 'st.pid');
    const running = m.host.call('hang', { pidfile });
    await until(() => readPid(pidfile) !== null, 'the pid file');
    const grandchild = readPid(pidfile)!;
    const queued = m.host.call('touch_it', { f: 'queued.txt' });
    const asked = m.host.call('touch_it', { f: 'asked.txt' });
    // Both reach their state: the prompt is open, and the approved command has joined the queue
    // (a pack command first checks its pack folder, on the thread pool, before it asks).
    await until(() => prompt !== undefined && queuedApproved, 'the prompt and the approval');
    await new Promise((r) => setImmediate(r));
    m.host.shutdownNow('the server got SIGTERM');
    const commandLines = () => m.lines().filter((l) => l.event === 'call' && l.tool !== 'capability_packs_enable_tools');
    const lines = commandLines();
    expect(lines.map((l) => (l.inputs as { f?: string }).f ?? l.tool).sort()).toEqual(['asked.txt', 'hang', 'queued.txt']);
    for (const l of lines) expect(l).toMatchObject({ ok: false, error: { code: 'host_exit' } });
    expect(lines.find((l) => l.tool === 'hang')?.error).toMatchObject({ message: expect.stringMatching(/while the command ran/) });
    expect(lines.filter((l) => l.tool === 'touch_it').map((l) => (l.error as { message: string }).message)).toEqual([expect.stringMatching(/nothing ran/), expect.stringMatching(/nothing ran/)]);
    // The prompt is not withdrawn: nothing is written to the client while the process exits.
    expect(prompt?.aborted).toBe(false);
    await until(() => !isRunning(grandchild), 'the grandchild to die');
    await running;
    expect((await queued).result.error).toMatchObject({ code: 'cancelled', message: expect.stringMatching(/host shut down; the command was dropped/) });
    answer({ approved: true, decision: 'user_accepted' });
    expect((await asked).result.error).toMatchObject({ code: 'cancelled', message: expect.stringMatching(/host shut down; nothing ran/) });
    // A call made after the shutdown runs nothing either.
    expect((await m.host.call('touch_it', { f: 'after.txt' })).result.error).toMatchObject({ code: 'cancelled' });
    for (const f of ['queued.txt', 'asked.txt', 'after.txt']) expect(existsSync(path.join(m.ws, f))).toBe(false);
    // Nothing more was written.
    expect(commandLines()).toHaveLength(3);
  });
});

describe('the audit log fails closed for commands', () => {
  test('a command whose exec_start line cannot be written does not run; reads still answer; the log recovers', async () => {
    const m = await make();
    rmSync(path.dirname(m.audit), { recursive: true });
    const r = await m.host.call('touch_it', { f: 'unlogged.txt' });
    expect(r.result.error).toMatchObject({ code: 'audit_failed' });
    expect(existsSync(path.join(m.ws, 'unlogged.txt'))).toBe(false);
    const be = await m.host.call('capability_packs_exec_best_effort', { pack_id: 'demo', command: 'touch', args: ['unlogged2.txt'] });
    expect(be.result.error).toMatchObject({ code: 'audit_failed' });
    expect(existsSync(path.join(m.ws, 'unlogged2.txt'))).toBe(false);
    const read = await m.host.call('capability_packs_read_file', { pack_id: 'demo', path: 'SKILL.md' });
    expect(read.result).toMatchObject({ content: SKILL, audit_error: expect.stringMatching(/ENOENT/) });
    mkdirSync(path.dirname(m.audit));
    expect((await m.host.call('touch_it', { f: 'logged.txt' })).result).toMatchObject({ ok: true });
    expect(m.lines().map((l) => l.event)).toEqual(['exec_start', 'call']);
  });
});

describe('shutdownNow (what signal handlers and the exit hook call)', () => {
  ptest('kills running process groups and appends the unfinished calls\' lines synchronously', async () => {
    const m = await make();
    const pidfile = path.join(m.ws, 'sd.pid');
    const call = m.host.call('hang', { pidfile });
    await until(() => readPid(pidfile) !== null, 'the pid file');
    const grandchild = readPid(pidfile)!;
    m.host.shutdownNow('the server got SIGTERM');
    // Written before shutdownNow returned.
    const last = m.lines().at(-1)!;
    expect(last).toMatchObject({ event: 'call', tool: 'hang', ok: false, error: { code: 'host_exit', message: expect.stringMatching(/SIGTERM while the command ran; its process group was killed/) } });
    await call;
    await until(() => !isRunning(grandchild), 'the grandchild to die');
    // The call's own ending writes nothing more.
    expect(m.lines().filter((l) => l.tool === 'hang').map((l) => l.event)).toEqual(['exec_start', 'call']);
  });
});

describe('enable_tools on a pack whose tools.json broke', () => {
  test('the tools enabled earlier are removed (and the change announced), and the error says so', async () => {
    const m = await make({ audit: false });
    let changed = 0;
    m.host.onToolsChanged = () => changed++;
    expect(m.host.listTools().map((t) => t.name)).toContain('hang');
    writeFileSync(path.join(m.dir, 'tools.json'), '{not json');
    const r = await m.host.call('capability_packs_enable_tools', { pack_id: 'demo' });
    expect(r.result.error).toMatchObject({ code: 'tools_json_invalid', message: expect.stringMatching(/The 2 tools enabled earlier from this pack \(hang, touch_it\) were removed/) });
    expect(m.host.listTools().map((t) => t.name)).not.toContain('hang');
    expect(changed).toBe(1);
    expect((await m.host.call('touch_it', { f: 'x' })).result.error).toMatchObject({ code: 'unknown_tool' });
    // Failing again removes nothing more and announces nothing.
    await m.host.call('capability_packs_enable_tools', { pack_id: 'demo' });
    expect(changed).toBe(1);
  });
});

describe('read_file denials say what happened', () => {
  test('a symlink loop, a dangling link inside or outside the pack, a path too long', async () => {
    const m = await make({ audit: false });
    symlinkSync('loop2', path.join(m.dir, 'loop1'));
    symlinkSync('loop1', path.join(m.dir, 'loop2'));
    symlinkSync('missing.txt', path.join(m.dir, 'dangling_in'));
    symlinkSync(path.join(tmp.dir, 'no-such-outside.txt'), path.join(m.dir, 'dangling_out'));
    const read = async (p: string) => (await m.host.call('capability_packs_read_file', { pack_id: 'demo', path: p })).result.error;
    expect(await read('loop1')).toMatchObject({ code: 'path_denied', reason: 'symlink_loop' });
    expect(await read('dangling_in')).toMatchObject({ code: 'not_found' });
    expect(await read('dangling_out')).toMatchObject({ code: 'path_denied', reason: 'symlink_outside' });
    expect(await read('a'.repeat(5000))).toMatchObject({ code: 'path_denied', reason: 'too_long' });
    expect(await read(`${'d/'.repeat(3000)}x`)).toMatchObject({ code: expect.stringMatching(/^(not_found|path_denied)$/) });
  });

  ptest('an unreadable file is a permission denial, not an internal error', async () => {
    if (process.getuid?.() === 0) return;
    const m = await make({ audit: false });
    const f = tmp.write(`${path.basename(m.dir)}/secret.txt`, 'x');
    chmodSync(f, 0o000);
    expect((await m.host.call('capability_packs_read_file', { pack_id: 'demo', path: 'secret.txt' })).result.error).toMatchObject({ code: 'path_denied', reason: 'permission' });
  });
});
