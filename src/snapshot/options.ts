import path from 'node:path';
import { findConfig, loadConfig } from '../core/config.js';
import { access, stat } from 'node:fs/promises';
import { constants } from 'node:fs';
import { InvalidInputError, IoError, describeFsError } from '../core/errors.js';
import { showPath } from '../core/show-name.js';

/**
 * `exclude` and `include` from `.packwright.yml` (lists of gitignore-syntax patterns, relative
 * to the scanned root), merged with the command line's.
 */
export async function configPatterns(root: string): Promise<{ exclude: string[]; include: string[] }> {
  const file = await findConfig(root);
  const config = await loadConfig(file);
  const list = (key: 'exclude' | 'include'): string[] => {
    const v = config.raw[key];
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw new InvalidInputError(`${path.relative(process.cwd(), file ?? '') || file}: ${key} must be a list of patterns`);
    return v as string[];
  };
  return { exclude: list('exclude'), include: list('include') };
}

/**
 * Fails with one line when ROOT is missing, not a folder, or a folder this user cannot list
 * (before git or config are consulted, whose errors would name files inside it).
 */
export async function assertDirectory(abs: string, given: string): Promise<void> {
  // As given, but escaped: a newline in the name would split the message.
  const shown = showPath(given);
  let st;
  try {
    st = await stat(abs);
    if (st.isDirectory()) await access(abs, constants.R_OK | constants.X_OK);
  } catch (err) {
    throw new IoError(describeFsError(err, shown));
  }
  if (!st.isDirectory()) throw new InvalidInputError(`${shown}: not a directory`);
}

