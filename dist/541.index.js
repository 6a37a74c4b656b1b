export const id = 541;
export const ids = [541];
export const modules = {

/***/ 541:
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
/* harmony import */ var _ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(501);
/* harmony import */ var _ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(87);
/* harmony import */ var _ctxpkg_verify_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3400);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4751);











const meta = {
    name: 'ctxpkg open',
    summary: 'Check a transport envelope\'s HMAC, then verify the package inside; optionally write it out.',
    positionals: 'ENVELOPE',
    minPositionals: 1,
    maxPositionals: 1,
    options: {
        'secret-env': { type: 'string', valueName: 'VAR', description: 'read the HMAC secret from this environment variable (required)' },
        output: { type: 'string', short: 'o', valueName: 'FILE', description: 'write the package here (only when the MAC and the package verify)' },
    },
};
async function run(ctx) {
    const variable = ctx.values['secret-env'];
    if (typeof variable !== 'string' || variable === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('ctxpkg open: --secret-env VAR is required');
    const secret = (0,_ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .secretFromEnv */ .yW)(ctx.env, variable);
    const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, ctx.positionals[0]);
    const shown = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(file, ctx.cwd);
    const decoded = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeUtf8 */ ._6)(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileLimited */ .lB)(file, _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_ENVELOPE_BYTES */ .ud));
    if (decoded.problem)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: ${decoded.problem}`);
    const envelope = (0,_ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_7__/* .parseEnvelope */ .mE)(decoded.text, shown);
    const mac = (0,_ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_7__/* .verifyEnvelopeMac */ .VB)(envelope, secret);
    if (!mac.ok)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${shown}: ${mac.reason}`);
    if (envelope.content_type !== 'context_package')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: content_type is ${envelope.content_type}, not context_package`);
    const payload = Buffer.from(envelope.payload_json, 'utf8');
    const result = await (0,_ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_8__/* .verifyCtxpkgBytes */ .Y)(`${shown}#payload_json`, payload);
    ctx.stdout.write(`${shown}: HMAC ok; package ${result.ok ? 'ok' : 'FAILED'} (${(0,_ctxpkg_verify_js__WEBPACK_IMPORTED_MODULE_9__.formatChecks)(result.checks)})\n`);
    for (const d of result.diagnostics)
        ctx.stdout.write(`  ${d.file}: ${d.severity} ${d.message} [${d.rule}]\n`);
    if (!result.ok)
        return _types_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_FINDINGS */ .cB;
    if (typeof ctx.values.output === 'string') {
        const out = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, ctx.values.output);
        await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Z)(out, payload, { output: true });
        ctx.stdout.write(`${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(out, ctx.cwd)}: wrote the package\n`);
    }
    return _types_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 3400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatChecks: () => (/* binding */ formatChecks),
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2957);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7135);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);
/* harmony import */ var _ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(311);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4751);








const meta = {
    name: 'ctxpkg verify',
    summary: 'Verify .ctxpkg files as LeanCTX does: structure, content hash, package hash, signature.',
    positionals: 'FILE ...',
    minPositionals: 1,
    options: {
        format: { type: 'string', valueName: 'FORMAT', description: 'text|json (default text)' },
        'public-key': { type: 'string', valueName: 'HEX', description: 'the signature must be made with this Ed25519 public key (64 hex)' },
        'require-signature': { type: 'boolean', description: 'an unsigned package fails' },
    },
    details: 'Exit 0 when every file verifies, 1 when one does not. Layer warnings (ctxpkg-layer) do not fail.',
};
function formatChecks(c) {
    return `structure ${c.structure}, content_hash ${c.content_hash}, package_hash ${c.package_hash}, signature ${c.signature}`;
}
async function run(ctx) {
    const format = (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .choice */ .Yq)(ctx, 'format', ['text', 'json'], 'text');
    const publicKey = ctx.values['public-key'];
    if (publicKey !== undefined && (typeof publicKey !== 'string' || !/^[0-9a-fA-F]{64}$/.test(publicKey)))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('--public-key must be 64 hex characters (a 32-byte Ed25519 public key)');
    const files = [];
    for (const p of ctx.positionals) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, p);
        const r = await (0,_ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_4__/* .verifyCtxpkg */ .x)(abs, { publicKey: publicKey, requireSignature: !!ctx.values['require-signature'] });
        const diagnostics = r.diagnostics.map((d) => ({ ...d, file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(d.file, ctx.cwd) })).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__/* .compareDiagnostics */ .oV);
        files.push({ file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(abs, ctx.cwd), ok: r.ok, checks: r.checks, diagnostics });
    }
    const ok = files.every((f) => f.ok);
    if (format === 'json') {
        const all = files.flatMap((f) => f.diagnostics);
        const report = {
            tool: 'packwright', version: _version_js__WEBPACK_IMPORTED_MODULE_6__/* .VERSION */ .x, ok,
            summary: { files: files.length, errors: all.filter((d) => d.severity === 'error').length, warnings: all.filter((d) => d.severity === 'warning').length },
            files,
        };
        ctx.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    }
    else {
        for (const f of files) {
            ctx.stdout.write(`${f.file}: ${f.ok ? 'ok' : 'FAILED'} (${formatChecks(f.checks)})\n`);
            for (const d of f.diagnostics)
                ctx.stdout.write(`  ${d.line ? `${d.file}:${d.line}:${d.column ?? 1}` : d.file}: ${d.severity} ${d.message} [${d.rule}]\n`);
        }
    }
    return ok ? _types_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_OK */ .Ij : _types_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_FINDINGS */ .cB;
}


/***/ })

};
