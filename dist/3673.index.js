export const id = 3673;
export const ids = [3673];
export const modules = {

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

/***/ 3673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   knownRuleIds: () => (/* binding */ knownRuleIds),
/* harmony export */   withKnownRuleIds: () => (/* binding */ withKnownRuleIds)
/* harmony export */ });
/* harmony import */ var _core_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4489);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4766);


/**
 * Every rule id a `.packwright.yml` `rules:` entry can name, from the registries themselves:
 * each validate kind's rules (context pack, capability pack, skill, skill pack, .ctxpkg), the
 * credential rules of `scan` and the commit hook, and `internal-error` (what a rule that throws
 * is reported as, core/diagnostics.ts runRules). A rule added to a registry is known here at once.
 */
async function knownRuleIds() {
    // Asked once per process (the commit hook checks its config once, but scan and validate may ask again).
    known ??= collectRuleIds();
    known.catch(() => (known = undefined));
    return [...(await known)];
}
let known;
async function collectRuleIds() {
    const [metas, { credentialFileMeta }, { contentRules }] = await Promise.all([
        Promise.all(_kinds_index_js__WEBPACK_IMPORTED_MODULE_1__/* .kinds */ .EZ.map((k) => k.rules())),
        __webpack_require__.e(/* import() */ 8015).then(__webpack_require__.bind(__webpack_require__, 8015)),
        __webpack_require__.e(/* import() */ 7084).then(__webpack_require__.bind(__webpack_require__, 7084)),
    ]);
    const ids = [...metas.flat().map((m) => m.id), credentialFileMeta.id, ...contentRules.map((r) => r.meta.id), 'internal-error'];
    return [...new Set(ids)].sort();
}
/**
 * The config, once every `rules:` id in it names a rule (else an InvalidInputError: exit 2,
 * naming the file, the line and the closest known id). The registries load only when there are
 * `rules:` to check.
 */
async function withKnownRuleIds(config) {
    if (Object.keys(config.rules).length > 0)
        (0,_core_config_js__WEBPACK_IMPORTED_MODULE_0__/* .assertKnownRuleIds */ ._r)(config, await knownRuleIds());
    return config;
}


/***/ })

};
