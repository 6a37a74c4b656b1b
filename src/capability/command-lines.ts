import { POSIX_SHELLS } from './program-name.js';

/**
 * Which arguments of a command line are a command line of their own, run by a shell: the facts
 * the two readers of programs by name share (each keyed by programName). cap-tool-shell
 * (rules/tool-shell.ts) builds its option grammars from them and warns when a tool's parameter
 * lands in such a line; the audit log's redaction (redact.ts) reads those lines to hide the
 * secrets in them. What only one of them needs stays with it: the data options of each program
 * and the wrappers for cap-tool-shell, the password options for redaction.
 */

/** One entry per name, all `o` (a table row for several options alike). Shared with redact.ts and tool-shell.ts. */
export const every = <T>(names: readonly string[], o: T): Record<string, T> => Object.fromEntries(names.map((n) => [n, o]));

/** A table's own entry for `k` (a key such as `__proto__` or `constructor` is not one). */
export const own = <T>(r: Readonly<Record<string, T>> | undefined, k: string): T | undefined => (r && Object.hasOwn(r, k) ? r[k] : undefined);

/** The options of one program whose argument is a command line it hands to a shell. */
export interface ShellLineOptions {
  /** The next argument is the command line (`su -c LINE`), or the text after "=" (`--command=LINE`); a one-letter one may stand in a cluster where the program combines them (`fish -ic LINE`). */
  options: readonly string[];
  /**
   * The program combines its one-letter options as getopt does: one of `options` may end a
   * cluster (`fish -ic LINE`, `rsync -avze LINE`), or take the line attached (`rsync -eLINE`).
   */
  combines?: boolean;
  /**
   * A POSIX shell: `c` may stand in a cluster of one-letter options (`-lc`, `-ec`), and the line
   * is the first operand after the options (`bash -c -e LINE`, `sh -c -- LINE`; the letters of
   * POSIX_SHELL_VALUE_LETTERS take a value).
   */
  shell?: boolean;
}

/** Programs that run a string argument with a shell, and the options that say which. */
export const SHELL_LINE_OPTIONS: Readonly<Record<string, ShellLineOptions>> = {
  ...every(POSIX_SHELLS, { options: ['-c'], combines: true, shell: true }),
  ...every(['csh', 'tcsh'], { options: ['-c'], combines: true }),
  fish: { options: ['-c', '--command', '-C', '--init-command'], combines: true },
  ...every(['su', 'runuser'], { options: ['-c', '--command', '--session-command'] }),
  flock: { options: ['-c', '--command'] },
  script: { options: ['-c', '--command'], combines: true },
  sg: { options: ['-c'] },
  // rsync -e (--rsh): the remote shell it starts, a command line (`-e 'ssh -p 2222'`); --rsync-path: the line the remote shell runs to start rsync.
  rsync: { options: ['-e', '--rsh', '--rsync-path'], combines: true },
};

/** The one-letter options of a POSIX shell that take a value, after "-" or "+" (`sh -o pipefail -c LINE`, `bash +O extglob`). */
export const POSIX_SHELL_VALUE_LETTERS = ['o', 'O'] as const;

/**
 * What an option of a JOINED_LINES program does: takes a value (attached, or the next
 * argument), takes one only when attached (`watch -d[x]`, `--differences[=x]`), takes a value
 * that is a command line of its own, run with a shell (`parallel --ssh LINE`, `--ssh=LINE`),
 * makes the program start its words as a command without a shell (`watch -x`), makes it hand
 * them to a shell as one line (`sudo -s`), or makes it run nothing (`ssh -V`). Options not
 * listed take nothing.
 */
export type JoinedOption = 'value' | 'optional' | 'code' | 'exec' | 'shell' | 'end';

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
  /** The words are one line only when a 'shell' option says so (`sudo -s CMD…`); without one the program starts them itself. */
  shellByOption?: boolean;
  /**
   * Words that end the line (parallel's `:::`): the arguments after them are data, unless no
   * command came before the first, when each is a command line of its own (`parallel ::: CMD…`).
   */
  ends?: readonly string[];
}

/** Long options (`--name`) that all take a value. */
/** `--name` entries for long options that all take a value. */
export const longValues = (names: readonly string[]): Record<string, 'value'> => Object.fromEntries(names.map((o) => [`--${o}`, 'value' as const]));

const SSH: JoinedLine = {
  letters: {
    ...every([...'BbcDEeFIiJLlmOopQRSWw'], 'value' as const),
    ...every([...'GVs'], 'end' as const),
  },
  skip: 1,
  reparse: true,
};

/**
 * ssh [options] DESTINATION [COMMAND…]: the remote user's shell runs the command's words joined
 * into one line. ssh reads its options again after the destination, once, unless "--" came
 * before it (ssh.c: `goto again` while parsing; checked with OpenSSH 9.2p1: `ssh -G host -p
 * 2222` gives port 2222, and `ssh -G -o RemoteCommand=x host -p 2222` does not refuse a command
 * line while `… host -- -p 2222` and `… host uptime -p 2222` do): `ssh host -p 2222 CMD` has the
 * port 2222 and the command CMD. -Q takes the query to list (ssh then runs nothing:
 * cap-tool-shell says so).
 * autossh [-M PORT] [-f] [ssh options] DESTINATION [COMMAND…]: reads ssh's options (its own -M
 * takes the monitor port) and hands the rest to ssh. watch [options] COMMAND…: runs the words
 * joined with `sh -c`, unless -x starts them itself. sudo [options] [NAME=value…] COMMAND…:
 * starts the command itself, but with -s or -i (--shell, --login) hands its words to the user's
 * shell, with -c, as one line (sudo escapes each word's blanks and metacharacters first, so a
 * word stays one word; read as a line all the same, a reading that hides more).
 */
export const JOINED_LINES: Readonly<Record<string, JoinedLine>> = {
  ssh: SSH,
  autossh: { ...SSH, letters: { ...SSH.letters, M: 'value' } },
  sudo: {
    letters: { ...every([...'ugCDhprtUTR'], 'value' as const), s: 'shell', i: 'shell', ...every([...'elvVK'], 'end' as const) },
    tokens: {
      ...every(['--user', '--group', '--close-from', '--chdir', '--host', '--prompt', '--role', '--type', '--other-user', '--command-timeout', '--chroot'], 'value' as const),
      '--shell': 'shell', '--login': 'shell', '--edit': 'end', '--list': 'end',
    },
    shellByOption: true,
  },
  watch: {
    letters: { n: 'value', q: 'value', d: 'optional', x: 'exec', h: 'end', v: 'end' },
    tokens: { '--interval': 'value', '--equexit': 'value', '--differences': 'optional', '--exec': 'exec', '--help': 'end', '--version': 'end' },
  },
  // GNU parallel [options] [CMD…] (::: ARG… | :::: FILE…)…: the command's words, up to the first :::, are one line it runs with a shell
  // (-q, --quote: it starts them as written); with no command, the arguments are the command lines. -e, -i, -l take a value only when
  // attached; --ssh, --limit, --compress-program and --decompress-program take a command line run with a shell (--filter and --rpl take
  // Perl code, which cap-tool-shell adds).
  parallel: {
    letters: { ...every([...'aCdEIjJLnNPsS'], 'value' as const), ...every([...'eil'], 'optional' as const), q: 'exec', h: 'end', V: 'end' },
    tokens: {
      ...longValues([
        'arg-file', 'arg-sep', 'arg-file-sep', 'basefile', 'bf', 'block', 'block-size', 'colsep', 'delay', 'delimiter', 'env', 'halt', 'halt-on-error', 'header', 'jobs', 'max-procs',
        'joblog', 'load', 'max-args', 'max-chars', 'max-replace-args', 'memfree', 'memsuspend', 'nice', 'profile', 'results', 'res', 'retries', 'return', 'sshdelay', 'sshlogin',
        'sshloginfile', 'slf', 'tagstring', 'tmpdir', 'timeout', 'transferfile', 'tf', 'workdir', 'wd', 'template', 'termseq', 'hostgroups', 'seqreplace', 'filter', 'rpl',
      ]),
      '--eof': 'optional', '--replace': 'optional', '--max-lines': 'optional', '--quote': 'exec',
      ...every(['--ssh', '--limit', '--compress-program', '--decompress-program'], 'code' as const),
      '--help': 'end', '--version': 'end',
    },
    ends: [':::', ':::+', '::::', '::::+'],
  },
};

/**
 * A setting whose value a program runs as a command line with a shell: its key (matched
 * lowercased, blanks around it trimmed) and, when given, what the value must start with (`^…`),
 * which is then no part of the line (an alias's "!"). `note` says what the value is when it is
 * not simply that (`SetEnv`); `names` that the value is no line but names the program run
 * (`core.askPass`): redaction reads it as a line all the same (a program's path holds no secret
 * word, and a value with blanks that git could not start is hidden rather than shown).
 */
export interface ShellSetting {
  key: RegExp;
  value?: RegExp;
  note?: string;
  names?: string;
}

/**
 * Environment variables whose value git runs as a command line with the shell (git(1), and
 * diff.c's run_external_diff for GIT_EXTERNAL_DIFF, which runs with use_shell):
 * `GIT_SSH_COMMAND='ssh -i key' git fetch`, set by an assignment word of a shell line or by
 * `env`.
 */
export const SHELL_VARIABLES: readonly string[] = ['GIT_SSH_COMMAND', 'GIT_EDITOR', 'GIT_SEQUENCE_EDITOR', 'GIT_PAGER', 'GIT_EXTERNAL_DIFF'];

/**
 * Environment variables that name a program git or ssh starts without a shell (git(1): "$GIT_SSH
 * … must be just the path to a program"; prompt.c starts GIT_ASKPASS, core.askPass and
 * SSH_ASKPASS with no shell, connect.c GIT_PROXY_COMMAND; ssh's readpass.c execs SSH_ASKPASS):
 * whoever sets one chooses the program. By name, what starts it.
 */
export const PROGRAM_VARIABLES: Readonly<Record<string, string>> = {
  GIT_SSH: 'which git starts in place of ssh',
  GIT_ASKPASS: 'which git starts to ask for a password',
  SSH_ASKPASS: 'which ssh (and git, without GIT_ASKPASS) starts to ask for a passphrase',
  GIT_PROXY_COMMAND: 'which git starts to reach a git:// server',
};

/**
 * ssh_config settings ssh runs as a command line with the user's shell (ssh_config(5)): what `-o` can set, for ssh and for what starts it
 * (scp, sftp). `Match exec` is no such setting: ssh refuses Host and Match after -o ("not supported as a command-line option", OpenSSH
 * 9.2p1). SetEnv sends a variable to the remote side, which sets it when its sshd accepts it (AcceptEnv): a git there then runs
 * GIT_SSH_COMMAND's value with a shell, or GIT_SSH's program (ssh dequotes the value: `SetEnv GIT_SSH_COMMAND="ssh -p 1"`).
 */
export const SSH_SHELL_CONFIG: readonly ShellSetting[] = [
  { key: /^(proxycommand|localcommand|remotecommand|knownhostscommand)$/ },
  {
    key: /^setenv$/,
    value: new RegExp(`^\\s*"?(${[...SHELL_VARIABLES, ...Object.keys(PROGRAM_VARIABLES)].join('|')})="?`),
    note: 'which sets, for the remote side where its sshd accepts it (AcceptEnv), a variable that names a command a git there runs',
  },
];
/** `Key=value`, `Key value` or `Key = value`, as ssh -o reads them. */
export const SSH_CONFIG_SPLIT = /^\s*([A-Za-z0-9]+)(?:\s*=\s*|\s+)([\s\S]*)$/;

/**
 * git settings whose value git runs as a shell command line (git-config(1): each "is run with
 * the shell" or is "a command"), as `git -c KEY=VALUE` (and `git clone -c`, `--config`) sets
 * them; an alias only when its value starts with "!", and the line is what follows it; and the
 * settings that name the program git starts (`names`). Settings that name a file are left out.
 */
export const GIT_SHELL_CONFIG: readonly ShellSetting[] = [
  { key: /^alias\./, value: /^\s*!/ },
  { key: /^core\.(sshcommand|pager|editor|fsmonitor|alternaterefscommand)$/ },
  // These name the program git starts, with no shell (prompt.c, connect.c, gpg-interface.c).
  { key: /^core\.askpass$/, names: PROGRAM_VARIABLES.GIT_ASKPASS },
  { key: /^core\.gitproxy$/, names: PROGRAM_VARIABLES.GIT_PROXY_COMMAND },
  { key: /^gpg\.(.+\.)?program$/, names: 'which git starts to sign and verify' },
  { key: /^(pager|sequence)\./ },
  { key: /^credential\.(.+\.)?helper$/ },
  { key: /^diff\.(external|.+\.(command|textconv))$/ },
  { key: /^merge\..+\.driver$/ },
  { key: /^filter\..+\.(clean|smudge|process)$/ },
  { key: /^remote\..+\.(uploadpack|receivepack)$/ },
  { key: /^(diff|merge)tool\..+\.cmd$/ },
  { key: /^(browser|man)\..+\.cmd$/ },
  { key: /^sendemail\.(.+\.)?(tocmd|cccmd|sendmailcmd)$/ },
  { key: /^uploadpack\.packobjectshook$/ },
];
/** `key=value`, as git -c reads a setting. */
export const CONFIG_SPLIT = /^([^=]+)=([\s\S]*)$/;

/**
 * Where the line in a setting starts, when the setting (`setting`, split into key and value by
 * `split`) is one of `config`: the length of the text before it (`alias.x=!`); undefined when
 * the setting is no command line.
 */
export function settingLineStart(setting: string, split: RegExp, config: readonly ShellSetting[]): number | undefined {
  const m = split.exec(setting);
  if (!m) return undefined;
  const key = m[1].trim().toLowerCase();
  for (const c of config) {
    if (!c.key.test(key)) continue;
    const lead = c.value ? c.value.exec(m[2]) : null;
    if (c.value && !lead) continue;
    return setting.length - m[2].length + (lead ? lead[0].length : 0);
  }
  return undefined;
}

/**
 * Where a Windows program's own command line is in its arguments (cmd /c, powershell
 * -Command): `line`, the arguments from `index` on, joined with spaces, are one command line
 * (the text of the first after `prefix`); `code`, the argument at `index` alone is program text;
 * `encoded`, it is program text in base64 of UTF-16LE (PowerShell's -EncodedCommand); `script`,
 * it is the script file to run. `how` is the option as written, or what said it.
 */
export interface WindowsCommand {
  runs: 'line' | 'code' | 'encoded' | 'script';
  index: number;
  prefix: string;
  how: string;
}

/** cmd.exe: after /c, /k or /r (any case, the command attached or not: `/cdir`) the rest of the arguments is one command line it parses itself. */
function cmdCommand(args: readonly unknown[], start: number): WindowsCommand | undefined {
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
 * PowerShell (`program` is powershell or pwsh): -Command (any prefix, as PowerShell's
 * CommandLineParameterParser matches one: -c, -co, -com, …) joins the rest of the arguments
 * into the script; -CommandWithArgs takes the next argument as code, and -EncodedCommand (any
 * prefix: -e, -en, -enc, …, or -ec) as base64 of its UTF-16LE text; -File (-f, -fi, …) ends
 * the options. A switch may start with "-", "--" or "/", in any case. A first operand is
 * -Command for Windows PowerShell and -File for pwsh.
 */
function powershellCommand(program: string, args: readonly unknown[], start: number): WindowsCommand | undefined {
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
    if (name === 'cwa' || prefixOf(name, 'commandwithargs', 8)) return { runs: 'code', index: i + 1, prefix: '', how: a };
    if (prefixOf(name, 'command', 1)) return { runs: 'line', index: i + 1, prefix: '', how: a };
    // No option checked before it starts with "e" (ExecutionPolicy needs "ex" or "ep"): -e, -en, -enc, …, and -ec are -EncodedCommand.
    if (name === 'ec' || prefixOf(name, 'encodedcommand', 1)) return { runs: 'encoded', index: i + 1, prefix: '', how: a };
    if (prefixOf(name, 'file', 1)) return { runs: 'script', index: i + 1, prefix: '', how: a };
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
