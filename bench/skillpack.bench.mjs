// Issue #3: `sp install` of a generated 200-skill, 50 MB pack (with binaries and executables)
// against `cp -a` of the same folders, with sp's own start-up (`sp --help`) taken off; and
// `sp list` over a tree of 100,000 files against `find -name SKILL.md` (start-up taken off too).
import { writeFileSync, mkdirSync, chmodSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ROOT, timeCommand, tempDir, row, median } from './lib.mjs';

export const meta = { name: 'skill packs: install and discovery', issue: 3 };

// SP_BUNDLE measures another bundle (e.g. one built from source into a temp folder) without touching dist/.
const SP = process.env.SP_BUNDLE ? path.resolve(process.env.SP_BUNDLE) : path.join(ROOT, 'dist', 'sp', 'index.js');
const SKILLS = 200;
const TOTAL = 50 * 1024 * 1024;

function generateInstallRepo(dir) {
  const per = Math.floor(TOTAL / SKILLS);
  for (let i = 0; i < SKILLS; i++) {
    const name = `skill-${String(i).padStart(3, '0')}`;
    const d = path.join(dir, 'skills', `group-${i % 10}`, name);
    mkdirSync(path.join(d, 'scripts'), { recursive: true });
    mkdirSync(path.join(d, 'assets'), { recursive: true });
    writeFileSync(path.join(d, 'SKILL.md'), `---\nname: ${name}\ndescription: Generated skill ${i}.\n---\n\n# ${name}\n`);
    writeFileSync(path.join(d, 'scripts', 'run.sh'), '#!/bin/sh\necho run\n');
    chmodSync(path.join(d, 'scripts', 'run.sh'), 0o755);
    for (let k = 0; k < 4; k++) writeFileSync(path.join(d, 'assets', `blob-${k}.bin`), randomBytes(Math.floor(per / 4)));
  }
  mkdirSync(path.join(dir, 'packs'));
  writeFileSync(path.join(dir, 'packs', 'bench.yaml'), 'name: bench\ninclude:\n  - "**"\n');
}

/** 100,000 files: 1,000 skill folders of 100 files each, spread over nested folders. */
function generateDiscoveryTree(dir) {
  for (let i = 0; i < 1000; i++) {
    const d = path.join(dir, 'skills', `area-${i % 20}`, `topic-${i % 7}`, `skill-${i}`);
    mkdirSync(path.join(d, 'refs'), { recursive: true });
    writeFileSync(path.join(d, 'SKILL.md'), 'x');
    for (let k = 0; k < 99; k++) writeFileSync(path.join(d, 'refs', `f${k}.md`), '');
  }
}

/**
 * Times two commands in turns (a, b, a, b, …) after one warm-up each, and returns both medians.
 * Run one after the other, whichever went first met the file system's slow phase after the
 * repository was generated (the first few hundred MB written are slow on some VMs).
 */
function timeAlternating(runs, a, b) {
  const times = [[], []];
  for (let i = 0; i < runs + 1; i++) {
    for (const [k, fn] of [a, b].entries()) {
      const prepared = fn.prepare?.(i);
      const t0 = process.hrtime.bigint();
      const r = fn.run(prepared);
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (r.status !== 0) throw new Error(`exit ${r.status}: ${r.stderr}`);
      if (i > 0) times[k].push(ms);
    }
  }
  return times.map(median);
}

export default async function () {
  const { dir, cleanup } = tempDir();
  try {
    const repo = path.join(dir, 'repo');
    generateInstallRepo(repo);
    const env = { ...process.env, HOME: dir };
    const [ours, cp] = timeAlternating(
      7,
      {
        prepare: (i) => ({ sink: path.join(dir, `sink-${i}`), home: path.join(dir, `home-${i}`) }),
        run: ({ sink, home }) => spawnSync(process.execPath, [SP, 'install', 'bench', '--agent', 'custom', '--path', sink], { cwd: repo, env: { ...env, SKILLPACK_HOME: home }, stdio: ['ignore', 'ignore', 'pipe'] }),
      },
      {
        prepare: (i) => path.join(dir, `cp-${i}`),
        run: (dest) => spawnSync('cp', ['-a', path.join(repo, 'skills'), dest], { stdio: ['ignore', 'ignore', 'pipe'] }),
      },
    );
    const startup = timeCommand(process.execPath, [SP, '--help'], { runs: 9, warmup: 2 });
    for (const n of ['sink', 'home', 'cp']) for (let i = 0; i < 8; i++) rmSync(path.join(dir, `${n}-${i}`), { recursive: true, force: true });

    const tree = path.join(dir, 'tree');
    generateDiscoveryTree(tree);
    const list = timeCommand(process.execPath, [SP, 'list'], { cwd: tree, runs: 5 });
    const find = timeCommand('find', ['skills', '-name', 'SKILL.md'], { cwd: tree, runs: 5 });
    return [
      row('sp install 200 skills / 50 MB (start-up taken off)', ours - startup, 'cp -a', cp, 1.5, { startup_ms: Math.round(startup) }),
      // Node's own start-up is about the time find needs for the whole walk, so the walk is
      // compared with start-up taken off, as for install; the raw figure is kept beside it.
      row('sp list over 100,000 files (start-up taken off)', list - startup, 'find -name SKILL.md', find, 2, { total_ms: Math.round(list) }),
    ];
  } finally {
    cleanup();
  }
}
