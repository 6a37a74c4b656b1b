import { compareBytes } from '../core/diagnostics.js';
import type { FileCategory, FileMetadata, FileType } from './types.js';

/** File types, categories and key-file detection (the reference's KeyFileDetector table). */

const IMAGE_EXT = new Set(['.png', '.jpg', '.jpeg', '.gif', '.ico', '.svg', '.webp', '.bmp', '.tif', '.tiff', '.avif', '.heic', '.psd']);
const DATA_EXT = new Set(['.csv', '.tsv', '.jsonl', '.ndjson', '.parquet', '.avro', '.orc', '.sql', '.db', '.sqlite', '.sqlite3', '.xls', '.xlsx', '.h5', '.hdf5', '.npy', '.npz', '.pkl', '.pickle', '.feather', '.arrow']);
const BINARY_EXT = new Set(['.exe', '.dll', '.so', '.dylib', '.wasm', '.mp4', '.mp3', '.wav', '.ogg', '.mov', '.avi', '.pdf', '.zip', '.gz', '.tgz', '.bz2', '.xz', '.7z', '.rar', '.tar', '.jar', '.class', '.o', '.a', '.lib', '.bin', '.woff', '.woff2', '.ttf', '.otf', '.eot', '.pyc', '.node']);

export const CODE_EXT = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.py', '.pyi', '.go', '.rs', '.java', '.kt', '.kts', '.scala', '.rb', '.php', '.cs', '.fs', '.swift', '.m', '.mm', '.c', '.h', '.cc', '.cpp', '.cxx', '.hpp', '.hh', '.lua', '.pl', '.pm', '.sh', '.bash', '.zsh', '.ps1', '.r', '.jl', '.ex', '.exs', '.erl', '.hs', '.clj', '.dart', '.vue', '.svelte', '.zig', '.nim', '.sol']);
const DOC_EXT = new Set(['.md', '.mdx', '.markdown', '.rst', '.adoc', '.asciidoc', '.txt', '.org']);
const CONFIG_EXT = new Set(['.json', '.json5', '.jsonc', '.yml', '.yaml', '.toml', '.ini', '.cfg', '.conf', '.properties', '.xml', '.lock', '.gradle', '.editorconfig']);

/** Manifests and tool configs: the reference's "package.json, tsconfig.json, pyproject.toml, etc.". */
export const KEY_CONFIG_NAMES = new Set([
  'package.json', 'tsconfig.json', 'jsconfig.json', 'deno.json', 'pyproject.toml', 'setup.py', 'setup.cfg', 'requirements.txt', 'pipfile',
  'cargo.toml', 'go.mod', 'gemfile', 'pom.xml', 'build.gradle', 'build.gradle.kts', 'composer.json', 'mix.exs', 'makefile', 'dockerfile',
  'docker-compose.yml', 'docker-compose.yaml', 'compose.yml', 'compose.yaml', 'cmakelists.txt',
]);
const CONFIG_NAMES = new Set([...KEY_CONFIG_NAMES, '.gitignore', '.gitattributes', '.npmignore', '.dockerignore', '.nvmrc', '.node-version', '.python-version', '.tool-versions', '.editorconfig', '.prettierrc', '.eslintrc', '.babelrc', '.browserslistrc', 'procfile', 'vagrantfile', 'justfile', 'tox.ini', 'pytest.ini', '.packwright.yml']);

const ENTRY_STEMS = new Set(['main', 'index', 'app', 'server']);
const TEST_DIRS = new Set(['test', 'tests', '__tests__', 'spec', 'specs', 'testing', 'e2e']);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** The type a name suggests before reading; content may still turn text into binary. */
export function typeFromName(name: string): FileType {
  const ext = extensionOf(name);
  if (IMAGE_EXT.has(ext)) return 'image';
  if (DATA_EXT.has(ext)) return 'data';
  if (BINARY_EXT.has(ext)) return 'binary';
  if (ext === '' || CODE_EXT.has(ext) || DOC_EXT.has(ext) || CONFIG_EXT.has(ext)) return ext === '' ? 'unknown' : 'text';
  return 'unknown';
}

/** The type once the first bytes were read. */
export function typeFromContent(name: string, binary: boolean): FileType {
  const byName = typeFromName(name);
  if (binary) return byName === 'image' || byName === 'data' ? byName : 'binary';
  return byName === 'data' ? 'data' : 'text';
}

const AUTH = /auth|login|session|jwt|oauth|passport|permission|rbac|acl/;
const SECURITY = /permission|rbac|acl/;
const API = /route|controller|handler|api|endpoint|resolver/;
const DATABASE = /model|schema|migration|repositor|entity|(^|[^a-z])(db|dao|orm|sql)([^a-z]|$)/;

const TEST_DIR = new RegExp(`(?:^|/)(?:${[...TEST_DIRS].join('|')})/`);
const DEPENDENCY_DIR = /(?:^|\/)(?:node_modules|vendor|\.venv|venv|__pypackages__)\//;
const BUILD_DIR = /(?:^|\/)(?:dist|build|out|target|\.next|\.nuxt)\//;

/** `lower` is the whole lower-cased path; a folder named like a test folder anywhere above counts. */
function isTestPath(lower: string, base: string): boolean {
  if (TEST_DIR.test(lower)) return true;
  return /\.(test|spec)\.[^.]+$/.test(base) || /^test_.*\.py$/.test(base) || /_test\.(go|py|rs)$/.test(base) || base === 'conftest.py';
}

/** The reference's file category, from the path alone (case-insensitive). */
export function categorize(relPath: string): FileCategory {
  // Regexes over the whole path instead of splitting it: this runs once per file of a big tree.
  const lower = relPath.toLowerCase();
  const slash = lower.lastIndexOf('/');
  const base = lower.slice(slash + 1);
  const ext = extensionOf(base);
  const stem = ext ? base.slice(0, -ext.length) : base;
  const firstDir = slash < 0 ? undefined : lower.slice(0, lower.indexOf('/'));
  const lastDir = slash < 0 ? undefined : lower.slice(lower.lastIndexOf('/', slash - 1) + 1, slash);
  if (DEPENDENCY_DIR.test(lower)) return 'dependency';
  if (BUILD_DIR.test(lower)) return 'build';
  if (isTestPath(lower, base)) return 'test';
  if (CONFIG_NAMES.has(base) || /^tsconfig\..*json$/.test(base) || /\.config\.[cm]?[jt]s$/.test(base) || /^\.[a-z]+rc(\.[a-z]+)?$/.test(base) || (firstDir === '.github' && (ext === '.yml' || ext === '.yaml'))) return 'config';
  if (DOC_EXT.has(ext) || /^(readme|license|licence|changelog|contributing|authors|notice|copying)([.-]|$)/.test(base) || firstDir === 'docs' || firstDir === 'doc') return 'documentation';
  const code = CODE_EXT.has(ext);
  if (code && (ENTRY_STEMS.has(stem) || stem === '__main__' || stem === 'cli' || lastDir === 'bin' || /^cmd\/[^/]+\/main\.go$/.test(lower))) return 'entrypoint';
  if (code) {
    const where = `${lastDir ?? ''}/${stem}`;
    if (AUTH.test(where)) return 'auth';
    if (API.test(where)) return 'api';
    if (DATABASE.test(where)) return 'database';
    return 'source';
  }
  if (CONFIG_EXT.has(ext)) return 'config';
  return 'other';
}

export type KeyGroup = 'config' | 'entrypoint' | 'auth' | 'api' | 'database' | 'security' | 'documentation';

export interface KeyFileCandidate {
  path: string;
  size_bytes: number;
  category: FileCategory;
}

export const KEY_FILE_LIMITS = { max_per_category: 5, max_total: 25, max_content_per_file_bytes: 50_000 };

const IMPORTANCE: Record<KeyGroup, 'critical' | 'high' | 'medium'> = {
  config: 'critical', entrypoint: 'critical', auth: 'high', api: 'high', database: 'high', security: 'high', documentation: 'medium',
};
const RANK = { critical: 0, high: 1, medium: 2 } as const;

/** The detection row a file matches (the reference's table, plus the root README as medium). */
export function keyGroupOf(relPath: string, category: FileCategory): KeyGroup | null {
  const lower = relPath.toLowerCase();
  const base = lower.slice(lower.lastIndexOf('/') + 1);
  const ext = extensionOf(base);
  const stem = ext ? base.slice(0, -ext.length) : base;
  if (category === 'config') return KEY_CONFIG_NAMES.has(base) || /^tsconfig\.json$/.test(base) ? 'config' : null;
  if (category === 'documentation') return /^readme(\.|$)/.test(lower) ? 'documentation' : null;
  if (category === 'test') return null;
  if (!CODE_EXT.has(ext)) return null;
  if (ENTRY_STEMS.has(stem)) return 'entrypoint';
  if (SECURITY.test(stem)) return 'security';
  if (/auth|login|session|jwt/.test(stem)) return 'auth';
  if (/route|controller|handler|api/.test(stem)) return 'api';
  if (/model|schema|migration/.test(stem)) return 'database';
  return null;
}

export interface SelectedKeyFile {
  path: string;
  group: KeyGroup;
  importance: 'critical' | 'high' | 'medium';
}

/**
 * Picks key files: at most 5 per detection row and 25 in all, preferring category importance,
 * then smaller files, then shallower paths (then byte order, so the choice is deterministic).
 */
const keyFilesCache = new WeakMap<readonly FileMetadata[], SelectedKeyFile[]>();

/** The key files of a snapshot's file list. The scan and both builders ask: computed once per list. */
export function keyFilesOf(files: readonly FileMetadata[]): SelectedKeyFile[] {
  let hit = keyFilesCache.get(files);
  if (!hit) keyFilesCache.set(files, (hit = selectKeyFiles(files.map((f) => ({ path: f.relative_path, size_bytes: f.size_bytes, category: f.category })))));
  return hit;
}

export function selectKeyFiles(files: readonly KeyFileCandidate[]): SelectedKeyFile[] {
  const cands = files.flatMap((f) => {
    const group = keyGroupOf(f.path, f.category);
    return group ? [{ f, group, importance: IMPORTANCE[group], depth: f.path.split('/').length }] : [];
  });
  cands.sort((a, b) => RANK[a.importance] - RANK[b.importance] || a.f.size_bytes - b.f.size_bytes || a.depth - b.depth || compareBytes(a.f.path, b.f.path));
  const perGroup = new Map<KeyGroup, number>();
  const out: SelectedKeyFile[] = [];
  for (const c of cands) {
    if (out.length >= KEY_FILE_LIMITS.max_total) break;
    const n = perGroup.get(c.group) ?? 0;
    if (n >= KEY_FILE_LIMITS.max_per_category) continue;
    perGroup.set(c.group, n + 1);
    out.push({ path: c.f.path, group: c.group, importance: c.importance });
  }
  return out;
}
