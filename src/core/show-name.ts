// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;
// eslint-disable-next-line no-control-regex
const NEEDS_QUOTES = /[\x00-\x1f\x7f-\x9f"\\]/;

/**
 * Whether a name holds a control character (C0, DEL or C1): printed raw, a newline splits a
 * message line and CR or ESC can overwrite what the terminal shows.
 */
export function hasControlCharacter(s: string): boolean {
  return CONTROL.test(s);
}

/** A JSON string literal of `s` with every control character escaped (JSON.stringify leaves DEL and C1 raw). */
export function quoteEscaped(s: string): string {
  return jsonEscaped(s);
}

/** Any value as JSON for a message (a config value), every control character escaped as quoteEscaped escapes a string's. */
export function jsonEscaped(value: unknown): string {
  // eslint-disable-next-line no-control-regex
  return String(JSON.stringify(value) ?? value).replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * `s` with each control character written as an escape (`\n`, `\t`, `\u001b`), the rest as
 * is: for a message that quotes what a user typed, so it stays one line on the terminal.
 */
export function escapeControlCharacters(s: string): string {
  const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A value from the environment or the command line for a one-line message: quoted, and escaped when it holds a control character. */
export function shownValue(v: string): string {
  return hasControlCharacter(v) ? quoteEscaped(v) : `'${v}'`;
}

/** A path for a message: as is, or double-quoted with escapes when it holds control characters or quotes (as git quotes them). */
export function showPath(p: string): string {
  return NEEDS_QUOTES.test(p) ? quoteEscaped(p) : p;
}
