export const id = 541;
export const ids = [541,6107,3400,87];
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
/* harmony import */ var _core_output_guard_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6078);
/* harmony import */ var _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9602);
/* harmony import */ var _ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2461);
/* harmony import */ var _ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(501);
/* harmony import */ var _ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(87);
/* harmony import */ var _ctxpkg_verify_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3400);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6296);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4751);













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
    const secret = (0,_ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .secretFromEnv */ .yW)(ctx.env, variable);
    const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, ctx.positionals[0]);
    const shown = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(file, ctx.cwd);
    const out = typeof ctx.values.output === 'string' ? node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, ctx.values.output) : null;
    // Before the envelope is read: `-o ENVELOPE` would replace it with the package it carries.
    if (out !== null)
        (0,_core_output_guard_js__WEBPACK_IMPORTED_MODULE_5__/* .assertOutputApartFromInputs */ .T)(out, [file], ctx.cwd, 'the envelope it opens');
    const decoded = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeUtf8 */ ._6)(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileLimited */ .lB)(file, _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_ENVELOPE_BYTES */ .ud));
    if (decoded.problem)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: ${decoded.problem}`);
    const envelope = (0,_ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_8__/* .parseEnvelope */ .mE)(decoded.text, shown);
    const mac = (0,_ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_8__/* .verifyEnvelopeMac */ .VB)(envelope, secret);
    if (!mac.ok)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${shown}: ${mac.reason}`);
    // A warning, not a refusal: LeanCTX writes such envelopes, and the MAC does hold for the text.
    const malleable = (0,_ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_8__/* .malleableFields */ .xN)(envelope);
    if (malleable.length)
        ctx.stderr.write(`packwright: warning: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_11__/* .showPath */ .P8)(shown)}: the HMAC does not bind where these fields end: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_11__/* .escapeControlCharacters */ .F7)(malleable.join(', '))}; whoever could edit the envelope could have moved text between them\n`);
    if (envelope.content_type !== 'context_package')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: content_type is ${envelope.content_type}, not context_package`);
    const payload = Buffer.from(envelope.payload_json, 'utf8');
    const result = await (0,_ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_9__/* .verifyCtxpkgBytes */ .Y)(`${shown}#payload_json`, payload);
    ctx.stdout.write(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_11__/* .showPath */ .P8)(shown)}: HMAC ok; package ${result.ok ? 'ok' : 'FAILED'} (${(0,_ctxpkg_verify_js__WEBPACK_IMPORTED_MODULE_10__.formatChecks)(result.checks)})\n`);
    for (const d of result.diagnostics)
        ctx.stdout.write((0,_ctxpkg_verify_js__WEBPACK_IMPORTED_MODULE_10__.formatDiagnostic)(d));
    if (!result.ok)
        return _types_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_FINDINGS */ .cB;
    if (out !== null) {
        await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Z)(out, payload, { output: true });
        ctx.stdout.write(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_11__/* .showPath */ .P8)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(out, ctx.cwd))}: wrote the package\n`);
    }
    return _types_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 3400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatChecks: () => (/* binding */ formatChecks),
/* harmony export */   formatDiagnostic: () => (/* binding */ formatDiagnostic),
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2957);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7135);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6296);
/* harmony import */ var _ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(87);
/* harmony import */ var _ctxpkg_ed25519_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2572);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(311);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4751);










const meta = {
    name: 'ctxpkg verify',
    summary: 'Verify .ctxpkg files as LeanCTX does: structure, content hash, package hash, signature.',
    positionals: 'FILE ...',
    minPositionals: 1,
    options: {
        format: { type: 'string', valueName: 'FORMAT', description: 'text|json (default text)' },
        'public-key': { type: 'string', valueName: 'HEX', description: 'each package must be signed, with this Ed25519 public key (64 hex; implies --require-signature)' },
        'require-signature': { type: 'boolean', description: 'an unsigned package fails' },
    },
    details: 'Exit 0 when every file verifies, 1 when one does not. Layer warnings (ctxpkg-layer) do not fail.',
};
function formatChecks(c) {
    return `structure ${c.structure}, content_hash ${c.content_hash}, package_hash ${c.package_hash}, signature ${c.signature}`;
}
/**
 * One finding as an indented text line. Names and messages quote the package (a manifest's
 * name, a layer key, the file's own name) and are escaped as validate's text report escapes
 * them: a raw newline, ESC or bidi override could forge or hide a line such as `ok`.
 */
function formatDiagnostic(d) {
    return `  ${d.line ? `${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(d.file)}:${d.line}:${d.column ?? 1}` : (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(d.file)}: ${d.severity} ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeControlCharacters */ .F7)(d.message)} [${d.rule}]\n`;
}
async function run(ctx) {
    const format = (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .choice */ .Yq)(ctx, 'format', ['text', 'json'], 'text');
    const publicKey = ctx.values['public-key'];
    if (publicKey !== undefined && (typeof publicKey !== 'string' || !/^[0-9a-fA-F]{64}$/.test(publicKey)))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('--public-key must be 64 hex characters (a 32-byte Ed25519 public key)');
    // A pinned signer means a signature is required: otherwise stripping manifest.signature
    // (which no hash covers) would turn "signed by K" into a pass.
    const requireSignature = !!ctx.values['require-signature'];
    // The seed's own public key, to catch a private key typed where the public one belongs.
    const ifSeed = publicKey === undefined ? null : (0,_ctxpkg_ed25519_js__WEBPACK_IMPORTED_MODULE_6__/* .publicKeyFromSeed */ .wE)(Buffer.from(publicKey, 'hex')).toString('hex');
    const files = [];
    for (const p of ctx.positionals) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, p);
        const r = await (0,_ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .verifyCtxpkg */ .x)(abs, { publicKey: publicKey, requireSignature });
        const sig = r.context.signature;
        if (ifSeed !== null && sig.status !== 'none' && sig.publicKey === ifSeed) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--public-key was given the PRIVATE key that signed ${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(abs, ctx.cwd)} (not shown), not its public key ${ifSeed}: it is now in your shell history and process list; make a new key with ctxpkg keygen and sign again`);
        }
        const diagnostics = r.diagnostics.map((d) => ({ ...d, file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(d.file, ctx.cwd) })).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .compareDiagnostics */ .oV);
        files.push({ file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(abs, ctx.cwd), ok: r.ok, checks: r.checks, diagnostics });
    }
    const ok = files.every((f) => f.ok);
    if (format === 'json') {
        const all = files.flatMap((f) => f.diagnostics);
        const report = {
            tool: 'packwright', version: _version_js__WEBPACK_IMPORTED_MODULE_8__/* .VERSION */ .x, ok,
            summary: { files: files.length, errors: all.filter((d) => d.severity === 'error').length, warnings: all.filter((d) => d.severity === 'warning').length },
            files,
        };
        ctx.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    }
    else {
        for (const f of files) {
            ctx.stdout.write(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(f.file)}: ${f.ok ? 'ok' : 'FAILED'} (${formatChecks(f.checks)})\n`);
            for (const d of f.diagnostics)
                ctx.stdout.write(formatDiagnostic(d));
        }
    }
    return ok ? _types_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij : _types_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_FINDINGS */ .cB;
}


/***/ }),

/***/ 3008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ writeFileAtomicSync),
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);





/**
 * Where a write to `file` goes, and whether in place. Renaming a temp file over the path would
 * replace what stands there: a symlink (fine inside a repository: the link is replaced, its
 * target untouched) or a device, FIFO or socket (renaming over /dev/stdout as root replaced the
 * device with a file). See AtomicWriteOptions.output.
 */
function writeTarget(file, options) {
    const fresh = { file, mode: options.mode ?? 0o644, inPlace: false };
    let st;
    try {
        // stat, not realpath: /dev/stdout leads to /proc/self/fd/1, whose "real path" is `pipe:[…]`.
        st = options.output ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file) : (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(file);
    }
    catch {
        return fresh; // new (or a dangling link): created by the rename
    }
    if (st.isSymbolicLink())
        return fresh;
    const special = !st.isFile() && !st.isDirectory();
    if (special && !options.output)
        throw Object.assign(new Error('not a regular file (left as it is)'), { code: 'ESPECIAL' });
    if (special)
        return { file, mode: st.mode & 0o7777, inPlace: true };
    // A regular file, maybe behind a symlink the user named: replace the file, keep the link.
    return { file: options.output ? node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(file) : file, mode: st.mode & 0o7777, inPlace: false };
}
/**
 * Writes `data` to `file` so that a reader (or a crash) sees the old bytes or the new ones,
 * never a half-written file: write a temp file beside it, fsync, rename over (see writeTarget
 * for symlinks, devices and FIFOs).
 */
async function writeFileAtomic(requested, data, options = {}) {
    let target;
    try {
        target = writeTarget(requested, options);
        if (target.inPlace)
            return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(target.file, data);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
    const { file, mode } = target;
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(tmp, 'wx', mode);
        try {
            await fh.writeFile(data);
            await fh.sync();
        }
        finally {
            await fh.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(tmp, mode);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, file);
    }
    catch (err) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(tmp).catch(() => undefined);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
}
/**
 * writeFileAtomic without the thread pool, for a command that has nothing else to do while it
 * waits (sp install writes its state twice): same temp file, fsync and rename, in one call each.
 */
function writeFileAtomicSync(requested, data, options = {}) {
    let target;
    try {
        target = writeTarget(requested, options);
        if (target.inPlace)
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(target.file, data);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
    const { file, mode } = target;
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(tmp, 'wx', mode);
        try {
            const bytes = typeof data === 'string' ? Buffer.from(data) : data;
            for (let off = 0; off < bytes.length;)
                off += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, bytes, off);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fchmodSync)(fd, mode);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fsyncSync)(fd);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(tmp, file);
    }
    catch (err) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(tmp);
        }
        catch {
            /* never created, or already renamed */
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
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

/***/ 6078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ assertFolderApartFromInputs),
/* harmony export */   T: () => (/* binding */ assertOutputApartFromInputs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6107);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);



/** Which file `p` is once symlinks and hard links are followed (device and inode), or null when it does not exist. */
function fileIdentity(p) {
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p);
        return `${st.dev}:${st.ino}`;
    }
    catch {
        return null;
    }
}
/**
 * Refuses an output path that is one of the command's inputs, or lies inside one of the
 * folders it reads: writing the result there would replace what it was made from, or slip
 * a report into the pack it describes. `inputs` are files and folders (absolute paths);
 * messages show paths relative to `cwd` and say `what` the inputs are.
 */
function assertOutputApartFromInputs(out, inputs, cwd, what = 'which this command reads') {
    const id = fileIdentity(out);
    const real = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(out);
    for (const input of inputs) {
        const realInput = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(input);
        const inside = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(realInput, real);
        if (inside || (id !== null && fileIdentity(input) === id)) {
            const verb = inside && real !== realInput ? 'land inside' : 'replace';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(out, cwd)}: the output would ${verb} ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(input, cwd)}, ${what}; choose another output path`);
        }
    }
}
/**
 * Refuses a writable folder (the MCP session's workspace) that lies inside one of `inputs`
 * or holds one: whatever runs there could rewrite the packs being served, tools included.
 */
function assertFolderApartFromInputs(dir, inputs, cwd, role) {
    const real = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(dir);
    for (const input of inputs) {
        const realInput = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(input);
        const within = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(realInput, real);
        if (within || (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(real, realInput)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(dir, cwd)}: the ${role} would ${within ? 'lie inside' : 'hold'} ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(input, cwd)}, which is served; what runs there could change it (choose a folder apart from every pack)`);
        }
    }
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


/***/ }),

/***/ 4130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ emptyRecord),
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/**
 * An empty string-keyed record without a prototype, for keys that come from input (file names,
 * sink names, metadata keys, environment names): on a plain object `__proto__` would be
 * dropped and `constructor` would seem present already. Test membership with Object.hasOwn.
 */
function emptyRecord() {
    return Object.create(null);
}
/**
 * Whether a parsed value (JSON, YAML, TOML) is a mapping: a plain object, not null, a list, a
 * date or another class instance. A check that hands it to ajv then sees exactly its own keys.
 */
function isRecord(v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return false;
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null;
}


/***/ }),

/***/ 501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VB: () => (/* binding */ verifyEnvelopeMac),
/* harmony export */   bN: () => (/* binding */ serializeEnvelope),
/* harmony export */   mE: () => (/* binding */ parseEnvelope),
/* harmony export */   nq: () => (/* binding */ buildEnvelope),
/* harmony export */   xN: () => (/* binding */ malleableFields)
/* harmony export */ });
/* unused harmony exports CONTENT_TYPES, macInput, computeMac, toolFingerprint */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6153);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7135);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(311);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9602);
/* harmony import */ var _rfc3339_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(974);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4130);








const CONTENT_TYPES = ['context_package', 'handoff_bundle', 'a2a_message', 'a2a_task'];
/**
 * The MAC input: `v2:{format_version}:{agent_id}:{recipient}:{content_type}:{sent_at}:{meta}:{len}`,
 * a zero byte, then the payload. sent_at is rendered as chrono's `to_rfc3339` (`+00:00`),
 * metadata sorted by key in byte order, len the payload's UTF-8 byte length.
 */
function macInput(env) {
    const sent = (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRfc3339 */ .TM)(env.sent_at);
    if (!sent)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`sent_at ${JSON.stringify(env.sent_at)} is not an RFC 3339 timestamp`);
    const meta = Object.keys(env.metadata).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__/* .compareBytes */ .Xo).map((k) => `${k}=${env.metadata[k]}`).join(',');
    const payload = Buffer.from(env.payload_json, 'utf8');
    const header = `v2:${env.format_version}:${env.sender.agent_id}:${env.recipient ?? ''}:${env.content_type}:${(0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_4__/* .formatRfc3339 */ .ZA)(sent, '+00:00')}:${meta}:${payload.length}`;
    return Buffer.concat([Buffer.from(header, 'utf8'), Buffer.from([0]), payload]);
}
/**
 * Fields whose text can move to a neighbour without changing the MAC input, which joins them
 * with `:`, `=` and `,` unescaped (LeanCTX's format, kept byte for byte): agent_id `a:b` with no
 * recipient and agent_id `a` with recipient `b:` MAC alike, as do metadata `{k: "1,j=2"}` and
 * `{k: "1", j: "2"}`. Whoever can edit such an envelope can change its recipient or metadata.
 */
function malleableFields(env) {
    const out = [];
    if (env.sender.agent_id.includes(':'))
        out.push("sender.agent_id (holds ':')");
    if (env.recipient?.includes(':'))
        out.push("recipient (holds ':')");
    for (const [k, v] of Object.entries(env.metadata)) {
        if (k.includes('=') || k.includes(','))
            out.push(`metadata key ${JSON.stringify(k)} (holds '=' or ',')`);
        if (v.includes(','))
            out.push(`metadata ${JSON.stringify(k)} (its value holds ',')`);
    }
    return out;
}
function computeMac(env, secret) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', secret).update(macInput(env)).digest();
}
/** A 16-hex fingerprint of this tool (LeanCTX hashes its own version and path; ours must be reproducible). */
function toolFingerprint() {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`packwright:${_version_js__WEBPACK_IMPORTED_MODULE_6__/* .VERSION */ .x}`).digest('hex').slice(0, 16);
}
/** Builds and MACs an envelope around a package text. */
function buildEnvelope(input) {
    const metadata = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_7__/* .emptyRecord */ .F)();
    for (const k of Object.keys(input.metadata ?? {}).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__/* .compareBytes */ .Xo))
        metadata[k] = input.metadata[k];
    const malleable = malleableFields({ sender: { agent_id: input.agentId ?? 'packwright' }, recipient: input.recipient ?? null, metadata });
    if (malleable.length)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`the envelope's MAC would not bind ${malleable.join(', ')}: the MAC input joins these fields with ':', '=' and ',' unescaped, so their text could be moved between fields without breaking it; leave those characters out`);
    const env = {
        format_version: 1,
        sent_at: (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_4__/* .formatRfc3339 */ .ZA)(input.sentAt, 'Z'),
        sender: { agent_id: input.agentId ?? 'packwright', agent_type: 'packwright', daemon_fingerprint: toolFingerprint(), capabilities: [] },
        recipient: input.recipient ?? null,
        content_type: 'context_package',
        payload_json: input.payload,
        signature: null,
        metadata,
    };
    env.signature = computeMac(env, input.secret).toString('hex');
    return env;
}
/** Serializes as serde_json's `to_string_pretty` does, refusing anything over LeanCTX's limit. */
function serializeEnvelope(env) {
    const text = JSON.stringify(env, null, 2);
    const size = Buffer.byteLength(text);
    if (size > _format_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ENVELOPE_BYTES */ .ud)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`the envelope would be ${size} bytes, over LeanCTX's limit of ${_format_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ENVELOPE_BYTES */ .ud} bytes (the package is too large to send in one envelope)`);
    return text;
}
function isStringArray(v) {
    return Array.isArray(v) && v.every((x) => typeof x === 'string');
}
/** Parses and shape-checks an envelope text; each problem is one InvalidInputError line. */
function parseEnvelope(text, source) {
    const size = Buffer.byteLength(text);
    if (size > _format_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ENVELOPE_BYTES */ .ud)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${source}: ${size} bytes is over the envelope limit of ${_format_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ENVELOPE_BYTES */ .ud} bytes`);
    // LeanCTX reads the envelope into a serde struct: a repeated field is an error there, and its
    // integer format_version refuses a float spelling such as `1.0` (JSON.parse makes that 1).
    const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_1__.parseJson)(text, { uniqueKeys: true, numberLexemes: true });
    if (parsed.error) {
        const at = parsed.error.line ? `:${parsed.error.line}:${parsed.error.column ?? 1}` : '';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${source}${at}: ${parsed.error.duplicateKey ? `the envelope has a ${parsed.error.message}: LeanCTX refuses a repeated field` : `not valid JSON: ${parsed.error.message}`}`);
    }
    const v = parsed.value;
    const bad = (what) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${source}: ${what}`);
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        throw bad('an envelope must be a JSON object');
    const versionText = parsed.numbers?.get('/format_version');
    if (v.format_version !== 1 || versionText !== '1')
        throw bad(`unsupported format_version ${versionText ?? JSON.stringify(v.format_version)} (expected 1)`);
    if (typeof v.sent_at !== 'string' || !(0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRfc3339 */ .TM)(v.sent_at))
        throw bad('sent_at must be an RFC 3339 timestamp');
    const s = v.sender;
    if (!s || typeof s !== 'object' || typeof s.agent_id !== 'string' || typeof s.agent_type !== 'string' || typeof s.daemon_fingerprint !== 'string' || !isStringArray(s.capabilities))
        throw bad('sender must be {agent_id, agent_type, daemon_fingerprint, capabilities[]}');
    if (v.recipient !== null && v.recipient !== undefined && typeof v.recipient !== 'string')
        throw bad('recipient must be a string or null');
    if (typeof v.content_type !== 'string' || !CONTENT_TYPES.includes(v.content_type))
        throw bad(`content_type must be one of ${CONTENT_TYPES.join(', ')}`);
    if (typeof v.payload_json !== 'string')
        throw bad('payload_json must be a string');
    if (v.signature !== null && v.signature !== undefined && typeof v.signature !== 'string')
        throw bad('signature must be a hex string or null');
    const meta = v.metadata;
    if (!meta || typeof meta !== 'object' || Array.isArray(meta) || !Object.values(meta).every((x) => typeof x === 'string'))
        throw bad('metadata must be an object of strings (it may be {})');
    return { ...v, recipient: v.recipient ?? null, signature: v.signature ?? null };
}
/** Checks the envelope's HMAC in constant time. */
function verifyEnvelopeMac(env, secret) {
    if (env.signature === null)
        return { ok: false, reason: 'the envelope has no signature' };
    if (env.signature.length % 2 !== 0)
        return { ok: false, reason: `the signature is odd-length hex (${env.signature.length} characters)` };
    if (!/^[0-9a-f]*$/.test(env.signature))
        return { ok: false, reason: 'the signature must be lowercase hex' };
    if (env.signature.length !== 64)
        return { ok: false, reason: `the signature is ${env.signature.length / 2} bytes, an HMAC-SHA256 is 32` };
    const expected = computeMac(env, secret);
    if (!(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(expected, Buffer.from(env.signature, 'hex')))
        return { ok: false, reason: 'HMAC mismatch: wrong secret, or the envelope was changed' };
    return { ok: true };
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
