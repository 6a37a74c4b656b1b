import { redactUrlCredentials } from '../core/redact-url.js';
import { findCredentialMarker } from '../secrets/credential-content.js';
import {
  CONFIG_SPLIT, GIT_CONFIG_PARAMETERS, GIT_CONFIG_VALUE, GIT_SHELL_CONFIG, JOINED_LINES, assignmentIn, every, own, POSIX_SHELL_VALUE_LETTERS, SHELL_LINE_OPTIONS, SHELL_VARIABLES, SSH_CONFIG_SPLIT,
  SSH_SHELL_CONFIG, WINDOWS_COMMANDS, setEnvValueStart, settingLineStart, sshConfigWords, takesValue, writtenGitKeys, type JoinedLine, type ShellLineOptions, type ShellSetting,
} from './command-lines.js';
import { programName } from './program-name.js';

/**
 * What the audit log must never hold (spec §9.4: inputs redacted where needed): the values of
 * secret-named keys, flags, headers and variables, URL user information, and strings shaped
 * like a credential. Redaction errs toward hiding: `-p 8080` loses its port in the log unless the
 * program is one known to use `-p` for something other than a password (`ssh -p 2222`, `ls -p`).
 * A command line handed to a shell as one string (`sh -c 'mysql -px db'`, `rsync -e LINE`, `git
 * -c core.sshCommand=LINE`, `GIT_SSH_COMMAND=LINE`), or as words a program joins into one (`ssh
 * host mysql -px db`, `sudo -s mysql -px`, `watch 'mysql -px'`, `parallel 'mysql -px' ::: a`,
 * `cmd /c …`), is split into its words the way the shell splits them, and each of its commands
 * is redacted like an argument list of its own (see redactShellLine; command-lines.ts says
 * which arguments are such a line).
 * PowerShell's -EncodedCommand (base64 of UTF-16LE) is decoded and read the same way; it is
 * hidden whole when its line holds a secret, or when it decodes to no text.
 */
export const REDACTED = '[REDACTED]';

/**
 * Secret shapes the credential rules (secrets/, INTEROP.md §6, which redactText asks first)
 * leave out on purpose, because a commit hook must not cry wolf: an HTTP `Bearer`/`Basic`
 * credential written inline, and an `sk-` key of any provider (the rules know only OpenAI's and
 * Anthropic's). A log can afford to hide a false one.
 */
const SECRET_VALUE_EXTRA = [/\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{16,}/i, /\bsk-[A-Za-z0-9_-]{20,}/];

/** Words that make a name secret wherever they stand in it as a whole word. */
const SECRET_WORDS = new Set([
  'auth', 'authn', 'authorization', 'bearer', 'cookie', 'cookies', 'credential', 'credentials',
  'pass', 'passin', 'passout', 'passphrase', 'passwd', 'password', 'passwords', 'secret', 'secrets',
  'session', 'sessionid', 'token', 'apikey', 'privatekey', 'jwt',
]);
/** Two words that make a secret together: `api_key`, `privateKey`, `AWS_SECRET_ACCESS_KEY`. */
const SECRET_PAIRS = new Set(['api key', 'private key', 'access key', 'secret key', 'client secret', 'session id']);
/** Run-together names such as `PGPASSWORD`, `GHTOKEN`, `dbpass`-style suffixes. */
const SECRET_SUFFIX = /(password|passwd|passphrase|secret|token|apikey)$/;

/** The words of a name: `authToken` → auth, token; `AWS_SECRET_ACCESS_KEY` → aws, secret, access, key. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * True for a key, flag, header or variable name that holds a secret: `password`, `auth`,
 * `auth_token`, `Authorization`, `apiKey`, `PGPASSWORD`, `client-secret`; not `author`,
 * `authority`, `max_tokens` or `passage` (whole words only, so a secret word inside another
 * word does not count, except as a run-together suffix like PGPASSWORD).
 */
export function isSecretName(name: string): boolean {
  const words = nameWords(name);
  for (let i = 0; i < words.length; i++) {
    if (SECRET_WORDS.has(words[i]) || SECRET_SUFFIX.test(words[i])) return true;
    if (i + 1 < words.length && SECRET_PAIRS.has(`${words[i]} ${words[i + 1]}`)) return true;
  }
  return false;
}

const FLAG = /^-{1,2}([A-Za-z][A-Za-z0-9_.-]*)$/;
/** A flag whose name says its next argument is a secret, whatever the program: `--password x`, `--token x`, `--api-key x`. */
function secretFlag(arg: string): boolean {
  const m = FLAG.exec(arg);
  return !!m && isSecretName(m[1]);
}

/** Short options whose value is a password, for one program. */
interface PasswordOptions {
  /** The value attached (`-phunter2`) or the next argument (`-p hunter2`) is a password. */
  options: readonly string[];
  /** Only an attached value is a password (7z -pSECRET; a bare -p asks for one). */
  attached?: readonly string[];
}

/**
 * What the short options that take a password are, by program (as programName reads it).
 * A program listed with none uses `-p` for something else (a port, a flag, a PID, a path), so
 * the value after it is shown. For a program not listed, the value after `-p` is hidden anyway:
 * too many programs read it as a password (docker login, mongo, sshpass) to show it unasked.
 */
const PASSWORD_OPTIONS: Readonly<Record<string, PasswordOptions>> = {
  ...every(['mysql', 'mysqladmin', 'mysqldump', 'mysqlshow', 'mysqlimport', 'mysqlcheck', 'mysqlpump', 'mysqlslap', 'mysqlbinlog', 'mysqlsh', 'mariadb', 'mariadb-admin', 'mariadb-dump', 'mariadb-show', 'mariadb-import', 'mariadb-check', 'mariadb-slap', 'mariadb-binlog'], { options: ['-p'] }),
  ...every(['mongo', 'mongosh', 'mongodump', 'mongorestore', 'mongoexport', 'mongoimport', 'mongostat', 'mongotop', 'mongofiles'], { options: ['-p'] }),
  sshpass: { options: ['-p'] },
  ...every(['sqlcmd', 'bcp'], { options: ['-P'] }),
  ...every(['zip', 'unzip', 'zipcloak'], { options: ['-P'] }),
  ...every(['7z', '7za', '7zr', 'rar', 'unrar'], { options: [], attached: ['-p'] }),
  'redis-cli': { options: ['-a'] },
  ...every(['ldapsearch', 'ldapadd', 'ldapmodify', 'ldapdelete', 'ldapmodrdn', 'ldapcompare', 'ldapwhoami', 'ldapexop'], { options: ['-w'] }),
  ldappasswd: { options: ['-w', '-a', '-s'] },
  'ssh-keygen': { options: ['-P', '-N'] },
  openssl: { options: ['-k'] },
  ...every(
    [
      'ssh', 'scp', 'sftp', 'autossh', 'psql', 'pg_dump', 'pg_dumpall', 'pg_restore', 'pg_basebackup', 'pg_isready', 'createdb', 'dropdb', 'createuser', 'dropuser', 'vacuumdb', 'reindexdb', 'clusterdb',
      'ls', 'mkdir', 'cp', 'mv', 'rsync', 'tar', 'install', 'patch', 'git', 'diff', 'nc', 'ncat', 'netcat', 'ps', 'pgrep', 'pkill', 'top', 'lsof', 'strace', 'ltrace', 'gdb', 'perf', 'kill', 'renice', 'taskset', 'prlimit',
      'xargs', 'ping', 'mktemp', 'npm', 'npx', 'node', 'http-server', 'watch',
    ],
    { options: [] },
  ),
};

/** A table's entry for a program as written (`/usr/bin/mysql`, `MYSQL.EXE`, `bash5`), if any. */
function byProgram<T>(table: Readonly<Record<string, T>>, program: string): T | undefined {
  const name = programName(program);
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** The PASSWORD_OPTIONS entry of a program as written, if any. */
const passwordOptions = (program: string) => byProgram(PASSWORD_OPTIONS, program);

/** Options of a POSIX shell that take a value (`sh -o pipefail -c LINE`). */
const SHELL_VALUE_OPTIONS = POSIX_SHELL_VALUE_LETTERS.flatMap((l) => [`-${l}`, `+${l}`]);

/**
 * Where the words of a JOINED_LINES program (ssh, autossh, watch, sudo -s, parallel) start in a
 * list, its options read from list[from] as getopt reads them (a value attached or next,
 * clusters: `-tp 22`), then the operands it skips (ssh's destination), then its options again
 * where it reads them there: `at` is -1 when an option says the words are started without a
 * shell (`watch -x`), or none says they go to one where the program needs one to (sudo without
 * -s or -i). `lines` are the values of its options that are command lines (`parallel --ssh
 * LINE`, `--ssh=LINE`), with the text before the line. The log errs toward hiding: an option
 * after which the program runs nothing (`ssh -V`) is read past, and a word with a blank where
 * an option or the destination should be starts the line: the program would refuse it (`ssh
 * '--x mysql -px'`), or take a value attached to an option (`ssh '-oProxyCommand=a b' host
 * CMD`), and then the words from there, read as one line, hide at least what they would.
 */
function joinedLineStart(p: JoinedLine, list: readonly unknown[], from: number): { at: number; lines: { index: number; prefix: string }[] } {
  let exec = false;
  let shell = false;
  const lines: { index: number; prefix: string }[] = [];
  const blank = (a: unknown) => typeof a === 'string' && /\s/.test(a);
  /** A 'code' option's line: attached after `prefix` in list[at], or the next argument. */
  const line = (at: number, prefix: string) => {
    const index = prefix === '' ? at + 1 : at;
    if (typeof list[index] === 'string') lines.push({ index, prefix });
  };
  const options = (at: number): { at: number; ended: boolean } => {
    while (at < list.length) {
      const a = list[at];
      if (a === '--') return { at: at + 1, ended: true };
      if (typeof a !== 'string' || a.length < 2 || a[0] !== '-' || blank(a)) break;
      if (a.startsWith('--')) {
        const eq = a.indexOf('=');
        const kind = own(p.tokens, eq > 0 ? a.slice(0, eq) : a);
        exec ||= kind === 'exec';
        shell ||= kind === 'shell';
        if (kind === 'code') line(at, eq > 0 ? a.slice(0, eq + 1) : '');
        at += takesValue(kind) && eq < 0 ? 2 : 1;
        continue;
      }
      let next = 1;
      for (let j = 1; j < a.length; j++) {
        const kind = own(p.letters, a[j]);
        exec ||= kind === 'exec';
        shell ||= kind === 'shell';
        if (takesValue(kind) || kind === 'optional') {
          if (kind === 'code') line(at, j === a.length - 1 ? '' : a.slice(0, j + 1));
          if (kind !== 'optional' && j === a.length - 1) next = 2;
          break;
        }
      }
      at += next;
    }
    return { at, ended: false };
  };
  const first = options(from);
  const skipped = first.at + (p.skip ?? 0);
  let at = first.at;
  while (at < skipped && at < list.length && !blank(list[at])) at++;
  if (p.reparse && !first.ended && at === skipped) at = options(at).at;
  return { at: exec || (p.shellByOption && !shell) ? -1 : at, lines };
}

/**
 * Arguments of a list that a shell runs as one command line: list[index] up to list[end],
 * joined with spaces, less `prefix` at the start of the first (`--command=`, cmd's `/c`).
 * `escapes` is false for a line of cmd or PowerShell. Such a line is split the POSIX way all the
 * same, though their quoting differs (cmd has no single quotes, PowerShell escapes with a
 * backquote), only without backslash escapes, so that `C:\tools\mysql.exe` keeps its name;
 * redactJoinedLine reads it once more by blanks alone, for what the POSIX reading may miss.
 */
interface ShellLine {
  index: number;
  end: number;
  prefix: string;
  escapes: boolean;
  /** The line is list[index] in base64 of UTF-16LE (PowerShell's -EncodedCommand): see encodedCommand. */
  encoded?: boolean;
}

/**
 * The command lines a shell runs in a list: those of its programs (programLines), and the values
 * of settings that are such a line, unless inside one of those lines already: an ssh setting ssh
 * runs with a shell (`-o 'ProxyCommand=sshpass -p pw ssh -W %h:%p jump'`, `-oLocalCommand=…`),
 * whichever program takes it (ssh, scp, sftp, autossh) and wherever it stands; once git is
 * named, a git setting git runs with a shell (`-c core.sshCommand=LINE`, `-c 'alias.x=!LINE'`,
 * clone's `--config=…`); and a variable git runs with a shell, as an assignment word
 * (`GIT_SSH_COMMAND=LINE`, in a shell line or after env).
 */
function shellLines(list: readonly unknown[], command: string | undefined): ShellLine[] {
  const lines = programLines(list, command);
  let git = command !== undefined && programName(command) === 'git';
  for (let i = 0; i < list.length; i++) {
    const arg = list[i];
    if (typeof arg !== 'string' || lines.some((l) => l.index <= i && i < l.end)) continue;
    const before = list[i - 1];
    const start = settingStart(arg, before, git);
    if (start !== undefined) lines.push({ index: i, end: i + 1, prefix: arg.slice(0, start), escapes: true });
    git ||= programName(arg) === 'git';
  }
  return lines;
}

/** The git setting in an argument, once git is named: after -c or --config, or attached (`-ckey=value`, `--config=key=value`). */
function gitSettingIn(arg: string, before: unknown): string | undefined {
  if (before === '-c' || before === '--config') return arg;
  if (arg.startsWith('--config=')) return arg.slice(9);
  return arg.startsWith('-c') && arg.length > 2 && arg[2] !== '-' ? arg.slice(2) : undefined;
}

/** The ssh setting in an argument: after -o, or attached (`-oKey=value`). */
function sshSettingIn(arg: string, before: unknown): string | undefined {
  if (before === '-o') return arg;
  return arg.startsWith('-o') && arg.length > 2 ? arg.slice(2) : undefined;
}

/** Where the command line in an argument starts, when it is a setting or an assignment that holds one (see shellLines): `before` is the argument before it, `git` whether git was named. */
function settingStart(arg: string, before: unknown, git: boolean): number | undefined {
  const at = (setting: string, split: RegExp, config: readonly ShellSetting[]) => {
    const start = settingLineStart(setting, split, config);
    return start === undefined ? undefined : arg.length - setting.length + start;
  };
  // SetEnv's words are read one by one (setEnvTexts).
  const ssh = sshSettingIn(arg, before);
  const sshStart = ssh === undefined || setEnvValueStart(ssh) !== undefined ? undefined : at(ssh, SSH_CONFIG_SPLIT, SSH_SHELL_CONFIG);
  if (sshStart !== undefined) return sshStart;
  const setting = git ? gitSettingIn(arg, before) : undefined;
  const gitStart = setting === undefined ? undefined : at(setting, CONFIG_SPLIT, GIT_SHELL_CONFIG);
  if (gitStart !== undefined) return gitStart;
  const variable = assignmentIn(arg);
  return variable && SHELL_VARIABLES.includes(variable.name) ? variable.start : undefined;
}

/**
 * The value of a setting git takes (after `-c key=`, GIT_CONFIG_VALUE_<n>=, in a pair of
 * GIT_CONFIG_PARAMETERS), with its secrets hidden: read as a command line from `lineAt` on when it
 * is one (see settingStart), then as text of its own, where a header such as `http.extraHeader`'s
 * `Authorization: token …` stands at its start (a git config value is one string; redactText
 * reading the whole `key=value` finds no header there). The secrets found, for redactMessage.
 */
function settingValue(value: string, lineAt: number | undefined, depth: number): { shown: string; secrets: string[] } {
  const secrets: string[] = [];
  let shown = value;
  if (lineAt !== undefined && depth < MAX_SHELL_DEPTH) {
    const line = redactShellLine(value.slice(lineAt), depth + 1);
    shown = `${value.slice(0, lineAt)}${line.shown}`;
    secrets.push(...line.secrets);
  }
  // The text rules on the value as written tell the secrets a message may quote (a line's own reading hides a header without naming it).
  redactTextAs(value, lineAt === undefined, secrets);
  const text = redactTextAs(shown, lineAt === undefined);
  if (text === REDACTED) secrets.push(value);
  return { shown: text, secrets };
}

/**
 * Where the line in the value of GIT_CONFIG_VALUE_<n> starts, given the keys written for it: at
 * the start when no key is written (it may be any setting: the log errs toward hiding), after what
 * the setting asks for (an alias's "!") when a key is a setting git runs; undefined when none is.
 */
function gitValueLine(keys: readonly string[], value: string): number | undefined {
  if (keys.length === 0) return 0;
  for (const key of keys) {
    const start = settingLineStart(`${key}=${value}`, CONFIG_SPLIT, GIT_SHELL_CONFIG);
    if (start !== undefined) return start - key.length - 1;
  }
  return undefined;
}

/** A text in shell single quotes, as git's sq_quote writes one (GIT_CONFIG_PARAMETERS). */
const singleQuoted = (text: string) => `'${text.replace(/'/g, "'\\''")}'`;

/**
 * GIT_CONFIG_PARAMETERS' value with the secrets of its settings hidden: `'key'='value'` (or
 * `'key=value'`) pairs in shell single quotes, read as a shell reads words (each word one
 * `key=value`), each value as settingValue reads it; a pair that changed is written back as
 * `'key=value'`, which git reads too.
 */
function gitParameters(value: string, depth: number): { shown: string; secrets: string[] } {
  const secrets: string[] = [];
  let shown = '';
  let at = 0;
  for (const w of shellCommands(value).flat()) {
    const m = CONFIG_SPLIT.exec(w.text);
    if (!m) continue;
    const start = settingLineStart(w.text, CONFIG_SPLIT, GIT_SHELL_CONFIG);
    const keyLength = m[1].length + 1;
    const v = settingValue(m[2], start === undefined ? undefined : start - keyLength, depth);
    secrets.push(...v.secrets);
    if (v.shown === m[2]) continue;
    shown += `${value.slice(at, w.start)}${singleQuoted(`${m[1]}=${v.shown}`)}`;
    at = w.end;
  }
  return { shown: `${shown}${value.slice(at)}`, secrets };
}

/**
 * The arguments of a list that give git a setting whose value is no command line (those are
 * shellLines'), with the secrets of the value hidden (see settingValue): once git is named, after
 * -c and --config (`-c 'http.extraHeader=Authorization: token …'`); and, git named or not, the
 * settings git takes from the environment: GIT_CONFIG_VALUE_<n>=…, a command line when the key
 * written for it is one git runs (or none is written), and GIT_CONFIG_PARAMETERS=….
 */
function settingTexts(list: readonly unknown[], command: string | undefined, depth: number): { index: number; shown: string; secrets: string[] }[] {
  const found: { index: number; shown: string; secrets: string[] }[] = [];
  let git = command !== undefined && programName(command) === 'git';
  for (let i = 0; i < list.length; i++) {
    const arg = list[i];
    if (typeof arg !== 'string') continue;
    const setting = git ? gitSettingIn(arg, list[i - 1]) : undefined;
    const m = setting === undefined ? null : CONFIG_SPLIT.exec(setting);
    const variable = assignmentIn(arg);
    const n = variable && GIT_CONFIG_VALUE.exec(variable.name)?.[1];
    let value: { shown: string; secrets: string[] } | undefined;
    let start = 0;
    if (m && settingLineStart(m.input, CONFIG_SPLIT, GIT_SHELL_CONFIG) === undefined) {
      start = arg.length - m[2].length;
      value = settingValue(m[2], undefined, depth);
    } else if (variable && n !== undefined) {
      start = variable.start;
      value = settingValue(arg.slice(start), gitValueLine(writtenGitKeys(list, n), arg.slice(start)), depth);
    } else if (variable?.name === GIT_CONFIG_PARAMETERS) {
      start = variable.start;
      value = gitParameters(arg.slice(start), depth);
    }
    // The whole argument is read once more as redactText reads it: a secret key (`credential.password=…`) hides the value whole.
    if (value && value.shown !== arg.slice(start)) found.push({ index: i, shown: redactText(`${arg.slice(0, start)}${value.shown}`), secrets: value.secrets });
    git ||= programName(arg) === 'git';
  }
  return found;
}

/**
 * The arguments of a list that give ssh a SetEnv setting (`-o 'SetEnv=A=1 GIT_SSH_COMMAND="…"'`),
 * with the secrets of its value hidden (see setEnvValue).
 */
function setEnvTexts(list: readonly unknown[], depth: number): { index: number; shown: string; secrets: string[] }[] {
  const found: { index: number; shown: string; secrets: string[] }[] = [];
  for (let i = 0; i < list.length; i++) {
    const arg = list[i];
    const ssh = typeof arg === 'string' ? sshSettingIn(arg, list[i - 1]) : undefined;
    const start = ssh === undefined ? undefined : setEnvValueStart(ssh);
    if (ssh === undefined || start === undefined) continue;
    const at = (arg as string).length - ssh.length + start;
    const value = setEnvValue(ssh.slice(start), depth);
    if (value.shown !== ssh.slice(start) || value.secrets.length > 0) found.push({ index: i, shown: `${(arg as string).slice(0, at)}${value.shown}`, secrets: value.secrets });
  }
  return found;
}

/**
 * SetEnv's value with its secrets hidden: split into its NAME=value words as ssh splits them
 * (sshConfigWords: `A=x\ B=y` is one word), each read as an assignment word of a command line is
 * (`GIT_SSH_COMMAND=…` holds a line, `API_TOKEN=…` a secret, GIT_CONFIG_VALUE_<n> the value of
 * the key written beside it), and each word that changed written back in place, quoted for ssh
 * (sshWord). A word whose quote never closes (ssh refuses the line) is read as a shell line too,
 * for what it swallowed.
 */
function setEnvValue(value: string, depth: number): { shown: string; secrets: string[] } {
  const words = sshConfigWords(value);
  const hidden = hiddenArgs(words.map((w) => w.text), undefined, depth + 1);
  const secrets: string[] = [];
  let shown = '';
  let at = 0;
  words.forEach((w, k) => {
    const found: string[] = [];
    const read = hidden.get(k) ?? { shown: redactTextAs(w.text, true, found), secrets: found };
    const again = w.unclosed && read.shown === w.text ? redactShellLine(w.text, depth + 1) : undefined;
    const h = again && again.shown !== w.text ? again : read;
    secrets.push(...h.secrets);
    if (h.shown === w.text) return;
    shown += `${value.slice(at, w.start)}${sshWord(h.shown, value.slice(w.start, w.end))}`;
    at = w.end;
  });
  return { shown: `${shown}${value.slice(at)}`, secrets };
}

/**
 * A word as ssh's config reading gives it back (sshConfigWords), spelled after `raw`, the word it
 * replaces: what came before raw's first quote or backslash as it was (`GIT_SSH_COMMAND=`), the
 * rest bare when it needs no quote, with backslashes when raw used them, else in raw's quote (a
 * double one by default), a backslash before that quote and before a backslash.
 */
function sshWord(text: string, raw: string): string {
  const plain = raw.search(/['"\\]/);
  const lead = plain < 0 || !text.startsWith(raw.slice(0, plain)) ? 0 : plain;
  const rest = text.slice(lead);
  if (!/[\s'"\\]/.test(rest) && !(lead === 0 && rest.startsWith('#'))) return text;
  // A backslash keeps a space, a quote or a backslash outside quotes, but no tab or newline, nor a space that ends the line (ssh strips it).
  if (raw[plain] === '\\' && !/[^\S ]/.test(rest) && !rest.endsWith(' ') && !(lead === 0 && rest.startsWith('#'))) return `${text.slice(0, lead)}${rest.replace(/[ '"\\]/g, '\\$&')}`;
  const quote = raw[plain] === "'" ? "'" : '"';
  return `${text.slice(0, lead)}${quote}${rest.replace(quote === '"' ? /["\\]/g : /['\\]/g, '\\$&')}${quote}`;
}

/**
 * Where a one-letter option of `p` stands in a cluster as getopt reads one (`-avze`, `-essh`,
 * the letters before it taken for flags): the length of the text before its line when the line
 * is attached, 0 when it is the next argument; undefined when the argument holds none.
 */
function clusterLine(p: ShellLineOptions, arg: string): number | undefined {
  if (!p.combines || arg.length < 2 || arg[0] !== '-' || arg[1] === '-') return undefined;
  for (let j = 1; j < arg.length; j++) {
    if (p.options.includes(`-${arg[j]}`)) return j === arg.length - 1 ? 0 : j + 1;
    if (!/[A-Za-z0-9]/.test(arg[j])) return undefined;
  }
  return undefined;
}

/**
 * The command lines the programs of a list hand to a shell: after a program of
 * SHELL_LINE_OPTIONS (the list's command, or a word of the list: `sudo sh -c LINE`), the argument
 * its option says, with the text before the line when it is attached (`--command=`, `-e` in
 * `rsync -essh…`); after a program of JOINED_LINES (`ssh -p 22 host CMD…`, `watch -n 5 CMD…`,
 * `sudo -s CMD…`) or WINDOWS_COMMANDS (`cmd /c CMD…`, `pwsh -Command CMD…`), the words it joins
 * into one line, up to the end of the list. A shell takes one line; another program may take
 * more (`rsync -e LINE --rsync-path=LINE`).
 */
function programLines(list: readonly unknown[], command: string | undefined): ShellLine[] {
  const found: ShellLine[] = [];
  /** The line from the end of a list's strings: the first argument that is no string ends it. */
  const rest = (index: number) => {
    let end = index;
    while (end < list.length && typeof list[end] === 'string') end++;
    return end;
  };
  /**
   * The line of a program that joins its words (found from list[from]), and the lines its
   * options take: true when its words run to the end of the list, or to a word that ends them
   * (parallel's `:::`, after which come its data, or, with no command before, one command line
   * per argument).
   */
  const joins = (program: string, from: number): boolean => {
    const name = programName(program);
    const joined = own(JOINED_LINES, name);
    if (joined) {
      const { at, lines } = joinedLineStart(joined, list, from);
      for (const l of lines) found.push({ index: l.index, end: l.index + 1, prefix: l.prefix, escapes: true });
      const end = rest(at);
      if (at < 0 || end === at) return false;
      const ends = joined.ends ?? [];
      const stop = list.findIndex((w, k) => k >= at && k < end && ends.includes(w as string));
      if (stop === at) {
        for (let k = at + 1; k < end; k++) if (!ends.includes(list[k] as string)) found.push({ index: k, end: k + 1, prefix: '', escapes: true });
      } else found.push({ index: at, end: stop < 0 ? end : stop, prefix: '', escapes: true });
      return true;
    }
    const windows = own(WINDOWS_COMMANDS, name)?.(name, list, from);
    if (!windows || windows.runs === 'script' || typeof list[windows.index] !== 'string') return false;
    const encoded = windows.runs === 'encoded' ? { encoded: true } : {};
    found.push({ index: windows.index, end: windows.runs === 'line' ? rest(windows.index) : windows.index + 1, prefix: windows.prefix, escapes: false, ...encoded });
    return windows.runs === 'line';
  };
  if (command !== undefined && joins(command, 0)) return found;
  let current = command === undefined ? undefined : byProgram(SHELL_LINE_OPTIONS, command);
  for (let i = 0; i < list.length; i++) {
    const arg = list[i];
    if (typeof arg !== 'string') continue;
    if (joins(arg, i + 1)) return found;
    const named = byProgram(SHELL_LINE_OPTIONS, arg);
    if (named) {
      current = named;
      continue;
    }
    if (!current) continue;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    if (eq > 0 && current.options.includes(arg.slice(0, eq))) {
      found.push({ index: i, end: i + 1, prefix: arg.slice(0, eq + 1), escapes: true });
      if (current.shell) current = undefined;
      continue;
    }
    const cluster = current.shell ? undefined : clusterLine(current, arg);
    if (cluster) {
      found.push({ index: i, end: i + 1, prefix: arg.slice(0, cluster), escapes: true });
      continue;
    }
    if (cluster === undefined && !current.options.includes(arg) && !(current.shell && /^-[A-Za-z]*c[A-Za-z]*$/.test(arg))) continue;
    let at = i + 1;
    while (current.shell && at < list.length) {
      const next = list[at];
      if (typeof next !== 'string' || !/^([-+][A-Za-z]+|--([A-Za-z][\w-]*)?)$/.test(next)) break;
      at += SHELL_VALUE_OPTIONS.includes(next) ? 2 : 1;
      if (next === '--') break;
    }
    if (typeof list[at] === 'string') found.push({ index: at, end: at + 1, prefix: '', escapes: true });
    if (current.shell) current = undefined;
    i = at;
  }
  return found;
}

/** One word of a shell command line: its text once quotes and backslashes are removed, and where it stands in the line (a command substitution inside it included). */
interface ShellWord {
  text: string;
  start: number;
  end: number;
  /** A quote opened in the word never closes: no shell runs the line, and the text may hold the words it was meant to have. */
  unclosed?: boolean;
}

/**
 * The simple commands of a shell command line, each a list of words, split the way a POSIX
 * shell splits them and nothing more: blanks end a word, and so do `<` and `>`; `;`, `&`, `|`,
 * `(`, `)` and a newline end a command too. Single quotes keep what they hold; double quotes
 * keep all but a backslash before `$`, a backquote, `"`, `\` or a newline; a backslash outside
 * quotes keeps the next character, and before a newline joins the lines. A command substitution
 * (`$(…)` or backquotes, inside double quotes too) gives commands of its own, and the word it
 * stands in goes on after it (its text leaves the substitution out). Nothing is expanded; an
 * unclosed quote or substitution runs to the end (the word is marked `unclosed`). Without
 * `escapes` (a line of cmd or PowerShell), a backslash is a character like any other.
 */
export function shellCommands(line: string, escapes = true): ShellWord[][] {
  const commands: ShellWord[][] = [];
  let words: ShellWord[] = [];
  let text = '';
  let start = -1;
  let quoted = false;
  let unclosed = false;
  /** The command substitutions open: the command and word they interrupted, what closes them, and the parentheses opened inside. */
  const frames: { words: ShellWord[]; text: string; start: number; quoted: boolean; close: string; depth: number }[] = [];
  const endWord = (end: number) => {
    if (start >= 0) words.push(unclosed ? { text, start, end, unclosed } : { text, start, end });
    text = '';
    start = -1;
    unclosed = false;
  };
  const endCommand = (end: number) => {
    endWord(end);
    if (words.length > 0) commands.push(words);
    words = [];
  };
  const open = (at: number, close: string, length: number) => {
    if (start < 0) start = at;
    frames.push({ words, text, start, quoted, close, depth: 0 });
    words = [];
    text = '';
    start = -1;
    quoted = false;
    return at + length;
  };
  let i = 0;
  while (i < line.length) {
    const c = line[i];
    if (c === '$' && line[i + 1] === '(') {
      i = open(i, ')', 2);
      continue;
    }
    const top = frames.at(-1);
    if (c === '`' && !(top?.close === '`' && !quoted)) {
      i = open(i, '`', 1);
      continue;
    }
    if (quoted) {
      if (c === '"') quoted = false;
      else if (escapes && c === '\\' && i + 1 < line.length && '$`"\\\n'.includes(line[i + 1])) {
        i++;
        if (line[i] !== '\n') text += line[i];
      } else text += c;
      i++;
      continue;
    }
    if (top && c === top.close && (c === '`' || top.depth === 0)) {
      endCommand(i++);
      ({ words, text, start, quoted } = top);
      frames.pop();
      continue;
    }
    if (top && c === '(') top.depth++;
    if (top && c === ')') top.depth--;
    if (c === ' ' || c === '\t' || c === '<' || c === '>') {
      endWord(i++);
      continue;
    }
    if (c === '\n' || ';&|()'.includes(c)) {
      endCommand(i++);
      continue;
    }
    if (escapes && c === '\\' && line[i + 1] === '\n') {
      i += 2;
      continue;
    }
    if (start < 0) start = i;
    if (escapes && c === '\\') {
      text += i + 1 < line.length ? line[i + 1] : c;
      i += 2;
    } else if (c === "'") {
      const close = line.indexOf("'", i + 1);
      const to = close < 0 ? line.length : close;
      unclosed ||= close < 0;
      text += line.slice(i + 1, to);
      i = to + 1;
    } else if (c === '"') {
      quoted = true;
      i++;
    } else {
      text += c;
      i++;
    }
  }
  unclosed ||= quoted;
  endCommand(line.length);
  for (let f = frames.pop(); f; f = frames.pop()) {
    ({ words, text, start } = f);
    unclosed = f.quoted;
    endCommand(line.length);
  }
  return commands;
}

/** Whether the word at `start` of a line comes after a `>` (and blanks): where a command's output goes. */
function redirectedTo(line: string, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && (line[i] === ' ' || line[i] === '\t')) i--;
  return line[i] === '>';
}

/**
 * The words of the commands that the command lines in a list run (shellLines: `sh -c LINE`,
 * `sudo sh -c LINE`, `watch CMD…`, `GIT_SSH_COMMAND=LINE`, cmd's and PowerShell's, decoded), split
 * as redaction splits them, with the words of the lines inside those (`sh -c "bash -c 'node
 * x.mjs'"`), MAX_SHELL_DEPTH deep. Nothing is expanded (`$X`, globs and `~` stay as written), and
 * a word a `>` redirects output to is left out: the command writes it and runs nothing from it.
 * For the host, which pins the files of the pack these words name, as it pins its arguments'.
 */
export function shellLineWords(list: readonly string[], command: string | undefined, depth = 0): string[] {
  const found: string[] = [];
  if (depth >= MAX_SHELL_DEPTH) return found;
  for (const { index, end, prefix, escapes, encoded } of shellLines(list, command)) {
    const line = encoded ? decodeEncodedCommand(list[index]) : list.slice(index, end).map((w, k) => (k === 0 ? w.slice(prefix.length) : w)).join(' ');
    if (line === undefined) continue;
    for (const words of shellCommands(line, escapes)) {
      const texts = words.filter((w) => !redirectedTo(line, w.start)).map((w) => w.text);
      // One by one: a line of many words would overflow push's arguments.
      for (const word of [...texts, ...shellLineWords(texts, undefined, depth + 1)]) found.push(word);
    }
  }
  return found;
}

/** A word as a shell would read it back: as it is when it holds nothing a shell treats specially, else in single quotes. */
function quoteWord(text: string): string {
  return /^[A-Za-z0-9_@%+=:,./[\]-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}

/** How many command lines deep redaction reads (`sh -c "bash -c 'mysql -px'"`). */
const MAX_SHELL_DEPTH = 8;

/** Text put in place of line[start..end) (a word rewritten). */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The words of a command line a shell runs that hold secrets, rewritten: each simple command's
 * words are redacted as an argument list of their own (the program first: `mysql -px`,
 * `PGPASSWORD=x psql`, `curl -u user:pw`, a nested `sh -c`), and each word that changed is
 * given in place, quoted as needed; in the order of the line, none inside another. Also the
 * secrets found, for redactMessage.
 */
function shellLineEdits(line: string, depth: number, escapes: boolean): { edits: Edit[]; secrets: string[] } {
  const secrets: string[] = [];
  const edits: Edit[] = [];
  for (const words of shellCommands(line, escapes)) {
    const hidden = hiddenArgs(words.map((w) => w.text), undefined, depth);
    words.forEach((w, i) => {
      // A word whose quote never closes is read again as a line: what it swallowed may be a command (`echo 'x; mysql -pSECRET`).
      // So is a quoted word with a blank in a line of cmd, which has no single quotes (and where the POSIX reading may be wrong).
      // Its secrets count even when a flag hides the word whole: redactMessage looks for them as the message may spell them.
      const again = (w.unclosed || (!escapes && /\s/.test(w.text))) && depth < MAX_SHELL_DEPTH ? redactShellLine(w.text, depth + 1, escapes) : undefined;
      const h = hidden.get(i) ?? again;
      if (h) secrets.push(...h.secrets);
      if (again && h !== again) secrets.push(...again.secrets);
      const shown = h ? h.shown : redactText(w.text);
      if (shown !== w.text) edits.push({ start: w.start, end: w.end, text: quoteWord(shown) });
    });
  }
  // A word rewritten whole (`X=$(mysql -px)` as `X=[REDACTED]`) takes the place of the edits inside it.
  const outer = edits.sort((a, b) => a.start - b.start || b.end - a.end).filter((e, k, all) => !all.slice(0, k).some((o) => o.start <= e.start && e.end <= o.end));
  return { edits: outer, secrets };
}

/** A command line a shell runs, with its secrets hidden (see redactJoinedLine), and the secrets found. */
function redactShellLine(line: string, depth: number, escapes = true): { shown: string; secrets: string[] } {
  const { shown, secrets } = redactJoinedLine([line], depth, escapes);
  return { shown: shown[0], secrets };
}

/**
 * Words a program joins with spaces into one command line for a shell (ssh's remote command,
 * watch's, cmd /c's; one word for `sh -c LINE`), with the line's secrets hidden and cut back into
 * the words it was made of: the words that changed (shellLineEdits) are written back in place,
 * and the rest of the line keeps its own spelling. A rewritten word of the line that spans words
 * of the list (`ssh host mysql "-p'a" "b'"`) goes to the one where it starts; the others keep
 * only what lies outside it. Then the text rules once more, for what spans words of the line (an
 * unquoted `Bearer <token>`, a key block); should they find something across words of the list,
 * the whole line goes to the first word, and the others are left empty.
 */
function redactJoinedLine(parts: readonly string[], depth: number, escapes: boolean): { shown: string[]; secrets: string[] } {
  const line = parts.join(' ');
  const { edits, secrets } = shellLineEdits(line, depth, escapes);
  let from = 0;
  const shown = parts.map((part) => {
    const to = from + part.length;
    let text = '';
    let at = from;
    for (const e of edits) {
      if (e.start >= from && e.start <= to) {
        text += `${line.slice(at, e.start)}${e.text}`;
        at = Math.min(e.end, to);
      } else if (e.start < from && e.end > from) at = Math.min(e.end, to);
    }
    from = to + 1;
    return redactTextAs(`${text}${line.slice(at, to)}`, false);
  });
  if (!escapes) {
    // cmd has no single quotes or backquotes, and PowerShell escapes with a backquote: the POSIX reading may cut a Windows line
    // where they do not. A second reading, by blanks and operators alone, finds what the first may miss: hidden wherever it shows.
    const words = line.split(/[\s&|<>();]+/).map((w) => w.replace(/["'`^]/g, ''));
    const missed = [...hiddenArgs(words, undefined, depth).values()].flatMap((h) => h.secrets).filter((v) => v.length >= 3).sort((a, b) => b.length - a.length);
    secrets.push(...missed);
    for (const v of missed) shown.forEach((t, k) => (shown[k] = t.split(v).join(REDACTED)));
  }
  if (shown.length > 1) {
    const joined = shown.join(' ');
    const whole = redactTextAs(joined, false);
    if (whole !== joined) return { shown: shown.map((_, k) => (k === 0 ? whole : '')), secrets };
  }
  return { shown, secrets };
}

/**
 * The arguments of a list that are secrets by the flag before them (or the one they are
 * attached to): each index, the secret, and what to show instead. `command` is the program
 * the list belongs to, when known. A program named inside the list takes over from there
 * (`sudo ssh -p 22 host` shows the port), except that once a program with password options
 * was seen, a later one never makes its options harmless again: `mysql -u ssh -psecret` hides
 * the password, and so `sshpass -p pw ssh -p 22 host` hides the port too.
 */
function flagSecrets(list: readonly unknown[], command: string | undefined): { index: number; secret: string; shown: string }[] {
  const found: { index: number; secret: string; shown: string }[] = [];
  const first = command === undefined ? undefined : passwordOptions(command);
  /** Whether `-p` is a password unless said otherwise: a program nobody listed. */
  let unknownProgram = first === undefined;
  const options = new Set(first?.options);
  const attached = new Set(first?.attached);
  /** A word that names a program: its password options count from there; one without any makes `-p` harmless only while none was seen and the word is no flag's value. */
  const names = (word: string, isValue: boolean): boolean => {
    const named = passwordOptions(word) ?? settingProgram(word);
    if (!named) return false;
    if (!isValue && options.size === 0 && attached.size === 0) unknownProgram = false;
    for (const o of named.options) options.add(o);
    for (const o of named.attached ?? []) attached.add(o);
    return true;
  };
  /** The index of the last argument hidden as a flag's value (which may itself be a flag: `--token --password x` hides both). */
  let hidden = -1;
  for (let i = 0; i < list.length; i++) {
    const arg = list[i];
    if (typeof arg !== 'string' || names(arg, i === hidden)) continue;
    const next = list[i + 1];
    const short = /^-[A-Za-z]/.test(arg) ? arg.slice(0, 2) : '';
    // A password attached to its option is that option's value, whatever it spells: `-pmysecret` is no `--…secret` flag.
    if (i !== hidden && arg.length > 2 && (options.has(short) || attached.has(short))) {
      found.push({ index: i, secret: arg.slice(2), shown: `${short}${REDACTED}` });
      continue;
    }
    if (secretFlag(arg) || options.has(arg) || (unknownProgram && arg === '-p')) {
      if (typeof next === 'string' && next !== '') {
        found.push({ index: i + 1, secret: next, shown: REDACTED });
        hidden = i + 1;
      }
      continue;
    }
  }
  return found;
}

/** An assignment to a SHELL_VARIABLES variable, at the start of a word or after a blank in it, and the first word of its value. */
const VARIABLE_PROGRAM = new RegExp(`(?:^|\\s)(?:${SHELL_VARIABLES.join('|')})=\\s*(\\S+)`);
/** The settings whose value is a command line, and how each splits into key and value (see shellLines). */
const LINE_SETTINGS: readonly [RegExp, readonly ShellSetting[]][] = [[SSH_CONFIG_SPLIT, SSH_SHELL_CONFIG], [CONFIG_SPLIT, GIT_SHELL_CONFIG]];

/**
 * The PASSWORD_OPTIONS entry of the program a word that sets a command line starts that line
 * with: an assignment to a SHELL_VARIABLES variable (`GIT_SSH_COMMAND=sshpass …`), or an ssh or
 * git setting run with a shell (`core.sshCommand=sshpass`, `-oProxyCommand=sshpass`). A line
 * joined from words may have cut the rest of the value off (`ssh host git -c
 * core.sshCommand='sshpass -p pw ssh' fetch` gives the remote shell `-p` and `pw` as words of
 * their own), or glued the assignment to the word before it (`ssh host 'a\' GIT_SSH_COMMAND=…`).
 */
function settingProgram(word: string): PasswordOptions | undefined {
  const variable = VARIABLE_PROGRAM.exec(word);
  if (variable) return passwordOptions(variable[1]);
  const setting = word.replace(/^(-o|-c|--config=)/, '');
  for (const [split, config] of LINE_SETTINGS) {
    const start = settingLineStart(setting, split, config);
    const first = start === undefined ? '' : setting.slice(start).trim().split(/\s+/)[0];
    if (first) return passwordOptions(first);
  }
  return undefined;
}

/** A flag whose next argument is `user:password` (curl -u, --user). */
const USER_FLAG = /^(-u|--user|--proxy-user)$/;

/** `NAME=value` or `--name=value` as a whole argument (the value may hold spaces). */
const WHOLE_ASSIGNMENT = /^(-{0,2}([A-Za-z_][A-Za-z0-9_.-]*))=[\s\S]*$/;
/** `NAME=value` inside a longer text (`$env:NAME=value` too, as PowerShell writes one): the value runs to whitespace, or is quoted. */
const ASSIGNMENT = /(^|[\s;&|(`'"?:])(-{0,2}([A-Za-z_][A-Za-z0-9_.-]*))=("[^"]*"|'[^']*'|[^\s'"]+)/g;
/** `Name: value` on a line of its own (an HTTP header such as `Authorization: token …`). */
const HEADER = /^([ \t]*)([A-Za-z][A-Za-z0-9_-]*)([ \t]*:[ \t]*)(\S.*)$/gm;

/** A string with its secrets replaced: a credential-shaped string wholly, else the secret parts. */
export function redactText(text: string): string {
  return redactTextAs(text, true);
}

/**
 * redactText, where `whole` says whether the text may be one assignment (`NAME=value`, whose
 * value runs to the end, spaces and all); a shell line is not one (`PGPASSWORD=x psql`). The
 * values it hides by a secret name (of an assignment or a header) are added to `found`, when
 * given: a message may quote them where no name stands before them.
 */
function redactTextAs(text: string, whole: boolean, found?: string[]): string {
  if (findCredentialMarker(text) || SECRET_VALUE_EXTRA.some((re) => re.test(text))) {
    found?.push(text);
    return REDACTED;
  }
  let s = redactUrlCredentials(text);
  const assignment = whole ? WHOLE_ASSIGNMENT.exec(s) : null;
  if (assignment && isSecretName(assignment[2])) {
    found?.push(s.slice(assignment[1].length + 1));
    return `${assignment[1]}=${REDACTED}`;
  }
  const hide = (value: string, shown: string) => {
    found?.push(value, value.replace(/^(["'])([\s\S]*)\1$/, '$2'));
    return shown;
  };
  s = s.replace(ASSIGNMENT, (all, lead: string, flag: string, name: string, value: string) => (isSecretName(name) ? hide(value, `${lead}${flag}=${REDACTED}`) : all));
  s = s.replace(HEADER, (all, indent: string, name: string, colon: string, value: string) => (isSecretName(name) ? hide(value, `${indent}${name}${colon}${REDACTED}`) : all));
  return s;
}

/** A header a secret name starts (`Authorization:`, `PRIVATE-TOKEN: x`) at the end of a word, alone or as a setting's value (`http.extraHeader=Authorization:`): its name, and the value the word holds of it. */
const HEADER_AT_END = /(?:^|=)[ \t]*([A-Za-z][A-Za-z0-9_-]*)[ \t]*:[ \t]*([^\n]*)$/;

/** HTTP authentication schemes (IANA's registry, and GitHub's `token`, AWS's, NTLM): the word before the credentials of an Authorization header. */
const AUTH_SCHEMES = new Set(['basic', 'bearer', 'concealed', 'digest', 'dpop', 'gnap', 'hoba', 'mutual', 'negotiate', 'ntlm', 'oauth', 'privatetoken', 'scram-sha-1', 'scram-sha-256', 'vapid', 'token', 'aws4-hmac-sha256']);

/**
 * The words of a command line a shell split (`list`, read `depth` > 0 deep) that hold the rest of
 * a secret header cut off by the split: a remote shell splits `ssh host git -c
 * 'http.extraHeader=Authorization: token X'` into `http.extraHeader=Authorization:`, `token` and
 * `X`. The words its value would take follow it: the credentials after a scheme (the scheme shown
 * when it is a known one, else an Authorization's next two words hidden), one word for any other
 * header, and more while a word ends with a comma (Digest's `name="value",` parameters). By index.
 */
function cutHeaderWords(list: readonly unknown[]): number[] {
  const found: number[] = [];
  for (let i = 0; i < list.length; i++) {
    const word = list[i];
    const m = typeof word === 'string' ? HEADER_AT_END.exec(word) : null;
    if (!m || !isSecretName(m[1])) continue;
    const value = m[2].trim();
    const held = value === '' ? [] : value.split(/\s+/);
    const authorization = nameWords(m[1]).includes('authorization');
    let wanted = 0;
    if (held.length === 0) {
      const scheme = list[i + 1];
      const known = typeof scheme === 'string' && AUTH_SCHEMES.has(scheme.toLowerCase());
      if (known) i++;
      wanted = authorization && !known ? 2 : 1;
    } else if (held.length === 1 && (authorization || AUTH_SCHEMES.has(held[0].toLowerCase()))) wanted = 1;
    let open = value.endsWith(',');
    while (i + 1 < list.length && typeof list[i + 1] === 'string' && (wanted > 0 || open)) {
      i++;
      found.push(i);
      wanted--;
      open = (list[i] as string).trimEnd().endsWith(',');
    }
  }
  return found;
}

/**
 * The arguments of a list hidden by where they stand, by index: what to show instead, and the
 * secrets they held. Those a flag says are secret (flagSecrets), the password of `-u
 * user:password`, the values of git settings (settingTexts) and of ssh's SetEnv (setEnvTexts),
 * in the words of a line a shell split (`depth` > 0) those that hold a secret header's value
 * (cutHeaderWords), and the command lines a shell runs (shellLines, read `depth` lines deep; a
 * line a program joins from several arguments is cut back into them, see redactJoinedLine).
 */
function hiddenArgs(list: readonly unknown[], command: string | undefined, depth = 0): Map<number, { shown: string; secrets: readonly string[] }> {
  const hidden = new Map<number, { shown: string; secrets: readonly string[] }>();
  for (const { index, secret, shown } of flagSecrets(list, command)) hidden.set(index, { shown, secrets: [secret] });
  for (let i = 0; i + 1 < list.length; i++) {
    const flag = list[i];
    const next = list[i + 1];
    if (typeof flag !== 'string' || typeof next !== 'string' || next === '' || hidden.has(i + 1) || !USER_FLAG.test(flag)) continue;
    const colon = next.indexOf(':');
    if (colon >= 0) hidden.set(i + 1, { shown: `${redactText(next).slice(0, colon)}:${REDACTED}`, secrets: [next.slice(colon + 1)] });
  }
  for (const { index, shown, secrets } of settingTexts(list, command, depth)) if (!hidden.has(index)) hidden.set(index, { shown, secrets });
  if (depth > 0) for (const index of cutHeaderWords(list)) if (!hidden.has(index)) hidden.set(index, { shown: REDACTED, secrets: [list[index] as string] });
  if (depth >= MAX_SHELL_DEPTH) return hidden;
  for (const { index, shown, secrets } of setEnvTexts(list, depth)) if (!hidden.has(index)) hidden.set(index, { shown, secrets });
  for (const { index, end, prefix, escapes, encoded } of shellLines(list, command)) {
    if (encoded) {
      const h = encodedCommand(list[index] as string, depth);
      if (h) hidden.set(index, { shown: h.shown, secrets: [...(hidden.get(index)?.secrets ?? []), ...h.secrets] });
      continue;
    }
    const words = (list.slice(index, end) as string[]).map((w, k) => (k === 0 ? w.slice(prefix.length) : w));
    const line = redactJoinedLine(words, depth + 1, escapes);
    line.shown.forEach((shown, k) => {
      // A word a flag already hides stays hidden that way; the secrets the line holds are kept all the same (for redactMessage).
      const before = hidden.get(index + k);
      hidden.set(index + k, { shown: before ? before.shown : k === 0 ? `${prefix}${shown}` : shown, secrets: [...(before?.secrets ?? []), ...(k === 0 ? line.secrets : [])] });
    });
  }
  return hidden;
}

/** Base64 as .NET's Convert.FromBase64String reads it (blanks ignored, padded to a multiple of four). */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The text of a PowerShell -EncodedCommand value (base64 of UTF-16LE), or undefined when it is
 * none (not base64, an odd number of bytes, a lone surrogate).
 */
function decodeEncodedCommand(value: string): string | undefined {
  const b64 = value.replace(/\s+/g, '');
  if (!BASE64.test(b64)) return undefined;
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length % 2 !== 0) return undefined;
  try {
    return new TextDecoder('utf-16le', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * PowerShell's -EncodedCommand value, hidden whole when the command line it encodes holds a
 * secret (read as a PowerShell line is, see redactJoinedLine: base64 cannot be cut around a
 * word), and when it encodes no text at all (PowerShell would refuse it, but what it holds
 * cannot be told: the log errs toward hiding). Undefined when it is shown as it is.
 */
function encodedCommand(value: string, depth: number): { shown: string; secrets: string[] } | undefined {
  const text = decodeEncodedCommand(value);
  if (text === undefined) return { shown: REDACTED, secrets: [value] };
  const line = redactShellLine(text, depth + 1, false);
  if (line.shown === text && line.secrets.length === 0) return undefined;
  return { shown: REDACTED, secrets: [value, ...line.secrets] };
}

/** An argument list: each string redacted, and the arguments hidden by where they stand replaced (see hiddenArgs). */
function redactList(list: readonly unknown[], command: string | undefined): unknown[] {
  const out = list.map((v) => redact(v));
  for (const [index, { shown }] of hiddenArgs(list, command)) out[index] = shown;
  return out;
}

/** The program an input object's `args` belong to: its `command` (exec_best_effort's inputs). */
function commandOf(value: object): string | undefined {
  const command = (value as { command?: unknown }).command;
  return typeof command === 'string' ? command : undefined;
}

/** A copy of a tool's inputs safe to log: secret-named keys, secret flags' values and secret-shaped strings are replaced. */
export function redact(value: unknown, key = ''): unknown {
  if (key && isSecretName(key) && value !== null && value !== undefined && value !== '') return REDACTED;
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return redactList(value, undefined);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'args' && Array.isArray(v) ? redactList(v, commandOf(value)) : redact(v, k)]));
  }
  return value;
}

/** The scalar values held under secret-named keys (and after secret flags, or inside a command line a shell runs), for scrubbing a message that may quote them. */
function secretValues(value: unknown, key = '', found: string[] = [], command?: string): string[] {
  if (key && isSecretName(key) && (typeof value === 'string' || typeof value === 'number')) {
    found.push(String(value));
    return found;
  }
  if (Array.isArray(value)) {
    const hidden = hiddenArgs(value, command);
    value.forEach((v, i) => {
      if (key && isSecretName(key)) secretValues(v, key, found);
      else if (hidden.has(i)) found.push(...hidden.get(i)!.secrets);
      else secretValues(v, '', found);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) secretValues(v, k, found, k === 'args' ? commandOf(value) : undefined);
  }
  return found;
}

/**
 * A message safe to log: every secret value of the call's inputs it quotes is replaced (an
 * error may echo what it refused), then the text rules of redactText apply.
 */
export function redactMessage(message: string, inputs: unknown): string {
  let s = message;
  // Longest first, so a secret that contains another is replaced whole.
  for (const v of [...new Set(secretValues(inputs))].sort((a, b) => b.length - a.length)) {
    if (v.length >= 3) s = s.split(v).join(REDACTED);
    const quoted = JSON.stringify(v).slice(1, -1);
    if (quoted !== v && quoted.length >= 3) s = s.split(quoted).join(REDACTED);
  }
  return redactText(s);
}
