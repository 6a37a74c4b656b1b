import { readdir } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { readFileLimited, decodeUtf8 } from '../core/read.js';
import { parseJson, pointerSegment } from '../core/json.js';
import { parseYaml, locatePointer, type ParsedYaml } from '../core/yaml.js';
import { resolveContained } from '../core/paths.js';
import { InvalidInputError, IoError, UsageError, describeFsError } from '../core/errors.js';
import { VERSION } from '../version.js';
import { compactJsonBytes, integerOutside, lineColumnOfOffset, locatePointerOffset, prettyJsonBytes } from './json-text.js';
import { LAYER_NAMES, MAX_PACKAGE_BYTES, nameProblem, versionProblem } from './format.js';
import { hashCanonical, packageHash } from './integrity.js';
import { formatRfc3339, type Instant } from './rfc3339.js';
import type { Manifest } from './manifest.js';

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
    const parsed = parseJson(decoded.text);
    if (parsed.error) throw new InvalidInputError(`${file}:${parsed.error.line ?? 1}:${parsed.error.column ?? 1}: not valid JSON: ${parsed.error.message}`);
    value = parsed.value;
  } else {
    // Integers as BigInt, so one past 2^53 is carried exactly (scanNumbers turns the rest back);
    // a !!binary, !!set, collection key or ill-fitting tag is refused, never written changed.
    yaml = parseYaml(decoded.text, { intAsBigInt: true, jsonValues: true });
    if (yaml.error) throw new InvalidInputError(`${file}:${yaml.error.line ?? 1}:${yaml.error.column ?? 1}: ${yaml.error.jsonValues ? '' : 'not valid YAML: '}${yaml.error.message}`);
    value = yaml.value;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new InvalidInputError(`${file}: the ${layer} layer must be an object`);
  // LeanCTX (serde_json) refuses a JSON number past the double range, and JSON has no infinity
  // or NaN: JSON.stringify would quietly write YAML's `.inf` as null. It keeps an integer
  // exactly from i64's minimum to u64's maximum and reads one past them as a rounded float.
  const { problem: bad, bigint } = scanNumbers(value);
  if (bad && yaml) {
    const at = locatePointer(yaml, bad.pointer);
    const where = at ? `${file}:${at.line}:${at.column}` : file;
    if (bad.kind === 'cycle') throw new InvalidInputError(`${where}: ${bad.pointer} is an alias of a node that contains it, a cycle JSON cannot hold`);
    if (bad.kind === 'integer') throw new InvalidInputError(`${where}: ${bad.pointer} is ${bad.value}, ${PAST_EXACT_INTEGERS}`);
    const spelled = Number.isNaN(bad.value) ? '.nan' : bad.value > 0 ? '.inf' : '-.inf';
    throw new InvalidInputError(`${where}: ${bad.pointer} is ${spelled}, which JSON cannot hold (no infinity or NaN): write a number or a string`);
  }
  if (bad?.kind === 'non-finite') {
    // JSON has neither BigInts nor cycles. Rare, so the number's spelling is looked up only now (a second scan).
    const lexeme = parseJson(decoded.text, { numberLexemes: true }).numbers?.get(bad.pointer) ?? String(bad.value);
    const { line, column } = lineColumnOfOffset(bytes, locatePointerOffset(bytes, bad.pointer));
    throw new InvalidInputError(`${file}:${line}:${column}: ${bad.pointer} is ${lexeme}, too large for a JSON number (it reads as infinity; LeanCTX refuses it)`);
  }
  if (json) {
    // JSON.parse rounds a long integer, so the range is checked on the text.
    const big = integerOutside(bytes, MIN_EXACT_INTEGER, MAX_EXACT_INTEGER);
    if (big) {
      const { line, column } = lineColumnOfOffset(bytes, big.offset);
      throw new InvalidInputError(`${file}:${line}:${column}: ${pointerOfNumber(decoded.text, bytes, big) ?? 'a number'} is ${big.lexeme}, ${PAST_EXACT_INTEGERS}`);
    }
  }
  const text = json ? compactJsonBytes(bytes) : Buffer.from(bigint ? stringifyExact(value) : JSON.stringify(value), 'utf8');
  return { layer, file, text, value: value as Record<string, unknown> };
}

/** serde_json (LeanCTX) holds integers exactly from i64's minimum to u64's maximum. */
export const MIN_EXACT_INTEGER = -(2n ** 63n);
export const MAX_EXACT_INTEGER = 2n ** 64n - 1n;
const PAST_EXACT_INTEGERS = `past the integers LeanCTX holds exactly (${MIN_EXACT_INTEGER} to ${MAX_EXACT_INTEGER}; it would read a rounded float): write it as a string`;

/** The JSON pointer of the number token at `big.offset` (a rare path: one more scan). */
function pointerOfNumber(text: string, bytes: Buffer, big: { offset: number; lexeme: string }): string | null {
  const numbers = parseJson(text, { numberLexemes: true }).numbers ?? new Map<string, string>();
  let first: string | null = null;
  for (const [pointer, lexeme] of numbers) {
    if (lexeme !== big.lexeme) continue;
    if (locatePointerOffset(bytes, pointer) === big.offset) return pointer;
    first ??= pointer;
  }
  return first;
}

export type NumberProblem =
  | { kind: 'non-finite'; pointer: string; value: number }
  | { kind: 'integer'; pointer: string; value: bigint }
  | { kind: 'cycle'; pointer: string };

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The first number JSON or LeanCTX cannot hold, in document order, with its JSON pointer, or
 * null: an infinity or NaN (YAML's `.inf` / `.nan`, or a JSON number too large for a double,
 * such as `1e400`), a BigInt past MIN/MAX_EXACT_INTEGER, or a cycle (a YAML alias inside its
 * own anchor). A BigInt a number holds exactly is made that number, in place, so YAML read with
 * `intAsBigInt` holds BigInts only where they are needed (`bigint`: whether one is left).
 * Iterative: a layer may nest deeply.
 */
export function scanNumbers(root: unknown): { problem: NumberProblem | null; bigint: boolean } {
  type Frame = { value: Record<string, unknown>; keys: string[]; next: number; parent: Frame | null; key: string };
  const pointer = (frame: Frame, key: string) => {
    if (frame === holder) return '';
    const segments = [pointerSegment(key)];
    for (let f: Frame | null = frame; f?.parent && f.parent !== holder; f = f.parent) segments.push(pointerSegment(f.key));
    return segments.reverse().map((k) => `/${k}`).join('');
  };
  const frameOf = (value: object, parent: Frame | null, key: string): Frame => ({ value: value as Record<string, unknown>, keys: Array.isArray(value) ? [] : Object.keys(value), next: 0, parent, key });
  let bigint = false;
  const done = (problem: NumberProblem | null) => ({ problem, bigint });
  // The root is held in a one-member frame, so it is checked as any other value.
  const holder: Frame = { value: { '': root }, keys: [''], next: 0, parent: null, key: '' };
  const open = new Set<object>();
  const stack: Frame[] = [holder];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const isArray = Array.isArray(frame.value);
    const size = isArray ? (frame.value as unknown as unknown[]).length : frame.keys.length;
    if (frame.next >= size) {
      open.delete(frame.value);
      stack.pop();
      continue;
    }
    const key = isArray ? String(frame.next) : frame.keys[frame.next];
    frame.next++;
    const v = frame.value[key];
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return done({ kind: 'non-finite', pointer: pointer(frame, key), value: v });
    } else if (typeof v === 'bigint') {
      if (v >= -MAX_SAFE && v <= MAX_SAFE) frame.value[key] = Number(v);
      else if (v < MIN_EXACT_INTEGER || v > MAX_EXACT_INTEGER) return done({ kind: 'integer', pointer: pointer(frame, key), value: v });
      else bigint = true;
    } else if (v !== null && typeof v === 'object') {
      if (open.has(v)) return done({ kind: 'cycle', pointer: pointer(frame, key) });
      open.add(v);
      stack.push(frameOf(v, frame, key));
    }
  }
  return done(null);
}

/** An infinity or NaN and its JSON pointer, or null (scanNumbers, for values without BigInts or cycles). */
export function nonFiniteNumber(root: unknown): { pointer: string; value: number } | null {
  const { problem } = scanNumbers(root);
  return problem?.kind === 'non-finite' ? { pointer: problem.pointer, value: problem.value } : null;
}

/**
 * JSON.stringify that writes a BigInt as the integer it is (JSON.stringify throws on one), for
 * a value scanNumbers passed: no cycle, no infinity. Same text as JSON.stringify otherwise.
 * Iterative: a layer may nest deeply.
 */
export function stringifyExact(root: unknown): string {
  const out: string[] = [];
  type Frame = { value: Record<string, unknown>; keys: string[] | null; next: number; written: number };
  const stack: Frame[] = [];
  // Writes a scalar, or opens a container (pushing its frame); false for what JSON.stringify
  // leaves out of an object (undefined, a function).
  const write = (v: unknown): boolean => {
    if (typeof v === 'bigint') out.push(v.toString());
    else if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON !== 'function') {
      const isArray = Array.isArray(v);
      out.push(isArray ? '[' : '{');
      stack.push({ value: v as Record<string, unknown>, keys: isArray ? null : Object.keys(v), next: 0, written: 0 });
    } else {
      const text = JSON.stringify(v) as string | undefined;
      if (text === undefined) return false;
      out.push(text);
    }
    return true;
  };
  if (!write(root)) return 'null';
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const size = frame.keys === null ? (frame.value as unknown as unknown[]).length : frame.keys.length;
    if (frame.next >= size) {
      out.push(frame.keys === null ? ']' : '}');
      stack.pop();
      continue;
    }
    const at = out.length;
    if (frame.written > 0) out.push(',');
    if (frame.keys === null) {
      if (!write((frame.value as unknown as unknown[])[frame.next++])) out.push('null');
      frame.written++;
      continue;
    }
    const key = frame.keys[frame.next++];
    out.push(`${JSON.stringify(key)}:`);
    if (write(frame.value[key])) frame.written++;
    else out.length = at;
  }
  return out.join('');
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
  const bytes = writeDocument(JSON.stringify(manifest), canonical);
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
