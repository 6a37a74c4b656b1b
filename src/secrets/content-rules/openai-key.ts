import { DOCS, type ContentRule } from './types.js';

/** Base64 of "OpenAI": every key format carries it, with key characters on both sides. */
const MARKER = 'T3BlbkFJ';
/** `sk-` and at least 20 key characters before the marker; at least 20 after it. */
const MIN_BEFORE = 'sk-'.length + 20;
const MIN_AFTER = 20;

/**
 * Whether a run of key characters that starts with `sk-` is a key: the marker with 20 key
 * characters on each side (`sk-(?:proj-|svcacct-|admin-)?…{20,}T3BlbkFJ…{20,}`, the prefixes
 * being key characters too). The first marker far enough from the start decides: a later one
 * has fewer characters after it. One indexOf, so the whole check is linear in the run.
 */
export function runHoldsOpenAiKey(run: string): boolean {
  const at = run.indexOf(MARKER, MIN_BEFORE);
  return at !== -1 && run.length - at - MARKER.length >= MIN_AFTER;
}

/**
 * An OpenAI API key. Every format (legacy sk-…, sk-proj-…, sk-svcacct-…, sk-admin-…) carries
 * `T3BlbkFJ` (base64 of "OpenAI") in the middle, which makes the match certain.
 *
 * The pattern takes the whole run of key characters from `sk-` (nothing after it to backtrack
 * for), and runHoldsOpenAiKey looks for the marker inside it. A pattern that asked for the
 * marker itself (`sk-[…]{20,}T3BlbkFJ[…]{20,}`) backtracks through the run from every `sk-`
 * in it: 256 KB of `sk-sk-sk-…` and one marker took 79 seconds, and 8 MiB would take a day.
 */
export const openaiKey: ContentRule = {
  meta: { id: 'openai-key', severity: 'error', description: 'an OpenAI API key (sk-…T3BlbkFJ…)', docs: DOCS },
  keywords: [MARKER],
  what: 'an OpenAI API key',
  pattern: /\bsk-[A-Za-z0-9_-]*/g,
  isPlaceholder: (m) => !runHoldsOpenAiKey(m[0]),
  longMatchRunCharacter: /[A-Za-z0-9_-]/,
};
