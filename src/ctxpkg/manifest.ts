import { LAYER_NAMES, MAX_EXACT_INTEGER, hexProblem, nameProblem, versionProblem } from './format.js';
import { parseRfc3339 } from './rfc3339.js';

export interface ManifestProblem {
  /** JSON pointer below `/manifest`. */
  pointer: string;
  message: string;
}

/**
 * The manifest as LeanCTX reads it (INTEROP.md §1). A hand-written check rather than a JSON
 * Schema run, because verify must start fast and the messages should say what LeanCTX would
 * reject; schemas/ctxpkg-manifest.schema.json publishes the same rules (a test keeps them in step).
 */
export interface Manifest {
  schema_version: number;
  name: string;
  version: string;
  description: string;
  author?: string | null;
  created_at: string;
  updated_at?: string | null;
  layers: string[];
  dependencies?: { name: string; version_req: string; optional?: boolean }[];
  tags?: string[] | null;
  integrity: { sha256: string; content_hash: string; byte_size: number };
  provenance: { tool: string; tool_version: string; project_hash?: string | null; source_session_id?: string | null };
  compatibility?: { min_lean_ctx_version?: string | null; target_languages?: string[]; target_frameworks?: string[] } | null;
  stats?: Record<string, number> | null;
  signature?: { algorithm: string; public_key: string; value: string } | null;
  [key: string]: unknown;
}

export const STATS_FIELDS = ['knowledge_facts', 'graph_nodes', 'graph_edges', 'pattern_count', 'gotcha_count', 'compression_ratio'] as const;

/**
 * The fields LeanCTX reads into Rust integers (u32, u64, usize), as JSON pointers below
 * `/manifest`; `stats.compression_ratio` (f64) is the only float field.
 */
export const INTEGER_FIELDS = ['/schema_version', '/integrity/byte_size', ...STATS_FIELDS.filter((k) => k !== 'compression_ratio').map((k) => `/stats/${k}`)] as const;

/**
 * Why serde_json would not read `lexeme` into an unsigned integer field although JSON.parse
 * gives a whole number, or null. serde_json reads a number with a fraction or an exponent, `-0`,
 * and an integer past u64 as a float, and an integer field refuses any float: `1305.0` and
 * `1.305e3` are not 1305 to LeanCTX. Not whole or negative values are left to the value checks.
 */
export function integerLexemeProblem(lexeme: string): string | null {
  const n = Number(lexeme);
  if (!Number.isInteger(n) || n < 0) return null;
  const float = /[.eE]/.test(lexeme) || lexeme === '-0';
  const whole = float ? BigInt(n) : BigInt(lexeme);
  if (whole > MAX_EXACT_INTEGER) return `is ${lexeme}, past the largest integer LeanCTX reads (${MAX_EXACT_INTEGER})`;
  if (float) return `is written ${lexeme}, a float: LeanCTX reads this field as an integer and refuses a float (write ${whole})`;
  return null;
}

/** Why a number past the double range is refused (as `ctxpkg create` says it of a layer's). */
export const NON_FINITE = 'too large for a JSON number (it reads as infinity; LeanCTX refuses it)';

function typeOf(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}

/**
 * `numbers`: the manifest's number lexemes by JSON pointer (parseJson's `numberLexemes`); with
 * them, an integer field written as a float (`1305.0`) is a problem too.
 */
export function checkManifest(value: unknown, numbers?: ReadonlyMap<string, string>): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ pointer, message });
  if (typeOf(value) !== 'object') {
    add('', `manifest must be an object, not ${typeOf(value)}`);
    return problems;
  }
  const m = value as Record<string, unknown>;
  // A number as written (JSON.parse rounds an integer past 2^53 and makes 1e400 infinity).
  const spelled = (pointer: string, v: unknown): string => (typeof v === 'number' ? numbers?.get(pointer) : undefined) ?? JSON.stringify(v);
  const str = (key: string, required: boolean, nullable: boolean): string | null => {
    const v = m[key];
    if (v === undefined) {
      if (required) add('', `manifest.${key} is required`);
      return null;
    }
    if (v === null && nullable) return null;
    if (typeof v !== 'string') {
      add(`/${key}`, `manifest.${key} must be a string${nullable ? ' or null' : ''}, not ${typeOf(v)}`);
      return null;
    }
    return v;
  };
  const strArray = (obj: Record<string, unknown>, key: string, path: string, nullable: boolean) => {
    const v = obj[key];
    if (v === undefined || (v === null && nullable)) return;
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) add(`${path}/${key}`, `manifest${path.replace(/\//g, '.')}.${key} must be an array of strings${nullable ? ' or null' : ''}`);
  };

  const sv = m.schema_version;
  if (sv === undefined) add('', 'manifest.schema_version is required');
  else if (sv !== 1 && sv !== 2) add('/schema_version', `manifest.schema_version must be 1 (or 2), not ${spelled('/schema_version', sv)}`);

  const name = str('name', true, false);
  if (name !== null) {
    const p = nameProblem(name);
    if (p) add('/name', `manifest.name ${JSON.stringify(name)} ${p}`);
  }
  const version = str('version', true, false);
  if (version !== null) {
    const p = versionProblem(version);
    if (p) add('/version', `manifest.version ${JSON.stringify(version)} ${p}`);
  }
  str('description', true, false);
  str('author', false, true);
  for (const key of ['created_at', 'updated_at']) {
    const t = str(key, key === 'created_at', key === 'updated_at');
    if (t !== null && !parseRfc3339(t)) add(`/${key}`, `manifest.${key} ${JSON.stringify(t)} is not an RFC 3339 timestamp`);
  }

  const layers = m.layers;
  if (layers === undefined) add('', 'manifest.layers is required');
  else if (!Array.isArray(layers)) add('/layers', `manifest.layers must be an array, not ${typeOf(layers)}`);
  else {
    if (layers.length === 0 && sv !== 2) add('/layers', 'manifest.layers must list at least one layer');
    const seen = new Set<string>();
    layers.forEach((l, i) => {
      if (typeof l !== 'string' || !(LAYER_NAMES as readonly string[]).includes(l)) add(`/layers/${i}`, `manifest.layers[${i}] ${JSON.stringify(l)} is not a layer (${LAYER_NAMES.join(', ')})`);
      else if (seen.has(l)) add(`/layers/${i}`, `manifest.layers lists ${l} twice`);
      else seen.add(l);
    });
  }

  const deps = m.dependencies;
  if (deps !== undefined) {
    if (!Array.isArray(deps)) add('/dependencies', `manifest.dependencies must be an array (LeanCTX rejects ${typeOf(deps)})`);
    else
      deps.forEach((d, i) => {
        const o = d as Record<string, unknown>;
        if (typeOf(d) !== 'object' || typeof o.name !== 'string' || typeof o.version_req !== 'string' || (o.optional !== undefined && typeof o.optional !== 'boolean'))
          add(`/dependencies/${i}`, `manifest.dependencies[${i}] must be {name: string, version_req: string, optional?: boolean}`);
      });
  }
  strArray(m, 'tags', '', true);

  const integrity = m.integrity;
  if (integrity === undefined) add('', 'manifest.integrity is required');
  else if (typeOf(integrity) !== 'object') add('/integrity', `manifest.integrity must be an object, not ${typeOf(integrity)}`);
  else {
    const ig = integrity as Record<string, unknown>;
    for (const key of ['sha256', 'content_hash']) {
      const v = ig[key];
      if (typeof v !== 'string') add(v === undefined ? '/integrity' : `/integrity/${key}`, `manifest.integrity.${key} ${v === undefined ? 'is required' : `must be a string, not ${typeOf(v)}`}`);
      else {
        const p = hexProblem(v, 32);
        if (p) add(`/integrity/${key}`, `manifest.integrity.${key} ${p}`);
      }
    }
    const size = ig.byte_size;
    if (size === undefined) add('/integrity', 'manifest.integrity.byte_size is required');
    // Any whole number LeanCTX reads into its u64 (past 2^53 too: then byte_size mismatches).
    else if (typeof size !== 'number' || !Number.isInteger(size) || size <= 0) add('/integrity/byte_size', `manifest.integrity.byte_size must be a whole number above 0, not ${spelled('/integrity/byte_size', size)}`);
  }

  const prov = m.provenance;
  if (prov === undefined) add('', 'manifest.provenance is required');
  else if (typeOf(prov) !== 'object') add('/provenance', `manifest.provenance must be an object, not ${typeOf(prov)}`);
  else {
    const p = prov as Record<string, unknown>;
    for (const key of ['tool', 'tool_version']) if (typeof p[key] !== 'string') add('/provenance', `manifest.provenance.${key} is required (a string)`);
    for (const key of ['project_hash', 'source_session_id']) if (p[key] !== undefined && p[key] !== null && typeof p[key] !== 'string') add(`/provenance/${key}`, `manifest.provenance.${key} must be a string or null`);
  }

  const compat = m.compatibility;
  if (compat !== undefined && compat !== null) {
    if (typeOf(compat) !== 'object') add('/compatibility', `manifest.compatibility must be an object or null, not ${typeOf(compat)}`);
    else {
      const c = compat as Record<string, unknown>;
      if (c.min_lean_ctx_version !== undefined && c.min_lean_ctx_version !== null && typeof c.min_lean_ctx_version !== 'string') add('/compatibility/min_lean_ctx_version', 'manifest.compatibility.min_lean_ctx_version must be a string or null');
      strArray(c, 'target_languages', '/compatibility', false);
      strArray(c, 'target_frameworks', '/compatibility', false);
    }
  }

  const stats = m.stats;
  if (stats !== undefined && stats !== null) {
    if (typeOf(stats) !== 'object') add('/stats', `manifest.stats must be an object or null, not ${typeOf(stats)}`);
    else {
      const s = stats as Record<string, unknown>;
      const bad = STATS_FIELDS.filter((k) => typeof s[k] !== 'number' || (k !== 'compression_ratio' && (!Number.isInteger(s[k]) || (s[k] as number) < 0)));
      if (bad.length) add('/stats', `manifest.stats needs all six fields as numbers (counts whole and >= 0): ${bad.join(', ')}`);
    }
  }

  const sig = m.signature;
  if (sig !== undefined && sig !== null) {
    const s = sig as Record<string, unknown>;
    if (typeOf(sig) !== 'object' || typeof s.algorithm !== 'string' || typeof s.public_key !== 'string' || typeof s.value !== 'string')
      add('/signature', 'manifest.signature must be {algorithm, public_key, value}, all strings, or null');
  }

  for (const pointer of numbers ? INTEGER_FIELDS : []) {
    const lexeme = numbers!.get(pointer);
    const p = lexeme === undefined ? null : integerLexemeProblem(lexeme);
    if (p) add(pointer, `/manifest${pointer} ${p}`);
  }
  // A number past the double range (`1e400`), in any field, unknown ones too: LeanCTX parses the
  // whole document with serde_json first, which refuses it ("number out of range"); JSON.parse
  // makes it infinity. Named once, where no check above has named its field already.
  for (const [pointer, lexeme] of numbers ?? []) {
    if (Number.isFinite(Number(lexeme)) || problems.some((q) => q.pointer === pointer)) continue;
    add(pointer, `/manifest${pointer} is ${lexeme}, ${NON_FINITE}`);
  }
  return problems;
}
