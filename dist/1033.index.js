export const id = 1033;
export const ids = [1033];
export const modules = {

/***/ 6165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hd: () => (/* binding */ GIT_SHELL_CONFIG),
/* harmony export */   IN: () => (/* binding */ GIT_CONFIG_VALUE),
/* harmony export */   K8: () => (/* binding */ writtenGitKeys),
/* harmony export */   N8: () => (/* binding */ SHELL_LINE_OPTIONS),
/* harmony export */   RQ: () => (/* binding */ setEnvValueStart),
/* harmony export */   RZ: () => (/* binding */ assignmentIn),
/* harmony export */   S5: () => (/* binding */ GIT_CONFIG_KEY),
/* harmony export */   SP: () => (/* binding */ findSetting),
/* harmony export */   Si: () => (/* binding */ every),
/* harmony export */   Tx: () => (/* binding */ WINDOWS_COMMANDS),
/* harmony export */   VR: () => (/* binding */ SSH_SHELL_CONFIG),
/* harmony export */   W6: () => (/* binding */ JOINED_LINES),
/* harmony export */   XU: () => (/* binding */ SHELL_VARIABLES),
/* harmony export */   Yh: () => (/* binding */ sshConfigWords),
/* harmony export */   ZV: () => (/* binding */ own),
/* harmony export */   _w: () => (/* binding */ CONFIG_SPLIT),
/* harmony export */   ac: () => (/* binding */ takesValue),
/* harmony export */   gM: () => (/* binding */ SHELL_VARIABLE_RUNNERS),
/* harmony export */   kf: () => (/* binding */ LOADER_VARIABLES),
/* harmony export */   p: () => (/* binding */ PROGRAM_VARIABLES),
/* harmony export */   pA: () => (/* binding */ longValues),
/* harmony export */   pC: () => (/* binding */ POSIX_SHELL_VALUE_LETTERS),
/* harmony export */   qO: () => (/* binding */ CODE_PATH_VARIABLES),
/* harmony export */   xZ: () => (/* binding */ settingLineStart),
/* harmony export */   z6: () => (/* binding */ GIT_CONFIG_PARAMETERS),
/* harmony export */   zk: () => (/* binding */ SSH_CONFIG_SPLIT)
/* harmony export */ });
/* harmony import */ var _program_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7344);

/**
 * Which arguments of a command line are a command line of their own, run by a shell: the facts
 * the two readers of programs by name share (each keyed by programName). cap-tool-shell
 * (rules/tool-shell.ts) builds its option grammars from them and warns when a tool's parameter
 * lands in such a line; the audit log's redaction (redact.ts) reads those lines to hide the
 * secrets in them. What only one of them needs stays with it: the data options of each program
 * and the wrappers for cap-tool-shell, the password options for redaction.
 */
/** One entry per name, all `o` (a table row for several options alike). Shared with redact.ts and tool-shell.ts. */
const every = (names, o) => Object.fromEntries(names.map((n) => [n, o]));
/** A table's own entry for `k` (a key such as `__proto__` or `constructor` is not one). */
const own = (r, k) => (r && Object.hasOwn(r, k) ? r[k] : undefined);
/** Programs that run a string argument with a shell, and the options that say which. */
const SHELL_LINE_OPTIONS = {
    ...every(_program_name_js__WEBPACK_IMPORTED_MODULE_0__/* .POSIX_SHELLS */ .O, { options: ['-c'], combines: true, shell: true }),
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
const POSIX_SHELL_VALUE_LETTERS = ['o', 'O'];
/** Whether a JOINED_LINES option takes a value (attached, or the next argument): a 'path' is a value that names a file whose content runs (`ssh -F`, `-I`). */
const takesValue = (kind) => kind === 'value' || kind === 'code' || kind === 'path';
/** Long options (`--name`) that all take a value. */
/** `--name` entries for long options that all take a value. */
const longValues = (names) => Object.fromEntries(names.map((o) => [`--${o}`, 'value']));
const SSH = {
    letters: {
        ...every([...'BbcDEeiJLlmOopQRSWw'], 'value'),
        // -F: the config file, whose ProxyCommand, LocalCommand and Match exec ssh runs with a shell; -I: the PKCS#11 library ssh loads
        // (ssh-pkcs11-helper dlopen()s it: checked with OpenSSH 9.2p1, a library with a constructor and a C_GetFunctionList runs).
        F: 'path',
        I: 'path',
        ...every([...'GVs'], 'end'),
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
const JOINED_LINES = {
    ssh: SSH,
    autossh: { ...SSH, letters: { ...SSH.letters, M: 'value' } },
    sudo: {
        letters: { ...every([...'ugCDhprtUTR'], 'value'), s: 'shell', i: 'shell', ...every([...'elvVK'], 'end') },
        tokens: {
            ...every(['--user', '--group', '--close-from', '--chdir', '--host', '--prompt', '--role', '--type', '--other-user', '--command-timeout', '--chroot'], 'value'),
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
        letters: { ...every([...'aCdEIjJLnNPsS'], 'value'), ...every([...'eil'], 'optional'), q: 'exec', h: 'end', V: 'end' },
        tokens: {
            ...longValues([
                'arg-file', 'arg-sep', 'arg-file-sep', 'basefile', 'bf', 'block', 'block-size', 'colsep', 'delay', 'delimiter', 'env', 'halt', 'halt-on-error', 'header', 'jobs', 'max-procs',
                'joblog', 'load', 'max-args', 'max-chars', 'max-replace-args', 'memfree', 'memsuspend', 'nice', 'profile', 'results', 'res', 'retries', 'return', 'sshdelay', 'sshlogin',
                'sshloginfile', 'slf', 'tagstring', 'tmpdir', 'timeout', 'transferfile', 'tf', 'workdir', 'wd', 'template', 'termseq', 'hostgroups', 'seqreplace', 'filter', 'rpl',
            ]),
            '--eof': 'optional', '--replace': 'optional', '--max-lines': 'optional', '--quote': 'exec',
            ...every(['--ssh', '--limit', '--compress-program', '--decompress-program'], 'code'),
            '--help': 'end', '--version': 'end',
        },
        ends: [':::', ':::+', '::::', '::::+'],
    },
};
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
const SHELL_VARIABLE_RUNNERS = {
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
const SHELL_VARIABLES = Object.keys(SHELL_VARIABLE_RUNNERS);
/**
 * Environment variables that name a program git, ssh or another program starts without a shell
 * (git(1): "$GIT_SSH … must be just the path to a program"; prompt.c starts GIT_ASKPASS,
 * core.askPass and SSH_ASKPASS with no shell, connect.c GIT_PROXY_COMMAND; ssh's readpass.c execs
 * SSH_ASKPASS; man-db splits MANPAGER into a program and its arguments, quotes read as a shell
 * reads them, and starts it with no shell (checked with man-db 2.11: `MANPAGER='echo X; cat' man
 * ls` prints "X; cat"); Python's webbrowser and sensible-browser start BROWSER, each as one
 * program name): whoever sets one chooses the program. By name, what starts it.
 */
const PROGRAM_VARIABLES = {
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
const CODE_PATH_VARIABLES = {
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
const LOADER_VARIABLES = {
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
const GIT_CONFIG_KEY = /^GIT_CONFIG_KEY_(\d+)$/;
const GIT_CONFIG_VALUE = /^GIT_CONFIG_VALUE_(\d+)$/;
const GIT_CONFIG_PARAMETERS = 'GIT_CONFIG_PARAMETERS';
/** `NAME=` at the start of an assignment word. */
const ASSIGNED = /^([A-Za-z_][A-Za-z0-9_]*)=/;
/**
 * The variable an argument assigns, as an assignment word (`NAME=…`, of a shell line, after env
 * or sudo) or systemd-run's `-ENAME=…` / `--setenv=NAME=…` give one, and where its value starts.
 */
function assignmentIn(arg) {
    const option = /^(--setenv=|-E)(?=[A-Za-z_])/.exec(arg)?.[0] ?? '';
    const m = ASSIGNED.exec(arg.slice(option.length));
    return m ? { name: m[1], start: option.length + m[0].length } : undefined;
}
/**
 * The keys written for GIT_CONFIG_KEY_<n> among the words of a command line, as assignments (see
 * assignmentIn): the setting GIT_CONFIG_VALUE_<n> gives a value to, which cap-tool-shell judges
 * and redaction reads by (none written: any setting, one git runs too).
 */
function writtenGitKeys(words, n) {
    const keys = [];
    for (const word of words) {
        const a = typeof word === 'string' ? assignmentIn(word) : undefined;
        if (a && GIT_CONFIG_KEY.exec(a.name)?.[1] === n)
            keys.push(word.slice(a.start));
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
const SSH_SHELL_CONFIG = [
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
const SSH_CONFIG_SPLIT = /^\s*([A-Za-z0-9]+)(?:\s*=\s*|\s+)([\s\S]*)$/;
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
function sshConfigWords(written) {
    // ssh strips the line's trailing blanks first: `x\ ` at the end is `x\`.
    const line = written.replace(/[ \t\r\n\f]+$/, '');
    const words = [];
    let i = 0;
    while (i < line.length) {
        if (line[i] === ' ' || line[i] === '\t') {
            i++;
            continue;
        }
        if (line[i] === '#')
            break;
        const start = i;
        let text = '';
        const from = [];
        let quote = '';
        for (; i < line.length; i++) {
            const c = line[i];
            const next = line[i + 1];
            if (c === '\\' && (next === "'" || next === '"' || next === '\\' || (quote === '' && next === ' '))) {
                text += next;
                from.push(++i);
            }
            else if (quote === '' && (c === ' ' || c === '\t'))
                break;
            else if (quote === '' && (c === '"' || c === "'"))
                quote = c;
            else if (quote !== '' && c === quote)
                quote = '';
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
function setEnvValueStart(setting) {
    const m = SSH_CONFIG_SPLIT.exec(setting);
    if (!m || !SSH_SHELL_CONFIG.some((c) => c.words !== undefined && c.key.test(m[1].toLowerCase())))
        return undefined;
    return setting.length - m[2].length;
}
/**
 * git settings whose value git runs as a shell command line (git-config(1): each "is run with
 * the shell" or is "a command"), as `git -c KEY=VALUE` (and `git clone -c`, `--config`,
 * GIT_CONFIG_KEY_<n>) sets them; an alias only when its value starts with "!", and the line is
 * what follows it; the settings that name the program git starts (`names`); and those that name
 * a file or folder whose content chooses what git runs (`path`).
 */
const GIT_SHELL_CONFIG = [
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
const CONFIG_SPLIT = /^([^=]+)=([\s\S]*)$/;
/**
 * The entry of `config` a setting is (its key and value as written), and the length of the
 * value's text before its line (an alias's "!"; SetEnv's `FOO=1 GIT_SSH_COMMAND="`, up to the
 * first character of that word's value); undefined when it is none.
 */
function findSetting(key, value, config) {
    const k = key.trim().toLowerCase();
    for (const c of config) {
        if (!c.key.test(k))
            continue;
        if (!c.value)
            return { setting: c, lead: 0 };
        if (c.words !== undefined) {
            for (const w of sshConfigWords(value)) {
                const m = c.value.exec(w.text);
                if (m)
                    return { setting: c, lead: m[0].length < w.text.length ? w.from[m[0].length] : w.end };
            }
            continue;
        }
        const lead = c.value.exec(value);
        if (lead)
            return { setting: c, lead: lead.index + lead[0].length };
    }
    return undefined;
}
/**
 * Where the line in a setting starts, when the setting (`setting`, split into key and value by
 * `split`) is one of `config` whose value is a line (or a program, read as one): the length of the
 * text before it (`alias.x=!`); undefined when the setting is no command line (a `path` setting
 * names a file).
 */
function settingLineStart(setting, split, config) {
    const m = split.exec(setting);
    if (!m)
        return undefined;
    const found = findSetting(m[1], m[2], config);
    if (!found || found.setting.path !== undefined)
        return undefined;
    return setting.length - m[2].length + found.lead;
}
/** cmd.exe: after /c, /k or /r (any case, the command attached or not: `/cdir`) the rest of the arguments is one command line it parses itself. */
function cmdCommand(args, start) {
    for (let i = start; i < args.length; i++) {
        const a = args[i];
        if (typeof a !== 'string' || !a.startsWith('/'))
            return undefined;
        if (/^\/[ckr]/i.test(a))
            return a.length > 2 ? { runs: 'line', index: i, prefix: a.slice(0, 2), how: a.slice(0, 2) } : { runs: 'line', index: i + 1, prefix: '', how: a };
    }
    return undefined;
}
/** PowerShell's options that take a value (each by any prefix of three letters or more, or by its alias). */
const PS_VALUE = ['executionpolicy', 'ex', 'ep', 'inputformat', 'inp', 'if', 'outputformat', 'o', 'of', 'windowstyle', 'w', 'workingdirectory', 'wd', 'configurationname', 'config', 'configurationfile', 'psconsolefile', 'version', 'v', 'settingsfile', 'settings', 'custompipename', 'encodedarguments', 'ea'];
const prefixOf = (name, full, min) => name.length >= min && full.startsWith(name);
/**
 * PowerShell (`program` is powershell or pwsh): -Command (any prefix, as PowerShell's
 * CommandLineParameterParser matches one: -c, -co, -com, …) joins the rest of the arguments
 * into the script; -CommandWithArgs takes the next argument as code, and -EncodedCommand (any
 * prefix: -e, -en, -enc, …, or -ec) as base64 of its UTF-16LE text; -File (-f, -fi, …) ends
 * the options. A switch may start with "-", "--" or "/", in any case. A first operand is
 * -Command for Windows PowerShell and -File for pwsh.
 */
function powershellCommand(program, args, start) {
    for (let i = start; i < args.length; i++) {
        const a = args[i];
        if (typeof a !== 'string')
            return undefined;
        // "/x" is an option only as a bare word ("/Command"): "/opt/x.ps1" is a script path.
        if (a === '--' || !/^(-|\/[A-Za-z]+(:|$))/.test(a)) {
            const index = a === '--' ? i + 1 : i;
            return program === 'powershell'
                ? { runs: 'line', index, prefix: '', how: 'its first operand, which powershell runs as -Command' }
                : { runs: 'script', index, prefix: '', how: 'its first operand, which pwsh runs as -File' };
        }
        const name = a.replace(/^(--|-|\/)/, '').split(':')[0].toLowerCase();
        if (name === 'cwa' || prefixOf(name, 'commandwithargs', 8))
            return { runs: 'code', index: i + 1, prefix: '', how: a };
        if (prefixOf(name, 'command', 1))
            return { runs: 'line', index: i + 1, prefix: '', how: a };
        // No option checked before it starts with "e" (ExecutionPolicy needs "ex" or "ep"): -e, -en, -enc, …, and -ec are -EncodedCommand.
        if (name === 'ec' || prefixOf(name, 'encodedcommand', 1))
            return { runs: 'encoded', index: i + 1, prefix: '', how: a };
        if (prefixOf(name, 'file', 1))
            return { runs: 'script', index: i + 1, prefix: '', how: a };
        if (PS_VALUE.some((v) => name === v || prefixOf(name, v, 3)))
            i++;
    }
    return undefined;
}
/** The Windows programs that take their own command line among their arguments, by programName: where it is (the program as named, the arguments, where its options start). */
const WINDOWS_COMMANDS = {
    cmd: (_program, args, start) => cmdCommand(args, start),
    powershell: powershellCommand,
    pwsh: powershellCommand,
};


/***/ }),

/***/ 7344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ POSIX_SHELLS),
/* harmony export */   k: () => (/* binding */ programName)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * How a command line's first word names a program, for the readers that know programs by name:
 * cap-tool-shell (which arguments become code) and the audit log's redaction (which arguments
 * hold a password, which are a command line a shell runs).
 */
/** The POSIX shells: `-c` (alone or in a cluster: `-lc`) makes the first operand the command line; `-o`, `-O` take a value. */
const POSIX_SHELLS = ['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'pdksh', 'ash', 'yash', 'posh', 'hush'];
/** Program names as written → the program they are read as. */
const ALIASES = { slogin: 'ssh', nodejs: 'node', pythonw: 'python', py: 'python', pypy: 'python', ipython: 'python', rbash: 'bash', gawk: 'awk', mawk: 'awk', nawk: 'awk', gsed: 'sed', luajit: 'lua', r: 'rscript', windowspowershell: 'powershell' };
/** Interpreters that come with version suffixes (`python3.12`, `lua5.4`, `php8.2`). */
const VERSIONED = /^(python|pypy|perl|ruby|php|lua|luajit|node|tclsh|bash|zsh|ksh|pwsh|rscript)[-_]?\d+(?:\.\d+)*[a-z]?$/;
/** The program a command names: basename after `/` or `\`, lowercase, no `.exe`, no version suffix, aliases resolved. */
function programName(command) {
    let n = node_path__WEBPACK_IMPORTED_MODULE_0___default().win32.basename(command).toLowerCase();
    n = n.replace(/\.(exe|com)$/, '');
    const versioned = VERSIONED.exec(n);
    if (versioned)
        n = versioned[1];
    return Object.hasOwn(ALIASES, n) ? ALIASES[n] : n;
}


/***/ }),

/***/ 1033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   Lo: () => (/* binding */ nameWords),
/* harmony export */   M9: () => (/* binding */ shellLineWords),
/* harmony export */   b6: () => (/* binding */ redactMessage),
/* harmony export */   eh: () => (/* binding */ isSecretName)
/* harmony export */ });
/* unused harmony exports REDACTED, shellCommands, redactText */
/* harmony import */ var _core_redact_url_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(146);
/* harmony import */ var _secrets_credential_content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(596);
/* harmony import */ var _command_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6165);
/* harmony import */ var _program_name_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7344);




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
const REDACTED = '[REDACTED]';
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
function nameWords(name) {
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
function isSecretName(name) {
    const words = nameWords(name);
    for (let i = 0; i < words.length; i++) {
        if (SECRET_WORDS.has(words[i]) || SECRET_SUFFIX.test(words[i]))
            return true;
        if (i + 1 < words.length && SECRET_PAIRS.has(`${words[i]} ${words[i + 1]}`))
            return true;
    }
    return false;
}
const FLAG = /^-{1,2}([A-Za-z][A-Za-z0-9_.-]*)$/;
/** A flag whose name says its next argument is a secret, whatever the program: `--password x`, `--token x`, `--api-key x`. */
function secretFlag(arg) {
    const m = FLAG.exec(arg);
    return !!m && isSecretName(m[1]);
}
/**
 * What the short options that take a password are, by program (as programName reads it).
 * A program listed with none uses `-p` for something else (a port, a flag, a PID, a path), so
 * the value after it is shown. For a program not listed, the value after `-p` is hidden anyway:
 * too many programs read it as a password (docker login, mongo, sshpass) to show it unasked.
 */
const PASSWORD_OPTIONS = {
    ...(0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .every */ .Si)(['mysql', 'mysqladmin', 'mysqldump', 'mysqlshow', 'mysqlimport', 'mysqlcheck', 'mysqlpump', 'mysqlslap', 'mysqlbinlog', 'mysqlsh', 'mariadb', 'mariadb-admin', 'mariadb-dump', 'mariadb-show', 'mariadb-import', 'mariadb-check', 'mariadb-slap', 'mariadb-binlog'], { options: ['-p'] }),
    ...(0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .every */ .Si)(['mongo', 'mongosh', 'mongodump', 'mongorestore', 'mongoexport', 'mongoimport', 'mongostat', 'mongotop', 'mongofiles'], { options: ['-p'] }),
    sshpass: { options: ['-p'] },
    ...(0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .every */ .Si)(['sqlcmd', 'bcp'], { options: ['-P'] }),
    ...(0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .every */ .Si)(['zip', 'unzip', 'zipcloak'], { options: ['-P'] }),
    ...(0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .every */ .Si)(['7z', '7za', '7zr', 'rar', 'unrar'], { options: [], attached: ['-p'] }),
    'redis-cli': { options: ['-a'] },
    ...(0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .every */ .Si)(['ldapsearch', 'ldapadd', 'ldapmodify', 'ldapdelete', 'ldapmodrdn', 'ldapcompare', 'ldapwhoami', 'ldapexop'], { options: ['-w'] }),
    ldappasswd: { options: ['-w', '-a', '-s'] },
    'ssh-keygen': { options: ['-P', '-N'] },
    openssl: { options: ['-k'] },
    ...(0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .every */ .Si)([
        'ssh', 'scp', 'sftp', 'autossh', 'psql', 'pg_dump', 'pg_dumpall', 'pg_restore', 'pg_basebackup', 'pg_isready', 'createdb', 'dropdb', 'createuser', 'dropuser', 'vacuumdb', 'reindexdb', 'clusterdb',
        'ls', 'mkdir', 'cp', 'mv', 'rsync', 'tar', 'install', 'patch', 'git', 'diff', 'nc', 'ncat', 'netcat', 'ps', 'pgrep', 'pkill', 'top', 'lsof', 'strace', 'ltrace', 'gdb', 'perf', 'kill', 'renice', 'taskset', 'prlimit',
        'xargs', 'ping', 'mktemp', 'npm', 'npx', 'node', 'http-server', 'watch',
    ], { options: [] }),
};
/** A table's entry for a program as written (`/usr/bin/mysql`, `MYSQL.EXE`, `bash5`), if any. */
function byProgram(table, program) {
    const name = (0,_program_name_js__WEBPACK_IMPORTED_MODULE_2__/* .programName */ .k)(program);
    return Object.hasOwn(table, name) ? table[name] : undefined;
}
/** The PASSWORD_OPTIONS entry of a program as written, if any. */
const passwordOptions = (program) => byProgram(PASSWORD_OPTIONS, program);
/** Options of a POSIX shell that take a value (`sh -o pipefail -c LINE`). */
const SHELL_VALUE_OPTIONS = _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .POSIX_SHELL_VALUE_LETTERS */ .pC.flatMap((l) => [`-${l}`, `+${l}`]);
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
function joinedLineStart(p, list, from) {
    let exec = false;
    let shell = false;
    const lines = [];
    const blank = (a) => typeof a === 'string' && /\s/.test(a);
    /** A 'code' option's line: attached after `prefix` in list[at], or the next argument. */
    const line = (at, prefix) => {
        const index = prefix === '' ? at + 1 : at;
        if (typeof list[index] === 'string')
            lines.push({ index, prefix });
    };
    const options = (at) => {
        while (at < list.length) {
            const a = list[at];
            if (a === '--')
                return { at: at + 1, ended: true };
            if (typeof a !== 'string' || a.length < 2 || a[0] !== '-' || blank(a))
                break;
            if (a.startsWith('--')) {
                const eq = a.indexOf('=');
                const kind = (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(p.tokens, eq > 0 ? a.slice(0, eq) : a);
                exec ||= kind === 'exec';
                shell ||= kind === 'shell';
                if (kind === 'code')
                    line(at, eq > 0 ? a.slice(0, eq + 1) : '');
                at += (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .takesValue */ .ac)(kind) && eq < 0 ? 2 : 1;
                continue;
            }
            let next = 1;
            for (let j = 1; j < a.length; j++) {
                const kind = (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(p.letters, a[j]);
                exec ||= kind === 'exec';
                shell ||= kind === 'shell';
                if ((0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .takesValue */ .ac)(kind) || kind === 'optional') {
                    if (kind === 'code')
                        line(at, j === a.length - 1 ? '' : a.slice(0, j + 1));
                    if (kind !== 'optional' && j === a.length - 1)
                        next = 2;
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
    while (at < skipped && at < list.length && !blank(list[at]))
        at++;
    if (p.reparse && !first.ended && at === skipped)
        at = options(at).at;
    return { at: exec || (p.shellByOption && !shell) ? -1 : at, lines };
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
function shellLines(list, command) {
    const lines = programLines(list, command);
    let git = command !== undefined && (0,_program_name_js__WEBPACK_IMPORTED_MODULE_2__/* .programName */ .k)(command) === 'git';
    for (let i = 0; i < list.length; i++) {
        const arg = list[i];
        if (typeof arg !== 'string' || lines.some((l) => l.index <= i && i < l.end))
            continue;
        const before = list[i - 1];
        const start = settingStart(arg, before, git);
        if (start !== undefined)
            lines.push({ index: i, end: i + 1, prefix: arg.slice(0, start), escapes: true });
        git ||= (0,_program_name_js__WEBPACK_IMPORTED_MODULE_2__/* .programName */ .k)(arg) === 'git';
    }
    return lines;
}
/** The git setting in an argument, once git is named: after -c or --config, or attached (`-ckey=value`, `--config=key=value`). */
function gitSettingIn(arg, before) {
    if (before === '-c' || before === '--config')
        return arg;
    if (arg.startsWith('--config='))
        return arg.slice(9);
    return arg.startsWith('-c') && arg.length > 2 && arg[2] !== '-' ? arg.slice(2) : undefined;
}
/** The ssh setting in an argument: after -o, or attached (`-oKey=value`). */
function sshSettingIn(arg, before) {
    if (before === '-o')
        return arg;
    return arg.startsWith('-o') && arg.length > 2 ? arg.slice(2) : undefined;
}
/** Where the command line in an argument starts, when it is a setting or an assignment that holds one (see shellLines): `before` is the argument before it, `git` whether git was named. */
function settingStart(arg, before, git) {
    const at = (setting, split, config) => {
        const start = (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .settingLineStart */ .xZ)(setting, split, config);
        return start === undefined ? undefined : arg.length - setting.length + start;
    };
    // SetEnv's words are read one by one (setEnvTexts).
    const ssh = sshSettingIn(arg, before);
    const sshStart = ssh === undefined || (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .setEnvValueStart */ .RQ)(ssh) !== undefined ? undefined : at(ssh, _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .SSH_CONFIG_SPLIT */ .zk, _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .SSH_SHELL_CONFIG */ .VR);
    if (sshStart !== undefined)
        return sshStart;
    const setting = git ? gitSettingIn(arg, before) : undefined;
    const gitStart = setting === undefined ? undefined : at(setting, _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG_SPLIT */ ._w, _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_SHELL_CONFIG */ .Hd);
    if (gitStart !== undefined)
        return gitStart;
    const variable = (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .assignmentIn */ .RZ)(arg);
    return variable && _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .SHELL_VARIABLES */ .XU.includes(variable.name) ? variable.start : undefined;
}
/**
 * The value of a setting git takes (after `-c key=`, GIT_CONFIG_VALUE_<n>=, in a pair of
 * GIT_CONFIG_PARAMETERS), with its secrets hidden: read as a command line from `lineAt` on when it
 * is one (see settingStart), then as text of its own, where a header such as `http.extraHeader`'s
 * `Authorization: token …` stands at its start (a git config value is one string; redactText
 * reading the whole `key=value` finds no header there). The secrets found, for redactMessage.
 */
function settingValue(value, lineAt, depth) {
    const secrets = [];
    let shown = value;
    if (lineAt !== undefined && depth < MAX_SHELL_DEPTH) {
        const line = redactShellLine(value.slice(lineAt), depth + 1);
        shown = `${value.slice(0, lineAt)}${line.shown}`;
        secrets.push(...line.secrets);
    }
    // The text rules on the value as written tell the secrets a message may quote (a line's own reading hides a header without naming it).
    redactTextAs(value, lineAt === undefined, secrets);
    const text = redactTextAs(shown, lineAt === undefined);
    if (text === REDACTED)
        secrets.push(value);
    return { shown: text, secrets };
}
/**
 * Where the line in the value of GIT_CONFIG_VALUE_<n> starts, given the keys written for it: at
 * the start when no key is written (it may be any setting: the log errs toward hiding), after what
 * the setting asks for (an alias's "!") when a key is a setting git runs; undefined when none is.
 */
function gitValueLine(keys, value) {
    if (keys.length === 0)
        return 0;
    for (const key of keys) {
        const start = (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .settingLineStart */ .xZ)(`${key}=${value}`, _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG_SPLIT */ ._w, _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_SHELL_CONFIG */ .Hd);
        if (start !== undefined)
            return start - key.length - 1;
    }
    return undefined;
}
/** A text in shell single quotes, as git's sq_quote writes one (GIT_CONFIG_PARAMETERS). */
const singleQuoted = (text) => `'${text.replace(/'/g, "'\\''")}'`;
/**
 * GIT_CONFIG_PARAMETERS' value with the secrets of its settings hidden: `'key'='value'` (or
 * `'key=value'`) pairs in shell single quotes, read as a shell reads words (each word one
 * `key=value`), each value as settingValue reads it; a pair that changed is written back as
 * `'key=value'`, which git reads too.
 */
function gitParameters(value, depth) {
    const secrets = [];
    let shown = '';
    let at = 0;
    for (const w of shellCommands(value).flat()) {
        const m = _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG_SPLIT */ ._w.exec(w.text);
        if (!m)
            continue;
        const start = (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .settingLineStart */ .xZ)(w.text, _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG_SPLIT */ ._w, _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_SHELL_CONFIG */ .Hd);
        const keyLength = m[1].length + 1;
        const v = settingValue(m[2], start === undefined ? undefined : start - keyLength, depth);
        secrets.push(...v.secrets);
        if (v.shown === m[2])
            continue;
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
function settingTexts(list, command, depth) {
    const found = [];
    let git = command !== undefined && (0,_program_name_js__WEBPACK_IMPORTED_MODULE_2__/* .programName */ .k)(command) === 'git';
    for (let i = 0; i < list.length; i++) {
        const arg = list[i];
        if (typeof arg !== 'string')
            continue;
        const setting = git ? gitSettingIn(arg, list[i - 1]) : undefined;
        const m = setting === undefined ? null : _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG_SPLIT */ ._w.exec(setting);
        const variable = (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .assignmentIn */ .RZ)(arg);
        const n = variable && _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_CONFIG_VALUE */ .IN.exec(variable.name)?.[1];
        let value;
        let start = 0;
        if (m && (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .settingLineStart */ .xZ)(m.input, _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG_SPLIT */ ._w, _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_SHELL_CONFIG */ .Hd) === undefined) {
            start = arg.length - m[2].length;
            value = settingValue(m[2], undefined, depth);
        }
        else if (variable && n !== undefined) {
            start = variable.start;
            value = settingValue(arg.slice(start), gitValueLine((0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .writtenGitKeys */ .K8)(list, n), arg.slice(start)), depth);
        }
        else if (variable?.name === _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_CONFIG_PARAMETERS */ .z6) {
            start = variable.start;
            value = gitParameters(arg.slice(start), depth);
        }
        // The whole argument is read once more as redactText reads it: a secret key (`credential.password=…`) hides the value whole.
        if (value && value.shown !== arg.slice(start))
            found.push({ index: i, shown: redactText(`${arg.slice(0, start)}${value.shown}`), secrets: value.secrets });
        git ||= (0,_program_name_js__WEBPACK_IMPORTED_MODULE_2__/* .programName */ .k)(arg) === 'git';
    }
    return found;
}
/**
 * The arguments of a list that give ssh a SetEnv setting (`-o 'SetEnv=A=1 GIT_SSH_COMMAND="…"'`),
 * with the secrets of its value hidden (see setEnvValue).
 */
function setEnvTexts(list, depth) {
    const found = [];
    for (let i = 0; i < list.length; i++) {
        const arg = list[i];
        const ssh = typeof arg === 'string' ? sshSettingIn(arg, list[i - 1]) : undefined;
        const start = ssh === undefined ? undefined : (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .setEnvValueStart */ .RQ)(ssh);
        if (ssh === undefined || start === undefined)
            continue;
        const at = arg.length - ssh.length + start;
        const value = setEnvValue(ssh.slice(start), depth);
        if (value.shown !== ssh.slice(start) || value.secrets.length > 0)
            found.push({ index: i, shown: `${arg.slice(0, at)}${value.shown}`, secrets: value.secrets });
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
function setEnvValue(value, depth) {
    const words = (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .sshConfigWords */ .Yh)(value);
    const hidden = hiddenArgs(words.map((w) => w.text), undefined, depth + 1);
    const secrets = [];
    let shown = '';
    let at = 0;
    words.forEach((w, k) => {
        const found = [];
        const read = hidden.get(k) ?? { shown: redactTextAs(w.text, true, found), secrets: found };
        const again = w.unclosed && read.shown === w.text ? redactShellLine(w.text, depth + 1) : undefined;
        const h = again && again.shown !== w.text ? again : read;
        secrets.push(...h.secrets);
        if (h.shown === w.text)
            return;
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
function sshWord(text, raw) {
    const plain = raw.search(/['"\\]/);
    const lead = plain < 0 || !text.startsWith(raw.slice(0, plain)) ? 0 : plain;
    const rest = text.slice(lead);
    if (!/[\s'"\\]/.test(rest) && !(lead === 0 && rest.startsWith('#')))
        return text;
    // A backslash keeps a space, a quote or a backslash outside quotes, but no tab or newline, nor a space that ends the line (ssh strips it).
    if (raw[plain] === '\\' && !/[^\S ]/.test(rest) && !rest.endsWith(' ') && !(lead === 0 && rest.startsWith('#')))
        return `${text.slice(0, lead)}${rest.replace(/[ '"\\]/g, '\\$&')}`;
    const quote = raw[plain] === "'" ? "'" : '"';
    return `${text.slice(0, lead)}${quote}${rest.replace(quote === '"' ? /["\\]/g : /['\\]/g, '\\$&')}${quote}`;
}
/**
 * Where a one-letter option of `p` stands in a cluster as getopt reads one (`-avze`, `-essh`,
 * the letters before it taken for flags): the length of the text before its line when the line
 * is attached, 0 when it is the next argument; undefined when the argument holds none.
 */
function clusterLine(p, arg) {
    if (!p.combines || arg.length < 2 || arg[0] !== '-' || arg[1] === '-')
        return undefined;
    for (let j = 1; j < arg.length; j++) {
        if (p.options.includes(`-${arg[j]}`))
            return j === arg.length - 1 ? 0 : j + 1;
        if (!/[A-Za-z0-9]/.test(arg[j]))
            return undefined;
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
function programLines(list, command) {
    const found = [];
    /** The line from the end of a list's strings: the first argument that is no string ends it. */
    const rest = (index) => {
        let end = index;
        while (end < list.length && typeof list[end] === 'string')
            end++;
        return end;
    };
    /**
     * The line of a program that joins its words (found from list[from]), and the lines its
     * options take: true when its words run to the end of the list, or to a word that ends them
     * (parallel's `:::`, after which come its data, or, with no command before, one command line
     * per argument).
     */
    const joins = (program, from) => {
        const name = (0,_program_name_js__WEBPACK_IMPORTED_MODULE_2__/* .programName */ .k)(program);
        const joined = (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .JOINED_LINES */ .W6, name);
        if (joined) {
            const { at, lines } = joinedLineStart(joined, list, from);
            for (const l of lines)
                found.push({ index: l.index, end: l.index + 1, prefix: l.prefix, escapes: true });
            const end = rest(at);
            if (at < 0 || end === at)
                return false;
            const ends = joined.ends ?? [];
            const stop = list.findIndex((w, k) => k >= at && k < end && ends.includes(w));
            if (stop === at) {
                for (let k = at + 1; k < end; k++)
                    if (!ends.includes(list[k]))
                        found.push({ index: k, end: k + 1, prefix: '', escapes: true });
            }
            else
                found.push({ index: at, end: stop < 0 ? end : stop, prefix: '', escapes: true });
            return true;
        }
        const windows = (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .WINDOWS_COMMANDS */ .Tx, name)?.(name, list, from);
        if (!windows || windows.runs === 'script' || typeof list[windows.index] !== 'string')
            return false;
        const encoded = windows.runs === 'encoded' ? { encoded: true } : {};
        found.push({ index: windows.index, end: windows.runs === 'line' ? rest(windows.index) : windows.index + 1, prefix: windows.prefix, escapes: false, ...encoded });
        return windows.runs === 'line';
    };
    if (command !== undefined && joins(command, 0))
        return found;
    let current = command === undefined ? undefined : byProgram(_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .SHELL_LINE_OPTIONS */ .N8, command);
    for (let i = 0; i < list.length; i++) {
        const arg = list[i];
        if (typeof arg !== 'string')
            continue;
        if (joins(arg, i + 1))
            return found;
        const named = byProgram(_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .SHELL_LINE_OPTIONS */ .N8, arg);
        if (named) {
            current = named;
            continue;
        }
        if (!current)
            continue;
        const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
        if (eq > 0 && current.options.includes(arg.slice(0, eq))) {
            found.push({ index: i, end: i + 1, prefix: arg.slice(0, eq + 1), escapes: true });
            if (current.shell)
                current = undefined;
            continue;
        }
        const cluster = current.shell ? undefined : clusterLine(current, arg);
        if (cluster) {
            found.push({ index: i, end: i + 1, prefix: arg.slice(0, cluster), escapes: true });
            continue;
        }
        if (cluster === undefined && !current.options.includes(arg) && !(current.shell && /^-[A-Za-z]*c[A-Za-z]*$/.test(arg)))
            continue;
        let at = i + 1;
        while (current.shell && at < list.length) {
            const next = list[at];
            if (typeof next !== 'string' || !/^([-+][A-Za-z]+|--([A-Za-z][\w-]*)?)$/.test(next))
                break;
            at += SHELL_VALUE_OPTIONS.includes(next) ? 2 : 1;
            if (next === '--')
                break;
        }
        if (typeof list[at] === 'string')
            found.push({ index: at, end: at + 1, prefix: '', escapes: true });
        if (current.shell)
            current = undefined;
        i = at;
    }
    return found;
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
function shellCommands(line, escapes = true) {
    const commands = [];
    let words = [];
    let text = '';
    let start = -1;
    let quoted = false;
    let unclosed = false;
    /** The command substitutions open: the command and word they interrupted, what closes them, and the parentheses opened inside. */
    const frames = [];
    const endWord = (end) => {
        if (start >= 0)
            words.push(unclosed ? { text, start, end, unclosed } : { text, start, end });
        text = '';
        start = -1;
        unclosed = false;
    };
    const endCommand = (end) => {
        endWord(end);
        if (words.length > 0)
            commands.push(words);
        words = [];
    };
    const open = (at, close, length) => {
        if (start < 0)
            start = at;
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
            if (c === '"')
                quoted = false;
            else if (escapes && c === '\\' && i + 1 < line.length && '$`"\\\n'.includes(line[i + 1])) {
                i++;
                if (line[i] !== '\n')
                    text += line[i];
            }
            else
                text += c;
            i++;
            continue;
        }
        if (top && c === top.close && (c === '`' || top.depth === 0)) {
            endCommand(i++);
            ({ words, text, start, quoted } = top);
            frames.pop();
            continue;
        }
        if (top && c === '(')
            top.depth++;
        if (top && c === ')')
            top.depth--;
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
        if (start < 0)
            start = i;
        if (escapes && c === '\\') {
            text += i + 1 < line.length ? line[i + 1] : c;
            i += 2;
        }
        else if (c === "'") {
            const close = line.indexOf("'", i + 1);
            const to = close < 0 ? line.length : close;
            unclosed ||= close < 0;
            text += line.slice(i + 1, to);
            i = to + 1;
        }
        else if (c === '"') {
            quoted = true;
            i++;
        }
        else {
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
function redirectedTo(line, start) {
    let i = start - 1;
    while (i >= 0 && (line[i] === ' ' || line[i] === '\t'))
        i--;
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
function shellLineWords(list, command, depth = 0) {
    const found = [];
    if (depth >= MAX_SHELL_DEPTH)
        return found;
    for (const { index, end, prefix, escapes, encoded } of shellLines(list, command)) {
        const line = encoded ? decodeEncodedCommand(list[index]) : list.slice(index, end).map((w, k) => (k === 0 ? w.slice(prefix.length) : w)).join(' ');
        if (line === undefined)
            continue;
        for (const words of shellCommands(line, escapes)) {
            const texts = words.filter((w) => !redirectedTo(line, w.start)).map((w) => w.text);
            // One by one: a line of many words would overflow push's arguments.
            for (const word of [...texts, ...shellLineWords(texts, undefined, depth + 1)])
                found.push(word);
        }
    }
    return found;
}
/** A word as a shell would read it back: as it is when it holds nothing a shell treats specially, else in single quotes. */
function quoteWord(text) {
    return /^[A-Za-z0-9_@%+=:,./[\]-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}
/** How many command lines deep redaction reads (`sh -c "bash -c 'mysql -px'"`). */
const MAX_SHELL_DEPTH = 8;
/**
 * The words of a command line a shell runs that hold secrets, rewritten: each simple command's
 * words are redacted as an argument list of their own (the program first: `mysql -px`,
 * `PGPASSWORD=x psql`, `curl -u user:pw`, a nested `sh -c`), and each word that changed is
 * given in place, quoted as needed; in the order of the line, none inside another. Also the
 * secrets found, for redactMessage.
 */
function shellLineEdits(line, depth, escapes) {
    const secrets = [];
    const edits = [];
    for (const words of shellCommands(line, escapes)) {
        const hidden = hiddenArgs(words.map((w) => w.text), undefined, depth);
        words.forEach((w, i) => {
            // A word whose quote never closes is read again as a line: what it swallowed may be a command (`echo 'x; mysql -pSECRET`).
            // So is a quoted word with a blank in a line of cmd, which has no single quotes (and where the POSIX reading may be wrong).
            // Its secrets count even when a flag hides the word whole: redactMessage looks for them as the message may spell them.
            const again = (w.unclosed || (!escapes && /\s/.test(w.text))) && depth < MAX_SHELL_DEPTH ? redactShellLine(w.text, depth + 1, escapes) : undefined;
            const h = hidden.get(i) ?? again;
            if (h)
                secrets.push(...h.secrets);
            if (again && h !== again)
                secrets.push(...again.secrets);
            const shown = h ? h.shown : redactText(w.text);
            if (shown !== w.text)
                edits.push({ start: w.start, end: w.end, text: quoteWord(shown) });
        });
    }
    // A word rewritten whole (`X=$(mysql -px)` as `X=[REDACTED]`) takes the place of the edits inside it.
    const outer = edits.sort((a, b) => a.start - b.start || b.end - a.end).filter((e, k, all) => !all.slice(0, k).some((o) => o.start <= e.start && e.end <= o.end));
    return { edits: outer, secrets };
}
/** A command line a shell runs, with its secrets hidden (see redactJoinedLine), and the secrets found. */
function redactShellLine(line, depth, escapes = true) {
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
function redactJoinedLine(parts, depth, escapes) {
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
            }
            else if (e.start < from && e.end > from)
                at = Math.min(e.end, to);
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
        for (const v of missed)
            shown.forEach((t, k) => (shown[k] = t.split(v).join(REDACTED)));
    }
    if (shown.length > 1) {
        const joined = shown.join(' ');
        const whole = redactTextAs(joined, false);
        if (whole !== joined)
            return { shown: shown.map((_, k) => (k === 0 ? whole : '')), secrets };
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
function flagSecrets(list, command) {
    const found = [];
    const first = command === undefined ? undefined : passwordOptions(command);
    /** Whether `-p` is a password unless said otherwise: a program nobody listed. */
    let unknownProgram = first === undefined;
    const options = new Set(first?.options);
    const attached = new Set(first?.attached);
    /** A word that names a program: its password options count from there; one without any makes `-p` harmless only while none was seen and the word is no flag's value. */
    const names = (word, isValue) => {
        const named = passwordOptions(word) ?? settingProgram(word);
        if (!named)
            return false;
        if (!isValue && options.size === 0 && attached.size === 0)
            unknownProgram = false;
        for (const o of named.options)
            options.add(o);
        for (const o of named.attached ?? [])
            attached.add(o);
        return true;
    };
    /** The index of the last argument hidden as a flag's value (which may itself be a flag: `--token --password x` hides both). */
    let hidden = -1;
    for (let i = 0; i < list.length; i++) {
        const arg = list[i];
        if (typeof arg !== 'string' || names(arg, i === hidden))
            continue;
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
const VARIABLE_PROGRAM = new RegExp(`(?:^|\\s)(?:${_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .SHELL_VARIABLES */ .XU.join('|')})=\\s*(\\S+)`);
/** The settings whose value is a command line, and how each splits into key and value (see shellLines). */
const LINE_SETTINGS = [[_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .SSH_CONFIG_SPLIT */ .zk, _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .SSH_SHELL_CONFIG */ .VR], [_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG_SPLIT */ ._w, _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_SHELL_CONFIG */ .Hd]];
/**
 * The PASSWORD_OPTIONS entry of the program a word that sets a command line starts that line
 * with: an assignment to a SHELL_VARIABLES variable (`GIT_SSH_COMMAND=sshpass …`), or an ssh or
 * git setting run with a shell (`core.sshCommand=sshpass`, `-oProxyCommand=sshpass`). A line
 * joined from words may have cut the rest of the value off (`ssh host git -c
 * core.sshCommand='sshpass -p pw ssh' fetch` gives the remote shell `-p` and `pw` as words of
 * their own), or glued the assignment to the word before it (`ssh host 'a\' GIT_SSH_COMMAND=…`).
 */
function settingProgram(word) {
    const variable = VARIABLE_PROGRAM.exec(word);
    if (variable)
        return passwordOptions(variable[1]);
    const setting = word.replace(/^(-o|-c|--config=)/, '');
    for (const [split, config] of LINE_SETTINGS) {
        const start = (0,_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .settingLineStart */ .xZ)(setting, split, config);
        const first = start === undefined ? '' : setting.slice(start).trim().split(/\s+/)[0];
        if (first)
            return passwordOptions(first);
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
function redactText(text) {
    return redactTextAs(text, true);
}
/**
 * redactText, where `whole` says whether the text may be one assignment (`NAME=value`, whose
 * value runs to the end, spaces and all); a shell line is not one (`PGPASSWORD=x psql`). The
 * values it hides by a secret name (of an assignment or a header) are added to `found`, when
 * given: a message may quote them where no name stands before them.
 */
function redactTextAs(text, whole, found) {
    if ((0,_secrets_credential_content_js__WEBPACK_IMPORTED_MODULE_0__/* .findCredentialMarker */ .$)(text) || SECRET_VALUE_EXTRA.some((re) => re.test(text))) {
        found?.push(text);
        return REDACTED;
    }
    let s = (0,_core_redact_url_js__WEBPACK_IMPORTED_MODULE_3__/* .redactUrlCredentials */ .d)(text);
    const assignment = whole ? WHOLE_ASSIGNMENT.exec(s) : null;
    if (assignment && isSecretName(assignment[2])) {
        found?.push(s.slice(assignment[1].length + 1));
        return `${assignment[1]}=${REDACTED}`;
    }
    const hide = (value, shown) => {
        found?.push(value, value.replace(/^(["'])([\s\S]*)\1$/, '$2'));
        return shown;
    };
    s = s.replace(ASSIGNMENT, (all, lead, flag, name, value) => (isSecretName(name) ? hide(value, `${lead}${flag}=${REDACTED}`) : all));
    s = s.replace(HEADER, (all, indent, name, colon, value) => (isSecretName(name) ? hide(value, `${indent}${name}${colon}${REDACTED}`) : all));
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
function cutHeaderWords(list) {
    const found = [];
    for (let i = 0; i < list.length; i++) {
        const word = list[i];
        const m = typeof word === 'string' ? HEADER_AT_END.exec(word) : null;
        if (!m || !isSecretName(m[1]))
            continue;
        const value = m[2].trim();
        const held = value === '' ? [] : value.split(/\s+/);
        const authorization = nameWords(m[1]).includes('authorization');
        let wanted = 0;
        if (held.length === 0) {
            const scheme = list[i + 1];
            const known = typeof scheme === 'string' && AUTH_SCHEMES.has(scheme.toLowerCase());
            if (known)
                i++;
            wanted = authorization && !known ? 2 : 1;
        }
        else if (held.length === 1 && (authorization || AUTH_SCHEMES.has(held[0].toLowerCase())))
            wanted = 1;
        let open = value.endsWith(',');
        while (i + 1 < list.length && typeof list[i + 1] === 'string' && (wanted > 0 || open)) {
            i++;
            found.push(i);
            wanted--;
            open = list[i].trimEnd().endsWith(',');
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
function hiddenArgs(list, command, depth = 0) {
    const hidden = new Map();
    for (const { index, secret, shown } of flagSecrets(list, command))
        hidden.set(index, { shown, secrets: [secret] });
    for (let i = 0; i + 1 < list.length; i++) {
        const flag = list[i];
        const next = list[i + 1];
        if (typeof flag !== 'string' || typeof next !== 'string' || next === '' || hidden.has(i + 1) || !USER_FLAG.test(flag))
            continue;
        const colon = next.indexOf(':');
        if (colon >= 0)
            hidden.set(i + 1, { shown: `${redactText(next).slice(0, colon)}:${REDACTED}`, secrets: [next.slice(colon + 1)] });
    }
    for (const { index, shown, secrets } of settingTexts(list, command, depth))
        if (!hidden.has(index))
            hidden.set(index, { shown, secrets });
    if (depth > 0)
        for (const index of cutHeaderWords(list))
            if (!hidden.has(index))
                hidden.set(index, { shown: REDACTED, secrets: [list[index]] });
    if (depth >= MAX_SHELL_DEPTH)
        return hidden;
    for (const { index, shown, secrets } of setEnvTexts(list, depth))
        if (!hidden.has(index))
            hidden.set(index, { shown, secrets });
    for (const { index, end, prefix, escapes, encoded } of shellLines(list, command)) {
        if (encoded) {
            const h = encodedCommand(list[index], depth);
            if (h)
                hidden.set(index, { shown: h.shown, secrets: [...(hidden.get(index)?.secrets ?? []), ...h.secrets] });
            continue;
        }
        const words = list.slice(index, end).map((w, k) => (k === 0 ? w.slice(prefix.length) : w));
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
function decodeEncodedCommand(value) {
    const b64 = value.replace(/\s+/g, '');
    if (!BASE64.test(b64))
        return undefined;
    const bytes = Buffer.from(b64, 'base64');
    if (bytes.length % 2 !== 0)
        return undefined;
    try {
        return new TextDecoder('utf-16le', { fatal: true }).decode(bytes);
    }
    catch {
        return undefined;
    }
}
/**
 * PowerShell's -EncodedCommand value, hidden whole when the command line it encodes holds a
 * secret (read as a PowerShell line is, see redactJoinedLine: base64 cannot be cut around a
 * word), and when it encodes no text at all (PowerShell would refuse it, but what it holds
 * cannot be told: the log errs toward hiding). Undefined when it is shown as it is.
 */
function encodedCommand(value, depth) {
    const text = decodeEncodedCommand(value);
    if (text === undefined)
        return { shown: REDACTED, secrets: [value] };
    const line = redactShellLine(text, depth + 1, false);
    if (line.shown === text && line.secrets.length === 0)
        return undefined;
    return { shown: REDACTED, secrets: [value, ...line.secrets] };
}
/** An argument list: each string redacted, and the arguments hidden by where they stand replaced (see hiddenArgs). */
function redactList(list, command) {
    const out = list.map((v) => redact(v));
    for (const [index, { shown }] of hiddenArgs(list, command))
        out[index] = shown;
    return out;
}
/** The program an input object's `args` belong to: its `command` (exec_best_effort's inputs). */
function commandOf(value) {
    const command = value.command;
    return typeof command === 'string' ? command : undefined;
}
/** A copy of a tool's inputs safe to log: secret-named keys, secret flags' values and secret-shaped strings are replaced. */
function redact(value, key = '') {
    if (key && isSecretName(key) && value !== null && value !== undefined && value !== '')
        return REDACTED;
    if (typeof value === 'string')
        return redactText(value);
    if (Array.isArray(value))
        return redactList(value, undefined);
    if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'args' && Array.isArray(v) ? redactList(v, commandOf(value)) : redact(v, k)]));
    }
    return value;
}
/** The scalar values held under secret-named keys (and after secret flags, or inside a command line a shell runs), for scrubbing a message that may quote them. */
function secretValues(value, key = '', found = [], command) {
    if (key && isSecretName(key) && (typeof value === 'string' || typeof value === 'number')) {
        found.push(String(value));
        return found;
    }
    if (Array.isArray(value)) {
        const hidden = hiddenArgs(value, command);
        value.forEach((v, i) => {
            if (key && isSecretName(key))
                secretValues(v, key, found);
            else if (hidden.has(i))
                found.push(...hidden.get(i).secrets);
            else
                secretValues(v, '', found);
        });
    }
    else if (typeof value === 'object' && value !== null) {
        for (const [k, v] of Object.entries(value))
            secretValues(v, k, found, k === 'args' ? commandOf(value) : undefined);
    }
    return found;
}
/**
 * A message safe to log: every secret value of the call's inputs it quotes is replaced (an
 * error may echo what it refused), then the text rules of redactText apply.
 */
function redactMessage(message, inputs) {
    let s = message;
    // Longest first, so a secret that contains another is replaced whole.
    for (const v of [...new Set(secretValues(inputs))].sort((a, b) => b.length - a.length)) {
        if (v.length >= 3)
            s = s.split(v).join(REDACTED);
        const quoted = JSON.stringify(v).slice(1, -1);
        if (quoted !== v && quoted.length >= 3)
            s = s.split(quoted).join(REDACTED);
    }
    return redactText(s);
}


/***/ }),

/***/ 596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ findCredentialMarker)
/* harmony export */ });
/* harmony import */ var _scan_content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7780);

/**
 * The first live-credential marker in `data` (INTEROP.md §6), by the same content rules the
 * commit hook and `scan` use, or null. Only the rule id is returned, never the value. A line
 * marked `packwright:allow` still counts here: a snapshot must not carry a key even when a
 * commit was allowed to.
 */
function findCredentialMarker(data, baseName = '') {
    // A string is text already decoded: most hold no keyword at all and need no conversion.
    if (typeof data === 'string' && !(0,_scan_content_js__WEBPACK_IMPORTED_MODULE_0__/* .mayHoldCredential */ .kG)(data, baseName))
        return null;
    // A string is not sniffed for binary again: a NUL in decoded text (a UTF-16 U+0000 past the
    // sniff window lands within 8000 bytes of UTF-8) would otherwise skip the check.
    const hits = typeof data === 'string' ? (0,_scan_content_js__WEBPACK_IMPORTED_MODULE_0__/* .scanText */ .Ff)(data, baseName) : (0,_scan_content_js__WEBPACK_IMPORTED_MODULE_0__/* .scanContent */ .nx)(data, baseName);
    return hits.length > 0 ? { rule: hits[0].rule.meta.id } : null;
}


/***/ }),

/***/ 7780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ff: () => (/* binding */ scanText),
/* harmony export */   Go: () => (/* binding */ isBinary),
/* harmony export */   HV: () => (/* binding */ MAX_MATCH_CHARS),
/* harmony export */   Ve: () => (/* binding */ scanHeader),
/* harmony export */   ZQ: () => (/* binding */ HitPlacer),
/* harmony export */   kG: () => (/* binding */ mayHoldCredential),
/* harmony export */   nx: () => (/* binding */ scanContent),
/* harmony export */   yl: () => (/* binding */ findInText),
/* harmony export */   zO: () => (/* binding */ CONTENT_WINDOW_BYTES)
/* harmony export */ });
/* unused harmony exports ALLOW_MARKER, keywordRegex */
/* harmony import */ var _content_rules_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1996);
/* harmony import */ var _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7084);
/* harmony import */ var _core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4667);



/**
 * The content rules read a file or blob up to this size at once (scanContent); a longer one is
 * read whole in windows of this size (ContentStream), so a 1 GB blob is never held whole.
 */
const CONTENT_WINDOW_BYTES = 8 * 1024 * 1024;
/** Git's own test for binary content: a NUL byte in the first 8000 bytes. */
const BINARY_PROBE_BYTES = 8000;
const ALLOW_MARKER = 'packwright:allow';
/**
 * The longest match that is a finding. No credential the rules look for comes near it with its
 * name or marker (the longest tokens, OpenAI's and Slack's, are under 250 characters); a longer
 * match is an open-ended run (`X{20}X*`) over a blob that happens to start like a token. After
 * one, the rule reads its last MAX_MATCH_CHARS again, where a token that ends the run (after a
 * `-`: `…-sk-proj-…`) starts. So a longer run yields only what starts in its last
 * MAX_MATCH_CHARS, whatever came before and wherever reading began: a window
 * (content-stream.ts) that starts or ends inside a run of any length finds there what the
 * whole text does.
 */
const MAX_MATCH_CHARS = 1024;
/**
 * One regex over the text finds whether any keyword occurs; most files stop there. Keywords
 * are grouped by first character (`g(?:hp_|ithub_pat_|lpat-)`), which lets the regex engine
 * skip most positions after one character test instead of trying every alternative.
 */
function keywordRegex(keywords) {
    const byFirst = new Map();
    for (const k of [...new Set(keywords)].sort()) {
        const list = byFirst.get(k[0]) ?? [];
        list.push(k.slice(1));
        byFirst.set(k[0], list);
    }
    const groups = [...byFirst].map(([first, rests]) => `${(0,_content_rules_types_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeRegExp */ .Nt)(first)}${rests.length === 1 ? (0,_content_rules_types_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeRegExp */ .Nt)(rests[0]) : `(?:${rests.map(_content_rules_types_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeRegExp */ .Nt).join('|')})`}`);
    return new RegExp(groups.join('|'));
}
/** Rules that read every file share one prefilter; rules for named files (.npmrc) get theirs only on those files. */
function prefilterFor(rules) {
    const general = rules.filter((r) => !r.appliesTo);
    const specific = rules.filter((r) => r.appliesTo);
    const generalRegex = keywordRegex(general.flatMap((r) => r.keywords));
    const withSpecific = keywordRegex(rules.flatMap((r) => r.keywords));
    return (base) => (specific.some((r) => r.appliesTo(base)) ? withSpecific : generalRegex);
}
const defaultPrefilter = prefilterFor(_content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules);
/**
 * Whether a decoded text holds any keyword of the content rules. The keywords are ASCII, and
 * UTF-8 decoding keeps every ASCII byte as it is, so a text without one needs no byte scan.
 */
function mayHoldCredential(text, baseName) {
    return defaultPrefilter(baseName.toLowerCase()).test(text);
}
/**
 * The same verdict as the snapshot's `looksBinary`, so `scan`, the commit hook and a pack agree
 * on which files are text: a UTF-32 BOM is binary, a UTF-16 BOM is judged by its code units.
 */
function isBinary(bytes) {
    const bom = (0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .detectBom */ .AX)(bytes);
    if (bom !== null && bom !== 'utf-8')
        return (0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .looksBinary */ .Wb)(bytes);
    // memchr over the whole buffer is cheaper than making a view of its first 8000 bytes.
    const at = bytes.indexOf(0);
    return at !== -1 && at < BINARY_PROBE_BYTES;
}
/**
 * Runs the content rules over a file's bytes (a whole file up to CONTENT_WINDOW_BYTES; longer ones go through content-stream.ts). Binary content
 * is skipped. Text after a UTF-16 BOM is decoded first (its ASCII sits between NUL bytes), by
 * the decoder packs use, and scanned as text: lines and columns are those of the decoded text.
 */
function scanContent(bytes, baseName, rules = _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules) {
    if (bytes.length === 0 || isBinary(bytes))
        return [];
    if ((0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .isUtf16Bom */ .Fu)((0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .detectBom */ .AX)(bytes)))
        return scanText((0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeBytes */ .yj)(bytes).text, baseName, rules);
    return scanUtf8(bytes, baseName, rules);
}
/**
 * Runs the content rules over text already decoded. No binary test: whoever decoded it judged
 * it text, and a NUL past the sniff window of the original must not hide a key here.
 */
function scanText(text, baseName, rules = _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules) {
    return text.length === 0 ? [] : scanUtf8(Buffer.from(text, 'utf8'), baseName, rules);
}
/**
 * Runs the content rules over a git commit's or tag's header (as the push hook reads its bytes:
 * no binary test, no BOM), each hit naming the field its line belongs to: the first word of the
 * last line at or above it that does not start with a space (a gpgsig's or mergetag's
 * continuation lines belong to its first).
 */
function scanHeader(bytes) {
    return bytes.length === 0 ? [] : scanUtf8(bytes, '', _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules, true);
}
/**
 * The bytes are read as latin1, one char per byte, which is fast and exact for the ASCII
 * patterns; the column is recomputed in UTF-8 characters for the report. Decoded text is
 * re-encoded as UTF-8 first so every source encoding meets the patterns in the same form.
 */
function scanUtf8(bytes, baseName, rules, headerFields = false) {
    const text = bytes.toString('latin1');
    const found = findInText(text, baseName.toLowerCase(), rules);
    if (found.length === 0)
        return [];
    const placer = new HitPlacer(headerFields);
    placer.place(bytes, text, 0, 0, text.length, found, true);
    return placer.hits;
}
/** The rules' matches in a text read as latin1, sorted by position (stable: hits at one place keep the rules' order). */
function findInText(text, base, rules) {
    const filter = (rules === _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules ? defaultPrefilter : prefilterFor(rules))(base);
    if (!filter.test(text))
        return [];
    const found = [];
    for (const rule of rules) {
        if (rule.appliesTo && !rule.appliesTo(base))
            continue;
        if (!rule.keywords.some((k) => text.includes(k)))
            continue;
        const re = new RegExp(rule.pattern.source, rule.pattern.flags);
        for (let m = re.exec(text); m !== null; m = re.exec(text)) {
            if (m[0].length === 0)
                re.lastIndex++;
            if (m[0].length > MAX_MATCH_CHARS) {
                // A token may still end the run (`…-sk-proj-…`): its last MAX_MATCH_CHARS are read again.
                re.lastIndex -= MAX_MATCH_CHARS;
                const runChar = rule.longMatchRunCharacter;
                if (!runChar || (m.index > 0 && runChar.test(text[m.index - 1])))
                    continue;
                // A window holds at least its seam after a start it owns, so every window judges this start alike.
                const start = Object.assign([m[0].slice(0, MAX_MATCH_CHARS)], { index: m.index, input: text });
                if (!rule.isPlaceholder?.(start))
                    found.push({ rule, index: m.index + (rule.valueAt?.(start) ?? 0) });
                continue;
            }
            if (rule.isPlaceholder?.(m))
                continue;
            found.push({ rule, index: m.index + (rule.valueAt?.(m) ?? 0) });
        }
    }
    return found.sort((a, b) => a.index - b.index);
}
/** The most of a header field's name that is kept (git's are a word: `author`, `mergetag`). */
const MAX_FIELD_NAME = 64;
/**
 * Line, column and inline allow for hits, as a text goes by in parts (the windows of
 * content-stream.ts) or in one (scanUtf8): each line break and each allow marker is looked at
 * once, whatever the number of hits, so a file of 400,000 key ids (or one long line of them)
 * costs linear time, not hits times its size. A hit's allow is settled when its line ends,
 * which may be parts later.
 *
 * Lines are counted at LF, as git counts them; columns in UTF-16 units of the decoded UTF-8
 * since the line start. The allow marker must be on the hit's line as a reader sees it, which
 * also ends at a CR: in a file with CR line ends (or a lone CR) every "line" between two LFs may
 * hold many, and a marker on one of them must not let through a secret on another.
 *
 * With `headerFields` (a git header, see scanHeader) each hit also names its line's field, taken
 * from each line start as the lines go by, so a field stays known however far back its first
 * line is (a mergetag can embed a long tag).
 */
class HitPlacer {
    headerFields;
    hits = [];
    line = 1;
    lineStart = 0;
    /** The field of the current line (headerFields). */
    field = '';
    /** The column at `columnFrom` (absolute), on the current line unless lineStart passed it. */
    column = 1;
    columnFrom = 0;
    /** An allow marker on the reader's line at the current position, before it. */
    marked = false;
    /** Hits on that line, waiting for its end. */
    pending = [];
    constructor(headerFields = false) {
        this.headerFields = headerFields;
    }
    /**
     * Places the part [from, to) of a text (`text`, read as latin1 from its bytes `buf`, which
     * start at absolute offset `base`): `found` are the hits that start in it, sorted. Parts come
     * in order, each starting where the last ended; the last is `final`. A part's text reaches
     * past `to` by as much as an allow marker that starts before it needs.
     */
    place(buf, text, base, from, to, found, final) {
        const markers = [];
        for (let i = text.indexOf(ALLOW_MARKER, from - base); i !== -1 && i + base < to; i = text.indexOf(ALLOW_MARKER, i + ALLOW_MARKER.length))
            markers.push(i + base);
        const next = (c, at) => {
            const i = text.indexOf(c, at - base);
            return i === -1 ? Infinity : i + base;
        };
        let pos = from;
        let nextLf = next('\n', from);
        let nextCr = -1;
        if (this.headerFields && from === 0)
            this.fieldAt(buf, text, base, 0);
        const advance = (p) => {
            if (this.pending.length > 0 || this.marked) {
                if (nextCr < pos)
                    nextCr = next('\r', pos);
                if (Math.min(nextLf, nextCr) < p)
                    this.endLine();
            }
            while (nextLf < p) {
                this.line++;
                this.lineStart = nextLf + 1;
                if (this.headerFields)
                    this.fieldAt(buf, text, base, this.lineStart);
                nextLf = next('\n', this.lineStart);
            }
            pos = p;
        };
        let h = 0;
        let m = 0;
        while (h < found.length || m < markers.length) {
            if (m < markers.length && (h === found.length || markers[m] <= found[h].index)) {
                advance(markers[m++]);
                this.marked = true;
                continue;
            }
            const { rule, index } = found[h++];
            advance(index);
            this.moveColumn(buf, base, index);
            this.pending.push({ rule, line: this.line, column: this.column, allowedInline: false, ...(this.headerFields ? { field: this.field } : {}) });
        }
        // The last part: what is still pending is on the line of the last hit or marker, which ends the text.
        if (final) {
            this.endLine();
            return;
        }
        advance(to);
        this.moveColumn(buf, base, to);
    }
    /**
     * A header line starting at `at` (within the part's bytes: a line start before `to` has a seam
     * of text after it) starts a field unless it starts with a space: the field is its first word.
     */
    fieldAt(buf, text, base, at) {
        const i = at - base;
        if (i >= text.length || buf[i] === 0x20)
            return;
        let end = i;
        while (end < text.length && end - i < MAX_FIELD_NAME && buf[end] !== 0x20 && buf[end] !== 0x0a)
            end++;
        this.field = buf.toString('utf8', i, end);
    }
    /** Brings the column to `at` (a hit's start, a line start or a part's end: never inside a character). */
    moveColumn(buf, base, at) {
        if (this.columnFrom < this.lineStart) {
            this.column = 1;
            this.columnFrom = this.lineStart;
        }
        this.column += buf.toString('utf8', this.columnFrom - base, at - base).length;
        this.columnFrom = at;
    }
    endLine() {
        for (const hit of this.pending)
            hit.allowedInline = this.marked;
        for (const hit of this.pending)
            this.hits.push(hit);
        this.pending = [];
        this.marked = false;
    }
}


/***/ })

};
