export const id = 513;
export const ids = [513,1076,6153];
export const modules = {

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
function parseJson(text, options = {}) {
    try {
        const value = JSON.parse(text);
        const numbers = options.numberLexemes ? new Map() : undefined;
        if (options.uniqueKeys || numbers) {
            // JSON.parse keeps the last of two equal keys, other readers the first: refuse the ambiguity.
            // One scan serves both options.
            const dup = findJsonFault(text, { uniqueKeys: options.uniqueKeys, numbers });
            if (dup.message)
                return { value: undefined, error: { message: dup.message, ...new _text_position_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .r(text).locate(dup.offset), ...(options.uniqueKeys ? { duplicateKey: true } : {}) } };
        }
        return numbers ? { value, error: null, numbers } : { value, error: null };
    }
    catch (err) {
        const fault = findJsonFault(text);
        const { line, column } = new _text_position_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .r(text).locate(fault.offset);
        const message = fault.message ?? String(err.message).split(/,? "|\n/)[0];
        return { value: undefined, error: { message, line, column } };
    }
}
/** A JSON number token (RFC 8259 §6), matched where the scanner stands. */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** RFC 6901: `~` and `/` in a key are written `~0` and `~1` in a pointer. */
function pointerSegment(key) {
    return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
/**
 * Offset and description of the first JSON syntax error (scanner only; builds no values), and
 * with `uniqueKeys` of the first key an object repeats (compared decoded: `"a"` and `"\u0061"`
 * are the same key). With `numbers`, fills it with every number's source text by JSON pointer
 * (only the part of the text before a fault; a repeated key keeps the last).
 */
function findJsonFault(text, options = {}) {
    const numbers = options.numbers;
    // The pointer of the value being scanned, as escaped segments (kept only when numbers are wanted).
    const path = [];
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
            const keys = options.uniqueKeys ? new Set() : null;
            for (;;) {
                ws();
                if (text[i] !== '"')
                    fail(`expected a property name, ${describe()}`);
                const keyAt = i;
                string();
                const key = keys || numbers ? JSON.parse(text.slice(keyAt, i)) : '';
                if (keys) {
                    if (keys.has(key)) {
                        i = keyAt;
                        fail(`duplicate key ${JSON.stringify(key)}`);
                    }
                    keys.add(key);
                }
                ws();
                if (text[i] !== ':')
                    fail(`expected ":", ${describe()}`);
                i++;
                if (numbers)
                    path.push(pointerSegment(key));
                value(depth + 1);
                if (numbers)
                    path.pop();
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
            for (let index = 0;; index++) {
                if (numbers)
                    path.push(String(index));
                value(depth + 1);
                if (numbers)
                    path.pop();
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
            NUMBER.lastIndex = i;
            const m = NUMBER.exec(text);
            if (!m)
                fail('bad number');
            if (numbers)
                numbers.set(path.length ? `/${path.join('/')}` : '', m[0]);
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
        // An autolink's text is its URL (`<http://e.com/[^src_x]>`), not prose. Link and image
        // destinations and titles are no text nodes, so they are never scanned either.
        if (node.type === 'link' && node.position?.start.offset !== undefined && source[node.position.start.offset] === '<')
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
/* harmony export */   locatePointer: () => (/* binding */ locatePointer),
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
