import { parseDocument, isMap, isSeq, isScalar, isPair, LineCounter, type Node, type Document } from 'yaml';

/** Aliases allowed per document: enough for real anchors, far too few for a billion-laughs bomb. */
const MAX_ALIAS_COUNT = 100;

export interface ParsedYaml {
  value: unknown;
  /** First error as one line with its 1-based position, or null. */
  error: { message: string; line?: number; column?: number } | null;
  doc: Document;
  lines: LineCounter;
}

export interface ParseYamlOptions {
  /**
   * Every integer becomes a BigInt, so one past ±(2^53 − 1) is not rounded (the `yaml`
   * package's `intAsBigInt`). Off by default: most callers compare or show values.
   */
  intAsBigInt?: boolean;
}

/**
 * Parses YAML with the `yaml` package (core schema: `0012` stays a string-or-int per YAML 1.2,
 * timestamps stay strings) and a cap on alias expansion. Never throws.
 */
export function parseYaml(text: string, options: ParseYamlOptions = {}): ParsedYaml {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, strict: true, intAsBigInt: !!options.intAsBigInt });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const pos = e.linePos?.[0] ?? lines.linePos(e.pos[0]);
    return { value: undefined, error: { message: firstLine(e.message), line: pos.line, column: pos.col }, doc, lines };
  }
  try {
    const value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    return { value, error: null, doc, lines };
  } catch (err) {
    return { value: undefined, error: { message: firstLine((err as Error).message) }, doc, lines };
  }
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
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
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
