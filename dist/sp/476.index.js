export const id = 476;
export const ids = [476];
export const modules = {

/***/ 7476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describeInstall: () => (/* binding */ describeInstall),
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run),
/* harmony export */   summarize: () => (/* binding */ summarize)
/* harmony export */ });
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6107);
/* harmony import */ var _skillpack_install_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5771);
/* harmony import */ var _skillpack_lock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2189);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4751);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6655);





const meta = {
    name: 'install',
    summary: 'Install a pack into an agent sink: copy each selected skill as <prefix><sep><id>, replacing only folders this pack installed there before and removing the ones it no longer selects.',
    positionals: 'PACK (a name or packs/<name>.yaml)',
    minPositionals: 1,
    maxPositionals: 1,
    options: {
        ..._shared_js__WEBPACK_IMPORTED_MODULE_3__/* .SINK_OPTIONS */ .nQ,
        'dry-run': { type: 'boolean', description: 'print what would be added, replaced and removed; change nothing' },
        locked: { type: 'boolean', description: 'install exactly packs/<name>.lock.json (import commits and skill hashes); fail if the pack or a skill changed' },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_3__/* .ROOT_OPTIONS */ .WW,
        ..._shared_js__WEBPACK_IMPORTED_MODULE_3__/* .CACHE_OPTION */ .f_,
        ..._shared_js__WEBPACK_IMPORTED_MODULE_3__/* .JSON_OPTION */ .rj,
    },
    details: 'Folders edited since sp installed them are moved to ~/.skillpack/backup/<time>/ before being replaced or removed.',
};
async function run(ctx) {
    const root = (0,_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .findRoot */ .wg)(ctx);
    const sp = (0,_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .home */ .iR)(ctx);
    const { sink, sinkPath } = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .sinkFor */ .zF)(ctx, sp);
    const pack = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .loadPackArg */ .AX)(ctx, root);
    let pinned;
    let lock;
    const lockFile = (0,_skillpack_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .lockPathFor */ .sF)(pack.file);
    if (ctx.values.locked) {
        lock = await (0,_skillpack_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .readLock */ .mF)(lockFile, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(lockFile, ctx.cwd));
        pinned = (0,_skillpack_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .pinnedCommits */ .j2)(pack, lock, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(lockFile, ctx.cwd), (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(pack.file, ctx.cwd));
    }
    const resolution = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveForCli */ ._Q)(ctx, pack, root, sp, pinned);
    if (lock)
        await (0,_skillpack_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .checkAgainstLock */ .zn)(resolution, lock, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(lockFile, ctx.cwd));
    const result = await (0,_skillpack_install_js__WEBPACK_IMPORTED_MODULE_1__/* .installPack */ .$9)(resolution, { home: sp, sink, sinkPath, dryRun: !!ctx.values['dry-run'], now: new Date(), lock: (0,_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .lockOptions */ .Ww)(ctx) });
    if (ctx.values.json)
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .writeJson */ .GF)(ctx, summarize(result));
    else
        ctx.stdout.write(describeInstall(result));
    return _types_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
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
