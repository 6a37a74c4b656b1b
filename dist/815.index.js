export const id = 815;
export const ids = [815];
export const modules = {

/***/ 1501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ textFormatter)
/* harmony export */ });
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6296);

/**
 * Human output, one line per finding in the `file:line:col` form editors and terminals link.
 * A file name holding a control character (a newline, CR, ESC), a quote or a backslash is
 * JSON-quoted, as the commit hook shows it: a raw one could forge or hide a line. Messages
 * quote names too (as the folder holds them, as a manifest spells them): their control and bidi
 * characters are written as escapes (`a\nb.md`), whichever rule wrote the message.
 */
const textFormatter = {
    meta: { id: 'text', description: 'one line per finding, then a summary' },
    async format(report) {
        const lines = [];
        for (const t of report.targets) {
            for (const d of t.diagnostics) {
                const where = d.line ? `${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(d.file)}:${d.line}:${d.column ?? 1}` : (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(d.file);
                lines.push(`${where}: ${d.severity} ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControlCharacters */ .F7)(d.message)} [${d.rule}]`);
            }
        }
        const { targets, errors, warnings } = report.summary;
        const plural = (n, w) => `${n} ${w}${n === 1 ? '' : 's'}`;
        if (targets === 0)
            lines.push('no packs found');
        else
            lines.push(`${plural(targets, 'target')} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`);
        return `${lines.join('\n')}\n`;
    },
};


/***/ }),

/***/ 4267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ contextPackKind)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/** A repository snapshot (`context-pack build`) is also written as pack.json; it starts with its `type`. */
const SNAPSHOT_HEAD = /^\s*\{\s*"type"\s*:\s*"(full|summary)"/;
const contextPackKind = {
    meta: { id: 'context-pack', description: 'a context pack folder (pack.json), Context Pack v0.1' },
    matchDirectory: (names) => names.has('pack.json'),
    // A context pack may hold other packs: a subfolder with a pack.json of its own is a pack that
    // the outer one leaves alone (load.ts), so discovery keeps walking to validate it by itself.
    descend: true,
    async confirmDirectory(dir) {
        try {
            // O_NONBLOCK: opening a FIFO named pack.json must not wait for a writer.
            const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, 'pack.json'), node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
            try {
                if (!(await fh.stat()).isFile())
                    return true;
                const { bytesRead, buffer } = await fh.read(Buffer.alloc(256), 0, 256, 0);
                return !SNAPSHOT_HEAD.test(buffer.toString('utf8', 0, bytesRead));
            }
            finally {
                await fh.close();
            }
        }
        catch {
            return true; // unreadable: let validation report it
        }
    },
    async validate(target, options) {
        const { validateContextPack } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(9482), __webpack_require__.e(6455), __webpack_require__.e(4123), __webpack_require__.e(7788), __webpack_require__.e(8803)]).then(__webpack_require__.bind(__webpack_require__, 1621));
        return validateContextPack(target, { rules: options.rules });
    },
    async rules() {
        const { contextPackRules } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(7788), __webpack_require__.e(3013)]).then(__webpack_require__.bind(__webpack_require__, 3026));
        return contextPackRules.map((r) => r.meta);
    },
};


/***/ }),

/***/ 4766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Kj: () => (/* binding */ KIND_IDS),
  RD: () => (/* binding */ kindById),
  EZ: () => (/* binding */ kinds)
});

// EXTERNAL MODULE: ./src/cli/kinds/context-pack.ts
var context_pack = __webpack_require__(4267);
;// CONCATENATED MODULE: ./src/cli/kinds/capability-pack.ts
const capabilityPackKind = {
    meta: { id: 'capability-pack', description: 'a capability pack folder (tools.json), as the Capability Packs specification describes' },
    matchDirectory: (names) => names.has('tools.json'),
    async validate(target, options) {
        const { validateCapabilityPack } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(9482), __webpack_require__.e(8871), __webpack_require__.e(7084), __webpack_require__.e(6455), __webpack_require__.e(1033), __webpack_require__.e(5576), __webpack_require__.e(5292)]).then(__webpack_require__.bind(__webpack_require__, 9698));
        return validateCapabilityPack(target, { rules: options.rules });
    },
    async rules() {
        const { capabilityPackRules } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(9482), __webpack_require__.e(8871), __webpack_require__.e(7084), __webpack_require__.e(6455), __webpack_require__.e(1033), __webpack_require__.e(5576), __webpack_require__.e(6695)]).then(__webpack_require__.bind(__webpack_require__, 5576));
        return capabilityPackRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/ctxpkg.ts
const ctxpkgKind = {
    meta: { id: 'ctxpkg', description: 'a .ctxpkg package file (also legacy .lctxpkg), read and written as LeanCTX does' },
    matchFile: (file) => /\.l?ctxpkg$/i.test(file),
    async validate(target, options) {
        const { validateCtxpkg } = await Promise.all(/* import() */[__webpack_require__.e(7564), __webpack_require__.e(2625), __webpack_require__.e(87)]).then(__webpack_require__.bind(__webpack_require__, 87));
        return validateCtxpkg(target, { rules: options.rules });
    },
    async rules() {
        const { ctxpkgRules } = await Promise.all(/* import() */[__webpack_require__.e(7564), __webpack_require__.e(2625)]).then(__webpack_require__.bind(__webpack_require__, 2625));
        return ctxpkgRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/skill.ts
const skillKind = {
    meta: { id: 'skill', description: 'an Agent Skills folder (SKILL.md)' },
    matchDirectory: (names) => names.has('SKILL.md'),
    // Skills nest (a folder with SKILL.md may hold more skill folders): keep walking.
    descend: true,
    async validate(target, options) {
        const { validateSkill } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(3114), __webpack_require__.e(9312), __webpack_require__.e(3839), __webpack_require__.e(5274), __webpack_require__.e(9310)]).then(__webpack_require__.bind(__webpack_require__, 9310));
        return validateSkill(target, { rules: options.rules });
    },
    async rules() {
        const { skillRules } = await Promise.all(/* import() */[__webpack_require__.e(3114), __webpack_require__.e(9312), __webpack_require__.e(5274)]).then(__webpack_require__.bind(__webpack_require__, 3755));
        return skillRules.map((r) => r.meta);
    },
};

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/cli/kinds/skill-pack.ts

const skillPackKind = {
    meta: { id: 'skill-pack', description: 'a skill pack file (packs/*.yaml), Skillpacks v0' },
    matchFile: (file) => /\.ya?ml$/.test(file) && external_node_path_default().basename(external_node_path_default().dirname(file)) === 'packs',
    async validate(target, options) {
        const { validateSkillPack } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(3114), __webpack_require__.e(9312), __webpack_require__.e(3839), __webpack_require__.e(5274), __webpack_require__.e(9310)]).then(__webpack_require__.bind(__webpack_require__, 9310));
        return validateSkillPack(target, { rules: options.rules });
    },
    async rules() {
        const { skillPackRules } = await Promise.all(/* import() */[__webpack_require__.e(3114), __webpack_require__.e(9312), __webpack_require__.e(5274)]).then(__webpack_require__.bind(__webpack_require__, 3755));
        return skillPackRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/index.ts





/**
 * The one registry of target kinds, in detection priority: the first kind whose
 * `matchDirectory` accepts a folder claims it.
 */
const kinds = [context_pack/* contextPackKind */.H, capabilityPackKind, skillKind, skillPackKind, ctxpkgKind];
const KIND_IDS = kinds.map((k) => k.meta.id);
function kindById(id) {
    return kinds.find((k) => k.meta.id === id);
}


/***/ }),

/***/ 3307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ packsForPaths)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9917);



/**
 * The packs that contain any of `paths` (POSIX, relative to `top`): every folder from a
 * path's parent up to `top` that a kind claims, and the file itself when a kind claims files
 * (a `.ctxpkg`). Each folder is read once however many paths share it (a commit of 3,000
 * files touches a few hundred folders); a folder that no longer exists is skipped. A kind's
 * second look (`confirmDirectory`) is taken as in discovery, so a snapshot pack.json written
 * by `context-pack build` is no context pack here either.
 */
async function packsForPaths(top, paths, kinds) {
    // Folders as POSIX strings ('' is the top): string slicing, not path.join per file.
    const dirs = new Set();
    for (const rel of paths) {
        let d = rel;
        while (d !== '') {
            const slash = d.lastIndexOf('/');
            d = slash === -1 ? '' : d.slice(0, slash);
            if (dirs.has(d))
                break;
            dirs.add(d);
        }
    }
    // Synchronous reads on purpose: a commit touches hundreds of small folders, and a
    // thread-pool round trip per folder costs more than the read itself.
    const listed = new Map();
    for (const d of dirs) {
        let names;
        try {
            names = new Set((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(top, d)));
        }
        catch {
            names = null;
        }
        listed.set(d, names);
    }
    const found = [];
    for (const [d, names] of listed) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(top, d);
        if (!names)
            continue;
        for (const k of kinds) {
            if (k.matchDirectory?.(names, abs) && (!k.confirmDirectory || (await k.confirmDirectory(abs)))) {
                found.push({ path: abs, kind: k.meta.id });
                break;
            }
        }
    }
    if (kinds.some((k) => k.matchFile)) {
        for (const rel of paths) {
            const slash = rel.lastIndexOf('/');
            const siblings = listed.get(slash === -1 ? '' : rel.slice(0, slash));
            const name = rel.slice(slash + 1);
            if (!siblings?.has(name))
                continue;
            const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(top, rel);
            const kind = kinds.find((k) => k.matchFile?.(abs, siblings));
            if (kind)
                found.push({ path: abs, kind: kind.meta.id });
        }
    }
    return (0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .sortTargets */ .P)(found);
}


/***/ }),

/***/ 1086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ buildReport)
/* harmony export */ });
/* unused harmony export fails */
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(311);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6107);
/* harmony import */ var _core_redact_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(146);




/** Whether a list of diagnostics fails under `--fail-on`. */
function fails(diagnostics, failOn) {
    return diagnostics.some((d) => d.severity === 'error' || (failOn === 'warning' && d.severity === 'warning'));
}
function buildReport(results, failOn, cwd) {
    const targets = results.map((r) => {
        // A message may name a pack import's URL; a token in it must not reach a log or a SARIF upload.
        const diagnostics = r.diagnostics.map((d) => ({ ...d, message: (0,_core_redact_url_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrlCredentials */ .d)(d.message), file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(d.file, cwd) })).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareDiagnostics */ .oV);
        return { path: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(r.path, cwd), kind: r.kind, ok: !fails(diagnostics, failOn), diagnostics };
    });
    const all = targets.flatMap((t) => t.diagnostics);
    return {
        tool: 'packwright',
        version: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x,
        ok: targets.every((t) => t.ok),
        summary: {
            targets: targets.length,
            errors: all.filter((d) => d.severity === 'error').length,
            warnings: all.filter((d) => d.severity === 'warning').length,
        },
        targets,
    };
}


/***/ }),

/***/ 9917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ sortTargets)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);



/**
 * Real paths (the path itself when it does not resolve), remembered per folder: a path that is
 * no link has its parent's real path joined with its name. realpath(3) reads every component
 * of a path (a readlink each), so asking it for each of 1,000 nested packs took seconds.
 */
function realPaths() {
    const memo = new Map();
    const real = (p) => {
        let r = memo.get(p);
        if (r !== undefined)
            return r;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(p);
        try {
            r = parent === p || (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(p).isSymbolicLink() ? node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(p) : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(real(parent), node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(p));
        }
        catch {
            r = p;
        }
        memo.set(p, r);
        return r;
    };
    return real;
}
/**
 * Deduplicates and sorts targets by path in byte order. A pack reached twice, once through a
 * symlinked folder, is one target (checked once), named by its real path when that was given.
 */
function sortTargets(targets) {
    const byRealPath = new Map();
    const realPathOrSelf = realPaths();
    for (const t of targets) {
        const real = t.real ?? realPathOrSelf(t.path);
        const seen = byRealPath.get(real);
        if (!seen || (seen.path !== real && t.path === real))
            byRealPath.set(real, t);
    }
    return [...byRealPath.values()].sort((a, b) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareBytes */ .Xo)(a.path, b.path));
}


/***/ }),

/***/ 815:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateTouchedPacks: () => (/* binding */ validateTouchedPacks)
/* harmony export */ });
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4766);
/* harmony import */ var _packs_for_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3307);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1086);
/* harmony import */ var _formatters_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1501);




/**
 * `packwright validate` on the packs that contain any of `paths` (relative to `top`), as the
 * pre-commit hook runs it. Packs are read from the working tree: the pre-commit framework
 * stashes unstaged changes first, so there it is what the commit holds. `config` is the hook's
 * own (the staged .packwright.yml, its `rules:` ids checked), asked for only when a pack is touched.
 * `blocks` names what a failure stops in the last line (a commit, or a merge's commit).
 */
async function validateTouchedPacks(top, paths, cwd, config, blocks) {
    const targets = await (0,_packs_for_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .packsForPaths */ .K)(top, paths, _kinds_index_js__WEBPACK_IMPORTED_MODULE_0__/* .kinds */ .EZ);
    if (targets.length === 0)
        return { ok: true, text: '' };
    const rulesConfig = await config();
    const results = [];
    for (const t of targets)
        results.push({ ...t, diagnostics: await (0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_0__/* .kindById */ .RD)(t.kind).validate(t.path, { rules: rulesConfig.rules, config: rulesConfig }) });
    const report = (0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .buildReport */ .F)(results, 'error', cwd);
    if (report.summary.errors + report.summary.warnings === 0)
        return { ok: true, text: '' };
    const text = await _formatters_text_js__WEBPACK_IMPORTED_MODULE_3__/* .textFormatter */ .K.format(report, { env: {}, rules: [] });
    return { ok: report.ok, text: report.ok ? text : `${text}packwright: ${blocks} blocked: fix the pack errors above (packwright validate shows them too)\n` };
}


/***/ })

};
