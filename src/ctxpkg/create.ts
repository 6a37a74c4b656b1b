import { readdir } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { readFileLimited, decodeUtf8 } from '../core/read.js';
import { parseJson } from '../core/json.js';
import { parseYaml, locatePointer, type ParsedYaml } from '../core/yaml.js';
import { pointerKeys } from '../core/json-pointer.js';
import { isMap, isScalar, isSeq } from 'yaml';
import { resolveContained } from '../core/paths.js';
import { InvalidInputError, IoError, UsageError, describeFsError } from '../core/errors.js';
import { VERSION } from '../version.js';
import { compactDocument, describeSerdeFault, layerJson, lineColumnOfOffset, locatePointerOffset, numberOutside, prettyJsonBytes } from './json-text.js';
import { LAYER_NAMES, MAX_EXACT_INTEGER, MAX_PACKAGE_BYTES, MIN_EXACT_INTEGER, nameProblem, versionProblem } from './format.js';
import { hashCanonical, packageHash } from './integrity.js';
import { formatRfc3339, type Instant } from './rfc3339.js';
import { NON_FINITE, type Manifest } from './manifest.js';

export interface CreateOptions {
  name: string;
  version: string;
  description: string;
  author?: string | null;
  tags?: string[];
  createdAt: Instant;
  /** Folder with one file per layer: `knowledge.json`, `gotchas.yaml`, … */
  from: string;
}

export interface LayerSource {
  layer: string;
  file: string;
  /** The layer's value as canonical JSON text (JSON input: compacted as written, so `1.0` stays). */
  text: Buffer;
  value: Record<string, unknown>;
}

const EXTENSIONS = ['.json', '.yaml', '.yml'];

/** Reads the layer files of a folder, in LeanCTX's layer order. */
export async function readLayers(dir: string): Promise<LayerSource[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    throw new IoError(describeFsError(err, dir));
  }
  const out: LayerSource[] = [];
  for (const layer of LAYER_NAMES) {
    const found = names.filter((n) => EXTENSIONS.some((ext) => n === `${layer}${ext}`));
    if (found.length > 1) throw new InvalidInputError(`${path.join(dir, found[0])}: layer ${layer} is given twice (${found.join(', ')})`);
    if (found.length === 0) continue;
    const file = await resolveContained(dir, found[0]);
    out.push(await readLayer(layer, file));
  }
  if (out.length === 0) throw new InvalidInputError(`${dir}: no layer files (expected ${LAYER_NAMES.map((l) => `${l}.json`).join(', ')}, or .yaml)`);
  return out;
}

async function readLayer(layer: string, file: string): Promise<LayerSource> {
  const bytes = await readFileLimited(file, MAX_PACKAGE_BYTES);
  const decoded = decodeUtf8(bytes);
  if (decoded.problem) throw new InvalidInputError(`${file}: ${decoded.problem}`);
  const json = file.endsWith('.json');
  let value: unknown;
  let yaml: ParsedYaml | null = null;
  if (json) {
    // The layer is copied token for token: a repeated key would reach the package, where JSON
    // readers differ on which copy counts and LeanCTX refuses a repeated struct field.
    const parsed = parseJson(decoded.text, { uniqueKeys: true });
    if (parsed.error) throw new InvalidInputError(`${file}:${parsed.error.line ?? 1}:${parsed.error.column ?? 1}: ${parsed.error.duplicateKey ? `repeats a key (${parsed.error.message}): JSON readers differ on which copy counts, and LeanCTX will not load it; keep one` : `not valid JSON: ${parsed.error.message}`}`);
    value = parsed.value;
  } else {
    // Integers as BigInt, so one past 2^53 is carried exactly; a !!binary, !!set, collection
    // key or ill-fitting tag is refused, never written changed.
    yaml = parseYaml(decoded.text, { jsonValues: true });
    if (yaml.error) throw new InvalidInputError(`${file}:${yaml.error.line ?? 1}:${yaml.error.column ?? 1}: ${yaml.error.jsonValues ? '' : 'not valid YAML: '}${yaml.error.message}`);
    value = yaml.value;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new InvalidInputError(`${file}: the ${layer} layer must be an object`);
  const text = yaml ? yamlLayerText(file, yaml, value, decoded.text) : jsonLayerText(file, bytes, decoded.text);
  return { layer, file, text, value: value as Record<string, unknown> };
}

const PAST_EXACT_INTEGERS = `past the integers LeanCTX holds exactly (${MIN_EXACT_INTEGER} to ${MAX_EXACT_INTEGER}; it would read a rounded float): write it as a string`;

/**
 * A JSON layer compacted as written (`1.0` stays `1.0`). LeanCTX (serde_json) refuses a number
 * past the double range and reads an integer past i64/u64 as a rounded float; JSON.parse makes
 * the one infinity and rounds the other, so both are found on the text.
 */
function jsonLayerText(file: string, bytes: Buffer, text: string): Buffer {
  const bad = numberOutside(bytes, MIN_EXACT_INTEGER, MAX_EXACT_INTEGER);
  if (bad) {
    const { line, column } = lineColumnOfOffset(bytes, bad.offset);
    const why = bad.kind === 'integer' ? PAST_EXACT_INTEGERS : NON_FINITE;
    throw new InvalidInputError(`${file}:${line}:${column}: ${pointerOfNumber(text, bytes, bad) ?? 'a number'} is ${bad.lexeme}, ${why}`);
  }
  const compacted = compactDocument(bytes, { baseDepth: LAYER_DEPTH });
  const fault = compacted.fault;
  if (fault) {
    const { line, column, message } = describeSerdeFault(bytes, fault);
    throw new InvalidInputError(`${file}:${line}:${column}: ${message}`);
  }
  return compacted.compact;
}

/** A layer's value sits inside the package object and its `content` object. */
const LAYER_DEPTH = 2;

/**
 * What LeanCTX's reader (serde_json) would refuse in a layer's JSON text although JSON.parse
 * reads it (a lone surrogate escape, nesting past its limit, a number it makes infinity),
 * refused at its key; `text` is what the package will hold.
 */
function refuseSerdeFault(file: string, yaml: ParsedYaml, text: Buffer): void {
  const fault = compactDocument(text, { baseDepth: LAYER_DEPTH }).fault;
  if (!fault) return;
  const { pointer, message } = describeSerdeFault(text, fault);
  const at = locatePointer(yaml, pointer);
  throw new InvalidInputError(`${at ? `${file}:${at.line}:${at.column}` : file}: ${message}`);
}

/** The JSON pointer of the number token at `bad.offset` (a rare path: one more scan). */
function pointerOfNumber(text: string, bytes: Buffer, bad: { offset: number; lexeme: string }): string | null {
  const numbers = parseJson(text, { numberLexemes: true }).numbers ?? new Map<string, string>();
  let first: string | null = null;
  for (const [pointer, lexeme] of numbers) {
    if (lexeme !== bad.lexeme) continue;
    if (locatePointerOffset(bytes, pointer) === bad.offset) return pointer;
    first ??= pointer;
  }
  return first;
}

/** A YAML layer's value as JSON text; what JSON or LeanCTX cannot hold is refused at its key. */
function yamlLayerText(file: string, yaml: ParsedYaml, value: object, source: string): Buffer {
  const out = layerJson(value);
  if (out.text !== null) {
    const text = Buffer.from(out.text, 'utf8');
    refuseSerdeFault(file, yaml, text);
    return text;
  }
  const bad = out.problem;
  const at = locatePointer(yaml, bad.pointer);
  const where = at ? `${file}:${at.line}:${at.column}` : file;
  if (bad.kind === 'cycle') throw new InvalidInputError(`${where}: ${bad.pointer} is an alias of a node that contains it, a cycle JSON cannot hold`);
  if (bad.kind === 'integer') throw new InvalidInputError(`${where}: ${bad.pointer} is ${bad.value}, ${PAST_EXACT_INTEGERS}`);
  // A number past the double range (`1e400`) reads as infinity too: named as written, as a JSON layer's is.
  const written = scalarSource(yaml, source, bad.pointer);
  if (written !== null && !Number.isNaN(bad.value) && /^[-+]?(?:\d|\.\d)/.test(written)) throw new InvalidInputError(`${where}: ${bad.pointer} is ${written}, ${NON_FINITE}`);
  const spelled = Number.isNaN(bad.value) ? '.nan' : bad.value > 0 ? '.inf' : '-.inf';
  throw new InvalidInputError(`${where}: ${bad.pointer} is ${spelled}, which JSON cannot hold (no infinity or NaN): write a number or a string`);
}

/** The source text of the plain YAML scalar a JSON pointer names (no alias followed), or null. */
function scalarSource(yaml: ParsedYaml, source: string, pointer: string): string | null {
  let node: unknown = yaml.doc.contents;
  for (const seg of pointerKeys(pointer)) {
    if (isMap(node)) node = node.items.find((p) => isScalar(p.key) && String(p.key.value) === seg)?.value;
    else if (isSeq(node)) node = node.items[Number(seg)];
    else return null;
  }
  return isScalar(node) && node.range ? source.slice(node.range[0], node.range[1]).trim() : null;
}

function count(layers: LayerSource[], layer: string, field: string): number {
  const v = layers.find((l) => l.layer === layer)?.value[field];
  return Array.isArray(v) ? v.length : 0;
}

export interface BuiltPackage {
  bytes: Buffer;
  manifest: Manifest;
  /** The layer files read, in layer order: an output path must not be one of them. */
  layerFiles: string[];
}

/**
 * Builds a package as LeanCTX's builder does: serialize the content once, hash that text,
 * then write it pretty-printed (2-space indent, no trailing newline). Deterministic: the same
 * layers and options give the same bytes.
 */
export function buildPackage(options: Omit<CreateOptions, 'from'>, layers: LayerSource[]): BuiltPackage {
  const np = nameProblem(options.name);
  if (np) throw new UsageError(`--name ${JSON.stringify(options.name)} ${np}`);
  const vp = versionProblem(options.version);
  if (vp) throw new UsageError(`--version ${JSON.stringify(options.version)} ${vp}`);
  const parts: Buffer[] = [Buffer.from('{')];
  layers.forEach((l, i) => parts.push(Buffer.from(`${i ? ',' : ''}${JSON.stringify(l.layer)}:`), l.text));
  parts.push(Buffer.from('}'));
  const { canonical, contentHash, byteSize } = hashCanonical(Buffer.concat(parts));
  const manifest: Manifest = {
    schema_version: 1,
    name: options.name,
    version: options.version,
    description: options.description,
    author: options.author ?? null,
    created_at: formatRfc3339(options.createdAt, 'Z'),
    updated_at: null,
    layers: layers.map((l) => l.layer),
    dependencies: [],
    tags: options.tags ?? [],
    integrity: { sha256: packageHash(options.name, options.version, contentHash), content_hash: contentHash, byte_size: byteSize },
    provenance: { tool: 'packwright', tool_version: VERSION, project_hash: null, source_session_id: null },
    compatibility: { min_lean_ctx_version: null, target_languages: [], target_frameworks: [] },
    stats: {
      knowledge_facts: count(layers, 'knowledge', 'facts'),
      graph_nodes: count(layers, 'graph', 'nodes'),
      graph_edges: count(layers, 'graph', 'edges'),
      pattern_count: count(layers, 'patterns', 'patterns'),
      gotcha_count: count(layers, 'gotchas', 'gotchas'),
      compression_ratio: gzipSync(canonical).length / canonical.length,
    },
  };
  const manifestJson = JSON.stringify(manifest);
  // Options from the library API may hold a lone surrogate (JSON.stringify escapes it as \udXXX).
  const manifestBytes = Buffer.from(manifestJson);
  const fault = compactDocument(manifestBytes, { baseDepth: 1 }).fault;
  if (fault) throw new InvalidInputError(describeSerdeFault(manifestBytes, fault, '/manifest').message);
  const bytes = writeDocument(manifestJson, canonical);
  if (bytes.length > MAX_PACKAGE_BYTES) throw new InvalidInputError(`the package would be ${bytes.length} bytes, over the limit of ${MAX_PACKAGE_BYTES} bytes`);
  return { bytes, manifest, layerFiles: layers.map((l) => l.file) };
}

/** `{"manifest": …, "content": …}` pretty-printed; `content` is copied token for token. */
export function writeDocument(manifestJson: string, content: Uint8Array, extra: { key: string; value: Uint8Array }[] = []): Buffer {
  const parts: Buffer[] = [Buffer.from(`{"manifest":${manifestJson},"content":`), Buffer.from(content)];
  for (const e of extra) parts.push(Buffer.from(`,${JSON.stringify(e.key)}:`), Buffer.from(e.value));
  parts.push(Buffer.from('}'));
  return prettyJsonBytes(Buffer.concat(parts));
}

export async function createPackage(options: CreateOptions): Promise<BuiltPackage> {
  return buildPackage(options, await readLayers(options.from));
}
