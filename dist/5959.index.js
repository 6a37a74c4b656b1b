export const id = 5959;
export const ids = [5959,87];
export const modules = {

/***/ 5959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ctxpkgSignAction: () => (/* binding */ ctxpkgSignAction)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6421);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3008);
/* harmony import */ var _core_output_guard_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6078);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3455);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(299);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _ctxpkg_create_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6109);
/* harmony import */ var _ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4919);
/* harmony import */ var _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9602);
/* harmony import */ var _ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2461);
/* harmony import */ var _ctxpkg_sign_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1632);
/* harmony import */ var _ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(501);
/* harmony import */ var _ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(87);














/**
 * actions/ctxpkg-sign: create (or take) a package, sign it with Ed25519 and/or wrap it in an
 * HMAC envelope. Secrets arrive only as INPUT_* environment variables, are masked before
 * anything else runs, and leave this process only as a signature or a MAC.
 */
const ctxpkgSignAction = {
    meta: { name: 'ctxpkg-sign', description: 'build, sign and envelope a .ctxpkg for a release' },
    async run() {
        const hmacSecret = _actions_core__WEBPACK_IMPORTED_MODULE_1__.getInput('hmac-secret');
        const edKey = _actions_core__WEBPACK_IMPORTED_MODULE_1__.getInput('ed25519-key');
        if (hmacSecret)
            _actions_core__WEBPACK_IMPORTED_MODULE_1__.setSecret(hmacSecret);
        if (edKey) {
            _actions_core__WEBPACK_IMPORTED_MODULE_1__.setSecret(edKey);
            _actions_core__WEBPACK_IMPORTED_MODULE_1__.setSecret(edKey.trim());
            _actions_core__WEBPACK_IMPORTED_MODULE_1__.setSecret(edKey.trim().toLowerCase());
        }
        if (!hmacSecret && !edKey)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb('ctxpkg-sign: set the input hmac-secret or ed25519-key (or both); both are empty, which is what a pull request from a fork gets');
        // Check the key before any work, so a bad secret fails first and alone.
        const seed = edKey ? (0,_ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_10__/* .parseSeedHex */ .iJ)(edKey, 'input ed25519-key') : null;
        const cwd = process.cwd();
        const env = process.env;
        const file = _actions_core__WEBPACK_IMPORTED_MODULE_1__.getInput('file');
        let target;
        let bytes;
        if (file) {
            target = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, file);
            bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readFileLimited */ .lB)(target, _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_PACKAGE_BYTES */ .qv);
        }
        else {
            const need = (name) => {
                const v = _actions_core__WEBPACK_IMPORTED_MODULE_1__.getInput(name);
                if (!v)
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`ctxpkg-sign: set the input file (an existing package), or name, version, description and from (to create one); ${name} is empty`);
                return v;
            };
            const name = need('name');
            const version = need('version');
            const description = need('description');
            const from = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, need('from'));
            const built = await (0,_ctxpkg_create_js__WEBPACK_IMPORTED_MODULE_7__/* .createPackage */ .N7)({ name, version, description, from, author: _actions_core__WEBPACK_IMPORTED_MODULE_1__.getInput('author') || null, tags: _actions_core__WEBPACK_IMPORTED_MODULE_1__.getMultilineInput('tags').filter(Boolean), createdAt: await (0,_ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_8__/* .chooseInstant */ .x)(undefined, 'created_at', env, cwd) });
            target = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, _actions_core__WEBPACK_IMPORTED_MODULE_1__.getInput('output') || `${name}-${version}.ctxpkg`);
            (0,_core_output_guard_js__WEBPACK_IMPORTED_MODULE_3__/* .assertOutputApartFromInputs */ .T)(target, built.layerFiles, cwd);
            bytes = built.bytes;
        }
        let publicKey = '';
        if (seed) {
            const signed = await (0,_ctxpkg_sign_js__WEBPACK_IMPORTED_MODULE_11__/* .signPackageBytes */ .f)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, target), bytes, seed);
            bytes = signed.bytes;
            publicKey = signed.publicKey;
        }
        else {
            const check = await (0,_ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_13__/* .verifyCtxpkgBytes */ .Y)(target, bytes);
            if (!check.ok)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IntegrityError */ .cs(`${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, target)}: ${check.diagnostics.find((d) => d.severity === 'error')?.message}`);
        }
        if (seed || !file)
            await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Z)(target, bytes);
        let envelopeFile = '';
        if (hmacSecret) {
            const secret = Buffer.from(hmacSecret, 'utf8');
            if (secret.length < _ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_10__/* .MIN_HMAC_SECRET_BYTES */ .S4)
                _actions_core__WEBPACK_IMPORTED_MODULE_1__.warning(`hmac-secret is ${secret.length} bytes; use at least ${_ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_10__/* .MIN_HMAC_SECRET_BYTES */ .S4} random bytes`);
            envelopeFile = `${target}.envelope.json`;
            const envelope = (0,_ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_12__/* .buildEnvelope */ .nq)({ payload: bytes.toString('utf8'), secret, sentAt: await (0,_ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_8__/* .chooseInstant */ .x)(undefined, 'sent_at', env, cwd), agentId: env.GITHUB_REPOSITORY || undefined });
            await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Z)(envelopeFile, (0,_ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_12__/* .serializeEnvelope */ .bN)(envelope));
        }
        const manifest = (await (0,_ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_13__/* .verifyCtxpkgBytes */ .Y)(target, bytes)).context.manifest;
        const rel = (p) => node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, p) || p;
        _actions_core__WEBPACK_IMPORTED_MODULE_1__.setOutput('package', rel(target));
        _actions_core__WEBPACK_IMPORTED_MODULE_1__.setOutput('envelope', envelopeFile ? rel(envelopeFile) : '');
        _actions_core__WEBPACK_IMPORTED_MODULE_1__.setOutput('sha256', (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .f)(bytes));
        _actions_core__WEBPACK_IMPORTED_MODULE_1__.setOutput('content-hash', manifest.integrity.content_hash);
        _actions_core__WEBPACK_IMPORTED_MODULE_1__.setOutput('public-key', publicKey);
        _actions_core__WEBPACK_IMPORTED_MODULE_1__.info(`${rel(target)}: ${manifest.name}@${manifest.version}${publicKey ? `, signed by ${publicKey}` : ''}${envelopeFile ? `, envelope ${rel(envelopeFile)}` : ''}`);
        await _actions_core__WEBPACK_IMPORTED_MODULE_1__.summary
            .addHeading(`${manifest.name}@${manifest.version}`, 3)
            .addTable([
            [{ data: 'output', header: true }, { data: 'value', header: true }],
            ['package', rel(target)],
            ['sha256', (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .f)(bytes)],
            ['content_hash', manifest.integrity.content_hash],
            ['public key', publicKey || 'unsigned'],
            ['envelope', envelopeFile ? rel(envelopeFile) : 'none'],
        ])
            .write();
    },
};


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

/***/ 408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gE: () => (/* binding */ gitEnv),
  oB: () => (/* binding */ gitTopLevel),
  VJ: () => (/* binding */ headCommitTime),
  EO: () => (/* binding */ runGit)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/core/process.ts

/** Spawns a program with an argument array (never a shell string) and collects its output. */
function runProgram(command, args, options = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)(command, args, {
            cwd: options.cwd,
            env: options.env ?? process.env,
            stdio: ['pipe', 'pipe', 'pipe'],
            shell: false,
        });
        const out = [];
        const err = [];
        child.stdout.on('data', (b) => out.push(b));
        child.stderr.on('data', (b) => err.push(b));
        let timer;
        if (options.timeoutMs)
            timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
        child.on('error', (e) => {
            if (timer)
                clearTimeout(timer);
            reject(e);
        });
        child.on('close', (code, signal) => {
            if (timer)
                clearTimeout(timer);
            resolve({ code, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.input ?? '');
    });
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/git.ts


/** The environment every git call gets: never prompt for credentials, never page, stable messages. */
function gitEnv(extra = {}) {
    return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C', ...extra };
}
/** Runs `git` with an argument array. Throws IoError with git's own first error line on failure. */
async function runGit(args, options) {
    let result;
    try {
        result = await runProgram('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.env) });
    }
    catch (err) {
        throw new errors/* IoError */.dA(`git: ${err.code === 'ENOENT' ? 'not found on PATH' : err.message}`);
    }
    if (result.code !== 0 && !options.allowFailure) {
        const line = result.stderr.toString('utf8').split('\n').find((l) => l.trim() !== '') ?? `exit code ${result.code}`;
        throw new errors/* IoError */.dA(`git ${args[0]}: ${line.trim()}`);
    }
    return result;
}
/** The top of the work tree containing `cwd`, or null outside a repository. */
async function gitTopLevel(cwd) {
    const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
    return r.code === 0 ? r.stdout.toString('utf8').trim() : null;
}
/** Unix seconds of HEAD's commit time, or null (no repo, no commits). */
async function headCommitTime(cwd) {
    const r = await runGit(['log', '-1', '--format=%ct'], { cwd, allowFailure: true });
    const n = Number(r.stdout.toString('utf8').trim());
    return r.code === 0 && Number.isFinite(n) && n > 0 ? n : null;
}


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
        const inside = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)((0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(input), real);
        if (inside || (id !== null && fileIdentity(input) === id)) {
            const verb = inside && real !== (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(input) ? 'land inside' : 'replace';
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

/***/ 4919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ chooseInstant)
/* harmony export */ });
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(408);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _rfc3339_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(974);



/**
 * The timestamp written into a package or envelope: an explicit RFC 3339 value, else
 * SOURCE_DATE_EPOCH, else the HEAD commit time of `cwd`'s repository, so rebuilding the same
 * input gives the same bytes. Outside a repository with neither set, the current time.
 */
async function chooseInstant(explicit, flag, env, cwd) {
    if (explicit !== undefined) {
        const t = (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRfc3339 */ .TM)(explicit);
        if (!t)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} must be an RFC 3339 timestamp such as 2025-01-31T12:00:00Z, not '${explicit}'`);
        return t;
    }
    const sde = env.SOURCE_DATE_EPOCH;
    if (sde !== undefined && sde !== '') {
        if (!/^\d+$/.test(sde))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not '${sde}'`);
        return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_2__/* .instantFromSeconds */ .px)(Number(sde));
    }
    const head = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_0__/* .headCommitTime */ .VJ)(cwd);
    if (head !== null)
        return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_2__/* .instantFromSeconds */ .px)(head);
    return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_2__/* .instantFromSeconds */ .px)(Date.now() / 1000);
}


/***/ }),

/***/ 501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VB: () => (/* binding */ verifyEnvelopeMac),
/* harmony export */   bN: () => (/* binding */ serializeEnvelope),
/* harmony export */   mE: () => (/* binding */ parseEnvelope),
/* harmony export */   nq: () => (/* binding */ buildEnvelope)
/* harmony export */ });
/* unused harmony exports CONTENT_TYPES, macInput, computeMac, toolFingerprint */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7135);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(311);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9602);
/* harmony import */ var _rfc3339_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(974);






const CONTENT_TYPES = ['context_package', 'handoff_bundle', 'a2a_message', 'a2a_task'];
/**
 * The MAC input: `v2:{format_version}:{agent_id}:{recipient}:{content_type}:{sent_at}:{meta}:{len}`,
 * a zero byte, then the payload. sent_at is rendered as chrono's `to_rfc3339` (`+00:00`),
 * metadata sorted by key in byte order, len the payload's UTF-8 byte length.
 */
function macInput(env) {
    const sent = (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRfc3339 */ .TM)(env.sent_at);
    if (!sent)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`sent_at ${JSON.stringify(env.sent_at)} is not an RFC 3339 timestamp`);
    const meta = Object.keys(env.metadata).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .compareBytes */ .Xo).map((k) => `${k}=${env.metadata[k]}`).join(',');
    const payload = Buffer.from(env.payload_json, 'utf8');
    const header = `v2:${env.format_version}:${env.sender.agent_id}:${env.recipient ?? ''}:${env.content_type}:${(0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_3__/* .formatRfc3339 */ .ZA)(sent, '+00:00')}:${meta}:${payload.length}`;
    return Buffer.concat([Buffer.from(header, 'utf8'), Buffer.from([0]), payload]);
}
function computeMac(env, secret) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', secret).update(macInput(env)).digest();
}
/** A 16-hex fingerprint of this tool (LeanCTX hashes its own version and path; ours must be reproducible). */
function toolFingerprint() {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`packwright:${_version_js__WEBPACK_IMPORTED_MODULE_5__/* .VERSION */ .x}`).digest('hex').slice(0, 16);
}
/** Builds and MACs an envelope around a package text. */
function buildEnvelope(input) {
    const metadata = Object.create(null);
    for (const k of Object.keys(input.metadata ?? {}).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .compareBytes */ .Xo))
        metadata[k] = input.metadata[k];
    const env = {
        format_version: 1,
        sent_at: (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_3__/* .formatRfc3339 */ .ZA)(input.sentAt, 'Z'),
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
    if (size > _format_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_ENVELOPE_BYTES */ .ud)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`the envelope would be ${size} bytes, over LeanCTX's limit of ${_format_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_ENVELOPE_BYTES */ .ud} bytes (the package is too large to send in one envelope)`);
    return text;
}
function isStringArray(v) {
    return Array.isArray(v) && v.every((x) => typeof x === 'string');
}
/** Parses and shape-checks an envelope text; each problem is one InvalidInputError line. */
function parseEnvelope(text, source) {
    const size = Buffer.byteLength(text);
    if (size > _format_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_ENVELOPE_BYTES */ .ud)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${source}: ${size} bytes is over the envelope limit of ${_format_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_ENVELOPE_BYTES */ .ud} bytes`);
    let v;
    try {
        v = JSON.parse(text);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${source}: not valid JSON: ${err.message.replace(/\s*in JSON at position.*$/s, '')}`);
    }
    const bad = (what) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${source}: ${what}`);
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        throw bad('an envelope must be a JSON object');
    if (v.format_version !== 1)
        throw bad(`unsupported format_version ${JSON.stringify(v.format_version)} (expected 1)`);
    if (typeof v.sent_at !== 'string' || !(0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRfc3339 */ .TM)(v.sent_at))
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
