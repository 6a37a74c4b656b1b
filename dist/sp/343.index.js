export const id = 343;
export const ids = [343];
export const modules = {

/***/ 6343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  meta: () => (/* binding */ meta),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/skillpack/state.ts
var skillpack_state = __webpack_require__(2981);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/skillpack/copy.ts
var copy = __webpack_require__(3395);
;// CONCATENATED MODULE: ./src/skillpack/verify.ts




/** Compares each installed folder with the hashes recorded when it was copied. */
async function verifyInstall(record) {
    const drift = [];
    for (const p of [...record.installed_paths].sort(diagnostics/* compareBytes */.Xo)) {
        const recorded = record.files[p] ?? {};
        const st = await (0,read/* lstatOrNull */.nd)(p);
        if (!st || !st.isDirectory()) {
            const replacedBy = !st ? null : st.isSymbolicLink() ? 'symlink' : st.isFile() ? 'file' : 'other';
            drift.push({ path: p, missingFolder: true, replacedBy, modified: [], missing: Object.keys(recorded), extra: [], modeChanged: [] });
            continue;
        }
        let scan;
        try {
            scan = await (0,copy/* scanInstalled */.Gn)(p);
        }
        catch (err) {
            throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, err.path ?? p));
        }
        const d = { path: p, missingFolder: false, replacedBy: null, modified: [], missing: [], extra: [...scan.foreign], modeChanged: [] };
        const recordedExec = record.executables ? new Set(record.executables[p] ?? []) : null;
        const nowExec = new Set(scan.executables);
        for (const [rel, sha] of Object.entries(recorded)) {
            if (!Object.hasOwn(scan.files, rel))
                d.missing.push(rel);
            else if (scan.files[rel] !== sha)
                d.modified.push(rel);
            else if (recordedExec && recordedExec.has(rel) !== nowExec.has(rel))
                d.modeChanged.push(rel);
        }
        for (const rel of Object.keys(scan.files))
            if (!Object.hasOwn(recorded, rel))
                d.extra.push(rel);
        d.extra.sort(diagnostics/* compareBytes */.Xo);
        if (d.modified.length || d.missing.length || d.extra.length || d.modeChanged.length)
            drift.push(d);
    }
    return drift;
}

// EXTERNAL MODULE: ./src/skillpack/discover.ts
var discover = __webpack_require__(6801);
// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
// EXTERNAL MODULE: ./src/cli/sp/shared.ts
var shared = __webpack_require__(6655);
;// CONCATENATED MODULE: ./src/cli/sp/commands/verify.ts






const meta = {
    name: 'verify',
    summary: 'Compare a pack\'s installed folders with the hashes recorded when sp copied them: list modified, missing and extra files and changed executable bits (exit 1 on any drift).',
    positionals: 'PACK (the pack name, or its pack file)',
    minPositionals: 1,
    maxPositionals: 1,
    options: { ...shared/* SINK_OPTIONS */.nQ, ...shared/* ROOT_OPTIONS */.WW, ...shared/* JSON_OPTION */.rj },
};
async function run(ctx) {
    const sp = (0,shared/* home */.iR)(ctx);
    const { sink, sinkPath } = await (0,shared/* sinkFor */.zF)(ctx, sp);
    const arg = ctx.positionals[0];
    const state = await (0,skillpack_state/* loadState */.C7)(sp.stateFile);
    const name = await (0,shared/* installedPackName */.Lq)(ctx, arg, state, sink, sinkPath);
    const record = (0,skillpack_state/* findRecord */.Tq)(state, sinkPath, name);
    // As uninstall: a sink whose path moved since the install is named, with the command for it.
    if (!record)
        throw (0,skillpack_state/* notInstalledError */.cG)(state, name, sink, sinkPath, 'verify');
    const drift = await verifyInstall(record);
    if (ctx.values.json) {
        (0,shared/* writeJson */.GF)(ctx, { pack: name, sink_path: sinkPath, ok: drift.length === 0, drift: drift.map((d) => ({ path: d.path, missing_folder: d.missingFolder, replaced_by: d.replacedBy, modified: d.modified, missing: d.missing, extra: d.extra, mode_changed: d.modeChanged })) });
        return drift.length ? types/* EXIT_FINDINGS */.cB : types/* EXIT_OK */.Ij;
    }
    if (drift.length === 0) {
        ctx.stdout.write(`pack ${name} in ${sinkPath}: ${record.installed_paths.length} folder${record.installed_paths.length === 1 ? '' : 's'} match what was installed\n`);
        return types/* EXIT_OK */.Ij;
    }
    const lines = [];
    // sp never installs a name with a control character, but a file added in the sink may have one.
    const file = (p) => ((0,show_name/* hasControlCharacter */.Fd)(p) ? (0,discover/* quoteName */.AB)(p) : p);
    for (const d of drift) {
        if (d.missingFolder) {
            const by = { symlink: 'a symlink', file: 'a file', other: 'something that is not a folder' };
            lines.push(d.replacedBy ? `${d.path}: the folder was replaced by ${by[d.replacedBy]}` : `${d.path}: folder missing`);
            continue;
        }
        for (const f of d.modified)
            lines.push(`${file(`${d.path}/${f}`)}: modified`);
        for (const f of d.missing)
            lines.push(`${file(`${d.path}/${f}`)}: missing`);
        for (const f of d.extra)
            lines.push(`${file(`${d.path}/${f}`)}: extra`);
        for (const f of d.modeChanged)
            lines.push(`${file(`${d.path}/${f}`)}: mode changed (executable bit)`);
    }
    lines.push(`pack ${name} in ${sinkPath}: ${drift.length} of ${record.installed_paths.length} folder${record.installed_paths.length === 1 ? '' : 's'} changed since install`);
    ctx.stdout.write(`${lines.join('\n')}\n`);
    return types/* EXIT_FINDINGS */.cB;
}


/***/ }),

/***/ 7135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xo: () => (/* binding */ compareBytes)
/* harmony export */ });
/* unused harmony exports DiagnosticCollector, runRules, metaMap, compareDiagnostics, HAS_SURROGATE */
/** Collects diagnostics, applying per-rule severity overrides (or dropping rules set to `off`). */
class DiagnosticCollector {
    metas;
    overrides;
    diagnostics = [];
    constructor(metas, overrides = {}) {
        this.metas = metas;
        this.overrides = overrides;
    }
    report(rule, message, file, location = {}) {
        const setting = this.overrides[rule] ?? this.metas.get(rule)?.severity ?? 'error';
        if (setting === 'off')
            return;
        const d = { rule, severity: setting, message, file };
        if (location.line !== undefined)
            d.line = location.line;
        if (location.column !== undefined)
            d.column = location.column;
        if (location.endLine !== undefined)
            d.endLine = location.endLine;
        if (location.endColumn !== undefined)
            d.endColumn = location.endColumn;
        this.diagnostics.push(d);
    }
}
/**
 * Runs each rule against one context. A rule that throws is reported as an `internal-error`
 * diagnostic on the target instead of crashing the run: one broken check must not hide the others.
 */
async function runRules(rules, context, collector, targetFile) {
    for (const rule of rules) {
        try {
            await rule.check(context, (message, file, location) => collector.report(rule.meta.id, message, file, location));
        }
        catch (err) {
            collector.report('internal-error', `rule ${rule.meta.id} failed: ${err?.message ?? String(err)}`, targetFile);
        }
    }
}
function metaMap(rules) {
    return new Map(rules.map((r) => [r.meta.id, r.meta]));
}
function compareDiagnostics(a, b) {
    return compareBytes(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareBytes(a.rule, b.rule);
}
/** Byte-order comparison (not locale): the order every generated list uses. */
function compareBytes(a, b) {
    if (a === b)
        return 0;
    // Without surrogates, UTF-16 unit order is code point order, which is UTF-8 byte order.
    if (!HAS_SURROGATE.test(a) && !HAS_SURROGATE.test(b))
        return a < b ? -1 : 1;
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
const HAS_SURROGATE = /[\uD800-\uDFFF]/;


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

/***/ 2981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ loadState),
/* harmony export */   GI: () => (/* binding */ removeRecord),
/* harmony export */   LZ: () => (/* binding */ saveState),
/* harmony export */   NC: () => (/* binding */ withStateLock),
/* harmony export */   Tq: () => (/* binding */ findRecord),
/* harmony export */   cG: () => (/* binding */ notInstalledError),
/* harmony export */   j8: () => (/* binding */ putRecord)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3008);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _core_make_dirs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2626);







const MAX_STATE_BYTES = 256 * 1024 * 1024;
function isStringArray(v) {
    return Array.isArray(v) && v.every((x) => typeof x === 'string');
}
/**
 * Reads state.json. A missing file is an empty state; a file that is not a state (hand-edited,
 * truncated) is an error naming it, never silently replaced, since it is what says which
 * folders are ours to delete.
 */
async function loadState(file) {
    // Synchronous reads and writes here and below: a handful of calls, each faster than a
    // round trip through the thread pool, in a command with nothing else to do meanwhile.
    if (!(0,_core_read_js__WEBPACK_IMPORTED_MODULE_4__/* .lstatOrNullSync */ ._F)(file))
        return { version: 1, installs: [] };
    const text = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readFileLimitedSync */ .Ex)(file, MAX_STATE_BYTES).toString('utf8');
    let parsed;
    try {
        parsed = { value: JSON.parse(text), error: null };
    }
    catch {
        // Only a broken file needs the reader that says where it breaks.
        parsed = (await __webpack_require__.e(/* import() */ 628).then(__webpack_require__.bind(__webpack_require__, 628))).parseJson(text);
    }
    const bad = (why) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${file}: not a valid skillpack state file (${why})`);
    if (parsed.error)
        throw bad(`${parsed.error.message}${parsed.error.line ? ` at line ${parsed.error.line}` : ''}`);
    const v = parsed.value;
    if (!v || typeof v !== 'object' || v.version !== 1 || !Array.isArray(v.installs))
        throw bad('expected {"version": 1, "installs": [...]}');
    for (const [i, r] of v.installs.entries()) {
        const rec = r;
        if (!rec || typeof rec !== 'object')
            throw bad(`installs[${i}] is not an object`);
        for (const k of ['sink', 'sink_path', 'pack', 'prefix', 'sep'])
            if (typeof rec[k] !== 'string')
                throw bad(`installs[${i}].${k} must be a string`);
        if (!node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(rec.sink_path))
            throw bad(`installs[${i}].sink_path must be absolute`);
        if (!isStringArray(rec.installed_paths))
            throw bad(`installs[${i}].installed_paths must be a list of paths`);
        rec.pack_file = typeof rec.pack_file === 'string' ? rec.pack_file : '';
        rec.flatten = rec.flatten === true;
        rec.imports = Array.isArray(rec.imports) ? rec.imports : [];
        rec.installed_at = typeof rec.installed_at === 'string' ? rec.installed_at : '';
        rec.files = rec.files && typeof rec.files === 'object' ? rec.files : {};
        if (rec.executables !== undefined) {
            const ex = rec.executables;
            if (!ex || typeof ex !== 'object' || Array.isArray(ex) || !Object.values(ex).every(isStringArray))
                throw bad(`installs[${i}].executables must map installed paths to lists of files`);
        }
    }
    return v;
}
async function saveState(file, state) {
    try {
        (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_6__/* .makeDirs */ .X)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file));
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .describeFsError */ .TQ)(err, node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file)));
    }
    (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomicSync */ .Q)(file, `${JSON.stringify(state, null, 2)}\n`);
}
function findRecord(state, sinkPath, pack) {
    return state.installs.find((r) => r.sink_path === sinkPath && r.pack === pack);
}
/** Replaces (or adds) the record for its `(sink_path, pack)`, keeping the others' order. */
function putRecord(state, record) {
    const i = state.installs.findIndex((r) => r.sink_path === record.sink_path && r.pack === record.pack);
    const installs = [...state.installs];
    if (i === -1)
        installs.push(record);
    else
        installs[i] = record;
    return { version: 1, installs };
}
function removeRecord(state, sinkPath, pack) {
    return { version: 1, installs: state.installs.filter((r) => !(r.sink_path === sinkPath && r.pack === pack)) };
}
/** A word for a suggested command line: as is when the shell leaves it alone, else single-quoted. */
function shellWord(s) {
    return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}
/**
 * The error for `(sink_path, pack)` having no record, for `sp uninstall` and `sp verify` alike.
 * When the sink's path has moved since the install (config.yaml changed, another `--path`),
 * state still has the pack for the same agent at the old path: the message names that path
 * and the command that reaches it, rather than only "not installed".
 */
function notInstalledError(state, pack, sink, sinkPath, command) {
    const base = `pack '${pack}' is not installed in ${sinkPath}`;
    const elsewhere = state.installs.filter((r) => r.pack === pack && r.sink_path !== sinkPath);
    const sameSink = elsewhere.filter((r) => r.sink === sink);
    if (sameSink.length > 0) {
        const at = sameSink.map((r) => r.sink_path);
        const run = `sp ${command} ${shellWord(pack)} --agent ${shellWord(sink)} --path ${shellWord(at[0])}`;
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${base}; state records it for ${sink} in ${at.join(', ')} (the sink's path has changed since the install?): run ${run}`);
    }
    if (elsewhere.length > 0) {
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${base}; state records it only for ${elsewhere.map((r) => `${r.sink} in ${r.sink_path}`).join(', ')} (see sp installed)`);
    }
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${base} (see sp installed)`);
}
/**
 * Serialises state changes between processes: a lock file created with O_EXCL holding the
 * owner's pid. A lock whose pid is gone (a killed run) is taken over; a live one is waited for,
 * then reported with its pid and path.
 */
async function withStateLock(lockFile, fn, options = {}) {
    const timeout = options.timeoutMs ?? 30_000;
    const poll = options.pollMs ?? 100;
    try {
        (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_6__/* .makeDirs */ .X)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(lockFile));
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .describeFsError */ .TQ)(err, node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(lockFile)));
    }
    const deadline = Date.now() + timeout;
    for (;;) {
        try {
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(lockFile, 'wx', 0o644);
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, `${process.pid}\n`);
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
            }
            break;
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .describeFsError */ .TQ)(err, lockFile));
            const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(lockFile, 'utf8').then((t) => t.trim(), (e) => (e.code === 'ENOENT' ? null : ''));
            // Released since the open: race for it again (never unlink what may be a new owner's lock).
            if (text === null)
                continue;
            const owner = Number(text);
            // An empty lock may be one another process has just created and not yet written: only
            // take it over once it is old.
            const young = text === '' && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(lockFile).then((st) => Date.now() - st.mtimeMs < 5000, () => false));
            if (!young && (!Number.isInteger(owner) || owner <= 0 || !isAlive(owner))) {
                // A half-written or dead owner's lock: take it away, then race again for O_EXCL.
                takeOverStaleLock(lockFile, text);
                continue;
            }
            if (Date.now() >= deadline) {
                const waited = `${Number((timeout / 1000).toFixed(1))} s`;
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IoError */ .dA(`another sp process (pid ${owner}) ${options.busy ?? 'is installing or uninstalling'}; waited ${waited} for ${lockFile}: run sp again once it has finished${options.hint ? ` (${options.hint})` : ''}, or, if pid ${owner} is not an sp process, delete ${lockFile}`);
            }
            await new Promise((r) => setTimeout(r, poll));
        }
    }
    try {
        return await fn();
    }
    finally {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(lockFile);
        }
        catch {
            /* already gone */
        }
    }
}
/**
 * Removes a lock judged stale from its content `seen`. Unlinking it straight away could remove
 * a lock another process created after the judgement, when two runs take over a dead one's lock
 * at once; so takeovers go one at a time, under a second O_EXCL file, and the lock is deleted
 * only if it still holds what was judged. No one else can replace a lock that exists, so the
 * check and the unlink cannot be split by a new owner.
 */
function takeOverStaleLock(lockFile, seen) {
    const guard = `${lockFile}.takeover`;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(guard, 'wx', 0o644);
    }
    catch {
        // Another process is taking over; a guard left by one killed mid-takeover is cleared once old.
        try {
            if (Date.now() - (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(guard).mtimeMs > 10_000)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(guard);
        }
        catch {
            /* gone */
        }
        return;
    }
    try {
        let now = null;
        try {
            now = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(lockFile, 'utf8').trim();
        }
        catch {
            /* gone: nothing to take over */
        }
        if (now === seen)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(lockFile);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(guard);
    }
}
function isAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM';
    }
}


/***/ })

};
