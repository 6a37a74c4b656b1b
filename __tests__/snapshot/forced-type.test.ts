import { buildContextPack, serializePack } from '../../src/snapshot/build.js';
import type { PackConstraints, SummaryPack } from '../../src/snapshot/types.js';
import { makeTempDir } from '../helpers/tmp.js';

// A forced full pack skips parsing the sources (it never uses the parse); what it holds must
// not change for that, and a request for both types still gets a summary that has its facts.
describe('context-pack build with a forced type', () => {
  const t = makeTempDir();
  const createdAt = '2024-01-01T00:00:00Z';
  const build = (constraints: PackConstraints) => buildContextPack(t.dir, { createdAt, constraints });
  beforeAll(() => {
    t.write('package.json', JSON.stringify({ name: 'small', bin: { small: 'src/cli.js' } }));
    t.write('README.md', '# small\n\nA small tool that greets.\n');
    t.write('src/cli.js', "#!/usr/bin/env node\nimport { greet } from './greet.js';\nconsole.log(greet(process.argv[2]));\n");
    t.write('src/greet.js', "export function greet(name) {\n  return `hello ${name}`;\n}\nexport const run = (code) => eval(code);\n");
  });
  afterAll(() => t.cleanup());

  test('a forced full pack is byte-identical to the full pack auto selection builds', async () => {
    const auto = await build({});
    expect(auto.type).toBe('full');
    const forced = await build({ force_full: true });
    // Only the reason given for the choice differs.
    expect(forced.context_pack_info.selection_reason).toMatch(/^full requested/);
    forced.context_pack_info.selection_reason = auto.context_pack_info.selection_reason;
    expect(serializePack(forced)).toBe(serializePack(auto));
  });

  test('summary and full both requested: the summary wins and still reports the parsed code', async () => {
    const pack = (await build({ prefer_summary: true, force_full: true })) as SummaryPack;
    expect(pack.type).toBe('summary');
    expect(pack.risk_hotspots).toContainEqual(expect.objectContaining({ path: 'src/greet.js', risk_type: 'security', indicators: ['eval() at line 4'] }));
  });
});

describe('context-pack build with a forced full pack: Go entry points still come from the code', () => {
  const t = makeTempDir();
  const createdAt = '2024-01-01T00:00:00Z';
  beforeAll(() => {
    t.write('go.mod', 'module example.com/app\n\ngo 1.22\n');
    t.write('tools/gen/main.go', 'package main\n\nfunc main() {}\n');
    t.write('lib/main.go', 'package lib\n\nfunc Z() {}\n');
  });
  afterAll(() => t.cleanup());

  test.each([
    ['auto (full)', {}],
    ['forced full', { force_full: true }],
    ['summary', { prefer_summary: true }],
  ] as const)('%s: a package main outside cmd/ is an entry point, a main.go of another package is not', async (_, constraints) => {
    const pack = await buildContextPack(t.dir, { createdAt, constraints });
    expect(pack.manifest.entry_points).toEqual(['tools/gen/main.go']);
  });
});
