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
/* harmony import */ var _core_file_hasher_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2421);
/* harmony import */ var _skillpack_install_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5754);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4751);
/* harmony import */ var _skillpack_packfile_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8430);
/* harmony import */ var _skillpack_resolve_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1373);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6655);







const meta = {
    name: 'install',
    summary: 'Install a pack into an agent sink: copy each selected skill as <prefix><sep><id>, replacing only folders this pack installed there before and removing the ones it no longer selects.',
    positionals: 'PACK (a name or packs/<name>.yaml)',
    minPositionals: 1,
    maxPositionals: 1,
    options: {
        ..._shared_js__WEBPACK_IMPORTED_MODULE_5__/* .SINK_OPTIONS */ .nQ,
        'dry-run': { type: 'boolean', description: 'print what would be added, replaced and removed; change nothing' },
        locked: { type: 'boolean', description: 'install exactly packs/<name>.lock.json (import commits and skill hashes); fail if the pack or a skill changed' },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_5__/* .ROOT_OPTIONS */ .WW,
        ..._shared_js__WEBPACK_IMPORTED_MODULE_5__/* .CACHE_OPTION */ .f_,
        ..._shared_js__WEBPACK_IMPORTED_MODULE_5__/* .JSON_OPTION */ .rj,
    },
    details: 'Folders edited since sp installed them are moved to ~/.skillpack/backup/<time>/ before being replaced or removed.',
};
async function run(ctx) {
    // The hashing worker boots (~20 ms) on another core while the pack is read and resolved.
    const hasher = ctx.values['dry-run'] ? undefined : (0,_core_file_hasher_js__WEBPACK_IMPORTED_MODULE_1__/* .fileHasher */ .A)();
    try {
        return await install(ctx, hasher);
    }
    finally {
        await hasher?.close();
    }
}
async function install(ctx, hasher) {
    const root = (0,_shared_js__WEBPACK_IMPORTED_MODULE_5__/* .findRoot */ .wg)(ctx, ctx.positionals[0]);
    const sp = (0,_shared_js__WEBPACK_IMPORTED_MODULE_5__/* .home */ .iR)(ctx);
    const { sink, sinkPath } = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_5__/* .sinkFor */ .zF)(ctx, sp);
    // Pack reading and resolution load with this command, not lazily as for the others: a
    // dynamic import now would wait on the thread pool while the hash worker boots.
    const pack = await (0,_skillpack_packfile_js__WEBPACK_IMPORTED_MODULE_3__.loadPack)(await (0,_skillpack_packfile_js__WEBPACK_IMPORTED_MODULE_3__.findPackFile)((0,_shared_js__WEBPACK_IMPORTED_MODULE_5__/* .packArg */ .Gw)(ctx), root, ctx.cwd), ctx.cwd);
    let pinned;
    let lockCheck;
    if (ctx.values.locked) {
        // Lock files load only for --locked (they bring the JSON reader and the content hash).
        const { checkAgainstLock, lockedContent, lockMismatch, lockPathFor, pinnedCommits, readLock } = await __webpack_require__.e(/* import() */ 189).then(__webpack_require__.bind(__webpack_require__, 2189));
        const lockFile = lockPathFor(pack.file);
        const shown = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(lockFile, ctx.cwd);
        const lock = await readLock(lockFile, shown);
        pinned = pinnedCommits(pack, lock, shown, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(pack.file, ctx.cwd));
        lockCheck = async (resolution) => {
            // A dry run copies nothing, so it hashes the sources; an install checks its staged copies.
            if (ctx.values['dry-run']) {
                await checkAgainstLock(resolution, lock, shown);
                return undefined;
            }
            return { hashes: lockedContent(resolution, lock, shown), mismatch: (skill) => lockMismatch(skill, shown) };
        };
    }
    const resolution = await (0,_skillpack_resolve_js__WEBPACK_IMPORTED_MODULE_4__.resolvePack)(pack, (0,_shared_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveOptions */ .$i)(ctx, pack, root, sp, pinned));
    const expectContent = await lockCheck?.(resolution);
    const result = await (0,_skillpack_install_js__WEBPACK_IMPORTED_MODULE_2__/* .installPack */ .$9)(resolution, { home: sp, sink, sinkPath, dryRun: !!ctx.values['dry-run'], now: new Date(), lock: (0,_shared_js__WEBPACK_IMPORTED_MODULE_5__/* .lockOptions */ .Ww)(ctx), hasher, expectContent });
    if (ctx.values.json)
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_5__/* .writeJson */ .GF)(ctx, summarize(result));
    else
        ctx.stdout.write(describeInstall(result));
    return _types_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
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


/***/ })

};
