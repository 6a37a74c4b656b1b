// End to end: the bundled `packwright mcp` driven by the MCP SDK's own client over stdio.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { symlinkSync, readFileSync, existsSync, chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { BUNDLE, REPO_ROOT } from '../helpers/cli.js';
import { isRunning } from '../helpers/process.js';

type Result = Record<string, unknown> & { error?: { code: string; reason?: string; message: string; details?: string[] } };

const NODE = process.execPath;
const tmp = makeTempDir('packwright-mcp-');
const PACK = path.join(tmp.dir, 'pack');
const WS = path.join(tmp.dir, 'ws');
const AUDIT = path.join(tmp.dir, 'audit.jsonl');
const BIG = 3 * 1024 * 1024 + 123;

beforeAll(() => {
  tmp.write('pack/SKILL.md', '---\nname: test-pack\ndescription: A pack for the end-to-end tests.\n---\n\n# Test pack\n\nUse echo_args.\n');
  tmp.write('pack/docs/more.md', '# More\n');
  tmp.write('pack/resources/image.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]));
  const big = Buffer.alloc(BIG);
  for (let i = 0; i < BIG; i++) big[i] = 97 + (i % 26);
  tmp.write('pack/resources/big.txt', big);
  tmp.write('pack/argv.mjs', 'process.stdout.write(JSON.stringify(process.argv.slice(2)));\n');
  tmp.write('pack/spawn-and-sleep.sh', '#!/bin/sh\nsleep 30 &\necho $! > "$1"\nsleep 30\n');
  chmodSync(path.join(PACK, 'spawn-and-sleep.sh'), 0o755);
  tmp.write('pack/write.mjs', "import { writeFileSync, mkdirSync } from 'node:fs'; mkdirSync('out', { recursive: true }); writeFileSync('out/result.json', JSON.stringify({ n: 1 })); console.log(Object.keys(process.env).sort().join(','));\n");
  symlinkSync('/etc/passwd', path.join(PACK, 'resources/passwd'));
  symlinkSync('/etc', path.join(PACK, 'resources/etc'));
  // Pack tools name node as a program on PATH: cap-tool-exec refuses absolute commands.
  const tools = [
    { name: 'echo_args', description: 'Print argv as JSON.', inputSchema: { type: 'object', properties: { text: { type: 'string' }, more: { type: 'array', items: { type: 'string' } } }, required: ['text'] }, exec: { command: 'node', args: ['{{pack_root}}/argv.mjs', '--', '{{text}}', '{{more}}'] } },
    { name: 'no_dashdash', description: 'Print argv without --.', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] }, exec: { command: 'node', args: ['{{pack_root}}/argv.mjs', '{{text}}'] } },
    { name: 'hang', description: 'Starts a child and sleeps.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'spawn-and-sleep.sh', args: ['{{workspace}}/child.pid'], timeout_ms: 700 } },
    { name: 'flood', description: 'Writes 2 MB.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'node', args: ['-e', "process.stdout.write('x'.repeat(2e6)); process.stderr.write('e'.repeat(5000))"], max_output_bytes: 1000 } },
    { name: 'write_file', description: 'Writes out/result.json.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'node', args: ['{{pack_root}}/write.mjs'], env: ['PW_ALLOWED'] } },
    { name: 'fail', description: 'Exits 3.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'node', args: ['-e', "console.error('boom'); process.exit(3)"] } },
  ];
  // The shell script is referenced relative to the pack root.
  tools[2].exec.command = './spawn-and-sleep.sh';
  tmp.write('pack/tools.json', JSON.stringify({ tools }, null, 2));
  tmp.write('badtools/README.md', '---\nname: bad-tools\ndescription: tools.json is broken.\n---\n');
  tmp.write('badtools/tools.json', '{"tools": [{"name": "x y"}]}');
});
afterAll(() => tmp.cleanup());

interface Session {
  client: Client;
  stderr: () => string;
  call(name: string, args?: Record<string, unknown>): Promise<{ isError: boolean; result: Result }>;
  close(): Promise<void>;
}

async function connect(extraArgs: string[], opts: { elicit?: 'accept' | 'decline'; env?: Record<string, string> } = {}): Promise<Session> {
  const transport = new StdioClientTransport({
    command: NODE,
    args: [BUNDLE, 'mcp', '--pack', PACK, '--pack', path.join(tmp.dir, 'badtools'), '--workspace', WS, '--audit-log', AUDIT, ...extraArgs],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PW_ALLOWED: 'yes', PW_SECRET: 'hidden', ...opts.env },
    stderr: 'pipe',
    cwd: REPO_ROOT,
  });
  let err = '';
  transport.stderr?.on('data', (b: Buffer) => (err += b.toString()));
  const client = new Client({ name: 'packwright-test', version: '1.0.0' }, { capabilities: opts.elicit ? { elicitation: {} } : {} });
  if (opts.elicit) client.setRequestHandler(ElicitRequestSchema, async () => ({ action: opts.elicit! }));
  await client.connect(transport);
  return {
    client,
    stderr: () => err,
    async call(name, args = {}) {
      const r = await client.callTool({ name, arguments: args });
      return { isError: !!r.isError, result: r.structuredContent as Result };
    },
    close: () => client.close(),
  };
}

describe('packwright mcp (bundle, SDK client over stdio)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await connect(['--allow-exec']);
  });
  afterAll(async () => s.close());

  test('lists the base tools and gives the metadata block as instructions', async () => {
    const { tools } = await s.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['capability_packs_open_docs', 'capability_packs_read_file', 'capability_packs_enable_tools', 'capability_packs_exec_best_effort']);
    const instructions = s.client.getInstructions() ?? '';
    expect(instructions).toContain('Capability Packs (attached; metadata only):\n- pack_id: test-pack\n  name: test-pack\n  description: A pack for the end-to-end tests.\n  has_tools_json: true');
    expect(instructions).toContain('- pack_id: bad-tools');
    expect(instructions).not.toContain(tmp.dir);
  });

  test('open_docs returns the entry doc only', async () => {
    const r = await s.call('capability_packs_open_docs', { pack_id: 'test-pack' });
    expect(r.isError).toBe(false);
    expect(r.result).toEqual({ pack_id: 'test-pack', entry_doc: { path: 'SKILL.md', content: expect.stringContaining('# Test pack'), truncated: false } });
  });

  test('read_file pages through a 3 MB resource to the exact bytes', async () => {
    const parts: string[] = [];
    let offset: number | undefined = 0;
    let calls = 0;
    while (offset !== undefined) {
      const r = await s.call('capability_packs_read_file', { pack_id: 'test-pack', path: 'resources/big.txt', offset, length: 1024 * 1024 });
      expect(r.isError).toBe(false);
      expect(r.result).toMatchObject({ path: 'resources/big.txt', encoding: 'utf8', mime: 'text/plain', size: BIG, offset });
      parts.push(r.result.content as string);
      expect(r.result.truncated).toBe(r.result.next_offset !== undefined);
      offset = r.result.next_offset as number | undefined;
      calls++;
    }
    expect(calls).toBe(4);
    expect(parts.join('')).toBe(readFileSync(path.join(PACK, 'resources/big.txt'), 'utf8'));
  });

  test('read_file caps a page at 1 MiB and returns binary files as base64 with a mime type', async () => {
    const big = await s.call('capability_packs_read_file', { pack_id: 'test-pack', path: 'resources/big.txt', length: 50 * 1024 * 1024 });
    expect((big.result.content as string).length).toBe(1024 * 1024);
    const png = await s.call('capability_packs_read_file', { pack_id: 'test-pack', path: './resources//image.png' });
    expect(png.result).toMatchObject({ path: 'resources/image.png', encoding: 'base64', mime: 'image/png', truncated: false, content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]).toString('base64') });
  });

  test.each([
    ['../outside.txt', 'traversal'],
    ['docs/../../pack/SKILL.md', 'traversal'],
    ['/etc/passwd', 'absolute'],
    ['..%2F..%2Fetc%2Fpasswd', 'percent_encoded'],
    ['%2e%2e/%2e%2e/etc/passwd', 'percent_encoded'],
    ['resources/passwd', 'symlink_outside'],
    ['resources/etc/passwd', 'symlink_outside'],
    ['docs\\..\\..\\x', 'invalid'],
  ])('read_file denies %s (%s) with a structured reason', async (p, reason) => {
    const r = await s.call('capability_packs_read_file', { pack_id: 'test-pack', path: p });
    expect(r.isError).toBe(true);
    expect(r.result.error).toMatchObject({ code: 'path_denied', reason });
    expect(JSON.stringify(r.result)).not.toContain('root:');
  });

  test('read_file reports missing files, folders and unknown packs as structured errors', async () => {
    expect((await s.call('capability_packs_read_file', { pack_id: 'test-pack', path: 'nope.md' })).result.error?.code).toBe('not_found');
    expect((await s.call('capability_packs_read_file', { pack_id: 'test-pack', path: 'docs' })).result.error?.code).toBe('not_a_file');
    expect((await s.call('capability_packs_read_file', { pack_id: 'other', path: 'SKILL.md' })).result.error?.code).toBe('unknown_pack');
    expect((await s.call('capability_packs_read_file', { pack_id: 'test-pack' })).result.error).toMatchObject({ code: 'invalid_arguments', details: ['missing required parameter "path"'] });
  });

  test('a pack tool before enable_tools is unknown', async () => {
    const r = await s.call('echo_args', { text: 'hi' });
    expect(r.result.error?.code).toBe('unknown_tool');
  });

  test('enable_tools with a broken tools.json is a structured error that names the problem', async () => {
    const r = await s.call('capability_packs_enable_tools', { pack_id: 'bad-tools' });
    expect(r.isError).toBe(true);
    expect(r.result.error?.code).toBe('tools_json_invalid');
    expect(r.result.error?.details?.join('\n')).toMatch(/name.*does not match|missing "description"/);
  });

  describe('after enable_tools', () => {
    let changed = 0;
    beforeAll(async () => {
      s.client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
        changed++;
      });
      const r = await s.call('capability_packs_enable_tools', { pack_id: 'test-pack' });
      expect(r.result).toMatchObject({ enabled: true, tools: expect.arrayContaining([{ name: 'echo_args', description: 'Print argv as JSON.' }]) });
    });

    test('the tool list changed and was announced', async () => {
      const { tools } = await s.client.listTools();
      expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['echo_args', 'hang', 'flood', 'write_file']));
      expect(tools.find((t) => t.name === 'echo_args')?.inputSchema).toMatchObject({ type: 'object', required: ['text'] });
      expect(changed).toBeGreaterThanOrEqual(1);
    });

    test('shell syntax in arguments reaches the program as literal text, one argument each', async () => {
      const hostile = ['$(touch pwned)', '`id`', '; rm -rf /', 'a b "c"', '*', '| cat /etc/passwd', "'", '\n'];
      const r = await s.call('echo_args', { text: hostile[0], more: hostile.slice(1) });
      expect(r.result).toMatchObject({ ok: true, exit_code: 0 });
      expect(JSON.parse(r.result.stdout as string)).toEqual(['--', ...hostile]);
      expect(existsSync(path.join(WS, 'pwned'))).toBe(false);
    });

    test('an option-looking value is passed after "--", and refused where the program would read it as an option', async () => {
      const ok = await s.call('echo_args', { text: '--help' });
      expect(JSON.parse(ok.result.stdout as string)).toEqual(['--', '--help']);
      const refused = await s.call('no_dashdash', { text: '--inspect=0.0.0.0' });
      expect(refused.result.error).toMatchObject({ code: 'invalid_arguments', reason: 'option_like' });
    });

    test('a missing required parameter is refused without running anything', async () => {
      const r = await s.call('echo_args', {});
      expect(r.result.error).toMatchObject({ code: 'invalid_arguments', details: ['missing required parameter "text"'] });
    });

    test('a timeout kills the whole process group', async () => {
      const r = await s.call('hang');
      expect(r.result).toMatchObject({ ok: false, timed_out: true, signal: 'SIGKILL', exit_code: 137 });
      expect(r.result.stderr).toContain('killed after the 700 ms timeout');
      const pid = Number(readFileSync(path.join(WS, 'child.pid'), 'utf8'));
      await new Promise((r) => setTimeout(r, 200));
      expect(isRunning(pid)).toBe(false);
    });

    test('stdout and stderr are each capped with a marker', async () => {
      const r = await s.call('flood');
      expect(r.result).toMatchObject({ ok: true, stdout_truncated: true, stderr_truncated: true });
      expect(r.result.stdout).toBe(`${'x'.repeat(1000)}\n[packwright: stdout truncated: showed the first 1000 of 2000000 bytes]\n`);
      expect(r.result.stderr).toContain('showed the first 1000 of 5000 bytes');
    });

    test('a run reports its artifacts and sees only allow-listed environment variables', async () => {
      const r = await s.call('write_file');
      expect(r.result.artifacts).toEqual([{ path: 'out/result.json', type: 'file', mime: 'application/json', size_bytes: 7 }]);
      const names = (r.result.stdout as string).trim().split(',');
      expect(names).toContain('PW_ALLOWED');
      expect(names).not.toContain('PW_SECRET');
    });

    test('a failing tool is a result with stderr and exit code, not a crash', async () => {
      const r = await s.call('fail');
      expect(r.isError).toBe(false);
      expect(r.result).toMatchObject({ ok: false, exit_code: 3, stderr: 'boom\n', timed_out: false });
    });

    test('exec_best_effort runs a pack script with literal args and refuses absolute commands', async () => {
      const r = await s.call('capability_packs_exec_best_effort', { pack_id: 'test-pack', command: NODE.startsWith('/') ? 'node' : NODE, args: ['argv.mjs', '$HOME'], cwd_policy: 'pack_root' });
      expect(JSON.parse(r.result.stdout as string)).toEqual(['$HOME']);
      const abs = await s.call('capability_packs_exec_best_effort', { pack_id: 'test-pack', command: '/bin/sh', args: ['-c', 'id'] });
      expect(abs.result.error).toMatchObject({ code: 'path_denied', reason: 'absolute' });
      const missing = await s.call('capability_packs_exec_best_effort', { pack_id: 'test-pack', command: 'no-such-program-xyz' });
      expect(missing.result).toMatchObject({ ok: false, exit_code: 127 });
    });

    test('the audit log has one redacted JSON line per call, and an exec_start line before each command', async () => {
      await s.call('echo_args', { text: ['gh', 'p_abcdefghijklmnopqrstuvwxyz0123456789'].join('') });
      const lines = readFileSync(AUDIT, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      const last = lines[lines.length - 1];
      expect(last).toMatchObject({ event: 'call', tool: 'echo_args', pack_id: 'test-pack', inputs: { text: '[REDACTED]' }, approval: 'operator_allowed', ok: true, exit_code: 0, artifacts: [] });
      expect(lines[lines.length - 2]).toMatchObject({ event: 'exec_start', call_id: last.call_id, tool: 'echo_args', inputs: { text: '[REDACTED]' }, approval: 'operator_allowed', cwd: 'workspace' });
      expect(Date.parse(last.started_at)).toBeLessThanOrEqual(Date.parse(last.finished_at));
      expect(readFileSync(AUDIT, 'utf8')).not.toContain('ghp_abc');
      expect(lines.some((l) => l.tool === 'capability_packs_read_file' && l.error?.code === 'path_denied')).toBe(true);
    });
  });
});

describe('packwright mcp approval', () => {
  test('without --allow-exec nothing runs', async () => {
    const s = await connect([]);
    try {
      await s.call('capability_packs_enable_tools', { pack_id: 'test-pack' });
      const r = await s.call('echo_args', { text: 'x' });
      expect(r.result.error).toMatchObject({ code: 'exec_not_approved', reason: 'operator_denied' });
      expect(s.stderr()).toContain('execution off');
    } finally {
      await s.close();
    }
  });

  test.each([
    ['accept', false],
    ['decline', true],
  ] as const)('a client with elicitation is asked; %s', async (answer, refused) => {
    const s = await connect(['--allow-exec'], { elicit: answer });
    try {
      await s.call('capability_packs_enable_tools', { pack_id: 'test-pack' });
      const r = await s.call('echo_args', { text: 'x' });
      if (refused) expect(r.result.error).toMatchObject({ code: 'exec_not_approved', reason: 'user_declined' });
      else expect(r.result).toMatchObject({ ok: true });
    } finally {
      await s.close();
    }
  });
});

describe('packwright mcp context pack resources', () => {
  test('lists and reads context pack files; hostile URIs are refused', async () => {
    const cp = path.join(REPO_ROOT, 'examples/context-pack');
    writeFileSync(path.join(tmp.dir, 'x'), '');
    const s = await connect(['--context-pack', cp]);
    try {
      const { resources } = await s.client.listResources();
      expect(resources.map((r) => r.uri)).toContain('context-pack://context-pack/pack.json');
      const r = await s.client.readResource({ uri: 'context-pack://context-pack/AGENTS.md' });
      expect(r.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: readFileSync(path.join(cp, 'AGENTS.md'), 'utf8') });
      await expect(s.client.readResource({ uri: 'context-pack://context-pack/..%2F..%2F..%2Fetc%2Fpasswd' })).rejects.toThrow(/traversal|outside|\.\./);
      await expect(s.client.readResource({ uri: 'context-pack://context-pack/%2Fetc%2Fpasswd' })).rejects.toThrow(/absolute/);
    } finally {
      await s.close();
    }
  });

  test('a client that pipes a batch and closes its input still gets every reply', async () => {
    const { spawnSync } = await import('node:child_process');
    const lines = [
      { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'capability_packs_read_file', arguments: { pack_id: 'test-pack', path: 'resources/big.txt', offset: BIG - 10 } } },
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'capability_packs_open_docs', arguments: { pack_id: 'test-pack' } } },
    ];
    const r = spawnSync(NODE, [BUNDLE, 'mcp', '--pack', PACK, '--workspace', path.join(tmp.dir, 'ws-batch')], { encoding: 'utf8', input: lines.map((l) => JSON.stringify(l)).join('\n') + '\n', timeout: 30_000 });
    expect(r.status).toBe(0);
    const replies = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { id: number; result?: { isError?: boolean } });
    expect(replies.map((m) => m.id).sort()).toEqual([0, 1, 2, 3]);
    expect(replies.every((m) => m.result && !m.result.isError)).toBe(true);
  });

  test('a piped "enable_tools, then list and call" sees the tools it enabled', async () => {
    const { spawnSync } = await import('node:child_process');
    const lines = [
      { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'capability_packs_enable_tools', arguments: { pack_id: 'test-pack' } } },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'echo_args', arguments: { text: 'hi' } } },
    ];
    const r = spawnSync(NODE, [BUNDLE, 'mcp', '--pack', PACK, '--workspace', path.join(tmp.dir, 'ws-enable-batch')], { encoding: 'utf8', input: lines.map((l) => JSON.stringify(l)).join('\n') + '\n', timeout: 30_000 });
    expect(r.status).toBe(0);
    const replies = new Map(r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { id: number; result: { tools?: { name: string }[]; structuredContent?: { error?: { code: string; reason?: string } } } }).map((m) => [m.id, m.result]));
    expect(replies.get(2)?.tools?.map((t) => t.name)).toContain('echo_args');
    // Without --allow-exec the tool is refused as not approved, not as unknown.
    expect(replies.has(3)).toBe(true);
    expect(replies.get(3)?.structuredContent?.error).toMatchObject({ code: 'exec_not_approved', reason: 'operator_denied' });
  });

  test('a malformed line gets a JSON-RPC error reply and the server reads on', async () => {
    const { spawnSync } = await import('node:child_process');
    const lines = [
      'not json',
      JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } }),
      '{"jsonrpc":"2.0","id":1,"method":"tools/list"',
      '42',
      '[{"jsonrpc":"2.0","id":2,"method":"ping"}]',
      '{"id":3,"method":"ping"}',
      JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'tools/list' }),
    ];
    const r = spawnSync(NODE, [BUNDLE, 'mcp', '--pack', PACK, '--workspace', path.join(tmp.dir, 'ws-malformed')], { encoding: 'utf8', input: lines.join('\n') + '\n', timeout: 30_000 });
    expect(r.status).toBe(0);
    const replies = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { jsonrpc: string; id: number | null; result?: unknown; error?: { code: number } });
    expect(replies.every((m) => m.jsonrpc === '2.0')).toBe(true);
    const codes = replies.map((m) => JSON.stringify([m.id, m.error?.code ?? 'ok'])).sort();
    expect(codes).toEqual([[null, -32700], [null, -32700], [null, -32600], [null, -32600], [3, -32600], [0, 'ok'], [4, 'ok']].map((x) => JSON.stringify(x)).sort());
    expect(r.stderr).not.toMatch(/\n\s+at |Error/);
  });

  test('a pack that cannot be attached stops the server with one line', async () => {
    const { spawnSync } = await import('node:child_process');
    tmp.write('nometa/README.md', 'no frontmatter\n');
    const r = spawnSync(NODE, [BUNDLE, 'mcp', '--pack', path.join(tmp.dir, 'nometa')], { encoding: 'utf8', input: '' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^packwright: .*nometa: cannot attach: README\.md has no YAML frontmatter/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  test('a workspace overlapping a served pack, or an audit log where tools write, is refused at start', async () => {
    const { spawnSync } = await import('node:child_process');
    const run = (args: string[]) => spawnSync(NODE, [BUNDLE, 'mcp', '--pack', 'pack', ...args], { encoding: 'utf8', input: '', cwd: tmp.dir });
    const inside = run(['--workspace', 'pack/ws']);
    expect(inside.status).toBe(2);
    expect(inside.stderr).toBe('packwright: pack/ws: the workspace would lie inside pack, which is served; what runs there could change it (choose a folder apart from every pack)\n');
    expect(existsSync(path.join(PACK, 'ws'))).toBe(false);
    const holding = run(['--workspace', '.']);
    expect(holding.status).toBe(2);
    expect(holding.stderr).toBe('packwright: .: the workspace would hold pack, which is served; what runs there could change it (choose a folder apart from every pack)\n');
    const audit = run(['--workspace', 'ws2', '--audit-log', 'ws2/audit.jsonl']);
    expect(audit.status).toBe(2);
    expect(audit.stderr).toBe('packwright: ws2/audit.jsonl: the output would land inside ws2, where tools write (they could rewrite the log); choose another output path\n');
  });
});

describe('examples/capability-pack over MCP', () => {
  test('count_text and write_report run and report the artifact', async () => {
    const ws = makeTempDir('packwright-example-ws-');
    ws.write('notes.txt', 'one two\nthree\n');
    const transport = new StdioClientTransport({ command: NODE, args: [BUNDLE, 'mcp', '--pack', 'examples/capability-pack', '--workspace', ws.dir, '--allow-exec'], cwd: REPO_ROOT, stderr: 'pipe', env: { PATH: process.env.PATH ?? '' } });
    const client = new Client({ name: 'packwright-test', version: '1.0.0' });
    try {
      await client.connect(transport);
      await client.callTool({ name: 'capability_packs_enable_tools', arguments: { pack_id: 'capability-pack' } });
      const count = (await client.callTool({ name: 'count_text', arguments: { file: 'notes.txt' } })).structuredContent as Result;
      expect((count.stdout as string).trim().split(/\s+/)).toEqual(['2', '3', '14', 'notes.txt']);
      const report = (await client.callTool({ name: 'write_report', arguments: { title: 'Sizes', files: ['notes.txt'] } })).structuredContent as Result;
      expect(report).toMatchObject({ ok: true, artifacts: [{ path: 'report.md', type: 'file', mime: 'text/markdown' }] });
      expect(readFileSync(path.join(ws.dir, 'report.md'), 'utf8')).toContain('| notes.txt | 2 | 3 | 14 |');
    } finally {
      await client.close();
      ws.cleanup();
    }
  });
});
