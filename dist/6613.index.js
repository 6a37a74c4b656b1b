export const id = 6613;
export const ids = [6613,6107];
export const modules = {

/***/ 6613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   passEnvEntries: () => (/* binding */ passEnvEntries),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4489);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(311);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4751);
/* harmony import */ var _core_make_dirs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2626);
/* harmony import */ var _core_output_guard_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6078);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6107);
/* harmony import */ var _guard_streams_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(339);











/** Signals that end the server: each kills the running commands first, then exits 128 + its number. */
const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'];
const meta = {
    name: 'mcp',
    summary: 'Serve capability packs (tools with progressive disclosure) and context packs (resources) to an MCP client over stdio.',
    positionals: '',
    maxPositionals: 0,
    options: {
        pack: { type: 'string', multiple: true, valueName: 'DIR', description: 'a capability pack folder to attach' },
        'context-pack': { type: 'string', multiple: true, valueName: 'DIR', description: 'a context pack folder (pack.json) to serve as resources' },
        workspace: { type: 'string', valueName: 'DIR', description: 'the session\'s read/write folder where tools run (created if missing; default a new temp folder)' },
        'audit-log': { type: 'string', valueName: 'FILE', description: 'append one JSON line per tool call to FILE (inputs redacted; its folder must exist); a command whose line cannot be written does not run' },
        'allow-exec': { type: 'boolean', description: 'let pack tools and exec_best_effort run commands (each still confirmed with the user when the client supports elicitation)' },
        'pass-env': { type: 'string', multiple: true, valueName: 'NAME', description: 'let a pack tool that lists NAME in its exec.env receive it although it holds a credential or changes what programs load (GITHUB_TOKEN, SSH_AUTH_SOCK, NODE_OPTIONS); PACK_ID:NAME for one pack only (repeatable; added to mcp.pass-env in .packwright.yml)' },
    },
    details: 'stdout carries the MCP protocol; messages go to stderr. Without --allow-exec every command is refused with a structured error.\n' +
        "A tool gets the base variables (PATH, HOME, LANG, LC_*, TZ, TMPDIR) and the names its exec.env lists; of those, credentials (TOKEN, SECRET, PASSWORD, AUTH, API_KEY, AWS_*, …), values that hold one, and variables that change what programs load or run (LD_PRELOAD, NODE_OPTIONS, BASH_ENV, GIT_ASKPASS, …) are withheld unless --pass-env names them.",
};
function list(v) {
    return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
}
/**
 * The --pass-env values, then the `mcp.pass-env` entries of the .packwright.yml found from
 * `cwd` (as other commands find theirs), each NAME or PACK_ID:NAME; a config entry carries
 * its file and line, for messages and the approval prompt. A config inside one of `packSide`
 * may pass nothing: it would be the pack's own file (a server started in the pack's folder
 * finds it), and a pack would grant itself the operator's credentials, unasked by a client
 * without elicitation. Exported for tests.
 */
async function passEnvEntries(values, cwd, packSide) {
    const { parsePassEnv } = await Promise.all(/* import() */[__webpack_require__.e(7084), __webpack_require__.e(1033), __webpack_require__.e(8698)]).then(__webpack_require__.bind(__webpack_require__, 8698));
    const fromFlag = values.map((text) => {
        const entry = parsePassEnv(text);
        if (typeof entry === 'string')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp: --pass-env ${entry}`);
        return entry;
    });
    const file = await (0,_core_config_js__WEBPACK_IMPORTED_MODULE_4__/* .findConfig */ .u0)(cwd);
    const config = await (0,_core_config_js__WEBPACK_IMPORTED_MODULE_4__/* .loadMcpConfig */ .RE)(file);
    if (!file || !config?.passEnv.length)
        return fromFlag;
    assertOperatorConfig(file, packSide);
    const fromFile = config.passEnv.map(({ text, line }) => {
        const source = `${file}${line ? `:${line}` : ''}`;
        const entry = parsePassEnv(text);
        if (typeof entry === 'string')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${source}: mcp.pass-env ${entry}`);
        return { ...entry, source };
    });
    return [...fromFlag, ...fromFile];
}
/**
 * Refuses a config that lies inside a pack-side folder, as found or once symlinks are followed
 * (the file, or a folder on its path, may be a link either way).
 */
function assertOperatorConfig(file, packSide) {
    const asFound = node_path__WEBPACK_IMPORTED_MODULE_2___default().join((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .realPathSoFar */ .JC)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file)), node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file));
    const target = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .realPathSoFar */ .JC)(file);
    for (const { dir, role } of packSide) {
        const realDir = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .realPathSoFar */ .JC)(dir);
        if ((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .isInside */ .FK)(realDir, asFound) || (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .isInside */ .FK)(realDir, target)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${file}: mcp.pass-env refused: this config lies inside ${role} ${dir}, and a pack may not pass itself credentials; start the server with --pass-env instead`);
        }
    }
}
/** The entries for the start-up line: `A (--pass-env), p:B (FILE:LINE)`. */
function describePassEnv(entries) {
    return entries.map((e) => `${e.packId === null ? e.name : `${e.packId}:${e.name}`} (${e.source ?? '--pass-env'})`).join(', ');
}
async function run(ctx) {
    const packs = list(ctx.values.pack);
    const contextPacks = list(ctx.values['context-pack']);
    if (packs.length === 0 && contextPacks.length === 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp: nothing to serve: give --pack DIR and/or --context-pack DIR');
    // Tools write in the workspace, and the audit log records them: neither may reach a served pack,
    // nor the log sit where tools write.
    const served = [...packs, ...contextPacks].map((d) => node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(ctx.cwd, d));
    const chosenWorkspace = typeof ctx.values.workspace === 'string' ? node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(ctx.cwd, ctx.values.workspace) : null;
    // A new temp workspace holds no config yet.
    const packSide = [
        ...packs.map((d) => ({ dir: node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(ctx.cwd, d), role: 'the served pack' })),
        ...contextPacks.map((d) => ({ dir: node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(ctx.cwd, d), role: 'the served context pack' })),
        ...(chosenWorkspace ? [{ dir: chosenWorkspace, role: 'the workspace' }] : []),
    ];
    const passEnv = await passEnvEntries(list(ctx.values['pass-env']), ctx.cwd, packSide);
    if (chosenWorkspace)
        (0,_core_output_guard_js__WEBPACK_IMPORTED_MODULE_6__/* .assertFolderApartFromInputs */ .E)(chosenWorkspace, served, ctx.cwd, 'workspace');
    const auditLog = typeof ctx.values['audit-log'] === 'string' ? node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(ctx.cwd, ctx.values['audit-log']) : null;
    if (auditLog) {
        (0,_core_output_guard_js__WEBPACK_IMPORTED_MODULE_6__/* .assertOutputApartFromInputs */ .T)(auditLog, served, ctx.cwd);
        if (chosenWorkspace)
            (0,_core_output_guard_js__WEBPACK_IMPORTED_MODULE_6__/* .assertOutputApartFromInputs */ .T)(auditLog, [chosenWorkspace], ctx.cwd, 'where tools write (they could rewrite the log)');
        // A log that cannot be appended to stops the server now, not at the first command.
        const { AuditLog } = await Promise.all(/* import() */[__webpack_require__.e(7084), __webpack_require__.e(1033), __webpack_require__.e(4089)]).then(__webpack_require__.bind(__webpack_require__, 4089));
        try {
            await AuditLog.check(auditLog);
        }
        catch (err) {
            const shown = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .displayPath */ .Gt)(auditLog, ctx.cwd);
            const code = err.code;
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA(code === 'ENOENT' ? `${shown}: cannot open the audit log: its folder does not exist` : `${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(err, shown)}: cannot open the audit log for appending`);
        }
    }
    let tempWorkspace = null;
    const makeWorkspace = async () => {
        try {
            if (chosenWorkspace) {
                (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_5__/* .makeDirs */ .X)(chosenWorkspace);
                return chosenWorkspace;
            }
            tempWorkspace = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'packwright-workspace-'));
            return tempWorkspace;
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(err, String(ctx.values.workspace ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)())));
        }
    };
    const { serveStdio } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(9482), __webpack_require__.e(8871), __webpack_require__.e(954), __webpack_require__.e(7084), __webpack_require__.e(6455), __webpack_require__.e(1033), __webpack_require__.e(5576), __webpack_require__.e(3917), __webpack_require__.e(5856), __webpack_require__.e(6628)]).then(__webpack_require__.bind(__webpack_require__, 4247));
    const { killActiveRuns } = await __webpack_require__.e(/* import() */ 3917).then(__webpack_require__.bind(__webpack_require__, 3917));
    const allowExec = !!ctx.values['allow-exec'];
    // However the server ends (a signal, process.exit on a broken stdout, a crash), no command's
    // process group outlives it: they are detached from ours, so nothing else would end them.
    let serving = null;
    const stopNow = (why) => (serving ? serving.shutdownNow(why) : killActiveRuns());
    const removeExitHook = (0,_guard_streams_js__WEBPACK_IMPORTED_MODULE_8__/* .addExitHook */ .d5)(() => stopNow('the server exited'));
    const onSignal = (signal) => {
        stopNow(`the server got ${signal}`);
        process.exit(128 + (node_os__WEBPACK_IMPORTED_MODULE_1__.constants.signals[signal] ?? 0));
    };
    for (const signal of STOP_SIGNALS)
        process.on(signal, onSignal);
    try {
        await serveStdio({ packs: packs.map((dir) => ({ dir })), contextPacks, workspace: makeWorkspace, auditLog, allowExec, env: ctx.env, passEnv, cwd: ctx.cwd, version: _version_js__WEBPACK_IMPORTED_MODULE_9__/* .VERSION */ .x }, (host) => {
            serving = host;
            ctx.stderr.write(`packwright mcp: serving ${host.metadata().length} capability pack(s) and ${contextPacks.length} context pack(s); workspace ${host.workspace}${auditLog ? `; audit log ${auditLog}` : ''}${allowExec ? '' : '; execution off (no --allow-exec)'}${passEnv.length ? `; pass-env ${describePassEnv(passEnv)}` : ''}\n`);
        });
    }
    finally {
        for (const signal of STOP_SIGNALS)
            process.off(signal, onSignal);
        removeExitHook();
    }
    // A temp workspace nothing was written to is removed; one holding artifacts is kept for the user (rmdir refuses a non-empty folder).
    if (tempWorkspace)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rmdir)(tempWorkspace).catch(() => undefined);
    return _types_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_OK */ .Ij;
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
        const realInput = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(input);
        const inside = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(realInput, real);
        if (inside || (id !== null && fileIdentity(input) === id)) {
            const verb = inside && real !== realInput ? 'land inside' : 'replace';
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
