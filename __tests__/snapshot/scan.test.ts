import { spawnSync } from 'node:child_process';
import { rsaPrivateKeyPem } from '../helpers/fake-secrets.js';
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scanProject } from '../../src/snapshot/scan.js';
import { makeTempDir } from '../helpers/tmp.js';

const TS = '1970-01-01T00:00:00Z';

describe('scanProject', () => {
  const t = makeTempDir();
  afterAll(() => t.cleanup());
  beforeAll(() => {
    t.write('package.json', '{"name":"demo","main":"src/index.ts"}\n');
    t.write('src/index.ts', 'export const a = 1;\n');
    t.write('src/auth/login.ts', 'export function login() {}\n');
    t.write('src/util.ts', 'export {}\n');
    t.write('README.md', '# demo\n');
    t.write('.env', 'SECRET=1\n');
    t.write('config/.env.example', 'SECRET=\n');
    t.write('keys/server.pem', 'x\n');
    t.write('node_modules/dep/index.js', 'x\n');
    t.write('dist/out.js', 'x\n');
    t.write('dist/keep.js', 'x\n');
    t.write('logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]));
    t.write('data.bin.txt', Buffer.from([0x61, 0, 0x62]));
    t.write('db/dump.sql', 'select 1;\n');
    t.write('ignored/a.txt', 'x\n');
    t.write('sub/.gitignore', '*.tmp\n');
    t.write('sub/a.tmp', 'x\n');
    t.write('b.tmp', 'x\n');
    t.write('.gitignore', 'ignored/\n');
    t.write('.councilignore', 'drafts/\n');
    t.write('drafts/x.md', 'x\n');
    t.write('conf/leak.txt', rsaPrivateKeyPem());
    t.write('.npmrc', '//registry.npmjs.org/:_authToken=abc\n');
    t.write('__pycache__/m.pyc', 'x');
    t.write('.git/info/exclude', 'local-only.txt\n');
    t.write('local-only.txt', 'x\n');
    t.write('tests/login.test.ts', 'test("x", () => {})\n');
    spawnSync('mkfifo', [path.join(t.dir, 'pipe')]);
    symlinkSync('loop', path.join(t.dir, 'loop'));
    mkdirSync(path.join(t.dir, 'linkdir'));
    symlinkSync('..', path.join(t.dir, 'linkdir', 'up'));
    writeFileSync(Buffer.from(path.join(t.dir, 'bad-\xff-name.txt'), 'latin1'), 'x\n');
  });

  test('every file is included, excluded with its reason, or skipped; once each', async () => {
    const { snapshot } = await scanProject(t.dir, { timestamp: TS, include: ['dist/keep.js'], exclude: ['db/'] });
    const included = snapshot.files.map((f) => f.relative_path);
    const excluded = Object.fromEntries(snapshot.excluded_files.map((e) => [e.path, e.reason]));
    expect(included).toEqual(['.councilignore', '.gitignore', 'README.md', 'b.tmp', 'config/.env.example', 'dist/keep.js', 'package.json', 'src/auth/login.ts', 'src/index.ts', 'src/util.ts', 'sub/.gitignore', 'tests/login.test.ts']);
    expect(excluded).toEqual({
      '.env': 'credentials',
      '.git/': 'pattern_match',
      '.npmrc': 'credentials',
      '__pycache__/': 'cache',
      'conf/leak.txt': 'credentials',
      'data.bin.txt': 'binary',
      'db/': 'pattern_match',
      'dist/out.js': 'build_output',
      'drafts/': 'pattern_match',
      'ignored/': 'pattern_match',
      'keys/server.pem': 'credentials',
      'local-only.txt': 'pattern_match',
      'logo.png': 'binary',
      'node_modules/': 'dependency_dir',
      'sub/a.tmp': 'pattern_match',
    });
    expect(snapshot.skipped.map((s) => s.path)).toEqual(expect.arrayContaining(['pipe', 'loop', 'linkdir/up']));
    expect(snapshot.skipped.find((s) => s.path === 'pipe')!.problem).toMatch(/FIFO/);
    expect(snapshot.skipped.find((s) => s.problem === 'name is not valid UTF-8')).toBeDefined();
    expect(snapshot.exclusion_stats).toEqual({ by_pattern: 9, by_size: 0, by_binary: 2, by_credentials: 4 });
  });

  test('a nested .gitignore applies only below its folder', async () => {
    const { snapshot } = await scanProject(t.dir, { timestamp: TS });
    expect(snapshot.files.map((f) => f.relative_path)).toContain('b.tmp');
  });

  test('categories and key files', async () => {
    const { snapshot } = await scanProject(t.dir, { timestamp: TS });
    const byPath = Object.fromEntries(snapshot.files.map((f) => [f.relative_path, f]));
    expect(byPath['src/auth/login.ts'].category).toBe('auth');
    expect(byPath['src/index.ts'].category).toBe('entrypoint');
    expect(byPath['tests/login.test.ts'].category).toBe('test');
    expect(byPath['README.md'].category).toBe('documentation');
    expect(byPath['package.json']).toMatchObject({ category: 'config', is_key_file: true, type: 'text', extension: '.json' });
    expect(byPath['src/util.ts'].is_key_file).toBe(false);
    expect(byPath['src/auth/login.ts'].is_key_file).toBe(true);
  });

  test('credentials stay out whatever --include says', async () => {
    const { snapshot } = await scanProject(t.dir, { timestamp: TS, include: ['.env', 'keys/**', '*.pem'] });
    expect(snapshot.files.map((f) => f.relative_path)).not.toContain('.env');
    expect(snapshot.files.map((f) => f.relative_path)).not.toContain('keys/server.pem');
  });

  test('files over the size limit are excluded without reading', async () => {
    const { snapshot } = await scanProject(t.dir, { timestamp: TS, maxFileSizeBytes: 10 });
    expect(snapshot.excluded_files.find((e) => e.path === 'package.json')?.reason).toBe('size_limit');
  });

  test('an unreadable file is skipped, not a crash', async () => {
    if (process.getuid?.() === 0) return; // root reads everything
    const f = t.write('locked.txt', 'x\n');
    chmodSync(f, 0o000);
    try {
      const { snapshot } = await scanProject(t.dir, { timestamp: TS });
      expect(snapshot.skipped.find((s) => s.path === 'locked.txt')?.problem).toBe('permission denied');
    } finally {
      chmodSync(f, 0o644);
    }
  });

  test('a missing root is one clear error', async () => {
    await expect(scanProject(path.join(t.dir, 'nope'), { timestamp: TS })).rejects.toThrow(/nope: no such file or directory/);
  });

  test('names that are not UTF-8 are listed once each, stray bytes as \\xNN (not all as U+FFFD)', async () => {
    const u = makeTempDir();
    try {
      for (const b of [0xff, 0xfe]) writeFileSync(Buffer.concat([Buffer.from(`${u.dir}/a`), Buffer.from([b])]), 'x\n');
      mkdirSync(Buffer.concat([Buffer.from(`${u.dir}/d`), Buffer.from([0xc3])]));
      const { snapshot } = await scanProject(u.dir, { timestamp: TS });
      expect(snapshot.skipped).toEqual([
        { path: 'a\\xfe', problem: 'name is not valid UTF-8' },
        { path: 'a\\xff', problem: 'name is not valid UTF-8' },
        { path: 'd\\xc3', problem: 'name is not valid UTF-8' },
      ]);
    } finally {
      u.cleanup();
    }
  });
});
