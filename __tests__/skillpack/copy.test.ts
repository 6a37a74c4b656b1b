import { chmodSync, existsSync, lstatSync, mkdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Dirent } from 'node:fs';
import { contentHash as contentHashOf, copySkill, hashSkill, planSkill, scanInstalled } from '../../src/skillpack/copy.js';
import { discoverSkills } from '../../src/skillpack/discover.js';
import { fileHasher, type FileHasher } from '../../src/core/file-hasher.js';
import { makeTempDir } from '../helpers/tmp.js';

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

describe('copySkill (source)', () => {
  let t: ReturnType<typeof makeTempDir>;
  let hasher: FileHasher;
  beforeEach(() => {
    t = makeTempDir('copy-');
    hasher = fileHasher();
  });
  afterEach(async () => {
    await hasher.close();
    t.cleanup();
  });

  const skill = () => {
    const src = path.join(t.dir, 'skills', 'a', 'one');
    t.write('skills/a/one/SKILL.md', '---\nname: one\n---\n');
    t.write('skills/a/one/bin/run.sh', '#!/bin/sh\n');
    chmodSync(path.join(src, 'bin/run.sh'), 0o755);
    t.write('skills/a/one/data/big.bin', Buffer.alloc(3 * 1024 * 1024 + 17, 7));
    t.write('elsewhere/notes.md', 'notes\n');
    symlinkSync(path.join(t.dir, 'elsewhere/notes.md'), path.join(src, 'notes.md'));
    return src;
  };

  test('copies with modes kept and symlinks dereferenced; the hashes are of the copied bytes', async () => {
    const src = skill();
    const dest = path.join(t.dir, 'sink', 'stage');
    mkdirSync(path.dirname(dest));
    const { files, contentHash } = copySkill(src, dest, { containRoot: null, label: 'skills/a/one' }, hasher).finish();
    expect(Object.keys(files)).toEqual(['SKILL.md', 'bin/run.sh', 'data/big.bin', 'notes.md']);
    // The content hash `sp lock` records for the source, executable bits included.
    expect(contentHash).toBe(await hashSkill(src, { containRoot: null, label: 'skills/a/one' }));
    for (const [rel, h] of Object.entries(files)) expect(h).toBe(sha(readFileSync(path.join(dest, rel))));
    expect(statSync(path.join(dest, 'bin/run.sh')).mode & 0o777).toBe(0o755);
    expect(lstatSync(path.join(dest, 'notes.md')).isFile()).toBe(true);
    expect(statSync(dest).mode & 0o777).toBe(statSync(src).mode & 0o777);
  });

  test('scanInstalled gives back what the copy recorded, and lists a symlink or FIFO put in the sink as foreign', async () => {
    const src = skill();
    const dest = path.join(t.dir, 'sink', 'stage');
    mkdirSync(path.dirname(dest));
    const staged = copySkill(src, dest, { containRoot: null, label: 'skills/a/one' }, hasher).finish();
    const clean = await scanInstalled(dest);
    expect(clean).toEqual({ files: staged.files, executables: staged.executables, foreign: [] });
    expect(contentHashOf(clean.files, clean.executables)).toBe(staged.contentHash);
    symlinkSync(path.join(t.dir, 'elsewhere/notes.md'), path.join(dest, 'bin', 'link.md'));
    execFileSync('mkfifo', [path.join(dest, 'data', 'pipe')]);
    const tampered = await scanInstalled(dest);
    expect(tampered.foreign).toEqual(['bin/link.md', 'data/pipe']);
    expect(tampered.files).toEqual(staged.files);
  });

  test('reusing discovery listings plans the same copy as reading the folders again', () => {
    const src = skill();
    const listings = new Map<string, Dirent[]>();
    const found = discoverSkills(path.join(t.dir, 'skills'), { mode: 'local', label: 'skills', listings });
    expect(found.map((s) => s.id)).toEqual(['a/one']);
    expect(listings.has(src)).toBe(true);
    const fresh = planSkill(src, { containRoot: null, label: 'x', fileModes: true });
    expect(planSkill(src, { containRoot: null, label: 'x', fileModes: true, listings })).toEqual(fresh);
  });

  test('read-only folders are filled before they become read-only; setuid and setgid bits are dropped', () => {
    const src = skill();
    chmodSync(path.join(src, 'bin/run.sh'), 0o6755);
    const st = statSync(path.join(src, 'bin/run.sh'));
    chmodSync(path.join(src, 'data'), 0o555);
    const dest = path.join(t.dir, 'stage');
    try {
      copySkill(src, dest, { containRoot: null, label: 'skills/a/one' }, hasher).finish();
      // Only when the file system let us set the bits on the source does the drop mean anything.
      if (st.mode & 0o6000) expect(statSync(path.join(dest, 'bin/run.sh')).mode & 0o7777).toBe(0o755);
      expect(statSync(path.join(dest, 'data')).mode & 0o777).toBe(0o555);
      expect(existsSync(path.join(dest, 'data/big.bin'))).toBe(true);
    } finally {
      chmodSync(path.join(src, 'data'), 0o755);
      if (existsSync(path.join(dest, 'data'))) chmodSync(path.join(dest, 'data'), 0o755);
    }
  });

  test('a FIFO fails the plan, naming it, before anything is copied', () => {
    const src = skill();
    execFileSync('mkfifo', [path.join(src, 'pipe')]);
    const dest = path.join(t.dir, 'stage');
    expect(() => copySkill(src, dest, { containRoot: null, label: 'skills/a/one' }, hasher)).toThrow('skills/a/one/pipe: not a regular file, folder or symlink');
    expect(existsSync(dest)).toBe(false);
  });

  test('a file that cannot be copied fails finish(), naming it', async () => {
    // Without its worker the hasher does every copy in finish(), so the file is surely gone by then.
    await hasher.close();
    const src = skill();
    const copy = copySkill(src, path.join(t.dir, 'stage'), { containRoot: null, label: 'skills/a/one' }, hasher);
    execFileSync('rm', ['-f', path.join(src, 'data/big.bin')]);
    expect(() => copy.finish()).toThrow('skills/a/one/data/big.bin: no such file or directory');
  });
});

describe('fileHasher', () => {
  test('works when asked before its worker has started, and after it is closed', async () => {
    const t = makeTempDir('hasher-');
    const hasher = fileHasher();
    try {
      const f = t.write('x', 'x');
      expect(hasher.take(hasher.copyThenHash([f], [path.join(t.dir, 'x1')]))[0].sha256).toBe(sha('x'));
      await hasher.close();
      expect(hasher.take(hasher.copyThenHash([f], [path.join(t.dir, 'x2')]))[0].sha256).toBe(sha('x'));
      expect(readFileSync(path.join(t.dir, 'x2'), 'utf8')).toBe('x');
    } finally {
      t.cleanup();
    }
  });

  test('copyThenHash copies each file with its mode, hashes the copy, and names a failed copy by index', async () => {
    const t = makeTempDir('hasher-');
    const hasher = fileHasher();
    try {
      const batches: { from: string[]; to: string[] }[] = [];
      for (let b = 0; b < 30; b++) {
        const from = [0, 1].map((k) => t.write(`src/b${b}/f${k}`, `batch ${b} file ${k}\n`.repeat(2000 * (k + 1))));
        mkdirSync(path.join(t.dir, 'dest', `b${b}`), { recursive: true });
        batches.push({ from, to: from.map((f) => f.replace(`${path.sep}src${path.sep}`, `${path.sep}dest${path.sep}`)) });
      }
      chmodSync(batches[4].from[0], 0o751);
      const tickets = batches.map(({ from, to }) => hasher.copyThenHash(from, to));
      const taken = t.write('dest/taken', 'already here');
      const clash = hasher.copyThenHash([batches[0].from[0], batches[0].from[1]], [path.join(t.dir, 'dest', 'fresh'), taken]);
      const missing = hasher.copyThenHash([path.join(t.dir, 'nope')], [path.join(t.dir, 'dest', 'nope')]);
      for (const [b, ticket] of tickets.entries()) {
        const got = hasher.take(ticket);
        const { from, to } = batches[b];
        expect(to.map((f) => readFileSync(f, 'utf8'))).toEqual(from.map((f) => readFileSync(f, 'utf8')));
        expect(got.map((g) => g.sha256)).toEqual(from.map((f) => sha(readFileSync(f))));
        expect(to.map((f) => statSync(f).mode & 0o7777)).toEqual(from.map((f) => statSync(f).mode & 0o7777));
      }
      expect(statSync(batches[4].to[0]).mode & 0o777).toBe(0o751);
      expect(() => hasher.take(clash)).toThrow(expect.objectContaining({ code: 'EEXIST', index: 1 }));
      // The file that was there is left as it was.
      expect(readFileSync(taken, 'utf8')).toBe('already here');
      expect(() => hasher.take(missing)).toThrow(expect.objectContaining({ code: 'ENOENT', index: 0 }));
      expect(() => hasher.copyThenHash([batches[0].from[0]], [])).toThrow(RangeError);
    } finally {
      await hasher.close();
      t.cleanup();
    }
  });

  // Under a coverage tool the worker cannot run the instrumented source (it then leaves every
  // ticket to take(), which the tests above cover), so there is nothing to see here.
  const covered = '__coverage__' in globalThis;
  (covered ? test.skip : test)('its worker thread does copy and hash: a ticket gets done without take()', async () => {
    const t = makeTempDir('hasher-');
    const hasher = fileHasher();
    try {
      const copy = hasher.copyThenHash([t.write('y', 'y')], [path.join(t.dir, 'y-copy')]);
      const state = new Int32Array(copy.shared, 0, 1);
      for (let waited = 0; Atomics.load(state, 0) !== 2 && waited < 10_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(Atomics.load(state, 0)).toBe(2);
      expect(readFileSync(path.join(t.dir, 'y-copy'), 'utf8')).toBe('y');
      expect(hasher.take(copy)[0].sha256).toBe(sha('y'));
    } finally {
      await hasher.close();
      t.cleanup();
    }
  });
});

describe('planSkill: names one folder holds twice on macOS and Windows', () => {
  const t = makeTempDir('copy-twins-');
  afterAll(() => t.cleanup());

  test.each([
    ['case', 'Notes.md', 'notes.md', 'skills/s', ['Notes.md', 'notes.md']],
    ['Unicode normalisation (NFC and NFD)', 'caf\u00e9.md', 'cafe\u0301.md', 'skills/s', ['caf\u00e9.md', 'cafe\u0301.md']],
    ['case, in a subfolder', 'refs/API.md', 'refs/api.md', 'skills/s/refs', ['API.md', 'api.md']],
    ['a folder and a file', 'Data/x.txt', 'data', 'skills/s', ['Data', 'data']],
  ])('%s: refused, naming the folder and both names', (_what, a, b, folder, names) => {
    const name = `s-${Math.random().toString(36).slice(2)}`;
    t.write(`${name}/SKILL.md`, '---\nname: s\n---\n');
    t.write(`${name}/${a}`, 'a\n');
    t.write(`${name}/${b}`, 'b\n');
    expect(() => planSkill(path.join(t.dir, name), { containRoot: null, label: 'skills/s' })).toThrow(`${folder}: `);
    let message = '';
    try {
      planSkill(path.join(t.dir, name), { containRoot: null, label: 'skills/s' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^[^\n]*differ only in case or Unicode normalisation: one file on macOS and Windows \(rename one\)$/);
    for (const n of names) expect(message).toContain(`'${n}'`);
  });

  test.each([
    ['different names', 'notes.md', 'notes.txt'],
    ['same name in two folders', 'a/README.md', 'b/readme.md'],
    ['German sharp s and ss (lowercasing does not fold them)', 'stra\u00dfe.md', 'strasse.md'],
  ])('%s: accepted', (_what, a, b) => {
    const name = `ok-${Math.random().toString(36).slice(2)}`;
    t.write(`${name}/SKILL.md`, '---\nname: s\n---\n');
    t.write(`${name}/${a}`, 'a\n');
    t.write(`${name}/${b}`, 'b\n');
    expect(planSkill(path.join(t.dir, name), { containRoot: null, label: 'skills/s' }).files.map((f) => f.rel).sort()).toEqual(['SKILL.md', a, b].sort());
  });
});
