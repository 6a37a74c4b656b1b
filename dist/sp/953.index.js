export const id = 953;
export const ids = [953];
export const modules = {

/***/ 3953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _skillpack_home_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4257);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4751);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6655);



const meta = {
    name: 'config',
    summary: 'Print the effective sink config: each sink name and its path (built-in defaults overlaid with ~/.skillpack/config.yaml).',
    positionals: '',
    maxPositionals: 0,
    options: { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_OPTION */ .rj },
};
async function run(ctx) {
    const sp = (0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .home */ .iR)(ctx);
    const config = await (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_0__/* .loadSinkConfig */ .Ml)(sp);
    if (ctx.values.json) {
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJson */ .GF)(ctx, { config_file: sp.configFile, state_file: sp.stateFile, cache_dir: sp.cacheDir, sinks: config.sinks });
        return _types_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
    }
    const width = Math.max(...Object.keys(config.sinks).map((n) => n.length), 6);
    const lines = Object.entries(config.sinks).map(([name, p]) => `${name.padEnd(width)}  ${p}`);
    lines.push(`${'custom'.padEnd(width)}  (--path DEST)`);
    ctx.stdout.write(`${lines.join('\n')}\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
}


/***/ })

};
