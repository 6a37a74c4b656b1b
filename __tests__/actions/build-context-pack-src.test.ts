// actions/build-context-pack in rehash mode, in-process (src/, not dist/), in real git
// repositories with a bare file:// remote: packs git ignores (or that lie in another repository)
// are skipped with one notice line, nested packs are rehashed in one run, and every listed file
// is hashed once (core/hash.js counts the calls).
import { jest } from '@jest/globals';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const actualHash = await import('../../src/core/hash.js');
/** Every file sha256File read, in order. */
const hashed: string[] = [];
jest.unstable_mockModule('../../src/core/hash.js', () => ({
  ...actualHash,
  sha256File: async (file: string) => {
    hashed.push(file);
    return actualHash.sha256File(file);
  },
}));

const { buildContextPackAction } = await import('../../src/cli/actions/build-context-pack.js');
const { validateContextPack } = await import('../../src/context-pack/validate.js');
const { parseOutputFile } = await import('../helpers/action-runner.js');
const { baseEnv, git, repo } = await import('./build-context-pack-fixture.js');
const { sha256 } = await import('../helpers/context-pack-fixture.js');

let runs = 0;
/** Runs the action entry as actions/run.sh does, with INPUT_* variables, in `work`; restores the process afterwards. */
async function runAction(work: string, inputs: Record<string, string>) {
  const outputFile = path.join(path.dirname(work), `github-output-${++runs}`);
  writeFileSync(outputFile, '');
  const savedEnv = { ...process.env };
  const savedCwd = process.cwd();
  let stdout = '';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  }) as typeof process.stdout.write);
  Object.assign(process.env, baseEnv, { GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: '' });
  for (const [k, v] of Object.entries(inputs)) process.env[`INPUT_${k.toUpperCase()}`] = v;
  hashed.length = 0;
  let error: string | null = null;
  try {
    process.chdir(work);
    await buildContextPackAction.run();
  } catch (err) {
    error = (err as Error).message;
  } finally {
    process.chdir(savedCwd);
    spy.mockRestore();
    for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k];
    Object.assign(process.env, savedEnv);
  }
  return { stdout, error, outputs: parseOutputFile(readFileSync(outputFile, 'utf8')), hashed: [...hashed] };
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
