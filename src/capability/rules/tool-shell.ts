import { showPath } from '../../core/show-name.js';
import { HOST_PLACEHOLDERS, placeholderName } from '../args.js';
import {
  CODE_PATH_VARIABLES, LOADER_VARIABLES, CONFIG_SPLIT, GIT_CONFIG_KEY, GIT_CONFIG_PARAMETERS, GIT_CONFIG_VALUE, GIT_SHELL_CONFIG, JOINED_LINES, POSIX_SHELL_VALUE_LETTERS, PROGRAM_VARIABLES, findSetting, longValues, own,
  SHELL_LINE_OPTIONS, SHELL_VARIABLE_RUNNERS, SSH_CONFIG_SPLIT, SSH_SHELL_CONFIG, WINDOWS_COMMANDS, writtenGitKeys, type JoinedLine, type ShellSetting,
} from '../command-lines.js';
import { POSIX_SHELLS, programName } from '../program-name.js';
import { toolLabel } from './label.js';
import { DOCS, type CapabilityPackRule } from './types.js';

/**
 * A tool that hands a parameter to an interpreter as its program (`sh -c {{cmd}}`) runs
 * whatever the model writes. The safe form keeps the program fixed and passes the value as
 * data: `sh -c 'grep -- "$1" notes.txt' sh {{pattern}}`, or a script in the pack.
 *
 * Each interpreter's command line is read the way it reads it: options up to the first operand
 * (the script, whose own arguments are data: `python x.py -c {{v}}` is fine), combined short
 * options (`-lc`, `-ne`), `--`, and programs that run a command line of their own, read again
 * the same way (RUNNERS): wrappers that start another program (`env`, `sudo`, `timeout 5`,
 * `xargs`, `chroot DIR`, `strace`, `gdb --args`, `runuser -u USER`, …), programs that hand
 * their words to a shell as one line (`ssh host CMD…`, `autossh -M 0 host CMD…`, `watch CMD…`,
 * `sudo -s CMD…`, `parallel CMD… ::: ARGS`) or take a shell command line as an option (`flock
 * FILE -c CMD`, `sg GROUP -c CMD`), and `find -exec CMD… ;`, `git -c core.sshCommand=…`, `git
 * submodule foreach CMD`, `rsync -e CMD` and `scp -S PROG` (READERS). A variable a program
 * runs with a shell (SHELL_VARIABLE_RUNNERS: `GIT_SSH_COMMAND`, `PAGER`, `EDITOR`, `LESSOPEN`,
 * `BASH_ENV`) is code too when a wrapper sets it for the command it starts (`env
 * GIT_SSH_COMMAND=… git fetch`, `sudo NAME=value CMD`, `systemd-run -E`); one that names the
 * program git, ssh or another starts (PROGRAM_VARIABLES: `GIT_SSH`, `GIT_ASKPASS`, `MANPAGER`,
 * `BROWSER`; the git settings core.askPass, core.gitProxy, gpg.program) lets the caller choose
 * that program; one that names a file or folder whose content git runs (CODE_PATH_VARIABLES:
 * `GIT_DIR`, `GIT_CONFIG_GLOBAL`, `GIT_EXEC_PATH`, `GIT_TEMPLATE_DIR`; the options `git
 * --git-dir`, `--exec-path=`, `clone --template`, `ssh -F`, `-I` and the settings
 * core.hooksPath, include.path, PKCS11Provider: 'path') lets it choose the code; and git's
 * settings from the environment (GIT_CONFIG_KEY_<n>/GIT_CONFIG_VALUE_<n>, GIT_CONFIG_PARAMETERS)
 * are read as `git -c` reads its own. tools.json's exec.env passes the host's variables by name
 * only, so nothing else sets one. `ssh -o SetEnv=NAME=…` sets such a variable on the remote
 * side, where its sshd accepts it (AcceptEnv), for a git there; ssh splits SetEnv's value into
 * words, so any parameter in it can add one. Only a parameter is reported: a command line
 * written out in tools.json is the pack's own. Program text that holds a parameter inside a longer argument (`bash -c "grep {{p}} f"`,
 * `--rsh={{p}}`) is code too (cap-tool-exec refuses the argument; this rule says what it would
 * become). What it shares with the audit log's redaction, which reads the same command lines to
 * hide their secrets (which options hand a string to a shell, rsync's -e among them; the
 * options of ssh, autossh, watch and sudo; the ssh and git settings and the variables run with
 * a shell; where cmd's and PowerShell's command line starts), is in command-lines.ts.
 */

/** What an option does with what follows it. */
type Kind =
  | 'flag' // nothing
  | 'value' // takes an argument (attached, or the next one) that is data
  | 'optional' // takes an argument only when attached (`--replace=R`, `-d[x]`), never the next one
  | 'file' // takes a program file: the first operand is then data (awk -f)
  | 'code' // takes an argument that is program text
  | 'codeOperand' // makes the first operand program text (sh -c)
  | 'digits' // takes attached digits only (perl -l0): the cluster goes on after them
  | 'rest' // takes the rest of its cluster, never the next argument (perl -Mmod)
  | 'end' // the rest of the command line is not the interpreter's
  | 'module' // takes the module to run, after which the rest is the module's (python -m mod)
  | 'split' // env -S: its argument is split into more arguments
  | 'program' // takes the program to start (scp -S): a parameter there is the command
  | 'path' // takes a file or folder whose content chooses what runs (ssh -F CONFIG, git --git-dir): a parameter there chooses the code
  | 'optionalPath' // takes such a path only when attached (git --exec-path=DIR; alone, it prints the path and ends)
  | 'exec' // a flag that makes a Runner start its command directly, without a shell (watch -x, parallel -q, gdb --args)
  | 'shell' // a flag that makes a Runner hand its command's words to a shell as one line (sudo -s, sudo -i)
  | 'operand' // takes the operand a Runner would skip, and makes its command one it starts (runuser -u USER CMD…)
  | 'config' // takes a `name=value` setting, some of which the program runs as a shell command (git -c, ssh -o)
  | 'setenv'; // takes a `NAME=value` the command is started with (systemd-run -E): see shellVariable

interface Grammar {
  /** Whole tokens (long options, and short ones of programs that do not combine them); `--opt=value` is looked up as `--opt`. */
  tokens?: Readonly<Record<string, Kind>>;
  /** getopt-style letters, combinable (`-lc`, `-ne`); absent: the program does not combine short options. */
  letters?: Readonly<Record<string, Kind>>;
  /** Options may start with "+" too (sh +o pipefail). */
  plus?: boolean;
  /** Options end after the code argument (python -c). */
  codeEnds?: boolean;
  /** Without a code or file option, the first operand is program text (awk, sed). */
  operandIsCode?: boolean;
  /** Without a code option, the first operand is the script file to run (python x.py). */
  operandIsScript?: boolean;
  /** Options may follow operands, up to "--" (git's subcommands). */
  permute?: boolean;
  /** What a code option's argument is, when its name does not say (`-o`: "an option such as ProxyCommand, …"), by option (`-o`, `--exec`). */
  notes?: Readonly<Record<string, string>>;
  /** The way out for a code option, by option, when the usual one (fixed code, the value after it) does not apply (rsync -e). */
  fixes?: Readonly<Record<string, string>>;
  /** For 'config' options: the settings whose value the program runs as a shell command (`key` is matched lowercased; `value`, when given, must match too). */
  shellConfig?: readonly ShellSetting[];
  /** How a 'config' setting splits into key and value (default `key=value`; ssh -o takes `Key value` too). */
  configSplit?: RegExp;
  /** The program that runs a shell-run setting, when not this one (scp hands its -o settings to ssh). */
  configBy?: string;
  /** Subcommands named by the first operand, each read as a Runner (git submodule foreach). */
  subcommands?: Readonly<Record<string, Runner>>;
}

/** What a Runner does with the words after its options (and skipped operands). */
type Runs =
  | 'command' // starts the program the first word names, with the rest as its arguments (env, sudo, timeout)
  | 'shellLine' // joins the words into one line for a shell: every parameter among them is code (ssh, watch, sudo -s)
  | 'shellFirst' // runs the first word with a shell and passes the rest as its arguments, as git's run-command does (git submodule foreach)
  | 'shellArgs' // passes the words to the user's shell as its arguments, read as sh reads them (su USER -- -c CMD)
  | 'none'; // nothing: the operands are data (gdb without --args)

/**
 * A program that runs a command line of its own after its options: a wrapper starts the program
 * its first operand names with the rest as that program's arguments (read again, so `env sudo
 * sh -c` is seen through), unless `runs` (or an 'exec', 'shell' or 'operand' option) says
 * otherwise.
 */
interface Runner extends Grammar {
  /** Operands before the command: timeout's duration, chroot's root, flock's lock file, ssh's destination. */
  skip?: number;
  /** `NAME=value` words before the command (env, sudo). */
  assignments?: boolean;
  /** Options are read again after the skipped operands, unless "--" ended them (ssh host -p 22 CMD). */
  reparse?: boolean;
  /** What the words after the options are, unless an option says (default 'command'). */
  runs?: Runs;
  /** When the words go to a shell ('shellLine', 'shellFirst', a 'shell' option): what they are, and the way out. */
  shell?: { how: string; fix: string };
  /** A 'code' option gives the command line it runs (flock -c, su -c, sg -c): no operand is a command then. */
  codeIsCommand?: boolean;
  /**
   * Words that end the command (parallel's `:::`): the words after them are data, unless no
   * command came before, when they are the command lines (`how`), run with a shell.
   */
  until?: { words: readonly string[]; how: string; fix: string };
}

interface Token {
  text: unknown;
  /** Index in exec.args (-1: exec.command). */
  index: number;
}

interface Finding {
  index: number;
  program: string;
  /** How the program was told: the option as written (`-lc`, `/C`), or a description. */
  how: string;
  /**
   * What the parameter becomes: program text, the program a wrapper starts (`env {{cmd}}`), the
   * script or module an interpreter runs (`bash {{file}}`), or the path of a file or folder whose
   * content chooses what runs (`ssh -F {{config}}`, `GIT_DIR={{dir}}`).
   */
  role: 'code' | 'program' | 'script' | 'path';
  /** The programs it was reached through, outermost first (`env`, `find -exec`). */
  via?: readonly string[];
  /** The way out, when the usual one (pass the value as an argument after fixed code) does not apply. */
  fix?: string;
}

const isParameterName = (name: string) => !(HOST_PLACEHOLDERS as readonly string[]).includes(name);

/** A whole `{{param}}` argument naming a parameter (the host's own placeholders carry no model text). */
function isParameter(t: unknown): boolean {
  const name = typeof t === 'string' ? placeholderName(t) : null;
  return name !== null && isParameterName(name);
}

/** A `{{param}}` anywhere in a text (cap-tool-exec refuses one inside an argument; this rule still says what it would become). */
function holdsParameter(text: string): boolean {
  return [...text.matchAll(/\{\{([^{}]+)\}\}/g)].some((m) => isParameterName(m[1]));
}

/** Program text with a parameter in it: a whole `{{param}}`, or one inside a longer argument (`bash -c "grep {{p}} f"`, `--rsh={{p}}`). */
const holdsCode = (t: unknown): boolean => typeof t === 'string' && (isParameter(t) || holdsParameter(t));

/** Long options (`--name`) that all take a value: the long tables of rsync, strace, systemd-run, parallel. */
/** The same entry for `-name` and `--name` (gdb takes both). */
const eitherDash = <T>(names: readonly string[], entry: T): Record<string, T> => Object.fromEntries(names.flatMap((o) => [[`-${o}`, entry], [`--${o}`, entry]]));

/**
 * The options of SHELL_LINE_OPTIONS (command-lines.ts, which redaction reads too) for a program,
 * as grammar entries of `kind`: one-letter options as letters where the program combines them,
 * the others as whole tokens.
 */
function lineOptions(program: string, kind: Kind): { letters: Record<string, Kind>; tokens: Record<string, Kind> } {
  const letters: Record<string, Kind> = {};
  const tokens: Record<string, Kind> = {};
  const { options, combines } = SHELL_LINE_OPTIONS[program];
  for (const o of options) {
    if (combines && /^-[A-Za-z]$/.test(o)) letters[o[1]] = kind;
    else tokens[o] = kind;
  }
  return { letters, tokens };
}
const valueLetters = Object.fromEntries(POSIX_SHELL_VALUE_LETTERS.map((l) => [l, 'value' as const]));

const SHELL: Grammar = { letters: { ...lineOptions('sh', 'codeOperand').letters, ...valueLetters }, plus: true, tokens: { '--rcfile': 'value', '--init-file': 'value' }, operandIsScript: true };
const CSH: Grammar = { letters: lineOptions('csh', 'code').letters, codeEnds: true, operandIsScript: true };
const FISH_LINES = lineOptions('fish', 'code');
const FISH: Grammar = { letters: { ...FISH_LINES.letters, o: 'value', p: 'value' }, tokens: { ...FISH_LINES.tokens, '--debug-output': 'value', '--profile': 'value', '--profile-startup': 'value' }, operandIsScript: true };
const PYTHON: Grammar = { letters: { c: 'code', m: 'module', W: 'value', X: 'value', Q: 'value' }, codeEnds: true, tokens: { '--check-hash-based-pycs': 'value' }, operandIsScript: true };
const NODE: Grammar = {
  operandIsScript: true,
  tokens: {
    '-e': 'code', '--eval': 'code', '-p': 'code', '--print': 'code', '-pe': 'code', '-ep': 'code',
    '-r': 'value', '--require': 'value', '--import': 'value', '--loader': 'value', '--experimental-loader': 'value',
    '-C': 'value', '--conditions': 'value', '--input-type': 'value', '--title': 'value', '--env-file': 'value', '--inspect-port': 'value',
  },
};
const BUN: Grammar = { operandIsScript: true, tokens: { '-e': 'code', '--eval': 'code', '-p': 'code', '--print': 'code', '-r': 'value', '--preload': 'value', '--cwd': 'value', '-c': 'value', '--config': 'value' } };
const PERL: Grammar = { operandIsScript: true, letters: { e: 'code', E: 'code', I: 'value', l: 'digits', 0: 'digits', C: 'digits', i: 'rest', d: 'rest', D: 'rest', F: 'rest', M: 'rest', m: 'rest', x: 'rest', V: 'rest' } };
const RUBY: Grammar = {
  operandIsScript: true,
  letters: { e: 'code', I: 'value', r: 'value', C: 'value', E: 'value', F: 'rest', x: 'rest', 0: 'digits', K: 'rest', T: 'digits', W: 'rest', i: 'rest' },
  tokens: { '--encoding': 'value', '--external-encoding': 'value', '--internal-encoding': 'value', '--enable': 'value', '--disable': 'value' },
};
const PHP: Grammar = {
  operandIsScript: true,
  letters: { r: 'code', B: 'code', R: 'code', E: 'code', c: 'value', d: 'value', z: 'value', t: 'value', S: 'value', f: 'file', F: 'file' },
  tokens: { '--run': 'code', '--process-begin': 'code', '--process-code': 'code', '--process-end': 'code', '--file': 'file', '--process-file': 'file', '--php-ini': 'value', '--define': 'value', '--zend-extension': 'value', '--docroot': 'value', '--server': 'value' },
};
const OSASCRIPT: Grammar = { tokens: { '-e': 'code', '-l': 'value', '-s': 'value' }, operandIsScript: true };
const LUA: Grammar = { letters: { e: 'code', l: 'value', j: 'value', O: 'rest', b: 'end' }, operandIsScript: true };
const RSCRIPT: Grammar = { tokens: { '-e': 'code', '-f': 'file', '--file': 'file', '--args': 'end' }, operandIsScript: true };
const TCLSH: Grammar = { operandIsScript: true };
const AWK: Grammar = {
  letters: { F: 'value', v: 'value', f: 'file', E: 'file', e: 'code', i: 'value', l: 'value', W: 'value' },
  tokens: { '--source': 'code', '--file': 'file', '--exec': 'file', '--assign': 'value', '--field-separator': 'value', '--include': 'value', '--load': 'value' },
  operandIsCode: true,
};
const SED: Grammar = { letters: { e: 'code', f: 'file', l: 'value', i: 'rest' }, tokens: { '--expression': 'code', '--file': 'file', '--line-length': 'value' }, operandIsCode: true };
const DENO_EVAL: Grammar = { tokens: { '--ext': 'value', '-c': 'value', '--config': 'value', '--import-map': 'value', '--location': 'value', '--seed': 'value', '--cert': 'value', '--v8-flags': 'value' }, operandIsCode: true };
const DENO_REPL: Grammar = { tokens: { '--eval': 'code', '--eval-file': 'value', '-c': 'value', '--config': 'value', '--cert': 'value' } };
/**
 * su [options] [-] [USER [ARG…]]: options may follow the user (getopt permutes them); -c's
 * command line, and any words after the user, go to the user's shell; -s names that shell.
 */
const SU: Runner = {
  tokens: {
    ...lineOptions('su', 'code').tokens,
    '-': 'flag', '-l': 'flag', '--login': 'flag', '-s': 'program', '--shell': 'program',
    '-g': 'value', '--group': 'value', '-G': 'value', '--supp-group': 'value', '-w': 'value', '--whitelist-environment': 'value',
  },
  notes: { '-s': 'the shell it starts', '--shell': 'the shell it starts' },
  skip: 1,
  reparse: true,
  codeIsCommand: true,
  runs: 'shellArgs',
};

const SSH_CONFIG_NOTE = 'an option such as ProxyCommand or LocalCommand, which ssh runs with a shell';
/** What ssh's -F (and scp's, sftp's) names: checked with OpenSSH 9.2p1, `scp -F F a host:b` and `sftp -F F host` run F's ProxyCommand. */
const SSH_CONFIG_FILE_NOTE = 'a config file whose ProxyCommand, LocalCommand or Match exec ssh runs with a shell';
const SSH_PATH_FIX = 'write the path out in tools.json (a file of the pack: {{pack_root}}/…), or leave the option out';
/** The -o and -F of ssh, scp and sftp: one rule. */
const SSH_OPTION = { shellConfig: SSH_SHELL_CONFIG, configSplit: SSH_CONFIG_SPLIT, configBy: 'ssh' } as const;

/** scp and sftp start ssh with their -o settings; -S names the program started in its place, -D a local sftp server. Options may follow operands (getopt permutes them). */
const SCP: Grammar = {
  ...SSH_OPTION,
  letters: { c: 'value', D: 'program', F: 'path', i: 'value', J: 'value', l: 'value', o: 'config', P: 'value', S: 'program', X: 'value' },
  notes: { '-o': SSH_CONFIG_NOTE, '-F': SSH_CONFIG_FILE_NOTE, '-S': 'which scp starts in place of ssh', '-D': 'a local sftp server scp starts in place of ssh' },
  fixes: { '-F': SSH_PATH_FIX },
  permute: true,
};
const SFTP: Grammar = {
  ...SSH_OPTION,
  letters: { B: 'value', b: 'value', c: 'value', D: 'program', F: 'path', i: 'value', J: 'value', l: 'value', o: 'config', P: 'value', R: 'value', S: 'program', s: 'code', X: 'value' },
  notes: { '-o': SSH_CONFIG_NOTE, '-F': SSH_CONFIG_FILE_NOTE, '-S': 'which sftp starts in place of ssh', '-D': 'a local sftp server sftp starts in place of ssh', '-s': 'the subsystem, or the sftp server command line the remote shell runs' },
  fixes: { '-s': 'write the subsystem out in tools.json', '-F': SSH_PATH_FIX },
  permute: true,
};

const RSYNC_RSH = 'the remote shell rsync starts, a command line of its own (ssh by default)';
const RSYNC_FIX = 'write the command line out in tools.json (-e "ssh -p 2222"), and pass the values as rsync\'s operands';
const RSYNC_LINES = lineOptions('rsync', 'code');
/** rsync [options] SRC… DEST: the operands are data; -e (--rsh) and --rsync-path are command lines (SHELL_LINE_OPTIONS). Options may follow operands (popt). */
const RSYNC: Grammar = {
  letters: { ...RSYNC_LINES.letters, B: 'value', f: 'value', M: 'value', T: 'value' },
  tokens: {
    ...RSYNC_LINES.tokens,
    ...longValues([
        'filter', 'exclude', 'include', 'exclude-from', 'include-from', 'files-from', 'temp-dir', 'compare-dest', 'copy-dest', 'link-dest', 'backup-dir', 'suffix', 'chmod', 'chown',
        'usermap', 'groupmap', 'partial-dir', 'log-file', 'log-file-format', 'out-format', 'password-file', 'port', 'sockopts', 'block-size', 'max-size', 'min-size', 'max-delete',
        'bwlimit', 'timeout', 'contimeout', 'modify-window', 'remote-option', 'address', 'iconv', 'compress-choice', 'compress-level', 'checksum-choice', 'checksum-seed',
        'skip-compress', 'only-write-batch', 'write-batch', 'read-batch', 'protocol', 'info', 'debug', 'stop-after', 'stop-at', 'outbuf', 'max-alloc',
      ]),
  },
  notes: { '-e': RSYNC_RSH, '--rsh': RSYNC_RSH, '--rsync-path': 'the program the remote shell runs to start rsync on the other side, a command line' },
  fixes: { '-e': RSYNC_FIX, '--rsh': RSYNC_FIX, '--rsync-path': RSYNC_FIX },
  permute: true,
};

/** What git's config settings that name a command become: what `-c {{param}}` can set. */
const GIT_CONFIG_NOTE = 'a config setting, which can name a command git runs with a shell (core.sshCommand, core.pager, alias.*=!…)';

/**
 * git [options] SUBCOMMAND: -c takes a setting; --git-dir and --exec-path=DIR are GIT_DIR and GIT_EXEC_PATH (CODE_PATH_VARIABLES).
 * -C is no such path: git finds the repository there, and discovery refuses one another user owns (safe.directory), where an
 * explicit git dir does not.
 */
const GIT: Grammar = {
  tokens: {
    '-C': 'value', '-c': 'config', '--git-dir': 'path', '--work-tree': 'value', '--namespace': 'value', '--super-prefix': 'value', '--config-env': 'value',
    '--exec-path': 'optionalPath', '--list-cmds': 'optional', '-v': 'end', '--version': 'end', '-h': 'end', '--help': 'end',
  },
  notes: { '-c': GIT_CONFIG_NOTE, '--git-dir': CODE_PATH_VARIABLES.GIT_DIR, '--exec-path': CODE_PATH_VARIABLES.GIT_EXEC_PATH },
  shellConfig: GIT_SHELL_CONFIG,
};

const GIT_RUNS_SHELL = 'a command line git runs with a shell';
const GIT_REMOTE_PROGRAM = 'the program git starts for the other side, through a shell';
/** git submodule foreach [--recursive] CMD…: git runs the first word with sh (as run-command's use_shell does) and passes the rest to it as arguments. */
const GIT_FOREACH: Runner = {
  tokens: { '--recursive': 'flag' },
  runs: 'shellFirst',
  shell: { how: 'the command git submodule foreach runs with sh in each submodule', fix: 'write the command out in tools.json; a parameter after it is passed to it as an argument' },
};

/** git's subcommands that take a shell command line as an option or operand; the options of any subcommand but submodule may follow its operands. */
const GIT_SUBCOMMANDS: Readonly<Record<string, Grammar>> = {
  rebase: { letters: { x: 'code', s: 'value', X: 'value' }, tokens: { '--exec': 'code', '--onto': 'value', '--strategy': 'value', '--strategy-option': 'value' }, permute: true, notes: { '-x': GIT_RUNS_SHELL, '--exec': GIT_RUNS_SHELL } },
  difftool: { letters: { x: 'code', t: 'value' }, tokens: { '--extcmd': 'code', '--tool': 'value' }, permute: true, notes: { '-x': GIT_RUNS_SHELL, '--extcmd': GIT_RUNS_SHELL } },
  clone: {
    letters: { u: 'code', c: 'config', o: 'value', b: 'value' },
    tokens: { '--upload-pack': 'code', '--config': 'config', '--origin': 'value', '--branch': 'value', '--depth': 'value', '--reference': 'value', '--template': 'path', '--separate-git-dir': 'value' },
    permute: true,
    notes: { '-u': GIT_REMOTE_PROGRAM, '--upload-pack': GIT_REMOTE_PROGRAM, '-c': GIT_CONFIG_NOTE, '--config': GIT_CONFIG_NOTE, '--template': CODE_PATH_VARIABLES.GIT_TEMPLATE_DIR },
    shellConfig: GIT_SHELL_CONFIG,
  },
  init: { tokens: { '--template': 'path', '--separate-git-dir': 'value', '-b': 'value', '--initial-branch': 'value', '--object-format': 'value', '--shared': 'optional' }, permute: true, notes: { '--template': CODE_PATH_VARIABLES.GIT_TEMPLATE_DIR } },
  fetch: { tokens: { '--upload-pack': 'code' }, permute: true, notes: { '--upload-pack': GIT_REMOTE_PROGRAM } },
  pull: { tokens: { '--upload-pack': 'code' }, permute: true, notes: { '--upload-pack': GIT_REMOTE_PROGRAM } },
  'ls-remote': { tokens: { '--upload-pack': 'code', '--exec': 'code' }, permute: true, notes: { '--upload-pack': GIT_REMOTE_PROGRAM, '--exec': GIT_REMOTE_PROGRAM } },
  push: { tokens: { '--receive-pack': 'code', '--exec': 'code' }, permute: true, notes: { '--receive-pack': GIT_REMOTE_PROGRAM, '--exec': GIT_REMOTE_PROGRAM } },
  archive: { tokens: { '--exec': 'code' }, permute: true, notes: { '--exec': GIT_REMOTE_PROGRAM } },
  submodule: { letters: { q: 'flag' }, tokens: { '--quiet': 'flag', '--cached': 'flag' }, subcommands: { foreach: GIT_FOREACH } },
};

const STRACE_OUTPUT = 'a file, or with a leading "|" or "!" a command line strace pipes its output to';
const STRACE_FIX = 'write the output file out in tools.json ({{workspace}}/trace.txt), or leave -o out and read stderr';
const GDB_COMMAND = 'a gdb command, which can run a shell command (shell …, pipe …)';
/** gdb's options that take gdb commands. */
const GDB_CODE_OPTIONS = ['ex', 'eval-command', 'iex', 'init-eval-command'];
const PARALLEL_SHELL = 'a command line parallel runs with a shell';
/** sg passes its command line alone to the shell: there is no argument after it to carry a value. */
const SG_FIX = 'run a fixed script of the pack with sg and give it the value on stdin';
const SCRIPT_LINES = lineOptions('script', 'code');

/**
 * ssh, and autossh, which reads ssh's options and hands them to it: -o is a setting ssh may run; -F (the config file) and -I (the
 * PKCS#11 library) are paths (JOINED_LINES); after -Q QUERY ssh lists and runs nothing.
 */
const sshRunner = (line: JoinedLine): Runner => ({
  ...line,
  letters: { ...line.letters, o: 'config', Q: 'end' },
  ...SSH_OPTION,
  notes: { '-o': SSH_CONFIG_NOTE, '-F': SSH_CONFIG_FILE_NOTE, '-I': 'the PKCS#11 library ssh loads' },
  fixes: { '-F': SSH_PATH_FIX, '-I': SSH_PATH_FIX },
  runs: 'shellLine',
  shell: { how: 'the remote command after the destination, whose words ssh joins into one line for the remote shell', fix: 'send the value on stdin, or to a fixed remote script that reads it as data' },
});

/**
 * Programs that run a command line of their own (see Runner): wrappers that start the program
 * their first operand names, and programs that hand a command line to a shell.
 */
const RUNNERS: Readonly<Record<string, Runner>> = {
  env: {
    letters: { i: 'flag', 0: 'flag', v: 'flag', u: 'value', C: 'value', S: 'split', P: 'value' },
    tokens: { '-': 'flag', '--unset': 'value', '--chdir': 'value', '--split-string': 'split' },
    assignments: true,
  },
  busybox: {},
  toybox: {},
  // sudo -s / -i hands the command's words to the user's shell as one line (with -c); its options are JOINED_LINES'.
  sudo: {
    ...JOINED_LINES.sudo,
    assignments: true,
    shell: { how: 'the command whose words sudo hands to the user\'s shell as one line', fix: 'leave out -s and -i, so that sudo starts the program itself and the value after it is data' },
  },
  // doas -s starts a shell and takes no command.
  doas: { letters: { u: 'value', C: 'end', s: 'end', L: 'end' } },
  pkexec: { tokens: { '--user': 'value', '--disable-internal-agent': 'flag', '--keep-cwd': 'flag', '--help': 'end', '--version': 'end' } },
  su: SU,
  // runuser reads su's command line, or with -u USER starts the command after its options itself.
  runuser: { ...SU, tokens: { ...SU.tokens, '-u': 'operand', '--user': 'operand' } },
  // sg [-] GROUP [-c] CMD: the command is one line sg runs with /bin/sh -c.
  sg: {
    tokens: { '-': 'flag', ...lineOptions('sg', 'code').tokens },
    notes: { '-c': 'a command line sg runs with /bin/sh -c' },
    fixes: { '-c': SG_FIX },
    skip: 1,
    reparse: true,
    codeIsCommand: true,
    runs: 'shellLine',
    shell: { how: 'its command, which sg runs with /bin/sh -c', fix: SG_FIX },
  },
  'systemd-run': {
    letters: { u: 'value', p: 'value', E: 'setenv', M: 'value', H: 'value', S: 'end', h: 'end' },
    tokens: {
      ...longValues([
          'unit', 'property', 'machine', 'host', 'description', 'slice', 'uid', 'gid', 'nice', 'working-directory', 'service-type', 'on-active', 'on-boot', 'on-startup',
          'on-unit-active', 'on-unit-inactive', 'on-calendar', 'path-property', 'socket-property', 'timer-property', 'expand-environment', 'json', 'capsule',
        ]),
      '--setenv': 'setenv', '--shell': 'end', '--help': 'end', '--version': 'end',
    },
  },
  // strace [options] CMD…; -p attaches to a running process instead.
  strace: {
    letters: { a: 'value', b: 'value', e: 'value', E: 'value', I: 'value', o: 'code', O: 'value', p: 'value', P: 'value', s: 'value', S: 'value', u: 'value', U: 'value', X: 'value', h: 'end', V: 'end' },
    tokens: {
      '--output': 'code',
      ...longValues(['attach', 'trace', 'signal', 'status', 'env', 'user', 'string-limit', 'columns', 'summary-sort-by', 'summary-columns', 'trace-path', 'inject', 'fault', 'abbrev', 'verbose', 'raw', 'read', 'write', 'const-print-style', 'detach-on']),
      '--help': 'end', '--version': 'end',
    },
    notes: { '-o': STRACE_OUTPUT, '--output': STRACE_OUTPUT },
    fixes: { '-o': STRACE_FIX, '--output': STRACE_FIX },
  },
  ltrace: {
    letters: { a: 'value', A: 'value', D: 'value', e: 'value', F: 'value', l: 'value', n: 'value', o: 'value', p: 'value', s: 'value', u: 'value', w: 'value', x: 'value', h: 'end', V: 'end' },
    tokens: { '--align': 'value', '--indent': 'value', '--library': 'value', '--output': 'value', '--config': 'value', '--help': 'end', '--version': 'end' },
  },
  // gdb [options] [PROGRAM [CORE|PID]] starts nothing it is given; gdb --args PROGRAM ARG… starts PROGRAM with its arguments.
  gdb: {
    tokens: {
      ...eitherDash(GDB_CODE_OPTIONS, 'code'),
      ...eitherDash(['x', 'command', 'ix', 'init-command'], 'file'),
      ...eitherDash(['p', 'pid', 'c', 'core', 'd', 'directory', 'cd', 's', 'symbols', 'se', 'e', 'exec', 'tty', 'data-directory', 'D', 'i', 'interpreter', 'b', 'l'], 'value'),
      '-args': 'exec', '--args': 'exec',
      '-h': 'end', '-help': 'end', '--help': 'end', '-v': 'end', '-version': 'end', '--version': 'end', '-configuration': 'end', '--configuration': 'end',
    },
    notes: eitherDash(GDB_CODE_OPTIONS, GDB_COMMAND),
    fixes: eitherDash(GDB_CODE_OPTIONS, 'write the gdb commands out in tools.json'),
    runs: 'none',
  },
  // valgrind's options all take their values after "=".
  valgrind: { tokens: { '-h': 'end', '--help': 'end', '--help-debug': 'end', '--version': 'end' } },
  sshpass: { letters: { p: 'value', f: 'value', d: 'value', P: 'value', h: 'end', V: 'end' } },
  nice: { letters: { n: 'value' }, tokens: { '--adjustment': 'value' } },
  ionice: { letters: { c: 'value', n: 'value', p: 'end', P: 'end', u: 'end' }, tokens: { '--class': 'value', '--classdata': 'value', '--pid': 'end', '--pgid': 'end', '--uid': 'end' } },
  // chrt [options] PRIORITY COMMAND…; -p works on a running process instead.
  chrt: { letters: { T: 'value', P: 'value', D: 'value', p: 'end', m: 'end', h: 'end', V: 'end' }, tokens: { '--sched-runtime': 'value', '--sched-period': 'value', '--sched-deadline': 'value', '--pid': 'end', '--max': 'end' }, skip: 1 },
  // The namespace options take a file only when attached (-m/proc/1/ns/mnt, --mount=FILE).
  nsenter: {
    letters: { t: 'value', S: 'value', G: 'value', m: 'rest', u: 'rest', i: 'rest', n: 'rest', p: 'rest', U: 'rest', C: 'rest', T: 'rest', r: 'rest', w: 'rest', h: 'end', V: 'end' },
    tokens: { '--target': 'value', '--setuid': 'value', '--setgid': 'value', '--mount': 'optional', '--uts': 'optional', '--ipc': 'optional', '--net': 'optional', '--pid': 'optional', '--user': 'optional', '--cgroup': 'optional', '--time': 'optional', '--root': 'optional', '--wd': 'optional' },
  },
  unshare: {
    letters: { S: 'value', G: 'value', R: 'value', w: 'value', m: 'rest', u: 'rest', i: 'rest', n: 'rest', p: 'rest', U: 'rest', C: 'rest', T: 'rest', h: 'end', V: 'end' },
    tokens: { '--setuid': 'value', '--setgid': 'value', '--root': 'value', '--wd': 'value', '--mount': 'optional', '--uts': 'optional', '--ipc': 'optional', '--net': 'optional', '--pid': 'optional', '--user': 'optional', '--cgroup': 'optional', '--time': 'optional', '--map-user': 'value', '--map-group': 'value', '--propagation': 'value', '--monotonic': 'value', '--boottime': 'value' },
  },
  // chroot [options] NEWROOT [COMMAND…]
  chroot: { tokens: { '--userspec': 'value', '--groups': 'value' }, skip: 1 },
  timeout: { letters: { s: 'value', k: 'value' }, tokens: { '--signal': 'value', '--kill-after': 'value' }, skip: 1 },
  // GNU xargs' --replace, --eof and --max-lines take their value only after "=".
  xargs: {
    letters: { a: 'value', d: 'value', E: 'value', I: 'value', L: 'value', n: 'value', P: 'value', s: 'value', e: 'rest', i: 'rest', l: 'rest' },
    tokens: { '--arg-file': 'value', '--delimiter': 'value', '--eof': 'optional', '--replace': 'optional', '--max-lines': 'optional', '--max-args': 'value', '--max-procs': 'value', '--max-chars': 'value', '--process-slot-var': 'value' },
  },
  nohup: {},
  stdbuf: { letters: { i: 'value', o: 'value', e: 'value' }, tokens: { '--input': 'value', '--output': 'value', '--error': 'value' } },
  exec: { letters: { a: 'value' } },
  command: { letters: { v: 'end', V: 'end' } },
  builtin: {},
  setsid: {},
  time: { letters: { f: 'value', o: 'value' }, tokens: { '--format': 'value', '--output': 'value' } },
  // flock [options] FILE COMMAND… | flock [options] FILE -c COMMAND-LINE (run with /bin/sh -c).
  flock: {
    letters: { w: 'value', E: 'value', h: 'end', V: 'end' },
    tokens: { '--timeout': 'value', '--wait': 'value', '--conflict-exit-code': 'value', ...lineOptions('flock', 'code').tokens },
    notes: { '-c': 'a command line flock runs with sh -c', '--command': 'a command line flock runs with sh -c' },
    skip: 1,
    reparse: true,
    codeIsCommand: true,
  },
  // util-linux: script [options] [FILE], -c runs a command line with $SHELL -c; BSD: script [options] [FILE [COMMAND…]].
  script: {
    letters: { ...SCRIPT_LINES.letters, E: 'value', F: 'value', I: 'value', O: 'value', B: 'value', T: 'value', t: 'rest', m: 'value', o: 'value', h: 'end', V: 'end' },
    tokens: { ...SCRIPT_LINES.tokens, '--log-in': 'value', '--log-out': 'value', '--log-io': 'value', '--log-timing': 'value', '--logging-format': 'value', '--echo': 'value', '--output-limit': 'value', '--timing': 'optional' },
    notes: { '-c': 'a command line script runs with the user\'s shell', '--command': 'a command line script runs with the user\'s shell' },
    skip: 1,
    codeIsCommand: true,
  },
  // watch joins its command's words and runs them with sh -c, unless -x (--exec); its options are JOINED_LINES' (-d[x] takes the rest of its cluster).
  watch: {
    ...JOINED_LINES.watch,
    runs: 'shellLine',
    shell: { how: 'its command, whose words watch joins and runs with sh -c', fix: 'use watch -x, which starts the program without a shell, and pass the value after it' },
  },
  // GNU parallel [options] [CMD…] (::: ARG… | :::: FILE…)…: the command's words are one line parallel runs with a shell (-q quotes them: the command is started as written);
  // the arguments after ::: are data, quoted into {}, but with no command before them each is a command line. Its options are JOINED_LINES' (--filter and --rpl take Perl code).
  parallel: {
    ...JOINED_LINES.parallel,
    tokens: { ...JOINED_LINES.parallel.tokens, '--filter': 'code', '--rpl': 'code' },
    notes: {
      '--ssh': PARALLEL_SHELL, '--limit': PARALLEL_SHELL, '--compress-program': PARALLEL_SHELL, '--decompress-program': PARALLEL_SHELL,
      '--filter': 'Perl code parallel evaluates for each job', '--rpl': 'a replacement string defined by Perl code',
    },
    runs: 'shellLine',
    shell: { how: 'its command, whose words parallel joins and runs with a shell', fix: 'pass the value after ::: (parallel quotes it into {}), or use parallel -q' },
    until: {
      words: JOINED_LINES.parallel.ends ?? [],
      how: 'an argument after ::: with no command before it, which parallel runs as a command line with a shell',
      fix: 'write the command out before ::: and pass the value after it, as data',
    },
  },
  // ssh [options] DESTINATION [COMMAND…]: options may follow the destination (JOINED_LINES: skip, reparse); the command's words go to the remote shell as one line.
  ssh: sshRunner(JOINED_LINES.ssh),
  // autossh [-M PORT] [-f] [ssh options] DESTINATION [COMMAND…]: hands all but -M (the monitor port) to ssh.
  autossh: sshRunner(JOINED_LINES.autossh),
};

interface Parsed {
  found: Finding[];
  /** Index in toks of the first operand (toks.length when none); -1 when the command line ended inside the options. */
  operand: number;
  /** "--" ended the options. */
  ended: boolean;
  /** An 'exec', 'shell' or 'operand' option said what a Runner's words are: how, and the option as written. */
  runs?: { mode: 'command' | 'shellLine'; by: string };
  /** A code option was given (sh -c, flock -c). */
  sawCode: boolean;
  /** How many operands 'operand' options gave (runuser -u USER). */
  given: number;
}

/** Replaces toks[at] with the words of `text` (env -S), each keeping the index of the argument it came from. */
function splitInto(toks: Token[], at: number, text: string): void {
  const index = toks[at].index;
  toks.splice(at, 1, ...text.split(/\s+/).filter((w) => w !== '').map((w) => ({ text: w, index })));
}

const CONFIG_FIX = 'write the setting out in tools.json, or leave it out';
const VARIABLE_FIX = 'write the value out in tools.json, or leave the variable out';
/** `NAME=value`, as an assignment word (env, sudo) or systemd-run -E reads it. */
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=([\s\S]*)$/;
/** A value a parameter starts: it may start with whatever a ShellSetting's `value` asks for (`alias.x={{p}}`, which the model can make `!…`). */
const PARAMETER_FIRST = /^\s*\{\{/;

/**
 * What a setting (key and value as written, the value holding a parameter) becomes when `config`
 * says a program runs it, named by `label` (`-c core.sshCommand`, `GIT_CONFIG_VALUE_0
 * (core.sshCommand)`): a command line `runner` runs with a shell, the program it starts
 * (`names`), a path whose content runs (`path`), or words that can add a setting of their own
 * (SetEnv's `words`); undefined when it runs nothing.
 */
function settingFinding(config: readonly ShellSetting[], key: string, value: string, label: string, runner: string): Pick<Finding, 'how' | 'role'> | undefined {
  const k = key.trim().toLowerCase();
  const c = findSetting(key, value, config)?.setting ?? config.find((s) => s.key.test(k) && PARAMETER_FIRST.test(value));
  if (c?.names) return { how: `the program ${label} names, ${c.names}`, role: 'program' };
  if (c?.path) return { how: `the path ${label} names, ${c.path}`, role: 'path' };
  if (c) return { how: `${label}, ${c.note ?? `which ${runner} runs with a shell`}`, role: 'code' };
  const words = config.find((s) => s.key.test(k) && s.words !== undefined);
  return words ? { how: `${label}, ${words.words}`, role: 'code' } : undefined;
}

const GIT_KEY_NOTE = 'the key of a setting git takes from the environment as it takes one from -c, which can name a command git runs with a shell (core.sshCommand, core.pager, alias.*=!…)';
const GIT_PARAMETERS_NOTE = 'settings git takes from the environment as it takes those of -c, each in single quotes that a value can close to add a setting of its own (core.sshCommand, alias.*=!…)';
const SETENV_NOTE = 'a variable the model names and sets: GIT_SSH_COMMAND, GIT_CONFIG_PARAMETERS and others make git run a command';

/**
 * GIT_CONFIG_VALUE_<n>=`value` (holding a parameter) in a command line `toks`: the value of the
 * setting GIT_CONFIG_KEY_<n> names, a finding as that setting given by -c would be (none for a
 * fixed key that runs nothing, `user.name`); also when the key holds a parameter too, or is not
 * written out in the command line (from the wrapper that sets the value on), since then any
 * setting may take it.
 */
function gitConfigValue(toks: readonly Token[], n: string, value: string, label: string): Pick<Finding, 'how' | 'role'> | undefined {
  const keys = writtenGitKeys(toks.map((t) => t.text), n);
  if (keys.length === 0) return { how: `${label}, the value of a setting git takes from the environment whose key (GIT_CONFIG_KEY_${n}) is not written out with it: any setting, one git runs too`, role: 'code' };
  for (const key of keys) {
    if (holdsParameter(key)) return { how: `${label}, the value of a setting whose key (GIT_CONFIG_KEY_${n}) the model chooses too`, role: 'code' };
    const f = settingFinding(GIT_SHELL_CONFIG, key, value, `${label} (${showPath(key.trim())})`, 'git');
    if (f) return f;
  }
  return undefined;
}

/**
 * An assignment (`text`, at args[index]) whose value holds a parameter, to a variable whose value
 * a program runs with a shell (SHELL_VARIABLE_RUNNERS: `GIT_SSH_COMMAND={{p}}`, `PAGER`,
 * `LESSOPEN`), that names the program git, ssh or another starts (PROGRAM_VARIABLES: `GIT_SSH`,
 * `MANPAGER`), that names a file or folder whose content git runs (CODE_PATH_VARIABLES:
 * `GIT_DIR`, `GIT_CONFIG_GLOBAL`, `GIT_EXEC_PATH`), that makes a program load code (LOADER_VARIABLES:
 * `LD_PRELOAD`, `NODE_OPTIONS`), or that gives git a setting as -c does
 * (GIT_CONFIG_KEY_<n> and GIT_CONFIG_PARAMETERS always, GIT_CONFIG_VALUE_<n> as its key says;
 * `toks` is the command line, where the key is looked for). The command started with it, or any
 * program that command starts, runs what the model sends. `how` is the option that sets it
 * (`-E`), when one does: then a whole parameter, NAME and value, is a finding too.
 */
function shellVariable(text: unknown, index: number, program: string, toks: readonly Token[], how = ''): Finding | undefined {
  const as = (f: Pick<Finding, 'how' | 'role'>): Finding => ({ index, program, ...f, fix: VARIABLE_FIX });
  if (how && isParameter(text)) return { index, program, how: `${how}, ${SETENV_NOTE}`, role: 'code', fix: 'write the variable out in tools.json, or leave it out' };
  const m = typeof text === 'string' ? ASSIGNMENT.exec(text) : null;
  if (!m || !holdsParameter(m[2])) return undefined;
  const [, name, value] = m;
  const label = how ? `${how} ${name}` : name;
  const runner = own(SHELL_VARIABLE_RUNNERS, name);
  if (runner) return as({ how: `${label}, a variable whose value ${runner}`, role: 'code' });
  const names = own(PROGRAM_VARIABLES, name);
  if (names) return as({ how: `the program ${label} names, ${names}`, role: 'program' });
  const path = own(CODE_PATH_VARIABLES, name);
  if (path) return as({ how: `the path ${label} names, ${path}`, role: 'path' });
  const loads = own(LOADER_VARIABLES, name);
  if (loads) return as({ how: `${label}, a variable whose value ${loads}`, role: 'code' });
  if (name === GIT_CONFIG_PARAMETERS) return as({ how: `${label}, ${GIT_PARAMETERS_NOTE}`, role: 'code' });
  if (GIT_CONFIG_KEY.test(name)) return as({ how: `${label}, ${GIT_KEY_NOTE}`, role: 'code' });
  const n = GIT_CONFIG_VALUE.exec(name)?.[1];
  const setting = n === undefined ? undefined : gitConfigValue(toks, n, value, label);
  return setting ? as(setting) : undefined;
}

/** Reads options by a grammar, from toks[start]. Reports code arguments that hold parameters, and programs that are parameters. */
function parseOptions(g: Grammar, toks: Token[], start: number, program: string): Parsed {
  const found: Finding[] = [];
  let codeOperand: string | null = null;
  let sawCode = false;
  let sawFile = false;
  let runs: Parsed['runs'];
  let given = 0;
  let ended = false;
  let firstOperand: number | null = null;
  const stop = (): Parsed => ({ found, operand: -1, ended, runs, sawCode, given });
  /** The option as written, and what its argument is when the grammar says (`-o, an option such as ProxyCommand…`). */
  const told = (how: string, option: string) => {
    const note = own(g.notes, option);
    return note ? `${how}, ${note}` : how;
  };
  /** Program text at toks[j] (the option's own token when attached): reported when a parameter is in it. */
  const code = (j: number, how: string, option = how) => {
    sawCode = true;
    const t = toks[j];
    if (t && holdsCode(t.text)) found.push({ index: t.index, program, how: told(how, option), role: 'code', fix: own(g.fixes, option) });
  };
  const script = (j: number, how: string) => {
    const t = toks[j];
    if (t && isParameter(t.text)) found.push({ index: t.index, program, how, role: 'script' });
  };
  /** The program an option names (scp -S PROG): `text` is the argument, toks[j] the token holding it. */
  const programOption = (j: number, text: unknown, option: string) => {
    const t = toks[j];
    if (t && isParameter(text)) found.push({ index: t.index, program, how: told(`the program ${option} names`, option), role: 'program' });
  };
  /** The file or folder an option names (ssh -F CONFIG, git --git-dir): a parameter anywhere in it (`/etc/{{p}}` can climb out with ".."). */
  const pathOption = (j: number, text: unknown, option: string) => {
    const t = toks[j];
    if (t && holdsCode(text)) found.push({ index: t.index, program, how: told(`the path ${option} names`, option), role: 'path', fix: own(g.fixes, option) });
  };
  /** A `name=value` setting (toks[j], or `text` when attached to its option): code when it is a parameter, or a shell-run setting whose value holds one. */
  const config = (j: number, text: unknown, how: string, option: string) => {
    const t = toks[j];
    if (!t) return;
    if (isParameter(text)) {
      found.push({ index: t.index, program, how: told(how, option), role: 'code', fix: CONFIG_FIX });
      return;
    }
    const m = typeof text === 'string' ? (g.configSplit ?? CONFIG_SPLIT).exec(text) : null;
    if (!m || !holdsParameter(m[2])) return;
    const f = settingFinding(g.shellConfig ?? [], m[1], m[2], `${how} ${showPath(m[1].trim())}`, g.configBy ?? program);
    if (f) found.push({ index: t.index, program, ...f, fix: CONFIG_FIX });
  };
  /** What an option of a kind that takes an argument does with it: `j` the token holding it, `text` the argument. */
  const argument = (kind: Kind, j: number, text: unknown, how: string, option: string) => {
    if (kind === 'setenv') {
      const t = toks[j];
      const finding = t ? shellVariable(text, t.index, program, toks, how) : undefined;
      if (finding) found.push(finding);
    } else if (kind === 'code') code(j, how, option);
    else if (kind === 'config') config(j, text, how, option);
    else if (kind === 'program') programOption(j, text, option);
    else if (kind === 'path') pathOption(j, text, option);
    else if (kind === 'operand') {
      given++;
      runs = { mode: 'command', by: option };
    } else if (kind === 'file') sawFile = true;
  };
  let i = start;
  while (i < toks.length) {
    const a = toks[i].text;
    if (typeof a !== 'string') return stop();
    if (a === '--') {
      i++;
      ended = true;
      break;
    }
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const attached = eq > 0;
    const name = attached ? a.slice(0, eq) : a;
    // A parameter is an operand: fillArgs refuses a value that looks like an option before "--".
    const whole = isParameter(a) ? undefined : own(g.tokens, name);
    const isOption = whole !== undefined || (!isParameter(a) && a.length > 1 && (a[0] === '-' || (g.plus === true && a[0] === '+')));
    if (!isOption) {
      if (!g.permute) break;
      firstOperand ??= i;
      i++;
      continue;
    }
    if (whole !== undefined) {
      if (whole === 'end') return stop();
      if (whole === 'codeOperand') {
        codeOperand = a;
        i++;
        continue;
      }
      if (whole === 'split') {
        if (attached) splitInto(toks, i, a.slice(eq + 1));
        else {
          if (typeof toks[i + 1]?.text === 'string') splitInto(toks, i + 1, toks[i + 1].text as string);
          i++;
        }
        continue;
      }
      if (whole === 'exec' || whole === 'shell') runs = { mode: whole === 'exec' ? 'command' : 'shellLine', by: name };
      else if (attached) argument(whole === 'optionalPath' ? 'path' : whole, i, a.slice(eq + 1), name, name);
      else if (whole !== 'optionalPath') argument(whole, i + 1, toks[i + 1]?.text, a, a);
      if (whole === 'code' && g.codeEnds) return stop();
      i += whole === 'flag' || whole === 'optional' || whole === 'optionalPath' || whole === 'exec' || whole === 'shell' || attached ? 1 : 2;
      continue;
    }
    if (a.startsWith('--') || !g.letters) {
      i++; // an option we do not know: assume it takes nothing
      continue;
    }
    const body = a.slice(1);
    let next = 1;
    for (let j = 0; j < body.length; j++) {
      const kind = own(g.letters, body[j]) ?? 'flag';
      const rest = body.slice(j + 1);
      const option = `${a[0]}${body[j]}`;
      if (kind === 'flag') continue;
      if (kind === 'exec' || kind === 'shell') {
        runs = { mode: kind === 'exec' ? 'command' : 'shellLine', by: a };
        continue;
      }
      if (kind === 'codeOperand') {
        codeOperand = a;
        continue;
      }
      if (kind === 'digits') {
        while (j + 1 < body.length && /[0-9]/.test(body[j + 1])) j++;
        continue;
      }
      if (kind === 'rest' || kind === 'optional') break;
      if (kind === 'end') return stop();
      if (kind === 'module') {
        if (rest === '') script(i + 1, a);
        return stop();
      }
      if (kind === 'split') {
        if (rest !== '') {
          splitInto(toks, i, rest);
          next = 0;
        } else if (typeof toks[i + 1]?.text === 'string') splitInto(toks, i + 1, toks[i + 1].text as string);
        break;
      }
      // code, config, program, path, operand, value or file: the rest of the cluster, or the next argument.
      if (rest === '') {
        argument(kind, i + 1, toks[i + 1]?.text, a, option);
        next = 2;
      } else argument(kind, i, rest, option, option);
      if (kind === 'code' && g.codeEnds) return stop();
      break;
    }
    i += next;
  }
  if (g.permute) return { found, operand: firstOperand ?? i, ended, runs, sawCode, given };
  if (i < toks.length) {
    if (codeOperand !== null) code(i, codeOperand);
    else if (g.operandIsCode && !sawCode && !sawFile) code(i, 'its program operand');
    else if (g.operandIsScript && !sawCode && !sawFile) script(i, 'its script operand');
  }
  return { found, operand: i, ended, runs, sawCode, given };
}

/**
 * cmd.exe (after /c, /k or /r) and PowerShell (-Command, -EncodedCommand, -File, a first
 * operand): where command-lines.ts says their own command line is. A line is the rest of the
 * arguments, which the program joins and parses itself, so every parameter there is code.
 */
function windowsCommand(toks: Token[], start: number, program: string): Finding[] {
  const at = WINDOWS_COMMANDS[program](program, toks.map((t) => t.text), start);
  if (!at) return [];
  const { runs, index, how } = at;
  if (runs === 'line') return toks.slice(index).filter((t) => holdsCode(t.text)).map((t): Finding => ({ index: t.index, program, how, role: 'code' }));
  const t = toks[index];
  if (runs === 'code' || runs === 'encoded') return t && holdsCode(t.text) ? [{ index: t.index, program, how, role: 'code' }] : [];
  return t && isParameter(t.text) ? [{ index: t.index, program, how, role: 'script' }] : [];
}

/** Deno: `deno eval CODE` and `deno repl --eval CODE`. */
function deno(toks: Token[], start: number, program: string): Finding[] {
  let i = start;
  while (i < toks.length && typeof toks[i].text === 'string' && (toks[i].text as string).startsWith('-')) i++;
  const sub = toks[i]?.text;
  if (sub === 'eval') return parseOptions(DENO_EVAL, toks, i + 1, program).found;
  if (sub === 'repl') return parseOptions(DENO_REPL, toks, i + 1, program).found;
  return [];
}

/** What a program does with the words after it: where a parameter among them becomes code. `depth` bounds nesting (`env env env …`). */
type Reader = (toks: Token[], start: number, program: string, depth: number) => Finding[];
const byGrammar = (g: Grammar): Reader => (toks, start, program) => parseOptions(g, toks, start, program).found;

/** How many programs deep a command line is read (env sudo timeout sh -c …). */
const MAX_DEPTH = 16;

/**
 * The command `program` starts at toks[at] (a wrapper's operand, the words after find -exec): a
 * parameter there is the program itself; otherwise what that program does with its own words.
 */
function startsCommand(toks: Token[], at: number, program: string, how: string, through: string, depth: number): Finding[] {
  const t = toks[at];
  if (!t) return [];
  if (isParameter(t.text)) return [{ index: t.index, program, how, role: 'program' }];
  return readCommand(toks, at, depth + 1).map((f) => ({ ...f, via: [through, ...(f.via ?? [])] }));
}

/** A Runner's command line: its options, the operands it skips, then the command it starts or the line it hands to a shell. */
function runCommand(r: Runner, toks: Token[], start: number, program: string, depth: number): Finding[] {
  const first = parseOptions(r, toks, start, program);
  const found = [...first.found];
  if (first.operand < 0) return found;
  let at = first.operand;
  let { runs, sawCode } = first;
  while (r.assignments && at < toks.length && typeof toks[at].text === 'string' && ASSIGNMENT.test(toks[at].text as string)) {
    const variable = shellVariable(toks[at].text, toks[at].index, program, toks);
    if (variable) found.push(variable);
    at++;
  }
  at += Math.max(0, (r.skip ?? 0) - first.given);
  if (r.reparse && !first.ended && at < toks.length) {
    const again = parseOptions(r, toks, at, program);
    found.push(...again.found);
    if (again.operand < 0) return found;
    at = again.operand;
    runs = again.runs ?? runs;
    sawCode ||= again.sawCode;
  }
  if (sawCode && r.codeIsCommand) return found;
  const shell = r.shell ?? { how: 'a command line it runs with a shell', fix: CODE_FIX };
  let words = toks.slice(at);
  let mode = runs?.mode ?? r.runs ?? 'command';
  let how = runs?.mode === 'shellLine' ? `${runs.by}, ${shell.how}` : shell.how;
  let fix = shell.fix;
  const end = r.until ? words.findIndex((t) => r.until!.words.includes(t.text as string)) : -1;
  if (end === 0) {
    // No command before `:::`: the arguments are the command lines.
    words = words.filter((t) => !r.until!.words.includes(t.text as string));
    mode = 'shellLine';
    how = r.until!.how;
    fix = r.until!.fix;
  } else if (end > 0) words = words.slice(0, end);
  if (words.length === 0 || mode === 'none') return found;
  const code = (t: Token): Finding => ({ index: t.index, program, how, role: 'code', fix });
  if (mode === 'shellLine') return [...found, ...words.filter((t) => holdsCode(t.text)).map(code)];
  if (mode === 'shellFirst' && holdsCode(words[0].text)) return [...found, code(words[0])];
  if (mode === 'shellArgs') return [...found, ...parseOptions(SHELL, words, 0, program).found];
  return [...found, ...startsCommand(words, 0, program, 'the program it starts', program, depth)];
}

/** git [options] SUBCOMMAND …: the -c settings before the subcommand, then the subcommands of GIT_SUBCOMMANDS (and theirs: git submodule foreach). */
function git(toks: Token[], start: number, program: string, depth: number): Finding[] {
  const top = parseOptions(GIT, toks, start, program);
  const sub = top.operand >= 0 ? toks[top.operand]?.text : undefined;
  const g = typeof sub === 'string' ? own(GIT_SUBCOMMANDS, sub) : undefined;
  if (!g) return top.found;
  const name = `${program} ${sub as string}`;
  const parsed = parseOptions(g, toks, top.operand + 1, name);
  const verb = parsed.operand >= 0 ? toks[parsed.operand]?.text : undefined;
  const runner = typeof verb === 'string' ? own(g.subcommands, verb) : undefined;
  return [...top.found, ...parsed.found, ...(runner ? runCommand(runner, toks, parsed.operand + 1, `${name} ${verb as string}`, depth) : [])];
}

const FIND_EXEC = ['-exec', '-execdir', '-ok', '-okdir'];

/** find: -exec, -execdir, -ok and -okdir start the command after them, up to ";" (or "{}" "+"), read again like any command line. */
function find(toks: Token[], start: number, program: string, depth: number): Finding[] {
  const found: Finding[] = [];
  for (let i = start; i < toks.length; i++) {
    const a = toks[i].text;
    if (typeof a !== 'string' || !FIND_EXEC.includes(a)) continue;
    let end = i + 1;
    while (end < toks.length && toks[end].text !== ';' && !(toks[end].text === '+' && toks[end - 1].text === '{}')) end++;
    found.push(...startsCommand(toks.slice(i + 1, end), 0, program, `the program ${a} starts`, `${program} ${a}`, depth));
    i = end;
  }
  return found;
}

const READERS: Readonly<Record<string, Reader>> = {
  ...Object.fromEntries(POSIX_SHELLS.map((n) => [n, byGrammar(SHELL)])),
  csh: byGrammar(CSH), tcsh: byGrammar(CSH),
  fish: byGrammar(FISH),
  cmd: windowsCommand,
  powershell: windowsCommand, pwsh: windowsCommand,
  python: byGrammar(PYTHON),
  node: byGrammar(NODE),
  bun: byGrammar(BUN),
  deno,
  perl: byGrammar(PERL),
  ruby: byGrammar(RUBY),
  php: byGrammar(PHP),
  osascript: byGrammar(OSASCRIPT),
  lua: byGrammar(LUA),
  rscript: byGrammar(RSCRIPT),
  tclsh: byGrammar(TCLSH), wish: byGrammar(TCLSH),
  awk: byGrammar(AWK),
  sed: byGrammar(SED),
  git,
  find,
  rsync: byGrammar(RSYNC),
  scp: byGrammar(SCP),
  sftp: byGrammar(SFTP),
};

/** Reads the command line at toks[at]: the program it names, and what that program does with the words after it. */
function readCommand(toks: Token[], at: number, depth: number): Finding[] {
  const word = toks[at]?.text;
  if (typeof word !== 'string' || depth > MAX_DEPTH) return [];
  const program = programName(word);
  const runner = own(RUNNERS, program);
  if (runner) return runCommand(runner, toks, at + 1, program, depth);
  const read = own(READERS, program);
  return read ? read(toks, at + 1, program, depth) : [];
}

/** Where a tool's parameters become program text, reading exec.command and its args as the programs read them. */
function inlineCode(command: string, args: readonly unknown[]): Finding[] {
  return readCommand([{ text: command, index: -1 }, ...args.map((text, index) => ({ text, index }))], 0, 0);
}

const CODE_FIX = 'keep the program fixed and pass the value as an argument after it, or call a script in the pack';
const PATH_FIX = 'write the path out in tools.json (a file or folder of the pack: {{pack_root}}/…), or leave the option out';

export const capToolShell: CapabilityPackRule = {
  meta: {
    id: 'cap-tool-shell',
    severity: 'warning',
    description: 'no tool passes a parameter to a shell or interpreter as the program to run (sh -c {{cmd}}, python {{script}}), directly, through a wrapper (env, sudo, timeout, xargs, chroot, strace, gdb --args, runuser -u, systemd-run, …) or through a program that hands a command line to a shell (ssh host {{cmd}}, autossh, ssh/scp -o ProxyCommand=…, sudo -s, watch, parallel, flock -c, sg -c, find -exec, git -c core.sshCommand=…, env GIT_SSH_COMMAND=…, PAGER=…, GIT_SSH=… or GIT_CONFIG_KEY_0=…, ssh -o SetEnv=…, git submodule foreach, rsync -e), or as the path of a file whose content runs (ssh -F, git --git-dir, GIT_DIR=…, GIT_EXEC_PATH=…): the model\'s text would become code',
    docs: DOCS,
  },
  check(ctx, report) {
    for (const t of ctx.tools) {
      const raw = t.raw as { exec?: { command?: unknown; args?: unknown } };
      const command = raw.exec?.command;
      const args = raw.exec?.args;
      if (typeof command !== 'string' || !Array.isArray(args)) continue;
      for (const f of inlineCode(command, args)) {
        const value = showPath(String(args[f.index]));
        const through = f.via?.length ? `, through ${f.via.join(' ')}` : '';
        const message =
          f.role === 'program'
            ? `${toolLabel(t)} runs ${value} as ${f.how} (${f.program}${through}): whatever the model sends becomes the command; ${f.fix ?? 'name a fixed program and pass the value as an argument after it'}`
            : f.role === 'script'
              ? `${toolLabel(t)} runs ${value} as the ${f.program} script or module to run (${f.how}${through}): whatever file the model names becomes the program; run a script of the pack ({{pack_root}}/…) and pass the value after it`
              : f.role === 'path'
                ? `${toolLabel(t)} runs ${value} as ${f.how} (${f.program}${through}): whatever path the model names chooses what runs; ${f.fix ?? PATH_FIX}`
                : `${toolLabel(t)} runs ${value} as ${f.program} code (${f.how}${through}): whatever the model sends becomes a program; ${f.fix ?? CODE_FIX}`;
        report(message, ctx.toolsPath, ctx.locate(`/tools/${t.index}/exec/args/${f.index}`));
      }
    }
  },
};
