import path from 'node:path';
import { realpathSync } from 'node:fs';
import { discoverTargets } from '../../src/cli/discover.js';
import { resolveTargets } from '../../src/cli/targets.js';
import { kinds } from '../../src/cli/kinds/index.js';
import { InvalidInputError } from '../../src/core/errors.js';
import { makeTempDir } from '../helpers/tmp.js';
import { runMain } from '../helpers/in-process.js';

/** A named file maps to the pack holding it; a file in no pack is an error, never an empty (passing) run. */
describe('discoverTargets on a file', () => {
  const tmp = makeTempDir();
  afterAll(() => tmp.cleanup());
  const at = (rel: string) => path.join(tmp.dir, rel);
  beforeAll(() => {
    tmp.write('t6/pack.json', '{bad');
    tmp.write('t6/AGENTS.md', 'x');
    tmp.write('cap1/tools.json', '{}');
    tmp.write('cap1/SKILL.md', '---\n---\n');
    tmp.write('cap1/scripts/run.sh', 'echo');
    tmp.write('skills/a/SKILL.md', '---\n---\n');
    tmp.write('sp/packs/team.yaml', 'x: 1\n');
    tmp.write('dist/app.ctxpkg', 'x');
    tmp.write('snap/pack.json', '{"type": "full", "files": []}\n');
    tmp.write('stray.txt', 'x');
  });

  test.each([
    ['a broken pack.json', 't6/pack.json', 't6', 'context-pack'],
    ['another file of a context pack', 't6/AGENTS.md', 't6', 'context-pack'],
    ['tools.json', 'cap1/tools.json', 'cap1', 'capability-pack'],
    ["a capability pack's SKILL.md", 'cap1/SKILL.md', 'cap1', 'capability-pack'],
    ['a file deeper in a pack', 'cap1/scripts/run.sh', 'cap1', 'capability-pack'],
    ["a skill's SKILL.md", 'skills/a/SKILL.md', 'skills/a', 'skill'],
    ['a skill pack file', 'sp/packs/team.yaml', 'sp/packs/team.yaml', 'skill-pack'],
    ['a .ctxpkg', 'dist/app.ctxpkg', 'dist/app.ctxpkg', 'ctxpkg'],
  ])('%s', async (_name, file, target, kind) => {
    expect(await discoverTargets(at(file), kinds, file)).toEqual([{ path: at(target), kind }]);
  });

  test.each([
    ['a file in no pack', 'stray.txt'],
    ['a repository snapshot, which is no pack', 'snap/pack.json'],
  ])('%s: one line naming it, exit code 2', async (_name, file) => {
    const err = await discoverTargets(at(file), kinds, file).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidInputError);
    expect((err as InvalidInputError).exitCode).toBe(2);
    expect((err as Error).message).toBe(`${file}: not a pack and not inside one; name a pack folder, its manifest (pack.json, tools.json, SKILL.md), a packs/*.yaml or a .ctxpkg file`);
  });

  describe('with --kind', () => {
    test('a folder kind maps a file to its pack of that kind', async () => {
      expect(await resolveTargets(['t6/pack.json'], 'context-pack', tmp.dir)).toEqual([{ path: at('t6'), kind: 'context-pack' }]);
    });

    test('a folder kind refuses a file in no pack of that kind instead of checking it as a folder', async () => {
      await expect(resolveTargets(['cap1/SKILL.md'], 'context-pack', tmp.dir)).rejects.toThrow('cap1/SKILL.md: not a context-pack and not inside one');
      await expect(resolveTargets(['stray.txt'], 'skill', tmp.dir)).rejects.toThrow(InvalidInputError);
    });

    test('a file kind checks the named file as one, as before', async () => {
      expect(await resolveTargets(['stray.txt'], 'ctxpkg', tmp.dir)).toEqual([{ path: at('stray.txt'), kind: 'ctxpkg' }]);
    });
  });

  test('a folder still finds the packs under it', async () => {
    expect((await resolveTargets(['.'], 'auto', tmp.dir)).map((t) => [path.relative(tmp.dir, t.path), t.kind])).toEqual([
      ['cap1', 'capability-pack'],
      ['dist/app.ctxpkg', 'ctxpkg'],
      ['skills/a', 'skill'],
      ['sp/packs/team.yaml', 'skill-pack'],
      ['t6', 'context-pack'],
    ]);
  });

  test('a pack reached twice, once through a symlinked folder, is checked once, by its real path', async () => {
    const { symlinkSync, realpathSync } = await import('node:fs');
    symlinkSync(at('cap1'), at('cap-link'));
    try {
      for (const order of [['cap-link', 'cap1'], ['cap1', 'cap-link']]) {
        const found = await resolveTargets(order, 'auto', tmp.dir);
        expect(found).toHaveLength(1);
        expect(realpathSync(found[0].path)).toBe(realpathSync(at('cap1')));
        expect(path.basename(found[0].path)).toBe('cap1');
      }
    } finally {
      (await import('node:fs')).unlinkSync(at('cap-link'));
    }
  });
});

/** Nested packs: each found once, by the name it has under the root, however the walk meets it. */
describe('discoverTargets with nested packs and symlinked folders', () => {
  const tmp = makeTempDir();
  afterAll(() => tmp.cleanup());
  const rel = (targets: { path: string; kind: string }[]) => targets.map((t) => path.relative(tmp.dir, t.path));

  test('a symlink to a pack, or to an ancestor of it, never names it: its own path does', async () => {
    const { symlinkSync } = await import('node:fs');
    tmp.write('tree/outer/pack.json', '{}');
    tmp.write('tree/outer/inner/pack.json', '{}');
    // Links that a directory listing may return before the real folders: to the inner pack, to
    // the outer one, and from inside the inner pack up to the outer one (a loop).
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) symlinkSync('outer/inner', path.join(tmp.dir, 'tree', name));
    for (const name of ['i', 'j', 'k', 'l']) symlinkSync('outer', path.join(tmp.dir, 'tree', name));
    symlinkSync('..', at('tree/outer/inner/up'));
    expect(rel(await resolveTargets(['tree'], 'auto', tmp.dir))).toEqual(['tree/outer', 'tree/outer/inner']);
    expect(rel(await resolveTargets(['tree'], 'context-pack', tmp.dir))).toEqual(['tree/outer', 'tree/outer/inner']);
    function at(p: string) {
      return path.join(tmp.dir, p);
    }
  });

  test('a pack reached only through symlinks is found once, by the first link in byte order', async () => {
    const { symlinkSync } = await import('node:fs');
    tmp.write('elsewhere/p/pack.json', '{}');
    tmp.write('links/x/keep', '');
    for (const name of ['m', 'c', 'x/q']) symlinkSync(path.join(tmp.dir, 'elsewhere/p'), path.join(tmp.dir, 'links', name));
    expect(rel(await resolveTargets(['links'], 'auto', tmp.dir))).toEqual(['links/c']);
  });

  test('a symlink to a folder that holds PATH (/, ..) is not followed, with one warning naming it', async () => {
    const { symlinkSync } = await import('node:fs');
    tmp.write('host/tree/own/pack.json', '{}');
    tmp.write('host/sibling/pack.json', '{}');
    symlinkSync('/', path.join(tmp.dir, 'host/tree/root'));
    symlinkSync('..', path.join(tmp.dir, 'host/tree/up'));
    symlinkSync('.', path.join(tmp.dir, 'host/tree/self'));
    const warnings: string[] = [];
    const found = await resolveTargets(['host/tree'], 'auto', tmp.dir, (w) => warnings.push(w));
    expect(rel(found)).toEqual(['host/tree/own']);
    expect(warnings.sort()).toEqual([`host/tree/root: a symlink to /, a folder that holds host/tree`, `host/tree/up: a symlink to ${realpathSync(path.join(tmp.dir, 'host'))}, a folder that holds host/tree`]);
  });

  test('a FIFO or a dangling link named like a pack file is a target, and validating it fails naming it', async () => {
    const { execFileSync } = await import('node:child_process');
    const { symlinkSync, mkdirSync } = await import('node:fs');
    mkdirSync(path.join(tmp.dir, 'odd/packs'), { recursive: true });
    execFileSync('mkfifo', [path.join(tmp.dir, 'odd/packs/team.yaml')]);
    symlinkSync('gone.ctxpkg', path.join(tmp.dir, 'odd/app.ctxpkg'));
    const found = await resolveTargets(['odd'], 'auto', tmp.dir);
    expect(found.map((t) => [path.relative(tmp.dir, t.path), t.kind])).toEqual([['odd/app.ctxpkg', 'ctxpkg'], ['odd/packs/team.yaml', 'skill-pack']]);
    // The FIFO is never opened for reading (nothing writes to it: a blocking open would hang here).
    const r = await runMain(['validate', 'odd'], tmp.dir);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toContain('odd/packs/team.yaml: error cannot be read: not a regular file [pack-schema]');
    expect(r.stdout + r.stderr).toMatch(/odd\/app\.ctxpkg.*(no such file|does not exist|dangling)/i);
  });

  // How the time grows with the depth is measured in the benchmark (`npm run bench -- guards`).
  test('1,000 nested packs are each found once, in walk order', async () => {
    let dir = 'deep';
    const { mkdirSync, writeFileSync } = await import('node:fs');
    for (let i = 0; i < 1000; i++) {
      dir += '/p';
      mkdirSync(path.join(tmp.dir, dir), { recursive: true });
      writeFileSync(path.join(tmp.dir, dir, 'pack.json'), '{}');
    }
    const found = await resolveTargets(['deep'], 'auto', tmp.dir);
    expect(found).toHaveLength(1000);
    expect(rel(found.slice(0, 2))).toEqual(['deep/p', 'deep/p/p']);
  }, 60_000);
});
