import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { runSp, SP_BUNDLE, skill } from '../helpers/sp.js';

/**
 * A real SIGKILL in the middle of an install (bundle): each folder in the sink is then whole —
 * the old copy or the new one — and the next run removes the leftovers and installs cleanly.
 */
describe('sp install killed mid-way', () => {
  let t: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    t = makeTempDir('sp-kill-');
  });
  afterEach(() => t.cleanup());

  // Killed once staging has begun, or once the first folder is renamed in (on a fast machine
  // the install may finish first: the checks hold all the same).
  test.each([
    ['staging', (n: string) => n.startsWith('.skillpack-tmp.')],
    ['swapping', (n: string) => !n.startsWith('.')],
  ])('killed while %s: only whole folders are left; the next install cleans up and verifies', async (_when, seen) => {
    const repo = path.join(t.dir, 'repo');
    const home = path.join(t.dir, 'home');
    const sink = path.join(t.dir, 'sink');
    mkdirSync(home);
    const blobs = new Map<string, Buffer>();
    for (let i = 0; i < 120; i++) {
      const id = `g/s${String(i).padStart(3, '0')}`;
      const blob = randomBytes(256 * 1024);
      blobs.set(`k__g__s${String(i).padStart(3, '0')}`, blob);
      skill(repo, `skills/${id}`, { 'data/blob.bin': blob });
    }
    mkdirSync(path.join(repo, 'packs'));
    writeFileSync(path.join(repo, 'packs/k.yaml'), 'name: k\ninclude:\n  - "**"\n');
    const env = { ...process.env, NODE_OPTIONS: '', HOME: home, SKILLPACK_HOME: path.join(home, '.skillpack') };
    const args = ['install', 'k', '--agent', 'custom', '--path', sink];

    const child = spawn(process.execPath, [SP_BUNDLE, ...args], { cwd: repo, env, stdio: 'ignore' });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    let running = true;
    void exited.then(() => (running = false));
    while (running && !(existsSync(sink) && readdirSync(sink).some(seen))) await new Promise((r) => setTimeout(r, 1));
    child.kill('SIGKILL');
    await exited;

    const whole = (name: string) => readFileSync(path.join(sink, name, 'data/blob.bin')).equals(blobs.get(name)!);
    for (const name of existsSync(sink) ? readdirSync(sink) : []) if (!name.startsWith('.')) expect(whole(name)).toBe(true);

    const again = runSp(args, { cwd: repo, home });
    expect(again.stderr).toBe('');
    expect(again.code).toBe(0);
    // A folder renamed in before the kill is the copy this run makes again, not a local edit.
    expect(again.stdout).not.toContain('backed up');
    expect(readdirSync(sink).filter((n) => n.startsWith('.'))).toEqual([]);
    expect(readdirSync(sink).length).toBe(120);
    for (const name of readdirSync(sink)) expect(whole(name)).toBe(true);
    expect(runSp(['verify', 'k', '--agent', 'custom', '--path', sink], { cwd: repo, home }).code).toBe(0);
  });
});
