/** Facts of the .ctxpkg format as LeanCTX implements it (INTEROP.md §1). */
export const MAX_PACKAGE_BYTES = 10 * 1024 * 1024;
export const MAX_ENVELOPE_BYTES = 2_000_000;
/** serde_json (LeanCTX) holds an integer exactly from i64's minimum to u64's maximum, and reads one past them as a rounded float. */
export const MIN_EXACT_INTEGER = -(2n ** 63n);
export const MAX_EXACT_INTEGER = 2n ** 64n - 1n;
export const PACKAGE_EXTENSIONS = ['.ctxpkg', '.lctxpkg'] as const;

/** Layer names in LeanCTX's content order, then `policies`, which only the spec README lists. */
export const LAYER_NAMES = ['knowledge', 'graph', 'session', 'patterns', 'gotchas', 'policies'] as const;
export type LayerName = (typeof LAYER_NAMES)[number];
/** Layers LeanCTX can load. */
export const LEANCTX_LAYERS: ReadonlySet<string> = new Set(['knowledge', 'graph', 'session', 'patterns', 'gotchas']);

export const NAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const VERSION_PATTERN = /^[A-Za-z0-9._+-]+$/;
export const MAX_NAME_BYTES = 128;
export const MAX_VERSION_BYTES = 64;
export const LOWER_HEX_64 = /^[0-9a-f]{64}$/;

export function isPackageFileName(file: string): boolean {
  const lower = file.toLowerCase();
  return PACKAGE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** Why a package name breaks LeanCTX's rules, or null. */
export function nameProblem(name: string): string | null {
  if (name.length === 0) return 'must not be empty';
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) return `must be at most ${MAX_NAME_BYTES} bytes`;
  if (!NAME_PATTERN.test(name)) return 'may contain only [a-zA-Z0-9._-]';
  return null;
}

/** Why a package version breaks LeanCTX's rules, or null. */
export function versionProblem(version: string): string | null {
  if (version.length === 0) return 'must not be empty';
  if (Buffer.byteLength(version) > MAX_VERSION_BYTES) return `must be at most ${MAX_VERSION_BYTES} bytes`;
  if (!VERSION_PATTERN.test(version)) return 'may contain only [a-zA-Z0-9._+-]';
  if (version.startsWith('.')) return 'must not start with "."';
  return null;
}

/** Why a recorded hash is not 64 lowercase hex characters, or null. */
export function hexProblem(value: string, bytes: number): string | null {
  if (value.length !== bytes * 2) return `must be ${bytes * 2} hex characters (${bytes} bytes), not ${value.length}`;
  if (!/^[0-9a-fA-F]*$/.test(value)) return 'must be hex';
  if (/[A-F]/.test(value)) return 'must be lowercase hex (hashes are compared as exact strings)';
  return null;
}
