export const id = 3673;
export const ids = [3673,4489];
export const modules = {

/***/ 3673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   withKnownRuleIds: () => (/* binding */ withKnownRuleIds)
/* harmony export */ });
/* unused harmony export knownRuleIds */
/* harmony import */ var _core_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4489);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7633);


/**
 * Every rule id a `.packwright.yml` `rules:` entry can name, from the registries themselves:
 * each validate kind's rules (context pack, capability pack, skill, skill pack, .ctxpkg), the
 * credential rules of `scan` and the commit hook, and `internal-error` (what a rule that throws
 * is reported as, core/diagnostics.ts runRules). A rule added to a registry is known here at once.
 */
async function knownRuleIds() {
    const [metas, { credentialFileMeta }, { contentRules }] = await Promise.all([
        Promise.all(_kinds_index_js__WEBPACK_IMPORTED_MODULE_1__/* .kinds */ .EZ.map((k) => k.rules())),
        __webpack_require__.e(/* import() */ 8015).then(__webpack_require__.bind(__webpack_require__, 8015)),
        __webpack_require__.e(/* import() */ 5346).then(__webpack_require__.bind(__webpack_require__, 5346)),
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


/***/ }),

/***/ 4489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _r: () => (/* binding */ assertKnownRuleIds),
/* harmony export */   findConfig: () => (/* binding */ findConfig),
/* harmony export */   loadConfig: () => (/* binding */ loadConfig),
/* harmony export */   parseConfig: () => (/* binding */ parseConfig)
/* harmony export */ });
/* unused harmony exports CONFIG_FILE, CONFIG_MAX_BYTES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3455);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _show_name_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6296);




const CONFIG_FILE = '.packwright.yml';
const SEVERITIES = new Set(['error', 'warning', 'off']);
/**
 * Whether a config found above the starting folder may be trusted: one in a folder anybody can
 * write to (`/tmp`) could be anyone's, and could switch off the credential checks
 * (`credentials.allow: ["**"]`) for whoever runs packwright below it. (Ownership is not
 * checked: a CI container's root user works in a checkout that another uid owns.)
 */
async function trustedAncestorConfig(file) {
    const dir = await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrNull */ .nd)(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file));
    return dir !== null && (dir.mode & 0o002) === 0;
}
/**
 * Finds `.packwright.yml` in `start` or the nearest ancestor that has one, up to the
 * repository's root (the folder with `.git`). Above `start`, a config in a folder anybody
 * can write to (see trustedAncestorConfig) ends the search: no config is used.
 */
async function findConfig(start) {
    let dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(start);
    for (;;) {
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, CONFIG_FILE);
        if (await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrNull */ .nd)(candidate)) {
            if (dir === node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(start) || (await trustedAncestorConfig(candidate)))
                return candidate;
            return null;
        }
        if (await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrNull */ .nd)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, '.git')))
            return null;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(dir);
        if (parent === dir)
            return null;
        dir = parent;
    }
}
async function loadConfig(file) {
    if (!file)
        return { file: null, rules: {}, raw: {} };
    const text = (await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readFileLimited */ .lB)(file, CONFIG_MAX_BYTES)).toString('utf8');
    return parseConfig(text, file);
}
/** The most a config may hold. */
const CONFIG_MAX_BYTES = 1024 * 1024;
/**
 * A config's text, read from somewhere other than a file (the commit hook reads the staged
 * blob); `file` names it in messages and becomes the config's `file`.
 */
async function parseConfig(text, file) {
    // The YAML parser loads only when there is a config to read: most runs have none.
    const { parseYaml, locatePointer } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1076)]).then(__webpack_require__.bind(__webpack_require__, 1076));
    const parsed = parseYaml(text);
    if (parsed.error)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}:${parsed.error.line ?? 1}: ${parsed.error.message}`);
    const raw = parsed.value ?? {};
    if (typeof raw !== 'object' || Array.isArray(raw))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: expected a mapping at the top level`);
    const rules = {};
    const ruleLines = {};
    const rulesIn = raw.rules ?? {};
    if (typeof rulesIn !== 'object' || rulesIn === null || Array.isArray(rulesIn))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: rules must be a mapping of rule id to error, warning or off`);
    for (const [id, value] of Object.entries(rulesIn)) {
        const line = locatePointer(parsed, `/rules/${id.replace(/~/g, '~0').replace(/\//g, '~1')}`)?.line;
        const v = value === false ? 'off' : String(value);
        if (!SEVERITIES.has(v))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}${line ? `:${line}` : ''}: rules.${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_3__/* .showPath */ .P8)(id)} must be error, warning or off, not ${showValue(value)}`);
        rules[id] = v;
        if (line)
            ruleLines[id] = line;
    }
    return { file, rules, ruleLines, raw: raw };
}
/** A YAML value as JSON for a message, every control character escaped (JSON leaves DEL and C1 raw). */
function showValue(value) {
    // eslint-disable-next-line no-control-regex
    return String(JSON.stringify(value) ?? value).replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * Refuses a `rules:` entry naming no rule: a misspelt id (`skil-name: off`) would otherwise
 * change nothing, without a word. `known` is every rule id there is; the CLI builds it from
 * every domain's registry (core knows none of them). The message names the file, the line and
 * the closest known id.
 */
function assertKnownRuleIds(config, known) {
    const knownSet = new Set(known);
    for (const id of Object.keys(config.rules)) {
        if (knownSet.has(id))
            continue;
        const line = config.ruleLines?.[id];
        const closest = closestId(id, known);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${config.file ?? CONFIG_FILE}${line ? `:${line}` : ''}: rules: unknown rule id ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteEscaped */ .kd)(id)}${closest ? ` (did you mean ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteEscaped */ .kd)(closest)}?)` : ''}`);
    }
}
/** The known id nearest `id` by edit distance (case ignored), or null when there are none. */
function closestId(id, known) {
    let best = null;
    let bestDistance = Infinity;
    for (const k of [...known].sort()) {
        const d = editDistance(id.toLowerCase(), k.toLowerCase());
        if (d < bestDistance) {
            best = k;
            bestDistance = d;
        }
    }
    return best;
}
/** Levenshtein distance, one row at a time. */
function editDistance(a, b) {
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++)
            row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = row;
    }
    return prev[b.length];
}


/***/ })

};
