import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { SP_BUNDLE } from '../helpers/sp.js';
import { handToUnprivileged, runUnprivileged } from '../helpers/unprivileged.js';

describe('sp with skills whose folders are read-only (a read-only source keeps its modes)', () => {
  const t = makeTempDir('sp-readonly-');
  afterAll(() => {
    spawnSync('chmod', ['-R', 'u+w', t.dir]);
    t.cleanup();
  });

  const sp = (args: string[]) => runUnprivileged(SP_BUNDLE, args, { cwd: path.join(t.dir, 'repo'), env: { HOME: t.dir, SKILLPACK_HOME: path.join(t.dir, 'home') } });

  test('reinstall, backup of an edited copy and uninstall all work; nothing is left behind', () => {
    t.write('repo/skills/ro/SKILL.md', '---\nname: ro\ndescription: A read-only skill.\n---\n');
    t.write('repo/skills/ro/data/table.txt', 'a,b\n');
    t.write('repo/packs/p.yaml', 'name: p\ninclude: ["*"]\n');
    chmodSync(path.join(t.dir, 'repo/skills/ro/data'), 0o555);
    chmodSync(path.join(t.dir, 'repo/skills/ro'), 0o555);
    handToUnprivileged(t.dir);
    const sink = path.join(t.dir, 'sink');
    const installed = path.join(sink, 'p__ro');
    expect(sp(['install', 'p', '--agent', 'custom', '--path', sink])).toMatchObject({ code: 0, stderr: '' });
    expect(statSync(path.join(installed, 'data')).mode & 0o777).toBe(0o555);

    // Replacing a read-only copy means deleting it: refused (EACCES) before.
    expect(sp(['install', 'p', '--agent', 'custom', '--path', sink])).toMatchObject({ code: 0, stderr: '' });
    expect(readdirSync(sink)).toEqual(['p__ro']);

    // An edited copy goes to the backup folder, moved out of a read-only folder tree.
    chmodSync(path.join(installed, 'data'), 0o755);
    t.write('sink/p__ro/data/table.txt', 'edited\n');
    chmodSync(path.join(installed, 'data'), 0o555);
    const again = sp(['install', 'p', '--agent', 'custom', '--path', sink]);
    expect(again).toMatchObject({ code: 0, stderr: '' });
    const to = /backed up: \S+ -> (\S+)/.exec(again.stdout)![1];
    expect(readFileSync(path.join(to, 'data/table.txt'), 'utf8')).toBe('edited\n');
    expect(statSync(to).mode & 0o777).toBe(0o555);
    expect(readFileSync(path.join(installed, 'data/table.txt'), 'utf8')).toBe('a,b\n');

    expect(sp(['uninstall', 'p', '--agent', 'custom', '--path', sink])).toMatchObject({ code: 0, stderr: '' });
    expect(readdirSync(sink)).toEqual([]);
    expect(existsSync(installed)).toBe(false);
  });
});

describe('sp with a file the installing user cannot read', () => {
  const t = makeTempDir('sp-unreadable-');
  afterAll(() => t.cleanup());
  const sp = (args: string[]) => runUnprivileged(SP_BUNDLE, args, { cwd: path.join(t.dir, 'repo'), env: { HOME: t.dir, SKILLPACK_HOME: path.join(t.dir, 'home') } });

  test('the dry run fails as the real run does, naming the file; neither leaves anything in the sink', () => {
    t.write('repo/skills/s/SKILL.md', '---\nname: s\ndescription: A skill with a private file.\n---\n');
    t.write('repo/skills/s/private.txt', 'mine\n');
    t.write('repo/packs/p.yaml', 'name: p\ninclude: ["*"]\n');
    handToUnprivileged(t.dir);
    chmodSync(path.join(t.dir, 'repo/skills/s/private.txt'), 0o000);
    const sink = path.join(t.dir, 'sink');
    const dry = sp(['install', 'p', '--agent', 'custom', '--path', sink, '--dry-run']);
    const real = sp(['install', 'p', '--agent', 'custom', '--path', sink]);
    for (const r of [dry, real]) {
      expect(r.code).not.toBe(0);
      expect(r.stderr).toMatch(/skills\/s\/private\.txt: .*permission denied/i);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(existsSync(sink) ? readdirSync(sink) : []).toEqual([]);
  });
});

describe('sp with a sink the installing user cannot write', () => {
  const t = makeTempDir('sp-readonly-sink-');
  afterAll(() => {
    spawnSync('chmod', ['-R', 'u+w', t.dir]);
    t.cleanup();
  });
  const sp = (args: string[]) => runUnprivileged(SP_BUNDLE, args, { cwd: path.join(t.dir, 'repo'), env: { HOME: t.dir, SKILLPACK_HOME: path.join(t.dir, 'home') } });

  test('uninstall is one line naming the sink, and deletes nothing (it emptied the folder, then failed with an internal error)', () => {
    t.write('repo/skills/s/SKILL.md', '---\nname: s\ndescription: A skill.\n---\n');
    t.write('repo/skills/s/notes.md', 'notes\n');
    t.write('repo/packs/p.yaml', 'name: p\ninclude: ["*"]\n');
    handToUnprivileged(t.dir);
    const sink = path.join(t.dir, 'sink');
    expect(sp(['install', 'p', '--agent', 'custom', '--path', sink])).toMatchObject({ code: 0, stderr: '' });
    chmodSync(sink, 0o555);
    const r = sp(['uninstall', 'p', '--agent', 'custom', '--path', sink]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`sp: sink ${sink}: permission denied (removing p__s)\n`);
    expect(readdirSync(path.join(sink, 'p__s')).sort()).toEqual(['SKILL.md', 'notes.md']);
    chmodSync(sink, 0o755);
    expect(sp(['verify', 'p', '--agent', 'custom', '--path', sink]).code).toBe(0);
    expect(sp(['uninstall', 'p', '--agent', 'custom', '--path', sink])).toMatchObject({ code: 0, stderr: '' });
    expect(readdirSync(sink)).toEqual([]);
  });
});
