// Permission errors inside a pack, in-process (as root nothing is denied, so the errors are
// injected where the loader meets them): a folder on the way to a listed file or a symlink that
// cannot be searched makes that file unreadable (file-missing), never "not a safe pack path"
// with Node's raw text, and never an internal error that ends the whole run.
import { jest } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const eacces = (what: string) => Object.assign(new Error(`EACCES: permission denied, ${what}`), { code: 'EACCES' });
const actualPaths = await import('../../src/core/paths.js');
jest.unstable_mockModule('../../src/core/paths.js', () => ({
  ...actualPaths,
  resolveContained: async (root: string, rel: string) => {
    if (rel === 'link.md' || rel.startsWith('lk/')) throw eacces(`realpath '${path.join(root, rel)}'`);
    return actualPaths.resolveContained(root, rel);
  },
}));
const actualFs = await import('node:fs/promises');
jest.unstable_mockModule('node:fs/promises', () => ({
  ...actualFs,
  default: actualFs,
  readdir: async (dir: string, ...rest: unknown[]) => {
    if (path.basename(dir) === 'lk') throw eacces(`scandir '${dir}'`);
    return (actualFs.readdir as (...a: unknown[]) => Promise<unknown>)(dir, ...rest);
  },
}));
const { validateContextPack } = await import('../../src/context-pack/validate.js');
const { frontmatter, manifestFor, validPackFiles } = await import('../helpers/context-pack-fixture.js');

test('a listed file and a symlink behind a folder that cannot be searched are unreadable, and the pack is still checked', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cp-eacces-'));
  try {
    const files: Record<string, string> = { ...validPackFiles(), 'lk/x.md': `${frontmatter('lk/x.md')}x\n` };
    mkdirSync(path.join(dir, 'lk'));
    for (const [rel, data] of Object.entries({ ...files, 'pack.json': manifestFor(files) })) writeFileSync(path.join(dir, rel), data);
    symlinkSync('lk/x.md', path.join(dir, 'link.md'));
    const found = (await validateContextPack(dir)).map((d) => `${d.rule}: ${d.message}`);
    expect(found.filter((f) => /^(internal-error|path-unsafe)/.test(f))).toEqual([]);
    expect(found).toContain('file-missing: lk/x.md is listed in pack.json but cannot be read: permission denied');
    expect(found).toContain('file-unlisted: folder lk cannot be read: permission denied');
    expect(found).toContain('file-unlisted: link.md is in the pack folder but not listed in pack.json files (run: packwright context-pack rehash after adding it)');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
