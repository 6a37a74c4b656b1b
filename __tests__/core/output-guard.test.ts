import { linkSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertOutputApartFromInputs } from '../../src/core/output-guard.js';
import { makeTempDir } from '../helpers/tmp.js';

describe('assertOutputApartFromInputs', () => {
  let t: ReturnType<typeof makeTempDir>;
  let at: (rel: string) => string;
  beforeEach(() => {
    t = makeTempDir('output-guard-');
    at = (rel) => path.join(t.dir, rel);
    mkdirSync(at('pack/docs'), { recursive: true });
    writeFileSync(at('pack/pack.json'), '{}');
    writeFileSync(at('layer.json'), '{}');
    linkSync(at('layer.json'), at('hard-link.json'));
    symlinkSync(at('layer.json'), at('soft-link.json'));
    symlinkSync(at('pack'), at('pack-link'));
  });
  afterEach(() => t.cleanup());

  const inputs = () => [at('pack'), at('layer.json')];

  test.each([
    ['the input file itself', 'layer.json', 'layer.json: the output would replace layer.json, which this command reads; choose another output path'],
    ['a hard link to an input', 'hard-link.json', 'hard-link.json: the output would replace layer.json, which this command reads; choose another output path'],
    ['a symlink to an input', 'soft-link.json', 'soft-link.json: the output would replace layer.json, which this command reads; choose another output path'],
    ['a new file inside an input folder', 'pack/report.json', 'pack/report.json: the output would land inside pack, which this command reads; choose another output path'],
    ['a file of an input folder', 'pack/pack.json', 'pack/pack.json: the output would land inside pack, which this command reads; choose another output path'],
    ['a missing folder inside an input folder', 'pack/new/deep/r.json', 'pack/new/deep/r.json: the output would land inside pack, which this command reads; choose another output path'],
    ['inside an input folder through a symlink', 'pack-link/docs/r.json', 'pack-link/docs/r.json: the output would land inside pack, which this command reads; choose another output path'],
  ])('refuses %s', (_what, rel, message) => {
    expect(() => assertOutputApartFromInputs(at(rel), inputs(), t.dir)).toThrow(message);
  });

  test.each([
    ['a new file beside the inputs', 'report.json'],
    ['an existing file that is not an input', 'other.json'],
    ['a name that only starts like an input folder', 'pack-report.json'],
  ])('allows %s', (_what, rel) => {
    writeFileSync(at('other.json'), 'x');
    expect(() => assertOutputApartFromInputs(at(rel), inputs(), t.dir)).not.toThrow();
  });
});
