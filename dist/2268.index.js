export const id = 2268;
export const ids = [2268,1076,6153];
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
        if (options.uniqueKeys) {
            // JSON.parse keeps the last of two equal keys, other readers the first: refuse the ambiguity.
            const dup = findJsonFault(text, { uniqueKeys: true });
            if (dup.message)
                return { value: undefined, error: { message: dup.message, ...new _text_position_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .r(text).locate(dup.offset), duplicateKey: true } };
        }
        return { value, error: null };
    }
    catch (err) {
        const fault = findJsonFault(text);
        const { line, column } = new _text_position_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .r(text).locate(fault.offset);
        const message = fault.message ?? String(err.message).split(/,? "|\n/)[0];
        return { value: undefined, error: { message, line, column } };
    }
}
/**
 * Offset and description of the first JSON syntax error (scanner only; builds no values), and
 * with `uniqueKeys` of the first key an object repeats (compared decoded: `"a"` and `"\u0061"`
 * are the same key).
 */
function findJsonFault(text, options = {}) {
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
                if (keys) {
                    const key = JSON.parse(text.slice(keyAt, i));
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

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   JC: () => (/* binding */ realPathSoFar),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   mi: () => (/* binding */ resolveContained)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);




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
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(root, child);
    // `..` as a whole segment, not as the start of a name: `..foo` and `.. ` are names inside.
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`) && !node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(rel));
}
/** `p` with symlinks resolved as far as it exists; the missing rest is appended as written. */
function realPathSoFar(p) {
    let probe = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(p);
    const rest = [];
    for (;;) {
        try {
            return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(probe), ...rest);
        }
        catch {
            const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(probe);
            if (parent === probe)
                return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(probe, ...rest);
            rest.unshift(node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(probe));
            probe = parent;
        }
    }
}
/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * Returns the lexical absolute path (what the caller should open). A path that does not
 * exist yet is checked through its nearest existing ancestor.
 */
async function resolveContained(root, rel) {
    const problem = relativePathProblem(rel);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (${problem})`);
    const absRoot = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root);
    const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(absRoot, rel);
    if (!isInside(absRoot, target))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (outside ${root})`);
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absRoot);
    let probe = target;
    for (;;) {
        try {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(probe);
            if (!isInside(realRoot, real))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (resolves outside ${root} through a symlink)`);
            return target;
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0)
                throw err;
            const code = err.code;
            if (code === 'ELOOP')
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (symlink loop)`);
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw err;
            // A dangling symlink still points somewhere: refuse it if that is outside.
            try {
                const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(probe);
                if (st.isSymbolicLink())
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (dangling symlink)`);
            }
            catch (e) {
                if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0)
                    throw e;
            }
            const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(probe);
            if (parent === probe || !isInside(absRoot, parent))
                return target;
            probe = parent;
        }
    }
}
/** Forward slashes, no leading `./`: how every path appears in reports and generated files. */
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)).join('/').replace(/^\.\//, '');
}
/** A path for reports: relative to the working directory when below it, else absolute. */
function displayPath(abs, cwd = process.cwd()) {
    if (!isInside(cwd, abs))
        return toPosix(abs);
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(cwd, abs);
    return rel === '' ? '.' : toPosix(rel);
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


/***/ }),

/***/ 6109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N7: () => (/* binding */ createPackage),
/* harmony export */   ft: () => (/* binding */ writeDocument)
/* harmony export */ });
/* unused harmony exports readLayers, buildPackage */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6153);
/* harmony import */ var _core_yaml_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1076);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6107);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(311);
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4711);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9602);
/* harmony import */ var _integrity_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3390);
/* harmony import */ var _rfc3339_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(974);













const EXTENSIONS = ['.json', '.yaml', '.yml'];
/** Reads the layer files of a folder, in LeanCTX's layer order. */
async function readLayers(dir) {
    let names;
    try {
        names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, dir));
    }
    const out = [];
    for (const layer of _format_js__WEBPACK_IMPORTED_MODULE_8__/* .LAYER_NAMES */ .fj) {
        const found = names.filter((n) => EXTENSIONS.some((ext) => n === `${layer}${ext}`));
        if (found.length > 1)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, found[0])}: layer ${layer} is given twice (${found.join(', ')})`);
        if (found.length === 0)
            continue;
        const file = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveContained */ .mi)(dir, found[0]);
        out.push(await readLayer(layer, file));
    }
    if (out.length === 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${dir}: no layer files (expected ${_format_js__WEBPACK_IMPORTED_MODULE_8__/* .LAYER_NAMES */ .fj.map((l) => `${l}.json`).join(', ')}, or .yaml)`);
    return out;
}
async function readLayer(layer, file) {
    const bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(file, _format_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_PACKAGE_BYTES */ .qv);
    const decoded = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeUtf8 */ ._6)(bytes);
    if (decoded.problem)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}: ${decoded.problem}`);
    let value;
    let text;
    if (file.endsWith('.json')) {
        const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_10__.parseJson)(decoded.text);
        if (parsed.error)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}:${parsed.error.line ?? 1}:${parsed.error.column ?? 1}: not valid JSON: ${parsed.error.message}`);
        value = parsed.value;
        text = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .compactJsonBytes */ .tL)(bytes);
    }
    else {
        const parsed = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_4__.parseYaml)(decoded.text);
        if (parsed.error)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}:${parsed.error.line ?? 1}:${parsed.error.column ?? 1}: not valid YAML: ${parsed.error.message}`);
        value = parsed.value;
        text = Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}: the ${layer} layer must be an object`);
    return { layer, file, text, value: value };
}
function count(layers, layer, field) {
    const v = layers.find((l) => l.layer === layer)?.value[field];
    return Array.isArray(v) ? v.length : 0;
}
/**
 * Builds a package as LeanCTX's builder does: serialize the content once, hash that text,
 * then write it pretty-printed (2-space indent, no trailing newline). Deterministic: the same
 * layers and options give the same bytes.
 */
function buildPackage(options, layers) {
    const np = (0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .nameProblem */ .rH)(options.name);
    if (np)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--name ${JSON.stringify(options.name)} ${np}`);
    const vp = (0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .versionProblem */ .Ec)(options.version);
    if (vp)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--version ${JSON.stringify(options.version)} ${vp}`);
    const parts = [Buffer.from('{')];
    layers.forEach((l, i) => parts.push(Buffer.from(`${i ? ',' : ''}${JSON.stringify(l.layer)}:`), l.text));
    parts.push(Buffer.from('}'));
    const { canonical, contentHash, byteSize } = (0,_integrity_js__WEBPACK_IMPORTED_MODULE_9__/* .hashCanonical */ .z7)(Buffer.concat(parts));
    const manifest = {
        schema_version: 1,
        name: options.name,
        version: options.version,
        description: options.description,
        author: options.author ?? null,
        created_at: (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_11__/* .formatRfc3339 */ .ZA)(options.createdAt, 'Z'),
        updated_at: null,
        layers: layers.map((l) => l.layer),
        dependencies: [],
        tags: options.tags ?? [],
        integrity: { sha256: (0,_integrity_js__WEBPACK_IMPORTED_MODULE_9__/* .packageHash */ .Hi)(options.name, options.version, contentHash), content_hash: contentHash, byte_size: byteSize },
        provenance: { tool: 'packwright', tool_version: _version_js__WEBPACK_IMPORTED_MODULE_12__/* .VERSION */ .x, project_hash: null, source_session_id: null },
        compatibility: { min_lean_ctx_version: null, target_languages: [], target_frameworks: [] },
        stats: {
            knowledge_facts: count(layers, 'knowledge', 'facts'),
            graph_nodes: count(layers, 'graph', 'nodes'),
            graph_edges: count(layers, 'graph', 'edges'),
            pattern_count: count(layers, 'patterns', 'patterns'),
            gotcha_count: count(layers, 'gotchas', 'gotchas'),
            compression_ratio: (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.gzipSync)(canonical).length / canonical.length,
        },
    };
    const bytes = writeDocument(JSON.stringify(manifest), canonical);
    if (bytes.length > _format_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_PACKAGE_BYTES */ .qv)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`the package would be ${bytes.length} bytes, over the limit of ${_format_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_PACKAGE_BYTES */ .qv} bytes`);
    return { bytes, manifest, layerFiles: layers.map((l) => l.file) };
}
/** `{"manifest": …, "content": …}` pretty-printed; `content` is copied token for token. */
function writeDocument(manifestJson, content, extra = []) {
    const parts = [Buffer.from(`{"manifest":${manifestJson},"content":`), Buffer.from(content)];
    for (const e of extra)
        parts.push(Buffer.from(`,${JSON.stringify(e.key)}:`), Buffer.from(e.value));
    parts.push(Buffer.from('}'));
    return (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .prettyJsonBytes */ .oI)(Buffer.concat(parts));
}
async function createPackage(options) {
    return buildPackage(options, await readLayers(options.from));
}


/***/ })

};
