import { pointerKeys } from '../core/json-pointer.js';
import { jsonPointer } from '../core/json.js';
import { MAX_EXACT_INTEGER, MIN_EXACT_INTEGER } from './format.js';
import { SERDE_DEPTH_LIMIT, numberTokenNeedsCheck, serdeFaultMessage, serdeNumberProblem, surrogateEscapeProblem, type SerdeFault } from './serde-json.js';

/**
 * A small scanner over JSON source bytes. Integrity in a .ctxpkg is defined on the writer's
 * text, not on parsed values (INTEROP.md §1): JSON.parse + JSON.stringify turns `1.0` into `1`
 * and breaks the hash. Working on UTF-8 bytes is safe because the bytes the scanner looks at
 * (quotes, backslash, brackets, whitespace) are ASCII and never occur inside a multi-byte sequence.
 *
 * The scanner mirrors LeanCTX's `extract_top_level_value_text` and `compact_json_text`; it does
 * not validate (the caller parses the document with JSON.parse first) but never loops or throws
 * on malformed input: every function returns -1 / null instead. Beside it, layerJson: the one
 * writer that keeps integers past 2^53 as written (ctxpkg create's layers, inspect's output).
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

function isWs(c: number): boolean {
  return c === SPACE || c === TAB || c === LF || c === CR;
}

export function skipWs(b: Uint8Array, i: number): number {
  while (i < b.length && isWs(b[i])) i++;
  return i;
}

function asBuffer(b: Uint8Array): Buffer {
  return Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.length);
}

/**
 * `i` at an opening quote; returns the index after the closing quote, or -1 when unterminated.
 * Jumps from quote to quote with Buffer#indexOf (native, memchr speed: strings are most of a
 * package's bytes); a quote after an odd run of backslashes is escaped and does not close.
 */
export function skipString(b: Uint8Array, i: number): number {
  const buf = asBuffer(b);
  let from = i + 1;
  for (;;) {
    const q = buf.indexOf(QUOTE, from);
    if (q === -1) return -1;
    let k = q - 1;
    while (k > i && buf[k] === BACKSLASH) k--;
    if ((q - 1 - k) % 2 === 0) return q + 1;
    from = q + 1;
  }
}

/** `i` at the first byte of a value (whitespace allowed before it); returns the index after it, or -1. */
export function skipValue(b: Uint8Array, i: number): number {
  i = skipWs(b, i);
  if (i >= b.length) return -1;
  const c = b[i];
  if (c === QUOTE) return skipString(b, i);
  if (c === 0x7b || c === 0x5b) {
    // Any bracket closes a level: the document parsed as JSON, so the brackets are balanced.
    let depth = 0;
    while (i < b.length) {
      const d = b[i];
      if (d === QUOTE) {
        i = skipString(b, i);
        if (i === -1) return -1;
        continue;
      }
      if (d === 0x7b || d === 0x5b) depth++;
      else if (d === 0x7d || d === 0x5d) {
        depth--;
        if (depth === 0) return i + 1;
      }
      i++;
    }
    return -1;
  }
  // A scalar: runs to the next delimiter.
  while (i < b.length) {
    const d = b[i];
    if (d === 0x2c || d === 0x7d || d === 0x5d || isWs(d)) break;
    i++;
  }
  return i;
}

export interface MemberSpan {
  /** The decoded key. */
  key: string;
  keyStart: number;
  valueStart: number;
  valueEnd: number;
}

const utf8 = new TextDecoder('utf-8');

/** The members of the object value starting at `start` (after whitespace), in source order; null when it is not an object or is malformed. */
export function objectMembers(b: Uint8Array, start: number): MemberSpan[] | null {
  let i = skipWs(b, start);
  if (b[i] !== 0x7b) return null;
  i++;
  const members: MemberSpan[] = [];
  for (;;) {
    i = skipWs(b, i);
    if (b[i] === 0x7d) return members;
    if (b[i] !== QUOTE) return null;
    const keyStart = i;
    i = skipString(b, i);
    if (i === -1) return null;
    let key: string;
    try {
      key = JSON.parse(utf8.decode(b.subarray(keyStart, i))) as string;
    } catch {
      return null;
    }
    i = skipWs(b, i);
    if (b[i] !== 0x3a) return null;
    const valueStart = skipWs(b, i + 1);
    const valueEnd = skipValue(b, valueStart);
    if (valueEnd === -1) return null;
    members.push({ key, keyStart, valueStart, valueEnd });
    i = skipWs(b, valueEnd);
    if (b[i] === 0x2c) i++;
    else if (b[i] === 0x7d) return members;
    else return null;
  }
}

/** Start offsets of the elements of the array value starting at `start`; null when not an array. */
export function arrayElements(b: Uint8Array, start: number): number[] | null {
  let i = skipWs(b, start);
  if (b[i] !== 0x5b) return null;
  i++;
  const out: number[] = [];
  for (;;) {
    i = skipWs(b, i);
    if (b[i] === 0x5d) return out;
    out.push(i);
    i = skipValue(b, i);
    if (i === -1) return null;
    i = skipWs(b, i);
    if (b[i] === 0x2c) i++;
    else if (b[i] === 0x5d) return out;
    else return null;
  }
}

/**
 * Removes space, tab, LF and CR outside string literals; inside a string a backslash and the
 * byte after it are copied as they are. Runs of kept bytes are copied in one go.
 */
export function compactJsonBytes(b: Uint8Array, start = 0, end = b.length): Buffer {
  const src = asBuffer(b);
  const out = Buffer.allocUnsafe(end - start);
  let n = 0;
  let i = start;
  let runStart = start;
  while (i < end) {
    const c = src[i];
    if (c === QUOTE) {
      const after = skipString(src, i);
      i = after === -1 || after > end ? end : after;
    } else if (c === SPACE || c === TAB || c === LF || c === CR) {
      if (i > runStart) {
        src.copy(out, n, runStart, i);
        n += i - runStart;
      }
      i++;
      while (i < end && isWs(src[i])) i++;
      runStart = i;
    } else i++;
  }
  if (end > runStart) {
    src.copy(out, n, runStart, end);
    n += end - runStart;
  }
  return out.subarray(0, n);
}

/** The same compaction on a JS string (tests, small texts). */
export function compactJsonText(text: string): string {
  return compactJsonBytes(Buffer.from(text, 'utf8')).toString('utf8');
}

/**
 * The first number token, outside string literals, that serde_json (LeanCTX) cannot read as
 * written, with its offset, or null: one too large for a double (`1e400`, which JSON.parse reads
 * as infinity: kind `non-finite`), or an integer (no fraction, no exponent) outside `min`..`max`
 * (JSON.parse rounds one past 2^53: kind `integer`). Judged on the text, so one scan serves both;
 * only a token of 16 characters or more, or with an exponent, is converted.
 */
export function numberOutside(b: Uint8Array, min: bigint, max: bigint): { offset: number; lexeme: string; kind: 'integer' | 'non-finite' } | null {
  const buf = asBuffer(b);
  let i = 0;
  while (i < buf.length) {
    const c = buf[i];
    if (c === QUOTE) {
      i = skipString(buf, i);
      if (i === -1) return null;
      continue;
    }
    if (c !== 0x2d && (c < 0x30 || c > 0x39)) {
      i++;
      continue;
    }
    const start = i;
    let integer = true;
    let exponent = false;
    i++;
    for (; i < buf.length; i++) {
      const d = buf[i];
      if (d >= 0x30 && d <= 0x39) continue;
      if (d === 0x65 || d === 0x45) exponent = true;
      if (d === 0x2e || d === 0x65 || d === 0x45 || d === 0x2b || d === 0x2d) integer = false;
      else break;
    }
    if (!exponent && i - start < 16) continue;
    const lexeme = buf.toString('latin1', start, i);
    if (!Number.isFinite(Number(lexeme))) return { offset: start, lexeme, kind: 'non-finite' };
    if (!integer || !/^-?\d+$/.test(lexeme)) continue;
    const value = BigInt(lexeme);
    if (value < min || value > max) return { offset: start, lexeme, kind: 'integer' };
  }
  return null;
}

/**
 * Byte offset of the value a JSON pointer names (RFC 6901), or of its deepest existing
 * ancestor, for diagnostics' line and column.
 */
export function locatePointerOffset(b: Uint8Array, pointer: string): number {
  let at = skipWs(b, 0);
  for (const seg of pointerKeys(pointer)) {
    const members = objectMembers(b, at);
    if (members) {
      const m = members.find((x) => x.key === seg);
      if (!m) return at;
      at = m.valueStart;
      continue;
    }
    const elements = arrayElements(b, at);
    if (elements && /^\d+$/.test(seg) && Number(seg) < elements.length) {
      at = elements[Number(seg)];
      continue;
    }
    return at;
  }
  return at;
}

/**
 * The JSON pointer (RFC 6901) of the innermost value whose source text contains byte `offset`;
 * `inKey` when the offset lies in a member's key instead (the pointer is then the object's).
 * A fault's rare path: rescans the containers on the way down.
 */
export function pointerAtOffset(b: Uint8Array, offset: number): { pointer: string; inKey: boolean } {
  const keys: string[] = [];
  let at = skipWs(b, 0);
  for (;;) {
    const members = objectMembers(b, at);
    if (members) {
      const m = members.find((x) => offset >= x.keyStart && offset < x.valueEnd);
      if (!m) break;
      if (offset < m.valueStart) return { pointer: jsonPointer(keys), inKey: true };
      keys.push(m.key);
      at = m.valueStart;
      continue;
    }
    const elements = arrayElements(b, at);
    if (!elements) break;
    let index = -1;
    for (let k = 0; k < elements.length && elements[k] <= offset; k++) index = k;
    if (index === -1 || skipValue(b, elements[index]) <= offset) break;
    keys.push(String(index));
    at = elements[index];
  }
  return { pointer: jsonPointer(keys), inKey: false };
}

/** 1-based line and column (UTF-16 units, as editors count) of a byte offset. */
export function lineColumnOfOffset(b: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < b.length; i++) {
    if (b[i] === LF) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: utf8.decode(b.subarray(lineStart, offset)).length + 1 };
}

/**
 * Re-indents JSON text the way serde_json's `to_string_pretty` and `JSON.stringify(v, null, 2)`
 * write it (2-space indent, `": "`, empty containers as `{}` / `[]`), copying every token as
 * written, so `1.0` and escapes survive. Input whitespace outside strings is dropped first.
 */
export function prettyJsonBytes(input: Uint8Array): Buffer {
  const b = compactJsonBytes(input);
  const parts: Buffer[] = [];
  let depth = 0;
  let i = 0;
  let runStart = 0;
  const flush = (to: number) => {
    if (to > runStart) parts.push(b.subarray(runStart, to));
  };
  const newline = () => parts.push(Buffer.from(`\n${'  '.repeat(depth)}`));
  while (i < b.length) {
    const c = b[i];
    if (c === QUOTE) {
      const end = skipString(b, i);
      i = end === -1 ? b.length : end;
    } else if (c === 0x7b || c === 0x5b) {
      const close = c === 0x7b ? 0x7d : 0x5d;
      if (b[i + 1] === close) {
        i += 2;
        continue;
      }
      flush(i + 1);
      depth++;
      newline();
      i++;
      runStart = i;
    } else if (c === 0x7d || c === 0x5d) {
      flush(i);
      depth--;
      newline();
      runStart = i;
      i++;
    } else if (c === 0x2c) {
      flush(i + 1);
      newline();
      i++;
      runStart = i;
    } else if (c === 0x3a) {
      flush(i + 1);
      parts.push(Buffer.from(' '));
      i++;
      runStart = i;
    } else i++;
  }
  flush(b.length);
  return Buffer.concat(parts);
}

export interface CompactMember {
  key: string;
  /** Range of the member's value in the compacted document. */
  valueStart: number;
  valueEnd: number;
}

export interface CompactDocument {
  /** The whole document with whitespace outside strings removed. */
  compact: Buffer;
  /** Top-level members in source order (compacted coordinates), or null when the document is not an object. */
  members: CompactMember[] | null;
  /**
   * The first thing, in source order, that LeanCTX's reader (serde_json) refuses although
   * JSON.parse reads it (serde-json.ts): a number it makes infinity, a lone surrogate escape,
   * nesting past its limit. Null when there is none. Offsets are in the source.
   */
  fault: SerdeFault | null;
}

export interface CompactOptions {
  /** How many levels of nesting enclose the text (a layer file's value sits at 2 in a package). */
  baseDepth?: number;
}

/**
 * One pass over a document that compacts it and records where each top-level member's value
 * lies in the compacted text. Compaction is local, so a member's slice of the compacted
 * document is exactly the compaction of its source text: the canonical content is a subarray.
 * A plain byte loop: per-call overhead of native helpers costs more than it saves on the
 * many short strings and whitespace runs of a pretty-printed package.
 */
export function compactDocument(b: Uint8Array, options: CompactOptions = {}): CompactDocument {
  const src = asBuffer(b);
  // A container opened at this depth (before the increment) is past serde_json's limit.
  const tooDeep = SERDE_DEPTH_LIMIT - 1 - (options.baseDepth ?? 0);
  let fault: SerdeFault | null = null;
  // The index just after the `u` of a low surrogate escape already seen as the pair of a high one.
  let pairedLow = -1;
  const end = src.length;
  const out = Buffer.allocUnsafe(end);
  const spans: { keyStart: number; keyEnd: number; valueStart: number; valueEnd: number }[] = [];
  let n = 0;
  let i = 0;
  let depth = 0;
  // Inside the root object: expecting a key (true) or inside a member's value (false).
  let expectKey = true;
  let keyStart = -1;
  let keyEnd = -1;
  let valueStart = -1;
  let rootIsObject = false;
  while (i < end) {
    let c = src[i++];
    if (c === QUOTE) {
      const stringStart = n;
      out[n++] = c;
      // The hot loop: most of a package's bytes are inside strings.
      while (i < end) {
        c = src[i++];
        out[n++] = c;
        if (c === QUOTE) break;
        if (c === BACKSLASH && i < end) {
          c = src[i++];
          out[n++] = c;
          // Rare: a \u escape; only a surrogate (\uD800-\uDFFF) can be refused.
          if (c === 0x75 && fault === null && i !== pairedLow) {
            const problem = surrogateEscapeProblem(src, i);
            if (problem === 'paired') pairedLow = i + 6;
            else if (problem !== null) fault = { kind: 'surrogate', offset: i - 2, text: src.toString('latin1', i - 2, i + 4), serde: problem };
          }
        }
      }
      if (depth === 1 && expectKey && keyStart === -1) {
        keyStart = stringStart;
        keyEnd = n;
      }
      continue;
    }
    if (c === SPACE || c === LF || c === TAB || c === CR) continue;
    if (depth === 1) {
      if (c === 0x3a && expectKey) {
        out[n++] = c;
        expectKey = false;
        valueStart = n;
        continue;
      }
      if ((c === 0x2c || c === 0x7d) && !expectKey) {
        spans.push({ keyStart, keyEnd, valueStart, valueEnd: n });
        keyStart = -1;
        expectKey = true;
      }
    }
    out[n++] = c;
    if (c === 0x7b || c === 0x5b) {
      if (n === 1) rootIsObject = c === 0x7b;
      if (depth >= tooDeep && fault === null) fault = { kind: 'depth', offset: i - 1, text: String(depth + 1 + (options.baseDepth ?? 0)), serde: 'recursion limit exceeded' };
      depth++;
    } else if (c === 0x7d || c === 0x5d) depth--;
    else if ((c >= 0x30 && c <= 0x39) || c === 0x2d) {
      // A number token (outside strings only numbers have digits): copied whole, and checked
      // against serde_json's reading when it could fail it (an exponent, or 22+ characters).
      const start = i - 1;
      let exponent = false;
      while (i < end) {
        const d = src[i];
        if ((d >= 0x30 && d <= 0x39) || d === 0x2e || d === 0x2b || d === 0x2d) i++;
        else if (d === 0x65 || d === 0x45) {
          exponent = true;
          i++;
        } else break;
      }
      src.copy(out, n, start + 1, i);
      n += i - start - 1;
      if (fault === null && numberTokenNeedsCheck(i - start, exponent)) {
        const token = src.toString('latin1', start, i);
        const problem = serdeNumberProblem(token);
        if (problem) fault = { kind: problem === 'range' ? 'number-range' : 'number-invalid', offset: start, text: token, serde: problem === 'range' ? 'number out of range' : 'invalid number' };
      }
    }
  }
  const compact = out.subarray(0, n);
  if (!rootIsObject) return { compact, members: null, fault };
  const members: CompactMember[] = [];
  for (const sp of spans) {
    let key: string;
    try {
      key = JSON.parse(compact.toString('utf8', sp.keyStart, sp.keyEnd)) as string;
    } catch {
      return { compact, members: null, fault };
    }
    members.push({ key, valueStart: sp.valueStart, valueEnd: sp.valueEnd });
  }
  return { compact, members, fault };
}

export type NumberProblem =
  | { kind: 'non-finite'; pointer: string; value: number }
  | { kind: 'integer'; pointer: string; value: bigint }
  | { kind: 'cycle'; pointer: string };

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A value parseYaml built with `jsonValues` (plain objects, arrays, strings, numbers, BigInts,
 * booleans, null) as JSON.stringify writes it, but with each BigInt written as the integer it
 * is (JSON.stringify throws on one). In the same walk, the first value JSON or LeanCTX cannot
 * hold, in key order, with its JSON pointer: an infinity or NaN (YAML's `.inf` / `.nan`, which
 * JSON.stringify would quietly write as null), a BigInt past MIN/MAX_EXACT_INTEGER, or a cycle
 * (a YAML alias inside its own anchor). A BigInt a number holds exactly is made that number, in
 * place, so the value keeps BigInts only where they are needed. Iterative: a layer may nest deeply.
 */
export function layerJson(root: unknown): { text: string; problem: null } | { text: null; problem: NumberProblem } {
  type Frame = { value: Record<string, unknown>; keys: string[] | null; next: number; parent: Frame | null; key: string };
  const out: string[] = [];
  const stack: Frame[] = [];
  const open = new Set<object>();
  let problem = null as NumberProblem | null;
  const pointer = (frame: Frame | null, key: string) => {
    const keys: string[] = [];
    for (let f = frame, k = key; f; k = f.key, f = f.parent) keys.push(k);
    return jsonPointer(keys.reverse());
  };
  // Writes a scalar, or opens a container (pushing its frame); `parent[key]` holds `v`.
  const write = (v: unknown, parent: Frame | null, key: string) => {
    if (typeof v === 'bigint') {
      if (v < MIN_EXACT_INTEGER || v > MAX_EXACT_INTEGER) return void (problem = { kind: 'integer', pointer: pointer(parent, key), value: v });
      if (v >= -MAX_SAFE && v <= MAX_SAFE && parent) parent.value[key] = Number(v);
      out.push(v.toString());
    } else if (typeof v === 'number' && !Number.isFinite(v)) {
      problem = { kind: 'non-finite', pointer: pointer(parent, key), value: v };
    } else if (v !== null && typeof v === 'object') {
      if (open.has(v)) return void (problem = { kind: 'cycle', pointer: pointer(parent, key) });
      open.add(v);
      const isArray = Array.isArray(v);
      out.push(isArray ? '[' : '{');
      stack.push({ value: v as Record<string, unknown>, keys: isArray ? null : Object.keys(v), next: 0, parent, key });
    } else out.push(JSON.stringify(v));
  };
  write(root, null, '');
  while (!problem && stack.length > 0) {
    const frame = stack[stack.length - 1];
    const size = frame.keys === null ? (frame.value as unknown as unknown[]).length : frame.keys.length;
    if (frame.next >= size) {
      out.push(frame.keys === null ? ']' : '}');
      open.delete(frame.value);
      stack.pop();
      continue;
    }
    if (frame.next > 0) out.push(',');
    const key = frame.keys === null ? String(frame.next) : frame.keys[frame.next];
    if (frame.keys !== null) out.push(`${JSON.stringify(key)}:`);
    frame.next++;
    write(frame.value[key], frame, key);
  }
  return problem ? { text: null, problem } : { text: out.join(''), problem: null };
}

/**
 * A serde fault of `text` (see compactDocument) for a message: its JSON pointer, its line and
 * column, and what LeanCTX would say; `prefix` goes before the pointer (`/manifest` for a
 * manifest checked on its own).
 */
export function describeSerdeFault(text: Buffer, fault: SerdeFault, prefix = ''): { pointer: string; message: string; line: number; column: number } {
  const { pointer, inKey } = pointerAtOffset(text, fault.offset);
  return { pointer, message: serdeFaultMessage(fault, prefix + pointer, inKey), ...lineColumnOfOffset(text, fault.offset) };
}
