import path from 'node:path';
import { findConfig, loadConfig } from '../core/config.js';
import { stat } from 'node:fs/promises';
import { InvalidInputError, IoError, describeFsError } from '../core/errors.js';

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

/** Fails with one line when ROOT is missing or not a folder (before git or config are consulted). */
export async function assertDirectory(abs: string, shown: string): Promise<void> {
  let st;
  try {
    st = await stat(abs);
  } catch (err) {
    throw new IoError(describeFsError(err, shown));
  }
  if (!st.isDirectory()) throw new InvalidInputError(`${shown}: not a directory`);
}
