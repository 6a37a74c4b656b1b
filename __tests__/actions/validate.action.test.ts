import { readFileSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCompositeAction, parseOutputFile } from '../helpers/action-runner.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/tmp.js';
import { manifestFor, validPackFiles } from '../helpers/context-pack-fixture.js';

const t = makeTempDir('packwright-action-');
afterAll(() => t.cleanup());

beforeAll(() => {
  for (const name of ['good', 'bad']) {
    const files = validPackFiles();
    const manifest = manifestFor(files);
    if (name === 'bad') files['cursor.md'] += 'changed\n';
    for (const [k, v] of Object.entries(files)) t.write(`ws/${name}/${k}`, v);
    t.write(`ws/${name}/pack.json`, manifest);
  }
  t.write('ws/bad/unlisted.md', '---\nfile: unlisted.md\npack_id: pk_01TEST\nspec_version: "0.1"\n---\n');
});

const ws = () => path.join(t.dir, 'ws');

describe('actions/validate, run as the runner runs it', () => {
  test('with no inputs: annotations, outputs, job summary, failed step', () => {
    const r = runCompositeAction(path.join(REPO_ROOT, 'actions', 'validate'), {}, { cwd: ws() });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^::error file=bad\/pack\.json,line=\d+,col=\d+,title=packwright hash-mismatch::cursor\.md: sha256/m);
    expect(r.stdout).toMatch(/^::error::packwright: 1 error\(s\), 1 warning\(s\) in 2 target\(s\) \(fail-on: error\)$/m);
    expect(r.outputs).toMatchObject({ errors: '1', warnings: '1' });
    const report = JSON.parse(readFileSync(r.outputs.report, 'utf8'));
    expect(report.summary).toEqual({ targets: 2, errors: 1, warnings: 1 });
    expect(r.summary).toContain('`hash-mismatch`');
    expect(r.summary).toContain('`file-unlisted`');
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /);
  });

  test('inputs: path list, fail-on warning, sarif-file', () => {
    const sarif = path.join(t.dir, 'code-scanning.json'); // SARIF whatever the name
    const r = runCompositeAction(path.join(REPO_ROOT, 'actions', 'validate'), { path: 'good\n', 'fail-on': 'warning', 'sarif-file': sarif }, { cwd: ws() });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ errors: '0', warnings: '0' });
    expect(JSON.parse(readFileSync(sarif, 'utf8'))).toMatchObject({ version: '2.1.0', runs: [{ results: [] }] });
  });

  test('a bad input value fails with one line naming the input', () => {
    const r = runCompositeAction(path.join(REPO_ROOT, 'actions', 'validate'), { 'fail-on': 'sometimes' }, { cwd: ws() });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^::error::packwright: input fail-on must be one of error, warning, not 'sometimes'$/m);
    const k = runCompositeAction(path.join(REPO_ROOT, 'actions', 'validate'), { kind: 'packs' }, { cwd: ws() });
    expect(k.code).toBe(1);
    expect(k.stdout).toMatch(/^::error::packwright: input kind must be one of auto, .*, not 'packs'$/m);
    expect(k.stdout + k.stderr).not.toContain('--');
  });

  test('two validate steps keep two reports', () => {
    const a = runCompositeAction(path.join(REPO_ROOT, 'actions', 'validate'), { path: 'good' }, { cwd: ws(), env: { RUNNER_TEMP: t.dir } });
    const b = runCompositeAction(path.join(REPO_ROOT, 'actions', 'validate'), { path: 'bad' }, { cwd: ws(), env: { RUNNER_TEMP: t.dir } });
    expect(a.outputs.report).not.toBe(b.outputs.report);
    expect(JSON.parse(readFileSync(a.outputs.report, 'utf8')).summary.errors).toBe(0);
    expect(JSON.parse(readFileSync(b.outputs.report, 'utf8')).summary.errors).toBe(1);
  });

  test('sarif-file in a missing folder: created inside the workspace, refused naming the input outside it', () => {
    const r = runCompositeAction(path.join(REPO_ROOT, 'actions', 'validate'), { path: 'good', 'sarif-file': 'reports/deep/out.sarif' }, { cwd: ws() });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ errors: '0', warnings: '0' });
    expect(JSON.parse(readFileSync(path.join(ws(), 'reports', 'deep', 'out.sarif'), 'utf8')).version).toBe('2.1.0');
    const outside = path.join(t.dir, 'no-such-folder', 'out.sarif');
    const o = runCompositeAction(path.join(REPO_ROOT, 'actions', 'validate'), { path: 'good', 'sarif-file': outside }, { cwd: ws() });
    expect(o.code).toBe(1);
    expect(o.stdout.trim()).toBe(`::error::packwright: input sarif-file: ${outside}: the folder ${outside.slice(0, -'/out.sarif'.length)} does not exist (missing folders are created only inside the workspace)`);
  });

  test('the job summary escapes what it shows: a name with <, | and * stays text', () => {
    const files = validPackFiles();
    for (const [k, v] of Object.entries(files)) t.write(`ws2/p/${k}`, v);
    t.write('ws2/p/pack.json', manifestFor(files));
    t.write('ws2/p/<i>it|*x*.md', '---\nfile: x\n---\n');
    const r = runCompositeAction(path.join(REPO_ROOT, 'actions', 'validate'), {}, { cwd: path.join(t.dir, 'ws2') });
    expect(r.code).toBe(1);
    expect(r.summary).toContain('`p/<i>it\\|*x*.md`'); // a code span shows < as written
    expect(r.summary).toContain('&lt;i&gt;it\\|\\*x\\*.md is in the pack folder');
    expect(r.summary.replace(/`[^`\n]*`/g, '')).not.toContain('<');
  });

  test('the root action validates the whole repository with no inputs', () => {
    const r = runCompositeAction(REPO_ROOT, {}, { cwd: ws() });
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({ errors: '1', warnings: '1' });
  });

  test('no node on PATH: one line saying how to fix it', () => {
    const bin = path.join(t.dir, 'bin');
    mkdirSync(bin, { recursive: true });
    for (const tool of ['bash', 'dirname', 'cat']) symlinkSync(`/bin/${tool}`, path.join(bin, tool));
    const r = runCompositeAction(path.join(REPO_ROOT, 'actions', 'validate'), {}, { cwd: ws(), env: { PATH: bin } });
    expect(r.code).toBe(1);
    expect(r.stdout.trim()).toBe("::error title=packwright::node was not found on PATH; add 'uses: actions/setup-node@v4' with 'node-version: 22' before this step");
  });

  test('node older than 20: one line naming the version', () => {
    const bin = path.join(t.dir, 'oldbin');
    mkdirSync(bin, { recursive: true });
    for (const tool of ['bash', 'dirname']) symlinkSync(`/bin/${tool}`, path.join(bin, tool));
    writeFileSync(path.join(bin, 'node'), '#!/bin/bash\ncase "$1" in -p) echo 18;; --version) echo v18.19.0;; esac\n', { mode: 0o755 });
    const r = runCompositeAction(path.join(REPO_ROOT, 'actions', 'validate'), {}, { cwd: ws(), env: { PATH: bin } });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('node v18.19.0 is too old: packwright needs Node.js 20 or newer');
  });

  test('inputs never appear inside run: (no script injection)', () => {
    for (const file of [path.join(REPO_ROOT, 'action.yml'), path.join(REPO_ROOT, 'actions', 'validate', 'action.yml')]) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/run: (.*)/g)) expect(m[1]).not.toContain('${{');
    }
  });
});

describe('parseOutputFile', () => {
  test('reads name=value and heredoc entries', () => {
    expect(parseOutputFile('a=1\nb<<EOF_x\nline1\nline2\nEOF_x\nc=x=y\n')).toEqual({ a: '1', b: 'line1\nline2', c: 'x=y' });
  });
});
