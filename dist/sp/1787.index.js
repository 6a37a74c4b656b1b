export const id = 1787;
export const ids = [1787,1076];
export const modules = {

/***/ 5409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _skillpack_install_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5771);
/* harmony import */ var _skillpack_packfile_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4831);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4751);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6655);




const meta = {
    name: 'uninstall',
    summary: 'Uninstall a pack from a sink: delete exactly the folders state recorded for it (each checked to be inside the sink), then its record.',
    positionals: 'PACK (the pack name, or its pack file)',
    minPositionals: 1,
    maxPositionals: 1,
    options: {
        ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .SINK_OPTIONS */ .nQ,
        'dry-run': { type: 'boolean', description: 'print what would be removed; change nothing' },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .ROOT_OPTIONS */ .WW,
        ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .JSON_OPTION */ .rj,
    },
};
async function run(ctx) {
    const sp = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .home */ .iR)(ctx);
    const { sinkPath } = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .sinkFor */ .zF)(ctx, sp);
    const arg = ctx.positionals[0];
    // A pack file path names its pack; a bare name is the state key (its pack file may be gone).
    const name = arg.includes('/') || /\.ya?ml$/.test(arg) ? (await (0,_skillpack_packfile_js__WEBPACK_IMPORTED_MODULE_1__.loadPack)(await (0,_skillpack_packfile_js__WEBPACK_IMPORTED_MODULE_1__.findPackFile)(arg, (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .findRoot */ .wg)(ctx), ctx.cwd), ctx.cwd)).name : arg;
    const r = await (0,_skillpack_install_js__WEBPACK_IMPORTED_MODULE_0__/* .uninstallPack */ .Sy)(name, { home: sp, sink: String(ctx.values.agent), sinkPath, dryRun: !!ctx.values['dry-run'], now: new Date(), lock: (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .lockOptions */ .Ww)(ctx) });
    if (ctx.values.json) {
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJson */ .GF)(ctx, { sink: r.sink, sink_path: r.sinkPath, pack: r.pack, dry_run: r.dryRun, removed: r.removed.map((c) => c.name), backed_up: r.backedUp });
        return _types_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
    }
    const lines = [`${r.dryRun ? 'would uninstall' : 'uninstalled'} pack ${r.pack} from ${r.sink} (${r.sinkPath}): ${r.removed.length} removed`];
    for (const c of r.removed)
        lines.push(`  - ${c.name}`);
    for (const b of r.backedUp)
        lines.push(`  edited locally, backed up: ${b.path} -> ${b.to}`);
    ctx.stdout.write(`${lines.join('\n')}\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
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

/***/ 1076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ locatePointer),
/* harmony export */   parseYaml: () => (/* binding */ parseYaml)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);

/** Aliases allowed per document: enough for real anchors, far too few for a billion-laughs bomb. */
const MAX_ALIAS_COUNT = 100;
/**
 * Parses YAML with the `yaml` package (core schema: `0012` stays a string-or-int per YAML 1.2,
 * timestamps stay strings) and a cap on alias expansion. Never throws.
 */
function parseYaml(text) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, strict: true });
    if (doc.errors.length > 0) {
        const e = doc.errors[0];
        const pos = e.linePos?.[0] ?? lines.linePos(e.pos[0]);
        return { value: undefined, error: { message: firstLine(e.message), line: pos.line, column: pos.col }, doc, lines };
    }
    try {
        const value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
        return { value, error: null, doc, lines };
    }
    catch (err) {
        return { value: undefined, error: { message: firstLine(err.message) }, doc, lines };
    }
}
function firstLine(s) {
    return s.split('\n')[0].replace(/\s+at line \d+, column \d+:?$/, '');
}
/**
 * Finds the source position of a JSON pointer (as ajv's `instancePath`) in a parsed document,
 * falling back to the deepest existing ancestor. JSON is YAML, so this serves pack.json too.
 */
function locatePointer(parsed, pointer) {
    const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node = parsed.doc.contents;
    let best = node?.range?.[0];
    for (const seg of segments) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(p) && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && String(p.key.value) === seg);
            if (!pair)
                break;
            best = pair.key.range?.[0] ?? best;
            node = pair.value;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            const item = node.items[Number(seg)];
            if (!item)
                break;
            node = item;
            best = item.range?.[0] ?? best;
        }
        else
            break;
    }
    if (best === undefined)
        return undefined;
    const pos = parsed.lines.linePos(best);
    return { line: pos.line, column: pos.col };
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

/***/ 4831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  findPackFile: () => (/* binding */ findPackFile),
  xh: () => (/* binding */ listPackFiles),
  loadPack: () => (/* binding */ loadPack),
  Ll: () => (/* binding */ parsePack)
});

// UNUSED EXPORTS: PACK_EXTENSIONS

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/yaml.ts
var core_yaml = __webpack_require__(1076);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
;// CONCATENATED MODULE: ./src/skillpack/schema.ts
/**
 * The JSON Schema for pack files (`packs/<name>.yaml`, specs/skillpacks-v0.md §3), published as
 * schemas/skill-pack.schema.json (a test keeps the two equal). Unknown keys are refused: a
 * misspelt `includes:` would otherwise select nothing without a word.
 */
const patternList = {
    type: 'array',
    items: { type: 'string', minLength: 1, description: 'a skill-id pattern: only * and ** are wildcards, anchored, case-sensitive' },
};
/** A path segment piece: no `/`, no NUL (prefix and sep become part of a folder name). */
const SEGMENT_PIECE = '^[^/\\u0000]*$';
const skillPackSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://packwright.dev/schemas/skill-pack.schema.json',
    title: 'Skill pack file (packs/<name>.yaml), skillpacks spec v0',
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    anyOf: [
        { required: ['include'], properties: { include: { minItems: 1 } } },
        { required: ['imports'], properties: { imports: { minItems: 1 } } },
    ],
    properties: {
        name: { type: 'string', minLength: 1, pattern: SEGMENT_PIECE, description: 'the pack name (state key and default install prefix)' },
        include: { ...patternList, description: 'patterns selecting local skills (ids relative to skills/)' },
        exclude: { ...patternList, description: 'patterns removed from the final selection' },
        imports: {
            type: 'array',
            items: {
                type: 'object',
                required: ['repo', 'include'],
                additionalProperties: false,
                properties: {
                    repo: { type: 'string', minLength: 1, pattern: '^[^-\\s]', description: 'a git URL, or github.com/<org>/<repo>' },
                    ref: { type: 'string', minLength: 1, pattern: '^[^-\\s][^\\s]*$', description: 'a branch, a tag or a full commit SHA; default: the remote default branch' },
                    include: { ...patternList, minItems: 1, description: 'patterns over the repository\'s canonical skill ids' },
                    exclude: { ...patternList, description: 'patterns removed from this import' },
                },
            },
        },
        install: {
            type: 'object',
            additionalProperties: false,
            properties: {
                prefix: { type: 'string', pattern: SEGMENT_PIECE, description: 'default: the pack name' },
                sep: { type: 'string', minLength: 1, pattern: SEGMENT_PIECE, description: 'default: "__"' },
                flatten: { type: 'boolean', description: 'install under the leaf folder name only; default false' },
            },
        },
    },
};

;// CONCATENATED MODULE: ./src/skillpack/packfile.ts









const MAX_PACK_BYTES = 1024 * 1024;
let compiled = null;
function validator() {
    compiled ??= new ajv.Ajv({ allErrors: true, strict: false }).compile(skillPackSchema);
    return compiled;
}
function describe(e) {
    const at = e.instancePath || '/';
    switch (e.keyword) {
        case 'required':
            return { pointer: e.instancePath, message: `${at}: missing required key "${e.params.missingProperty}"` };
        case 'additionalProperties':
            return { pointer: e.instancePath, message: `${at}: unknown key "${e.params.additionalProperty}"` };
        case 'anyOf':
            return { pointer: '', message: '/: a pack needs a non-empty "include" or at least one "imports" entry' };
        case 'pattern':
            if (/\/(prefix|sep|name)$/.test(e.instancePath))
                return { pointer: e.instancePath, message: `${at}: must not contain "/"` };
            return { pointer: e.instancePath, message: `${at}: must not start with "-" or contain whitespace` };
        default:
            return { pointer: e.instancePath, message: `${at}: ${e.message}` };
    }
}
/** Parses pack file bytes; schema problems come back located, never thrown. */
function parsePack(file, bytes) {
    const decoded = (0,read/* decodeUtf8 */._6)(bytes);
    if (decoded.problem && !decoded.hasBom)
        return { pack: null, problems: [{ message: decoded.problem }], yaml: null };
    const yaml = (0,core_yaml.parseYaml)(decoded.text);
    if (yaml.error)
        return { pack: null, problems: [{ message: `invalid YAML: ${yaml.error.message}`, line: yaml.error.line, column: yaml.error.column }], yaml };
    const v = validator();
    if (!v(yaml.value)) {
        const problems = [];
        const seen = new Set();
        for (const e of v.errors ?? []) {
            // anyOf's branches report their own required/minItems errors; the anyOf line says it once.
            if (e.schemaPath.startsWith('#/anyOf/'))
                continue;
            const d = describe(e);
            if (!d || seen.has(d.message))
                continue;
            seen.add(d.message);
            problems.push({ message: d.message, ...(0,core_yaml/* locatePointer */.A)(yaml, d.pointer) });
        }
        return { pack: null, problems, yaml };
    }
    const raw = yaml.value;
    const pack = {
        file,
        bytes,
        name: raw.name,
        include: raw.include ?? [],
        exclude: raw.exclude ?? [],
        imports: (raw.imports ?? []).map((i) => ({ repo: i.repo, ref: i.ref ?? null, include: i.include, exclude: i.exclude ?? [] })),
        install: { prefix: raw.install?.prefix ?? raw.name, sep: raw.install?.sep ?? '__', flatten: raw.install?.flatten ?? false },
    };
    return { pack, problems: [], yaml };
}
/** Reads and parses a pack file; any problem is one InvalidInputError naming the file and line. */
async function loadPack(file, cwd) {
    const shown = (0,paths/* displayPath */.Gt)(file, cwd);
    const bytes = await (0,read/* readFileLimited */.lB)(file, MAX_PACK_BYTES);
    const { pack, problems } = parsePack(file, bytes);
    if (!pack) {
        const p = problems[0];
        throw new errors/* InvalidInputError */.oC(`${shown}${p.line ? `:${p.line}` : ''}: ${p.message}`);
    }
    return pack;
}
const PACK_EXTENSIONS = ['.yaml', '.yml'];
/** Pack files in `packs/`, byte-order sorted (lock files and other names are not packs). */
async function listPackFiles(root) {
    const dir = external_node_path_default().join(root, 'packs');
    let names;
    try {
        names = await (0,promises_.readdir)(dir);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return [];
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, dir));
    }
    return names.filter((n) => PACK_EXTENSIONS.some((e) => n.endsWith(e)) && !n.startsWith('.')).sort(diagnostics/* compareBytes */.Xo).map((n) => external_node_path_default().join(dir, n));
}
/**
 * The pack file for a CLI argument: a path (has a `/` or a YAML extension) taken as written,
 * else `packs/<arg>.yaml` (or `.yml`), else the pack whose `name` field is `arg`.
 */
async function findPackFile(arg, root, cwd) {
    if (arg.includes('/') || PACK_EXTENSIONS.some((e) => arg.endsWith(e))) {
        const file = external_node_path_default().resolve(cwd, arg);
        if (!(await (0,read/* lstatOrNull */.nd)(file)))
            throw new errors/* UsageError */.eb(`${arg}: no such pack file`);
        return file;
    }
    for (const ext of PACK_EXTENSIONS) {
        const file = external_node_path_default().join(root, 'packs', `${arg}${ext}`);
        if (await (0,read/* lstatOrNull */.nd)(file))
            return file;
    }
    for (const file of await listPackFiles(root)) {
        const parsed = parsePack(file, await (0,read/* readFileLimited */.lB)(file, MAX_PACK_BYTES));
        if (parsed.pack?.name === arg)
            return file;
    }
    throw new errors/* UsageError */.eb(`pack '${arg}': no packs/${arg}.yaml and no pack file with name: ${arg} under ${(0,paths/* displayPath */.Gt)(external_node_path_default().join(root, 'packs'), cwd)}`);
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
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6153);
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
