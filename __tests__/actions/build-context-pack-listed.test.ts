// actions/build-context-pack, mode snapshot, when a context pack lists the output (records its
// SHA-256): the rebuild makes that hash stale, so the pack is rehashed in the same run and
// committed with it, and so is a pack listing that pack's pack.json. Unrelated stale packs are
// left to mode rehash. In real git repositories with a bare file:// remote, in-process.
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import { sha256 } from '../helpers/context-pack-fixture.js';
import { git, otherClone, repo } from './build-context-pack-fixture.js';
import { logLines, runBuildContextPack } from './build-context-pack-entry.js';

const { rehashContextPack } = await import('../../src/context-pack/rehash.js');
const { validateContextPack } = await import('../../src/context-pack/validate.js');

const PACK = 'docs/agent-pack';
const OUTPUT = `${PACK}/repo-pack.json`;

type Manifest = { files: { path: string; sha256: string }[] };
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Adds `entry` to the files of the pack.json in `dir`. */
function listIn(dir: string, entry: { path: string; sha256: string }) {
  const manifest = path.join(dir, 'pack.json');
  const pack = readJson<Manifest>(manifest);
  pack.files.push(entry);
  writeFileSync(manifest, `${JSON.stringify(pack, null, 2)}\n`);
}

/**
 * The fixture, with: the agent pack listing the output (which an earlier build wrote), a pack in
 * docs/ listing the agent pack's pack.json, and an unrelated stale pack. Every pack but the
 * unrelated one is right when the action runs.
 */
function listingRepo(options: { outputExists?: boolean } = {}) {
  const r = repo((w) => {
    const old = '{"type": "full"}\n';
    if (options.outputExists !== false) writeFileSync(path.join(w, OUTPUT), old);
    listIn(path.join(w, PACK), { path: 'repo-pack.json', sha256: sha256(old) });
    cpSync(path.join(REPO_ROOT, 'examples', 'context-pack'), path.join(w, 'docs', 'unrelated'), { recursive: true });
    appendFileSync(path.join(w, 'docs', 'unrelated', 'AGENTS.md'), '\nStale.\n');
    writeFileSync(path.join(w, 'docs', 'pack.json'), `{\n  "files": [\n    {"path": "agent-pack/pack.json", "sha256": "${'0'.repeat(64)}"}\n  ]\n}\n`);
  });
  return r;
}

/** Rehashes the agent pack, then the docs pack (which lists its pack.json), and pushes: the state a run starts from. */
async function rehashAndPush(work: string) {
  await rehashContextPack(path.join(work, PACK));
  await rehashContextPack(path.join(work, 'docs'));
  git(work, 'commit', '-q', '-am', 'rehash');
  git(work, 'push', '-q', 'origin', 'main');
}

/** The hash-mismatch findings of the pack in `dir`. */
const mismatches = async (dir: string) => (await validateContextPack(dir)).filter((d) => d.rule === 'hash-mismatch');

describe('build-context-pack mode snapshot: the packs that list the output are rehashed', () => {
  test('the output and the chain of packs listing it are committed together, right; an unrelated stale pack is left; a second run changes nothing', async () => {
    const { t, remote, work } = listingRepo();
    try {
      await rehashAndPush(work);
      const unrelated = readFileSync(path.join(work, 'docs', 'unrelated', 'pack.json'), 'utf8');

      const r = await runBuildContextPack(work, { mode: 'snapshot', commit: 'push', output: OUTPUT });
      expect(r.error).toBeNull();
      expect(r.outputs).toMatchObject({ changed: 'true', files: `docs/agent-pack/pack.json\n${OUTPUT}\ndocs/pack.json` });
      expect(logLines(r.stdout)).toEqual([
        `packwright: ${OUTPUT}: leaving out docs/agent-pack/pack.json, docs/pack.json, which record its hash (directly or through another pack) and are rehashed when it changes`,
        expect.stringMatching(new RegExp(`^packwright: ${OUTPUT}: full pack, \\d+ files included, \\d+ excluded$`)),
        `packwright: docs/agent-pack/pack.json: 1 hash(es) updated (it lists ${OUTPUT}, rewritten in this run)`,
        'packwright: docs/pack.json: 1 hash(es) updated (it lists docs/agent-pack/pack.json, rewritten in this run)',
        `packwright: changed: docs/agent-pack/pack.json, ${OUTPUT}, docs/pack.json`,
        'packwright: pushed to main',
      ]);
      expect(git(remote, 'log', '-1', '--format=%an', 'main')).toBe('github-actions[bot]');
      expect(git(remote, 'show', '--name-only', '--format=', 'main').split('\n').sort()).toEqual(['docs/agent-pack/pack.json', OUTPUT, 'docs/pack.json'].sort());
      expect(git(work, 'status', '--porcelain')).toBe('');
      expect(await mismatches(path.join(work, PACK))).toEqual([]);
      expect(await mismatches(path.join(work, 'docs'))).toEqual([]);
      expect(readFileSync(path.join(work, 'docs', 'unrelated', 'pack.json'), 'utf8')).toBe(unrelated);

      // The packs recording the output's hash are not packed (each rebuild would change them
      // again), but file_index records them once, excluded with why, as every file the scan saw.
      type Entry = { path: string; included: boolean; exclusion_reason?: string };
      const index = readJson<{ file_index: Entry[] }>(path.join(work, OUTPUT)).file_index;
      const entry = (p: string) => index.filter((f) => f.path === p);
      expect(entry('docs/unrelated/pack.json')).toMatchObject([{ included: true }]);
      expect(entry('docs/agent-pack/pack.json')).toMatchObject([{ included: false, exclusion_reason: 'pattern_match' }]);
      expect(entry('docs/pack.json')).toMatchObject([{ included: false, exclusion_reason: 'pattern_match' }]);
      expect(entry(OUTPUT)).toEqual([]);

      const again = await runBuildContextPack(work, { mode: 'snapshot', commit: 'push', output: OUTPUT });
      expect(again.error).toBeNull();
      expect(again.outputs).toMatchObject({ changed: 'false', files: '' });
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  test('an output not built yet: written, and the pack listing it records its hash (commit: none)', async () => {
    const { t, work } = listingRepo({ outputExists: false });
    try {
      const r = await runBuildContextPack(work, { mode: 'snapshot', commit: 'none', output: OUTPUT });
      expect(r.error).toBeNull();
      expect(r.outputs).toMatchObject({ changed: 'true', files: `docs/agent-pack/pack.json\n${OUTPUT}\ndocs/pack.json` });
      expect(await mismatches(path.join(work, PACK))).toEqual([]);
      expect(await mismatches(path.join(work, 'docs'))).toEqual([]);
    } finally {
      t.cleanup();
    }
  });

  test('a pack listing the output that cannot be rehashed (a listed file is gone): one line, nothing written', async () => {
    for (const outputExists of [true, false]) {
      const { t, work } = listingRepo({ outputExists });
      try {
        listIn(path.join(work, PACK), { path: 'gone.md', sha256: '0'.repeat(64) });
        git(work, 'commit', '-q', '-am', 'list a file that is not there');
        const before = outputExists ? readFileSync(path.join(work, OUTPUT), 'utf8') : null;
        const r = await runBuildContextPack(work, { mode: 'snapshot', commit: 'push', output: OUTPUT });
        expect(r.error).toMatch(/^docs\/agent-pack\/pack\.json: files\[\d+\] gone\.md: /);
        expect(r.error).not.toContain('\n');
        expect(git(work, 'status', '--porcelain')).toBe('');
        expect(outputExists ? readFileSync(path.join(work, OUTPUT), 'utf8') : existsSync(path.join(work, OUTPUT))).toBe(outputExists ? before : false);
      } finally {
        t.cleanup();
      }
    }
  });

  test('mode both: the packs under path are rehashed before the rebuild, those outside it that list the output after it', async () => {
    const { t, work } = listingRepo();
    try {
      await rehashAndPush(work);
      cpSync(path.join(REPO_ROOT, 'examples', 'context-pack'), path.join(work, 'src', 'pack'), { recursive: true });
      appendFileSync(path.join(work, 'src', 'pack', 'AGENTS.md'), '\nStale.\n');
      writeFileSync(path.join(work, 'src', 'index.js'), 'module.exports = 1;\n');
      git(work, 'add', '-A');
      git(work, 'commit', '-q', '-m', 'src');

      // A listing pack that cannot be rehashed is found before the packs under path are written.
      listIn(path.join(work, PACK), { path: 'gone.md', sha256: '0'.repeat(64) });
      const broken = await runBuildContextPack(work, { mode: 'both', commit: 'none', path: 'src', output: OUTPUT });
      expect(broken.error).toMatch(/^docs\/agent-pack\/pack\.json: files\[\d+\] gone\.md: /);
      expect(git(work, 'status', '--porcelain')).toBe(`M ${PACK}/pack.json`);
      git(work, 'checkout', '-q', '--', `${PACK}/pack.json`);

      const r = await runBuildContextPack(work, { mode: 'both', commit: 'none', path: 'src', output: OUTPUT });
      expect(r.error).toBeNull();
      expect(r.outputs).toMatchObject({ changed: 'true', files: `docs/agent-pack/pack.json\n${OUTPUT}\ndocs/pack.json\nsrc/pack/pack.json` });
      expect(logLines(r.stdout)).toEqual([
        'packwright: src/pack/pack.json: 1 hash(es) updated',
        expect.stringMatching(new RegExp(`^packwright: ${OUTPUT}: full pack, \\d+ files included, \\d+ excluded$`)),
        `packwright: docs/agent-pack/pack.json: 1 hash(es) updated (it lists ${OUTPUT}, rewritten in this run)`,
        'packwright: docs/pack.json: 1 hash(es) updated (it lists docs/agent-pack/pack.json, rewritten in this run)',
        `packwright: changed: docs/agent-pack/pack.json, ${OUTPUT}, docs/pack.json, src/pack/pack.json`,
      ]);
      for (const dir of [PACK, 'docs', 'src/pack']) expect(await mismatches(path.join(work, dir))).toEqual([]);
      expect(readFileSync(path.join(work, OUTPUT), 'utf8')).toContain('"pack/pack.json"');
    } finally {
      t.cleanup();
    }
  });

  test('the branch moved and changed the snapshot’s inputs: rebuilt after the rebase, and the listing packs rehashed again in the amended commit', async () => {
    const { t, remote, work } = listingRepo();
    try {
      await rehashAndPush(work);
      const other = otherClone(t, remote);
      writeFileSync(path.join(other, 'index.js'), 'module.exports = 2;\n');
      mkdirSync(path.join(other, 'lib'));
      writeFileSync(path.join(other, 'lib', 'more.js'), 'module.exports = 3;\n');
      git(other, 'add', '-A');
      git(other, 'commit', '-q', '-m', 'their change');
      git(other, 'push', '-q', 'origin', 'main');
      const theirs = git(remote, 'rev-parse', 'main');

      const r = await runBuildContextPack(work, { mode: 'snapshot', commit: 'push', output: OUTPUT });
      expect(r.error).toBeNull();
      expect(r.stdout).toContain(`packwright: docs/agent-pack/pack.json: 1 hash(es) updated after rebasing (it lists ${OUTPUT}, rewritten in this run)\n`);
      expect(git(remote, 'rev-parse', 'main^')).toBe(theirs);
      expect(git(remote, 'show', '--name-only', '--format=', 'main').split('\n').sort()).toEqual(['docs/agent-pack/pack.json', OUTPUT, 'docs/pack.json'].sort());
      expect(git(work, 'rev-parse', 'HEAD')).toBe(git(remote, 'rev-parse', 'main'));
      expect(git(work, 'status', '--porcelain')).toBe('');
      expect(readFileSync(path.join(work, OUTPUT), 'utf8')).toContain('lib/more.js');
      expect(await mismatches(path.join(work, PACK))).toEqual([]);
      expect(await mismatches(path.join(work, 'docs'))).toEqual([]);

      const again = await runBuildContextPack(work, { mode: 'snapshot', commit: 'push', output: OUTPUT });
      expect(again.error).toBeNull();
      expect(again.outputs).toMatchObject({ changed: 'false', files: '' });
    } finally {
      t.cleanup();
    }
  });
});
