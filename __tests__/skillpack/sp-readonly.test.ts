import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { SP_BUNDLE } from '../helpers/sp.js';

// Permission checks only bind a user without CAP_DAC_OVERRIDE: as root the bundle runs as
// `nobody` through setpriv, otherwise as the current user.
const AS_ROOT = process.getuid?.() === 0;
const NOBODY = 65534;

function chownTree(p: string): void {
  chownSync(p, NOBODY, NOBODY);
  if (statSync(p).isDirectory()) for (const n of readdirSync(p)) chownTree(path.join(p, n));
}

describe('sp with skills whose folders are read-only (a read-only source keeps its modes)', () => {
  const t = makeTempDir('sp-readonly-');
  afterAll(() => {
    spawnSync('chmod', ['-R', 'u+w', t.dir]);
    t.cleanup();
  });

  const sp = (args: string[]) => {
    const env = { PATH: process.env.PATH ?? '', HOME: t.dir, SKILLPACK_HOME: path.join(t.dir, 'home') };
    const cmd = AS_ROOT ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', process.execPath, SP_BUNDLE, ...args] : [process.execPath, SP_BUNDLE, ...args];
    const r = spawnSync(cmd[0], cmd.slice(1), { cwd: path.join(t.dir, 'repo'), env, encoding: 'utf8' });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };

  test('reinstall, backup of an edited copy and uninstall all work; nothing is left behind', () => {
    t.write('repo/skills/ro/SKILL.md', '---\nname: ro\ndescription: A read-only skill.\n---\n');
    t.write('repo/skills/ro/data/table.txt', 'a,b\n');
    t.write('repo/packs/p.yaml', 'name: p\ninclude: ["*"]\n');
    chmodSync(path.join(t.dir, 'repo/skills/ro/data'), 0o555);
    chmodSync(path.join(t.dir, 'repo/skills/ro'), 0o555);
    if (AS_ROOT) {
      chmodSync(t.dir, 0o755);
      chownTree(t.dir);
    }
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
