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
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/read.ts + 1 modules
var read = __webpack_require__(1869);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/skillpack/copy.ts
var copy = __webpack_require__(3395);
;// CONCATENATED MODULE: ./src/skillpack/verify.ts





/**
 * Compares each installed folder with the hashes recorded when it was copied. Only folders
 * directly in the sink are read, as only those are deleted: a state file edited to record
 * `/usr` would otherwise have every file under it hashed and listed.
 */
async function verifyInstall(record) {
    const paths = [...record.installed_paths].sort(diagnostics/* compareBytes */.Xo);
    for (const p of paths) {
        if (!external_node_path_default().isAbsolute(p) || external_node_path_default().resolve(p) !== p || external_node_path_default().dirname(p) !== record.sink_path) {
            throw new errors/* UnsafePathError */.k0(`${p}: refusing to read it for pack '${record.pack}': it is not a folder directly inside the sink ${record.sink_path} (state file edited?)`);
        }
    }
    const drift = [];
    for (const p of paths) {
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
/* harmony export */   NE: () => (/* binding */ copySkill),
/* harmony export */   Qm: () => (/* binding */ assertCopyable)
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
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6659);
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
/** The copy `real` lies in, or the sink when `real` holds it; null when it reaches neither. */
function reachedCopies(real, sink) {
    if ((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(real, sink.real))
        return sink.real;
    // Every copy sits directly in the sink: one name lookup, where comparing `real` with each copy
    // cost a path.relative per copy for every skill and folder symlink of an install.
    const below = sink.real.endsWith((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)) ? sink.real : `${sink.real}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`;
    if (!real.startsWith(below))
        return null;
    const end = real.indexOf((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep), below.length);
    const name = end === -1 ? real.slice(below.length) : real.slice(below.length, end);
    return sink.copies.has(name) ? `${below}${name}` : null;
}
function copiesError(shown, real, reached, sink) {
    const what = reached === sink.real ? `the sink ${sink.real} or a folder holding it` : `${reached}, a folder sp installed in the sink`;
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: leads to ${real === reached ? '' : `${real}, `}${what}; each install would copy the copies made before it`);
}
/**
 * A control character (core/show-name's hasControlCharacter) or U+FFFD, which readdir puts in
 * place of bytes that are not UTF-8 (see undecodableNames).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_REPLACEMENT = /[\x00-\x1f\x7f-\x9f\uFFFD]/;
/** A `/`-separated relative path in the platform's form (names never hold a separator). */
const native = (node_path__WEBPACK_IMPORTED_MODULE_2___default().sep) === '/' ? (rel) => rel : (rel) => rel.split('/').join((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep));
/**
 * Lists what a skill folder holds with symlinks dereferenced (§5). With `containRoot`, every
 * symlink must resolve inside it (a remote repository cannot pull in the host's files). Loops,
 * dangling links, FIFOs, devices, names with a control character and names Windows cannot
 * hold (windowsNameProblem) are errors naming the path. Synchronous: it is a few readdir and
 * lstat calls per folder, which the thread pool would only slow down.
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
        assertNoFoldedTwins(entries, rel ? `${options.label}/${rel}` : options.label);
        let undecodable;
        for (const e of entries) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            // Each file's path is a key of the install's record in state.json. One test of each name
            // finds both kinds of name refused; what it matched is told apart only for those.
            if (CONTROL_OR_REPLACEMENT.test(e.name)) {
                if ((0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .hasControlCharacter */ .Fd)(e.name))
                    throw (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .controlCharacterError */ .n3)(`${options.label}/${childRel}`);
                if ((undecodable ??= (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .undecodableNames */ .lX)(dir)).has(e.name))
                    throw (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .notUtf8Error */ .h2)(`${options.label}/${childRel}`);
            }
            const windows = (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .windowsNameProblem */ .g3)(e.name);
            if (windows)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${(0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .quoteName */ .AB)(`${options.label}/${childRel}`)}: the name ${windows}; rename it`);
            const full = `${dir}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${e.name}`;
            if (e.isFile()) {
                // The common case, decided by the listing's type alone.
                plan.files.push({ rel: childRel, src: full, mode: options.fileModes ? lstatNamed(full, `${options.label}/${childRel}`).mode & 0o777 : -1 });
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
                    const reached = options.sink && reachedCopies(real, options.sink);
                    if (reached)
                        throw copiesError(shown, real, reached, options.sink);
                    plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
                    walk(full, childRel, [...chain, real]);
                    continue;
                }
            }
            else if (e.isDirectory()) {
                st = lstatNamed(full, shown);
                plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
                walk(full, childRel, [...chain, node_path__WEBPACK_IMPORTED_MODULE_2___default().join(chain[chain.length - 1], e.name)]);
                continue;
            }
            else {
                st = lstatNamed(full, shown);
            }
            if (!st.isFile())
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: not a regular file, folder or symlink (FIFO, socket or device)`);
            plan.files.push({ rel: childRel, src: full, mode: st.mode & 0o777 });
        }
    };
    let realSrc;
    try {
        realSrc = options.realSrc ?? realpath(src);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, options.label));
    }
    if (realContain && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(realContain, realSrc))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${options.label}: skill folder leads out of the repository`);
    const reached = options.sink && reachedCopies(realSrc, options.sink);
    if (reached)
        throw copiesError(options.label, realSrc, reached, options.sink);
    walk(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(src), '', [realSrc]);
    return plan;
}
/** lstat; an entry gone since the listing is an error naming it. */
function lstatNamed(full, shown) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, shown));
    }
}
/**
 * Two entries of one folder whose names differ only in case or Unicode normalisation (`Notes.md`
 * and `notes.md`) are one file on macOS and Windows: a copy there keeps one of them, and the
 * hashes recorded would describe files the sink does not hold. Refused on every platform, so a
 * pack installs the same everywhere (as install names that fold alike are, see resolve.ts).
 */
function assertNoFoldedTwins(entries, shownDir) {
    if (entries.length < 2)
        return;
    const seen = new Map();
    for (const e of entries) {
        const folded = (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .foldName */ .zN)(e.name);
        const twin = seen.get(folded);
        if (twin !== undefined)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shownDir}: ${(0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .quoteName */ .AB)(twin)} and ${(0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .quoteName */ .AB)(e.name)} differ only in case or Unicode normalisation: one file on macOS and Windows (rename one)`);
        seen.set(folded, e.name);
    }
}
/**
 * Fails as copySkill would, without copying (a dry run): the walk's checks (dangling symlinks,
 * FIFOs, names, containment) and every file opened for reading once.
 */
function assertCopyable(src, options) {
    for (const f of planSkill(src, { ...options, fileModes: false }).files) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(f.src, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY));
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, `${options.label}/${f.rel}`));
        }
    }
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
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dest, { mode: 0o700 });
    }
    catch (err) {
        // A read-only sink, a full disk: the message names the sink, not only the staging folder.
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`sink ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(dest))} (making ${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(dest)})`);
    }
    for (const d of plan.dirs) {
        const to = `${dest}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${native(d.rel)}`;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(to, { mode: d.mode | 0o700 });
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, to));
        }
    }
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
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(d, { withFileTypes: true });
        let undecodable;
        for (const e of entries) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(d, e.name);
            // A name that is not UTF-8 reaches nothing as a path (see undecodableNames): a copy never
            // makes one, so it is foreign, like a symlink.
            if (e.name.includes('\uFFFD') && (undecodable ??= (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .undecodableNames */ .lX)(d)).has(e.name))
                foreign.push(childRel);
            else if (e.isDirectory())
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


/***/ })

};
