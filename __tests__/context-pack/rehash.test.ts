import fc from 'fast-check';
import { readFileSync, writeFileSync, symlinkSync, mkdtempSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rehashContextPack, planRehash, writeRehash, replacedKey } from '../../src/context-pack/rehash.js';
import { main } from '../../src/cli/main.js';
import { commands } from '../../src/cli/commands.js';
import { validateContextPack } from '../../src/context-pack/validate.js';
import { UnsafePathError, InvalidInputError } from '../../src/core/errors.js';
import { manifestFor, validPackFiles, sha256 } from '../helpers/context-pack-fixture.js';

function writePack(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rehash-'));
  for (const [k, v] of Object.entries(files)) writeFileSync(path.join(dir, k), v);
  return dir;
}
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const packDir = (files: Record<string, string>) => {
  const d = writePack(files);
  dirs.push(d);
  return d;
};

describe('rehashContextPack', () => {
  test('rewrites only the stale hash strings and keeps everything else byte for byte', async () => {
    const files = validPackFiles();
    const manifest = manifestFor(files).replace('{\n  "spec_version"', '{\n  "zz_custom": [1, 2.50, "x"],\n  "spec_version"');
    const dir = packDir({ ...files, 'pack.json': manifest });
    writeFileSync(path.join(dir, 'skills.md'), `${files['skills.md']}more\n`);
    const result = await rehashContextPack(dir);
    expect(result.stale.map((s) => s.path)).toEqual(['skills.md']);
    const after = readFileSync(path.join(dir, 'pack.json'), 'utf8');
    expect(after).toBe(manifest.replace(sha256(files['skills.md']), sha256(`${files['skills.md']}more\n`)));
    expect(await validateContextPack(dir)).toEqual([]);
  });

  test('a second run changes nothing', async () => {
    const files = validPackFiles();
    const dir = packDir({ ...files, 'pack.json': manifestFor(files).replace(/[0-9a-f]{64}/g, '0'.repeat(64)) });
    expect((await rehashContextPack(dir)).written).toBe(true);
    const once = readFileSync(path.join(dir, 'pack.json'));
    const second = await rehashContextPack(dir);
    expect(second).toMatchObject({ written: false, stale: [] });
    expect(readFileSync(path.join(dir, 'pack.json'))).toEqual(once);
  });

  test('--check reports stale entries and writes nothing', async () => {
    const files = validPackFiles();
    const manifest = manifestFor(files).replace(sha256(files['tasks.md']), 'f'.repeat(64));
    const dir = packDir({ ...files, 'pack.json': manifest });
    const r = await rehashContextPack(dir, { check: true });
    expect(r.stale).toEqual([{ index: 5, path: 'tasks.md', recorded: 'f'.repeat(64), actual: sha256(files['tasks.md']) }]);
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toBe(manifest);
  });

  test('adds a missing sha256 member after its path', async () => {
    const dir = packDir({ 'a.md': 'x', 'pack.json': '{"files": [{"path": "a.md"}]}' });
    await rehashContextPack(dir);
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toBe(`{"files": [{"path": "a.md", "sha256": "${sha256('x')}"}]}`);
  });

  test.each([
    ['../x', UnsafePathError],
    ['/etc/hostname', UnsafePathError],
    ['link', UnsafePathError],
    ['a.md/', UnsafePathError],
    ['./a.md', UnsafePathError],
    ['sub//b.md', UnsafePathError],
    ['sub/./b.md', UnsafePathError],
  ])('refuses %s and writes nothing', async (p, errorClass) => {
    const manifest = `{"files": [{"path": "a.md", "sha256": "${'0'.repeat(64)}"}, {"path": ${JSON.stringify(p)}, "sha256": "${'0'.repeat(64)}"}]}\n`;
    const dir = packDir({ 'a.md': 'x', 'pack.json': manifest });
    symlinkSync('/etc/hostname', path.join(dir, 'link'));
    mkdirSync(path.join(dir, 'sub'));
    writeFileSync(path.join(dir, 'sub', 'b.md'), 'y');
    await expect(rehashContextPack(dir)).rejects.toThrow(errorClass);
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toBe(manifest);
  });

  test('a path not in normal form is refused naming its entry', async () => {
    const dir = packDir({ 'a.md': 'x', 'pack.json': `{"files": [{"path": "a.md", "sha256": "${'0'.repeat(64)}"}, {"path": "./a.md"}]}\n` });
    await expect(rehashContextPack(dir)).rejects.toThrow(/pack\.json: files\[1\] \.\/a\.md: unsafe path \(starts with "\.\/" \(write it as "a\.md"\)\)/);
  });

  test.each([
    ['by its name', (dir: string) => dir, 'pack.json'],
    ['through a symlink', (dir: string) => (symlinkSync('pack.json', path.join(dir, 'alias.json')), dir), 'alias.json'],
  ])('a pack.json that lists itself (%s) is refused and left unchanged', async (_how, setup, listed) => {
    const text = `{"files": [{"path": "a.md", "sha256": "${'0'.repeat(64)}"}, {"path": "${listed}", "sha256": "11"}]}\n`;
    const dir = setup(packDir({ 'a.md': 'x', 'pack.json': text }));
    await expect(rehashContextPack(dir)).rejects.toThrow(new RegExp(`pack\\.json: files\\[1\\] ${listed.replace('.', '\\.')} is pack\\.json itself`));
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toBe(text);
  });

  test('invalid JSON is one error with line and column', async () => {
    const dir = packDir({ 'pack.json': '{\n  "files": [,]\n}\n' });
    await expect(rehashContextPack(dir)).rejects.toThrow(InvalidInputError);
    await expect(rehashContextPack(dir)).rejects.toThrow(/pack\.json:2:\d+: invalid JSON/);
  });

  test('a repeated "files" key is refused, not rehashed in the copy JSON.parse ignores', async () => {
    const files = validPackFiles();
    const manifest = manifestFor(files).replace('{\n', '{\n  "files": [{"path": "AGENTS.md", "sha256": "00"}],\n');
    const dir = packDir({ ...files, 'pack.json': manifest });
    await expect(rehashContextPack(dir)).rejects.toThrow(/pack\.json:\d+:3: repeats a key \(duplicate key "files"\); keep one before rehashing/);
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toBe(manifest);
  });

  test('property: whatever the formatting, only hash strings change', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 8 }),
        fc.boolean(),
        fc.boolean(),
        fc.shuffledSubarray(['a.md', 'b.md', 'c.md'], { minLength: 1 }),
        async (indent, trailingNewline, hashFirst, names) => {
          const contents = Object.fromEntries(names.map((n) => [n, `content of ${n}\n`]));
          const entries = names.map((n) => (hashFirst ? { sha256: '0'.repeat(64), path: n } : { path: n, sha256: '0'.repeat(64) }));
          const text = JSON.stringify({ note: 'keep me', files: entries }, null, indent) + (trailingNewline ? '\n' : '');
          const dir = packDir({ ...contents, 'pack.json': text });
          await rehashContextPack(dir);
          const after = readFileSync(path.join(dir, 'pack.json'), 'utf8');
          let expected = text;
          for (const n of names) expected = expected.replace('0'.repeat(64), sha256(contents[n]));
          // Replacement in file order matches entry order, since each entry has one zero hash.
          expect(after).toBe(expected);
          expect(JSON.parse(after).files.map((f: { path: string }) => f.path)).toEqual(names);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('line endings other than LF', () => {
  /** The reference manifest with every LF written as `eol`, and AGENTS.md's hash stale. */
  const withEndings = (eol: string) => {
    const files = validPackFiles();
    const manifest = manifestFor(files).replace(sha256(files['AGENTS.md']), '0'.repeat(64)).replace(/\n/g, eol);
    return { files, manifest, dir: packDir({ ...files, 'pack.json': manifest }) };
  };

  test.each([
    ['CR only (old Mac style)', '\r'],
    ['CRLF', '\r\n'],
  ])('%s: rehashed in place, the line endings kept', async (_name, eol) => {
    const { files, manifest, dir } = withEndings(eol);
    const r = await rehashContextPack(dir);
    expect(r).toMatchObject({ written: true, stale: [{ index: 0, path: 'AGENTS.md', recorded: '0'.repeat(64), actual: sha256(files['AGENTS.md']) }] });
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toBe(manifest.replace('0'.repeat(64), sha256(files['AGENTS.md'])));
    // What is left is the spec's LF rule, nothing about hashes.
    expect((await validateContextPack(dir)).map((d) => d.rule)).toEqual(['line-endings']);
    expect((await rehashContextPack(dir)).written).toBe(false);
  });

  test.each([
    ['CR only', '\r'],
    ['CRLF', '\r\n'],
  ])('%s: validate places a stale hash on its line', async (_name, eol) => {
    const { dir } = withEndings(eol);
    const mismatch = (await validateContextPack(dir)).find((d) => d.rule === 'hash-mismatch');
    // Line 12: `"sha256": "000…"` of files[0], as an editor counts lines.
    expect(mismatch).toMatchObject({ line: 12, column: 7 });
    const lf = withEndings('\n');
    expect((await validateContextPack(lf.dir)).find((d) => d.rule === 'hash-mismatch')).toMatchObject({ line: 12, column: 7 });
  });

  test('a CR-only manifest without files still says so', async () => {
    const dir = packDir({ 'pack.json': '{\r  "spec_version": "0.1"\r}\r' });
    await expect(rehashContextPack(dir)).rejects.toThrow(/pack\.json: has no "files" array to rehash$/);
  });
});

describe('planRehash and writeRehash', () => {
  test('the plan holds the new pack.json; writing it is the rehash', async () => {
    const files = validPackFiles();
    const manifest = manifestFor(files).replace(sha256(files['tasks.md']), 'f'.repeat(64));
    const dir = packDir({ ...files, 'pack.json': manifest });
    const plan = await planRehash(dir);
    expect(plan).toEqual({ manifestPath: path.join(dir, 'pack.json'), stale: [{ index: 5, path: 'tasks.md', recorded: 'f'.repeat(64), actual: sha256(files['tasks.md']) }], text: manifestFor(files), paths: ['AGENTS.md', 'cursor.md', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'], source: Buffer.from(manifest) });
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toBe(manifest);
    expect(await writeRehash(plan)).toBe(true);
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toBe(manifestFor(files));
  });

  test('a pack.json edited after the plan was made is not replaced by it (the edit would be lost)', async () => {
    const files = validPackFiles();
    const manifest = manifestFor(files).replace(sha256(files['tasks.md']), 'f'.repeat(64));
    const dir = packDir({ ...files, 'pack.json': manifest });
    const plan = await planRehash(dir);
    // Saved while the files were hashed: another rehash, or a person adding an entry.
    const edited = manifest.replace('"t"', '"t, renamed"');
    writeFileSync(path.join(dir, 'pack.json'), edited);
    await expect(writeRehash(plan)).rejects.toThrow(`${path.relative(process.cwd(), path.join(dir, 'pack.json'))}: changed while its files were hashed; nothing written (run the rehash again)`);
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toBe(edited);
  });

  test('an up-to-date pack: no text, nothing written', async () => {
    const files = validPackFiles();
    const dir = packDir({ ...files, 'pack.json': manifestFor(files) });
    const before = statSync(path.join(dir, 'pack.json'));
    const plan = await planRehash(dir);
    expect(plan).toMatchObject({ stale: [], text: null });
    expect(await writeRehash(plan)).toBe(false);
    expect(statSync(path.join(dir, 'pack.json')).ino).toBe(before.ino);
  });

  test('a file the run replaces first (a nested pack.json) is recorded with its new hash, by real path', async () => {
    const dir = packDir({ 'a.md': 'a\n' });
    mkdirSync(path.join(dir, 'inner'));
    writeFileSync(path.join(dir, 'inner', 'pack.json'), '{"files": []}\n');
    symlinkSync('inner', path.join(dir, 'alias'));
    writeFileSync(path.join(dir, 'pack.json'), `{"files": [{"path": "a.md", "sha256": "${sha256('a\n')}"}, {"path": "alias/pack.json", "sha256": "${sha256('{"files": []}\n')}"}]}\n`);
    const replaced = new Map([[await replacedKey(path.join(dir, 'inner', 'pack.json')), 'e'.repeat(64)]]);
    const plan = await planRehash(dir, { replaced });
    expect(plan.stale).toEqual([{ index: 1, path: 'alias/pack.json', recorded: sha256('{"files": []}\n'), actual: 'e'.repeat(64) }]);
    expect((await planRehash(dir)).stale).toEqual([]);
  });

  test('JSON nested deeper than the YAML reading of the text goes: still only the hash string is edited', async () => {
    // 5,000 nested arrays before "files": JSON.parse reads them, the YAML reading of the text stops
    // with an error there; "files" is found and matches the JSON entry for entry, so it is edited.
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const dir = packDir({ 'a.md': 'a', 'pack.json': `{"x": ${deep}, "files": [{"path": "a.md", "sha256": "00"}]}` });
    await rehashContextPack(dir);
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toBe(`{"x": ${deep}, "files": [{"path": "a.md", "sha256": "${sha256('a')}"}]}`);
  });
});

describe('a large pack.json', () => {
  // Each edit used to splice the whole text (quadratic: 16,000 stale entries took 24 s, 120,000
  // never finished) and each entry waited for the one before (a file listed again was hashed again).
  // How the time grows with the entries is measured in the benchmark (`npm run bench -- guards`).
  test('30,000 stale entries are rehashed, each hash edited in place', async () => {
    const files = Array.from({ length: 100 }, (_, i) => [`f${i}.md`, `${i}\n`] as const);
    const dir = packDir(Object.fromEntries(files));
    const entries = Array.from({ length: 30_000 }, (_, i) => files[i % files.length][0]);
    writeFileSync(path.join(dir, 'pack.json'), `{"files": [\n${entries.map((p) => `  {"path": "${p}", "sha256": "0"}`).join(',\n')}\n]}\n`);
    const r = await rehashContextPack(dir);
    expect(r.stale).toHaveLength(30_000);
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toBe(`{"files": [\n${entries.map((p, i) => `  {"path": "${p}", "sha256": "${sha256(files[i % files.length][1])}"}`).join(',\n')}\n]}\n`);
  }, 120_000);

  test('with many entries, the first problem in list order is the one reported', async () => {
    const dir = packDir({ 'a.md': 'a' });
    const entries = [...Array.from({ length: 50 }, () => '"a.md"'), '"gone.md"', ...Array.from({ length: 50 }, () => '"a.md"'), '"./a.md"'];
    writeFileSync(path.join(dir, 'pack.json'), `{"files": [${entries.map((p) => `{"path": ${p}, "sha256": "0"}`).join(', ')}]}`);
    await expect(rehashContextPack(dir)).rejects.toThrow(/pack\.json: files\[50\] gone\.md: no such file or directory$/);
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toContain('"sha256": "0"');
  });
});

describe('packwright context-pack rehash (in-process)', () => {
  async function cli(args: string[], cwd: string) {
    let stdout = '';
    let stderr = '';
    const code = await main(['context-pack', 'rehash', ...args], { cwd, env: process.env, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } }, commands);
    return { code, stdout, stderr };
  }

  test('--check, a rewrite, then up to date: the same lines as ever', async () => {
    const files = validPackFiles();
    const dir = packDir({ ...files, 'pack.json': manifestFor(files).replace(sha256(files['skills.md']), 'f'.repeat(64)) });
    const cwd = path.dirname(dir);
    const name = path.basename(dir);
    const line = `${name}/pack.json: files[3] skills.md: sha256 ffffffffffff… → ${sha256(files['skills.md']).slice(0, 12)}…`;
    expect(await cli(['--check', name], cwd)).toEqual({ code: 1, stdout: `${line} (stale)\n${name}/pack.json: 1 stale hash\n`, stderr: '' });
    expect(await cli([name], cwd)).toEqual({ code: 0, stdout: `${line}\n${name}/pack.json: updated 1 hash\n`, stderr: '' });
    expect(await cli([name], cwd)).toEqual({ code: 0, stdout: `${name}/pack.json: all hashes up to date\n`, stderr: '' });
    expect(await cli(['--check', name], cwd)).toEqual({ code: 0, stdout: `${name}/pack.json: all hashes up to date\n`, stderr: '' });
  });

  test('a CR-only pack.json is rehashed, not "has no files array"', async () => {
    const files = validPackFiles();
    const dir = packDir({ ...files, 'pack.json': manifestFor(files).replace(sha256(files['skills.md']), 'f'.repeat(64)).replace(/\n/g, '\r') });
    const r = await cli([dir], '/');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/pack\.json: updated 1 hash\n$/);
  });
});
