import { LineIndex } from './text-position.js';
import { quoteEscaped } from './show-name.js';

export interface JsonParseResult {
  value: unknown;
  /** `duplicateKey`: the text parses, but repeats a key (with `uniqueKeys`). */
  error: { message: string; line?: number; column?: number; duplicateKey?: boolean } | null;
  /**
   * With `numberLexemes`, when the text parses: every number as written (`1.0`, `1e3`, `-0`),
   * keyed by its JSON pointer (RFC 6901). A repeated key keeps the last, as JSON.parse does.
   */
  numbers?: Map<string, string>;
}

export interface JsonParseOptions {
  /** Refuse an object that repeats a key (one extra scan of the text). */
  uniqueKeys?: boolean;
  /** Record each number's source text (`numbers` in the result); off by default, it costs a scan. */
  numberLexemes?: boolean;
}

/**
 * JSON.parse that never throws and reports where the text breaks. V8 (Node 20) often omits
 * the position, so on failure a small syntax scanner finds the first bad offset itself.
 */
export function parseJson(text: string, options: JsonParseOptions = {}): JsonParseResult {
  try {
    const value = JSON.parse(text);
    const numbers = options.numberLexemes ? new Map<string, string>() : undefined;
    if (options.uniqueKeys || numbers) {
      // JSON.parse keeps the last of two equal keys, other readers the first: refuse the ambiguity.
      // One scan serves both options.
      const dup = findJsonFault(text, { uniqueKeys: options.uniqueKeys, numbers });
      if (dup.message) return { value: undefined, error: { message: dup.message, ...new LineIndex(text, { cr: true }).locate(dup.offset), ...(options.uniqueKeys ? { duplicateKey: true } : {}) } };
    }
    return numbers ? { value, error: null, numbers } : { value, error: null };
  } catch (err) {
    const fault = findJsonFault(text);
    const { line, column } = new LineIndex(text, { cr: true }).locate(fault.offset);
    const message = fault.message ?? String((err as Error).message).split(/,? "|\n/)[0];
    return { value: undefined, error: { message, line, column } };
  }
}

/** A JSON number token (RFC 8259 §6), matched where the scanner stands. */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** RFC 6901: `~` and `/` in a key are written `~0` and `~1` in a pointer. */
export function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The JSON pointer (RFC 6901) of a path of keys: `['a/b', 'c']` → `/a~1b/c`. */
export function jsonPointer(keys: readonly string[]): string {
  return keys.map((k) => `/${pointerSegment(k)}`).join('');
}

/**
 * Offset and description of the first JSON syntax error (scanner only; builds no values), and
 * with `uniqueKeys` of the first key an object repeats (compared decoded: `"a"` and `"\u0061"`
 * are the same key). With `numbers`, fills it with every number's source text by JSON pointer
 * (only the part of the text before a fault; a repeated key keeps the last).
 */
export function findJsonFault(text: string, options: { uniqueKeys?: boolean; numbers?: Map<string, string> } = {}): { offset: number; message: string | null } {
  const numbers = options.numbers;
  // The pointer of the value being scanned, as escaped segments (kept only when numbers are wanted).
  const path: string[] = [];
  let i = 0;
  const ws = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const fail = (message: string): never => {
    throw { offset: Math.min(i, text.length), message };
  };
  const describe = () => (i >= text.length ? 'unexpected end of input' : `unexpected ${JSON.stringify(text[i])}`);
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i);
      if (c < 0x20) fail('control character in string');
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('bad \\u escape');
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? '')) fail('bad escape');
      }
      i++;
    }
    if (i >= text.length) fail('unterminated string');
    i++;
  };
  // One frame per open object or array, on the heap: a recursive walk overflowed V8's stack
  // near 9,000 levels (which JSON.parse accepts), and the scan then passed the text unchecked.
  interface Frame {
    array: boolean;
    /** Keys seen so far (objects, with uniqueKeys). */
    keys: Set<string> | null;
    /** The next element's index (arrays). */
    index: number;
  }
  const stack: Frame[] = [];
  /** Scans an object's key and its `:` (at a `"`); pushes the key on the pointer path. */
  const member = (frame: Frame): void => {
    ws();
    if (text[i] !== '"') fail(`expected a property name, ${describe()}`);
    const keyAt = i;
    string();
    const key = frame.keys || numbers ? (JSON.parse(text.slice(keyAt, i)) as string) : '';
    if (frame.keys) {
      if (frame.keys.has(key)) {
        i = keyAt;
        fail(`duplicate key ${quoteEscaped(key)}`);
      }
      frame.keys.add(key);
    }
    ws();
    if (text[i] !== ':') fail(`expected ":", ${describe()}`);
    i++;
    if (numbers) path.push(pointerSegment(key));
  };
  /** Scans one value; an object or array is only opened (pushed), its members follow in the loop. */
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      const frame: Frame = { array: false, keys: options.uniqueKeys ? new Set<string>() : null, index: 0 };
      stack.push(frame);
      member(frame);
    } else if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      stack.push({ array: true, keys: null, index: 0 });
      if (numbers) path.push('0');
    } else if (c === '"') string();
    else if (c === '-' || (c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (!m) fail('bad number');
      if (numbers) numbers.set(path.length ? `/${path.join('/')}` : '', m![0]);
      i += m![0].length;
    } else {
      for (const lit of ['true', 'false', 'null']) if (text.startsWith(lit, i)) return void (i += lit.length);
      fail(describe());
    }
  };
  const walk = (): void => {
    value();
    while (stack.length > 0) {
      const depth = stack.length;
      value();
      // A value that opened a collection is scanned first; its parent resumes when it closes.
      if (stack.length > depth) continue;
      // The value just scanned (or closed) was the top frame's member or element: a `,` or the close follows.
      for (;;) {
        const top = stack[stack.length - 1];
        if (numbers) path.pop();
        ws();
        if (text[i] === ',') {
          i++;
          if (top.array) {
            top.index++;
            if (numbers) path.push(String(top.index));
          } else member(top);
          break;
        }
        if (text[i] === (top.array ? ']' : '}')) {
          i++;
          stack.pop();
          if (stack.length === 0) return;
          continue;
        }
        fail(top.array ? `expected "," or "]", ${describe()}` : `expected "," or "}", ${describe()}`);
      }
    }
  };
  try {
    walk();
    ws();
    if (i < text.length) fail(`unexpected ${JSON.stringify(text[i])} after the value`);
    return { offset: 0, message: null };
  } catch (e) {
    if (typeof e === 'object' && e !== null && 'offset' in e) return e as { offset: number; message: string };
    return { offset: 0, message: null };
  }
}
