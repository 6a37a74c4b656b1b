export const id = 3755;
export const ids = [3755,6296,9312];
export const modules = {

/***/ 1649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ skillMetadataProblems),
/* harmony export */   KM: () => (/* binding */ skillLicenseProblem),
/* harmony export */   XL: () => (/* binding */ suggestSkillName),
/* harmony export */   fd: () => (/* binding */ skillCompatibilityProblem),
/* harmony export */   rs: () => (/* binding */ skillDescriptionProblem),
/* harmony export */   s7: () => (/* binding */ skillAllowedToolsProblem),
/* harmony export */   w9: () => (/* binding */ skillNameProblem),
/* harmony export */   xn: () => (/* binding */ KNOWN_SKILL_KEYS)
/* harmony export */ });
/* unused harmony exports SKILL_NAME_MAX, SKILL_DESCRIPTION_MAX, SKILL_COMPATIBILITY_MAX, notAStringBecause */
/* harmony import */ var _show_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6296);
/**
 * The Agent Skills frontmatter limits (INTEROP.md §2), one copy for every SKILL.md packwright
 * reads: the skill rules and a capability pack's entry doc. Each check returns what is wrong
 * (to follow the key's name in a message) or null. `scalar`, when the caller has it, is how the
 * value was written (what YAML's reading loses), so a "not a string" message can show `1.0`.
 */

const SKILL_NAME_MAX = 64;
const SKILL_DESCRIPTION_MAX = 1024;
const SKILL_COMPATIBILITY_MAX = 500;
const KNOWN_SKILL_KEYS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];
/**
 * Why a frontmatter value that must be a string is not one, worded for the person who wrote it:
 * the text to follow "<key> must be a string". YAML reads unquoted `123`, `1.0`, `true` or
 * `null` as other types; `scalar` (how it was written) lets the message show `1.0`, which the
 * number 1 has lost.
 */
function notAStringBecause(value, scalar = null, what = 'value') {
    if (value === null)
        return `, but YAML read this ${what} as null (empty, ~ or null)`;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
        const read = `the ${typeof value === 'boolean' ? 'boolean' : 'number'} ${String(value)}`;
        if (scalar?.tag)
            return `, but YAML read this ${what} as ${read} (it is tagged ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(scalar.tag)}): remove the tag`;
        if (!scalar)
            return `, but YAML read this unquoted ${what} as ${read}: quote the ${what}`;
        if (!scalar.plain)
            return `, but YAML read this ${what} as ${read}`;
        const fix = `: quote it (${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(scalar.source)})`;
        return scalar.source === String(value) ? `, but YAML read this unquoted ${what} as ${read}${fix}` : `, but YAML read the unquoted ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(scalar.source)} as ${read}${fix}`;
    }
    if (Array.isArray(value))
        return ', not a YAML list (a value starting with "[" or "- " is one: quote it)';
    if (value instanceof Uint8Array)
        return ', but YAML read this value as binary data (it is tagged !!binary): write it as text';
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        return ', not a YAML mapping (a value starting with "{", or an unquoted one holding ": ", is one: quote it)';
    }
    if (value instanceof Set)
        return ', but YAML read this value as a set (it is tagged !!set): write it as text';
    if (value instanceof Map)
        return ', but YAML read this value as an ordered mapping (it is tagged !!omap or !!pairs): write it as text';
    return `, but YAML read this value as ${scalar?.tag ? `a ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(scalar.tag)} value` : `a ${typeof value}`}`;
}
/** `name`: 1–64 of a-z, 0-9 and "-", no leading, trailing or double "-". */
function skillNameProblem(name, scalar = null) {
    if (name === undefined)
        return 'is required and must be a non-empty string';
    if (typeof name !== 'string')
        return `must be a string${notAStringBecause(name, scalar)}`;
    if (name === '')
        return 'must not be empty';
    if (name.length > SKILL_NAME_MAX)
        return `is ${name.length} characters; at most ${SKILL_NAME_MAX}`;
    if (!/^[a-z0-9-]+$/.test(name))
        return 'may contain only lowercase letters a-z, digits and "-"';
    if (name.startsWith('-') || name.endsWith('-'))
        return 'must not start or end with "-"';
    if (name.includes('--'))
        return 'must not contain "--"';
    return null;
}
/** A name that follows skillNameProblem's rules, made from one that does not (`My Pack!` → `my-pack`), or null. */
function suggestSkillName(name) {
    const s = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, SKILL_NAME_MAX).replace(/-+$/, '');
    return s !== '' && s !== name ? s : null;
}
/** `description`: a non-empty string of at most 1024 characters (code points). */
function skillDescriptionProblem(d, scalar = null) {
    if (d === undefined)
        return 'is required and must be a non-empty string';
    if (typeof d !== 'string')
        return `must be a string${notAStringBecause(d, scalar)}`;
    if (d.trim() === '')
        return 'must not be empty: say what the skill does and when to use it';
    const n = [...d].length;
    return n > SKILL_DESCRIPTION_MAX ? `is ${n} characters; at most ${SKILL_DESCRIPTION_MAX}` : null;
}
/** `compatibility`, when present: a non-empty string of at most 500 characters. */
function skillCompatibilityProblem(c, scalar = null) {
    if (typeof c !== 'string')
        return `must be a string${notAStringBecause(c, scalar)}`;
    if (c === '')
        return 'must be a non-empty string';
    const n = [...c].length;
    return n > SKILL_COMPATIBILITY_MAX ? `is ${n} characters; at most ${SKILL_COMPATIBILITY_MAX}` : null;
}
/**
 * `metadata`, when present: string keys to string values. Each problem's message follows
 * "metadata" (`keyIndex`: the entry of `keys` at fault) or "metadata.<key>" (`key`).
 * `keys` are the mapping's keys as written, when the caller has them; `scalar(key)` how a value was written.
 */
function skillMetadataProblems(m, asWritten = {}) {
    if (typeof m !== 'object' || m === null || Array.isArray(m))
        return [{ message: 'must be a mapping of string keys to string values' }];
    const problems = [];
    // The keys as written: YAML reads `1:` or `true:` as a number or a boolean, which the
    // mapping then holds as the string "1" or "true".
    (asWritten.keys ?? []).forEach((k, keyIndex) => {
        if (typeof k.value === 'string')
            return;
        if (k.value === undefined)
            problems.push({ keyIndex, message: 'keys must be strings, not a YAML list or mapping' });
        else
            problems.push({ keyIndex, message: `key ${k.scalar && k.scalar.source !== '' ? (0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(k.scalar.source) : String(k.value)} must be a string${notAStringBecause(k.value, k.scalar, 'key')}` });
    });
    for (const [key, v] of Object.entries(m)) {
        if (typeof v !== 'string')
            problems.push({ key, message: `must be a string${notAStringBecause(v, asWritten.scalar?.(key) ?? null)}` });
    }
    return problems;
}
/** `allowed-tools`, when present: one space-separated string. */
function skillAllowedToolsProblem(v, scalar = null) {
    if (Array.isArray(v))
        return 'must be a space-separated string, not a YAML list (write: allowed-tools: Read Grep)';
    if (typeof v !== 'string')
        return `must be a space-separated string${notAStringBecause(v, scalar)}`;
    if (v.trim() === '')
        return 'must be a non-empty space-separated string';
    return null;
}
/** `license`, when present: a string (a license name, or a license file in the skill). */
function skillLicenseProblem(v, scalar = null) {
    return typeof v === 'string' ? null : `must be a string (a license name such as MIT, or a license file in the skill)${notAStringBecause(v, scalar)}`;
}


/***/ }),

/***/ 408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gE: () => (/* binding */ gitEnv),
  PZ: () => (/* binding */ gitErrorLine),
  oB: () => (/* binding */ gitTopLevel),
  M8: () => (/* binding */ gitWorkTree),
  VJ: () => (/* binding */ headCommitTime),
  EO: () => (/* binding */ runGit)
});

// UNUSED EXPORTS: remoteGitEnv

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/core/process.ts

/** Spawns a program with an argument array (never a shell string) and collects its output. */
function runProgram(command, args, options = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)(command, args, {
            cwd: options.cwd,
            env: options.env ?? process.env,
            stdio: ['pipe', 'pipe', 'pipe'],
            shell: false,
        });
        const out = [];
        const err = [];
        child.stdout.on('data', (b) => out.push(b));
        child.stderr.on('data', (b) => err.push(b));
        let timer;
        if (options.timeoutMs)
            timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
        child.on('error', (e) => {
            if (timer)
                clearTimeout(timer);
            reject(e);
        });
        child.on('close', (code, signal) => {
            if (timer)
                clearTimeout(timer);
            resolve({ code, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.input ?? '');
    });
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/git.ts




/** The environment every git call gets: never prompt for credentials, never page, stable messages. */
function gitEnv(extra = {}) {
    return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C', ...extra };
}
/**
 * What a git call that talks to a remote adds to gitEnv. GIT_TERMINAL_PROMPT covers https
 * only; ssh asks on the terminal itself (unknown host key, key passphrase) and would hang a
 * CI run, so it runs in batch mode unless the user chose their own ssh command. Only remote
 * calls pay for the config lookup: the commit hook's local git calls must start fast.
 */
function remoteGitEnv() {
    const env = process.env;
    return env.GIT_SSH_COMMAND || env.GIT_SSH || hasConfiguredSshCommand(env) ? {} : { GIT_SSH_COMMAND: 'ssh -o BatchMode=yes' };
}
let configuredSsh;
/**
 * Whether the user's git config sets core.sshCommand (an ssh key or wrapper): the env variable
 * would override it, so then ssh is left as configured. Asked once per process.
 */
function hasConfiguredSshCommand(env) {
    if (configuredSsh === undefined) {
        const r = (0,external_node_child_process_.spawnSync)('git', ['config', '--get', 'core.sshCommand'], { cwd: external_node_path_default().parse(process.cwd()).root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
        configuredSsh = r.status === 0 && r.stdout.trim() !== '';
    }
    return configuredSsh;
}
/** Runs `git` with an argument array. Throws IoError with git's own error line(s) on failure (see gitErrorLine). */
async function runGit(args, options) {
    let result;
    try {
        result = await runProgram('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.remote ? { ...remoteGitEnv(), ...options.env } : options.env) });
    }
    catch (err) {
        throw new errors/* IoError */.dA(`git: ${err.code === 'ENOENT' ? 'not found on PATH' : err.message}`);
    }
    if (result.code !== 0 && !options.allowFailure)
        throw new errors/* IoError */.dA(`git ${args[0]}: ${gitErrorLine(result.stderr.toString('utf8'), result.code)}`);
    return result;
}
/** What git says went wrong: `fatal:`/`error:` lines, a push's `! [rejected] … (reason)` lines, the remote's `remote: error:` lines. */
const MEANINGFUL = /^(?:fatal:|error:|usage:|! |remote: (?:error|fatal):)/;
/**
 * The line(s) of git's stderr that say why it failed, for a one-line message. When git's first
 * line is already `fatal:`/`error:`/`usage:` it is that line alone (as always); when it is not
 * (a push starts with `To <url>`, a fetch with progress), the meaningful lines are joined with
 * `; ` (runs of spaces in a ref-status line collapsed), so a rejected push says why it was
 * rejected. Falls back to the first line, then to the exit code.
 */
function gitErrorLine(stderr, code) {
    const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    if (!lines.length)
        return `exit code ${code}`;
    if (/^(?:fatal|error|usage):/.test(lines[0]))
        return lines[0];
    const meaningful = lines.filter((l) => MEANINGFUL.test(l)).map((l) => l.replace(/\s+/g, ' '));
    return meaningful.length ? meaningful.join('; ') : lines[0];
}
/** The top of the work tree containing `cwd`, or null outside a repository (or where git refuses to read it). */
async function gitTopLevel(cwd) {
    const where = await gitWorkTree(cwd);
    return where.kind === 'work-tree' ? where.top : null;
}
/** rev-parse's answers that mean "no work tree here", which a caller may treat as a plain folder. */
const NOT_A_WORK_TREE = /^fatal: (?:not a git repository \(or any |this operation must be run in a work tree)/m;
/**
 * Like gitTopLevel, but tells a folder outside any work tree (or inside a `.git` folder or a bare
 * repository) from one git refuses to read: a repository owned by another user without a
 * `safe.directory` entry, a broken `.git` file, an unreadable `.git`. A caller that would
 * otherwise fall back to a plain folder walk must not do so silently for the latter.
 * `reason` is git's own first line (without `fatal: `), with git's suggested
 * `git config --global --add safe.directory …` when it gives one.
 */
async function gitWorkTree(cwd) {
    const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
    if (r.code === 0)
        return { kind: 'work-tree', top: r.stdout.toString('utf8').replace(/\r?\n$/, '') };
    const stderr = r.stderr.toString('utf8');
    if (NOT_A_WORK_TREE.test(stderr))
        return { kind: 'none' };
    const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    const first = (lines.length ? gitErrorLine(stderr, r.code) : `git rev-parse exited with code ${r.code}`).replace(/^(?:fatal|error): /, '');
    const fix = lines.find((l) => /^git config .*safe\.directory/.test(l));
    return { kind: 'refused', reason: fix ? `${first} (if you trust it: ${fix})` : first };
}
/** Unix seconds of HEAD's commit time, or null (no repo, no commits). */
async function headCommitTime(cwd) {
    const r = await runGit(['log', '-1', '--format=%ct'], { cwd, allowFailure: true });
    const n = Number(r.stdout.toString('utf8').trim());
    return r.code === 0 && Number.isFinite(n) && n > 0 ? n : null;
}


/***/ }),

/***/ 2626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ makeDirs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * `mkdir -p` that always ends. Node 20's `mkdir(…, { recursive: true })` spins forever, at full
 * CPU, when a parent exists but refuses children with ENOENT (any path under /proc or /sys): it
 * retries the parent (EEXIST) and the child (ENOENT) in turn. Here the walk goes up once, to the
 * first folder that exists, then makes each missing folder once, top-down; an error is final.
 * A path that exists and is not a folder fails with ENOTDIR. Synchronous: a command makes a
 * folder or two, where a promise per mkdir would only wait on the thread pool.
 */
function makeDirs(dir) {
    const missing = [];
    for (let at = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir);; at = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at)) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(at);
            break;
        }
        catch (err) {
            const asked = missing.length === 0;
            if (foundExisting(err, at, asked, asked && isFolderSync(at)))
                break;
            missing.unshift(at);
        }
    }
    for (const d of missing) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(d);
        }
        catch (err) {
            if (codeOf(err) !== 'EEXIST')
                throw err;
        }
    }
}
const codeOf = (err) => err?.code;
function isFolderSync(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).isDirectory();
    }
    catch {
        return false;
    }
}
/**
 * After mkdir of `at` failed: true when the walk stops there because it exists (the folder asked
 * for, as a folder; or a parent, whose child then fails with ENOTDIR if it is a file), false to
 * make its parent first (ENOENT); any other error is thrown.
 */
function foundExisting(err, at, asked, askedIsFolder) {
    const code = codeOf(err);
    if (code === 'EEXIST') {
        if (!asked || askedIsFolder)
            return true;
        throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${at}'`), { code: 'ENOTDIR', path: at });
    }
    if (code === 'ENOENT' && node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at) !== at)
        return false;
    throw err;
}


/***/ }),

/***/ 6296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ hasControlCharacter),
/* harmony export */   P8: () => (/* binding */ showPath),
/* harmony export */   Ud: () => (/* binding */ jsonEscaped),
/* harmony export */   kd: () => (/* binding */ quoteEscaped)
/* harmony export */ });
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;
// eslint-disable-next-line no-control-regex
const NEEDS_QUOTES = /[\x00-\x1f\x7f-\x9f"\\]/;
/**
 * Whether a name holds a control character (C0, DEL or C1): printed raw, a newline splits a
 * message line and CR or ESC can overwrite what the terminal shows.
 */
function hasControlCharacter(s) {
    return CONTROL.test(s);
}
/** A JSON string literal of `s` with every control character escaped (JSON.stringify leaves DEL and C1 raw). */
function quoteEscaped(s) {
    return jsonEscaped(s);
}
/** Any value as JSON for a message (a config value), every control character escaped as quoteEscaped escapes a string's. */
function jsonEscaped(value) {
    // eslint-disable-next-line no-control-regex
    return String(JSON.stringify(value) ?? value).replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** A path for a message: as is, or double-quoted with escapes when it holds control characters or quotes (as git quotes them). */
function showPath(p) {
    return NEEDS_QUOTES.test(p) ? quoteEscaped(p) : p;
}


/***/ }),

/***/ 6931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BM: () => (/* binding */ isRelativeRepo),
/* harmony export */   Wf: () => (/* binding */ isFullSha),
/* harmony export */   dV: () => (/* binding */ cachedCheckout),
/* harmony export */   fetchImport: () => (/* binding */ fetchImport)
/* harmony export */ });
/* unused harmony exports expandRepo, importUrl */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(408);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(299);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2981);
/* harmony import */ var _core_make_dirs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2626);









/** `github.com/<org>/<repo>` → `https://github.com/<org>/<repo>.git`; anything else as written. */
function expandRepo(repo) {
    const m = /^github\.com\/([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(repo);
    return m ? `https://github.com/${m[1]}/${m[2]}.git` : repo;
}
/** Whether a repo is a path relative to the pack's repository: `./x`, `../x`, `.` or `..`. */
function isRelativeRepo(repo) {
    return /^\.\.?(?:\/|$)/.test(repo);
}
/**
 * Whether git reads `url` as a local path, as git's own url_is_local_not_ssh: no `scheme://`,
 * and no `:` before the first `/` (which would make it `host:path` over ssh).
 */
function isLocalPath(url) {
    if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(url))
        return false;
    const colon = url.indexOf(':');
    const slash = url.indexOf('/');
    return colon === -1 || (slash !== -1 && slash < colon);
}
/**
 * The URL git fetches an import from. A relative path (`../shared-skills`) is resolved against
 * the pack's repository, `base` (see packRepoRoot), never against the working directory or the
 * folder git happens to run in; `base` null refuses one. A bare relative path (`shared`,
 * `example.com/x`) is refused: git would read it as a folder, which is rarely what was meant.
 * The import's identity (lock, state, skill sources) stays the repo as written, so a committed
 * lock names the same import on every machine.
 */
function importUrl(repo, base) {
    const url = expandRepo(repo);
    if (!isLocalPath(url) || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(url))
        return url;
    if (!isRelativeRepo(url))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`import ${repo}: not a git URL (https://…, ssh://…, git@host:path, file://…), github.com/<org>/<repo> or an absolute path; write ./${url} for a folder relative to the pack's repository`);
    if (base === null)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`import ${repo}: a relative repo is resolved against the pack's repository, the folder holding its packs/ folder; this pack file is not in a packs/ folder (use an absolute path or a URL)`);
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(base, url);
}
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** Where one repository lives in the cache: a bare repo plus one extracted tree per commit. */
function repoCacheDir(cacheDir, url) {
    const base = (url.replace(/\.git$/, '').split(/[/:]/).pop() || 'repo').replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 40);
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(cacheDir, `${base}-${(0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .f)(url).slice(0, 16)}`);
}
/**
 * The cached checkout of `commit` for a pack import, when sp has fetched it before; never
 * fetches. `base`: the pack's repository, for a relative repo (see importUrl).
 */
function cachedCheckout(repo, commit, cacheDir, base = null) {
    if (!FULL_SHA.test(commit))
        return null;
    let url;
    try {
        url = importUrl(repo, base);
    }
    catch {
        return null;
    }
    const tree = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(repoCacheDir(cacheDir, url), 'trees', commit);
    return (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNullSync */ ._F)(tree)?.isDirectory() ? tree : null;
}
/** Whether a pack import's ref is a full commit SHA (fetched by itself, never resolved). */
function isFullSha(ref) {
    return ref !== null && FULL_SHA.test(ref);
}
/**
 * The object a ref names on the remote, by `git ls-remote` (no clone): exact `refs/...`, then a
 * tag (peeled), then a branch, as git's own rev-parse order; no ref means the remote's `HEAD`
 * (its default branch), never an assumed `main`. A pattern never matches a peeled line
 * (`refs/tags/X^{}`), so each ref is also asked for with `^{}`: an annotated tag then gives its
 * commit, not the tag object, which stops being fetchable once the tag moves.
 */
async function resolveRemoteRef(url, repo, ref, cwd) {
    const args = ref === null ? ['ls-remote', url, 'HEAD'] : ['ls-remote', url, ref, `${ref}^{}`];
    const out = (await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(args, { cwd, remote: true })).stdout.toString('utf8');
    const refs = new Map();
    for (const line of out.split('\n')) {
        const [sha, name] = line.split('\t');
        if (sha && name)
            refs.set(name, sha);
    }
    if (ref === null) {
        const head = refs.get('HEAD');
        if (!head)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`import ${repo}: the remote has no default branch (HEAD); set ref:`);
        return head;
    }
    const candidates = ref.startsWith('refs/') ? [ref] : [`refs/${ref}`, `refs/tags/${ref}`, `refs/heads/${ref}`];
    for (const c of candidates) {
        const peeled = refs.get(`${c}^{}`);
        if (peeled)
            return peeled;
        const sha = refs.get(c);
        if (sha)
            return sha;
    }
    const hint = /^[0-9a-f]{4,39}$/.test(ref) ? ' (an abbreviated SHA cannot be fetched: write the full 40-character commit SHA)' : '';
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`import ${repo}: ref '${ref}' is not a branch or tag of ${url}${hint}`);
}
/**
 * A fetch can take minutes on a slow link; unless told otherwise (SKILLPACK_LOCK_TIMEOUT, which
 * bounds the state lock too), a second run waits that long for the first.
 */
const CACHE_LOCK_TIMEOUT_MS = 10 * 60_000;
/**
 * Whether `gitDir` is a complete bare repository. `HEAD` alone is not enough: a run killed
 * during `git init` (before init went through a temp folder) left HEAD and config without
 * refs/, which git then refuses forever.
 */
async function isCompleteRepo(gitDir) {
    for (const part of ['HEAD', 'refs', 'objects'])
        if (!(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNull */ .nd)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(gitDir, part))))
            return false;
    return true;
}
/**
 * Makes the cache's bare repository, or remakes a half-made one: `git init` runs in a temp
 * folder beside it, renamed into place, so `repo.git` is either absent or complete. A rename
 * that loses to another run (one without the lock: an older sp) uses the winner's.
 */
async function ensureCacheRepo(gitDir, dir, repo) {
    if (await isCompleteRepo(gitDir))
        return;
    const tag = `${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}`;
    try {
        if (await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNull */ .nd)(gitDir)) {
            // Moved aside first, so no one sees a repository half deleted.
            const broken = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, `.broken-${tag}`);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(gitDir, broken);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(broken, { recursive: true, force: true });
        }
        const tmp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, `.init-${tag}.git`);
        try {
            await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['init', '--quiet', '--bare', tmp], { cwd: dir });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, gitDir).catch(async (err) => {
                if (!(await isCompleteRepo(gitDir)))
                    throw err;
            });
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tmp, { recursive: true, force: true });
        }
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`import ${repo}: cannot set up the git cache ${gitDir}: ${err.message}`);
    }
}
/**
 * The commit `sha` names in the cache, peeling tags; a ref naming a tree or a blob is refused,
 * as it has no skills folder layout to install from.
 */
async function peelToCommit(gitDir, sha, dir, repo, ref) {
    const r = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'rev-parse', '--verify', '--quiet', `${sha}^{commit}`], { cwd: dir, allowFailure: true });
    const commit = r.stdout.toString('utf8').trim();
    if (r.code === 0 && FULL_SHA.test(commit))
        return commit;
    const type = (await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'cat-file', '-t', sha], { cwd: dir, allowFailure: true })).stdout.toString('utf8').trim() || 'unknown object';
    await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'update-ref', '-d', `refs/skillpack/${sha}`], { cwd: dir, allowFailure: true });
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`import ${repo}: ref '${ref ?? 'HEAD'}' names a ${type} (${sha}), not a commit`);
}
/**
 * Fetches one import into the cache and returns a checkout of the resolved commit. A SHA is
 * fetched by itself (a clone with `--branch <sha>` cannot work), and a commit already in the
 * cache is not fetched again, so SHA-pinned imports install offline. Branches are resolved on
 * every call, so a moved branch is followed. git never prompts (GIT_TERMINAL_PROMPT=0).
 * Runs sharing a cache repository take turns on it (a lock file beside it), since git's own
 * locks fail a second fetch rather than wait.
 */
async function fetchImport(repo, ref, cacheDir, options = {}) {
    if (repo.startsWith('-'))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`import ${repo}: a repository URL cannot start with "-"`);
    const url = importUrl(repo, options.base ?? null);
    if (ref !== null && ref.startsWith('-'))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`import ${repo}: ref '${ref}' cannot start with "-"`);
    const dir = repoCacheDir(cacheDir, url);
    const gitDir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'repo.git');
    try {
        (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_8__/* .makeDirs */ .X)(dir);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`import ${repo}: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, dir)}`);
    }
    let wanted;
    try {
        wanted = isFullSha(ref) ? ref : await resolveRemoteRef(url, repo, ref, dir);
    }
    catch (err) {
        if (err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC)
            throw err;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`import ${repo}${ref ? ` @ ${ref}` : ''}: ${err.message}`);
    }
    const lockOptions = { ...options.lock, timeoutMs: options.lock?.timeoutMs ?? CACHE_LOCK_TIMEOUT_MS, busy: `is fetching ${repo} into the same cache` };
    return (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .withStateLock */ .NC)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'repo.lock'), async () => {
        await ensureCacheRepo(gitDir, dir, repo);
        const has = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'cat-file', '-e', wanted], { cwd: dir, allowFailure: true });
        if (has.code !== 0) {
            try {
                // A ref under refs/skillpack/ keeps the commit from being garbage-collected.
                await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'fetch', '--quiet', '--no-tags', '--no-write-fetch-head', url, `+${wanted}:refs/skillpack/${wanted}`], { cwd: dir, remote: true });
            }
            catch (err) {
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`import ${repo}${ref ? ` @ ${ref}` : ''}: ${err.message}`);
            }
        }
        const commit = await peelToCommit(gitDir, wanted, dir, repo, ref);
        if (commit !== wanted) {
            // Keep the commit, not the tag object the ref was fetched by (a moved tag leaves it behind).
            await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'update-ref', `refs/skillpack/${commit}`, commit], { cwd: dir });
            await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'update-ref', '-d', `refs/skillpack/${wanted}`], { cwd: dir, allowFailure: true });
        }
        const tree = await extractTree(gitDir, commit, dir, repo);
        return { repo, url, ref, commit, tree };
    }, lockOptions);
}
/**
 * Checks `commit` out into `trees/<commit>` once: into a temp folder, then renamed, so a tree
 * that exists is complete. git keeps file modes and symlinks as committed.
 */
async function extractTree(gitDir, commit, dir, repo) {
    const tree = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'trees', commit);
    if (await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNull */ .nd)(tree))
        return tree;
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'trees', `.tmp-${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}`);
    (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_8__/* .makeDirs */ .X)(tmp);
    try {
        const ls = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'ls-tree', '--name-only', commit], { cwd: dir });
        if (ls.stdout.length > 0) {
            await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, '--work-tree', tmp, 'checkout', '--quiet', '--force', commit, '--', '.'], {
                cwd: tmp,
                env: { GIT_INDEX_FILE: `${tmp}.index` },
            });
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, tree).catch(async (err) => {
            if (!(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNull */ .nd)(tree)))
                throw err;
        });
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`import ${repo}: could not check out ${commit}: ${err.message}`);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tmp, { recursive: true, force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(`${tmp}.index`, { force: true });
    }
    return tree;
}


/***/ }),

/***/ 3755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  skillPackRules: () => (/* binding */ skillPackRules),
  skillRules: () => (/* binding */ skillRules)
});

// EXTERNAL MODULE: ./src/core/agent-skills.ts
var agent_skills = __webpack_require__(1649);
;// CONCATENATED MODULE: ./src/skillpack/rules/types.ts
const DOCS = 'https://github.com/packwright/packwright/blob/main/README.md#skill-and-skill-pack-rules';

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-frontmatter.ts


const skillFrontmatter = {
    meta: { id: 'skill-frontmatter', severity: 'error', description: 'SKILL.md is UTF-8 and starts with a YAML frontmatter mapping; license, when present, is a string (a license name, or a license file in the skill)', docs: DOCS },
    check(ctx, report) {
        if (ctx.problem)
            report(ctx.problem, ctx.file, ctx.problemAt ?? { line: 1 });
        // license has no rule of its own: the Agent Skills spec asks only that it be a string.
        if (ctx.frontmatter && 'license' in ctx.frontmatter) {
            const problem = (0,agent_skills/* skillLicenseProblem */.KM)(ctx.frontmatter.license, ctx.scalar('license'));
            if (problem)
                report(`license ${problem}`, ctx.file, ctx.locate('license'));
        }
    },
};

// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
;// CONCATENATED MODULE: ./src/skillpack/rules/skill-name.ts



const skillName = {
    meta: { id: 'skill-name', severity: 'error', description: 'name: 1–64 characters of a-z, 0-9 and "-", no leading, trailing or double "-"', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter)
            return;
        const name = ctx.frontmatter.name;
        const problem = (0,agent_skills/* skillNameProblem */.w9)(name, ctx.scalar('name'));
        if (problem)
            report(`name ${problem}${typeof name === 'string' ? ` (got ${(0,show_name/* quoteEscaped */.kd)(name)})` : ''}`, ctx.file, ctx.locate('name'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-name-folder.ts


/** Which Unicode normalization form a string is in, for the message when only that differs. */
function skill_name_folder_form(s) {
    if (s === s.normalize('NFC'))
        return 'NFC';
    if (s === s.normalize('NFD'))
        return 'NFD';
    return 'neither NFC nor NFD';
}
const skillNameFolder = {
    meta: { id: 'skill-name-folder', severity: 'warning', description: 'name equals the skill folder\'s name (popular repositories break this; a warning by default)', docs: DOCS },
    check(ctx, report) {
        const name = ctx.frontmatter?.name;
        if (typeof name !== 'string' || name === '' || name === ctx.folderName)
            return;
        const folder = ctx.folderName;
        if (name.normalize('NFC') === folder.normalize('NFC')) {
            // They print alike: say what differs (HFS+ stores names as NFD, and copies made from it keep that).
            report(`name ${(0,show_name/* quoteEscaped */.kd)(name)} and the folder name ${(0,show_name/* quoteEscaped */.kd)(folder)} differ only in Unicode normalization (the name is ${skill_name_folder_form(name)}, the folder name ${skill_name_folder_form(folder)}): write both the same way`, ctx.file, ctx.locate('name'));
        }
        else {
            report(`name ${(0,show_name/* quoteEscaped */.kd)(name)} differs from the folder name ${(0,show_name/* quoteEscaped */.kd)(folder)}`, ctx.file, ctx.locate('name'));
        }
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-description.ts


const skillDescription = {
    meta: { id: 'skill-description', severity: 'error', description: 'description: a non-empty string of at most 1024 characters', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter)
            return;
        const problem = (0,agent_skills/* skillDescriptionProblem */.rs)(ctx.frontmatter.description, ctx.scalar('description'));
        if (problem)
            report(`description ${problem}`, ctx.file, ctx.locate('description'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-unknown-key.ts



const skillUnknownKey = {
    meta: { id: 'skill-unknown-key', severity: 'warning', description: 'frontmatter keys outside the Agent Skills spec (e.g. Claude Code\'s model, hooks, context)', docs: DOCS },
    check(ctx, report) {
        for (const key of Object.keys(ctx.frontmatter ?? {})) {
            if (!agent_skills/* KNOWN_SKILL_KEYS */.xn.includes(key))
                report(`unknown frontmatter key ${(0,show_name/* quoteEscaped */.kd)(key)} (the Agent Skills spec knows ${agent_skills/* KNOWN_SKILL_KEYS */.xn.join(', ')})`, ctx.file, ctx.locate(key));
        }
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-compatibility.ts


const skillCompatibility = {
    meta: { id: 'skill-compatibility', severity: 'error', description: 'compatibility, when present, is a string of at most 500 characters', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter || !('compatibility' in ctx.frontmatter))
            return;
        const problem = (0,agent_skills/* skillCompatibilityProblem */.fd)(ctx.frontmatter.compatibility, ctx.scalar('compatibility'));
        if (problem)
            report(`compatibility ${problem}`, ctx.file, ctx.locate('compatibility'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-metadata.ts



const skillMetadata = {
    meta: { id: 'skill-metadata', severity: 'error', description: 'metadata, when present, maps string keys to string values', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter || !('metadata' in ctx.frontmatter))
            return;
        const keys = ctx.mapKeys('metadata');
        for (const p of (0,agent_skills/* skillMetadataProblems */.$2)(ctx.frontmatter.metadata, { keys, scalar: (k) => ctx.scalar('metadata', k) })) {
            // A key with a control character or a quote comes quoted and escaped.
            if (p.keyIndex !== undefined)
                report(`metadata ${p.message}`, ctx.file, keys[p.keyIndex].location);
            else if (p.key !== undefined)
                report(`metadata.${(0,show_name/* showPath */.P8)(p.key)} ${p.message}`, ctx.file, ctx.locate('metadata', p.key));
            else
                report(`metadata ${p.message}`, ctx.file, ctx.locate('metadata'));
        }
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-allowed-tools.ts


const skillAllowedTools = {
    meta: { id: 'skill-allowed-tools', severity: 'error', description: 'allowed-tools, when present, is one space-separated string', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter || !('allowed-tools' in ctx.frontmatter))
            return;
        const problem = (0,agent_skills/* skillAllowedToolsProblem */.s7)(ctx.frontmatter['allowed-tools'], ctx.scalar('allowed-tools'));
        if (problem)
            report(`allowed-tools ${problem}`, ctx.file, ctx.locate('allowed-tools'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/pack-schema.ts

const packSchema = {
    meta: { id: 'pack-schema', severity: 'error', description: 'the pack file is YAML following schemas/skill-pack.schema.json', docs: DOCS },
    check(ctx, report) {
        if (ctx.readProblem)
            report(ctx.readProblem, ctx.file);
        for (const p of ctx.parsed.problems)
            report(p.message, ctx.file, { line: p.line, column: p.column });
    },
};

// EXTERNAL MODULE: ./src/skillpack/pattern.ts
var pattern = __webpack_require__(1218);
// EXTERNAL MODULE: ./src/skillpack/discover.ts
var discover = __webpack_require__(6801);
;// CONCATENATED MODULE: ./src/skillpack/rules/pack-include-empty.ts



/**
 * Local includes always; an import's includes when its pinned commit is in sp's cache
 * (validate never fetches: see SkillPackContext.importSkills).
 */
const packIncludeEmpty = {
    meta: { id: 'pack-include-empty', severity: 'error', description: 'every include pattern matches at least one skill (sp fails fast on one that does not): local ones under skills/, and an import\'s once sp has its pinned commit in its cache', docs: DOCS },
    check(ctx, report) {
        const pack = ctx.parsed.pack;
        if (!pack)
            return;
        if (pack.include.length > 0) {
            if (ctx.skillsProblem) {
                report(`local include needs skills/: ${ctx.skillsProblem}`, ctx.file, ctx.locate('/include'));
            }
            else {
                const ids = (ctx.localSkills ?? []).map((s) => s.id);
                for (const [i, p] of pack.include.entries()) {
                    const m = (0,pattern/* compilePattern */.E)(p);
                    if (!ids.some((id) => m.matches(id)))
                        report(`include ${(0,discover/* quoteName */.AB)(p)} matches no skill under skills/`, ctx.file, ctx.locate(`/include/${i}`));
                }
            }
        }
        for (const [i, imp] of pack.imports.entries()) {
            const cached = ctx.importSkills[i];
            if (!cached)
                continue;
            const ids = cached.skills.map((s) => s.id);
            for (const [k, p] of imp.include.entries()) {
                const m = (0,pattern/* compilePattern */.E)(p);
                if (!ids.some((id) => m.matches(id)))
                    report(`imports[${i}] include ${(0,discover/* quoteName */.AB)(p)} matches no skill of ${imp.repo} at ${cached.commit.slice(0, 12)}`, ctx.file, ctx.locate(`/imports/${i}/include/${k}`));
            }
        }
    },
};

// EXTERNAL MODULE: ./src/skillpack/resolve.ts
var resolve = __webpack_require__(372);
;// CONCATENATED MODULE: ./src/skillpack/rules/pack-collision.ts



const packCollision = {
    meta: { id: 'pack-collision', severity: 'error', description: 'no two selected skills install under the same folder name, and every name is a usable folder name: local skills, and an import\'s once sp has its pinned commit in its cache', docs: DOCS },
    check(ctx, report) {
        const pack = ctx.parsed.pack;
        if (!pack)
            return;
        // The union resolvePack builds: each source's own selection, then the pack-level exclude.
        const chosen = [];
        if (ctx.localSkills)
            for (const id of (0,resolve/* selectIds */.hs)(ctx.localSkills.map((s) => s.id), pack.include, pack.exclude))
                chosen.push({ id, from: (0,resolve/* describeSkill */.ZY)({ source: 'local', id }) });
        for (const [i, imp] of pack.imports.entries()) {
            const cached = ctx.importSkills[i];
            if (!cached)
                continue;
            const ids = (0,resolve/* selectIds */.hs)(cached.skills.map((s) => s.id), imp.include, imp.exclude);
            for (const id of (0,resolve/* selectIds */.hs)(ids, null, pack.exclude))
                chosen.push({ id, from: (0,resolve/* describeSkill */.ZY)({ source: imp.repo, id }) });
        }
        const byName = new Map();
        for (const { id, from } of chosen) {
            const name = (0,resolve/* installName */.tb)(id, pack.install);
            const problem = (0,resolve/* installNameProblem */.yn)(name);
            if (problem)
                report(`skill ${from} installs as ${(0,discover/* quoteName */.AB)(name)}, which ${problem}`, ctx.file, ctx.locate('/install'));
            const other = byName.get(name);
            if (other)
                report(`skills ${other} and ${from} would both install as ${(0,discover/* quoteName */.AB)(name)}${pack.install.flatten ? ' (install.flatten keeps only the last segment)' : ''}`, ctx.file, ctx.locate(pack.install.flatten ? '/install/flatten' : '/include'));
            else
                byName.set(name, from);
        }
    },
};

// EXTERNAL MODULE: ./src/skillpack/remote.ts
var remote = __webpack_require__(6931);
// EXTERNAL MODULE: ./src/skillpack/packfile.ts + 2 modules
var packfile = __webpack_require__(8430);
;// CONCATENATED MODULE: ./src/skillpack/rules/pack-import.ts




/**
 * What git accepts as a remote, the github.com shorthand, or a folder: absolute, or relative
 * (`./x`, `../x`) to the pack's repository, as sp resolves it (remote.ts importUrl). A control
 * character never gets here: the schema's REPO_PATTERN and REF_PATTERN refuse it, and a pack
 * that fails the schema has no imports to check.
 */
function repoProblem(repo, file) {
    if (/^github\.com\//.test(repo))
        return /^github\.com\/[^/\s]+\/[^/\s]+\/?$/.test(repo) ? null : 'the shorthand is github.com/<org>/<repo>';
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(repo))
        return /^(https?|ssh|git|file):\/\//i.test(repo) ? null : `unsupported URL scheme ${(0,discover/* quoteName */.AB)(repo.split(':')[0])}`;
    if (/^[^/\s:]+@[^/\s:]+:/.test(repo))
        return null;
    if (repo.startsWith('/'))
        return null;
    if ((0,remote/* isRelativeRepo */.BM)(repo)) {
        return (0,packfile/* packRepoRoot */.A3)(file) === null ? 'a relative repo is resolved against the pack\'s repository, the folder holding its packs/ folder, and this pack file is not in a packs/ folder' : null;
    }
    return 'not a git URL (https://…, ssh://…, git@host:path, file://…), github.com/<org>/<repo>, or a folder (absolute, or ./ or ../ relative to the pack\'s repository)';
}
const packImport = {
    meta: { id: 'pack-import', severity: 'error', description: 'each import names a fetchable repository (a relative one, ./ or ../, from the folder holding packs/) and a ref git can fetch (a branch, a tag or a full commit SHA); neither holds a control character', docs: DOCS },
    check(ctx, report) {
        for (const [i, imp] of (ctx.parsed.pack?.imports ?? []).entries()) {
            const problem = repoProblem(imp.repo, ctx.file);
            if (problem)
                report(`imports[${i}].repo ${(0,discover/* quoteName */.AB)(imp.repo)}: ${problem}`, ctx.file, ctx.locate(`/imports/${i}/repo`));
            if (imp.ref !== null && /^[0-9a-f]{7,39}$/.test(imp.ref)) {
                report(`imports[${i}].ref ${(0,discover/* quoteName */.AB)(imp.ref)} looks like an abbreviated commit SHA, which git cannot fetch: write the full 40-character SHA`, ctx.file, ctx.locate(`/imports/${i}/ref`));
            }
        }
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/index.ts












/** The registry of skill rules (INTEROP.md §2, the Agent Skills spec), in report order. */
const skillRules = [skillFrontmatter, skillName, skillNameFolder, skillDescription, skillUnknownKey, skillCompatibility, skillMetadata, skillAllowedTools];
/** The registry of pack file rules (specs/skillpacks-v0.md §3, §9). */
const skillPackRules = [packSchema, packIncludeEmpty, packCollision, packImport];


/***/ })

};
