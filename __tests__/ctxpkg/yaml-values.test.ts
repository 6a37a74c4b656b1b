// YAML values JSON cannot hold. `ctxpkg create` converts YAML layers to JSON; a value the
// conversion would change silently (a !!binary becoming {"type":"Buffer",...}, a !!set becoming
// {}, a mapping key that is a list becoming the text "[ 1, 2 ]" with a Node warning on stderr,
// a `!!float 1` read as the string "1") is refused with one line naming the file, the position
// and the key (at the value, after its tag).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import { readLayers } from '../../src/ctxpkg/create.js';
import { main } from '../../src/cli/main.js';
import { commands } from '../../src/cli/commands.js';
import { makeTempDir } from '../helpers/tmp.js';

const layer = (extra: string) => `findings: []\ndecisions: []\nnext_steps: []\nfiles_touched: []\nexported_at: x\n${extra}\n`;

describe('create: YAML values JSON cannot hold', () => {
  let t: ReturnType<typeof makeTempDir>;
  beforeEach(() => (t = makeTempDir('ctxpkg-yaml-')));
  afterEach(() => t.cleanup());

  test.each([
    ['a !!binary value', 'b: !!binary aGk=', '6:13: /b is a !!binary value, which JSON cannot hold: write it as a string'],
    ['a !!timestamp value', 'when: [1, !!timestamp 2001-12-14]', '6:23: /when/1 is a !!timestamp value, which JSON cannot hold: write it as a string'],
    ['a !!set', 'tags: !!set {a, b}', '6:13: /tags is a !!set, which JSON cannot hold: write a list'],
    ['a !!omap', 'm: !!omap [{a: 1}]', '6:11: /m is a !!omap, which JSON cannot hold: write a mapping'],
    ['a list as a key', 'k:\n  ? [1, 2]\n  : 3', '7:5: /k has a key that is a list, which JSON cannot hold (its keys are strings)'],
    ['an alias of a mapping as a key', 'a: &x {b: 1}\n*x : 2', '7:1: a key is an alias of a mapping, which JSON cannot hold (its keys are strings)'],
    ['a tag that does not fit its value', 'ratio: !!float 1', '6:16: /ratio has tag !!float, which does not fit 1 (it would be read as a string): remove the tag, or quote the value'],
    ['an unknown tag', 'x: !thing 1', '6:11: /x has tag !thing, which does not fit 1 (it would be read as a string): remove the tag, or quote the value'],
  ])('%s is refused with one line', async (_name, extra, where) => {
    t.write('layers/session.yaml', layer(extra));
    await expect(readLayers(path.join(t.dir, 'layers'))).rejects.toThrow(`${path.join(t.dir, 'layers', 'session.yaml')}:${where}`);
  });

  test.each([
    ['an alias of a string as a key', 'a: &k name\n*k : 2', { a: 'name', name: 2 }],
    ['!!str, !!int, !!map and !!seq that fit', 'a: !!str 1\nb: !!int "2"\nc: !!map {x: 1}\nd: !!seq [1]', { a: '1', b: 2, c: { x: 1 }, d: [1] }],
    ['!!pairs (a list of one-key mappings)', 'p: !!pairs [{a: 1}, {a: 2}]', { p: [{ a: 1 }, { a: 2 }] }],
  ])('%s is still read', async (_name, extra, expected) => {
    t.write('layers/session.yaml', layer(extra));
    const [l] = await readLayers(path.join(t.dir, 'layers'));
    expect(l.value).toMatchObject(expected);
  });

  test('packwright ctxpkg create: one line, exit 2, no Node warning, no file', async () => {
    t.write('layers/session.yaml', layer('k:\n  ? [1, 2]\n  : 3'));
    const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    let stderr = '';
    let stdout = '';
    try {
      const io = { cwd: t.dir, env: { ...process.env, SOURCE_DATE_EPOCH: '1736935200' }, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } };
      const code = await main(['ctxpkg', 'create', '--name', 'demo', '--version', '1.0.0', '--description', 'd', '--from', 'layers', '-o', 'out.ctxpkg'], io, commands);
      expect(code).toBe(2);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^packwright: \S*session\.yaml:7:5: \/k has a key that is a list, which JSON cannot hold \(its keys are strings\)\n$/);
    expect(existsSync(path.join(t.dir, 'out.ctxpkg'))).toBe(false);
  });
});
