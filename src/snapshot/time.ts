import { headCommitTime } from '../core/git.js';
import { InvalidInputError } from '../core/errors.js';

/**
 * The time recorded in a pack: SOURCE_DATE_EPOCH when set (reproducible builds), else the
 * HEAD commit time, else the Unix epoch. Never the wall clock, so a rebuild of the same tree
 * gives the same bytes.
 */
export async function packTimestamp(root: string, env: NodeJS.ProcessEnv): Promise<string> {
  const sde = env.SOURCE_DATE_EPOCH;
  if (sde !== undefined && sde !== '') {
    if (!/^\d{1,12}$/.test(sde)) throw new InvalidInputError(`SOURCE_DATE_EPOCH must be a whole number of seconds, not '${sde}'`);
    return new Date(Number(sde) * 1000).toISOString().replace('.000Z', 'Z');
  }
  const head = await headCommitTime(root);
  return new Date((head ?? 0) * 1000).toISOString().replace('.000Z', 'Z');
}
