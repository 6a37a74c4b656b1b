export const id = 2690;
export const ids = [2690];
export const modules = {

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
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3892);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6457);








/**
 * actions/validate: the validate command with `--format github`, plus outputs for later steps.
 * The JSON report goes to a new file per step ($RUNNER_TEMP/packwright-report-<random>.json),
 * so two validate steps in one job keep both reports.
 */
const validateAction = {
    meta: { name: 'validate', description: 'check every pack, annotate the pull request, write the job summary' },
    async run() {
        const paths = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .getMultilineInput */ .q3)('path').filter((p) => p.trim() !== '');
        const kind = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .choiceInput */ .ij)('kind', _targets_js__WEBPACK_IMPORTED_MODULE_6__/* .KIND_CHOICES */ .sp, 'auto');
        const failOn = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .choiceInput */ .ij)('fail-on', ['error', 'warning'], 'error');
        const cwd = process.cwd();
        const sarifInput = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .getInput */ .V4)('sarif-file');
        const sarifFile = sarifInput ? await (0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .outputFileInput */ .qJ)('sarif-file', sarifInput, cwd, (0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .workspaceDir */ .zf)(cwd)) : '';
        const reportFile = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), `packwright-report-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(6).toString('hex')}.json`);
        const io = { cwd, env: process.env, stdout: process.stdout, stderr: process.stderr };
        // One validation run writes the annotations, the job summary (the github formatter writes
        // it), the JSON report for `report` and, if asked, SARIF.
        const values = { kind, format: 'github', 'fail-on': failOn, output: reportFile, ...(sarifFile ? { sarif: sarifFile } : {}) };
        let code;
        let failure = null;
        try {
            code = await (0,_commands_validate_js__WEBPACK_IMPORTED_MODULE_5__.run)({ ...io, positionals: paths, values, verbose: false });
        }
        catch (err) {
            // The JSON report is written before the SARIF file: if only SARIF failed, the counts stand.
            code = 1;
            // An error about the SARIF file (it names the file first) names the input instead.
            failure = sarifFile ? (0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .renamedError */ .HZ)(err, { abs: sarifFile, cwd, name: 'sarif-file', given: sarifInput, otherwise: 'keep' }) : err;
        }
        const report = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readFile)(reportFile, 'utf8').then((t) => JSON.parse(t), () => null);
        if (!report)
            throw failure ?? new Error(`${reportFile}: the report was not written`);
        _actions_core__WEBPACK_IMPORTED_MODULE_4__.setOutput('errors', String(report.summary.errors));
        _actions_core__WEBPACK_IMPORTED_MODULE_4__.setOutput('warnings', String(report.summary.warnings));
        _actions_core__WEBPACK_IMPORTED_MODULE_4__.setOutput('report', reportFile);
        if (failure)
            throw failure;
        if (code !== 0)
            _actions_core__WEBPACK_IMPORTED_MODULE_4__.setFailed(`packwright: ${report.summary.errors} error(s), ${report.summary.warnings} warning(s) in ${report.summary.targets} target(s) (fail-on: ${failOn})`);
    },
};


/***/ })

};
