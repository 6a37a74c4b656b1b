export const id = 2149;
export const ids = [2149];
export const modules = {

/***/ 2149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _snapshot_scan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9828);
/* harmony import */ var _snapshot_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5294);
/* harmony import */ var _snapshot_time_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7955);
/* harmony import */ var _snapshot_build_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5453);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4751);
/* harmony import */ var _snapshot_manifest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6351);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6296);








const meta = {
    name: 'snapshot',
    summary: 'Scan ROOT (default ".") into a ProjectSnapshot: files, categories, key files, and what was excluded and why.',
    positionals: '[ROOT]',
    maxPositionals: 1,
    options: {
        json: { type: 'boolean', description: 'print the whole snapshot as JSON (default: a short report)' },
        exclude: { type: 'string', multiple: true, valueName: 'GLOB', description: 'also exclude paths matching GLOB (gitignore syntax)' },
        include: { type: 'string', multiple: true, valueName: 'GLOB', description: 'include paths matching GLOB even when ignored or in a default group (never credentials)' },
    },
    details: 'Exclusions: credential file names (always), the default groups (dependencies, build outputs, caches, large data, binaries, version control), .gitignore files at every level, .git/info/exclude, .councilignore, and exclude/include in .packwright.yml.',
};
async function run(ctx) {
    const root = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, ctx.positionals[0] ?? '.');
    await (0,_snapshot_options_js__WEBPACK_IMPORTED_MODULE_2__/* .assertDirectory */ .u)(root, ctx.positionals[0] ?? '.');
    const cfg = await (0,_snapshot_options_js__WEBPACK_IMPORTED_MODULE_2__/* .configPatterns */ .Q)(root);
    const { snapshot } = await (0,_snapshot_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .scanProject */ .vd)(root, {
        exclude: [...cfg.exclude, ...(ctx.values.exclude ?? [])],
        include: [...cfg.include, ...(ctx.values.include ?? [])],
        timestamp: await (0,_snapshot_time_js__WEBPACK_IMPORTED_MODULE_3__/* .packTimestamp */ .q)(root, ctx.env),
    });
    if (ctx.values.json) {
        ctx.stdout.write((0,_snapshot_build_js__WEBPACK_IMPORTED_MODULE_4__/* .serializePack */ .s)(snapshot));
        return _types_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_OK */ .Ij;
    }
    const s = snapshot.exclusion_stats;
    // Names are the tree's, maybe hostile: escaped, a newline in one cannot forge a report line.
    const keys = snapshot.files.filter((f) => f.is_key_file).map((f) => (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_6__/* .showPath */ .P8)(f.relative_path));
    ctx.stdout.write(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_6__/* .showPath */ .P8)(snapshot.root_path)}: ${(0,_snapshot_manifest_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(snapshot.files.length, 'file')} included of ${snapshot.total_files} in ${(0,_snapshot_manifest_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(snapshot.total_directories, 'folder')} (${snapshot.total_size_bytes} bytes)\n` +
        `excluded: ${snapshot.excluded_files.length} (pattern ${s.by_pattern}, size ${s.by_size}, binary ${s.by_binary}, credentials ${s.by_credentials})\n` +
        (snapshot.skipped.length ? `skipped: ${snapshot.skipped.length} (${snapshot.skipped.slice(0, 5).map((x) => `${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_6__/* .showPath */ .P8)(x.path)}: ${x.problem}`).join('; ')}${snapshot.skipped.length > 5 ? '; …' : ''})\n` : '') +
        `key files: ${keys.length ? keys.join(', ') : 'none'}\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_OK */ .Ij;
}


/***/ })

};
