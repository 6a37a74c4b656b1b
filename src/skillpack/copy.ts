import { readdir } from 'node:fs/promises';
import { mkdirSync, chmodSync, statSync, lstatSync, readdirSync, realpathSync, openSync, closeSync, constants } from 'node:fs';
import type { Dirent, Stats } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { sha256File, sha256FileNoFollow } from '../core/hash.js';
import type { FileHasher, HashError } from '../core/file-hasher.js';
import { compareBytes } from '../core/diagnostics.js';
import { isInside } from '../core/paths.js';
import { InvalidInputError, IoError, describeFsError } from '../core/errors.js';
import { emptyRecord } from '../core/record.js';
import { controlCharacterError, foldName, notUtf8Error, quoteName, undecodableNames, windowsNameProblem } from './discover.js';
import { hasControlCharacter } from '../core/show-name.js';

// realpath(3) in one call; fs.realpathSync walks the path in JavaScript, an lstat per component.
const realpath = realpathSync.native;

/** Relative POSIX path → lowercase hex SHA-256 of the bytes, for every regular file. */
export type FileHashes = Record<string, string>;

const CONCURRENCY = 8;

async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface PlanOptions {
  /** Every symlink must resolve inside this folder (a remote checkout), or null. */
  containRoot: string | null;
  /** Shown in messages, e.g. `skills/a/b`. */
  label: string;
  /** Folder listings already read (by discovery), by path as walked: those are not read again. */
  listings?: ReadonlyMap<string, Dirent[]>;
  /** Stat each file for its mode (hashSkill needs it; a copy learns it from the hasher). */
  fileModes?: boolean;
  /** The sink being installed into: nothing may be copied out of sp's own copies there. */
  sink?: SinkCopies;
  /** The skill folder with symlinks resolved, when the caller has resolved it already (else resolved here). */
  realSrc?: string;
}

/**
 * A sink (`real`: its path with symlinks resolved) and the names of the folders sp installed or
 * is installing there (`copies`: each is `<real>/<name>`). A skill folder, or a folder symlink in
 * one, that leads into a copy or to a folder holding the sink would have each install copy the
 * copies made before it, nesting deeper every time.
 */
export interface SinkCopies {
  real: string;
  copies: ReadonlySet<string>;
}

/** The copy `real` lies in, or the sink when `real` holds it; null when it reaches neither. */
function reachedCopies(real: string, sink: SinkCopies): string | null {
  if (isInside(real, sink.real)) return sink.real;
  // Every copy sits directly in the sink: one name lookup, where comparing `real` with each copy
  // cost a path.relative per copy for every skill and folder symlink of an install.
  const below = sink.real.endsWith(path.sep) ? sink.real : `${sink.real}${path.sep}`;
  if (!real.startsWith(below)) return null;
  const end = real.indexOf(path.sep, below.length);
  const name = end === -1 ? real.slice(below.length) : real.slice(below.length, end);
  return sink.copies.has(name) ? `${below}${name}` : null;
}

function copiesError(shown: string, real: string, reached: string, sink: SinkCopies): InvalidInputError {
  const what = reached === sink.real ? `the sink ${sink.real} or a folder holding it` : `${reached}, a folder sp installed in the sink`;
  return new InvalidInputError(`${shown}: leads to ${real === reached ? '' : `${real}, `}${what}; each install would copy the copies made before it`);
}

interface Plan {
  dirs: { rel: string; mode: number }[];
  /** `mode`: permission bits of the file (a symlink's target), or -1 when not asked for. */
  files: { rel: string; src: string; mode: number }[];
}

/**
 * A control character (core/show-name's hasControlCharacter) or U+FFFD, which readdir puts in
 * place of bytes that are not UTF-8 (see undecodableNames).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_REPLACEMENT = /[\x00-\x1f\x7f-\x9f\uFFFD]/;

/** A `/`-separated relative path in the platform's form (names never hold a separator). */
const native = path.sep === '/' ? (rel: string) => rel : (rel: string) => rel.split('/').join(path.sep);

/**
 * Lists what a skill folder holds with symlinks dereferenced (§5). With `containRoot`, every
 * symlink must resolve inside it (a remote repository cannot pull in the host's files). Loops,
 * dangling links, FIFOs, devices, names with a control character and names Windows cannot
 * hold (windowsNameProblem) are errors naming the path. Synchronous: it is a few readdir and
 * lstat calls per folder, which the thread pool would only slow down.
 */
export function planSkill(src: string, options: PlanOptions): Plan {
  const plan: Plan = { dirs: [], files: [] };
  const realContain = options.containRoot ? realpath(options.containRoot) : null;
  const walk = (dir: string, rel: string, chain: readonly string[]): void => {
    let entries = options.listings?.get(dir);
    try {
      entries ??= readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      throw new IoError(describeFsError(err, `${options.label}/${rel}`));
    }
    assertNoFoldedTwins(entries, rel ? `${options.label}/${rel}` : options.label);
    let undecodable: ReadonlySet<string> | undefined;
    for (const e of entries) {
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      // Each file's path is a key of the install's record in state.json. One test of each name
      // finds both kinds of name refused; what it matched is told apart only for those.
      if (CONTROL_OR_REPLACEMENT.test(e.name)) {
        if (hasControlCharacter(e.name)) throw controlCharacterError(`${options.label}/${childRel}`);
        if ((undecodable ??= undecodableNames(dir)).has(e.name)) throw notUtf8Error(`${options.label}/${childRel}`);
      }
      const windows = windowsNameProblem(e.name);
      if (windows) throw new InvalidInputError(`${quoteName(`${options.label}/${childRel}`)}: the name ${windows}; rename it`);
      const full = `${dir}${path.sep}${e.name}`;
      if (e.isFile()) {
        // The common case, decided by the listing's type alone.
        plan.files.push({ rel: childRel, src: full, mode: options.fileModes ? lstatNamed(full, `${options.label}/${childRel}`).mode & 0o777 : -1 });
        continue;
      }
      const shown = `${options.label}/${childRel}`;
      let st: Stats;
      if (e.isSymbolicLink()) {
        try {
          st = statSync(full);
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          throw new InvalidInputError(`${shown}: ${code === 'ENOENT' ? 'dangling symlink' : code === 'ELOOP' ? 'symlink loop' : describeFsError(err, shown)}`);
        }
        const real = realpath(full);
        if (realContain && !isInside(realContain, real)) throw new InvalidInputError(`${shown}: symlink leads out of the repository`);
        if (st.isDirectory()) {
          if (chain.some((c) => isInside(real, c))) throw new InvalidInputError(`${shown}: symlink loop (leads back to a folder above it)`);
          const reached = options.sink && reachedCopies(real, options.sink);
          if (reached) throw copiesError(shown, real, reached, options.sink!);
          plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
          walk(full, childRel, [...chain, real]);
          continue;
        }
      } else if (e.isDirectory()) {
        st = lstatNamed(full, shown);
        plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
        walk(full, childRel, [...chain, path.join(chain[chain.length - 1], e.name)]);
        continue;
      } else {
        st = lstatNamed(full, shown);
      }
      if (!st.isFile()) throw new InvalidInputError(`${shown}: not a regular file, folder or symlink (FIFO, socket or device)`);
      plan.files.push({ rel: childRel, src: full, mode: st.mode & 0o777 });
    }
  };
  let realSrc: string;
  try {
    realSrc = options.realSrc ?? realpath(src);
  } catch (err) {
    throw new IoError(describeFsError(err, options.label));
  }
  if (realContain && !isInside(realContain, realSrc)) throw new InvalidInputError(`${options.label}: skill folder leads out of the repository`);
  const reached = options.sink && reachedCopies(realSrc, options.sink);
  if (reached) throw copiesError(options.label, realSrc, reached, options.sink!);
  walk(path.resolve(src), '', [realSrc]);

  return plan;
}

/** lstat; an entry gone since the listing is an error naming it. */
function lstatNamed(full: string, shown: string): Stats {
  try {
    return lstatSync(full);
  } catch (err) {
    throw new IoError(describeFsError(err, shown));
  }
}

/**
 * Two entries of one folder whose names differ only in case or Unicode normalisation (`Notes.md`
 * and `notes.md`) are one file on macOS and Windows: a copy there keeps one of them, and the
 * hashes recorded would describe files the sink does not hold. Refused on every platform, so a
 * pack installs the same everywhere (as install names that fold alike are, see resolve.ts).
 */
function assertNoFoldedTwins(entries: readonly Dirent[], shownDir: string): void {
  if (entries.length < 2) return;
  const seen = new Map<string, string>();
  for (const e of entries) {
    const folded = foldName(e.name);
    const twin = seen.get(folded);
    if (twin !== undefined) throw new InvalidInputError(`${shownDir}: ${quoteName(twin)} and ${quoteName(e.name)} differ only in case or Unicode normalisation: one file on macOS and Windows (rename one)`);
    seen.set(folded, e.name);
  }
}

/**
 * Fails as copySkill would, without copying (a dry run): the walk's checks (dangling symlinks,
 * FIFOs, names, containment) and every file opened for reading once.
 */
export function assertCopyable(src: string, options: PlanOptions): void {
  for (const f of planSkill(src, { ...options, fileModes: false }).files) {
    try {
      closeSync(openSync(f.src, constants.O_RDONLY));
    } catch (err) {
      throw new IoError(describeFsError(err, `${options.label}/${f.rel}`));
    }
  }
}

/** Hashes a skill folder as copySkill would copy it, without copying (for `sp lock` and a dry run). */
export async function hashSkill(src: string, options: PlanOptions): Promise<string> {
  const plan = planSkill(src, { ...options, fileModes: true });
  // A skill may hold a file named `__proto__` or `constructor` (see emptyRecord).
  const files = emptyRecord<string>();
  await pool(plan.files, CONCURRENCY, async (f) => {
    try {
      files[f.rel] = await sha256File(f.src);
    } catch (err) {
      throw new IoError(describeFsError(err, `${options.label}/${f.rel}`));
    }
  });
  return contentHash(files, plan.files.filter((f) => f.mode & 0o111).map((f) => f.rel));
}

/** A staged copy's file hashes, and its content hash as `sp lock` records it (see contentHash). */
export interface StagedFiles {
  files: FileHashes;
  contentHash: string;
  /** Files with an executable bit, sorted: the content hash counts the bit, so state keeps it too. */
  executables: string[];
}

/**
 * Copies a skill folder (see planSkill) into `dest`, which must not exist, with permission
 * bits kept. Makes the folders now and queues the files with the hasher, which copies and
 * hashes them; finish() waits for (or does) that work, gives the files' hashes and completes
 * the folder.
 *
 * Each file is copied by the kernel (a reflink where the filesystem has them, else
 * copy_file_range), so no byte passes through JavaScript, as with `cp`. With a worker-backed
 * hasher the worker copies the skills queued first while the calling thread, in finish(),
 * copies those queued last. The hash is of the *copy*, read back right after it is written:
 * the recorded hash is of the bytes that were installed, even if the source changes meanwhile.
 *
 * The staging folder stays private (0700) until its files are hashed and any setuid, setgid
 * or sticky bit the copy took from its source is dropped (a copy of a skill has no use for
 * them); only then does it get the source folder's mode.
 *
 * No fsync: a folder becomes visible only by the rename after every copy is written, so a
 * killed process leaves the old folder or the new one, never half of one (a power loss is
 * not covered; syncing every file would cost more than the whole copy).
 */
export function copySkill(src: string, dest: string, options: PlanOptions, hasher: FileHasher): { finish(): StagedFiles } {
  const plan = planSkill(src, { ...options, fileModes: false });
  const rootMode = statSync(src).mode & 0o777;
  // Synchronous on purpose: for many small folders the sync calls beat the promise API's
  // round trips through the thread pool (a CLI has nothing else to run meanwhile).
  try {
    mkdirSync(dest, { mode: 0o700 });
  } catch (err) {
    // A read-only sink, a full disk: the message names the sink, not only the staging folder.
    throw new IoError(`sink ${describeFsError(err, path.dirname(dest))} (making ${path.basename(dest)})`);
  }
  for (const d of plan.dirs) {
    const to = `${dest}${path.sep}${native(d.rel)}`;
    try {
      mkdirSync(to, { mode: d.mode | 0o700 });
    } catch (err) {
      throw new IoError(describeFsError(err, to));
    }
  }
  const copies = plan.files.map((f) => `${dest}${path.sep}${native(f.rel)}`);
  const ticket = hasher.copyThenHash(
    plan.files.map((f) => f.src),
    copies,
  );
  const finish = (): StagedFiles => {
    let at = options.label;
    try {
      const hashed = hasher.take(ticket);
      const out = emptyRecord<string>();
      const executables: string[] = [];
      for (const [i, f] of plan.files.entries()) {
        at = `${options.label}/${f.rel}`;
        if (hashed[i].mode & 0o7000) chmodSync(copies[i], hashed[i].mode & 0o777);
        if (hashed[i].mode & 0o111) executables.push(f.rel);
        out[f.rel] = hashed[i].sha256;
      }
      const umask = process.umask();
      // Folder modes once every file is in: a read-only folder must be filled first.
      for (const d of [...plan.dirs].reverse()) {
        at = `${options.label}/${d.rel}`;
        if ((d.mode | 0o700) !== d.mode || (d.mode & ~umask) !== d.mode) chmodSync(`${dest}${path.sep}${native(d.rel)}`, d.mode);
      }
      at = options.label;
      chmodSync(dest, rootMode);
      return { files: sortKeys(out), contentHash: contentHash(out, executables), executables: executables.sort(compareBytes) };
    } catch (err) {
      const index = (err as Partial<HashError>).index;
      throw new IoError(describeFsError(err, index === undefined ? at : `${options.label}/${plan.files[index]?.rel ?? ''}`));
    }
  };
  return { finish };
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
  /** Files with any executable bit set, sorted. */
  executables: string[];
  /** Entries that a copy never produces: symlinks, FIFOs, devices (relative paths). */
  foreign: string[];
}

/** Hashes an installed folder without following symlinks (a symlink in the sink is never ours). */
export async function scanInstalled(dir: string): Promise<TreeScan> {
  const files = emptyRecord<string>();
  const executables: string[] = [];
  const foreign: string[] = [];
  const regular: { full: string; rel: string }[] = [];
  const walk = async (d: string, rel: string): Promise<void> => {
    const entries = await readdir(d, { withFileTypes: true });
    let undecodable: ReadonlySet<string> | undefined;
    for (const e of entries) {
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      const full = path.join(d, e.name);
      // A name that is not UTF-8 reaches nothing as a path (see undecodableNames): a copy never
      // makes one, so it is foreign, like a symlink.
      if (e.name.includes('\uFFFD') && (undecodable ??= undecodableNames(d)).has(e.name)) foreign.push(childRel);
      else if (e.isDirectory()) await walk(full, childRel);
      else if (e.isFile()) regular.push({ full, rel: childRel });
      else foreign.push(childRel);
    }
  };
  await walk(dir, '');
  await pool(regular, CONCURRENCY, async ({ full, rel }) => {
    const { sha256, mode } = await sha256FileNoFollow(full);
    files[rel] = sha256;
    if (mode & 0o111) executables.push(rel);
  });
  return { files: sortKeys(files), executables: executables.sort(compareBytes), foreign: foreign.sort(compareBytes) };
}
