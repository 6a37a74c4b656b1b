import { isUtf8 } from 'node:buffer';
import { decodeUtf8 } from '../core/read.js';

/**
 * A SKILL.md or pack file as text: UTF-8, a leading byte order mark allowed (and dropped). The
 * mark never hides what follows it: bytes that are not UTF-8 after it are a problem too (else
 * they would read as U+FFFD, and an install folder could be named with one).
 */
export function decodeSkillText(bytes: Uint8Array): { text: string; problem: string | null } {
  const decoded = decodeUtf8(bytes);
  if (!decoded.problem) return { text: decoded.text, problem: null };
  if (decoded.hasBom && isUtf8(bytes.subarray(3))) return { text: decoded.text, problem: null };
  return { text: decoded.text, problem: decoded.problem };
}
