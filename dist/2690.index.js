export const id = 2690;
export const ids = [2690];
export const modules = {

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

/***/ 2690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateAction: () => (/* binding */ validateAction)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6421);
/* harmony import */ var _commands_validate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2575);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9363);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6457);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9021);
/* harmony import */ var _formatters_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(112);










/**
 * actions/validate: the validate command with `--format github`, plus outputs for later steps.
 * The JSON report goes to a new file per step ($RUNNER_TEMP/packwright-report-<random>.json),
 * so two validate steps in one job keep both reports.
 */
const validateAction = {
    meta: { name: 'validate', description: 'check every pack, annotate the pull request, write the job summary' },
    async run() {
        const paths = _actions_core__WEBPACK_IMPORTED_MODULE_4__.getMultilineInput('path').filter((p) => p.trim() !== '');
        const kind = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .choiceInput */ .ij)('kind', _targets_js__WEBPACK_IMPORTED_MODULE_6__/* .KIND_CHOICES */ .sp, 'auto');
        const failOn = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .choiceInput */ .ij)('fail-on', ['error', 'warning'], 'error');
        const cwd = process.cwd();
        const sarifInput = _actions_core__WEBPACK_IMPORTED_MODULE_4__.getInput('sarif-file');
        const sarifFile = sarifInput ? (0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .outputFileInput */ .qJ)('sarif-file', sarifInput, cwd, (0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .workspaceDir */ .zf)(cwd)) : '';
        const reportFile = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), `packwright-report-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(6).toString('hex')}.json`);
        // The summary is written here, escaped by the actions' one helper, not by the formatter.
        const { GITHUB_STEP_SUMMARY: _summary, ...env } = process.env;
        const io = { cwd, env, stdout: process.stdout, stderr: process.stderr };
        // One validation run writes the annotations, the JSON report for `report` and, if asked, SARIF.
        const values = { kind, format: 'github', 'fail-on': failOn, output: reportFile, ...(sarifFile ? { sarif: sarifFile } : {}) };
        let code;
        let failure = null;
        try {
            code = await (0,_commands_validate_js__WEBPACK_IMPORTED_MODULE_5__.run)({ ...io, positionals: paths, values, verbose: false });
        }
        catch (err) {
            // The JSON report is written before the SARIF file: if only SARIF failed, the counts stand.
            code = 1;
            failure = sarifFile ? namedSarifError(err, sarifInput, sarifFile, cwd) : err;
        }
        const report = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readFile)(reportFile, 'utf8').then((t) => JSON.parse(t), () => null);
        if (!report)
            throw failure ?? new Error(`${reportFile}: the report was not written`);
        _actions_core__WEBPACK_IMPORTED_MODULE_4__.setOutput('errors', String(report.summary.errors));
        _actions_core__WEBPACK_IMPORTED_MODULE_4__.setOutput('warnings', String(report.summary.warnings));
        _actions_core__WEBPACK_IMPORTED_MODULE_4__.setOutput('report', reportFile);
        await (0,_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .appendSummary */ .fe)((0,_formatters_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .summaryMarkdown */ .eH)(report));
        if (failure)
            throw failure;
        if (code !== 0)
            _actions_core__WEBPACK_IMPORTED_MODULE_4__.setFailed(`packwright: ${report.summary.errors} error(s), ${report.summary.warnings} warning(s) in ${report.summary.targets} target(s) (fail-on: ${failOn})`);
    },
};
/** An error about the SARIF file (it names the file first) as one naming the input. */
function namedSarifError(err, given, abs, cwd) {
    const message = err?.message;
    if (typeof message !== 'string')
        return err;
    for (const shown of [abs, node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, abs).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/')]) {
        if (shown && message.startsWith(`${shown}:`))
            return new Error(`${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .inputLabel */ .NB)('sarif-file')}: ${given}${message.slice(shown.length)}`);
    }
    return err;
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


/***/ })

};
