export const id = 224;
export const ids = [224];
export const modules = {

/***/ 6426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
/** Maps string offsets to 1-based line and column (columns count UTF-16 units, as editors and GitHub do). */
class LineIndex {
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
            this.starts.push(i + 1);
    }
    get count() {
        return this.starts.length;
    }
    /** 1-based line of an offset. */
    line(offset) {
        return this.locate(offset).line;
    }
    locate(offset) {
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - this.starts[lo] + 1 };
    }
}


/***/ }),

/***/ 5383:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   serveInspections: () => (/* binding */ serveInspections)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _inspect_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4173);


/** The worker side of the inspect pool: each batch is answered with its results, in order. */
function serveInspections() {
    const options = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData.options;
    node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort.on('message', (batch) => {
        node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort.postMessage({ start: batch.start, results: batch.items.map((item) => (0,_inspect_js__WEBPACK_IMPORTED_MODULE_1__/* .inspectFile */ .Xp)(item, options)) });
    });
}


/***/ })

};
