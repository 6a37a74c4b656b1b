export const id = 5959;
export const ids = [5959,1076];
export const modules = {

/***/ 5959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ctxpkgSignAction: () => (/* binding */ ctxpkgSignAction)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6421);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3008);
/* harmony import */ var _core_output_guard_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6078);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3455);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6107);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(299);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4296);
/* harmony import */ var _ctxpkg_create_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6109);
/* harmony import */ var _ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4919);
/* harmony import */ var _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9602);
/* harmony import */ var _ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(2461);
/* harmony import */ var _ctxpkg_sign_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1632);
/* harmony import */ var _ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(501);
/* harmony import */ var _ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(87);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(6457);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(9021);


















function isFolder(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(p).isDirectory();
    }
    catch {
        return false;
    }
}
/** `err` with its leading `shown` (the path it names first) replaced by `label`, to name the input. */
function renamed(err, shown, label) {
    const message = String(err?.message ?? err);
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(message.startsWith(`${shown}:`) ? `${label}${message.slice(shown.length)}` : `${label}: ${message}`);
}
/**
 * actions/ctxpkg-sign: create (or take) a package, sign it with Ed25519 and/or wrap it in an
 * HMAC envelope. Secrets arrive only as INPUT_* environment variables, are masked before
 * anything else runs, and leave this process only as a signature or a MAC.
 */
const ctxpkgSignAction = {
    meta: { name: 'ctxpkg-sign', description: 'build, sign and envelope a .ctxpkg for a release' },
    async run() {
        // Raw, as the CLI's --secret-env reads it: an HMAC key is its exact UTF-8 bytes, so a secret
        // stored with a trailing line break keys the MAC with it (and `ctxpkg open` verifies it so).
        const hmacSecret = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('hmac-secret', { trimWhitespace: false });
        // The Ed25519 key is hex text: surrounding whitespace is ignored, as the CLI ignores it.
        const edKey = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('ed25519-key', { trimWhitespace: false });
        // Masked as given and trimmed (a log line may show either); whitespace alone is never a mask.
        for (const s of new Set([hmacSecret, hmacSecret.trim()]))
            if (s.trim())
                _actions_core__WEBPACK_IMPORTED_MODULE_2__.setSecret(s);
        for (const s of new Set([edKey, edKey.trim(), edKey.trim().toLowerCase()]))
            if (s.trim())
                _actions_core__WEBPACK_IMPORTED_MODULE_2__.setSecret(s);
        if (!hmacSecret && !edKey)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb('ctxpkg-sign: set the input hmac-secret or ed25519-key (or both); both are empty, which is what a pull request from a fork gets');
        if (hmacSecret && hmacSecret.trim() === '')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_16__/* .inputLabel */ .NB)('hmac-secret')} is only whitespace; pass the secret itself`);
        if (hmacSecret !== hmacSecret.trim())
            _actions_core__WEBPACK_IMPORTED_MODULE_2__.warning(`${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_16__/* .inputLabel */ .NB)('hmac-secret')} starts or ends with whitespace (a line break?); it is part of the key, so the envelope opens only with the same bytes`);
        // Check the key before any work, so a bad secret fails first and alone.
        const seed = edKey ? (0,_ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_12__/* .parseSeedHex */ .iJ)(edKey, (0,_inputs_js__WEBPACK_IMPORTED_MODULE_16__/* .inputLabel */ .NB)('ed25519-key')) : null;
        const cwd = process.cwd();
        const env = process.env;
        const file = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('file');
        let target;
        let bytes;
        if (file) {
            if (_actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('output'))
                _actions_core__WEBPACK_IMPORTED_MODULE_2__.warning(`${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_16__/* .inputLabel */ .NB)('output')} is ignored with ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_16__/* .inputLabel */ .NB)('file')}: the package is signed where it is`);
            target = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, file);
            bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileLimited */ .lB)(target, _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_11__/* .MAX_PACKAGE_BYTES */ .qv).catch((err) => {
                throw renamed(err, target, `${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_16__/* .inputLabel */ .NB)('file')}: ${file}`);
            });
        }
        else {
            const need = (name) => {
                const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput(name);
                if (!v)
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`ctxpkg-sign: set the input file (an existing package), or name, version, description and from (to create one); ${name} is empty`);
                return v;
            };
            const name = need('name');
            const version = need('version');
            const description = need('description');
            const fromInput = need('from');
            const np = (0,_ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_11__/* .nameProblem */ .rH)(name);
            if (np)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_16__/* .inputLabel */ .NB)('name')} ${JSON.stringify(name)} ${np}`);
            const vp = (0,_ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_11__/* .versionProblem */ .Ec)(version);
            if (vp)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_16__/* .inputLabel */ .NB)('version')} ${JSON.stringify(version)} ${vp}`);
            const from = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, fromInput);
            if (!isFolder(from))
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_16__/* .inputLabel */ .NB)('from')}: ${fromInput} is not a folder`);
            const built = await (0,_ctxpkg_create_js__WEBPACK_IMPORTED_MODULE_9__/* .createPackage */ .N7)({ name, version, description, from, author: _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('author') || null, tags: _actions_core__WEBPACK_IMPORTED_MODULE_2__.getMultilineInput('tags').filter(Boolean), createdAt: await (0,_ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_10__/* .chooseInstant */ .x)(undefined, 'created_at', env, cwd) });
            const output = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('output');
            target = output ? (0,_inputs_js__WEBPACK_IMPORTED_MODULE_16__/* .outputFileInput */ .qJ)('output', output, cwd, (0,_inputs_js__WEBPACK_IMPORTED_MODULE_16__/* .workspaceDir */ .zf)(cwd)) : node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, `${name}-${version}.ctxpkg`);
            try {
                (0,_core_output_guard_js__WEBPACK_IMPORTED_MODULE_4__/* .assertOutputApartFromInputs */ .T)(target, built.layerFiles, cwd);
            }
            catch (err) {
                throw output ? renamed(err, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .displayPath */ .Gt)(target, cwd), `${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_16__/* .inputLabel */ .NB)('output')}: ${output}`) : err;
            }
            bytes = built.bytes;
        }
        let publicKey = '';
        if (seed) {
            const signed = await (0,_ctxpkg_sign_js__WEBPACK_IMPORTED_MODULE_13__/* .signPackageBytes */ .f)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, target), bytes, seed);
            bytes = signed.bytes;
            publicKey = signed.publicKey;
        }
        else {
            const check = await (0,_ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_15__/* .verifyCtxpkgBytes */ .Y)(target, bytes);
            if (!check.ok)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .IntegrityError */ .cs(`${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, target)}: ${check.diagnostics.find((d) => d.severity === 'error')?.message}`);
        }
        if (seed || !file)
            await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Z)(target, bytes);
        let envelopeFile = '';
        if (hmacSecret) {
            const secret = Buffer.from(hmacSecret, 'utf8');
            if (secret.length < _ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_12__/* .MIN_HMAC_SECRET_BYTES */ .S4)
                _actions_core__WEBPACK_IMPORTED_MODULE_2__.warning(`${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_16__/* .inputLabel */ .NB)('hmac-secret')} is ${secret.length} bytes; use at least ${_ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_12__/* .MIN_HMAC_SECRET_BYTES */ .S4} random bytes`);
            envelopeFile = `${target}.envelope.json`;
            const envelope = (0,_ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_14__/* .buildEnvelope */ .nq)({ payload: bytes.toString('utf8'), secret, sentAt: await (0,_ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_10__/* .chooseInstant */ .x)(undefined, 'sent_at', env, cwd), agentId: env.GITHUB_REPOSITORY || undefined });
            await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Z)(envelopeFile, (0,_ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_14__/* .serializeEnvelope */ .bN)(envelope));
        }
        const manifest = (await (0,_ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_15__/* .verifyCtxpkgBytes */ .Y)(target, bytes)).context.manifest;
        const rel = (p) => node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, p) || p;
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('package', rel(target));
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('envelope', envelopeFile ? rel(envelopeFile) : '');
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('sha256', (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_7__/* .sha256Hex */ .f)(bytes));
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('content-hash', manifest.integrity.content_hash);
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('public-key', publicKey);
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.info(`${rel(target)}: ${manifest.name}@${manifest.version}${publicKey ? `, signed by ${publicKey}` : ''}${envelopeFile ? `, envelope ${rel(envelopeFile)}` : ''}`);
        await (0,_summary_js__WEBPACK_IMPORTED_MODULE_17__/* .appendSummary */ .fe)(`${(0,_summary_js__WEBPACK_IMPORTED_MODULE_17__/* .htmlHeading */ ._P)(`${manifest.name}@${manifest.version}`)}\n${(0,_summary_js__WEBPACK_IMPORTED_MODULE_17__/* .htmlTable */ .I$)(['output', 'value'], [
            ['package', rel(target)],
            ['sha256', (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_7__/* .sha256Hex */ .f)(bytes)],
            ['content_hash', manifest.integrity.content_hash],
            ['public key', publicKey || 'unsigned'],
            ['envelope', envelopeFile ? rel(envelopeFile) : 'none'],
        ])}`);
    },
};


/***/ }),

/***/ 6457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NB: () => (/* binding */ inputLabel),
/* harmony export */   ij: () => (/* binding */ choiceInput),
/* harmony export */   qJ: () => (/* binding */ outputFileInput),
/* harmony export */   tE: () => (/* binding */ booleanInput),
/* harmony export */   zf: () => (/* binding */ workspaceDir)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6421);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6107);
/* harmony import */ var _core_make_dirs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2626);






/*
 * Reading action inputs so that every bad value fails with one line naming the input (not the
 * CLI flag the value is passed on as).
 */
/**
 * `input NAME`, with NAME as the workflow wrote it: a composite action may map its own input
 * onto another INPUT_* variable (skillpack-sync's `path` arrives as INPUT_SINK-PATH, since the
 * root action's `path` is validate's), and says so in PACKWRIGHT_INPUT_NAMES (`sink-path=path`).
 */
function inputLabel(name) {
    for (const pair of (process.env.PACKWRIGHT_INPUT_NAMES ?? '').split(',')) {
        const at = pair.indexOf('=');
        if (at > 0 && pair.slice(0, at).trim() === name && pair.slice(at + 1).trim())
            return `input ${pair.slice(at + 1).trim()}`;
    }
    return `input ${name}`;
}
/** One of `choices`; empty is `fallback`. */
function choiceInput(name, choices, fallback) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput(name);
    if (v === '')
        return fallback;
    if (!choices.includes(v))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${inputLabel(name)} must be one of ${choices.join(', ')}, not '${v}'`);
    return v;
}
/** A YAML 1.2 core-schema boolean, as core.getBooleanInput reads it, with a one-line error; empty is `fallback`. */
function booleanInput(name, fallback) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput(name);
    if (v === '')
        return fallback;
    if (v === 'true' || v === 'True' || v === 'TRUE')
        return true;
    if (v === 'false' || v === 'False' || v === 'FALSE')
        return false;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${inputLabel(name)} must be true or false, not '${v}'`);
}
function statOrNull(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(p);
    }
    catch {
        return null;
    }
}
/**
 * The file an output input names (`sarif-file`, `output`), resolved against `cwd`, made ready
 * before anything is written: its missing folders are created when they lie inside the
 * workspace, as build-context-pack does; outside it (say under $RUNNER_TEMP) the folder must
 * exist. A folder where the file should be is refused.
 */
function outputFileInput(name, value, cwd, workspace) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, value);
    if (statOrNull(file)?.isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${inputLabel(name)}: ${value} is a folder; name a file`);
    const dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file);
    const st = statOrNull(dir);
    if (st?.isDirectory())
        return file;
    if (st)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${inputLabel(name)}: ${value}: ${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .displayPath */ .Gt)(dir, cwd)} is not a folder`);
    if (!(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .realPathSoFar */ .JC)(workspace), (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .realPathSoFar */ .JC)(dir))) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${inputLabel(name)}: ${value}: the folder ${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .displayPath */ .Gt)(dir, cwd)} does not exist (missing folders are created only inside the workspace)`);
    }
    try {
        (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_5__/* .makeDirs */ .X)(dir);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${inputLabel(name)}: ${value}: cannot create the folder: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(err, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .displayPath */ .Gt)(dir, cwd))}`);
    }
    return file;
}
/** The workspace: GITHUB_WORKSPACE, else the working directory. */
function workspaceDir(cwd = process.cwd()) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, process.env.GITHUB_WORKSPACE || '.');
}


/***/ }),

/***/ 9021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AO: () => (/* binding */ htmlParagraph),
/* harmony export */   I$: () => (/* binding */ htmlTable),
/* harmony export */   _P: () => (/* binding */ htmlHeading),
/* harmony export */   fe: () => (/* binding */ appendSummary)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6421);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _formatters_summary_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(112);





// HTML summary pieces for the actions; the escaping itself is formatters/summary-markdown.ts.
/** An HTML heading, its text escaped. */
function htmlHeading(text, level = 3) {
    return `<h${level}>${(0,_formatters_summary_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(text)}</h${level}>`;
}
/** An HTML table: a header row and the rows, every cell escaped. */
function htmlTable(header, rows) {
    const row = (cells, tag) => `<tr>${cells.map((c) => `<${tag}>${(0,_formatters_summary_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(c)}</${tag}>`).join('')}</tr>`;
    return `<table>${row(header, 'th')}${rows.map((r) => row(r, 'td')).join('')}</table>`;
}
/** An HTML paragraph, its text escaped. */
function htmlParagraph(text) {
    return `<p>${(0,_formatters_summary_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(text)}</p>`;
}
/**
 * Appends to the job summary ($GITHUB_STEP_SUMMARY). The summary is extra: without the
 * variable nothing is written, and a failed write is a warning, never the step's failure.
 */
async function appendSummary(text) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file)
        return;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(file, `${text}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}`, 'utf8');
    }
    catch (err) {
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.warning(`packwright: job summary not written: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(err, file)}`);
    }
}


/***/ }),

/***/ 112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   eH: () => (/* binding */ summaryMarkdown)
/* harmony export */ });
/* unused harmony exports markdownText, markdownCode */
/*
 * The one place a job summary escapes what it shows (the github formatter's and the actions').
 * A summary is Markdown with HTML allowed, and what it shows (pack, skill and file names,
 * messages) comes from the repository: a pack named `c<b>|x` must show as that text, not as
 * markup or a broken table.
 */
/**
 * Text for HTML (a table cell, a heading): `&`, `<`, `>` and `"` as entities. A line break
 * becomes a space, as a blank line would end the HTML block and a break a Markdown table row.
 */
function escapeHtml(s) {
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\r\n|\r|\n/g, ' ');
}
/**
 * Text for a Markdown table cell: escapeHtml, after a backslash before each character Markdown
 * would read as syntax there (`|` ends the cell; emphasis, links, images, code, strikethrough,
 * math; the backslash itself, or `a\|` would escape the pipe's escape).
 */
function markdownText(s) {
    return escapeHtml(s.replace(/[\\`*_[\]|~$!]/g, (c) => `\\${c}`));
}
/**
 * A code span for a Markdown table cell, for any file name: fenced with more backticks than
 * the name holds in a row (padded when it starts or ends with one), `|` escaped, line breaks
 * shown as `\r` and `\n`. Nothing else: a code span shows `<`, `>` and `&` as written.
 */
function markdownCode(s) {
    const text = s.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\|/g, '\\|');
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${text}${pad}${fence}`;
}
/**
 * The validate job summary (Markdown): a heading with the counts and one row per finding.
 * GitHub caps a step summary at 1 MiB; it stays well under and says what was cut.
 */
function summaryMarkdown(report) {
    const { targets, errors, warnings } = report.summary;
    const rows = report.targets.flatMap((t) => t.diagnostics.map((d) => `| ${d.severity === 'error' ? '❌ error' : '⚠️ warning'} | ${markdownCode(d.rule)} | ${markdownCode(`${d.file}${d.line ? `:${d.line}` : ''}`)} | ${markdownText(d.message)} |`));
    const head = `## packwright: ${report.ok ? '✅' : '❌'} ${targets} target${targets === 1 ? '' : 's'}, ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n\n`;
    if (rows.length === 0)
        return `${head}No findings.\n`;
    const table = ['| severity | rule | location | message |', '|---|---|---|---|'];
    let size = head.length;
    let shown = 0;
    for (const r of rows) {
        if (size + r.length > 900_000)
            break;
        table.push(r);
        size += r.length + 1;
        shown++;
    }
    const cut = rows.length - shown;
    return `${head}${table.join('\n')}\n${cut ? `\n…and ${cut} more (see the JSON report).\n` : ''}`;
}


/***/ }),

/***/ 408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gE: () => (/* binding */ gitEnv),
  PZ: () => (/* binding */ gitErrorLine),
  oB: () => (/* binding */ gitTopLevel),
  M8: () => (/* binding */ gitWorkTree),
  VJ: () => (/* binding */ headCommitTime),
  EO: () => (/* binding */ runGit)
});

// UNUSED EXPORTS: remoteGitEnv

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
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
function gitEnv(extra = {}, base = process.env) {
    return { ...base, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C', ...extra };
}
/**
 * What a git call that talks to a remote adds to gitEnv. GIT_TERMINAL_PROMPT covers https
 * only; ssh asks on the terminal itself (unknown host key, key passphrase) and would hang a
 * CI run, so it runs in batch mode unless the user chose their own ssh command. Only remote
 * calls pay for the config lookup: the commit hook's local git calls must start fast.
 */
function remoteGitEnv(base = process.env) {
    return base.GIT_SSH_COMMAND || base.GIT_SSH || hasConfiguredSshCommand(base) ? {} : { GIT_SSH_COMMAND: 'ssh -o BatchMode=yes' };
}
let configuredSsh;
/**
 * Whether the user's git config sets core.sshCommand (an ssh key or wrapper): the env variable
 * would override it, so then ssh is left as configured. Asked once per process.
 */
function hasConfiguredSshCommand(env) {
    if (configuredSsh === undefined) {
        const r = (0,external_node_child_process_.spawnSync)('git', ['config', '--get', 'core.sshCommand'], { cwd: external_node_path_default().parse(process.cwd()).root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
        configuredSsh = r.status === 0 && r.stdout.trim() !== '';
    }
    return configuredSsh;
}
/** Runs `git` with an argument array. Throws IoError with git's own error line(s) on failure (see gitErrorLine). */
async function runGit(args, options) {
    let result;
    try {
        result = await runProgram('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.remote ? { ...remoteGitEnv(), ...options.env } : options.env) });
    }
    catch (err) {
        throw new errors/* IoError */.dA(`git: ${err.code === 'ENOENT' ? 'not found on PATH' : err.message}`);
    }
    if (result.code !== 0 && !options.allowFailure)
        throw new errors/* IoError */.dA(`git ${args[0]}: ${gitErrorLine(result.stderr.toString('utf8'), result.code)}`);
    return result;
}
/** What git says went wrong: `fatal:`/`error:` lines, a push's `! [rejected] … (reason)` lines, the remote's `remote: error:` lines. */
const MEANINGFUL = /^(?:fatal:|error:|usage:|! |remote: (?:error|fatal):)/;
/**
 * The line(s) of git's stderr that say why it failed, for a one-line message. When git's first
 * line is already `fatal:`/`error:`/`usage:` it is that line alone (as always); when it is not
 * (a push starts with `To <url>`, a fetch with progress), the meaningful lines are joined with
 * `; ` (runs of spaces in a ref-status line collapsed), so a rejected push says why it was
 * rejected. Falls back to the first line, then to the exit code.
 */
function gitErrorLine(stderr, code) {
    const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    if (!lines.length)
        return `exit code ${code}`;
    if (/^(?:fatal|error|usage):/.test(lines[0]))
        return lines[0];
    const meaningful = lines.filter((l) => MEANINGFUL.test(l)).map((l) => l.replace(/\s+/g, ' '));
    return meaningful.length ? meaningful.join('; ') : lines[0];
}
/** The top of the work tree containing `cwd`, or null outside a repository. */
async function gitTopLevel(cwd) {
    const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
    return r.code === 0 ? r.stdout.toString('utf8').trim() : null;
}
/** rev-parse's answers that mean "no work tree here", which a caller may treat as a plain folder. */
const NOT_A_WORK_TREE = /^fatal: (?:not a git repository \(or any |this operation must be run in a work tree)/m;
/**
 * Like gitTopLevel, but tells a folder outside any work tree (or inside a `.git` folder or a bare
 * repository) from one git refuses to read: a repository owned by another user without a
 * `safe.directory` entry, a broken `.git` file, an unreadable `.git`. A caller that would
 * otherwise fall back to a plain folder walk must not do so silently for the latter.
 * `reason` is git's own first line (without `fatal: `), with git's suggested
 * `git config --global --add safe.directory …` when it gives one.
 */
async function gitWorkTree(cwd) {
    const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
    if (r.code === 0)
        return { kind: 'work-tree', top: r.stdout.toString('utf8').replace(/\r?\n$/, '') };
    const stderr = r.stderr.toString('utf8');
    if (NOT_A_WORK_TREE.test(stderr))
        return { kind: 'none' };
    const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    const first = (lines.find((l) => /^(?:fatal|error):/.test(l)) ?? lines[0] ?? `git rev-parse exited with code ${r.code}`).replace(/^(?:fatal|error): /, '');
    const fix = lines.find((l) => /^git config .*safe\.directory/.test(l));
    return { kind: 'refused', reason: fix ? `${first} (if you trust it: ${fix})` : first };
}
/** Unix seconds of HEAD's commit time, or null (no repo, no commits). */
async function headCommitTime(cwd) {
    const r = await runGit(['log', '-1', '--format=%ct'], { cwd, allowFailure: true });
    const n = Number(r.stdout.toString('utf8').trim());
    return r.code === 0 && Number.isFinite(n) && n > 0 ? n : null;
}


/***/ }),

/***/ 2626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ makeDirs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * `mkdir -p` that always ends. Node 20's `mkdir(…, { recursive: true })` spins forever, at full
 * CPU, when a parent exists but refuses children with ENOENT (any path under /proc or /sys): it
 * retries the parent (EEXIST) and the child (ENOENT) in turn. Here the walk goes up once, to the
 * first folder that exists, then makes each missing folder once, top-down; an error is final.
 * A path that exists and is not a folder fails with ENOTDIR. Synchronous: a command makes a
 * folder or two, where a promise per mkdir would only wait on the thread pool.
 */
function makeDirs(dir) {
    const missing = [];
    for (let at = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir);; at = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at)) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(at);
            break;
        }
        catch (err) {
            const asked = missing.length === 0;
            if (foundExisting(err, at, asked, asked && isFolderSync(at)))
                break;
            missing.unshift(at);
        }
    }
    for (const d of missing) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(d);
        }
        catch (err) {
            if (codeOf(err) !== 'EEXIST')
                throw err;
        }
    }
}
const codeOf = (err) => err?.code;
function isFolderSync(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).isDirectory();
    }
    catch {
        return false;
    }
}
/**
 * After mkdir of `at` failed: true when the walk stops there because it exists (the folder asked
 * for, as a folder; or a parent, whose child then fails with ENOTDIR if it is a file), false to
 * make its parent first (ENOENT); any other error is thrown.
 */
function foundExisting(err, at, asked, askedIsFolder) {
    const code = codeOf(err);
    if (code === 'EEXIST') {
        if (!asked || askedIsFolder)
            return true;
        throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${at}'`), { code: 'ENOTDIR', path: at });
    }
    if (code === 'ENOENT' && node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at) !== at)
        return false;
    throw err;
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

/***/ 1076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   locatePointer: () => (/* binding */ locatePointer),
/* harmony export */   parseYaml: () => (/* binding */ parseYaml)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);

/** Aliases allowed per document: enough for real anchors, far too few for a billion-laughs bomb. */
const MAX_ALIAS_COUNT = 100;
/**
 * Parses YAML with the `yaml` package (core schema: `0012` stays a string-or-int per YAML 1.2,
 * timestamps stay strings) and a cap on alias expansion. Never throws.
 */
function parseYaml(text) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, strict: true });
    if (doc.errors.length > 0) {
        const e = doc.errors[0];
        const pos = e.linePos?.[0] ?? lines.linePos(e.pos[0]);
        return { value: undefined, error: { message: firstLine(e.message), line: pos.line, column: pos.col }, doc, lines };
    }
    try {
        const value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
        return { value, error: null, doc, lines };
    }
    catch (err) {
        return { value: undefined, error: { message: firstLine(err.message) }, doc, lines };
    }
}
function firstLine(s) {
    // The parser recurses per nesting level: a hostile depth ends in V8's own wording.
    if (/Maximum call stack size exceeded/.test(s))
        return 'nested too deeply to read';
    return s.split('\n')[0].replace(/\s+at line \d+, column \d+:?$/, '');
}
/**
 * Finds the source position of a JSON pointer (as ajv's `instancePath`) in a parsed document,
 * falling back to the deepest existing ancestor. JSON is YAML, so this serves pack.json too.
 */
function locatePointer(parsed, pointer) {
    const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node = parsed.doc.contents;
    let best = node?.range?.[0];
    for (const seg of segments) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(p) && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && String(p.key.value) === seg);
            if (!pair)
                break;
            best = pair.key.range?.[0] ?? best;
            node = pair.value;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            const item = node.items[Number(seg)];
            if (!item)
                break;
            node = item;
            best = item.range?.[0] ?? best;
        }
        else
            break;
    }
    if (best === undefined)
        return undefined;
    const pos = parsed.lines.linePos(best);
    return { line: pos.line, column: pos.col };
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

/***/ 6109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N7: () => (/* binding */ createPackage),
/* harmony export */   ft: () => (/* binding */ writeDocument)
/* harmony export */ });
/* unused harmony exports readLayers, nonFiniteNumber, buildPackage */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6153);
/* harmony import */ var _core_yaml_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1076);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6107);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(311);
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4711);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9602);
/* harmony import */ var _integrity_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3390);
/* harmony import */ var _rfc3339_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(974);













const EXTENSIONS = ['.json', '.yaml', '.yml'];
/** Reads the layer files of a folder, in LeanCTX's layer order. */
async function readLayers(dir) {
    let names;
    try {
        names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, dir));
    }
    const out = [];
    for (const layer of _format_js__WEBPACK_IMPORTED_MODULE_8__/* .LAYER_NAMES */ .fj) {
        const found = names.filter((n) => EXTENSIONS.some((ext) => n === `${layer}${ext}`));
        if (found.length > 1)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, found[0])}: layer ${layer} is given twice (${found.join(', ')})`);
        if (found.length === 0)
            continue;
        const file = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveContained */ .mi)(dir, found[0]);
        out.push(await readLayer(layer, file));
    }
    if (out.length === 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${dir}: no layer files (expected ${_format_js__WEBPACK_IMPORTED_MODULE_8__/* .LAYER_NAMES */ .fj.map((l) => `${l}.json`).join(', ')}, or .yaml)`);
    return out;
}
async function readLayer(layer, file) {
    const bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(file, _format_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_PACKAGE_BYTES */ .qv);
    const decoded = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeUtf8 */ ._6)(bytes);
    if (decoded.problem)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}: ${decoded.problem}`);
    const json = file.endsWith('.json');
    let value;
    let yaml = null;
    if (json) {
        const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_10__.parseJson)(decoded.text);
        if (parsed.error)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}:${parsed.error.line ?? 1}:${parsed.error.column ?? 1}: not valid JSON: ${parsed.error.message}`);
        value = parsed.value;
    }
    else {
        yaml = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_4__.parseYaml)(decoded.text);
        if (yaml.error)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}:${yaml.error.line ?? 1}:${yaml.error.column ?? 1}: not valid YAML: ${yaml.error.message}`);
        value = yaml.value;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}: the ${layer} layer must be an object`);
    // LeanCTX (serde_json) refuses a JSON number past the double range, and JSON has no infinity
    // or NaN: JSON.stringify would quietly write YAML's `.inf` as null.
    const bad = nonFiniteNumber(value);
    if (bad && yaml) {
        const at = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_4__.locatePointer)(yaml, bad.pointer);
        const spelled = Number.isNaN(bad.value) ? '.nan' : bad.value > 0 ? '.inf' : '-.inf';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${at ? `${file}:${at.line}:${at.column}` : file}: ${bad.pointer} is ${spelled}, which JSON cannot hold (no infinity or NaN): write a number or a string`);
    }
    if (bad) {
        // Rare, so the number's spelling is looked up only now (a second scan).
        const lexeme = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_10__.parseJson)(decoded.text, { numberLexemes: true }).numbers?.get(bad.pointer) ?? String(bad.value);
        const { line, column } = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .lineColumnOfOffset */ .x$)(bytes, (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .locatePointerOffset */ .Jt)(bytes, bad.pointer));
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}:${line}:${column}: ${bad.pointer} is ${lexeme}, too large for a JSON number (it reads as infinity; LeanCTX refuses it)`);
    }
    const text = json ? (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .compactJsonBytes */ .tL)(bytes) : Buffer.from(JSON.stringify(value), 'utf8');
    return { layer, file, text, value: value };
}
/**
 * A number that is Infinity or NaN (YAML's `.inf` / `.nan`, or a JSON number too large for a
 * double, such as `1e400`) and its JSON pointer, or null. Iterative: a layer may nest deeply.
 */
function nonFiniteNumber(root) {
    const stack = [{ value: root, parent: null, key: '' }];
    while (stack.length > 0) {
        const entry = stack.pop();
        const v = entry.value;
        if (typeof v === 'number') {
            if (Number.isFinite(v))
                continue;
            const segments = [];
            for (let e = entry; e?.parent; e = e.parent)
                segments.push(e.key.replace(/~/g, '~0').replace(/\//g, '~1'));
            return { pointer: segments.reverse().map((k) => `/${k}`).join(''), value: v };
        }
        if (v === null || typeof v !== 'object')
            continue;
        // Pushed in reverse, so the first one in key order is found first.
        const keys = Array.isArray(v) ? v.map((_, i) => String(i)) : Object.keys(v);
        for (let i = keys.length - 1; i >= 0; i--)
            stack.push({ value: v[keys[i]], parent: entry, key: keys[i] });
    }
    return null;
}
function count(layers, layer, field) {
    const v = layers.find((l) => l.layer === layer)?.value[field];
    return Array.isArray(v) ? v.length : 0;
}
/**
 * Builds a package as LeanCTX's builder does: serialize the content once, hash that text,
 * then write it pretty-printed (2-space indent, no trailing newline). Deterministic: the same
 * layers and options give the same bytes.
 */
function buildPackage(options, layers) {
    const np = (0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .nameProblem */ .rH)(options.name);
    if (np)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--name ${JSON.stringify(options.name)} ${np}`);
    const vp = (0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .versionProblem */ .Ec)(options.version);
    if (vp)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--version ${JSON.stringify(options.version)} ${vp}`);
    const parts = [Buffer.from('{')];
    layers.forEach((l, i) => parts.push(Buffer.from(`${i ? ',' : ''}${JSON.stringify(l.layer)}:`), l.text));
    parts.push(Buffer.from('}'));
    const { canonical, contentHash, byteSize } = (0,_integrity_js__WEBPACK_IMPORTED_MODULE_9__/* .hashCanonical */ .z7)(Buffer.concat(parts));
    const manifest = {
        schema_version: 1,
        name: options.name,
        version: options.version,
        description: options.description,
        author: options.author ?? null,
        created_at: (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_11__/* .formatRfc3339 */ .ZA)(options.createdAt, 'Z'),
        updated_at: null,
        layers: layers.map((l) => l.layer),
        dependencies: [],
        tags: options.tags ?? [],
        integrity: { sha256: (0,_integrity_js__WEBPACK_IMPORTED_MODULE_9__/* .packageHash */ .Hi)(options.name, options.version, contentHash), content_hash: contentHash, byte_size: byteSize },
        provenance: { tool: 'packwright', tool_version: _version_js__WEBPACK_IMPORTED_MODULE_12__/* .VERSION */ .x, project_hash: null, source_session_id: null },
        compatibility: { min_lean_ctx_version: null, target_languages: [], target_frameworks: [] },
        stats: {
            knowledge_facts: count(layers, 'knowledge', 'facts'),
            graph_nodes: count(layers, 'graph', 'nodes'),
            graph_edges: count(layers, 'graph', 'edges'),
            pattern_count: count(layers, 'patterns', 'patterns'),
            gotcha_count: count(layers, 'gotchas', 'gotchas'),
            compression_ratio: (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.gzipSync)(canonical).length / canonical.length,
        },
    };
    const bytes = writeDocument(JSON.stringify(manifest), canonical);
    if (bytes.length > _format_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_PACKAGE_BYTES */ .qv)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`the package would be ${bytes.length} bytes, over the limit of ${_format_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_PACKAGE_BYTES */ .qv} bytes`);
    return { bytes, manifest, layerFiles: layers.map((l) => l.file) };
}
/** `{"manifest": …, "content": …}` pretty-printed; `content` is copied token for token. */
function writeDocument(manifestJson, content, extra = []) {
    const parts = [Buffer.from(`{"manifest":${manifestJson},"content":`), Buffer.from(content)];
    for (const e of extra)
        parts.push(Buffer.from(`,${JSON.stringify(e.key)}:`), Buffer.from(e.value));
    parts.push(Buffer.from('}'));
    return (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .prettyJsonBytes */ .oI)(Buffer.concat(parts));
}
async function createPackage(options) {
    return buildPackage(options, await readLayers(options.from));
}


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


/***/ })

};
