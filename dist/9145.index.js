export const id = 9145;
export const ids = [9145];
export const modules = {

/***/ 9145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3008);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6107);
/* harmony import */ var _core_output_guard_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6078);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _ctxpkg_create_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6109);
/* harmony import */ var _ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4919);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4751);








const meta = {
    name: 'ctxpkg create',
    summary: 'Build a .ctxpkg from a folder of layer files; integrity, stats and manifest are computed.',
    positionals: '',
    maxPositionals: 0,
    options: {
        name: { type: 'string', valueName: 'NAME', description: 'package name: [a-zA-Z0-9._-], at most 128 bytes (required)' },
        version: { type: 'string', valueName: 'VERSION', description: 'package version: [a-zA-Z0-9._+-], at most 64 bytes (required)' },
        description: { type: 'string', valueName: 'TEXT', description: 'one-line summary (required)' },
        from: { type: 'string', valueName: 'DIR', description: 'folder with knowledge, graph, session, patterns, gotchas, policies as .json or .yaml (required)' },
        output: { type: 'string', short: 'o', valueName: 'FILE', description: 'where to write (default {name}-{version}.ctxpkg)' },
        author: { type: 'string', valueName: 'TEXT', description: 'author' },
        tag: { type: 'string', multiple: true, valueName: 'TAG', description: 'a tag' },
        'created-at': { type: 'string', valueName: 'RFC3339', description: 'created_at (default SOURCE_DATE_EPOCH, else the HEAD commit time)' },
    },
    details: 'JSON layer files are copied token for token (number spellings such as 1.0 and escapes are kept);\nYAML layer files are converted to JSON. The file is written like LeanCTX writes it:\n2-space indent, no trailing newline.',
};
function required(ctx, name) {
    const v = ctx.values[name];
    if (typeof v !== 'string' || v === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`ctxpkg create: --${name} is required`);
    return v;
}
async function run(ctx) {
    const name = required(ctx, 'name');
    const version = required(ctx, 'version');
    const description = required(ctx, 'description');
    const from = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, required(ctx, 'from'));
    const out = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, typeof ctx.values.output === 'string' ? ctx.values.output : `${name}-${version}.ctxpkg`);
    const createdAt = await (0,_ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_6__/* .chooseInstant */ .x)(ctx.values['created-at'], '--created-at', ctx.env, from);
    const built = await (0,_ctxpkg_create_js__WEBPACK_IMPORTED_MODULE_5__/* .createPackage */ .N7)({
        name, version, description, from, createdAt,
        author: typeof ctx.values.author === 'string' ? ctx.values.author : null,
        tags: ctx.values.tag ?? [],
    });
    (0,_core_output_guard_js__WEBPACK_IMPORTED_MODULE_3__/* .assertOutputApartFromInputs */ .T)(out, built.layerFiles, ctx.cwd);
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Z)(out, built.bytes, { output: true });
    const m = built.manifest;
    ctx.stdout.write(`${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .displayPath */ .Gt)(out, ctx.cwd)}: ${m.name}@${m.version}, layers ${m.layers.join(', ')}, ${built.bytes.length} bytes, content_hash ${m.integrity.content_hash}\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gE: () => (/* binding */ gitEnv),
  oB: () => (/* binding */ gitTopLevel),
  VJ: () => (/* binding */ headCommitTime),
  EO: () => (/* binding */ runGit)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
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
/** Runs `git` with an argument array. Throws IoError with git's own first error line on failure. */
async function runGit(args, options) {
    let result;
    try {
        result = await runProgram('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.env) });
    }
    catch (err) {
        throw new errors/* IoError */.dA(`git: ${err.code === 'ENOENT' ? 'not found on PATH' : err.message}`);
    }
    if (result.code !== 0 && !options.allowFailure) {
        const line = result.stderr.toString('utf8').split('\n').find((l) => l.trim() !== '') ?? `exit code ${result.code}`;
        throw new errors/* IoError */.dA(`git ${args[0]}: ${line.trim()}`);
    }
    return result;
}
/** The top of the work tree containing `cwd`, or null outside a repository. */
async function gitTopLevel(cwd) {
    const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
    return r.code === 0 ? r.stdout.toString('utf8').trim() : null;
}
/** Unix seconds of HEAD's commit time, or null (no repo, no commits). */
async function headCommitTime(cwd) {
    const r = await runGit(['log', '-1', '--format=%ct'], { cwd, allowFailure: true });
    const n = Number(r.stdout.toString('utf8').trim());
    return r.code === 0 && Number.isFinite(n) && n > 0 ? n : null;
}


/***/ }),

/***/ 6078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ assertFolderApartFromInputs),
/* harmony export */   T: () => (/* binding */ assertOutputApartFromInputs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6107);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);



/** Which file `p` is once symlinks and hard links are followed (device and inode), or null when it does not exist. */
function fileIdentity(p) {
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p);
        return `${st.dev}:${st.ino}`;
    }
    catch {
        return null;
    }
}
/**
 * Refuses an output path that is one of the command's inputs, or lies inside one of the
 * folders it reads: writing the result there would replace what it was made from, or slip
 * a report into the pack it describes. `inputs` are files and folders (absolute paths);
 * messages show paths relative to `cwd` and say `what` the inputs are.
 */
function assertOutputApartFromInputs(out, inputs, cwd, what = 'which this command reads') {
    const id = fileIdentity(out);
    const real = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(out);
    for (const input of inputs) {
        const inside = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)((0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(input), real);
        if (inside || (id !== null && fileIdentity(input) === id)) {
            const verb = inside && real !== (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(input) ? 'land inside' : 'replace';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(out, cwd)}: the output would ${verb} ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(input, cwd)}, ${what}; choose another output path`);
        }
    }
}
/**
 * Refuses a writable folder (the MCP session's workspace) that lies inside one of `inputs`
 * or holds one: whatever runs there could rewrite the packs being served, tools included.
 */
function assertFolderApartFromInputs(dir, inputs, cwd, role) {
    const real = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(dir);
    for (const input of inputs) {
        const realInput = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(input);
        const within = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(realInput, real);
        if (within || (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(real, realInput)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(dir, cwd)}: the ${role} would ${within ? 'lie inside' : 'hold'} ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(input, cwd)}, which is served; what runs there could change it (choose a folder apart from every pack)`);
        }
    }
}


/***/ }),

/***/ 4919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ chooseInstant)
/* harmony export */ });
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(408);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _rfc3339_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(974);



/**
 * The timestamp written into a package or envelope: an explicit RFC 3339 value, else
 * SOURCE_DATE_EPOCH, else the HEAD commit time of `cwd`'s repository, so rebuilding the same
 * input gives the same bytes. Outside a repository with neither set, the current time.
 */
async function chooseInstant(explicit, flag, env, cwd) {
    if (explicit !== undefined) {
        const t = (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRfc3339 */ .TM)(explicit);
        if (!t)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} must be an RFC 3339 timestamp such as 2025-01-31T12:00:00Z, not '${explicit}'`);
        return t;
    }
    const sde = env.SOURCE_DATE_EPOCH;
    if (sde !== undefined && sde !== '') {
        if (!/^\d+$/.test(sde))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not '${sde}'`);
        return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_2__/* .instantFromSeconds */ .px)(Number(sde));
    }
    const head = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_0__/* .headCommitTime */ .VJ)(cwd);
    if (head !== null)
        return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_2__/* .instantFromSeconds */ .px)(head);
    return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_2__/* .instantFromSeconds */ .px)(Date.now() / 1000);
}


/***/ })

};
