import { headCommitTime } from '../core/git.js';
import { UsageError } from '../core/errors.js';
import { MAX_RFC3339_SECONDS as MAX_SECONDS, sourceDateEpoch } from '../core/source-date.js';
import { instantFromSeconds, parseRfc3339, type Instant } from './rfc3339.js';

/** 0000-01-01T00:00:00Z, the earliest RFC 3339 time (a year in four digits; the latest is MAX_SECONDS). */
const MIN_SECONDS = -62167219200;

/**
 * The timestamp written into a package or envelope: an explicit RFC 3339 value, else
 * SOURCE_DATE_EPOCH, else the HEAD commit time of `cwd`'s repository, so rebuilding the same
 * input gives the same bytes. Outside a repository with neither set, the current time.
 */
export async function chooseInstant(explicit: string | undefined, flag: string, env: NodeJS.ProcessEnv, cwd: string): Promise<Instant> {
  if (explicit !== undefined) {
    const t = parseRfc3339(explicit);
    if (!t) throw new UsageError(`${flag} must be an RFC 3339 timestamp such as 2025-01-31T12:00:00Z, not '${explicit}'`);
    // An offset can carry 9999-12-31T23:30:00-01:00 past the last year RFC 3339 writes in UTC.
    if (t.seconds < MIN_SECONDS || t.seconds > MAX_SECONDS) throw new UsageError(`${flag} must fall in the years 0000 to 9999 in UTC, not '${explicit}'`);
    return t;
  }
  const sde = sourceDateEpoch(env);
  if (sde !== null) return instantFromSeconds(sde);
  const head = await headCommitTime(cwd);
  if (head !== null) return instantFromSeconds(head);
  return instantFromSeconds(Date.now() / 1000);
}
