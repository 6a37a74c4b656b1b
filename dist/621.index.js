export const id = 621;
export const ids = [621];
export const modules = {

/***/ 2702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e0: () => (/* binding */ MANIFEST),
  Dz: () => (/* binding */ loadContextPack)
});

// UNUSED EXPORTS: MAX_MARKDOWN_BYTES

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var dist_ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(2815);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/json.ts
var json = __webpack_require__(6153);
// EXTERNAL MODULE: ./src/core/yaml.ts
var yaml = __webpack_require__(1076);
// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 49 modules
var lib = __webpack_require__(7326);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm-footnote/lib/syntax.js
var syntax = __webpack_require__(2429);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm-footnote/lib/index.js
var mdast_util_gfm_footnote_lib = __webpack_require__(6807);
// EXTERNAL MODULE: ./node_modules/micromark-extension-frontmatter/lib/syntax.js
var lib_syntax = __webpack_require__(796);
// EXTERNAL MODULE: ./node_modules/mdast-util-frontmatter/lib/index.js
var mdast_util_frontmatter_lib = __webpack_require__(8494);
// EXTERNAL MODULE: ./src/core/text-position.ts
var text_position = __webpack_require__(6426);
;// CONCATENATED MODULE: ./src/core/markdown.ts






/** Node types whose text is never prose: footnote-looking text inside them is not a reference. */
const OPAQUE = new Set(['code', 'inlineCode', 'html', 'yaml', 'toml', 'math', 'inlineMath']);
/** A footnote label as it appears in raw source; escapes are handled by counting backslashes before it. */
const REF_PATTERN = /\[\^([^\]\s]+)\]/g;
/**
 * Parses Markdown with micromark's footnote and frontmatter extensions (INTEROP.md §4).
 * micromark turns a reference with no definition in the same document into plain text, so
 * references are also looked for in the raw source of text nodes, which keeps escapes.
 */
function parseMarkdown(source) {
    const tree = (0,lib/* fromMarkdown */.Y)(source, {
        extensions: [(0,lib_syntax/* frontmatter */.v)(['yaml']), (0,syntax/* gfmFootnote */.r)()],
        mdastExtensions: [(0,mdast_util_frontmatter_lib/* frontmatterFromMarkdown */.q)(['yaml']), (0,mdast_util_gfm_footnote_lib/* gfmFootnoteFromMarkdown */.i)()],
    });
    const lines = new text_position/* LineIndex */.r(source);
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

// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
;// CONCATENATED MODULE: ./src/context-pack/schema.ts
/**
 * The JSON Schema for pack.json (specs/context-pack-v0.1.md), published as
 * schemas/context-pack.schema.json (a test keeps the two equal). Unknown members are allowed:
 * the spec is at 0.1 and generators add fields.
 */
const contextPackSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://packwright.dev/schemas/context-pack.schema.json',
    title: 'Context Pack manifest (pack.json), spec v0.1',
    type: 'object',
    required: ['spec_version', 'pack_id', 'project', 'files'],
    properties: {
        spec_version: { type: 'string', pattern: '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(\\.(0|[1-9]\\d*))?(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$', description: 'SemVer string of the spec the pack follows, e.g. "0.1"' },
        pack_id: { type: 'string', minLength: 1, description: 'Opaque ULID or UUID, unique per generation' },
        generated_at: { type: 'string', format: 'date-time' },
        generator: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string' }, version: { type: 'string' }, url: { type: 'string' } },
        },
        project: {
            type: 'object',
            required: ['name', 'description'],
            properties: {
                name: { type: 'string', minLength: 1 },
                description: { type: 'string', minLength: 1 },
                stack: { type: 'array', items: { type: 'string' } },
            },
        },
        user_prompt: { type: 'string' },
        window: {
            type: 'object',
            properties: { from: { type: 'string', format: 'date-time' }, to: { type: 'string', format: 'date-time' } },
        },
        files: {
            type: 'array',
            items: {
                type: 'object',
                required: ['path', 'sha256'],
                properties: {
                    path: { type: 'string', minLength: 1 },
                    sha256: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'lowercase hex SHA-256 of the file bytes' },
                },
            },
        },
        sources: {
            type: 'array',
            items: {
                type: 'object',
                required: ['id', 'url'],
                properties: {
                    id: { type: 'string', pattern: '^src_[^\\]\\s]+$' },
                    url: { type: 'string', minLength: 1 },
                    title: { type: 'string' },
                    kind: { type: 'string' },
                    published_at: { type: 'string', format: 'date-time' },
                    captured_at: { type: 'string', format: 'date-time' },
                },
            },
        },
    },
};

;// CONCATENATED MODULE: ./src/context-pack/load.ts














const MANIFEST = 'pack.json';
/** Markdown files larger than this are hashed but not parsed. */
const MAX_MARKDOWN_BYTES = 16 * 1024 * 1024;
let validateSchema = null;
function schemaValidator() {
    if (!validateSchema) {
        const ajv = new dist_ajv.Ajv({ allErrors: true, strict: false });
        const addFormats = (dist_default())["default"] ?? (dist_default());
        addFormats(ajv);
        validateSchema = ajv.compile(contextPackSchema);
    }
    return validateSchema;
}
const HASH_CONCURRENCY = 4;
const CHUNK = 1 << 20;
/** Reads everything the rules look at, once: the manifest, every listed file's hash, every Markdown file. */
async function loadContextPack(root) {
    const manifestPath = external_node_path_default().join(root, MANIFEST);
    const ctx = {
        root,
        manifestPath,
        manifestReadError: null,
        manifestDecoded: null,
        manifestJson: null,
        manifest: null,
        schemaErrors: [],
        listed: [],
        packFiles: [],
        walkProblems: [],
        markdown: [],
        locate: () => ({}),
    };
    let yamlView = null;
    try {
        const bytes = await (0,read/* readFileLimited */.lB)(manifestPath, MAX_MARKDOWN_BYTES);
        ctx.manifestDecoded = (0,read/* decodeUtf8 */._6)(bytes);
        ctx.manifestJson = (0,json/* parseJson */.q)(ctx.manifestDecoded.text);
    }
    catch (err) {
        ctx.manifestReadError = err instanceof errors/* PackwrightError */.hk ? err.message : (0,errors/* describeFsError */.TQ)(err, manifestPath);
    }
    const value = ctx.manifestJson?.value;
    if (value !== undefined) {
        ctx.locate = (pointer) => {
            yamlView ??= (0,yaml/* parseYaml */.h)(ctx.manifestDecoded.text);
            return (0,yaml/* locatePointer */.A)(yamlView, pointer) ?? {};
        };
        if (typeof value === 'object' && value !== null && !Array.isArray(value))
            ctx.manifest = value;
        const validate = schemaValidator();
        if (!validate(value))
            ctx.schemaErrors = validate.errors ?? [];
    }
    const [packFiles] = await Promise.all([walkPack(root, ctx), hashListed(root, ctx)]);
    ctx.packFiles = packFiles;
    ctx.markdown = await Promise.all(packFiles.filter((f) => f.toLowerCase().endsWith('.md')).map((rel) => loadMarkdown(root, rel)));
    return ctx;
}
async function hashListed(root, ctx) {
    const files = Array.isArray(ctx.manifest?.files) ? ctx.manifest.files : [];
    ctx.listed = files.map((entry, index) => {
        const e = (entry ?? {});
        return { index, path: typeof e.path === 'string' ? e.path : '', recorded: typeof e.sha256 === 'string' ? e.sha256 : null, status: 'ok' };
    });
    let next = 0;
    const worker = async () => {
        const buf = Buffer.allocUnsafe(CHUNK);
        while (next < ctx.listed.length) {
            const item = ctx.listed[next++];
            if (item.path === '') {
                item.status = 'unsafe';
                item.detail = 'no path';
                continue;
            }
            await hashOne(root, item, buf);
        }
    };
    await Promise.all(Array.from({ length: HASH_CONCURRENCY }, worker));
}
async function hashOne(root, item, buf) {
    const problem = (0,paths/* relativePathProblem */.BE)(item.path);
    if (problem) {
        item.status = 'unsafe';
        item.detail = problem;
        return;
    }
    try {
        item.abs = await (0,paths/* resolveContained */.mi)(root, item.path);
    }
    catch (err) {
        item.status = 'unsafe';
        item.detail = err.message.replace(/^.*?unsafe path \((.*)\)$/, '$1');
        return;
    }
    let st;
    try {
        st = await (0,promises_.stat)(item.abs);
    }
    catch (err) {
        const code = err.code;
        item.status = code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : 'unreadable';
        item.detail = (0,errors/* describeFsError */.TQ)(err, item.path);
        return;
    }
    if (!st.isFile()) {
        item.status = 'not-regular';
        item.detail = st.isDirectory() ? 'a directory' : st.isFIFO() ? 'a FIFO' : st.isSocket() ? 'a socket' : 'not a regular file';
        return;
    }
    try {
        item.actual = await hashFile(item.abs, buf);
    }
    catch (err) {
        item.status = 'unreadable';
        item.detail = (0,errors/* describeFsError */.TQ)(err, item.path);
    }
}
/** Streams a file through SHA-256 with a caller-owned buffer (one per worker, no per-chunk allocation). */
async function hashFile(file, buf) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const fh = await (0,promises_.open)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    try {
        for (;;) {
            const { bytesRead } = await fh.read(buf, 0, buf.length, null);
            if (bytesRead === 0)
                break;
            hash.update(buf.subarray(0, bytesRead));
        }
    }
    finally {
        await fh.close();
    }
    return hash.digest('hex');
}
/** Lists the pack's files without following symlinks (a symlink loop or an outside link is listed, not entered). */
async function walkPack(root, ctx) {
    const out = [];
    const walk = async (dir, relDir) => {
        let entries;
        try {
            entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        }
        catch (err) {
            ctx.walkProblems.push({ rel: relDir || '.', problem: (0,errors/* describeFsError */.TQ)(err, relDir || '.') });
            return;
        }
        for (const e of entries) {
            const rel = relDir ? `${relDir}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (e.name !== '.git')
                    await walk(external_node_path_default().join(dir, e.name), rel);
            }
            else if (e.isFile() || e.isSymbolicLink()) {
                if (rel !== MANIFEST)
                    out.push(rel);
            }
        }
    };
    await walk(root, '');
    return out.sort(diagnostics/* compareBytes */.Xo);
}
async function loadMarkdown(root, rel) {
    const abs = external_node_path_default().join(root, ...rel.split('/'));
    const md = { rel, abs, decoded: null, skipped: null, crlf: null, doc: null, frontmatter: null };
    try {
        const st = await (0,promises_.lstat)(abs);
        // A symlinked Markdown file is read only when it stays inside the pack.
        if (st.isSymbolicLink())
            await (0,paths/* resolveContained */.mi)(root, (0,paths/* toPosix */.d7)(rel));
        const bytes = await (0,read/* readFileLimited */.lB)(abs, MAX_MARKDOWN_BYTES);
        md.decoded = (0,read/* decodeUtf8 */._6)(bytes);
    }
    catch (err) {
        md.skipped = err instanceof errors/* PackwrightError */.hk ? err.message.replace(/^.*?: /, '') : (0,errors/* describeFsError */.TQ)(err, rel);
        return md;
    }
    const text = md.decoded.text;
    const cr = text.indexOf('\r\n');
    if (cr !== -1)
        md.crlf = { line: text.slice(0, cr).split('\n').length };
    md.doc = parseMarkdown(text);
    if (md.doc.frontmatter) {
        const parsed = (0,yaml/* parseYaml */.h)(md.doc.frontmatter.raw);
        const error = parsed.error ? { ...parsed.error, line: parsed.error.line !== undefined ? parsed.error.line + md.doc.frontmatter.bodyLine - 1 : md.doc.frontmatter.position.line } : null;
        md.frontmatter = { value: parsed.value, error };
    }
    return md;
}


/***/ }),

/***/ 1621:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateContextPack: () => (/* binding */ validateContextPack)
/* harmony export */ });
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2702);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1379);



/** Validates one context pack folder; diagnostics carry absolute file paths. */
async function validateContextPack(root, options = {}) {
    const ctx = await (0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadContextPack */ .Dz)(root);
    const collector = new _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .DiagnosticCollector */ .Pn((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .metaMap */ .m1)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.contextPackRules), options.rules);
    await (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .runRules */ .xG)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.contextPackRules, ctx, collector, ctx.manifestPath);
    return collector.diagnostics;
}


/***/ }),

/***/ 6153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ parseJson)
/* harmony export */ });
/* harmony import */ var _text_position_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6426);

/** JSON.parse that never throws and turns V8's "at position N" into line and column. */
function parseJson(text) {
    try {
        return { value: JSON.parse(text), error: null };
    }
    catch (err) {
        const message = err.message;
        const m = /position (\d+)/.exec(message);
        const clean = message.replace(/\s*in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
        if (m) {
            const { line, column } = new _text_position_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .r(text).locate(Number(m[1]));
            return { value: undefined, error: { message: clean, line, column } };
        }
        return { value: undefined, error: { message: clean } };
    }
}


/***/ }),

/***/ 3455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _6: () => (/* binding */ decodeUtf8),
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
    if (!st.isFile())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: not a regular file`);
    if (st.size > maxBytes)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: ${st.size} bytes is over the limit of ${maxBytes} bytes`);
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    try {
        const chunks = [];
        let total = 0;
        const buf = Buffer.allocUnsafe(Math.min(maxBytes + 1, 1 << 20) || 1);
        for (;;) {
            const { bytesRead } = await fh.read(buf, 0, buf.length, null);
            if (bytesRead === 0)
                break;
            total += bytesRead;
            if (total > maxBytes)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: over the limit of ${maxBytes} bytes`);
            chunks.push(Buffer.from(buf.subarray(0, bytesRead)));
        }
        return Buffer.concat(chunks, total);
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
/* harmony export */   h: () => (/* binding */ parseYaml)
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


/***/ })

};
