export const id = 146;
export const ids = [146];
export const modules = {

/***/ 146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ redactUrlCredentials)
/* harmony export */ });
/**
 * A URL's user information (`https://user:token@host/…`, `https://token@host/…`) replaced by
 * `***`, wherever it appears in a text: a pack import written with a token in its URL must
 * not put the token in a terminal or a CI log. The host and path stay, so the text still
 * says which repository.
 */
const USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@'"`<>]+@/gi;
function redactUrlCredentials(text) {
    return text.includes('@') ? text.replace(USERINFO, '$1***@') : text;
}


/***/ })

};
