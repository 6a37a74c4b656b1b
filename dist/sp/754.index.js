export const id = 754;
export const ids = [754];
export const modules = {

/***/ 2421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ fileHasher)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);



const CHUNK = 1 << 20;
/** Ticket layout: [state, failed file index] as int32, then per file 32 hash bytes and an int32 mode, then an error text. */
const HEADER = 8;
const PER_FILE = 36;
const ERROR_BYTES = 512;
// Ticket states: waiting, taken by a thread, done, failed.
const WAITING = 0;
const DONE = 2;
const FAILED = 3;
/** How long take() waits for a worker that shows no progress before giving up. */
const STALL_MS = 60_000;
/**
 * Copies and hashes a ticket's files into its shared buffer if this
 * thread is the one to take it. Self-contained (only its arguments and built-ins): the worker
 * runs it from its source text, so both threads work the same way — which is why constants are
 * written out here: the layout's sizes (8 = HEADER, 36 = PER_FILE, 512 = ERROR_BYTES) and the
 * copy flags (3 = COPYFILE_EXCL | COPYFILE_FICLONE). A file costs open, fstat, reads, close.
 */
function hashTicket(shared, files, sources, fs, hashOf, buf) {
    const state = new Int32Array(shared, 0, 2);
    if (Atomics.compareExchange(state, 0, 0, 1) !== 0)
        return;
    const bytes = new Uint8Array(shared);
    const view = new DataView(shared);
    let index = 0;
    try {
        for (; index < files.length; index++) {
            fs.copyFileSync(sources[index], files[index], 3);
            const h = hashOf('sha256');
            const fd = fs.openSync(files[index], 'r');
            try {
                view.setInt32(8 + index * 36 + 32, fs.fstatSync(fd).mode & 0o7777, true);
                for (let n; (n = fs.readSync(fd, buf, 0, buf.length, null)) > 0;)
                    h.update(n === buf.length ? buf : buf.subarray(0, n));
            }
            finally {
                fs.closeSync(fd);
            }
            bytes.set(h.digest(), 8 + index * 36);
        }
        Atomics.store(state, 0, 2);
    }
    catch (err) {
        const e = err;
        let text = new TextEncoder().encode(JSON.stringify({ code: e?.code, message: String(e?.message ?? err) }));
        if (text.length >= 512)
            text = new TextEncoder().encode(JSON.stringify({ code: e?.code, message: 'cannot read it' }));
        bytes.set(text, 8 + files.length * 36);
        state[1] = index;
        Atomics.store(state, 0, 3);
    }
    Atomics.notify(state, 0);
}
/**
 * The worker: a plain CommonJS script using only Node built-ins, so it runs the same from the
 * TypeScript sources (tests) and from the ncc bundle (no separate file to ship or resolve).
 * A ticket belongs to whichever thread moves its state from waiting to taken first.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const { createHash } = require('node:crypto');
const hashTicket = (${hashTicket.toString()});
const buf = Buffer.allocUnsafe(${CHUNK});
// Run once on nothing before taking real work: source text that cannot run here (a test
// coverage tool instruments it, say) kills the worker now, and its tickets stay to take().
hashTicket(new SharedArrayBuffer(${HEADER + ERROR_BYTES}), [], [], fs, createHash, buf);
parentPort.on('message', ({ shared, files, sources }) => hashTicket(shared, files, sources, fs, createHash, buf));
`;
function results(ticket) {
    const state = new Int32Array(ticket.shared, 0, 2);
    const bytes = Buffer.from(ticket.shared);
    const view = new DataView(ticket.shared);
    if (Atomics.load(state, 0) === FAILED) {
        const at = HEADER + ticket.files.length * PER_FILE;
        const end = bytes.indexOf(0, at);
        const { code, message } = JSON.parse(bytes.toString('utf8', at, end === -1 ? at + ERROR_BYTES : end));
        throw Object.assign(new Error(message), { code, index: state[1] });
    }
    return ticket.files.map((_, i) => ({
        sha256: bytes.toString('hex', HEADER + i * PER_FILE, HEADER + i * PER_FILE + 32),
        mode: view.getInt32(HEADER + i * PER_FILE + 32, true),
    }));
}
/**
 * A hasher backed by one worker thread, which starts now: make it before other set-up work
 * (`sp install` does so when the command starts) so its ~20 ms boot overlaps with that work.
 * One worker beside the calling thread: take() has the calling thread work through the queue
 * from its newest end while the worker goes from the oldest, so the two share the work without
 * any more messages; copying, the larger part, is file system work that more threads would
 * mostly spend waiting on its locks.
 */
function fileHasher() {
    const buf = Buffer.allocUnsafe(CHUNK);
    const fs = { openSync: node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync, readSync: node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync, fstatSync: node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync, closeSync: node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync, copyFileSync: node_fs__WEBPACK_IMPORTED_MODULE_1__.copyFileSync };
    let worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(WORKER_SOURCE, { eval: true });
    // The worker never keeps the process alive: results do not come back as messages.
    worker.unref();
    // A worker that fails to run leaves its tickets waiting, and take() hashes them here.
    worker.on('error', () => (worker = null));
    const queued = [];
    return {
        copyThenHash(sources, copies) {
            if (sources.length !== copies.length)
                throw new RangeError('copyThenHash: one copy path per source');
            const ticket = { files: copies, sources, shared: new SharedArrayBuffer(HEADER + copies.length * PER_FILE + ERROR_BYTES) };
            queued.push(ticket);
            worker?.postMessage({ shared: ticket.shared, files: copies, sources });
            return ticket;
        },
        take(ticket) {
            // Newest first: the worker works from the oldest, so the two rarely meet.
            while (queued.length > 0) {
                const t = queued.pop();
                hashTicket(t.shared, t.files, t.sources, fs, node_crypto__WEBPACK_IMPORTED_MODULE_2__.createHash, buf);
                if (t === ticket)
                    break;
            }
            const state = new Int32Array(ticket.shared, 0, 2);
            for (;;) {
                const s = Atomics.load(state, 0);
                if (s === DONE || s === FAILED)
                    break;
                if (s === WAITING)
                    hashTicket(ticket.shared, ticket.files, ticket.sources, fs, node_crypto__WEBPACK_IMPORTED_MODULE_2__.createHash, buf);
                else if (Atomics.wait(state, 0, s, STALL_MS) === 'timed-out')
                    throw Object.assign(new Error('the hashing thread stopped responding'), { index: 0 });
            }
            return results(ticket);
        },
        async close() {
            const w = worker;
            worker = null;
            if (w)
                await w.terminate();
        },
    };
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


/***/ }),

/***/ 5754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $9: () => (/* binding */ installPack),
  Sy: () => (/* binding */ uninstallPack)
});

// UNUSED EXPORTS: recoverSink

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/read.ts + 1 modules
var read = __webpack_require__(1869);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/skillpack/copy.ts
var copy = __webpack_require__(3395);
// EXTERNAL MODULE: ./src/core/file-hasher.ts
var file_hasher = __webpack_require__(2421);
// EXTERNAL MODULE: ./src/skillpack/state.ts
var skillpack_state = __webpack_require__(2981);
// EXTERNAL MODULE: ./src/skillpack/resolve.ts + 2 modules
var resolve = __webpack_require__(1373);
// EXTERNAL MODULE: ./src/core/make-dirs.ts
var make_dirs = __webpack_require__(2626);
;// CONCATENATED MODULE: ./src/core/remove-tree.ts



/** Error codes of a delete or move refused for want of write permission. */
function isPermissionDenied(err) {
    const code = err?.code;
    return code === 'EACCES' || code === 'EPERM';
}
/** Gives the owner full access to every folder of a tree; symlinks are not followed. */
function openFolders(p) {
    const st = (0,external_node_fs_.lstatSync)(p);
    if (!st.isDirectory())
        return;
    if ((st.mode & 0o700) !== 0o700)
        (0,external_node_fs_.chmodSync)(p, (st.mode & 0o7777) | 0o700);
    for (const name of (0,external_node_fs_.readdirSync)(p))
        openFolders(external_node_path_default().join(p, name));
}
/**
 * `rm -rf` for a tree this program made, including folders it copied read-only (a skill from
 * a read-only source keeps its folder modes, and a file in a read-only folder cannot be
 * unlinked): when the delete is refused, the tree's own folders are opened to their owner and
 * the delete runs again. Nothing outside the tree changes mode.
 */
async function removeTree(p) {
    try {
        await (0,promises_.rm)(p, { recursive: true, force: true });
    }
    catch (err) {
        if (!isPermissionDenied(err))
            throw err;
        openFolders(p);
        await (0,promises_.rm)(p, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/skillpack/install.ts














/**
 * Refuses to delete anything but a folder that sits directly in the sink and stays there after
 * resolving symlinks (§7 "any delete operation must refuse paths outside sink_path").
 */
function assertDeletable(p, sinkPath, realSink, pack) {
    const why = (reason) => new errors/* UnsafePathError */.k0(`${p}: refusing to delete it for pack '${pack}': ${reason}`);
    if (!external_node_path_default().isAbsolute(p) || external_node_path_default().resolve(p) !== p)
        throw why('the state file records it as a non-absolute or non-normalised path');
    if (external_node_path_default().dirname(p) !== sinkPath)
        throw why(`it is not a folder directly inside the sink ${sinkPath} (state file edited?)`);
    const st = (0,read/* lstatOrNullSync */._F)(p);
    if (!st || realSink === null)
        return;
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)(p);
    }
    catch {
        if (st.isSymbolicLink())
            throw why('it is a dangling symlink, which sp never creates');
        throw new errors/* IoError */.dA(`${p}: cannot resolve`);
    }
    if (!(0,paths/* isInside */.FK)(realSink, real) || real === realSink)
        throw why(`it resolves to ${real}, outside the sink`);
    if (st.isSymbolicLink())
        throw why('it is a symlink, which sp never creates');
}
/**
 * Whether an installed folder differs from what was recorded when it was copied. Anything that
 * cannot be compared (a file where the folder was, a subfolder it cannot read) counts as
 * edited, so it goes to the backup folder rather than being deleted. `replacement` gives the
 * content hash (see contentHash) of what is about to replace the folder: a folder that already
 * holds exactly that loses nothing by being replaced, so it does not count as edited (a run
 * killed once it renamed a copy in leaves such a folder, with state still recording the old
 * copy's hashes, or none for a new one).
 */
async function editedLocally(p, record, replacement) {
    if ((!record?.files[p] && !replacement) || !(await (0,read/* lstatOrNull */.nd)(p))?.isDirectory())
        return true;
    let scan;
    try {
        scan = await (0,copy/* scanInstalled */.Gn)(p);
    }
    catch {
        return true;
    }
    if (scan.foreign.length > 0)
        return true;
    if (matchesRecord(record, p, scan.files, scan.executables))
        return false;
    return !replacement || (0,copy/* contentHash */.Ae)(scan.files, scan.executables) !== (await replacement());
}
/**
 * Whether these files are what the record says was installed at `p`: same bytes and, when the
 * state recorded them, the same executable bits (the lock's content hash counts the bit, so a
 * chmod is a change). State written before sp recorded modes leaves only the bytes to compare.
 */
function matchesRecord(record, p, files, executables) {
    const recorded = record?.files[p];
    if (!recorded)
        return false;
    const keys = Object.keys(recorded);
    if (keys.length !== Object.keys(files).length || !keys.every((k) => recorded[k] === files[k]))
        return false;
    const exec = record.executables;
    if (exec === undefined)
        return true;
    const was = exec[p] ?? [];
    return was.length === executables.length && was.every((x, i) => x === executables[i]);
}
/**
 * `path.join(sinkPath, name)` for a name that is one path segment (installNameProblem): a
 * string join, as normalising each path costs more than it is worth for hundreds of skills.
 */
function inSink(sinkPath, name) {
    return sinkPath.endsWith((external_node_path_default()).sep) ? `${sinkPath}${name}` : `${sinkPath}${(external_node_path_default()).sep}${name}`;
}
function renameIn(from, to) {
    try {
        (0,external_node_fs_.renameSync)(from, to);
    }
    catch (err) {
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, to));
    }
}
/**
 * Deletes a folder of the sink that sp owns and nobody edited. It is renamed aside first, to a
 * staging name (which the next run deletes, should this one be killed): a sink that refuses
 * changes (read-only) then fails before anything is deleted, never leaving half a folder.
 */
async function removeOwned(p) {
    const aside = external_node_path_default().join(external_node_path_default().dirname(p), `${resolve/* STAGING_PREFIX */.th}${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.${external_node_path_default().basename(p)}`);
    try {
        (0,external_node_fs_.renameSync)(p, aside);
    }
    catch (err) {
        throw new errors/* IoError */.dA(`sink ${(0,errors/* describeFsError */.TQ)(err, external_node_path_default().dirname(p))} (removing ${external_node_path_default().basename(p)})`);
    }
    await removeAside(aside, p);
}
/** Deletes a folder renamed aside for `p` (by removeOwned or a swap). */
async function removeAside(aside, p) {
    try {
        await removeTree(aside);
    }
    catch (err) {
        throw new errors/* IoError */.dA(`${(0,errors/* describeFsError */.TQ)(err, aside)} (the old copy of ${external_node_path_default().basename(p)}; the next sp run deletes it)`);
    }
}
function stamp(now) {
    return now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
}
/**
 * rename(2), for a folder that may be read-only: moving a folder to another parent rewrites
 * its `..` entry, which needs write permission on the folder itself, so a read-only one is
 * opened for the move and gets its mode back after.
 */
async function moveFolder(from, to) {
    try {
        await (0,promises_.rename)(from, to);
    }
    catch (err) {
        const st = isPermissionDenied(err) ? await (0,read/* lstatOrNull */.nd)(from) : null;
        if (!st?.isDirectory() || (st.mode & 0o200) !== 0)
            throw err;
        (0,external_node_fs_.chmodSync)(from, (st.mode & 0o7777) | 0o200);
        try {
            await (0,promises_.rename)(from, to);
        }
        finally {
            (0,external_node_fs_.chmodSync)((0,read/* lstatOrNullSync */._F)(to) ? to : from, st.mode & 0o7777);
        }
    }
}
/**
 * Where backup() moves `p`: `<home>/backup/<time>/<sink>/<name>`, with a `.2`, `.3` … suffix
 * when that is taken. The dry run reports the same path.
 */
async function backupPath(p, ctx) {
    const dir = external_node_path_default().join(ctx.home.backupDir, stamp(ctx.now), ctx.sink);
    let to = external_node_path_default().join(dir, external_node_path_default().basename(p));
    for (let n = 2; await (0,read/* lstatOrNull */.nd)(to); n++)
        to = external_node_path_default().join(dir, `${external_node_path_default().basename(p)}.${n}`);
    return to;
}
/**
 * Whether a skill whose content hashes to `hash` (a staged copy's, or the source's in a dry
 * run) is what the record says was installed at `p`, by the content hash `sp lock` and
 * hashSkill compute: the one test for unchanged or updated.
 */
function unchangedSince(record, p, hash) {
    const files = record?.files[p];
    // State written before sp recorded executable bits cannot give the hash.
    if (!files || record.executables === undefined)
        return false;
    return hash === (0,copy/* contentHash */.Ae)(files, record.executables[p] ?? []);
}
/** Moves an edited folder to `<home>/backup/<time>/<sink>/<name>` (copy + delete across filesystems). */
async function backup(p, ctx) {
    const to = await backupPath(p, ctx);
    try {
        (0,make_dirs/* makeDirs */.X)(external_node_path_default().dirname(to));
    }
    catch (err) {
        throw new errors/* IoError */.dA(`${(0,errors/* describeFsError */.TQ)(err, external_node_path_default().dirname(to))} (backing up ${p})`);
    }
    try {
        await moveFolder(p, to);
    }
    catch (err) {
        if (err.code !== 'EXDEV')
            throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, p));
        try {
            await (0,promises_.cp)(p, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
        }
        catch (copyErr) {
            throw new errors/* IoError */.dA(`${(0,errors/* describeFsError */.TQ)(copyErr, to)} (backing up ${p})`);
        }
        await removeOwned(p);
    }
    return to;
}
/** sp's own temporary folders (STAGING_PREFIX, OLD_PREFIX): 8 hex digits of one run's tag, a dot, the install name. */
const LEFTOVER = /^\.skillpack-(tmp|old)\.[0-9a-f]{8}\.(.+)$/s;
/**
 * Finishes what a killed run left in the sink: staging folders are deleted; a folder moved
 * aside for replacement is put back when its replacement never arrived, else deleted. Only
 * names exactly as sp makes them (`.skillpack-tmp.<8 hex>.<name>`, `.skillpack-old.<8 hex>.<name>`)
 * are touched, and a folder moved aside only when state records `<name>` for this sink (sp
 * claims it before moving it): a user's `.skillpack-tmp.notes` or `.skillpack-old.x` is not ours.
 * Called only under the sink's lock (withSinkLock), so no run that is still going owns them.
 */
async function recoverSink(sinkPath, owned) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(sinkPath);
    }
    catch {
        return;
    }
    for (const n of names) {
        const m = LEFTOVER.exec(n);
        if (!m || (0,resolve/* installNameProblem */.yn)(m[2]))
            continue;
        const full = external_node_path_default().join(sinkPath, n);
        try {
            if (m[1] === 'tmp') {
                await removeTree(full);
                continue;
            }
            const target = external_node_path_default().join(sinkPath, m[2]);
            if (!owned.has(target))
                continue;
            if (!(await (0,read/* lstatOrNull */.nd)(target)))
                await (0,promises_.rename)(full, target);
            else
                await removeTree(full);
        }
        catch (err) {
            throw new errors/* IoError */.dA(`${(0,errors/* describeFsError */.TQ)(err, full)} (left by an sp run that was killed; move it away)`);
        }
    }
}
/** Every path state records in this sink, whichever pack: what recoverSink may put back. */
function ownedInSink(state, sinkPath) {
    return new Set(state.installs.filter((r) => r.sink_path === sinkPath).flatMap((r) => r.installed_paths));
}
/**
 * The names of sp's copies in the sink: what state records there (whichever pack) and what this
 * install makes. A recorded path not directly in the sink is no copy of sp's (assertDeletable
 * refuses it).
 */
function copyNames(state, sinkPath, skills) {
    const names = new Set(skills.map((s) => s.installName));
    for (const p of ownedInSink(state, sinkPath))
        if (external_node_path_default().dirname(p) === sinkPath)
            names.add(external_node_path_default().basename(p));
    return names;
}
/**
 * Each skill folder with symlinks resolved, by its path as reached: the sink checks and the copy
 * (planSkill's `realSrc`) both need it, and for hundreds of skills one realpath each is enough.
 * A folder that cannot be resolved is left out; planSkill names the error.
 */
function realSkillDirs(skills) {
    const reals = new Map();
    for (const s of skills) {
        try {
            reals.set(s.dir, external_node_fs_.realpathSync.native(s.dir));
        }
        catch {
            // planSkill resolves it again and reports why it cannot.
        }
    }
    return reals;
}
/**
 * Refuses a sink inside a folder the pack's skills come from (`--path skills`, say): the
 * copies would be discovered as skills of the pack, and each install would nest them deeper.
 * The same for a folder symlink under `skills/` that leads to the sink or a folder holding it
 * (`skills/vendor -> ~/.claude/skills`): the copies would be found through it.
 */
function assertSinkOutsideSources(sinkPath, sink, sourceRoots, skills, realDirs) {
    for (const root of sourceRoots) {
        if ((0,paths/* isInside */.FK)((0,paths/* realPathSoFar */.JC)(root), sink))
            throw new errors/* InvalidInputError */.oC(`${sinkPath}: the sink is inside ${root}, where this pack's skills come from; the copies would become skills of the pack (choose a --path outside it)`);
    }
    // Each folder on the way from skills/ to a local skill, once: only a symlink among them can
    // lead outside skills/, and so to the sink.
    const seen = new Set();
    for (const s of skills) {
        if (s.source !== 'local')
            continue;
        const top = s.dir.slice(0, s.dir.length - s.id.length - 1);
        const parts = s.id.split('/');
        for (let n = 1; n <= parts.length; n++) {
            const id = parts.slice(0, n).join('/');
            if (seen.has(id))
                continue;
            seen.add(id);
            const real = (n === parts.length ? realDirs.get(s.dir) : undefined) ?? (0,paths/* realPathSoFar */.JC)(external_node_path_default().join(top, id));
            if ((0,paths/* isInside */.FK)(real, sink))
                throw new errors/* InvalidInputError */.oC(`skills/${id}: leads to ${real}, the sink ${sinkPath} or a folder holding it; the copies installed there would be found as skills of the pack, nesting deeper each install (choose another --path, or remove the symlink)`);
        }
    }
}
/**
 * Refuses a sink that is sp's own folder (`--path ~/.skillpack`) or inside its import cache or
 * backup folder: skill folders would sit among state.json, the import checkouts (which the next
 * fetch may clean out) or the backups. A sink merely below SKILLPACK_HOME is allowed, as that
 * may be set to a folder that holds the agents' folders too.
 */
function assertSinkOutsideHome(sinkPath, sink, home) {
    const isHome = sink === (0,paths/* realPathSoFar */.JC)(home.dir);
    const inOwn = isHome ? home.dir : [home.cacheDir, home.backupDir].find((dir) => (0,paths/* isInside */.FK)((0,paths/* realPathSoFar */.JC)(dir), sink));
    if (inOwn)
        throw new errors/* InvalidInputError */.oC(`${sinkPath}: the sink is ${isHome ? '' : 'inside '}${inOwn}, where sp keeps its own files (choose a --path outside it)`);
}
/** The state lock's wait (SKILLPACK_LOCK_TIMEOUT), for the sink's lock, whose message names the sink. */
function sinkLockOptions(ctx) {
    return { ...ctx.lock, busy: `is installing or uninstalling in ${ctx.sinkPath}` };
}
async function prepareSink(sinkPath) {
    try {
        (0,make_dirs/* makeDirs */.X)(sinkPath);
        return (0,external_node_fs_.realpathSync)(sinkPath);
    }
    catch (err) {
        throw new errors/* IoError */.dA(`sink ${(0,errors/* describeFsError */.TQ)(err, sinkPath)}`);
    }
}
/**
 * Installs a resolved pack into a sink (§5, §8.4) under the state lock and the sink's lock:
 *  1. every destination must be absent or owned by this `(sink_path, pack)`; every old path to
 *     delete must pass the containment check — all before anything changes;
 *  2. every skill is copied into a staging folder beside its destination;
 *  3. state records old ∪ new as this pack's (so a crash leaves nothing unowned);
 *  4. old paths no longer selected are removed; each destination is swapped in by rename
 *     (old moved aside, new renamed in, old deleted) — edited folders go to the backup folder;
 *  5. state records exactly the new paths, with their hashes.
 */
async function installPack(resolution, ctx) {
    const run = async () => {
        const state = await (0,skillpack_state/* loadState */.C7)(ctx.home.stateFile);
        const pack = resolution.pack;
        const sinkPath = ctx.sinkPath;
        const previous = (0,skillpack_state/* findRecord */.Tq)(state, sinkPath, pack.name);
        const owned = new Set(previous?.installed_paths ?? []);
        const otherOwners = new Map();
        for (const r of state.installs)
            if (r !== previous && r.sink_path === sinkPath)
                for (const p of r.installed_paths)
                    otherOwners.set(p, r.pack);
        // The sink as far as it exists (a first install makes it later), resolved once for every check.
        const sinkReal = (0,paths/* realPathSoFar */.JC)(sinkPath);
        const realDirs = realSkillDirs(resolution.skills);
        assertSinkOutsideSources(sinkPath, sinkReal, resolution.sourceRoots, resolution.skills, realDirs);
        assertSinkOutsideHome(sinkPath, sinkReal, ctx.home);
        // How each skill is read: nothing may come out of sp's own copies in this sink.
        const sinkCopies = { real: sinkReal, copies: copyNames(state, sinkPath, resolution.skills) };
        const planOptions = (s) => ({ containRoot: s.containRoot, label: (0,resolve/* skillLabel */._i)(s), listings: s.listings, sink: sinkCopies, realSrc: realDirs.get(s.dir) });
        const realSink = ctx.dryRun ? await (0,promises_.realpath)(sinkPath).catch(() => null) : await prepareSink(sinkPath);
        // The rest under the sink's lock: what recoverSink finds there is then no live run's.
        const place = async (held) => {
            // Unlocked (a dry run, a read-only sink) nothing is finished: a leftover may be a live run's.
            if (held)
                await recoverSink(sinkPath, ownedInSink(state, sinkPath));
            const result = { sink: ctx.sink, sinkPath, pack: pack.name, dryRun: ctx.dryRun, added: [], updated: [], unchanged: [], removed: [], backedUp: [], imports: importRecords(resolution), record: null };
            const targets = resolution.skills.map((s) => ({ skill: s, path: inSink(sinkPath, s.installName) }));
            const newPaths = new Set(targets.map((t) => t.path));
            for (const t of targets) {
                const other = otherOwners.get(t.path);
                if (other)
                    throw new errors/* InvalidInputError */.oC(`${t.path}: already installed by pack '${other}' in this sink; skills of two packs cannot share a folder (change install.prefix)`);
                const st = (0,read/* lstatOrNullSync */._F)(t.path);
                if (st && !owned.has(t.path))
                    throw new errors/* InvalidInputError */.oC(`${t.path}: exists but was not installed by pack '${pack.name}' (state has no record of it); move it away or change install.prefix — sp never replaces folders it does not own`);
                if (st)
                    assertDeletable(t.path, sinkPath, realSink, pack.name);
            }
            const stale = [...owned].filter((p) => !newPaths.has(p)).sort(diagnostics/* compareBytes */.Xo);
            for (const p of stale)
                assertDeletable(p, sinkPath, realSink, pack.name);
            if (ctx.dryRun) {
                // What the real run would report: an owned folder is unchanged when the source hashes as
                // the record does (the same test as the real run's, on the source rather than the staged
                // copy; with --locked, the hash the lock expects), and one edited locally would go to the
                // backup folder first. In the real run's order: what is dropped, then each skill.
                for (const p of stale) {
                    if (!(0,read/* lstatOrNullSync */._F)(p))
                        continue;
                    if (await editedLocally(p, previous))
                        result.backedUp.push({ path: p, to: await backupPath(p, ctx) });
                    result.removed.push({ name: external_node_path_default().basename(p), path: p });
                }
                for (const t of targets) {
                    const change = { name: t.skill.installName, path: t.path };
                    const options = planOptions(t.skill);
                    const locked = ctx.expectContent?.hashes.get(t.skill.installName);
                    let hashed;
                    const source = () => (hashed ??= locked !== undefined ? Promise.resolve(locked) : (0,copy/* hashSkill */.MC)(t.skill.dir, options));
                    const added = !(owned.has(t.path) && (0,read/* lstatOrNullSync */._F)(t.path));
                    const edited = !added && (await editedLocally(t.path, previous, source));
                    // The source is hashed (read whole) only to compare with state; where it is not, a file
                    // the real run could not copy must still fail here.
                    if (added || edited || locked !== undefined)
                        (0,copy/* assertCopyable */.Qm)(t.skill.dir, options);
                    if (added || edited) {
                        if (edited)
                            result.backedUp.push({ path: t.path, to: await backupPath(t.path, ctx) });
                        (added ? result.added : result.updated).push(change);
                        continue;
                    }
                    (unchangedSince(previous, t.path, await source()) ? result.unchanged : result.updated).push(change);
                }
                return result;
            }
            // 2. Stage every copy first: a broken skill (dangling symlink, FIFO) fails before any change.
            // The hasher's worker and this thread copy and hash the skills between them (see copySkill).
            const staged = [];
            const copies = [];
            const hasher = ctx.hasher ?? (0,file_hasher/* fileHasher */.A)();
            try {
                const tag = (0,external_node_crypto_.randomBytes)(4).toString('hex');
                for (const t of targets) {
                    const stage = inSink(sinkPath, `${resolve/* STAGING_PREFIX */.th}${tag}.${t.skill.installName}`);
                    staged.push({ t, stage, files: {}, executables: [], contentHash: '' });
                    copies.push((0,copy/* copySkill */.NE)(t.skill.dir, stage, planOptions(t.skill), hasher));
                }
                // Everything is queued; the first finish() copies and hashes what the worker has not reached.
                for (const [i, c] of copies.entries()) {
                    const { files, contentHash, executables } = c.finish();
                    const skill = staged[i].t.skill;
                    if (ctx.expectContent && ctx.expectContent.hashes.get(skill.installName) !== contentHash)
                        throw ctx.expectContent.mismatch(skill);
                    staged[i].files = files;
                    staged[i].executables = executables;
                    staged[i].contentHash = contentHash;
                }
            }
            catch (err) {
                // Stop the worker before deleting the staged files it may be reading.
                await hasher.close();
                for (const s of staged)
                    await removeTree(s.stage);
                throw err;
            }
            finally {
                if (!ctx.hasher)
                    await hasher.close();
            }
            const files = {};
            const executables = {};
            let current;
            try {
                // 3. Claim old ∪ new before touching the sink.
                const pending = {
                    ...(previous ?? recordBase(resolution, ctx)),
                    installed_paths: [...new Set([...owned, ...newPaths])].sort(diagnostics/* compareBytes */.Xo),
                    files: previous?.files ?? {},
                };
                current = (0,skillpack_state/* putRecord */.j8)(state, pending);
                await (0,skillpack_state/* saveState */.LZ)(ctx.home.stateFile, current);
                // 4. Remove what is no longer selected, then swap each staged copy in.
                for (const p of stale) {
                    if (!(await (0,read/* lstatOrNull */.nd)(p)))
                        continue;
                    if (await editedLocally(p, previous))
                        result.backedUp.push({ path: p, to: await backup(p, ctx) });
                    else
                        await removeOwned(p);
                    result.removed.push({ name: external_node_path_default().basename(p), path: p });
                }
                // Synchronous renames: one system call each, where a promise per folder would wait on the
                // thread pool twice.
                for (const { t, stage, files: hashes, executables: exec, contentHash: stagedHash } of staged) {
                    files[t.path] = hashes;
                    if (exec.length > 0)
                        executables[t.path] = exec;
                    const change = { name: t.skill.installName, path: t.path };
                    if ((0,read/* lstatOrNullSync */._F)(t.path)) {
                        if (await editedLocally(t.path, previous, async () => stagedHash)) {
                            result.backedUp.push({ path: t.path, to: await backup(t.path, ctx) });
                            renameIn(stage, t.path);
                            // The local edit is undone: the folder changed, whatever the source did.
                            result.updated.push(change);
                            continue;
                        }
                        else {
                            const aside = external_node_path_default().join(sinkPath, `${resolve/* OLD_PREFIX */.ny}${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.${t.skill.installName}`);
                            renameIn(t.path, aside);
                            renameIn(stage, t.path);
                            await removeAside(aside, t.path);
                        }
                        (unchangedSince(previous, t.path, stagedHash) ? result.unchanged : result.updated).push(change);
                    }
                    else {
                        renameIn(stage, t.path);
                        result.added.push(change);
                    }
                }
            }
            catch (err) {
                // A state file that cannot be written, a backup folder that cannot be made: the copies
                // not yet renamed in are deleted now rather than left in the sink for the next run.
                for (const s of staged)
                    await removeTree(s.stage).catch(() => undefined);
                throw err;
            }
            // 5. Exactly the new paths.
            const record = { ...recordBase(resolution, ctx), installed_paths: [...newPaths].sort(diagnostics/* compareBytes */.Xo), files: sortedRecord(files), executables: sortedRecord(executables) };
            current = (0,skillpack_state/* putRecord */.j8)(current, record);
            await (0,skillpack_state/* saveState */.LZ)(ctx.home.stateFile, current);
            result.record = record;
            return result;
        };
        return ctx.dryRun ? place(false) : (0,skillpack_state/* withSinkLock */.BW)(inSink(sinkPath, resolve/* SINK_LOCK */.MV), place, sinkLockOptions(ctx));
    };
    return ctx.dryRun ? run() : (0,skillpack_state/* withStateLock */.NC)(ctx.home.lockFile, run, ctx.lock);
}
function sortedRecord(o) {
    return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (0,diagnostics/* compareBytes */.Xo)(a, b)));
}
function importRecords(resolution) {
    return resolution.imports.map((i) => ({ repo: i.repo, ref: i.ref, commit: i.commit }));
}
function recordBase(resolution, ctx) {
    const pack = resolution.pack;
    return {
        sink: ctx.sink,
        sink_path: ctx.sinkPath,
        pack: pack.name,
        pack_file: pack.file,
        prefix: pack.install.prefix,
        sep: pack.install.sep,
        flatten: pack.install.flatten,
        imports: importRecords(resolution),
        installed_paths: [],
        installed_at: ctx.now.toISOString().replace(/\.\d+Z$/, 'Z'),
        files: {},
    };
}
/** Deletes exactly the recorded paths (each checked to be inside the sink), then the record (§8.5). */
async function uninstallPack(packName, ctx) {
    const run = async () => {
        const state = await (0,skillpack_state/* loadState */.C7)(ctx.home.stateFile);
        const record = (0,skillpack_state/* findRecord */.Tq)(state, ctx.sinkPath, packName);
        if (!record)
            throw (0,skillpack_state/* notInstalledError */.cG)(state, packName, ctx.sink, ctx.sinkPath);
        const realSink = await (0,promises_.realpath)(ctx.sinkPath).catch(() => null);
        const paths = [...record.installed_paths].sort(diagnostics/* compareBytes */.Xo);
        for (const p of paths)
            assertDeletable(p, ctx.sinkPath, realSink, packName);
        const result = { sink: record.sink, sinkPath: ctx.sinkPath, pack: packName, dryRun: ctx.dryRun, removed: [], backedUp: [] };
        // As installPack: the sink's lock, when there is a sink to change.
        const remove = async (held) => {
            if (held)
                await recoverSink(ctx.sinkPath, ownedInSink(state, ctx.sinkPath));
            for (const p of paths) {
                if (!(await (0,read/* lstatOrNull */.nd)(p)))
                    continue;
                if (!ctx.dryRun) {
                    if (await editedLocally(p, record))
                        result.backedUp.push({ path: p, to: await backup(p, ctx) });
                    else
                        await removeOwned(p);
                }
                result.removed.push({ name: external_node_path_default().basename(p), path: p });
            }
            if (!ctx.dryRun)
                await (0,skillpack_state/* saveState */.LZ)(ctx.home.stateFile, (0,skillpack_state/* removeRecord */.GI)(state, ctx.sinkPath, packName));
            return result;
        };
        return ctx.dryRun || !realSink ? remove(false) : (0,skillpack_state/* withSinkLock */.BW)(inSink(ctx.sinkPath, resolve/* SINK_LOCK */.MV), remove, sinkLockOptions(ctx));
    };
    return ctx.dryRun ? run() : (0,skillpack_state/* withStateLock */.NC)(ctx.home.lockFile, run, ctx.lock);
}


/***/ })

};
