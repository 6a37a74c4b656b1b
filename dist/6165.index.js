export const id = 6165;
export const ids = [6165];
export const modules = {

/***/ 6165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hd: () => (/* binding */ GIT_SHELL_CONFIG),
/* harmony export */   N8: () => (/* binding */ SHELL_LINE_OPTIONS),
/* harmony export */   Tx: () => (/* binding */ WINDOWS_COMMANDS),
/* harmony export */   VR: () => (/* binding */ SSH_SHELL_CONFIG),
/* harmony export */   W6: () => (/* binding */ JOINED_LINES),
/* harmony export */   XU: () => (/* binding */ SHELL_VARIABLES),
/* harmony export */   _w: () => (/* binding */ CONFIG_SPLIT),
/* harmony export */   pC: () => (/* binding */ POSIX_SHELL_VALUE_LETTERS),
/* harmony export */   xZ: () => (/* binding */ settingLineStart),
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
const every = (names, o) => Object.fromEntries(names.map((n) => [n, o]));
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
const SSH = {
    letters: {
        ...every([...'BbcDEeFIiJLlmOopQRSWw'], 'value'),
        ...every([...'GVs'], 'end'),
    },
    skip: 1,
    reparse: true,
};
/**
 * ssh [options] DESTINATION [COMMAND…]: the remote user's shell runs the command's words joined
 * into one line. -Q takes the query to list (ssh then runs nothing: cap-tool-shell says so).
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
};
/** ssh_config settings ssh runs as a command line with the user's shell (ssh_config(5)): what `-o` can set, for ssh and for what starts it (scp, sftp). */
const SSH_SHELL_CONFIG = [{ key: /^(proxycommand|localcommand|remotecommand|knownhostscommand)$/ }];
/** `Key=value`, `Key value` or `Key = value`, as ssh -o reads them. */
const SSH_CONFIG_SPLIT = /^\s*([A-Za-z0-9]+)(?:\s*=\s*|\s+)([\s\S]*)$/;
/**
 * git settings whose value git runs as a shell command line (git-config(1): each "is run with
 * the shell" or is "a command"), as `git -c KEY=VALUE` (and `git clone -c`, `--config`) sets
 * them; an alias only when its value starts with "!", and the line is what follows it. Settings
 * that name a file or a program git looks up are left out.
 */
const GIT_SHELL_CONFIG = [
    { key: /^alias\./, value: /^\s*!/ },
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
/** `key=value`, as git -c reads a setting. */
const CONFIG_SPLIT = /^([^=]+)=([\s\S]*)$/;
/**
 * Environment variables whose value git runs as a command line with the shell (git(1)):
 * `GIT_SSH_COMMAND='ssh -i key' git fetch`, set by an assignment word of a shell line or by
 * `env`. (GIT_SSH and GIT_ASKPASS name a program, started without a shell.)
 */
const SHELL_VARIABLES = ['GIT_SSH_COMMAND', 'GIT_EDITOR', 'GIT_SEQUENCE_EDITOR', 'GIT_PAGER', 'GIT_EXTERNAL_DIFF'];
/**
 * Where the line in a setting starts, when the setting (`setting`, split into key and value by
 * `split`) is one of `config`: the length of the text before it (`alias.x=!`); undefined when
 * the setting is no command line.
 */
function settingLineStart(setting, split, config) {
    const m = split.exec(setting);
    if (!m)
        return undefined;
    const key = m[1].trim().toLowerCase();
    for (const c of config) {
        if (!c.key.test(key))
            continue;
        const lead = c.value ? c.value.exec(m[2]) : null;
        if (c.value && !lead)
            continue;
        return setting.length - m[2].length + (lead ? lead[0].length : 0);
    }
    return undefined;
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
 * PowerShell (`program` is powershell or pwsh): -Command (any unambiguous prefix, or -c) joins
 * the rest of the arguments into the script; -EncodedCommand (-e, -ec) and -CommandWithArgs
 * take the next argument as code; -File ends the options. A first operand is -Command for
 * Windows PowerShell and -File for pwsh.
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
        if (name === 'c' || prefixOf(name, 'command', 3))
            return { runs: 'line', index: i + 1, prefix: '', how: a };
        if (name === 'cwa' || prefixOf(name, 'commandwithargs', 8) || name === 'e' || name === 'ec' || prefixOf(name, 'encodedcommand', 3))
            return { runs: 'code', index: i + 1, prefix: '', how: a };
        if (name === 'f' || prefixOf(name, 'file', 2))
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


/***/ })

};
