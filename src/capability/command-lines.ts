import { POSIX_SHELLS } from './program-name.js';

/**
 * Which arguments of a command line are a command line of their own, run by a shell: the facts
 * the two readers of programs by name share (each keyed by programName). cap-tool-shell
 * (rules/tool-shell.ts) builds its option grammars from them and warns when a tool's parameter
 * lands in such a line; the audit log's redaction (redact.ts) reads those lines to hide the
 * secrets in them. What only one of them needs stays with it: the data options of each program
 * and the wrappers for cap-tool-shell, the password options for redaction.
 */

const every = <T>(names: readonly string[], o: T): Record<string, T> => Object.fromEntries(names.map((n) => [n, o]));

/** The options of one program whose argument is a command line it hands to a shell. */
export interface ShellLineOptions {
  /** The next argument is the command line (`su -c LINE`), or the text after "=" (`--command=LINE`); a one-letter one may stand in a cluster where the program combines them (`fish -ic LINE`). */
  options: readonly string[];
  /**
   * A POSIX shell: `c` may stand in a cluster of one-letter options (`-lc`, `-ec`), and the line
   * is the first operand after the options (`bash -c -e LINE`, `sh -c -- LINE`; the letters of
   * POSIX_SHELL_VALUE_LETTERS take a value).
   */
  shell?: boolean;
}

/** Programs that run a string argument with a shell, and the options that say which. */
export const SHELL_LINE_OPTIONS: Readonly<Record<string, ShellLineOptions>> = {
  ...every(POSIX_SHELLS, { options: ['-c'], shell: true }),
  ...every(['csh', 'tcsh'], { options: ['-c'] }),
  fish: { options: ['-c', '--command', '-C', '--init-command'] },
  ...every(['su', 'runuser'], { options: ['-c', '--command', '--session-command'] }),
  ...every(['flock', 'script'], { options: ['-c', '--command'] }),
  sg: { options: ['-c'] },
};

/** The one-letter options of a POSIX shell that take a value, after "-" or "+" (`sh -o pipefail -c LINE`, `bash +O extglob`). */
export const POSIX_SHELL_VALUE_LETTERS = ['o', 'O'] as const;

/**
 * What an option of a JOINED_LINES program does: takes a value (attached, or the next
 * argument), takes one only when attached (`watch -d[x]`, `--differences[=x]`), makes the
 * program start its words as a command without a shell (`watch -x`), or makes it run nothing
 * (`ssh -V`). Options not listed take nothing.
 */
export type JoinedOption = 'value' | 'optional' | 'exec' | 'end';

/** A program that joins the words after its options (and the operands it skips) with spaces into one command line for a shell. */
export interface JoinedLine {
  /** One-letter options (combinable, as getopt reads them) that are not plain flags. */
  letters: Readonly<Record<string, JoinedOption>>;
  /** Long options that are not plain flags (`--interval 5`, `--interval=5`). */
  tokens?: Readonly<Record<string, JoinedOption>>;
  /** Operands before the command: ssh's destination. */
  skip?: number;
  /** Options are read again after the skipped operands, unless "--" ended them (`ssh host -p 22 CMD`). */
  reparse?: boolean;
}

/**
 * ssh [options] DESTINATION [COMMAND…]: the remote user's shell runs the command's words joined
 * into one line. -Q takes the query to list (ssh then runs nothing: cap-tool-shell says so).
 * watch [options] COMMAND…: runs the words joined with `sh -c`, unless -x starts them itself.
 */
export const JOINED_LINES: Readonly<Record<string, JoinedLine>> = {
  ssh: {
    letters: {
      ...every([...'BbcDEeFIiJLlmOopQRSWw'], 'value' as const),
      ...every([...'GVs'], 'end' as const),
    },
    skip: 1,
    reparse: true,
  },
  watch: {
    letters: { n: 'value', q: 'value', d: 'optional', x: 'exec', h: 'end', v: 'end' },
    tokens: { '--interval': 'value', '--equexit': 'value', '--differences': 'optional', '--exec': 'exec', '--help': 'end', '--version': 'end' },
  },
};

/** A setting whose value a program runs as a command line with a shell: its key (matched lowercased) and, when given, what the value must match. */
export interface ShellSetting {
  key: RegExp;
  value?: RegExp;
}

/** ssh_config settings ssh runs as a command line with the user's shell (ssh_config(5)): what `-o` can set, for ssh and for what starts it (scp, sftp). */
export const SSH_SHELL_CONFIG: readonly ShellSetting[] = [{ key: /^(proxycommand|localcommand|remotecommand|knownhostscommand)$/ }];
/** `Key=value`, `Key value` or `Key = value`, as ssh -o reads them. */
export const SSH_CONFIG_SPLIT = /^\s*([A-Za-z0-9]+)(?:\s*=\s*|\s+)([\s\S]*)$/;

/**
 * Where a Windows program's own command line is in its arguments (cmd /c, powershell
 * -Command): `line`, the arguments from `index` on, joined with spaces, are one command line
 * (the text of the first after `prefix`); `code`, the argument at `index` alone is program text;
 * `script`, it is the script file to run. `how` is the option as written, or what said it.
 */
export interface WindowsCommand {
  runs: 'line' | 'code' | 'script';
  index: number;
  prefix: string;
  how: string;
}

/** cmd.exe: after /c, /k or /r (any case, the command attached or not: `/cdir`) the rest of the arguments is one command line it parses itself. */
export function cmdCommand(args: readonly unknown[], start: number): WindowsCommand | undefined {
  for (let i = start; i < args.length; i++) {
    const a = args[i];
    if (typeof a !== 'string' || !a.startsWith('/')) return undefined;
    if (/^\/[ckr]/i.test(a)) return a.length > 2 ? { runs: 'line', index: i, prefix: a.slice(0, 2), how: a.slice(0, 2) } : { runs: 'line', index: i + 1, prefix: '', how: a };
  }
  return undefined;
}

/** PowerShell's options that take a value (each by any prefix of three letters or more, or by its alias). */
const PS_VALUE = ['executionpolicy', 'ex', 'ep', 'inputformat', 'inp', 'if', 'outputformat', 'o', 'of', 'windowstyle', 'w', 'workingdirectory', 'wd', 'configurationname', 'config', 'configurationfile', 'psconsolefile', 'version', 'v', 'settingsfile', 'settings', 'custompipename', 'encodedarguments', 'ea'];
const prefixOf = (name: string, full: string, min: number) => name.length >= min && full.startsWith(name);

/**
 * PowerShell (`program` is powershell or pwsh): -Command (any unambiguous prefix, or -c) joins
 * the rest of the arguments into the script; -EncodedCommand (-e, -ec) and -CommandWithArgs
 * take the next argument as code; -File ends the options. A first operand is -Command for
 * Windows PowerShell and -File for pwsh.
 */
export function powershellCommand(program: string, args: readonly unknown[], start: number): WindowsCommand | undefined {
  for (let i = start; i < args.length; i++) {
    const a = args[i];
    if (typeof a !== 'string') return undefined;
    // "/x" is an option only as a bare word ("/Command"): "/opt/x.ps1" is a script path.
    if (a === '--' || !/^(-|\/[A-Za-z]+(:|$))/.test(a)) {
      const index = a === '--' ? i + 1 : i;
      return program === 'powershell'
        ? { runs: 'line', index, prefix: '', how: 'its first operand, which powershell runs as -Command' }
        : { runs: 'script', index, prefix: '', how: 'its first operand, which pwsh runs as -File' };
    }
    const name = a.replace(/^(--|-|\/)/, '').split(':')[0].toLowerCase();
    if (name === 'c' || prefixOf(name, 'command', 3)) return { runs: 'line', index: i + 1, prefix: '', how: a };
    if (name === 'cwa' || prefixOf(name, 'commandwithargs', 8) || name === 'e' || name === 'ec' || prefixOf(name, 'encodedcommand', 3)) return { runs: 'code', index: i + 1, prefix: '', how: a };
    if (name === 'f' || prefixOf(name, 'file', 2)) return { runs: 'script', index: i + 1, prefix: '', how: a };
    if (PS_VALUE.some((v) => name === v || prefixOf(name, v, 3))) i++;
  }
  return undefined;
}

/** The Windows programs that take their own command line among their arguments, by programName: where it is (the program as named, the arguments, where its options start). */
export const WINDOWS_COMMANDS: Readonly<Record<string, (program: string, args: readonly unknown[], start: number) => WindowsCommand | undefined>> = {
  cmd: (_program, args, start) => cmdCommand(args, start),
  powershell: powershellCommand,
  pwsh: powershellCommand,
};
