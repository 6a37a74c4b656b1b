export const id = 2189;
export const ids = [2189];
export const modules = {

/***/ 4570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  packList: () => (/* binding */ packList),
  skillpackSyncAction: () => (/* binding */ skillpackSyncAction)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/skillpack/home.ts
var skillpack_home = __webpack_require__(4257);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/core/file-hasher.ts



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
    const fs = { openSync: external_node_fs_.openSync, readSync: external_node_fs_.readSync, fstatSync: external_node_fs_.fstatSync, closeSync: external_node_fs_.closeSync, copyFileSync: external_node_fs_.copyFileSync };
    let worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, { eval: true });
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
                hashTicket(t.shared, t.files, t.sources, fs, external_node_crypto_.createHash, buf);
                if (t === ticket)
                    break;
            }
            const state = new Int32Array(ticket.shared, 0, 2);
            for (;;) {
                const s = Atomics.load(state, 0);
                if (s === DONE || s === FAILED)
                    break;
                if (s === WAITING)
                    hashTicket(ticket.shared, ticket.files, ticket.sources, fs, external_node_crypto_.createHash, buf);
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

// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/skillpack/copy.ts
var copy = __webpack_require__(3395);
// EXTERNAL MODULE: ./src/skillpack/state.ts
var skillpack_state = __webpack_require__(2981);
// EXTERNAL MODULE: ./src/skillpack/resolve.ts
var resolve = __webpack_require__(372);
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
            const hasher = ctx.hasher ?? fileHasher();
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
        const state = await loadState(ctx.home.stateFile);
        const record = findRecord(state, ctx.sinkPath, packName);
        if (!record)
            throw notInstalledError(state, packName, ctx.sink, ctx.sinkPath);
        const realSink = await realpath(ctx.sinkPath).catch(() => null);
        const paths = [...record.installed_paths].sort(compareBytes);
        for (const p of paths)
            assertDeletable(p, ctx.sinkPath, realSink, packName);
        const result = { sink: record.sink, sinkPath: ctx.sinkPath, pack: packName, dryRun: ctx.dryRun, removed: [], backedUp: [] };
        // As installPack: the sink's lock, when there is a sink to change.
        const remove = async (held) => {
            if (held)
                await recoverSink(ctx.sinkPath, ownedInSink(state, ctx.sinkPath));
            for (const p of paths) {
                if (!(await lstatOrNull(p)))
                    continue;
                if (!ctx.dryRun) {
                    if (await editedLocally(p, record))
                        result.backedUp.push({ path: p, to: await backup(p, ctx) });
                    else
                        await removeOwned(p);
                }
                result.removed.push({ name: path.basename(p), path: p });
            }
            if (!ctx.dryRun)
                await saveState(ctx.home.stateFile, removeRecord(state, ctx.sinkPath, packName));
            return result;
        };
        return ctx.dryRun || !realSink ? remove(false) : withSinkLock(inSink(ctx.sinkPath, SINK_LOCK), remove, sinkLockOptions(ctx));
    };
    return ctx.dryRun ? run() : withStateLock(ctx.home.lockFile, run, ctx.lock);
}

// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
// EXTERNAL MODULE: ./src/skillpack/packfile.ts + 2 modules
var packfile = __webpack_require__(8430);
// EXTERNAL MODULE: ./src/skillpack/pack-arg.ts
var pack_arg = __webpack_require__(7602);
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
function isFile(p) {
    try {
        return (0,external_node_fs_.statSync)(p).isFile();
    }
    catch {
        return false;
    }
}
/** A pack argument with a leading `~` expanded, as for every other path the user writes. */
function packArg(ctx, arg = ctx.positionals[0]) {
    return (0,pack_arg/* isPackPath */.D)(arg) ? (0,skillpack_home/* expandHome */.kc)(arg, (0,skillpack_home/* homeDir */.lw)(ctx.env)) : arg;
}
/** The nearest folder at or above `start` with `skills/` or `packs/`, or null. */
function repoAbove(start) {
    for (let dir = external_node_path_default().resolve(start);; dir = external_node_path_default().dirname(dir)) {
        if ((0,make_dirs/* isFolderSync */.S)(external_node_path_default().join(dir, 'skills')) || (0,make_dirs/* isFolderSync */.S)(external_node_path_default().join(dir, 'packs')))
            return dir;
        if (external_node_path_default().dirname(dir) === dir)
            return null;
    }
}
/**
 * `--root`/`--repo-root`; else, for a pack given as a path, the repository of that file (the
 * folder holding its `packs/` folder), since its local skills are the ones beside it, not the
 * working directory's; else the nearest folder at or above the working directory with
 * `skills/` or `packs/`. An explicit root that does not hold the pack file is refused: the
 * pack would silently take another repository's skills.
 */
function findRoot(ctx, pack) {
    const homeFolder = (0,skillpack_home/* homeDir */.lw)(ctx.env);
    const file = pack !== undefined && (0,pack_arg/* isPackPath */.D)(pack) ? (0,skillpack_home/* userPath */.rZ)(pack, ctx.cwd, homeFolder) : null;
    const given = ctx.values.root ?? ctx.values['repo-root'];
    if (typeof given === 'string') {
        const abs = (0,skillpack_home/* userPath */.rZ)(given, ctx.cwd, homeFolder);
        if (!(0,make_dirs/* isFolderSync */.S)(abs))
            throw new errors/* UsageError */.eb(`--root ${given}: not a directory`);
        if (file && isFile(file) && !(0,paths/* isInside */.FK)((0,paths/* realPathSoFar */.JC)(abs), external_node_path_default().join((0,paths/* realPathSoFar */.JC)(external_node_path_default().dirname(file)), external_node_path_default().basename(file))))
            throw new errors/* UsageError */.eb(`${pack}: the pack file is not inside --root ${given}; its local skills would come from another repository (drop --root, or pass the pack file's own repository)`);
        return abs;
    }
    if (file && isFile(file)) {
        for (let dir = external_node_path_default().dirname(file); external_node_path_default().dirname(dir) !== dir; dir = external_node_path_default().dirname(dir)) {
            if (external_node_path_default().basename(dir) === 'packs')
                return external_node_path_default().dirname(dir);
        }
        const above = repoAbove(external_node_path_default().dirname(file));
        if (above)
            return above;
    }
    const found = repoAbove(ctx.cwd);
    if (found)
        return found;
    throw new errors/* UsageError */.eb(`no skills/ or packs/ folder in ${ctx.cwd} or above; run sp inside a skills repository or pass --root DIR`);
}
function home(ctx) {
    const cache = ctx.values['cache-dir'];
    return (0,skillpack_home/* skillpackHome */.WI)(ctx.env, typeof cache === 'string' ? cache : undefined, ctx.cwd);
}
async function sinkFor(ctx, sp) {
    const agent = ctx.values.agent;
    if (typeof agent !== 'string' || agent === '')
        throw new errors/* UsageError */.eb('--agent SINK is required (codex, claude, copilot, cursor, windsurf or custom)');
    const config = await (0,skillpack_home/* loadSinkConfig */.Ml)(sp);
    const p = ctx.values.path;
    return { sink: agent, sinkPath: (0,skillpack_home/* resolveSink */.Ww)(config, agent, typeof p === 'string' ? p : undefined, ctx.cwd, sp.home) };
}
// Pack parsing (ajv) and resolution (git) load only for the commands that need them, so
// `sp list` starts as fast as the walk allows.
async function loadPackArg(ctx, root) {
    const { findPackFile, loadPack } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 8430));
    return loadPack(await findPackFile(packArg(ctx), root, ctx.cwd), ctx.cwd);
}
async function resolveForCli(ctx, pack, root, sp, pinned) {
    const { resolvePack } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 372));
    return resolvePack(pack, resolveOptions(ctx, pack, root, sp, pinned));
}
function resolveOptions(ctx, pack, root, sp, pinned) {
    return {
        root,
        cacheDir: sp.cacheDir,
        packLabel: `pack '${pack.name}' (${(0,paths/* displayPath */.Gt)(pack.file, ctx.cwd)})`,
        pinnedCommits: pinned,
        fetchLock: lockOptions(ctx),
        onFetch: ctx.verbose ? (repo, ref) => ctx.stderr.write(`sp: fetching ${repo}${ref ? ` @ ${ref}` : ' (default branch)'}\n`) : undefined,
    };
}
/** A word for a suggested command line: as is when the shell leaves it alone, else single-quoted. */
function shellWord(s) {
    return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}
/**
 * A "not installed" error for a pack that state records for the same agent at another path
 * (the sink's path changed since the install), with the command line that reaches it added.
 */
function withCommandToReach(err, command) {
    if (!(err instanceof NotInstalledError) || err.movedTo.length === 0)
        return err;
    return new InvalidInputError(`${err.message}: run sp ${command} ${shellWord(err.pack)} --agent ${shellWord(err.sink)} --path ${shellWord(err.movedTo[0])}`);
}
function writeJson(ctx, value) {
    ctx.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
/**
 * `SKILLPACK_LOCK_TIMEOUT` (seconds) bounds every wait for another sp process: for the state
 * lock (default 30 s) and for an import's cache lock while another run fetches it (default
 * 10 min, as a fetch can take that long). Unset, each lock keeps its default.
 */
function lockOptions(ctx) {
    const v = ctx.env.SKILLPACK_LOCK_TIMEOUT;
    const hint = 'SKILLPACK_LOCK_TIMEOUT=<seconds> waits longer';
    if (v === undefined || v === '')
        return { hint };
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0)
        throw new errors/* UsageError */.eb(`SKILLPACK_LOCK_TIMEOUT must be a number of seconds, not '${v}'`);
    return { timeoutMs: n * 1000, hint };
}
/**
 * The pack name a state record is kept under, for `uninstall` and `verify`. A pack file path
 * names its pack. A bare word is the name itself when state has it in this sink, or for this
 * agent at another path (its pack file may be gone; notInstalledError then names that path);
 * otherwise, as `install` reads it, the file name of `packs/<word>.yaml`, whose `name:` field
 * may differ.
 */
async function installedPackName(ctx, arg, state, sink, sinkPath) {
    const { findPackFile, loadPack } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 8430));
    if (isPackPath(arg))
        return (await loadPack(await findPackFile(packArg(ctx, arg), findRoot(ctx, arg), ctx.cwd), ctx.cwd)).name;
    if (state.installs.some((r) => r.pack === arg && (r.sink_path === sinkPath || r.sink === sink)))
        return arg;
    try {
        return (await loadPack(await findPackFile(arg, findRoot(ctx), ctx.cwd), ctx.cwd)).name;
    }
    catch {
        // No repository or pack file here: the word stays the name, and "not installed" says so.
        return arg;
    }
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
    // The hashing worker boots (~20 ms) on another core while the pack is read and resolved.
    const hasher = ctx.values['dry-run'] ? undefined : fileHasher();
    try {
        return await install(ctx, hasher);
    }
    finally {
        await hasher?.close();
    }
}
async function install(ctx, hasher) {
    const root = findRoot(ctx, ctx.positionals[0]);
    const sp = home(ctx);
    const { sink, sinkPath } = await sinkFor(ctx, sp);
    // Pack reading and resolution load with this command, not lazily as for the others: a
    // dynamic import now would wait on the thread pool while the hash worker boots.
    const pack = await (0,packfile.loadPack)(await (0,packfile.findPackFile)(packArg(ctx), root, ctx.cwd), ctx.cwd);
    let pinned;
    let lockCheck;
    if (ctx.values.locked) {
        // Lock files load only for --locked (they bring the JSON reader and the content hash).
        const { checkAgainstLock, lockedContent, lockMismatch, lockPathFor, pinnedCommits, readLock } = await __webpack_require__.e(/* import() */ 4570).then(__webpack_require__.bind(__webpack_require__, 2189));
        const lockFile = lockPathFor(pack.file);
        const shown = (0,paths/* displayPath */.Gt)(lockFile, ctx.cwd);
        const lock = await readLock(lockFile, shown);
        pinned = pinnedCommits(pack, lock, shown, (0,paths/* displayPath */.Gt)(pack.file, ctx.cwd));
        lockCheck = async (resolution) => {
            // A dry run copies nothing, so it hashes the sources; an install checks its staged copies.
            if (ctx.values['dry-run']) {
                await checkAgainstLock(resolution, lock, shown);
                return undefined;
            }
            return { hashes: lockedContent(resolution, lock, shown), mismatch: (skill) => lockMismatch(skill, shown) };
        };
    }
    const resolution = await (0,resolve.resolvePack)(pack, resolveOptions(ctx, pack, root, sp, pinned));
    const expectContent = await lockCheck?.(resolution);
    const result = await installPack(resolution, { home: sp, sink, sinkPath, dryRun: !!ctx.values['dry-run'], now: new Date(), lock: lockOptions(ctx), hasher, expectContent });
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
        imports: r.imports,
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
        lines.push(`  edited locally, ${r.dryRun ? 'would be backed up' : 'backed up'}: ${b.path} -> ${b.to}`);
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/cli/actions/inputs.ts
var inputs = __webpack_require__(6457);
// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
// EXTERNAL MODULE: ./src/cli/actions/summary.ts
var summary = __webpack_require__(1402);
;// CONCATENATED MODULE: ./src/cli/actions/skillpack-sync.ts











/**
 * The `packs` input: one pack per line; blank lines and lines starting with `#` (comments)
 * skipped; a pack listed twice installed once.
 */
function packList(text) {
    const packs = text
        .split(/\r\n|\r|\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'));
    return [...new Set(packs)];
}
/**
 * The sink's entries by name, each with its inode (a folder an install swaps in is a new one),
 * without sp's staging and set-aside folders. Read around an install, so that one failing partway
 * still reports what it had changed. Empty when the sink cannot be read (it does not exist yet).
 */
async function sinkEntries(sinkPath) {
    const entries = new Map();
    for (const name of await (0,promises_.readdir)(sinkPath).catch(() => [])) {
        if (name.startsWith(resolve/* STAGING_PREFIX */.th) || name.startsWith(resolve/* OLD_PREFIX */.ny))
            continue;
        const st = await (0,promises_.lstat)(external_node_path_default().join(sinkPath, name), { bigint: true }).catch(() => null);
        if (st)
            entries.set(name, st.ino);
    }
    return entries;
}
/**
 * sp's messages name its flags; the action's user wrote inputs. Only the phrasings an install
 * can produce are rewritten.
 */
function inputWording(message) {
    const sinkPath = (0,inputs/* inputLabel */.NB)('sink-path');
    return message
        .replace(/\bpass --root DIR\b/g, `set ${(0,inputs/* inputLabel */.NB)('root')}`)
        .replace(/\(drop --root,/g, `(clear ${(0,inputs/* inputLabel */.NB)('root')},`)
        .replace(/\bchoose a --path outside it\b/g, `set ${sinkPath} to a folder outside it`)
        .replace(/\bchoose a --cache-dir outside it\b/g, `set ${(0,inputs/* inputLabel */.NB)('skillpack-home')} to a folder outside it`)
        .replace(/--root\b/g, (0,inputs/* inputLabel */.NB)('root'))
        .replace(/--path(?: DEST)?\b/g, sinkPath)
        .replace(/--agent(?: SINK)?\b/g, (0,inputs/* inputLabel */.NB)('agent'))
        .replace(/--locked\b/g, (0,inputs/* inputLabel */.NB)('locked'));
}
/**
 * actions/skillpack-sync: `sp install` for each pack on a self-hosted runner that serves agents.
 * Every pack is resolved and checked first (`sp install --dry-run`), so a bad pack fails the
 * step before any sink changes. Outputs: installed and removed folder names (one per line),
 * changed (true/false); the job summary has one row per pack. An install that fails midway
 * still sets the outputs and the summary for the packs installed before it, and for what the
 * failing one changed in the sink before it stopped.
 */
const skillpackSyncAction = {
    meta: { name: 'skillpack-sync', description: 'install skill packs into an agent sink and report what changed' },
    async run() {
        const packs = packList((0,inputs/* getInput */.V4)('packs'));
        if (packs.length === 0)
            throw new errors/* UsageError */.eb(`${(0,inputs/* inputLabel */.NB)('packs')} is required: one pack name or pack file per line (lines starting with # are comments)`);
        const agent = (0,inputs/* getInput */.V4)('agent') || skillpack_home/* CUSTOM_SINK */.ML;
        // Read as sink-path: the umbrella action's `path` input belongs to validate.
        const dest = (0,inputs/* getInput */.V4)('sink-path');
        const root = (0,inputs/* getInput */.V4)('root');
        const locked = (0,inputs/* booleanInput */.tE)('locked', false);
        const home = (0,inputs/* getInput */.V4)('skillpack-home');
        const cwd = process.env.GITHUB_WORKSPACE || process.cwd();
        const env = { ...process.env, ...(home ? { SKILLPACK_HOME: external_node_path_default().resolve(cwd, home) } : {}) };
        // The inputs sp would take as flags, checked here so that a bad one names the input.
        if (root && !(0,make_dirs/* isFolderSync */.S)((0,skillpack_home/* userPath */.rZ)(root, cwd, (0,skillpack_home/* homeDir */.lw)(env))))
            throw new errors/* UsageError */.eb(`${(0,inputs/* inputLabel */.NB)('root')}: ${root} is not a folder`);
        if (agent === skillpack_home/* CUSTOM_SINK */.ML && !dest)
            throw new errors/* UsageError */.eb(`${(0,inputs/* inputLabel */.NB)('agent')} is custom: set ${(0,inputs/* inputLabel */.NB)('sink-path')} (the folder to install into)`);
        if (agent !== skillpack_home/* CUSTOM_SINK */.ML) {
            const sp = (0,skillpack_home/* skillpackHome */.WI)(env, undefined, cwd);
            const { sinks } = await (0,skillpack_home/* loadSinkConfig */.Ml)(sp);
            if (!Object.hasOwn(sinks, agent))
                throw new errors/* UsageError */.eb(`${(0,inputs/* inputLabel */.NB)('agent')} must be one of ${[...Object.keys(sinks), skillpack_home/* CUSTOM_SINK */.ML].join(', ')} (or a sink named in ${sp.configFile}), not '${agent}'`);
        }
        const install = async (pack, dryRun) => {
            let out = '';
            const values = { agent, json: true };
            if (dest)
                values.path = dest;
            if (root)
                values.root = root;
            if (locked)
                values.locked = true;
            if (dryRun)
                values['dry-run'] = true;
            try {
                await run({ cwd, env, stdout: { write: (s) => (out += s) }, stderr: process.stderr, values, positionals: [pack], verbose: false });
            }
            catch (err) {
                throw new errors/* UsageError */.eb(inputWording(String(err?.message ?? err)));
            }
            return JSON.parse(out);
        };
        // Every log line starts with `packwright: `: a pack name is any text without `/` or a control
        // character, and a line that starts with `::` is a workflow command (`::add-mask::`,
        // `::set-output name=…::`, `::stop-commands::`), so a pack named so would be run as one.
        // 1. Resolve and check every pack (locks included) before installing any.
        const planned = [];
        const seen = new Map();
        for (const pack of packs) {
            const plan = await install(pack, true);
            const first = seen.get(plan.pack);
            if (first !== undefined) {
                core.info(`packwright: ${pack}: pack '${plan.pack}' is already listed (as ${first}); installed once`);
                continue;
            }
            seen.set(plan.pack, pack);
            planned.push({ pack, sinkPath: plan.sink_path });
        }
        // 2. Install; on a failure, report what was done before failing the step.
        const results = [];
        let failure = null;
        for (const [at, { pack, sinkPath }] of planned.entries()) {
            const before = await sinkEntries(sinkPath);
            try {
                const r = await install(pack, false);
                results.push(r);
                // The sink path is the workflow's input: quoted when it holds a line break, or the rest
                // of the line would be read as a workflow command.
                core.info(`packwright: ${r.pack}: ${r.added.length} added, ${r.updated.length} updated, ${r.unchanged.length} unchanged, ${r.removed.length} removed (${(0,show_name/* showPath */.P8)(r.sink_path)})`);
                for (const b of r.backed_up)
                    core.warning(`${b.path} was edited locally; moved to ${b.to} before replacing it`);
            }
            catch (error) {
                // What it did before it stopped: folders gone, and folders new or swapped in.
                const after = await sinkEntries(sinkPath);
                const gone = [...before.keys()].filter((name) => !after.has(name)).sort();
                const replaced = [...after].filter(([name, ino]) => before.get(name) !== ino).map(([name]) => name).sort();
                failure = { pack, error, at, replaced, gone };
                break;
            }
        }
        const installed = [...new Set([...results.flatMap((r) => [...r.added, ...r.updated, ...r.unchanged]), ...(failure?.replaced ?? [])])];
        const removed = [...new Set([...results.flatMap((r) => r.removed), ...(failure?.gone ?? [])])];
        const changed = results.some((r) => r.added.length + r.updated.length + r.removed.length + r.backed_up.length > 0) || !!(failure?.replaced.length || failure?.gone.length);
        core.setOutput('installed', installed.join('\n'));
        core.setOutput('removed', removed.join('\n'));
        core.setOutput('changed', String(changed));
        const parts = [(0,summary/* htmlHeading */._P)('Skill pack sync')];
        // A pack of many skills (or of long names) must not take the summary past GitHub's limit.
        const names = (0,summary/* summaryNameLister */.Fz)();
        if (results.length > 0) {
            parts.push((0,summary/* htmlTable */.I$)(['Pack', 'Added', 'Updated', 'Unchanged', 'Removed', 'Backed up', 'Sink'], results.map((r) => [r.pack, names(r.added), names(r.updated), String(r.unchanged.length), names(r.removed), String(r.backed_up.length), r.sink_path])));
        }
        if (failure) {
            const rest = planned.slice(failure.at + 1).map((p) => p.pack);
            const done = [failure.replaced.length ? `added or replaced ${names(failure.replaced)}` : '', failure.gone.length ? `removed ${names(failure.gone)}` : ''].filter(Boolean);
            parts.push((0,summary/* htmlParagraph */.AO)(`Failed at ${failure.pack}: ${String(failure.error?.message ?? failure.error).replace(/\.$/, '')}.${done.length ? ` Before it stopped, ${failure.pack} changed the sink: ${done.join('; ')}.` : ''}${rest.length ? ` Not installed: ${rest.join(', ')}.` : ''}`));
        }
        await (0,summary/* appendSummary */.fe)(parts.join('\n'));
        if (failure)
            throw failure.error;
    },
};


/***/ }),

/***/ 1402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AO: () => (/* binding */ htmlParagraph),
/* harmony export */   Fz: () => (/* binding */ summaryNameLister),
/* harmony export */   I$: () => (/* binding */ htmlTable),
/* harmony export */   _P: () => (/* binding */ htmlHeading),
/* harmony export */   fe: () => (/* binding */ appendSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var _formatters_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(112);


// HTML summary pieces for the actions; the escaping itself is formatters/summary-markdown.ts.
/** An HTML heading, its text escaped. */
function htmlHeading(text, level = 3) {
    return `<h${level}>${(0,_formatters_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(text)}</h${level}>`;
}
/** An HTML table: a header row and the rows, every cell escaped. */
function htmlTable(header, rows) {
    const row = (cells, tag) => `<tr>${cells.map((c) => `<${tag}>${(0,_formatters_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(c)}</${tag}>`).join('')}</tr>`;
    return `<table>${row(header, 'th')}${rows.map((r) => row(r, 'td')).join('')}</table>`;
}
/** An HTML paragraph, its text escaped. */
function htmlParagraph(text) {
    return `<p>${(0,_formatters_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(text)}</p>`;
}
/**
 * GitHub drops a step's job summary over 1 MiB. Names shown in one (which a repository chooses,
 * and escaping can make six times longer: `"` is `&quot;`) share this many bytes, as escaped.
 */
const SUMMARY_NAME_BYTES = 900_000;
/**
 * A lister of names for the cells of one job summary: each call joins its names with `, ` while
 * the bytes they take, escaped, fit what the earlier calls left; past that it ends with
 * `… and N more`. An empty list is `–`.
 */
function summaryNameLister(budget = SUMMARY_NAME_BYTES) {
    let left = budget;
    return (names) => {
        if (names.length === 0)
            return '–';
        const shown = [];
        for (const name of names) {
            const size = Buffer.byteLength((0,_formatters_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(name)) + 2;
            if (size > left)
                break;
            left -= size;
            shown.push(name);
        }
        const cut = names.length - shown.length;
        return cut ? [...shown, `… and ${cut} more`].join(', ') : shown.join(', ');
    };
}
/**
 * Appends to the job summary ($GITHUB_STEP_SUMMARY). The summary is extra: without the
 * variable nothing is written, and a failed write is a warning, never the step's failure.
 */
async function appendSummary(text) {
    await (0,_formatters_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .appendJobSummary */ .I1)(process.env.GITHUB_STEP_SUMMARY, text, (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`packwright: ${message}`));
}


/***/ }),

/***/ 112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I1: () => (/* binding */ appendJobSummary),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   eH: () => (/* binding */ summaryMarkdown)
/* harmony export */ });
/* unused harmony exports markdownText, markdownCode */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);



/*
 * The one place a job summary escapes what it shows (the github formatter's and the actions').
 * A summary is Markdown with HTML allowed, and what it shows (pack, skill and file names,
 * messages) comes from the repository: a pack named `c<b>|x` must show as that text, not as
 * markup or a broken table.
 */
/**
 * Text for HTML (a table cell, a heading): `&`, `<`, `>` and `"` as entities. A line break
 * becomes a space, as a blank line would end the HTML block and a break a Markdown table row.
 */
function escapeHtml(s) {
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\r\n|\r|\n/g, ' ');
}
/**
 * Text for a Markdown table cell: escapeHtml, after a backslash before each character Markdown
 * would read as syntax there (`|` ends the cell; emphasis, links, images, code, strikethrough,
 * math; the backslash itself, or `a\|` would escape the pipe's escape).
 */
function markdownText(s) {
    return escapeHtml(s.replace(/[\\`*_[\]|~$!]/g, (c) => `\\${c}`));
}
/**
 * A code span for a Markdown table cell, for any file name: fenced with more backticks than
 * the name holds in a row (padded when it starts or ends with one), `|` escaped, line breaks
 * shown as `\r` and `\n`. Nothing else: a code span shows `<`, `>` and `&` as written.
 */
function markdownCode(s) {
    const text = s.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\|/g, '\\|');
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${text}${pad}${fence}`;
}
/**
 * The validate job summary (Markdown): a heading with the counts and one row per finding.
 * GitHub caps a step summary at 1 MiB; it stays well under and says what was cut.
 */
function summaryMarkdown(report) {
    const { targets, errors, warnings } = report.summary;
    const rows = report.targets.flatMap((t) => t.diagnostics.map((d) => `| ${d.severity === 'error' ? '❌ error' : '⚠️ warning'} | ${markdownCode(d.rule)} | ${markdownCode(`${d.file}${d.line ? `:${d.line}` : ''}`)} | ${markdownText(d.message)} |`));
    const head = `## packwright: ${report.ok ? '✅' : '❌'} ${targets} target${targets === 1 ? '' : 's'}, ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n\n`;
    if (rows.length === 0)
        return `${head}No findings.\n`;
    const table = ['| severity | rule | location | message |', '|---|---|---|---|'];
    let size = head.length;
    let shown = 0;
    for (const r of rows) {
        if (size + r.length > 900_000)
            break;
        table.push(r);
        size += r.length + 1;
        shown++;
    }
    const cut = rows.length - shown;
    return `${head}${table.join('\n')}\n${cut ? `\n…and ${cut} more (see the JSON report).\n` : ''}`;
}
/**
 * Appends `text` and a line break to the job summary file (the value of GITHUB_STEP_SUMMARY).
 * The summary is extra: without a file nothing is written, and a failed write goes to `warn`
 * (`job summary not written: <why>`), never to the caller's exit code or the step's failure.
 * The one writer of the summary for the github formatter and the actions.
 */
async function appendJobSummary(file, text, warn) {
    if (!file)
        return;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(file, `${text}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}`, 'utf8');
    }
    catch (err) {
        warn(`job summary not written: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file)}`);
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


/***/ })

};
