// Bundles each bin entry with ncc into its own folder under dist/ and makes it executable.
// ncc splits every dynamic import() into a chunk file beside the entry, which is what keeps
// start-up fast (INTEROP.md §3). Each run clears the entry's folder, so dist/ holds only what
// the current sources produce (CI compares it with a fresh bundle).
import { spawnSync } from 'node:child_process';
import { chmodSync, rmSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

const entries = [
  { src: 'src/index.ts', out: 'dist' },
  { src: 'src/sp.ts', out: 'dist/sp' },
];

const keep = new Set(entries.filter((e) => e.out !== 'dist').map((e) => path.basename(e.out)));
if (existsSync('dist')) for (const name of readdirSync('dist')) if (!keep.has(name)) rmSync(path.join('dist', name), { recursive: true, force: true });

for (const { src, out } of entries) {
  if (out !== 'dist') rmSync(out, { recursive: true, force: true });
  const r = spawnSync(process.execPath, ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', src, '-o', out, '--quiet', '--no-source-map-register', '--target', 'es2022'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  chmodSync(path.join(out, 'index.js'), 0o755);
}
