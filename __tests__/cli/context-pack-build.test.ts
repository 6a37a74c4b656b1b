import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/tmp.js';
import { fakeSecret } from '../helpers/fake-secrets.js';

function project() {
  const t = makeTempDir();
  t.write('package.json', JSON.stringify({ name: 'shop', description: 'A small shop API.', main: 'src/server.js', dependencies: { express: '^4.19.0' }, devDependencies: { jest: '^29.0.0' } }));
  t.write('README.md', '# shop\n\nA small shop API that sells things over HTTP.\n');
  t.write('src/server.js', "const express = require('express');\nconst { list } = require('./db.js');\nconst app = express();\napp.get('/items', list);\napp.listen(3000);\n");
  t.write('src/db.js', 'exports.list = (q) => db.query("SELECT * FROM items WHERE name = \'" + q + "\'");\n');
  t.write('.env', 'API_KEY=super-secret-value\n');
  t.write('notes/big.txt', `${Array.from({ length: 10000 }, (_, i) => `row ${i}`).join('\n')}\n`);
  t.write('test/server.test.js', "test('x', () => {});\n");
  return t;
}

describe('packwright context-pack build', () => {
  test('a full pack: every file once, credentials absent, truncation marked, byte-identical on rebuild', () => {
    const t = project();
    try {
      const env = { SOURCE_DATE_EPOCH: '1700000000' };
      const r1 = runCli(['context-pack', 'build', t.dir, '-o', path.join(t.dir, '.context/pack.json')], { env });
      expect(r1.code).toBe(0);
      const text = readFileSync(path.join(t.dir, '.context/pack.json'), 'utf8');
      const r2 = runCli(['context-pack', 'build', t.dir, '-o', path.join(t.dir, '.context/pack.json')], { env });
      expect(r2.code).toBe(0);
      expect(readFileSync(path.join(t.dir, '.context/pack.json'), 'utf8')).toBe(text);
      expect(text).not.toContain('super-secret-value');
      const pack = JSON.parse(text);
      expect(pack.type).toBe('full');
      expect(pack.metadata.created_at).toBe('2023-11-14T22:13:20Z');
      const paths = pack.file_index.map((e: { path: string }) => e.path);
      expect(paths).toEqual([...new Set(paths)]);
      expect(paths).not.toContain('.context/pack.json');
      expect(pack.file_index.find((e: { path: string }) => e.path === '.env')).toMatchObject({ included: false, exclusion_reason: 'credentials' });
      expect(pack.contents.find((c: { path: string }) => c.path === 'notes/big.txt')).toMatchObject({ truncated: true });
      expect(pack.manifest).toMatchObject({ project_name: 'shop', project_type: 'node', purpose_guess: 'A small shop API.', build_system: 'npm', test_framework: 'jest' });
      expect(pack.manifest.dependencies).toEqual([{ name: 'express', version: '^4.19.0', type: 'runtime' }, { name: 'jest', version: '^29.0.0', type: 'dev' }]);
      expect(pack.context_pack_info).toMatchObject({ type: 'full', files_scanned: 7, exclusions_by_reason: { credentials: 1, binary: 0, size: 0, pattern: 0 }, truncated_files: 1 });
      expect(pack.key_files.map((k: { path: string }) => k.path)).toEqual(['src/server.js', 'package.json', 'README.md']);
    } finally {
      t.cleanup();
    }
  });

  test('a summary pack when over the file limit: entry points, routes and risk hotspots from the code', () => {
    const t = project();
    try {
      const r = runCli(['context-pack', 'build', t.dir, '--max-files', '2'], { env: { SOURCE_DATE_EPOCH: '0' } });
      expect(r.code).toBe(0);
      const pack = JSON.parse(r.stdout);
      expect(pack.type).toBe('summary');
      expect(pack.context_pack_info.selection_reason).toBe('6 files exceed max_files 2');
      expect(pack.entrypoints).toEqual([expect.objectContaining({ path: 'src/server.js', type: 'api', routes_or_commands: ['GET /items'] })]);
      expect(pack.risk_hotspots).toEqual([expect.objectContaining({ path: 'src/db.js', risk_type: 'security', indicators: ['SQL text built by concatenation or interpolation at line 1'] })]);
      expect(pack.repo_summary.key_technologies).toEqual(['JavaScript', 'Express', 'jest']);
      expect(pack.repo_summary.description).toContain('A small shop API that sells things over HTTP.');
      expect(pack.repo_summary.description).toMatch(/\bshop is a node project\b/);
      expect(r.stdout).not.toContain('super-secret-value');
    } finally {
      t.cleanup();
    }
  });

  test('an empty tree gives a summary that claims nothing; a one-file tree is counted in the singular', () => {
    const t = makeTempDir();
    try {
      const r = runCli(['context-pack', 'build', t.dir, '--type', 'summary'], { env: { SOURCE_DATE_EPOCH: '0' } });
      expect(r.code).toBe(0);
      const pack = JSON.parse(r.stdout);
      expect(pack.repo_summary).toMatchObject({ key_technologies: [], notable_patterns: [], potential_concerns: [] });
      expect(pack.repo_summary.description).toContain(`${path.basename(t.dir)} is an unknown project. 0 files included of 0 scanned in 0 folders`);
      t.write('main.py', 'print(1)\n');
      const one = JSON.parse(runCli(['context-pack', 'build', t.dir, '--type', 'summary'], { env: { SOURCE_DATE_EPOCH: '0' } }).stdout);
      expect(one.manifest.structure_summary).toBe('1 file included of 1 scanned in 0 folders (0 excluded). Languages by file count: Python 1.');
      expect(one.entrypoints).toEqual([expect.objectContaining({ path: 'main.py', description: 'entry file by name (Python, 1 line).' })]);
      const full = runCli(['context-pack', 'build', t.dir, '-o', path.join(t.dir, 'out.json')], { env: { SOURCE_DATE_EPOCH: '0' } });
      expect(full.stderr).toBe(`${path.join(t.dir, 'out.json')}: full pack, 1 file included, 0 excluded (credentials 0, binary 0, size 0, pattern 0), 9 content bytes; estimated content of 9 bytes within max_content_bytes 500000 and 1 file within max_files 200\n`);
      expect(pack).toMatchObject({ key_files_summary: [], entrypoints: [], risk_hotspots: [], file_index: [] });
    } finally {
      t.cleanup();
    }
  });

  test('a tree big enough for worker threads gives the same bytes with them as without', () => {
    const t = makeTempDir();
    try {
      // Past the 1,500 files from which the scan shares its work with worker threads.
      for (let i = 0; i < 1700; i++) {
        const dir = `pkg${i % 17}/src`;
        t.write(`${dir}/mod${i}.js`, `// Module ${i} of the tree.\nconst next = require('./mod${i + 17}.js');\nexports.value${i} = ${i};\n${i % 100 === 0 ? 'eval(code);\n' : ''}`);
      }
      t.write('pkg3/src/keys.js', `const k = "${fakeSecret.aws()}";\n`);
      t.write('pkg4/blob.bin', Buffer.from([0, 1, 2, 3]));
      t.write('README.md', '# many modules\n');
      const env = { SOURCE_DATE_EPOCH: '0' };
      const threads = runCli(['context-pack', 'build', t.dir], { env: { ...env, PACKWRIGHT_WORKERS: '2' } });
      const single = runCli(['context-pack', 'build', t.dir], { env: { ...env, PACKWRIGHT_WORKERS: '0' } });
      expect([threads.code, threads.stderr, single.code]).toEqual([0, '', 0]);
      expect(threads.stdout).toBe(single.stdout);
      const pack = JSON.parse(threads.stdout);
      expect(pack.type).toBe('summary');
      expect(pack.file_index.find((e: { path: string }) => e.path === 'pkg3/src/keys.js')).toMatchObject({ included: false, exclusion_reason: 'credentials' });
      expect(pack.file_index.find((e: { path: string }) => e.path === 'pkg4/blob.bin')).toMatchObject({ included: false, exclusion_reason: 'binary' });
      expect(pack.risk_hotspots.filter((h: { risk_type: string }) => h.risk_type === 'security')).toHaveLength(17);
    } finally {
      t.cleanup();
    }
  });

  test.each(['full', 'summary'])('a %s pack quotes nothing from a file whose text holds a credential the scan head did not show', (type) => {
    const t = makeTempDir();
    try {
      const aws = fakeSecret.aws();
      const gh = fakeSecret.github();
      const npm = fakeSecret.npm();
      t.write('src/main.py', 'print(1)\n');
      // A UTF-16 README (ASCII markers hidden between NUL bytes), a package.json whose
      // secret sits past the 64 KiB head, a guide whose first paragraph runs past it too.
      t.write('README.md', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`# Demo\n\nDeploy key ${aws} is live.\n`, 'utf16le')]));
      t.write('package.json', JSON.stringify({ name: 'demo', version: '1.0.0', keywords: Array.from({ length: 9000 }, (_, i) => `k${i}`), description: `token ${npm}` }));
      t.write('docs/guide.md', `# Guide\n\n${'word '.repeat(14000)}${gh}\n`);
      const out = path.join(t.dir, 'out.json');
      const r = runCli(['context-pack', 'build', t.dir, '-o', out, '--type', type], { env: { SOURCE_DATE_EPOCH: '0' } });
      expect(r.code).toBe(0);
      const text = readFileSync(out, 'utf8');
      for (const secret of [aws, gh, npm]) expect(text).not.toContain(secret);
      const pack = JSON.parse(text);
      for (const p of ['README.md', 'package.json']) expect(pack.file_index.find((e: { path: string }) => e.path === p)).toMatchObject({ included: false, exclusion_reason: 'credentials' });
      expect(pack.manifest.purpose_guess).toBe('No description found in the manifests or README.');
      expect(pack.context_pack_info.exclusions_by_reason.credentials).toBeGreaterThanOrEqual(2);
    } finally {
      t.cleanup();
    }
  });

  test('snapshot --json and the short report', () => {
    const t = project();
    try {
      const r = runCli(['snapshot', t.dir, '--json'], { env: { SOURCE_DATE_EPOCH: '0' } });
      expect(r.code).toBe(0);
      const snap = JSON.parse(r.stdout);
      expect(snap.exclusion_stats).toEqual({ by_pattern: 0, by_size: 0, by_binary: 0, by_credentials: 1 });
      expect(snap.files.map((f: { relative_path: string }) => f.relative_path)).toContain('src/db.js');
      const short = runCli(['snapshot', t.dir], { env: { SOURCE_DATE_EPOCH: '0' } });
      expect(short.stdout).toMatch(/6 files included of 7/);
    } finally {
      t.cleanup();
    }
  });

  test('--help for both commands', () => {
    for (const cmd of [['snapshot'], ['context-pack', 'build']]) {
      const r = runCli([...cmd, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`Usage: packwright ${cmd.join(' ')}`);
    }
  });

  test('bad input: one line, exit 2', () => {
    const r = runCli(['context-pack', 'build', '/nonexistent/root']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('packwright: /nonexistent/root: no such file or directory\n');
    const bad = runCli(['context-pack', 'build', '.', '--max-files', 'lots']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--max-files must be a positive whole number/);
    const type = runCli(['context-pack', 'build', '.', '--type', 'huge']);
    expect(type.stderr).toMatch(/--type must be one of auto, full, summary/);
    const t = makeTempDir();
    try {
      t.write('README.md', '# x\n');
      // Node 20's own recursive mkdir would spin here for ever (see core/make-dirs.ts).
      if (existsSync('/proc/sys')) {
        const out = runCli(['context-pack', 'build', t.dir, '-o', '/proc/sys/packwright/pack.json']);
        expect(out.code).toBe(2);
        expect(out.stderr).toBe('packwright: /proc/sys/packwright: no such file or directory\n');
      }
      // A file that is not a pack is never replaced (the scan left it out as the output).
      const onReadme = runCli(['context-pack', 'build', t.dir, '-o', path.join(t.dir, 'README.md')]);
      expect(onReadme.code).toBe(2);
      expect(onReadme.stderr).toBe(`packwright: ${path.join(t.dir, 'README.md')}: exists and is not a pack built by packwright; refusing to replace it (move it away, or write the pack elsewhere)\n`);
      expect(readFileSync(path.join(t.dir, 'README.md'), 'utf8')).toBe('# x\n');
      const underFile = runCli(['context-pack', 'build', t.dir, '-o', path.join(t.dir, 'README.md', 'pack.json')]);
      expect(underFile.code).toBe(2);
      expect(underFile.stderr).toMatch(/README\.md: not a directory\n$/);
    } finally {
      t.cleanup();
    }
  });
});
