import path from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.js';
import { readFileLimited, lstatOrNull } from '../core/read.js';
import { parseJson } from '../core/json.js';
import { isRecord } from '../core/record.js';
import { sha256Hex } from '../core/hash.js';
import { IntegrityError, InvalidInputError } from '../core/errors.js';
import { hashSkill } from './copy.js';
import { describeSkill, skillLabel, type Resolution, type SelectedSkill } from './resolve.js';
import type { Pack } from './packfile.js';

export interface PackLock {
  version: 1;
  pack: string;
  /** SHA-256 of the pack file's bytes: `--locked` refuses a pack edited since. */
  pack_sha256: string;
  imports: { repo: string; ref: string | null; commit: string }[];
  skills: { source: string; id: string; install_name: string; sha256: string }[];
}

/** `packs/<name>.lock.json` beside `packs/<name>.yaml`. */
export function lockPathFor(packFile: string): string {
  return path.join(path.dirname(packFile), `${path.basename(packFile).replace(/\.ya?ml$/, '')}.lock.json`);
}

/** Builds the lock for a resolution: each import's commit and a content hash per selected skill. */
export async function buildLock(resolution: Resolution): Promise<PackLock> {
  const skills = [];
  for (const s of resolution.skills) {
    skills.push({ source: s.source, id: s.id, install_name: s.installName, sha256: await hashSkill(s.dir, { containRoot: s.containRoot, label: skillLabel(s), listings: s.listings }) });
  }
  return {
    version: 1,
    pack: resolution.pack.name,
    pack_sha256: sha256Hex(resolution.pack.bytes),
    imports: resolution.imports.map((i) => ({ repo: i.repo, ref: i.ref, commit: i.commit })),
    skills,
  };
}

export async function writeLock(file: string, lock: PackLock): Promise<void> {
  await writeFileAtomic(file, `${JSON.stringify(lock, null, 2)}\n`);
}

export async function readLock(file: string, shown: string): Promise<PackLock> {
  if (!(await lstatOrNull(file))) throw new InvalidInputError(`${shown}: no lock file (run sp lock first)`);
  const parsed = parseJson((await readFileLimited(file, 64 * 1024 * 1024)).toString('utf8'));
  const v = parsed.value as Partial<PackLock> | undefined;
  if (parsed.error || !v || v.version !== 1 || typeof v.pack_sha256 !== 'string' || !Array.isArray(v.imports) || !Array.isArray(v.skills)) {
    throw new InvalidInputError(`${shown}: not a valid pack lock file${parsed.error ? ` (${parsed.error.message})` : ''}`);
  }
  // A hand-edited or merged lock is read field by field later: a bad entry is named here, not
  // met as a TypeError in the middle of an install.
  const bad = (entry: string, why: string) => new InvalidInputError(`${shown}: not a valid pack lock file (${entry} ${why})`);
  for (const [n, i] of v.imports.entries()) {
    if (!isRecord(i)) throw bad(`imports[${n}]`, 'is not an object');
    if (typeof i.repo !== 'string') throw bad(`imports[${n}].repo`, 'must be a string');
    if (i.ref !== null && i.ref !== undefined && typeof i.ref !== 'string') throw bad(`imports[${n}].ref`, 'must be a string or null');
    if (typeof i.commit !== 'string' || !/^[0-9a-f]{40,64}$/.test(i.commit)) throw bad(`imports[${n}].commit`, 'must be a full commit SHA');
  }
  for (const [n, sk] of v.skills.entries()) {
    if (!isRecord(sk)) throw bad(`skills[${n}]`, 'is not an object');
    for (const k of ['source', 'id', 'install_name'] as const) if (typeof sk[k] !== 'string' || sk[k] === '') throw bad(`skills[${n}].${k}`, 'must be a non-empty string');
    if (typeof sk.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sk.sha256)) throw bad(`skills[${n}].sha256`, 'must be 64 lowercase hex digits');
  }
  return v as PackLock;
}

/** The import commits a lock pins, after checking the pack file is the one that was locked. */
export function pinnedCommits(pack: Pack, lock: PackLock, lockShown: string, packShown: string): string[] {
  if (sha256Hex(pack.bytes) !== lock.pack_sha256) throw new IntegrityError(`${packShown} has changed since ${lockShown} was written; run 'sp lock ${pack.name}' and commit the lock`);
  if (lock.imports.length !== pack.imports.length || lock.imports.some((i, n) => i.repo !== pack.imports[n].repo)) {
    throw new IntegrityError(`${lockShown}: its imports do not match ${packShown}; run 'sp lock ${pack.name}'`);
  }
  return lock.imports.map((i) => i.commit);
}

/**
 * Checks a resolution selects exactly the locked skills, and gives each one's locked content
 * hash by install name: an install compares them with the hashes of its staged copies, so
 * what it installs is what was locked, even if a source changes meanwhile.
 */
export function lockedContent(resolution: Resolution, lock: PackLock, lockShown: string): Map<string, string> {
  const locked = new Map(lock.skills.map((s) => [s.install_name, s]));
  const now = new Set(resolution.skills.map((s) => s.installName));
  for (const s of lock.skills) if (!now.has(s.install_name)) throw new IntegrityError(`${lockShown}: locked skill ${describeSkill(s)} is no longer selected`);
  const expected = new Map<string, string>();
  for (const s of resolution.skills) {
    const l = locked.get(s.installName);
    if (!l) throw new IntegrityError(`${lockShown}: skill ${describeSkill(s)} is selected but not in the lock`);
    expected.set(s.installName, l.sha256);
  }
  return expected;
}

/** The error for a skill whose content is not what the lock says. */
export function lockMismatch(skill: SelectedSkill, lockShown: string): IntegrityError {
  return new IntegrityError(`${lockShown}: skill ${describeSkill(skill)} does not match its locked content hash (edited since the lock was written?)`);
}

/** lockedContent, with each selected skill's sources hashed and compared (a dry run copies nothing to hash). */
export async function checkAgainstLock(resolution: Resolution, lock: PackLock, lockShown: string): Promise<void> {
  const expected = lockedContent(resolution, lock, lockShown);
  for (const s of resolution.skills) {
    const hash = await hashSkill(s.dir, { containRoot: s.containRoot, label: skillLabel(s), listings: s.listings });
    if (hash !== expected.get(s.installName)) throw lockMismatch(s, lockShown);
  }
}
