export const id = 280;
export const ids = [280,373,189];
export const modules = {

/***/ 280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6107);
/* harmony import */ var _skillpack_lock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2189);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4751);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6655);




const meta = {
    name: 'lock',
    summary: 'Write packs/<name>.lock.json: the pack file\'s hash, each import\'s resolved commit and a content hash per selected skill (for sp install --locked).',
    positionals: 'PACK (a name or packs/<name>.yaml)',
    minPositionals: 1,
    maxPositionals: 1,
    options: { ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .ROOT_OPTIONS */ .WW, ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .CACHE_OPTION */ .f_, ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .JSON_OPTION */ .rj },
};
async function run(ctx) {
    const root = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .findRoot */ .wg)(ctx, ctx.positionals[0]);
    const pack = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .loadPackArg */ .AX)(ctx, root);
    const lock = await (0,_skillpack_lock_js__WEBPACK_IMPORTED_MODULE_1__/* .buildLock */ .o)(await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveForCli */ ._Q)(ctx, pack, root, (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .home */ .iR)(ctx)));
    const file = (0,_skillpack_lock_js__WEBPACK_IMPORTED_MODULE_1__.lockPathFor)(pack.file);
    await (0,_skillpack_lock_js__WEBPACK_IMPORTED_MODULE_1__/* .writeLock */ .b)(file, lock);
    if (ctx.values.json)
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJson */ .GF)(ctx, { file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(file, ctx.cwd), ...lock });
    else
        ctx.stdout.write(`wrote ${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(file, ctx.cwd)}: ${lock.skills.length} skill${lock.skills.length === 1 ? '' : 's'}, ${lock.imports.length} import${lock.imports.length === 1 ? '' : 's'}\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
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
        assertNoFoldedTwins(entries, rel ? `${options.label}/${rel}` : options.label);
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

/***/ 2189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ writeLock),
/* harmony export */   checkAgainstLock: () => (/* binding */ checkAgainstLock),
/* harmony export */   lockMismatch: () => (/* binding */ lockMismatch),
/* harmony export */   lockPathFor: () => (/* binding */ lockPathFor),
/* harmony export */   lockedContent: () => (/* binding */ lockedContent),
/* harmony export */   o: () => (/* binding */ buildLock),
/* harmony export */   pinnedCommits: () => (/* binding */ pinnedCommits),
/* harmony export */   readLock: () => (/* binding */ readLock)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3008);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1869);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(628);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4130);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(299);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _copy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3395);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1373);









/** `packs/<name>.lock.json` beside `packs/<name>.yaml`. */
function lockPathFor(packFile) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().join(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(packFile), `${node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(packFile).replace(/\.ya?ml$/, '')}.lock.json`);
}
/** Builds the lock for a resolution: each import's commit and a content hash per selected skill. */
async function buildLock(resolution) {
    const skills = [];
    for (const s of resolution.skills) {
        skills.push({ source: s.source, id: s.id, install_name: s.installName, sha256: await (0,_copy_js__WEBPACK_IMPORTED_MODULE_5__/* .hashSkill */ .MC)(s.dir, { containRoot: s.containRoot, label: (0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .skillLabel */ ._i)(s), listings: s.listings }) });
    }
    return {
        version: 1,
        pack: resolution.pack.name,
        pack_sha256: (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)(resolution.pack.bytes),
        imports: resolution.imports.map((i) => ({ repo: i.repo, ref: i.ref, commit: i.commit })),
        skills,
    };
}
async function writeLock(file, lock) {
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Z)(file, `${JSON.stringify(lock, null, 2)}\n`);
}
async function readLock(file, shown) {
    if (!(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .lstatOrNull */ .nd)(file)))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: no lock file (run sp lock first)`);
    const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_7__.parseJson)((await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileLimited */ .lB)(file, 64 * 1024 * 1024)).toString('utf8'));
    const v = parsed.value;
    if (parsed.error || !v || v.version !== 1 || typeof v.pack_sha256 !== 'string' || !Array.isArray(v.imports) || !Array.isArray(v.skills)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: not a valid pack lock file${parsed.error ? ` (${parsed.error.message})` : ''}`);
    }
    // A hand-edited or merged lock is read field by field later: a bad entry is named here, not
    // met as a TypeError in the middle of an install.
    const bad = (entry, why) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: not a valid pack lock file (${entry} ${why})`);
    for (const [n, i] of v.imports.entries()) {
        if (!(0,_core_record_js__WEBPACK_IMPORTED_MODULE_8__/* .isRecord */ .u)(i))
            throw bad(`imports[${n}]`, 'is not an object');
        if (typeof i.repo !== 'string')
            throw bad(`imports[${n}].repo`, 'must be a string');
        if (i.ref !== null && i.ref !== undefined && typeof i.ref !== 'string')
            throw bad(`imports[${n}].ref`, 'must be a string or null');
        if (typeof i.commit !== 'string' || !/^[0-9a-f]{40,64}$/.test(i.commit))
            throw bad(`imports[${n}].commit`, 'must be a full commit SHA');
    }
    for (const [n, sk] of v.skills.entries()) {
        if (!(0,_core_record_js__WEBPACK_IMPORTED_MODULE_8__/* .isRecord */ .u)(sk))
            throw bad(`skills[${n}]`, 'is not an object');
        for (const k of ['source', 'id', 'install_name'])
            if (typeof sk[k] !== 'string' || sk[k] === '')
                throw bad(`skills[${n}].${k}`, 'must be a non-empty string');
        if (typeof sk.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sk.sha256))
            throw bad(`skills[${n}].sha256`, 'must be 64 lowercase hex digits');
    }
    return v;
}
/** The import commits a lock pins, after checking the pack file is the one that was locked. */
function pinnedCommits(pack, lock, lockShown, packShown) {
    if ((0,_core_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)(pack.bytes) !== lock.pack_sha256)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${packShown} has changed since ${lockShown} was written; run 'sp lock ${pack.name}' and commit the lock`);
    if (lock.imports.length !== pack.imports.length || lock.imports.some((i, n) => i.repo !== pack.imports[n].repo)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: its imports do not match ${packShown}; run 'sp lock ${pack.name}'`);
    }
    return lock.imports.map((i) => i.commit);
}
/**
 * Checks a resolution selects exactly the locked skills, and gives each one's locked content
 * hash by install name: an install compares them with the hashes of its staged copies, so
 * what it installs is what was locked, even if a source changes meanwhile.
 */
function lockedContent(resolution, lock, lockShown) {
    const locked = new Map(lock.skills.map((s) => [s.install_name, s]));
    const now = new Set(resolution.skills.map((s) => s.installName));
    for (const s of lock.skills)
        if (!now.has(s.install_name))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: locked skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSkill */ .ZY)(s)} is no longer selected`);
    const expected = new Map();
    for (const s of resolution.skills) {
        const l = locked.get(s.installName);
        if (!l)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSkill */ .ZY)(s)} is selected but not in the lock`);
        expected.set(s.installName, l.sha256);
    }
    return expected;
}
/** The error for a skill whose content is not what the lock says. */
function lockMismatch(skill, lockShown) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSkill */ .ZY)(skill)} does not match its locked content hash (edited since the lock was written?)`);
}
/** lockedContent, with each selected skill's sources hashed and compared (a dry run copies nothing to hash). */
async function checkAgainstLock(resolution, lock, lockShown) {
    const expected = lockedContent(resolution, lock, lockShown);
    for (const s of resolution.skills) {
        const hash = await (0,_copy_js__WEBPACK_IMPORTED_MODULE_5__/* .hashSkill */ .MC)(s.dir, { containRoot: s.containRoot, label: (0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .skillLabel */ ._i)(s), listings: s.listings });
        if (hash !== expected.get(s.installName))
            throw lockMismatch(s, lockShown);
    }
}


/***/ }),

/***/ 1373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ny: () => (/* binding */ OLD_PREFIX),
  th: () => (/* binding */ STAGING_PREFIX),
  ZY: () => (/* binding */ describeSkill),
  yn: () => (/* binding */ installNameProblem),
  resolvePack: () => (/* binding */ resolvePack),
  _i: () => (/* binding */ skillLabel)
});

// UNUSED EXPORTS: MAX_INSTALL_NAME_BYTES, installName, select, selectIds

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
;// CONCATENATED MODULE: ./src/core/glob-match.ts
function matchGlobTokens(tokens, s) {
    const n = s.length;
    const m = tokens.length;
    // ok[i][j]: tokens[i..] match s[j..]. Filled from the end so each cell reads only filled cells.
    const width = n + 1;
    const ok = new Uint8Array((m + 1) * width);
    ok[m * width + n] = 1;
    for (let i = m - 1; i >= 0; i--) {
        const t = tokens[i];
        const row = i * width;
        const next = (i + 1) * width;
        // For `**/`: whether some `/` at k >= j has ok[i+1][k+1]; carried from the right.
        let slashAhead = 0;
        for (let j = n; j >= 0; j--) {
            let v = 0;
            switch (t.kind) {
                case 'lit':
                    v = j < n && s[j] === t.ch ? ok[next + j + 1] : 0;
                    break;
                case 'one':
                    v = j < n && s[j] !== '/' && t.test(s[j]) ? ok[next + j + 1] : 0;
                    break;
                case 'any':
                    v = j < n ? ok[next + j + 1] : 0;
                    break;
                case 'star':
                    v = ok[next + j] || (j < n && s[j] !== '/' ? ok[row + j + 1] : 0);
                    break;
                case 'globstar':
                    v = ok[next + j] || (j < n ? ok[row + j + 1] : 0);
                    break;
                case 'globstar-slash':
                    if (j < n && s[j] === '/' && ok[next + j + 1])
                        slashAhead = 1;
                    v = ok[next + j] || slashAhead;
                    break;
            }
            ok[row + j] = v;
        }
    }
    return ok[0] === 1;
}
/**
 * A regular expression where backtracking stays small (at most two wildcard runs: quadratic in
 * the path at worst), else the dynamic program above. A regex is several times
 * faster on the common patterns (`*.log`, `build/`, `**\/tmp`), but one like `*a*a*a*a*b`
 * against a long name of `a`s would take longer than the age of the universe.
 */
function globMatcher(tokens, engine = 'auto') {
    const runs = tokens.filter((t) => t.kind === 'star' || t.kind === 'globstar' || t.kind === 'globstar-slash').length;
    if (engine === 'tokens' || (engine === 'auto' && runs > 2))
        return (rel) => matchGlobTokens(tokens, rel);
    const regex = new RegExp(`^${tokens.map(regexPiece).join('')}$`);
    return (rel) => regex.test(rel);
}
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;
function regexPiece(t) {
    switch (t.kind) {
        case 'lit':
            return t.ch.replace(REGEX_SPECIAL, '\\$&');
        case 'one':
            return t.source;
        case 'any':
            return '.';
        case 'star':
            return '[^/]*';
        case 'globstar':
            return '.*';
        case 'globstar-slash':
            return '(?:.*/)?';
    }
}
function oneToken(source) {
    const re = new RegExp(`^${source}$`);
    return { kind: 'one', source, test: (ch) => re.test(ch) };
}
/**
 * Glob syntax to tokens: `*` and `?` never match `/`; `[...]` is a class (`!` or `^` negates,
 * POSIX `[:alpha:]` names allowed); a `**` that is a whole path segment matches across folders
 * (`**\/` zero or more folders, a trailing `/**` everything inside, a bare `**` everything);
 * any other `**` is a `*`; `\` escapes the next character. Matching is of the whole string.
 */
function globTokens(p) {
    const out = [];
    let i = 0;
    while (i < p.length) {
        const c = p[i];
        if (c === '*') {
            let j = i;
            while (p[j] === '*')
                j++;
            const stars = j - i;
            const atStart = i === 0 || p[i - 1] === '/';
            const atEnd = j === p.length || p[j] === '/';
            if (stars >= 2 && atStart && atEnd) {
                if (j === p.length) {
                    // A bare `**` matches everything; `a/**` everything inside a (not a itself).
                    if (i !== 0)
                        out.push({ kind: 'any' });
                    out.push({ kind: 'globstar' });
                }
                else {
                    // `**/` matches zero or more folders.
                    out.push({ kind: 'globstar-slash' });
                    j++;
                }
            }
            else {
                out.push({ kind: 'star' });
            }
            i = j;
        }
        else if (c === '?') {
            out.push(oneToken('[^/]'));
            i++;
        }
        else if (c === '[') {
            const cls = readClass(p, i);
            if (cls) {
                out.push(oneToken(cls.source));
                i = cls.end;
            }
            else {
                out.push({ kind: 'lit', ch: '[' });
                i++;
            }
        }
        else if (c === '\\') {
            if (i + 1 < p.length)
                out.push({ kind: 'lit', ch: p[i + 1] });
            i += 2;
        }
        else {
            out.push({ kind: 'lit', ch: c });
            i++;
        }
    }
    return out;
}
function compiles(source) {
    try {
        new RegExp(source);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * A bracket expression starting at `start`, as a regex class that never matches `/`. A class
 * with a range out of order (`[z-a]`) matches no character, as in git's wildmatch (negated, any
 * but `/`): a regex would not compile, and the pattern must still mean something.
 */
function readClass(p, start) {
    let i = start + 1;
    let negate = false;
    if (p[i] === '!' || p[i] === '^') {
        negate = true;
        i++;
    }
    let body = '';
    let first = true;
    while (i < p.length) {
        const c = p[i];
        if (c === ']' && !first) {
            if (body === '')
                return null;
            return { source: compiles(`[${body}]`) ? (negate ? `[^/${body}]` : `(?!/)[${body}]`) : negate ? '[^/]' : '(?!)', end: i + 1 };
        }
        first = false;
        if (c === '\\' && i + 1 < p.length) {
            body += `\\${p[i + 1]}`;
            i += 2;
            continue;
        }
        if (c === '[' && p[i + 1] === ':') {
            const close = p.indexOf(':]', i + 2);
            if (close > 0) {
                const name = p.slice(i + 2, close);
                const posix = { alpha: 'a-zA-Z', digit: '0-9', alnum: 'a-zA-Z0-9', upper: 'A-Z', lower: 'a-z', space: ' \\t\\n\\r\\f\\v', xdigit: '0-9A-Fa-f', punct: '!-\\/:-@\\[-`{-~' };
                if (posix[name] === undefined)
                    return null;
                body += posix[name];
                i = close + 2;
                continue;
            }
        }
        body += c === ']' || c === '^' || c === '-' && (body === '' || p[i + 1] === ']') ? `\\${c}` : c.replace(/[\\[]/g, '\\$&');
        i++;
    }
    return null;
}

;// CONCATENATED MODULE: ./src/skillpack/pattern.ts

/** Why a pattern cannot be used, or null. */
function patternProblem(source) {
    if (typeof source !== 'string')
        return 'must be a string';
    if (source.length === 0)
        return 'must not be empty';
    if (source.includes('\0'))
        return 'must not contain a NUL byte';
    return null;
}
function tokenize(source) {
    const tokens = [];
    for (let i = 0; i < source.length;) {
        if (source[i] === '*') {
            if (source[i + 1] === '*') {
                // A run of three or more stars is a `**` followed by `*`s, which add nothing.
                let j = i + 2;
                while (source[j] === '*')
                    j++;
                if (source[j] === '/') {
                    tokens.push({ kind: 'globstar-slash' });
                    i = j + 1;
                }
                else {
                    tokens.push({ kind: 'globstar' });
                    i = j;
                }
            }
            else {
                tokens.push({ kind: 'star' });
                i++;
            }
        }
        else {
            tokens.push({ kind: 'lit', ch: source[i] });
            i++;
        }
    }
    return tokens;
}
function compilePattern(source) {
    const tokens = tokenize(source);
    return { source, matches: (id) => matchGlobTokens(tokens, id) };
}

// EXTERNAL MODULE: ./src/skillpack/discover.ts
var discover = __webpack_require__(6801);
// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
// EXTERNAL MODULE: ./src/skillpack/packfile.ts + 2 modules
var packfile = __webpack_require__(8430);
;// CONCATENATED MODULE: ./src/skillpack/resolve.ts








/** How a selected skill is named in messages: `skills/<id>`, or `<repo>:<id>` for an import. */
function skillLabel(s) {
    return s.source === 'local' ? `skills/${s.id}` : `${s.source}:${s.id}`;
}
/** `<prefix><sep><flattened id>`; with `flatten`, the leaf segment stands for the id. */
function installName(id, opts) {
    const flat = opts.flatten ? id.slice(id.lastIndexOf('/') + 1) : id.split('/').join(opts.sep);
    return `${opts.prefix}${opts.sep}${flat}`;
}
/**
 * Prefixes of sp's own temporary folders in a sink, each followed by 8 hex digits and a dot and
 * then the install name; install names may not start with `.skillpack-`.
 */
const STAGING_PREFIX = '.skillpack-tmp.';
const OLD_PREFIX = '.skillpack-old.';
/**
 * The longest install name, in bytes: a file name may have 255, and the staging copy and the
 * folder moved aside carry the name behind a prefix, so a longer one would install into a
 * folder the filesystem cannot name (ENAMETOOLONG midway through an install).
 */
const MAX_INSTALL_NAME_BYTES = 255 - Math.max(STAGING_PREFIX.length, OLD_PREFIX.length) - '01234567.'.length;
/** Why an installed folder name cannot be used as one folder in the sink, or null. */
function installNameProblem(name) {
    if (name.includes('/') || name.includes('\0'))
        return 'contains "/" or a NUL byte';
    if ((0,show_name/* hasControlCharacter */.Fd)(name))
        return 'contains a control character (newline, tab, …), which no install name may hold';
    if (name === '.' || name === '..')
        return 'is "." or ".."';
    if (name.startsWith('.skillpack-'))
        return 'starts with ".skillpack-", which sp reserves for its temporary folders';
    const bytes = Buffer.byteLength(name);
    if (bytes > MAX_INSTALL_NAME_BYTES)
        return `is ${bytes} bytes long; install names may have at most ${MAX_INSTALL_NAME_BYTES} (255 less the room sp's staging folder names need)`;
    return null;
}
/**
 * Applies includes then excludes to one id list; an include that matches nothing is an error
 * (fail-fast, §3), named with where it was written.
 */
function resolve_select(ids, include, exclude, where) {
    for (const p of include) {
        const m = compilePattern(p);
        if (!ids.some((id) => m.matches(id)))
            throw new errors/* InvalidInputError */.oC(`${where}: include '${p}' matches no skill`);
    }
    return selectIds(ids, include, exclude).sort(diagnostics/* compareBytes */.Xo);
}
/** The ids that match an include (every id for `null`) and no exclude, in the order given. */
function selectIds(ids, include, exclude) {
    const inc = include?.map(compilePattern);
    const exc = exclude.map(compilePattern);
    return ids.filter((id) => (!inc || inc.some((m) => m.matches(id))) && !exc.some((m) => m.matches(id)));
}
/** The pack's selection (§3 resolution semantics) with install names; collisions are errors. */
async function resolvePack(pack, options) {
    const where = options.packLabel;
    let localSkills = [];
    const localListings = new Map();
    let local = [];
    if (pack.include.length > 0) {
        localSkills = (0,discover/* discoverSkills */.iY)(external_node_path_default().join(options.root, 'skills'), { mode: 'local', label: 'skills', listings: localListings });
        local = resolve_select(localSkills.map((s) => s.id), pack.include, [], where);
    }
    else if (pack.imports.length === 0) {
        throw new errors/* InvalidInputError */.oC(`${where}: a pack needs a non-empty include or at least one import`);
    }
    const selected = [];
    const localDir = new Map(localSkills.map((s) => [s.id, s.dir]));
    const imports = [];
    const localRoot = external_node_path_default().join(options.root, 'skills');
    const sourceRoots = pack.include.length > 0 ? [localRoot] : [];
    if (pack.imports.length > 0 && (0,paths/* isInside */.FK)((0,paths/* realPathSoFar */.JC)(localRoot), (0,paths/* realPathSoFar */.JC)(options.cacheDir))) {
        throw new errors/* InvalidInputError */.oC(`${options.cacheDir}: the cache is inside ${localRoot}; imported checkouts there would be found as local skills (choose a --cache-dir outside it)`);
    }
    for (const [i, imp] of pack.imports.entries()) {
        const pinned = options.pinnedCommits?.[i] ?? null;
        options.onFetch?.(imp.repo, pinned ?? imp.ref);
        // git and its process handling load only for a pack that imports.
        const { fetchImport } = await __webpack_require__.e(/* import() */ 300).then(__webpack_require__.bind(__webpack_require__, 300));
        const fetched = await fetchImport(imp.repo, pinned ?? imp.ref, options.cacheDir, { base: (0,packfile/* packRepoRoot */.A3)(pack.file), lock: options.fetchLock });
        const listings = new Map();
        sourceRoots.push(fetched.tree);
        const skills = (0,discover/* discoverSkills */.iY)(fetched.tree, { mode: 'remote', label: imp.repo, listings });
        const ids = resolve_select(skills.map((s) => s.id), imp.include, imp.exclude, `${where}: imports[${i}] (${imp.repo})`);
        const dirs = new Map(skills.map((s) => [s.id, s.dir]));
        imports.push({ repo: imp.repo, url: fetched.url, ref: imp.ref, commit: fetched.commit, skills: ids });
        for (const id of ids)
            selected.push({ source: imp.repo, origin: i, id, dir: dirs.get(id), containRoot: fetched.tree, listings });
    }
    for (const id of local)
        selected.push({ source: 'local', origin: -1, id, dir: localDir.get(id), containRoot: null, listings: localListings });
    // Pack-level exclude applies to the union (step 5).
    const excluded = pack.exclude.map(compilePattern);
    const final = selected.filter((s) => !excluded.some((m) => m.matches(s.id)));
    const keptLocal = new Set(final.filter((s) => s.origin === -1).map((s) => s.id));
    local = local.filter((id) => keptLocal.has(id));
    for (const [i, imp] of imports.entries()) {
        const kept = new Set(final.filter((s) => s.origin === i).map((s) => s.id));
        imp.skills = imp.skills.filter((id) => kept.has(id));
    }
    const byName = new Map();
    const byFolded = new Map();
    const skills = [];
    for (const s of final) {
        // A remote repository's odd folder matters only once selected (see discoverSkills).
        if ((0,show_name/* hasControlCharacter */.Fd)(s.id))
            throw (0,discover/* controlCharacterError */.n3)(`${s.source}:${s.id}`);
        const name = installName(s.id, pack.install);
        const problem = installNameProblem(name);
        if (problem)
            throw new errors/* InvalidInputError */.oC(`${where}: skill ${describeSkill(s)} installs as ${(0,discover/* quoteName */.AB)(name)}, which ${problem}`);
        const other = byName.get(name);
        if (other)
            throw new errors/* InvalidInputError */.oC(`${where}: skills ${describeSkill(other)} and ${describeSkill(s)} would both install as ${(0,discover/* quoteName */.AB)(name)}`);
        const folded = (0,discover/* foldName */.zN)(name);
        const alike = byFolded.get(folded);
        if (alike)
            throw new errors/* InvalidInputError */.oC(`${where}: skills ${describeSkill(alike)} and ${describeSkill(s)} install as ${(0,discover/* quoteName */.AB)(alike.installName)} and ${(0,discover/* quoteName */.AB)(name)}, which differ only in case or Unicode normalisation: one folder on macOS and Windows (rename one)`);
        const withName = { ...s, installName: name };
        byName.set(name, withName);
        byFolded.set(folded, withName);
        skills.push(withName);
    }
    skills.sort((a, b) => (0,diagnostics/* compareBytes */.Xo)(a.installName, b.installName));
    return { pack, local, imports, skills, sourceRoots };
}
function describeSkill(s) {
    return s.source === 'local' ? (0,discover/* quoteName */.AB)(s.id) : `${(0,discover/* quoteName */.AB)(s.id)} from ${s.source}`;
}


/***/ })

};
