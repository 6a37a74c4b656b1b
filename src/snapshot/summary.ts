import path from 'node:path';
import { buildGraph, resolveImport, type ResolveContext } from './analyze/graph.js';
import type { FileFacts } from './analyze/types.js';
import { ANALYSIS_CAP_BYTES } from './inspect.js';
import type { ScanAnalysis } from './scan.js';
import { keyFilesOf } from './classify.js';
import { isProgram, languageCounts, manifestDependencies, plural, type DeclaredEntry, type ManifestFacts, type ProgramEntry } from './manifest.js';
import type { Selection } from './select.js';
import type { PackSource } from './source.js';
import { sortByPath } from './paths.js';
import type { EntrypointSummary, KeyFileSummary, ProjectSnapshot, RepoSummary, RiskHotspot, SummaryPack } from './types.js';
import { credentialExclusions, indexEntries, packInfo, packMetadata } from './pack-parts.js';

/** Files whose own dependencies a key-file summary lists (lower-case base names). */
const MANIFESTS = new Set(['package.json', 'pyproject.toml', 'requirements.txt', 'cargo.toml', 'go.mod']);
/** As much of a manifest as buildManifest reads. */
const MANIFEST_CAP = 1024 * 1024;

/** The thresholds behind complexity and coupling hotspots. */
export const THRESHOLDS = { lines: 1000, nesting: 8, fanIn: 15, fanOut: 15 };

const FRAMEWORKS: Record<string, string> = {
  react: 'React', vue: 'Vue', svelte: 'Svelte', '@angular/core': 'Angular', next: 'Next.js', nuxt: 'Nuxt', express: 'Express', fastify: 'Fastify', koa: 'Koa', '@nestjs/core': 'NestJS', hono: 'Hono',
  electron: 'Electron', 'react-native': 'React Native', graphql: 'GraphQL', prisma: 'Prisma', '@prisma/client': 'Prisma', typeorm: 'TypeORM', sequelize: 'Sequelize', mongoose: 'Mongoose',
  django: 'Django', flask: 'Flask', fastapi: 'FastAPI', sqlalchemy: 'SQLAlchemy', pydantic: 'Pydantic', celery: 'Celery', numpy: 'NumPy', pandas: 'pandas', torch: 'PyTorch', tensorflow: 'TensorFlow',
  tokio: 'Tokio', axum: 'axum', 'actix-web': 'actix-web', rocket: 'Rocket', serde: 'serde', clap: 'clap', diesel: 'Diesel', sqlx: 'SQLx',
  'github.com/gin-gonic/gin': 'Gin', 'github.com/labstack/echo/v4': 'Echo', 'github.com/spf13/cobra': 'Cobra', 'github.com/gofiber/fiber/v2': 'Fiber', 'gorm.io/gorm': 'GORM',
};

/**
 * The reference's SummaryPackBuilder, without any model: every sentence is assembled from
 * what the manifests, the README, the structure and the parsed code say.
 */
export async function buildSummary(snapshot: ProjectSnapshot, facts: ManifestFacts, selection: Selection, source: PackSource, createdAt: string, rootName: string, analysis: ScanAnalysis): Promise<SummaryPack> {
  const { facts: analyzed, tooLarge } = analysis;

  // Import graph.
  const files = new Set(snapshot.files.map((f) => f.relative_path));
  const goPackages = new Set<string>();
  for (const f of snapshot.files) if (f.extension === '.go') goPackages.add(dirKey(f.relative_path));
  const rctx: ResolveContext = { files, goPackages, goModule: facts.goModule };
  const edges: [string, string][] = [];
  const nodeOf = (p: string) => (p.endsWith('.go') ? dirKey(p) : p);
  for (const [p, ff] of sortByPath([...analyzed], ([k]) => k)) {
    for (const spec of ff.imports) {
      const target = resolveImport(p, spec, rctx);
      if (target) edges.push([nodeOf(p), target]);
    }
  }
  const graph = buildGraph(edges);

  // Risk hotspots.
  const hotspots: RiskHotspot[] = [];
  for (const [p, ff] of analyzed) {
    if (ff.security.length) hotspots.push({ path: p, risk_type: 'security', description: `${ff.security.length} security indicator${ff.security.length === 1 ? '' : 's'} found in the code`, indicators: ff.security });
    const ind: string[] = [];
    if (ff.lines > THRESHOLDS.lines) ind.push(`${ff.lines} lines (over ${THRESHOLDS.lines})`);
    if (ff.maxNesting > THRESHOLDS.nesting) ind.push(`block nesting depth ${ff.maxNesting} (over ${THRESHOLDS.nesting})`);
    if (ind.length) hotspots.push({ path: p, risk_type: 'complexity', description: 'large or deeply nested source file', indicators: ind });
  }
  for (const t of tooLarge) {
    hotspots.push({ path: t.path, risk_type: 'complexity', description: 'source file too large to analyze', indicators: [`${t.size} bytes (over ${ANALYSIS_CAP_BYTES}; not parsed)`] });
  }
  const nodes = new Set([...graph.fanIn.keys(), ...graph.fanOut.keys()]);
  for (const n of nodes) {
    const fin = graph.fanIn.get(n)?.size ?? 0;
    const fout = graph.fanOut.get(n)?.size ?? 0;
    const ind: string[] = [];
    if (fin >= THRESHOLDS.fanIn) ind.push(`fan-in ${fin}: imported by ${fin} ${n.endsWith('/') ? 'packages' : 'files'} of this repository`);
    if (fout >= THRESHOLDS.fanOut) ind.push(`fan-out ${fout}: imports ${fout} ${n.endsWith('/') ? 'packages' : 'files'} of this repository`);
    if (ind.length) hotspots.push({ path: n, risk_type: 'coupling', description: fin >= THRESHOLDS.fanIn ? 'many parts of the code depend on it' : 'depends on many parts of the code', indicators: ind });
  }
  const riskOrder = { security: 0, performance: 1, complexity: 2, coupling: 3 };
  const risk = sortByPath(hotspots, (h) => h.path).sort((a, b) => riskOrder[a.risk_type] - riskOrder[b.risk_type]);

  // Key files.
  const keySel = keyFilesOf(snapshot.files);
  const byPath = new Map(snapshot.files.map((f) => [f.relative_path, f]));
  const keySummaries: KeyFileSummary[] = [];
  for (const k of keySel) {
    const f = byPath.get(k.path)!;
    const ff = analyzed.get(k.path);
    const summary = ff ? codeSummary(k.path, f.category, ff, graph.fanIn.get(nodeOf(k.path))?.size ?? 0) : otherSummary(k.path, f.category, f.size_bytes, facts, source);
    // Reading it for the summary found a credential marker: it is excluded, not summarized.
    if (!source.credentialFiles.has(k.path)) keySummaries.push(summary);
  }

  // Entry points (buildManifest had the parsed code: a Go package main counts anywhere).
  const { manifest } = facts;
  const entrypoints: EntrypointSummary[] = [];
  for (const p of manifest.entry_points) {
    const f = byPath.get(p);
    if (!f) continue;
    entrypoints.push(entrypointSummary(p, analyzed.get(p), facts.declared.get(p)));
  }

  const repoSummary = repositorySummary(snapshot, facts, analyzed, risk, entrypoints);
  // The scan decided every exclusion but those of files whose full text, read here for the
  // manifest or a summary, showed a credential marker past the head the scan checked.
  const fileIndex = indexEntries(snapshot, credentialExclusions(source), new Set());
  const metadata = packMetadata('summary', snapshot, fileIndex, 0, 0, source, createdAt, rootName);
  return {
    type: 'summary',
    manifest,
    file_index: fileIndex,
    repo_summary: repoSummary,
    key_files_summary: keySummaries,
    entrypoints,
    risk_hotspots: risk,
    metadata,
    context_pack_info: packInfo(selection, metadata, fileIndex, 0),
  };
}

function dirKey(p: string): string {
  const d = path.posix.dirname(p);
  return d === '.' ? './' : `${d}/`;
}

function codeSummary(p: string, category: KeyFileSummary['category'], ff: FileFacts, fanIn: number): KeyFileSummary {
  const parts = [`${ff.language} ${category === 'source' ? 'module' : `${category} module`}, ${plural(ff.lines, 'line')}, ${plural(ff.exports.length, 'export')}, ${plural(ff.imports.length, 'import')}`];
  if (fanIn) parts.push(`imported by ${plural(fanIn, 'file')} here`);
  const summary = `${ff.doc ? `${ff.doc} ` : ''}(${parts.join('; ')}.)`;
  const notable: string[] = [];
  if (ff.hasMain) notable.push('program entry (main)');
  if (ff.listens) notable.push('starts a network server');
  if (ff.routes.length) notable.push(`routes: ${ff.routes.slice(0, 10).join(', ')}${ff.routes.length > 10 ? `, and ${ff.routes.length - 10} more` : ''}`);
  if (ff.commands.length) notable.push(`commands: ${ff.commands.slice(0, 10).join(', ')}`);
  notable.push(...ff.security);
  return { path: p, category, summary, exports: ff.exports.slice(0, 50), dependencies: ff.imports.slice(0, 50), notable_code: notable };
}

function otherSummary(p: string, category: KeyFileSummary['category'], size: number, facts: ManifestFacts, source: PackSource): KeyFileSummary {
  const base = p.slice(p.lastIndexOf('/') + 1).toLowerCase();
  const isManifest = MANIFESTS.has(base);
  const text = source.text(p, isManifest ? MANIFEST_CAP : 64 * 1024);
  // A manifest lists what it declares itself: the project's merged list would credit a nested
  // go.mod with the root's npm packages.
  const own = isManifest && text ? [...new Set(manifestDependencies(p, text.text).map((d) => d.name))] : [];
  if (p === 'package.json' && facts.packageJson) {
    const pkg = facts.packageJson;
    // Only strings are names and versions: `"name": {}` read as "[object Object]".
    const name = typeof pkg.name === 'string' && pkg.name ? pkg.name : null;
    const version = typeof pkg.version === 'string' && pkg.version ? pkg.version : null;
    // Keys of objects only: `"scripts": "abc"` listed scripts 0, 1 and 2.
    const keysOf = (v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : []);
    const scripts = keysOf(pkg.scripts);
    const bins = typeof pkg.bin === 'string' ? [name ?? 'bin'] : keysOf(pkg.bin);
    return {
      path: p, category,
      summary: `npm package manifest${name ? ` for ${name}` : ''}${version ? ` ${version}` : ''}: ${plural(own.length, 'dependency').replace(/dependencys$/, 'dependencies')}${scripts.length ? `, scripts ${scripts.slice(0, 12).join(', ')}` : ''}.`,
      exports: bins.map((b) => `bin ${b}`),
      dependencies: own.slice(0, 50),
      notable_code: pkg.type === 'module' ? ['ES module package (type: module)'] : [],
    };
  }
  const lines = text ? text.text.split('\n').length : 0;
  if (category === 'documentation') {
    const heads = text ? [...text.text.matchAll(/^#{1,2}\s+(.+)$/gm)].map((m) => m[1].trim()).slice(0, 12) : [];
    return { path: p, category, summary: `${facts.readme ? facts.readme.split('\n\n')[0].slice(0, 300) : 'Documentation'} (${plural(lines, 'line')}.)`, exports: [], dependencies: [], notable_code: heads.length ? [`sections: ${heads.join(', ')}`] : [] };
  }
  const kinds: Record<string, string> = {
    'tsconfig.json': 'TypeScript compiler configuration', 'package.json': 'npm package manifest', 'pyproject.toml': 'Python project configuration (pyproject.toml)', 'cargo.toml': 'Cargo manifest', 'go.mod': 'Go module definition',
    dockerfile: 'Docker image build file', makefile: 'Make build rules', 'requirements.txt': 'Python requirements list', 'setup.py': 'setuptools build script',
  };
  return { path: p, category, summary: `${kinds[base] ?? 'Configuration file'} (${plural(lines, 'line')}, ${size} bytes).`, exports: [], dependencies: category === 'config' ? own.slice(0, 50) : [], notable_code: [] };
}

/** Why a program runs, in the words of its declaration. */
function programWhy(e: ProgramEntry): string {
  const names = e.names.map((n, i) => `"${n}"${e.targets?.[i] ? ` (${e.targets[i]})` : ''}`).join(', ');
  const s = e.names.length === 1 ? '' : 's';
  switch (e.kind) {
    case 'bin':
      return `declared as a bin in ${e.source}`;
    case 'cargo-bin':
      return `Cargo binary target ${names} (found by Cargo's layout; ${e.source})`;
    case 'console-script':
      return `console script${s} ${names} declared in ${e.source}`;
    case 'gui-script':
      return `GUI script${s} ${names} declared in ${e.source}`;
  }
}

/** What the code shows makes a file a program, by language. */
function mainWhy(p: string, ff: FileFacts | undefined): string | null {
  if (ff?.hasMain) {
    if (ff.language === 'Go') return 'program entry (package main with func main)';
    if (ff.language === 'Rust') return 'program entry (fn main)';
    if (ff.language === 'Python') return /(^|\/)__main__\.py$/.test(p) ? 'package entry for python -m, with an if __name__ == "__main__" block' : 'runs as a program (if __name__ == "__main__" block)';
    return 'executable (#! node line)';
  }
  if (/(^|\/)__main__\.py$/.test(p)) return 'package entry for python -m';
  if (!ff && /(^|\/)(main\.go|main\.rs)$/.test(p)) return 'program entry by file name (not parsed)';
  return null;
}

function entrypointSummary(p: string, ff: FileFacts | undefined, declared: DeclaredEntry | undefined): EntrypointSummary {
  const prog = isProgram(declared) ? declared : undefined;
  const routes = ff?.routes ?? [];
  const commands = ff?.commands ?? [];
  let type: EntrypointSummary['type'];
  const why: string[] = [];
  const main = prog ? null : mainWhy(p, ff);
  if (ff?.listens) {
    type = routes.length ? 'api' : 'web';
    why.push('starts a network server');
    if (prog) why.push(programWhy(prog));
  } else if (routes.length) {
    type = 'api';
    why.push(`declares ${plural(routes.length, 'route')}`);
    if (prog) why.push(programWhy(prog));
  } else if (prog) {
    // A GUI launcher runs without a console: a program, but no command-line one.
    type = prog.kind === 'gui-script' ? 'script' : 'cli';
    why.push(programWhy(prog));
  } else if (main) {
    type = 'cli';
    why.push(main);
  } else if (/(^|\/)src\/lib\.rs$/.test(p) || (declared?.kind === 'pkg-main' && /\.(d\.ts|[cm]?js|ts)$/.test(p))) {
    type = 'library';
    why.push(/\.rs$/.test(p) ? 'crate library root' : 'package.json main/module entry');
  } else if (declared?.kind === 'lib' && /\.rs$/.test(p)) {
    type = 'library';
    why.push('crate library root ([lib] path)');
  } else {
    type = ff ? 'script' : 'library';
    why.push(ff ? 'entry file by name' : 'declared in the package manifest');
  }
  const description = `${ff?.doc ? `${ff.doc} ` : ''}${why.join('; ')}${ff ? ` (${ff.language}, ${plural(ff.lines, 'line')})` : ''}.`;
  const out: EntrypointSummary = { path: p, type, description };
  const list = [...routes, ...commands];
  if (list.length) out.routes_or_commands = list.slice(0, 50);
  return out;
}

function repositorySummary(snapshot: ProjectSnapshot, facts: ManifestFacts, analyzed: Map<string, FileFacts>, risk: RiskHotspot[], entrypoints: EntrypointSummary[]): RepoSummary {
  const m = facts.manifest;
  const langs = languageCounts(snapshot);
  const paras: string[] = [];
  paras.push(facts.readme ?? m.purpose_guess);
  const article = /^[aeiou]/i.test(m.project_type) ? 'an' : 'a';
  paras.push(`${m.project_name} is ${article} ${m.project_type} project${m.build_system ? ` built with ${m.build_system}` : ''}${m.test_framework ? ` and tested with ${m.test_framework}` : ''}. ${m.structure_summary}`);
  if (entrypoints.length) paras.push(`Entry points: ${entrypoints.slice(0, 8).map((e) => `${e.path} (${e.type})`).join(', ')}${entrypoints.length > 8 ? `, and ${entrypoints.length - 8} more` : ''}.`);
  const has = (p: RegExp) => snapshot.files.some((f) => p.test(f.relative_path));
  const topDirs = new Set(snapshot.files.map((f) => f.relative_path.split('/')).filter((s) => s.length > 1).flatMap((s) => s.slice(0, -1).map((d) => d.toLowerCase())));
  const manifests = snapshot.files.filter((f) => /(^|\/)(package\.json|Cargo\.toml|go\.mod|pyproject\.toml)$/.test(f.relative_path) && f.relative_path.includes('/'));
  const pkg = facts.packageJson;
  let architecture: string;
  if ((pkg && pkg.workspaces) || has(/^pnpm-workspace\.yaml$/) || manifests.length >= 2) {
    architecture = `monorepo (${plural(manifests.length, 'nested package manifest')}${pkg?.workspaces ? ', npm workspaces' : ''})`;
  } else if (['models', 'views', 'controllers'].filter((d) => topDirs.has(d)).length >= 2) {
    architecture = 'MVC (models/, views/ and controllers/ folders)';
  } else if ((topDirs.has('routes') || topDirs.has('controllers') || topDirs.has('handlers')) && topDirs.has('services')) {
    architecture = 'layered (routes or controllers, services, data access folders)';
  } else if (topDirs.has('cmd') && (topDirs.has('internal') || topDirs.has('pkg'))) {
    architecture = 'Go standard layout (cmd/ with internal/ or pkg/)';
  } else if (snapshot.files.filter((f) => /(^|\/)Dockerfile$/.test(f.relative_path) && f.relative_path.includes('/')).length >= 2) {
    architecture = 'multiple services, each with its own Dockerfile';
  } else if (entrypoints.some((e) => e.type === 'web' || e.type === 'api')) {
    architecture = 'single-package web service';
  } else if (entrypoints.some((e) => e.type === 'cli')) {
    architecture = 'single-package command-line program';
  } else if (entrypoints.some((e) => e.type === 'library')) {
    architecture = 'single-package library';
  } else {
    architecture = 'single package (no layered or multi-package structure detected)';
  }
  const tech = new Set<string>(langs.filter(([l]) => l !== 'Markdown').slice(0, 5).map(([l]) => l));
  for (const d of m.dependencies) {
    const fw = FRAMEWORKS[d.name.toLowerCase()] ?? FRAMEWORKS[d.name];
    if (fw && d.type !== 'dev') tech.add(fw);
  }
  if (m.test_framework) tech.add(m.test_framework);
  const patterns: string[] = [];
  const tests = snapshot.files.filter((f) => f.category === 'test').length;
  if (tests) patterns.push(`${plural(tests, 'test file')}`);
  const workflows = snapshot.files.filter((f) => /^\.github\/workflows\/[^/]+\.ya?ml$/.test(f.relative_path)).length;
  if (workflows) patterns.push(`${plural(workflows, 'GitHub Actions workflow')} in .github/workflows`);
  if (has(/(^|\/)Dockerfile$/)) patterns.push('container build (Dockerfile)');
  if (pkg?.type === 'module') patterns.push('ES modules (package.json type: module)');
  if (has(/^tsconfig\.json$/)) patterns.push('TypeScript configured by tsconfig.json');
  const agentFiles = snapshot.files.filter((f) => /(^|\/)(AGENTS\.md|CLAUDE\.md|\.cursorrules|copilot-instructions\.md)$/.test(f.relative_path)).length;
  if (agentFiles) patterns.push(`${plural(agentFiles, 'instruction file')} for coding agents`);
  const totalRoutes = [...analyzed.values()].reduce((n, f) => n + f.routes.length, 0);
  if (totalRoutes) patterns.push(`${plural(totalRoutes, 'HTTP route')} declared in code`);
  const concerns: string[] = [];
  const bySecurity = risk.filter((r) => r.risk_type === 'security');
  if (bySecurity.length) concerns.push(`${plural(bySecurity.reduce((n, r) => n + r.indicators.length, 0), 'security indicator')} in ${plural(bySecurity.length, 'file')} (see risk_hotspots)`);
  const complex = risk.filter((r) => r.risk_type === 'complexity').length;
  if (complex) concerns.push(`${plural(complex, 'large or deeply nested file')}`);
  const coupling = risk.filter((r) => r.risk_type === 'coupling').length;
  if (coupling) concerns.push(`${plural(coupling, 'highly coupled module')}`);
  if (!tests && analyzed.size) concerns.push('no test files found');
  const creds = snapshot.exclusion_stats.by_credentials;
  if (creds) concerns.push(`${plural(creds, 'credential file')} in the tree (excluded from this pack)`);
  if (snapshot.skipped.length) concerns.push(`${plural(snapshot.skipped.length, 'path')} could not be read or were skipped`);
  return {
    description: paras.join('\n\n'),
    architecture_pattern: architecture,
    key_technologies: [...tech],
    notable_patterns: patterns,
    potential_concerns: concerns,
  };
}
