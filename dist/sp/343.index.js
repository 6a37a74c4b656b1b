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
// EXTERNAL MODULE: ./src/core/read.ts + 1 modules
var read = __webpack_require__(1869);
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
        throw (0,shared/* withCommandToReach */.ib)((0,skillpack_state/* notInstalledError */.cG)(state, name, sink, sinkPath), 'verify');
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
    const file = show_name/* showPath */.P8;
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

/***/ 299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q3: () => (/* binding */ sha256File),
/* harmony export */   ax: () => (/* binding */ sha256FileNoFollow),
/* harmony export */   fg: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);



function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
const CHUNK = 1 << 20;
async function hashHandle(fh) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const buf = Buffer.allocUnsafe(CHUNK);
    for (;;) {
        const { bytesRead } = await fh.read(buf, 0, CHUNK, null);
        if (bytesRead === 0)
            break;
        hash.update(bytesRead === CHUNK ? buf : buf.subarray(0, bytesRead));
    }
    return hash.digest('hex');
}
/**
 * SHA-256 of a file, read in 1 MiB chunks into one reused buffer: constant memory whatever
 * the size, and faster than a stream (no per-chunk allocation).
 */
async function sha256File(file) {
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(file, 'r');
    try {
        return await hashHandle(fh);
    }
    finally {
        await fh.close();
    }
}
/**
 * SHA-256 and permission bits of a file that must not be a symlink (ELOOP if it is): both
 * from one open file, so a file swapped between two calls cannot lend one its hash and the
 * other its mode.
 */
async function sha256FileNoFollow(file) {
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW);
    try {
        const { mode } = await fh.stat();
        return { sha256: await hashHandle(fh), mode };
    }
    finally {
        await fh.close();
    }
}


/***/ }),

/***/ 3395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ae: () => (/* binding */ contentHash),
/* harmony export */   Gn: () => (/* binding */ scanInstalled),
/* harmony export */   MC: () => (/* binding */ hashSkill),
/* harmony export */   NE: () => (/* binding */ copySkill)
/* harmony export */ });
/* unused harmony exports planSkill, sortKeys */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(299);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7135);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6107);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4130);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6801);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6296);











// realpath(3) in one call; fs.realpathSync walks the path in JavaScript, an lstat per component.
const realpath = node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native;
const CONCURRENCY = 8;
async function pool(items, limit, fn) {
    let next = 0;
    const worker = async () => {
        while (next < items.length)
            await fn(items[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
/** A `/`-separated relative path in the platform's form (names never hold a separator). */
const native = (node_path__WEBPACK_IMPORTED_MODULE_2___default().sep) === '/' ? (rel) => rel : (rel) => rel.split('/').join((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep));
/**
 * Lists what a skill folder holds with symlinks dereferenced (§5). With `containRoot`, every
 * symlink must resolve inside it (a remote repository cannot pull in the host's files). Loops,
 * dangling links, FIFOs, devices and names with a control character are errors naming the
 * path. Synchronous: it is a few readdir and lstat calls per folder, which the thread pool
 * would only slow down.
 */
function planSkill(src, options) {
    const plan = { dirs: [], files: [] };
    const realContain = options.containRoot ? realpath(options.containRoot) : null;
    const walk = (dir, rel, chain) => {
        let entries = options.listings?.get(dir);
        try {
            entries ??= (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(dir, { withFileTypes: true });
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, `${options.label}/${rel}`));
        }
        for (const e of entries) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            // Each file's path is a key of the install's record in state.json.
            if ((0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .hasControlCharacter */ .Fd)(e.name))
                throw (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .controlCharacterError */ .n3)(`${options.label}/${childRel}`);
            const full = `${dir}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${e.name}`;
            if (e.isFile()) {
                // The common case, decided by the listing's type alone.
                plan.files.push({ rel: childRel, src: full, mode: options.fileModes ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full).mode & 0o777 : -1 });
                continue;
            }
            const shown = `${options.label}/${childRel}`;
            let st;
            if (e.isSymbolicLink()) {
                try {
                    st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(full);
                }
                catch (err) {
                    const code = err.code;
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: ${code === 'ENOENT' ? 'dangling symlink' : code === 'ELOOP' ? 'symlink loop' : (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, shown)}`);
                }
                const real = realpath(full);
                if (realContain && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(realContain, real))
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: symlink leads out of the repository`);
                if (st.isDirectory()) {
                    if (chain.some((c) => (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(real, c)))
                        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: symlink loop (leads back to a folder above it)`);
                    plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
                    walk(full, childRel, [...chain, real]);
                    continue;
                }
            }
            else if (e.isDirectory()) {
                st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full);
                plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
                walk(full, childRel, [...chain, node_path__WEBPACK_IMPORTED_MODULE_2___default().join(chain[chain.length - 1], e.name)]);
                continue;
            }
            else {
                st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full);
            }
            if (!st.isFile())
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: not a regular file, folder or symlink (FIFO, socket or device)`);
            plan.files.push({ rel: childRel, src: full, mode: st.mode & 0o777 });
        }
    };
    let realSrc;
    try {
        realSrc = realpath(src);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, options.label));
    }
    if (realContain && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(realContain, realSrc))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${options.label}: skill folder leads out of the repository`);
    walk(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(src), '', [realSrc]);
    return plan;
}
/** Hashes a skill folder as copySkill would copy it, without copying (for `sp lock` and a dry run). */
async function hashSkill(src, options) {
    const plan = planSkill(src, { ...options, fileModes: true });
    // A skill may hold a file named `__proto__` or `constructor` (see emptyRecord).
    const files = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_9__/* .emptyRecord */ .F)();
    await pool(plan.files, CONCURRENCY, async (f) => {
        try {
            files[f.rel] = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q3)(f.src);
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, `${options.label}/${f.rel}`));
        }
    });
    return contentHash(files, plan.files.filter((f) => f.mode & 0o111).map((f) => f.rel));
}
/**
 * Copies a skill folder (see planSkill) into `dest`, which must not exist, with permission
 * bits kept. Makes the folders now and queues the files with the hasher, which copies and
 * hashes them; finish() waits for (or does) that work, gives the files' hashes and completes
 * the folder.
 *
 * Each file is copied by the kernel (a reflink where the filesystem has them, else
 * copy_file_range), so no byte passes through JavaScript, as with `cp`. With a worker-backed
 * hasher the worker copies the skills queued first while the calling thread, in finish(),
 * copies those queued last. The hash is of the *copy*, read back right after it is written:
 * the recorded hash is of the bytes that were installed, even if the source changes meanwhile.
 *
 * The staging folder stays private (0700) until its files are hashed and any setuid, setgid
 * or sticky bit the copy took from its source is dropped (a copy of a skill has no use for
 * them); only then does it get the source folder's mode.
 *
 * No fsync: a folder becomes visible only by the rename after every copy is written, so a
 * killed process leaves the old folder or the new one, never half of one (a power loss is
 * not covered; syncing every file would cost more than the whole copy).
 */
function copySkill(src, dest, options, hasher) {
    const plan = planSkill(src, { ...options, fileModes: false });
    const rootMode = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(src).mode & 0o777;
    // Synchronous on purpose: for many small folders the sync calls beat the promise API's
    // round trips through the thread pool (a CLI has nothing else to run meanwhile).
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dest, { mode: 0o700 });
    for (const d of plan.dirs)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(`${dest}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${native(d.rel)}`, { mode: d.mode | 0o700 });
    const copies = plan.files.map((f) => `${dest}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${native(f.rel)}`);
    const ticket = hasher.copyThenHash(plan.files.map((f) => f.src), copies);
    const finish = () => {
        let at = options.label;
        try {
            const hashed = hasher.take(ticket);
            const out = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_9__/* .emptyRecord */ .F)();
            const executables = [];
            for (const [i, f] of plan.files.entries()) {
                at = `${options.label}/${f.rel}`;
                if (hashed[i].mode & 0o7000)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(copies[i], hashed[i].mode & 0o777);
                if (hashed[i].mode & 0o111)
                    executables.push(f.rel);
                out[f.rel] = hashed[i].sha256;
            }
            const umask = process.umask();
            // Folder modes once every file is in: a read-only folder must be filled first.
            for (const d of [...plan.dirs].reverse()) {
                at = `${options.label}/${d.rel}`;
                if ((d.mode | 0o700) !== d.mode || (d.mode & ~umask) !== d.mode)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(`${dest}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${native(d.rel)}`, d.mode);
            }
            at = options.label;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(dest, rootMode);
            return { files: sortKeys(out), contentHash: contentHash(out, executables), executables: executables.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_10__/* .compareBytes */ .Xo) };
        }
        catch (err) {
            const index = err.index;
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, index === undefined ? at : `${options.label}/${plan.files[index]?.rel ?? ''}`));
        }
    };
    return { finish };
}
function sortKeys(o) {
    return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_10__/* .compareBytes */ .Xo)(a, b)));
}
/**
 * One hash for a skill's content: SHA-256 over `<x|-> <sha256> <path>\n` lines in byte order.
 * Same files, same bytes, same executable bits → same hash, whatever the folder is called.
 */
function contentHash(files, executables) {
    const exec = new Set(executables);
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash)('sha256');
    for (const rel of Object.keys(files).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_10__/* .compareBytes */ .Xo))
        h.update(`${exec.has(rel) ? 'x' : '-'} ${files[rel]} ${rel}\n`);
    return h.digest('hex');
}
/** Hashes an installed folder without following symlinks (a symlink in the sink is never ours). */
async function scanInstalled(dir) {
    const files = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_9__/* .emptyRecord */ .F)();
    const executables = [];
    const foreign = [];
    const regular = [];
    const walk = async (d, rel) => {
        for (const e of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(d, { withFileTypes: true })) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(d, e.name);
            if (e.isDirectory())
                await walk(full, childRel);
            else if (e.isFile())
                regular.push({ full, rel: childRel });
            else
                foreign.push(childRel);
        }
    };
    await walk(dir, '');
    await pool(regular, CONCURRENCY, async ({ full, rel }) => {
        const { sha256, mode } = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256FileNoFollow */ .ax)(full);
        files[rel] = sha256;
        if (mode & 0o111)
            executables.push(rel);
    });
    return { files: sortKeys(files), executables: executables.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_10__/* .compareBytes */ .Xo), foreign: foreign.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_10__/* .compareBytes */ .Xo) };
}


/***/ }),

/***/ 6801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ quoteName),
/* harmony export */   iY: () => (/* binding */ discoverSkills),
/* harmony export */   n3: () => (/* binding */ controlCharacterError)
/* harmony export */ });
/* unused harmony export SKILL_FILE */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7135);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6296);






const SKILL_FILE = 'SKILL.md';
/** A name for a message: `'name'`, or double-quoted with escapes when it holds a control character. */
function quoteName(s) {
    return (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .hasControlCharacter */ .Fd)(s) ? (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .quoteEscaped */ .kd)(s) : `'${s}'`;
}
/** The error for a skill path (or a file in a skill) whose name holds a control character. */
function controlCharacterError(shown) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${quoteName(shown)}: the name contains a control character (newline, tab, …), which no install name or state key may hold; rename it`);
}
/**
 * Finds skills (specs/skillpacks-v0.md §1–2): folders holding `SKILL.md` (exact case) with no
 * `SKILL.md` below them. Walks every folder except `.git` — dot-folders hold real skills
 * (`skills/.curated/…`, INTEROP.md §2). Synchronous on purpose: a tree walk of 100,000 files
 * is mostly readdir calls, and the sync calls avoid a promise per entry.
 */
function discoverSkills(root, options) {
    const label = options.label ?? root;
    let realRoot;
    try {
        realRoot = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, label));
    }
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(realRoot).isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${label}: not a directory`);
    const markers = [];
    const shown = (rel) => (rel ? `${label}/${rel}` : label);
    /** `chain`: real paths of the symlinked folders followed to get here, to stop loops. */
    const walk = (dir, rel, viaSymlink, chain) => {
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true });
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, shown(rel)));
        }
        options.listings?.set(dir, entries);
        for (const e of entries) {
            // Most entries are plain files that are not SKILL.md: decide those before building any string.
            const name = e.name;
            if (e.isFile()) {
                if (name === SKILL_FILE)
                    markers.push(rel);
                continue;
            }
            if (e.isDirectory()) {
                if (name !== '.git')
                    walk(`${dir}/${name}`, rel ? `${rel}/${name}` : name, viaSymlink, chain);
                continue;
            }
            if (!e.isSymbolicLink() || name === '.git')
                continue;
            const childRel = rel ? `${rel}/${name}` : name;
            const full = `${dir}/${name}`;
            if (name === SKILL_FILE) {
                if (!viaSymlink)
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${shown(childRel)}: SKILL.md is a symlink, which is only allowed inside a symlinked skill folder`);
                const target = followable(full, shown(childRel));
                if (!target?.isFile())
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${shown(childRel)}: SKILL.md is a symlink to something that is not a file`);
                if (options.mode === 'remote' && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(realRoot, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full)))
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${shown(childRel)}: SKILL.md is a symlink leading out of the repository`);
                markers.push(rel);
                continue;
            }
            // Symlinks to files, and dangling ones, matter only if a selected skill holds them (copy reports them).
            const target = statOrNull(full);
            if (!target?.isDirectory())
                continue;
            const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full);
            if (options.mode === 'remote' && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(realRoot, real))
                continue;
            if (real === realRoot || chain.includes(real) || (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(real, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(dir))) {
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${shown(childRel)}: symlink loop (leads back to a folder above it)`);
            }
            walk(full, childRel, true, [...chain, real]);
        }
    };
    const top = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root);
    walk(top, '', false, []);
    const rootMarker = markers.indexOf('');
    if (rootMarker !== -1) {
        if (options.mode === 'local')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${label}/SKILL.md: ${label}/ itself cannot be a skill`);
        markers.splice(rootMarker, 1);
    }
    // Leaf-only: a folder with SKILL.md is a skill unless another marker lies below it.
    const ancestors = new Set();
    for (const m of markers) {
        for (let i = m.lastIndexOf('/'); i > 0; i = m.lastIndexOf('/', i - 1))
            ancestors.add(m.slice(0, i));
    }
    const ids = markers.filter((m) => !ancestors.has(m)).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__/* .compareBytes */ .Xo);
    // A local skill is the author's own folder: refused here, so list, show, install and validate
    // all say so. A remote repository may hold such a folder the pack never selects: resolvePack
    // refuses it only once selected.
    if (options.mode === 'local') {
        const bad = ids.find(_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .hasControlCharacter */ .Fd);
        if (bad !== undefined)
            throw controlCharacterError(shown(bad));
    }
    return ids
        // The folder as walked (`<root>/<id>`, the key of its listing); string joins, as path.join
        // normalising every path costs more than the walk for a few hundred skills.
        .map((id) => ({ id, dir: (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep) === '/' ? `${top}/${id}` : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(top, ...id.split('/')) }));
}
/** stat through a symlink; a dangling link is an error naming it. */
function followable(full, shown) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(full);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${shown}: dangling symlink`);
        if (code === 'ELOOP')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${shown}: symlink loop`);
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, shown));
    }
}
function statOrNull(full) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(full);
    }
    catch {
        return null;
    }
}


/***/ })

};
