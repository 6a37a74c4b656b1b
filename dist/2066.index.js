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
 * like a credential. Redaction errs toward hiding: `-p 8080` loses its port in the log.
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
/** A flag whose next argument is a secret: `--password x`, `--token x`, `-p x` (mysql's password; a port elsewhere, hidden anyway). */
function secretFlag(arg) {
    const m = FLAG.exec(arg);
    return !!m && (m[1] === 'p' || isSecretName(m[1]));
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
/** An argument list: each string redacted, and the argument after a secret flag hidden. */
function redactList(list) {
    const out = list.map((v) => redact(v));
    for (let i = 0; i + 1 < list.length; i++) {
        const flag = list[i];
        const next = list[i + 1];
        if (typeof flag !== 'string' || typeof next !== 'string' || next === '')
            continue;
        if (secretFlag(flag))
            out[i + 1] = REDACTED;
        else if (USER_FLAG.test(flag) && next.includes(':'))
            out[i + 1] = `${String(out[i + 1]).slice(0, next.indexOf(':'))}:${REDACTED}`;
    }
    return out;
}
/** A copy of a tool's inputs safe to log: secret-named keys, secret flags' values and secret-shaped strings are replaced. */
function redact(value, key = '') {
    if (key && isSecretName(key) && value !== null && value !== undefined && value !== '')
        return REDACTED;
    if (typeof value === 'string')
        return redactText(value);
    if (Array.isArray(value))
        return redactList(value);
    if (typeof value === 'object' && value !== null)
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, k)]));
    return value;
}
/** The scalar values held under secret-named keys (and after secret flags), for scrubbing a message that may quote them. */
function secretValues(value, key = '', found = []) {
    if (key && isSecretName(key) && (typeof value === 'string' || typeof value === 'number')) {
        found.push(String(value));
        return found;
    }
    if (Array.isArray(value)) {
        value.forEach((v, i) => {
            if (key && isSecretName(key))
                secretValues(v, key, found);
            else if (i > 0 && typeof value[i - 1] === 'string' && secretFlag(value[i - 1]) && typeof v === 'string')
                found.push(v);
            else
                secretValues(v, '', found);
        });
    }
    else if (typeof value === 'object' && value !== null) {
        for (const [k, v] of Object.entries(value))
            secretValues(v, k, found);
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
