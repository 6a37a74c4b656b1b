export const id = 3114;
export const ids = [3114];
export const modules = {

/***/ 3008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ writeFileAtomicSync),
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);





/**
 * Where a write to `file` goes, and whether in place. Renaming a temp file over the path would
 * replace what stands there: a symlink (fine inside a repository: the link is replaced, its
 * target untouched) or a device, FIFO or socket (renaming over /dev/stdout as root replaced the
 * device with a file). See AtomicWriteOptions.output.
 */
function writeTarget(file, options) {
    const fresh = { file, mode: options.mode ?? 0o644, inPlace: false };
    let st;
    try {
        // stat, not realpath: /dev/stdout leads to /proc/self/fd/1, whose "real path" is `pipe:[…]`.
        st = options.output ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file) : (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(file);
    }
    catch {
        return fresh; // new (or a dangling link): created by the rename
    }
    if (st.isSymbolicLink())
        return fresh;
    const special = !st.isFile() && !st.isDirectory();
    if (special && !options.output)
        throw Object.assign(new Error('not a regular file (left as it is)'), { code: 'ESPECIAL' });
    if (special)
        return { file, mode: st.mode & 0o7777, inPlace: true };
    // A regular file, maybe behind a symlink the user named: replace the file, keep the link.
    return { file: options.output ? node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(file) : file, mode: st.mode & 0o7777, inPlace: false };
}
/**
 * Writes `data` to `file` so that a reader (or a crash) sees the old bytes or the new ones,
 * never a half-written file: write a temp file beside it, fsync, rename over (see writeTarget
 * for symlinks, devices and FIFOs).
 */
async function writeFileAtomic(requested, data, options = {}) {
    let target;
    try {
        target = writeTarget(requested, options);
        if (target.inPlace)
            return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(target.file, data);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
    const { file, mode } = target;
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.randomBytes)(4).toString('hex')}.tmp`);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
}
/**
 * writeFileAtomic without the thread pool, for a command that has nothing else to do while it
 * waits (sp install writes its state twice): same temp file, fsync and rename, in one call each.
 */
function writeFileAtomicSync(requested, data, options = {}) {
    let target;
    try {
        target = writeTarget(requested, options);
        if (target.inPlace)
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(target.file, data);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
    const { file, mode } = target;
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(tmp, 'wx', mode);
        try {
            const bytes = typeof data === 'string' ? Buffer.from(data) : data;
            for (let off = 0; off < bytes.length;)
                off += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, bytes, off);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fchmodSync)(fd, mode);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fsyncSync)(fd);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(tmp, file);
    }
    catch (err) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(tmp);
        }
        catch {
            /* never created, or already renamed */
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
}


/***/ }),

/***/ 8829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OJ: () => (/* binding */ matchGlobTokens),
/* harmony export */   fU: () => (/* binding */ globMatcher),
/* harmony export */   vr: () => (/* binding */ globTokens)
/* harmony export */ });
function matchGlobTokens(tokens, s) {
    const n = s.length;
    const m = tokens.length;
    // ok[i][j]: tokens[i..] match s[j..]. Filled from the end so each cell reads only filled cells.
    const width = n + 1;
    const ok = new Uint8Array((m + 1) * width);
    ok[m * width + n] = 1;
    for (let i = m - 1; i >= 0; i--) {
        const t = tokens[i];
        const row = i * width;
        const next = (i + 1) * width;
        // For `**/`: whether some `/` at k >= j has ok[i+1][k+1]; carried from the right.
        let slashAhead = 0;
        for (let j = n; j >= 0; j--) {
            let v = 0;
            switch (t.kind) {
                case 'lit':
                    v = j < n && s[j] === t.ch ? ok[next + j + 1] : 0;
                    break;
                case 'one':
                    v = j < n && s[j] !== '/' && t.test(s[j]) ? ok[next + j + 1] : 0;
                    break;
                case 'any':
                    v = j < n ? ok[next + j + 1] : 0;
                    break;
                case 'star':
                    v = ok[next + j] || (j < n && s[j] !== '/' ? ok[row + j + 1] : 0);
                    break;
                case 'globstar':
                    v = ok[next + j] || (j < n ? ok[row + j + 1] : 0);
                    break;
                case 'globstar-slash':
                    if (j < n && s[j] === '/' && ok[next + j + 1])
                        slashAhead = 1;
                    v = ok[next + j] || slashAhead;
                    break;
            }
            ok[row + j] = v;
        }
    }
    return ok[0] === 1;
}
/**
 * A regular expression where backtracking stays small (at most two wildcard runs: quadratic in
 * the path at worst), else the dynamic program above. A regex is several times
 * faster on the common patterns (`*.log`, `build/`, `**\/tmp`), but one like `*a*a*a*a*b`
 * against a long name of `a`s would take longer than the age of the universe.
 */
function globMatcher(tokens, engine = 'auto') {
    const runs = tokens.filter((t) => t.kind === 'star' || t.kind === 'globstar' || t.kind === 'globstar-slash').length;
    if (engine === 'tokens' || (engine === 'auto' && runs > 2))
        return (rel) => matchGlobTokens(tokens, rel);
    const regex = new RegExp(`^${tokens.map(regexPiece).join('')}$`);
    return (rel) => regex.test(rel);
}
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;
function regexPiece(t) {
    switch (t.kind) {
        case 'lit':
            return t.ch.replace(REGEX_SPECIAL, '\\$&');
        case 'one':
            return t.source;
        case 'any':
            return '.';
        case 'star':
            return '[^/]*';
        case 'globstar':
            return '.*';
        case 'globstar-slash':
            return '(?:.*/)?';
    }
}
function oneToken(source) {
    const re = new RegExp(`^${source}$`);
    return { kind: 'one', source, test: (ch) => re.test(ch) };
}
/**
 * Glob syntax to tokens: `*` and `?` never match `/`; `[...]` is a class (`!` or `^` negates,
 * POSIX `[:alpha:]` names allowed); a `**` that is a whole path segment matches across folders
 * (`**\/` zero or more folders, a trailing `/**` everything inside, a bare `**` everything);
 * any other `**` is a `*`; `\` escapes the next character. Matching is of the whole string.
 */
function globTokens(p) {
    const ends = { bracket: p.lastIndexOf(']'), posix: p.lastIndexOf(':]') };
    const out = [];
    let i = 0;
    while (i < p.length) {
        const c = p[i];
        if (c === '*') {
            let j = i;
            while (p[j] === '*')
                j++;
            const stars = j - i;
            const atStart = i === 0 || p[i - 1] === '/';
            const atEnd = j === p.length || p[j] === '/';
            if (stars >= 2 && atStart && atEnd) {
                if (j === p.length) {
                    // A bare `**` matches everything; `a/**` everything inside a (not a itself).
                    if (i !== 0)
                        out.push({ kind: 'any' });
                    out.push({ kind: 'globstar' });
                }
                else {
                    // `**/` matches zero or more folders.
                    out.push({ kind: 'globstar-slash' });
                    j++;
                }
            }
            else {
                out.push({ kind: 'star' });
            }
            i = j;
        }
        else if (c === '?') {
            out.push(oneToken('[^/]'));
            i++;
        }
        else if (c === '[') {
            const cls = readClass(p, i, ends);
            if (cls) {
                out.push(oneToken(cls.source));
                i = cls.end;
            }
            else {
                out.push({ kind: 'lit', ch: '[' });
                i++;
            }
        }
        else if (c === '\\') {
            if (i + 1 < p.length)
                out.push({ kind: 'lit', ch: p[i + 1] });
            i += 2;
        }
        else {
            out.push({ kind: 'lit', ch: c });
            i++;
        }
    }
    return out;
}
/** The longest POSIX class name readClass knows (`xdigit`). */
const MAX_POSIX_NAME = 6;
function compiles(source) {
    try {
        new RegExp(source);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * A bracket expression starting at `start`, as a regex class that never matches `/`. A class
 * with a range out of order (`[z-a]`) matches no character, as in git's wildmatch (negated, any
 * but `/`): a regex would not compile, and the pattern must still mean something.
 */
function readClass(p, start, ends) {
    // No `]` after it: no class, known at once. Scanning to the end for each `[` made a glob of
    // many unclosed ones quadratic (`[a` 2,048 times: 2 s).
    if (ends.bracket <= start + 1)
        return null;
    let i = start + 1;
    let negate = false;
    if (p[i] === '!' || p[i] === '^') {
        negate = true;
        i++;
    }
    let body = '';
    let first = true;
    while (i < p.length) {
        const c = p[i];
        if (c === ']' && !first) {
            if (body === '')
                return null;
            return { source: compiles(`[${body}]`) ? (negate ? `[^/${body}]` : `(?!/)[${body}]`) : negate ? '[^/]' : '(?!)', end: i + 1 };
        }
        first = false;
        if (c === '\\' && i + 1 < p.length) {
            body += `\\${p[i + 1]}`;
            i += 2;
            continue;
        }
        if (c === '[' && p[i + 1] === ':') {
            // A known name is at most 6 letters: `:]` further on ends an unknown one (no class), as
            // the search to the end did, but without reading the rest of the text for each `[:`.
            const near = p.slice(i + 2, i + 2 + MAX_POSIX_NAME + 2).indexOf(':]');
            const close = near !== -1 ? i + 2 + near : ends.posix > i + 2 ? Infinity : -1;
            if (close === Infinity)
                return null;
            if (close > 0) {
                const name = p.slice(i + 2, close);
                const posix = { alpha: 'a-zA-Z', digit: '0-9', alnum: 'a-zA-Z0-9', upper: 'A-Z', lower: 'a-z', space: ' \\t\\n\\r\\f\\v', xdigit: '0-9A-Fa-f', punct: '!-\\/:-@\\[-`{-~' };
                if (posix[name] === undefined)
                    return null;
                body += posix[name];
                i = close + 2;
                continue;
            }
        }
        body += c === ']' || c === '^' || c === '-' && (body === '' || p[i + 1] === ']') ? `\\${c}` : c.replace(/[\\[]/g, '\\$&');
        i++;
    }
    return null;
}


/***/ }),

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

/***/ 4130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ emptyRecord),
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/**
 * An empty string-keyed record without a prototype, for keys that come from input (file names,
 * sink names, metadata keys, environment names): on a plain object `__proto__` would be
 * dropped and `constructor` would seem present already. Test membership with Object.hasOwn.
 */
function emptyRecord() {
    return Object.create(null);
}
/**
 * Whether a parsed value (JSON, YAML, TOML) is a mapping: a plain object, not null, a list, a
 * date or another class instance. A check that hands it to ajv then sees exactly its own keys.
 */
function isRecord(v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return false;
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null;
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

/***/ 4559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ WINDOWS_DEVICE_NAME)
/* harmony export */ });
/**
 * A name Windows reserves for a device, with any extension (`nul.md`, `COM1.tar.gz`) and blanks
 * before it; Win32 ignores the case. Group 1 is the device. Context packs (path-unsafe) and skill
 * packs (sp) both refuse such names, so a pack checks out and installs the same everywhere.
 */
const WINDOWS_DEVICE_NAME = /^(CON|PRN|AUX|NUL|COM[1-9\u00b9\u00b2\u00b3]|LPT[1-9\u00b9\u00b2\u00b3]|CONIN\$|CONOUT\$) *(?:\.|$)/i;


/***/ }),

/***/ 6801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* reexport safe */ _core_show_name_js__WEBPACK_IMPORTED_MODULE_5__.JJ),
/* harmony export */   LF: () => (/* binding */ SKILL_FILE),
/* harmony export */   g3: () => (/* binding */ windowsNameProblem),
/* harmony export */   h2: () => (/* binding */ notUtf8Error),
/* harmony export */   iY: () => (/* binding */ discoverSkills),
/* harmony export */   lX: () => (/* binding */ undecodableNames),
/* harmony export */   n3: () => (/* binding */ controlCharacterError),
/* harmony export */   zN: () => (/* binding */ foldName)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7135);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6107);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6296);
/* harmony import */ var _core_windows_names_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4559);








const SKILL_FILE = 'SKILL.md';
/** A name for a message: `'name'`, or double-quoted with escapes (core/show-name shownValue). */

/** The error for a skill path (or a file in a skill) whose name holds a control character. */
function controlCharacterError(shown) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_5__/* .shownValue */ .JJ)(shown)}: the name contains a control character (newline, tab, …), which no install name or state key may hold; rename it`);
}
/** The error for a path in a skill whose name is not UTF-8 (see undecodableNames). */
function notUtf8Error(shown) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_5__/* .shownValue */ .JJ)(shown)}: the name is not valid UTF-8 (shown with \uFFFD), which no state key can hold; rename it`);
}
/**
 * The names of a folder's listing that do not name what the folder holds: readdir gives a name
 * whose bytes are not UTF-8 with U+FFFD in their place, and a path built from it reaches nothing
 * (an lstat or copy of it fails with "no such file or directory"). It reads the folder again, as
 * bytes, to tell those from a name that really holds the character: callers ask only once a name
 * of the folder holds a U+FFFD, and keep the answer for its other names.
 */
function undecodableNames(dir) {
    let raw;
    try {
        raw = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { encoding: 'buffer' });
    }
    catch {
        return new Set();
    }
    return new Set(raw.filter((b) => !(0,node_buffer__WEBPACK_IMPORTED_MODULE_1__.isUtf8)(b)).map((b) => b.toString('utf8')));
}
/**
 * A name as a case-insensitive, normalisation-insensitive file system (APFS, NTFS) sees it: two
 * install names that fold alike are one folder there, so the second copy would land in the
 * first's (its staging folder already exists, or its rename replaces the other skill); two
 * files of one skill folder that fold alike are one file, and the copy keeps only one of them.
 */
function foldName(name) {
    // ASCII is NFC already: most names skip the normalisation (every entry of an install is folded).
    return ASCII.test(name) ? name.toLowerCase() : name.normalize('NFC').toLowerCase();
}
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;
/**
 * Names Windows reserves for devices, in any case and with any extension (`nul.md`, `COM1.tar.gz`,
 * `CON .txt`), `COM¹`–`COM³` and `LPT¹`–`LPT³` included: the list context-pack's path-unsafe
 * rule checks, so both kinds of pack agree (COM0 and LPT0, which newer Microsoft documentation
 * also lists, are in neither).
 */
const WINDOWS_FORBIDDEN = /[<>:"|?*\\]/;
/** Whatever windowsNameProblem may refuse, in one test: most names pass it and are looked at no further. */
const WINDOWS_SUSPECT = /[<>:"|?*\\]|[. ]$|^(?:CON|PRN|AUX|NUL|COM|LPT)/i;
/**
 * Why Windows cannot hold a file or folder of this name, or null: a device name, a name ending
 * in a dot or a space (which Windows drops, so the copy gets another name, or two names one
 * file), or one of `< > : " | ? * \`. A pack holding one would install on Linux and macOS but
 * fail or lose files on Windows; like names that fold together (foldName), it is refused on
 * every platform, so a pack installs the same everywhere. Control characters are refused
 * before this (controlCharacterError). The phrase follows "which" or "the name".
 */
function windowsNameProblem(name) {
    if (!WINDOWS_SUSPECT.test(name))
        return null;
    const device = _core_windows_names_js__WEBPACK_IMPORTED_MODULE_6__/* .WINDOWS_DEVICE_NAME */ .H.exec(name);
    if (device)
        return `is the device name ${device[1].toUpperCase()} on Windows (in any case, with any extension): no file or folder there can have it`;
    const bad = WINDOWS_FORBIDDEN.exec(name);
    if (bad)
        return `contains '${bad[0]}': Windows allows none of < > : " | ? * \\ in a file or folder name`;
    if (/[. ]$/.test(name))
        return `ends with ${name.endsWith('.') ? 'a dot' : 'a space'}: Windows drops it from a file or folder name`;
    return null;
}
/**
 * Finds skills (specs/skillpacks-v0.md §1–2): folders holding `SKILL.md` (exact case) with no
 * `SKILL.md` below them. Walks every folder except `.git` — dot-folders hold real skills
 * (`skills/.curated/…`, INTEROP.md §2). Synchronous on purpose: a tree walk of 100,000 files
 * is mostly readdir calls, and the sync calls avoid a promise per entry.
 */
function discoverSkills(root, options) {
    const label = options.label ?? root;
    let realRoot;
    try {
        realRoot = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(err, label));
    }
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(realRoot).isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${label}: not a directory`);
    const markers = [];
    const shown = (rel) => (rel ? `${label}/${rel}` : label);
    /** `chain`: real paths of the symlinked folders followed to get here, to stop loops. */
    const walk = (dir, rel, viaSymlink, chain) => {
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true });
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(err, shown(rel)));
        }
        options.listings?.set(dir, entries);
        let undecodable;
        for (const e of entries) {
            // Most entries are plain files that are not SKILL.md: decide those before building any string.
            const name = e.name;
            if (e.isFile()) {
                if (name === SKILL_FILE)
                    markers.push(rel);
                continue;
            }
            // Only here, past the files (which discovery never reaches by name), is a name looked at.
            if (name.includes('\uFFFD') && (undecodable ??= undecodableNames(dir)).has(name)) {
                // A folder that cannot be walked by name: the author's own is refused (rename it); a
                // remote repository's is left out, as its skills could have no id.
                if (options.mode === 'local')
                    throw notUtf8Error(shown(rel ? `${rel}/${name}` : name));
                continue;
            }
            if (e.isDirectory()) {
                if (name !== '.git')
                    walk(`${dir}/${name}`, rel ? `${rel}/${name}` : name, viaSymlink, chain);
                continue;
            }
            if (!e.isSymbolicLink() || name === '.git')
                continue;
            const childRel = rel ? `${rel}/${name}` : name;
            const full = `${dir}/${name}`;
            if (name === SKILL_FILE) {
                if (!viaSymlink)
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${shown(childRel)}: SKILL.md is a symlink, which is only allowed inside a symlinked skill folder`);
                const target = followable(full, shown(childRel));
                if (!target?.isFile())
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${shown(childRel)}: SKILL.md is a symlink to something that is not a file`);
                if (options.mode === 'remote' && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)(realRoot, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full)))
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${shown(childRel)}: SKILL.md is a symlink leading out of the repository`);
                markers.push(rel);
                continue;
            }
            // Symlinks to files, and dangling ones, matter only if a selected skill holds them (copy reports them).
            const target = statOrNull(full);
            if (!target?.isDirectory())
                continue;
            const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full);
            if (options.mode === 'remote' && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)(realRoot, real))
                continue;
            if (real === realRoot || chain.includes(real) || (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)(real, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(dir))) {
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${shown(childRel)}: symlink loop (leads back to a folder above it)`);
            }
            walk(full, childRel, true, [...chain, real]);
        }
    };
    const top = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root);
    walk(top, '', false, []);
    const rootMarker = markers.indexOf('');
    if (rootMarker !== -1) {
        if (options.mode === 'local')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${label}/SKILL.md: ${label}/ itself cannot be a skill`);
        markers.splice(rootMarker, 1);
    }
    // Leaf-only: a folder with SKILL.md is a skill unless another marker lies below it.
    const ancestors = new Set();
    for (const m of markers) {
        for (let i = m.lastIndexOf('/'); i > 0; i = m.lastIndexOf('/', i - 1))
            ancestors.add(m.slice(0, i));
    }
    const ids = markers.filter((m) => !ancestors.has(m)).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .compareBytes */ .Xo);
    // A local skill is the author's own folder: refused here, so list, show, install and validate
    // all say so. A remote repository may hold such a folder the pack never selects: resolvePack
    // refuses it only once selected.
    if (options.mode === 'local') {
        const bad = ids.find(_core_show_name_js__WEBPACK_IMPORTED_MODULE_5__/* .hasControlCharacter */ .Fd);
        if (bad !== undefined)
            throw controlCharacterError(shown(bad));
    }
    return ids
        // The folder as walked (`<root>/<id>`, the key of its listing); string joins, as path.join
        // normalising every path costs more than the walk for a few hundred skills.
        .map((id) => ({ id, dir: (node_path__WEBPACK_IMPORTED_MODULE_2___default().sep) === '/' ? `${top}/${id}` : node_path__WEBPACK_IMPORTED_MODULE_2___default().join(top, ...id.split('/')) }));
}
/** stat through a symlink; a dangling link is an error naming it. */
function followable(full, shown) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(full);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${shown}: dangling symlink`);
        if (code === 'ELOOP')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${shown}: symlink loop`);
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(err, shown));
    }
}
function statOrNull(full) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(full);
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 7602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ isPackPath),
/* harmony export */   J: () => (/* binding */ PACK_EXTENSIONS)
/* harmony export */ });
/** Extensions of pack files in `packs/`. */
const PACK_EXTENSIONS = ['.yaml', '.yml'];
/**
 * Whether a pack argument names a pack file by path (`packs/a.yaml`, `../x/p.yml`) rather than a
 * pack by name. Kept apart from the pack parser so `sp` can decide it without loading that.
 */
function isPackPath(arg) {
    return arg.includes('/') || PACK_EXTENSIONS.some((e) => arg.endsWith(e));
}


/***/ }),

/***/ 8430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  findPackFile: () => (/* binding */ findPackFile),
  loadPack: () => (/* binding */ loadPack),
  A3: () => (/* binding */ packRepoRoot),
  Ll: () => (/* binding */ parsePack)
});

// UNUSED EXPORTS: listPackFiles

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
;// CONCATENATED MODULE: ./src/core/yaml-simple.ts
/**
 * A reader for the plain subset of YAML that small config files (pack files) are written in:
 * block mappings with simple keys, block sequences (also at the key's indent, and holding
 * compact mappings), flow sequences of simple scalars, plain and simply quoted scalars, and
 * comments. It exists so reading such a file needs neither the `yaml` package (~300 KB to
 * load, ~20 ms before the first document) nor its full parser.
 *
 * It answers `undefined` ("not sure") for anything outside that subset: tabs, CR, anchors,
 * tags, escapes, multi-line scalars, numbers, duplicate keys, and so on; callers then use
 * parseYaml (yaml.ts). Whatever it does answer must equal what parseYaml gives for the same
 * text; __tests__/core/yaml-simple.test.ts holds it to that on generated documents.
 */
/** Thrown inside the parser to give up; never escapes parseSimpleYaml. */
class NotSimple extends Error {
}
const giveUp = () => {
    throw new NotSimple();
};
// Only the space counts as white space here; String#trim would also eat a no-break space,
// which YAML keeps as content.
const trimStart = (s) => s.replace(/^ +/, '');
const trimEnd = (s) => s.replace(/ +$/, '');
const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ ]+(.*))?$/;
// Core-schema plain scalars that are not strings (yaml's core schema tags).
const NULL = /^(?:~|[Nn]ull|NULL)$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
/** Anything that could read as a number (ints, floats, .inf, .nan, hex, octal): left to yaml. */
const NUMERIC = /^[-+]?(?:[0-9]|\.[0-9A-Za-z])/;
/** Characters a simple plain scalar may hold (`:` and `#` checked separately). */
const PLAIN_CHARS = /^[A-Za-z0-9_./*+=~$^()@ :\u0080-\uFFFF-]+$/u;
const PLAIN_FIRST = /^[A-Za-z0-9_./+=$^(\u0080-\uFFFF]/u;
function plainScalar(text, inFlow) {
    if (!PLAIN_FIRST.test(text) && !/^-[A-Za-z0-9_./]/.test(text))
        giveUp();
    if (!PLAIN_CHARS.test(text) || text.endsWith(':') || text.includes(': ') || text.includes('  '))
        giveUp();
    if (inFlow && text.includes(':'))
        giveUp();
    if (/[\uD800-\uDFFF\uFEFF\u2028\u2029\u0085\u00A0\uFFFE\uFFFF]/u.test(text))
        giveUp();
    if (NULL.test(text))
        return null;
    if (BOOL.test(text))
        return text[0] === 't' || text[0] === 'T';
    if (NUMERIC.test(text))
        giveUp();
    return text;
}
/** `"…"` without escapes or `'…'` without doubled quotes, then nothing but an optional comment. */
function quotedScalar(text) {
    const q = text[0];
    const end = text.indexOf(q, 1);
    if (end === -1)
        giveUp();
    const body = text.slice(1, end);
    if (q === '"' && body.includes('\\'))
        giveUp();
    if (q === "'" && text[end + 1] === "'")
        giveUp();
    if (/[^\u0020-\u007E\u0080-\uFFFF]|[\uD800-\uDFFF\uFEFF\u2028\u2029\u0085\u00A0\uFFFE\uFFFF]/u.test(body))
        giveUp();
    if (!/^(?:|[ ]+#.*)$/.test(text.slice(end + 1)))
        giveUp();
    return body;
}
/** `[a, "b", 'c']` on one line: simple scalars only, no nesting, then an optional comment. */
function flowSequence(text) {
    const items = [];
    let i = 1;
    const spaces = () => {
        while (text[i] === ' ')
            i++;
    };
    spaces();
    if (text[i] === ']')
        i++;
    else {
        for (;;) {
            spaces();
            const q = text[i];
            let end;
            if (q === '"' || q === "'") {
                end = text.indexOf(q, i + 1) + 1;
                if (end === 0)
                    giveUp();
                items.push(quotedScalar(text.slice(i, end)));
            }
            else {
                end = i;
                while (end < text.length && !',]'.includes(text[end]))
                    end++;
                const plain = trimEnd(text.slice(i, end));
                if (plain === '' || /["'[{}#]/.test(plain))
                    giveUp();
                items.push(plainScalar(plain, true));
            }
            i = end;
            spaces();
            if (text[i] === ']') {
                i++;
                break;
            }
            if (text[i] !== ',')
                giveUp();
            i++;
        }
    }
    if (!/^(?:|[ ]+#.*)$/.test(text.slice(i)))
        giveUp();
    return items;
}
/** A scalar or a one-line flow sequence of scalars, with any trailing comment. */
function inlineValue(text) {
    if (text[0] === '"' || text[0] === "'")
        return quotedScalar(text);
    if (text[0] === '[')
        return flowSequence(text);
    const comment = text.search(/ #/);
    const plain = trimEnd(comment === -1 ? text : text.slice(0, comment));
    if (plain.includes('#'))
        giveUp();
    return plainScalar(plain, false);
}
/** Parses the block node whose first line is `lines[i]` at `indent`; returns it and the next line. */
function block(lines, i, indent) {
    return lines[i].text === '-' || lines[i].text.startsWith('- ') ? sequence(lines, i, indent) : mapping(lines, i, indent);
}
/** A value after `key:` or `- ` that is empty on its own line: the block below it, or null. */
function nestedOrNull(lines, i, indent, sameIndentSeq) {
    const next = lines[i];
    if (next && next.indent > indent)
        return block(lines, i, next.indent);
    if (sameIndentSeq && next && next.indent === indent && (next.text === '-' || next.text.startsWith('- ')))
        return sequence(lines, i, indent);
    return [null, i];
}
function stripComment(text) {
    return text.startsWith('#') ? '' : text;
}
function sequence(lines, i, indent) {
    const items = [];
    while (i < lines.length && lines[i].indent === indent && (lines[i].text === '-' || lines[i].text.startsWith('- '))) {
        const line = lines[i];
        const rest = trimStart(line.text.slice(1));
        const content = stripComment(rest);
        if (content === '') {
            const [v, next] = nestedOrNull(lines, i + 1, indent, false);
            items.push(v);
            i = next;
        }
        else if (KEY.test(content) || content === '-' || content.startsWith('- ')) {
            // A compact node: it continues on the next lines at the column where it starts.
            const col = indent + (line.text.length - rest.length);
            lines[i] = { indent: col, text: content };
            const [v, next] = block(lines, i, col);
            items.push(v);
            i = next;
        }
        else {
            items.push(inlineValue(content));
            i++;
        }
        if (i < lines.length && lines[i].indent > indent)
            giveUp();
    }
    return [items, i];
}
function mapping(lines, i, indent) {
    const out = {};
    while (i < lines.length && lines[i].indent === indent) {
        const m = KEY.exec(lines[i].text);
        if (!m)
            giveUp();
        const key = m[1];
        if (key === '__proto__' || NULL.test(key) || BOOL.test(key) || Object.prototype.hasOwnProperty.call(out, key))
            giveUp();
        const value = stripComment(trimEnd(m[2] ?? ''));
        if (value === '') {
            const [v, next] = nestedOrNull(lines, i + 1, indent, true);
            out[key] = v;
            i = next;
        }
        else {
            out[key] = inlineValue(value);
            i++;
        }
        if (i < lines.length && lines[i].indent > indent)
            giveUp();
    }
    return [out, i];
}
/** The document's value, or undefined when the text is not in the simple subset. */
function parseSimpleYaml(text) {
    if (/[\t\r\0\uFEFF]/.test(text))
        return undefined;
    const lines = [];
    for (const raw of text.split('\n')) {
        const body = trimEnd(trimStart(raw));
        if (body === '' || body.startsWith('#'))
            continue;
        const indent = raw.length - trimStart(raw).length;
        if (indent === 0 && (body.startsWith('---') || body.startsWith('...') || body.startsWith('%')))
            return undefined;
        lines.push({ indent, text: body });
    }
    if (lines.length === 0 || lines[0].indent !== 0)
        return undefined;
    try {
        const [value, next] = block(lines, 0, 0);
        return next === lines.length ? value : undefined;
    }
    catch (err) {
        if (err instanceof NotSimple)
            return undefined;
        throw err;
    }
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/core/record.ts
var record = __webpack_require__(4130);
// EXTERNAL MODULE: ./src/skillpack/schema.ts
var schema = __webpack_require__(5189);
;// CONCATENATED MODULE: ./src/skillpack/pack-shape.ts
/**
 * A hand-written check that a parsed pack file is valid per skillPackSchema (schema.ts), so
 * installing from a valid pack needs neither ajv nor its schema compile (~40 ms, most of
 * what `sp install` spent before copying). It answers only "valid" or "not sure": for
 * anything it does not accept, ajv decides and words the problems (pack-schema-check.ts).
 * It must never accept what the schema refuses; __tests__/skillpack/pack-shape.test.ts holds
 * it to exactly ajv's answer on generated packs. Change both together.
 */


// The schema's own patterns, compiled as ajv compiles them (with `u`).
const SEGMENT_PIECE = new RegExp(schema/* SEGMENT_PIECE */.pJ, 'u');
const REPO = new RegExp(schema/* REPO_PATTERN */.WA, 'u');
const REF = new RegExp(schema/* REF_PATTERN */.lF, 'u');
function onlyKeys(o, allowed) {
    for (const k of Object.keys(o))
        if (!allowed.includes(k))
            return false;
    return true;
}
/** An array of non-empty strings (index loop: a hole is not a string, as for ajv). */
function isPatternList(v) {
    if (!Array.isArray(v))
        return false;
    for (let i = 0; i < v.length; i++)
        if (typeof v[i] !== 'string' || v[i].length === 0)
            return false;
    return true;
}
const optional = (o, k, ok) => !(k in o) || ok(o[k]);
function isImport(v) {
    if (!(0,record/* isRecord */.u)(v) || !onlyKeys(v, ['repo', 'ref', 'include', 'exclude']))
        return false;
    if (typeof v.repo !== 'string' || !REPO.test(v.repo))
        return false;
    if (!isPatternList(v.include) || v.include.length === 0)
        return false;
    return optional(v, 'ref', (r) => typeof r === 'string' && REF.test(r)) && optional(v, 'exclude', isPatternList);
}
function isInstall(v) {
    if (!(0,record/* isRecord */.u)(v) || !onlyKeys(v, ['prefix', 'sep', 'flatten']))
        return false;
    return (optional(v, 'prefix', (p) => typeof p === 'string' && SEGMENT_PIECE.test(p)) &&
        optional(v, 'sep', (s) => typeof s === 'string' && s.length > 0 && SEGMENT_PIECE.test(s)) &&
        optional(v, 'flatten', (f) => typeof f === 'boolean'));
}
/** True only for a value skillPackSchema accepts; false means "ask ajv". */
function isValidPackShape(v) {
    if (!(0,record/* isRecord */.u)(v) || !onlyKeys(v, ['name', 'include', 'exclude', 'imports', 'install']))
        return false;
    if (typeof v.name !== 'string' || v.name.length === 0 || !SEGMENT_PIECE.test(v.name))
        return false;
    if (!optional(v, 'include', isPatternList) || !optional(v, 'exclude', isPatternList))
        return false;
    if (!optional(v, 'imports', (i) => Array.isArray(i) && Array.from(i).every(isImport)))
        return false;
    if (!optional(v, 'install', isInstall))
        return false;
    // anyOf: a non-empty include, or at least one import.
    return (Array.isArray(v.include) && v.include.length > 0) || (Array.isArray(v.imports) && v.imports.length > 0);
}

// EXTERNAL MODULE: ./src/skillpack/pack-arg.ts
var pack_arg = __webpack_require__(7602);
;// CONCATENATED MODULE: ./src/skillpack/packfile.ts









const MAX_PACK_BYTES = 1024 * 1024;
/** A Pack from a value the schema accepts, defaults filled in. */
function toPack(file, bytes, raw) {
    return {
        file,
        bytes,
        name: raw.name,
        include: raw.include ?? [],
        exclude: raw.exclude ?? [],
        imports: (raw.imports ?? []).map((i) => ({ repo: i.repo, ref: i.ref ?? null, include: i.include, exclude: i.exclude ?? [] })),
        install: { prefix: raw.install?.prefix ?? raw.name, sep: raw.install?.sep ?? '__', flatten: raw.install?.flatten ?? false },
    };
}
/**
 * Parses pack file bytes; schema problems come back located, never thrown. A valid pack is
 * recognised without ajv (pack-shape.ts); ajv loads only to judge and word anything else.
 */
async function parsePack(file, bytes) {
    const decoded = (0,read/* decodeUtf8 */._6)(bytes);
    // A leading byte order mark is allowed (and dropped), but never hides bad bytes after it.
    if (decoded.badOffset !== null)
        return { pack: null, problems: [{ message: decoded.problem }], yaml: null };
    const { parseYaml } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8695)]).then(__webpack_require__.bind(__webpack_require__, 1076));
    const yaml = parseYaml(decoded.text);
    if (yaml.error)
        return { pack: null, problems: [{ message: `invalid YAML: ${yaml.error.message}`, line: yaml.error.line, column: yaml.error.column }], yaml };
    if (!isValidPackShape(yaml.value)) {
        const { packSchemaProblems } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(8446)]).then(__webpack_require__.bind(__webpack_require__, 8446));
        const problems = packSchemaProblems(yaml);
        if (problems)
            return { pack: null, problems, yaml };
    }
    const pack = toPack(file, bytes, yaml.value);
    return { pack, problems: [], yaml };
}
/** Reads and parses a pack file; any problem is one InvalidInputError naming the file and line. */
async function loadPack(file, cwd) {
    const shown = (0,paths/* displayPath */.Gt)(file, cwd);
    const bytes = (0,read/* readFileLimitedSync */.Ex)(file, MAX_PACK_BYTES);
    // A pack file is nearly always a few plain lines: read those, and check them, without
    // loading the YAML package or ajv (~30 ms of an install). Anything else takes parsePack.
    const decoded = (0,read/* decodeUtf8 */._6)(bytes);
    const simple = decoded.problem ? undefined : parseSimpleYaml(decoded.text);
    if (simple !== undefined && isValidPackShape(simple))
        return toPack(file, bytes, simple);
    const { pack, problems } = await parsePack(file, bytes);
    if (!pack) {
        const p = problems[0];
        throw new errors/* InvalidInputError */.oC(`${shown}${p.line ? `:${p.line}` : ''}: ${p.message}`);
    }
    return pack;
}
/**
 * The repository a pack file belongs to: the folder holding the `packs/` folder it sits in
 * (§1: `<repo>/packs/<name>.yaml`), symlinks resolved; null for a pack file not directly in a
 * folder named `packs`. An import's relative repo (`../shared-skills`) is resolved against it:
 * the spec anchors every path a pack means at the repository root (skill ids under `skills/`,
 * `--root` "the dir with skills/ and packs/"), and taking it from the pack file alone makes it
 * the same whatever the working directory, `--root` or `--cache-dir`, and the same folder
 * `sp validate` reads the pack's local skills from.
 */
function packRepoRoot(file) {
    const dir = external_node_path_default().dirname(external_node_path_default().resolve(file));
    return external_node_path_default().basename(dir) === 'packs' ? (0,paths/* realPathSoFar */.JC)(external_node_path_default().dirname(dir)) : null;
}
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
    return names.filter((n) => pack_arg/* PACK_EXTENSIONS */.J.some((e) => n.endsWith(e)) && !n.startsWith('.')).sort(diagnostics/* compareBytes */.Xo).map((n) => external_node_path_default().join(dir, n));
}
/**
 * The pack file for a CLI argument: a path (has a `/` or a YAML extension) taken as written,
 * else `packs/<arg>.yaml` (or `.yml`), else the pack whose `name` field is `arg`.
 */
async function findPackFile(arg, root, cwd) {
    if ((0,pack_arg/* isPackPath */.D)(arg)) {
        const file = external_node_path_default().resolve(cwd, arg);
        if (!(0,read/* lstatOrNullSync */._F)(file))
            throw new errors/* UsageError */.eb(`${arg}: no such pack file`);
        return file;
    }
    for (const ext of pack_arg/* PACK_EXTENSIONS */.J) {
        const file = external_node_path_default().join(root, 'packs', `${arg}${ext}`);
        if ((0,read/* lstatOrNullSync */._F)(file))
            return file;
    }
    for (const file of await listPackFiles(root)) {
        const parsed = await parsePack(file, await (0,read/* readFileLimited */.lB)(file, MAX_PACK_BYTES));
        if (parsed.pack?.name === arg)
            return file;
    }
    throw new errors/* UsageError */.eb(`pack '${arg}': no packs/${arg}.yaml and no pack file with name: ${arg} under ${(0,paths/* displayPath */.Gt)(external_node_path_default().join(root, 'packs'), cwd)}`);
}


/***/ }),

/***/ 1218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ compilePattern)
/* harmony export */ });
/* unused harmony export patternProblem */
/* harmony import */ var _core_glob_match_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8829);

/** Why a pattern cannot be used, or null. */
function patternProblem(source) {
    if (typeof source !== 'string')
        return 'must be a string';
    if (source.length === 0)
        return 'must not be empty';
    if (source.includes('\0'))
        return 'must not contain a NUL byte';
    return null;
}
function tokenize(source) {
    const tokens = [];
    for (let i = 0; i < source.length;) {
        if (source[i] === '*') {
            if (source[i + 1] === '*') {
                // A run of three or more stars is a `**` followed by `*`s, which add nothing.
                let j = i + 2;
                while (source[j] === '*')
                    j++;
                if (source[j] === '/') {
                    tokens.push({ kind: 'globstar-slash' });
                    i = j + 1;
                }
                else {
                    tokens.push({ kind: 'globstar' });
                    i = j;
                }
            }
            else {
                tokens.push({ kind: 'star' });
                i++;
            }
        }
        else {
            tokens.push({ kind: 'lit', ch: source[i] });
            i++;
        }
    }
    return tokens;
}
function compilePattern(source) {
    const tokens = tokenize(source);
    return { source, matches: (id) => (0,_core_glob_match_js__WEBPACK_IMPORTED_MODULE_0__/* .matchGlobTokens */ .OJ)(tokens, id) };
}


/***/ }),

/***/ 372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MV: () => (/* binding */ SINK_LOCK),
/* harmony export */   ZY: () => (/* binding */ describeSkill),
/* harmony export */   _i: () => (/* binding */ skillLabel),
/* harmony export */   hs: () => (/* binding */ selectIds),
/* harmony export */   ny: () => (/* binding */ OLD_PREFIX),
/* harmony export */   resolvePack: () => (/* binding */ resolvePack),
/* harmony export */   tb: () => (/* binding */ installName),
/* harmony export */   th: () => (/* binding */ STAGING_PREFIX),
/* harmony export */   yn: () => (/* binding */ installNameProblem)
/* harmony export */ });
/* unused harmony exports MAX_INSTALL_NAME_BYTES, select */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7135);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6107);
/* harmony import */ var _pattern_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1218);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6801);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6296);
/* harmony import */ var _packfile_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8430);








/** How a selected skill is named in messages: `skills/<id>`, or `<repo>:<id>` for an import. */
function skillLabel(s) {
    return s.source === 'local' ? `skills/${s.id}` : `${s.source}:${s.id}`;
}
/** `<prefix><sep><flattened id>`; with `flatten`, the leaf segment stands for the id. */
function installName(id, opts) {
    const flat = opts.flatten ? id.slice(id.lastIndexOf('/') + 1) : id.split('/').join(opts.sep);
    return `${opts.prefix}${opts.sep}${flat}`;
}
/**
 * Prefixes of sp's own temporary folders in a sink, each followed by 8 hex digits and a dot and
 * then the install name; install names may not start with `.skillpack-`, which the sink's lock
 * file shares.
 */
const STAGING_PREFIX = '.skillpack-tmp.';
const OLD_PREFIX = '.skillpack-old.';
/** The lock file each install and uninstall holds in the sink (see withSinkLock). */
const SINK_LOCK = '.skillpack-lock';
/**
 * The longest install name, in bytes: a file name may have 255, and the staging copy and the
 * folder moved aside carry the name behind a prefix, so a longer one would install into a
 * folder the filesystem cannot name (ENAMETOOLONG midway through an install).
 */
const MAX_INSTALL_NAME_BYTES = 255 - Math.max(STAGING_PREFIX.length, OLD_PREFIX.length) - '01234567.'.length;
/** Why an installed folder name cannot be used as one folder in the sink, or null. */
function installNameProblem(name) {
    if (name.includes('/') || name.includes('\0'))
        return 'contains "/" or a NUL byte';
    if ((0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .hasControlCharacter */ .Fd)(name))
        return 'contains a control character (newline, tab, …), which no install name may hold';
    if (name === '.' || name === '..')
        return 'is "." or ".."';
    if (name.startsWith('.skillpack-'))
        return 'starts with ".skillpack-", which sp reserves for its temporary folders';
    const bytes = Buffer.byteLength(name);
    if (bytes > MAX_INSTALL_NAME_BYTES)
        return `is ${bytes} bytes long; install names may have at most ${MAX_INSTALL_NAME_BYTES} (255 less the room sp's staging folder names need)`;
    return null;
}
/**
 * Applies includes then excludes to one id list; an include that matches nothing is an error
 * (fail-fast, §3), named with where it was written.
 */
function select(ids, include, exclude, where) {
    for (const p of include) {
        const m = (0,_pattern_js__WEBPACK_IMPORTED_MODULE_6__/* .compilePattern */ .E)(p);
        if (!ids.some((id) => m.matches(id)))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${where}: include '${p}' matches no skill`);
    }
    return selectIds(ids, include, exclude).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .compareBytes */ .Xo);
}
/** The ids that match an include (every id for `null`) and no exclude, in the order given. */
function selectIds(ids, include, exclude) {
    const inc = include?.map(_pattern_js__WEBPACK_IMPORTED_MODULE_6__/* .compilePattern */ .E);
    const exc = exclude.map(_pattern_js__WEBPACK_IMPORTED_MODULE_6__/* .compilePattern */ .E);
    return ids.filter((id) => (!inc || inc.some((m) => m.matches(id))) && !exc.some((m) => m.matches(id)));
}
/** The pack's selection (§3 resolution semantics) with install names; collisions are errors. */
async function resolvePack(pack, options) {
    const where = options.packLabel;
    let localSkills = [];
    const localListings = new Map();
    let local = [];
    if (pack.include.length > 0) {
        localSkills = (0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .discoverSkills */ .iY)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(options.root, 'skills'), { mode: 'local', label: 'skills', listings: localListings });
        local = select(localSkills.map((s) => s.id), pack.include, [], where);
    }
    else if (pack.imports.length === 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${where}: a pack needs a non-empty include or at least one import`);
    }
    const selected = [];
    const localDir = new Map(localSkills.map((s) => [s.id, s.dir]));
    const imports = [];
    const localRoot = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(options.root, 'skills');
    const sourceRoots = pack.include.length > 0 ? [localRoot] : [];
    if (pack.imports.length > 0 && (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .realPathSoFar */ .JC)(localRoot), (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .realPathSoFar */ .JC)(options.cacheDir))) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${options.cacheDir}: the cache is inside ${localRoot}; imported checkouts there would be found as local skills (choose a --cache-dir outside it)`);
    }
    for (const [i, imp] of pack.imports.entries()) {
        const pinned = options.pinnedCommits?.[i] ?? null;
        options.onFetch?.(imp.repo, pinned ?? imp.ref);
        // git and its process handling load only for a pack that imports.
        const { fetchImport } = await __webpack_require__.e(/* import() */ 9312).then(__webpack_require__.bind(__webpack_require__, 6931));
        const fetched = await fetchImport(imp.repo, pinned ?? imp.ref, options.cacheDir, { base: (0,_packfile_js__WEBPACK_IMPORTED_MODULE_5__/* .packRepoRoot */ .A3)(pack.file), lock: options.fetchLock });
        const listings = new Map();
        sourceRoots.push(fetched.tree);
        const skills = (0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .discoverSkills */ .iY)(fetched.tree, { mode: 'remote', label: imp.repo, listings });
        const ids = select(skills.map((s) => s.id), imp.include, imp.exclude, `${where}: imports[${i}] (${imp.repo})`);
        const dirs = new Map(skills.map((s) => [s.id, s.dir]));
        imports.push({ repo: imp.repo, url: fetched.url, ref: imp.ref, commit: fetched.commit, skills: ids });
        for (const id of ids)
            selected.push({ source: imp.repo, origin: i, id, dir: dirs.get(id), containRoot: fetched.tree, listings });
    }
    for (const id of local)
        selected.push({ source: 'local', origin: -1, id, dir: localDir.get(id), containRoot: null, listings: localListings });
    // Pack-level exclude applies to the union (step 5).
    const excluded = pack.exclude.map(_pattern_js__WEBPACK_IMPORTED_MODULE_6__/* .compilePattern */ .E);
    const final = selected.filter((s) => !excluded.some((m) => m.matches(s.id)));
    const keptLocal = new Set(final.filter((s) => s.origin === -1).map((s) => s.id));
    local = local.filter((id) => keptLocal.has(id));
    for (const [i, imp] of imports.entries()) {
        const kept = new Set(final.filter((s) => s.origin === i).map((s) => s.id));
        imp.skills = imp.skills.filter((id) => kept.has(id));
    }
    const byName = new Map();
    const byFolded = new Map();
    const skills = [];
    for (const s of final) {
        // A remote repository's odd folder matters only once selected (see discoverSkills).
        if ((0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .hasControlCharacter */ .Fd)(s.id))
            throw (0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .controlCharacterError */ .n3)(`${s.source}:${s.id}`);
        const name = installName(s.id, pack.install);
        const problem = installNameProblem(name);
        if (problem)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${where}: skill ${describeSkill(s)} installs as ${(0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteName */ .AB)(name)}, which ${problem}`);
        // Apart from installNameProblem, which recoverSink also reads leftovers' names by: one an
        // older sp left under such a name is still cleaned.
        const windows = (0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .windowsNameProblem */ .g3)(name);
        if (windows)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${where}: skill ${describeSkill(s)} installs as ${(0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteName */ .AB)(name)}, which ${windows} (rename the skill, or change install.prefix or install.sep)`);
        const other = byName.get(name);
        if (other)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${where}: skills ${describeSkill(other)} and ${describeSkill(s)} would both install as ${(0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteName */ .AB)(name)}`);
        const folded = (0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .foldName */ .zN)(name);
        const alike = byFolded.get(folded);
        if (alike)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${where}: skills ${describeSkill(alike)} and ${describeSkill(s)} install as ${(0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteName */ .AB)(alike.installName)} and ${(0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteName */ .AB)(name)}, which differ only in case or Unicode normalisation: one folder on macOS and Windows (rename one)`);
        const withName = { ...s, installName: name };
        byName.set(name, withName);
        byFolded.set(folded, withName);
        skills.push(withName);
    }
    skills.sort((a, b) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .compareBytes */ .Xo)(a.installName, b.installName));
    return { pack, local, imports, skills, sourceRoots };
}
function describeSkill(s) {
    return s.source === 'local' ? (0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteName */ .AB)(s.id) : `${(0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteName */ .AB)(s.id)} from ${s.source}`;
}


/***/ }),

/***/ 5189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IT: () => (/* binding */ skillPackSchema),
/* harmony export */   WA: () => (/* binding */ REPO_PATTERN),
/* harmony export */   lF: () => (/* binding */ REF_PATTERN),
/* harmony export */   pJ: () => (/* binding */ SEGMENT_PIECE)
/* harmony export */ });
/**
 * The JSON Schema for pack files (`packs/<name>.yaml`, specs/skillpacks-v0.md §3), published as
 * schemas/skill-pack.schema.json (a test keeps the two equal). Unknown keys are refused: a
 * misspelt `includes:` would otherwise select nothing without a word.
 */
const patternList = {
    type: 'array',
    items: { type: 'string', minLength: 1, description: 'a skill-id pattern: only * and ** are wildcards, anchored, case-sensitive' },
};
/**
 * An import's repo and ref: nothing git could read as an option, no whitespace in a ref, and no
 * control character (C0, DEL or C1) anywhere: git would get it, and every message printing it
 * would carry it to the terminal.
 */
const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f';
const REPO_PATTERN = `^[^-\\s${CONTROL}][^${CONTROL}]*$`;
const REF_PATTERN = `^[^-\\s${CONTROL}][^\\s${CONTROL}]*$`;
/**
 * A path segment piece (name, prefix, sep): no `/` and no control character. Prefix and sep
 * become part of a folder name; the name is a state key and part of every message about the pack.
 */
const SEGMENT_PIECE = `^[^/${CONTROL}]*$`;
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
                    repo: { type: 'string', minLength: 1, pattern: REPO_PATTERN, description: 'a git URL, or github.com/<org>/<repo>' },
                    ref: { type: 'string', minLength: 1, pattern: REF_PATTERN, description: 'a branch, a tag or a full commit SHA; default: the remote default branch' },
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


/***/ }),

/***/ 2981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ withSinkLock),
/* harmony export */   C7: () => (/* binding */ loadState),
/* harmony export */   LZ: () => (/* binding */ saveState),
/* harmony export */   NC: () => (/* binding */ withStateLock),
/* harmony export */   Tq: () => (/* binding */ findRecord),
/* harmony export */   _n: () => (/* binding */ isAlive),
/* harmony export */   j8: () => (/* binding */ putRecord)
/* harmony export */ });
/* unused harmony exports removeRecord, NotInstalledError, notInstalledError */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3008);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _core_make_dirs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2626);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6296);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4130);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6801);











const MAX_STATE_BYTES = 256 * 1024 * 1024;
function isStringArray(v) {
    return Array.isArray(v) && v.every((x) => typeof x === 'string');
}
/**
 * Reads state.json. A missing file is an empty state; a file that is not a state (hand-edited,
 * truncated) is an error naming it, never silently replaced, since it is what says which
 * folders are ours to delete.
 */
async function loadState(file) {
    // Synchronous reads and writes here and below: a handful of calls, each faster than a
    // round trip through the thread pool, in a command with nothing else to do meanwhile.
    if (!(0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNullSync */ ._F)(file))
        return { version: 1, installs: [] };
    const text = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileLimitedSync */ .Ex)(file, MAX_STATE_BYTES).toString('utf8');
    let parsed;
    try {
        parsed = { value: JSON.parse(text), error: null };
    }
    catch {
        // Only a broken file needs the reader that says where it breaks.
        parsed = (await __webpack_require__.e(/* import() */ 6153).then(__webpack_require__.bind(__webpack_require__, 6153))).parseJson(text);
    }
    const bad = (why) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}: not a valid skillpack state file (${why})`);
    if (parsed.error)
        throw bad(`${parsed.error.message}${parsed.error.line ? ` at line ${parsed.error.line}` : ''}`);
    const v = parsed.value;
    if (!v || typeof v !== 'object' || v.version !== 1 || !Array.isArray(v.installs))
        throw bad('expected {"version": 1, "installs": [...]}');
    // Two records for one (sink_path, pack) would split what the pack owns: install would take
    // the second for another pack's, and uninstall would drop both but delete only the first's
    // folders, leaving the rest owned by no one.
    const seen = new Map();
    for (const [i, r] of v.installs.entries()) {
        const rec = r;
        if (!rec || typeof rec !== 'object')
            throw bad(`installs[${i}] is not an object`);
        for (const k of ['sink', 'sink_path', 'pack', 'prefix', 'sep'])
            if (typeof rec[k] !== 'string')
                throw bad(`installs[${i}].${k} must be a string`);
        if (!node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(rec.sink_path))
            throw bad(`installs[${i}].sink_path must be absolute`);
        // Every command looks a record up by the sink's resolved path: `/x/skills/` or `/x/./skills`
        // would match no --path or configured sink, and the pack could never be uninstalled.
        if (node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(rec.sink_path) !== rec.sink_path)
            throw bad(`installs[${i}].sink_path must be absolute and normalised, as ${node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(rec.sink_path)}`);
        if (!isStringArray(rec.installed_paths))
            throw bad(`installs[${i}].installed_paths must be a list of paths`);
        const key = JSON.stringify([rec.sink_path, rec.pack]);
        const first = seen.get(key);
        if (first !== undefined)
            throw bad(`installs[${first}] and installs[${i}] are both pack ${(0,_discover_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteName */ .AB)(rec.pack)} in ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(rec.sink_path)}; merge their installed_paths into one record`);
        seen.set(key, i);
        rec.pack_file = typeof rec.pack_file === 'string' ? rec.pack_file : '';
        rec.flatten = rec.flatten === true;
        rec.imports = Array.isArray(rec.imports) ? rec.imports : [];
        rec.installed_at = typeof rec.installed_at === 'string' ? rec.installed_at : '';
        rec.files = rec.files && typeof rec.files === 'object' ? rec.files : {};
        // Each installed path's file hashes: anything else (a string, a list) would have verify list
        // its characters as missing files and install judge every folder edited.
        for (const [p, hashes] of Object.entries(rec.files)) {
            if (!(0,_core_record_js__WEBPACK_IMPORTED_MODULE_10__/* .isRecord */ .u)(hashes) || !Object.values(hashes).every((h) => typeof h === 'string'))
                throw bad(`installs[${i}].files[${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .jsonEscaped */ .Ud)(p)}] must map file paths to their SHA-256`);
        }
        if (rec.executables !== undefined) {
            const ex = rec.executables;
            if (!ex || typeof ex !== 'object' || Array.isArray(ex) || !Object.values(ex).every(isStringArray))
                throw bad(`installs[${i}].executables must map installed paths to lists of files`);
        }
    }
    return v;
}
async function saveState(file, state) {
    try {
        (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_7__/* .makeDirs */ .X)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file));
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file)));
    }
    (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomicSync */ .Q)(file, `${JSON.stringify(state, null, 2)}\n`);
}
function findRecord(state, sinkPath, pack) {
    return state.installs.find((r) => r.sink_path === sinkPath && r.pack === pack);
}
/** Replaces (or adds) the record for its `(sink_path, pack)`, keeping the others' order. */
function putRecord(state, record) {
    const i = state.installs.findIndex((r) => r.sink_path === record.sink_path && r.pack === record.pack);
    const installs = [...state.installs];
    if (i === -1)
        installs.push(record);
    else
        installs[i] = record;
    return { version: 1, installs };
}
function removeRecord(state, sinkPath, pack) {
    return { version: 1, installs: state.installs.filter((r) => !(r.sink_path === sinkPath && r.pack === pack)) };
}
/**
 * `(sink_path, pack)` has no record. `movedTo` holds the paths where state records the pack for
 * the same sink (its path changed since the install?), for a front-end to name what reaches them.
 */
class NotInstalledError extends _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC {
    pack;
    sink;
    movedTo;
    constructor(message, pack, sink, movedTo) {
        super(message);
        this.pack = pack;
        this.sink = sink;
        this.movedTo = movedTo;
    }
}
/**
 * The error for `(sink_path, pack)` having no record, for uninstall and verify alike. When the
 * sink's path has moved since the install (config.yaml changed, another path given), state
 * still has the pack for the same agent at the old path: the message names that path, rather
 * than only "not installed", and the error carries it (movedTo).
 */
function notInstalledError(state, pack, sink, sinkPath) {
    const base = `pack '${pack}' is not installed in ${sinkPath}`;
    const elsewhere = state.installs.filter((r) => r.pack === pack && r.sink_path !== sinkPath);
    const sameSink = elsewhere.filter((r) => r.sink === sink);
    if (sameSink.length > 0) {
        const at = sameSink.map((r) => r.sink_path);
        return new NotInstalledError(`${base}; state records it for ${sink} in ${at.join(', ')} (the sink's path has changed since the install?)`, pack, sink, at);
    }
    if (elsewhere.length > 0) {
        return new NotInstalledError(`${base}; state records it only for ${elsewhere.map((r) => `${r.sink} in ${r.sink_path}`).join(', ')} (see sp installed)`, pack, sink, []);
    }
    return new NotInstalledError(`${base} (see sp installed)`, pack, sink, []);
}
/** How long an empty lock file is taken for one whose owner is about to write its pid. */
const EMPTY_LOCK_GRACE_MS = 2000;
/**
 * Serialises state changes between processes: a lock file created with O_EXCL holding the
 * owner's pid. A lock whose pid is gone (a killed run) is taken over; a live one is waited for,
 * then reported with its pid and path.
 */
async function withStateLock(lockFile, fn, options = {}) {
    try {
        (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_7__/* .makeDirs */ .X)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(lockFile));
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(lockFile)));
    }
    await acquireLock(lockFile, options, PID_ONLY);
    try {
        return await fn();
    }
    finally {
        releaseLock(lockFile);
    }
}
/**
 * A sink's own lock, `<sink>/.skillpack-lock` (SINK_LOCK), held by each install and uninstall
 * from its recovery of killed runs' leftovers to its last rename. state.lock is per
 * SKILLPACK_HOME, and runs of two homes (two users, a CI job and a person, two containers
 * sharing a volume) may share a sink: without this, each run's recoverSink took the other's
 * live staging folders for a killed run's and deleted them. Under this lock every
 * `.skillpack-tmp.*` and `.skillpack-old.*` in the sink is a killed run's, as before.
 *
 * A lock in the sink, rather than leftovers named after their owner: every run finds it, by
 * whichever path it reaches the sink (a symlink, another container's mount point), and it also
 * makes each run's check that a destination is free and its rename into it one step against the
 * other run's; owner-named leftovers would need the same liveness test and leave that race. A
 * hidden file, which agents looking for skill folders pass over, under a name no install name
 * can take (`.skillpack-`).
 *
 * A pid is only meaningful in the pid namespace it was written in: two containers sharing a
 * volume, or two hosts sharing a network file system, each see the other's pid as some other
 * process or none. So the lock holds `<pid> <pid space> <host>` (see pidSpace), and a lock from
 * another pid space is never judged stale by its pid: it is waited for like a live one, and the
 * message says how to remove it if its run was killed. Taking a live run's lock for a dead one's
 * would bring back the deletions this lock prevents; a dead one's left elsewhere costs one rm.
 *
 * A sink sp cannot write to (read-only), or that is gone, takes no lock: nothing in it can
 * change, so `fn` runs with `locked` false and must then leave leftovers alone; its first change
 * fails as before, with the message naming the sink.
 */
async function withSinkLock(lockFile, fn, options = {}) {
    const locked = await acquireLock(lockFile, options, SINK_HOLDER);
    try {
        return await fn(locked);
    }
    finally {
        if (locked)
            releaseLock(lockFile);
    }
}
function releaseLock(lockFile) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(lockFile);
    }
    catch {
        /* already gone */
    }
}
/** state.lock and the cache's repo.lock: `<pid>`, which older sp versions read as well. */
const PID_ONLY = { own: () => `${process.pid}\n`, holder: (text) => ({ pid: Number(text), elsewhere: null }), skipUnwritable: false };
const SINK_HOLDER = {
    own: () => `${process.pid} ${pidSpace()} ${hostName()}\n`,
    holder(text) {
        const [pid, space, host] = text.split(/\s+/);
        if (space === undefined || space === pidSpace())
            return { pid: Number(pid), elsewhere: null };
        // The same host booted since (another boot id, same host name): every process of the run
        // that wrote it is gone, so the lock is stale; the pid would name some other process now.
        const [kind, boot] = space.split(':');
        const [ownKind, ownBoot] = pidSpace().split(':');
        if (kind === 'linux' && ownKind === 'linux' && boot !== ownBoot && host === hostName())
            return { pid: 0, elsewhere: null };
        return { pid: Number(pid), elsewhere: host || 'another host' };
    },
    skipUnwritable: true,
    written: /^(?:\d+(?: \S+ \S+)?)?$/,
};
const hostName = () => (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)().replace(/\s/g, '_') || '?';
let ownPidSpace;
/**
 * Which processes this one's pid is counted among: on Linux the kernel's boot id and the inode
 * of the pid namespace (two containers on one kernel differ in the second, two hosts in the
 * first; a container sharing the host's pids shares both); elsewhere, where a host has one pid
 * space, the host name. Read once: two small reads from /proc.
 */
function pidSpace() {
    if (ownPidSpace !== undefined)
        return ownPidSpace;
    try {
        const boot = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)('/proc/sys/kernel/random/boot_id', 'utf8').trim();
        const ns = /\[(\d+)\]/.exec((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)('/proc/self/ns/pid'))?.[1];
        if (!boot || !ns)
            throw new Error('no pid namespace');
        ownPidSpace = `linux:${boot}:${ns}`;
    }
    catch {
        ownPidSpace = `host:${(0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)().replace(/\s/g, '_')}`;
    }
    return ownPidSpace;
}
/**
 * Takes `lockFile` (O_EXCL, holding `format.own()`), waiting for a live holder until the
 * timeout. True once held; false only for a format that skips a read-only folder.
 */
async function acquireLock(lockFile, options, format) {
    const timeout = options.timeoutMs ?? 30_000;
    const poll = options.pollMs ?? 100;
    const deadline = Date.now() + timeout;
    for (;;) {
        try {
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(lockFile, 'wx', 0o644);
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, format.own());
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
            }
            return true;
        }
        catch (err) {
            const code = err.code;
            // A folder this user cannot write to, or none at all: nothing in it can change.
            if (format.skipUnwritable && (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOENT' || code === 'ENOTDIR'))
                return false;
            if (code !== 'EEXIST')
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, lockFile));
            const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(lockFile, 'utf8').then((t) => t.trim(), (e) => {
                // Released since the open: race for it again (never unlink what may be a new owner's lock).
                if (e.code === 'ENOENT')
                    return null;
                // A folder, or a file this user cannot read, is no lock sp wrote and none it may take
                // over: judged stale and left in place, it would be retried forever at full CPU.
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(e, lockFile)}: not a lock file sp can read; if no sp process is running, delete it`);
            });
            if (text === null) {
                // Gone since the open, or a dangling symlink, which O_EXCL also finds in the way and
                // reading never reaches: raced for again forever, at full CPU, past any timeout.
                const st = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNullSync */ ._F)(lockFile);
                if (st && !st.isFile())
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`${lockFile}: ${st.isSymbolicLink() ? 'a symlink' : 'not a regular file'}, not a lock file sp wrote; if no sp process is running, delete it`);
                continue;
            }
            if (format.written && !format.written.test(text))
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`${lockFile}: not a lock file sp wrote (it holds something else); sp uses this name to take turns on the folder: move the file away`);
            const { pid: owner, elsewhere } = format.holder(text);
            // An empty lock may be one another process has just created and not yet written: only
            // take it over once older than the grace. A live owner writes its pid right after the
            // O_EXCL open, so a short grace suffices; a longer one only delays the run after one whose
            // pid write failed.
            const young = text === '' && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(lockFile).then((st) => Date.now() - st.mtimeMs < EMPTY_LOCK_GRACE_MS, () => false));
            const garbage = !Number.isInteger(owner) || owner <= 0;
            const stale = !young && (garbage || (elsewhere === null && !isAlive(owner)));
            // A half-written or dead owner's lock: take it away, then race again for O_EXCL. When
            // another process is taking it over (or its guard file is stuck), wait like for a live
            // owner rather than retrying at once: a guard that cannot be removed would spin forever.
            if (stale && takeOverStaleLock(lockFile, text))
                continue;
            if (Date.now() >= deadline) {
                const waited = `${Number((timeout / 1000).toFixed(1))} s`;
                if (stale)
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`${lockFile}: left by a process that is gone, and ${lockFile}.takeover is in the way of taking it over; waited ${waited}: if no sp process is running, delete both`);
                const who = elsewhere === null ? `pid ${owner}` : `pid ${owner} on ${elsewhere}, another host or container, where sp cannot tell whether it still runs`;
                const unless = elsewhere === null ? `if pid ${owner} is not an sp process` : 'if it no longer runs';
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`another sp process (${who}) ${options.busy ?? 'is installing or uninstalling'}; waited ${waited} for ${lockFile}: run sp again once it has finished${options.hint ? ` (${options.hint})` : ''}, or, ${unless}, delete ${lockFile}`);
            }
            await new Promise((r) => setTimeout(r, poll));
        }
    }
}
/**
 * Removes a lock judged stale from its content `seen`. Unlinking it straight away could remove
 * a lock another process created after the judgement, when two runs take over a dead one's lock
 * at once; so takeovers go one at a time, under a second O_EXCL file, and the lock is deleted
 * only if it still holds what was judged. No one else can replace a lock that exists, so the
 * check and the unlink cannot be split by a new owner. False when another process holds the
 * guard (the caller waits, then judges again).
 */
function takeOverStaleLock(lockFile, seen) {
    const guard = `${lockFile}.takeover`;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(guard, 'wx', 0o644);
    }
    catch {
        // Another process is taking over; a guard left by one killed mid-takeover is cleared once old.
        try {
            if (Date.now() - (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(guard).mtimeMs > 10_000) {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(guard);
                return true;
            }
        }
        catch {
            /* gone, or not a file that unlink removes (a folder) */
        }
        return false;
    }
    try {
        let now = null;
        try {
            now = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(lockFile, 'utf8').trim();
        }
        catch {
            /* gone: nothing to take over */
        }
        if (now === seen)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(lockFile);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(guard);
    }
    return true;
}
function isAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM';
    }
}


/***/ })

};
