export const id = 3085;
export const ids = [3085];
export const modules = {

/***/ 3085:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2957);
/* harmony import */ var _capability_host_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4990);
/* harmony import */ var _capability_metadata_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1857);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4751);




const meta = {
    name: 'capability metadata',
    summary: 'Print the metadata-only block and the bootstrap instruction for the capability packs in PACK…, ready to paste into a system prompt.',
    positionals: 'PACK ...',
    minPositionals: 1,
    options: {
        format: { type: 'string', valueName: 'FORMAT', description: 'text|json (default text); json gives {packs, instructions}' },
    },
    details: 'A pack whose entry doc lacks name or description cannot be attached: the command says which and exits 2.',
};
async function run(ctx) {
    const format = (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .choice */ .Yq)(ctx, 'format', ['text', 'json'], 'text');
    const packs = (await (0,_capability_host_js__WEBPACK_IMPORTED_MODULE_1__/* .attachPacks */ .o)(ctx.positionals.map((dir) => ({ dir })), ctx.cwd)).map((p) => p.meta);
    const text = (0,_capability_metadata_js__WEBPACK_IMPORTED_MODULE_2__/* .systemPromptText */ .pE)(packs);
    ctx.stdout.write(format === 'json' ? `${JSON.stringify({ packs, instructions: text }, null, 2)}\n` : text);
    return _types_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
}


/***/ })

};
