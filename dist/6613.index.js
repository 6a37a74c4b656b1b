export const id = 6613;
export const ids = [6613];
export const modules = {

/***/ 6613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(311);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4751);
/* harmony import */ var _core_make_dirs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2626);







const meta = {
    name: 'mcp',
    summary: 'Serve capability packs (tools with progressive disclosure) and context packs (resources) to an MCP client over stdio.',
    positionals: '',
    maxPositionals: 0,
    options: {
        pack: { type: 'string', multiple: true, valueName: 'DIR', description: 'a capability pack folder to attach' },
        'context-pack': { type: 'string', multiple: true, valueName: 'DIR', description: 'a context pack folder (pack.json) to serve as resources' },
        workspace: { type: 'string', valueName: 'DIR', description: 'the session\'s read/write folder where tools run (created if missing; default a new temp folder)' },
        'audit-log': { type: 'string', valueName: 'FILE', description: 'append one JSON line per tool call to FILE (inputs redacted)' },
        'allow-exec': { type: 'boolean', description: 'let pack tools and exec_best_effort run commands (each still confirmed with the user when the client supports elicitation)' },
    },
    details: 'stdout carries the MCP protocol; messages go to stderr. Without --allow-exec every command is refused with a structured error.',
};
function list(v) {
    return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
}
async function run(ctx) {
    const packs = list(ctx.values.pack);
    const contextPacks = list(ctx.values['context-pack']);
    if (packs.length === 0 && contextPacks.length === 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp: nothing to serve: give --pack DIR and/or --context-pack DIR');
    let tempWorkspace = null;
    const makeWorkspace = async () => {
        try {
            if (typeof ctx.values.workspace === 'string') {
                const dir = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(ctx.cwd, ctx.values.workspace);
                (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_4__/* .makeDirs */ .X)(dir);
                return dir;
            }
            tempWorkspace = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'packwright-workspace-'));
            return tempWorkspace;
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(err, String(ctx.values.workspace ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)())));
        }
    };
    const { serveStdio } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(6484), __webpack_require__.e(2210), __webpack_require__.e(7054), __webpack_require__.e(9698), __webpack_require__.e(4990), __webpack_require__.e(8104)]).then(__webpack_require__.bind(__webpack_require__, 8104));
    const auditLog = typeof ctx.values['audit-log'] === 'string' ? node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(ctx.cwd, ctx.values['audit-log']) : null;
    const allowExec = !!ctx.values['allow-exec'];
    await serveStdio({ packs: packs.map((dir) => ({ dir })), contextPacks, workspace: makeWorkspace, auditLog, allowExec, env: ctx.env, cwd: ctx.cwd, version: _version_js__WEBPACK_IMPORTED_MODULE_5__/* .VERSION */ .x }, (host) => {
        ctx.stderr.write(`packwright mcp: serving ${host.metadata().length} capability pack(s) and ${contextPacks.length} context pack(s); workspace ${host.workspace}${auditLog ? `; audit log ${auditLog}` : ''}${allowExec ? '' : '; execution off (no --allow-exec)'}\n`);
    });
    // A temp workspace nothing was written to is removed; one holding artifacts is kept for the user (rmdir refuses a non-empty folder).
    if (tempWorkspace)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rmdir)(tempWorkspace).catch(() => undefined);
    return _types_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
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


/***/ })

};
