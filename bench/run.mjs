// `npm run bench`: runs every bench/*.bench.mjs (or those named on the command line) and
// prints one table of ratios. Each bench module exports `meta` ({name, issue}) and a default
// async function returning rows made with lib.row(). Exit 1 when a ratio is over its limit.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const only = process.argv.slice(2);
const files = readdirSync(path.join(ROOT, 'bench')).filter((f) => f.endsWith('.bench.mjs')).sort()
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)));
const rows = [];
for (const f of files) {
  const mod = await import(path.join(ROOT, 'bench', f));
  process.stderr.write(`bench: ${mod.meta?.name ?? f}…\n`);
  for (const r of await mod.default()) {
    rows.push(r);
    process.stderr.write(`  ${r.name}: ${r.ours_ms} ms vs ${r.peer} ${r.peer_ms} ms = ${r.ratio}× (limit ${r.limit}×) ${r.ok ? 'ok' : 'OVER'}\n`);
  }
}
const w = Math.max(4, ...rows.map((r) => r.name.length));
console.log(`${'benchmark'.padEnd(w)}  ${'ours ms'.padStart(8)}  ${'peer ms'.padStart(8)}  ratio  limit  peer`);
for (const r of rows) {
  const extra = r.ours_rss_kib ? `  (peak RSS ours ${Math.round(r.ours_rss_kib / 1024)} MiB, peer ${Math.round((r.peer_rss_kib ?? 0) / 1024)} MiB)` : '';
  console.log(`${r.name.padEnd(w)}  ${String(r.ours_ms).padStart(8)}  ${String(r.peer_ms).padStart(8)}  ${r.ratio.toFixed(2).padStart(5)}  ${String(r.limit).padStart(5)}  ${r.peer}${r.ok ? '' : '  OVER LIMIT'}${extra}`);
}
process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
