export const id = 985;
export const ids = [985];
export const modules = {

/***/ 985:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _hook_pre_commit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7258);

/**
 * `git merge` runs the pre-merge-commit hook (not pre-commit) before it commits a merge it made
 * without conflicts: the merge's result is in the index and HEAD is still the branch merged
 * into, so `git diff --cached` lists what the merge brings to this branch (every file the other
 * side added or changed, as a `git commit` of the same merge would check). Same checks as
 * `hook pre-commit`; a blocked merge stays in progress, for `git commit` or `git merge --abort`.
 */
const meta = {
    name: 'hook pre-merge-commit',
    summary: 'Check what a merge commit brings to the branch: credential files and secrets, then the packs it touches. Exit 1 blocks the merge.',
    positionals: '',
    maxPositionals: 0,
    options: { config: _hook_pre_commit_js__WEBPACK_IMPORTED_MODULE_0__.meta.options.config, only: _hook_pre_commit_js__WEBPACK_IMPORTED_MODULE_0__.meta.options.only },
    details: `Run by git merge before it records a merge made without conflicts (a merge with
conflicts is committed by git commit, which runs the pre-commit hook). It checks what the
merge brings to the current branch, as hook pre-commit checks a commit: every file the merge
adds or changes against HEAD (the staged diff; the merge's result is in the index), with the
.packwright.yml the merge would record. A blocked merge stays in progress: fix the index,
then git commit, or git merge --abort. git merge --no-verify skips it; HUSKY=0 too.`,
};
async function run(ctx) {
    return (0,_hook_pre_commit_js__WEBPACK_IMPORTED_MODULE_0__.runStagedHook)(ctx, 'merge');
}


/***/ })

};
