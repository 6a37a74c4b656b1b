import { buildContextPack } from '../../src/snapshot/build.js';
import { buildManifest, entryPoints } from '../../src/snapshot/manifest.js';
import { categorize, extensionOf } from '../../src/snapshot/classify.js';
import { goAnalyzer } from '../../src/snapshot/analyze/go.js';
import type { EntrypointSummary, FileMetadata, ProjectSnapshot, SummaryPack } from '../../src/snapshot/types.js';
import { makeTempDir } from '../helpers/tmp.js';

/** Layouts as people lay them out; each entry point must come from the code or a manifest. */
const LAYOUTS: Record<string, Record<string, string>> = {
  go: {
    'go.mod': 'module example.com/app\n\ngo 1.22\n',
    'main.go': 'package main\n\nfunc main() {}\n',
    'main_test.go': 'package main\n\nimport "testing"\n\nfunc TestMain(m *testing.M) {}\n',
    'tools/gen/main.go': '// Copyright 2024 The Authors.\n\n//go:build tools\n\n// Gen writes the tables.\npackage main\n\nfunc main() {}\n',
    'tools/migrate/migrate.go': 'package main\n\nfunc main() {}\n',
    'tools/migrate/flags.go': 'package main\n\nvar verbose bool\n',
    'cmd/app/main.go': 'package main\n\nfunc main() {}\n',
    'svc/go.mod': 'module example.com/svc\n',
    'svc/internal/run/main.go': 'package main\n\nfunc main() {}\n',
    'internal/x/x.go': 'package x\n\nfunc X() {}\n',
    'lib/main.go': 'package lib\n\n// main is not a program here.\nfunc main() {}\n',
    'pkg/util/main.go': 'package util\n\nfunc Y() {}\n',
    'server.go': 'package app\n\nfunc Serve() {}\n',
    'testdata/prog/main.go': 'package main\n\nfunc main() {}\n',
    '_tools/old/main.go': 'package main\n\nfunc main() {}\n',
    'examples/hello/main.go': 'package main\n\nfunc main() {}\n',
    'gen.go': 'package app\n\nconst tmpl = `\npackage main\n\nfunc main() {}\n`\n',
  },
  rust: {
    'Cargo.toml': '[package]\nname = "app"\n[[bin]]\nname = "a"\npath = "./src/bin/a.rs"\n[[bin]]\nname = "named"\n[[bin]]\nname = "moved"\npath = "tools/moved.rs"\n',
    'src/main.rs': 'fn main() {}\n',
    'src/lib.rs': 'pub fn x() {}\n',
    'src/server.rs': 'pub fn serve() {}\n',
    'src/bin/a.rs': 'fn main() {}\n',
    'src/bin/b/main.rs': '//! The b tool.\nmod helper;\nfn main() {}\n',
    'src/bin/b/helper.rs': 'pub fn h() {}\n',
    'src/bin/named/main.rs': 'fn main() {}\n',
    'src/bin/moved.rs': 'fn main() {}\n',
    'tools/moved.rs': 'fn main() {}\n',
    'tests/main.rs': 'fn main() {}\n',
    'examples/ex.rs': 'fn main() {}\n',
    'benches/main.rs': 'fn main() {}\n',
    'build.rs': 'fn main() {}\n',
  },
  workspace: {
    'Cargo.toml': '[workspace]\nmembers = ["crates/*"]\n',
    'crates/cli/Cargo.toml': '[package]\nname = "cli"\n[lib]\npath = "lib/x.rs"\n',
    'crates/cli/src/main.rs': 'fn main() {}\n',
    'crates/cli/lib/x.rs': 'pub fn x() {}\n',
    'crates/core/Cargo.toml': '[package]\nname = "core"\nautobins = false\n',
    'crates/core/src/lib.rs': 'pub fn x() {}\n',
    'crates/core/src/main.rs': 'fn main() {}\n',
    'crates/core/src/bin/off.rs': 'fn main() {}\n',
    'tests/fixtures/demo/Cargo.toml': '[package]\nname = "demo"\n',
    'tests/fixtures/demo/src/main.rs': 'fn main() {}\n',
    'examples/demo/Cargo.toml': '[package]\nname = "demo"\n',
    'examples/demo/src/main.rs': 'fn main() {}\n',
  },
  python: {
    'pyproject.toml': [
      '[project]', 'name = "app"',
      '[project.scripts]', 'app = "app.cli:main"', 'app-admin = "app.cli:admin"', 'missing = "nowhere.mod:main"',
      '[project.gui-scripts]', 'app-gui = "app.gui:run"',
      '[tool.poetry.scripts]', 'po = "app.po:main"', 'po2 = { callable = "app.po2:main" }', 'sh = { reference = "bin/sh-tool", type = "file" }',
    ].join('\n'),
    'src/app/__init__.py': '',
    'src/app/cli.py': '"""The app command line."""\n\ndef main():\n    pass\n\ndef admin():\n    pass\n',
    'src/app/gui.py': 'def run():\n    pass\n',
    'src/app/po.py': 'def main():\n    pass\n',
    'src/app/po2.py': 'def main():\n    pass\n',
    'src/app/__main__.py': 'from .cli import main\nmain()\n',
    'src/app/tool.py': 'if __name__ == "__main__":\n    print(1)\n',
    'bin/sh-tool': '#!/bin/sh\necho hi\n',
    'main.py': 'print(1)\n',
    'tests/__main__.py': 'pass\n',
    'tests/main.py': 'pass\n',
    'test_main.py': 'def test_x():\n    pass\n',
    'examples/main.py': 'print(1)\n',
  },
};

type Expected = Pick<EntrypointSummary, 'type' | 'description'> | null;

describe('entry points of a summary pack', () => {
  const packs = new Map<string, SummaryPack>();
  const dirs: { cleanup(): void }[] = [];
  beforeAll(async () => {
    for (const [name, files] of Object.entries(LAYOUTS)) {
      const t = makeTempDir();
      dirs.push(t);
      for (const [p, c] of Object.entries(files)) t.write(p, c);
      packs.set(name, (await buildContextPack(t.dir, { createdAt: '2024-01-01T00:00:00Z', constraints: { prefer_summary: true } })) as SummaryPack);
    }
  });
  afterAll(() => dirs.forEach((t) => t.cleanup()));

  test.each<[string, string, Expected]>([
    // Go: a package main with func main, wherever it is.
    ['go', 'main.go', { type: 'cli', description: 'program entry (package main with func main) (Go, 3 lines).' }],
    ['go', 'cmd/app/main.go', { type: 'cli', description: 'program entry (package main with func main) (Go, 3 lines).' }],
    ['go', 'tools/gen/main.go', { type: 'cli', description: 'Gen writes the tables. program entry (package main with func main) (Go, 8 lines).' }],
    ['go', 'tools/migrate/migrate.go', { type: 'cli', description: 'program entry (package main with func main) (Go, 3 lines).' }],
    ['go', 'svc/internal/run/main.go', { type: 'cli', description: 'program entry (package main with func main) (Go, 3 lines).' }],
    // Go: not programs, or not the project's.
    ['go', 'tools/migrate/flags.go', null],
    ['go', 'lib/main.go', null],
    ['go', 'pkg/util/main.go', null],
    ['go', 'server.go', null],
    ['go', 'main_test.go', null],
    ['go', 'testdata/prog/main.go', null],
    ['go', '_tools/old/main.go', null],
    ['go', 'examples/hello/main.go', null],
    ['go', 'gen.go', null],
    // Rust: Cargo's targets, declared and found.
    ['rust', 'src/main.rs', { type: 'cli', description: 'Cargo binary target "app" (found by Cargo\'s layout; Cargo.toml) (Rust, 1 line).' }],
    ['rust', 'src/bin/b/main.rs', { type: 'cli', description: 'The b tool. Cargo binary target "b" (found by Cargo\'s layout; Cargo.toml) (Rust, 3 lines).' }],
    ['rust', 'src/bin/a.rs', { type: 'cli', description: 'declared as a bin in Cargo.toml (Rust, 1 line).' }],
    ['rust', 'src/bin/named/main.rs', { type: 'cli', description: 'declared as a bin in Cargo.toml (Rust, 1 line).' }],
    ['rust', 'tools/moved.rs', { type: 'cli', description: 'declared as a bin in Cargo.toml (Rust, 1 line).' }],
    ['rust', 'src/lib.rs', { type: 'library', description: 'crate library root (Rust, 1 line).' }],
    // Rust: modules, a target a [[bin]] table took over by name, tests, examples, benchmarks, build scripts.
    ['rust', 'src/bin/b/helper.rs', null],
    ['rust', 'src/bin/moved.rs', null],
    ['rust', 'src/server.rs', null],
    ['rust', 'tests/main.rs', null],
    ['rust', 'examples/ex.rs', null],
    ['rust', 'benches/main.rs', null],
    ['rust', 'build.rs', null],
    // A workspace: each member's own targets; autobins = false turns discovery off.
    ['workspace', 'crates/cli/src/main.rs', { type: 'cli', description: 'Cargo binary target "cli" (found by Cargo\'s layout; crates/cli/Cargo.toml) (Rust, 1 line).' }],
    ['workspace', 'crates/cli/lib/x.rs', { type: 'library', description: 'crate library root ([lib] path) (Rust, 1 line).' }],
    ['workspace', 'crates/core/src/lib.rs', { type: 'library', description: 'crate library root (Rust, 1 line).' }],
    ['workspace', 'crates/core/src/main.rs', null],
    ['workspace', 'crates/core/src/bin/off.rs', null],
    ['workspace', 'tests/fixtures/demo/src/main.rs', null],
    ['workspace', 'examples/demo/src/main.rs', null],
    // Python: console scripts are command-line entry points; GUI scripts are programs, not CLIs.
    ['python', 'src/app/cli.py', { type: 'cli', description: 'The app command line. console scripts "app" (app.cli:main), "app-admin" (app.cli:admin) declared in pyproject.toml [project.scripts] (Python, 7 lines).' }],
    ['python', 'src/app/gui.py', { type: 'script', description: 'GUI script "app-gui" (app.gui:run) declared in pyproject.toml [project.gui-scripts] (Python, 2 lines).' }],
    ['python', 'src/app/po.py', { type: 'cli', description: 'console script "po" (app.po:main) declared in pyproject.toml [tool.poetry.scripts] (Python, 2 lines).' }],
    ['python', 'src/app/po2.py', { type: 'cli', description: 'console script "po2" (app.po2:main) declared in pyproject.toml [tool.poetry.scripts] (Python, 2 lines).' }],
    ['python', 'bin/sh-tool', { type: 'cli', description: 'console script "sh" (bin/sh-tool) declared in pyproject.toml [tool.poetry.scripts].' }],
    ['python', 'src/app/__main__.py', { type: 'cli', description: 'package entry for python -m (Python, 2 lines).' }],
    ['python', 'main.py', { type: 'script', description: 'entry file by name (Python, 1 line).' }],
    // Python: tests and examples named like entries, and a module run only by hand.
    ['python', 'tests/__main__.py', null],
    ['python', 'tests/main.py', null],
    ['python', 'test_main.py', null],
    ['python', 'examples/main.py', null],
    ['python', 'src/app/tool.py', null],
  ])('%s: %s', (layout, file, expected) => {
    const pack = packs.get(layout)!;
    const found = pack.entrypoints.find((e) => e.path === file);
    if (expected === null) {
      expect(found).toBeUndefined();
      expect(pack.manifest.entry_points).not.toContain(file);
    } else {
      expect(found).toMatchObject(expected);
      expect(pack.manifest.entry_points).toContain(file);
    }
  });

  test.each(Object.keys(LAYOUTS))('%s: each entry point once, in byte order, every one summarized', (layout) => {
    const pack = packs.get(layout)!;
    const paths = pack.entrypoints.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(pack.manifest.entry_points).size).toBe(pack.manifest.entry_points.length);
    expect([...pack.manifest.entry_points].sort()).toEqual(pack.manifest.entry_points);
    expect(paths).toEqual(pack.manifest.entry_points.filter((p) => pack.file_index.some((f) => f.path === p && f.included)));
  });

  test('a script whose module is not in the tree is not reported', () => {
    expect(packs.get('python')!.manifest.entry_points.filter((p) => /nowhere/.test(p))).toEqual([]);
  });
});

function snapshotOf(paths: string[]): ProjectSnapshot {
  const files: FileMetadata[] = paths.map((p) => {
    const name = p.slice(p.lastIndexOf('/') + 1);
    return { path: p, relative_path: p, name, extension: extensionOf(name), size_bytes: 10, type: 'text', category: categorize(p), is_key_file: false, content_extractable: true };
  });
  return { root_path: '/r', scan_timestamp: '', directory_tree: { name: 'r', path: '', children: [] }, total_files: files.length, total_directories: 0, total_size_bytes: 0, files, excluded_files: [], exclusion_stats: { by_pattern: 0, by_size: 0, by_binary: 0, by_credentials: 0 }, skipped: [] };
}

describe('entryPoints', () => {
  const main = goAnalyzer.analyze('package main\n\nfunc main() {}\n');
  const lib = goAnalyzer.analyze('package lib\n\nfunc main() {}\n');

  test('over 20: declared ones first, then the shallowest; listed in byte order', () => {
    const tools = Array.from({ length: 25 }, (_, i) => `a/t${String(i).padStart(2, '0')}/main.go`);
    const snap = snapshotOf([...tools, 'main.go', 'z/declared/deep/main.go']);
    const facts = new Map(snap.files.map((f) => [f.relative_path, main]));
    const list = entryPoints(snap, ['z/declared/deep/main.go'], false, facts);
    expect(list).toHaveLength(20);
    expect(list).toEqual(expect.arrayContaining(['main.go', 'z/declared/deep/main.go']));
    expect(list).toEqual([...list].sort());
  });

  test.each<[string, boolean, string[]]>([
    // Without the parsed code a Go file's name decides; with it, the code does.
    ['lib/main.go', false, ['lib/main.go']],
    ['lib/main.go', true, []],
    ['cmd/x/main.go', false, ['cmd/x/main.go']],
    ['tools/x/main.go', false, []],
    ['tools/x/main.go', true, ['tools/x/main.go']],
  ])('%s with parsed code: %s', (file, parsed, expected) => {
    const snap = snapshotOf([file]);
    const facts = parsed ? new Map([[file, file.startsWith('lib/') ? lib : main]]) : undefined;
    expect(entryPoints(snap, [], false, facts)).toEqual(expected);
  });

  test.each<[string[], boolean, string[]]>([
    // Without a Cargo.toml, Cargo's default layout at the root by name.
    [['src/main.rs', 'src/lib.rs', 'src/bin/a.rs', 'src/bin/b/main.rs', 'src/bin/b/util.rs', 'src/server.rs', 'benches/main.rs'], false, ['src/bin/a.rs', 'src/bin/b/main.rs', 'src/lib.rs', 'src/main.rs']],
    // With one, only its targets (passed as declared) count.
    [['src/main.rs', 'src/bin/a.rs'], true, []],
  ])('rust files %j, cargo layout %s', (files, cargo, expected) => {
    expect(entryPoints(snapshotOf(files), [], cargo)).toEqual(expected);
  });

  test.each<[string, string[]]>([
    ['bin/cli.js', ['bin/cli.js']],
    ['./bin/cli.js', ['bin/cli.js']],
    ['../outside.js', []],
    ['../../etc/x.js', []],
    ['..', []],
    ['/abs/cli.js', []],
  ])('a declared entry %j: listed only inside the repository', (declared, expected) => {
    expect(entryPoints(snapshotOf([]), [declared.replace(/^\.\//, '')], false)).toEqual(expected);
  });

  test('buildManifest without parsed code keeps the name rules (what a caller without a parse gets)', async () => {
    const snap = snapshotOf(['go.mod', 'main.go', 'tools/gen/main.go']);
    const read = async (p: string) => (p === 'go.mod' ? 'module example.com/x\n' : null);
    expect((await buildManifest(snap, read, 'x')).manifest.entry_points).toEqual(['main.go']);
    const facts = new Map([['main.go', main], ['tools/gen/main.go', main]]);
    expect((await buildManifest(snap, read, 'x', facts)).manifest.entry_points).toEqual(['main.go', 'tools/gen/main.go']);
  });
});
