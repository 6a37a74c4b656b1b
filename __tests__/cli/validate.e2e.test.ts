import { writeFileSync, readFileSync, mkdirSync, symlinkSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { runCli } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/tmp.js';
import { manifestFor, validPackFiles } from '../helpers/context-pack-fixture.js';

const t = makeTempDir('packwright-e2e-');
afterAll(() => t.cleanup());

function writePack(rel: string, edit?: (files: Record<string, string>) => void): string {
  const files = validPackFiles();
  const manifest = manifestFor(files);
  edit?.(files);
  for (const [k, v] of Object.entries(files)) t.write(`${rel}/${k}`, v);
  t.write(`${rel}/pack.json`, manifest);
  return path.join(t.dir, rel);
}

beforeAll(() => {
  writePack('repo/packs/good');
  writePack('repo/packs/stale', (f) => {
    f['skills.md'] += 'edited\n';
  });
  writePack('repo/.hidden/pack with spaces ñ');
  writePack('repo/node_modules/ignored', (f) => {
    f['AGENTS.md'] = 'broken';
  });
  t.write('repo/packs/stale/extra.txt', 'not listed');
});

const repo = () => path.join(t.dir, 'repo');

describe('packwright validate (bundle, real folders)', () => {
  test('text output: file:line:col, rule id, summary; exit 1 on errors', () => {
    const r = runCli(['validate'], { cwd: repo() });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^packs\/stale\/pack\.json:\d+:\d+: error skills\.md: sha256 in pack\.json is .* \[hash-mismatch\]$/m);
    expect(r.stdout).toMatch(/^packs\/stale\/extra\.txt: warning .* \[file-unlisted\]$/m);
    expect(r.stdout.trim().split('\n').pop()).toBe('3 targets checked: 1 error, 1 warning');
  });

  test('json report has the documented shape', () => {
    const r = runCli(['validate', '--format', 'json'], { cwd: repo() });
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ tool: 'packwright', ok: false, summary: { targets: 3, errors: 1, warnings: 1 } });
    expect(report.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(report.targets.map((x: { path: string; kind: string; ok: boolean }) => [x.path, x.kind, x.ok])).toEqual([
      ['.hidden/pack with spaces ñ', 'context-pack', true],
      ['packs/good', 'context-pack', true],
      ['packs/stale', 'context-pack', false],
    ]);
    const d = report.targets[2].diagnostics.find((x: { rule: string }) => x.rule === 'hash-mismatch');
    expect(d).toMatchObject({ severity: 'error', file: 'packs/stale/pack.json', line: expect.any(Number), column: expect.any(Number) });
  });

  test('--fail-on warning fails on a warning alone; error ignores it', () => {
    const dir = writePack('warn-only');
    t.write('warn-only/extra.txt', 'x');
    expect(runCli(['validate', dir]).code).toBe(0);
    expect(runCli(['validate', dir, '--fail-on', 'warning']).code).toBe(1);
  });

  test('--output writes JSON, or SARIF for a .sarif name', () => {
    const out = path.join(t.dir, 'out');
    mkdirSync(out, { recursive: true });
    runCli(['validate', '--output', path.join(out, 'r.json')], { cwd: repo() });
    expect(JSON.parse(readFileSync(path.join(out, 'r.json'), 'utf8')).summary.errors).toBe(1);
    runCli(['validate', '--output', path.join(out, 'r.sarif')], { cwd: repo() });
    const sarif = JSON.parse(readFileSync(path.join(out, 'r.sarif'), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    const result = sarif.runs[0].results.find((x: { ruleId: string }) => x.ruleId === 'hash-mismatch');
    expect(result).toMatchObject({ level: 'error', locations: [{ physicalLocation: { artifactLocation: { uri: 'packs/stale/pack.json', uriBaseId: '%SRCROOT%' }, region: { startLine: expect.any(Number) } } }] });
    const rules = sarif.runs[0].tool.driver.rules;
    expect(rules[result.ruleIndex].id).toBe('hash-mismatch');
    expect(rules.map((x: { id: string }) => x.id)).toContain('footnote-case');
  });

  test('--output and --sarif together write both from one run', () => {
    const out = path.join(t.dir, 'both');
    mkdirSync(out, { recursive: true });
    const r = runCli(['validate', '--output', path.join(out, 'r.json'), '--sarif', path.join(out, 'scan.json')], { cwd: repo() });
    expect(r.code).toBe(1);
    expect(JSON.parse(readFileSync(path.join(out, 'r.json'), 'utf8')).tool).toBe('packwright');
    expect(JSON.parse(readFileSync(path.join(out, 'scan.json'), 'utf8')).version).toBe('2.1.0');
  });

  test('a report path inside a checked pack, or on its manifest, is refused before anything is written', () => {
    const manifest = readFileSync(path.join(repo(), 'packs/good/pack.json'), 'utf8');
    const inside = runCli(['validate', '--output', 'packs/good/report.json'], { cwd: repo() });
    expect(inside.code).toBe(2);
    expect(inside.stderr).toBe('packwright: packs/good/report.json: the output would land inside packs/good, which this command reads; choose another output path\n');
    expect(inside.stdout).toBe('');
    const onManifest = runCli(['validate', '--sarif', 'packs/good/pack.json'], { cwd: repo() });
    expect(onManifest.code).toBe(2);
    expect(readFileSync(path.join(repo(), 'packs/good/pack.json'), 'utf8')).toBe(manifest);
    expect(readdirSync(path.join(repo(), 'packs/good'))).not.toContain('report.json');
  });

  test('--format github prints annotations and writes the job summary', () => {
    const summary = path.join(t.dir, 'summary.md');
    writeFileSync(summary, '');
    const r = runCli(['validate', '--format', 'github'], { cwd: repo(), env: { GITHUB_STEP_SUMMARY: summary } });
    expect(r.stdout).toMatch(/^::error file=packs\/stale\/pack\.json,line=\d+,col=\d+,title=packwright hash-mismatch::skills\.md: sha256/m);
    expect(r.stdout).toMatch(/^::warning file=packs\/stale\/extra\.txt,title=packwright file-unlisted::/m);
    const md = readFileSync(summary, 'utf8');
    expect(md).toContain('1 error');
    expect(md).toContain('`hash-mismatch`');
    expect(md).toContain('`file-unlisted`');
  });

  test('--shard splits targets into disjoint slices that cover them all', () => {
    const paths = (k: number) => JSON.parse(runCli(['validate', '--format', 'json', '--shard', `${k}/2`], { cwd: repo() }).stdout).targets.map((x: { path: string }) => x.path);
    const a = paths(1);
    const b = paths(2);
    expect([...a, ...b].sort()).toEqual(['.hidden/pack with spaces ñ', 'packs/good', 'packs/stale']);
    expect(a.filter((p: string) => b.includes(p))).toEqual([]);
  });

  test('.packwright.yml changes severities', () => {
    const dir = path.join(t.dir, 'configured');
    writePack('configured/pack', (f) => {
      f['skills.md'] += 'edited\n';
    });
    writeFileSync(path.join(dir, '.packwright.yml'), 'rules:\n  hash-mismatch: warning\n');
    const r = runCli(['validate', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).summary).toEqual({ targets: 1, errors: 0, warnings: 1 });
  });

  test('a bad .packwright.yml is one line, exit 2', () => {
    const dir = path.join(t.dir, 'badconfig');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, '.packwright.yml'), 'rules:\n  hash-mismatch: loud\n');
    const r = runCli(['validate'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toMatch(/\.packwright\.yml:2: rules\.hash-mismatch must be error, warning or off, not "loud"$/);
  });

  test('discover --json lists targets', () => {
    const r = runCli(['discover', '--json'], { cwd: repo() });
    expect(JSON.parse(r.stdout)).toEqual([
      { path: '.hidden/pack with spaces ñ', kind: 'context-pack' },
      { path: 'packs/good', kind: 'context-pack' },
      { path: 'packs/stale', kind: 'context-pack' },
    ]);
  });

  test('--kind context-pack on a folder without pack.json checks it as a pack', () => {
    const dir = path.join(t.dir, 'empty');
    mkdirSync(dir, { recursive: true });
    const r = runCli(['validate', '--kind', 'context-pack', '--format', 'json', dir]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).targets[0].diagnostics[0]).toMatchObject({ rule: 'manifest-json', message: expect.stringContaining('pack.json cannot be read: no such file') });
  });

  test('a symlink loop in the tree does not hang discovery', () => {
    const dir = path.join(t.dir, 'loops');
    writePack('loops/p');
    symlinkSync('.', path.join(dir, 'self'));
    symlinkSync(dir, path.join(dir, 'p', 'up'));
    const r = runCli(['discover', '--json'], { cwd: dir });
    expect(JSON.parse(r.stdout)).toEqual([{ path: 'p', kind: 'context-pack' }]);
  });

  test.each([
    [['validate', 'does-not-exist'], /^packwright: does-not-exist: no such file or directory$/],
    [['validate', '--format', 'xml'], /^packwright: --format must be one of text, json, github, sarif, not 'xml'$/],
    [['validate', '--shard', '3/2'], /^packwright: --shard must be K\/N with 1 <= K <= N, not '3\/2'$/],
    [['validate', '--shard', '1/99999999999999999999'], /^packwright: --shard K and N must be at most 9007199254740991, not '1\/99999999999999999999'$/],
    [['context-pack', 'rehash'], /^packwright: context-pack rehash: expected DIR$/],
  ])('bad usage %j: one line, exit 2, no stack', (args, line) => {
    const r = runCli(args, { cwd: t.dir });
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toMatch(line);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  test('a FIFO named pack.json is reported, not waited on', () => {
    const dir = path.join(t.dir, 'fifo-pack');
    mkdirSync(dir, { recursive: true });
    execFileSync('mkfifo', [path.join(dir, 'pack.json')]);
    const r = runCli(['validate', '--format', 'json', dir]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).targets[0].diagnostics[0].message).toContain('not a regular file');
  });

  test('Markdown built to make the parser run for hours is reported at once, not parsed', () => {
    const dir = writePack('hostile-md', (f) => {
      f['AGENTS.md'] += `\n${'[^src_'.repeat(100_000)}\n`;
      f['skills.md'] += `\n${'- '.repeat(10_000)}x\n`;
    });
    const r = runCli(['validate', '--format', 'json', dir]);
    expect(r.code).toBe(1);
    const messages = JSON.parse(r.stdout).targets[0].diagnostics.map((d: { file: string; message: string }) => `${path.basename(d.file)}: ${d.message}`);
    expect(messages).toEqual(expect.arrayContaining([
      expect.stringMatching(/^AGENTS\.md: AGENTS\.md was not checked: more than 20000 '\[' characters/),
      expect.stringMatching(/^skills\.md: skills\.md was not checked: line \d+ nests more than 100 /),
    ]));
  });
});

describe('packwright context-pack rehash (bundle)', () => {
  test('rehash fixes a stale pack, --check then passes, validate is clean', () => {
    const dir = writePack('rehash-me', (f) => {
      f['tasks.md'] += '\n## 3. More\n- Acceptance: yes\n';
    });
    const before = runCli(['context-pack', 'rehash', dir, '--check']);
    expect(before.code).toBe(1);
    expect(before.stdout).toMatch(/files\[5\] tasks\.md: sha256 [0-9a-f]{12}… → [0-9a-f]{12}… \(stale\)/);
    expect(runCli(['context-pack', 'rehash', dir]).code).toBe(0);
    expect(runCli(['context-pack', 'rehash', dir, '--check']).code).toBe(0);
    expect(runCli(['validate', dir]).code).toBe(0);
  });

  test('an unsafe path is refused with one line and the manifest is untouched', () => {
    const dir = writePack('unsafe');
    const manifest = readFileSync(path.join(dir, 'pack.json'), 'utf8').replace('"path": "AGENTS.md"', '"path": "../AGENTS.md"');
    writeFileSync(path.join(dir, 'pack.json'), manifest);
    const r = runCli(['context-pack', 'rehash', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^packwright: .*pack\.json: files\[0\] \.\.\/AGENTS\.md: unsafe path \(goes up with "\.\."\)\n$/);
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toBe(manifest);
  });
});

describe('npm start on the bundled examples', () => {
  test('the examples validate clean', () => {
    const r = runCli(['validate', 'examples', '--fail-on', 'warning']);
    expect(r.stdout).toMatch(/0 errors, 0 warnings/);
    expect(r.code).toBe(0);
  });

  test('there is an example of every kind', () => {
    const kinds = new Set(JSON.parse(runCli(['discover', 'examples', '--json']).stdout).map((t: { kind: string }) => t.kind));
    expect([...kinds].sort()).toEqual(['capability-pack', 'context-pack', 'ctxpkg', 'skill', 'skill-pack']);
  });
});

describe('discovery and snapshot packs', () => {
  test('a repository snapshot written as pack.json is not taken for a context pack', () => {
    const dir = path.join(t.dir, 'with-snapshot');
    writePack('with-snapshot/real');
    t.write('with-snapshot/.context/pack.json', '{\n  "type": "summary",\n  "manifest": {}\n}\n');
    expect(JSON.parse(runCli(['discover', '--json'], { cwd: dir }).stdout)).toEqual([{ path: 'real', kind: 'context-pack' }]);
  });
});
