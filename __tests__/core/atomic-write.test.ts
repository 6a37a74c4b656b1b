import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic, writeFileAtomicSync } from '../../src/core/atomic-write.js';
import { makeTempDir } from '../helpers/tmp.js';

describe.each([
  ['writeFileAtomic', writeFileAtomic],
  ['writeFileAtomicSync', async (...a: Parameters<typeof writeFileAtomicSync>) => writeFileAtomicSync(...a)],
])('%s', (_name, write) => {
  let t: ReturnType<typeof makeTempDir>;
  beforeEach(() => (t = makeTempDir('atomic-')));
  afterEach(() => t.cleanup());

  test('replaces a file whole, keeping its mode; a new file gets the mode asked for', async () => {
    const f = t.write('a.json', 'old');
    execFileSync('chmod', ['640', f]);
    await write(f, 'new');
    expect(readFileSync(f, 'utf8')).toBe('new');
    expect(statSync(f).mode & 0o777).toBe(0o640);
    await write(path.join(t.dir, 'b.key'), 'k', { mode: 0o600 });
    expect(statSync(path.join(t.dir, 'b.key')).mode & 0o777).toBe(0o600);
  });

  test('inside a repository a symlink is replaced, never followed: its target is untouched', async () => {
    const target = t.write('outside/precious', 'keep me');
    const link = path.join(t.dir, 'pack.json');
    symlinkSync(target, link);
    await write(link, '{}');
    expect(lstatSync(link).isFile()).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('keep me');
  });

  test('inside a repository a FIFO is refused and left as it is', async () => {
    const fifo = path.join(t.dir, 'pack.json');
    execFileSync('mkfifo', [fifo]);
    await expect(write(fifo, '{}')).rejects.toThrow(`${fifo}: not a regular file (left as it is)`);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });

  test('an output the user named is written like a shell >: through a symlink, the link kept', async () => {
    const target = t.write('real/report.json', 'old');
    const link = path.join(t.dir, 'report.json');
    symlinkSync(target, link);
    await write(link, 'new', { output: true });
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('new');
  });

  test('an output that is a FIFO or a device is written in place, never replaced', async () => {
    const fifo = path.join(t.dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const reader = spawn('cat', [fifo]);
    let got = '';
    reader.stdout.on('data', (d) => (got += d));
    const closed = new Promise((r) => reader.on('close', r));
    await write(fifo, 'through the pipe', { output: true });
    await closed;
    expect(got).toBe('through the pipe');
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    await write('/dev/null', 'x', { output: true });
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
    if (existsSync('/dev/full')) {
      await expect(write('/dev/full', 'x', { output: true })).rejects.toThrow('/dev/full: no space left on device');
      expect(statSync('/dev/full').isCharacterDevice()).toBe(true);
    }
  });
});
