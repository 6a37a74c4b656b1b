import { LEANCTX_LAYERS, LAYER_NAMES } from './format.js';

export interface LayerProblem {
  /** JSON pointer below `/content`. */
  pointer: string;
  message: string;
}

type FieldKind = 'string' | 'number' | 'boolean' | 'array' | 'string?' | 'number?' | 'array-of-strings';
interface ItemShape {
  [field: string]: FieldKind;
}
interface LayerShape {
  /** Array members and the fields each item needs (null: items may be anything). */
  arrays: Record<string, ItemShape | null>;
  optional?: Record<string, FieldKind>;
}

/** Required fields of each layer as LeanCTX deserializes them (INTEROP.md §1). */
export const LAYER_SHAPES: Record<string, LayerShape> = {
  knowledge: {
    arrays: {
      facts: { category: 'string', key: 'string', value: 'string', source_session: 'string', confidence: 'number', created_at: 'string', last_confirmed: 'string' },
      patterns: null,
      insights: null,
    },
  },
  graph: {
    arrays: {
      nodes: { kind: 'string', name: 'string', file_path: 'string' },
      edges: { source_path: 'string', source_name: 'string', target_path: 'string', target_name: 'string', kind: 'string' },
    },
  },
  session: {
    arrays: { findings: { summary: 'string', file: 'string?', line: 'number?' }, decisions: { summary: 'string', rationale: 'string?' }, next_steps: null, files_touched: null },
    optional: { task_description: 'string?' },
  },
  patterns: {
    arrays: { patterns: { pattern_type: 'string', description: 'string', examples: 'array', source_session: 'string', created_at: 'string' } },
  },
  gotchas: {
    arrays: { gotchas: { id: 'string', category: 'string', severity: 'string', trigger: 'string', resolution: 'string', file_patterns: 'array-of-strings', confidence: 'number' } },
  },
};

function typeOf(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}

function fits(v: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'string': return typeof v === 'string';
    case 'number': return typeof v === 'number';
    case 'boolean': return typeof v === 'boolean';
    case 'array': return Array.isArray(v);
    case 'string?': return v === undefined || v === null || typeof v === 'string';
    case 'number?': return v === undefined || v === null || typeof v === 'number';
    case 'array-of-strings': return v === undefined || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
  }
}

/** What keeps LeanCTX from loading one layer's content (missing or mistyped required fields). */
export function checkLayer(name: string, value: unknown): LayerProblem[] {
  const shape = LAYER_SHAPES[name];
  if (!shape) return [];
  const problems: LayerProblem[] = [];
  const at = `/${name}`;
  if (typeOf(value) !== 'object') return [{ pointer: at, message: `content.${name} must be an object, not ${typeOf(value)}` }];
  const layer = value as Record<string, unknown>;
  for (const [field, item] of Object.entries(shape.arrays)) {
    const arr = layer[field];
    if (!Array.isArray(arr)) {
      problems.push({ pointer: at, message: `content.${name}.${field} ${arr === undefined ? 'is missing' : `must be an array, not ${typeOf(arr)}`}` });
      continue;
    }
    if (!item) continue;
    // Hot for large layers: no allocation per entry unless it has a problem.
    const fields = Object.entries(item);
    for (let i = 0; i < arr.length; i++) {
      const entry = arr[i] as Record<string, unknown>;
      if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
        problems.push({ pointer: `${at}/${field}/${i}`, message: `content.${name}.${field}[${i}] must be an object, not ${typeOf(entry)}` });
        continue;
      }
      let ok = true;
      for (let f = 0; f < fields.length && ok; f++) ok = fits(entry[fields[f][0]], fields[f][1]);
      if (ok) continue;
      const missing = fields.filter(([k, kind]) => !fits(entry[k], kind)).map(([k, kind]) => `${k} (${kind.replace('?', ' or null')})`);
      problems.push({ pointer: `${at}/${field}/${i}`, message: `content.${name}.${field}[${i}] is missing or mistypes ${missing.join(', ')}` });
    }
  }
  for (const [field, kind] of Object.entries(shape.optional ?? {})) {
    if (!fits(layer[field], kind)) problems.push({ pointer: `${at}/${field}`, message: `content.${name}.${field} must be a string or null` });
  }
  if (typeof layer.exported_at !== 'string') problems.push({ pointer: at, message: `content.${name}.exported_at ${layer.exported_at === undefined ? 'is missing' : 'must be an RFC 3339 string'}` });
  return problems;
}

/** Entry counts per layer, for `inspect` and the manifest's `stats`. */
export function layerCounts(content: Record<string, unknown>): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const name of LAYER_NAMES) {
    const layer = content[name];
    if (typeOf(layer) !== 'object') continue;
    out[name] = {};
    for (const [k, v] of Object.entries(layer as Record<string, unknown>)) if (Array.isArray(v)) out[name][k] = v.length;
  }
  return out;
}

export function isLeanCtxLayer(name: string): boolean {
  return LEANCTX_LAYERS.has(name);
}
