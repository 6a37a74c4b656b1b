export const id = 941;
export const ids = [941];
export const modules = {

/***/ 5941:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);
/* harmony import */ var _skillpack_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2981);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4751);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6655);




const meta = {
    name: 'installed',
    summary: 'List installed packs: sink, pack, number of skills, install time, destination folder.',
    positionals: '',
    maxPositionals: 0,
    options: {
        agent: { type: 'string', valueName: 'SINK', description: 'only installs into this sink' },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_OPTION */ .rj,
    },
};
async function run(ctx) {
    const state = await (0,_skillpack_state_js__WEBPACK_IMPORTED_MODULE_0__/* .loadState */ .C7)((0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .home */ .iR)(ctx).stateFile);
    const agent = ctx.values.agent;
    const rows = state.installs
        .filter((r) => agent === undefined || r.sink === agent)
        .map((r) => ({ sink: r.sink, pack: r.pack, skills: r.installed_paths.length, installed_at: r.installed_at, sink_path: r.sink_path }))
        .sort((a, b) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareBytes */ .Xo)(a.sink, b.sink) || (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareBytes */ .Xo)(a.sink_path, b.sink_path) || (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareBytes */ .Xo)(a.pack, b.pack));
    if (ctx.values.json) {
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJson */ .GF)(ctx, rows);
        return _types_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
    }
    ctx.stdout.write(rows.map((r) => `${r.sink}\t${r.pack}\t${r.skills} skill${r.skills === 1 ? '' : 's'}\t${r.installed_at}\t${r.sink_path}\n`).join(''));
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
