import { headCommitTime } from '../core/git.js';
import { InvalidInputError } from '../core/errors.js';
import { MAX_RFC3339_SECONDS, sourceDateEpoch } from '../core/source-date.js';

/**
 * The time recorded in a pack: SOURCE_DATE_EPOCH when set (reproducible builds), else the
 * HEAD commit time, else the Unix epoch. Never the wall clock, so a rebuild of the same tree
 * gives the same bytes. SOURCE_DATE_EPOCH is read as ctxpkg's clock reads it (core/source-date).
 */
export async function packTimestamp(root: string, env: NodeJS.ProcessEnv): Promise<string> {
  const sde = sourceDateEpoch(env);
  if (sde !== null) return iso(sde);
  const head = await headCommitTime(root);
  // git takes any commit date; past year 9999 Date cannot hold it (an internal error before).
  if (head !== null && head > MAX_RFC3339_SECONDS) throw new InvalidInputError('the HEAD commit is dated past 9999-12-31T23:59:59Z; set SOURCE_DATE_EPOCH to date the pack');
  return iso(head ?? 0);
}

function iso(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}
