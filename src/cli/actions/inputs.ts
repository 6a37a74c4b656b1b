import path from 'node:path';
import { statSync } from 'node:fs';
import { UnsafePathError, UsageError, describeFsError } from '../../core/errors.js';
import { displayPath, isInside, realPathSoFar, resolveContained, toPosix, type ContainmentReason } from '../../core/paths.js';
import { showPath } from '../../core/show-name.js';
import { isFolderSync, makeDirs } from '../../core/make-dirs.js';

/*
 * Reading action inputs so that every bad value fails with one line naming the input (not the
 * CLI flag the value is passed on as).
 */

/**
 * The action's inputs, taken once at the action boundary (commands/action.ts): every INPUT_*
 * variable is copied here and deleted from process.env, which every child process inherits, so
 * no secret (a token, an HMAC secret, a signing key) reaches git, its hooks or filters. Until
 * then (a test calling an entry directly) inputs are read from process.env.
 */
let snapshot: ReadonlyMap<string, string> | null = null;

/** Copies every INPUT_* variable out of `env` and deletes it there. Call once, before any input is read. */
export function takeInputs(env: NodeJS.ProcessEnv = process.env): void {
  const taken = new Map<string, string>();
  for (const k of Object.keys(env)) {
    if (!/^INPUT_/i.test(k)) continue;
    taken.set(k, env[k] ?? '');
    delete env[k];
  }
  snapshot = taken;
}

/** An input as core.getInput reads it (spaces in the name as `_`, upper case; trimmed unless `trimWhitespace: false`), from the snapshot. */
export function getInput(name: string, options: { trimWhitespace?: boolean } = {}): string {
  const key = `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
  const v = (snapshot ? snapshot.get(key) : process.env[key]) ?? '';
  return options.trimWhitespace === false ? v : v.trim();
}

/** A multi-line input as core.getMultilineInput reads it: one value a line, empty lines dropped. */
export function getMultilineInput(name: string, options: { trimWhitespace?: boolean } = {}): string[] {
  const lines = getInput(name, options)
    .split('\n')
    .filter((x) => x !== '');
  return options.trimWhitespace === false ? lines : lines.map((x) => x.trim());
}

/**
 * `input NAME`, with NAME as the workflow wrote it: a composite action may map its own input
 * onto another INPUT_* variable (skillpack-sync's `path` arrives as INPUT_SINK-PATH, since the
 * root action's `path` is validate's), and says so in PACKWRIGHT_INPUT_NAMES (`sink-path=path`).
 */
export function inputLabel(name: string): string {
  for (const pair of (process.env.PACKWRIGHT_INPUT_NAMES ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name && pair.slice(at + 1).trim()) return `input ${pair.slice(at + 1).trim()}`;
  }
  return `input ${name}`;
}

/** `value`, the input `name`'s, when it is one of `choices`; else a one-line error naming the input. */
function oneOf<T extends string>(name: string, value: string, choices: readonly T[]): T {
  if (!(choices as readonly string[]).includes(value)) throw new UsageError(`${inputLabel(name)} must be one of ${choices.join(', ')}, not ${showPath(`'${value}'`)}`);
  return value as T;
}

/** One of `choices`; empty is `fallback`. */
export function choiceInput<T extends string>(name: string, choices: readonly T[], fallback: T): T {
  const v = getInput(name);
  return v === '' ? fallback : oneOf(name, v, choices);
}

/**
 * `err`, whose message starts with a path (`abs`, or as displayed from `cwd`), as an error
 * naming the input instead: `<label>: <given>` and the rest of the message. A message that
 * names neither is returned as `otherwise` says: unchanged, or prefixed with the label.
 */
export function renamedError(err: unknown, o: { abs: string; cwd: string; name: string; given: string; otherwise: 'keep' | 'prefix' }): unknown {
  const message = (err as Error)?.message;
  const label = `${inputLabel(o.name)}: ${o.given}`;
  if (typeof message !== 'string') return o.otherwise === 'keep' ? err : new UsageError(`${label}: ${String(err)}`);
  for (const shown of [o.abs, displayPath(o.abs, o.cwd), toPosix(path.relative(o.cwd, o.abs))]) {
    if (shown && message.startsWith(`${shown}:`)) return new UsageError(`${label}${message.slice(shown.length)}`);
  }
  return o.otherwise === 'keep' ? err : new UsageError(`${label}: ${message}`);
}

/** A YAML 1.2 core-schema boolean, as core.getBooleanInput reads it, with a one-line error; empty is `fallback`. */
export function booleanInput(name: string, fallback: boolean): boolean {
  const v = getInput(name);
  if (v === '') return fallback;
  if (v === 'true' || v === 'True' || v === 'TRUE') return true;
  if (v === 'false' || v === 'False' || v === 'FALSE') return false;
  throw new UsageError(`${inputLabel(name)} must be true or false, not '${v}'`);
}

function statOrNull(p: string) {
  try {
    return statSync(p);
  } catch {
    return null;
  }
}

/** Refuses a folder where the output input `name` (shown as `shown`) should name a file. */
export function refuseFolder(name: string, shown: string, file: string, hint = 'name a file'): void {
  if (isFolderSync(file)) throw new UsageError(`${inputLabel(name)}: ${shown} is a folder; ${hint}`);
}

/**
 * The file an output input names (`sarif-file`, `output`), resolved against `cwd`, made ready
 * before anything is written: its missing folders are created when they lie inside the
 * workspace, as build-context-pack does; outside it (say under $RUNNER_TEMP) the folder must
 * exist. A folder where the file should be is refused.
 */
export async function outputFileInput(name: string, value: string, cwd: string, workspace: string): Promise<string> {
  const file = path.resolve(cwd, value);
  await refuseRedirected(name, value, file, workspace);
  refuseFolder(name, value, file);
  const dir = path.dirname(file);
  const st = statOrNull(dir);
  if (st?.isDirectory()) return file;
  if (st) throw new UsageError(`${inputLabel(name)}: ${value}: ${displayPath(dir, cwd)} is not a folder`);
  if (await containedIn(realPathSoFar(workspace), dir)) {
    throw new UsageError(`${inputLabel(name)}: ${value}: the folder ${displayPath(dir, cwd)} does not exist (missing folders are created only inside the workspace)`);
  }
  try {
    makeDirs(dir);
  } catch (err) {
    throw new UsageError(`${inputLabel(name)}: ${value}: cannot create the folder: ${describeFsError(err, displayPath(dir, cwd))}`);
  }
  return file;
}

/**
 * Refuses a path the action writes (`file`, the input `name`'s, given as `value`) when the
 * checked-out tree redirects it: a path inside the workspace whose symlinks (a folder, or the
 * file itself, which an output is written through) lead outside it, or one that is, or leads,
 * inside a .git folder. On a pull request the tree is whoever opened it: a committed
 * `results.sarif -> ~/.bashrc` or `reports -> .git` would otherwise have the step overwrite a
 * file of the runner's or the repository's git config. A path outside the workspace (under
 * $RUNNER_TEMP, say) is the workflow's own choice and is taken as given.
 */
export async function refuseRedirected(name: string, value: string, file: string, workspace: string): Promise<void> {
  const given = path.resolve(workspace);
  const real = realPathSoFar(given);
  // The path as it lies under the workspace's real path (GITHUB_WORKSPACE may itself be a symlink).
  const under = isInside(real, file) ? file : isInside(given, file) ? path.join(real, path.relative(given, file)) : null;
  if (under === null) return;
  const where = `${inputLabel(name)}: ${value}`;
  if ((await containedIn(real, under)) === 'symlink_outside') throw new UsageError(`${where} leads outside the workspace ${showPath(real)} through a symlink; refusing to write there`);
  if ([under, realPathSoFar(under)].some((p) => throughGitFolder(real, p))) throw new UsageError(`${where} is inside .git (or a symlink leads there); refusing to write there`);
}

/** Whether `p` lies below `root` with a .git folder on its way (any case: on a case-insensitive file system .GIT is .git). */
export function throughGitFolder(root: string, p: string): boolean {
  return isInside(root, p) && path.relative(root, p).split(path.sep).some((s) => s.toLowerCase() === '.git');
}

/**
 * Why the absolute path `abs` is not under `root` (the reason core's resolveContained gives,
 * symlinks followed as far as they exist), or null when it is.
 */
export async function containedIn(root: string, abs: string): Promise<ContainmentReason | null> {
  try {
    await resolveContained(root, path.relative(root, abs) || '.');
    return null;
  } catch (err) {
    if (err instanceof UnsafePathError && err.reason) return err.reason;
    throw err;
  }
}

/** The workspace: GITHUB_WORKSPACE, else the working directory. */
export function workspaceDir(cwd: string = process.cwd()): string {
  return path.resolve(cwd, process.env.GITHUB_WORKSPACE || '.');
}
