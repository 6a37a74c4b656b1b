// Shared helpers for benchmarks: time a command or a function several times and keep the
// median, so each figure sits beside its peer measured in the same run on the same machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE = path.join(ROOT, 'dist', 'index.js');

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Runs a program (argument array, no shell) `runs` times; returns the median wall time in ms. */
export function timeCommand(cmd, args, { runs = 5, cwd = ROOT, env = process.env, warmup = 1, input } = {}) {
  const times = [];
  for (let i = 0; i < warmup + runs; i++) {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(cmd, args, { cwd, env, input, stdio: ['pipe', 'ignore', 'pipe'], maxBuffer: 1 << 30 });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (r.status !== 0 && r.status !== 1) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
    if (i >= warmup) times.push(ms);
  }
  return median(times);
}

/** Runs a command under /usr/bin/time -v style measurement of peak RSS (KiB), via /proc when available. */
export function peakRssKiB(cmd, args, { cwd = ROOT, env = process.env } = {}) {
  const r = spawnSync('/usr/bin/time', ['-f', '%M', cmd, ...args], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const last = r.stderr?.trim().split('\n').pop();
  const n = Number(last);
  return Number.isFinite(n) ? n : null;
}

export function tempDir(prefix = 'packwright-bench-') {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One result row: what we measured, against what, and the limit the issue sets for the ratio. */
export function row(name, oursMs, peerName, peerMs, limit, extra = {}) {
  const ratio = oursMs / peerMs;
  return { name, ours_ms: Math.round(oursMs), peer: peerName, peer_ms: Math.round(peerMs), ratio: Number(ratio.toFixed(2)), limit, ok: ratio <= limit, ...extra };
}

/** `git ARGS` with a fixed identity (a bench repository needs one), its stdout as a Buffer; throws with git's stderr. */
export function git(cwd, args, input) {
  // With encoding 'buffer', a string input would be read as in that (unknown) encoding.
  const r = spawnSync('git', args, { cwd, input: typeof input === 'string' ? Buffer.from(input) : input, encoding: 'buffer', maxBuffer: 1 << 30, env: { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@b', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@b' } });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}
