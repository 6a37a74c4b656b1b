export const id = 280;
export const ids = [280];
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
    const root = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .findRoot */ .wg)(ctx);
    const pack = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .loadPackArg */ .AX)(ctx, root);
    const lock = await (0,_skillpack_lock_js__WEBPACK_IMPORTED_MODULE_1__/* .buildLock */ .oj)(await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveForCli */ ._Q)(ctx, pack, root, (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .home */ .iR)(ctx)));
    const file = (0,_skillpack_lock_js__WEBPACK_IMPORTED_MODULE_1__/* .lockPathFor */ .sF)(pack.file);
    await (0,_skillpack_lock_js__WEBPACK_IMPORTED_MODULE_1__/* .writeLock */ .be)(file, lock);
    if (ctx.values.json)
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJson */ .GF)(ctx, { file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(file, ctx.cwd), ...lock });
    else
        ctx.stdout.write(`wrote ${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(file, ctx.cwd)}: ${lock.skills.length} skill${lock.skills.length === 1 ? '' : 's'}, ${lock.imports.length} import${lock.imports.length === 1 ? '' : 's'}\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
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
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7135);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6107);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);








/** Files larger than this are copied by the kernel and hashed in a second read, not held in memory. */
const IN_MEMORY_LIMIT = 8 * 1024 * 1024;
const CONCURRENCY = 8;
async function pool(items, limit, fn) {
    let next = 0;
    const worker = async () => {
        while (next < items.length)
            await fn(items[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
/**
 * Lists what a skill folder holds with symlinks dereferenced (§5). With `containRoot`, every
 * symlink must resolve inside it (a remote repository cannot pull in the host's files). Loops,
 * dangling links, FIFOs and devices are errors naming the path.
 */
async function planSkill(src, options) {
    const plan = { dirs: [], files: [] };
    const realContain = options.containRoot ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(options.containRoot) : null;
    const walk = async (dir, rel, chain) => {
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(dir, { withFileTypes: true });
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, `${options.label}/${rel}`));
        }
        for (const e of entries) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, e.name);
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
                const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(full);
                if (realContain && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(realContain, real))
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: symlink leads out of the repository`);
                if (st.isDirectory()) {
                    if (chain.some((c) => (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(real, c)))
                        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: symlink loop (leads back to a folder above it)`);
                    plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
                    await walk(full, childRel, [...chain, real]);
                    continue;
                }
            }
            else if (e.isDirectory()) {
                st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full);
                plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
                await walk(full, childRel, [...chain, node_path__WEBPACK_IMPORTED_MODULE_2___default().join(chain[chain.length - 1], e.name)]);
                continue;
            }
            else {
                st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full);
            }
            if (!st.isFile())
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: not a regular file, folder or symlink (FIFO, socket or device)`);
            plan.files.push({ rel: childRel, src: full, mode: st.mode & 0o777, size: st.size });
        }
    };
    let realSrc;
    try {
        realSrc = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(src);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, options.label));
    }
    if (realContain && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(realContain, realSrc))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${options.label}: skill folder leads out of the repository`);
    await walk(src, '', [realSrc]);
    return plan;
}
/** Hashes a skill folder as copySkill would copy it, without copying (for `sp lock`). */
async function hashSkill(src, options) {
    const plan = await planSkill(src, options);
    const files = {};
    await pool(plan.files, CONCURRENCY, async (f) => {
        files[f.rel] = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q)(f.src);
    });
    return contentHash(files, plan.files.filter((f) => f.mode & 0o111).map((f) => f.rel));
}
/**
 * Copies a skill folder (see planSkill) with file modes kept, hashing each file as it is
 * written: one read and one write per file, like `cp`.
 */
async function copySkill(src, dest, options) {
    const plan = await planSkill(src, options);
    const rootMode = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(src).mode & 0o777;
    // Synchronous on purpose: for many small files the sync calls beat the promise API's
    // open/stat/read/close round trips through the thread pool (a CLI has nothing else to run).
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dest, { mode: rootMode | 0o700 });
    for (const d of plan.dirs)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dest, ...d.rel.split('/')), { mode: d.mode | 0o700 });
    const umask = process.umask();
    const files = {};
    let bytes = 0;
    for (const f of plan.files) {
        const to = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dest, ...f.rel.split('/'));
        try {
            if (f.size > IN_MEMORY_LIMIT) {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.copyFileSync)(f.src, to);
                files[f.rel] = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q)(to);
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(to, f.mode);
            }
            else {
                const data = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(f.src);
                files[f.rel] = (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash)('sha256').update(data).digest('hex');
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(to, data, { mode: f.mode });
                if ((f.mode & ~umask) !== f.mode)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(to, f.mode);
            }
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, `${options.label}/${f.rel}`));
        }
        bytes += f.size;
    }
    // Folder modes last: a read-only folder must be filled before it becomes read-only.
    for (const d of [...plan.dirs].reverse())
        if ((d.mode | 0o700) !== d.mode || (d.mode & ~umask) !== d.mode)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dest, ...d.rel.split('/')), d.mode);
    if ((rootMode | 0o700) !== rootMode || (rootMode & ~umask) !== rootMode)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(dest, rootMode);
    return { files: sortKeys(files), executables: plan.files.filter((f) => f.mode & 0o111).map((f) => f.rel).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .compareBytes */ .Xo), bytes };
}
function sortKeys(o) {
    return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .compareBytes */ .Xo)(a, b)));
}
/**
 * One hash for a skill's content: SHA-256 over `<x|-> <sha256> <path>\n` lines in byte order.
 * Same files, same bytes, same executable bits → same hash, whatever the folder is called.
 */
function contentHash(files, executables) {
    const exec = new Set(executables);
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash)('sha256');
    for (const rel of Object.keys(files).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .compareBytes */ .Xo))
        h.update(`${exec.has(rel) ? 'x' : '-'} ${files[rel]} ${rel}\n`);
    return h.digest('hex');
}
/** Hashes an installed folder without following symlinks (a symlink in the sink is never ours). */
async function scanInstalled(dir) {
    const files = {};
    const foreign = [];
    const walk = async (d, rel) => {
        for (const e of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(d, { withFileTypes: true })) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(d, e.name);
            if (e.isDirectory())
                await walk(full, childRel);
            else if (e.isFile())
                files[childRel] = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q)(full);
            else
                foreign.push(childRel);
        }
    };
    await walk(dir, '');
    return { files: sortKeys(files), foreign: foreign.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .compareBytes */ .Xo) };
}


/***/ }),

/***/ 2189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   be: () => (/* binding */ writeLock),
/* harmony export */   j2: () => (/* binding */ pinnedCommits),
/* harmony export */   mF: () => (/* binding */ readLock),
/* harmony export */   oj: () => (/* binding */ buildLock),
/* harmony export */   sF: () => (/* binding */ lockPathFor),
/* harmony export */   zn: () => (/* binding */ checkAgainstLock)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3008);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(628);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(299);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _copy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3395);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4209);








/** `packs/<name>.lock.json` beside `packs/<name>.yaml`. */
function lockPathFor(packFile) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().join(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(packFile), `${node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(packFile).replace(/\.ya?ml$/, '')}.lock.json`);
}
function skillLabel(s) {
    return s.source === 'local' ? `skills/${s.id}` : `${s.source}:${s.id}`;
}
/** Builds the lock for a resolution: each import's commit and a content hash per selected skill. */
async function buildLock(resolution) {
    const skills = [];
    for (const s of resolution.skills) {
        skills.push({ source: s.source, id: s.id, install_name: s.installName, sha256: await (0,_copy_js__WEBPACK_IMPORTED_MODULE_5__/* .hashSkill */ .MC)(s.dir, { containRoot: s.containRoot, label: skillLabel(s) }) });
    }
    return {
        version: 1,
        pack: resolution.pack.name,
        pack_sha256: (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .f)(resolution.pack.bytes),
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
    const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_7__/* .parseJson */ .q)((await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileLimited */ .lB)(file, 64 * 1024 * 1024)).toString('utf8'));
    const v = parsed.value;
    if (parsed.error || !v || v.version !== 1 || typeof v.pack_sha256 !== 'string' || !Array.isArray(v.imports) || !Array.isArray(v.skills)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: not a valid pack lock file${parsed.error ? ` (${parsed.error.message})` : ''}`);
    }
    for (const i of v.imports)
        if (typeof i?.commit !== 'string' || !/^[0-9a-f]{40,64}$/.test(i.commit))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: imports[].commit must be a full commit SHA`);
    return v;
}
/** The import commits a lock pins, after checking the pack file is the one that was locked. */
function pinnedCommits(pack, lock, lockShown, packShown) {
    if ((0,_core_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .f)(pack.bytes) !== lock.pack_sha256)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${packShown} has changed since ${lockShown} was written; run 'sp lock ${pack.name}' and commit the lock`);
    if (lock.imports.length !== pack.imports.length || lock.imports.some((i, n) => i.repo !== pack.imports[n].repo)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: its imports do not match ${packShown}; run 'sp lock ${pack.name}'`);
    }
    return lock.imports.map((i) => i.commit);
}
/** Checks a resolution selects exactly the locked skills with exactly the locked content. */
async function checkAgainstLock(resolution, lock, lockShown) {
    const locked = new Map(lock.skills.map((s) => [s.install_name, s]));
    const now = new Set(resolution.skills.map((s) => s.installName));
    for (const s of lock.skills)
        if (!now.has(s.install_name))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: locked skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSkill */ .ZY)(s)} is no longer selected`);
    for (const s of resolution.skills) {
        const l = locked.get(s.installName);
        if (!l)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSkill */ .ZY)(s)} is selected but not in the lock`);
        const hash = await (0,_copy_js__WEBPACK_IMPORTED_MODULE_5__/* .hashSkill */ .MC)(s.dir, { containRoot: s.containRoot, label: skillLabel(s) });
        if (hash !== l.sha256)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSkill */ .ZY)(s)} does not match its locked content hash (edited since the lock was written?)`);
    }
}


/***/ })

};
