import { link, open, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { readFileLimited } from '../core/read.js';
import { InvalidInputError, IoError, UsageError, describeFsError } from '../core/errors.js';
import { SEED_BYTES } from './ed25519.js';

/**
 * Private keys are LeanCTX's format: the 32-byte Ed25519 seed as 64 hex characters
 * (`keys/ctxpkg-ed25519.key`), surrounding whitespace ignored. Messages never echo the key.
 */
export function parseSeedHex(text: string, source: string): Buffer {
  const s = text.trim();
  if (s.length === 0) throw new InvalidInputError(`${source}: the Ed25519 private key is empty`);
  if (!/^[0-9a-fA-F]*$/.test(s)) throw new InvalidInputError(`${source}: the Ed25519 private key must be ${SEED_BYTES * 2} hex characters (a 32-byte seed); it contains other characters`);
  if (s.length !== SEED_BYTES * 2) throw new InvalidInputError(`${source}: the Ed25519 private key must be ${SEED_BYTES * 2} hex characters (a 32-byte seed), not ${s.length}`);
  return Buffer.from(s, 'hex');
}

/** Text that reads as key material (32 or more hex digits): never echoed, whatever option it came in. */
function looksLikeKey(text: string): boolean {
  return /^[0-9a-fA-F]{32,}$/.test(text.trim());
}

/**
 * Checks the NAME given to `--key-env` / `--secret-env`. A value that is no variable name, or
 * reads as a key, is most likely the secret itself typed in the option's place: refused
 * without repeating it (it is already in the shell history and the process list; a message
 * must not copy it into a log too).
 */
export function checkVariableName(option: string, variable: string, what: string): void {
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(variable) && !looksLikeKey(variable)) return;
  throw new UsageError(`${option} takes the name of an environment variable that holds the ${what}, and the value given is not such a name (not shown: if it is the ${what} itself, it is now in your shell history and process list; replace it)`);
}

export function seedFromEnv(env: NodeJS.ProcessEnv, variable: string): Buffer {
  checkVariableName('--key-env', variable, 'Ed25519 private key');
  const value = env[variable];
  if (value === undefined || value === '') throw new UsageError(`environment variable ${variable} is not set (it should hold the Ed25519 private key)`);
  return parseSeedHex(value, `environment variable ${variable}`);
}

export interface SeedFile {
  seed: Buffer;
  /** Set when others may read the file (ssh refuses such a key; we warn). */
  warning?: string;
}

/**
 * Reads a key file (`shown` names it in messages). A path that names no file and reads as a
 * key is not echoed: it is most likely the key itself given in place of its file.
 */
export async function readSeedFile(file: string, shown: string = file): Promise<SeedFile> {
  let bytes: Buffer;
  try {
    bytes = await readFileLimited(file, 4096);
  } catch (err) {
    if (looksLikeKey(path.basename(file)) && (await stat(file).then(() => false, () => true))) {
      throw new UsageError(`--key-file names no file, and the value given reads as a key (not shown: if it is the private key itself, it is now in your shell history and process list; replace it)`);
    }
    throw err;
  }
  const seed = parseSeedHex(bytes.toString('utf8'), shown);
  let warning: string | undefined;
  if (process.platform !== 'win32') {
    const mode = (await stat(file)).mode & 0o777;
    if (mode & 0o077) warning = `${shown}: the private key file is readable or writable by others (mode ${mode.toString(8).padStart(4, '0')}); run chmod 600 ${shown}`;
  }
  return { seed, warning };
}

/** An HMAC secret: the variable's raw UTF-8 bytes, as LeanCTX keys the MAC. */
export function secretFromEnv(env: NodeJS.ProcessEnv, variable: string): Buffer {
  checkVariableName('--secret-env', variable, 'HMAC secret');
  const value = env[variable];
  if (value === undefined || value === '') throw new UsageError(`environment variable ${variable} is not set (it should hold the HMAC secret)`);
  return Buffer.from(value, 'utf8');
}

/** Secrets shorter than this get a warning: HMAC-SHA256's key should be at least its output size. */
export const MIN_HMAC_SECRET_BYTES = 32;

/** `writeNewKeyFile` found something at the path (a file, a folder, a symlink, dangling or not). */
export class KeyFileExistsError extends UsageError {}

/**
 * Writes a new private key file, mode 0600 whatever the umask, complete or not at all, and
 * never over anything: the text goes to a fresh temp file beside `file` (O_EXCL, 0600, fsync),
 * which is then hard-linked to `file`. link(2) fails when anything stands at `file` — a file,
 * or a symlink, which it never follows — so a path planted after any earlier check cannot
 * redirect or replace the write (a rename would). Where the file system has no hard links,
 * `file` itself is created with O_EXCL (not followed through a symlink either).
 */
export async function writeNewKeyFile(file: string, text: string, shown: string = file): Promise<void> {
  const exists = () => new KeyFileExistsError(`${shown} already exists; refusing to overwrite a key (choose another --out)`);
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  // Creates `target` (O_EXCL: never an existing file, never through a symlink), writes, syncs;
  // on a failure after the create, removes what it created, and only that.
  const writeExclusive = async (target: string) => {
    const fh = await open(target, 'wx', 0o600);
    try {
      await fh.chmod(0o600);
      await fh.writeFile(text);
      await fh.sync();
    } catch (err) {
      await fh.close().catch(() => undefined);
      await unlink(target).catch(() => undefined);
      throw err;
    }
    await fh.close();
  };
  try {
    await writeExclusive(tmp);
  } catch (err) {
    throw new IoError(describeFsError(err, shown));
  }
  let linked = false;
  try {
    await link(tmp, file);
    linked = true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw exists();
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw new IoError(describeFsError(err, shown));
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
  if (linked) return;
  try {
    await writeExclusive(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw exists();
    throw new IoError(describeFsError(err, shown));
  }
}
