import { parseDocument, visit, isAlias, isMap, isSeq, isScalar, isPair, LineCounter, Schema, type Node, type Document, type YAMLSeq, type CollectionTag, type Tags } from 'yaml';
import { jsonPointer } from './json.js';
import { pointerKeys } from './json-pointer.js';

/** Aliases allowed per document: enough for real anchors, far too few for a billion-laughs bomb. */
const MAX_ALIAS_COUNT = 100;

export interface ParsedYaml {
  value: unknown;
  /** First error as one line with its 1-based position, or null. */
  error: { message: string; line?: number; column?: number; jsonValues?: boolean } | null;
  doc: Document;
  lines: LineCounter;
}

export interface ParseYamlOptions {
  /**
   * Read the values as JSON text will carry them (`jsonValues` in the error): every integer a
   * BigInt (the `yaml` package's `intAsBigInt`), so one past ±(2^53 − 1) is not rounded; and
   * refuse what JSON cannot hold as the YAML says it: a !!binary or !!timestamp value, a !!set
   * or !!omap, a key that is a list or mapping, a tag that does not fit its value (read as a
   * string). Checked before the value is built, as building one stringifies a collection key
   * with a Node warning on stderr. Off by default: most callers compare or show values.
   */
  jsonValues?: boolean;
}

/**
 * Parses YAML with the `yaml` package (core schema: `0012` stays a string-or-int per YAML 1.2,
 * timestamps stay strings) and a cap on alias expansion. Never throws.
 */
/**
 * A lone CR (old Mac style) ends a line in YAML 1.2 (`b-break`), but the yaml package reads it
 * as part of the line (`\r  "files"` as one key; "nested mappings are not allowed in compact
 * mappings"). Written as LF, one character for one, so every offset, line and column stays.
 */
export function yamlLineBreaks(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

export function parseYaml(source: string, options: ParseYamlOptions = {}): ParsedYaml {
  const text = yamlLineBreaks(source);
  const lines = new LineCounter();
  // The `yaml` package's own uniqueKeys check and its !!omap compare each key with every
  // earlier one: 40,000 keys took 19 s, 300,000 (3.5 MB) minutes. Both are checked here in
  // one pass instead (repeatedKey, linearTags), with the same messages.
  // logLevel 'error': a key that is a list or mapping (`? [a, b]`) is stringified by toJS, which
  // otherwise prints a Node warning on stderr (advice about mapAsMap, meant for programmers).
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false, strict: true, intAsBigInt: !!options.jsonValues, customTags: linearTags, logLevel: 'error' });
  const repeated = repeatedKey(doc);
  if (doc.errors.length > 0 || repeated !== null) {
    const e = doc.errors[0];
    const first = e && (repeated === null || e.pos[0] <= repeated) ? { message: firstLine(e.message), pos: e.linePos?.[0] ?? lines.linePos(e.pos[0]) } : { message: 'Map keys must be unique', pos: lines.linePos(repeated!) };
    return { value: undefined, error: { message: first.message, line: first.pos.line, column: first.pos.col }, doc, lines };
  }
  if (options.jsonValues) {
    const bad = notJsonNode(doc);
    if (bad) {
      const pos = bad.offset === undefined ? undefined : lines.linePos(bad.offset);
      return { value: undefined, error: { message: bad.message, ...(pos ? { line: pos.line, column: pos.col } : {}), jsonValues: true }, doc, lines };
    }
  }
  try {
    const value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    return { value, error: null, doc, lines };
  } catch (err) {
    return { value: undefined, error: { message: firstLine((err as Error).message) }, doc, lines };
  }
}

/**
 * The offset of the first key a mapping repeats (as the `yaml` package's uniqueKeys compares
 * keys: scalars by value, other nodes by identity), or null. A Set per mapping: linear.
 */
const NO_KEY = Symbol('no key');
function repeatedKey(doc: Document): number | null {
  let found: number | null = null;
  visit(doc, {
    Map(_key, map) {
      const seen = new Set<unknown>();
      for (const pair of map.items) {
        const k = pair.key as unknown;
        const value = isScalar(k) ? k.value : k === null ? NO_KEY : k;
        // NaN is no key equal to another (`.nan` twice is two keys, as yaml compares with ===).
        if (typeof value === 'number' && Number.isNaN(value)) continue;
        if (seen.has(value)) {
          const at = (isScalar(k) || isAlias(k) || isMap(k) || isSeq(k) ? (k as Node).range?.[0] : undefined) ?? map.range?.[0] ?? 0;
          // The first repeat in this mapping; its values may hold an earlier one.
          if (found === null || at < found) found = at;
          break;
        }
        seen.add(value);
      }
      return undefined;
    },
  });
  return found;
}

const OMAP = 'tag:yaml.org,2002:omap';
const PAIRS = 'tag:yaml.org,2002:pairs';
let omapTag: CollectionTag | null | undefined;
/**
 * The schema's tags with !!omap checking its keys in one pass: yaml's own resolve looks each
 * key up in an array of those before it. Same pairs, node class and message.
 */
function linearTags(tags: Tags): Tags {
  if (omapTag === undefined) {
    const known = new Schema({ resolveKnownTags: true }).knownTags as Record<string, CollectionTag | undefined>;
    const omap = known[OMAP];
    const pairs = known[PAIRS];
    omapTag =
      omap?.nodeClass && pairs?.resolve
        ? {
            ...omap,
            resolve(seq, onError, options) {
              const resolved = pairs.resolve!(seq, onError, options) as YAMLSeq;
              const seen = new Set<unknown>();
              for (const pair of resolved.items) {
                const key = isPair(pair) ? pair.key : null;
                if (!isScalar(key)) continue;
                if (seen.has(key.value)) onError(`Ordered maps must not include duplicate keys: ${String(key.value)}`);
                else seen.add(key.value);
              }
              return Object.assign(new omap.nodeClass!(), resolved);
            },
          }
        : null;
  }
  // First, so it wins over a YAML 1.1 schema's own !!omap.
  return omapTag ? [omapTag, ...tags] : tags;
}

const TAG = 'tag:yaml.org,2002:';
/** A tag as YAML source writes it: `tag:yaml.org,2002:int` → `!!int`, a local `!thing` as is. */
export const shortTag = (tag: string) => (tag.startsWith(TAG) ? `!!${tag.slice(TAG.length)}` : tag);

/**
 * The first node JSON cannot hold as the YAML says it, with its JSON pointer in the message
 * and its offset (see ParseYamlOptions.jsonValues), or null.
 */
function notJsonNode(doc: Document): { message: string; offset?: number } | null {
  let found: { message: string; offset?: number } | null = null;
  const pointerOf = (key: unknown, ancestors: readonly unknown[]): string => {
    const keys: string[] = [];
    ancestors.forEach((a, i) => {
      if (isPair(a)) keys.push(isScalar(a.key) ? String(a.key.value) : String(a.key));
      else if (isSeq(a)) keys.push(String(i + 1 < ancestors.length ? a.items.indexOf(ancestors[i + 1] as never) : key));
    });
    return jsonPointer(keys);
  };
  const at = (node: Node, ancestors: readonly unknown[], key: unknown) => {
    const pointer = pointerOf(key, ancestors);
    return { pointer: pointer === '' ? 'the layer' : pointer, offset: node.range?.[0] };
  };
  visit(doc, {
    Pair(_key, pair, ancestors) {
      const k = pair.key as Node | null;
      if (k === null || isScalar(k)) return;
      const target = isAlias(k) ? k.resolve(doc) : k;
      if (isScalar(target)) return;
      const what = isSeq(target) ? 'list' : 'mapping';
      const { pointer, offset } = at(k, ancestors, _key);
      found = isAlias(k)
        ? { message: `a key is an alias of a ${what}, which JSON cannot hold (its keys are strings)`, offset }
        : { message: `${pointer} has a key that is a ${what}, which JSON cannot hold (its keys are strings)`, offset };
      return visit.BREAK;
    },
    Scalar(key, node, ancestors) {
      const v = node.value;
      if (typeof v === 'string') {
        // A tag that does not fit its value (`!!float 1`) or is unknown (`!thing 1`) leaves the text as a string.
        if (!node.tag || node.tag === `${TAG}str` || node.tag === '!') return;
        const { pointer, offset } = at(node, ancestors, key);
        found = { message: `${pointer} has tag ${shortTag(node.tag)}, which does not fit ${node.source ?? v} (it would be read as a string): remove the tag, or quote the value`, offset };
        return visit.BREAK;
      }
      if (v === null || typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return;
      const { pointer, offset } = at(node, ancestors, key);
      found = { message: `${pointer} is a ${node.tag ? shortTag(node.tag) : 'non-JSON'} value, which JSON cannot hold: write it as a string`, offset };
      return visit.BREAK;
    },
    Map(key, node, ancestors) {
      if (node.tag !== `${TAG}set`) return;
      const { pointer, offset } = at(node, ancestors, key);
      found = { message: `${pointer} is a !!set, which JSON cannot hold: write a list`, offset };
      return visit.BREAK;
    },
    Seq(key, node, ancestors) {
      if (node.tag !== `${TAG}omap`) return;
      const { pointer, offset } = at(node, ancestors, key);
      found = { message: `${pointer} is a !!omap, which JSON cannot hold: write a mapping`, offset };
      return visit.BREAK;
    },
  });
  return found;
}

function firstLine(s: string): string {
  // The parser recurses per nesting level: a hostile depth ends in V8's own wording.
  if (/Maximum call stack size exceeded/.test(s)) return 'nested too deeply to read';
  return s.split('\n')[0].replace(/\s+at line \d+, column \d+:?$/, '');
}

/**
 * Finds the source position of a JSON pointer (as ajv's `instancePath`) in a parsed document,
 * falling back to the deepest existing ancestor. JSON is YAML, so this serves pack.json too.
 */
export function locatePointer(parsed: ParsedYaml, pointer: string): { line: number; column: number } | undefined {
  const segments = pointerKeys(pointer);
  let node: Node | null | undefined = parsed.doc.contents as Node | null;
  let best = node?.range?.[0];
  for (const seg of segments) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === seg);
      if (!pair) break;
      best = (pair.key as Node).range?.[0] ?? best;
      node = pair.value as Node | null;
    } else if (isSeq(node)) {
      const item = node.items[Number(seg)] as Node | undefined;
      if (!item) break;
      node = item;
      best = item.range?.[0] ?? best;
    } else break;
  }
  if (best === undefined) return undefined;
  const pos = parsed.lines.linePos(best);
  return { line: pos.line, column: pos.col };
}
