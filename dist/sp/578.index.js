export const id = 578;
export const ids = [578];
export const modules = {

/***/ 4578:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6107);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4751);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6655);



const meta = {
    name: 'show',
    summary: 'Show what a pack selects: local skill ids, imported skill ids per repository (with the resolved commit), and the installed folder names.',
    positionals: 'PACK (a name or packs/<name>.yaml)',
    minPositionals: 1,
    maxPositionals: 1,
    options: { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .ROOT_OPTIONS */ .WW, ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .CACHE_OPTION */ .f_, ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_OPTION */ .rj },
};
async function run(ctx) {
    const root = (0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .findRoot */ .wg)(ctx, ctx.positionals[0]);
    const pack = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .loadPackArg */ .AX)(ctx, root);
    const r = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveForCli */ ._Q)(ctx, pack, root, (0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .home */ .iR)(ctx));
    if (ctx.values.json) {
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJson */ .GF)(ctx, {
            pack: pack.name,
            file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(pack.file, ctx.cwd),
            install: pack.install,
            local: r.local,
            imports: r.imports.map((i) => ({ repo: i.repo, ref: i.ref, commit: i.commit, skills: i.skills })),
            installed_names: r.skills.map((s) => s.installName),
        });
        return _types_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
    }
    const lines = [`pack ${pack.name} (${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(pack.file, ctx.cwd)})`];
    lines.push(`local skills (${r.local.length}):`, ...r.local.map((id) => `  ${id}`));
    for (const i of r.imports) {
        lines.push(`imported from ${i.repo} @ ${i.ref ?? 'default branch'} (${i.commit}) (${i.skills.length}):`, ...i.skills.map((id) => `  ${id}`));
    }
    lines.push(`installed folder names (${r.skills.length}):`, ...r.skills.map((s) => `  ${s.installName}`));
    ctx.stdout.write(`${lines.join('\n')}\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
}


/***/ })

};
