import type { RuleMeta } from '../../core/diagnostics.js';

export const DOCS = 'https://github.com/packwright/packwright#credential-rules';

/**
 * A content rule: a high-confidence pattern for one kind of secret. Declarative so the scanner
 * can run one combined prefilter over every file and the full pattern only where it may match.
 */
export interface ContentRule {
  meta: RuleMeta;
  /** Literal strings, one of which every match contains (case-sensitive); the prefilter. */
  keywords: readonly string[];
  /**
   * A global (`g`) regex; every match is a finding unless `isPlaceholder` says otherwise. An
   * open-ended run is written `X{20}X*`, never `X{20,}`: V8 runs `X*` over a character class as a
   * plain loop, but keeps a backtrack entry per character of `X{20,}`, and a run of about 5 MiB
   * overflowed its stack (RangeError: the scan failed on the file).
   */
  pattern: RegExp;
  /** What was found, for the message; never the value. */
  what: string;
  /** Only files whose lower-cased base name passes (e.g. `.npmrc`); all files when absent. */
  appliesTo?(baseName: string): boolean;
  /** True for a match that is a documented example or placeholder, not a secret. */
  isPlaceholder?(match: RegExpExecArray): boolean;
  /**
   * Where the secret starts in a match that begins with its name (`NAME = value`): the finding
   * is placed there, at the value, as a token rule's is. The match's start when absent.
   */
  valueAt?(match: RegExpExecArray): number;
  /**
   * For a rule whose own check is certain whatever follows (a key with its marker, then more
   * key characters glued on): the characters of the run its pattern takes. A match over
   * MAX_MATCH_CHARS (scan-content.ts) that starts such a run (no run character before it) is
   * then judged on its first MAX_MATCH_CHARS instead of being no finding. Only at a run's start:
   * a start inside a long run is seen or not depending on where a window begins reading, the
   * start of a run always.
   */
  longMatchRunCharacter?: RegExp;
}

/**
 * Example values in docs and tests: the word EXAMPLE, runs of x, long runs of one character.
 * A run of x is all lowercase or all uppercase: a random base62 token holds a mixed-case run
 * like `xXxXX` about once in a million, and that token is real.
 */
export function looksLikePlaceholder(value: string): boolean {
  return /example|placeholder|dummy|\*{3,}|(.)\1{7,}/i.test(value) || /x{5,}|X{5,}/.test(value);
}

/** `s` as a regular expression that matches it literally (keywords and names built into patterns). */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
