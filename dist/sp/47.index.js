export const id = 47;
export const ids = [47];
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
    const { sinkPath } = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .sinkFor */ .zF)(ctx, sp);
    const arg = ctx.positionals[0];
    const state = await (0,_skillpack_state_js__WEBPACK_IMPORTED_MODULE_1__/* .loadState */ .C7)(sp.stateFile);
    const name = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .installedPackName */ .Lq)(ctx, arg, (n) => (0,_skillpack_state_js__WEBPACK_IMPORTED_MODULE_1__/* .findRecord */ .Tq)(state, sinkPath, n) !== undefined);
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

/***/ 7135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xo: () => (/* binding */ compareBytes)
/* harmony export */ });
/* unused harmony exports DiagnosticCollector, runRules, metaMap, compareDiagnostics, HAS_SURROGATE */
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
