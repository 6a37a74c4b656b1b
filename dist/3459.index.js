export const id = 3459;
export const ids = [3459];
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

/***/ 6078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ assertFolderApartFromInputs),
/* harmony export */   T: () => (/* binding */ assertOutputApartFromInputs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6107);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);



/** Which file `p` is once symlinks and hard links are followed (device and inode), or null when it does not exist. */
function fileIdentity(p) {
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p);
        return `${st.dev}:${st.ino}`;
    }
    catch {
        return null;
    }
}
/**
 * Refuses an output path that is one of the command's inputs, or lies inside one of the
 * folders it reads: writing the result there would replace what it was made from, or slip
 * a report into the pack it describes. `inputs` are files and folders (absolute paths);
 * messages show paths relative to `cwd` and say `what` the inputs are.
 */
function assertOutputApartFromInputs(out, inputs, cwd, what = 'which this command reads') {
    const id = fileIdentity(out);
    const real = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(out);
    for (const input of inputs) {
        const realInput = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(input);
        const inside = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(realInput, real);
        if (inside || (id !== null && fileIdentity(input) === id)) {
            const verb = inside && real !== realInput ? 'land inside' : 'replace';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(out, cwd)}: the output would ${verb} ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(input, cwd)}, ${what}; choose another output path`);
        }
    }
}
/**
 * Refuses a writable folder (the MCP session's workspace) that lies inside one of `inputs`
 * or holds one: whatever runs there could rewrite the packs being served, tools included.
 */
function assertFolderApartFromInputs(dir, inputs, cwd, role) {
    const real = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(dir);
    for (const input of inputs) {
        const realInput = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(input);
        const within = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(realInput, real);
        if (within || (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(real, realInput)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(dir, cwd)}: the ${role} would ${within ? 'lie inside' : 'hold'} ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(input, cwd)}, which is served; what runs there could change it (choose a folder apart from every pack)`);
        }
    }
}


/***/ }),

/***/ 1076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ shortTag),
/* harmony export */   locatePointer: () => (/* binding */ locatePointer),
/* harmony export */   parseYaml: () => (/* binding */ parseYaml)
/* harmony export */ });
/* unused harmony export yamlLineBreaks */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6153);
/* harmony import */ var _json_pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4557);



/** Aliases allowed per document: enough for real anchors, far too few for a billion-laughs bomb. */
const MAX_ALIAS_COUNT = 100;
/**
 * Parses YAML with the `yaml` package (core schema: `0012` stays a string-or-int per YAML 1.2,
 * timestamps stay strings) and a cap on alias expansion. Never throws.
 */
/**
 * A lone CR (old Mac style) ends a line in YAML 1.2 (`b-break`), but the yaml package reads it
 * as part of the line (`\r  "files"` as one key; "nested mappings are not allowed in compact
 * mappings"). Written as LF, one character for one, so every offset, line and column stays.
 */
function yamlLineBreaks(text) {
    return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}
function parseYaml(source, options = {}) {
    const text = yamlLineBreaks(source);
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    // The `yaml` package's own uniqueKeys check and its !!omap compare each key with every
    // earlier one: 40,000 keys took 19 s, 300,000 (3.5 MB) minutes. Both are checked here in
    // one pass instead (repeatedKey, linearTags), with the same messages.
    // logLevel 'error': a key that is a list or mapping (`? [a, b]`) is stringified by toJS, which
    // otherwise prints a Node warning on stderr (advice about mapAsMap, meant for programmers).
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false, strict: true, intAsBigInt: !!options.jsonValues, customTags: linearTags, logLevel: 'error' });
    const repeated = repeatedKey(doc);
    if (doc.errors.length > 0 || repeated !== null) {
        const e = doc.errors[0];
        const first = e && (repeated === null || e.pos[0] <= repeated) ? { message: firstLine(e.message), pos: e.linePos?.[0] ?? lines.linePos(e.pos[0]) } : { message: 'Map keys must be unique', pos: lines.linePos(repeated) };
        return { value: undefined, error: { message: first.message, line: first.pos.line, column: first.pos.col }, doc, lines };
    }
    if (options.jsonValues) {
        const bad = notJsonNode(doc);
        if (bad) {
            const pos = bad.offset === undefined ? undefined : lines.linePos(bad.offset);
            return { value: undefined, error: { message: bad.message, ...(pos ? { line: pos.line, column: pos.col } : {}), jsonValues: true }, doc, lines };
        }
    }
    try {
        const value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
        return { value, error: null, doc, lines };
    }
    catch (err) {
        return { value: undefined, error: { message: firstLine(err.message) }, doc, lines };
    }
}
/**
 * The offset of the first key a mapping repeats (as the `yaml` package's uniqueKeys compares
 * keys: scalars by value, other nodes by identity), or null. A Set per mapping: linear.
 */
const NO_KEY = Symbol('no key');
function repeatedKey(doc) {
    let found = null;
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Map(_key, map) {
            const seen = new Set();
            for (const pair of map.items) {
                const k = pair.key;
                const value = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(k) ? k.value : k === null ? NO_KEY : k;
                // NaN is no key equal to another (`.nan` twice is two keys, as yaml compares with ===).
                if (typeof value === 'number' && Number.isNaN(value))
                    continue;
                if (seen.has(value)) {
                    const at = ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(k) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(k) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(k) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(k) ? k.range?.[0] : undefined) ?? map.range?.[0] ?? 0;
                    // The first repeat in this mapping; its values may hold an earlier one.
                    if (found === null || at < found)
                        found = at;
                    break;
                }
                seen.add(value);
            }
            return undefined;
        },
    });
    return found;
}
const OMAP = 'tag:yaml.org,2002:omap';
const PAIRS = 'tag:yaml.org,2002:pairs';
let omapTag;
/**
 * The schema's tags with !!omap checking its keys in one pass: yaml's own resolve looks each
 * key up in an array of those before it. Same pairs, node class and message.
 */
function linearTags(tags) {
    if (omapTag === undefined) {
        const known = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Schema */ .Sj({ resolveKnownTags: true }).knownTags;
        const omap = known[OMAP];
        const pairs = known[PAIRS];
        omapTag =
            omap?.nodeClass && pairs?.resolve
                ? {
                    ...omap,
                    resolve(seq, onError, options) {
                        const resolved = pairs.resolve(seq, onError, options);
                        const seen = new Set();
                        for (const pair of resolved.items) {
                            const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(pair) ? pair.key : null;
                            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key))
                                continue;
                            if (seen.has(key.value))
                                onError(`Ordered maps must not include duplicate keys: ${String(key.value)}`);
                            else
                                seen.add(key.value);
                        }
                        return Object.assign(new omap.nodeClass(), resolved);
                    },
                }
                : null;
    }
    // First, so it wins over a YAML 1.1 schema's own !!omap.
    return omapTag ? [omapTag, ...tags] : tags;
}
const TAG = 'tag:yaml.org,2002:';
/** A tag as YAML source writes it: `tag:yaml.org,2002:int` → `!!int`, a local `!thing` as is. */
const shortTag = (tag) => (tag.startsWith(TAG) ? `!!${tag.slice(TAG.length)}` : tag);
/**
 * The first node JSON cannot hold as the YAML says it, with its JSON pointer in the message
 * and its offset (see ParseYamlOptions.jsonValues), or null.
 */
function notJsonNode(doc) {
    let found = null;
    const pointerOf = (key, ancestors) => {
        const keys = [];
        ancestors.forEach((a, i) => {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(a))
                keys.push((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(a.key) ? String(a.key.value) : String(a.key));
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(a))
                keys.push(String(i + 1 < ancestors.length ? a.items.indexOf(ancestors[i + 1]) : key));
        });
        return (0,_json_js__WEBPACK_IMPORTED_MODULE_1__.jsonPointer)(keys);
    };
    const at = (node, ancestors, key) => {
        const pointer = pointerOf(key, ancestors);
        return { pointer: pointer === '' ? 'the layer' : pointer, offset: node.range?.[0] };
    };
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Pair(_key, pair, ancestors) {
            const k = pair.key;
            if (k === null || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(k))
                return;
            const target = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(k) ? k.resolve(doc) : k;
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(target))
                return;
            const what = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(target) ? 'list' : 'mapping';
            const { pointer, offset } = at(k, ancestors, _key);
            found = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(k)
                ? { message: `a key is an alias of a ${what}, which JSON cannot hold (its keys are strings)`, offset }
                : { message: `${pointer} has a key that is a ${what}, which JSON cannot hold (its keys are strings)`, offset };
            return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
        },
        Scalar(key, node, ancestors) {
            const v = node.value;
            if (typeof v === 'string') {
                // A tag that does not fit its value (`!!float 1`) or is unknown (`!thing 1`) leaves the text as a string.
                if (!node.tag || node.tag === `${TAG}str` || node.tag === '!')
                    return;
                const { pointer, offset } = at(node, ancestors, key);
                found = { message: `${pointer} has tag ${shortTag(node.tag)}, which does not fit ${node.source ?? v} (it would be read as a string): remove the tag, or quote the value`, offset };
                return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
            }
            if (v === null || typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean')
                return;
            const { pointer, offset } = at(node, ancestors, key);
            found = { message: `${pointer} is a ${node.tag ? shortTag(node.tag) : 'non-JSON'} value, which JSON cannot hold: write it as a string`, offset };
            return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
        },
        Map(key, node, ancestors) {
            if (node.tag !== `${TAG}set`)
                return;
            const { pointer, offset } = at(node, ancestors, key);
            found = { message: `${pointer} is a !!set, which JSON cannot hold: write a list`, offset };
            return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
        },
        Seq(key, node, ancestors) {
            if (node.tag !== `${TAG}omap`)
                return;
            const { pointer, offset } = at(node, ancestors, key);
            found = { message: `${pointer} is a !!omap, which JSON cannot hold: write a mapping`, offset };
            return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
        },
    });
    return found;
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
    const segments = (0,_json_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .pointerKeys */ .m)(pointer);
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
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6153);
/* harmony import */ var _core_yaml_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1076);
/* harmony import */ var _core_json_pointer_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(4557);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8815);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6107);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4296);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(311);
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2457);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9602);
/* harmony import */ var _integrity_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3390);
/* harmony import */ var _rfc3339_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(974);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(2804);
















const EXTENSIONS = ['.json', '.yaml', '.yml'];
/** Reads the layer files of a folder, in LeanCTX's layer order. */
async function readLayers(dir) {
    let names;
    try {
        names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .describeFsError */ .TQ)(err, dir));
    }
    const out = [];
    for (const layer of _format_js__WEBPACK_IMPORTED_MODULE_10__/* .LAYER_NAMES */ .fj) {
        const found = names.filter((n) => EXTENSIONS.some((ext) => n === `${layer}${ext}`));
        if (found.length > 1)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, found[0])}: layer ${layer} is given twice (${found.join(', ')})`);
        if (found.length === 0)
            continue;
        const file = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveContained */ .mi)(dir, found[0]);
        out.push(await readLayer(layer, file));
    }
    if (out.length === 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${dir}: no layer files (expected ${_format_js__WEBPACK_IMPORTED_MODULE_10__/* .LAYER_NAMES */ .fj.map((l) => `${l}.json`).join(', ')}, or .yaml)`);
    return out;
}
async function readLayer(layer, file) {
    const bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(file, _format_js__WEBPACK_IMPORTED_MODULE_10__/* .MAX_PACKAGE_BYTES */ .qv);
    const decoded = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeUtf8 */ ._6)(bytes);
    if (decoded.problem)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${file}: ${decoded.problem}`);
    const json = file.endsWith('.json');
    let value;
    let yaml = null;
    if (json) {
        // The layer is copied token for token: a repeated key would reach the package, where JSON
        // readers differ on which copy counts and LeanCTX refuses a repeated struct field.
        const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__.parseJson)(decoded.text, { uniqueKeys: true });
        if (parsed.error)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${file}:${parsed.error.line ?? 1}:${parsed.error.column ?? 1}: ${parsed.error.duplicateKey ? `repeats a key (${parsed.error.message}): JSON readers differ on which copy counts, and LeanCTX will not load it; keep one` : `not valid JSON: ${parsed.error.message}`}`);
        value = parsed.value;
    }
    else {
        // Integers as BigInt, so one past 2^53 is carried exactly; a !!binary, !!set, collection
        // key or ill-fitting tag is refused, never written changed.
        yaml = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_5__.parseYaml)(decoded.text, { jsonValues: true });
        if (yaml.error)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${file}:${yaml.error.line ?? 1}:${yaml.error.column ?? 1}: ${yaml.error.jsonValues ? '' : 'not valid YAML: '}${yaml.error.message}`);
        value = yaml.value;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${file}: the ${layer} layer must be an object`);
    const text = yaml ? yamlLayerText(file, yaml, value, decoded.text) : jsonLayerText(file, bytes, decoded.text);
    return { layer, file, text, value: value };
}
const PAST_EXACT_INTEGERS = `past the integers LeanCTX holds exactly (${_format_js__WEBPACK_IMPORTED_MODULE_10__/* .MIN_EXACT_INTEGER */ .Cf} to ${_format_js__WEBPACK_IMPORTED_MODULE_10__/* .MAX_EXACT_INTEGER */ .Mt}; it would read a rounded float): write it as a string`;
/**
 * A JSON layer compacted as written (`1.0` stays `1.0`). LeanCTX (serde_json) refuses a number
 * past the double range and reads an integer past i64/u64 as a rounded float; JSON.parse makes
 * the one infinity and rounds the other, so both are found on the text.
 */
function jsonLayerText(file, bytes, text) {
    const bad = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_9__/* .numberOutside */ .VT)(bytes, _format_js__WEBPACK_IMPORTED_MODULE_10__/* .MIN_EXACT_INTEGER */ .Cf, _format_js__WEBPACK_IMPORTED_MODULE_10__/* .MAX_EXACT_INTEGER */ .Mt);
    if (bad) {
        const { line, column } = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_9__/* .lineColumnOfOffset */ .x$)(bytes, bad.offset);
        const why = bad.kind === 'integer' ? PAST_EXACT_INTEGERS : _manifest_js__WEBPACK_IMPORTED_MODULE_12__/* .NON_FINITE */ .K$;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${file}:${line}:${column}: ${pointerOfNumber(text, bytes, bad) ?? 'a number'} is ${bad.lexeme}, ${why}`);
    }
    const compacted = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_9__/* .compactDocument */ .zK)(bytes, { baseDepth: LAYER_DEPTH });
    const fault = compacted.fault;
    if (fault) {
        const { line, column, message } = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_9__/* .describeSerdeFault */ .nS)(bytes, fault);
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${file}:${line}:${column}: ${message}`);
    }
    return compacted.compact;
}
/** A layer's value sits inside the package object and its `content` object. */
const LAYER_DEPTH = 2;
/**
 * What LeanCTX's reader (serde_json) would refuse in a layer's JSON text although JSON.parse
 * reads it (a lone surrogate escape, nesting past its limit, a number it makes infinity),
 * refused at its key; `text` is what the package will hold.
 */
function refuseSerdeFault(file, yaml, text) {
    const fault = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_9__/* .compactDocument */ .zK)(text, { baseDepth: LAYER_DEPTH }).fault;
    if (!fault)
        return;
    const { pointer, message } = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_9__/* .describeSerdeFault */ .nS)(text, fault);
    const at = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_5__.locatePointer)(yaml, pointer);
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${at ? `${file}:${at.line}:${at.column}` : file}: ${message}`);
}
/** The JSON pointer of the number token at `bad.offset` (a rare path: one more scan). */
function pointerOfNumber(text, bytes, bad) {
    const numbers = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__.parseJson)(text, { numberLexemes: true }).numbers ?? new Map();
    let first = null;
    for (const [pointer, lexeme] of numbers) {
        if (lexeme !== bad.lexeme)
            continue;
        if ((0,_json_text_js__WEBPACK_IMPORTED_MODULE_9__/* .locatePointerOffset */ .Jt)(bytes, pointer) === bad.offset)
            return pointer;
        first ??= pointer;
    }
    return first;
}
/** A YAML layer's value as JSON text; what JSON or LeanCTX cannot hold is refused at its key. */
function yamlLayerText(file, yaml, value, source) {
    const out = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_9__/* .layerJson */ .K6)(value);
    if (out.text !== null) {
        const text = Buffer.from(out.text, 'utf8');
        refuseSerdeFault(file, yaml, text);
        return text;
    }
    const bad = out.problem;
    const at = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_5__.locatePointer)(yaml, bad.pointer);
    const where = at ? `${file}:${at.line}:${at.column}` : file;
    if (bad.kind === 'cycle')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${where}: ${bad.pointer} is an alias of a node that contains it, a cycle JSON cannot hold`);
    if (bad.kind === 'integer')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${where}: ${bad.pointer} is ${bad.value}, ${PAST_EXACT_INTEGERS}`);
    // A number past the double range (`1e400`) reads as infinity too: named as written, as a JSON layer's is.
    const written = scalarSource(yaml, source, bad.pointer);
    if (written !== null && !Number.isNaN(bad.value) && /^[-+]?(?:\d|\.\d)/.test(written))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${where}: ${bad.pointer} is ${written}, ${_manifest_js__WEBPACK_IMPORTED_MODULE_12__/* .NON_FINITE */ .K$}`);
    const spelled = Number.isNaN(bad.value) ? '.nan' : bad.value > 0 ? '.inf' : '-.inf';
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${where}: ${bad.pointer} is ${spelled}, which JSON cannot hold (no infinity or NaN): write a number or a string`);
}
/** The source text of the plain YAML scalar a JSON pointer names (no alias followed), or null. */
function scalarSource(yaml, source, pointer) {
    let node = yaml.doc.contents;
    for (const seg of (0,_core_json_pointer_js__WEBPACK_IMPORTED_MODULE_13__/* .pointerKeys */ .m)(pointer)) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_6__/* .isMap */ .jh)(node))
            node = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_6__/* .isScalar */ .jn)(p.key) && String(p.key.value) === seg)?.value;
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_6__/* .isSeq */ .oP)(node))
            node = node.items[Number(seg)];
        else
            return null;
    }
    return (0,yaml__WEBPACK_IMPORTED_MODULE_6__/* .isScalar */ .jn)(node) && node.range ? source.slice(node.range[0], node.range[1]).trim() : null;
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
    const np = (0,_format_js__WEBPACK_IMPORTED_MODULE_10__/* .nameProblem */ .rH)(options.name);
    if (np)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`--name ${JSON.stringify(options.name)} ${np}`);
    const vp = (0,_format_js__WEBPACK_IMPORTED_MODULE_10__/* .versionProblem */ .Ec)(options.version);
    if (vp)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`--version ${JSON.stringify(options.version)} ${vp}`);
    const parts = [Buffer.from('{')];
    layers.forEach((l, i) => parts.push(Buffer.from(`${i ? ',' : ''}${JSON.stringify(l.layer)}:`), l.text));
    parts.push(Buffer.from('}'));
    const { canonical, contentHash, byteSize } = (0,_integrity_js__WEBPACK_IMPORTED_MODULE_11__/* .hashCanonical */ .z7)(Buffer.concat(parts));
    const manifest = {
        schema_version: 1,
        name: options.name,
        version: options.version,
        description: options.description,
        author: options.author ?? null,
        created_at: (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_14__/* .formatRfc3339 */ .ZA)(options.createdAt, 'Z'),
        updated_at: null,
        layers: layers.map((l) => l.layer),
        dependencies: [],
        tags: options.tags ?? [],
        integrity: { sha256: (0,_integrity_js__WEBPACK_IMPORTED_MODULE_11__/* .packageHash */ .Hi)(options.name, options.version, contentHash), content_hash: contentHash, byte_size: byteSize },
        provenance: { tool: 'packwright', tool_version: _version_js__WEBPACK_IMPORTED_MODULE_15__/* .VERSION */ .x, project_hash: null, source_session_id: null },
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
    const manifestJson = JSON.stringify(manifest);
    // Options from the library API may hold a lone surrogate (JSON.stringify escapes it as \udXXX).
    const manifestBytes = Buffer.from(manifestJson);
    const fault = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_9__/* .compactDocument */ .zK)(manifestBytes, { baseDepth: 1 }).fault;
    if (fault)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC((0,_json_text_js__WEBPACK_IMPORTED_MODULE_9__/* .describeSerdeFault */ .nS)(manifestBytes, fault, '/manifest').message);
    const bytes = writeDocument(manifestJson, canonical);
    if (bytes.length > _format_js__WEBPACK_IMPORTED_MODULE_10__/* .MAX_PACKAGE_BYTES */ .qv)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`the package would be ${bytes.length} bytes, over the limit of ${_format_js__WEBPACK_IMPORTED_MODULE_10__/* .MAX_PACKAGE_BYTES */ .qv} bytes`);
    return { bytes, manifest, layerFiles: layers.map((l) => l.file) };
}
/** `{"manifest": …, "content": …}` pretty-printed; `content` is copied token for token. */
function writeDocument(manifestJson, content, extra = []) {
    const parts = [Buffer.from(`{"manifest":${manifestJson},"content":`), Buffer.from(content)];
    for (const e of extra)
        parts.push(Buffer.from(`,${JSON.stringify(e.key)}:`), Buffer.from(e.value));
    parts.push(Buffer.from('}'));
    return (0,_json_text_js__WEBPACK_IMPORTED_MODULE_9__/* .prettyJsonBytes */ .oI)(Buffer.concat(parts));
}
async function createPackage(options) {
    return buildPackage(options, await readLayers(options.from));
}


/***/ })

};
