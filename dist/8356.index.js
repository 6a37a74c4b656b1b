export const id = 8356;
export const ids = [8356,87];
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
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87);





/**
 * Adds (or replaces) `manifest.signature`. Only a package whose integrity verifies is signed.
 * The content is copied token for token, so its hash is unchanged; other top-level members are kept.
 */
async function signPackageBytes(file, bytes, seed) {
    const result = await (0,_validate_js__WEBPACK_IMPORTED_MODULE_4__/* .verifyCtxpkgBytes */ .Y)(file, bytes);
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
    const manifest = { ...ctx.manifestValue, signature: { algorithm: 'ed25519', public_key: publicKey, value } };
    const compact = ctx.compact.compact;
    const content = ctx.members.find((x) => x.key === 'content');
    const extra = ctx.members
        .filter((x) => x.key !== 'manifest' && x.key !== 'content')
        .map((x) => ({ key: x.key, value: compact.subarray(x.valueStart, x.valueEnd) }));
    const out = (0,_create_js__WEBPACK_IMPORTED_MODULE_1__/* .writeDocument */ .ft)(JSON.stringify(manifest), compact.subarray(content.valueStart, content.valueEnd), extra);
    return { bytes: out, publicKey, manifest };
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
