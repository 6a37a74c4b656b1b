export const id = 8356;
export const ids = [8356];
export const modules = {

/***/ 8356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3008);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3455);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9602);
/* harmony import */ var _ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2461);
/* harmony import */ var _ctxpkg_sign_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1632);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4751);









const meta = {
    name: 'ctxpkg sign',
    summary: 'Sign a .ctxpkg with Ed25519 (manifest.signature), in place or to -o OUT.',
    positionals: 'FILE',
    minPositionals: 1,
    maxPositionals: 1,
    options: {
        'key-env': { type: 'string', valueName: 'VAR', description: 'read the private key (64 hex, LeanCTX\'s key file format) from this environment variable' },
        'key-file': { type: 'string', valueName: 'PATH', description: 'read the private key from this file (as written by ctxpkg keygen or LeanCTX)' },
        output: { type: 'string', short: 'o', valueName: 'FILE', description: 'write the signed package here (default: replace FILE)' },
    },
    details: 'Only a package whose hashes verify is signed. Give exactly one of --key-env and --key-file;\nthe key is never accepted on the command line.',
};
async function run(ctx) {
    const keyEnv = ctx.values['key-env'];
    const keyFile = ctx.values['key-file'];
    if ((keyEnv === undefined) === (keyFile === undefined))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('ctxpkg sign: give exactly one of --key-env VAR and --key-file PATH');
    const seed = keyEnv !== undefined ? (0,_ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .seedFromEnv */ .Ts)(ctx.env, keyEnv) : await (0,_ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .seedFromFile */ .ab)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, keyFile));
    const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, ctx.positionals[0]);
    const out = typeof ctx.values.output === 'string' ? node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, ctx.values.output) : file;
    const signed = await (0,_ctxpkg_sign_js__WEBPACK_IMPORTED_MODULE_7__/* .signPackageBytes */ .f)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(file, ctx.cwd), await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileLimited */ .lB)(file, _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_PACKAGE_BYTES */ .qv), seed);
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Z)(out, signed.bytes);
    ctx.stdout.write(`${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(out, ctx.cwd)}: signed ${signed.manifest.name}@${signed.manifest.version} with public key ${signed.publicKey}\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
}


/***/ })

};
