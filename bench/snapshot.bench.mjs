// Issue #5: `context-pack build` on a real tree of a few thousand files of many kinds (the
// unpacked tarballs of a pinned set of npm packages, cached under .bench/npm), against repomix
// with its default settings and its token cache off, and against a bare walk-read-hash of the
// same tree in Node (the physical floor: every file opened, read whole and hashed).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE, ROOT, timeCommand, peakRssKiB, tempDir, row } from './lib.mjs';

export const meta = { name: 'context-pack build on npm tarballs', issue: 5 };

const PACKAGES = ['lodash@4.17.21', 'date-fns@2.30.0', 'eslint@8.57.0', 'webpack@5.90.3', '@babel/core@7.24.0', 'express@4.19.2', 'rxjs@7.8.1', 'typescript@5.4.5'];
const CACHE = path.join(ROOT, '.bench', 'npm');

function tarball(spec) {
  const [, scope, name, version] = /^(@[^/]+\/)?([^@]+)@(.+)$/.exec(spec);
  const file = path.join(CACHE, `${scope ? `${scope.slice(1, -1)}-` : ''}${name}-${version}.tgz`);
  if (!existsSync(file)) {
    mkdirSync(CACHE, { recursive: true });
    const r = spawnSync('npm', ['pack', '-q', spec], { cwd: CACHE, encoding: 'utf8' });
    if (r.status !== 0 || !existsSync(file)) throw new Error(`npm pack ${spec} failed: ${r.stderr}`);
  }
  return { file, dir: `${scope ? scope.slice(1, -1) + '-' : ''}${name}` };
}

const WALK_READ_HASH = `
const { readdirSync, readFileSync } = require('node:fs');
const { createHash } = require('node:crypto');
const path = require('node:path');
let n = 0;
const walk = (d) => { for (const e of readdirSync(d, { withFileTypes: true })) { const p = path.join(d, e.name); if (e.isDirectory()) walk(p); else if (e.isFile()) { createHash('sha256').update(readFileSync(p)).digest('hex'); n++; } } };
walk(process.argv[1]);
`;

export default async function () {
  const { dir, cleanup } = tempDir('packwright-bench-snapshot-');
  try {
    const tree = path.join(dir, 'tree');
    mkdirSync(tree);
    for (const spec of PACKAGES) {
      const t = tarball(spec);
      const into = path.join(dir, 'unpack');
      mkdirSync(into, { recursive: true });
      const r = spawnSync('tar', ['-xzf', t.file, '-C', into]);
      if (r.status !== 0) throw new Error(`tar ${t.file} failed`);
      renameSync(path.join(into, readdirSync(into)[0]), path.join(tree, t.dir));
    }
    writeFileSync(path.join(tree, 'README.md'), '# bench tree\n\nThe unpacked tarballs of a pinned set of npm packages.\n');
    const files = spawnSync('find', [tree, '-type', 'f'], { encoding: 'utf8', maxBuffer: 1 << 28 }).stdout.split('\n').filter(Boolean).length;
    const env = { ...process.env, SOURCE_DATE_EPOCH: '0', REPOMIX_TOKEN_CACHE: '0' };
    const oursArgs = [BUNDLE, 'context-pack', 'build', tree, '-o', path.join(dir, 'pack.json')];
    const repomixArgs = [path.join(ROOT, 'node_modules', 'repomix', 'bin', 'repomix.cjs'), tree, '-o', path.join(dir, 'repomix.xml'), '--quiet'];
    const floorArgs = ['-e', WALK_READ_HASH, tree];
    const ours = timeCommand(process.execPath, oursArgs, { runs: 5, env, cwd: dir });
    const floor = timeCommand(process.execPath, floorArgs, { runs: 5, env, cwd: dir });
    const repomix = timeCommand(process.execPath, repomixArgs, { runs: 3, warmup: 0, env, cwd: dir });
    const rss = {
      ours: peakRssKiB(process.execPath, oursArgs, { env, cwd: dir }),
      floor: peakRssKiB(process.execPath, floorArgs, { env, cwd: dir }),
      repomix: peakRssKiB(process.execPath, repomixArgs, { env, cwd: dir }),
    };
    return [
      row(`context-pack build, ${files} files`, ours, 'repomix (defaults)', repomix, 0.2, { ours_rss_kib: rss.ours, peer_rss_kib: rss.repomix }),
      row(`context-pack build, ${files} files`, ours, 'walk-read-hash (node)', floor, 2, { ours_rss_kib: rss.ours, peer_rss_kib: rss.floor }),
    ];
  } finally {
    cleanup();
  }
}
