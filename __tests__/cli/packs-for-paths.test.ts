import path from 'node:path';
import { packsForPaths } from '../../src/cli/packs-for-paths.js';
import type { KindDefinition } from '../../src/cli/kinds/types.js';
import { makeTempDir } from '../helpers/tmp.js';

const folderKind: KindDefinition = {
  meta: { id: 'folder', description: 'a folder with pack.json' },
  matchDirectory: (names) => names.has('pack.json'),
  validate: async () => [],
  rules: async () => [],
};
const fileKind: KindDefinition = {
  meta: { id: 'file', description: 'a .ctxpkg file' },
  matchFile: (file) => file.endsWith('.ctxpkg'),
  validate: async () => [],
  rules: async () => [],
};

describe('packsForPaths', () => {
  const tmp = makeTempDir();
  afterAll(() => tmp.cleanup());
  beforeAll(() => {
    tmp.write('pack.json', '{}');
    tmp.write('a/pack.json', '{}');
    tmp.write('a/b/c/file.md', 'x');
    tmp.write('a/b/nested/pack.json', '{}');
    tmp.write('a/b/nested/x.md', 'x');
    tmp.write('other/readme.md', 'x');
    tmp.write('dist/app.ctxpkg', 'x');
  });

  test('every claimed folder above a path, up to the top, once each and sorted', async () => {
    const t = await packsForPaths(tmp.dir, ['a/b/c/file.md', 'a/b/nested/x.md', 'a/b/c/file.md'], [folderKind]);
    expect(t).toEqual([
      { path: tmp.dir, kind: 'folder' },
      { path: path.join(tmp.dir, 'a'), kind: 'folder' },
      { path: path.join(tmp.dir, 'a', 'b', 'nested'), kind: 'folder' },
    ]);
  });

  test('files a kind claims, and deleted paths in deleted folders are skipped', async () => {
    const t = await packsForPaths(tmp.dir, ['dist/app.ctxpkg', 'gone/away/x.md', 'dist/deleted.ctxpkg'], [fileKind]);
    expect(t).toEqual([{ path: path.join(tmp.dir, 'dist', 'app.ctxpkg'), kind: 'file' }]);
  });

  test("a kind's second look is taken, as discovery takes it", async () => {
    const confirming: KindDefinition = { ...folderKind, confirmDirectory: async (dir) => dir !== path.join(tmp.dir, 'a') };
    expect(await packsForPaths(tmp.dir, ['a/x.md'], [confirming, { ...folderKind, meta: { id: 'fallback', description: '' } }])).toEqual([
      { path: tmp.dir, kind: 'folder' },
      { path: path.join(tmp.dir, 'a'), kind: 'fallback' },
    ]);
  });

  test('no paths, no packs', async () => {
    expect(await packsForPaths(tmp.dir, [], [folderKind, fileKind])).toEqual([]);
  });
});
