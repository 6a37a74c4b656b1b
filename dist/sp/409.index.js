export const id = 409;
export const ids = [409];
export const modules = {

/***/ 5409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _skillpack_install_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5754);
/* harmony import */ var _skillpack_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2981);
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
    const { sink, sinkPath } = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .sinkFor */ .zF)(ctx, sp);
    const arg = ctx.positionals[0];
    const state = await (0,_skillpack_state_js__WEBPACK_IMPORTED_MODULE_1__/* .loadState */ .C7)(sp.stateFile);
    const name = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .installedPackName */ .Lq)(ctx, arg, state, sink, sinkPath);
    const r = await (0,_skillpack_install_js__WEBPACK_IMPORTED_MODULE_0__/* .uninstallPack */ .Sy)(name, { home: sp, sink, sinkPath, dryRun: !!ctx.values['dry-run'], now: new Date(), lock: (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .lockOptions */ .Ww)(ctx) }).catch((err) => {
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .withCommandToReach */ .ib)(err, 'uninstall');
    });
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


/***/ })

};
