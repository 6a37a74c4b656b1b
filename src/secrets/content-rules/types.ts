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
  /** A global (`g`) regex; every match is a finding unless `isPlaceholder` says otherwise. */
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
