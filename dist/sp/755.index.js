export const id = 755;
export const ids = [755];
export const modules = {

/***/ 5755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _skillpack_discover_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6659);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4751);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6655);




const meta = {
    name: 'list',
    summary: 'List local skills under skills/: one skill id (its path below skills/) per line, byte-order sorted.',
    positionals: '',
    maxPositionals: 0,
    options: { ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .ROOT_OPTIONS */ .WW, ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .JSON_OPTION */ .rj },
};
async function run(ctx) {
    const root = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .findRoot */ .wg)(ctx);
    const skills = (0,_skillpack_discover_js__WEBPACK_IMPORTED_MODULE_1__/* .discoverSkills */ .iY)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, 'skills'), { mode: 'local', label: 'skills' });
    if (ctx.values.json)
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJson */ .GF)(ctx, skills.map((s) => s.id));
    else
        ctx.stdout.write(skills.map((s) => `${s.id}\n`).join(''));
    return _types_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
}


/***/ })

};
