// Issue #7: through the bundled `packwright mcp` (driven by the MCP SDK client over stdio),
// reading the last 1 MiB page of a 500 MB file against reading the first (pread: no whole-file
// reads), and calling a pack tool whose command runs 100 ms against running that command directly.
import { mkdirSync, writeFileSync, openSync, ftruncateSync, closeSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { BUNDLE, median, tempDir, timeCommand, row } from './lib.mjs';

export const meta = { name: 'capability pack host over MCP', issue: 7 };

const SIZE = 500 * 1024 * 1024;
const PAGE = 1024 * 1024;

async function timeCalls(fn, runs, warmup = 2) {
  const times = [];
  for (let i = 0; i < warmup + runs; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (i >= warmup) times.push(ms);
  }
  return median(times);
}

export default async function () {
  const { dir, cleanup } = tempDir();
  const pack = path.join(dir, 'pack');
  mkdirSync(path.join(pack, 'resources'), { recursive: true });
  writeFileSync(path.join(pack, 'SKILL.md'), '---\nname: bench\ndescription: Benchmark pack.\n---\n# Bench\n');
  // A sparse 500 MB file: no disk needed, and a whole-file read would still have to walk all of it.
  const fd = openSync(path.join(pack, 'resources', 'big.bin'), 'w');
  ftruncateSync(fd, SIZE);
  closeSync(fd);
  writeFileSync(path.join(pack, 'tools.json'), JSON.stringify({ tools: [{ name: 'sleep_100ms', description: 'Sleeps 100 ms.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'sleep', args: ['0.1'] } }] }));
  const transport = new StdioClientTransport({ command: process.execPath, args: [BUNDLE, 'mcp', '--pack', pack, '--workspace', path.join(dir, 'ws'), '--allow-exec'], stderr: 'ignore' });
  const client = new Client({ name: 'bench', version: '1' });
  try {
    await client.connect(transport);
    const read = (offset) => async () => {
      const r = await client.callTool({ name: 'capability_packs_read_file', arguments: { pack_id: 'bench', path: 'resources/big.bin', offset, length: PAGE } });
      if (r.isError) throw new Error(JSON.stringify(r.structuredContent));
    };
    // Interleaved, so neither side gets the warm caches alone.
    const firsts = [];
    const lasts = [];
    for (let i = 0; i < 17; i++) {
      const f = await timeCalls(read(0), 1, 0);
      const l = await timeCalls(read(SIZE - PAGE), 1, 0);
      if (i >= 2) {
        firsts.push(f);
        lasts.push(l);
      }
    }
    const first = median(firsts);
    const last = median(lasts);
    await client.callTool({ name: 'capability_packs_enable_tools', arguments: { pack_id: 'bench' } });
    const viaMcp = await timeCalls(async () => {
      const r = await client.callTool({ name: 'sleep_100ms', arguments: {} });
      if (!r.structuredContent?.ok) throw new Error(JSON.stringify(r.structuredContent));
    }, 10);
    const direct = timeCommand('sleep', ['0.1'], { runs: 10, warmup: 2 });
    return [
      row('read_file last 1 MiB page of 500 MB', last, 'first page', first, 1.5),
      row('pack tool (sleep 0.1) via MCP', viaMcp, 'sleep 0.1 directly', direct, 1.3),
    ];
  } finally {
    await client.close().catch(() => undefined);
    cleanup();
  }
}
