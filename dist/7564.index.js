export const id = 7564;
export const ids = [7564,6695,6153];
export const modules = {

/***/ 299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q3: () => (/* binding */ sha256File),
/* harmony export */   ax: () => (/* binding */ sha256FileNoFollow),
/* harmony export */   fg: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);



function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
const CHUNK = 1 << 20;
async function hashHandle(fh) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const buf = Buffer.allocUnsafe(CHUNK);
    for (;;) {
        const { bytesRead } = await fh.read(buf, 0, CHUNK, null);
        if (bytesRead === 0)
            break;
        hash.update(bytesRead === CHUNK ? buf : buf.subarray(0, bytesRead));
    }
    return hash.digest('hex');
}
/**
 * SHA-256 of a file, read in 1 MiB chunks into one reused buffer: constant memory whatever
 * the size, and faster than a stream (no per-chunk allocation).
 */
async function sha256File(file) {
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(file, 'r');
    try {
        return await hashHandle(fh);
    }
    finally {
        await fh.close();
    }
}
/**
 * SHA-256 and permission bits of a file that must not be a symlink (ELOOP if it is): both
 * from one open file, so a file swapped between two calls cannot lend one its hash and the
 * other its mode.
 */
async function sha256FileNoFollow(file) {
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW);
    try {
        const { mode } = await fh.stat();
        return { sha256: await hashHandle(fh), mode };
    }
    finally {
        await fh.close();
    }
}


/***/ }),

/***/ 4557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ pointerKeys),
/* harmony export */   s: () => (/* binding */ valueAtPointer)
/* harmony export */ });
/** The keys a JSON pointer (RFC 6901; ajv's instancePath) names: `/a~1b/c` → `['a/b', 'c']` (core/json.ts jsonPointer builds one). */
function pointerKeys(pointer) {
    return pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
/** The value a JSON pointer names in a parsed document (own properties and array items only), or undefined. */
function valueAtPointer(root, pointer) {
    let node = root;
    for (const key of pointerKeys(pointer)) {
        if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, key))
            return undefined;
        node = node[key];
    }
    return node;
}


/***/ }),

/***/ 6153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findJsonFault: () => (/* binding */ findJsonFault),
/* harmony export */   jsonPointer: () => (/* binding */ jsonPointer),
/* harmony export */   parseJson: () => (/* binding */ parseJson),
/* harmony export */   pointerSegment: () => (/* binding */ pointerSegment)
/* harmony export */ });
/* harmony import */ var _text_position_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6426);
/* harmony import */ var _show_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6296);


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
                return { value: undefined, error: { message: dup.message, ...new _text_position_js__WEBPACK_IMPORTED_MODULE_1__/* .LineIndex */ .r(text, { cr: true }).locate(dup.offset), ...(options.uniqueKeys ? { duplicateKey: true } : {}) } };
        }
        return numbers ? { value, error: null, numbers } : { value, error: null };
    }
    catch (err) {
        const fault = findJsonFault(text);
        const { line, column } = new _text_position_js__WEBPACK_IMPORTED_MODULE_1__/* .LineIndex */ .r(text, { cr: true }).locate(fault.offset);
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
/** The JSON pointer (RFC 6901) of a path of keys: `['a/b', 'c']` → `/a~1b/c`. */
function jsonPointer(keys) {
    return keys.map((k) => `/${pointerSegment(k)}`).join('');
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
    const stack = [];
    /** Scans an object's key and its `:` (at a `"`); pushes the key on the pointer path. */
    const member = (frame) => {
        ws();
        if (text[i] !== '"')
            fail(`expected a property name, ${describe()}`);
        const keyAt = i;
        string();
        const key = frame.keys || numbers ? JSON.parse(text.slice(keyAt, i)) : '';
        if (frame.keys) {
            if (frame.keys.has(key)) {
                i = keyAt;
                fail(`duplicate key ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(key)}`);
            }
            frame.keys.add(key);
        }
        ws();
        if (text[i] !== ':')
            fail(`expected ":", ${describe()}`);
        i++;
        if (numbers)
            path.push(pointerSegment(key));
    };
    /** Scans one value; an object or array is only opened (pushed), its members follow in the loop. */
    const value = () => {
        ws();
        const c = text[i];
        if (c === '{') {
            i++;
            ws();
            if (text[i] === '}')
                return void i++;
            const frame = { array: false, keys: options.uniqueKeys ? new Set() : null, index: 0 };
            stack.push(frame);
            member(frame);
        }
        else if (c === '[') {
            i++;
            ws();
            if (text[i] === ']')
                return void i++;
            stack.push({ array: true, keys: null, index: 0 });
            if (numbers)
                path.push('0');
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
    const walk = () => {
        value();
        while (stack.length > 0) {
            const depth = stack.length;
            value();
            // A value that opened a collection is scanned first; its parent resumes when it closes.
            if (stack.length > depth)
                continue;
            // The value just scanned (or closed) was the top frame's member or element: a `,` or the close follows.
            for (;;) {
                const top = stack[stack.length - 1];
                if (numbers)
                    path.pop();
                ws();
                if (text[i] === ',') {
                    i++;
                    if (top.array) {
                        top.index++;
                        if (numbers)
                            path.push(String(top.index));
                    }
                    else
                        member(top);
                    break;
                }
                if (text[i] === (top.array ? ']' : '}')) {
                    i++;
                    stack.pop();
                    if (stack.length === 0)
                        return;
                    continue;
                }
                fail(top.array ? `expected "," or "]", ${describe()}` : `expected "," or "}", ${describe()}`);
            }
        }
    };
    try {
        walk();
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
/* harmony import */ var _text_decode_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4667);





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
        return { text: utf8Strict.decode(body), problem: hasBom ? 'starts with a UTF-8 byte order mark' : null, hasBom, badOffset: null };
    }
    catch {
        const badOffset = firstInvalidUtf8Offset(body) + (hasBom ? 3 : 0);
        return { text: utf8Lossy.decode(body), problem: `not valid UTF-8 (first bad byte at offset ${badOffset})`, hasBom, badOffset };
    }
}
function firstInvalidUtf8Offset(b) {
    let i = 0;
    while (i < b.length) {
        const n = (0,_text_decode_js__WEBPACK_IMPORTED_MODULE_3__/* .wellFormedUtf8Length */ .py)(b, i);
        if (n === 0)
            return i;
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

/***/ 4667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ showName),
/* harmony export */   AX: () => (/* binding */ detectBom),
/* harmony export */   Fu: () => (/* binding */ isUtf16Bom),
/* harmony export */   Wb: () => (/* binding */ looksBinary),
/* harmony export */   fV: () => (/* binding */ completeUtf8Length),
/* harmony export */   py: () => (/* binding */ wellFormedUtf8Length),
/* harmony export */   vg: () => (/* binding */ utf8SequenceLength),
/* harmony export */   yj: () => (/* binding */ decodeBytes)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Bytes to text, shared by the snapshot (what a pack carries) and the credential rules (what
 * `scan` and the commit hook read), so both agree on which files are text and how they read:
 * binary detection by content, decoding (UTF-8, UTF-16 with a BOM, Latin-1 fallback,
 * undecodable bytes replaced).
 */

/** Git's rule: a NUL byte in the first 8000 bytes makes a file binary (after a UTF-16 BOM, a U+0000 code unit). */
const BINARY_SNIFF_BYTES = 8000;
function detectBom(b) {
    if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf)
        return 'utf-8';
    if (b.length >= 4 && b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0)
        return 'utf-32le';
    if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff)
        return 'utf-32be';
    if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe)
        return 'utf-16le';
    if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff)
        return 'utf-16be';
    return null;
}
function isUtf16Bom(bom) {
    return bom === 'utf-16le' || bom === 'utf-16be';
}
/** More than this share of C0 controls (other than tab, LF, VT, FF, CR) is not text. */
const UTF16_MAX_CONTROL_SHARE = 0.1;
/**
 * Two bytes FF FE are as likely the start of any binary format as a BOM, so the code units
 * after a UTF-16 BOM must look like text: no U+0000 (the NUL rule, per code unit), no
 * unpaired surrogate, no noncharacter U+FFFE/U+FFFF, and few control characters. Random
 * bytes fail the surrogate test within a few hundred units.
 */
function utf16LooksBinary(head, littleEndian) {
    const end = Math.min(head.length, BINARY_SNIFF_BYTES) & ~1;
    const unit = (i) => (littleEndian ? head[i] | (head[i + 1] << 8) : (head[i] << 8) | head[i + 1]);
    let units = 0;
    let controls = 0;
    for (let i = 2; i < end; i += 2) {
        const u = unit(i);
        units++;
        if (u === 0 || u === 0xfffe || u === 0xffff)
            return true;
        if (u < 0x20) {
            if (u < 0x09 || u > 0x0d)
                controls++;
        }
        else if (u >= 0xd800 && u <= 0xdbff) {
            // A high surrogate at the end of the window may be paired past it: no evidence either way.
            if (i + 2 >= end)
                break;
            const next = unit(i + 2);
            if (next < 0xdc00 || next > 0xdfff)
                return true;
            i += 2;
            units++;
        }
        else if (u >= 0xdc00 && u <= 0xdfff) {
            return true;
        }
    }
    return controls > units * UTF16_MAX_CONTROL_SHARE;
}
function looksBinary(head) {
    const bom = detectBom(head);
    if (bom === 'utf-32le' || bom === 'utf-32be')
        return true;
    if (isUtf16Bom(bom))
        return utf16LooksBinary(head, bom === 'utf-16le');
    const n = Math.min(head.length, BINARY_SNIFF_BYTES);
    return head.subarray(0, n).indexOf(0) !== -1;
}
const utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
function countReplacements(s) {
    let n = 0;
    for (let i = s.indexOf('\ufffd'); i !== -1; i = s.indexOf('\ufffd', i + 1))
        n++;
    return n;
}
const REPLACEMENT_UTF8 = Buffer.from([0xef, 0xbf, 0xbd]);
function countOccurrences(haystack, needle) {
    let n = 0;
    for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length))
        n++;
    return n;
}
// Without the u flag a regex sees code units, so this finds exactly the unpaired surrogates.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * Decodes bytes that `looksBinary` accepted (so never UTF-32; bytes with a UTF-32 BOM are read
 * as if they had none). `bomKnown` is the file's BOM when `bytes` is a window from the middle
 * of the file (then the window holds no BOM of its own).
 */
function decodeBytes(bytes, bomKnown) {
    const bom = bomKnown === undefined ? detectBom(bytes) : bomKnown;
    const skip = bomKnown === undefined ? (bom === 'utf-8' ? 3 : isUtf16Bom(bom) ? 2 : 0) : 0;
    const body = bytes.subarray(skip);
    if (isUtf16Bom(bom)) {
        let even = body.subarray(0, body.length - (body.length % 2));
        if (bom === 'utf-16be') {
            even = Buffer.from(even);
            even.swap16();
        }
        // Buffer's decoder keeps lone surrogates, so they can be counted apart from any U+FFFD
        // the file really holds, and then replaced as TextDecoder would.
        const raw = even.toString('utf16le');
        let bad = 0;
        const text = raw.replace(LONE_SURROGATE, () => {
            bad++;
            return '\ufffd';
        });
        return { text, encoding: bom, issue: bad ? `${bad} undecodable UTF-16 sequence${bad === 1 ? '' : 's'} replaced with U+FFFD` : null };
    }
    // isUtf8 and toString are native and several times faster than a fatal TextDecoder.
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(body))
        return { text: body.toString('utf8'), encoding: 'utf-8', issue: null };
    const lossy = utf8Lossy.decode(body);
    // Any well-formed multi-byte character means the file is UTF-8 with a few bad bytes;
    // none at all means a single-byte legacy encoding, read as Latin-1 (every byte decodes).
    if (/[\u0080-\ufffc\ufffe-\uffff]/.test(lossy)) {
        // A U+FFFD the file really holds (EF BF BD) is text, not an undecodable sequence.
        const bad = countReplacements(lossy) - countOccurrences(body, REPLACEMENT_UTF8);
        return { text: lossy, encoding: 'utf-8', issue: `${bad} undecodable byte sequence${bad === 1 ? '' : 's'} replaced with U+FFFD` };
    }
    return { text: body.toString('latin1'), encoding: 'latin-1', issue: 'not valid UTF-8; decoded as Latin-1' };
}
/** How many bytes the UTF-8 character led by `lead` takes by its lead byte alone (0 when `lead` cannot start one). */
function utf8SequenceLength(lead) {
    return lead < 0x80 ? 1 : lead >= 0xf8 ? 0 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
}
/**
 * The length of `bytes` without a UTF-8 sequence cut off at its end (at most 3 bytes dropped),
 * for cutting text at a byte cap. Bytes that are not UTF-8 at all are left alone.
 */
function completeUtf8Length(bytes) {
    const n = bytes.length;
    let k = n - 1;
    while (k >= 0 && n - k <= 4 && (bytes[k] & 0xc0) === 0x80)
        k--;
    if (k < 0 || n - k > 4)
        return n;
    const need = utf8SequenceLength(bytes[k]);
    return need > 0 && n - k < need ? k : n;
}
/**
 * The length of the well-formed UTF-8 sequence at `i` (Unicode Table 3-7: no overlong forms,
 * surrogates or code points past U+10FFFF), or 0 when the bytes at `i` do not start one.
 */
function wellFormedUtf8Length(b, i) {
    const c = b[i];
    if (c < 0x80)
        return 1;
    let n;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf)
        n = 2;
    else if (c >= 0xe0 && c <= 0xef) {
        n = 3;
        if (c === 0xe0)
            lo = 0xa0;
        else if (c === 0xed)
            hi = 0x9f;
    }
    else if (c >= 0xf0 && c <= 0xf4) {
        n = 4;
        if (c === 0xf0)
            lo = 0x90;
        else if (c === 0xf4)
            hi = 0x8f;
    }
    else
        return 0;
    if (i + n > b.length || b[i + 1] < lo || b[i + 1] > hi)
        return 0;
    for (let k = 2; k < n; k++)
        if ((b[i + k] & 0xc0) !== 0x80)
            return 0;
    return n;
}
/**
 * A file name's bytes as text for reports: UTF-8 as is; a byte that is not part of a valid
 * UTF-8 sequence (a Latin-1 name from an old archive) as `\xNN`, so the name stays readable and
 * two names never show the same (U+FFFD would merge them and hide which file it was).
 */
function showName(bytes) {
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        return bytes.toString('utf8');
    let out = '';
    let start = 0;
    let i = 0;
    while (i < bytes.length) {
        const n = wellFormedUtf8Length(bytes, i);
        if (n > 0) {
            i += n;
            continue;
        }
        out += `${bytes.toString('utf8', start, i)}\\x${bytes[i].toString(16).padStart(2, '0')}`;
        i++;
        start = i;
    }
    return out + bytes.toString('utf8', start, i);
}


/***/ }),

/***/ 6426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
const ANY_EOL = /\r\n|\r|\n/g;
/** Maps string offsets to 1-based line and column (columns count UTF-16 units, as editors and GitHub do). */
class LineIndex {
    text;
    starts = [0];
    /**
     * Lines end at LF only, or with `cr` also at CRLF and a lone CR (as Markdown reads them).
     */
    cr;
    constructor(text, options = {}) {
        this.text = text;
        this.cr = options.cr === true;
        if (this.cr) {
            ANY_EOL.lastIndex = 0;
            for (let m = ANY_EOL.exec(text); m; m = ANY_EOL.exec(text))
                this.starts.push(m.index + m[0].length);
        }
        else {
            for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
                this.starts.push(i + 1);
        }
    }
    get count() {
        return this.starts.length;
    }
    /** Offset where 1-based line `line` starts. */
    start(line) {
        return this.starts[line - 1];
    }
    /** Offset where 1-based line `line`'s text ends (before its line ending). */
    end(line) {
        if (line >= this.starts.length)
            return this.text.length;
        const next = this.starts[line];
        return this.cr && this.text[next - 1] === '\n' && this.text[next - 2] === '\r' ? next - 2 : next - 1;
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

/***/ 9602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ MIN_EXACT_INTEGER),
/* harmony export */   Ec: () => (/* binding */ versionProblem),
/* harmony export */   Mt: () => (/* binding */ MAX_EXACT_INTEGER),
/* harmony export */   fj: () => (/* binding */ LAYER_NAMES),
/* harmony export */   fp: () => (/* binding */ LEANCTX_LAYERS),
/* harmony export */   nv: () => (/* binding */ hexProblem),
/* harmony export */   qv: () => (/* binding */ MAX_PACKAGE_BYTES),
/* harmony export */   rH: () => (/* binding */ nameProblem),
/* harmony export */   ud: () => (/* binding */ MAX_ENVELOPE_BYTES)
/* harmony export */ });
/* unused harmony exports PACKAGE_EXTENSIONS, NAME_PATTERN, VERSION_PATTERN, MAX_NAME_BYTES, MAX_VERSION_BYTES, LOWER_HEX_64, isPackageFileName */
/** Facts of the .ctxpkg format as LeanCTX implements it (INTEROP.md §1). */
const MAX_PACKAGE_BYTES = 10 * 1024 * 1024;
const MAX_ENVELOPE_BYTES = 2_000_000;
/** serde_json (LeanCTX) holds an integer exactly from i64's minimum to u64's maximum, and reads one past them as a rounded float. */
const MIN_EXACT_INTEGER = -(2n ** 63n);
const MAX_EXACT_INTEGER = 2n ** 64n - 1n;
const PACKAGE_EXTENSIONS = (/* unused pure expression or super */ null && (['.ctxpkg', '.lctxpkg']));
/** Layer names in LeanCTX's content order, then `policies`, which only the spec README lists. */
const LAYER_NAMES = ['knowledge', 'graph', 'session', 'patterns', 'gotchas', 'policies'];
/** Layers LeanCTX can load. */
const LEANCTX_LAYERS = new Set(['knowledge', 'graph', 'session', 'patterns', 'gotchas']);
const NAME_PATTERN = /^[A-Za-z0-9._-]+$/;
const VERSION_PATTERN = /^[A-Za-z0-9._+-]+$/;
const MAX_NAME_BYTES = 128;
const MAX_VERSION_BYTES = 64;
const LOWER_HEX_64 = /^[0-9a-f]{64}$/;
function isPackageFileName(file) {
    const lower = file.toLowerCase();
    return PACKAGE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}
/** Why a package name breaks LeanCTX's rules, or null. */
function nameProblem(name) {
    if (name.length === 0)
        return 'must not be empty';
    if (Buffer.byteLength(name) > MAX_NAME_BYTES)
        return `must be at most ${MAX_NAME_BYTES} bytes`;
    if (!NAME_PATTERN.test(name))
        return 'may contain only [a-zA-Z0-9._-]';
    return null;
}
/** Why a package version breaks LeanCTX's rules, or null. */
function versionProblem(version) {
    if (version.length === 0)
        return 'must not be empty';
    if (Buffer.byteLength(version) > MAX_VERSION_BYTES)
        return `must be at most ${MAX_VERSION_BYTES} bytes`;
    if (!VERSION_PATTERN.test(version))
        return 'may contain only [a-zA-Z0-9._+-]';
    if (version.startsWith('.'))
        return 'must not start with "."';
    return null;
}
/** Why a recorded hash is not 64 lowercase hex characters, or null. */
function hexProblem(value, bytes) {
    if (value.length !== bytes * 2)
        return `must be ${bytes * 2} hex characters (${bytes} bytes), not ${value.length}`;
    if (!/^[0-9a-fA-F]*$/.test(value))
        return 'must be hex';
    if (/[A-F]/.test(value))
        return 'must be lowercase hex (hashes are compared as exact strings)';
    return null;
}


/***/ }),

/***/ 3390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hi: () => (/* binding */ packageHash),
/* harmony export */   IU: () => (/* binding */ canonicalContent),
/* harmony export */   Xm: () => (/* binding */ signingMessage),
/* harmony export */   z7: () => (/* binding */ hashCanonical)
/* harmony export */ });
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(299);
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2457);


/** `integrity.sha256`: SHA-256 of the ASCII text `{name}:{version}:{content_hash}`. */
function packageHash(name, version, contentHash) {
    return (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(`${name}:${version}:${contentHash}`);
}
/** The Ed25519-signed message: the 64 hex characters of SHA-256(`ctxpkg-sign-v1:{name}:{version}:{sha256}`). */
function signingMessage(name, version, sha256) {
    return Buffer.from((0,_core_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(`ctxpkg-sign-v1:${name}:${version}:${sha256}`), 'ascii');
}
/** Hash and size of canonical bytes. */
function hashCanonical(canonical) {
    return { canonical, contentHash: (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(canonical), byteSize: canonical.length };
}
/** Canonical content of a package document: the first top-level `content` member, compacted. */
function canonicalContent(doc) {
    const scanned = doc instanceof Uint8Array ? (0,_json_text_js__WEBPACK_IMPORTED_MODULE_1__/* .compactDocument */ .zK)(doc) : doc;
    const content = scanned.members?.find((m) => m.key === 'content');
    if (!content)
        return null;
    return hashCanonical(scanned.compact.subarray(content.valueStart, content.valueEnd));
}


/***/ }),

/***/ 2457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zK: () => (/* binding */ compactDocument),
  nS: () => (/* binding */ describeSerdeFault),
  K6: () => (/* binding */ layerJson),
  x$: () => (/* binding */ lineColumnOfOffset),
  Jt: () => (/* binding */ locatePointerOffset),
  VT: () => (/* binding */ numberOutside),
  vN: () => (/* binding */ objectMembers),
  oI: () => (/* binding */ prettyJsonBytes)
});

// UNUSED EXPORTS: arrayElements, compactJsonBytes, compactJsonText, pointerAtOffset, skipString, skipValue, skipWs

// EXTERNAL MODULE: ./src/core/json-pointer.ts
var json_pointer = __webpack_require__(4557);
// EXTERNAL MODULE: ./src/core/json.ts
var json = __webpack_require__(6153);
// EXTERNAL MODULE: ./src/ctxpkg/format.ts
var format = __webpack_require__(9602);
// EXTERNAL MODULE: ./src/ctxpkg/manifest.ts
var manifest = __webpack_require__(2804);
;// CONCATENATED MODULE: ./src/ctxpkg/serde-json.ts

/** serde_json's recursion limit: a container at this level (the document's own is 1) is refused. */
const SERDE_DEPTH_LIMIT = 128;
// serde_json's POW10 table: the literals 1e0 … 1e308, each the nearest double, as here.
const POW10 = Array.from({ length: 309 }, (_, k) => Number(`1e${k}`));
const U64_MAX_DIV_10 = 1844674407370955161n;
const I32_MAX = 2147483647;
/**
 * Why serde_json refuses a JSON number token that JSON.parse accepts (`range` or `invalid`), or
 * null. The token must be valid JSON number syntax. A transcription of serde_json's
 * `parse_integer`, `parse_long_integer`, `parse_decimal(_overflow)`, `parse_exponent(_overflow)`
 * and `f64_from_parts` without `float_roundtrip`: the double arithmetic is the same IEEE
 * arithmetic, `u64 as f64` is Number(bigint) (both round to nearest, ties to even).
 */
function serdeNumberProblem(token) {
    const len = token.length;
    let i = token[0] === '-' ? 1 : 0;
    const digit = () => {
        const c = token.charCodeAt(i) - 0x30;
        return c >= 0 && c <= 9 ? c : -1;
    };
    // Would significand * 10 + d overflow a u64?
    const overflows = (s, d) => s > U64_MAX_DIV_10 || (s === U64_MAX_DIV_10 && d > 5);
    let significand = 0n;
    let exponent = 0;
    let long = false;
    if (token[i] === '0')
        i++;
    else {
        for (let d = digit(); d >= 0; d = digit()) {
            if (overflows(significand, d)) {
                // parse_long_integer: the remaining integer digits are dropped, each one a power of ten.
                long = true;
                while (digit() >= 0) {
                    i++;
                    exponent++;
                }
                break;
            }
            significand = significand * 10n + BigInt(d);
            i++;
        }
    }
    const fromParts = (exp) => {
        let f = Number(significand);
        for (;;) {
            const a = Math.abs(exp);
            // A division cannot overflow: only `f *= POW10[exp]` can make infinity.
            if (a < POW10.length)
                return exp >= 0 && !Number.isFinite(f * POW10[a]) ? 'range' : null;
            if (f === 0)
                return null;
            if (exp >= 0)
                return 'range';
            f /= 1e308;
            exp += 308;
        }
    };
    const parseExponent = (starting) => {
        i++; // e or E
        let positive = true;
        if (token[i] === '+')
            i++;
        else if (token[i] === '-') {
            positive = false;
            i++;
        }
        let exp = 0;
        for (let d = digit(); d >= 0; d = digit()) {
            i++;
            if (exp > I32_MAX / 10 || (exp === Math.floor(I32_MAX / 10) && d > I32_MAX % 10)) {
                // parse_exponent_overflow: infinity is refused, zero is zero.
                return significand !== 0n && positive ? 'range' : null;
            }
            exp = exp * 10 + d;
        }
        // i32 saturating_add / saturating_sub.
        const total = Math.max(-I32_MAX - 1, Math.min(I32_MAX, positive ? starting + exp : starting - exp));
        return fromParts(total);
    };
    if (token[i] === '.') {
        // parse_decimal(positive, significand, exponent)
        i++;
        for (let d = digit(); d >= 0; d = digit()) {
            if (overflows(significand, d)) {
                // parse_decimal_overflow: the remaining fraction digits are dropped.
                while (digit() >= 0)
                    i++;
                return i < len ? parseExponent(exponent) : fromParts(exponent);
            }
            significand = significand * 10n + BigInt(d);
            exponent--;
            i++;
        }
        // "Error if there is not at least one digit after the decimal point", judged by the
        // exponent: after a long integer one fraction digit brings it back to 0.
        if (exponent === 0)
            return 'invalid';
        return i < len ? parseExponent(exponent) : fromParts(exponent);
    }
    if (i < len)
        return parseExponent(exponent);
    return long ? fromParts(exponent) : null;
}
/** Whether a number token needs serdeNumberProblem: only one with an exponent or 22 characters or more can fail it. */
function numberTokenNeedsCheck(length, hasExponent) {
    return hasExponent || length >= 22;
}
function hexAt(b, i) {
    let v = 0;
    for (let k = 0; k < 4; k++) {
        const c = b[i + k];
        const d = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : c >= 0x41 && c <= 0x46 ? c - 0x37 : -1;
        if (d < 0)
            return -1;
        v = v * 16 + d;
    }
    return v;
}
/**
 * `i` just after the `u` of a `\u` escape (valid JSON: four hex digits follow). Returns the
 * serde_json message when the escape is a lone surrogate, `paired` when it is a high surrogate
 * followed by its low one (the caller then skips that low escape), or null.
 */
function surrogateEscapeProblem(b, i) {
    const c = b[i];
    if (c !== 0x64 && c !== 0x44)
        return null; // not \uD…: no surrogate
    const n = hexAt(b, i);
    if (n < 0xd800 || n > 0xdfff)
        return null;
    if (n >= 0xdc00)
        return 'lone leading surrogate in hex escape';
    if (b[i + 4] !== 0x5c || b[i + 5] !== 0x75)
        return 'unexpected end of hex escape';
    const n2 = hexAt(b, i + 6);
    return n2 >= 0xdc00 && n2 <= 0xdfff ? 'paired' : 'lone leading surrogate in hex escape';
}
/**
 * The one-line message for a fault. `at`: where it is (a JSON pointer); `inKey`: the escape is
 * in the key of the member `at` names rather than in its value.
 */
function serdeFaultMessage(fault, at, inKey = false) {
    const where = at === '' ? 'the document' : at;
    switch (fault.kind) {
        case 'number-range':
            return Number.isFinite(Number(fault.text))
                ? `${where} is ${fault.text}, at the edge of the double range: LeanCTX's reader (serde_json) rounds it to infinity and refuses it ("number out of range"); write a number below 1.7976931348623157e308 or a string`
                : `${where} is ${fault.text}, ${manifest/* NON_FINITE */.K$}`;
        case 'number-invalid':
            return `${where} is ${fault.text}, which LeanCTX's reader (serde_json) refuses ("invalid number": an integer past 2^64 with one fraction digit); write it without the fraction or as a string`;
        case 'surrogate':
            return `${where} has ${inKey ? 'a key with ' : ''}a lone surrogate escape ${fault.text}, which LeanCTX refuses ("${fault.serde}"; JSON.parse accepts it): escape the whole character as a pair (\\ud83d\\ude00) or drop it`;
        case 'depth':
            return `${where} opens nesting level ${fault.text} (counting the package's own object as 1), past the ${SERDE_DEPTH_LIMIT - 1} levels LeanCTX reads ("recursion limit exceeded")`;
    }
}

;// CONCATENATED MODULE: ./src/ctxpkg/json-text.ts




/**
 * A small scanner over JSON source bytes. Integrity in a .ctxpkg is defined on the writer's
 * text, not on parsed values (INTEROP.md §1): JSON.parse + JSON.stringify turns `1.0` into `1`
 * and breaks the hash. Working on UTF-8 bytes is safe because the bytes the scanner looks at
 * (quotes, backslash, brackets, whitespace) are ASCII and never occur inside a multi-byte sequence.
 *
 * The scanner mirrors LeanCTX's `extract_top_level_value_text` and `compact_json_text`; it does
 * not validate (the caller parses the document with JSON.parse first) but never loops or throws
 * on malformed input: every function returns -1 / null instead. Beside it, layerJson: the one
 * writer that keeps integers past 2^53 as written (ctxpkg create's layers, inspect's output).
 */
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
function isWs(c) {
    return c === SPACE || c === TAB || c === LF || c === CR;
}
function skipWs(b, i) {
    while (i < b.length && isWs(b[i]))
        i++;
    return i;
}
function asBuffer(b) {
    return Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.length);
}
/**
 * `i` at an opening quote; returns the index after the closing quote, or -1 when unterminated.
 * Jumps from quote to quote with Buffer#indexOf (native, memchr speed: strings are most of a
 * package's bytes); a quote after an odd run of backslashes is escaped and does not close.
 */
function skipString(b, i) {
    const buf = asBuffer(b);
    let from = i + 1;
    for (;;) {
        const q = buf.indexOf(QUOTE, from);
        if (q === -1)
            return -1;
        let k = q - 1;
        while (k > i && buf[k] === BACKSLASH)
            k--;
        if ((q - 1 - k) % 2 === 0)
            return q + 1;
        from = q + 1;
    }
}
/** `i` at the first byte of a value (whitespace allowed before it); returns the index after it, or -1. */
function skipValue(b, i) {
    i = skipWs(b, i);
    if (i >= b.length)
        return -1;
    const c = b[i];
    if (c === QUOTE)
        return skipString(b, i);
    if (c === 0x7b || c === 0x5b) {
        // Any bracket closes a level: the document parsed as JSON, so the brackets are balanced.
        let depth = 0;
        while (i < b.length) {
            const d = b[i];
            if (d === QUOTE) {
                i = skipString(b, i);
                if (i === -1)
                    return -1;
                continue;
            }
            if (d === 0x7b || d === 0x5b)
                depth++;
            else if (d === 0x7d || d === 0x5d) {
                depth--;
                if (depth === 0)
                    return i + 1;
            }
            i++;
        }
        return -1;
    }
    // A scalar: runs to the next delimiter.
    while (i < b.length) {
        const d = b[i];
        if (d === 0x2c || d === 0x7d || d === 0x5d || isWs(d))
            break;
        i++;
    }
    return i;
}
const utf8 = new TextDecoder('utf-8');
/** The members of the object value starting at `start` (after whitespace), in source order; null when it is not an object or is malformed. */
function objectMembers(b, start) {
    let i = skipWs(b, start);
    if (b[i] !== 0x7b)
        return null;
    i++;
    const members = [];
    for (;;) {
        i = skipWs(b, i);
        if (b[i] === 0x7d)
            return members;
        if (b[i] !== QUOTE)
            return null;
        const keyStart = i;
        i = skipString(b, i);
        if (i === -1)
            return null;
        let key;
        try {
            key = JSON.parse(utf8.decode(b.subarray(keyStart, i)));
        }
        catch {
            return null;
        }
        i = skipWs(b, i);
        if (b[i] !== 0x3a)
            return null;
        const valueStart = skipWs(b, i + 1);
        const valueEnd = skipValue(b, valueStart);
        if (valueEnd === -1)
            return null;
        members.push({ key, keyStart, valueStart, valueEnd });
        i = skipWs(b, valueEnd);
        if (b[i] === 0x2c)
            i++;
        else if (b[i] === 0x7d)
            return members;
        else
            return null;
    }
}
/** Start offsets of the elements of the array value starting at `start`; null when not an array. */
function arrayElements(b, start) {
    let i = skipWs(b, start);
    if (b[i] !== 0x5b)
        return null;
    i++;
    const out = [];
    for (;;) {
        i = skipWs(b, i);
        if (b[i] === 0x5d)
            return out;
        out.push(i);
        i = skipValue(b, i);
        if (i === -1)
            return null;
        i = skipWs(b, i);
        if (b[i] === 0x2c)
            i++;
        else if (b[i] === 0x5d)
            return out;
        else
            return null;
    }
}
/**
 * Removes space, tab, LF and CR outside string literals; inside a string a backslash and the
 * byte after it are copied as they are. Runs of kept bytes are copied in one go.
 */
function compactJsonBytes(b, start = 0, end = b.length) {
    const src = asBuffer(b);
    const out = Buffer.allocUnsafe(end - start);
    let n = 0;
    let i = start;
    let runStart = start;
    while (i < end) {
        const c = src[i];
        if (c === QUOTE) {
            const after = skipString(src, i);
            i = after === -1 || after > end ? end : after;
        }
        else if (c === SPACE || c === TAB || c === LF || c === CR) {
            if (i > runStart) {
                src.copy(out, n, runStart, i);
                n += i - runStart;
            }
            i++;
            while (i < end && isWs(src[i]))
                i++;
            runStart = i;
        }
        else
            i++;
    }
    if (end > runStart) {
        src.copy(out, n, runStart, end);
        n += end - runStart;
    }
    return out.subarray(0, n);
}
/** The same compaction on a JS string (tests, small texts). */
function compactJsonText(text) {
    return compactJsonBytes(Buffer.from(text, 'utf8')).toString('utf8');
}
/**
 * The first number token, outside string literals, that serde_json (LeanCTX) cannot read as
 * written, with its offset, or null: one too large for a double (`1e400`, which JSON.parse reads
 * as infinity: kind `non-finite`), or an integer (no fraction, no exponent) outside `min`..`max`
 * (JSON.parse rounds one past 2^53: kind `integer`). Judged on the text, so one scan serves both;
 * only a token of 16 characters or more, or with an exponent, is converted.
 */
function numberOutside(b, min, max) {
    const buf = asBuffer(b);
    let i = 0;
    while (i < buf.length) {
        const c = buf[i];
        if (c === QUOTE) {
            i = skipString(buf, i);
            if (i === -1)
                return null;
            continue;
        }
        if (c !== 0x2d && (c < 0x30 || c > 0x39)) {
            i++;
            continue;
        }
        const start = i;
        let integer = true;
        let exponent = false;
        i++;
        for (; i < buf.length; i++) {
            const d = buf[i];
            if (d >= 0x30 && d <= 0x39)
                continue;
            if (d === 0x65 || d === 0x45)
                exponent = true;
            if (d === 0x2e || d === 0x65 || d === 0x45 || d === 0x2b || d === 0x2d)
                integer = false;
            else
                break;
        }
        if (!exponent && i - start < 16)
            continue;
        const lexeme = buf.toString('latin1', start, i);
        if (!Number.isFinite(Number(lexeme)))
            return { offset: start, lexeme, kind: 'non-finite' };
        if (!integer || !/^-?\d+$/.test(lexeme))
            continue;
        const value = BigInt(lexeme);
        if (value < min || value > max)
            return { offset: start, lexeme, kind: 'integer' };
    }
    return null;
}
/**
 * Byte offset of the value a JSON pointer names (RFC 6901), or of its deepest existing
 * ancestor, for diagnostics' line and column.
 */
function locatePointerOffset(b, pointer) {
    let at = skipWs(b, 0);
    for (const seg of (0,json_pointer/* pointerKeys */.m)(pointer)) {
        const members = objectMembers(b, at);
        if (members) {
            const m = members.find((x) => x.key === seg);
            if (!m)
                return at;
            at = m.valueStart;
            continue;
        }
        const elements = arrayElements(b, at);
        if (elements && /^\d+$/.test(seg) && Number(seg) < elements.length) {
            at = elements[Number(seg)];
            continue;
        }
        return at;
    }
    return at;
}
/**
 * The JSON pointer (RFC 6901) of the innermost value whose source text contains byte `offset`;
 * `inKey` when the offset lies in a member's key instead (the pointer is then the object's).
 * A fault's rare path: rescans the containers on the way down.
 */
function pointerAtOffset(b, offset) {
    const keys = [];
    let at = skipWs(b, 0);
    for (;;) {
        const members = objectMembers(b, at);
        if (members) {
            const m = members.find((x) => offset >= x.keyStart && offset < x.valueEnd);
            if (!m)
                break;
            if (offset < m.valueStart)
                return { pointer: (0,json.jsonPointer)(keys), inKey: true };
            keys.push(m.key);
            at = m.valueStart;
            continue;
        }
        const elements = arrayElements(b, at);
        if (!elements)
            break;
        let index = -1;
        for (let k = 0; k < elements.length && elements[k] <= offset; k++)
            index = k;
        if (index === -1 || skipValue(b, elements[index]) <= offset)
            break;
        keys.push(String(index));
        at = elements[index];
    }
    return { pointer: (0,json.jsonPointer)(keys), inKey: false };
}
/** 1-based line and column (UTF-16 units, as editors count) of a byte offset. */
function lineColumnOfOffset(b, offset) {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset && i < b.length; i++) {
        if (b[i] === LF) {
            line++;
            lineStart = i + 1;
        }
    }
    return { line, column: utf8.decode(b.subarray(lineStart, offset)).length + 1 };
}
/**
 * Re-indents JSON text the way serde_json's `to_string_pretty` and `JSON.stringify(v, null, 2)`
 * write it (2-space indent, `": "`, empty containers as `{}` / `[]`), copying every token as
 * written, so `1.0` and escapes survive. Input whitespace outside strings is dropped first.
 */
function prettyJsonBytes(input) {
    const b = compactJsonBytes(input);
    const parts = [];
    let depth = 0;
    let i = 0;
    let runStart = 0;
    const flush = (to) => {
        if (to > runStart)
            parts.push(b.subarray(runStart, to));
    };
    const newline = () => parts.push(Buffer.from(`\n${'  '.repeat(depth)}`));
    while (i < b.length) {
        const c = b[i];
        if (c === QUOTE) {
            const end = skipString(b, i);
            i = end === -1 ? b.length : end;
        }
        else if (c === 0x7b || c === 0x5b) {
            const close = c === 0x7b ? 0x7d : 0x5d;
            if (b[i + 1] === close) {
                i += 2;
                continue;
            }
            flush(i + 1);
            depth++;
            newline();
            i++;
            runStart = i;
        }
        else if (c === 0x7d || c === 0x5d) {
            flush(i);
            depth--;
            newline();
            runStart = i;
            i++;
        }
        else if (c === 0x2c) {
            flush(i + 1);
            newline();
            i++;
            runStart = i;
        }
        else if (c === 0x3a) {
            flush(i + 1);
            parts.push(Buffer.from(' '));
            i++;
            runStart = i;
        }
        else
            i++;
    }
    flush(b.length);
    return Buffer.concat(parts);
}
/**
 * One pass over a document that compacts it and records where each top-level member's value
 * lies in the compacted text. Compaction is local, so a member's slice of the compacted
 * document is exactly the compaction of its source text: the canonical content is a subarray.
 * A plain byte loop: per-call overhead of native helpers costs more than it saves on the
 * many short strings and whitespace runs of a pretty-printed package.
 */
function compactDocument(b, options = {}) {
    const src = asBuffer(b);
    // A container opened at this depth (before the increment) is past serde_json's limit.
    const tooDeep = SERDE_DEPTH_LIMIT - 1 - (options.baseDepth ?? 0);
    let fault = null;
    // The index just after the `u` of a low surrogate escape already seen as the pair of a high one.
    let pairedLow = -1;
    const end = src.length;
    const out = Buffer.allocUnsafe(end);
    const spans = [];
    let n = 0;
    let i = 0;
    let depth = 0;
    // Inside the root object: expecting a key (true) or inside a member's value (false).
    let expectKey = true;
    let keyStart = -1;
    let keyEnd = -1;
    let valueStart = -1;
    let rootIsObject = false;
    while (i < end) {
        let c = src[i++];
        if (c === QUOTE) {
            const stringStart = n;
            out[n++] = c;
            // The hot loop: most of a package's bytes are inside strings.
            while (i < end) {
                c = src[i++];
                out[n++] = c;
                if (c === QUOTE)
                    break;
                if (c === BACKSLASH && i < end) {
                    c = src[i++];
                    out[n++] = c;
                    // Rare: a \u escape; only a surrogate (\uD800-\uDFFF) can be refused.
                    if (c === 0x75 && fault === null && i !== pairedLow) {
                        const problem = surrogateEscapeProblem(src, i);
                        if (problem === 'paired')
                            pairedLow = i + 6;
                        else if (problem !== null)
                            fault = { kind: 'surrogate', offset: i - 2, text: src.toString('latin1', i - 2, i + 4), serde: problem };
                    }
                }
            }
            if (depth === 1 && expectKey && keyStart === -1) {
                keyStart = stringStart;
                keyEnd = n;
            }
            continue;
        }
        if (c === SPACE || c === LF || c === TAB || c === CR)
            continue;
        if (depth === 1) {
            if (c === 0x3a && expectKey) {
                out[n++] = c;
                expectKey = false;
                valueStart = n;
                continue;
            }
            if ((c === 0x2c || c === 0x7d) && !expectKey) {
                spans.push({ keyStart, keyEnd, valueStart, valueEnd: n });
                keyStart = -1;
                expectKey = true;
            }
        }
        out[n++] = c;
        if (c === 0x7b || c === 0x5b) {
            if (n === 1)
                rootIsObject = c === 0x7b;
            if (depth >= tooDeep && fault === null)
                fault = { kind: 'depth', offset: i - 1, text: String(depth + 1 + (options.baseDepth ?? 0)), serde: 'recursion limit exceeded' };
            depth++;
        }
        else if (c === 0x7d || c === 0x5d)
            depth--;
        else if ((c >= 0x30 && c <= 0x39) || c === 0x2d) {
            // A number token (outside strings only numbers have digits): copied whole, and checked
            // against serde_json's reading when it could fail it (an exponent, or 22+ characters).
            const start = i - 1;
            let exponent = false;
            while (i < end) {
                const d = src[i];
                if ((d >= 0x30 && d <= 0x39) || d === 0x2e || d === 0x2b || d === 0x2d)
                    i++;
                else if (d === 0x65 || d === 0x45) {
                    exponent = true;
                    i++;
                }
                else
                    break;
            }
            src.copy(out, n, start + 1, i);
            n += i - start - 1;
            if (fault === null && numberTokenNeedsCheck(i - start, exponent)) {
                const token = src.toString('latin1', start, i);
                const problem = serdeNumberProblem(token);
                if (problem)
                    fault = { kind: problem === 'range' ? 'number-range' : 'number-invalid', offset: start, text: token, serde: problem === 'range' ? 'number out of range' : 'invalid number' };
            }
        }
    }
    const compact = out.subarray(0, n);
    if (!rootIsObject)
        return { compact, members: null, fault };
    const members = [];
    for (const sp of spans) {
        let key;
        try {
            key = JSON.parse(compact.toString('utf8', sp.keyStart, sp.keyEnd));
        }
        catch {
            return { compact, members: null, fault };
        }
        members.push({ key, valueStart: sp.valueStart, valueEnd: sp.valueEnd });
    }
    return { compact, members, fault };
}
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/**
 * A value parseYaml built with `jsonValues` (plain objects, arrays, strings, numbers, BigInts,
 * booleans, null) as JSON.stringify writes it, but with each BigInt written as the integer it
 * is (JSON.stringify throws on one). In the same walk, the first value JSON or LeanCTX cannot
 * hold, in key order, with its JSON pointer: an infinity or NaN (YAML's `.inf` / `.nan`, which
 * JSON.stringify would quietly write as null), a BigInt past MIN/MAX_EXACT_INTEGER, or a cycle
 * (a YAML alias inside its own anchor). A BigInt a number holds exactly is made that number, in
 * place, so the value keeps BigInts only where they are needed. Iterative: a layer may nest deeply.
 */
function layerJson(root) {
    const out = [];
    const stack = [];
    const open = new Set();
    let problem = null;
    const pointer = (frame, key) => {
        const keys = [];
        for (let f = frame, k = key; f; k = f.key, f = f.parent)
            keys.push(k);
        return (0,json.jsonPointer)(keys.reverse());
    };
    // Writes a scalar, or opens a container (pushing its frame); `parent[key]` holds `v`.
    const write = (v, parent, key) => {
        if (typeof v === 'bigint') {
            if (v < format/* MIN_EXACT_INTEGER */.Cf || v > format/* MAX_EXACT_INTEGER */.Mt)
                return void (problem = { kind: 'integer', pointer: pointer(parent, key), value: v });
            if (v >= -MAX_SAFE && v <= MAX_SAFE && parent)
                parent.value[key] = Number(v);
            out.push(v.toString());
        }
        else if (typeof v === 'number' && !Number.isFinite(v)) {
            problem = { kind: 'non-finite', pointer: pointer(parent, key), value: v };
        }
        else if (v !== null && typeof v === 'object') {
            if (open.has(v))
                return void (problem = { kind: 'cycle', pointer: pointer(parent, key) });
            open.add(v);
            const isArray = Array.isArray(v);
            out.push(isArray ? '[' : '{');
            stack.push({ value: v, keys: isArray ? null : Object.keys(v), next: 0, parent, key });
        }
        else
            out.push(JSON.stringify(v));
    };
    write(root, null, '');
    while (!problem && stack.length > 0) {
        const frame = stack[stack.length - 1];
        const size = frame.keys === null ? frame.value.length : frame.keys.length;
        if (frame.next >= size) {
            out.push(frame.keys === null ? ']' : '}');
            open.delete(frame.value);
            stack.pop();
            continue;
        }
        if (frame.next > 0)
            out.push(',');
        const key = frame.keys === null ? String(frame.next) : frame.keys[frame.next];
        if (frame.keys !== null)
            out.push(`${JSON.stringify(key)}:`);
        frame.next++;
        write(frame.value[key], frame, key);
    }
    return problem ? { text: null, problem } : { text: out.join(''), problem: null };
}
/**
 * A serde fault of `text` (see compactDocument) for a message: its JSON pointer, its line and
 * column, and what LeanCTX would say; `prefix` goes before the pointer (`/manifest` for a
 * manifest checked on its own).
 */
function describeSerdeFault(text, fault, prefix = '') {
    const { pointer, inKey } = pointerAtOffset(text, fault.offset);
    return { pointer, message: serdeFaultMessage(fault, prefix + pointer, inKey), ...lineColumnOfOffset(text, fault.offset) };
}


/***/ }),

/***/ 2804:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K$: () => (/* binding */ NON_FINITE),
/* harmony export */   K7: () => (/* binding */ checkManifest)
/* harmony export */ });
/* unused harmony exports STATS_FIELDS, INTEGER_FIELDS, integerLexemeProblem */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9602);
/* harmony import */ var _rfc3339_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(974);


const STATS_FIELDS = ['knowledge_facts', 'graph_nodes', 'graph_edges', 'pattern_count', 'gotcha_count', 'compression_ratio'];
/**
 * The fields LeanCTX reads into Rust integers (u32, u64, usize), as JSON pointers below
 * `/manifest`; `stats.compression_ratio` (f64) is the only float field.
 */
const INTEGER_FIELDS = ['/schema_version', '/integrity/byte_size', ...STATS_FIELDS.filter((k) => k !== 'compression_ratio').map((k) => `/stats/${k}`)];
/**
 * Why serde_json would not read `lexeme` into an unsigned integer field although JSON.parse
 * gives a whole number, or null. serde_json reads a number with a fraction or an exponent, `-0`,
 * and an integer past u64 as a float, and an integer field refuses any float: `1305.0` and
 * `1.305e3` are not 1305 to LeanCTX. Not whole or negative values are left to the value checks.
 */
function integerLexemeProblem(lexeme) {
    const n = Number(lexeme);
    if (!Number.isInteger(n) || n < 0)
        return null;
    const float = /[.eE]/.test(lexeme) || lexeme === '-0';
    const whole = float ? BigInt(n) : BigInt(lexeme);
    if (whole > _format_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_EXACT_INTEGER */ .Mt)
        return `is ${lexeme}, past the largest integer LeanCTX reads (${_format_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_EXACT_INTEGER */ .Mt})`;
    if (float)
        return `is written ${lexeme}, a float: LeanCTX reads this field as an integer and refuses a float (write ${whole})`;
    return null;
}
/** Why a number past the double range is refused (as `ctxpkg create` says it of a layer's). */
const NON_FINITE = 'too large for a JSON number (it reads as infinity; LeanCTX refuses it)';
function typeOf(v) {
    return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}
/**
 * `numbers`: the manifest's number lexemes by JSON pointer (parseJson's `numberLexemes`); with
 * them, an integer field written as a float (`1305.0`) is a problem too.
 */
function checkManifest(value, numbers) {
    const problems = [];
    const add = (pointer, message) => problems.push({ pointer, message });
    if (typeOf(value) !== 'object') {
        add('', `manifest must be an object, not ${typeOf(value)}`);
        return problems;
    }
    const m = value;
    // A number as written (JSON.parse rounds an integer past 2^53 and makes 1e400 infinity).
    const spelled = (pointer, v) => (typeof v === 'number' ? numbers?.get(pointer) : undefined) ?? JSON.stringify(v);
    const str = (key, required, nullable) => {
        const v = m[key];
        if (v === undefined) {
            if (required)
                add('', `manifest.${key} is required`);
            return null;
        }
        if (v === null && nullable)
            return null;
        if (typeof v !== 'string') {
            add(`/${key}`, `manifest.${key} must be a string${nullable ? ' or null' : ''}, not ${typeOf(v)}`);
            return null;
        }
        return v;
    };
    const strArray = (obj, key, path, nullable) => {
        const v = obj[key];
        if (v === undefined || (v === null && nullable))
            return;
        if (!Array.isArray(v) || !v.every((x) => typeof x === 'string'))
            add(`${path}/${key}`, `manifest${path.replace(/\//g, '.')}.${key} must be an array of strings${nullable ? ' or null' : ''}`);
    };
    const sv = m.schema_version;
    if (sv === undefined)
        add('', 'manifest.schema_version is required');
    else if (sv !== 1 && sv !== 2)
        add('/schema_version', `manifest.schema_version must be 1 (or 2), not ${spelled('/schema_version', sv)}`);
    const name = str('name', true, false);
    if (name !== null) {
        const p = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .nameProblem */ .rH)(name);
        if (p)
            add('/name', `manifest.name ${JSON.stringify(name)} ${p}`);
    }
    const version = str('version', true, false);
    if (version !== null) {
        const p = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .versionProblem */ .Ec)(version);
        if (p)
            add('/version', `manifest.version ${JSON.stringify(version)} ${p}`);
    }
    str('description', true, false);
    str('author', false, true);
    for (const key of ['created_at', 'updated_at']) {
        const t = str(key, key === 'created_at', key === 'updated_at');
        if (t !== null && !(0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRfc3339 */ .TM)(t))
            add(`/${key}`, `manifest.${key} ${JSON.stringify(t)} is not an RFC 3339 timestamp`);
    }
    const layers = m.layers;
    if (layers === undefined)
        add('', 'manifest.layers is required');
    else if (!Array.isArray(layers))
        add('/layers', `manifest.layers must be an array, not ${typeOf(layers)}`);
    else {
        if (layers.length === 0 && sv !== 2)
            add('/layers', 'manifest.layers must list at least one layer');
        const seen = new Set();
        layers.forEach((l, i) => {
            if (typeof l !== 'string' || !_format_js__WEBPACK_IMPORTED_MODULE_0__/* .LAYER_NAMES */ .fj.includes(l))
                add(`/layers/${i}`, `manifest.layers[${i}] ${JSON.stringify(l)} is not a layer (${_format_js__WEBPACK_IMPORTED_MODULE_0__/* .LAYER_NAMES */ .fj.join(', ')})`);
            else if (seen.has(l))
                add(`/layers/${i}`, `manifest.layers lists ${l} twice`);
            else
                seen.add(l);
        });
    }
    const deps = m.dependencies;
    if (deps !== undefined) {
        if (!Array.isArray(deps))
            add('/dependencies', `manifest.dependencies must be an array (LeanCTX rejects ${typeOf(deps)})`);
        else
            deps.forEach((d, i) => {
                const o = d;
                if (typeOf(d) !== 'object' || typeof o.name !== 'string' || typeof o.version_req !== 'string' || (o.optional !== undefined && typeof o.optional !== 'boolean'))
                    add(`/dependencies/${i}`, `manifest.dependencies[${i}] must be {name: string, version_req: string, optional?: boolean}`);
            });
    }
    strArray(m, 'tags', '', true);
    const integrity = m.integrity;
    if (integrity === undefined)
        add('', 'manifest.integrity is required');
    else if (typeOf(integrity) !== 'object')
        add('/integrity', `manifest.integrity must be an object, not ${typeOf(integrity)}`);
    else {
        const ig = integrity;
        for (const key of ['sha256', 'content_hash']) {
            const v = ig[key];
            if (typeof v !== 'string')
                add(v === undefined ? '/integrity' : `/integrity/${key}`, `manifest.integrity.${key} ${v === undefined ? 'is required' : `must be a string, not ${typeOf(v)}`}`);
            else {
                const p = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .hexProblem */ .nv)(v, 32);
                if (p)
                    add(`/integrity/${key}`, `manifest.integrity.${key} ${p}`);
            }
        }
        const size = ig.byte_size;
        if (size === undefined)
            add('/integrity', 'manifest.integrity.byte_size is required');
        // Any whole number LeanCTX reads into its u64 (past 2^53 too: then byte_size mismatches).
        else if (typeof size !== 'number' || !Number.isInteger(size) || size <= 0)
            add('/integrity/byte_size', `manifest.integrity.byte_size must be a whole number above 0, not ${spelled('/integrity/byte_size', size)}`);
    }
    const prov = m.provenance;
    if (prov === undefined)
        add('', 'manifest.provenance is required');
    else if (typeOf(prov) !== 'object')
        add('/provenance', `manifest.provenance must be an object, not ${typeOf(prov)}`);
    else {
        const p = prov;
        for (const key of ['tool', 'tool_version'])
            if (typeof p[key] !== 'string')
                add('/provenance', `manifest.provenance.${key} is required (a string)`);
        for (const key of ['project_hash', 'source_session_id'])
            if (p[key] !== undefined && p[key] !== null && typeof p[key] !== 'string')
                add(`/provenance/${key}`, `manifest.provenance.${key} must be a string or null`);
    }
    const compat = m.compatibility;
    if (compat !== undefined && compat !== null) {
        if (typeOf(compat) !== 'object')
            add('/compatibility', `manifest.compatibility must be an object or null, not ${typeOf(compat)}`);
        else {
            const c = compat;
            if (c.min_lean_ctx_version !== undefined && c.min_lean_ctx_version !== null && typeof c.min_lean_ctx_version !== 'string')
                add('/compatibility/min_lean_ctx_version', 'manifest.compatibility.min_lean_ctx_version must be a string or null');
            strArray(c, 'target_languages', '/compatibility', false);
            strArray(c, 'target_frameworks', '/compatibility', false);
        }
    }
    const stats = m.stats;
    if (stats !== undefined && stats !== null) {
        if (typeOf(stats) !== 'object')
            add('/stats', `manifest.stats must be an object or null, not ${typeOf(stats)}`);
        else {
            const s = stats;
            const bad = STATS_FIELDS.filter((k) => typeof s[k] !== 'number' || (k !== 'compression_ratio' && (!Number.isInteger(s[k]) || s[k] < 0)));
            if (bad.length)
                add('/stats', `manifest.stats needs all six fields as numbers (counts whole and >= 0): ${bad.join(', ')}`);
        }
    }
    const sig = m.signature;
    if (sig !== undefined && sig !== null) {
        const s = sig;
        if (typeOf(sig) !== 'object' || typeof s.algorithm !== 'string' || typeof s.public_key !== 'string' || typeof s.value !== 'string')
            add('/signature', 'manifest.signature must be {algorithm, public_key, value}, all strings, or null');
    }
    for (const pointer of numbers ? INTEGER_FIELDS : []) {
        const lexeme = numbers.get(pointer);
        const p = lexeme === undefined ? null : integerLexemeProblem(lexeme);
        if (p)
            add(pointer, `/manifest${pointer} ${p}`);
    }
    // A number past the double range (`1e400`), in any field, unknown ones too: LeanCTX parses the
    // whole document with serde_json first, which refuses it ("number out of range"); JSON.parse
    // makes it infinity. Named once, where no check above has named its field already.
    for (const [pointer, lexeme] of numbers ?? []) {
        if (Number.isFinite(Number(lexeme)) || problems.some((q) => q.pointer === pointer))
            continue;
        add(pointer, `/manifest${pointer} is ${lexeme}, ${NON_FINITE}`);
    }
    return problems;
}


/***/ }),

/***/ 974:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TM: () => (/* binding */ parseRfc3339),
/* harmony export */   ZA: () => (/* binding */ formatRfc3339),
/* harmony export */   px: () => (/* binding */ instantFromSeconds)
/* harmony export */ });
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;
function daysInMonth(y, m) {
    return [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
}
/** The instant an RFC 3339 timestamp names, or null when it is not one. */
function parseRfc3339(s) {
    const m = RFC3339.exec(s);
    if (!m)
        return null;
    const [y, mo, d, h, mi, sec] = m.slice(1, 7).map(Number);
    if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || sec > 59)
        return null;
    const frac = m[7] ?? '';
    // chrono keeps nanosecond precision and ignores further digits.
    const nanos = Number(frac.slice(0, 9).padEnd(9, '0'));
    let offset = 0;
    if (!m[8]) {
        const oh = Number(m[10]);
        const om = Number(m[11]);
        if (oh > 23 || om > 59)
            return null;
        offset = (m[9] === '-' ? -1 : 1) * (oh * 3600 + om * 60);
    }
    const date = new Date(0);
    date.setUTCFullYear(y, mo - 1, d);
    date.setUTCHours(h, mi, sec, 0);
    return { seconds: date.getTime() / 1000 - offset, nanos };
}
/** Writes an instant as RFC 3339 UTC with `Z` (how serde writes a field) or `+00:00` (chrono's `to_rfc3339`, used in MAC headers). */
function formatRfc3339(t, zone) {
    const date = new Date(t.seconds * 1000);
    const pad = (n, w = 2) => String(n).padStart(w, '0');
    const base = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
    let frac = '';
    if (t.nanos !== 0) {
        if (t.nanos % 1_000_000 === 0)
            frac = `.${pad(t.nanos / 1_000_000, 3)}`;
        else if (t.nanos % 1000 === 0)
            frac = `.${pad(t.nanos / 1000, 6)}`;
        else
            frac = `.${pad(t.nanos, 9)}`;
    }
    return `${base}${frac}${zone}`;
}
/** Whole Unix seconds as an instant. */
function instantFromSeconds(seconds) {
    return { seconds: Math.floor(seconds), nanos: 0 };
}


/***/ })

};
