// `snapshot` and `context-pack build` in-process through main(), so these see src/ without
// `npm run bundle`: inputs a hostile probe found mishandled (each test failed before its fix).
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { main } from '../../src/cli/main.js';
import { commands } from '../../src/cli/commands.js';
import { makeTempDir } from '../helpers/tmp.js';
import { isolateGitConfigForFile } from '../helpers/in-process.js';

async function cli(args: string[], cwd: string, env: NodeJS.ProcessEnv = { SOURCE_DATE_EPOCH: '0' }) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, env: { ...process.env, ...env }, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } }, commands);
  return { code, stdout, stderr };
}

interface IndexEntry {
  path: string;
  type: string;
  included: boolean;
  exclusion_reason?: string;
}

isolateGitConfigForFile();

describe('context-pack build: credentials', () => {
  test('a registry token past the first 64 KiB of a big .npmrc does not reach a full pack', async () => {
    const t = makeTempDir();
    try {
      // The scan checks the head only; the token sits in the tail window the pack keeps.
      t.write('.npmrc', `${'# padding\n'.repeat(8000)}//registry.npmjs.org/:_authToken=abcdef0123456789abcdef0123456789abcd\n`);
      t.write('index.js', 'module.exports = 1;\n');
      const r = await cli(['context-pack', 'build', t.dir, '--type', 'full'], t.dir);
      expect(r.code).toBe(0);
      expect(r.stdout).not.toContain('abcdef0123456789abcdef0123456789abcd');
      const pack = JSON.parse(r.stdout);
      expect(pack.file_index.find((e: IndexEntry) => e.path === '.npmrc')).toMatchObject({ included: false, exclusion_reason: 'credentials' });
    } finally {
      t.cleanup();
    }
  });
});

describe('context-pack build: output path', () => {
  test('a root given through a symlink still leaves its own pack out: a rebuild gives the same bytes', async () => {
    const t = makeTempDir();
    try {
      t.write('real/index.js', 'console.log(1);\n');
      symlinkSync(path.join(t.dir, 'real'), path.join(t.dir, 'link'));
      const out = path.join(t.dir, 'real', 'pack.json');
      expect((await cli(['context-pack', 'build', 'link', '-o', out], t.dir)).code).toBe(0);
      const first = readFileSync(out, 'utf8');
      expect((await cli(['context-pack', 'build', 'link', '-o', out], t.dir)).code).toBe(0);
      expect(readFileSync(out, 'utf8')).toBe(first);
      expect(JSON.parse(first).file_index.map((e: IndexEntry) => e.path)).toEqual(['index.js']);
      // And the other way round: the real root, the output named through the link.
      expect((await cli(['context-pack', 'build', 'real', '-o', 'link/pack.json'], t.dir)).code).toBe(0);
      expect(JSON.parse(readFileSync(out, 'utf8')).file_index.map((e: IndexEntry) => e.path)).toEqual(['index.js']);
    } finally {
      t.cleanup();
    }
  });

  test('-o naming a folder fails at once, naming it as given', async () => {
    const t = makeTempDir();
    try {
      t.write('a.txt', 'a\n');
      mkdirSync(path.join(t.dir, 'outdir'));
      const r = await cli(['context-pack', 'build', '.', '-o', 'outdir'], t.dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe('packwright: outdir: is a directory\n');
    } finally {
      t.cleanup();
    }
  });
});

describe('context-pack build: -o a named pipe', () => {
  test('the pack goes into a FIFO a reader waits on, and the build does not wait for a writer first', async () => {
    const t = makeTempDir();
    try {
      t.write('index.js', 'console.log(1);\n');
      const fifo = path.join(t.dir, 'out.fifo');
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      // The reader opens in the thread pool and waits there for a writer.
      const chunks: Buffer[] = [];
      const read = new Promise<string>((resolve, reject) => {
        createReadStream(fifo).on('data', (c) => chunks.push(c as Buffer)).on('end', () => resolve(Buffer.concat(chunks).toString('utf8'))).on('error', reject);
      });
      // Before the fix the build itself opened the FIFO to read (synchronously), waiting for a
      // writer that never came. This stand-in writer ends such a wait after 20 s, so the test
      // fails instead of hanging jest; the build must be done while it is still asleep.
      const rescue = spawn('sh', ['-c', 'sleep 20; exec 3>"$1"', 'sh', fifo], { stdio: 'ignore' });
      const exited = new Promise((resolve) => rescue.on('exit', resolve));
      const r = await cli(['context-pack', 'build', t.dir, '-o', fifo], t.dir);
      const rescued = rescue.exitCode !== null || rescue.signalCode !== null;
      const text = await read;
      rescue.kill('SIGKILL');
      await exited;
      expect(r.code).toBe(0);
      expect(rescued).toBe(false);
      expect(JSON.parse(text).type).toBe('full');
    } finally {
      t.cleanup();
    }
  }, 60_000);
});

describe('context-pack build: created_at', () => {
  test.each([
    ['past year 9999', '253402300800', /^packwright: SOURCE_DATE_EPOCH must be whole seconds since 1970, at most 253402300799 \(9999-12-31T23:59:59Z\), not '253402300800'\n$/],
    ['with a newline', '1\n2', /^packwright: SOURCE_DATE_EPOCH must be [^\n]*, not "1\\n2"\n$/],
  ])('SOURCE_DATE_EPOCH %s is refused in one line', async (_name, sde, message) => {
    const t = makeTempDir();
    try {
      t.write('a.txt', 'a\n');
      const r = await cli(['context-pack', 'build', t.dir], t.dir, { SOURCE_DATE_EPOCH: sde });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
    } finally {
      t.cleanup();
    }
  });

  test('SOURCE_DATE_EPOCH with leading zeros and the last second of year 9999 are taken', async () => {
    const t = makeTempDir();
    try {
      t.write('a.txt', 'a\n');
      const zeros = await cli(['context-pack', 'build', t.dir], t.dir, { SOURCE_DATE_EPOCH: '00000000000001700000000' });
      expect(JSON.parse(zeros.stdout).metadata.created_at).toBe('2023-11-14T22:13:20Z');
      const last = await cli(['context-pack', 'build', t.dir], t.dir, { SOURCE_DATE_EPOCH: '253402300799' });
      expect(JSON.parse(last.stdout).metadata.created_at).toBe('9999-12-31T23:59:59Z');
    } finally {
      t.cleanup();
    }
  });

  test('a HEAD commit dated past year 9999 is one line naming the problem, not an internal error', async () => {
    const t = makeTempDir();
    try {
      t.write('a.txt', 'a\n');
      const date = '@9999999999999999 +0000';
      const git = (...args: string[]) => spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: t.dir, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
      git('init', '-q');
      git('add', 'a.txt');
      git('commit', '-qm', 'far future');
      const r = await cli(['context-pack', 'build', t.dir], t.dir, { SOURCE_DATE_EPOCH: '' });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe('packwright: the HEAD commit is dated past 9999-12-31T23:59:59Z; set SOURCE_DATE_EPOCH to date the pack\n');
    } finally {
      t.cleanup();
    }
  });
});

describe('context-pack build: file index', () => {
  test('a file excluded as binary by its content is typed binary, whatever its extension says', async () => {
    const t = makeTempDir();
    try {
      t.write('notes.txt', Buffer.from([0x61, 0x00, 0x62]));
      t.write('a.md', '# a\n');
      const r = await cli(['context-pack', 'build', t.dir], t.dir);
      const entry = JSON.parse(r.stdout).file_index.find((e: IndexEntry) => e.path === 'notes.txt');
      expect(entry).toMatchObject({ type: 'binary', included: false, exclusion_reason: 'binary' });
    } finally {
      t.cleanup();
    }
  });
});

describe('context-pack build: summary of a malformed package.json', () => {
  test('a name, version, scripts or bin of the wrong JSON type is left out, not printed as [object Object] or string indexes', async () => {
    const t = makeTempDir();
    try {
      t.write('package.json', JSON.stringify({ name: { a: 1 }, version: 5, scripts: 'abc', bin: ['x'] }));
      t.write('index.js', 'module.exports = 1;\n');
      const r = await cli(['context-pack', 'build', t.dir, '--type', 'summary'], t.dir);
      const summary = JSON.parse(r.stdout).key_files_summary.find((k: { path: string }) => k.path === 'package.json');
      expect(summary).toMatchObject({ summary: 'npm package manifest: 0 dependencies.', exports: [] });
    } finally {
      t.cleanup();
    }
  });
});

describe('snapshot: the text report', () => {
  test('names with control characters are quoted and escaped, so a name cannot forge report lines', async () => {
    const t = makeTempDir();
    try {
      t.write('evil\nkey files: none/main.ts', 'export {};\n');
      const r = await cli(['snapshot', t.dir], t.dir);
      expect(r.code).toBe(0);
      expect(r.stdout.split('\n').filter((l) => l.startsWith('key files:'))).toEqual(['key files: "evil\\nkey files: none/main.ts"']);
    } finally {
      t.cleanup();
    }
  });

  test('a ROOT with a newline in its name fails in one line', async () => {
    const t = makeTempDir();
    try {
      const r = await cli(['snapshot', 'no\nsuch'], t.dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe('packwright: "no\\nsuch": no such file or directory\n');
    } finally {
      t.cleanup();
    }
  });
});
