import { headCommitTime } from '../core/git.js';
import { InvalidInputError } from '../core/errors.js';
import { shownValue } from './options.js';

/** 9999-12-31T23:59:59Z: past it a timestamp is no RFC 3339 (toISOString writes `+033658-…`). */
const MAX_SECONDS = 253402300799;

/**
 * The time recorded in a pack: SOURCE_DATE_EPOCH when set (reproducible builds), else the
 * HEAD commit time, else the Unix epoch. Never the wall clock, so a rebuild of the same tree
 * gives the same bytes. Bounded as ctxpkg's clock bounds it, so both accept the same values.
 */
export async function packTimestamp(root: string, env: NodeJS.ProcessEnv): Promise<string> {
  const sde = env.SOURCE_DATE_EPOCH;
  if (sde !== undefined && sde !== '') {
    // Digits only (no sign, fraction or exponent).
    if (!/^\d+$/.test(sde) || Number(sde) > MAX_SECONDS) throw new InvalidInputError(`SOURCE_DATE_EPOCH must be whole seconds since 1970, at most ${MAX_SECONDS} (9999-12-31T23:59:59Z), not ${shownValue(sde)}`);
    return iso(Number(sde));
  }
  const head = await headCommitTime(root);
  // git takes any commit date; past year 9999 Date cannot hold it (an internal error before).
  if (head !== null && head > MAX_SECONDS) throw new InvalidInputError('the HEAD commit is dated past 9999-12-31T23:59:59Z; set SOURCE_DATE_EPOCH to date the pack');
  return iso(head ?? 0);
}

function iso(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}
