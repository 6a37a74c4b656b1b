#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 339:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ak: () => (/* binding */ guardStandardStreams),
/* harmony export */   d5: () => (/* binding */ addExitHook)
/* harmony export */ });
/* unused harmony export runExitHooks */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4296);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4751);


const exitHooks = new Set();
let exitListener = false;
/**
 * Registers a hook run (synchronously, once) when the process exits: on a normal exit, on
 * process.exit() from anywhere (guardStandardStreams' own exit included), and on a signal
 * whose handler calls process.exit(). Only synchronous work can happen then (a kill, a
 * writeSync). Returns a function that unregisters the hook.
 */
function addExitHook(hook) {
    exitHooks.add(hook);
    if (!exitListener) {
        exitListener = true;
        process.on('exit', runExitHooks);
    }
    return () => {
        exitHooks.delete(hook);
    };
}
/** Runs every registered exit hook once (each is removed before it runs); a hook that throws does not stop the others. */
function runExitHooks() {
    for (const hook of [...exitHooks]) {
        exitHooks.delete(hook);
        try {
            hook();
        }
        catch {
            // Exiting anyway: nothing left to report to.
        }
    }
}
/**
 * Without a listener, a failed write to standard output (`packwright … | head` closing the
 * pipe, `> /dev/full`) ends in Node's "Unhandled 'error' event" stack trace and exit 1, which
 * reads as "findings". Output that cannot be delivered is a failed run: exit 2, with one line
 * on stderr, except for a reader that went away on purpose (EPIPE), where a line would be noise.
 * Exit hooks (addExitHook) run before the exit.
 */
function guardStandardStreams(program, streams = process, exit = (code) => process.exit(code)) {
    streams.stdout.on('error', (err) => {
        if (err.code !== 'EPIPE') {
            try {
                streams.stderr.write(`${program}: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeFsError */ .TQ)(err, 'standard output')}\n`);
            }
            catch {
                // stderr is gone too: the exit code is all that is left.
            }
        }
        runExitHooks();
        exit(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_USAGE */ .Ri);
    });
    streams.stderr.on('error', () => {
        runExitHooks();
        exit(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_USAGE */ .Ri);
    });
}


/***/ }),

/***/ 2957:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Yq: () => (/* binding */ choice),
/* harmony export */   iW: () => (/* binding */ main)
/* harmony export */ });
/* unused harmony exports parseCommandArgs, commandHelp */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(311);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4296);
/* harmony import */ var _core_redact_url_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(146);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6296);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(4751);






const PROGRAM = 'packwright';
/**
 * The CLI's single boundary: every PackwrightError becomes one line on stderr and its exit
 * code; anything else is an internal error, with a stack only under --verbose. Every line
 * written here has a URL's user information masked (core/redact-url): an error may quote a
 * URL from input (a pack import, a flag's value), and only some streams mask it themselves.
 * The registry is passed in (not imported) so the `sp` bundle does not carry packwright's commands.
 */
async function main(argv, io, registry, program = PROGRAM) {
    const verbose = argv.includes('--verbose');
    try {
        return await dispatch(argv, io, registry, program, verbose);
    }
    catch (err) {
        const write = (line) => io.stderr.write(`${(0,_core_redact_url_js__WEBPACK_IMPORTED_MODULE_3__/* .redactUrlCredentials */ .d)(line)}\n`);
        if (err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PackwrightError */ .hk) {
            // One line whatever the message quotes (an argument with a newline, say); the stack is a block.
            write(`${program}: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeControlCharacters */ .F7)(err.message)}`);
            if (err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb)
                write(`Run '${program} --help' for usage.`);
            if (verbose && err.stack)
                write(err.stack);
            return err.exitCode;
        }
        write(`${program}: internal error: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeControlCharacters */ .F7)(err?.message ?? String(err))}`);
        if (verbose && err?.stack)
            write(err.stack);
        return _types_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_USAGE */ .Ri;
    }
}
async function dispatch(argv, io, registry, program, verbose) {
    const words = argv.filter((a) => a !== '--verbose');
    if (words[0] === '--version' || words[0] === '-V') {
        io.stdout.write(`${_version_js__WEBPACK_IMPORTED_MODULE_5__/* .VERSION */ .x}\n`);
        return _types_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
    }
    const entry = findCommand(words, registry);
    if (!entry) {
        if (words.length === 0 || words[0] === '--help' || words[0] === '-h' || words[0] === 'help') {
            io.stdout.write(topHelp(registry, program));
            return words.length === 0 ? _types_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_USAGE */ .Ri : _types_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
        }
        const group = registry.filter((c) => c.name.startsWith(`${words[0]} `));
        if (group.length > 0) {
            const sub = words[1];
            if (sub === undefined || sub === '--help' || sub === '-h') {
                io.stdout.write(topHelp(group, program));
                return sub === undefined ? _types_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_USAGE */ .Ri : _types_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
            }
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`unknown command '${words[0]} ${sub}'`);
        }
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`unknown command '${words[0]}'`);
    }
    const rest = words.slice(entry.name.split(' ').length);
    const mod = await entry.load();
    if (rest.includes('--help') || rest.includes('-h')) {
        io.stdout.write(commandHelp(mod.meta, program));
        return _types_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
    }
    const { values, positionals } = parseCommandArgs(mod.meta, rest);
    return mod.run({ ...io, values, positionals, verbose });
}
function findCommand(words, registry) {
    let best;
    for (const c of registry) {
        const parts = c.name.split(' ');
        if (parts.every((p, i) => words[i] === p) && (!best || parts.length > best.name.split(' ').length))
            best = c;
    }
    return best;
}
function parseCommandArgs(meta, args) {
    const options = Object.fromEntries(Object.entries(meta.options).map(([name, spec]) => {
        const { description: _d, valueName: _v, ...rest } = spec;
        return [name, rest];
    }));
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, options, allowPositionals: true, strict: true });
    }
    catch (err) {
        // Node's messages name the flag; keep the first sentence only, so the error stays one line.
        const message = String(err.message);
        const dashed = /use '(--[^=']+)=-XYZ'/.exec(message);
        const hint = dashed ? ` (a value that starts with "-" is written ${dashed[1]}=VALUE)` : '';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${meta.name}: ${message.split(/\.\s/)[0].replace(/\.$/, '')}${hint}`);
    }
    const n = parsed.positionals.length;
    if (meta.minPositionals !== undefined && n < meta.minPositionals)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${meta.name}: expected ${meta.positionals}`);
    if (meta.maxPositionals !== undefined && n > meta.maxPositionals)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${meta.name}: unexpected argument '${parsed.positionals[meta.maxPositionals]}'`);
    return { values: parsed.values, positionals: parsed.positionals };
}
function topHelp(registry, program) {
    const width = Math.max(...registry.map((c) => c.name.length));
    const lines = registry.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
    return `Usage: ${program} <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nOptions:\n  --help, -h     show help (also after any command)\n  --version, -V  print the version\n  --verbose      show stack traces on errors\n\nExit codes: 0 clean, 1 findings, 2 usage or I/O error.\n`;
}
function commandHelp(meta, program) {
    const opts = Object.entries(meta.options).map(([name, spec]) => {
        const flag = `--${name}${spec.short ? `, -${spec.short}` : ''}${spec.type === 'string' ? ` ${spec.valueName ?? 'VALUE'}` : ''}`;
        return [flag, `${spec.description}${spec.multiple ? ' (repeatable)' : ''}`];
    });
    const width = Math.max(10, ...opts.map(([f]) => f.length));
    const optLines = opts.map(([f, d]) => `  ${f.padEnd(width)}  ${d}`).join('\n');
    return `Usage: ${program} ${meta.name}${meta.positionals ? ` ${meta.positionals}` : ''}${opts.length ? ' [options]' : ''}\n\n${meta.summary}\n${meta.details ? `\n${meta.details.trim()}\n` : ''}${opts.length ? `\nOptions:\n${optLines}\n` : ''}`;
}
/** Reads a string option that must be one of `choices`. */
function choice(ctx, name, choices, fallback) {
    const v = ctx.values[name];
    if (v === undefined)
        return fallback;
    if (typeof v !== 'string' || !choices.includes(v))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${name} must be one of ${choices.join(', ')}, not '${String(v)}'`);
    return v;
}


/***/ }),

/***/ 4751:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ij: () => (/* binding */ EXIT_OK),
/* harmony export */   Ri: () => (/* binding */ EXIT_USAGE),
/* harmony export */   cB: () => (/* binding */ EXIT_FINDINGS)
/* harmony export */ });
const EXIT_OK = 0;
const EXIT_FINDINGS = 1;
const EXIT_USAGE = 2;


/***/ }),

/***/ 4296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   TQ: () => (/* binding */ describeFsError),
/* harmony export */   cs: () => (/* binding */ IntegrityError),
/* harmony export */   dA: () => (/* binding */ IoError),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   hk: () => (/* binding */ PackwrightError),
/* harmony export */   k0: () => (/* binding */ UnsafePathError),
/* harmony export */   oC: () => (/* binding */ InvalidInputError)
/* harmony export */ });
/**
 * Small error classes, caught at exactly one boundary per front-end (the CLI's main, the
 * action glue). Each carries the exit code the CLI maps it to, so no front-end needs a table.
 */
class PackwrightError extends Error {
    exitCode = 2;
    constructor(message) {
        super(message);
        this.name = new.target.name;
    }
}
/** The call's words are wrong: unknown flag, missing argument, bad value. */
class UsageError extends PackwrightError {
}
/** Input that cannot be read or parsed at all (as opposed to a finding inside it). */
class InvalidInputError extends PackwrightError {
}
/**
 * A path from input that escapes its root, or is absolute, or goes through `..`. One thrown by
 * resolveContained carries its `reason`, and for a dangling symlink (reason `dangling_symlink`,
 * or `symlink_outside` when it would lead outside) the link's absolute path as `link`.
 */
class UnsafePathError extends PackwrightError {
    reason;
    link;
    constructor(message, details = {}) {
        super(message);
        if (details.reason)
            this.reason = details.reason;
        if (details.link)
            this.link = details.link;
    }
}
/** Reading or writing the filesystem failed. */
class IoError extends PackwrightError {
}
/** Content that does not match its recorded hash or signature: a finding, so exit 1. */
class IntegrityError extends PackwrightError {
    exitCode = 1;
}
/** Turns a Node system error into one line that names the file. */
function describeFsError(err, file) {
    const code = err?.code;
    switch (code) {
        case 'ENOENT': return `${file}: no such file or directory`;
        case 'EACCES':
        case 'EPERM': return `${file}: permission denied`;
        case 'EISDIR': return `${file}: is a directory`;
        case 'ENOTDIR': return `${file}: not a directory`;
        case 'ELOOP': return `${file}: too many levels of symbolic links`;
        case 'ENOSPC': return `${file}: no space left on device`;
        case 'ENAMETOOLONG': return `${file}: path too long for the file system`;
        case 'EROFS': return `${file}: read-only file system`;
        case 'EMFILE':
        case 'ENFILE': return `${file}: too many open files`;
        default: return `${file}: ${err?.message ?? String(err)}`;
    }
}


/***/ }),

/***/ 146:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ redactUrlCredentials)
/* harmony export */ });
/**
 * A URL's user information (`https://user:token@host/…`, `https://token@host/…`) replaced by
 * `***`, wherever it appears in a text: a pack import written with a token in its URL must
 * not put the token in a terminal or a CI log. The host and path stay, so the text still
 * says which repository.
 */
const USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@'"`<>]+@/gi;
function redactUrlCredentials(text) {
    return text.includes('@') ? text.replace(USERINFO, '$1***@') : text;
}


/***/ }),

/***/ 6296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F7: () => (/* binding */ escapeControlCharacters),
/* harmony export */   Fd: () => (/* binding */ hasControlCharacter),
/* harmony export */   JJ: () => (/* binding */ shownValue),
/* harmony export */   P8: () => (/* binding */ showPath),
/* harmony export */   Ud: () => (/* binding */ jsonEscaped),
/* harmony export */   kd: () => (/* binding */ quoteEscaped)
/* harmony export */ });
/* unused harmony export needsEscape */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;
/**
 * What a message writes as an escape: control characters, and the characters that reorder or
 * break a line without being seen (bidi marks, embeddings, overrides and isolates; the line and
 * paragraph separators), with which a name such as `report\u202Etxt.exe` reads as another on
 * the terminal or in a CI log. Not the zero-width joiner: emoji sequences use it.
 */
const ESCAPED_CLASS = '\\x00-\\x1f\\x7f-\\x9f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069';
const ESCAPED = new RegExp(`[${ESCAPED_CLASS}]`, 'g');
const HAS_ESCAPED = new RegExp(`[${ESCAPED_CLASS}]`);
/** Git quotes a path with a quote or backslash too. */
const NEEDS_QUOTES = new RegExp(`[${ESCAPED_CLASS}"\\\\]`);
const unicodeEscape = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
/**
 * Whether a name holds a control character (C0, DEL or C1): printed raw, a newline splits a
 * message line and CR or ESC can overwrite what the terminal shows.
 */
function hasControlCharacter(s) {
    return CONTROL.test(s);
}
/** Whether a message must escape `s` (see ESCAPED): a control character, or a bidi or line-breaking one. */
function needsEscape(s) {
    return HAS_ESCAPED.test(s);
}
/** A JSON string literal of `s` with every control (and bidi) character escaped (JSON.stringify leaves DEL, C1 and U+2028 raw). */
function quoteEscaped(s) {
    return jsonEscaped(s);
}
/** Any value as JSON for a message (a config value), every control character escaped as quoteEscaped escapes a string's. */
function jsonEscaped(value) {
    return String(JSON.stringify(value) ?? value).replace(ESCAPED, unicodeEscape);
}
/**
 * `s` with each control character written as an escape (`\n`, `\t`, `\u001b`), the rest as
 * is: for a message that quotes what a user typed, so it stays one line on the terminal.
 */
function escapeControlCharacters(s) {
    const named = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return s.replace(ESCAPED, (c) => named[c] ?? unicodeEscape(c));
}
/** A value from the environment or the command line for a one-line message: quoted, and escaped when it holds a control character. */
function shownValue(v) {
    return needsEscape(v) ? quoteEscaped(v) : `'${v}'`;
}
/** A path for a message: as is, or double-quoted with escapes when it holds control or bidi characters or quotes (as git quotes them). */
function showPath(p) {
    return NEEDS_QUOTES.test(p) ? quoteEscaped(p) : p;
}


/***/ }),

/***/ 4976:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HU: () => (/* binding */ setWorkerEntry),
/* harmony export */   Mo: () => (/* binding */ workerCount),
/* harmony export */   xA: () => (/* binding */ workerEntry)
/* harmony export */ });
/**
 * The script a worker thread runs. The bin entry registers itself here and, started as a
 * worker, serves the task named in `workerData.task`. Unset (tests, library use), work stays
 * on the calling thread: same results, no parallelism.
 */
let entry = null;
function setWorkerEntry(file) {
    entry = file;
}
function workerEntry() {
    return entry;
}
/**
 * Extra threads to use: `PACKWRIGHT_WORKERS` when set (0 turns them off), else two fewer than
 * the machine's processors, at most `cap`. V8's own background threads (garbage collection,
 * optimizing compiler) already keep a second processor busy: on a 2-processor machine a
 * worker measured no faster than none (0.91–0.98 s against 0.91–0.93 s on 10,385 files).
 */
function workerCount(env, processors, cap) {
    const set = env.PACKWRIGHT_WORKERS;
    if (set !== undefined && /^\d+$/.test(set.trim()))
        return Math.min(Number(set), 16);
    return Math.max(0, Math.min(processors - 2, cap));
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept equal to package.json's version (a unit test checks); a constant so `--version` reads no file. */
const VERSION = '0.1.0';


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 5881:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		8792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __nccwpck_require__(5919);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(3136);
// EXTERNAL MODULE: ./src/cli/main.ts
var main = __nccwpck_require__(2957);
;// CONCATENATED MODULE: ./src/cli/commands.ts
/**
 * The one registry of CLI commands. Summaries are repeated here (not read from the modules)
 * so `--help` lists every command without loading any of them.
 */
const commands = [
    { name: 'validate', summary: 'check packs of every kind: context packs, skills, skill packs, .ctxpkg, capability packs', load: () => Promise.all(/* import() */[__nccwpck_require__.e(4489), __nccwpck_require__.e(2575), __nccwpck_require__.e(6107)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2575)) },
    { name: 'discover', summary: 'list the targets validate would check', load: () => __nccwpck_require__.e(/* import() */ 934).then(__nccwpck_require__.bind(__nccwpck_require__, 934)) },
    { name: 'context-pack rehash', summary: 'recompute the sha256 of every file listed in a context pack\'s pack.json', load: () => Promise.all(/* import() */[__nccwpck_require__.e(8815), __nccwpck_require__.e(2463), __nccwpck_require__.e(9482), __nccwpck_require__.e(6455), __nccwpck_require__.e(4123), __nccwpck_require__.e(6670)]).then(__nccwpck_require__.bind(__nccwpck_require__, 990)) },
    { name: 'capability metadata', summary: 'print the metadata block and bootstrap instruction for capability packs (for a system prompt)', load: () => Promise.all(/* import() */[__nccwpck_require__.e(8815), __nccwpck_require__.e(2463), __nccwpck_require__.e(9482), __nccwpck_require__.e(8871), __nccwpck_require__.e(7084), __nccwpck_require__.e(6455), __nccwpck_require__.e(1033), __nccwpck_require__.e(5576), __nccwpck_require__.e(3917), __nccwpck_require__.e(5856), __nccwpck_require__.e(5945)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3085)) },
    { name: 'mcp', summary: 'serve capability packs and context packs to an MCP client over stdio', load: () => Promise.all(/* import() */[__nccwpck_require__.e(4489), __nccwpck_require__.e(6613)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6613)) },
    { name: 'ctxpkg create', summary: 'build a .ctxpkg from a folder of layer files', load: () => Promise.all(/* import() */[__nccwpck_require__.e(8815), __nccwpck_require__.e(7564), __nccwpck_require__.e(3459), __nccwpck_require__.e(9145)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9145)) },
    { name: 'ctxpkg verify', summary: 'verify .ctxpkg files: structure, content hash, package hash, signature', load: () => Promise.all(/* import() */[__nccwpck_require__.e(7564), __nccwpck_require__.e(2625), __nccwpck_require__.e(3400)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3400)) },
    { name: 'ctxpkg sign', summary: 'sign a .ctxpkg with Ed25519', load: () => Promise.all(/* import() */[__nccwpck_require__.e(8815), __nccwpck_require__.e(7564), __nccwpck_require__.e(2625), __nccwpck_require__.e(3459), __nccwpck_require__.e(8356)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8356)) },
    { name: 'ctxpkg keygen', summary: 'create an Ed25519 signing key and print its public key', load: () => __nccwpck_require__.e(/* import() */ 4510).then(__nccwpck_require__.bind(__nccwpck_require__, 4510)) },
    { name: 'ctxpkg envelope', summary: 'wrap a .ctxpkg in an HMAC-SHA256 transport envelope', load: () => Promise.all(/* import() */[__nccwpck_require__.e(7564), __nccwpck_require__.e(2625), __nccwpck_require__.e(8177)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8177)) },
    { name: 'ctxpkg open', summary: 'check an envelope\'s HMAC and the package inside', load: () => Promise.all(/* import() */[__nccwpck_require__.e(7564), __nccwpck_require__.e(2625), __nccwpck_require__.e(541)]).then(__nccwpck_require__.bind(__nccwpck_require__, 541)) },
    { name: 'ctxpkg inspect', summary: 'show a .ctxpkg\'s layers, counts, signer and sizes', load: () => Promise.all(/* import() */[__nccwpck_require__.e(7564), __nccwpck_require__.e(2625), __nccwpck_require__.e(8289)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8289)) },
    { name: 'snapshot', summary: 'scan a repository into a ProjectSnapshot: files, categories, key files, exclusions and why', load: () => Promise.all(/* import() */[__nccwpck_require__.e(3292), __nccwpck_require__.e(7084), __nccwpck_require__.e(4489), __nccwpck_require__.e(4329), __nccwpck_require__.e(4173), __nccwpck_require__.e(328), __nccwpck_require__.e(2149)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2149)) },
    { name: 'context-pack build', summary: 'build a full or summary context pack of a repository as JSON', load: () => Promise.all(/* import() */[__nccwpck_require__.e(3292), __nccwpck_require__.e(7084), __nccwpck_require__.e(4489), __nccwpck_require__.e(4329), __nccwpck_require__.e(4173), __nccwpck_require__.e(328), __nccwpck_require__.e(2299)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2299)) },
    { name: 'scan', summary: 'check files for credential files and secrets (the commit hook\'s rules, for CI)', load: () => Promise.all(/* import() */[__nccwpck_require__.e(7084), __nccwpck_require__.e(4489), __nccwpck_require__.e(4329), __nccwpck_require__.e(1811), __nccwpck_require__.e(5778)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5778)) },
    { name: 'hook pre-commit', summary: 'check what is staged: credential files, secrets, touched packs; exit 1 blocks the commit', load: () => Promise.all(/* import() */[__nccwpck_require__.e(7084), __nccwpck_require__.e(4489), __nccwpck_require__.e(4329), __nccwpck_require__.e(1811), __nccwpck_require__.e(7258)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7258)) },
    { name: 'hook pre-merge-commit', summary: 'check what a merge brings to the branch, as hook pre-commit; exit 1 blocks the merge', load: () => Promise.all(/* import() */[__nccwpck_require__.e(7084), __nccwpck_require__.e(4489), __nccwpck_require__.e(4329), __nccwpck_require__.e(1811), __nccwpck_require__.e(985)]).then(__nccwpck_require__.bind(__nccwpck_require__, 985)) },
    { name: 'hook pre-push', summary: 'check every commit a push adds for credential files and secrets; exit 1 blocks the push', load: () => Promise.all(/* import() */[__nccwpck_require__.e(7084), __nccwpck_require__.e(4489), __nccwpck_require__.e(4329), __nccwpck_require__.e(1811), __nccwpck_require__.e(8215)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8215)) },
    { name: 'action', summary: 'run a GitHub Action entry (used by the composite actions)', load: () => __nccwpck_require__.e(/* import() */ 6181).then(__nccwpck_require__.bind(__nccwpck_require__, 6181)) },
];

// EXTERNAL MODULE: ./src/core/workers.ts
var workers = __nccwpck_require__(4976);
// EXTERNAL MODULE: ./src/cli/guard-streams.ts
var guard_streams = __nccwpck_require__(339);
;// CONCATENATED MODULE: ./src/index.ts
// The bin entry: only what `--version` and dispatch need is imported here; every command is
// loaded with a dynamic import(), which ncc splits into its own chunk, so start-up stays near `node -e 0`.
// Started as a worker thread (see core/workers.ts), the same file serves the task it is given.






if (external_node_worker_threads_.isMainThread) {
    (0,guard_streams/* guardStandardStreams */.ak)('packwright');
    (0,workers/* setWorkerEntry */.HU)((0,external_node_url_.fileURLToPath)(import.meta.url));
    (0,main/* main */.iW)(process.argv.slice(2), { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr }, commands).then((code) => {
        process.exitCode = code;
    });
}
else if (external_node_worker_threads_.workerData?.task === 'snapshot-inspect') {
    void Promise.all(/* import() */[__nccwpck_require__.e(7084), __nccwpck_require__.e(4173), __nccwpck_require__.e(2949)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5383)).then((m) => m.serveInspections());
}

