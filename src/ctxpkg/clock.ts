import { headCommitTime } from '../core/git.js';
import { UsageError } from '../core/errors.js';
import { instantFromSeconds, parseRfc3339, type Instant } from './rfc3339.js';

/**
 * The timestamp written into a package or envelope: an explicit RFC 3339 value, else
 * SOURCE_DATE_EPOCH, else the HEAD commit time of `cwd`'s repository, so rebuilding the same
 * input gives the same bytes. Outside a repository with neither set, the current time.
 */
export async function chooseInstant(explicit: string | undefined, flag: string, env: NodeJS.ProcessEnv, cwd: string): Promise<Instant> {
  if (explicit !== undefined) {
    const t = parseRfc3339(explicit);
    if (!t) throw new UsageError(`${flag} must be an RFC 3339 timestamp such as 2025-01-31T12:00:00Z, not '${explicit}'`);
    return t;
  }
  const sde = env.SOURCE_DATE_EPOCH;
  if (sde !== undefined && sde !== '') {
    if (!/^\d+$/.test(sde)) throw new UsageError(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not '${sde}'`);
    return instantFromSeconds(Number(sde));
  }
  const head = await headCommitTime(cwd);
  if (head !== null) return instantFromSeconds(head);
  return instantFromSeconds(Date.now() / 1000);
}
