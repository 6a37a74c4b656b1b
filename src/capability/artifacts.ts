import { readdir, lstat } from 'node:fs/promises';
import path from 'node:path';
import { compareBytes } from '../core/diagnostics.js';
import { mimeFromName } from './mime.js';

export interface Artifact {
  path: string;
  type: 'file';
  mime?: string;
  size_bytes: number;
}

/** Bounds on the workspace walk, so a tool that writes a million files cannot stall the host. */
const MAX_ENTRIES = 20_000;
const MAX_DEPTH = 32;
const MAX_ARTIFACTS = 1000;

export type WorkspaceSnapshot = Map<string, string>;

/** Fingerprints every regular file in the workspace (size, mtime in ns, inode); symlinks are not followed. */
export async function snapshotWorkspace(root: string): Promise<WorkspaceSnapshot> {
  const snap: WorkspaceSnapshot = new Map();
  const walk = async (dir: string, rel: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH || snap.size >= MAX_ENTRIES) return;
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (snap.size >= MAX_ENTRIES) return;
      const r = rel ? `${rel}/${e.name}` : e.name;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await walk(full, r, depth + 1);
      else if (e.isFile()) {
        const st = await lstat(full, { bigint: true }).catch(() => null);
        if (st) snap.set(r, `${st.size}:${st.mtimeNs}:${st.ino}`);
      }
    }
  };
  await walk(root, '', 0);
  return snap;
}

/** Files created or changed between two snapshots, byte-order sorted (§8.3). */
export function diffArtifacts(before: WorkspaceSnapshot, after: WorkspaceSnapshot): Artifact[] {
  const out: Artifact[] = [];
  for (const [rel, print] of after) {
    if (before.get(rel) === print) continue;
    const a: Artifact = { path: rel, type: 'file', size_bytes: Number(print.split(':')[0]) };
    const mime = mimeFromName(rel);
    if (mime) a.mime = mime;
    out.push(a);
  }
  return out.sort((a, b) => compareBytes(a.path, b.path)).slice(0, MAX_ARTIFACTS);
}
