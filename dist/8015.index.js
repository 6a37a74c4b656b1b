export const id = 8015;
export const ids = [8015];
export const modules = {

/***/ 1996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   iT: () => (/* binding */ DOCS),
/* harmony export */   p6: () => (/* binding */ looksLikePlaceholder)
/* harmony export */ });
const DOCS = 'https://github.com/packwright/packwright#credential-rules';
/**
 * Example values in docs and tests: the word EXAMPLE, runs of x, long runs of one character.
 * A run of x is all lowercase or all uppercase: a random base62 token holds a mixed-case run
 * like `xXxXX` about once in a million, and that token is real.
 */
function looksLikePlaceholder(value) {
    return /example|placeholder|dummy|\*{3,}|(.)\1{7,}/i.test(value) || /x{5,}|X{5,}/.test(value);
}
/** `s` as a regular expression that matches it literally (keywords and names built into patterns). */
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


/***/ }),

/***/ 8015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   credentialFileMeta: () => (/* binding */ credentialFileMeta)
/* harmony export */ });
/* harmony import */ var _content_rules_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1996);

/** The file-name rule: a path whose name matches a credential glob (credential-files.ts). */
const credentialFileMeta = {
    id: 'credential-file',
    severity: 'error',
    description: 'a file whose name marks it as a credential (.env, *.pem, id_rsa, …)',
    docs: _content_rules_types_js__WEBPACK_IMPORTED_MODULE_0__/* .DOCS */ .iT,
};


/***/ })

};
