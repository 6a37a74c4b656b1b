// pack.json is read only inside its pack, as every listed file is: a pack.json that is a symlink
// to a file outside (a credentials file, another checkout's manifest) is not parsed, so nothing
// of that file reaches a message. A link inside the pack is read as before.
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validateContextPack } from '../../src/context-pack/validate.js';
import { ruleTester } from '../helpers/rule-tester.js';
import { validPackFiles, packWith } from '../helpers/context-pack-fixture.js';

const outside = mkdtempSync(path.join(tmpdir(), 'cp-outside-'));
writeFileSync(path.join(outside, 'secret.json'), '{"spec_version": "s3cr3t-value"}\n');
afterAll(() => rmSync(outside, { recursive: true, force: true }));

const validate = (dir: string) => validateContextPack(dir);

ruleTester('manifest-json', validate, {
  valid: [
    {
      name: 'pack.json a symlink to a file inside the pack',
      files: packWith(),
      setup: (dir) => {
        mkdirSync(path.join(dir, 'm'));
        renameSync(path.join(dir, 'pack.json'), path.join(dir, 'm', 'real.json'));
        symlinkSync('m/real.json', path.join(dir, 'pack.json'));
      },
    },
  ],
  invalid: [
    {
      name: 'pack.json a symlink to a file outside the pack',
      files: validPackFiles(),
      setup: (dir) => symlinkSync(path.join(outside, 'secret.json'), path.join(dir, 'pack.json')),
      errors: [{ message: /^pack\.json cannot be read: it resolves outside .* through a symlink; a pack's files are read only inside it$/, file: 'pack.json' }],
    },
    {
      name: 'pack.json a symlink loop',
      files: validPackFiles(),
      setup: (dir) => symlinkSync('pack.json', path.join(dir, 'pack.json')),
      errors: [{ message: "pack.json cannot be read: a symlink loop; a pack's files are read only inside it", file: 'pack.json' }],
    },
    { name: 'pack.json a dangling symlink', files: validPackFiles(), setup: (dir) => symlinkSync('nowhere.json', path.join(dir, 'pack.json')), errors: [{ message: 'pack.json cannot be read: ', file: 'pack.json' }] },
  ],
});

test('nothing of the outside file reaches any message', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cp-link-'));
  try {
    for (const [rel, data] of Object.entries(validPackFiles())) writeFileSync(path.join(dir, rel), data);
    symlinkSync(path.join(outside, 'secret.json'), path.join(dir, 'pack.json'));
    const found = await validate(dir);
    expect(found.length).toBeGreaterThan(0);
    for (const d of found) expect(d.message).not.toContain('s3cr3t');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
