import path from 'node:path';
import { showPath } from '../../core/show-name.js';
import { HOST_PLACEHOLDERS, placeholderName } from '../args.js';
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
 * `xargs`, `chroot DIR`, …), programs that hand their words to a shell as one line (`ssh host
 * CMD…`, `watch CMD…`) or take a shell command line as an option (`flock FILE -c CMD`), and
 * `find -exec CMD… ;` and `git -c core.sshCommand=…` (READERS). Only a parameter is reported:
 * a command line written out in tools.json is the pack's own.
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
  | 'exec' // a flag that makes the program run its command without a shell (watch -x)
  | 'config'; // takes a `name=value` setting, some of which the program runs as a shell command (git -c)

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
  /** For 'config' options: the settings whose value the program runs as a shell command (`key` is matched lowercased; `value`, when given, must match too). */
  shellConfig?: readonly { key: RegExp; value?: RegExp }[];
}

/**
 * A program that runs a command line of its own after its options: a wrapper starts the program
 * its first operand names with the rest as that program's arguments (read again, so `env sudo
 * sh -c` is seen through), unless `shellLine` says it joins them into one line for a shell.
 */
interface Runner extends Grammar {
  /** Operands before the command: timeout's duration, chroot's root, flock's lock file, ssh's destination. */
  skip?: number;
  /** `NAME=value` words before the command (env, sudo). */
  assignments?: boolean;
  /** Options are read again after the skipped operands, unless "--" ended them (ssh host -p 22 CMD). */
  reparse?: boolean;
  /**
   * The command's words are one command line that a shell reads (ssh's remote command, watch
   * without -x), so every parameter among them is code: what the words are, and the way out.
   */
  shellLine?: { how: string; fix: string };
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
  /** What the parameter becomes: program text, the program a wrapper starts (`env {{cmd}}`), or the script or module an interpreter runs (`bash {{file}}`). */
  role: 'code' | 'program' | 'script';
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

const SHELL: Grammar = { letters: { c: 'codeOperand', o: 'value', O: 'value' }, plus: true, tokens: { '--rcfile': 'value', '--init-file': 'value' }, operandIsScript: true };
const CSH: Grammar = { letters: { c: 'code' }, codeEnds: true, operandIsScript: true };
const FISH: Grammar = { letters: { c: 'code', C: 'code', o: 'value', p: 'value' }, tokens: { '--command': 'code', '--init-command': 'code', '--debug-output': 'value', '--profile': 'value', '--profile-startup': 'value' }, operandIsScript: true };
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
const SU: Grammar = {
  tokens: { '-': 'flag', '-l': 'flag', '-c': 'code', '--command': 'code', '--session-command': 'code', '-s': 'value', '--shell': 'value', '-g': 'value', '--group': 'value', '-G': 'value', '--supp-group': 'value', '-w': 'value', '--whitelist-environment': 'value' },
};

/** What git's config settings that name a command become: what `-c {{param}}` can set. */
const GIT_CONFIG_NOTE = 'a config setting, which can name a command git runs with a shell (core.sshCommand, core.pager, alias.*=!…)';

/**
 * git settings whose value git runs as a shell command line (git-config(1): each "is run with
 * the shell" or is "a command"); an alias only when its value starts with "!" (or is left to
 * the parameter to start). Settings that name a file or a program git looks up are left out.
 */
const GIT_SHELL_CONFIG: readonly { key: RegExp; value?: RegExp }[] = [
  { key: /^alias\./, value: /^\s*(!|\{\{)/ },
  { key: /^core\.(sshcommand|pager|editor|askpass|gitproxy|fsmonitor|alternaterefscommand)$/ },
  { key: /^(pager|sequence)\./ },
  { key: /^credential\.(.+\.)?helper$/ },
  { key: /^diff\.(external|.+\.(command|textconv))$/ },
  { key: /^merge\..+\.driver$/ },
  { key: /^filter\..+\.(clean|smudge|process)$/ },
  { key: /^gpg\.(.+\.)?program$/ },
  { key: /^remote\..+\.(uploadpack|receivepack)$/ },
  { key: /^(diff|merge)tool\..+\.cmd$/ },
  { key: /^(browser|man)\..+\.cmd$/ },
  { key: /^sendemail\.(.+\.)?(tocmd|cccmd|sendmailcmd)$/ },
  { key: /^uploadpack\.packobjectshook$/ },
];

const GIT: Grammar = {
  tokens: {
    '-C': 'value', '-c': 'config', '--git-dir': 'value', '--work-tree': 'value', '--namespace': 'value', '--super-prefix': 'value', '--config-env': 'value',
    '--exec-path': 'optional', '--list-cmds': 'optional', '-v': 'end', '--version': 'end', '-h': 'end', '--help': 'end',
  },
  notes: { '-c': GIT_CONFIG_NOTE },
  shellConfig: GIT_SHELL_CONFIG,
};

const GIT_RUNS_SHELL = 'a command line git runs with a shell';
const GIT_REMOTE_PROGRAM = 'the program git starts for the other side, through a shell';
/** git's subcommands that take a shell command line as an option; the options of any subcommand may follow its operands. */
const GIT_SUBCOMMANDS: Readonly<Record<string, Grammar>> = {
  rebase: { letters: { x: 'code', s: 'value', X: 'value' }, tokens: { '--exec': 'code', '--onto': 'value', '--strategy': 'value', '--strategy-option': 'value' }, permute: true, notes: { '-x': GIT_RUNS_SHELL, '--exec': GIT_RUNS_SHELL } },
  difftool: { letters: { x: 'code', t: 'value' }, tokens: { '--extcmd': 'code', '--tool': 'value' }, permute: true, notes: { '-x': GIT_RUNS_SHELL, '--extcmd': GIT_RUNS_SHELL } },
  clone: { letters: { u: 'code', c: 'config', o: 'value', b: 'value' }, tokens: { '--upload-pack': 'code', '--config': 'config', '--origin': 'value', '--branch': 'value', '--depth': 'value', '--reference': 'value', '--template': 'value' }, permute: true, notes: { '-u': GIT_REMOTE_PROGRAM, '--upload-pack': GIT_REMOTE_PROGRAM, '-c': GIT_CONFIG_NOTE, '--config': GIT_CONFIG_NOTE }, shellConfig: GIT_SHELL_CONFIG },
  fetch: { tokens: { '--upload-pack': 'code' }, permute: true, notes: { '--upload-pack': GIT_REMOTE_PROGRAM } },
  pull: { tokens: { '--upload-pack': 'code' }, permute: true, notes: { '--upload-pack': GIT_REMOTE_PROGRAM } },
  'ls-remote': { tokens: { '--upload-pack': 'code', '--exec': 'code' }, permute: true, notes: { '--upload-pack': GIT_REMOTE_PROGRAM, '--exec': GIT_REMOTE_PROGRAM } },
  push: { tokens: { '--receive-pack': 'code', '--exec': 'code' }, permute: true, notes: { '--receive-pack': GIT_REMOTE_PROGRAM, '--exec': GIT_REMOTE_PROGRAM } },
  archive: { tokens: { '--exec': 'code' }, permute: true, notes: { '--exec': GIT_REMOTE_PROGRAM } },
};

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
  sudo: {
    letters: { u: 'value', g: 'value', C: 'value', D: 'value', h: 'value', p: 'value', r: 'value', t: 'value', U: 'value', T: 'value', R: 'value', e: 'end', l: 'end', v: 'end', V: 'end', K: 'end', k: 'flag' },
    tokens: { '--user': 'value', '--group': 'value', '--close-from': 'value', '--chdir': 'value', '--host': 'value', '--prompt': 'value', '--role': 'value', '--type': 'value', '--other-user': 'value', '--command-timeout': 'value', '--chroot': 'value', '--edit': 'end', '--list': 'end' },
    assignments: true,
  },
  doas: { letters: { u: 'value', C: 'end' } },
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
    tokens: { '--timeout': 'value', '--wait': 'value', '--conflict-exit-code': 'value', '-c': 'code', '--command': 'code' },
    notes: { '-c': 'a command line flock runs with sh -c', '--command': 'a command line flock runs with sh -c' },
    skip: 1,
    reparse: true,
  },
  // util-linux: script [options] [FILE], -c runs a command line with $SHELL -c; BSD: script [options] [FILE [COMMAND…]].
  script: {
    letters: { c: 'code', E: 'value', F: 'value', I: 'value', O: 'value', B: 'value', T: 'value', t: 'rest', m: 'value', o: 'value', h: 'end', V: 'end' },
    tokens: { '--command': 'code', '--log-in': 'value', '--log-out': 'value', '--log-io': 'value', '--log-timing': 'value', '--logging-format': 'value', '--echo': 'value', '--output-limit': 'value', '--timing': 'optional' },
    notes: { '-c': 'a command line script runs with the user\'s shell', '--command': 'a command line script runs with the user\'s shell' },
    skip: 1,
  },
  // watch joins its command's words and runs them with sh -c, unless -x (--exec).
  watch: {
    letters: { n: 'value', q: 'value', d: 'rest', x: 'exec', h: 'end', v: 'end' },
    tokens: { '--interval': 'value', '--equexit': 'value', '--differences': 'optional', '--exec': 'exec', '--help': 'end', '--version': 'end' },
    shellLine: { how: 'its command, whose words watch joins and runs with sh -c', fix: 'use watch -x, which starts the program without a shell, and pass the value after it' },
  },
  // ssh [options] DESTINATION [COMMAND…]: options may follow the destination; the command's words go to the remote shell as one line.
  ssh: {
    letters: {
      B: 'value', b: 'value', c: 'value', D: 'value', E: 'value', e: 'value', F: 'value', I: 'value', i: 'value', J: 'value', L: 'value', l: 'value', m: 'value',
      O: 'value', o: 'code', p: 'value', R: 'value', S: 'value', W: 'value', w: 'value', Q: 'end', G: 'end', V: 'end', s: 'end',
    },
    notes: { '-o': 'an option such as ProxyCommand or LocalCommand, which ssh runs with a shell' },
    skip: 1,
    reparse: true,
    shellLine: { how: 'the remote command after the destination, whose words ssh joins into one line for the remote shell', fix: 'send the value on stdin, or to a fixed remote script that reads it as data' },
  },
};

/** Program names as written → the grammar they share. */
const ALIASES: Readonly<Record<string, string>> = { slogin: 'ssh', nodejs: 'node', pythonw: 'python', py: 'python', pypy: 'python', ipython: 'python', rbash: 'bash', gawk: 'awk', mawk: 'awk', nawk: 'awk', gsed: 'sed', luajit: 'lua', r: 'rscript', runuser: 'su', windowspowershell: 'powershell' };

/** Interpreters that come with version suffixes (`python3.12`, `lua5.4`, `php8.2`). */
const VERSIONED = /^(python|pypy|perl|ruby|php|lua|luajit|node|tclsh|bash|zsh|ksh|pwsh|rscript)[-_]?\d+(?:\.\d+)*[a-z]?$/;

/** The interpreter a command names: basename after `/` or `\`, lowercase, no `.exe`, no version suffix. */
function programName(command: string): string {
  let n = path.win32.basename(command).toLowerCase();
  n = n.replace(/\.(exe|com)$/, '');
  const versioned = VERSIONED.exec(n);
  if (versioned) n = versioned[1];
  return Object.hasOwn(ALIASES, n) ? ALIASES[n] : n;
}

const own = <T>(r: Readonly<Record<string, T>> | undefined, k: string): T | undefined => (r && Object.hasOwn(r, k) ? r[k] : undefined);

interface Parsed {
  found: Finding[];
  /** Index in toks of the first operand (toks.length when none); -1 when the command line ended inside the options. */
  operand: number;
  /** "--" ended the options. */
  ended: boolean;
  /** An 'exec' option was given (watch -x). */
  sawExec: boolean;
}

/** Replaces toks[at] with the words of `text` (env -S), each keeping the index of the argument it came from. */
function splitInto(toks: Token[], at: number, text: string): void {
  const index = toks[at].index;
  toks.splice(at, 1, ...text.split(/\s+/).filter((w) => w !== '').map((w) => ({ text: w, index })));
}

const CONFIG_FIX = 'write the setting out in tools.json, or leave it out';

/** Reads options by a grammar, from toks[start]. Reports code arguments that are parameters. */
function parseOptions(g: Grammar, toks: Token[], start: number, program: string): Parsed {
  const found: Finding[] = [];
  let codeOperand: string | null = null;
  let sawCode = false;
  let sawFile = false;
  let sawExec = false;
  let ended = false;
  let firstOperand: number | null = null;
  /** The option as written, and what its argument is when the grammar says (`-o, an option such as ProxyCommand…`). */
  const told = (how: string, option: string) => {
    const note = own(g.notes, option);
    return note ? `${how}, ${note}` : how;
  };
  const code = (j: number, how: string, option = how) => {
    sawCode = true;
    const t = toks[j];
    if (t && isParameter(t.text)) found.push({ index: t.index, program, how: told(how, option), role: 'code' });
  };
  const script = (j: number, how: string) => {
    const t = toks[j];
    if (t && isParameter(t.text)) found.push({ index: t.index, program, how, role: 'script' });
  };
  /** A `name=value` setting (toks[j], or `text` when attached to its option): code when it is a parameter, or a shell-run setting whose value holds one. */
  const config = (j: number, text: unknown, how: string, option: string) => {
    const t = toks[j];
    if (!t) return;
    if (isParameter(text)) {
      found.push({ index: t.index, program, how: told(how, option), role: 'code', fix: CONFIG_FIX });
      return;
    }
    const m = typeof text === 'string' ? /^([^=]+)=([\s\S]*)$/.exec(text) : null;
    if (!m || !holdsParameter(m[2])) return;
    const key = m[1].trim().toLowerCase();
    if (g.shellConfig?.some((c) => c.key.test(key) && (!c.value || c.value.test(m[2])))) {
      found.push({ index: t.index, program, how: `${how} ${showPath(m[1].trim())}, which ${program} runs with a shell`, role: 'code', fix: CONFIG_FIX });
    }
  };
  let i = start;
  while (i < toks.length) {
    const a = toks[i].text;
    if (typeof a !== 'string') return { found, operand: -1, ended, sawExec };
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
      if (whole === 'end') return { found, operand: -1, ended, sawExec };
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
      if (whole === 'code') {
        if (attached) sawCode = true;
        else code(i + 1, a);
        if (g.codeEnds) return { found, operand: -1, ended, sawExec };
      }
      if (whole === 'config') {
        if (attached) config(i, a.slice(eq + 1), name, name);
        else config(i + 1, toks[i + 1]?.text, a, a);
      }
      if (whole === 'exec') sawExec = true;
      if (whole === 'file') sawFile = true;
      i += whole === 'flag' || whole === 'optional' || whole === 'exec' || attached ? 1 : 2;
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
      if (kind === 'exec') {
        sawExec = true;
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
      if (kind === 'end') return { found, operand: -1, ended, sawExec };
      if (kind === 'module') {
        if (rest === '') script(i + 1, a);
        return { found, operand: -1, ended, sawExec };
      }
      if (kind === 'split') {
        if (rest !== '') {
          splitInto(toks, i, rest);
          next = 0;
        } else if (typeof toks[i + 1]?.text === 'string') splitInto(toks, i + 1, toks[i + 1].text as string);
        break;
      }
      if (kind === 'code') {
        if (rest === '') {
          code(i + 1, a, option);
          next = 2;
        } else sawCode = true;
        if (g.codeEnds) return { found, operand: -1, ended, sawExec };
        break;
      }
      if (kind === 'config') {
        if (rest === '') {
          config(i + 1, toks[i + 1]?.text, a, option);
          next = 2;
        } else config(i, rest, option, option);
        break;
      }
      // value or file
      if (kind === 'file') sawFile = true;
      if (rest === '') next = 2;
      break;
    }
    i += next;
  }
  if (g.permute) return { found, operand: firstOperand ?? i, ended, sawExec };
  if (i < toks.length) {
    if (codeOperand !== null) code(i, codeOperand);
    else if (g.operandIsCode && !sawCode && !sawFile) code(i, 'its program operand');
    else if (g.operandIsScript && !sawCode && !sawFile) script(i, 'its script operand');
  }
  return { found, operand: i, ended, sawExec };
}

/** cmd.exe: after /c, /k or /r the rest of the line is one command it parses itself, so every parameter there is code. */
function cmd(toks: Token[], start: number, program: string): Finding[] {
  for (let i = start; i < toks.length; i++) {
    const a = toks[i].text;
    if (typeof a !== 'string' || !a.startsWith('/')) return [];
    if (/^\/[ckr]/i.test(a)) return toks.slice(i + 1).filter((t) => isParameter(t.text)).map((t): Finding => ({ index: t.index, program, how: a.slice(0, 2), role: 'code' }));
  }
  return [];
}

const PS_VALUE = ['executionpolicy', 'ex', 'ep', 'inputformat', 'inp', 'if', 'outputformat', 'o', 'of', 'windowstyle', 'w', 'workingdirectory', 'wd', 'configurationname', 'config', 'configurationfile', 'psconsolefile', 'version', 'v', 'settingsfile', 'settings', 'custompipename', 'encodedarguments', 'ea'];
const prefixOf = (name: string, full: string, min: number) => name.length >= min && full.startsWith(name);

/**
 * PowerShell: -Command (any unambiguous prefix, or -c) joins the rest of the line into the
 * script, so every parameter after it is code; -EncodedCommand (-e, -ec) and -CommandWithArgs
 * take the next argument as code; -File ends the options. A first operand is -Command for
 * Windows PowerShell and -File for pwsh.
 */
function powershell(toks: Token[], start: number, program: string): Finding[] {
  const rest = (i: number, how: string): Finding[] => toks.slice(i).filter((t) => isParameter(t.text)).map((t) => ({ index: t.index, program, how, role: 'code' }));
  for (let i = start; i < toks.length; i++) {
    const a = toks[i].text;
    if (typeof a !== 'string') return [];
    // "/x" is an option only as a bare word ("/Command"): "/opt/x.ps1" is a script path.
    if (a === '--' || isParameter(a) || !/^(-|\/[A-Za-z]+(:|$))/.test(a)) {
      const at = a === '--' ? i + 1 : i;
      if (program === 'powershell') return rest(at, 'its first operand, which powershell runs as -Command');
      return isParameter(toks[at]?.text) ? [{ index: toks[at].index, program, how: 'its first operand, which pwsh runs as -File', role: 'script' }] : [];
    }
    const name = a.replace(/^(--|-|\/)/, '').split(':')[0].toLowerCase();
    if (name === 'c' || prefixOf(name, 'command', 3)) return rest(i + 1, a);
    if (name === 'cwa' || prefixOf(name, 'commandwithargs', 8) || name === 'e' || name === 'ec' || prefixOf(name, 'encodedcommand', 3)) {
      return isParameter(toks[i + 1]?.text) ? [{ index: toks[i + 1].index, program, how: a, role: 'code' }] : [];
    }
    if (name === 'f' || prefixOf(name, 'file', 2)) return isParameter(toks[i + 1]?.text) ? [{ index: toks[i + 1].index, program, how: a, role: 'script' }] : [];
    if (PS_VALUE.some((v) => name === v || prefixOf(name, v, 3))) i++;
  }
  return [];
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
  while (r.assignments && at < toks.length && typeof toks[at].text === 'string' && /^[A-Za-z_][A-Za-z0-9_]*=/.test(toks[at].text as string)) at++;
  at += r.skip ?? 0;
  let sawExec = first.sawExec;
  if (r.reparse && !first.ended && at < toks.length) {
    const again = parseOptions(r, toks, at, program);
    found.push(...again.found);
    if (again.operand < 0) return found;
    at = again.operand;
    sawExec ||= again.sawExec;
  }
  if (at >= toks.length) return found;
  if (r.shellLine && !sawExec) {
    const { how, fix } = r.shellLine;
    return [...found, ...toks.slice(at).filter((t) => isParameter(t.text)).map((t): Finding => ({ index: t.index, program, how, role: 'code', fix }))];
  }
  return [...found, ...startsCommand(toks, at, program, 'the program it starts', program, depth)];
}

/** git [options] SUBCOMMAND …: the -c settings before the subcommand, then the subcommands of GIT_SUBCOMMANDS. */
function git(toks: Token[], start: number, program: string): Finding[] {
  const top = parseOptions(GIT, toks, start, program);
  const sub = top.operand >= 0 ? toks[top.operand]?.text : undefined;
  const g = typeof sub === 'string' ? own(GIT_SUBCOMMANDS, sub) : undefined;
  return g ? [...top.found, ...parseOptions(g, toks, top.operand + 1, `${program} ${sub}`).found] : top.found;
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
  ...Object.fromEntries(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'pdksh', 'ash', 'yash', 'posh', 'hush'].map((n) => [n, byGrammar(SHELL)])),
  csh: byGrammar(CSH), tcsh: byGrammar(CSH),
  fish: byGrammar(FISH),
  cmd,
  powershell, pwsh: powershell,
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
  // su [options] [-] [user [shell arguments]]: the arguments after the user go to the user's shell.
  su: (toks, start, program) => {
    const before = parseOptions(SU, toks, start, program);
    if (before.operand < 0 || before.operand >= toks.length || isParameter(toks[before.operand].text)) return before.found;
    return [...before.found, ...parseOptions(SU, toks, before.operand + 1, program).found];
  },
  git,
  find,
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

export const capToolShell: CapabilityPackRule = {
  meta: {
    id: 'cap-tool-shell',
    severity: 'warning',
    description: 'no tool passes a parameter to a shell or interpreter as the program to run (sh -c {{cmd}}, python {{script}}), directly, through a wrapper (env, sudo, timeout, xargs, chroot, …) or through a program that hands a command line to a shell (ssh host {{cmd}}, watch, flock -c, find -exec, git -c core.sshCommand=…): the model\'s text would become code',
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
            ? `${toolLabel(t)} runs ${value} as ${f.how} (${f.program}${through}): whatever the model sends becomes the command; name a fixed program and pass the value as an argument after it`
            : f.role === 'script'
              ? `${toolLabel(t)} runs ${value} as the ${f.program} script or module to run (${f.how}${through}): whatever file the model names becomes the program; run a script of the pack ({{pack_root}}/…) and pass the value after it`
              : `${toolLabel(t)} runs ${value} as ${f.program} code (${f.how}${through}): whatever the model sends becomes a program; ${f.fix ?? CODE_FIX}`;
        report(message, ctx.toolsPath, ctx.locate(`/tools/${t.index}/exec/args/${f.index}`));
      }
    }
  },
};
