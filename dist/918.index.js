export const id = 918;
export const ids = [918];
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

/***/ 918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ rehashContextPack)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/json.ts
var core_json = __webpack_require__(6153);
// EXTERNAL MODULE: ./src/core/yaml.ts
var yaml = __webpack_require__(1076);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/core/hash.ts


function sha256Hex(data) {
    return createHash('sha256').update(data).digest('hex');
}
const CHUNK = 1 << 20;
/**
 * SHA-256 of a file, read in 1 MiB chunks into one reused buffer: constant memory whatever
 * the size, and faster than a stream (no per-chunk allocation).
 */
async function sha256File(file) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const fh = await (0,promises_.open)(file, 'r');
    try {
        const buf = Buffer.allocUnsafe(CHUNK);
        for (;;) {
            const { bytesRead } = await fh.read(buf, 0, CHUNK, null);
            if (bytesRead === 0)
                break;
            hash.update(bytesRead === CHUNK ? buf : buf.subarray(0, bytesRead));
        }
    }
    finally {
        await fh.close();
    }
    return hash.digest('hex');
}

// EXTERNAL MODULE: ./src/core/atomic-write.ts
var atomic_write = __webpack_require__(3008);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/context-pack/load.ts + 2 modules
var load = __webpack_require__(2702);
;// CONCATENATED MODULE: ./src/context-pack/rehash.ts











/**
 * Recomputes every `files[].sha256` in pack.json by editing only the hash strings in the
 * source text, so key order, indentation and the trailing newline stay as written and the
 * diff shows only changed hashes. Every path is checked before anything is written.
 */
async function rehashContextPack(root, options = {}) {
    const manifestPath = external_node_path_default().join(root, load/* MANIFEST */.e0);
    const shown = external_node_path_default().relative(process.cwd(), manifestPath) || manifestPath;
    const decoded = (0,read/* decodeUtf8 */._6)(await (0,read/* readFileLimited */.lB)(manifestPath, 16 * 1024 * 1024));
    if (decoded.problem)
        throw new errors/* InvalidInputError */.oC(`${shown}: ${decoded.problem}`);
    const text = decoded.text;
    const json = (0,core_json/* parseJson */.q)(text);
    if (json.error)
        throw new errors/* InvalidInputError */.oC(`${shown}:${json.error.line ?? 1}:${json.error.column ?? 1}: invalid JSON: ${json.error.message}`);
    const doc = (0,yaml/* parseYaml */.h)(text);
    const files = (0,dist/* isMap */.jh)(doc.doc.contents) ? doc.doc.contents.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === 'files') : undefined;
    if (!files || !(0,dist/* isSeq */.oP)(files.value))
        throw new errors/* InvalidInputError */.oC(`${shown}: has no "files" array to rehash`);
    const edits = [];
    const stale = [];
    for (const [index, item] of files.value.items.entries()) {
        if (!(0,dist/* isMap */.jh)(item))
            throw new errors/* InvalidInputError */.oC(`${shown}: files[${index}] is not an object`);
        const pathPair = item.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === 'path');
        const rel = (0,dist/* isScalar */.jn)(pathPair?.value) ? pathPair.value.value : undefined;
        if (typeof rel !== 'string')
            throw new errors/* InvalidInputError */.oC(`${shown}: files[${index}] has no string "path"`);
        let abs;
        try {
            abs = await (0,paths/* resolveContained */.mi)(root, rel);
        }
        catch (err) {
            if (err instanceof errors/* UnsafePathError */.k0)
                throw new errors/* UnsafePathError */.k0(`${shown}: files[${index}] ${err.message}`);
            throw err;
        }
        const st = await (0,promises_.stat)(abs).catch((err) => {
            throw new errors/* IoError */.dA(`${shown}: files[${index}] ${(0,errors/* describeFsError */.TQ)(err, rel)}`);
        });
        if (!st.isFile())
            throw new errors/* InvalidInputError */.oC(`${shown}: files[${index}] ${rel} is not a regular file`);
        const actual = await sha256File(abs);
        const hashPair = item.items.find((p) => (0,dist/* isPair */.tO)(p) && (0,dist/* isScalar */.jn)(p.key) && p.key.value === 'sha256');
        const recorded = (0,dist/* isScalar */.jn)(hashPair?.value) && typeof hashPair.value.value === 'string' ? hashPair.value.value : null;
        if (recorded === actual)
            continue;
        stale.push({ index, path: rel, recorded, actual });
        if (hashPair?.value?.range) {
            edits.push({ start: hashPair.value.range[0], end: hashPair.value.range[1], text: JSON.stringify(actual) });
        }
        else if (!hashPair && pathPair?.value?.range) {
            const at = pathPair.value.range[1];
            edits.push({ start: at, end: at, text: `, "sha256": ${JSON.stringify(actual)}` });
        }
        else {
            throw new errors/* InvalidInputError */.oC(`${shown}: files[${index}] sha256 cannot be rewritten in place`);
        }
    }
    if (options.check || edits.length === 0)
        return { manifestPath, stale, written: false };
    let out = text;
    for (const e of edits.sort((a, b) => b.start - a.start))
        out = out.slice(0, e.start) + e.text + out.slice(e.end);
    if (decoded.hasBom)
        out = `\ufeff${out}`;
    await (0,atomic_write/* writeFileAtomic */.Z)(manifestPath, out);
    return { manifestPath, stale, written: true };
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

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   mi: () => (/* binding */ resolveContained)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);



/**
 * Why a relative path from input is unsafe, or null when it is a plain relative POSIX path.
 * Backslashes are refused rather than converted: on POSIX they are legal name characters, on
 * Windows separators, so a manifest that uses them means different files on different machines.
 */
function relativePathProblem(p) {
    if (p.length === 0)
        return 'empty path';
    if (p.includes('\0'))
        return 'contains a NUL byte';
    if (p.includes('\\'))
        return 'contains a backslash';
    if (p.startsWith('/') || /^[A-Za-z]:/.test(p))
        return 'is absolute';
    if (p.split('/').some((seg) => seg === '..'))
        return 'goes up with ".."';
    return null;
}
/** True when `child` is `root` or lies below it (both absolute, already resolved). */
function isInside(root, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, child);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel));
}
/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * Returns the lexical absolute path (what the caller should open). A path that does not
 * exist yet is checked through its nearest existing ancestor.
 */
async function resolveContained(root, rel) {
    const problem = relativePathProblem(rel);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (${problem})`);
    const absRoot = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root);
    const target = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(absRoot, rel);
    if (!isInside(absRoot, target))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (outside ${root})`);
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absRoot);
    let probe = target;
    for (;;) {
        try {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(probe);
            if (!isInside(realRoot, real))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (resolves outside ${root} through a symlink)`);
            return target;
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0)
                throw err;
            const code = err.code;
            if (code === 'ELOOP')
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (symlink loop)`);
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw err;
            // A dangling symlink still points somewhere: refuse it if that is outside.
            try {
                const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(probe);
                if (st.isSymbolicLink())
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (dangling symlink)`);
            }
            catch (e) {
                if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0)
                    throw e;
            }
            const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(probe);
            if (parent === probe || !isInside(absRoot, parent))
                return target;
            probe = parent;
        }
    }
}
/** Forward slashes, no leading `./`: how every path appears in reports and generated files. */
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/').replace(/^\.\//, '');
}
/** A path for reports: relative to the working directory when below it, else absolute. */
function displayPath(abs, cwd = process.cwd()) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(cwd, abs);
    if (rel === '')
        return '.';
    if (rel.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel))
        return toPosix(abs);
    return toPosix(rel);
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


/***/ })

};
