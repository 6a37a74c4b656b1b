import path from 'node:path';
import { lstatOrNull } from '../core/read.js';
import { compareBytes } from '../core/diagnostics.js';
import { IoError, UnsafePathError, describeFsError } from '../core/errors.js';
import { scanInstalled } from './copy.js';
import type { InstallRecord } from './state.js';

export interface FolderDrift {
  path: string;
  /** The whole folder is gone (or is no longer a folder). */
  missingFolder: boolean;
  /** What stands where the folder was, when something does: sp never installs any of these. */
  replacedBy: 'symlink' | 'file' | 'other' | null;
  modified: string[];
  missing: string[];
  /** Files added since install, and anything a copy never makes (symlinks, FIFOs). */
  extra: string[];
  /** Same bytes, but an executable bit set or cleared since install (only when state recorded modes). */
  modeChanged: string[];
}

/**
 * Compares each installed folder with the hashes recorded when it was copied. Only folders
 * directly in the sink are read, as only those are deleted: a state file edited to record
 * `/usr` would otherwise have every file under it hashed and listed.
 */
export async function verifyInstall(record: InstallRecord): Promise<FolderDrift[]> {
  const paths = [...record.installed_paths].sort(compareBytes);
  for (const p of paths) {
    if (!path.isAbsolute(p) || path.resolve(p) !== p || path.dirname(p) !== record.sink_path) {
      throw new UnsafePathError(`${p}: refusing to read it for pack '${record.pack}': it is not a folder directly inside the sink ${record.sink_path} (state file edited?)`);
    }
  }
  const drift: FolderDrift[] = [];
  for (const p of paths) {
    const recorded = record.files[p] ?? {};
    const st = await lstatOrNull(p);
    if (!st || !st.isDirectory()) {
      const replacedBy = !st ? null : st.isSymbolicLink() ? 'symlink' : st.isFile() ? 'file' : 'other';
      drift.push({ path: p, missingFolder: true, replacedBy, modified: [], missing: Object.keys(recorded), extra: [], modeChanged: [] });
      continue;
    }
    let scan: Awaited<ReturnType<typeof scanInstalled>>;
    try {
      scan = await scanInstalled(p);
    } catch (err) {
      throw new IoError(describeFsError(err, (err as NodeJS.ErrnoException).path ?? p));
    }
    const d: FolderDrift = { path: p, missingFolder: false, replacedBy: null, modified: [], missing: [], extra: [...scan.foreign], modeChanged: [] };
    const recordedExec = record.executables ? new Set(record.executables[p] ?? []) : null;
    const nowExec = new Set(scan.executables);
    for (const [rel, sha] of Object.entries(recorded)) {
      if (!Object.hasOwn(scan.files, rel)) d.missing.push(rel);
      else if (scan.files[rel] !== sha) d.modified.push(rel);
      else if (recordedExec && recordedExec.has(rel) !== nowExec.has(rel)) d.modeChanged.push(rel);
    }
    for (const rel of Object.keys(scan.files)) if (!Object.hasOwn(recorded, rel)) d.extra.push(rel);
    d.extra.sort(compareBytes);
    if (d.modified.length || d.missing.length || d.extra.length || d.modeChanged.length) drift.push(d);
  }
  return drift;
}
