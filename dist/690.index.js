export const id = 690;
export const ids = [690,575];
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
        const code = await (0,_commands_validate_js__WEBPACK_IMPORTED_MODULE_3__.run)({ ...io, positionals: paths, values: { kind, format: 'github', 'fail-on': failOn, output: reportFile }, verbose: false });
        const report = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(reportFile, 'utf8'));
        if (sarifFile) {
            await (0,_commands_validate_js__WEBPACK_IMPORTED_MODULE_3__.run)({ ...io, stdout: { write: () => true }, env: { ...process.env, GITHUB_STEP_SUMMARY: '' }, positionals: paths, values: { kind, format: 'sarif', 'fail-on': failOn, output: sarifFile }, verbose: false });
        }
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('errors', String(report.summary.errors));
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('warnings', String(report.summary.warnings));
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('report', reportFile);
        if (code !== 0)
            _actions_core__WEBPACK_IMPORTED_MODULE_2__.setFailed(`packwright: ${report.summary.errors} error(s), ${report.summary.warnings} warning(s) in ${report.summary.targets} target(s) (fail-on: ${failOn})`);
    },
};


/***/ }),

/***/ 2575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(610);
/* harmony import */ var _core_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4489);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3008);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1086);
/* harmony import */ var _formatters_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9534);
/* harmony import */ var _formatters_sarif_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8625);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9490);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3892);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4751);










const meta = {
    name: 'validate',
    summary: 'Check every pack under each PATH (default "."): context packs, skills, skill packs, .ctxpkg files, capability packs.',
    positionals: '[PATH ...]',
    options: {
        kind: { type: 'string', valueName: 'KIND', description: `what to look for: ${_targets_js__WEBPACK_IMPORTED_MODULE_8__/* .KIND_CHOICES */ .sp.join('|')} (default auto)` },
        format: { type: 'string', valueName: 'FORMAT', description: 'text|json|github|sarif (default text)' },
        'fail-on': { type: 'string', valueName: 'LEVEL', description: 'error|warning: the lowest severity that makes the exit code 1 (default error)' },
        output: { type: 'string', valueName: 'FILE', description: 'also write the report to FILE: SARIF when FILE ends in .sarif or --format is sarif, else JSON' },
        shard: { type: 'string', valueName: 'K/N', description: 'check only the K-th of N equal slices of the discovered targets' },
    },
    details: 'Rule severities can be changed in .packwright.yml:\n  rules:\n    footnote-case: off\n    source-unused: error',
};
async function run(ctx) {
    const kind = (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .choice */ .Yq)(ctx, 'kind', _targets_js__WEBPACK_IMPORTED_MODULE_8__/* .KIND_CHOICES */ .sp, 'auto');
    const format = (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .choice */ .Yq)(ctx, 'format', _formatters_index_js__WEBPACK_IMPORTED_MODULE_5__/* .FORMAT_IDS */ .Jn, 'text');
    const failOn = (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .choice */ .Yq)(ctx, 'fail-on', ['error', 'warning'], 'error');
    const shardSpec = (0,_targets_js__WEBPACK_IMPORTED_MODULE_8__/* .parseShard */ .uK)(ctx.values.shard);
    const config = await (0,_core_config_js__WEBPACK_IMPORTED_MODULE_2__.loadConfig)(await (0,_core_config_js__WEBPACK_IMPORTED_MODULE_2__.findConfig)(ctx.cwd));
    const targets = (0,_targets_js__WEBPACK_IMPORTED_MODULE_8__/* .applyShard */ .B_)(await (0,_targets_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveTargets */ .h5)(ctx.positionals, kind, ctx.cwd), shardSpec);
    const results = [];
    for (const t of targets) {
        const diagnostics = await (0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_7__/* .kindById */ .RD)(t.kind).validate(t.path, { rules: config.rules, config });
        results.push({ ...t, diagnostics });
    }
    const report = (0,_report_js__WEBPACK_IMPORTED_MODULE_4__/* .buildReport */ .F)(results, failOn, ctx.cwd);
    const rules = await ruleMetasFor(format === 'sarif' || isSarifPath(ctx.values.output) ? [...new Set(targets.map((t) => t.kind))] : []);
    ctx.stdout.write(await (0,_formatters_index_js__WEBPACK_IMPORTED_MODULE_5__/* .formatterById */ .n9)(format).format(report, { env: ctx.env, rules }));
    if (typeof ctx.values.output === 'string') {
        const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, ctx.values.output);
        const body = format === 'sarif' || isSarifPath(file) ? (0,_formatters_sarif_js__WEBPACK_IMPORTED_MODULE_6__/* .toSarif */ .z)(report, { env: ctx.env, rules }) : report;
        await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Z)(file, `${JSON.stringify(body, null, 2)}\n`);
    }
    return report.ok ? _types_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij : _types_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_FINDINGS */ .cB;
}
function isSarifPath(p) {
    return typeof p === 'string' && /\.sarif(\.json)?$/i.test(p);
}
async function ruleMetasFor(kindIds) {
    const lists = await Promise.all(kindIds.map((id) => (0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_7__/* .kindById */ .RD)(id).rules()));
    return lists.flat();
}


/***/ }),

/***/ 2731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ shard),
/* harmony export */   KK: () => (/* binding */ discoverTargets),
/* harmony export */   PH: () => (/* binding */ sortTargets)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7135);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);




/** Folders no pack lives in; everything else, dot-folders included (skills hide in `.curated/`), is walked. */
const SKIP_DIRS = new Set(['.git', 'node_modules']);
/**
 * Finds validation targets under `root`. A matched folder is a target and (unless its kind
 * descends) is not walked further. Symlinked folders are followed once each (by real path),
 * so a symlink loop ends the walk instead of hanging it.
 */
async function discoverTargets(root, kinds) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root);
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, root));
    }
    const found = [];
    if (st.isFile()) {
        const siblings = new Set(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(abs)).catch(() => []));
        const kind = kinds.find((k) => k.matchFile?.(abs, siblings));
        if (kind)
            found.push({ path: abs, kind: kind.meta.id });
        return found;
    }
    if (!st.isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA(`${root}: not a file or directory`);
    const seen = new Set();
    const walk = async (dir) => {
        let real;
        try {
            real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(dir);
        }
        catch {
            return;
        }
        if (seen.has(real))
            return;
        seen.add(real);
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
        }
        catch (err) {
            if (dir === abs)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, root));
            return;
        }
        const names = new Set(entries.map((e) => e.name));
        const dirKind = kinds.find((k) => k.matchDirectory?.(names, dir));
        if (dirKind) {
            found.push({ path: dir, kind: dirKind.meta.id });
            if (!dirKind.descend)
                return;
        }
        const subdirs = [];
        for (const e of entries) {
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, e.name);
            let isDir = e.isDirectory();
            let isFile = e.isFile();
            if (e.isSymbolicLink()) {
                const t = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(full).catch(() => null);
                isDir = !!t?.isDirectory();
                isFile = !!t?.isFile();
            }
            if (isDir) {
                if (!SKIP_DIRS.has(e.name))
                    subdirs.push(full);
            }
            else if (isFile) {
                const kind = kinds.find((k) => k.matchFile?.(full, names));
                if (kind)
                    found.push({ path: full, kind: kind.meta.id });
            }
        }
        for (const sub of subdirs)
            await walk(sub);
    };
    await walk(abs);
    return found;
}
/** Deduplicates and sorts targets by path in byte order. */
function sortTargets(targets) {
    const byPath = new Map();
    for (const t of targets)
        if (!byPath.has(t.path))
            byPath.set(t.path, t);
    return [...byPath.values()].sort((a, b) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .compareBytes */ .Xo)(a.path, b.path));
}
/** The K-th (1-based) of N contiguous, near-equal slices. */
function shard(items, k, n) {
    const start = Math.floor(((k - 1) * items.length) / n);
    const end = Math.floor((k * items.length) / n);
    return items.slice(start, end);
}


/***/ }),

/***/ 9490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Kj: () => (/* binding */ KIND_IDS),
  RD: () => (/* binding */ kindById),
  EZ: () => (/* binding */ kinds)
});

;// CONCATENATED MODULE: ./src/cli/kinds/context-pack.ts
const contextPackKind = {
    meta: { id: 'context-pack', description: 'a context pack folder (pack.json), specs/context-pack-v0.1.md' },
    matchDirectory: (names) => names.has('pack.json'),
    async validate(target, options) {
        const { validateContextPack } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(502), __webpack_require__.e(379), __webpack_require__.e(702), __webpack_require__.e(621)]).then(__webpack_require__.bind(__webpack_require__, 1621));
        return validateContextPack(target, { rules: options.rules });
    },
    async rules() {
        const { contextPackRules } = await __webpack_require__.e(/* import() */ 379).then(__webpack_require__.bind(__webpack_require__, 1379));
        return contextPackRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/index.ts

/**
 * The one registry of target kinds, in detection priority: the first kind whose
 * `matchDirectory` accepts a folder claims it.
 */
const kinds = [contextPackKind];
const KIND_IDS = kinds.map((k) => k.meta.id);
function kindById(id) {
    return kinds.find((k) => k.meta.id === id);
}


/***/ }),

/***/ 3892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B_: () => (/* binding */ applyShard),
/* harmony export */   h5: () => (/* binding */ resolveTargets),
/* harmony export */   sp: () => (/* binding */ KIND_CHOICES),
/* harmony export */   uK: () => (/* binding */ parseShard)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2731);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9490);




const KIND_CHOICES = ['auto', ..._kinds_index_js__WEBPACK_IMPORTED_MODULE_3__/* .KIND_IDS */ .Kj];
/**
 * The targets for a list of PATHs. With `--kind auto` every kind is detected. With a named
 * kind only that kind is looked for, and a PATH holding none is taken as a target of that
 * kind itself, so `--kind capability-pack some/folder` checks that folder and reports what is missing.
 */
async function resolveTargets(paths, kind, cwd) {
    const selected = kind === 'auto' ? _kinds_index_js__WEBPACK_IMPORTED_MODULE_3__/* .kinds */ .EZ : [(0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_3__/* .kindById */ .RD)(kind)];
    const all = [];
    for (const p of paths.length ? paths : ['.']) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, p);
        const found = await (0,_discover_js__WEBPACK_IMPORTED_MODULE_2__/* .discoverTargets */ .KK)(abs, selected);
        if (found.length === 0 && kind !== 'auto')
            all.push({ path: abs, kind });
        else
            all.push(...found);
    }
    return (0,_discover_js__WEBPACK_IMPORTED_MODULE_2__/* .sortTargets */ .PH)(all);
}
function parseShard(value) {
    if (value === undefined)
        return null;
    const m = /^(\d+)\/(\d+)$/.exec(String(value));
    const k = m ? Number(m[1]) : NaN;
    const n = m ? Number(m[2]) : NaN;
    if (!m || n < 1 || k < 1 || k > n)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--shard must be K/N with 1 <= K <= N, not '${String(value)}'`);
    return { k, n };
}
function applyShard(targets, spec) {
    return spec ? (0,_discover_js__WEBPACK_IMPORTED_MODULE_2__/* .shard */ .B5)(targets, spec.k, spec.n) : targets;
}


/***/ }),

/***/ 3008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);




/**
 * Writes `data` to `file` so that a reader (or a crash) sees the old bytes or the new ones,
 * never a half-written file: write a temp file beside it, fsync, rename over.
 */
async function writeFileAtomic(file, data, options = {}) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file);
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, `.${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}.tmp`);
    let mode = options.mode ?? 0o644;
    try {
        mode = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file)).mode & 0o7777;
    }
    catch {
        /* new file */
    }
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(err, file));
    }
}


/***/ })

};
