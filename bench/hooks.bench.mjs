// Issue #6: the pre-commit hook. A commit of 10 ordinary files against `node -e 0`, and a
// staged tree of 3,000 real source files (copied from node_modules) against git's own floor
// for the same work: `git diff --cached --name-only -z` plus `git cat-file --batch` of the blobs.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, median, tempDir, row, git } from './lib.mjs';

export const meta = { name: 'pre-commit hook', issue: 6 };

const HOOK = path.join(ROOT, 'hooks', 'pre-commit');
const SOURCE = /\.(js|mjs|cjs|ts|md|json)$/;
/** The name rules would rightly flag files such as jose's generate_secret.js; the tree is meant to be clean. */
const CREDENTIAL_LOOKING = /secret|token|credential|\.env|\.pem$|\.key$|id_rsa|id_ed25519|kubeconfig/i;

/** The first `n` source files under node_modules, in a stable order, each under 200 KB. */
function realSourceFiles(n) {
  const out = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } catch {
      return;
    }
    for (const e of entries) {
      if (out.length >= n) return;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile() && SOURCE.test(e.name) && !CREDENTIAL_LOOKING.test(full) && statSync(full).size < 200_000) out.push(full);
    }
  };
  walk(path.join(ROOT, 'node_modules'));
  return out;
}


/** A repository with `files` staged under src/. */
function stagedRepo(dir, files) {
  git(dir, ['init', '-q']);
  const nm = path.join(ROOT, 'node_modules');
  for (const f of files) {
    const dest = path.join(dir, 'src', path.relative(nm, f));
    mkdirSync(path.dirname(dest), { recursive: true });
    copyFileSync(f, dest);
  }
  writeFileSync(path.join(dir, 'README.md'), '# bench\n');
  git(dir, ['add', '-A']);
}

/**
 * Times several commands in turns (A, B, C, A, B, C, …) and returns each one's median, so a
 * burst of load on a shared machine hits ours and the peer alike instead of one series.
 */
function timeInterleaved(commands, { runs, warmup = 2 }) {
  const times = commands.map(() => []);
  for (let i = 0; i < warmup + runs; i++) {
    commands.forEach(({ cmd, args, cwd, input }, k) => {
      const t0 = process.hrtime.bigint();
      const r = spawnSync(cmd, args, { cwd, input, stdio: [input === undefined ? 'ignore' : 'pipe', 'ignore', 'pipe'], maxBuffer: 1 << 30 });
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
      if (i >= warmup) times[k].push(ms);
    });
  }
  return times.map(median);
}

function hookExitCode(cwd) {
  return spawnSync('sh', [HOOK], { cwd, stdio: 'ignore' }).status;
}

export default async function () {
  const rows = [];
  const files = realSourceFiles(3000);
  const small = tempDir();
  const large = tempDir();
  try {
    stagedRepo(small.dir, files.slice(0, 9));
    if (hookExitCode(small.dir) !== 0) throw new Error('the hook found something in the 10-file commit');
    const [hook10, node] = timeInterleaved([{ cmd: 'sh', args: [HOOK], cwd: small.dir }, { cmd: process.execPath, args: ['-e', '0'] }], { runs: 15, warmup: 3 });
    rows.push(row('hook: commit of 10 files', hook10, 'node -e 0', node, 3));

    stagedRepo(large.dir, files);
    if (hookExitCode(large.dir) !== 0) throw new Error('the hook found something in the 3,000-file tree');
    const oids = git(large.dir, ['ls-files', '-s', '-z']).toString('utf8').split('\0').filter(Boolean).map((l) => l.split(' ')[1]);
    const [hook3k, diff, cat] = timeInterleaved(
      [
        { cmd: 'sh', args: [HOOK], cwd: large.dir },
        { cmd: 'git', args: ['diff', '--cached', '--name-only', '-z'], cwd: large.dir },
        { cmd: 'git', args: ['cat-file', '--batch'], cwd: large.dir, input: `${oids.join('\n')}\n` },
      ],
      { runs: 9 },
    );
    rows.push(row(`hook: ${oids.length} staged files`, hook3k, 'git diff --cached + git cat-file --batch', diff + cat, 3));
  } finally {
    small.cleanup();
    large.cleanup();
  }
  return rows;
}
