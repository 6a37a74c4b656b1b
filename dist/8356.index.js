export const id = 8356;
export const ids = [8356,6107];
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
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Z)(out, signed.bytes, { output: true });
    ctx.stdout.write(`${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(out, ctx.cwd)}: signed ${signed.manifest.name}@${signed.manifest.version} with public key ${signed.publicKey}\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   JC: () => (/* binding */ realPathSoFar),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   mi: () => (/* binding */ resolveContained),
/* harmony export */   vW: () => (/* binding */ danglingLinkLeadsOutside),
/* harmony export */   xI: () => (/* binding */ normalRelativePath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);




/**
 * Why a relative path from input is unsafe, or null when it is a plain relative POSIX path.
 * Backslashes are refused rather than converted: on POSIX they are legal name characters, on
 * Windows separators, so a manifest that uses them means different files on different machines.
 *
 * With `normal`, a path must also be written the one way a file has (no `./` start, `.` or
 * empty segment, trailing `/`): a record such as pack.json's `files[]` compares paths as
 * strings, so `./a.md` beside `a.md` would list one file twice, and `a.md/` would list a file
 * while claiming a folder. A path typed by a person (a tool call's argument) is left lenient.
 */
function relativePathProblem(p, options = {}) {
    if (p.length === 0)
        return 'empty path';
    if (p.includes('\0'))
        return 'contains a NUL byte';
    if (p.includes('\\'))
        return 'contains a backslash';
    if (p.startsWith('/') || /^[A-Za-z]:/.test(p))
        return 'is absolute';
    const segs = p.split('/');
    if (segs.some((seg) => seg === '..'))
        return 'goes up with ".."';
    if (options.normal) {
        const normal = normalRelativePath(p);
        const hint = normal === '.' ? ' (that is the folder itself)' : ` (write it as ${JSON.stringify(normal)})`;
        if (p.startsWith('./'))
            return `starts with "./"${hint}`;
        if (p.endsWith('/'))
            return `ends with "/"${hint}`;
        if (segs.includes(''))
            return `has an empty segment ("//")${hint}`;
        if (segs.includes('.'))
            return `has a "." segment${hint}`;
    }
    return null;
}
/** The normal spelling of a relative POSIX path: no `./` start, `.` or empty segments, trailing `/`. */
function normalRelativePath(p) {
    const n = node_path__WEBPACK_IMPORTED_MODULE_2___default().posix.normalize(p).replace(/^(\.\/)+/, '').replace(/\/+$/, '');
    return n === '' ? '.' : n;
}
/** True when `child` is `root` or lies below it (both absolute, already resolved). */
function isInside(root, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(root, child);
    // `..` as a whole segment, not as the start of a name: `..foo` and `.. ` are names inside.
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`) && !node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(rel));
}
/** `p` with symlinks resolved as far as it exists; the missing rest is appended as written. */
function realPathSoFar(p) {
    let probe = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(p);
    const rest = [];
    for (;;) {
        try {
            return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(probe), ...rest);
        }
        catch {
            const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(probe);
            if (parent === probe)
                return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(probe, ...rest);
            rest.unshift(node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(probe));
            probe = parent;
        }
    }
}
function refusal(message, reason, link) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(message, { reason, link });
}
/**
 * Whether a dangling symlink would lead outside `realRoot` (a real path): where it points is
 * resolved as far as it exists. A link that cannot be read counts as outside.
 */
async function danglingLinkLeadsOutside(realRoot, link) {
    try {
        const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(link), await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(link));
        return !isInside(realRoot, realPathSoFar(target));
    }
    catch {
        return true;
    }
}
/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * Returns the lexical absolute path (what the caller should open). A path that does not
 * exist yet is checked through its nearest existing ancestor. A dangling symlink on the way is
 * refused too, with the link as the error's `link`: reason `symlink_outside` when where it
 * points (as far as that exists) is outside `root`, else `dangling_symlink`.
 */
async function resolveContained(root, rel) {
    const problem = relativePathProblem(rel);
    if (problem)
        throw refusal(`${rel}: unsafe path (${problem})`, 'unsafe');
    const absRoot = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root);
    const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(absRoot, rel);
    if (!isInside(absRoot, target))
        throw refusal(`${rel}: unsafe path (outside ${root})`, 'outside');
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absRoot);
    let probe = target;
    for (;;) {
        try {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(probe);
            if (!isInside(realRoot, real))
                throw refusal(`${rel}: unsafe path (resolves outside ${root} through a symlink)`, 'symlink_outside');
            return target;
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0)
                throw err;
            const code = err.code;
            if (code === 'ELOOP')
                throw refusal(`${rel}: unsafe path (symlink loop)`, 'symlink_loop');
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw err;
            // A dangling symlink is refused (what it names may appear later); the reason says whether it would lead outside.
            try {
                const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(probe);
                if (st.isSymbolicLink())
                    throw refusal(`${rel}: unsafe path (dangling symlink)`, (await danglingLinkLeadsOutside(realRoot, probe)) ? 'symlink_outside' : 'dangling_symlink', probe);
            }
            catch (e) {
                if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0)
                    throw e;
            }
            const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(probe);
            if (parent === probe || !isInside(absRoot, parent))
                return target;
            probe = parent;
        }
    }
}
/** Forward slashes, no leading `./`: how every path appears in reports and generated files. */
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)).join('/').replace(/^\.\//, '');
}
/** A path for reports: relative to the working directory when below it, else absolute. */
function displayPath(abs, cwd = process.cwd()) {
    if (!isInside(cwd, abs))
        return toPosix(abs);
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(cwd, abs);
    return rel === '' ? '.' : toPosix(rel);
}


/***/ })

};
