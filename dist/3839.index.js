export const id = 3839;
export const ids = [3839,6153];
export const modules = {

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

/***/ 3395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ae: () => (/* binding */ contentHash),
/* harmony export */   Gn: () => (/* binding */ scanInstalled),
/* harmony export */   MC: () => (/* binding */ hashSkill),
/* harmony export */   NE: () => (/* binding */ copySkill),
/* harmony export */   Qm: () => (/* binding */ assertCopyable)
/* harmony export */ });
/* unused harmony exports planSkill, sortKeys */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(299);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7135);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6107);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4130);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6801);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6296);











// realpath(3) in one call; fs.realpathSync walks the path in JavaScript, an lstat per component.
const realpath = node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native;
const CONCURRENCY = 8;
async function pool(items, limit, fn) {
    let next = 0;
    const worker = async () => {
        while (next < items.length)
            await fn(items[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
/** The copy `real` lies in, or the sink when `real` holds it; null when it reaches neither. */
function reachedCopies(real, sink) {
    if ((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(real, sink.real))
        return sink.real;
    // Every copy sits directly in the sink: one name lookup, where comparing `real` with each copy
    // cost a path.relative per copy for every skill and folder symlink of an install.
    const below = sink.real.endsWith((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)) ? sink.real : `${sink.real}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`;
    if (!real.startsWith(below))
        return null;
    const end = real.indexOf((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep), below.length);
    const name = end === -1 ? real.slice(below.length) : real.slice(below.length, end);
    return sink.copies.has(name) ? `${below}${name}` : null;
}
function copiesError(shown, real, reached, sink) {
    const what = reached === sink.real ? `the sink ${sink.real} or a folder holding it` : `${reached}, a folder sp installed in the sink`;
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: leads to ${real === reached ? '' : `${real}, `}${what}; each install would copy the copies made before it`);
}
/**
 * A control character (core/show-name's hasControlCharacter) or U+FFFD, which readdir puts in
 * place of bytes that are not UTF-8 (see undecodableNames).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_REPLACEMENT = /[\x00-\x1f\x7f-\x9f\uFFFD]/;
/** A `/`-separated relative path in the platform's form (names never hold a separator). */
const native = (node_path__WEBPACK_IMPORTED_MODULE_2___default().sep) === '/' ? (rel) => rel : (rel) => rel.split('/').join((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep));
/**
 * Lists what a skill folder holds with symlinks dereferenced (§5). With `containRoot`, every
 * symlink must resolve inside it (a remote repository cannot pull in the host's files). Loops,
 * dangling links, FIFOs, devices, names with a control character and names Windows cannot
 * hold (windowsNameProblem) are errors naming the path. Synchronous: it is a few readdir and
 * lstat calls per folder, which the thread pool would only slow down.
 */
function planSkill(src, options) {
    const plan = { dirs: [], files: [] };
    const realContain = options.containRoot ? realpath(options.containRoot) : null;
    const walk = (dir, rel, chain) => {
        let entries = options.listings?.get(dir);
        try {
            entries ??= (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(dir, { withFileTypes: true });
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, `${options.label}/${rel}`));
        }
        assertNoFoldedTwins(entries, rel ? `${options.label}/${rel}` : options.label);
        let undecodable;
        for (const e of entries) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            // Each file's path is a key of the install's record in state.json. One test of each name
            // finds both kinds of name refused; what it matched is told apart only for those.
            if (CONTROL_OR_REPLACEMENT.test(e.name)) {
                if ((0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .hasControlCharacter */ .Fd)(e.name))
                    throw (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .controlCharacterError */ .n3)(`${options.label}/${childRel}`);
                if ((undecodable ??= (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .undecodableNames */ .lX)(dir)).has(e.name))
                    throw (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .notUtf8Error */ .h2)(`${options.label}/${childRel}`);
            }
            const windows = (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .windowsNameProblem */ .g3)(e.name);
            if (windows)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${(0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .quoteName */ .AB)(`${options.label}/${childRel}`)}: the name ${windows}; rename it`);
            const full = `${dir}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${e.name}`;
            if (e.isFile()) {
                // The common case, decided by the listing's type alone.
                plan.files.push({ rel: childRel, src: full, mode: options.fileModes ? lstatNamed(full, `${options.label}/${childRel}`).mode & 0o777 : -1 });
                continue;
            }
            const shown = `${options.label}/${childRel}`;
            let st;
            if (e.isSymbolicLink()) {
                try {
                    st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(full);
                }
                catch (err) {
                    const code = err.code;
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: ${code === 'ENOENT' ? 'dangling symlink' : code === 'ELOOP' ? 'symlink loop' : (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, shown)}`);
                }
                const real = realpath(full);
                if (realContain && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(realContain, real))
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: symlink leads out of the repository`);
                if (st.isDirectory()) {
                    if (chain.some((c) => (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(real, c)))
                        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: symlink loop (leads back to a folder above it)`);
                    const reached = options.sink && reachedCopies(real, options.sink);
                    if (reached)
                        throw copiesError(shown, real, reached, options.sink);
                    plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
                    walk(full, childRel, [...chain, real]);
                    continue;
                }
            }
            else if (e.isDirectory()) {
                st = lstatNamed(full, shown);
                plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
                walk(full, childRel, [...chain, node_path__WEBPACK_IMPORTED_MODULE_2___default().join(chain[chain.length - 1], e.name)]);
                continue;
            }
            else {
                st = lstatNamed(full, shown);
            }
            if (!st.isFile())
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: not a regular file, folder or symlink (FIFO, socket or device)`);
            plan.files.push({ rel: childRel, src: full, mode: st.mode & 0o777 });
        }
    };
    let realSrc;
    try {
        realSrc = options.realSrc ?? realpath(src);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, options.label));
    }
    if (realContain && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(realContain, realSrc))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${options.label}: skill folder leads out of the repository`);
    const reached = options.sink && reachedCopies(realSrc, options.sink);
    if (reached)
        throw copiesError(options.label, realSrc, reached, options.sink);
    walk(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(src), '', [realSrc]);
    return plan;
}
/** lstat; an entry gone since the listing is an error naming it. */
function lstatNamed(full, shown) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, shown));
    }
}
/**
 * Two entries of one folder whose names differ only in case or Unicode normalisation (`Notes.md`
 * and `notes.md`) are one file on macOS and Windows: a copy there keeps one of them, and the
 * hashes recorded would describe files the sink does not hold. Refused on every platform, so a
 * pack installs the same everywhere (as install names that fold alike are, see resolve.ts).
 */
function assertNoFoldedTwins(entries, shownDir) {
    if (entries.length < 2)
        return;
    const seen = new Map();
    for (const e of entries) {
        const folded = (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .foldName */ .zN)(e.name);
        const twin = seen.get(folded);
        if (twin !== undefined)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shownDir}: ${(0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .quoteName */ .AB)(twin)} and ${(0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .quoteName */ .AB)(e.name)} differ only in case or Unicode normalisation: one file on macOS and Windows (rename one)`);
        seen.set(folded, e.name);
    }
}
/**
 * Fails as copySkill would, without copying (a dry run): the walk's checks (dangling symlinks,
 * FIFOs, names, containment) and every file opened for reading once.
 */
function assertCopyable(src, options) {
    for (const f of planSkill(src, { ...options, fileModes: false }).files) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(f.src, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY));
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, `${options.label}/${f.rel}`));
        }
    }
}
/** Hashes a skill folder as copySkill would copy it, without copying (for `sp lock` and a dry run). */
async function hashSkill(src, options) {
    const plan = planSkill(src, { ...options, fileModes: true });
    // A skill may hold a file named `__proto__` or `constructor` (see emptyRecord).
    const files = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_9__/* .emptyRecord */ .F)();
    await pool(plan.files, CONCURRENCY, async (f) => {
        try {
            files[f.rel] = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q3)(f.src);
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, `${options.label}/${f.rel}`));
        }
    });
    return contentHash(files, plan.files.filter((f) => f.mode & 0o111).map((f) => f.rel));
}
/**
 * Copies a skill folder (see planSkill) into `dest`, which must not exist, with permission
 * bits kept. Makes the folders now and queues the files with the hasher, which copies and
 * hashes them; finish() waits for (or does) that work, gives the files' hashes and completes
 * the folder.
 *
 * Each file is copied by the kernel (a reflink where the filesystem has them, else
 * copy_file_range), so no byte passes through JavaScript, as with `cp`. With a worker-backed
 * hasher the worker copies the skills queued first while the calling thread, in finish(),
 * copies those queued last. The hash is of the *copy*, read back right after it is written:
 * the recorded hash is of the bytes that were installed, even if the source changes meanwhile.
 *
 * The staging folder stays private (0700) until its files are hashed and any setuid, setgid
 * or sticky bit the copy took from its source is dropped (a copy of a skill has no use for
 * them); only then does it get the source folder's mode.
 *
 * No fsync: a folder becomes visible only by the rename after every copy is written, so a
 * killed process leaves the old folder or the new one, never half of one (a power loss is
 * not covered; syncing every file would cost more than the whole copy).
 */
function copySkill(src, dest, options, hasher) {
    const plan = planSkill(src, { ...options, fileModes: false });
    const rootMode = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(src).mode & 0o777;
    // Synchronous on purpose: for many small folders the sync calls beat the promise API's
    // round trips through the thread pool (a CLI has nothing else to run meanwhile).
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dest, { mode: 0o700 });
    }
    catch (err) {
        // A read-only sink, a full disk: the message names the sink, not only the staging folder.
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`sink ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(dest))} (making ${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(dest)})`);
    }
    for (const d of plan.dirs) {
        const to = `${dest}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${native(d.rel)}`;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(to, { mode: d.mode | 0o700 });
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, to));
        }
    }
    const copies = plan.files.map((f) => `${dest}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${native(f.rel)}`);
    const ticket = hasher.copyThenHash(plan.files.map((f) => f.src), copies);
    const finish = () => {
        let at = options.label;
        try {
            const hashed = hasher.take(ticket);
            const out = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_9__/* .emptyRecord */ .F)();
            const executables = [];
            for (const [i, f] of plan.files.entries()) {
                at = `${options.label}/${f.rel}`;
                if (hashed[i].mode & 0o7000)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(copies[i], hashed[i].mode & 0o777);
                if (hashed[i].mode & 0o111)
                    executables.push(f.rel);
                out[f.rel] = hashed[i].sha256;
            }
            const umask = process.umask();
            // Folder modes once every file is in: a read-only folder must be filled first.
            for (const d of [...plan.dirs].reverse()) {
                at = `${options.label}/${d.rel}`;
                if ((d.mode | 0o700) !== d.mode || (d.mode & ~umask) !== d.mode)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(`${dest}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${native(d.rel)}`, d.mode);
            }
            at = options.label;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(dest, rootMode);
            return { files: sortKeys(out), contentHash: contentHash(out, executables), executables: executables.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_10__/* .compareBytes */ .Xo) };
        }
        catch (err) {
            const index = err.index;
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, index === undefined ? at : `${options.label}/${plan.files[index]?.rel ?? ''}`));
        }
    };
    return { finish };
}
function sortKeys(o) {
    return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_10__/* .compareBytes */ .Xo)(a, b)));
}
/**
 * One hash for a skill's content: SHA-256 over `<x|-> <sha256> <path>\n` lines in byte order.
 * Same files, same bytes, same executable bits → same hash, whatever the folder is called.
 */
function contentHash(files, executables) {
    const exec = new Set(executables);
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash)('sha256');
    for (const rel of Object.keys(files).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_10__/* .compareBytes */ .Xo))
        h.update(`${exec.has(rel) ? 'x' : '-'} ${files[rel]} ${rel}\n`);
    return h.digest('hex');
}
/** Hashes an installed folder without following symlinks (a symlink in the sink is never ours). */
async function scanInstalled(dir) {
    const files = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_9__/* .emptyRecord */ .F)();
    const executables = [];
    const foreign = [];
    const regular = [];
    const walk = async (d, rel) => {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(d, { withFileTypes: true });
        let undecodable;
        for (const e of entries) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(d, e.name);
            // A name that is not UTF-8 reaches nothing as a path (see undecodableNames): a copy never
            // makes one, so it is foreign, like a symlink.
            if (e.name.includes('\uFFFD') && (undecodable ??= (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .undecodableNames */ .lX)(d)).has(e.name))
                foreign.push(childRel);
            else if (e.isDirectory())
                await walk(full, childRel);
            else if (e.isFile())
                regular.push({ full, rel: childRel });
            else
                foreign.push(childRel);
        }
    };
    await walk(dir, '');
    await pool(regular, CONCURRENCY, async ({ full, rel }) => {
        const { sha256, mode } = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256FileNoFollow */ .ax)(full);
        files[rel] = sha256;
        if (mode & 0o111)
            executables.push(rel);
    });
    return { files: sortKeys(files), executables: executables.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_10__/* .compareBytes */ .Xo), foreign: foreign.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_10__/* .compareBytes */ .Xo) };
}


/***/ }),

/***/ 4257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ML: () => (/* binding */ CUSTOM_SINK),
/* harmony export */   Ml: () => (/* binding */ loadSinkConfig),
/* harmony export */   WI: () => (/* binding */ skillpackHome),
/* harmony export */   Ww: () => (/* binding */ resolveSink),
/* harmony export */   kc: () => (/* binding */ expandHome),
/* harmony export */   lw: () => (/* binding */ homeDir),
/* harmony export */   rZ: () => (/* binding */ userPath)
/* harmony export */ });
/* unused harmony export DEFAULT_SINKS */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4130);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6153);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6296);







/**
 * Built-in sinks (specs/skillpacks-v0.md §6–7). Windsurf reads `~/.codeium/windsurf/skills`,
 * not the spec's `~/.windsurf/skills` (INTEROP.md §2). `custom` has no path: it needs `--path`.
 */
const DEFAULT_SINKS = {
    codex: '~/.codex/skills',
    claude: '~/.claude/skills',
    copilot: '~/.copilot/skills',
    cursor: '~/.cursor/skills',
    windsurf: '~/.codeium/windsurf/skills',
};
const CUSTOM_SINK = 'custom';
/** The user's home folder: `$HOME`, else the OS's idea of it. */
function homeDir(env) {
    return env.HOME || node_os__WEBPACK_IMPORTED_MODULE_0___default().homedir();
}
/**
 * A path the user wrote (a flag, SKILLPACK_HOME), absolute. A leading `~` is the home folder
 * even where no shell expanded it (`--cache-dir=~/c`, a quoted variable): taken literally it
 * makes a folder named `~` in the working directory, which an `rm -rf ~` meant to clean it up
 * would turn into deleting the home folder.
 */
function userPath(p, cwd, home) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, expandHome(p, home));
}
function skillpackHome(env, cacheDir, cwd = process.cwd()) {
    const home = homeDir(env);
    const dir = env.SKILLPACK_HOME ? userPath(env.SKILLPACK_HOME, cwd, home) : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(home, '.skillpack');
    return {
        dir,
        home,
        configFile: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'config.yaml'),
        stateFile: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'state.json'),
        cacheDir: cacheDir ? userPath(cacheDir, cwd, home) : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'cache'),
        backupDir: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'backup'),
        lockFile: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'state.lock'),
    };
}
function expandHome(p, home) {
    if (p === '~')
        return home;
    if (p.startsWith('~/'))
        return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(home, p.slice(2));
    return p;
}
/** Built-in sinks overlaid with `config.yaml`'s `sinks:` (which may also add new names). */
async function loadSinkConfig(sp) {
    // A sink named `constructor` or `__proto__` is only what config.yaml says.
    const sinks = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_6__/* .emptyRecord */ .F)();
    const origin = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_6__/* .emptyRecord */ .F)();
    for (const [name, p] of Object.entries(DEFAULT_SINKS)) {
        sinks[name] = expandHome(p, sp.home);
        origin[name] = 'default';
    }
    if (!(0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .lstatOrNullSync */ ._F)(sp.configFile))
        return { sinks, origin };
    // The YAML parser loads only when there is a config file to read.
    const { parseYaml, locatePointer } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1076)]).then(__webpack_require__.bind(__webpack_require__, 1076));
    const parsed = parseYaml((0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileLimitedSync */ .Ex)(sp.configFile, 1024 * 1024).toString('utf8'));
    if (parsed.error)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}:${parsed.error.line ?? 1}: ${parsed.error.message}`);
    const raw = parsed.value ?? {};
    if (typeof raw !== 'object' || Array.isArray(raw))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: expected a mapping with a sinks: key`);
    // A misspelt key (`sink:`) would otherwise leave every sink at its default without a word.
    for (const key of Object.keys(raw)) {
        if (key !== 'sinks') {
            const at = locatePointer(parsed, (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__.jsonPointer)([key]));
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}${at ? `:${at.line}` : ''}: unknown key "${key}" (the only key is sinks:)`);
        }
    }
    const configured = raw.sinks ?? {};
    if (typeof configured !== 'object' || configured === null || Array.isArray(configured))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sinks must map sink names to paths`);
    for (const [name, value] of Object.entries(configured)) {
        if (name === CUSTOM_SINK)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sinks.custom cannot be configured: it always takes --path`);
        const nameProblem = sinkNameProblem(name);
        if (nameProblem)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sink name ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonEscaped */ .Ud)(name)} ${nameProblem}`);
        if (typeof value !== 'string' || value.trim() === '')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sinks.${name} must be a path`);
        if ((0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_5__/* .hasControlCharacter */ .Fd)(value))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sinks.${name} is ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonEscaped */ .Ud)(value)}, which contains a control character (newline, tab, …): no sink path may hold one`);
        const expanded = expandHome(value, sp.home);
        if (!node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(expanded))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sinks.${name} must be an absolute path or start with ~/, not '${value}'`);
        sinks[name] = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(expanded);
        origin[name] = sp.configFile;
    }
    return { sinks, origin };
}
/**
 * Why a sink name from config.yaml cannot be used, or null. The name is a folder of the backup
 * path (`backup/<time>/<sink>/`): `..` or a `/` would move edited folders out of sp's backup
 * folder, and a control character would break every line that names the sink.
 */
function sinkNameProblem(name) {
    if (name === '' || name === '.' || name === '..')
        return 'must be a word, not "", "." or ".."';
    if (/[/\\]/.test(name))
        return 'must not contain "/" or "\\" (it names a folder under the backup folder)';
    if ((0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_5__/* .hasControlCharacter */ .Fd)(name))
        return 'must not contain a control character (newline, tab, …)';
    return null;
}
/** The sink path for `--agent` (and `--path`, which overrides it and is required for `custom`). */
function resolveSink(config, agent, pathFlag, cwd, home) {
    if (pathFlag !== undefined) {
        if (pathFlag.trim() === '')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--path must not be empty');
        if (agent !== CUSTOM_SINK && !Object.hasOwn(config.sinks, agent))
            throw unknownSink(config, agent);
        return userPath(pathFlag, cwd, home);
    }
    if (agent === CUSTOM_SINK)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--agent custom needs --path DEST');
    const p = Object.hasOwn(config.sinks, agent) ? config.sinks[agent] : undefined;
    if (!p)
        throw unknownSink(config, agent);
    return p;
}
function unknownSink(config, agent) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`unknown agent '${agent}' (known: ${[...Object.keys(config.sinks), CUSTOM_SINK].join(', ')}; add more under sinks: in config.yaml)`);
}


/***/ })

};
