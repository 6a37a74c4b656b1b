import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertReplaceablePack } from '../../src/snapshot/replaceable.js';
import { serializePack } from '../../src/snapshot/build.js';
import { makeTempDir } from '../helpers/tmp.js';

describe('assertReplaceablePack', () => {
  let t: ReturnType<typeof makeTempDir>;
  beforeEach(() => (t = makeTempDir('replaceable-')));
  afterEach(() => t.cleanup());

  const pack = (type: string) => serializePack({ type, manifest: {} } as never);

  test.each([
    ['a full pack', pack('full')],
    ['a summary pack', pack('summary')],
    ['an empty file', ''],
  ])('replaces %s', (_what, text) => {
    writeFileSync(path.join(t.dir, 'out.json'), text);
    expect(() => assertReplaceablePack(path.join(t.dir, 'out.json'), 'out.json')).not.toThrow();
  });

  test('a missing file and a folder are left to the write', () => {
    mkdirSync(path.join(t.dir, 'folder'));
    expect(() => assertReplaceablePack(path.join(t.dir, 'missing.json'), 'missing.json')).not.toThrow();
    expect(() => assertReplaceablePack(path.join(t.dir, 'folder'), 'folder')).not.toThrow();
  });

  test.each([
    ['a context pack manifest', '{\n  "spec_version": "0.1",\n  "pack_id": "pk_1"\n}\n'],
    ['a README', '# project\n'],
    ['a pack of an unknown type', pack('partial')],
    ['JSON whose type is not first', '{"manifest": {}, "type": "full"}'],
  ])('refuses %s', (_what, text) => {
    writeFileSync(path.join(t.dir, 'out.json'), text);
    expect(() => assertReplaceablePack(path.join(t.dir, 'out.json'), 'out.json')).toThrow('out.json: exists and is not a pack built by packwright; refusing to replace it (move it away, or write the pack elsewhere)');
  });
});
