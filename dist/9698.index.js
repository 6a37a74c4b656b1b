export const id = 9698;
export const ids = [9698];
export const modules = {

/***/ 9698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ checkCapabilityPack),
/* harmony export */   validateCapabilityPack: () => (/* binding */ validateCapabilityPack)
/* harmony export */ });
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5264);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5576);



/** Runs the rules over a loaded pack; diagnostics carry absolute file paths. */
async function checkCapabilityPack(ctx, rules) {
    const collector = new _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .DiagnosticCollector */ .Pn((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .metaMap */ .m1)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.capabilityPackRules), rules);
    await (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .runRules */ .xG)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.capabilityPackRules, ctx, collector, ctx.root);
    return collector.diagnostics;
}
/** Validates one capability pack folder. */
async function validateCapabilityPack(root, options = {}) {
    return checkCapabilityPack(await (0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadCapabilityPack */ .y$)(root, { entry: options.entry }), options.rules);
}


/***/ })

};
