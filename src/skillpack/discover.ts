import { readdirSync, statSync, realpathSync, type Dirent } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import { compareBytes } from '../core/diagnostics.js';
import { InvalidInputError, IoError, describeFsError } from '../core/errors.js';
import { isInside } from '../core/paths.js';
import { hasControlCharacter, shownValue as quoteName } from '../core/show-name.js';
import { WINDOWS_DEVICE_NAME } from '../core/windows-names.js';

export const SKILL_FILE = 'SKILL.md';

/** A name for a message: `'name'`, or double-quoted with escapes (core/show-name shownValue). */
export { quoteName };

/** The error for a skill path (or a file in a skill) whose name holds a control character. */
export function controlCharacterError(shown: string): InvalidInputError {
  return new InvalidInputError(`${quoteName(shown)}: the name contains a control character (newline, tab, …), which no install name or state key may hold; rename it`);
}

/** The error for a path in a skill whose name is not UTF-8 (see undecodableNames). */
export function notUtf8Error(shown: string): InvalidInputError {
  return new InvalidInputError(`${quoteName(shown)}: the name is not valid UTF-8 (shown with \uFFFD), which no state key can hold; rename it`);
}

/**
 * The names of a folder's listing that do not name what the folder holds: readdir gives a name
 * whose bytes are not UTF-8 with U+FFFD in their place, and a path built from it reaches nothing
 * (an lstat or copy of it fails with "no such file or directory"). It reads the folder again, as
 * bytes, to tell those from a name that really holds the character: callers ask only once a name
 * of the folder holds a U+FFFD, and keep the answer for its other names.
 */
export function undecodableNames(dir: string): ReadonlySet<string> {
  let raw: Buffer[];
  try {
    raw = readdirSync(dir, { encoding: 'buffer' });
  } catch {
    return new Set();
  }
  return new Set(raw.filter((b) => !isUtf8(b)).map((b) => b.toString('utf8')));
}

/**
 * A name as a case-insensitive, normalisation-insensitive file system (APFS, NTFS) sees it: two
 * install names that fold alike are one folder there, so the second copy would land in the
 * first's (its staging folder already exists, or its rename replaces the other skill); two
 * files of one skill folder that fold alike are one file, and the copy keeps only one of them.
 */
export function foldName(name: string): string {
  // ASCII is NFC already: most names skip the normalisation (every entry of an install is folded).
  return ASCII.test(name) ? name.toLowerCase() : name.normalize('NFC').toLowerCase();
}

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Names Windows reserves for devices, in any case and with any extension (`nul.md`, `COM1.tar.gz`,
 * `CON .txt`), `COM¹`–`COM³` and `LPT¹`–`LPT³` included: the list context-pack's path-unsafe
 * rule checks, so both kinds of pack agree (COM0 and LPT0, which newer Microsoft documentation
 * also lists, are in neither).
 */
const WINDOWS_FORBIDDEN = /[<>:"|?*\\]/;
/** Whatever windowsNameProblem may refuse, in one test: most names pass it and are looked at no further. */
const WINDOWS_SUSPECT = /[<>:"|?*\\]|[. ]$|^(?:CON|PRN|AUX|NUL|COM|LPT)/i;

/**
 * Why Windows cannot hold a file or folder of this name, or null: a device name, a name ending
 * in a dot or a space (which Windows drops, so the copy gets another name, or two names one
 * file), or one of `< > : " | ? * \`. A pack holding one would install on Linux and macOS but
 * fail or lose files on Windows; like names that fold together (foldName), it is refused on
 * every platform, so a pack installs the same everywhere. Control characters are refused
 * before this (controlCharacterError). The phrase follows "which" or "the name".
 */
export function windowsNameProblem(name: string): string | null {
  if (!WINDOWS_SUSPECT.test(name)) return null;
  const device = WINDOWS_DEVICE_NAME.exec(name);
  if (device) return `is the device name ${device[1].toUpperCase()} on Windows (in any case, with any extension): no file or folder there can have it`;
  const bad = WINDOWS_FORBIDDEN.exec(name);
  if (bad) return `contains '${bad[0]}': Windows allows none of < > : " | ? * \\ in a file or folder name`;
  if (/[. ]$/.test(name)) return `ends with ${name.endsWith('.') ? 'a dot' : 'a space'}: Windows drops it from a file or folder name`;
  return null;
}

export interface DiscoveredSkill {
  /** Path from the scan root to the skill folder, `/`-separated (the skill id). */
  id: string;
  /** Absolute path of the skill folder as reached (symlinks not resolved). */
  dir: string;
}

export interface DiscoverOptions {
  /**
   * `local`: the root is `skills/`, which may not itself be a skill (an error), and skill
   * folders may be symlinks to anywhere. `remote`: the root is a repository checkout; a
   * `SKILL.md` at the root is ignored (the root is never a skill), and symlinks that lead
   * out of the checkout are not followed (a repository must not pull in the host's files).
   */
  mode: 'local' | 'remote';
  /** Shown in messages instead of the absolute root, e.g. `skills`. */
  label?: string;
  /**
   * Filled with each folder's listing, by path as walked (`<root>/a/b`): an install copies
   * from the same folders, and reading them twice would cost a readdir per folder again.
   */
  listings?: Map<string, Dirent[]>;
}

/**
 * Finds skills (specs/skillpacks-v0.md §1–2): folders holding `SKILL.md` (exact case) with no
 * `SKILL.md` below them. Walks every folder except `.git` — dot-folders hold real skills
 * (`skills/.curated/…`, INTEROP.md §2). Synchronous on purpose: a tree walk of 100,000 files
 * is mostly readdir calls, and the sync calls avoid a promise per entry.
 */
export function discoverSkills(root: string, options: DiscoverOptions): DiscoveredSkill[] {
  const label = options.label ?? root;
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch (err) {
    throw new IoError(describeFsError(err, label));
  }
  if (!statSync(realRoot).isDirectory()) throw new InvalidInputError(`${label}: not a directory`);
  const markers: string[] = [];
  const shown = (rel: string) => (rel ? `${label}/${rel}` : label);

  /** `chain`: real paths of the symlinked folders followed to get here, to stop loops. */
  const walk = (dir: string, rel: string, viaSymlink: boolean, chain: readonly string[]): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      throw new IoError(describeFsError(err, shown(rel)));
    }
    options.listings?.set(dir, entries);
    let undecodable: ReadonlySet<string> | undefined;
    for (const e of entries) {
      // Most entries are plain files that are not SKILL.md: decide those before building any string.
      const name = e.name;
      if (e.isFile()) {
        if (name === SKILL_FILE) markers.push(rel);
        continue;
      }
      // Only here, past the files (which discovery never reaches by name), is a name looked at.
      if (name.includes('\uFFFD') && (undecodable ??= undecodableNames(dir)).has(name)) {
        // A folder that cannot be walked by name: the author's own is refused (rename it); a
        // remote repository's is left out, as its skills could have no id.
        if (options.mode === 'local') throw notUtf8Error(shown(rel ? `${rel}/${name}` : name));
        continue;
      }
      if (e.isDirectory()) {
        if (name !== '.git') walk(`${dir}/${name}`, rel ? `${rel}/${name}` : name, viaSymlink, chain);
        continue;
      }
      if (!e.isSymbolicLink() || name === '.git') continue;
      const childRel = rel ? `${rel}/${name}` : name;
      const full = `${dir}/${name}`;
      if (name === SKILL_FILE) {
        if (!viaSymlink) throw new InvalidInputError(`${shown(childRel)}: SKILL.md is a symlink, which is only allowed inside a symlinked skill folder`);
        const target = followable(full, shown(childRel));
        if (!target?.isFile()) throw new InvalidInputError(`${shown(childRel)}: SKILL.md is a symlink to something that is not a file`);
        if (options.mode === 'remote' && !isInside(realRoot, realpathSync(full))) throw new InvalidInputError(`${shown(childRel)}: SKILL.md is a symlink leading out of the repository`);
        markers.push(rel);
        continue;
      }
      // Symlinks to files, and dangling ones, matter only if a selected skill holds them (copy reports them).
      const target = statOrNull(full);
      if (!target?.isDirectory()) continue;
      const real = realpathSync(full);
      if (options.mode === 'remote' && !isInside(realRoot, real)) continue;
      if (real === realRoot || chain.includes(real) || isInside(real, realpathSync(dir))) {
        throw new InvalidInputError(`${shown(childRel)}: symlink loop (leads back to a folder above it)`);
      }
      walk(full, childRel, true, [...chain, real]);
    }
  };
  const top = path.resolve(root);
  walk(top, '', false, []);

  const rootMarker = markers.indexOf('');
  if (rootMarker !== -1) {
    if (options.mode === 'local') throw new InvalidInputError(`${label}/SKILL.md: ${label}/ itself cannot be a skill`);
    markers.splice(rootMarker, 1);
  }
  // Leaf-only: a folder with SKILL.md is a skill unless another marker lies below it.
  const ancestors = new Set<string>();
  for (const m of markers) {
    for (let i = m.lastIndexOf('/'); i > 0; i = m.lastIndexOf('/', i - 1)) ancestors.add(m.slice(0, i));
  }
  const ids = markers.filter((m) => !ancestors.has(m)).sort(compareBytes);
  // A local skill is the author's own folder: refused here, so list, show, install and validate
  // all say so. A remote repository may hold such a folder the pack never selects: resolvePack
  // refuses it only once selected.
  if (options.mode === 'local') {
    const bad = ids.find(hasControlCharacter);
    if (bad !== undefined) throw controlCharacterError(shown(bad));
  }
  return ids
    // The folder as walked (`<root>/<id>`, the key of its listing); string joins, as path.join
    // normalising every path costs more than the walk for a few hundred skills.
    .map((id) => ({ id, dir: path.sep === '/' ? `${top}/${id}` : path.join(top, ...id.split('/')) }));
}

/** stat through a symlink; a dangling link is an error naming it. */
function followable(full: string, shown: string) {
  try {
    return statSync(full);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new InvalidInputError(`${shown}: dangling symlink`);
    if (code === 'ELOOP') throw new InvalidInputError(`${shown}: symlink loop`);
    throw new IoError(describeFsError(err, shown));
  }
}

function statOrNull(full: string) {
  try {
    return statSync(full);
  } catch {
    return null;
  }
}
