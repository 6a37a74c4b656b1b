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
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6421);
/* harmony import */ var _commands_validate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2575);




/** actions/validate: the validate command with `--format github`, plus outputs for later steps. */
const validateAction = {
    meta: { name: 'validate', description: 'check every pack, annotate the pull request, write the job summary' },
    async run() {
        const paths = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getMultilineInput('path').filter((p) => p.trim() !== '');
        const kind = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('kind') || 'auto';
        const failOn = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('fail-on') || 'error';
        const sarifFile = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('sarif-file');
        const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
        const reportFile = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(process.env.RUNNER_TEMP || workspace, 'packwright-report.json');
        const io = { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr };
        // One validation run writes the annotations, the JSON report for `report` and, if asked, SARIF.
        const values = { kind, format: 'github', 'fail-on': failOn, output: reportFile, ...(sarifFile ? { sarif: sarifFile } : {}) };
        const code = await (0,_commands_validate_js__WEBPACK_IMPORTED_MODULE_3__.run)({ ...io, positionals: paths, values, verbose: false });
        const report = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(reportFile, 'utf8'));
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('errors', String(report.summary.errors));
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('warnings', String(report.summary.warnings));
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('report', reportFile);
        if (code !== 0)
            _actions_core__WEBPACK_IMPORTED_MODULE_2__.setFailed(`packwright: ${report.summary.errors} error(s), ${report.summary.warnings} warning(s) in ${report.summary.targets} target(s) (fail-on: ${failOn})`);
    },
};


/***/ })

};
