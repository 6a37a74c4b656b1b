// A hostile probe of the action entry points, in-process (src/, not dist/): the checked-out tree
// (file names, symlinks, pack names) is whoever opened the pull request, and some inputs come
// from workflow expressions. Each test failed before its fix.
import { jest } from '@jest/globals';
import { appendFileSync, copyFileSync, cpSync, existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ActionEntry } from '../../src/cli/actions/index.js';
import { makeTempDir } from '../helpers/tmp.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { manifestFor, validPackFiles } from '../helpers/context-pack-fixture.js';
import { parseOutputFile } from '../helpers/action-runner.js';
import { skill } from '../helpers/sp.js';
import { baseEnv, fakeApi, git, otherClone, repo, type FakeApi } from './build-context-pack-fixture.js';

const { validateAction } = await import('../../src/cli/actions/validate.js');
const { ctxpkgSignAction } = await import('../../src/cli/actions/ctxpkg-sign.js');
const { skillpackSyncAction } = await import('../../src/cli/actions/skillpack-sync.js');
const { buildContextPackAction } = await import('../../src/cli/actions/build-context-pack.js');

const SECRET = 'release-hmac-secret-0123456789abcdef';
const PACKAGE = path.join(REPO_ROOT, 'examples', 'ctxpkg', 'security-review-1.0.0.ctxpkg');

let runs = 0;
/**
 * Runs an action entry as actions/run.sh does: INPUT_* variables, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files, the workspace as working directory. Restores the process after.
 */
async function runEntry(entry: ActionEntry, workspace: string, inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}) {
  runs++;
  const outputFile = path.join(path.dirname(workspace), `github-output-${runs}`);
  const summaryFile = path.join(path.dirname(workspace), `github-summary-${runs}`);
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const savedEnv = { ...process.env };
  const savedCwd = process.cwd();
  const savedExitCode = process.exitCode;
  let stdout = '';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  }) as typeof process.stdout.write);
  Object.assign(process.env, { GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summaryFile, GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.dirname(workspace) }, env);
  for (const [k, v] of Object.entries(inputs)) process.env[`INPUT_${k.toUpperCase()}`] = v;
  let error: string | null = null;
  try {
    process.chdir(workspace);
    await entry.run();
  } catch (err) {
    error = (err as Error).message;
  } finally {
    process.chdir(savedCwd);
    spy.mockRestore();
    process.exitCode = savedExitCode;
    for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k];
    Object.assign(process.env, savedEnv);
  }
  return { stdout, error, outputs: parseOutputFile(readFileSync(outputFile, 'utf8')), summary: readFileSync(summaryFile, 'utf8') };
}

/** Log lines the runner would take as workflow commands (`::name …::`). */
const commandLines = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::'));

describe('an output path the checked-out tree redirects is refused', () => {
  const t = makeTempDir('packwright-hostile-');
  afterAll(() => t.cleanup());
  const ws = path.join(t.dir, 'ws');
  const victim = path.join(t.dir, 'victim', 'bashrc');
  beforeAll(() => {
    const files = validPackFiles();
    for (const [k, v] of Object.entries(files)) t.write(`ws/p/${k}`, v);
    t.write('ws/p/pack.json', manifestFor(files));
    t.write('victim/bashrc', 'precious\n');
    t.write('ws/.git/config', '[core]\n');
    // What a pull request can commit: a file symlink out, a folder symlink out, a folder symlink into .git.
    symlinkSync(victim, path.join(ws, 'results.sarif'));
    symlinkSync(path.dirname(victim), path.join(ws, 'out'));
    symlinkSync('.git', path.join(ws, 'reports'));
  });

  test.each([
    ['results.sarif', 'leads outside the workspace'],
    ['out/bashrc', 'leads outside the workspace'],
    ['reports/config', 'is inside .git'],
    ['.git/config', 'is inside .git'],
    ['.GIT/config', 'is inside .git'],
  ])('validate sarif-file %s: refused, nothing written', async (sarif, why) => {
    const r = await runEntry(validateAction, ws, { 'sarif-file': sarif });
    expect(r.error).toContain(`input sarif-file: ${sarif} ${why}`);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(readFileSync(path.join(ws, '.git', 'config'), 'utf8')).toBe('[core]\n');
    expect(r.outputs).toEqual({});
  });

  test('validate sarif-file: a real folder inside the workspace, and a path outside it the workflow names, still work', async () => {
    const inside = await runEntry(validateAction, ws, { path: 'p', 'sarif-file': 'scan/out.sarif' });
    expect(inside.error).toBeNull();
    expect(JSON.parse(readFileSync(path.join(ws, 'scan', 'out.sarif'), 'utf8')).version).toBe('2.1.0');
    const outside = path.join(t.dir, 'runner-temp.sarif');
    const r = await runEntry(validateAction, ws, { path: 'p', 'sarif-file': outside });
    expect(r.error).toBeNull();
    expect(JSON.parse(readFileSync(outside, 'utf8')).version).toBe('2.1.0');
  });

  test('ctxpkg-sign output and file through a symlinked folder: refused, nothing written outside', async () => {
    const o = await runEntry(ctxpkgSignAction, ws, { name: 'x', version: '1.0.0', description: 'd', from: path.join(REPO_ROOT, 'examples', 'ctxpkg', 'layers'), output: 'out/x.ctxpkg', 'hmac-secret': SECRET }, { SOURCE_DATE_EPOCH: '1736935200' });
    expect(o.error).toContain('input output: out/x.ctxpkg leads outside the workspace');
    expect(existsSync(path.join(t.dir, 'victim', 'x.ctxpkg'))).toBe(false);

    copyFileSync(PACKAGE, path.join(t.dir, 'victim', 'pkg.ctxpkg'));
    const f = await runEntry(ctxpkgSignAction, ws, { file: 'out/pkg.ctxpkg', 'hmac-secret': SECRET }, { SOURCE_DATE_EPOCH: '1736935200' });
    expect(f.error).toContain('input file: out/pkg.ctxpkg leads outside the workspace');
    expect(existsSync(path.join(t.dir, 'victim', 'pkg.ctxpkg.envelope.json'))).toBe(false);
  });

  test('ctxpkg-sign: a package path starting with :: does not become a workflow command in the log', async () => {
    copyFileSync(PACKAGE, path.join(ws, '::warning title=x::forged.ctxpkg'));
    const r = await runEntry(ctxpkgSignAction, ws, { file: '::warning title=x::forged.ctxpkg', 'hmac-secret': SECRET }, { SOURCE_DATE_EPOCH: '1736935200' });
    expect(r.error).toBeNull();
    expect(r.outputs.package).toBe('::warning title=x::forged.ctxpkg');
    expect(commandLines(r.stdout).filter((l) => !l.startsWith('::add-mask::'))).toEqual([]);
  });
});

describe('skillpack-sync: a pack name is not a workflow command', () => {
  const t = makeTempDir('packwright-hostile-sp-');
  afterAll(() => t.cleanup());

  test('a pack named ::set-output name=…:: is logged after packwright:, never at the start of a line', async () => {
    const ws = path.join(t.dir, 'ws');
    skill(ws, 'skills/general/writing');
    t.write('ws/packs/a.yaml', 'name: "::set-output name=changed::forged"\ninstall: {prefix: a}\ninclude: ["general/*"]\n');
    const r = await runEntry(skillpackSyncAction, ws, { packs: 'a\npacks/a.yaml', 'sink-path': path.join(t.dir, 'sink'), 'skillpack-home': path.join(t.dir, 'sp') }, { HOME: t.dir });
    expect(r.error).toBeNull();
    expect(r.outputs).toEqual({ installed: 'a__general__writing', removed: '', changed: 'true' });
    expect(commandLines(r.stdout)).toEqual([]);
    expect(r.stdout).toContain('packwright: ::set-output name=changed::forged: 1 added');
  });

  test('a sink path holding a newline is logged quoted, on one line', async () => {
    const ws = path.join(t.dir, 'ws-sink');
    skill(ws, 'skills/general/writing');
    t.write('ws-sink/packs/a.yaml', 'name: a\ninclude: ["general/*"]\n');
    const sink = path.join(t.dir, 'sink\n::error::forged');
    const r = await runEntry(skillpackSyncAction, ws, { packs: 'a', 'sink-path': sink, 'skillpack-home': path.join(t.dir, 'sp-sink') }, { HOME: t.dir });
    expect(r.error).toBeNull();
    expect(commandLines(r.stdout)).toEqual([]);
    expect(r.stdout).toContain(`packwright: a: 1 added, 0 updated, 0 unchanged, 0 removed (${JSON.stringify(sink)})`);
  });
});

describe('skillpack-sync: outputs and summary a hostile or failing pack cannot falsify', () => {
  const t = makeTempDir('packwright-hostile-sp-');
  afterAll(() => t.cleanup());

  test('a pack that fails partway through its own install: the outputs and the summary say what it changed in the sink first', async () => {
    const ws = path.join(t.dir, 'ws');
    for (const s of ['general/a1', 'general/a2', 'ops/deploy']) skill(ws, `skills/${s}`);
    t.write('ws/packs/p.yaml', 'name: p\ninclude: ["general/*", "ops/*"]\n');
    const inputs = { packs: 'p', 'sink-path': path.join(t.dir, 'sink'), 'skillpack-home': path.join(t.dir, 'sp') };
    const first = await runEntry(skillpackSyncAction, ws, inputs, { HOME: t.dir });
    expect(first.error).toBeNull();
    // Now p drops both general skills. a1 is removed; a2, edited in the sink, is to be backed up,
    // which fails (the backup folder is a file): the dry run cannot see that coming.
    t.write('ws/packs/p.yaml', 'name: p\ninclude: ["ops/*"]\n');
    appendFileSync(path.join(t.dir, 'sink', 'p__general__a2', 'SKILL.md'), 'edited on the runner\n');
    t.write('sp/backup', 'not a folder\n');
    const r = await runEntry(skillpackSyncAction, ws, inputs, { HOME: t.dir });
    expect(r.error).not.toBeNull();
    // sp's own staging folders (.skillpack-tmp.*) are its next run's to clear.
    expect(readdirSync(path.join(t.dir, 'sink')).filter((n) => !n.startsWith('.skillpack-')).sort()).toEqual(['p__general__a2', 'p__ops__deploy']);
    expect(r.outputs).toEqual({ installed: '', removed: 'p__general__a1', changed: 'true' });
    expect(r.summary).toMatch(/<p>Failed at p: .*\. Before it stopped, p changed the sink: removed p__general__a1\.<\/p>/);
  });

  test('a pack of many skills whose names escape to five times their length keeps the job summary under 1 MiB and says what it left out', async () => {
    const ws = path.join(t.dir, 'ws-many');
    const names: string[] = [];
    for (let i = 0; i < 1100; i++) {
      const name = `${String(i).padStart(4, '0')}${'&'.repeat(215)}`;
      names.push(`a__g__${name}`);
      t.write(`ws-many/skills/g/${name}/SKILL.md`, `---\nname: "${name}"\ndescription: d\n---\n`);
    }
    t.write('ws-many/packs/a.yaml', 'name: a\ninclude: ["g/*"]\n');
    const r = await runEntry(skillpackSyncAction, ws, { packs: 'a', 'sink-path': path.join(t.dir, 'sink-many'), 'skillpack-home': path.join(t.dir, 'sp-many') }, { HOME: t.dir });
    expect(r.error).toBeNull();
    expect(r.outputs.installed.split('\n')).toEqual(names);
    expect(Buffer.byteLength(r.summary)).toBeLessThan(1024 * 1024);
    const left = /, … and (\d+) more<\/td>/.exec(r.summary);
    expect(Number(left?.[1])).toBeGreaterThan(0);
    expect(r.summary.split('a__g__').length - 1 + Number(left?.[1])).toBe(1100);
  });
});

describe('build-context-pack: hostile repositories and inputs', () => {
  let api: FakeApi;
  beforeAll(async () => {
    api = await fakeApi();
  });
  afterAll(() => api.stop());

  test('a repository with no commit: commit push and pull-request are refused before anything is written', async () => {
    const t = makeTempDir('packwright-hostile-bcp-');
    try {
      const remote = path.join(t.dir, 'remote.git');
      const work = path.join(t.dir, 'work');
      git(t.dir, 'init', '-q', '--bare', '-b', 'main', remote);
      git(t.dir, 'init', '-q', '-b', 'main', work);
      git(work, 'remote', 'add', 'origin', `file://${remote}`);
      cpSync(path.join(REPO_ROOT, 'examples', 'context-pack'), path.join(work, 'docs', 'p'), { recursive: true });
      const before = readFileSync(path.join(work, 'docs', 'p', 'pack.json'), 'utf8');
      for (const commit of ['push', 'pull-request']) {
        const r = await runEntry(buildContextPackAction, work, { mode: 'both', commit, token: 'tok' }, { ...baseEnv, GITHUB_API_URL: api.url });
        expect(r.error).toBe(`commit: ${commit} needs a commit to build on, but main has none yet; commit first or set commit: none`);
        expect(existsSync(path.join(work, '.context'))).toBe(false);
        expect(readFileSync(path.join(work, 'docs', 'p', 'pack.json'), 'utf8')).toBe(before);
        expect(git(remote, 'for-each-ref')).toBe('');
      }
    } finally {
      t.cleanup();
    }
  });

  test('branch HEAD is refused; branch refs/heads/x is the branch x (not refs/heads/refs/heads/x)', async () => {
    const { t, remote, work } = repo();
    try {
      const env = { ...baseEnv, GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'octo/refs' };
      const head = await runEntry(buildContextPackAction, work, { mode: 'rehash', commit: 'pull-request', token: 'tok', branch: 'HEAD' }, env);
      expect(head.error).toBe('input branch: HEAD is not a valid branch name');
      expect(git(work, 'status', '--porcelain')).toBe('');

      const r = await runEntry(buildContextPackAction, work, { mode: 'rehash', commit: 'pull-request', token: 'tok', branch: 'refs/heads/refresh' }, env);
      expect(r.error).toBeNull();
      expect(git(remote, 'for-each-ref', '--format=%(refname)').split('\n').sort()).toEqual(['refs/heads/main', 'refs/heads/refresh']);
      const create = api.requests().find((q) => q.method === 'POST' && q.url.includes('/octo/refs/'));
      expect(create?.body).toMatchObject({ head: 'refresh', base: 'main' });
    } finally {
      t.cleanup();
    }
  });

  test('the pull request body lists a file name holding a backtick as one code span', async () => {
    const { t, remote, work } = repo();
    try {
      git(work, 'mv', 'docs/agent-pack', 'docs/a`[click](evil.example)`b');
      git(work, 'commit', '-q', '-m', 'rename');
      git(work, 'push', '-q', 'origin', 'main');
      const env = { ...baseEnv, GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'octo/ticks' };
      const r = await runEntry(buildContextPackAction, work, { mode: 'rehash', commit: 'pull-request', token: 'tok' }, env);
      expect(r.error).toBeNull();
      expect(git(remote, 'rev-parse', '--verify', '-q', 'packwright/context-pack')).toMatch(/^[0-9a-f]{40}$/);
      const create = api.requests().find((q) => q.method === 'POST' && q.url.includes('/octo/ticks/'));
      expect(String(create?.body?.body)).toContain('\n- ``docs/a`[click](evil.example)`b/pack.json``\n');
    } finally {
      t.cleanup();
    }
  });
  const BOT = 'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>';

  test('GIT_AUTHOR_* and GIT_COMMITTER_* in the environment do not sign the bot\'s commit: the next run still owns its branch', async () => {
    const { t, remote, work } = repo();
    try {
      const env = { ...baseEnv, GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'octo/identity', GIT_AUTHOR_NAME: 'ci', GIT_AUTHOR_EMAIL: 'ci@corp.example', GIT_COMMITTER_NAME: 'ci', GIT_COMMITTER_EMAIL: 'ci@corp.example' };
      const first = await runEntry(buildContextPackAction, work, { mode: 'rehash', commit: 'pull-request', token: 'tok' }, env);
      expect(first.error).toBeNull();
      expect(git(remote, 'log', '-1', '--format=%an <%ae> %cn <%ce>', 'packwright/context-pack')).toBe(`${BOT} ${BOT}`);
      const again = await runEntry(buildContextPackAction, work, { mode: 'rehash', commit: 'pull-request', token: 'tok' }, env);
      expect(again.error).toBeNull();
      const push = await runEntry(buildContextPackAction, work, { mode: 'rehash', commit: 'push' }, env);
      expect(push.error).toBeNull();
      expect(git(remote, 'log', '-1', '--format=%an <%ae> %cn <%ce>', 'main')).toBe(`${BOT} ${BOT}`);
    } finally {
      t.cleanup();
    }
  });

  test('a pull request branch whose last commit a reviewer amended (its author still the bot) is not replaced', async () => {
    const { t, remote, work } = repo();
    try {
      const env = { ...baseEnv, GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'octo/amended' };
      expect((await runEntry(buildContextPackAction, work, { mode: 'rehash', commit: 'pull-request', token: 'tok' }, env)).error).toBeNull();
      const reviewer = otherClone(t, remote, 'reviewer');
      git(reviewer, 'checkout', '-q', 'packwright/context-pack');
      appendFileSync(path.join(reviewer, 'README.md'), "A reviewer's fix.\n");
      git(reviewer, 'commit', '-q', '-a', '--amend', '--no-edit');
      git(reviewer, 'push', '-q', '-f', 'origin', 'packwright/context-pack');
      const amended = git(remote, 'rev-parse', 'packwright/context-pack');
      expect(git(remote, 'log', '-1', '--format=%an', amended)).toBe('github-actions[bot]');

      const r = await runEntry(buildContextPackAction, work, { mode: 'rehash', commit: 'pull-request', token: 'tok' }, env);
      expect(r.error).toBe("input branch: packwright/context-pack exists on origin and its last commit is not github-actions[bot]'s (committed by t@e); refusing to replace it: choose another branch or delete that one");
      expect(git(remote, 'rev-parse', 'packwright/context-pack')).toBe(amended);
    } finally {
      t.cleanup();
    }
  });

  test('an open pull request is updated: title and body describe the latest push', async () => {
    const { t, work } = repo();
    try {
      const env = { ...baseEnv, GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'octo/update' };
      expect((await runEntry(buildContextPackAction, work, { mode: 'rehash', commit: 'pull-request', token: 'tok' }, env)).error).toBeNull();
      const r = await runEntry(buildContextPackAction, work, { mode: 'both', commit: 'pull-request', token: 'tok', message: 'chore: nightly packs' }, env);
      expect(r.error).toBeNull();
      expect(r.outputs['pull-request-url']).toBe('https://github.example/octo/update/pull/1');
      const requests = api.requests().filter((q) => q.url.startsWith('/repos/octo/update/'));
      expect(requests.map((q) => q.method)).toEqual(['GET', 'POST', 'GET', 'PATCH']);
      expect(requests[3].url).toBe('/repos/octo/update/pulls/1');
      expect(requests[3].body).toMatchObject({ title: 'chore: nightly packs' });
      expect(String(requests[3].body?.body)).toContain('Changed files:\n- `.context/pack.json`\n- `docs/agent-pack/pack.json`\n');
    } finally {
      t.cleanup();
    }
  });

  test('an API answer that is not JSON (GITHUB_API_URL naming the web server) fails in one line, with no pull-request-url', async () => {
    const { t, work } = repo();
    try {
      const r = await runEntry(buildContextPackAction, work, { mode: 'rehash', commit: 'pull-request', token: 'tok' }, { ...baseEnv, GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'octo/not-api' });
      expect(r.error).toBe("pushed packwright/context-pack, but finding the open pull request failed (GitHub API: the answer is not a list of pull requests; is GITHUB_API_URL the API's address?)");
      expect(r.outputs['pull-request-url']).toBeUndefined();
    } finally {
      t.cleanup();
    }
  });

  test('commit push: the branch moved and an earlier step left a tracked file changed: rebased around the change, pushed, the change kept', async () => {
    const { t, remote, work } = repo();
    try {
      appendFileSync(path.join(work, 'index.js'), '// written by an earlier step\n');
      const other = otherClone(t, remote);
      writeFileSync(path.join(other, 'later.txt'), 'x\n');
      git(other, 'add', '-A');
      git(other, 'commit', '-q', '-m', 'later');
      git(other, 'push', '-q', 'origin', 'main');
      const r = await runEntry(buildContextPackAction, work, { mode: 'rehash', commit: 'push' }, baseEnv);
      expect(r.error).toBeNull();
      expect(r.outputs).toMatchObject({ changed: 'true', files: 'docs/agent-pack/pack.json' });
      expect(git(remote, 'log', '-2', '--format=%an %s', 'main')).toBe('github-actions[bot] chore: refresh context packs\nt later');
      expect(git(work, 'status', '--porcelain')).toBe('M index.js');
      expect(readFileSync(path.join(work, 'index.js'), 'utf8')).toBe('module.exports = 1;\n// written by an earlier step\n');
      expect(git(work, 'stash', 'list')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  test('commit push: the branch moved and changed a file an earlier step left changed: one line, nothing pushed, the change and the commit kept', async () => {
    const { t, remote, work } = repo();
    try {
      appendFileSync(path.join(work, 'index.js'), '// written by an earlier step\n');
      const other = otherClone(t, remote);
      appendFileSync(path.join(other, 'index.js'), '// upstream\n');
      git(other, 'commit', '-q', '-am', 'upstream');
      git(other, 'push', '-q', 'origin', 'main');
      const upstream = git(remote, 'rev-parse', 'main');
      const r = await runEntry(buildContextPackAction, work, { mode: 'rehash', commit: 'push' }, baseEnv);
      expect(r.error).toBe('git push to main was rejected (the branch moved on the remote) and rebasing onto it failed: index.js is changed in the work tree (not committed) and on the remote; nothing was pushed (the commit stays local; commit or undo that change before this step)');
      expect(git(remote, 'rev-parse', 'main')).toBe(upstream);
      expect(git(work, 'log', '-1', '--format=%an', 'HEAD')).toBe('github-actions[bot]');
      expect(git(work, 'status', '--porcelain')).toBe('M index.js');
      expect(readFileSync(path.join(work, 'index.js'), 'utf8')).toBe('module.exports = 1;\n// written by an earlier step\n');
      expect(existsSync(path.join(work, '.git', 'rebase-merge'))).toBe(false);
    } finally {
      t.cleanup();
    }
  });

  test('an output whose folder is a file: refused naming the input, before the rehash is written', async () => {
    const { t, work } = repo();
    try {
      const r = await runEntry(buildContextPackAction, work, { mode: 'both', commit: 'push', output: 'README.md/pack.json' }, baseEnv);
      expect(r.error).toBe('input output: README.md/pack.json: README.md is not a folder');
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  test('mode both: a context pack that lists the output would be committed stale (its hash taken before the rebuild): refused before any write', async () => {
    const { t, work } = repo((w) => {
      // The repository's pack kept in the agent pack, and listed there.
      writeFileSync(path.join(w, 'docs', 'agent-pack', 'repo-pack.json'), '{"type": "full"}\n');
      const manifest = path.join(w, 'docs', 'agent-pack', 'pack.json');
      const pack = JSON.parse(readFileSync(manifest, 'utf8')) as { files: { path: string; sha256: string }[] };
      pack.files.push({ path: 'repo-pack.json', sha256: '0'.repeat(64) });
      writeFileSync(manifest, `${JSON.stringify(pack, null, 2)}\n`);
    });
    try {
      const r = await runEntry(buildContextPackAction, work, { mode: 'both', commit: 'push', output: 'docs/agent-pack/repo-pack.json' }, baseEnv);
      expect(r.error).toBe('input output: docs/agent-pack/repo-pack.json is listed in docs/agent-pack/pack.json, which mode both rehashes before it rebuilds the output: that hash would be stale in the commit; write the output elsewhere, or leave it out of that pack');
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  test.each([
    ['both', 'nope', 'input path: nope does not exist'],
    ['both', 'docs/agent-pack/pack.json', 'input path: docs/agent-pack/pack.json is not a folder (mode both builds the pack of a folder)'],
    ['rehash', 'README.md', 'input path: README.md: not a context-pack and not inside one; '],
  ])('mode %s, path %s: one line naming the input, nothing written', async (mode, given, message) => {
    const { t, work } = repo();
    try {
      const r = await runEntry(buildContextPackAction, work, { mode, commit: 'push', path: given }, baseEnv);
      expect(r.error?.slice(0, message.length)).toBe(message);
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });
});
