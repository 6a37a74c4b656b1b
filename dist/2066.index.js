export const id = 2066;
export const ids = [2066];
export const modules = {

/***/ 2066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AuditLog: () => (/* binding */ AuditLog)
});

// UNUSED EXPORTS: auditLine

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/redact-url.ts
var redact_url = __webpack_require__(146);
// EXTERNAL MODULE: ./src/secrets/credential-content.ts
var credential_content = __webpack_require__(596);
;// CONCATENATED MODULE: ./src/capability/redact.ts


/**
 * What the audit log must never hold (spec §9.4: inputs redacted where needed): the values of
 * secret-named keys, flags, headers and variables, URL user information, and strings shaped
 * like a credential. Redaction errs toward hiding: `-p 8080` loses its port in the log unless the
 * program is one known to use `-p` for something other than a password (`ssh -p 2222`, `ls -p`).
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
const every = (names, o) => Object.fromEntries(names.map((n) => [n, o]));
/**
 * What the short options that take a password are, by program (basename, lowercase, no .exe).
 * A program listed with none uses `-p` for something else (a port, a flag, a PID, a path), so
 * the value after it is shown. For a program not listed, the value after `-p` is hidden anyway:
 * too many programs read it as a password (docker login, mongo, sshpass) to show it unasked.
 */
const PASSWORD_OPTIONS = {
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
    ...every([
        'ssh', 'scp', 'sftp', 'slogin', 'autossh', 'psql', 'pg_dump', 'pg_dumpall', 'pg_restore', 'pg_basebackup', 'pg_isready', 'createdb', 'dropdb', 'createuser', 'dropuser', 'vacuumdb', 'reindexdb', 'clusterdb',
        'ls', 'mkdir', 'cp', 'mv', 'rsync', 'tar', 'install', 'patch', 'git', 'diff', 'nc', 'ncat', 'netcat', 'ps', 'pgrep', 'pkill', 'top', 'lsof', 'strace', 'ltrace', 'gdb', 'perf', 'kill', 'renice', 'taskset', 'prlimit',
        'xargs', 'ping', 'mktemp', 'npm', 'npx', 'node', 'http-server',
    ], { options: [] }),
};
/** The PASSWORD_OPTIONS entry of a program as written (`/usr/bin/mysql`, `MYSQL.EXE`), if any. */
function passwordOptions(program) {
    const name = program.replace(/^.*[/\\]/, '').toLowerCase().replace(/\.exe$/, '');
    return Object.hasOwn(PASSWORD_OPTIONS, name) ? PASSWORD_OPTIONS[name] : undefined;
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
        const named = passwordOptions(word);
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
        if (secretFlag(arg) || options.has(arg) || (unknownProgram && arg === '-p')) {
            if (typeof next === 'string' && next !== '') {
                found.push({ index: i + 1, secret: next, shown: REDACTED });
                hidden = i + 1;
            }
            continue;
        }
        if (i === hidden)
            continue;
        const short = /^-[A-Za-z]/.test(arg) ? arg.slice(0, 2) : '';
        if (arg.length > 2 && (options.has(short) || attached.has(short)))
            found.push({ index: i, secret: arg.slice(2), shown: `${short}${REDACTED}` });
    }
    return found;
}
/** A flag whose next argument is `user:password` (curl -u, --user). */
const USER_FLAG = /^(-u|--user|--proxy-user)$/;
/** `NAME=value` or `--name=value` as a whole argument (the value may hold spaces). */
const WHOLE_ASSIGNMENT = /^(-{0,2}([A-Za-z_][A-Za-z0-9_.-]*))=[\s\S]*$/;
/** `NAME=value` inside a longer text: the value runs to whitespace, or is quoted. */
const ASSIGNMENT = /(^|[\s;&|(`'"?])(-{0,2}([A-Za-z_][A-Za-z0-9_.-]*))=("[^"]*"|'[^']*'|[^\s'"]+)/g;
/** `Name: value` on a line of its own (an HTTP header such as `Authorization: token …`). */
const HEADER = /^([ \t]*)([A-Za-z][A-Za-z0-9_-]*)([ \t]*:[ \t]*)(\S.*)$/gm;
/** A string with its secrets replaced: a credential-shaped string wholly, else the secret parts. */
function redactText(text) {
    if ((0,credential_content/* findCredentialMarker */.$)(text) || SECRET_VALUE_EXTRA.some((re) => re.test(text)))
        return REDACTED;
    let s = (0,redact_url/* redactUrlCredentials */.d)(text);
    const whole = WHOLE_ASSIGNMENT.exec(s);
    if (whole && isSecretName(whole[2]))
        return `${whole[1]}=${REDACTED}`;
    s = s.replace(ASSIGNMENT, (all, lead, flag, name) => (isSecretName(name) ? `${lead}${flag}=${REDACTED}` : all));
    s = s.replace(HEADER, (all, indent, name, colon) => (isSecretName(name) ? `${indent}${name}${colon}${REDACTED}` : all));
    return s;
}
/** An argument list: each string redacted, and the secrets flags say are there hidden (see flagSecrets). */
function redactList(list, command) {
    const out = list.map((v) => redact(v));
    const flagged = new Set();
    for (const { index, shown } of flagSecrets(list, command)) {
        out[index] = shown;
        flagged.add(index);
    }
    for (let i = 0; i + 1 < list.length; i++) {
        const flag = list[i];
        const next = list[i + 1];
        if (typeof flag !== 'string' || typeof next !== 'string' || next === '' || flagged.has(i + 1))
            continue;
        if (USER_FLAG.test(flag) && next.includes(':'))
            out[i + 1] = `${String(out[i + 1]).slice(0, next.indexOf(':'))}:${REDACTED}`;
    }
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
/** The scalar values held under secret-named keys (and after secret flags), for scrubbing a message that may quote them. */
function secretValues(value, key = '', found = [], command) {
    if (key && isSecretName(key) && (typeof value === 'string' || typeof value === 'number')) {
        found.push(String(value));
        return found;
    }
    if (Array.isArray(value)) {
        const flagged = new Map(flagSecrets(value, command).map((f) => [f.index, f.secret]));
        value.forEach((v, i) => {
            if (key && isSecretName(key))
                secretValues(v, key, found);
            else if (flagged.has(i))
                found.push(flagged.get(i));
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

;// CONCATENATED MODULE: ./src/capability/audit.ts



/** The line for a record: inputs redacted, and an error message scrubbed of the secrets it may quote. */
function auditLine(record) {
    const out = { ...record, inputs: redact(record.inputs) };
    if (record.error)
        out.error = { code: record.error.code, message: redactMessage(record.error.message, record.inputs) };
    return `${JSON.stringify(out)}\n`;
}
/**
 * The audit log (§9.4): JSON lines appended (never rewritten) with O_APPEND, created with mode
 * 0600. Each write opens the file anew, so a log whose folder vanished and came back recovers;
 * writes are queued so lines from concurrent calls never interleave, and one failed write does
 * not fail the ones after it. A command run by a pack tool runs as the same user and can still
 * write this file: the log is a record, not a tamper-proof one.
 */
class AuditLog {
    file;
    queue = Promise.resolve();
    constructor(file) {
        this.file = file;
    }
    /** Opens the file for appending (creating it, mode 0600) and closes it: throws when the log cannot be written. */
    static async check(file) {
        const fh = await (0,promises_.open)(file, 'a', 0o600);
        await fh.close();
    }
    write(record) {
        if (!this.file)
            return Promise.resolve();
        const line = auditLine(record);
        const file = this.file;
        const written = this.queue.then(async () => {
            const fh = await (0,promises_.open)(file, 'a', 0o600);
            try {
                await fh.write(line);
            }
            finally {
                await fh.close();
            }
        });
        this.queue = written.catch(() => undefined);
        return written;
    }
    /** For an exiting process, where nothing asynchronous runs any more: appends at once. */
    writeSync(record) {
        if (!this.file)
            return;
        (0,external_node_fs_.appendFileSync)(this.file, auditLine(record), { flag: 'a', mode: 0o600 });
    }
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


/***/ })

};
