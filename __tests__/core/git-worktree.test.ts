import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gitTopLevel, gitWorkTree } from '../../src/core/git.js';
import { makeRepo } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/tmp.js';

const AS_ROOT = process.getuid?.() === 0;

// The in-process git calls read the caller's git config: keep a user's safe.directory out.
const saved = process.env.GIT_CONFIG_GLOBAL;
beforeAll(() => {
  process.env.GIT_CONFIG_GLOBAL = '/dev/null';
});
afterAll(() => {
  if (saved === undefined) delete process.env.GIT_CONFIG_GLOBAL;
  else process.env.GIT_CONFIG_GLOBAL = saved;
});

describe('gitWorkTree', () => {
  test('a work tree, from its top and from below', async () => {
    const repo = makeRepo();
    try {
      mkdirSync(path.join(repo.dir, 'a/b'), { recursive: true });
      expect(await gitWorkTree(repo.dir)).toEqual({ kind: 'work-tree', top: repo.dir });
      expect(await gitWorkTree(path.join(repo.dir, 'a/b'))).toEqual({ kind: 'work-tree', top: repo.dir });
    } finally {
      repo.cleanup();
    }
  });

  test('outside any repository, inside .git, in a bare repository: none', async () => {
    const tmp = makeTempDir();
    const repo = makeRepo();
    try {
      expect(await gitWorkTree(tmp.dir)).toEqual({ kind: 'none' });
      expect(await gitWorkTree(path.join(repo.dir, '.git'))).toEqual({ kind: 'none' });
      spawnSync('git', ['init', '-q', '--bare', path.join(tmp.dir, 'bare.git')]);
      expect(await gitWorkTree(path.join(tmp.dir, 'bare.git'))).toEqual({ kind: 'none' });
    } finally {
      tmp.cleanup();
      repo.cleanup();
    }
  });

  test('a broken .git file: refused, with git\'s reason', async () => {
    const tmp = makeTempDir();
    try {
      writeFileSync(path.join(tmp.dir, '.git'), 'gitdir: /nonexistent/worktree\n');
      const r = await gitWorkTree(tmp.dir);
      expect(r.kind).toBe('refused');
      expect(r.kind === 'refused' && r.reason).toMatch(/^not a git repository: \/nonexistent\/worktree$/);
      // The old contract is unchanged: no work tree.
      expect(await gitTopLevel(tmp.dir)).toBeNull();
    } finally {
      tmp.cleanup();
    }
  });

  (AS_ROOT ? test : test.skip)('another user\'s repository: refused, naming safe.directory', async () => {
    const repo = makeRepo();
    try {
      spawnSync('chown', ['-R', '65534:65534', repo.dir]);
      expect(await gitWorkTree(repo.dir)).toEqual({
        kind: 'refused',
        reason: `detected dubious ownership in repository at '${repo.dir}' (if you trust it: git config --global --add safe.directory ${repo.dir})`,
      });
      expect(await gitTopLevel(repo.dir)).toBeNull();
    } finally {
      spawnSync('chown', ['-R', '0:0', repo.dir]);
      repo.cleanup();
    }
  });
});
