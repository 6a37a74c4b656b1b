import { buildContextPack } from '../../src/snapshot/build.js';
import { manifestDependencies } from '../../src/snapshot/manifest.js';
import type { SummaryPack } from '../../src/snapshot/types.js';
import { makeTempDir } from '../helpers/tmp.js';

describe('manifestDependencies: what one manifest file declares', () => {
  test.each([
    ['go.mod', 'module example.com/app\n\ngo 1.22\n', []],
    ['svc/go.mod', 'module example.com/svc\n\nrequire github.com/gin-gonic/gin v1.9.1 // web\nrequire (\n\tgolang.org/x/sync v0.7.0\n\t// golang.org/x/old v0.1.0\n)\n', ['github.com/gin-gonic/gin', 'golang.org/x/sync']],
    ['Cargo.toml', '[package]\nname = "app"\n[dependencies]\nserde = "1"\ntokio = { version = "1" }\n[dev-dependencies]\ninsta = "1"\n[[bin]]\nname = "other"\npath = "tools/other.rs"\n[[bin]]\nname = "app"\n', ['serde', 'tokio', 'insta']],
    ['crates/x/Cargo.toml', '[package]\nname = "x"\n', []],
    ['pyproject.toml', '[project]\nname = "p"\ndependencies = ["requests>=2", "rich"]\n[project.optional-dependencies]\ntest = ["pytest"]\n', ['requests', 'rich', 'pytest']],
    ['pyproject.toml', '[tool.poetry.dependencies]\npython = "^3.11"\nflask = "^3"\n', ['flask']],
    ['requirements.txt', '# pinned\nrequests==2.31\n-r base.txt\nrich\n', ['requests', 'rich']],
    ['web/package.json', '{"dependencies":{"express":"^4"},"devDependencies":{"jest":"^29"},"bin":{"w":"./bin/w.js"}}', ['express', 'jest']],
    ['package.json', '{"bin":"cli.js"}', []],
    ['package.json', '{ not json', []],
    ['Cargo.toml', '[dependencies\nserde = 1', []],
    ['tsconfig.json', '{"dependencies":{"x":"1"}}', []],
  ] as const)('%s %j', (file, text, deps) => {
    expect(manifestDependencies(file, text).map((d) => d.name)).toEqual(deps);
  });
});

describe('summary pack: manifests speak for themselves', () => {
  const t = makeTempDir();
  let pack: SummaryPack;
  beforeAll(async () => {
    t.write('package.json', JSON.stringify({ name: 'mixed', dependencies: { express: '^4' } }));
    t.write('pyproject.toml', '[project]\nname = "mixed"\ndependencies = ["requests"]\n');
    t.write('go.mod', 'module example.com/mixed\n\ngo 1.22\n');
    t.write('Cargo.toml', '[package]\nname = "mixed"\n[dependencies]\nserde = "1"\n[[bin]]\nname = "other"\npath = "tools/other.rs"\n');
    t.write('src/main.rs', 'fn main() {}\n');
    t.write('tools/other.rs', '//! Another tool.\nfn main() {}\n');
    t.write('svc/go.mod', 'module example.com/svc\n\nrequire github.com/gin-gonic/gin v1.9.1\n');
    t.write('svc/main.go', 'package main\n\nfunc main() {}\n');
    pack = (await buildContextPack(t.dir, { createdAt: '2024-01-01T00:00:00Z', constraints: { prefer_summary: true } })) as SummaryPack;
  });
  afterAll(() => t.cleanup());

  test('the pack is a summary', () => expect(pack.type).toBe('summary'));
  test.each([
    ['package.json', ['express']],
    ['pyproject.toml', ['requests']],
    ['go.mod', []],
    ['Cargo.toml', ['serde']],
    ['svc/go.mod', ['github.com/gin-gonic/gin']],
  ])('%s lists its own dependencies only', (file, deps) => {
    const k = pack.key_files_summary.find((x) => x.path === file);
    expect(k?.dependencies).toEqual(deps);
  });
  test("package.json's dependency count is its own", () => {
    expect(pack.key_files_summary.find((x) => x.path === 'package.json')?.summary).toBe('npm package manifest for mixed: 1 dependency.');
  });
  test('the project manifest still merges every dependency', () => {
    expect(pack.manifest.dependencies.map((d) => d.name)).toEqual(['express', 'requests', 'serde']);
  });
  test('a declared Cargo [[bin]] path is an entry point, beside the default src/main.rs', () => {
    expect(pack.manifest.entry_points).toEqual(expect.arrayContaining(['src/main.rs', 'tools/other.rs']));
    expect(pack.entrypoints.find((e) => e.path === 'tools/other.rs')).toMatchObject({ type: 'cli', description: 'Another tool. declared as a bin in Cargo.toml (Rust, 2 lines).' });
  });
});
