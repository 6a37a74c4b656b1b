export const id = 6181;
export const ids = [6181,146];
export const modules = {

/***/ 6181:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  meta: () => (/* binding */ meta),
  run: () => (/* binding */ run)
});

;// CONCATENATED MODULE: ./src/cli/actions/index.ts
/**
 * The one registry of action entries, loaded lazily like the commands. actions/run.sh checks
 * the root action's `command` against the same names (a test keeps the two equal).
 */
const actionEntries = {
    validate: async () => (await Promise.all(/* import() */[__webpack_require__.e(6421), __webpack_require__.e(6535), __webpack_require__.e(2575), __webpack_require__.e(2690)]).then(__webpack_require__.bind(__webpack_require__, 2690))).validateAction,
    'build-context-pack': async () => (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(6484), __webpack_require__.e(6421), __webpack_require__.e(3292), __webpack_require__.e(513), __webpack_require__.e(158), __webpack_require__.e(4173), __webpack_require__.e(328), __webpack_require__.e(4123), __webpack_require__.e(4464)]).then(__webpack_require__.bind(__webpack_require__, 2083))).buildContextPackAction,
    'ctxpkg-sign': async () => (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(6421), __webpack_require__.e(2966), __webpack_require__.e(8993), __webpack_require__.e(6786), __webpack_require__.e(5959)]).then(__webpack_require__.bind(__webpack_require__, 5959))).ctxpkgSignAction,
    'skillpack-sync': async () => (await Promise.all(/* import() */[__webpack_require__.e(6421), __webpack_require__.e(3114), __webpack_require__.e(2189)]).then(__webpack_require__.bind(__webpack_require__, 4570))).skillpackSyncAction,
};

// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
// EXTERNAL MODULE: ./src/core/redact-url.ts
var redact_url = __webpack_require__(146);
;// CONCATENATED MODULE: ./src/cli/commands/action.ts



const meta = {
    name: 'action',
    summary: 'Run a GitHub Action entry (used by the composite actions; reads INPUT_* variables, writes GITHUB_OUTPUT).',
    positionals: `NAME (${Object.keys(actionEntries).join('|')})`,
    minPositionals: 1,
    maxPositionals: 1,
    options: {},
};
async function run(ctx) {
    const core = await __webpack_require__.e(/* import() */ 6421).then(__webpack_require__.bind(__webpack_require__, 6421));
    const name = ctx.positionals[0];
    // An own entry only: `constructor` or `__proto__` must not reach Object.prototype.
    const load = Object.hasOwn(actionEntries, name) ? actionEntries[name] : undefined;
    if (!load) {
        // The root action's `command` input picks the entry: fail the step with one line naming it.
        const names = Object.keys(actionEntries);
        core.setFailed(`packwright: input command must be ${names.slice(0, -1).join(', ')} or ${names.at(-1)}, not '${name}'`);
        return types/* EXIT_FINDINGS */.cB;
    }
    try {
        const entry = await load();
        await entry.run();
    }
    catch (err) {
        // The action boundary: one line through setFailed, never a stack trace in the log.
        core.setFailed(`packwright: ${(0,redact_url/* redactUrlCredentials */.d)(err?.message ?? String(err))}`);
    }
    return process.exitCode === 1 ? types/* EXIT_FINDINGS */.cB : types/* EXIT_OK */.Ij;
}


/***/ }),

/***/ 146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ redactUrlCredentials)
/* harmony export */ });
/**
 * A URL's user information (`https://user:token@host/…`, `https://token@host/…`) replaced by
 * `***`, wherever it appears in a text: a pack import written with a token in its URL must
 * not put the token in a terminal or a CI log. The host and path stay, so the text still
 * says which repository.
 */
const USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@'"`<>]+@/gi;
function redactUrlCredentials(text) {
    return text.includes('@') ? text.replace(USERINFO, '$1***@') : text;
}


/***/ })

};
