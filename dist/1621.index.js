export const id = 1621;
export const ids = [1621];
export const modules = {

/***/ 1621:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateContextPack: () => (/* binding */ validateContextPack)
/* harmony export */ });
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4123);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1379);



/** Validates one context pack folder; diagnostics carry absolute file paths. */
async function validateContextPack(root, options = {}) {
    const ctx = await (0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadContextPack */ .Dz)(root);
    const collector = new _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .DiagnosticCollector */ .Pn((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .metaMap */ .m1)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.contextPackRules), options.rules);
    await (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .runRules */ .xG)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.contextPackRules, ctx, collector, ctx.manifestPath);
    return collector.diagnostics;
}


/***/ })

};
