export const id = 616;
export const ids = [616];
export const modules = {

/***/ 3008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ writeFileAtomicSync),
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);





/**
 * Where a write to `file` goes, and whether in place. Renaming a temp file over the path would
 * replace what stands there: a symlink (fine inside a repository: the link is replaced, its
 * target untouched) or a device, FIFO or socket (renaming over /dev/stdout as root replaced the
 * device with a file). See AtomicWriteOptions.output.
 */
function writeTarget(file, options) {
    const fresh = { file, mode: options.mode ?? 0o644, inPlace: false };
    let st;
    try {
        // stat, not realpath: /dev/stdout leads to /proc/self/fd/1, whose "real path" is `pipe:[…]`.
        st = options.output ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file) : (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(file);
    }
    catch {
        return fresh; // new (or a dangling link): created by the rename
    }
    if (st.isSymbolicLink())
        return fresh;
    const special = !st.isFile() && !st.isDirectory();
    if (special && !options.output)
        throw Object.assign(new Error('not a regular file (left as it is)'), { code: 'ESPECIAL' });
    if (special)
        return { file, mode: st.mode & 0o7777, inPlace: true };
    // A regular file, maybe behind a symlink the user named: replace the file, keep the link.
    return { file: options.output ? node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(file) : file, mode: st.mode & 0o7777, inPlace: false };
}
/**
 * Writes `data` to `file` so that a reader (or a crash) sees the old bytes or the new ones,
 * never a half-written file: write a temp file beside it, fsync, rename over (see writeTarget
 * for symlinks, devices and FIFOs).
 */
async function writeFileAtomic(requested, data, options = {}) {
    let target;
    try {
        target = writeTarget(requested, options);
        if (target.inPlace)
            return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(target.file, data);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
    const { file, mode } = target;
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(tmp, 'wx', mode);
        try {
            await fh.writeFile(data);
            await fh.sync();
        }
        finally {
            await fh.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(tmp, mode);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, file);
    }
    catch (err) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(tmp).catch(() => undefined);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
}
/**
 * writeFileAtomic without the thread pool, for a command that has nothing else to do while it
 * waits (sp install writes its state twice): same temp file, fsync and rename, in one call each.
 */
function writeFileAtomicSync(requested, data, options = {}) {
    let target;
    try {
        target = writeTarget(requested, options);
        if (target.inPlace)
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(target.file, data);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
    const { file, mode } = target;
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(tmp, 'wx', mode);
        try {
            const bytes = typeof data === 'string' ? Buffer.from(data) : data;
            for (let off = 0; off < bytes.length;)
                off += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, bytes, off);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fchmodSync)(fd, mode);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fsyncSync)(fd);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(tmp, file);
    }
    catch (err) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(tmp);
        }
        catch {
            /* never created, or already renamed */
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
}


/***/ }),

/***/ 299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ sha256File),
/* harmony export */   f: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);


function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
const CHUNK = 1 << 20;
/**
 * SHA-256 of a file, read in 1 MiB chunks into one reused buffer: constant memory whatever
 * the size, and faster than a stream (no per-chunk allocation).
 */
async function sha256File(file) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, 'r');
    try {
        const buf = Buffer.allocUnsafe(CHUNK);
        for (;;) {
            const { bytesRead } = await fh.read(buf, 0, CHUNK, null);
            if (bytesRead === 0)
                break;
            hash.update(bytesRead === CHUNK ? buf : buf.subarray(0, bytesRead));
        }
    }
    finally {
        await fh.close();
    }
    return hash.digest('hex');
}


/***/ }),

/***/ 6296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ hasControlCharacter),
/* harmony export */   kd: () => (/* binding */ quoteEscaped)
/* harmony export */ });
/* unused harmony export showPath */
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
    return JSON.stringify(s).replace(/[\x7f-\x9f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** A path for a message: as is, or double-quoted with escapes when it holds control characters or quotes (as git quotes them). */
function showPath(p) {
    return NEEDS_QUOTES.test(p) ? quoteEscaped(p) : p;
}


/***/ }),

/***/ 3395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gn: () => (/* binding */ scanInstalled),
/* harmony export */   MC: () => (/* binding */ hashSkill),
/* harmony export */   NE: () => (/* binding */ copySkill)
/* harmony export */ });
/* unused harmony exports planSkill, sortKeys, contentHash */
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
            files[f.rel] = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q)(f.src);
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
    const walk = async (d, rel) => {
        for (const e of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(d, { withFileTypes: true })) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(d, e.name);
            if (e.isDirectory())
                await walk(full, childRel);
            else if (e.isFile()) {
                files[childRel] = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q)(full);
                if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(full)).mode & 0o111)
                    executables.push(childRel);
            }
            else
                foreign.push(childRel);
        }
    };
    await walk(dir, '');
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
