import { LineIndex } from './text-position.js';

export interface JsonParseResult {
  value: unknown;
  error: { message: string; line?: number; column?: number } | null;
}

/** JSON.parse that never throws and turns V8's "at position N" into line and column. */
export function parseJson(text: string): JsonParseResult {
  try {
    return { value: JSON.parse(text), error: null };
  } catch (err) {
    const message = (err as Error).message;
    const m = /position (\d+)/.exec(message);
    const clean = message.replace(/\s*in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
    if (m) {
      const { line, column } = new LineIndex(text).locate(Number(m[1]));
      return { value: undefined, error: { message: clean, line, column } };
    }
    return { value: undefined, error: { message: clean } };
  }
}
