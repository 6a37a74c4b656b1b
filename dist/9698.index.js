export const id = 9698;
export const ids = [9698,4365];
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
        return (0,yaml.locatePointer)(yamlView, pointer) ?? {};
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

/***/ 4365:
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

;// CONCATENATED MODULE: ./src/capability/rules/tool-shell.ts

/** Interpreters and the flags that make their next argument the program text. */
const INLINE_CODE = {
    sh: ['-c'], bash: ['-c'], dash: ['-c'], zsh: ['-c'], ksh: ['-c'], ash: ['-c'], fish: ['-c'],
    cmd: ['/c', '/C', '/k', '/K'], 'cmd.exe': ['/c', '/C', '/k', '/K'],
    powershell: ['-Command', '-command', '-c'], 'powershell.exe': ['-Command', '-command', '-c'], pwsh: ['-Command', '-command', '-c'],
    python: ['-c'], python3: ['-c'], node: ['-e', '--eval', '-p', '--print'], perl: ['-e', '-E'], ruby: ['-e'], php: ['-r'],
};
const PARAMETER = /^\{\{(?!pack_root\}\}|workspace\}\})[^{}]+\}\}$/;
/**
 * A tool that hands a parameter to an interpreter as its program (`sh -c {{cmd}}`) runs
 * whatever the model writes. The safe form keeps the program fixed and passes the value as
 * data: `sh -c 'grep -- "$1" notes.txt' sh {{pattern}}`, or a script in the pack.
 */
const capToolShell = {
    meta: { id: 'cap-tool-shell', severity: 'warning', description: 'no tool passes a parameter to a shell or interpreter as the program to run (sh -c {{cmd}}): the model\'s text would become code', docs: `${DOCS}#cap-tool-shell` },
    check(ctx, report) {
        for (const t of ctx.tools) {
            const raw = t.raw;
            const command = raw.exec?.command;
            const args = raw.exec?.args;
            if (typeof command !== 'string' || !Array.isArray(args))
                continue;
            const program = command.slice(command.lastIndexOf('/') + 1);
            const flags = Object.hasOwn(INLINE_CODE, program) ? INLINE_CODE[program] : null;
            if (!flags)
                continue;
            for (let i = 0; i + 1 < args.length; i++) {
                const next = args[i + 1];
                if (!flags.includes(args[i]) || typeof next !== 'string' || !PARAMETER.test(next))
                    continue;
                const label = `tools[${t.index}]${typeof raw.name === 'string' ? ` (${raw.name})` : ''}`;
                report(`${label} runs ${next} as ${program} code (${args[i]}): whatever the model sends becomes a program; keep the program fixed and pass the value as an argument after it, or call a script in the pack`, ctx.toolsPath, ctx.locate(`/tools/${t.index}/exec/args/${i + 1}`));
            }
        }
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/index.ts






/** The registry of capability pack rules, in report order. */
const capabilityPackRules = [capEntryDoc, capFrontmatter, capToolsJson, capToolSchema, capToolExec, capToolShell];


/***/ }),

/***/ 9698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ checkCapabilityPack),
/* harmony export */   validateCapabilityPack: () => (/* binding */ validateCapabilityPack)
/* harmony export */ });
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4532);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4365);



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


/***/ })

};
