// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;
/**
 * What a message writes as an escape: control characters, and the characters that reorder or
 * break a line without being seen (bidi marks, embeddings, overrides and isolates; the line and
 * paragraph separators), with which a name such as `report\u202Etxt.exe` reads as another on
 * the terminal or in a CI log. Not the zero-width joiner: emoji sequences use it.
 */
const ESCAPED_CLASS = '\\x00-\\x1f\\x7f-\\x9f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069';
const ESCAPED = new RegExp(`[${ESCAPED_CLASS}]`, 'g');
const HAS_ESCAPED = new RegExp(`[${ESCAPED_CLASS}]`);
/** Git quotes a path with a quote or backslash too. */
const NEEDS_QUOTES = new RegExp(`[${ESCAPED_CLASS}"\\\\]`);
const unicodeEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Whether a name holds a control character (C0, DEL or C1): printed raw, a newline splits a
 * message line and CR or ESC can overwrite what the terminal shows.
 */
export function hasControlCharacter(s: string): boolean {
  return CONTROL.test(s);
}

/** Whether a message must escape `s` (see ESCAPED): a control character, or a bidi or line-breaking one. */
export function needsEscape(s: string): boolean {
  return HAS_ESCAPED.test(s);
}

/** A JSON string literal of `s` with every control (and bidi) character escaped (JSON.stringify leaves DEL, C1 and U+2028 raw). */
export function quoteEscaped(s: string): string {
  return jsonEscaped(s);
}

/** Any value as JSON for a message (a config value), every control character escaped as quoteEscaped escapes a string's. */
export function jsonEscaped(value: unknown): string {
  return String(JSON.stringify(value) ?? value).replace(ESCAPED, unicodeEscape);
}

/**
 * `s` with each control character written as an escape (`\n`, `\t`, `\u001b`), the rest as
 * is: for a message that quotes what a user typed, so it stays one line on the terminal.
 */
export function escapeControlCharacters(s: string): string {
  const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
  return s.replace(ESCAPED, (c) => named[c] ?? unicodeEscape(c));
}

/** A value from the environment or the command line for a one-line message: quoted, and escaped when it holds a control character. */
export function shownValue(v: string): string {
  return needsEscape(v) ? quoteEscaped(v) : `'${v}'`;
}

/** A path for a message: as is, or double-quoted with escapes when it holds control or bidi characters or quotes (as git quotes them). */
export function showPath(p: string): string {
  return NEEDS_QUOTES.test(p) ? quoteEscaped(p) : p;
}
