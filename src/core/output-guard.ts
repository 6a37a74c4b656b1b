import { statSync } from 'node:fs';
import { displayPath, isInside, realPathSoFar } from './paths.js';
import { InvalidInputError } from './errors.js';

/** Which file `p` is once symlinks and hard links are followed (device and inode), or null when it does not exist. */
function fileIdentity(p: string): string | null {
  try {
    const st = statSync(p);
    return `${st.dev}:${st.ino}`;
  } catch {
    return null;
  }
}

/**
 * Refuses an output path that is one of the command's inputs, or lies inside one of the
 * folders it reads: writing the result there would replace what it was made from, or slip
 * a report into the pack it describes. `inputs` are files and folders (absolute paths);
 * messages show paths relative to `cwd`.
 */
export function assertOutputApartFromInputs(out: string, inputs: readonly string[], cwd: string): void {
  const id = fileIdentity(out);
  const real = realPathSoFar(out);
  for (const input of inputs) {
    const inside = isInside(realPathSoFar(input), real);
    if (inside || (id !== null && fileIdentity(input) === id)) {
      const what = inside && real !== realPathSoFar(input) ? 'land inside' : 'replace';
      throw new InvalidInputError(`${displayPath(out, cwd)}: the output would ${what} ${displayPath(input, cwd)}, which this command reads; choose another output path`);
    }
  }
}
