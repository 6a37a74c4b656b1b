// A context pack inside another pack's folder, through `validate` and `discover` in-process
// (main(), so these see src/ without `npm run bundle`): the outer pack leaves the nested one
// alone, and discovery finds the nested one to validate it by itself.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { main } from '../../src/cli/main.js';
import { commands } from '../../src/cli/commands.js';
import { makeTempDir } from '../helpers/tmp.js';
import { manifestFor, validPackFiles, sha256 } from '../helpers/context-pack-fixture.js';

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, env: { ...process.env, GITHUB_STEP_SUMMARY: '' }, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } }, commands);
  return { code, stdout, stderr };
}

interface JsonReport {
  ok: boolean;
  summary: { targets: number };
  targets: { path: string; kind: string; diagnostics: { rule: string; file: string; message: string }[] }[];
}

async function report(args: string[], cwd: string): Promise<JsonReport> {
  const r = await cli(['validate', '--format', 'json', ...args], cwd);
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as JsonReport;
}

/** `path kind: rule file` for every finding, and `path kind` for a clean target. */
const summary = (r: JsonReport) => r.targets.flatMap((t) => (t.diagnostics.length ? t.diagnostics.map((d) => `${t.path} ${t.kind}: ${d.rule} ${d.file}`) : [`${t.path} ${t.kind}`]));

describe('a context pack nested in another', () => {
  const tmp = makeTempDir('cp-nested-cli-');
  afterAll(() => tmp.cleanup());
  const head = (file: string, id: string) => `---\nfile: ${file}\npack_id: ${id}\nspec_version: "0.1"\n---\n\n`;
  /** A small pack with its own pack_id and source, under `dir`; `x.md` edited after hashing when `stale`. */
  const innerPack = (dir: string, id: string, stale: boolean) => {
    const files = { 'x.md': `${head('x.md', id)}See [^src_inner].\n`, 'sources.md': `${head('sources.md', id)}## [^src_inner]\n- URL: https://i.example\n` };
    tmp.write(`${dir}/pack.json`, manifestFor(files, { patch: { pack_id: id }, sources: [{ id: 'src_inner', url: 'https://i.example' }] }));
    for (const [rel, text] of Object.entries(files)) tmp.write(`${dir}/${rel}`, stale && rel === 'x.md' ? `${text}Edited.\n` : text);
  };
  beforeAll(() => {
    const outer = validPackFiles();
    for (const [rel, text] of Object.entries(outer)) tmp.write(`outer/${rel}`, text);
    tmp.write('outer/pack.json', manifestFor(outer));
    innerPack('outer/inner', 'pk_INNER', true);
    innerPack('outer/inner/deep', 'pk_DEEP', false);
  });
  const BOTH = ['outer context-pack', 'outer/inner context-pack: hash-mismatch outer/inner/pack.json', 'outer/inner/deep context-pack'];

  test('validating the outer folder validates every pack under it; a nested pack’s findings name its own files', async () => {
    const r = await report(['outer'], tmp.dir);
    expect(summary(r)).toEqual(BOTH);
    expect(r.ok).toBe(false);
    expect(r.targets[1].diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/^x\.md: sha256 in pack\.json is [0-9a-f]{12}…, the file hashes to [0-9a-f]{12}…/)]);
    expect((await cli(['validate', 'outer'], tmp.dir)).code).toBe(1);
  });

  test.each([
    ['the pack and its parent', ['outer', 'outer/inner']],
    ['the nested pack first', ['outer/inner', 'outer']],
    ['spelled differently', ['./outer/', 'outer/inner/../inner/']],
    ['a manifest and the folder above', ['outer/inner/pack.json', 'outer']],
    ['the parent folder and the pack', ['.', 'outer']],
  ])('%s named: each pack is validated once', async (_name, args) => {
    expect(summary(await report(args, tmp.dir))).toEqual(BOTH);
  });

  test('--kind context-pack finds the nested packs too', async () => {
    expect(summary(await report(['--kind', 'context-pack', 'outer'], tmp.dir))).toEqual(BOTH);
  });

  test('the nested pack named: it and the packs under it', async () => {
    expect(summary(await report(['outer/inner'], tmp.dir))).toEqual(BOTH.slice(1));
  });

  test('discover lists the nested packs', async () => {
    const r = await cli(['discover', 'outer'], tmp.dir);
    expect(r.stdout).toBe('context-pack\touter\ncontext-pack\touter/inner\ncontext-pack\touter/inner/deep\n');
  });

  test('a repository snapshot inside a pack is still no pack; the outer pack stays clean', async () => {
    const t = makeTempDir('cp-nested-snap-');
    try {
      const files = validPackFiles();
      for (const [rel, text] of Object.entries(files)) t.write(`cp/${rel}`, text);
      t.write('cp/pack.json', manifestFor(files));
      t.write('cp/.context/pack.json', '{"type": "full", "files": []}\n');
      expect(summary(await report(['cp'], t.dir))).toEqual(['cp context-pack']);
    } finally {
      t.cleanup();
    }
  });

  test('the stale nested pack, rehashed, is clean', async () => {
    const t = makeTempDir('cp-nested-rehash-');
    try {
      const files = { 'x.md': 'x\n' };
      t.write('a/pack.json', manifestFor({ 'y.md': 'y\n' }, { sources: [] }));
      t.write('a/y.md', 'y\n');
      t.write('a/b/pack.json', manifestFor(files, { sources: [] }));
      writeFileSync(path.join(t.dir, 'a/b/x.md'), 'changed\n');
      const r = await cli(['context-pack', 'rehash', 'a/b'], t.dir);
      expect(r.stdout).toBe(`a/b/pack.json: files[0] x.md: sha256 ${sha256('x\n').slice(0, 12)}… → ${sha256('changed\n').slice(0, 12)}…\na/b/pack.json: updated 1 hash\n`);
      expect(summary(await report(['--kind', 'context-pack', 'a'], t.dir)).filter((l) => l.includes('hash-mismatch'))).toEqual([]);
    } finally {
      t.cleanup();
    }
  });
});
