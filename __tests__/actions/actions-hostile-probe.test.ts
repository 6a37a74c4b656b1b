// A hostile probe of the action entry points, in-process (src/, not dist/): the checked-out tree
// (file names, symlinks, pack names) is whoever opened the pull request, and some inputs come
// from workflow expressions. Each test failed before its fix.
import { jest } from '@jest/globals';
import { copyFileSync, cpSync, existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ActionEntry } from '../../src/cli/actions/index.js';
import { makeTempDir } from '../helpers/tmp.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { manifestFor, validPackFiles } from '../helpers/context-pack-fixture.js';
import { parseOutputFile } from '../helpers/action-runner.js';
import { skill } from '../helpers/sp.js';
import { baseEnv, fakeApi, git, repo, type FakeApi } from './build-context-pack-fixture.js';

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
});
