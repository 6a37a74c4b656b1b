export const id = 9698;
export const ids = [9698,1076,6053,6153];
export const modules = {

/***/ 1725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hf: () => (/* binding */ fillArgs),
/* harmony export */   c1: () => (/* binding */ ArgumentError),
/* harmony export */   y7: () => (/* binding */ placeholderProblems)
/* harmony export */ });
/* unused harmony export HOST_PLACEHOLDERS */
/**
 * `{{param}}` placeholders in a tool's exec args. A parameter placeholder must be a whole
 * argument, so a value becomes exactly one argv element (or one per array item) and never
 * meets a shell or gets split. The host's own values `{{pack_root}}` and `{{workspace}}` may
 * also start an argument (`{{pack_root}}/scripts/run.mjs`): they come from the host, not the model.
 */
const HOST_PLACEHOLDERS = (/* unused pure expression or super */ null && (['pack_root', 'workspace']));
const WHOLE = /^\{\{([^{}]+)\}\}$/;
const HOST_PREFIX = /^\{\{(pack_root|workspace)\}\}(\/[^{}]*)?$/;
/** Problems with one exec arg, given the inputSchema's property names. */
function placeholderProblems(arg, properties) {
    if (HOST_PREFIX.test(arg))
        return [];
    const whole = WHOLE.exec(arg);
    if (whole) {
        const name = whole[1];
        return properties.includes(name) ? [] : [`placeholder {{${name}}} names no parameter in inputSchema.properties: add it there or fix the name`];
    }
    if (arg.includes('{{') || arg.includes('}}'))
        return ['a placeholder must be a whole argument ("{{name}}"): split "--opt={{name}}" into "--opt", "{{name}}"'];
    return [];
}
class ArgumentError extends Error {
}
/**
 * Builds argv from exec args and validated input. A string value that starts with "-" is
 * refused unless an earlier argument is "--": otherwise the program would read the model's
 * text as an option (`--output=/etc/…`).
 */
function fillArgs(args, input, host) {
    const out = [];
    let afterDoubleDash = false;
    for (const arg of args) {
        const hostPrefix = HOST_PREFIX.exec(arg);
        if (hostPrefix) {
            out.push(host[hostPrefix[1]] + (hostPrefix[2] ?? ''));
            continue;
        }
        const whole = WHOLE.exec(arg);
        if (!whole) {
            out.push(arg);
            if (arg === '--')
                afterDoubleDash = true;
            continue;
        }
        const name = whole[1];
        // Own keys only: a parameter named `constructor` that the call left out is absent.
        const value = Object.hasOwn(input, name) ? input[name] : undefined;
        if (value === undefined || value === null)
            continue;
        for (const item of Array.isArray(value) ? value : [value]) {
            if (typeof item === 'object' && item !== null)
                throw new ArgumentError(`parameter "${name}" must be a string, number or boolean to be passed as an argument`);
            const s = String(item);
            if (s.startsWith('-') && !afterDoubleDash && typeof item === 'string') {
                throw new ArgumentError(`parameter "${name}" value ${JSON.stringify(s)} looks like an option; the tool must put "--" before {{${name}}} to accept values starting with "-"`);
            }
            if (s.includes('\0'))
                throw new ArgumentError(`parameter "${name}" contains a NUL byte`);
            out.push(s);
        }
    }
    return out;
}


/***/ }),

/***/ 7124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ inputSchemaProblems),
/* harmony export */   T: () => (/* binding */ validateInput)
/* harmony export */ });
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_0__);


/**
 * JSON Schema handling for tool inputs. A tool's inputSchema is checked against the JSON Schema
 * meta-schema (draft-07 by default, as MCP's SDK validates; 2020-12 when the schema's `$schema`
 * names it), then compiled once to validate call arguments.
 */
const DRAFT_2020 = /json-schema\.org\/draft\/2020-12\/schema/;
let draft07 = null;
let draft2020 = null;
function ajvFor(schema) {
    if (typeof schema.$schema === 'string' && DRAFT_2020.test(schema.$schema)) {
        draft2020 ??= new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_0__.Ajv2020({ allErrors: true, strict: false, validateFormats: false });
        return draft2020;
    }
    draft07 ??= new ajv__WEBPACK_IMPORTED_MODULE_1__.Ajv({ allErrors: true, strict: false, validateFormats: false });
    return draft07;
}
/** Why an inputSchema is not usable, one message per problem; empty when it is fine. */
function inputSchemaProblems(schema) {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
        return [{ pointer: '', message: 'must be a JSON Schema object' }];
    const s = schema;
    const problems = [];
    if (s.type !== 'object')
        problems.push({ pointer: '/type', message: 'must be "object": tool input is always a JSON object (MCP requires it)' });
    const ajv = ajvFor(s);
    if (!ajv.validateSchema(s)) {
        // One message per place: a bad `type` fails enum, array and anyOf at once.
        const seen = new Set();
        for (const e of ajv.errors ?? []) {
            if (seen.has(e.instancePath))
                continue;
            seen.add(e.instancePath);
            const allowed = e.keyword === 'enum' ? `: one of ${e.params.allowedValues.join(', ')}` : '';
            problems.push({ pointer: e.instancePath, message: `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}${allowed} (JSON Schema meta-schema)` });
        }
        return problems;
    }
    try {
        compileUncached(s);
    }
    catch (err) {
        problems.push({ pointer: '', message: `does not compile: ${err.message.split('\n')[0]}` });
    }
    return problems;
}
function compileUncached(schema) {
    const ajv = ajvFor(schema);
    // $id would make a second compile of the same schema clash in ajv's registry.
    const { $id: _id, ...rest } = schema;
    return ajv.compile(rest);
}
const compiled = new WeakMap();
/** Validates tool arguments; returns one readable message per problem (empty when valid). */
function validateInput(schema, input) {
    let validate = compiled.get(schema);
    if (!validate) {
        validate = compileUncached(schema);
        compiled.set(schema, validate);
    }
    if (validate(input))
        return [];
    return (validate.errors ?? []).map((e) => {
        if (e.keyword === 'required')
            return `missing required parameter "${e.params.missingProperty}"`;
        if (e.keyword === 'additionalProperties')
            return `unknown parameter "${e.params.additionalProperty}"`;
        return `${e.instancePath ? `parameter ${e.instancePath.slice(1).replace(/\//g, '.')}` : 'input'} ${e.message ?? 'is invalid'}`;
    });
}


/***/ }),

/***/ 4532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n9: () => (/* binding */ DEFAULT_MAX_OUTPUT_BYTES),
  t1: () => (/* binding */ DEFAULT_TIMEOUT_MS),
  y$: () => (/* binding */ loadCapabilityPack),
  T9: () => (/* binding */ toolSpecs)
});

// UNUSED EXPORTS: MAX_DOC_BYTES, TOOLS_JSON

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/json.ts
var json = __webpack_require__(6153);
// EXTERNAL MODULE: ./src/core/yaml.ts
var yaml = __webpack_require__(1076);
// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(6706);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
;// CONCATENATED MODULE: ./src/capability/tools-schema.ts
/**
 * The JSON Schema for a capability pack's tools.json (specs/capability-packs.md §7 leaves the
 * format open; this is ours), published as schemas/capability-tools.schema.json (a test keeps
 * the two equal). A tool's public part (`name`, `title`, `description`, `inputSchema`,
 * `annotations`) is MCP's tool definition; `exec` is the host's local execution spec.
 * `inputSchema` is only required to be an object here: rule cap-tool-schema checks it
 * against the JSON Schema meta-schema.
 */
const TOOL_NAME_PATTERN = '^[a-zA-Z0-9_-]{1,64}$';
const ENV_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';
const MAX_TIMEOUT_MS = 600_000;
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;
const capabilityToolsSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://packwright.dev/schemas/capability-tools.schema.json',
    title: 'Capability pack tools (tools.json)',
    type: 'object',
    required: ['tools'],
    additionalProperties: false,
    properties: {
        $schema: { type: 'string' },
        tools: {
            type: 'array',
            items: {
                type: 'object',
                required: ['name', 'description', 'inputSchema', 'exec'],
                additionalProperties: false,
                properties: {
                    name: { type: 'string', pattern: TOOL_NAME_PATTERN, description: 'the tool name LLM APIs accept: 1-64 of a-z A-Z 0-9 _ -' },
                    title: { type: 'string' },
                    description: { type: 'string', minLength: 1, description: 'what the tool does and when to use it' },
                    inputSchema: { type: 'object', description: 'JSON Schema (draft-07 unless $schema says 2020-12) of the input object, as in MCP' },
                    annotations: { type: 'object', description: 'MCP tool annotations (readOnlyHint, destructiveHint, …), passed through' },
                    exec: {
                        type: 'object',
                        required: ['command'],
                        additionalProperties: false,
                        properties: {
                            command: { type: 'string', minLength: 1, description: 'a program on PATH, or a path relative to the pack root (contains a /)' },
                            args: {
                                type: 'array',
                                items: { type: 'string' },
                                description: 'arguments; "{{param}}" as a whole argument is replaced by that input value (an array gives one argument per item, an absent optional parameter gives none); "{{pack_root}}" and "{{workspace}}" may start an argument',
                            },
                            cwd: { enum: ['workspace', 'pack_root'], description: 'working directory (default workspace)' },
                            timeout_ms: { type: 'integer', minimum: 1, maximum: MAX_TIMEOUT_MS, description: 'the process group is killed after this (default 30000)' },
                            max_output_bytes: { type: 'integer', minimum: 1, maximum: MAX_OUTPUT_BYTES, description: 'cap for stdout and for stderr, each (default 1 MiB)' },
                            env: { type: 'array', items: { type: 'string', pattern: ENV_NAME_PATTERN }, uniqueItems: true, description: 'names of environment variables passed through besides the base allow-list' },
                        },
                    },
                },
            },
        },
    },
};

// EXTERNAL MODULE: ./src/capability/input-schema.ts
var input_schema = __webpack_require__(7124);
// EXTERNAL MODULE: ./src/capability/args.ts
var args = __webpack_require__(1725);
;// CONCATENATED MODULE: ./src/capability/load.ts














const TOOLS_JSON = 'tools.json';
/** Entry docs and tools.json are read whole; anything larger is refused. */
const MAX_DOC_BYTES = 4 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024;
let toolsValidator = null;
function validateToolsJson() {
    toolsValidator ??= new ajv.Ajv({ allErrors: true, strict: false }).compile(capabilityToolsSchema);
    return toolsValidator;
}
/** Reads what the rules and the host need, once: the entry doc and tools.json. Never throws for pack content. */
async function loadCapabilityPack(root, options = {}) {
    const toolsPath = external_node_path_default().join(root, TOOLS_JSON);
    const ctx = {
        root,
        entry: null,
        entryProblem: null,
        toolsPath,
        hasToolsJson: false,
        toolsReadError: null,
        toolsDecoded: null,
        toolsJson: null,
        schemaErrors: [],
        tools: [],
        duplicateNames: [],
        locate: () => ({}),
    };
    await resolveEntry(ctx, options.entry);
    await loadTools(ctx);
    return ctx;
}
async function resolveEntry(ctx, configured) {
    const candidates = [];
    if (configured !== undefined) {
        try {
            await (0,paths/* resolveContained */.mi)(ctx.root, configured);
        }
        catch (err) {
            ctx.entryProblem = `configured entry doc ${err.message}`;
            return;
        }
        if (!(await isFile(external_node_path_default().join(ctx.root, configured)))) {
            ctx.entryProblem = `configured entry doc ${configured} does not exist: create it or change the configured name`;
            return;
        }
        candidates.push({ rel: configured, reason: 'configured' });
    }
    else {
        let names;
        try {
            names = (await (0,promises_.readdir)(ctx.root)).sort(diagnostics/* compareBytes */.Xo);
        }
        catch (err) {
            ctx.entryProblem = (0,errors/* describeFsError */.TQ)(err, ctx.root);
            return;
        }
        const mds = [];
        for (const n of names)
            if (n.toLowerCase().endsWith('.md') && (await isFile(external_node_path_default().join(ctx.root, n))))
                mds.push(n);
        if (mds.includes('SKILL.md'))
            candidates.push({ rel: 'SKILL.md', reason: 'SKILL.md' });
        else if (mds.includes('README.md'))
            candidates.push({ rel: 'README.md', reason: 'README.md' });
        else if (mds.length > 0)
            candidates.push({ rel: mds[0], reason: 'first root *.md' });
    }
    if (candidates.length === 0) {
        ctx.entryProblem = 'no entry doc: add SKILL.md (or README.md) with YAML frontmatter holding name and description';
        return;
    }
    const { rel, reason } = candidates[0];
    const abs = external_node_path_default().join(ctx.root, rel);
    const entry = { rel, abs, reason, decoded: null, readError: null, frontmatter: null };
    ctx.entry = entry;
    try {
        await (0,paths/* resolveContained */.mi)(ctx.root, rel);
        entry.decoded = (0,read/* decodeUtf8 */._6)(await (0,read/* readFileLimited */.lB)(abs, MAX_DOC_BYTES));
    }
    catch (err) {
        entry.readError = err instanceof errors/* PackwrightError */.hk ? err.message.replace(/^.*?: /, '') : (0,errors/* describeFsError */.TQ)(err, rel);
        return;
    }
    let doc;
    try {
        doc = (0,markdown/* parseMarkdown */.Dd)(entry.decoded.text);
    }
    catch (err) {
        if (!(err instanceof markdown/* MarkdownTooComplexError */.Ko))
            throw err;
        entry.readError = err.message;
        return;
    }
    if (doc.frontmatter) {
        const parsed = (0,yaml.parseYaml)(doc.frontmatter.raw);
        const error = parsed.error ? { ...parsed.error, line: parsed.error.line !== undefined ? parsed.error.line + doc.frontmatter.bodyLine - 1 : doc.frontmatter.position.line } : null;
        entry.frontmatter = { value: parsed.value, error, line: doc.frontmatter.position.line };
    }
}
async function isFile(p) {
    try {
        return (await (0,promises_.stat)(p)).isFile();
    }
    catch {
        return false;
    }
}
async function loadTools(ctx) {
    try {
        await (0,promises_.stat)(ctx.toolsPath);
        ctx.hasToolsJson = true;
    }
    catch (err) {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR')
            return;
        ctx.hasToolsJson = true;
    }
    try {
        await (0,paths/* resolveContained */.mi)(ctx.root, TOOLS_JSON);
        ctx.toolsDecoded = (0,read/* decodeUtf8 */._6)(await (0,read/* readFileLimited */.lB)(ctx.toolsPath, MAX_DOC_BYTES));
    }
    catch (err) {
        ctx.toolsReadError = err instanceof errors/* PackwrightError */.hk ? err.message.replace(/^.*?: /, '') : (0,errors/* describeFsError */.TQ)(err, TOOLS_JSON);
        return;
    }
    ctx.toolsJson = (0,json.parseJson)(ctx.toolsDecoded.text);
    const value = ctx.toolsJson.value;
    if (value === undefined)
        return;
    let yamlView = null;
    ctx.locate = (pointer) => {
        yamlView ??= (0,yaml.parseYaml)(ctx.toolsDecoded.text);
        return (0,yaml/* locatePointer */.A)(yamlView, pointer) ?? {};
    };
    const validate = validateToolsJson();
    if (!validate(value))
        ctx.schemaErrors = validate.errors ?? [];
    const list = value?.tools;
    if (!Array.isArray(list))
        return;
    const byName = new Map();
    for (const [index, raw] of list.entries()) {
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
            continue;
        const t = raw;
        const entry = { index, raw, schemaProblems: [], execProblems: [] };
        if ('inputSchema' in t)
            entry.schemaProblems = (0,input_schema/* inputSchemaProblems */.Q)(t.inputSchema);
        entry.execProblems = await execProblems(ctx.root, t);
        ctx.tools.push(entry);
        if (typeof t.name === 'string')
            byName.set(t.name, [...(byName.get(t.name) ?? []), index]);
    }
    for (const [name, indexes] of byName)
        if (indexes.length > 1)
            ctx.duplicateNames.push({ name, indexes });
}
/** What the JSON Schema cannot say about `exec`: placeholders and the command's path. */
async function execProblems(root, tool) {
    const exec = tool.exec;
    if (typeof exec !== 'object' || exec === null)
        return [];
    const problems = [];
    const schema = tool.inputSchema;
    const props = typeof schema?.properties === 'object' && schema.properties !== null ? Object.keys(schema.properties) : [];
    if (Array.isArray(exec.args)) {
        for (const [i, arg] of exec.args.entries()) {
            if (typeof arg !== 'string')
                continue;
            for (const message of (0,args/* placeholderProblems */.y7)(arg, props))
                problems.push({ pointer: `/exec/args/${i}`, message: `args[${i}] ${JSON.stringify(arg)}: ${message}` });
        }
    }
    for (const reserved of ['pack_root', 'workspace']) {
        if (props.includes(reserved))
            problems.push({ pointer: `/inputSchema/properties/${reserved}`, message: `parameter name "${reserved}" is reserved for the host's {{${reserved}}} placeholder: rename it` });
    }
    const command = exec.command;
    if (typeof command === 'string' && command.includes('/') && !external_node_path_default().isAbsolute(command)) {
        try {
            const abs = await (0,paths/* resolveContained */.mi)(root, command.replace(/^\.\//, ''));
            const st = await (0,promises_.stat)(abs).catch(() => null);
            if (!st)
                problems.push({ pointer: '/exec/command', message: `command ${command} does not exist in the pack: fix the path (relative to the pack root) or use a program name on PATH` });
            else if (!st.isFile())
                problems.push({ pointer: '/exec/command', message: `command ${command} is not a regular file` });
            else if (process.platform !== 'win32' && !(await (0,promises_.access)(abs, external_node_fs_.constants.X_OK).then(() => true, () => false)))
                problems.push({ pointer: '/exec/command', message: `command ${command} is not executable: chmod +x it, or run it through its interpreter (command "node", args ["{{pack_root}}/${command}"])` });
        }
        catch (err) {
            problems.push({ pointer: '/exec/command', message: `command ${err.message}` });
        }
    }
    return problems;
}
/** The checked tools of a pack with defaults applied; null when tools.json has any error. */
function toolSpecs(ctx) {
    if (!ctx.hasToolsJson || ctx.toolsReadError || ctx.toolsJson?.error || ctx.schemaErrors.length > 0 || ctx.duplicateNames.length > 0)
        return null;
    if (ctx.toolsDecoded?.problem)
        return null;
    if (ctx.tools.some((t) => t.schemaProblems.length > 0 || t.execProblems.length > 0))
        return null;
    return ctx.tools.map(({ raw }) => {
        const t = raw;
        const spec = {
            name: t.name,
            description: t.description,
            inputSchema: t.inputSchema,
            exec: {
                command: t.exec.command,
                args: t.exec.args ?? [],
                cwd: t.exec.cwd ?? 'workspace',
                timeout_ms: t.exec.timeout_ms ?? DEFAULT_TIMEOUT_MS,
                max_output_bytes: t.exec.max_output_bytes ?? DEFAULT_MAX_OUTPUT_BYTES,
                env: t.exec.env ?? [],
            },
        };
        if (typeof t.title === 'string')
            spec.title = t.title;
        if (typeof t.annotations === 'object' && t.annotations !== null)
            spec.annotations = t.annotations;
        return spec;
    });
}


/***/ }),

/***/ 6053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  capabilityPackRules: () => (/* binding */ capabilityPackRules)
});

;// CONCATENATED MODULE: ./src/capability/rules/types.ts
const DOCS = 'https://github.com/packwright/packwright/blob/main/docs/rules.md';

;// CONCATENATED MODULE: ./src/capability/rules/entry-doc.ts

const capEntryDoc = {
    meta: { id: 'cap-entry-doc', severity: 'error', description: 'the pack has a readable UTF-8 entry doc (configured, SKILL.md, README.md, or the first root *.md)', docs: `${DOCS}#cap-entry-doc` },
    check(ctx, report) {
        if (!ctx.entry)
            return report(ctx.entryProblem ?? 'no entry doc', ctx.root);
        if (ctx.entry.readError)
            return report(`entry doc ${ctx.entry.rel} cannot be read: ${ctx.entry.readError}`, ctx.entry.abs);
        const problem = ctx.entry.decoded?.problem;
        if (problem && !ctx.entry.decoded?.hasBom)
            report(`entry doc ${ctx.entry.rel} is ${problem}: save it as UTF-8`, ctx.entry.abs);
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/frontmatter.ts

const capFrontmatter = {
    meta: { id: 'cap-frontmatter', severity: 'error', description: 'the entry doc starts with YAML frontmatter holding a non-empty name and description', docs: `${DOCS}#cap-frontmatter` },
    check(ctx, report) {
        const entry = ctx.entry;
        if (!entry?.decoded)
            return;
        const file = entry.abs;
        if (!entry.frontmatter)
            return report(`${entry.rel} has no YAML frontmatter: start it with ---, then "name: …" and "description: what it does and when to use it", then ---`, file, { line: 1, column: 1 });
        const { value, error, line } = entry.frontmatter;
        if (error)
            return report(`${entry.rel} frontmatter is not valid YAML: ${error.message}`, file, { line: error.line, column: error.column });
        if (typeof value !== 'object' || value === null || Array.isArray(value))
            return report(`${entry.rel} frontmatter must be a YAML mapping with name and description`, file, { line, column: 1 });
        const fm = value;
        for (const key of ['name', 'description']) {
            const v = fm[key];
            if (v === undefined)
                report(`${entry.rel} frontmatter has no ${key}: add "${key}: ${key === 'name' ? 'my-pack' : 'what it does and when to use it'}"`, file, { line, column: 1 });
            else if (typeof v !== 'string')
                report(`${entry.rel} frontmatter ${key} must be a string, not ${Array.isArray(v) ? 'a list' : typeof v}: quote it`, file, { line, column: 1 });
            else if (v.trim() === '')
                report(`${entry.rel} frontmatter ${key} is empty: fill it in`, file, { line, column: 1 });
        }
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/tools-json.ts

/** ajv's messages, phrased as what to change. */
function phrase(e) {
    switch (e.keyword) {
        case 'required': return `missing "${String(e.params.missingProperty)}": add it`;
        case 'additionalProperties': return `unknown member "${String(e.params.additionalProperty)}": remove it or fix its spelling`;
        case 'pattern': return `does not match ${String(e.params.pattern)}`;
        case 'enum': return `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        default: return e.message ?? 'is invalid';
    }
}
const capToolsJson = {
    meta: { id: 'cap-tools-json', severity: 'error', description: 'tools.json (when present) is UTF-8 JSON matching schemas/capability-tools.schema.json, with unique tool names', docs: `${DOCS}#cap-tools-json` },
    check(ctx, report) {
        if (!ctx.hasToolsJson)
            return;
        const file = ctx.toolsPath;
        if (ctx.toolsReadError)
            return report(`tools.json cannot be read: ${ctx.toolsReadError}`, file);
        const problem = ctx.toolsDecoded?.problem;
        if (problem)
            report(`tools.json is ${problem}: save it as UTF-8 without a BOM`, file);
        const err = ctx.toolsJson?.error;
        if (err)
            return report(`tools.json is not valid JSON: ${err.message}`, file, { line: err.line, column: err.column });
        for (const e of ctx.schemaErrors) {
            report(`tools.json ${e.instancePath || '(root)'}: ${phrase(e)}`, file, ctx.locate(e.instancePath));
        }
        for (const d of ctx.duplicateNames) {
            report(`tools.json: tool name "${d.name}" is used by tools[${d.indexes.join('], tools[')}]: names must be unique`, file, ctx.locate(`/tools/${d.indexes[1]}/name`));
        }
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/tool-schema.ts

const capToolSchema = {
    meta: { id: 'cap-tool-schema', severity: 'error', description: 'each tool\'s inputSchema is a valid JSON Schema (meta-schema) for an object', docs: `${DOCS}#cap-tool-schema` },
    check(ctx, report) {
        for (const t of ctx.tools) {
            const name = t.raw.name;
            const label = `tools[${t.index}]${typeof name === 'string' ? ` (${name})` : ''} inputSchema`;
            for (const p of t.schemaProblems)
                report(`${label} ${p.message}`, ctx.toolsPath, ctx.locate(`/tools/${t.index}/inputSchema${p.pointer}`));
        }
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/tool-exec.ts

const capToolExec = {
    meta: { id: 'cap-tool-exec', severity: 'error', description: 'each tool\'s exec spec is runnable: placeholders are whole arguments naming declared parameters, a pack-relative command exists and is executable', docs: `${DOCS}#cap-tool-exec` },
    check(ctx, report) {
        for (const t of ctx.tools) {
            const name = t.raw.name;
            const label = `tools[${t.index}]${typeof name === 'string' ? ` (${name})` : ''}`;
            for (const p of t.execProblems)
                report(`${label} ${p.message}`, ctx.toolsPath, ctx.locate(`/tools/${t.index}${p.pointer}`));
        }
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/index.ts





/** The registry of capability pack rules, in report order. */
const capabilityPackRules = [capEntryDoc, capFrontmatter, capToolsJson, capToolSchema, capToolExec];


/***/ }),

/***/ 9698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ checkCapabilityPack),
/* harmony export */   validateCapabilityPack: () => (/* binding */ validateCapabilityPack)
/* harmony export */ });
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4532);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6053);



/** Runs the rules over a loaded pack; diagnostics carry absolute file paths. */
async function checkCapabilityPack(ctx, rules) {
    const collector = new _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .DiagnosticCollector */ .Pn((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .metaMap */ .m1)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.capabilityPackRules), rules);
    await (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .runRules */ .xG)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.capabilityPackRules, ctx, collector, ctx.root);
    return collector.diagnostics;
}
/** Validates one capability pack folder. */
async function validateCapabilityPack(root, options = {}) {
    return checkCapabilityPack(await (0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadCapabilityPack */ .y$)(root, { entry: options.entry }), options.rules);
}


/***/ }),

/***/ 6153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findJsonFault: () => (/* binding */ findJsonFault),
/* harmony export */   parseJson: () => (/* binding */ parseJson)
/* harmony export */ });
/* harmony import */ var _text_position_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6426);

/**
 * JSON.parse that never throws and reports where the text breaks. V8 (Node 20) often omits
 * the position, so on failure a small syntax scanner finds the first bad offset itself.
 */
function parseJson(text) {
    try {
        return { value: JSON.parse(text), error: null };
    }
    catch (err) {
        const fault = findJsonFault(text);
        const { line, column } = new _text_position_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .r(text).locate(fault.offset);
        const message = fault.message ?? String(err.message).split(/,? "|\n/)[0];
        return { value: undefined, error: { message, line, column } };
    }
}
/** Offset and description of the first JSON syntax error (scanner only; builds no values). */
function findJsonFault(text) {
    let i = 0;
    const ws = () => {
        while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r'))
            i++;
    };
    const fail = (message) => {
        throw { offset: Math.min(i, text.length), message };
    };
    const describe = () => (i >= text.length ? 'unexpected end of input' : `unexpected ${JSON.stringify(text[i])}`);
    const string = () => {
        i++;
        while (i < text.length && text[i] !== '"') {
            const c = text.charCodeAt(i);
            if (c < 0x20)
                fail('control character in string');
            if (text[i] === '\\') {
                i++;
                if (text[i] === 'u') {
                    if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5)))
                        fail('bad \\u escape');
                    i += 4;
                }
                else if (!'"\\/bfnrt'.includes(text[i] ?? ''))
                    fail('bad escape');
            }
            i++;
        }
        if (i >= text.length)
            fail('unterminated string');
        i++;
    };
    const value = (depth) => {
        if (depth > 10_000)
            fail('nesting too deep');
        ws();
        const c = text[i];
        if (c === '{') {
            i++;
            ws();
            if (text[i] === '}')
                return void i++;
            for (;;) {
                ws();
                if (text[i] !== '"')
                    fail(`expected a property name, ${describe()}`);
                string();
                ws();
                if (text[i] !== ':')
                    fail(`expected ":", ${describe()}`);
                i++;
                value(depth + 1);
                ws();
                if (text[i] === ',')
                    i++;
                else if (text[i] === '}')
                    return void i++;
                else
                    fail(`expected "," or "}", ${describe()}`);
            }
        }
        else if (c === '[') {
            i++;
            ws();
            if (text[i] === ']')
                return void i++;
            for (;;) {
                value(depth + 1);
                ws();
                if (text[i] === ',')
                    i++;
                else if (text[i] === ']')
                    return void i++;
                else
                    fail(`expected "," or "]", ${describe()}`);
            }
        }
        else if (c === '"')
            string();
        else if (c === '-' || (c >= '0' && c <= '9')) {
            const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
            if (!m)
                fail('bad number');
            i += m[0].length;
        }
        else {
            for (const lit of ['true', 'false', 'null'])
                if (text.startsWith(lit, i))
                    return void (i += lit.length);
            fail(describe());
        }
    };
    try {
        value(0);
        ws();
        if (i < text.length)
            fail(`unexpected ${JSON.stringify(text[i])} after the value`);
        return { offset: 0, message: null };
    }
    catch (e) {
        if (typeof e === 'object' && e !== null && 'offset' in e)
            return e;
        return { offset: 0, message: null };
    }
}


/***/ }),

/***/ 6706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ parseMarkdown),
/* harmony export */   Ko: () => (/* binding */ MarkdownTooComplexError)
/* harmony export */ });
/* unused harmony exports MAX_MARKDOWN_BRACKETS, MAX_MARKDOWN_NESTING, markdownTooComplex */
/* harmony import */ var mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7326);
/* harmony import */ var micromark_extension_gfm_footnote__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2429);
/* harmony import */ var mdast_util_gfm_footnote__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6807);
/* harmony import */ var micromark_extension_frontmatter__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(796);
/* harmony import */ var mdast_util_frontmatter__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8494);
/* harmony import */ var _text_position_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6426);






/** Node types whose text is never prose: footnote-looking text inside them is not a reference. */
const OPAQUE = new Set(['code', 'inlineCode', 'html', 'yaml', 'toml', 'math', 'inlineMath']);
/** A footnote label as it appears in raw source; escapes are handled by counting backslashes before it. */
const REF_PATTERN = /\[\^([^\]\s]+)\]/g;
/** More `[` than this and micromark's footnote parsing (quadratic in them) runs for minutes. */
const MAX_MARKDOWN_BRACKETS = 20_000;
/** Containers (blockquotes, list items) one line may open, and the indentation it may carry. */
const MAX_MARKDOWN_NESTING = 100;
const NESTED_LINE = new RegExp(`^(?:[ \\t]*(?:>|[-*+]|\\d{1,9}[.)])(?:[ \\t]|$)){${MAX_MARKDOWN_NESTING + 1}}|^[ \\t]{${4 * MAX_MARKDOWN_NESTING + 1},}\\S`, 'm');
/**
 * Why a Markdown text is too complex to parse safely, or null. micromark's time grows with the
 * square (or worse) of some constructs — many `[` (label starts, footnote references), deeply
 * nested blockquotes or list items — so a hostile or broken file could hold a check for hours:
 * 8,000 footnote references in one paragraph take 1 s (16 times that for four times as many),
 * 8,000 nested list items 22 s.
 * Real documents stay far below these limits.
 */
function markdownTooComplex(source) {
    let brackets = 0;
    for (let i = source.indexOf('['); i !== -1; i = source.indexOf('[', i + 1)) {
        if (++brackets > MAX_MARKDOWN_BRACKETS)
            return `more than ${MAX_MARKDOWN_BRACKETS} '[' characters, too many to parse in reasonable time`;
    }
    const nested = NESTED_LINE.exec(source);
    if (nested)
        return `line ${source.slice(0, nested.index).split('\n').length} nests more than ${MAX_MARKDOWN_NESTING} blockquotes, list items or indentation levels, too deep to parse in reasonable time`;
    return null;
}
/** A text markdownTooComplex refuses; the message is its reason. */
class MarkdownTooComplexError extends Error {
}
/**
 * Parses Markdown with micromark's footnote and frontmatter extensions (INTEROP.md §4).
 * Throws MarkdownTooComplexError for a text micromark would take minutes on.
 * micromark turns a reference with no definition in the same document into plain text, so
 * references are also looked for in the raw source of text nodes, which keeps escapes.
 */
function parseMarkdown(source) {
    const tooComplex = markdownTooComplex(source);
    if (tooComplex)
        throw new MarkdownTooComplexError(tooComplex);
    const tree = (0,mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_0__/* .fromMarkdown */ .Y)(source, {
        extensions: [(0,micromark_extension_frontmatter__WEBPACK_IMPORTED_MODULE_1__/* .frontmatter */ .v)(['yaml']), (0,micromark_extension_gfm_footnote__WEBPACK_IMPORTED_MODULE_2__/* .gfmFootnote */ .r)()],
        mdastExtensions: [(0,mdast_util_frontmatter__WEBPACK_IMPORTED_MODULE_3__/* .frontmatterFromMarkdown */ .q)(['yaml']), (0,mdast_util_gfm_footnote__WEBPACK_IMPORTED_MODULE_4__/* .gfmFootnoteFromMarkdown */ .i)()],
    });
    const lines = new _text_position_js__WEBPACK_IMPORTED_MODULE_5__/* .LineIndex */ .r(source);
    const doc = { frontmatter: null, references: [], definitions: [], headings: [] };
    const pos = (n) => ({
        line: n.position?.start.line ?? 1,
        column: n.position?.start.column ?? 1,
        endLine: n.position?.end.line,
        endColumn: n.position?.end.column,
    });
    const scanRaw = (start, end) => {
        const raw = source.slice(start, end);
        for (const m of raw.matchAll(REF_PATTERN)) {
            let backslashes = 0;
            for (let i = m.index - 1; i >= 0 && raw[i] === '\\'; i--)
                backslashes++;
            if (backslashes % 2 === 1)
                continue;
            const at = lines.locate(start + m.index);
            const endAt = lines.locate(start + m.index + m[0].length);
            doc.references.push({ label: m[1], position: { line: at.line, column: at.column, endLine: endAt.line, endColumn: endAt.column } });
        }
    };
    const visit = (node, inHeading) => {
        if (node.type === 'yaml' && doc.frontmatter === null && node.position?.start.offset === 0) {
            doc.frontmatter = { raw: node.value ?? '', bodyLine: (node.position?.start.line ?? 1) + 1, position: pos(node) };
            return;
        }
        if (OPAQUE.has(node.type))
            return;
        if (node.type === 'footnoteReference') {
            doc.references.push({ label: node.label ?? '', position: pos(node) });
            return;
        }
        if (node.type === 'footnoteDefinition') {
            doc.definitions.push({ label: node.label ?? '', position: pos(node) });
        }
        if (node.type === 'heading') {
            const start = node.position?.start.offset ?? 0;
            const end = node.position?.end.offset ?? start;
            const raw = source.slice(start, end).replace(/^#{1,6}[ \t]*/, '').replace(/[ \t]+#+[ \t]*$/, '').trim();
            const h = { depth: node.depth ?? 1, raw, position: pos(node) };
            doc.headings.push(h);
            inHeading = h;
        }
        if (node.type === 'text' && node.position?.start.offset !== undefined && node.position.end.offset !== undefined) {
            scanRaw(node.position.start.offset, node.position.end.offset);
            return;
        }
        for (const child of node.children ?? [])
            visit(child, inHeading);
    };
    visit(tree, null);
    doc.references.sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
    return doc;
}


/***/ }),

/***/ 3455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ex: () => (/* binding */ readFileLimitedSync),
/* harmony export */   _6: () => (/* binding */ decodeUtf8),
/* harmony export */   _F: () => (/* binding */ lstatOrNullSync),
/* harmony export */   lB: () => (/* binding */ readFileLimited),
/* harmony export */   nd: () => (/* binding */ lstatOrNull)
/* harmony export */ });
/* unused harmony export DEFAULT_MAX_TEXT_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);




/** Default cap for files we parse whole (manifests, Markdown, YAML). */
const DEFAULT_MAX_TEXT_BYTES = 16 * 1024 * 1024;
/**
 * Reads a regular file whole, refusing FIFOs, sockets and devices (which would hang or never
 * end) and anything over `maxBytes` (checked before reading, and again while reading in case
 * the file grows). O_NONBLOCK keeps an open() of a FIFO from blocking.
 */
async function readFileLimited(file, maxBytes = DEFAULT_MAX_TEXT_BYTES) {
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    assertReadable(file, st, maxBytes);
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    try {
        const reader = new GrowingRead(file, st.size, maxBytes);
        // room() may grow the buffer: it is asked before the buffer is handed to read().
        for (let room = reader.room(); reader.take((await fh.read(reader.buf, reader.total, room, null)).bytesRead); room = reader.room())
            ;
        return reader.bytes();
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC)
            throw err;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    finally {
        await fh.close();
    }
}
/** readFileLimited without the thread pool: one call per step, for a few small files read in a row. */
function readFileLimitedSync(file, maxBytes = DEFAULT_MAX_TEXT_BYTES) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    assertReadable(file, st, maxBytes);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    try {
        const reader = new GrowingRead(file, st.size, maxBytes);
        for (let room = reader.room(); reader.take((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, reader.buf, reader.total, room, null)); room = reader.room())
            ;
        return reader.bytes();
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC)
            throw err;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
function assertReadable(file, st, maxBytes) {
    if (!st.isFile())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: not a regular file`);
    if (st.size > maxBytes)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: ${st.size} bytes is over the limit of ${maxBytes} bytes`);
}
/**
 * Reads straight into one buffer of the size stat gave (one byte more, to notice growth), and
 * grows it only if the file grew since: no chunk copies, no concat for the common case.
 */
class GrowingRead {
    file;
    maxBytes;
    buf;
    total = 0;
    constructor(file, size, maxBytes) {
        this.file = file;
        this.maxBytes = maxBytes;
        this.buf = Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
    }
    /** Bytes free in `buf` at `total`, growing it first when it is full. */
    room() {
        if (this.total === this.buf.length) {
            const bigger = Buffer.allocUnsafe(Math.min(this.buf.length * 2, this.maxBytes + 1));
            this.buf.copy(bigger, 0, 0, this.total);
            this.buf = bigger;
        }
        return this.buf.length - this.total;
    }
    /** Counts a read; false at the end of the file. */
    take(n) {
        if (n === 0)
            return false;
        this.total += n;
        if (this.total > this.maxBytes)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${this.file}: over the limit of ${this.maxBytes} bytes`);
        return true;
    }
    bytes() {
        return this.buf.subarray(0, this.total);
    }
}
const utf8Strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
/** Decodes UTF-8 strictly; on failure returns the lossy text and the byte offset of the first bad sequence. */
function decodeUtf8(bytes) {
    const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const body = hasBom ? bytes.subarray(3) : bytes;
    try {
        return { text: utf8Strict.decode(body), problem: hasBom ? 'starts with a UTF-8 byte order mark' : null, hasBom };
    }
    catch {
        return { text: utf8Lossy.decode(body), problem: `not valid UTF-8 (first bad byte at offset ${firstInvalidUtf8Offset(body) + (hasBom ? 3 : 0)})`, hasBom };
    }
}
function firstInvalidUtf8Offset(b) {
    let i = 0;
    while (i < b.length) {
        const c = b[i];
        const n = c < 0x80 ? 1 : c >= 0xc2 && c < 0xe0 ? 2 : c >= 0xe0 && c < 0xf0 ? 3 : c >= 0xf0 && c < 0xf5 ? 4 : 0;
        if (n === 0 || i + n > b.length)
            return i;
        for (let k = 1; k < n; k++)
            if ((b[i + k] & 0xc0) !== 0x80)
                return i;
        try {
            utf8Strict.decode(b.subarray(i, i + n));
        }
        catch {
            return i;
        }
        i += n;
    }
    return i;
}
/** lstat that returns null for a missing path instead of throwing. */
async function lstatOrNull(p) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(p);
    }
    catch (err) {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR')
            return null;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, p));
    }
}
/** lstatOrNull without the thread pool, for checks made once per installed folder. */
function lstatOrNullSync(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(p, { throwIfNoEntry: false }) ?? null;
    }
    catch (err) {
        if (err.code === 'ENOTDIR')
            return null;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, p));
    }
}


/***/ }),

/***/ 6426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
/** Maps string offsets to 1-based line and column (columns count UTF-16 units, as editors and GitHub do). */
class LineIndex {
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
            this.starts.push(i + 1);
    }
    get count() {
        return this.starts.length;
    }
    /** 1-based line of an offset. */
    line(offset) {
        return this.locate(offset).line;
    }
    locate(offset) {
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - this.starts[lo] + 1 };
    }
}


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
    // The parser recurses per nesting level: a hostile depth ends in V8's own wording.
    if (/Maximum call stack size exceeded/.test(s))
        return 'nested too deeply to read';
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


/***/ })

};
