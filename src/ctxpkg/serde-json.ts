import { NON_FINITE } from './manifest.js';

/**
 * What LeanCTX's reader, serde_json 1.0.149 (`serde_json::from_str::<Value>` in
 * `verify_package_text`; default features, no `arbitrary_precision` or `float_roundtrip`),
 * refuses in text that JSON.parse accepts. compactDocument (json-text.ts) looks for these in
 * its one pass over the document; this module holds the rules and the messages.
 *
 * - A number serde_json computes as infinity: "number out of range" (src/de.rs
 *   `f64_from_parts`, `parse_exponent_overflow`). serde_json does not round correctly: it scales
 *   the first 19 or so significant digits (a u64) by a table of powers of ten, so where that
 *   overflows differs from JSON.parse at the very edge of the range; serdeNumberProblem
 *   reproduces its arithmetic step by step. An underflow (`1e-400`) is 0, as JSON.parse has it.
 * - `18446744073709551616.0`: an integer of 20 digits past u64 whose one fraction digit fits
 *   the u64 reads as "invalid number" (`parse_long_integer` → `parse_decimal`'s check for a
 *   digit after the point sees an exponent of 0).
 * - A lone UTF-16 surrogate escape (`"\ud800"`, `"\udc00"`, `"\ud800\u0041"`): "lone leading
 *   surrogate in hex escape" / "unexpected end of hex escape" (src/read.rs `parse_escape`).
 * - More than 127 nested arrays and objects, the document's own object included:
 *   "recursion limit exceeded" (src/de.rs `check_recursion!`, `remaining_depth: 128`).
 */

export type SerdeFaultKind = 'number-range' | 'number-invalid' | 'surrogate' | 'depth';

export interface SerdeFault {
  kind: SerdeFaultKind;
  /** Byte offset of the number, the `\u` escape or the opening bracket. */
  offset: number;
  /** The number or the escape as written (`1e400`, `\ud800`), or the nesting level. */
  text: string;
  /** serde_json's own words. */
  serde: string;
}

/** serde_json's recursion limit: a container at this level (the document's own is 1) is refused. */
export const SERDE_DEPTH_LIMIT = 128;

// serde_json's POW10 table: the literals 1e0 … 1e308, each the nearest double, as here.
const POW10: number[] = Array.from({ length: 309 }, (_, k) => Number(`1e${k}`));
const U64_MAX_DIV_10 = 1844674407370955161n;
const I32_MAX = 2147483647;

/**
 * Why serde_json refuses a JSON number token that JSON.parse accepts (`range` or `invalid`), or
 * null. The token must be valid JSON number syntax. A transcription of serde_json's
 * `parse_integer`, `parse_long_integer`, `parse_decimal(_overflow)`, `parse_exponent(_overflow)`
 * and `f64_from_parts` without `float_roundtrip`: the double arithmetic is the same IEEE
 * arithmetic, `u64 as f64` is Number(bigint) (both round to nearest, ties to even).
 */
export function serdeNumberProblem(token: string): 'range' | 'invalid' | null {
  const len = token.length;
  let i = token[0] === '-' ? 1 : 0;
  const digit = () => {
    const c = token.charCodeAt(i) - 0x30;
    return c >= 0 && c <= 9 ? c : -1;
  };
  // Would significand * 10 + d overflow a u64?
  const overflows = (s: bigint, d: number) => s > U64_MAX_DIV_10 || (s === U64_MAX_DIV_10 && d > 5);

  let significand = 0n;
  let exponent = 0;
  let long = false;
  if (token[i] === '0') i++;
  else {
    for (let d = digit(); d >= 0; d = digit()) {
      if (overflows(significand, d)) {
        // parse_long_integer: the remaining integer digits are dropped, each one a power of ten.
        long = true;
        while (digit() >= 0) {
          i++;
          exponent++;
        }
        break;
      }
      significand = significand * 10n + BigInt(d);
      i++;
    }
  }

  const fromParts = (exp: number): 'range' | null => {
    let f = Number(significand);
    for (;;) {
      const a = Math.abs(exp);
      // A division cannot overflow: only `f *= POW10[exp]` can make infinity.
      if (a < POW10.length) return exp >= 0 && !Number.isFinite(f * POW10[a]) ? 'range' : null;
      if (f === 0) return null;
      if (exp >= 0) return 'range';
      f /= 1e308;
      exp += 308;
    }
  };
  const parseExponent = (starting: number): 'range' | null => {
    i++; // e or E
    let positive = true;
    if (token[i] === '+') i++;
    else if (token[i] === '-') {
      positive = false;
      i++;
    }
    let exp = 0;
    for (let d = digit(); d >= 0; d = digit()) {
      i++;
      if (exp > I32_MAX / 10 || (exp === Math.floor(I32_MAX / 10) && d > I32_MAX % 10)) {
        // parse_exponent_overflow: infinity is refused, zero is zero.
        return significand !== 0n && positive ? 'range' : null;
      }
      exp = exp * 10 + d;
    }
    // i32 saturating_add / saturating_sub.
    const total = Math.max(-I32_MAX - 1, Math.min(I32_MAX, positive ? starting + exp : starting - exp));
    return fromParts(total);
  };

  if (token[i] === '.') {
    // parse_decimal(positive, significand, exponent)
    i++;
    for (let d = digit(); d >= 0; d = digit()) {
      if (overflows(significand, d)) {
        // parse_decimal_overflow: the remaining fraction digits are dropped.
        while (digit() >= 0) i++;
        return i < len ? parseExponent(exponent) : fromParts(exponent);
      }
      significand = significand * 10n + BigInt(d);
      exponent--;
      i++;
    }
    // "Error if there is not at least one digit after the decimal point", judged by the
    // exponent: after a long integer one fraction digit brings it back to 0.
    if (exponent === 0) return 'invalid';
    return i < len ? parseExponent(exponent) : fromParts(exponent);
  }
  if (i < len) return parseExponent(exponent);
  return long ? fromParts(exponent) : null;
}

/** Whether a number token needs serdeNumberProblem: only one with an exponent or 22 characters or more can fail it. */
export function numberTokenNeedsCheck(length: number, hasExponent: boolean): boolean {
  return hasExponent || length >= 22;
}

function hexAt(b: Uint8Array, i: number): number {
  let v = 0;
  for (let k = 0; k < 4; k++) {
    const c = b[i + k];
    const d = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : c >= 0x41 && c <= 0x46 ? c - 0x37 : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

/**
 * `i` just after the `u` of a `\u` escape (valid JSON: four hex digits follow). Returns the
 * serde_json message when the escape is a lone surrogate, `paired` when it is a high surrogate
 * followed by its low one (the caller then skips that low escape), or null.
 */
export function surrogateEscapeProblem(b: Uint8Array, i: number): string | 'paired' | null {
  const c = b[i];
  if (c !== 0x64 && c !== 0x44) return null; // not \uD…: no surrogate
  const n = hexAt(b, i);
  if (n < 0xd800 || n > 0xdfff) return null;
  if (n >= 0xdc00) return 'lone leading surrogate in hex escape';
  if (b[i + 4] !== 0x5c || b[i + 5] !== 0x75) return 'unexpected end of hex escape';
  const n2 = hexAt(b, i + 6);
  return n2 >= 0xdc00 && n2 <= 0xdfff ? 'paired' : 'lone leading surrogate in hex escape';
}

/**
 * The one-line message for a fault. `at`: where it is (a JSON pointer); `inKey`: the escape is
 * in the key of the member `at` names rather than in its value.
 */
export function serdeFaultMessage(fault: SerdeFault, at: string, inKey = false): string {
  const where = at === '' ? 'the document' : at;
  switch (fault.kind) {
    case 'number-range':
      return Number.isFinite(Number(fault.text))
        ? `${where} is ${fault.text}, at the edge of the double range: LeanCTX's reader (serde_json) rounds it to infinity and refuses it ("number out of range"); write a number below 1.7976931348623157e308 or a string`
        : `${where} is ${fault.text}, ${NON_FINITE}`;
    case 'number-invalid':
      return `${where} is ${fault.text}, which LeanCTX's reader (serde_json) refuses ("invalid number": an integer past 2^64 with one fraction digit); write it without the fraction or as a string`;
    case 'surrogate':
      return `${where} has ${inKey ? 'a key with ' : ''}a lone surrogate escape ${fault.text}, which LeanCTX refuses ("${fault.serde}"; JSON.parse accepts it): escape the whole character as a pair (\\ud83d\\ude00) or drop it`;
    case 'depth':
      return `${where} opens nesting level ${fault.text} (counting the package's own object as 1), past the ${SERDE_DEPTH_LIMIT - 1} levels LeanCTX reads ("recursion limit exceeded")`;
  }
}
