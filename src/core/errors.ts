/**
 * Small error classes, caught at exactly one boundary per front-end (the CLI's main, the
 * action glue). Each carries the exit code the CLI maps it to, so no front-end needs a table.
 */
export class PackwrightError extends Error {
  readonly exitCode: number = 2;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The call's words are wrong: unknown flag, missing argument, bad value. */
export class UsageError extends PackwrightError {}

/** Input that cannot be read or parsed at all (as opposed to a finding inside it). */
export class InvalidInputError extends PackwrightError {}

/** Why core/paths resolveContained refused a path. */
export type ContainmentReason = 'unsafe' | 'outside' | 'symlink_outside' | 'symlink_loop' | 'dangling_symlink';

/**
 * A path from input that escapes its root, or is absolute, or goes through `..`. One thrown by
 * resolveContained carries its `reason`, and for a dangling symlink (reason `dangling_symlink`,
 * or `symlink_outside` when it would lead outside) the link's absolute path as `link`.
 */
export class UnsafePathError extends PackwrightError {
  readonly reason?: ContainmentReason;
  readonly link?: string;
  constructor(message: string, details: { reason?: ContainmentReason; link?: string } = {}) {
    super(message);
    if (details.reason) this.reason = details.reason;
    if (details.link) this.link = details.link;
  }
}

/** Reading or writing the filesystem failed. */
export class IoError extends PackwrightError {}

/** Content that does not match its recorded hash or signature: a finding, so exit 1. */
export class IntegrityError extends PackwrightError {
  override readonly exitCode: number = 1;
}

/** Turns a Node system error into one line that names the file. */
export function describeFsError(err: unknown, file: string): string {
  const code = (err as NodeJS.ErrnoException)?.code;
  switch (code) {
    case 'ENOENT': return `${file}: no such file or directory`;
    case 'EACCES': case 'EPERM': return `${file}: permission denied`;
    case 'EISDIR': return `${file}: is a directory`;
    case 'ENOTDIR': return `${file}: not a directory`;
    case 'ELOOP': return `${file}: too many levels of symbolic links`;
    case 'ENOSPC': return `${file}: no space left on device`;
    case 'ENAMETOOLONG': return `${file}: path too long for the file system`;
    case 'EROFS': return `${file}: read-only file system`;
    case 'EMFILE': case 'ENFILE': return `${file}: too many open files`;
    default: return `${file}: ${(err as Error)?.message ?? String(err)}`;
  }
}
