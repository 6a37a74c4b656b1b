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
 * messages show paths relative to `cwd` and say `what` the inputs are.
 */
export function assertOutputApartFromInputs(out: string, inputs: readonly string[], cwd: string, what = 'which this command reads'): void {
  const id = fileIdentity(out);
  const real = realPathSoFar(out);
  for (const input of inputs) {
    const realInput = realPathSoFar(input);
    const inside = isInside(realInput, real);
    if (inside || (id !== null && fileIdentity(input) === id)) {
      const verb = inside && real !== realInput ? 'land inside' : 'replace';
      throw new InvalidInputError(`${displayPath(out, cwd)}: the output would ${verb} ${displayPath(input, cwd)}, ${what}; choose another output path`);
    }
  }
}

/**
 * Refuses a writable folder (the MCP session's workspace) that lies inside one of `inputs`
 * or holds one: whatever runs there could rewrite the packs being served, tools included.
 */
export function assertFolderApartFromInputs(dir: string, inputs: readonly string[], cwd: string, role: string): void {
  const real = realPathSoFar(dir);
  for (const input of inputs) {
    const realInput = realPathSoFar(input);
    const within = isInside(realInput, real);
    if (within || isInside(real, realInput)) {
      throw new InvalidInputError(`${displayPath(dir, cwd)}: the ${role} would ${within ? 'lie inside' : 'hold'} ${displayPath(input, cwd)}, which is served; what runs there could change it (choose a folder apart from every pack)`);
    }
  }
}
