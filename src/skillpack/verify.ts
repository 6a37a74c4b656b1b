import { lstatOrNull } from '../core/read.js';
import { compareBytes } from '../core/diagnostics.js';
import { scanInstalled } from './copy.js';
import type { InstallRecord } from './state.js';

export interface FolderDrift {
  path: string;
  /** The whole folder is gone (or is no longer a folder). */
  missingFolder: boolean;
  modified: string[];
  missing: string[];
  /** Files added since install, and anything a copy never makes (symlinks, FIFOs). */
  extra: string[];
}

/** Compares each installed folder with the hashes recorded when it was copied. */
export async function verifyInstall(record: InstallRecord): Promise<FolderDrift[]> {
  const drift: FolderDrift[] = [];
  for (const p of [...record.installed_paths].sort(compareBytes)) {
    const recorded = record.files[p] ?? {};
    const st = await lstatOrNull(p);
    if (!st || !st.isDirectory()) {
      drift.push({ path: p, missingFolder: true, modified: [], missing: Object.keys(recorded), extra: [] });
      continue;
    }
    const scan = await scanInstalled(p);
    const d: FolderDrift = { path: p, missingFolder: false, modified: [], missing: [], extra: [...scan.foreign] };
    for (const [rel, sha] of Object.entries(recorded)) {
      if (!(rel in scan.files)) d.missing.push(rel);
      else if (scan.files[rel] !== sha) d.modified.push(rel);
    }
    for (const rel of Object.keys(scan.files)) if (!(rel in recorded)) d.extra.push(rel);
    d.extra.sort(compareBytes);
    if (d.modified.length || d.missing.length || d.extra.length) drift.push(d);
  }
  return drift;
}
