export const id = 8356;
export const ids = [8356,6107,87];
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
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6296);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _core_output_guard_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6078);
/* harmony import */ var _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9602);
/* harmony import */ var _ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2461);
/* harmony import */ var _ctxpkg_sign_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1632);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4751);











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
    details: 'Only a package that verifies is signed: hashes, and a signature it already has. Give exactly one of\n--key-env and --key-file; the key is never accepted on the command line, and never overwritten by -o.',
};
async function run(ctx) {
    const keyEnv = ctx.values['key-env'];
    const keyFile = ctx.values['key-file'];
    if ((keyEnv === undefined) === (keyFile === undefined))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb('ctxpkg sign: give exactly one of --key-env VAR and --key-file PATH');
    let seed;
    let keyPath;
    if (keyEnv !== undefined)
        seed = (0,_ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .seedFromEnv */ .Ts)(ctx.env, keyEnv);
    else {
        keyPath = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, keyFile);
        const read = await (0,_ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .readSeedFile */ .sY)(keyPath, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(keyPath, ctx.cwd));
        if (read.warning)
            ctx.stderr.write(`packwright: warning: ${read.warning}\n`);
        seed = read.seed;
    }
    const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, ctx.positionals[0]);
    const out = typeof ctx.values.output === 'string' ? node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, ctx.values.output) : file;
    // `-o` over the key file (by any name) would destroy the key, and with it the signer identity.
    if (keyPath)
        (0,_core_output_guard_js__WEBPACK_IMPORTED_MODULE_6__/* .assertOutputApartFromInputs */ .T)(out, [keyPath], ctx.cwd, 'the private key file');
    const signed = await (0,_ctxpkg_sign_js__WEBPACK_IMPORTED_MODULE_9__/* .signPackageBytes */ .f)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(file, ctx.cwd), await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileLimited */ .lB)(file, _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_PACKAGE_BYTES */ .qv), seed);
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Z)(out, signed.bytes, { output: true });
    if (signed.replaced && signed.replaced !== signed.publicKey)
        ctx.stderr.write(`packwright: note: replaced the signature by public key ${signed.replaced}\n`);
    ctx.stdout.write(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(out, ctx.cwd))}: signed ${signed.manifest.name}@${signed.manifest.version} with public key ${signed.publicKey}\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 7135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pn: () => (/* binding */ DiagnosticCollector),
/* harmony export */   Xo: () => (/* binding */ compareBytes),
/* harmony export */   m1: () => (/* binding */ metaMap),
/* harmony export */   oV: () => (/* binding */ compareDiagnostics),
/* harmony export */   qV: () => (/* binding */ HAS_SURROGATE),
/* harmony export */   xG: () => (/* binding */ runRules)
/* harmony export */ });
/** Collects diagnostics, applying per-rule severity overrides (or dropping rules set to `off`). */
class DiagnosticCollector {
    metas;
    overrides;
    diagnostics = [];
    constructor(metas, overrides = {}) {
        this.metas = metas;
        this.overrides = overrides;
    }
    report(rule, message, file, location = {}) {
        const setting = this.overrides[rule] ?? this.metas.get(rule)?.severity ?? 'error';
        if (setting === 'off')
            return;
        const d = { rule, severity: setting, message, file };
        if (location.line !== undefined)
            d.line = location.line;
        if (location.column !== undefined)
            d.column = location.column;
        if (location.endLine !== undefined)
            d.endLine = location.endLine;
        if (location.endColumn !== undefined)
            d.endColumn = location.endColumn;
        this.diagnostics.push(d);
    }
}
/**
 * Runs each rule against one context. A rule that throws is reported as an `internal-error`
 * diagnostic on the target instead of crashing the run: one broken check must not hide the others.
 */
async function runRules(rules, context, collector, targetFile) {
    for (const rule of rules) {
        try {
            await rule.check(context, (message, file, location) => collector.report(rule.meta.id, message, file, location));
        }
        catch (err) {
            collector.report('internal-error', `rule ${rule.meta.id} failed: ${err?.message ?? String(err)}`, targetFile);
        }
    }
}
function metaMap(rules) {
    return new Map(rules.map((r) => [r.meta.id, r.meta]));
}
function compareDiagnostics(a, b) {
    return compareBytes(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareBytes(a.rule, b.rule);
}
/** Byte-order comparison (not locale): the order every generated list uses. */
function compareBytes(a, b) {
    if (a === b)
        return 0;
    // Without surrogates, UTF-16 unit order is code point order, which is UTF-8 byte order.
    if (!HAS_SURROGATE.test(a) && !HAS_SURROGATE.test(b))
        return a < b ? -1 : 1;
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
const HAS_SURROGATE = /[\uD800-\uDFFF]/;


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


/***/ }),

/***/ 2461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S4: () => (/* binding */ MIN_HMAC_SECRET_BYTES),
/* harmony export */   Ts: () => (/* binding */ seedFromEnv),
/* harmony export */   iJ: () => (/* binding */ parseSeedHex),
/* harmony export */   jQ: () => (/* binding */ writeNewKeyFile),
/* harmony export */   sY: () => (/* binding */ readSeedFile),
/* harmony export */   yW: () => (/* binding */ secretFromEnv)
/* harmony export */ });
/* unused harmony exports checkVariableName, KeyFileExistsError */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _ed25519_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2572);






/**
 * Private keys are LeanCTX's format: the 32-byte Ed25519 seed as 64 hex characters
 * (`keys/ctxpkg-ed25519.key`), surrounding whitespace ignored. Messages never echo the key.
 */
function parseSeedHex(text, source) {
    const s = text.trim();
    if (s.length === 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${source}: the Ed25519 private key is empty`);
    if (!/^[0-9a-fA-F]*$/.test(s))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${source}: the Ed25519 private key must be ${_ed25519_js__WEBPACK_IMPORTED_MODULE_5__/* .SEED_BYTES */ .ER * 2} hex characters (a 32-byte seed); it contains other characters`);
    if (s.length !== _ed25519_js__WEBPACK_IMPORTED_MODULE_5__/* .SEED_BYTES */ .ER * 2)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${source}: the Ed25519 private key must be ${_ed25519_js__WEBPACK_IMPORTED_MODULE_5__/* .SEED_BYTES */ .ER * 2} hex characters (a 32-byte seed), not ${s.length}`);
    return Buffer.from(s, 'hex');
}
/** Text that reads as key material (32 or more hex digits): never echoed, whatever option it came in. */
function looksLikeKey(text) {
    return /^[0-9a-fA-F]{32,}$/.test(text.trim());
}
/**
 * Checks the NAME given to `--key-env` / `--secret-env`. A value that is no variable name, or
 * reads as a key, is most likely the secret itself typed in the option's place: refused
 * without repeating it (it is already in the shell history and the process list; a message
 * must not copy it into a log too).
 */
function checkVariableName(option, variable, what) {
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(variable) && !looksLikeKey(variable))
        return;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${option} takes the name of an environment variable that holds the ${what}, and the value given is not such a name (not shown: if it is the ${what} itself, it is now in your shell history and process list; replace it)`);
}
function seedFromEnv(env, variable) {
    checkVariableName('--key-env', variable, 'Ed25519 private key');
    const value = env[variable];
    if (value === undefined || value === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`environment variable ${variable} is not set (it should hold the Ed25519 private key)`);
    return parseSeedHex(value, `environment variable ${variable}`);
}
/**
 * Reads a key file (`shown` names it in messages). A path that names no file and reads as a
 * key is not echoed: it is most likely the key itself given in place of its file.
 */
async function readSeedFile(file, shown = file) {
    let bytes;
    try {
        bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(file, 4096);
    }
    catch (err) {
        if (looksLikeKey(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)) && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).then(() => false, () => true))) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`--key-file names no file, and the value given reads as a key (not shown: if it is the private key itself, it is now in your shell history and process list; replace it)`);
        }
        throw err;
    }
    const seed = parseSeedHex(bytes.toString('utf8'), shown);
    let warning;
    if (process.platform !== 'win32') {
        const mode = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file)).mode & 0o777;
        if (mode & 0o077)
            warning = `${shown}: the private key file is readable or writable by others (mode ${mode.toString(8).padStart(4, '0')}); run chmod 600 ${shown}`;
    }
    return { seed, warning };
}
/** An HMAC secret: the variable's raw UTF-8 bytes, as LeanCTX keys the MAC. */
function secretFromEnv(env, variable) {
    checkVariableName('--secret-env', variable, 'HMAC secret');
    const value = env[variable];
    if (value === undefined || value === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`environment variable ${variable} is not set (it should hold the HMAC secret)`);
    return Buffer.from(value, 'utf8');
}
/** Secrets shorter than this get a warning: HMAC-SHA256's key should be at least its output size. */
const MIN_HMAC_SECRET_BYTES = 32;
/** `writeNewKeyFile` found something at the path (a file, a folder, a symlink, dangling or not). */
class KeyFileExistsError extends _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb {
}
/**
 * Writes a new private key file, mode 0600 whatever the umask, complete or not at all, and
 * never over anything: the text goes to a fresh temp file beside `file` (O_EXCL, 0600, fsync),
 * which is then hard-linked to `file`. link(2) fails when anything stands at `file` — a file,
 * or a symlink, which it never follows — so a path planted after any earlier check cannot
 * redirect or replace the write (a rename would). Where the file system has no hard links,
 * `file` itself is created with O_EXCL (not followed through a symlink either).
 */
async function writeNewKeyFile(file, text, shown = file) {
    const exists = () => new KeyFileExistsError(`${shown} already exists; refusing to overwrite a key (choose another --out)`);
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}.tmp`);
    // Creates `target` (O_EXCL: never an existing file, never through a symlink), writes, syncs;
    // on a failure after the create, removes what it created, and only that.
    const writeExclusive = async (target) => {
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(target, 'wx', 0o600);
        try {
            await fh.chmod(0o600);
            await fh.writeFile(text);
            await fh.sync();
        }
        catch (err) {
            await fh.close().catch(() => undefined);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(target).catch(() => undefined);
            throw err;
        }
        await fh.close();
    };
    try {
        await writeExclusive(tmp);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, shown));
    }
    let linked = false;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.link)(tmp, file);
        linked = true;
    }
    catch (err) {
        const code = err.code;
        if (code === 'EEXIST')
            throw exists();
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, shown));
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(tmp).catch(() => undefined);
    }
    if (linked)
        return;
    try {
        await writeExclusive(file);
    }
    catch (err) {
        if (err.code === 'EEXIST')
            throw exists();
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, shown));
    }
}


/***/ }),

/***/ 1632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ signPackageBytes)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _create_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6109);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9602);
/* harmony import */ var _ed25519_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2572);
/* harmony import */ var _integrity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3390);
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2457);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(87);







/**
 * Adds (or replaces) `manifest.signature`. Only a package that verifies is signed: its hashes
 * match, and a signature it already has verifies (the hashes do not cover the signature, so
 * content changed after signing, with the hashes recomputed, shows only there; signing over
 * it would vouch for the change). The content is copied token for token, so its hash is
 * unchanged; other top-level members are kept. The signed package must stay within LeanCTX's
 * 10 MiB: it is written pretty-printed, so a compact input can grow past it.
 */
async function signPackageBytes(file, bytes, seed) {
    const result = await (0,_validate_js__WEBPACK_IMPORTED_MODULE_6__/* .verifyCtxpkgBytes */ .Y)(file, bytes);
    const { checks, context: ctx } = result;
    if (checks.structure !== 'pass' || !ctx.manifest || !ctx.members) {
        const first = result.diagnostics.find((d) => d.severity === 'error');
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InvalidInputError */ .oC(`${file}: cannot sign: ${first?.message ?? 'not a valid package'}`);
    }
    if (checks.content_hash !== 'pass' || checks.package_hash !== 'pass') {
        const first = result.diagnostics.find((d) => d.severity === 'error');
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .IntegrityError */ .cs(`${file}: cannot sign a package that does not verify: ${first?.message ?? 'integrity mismatch'}`);
    }
    if (ctx.signature.status === 'invalid') {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .IntegrityError */ .cs(`${file}: cannot sign: the signature it already has is invalid (${ctx.signature.message}); signing would vouch for whatever changed. Remove manifest.signature first if you mean to sign this content`);
    }
    const replaced = ctx.signature.status === 'valid' ? ctx.signature.publicKey : undefined;
    const m = ctx.manifest;
    const publicKey = (0,_ed25519_js__WEBPACK_IMPORTED_MODULE_3__/* .publicKeyFromSeed */ .wE)(seed).toString('hex');
    const value = (0,_ed25519_js__WEBPACK_IMPORTED_MODULE_3__/* .signEd25519 */ .pI)(seed, (0,_integrity_js__WEBPACK_IMPORTED_MODULE_4__/* .signingMessage */ .Xm)(m.name, m.version, m.integrity.sha256)).toString('hex');
    const signature = { algorithm: 'ed25519', public_key: publicKey, value };
    const manifest = { ...ctx.manifestValue, signature };
    const compact = ctx.compact.compact;
    const member = (x) => compact.subarray(x.valueStart, x.valueEnd);
    const content = ctx.members.find((x) => x.key === 'content');
    const extra = ctx.members
        .filter((x) => x.key !== 'manifest' && x.key !== 'content')
        .map((x) => ({ key: x.key, value: member(x) }));
    const manifestText = withSignature(member(ctx.members.find((x) => x.key === 'manifest')), JSON.stringify(signature));
    const out = (0,_create_js__WEBPACK_IMPORTED_MODULE_1__/* .writeDocument */ .ft)(manifestText, member(content), extra);
    if (out.length > _format_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_PACKAGE_BYTES */ .qv) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InvalidInputError */ .oC(`${file}: cannot sign: the signed package would be ${out.length} bytes (written with a 2-space indent), over the limit of ${_format_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_PACKAGE_BYTES */ .qv} bytes that LeanCTX and packwright read`);
    }
    return { bytes: out, publicKey, manifest, replaced };
}
/**
 * The manifest's text with `signature` set, every other member copied token for token: parsing
 * and re-serializing would round an integer past 2^53 (a u64 count LeanCTX keeps exactly) and
 * respell `1.0` in a field packwright does not know. A present signature is replaced where it
 * stands, a new one goes last. `text` is a compacted object without repeated keys (verified).
 */
function withSignature(text, signatureJson) {
    const members = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_5__/* .objectMembers */ .vN)(text, 0);
    if (!members)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InvalidInputError */ .oC('cannot sign: the manifest is not a JSON object');
    const present = members.find((m) => m.key === 'signature');
    if (present)
        return `${text.toString('utf8', 0, present.valueStart)}${signatureJson}${text.toString('utf8', present.valueEnd)}`;
    const close = text.length - 1;
    return `${text.toString('utf8', 0, close)}${members.length > 0 ? ',' : ''}"signature":${signatureJson}}`;
}


/***/ }),

/***/ 87:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ verifyCtxpkgBytes),
/* harmony export */   validateCtxpkg: () => (/* binding */ validateCtxpkg),
/* harmony export */   x: () => (/* binding */ verifyCtxpkg)
/* harmony export */ });
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(357);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2625);



const CHECK_OF_RULE = {
    'ctxpkg-json': 'structure',
    'ctxpkg-manifest': 'structure',
    'ctxpkg-content-hash': 'content_hash',
    'ctxpkg-byte-size': 'content_hash',
    'ctxpkg-package-hash': 'package_hash',
    'ctxpkg-signature': 'signature',
};
async function evaluate(ctx, severities) {
    const collector = new _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .DiagnosticCollector */ .Pn((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .metaMap */ .m1)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.ctxpkgRules), severities);
    await (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .runRules */ .xG)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.ctxpkgRules, ctx, collector, ctx.file);
    const failed = new Set(collector.diagnostics.filter((d) => d.severity === 'error').map((d) => CHECK_OF_RULE[d.rule]).filter(Boolean));
    const structure = failed.has('structure') || !ctx.manifest || !ctx.canonical ? 'fail' : 'pass';
    // As in LeanCTX: a package whose structure fails is not hashed.
    const after = (check, applies) => (structure === 'fail' || !applies ? 'skipped' : failed.has(check) ? 'fail' : 'pass');
    const checks = {
        structure,
        content_hash: after('content_hash', true),
        package_hash: after('package_hash', true),
        signature: after('signature', ctx.signature.status !== 'none' || (0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .signatureRequired */ .SI)(ctx.options)),
    };
    return { context: ctx, diagnostics: collector.diagnostics, checks, ok: !collector.diagnostics.some((d) => d.severity === 'error') };
}
/** Verifies one package file: diagnostics (absolute file path) and the four checks. */
async function verifyCtxpkg(file, options = {}) {
    return evaluate(await (0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadCtxpkg */ .m_)(file, options), options.rules ?? {});
}
/** Verifies a package held in memory (an envelope's payload); `file` names it in diagnostics. */
async function verifyCtxpkgBytes(file, bytes, options = {}) {
    return evaluate((0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadCtxpkgBytes */ .dL)(file, bytes, options), {});
}
/** validate's entry: the rules' diagnostics for one file. */
async function validateCtxpkg(file, options = {}) {
    return (await verifyCtxpkg(file, options)).diagnostics;
}


/***/ })

};
