export const id = 9597;
export const ids = [9597];
export const modules = {

/***/ 9597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  skillpackSyncAction: () => (/* binding */ skillpackSyncAction)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/hash.ts
var hash = __webpack_require__(299);
;// CONCATENATED MODULE: ./src/skillpack/copy.ts








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
    const realContain = options.containRoot ? (0,external_node_fs_.realpathSync)(options.containRoot) : null;
    const walk = async (dir, rel, chain) => {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch (err) {
            throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, `${options.label}/${rel}`));
        }
        for (const e of entries) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            const full = external_node_path_default().join(dir, e.name);
            const shown = `${options.label}/${childRel}`;
            let st;
            if (e.isSymbolicLink()) {
                try {
                    st = (0,external_node_fs_.statSync)(full);
                }
                catch (err) {
                    const code = err.code;
                    throw new errors/* InvalidInputError */.oC(`${shown}: ${code === 'ENOENT' ? 'dangling symlink' : code === 'ELOOP' ? 'symlink loop' : (0,errors/* describeFsError */.TQ)(err, shown)}`);
                }
                const real = (0,external_node_fs_.realpathSync)(full);
                if (realContain && !(0,paths/* isInside */.FK)(realContain, real))
                    throw new errors/* InvalidInputError */.oC(`${shown}: symlink leads out of the repository`);
                if (st.isDirectory()) {
                    if (chain.some((c) => (0,paths/* isInside */.FK)(real, c)))
                        throw new errors/* InvalidInputError */.oC(`${shown}: symlink loop (leads back to a folder above it)`);
                    plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
                    await walk(full, childRel, [...chain, real]);
                    continue;
                }
            }
            else if (e.isDirectory()) {
                st = (0,external_node_fs_.lstatSync)(full);
                plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
                await walk(full, childRel, [...chain, external_node_path_default().join(chain[chain.length - 1], e.name)]);
                continue;
            }
            else {
                st = (0,external_node_fs_.lstatSync)(full);
            }
            if (!st.isFile())
                throw new errors/* InvalidInputError */.oC(`${shown}: not a regular file, folder or symlink (FIFO, socket or device)`);
            plan.files.push({ rel: childRel, src: full, mode: st.mode & 0o777, size: st.size });
        }
    };
    let realSrc;
    try {
        realSrc = (0,external_node_fs_.realpathSync)(src);
    }
    catch (err) {
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, options.label));
    }
    if (realContain && !(0,paths/* isInside */.FK)(realContain, realSrc))
        throw new errors/* InvalidInputError */.oC(`${options.label}: skill folder leads out of the repository`);
    await walk(src, '', [realSrc]);
    return plan;
}
/** Hashes a skill folder as copySkill would copy it, without copying (for `sp lock`). */
async function copy_hashSkill(src, options) {
    const plan = await planSkill(src, options);
    const files = {};
    await pool(plan.files, CONCURRENCY, async (f) => {
        files[f.rel] = await (0,hash/* sha256File */.Q)(f.src);
    });
    return contentHash(files, plan.files.filter((f) => f.mode & 0o111).map((f) => f.rel));
}
/**
 * Copies a skill folder (see planSkill) with file modes kept, hashing each file as it is
 * written: one read and one write per file, like `cp`.
 */
async function copySkill(src, dest, options) {
    const plan = await planSkill(src, options);
    const rootMode = (0,external_node_fs_.statSync)(src).mode & 0o777;
    // Synchronous on purpose: for many small files the sync calls beat the promise API's
    // open/stat/read/close round trips through the thread pool (a CLI has nothing else to run).
    (0,external_node_fs_.mkdirSync)(dest, { mode: rootMode | 0o700 });
    for (const d of plan.dirs)
        (0,external_node_fs_.mkdirSync)(external_node_path_default().join(dest, ...d.rel.split('/')), { mode: d.mode | 0o700 });
    const umask = process.umask();
    const files = {};
    let bytes = 0;
    for (const f of plan.files) {
        const to = external_node_path_default().join(dest, ...f.rel.split('/'));
        try {
            if (f.size > IN_MEMORY_LIMIT) {
                (0,external_node_fs_.copyFileSync)(f.src, to);
                files[f.rel] = await (0,hash/* sha256File */.Q)(to);
                (0,external_node_fs_.chmodSync)(to, f.mode);
            }
            else {
                const data = (0,external_node_fs_.readFileSync)(f.src);
                files[f.rel] = (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex');
                (0,external_node_fs_.writeFileSync)(to, data, { mode: f.mode });
                if ((f.mode & ~umask) !== f.mode)
                    (0,external_node_fs_.chmodSync)(to, f.mode);
            }
        }
        catch (err) {
            throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, `${options.label}/${f.rel}`));
        }
        bytes += f.size;
    }
    // Folder modes last: a read-only folder must be filled before it becomes read-only.
    for (const d of [...plan.dirs].reverse())
        if ((d.mode | 0o700) !== d.mode || (d.mode & ~umask) !== d.mode)
            (0,external_node_fs_.chmodSync)(external_node_path_default().join(dest, ...d.rel.split('/')), d.mode);
    if ((rootMode | 0o700) !== rootMode || (rootMode & ~umask) !== rootMode)
        (0,external_node_fs_.chmodSync)(dest, rootMode);
    return { files: sortKeys(files), executables: plan.files.filter((f) => f.mode & 0o111).map((f) => f.rel).sort(diagnostics/* compareBytes */.Xo), bytes };
}
function sortKeys(o) {
    return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (0,diagnostics/* compareBytes */.Xo)(a, b)));
}
/**
 * One hash for a skill's content: SHA-256 over `<x|-> <sha256> <path>\n` lines in byte order.
 * Same files, same bytes, same executable bits → same hash, whatever the folder is called.
 */
function contentHash(files, executables) {
    const exec = new Set(executables);
    const h = (0,external_node_crypto_.createHash)('sha256');
    for (const rel of Object.keys(files).sort(diagnostics/* compareBytes */.Xo))
        h.update(`${exec.has(rel) ? 'x' : '-'} ${files[rel]} ${rel}\n`);
    return h.digest('hex');
}
/** Hashes an installed folder without following symlinks (a symlink in the sink is never ours). */
async function scanInstalled(dir) {
    const files = {};
    const foreign = [];
    const walk = async (d, rel) => {
        for (const e of await (0,promises_.readdir)(d, { withFileTypes: true })) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            const full = external_node_path_default().join(d, e.name);
            if (e.isDirectory())
                await walk(full, childRel);
            else if (e.isFile())
                files[childRel] = await (0,hash/* sha256File */.Q)(full);
            else
                foreign.push(childRel);
        }
    };
    await walk(dir, '');
    return { files: sortKeys(files), foreign: foreign.sort(diagnostics/* compareBytes */.Xo) };
}

// EXTERNAL MODULE: ./src/core/atomic-write.ts
var atomic_write = __webpack_require__(3008);
// EXTERNAL MODULE: ./src/core/json.ts
var json = __webpack_require__(6153);
;// CONCATENATED MODULE: ./src/skillpack/state.ts






const MAX_STATE_BYTES = 256 * 1024 * 1024;
function isStringArray(v) {
    return Array.isArray(v) && v.every((x) => typeof x === 'string');
}
/**
 * Reads state.json. A missing file is an empty state; a file that is not a state (hand-edited,
 * truncated) is an error naming it, never silently replaced, since it is what says which
 * folders are ours to delete.
 */
async function state_loadState(file) {
    if (!(await (0,read/* lstatOrNull */.nd)(file)))
        return { version: 1, installs: [] };
    const parsed = (0,json/* parseJson */.q)((await (0,read/* readFileLimited */.lB)(file, MAX_STATE_BYTES)).toString('utf8'));
    const bad = (why) => new errors/* InvalidInputError */.oC(`${file}: not a valid skillpack state file (${why})`);
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
        if (!external_node_path_default().isAbsolute(rec.sink_path))
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
async function state_saveState(file, state) {
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    await (0,atomic_write/* writeFileAtomic */.Z)(file, `${JSON.stringify(state, null, 2)}\n`);
}
function state_findRecord(state, sinkPath, pack) {
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
function state_removeRecord(state, sinkPath, pack) {
    return { version: 1, installs: state.installs.filter((r) => !(r.sink_path === sinkPath && r.pack === pack)) };
}
/**
 * Serialises state changes between processes: a lock file created with O_EXCL holding the
 * owner's pid. A lock whose pid is gone (a killed run) is taken over; a live one is waited for,
 * then reported with its pid and path.
 */
async function state_withStateLock(lockFile, fn, options = {}) {
    const timeout = options.timeoutMs ?? 30_000;
    const poll = options.pollMs ?? 100;
    await (0,promises_.mkdir)(external_node_path_default().dirname(lockFile), { recursive: true });
    const deadline = Date.now() + timeout;
    for (;;) {
        try {
            const fh = await (0,promises_.open)(lockFile, 'wx', 0o644);
            await fh.writeFile(`${process.pid}\n`);
            await fh.close();
            break;
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, lockFile));
            const text = (await (0,promises_.readFile)(lockFile, 'utf8').catch(() => '')).trim();
            const owner = Number(text);
            // An empty lock may be one another process has just created and not yet written: only
            // take it over once it is old.
            const young = text === '' && (await (0,promises_.stat)(lockFile).then((st) => Date.now() - st.mtimeMs < 5000, () => false));
            if (!young && (!Number.isInteger(owner) || owner <= 0 || !isAlive(owner))) {
                // A half-written or dead owner's lock: remove it and race again for O_EXCL.
                await (0,promises_.unlink)(lockFile).catch(() => undefined);
                continue;
            }
            if (Date.now() >= deadline)
                throw new errors/* IoError */.dA(`another sp process (pid ${owner}) is installing or uninstalling; waited ${Math.round(timeout / 1000)} s for ${lockFile}`);
            await new Promise((r) => setTimeout(r, poll));
        }
    }
    try {
        return await fn();
    }
    finally {
        await (0,promises_.unlink)(lockFile).catch(() => undefined);
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

;// CONCATENATED MODULE: ./src/skillpack/install.ts









/** Prefixes of sp's own temporary folders in a sink; install names may not start with `.skillpack-`. */
const STAGING = '.skillpack-tmp.';
const OLD = '.skillpack-old.';
/**
 * Refuses to delete anything but a folder that sits directly in the sink and stays there after
 * resolving symlinks (§7 "any delete operation must refuse paths outside sink_path").
 */
async function assertDeletable(p, sinkPath, realSink, pack) {
    const why = (reason) => new errors/* UnsafePathError */.k0(`${p}: refusing to delete it for pack '${pack}': ${reason}`);
    if (!external_node_path_default().isAbsolute(p) || external_node_path_default().resolve(p) !== p)
        throw why('the state file records it as a non-absolute or non-normalised path');
    if (external_node_path_default().dirname(p) !== sinkPath)
        throw why(`it is not a folder directly inside the sink ${sinkPath} (state file edited?)`);
    const st = await (0,read/* lstatOrNull */.nd)(p);
    if (!st || realSink === null)
        return;
    let real;
    try {
        real = await (0,promises_.realpath)(p);
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
/** Whether an installed folder differs from what was recorded when it was copied. */
async function editedLocally(p, recorded) {
    if (!recorded)
        return true;
    const scan = await scanInstalled(p);
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
    const dir = external_node_path_default().join(ctx.home.backupDir, stamp(ctx.now), ctx.sink);
    await (0,promises_.mkdir)(dir, { recursive: true });
    let to = external_node_path_default().join(dir, external_node_path_default().basename(p));
    for (let n = 2; await (0,read/* lstatOrNull */.nd)(to); n++)
        to = external_node_path_default().join(dir, `${external_node_path_default().basename(p)}.${n}`);
    try {
        await (0,promises_.rename)(p, to);
    }
    catch (err) {
        if (err.code !== 'EXDEV')
            throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, p));
        await (0,promises_.cp)(p, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
        await (0,promises_.rm)(p, { recursive: true, force: true });
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
        names = await (0,promises_.readdir)(sinkPath);
    }
    catch {
        return;
    }
    for (const n of names) {
        const full = external_node_path_default().join(sinkPath, n);
        if (n.startsWith(STAGING)) {
            await (0,promises_.rm)(full, { recursive: true, force: true });
        }
        else if (n.startsWith(OLD)) {
            const original = n.slice(OLD.length).replace(/^[0-9a-f]+\./, '');
            const target = external_node_path_default().join(sinkPath, original);
            if (original && !(await (0,read/* lstatOrNull */.nd)(target)))
                await (0,promises_.rename)(full, target);
            else
                await (0,promises_.rm)(full, { recursive: true, force: true });
        }
    }
}
async function prepareSink(sinkPath) {
    try {
        await (0,promises_.mkdir)(sinkPath, { recursive: true });
        return await (0,promises_.realpath)(sinkPath);
    }
    catch (err) {
        throw new errors/* IoError */.dA(`sink ${(0,errors/* describeFsError */.TQ)(err, sinkPath)}`);
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
        const state = await state_loadState(ctx.home.stateFile);
        const pack = resolution.pack;
        const sinkPath = ctx.sinkPath;
        const previous = state_findRecord(state, sinkPath, pack.name);
        const owned = new Set(previous?.installed_paths ?? []);
        const otherOwners = new Map();
        for (const r of state.installs)
            if (r !== previous && r.sink_path === sinkPath)
                for (const p of r.installed_paths)
                    otherOwners.set(p, r.pack);
        const realSink = ctx.dryRun ? await (0,promises_.realpath)(sinkPath).catch(() => null) : await prepareSink(sinkPath);
        if (!ctx.dryRun)
            await recoverSink(sinkPath);
        const result = { sink: ctx.sink, sinkPath, pack: pack.name, dryRun: ctx.dryRun, added: [], updated: [], unchanged: [], removed: [], backedUp: [], record: null };
        const targets = resolution.skills.map((s) => ({ skill: s, path: external_node_path_default().join(sinkPath, s.installName) }));
        const newPaths = new Set(targets.map((t) => t.path));
        for (const t of targets) {
            const other = otherOwners.get(t.path);
            if (other)
                throw new errors/* InvalidInputError */.oC(`${t.path}: already installed by pack '${other}' in this sink; skills of two packs cannot share a folder (change install.prefix)`);
            const st = await (0,read/* lstatOrNull */.nd)(t.path);
            if (st && !owned.has(t.path))
                throw new errors/* InvalidInputError */.oC(`${t.path}: exists but was not installed by pack '${pack.name}' (state has no record of it); move it away or change install.prefix — sp never replaces folders it does not own`);
            if (st)
                await assertDeletable(t.path, sinkPath, realSink, pack.name);
        }
        const stale = [...owned].filter((p) => !newPaths.has(p)).sort(diagnostics/* compareBytes */.Xo);
        for (const p of stale)
            await assertDeletable(p, sinkPath, realSink, pack.name);
        if (ctx.dryRun) {
            for (const t of targets)
                (owned.has(t.path) && (await (0,read/* lstatOrNull */.nd)(t.path)) ? result.updated : result.added).push({ name: t.skill.installName, path: t.path });
            for (const p of stale)
                if (await (0,read/* lstatOrNull */.nd)(p))
                    result.removed.push({ name: external_node_path_default().basename(p), path: p });
            return result;
        }
        // 2. Stage every copy first: a broken skill (dangling symlink, FIFO) fails before any change.
        const staged = [];
        try {
            for (const t of targets) {
                const stage = external_node_path_default().join(sinkPath, `${STAGING}${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.${t.skill.installName}`);
                staged.push({ t, stage, files: {} });
                const label = t.skill.source === 'local' ? `skills/${t.skill.id}` : `${t.skill.source}:${t.skill.id}`;
                staged[staged.length - 1].files = (await copySkill(t.skill.dir, stage, { containRoot: t.skill.containRoot, label })).files;
            }
        }
        catch (err) {
            for (const s of staged)
                await (0,promises_.rm)(s.stage, { recursive: true, force: true });
            throw err;
        }
        // 3. Claim old ∪ new before touching the sink.
        const pending = {
            ...(previous ?? recordBase(resolution, ctx)),
            installed_paths: [...new Set([...owned, ...newPaths])].sort(diagnostics/* compareBytes */.Xo),
            files: previous?.files ?? {},
        };
        let current = putRecord(state, pending);
        await state_saveState(ctx.home.stateFile, current);
        // 4. Remove what is no longer selected, then swap each staged copy in.
        for (const p of stale) {
            if (!(await (0,read/* lstatOrNull */.nd)(p)))
                continue;
            if (await editedLocally(p, previous?.files[p]))
                result.backedUp.push({ path: p, to: await backup(p, ctx) });
            else
                await (0,promises_.rm)(p, { recursive: true, force: true });
            result.removed.push({ name: external_node_path_default().basename(p), path: p });
        }
        const files = {};
        for (const { t, stage, files: hashes } of staged) {
            files[t.path] = hashes;
            const change = { name: t.skill.installName, path: t.path };
            if (await (0,read/* lstatOrNull */.nd)(t.path)) {
                if (await editedLocally(t.path, previous?.files[t.path])) {
                    result.backedUp.push({ path: t.path, to: await backup(t.path, ctx) });
                    await (0,promises_.rename)(stage, t.path);
                }
                else {
                    const aside = external_node_path_default().join(sinkPath, `${OLD}${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.${t.skill.installName}`);
                    await (0,promises_.rename)(t.path, aside);
                    await (0,promises_.rename)(stage, t.path);
                    await (0,promises_.rm)(aside, { recursive: true, force: true });
                }
                (sameFiles(previous?.files[t.path], hashes) ? result.unchanged : result.updated).push(change);
            }
            else {
                await (0,promises_.rename)(stage, t.path);
                result.added.push(change);
            }
        }
        // 5. Exactly the new paths.
        const record = { ...recordBase(resolution, ctx), installed_paths: [...newPaths].sort(diagnostics/* compareBytes */.Xo), files: sortedRecord(files) };
        current = putRecord(current, record);
        await state_saveState(ctx.home.stateFile, current);
        result.record = record;
        return result;
    };
    return ctx.dryRun ? run() : state_withStateLock(ctx.home.lockFile, run, ctx.lock);
}
function sortedRecord(o) {
    return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (0,diagnostics/* compareBytes */.Xo)(a, b)));
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
        const state = await loadState(ctx.home.stateFile);
        const record = findRecord(state, ctx.sinkPath, packName);
        if (!record)
            throw new InvalidInputError(`pack '${packName}' is not installed in ${ctx.sinkPath} (see sp installed)`);
        const realSink = await realpath(ctx.sinkPath).catch(() => null);
        const paths = [...record.installed_paths].sort(compareBytes);
        for (const p of paths)
            await assertDeletable(p, ctx.sinkPath, realSink, packName);
        const result = { sink: record.sink, sinkPath: ctx.sinkPath, pack: packName, dryRun: ctx.dryRun, removed: [], backedUp: [] };
        if (!ctx.dryRun && realSink)
            await recoverSink(ctx.sinkPath);
        for (const p of paths) {
            if (!(await lstatOrNull(p)))
                continue;
            if (!ctx.dryRun) {
                if (await editedLocally(p, record.files[p]))
                    result.backedUp.push({ path: p, to: await backup(p, ctx) });
                else
                    await rm(p, { recursive: true, force: true });
            }
            result.removed.push({ name: path.basename(p), path: p });
        }
        if (!ctx.dryRun)
            await saveState(ctx.home.stateFile, removeRecord(state, ctx.sinkPath, packName));
        return result;
    };
    return ctx.dryRun ? run() : withStateLock(ctx.home.lockFile, run, ctx.lock);
}

// EXTERNAL MODULE: ./src/skillpack/resolve.ts + 1 modules
var resolve = __webpack_require__(7274);
;// CONCATENATED MODULE: ./src/skillpack/lock.ts








/** `packs/<name>.lock.json` beside `packs/<name>.yaml`. */
function lockPathFor(packFile) {
    return external_node_path_default().join(external_node_path_default().dirname(packFile), `${external_node_path_default().basename(packFile).replace(/\.ya?ml$/, '')}.lock.json`);
}
function skillLabel(s) {
    return s.source === 'local' ? `skills/${s.id}` : `${s.source}:${s.id}`;
}
/** Builds the lock for a resolution: each import's commit and a content hash per selected skill. */
async function buildLock(resolution) {
    const skills = [];
    for (const s of resolution.skills) {
        skills.push({ source: s.source, id: s.id, install_name: s.installName, sha256: await hashSkill(s.dir, { containRoot: s.containRoot, label: skillLabel(s) }) });
    }
    return {
        version: 1,
        pack: resolution.pack.name,
        pack_sha256: sha256Hex(resolution.pack.bytes),
        imports: resolution.imports.map((i) => ({ repo: i.repo, ref: i.ref, commit: i.commit })),
        skills,
    };
}
async function writeLock(file, lock) {
    await writeFileAtomic(file, `${JSON.stringify(lock, null, 2)}\n`);
}
async function readLock(file, shown) {
    if (!(await (0,read/* lstatOrNull */.nd)(file)))
        throw new errors/* InvalidInputError */.oC(`${shown}: no lock file (run sp lock first)`);
    const parsed = (0,json/* parseJson */.q)((await (0,read/* readFileLimited */.lB)(file, 64 * 1024 * 1024)).toString('utf8'));
    const v = parsed.value;
    if (parsed.error || !v || v.version !== 1 || typeof v.pack_sha256 !== 'string' || !Array.isArray(v.imports) || !Array.isArray(v.skills)) {
        throw new errors/* InvalidInputError */.oC(`${shown}: not a valid pack lock file${parsed.error ? ` (${parsed.error.message})` : ''}`);
    }
    for (const i of v.imports)
        if (typeof i?.commit !== 'string' || !/^[0-9a-f]{40,64}$/.test(i.commit))
            throw new errors/* InvalidInputError */.oC(`${shown}: imports[].commit must be a full commit SHA`);
    return v;
}
/** The import commits a lock pins, after checking the pack file is the one that was locked. */
function pinnedCommits(pack, lock, lockShown, packShown) {
    if ((0,hash/* sha256Hex */.f)(pack.bytes) !== lock.pack_sha256)
        throw new errors/* IntegrityError */.cs(`${packShown} has changed since ${lockShown} was written; run 'sp lock ${pack.name}' and commit the lock`);
    if (lock.imports.length !== pack.imports.length || lock.imports.some((i, n) => i.repo !== pack.imports[n].repo)) {
        throw new errors/* IntegrityError */.cs(`${lockShown}: its imports do not match ${packShown}; run 'sp lock ${pack.name}'`);
    }
    return lock.imports.map((i) => i.commit);
}
/** Checks a resolution selects exactly the locked skills with exactly the locked content. */
async function checkAgainstLock(resolution, lock, lockShown) {
    const locked = new Map(lock.skills.map((s) => [s.install_name, s]));
    const now = new Set(resolution.skills.map((s) => s.installName));
    for (const s of lock.skills)
        if (!now.has(s.install_name))
            throw new errors/* IntegrityError */.cs(`${lockShown}: locked skill ${(0,resolve/* describeSkill */.ZY)(s)} is no longer selected`);
    for (const s of resolution.skills) {
        const l = locked.get(s.installName);
        if (!l)
            throw new errors/* IntegrityError */.cs(`${lockShown}: skill ${(0,resolve/* describeSkill */.ZY)(s)} is selected but not in the lock`);
        const hash = await copy_hashSkill(s.dir, { containRoot: s.containRoot, label: skillLabel(s) });
        if (hash !== l.sha256)
            throw new errors/* IntegrityError */.cs(`${lockShown}: skill ${(0,resolve/* describeSkill */.ZY)(s)} does not match its locked content hash (edited since the lock was written?)`);
    }
}

// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
;// CONCATENATED MODULE: ./src/skillpack/home.ts




/**
 * Built-in sinks (specs/skillpacks-v0.md §6–7). Windsurf reads `~/.codeium/windsurf/skills`,
 * not the spec's `~/.windsurf/skills` (INTEROP.md §2). `custom` has no path: it needs `--path`.
 */
const DEFAULT_SINKS = {
    codex: '~/.codex/skills',
    claude: '~/.claude/skills',
    copilot: '~/.copilot/skills',
    cursor: '~/.cursor/skills',
    windsurf: '~/.codeium/windsurf/skills',
};
const CUSTOM_SINK = 'custom';
function skillpackHome(env, cacheDir, cwd = process.cwd()) {
    const home = env.HOME || external_node_os_default().homedir();
    const dir = env.SKILLPACK_HOME ? external_node_path_default().resolve(cwd, env.SKILLPACK_HOME) : external_node_path_default().join(home, '.skillpack');
    return {
        dir,
        home,
        configFile: external_node_path_default().join(dir, 'config.yaml'),
        stateFile: external_node_path_default().join(dir, 'state.json'),
        cacheDir: cacheDir ? external_node_path_default().resolve(cwd, cacheDir) : external_node_path_default().join(dir, 'cache'),
        backupDir: external_node_path_default().join(dir, 'backup'),
        lockFile: external_node_path_default().join(dir, 'state.lock'),
    };
}
function expandHome(p, home) {
    if (p === '~')
        return home;
    if (p.startsWith('~/'))
        return external_node_path_default().join(home, p.slice(2));
    return p;
}
/** Built-in sinks overlaid with `config.yaml`'s `sinks:` (which may also add new names). */
async function loadSinkConfig(sp) {
    const sinks = {};
    const origin = {};
    for (const [name, p] of Object.entries(DEFAULT_SINKS)) {
        sinks[name] = expandHome(p, sp.home);
        origin[name] = 'default';
    }
    if (!(await (0,read/* lstatOrNull */.nd)(sp.configFile)))
        return { sinks, origin };
    // The YAML parser loads only when there is a config file to read.
    const { parseYaml } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1076)]).then(__webpack_require__.bind(__webpack_require__, 1076));
    const parsed = parseYaml((await (0,read/* readFileLimited */.lB)(sp.configFile, 1024 * 1024)).toString('utf8'));
    if (parsed.error)
        throw new errors/* InvalidInputError */.oC(`${sp.configFile}:${parsed.error.line ?? 1}: ${parsed.error.message}`);
    const raw = parsed.value ?? {};
    if (typeof raw !== 'object' || Array.isArray(raw))
        throw new errors/* InvalidInputError */.oC(`${sp.configFile}: expected a mapping with a sinks: key`);
    const configured = raw.sinks ?? {};
    if (typeof configured !== 'object' || configured === null || Array.isArray(configured))
        throw new errors/* InvalidInputError */.oC(`${sp.configFile}: sinks must map sink names to paths`);
    for (const [name, value] of Object.entries(configured)) {
        if (name === CUSTOM_SINK)
            throw new errors/* InvalidInputError */.oC(`${sp.configFile}: sinks.custom cannot be configured: it always takes --path`);
        if (typeof value !== 'string' || value.trim() === '')
            throw new errors/* InvalidInputError */.oC(`${sp.configFile}: sinks.${name} must be a path`);
        const expanded = expandHome(value, sp.home);
        if (!external_node_path_default().isAbsolute(expanded))
            throw new errors/* InvalidInputError */.oC(`${sp.configFile}: sinks.${name} must be an absolute path or start with ~/, not '${value}'`);
        sinks[name] = external_node_path_default().resolve(expanded);
        origin[name] = sp.configFile;
    }
    return { sinks, origin };
}
/** The sink path for `--agent` (and `--path`, which overrides it and is required for `custom`). */
function resolveSink(config, agent, pathFlag, cwd, home) {
    if (pathFlag !== undefined) {
        if (pathFlag.trim() === '')
            throw new errors/* UsageError */.eb('--path must not be empty');
        if (agent !== CUSTOM_SINK && !(agent in config.sinks))
            throw unknownSink(config, agent);
        return external_node_path_default().resolve(cwd, expandHome(pathFlag, home));
    }
    if (agent === CUSTOM_SINK)
        throw new errors/* UsageError */.eb('--agent custom needs --path DEST');
    const p = config.sinks[agent];
    if (!p)
        throw unknownSink(config, agent);
    return p;
}
function unknownSink(config, agent) {
    return new errors/* UsageError */.eb(`unknown agent '${agent}' (known: ${[...Object.keys(config.sinks), CUSTOM_SINK].join(', ')}; add more under sinks: in config.yaml)`);
}

;// CONCATENATED MODULE: ./src/cli/sp/shared.ts





/** Flags every `sp` command that reads the authoring repo takes (§8 "Common flags"). */
const ROOT_OPTIONS = {
    root: { type: 'string', valueName: 'DIR', description: 'repo root (the folder with skills/ and packs/); default: found by walking up from the working directory' },
    'repo-root': { type: 'string', valueName: 'DIR', description: 'alias of --root' },
};
const CACHE_OPTION = {
    'cache-dir': { type: 'string', valueName: 'DIR', description: 'git cache for imports (default ~/.skillpack/cache)' },
};
const JSON_OPTION = {
    json: { type: 'boolean', description: 'print JSON for scripts' },
};
const SINK_OPTIONS = {
    agent: { type: 'string', valueName: 'SINK', description: 'codex|claude|copilot|cursor|windsurf|custom, or a sink named in ~/.skillpack/config.yaml' },
    path: { type: 'string', valueName: 'DEST', description: 'install into DEST instead of the sink\'s configured path (required for custom)' },
};
function isDir(p) {
    try {
        return (0,external_node_fs_.statSync)(p).isDirectory();
    }
    catch {
        return false;
    }
}
/** `--root`/`--repo-root`, else the nearest folder at or above the working directory with `skills/` or `packs/`. */
function findRoot(ctx) {
    const given = ctx.values.root ?? ctx.values['repo-root'];
    if (typeof given === 'string') {
        const abs = external_node_path_default().resolve(ctx.cwd, given);
        if (!isDir(abs))
            throw new errors/* UsageError */.eb(`--root ${given}: not a directory`);
        return abs;
    }
    for (let dir = external_node_path_default().resolve(ctx.cwd);; dir = external_node_path_default().dirname(dir)) {
        if (isDir(external_node_path_default().join(dir, 'skills')) || isDir(external_node_path_default().join(dir, 'packs')))
            return dir;
        if (external_node_path_default().dirname(dir) === dir)
            break;
    }
    throw new errors/* UsageError */.eb(`no skills/ or packs/ folder in ${ctx.cwd} or above; run sp inside a skills repository or pass --root DIR`);
}
function home(ctx) {
    const cache = ctx.values['cache-dir'];
    return skillpackHome(ctx.env, typeof cache === 'string' ? cache : undefined, ctx.cwd);
}
async function sinkFor(ctx, sp) {
    const agent = ctx.values.agent;
    if (typeof agent !== 'string' || agent === '')
        throw new errors/* UsageError */.eb('--agent SINK is required (codex, claude, copilot, cursor, windsurf or custom)');
    const config = await loadSinkConfig(sp);
    const p = ctx.values.path;
    return { sink: agent, sinkPath: resolveSink(config, agent, typeof p === 'string' ? p : undefined, ctx.cwd, sp.home) };
}
// Pack parsing (ajv) and resolution (git) load only for the commands that need them, so
// `sp list` starts as fast as the walk allows.
async function loadPackArg(ctx, root) {
    const { findPackFile, loadPack } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(4831)]).then(__webpack_require__.bind(__webpack_require__, 4831));
    return loadPack(await findPackFile(ctx.positionals[0], root, ctx.cwd), ctx.cwd);
}
async function resolveForCli(ctx, pack, root, sp, pinned) {
    const { resolvePack } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 7274));
    return resolvePack(pack, {
        root,
        cacheDir: sp.cacheDir,
        packLabel: `pack '${pack.name}' (${(0,paths/* displayPath */.Gt)(pack.file, ctx.cwd)})`,
        pinnedCommits: pinned,
        onFetch: ctx.verbose ? (repo, ref) => ctx.stderr.write(`sp: fetching ${repo}${ref ? ` @ ${ref}` : ' (default branch)'}\n`) : undefined,
    });
}
function writeJson(ctx, value) {
    ctx.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
/** `SKILLPACK_LOCK_TIMEOUT` (seconds) bounds the wait for another sp process; default 30. */
function lockOptions(ctx) {
    const v = ctx.env.SKILLPACK_LOCK_TIMEOUT;
    if (v === undefined || v === '')
        return {};
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0)
        throw new errors/* UsageError */.eb(`SKILLPACK_LOCK_TIMEOUT must be a number of seconds, not '${v}'`);
    return { timeoutMs: n * 1000 };
}

;// CONCATENATED MODULE: ./src/cli/sp/commands/install.ts





const meta = {
    name: 'install',
    summary: 'Install a pack into an agent sink: copy each selected skill as <prefix><sep><id>, replacing only folders this pack installed there before and removing the ones it no longer selects.',
    positionals: 'PACK (a name or packs/<name>.yaml)',
    minPositionals: 1,
    maxPositionals: 1,
    options: {
        ...SINK_OPTIONS,
        'dry-run': { type: 'boolean', description: 'print what would be added, replaced and removed; change nothing' },
        locked: { type: 'boolean', description: 'install exactly packs/<name>.lock.json (import commits and skill hashes); fail if the pack or a skill changed' },
        ...ROOT_OPTIONS,
        ...CACHE_OPTION,
        ...JSON_OPTION,
    },
    details: 'Folders edited since sp installed them are moved to ~/.skillpack/backup/<time>/ before being replaced or removed.',
};
async function run(ctx) {
    const root = findRoot(ctx);
    const sp = home(ctx);
    const { sink, sinkPath } = await sinkFor(ctx, sp);
    const pack = await loadPackArg(ctx, root);
    let pinned;
    let lock;
    const lockFile = lockPathFor(pack.file);
    if (ctx.values.locked) {
        lock = await readLock(lockFile, (0,paths/* displayPath */.Gt)(lockFile, ctx.cwd));
        pinned = pinnedCommits(pack, lock, (0,paths/* displayPath */.Gt)(lockFile, ctx.cwd), (0,paths/* displayPath */.Gt)(pack.file, ctx.cwd));
    }
    const resolution = await resolveForCli(ctx, pack, root, sp, pinned);
    if (lock)
        await checkAgainstLock(resolution, lock, (0,paths/* displayPath */.Gt)(lockFile, ctx.cwd));
    const result = await installPack(resolution, { home: sp, sink, sinkPath, dryRun: !!ctx.values['dry-run'], now: new Date(), lock: lockOptions(ctx) });
    if (ctx.values.json)
        writeJson(ctx, summarize(result));
    else
        ctx.stdout.write(describeInstall(result));
    return types/* EXIT_OK */.Ij;
}
function summarize(r) {
    return {
        sink: r.sink,
        sink_path: r.sinkPath,
        pack: r.pack,
        dry_run: r.dryRun,
        added: r.added.map((c) => c.name),
        updated: r.updated.map((c) => c.name),
        unchanged: r.unchanged.map((c) => c.name),
        removed: r.removed.map((c) => c.name),
        backed_up: r.backedUp,
        imports: r.record?.imports ?? [],
    };
}
function describeInstall(r) {
    const verb = r.dryRun ? 'would install' : 'installed';
    const lines = [
        `${verb} pack ${r.pack} into ${r.sink} (${r.sinkPath}): ${r.added.length} added, ${r.updated.length} ${r.dryRun ? 'replaced' : 'updated'}, ${r.unchanged.length} unchanged, ${r.removed.length} removed`,
    ];
    for (const c of r.added)
        lines.push(`  + ${c.name}`);
    for (const c of r.updated)
        lines.push(`  ~ ${c.name}`);
    for (const c of r.removed)
        lines.push(`  - ${c.name}`);
    for (const b of r.backedUp)
        lines.push(`  edited locally, backed up: ${b.path} -> ${b.to}`);
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/cli/actions/skillpack-sync.ts



/**
 * actions/skillpack-sync: `sp install` for each pack on a self-hosted runner that serves agents.
 * Outputs: installed and removed folder names (one per line), changed (true/false); the job
 * summary has one row per pack.
 */
const skillpackSyncAction = {
    meta: { name: 'skillpack-sync', description: 'install skill packs into an agent sink and report what changed' },
    async run() {
        const packs = core.getMultilineInput('packs').map((p) => p.trim()).filter((p) => p !== '');
        if (packs.length === 0)
            throw new Error('input packs is required: one pack name or pack file per line');
        const agent = core.getInput('agent') || 'custom';
        // Read as sink-path: the umbrella action's `path` input belongs to validate.
        const dest = core.getInput('sink-path');
        const root = core.getInput('root');
        const locked = core.getBooleanInput('locked');
        const home = core.getInput('skillpack-home');
        const cwd = process.env.GITHUB_WORKSPACE || process.cwd();
        const env = { ...process.env, ...(home ? { SKILLPACK_HOME: external_node_path_default().resolve(cwd, home) } : {}) };
        const results = [];
        for (const pack of packs) {
            let out = '';
            const values = { agent, json: true };
            if (dest)
                values.path = dest;
            if (root)
                values.root = root;
            if (locked)
                values.locked = true;
            await run({ cwd, env, stdout: { write: (s) => (out += s) }, stderr: process.stderr, values, positionals: [pack], verbose: false });
            const r = JSON.parse(out);
            results.push(r);
            core.info(`${r.pack}: ${r.added.length} added, ${r.updated.length} updated, ${r.unchanged.length} unchanged, ${r.removed.length} removed (${r.sink_path})`);
            for (const b of r.backed_up)
                core.warning(`${b.path} was edited locally; moved to ${b.to} before replacing it`);
        }
        const installed = results.flatMap((r) => [...r.added, ...r.updated, ...r.unchanged]);
        const removed = results.flatMap((r) => r.removed);
        const changed = results.some((r) => r.added.length + r.updated.length + r.removed.length + r.backed_up.length > 0);
        core.setOutput('installed', installed.join('\n'));
        core.setOutput('removed', removed.join('\n'));
        core.setOutput('changed', String(changed));
        await core.summary
            .addHeading('Skill pack sync', 3)
            .addTable([
            [{ data: 'Pack', header: true }, { data: 'Added', header: true }, { data: 'Updated', header: true }, { data: 'Unchanged', header: true }, { data: 'Removed', header: true }, { data: 'Backed up', header: true }, { data: 'Sink', header: true }],
            ...results.map((r) => [r.pack, r.added.join(', ') || '–', r.updated.join(', ') || '–', String(r.unchanged.length), r.removed.join(', ') || '–', String(r.backed_up.length), r.sink_path]),
        ])
            .write();
    },
};


/***/ }),

/***/ 3008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);




/**
 * Writes `data` to `file` so that a reader (or a crash) sees the old bytes or the new ones,
 * never a half-written file: write a temp file beside it, fsync, rename over.
 */
async function writeFileAtomic(file, data, options = {}) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file);
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, `.${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}.tmp`);
    let mode = options.mode ?? 0o644;
    try {
        mode = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file)).mode & 0o7777;
    }
    catch {
        /* new file */
    }
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(err, file));
    }
}


/***/ }),

/***/ 7135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pn: () => (/* binding */ DiagnosticCollector),
/* harmony export */   Xo: () => (/* binding */ compareBytes),
/* harmony export */   m1: () => (/* binding */ metaMap),
/* harmony export */   oV: () => (/* binding */ compareDiagnostics),
/* harmony export */   qV: () => (/* binding */ HAS_SURROGATE),
/* harmony export */   xG: () => (/* binding */ runRules)
/* harmony export */ });
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

/***/ 6153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ parseJson)
/* harmony export */ });
/* unused harmony export findJsonFault */
/* harmony import */ var _text_position_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6426);

/**
 * JSON.parse that never throws and reports where the text breaks. V8 (Node 20) often omits
 * the position, so on failure a small syntax scanner finds the first bad offset itself.
 */
function parseJson(text) {
    try {
        return { value: JSON.parse(text), error: null };
    }
    catch (err) {
        const fault = findJsonFault(text);
        const { line, column } = new _text_position_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .r(text).locate(fault.offset);
        const message = fault.message ?? String(err.message).split(/,? "|\n/)[0];
        return { value: undefined, error: { message, line, column } };
    }
}
/** Offset and description of the first JSON syntax error (scanner only; builds no values). */
function findJsonFault(text) {
    let i = 0;
    const ws = () => {
        while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r'))
            i++;
    };
    const fail = (message) => {
        throw { offset: Math.min(i, text.length), message };
    };
    const describe = () => (i >= text.length ? 'unexpected end of input' : `unexpected ${JSON.stringify(text[i])}`);
    const string = () => {
        i++;
        while (i < text.length && text[i] !== '"') {
            const c = text.charCodeAt(i);
            if (c < 0x20)
                fail('control character in string');
            if (text[i] === '\\') {
                i++;
                if (text[i] === 'u') {
                    if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5)))
                        fail('bad \\u escape');
                    i += 4;
                }
                else if (!'"\\/bfnrt'.includes(text[i] ?? ''))
                    fail('bad escape');
            }
            i++;
        }
        if (i >= text.length)
            fail('unterminated string');
        i++;
    };
    const value = (depth) => {
        if (depth > 10_000)
            fail('nesting too deep');
        ws();
        const c = text[i];
        if (c === '{') {
            i++;
            ws();
            if (text[i] === '}')
                return void i++;
            for (;;) {
                ws();
                if (text[i] !== '"')
                    fail(`expected a property name, ${describe()}`);
                string();
                ws();
                if (text[i] !== ':')
                    fail(`expected ":", ${describe()}`);
                i++;
                value(depth + 1);
                ws();
                if (text[i] === ',')
                    i++;
                else if (text[i] === '}')
                    return void i++;
                else
                    fail(`expected "," or "}", ${describe()}`);
            }
        }
        else if (c === '[') {
            i++;
            ws();
            if (text[i] === ']')
                return void i++;
            for (;;) {
                value(depth + 1);
                ws();
                if (text[i] === ',')
                    i++;
                else if (text[i] === ']')
                    return void i++;
                else
                    fail(`expected "," or "]", ${describe()}`);
            }
        }
        else if (c === '"')
            string();
        else if (c === '-' || (c >= '0' && c <= '9')) {
            const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
            if (!m)
                fail('bad number');
            i += m[0].length;
        }
        else {
            for (const lit of ['true', 'false', 'null'])
                if (text.startsWith(lit, i))
                    return void (i += lit.length);
            fail(describe());
        }
    };
    try {
        value(0);
        ws();
        if (i < text.length)
            fail(`unexpected ${JSON.stringify(text[i])} after the value`);
        return { offset: 0, message: null };
    }
    catch (e) {
        if (typeof e === 'object' && e !== null && 'offset' in e)
            return e;
        return { offset: 0, message: null };
    }
}


/***/ }),

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   mi: () => (/* binding */ resolveContained)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);



/**
 * Why a relative path from input is unsafe, or null when it is a plain relative POSIX path.
 * Backslashes are refused rather than converted: on POSIX they are legal name characters, on
 * Windows separators, so a manifest that uses them means different files on different machines.
 */
function relativePathProblem(p) {
    if (p.length === 0)
        return 'empty path';
    if (p.includes('\0'))
        return 'contains a NUL byte';
    if (p.includes('\\'))
        return 'contains a backslash';
    if (p.startsWith('/') || /^[A-Za-z]:/.test(p))
        return 'is absolute';
    if (p.split('/').some((seg) => seg === '..'))
        return 'goes up with ".."';
    return null;
}
/** True when `child` is `root` or lies below it (both absolute, already resolved). */
function isInside(root, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, child);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel));
}
/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * Returns the lexical absolute path (what the caller should open). A path that does not
 * exist yet is checked through its nearest existing ancestor.
 */
async function resolveContained(root, rel) {
    const problem = relativePathProblem(rel);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (${problem})`);
    const absRoot = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root);
    const target = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(absRoot, rel);
    if (!isInside(absRoot, target))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (outside ${root})`);
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absRoot);
    let probe = target;
    for (;;) {
        try {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(probe);
            if (!isInside(realRoot, real))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (resolves outside ${root} through a symlink)`);
            return target;
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0)
                throw err;
            const code = err.code;
            if (code === 'ELOOP')
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (symlink loop)`);
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw err;
            // A dangling symlink still points somewhere: refuse it if that is outside.
            try {
                const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(probe);
                if (st.isSymbolicLink())
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (dangling symlink)`);
            }
            catch (e) {
                if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0)
                    throw e;
            }
            const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(probe);
            if (parent === probe || !isInside(absRoot, parent))
                return target;
            probe = parent;
        }
    }
}
/** Forward slashes, no leading `./`: how every path appears in reports and generated files. */
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/').replace(/^\.\//, '');
}
/** A path for reports: relative to the working directory when below it, else absolute. */
function displayPath(abs, cwd = process.cwd()) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(cwd, abs);
    if (rel === '')
        return '.';
    if (rel.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel))
        return toPosix(abs);
    return toPosix(rel);
}


/***/ }),

/***/ 6426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
/** Maps string offsets to 1-based line and column (columns count UTF-16 units, as editors and GitHub do). */
class LineIndex {
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
            this.starts.push(i + 1);
    }
    get count() {
        return this.starts.length;
    }
    /** 1-based line of an offset. */
    line(offset) {
        return this.locate(offset).line;
    }
    locate(offset) {
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - this.starts[lo] + 1 };
    }
}


/***/ })

};
