export const id = 6181;
export const ids = [6181,6107];
export const modules = {

/***/ 6457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ throughGitFolder),
/* harmony export */   HZ: () => (/* binding */ renamedError),
/* harmony export */   LY: () => (/* binding */ takeInputs),
/* harmony export */   M1: () => (/* binding */ refuseFolder),
/* harmony export */   NB: () => (/* binding */ inputLabel),
/* harmony export */   V4: () => (/* binding */ getInput),
/* harmony export */   ij: () => (/* binding */ choiceInput),
/* harmony export */   q3: () => (/* binding */ getMultilineInput),
/* harmony export */   qJ: () => (/* binding */ outputFileInput),
/* harmony export */   tE: () => (/* binding */ booleanInput),
/* harmony export */   xK: () => (/* binding */ containedIn),
/* harmony export */   yW: () => (/* binding */ refuseRedirected),
/* harmony export */   zf: () => (/* binding */ workspaceDir)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6296);
/* harmony import */ var _core_make_dirs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2626);






/*
 * Reading action inputs so that every bad value fails with one line naming the input (not the
 * CLI flag the value is passed on as).
 */
/**
 * The action's inputs, taken once at the action boundary (commands/action.ts): every INPUT_*
 * variable is copied here and deleted from process.env, which every child process inherits, so
 * no secret (a token, an HMAC secret, a signing key) reaches git, its hooks or filters. Until
 * then (a test calling an entry directly) inputs are read from process.env.
 */
let snapshot = null;
/** Copies every INPUT_* variable out of `env` and deletes it there. Call once, before any input is read. */
function takeInputs(env = process.env) {
    const taken = new Map();
    for (const k of Object.keys(env)) {
        if (!/^INPUT_/i.test(k))
            continue;
        taken.set(k, env[k] ?? '');
        delete env[k];
    }
    snapshot = taken;
}
/** An input as core.getInput reads it (spaces in the name as `_`, upper case; trimmed unless `trimWhitespace: false`), from the snapshot. */
function getInput(name, options = {}) {
    const key = `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
    const v = (snapshot ? snapshot.get(key) : process.env[key]) ?? '';
    return options.trimWhitespace === false ? v : v.trim();
}
/** A multi-line input as core.getMultilineInput reads it: one value a line, empty lines dropped. */
function getMultilineInput(name, options = {}) {
    const lines = getInput(name, options)
        .split('\n')
        .filter((x) => x !== '');
    return options.trimWhitespace === false ? lines : lines.map((x) => x.trim());
}
/**
 * `input NAME`, with NAME as the workflow wrote it: a composite action may map its own input
 * onto another INPUT_* variable (skillpack-sync's `path` arrives as INPUT_SINK-PATH, since the
 * root action's `path` is validate's), and says so in PACKWRIGHT_INPUT_NAMES (`sink-path=path`).
 */
function inputLabel(name) {
    for (const pair of (process.env.PACKWRIGHT_INPUT_NAMES ?? '').split(',')) {
        const at = pair.indexOf('=');
        if (at > 0 && pair.slice(0, at).trim() === name && pair.slice(at + 1).trim())
            return `input ${pair.slice(at + 1).trim()}`;
    }
    return `input ${name}`;
}
/** `value`, the input `name`'s, when it is one of `choices`; else a one-line error naming the input. */
function oneOf(name, value, choices) {
    if (!choices.includes(value))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputLabel(name)} must be one of ${choices.join(', ')}, not ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(`'${value}'`)}`);
    return value;
}
/** One of `choices`; empty is `fallback`. */
function choiceInput(name, choices, fallback) {
    const v = getInput(name);
    return v === '' ? fallback : oneOf(name, v, choices);
}
/**
 * `err`, whose message starts with a path (`abs`, or as displayed from `cwd`), as an error
 * naming the input instead: `<label>: <given>` and the rest of the message. A message that
 * names neither is returned as `otherwise` says: unchanged, or prefixed with the label.
 */
function renamedError(err, o) {
    const message = err?.message;
    const label = `${inputLabel(o.name)}: ${o.given}`;
    if (typeof message !== 'string')
        return o.otherwise === 'keep' ? err : new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${label}: ${String(err)}`);
    for (const shown of [o.abs, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(o.abs, o.cwd), (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(o.cwd, o.abs))]) {
        if (shown && message.startsWith(`${shown}:`))
            return new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${label}${message.slice(shown.length)}`);
    }
    return o.otherwise === 'keep' ? err : new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${label}: ${message}`);
}
/** A YAML 1.2 core-schema boolean, as core.getBooleanInput reads it, with a one-line error; empty is `fallback`. */
function booleanInput(name, fallback) {
    const v = getInput(name);
    if (v === '')
        return fallback;
    if (v === 'true' || v === 'True' || v === 'TRUE')
        return true;
    if (v === 'false' || v === 'False' || v === 'FALSE')
        return false;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputLabel(name)} must be true or false, not '${v}'`);
}
function statOrNull(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(p);
    }
    catch {
        return null;
    }
}
/** Refuses a folder where the output input `name` (shown as `shown`) should name a file. */
function refuseFolder(name, shown, file, hint = 'name a file') {
    if ((0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_5__/* .isFolderSync */ .S)(file))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputLabel(name)}: ${shown} is a folder; ${hint}`);
}
/**
 * The file an output input names (`sarif-file`, `output`), resolved against `cwd`, made ready
 * before anything is written: its missing folders are created when they lie inside the
 * workspace, as build-context-pack does; outside it (say under $RUNNER_TEMP) the folder must
 * exist. A folder where the file should be is refused.
 */
async function outputFileInput(name, value, cwd, workspace) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, value);
    await refuseRedirected(name, value, file, workspace);
    refuseFolder(name, value, file);
    const dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file);
    const st = statOrNull(dir);
    if (st?.isDirectory())
        return file;
    if (st)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputLabel(name)}: ${value}: ${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(dir, cwd)} is not a folder`);
    if (await containedIn((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .realPathSoFar */ .JC)(workspace), dir)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputLabel(name)}: ${value}: the folder ${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(dir, cwd)} does not exist (missing folders are created only inside the workspace)`);
    }
    try {
        (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_5__/* .makeDirs */ .X)(dir);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputLabel(name)}: ${value}: cannot create the folder: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(dir, cwd))}`);
    }
    return file;
}
/**
 * Refuses a path the action writes (`file`, the input `name`'s, given as `value`) when the
 * checked-out tree redirects it: a path inside the workspace whose symlinks (a folder, or the
 * file itself, which an output is written through) lead outside it, or one that is, or leads,
 * inside a .git folder. On a pull request the tree is whoever opened it: a committed
 * `results.sarif -> ~/.bashrc` or `reports -> .git` would otherwise have the step overwrite a
 * file of the runner's or the repository's git config. A path outside the workspace (under
 * $RUNNER_TEMP, say) is the workflow's own choice and is taken as given.
 */
async function refuseRedirected(name, value, file, workspace) {
    const given = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(workspace);
    const real = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .realPathSoFar */ .JC)(given);
    // The path as it lies under the workspace's real path (GITHUB_WORKSPACE may itself be a symlink).
    const under = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(real, file) ? file : (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(given, file) ? node_path__WEBPACK_IMPORTED_MODULE_0___default().join(real, node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(given, file)) : null;
    if (under === null)
        return;
    const where = `${inputLabel(name)}: ${value}`;
    if ((await containedIn(real, under)) === 'symlink_outside')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${where} leads outside the workspace ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(real)} through a symlink; refusing to write there`);
    if ([under, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .realPathSoFar */ .JC)(under)].some((p) => throughGitFolder(real, p)))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${where} is inside .git (or a symlink leads there); refusing to write there`);
}
/** Whether `p` lies below `root` with a .git folder on its way (any case: on a case-insensitive file system .GIT is .git). */
function throughGitFolder(root, p) {
    return (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(root, p) && node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, p).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).some((s) => s.toLowerCase() === '.git');
}
/**
 * Why the absolute path `abs` is not under `root` (the reason core's resolveContained gives,
 * symlinks followed as far as they exist), or null when it is.
 */
async function containedIn(root, abs) {
    try {
        await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveContained */ .mi)(root, node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, abs) || '.');
        return null;
    }
    catch (err) {
        if (err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0 && err.reason)
            return err.reason;
        throw err;
    }
}
/** The workspace: GITHUB_WORKSPACE, else the working directory. */
function workspaceDir(cwd = process.cwd()) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, process.env.GITHUB_WORKSPACE || '.');
}


/***/ }),

/***/ 6181:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  meta: () => (/* binding */ meta),
  run: () => (/* binding */ run)
});

;// CONCATENATED MODULE: ./src/cli/actions/index.ts
/**
 * The one registry of action entries, loaded lazily like the commands. actions/run.sh checks
 * the root action's `command` against the same names (a test keeps the two equal).
 */
const actionEntries = {
    validate: async () => (await Promise.all(/* import() */[__webpack_require__.e(6421), __webpack_require__.e(4489), __webpack_require__.e(2575), __webpack_require__.e(2690)]).then(__webpack_require__.bind(__webpack_require__, 2690))).validateAction,
    'build-context-pack': async () => (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(9482), __webpack_require__.e(6421), __webpack_require__.e(3292), __webpack_require__.e(7084), __webpack_require__.e(4489), __webpack_require__.e(6455), __webpack_require__.e(4329), __webpack_require__.e(4173), __webpack_require__.e(328), __webpack_require__.e(4123), __webpack_require__.e(4464)]).then(__webpack_require__.bind(__webpack_require__, 2083))).buildContextPackAction,
    'ctxpkg-sign': async () => (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(6421), __webpack_require__.e(7564), __webpack_require__.e(2625), __webpack_require__.e(3459), __webpack_require__.e(5959)]).then(__webpack_require__.bind(__webpack_require__, 5959))).ctxpkgSignAction,
    'skillpack-sync': async () => (await Promise.all(/* import() */[__webpack_require__.e(6421), __webpack_require__.e(3114), __webpack_require__.e(3839), __webpack_require__.e(2189)]).then(__webpack_require__.bind(__webpack_require__, 4570))).skillpackSyncAction,
};

// EXTERNAL MODULE: ./src/cli/actions/inputs.ts
var inputs = __webpack_require__(6457);
// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
// EXTERNAL MODULE: ./src/core/redact-url.ts
var redact_url = __webpack_require__(146);
;// CONCATENATED MODULE: ./src/cli/commands/action.ts




const meta = {
    name: 'action',
    summary: 'Run a GitHub Action entry (used by the composite actions; reads INPUT_* variables, writes GITHUB_OUTPUT).',
    positionals: `NAME (${Object.keys(actionEntries).join('|')})`,
    minPositionals: 1,
    maxPositionals: 1,
    options: {},
};
async function run(ctx) {
    const core = await __webpack_require__.e(/* import() */ 6421).then(__webpack_require__.bind(__webpack_require__, 6421));
    const name = ctx.positionals[0];
    // An own entry only: `constructor` or `__proto__` must not reach Object.prototype.
    const load = Object.hasOwn(actionEntries, name) ? actionEntries[name] : undefined;
    if (!load) {
        // The root action's `command` input picks the entry: fail the step with one line naming it.
        const names = Object.keys(actionEntries);
        core.setFailed(`packwright: input command must be ${names.slice(0, -1).join(', ')} or ${names.at(-1)}, not '${name}'`);
        return types/* EXIT_FINDINGS */.cB;
    }
    // Every input is read from a snapshot: INPUT_* (a token, an HMAC secret, a signing key)
    // leaves this process's environment before the entry runs, so no child process (git, its
    // hooks and filters) inherits it.
    (0,inputs/* takeInputs */.LY)(process.env);
    try {
        const entry = await load();
        await entry.run();
    }
    catch (err) {
        // The action boundary: one line through setFailed, never a stack trace in the log.
        core.setFailed(`packwright: ${(0,redact_url/* redactUrlCredentials */.d)(err?.message ?? String(err))}`);
    }
    return process.exitCode === 1 ? types/* EXIT_FINDINGS */.cB : types/* EXIT_OK */.Ij;
}


/***/ }),

/***/ 2626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ isFolderSync),
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
/** Whether `p` is a folder (or a symlink to one). */
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

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   JC: () => (/* binding */ realPathSoFar),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   mi: () => (/* binding */ resolveContained),
/* harmony export */   vW: () => (/* binding */ danglingLinkLeadsOutside),
/* harmony export */   xI: () => (/* binding */ normalRelativePath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);




/**
 * Why a relative path from input is unsafe, or null when it is a plain relative POSIX path.
 * Backslashes are refused rather than converted: on POSIX they are legal name characters, on
 * Windows separators, so a manifest that uses them means different files on different machines.
 *
 * With `normal`, a path must also be written the one way a file has (no `./` start, `.` or
 * empty segment, trailing `/`): a record such as pack.json's `files[]` compares paths as
 * strings, so `./a.md` beside `a.md` would list one file twice, and `a.md/` would list a file
 * while claiming a folder. A path typed by a person (a tool call's argument) is left lenient.
 */
function relativePathProblem(p, options = {}) {
    if (p.length === 0)
        return 'empty path';
    if (p.includes('\0'))
        return 'contains a NUL byte';
    if (p.includes('\\'))
        return 'contains a backslash';
    if (p.startsWith('/') || /^[A-Za-z]:/.test(p))
        return 'is absolute';
    const segs = p.split('/');
    if (segs.some((seg) => seg === '..'))
        return 'goes up with ".."';
    if (options.normal) {
        const normal = normalRelativePath(p);
        const hint = normal === '.' ? ' (that is the folder itself)' : ` (write it as ${JSON.stringify(normal)})`;
        if (p.startsWith('./'))
            return `starts with "./"${hint}`;
        if (p.endsWith('/'))
            return `ends with "/"${hint}`;
        if (segs.includes(''))
            return `has an empty segment ("//")${hint}`;
        if (segs.includes('.'))
            return `has a "." segment${hint}`;
    }
    return null;
}
/** The normal spelling of a relative POSIX path: no `./` start, `.` or empty segments, trailing `/`. */
function normalRelativePath(p) {
    const n = node_path__WEBPACK_IMPORTED_MODULE_2___default().posix.normalize(p).replace(/^(\.\/)+/, '').replace(/\/+$/, '');
    return n === '' ? '.' : n;
}
/** True when `child` is `root` or lies below it (both absolute, already resolved). */
function isInside(root, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(root, child);
    // `..` as a whole segment, not as the start of a name: `..foo` and `.. ` are names inside.
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`) && !node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(rel));
}
/** `p` with symlinks resolved as far as it exists; the missing rest is appended as written. */
function realPathSoFar(p) {
    let probe = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(p);
    const rest = [];
    for (;;) {
        try {
            return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(probe), ...rest);
        }
        catch {
            const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(probe);
            if (parent === probe)
                return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(probe, ...rest);
            rest.unshift(node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(probe));
            probe = parent;
        }
    }
}
function refusal(message, reason, link) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(message, { reason, link });
}
/**
 * Whether a dangling symlink would lead outside `realRoot` (a real path): where it points is
 * resolved as far as it exists. A link that cannot be read counts as outside.
 */
async function danglingLinkLeadsOutside(realRoot, link) {
    try {
        const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(link), await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(link));
        return !isInside(realRoot, realPathSoFar(target));
    }
    catch {
        return true;
    }
}
/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * Returns the lexical absolute path (what the caller should open). A path that does not
 * exist yet is checked through its nearest existing ancestor. A dangling symlink on the way is
 * refused too, with the link as the error's `link`: reason `symlink_outside` when where it
 * points (as far as that exists) is outside `root`, else `dangling_symlink`.
 */
async function resolveContained(root, rel) {
    const problem = relativePathProblem(rel);
    if (problem)
        throw refusal(`${rel}: unsafe path (${problem})`, 'unsafe');
    const absRoot = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root);
    const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(absRoot, rel);
    if (!isInside(absRoot, target))
        throw refusal(`${rel}: unsafe path (outside ${root})`, 'outside');
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absRoot);
    let probe = target;
    for (;;) {
        try {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(probe);
            if (!isInside(realRoot, real))
                throw refusal(`${rel}: unsafe path (resolves outside ${root} through a symlink)`, 'symlink_outside');
            return target;
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0)
                throw err;
            const code = err.code;
            if (code === 'ELOOP')
                throw refusal(`${rel}: unsafe path (symlink loop)`, 'symlink_loop');
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw err;
            // A dangling symlink is refused (what it names may appear later); the reason says whether it would lead outside.
            try {
                const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(probe);
                if (st.isSymbolicLink())
                    throw refusal(`${rel}: unsafe path (dangling symlink)`, (await danglingLinkLeadsOutside(realRoot, probe)) ? 'symlink_outside' : 'dangling_symlink', probe);
            }
            catch (e) {
                if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0)
                    throw e;
            }
            const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(probe);
            if (parent === probe || !isInside(absRoot, parent))
                return target;
            probe = parent;
        }
    }
}
/** Forward slashes, no leading `./`: how every path appears in reports and generated files. */
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)).join('/').replace(/^\.\//, '');
}
/** A path for reports: relative to the working directory when below it, else absolute. */
function displayPath(abs, cwd = process.cwd()) {
    if (!isInside(cwd, abs))
        return toPosix(abs);
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(cwd, abs);
    return rel === '' ? '.' : toPosix(rel);
}


/***/ })

};
