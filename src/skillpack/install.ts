import { realpath, rename, cp } from 'node:fs/promises';
import { chmodSync, readdirSync, realpathSync, renameSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { lstatOrNull, lstatOrNullSync } from '../core/read.js';
import { isInside, realPathSoFar } from '../core/paths.js';
import { compareBytes } from '../core/diagnostics.js';
import { InvalidInputError, IoError, UnsafePathError, describeFsError } from '../core/errors.js';
import { assertCopyable, contentHash, copySkill, hashSkill, scanInstalled, type FileHashes, type PlanOptions, type SinkCopies, type StagedFiles } from './copy.js';
import { fileHasher, type FileHasher } from '../core/file-hasher.js';
import { findRecord, loadState, notInstalledError, putRecord, removeRecord, saveState, withSinkLock, withStateLock, type ImportRecord, type InstallRecord, type State, type StateLockOptions } from './state.js';
import type { SkillpackHome } from './home.js';
import { STAGING_PREFIX, OLD_PREFIX, SINK_LOCK, installNameProblem, skillLabel, type Resolution, type SelectedSkill } from './resolve.js';
import { makeDirs } from '../core/make-dirs.js';
import { isPermissionDenied, removeTree } from '../core/remove-tree.js';


export interface Change {
  /** Installed folder name. */
  name: string;
  path: string;
}

export interface BackedUp {
  path: string;
  to: string;
}

export interface InstallResult {
  sink: string;
  sinkPath: string;
  pack: string;
  dryRun: boolean;
  /** New folders. */
  added: Change[];
  /** Folders replaced with different content. */
  updated: Change[];
  /** Folders replaced with identical content. */
  unchanged: Change[];
  /** Folders of an earlier install that are no longer selected. */
  removed: Change[];
  /** Locally edited folders moved to the backup folder before being replaced or removed. */
  backedUp: BackedUp[];
  /** The resolved imports, on a dry run too (which has no record). */
  imports: ImportRecord[];
  record: InstallRecord | null;
}

export interface InstallContext {
  home: SkillpackHome;
  sink: string;
  sinkPath: string;
  dryRun: boolean;
  /** The time written into state and backup folder names. */
  now: Date;
  lock?: StateLockOptions;
  /**
   * Copies and hashes the staged files; pass one made early (fileHasher()) so its worker boots while
   * the pack is read. The caller closes it. Default: one made (and closed) here.
   */
  hasher?: FileHasher;
  /**
   * `--locked`: each skill's locked content hash by install name, checked against its staged
   * copy before anything in the sink changes; `mismatch` makes the error.
   */
  expectContent?: { hashes: ReadonlyMap<string, string>; mismatch(skill: SelectedSkill): Error };
}

/**
 * Refuses to delete anything but a folder that sits directly in the sink and stays there after
 * resolving symlinks (§7 "any delete operation must refuse paths outside sink_path").
 */
function assertDeletable(p: string, sinkPath: string, realSink: string | null, pack: string): void {
  const why = (reason: string) => new UnsafePathError(`${p}: refusing to delete it for pack '${pack}': ${reason}`);
  if (!path.isAbsolute(p) || path.resolve(p) !== p) throw why('the state file records it as a non-absolute or non-normalised path');
  if (path.dirname(p) !== sinkPath) throw why(`it is not a folder directly inside the sink ${sinkPath} (state file edited?)`);
  const st = lstatOrNullSync(p);
  if (!st || realSink === null) return;
  let real: string;
  try {
    real = realpathSync(p);
  } catch {
    if (st.isSymbolicLink()) throw why('it is a dangling symlink, which sp never creates');
    throw new IoError(`${p}: cannot resolve`);
  }
  if (!isInside(realSink, real) || real === realSink) throw why(`it resolves to ${real}, outside the sink`);
  if (st.isSymbolicLink()) throw why('it is a symlink, which sp never creates');
}

/**
 * Whether an installed folder differs from what was recorded when it was copied. Anything that
 * cannot be compared (a file where the folder was, a subfolder it cannot read) counts as
 * edited, so it goes to the backup folder rather than being deleted. `replacement` gives the
 * content hash (see contentHash) of what is about to replace the folder: a folder that already
 * holds exactly that loses nothing by being replaced, so it does not count as edited (a run
 * killed once it renamed a copy in leaves such a folder, with state still recording the old
 * copy's hashes, or none for a new one).
 */
async function editedLocally(p: string, record: InstallRecord | undefined, replacement?: () => Promise<string>): Promise<boolean> {
  if ((!record?.files[p] && !replacement) || !(await lstatOrNull(p))?.isDirectory()) return true;
  let scan: Awaited<ReturnType<typeof scanInstalled>>;
  try {
    scan = await scanInstalled(p);
  } catch {
    return true;
  }
  if (scan.foreign.length > 0) return true;
  if (matchesRecord(record, p, scan.files, scan.executables)) return false;
  return !replacement || contentHash(scan.files, scan.executables) !== (await replacement());
}

/**
 * Whether these files are what the record says was installed at `p`: same bytes and, when the
 * state recorded them, the same executable bits (the lock's content hash counts the bit, so a
 * chmod is a change). State written before sp recorded modes leaves only the bytes to compare.
 */
function matchesRecord(record: InstallRecord | undefined, p: string, files: FileHashes, executables: readonly string[]): boolean {
  const recorded = record?.files[p];
  if (!recorded) return false;
  const keys = Object.keys(recorded);
  if (keys.length !== Object.keys(files).length || !keys.every((k) => recorded[k] === files[k])) return false;
  const exec = record!.executables;
  if (exec === undefined) return true;
  const was = exec[p] ?? [];
  return was.length === executables.length && was.every((x, i) => x === executables[i]);
}

/**
 * `path.join(sinkPath, name)` for a name that is one path segment (installNameProblem): a
 * string join, as normalising each path costs more than it is worth for hundreds of skills.
 */
function inSink(sinkPath: string, name: string): string {
  return sinkPath.endsWith(path.sep) ? `${sinkPath}${name}` : `${sinkPath}${path.sep}${name}`;
}

function renameIn(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (err) {
    throw new IoError(describeFsError(err, to));
  }
}

/**
 * Deletes a folder of the sink that sp owns and nobody edited. It is renamed aside first, to a
 * staging name (which the next run deletes, should this one be killed): a sink that refuses
 * changes (read-only) then fails before anything is deleted, never leaving half a folder.
 */
async function removeOwned(p: string): Promise<void> {
  const aside = path.join(path.dirname(p), `${STAGING_PREFIX}${randomBytes(4).toString('hex')}.${path.basename(p)}`);
  try {
    renameSync(p, aside);
  } catch (err) {
    throw new IoError(`sink ${describeFsError(err, path.dirname(p))} (removing ${path.basename(p)})`);
  }
  await removeAside(aside, p);
}

/** Deletes a folder renamed aside for `p` (by removeOwned or a swap). */
async function removeAside(aside: string, p: string): Promise<void> {
  try {
    await removeTree(aside);
  } catch (err) {
    throw new IoError(`${describeFsError(err, aside)} (the old copy of ${path.basename(p)}; the next sp run deletes it)`);
  }
}

function stamp(now: Date): string {
  return now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
}

/**
 * rename(2), for a folder that may be read-only: moving a folder to another parent rewrites
 * its `..` entry, which needs write permission on the folder itself, so a read-only one is
 * opened for the move and gets its mode back after.
 */
async function moveFolder(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    const st = isPermissionDenied(err) ? await lstatOrNull(from) : null;
    if (!st?.isDirectory() || (st.mode & 0o200) !== 0) throw err;
    chmodSync(from, (st.mode & 0o7777) | 0o200);
    try {
      await rename(from, to);
    } finally {
      chmodSync(lstatOrNullSync(to) ? to : from, st.mode & 0o7777);
    }
  }
}

/**
 * Where backup() moves `p`: `<home>/backup/<time>/<sink>/<name>`, with a `.2`, `.3` … suffix
 * when that is taken. The dry run reports the same path.
 */
async function backupPath(p: string, ctx: InstallContext): Promise<string> {
  const dir = path.join(ctx.home.backupDir, stamp(ctx.now), ctx.sink);
  let to = path.join(dir, path.basename(p));
  for (let n = 2; await lstatOrNull(to); n++) to = path.join(dir, `${path.basename(p)}.${n}`);
  return to;
}

/**
 * Whether a skill whose content hashes to `hash` (a staged copy's, or the source's in a dry
 * run) is what the record says was installed at `p`, by the content hash `sp lock` and
 * hashSkill compute: the one test for unchanged or updated.
 */
function unchangedSince(record: InstallRecord | undefined, p: string, hash: string): boolean {
  const files = record?.files[p];
  // State written before sp recorded executable bits cannot give the hash.
  if (!files || record!.executables === undefined) return false;
  return hash === contentHash(files, record!.executables[p] ?? []);
}

/** Moves an edited folder to `<home>/backup/<time>/<sink>/<name>` (copy + delete across filesystems). */
async function backup(p: string, ctx: InstallContext): Promise<string> {
  const to = await backupPath(p, ctx);
  try {
    makeDirs(path.dirname(to));
  } catch (err) {
    throw new IoError(`${describeFsError(err, path.dirname(to))} (backing up ${p})`);
  }
  try {
    await moveFolder(p, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw new IoError(describeFsError(err, p));
    try {
      await cp(p, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    } catch (copyErr) {
      throw new IoError(`${describeFsError(copyErr, to)} (backing up ${p})`);
    }
    await removeOwned(p);
  }
  return to;
}

/** sp's own temporary folders (STAGING_PREFIX, OLD_PREFIX): 8 hex digits of one run's tag, a dot, the install name. */
const LEFTOVER = /^\.skillpack-(tmp|old)\.[0-9a-f]{8}\.(.+)$/s;

/**
 * Finishes what a killed run left in the sink: staging folders are deleted; a folder moved
 * aside for replacement is put back when its replacement never arrived, else deleted. Only
 * names exactly as sp makes them (`.skillpack-tmp.<8 hex>.<name>`, `.skillpack-old.<8 hex>.<name>`)
 * are touched, and a folder moved aside only when state records `<name>` for this sink (sp
 * claims it before moving it): a user's `.skillpack-tmp.notes` or `.skillpack-old.x` is not ours.
 * Called only under the sink's lock (withSinkLock), so no run that is still going owns them.
 */
export async function recoverSink(sinkPath: string, owned: ReadonlySet<string>): Promise<void> {
  let names: string[];
  try {
    names = readdirSync(sinkPath);
  } catch {
    return;
  }
  for (const n of names) {
    const m = LEFTOVER.exec(n);
    if (!m || installNameProblem(m[2])) continue;
    const full = path.join(sinkPath, n);
    try {
      if (m[1] === 'tmp') {
        await removeTree(full);
        continue;
      }
      const target = path.join(sinkPath, m[2]);
      if (!owned.has(target)) continue;
      if (!(await lstatOrNull(target))) await rename(full, target);
      else await removeTree(full);
    } catch (err) {
      throw new IoError(`${describeFsError(err, full)} (left by an sp run that was killed; move it away)`);
    }
  }
}

/** Every path state records in this sink, whichever pack: what recoverSink may put back. */
function ownedInSink(state: State, sinkPath: string): Set<string> {
  return new Set(state.installs.filter((r) => r.sink_path === sinkPath).flatMap((r) => r.installed_paths));
}

/**
 * The names of sp's copies in the sink: what state records there (whichever pack) and what this
 * install makes. A recorded path not directly in the sink is no copy of sp's (assertDeletable
 * refuses it).
 */
function copyNames(state: State, sinkPath: string, skills: readonly SelectedSkill[]): Set<string> {
  const names = new Set(skills.map((s) => s.installName));
  for (const p of ownedInSink(state, sinkPath)) if (path.dirname(p) === sinkPath) names.add(path.basename(p));
  return names;
}

/**
 * Each skill folder with symlinks resolved, by its path as reached: the sink checks and the copy
 * (planSkill's `realSrc`) both need it, and for hundreds of skills one realpath each is enough.
 * A folder that cannot be resolved is left out; planSkill names the error.
 */
function realSkillDirs(skills: readonly SelectedSkill[]): Map<string, string> {
  const reals = new Map<string, string>();
  for (const s of skills) {
    try {
      reals.set(s.dir, realpathSync.native(s.dir));
    } catch {
      // planSkill resolves it again and reports why it cannot.
    }
  }
  return reals;
}

/**
 * Refuses a sink inside a folder the pack's skills come from (`--path skills`, say): the
 * copies would be discovered as skills of the pack, and each install would nest them deeper.
 * The same for a folder symlink under `skills/` that leads to the sink or a folder holding it
 * (`skills/vendor -> ~/.claude/skills`): the copies would be found through it.
 */
function assertSinkOutsideSources(sinkPath: string, sink: string, sourceRoots: readonly string[], skills: readonly SelectedSkill[], realDirs: ReadonlyMap<string, string>): void {
  for (const root of sourceRoots) {
    if (isInside(realPathSoFar(root), sink)) throw new InvalidInputError(`${sinkPath}: the sink is inside ${root}, where this pack's skills come from; the copies would become skills of the pack (choose a --path outside it)`);
  }
  // Each folder on the way from skills/ to a local skill, once: only a symlink among them can
  // lead outside skills/, and so to the sink.
  const seen = new Set<string>();
  for (const s of skills) {
    if (s.source !== 'local') continue;
    const top = s.dir.slice(0, s.dir.length - s.id.length - 1);
    const parts = s.id.split('/');
    for (let n = 1; n <= parts.length; n++) {
      const id = parts.slice(0, n).join('/');
      if (seen.has(id)) continue;
      seen.add(id);
      const real = (n === parts.length ? realDirs.get(s.dir) : undefined) ?? realPathSoFar(path.join(top, id));
      if (isInside(real, sink)) throw new InvalidInputError(`skills/${id}: leads to ${real}, the sink ${sinkPath} or a folder holding it; the copies installed there would be found as skills of the pack, nesting deeper each install (choose another --path, or remove the symlink)`);
    }
  }
}

/**
 * Refuses a sink that is sp's own folder (`--path ~/.skillpack`) or inside its import cache or
 * backup folder: skill folders would sit among state.json, the import checkouts (which the next
 * fetch may clean out) or the backups. A sink merely below SKILLPACK_HOME is allowed, as that
 * may be set to a folder that holds the agents' folders too.
 */
function assertSinkOutsideHome(sinkPath: string, sink: string, home: SkillpackHome): void {
  const isHome = sink === realPathSoFar(home.dir);
  const inOwn = isHome ? home.dir : [home.cacheDir, home.backupDir].find((dir) => isInside(realPathSoFar(dir), sink));
  if (inOwn) throw new InvalidInputError(`${sinkPath}: the sink is ${isHome ? '' : 'inside '}${inOwn}, where sp keeps its own files (choose a --path outside it)`);
}

/** The state lock's wait (SKILLPACK_LOCK_TIMEOUT), for the sink's lock, whose message names the sink. */
function sinkLockOptions(ctx: InstallContext): StateLockOptions {
  return { ...ctx.lock, busy: `is installing or uninstalling in ${ctx.sinkPath}` };
}

async function prepareSink(sinkPath: string): Promise<string> {
  try {
    makeDirs(sinkPath);
    return realpathSync(sinkPath);
  } catch (err) {
    throw new IoError(`sink ${describeFsError(err, sinkPath)}`);
  }
}

/**
 * Installs a resolved pack into a sink (§5, §8.4) under the state lock and the sink's lock:
 *  1. every destination must be absent or owned by this `(sink_path, pack)`; every old path to
 *     delete must pass the containment check — all before anything changes;
 *  2. every skill is copied into a staging folder beside its destination;
 *  3. state records old ∪ new as this pack's (so a crash leaves nothing unowned);
 *  4. old paths no longer selected are removed; each destination is swapped in by rename
 *     (old moved aside, new renamed in, old deleted) — edited folders go to the backup folder;
 *  5. state records exactly the new paths, with their hashes.
 */
export async function installPack(resolution: Resolution, ctx: InstallContext): Promise<InstallResult> {
  const run = async (): Promise<InstallResult> => {
    const state = await loadState(ctx.home.stateFile);
    const pack = resolution.pack;
    const sinkPath = ctx.sinkPath;
    const previous = findRecord(state, sinkPath, pack.name);
    const owned = new Set(previous?.installed_paths ?? []);
    const otherOwners = new Map<string, string>();
    for (const r of state.installs) if (r !== previous && r.sink_path === sinkPath) for (const p of r.installed_paths) otherOwners.set(p, r.pack);

    // The sink as far as it exists (a first install makes it later), resolved once for every check.
    const sinkReal = realPathSoFar(sinkPath);
    const realDirs = realSkillDirs(resolution.skills);
    assertSinkOutsideSources(sinkPath, sinkReal, resolution.sourceRoots, resolution.skills, realDirs);
    assertSinkOutsideHome(sinkPath, sinkReal, ctx.home);
    // How each skill is read: nothing may come out of sp's own copies in this sink.
    const sinkCopies: SinkCopies = { real: sinkReal, copies: copyNames(state, sinkPath, resolution.skills) };
    const planOptions = (s: SelectedSkill): PlanOptions => ({ containRoot: s.containRoot, label: skillLabel(s), listings: s.listings, sink: sinkCopies, realSrc: realDirs.get(s.dir) });
    const realSink = ctx.dryRun ? await realpath(sinkPath).catch(() => null) : await prepareSink(sinkPath);
    // The rest under the sink's lock: what recoverSink finds there is then no live run's.
    const place = async (held: boolean): Promise<InstallResult> => {
      // Unlocked (a dry run, a read-only sink) nothing is finished: a leftover may be a live run's.
      if (held) await recoverSink(sinkPath, ownedInSink(state, sinkPath));

      const result: InstallResult = { sink: ctx.sink, sinkPath, pack: pack.name, dryRun: ctx.dryRun, added: [], updated: [], unchanged: [], removed: [], backedUp: [], imports: importRecords(resolution), record: null };
      const targets = resolution.skills.map((s) => ({ skill: s, path: inSink(sinkPath, s.installName) }));
      const newPaths = new Set(targets.map((t) => t.path));
      for (const t of targets) {
        const other = otherOwners.get(t.path);
        if (other) throw new InvalidInputError(`${t.path}: already installed by pack '${other}' in this sink; skills of two packs cannot share a folder (change install.prefix)`);
        const st = lstatOrNullSync(t.path);
        if (st && !owned.has(t.path)) throw new InvalidInputError(`${t.path}: exists but was not installed by pack '${pack.name}' (state has no record of it); move it away or change install.prefix — sp never replaces folders it does not own`);
        if (st) assertDeletable(t.path, sinkPath, realSink, pack.name);
      }
      const stale = [...owned].filter((p) => !newPaths.has(p)).sort(compareBytes);
      for (const p of stale) assertDeletable(p, sinkPath, realSink, pack.name);

      if (ctx.dryRun) {
        // What the real run would report: an owned folder is unchanged when the source hashes as
        // the record does (the same test as the real run's, on the source rather than the staged
        // copy; with --locked, the hash the lock expects), and one edited locally would go to the
        // backup folder first. In the real run's order: what is dropped, then each skill.
        for (const p of stale) {
          if (!lstatOrNullSync(p)) continue;
          if (await editedLocally(p, previous)) result.backedUp.push({ path: p, to: await backupPath(p, ctx) });
          result.removed.push({ name: path.basename(p), path: p });
        }
        for (const t of targets) {
          const change = { name: t.skill.installName, path: t.path };
          const options = planOptions(t.skill);
          const locked = ctx.expectContent?.hashes.get(t.skill.installName);
          let hashed: Promise<string> | undefined;
          const source = () => (hashed ??= locked !== undefined ? Promise.resolve(locked) : hashSkill(t.skill.dir, options));
          const added = !(owned.has(t.path) && lstatOrNullSync(t.path));
          const edited = !added && (await editedLocally(t.path, previous, source));
          // The source is hashed (read whole) only to compare with state; where it is not, a file
          // the real run could not copy must still fail here.
          if (added || edited || locked !== undefined) assertCopyable(t.skill.dir, options);
          if (added || edited) {
            if (edited) result.backedUp.push({ path: t.path, to: await backupPath(t.path, ctx) });
            (added ? result.added : result.updated).push(change);
            continue;
          }
          (unchangedSince(previous, t.path, await source()) ? result.unchanged : result.updated).push(change);
        }
        return result;
      }

      // 2. Stage every copy first: a broken skill (dangling symlink, FIFO) fails before any change.
      // The hasher's worker and this thread copy and hash the skills between them (see copySkill).
      const staged: { t: (typeof targets)[number]; stage: string; files: FileHashes; executables: string[]; contentHash: string }[] = [];
      const copies: { finish(): StagedFiles }[] = [];
      const hasher = ctx.hasher ?? fileHasher();
      try {
        const tag = randomBytes(4).toString('hex');
        for (const t of targets) {
          const stage = inSink(sinkPath, `${STAGING_PREFIX}${tag}.${t.skill.installName}`);
          staged.push({ t, stage, files: {}, executables: [], contentHash: '' });
          copies.push(copySkill(t.skill.dir, stage, planOptions(t.skill), hasher));
        }
        // Everything is queued; the first finish() copies and hashes what the worker has not reached.
        for (const [i, c] of copies.entries()) {
          const { files, contentHash, executables } = c.finish();
          const skill = staged[i].t.skill;
          if (ctx.expectContent && ctx.expectContent.hashes.get(skill.installName) !== contentHash) throw ctx.expectContent.mismatch(skill);
          staged[i].files = files;
          staged[i].executables = executables;
          staged[i].contentHash = contentHash;
        }
      } catch (err) {
        // Stop the worker before deleting the staged files it may be reading.
        await hasher.close();
        for (const s of staged) await removeTree(s.stage);
        throw err;
      } finally {
        if (!ctx.hasher) await hasher.close();
      }

      const files: Record<string, FileHashes> = {};
      const executables: Record<string, string[]> = {};
      let current: State;
      try {
        // 3. Claim old ∪ new before touching the sink.
        const pending: InstallRecord = {
          ...(previous ?? recordBase(resolution, ctx)),
          installed_paths: [...new Set([...owned, ...newPaths])].sort(compareBytes),
          files: previous?.files ?? {},
        };
        current = putRecord(state, pending);
        await saveState(ctx.home.stateFile, current);

        // 4. Remove what is no longer selected, then swap each staged copy in.
        for (const p of stale) {
          if (!(await lstatOrNull(p))) continue;
          if (await editedLocally(p, previous)) result.backedUp.push({ path: p, to: await backup(p, ctx) });
          else await removeOwned(p);
          result.removed.push({ name: path.basename(p), path: p });
        }
        // Synchronous renames: one system call each, where a promise per folder would wait on the
        // thread pool twice.
        for (const { t, stage, files: hashes, executables: exec, contentHash: stagedHash } of staged) {
          files[t.path] = hashes;
          if (exec.length > 0) executables[t.path] = exec;
          const change = { name: t.skill.installName, path: t.path };
          if (lstatOrNullSync(t.path)) {
            if (await editedLocally(t.path, previous, async () => stagedHash)) {
              result.backedUp.push({ path: t.path, to: await backup(t.path, ctx) });
              renameIn(stage, t.path);
              // The local edit is undone: the folder changed, whatever the source did.
              result.updated.push(change);
              continue;
            } else {
              const aside = path.join(sinkPath, `${OLD_PREFIX}${randomBytes(4).toString('hex')}.${t.skill.installName}`);
              renameIn(t.path, aside);
              renameIn(stage, t.path);
              await removeAside(aside, t.path);
            }
            (unchangedSince(previous, t.path, stagedHash) ? result.unchanged : result.updated).push(change);
          } else {
            renameIn(stage, t.path);
            result.added.push(change);
          }
        }
      } catch (err) {
        // A state file that cannot be written, a backup folder that cannot be made: the copies
        // not yet renamed in are deleted now rather than left in the sink for the next run.
        for (const s of staged) await removeTree(s.stage).catch(() => undefined);
        throw err;
      }

      // 5. Exactly the new paths.
      const record: InstallRecord = { ...recordBase(resolution, ctx), installed_paths: [...newPaths].sort(compareBytes), files: sortedRecord(files), executables: sortedRecord(executables) };
      current = putRecord(current, record);
      await saveState(ctx.home.stateFile, current);
      result.record = record;
      return result;
    };
    return ctx.dryRun ? place(false) : withSinkLock(inSink(sinkPath, SINK_LOCK), place, sinkLockOptions(ctx));
  };
  return ctx.dryRun ? run() : withStateLock(ctx.home.lockFile, run, ctx.lock);
}

function sortedRecord<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => compareBytes(a, b)));
}

function importRecords(resolution: Resolution): ImportRecord[] {
  return resolution.imports.map((i) => ({ repo: i.repo, ref: i.ref, commit: i.commit }));
}

function recordBase(resolution: Resolution, ctx: InstallContext): InstallRecord {
  const pack = resolution.pack;
  return {
    sink: ctx.sink,
    sink_path: ctx.sinkPath,
    pack: pack.name,
    pack_file: pack.file,
    prefix: pack.install.prefix,
    sep: pack.install.sep,
    flatten: pack.install.flatten,
    imports: importRecords(resolution),
    installed_paths: [],
    installed_at: ctx.now.toISOString().replace(/\.\d+Z$/, 'Z'),
    files: {},
  };
}

export interface UninstallResult {
  sink: string;
  sinkPath: string;
  pack: string;
  dryRun: boolean;
  removed: Change[];
  backedUp: BackedUp[];
}

/** Deletes exactly the recorded paths (each checked to be inside the sink), then the record (§8.5). */
export async function uninstallPack(packName: string, ctx: InstallContext): Promise<UninstallResult> {
  const run = async (): Promise<UninstallResult> => {
    const state = await loadState(ctx.home.stateFile);
    const record = findRecord(state, ctx.sinkPath, packName);
    if (!record) throw notInstalledError(state, packName, ctx.sink, ctx.sinkPath);
    const realSink = await realpath(ctx.sinkPath).catch(() => null);
    const paths = [...record.installed_paths].sort(compareBytes);
    for (const p of paths) assertDeletable(p, ctx.sinkPath, realSink, packName);
    const result: UninstallResult = { sink: record.sink, sinkPath: ctx.sinkPath, pack: packName, dryRun: ctx.dryRun, removed: [], backedUp: [] };
    // As installPack: the sink's lock, when there is a sink to change.
    const remove = async (held: boolean): Promise<UninstallResult> => {
      if (held) await recoverSink(ctx.sinkPath, ownedInSink(state, ctx.sinkPath));
      for (const p of paths) {
        if (!(await lstatOrNull(p))) continue;
        if (!ctx.dryRun) {
          if (await editedLocally(p, record)) result.backedUp.push({ path: p, to: await backup(p, ctx) });
          else await removeOwned(p);
        }
        result.removed.push({ name: path.basename(p), path: p });
      }
      if (!ctx.dryRun) await saveState(ctx.home.stateFile, removeRecord(state, ctx.sinkPath, packName));
      return result;
    };
    return ctx.dryRun || !realSink ? remove(false) : withSinkLock(inSink(ctx.sinkPath, SINK_LOCK), remove, sinkLockOptions(ctx));
  };
  return ctx.dryRun ? run() : withStateLock(ctx.home.lockFile, run, ctx.lock);
}
