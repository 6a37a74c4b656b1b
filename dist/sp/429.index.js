export const id = 429;
export const ids = [429];
export const modules = {

/***/ 1429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1869);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6107);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6296);
/* harmony import */ var _skillpack_packfile_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8430);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4751);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6655);







const meta = {
    name: 'packs',
    summary: 'List pack files under packs/: the pack name per line (its name field, or the file name when the file does not parse).',
    positionals: '',
    maxPositionals: 0,
    options: { ..._shared_js__WEBPACK_IMPORTED_MODULE_4__/* .ROOT_OPTIONS */ .WW, ..._shared_js__WEBPACK_IMPORTED_MODULE_4__/* .JSON_OPTION */ .rj },
};
async function run(ctx) {
    const root = (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .findRoot */ .wg)(ctx);
    const packs = [];
    for (const file of await (0,_skillpack_packfile_js__WEBPACK_IMPORTED_MODULE_3__/* .listPackFiles */ .xh)(root)) {
        // One unreadable pack (too big, not a regular file) is listed by its file name, as one that
        // does not parse is; `sp show` and `validate` say what is wrong with it.
        const bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readFileLimited */ .lB)(file, 1024 * 1024).catch(() => null);
        const parsed = bytes ? await (0,_skillpack_packfile_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePack */ .Ll)(file, bytes) : null;
        packs.push({ name: parsed?.pack?.name ?? node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(file).replace(/\.ya?ml$/, ''), file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .displayPath */ .Gt)(file, ctx.cwd), valid: !!parsed?.pack });
    }
    if (ctx.values.json)
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .writeJson */ .GF)(ctx, packs);
    // A name taken from a file name may hold a newline or an escape sequence: one line per pack.
    else
        ctx.stdout.write(packs.map((p) => `${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_5__/* .hasControlCharacter */ .Fd)(p.name) ? (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteEscaped */ .kd)(p.name) : p.name}\n`).join(''));
    return _types_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
}


/***/ })

};
