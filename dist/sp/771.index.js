export const id = 771;
export const ids = [771];
export const modules = {

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

/***/ 5771:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ installPack),
/* harmony export */   Sy: () => (/* binding */ uninstallPack)
/* harmony export */ });
/* unused harmony export recoverSink */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3455);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6107);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7135);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _copy_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3395);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2981);









/** Prefixes of sp's own temporary folders in a sink; install names may not start with `.skillpack-`. */
const STAGING = '.skillpack-tmp.';
const OLD = '.skillpack-old.';
/**
 * Refuses to delete anything but a folder that sits directly in the sink and stays there after
 * resolving symlinks (§7 "any delete operation must refuse paths outside sink_path").
 */
async function assertDeletable(p, sinkPath, realSink, pack) {
    const why = (reason) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UnsafePathError */ .k0(`${p}: refusing to delete it for pack '${pack}': ${reason}`);
    if (!node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(p) || node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(p) !== p)
        throw why('the state file records it as a non-absolute or non-normalised path');
    if (node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(p) !== sinkPath)
        throw why(`it is not a folder directly inside the sink ${sinkPath} (state file edited?)`);
    const st = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrNull */ .nd)(p);
    if (!st || realSink === null)
        return;
    let real;
    try {
        real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(p);
    }
    catch {
        if (st.isSymbolicLink())
            throw why('it is a dangling symlink, which sp never creates');
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IoError */ .dA(`${p}: cannot resolve`);
    }
    if (!(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)(realSink, real) || real === realSink)
        throw why(`it resolves to ${real}, outside the sink`);
    if (st.isSymbolicLink())
        throw why('it is a symlink, which sp never creates');
}
/** Whether an installed folder differs from what was recorded when it was copied. */
async function editedLocally(p, recorded) {
    if (!recorded)
        return true;
    const scan = await (0,_copy_js__WEBPACK_IMPORTED_MODULE_6__/* .scanInstalled */ .Gn)(p);
    if (scan.foreign.length > 0)
        return true;
    const a = Object.keys(scan.files);
    const b = Object.keys(recorded);
    return a.length !== b.length || a.some((k) => scan.files[k] !== recorded[k]);
}
function sameFiles(a, b) {
    if (!a)
        return false;
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}
function stamp(now) {
    return now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
}
/** Moves an edited folder to `<home>/backup/<time>/<sink>/<name>` (copy + delete across filesystems). */
async function backup(p, ctx) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(ctx.home.backupDir, stamp(ctx.now), ctx.sink);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
    let to = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(p));
    for (let n = 2; await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrNull */ .nd)(to); n++)
        to = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, `${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(p)}.${n}`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(p, to);
    }
    catch (err) {
        if (err.code !== 'EXDEV')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .describeFsError */ .TQ)(err, p));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.cp)(p, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(p, { recursive: true, force: true });
    }
    return to;
}
/**
 * Finishes what a killed run left in the sink: staging folders are deleted; a folder moved
 * aside for replacement is put back when its replacement never arrived, else deleted. Only
 * names sp itself makes (`.skillpack-tmp.*`, `.skillpack-old.*`) are touched.
 */
async function recoverSink(sinkPath) {
    let names;
    try {
        names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(sinkPath);
    }
    catch {
        return;
    }
    for (const n of names) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(sinkPath, n);
        if (n.startsWith(STAGING)) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(full, { recursive: true, force: true });
        }
        else if (n.startsWith(OLD)) {
            const original = n.slice(OLD.length).replace(/^[0-9a-f]+\./, '');
            const target = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(sinkPath, original);
            if (original && !(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrNull */ .nd)(target)))
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(full, target);
            else
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(full, { recursive: true, force: true });
        }
    }
}
async function prepareSink(sinkPath) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(sinkPath, { recursive: true });
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(sinkPath);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IoError */ .dA(`sink ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .describeFsError */ .TQ)(err, sinkPath)}`);
    }
}
/**
 * Installs a resolved pack into a sink (§5, §8.4) under the state lock:
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
        const state = await (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .loadState */ .C7)(ctx.home.stateFile);
        const pack = resolution.pack;
        const sinkPath = ctx.sinkPath;
        const previous = (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .findRecord */ .Tq)(state, sinkPath, pack.name);
        const owned = new Set(previous?.installed_paths ?? []);
        const otherOwners = new Map();
        for (const r of state.installs)
            if (r !== previous && r.sink_path === sinkPath)
                for (const p of r.installed_paths)
                    otherOwners.set(p, r.pack);
        const realSink = ctx.dryRun ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(sinkPath).catch(() => null) : await prepareSink(sinkPath);
        if (!ctx.dryRun)
            await recoverSink(sinkPath);
        const result = { sink: ctx.sink, sinkPath, pack: pack.name, dryRun: ctx.dryRun, added: [], updated: [], unchanged: [], removed: [], backedUp: [], record: null };
        const targets = resolution.skills.map((s) => ({ skill: s, path: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(sinkPath, s.installName) }));
        const newPaths = new Set(targets.map((t) => t.path));
        for (const t of targets) {
            const other = otherOwners.get(t.path);
            if (other)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${t.path}: already installed by pack '${other}' in this sink; skills of two packs cannot share a folder (change install.prefix)`);
            const st = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrNull */ .nd)(t.path);
            if (st && !owned.has(t.path))
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${t.path}: exists but was not installed by pack '${pack.name}' (state has no record of it); move it away or change install.prefix — sp never replaces folders it does not own`);
            if (st)
                await assertDeletable(t.path, sinkPath, realSink, pack.name);
        }
        const stale = [...owned].filter((p) => !newPaths.has(p)).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__/* .compareBytes */ .Xo);
        for (const p of stale)
            await assertDeletable(p, sinkPath, realSink, pack.name);
        if (ctx.dryRun) {
            for (const t of targets)
                (owned.has(t.path) && (await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrNull */ .nd)(t.path)) ? result.updated : result.added).push({ name: t.skill.installName, path: t.path });
            for (const p of stale)
                if (await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrNull */ .nd)(p))
                    result.removed.push({ name: node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(p), path: p });
            return result;
        }
        // 2. Stage every copy first: a broken skill (dangling symlink, FIFO) fails before any change.
        const staged = [];
        try {
            for (const t of targets) {
                const stage = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(sinkPath, `${STAGING}${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}.${t.skill.installName}`);
                staged.push({ t, stage, files: {} });
                const label = t.skill.source === 'local' ? `skills/${t.skill.id}` : `${t.skill.source}:${t.skill.id}`;
                staged[staged.length - 1].files = (await (0,_copy_js__WEBPACK_IMPORTED_MODULE_6__/* .copySkill */ .NE)(t.skill.dir, stage, { containRoot: t.skill.containRoot, label })).files;
            }
        }
        catch (err) {
            for (const s of staged)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(s.stage, { recursive: true, force: true });
            throw err;
        }
        // 3. Claim old ∪ new before touching the sink.
        const pending = {
            ...(previous ?? recordBase(resolution, ctx)),
            installed_paths: [...new Set([...owned, ...newPaths])].sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__/* .compareBytes */ .Xo),
            files: previous?.files ?? {},
        };
        let current = (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .putRecord */ .j8)(state, pending);
        await (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .saveState */ .LZ)(ctx.home.stateFile, current);
        // 4. Remove what is no longer selected, then swap each staged copy in.
        for (const p of stale) {
            if (!(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrNull */ .nd)(p)))
                continue;
            if (await editedLocally(p, previous?.files[p]))
                result.backedUp.push({ path: p, to: await backup(p, ctx) });
            else
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(p, { recursive: true, force: true });
            result.removed.push({ name: node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(p), path: p });
        }
        const files = {};
        for (const { t, stage, files: hashes } of staged) {
            files[t.path] = hashes;
            const change = { name: t.skill.installName, path: t.path };
            if (await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrNull */ .nd)(t.path)) {
                if (await editedLocally(t.path, previous?.files[t.path])) {
                    result.backedUp.push({ path: t.path, to: await backup(t.path, ctx) });
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(stage, t.path);
                }
                else {
                    const aside = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(sinkPath, `${OLD}${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}.${t.skill.installName}`);
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(t.path, aside);
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(stage, t.path);
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(aside, { recursive: true, force: true });
                }
                (sameFiles(previous?.files[t.path], hashes) ? result.unchanged : result.updated).push(change);
            }
            else {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(stage, t.path);
                result.added.push(change);
            }
        }
        // 5. Exactly the new paths.
        const record = { ...recordBase(resolution, ctx), installed_paths: [...newPaths].sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__/* .compareBytes */ .Xo), files: sortedRecord(files) };
        current = (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .putRecord */ .j8)(current, record);
        await (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .saveState */ .LZ)(ctx.home.stateFile, current);
        result.record = record;
        return result;
    };
    return ctx.dryRun ? run() : (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .withStateLock */ .NC)(ctx.home.lockFile, run, ctx.lock);
}
function sortedRecord(o) {
    return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__/* .compareBytes */ .Xo)(a, b)));
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
        imports: resolution.imports.map((i) => ({ repo: i.repo, ref: i.ref, commit: i.commit })),
        installed_paths: [],
        installed_at: ctx.now.toISOString().replace(/\.\d+Z$/, 'Z'),
        files: {},
    };
}
/** Deletes exactly the recorded paths (each checked to be inside the sink), then the record (§8.5). */
async function uninstallPack(packName, ctx) {
    const run = async () => {
        const state = await (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .loadState */ .C7)(ctx.home.stateFile);
        const record = (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .findRecord */ .Tq)(state, ctx.sinkPath, packName);
        if (!record)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`pack '${packName}' is not installed in ${ctx.sinkPath} (see sp installed)`);
        const realSink = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(ctx.sinkPath).catch(() => null);
        const paths = [...record.installed_paths].sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__/* .compareBytes */ .Xo);
        for (const p of paths)
            await assertDeletable(p, ctx.sinkPath, realSink, packName);
        const result = { sink: record.sink, sinkPath: ctx.sinkPath, pack: packName, dryRun: ctx.dryRun, removed: [], backedUp: [] };
        if (!ctx.dryRun && realSink)
            await recoverSink(ctx.sinkPath);
        for (const p of paths) {
            if (!(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrNull */ .nd)(p)))
                continue;
            if (!ctx.dryRun) {
                if (await editedLocally(p, record.files[p]))
                    result.backedUp.push({ path: p, to: await backup(p, ctx) });
                else
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(p, { recursive: true, force: true });
            }
            result.removed.push({ name: node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(p), path: p });
        }
        if (!ctx.dryRun)
            await (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .saveState */ .LZ)(ctx.home.stateFile, (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .removeRecord */ .GI)(state, ctx.sinkPath, packName));
        return result;
    };
    return ctx.dryRun ? run() : (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .withStateLock */ .NC)(ctx.home.lockFile, run, ctx.lock);
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
/* harmony export */   j8: () => (/* binding */ putRecord)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3008);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(628);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);






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
    if (!(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrNull */ .nd)(file)))
        return { version: 1, installs: [] };
    const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJson */ .q)((await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(file, MAX_STATE_BYTES)).toString('utf8'));
    const bad = (why) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${file}: not a valid skillpack state file (${why})`);
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
        if (!node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rec.sink_path))
            throw bad(`installs[${i}].sink_path must be absolute`);
        if (!isStringArray(rec.installed_paths))
            throw bad(`installs[${i}].installed_paths must be a list of paths`);
        rec.pack_file = typeof rec.pack_file === 'string' ? rec.pack_file : '';
        rec.flatten = rec.flatten === true;
        rec.imports = Array.isArray(rec.imports) ? rec.imports : [];
        rec.installed_at = typeof rec.installed_at === 'string' ? rec.installed_at : '';
        rec.files = rec.files && typeof rec.files === 'object' ? rec.files : {};
    }
    return v;
}
async function saveState(file, state) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), { recursive: true });
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Z)(file, `${JSON.stringify(state, null, 2)}\n`);
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
/**
 * Serialises state changes between processes: a lock file created with O_EXCL holding the
 * owner's pid. A lock whose pid is gone (a killed run) is taken over; a live one is waited for,
 * then reported with its pid and path.
 */
async function withStateLock(lockFile, fn, options = {}) {
    const timeout = options.timeoutMs ?? 30_000;
    const poll = options.pollMs ?? 100;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(lockFile), { recursive: true });
    const deadline = Date.now() + timeout;
    for (;;) {
        try {
            const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(lockFile, 'wx', 0o644);
            await fh.writeFile(`${process.pid}\n`);
            await fh.close();
            break;
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, lockFile));
            const text = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(lockFile, 'utf8').catch(() => '')).trim();
            const owner = Number(text);
            // An empty lock may be one another process has just created and not yet written: only
            // take it over once it is old.
            const young = text === '' && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(lockFile).then((st) => Date.now() - st.mtimeMs < 5000, () => false));
            if (!young && (!Number.isInteger(owner) || owner <= 0 || !isAlive(owner))) {
                // A half-written or dead owner's lock: remove it and race again for O_EXCL.
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(lockFile).catch(() => undefined);
                continue;
            }
            if (Date.now() >= deadline)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA(`another sp process (pid ${owner}) is installing or uninstalling; waited ${Math.round(timeout / 1000)} s for ${lockFile}`);
            await new Promise((r) => setTimeout(r, poll));
        }
    }
    try {
        return await fn();
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(lockFile).catch(() => undefined);
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
