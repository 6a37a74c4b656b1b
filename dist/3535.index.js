export const id = 3535;
export const ids = [3535,4667];
export const modules = {

/***/ 6165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hd: () => (/* binding */ GIT_SHELL_CONFIG),
/* harmony export */   N8: () => (/* binding */ SHELL_LINE_OPTIONS),
/* harmony export */   Si: () => (/* binding */ every),
/* harmony export */   Tx: () => (/* binding */ WINDOWS_COMMANDS),
/* harmony export */   VR: () => (/* binding */ SSH_SHELL_CONFIG),
/* harmony export */   W6: () => (/* binding */ JOINED_LINES),
/* harmony export */   XU: () => (/* binding */ SHELL_VARIABLES),
/* harmony export */   ZV: () => (/* binding */ own),
/* harmony export */   _w: () => (/* binding */ CONFIG_SPLIT),
/* harmony export */   p: () => (/* binding */ PROGRAM_VARIABLES),
/* harmony export */   pA: () => (/* binding */ longValues),
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
/** Long options (`--name`) that all take a value. */
/** `--name` entries for long options that all take a value. */
const longValues = (names) => Object.fromEntries(names.map((o) => [`--${o}`, 'value']));
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
 * Environment variables whose value git runs as a command line with the shell (git(1), and
 * diff.c's run_external_diff for GIT_EXTERNAL_DIFF, which runs with use_shell):
 * `GIT_SSH_COMMAND='ssh -i key' git fetch`, set by an assignment word of a shell line or by
 * `env`.
 */
const SHELL_VARIABLES = ['GIT_SSH_COMMAND', 'GIT_EDITOR', 'GIT_SEQUENCE_EDITOR', 'GIT_PAGER', 'GIT_EXTERNAL_DIFF'];
/**
 * Environment variables that name a program git or ssh starts without a shell (git(1): "$GIT_SSH
 * … must be just the path to a program"; prompt.c starts GIT_ASKPASS, core.askPass and
 * SSH_ASKPASS with no shell, connect.c GIT_PROXY_COMMAND; ssh's readpass.c execs SSH_ASKPASS):
 * whoever sets one chooses the program. By name, what starts it.
 */
const PROGRAM_VARIABLES = {
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
const SSH_SHELL_CONFIG = [
    { key: /^(proxycommand|localcommand|remotecommand|knownhostscommand)$/ },
    {
        key: /^setenv$/,
        value: new RegExp(`^\\s*"?(${[...SHELL_VARIABLES, ...Object.keys(PROGRAM_VARIABLES)].join('|')})="?`),
        note: 'which sets, for the remote side where its sshd accepts it (AcceptEnv), a variable that names a command a git there runs',
    },
];
/** `Key=value`, `Key value` or `Key = value`, as ssh -o reads them. */
const SSH_CONFIG_SPLIT = /^\s*([A-Za-z0-9]+)(?:\s*=\s*|\s+)([\s\S]*)$/;
/**
 * git settings whose value git runs as a shell command line (git-config(1): each "is run with
 * the shell" or is "a command"), as `git -c KEY=VALUE` (and `git clone -c`, `--config`) sets
 * them; an alias only when its value starts with "!", and the line is what follows it; and the
 * settings that name the program git starts (`names`). Settings that name a file are left out.
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
];
/** `key=value`, as git -c reads a setting. */
const CONFIG_SPLIT = /^([^=]+)=([\s\S]*)$/;
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

/***/ 4667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ showName),
/* harmony export */   AX: () => (/* binding */ detectBom),
/* harmony export */   Fu: () => (/* binding */ isUtf16Bom),
/* harmony export */   Wb: () => (/* binding */ looksBinary),
/* harmony export */   fV: () => (/* binding */ completeUtf8Length),
/* harmony export */   py: () => (/* binding */ wellFormedUtf8Length),
/* harmony export */   vg: () => (/* binding */ utf8SequenceLength),
/* harmony export */   yj: () => (/* binding */ decodeBytes)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Bytes to text, shared by the snapshot (what a pack carries) and the credential rules (what
 * `scan` and the commit hook read), so both agree on which files are text and how they read:
 * binary detection by content, decoding (UTF-8, UTF-16 with a BOM, Latin-1 fallback,
 * undecodable bytes replaced).
 */

/** Git's rule: a NUL byte in the first 8000 bytes makes a file binary (after a UTF-16 BOM, a U+0000 code unit). */
const BINARY_SNIFF_BYTES = 8000;
function detectBom(b) {
    if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf)
        return 'utf-8';
    if (b.length >= 4 && b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0)
        return 'utf-32le';
    if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff)
        return 'utf-32be';
    if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe)
        return 'utf-16le';
    if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff)
        return 'utf-16be';
    return null;
}
function isUtf16Bom(bom) {
    return bom === 'utf-16le' || bom === 'utf-16be';
}
/** More than this share of C0 controls (other than tab, LF, VT, FF, CR) is not text. */
const UTF16_MAX_CONTROL_SHARE = 0.1;
/**
 * Two bytes FF FE are as likely the start of any binary format as a BOM, so the code units
 * after a UTF-16 BOM must look like text: no U+0000 (the NUL rule, per code unit), no
 * unpaired surrogate, no noncharacter U+FFFE/U+FFFF, and few control characters. Random
 * bytes fail the surrogate test within a few hundred units.
 */
function utf16LooksBinary(head, littleEndian) {
    const end = Math.min(head.length, BINARY_SNIFF_BYTES) & ~1;
    const unit = (i) => (littleEndian ? head[i] | (head[i + 1] << 8) : (head[i] << 8) | head[i + 1]);
    let units = 0;
    let controls = 0;
    for (let i = 2; i < end; i += 2) {
        const u = unit(i);
        units++;
        if (u === 0 || u === 0xfffe || u === 0xffff)
            return true;
        if (u < 0x20) {
            if (u < 0x09 || u > 0x0d)
                controls++;
        }
        else if (u >= 0xd800 && u <= 0xdbff) {
            // A high surrogate at the end of the window may be paired past it: no evidence either way.
            if (i + 2 >= end)
                break;
            const next = unit(i + 2);
            if (next < 0xdc00 || next > 0xdfff)
                return true;
            i += 2;
            units++;
        }
        else if (u >= 0xdc00 && u <= 0xdfff) {
            return true;
        }
    }
    return controls > units * UTF16_MAX_CONTROL_SHARE;
}
function looksBinary(head) {
    const bom = detectBom(head);
    if (bom === 'utf-32le' || bom === 'utf-32be')
        return true;
    if (isUtf16Bom(bom))
        return utf16LooksBinary(head, bom === 'utf-16le');
    const n = Math.min(head.length, BINARY_SNIFF_BYTES);
    return head.subarray(0, n).indexOf(0) !== -1;
}
const utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
function countReplacements(s) {
    let n = 0;
    for (let i = s.indexOf('\ufffd'); i !== -1; i = s.indexOf('\ufffd', i + 1))
        n++;
    return n;
}
const REPLACEMENT_UTF8 = Buffer.from([0xef, 0xbf, 0xbd]);
function countOccurrences(haystack, needle) {
    let n = 0;
    for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length))
        n++;
    return n;
}
// Without the u flag a regex sees code units, so this finds exactly the unpaired surrogates.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * Decodes bytes that `looksBinary` accepted (so never UTF-32; bytes with a UTF-32 BOM are read
 * as if they had none). `bomKnown` is the file's BOM when `bytes` is a window from the middle
 * of the file (then the window holds no BOM of its own).
 */
function decodeBytes(bytes, bomKnown) {
    const bom = bomKnown === undefined ? detectBom(bytes) : bomKnown;
    const skip = bomKnown === undefined ? (bom === 'utf-8' ? 3 : isUtf16Bom(bom) ? 2 : 0) : 0;
    const body = bytes.subarray(skip);
    if (isUtf16Bom(bom)) {
        let even = body.subarray(0, body.length - (body.length % 2));
        if (bom === 'utf-16be') {
            even = Buffer.from(even);
            even.swap16();
        }
        // Buffer's decoder keeps lone surrogates, so they can be counted apart from any U+FFFD
        // the file really holds, and then replaced as TextDecoder would.
        const raw = even.toString('utf16le');
        let bad = 0;
        const text = raw.replace(LONE_SURROGATE, () => {
            bad++;
            return '\ufffd';
        });
        return { text, encoding: bom, issue: bad ? `${bad} undecodable UTF-16 sequence${bad === 1 ? '' : 's'} replaced with U+FFFD` : null };
    }
    // isUtf8 and toString are native and several times faster than a fatal TextDecoder.
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(body))
        return { text: body.toString('utf8'), encoding: 'utf-8', issue: null };
    const lossy = utf8Lossy.decode(body);
    // Any well-formed multi-byte character means the file is UTF-8 with a few bad bytes;
    // none at all means a single-byte legacy encoding, read as Latin-1 (every byte decodes).
    if (/[\u0080-\ufffc\ufffe-\uffff]/.test(lossy)) {
        // A U+FFFD the file really holds (EF BF BD) is text, not an undecodable sequence.
        const bad = countReplacements(lossy) - countOccurrences(body, REPLACEMENT_UTF8);
        return { text: lossy, encoding: 'utf-8', issue: `${bad} undecodable byte sequence${bad === 1 ? '' : 's'} replaced with U+FFFD` };
    }
    return { text: body.toString('latin1'), encoding: 'latin-1', issue: 'not valid UTF-8; decoded as Latin-1' };
}
/** How many bytes the UTF-8 character led by `lead` takes by its lead byte alone (0 when `lead` cannot start one). */
function utf8SequenceLength(lead) {
    return lead < 0x80 ? 1 : lead >= 0xf8 ? 0 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
}
/**
 * The length of `bytes` without a UTF-8 sequence cut off at its end (at most 3 bytes dropped),
 * for cutting text at a byte cap. Bytes that are not UTF-8 at all are left alone.
 */
function completeUtf8Length(bytes) {
    const n = bytes.length;
    let k = n - 1;
    while (k >= 0 && n - k <= 4 && (bytes[k] & 0xc0) === 0x80)
        k--;
    if (k < 0 || n - k > 4)
        return n;
    const need = utf8SequenceLength(bytes[k]);
    return need > 0 && n - k < need ? k : n;
}
/**
 * The length of the well-formed UTF-8 sequence at `i` (Unicode Table 3-7: no overlong forms,
 * surrogates or code points past U+10FFFF), or 0 when the bytes at `i` do not start one.
 */
function wellFormedUtf8Length(b, i) {
    const c = b[i];
    if (c < 0x80)
        return 1;
    let n;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf)
        n = 2;
    else if (c >= 0xe0 && c <= 0xef) {
        n = 3;
        if (c === 0xe0)
            lo = 0xa0;
        else if (c === 0xed)
            hi = 0x9f;
    }
    else if (c >= 0xf0 && c <= 0xf4) {
        n = 4;
        if (c === 0xf0)
            lo = 0x90;
        else if (c === 0xf4)
            hi = 0x8f;
    }
    else
        return 0;
    if (i + n > b.length || b[i + 1] < lo || b[i + 1] > hi)
        return 0;
    for (let k = 2; k < n; k++)
        if ((b[i + k] & 0xc0) !== 0x80)
            return 0;
    return n;
}
/**
 * A file name's bytes as text for reports: UTF-8 as is; a byte that is not part of a valid
 * UTF-8 sequence (a Latin-1 name from an old archive) as `\xNN`, so the name stays readable and
 * two names never show the same (U+FFFD would merge them and hide which file it was).
 */
function showName(bytes) {
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        return bytes.toString('utf8');
    let out = '';
    let start = 0;
    let i = 0;
    while (i < bytes.length) {
        const n = wellFormedUtf8Length(bytes, i);
        if (n > 0) {
            i += n;
            continue;
        }
        out += `${bytes.toString('utf8', start, i)}\\x${bytes[i].toString(16).padStart(2, '0')}`;
        i++;
        start = i;
    }
    return out + bytes.toString('utf8', start, i);
}


/***/ })

};
