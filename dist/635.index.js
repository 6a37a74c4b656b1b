export const id = 635;
export const ids = [635,4654,9346,6296];
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

/***/ 6296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ hasControlCharacter),
/* harmony export */   P8: () => (/* binding */ showPath),
/* harmony export */   Ud: () => (/* binding */ jsonEscaped),
/* harmony export */   kd: () => (/* binding */ quoteEscaped)
/* harmony export */ });
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;
// eslint-disable-next-line no-control-regex
const NEEDS_QUOTES = /[\x00-\x1f\x7f-\x9f"\\]/;
/**
 * Whether a name holds a control character (C0, DEL or C1): printed raw, a newline splits a
 * message line and CR or ESC can overwrite what the terminal shows.
 */
function hasControlCharacter(s) {
    return CONTROL.test(s);
}
/** A JSON string literal of `s` with every control character escaped (JSON.stringify leaves DEL and C1 raw). */
function quoteEscaped(s) {
    return jsonEscaped(s);
}
/** Any value as JSON for a message (a config value), every control character escaped as quoteEscaped escapes a string's. */
function jsonEscaped(value) {
    // eslint-disable-next-line no-control-regex
    return String(JSON.stringify(value) ?? value).replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** A path for a message: as is, or double-quoted with escapes when it holds control characters or quotes (as git quotes them). */
function showPath(p) {
    return NEEDS_QUOTES.test(p) ? quoteEscaped(p) : p;
}


/***/ }),

/***/ 2461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S4: () => (/* binding */ MIN_HMAC_SECRET_BYTES),
/* harmony export */   Ts: () => (/* binding */ seedFromEnv),
/* harmony export */   ab: () => (/* binding */ seedFromFile),
/* harmony export */   iJ: () => (/* binding */ parseSeedHex),
/* harmony export */   yW: () => (/* binding */ secretFromEnv)
/* harmony export */ });
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _ed25519_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2572);



/**
 * Private keys are LeanCTX's format: the 32-byte Ed25519 seed as 64 hex characters
 * (`keys/ctxpkg-ed25519.key`), surrounding whitespace ignored. Messages never echo the key.
 */
function parseSeedHex(text, source) {
    const s = text.trim();
    if (s.length === 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${source}: the Ed25519 private key is empty`);
    if (!/^[0-9a-fA-F]*$/.test(s))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${source}: the Ed25519 private key must be ${_ed25519_js__WEBPACK_IMPORTED_MODULE_2__/* .SEED_BYTES */ .ER * 2} hex characters (a 32-byte seed); it contains other characters`);
    if (s.length !== _ed25519_js__WEBPACK_IMPORTED_MODULE_2__/* .SEED_BYTES */ .ER * 2)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${source}: the Ed25519 private key must be ${_ed25519_js__WEBPACK_IMPORTED_MODULE_2__/* .SEED_BYTES */ .ER * 2} hex characters (a 32-byte seed), not ${s.length}`);
    return Buffer.from(s, 'hex');
}
function seedFromEnv(env, variable) {
    const value = env[variable];
    if (value === undefined || value === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`environment variable ${variable} is not set (it should hold the Ed25519 private key)`);
    return parseSeedHex(value, `environment variable ${variable}`);
}
async function seedFromFile(file) {
    return parseSeedHex((await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readFileLimited */ .lB)(file, 4096)).toString('utf8'), file);
}
/** An HMAC secret: the variable's raw UTF-8 bytes, as LeanCTX keys the MAC. */
function secretFromEnv(env, variable) {
    const value = env[variable];
    if (value === undefined || value === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`environment variable ${variable} is not set (it should hold the HMAC secret)`);
    return Buffer.from(value, 'utf8');
}
/** Secrets shorter than this get a warning: HMAC-SHA256's key should be at least its output size. */
const MIN_HMAC_SECRET_BYTES = 32;


/***/ }),

/***/ 1632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ signPackageBytes)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _create_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6109);
/* harmony import */ var _ed25519_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2572);
/* harmony import */ var _integrity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3390);
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4711);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(87);






/**
 * Adds (or replaces) `manifest.signature`. Only a package whose integrity verifies is signed.
 * The content is copied token for token, so its hash is unchanged; other top-level members are kept.
 */
async function signPackageBytes(file, bytes, seed) {
    const result = await (0,_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .verifyCtxpkgBytes */ .Y)(file, bytes);
    const { checks, context: ctx } = result;
    if (checks.structure !== 'pass' || !ctx.manifest || !ctx.members) {
        const first = result.diagnostics.find((d) => d.severity === 'error');
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InvalidInputError */ .oC(`${file}: cannot sign: ${first?.message ?? 'not a valid package'}`);
    }
    if (checks.content_hash !== 'pass' || checks.package_hash !== 'pass') {
        const first = result.diagnostics.find((d) => d.severity === 'error');
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .IntegrityError */ .cs(`${file}: cannot sign a package that does not verify: ${first?.message ?? 'integrity mismatch'}`);
    }
    const m = ctx.manifest;
    const publicKey = (0,_ed25519_js__WEBPACK_IMPORTED_MODULE_2__/* .publicKeyFromSeed */ .wE)(seed).toString('hex');
    const value = (0,_ed25519_js__WEBPACK_IMPORTED_MODULE_2__/* .signEd25519 */ .pI)(seed, (0,_integrity_js__WEBPACK_IMPORTED_MODULE_3__/* .signingMessage */ .Xm)(m.name, m.version, m.integrity.sha256)).toString('hex');
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
    return { bytes: out, publicKey, manifest };
}
/**
 * The manifest's text with `signature` set, every other member copied token for token: parsing
 * and re-serializing would round an integer past 2^53 (a u64 count LeanCTX keeps exactly) and
 * respell `1.0` in a field packwright does not know. A present signature is replaced where it
 * stands, a new one goes last. `text` is a compacted object without repeated keys (verified).
 */
function withSignature(text, signatureJson) {
    const members = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_4__/* .objectMembers */ .vN)(text, 0);
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
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8864);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8993);



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
        signature: after('signature', ctx.signature.status !== 'none' || !!ctx.options.requireSignature),
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
