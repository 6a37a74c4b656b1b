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
 * takes a value that names a file whose content chooses what runs (`ssh -F CONFIG`), makes the program start its words as a command without a shell (`watch -x`), makes it hand
 * them to a shell as one line (`sudo -s`), or makes it run nothing (`ssh -V`). Options not
 * listed take nothing.
 */
export type JoinedOption = 'value' | 'optional' | 'code' | 'path' | 'exec' | 'shell' | 'end';

/** Whether a JOINED_LINES option takes a value (attached, or the next argument): a 'path' is a value that names a file whose content runs (`ssh -F`, `-I`). */
export const takesValue = (kind: JoinedOption | undefined): boolean => kind === 'value' || kind === 'code' || kind === 'path';

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
    ...every([...'BbcDEeiJLlmOopQRSWw'], 'value' as const),
    // -F: the config file, whose ProxyCommand, LocalCommand and Match exec ssh runs with a shell; -I: the PKCS#11 library ssh loads
    // (ssh-pkcs11-helper dlopen()s it: checked with OpenSSH 9.2p1, a library with a constructor and a C_GetFunctionList runs).
    F: 'path',
    I: 'path',
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
 * lowercased, blanks around it trimmed) and, when given, what the value must hold: at its start,
 * an alias's "!", which is then no part of the line; or at the start of one of its words,
 * SetEnv's `NAME=` of a variable a program runs, where the line starts. `note` says what the value is when it is not simply that
 * (`SetEnv`); `names` that the value is no line but names the program run (`core.askPass`):
 * redaction reads it as a line all the same (a program's path holds no secret word, and a value
 * with blanks that git could not start is hidden rather than shown); `path` that it names a file
 * or folder whose content chooses what runs (`core.hooksPath`, `include.path`, ssh's
 * PKCS11Provider), which is no line: redaction reads it as text; `words` that the value is
 * several `NAME=value` words, split as ssh splits a config line (sshConfigWords), so that a
 * parameter anywhere in it can add a word of its own (SetEnv), and what that makes it: `value`
 * is then asked of each word.
 */
export interface ShellSetting {
  key: RegExp;
  value?: RegExp;
  note?: string;
  names?: string;
  path?: string;
  words?: string;
}

/**
 * Environment variables whose value a program runs as a command line with a shell, and what runs
 * it: git (git(1); pager.c, editor.c and diff.c's run_external_diff start them with use_shell;
 * PAGER, VISUAL and EDITOR are its fallbacks), less (less(1): LESSOPEN and LESSCLOSE through
 * popen) and bash (bash(1): BASH_ENV is expanded, command substitutions included, then read as a
 * script): `GIT_SSH_COMMAND='ssh -i key' git fetch`, set by an assignment word of a shell line or
 * by `env`. Checked with git 2.39, less 590 and bash 5.2: `PAGER='echo X >&2; cat' git log` on a
 * terminal (git pages only to one), `EDITOR=…` or `VISUAL=…` with `git commit`,
 * `LESSOPEN='|echo X >&2; cat %s' less f` (with or without a terminal) and `BASH_ENV='$(echo X
 * >&2)' bash -c true` each print X.
 */
export const SHELL_VARIABLE_RUNNERS: Readonly<Record<string, string>> = {
  GIT_SSH_COMMAND: 'git runs with a shell',
  GIT_EDITOR: 'git runs with a shell',
  GIT_SEQUENCE_EDITOR: 'git runs with a shell',
  GIT_PAGER: 'git runs with a shell',
  GIT_EXTERNAL_DIFF: 'git runs with a shell',
  PAGER: 'git runs with a shell when it pages (without GIT_PAGER or core.pager)',
  VISUAL: 'git runs with a shell as its editor (without GIT_EDITOR or core.editor, unless TERM is dumb)',
  EDITOR: 'git runs with a shell as its editor (without GIT_EDITOR, core.editor or VISUAL)',
  LESSOPEN: 'less runs with a shell to read each file (its input preprocessor)',
  LESSCLOSE: 'less runs with a shell after LESSOPEN\'s',
  BASH_ENV: 'bash expands, running its command substitutions, and reads as a script before the one it starts',
};
/** The names of SHELL_VARIABLE_RUNNERS. */
export const SHELL_VARIABLES: readonly string[] = Object.keys(SHELL_VARIABLE_RUNNERS);

/**
 * Environment variables that name a program git, ssh or another program starts without a shell
 * (git(1): "$GIT_SSH … must be just the path to a program"; prompt.c starts GIT_ASKPASS,
 * core.askPass and SSH_ASKPASS with no shell, connect.c GIT_PROXY_COMMAND; ssh's readpass.c execs
 * SSH_ASKPASS; man-db splits MANPAGER into a program and its arguments, quotes read as a shell
 * reads them, and starts it with no shell (checked with man-db 2.11: `MANPAGER='echo X; cat' man
 * ls` prints "X; cat"); Python's webbrowser and sensible-browser start BROWSER, each as one
 * program name): whoever sets one chooses the program. By name, what starts it.
 */
export const PROGRAM_VARIABLES: Readonly<Record<string, string>> = {
  GIT_SSH: 'which git starts in place of ssh',
  GIT_ASKPASS: 'which git starts to ask for a password',
  SSH_ASKPASS: 'which ssh (and git, without GIT_ASKPASS) starts to ask for a passphrase',
  GIT_PROXY_COMMAND: 'which git starts to reach a git:// server',
  MANPAGER: 'which man starts, with the arguments after it, to show a page',
  BROWSER: 'which Python\'s webbrowser and sensible-browser start to open a URL',
};

/** What a config file git reads can do. */
const GIT_CONFIG_RUNS = 'which can set a command git runs (core.sshCommand, core.pager, alias.*=!…)';

/**
 * Environment variables that name a file or folder whose content chooses what git runs: a path
 * the caller chooses chooses the code (each checked with git 2.39). The repository (GIT_DIR,
 * GIT_COMMON_DIR): git reads its config and runs its hooks, and an explicit git dir skips the
 * safe.directory check of who owns it, which `git -C DIR` (discovery) makes: `GIT_DIR=r/.git git
 * x` runs the alias of a repository another user owns, where `git -C r x` refuses it. The config
 * files git reads (GIT_CONFIG_GLOBAL, GIT_CONFIG_SYSTEM). The folder git starts its own programs
 * from (GIT_EXEC_PATH: git-remote-https for an https remote, git-NAME for `git NAME`). The folder
 * git init and git clone copy hooks from into the new repository (GIT_TEMPLATE_DIR: clone then
 * runs its post-checkout). GIT_CONFIG is none of these: only `git config` reads it, as its --file
 * (`GIT_CONFIG=f git x` runs no alias of f).
 */
export const CODE_PATH_VARIABLES: Readonly<Record<string, string>> = {
  GIT_DIR: `the repository git uses, whoever owns it: git reads its config, ${GIT_CONFIG_RUNS}, and runs its hooks`,
  GIT_COMMON_DIR: `the folder of the repository's shared files, whoever owns it: git reads its config, ${GIT_CONFIG_RUNS}, and runs its hooks`,
  GIT_CONFIG_GLOBAL: `a config file git reads, ${GIT_CONFIG_RUNS}`,
  GIT_CONFIG_SYSTEM: `a config file git reads, ${GIT_CONFIG_RUNS}`,
  GIT_EXEC_PATH: 'the folder git starts its own programs from (git-remote-https, git-NAME for git NAME)',
  GIT_TEMPLATE_DIR: 'the folder git init and git clone copy hooks from into the new repository, which git then runs (clone runs post-checkout)',
};

/**
 * Variables that make a program load code their value names or asks for (ld.so(8): LD_PRELOAD,
 * LD_AUDIT, LD_LIBRARY_PATH; dyld(1); node(1): NODE_OPTIONS takes `--require FILE`/`--import`,
 * NODE_PATH; python(1); perlrun(1): PERL5OPT takes `-MModule`, PERL5LIB; ruby(1): RUBYOPT takes
 * `-rlib`, RUBYLIB; the JVM's JAVA_TOOL_OPTIONS takes `-javaagent:JAR`): a value the model
 * chooses picks code that runs inside the command, whatever the command is. By name, what loads it.
 */
export const LOADER_VARIABLES: Readonly<Record<string, string>> = {
  LD_PRELOAD: 'the dynamic loader loads into every program it starts, before the program itself',
  LD_AUDIT: 'the dynamic loader loads into every program it starts, as an auditing library',
  LD_LIBRARY_PATH: 'the dynamic loader searches first for the libraries every program needs',
  DYLD_INSERT_LIBRARIES: "macOS's loader loads into every program it starts",
  DYLD_LIBRARY_PATH: "macOS's loader searches first for the libraries every program needs",
  NODE_OPTIONS: 'node reads as options before its own (--require FILE and --import load code)',
  NODE_PATH: 'node searches for the modules a script requires',
  PYTHONPATH: 'python searches first for the modules a script imports',
  PERL5OPT: 'perl reads as switches before its own (-MModule loads code)',
  PERL5LIB: 'perl searches first for the modules a script uses',
  RUBYOPT: 'ruby reads as options before its own (-rlib loads code)',
  RUBYLIB: 'ruby searches first for the libraries a script requires',
  JAVA_TOOL_OPTIONS: 'the JVM reads as options (-javaagent:JAR loads code)',
  JDK_JAVA_OPTIONS: 'the java launcher reads as options (-javaagent:JAR loads code)',
  _JAVA_OPTIONS: 'the JVM reads as options (-javaagent:JAR loads code)',
  PYTHONHOME: 'python loads its standard library from',
  PERLLIB: 'perl searches first for the modules a script uses (without PERL5LIB)',
  DOTNET_STARTUP_HOOKS: '.NET loads as assemblies and runs before the program',
};

/**
 * git's settings from the environment (git(1), config.c), each read as `git -c KEY=VALUE` reads
 * one: GIT_CONFIG_KEY_<n> and GIT_CONFIG_VALUE_<n> for each n below GIT_CONFIG_COUNT (the value
 * raw), and GIT_CONFIG_PARAMETERS, where `git -c` leaves its settings for the git programs it
 * starts: `'key'='value'` (or `'key=value'`) in shell single quotes, blanks between, so that a value
 * that closes its quote adds a setting of its own (checked with git 2.39:
 * `GIT_CONFIG_PARAMETERS="'user.name'='a' 'alias.x'='!echo X'" git x` and `GIT_CONFIG_COUNT=1
 * GIT_CONFIG_KEY_0=alias.x GIT_CONFIG_VALUE_0='!echo X' git x` print X).
 */
export const GIT_CONFIG_KEY = /^GIT_CONFIG_KEY_(\d+)$/;
export const GIT_CONFIG_VALUE = /^GIT_CONFIG_VALUE_(\d+)$/;
export const GIT_CONFIG_PARAMETERS = 'GIT_CONFIG_PARAMETERS';

/** `NAME=` at the start of an assignment word. */
const ASSIGNED = /^([A-Za-z_][A-Za-z0-9_]*)=/;

/**
 * The variable an argument assigns, as an assignment word (`NAME=…`, of a shell line, after env
 * or sudo) or systemd-run's `-ENAME=…` / `--setenv=NAME=…` give one, and where its value starts.
 */
export function assignmentIn(arg: string): { name: string; start: number } | undefined {
  const option = /^(--setenv=|-E)(?=[A-Za-z_])/.exec(arg)?.[0] ?? '';
  const m = ASSIGNED.exec(arg.slice(option.length));
  return m ? { name: m[1], start: option.length + m[0].length } : undefined;
}

/**
 * The keys written for GIT_CONFIG_KEY_<n> among the words of a command line, as assignments (see
 * assignmentIn): the setting GIT_CONFIG_VALUE_<n> gives a value to, which cap-tool-shell judges
 * and redaction reads by (none written: any setting, one git runs too).
 */
export function writtenGitKeys(words: readonly unknown[], n: string): string[] {
  const keys: string[] = [];
  for (const word of words) {
    const a = typeof word === 'string' ? assignmentIn(word) : undefined;
    if (a && GIT_CONFIG_KEY.exec(a.name)?.[1] === n) keys.push((word as string).slice(a.start));
  }
  return keys;
}

/** The variables whose value some program runs, names or reads code from: a SetEnv word that sets one holds a command line after its `NAME=`. */
const COMMAND_VARIABLE_NAMES = [...SHELL_VARIABLES, ...Object.keys(PROGRAM_VARIABLES), ...Object.keys(CODE_PATH_VARIABLES), ...Object.keys(LOADER_VARIABLES), GIT_CONFIG_PARAMETERS, 'GIT_CONFIG_(?:KEY|VALUE)_\\d+'];

/**
 * ssh_config settings ssh runs as a command line with the user's shell (ssh_config(5)): what `-o` can set, for ssh and for what starts it
 * (scp, sftp). `Match exec` is no such setting: ssh refuses Host and Match after -o ("not supported as a command-line option", OpenSSH
 * 9.2p1), and Include too ("Include directive not supported as a command-line option"): a config file that holds them comes with -F
 * (JOINED_LINES' 'path'). PKCS11Provider names the library ssh loads, as -I does. SetEnv sends variables to the remote side, which sets
 * them when its sshd accepts them (AcceptEnv): a git there then runs GIT_SSH_COMMAND's value with a shell, or GIT_SSH's program. ssh
 * splits its value into NAME=value words as it splits any config line (sshConfigWords: `SetEnv FOO=1 GIT_SSH_COMMAND="ssh -p 1"` sets
 * two, `SetEnv FOO=1\ GIT_SSH_COMMAND=x` one), so a parameter anywhere in it can add a variable.
 */
export const SSH_SHELL_CONFIG: readonly ShellSetting[] = [
  { key: /^(proxycommand|localcommand|remotecommand|knownhostscommand)$/ },
  { key: /^pkcs11provider$/, path: 'the PKCS#11 library ssh loads' },
  {
    key: /^setenv$/,
    value: new RegExp(`^(?:${COMMAND_VARIABLE_NAMES.join('|')})=`),
    note: 'which sets, for the remote side where its sshd accepts it (AcceptEnv), a variable whose value a program there runs (GIT_SSH_COMMAND for git)',
    words: 'whose NAME=value words ssh splits at blanks that no quote or backslash keeps: a value with a blank, a quote or a backslash adds a variable, such as GIT_SSH_COMMAND, for the remote side where its sshd accepts it (AcceptEnv)',
  },
];
/** `Key=value`, `Key value` or `Key = value`, as ssh -o reads them. */
export const SSH_CONFIG_SPLIT = /^\s*([A-Za-z0-9]+)(?:\s*=\s*|\s+)([\s\S]*)$/;

/** One argument of an ssh config line: its text once quotes and escapes are taken out, where it stands, and where each of its characters stands. */
export interface SshConfigWord {
  text: string;
  start: number;
  end: number;
  /** The offset in the line of each character of `text`. */
  from: number[];
  /** A quote opened in it never closes: ssh refuses the line ("invalid quotes"). */
  unclosed?: boolean;
}

/**
 * The arguments of an ssh config line after its keyword, split as OpenSSH splits every config
 * line, -o's included (readconf.c strips its trailing blanks, then misc.c's argv_split): at spaces
 * and tabs outside quotes; single and double quotes keep blanks and are taken out; a backslash
 * before a quote, a backslash or (outside quotes) a space keeps it and is taken out, and before
 * anything else is a character; a `#` that starts an argument ends the line. Checked with OpenSSH
 * 9.2p1's `ssh -G -o 'SetEnv=…'` (and on random lines of those characters): `A=x\ B=y` sets A to
 * "x B=y", `A=x\\ B=y` sets A to "x\" and B, `A="x B=y"` and `A='x B=y'` one variable,
 * `A=\"x B=y\"` two, `A=x\<tab>B=y` two, `A=x #B=y` one, `A=x\ ` at the end "x\".
 */
export function sshConfigWords(written: string): SshConfigWord[] {
  // ssh strips the line's trailing blanks first: `x\ ` at the end is `x\`.
  const line = written.replace(/[ \t\r\n\f]+$/, '');
  const words: SshConfigWord[] = [];
  let i = 0;
  while (i < line.length) {
    if (line[i] === ' ' || line[i] === '\t') {
      i++;
      continue;
    }
    if (line[i] === '#') break;
    const start = i;
    let text = '';
    const from: number[] = [];
    let quote = '';
    for (; i < line.length; i++) {
      const c = line[i];
      const next = line[i + 1];
      if (c === '\\' && (next === "'" || next === '"' || next === '\\' || (quote === '' && next === ' '))) {
        text += next;
        from.push(++i);
      } else if (quote === '' && (c === ' ' || c === '\t')) break;
      else if (quote === '' && (c === '"' || c === "'")) quote = c;
      else if (quote !== '' && c === quote) quote = '';
      else {
        text += c;
        from.push(i);
      }
    }
    words.push(quote === '' ? { text, start, end: i, from } : { text, start, end: i, from, unclosed: true });
  }
  return words;
}

/** Where the value of an ssh SetEnv setting (`setting` as `-o` takes it) starts; undefined when the setting is another. */
export function setEnvValueStart(setting: string): number | undefined {
  const m = SSH_CONFIG_SPLIT.exec(setting);
  if (!m || !SSH_SHELL_CONFIG.some((c) => c.words !== undefined && c.key.test(m[1].toLowerCase()))) return undefined;
  return setting.length - m[2].length;
}

/**
 * git settings whose value git runs as a shell command line (git-config(1): each "is run with
 * the shell" or is "a command"), as `git -c KEY=VALUE` (and `git clone -c`, `--config`,
 * GIT_CONFIG_KEY_<n>) sets them; an alias only when its value starts with "!", and the line is
 * what follows it; the settings that name the program git starts (`names`); and those that name
 * a file or folder whose content chooses what git runs (`path`).
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
  // These name a file or folder whose content git runs (checked with git 2.39: `git -c include.path=F x` runs F's alias.x, a
  // core.hooksPath folder's pre-commit runs on commit, an init.templateDir folder's post-checkout on clone).
  { key: /^core\.hookspath$/, path: 'the folder git runs its hooks from' },
  { key: /^init\.templatedir$/, path: CODE_PATH_VARIABLES.GIT_TEMPLATE_DIR },
  { key: /^include(if\..+)?\.path$/, path: `a config file git reads, ${GIT_CONFIG_RUNS}` },
];
/** `key=value`, as git -c reads a setting. */
export const CONFIG_SPLIT = /^([^=]+)=([\s\S]*)$/;

/**
 * The entry of `config` a setting is (its key and value as written), and the length of the
 * value's text before its line (an alias's "!"; SetEnv's `FOO=1 GIT_SSH_COMMAND="`, up to the
 * first character of that word's value); undefined when it is none.
 */
export function findSetting(key: string, value: string, config: readonly ShellSetting[]): { setting: ShellSetting; lead: number } | undefined {
  const k = key.trim().toLowerCase();
  for (const c of config) {
    if (!c.key.test(k)) continue;
    if (!c.value) return { setting: c, lead: 0 };
    if (c.words !== undefined) {
      for (const w of sshConfigWords(value)) {
        const m = c.value.exec(w.text);
        if (m) return { setting: c, lead: m[0].length < w.text.length ? w.from[m[0].length] : w.end };
      }
      continue;
    }
    const lead = c.value.exec(value);
    if (lead) return { setting: c, lead: lead.index + lead[0].length };
  }
  return undefined;
}

/**
 * Where the line in a setting starts, when the setting (`setting`, split into key and value by
 * `split`) is one of `config` whose value is a line (or a program, read as one): the length of the
 * text before it (`alias.x=!`); undefined when the setting is no command line (a `path` setting
 * names a file).
 */
export function settingLineStart(setting: string, split: RegExp, config: readonly ShellSetting[]): number | undefined {
  const m = split.exec(setting);
  if (!m) return undefined;
  const found = findSetting(m[1], m[2], config);
  if (!found || found.setting.path !== undefined) return undefined;
  return setting.length - m[2].length + found.lead;
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
