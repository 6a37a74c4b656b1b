// Issue #4: verifying a 10 MiB .ctxpkg against sha256sum of the same file plus the start-up
// time of `packwright --version` (the floor: read and hash the bytes once, and start node).
import { writeFileSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE, timeCommand, tempDir, row } from './lib.mjs';

export const meta = { name: '.ctxpkg verify', issue: 4 };

const TARGET = 10 * 1024 * 1024;

/** A knowledge layer of realistic facts, sized so the pretty-printed package is just under 10 MiB. */
function writeLayers(dir, facts) {
  const list = [];
  for (let i = 0; i < facts; i++) {
    list.push({
      category: `area-${i % 17}`,
      key: `fact-${i}`,
      value: `Fact ${i}: the service keeps its session tokens in Redis under "sess:{id}" and expires them after 30 minutes\\u00a0of inactivity.`,
      source_session: `session-${i % 101}`,
      confidence: 1.0,
      created_at: '2025-01-15T09:00:00Z',
      last_confirmed: '2025-01-15T09:00:00Z',
    });
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'knowledge.json'), JSON.stringify({ facts: list, patterns: [], insights: [], exported_at: '2025-01-15T09:30:00Z' }, null, 2));
}

function build(dir, facts) {
  const layers = path.join(dir, `layers-${facts}`);
  writeLayers(layers, facts);
  const out = path.join(dir, 'bench.ctxpkg');
  timeCommand(process.execPath, [BUNDLE, 'ctxpkg', 'create', '--name', 'bench', '--version', '1.0.0', '--description', 'bench', '--from', layers, '-o', out, '--created-at', '2025-01-15T10:00:00Z'], { runs: 1, warmup: 0 });
  return statSync(out).size;
}

export default async function () {
  const { dir, cleanup } = tempDir();
  try {
    // Size the package from a small sample, then build it once near the limit.
    const sample = 1000;
    const per = build(dir, sample) / sample;
    let facts = Math.floor((TARGET * 0.98) / per);
    let size = build(dir, facts);
    while (size > TARGET) size = build(dir, (facts = Math.floor(facts * 0.99)));
    const file = path.join(dir, 'bench.ctxpkg');
    const ours = timeCommand(process.execPath, [BUNDLE, 'ctxpkg', 'verify', file], { runs: 9, warmup: 2 });
    const sha = timeCommand('sha256sum', [file], { runs: 9, warmup: 2 });
    const version = timeCommand(process.execPath, [BUNDLE, '--version'], { runs: 9, warmup: 2 });
    return [row(`ctxpkg verify ${(size / 1048576).toFixed(1)} MiB`, ours, 'sha256sum + packwright --version', sha + version, 2, { sha256sum_ms: Math.round(sha), version_ms: Math.round(version) })];
  } finally {
    cleanup();
  }
}
