import { rm } from 'node:fs/promises';
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Error codes of a delete or move refused for want of write permission. */
export function isPermissionDenied(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException)?.code;
  return code === 'EACCES' || code === 'EPERM';
}

/** Gives the owner full access to every folder of a tree; symlinks are not followed. */
function openFolders(p: string): void {
  const st = lstatSync(p);
  if (!st.isDirectory()) return;
  if ((st.mode & 0o700) !== 0o700) chmodSync(p, (st.mode & 0o7777) | 0o700);
  for (const name of readdirSync(p)) openFolders(path.join(p, name));
}

/**
 * `rm -rf` for a tree this program made, including folders it copied read-only (a skill from
 * a read-only source keeps its folder modes, and a file in a read-only folder cannot be
 * unlinked): when the delete is refused, the tree's own folders are opened to their owner and
 * the delete runs again. Nothing outside the tree changes mode.
 */
export async function removeTree(p: string): Promise<void> {
  try {
    await rm(p, { recursive: true, force: true });
  } catch (err) {
    if (!isPermissionDenied(err)) throw err;
    openFolders(p);
    await rm(p, { recursive: true, force: true });
  }
}
