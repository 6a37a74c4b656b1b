// actions/build-context-pack in rehash mode, in-process (src/, not dist/), in real git
// repositories with a bare file:// remote: packs git ignores (or that lie in another repository)
// are skipped with one notice line, nested packs are rehashed in one run, and every listed file
// is hashed once (context-pack/load.js's hashFile counts the calls), and pack.json read once (node:fs/promises
// records readFile).
import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const actualLoad = await import('../../src/context-pack/load.js');
/** Every file the rehash hashed (context-pack/load.js's hashFile, as validate hashes), in order. */
const hashed: string[] = [];
jest.unstable_mockModule('../../src/context-pack/load.js', () => ({
  ...actualLoad,
  hashFile: async (file: string, buf: Buffer) => {
    hashed.push(file);
    return actualLoad.hashFile(file, buf);
  },
}));

const actualFs = await import('node:fs/promises');
/** Every file node:fs/promises' readFile read, in order. */
const readFiles: string[] = [];
jest.unstable_mockModule('node:fs/promises', () => ({
  ...actualFs,
  readFile: ((file: Parameters<typeof actualFs.readFile>[0], ...rest: [never]) => {
    readFiles.push(String(file));
    return actualFs.readFile(file, ...rest);
  }) as typeof actualFs.readFile,
}));

const { validateContextPack } = await import('../../src/context-pack/validate.js');
const { runBuildContextPack } = await import('./build-context-pack-entry.js');
const { baseEnv, git, repo, otherClone } = await import('./build-context-pack-fixture.js');
const { sha256 } = await import('../helpers/context-pack-fixture.js');

/** The entry's run (build-context-pack-entry.ts, imported after the mocks), with what it hashed and read. */
async function runAction(work: string, inputs: Record<string, string>) {
  hashed.length = 0;
  readFiles.length = 0;
  const r = await runBuildContextPack(work, inputs);
  return { ...r, hashed: [...hashed], readFiles: [...readFiles] };
}

const noticeLines = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::notice::'));
const PACK = path.join('docs', 'agent-pack');

/** A stale copy of the example pack at `rel` (its AGENTS.md edited after hashing). */
function stalePack(work: string, rel: string): string {
  const from = path.join(work, PACK);
  for (const f of ['AGENTS.md', 'cursor.md', 'pack.json', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md']) {
    mkdirSync(path.join(work, rel), { recursive: true });
    writeFileSync(path.join(work, rel, f), readFileSync(path.join(from, f)));
  }
  appendFileSync(path.join(work, rel, 'AGENTS.md'), '\nStale here too.\n');
  return readFileSync(path.join(work, rel, 'pack.json'), 'utf8');
}

describe('build-context-pack rehash: packs this repository does not track', () => {
  test('a pack git ignores is skipped with one notice line; a tracked one in an ignored folder is rehashed and committed', async () => {
    let nestedRepoBefore = '';
    const { t, remote, work } = repo((w) => {
      writeFileSync(path.join(w, '.gitignore'), 'build/\nvendor/\n');
      // Tracked although its folder is ignored (added with -f below): the repository's own.
      stalePack(w, 'vendor/kept');
      // Its own repository inside this one (as a submodule's folder is): this one cannot add its files.
      nestedRepoBefore = stalePack(w, 'third-party/lib/pack');
      const lib = path.join(w, 'third-party', 'lib');
      git(lib, 'init', '-q');
      git(lib, 'add', '-A');
      git(lib, 'commit', '-q', '-m', 'lib');
    });
    try {
      git(work, 'add', '-f', 'vendor/kept');
      git(work, 'commit', '-q', '-m', 'vendor a pack');
      git(work, 'push', '-q', 'origin', 'main');
      // Written by a build, ignored: not the repository's.
      const ignoredBefore = stalePack(work, 'build/generated');

      const r = await runAction(work, { mode: 'rehash', commit: 'push' });
      expect(r.error).toBeNull();
      expect(noticeLines(r.stdout)).toEqual(['::notice::packwright: not rehashing 2 context packs that this repository does not track: third-party/lib/pack/pack.json (in the git repository third-party/lib), build/generated/pack.json (ignored by .gitignore:1: build/)']);
      expect(readFileSync(path.join(work, 'build', 'generated', 'pack.json'), 'utf8')).toBe(ignoredBefore);
      expect(readFileSync(path.join(work, 'third-party', 'lib', 'pack', 'pack.json'), 'utf8')).toBe(nestedRepoBefore);
      expect(r.outputs).toMatchObject({ changed: 'true', files: 'docs/agent-pack/pack.json\nvendor/kept/pack.json' });
      expect(git(remote, 'show', '--name-only', '--format=%an', 'main').split('\n').filter(Boolean)).toEqual(['github-actions[bot]', 'docs/agent-pack/pack.json', 'vendor/kept/pack.json']);
      expect(git(work, 'status', '--porcelain')).toBe('');
      expect(await validateContextPack(path.join(work, 'vendor', 'kept'))).toEqual([]);

      // commit: none skips it as well: it is not the repository's either way.
      const none = await runAction(work, { mode: 'rehash', commit: 'none' });
      expect(none.error).toBeNull();
      expect(noticeLines(none.stdout)).toHaveLength(1);
      expect(none.outputs).toMatchObject({ changed: 'false', files: '' });
      expect(readFileSync(path.join(work, 'build', 'generated', 'pack.json'), 'utf8')).toBe(ignoredBefore);
    } finally {
      t.cleanup();
    }
  });

  test('a negated rule re-includes a pack; nothing skipped means no notice', async () => {
    const { t, work } = repo((w) => writeFileSync(path.join(w, '.gitignore'), 'docs/*\n!docs/agent-pack/\n'));
    try {
      const r = await runAction(work, { mode: 'rehash', commit: 'none' });
      expect(r.error).toBeNull();
      expect(noticeLines(r.stdout)).toEqual([]);
      expect(r.outputs).toMatchObject({ changed: 'true', files: 'docs/agent-pack/pack.json' });
    } finally {
      t.cleanup();
    }
  });
});

describe('build-context-pack rehash: a path holding no context pack', () => {
  test('is "no context packs to rehash", changed=false, not a pack whose pack.json is missing', async () => {
    const { t, work } = repo((w) => {
      mkdirSync(path.join(w, 'src'));
      writeFileSync(path.join(w, 'src', 'a.ts'), 'export const a = 1;\n');
    });
    try {
      const r = await runAction(work, { mode: 'rehash', commit: 'push', path: 'src' });
      expect(r.error).toBeNull();
      expect(r.stdout).toContain('packwright: no context packs to rehash\n');
      expect(r.outputs).toMatchObject({ changed: 'false', files: '' });
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });
});

describe('build-context-pack rehash: nested packs, each file hashed once', () => {
  test('a pack that lists a nested pack’s pack.json is right after one run; a second run changes nothing', async () => {
    const innerPack = path.join(PACK, 'inner');
    const { t, work } = repo((w) => {
      mkdirSync(path.join(w, innerPack));
      writeFileSync(path.join(w, innerPack, 'x.md'), 'x\n');
      const inner = `{\n  "files": [\n    {"path": "x.md", "sha256": "${sha256('x\n')}"}\n  ]\n}\n`;
      writeFileSync(path.join(w, innerPack, 'pack.json'), inner);
      const outer = JSON.parse(readFileSync(path.join(w, PACK, 'pack.json'), 'utf8')) as { files: { path: string; sha256: string }[] };
      outer.files.push({ path: 'inner/pack.json', sha256: sha256(inner) });
      writeFileSync(path.join(w, PACK, 'pack.json'), `${JSON.stringify(outer, null, 2)}\n`);
    });
    try {
      writeFileSync(path.join(work, innerPack, 'x.md'), 'x, edited\n');
      git(work, 'commit', '-q', '-am', 'edit the inner pack');

      const r = await runAction(work, { mode: 'rehash', commit: 'push' });
      expect(r.error).toBeNull();
      expect(r.stdout).toContain('packwright: docs/agent-pack/pack.json: 2 hash(es) updated\n');
      expect(r.stdout).toContain('packwright: docs/agent-pack/inner/pack.json: 1 hash(es) updated\n');
      expect(r.outputs).toMatchObject({ changed: 'true', files: 'docs/agent-pack/inner/pack.json\ndocs/agent-pack/pack.json' });
      // The outer pack records the inner pack.json as rewritten in this run, without reading it.
      const listed = ['AGENTS.md', 'cursor.md', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'].map((f) => path.join(work, PACK, f));
      expect([...r.hashed].sort()).toEqual([path.join(work, innerPack, 'x.md'), ...listed].sort());
      expect(await validateContextPack(path.join(work, PACK))).toEqual([]);
      expect((await validateContextPack(path.join(work, innerPack))).filter((d) => d.rule === 'hash-mismatch')).toEqual([]);

      const again = await runAction(work, { mode: 'rehash', commit: 'push' });
      expect(again.error).toBeNull();
      expect(again.outputs).toMatchObject({ changed: 'false', files: '' });
      expect(again.hashed).toHaveLength(listed.length + 2);
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });
});

describe('build-context-pack mode both: the output checked against what each pack lists', () => {
  test('the paths come from the rehash plan: a pack.json already right is not read a second time', async () => {
    const { t, work } = repo();
    try {
      expect((await runAction(work, { mode: 'rehash', commit: 'push' })).error).toBeNull();
      const r = await runAction(work, { mode: 'both', commit: 'none' });
      expect(r.error).toBeNull();
      expect(r.outputs).toMatchObject({ changed: 'true', files: '.context/pack.json' });
      expect(r.readFiles.filter((f) => f.endsWith(path.join(PACK, 'pack.json')))).toEqual([]);
    } finally {
      t.cleanup();
    }
  });
});

/** Every files[] entry of the pack.json on the remote's main: the hash it records, and the hash of the file main holds. */
function remoteHashes(remote: string, pack = 'docs/agent-pack') {
  const show = (p: string) => {
    const r = spawnSync('git', ['show', `main:${p}`], { cwd: remote, env: { ...process.env, ...baseEnv } });
    if (r.status !== 0) throw new Error(`git show main:${p}: ${r.stderr.toString()}`);
    return r.stdout;
  };
  const manifest = JSON.parse(show(`${pack}/pack.json`).toString('utf8')) as { files: { path: string; sha256: string }[] };
  return manifest.files.map((f) => ({ path: f.path, recorded: f.sha256, actual: sha256(show(`${pack}/${f.path}`)) }));
}
const staleOnRemote = (remote: string) => remoteHashes(remote).filter((h) => h.recorded !== h.actual);
const errorText = (r: { error: string | null }) => r.error ?? '';

/** Another contributor's commit, pushed to main while the action's checkout is behind it. */
async function pushFromOther(t: { dir: string }, remote: string, change: (other: string) => unknown, name = 'other') {
  const other = otherClone(t, remote, name);
  await change(other);
  git(other, 'add', '-A');
  git(other, 'commit', '-q', '-m', 'their change');
  git(other, 'push', '-q', 'origin', 'main');
  return git(remote, 'rev-parse', 'main');
}

describe('build-context-pack commit: push: the branch moved on the remote', () => {
  test('a commit that changed a listed file: after the rebase the pack is rehashed again and the bot’s commit amended; what is pushed is right', async () => {
    const { t, remote, work } = repo();
    try {
      const theirs = await pushFromOther(t, remote, (o) => appendFileSync(path.join(o, PACK, 'skills.md'), '\nTheir skill.\n'));
      expect(staleOnRemote(remote).map((h) => h.path)).toEqual(['AGENTS.md', 'skills.md']);

      const r = await runAction(work, { mode: 'rehash', commit: 'push' });
      expect(r.error).toBeNull();
      expect(r.stdout).toContain('packwright: main moved on the remote; rebasing onto it and pushing again\n');
      expect(r.stdout).toContain('packwright: docs/agent-pack/pack.json: 1 hash(es) updated after rebasing\n');
      expect(r.stdout.match(/rebasing onto it/g)).toHaveLength(1);
      expect(r.outputs).toMatchObject({ changed: 'true', files: 'docs/agent-pack/pack.json' });
      // One bot commit, on their commit, holding the hashes of the files main now has.
      expect(staleOnRemote(remote)).toEqual([]);
      expect(git(remote, 'log', '--format=%an|%s', '-2', 'main')).toBe('github-actions[bot]|chore: refresh context packs\nt|their change');
      expect(git(remote, 'rev-parse', 'main^')).toBe(theirs);
      expect(git(remote, 'show', '--name-only', '--format=', 'main')).toBe('docs/agent-pack/pack.json');
      expect(git(work, 'rev-parse', 'HEAD')).toBe(git(remote, 'rev-parse', 'main'));
      expect(git(work, 'status', '--porcelain')).toBe('');
      expect(await validateContextPack(path.join(work, PACK))).toEqual([]);

      // The next run has nothing to do.
      const again = await runAction(work, { mode: 'rehash', commit: 'push' });
      expect(again.error).toBeNull();
      expect(again.outputs).toMatchObject({ changed: 'false', files: '' });
    } finally {
      t.cleanup();
    }
  });

  test('an unrelated commit: rebased and pushed, nothing amended, the outputs as before', async () => {
    const { t, remote, work } = repo();
    try {
      await pushFromOther(t, remote, (o) => appendFileSync(path.join(o, 'README.md'), 'More.\n'));
      const r = await runAction(work, { mode: 'rehash', commit: 'push' });
      expect(r.error).toBeNull();
      expect(r.stdout).not.toContain('after rebasing');
      expect(r.outputs).toMatchObject({ changed: 'true', files: 'docs/agent-pack/pack.json' });
      expect(staleOnRemote(remote)).toEqual([]);
      expect(git(remote, 'log', '--format=%an|%s', '-2', 'main')).toBe('github-actions[bot]|chore: refresh context packs\nt|their change');
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  test('the remote already holds the same rehash: the rebase drops the bot’s commit, nothing is pushed, changed is false', async () => {
    const { t, remote, work } = repo();
    try {
      const { rehashContextPack } = await import('../../src/context-pack/rehash.js');
      // Their commit is the very rehash the action makes.
      const theirs = await pushFromOther(t, remote, (o) => rehashContextPack(path.join(o, PACK)));
      expect(staleOnRemote(remote)).toEqual([]);
      const r = await runAction(work, { mode: 'rehash', commit: 'push' });
      expect(r.error).toBeNull();
      expect(r.outputs).toMatchObject({ changed: 'false', files: '' });
      expect(r.stdout).toContain('packwright: after rebasing, nothing is left to change\n');
      expect(r.stdout).not.toContain('packwright: pushed to');
      expect(git(remote, 'rev-parse', 'main')).toBe(theirs);
      expect(git(work, 'rev-parse', 'HEAD')).toBe(theirs);
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  test('a commit that takes the listed file back: the amended commit would be empty, so it is dropped and nothing is pushed', async () => {
    const { t, remote, work } = repo();
    try {
      const theirs = await pushFromOther(t, remote, (o) => git(o, 'checkout', '-q', 'HEAD~1', '--', `${PACK}/AGENTS.md`));
      expect(staleOnRemote(remote)).toEqual([]);
      const r = await runAction(work, { mode: 'rehash', commit: 'push' });
      expect(r.error).toBeNull();
      expect(r.stdout).toContain('packwright: docs/agent-pack/pack.json: 1 hash(es) updated after rebasing\n');
      expect(r.outputs).toMatchObject({ changed: 'false', files: '' });
      expect(git(remote, 'rev-parse', 'main')).toBe(theirs);
      expect(git(work, 'rev-parse', 'HEAD')).toBe(theirs);
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  test('mode both: a commit that changed the snapshot’s inputs and a listed file: both are redone; a run on what was pushed changes nothing', async () => {
    const { t, remote, work } = repo();
    try {
      const theirs = await pushFromOther(t, remote, (o) => {
        writeFileSync(path.join(o, 'index.js'), 'module.exports = 2;\n');
        appendFileSync(path.join(o, PACK, 'tasks.md'), '\nTheir task.\n');
      });
      const r = await runAction(work, { mode: 'both', commit: 'push' });
      expect(r.error).toBeNull();
      expect(r.stdout).toContain('packwright: docs/agent-pack/pack.json: 1 hash(es) updated after rebasing\n');
      expect(r.stdout).toMatch(/packwright: \.context\/pack\.json: \w+ pack, .* after rebasing\n/);
      expect(r.outputs).toMatchObject({ changed: 'true', files: '.context/pack.json\ndocs/agent-pack/pack.json' });
      expect(staleOnRemote(remote)).toEqual([]);
      expect(git(remote, 'rev-parse', 'main^')).toBe(theirs);
      expect(git(remote, 'log', '-1', '--format=%an', 'main')).toBe('github-actions[bot]');
      expect(git(remote, 'show', '--name-only', '--format=', 'main').split('\n').sort()).toEqual(['.context/pack.json', 'docs/agent-pack/pack.json']);
      expect(git(work, 'status', '--porcelain')).toBe('');
      const check = await runAction(work, { mode: 'both', commit: 'none' });
      expect(check.error).toBeNull();
      expect(check.outputs).toMatchObject({ changed: 'false', files: '' });
    } finally {
      t.cleanup();
    }
  });

  test('a commit that breaks a pack: one line says so, nothing is pushed, the commit stays local and the work tree clean', async () => {
    const { t, remote, work } = repo();
    try {
      const theirs = await pushFromOther(t, remote, (o) => git(o, 'rm', '-q', `${PACK}/skills.md`));
      const r = await runAction(work, { mode: 'rehash', commit: 'push' });
      expect(errorText(r)).toMatch(/^git push to main was rejected \(the branch moved on the remote\); after rebasing onto it, docs\/agent-pack\/pack\.json: files\[\d\] skills\.md: .*; nothing was pushed \(the commit stays local; re-run the workflow\)$/);
      expect(errorText(r)).not.toContain('\n');
      expect(r.outputs).toMatchObject({ changed: 'true', files: 'docs/agent-pack/pack.json' });
      expect(git(remote, 'rev-parse', 'main')).toBe(theirs);
      expect(git(work, 'rev-parse', 'HEAD^')).toBe(theirs);
      expect(git(work, 'log', '-1', '--format=%an', 'HEAD')).toBe('github-actions[bot]');
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  test('the push after the rebase is rejected too: one line, no second rebase, the amended commit stays local', async () => {
    const { t, remote, work } = repo();
    try {
      const theirs = await pushFromOther(t, remote, (o) => appendFileSync(path.join(o, PACK, 'skills.md'), '\nTheir skill.\n'));
      const hook = path.join(remote, 'hooks', 'pre-receive');
      writeFileSync(hook, '#!/bin/sh\necho "error: main is frozen" >&2\nexit 1\n');
      chmodSync(hook, 0o755);
      const r = await runAction(work, { mode: 'rehash', commit: 'push' });
      expect(errorText(r)).toMatch(/^git push to main failed again after rebasing: .*\(pre-receive hook declined\).* \(the commit stays local\)$/);
      expect(errorText(r)).not.toContain('\n');
      expect(r.stdout.match(/rebasing onto it/g)).toHaveLength(1);
      expect(git(remote, 'rev-parse', 'main')).toBe(theirs);
      expect(git(work, 'rev-parse', 'HEAD^')).toBe(theirs);
      expect(git(work, 'log', '-1', '--format=%an', 'HEAD')).toBe('github-actions[bot]');
      expect(git(work, 'status', '--porcelain')).toBe('');
      expect(await validateContextPack(path.join(work, PACK))).toEqual([]);
    } finally {
      t.cleanup();
    }
  });
});
