import { mkdtempSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A temp folder removed after the test file; `write` creates parents. */
export function makeTempDir(prefix = 'packwright-'): { dir: string; write(rel: string, data: string | Uint8Array): string; cleanup(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    dir,
    write(rel, data) {
      const file = path.join(dir, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data);
      return file;
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
