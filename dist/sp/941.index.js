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


/***/ })

};
