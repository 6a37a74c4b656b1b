// Module-level tests (sources through ts-jest, not the bundle), one per defect a second hostile
// probe found: file and folder names that are not UTF-8; a symlinked skill folder leading into
// the sink; failures after staging (a backup folder that cannot be made) leaving staging copies
// and an internal error; git transports that hang (fd::) or run programs; the user's git config
// (autocrlf, hooks) changing an import's files; a folder identical to its replacement reported
// as edited; a cache checkout replaced by a symlink; git's error named after an option; a state
// record whose sink_path no command can reach.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { git, skill, packRepo } from '../helpers/sp.js';
import { runSpMain } from '../helpers/in-process.js';

let t: ReturnType<typeof makeTempDir>;
let home: string;

const sp = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => runSpMain(args, cwd, home, env);

const uniq = (p: string) => `${p}-${Math.random().toString(16).slice(2)}`;

const makeRepo = (skills?: string[]) => packRepo(t.dir, skills);

/** A git work tree with the given skills committed (extra files as `skill` takes them); returns its path. */
function makeGitRepo(skills: Record<string, Record<string, string | Uint8Array>>): string {
  const dir = path.join(t.dir, uniq('remote'));
  git(['init', '-q', '-b', 'main', dir], t.dir);
  for (const [id, extra] of Object.entries(skills)) skill(dir, id, extra);
  git(['add', '-A'], dir);
  git(['commit', '-qm', 'skills'], dir);
  return dir;
}

/** A repo whose pack p imports `include` from `remote`. */
function importingRepo(remote: string, include: string, ref?: string): string {
  const repo = path.join(t.dir, uniq('repo'));
  mkdirSync(path.join(repo, 'packs'), { recursive: true });
  writeFileSync(path.join(repo, 'packs/p.yaml'), `name: p\nimports:\n  - repo: ${JSON.stringify(remote)}\n${ref ? `    ref: ${ref}\n` : ''}    include: [${JSON.stringify(include)}]\n`);
  return repo;
}

const lines = (stderr: string) => stderr.split('\n').filter((l) => l && !l.startsWith("Run 'sp --help'"));

/** A file or folder name that is not UTF-8 (as a path string Node passes on as its bytes). */
const NOT_UTF8 = Buffer.from([0x6e, 0xff, 0x2e, 0x74, 0x78, 0x74]); // n\xff.txt

function writeBytesName(dir: string, name: Buffer, data: string): void {
  writeFileSync(Buffer.concat([Buffer.from(`${dir}/`), name]), data);
}

beforeAll(() => {
  t = makeTempDir('sp-probe2-');
  home = path.join(t.dir, 'home');
  mkdirSync(home);
});
afterAll(() => t.cleanup());

describe('names that are not UTF-8', () => {
  test('a file in a local skill: lock, install and the dry run each give one line naming it; nothing is made', async () => {
    const repo = makeRepo(['a/one']);
    writeBytesName(path.join(repo, 'skills/a/one'), NOT_UTF8, 'x');
    const sink = path.join(t.dir, uniq('sink'));
    for (const args of [['lock', 'p'], ['install', 'p', '--agent', 'custom', '--path', sink], ['install', 'p', '--agent', 'custom', '--path', sink, '--dry-run']]) {
      const r = await sp(args, repo);
      expect(r.code).toBe(2);
      expect(lines(r.stderr)).toEqual([`sp: 'skills/a/one/n\uFFFD.txt': the name is not valid UTF-8 (shown with \uFFFD), which no state key can hold; rename it`]);
    }
    expect(existsSync(path.join(repo, 'packs/p.lock.json'))).toBe(false);
    expect(existsSync(sink) ? readdirSync(sink) : []).toEqual([]);
  });

  test('a folder under skills/ is named by list and install, not "no such file or directory"', async () => {
    const repo = makeRepo(['a/one']);
    mkdirSync(Buffer.concat([Buffer.from(`${repo}/skills/`), NOT_UTF8]));
    for (const args of [['list'], ['install', 'p', '--agent', 'custom', '--path', path.join(t.dir, uniq('sink'))]]) {
      const r = await sp(args, repo);
      expect(r.code).toBe(2);
      expect(lines(r.stderr)).toEqual([`sp: 'skills/n\uFFFD.txt': the name is not valid UTF-8 (shown with \uFFFD), which no state key can hold; rename it`]);
    }
  });

  test('an imported repository with such a folder elsewhere still installs; a selected skill holding one is refused, naming it', async () => {
    const remote = makeGitRepo({ 'good/a': {}, 'odd/b': {} });
    mkdirSync(Buffer.concat([Buffer.from(`${remote}/`), NOT_UTF8]));
    writeBytesName(remote, Buffer.concat([NOT_UTF8, Buffer.from('/f')]), 'x');
    writeBytesName(path.join(remote, 'odd/b'), NOT_UTF8, 'x');
    git(['add', '-A'], remote);
    git(['commit', '-qm', 'odd names'], remote);
    const sink = path.join(t.dir, uniq('sink'));
    const good = await sp(['install', 'p', '--agent', 'custom', '--path', sink], importingRepo(`file://${remote}`, 'good/*'));
    expect(good.stderr).toBe('');
    expect(readdirSync(sink)).toEqual(['p__good__a']);
    const odd = await sp(['install', 'p', '--agent', 'custom', '--path', path.join(t.dir, uniq('sink'))], importingRepo(`file://${remote}`, 'odd/*'));
    expect(odd.code).toBe(2);
    expect(lines(odd.stderr)).toEqual([`sp: 'file://${remote}:odd/b/n\uFFFD.txt': the name is not valid UTF-8 (shown with \uFFFD), which no state key can hold; rename it`]);
  });

  test('verify reports one added in the sink as extra (exit 1), and a reinstall backs the folder up', async () => {
    const repo = makeRepo(['a/one']);
    const sink = path.join(t.dir, uniq('sink'));
    expect((await sp(['install', 'p', '--agent', 'custom', '--path', sink], repo)).code).toBe(0);
    writeBytesName(path.join(sink, 'p__a__one'), NOT_UTF8, 'x');
    const v = await sp(['verify', 'p', '--agent', 'custom', '--path', sink, '--json'], repo);
    expect(v.stderr).toBe('');
    expect(v.code).toBe(1);
    expect(JSON.parse(v.stdout).drift).toEqual([expect.objectContaining({ path: path.join(sink, 'p__a__one'), extra: ['n\uFFFD.txt'], modified: [], missing: [] })]);
    const again = await sp(['install', 'p', '--agent', 'custom', '--path', sink], repo);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('edited locally, backed up');
    expect((await sp(['verify', 'p', '--agent', 'custom', '--path', sink], repo)).code).toBe(0);
  });
});

describe('a skill that leads into the sink', () => {
  test('a symlink under skills/ to the sink is refused before anything is copied, so the sink never grows', async () => {
    const repo = makeRepo(['own']);
    const sink = path.join(t.dir, uniq('sink'));
    skill(sink, 'hand-made');
    symlinkSync(sink, path.join(repo, 'skills/vendor'));
    for (const extra of [[], ['--dry-run']]) {
      const r = await sp(['install', 'p', '--agent', 'custom', '--path', sink, ...extra], repo);
      expect(r.code).toBe(2);
      expect(lines(r.stderr)).toEqual([`sp: skills/vendor: leads to ${sink}, the sink ${sink} or a folder holding it; the copies installed there would be found as skills of the pack, nesting deeper each install (choose another --path, or remove the symlink)`]);
    }
    expect(readdirSync(sink)).toEqual(['hand-made']);

    // A skills repository kept inside the sink is no such case: no copy can be found as a skill.
    const inner = path.join(sink, 'team-repo');
    skill(path.join(inner, 'skills'), 'own');
    mkdirSync(path.join(inner, 'packs'));
    writeFileSync(path.join(inner, 'packs/p.yaml'), 'name: p\ninclude: ["**"]\n');
    for (let i = 0; i < 2; i++) expect(await sp(['install', 'p', '--agent', 'custom', '--path', sink], inner)).toMatchObject({ code: 0, stderr: '' });
    expect(readdirSync(sink).sort()).toEqual(['hand-made', 'p__own', 'team-repo']);
  });

  test('a folder symlink inside a skill leading to the sink, or into a copy sp made there, is refused, naming it', async () => {
    const repo = makeRepo(['own']);
    const sink = path.join(t.dir, uniq('sink'));
    mkdirSync(sink);
    const link = path.join(repo, 'skills/own/installed');
    symlinkSync(sink, link);
    const r = await sp(['install', 'p', '--agent', 'custom', '--path', sink], repo);
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([`sp: skills/own/installed: leads to the sink ${sink} or a folder holding it; each install would copy the copies made before it`]);
    expect(readdirSync(sink)).toEqual([]);
    rmSync(link);
    expect((await sp(['install', 'p', '--agent', 'custom', '--path', sink], repo)).code).toBe(0);
    symlinkSync(path.join(sink, 'p__own'), link);
    const again = await sp(['install', 'p', '--agent', 'custom', '--path', sink], repo);
    expect(again.code).toBe(2);
    expect(lines(again.stderr)).toEqual([`sp: skills/own/installed: leads to ${sink}/p__own, a folder sp installed in the sink; each install would copy the copies made before it`]);
    expect(readdirSync(path.join(sink, 'p__own'))).toEqual(['SKILL.md']);
  });

  test("a folder symlink leading below another pack's copy in the sink is refused, naming the copy", async () => {
    const sink = path.join(t.dir, uniq('sink'));
    const first = makeRepo([]);
    skill(path.join(first, 'skills'), 'own', { 'docs/x.md': 'x' });
    expect((await sp(['install', 'p', '--agent', 'custom', '--path', sink], first)).code).toBe(0);
    const second = makeRepo(['other']);
    writeFileSync(path.join(second, 'packs/q.yaml'), 'name: q\ninclude: ["**"]\n');
    symlinkSync(path.join(sink, 'p__own', 'docs'), path.join(second, 'skills/other/borrowed'));
    const r = await sp(['install', 'q', '--agent', 'custom', '--path', sink], second);
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([`sp: skills/other/borrowed: leads to ${sink}/p__own/docs, ${sink}/p__own, a folder sp installed in the sink; each install would copy the copies made before it`]);
    expect(readdirSync(sink)).toEqual(['p__own']);
  });
});

describe('a failure after the copies are staged', () => {
  test('a backup folder that cannot be made: one line naming it, the edited folder untouched, no staging copy left', async () => {
    const repo = makeRepo(['a/one', 'b/two']);
    const sink = path.join(t.dir, uniq('sink'));
    const h = path.join(t.dir, uniq('sphome'));
    expect((await sp(['install', 'p', '--agent', 'custom', '--path', sink], repo, { SKILLPACK_HOME: h })).code).toBe(0);
    writeFileSync(path.join(sink, 'p__a__one/SKILL.md'), 'edited\n');
    writeFileSync(path.join(h, 'backup'), 'a file where the backup folder goes');
    const r = await sp(['install', 'p', '--agent', 'custom', '--path', sink], repo, { SKILLPACK_HOME: h });
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([expect.stringMatching(new RegExp(`^sp: ${h}/backup/[^ ]+/custom: not a directory \\(backing up ${sink}/p__a__one\\)$`))]);
    expect(readdirSync(sink).sort()).toEqual(['p__a__one', 'p__b__two']);
    expect(readFileSync(path.join(sink, 'p__a__one/SKILL.md'), 'utf8')).toBe('edited\n');
    // Uninstall says the same, and deletes nothing it would have backed up.
    const u = await sp(['uninstall', 'p', '--agent', 'custom', '--path', sink], repo, { SKILLPACK_HOME: h });
    expect(u.code).toBe(2);
    expect(readFileSync(path.join(sink, 'p__a__one/SKILL.md'), 'utf8')).toBe('edited\n');
  });
});

describe('an installed folder identical to what replaces it', () => {
  test('is replaced without a backup (a killed run leaves such folders, state still holding the old hashes)', async () => {
    const repo = makeRepo(['a/one']);
    const sink = path.join(t.dir, uniq('sink'));
    const h = path.join(t.dir, uniq('sphome'));
    const run = (args: string[]) => sp(args, repo, { SKILLPACK_HOME: h });
    expect((await run(['install', 'p', '--agent', 'custom', '--path', sink])).code).toBe(0);
    // The sink already holds what the source now holds, as after a run killed once it renamed the new copy in.
    writeFileSync(path.join(repo, 'skills/a/one/notes.md'), 'new\n');
    writeFileSync(path.join(sink, 'p__a__one/notes.md'), 'new\n');
    for (const extra of [['--dry-run'], []]) {
      const r = await run(['install', 'p', '--agent', 'custom', '--path', sink, ...extra]);
      expect(r.code).toBe(0);
      expect(r.stdout).not.toContain('backed up');
      expect(r.stdout).toContain('~ p__a__one');
    }
    expect(existsSync(path.join(h, 'backup'))).toBe(false);
    expect((await run(['verify', 'p', '--agent', 'custom', '--path', sink])).code).toBe(0);
  });
});

describe('git, for imports', () => {
  test('fd:: (which waited forever) and other transports than file, git, http(s) and ssh are refused at once', async () => {
    const sha = '0123456789abcdef0123456789abcdef01234567';
    for (const [repo, ref] of [['fd::0'], ['testgit::/nowhere'], ['fd::0', sha]]) {
      const r = await sp(['show', 'p'], importingRepo(repo, '**', ref));
      expect(r.code).toBe(2);
      // A pinned SHA is fetched without asking the remote for its refs first.
      const git = ref ? `import ${repo} @ ${ref}: git fetch` : `import ${repo}: git ls-remote`;
      expect(lines(r.stderr)).toEqual([`sp: ${git}: fatal: transport '${repo.split('::')[0]}' not allowed (sp fetches over file, git, http, https and ssh; set GIT_ALLOW_PROTOCOL to allow others)`]);
    }
  }, 20_000);

  test("the user's git config neither changes an import's files (core.autocrlf, filters) nor runs hooks in the cache", async () => {
    // The commit's own .gitattributes names the filter too: its driver is whatever the user's config says.
    const remote = makeGitRepo({ 'tools/a': { 'run.sh': '#!/bin/sh\necho hi\n', '.gitattributes': 'SKILL.md filter=up\n' } });
    const hooks = path.join(t.dir, uniq('hooks'));
    const ran = path.join(t.dir, uniq('hook-ran'));
    mkdirSync(hooks);
    for (const h of ['post-checkout', 'reference-transaction', 'post-index-change']) writeFileSync(path.join(hooks, h), `#!/bin/sh\necho ${h} >> ${ran}\n`, { mode: 0o755 });
    // A global attributes file naming a filter the global config defines: the smudge upper-cases.
    const attributes = path.join(t.dir, uniq('attributes'));
    writeFileSync(attributes, '*.sh filter=up\n');
    const globalConfig = path.join(t.dir, uniq('gitconfig'));
    writeFileSync(globalConfig, `[core]\n\tautocrlf = true\n\thooksPath = ${hooks}\n\tattributesFile = ${attributes}\n[filter "up"]\n\tsmudge = tr a-z A-Z\n`);
    const saved = process.env.GIT_CONFIG_GLOBAL;
    process.env.GIT_CONFIG_GLOBAL = globalConfig;
    try {
      const sink = path.join(t.dir, uniq('sink'));
      const r = await sp(['install', 'p', '--agent', 'custom', '--path', sink, '--cache-dir', path.join(t.dir, uniq('cache'))], importingRepo(`file://${remote}`, 'tools/*'));
      expect(r.stderr).toBe('');
      expect(readFileSync(path.join(sink, 'p__tools__a/run.sh'), 'utf8')).toBe('#!/bin/sh\necho hi\n');
      expect(readFileSync(path.join(sink, 'p__tools__a/SKILL.md'), 'utf8')).toBe(readFileSync(path.join(remote, 'tools/a/SKILL.md'), 'utf8'));
      expect(existsSync(ran)).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.GIT_CONFIG_GLOBAL;
      else process.env.GIT_CONFIG_GLOBAL = saved;
    }
  });

  test('a SHA the remote does not have is named as a failed fetch, not after a git option', async () => {
    const remote = makeGitRepo({ 'tools/a': {} });
    const r = await sp(['show', 'p'], importingRepo(`file://${remote}`, 'tools/*', '0123456789abcdef0123456789abcdef01234567'));
    expect(r.code).toBe(2);
    // git's own wording varies between versions; the subcommand it names does not.
    expect(lines(r.stderr)).toEqual([expect.stringMatching(new RegExp(`^sp: import file://${remote} @ 0123456789abcdef0123456789abcdef01234567: git fetch: fatal: .*not our ref 0123456789abcdef0123456789abcdef01234567$`))]);
  });

  test('a cached checkout replaced by a symlink (or a file) is checked out again, not followed', async () => {
    const remote = makeGitRepo({ 'tools/a': {} });
    const cache = path.join(t.dir, uniq('cache'));
    const repo = importingRepo(`file://${remote}`, 'tools/*');
    const show = async () => sp(['show', 'p', '--json', '--cache-dir', cache], repo);
    const first = await show();
    expect(first.code).toBe(0);
    const [cached] = readdirSync(cache);
    const commit = JSON.parse(first.stdout).imports[0].commit as string;
    const tree = path.join(cache, cached, 'trees', commit);
    const elsewhere = path.join(t.dir, uniq('elsewhere'));
    skill(elsewhere, 'tools/planted');
    rmSync(tree, { recursive: true });
    symlinkSync(elsewhere, tree);
    const viaLink = await show();
    expect(viaLink.stderr).toBe('');
    expect(JSON.parse(viaLink.stdout).imports[0].skills).toEqual(['tools/a']);
    renameSync(tree, `${tree}.x`);
    writeFileSync(tree, 'not a folder');
    const viaFile = await show();
    expect(viaFile.stderr).toBe('');
    expect(JSON.parse(viaFile.stdout).imports[0].skills).toEqual(['tools/a']);
  });
});

describe('state.json', () => {
  test('verify refuses to read an installed path outside the sink, as uninstall refuses to delete it', async () => {
    const repo = makeRepo(['a/one']);
    const h = path.join(t.dir, uniq('sphome'));
    const sink = path.join(t.dir, uniq('sink'));
    const elsewhere = path.join(t.dir, uniq('elsewhere'));
    skill(elsewhere, 'private');
    mkdirSync(sink);
    mkdirSync(h, { recursive: true });
    writeFileSync(path.join(h, 'state.json'), JSON.stringify({ version: 1, installs: [{ sink: 'custom', sink_path: sink, pack: 'p', prefix: 'p', sep: '__', installed_paths: [elsewhere], files: {} }] }));
    const r = await sp(['verify', 'p', '--agent', 'custom', '--path', sink], repo, { SKILLPACK_HOME: h });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(lines(r.stderr)).toEqual([`sp: ${elsewhere}: refusing to read it for pack 'p': it is not a folder directly inside the sink ${sink} (state file edited?)`]);
  });


  test('a record whose sink_path is not normalised (so no --path reaches it) is refused, naming it', async () => {
    const repo = makeRepo(['a/one']);
    const h = path.join(t.dir, uniq('sphome'));
    const sink = path.join(t.dir, uniq('sink'));
    mkdirSync(h);
    writeFileSync(path.join(h, 'state.json'), JSON.stringify({ version: 1, installs: [{ sink: 'custom', sink_path: `${sink}/`, pack: 'p', prefix: 'p', sep: '__', installed_paths: [] }] }));
    const r = await sp(['installed'], repo, { SKILLPACK_HOME: h });
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([`sp: ${h}/state.json: not a valid skillpack state file (installs[0].sink_path must be absolute and normalised, as ${sink})`]);
  });
});
