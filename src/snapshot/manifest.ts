import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { compareBytes } from '../core/diagnostics.js';
import { isRecord } from '../core/record.js';
import { extensionOf } from './classify.js';
import type { FileFacts } from './analyze/types.js';
import type { Dependency, Manifest, ProjectSnapshot } from './types.js';

/**
 * The manifest of a pack, read from the root's package.json, pyproject.toml (or
 * requirements.txt), Cargo.toml and go.mod, plus the scanned structure. Only what those files
 * say is reported; a field with no source says so instead of guessing.
 */

/** Reads a scanned file's text by relative path (null when missing, excluded or unreadable). */
export type ReadText = (rel: string) => Promise<string | null>;

export interface ManifestFacts {
  manifest: Manifest;
  /** The parsed manifests, for the summary (frameworks, scripts). */
  packageJson: Record<string, unknown> | null;
  dependencyNames: Set<string>;
  /** Go module path, for resolving imports inside the module. */
  goModule: string | null;
  /** The README's first paragraphs (plain text), if any. */
  readme: string | null;
  /**
   * Every entry point a manifest names (or Cargo's target layout finds), by path: what kind it
   * is and who says so. A path named twice keeps the strongest kind: a program over a
   * package.json main/module/types, over a crate's library, over another package.json entry.
   */
  declared: Map<string, DeclaredEntry>;
}

/** The program kinds: what runs a file. */
const PROGRAM_KINDS = ['bin', 'cargo-bin', 'console-script', 'gui-script'] as const;

/** An entry point, as its manifest or Cargo's layout states it. */
export interface DeclaredEntry {
  /**
   * Programs: `bin` (package.json, Cargo `[[bin]]`), `cargo-bin` (found by Cargo's layout), or a
   * pyproject script. Others: `pkg-main` (package.json main, module or types), `lib` (a crate's
   * library), `pkg-entry` (package.json browser or exports).
   */
  kind: (typeof PROGRAM_KINDS)[number] | 'pkg-main' | 'lib' | 'pkg-entry';
  /** The manifest (and table) that declares it: `package.json`, `crates/x/Cargo.toml`, `pyproject.toml [project.scripts]`. */
  source: string;
  /** The names it is run by (bin names, script names), in declaration order; empty for what is no program. */
  names: string[];
  /** For pyproject scripts, each name's object reference (`app.cli:main`) or file. */
  targets?: string[];
}

/** A program entry point: a declared entry that something runs. */
export type ProgramEntry = DeclaredEntry & { kind: (typeof PROGRAM_KINDS)[number] };

export function isProgram(e: DeclaredEntry | undefined): e is ProgramEntry {
  return e !== undefined && (PROGRAM_KINDS as readonly string[]).includes(e.kind);
}

/** Which kind wins when a manifest names a path twice (lower wins). */
function strength(e: DeclaredEntry): number {
  return isProgram(e) ? 0 : e.kind === 'pkg-main' ? 1 : e.kind === 'lib' ? 2 : 3;
}

const LANGUAGES: Record<string, string> = {
  '.ts': 'TypeScript', '.tsx': 'TypeScript', '.mts': 'TypeScript', '.cts': 'TypeScript', '.js': 'JavaScript', '.jsx': 'JavaScript', '.mjs': 'JavaScript', '.cjs': 'JavaScript',
  '.py': 'Python', '.pyi': 'Python', '.go': 'Go', '.rs': 'Rust', '.java': 'Java', '.kt': 'Kotlin', '.rb': 'Ruby', '.php': 'PHP', '.cs': 'C#', '.swift': 'Swift',
  '.c': 'C', '.h': 'C', '.cc': 'C++', '.cpp': 'C++', '.hpp': 'C++', '.scala': 'Scala', '.sh': 'Shell', '.bash': 'Shell', '.lua': 'Lua', '.dart': 'Dart',
  '.vue': 'Vue', '.svelte': 'Svelte', '.md': 'Markdown', '.mdx': 'Markdown', '.css': 'CSS', '.scss': 'CSS', '.html': 'HTML', '.sql': 'SQL', '.ex': 'Elixir', '.exs': 'Elixir',
};

export function languageOf(name: string): string | null {
  return LANGUAGES[extensionOf(name)] ?? null;
}

/** Languages by file count, most first (ties in name order). */
export function languageCounts(snapshot: ProjectSnapshot): [string, number][] {
  const counts = new Map<string, number>();
  for (const f of snapshot.files) {
    const lang = languageOf(f.name);
    if (lang) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || compareBytes(a[0], b[0]));
}

function asRecord(v: unknown): Record<string, unknown> | null {
  return isRecord(v) ? v : null;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** A manifest's path as a relative path in normal form (`./a//b/` → `a/b`), under `base` (a folder ending in `/`, or ''). */
function relEntry(p: string, base = ''): string {
  const n = path.posix.normalize(`${base}${p.replace(/\\/g, '/')}`).replace(/^\.\//, '').replace(/\/+$/, '');
  return n === '.' ? '' : n;
}

const PEP508 = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*([^;]*)/;

function pep508(spec: string, type: Dependency['type']): Dependency | null {
  const m = PEP508.exec(spec);
  if (!m) return null;
  const version = m[2].trim().replace(/^\(|\)$/g, '');
  return version ? { name: m[1], version, type } : { name: m[1], type };
}

const DEV_GROUPS = /^(dev|develop|development|test|tests|testing|lint|docs|doc|typing|types)$/i;

function tomlDeps(table: unknown, type: Dependency['type']): Dependency[] {
  const rec = asRecord(table);
  if (!rec) return [];
  return Object.entries(rec).flatMap(([name, v]) => {
    if (name === 'python') return [];
    const version = typeof v === 'string' ? v : str(asRecord(v)?.version);
    return [version ? { name, version, type } : { name, type }];
  });
}

function packageJsonDependencies(pkg: Record<string, unknown>): Dependency[] {
  const deps: Dependency[] = [];
  for (const [field, type] of [['dependencies', 'runtime'], ['optionalDependencies', 'runtime'], ['devDependencies', 'dev'], ['peerDependencies', 'peer']] as const) {
    for (const [n, v] of Object.entries(asRecord(pkg[field]) ?? {})) deps.push(typeof v === 'string' ? { name: n, version: v, type } : { name: n, type });
  }
  return deps;
}

function pyprojectDependencies(py: Record<string, unknown>): Dependency[] {
  const deps: Dependency[] = [];
  const add = (d: unknown, type: Dependency['type']) => {
    const dep = typeof d === 'string' ? pep508(d, type) : null;
    if (dep) deps.push(dep);
  };
  const project = asRecord(py.project);
  const poetry = asRecord(asRecord(py.tool)?.poetry);
  for (const d of Array.isArray(project?.dependencies) ? project.dependencies : []) add(d, 'runtime');
  for (const [group, list] of Object.entries(asRecord(project?.['optional-dependencies']) ?? {})) for (const d of Array.isArray(list) ? list : []) add(d, DEV_GROUPS.test(group) ? 'dev' : 'runtime');
  for (const list of Object.values(asRecord(py['dependency-groups']) ?? {})) for (const d of Array.isArray(list) ? list : []) add(d, 'dev');
  deps.push(...tomlDeps(poetry?.dependencies, 'runtime'), ...tomlDeps(poetry?.['dev-dependencies'], 'dev'));
  for (const g of Object.values(asRecord(poetry?.group) ?? {})) deps.push(...tomlDeps(asRecord(g)?.dependencies, 'dev'));
  return deps;
}

function requirementsDependencies(text: string): Dependency[] {
  const deps: Dependency[] = [];
  for (const line of text.split(/\r?\n/)) {
    const t = line.replace(/#.*/, '').trim();
    const dep = t && !t.startsWith('-') ? pep508(t, 'runtime') : null;
    if (dep) deps.push(dep);
  }
  return deps;
}

function cargoDependencies(cargo: Record<string, unknown>): Dependency[] {
  return [...tomlDeps(cargo.dependencies, 'runtime'), ...tomlDeps(cargo['dev-dependencies'], 'dev'), ...tomlDeps(cargo['build-dependencies'], 'dev')];
}

function goModDependencies(gomod: string): Dependency[] {
  const deps: Dependency[] = [];
  let inBlock = false;
  for (const raw of gomod.split(/\r?\n/)) {
    const line = raw.replace(/\/\/.*/, '').trim();
    if (/^require\s*\($/.test(line)) inBlock = true;
    else if (inBlock && line === ')') inBlock = false;
    else {
      const m = (inBlock ? /^(\S+)\s+(\S+)$/ : /^require\s+(\S+)\s+(\S+)$/).exec(line);
      if (m) deps.push({ name: m[1], version: m[2], type: 'runtime' });
    }
  }
  return deps;
}

/**
 * The dependencies one manifest file itself declares, in its order, by its file name: a nested
 * go.mod or Cargo.toml speaks for its own module, not for the project's merged list. None for
 * other files or text that does not parse.
 */
export function manifestDependencies(relPath: string, text: string): Dependency[] {
  const base = relPath.slice(relPath.lastIndexOf('/') + 1).toLowerCase();
  try {
    if (base === 'package.json') {
      const pkg = asRecord(JSON.parse(text));
      return pkg ? packageJsonDependencies(pkg) : [];
    }
    if (base === 'pyproject.toml') {
      const py = asRecord(parseToml(text));
      return py ? pyprojectDependencies(py) : [];
    }
    if (base === 'cargo.toml') {
      const cargo = asRecord(parseToml(text));
      return cargo ? cargoDependencies(cargo) : [];
    }
  } catch {
    return [];
  }
  if (base === 'go.mod') return goModDependencies(text);
  if (base === 'requirements.txt') return requirementsDependencies(text);
  return [];
}

interface PyprojectScript {
  kind: 'console-script' | 'gui-script';
  table: string;
  name: string;
  /** An object reference, `pkg.module:attr`. */
  target: string;
  /** A Poetry file script: the file itself is installed. */
  file?: string;
}

/**
 * The scripts a pyproject.toml declares: `[project.scripts]` and `[tool.poetry.scripts]` install
 * console commands, `[project.gui-scripts]` GUI launchers. A Poetry script is a reference
 * string, a table with `callable`, or a table with `reference` and `type = "file"`.
 */
function pyprojectScripts(project: Record<string, unknown> | null, poetry: Record<string, unknown> | null): PyprojectScript[] {
  const out: PyprojectScript[] = [];
  const tables = [
    [asRecord(project?.scripts), 'console-script', '[project.scripts]'],
    [asRecord(project?.['gui-scripts']), 'gui-script', '[project.gui-scripts]'],
    [asRecord(poetry?.scripts), 'console-script', '[tool.poetry.scripts]'],
  ] as const;
  for (const [table, kind, label] of tables) {
    for (const [name, v] of Object.entries(table ?? {})) {
      const rec = asRecord(v);
      if (str(v)) out.push({ kind, table: label, name, target: str(v)! });
      else if (str(rec?.callable)) out.push({ kind, table: label, name, target: str(rec!.callable)! });
      else if (str(rec?.reference) && rec!.type === 'file') out.push({ kind, table: label, name, target: str(rec!.reference)!, file: str(rec!.reference)! });
    }
  }
  return out;
}

/** The file of an object reference's module (`app.cli:main` → `app/cli.py`, also under `src/` or as a package). */
function moduleFile(target: string, seen: ReadonlySet<string>): string | undefined {
  const mod = target.split(':')[0].trim();
  if (!/^[A-Za-z_][\w]*(\.[A-Za-z_]\w*)*$/.test(mod)) return undefined;
  const file = mod.replace(/\./g, '/');
  return [`${file}.py`, `${file}/__init__.py`, `src/${file}.py`, `src/${file}/__init__.py`].find((c) => seen.has(c));
}

/**
 * A crate's targets by Cargo's rules, `dir` being its folder ('' or ending in `/`): the `[[bin]]`
 * tables (a table without `path` takes `src/bin/<name>.rs`, `src/bin/<name>/main.rs`, or
 * `src/main.rs` for the package's own name), then, unless `autobins = false`, the binaries
 * Cargo finds itself (`src/main.rs`, `src/bin/*.rs`, `src/bin/*\/main.rs`) that no table has
 * taken by name or path; the library is `[lib] path` or `src/lib.rs`. A workspace-only
 * manifest (no `[package]`) has none.
 */
function cargoTargets(cargo: Record<string, unknown>, dir: string, seen: ReadonlySet<string>, binFiles: readonly string[]): { bins: [string, ProgramEntry][]; libs: string[] } {
  const pkg = asRecord(cargo.package);
  if (!pkg) return { bins: [], libs: [] };
  const source = `${dir}Cargo.toml`;
  const pkgName = str(pkg.name);
  const bins: [string, ProgramEntry][] = [];
  const names = new Set<string>();
  const paths = new Set<string>();
  for (const b of Array.isArray(cargo.bin) ? cargo.bin : []) {
    const name = str(asRecord(b)?.name);
    const declared = str(asRecord(b)?.path);
    const p = declared
      ? relEntry(declared, dir)
      : name && [`${dir}src/bin/${name}.rs`, `${dir}src/bin/${name}/main.rs`, ...(name === pkgName ? [`${dir}src/main.rs`] : [])].find((c) => seen.has(c));
    if (name) names.add(name);
    if (!p) continue;
    paths.add(p);
    bins.push([p, { kind: 'bin', source, names: name ? [name] : [] }]);
  }
  if (pkg.autobins !== false) {
    const found: [string, string][] = [];
    if (pkgName && seen.has(`${dir}src/main.rs`)) found.push([`${dir}src/main.rs`, pkgName]);
    const under = `${dir}src/bin/`;
    for (const p of binFiles) {
      if (!p.startsWith(under)) continue;
      const m = /^([^/]+)(?:\.rs|\/main\.rs)$/.exec(p.slice(under.length));
      if (m && !m[1].startsWith('.')) found.push([p, m[1].replace(/\.rs$/, '')]);
    }
    found.sort((a, b) => compareBytes(a[0], b[0]));
    for (const [p, name] of found) if (!names.has(name) && !paths.has(p)) bins.push([p, { kind: 'cargo-bin', source, names: [name] }]);
  }
  const libPath = str(asRecord(cargo.lib)?.path);
  const lib = libPath ? relEntry(libPath, dir) : seen.has(`${dir}src/lib.rs`) ? `${dir}src/lib.rs` : undefined;
  return { bins, libs: lib ? [lib] : [] };
}

/** At most this many entry points are listed. */
const MAX_ENTRY_POINTS = 20;
/** Analyzers whose parse decides entry points (a Go `package main` with `func main`), by id. */
export const ENTRY_POINT_ANALYZERS: readonly string[] = ['go'];
/** Folders whose programs are not the project's entry points: examples, benchmarks, Go's testdata, hidden folders. */
const NOT_ENTRY_DIR = /(^|\/)(examples?|_examples|benches|testdata|\.[^/]+)\//i;
/** Folders the go tool skips: testdata and names starting with `_` or `.`. */
const GO_IGNORED_DIR = /(^|\/)(testdata|[._][^/]*)\//;

/**
 * The manifest's entry points: what the manifests declare (`declared`), then what the code or
 * the file names show. A Go file is one when it is `package main` with `func main()`, wherever
 * it is (a main.go of another package is not); without its parsed facts, its name decides
 * (`cmd/<name>/main.go`, or a main.go near the root). Rust files are Cargo's targets when a
 * Cargo.toml was read (`cargoLayout`), else found by Cargo's default layout at the root. Other
 * files by name: near the root only (a nested index.ts is a module, not an entry), `__main__.py`
 * anywhere. Never a test, an example, a benchmark or a file in a hidden folder unless a
 * manifest names it. When there are more than 20, manifest-declared ones are kept first, then
 * shallower ones; the list is in byte order.
 */
export function entryPoints(snapshot: ProjectSnapshot, declared: readonly string[], cargoLayout: boolean, analyzed?: ReadonlyMap<string, FileFacts>): string[] {
  const ranked = new Map<string, number>();
  // A declared path that leaves the repository names nothing in it.
  for (const p of declared) if (p && p !== '..' && !p.startsWith('../') && !p.startsWith('/')) ranked.set(p, 0);
  for (const f of snapshot.files) {
    const p = f.relative_path;
    if (ranked.has(p) || f.category === 'test' || NOT_ENTRY_DIR.test(p)) continue;
    const depth = p.split('/').length;
    let entry: boolean;
    if (f.extension === '.go') {
      const ff = analyzed?.get(p);
      entry = GO_IGNORED_DIR.test(p) ? false : ff ? ff.hasMain : (f.category === 'entrypoint' && depth <= 2 && f.name === 'main.go') || /^cmd\/[^/]+\/main\.go$/.test(p);
    } else if (f.extension === '.rs') {
      entry = !cargoLayout && /^src\/(main\.rs|lib\.rs|bin\/[^/]+\.rs|bin\/[^/]+\/main\.rs)$/.test(p);
    } else {
      entry = (f.category === 'entrypoint' && depth <= 2 && !p.endsWith('.d.ts')) || /(^|\/)__main__\.py$/.test(p);
    }
    if (entry) ranked.set(p, depth);
  }
  return [...ranked]
    .sort((a, b) => a[1] - b[1] || compareBytes(a[0], b[0]))
    .slice(0, MAX_ENTRY_POINTS)
    .map(([p]) => p)
    .sort(compareBytes);
}

/**
 * `analyzed`, the scan's parsed sources, lets entry points come from the code too (a Go
 * `package main` with `func main` anywhere); without it they come from manifests and names only.
 */
export async function buildManifest(snapshot: ProjectSnapshot, read: ReadText, rootName: string, analyzed?: ReadonlyMap<string, FileFacts>): Promise<ManifestFacts> {
  const have = new Set(snapshot.files.map((f) => f.relative_path));
  const seen = new Set([...have, ...snapshot.excluded_files.map((e) => e.path)]);
  const deps: Dependency[] = [];
  const declared = new Map<string, DeclaredEntry>();
  const declare = (p: string, e: DeclaredEntry) => {
    const had = declared.get(p);
    if (!had || strength(e) < strength(had)) declared.set(p, e);
    else if (isProgram(e) && had.kind === e.kind && had.source === e.source) {
      for (const [i, n] of e.names.entries()) {
        if (had.names.includes(n)) continue;
        had.names.push(n);
        if (had.targets && e.targets) had.targets.push(e.targets[i]);
      }
    }
  };
  let name: string | undefined;
  let description: string | undefined;
  let projectType: string | undefined;
  let buildSystem: string | undefined;
  let testFramework: string | undefined;
  let goModule: string | null = null;

  const readJson = async (rel: string) => {
    const t = await read(rel);
    if (t === null) return null;
    try {
      return asRecord(JSON.parse(t));
    } catch {
      return null;
    }
  };
  const readToml = async (rel: string) => {
    const t = await read(rel);
    if (t === null) return null;
    try {
      return asRecord(parseToml(t));
    } catch {
      return null;
    }
  };

  const pkg = have.has('package.json') ? await readJson('package.json') : null;
  if (pkg) {
    projectType ??= 'node';
    name ??= str(pkg.name);
    description ??= str(pkg.description);
    deps.push(...packageJsonDependencies(pkg));
    for (const f of ['main', 'module', 'browser', 'types']) if (str(pkg[f])) declare(relEntry(str(pkg[f])!), { kind: f === 'browser' ? 'pkg-entry' : 'pkg-main', source: 'package.json', names: [] });
    if (str(pkg.bin)) declare(relEntry(str(pkg.bin)!), { kind: 'bin', source: 'package.json', names: str(pkg.name) ? [str(pkg.name)!.replace(/^@[^/]*\//, '')] : [] });
    for (const [n, v] of Object.entries(asRecord(pkg.bin) ?? {})) if (str(v)) declare(relEntry(str(v)!), { kind: 'bin', source: 'package.json', names: [n] });
    const exp = pkg.exports;
    const dot = typeof exp === 'string' ? exp : asRecord(exp)?.['.'] ?? (asRecord(exp) && !Object.keys(asRecord(exp)!).some((k) => k.startsWith('.')) ? exp : undefined);
    const collect = (v: unknown): void => {
      if (typeof v === 'string') declare(relEntry(v), { kind: 'pkg-entry', source: 'package.json', names: [] });
      else for (const x of Object.values(asRecord(v) ?? {})) collect(x);
    };
    collect(dot);
    buildSystem ??= have.has('pnpm-lock.yaml') ? 'pnpm' : have.has('yarn.lock') ? 'yarn' : have.has('bun.lockb') || have.has('bun.lock') ? 'bun' : 'npm';
    const names = new Set(deps.map((d) => d.name));
    testFramework ??= ['vitest', 'jest', 'mocha', 'ava', 'tap', 'jasmine', '@playwright/test', 'cypress'].find((t) => names.has(t));
    const testScript = str(asRecord(pkg.scripts)?.test);
    if (!testFramework && testScript && /\bnode\b.*--test\b/.test(testScript)) testFramework = 'node:test';
  }

  const py = have.has('pyproject.toml') ? await readToml('pyproject.toml') : null;
  if (py || have.has('setup.py') || have.has('requirements.txt')) {
    projectType ??= 'python';
    const project = asRecord(py?.project);
    const poetry = asRecord(asRecord(py?.tool)?.poetry);
    name ??= str(project?.name) ?? str(poetry?.name);
    description ??= str(project?.description) ?? str(poetry?.description);
    if (py) deps.push(...pyprojectDependencies(py));
    else if (have.has('requirements.txt')) deps.push(...requirementsDependencies((await read('requirements.txt')) ?? ''));
    for (const s of pyprojectScripts(project, poetry)) {
      const hit = s.file ? (seen.has(relEntry(s.file)) ? relEntry(s.file) : undefined) : moduleFile(s.target, seen);
      if (hit) declare(hit, { kind: s.kind, source: `pyproject.toml ${s.table}`, names: [s.name], targets: [s.target] });
    }
    const backend = str(asRecord(py?.['build-system'])?.['build-backend']) ?? '';
    buildSystem ??= have.has('uv.lock') ? 'uv' : /poetry/.test(backend) ? 'poetry' : /hatch/.test(backend) ? 'hatch' : /flit/.test(backend) ? 'flit' : /pdm/.test(backend) ? 'pdm' : /maturin/.test(backend) ? 'maturin' : /setuptools/.test(backend) || have.has('setup.py') ? 'setuptools' : 'pip';
    const names = new Set(deps.map((d) => d.name.toLowerCase()));
    testFramework ??= names.has('pytest') || have.has('pytest.ini') || have.has('conftest.py') || asRecord(asRecord(py?.tool)?.pytest) ? 'pytest' : snapshot.files.some((f) => /(^|\/)test_[^/]*\.py$/.test(f.relative_path)) ? 'unittest' : undefined;
  }

  // Every crate's Cargo.toml, the root's and a workspace's members (not a test fixture's or an
  // example's): each has its own targets.
  let cargoLayout = false;
  const crates: [string, Record<string, unknown>][] = [];
  for (const f of snapshot.files) {
    if (f.name !== 'Cargo.toml' || f.category !== 'config' || f.relative_path === 'Cargo.toml' || NOT_ENTRY_DIR.test(f.relative_path)) continue;
    const c = await readToml(f.relative_path);
    if (c) crates.push([f.relative_path.slice(0, -'Cargo.toml'.length), c]);
  }
  const cargo = have.has('Cargo.toml') ? await readToml('Cargo.toml') : null;
  if (cargo) crates.unshift(['', cargo]);
  const binFiles = crates.length ? [...seen].filter((p) => p.includes('src/bin/') && p.endsWith('.rs')) : [];
  for (const [dir, c] of crates) {
    cargoLayout = true;
    const t = cargoTargets(c, dir, seen, binFiles);
    for (const [p, e] of t.bins) declare(p, e);
    for (const p of t.libs) declare(p, { kind: 'lib', source: `${dir}Cargo.toml`, names: [] });
  }
  if (cargo) {
    projectType ??= 'rust';
    const pkgTable = asRecord(cargo.package);
    name ??= str(pkgTable?.name);
    description ??= str(pkgTable?.description);
    deps.push(...cargoDependencies(cargo));
    buildSystem ??= 'cargo';
    if (!testFramework && snapshot.files.some((f) => f.extension === '.rs' && (f.category === 'test' || f.relative_path.startsWith('tests/')))) testFramework = 'cargo test';
  }

  const gomod = have.has('go.mod') ? await read('go.mod') : null;
  if (gomod !== null) {
    projectType ??= 'go';
    goModule = /^module\s+(\S+)/m.exec(gomod)?.[1] ?? null;
    name ??= goModule?.split('/').pop();
    deps.push(...goModDependencies(gomod));
    buildSystem ??= 'go';
    if (!testFramework && snapshot.files.some((f) => f.name.endsWith('_test.go'))) testFramework = 'go test';
  }

  if (!buildSystem && have.has('Makefile')) buildSystem = 'make';
  if (!buildSystem && have.has('CMakeLists.txt')) buildSystem = 'cmake';

  const langs = languageCounts(snapshot);
  projectType ??= langs.find(([l]) => l !== 'Markdown')?.[0].toLowerCase() ?? 'unknown';

  const readmeFile = snapshot.files.find((f) => /^readme(\.(md|markdown|rst|txt))?$/i.test(f.relative_path));
  const readme = readmeFile ? readmeParagraphs(await read(readmeFile.relative_path)) : null;
  if (!description && readme) description = firstSentences(readme, 300);

  const depOrder = { runtime: 0, dev: 1, peer: 2 } as const;
  const uniqueDeps = new Map<string, Dependency>();
  for (const d of deps) if (!uniqueDeps.has(`${d.type}\0${d.name}`)) uniqueDeps.set(`${d.type}\0${d.name}`, d);
  const dependencies = [...uniqueDeps.values()].sort((a, b) => depOrder[a.type] - depOrder[b.type] || compareBytes(a.name, b.name));

  const manifest: Manifest = {
    project_name: name ?? rootName,
    project_type: projectType,
    purpose_guess: description ?? 'No description found in the manifests or README.',
    structure_summary: structureSummary(snapshot, langs),
    dependencies,
    entry_points: entryPoints(snapshot, [...declared.keys()], cargoLayout, analyzed),
  };
  if (buildSystem) manifest.build_system = buildSystem;
  if (testFramework) manifest.test_framework = testFramework;
  return { manifest, packageJson: pkg, dependencyNames: new Set(dependencies.map((d) => d.name.toLowerCase())), goModule, readme, declared };
}

function structureSummary(snapshot: ProjectSnapshot, langs: [string, number][]): string {
  const top = new Map<string, number>();
  let rootFiles = 0;
  for (const f of snapshot.files) {
    const slash = f.relative_path.indexOf('/');
    if (slash < 0) rootFiles++;
    else top.set(f.relative_path.slice(0, slash), (top.get(f.relative_path.slice(0, slash)) ?? 0) + 1);
  }
  const dirs = [...top].sort((a, b) => b[1] - a[1] || compareBytes(a[0], b[0]));
  const parts = [`${plural(snapshot.files.length, 'file')} included of ${snapshot.total_files} scanned in ${plural(snapshot.total_directories, 'folder')} (${snapshot.excluded_files.length} excluded).`];
  if (dirs.length) parts.push(`Top-level folders: ${dirs.slice(0, 8).map(([d, n]) => `${d}/ (${plural(n, 'file')})`).join(', ')}${dirs.length > 8 ? `, and ${dirs.length - 8} more` : ''}; ${plural(rootFiles, 'file')} at the root.`);
  if (langs.length) parts.push(`Languages by file count: ${langs.slice(0, 6).map(([l, n]) => `${l} ${n}`).join(', ')}.`);
  return parts.join(' ');
}

/** `1 file`, `2 files`: counts in generated prose. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The README's opening prose as plain text: headings, badges, HTML, code and link targets removed. */
export function readmeParagraphs(text: string | null): string | null {
  if (!text) return null;
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/```[\s\S]*?```/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const paras: string[] = [];
  for (const block of body.split(/\n\s*\n/)) {
    const lines = block.split('\n').map((l) => l.trim()).filter((l) => l && !/^(#|\[!\[|!\[|<|\||=+$|-+$|\* \[|- \[)/.test(l));
    if (!lines.length) continue;
    const plain = lines.join(' ')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[*_`]{1,3}([^*_`]+)[*_`]{1,3}/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
    if (plain.length >= 20) paras.push(plain);
    if (paras.length === 2) break;
  }
  return paras.length ? paras.join('\n\n') : null;
}

export function firstSentences(text: string, max: number): string {
  const first = text.split('\n\n')[0];
  if (first.length <= max) return first;
  const cut = first.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'));
  return end > 40 ? cut.slice(0, end + 1) : `${cut.replace(/\s+\S*$/, '')}…`;
}
