export const id = 831;
export const ids = [831,135,76];
export const modules = {

/***/ 7135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xo: () => (/* binding */ compareBytes)
/* harmony export */ });
/* unused harmony exports DiagnosticCollector, runRules, metaMap, compareDiagnostics, HAS_SURROGATE */
/** Collects diagnostics, applying per-rule severity overrides (or dropping rules set to `off`). */
class DiagnosticCollector {
    metas;
    overrides;
    diagnostics = [];
    constructor(metas, overrides = {}) {
        this.metas = metas;
        this.overrides = overrides;
    }
    report(rule, message, file, location = {}) {
        const setting = this.overrides[rule] ?? this.metas.get(rule)?.severity ?? 'error';
        if (setting === 'off')
            return;
        const d = { rule, severity: setting, message, file };
        if (location.line !== undefined)
            d.line = location.line;
        if (location.column !== undefined)
            d.column = location.column;
        if (location.endLine !== undefined)
            d.endLine = location.endLine;
        if (location.endColumn !== undefined)
            d.endColumn = location.endColumn;
        this.diagnostics.push(d);
    }
}
/**
 * Runs each rule against one context. A rule that throws is reported as an `internal-error`
 * diagnostic on the target instead of crashing the run: one broken check must not hide the others.
 */
async function runRules(rules, context, collector, targetFile) {
    for (const rule of rules) {
        try {
            await rule.check(context, (message, file, location) => collector.report(rule.meta.id, message, file, location));
        }
        catch (err) {
            collector.report('internal-error', `rule ${rule.meta.id} failed: ${err?.message ?? String(err)}`, targetFile);
        }
    }
}
function metaMap(rules) {
    return new Map(rules.map((r) => [r.meta.id, r.meta]));
}
function compareDiagnostics(a, b) {
    return compareBytes(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareBytes(a.rule, b.rule);
}
/** Byte-order comparison (not locale): the order every generated list uses. */
function compareBytes(a, b) {
    if (a === b)
        return 0;
    // Without surrogates, UTF-16 unit order is code point order, which is UTF-8 byte order.
    if (!HAS_SURROGATE.test(a) && !HAS_SURROGATE.test(b))
        return a < b ? -1 : 1;
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
const HAS_SURROGATE = /[\uD800-\uDFFF]/;


/***/ }),

/***/ 1076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ locatePointer),
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

/***/ 4831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  findPackFile: () => (/* binding */ findPackFile),
  xh: () => (/* binding */ listPackFiles),
  loadPack: () => (/* binding */ loadPack),
  Ll: () => (/* binding */ parsePack)
});

// UNUSED EXPORTS: PACK_EXTENSIONS

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/yaml.ts
var core_yaml = __webpack_require__(1076);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
;// CONCATENATED MODULE: ./src/skillpack/schema.ts
/**
 * The JSON Schema for pack files (`packs/<name>.yaml`, specs/skillpacks-v0.md §3), published as
 * schemas/skill-pack.schema.json (a test keeps the two equal). Unknown keys are refused: a
 * misspelt `includes:` would otherwise select nothing without a word.
 */
const patternList = {
    type: 'array',
    items: { type: 'string', minLength: 1, description: 'a skill-id pattern: only * and ** are wildcards, anchored, case-sensitive' },
};
/** A path segment piece: no `/`, no NUL (prefix and sep become part of a folder name). */
const SEGMENT_PIECE = '^[^/\\u0000]*$';
const skillPackSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://packwright.dev/schemas/skill-pack.schema.json',
    title: 'Skill pack file (packs/<name>.yaml), skillpacks spec v0',
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    anyOf: [
        { required: ['include'], properties: { include: { minItems: 1 } } },
        { required: ['imports'], properties: { imports: { minItems: 1 } } },
    ],
    properties: {
        name: { type: 'string', minLength: 1, pattern: SEGMENT_PIECE, description: 'the pack name (state key and default install prefix)' },
        include: { ...patternList, description: 'patterns selecting local skills (ids relative to skills/)' },
        exclude: { ...patternList, description: 'patterns removed from the final selection' },
        imports: {
            type: 'array',
            items: {
                type: 'object',
                required: ['repo', 'include'],
                additionalProperties: false,
                properties: {
                    repo: { type: 'string', minLength: 1, pattern: '^[^-\\s]', description: 'a git URL, or github.com/<org>/<repo>' },
                    ref: { type: 'string', minLength: 1, pattern: '^[^-\\s][^\\s]*$', description: 'a branch, a tag or a full commit SHA; default: the remote default branch' },
                    include: { ...patternList, minItems: 1, description: 'patterns over the repository\'s canonical skill ids' },
                    exclude: { ...patternList, description: 'patterns removed from this import' },
                },
            },
        },
        install: {
            type: 'object',
            additionalProperties: false,
            properties: {
                prefix: { type: 'string', pattern: SEGMENT_PIECE, description: 'default: the pack name' },
                sep: { type: 'string', minLength: 1, pattern: SEGMENT_PIECE, description: 'default: "__"' },
                flatten: { type: 'boolean', description: 'install under the leaf folder name only; default false' },
            },
        },
    },
};

;// CONCATENATED MODULE: ./src/skillpack/packfile.ts









const MAX_PACK_BYTES = 1024 * 1024;
let compiled = null;
function validator() {
    compiled ??= new ajv.Ajv({ allErrors: true, strict: false }).compile(skillPackSchema);
    return compiled;
}
function describe(e) {
    const at = e.instancePath || '/';
    switch (e.keyword) {
        case 'required':
            return { pointer: e.instancePath, message: `${at}: missing required key "${e.params.missingProperty}"` };
        case 'additionalProperties':
            return { pointer: e.instancePath, message: `${at}: unknown key "${e.params.additionalProperty}"` };
        case 'anyOf':
            return { pointer: '', message: '/: a pack needs a non-empty "include" or at least one "imports" entry' };
        case 'pattern':
            if (/\/(prefix|sep|name)$/.test(e.instancePath))
                return { pointer: e.instancePath, message: `${at}: must not contain "/"` };
            return { pointer: e.instancePath, message: `${at}: must not start with "-" or contain whitespace` };
        default:
            return { pointer: e.instancePath, message: `${at}: ${e.message}` };
    }
}
/** Parses pack file bytes; schema problems come back located, never thrown. */
function parsePack(file, bytes) {
    const decoded = (0,read/* decodeUtf8 */._6)(bytes);
    if (decoded.problem && !decoded.hasBom)
        return { pack: null, problems: [{ message: decoded.problem }], yaml: null };
    const yaml = (0,core_yaml.parseYaml)(decoded.text);
    if (yaml.error)
        return { pack: null, problems: [{ message: `invalid YAML: ${yaml.error.message}`, line: yaml.error.line, column: yaml.error.column }], yaml };
    const v = validator();
    if (!v(yaml.value)) {
        const problems = [];
        const seen = new Set();
        for (const e of v.errors ?? []) {
            // anyOf's branches report their own required/minItems errors; the anyOf line says it once.
            if (e.schemaPath.startsWith('#/anyOf/'))
                continue;
            const d = describe(e);
            if (!d || seen.has(d.message))
                continue;
            seen.add(d.message);
            problems.push({ message: d.message, ...(0,core_yaml/* locatePointer */.A)(yaml, d.pointer) });
        }
        return { pack: null, problems, yaml };
    }
    const raw = yaml.value;
    const pack = {
        file,
        bytes,
        name: raw.name,
        include: raw.include ?? [],
        exclude: raw.exclude ?? [],
        imports: (raw.imports ?? []).map((i) => ({ repo: i.repo, ref: i.ref ?? null, include: i.include, exclude: i.exclude ?? [] })),
        install: { prefix: raw.install?.prefix ?? raw.name, sep: raw.install?.sep ?? '__', flatten: raw.install?.flatten ?? false },
    };
    return { pack, problems: [], yaml };
}
/** Reads and parses a pack file; any problem is one InvalidInputError naming the file and line. */
async function loadPack(file, cwd) {
    const shown = (0,paths/* displayPath */.Gt)(file, cwd);
    const bytes = await (0,read/* readFileLimited */.lB)(file, MAX_PACK_BYTES);
    const { pack, problems } = parsePack(file, bytes);
    if (!pack) {
        const p = problems[0];
        throw new errors/* InvalidInputError */.oC(`${shown}${p.line ? `:${p.line}` : ''}: ${p.message}`);
    }
    return pack;
}
const PACK_EXTENSIONS = ['.yaml', '.yml'];
/** Pack files in `packs/`, byte-order sorted (lock files and other names are not packs). */
async function listPackFiles(root) {
    const dir = external_node_path_default().join(root, 'packs');
    let names;
    try {
        names = await (0,promises_.readdir)(dir);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return [];
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, dir));
    }
    return names.filter((n) => PACK_EXTENSIONS.some((e) => n.endsWith(e)) && !n.startsWith('.')).sort(diagnostics/* compareBytes */.Xo).map((n) => external_node_path_default().join(dir, n));
}
/**
 * The pack file for a CLI argument: a path (has a `/` or a YAML extension) taken as written,
 * else `packs/<arg>.yaml` (or `.yml`), else the pack whose `name` field is `arg`.
 */
async function findPackFile(arg, root, cwd) {
    if (arg.includes('/') || PACK_EXTENSIONS.some((e) => arg.endsWith(e))) {
        const file = external_node_path_default().resolve(cwd, arg);
        if (!(await (0,read/* lstatOrNull */.nd)(file)))
            throw new errors/* UsageError */.eb(`${arg}: no such pack file`);
        return file;
    }
    for (const ext of PACK_EXTENSIONS) {
        const file = external_node_path_default().join(root, 'packs', `${arg}${ext}`);
        if (await (0,read/* lstatOrNull */.nd)(file))
            return file;
    }
    for (const file of await listPackFiles(root)) {
        const parsed = parsePack(file, await (0,read/* readFileLimited */.lB)(file, MAX_PACK_BYTES));
        if (parsed.pack?.name === arg)
            return file;
    }
    throw new errors/* UsageError */.eb(`pack '${arg}': no packs/${arg}.yaml and no pack file with name: ${arg} under ${(0,paths/* displayPath */.Gt)(external_node_path_default().join(root, 'packs'), cwd)}`);
}


/***/ })

};
