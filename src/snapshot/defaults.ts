import type { ExclusionReason } from './types.js';

/**
 * The reference's default exclusion groups. Every folder pattern there has the form
 * `**\/NAME/**`, so folders are matched by name and not walked at all; file patterns are
 * matched on the lower-cased base name. Credentials live in src/secrets/credential-files.ts.
 */
export interface DefaultGroup {
  group: string;
  reason: ExclusionReason;
  dirs: readonly string[];
  /** Tests on the lower-cased base name, each with the spec pattern it implements. */
  files: readonly { rule: string; test: (base: string) => boolean }[];
}

const suffix = (s: string) => ({ rule: `**/*${s}`, test: (b: string) => b.endsWith(s) && b.length > s.length });
const name = (n: string) => ({ rule: `**/${n}`, test: (b: string) => b === n });

export const DEFAULT_GROUPS: readonly DefaultGroup[] = [
  // A `.git` file is a worktree's or submodule's pointer to its repository.
  { group: 'version_control', reason: 'pattern_match', dirs: ['.git', '.svn', '.hg'], files: [name('.git')] },
  { group: 'dependencies', reason: 'dependency_dir', dirs: ['node_modules', 'vendor', '.venv', 'venv', 'env', '__pypackages__'], files: [] },
  { group: 'build_outputs', reason: 'build_output', dirs: ['dist', 'build', 'out', 'target', '.next', '.nuxt', 'coverage'], files: [] },
  {
    group: 'caches',
    reason: 'cache',
    dirs: ['.cache', '__pycache__', '.pytest_cache'],
    // `**/.tsbuildinfo` as written never matches tsc's real `tsconfig.tsbuildinfo`: match the extension.
    files: [suffix('.pyc'), name('.eslintcache'), { rule: '**/*.tsbuildinfo', test: (b) => b.endsWith('.tsbuildinfo') }],
  },
  {
    group: 'large_data',
    reason: 'pattern_match',
    dirs: ['logs'],
    files: [suffix('.sql'), suffix('.db'), { rule: '**/*.sqlite*', test: (b) => /.\.sqlite/.test(b) }, suffix('.log')],
  },
  {
    group: 'binaries',
    reason: 'binary',
    dirs: [],
    files: [
      ...['.exe', '.dll', '.so', '.dylib', '.wasm', '.png', '.jpg', '.jpeg', '.gif', '.ico', '.svg', '.mp4', '.mp3', '.pdf', '.zip', '.gz'].map(suffix),
      { rule: '**/*.tar*', test: (b) => /.\.tar/.test(b) },
    ],
  },
];

const DIR_REASON = new Map<string, { reason: ExclusionReason; rule: string }>();
for (const g of DEFAULT_GROUPS) for (const d of g.dirs) DIR_REASON.set(d, { reason: g.reason, rule: `**/${d}/**` });

/** The default group excluding a folder by its name, or null. */
export function defaultDirExclusion(dirName: string): { reason: ExclusionReason; rule: string } | null {
  return DIR_REASON.get(dirName) ?? null;
}

/** The default group excluding a file by its name, or null. */
export function defaultFileExclusion(baseName: string): { reason: ExclusionReason; rule: string } | null {
  const b = baseName.toLowerCase();
  for (const g of DEFAULT_GROUPS) for (const f of g.files) if (f.test(b)) return { reason: g.reason, rule: f.rule };
  return null;
}
