export const id = 7344;
export const ids = [7344];
export const modules = {

/***/ 7344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ POSIX_SHELLS),
/* harmony export */   k: () => (/* binding */ programName)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * How a command line's first word names a program, for the readers that know programs by name:
 * cap-tool-shell (which arguments become code) and the audit log's redaction (which arguments
 * hold a password, which are a command line a shell runs).
 */
/** The POSIX shells: `-c` (alone or in a cluster: `-lc`) makes the first operand the command line; `-o`, `-O` take a value. */
const POSIX_SHELLS = ['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'pdksh', 'ash', 'yash', 'posh', 'hush'];
/** Program names as written → the program they are read as. */
const ALIASES = { slogin: 'ssh', nodejs: 'node', pythonw: 'python', py: 'python', pypy: 'python', ipython: 'python', rbash: 'bash', gawk: 'awk', mawk: 'awk', nawk: 'awk', gsed: 'sed', luajit: 'lua', r: 'rscript', windowspowershell: 'powershell' };
/** Interpreters that come with version suffixes (`python3.12`, `lua5.4`, `php8.2`). */
const VERSIONED = /^(python|pypy|perl|ruby|php|lua|luajit|node|tclsh|bash|zsh|ksh|pwsh|rscript)[-_]?\d+(?:\.\d+)*[a-z]?$/;
/** The program a command names: basename after `/` or `\`, lowercase, no `.exe`, no version suffix, aliases resolved. */
function programName(command) {
    let n = node_path__WEBPACK_IMPORTED_MODULE_0___default().win32.basename(command).toLowerCase();
    n = n.replace(/\.(exe|com)$/, '');
    const versioned = VERSIONED.exec(n);
    if (versioned)
        n = versioned[1];
    return Object.hasOwn(ALIASES, n) ? ALIASES[n] : n;
}


/***/ })

};
