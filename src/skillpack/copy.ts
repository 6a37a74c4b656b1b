import { readdir } from 'node:fs/promises';
import { mkdirSync, readFileSync, writeFileSync, copyFileSync, chmodSync, statSync, lstatSync, readdirSync, realpathSync } from 'node:fs';
import type { Dirent, Stats } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { sha256File } from '../core/hash.js';
import { compareBytes } from '../core/diagnostics.js';
import { isInside } from '../core/paths.js';
import { InvalidInputError, IoError, describeFsError } from '../core/errors.js';

/** Relative POSIX path → lowercase hex SHA-256 of the bytes, for every regular file. */
export type FileHashes = Record<string, string>;

export interface CopyResult {
  files: FileHashes;
  /** Relative paths of executable files (for the content hash). */
  executables: string[];
  bytes: number;
}

/** Files larger than this are copied by the kernel and hashed in a second read, not held in memory. */
const IN_MEMORY_LIMIT = 8 * 1024 * 1024;
const CONCURRENCY = 8;

async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

interface Plan {
  dirs: { rel: string; mode: number }[];
  files: { rel: string; src: string; mode: number; size: number }[];
}

/**
 * Lists what a skill folder holds with symlinks dereferenced (§5). With `containRoot`, every
 * symlink must resolve inside it (a remote repository cannot pull in the host's files). Loops,
 * dangling links, FIFOs and devices are errors naming the path.
 */
export async function planSkill(src: string, options: { containRoot: string | null; label: string }): Promise<Plan> {
  const plan: Plan = { dirs: [], files: [] };
  const realContain = options.containRoot ? realpathSync(options.containRoot) : null;
  const walk = async (dir: string, rel: string, chain: readonly string[]): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      throw new IoError(describeFsError(err, `${options.label}/${rel}`));
    }
    for (const e of entries) {
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      const full = path.join(dir, e.name);
      const shown = `${options.label}/${childRel}`;
      let st: Stats;
      if (e.isSymbolicLink()) {
        try {
          st = statSync(full);
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          throw new InvalidInputError(`${shown}: ${code === 'ENOENT' ? 'dangling symlink' : code === 'ELOOP' ? 'symlink loop' : describeFsError(err, shown)}`);
        }
        const real = realpathSync(full);
        if (realContain && !isInside(realContain, real)) throw new InvalidInputError(`${shown}: symlink leads out of the repository`);
        if (st.isDirectory()) {
          if (chain.some((c) => isInside(real, c))) throw new InvalidInputError(`${shown}: symlink loop (leads back to a folder above it)`);
          plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
          await walk(full, childRel, [...chain, real]);
          continue;
        }
      } else if (e.isDirectory()) {
        st = lstatSync(full);
        plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
        await walk(full, childRel, [...chain, path.join(chain[chain.length - 1], e.name)]);
        continue;
      } else {
        st = lstatSync(full);
      }
      if (!st.isFile()) throw new InvalidInputError(`${shown}: not a regular file, folder or symlink (FIFO, socket or device)`);
      plan.files.push({ rel: childRel, src: full, mode: st.mode & 0o777, size: st.size });
    }
  };
  let realSrc: string;
  try {
    realSrc = realpathSync(src);
  } catch (err) {
    throw new IoError(describeFsError(err, options.label));
  }
  if (realContain && !isInside(realContain, realSrc)) throw new InvalidInputError(`${options.label}: skill folder leads out of the repository`);
  await walk(src, '', [realSrc]);

  return plan;
}

/** Hashes a skill folder as copySkill would copy it, without copying (for `sp lock`). */
export async function hashSkill(src: string, options: { containRoot: string | null; label: string }): Promise<string> {
  const plan = await planSkill(src, options);
  const files: FileHashes = {};
  await pool(plan.files, CONCURRENCY, async (f) => {
    files[f.rel] = await sha256File(f.src);
  });
  return contentHash(files, plan.files.filter((f) => f.mode & 0o111).map((f) => f.rel));
}

/**
 * Copies a skill folder (see planSkill) with file modes kept, hashing each file as it is
 * written: one read and one write per file, like `cp`.
 */
export async function copySkill(src: string, dest: string, options: { containRoot: string | null; label: string }): Promise<CopyResult> {
  const plan = await planSkill(src, options);
  const rootMode = statSync(src).mode & 0o777;
  // Synchronous on purpose: for many small files the sync calls beat the promise API's
  // open/stat/read/close round trips through the thread pool (a CLI has nothing else to run).
  mkdirSync(dest, { mode: rootMode | 0o700 });
  for (const d of plan.dirs) mkdirSync(path.join(dest, ...d.rel.split('/')), { mode: d.mode | 0o700 });
  const umask = process.umask();
  const files: FileHashes = {};
  let bytes = 0;
  for (const f of plan.files) {
    const to = path.join(dest, ...f.rel.split('/'));
    try {
      if (f.size > IN_MEMORY_LIMIT) {
        copyFileSync(f.src, to);
        files[f.rel] = await sha256File(to);
        chmodSync(to, f.mode);
      } else {
        const data = readFileSync(f.src);
        files[f.rel] = createHash('sha256').update(data).digest('hex');
        writeFileSync(to, data, { mode: f.mode });
        if ((f.mode & ~umask) !== f.mode) chmodSync(to, f.mode);
      }
    } catch (err) {
      throw new IoError(describeFsError(err, `${options.label}/${f.rel}`));
    }
    bytes += f.size;
  }
  // Folder modes last: a read-only folder must be filled before it becomes read-only.
  for (const d of [...plan.dirs].reverse()) if ((d.mode | 0o700) !== d.mode || (d.mode & ~umask) !== d.mode) chmodSync(path.join(dest, ...d.rel.split('/')), d.mode);
  if ((rootMode | 0o700) !== rootMode || (rootMode & ~umask) !== rootMode) chmodSync(dest, rootMode);
  return { files: sortKeys(files), executables: plan.files.filter((f) => f.mode & 0o111).map((f) => f.rel).sort(compareBytes), bytes };
}

export function sortKeys<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => compareBytes(a, b)));
}

/**
 * One hash for a skill's content: SHA-256 over `<x|-> <sha256> <path>\n` lines in byte order.
 * Same files, same bytes, same executable bits → same hash, whatever the folder is called.
 */
export function contentHash(files: FileHashes, executables: readonly string[]): string {
  const exec = new Set(executables);
  const h = createHash('sha256');
  for (const rel of Object.keys(files).sort(compareBytes)) h.update(`${exec.has(rel) ? 'x' : '-'} ${files[rel]} ${rel}\n`);
  return h.digest('hex');
}

export interface TreeScan {
  files: FileHashes;
  /** Entries that a copy never produces: symlinks, FIFOs, devices (relative paths). */
  foreign: string[];
}

/** Hashes an installed folder without following symlinks (a symlink in the sink is never ours). */
export async function scanInstalled(dir: string): Promise<TreeScan> {
  const files: FileHashes = {};
  const foreign: string[] = [];
  const walk = async (d: string, rel: string): Promise<void> => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      const full = path.join(d, e.name);
      if (e.isDirectory()) await walk(full, childRel);
      else if (e.isFile()) files[childRel] = await sha256File(full);
      else foreign.push(childRel);
    }
  };
  await walk(dir, '');
  return { files: sortKeys(files), foreign: foreign.sort(compareBytes) };
}
