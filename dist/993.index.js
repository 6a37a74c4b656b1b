export const id = 993;
export const ids = [993];
export const modules = {

/***/ 299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ sha256File),
/* harmony export */   f: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);


function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
const CHUNK = 1 << 20;
/**
 * SHA-256 of a file, read in 1 MiB chunks into one reused buffer: constant memory whatever
 * the size, and faster than a stream (no per-chunk allocation).
 */
async function sha256File(file) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, 'r');
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

/***/ 2572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EF: () => (/* binding */ decodeHex),
/* harmony export */   ER: () => (/* binding */ SEED_BYTES),
/* harmony export */   I5: () => (/* binding */ verifyEd25519),
/* harmony export */   be: () => (/* binding */ generateSeed),
/* harmony export */   kf: () => (/* binding */ PUBLIC_KEY_BYTES),
/* harmony export */   pI: () => (/* binding */ signEd25519),
/* harmony export */   tM: () => (/* binding */ SIGNATURE_BYTES),
/* harmony export */   wE: () => (/* binding */ publicKeyFromSeed)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Ed25519 with raw 32-byte keys (LeanCTX stores a 32-byte seed as 64 hex characters and
 * writes public keys and signatures as hex). Node's crypto takes keys as DER, so the raw
 * bytes are wrapped in the fixed PKCS#8 / SPKI prefixes of RFC 8410.
 */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const SEED_BYTES = 32;
const PUBLIC_KEY_BYTES = 32;
const SIGNATURE_BYTES = 64;
function privateKeyOf(seed) {
    if (seed.length !== SEED_BYTES)
        throw new RangeError(`an Ed25519 private key is ${SEED_BYTES} bytes, not ${seed.length}`);
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}
function publicKeyOf(raw) {
    if (raw.length !== PUBLIC_KEY_BYTES)
        throw new RangeError(`an Ed25519 public key is ${PUBLIC_KEY_BYTES} bytes, not ${raw.length}`);
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}
/** The raw public key of a seed. */
function publicKeyFromSeed(seed) {
    const der = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(privateKeyOf(seed)).export({ format: 'der', type: 'spki' });
    return der.subarray(der.length - PUBLIC_KEY_BYTES);
}
function signEd25519(seed, message) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.sign)(null, message, privateKeyOf(seed));
}
/** False for a wrong signature and for a public key that is not a valid curve point. */
function verifyEd25519(publicKey, message, signature) {
    if (signature.length !== SIGNATURE_BYTES)
        return false;
    try {
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.verify)(null, message, publicKeyOf(publicKey), signature);
    }
    catch {
        return false;
    }
}
/** A fresh random seed from the OS's CSPRNG. */
function generateSeed() {
    const der = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.generateKeyPairSync)('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' });
    return Buffer.from(der.subarray(der.length - SEED_BYTES));
}
/** Decodes hex of an exact byte length; returns the reason instead of throwing. */
function decodeHex(value, bytes, options = {}) {
    if (value.length % 2 !== 0)
        return { problem: `odd-length hex (${value.length} characters)` };
    if (!/^[0-9a-fA-F]*$/.test(value))
        return { problem: 'not hex' };
    if (options.lowercaseOnly && /[A-F]/.test(value))
        return { problem: 'uppercase hex (write lowercase)' };
    if (value.length !== bytes * 2)
        return { problem: `${value.length / 2} bytes, expected ${bytes} (${bytes * 2} hex characters)` };
    return { bytes: Buffer.from(value, 'hex') };
}


/***/ }),

/***/ 9602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ec: () => (/* binding */ versionProblem),
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
/* harmony export */   Pf: () => (/* binding */ topLevelMembers),
/* harmony export */   Xm: () => (/* binding */ signingMessage),
/* harmony export */   z7: () => (/* binding */ hashCanonical)
/* harmony export */ });
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(299);
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4711);


/** `integrity.sha256`: SHA-256 of the ASCII text `{name}:{version}:{content_hash}`. */
function packageHash(name, version, contentHash) {
    return (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .f)(`${name}:${version}:${contentHash}`);
}
/** The Ed25519-signed message: the 64 hex characters of SHA-256(`ctxpkg-sign-v1:{name}:{version}:{sha256}`). */
function signingMessage(name, version, sha256) {
    return Buffer.from((0,_core_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .f)(`ctxpkg-sign-v1:${name}:${version}:${sha256}`), 'ascii');
}
/** Hash and size of canonical bytes. */
function hashCanonical(canonical) {
    return { canonical, contentHash: (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .f)(canonical), byteSize: canonical.length };
}
/** The document's top-level members in source order (null when the text is not an object). */
function topLevelMembers(doc) {
    return (0,_json_text_js__WEBPACK_IMPORTED_MODULE_1__/* .objectMembers */ .vN)(doc, 0);
}
/** Canonical content of a package document: the first top-level `content` member, compacted. */
function canonicalContent(doc, members = topLevelMembers(doc)) {
    const content = members?.find((m) => m.key === 'content');
    if (!content)
        return null;
    return hashCanonical((0,_json_text_js__WEBPACK_IMPORTED_MODULE_1__/* .compactJsonBytes */ .tL)(doc, content.valueStart, content.valueEnd));
}


/***/ }),

/***/ 4711:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ locatePointerOffset),
/* harmony export */   oI: () => (/* binding */ prettyJsonBytes),
/* harmony export */   tL: () => (/* binding */ compactJsonBytes),
/* harmony export */   vN: () => (/* binding */ objectMembers),
/* harmony export */   x$: () => (/* binding */ lineColumnOfOffset)
/* harmony export */ });
/* unused harmony exports skipWs, skipString, skipValue, arrayElements, compactJsonText */
/**
 * A small scanner over JSON source bytes. Integrity in a .ctxpkg is defined on the writer's
 * text, not on parsed values (INTEROP.md §1): JSON.parse + JSON.stringify turns `1.0` into `1`
 * and breaks the hash. Working on UTF-8 bytes is safe because the bytes the scanner looks at
 * (quotes, backslash, brackets, whitespace) are ASCII and never occur inside a multi-byte sequence.
 *
 * The scanner mirrors LeanCTX's `extract_top_level_value_text` and `compact_json_text`; it does
 * not validate (the caller parses the document with JSON.parse first) but never loops or throws
 * on malformed input: every function returns -1 / null instead.
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
/** `i` at an opening quote; returns the index after the closing quote, or -1 when unterminated. */
function skipString(b, i) {
    i++;
    while (i < b.length) {
        const c = b[i];
        if (c === BACKSLASH)
            i += 2;
        else if (c === QUOTE)
            return i + 1;
        else
            i++;
    }
    return -1;
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
    const out = Buffer.allocUnsafe(end - start);
    let n = 0;
    let i = start;
    let runStart = start;
    while (i < end) {
        const c = b[i];
        if (c === QUOTE) {
            i++;
            while (i < end) {
                const d = b[i];
                if (d === BACKSLASH)
                    i += 2;
                else if (d === QUOTE) {
                    i++;
                    break;
                }
                else
                    i++;
            }
            if (i > end)
                i = end;
        }
        else if (c === SPACE || c === TAB || c === LF || c === CR) {
            if (i > runStart) {
                out.set(b.subarray(runStart, i), n);
                n += i - runStart;
            }
            i++;
            while (i < end && isWs(b[i]))
                i++;
            runStart = i;
        }
        else
            i++;
    }
    if (end > runStart) {
        out.set(b.subarray(runStart, end), n);
        n += end - runStart;
    }
    return out.subarray(0, n);
}
/** The same compaction on a JS string (tests, small texts). */
function compactJsonText(text) {
    return compactJsonBytes(Buffer.from(text, 'utf8')).toString('utf8');
}
/**
 * Byte offset of the value a JSON pointer names (RFC 6901), or of its deepest existing
 * ancestor, for diagnostics' line and column.
 */
function locatePointerOffset(b, pointer) {
    let at = skipWs(b, 0);
    if (pointer === '')
        return at;
    for (const raw of pointer.slice(1).split('/')) {
        const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
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


/***/ }),

/***/ 5203:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gb: () => (/* binding */ layerCounts),
/* harmony export */   HO: () => (/* binding */ isLeanCtxLayer),
/* harmony export */   iq: () => (/* binding */ checkLayer)
/* harmony export */ });
/* unused harmony export LAYER_SHAPES */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9602);

/** Required fields of each layer as LeanCTX deserializes them (INTEROP.md §1). */
const LAYER_SHAPES = {
    knowledge: {
        arrays: {
            facts: { category: 'string', key: 'string', value: 'string', source_session: 'string', confidence: 'number', created_at: 'string', last_confirmed: 'string' },
            patterns: null,
            insights: null,
        },
    },
    graph: {
        arrays: {
            nodes: { kind: 'string', name: 'string', file_path: 'string' },
            edges: { source_path: 'string', source_name: 'string', target_path: 'string', target_name: 'string', kind: 'string' },
        },
    },
    session: {
        arrays: { findings: { summary: 'string', file: 'string?', line: 'number?' }, decisions: { summary: 'string', rationale: 'string?' }, next_steps: null, files_touched: null },
        optional: { task_description: 'string?' },
    },
    patterns: {
        arrays: { patterns: { pattern_type: 'string', description: 'string', examples: 'array', source_session: 'string', created_at: 'string' } },
    },
    gotchas: {
        arrays: { gotchas: { id: 'string', category: 'string', severity: 'string', trigger: 'string', resolution: 'string', file_patterns: 'array-of-strings', confidence: 'number' } },
    },
};
function typeOf(v) {
    return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}
function fits(v, kind) {
    switch (kind) {
        case 'string': return typeof v === 'string';
        case 'number': return typeof v === 'number';
        case 'boolean': return typeof v === 'boolean';
        case 'array': return Array.isArray(v);
        case 'string?': return v === undefined || v === null || typeof v === 'string';
        case 'number?': return v === undefined || v === null || typeof v === 'number';
        case 'array-of-strings': return v === undefined || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
    }
}
/** What keeps LeanCTX from loading one layer's content (missing or mistyped required fields). */
function checkLayer(name, value) {
    const shape = LAYER_SHAPES[name];
    if (!shape)
        return [];
    const problems = [];
    const at = `/${name}`;
    if (typeOf(value) !== 'object')
        return [{ pointer: at, message: `content.${name} must be an object, not ${typeOf(value)}` }];
    const layer = value;
    for (const [field, item] of Object.entries(shape.arrays)) {
        const arr = layer[field];
        if (!Array.isArray(arr)) {
            problems.push({ pointer: at, message: `content.${name}.${field} ${arr === undefined ? 'is missing' : `must be an array, not ${typeOf(arr)}`}` });
            continue;
        }
        if (!item)
            continue;
        arr.forEach((entry, i) => {
            const where = `${at}/${field}/${i}`;
            if (typeOf(entry) !== 'object') {
                problems.push({ pointer: where, message: `content.${name}.${field}[${i}] must be an object, not ${typeOf(entry)}` });
                return;
            }
            const missing = Object.entries(item).filter(([k, kind]) => !fits(entry[k], kind)).map(([k, kind]) => `${k} (${kind.replace('?', ' or null')})`);
            if (missing.length)
                problems.push({ pointer: where, message: `content.${name}.${field}[${i}] is missing or mistypes ${missing.join(', ')}` });
        });
    }
    for (const [field, kind] of Object.entries(shape.optional ?? {})) {
        if (!fits(layer[field], kind))
            problems.push({ pointer: `${at}/${field}`, message: `content.${name}.${field} must be a string or null` });
    }
    if (typeof layer.exported_at !== 'string')
        problems.push({ pointer: at, message: `content.${name}.exported_at ${layer.exported_at === undefined ? 'is missing' : 'must be an RFC 3339 string'}` });
    return problems;
}
/** Entry counts per layer, for `inspect` and the manifest's `stats`. */
function layerCounts(content) {
    const out = {};
    for (const name of _format_js__WEBPACK_IMPORTED_MODULE_0__/* .LAYER_NAMES */ .fj) {
        const layer = content[name];
        if (typeOf(layer) !== 'object')
            continue;
        out[name] = {};
        for (const [k, v] of Object.entries(layer))
            if (Array.isArray(v))
                out[name][k] = v.length;
    }
    return out;
}
function isLeanCtxLayer(name) {
    return _format_js__WEBPACK_IMPORTED_MODULE_0__/* .LEANCTX_LAYERS */ .fp.has(name);
}


/***/ }),

/***/ 8864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Zt: () => (/* binding */ expectedPackageHash),
  m_: () => (/* binding */ loadCtxpkg),
  dL: () => (/* binding */ loadCtxpkgBytes)
});

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/ctxpkg/json-text.ts
var json_text = __webpack_require__(4711);
// EXTERNAL MODULE: ./src/ctxpkg/format.ts
var format = __webpack_require__(9602);
// EXTERNAL MODULE: ./src/ctxpkg/integrity.ts
var integrity = __webpack_require__(3390);
// EXTERNAL MODULE: ./src/ctxpkg/rfc3339.ts
var rfc3339 = __webpack_require__(974);
;// CONCATENATED MODULE: ./src/ctxpkg/manifest.ts


const STATS_FIELDS = ['knowledge_facts', 'graph_nodes', 'graph_edges', 'pattern_count', 'gotcha_count', 'compression_ratio'];
function typeOf(v) {
    return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}
function checkManifest(value) {
    const problems = [];
    const add = (pointer, message) => problems.push({ pointer, message });
    if (typeOf(value) !== 'object') {
        add('', `manifest must be an object, not ${typeOf(value)}`);
        return problems;
    }
    const m = value;
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
        add('/schema_version', `manifest.schema_version must be 1 (or 2), not ${JSON.stringify(sv)}`);
    const name = str('name', true, false);
    if (name !== null) {
        const p = (0,format/* nameProblem */.rH)(name);
        if (p)
            add('/name', `manifest.name ${JSON.stringify(name)} ${p}`);
    }
    const version = str('version', true, false);
    if (version !== null) {
        const p = (0,format/* versionProblem */.Ec)(version);
        if (p)
            add('/version', `manifest.version ${JSON.stringify(version)} ${p}`);
    }
    str('description', true, false);
    str('author', false, true);
    for (const key of ['created_at', 'updated_at']) {
        const t = str(key, key === 'created_at', key === 'updated_at');
        if (t !== null && !(0,rfc3339/* parseRfc3339 */.TM)(t))
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
            if (typeof l !== 'string' || !format/* LAYER_NAMES */.fj.includes(l))
                add(`/layers/${i}`, `manifest.layers[${i}] ${JSON.stringify(l)} is not a layer (${format/* LAYER_NAMES */.fj.join(', ')})`);
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
                const p = (0,format/* hexProblem */.nv)(v, 32);
                if (p)
                    add(`/integrity/${key}`, `manifest.integrity.${key} ${p}`);
            }
        }
        const size = ig.byte_size;
        if (size === undefined)
            add('/integrity', 'manifest.integrity.byte_size is required');
        else if (typeof size !== 'number' || !Number.isSafeInteger(size) || size <= 0)
            add('/integrity/byte_size', `manifest.integrity.byte_size must be a whole number above 0, not ${JSON.stringify(size)}`);
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
    return problems;
}

// EXTERNAL MODULE: ./src/ctxpkg/ed25519.ts
var ed25519 = __webpack_require__(2572);
;// CONCATENATED MODULE: ./src/ctxpkg/load.ts









async function loadCtxpkg(file, options = {}) {
    try {
        return loadCtxpkgBytes(file, await (0,read/* readFileLimited */.lB)(file, format/* MAX_PACKAGE_BYTES */.qv), options);
    }
    catch (err) {
        const ctx = emptyContext(file, options);
        ctx.readError = err instanceof errors/* PackwrightError */.hk ? err.message.replace(`${file}: `, '') : (0,errors/* describeFsError */.TQ)(err, file).replace(`${file}: `, '');
        return ctx;
    }
}
function emptyContext(file, options) {
    return {
        file, options, readError: null, bytes: null, encodingProblem: null, jsonError: null, document: undefined, members: null,
        manifestValue: undefined, manifest: null, manifestProblems: [], content: undefined, canonical: null, signature: { status: 'none' }, locate: () => ({}),
    };
}
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
/** Loads a package from its bytes (a file, or an envelope's payload). */
function loadCtxpkgBytes(file, bytes, options = {}) {
    const ctx = emptyContext(file, options);
    ctx.bytes = bytes;
    if (bytes.length > format/* MAX_PACKAGE_BYTES */.qv) {
        ctx.readError = `${bytes.length} bytes is over the limit of ${format/* MAX_PACKAGE_BYTES */.qv} bytes`;
        return ctx;
    }
    if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        ctx.encodingProblem = 'starts with a UTF-8 byte order mark (LeanCTX rejects it)';
    else if (!(0,external_node_buffer_.isUtf8)(bytes))
        ctx.encodingProblem = `is ${(0,read/* decodeUtf8 */._6)(bytes).problem ?? 'not valid UTF-8'}`;
    if (ctx.encodingProblem)
        return ctx;
    ctx.locate = (pointer) => (0,json_text/* lineColumnOfOffset */.x$)(bytes, (0,json_text/* locatePointerOffset */.Jt)(bytes, pointer));
    try {
        ctx.document = JSON.parse(utf8.decode(bytes));
    }
    catch (err) {
        const message = err.message;
        const pos = /position (\d+)/.exec(message);
        const clean = message.replace(/\s*in JSON at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)$/, '');
        // V8 counts UTF-16 units; for the line and column we need a byte offset.
        const offset = pos ? Buffer.byteLength(utf8.decode(bytes).slice(0, Number(pos[1]))) : null;
        ctx.jsonError = offset === null ? { message: clean } : { message: clean, ...(0,json_text/* lineColumnOfOffset */.x$)(bytes, offset) };
        return ctx;
    }
    ctx.members = (0,integrity/* topLevelMembers */.Pf)(bytes);
    if (!ctx.members)
        return ctx;
    const manifestMember = ctx.members.find((m) => m.key === 'manifest');
    const contentMember = ctx.members.find((m) => m.key === 'content');
    if (manifestMember) {
        ctx.manifestValue = JSON.parse(utf8.decode(bytes.subarray(manifestMember.valueStart, manifestMember.valueEnd)));
        ctx.manifestProblems = checkManifest(ctx.manifestValue);
        if (ctx.manifestProblems.length === 0)
            ctx.manifest = ctx.manifestValue;
    }
    if (contentMember) {
        ctx.content = JSON.parse(utf8.decode(bytes.subarray(contentMember.valueStart, contentMember.valueEnd)));
        ctx.canonical = (0,integrity/* canonicalContent */.IU)(bytes, ctx.members);
    }
    if (ctx.manifest)
        ctx.signature = checkSignature(ctx.manifest, options);
    return ctx;
}
function checkSignature(manifest, options) {
    const sig = manifest.signature;
    if (!sig)
        return { status: 'none' };
    if (sig.algorithm !== 'ed25519')
        return { status: 'invalid', publicKey: null, message: `signature algorithm ${JSON.stringify(sig.algorithm)} is not supported (only ed25519)` };
    const pk = (0,ed25519/* decodeHex */.EF)(sig.public_key, ed25519/* PUBLIC_KEY_BYTES */.kf, { lowercaseOnly: true });
    if ('problem' in pk)
        return { status: 'invalid', publicKey: null, message: `signature.public_key is ${pk.problem}` };
    const value = (0,ed25519/* decodeHex */.EF)(sig.value, ed25519/* SIGNATURE_BYTES */.tM, { lowercaseOnly: true });
    if ('problem' in value)
        return { status: 'invalid', publicKey: sig.public_key, message: `signature.value is ${value.problem}` };
    if (options.publicKey !== undefined) {
        const want = Buffer.from(options.publicKey.toLowerCase(), 'hex');
        if (want.length !== ed25519/* PUBLIC_KEY_BYTES */.kf || !(0,external_node_crypto_.timingSafeEqual)(want, pk.bytes))
            return { status: 'invalid', publicKey: sig.public_key, message: `signed with public key ${sig.public_key}, not the expected ${options.publicKey.toLowerCase()}` };
    }
    const message = (0,integrity/* signingMessage */.Xm)(manifest.name, manifest.version, manifest.integrity.sha256);
    if (!(0,ed25519/* verifyEd25519 */.I5)(pk.bytes, message, value.bytes))
        return { status: 'invalid', publicKey: sig.public_key, message: 'signature does not verify: the package was changed after signing, or signed with another key' };
    return { status: 'valid', publicKey: sig.public_key };
}
/** The expected `integrity.sha256` given the recomputed content hash. */
function expectedPackageHash(ctx) {
    if (!ctx.manifest || !ctx.canonical)
        return null;
    return (0,integrity/* packageHash */.Hi)(ctx.manifest.name, ctx.manifest.version, ctx.canonical.contentHash);
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


/***/ }),

/***/ 8993:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ctxpkgRules: () => (/* binding */ ctxpkgRules)
});

;// CONCATENATED MODULE: ./src/ctxpkg/rules/types.ts
const DOCS = 'https://github.com/packwright/packwright/blob/main/README.md#ctxpkg-rules';

;// CONCATENATED MODULE: ./src/ctxpkg/rules/ctxpkg-json.ts

const ctxpkgJson = {
    meta: { id: 'ctxpkg-json', severity: 'error', description: 'the file is readable, at most 10 MiB, UTF-8 without a BOM, one JSON object with exactly one manifest and one content member', docs: `${DOCS}` },
    check(ctx, report) {
        if (ctx.readError)
            return report(`cannot be read: ${ctx.readError}`, ctx.file);
        if (ctx.encodingProblem)
            return report(`the file ${ctx.encodingProblem}`, ctx.file, { line: 1, column: 1 });
        if (ctx.jsonError)
            return report(`not valid JSON: ${ctx.jsonError.message}`, ctx.file, { line: ctx.jsonError.line, column: ctx.jsonError.column });
        if (!ctx.members)
            return report('must be a JSON object with the members manifest and content', ctx.file, { line: 1, column: 1 });
        for (const key of ['manifest', 'content']) {
            const found = ctx.members.filter((m) => m.key === key);
            if (found.length === 0)
                report(`missing required top-level member: ${key}`, ctx.file, { line: 1, column: 1 });
            if (found.length > 1) {
                // LeanCTX hashes the first `content` while JSON readers keep the last: two members let
                // a package verify with one content and load another.
                report(`${found.length} top-level ${key} members: a package must have exactly one (the hash covers the first, JSON readers load the last)`, ctx.file, ctx.locate(''));
            }
        }
    },
};

;// CONCATENATED MODULE: ./src/ctxpkg/rules/ctxpkg-manifest.ts

const ctxpkgManifest = {
    meta: { id: 'ctxpkg-manifest', severity: 'error', description: 'the manifest has every field LeanCTX requires, with valid names, versions, timestamps, layers and lowercase hex', docs: `${DOCS}` },
    check(ctx, report) {
        for (const p of ctx.manifestProblems)
            report(p.message, ctx.file, ctx.locate(`/manifest${p.pointer}`));
    },
};

;// CONCATENATED MODULE: ./src/ctxpkg/rules/ctxpkg-content-hash.ts

const ctxpkgContentHash = {
    meta: { id: 'ctxpkg-content-hash', severity: 'error', description: 'integrity.content_hash is the SHA-256 of the canonical content text', docs: `${DOCS}` },
    check(ctx, report) {
        if (!ctx.manifest || !ctx.canonical)
            return;
        const recorded = ctx.manifest.integrity.content_hash;
        if (recorded !== ctx.canonical.contentHash) {
            report(`content_hash mismatch: the manifest says ${recorded}, the content hashes to ${ctx.canonical.contentHash} (the content was changed)`, ctx.file, ctx.locate('/manifest/integrity/content_hash'));
        }
    },
};

;// CONCATENATED MODULE: ./src/ctxpkg/rules/ctxpkg-byte-size.ts

const ctxpkgByteSize = {
    meta: { id: 'ctxpkg-byte-size', severity: 'error', description: 'integrity.byte_size is the UTF-8 length of the canonical content text', docs: `${DOCS}` },
    check(ctx, report) {
        if (!ctx.manifest || !ctx.canonical)
            return;
        const recorded = ctx.manifest.integrity.byte_size;
        if (recorded !== ctx.canonical.byteSize) {
            report(`byte_size mismatch: the manifest says ${recorded}, the canonical content is ${ctx.canonical.byteSize} bytes`, ctx.file, ctx.locate('/manifest/integrity/byte_size'));
        }
    },
};

// EXTERNAL MODULE: ./src/ctxpkg/load.ts + 1 modules
var load = __webpack_require__(8864);
;// CONCATENATED MODULE: ./src/ctxpkg/rules/ctxpkg-package-hash.ts


const ctxpkgPackageHash = {
    meta: { id: 'ctxpkg-package-hash', severity: 'error', description: 'integrity.sha256 is the SHA-256 of "{name}:{version}:{content_hash}"', docs: `${DOCS}` },
    check(ctx, report) {
        const expected = (0,load/* expectedPackageHash */.Zt)(ctx);
        if (!expected || !ctx.manifest)
            return;
        const recorded = ctx.manifest.integrity.sha256;
        if (recorded !== expected) {
            report(`package sha256 mismatch: the manifest says ${recorded}, sha256("${ctx.manifest.name}:${ctx.manifest.version}:<content_hash>") is ${expected} (name, version or content was changed)`, ctx.file, ctx.locate('/manifest/integrity/sha256'));
        }
    },
};

;// CONCATENATED MODULE: ./src/ctxpkg/rules/ctxpkg-signature.ts

const ctxpkgSignature = {
    meta: { id: 'ctxpkg-signature', severity: 'error', description: 'a present Ed25519 signature verifies (and, when asked, exists and uses the expected key)', docs: `${DOCS}` },
    check(ctx, report) {
        if (!ctx.manifest)
            return;
        if (ctx.signature.status === 'invalid')
            report(ctx.signature.message, ctx.file, ctx.locate('/manifest/signature'));
        else if (ctx.signature.status === 'none' && ctx.options.requireSignature)
            report('the package is not signed (a signature is required)', ctx.file, ctx.locate('/manifest'));
    },
};

// EXTERNAL MODULE: ./src/ctxpkg/layers.ts
var ctxpkg_layers = __webpack_require__(5203);
;// CONCATENATED MODULE: ./src/ctxpkg/rules/ctxpkg-layer.ts


/**
 * A warning, not an error: LeanCTX's verify does not look inside layers either, so a package
 * whose layer LeanCTX cannot load still verifies; importing that layer is what fails.
 */
const ctxpkgLayer = {
    meta: { id: 'ctxpkg-layer', severity: 'warning', description: 'each listed layer is in content with the fields LeanCTX needs to load it; policies is not loaded by LeanCTX', docs: `${DOCS}` },
    check(ctx, report) {
        if (!ctx.manifest || ctx.content === undefined)
            return;
        if (ctx.content === null || typeof ctx.content !== 'object' || Array.isArray(ctx.content)) {
            return report('content must be an object with one member per layer', ctx.file, ctx.locate('/content'));
        }
        const content = ctx.content;
        for (const [i, layer] of ctx.manifest.layers.entries()) {
            if (!(0,ctxpkg_layers/* isLeanCtxLayer */.HO)(layer))
                report(`layer ${layer}: LeanCTX will not load it (it knows knowledge, graph, session, patterns and gotchas)`, ctx.file, ctx.locate(`/manifest/layers/${i}`));
            if (!(layer in content))
                report(`layer ${layer} is listed in manifest.layers but missing from content`, ctx.file, ctx.locate(`/manifest/layers/${i}`));
        }
        for (const key of Object.keys(content)) {
            if (!ctx.manifest.layers.includes(key))
                report(`content.${key} is not listed in manifest.layers`, ctx.file, ctx.locate(`/content/${key}`));
            else
                for (const p of (0,ctxpkg_layers/* checkLayer */.iq)(key, content[key]))
                    report(p.message, ctx.file, ctx.locate(`/content${p.pointer}`));
        }
    },
};

;// CONCATENATED MODULE: ./src/ctxpkg/rules/index.ts







/** The registry of .ctxpkg rules, in report order. */
const ctxpkgRules = [ctxpkgJson, ctxpkgManifest, ctxpkgContentHash, ctxpkgByteSize, ctxpkgPackageHash, ctxpkgSignature, ctxpkgLayer];


/***/ })

};
