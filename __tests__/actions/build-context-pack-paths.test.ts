// Path lists reach git on stdin (--pathspec-from-file) or in command lines kept short, never as
// one argument list: a monorepo's thousands of changed pack.json files passed more than ARG_MAX
// (2 MiB on Linux, with the environment) and the spawn failed with E2BIG. Every path is literal:
// a file named `*` or `:(glob)*` names itself. In real git repositories, in-process.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { sha256 } from '../helpers/context-pack-fixture.js';
import { git, otherClone, repo } from './build-context-pack-fixture.js';
import { runBuildContextPack } from './build-context-pack-entry.js';

const { runGitPathspecFile, runGitPathBatches } = await import('../../src/core/git.js');

/** Names git would read as patterns, magic or options, and ones a line-based list would split. */
const ODD = ['*', ':x', ':(glob)*', 'a b', 'new\nline', '-n', 'tab\there'];

/** More than ARG_MAX of paths: `count` folders, each path about 3,800 bytes, under `root`. */
function longFolders(root: string, count: number): string[] {
  const deep = Array.from({ length: 15 }, (_, i) => `${String.fromCharCode(97 + i)}${'x'.repeat(249)}`).join('/');
  return Array.from({ length: count }, (_, i) => path.posix.join(root, deep, `p${i}`));
}

/** The paths commit `rev` changed, sorted (more than spawnSync's default 1 MiB of output). */
function namesIn(cwd: string, rev: string): string[] {
  const r = spawnSync('git', ['show', '--name-only', '-z', '--format=', rev], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`git show ${rev}: ${r.stderr}`);
  return r.stdout.split('\0').filter(Boolean).sort();
}

const bytes = (paths: readonly string[]) => paths.reduce((n, p) => n + Buffer.byteLength(p) + 1, 0);
const ARG_MAX = 2 * 1024 * 1024;

describe('git path lists: literal, on stdin or in short command lines', () => {
  test('names holding *, :, spaces, tabs, newlines or a leading dash each name one file', async () => {
    const t = makeTempDir('packwright-paths-');
    try {
      const env = { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' };
      git(t.dir, 'init', '-q', '-b', 'main');
      for (const name of [...ODD, 'decoy']) writeFileSync(path.join(t.dir, name), `${name}\n`);
      const staged = ['*', 'new\nline', ':(glob)*', '-n'];
      await runGitPathspecFile(['add'], staged, { cwd: t.dir, env });
      const list = async (args: string[]) => (await runGitPathBatches(args, [...ODD, 'decoy'], { cwd: t.dir, env })).flatMap((r) => r.stdout.toString('utf8').split('\0').filter(Boolean));
      expect((await list(['ls-files', '-z'])).sort()).toEqual([...staged].sort());

      await runGitPathspecFile(['commit', '-q', '-m', 'odd names'], ['*', 'new\nline'], { cwd: t.dir, env });
      expect(git(t.dir, 'show', '--name-only', '-z', '--format=', 'HEAD').split('\0').filter(Boolean).sort()).toEqual(['*', 'new\nline']);
      const status = (await list(['status', '--porcelain=v1', '-z', '--untracked-files=all'])).sort();
      expect(status).toEqual(['A  -n', 'A  :(glob)*', ...ODD.filter((n) => !staged.includes(n)).map((n) => `?? ${n}`), '?? decoy'].sort());

      await runGitPathspecFile(['reset', '-q'], [':(glob)*'], { cwd: t.dir, env });
      writeFileSync(path.join(t.dir, '*'), 'changed\n');
      writeFileSync(path.join(t.dir, 'new\nline'), 'changed\n');
      await runGitPathspecFile(['checkout', '-q', 'HEAD'], ['*'], { cwd: t.dir, env });
      expect(readFileSync(path.join(t.dir, '*'), 'utf8')).toBe('*\n');
      expect(readFileSync(path.join(t.dir, 'new\nline'), 'utf8')).toBe('changed\n');
      expect((await list(['diff', '--name-only', '-z'])).sort()).toEqual(['new\nline']);
      expect((await list(['ls-tree', '-r', '-z', '--name-only', 'HEAD'])).sort()).toEqual(['*', 'new\nline']);
      expect(git(t.dir, 'diff', '--cached', '--name-only')).toBe('-n');

      // An empty list would mean every path to git: refused, not run.
      await expect(runGitPathspecFile(['add'], [], { cwd: t.dir })).rejects.toThrow('no paths');
      expect(await runGitPathBatches(['status'], [], { cwd: t.dir })).toEqual([]);
    } finally {
      t.cleanup();
    }
  });

  test('more than ARG_MAX of paths: one stdin list, or several command lines', async () => {
    const t = makeTempDir('packwright-paths-');
    try {
      const env = { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' };
      git(t.dir, 'init', '-q', '-b', 'main');
      const files = longFolders('', 600).map((d) => `${d}.md`);
      expect(bytes(files)).toBeGreaterThan(ARG_MAX);
      mkdirSync(path.join(t.dir, path.dirname(files[0])), { recursive: true });
      for (const f of files) writeFileSync(path.join(t.dir, f), 'x\n');
      await runGitPathspecFile(['add'], files, { cwd: t.dir, env });
      await runGitPathspecFile(['commit', '-q', '-m', 'many'], files, { cwd: t.dir, env });
      expect(Number(git(t.dir, 'rev-list', '--count', 'HEAD'))).toBe(1);
      const listed = (await runGitPathBatches(['ls-files', '-z'], files, { cwd: t.dir, env })).flatMap((r) => r.stdout.toString('utf8').split('\0').filter(Boolean));
      expect(listed.sort()).toEqual([...files].sort());
    } finally {
      t.cleanup();
    }
  });
});

describe('build-context-pack: more than ARG_MAX of changed paths', () => {
  test('hundreds of packs with long paths and odd names: rehashed, committed, rebased and amended, pushed', async () => {
    const folders = [...longFolders('packs', 600), 'docs/*', 'docs/:(glob)x', 'docs/a b', 'docs/-n'];
    const stale = (w: string) => {
      for (const dir of folders) {
        mkdirSync(path.join(w, dir), { recursive: true });
        writeFileSync(path.join(w, dir, 'a.md'), 'a\n');
        writeFileSync(path.join(w, dir, 'pack.json'), `{"files": [{"path": "a.md", "sha256": "${'0'.repeat(64)}"}]}\n`);
      }
    };
    const { t, remote, work } = repo(stale);
    try {
      const manifests = [...folders.map((d) => `${d}/pack.json`), 'docs/agent-pack/pack.json'].sort();
      expect(bytes(manifests)).toBeGreaterThan(ARG_MAX);
      // Another contributor changes a listed file after the action's checkout: the push is
      // rejected, and after the rebase every pack is planned again and the bot's commit amended.
      const other = otherClone(t, remote);
      for (const dir of ['docs/*', folders[0]]) writeFileSync(path.join(other, dir, 'a.md'), 'theirs\n');
      git(other, 'commit', '-q', '-am', 'their change');
      git(other, 'push', '-q', 'origin', 'main');

      const r = await runBuildContextPack(work, { mode: 'rehash', commit: 'push' });
      expect(r.error).toBeNull();
      expect(r.stdout.match(/: 1 hash\(es\) updated after rebasing\n/g)).toHaveLength(2);
      expect(r.outputs.changed).toBe('true');
      expect(r.outputs.files.split('\n')).toEqual(manifests);
      expect(git(remote, 'log', '-2', '--format=%an|%s', 'main')).toBe('github-actions[bot]|chore: refresh context packs\nt|their change');
      expect(namesIn(remote, 'main')).toEqual(manifests);
      expect(git(work, 'rev-parse', 'HEAD')).toBe(git(remote, 'rev-parse', 'main'));
      expect(git(work, 'status', '--porcelain')).toBe('');
      for (const [dir, text] of [['docs/*', 'theirs\n'], [folders[0], 'theirs\n'], ['docs/:(glob)x', 'a\n'], [folders[1], 'a\n']]) {
        const pack = JSON.parse(readFileSync(path.join(work, dir, 'pack.json'), 'utf8')) as { files: { sha256: string }[] };
        expect(pack.files[0].sha256).toBe(sha256(text));
      }
    } finally {
      t.cleanup();
    }
  });
});
