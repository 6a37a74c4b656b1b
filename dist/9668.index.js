export const id = 9668;
export const ids = [9668,6296];
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
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4751);
/* harmony import */ var _snapshot_manifest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6351);







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
    const { snapshot } = await (0,_snapshot_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .scanProject */ .v)(root, {
        exclude: [...cfg.exclude, ...(ctx.values.exclude ?? [])],
        include: [...cfg.include, ...(ctx.values.include ?? [])],
        timestamp: await (0,_snapshot_time_js__WEBPACK_IMPORTED_MODULE_3__/* .packTimestamp */ .q)(root, ctx.env),
    });
    if (ctx.values.json) {
        ctx.stdout.write((0,_snapshot_build_js__WEBPACK_IMPORTED_MODULE_4__/* .serializePack */ .s)(snapshot));
        return _types_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
    }
    const s = snapshot.exclusion_stats;
    const keys = snapshot.files.filter((f) => f.is_key_file).map((f) => f.relative_path);
    ctx.stdout.write(`${snapshot.root_path}: ${(0,_snapshot_manifest_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(snapshot.files.length, 'file')} included of ${snapshot.total_files} in ${(0,_snapshot_manifest_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(snapshot.total_directories, 'folder')} (${snapshot.total_size_bytes} bytes)\n` +
        `excluded: ${snapshot.excluded_files.length} (pattern ${s.by_pattern}, size ${s.by_size}, binary ${s.by_binary}, credentials ${s.by_credentials})\n` +
        (snapshot.skipped.length ? `skipped: ${snapshot.skipped.length} (${snapshot.skipped.slice(0, 5).map((x) => `${x.path}: ${x.problem}`).join('; ')}${snapshot.skipped.length > 5 ? '; …' : ''})\n` : '') +
        `key files: ${keys.length ? keys.join(', ') : 'none'}\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 6296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ hasControlCharacter),
/* harmony export */   P8: () => (/* binding */ showPath),
/* harmony export */   Ud: () => (/* binding */ jsonEscaped),
/* harmony export */   kd: () => (/* binding */ quoteEscaped)
/* harmony export */ });
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;
// eslint-disable-next-line no-control-regex
const NEEDS_QUOTES = /[\x00-\x1f\x7f-\x9f"\\]/;
/**
 * Whether a name holds a control character (C0, DEL or C1): printed raw, a newline splits a
 * message line and CR or ESC can overwrite what the terminal shows.
 */
function hasControlCharacter(s) {
    return CONTROL.test(s);
}
/** A JSON string literal of `s` with every control character escaped (JSON.stringify leaves DEL and C1 raw). */
function quoteEscaped(s) {
    return jsonEscaped(s);
}
/** Any value as JSON for a message (a config value), every control character escaped as quoteEscaped escapes a string's. */
function jsonEscaped(value) {
    // eslint-disable-next-line no-control-regex
    return String(JSON.stringify(value) ?? value).replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** A path for a message: as is, or double-quoted with escapes when it holds control characters or quotes (as git quotes them). */
function showPath(p) {
    return NEEDS_QUOTES.test(p) ? quoteEscaped(p) : p;
}


/***/ })

};
