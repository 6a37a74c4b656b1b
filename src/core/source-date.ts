import { InvalidInputError } from './errors.js';
import { shownValue } from './show-name.js';

/** 9999-12-31T23:59:59Z: past it a timestamp is no RFC 3339 (a four-digit year), nor a date toISOString writes as one. */
export const MAX_RFC3339_SECONDS = 253402300799;

/**
 * SOURCE_DATE_EPOCH (reproducible builds) as seconds, or null when unset or empty. Digits only (no
 * sign, fraction or exponent) and bounded: past 2^53 Number() rounds, and past year 9999 the
 * timestamp is no RFC 3339. One reader for every command that dates what it writes (a context
 * pack, a .ctxpkg, an envelope), so all accept the same values.
 */
export function sourceDateEpoch(env: NodeJS.ProcessEnv): number | null {
  const sde = env.SOURCE_DATE_EPOCH;
  if (sde === undefined || sde === '') return null;
  if (!/^\d+$/.test(sde) || Number(sde) > MAX_RFC3339_SECONDS) {
    throw new InvalidInputError(`SOURCE_DATE_EPOCH must be whole seconds since 1970, at most ${MAX_RFC3339_SECONDS} (9999-12-31T23:59:59Z), not ${shownValue(sde)}`);
  }
  return Number(sde);
}
