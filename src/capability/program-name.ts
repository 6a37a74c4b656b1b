import path from 'node:path';

/**
 * How a command line's first word names a program, for the readers that know programs by name:
 * cap-tool-shell (which arguments become code) and the audit log's redaction (which arguments
 * hold a password, which are a command line a shell runs).
 */

/** The POSIX shells: `-c` (alone or in a cluster: `-lc`) makes the first operand the command line; `-o`, `-O` take a value. */
export const POSIX_SHELLS = ['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'pdksh', 'ash', 'yash', 'posh', 'hush'] as const;

/** Program names as written → the program they are read as. */
const ALIASES: Readonly<Record<string, string>> = { slogin: 'ssh', nodejs: 'node', pythonw: 'python', py: 'python', pypy: 'python', ipython: 'python', rbash: 'bash', gawk: 'awk', mawk: 'awk', nawk: 'awk', gsed: 'sed', luajit: 'lua', r: 'rscript', windowspowershell: 'powershell' };

/** Interpreters that come with version suffixes (`python3.12`, `lua5.4`, `php8.2`). */
const VERSIONED = /^(python|pypy|perl|ruby|php|lua|luajit|node|tclsh|bash|zsh|ksh|pwsh|rscript)[-_]?\d+(?:\.\d+)*[a-z]?$/;

/** The program a command names: basename after `/` or `\`, lowercase, no `.exe`, no version suffix, aliases resolved. */
export function programName(command: string): string {
  let n = path.win32.basename(command).toLowerCase();
  n = n.replace(/\.(exe|com)$/, '');
  const versioned = VERSIONED.exec(n);
  if (versioned) n = versioned[1];
  return Object.hasOwn(ALIASES, n) ? ALIASES[n] : n;
}
