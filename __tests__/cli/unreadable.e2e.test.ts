// Files and folders the user cannot read, across commands: one line naming the path, exit 2,
// never "internal error". Run unprivileged, since permissions do not bind root.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE, REPO_ROOT } from '../helpers/cli.js';
import { SP_BUNDLE } from '../helpers/sp.js';
import { makeTempDir } from '../helpers/tmp.js';
import { handToUnprivileged, runUnprivileged } from '../helpers/unprivileged.js';

describe('unreadable input (bundles, run unprivileged)', () => {
  const t = makeTempDir('packwright-unreadable-');
  beforeAll(() => {
    cpSync(path.join(REPO_ROOT, 'examples', 'context-pack'), path.join(t.dir, 'pack'), { recursive: true });
    cpSync(path.join(REPO_ROOT, 'examples', 'skillpack'), path.join(t.dir, 'skills-repo'), { recursive: true });
    cpSync(path.join(REPO_ROOT, 'examples', 'context-pack'), path.join(t.dir, 'closed'), { recursive: true });
    handToUnprivileged(t.dir);
    chmodSync(path.join(t.dir, 'pack', 'AGENTS.md'), 0o000);
    chmodSync(path.join(t.dir, 'skills-repo', 'skills', 'ops', 'release-notes', 'scripts', 'collect.sh'), 0o000);
    chmodSync(path.join(t.dir, 'closed'), 0o000);
  });
  afterAll(() => {
    spawnSync('chmod', ['-R', 'u+rwX', t.dir]);
    t.cleanup();
  });
  const run = (bundle: string, args: string[], cwd = t.dir) => runUnprivileged(bundle, args, { cwd, env: { HOME: t.dir, SKILLPACK_HOME: path.join(t.dir, 'sp-home') } });

  test.each([
    ['context-pack rehash, a listed file', BUNDLE, ['context-pack', 'rehash', 'pack'], 'packwright: pack/pack.json: files[1] AGENTS.md: permission denied\n'],
    ['context-pack build, the root', BUNDLE, ['context-pack', 'build', 'closed', '-o', 'out.json'], 'packwright: closed: permission denied\n'],
    ['snapshot, the root', BUNDLE, ['snapshot', 'closed'], 'packwright: closed: permission denied\n'],
  ])('%s', (_what, bundle, args, stderr) => {
    const r = run(bundle, args);
    expect(r).toMatchObject({ code: 2, stderr });
  });

  test('validate and discover: a folder below PATH that cannot be listed gets one warning line; the packs around it are still found', () => {
    const discover = run(BUNDLE, ['discover', '.']);
    expect(discover.code).toBe(0);
    expect(discover.stderr).toBe('packwright: warning: closed: permission denied; not searched for packs\n');
    expect(discover.stdout).toContain('pack');
    const validate = run(BUNDLE, ['validate', '.']);
    expect(validate.stderr).toContain('packwright: warning: closed: permission denied; not searched for packs\n');
    // The readable pack is still checked: its unreadable AGENTS.md is a finding, exit 1.
    expect(validate.code).toBe(1);
  });

  test.each([
    ['sp lock', ['lock', 'team']],
    ['sp install --locked --dry-run', ['install', 'team', '--agent', 'custom', '--path', 'out', '--locked', '--dry-run']],
    ['sp install', ['install', 'team', '--agent', 'custom', '--path', 'out']],
  ])('%s, a file inside a skill', (_what, args) => {
    const r = run(SP_BUNDLE, args, path.join(t.dir, 'skills-repo'));
    expect(r).toMatchObject({ code: 2, stderr: 'sp: skills/ops/release-notes/scripts/collect.sh: permission denied\n' });
  });
});
