import path from 'node:path';
import { Inspector } from '../../src/snapshot/inspect-pool.js';
import { inspectFile } from '../../src/snapshot/inspect.js';
import { setWorkerEntry } from '../../src/core/workers.js';
import { makeTempDir } from '../helpers/tmp.js';
import { BUNDLE } from '../helpers/cli.js';

/** Enough files that the inspector asks for worker threads (it starts them from 1,500). */
function tree(count: number) {
  const t = makeTempDir();
  for (let i = 0; i < count; i++) t.write(`f${i}.js`, `export const v${i} = ${i};\n`);
  return t;
}

describe('Inspector', () => {
  afterEach(() => setWorkerEntry(null));

  test.each([
    ['a worker script that does not exist', (dir: string) => path.join(dir, 'missing.mjs')],
    ['a worker script that throws as it loads', (dir: string) => path.join(dir, 'throws.mjs')],
  ])('%s: every file is still inspected, in order, on the calling thread', async (_name, entry) => {
    const t = tree(1600);
    try {
      t.write('throws.mjs', "throw new Error('boom');\n");
      setWorkerEntry(entry(t.dir));
      const options = { maxSize: 1 << 20, analyze: true, keepBytes: false };
      const inspector = new Inspector(options, { PACKWRIGHT_WORKERS: '2' });
      const items = Array.from({ length: 1600 }, (_, i) => ({ abs: path.join(t.dir, `f${i}.js`), name: `f${i}.js` }));
      for (const item of items) inspector.add(item);
      const results = await inspector.finish();
      expect(results).toHaveLength(1600);
      expect(results).toEqual(items.map((item) => inspectFile(item, options)));
      expect(results[1234]).toMatchObject({ kind: 'file', facts: { exports: ['v1234'] } });
      expect(inspector.inspectedByHelpers).toBe(0);
    } finally {
      t.cleanup();
    }
  });

  test('the bundled CLI as the worker script: threads inspect part of the tree, with the same results', async () => {
    const t = tree(3000);
    try {
      setWorkerEntry(BUNDLE);
      const options = { maxSize: 1 << 20, analyze: true, keepBytes: false };
      const inspector = new Inspector(options, { PACKWRIGHT_WORKERS: '2' });
      const items = Array.from({ length: 3000 }, (_, i) => ({ abs: path.join(t.dir, `f${i}.js`), name: `f${i}.js` }));
      for (const item of items) inspector.add(item);
      const results = await inspector.finish();
      expect(inspector.inspectedByHelpers).toBeGreaterThan(0);
      expect(results).toEqual(items.map((item) => inspectFile(item, options)));
    } finally {
      t.cleanup();
    }
  });

  test('a small tree never starts a thread and keeps the bytes for the builders', async () => {
    const t = tree(3);
    try {
      setWorkerEntry(path.join(t.dir, 'missing.mjs'));
      const inspector = new Inspector({ maxSize: 1 << 20, analyze: false, keepBytes: true }, { PACKWRIGHT_WORKERS: '2' });
      for (let i = 0; i < 3; i++) inspector.add({ abs: path.join(t.dir, `f${i}.js`), name: `f${i}.js` });
      const results = await inspector.finish();
      expect(results.map((r) => r.kind === 'file' && r.bytes?.toString('utf8'))).toEqual(['export const v0 = 0;\n', 'export const v1 = 1;\n', 'export const v2 = 2;\n']);
    } finally {
      t.cleanup();
    }
  });
});
