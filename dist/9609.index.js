export const id = 9609;
export const ids = [9609,87];
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

/***/ 7135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pn: () => (/* binding */ DiagnosticCollector),
/* harmony export */   Xo: () => (/* binding */ compareBytes),
/* harmony export */   m1: () => (/* binding */ metaMap),
/* harmony export */   oV: () => (/* binding */ compareDiagnostics),
/* harmony export */   qV: () => (/* binding */ HAS_SURROGATE),
/* harmony export */   xG: () => (/* binding */ runRules)
/* harmony export */ });
/** Collects diagnostics, applying per-rule severity overrides (or dropping rules set to `off`). */
class DiagnosticCollector {
    metas;
    overrides;
    diagnostics = [];
    constructor(metas, overrides = {}) {
        this.metas = metas;
        this.overrides = overrides;
    }
    report(rule, message, file, location = {}) {
        const setting = this.overrides[rule] ?? this.metas.get(rule)?.severity ?? 'error';
        if (setting === 'off')
            return;
        const d = { rule, severity: setting, message, file };
        if (location.line !== undefined)
            d.line = location.line;
        if (location.column !== undefined)
            d.column = location.column;
        if (location.endLine !== undefined)
            d.endLine = location.endLine;
        if (location.endColumn !== undefined)
            d.endColumn = location.endColumn;
        this.diagnostics.push(d);
    }
}
/**
 * Runs each rule against one context. A rule that throws is reported as an `internal-error`
 * diagnostic on the target instead of crashing the run: one broken check must not hide the others.
 */
async function runRules(rules, context, collector, targetFile) {
    for (const rule of rules) {
        try {
            await rule.check(context, (message, file, location) => collector.report(rule.meta.id, message, file, location));
        }
        catch (err) {
            collector.report('internal-error', `rule ${rule.meta.id} failed: ${err?.message ?? String(err)}`, targetFile);
        }
    }
}
function metaMap(rules) {
    return new Map(rules.map((r) => [r.meta.id, r.meta]));
}
function compareDiagnostics(a, b) {
    return compareBytes(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareBytes(a.rule, b.rule);
}
/** Byte-order comparison (not locale): the order every generated list uses. */
function compareBytes(a, b) {
    if (a === b)
        return 0;
    // Without surrogates, UTF-16 unit order is code point order, which is UTF-8 byte order.
    if (!HAS_SURROGATE.test(a) && !HAS_SURROGATE.test(b))
        return a < b ? -1 : 1;
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
const HAS_SURROGATE = /[\uD800-\uDFFF]/;


/***/ }),

/***/ 1076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ shortTag),
/* harmony export */   locatePointer: () => (/* binding */ locatePointer),
/* harmony export */   parseYaml: () => (/* binding */ parseYaml)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6153);
/* harmony import */ var _json_pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4557);



/** Aliases allowed per document: enough for real anchors, far too few for a billion-laughs bomb. */
const MAX_ALIAS_COUNT = 100;
/**
 * Parses YAML with the `yaml` package (core schema: `0012` stays a string-or-int per YAML 1.2,
 * timestamps stay strings) and a cap on alias expansion. Never throws.
 */
function parseYaml(text, options = {}) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, strict: true, intAsBigInt: !!options.jsonValues });
    if (doc.errors.length > 0) {
        const e = doc.errors[0];
        const pos = e.linePos?.[0] ?? lines.linePos(e.pos[0]);
        return { value: undefined, error: { message: firstLine(e.message), line: pos.line, column: pos.col }, doc, lines };
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
    const json = file.endsWith('.json');
    let value;
    let yaml = null;
    if (json) {
        const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_10__.parseJson)(decoded.text);
        if (parsed.error)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}:${parsed.error.line ?? 1}:${parsed.error.column ?? 1}: not valid JSON: ${parsed.error.message}`);
        value = parsed.value;
    }
    else {
        // Integers as BigInt, so one past 2^53 is carried exactly; a !!binary, !!set, collection
        // key or ill-fitting tag is refused, never written changed.
        yaml = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_4__.parseYaml)(decoded.text, { jsonValues: true });
        if (yaml.error)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}:${yaml.error.line ?? 1}:${yaml.error.column ?? 1}: ${yaml.error.jsonValues ? '' : 'not valid YAML: '}${yaml.error.message}`);
        value = yaml.value;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}: the ${layer} layer must be an object`);
    const text = yaml ? yamlLayerText(file, yaml, value) : jsonLayerText(file, bytes, decoded.text);
    return { layer, file, text, value: value };
}
const PAST_EXACT_INTEGERS = `past the integers LeanCTX holds exactly (${_format_js__WEBPACK_IMPORTED_MODULE_8__/* .MIN_EXACT_INTEGER */ .Cf} to ${_format_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_EXACT_INTEGER */ .Mt}; it would read a rounded float): write it as a string`;
/**
 * A JSON layer compacted as written (`1.0` stays `1.0`). LeanCTX (serde_json) refuses a number
 * past the double range and reads an integer past i64/u64 as a rounded float; JSON.parse makes
 * the one infinity and rounds the other, so both are found on the text.
 */
function jsonLayerText(file, bytes, text) {
    const bad = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .numberOutside */ .VT)(bytes, _format_js__WEBPACK_IMPORTED_MODULE_8__/* .MIN_EXACT_INTEGER */ .Cf, _format_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_EXACT_INTEGER */ .Mt);
    if (bad) {
        const { line, column } = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .lineColumnOfOffset */ .x$)(bytes, bad.offset);
        const why = bad.kind === 'integer' ? PAST_EXACT_INTEGERS : 'too large for a JSON number (it reads as infinity; LeanCTX refuses it)';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}:${line}:${column}: ${pointerOfNumber(text, bytes, bad) ?? 'a number'} is ${bad.lexeme}, ${why}`);
    }
    return (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .compactJsonBytes */ .tL)(bytes);
}
/** The JSON pointer of the number token at `bad.offset` (a rare path: one more scan). */
function pointerOfNumber(text, bytes, bad) {
    const numbers = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_10__.parseJson)(text, { numberLexemes: true }).numbers ?? new Map();
    let first = null;
    for (const [pointer, lexeme] of numbers) {
        if (lexeme !== bad.lexeme)
            continue;
        if ((0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .locatePointerOffset */ .Jt)(bytes, pointer) === bad.offset)
            return pointer;
        first ??= pointer;
    }
    return first;
}
/** A YAML layer's value as JSON text; what JSON or LeanCTX cannot hold is refused at its key. */
function yamlLayerText(file, yaml, value) {
    const out = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .layerJson */ .K6)(value);
    if (out.text !== null)
        return Buffer.from(out.text, 'utf8');
    const bad = out.problem;
    const at = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_4__.locatePointer)(yaml, bad.pointer);
    const where = at ? `${file}:${at.line}:${at.column}` : file;
    if (bad.kind === 'cycle')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${where}: ${bad.pointer} is an alias of a node that contains it, a cycle JSON cannot hold`);
    if (bad.kind === 'integer')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${where}: ${bad.pointer} is ${bad.value}, ${PAST_EXACT_INTEGERS}`);
    const spelled = Number.isNaN(bad.value) ? '.nan' : bad.value > 0 ? '.inf' : '-.inf';
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${where}: ${bad.pointer} is ${spelled}, which JSON cannot hold (no infinity or NaN): write a number or a string`);
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


/***/ }),

/***/ 2461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S4: () => (/* binding */ MIN_HMAC_SECRET_BYTES),
/* harmony export */   Ts: () => (/* binding */ seedFromEnv),
/* harmony export */   ab: () => (/* binding */ seedFromFile),
/* harmony export */   iJ: () => (/* binding */ parseSeedHex),
/* harmony export */   yW: () => (/* binding */ secretFromEnv)
/* harmony export */ });
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _ed25519_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2572);



/**
 * Private keys are LeanCTX's format: the 32-byte Ed25519 seed as 64 hex characters
 * (`keys/ctxpkg-ed25519.key`), surrounding whitespace ignored. Messages never echo the key.
 */
function parseSeedHex(text, source) {
    const s = text.trim();
    if (s.length === 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${source}: the Ed25519 private key is empty`);
    if (!/^[0-9a-fA-F]*$/.test(s))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${source}: the Ed25519 private key must be ${_ed25519_js__WEBPACK_IMPORTED_MODULE_2__/* .SEED_BYTES */ .ER * 2} hex characters (a 32-byte seed); it contains other characters`);
    if (s.length !== _ed25519_js__WEBPACK_IMPORTED_MODULE_2__/* .SEED_BYTES */ .ER * 2)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${source}: the Ed25519 private key must be ${_ed25519_js__WEBPACK_IMPORTED_MODULE_2__/* .SEED_BYTES */ .ER * 2} hex characters (a 32-byte seed), not ${s.length}`);
    return Buffer.from(s, 'hex');
}
function seedFromEnv(env, variable) {
    const value = env[variable];
    if (value === undefined || value === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`environment variable ${variable} is not set (it should hold the Ed25519 private key)`);
    return parseSeedHex(value, `environment variable ${variable}`);
}
async function seedFromFile(file) {
    return parseSeedHex((await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readFileLimited */ .lB)(file, 4096)).toString('utf8'), file);
}
/** An HMAC secret: the variable's raw UTF-8 bytes, as LeanCTX keys the MAC. */
function secretFromEnv(env, variable) {
    const value = env[variable];
    if (value === undefined || value === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`environment variable ${variable} is not set (it should hold the HMAC secret)`);
    return Buffer.from(value, 'utf8');
}
/** Secrets shorter than this get a warning: HMAC-SHA256's key should be at least its output size. */
const MIN_HMAC_SECRET_BYTES = 32;


/***/ }),

/***/ 1632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ signPackageBytes)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _create_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6109);
/* harmony import */ var _ed25519_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2572);
/* harmony import */ var _integrity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3390);
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4711);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(87);






/**
 * Adds (or replaces) `manifest.signature`. Only a package whose integrity verifies is signed.
 * The content is copied token for token, so its hash is unchanged; other top-level members are kept.
 */
async function signPackageBytes(file, bytes, seed) {
    const result = await (0,_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .verifyCtxpkgBytes */ .Y)(file, bytes);
    const { checks, context: ctx } = result;
    if (checks.structure !== 'pass' || !ctx.manifest || !ctx.members) {
        const first = result.diagnostics.find((d) => d.severity === 'error');
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InvalidInputError */ .oC(`${file}: cannot sign: ${first?.message ?? 'not a valid package'}`);
    }
    if (checks.content_hash !== 'pass' || checks.package_hash !== 'pass') {
        const first = result.diagnostics.find((d) => d.severity === 'error');
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .IntegrityError */ .cs(`${file}: cannot sign a package that does not verify: ${first?.message ?? 'integrity mismatch'}`);
    }
    const m = ctx.manifest;
    const publicKey = (0,_ed25519_js__WEBPACK_IMPORTED_MODULE_2__/* .publicKeyFromSeed */ .wE)(seed).toString('hex');
    const value = (0,_ed25519_js__WEBPACK_IMPORTED_MODULE_2__/* .signEd25519 */ .pI)(seed, (0,_integrity_js__WEBPACK_IMPORTED_MODULE_3__/* .signingMessage */ .Xm)(m.name, m.version, m.integrity.sha256)).toString('hex');
    const signature = { algorithm: 'ed25519', public_key: publicKey, value };
    const manifest = { ...ctx.manifestValue, signature };
    const compact = ctx.compact.compact;
    const member = (x) => compact.subarray(x.valueStart, x.valueEnd);
    const content = ctx.members.find((x) => x.key === 'content');
    const extra = ctx.members
        .filter((x) => x.key !== 'manifest' && x.key !== 'content')
        .map((x) => ({ key: x.key, value: member(x) }));
    const manifestText = withSignature(member(ctx.members.find((x) => x.key === 'manifest')), JSON.stringify(signature));
    const out = (0,_create_js__WEBPACK_IMPORTED_MODULE_1__/* .writeDocument */ .ft)(manifestText, member(content), extra);
    return { bytes: out, publicKey, manifest };
}
/**
 * The manifest's text with `signature` set, every other member copied token for token: parsing
 * and re-serializing would round an integer past 2^53 (a u64 count LeanCTX keeps exactly) and
 * respell `1.0` in a field packwright does not know. A present signature is replaced where it
 * stands, a new one goes last. `text` is a compacted object without repeated keys (verified).
 */
function withSignature(text, signatureJson) {
    const members = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_4__/* .objectMembers */ .vN)(text, 0);
    if (!members)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InvalidInputError */ .oC('cannot sign: the manifest is not a JSON object');
    const present = members.find((m) => m.key === 'signature');
    if (present)
        return `${text.toString('utf8', 0, present.valueStart)}${signatureJson}${text.toString('utf8', present.valueEnd)}`;
    const close = text.length - 1;
    return `${text.toString('utf8', 0, close)}${members.length > 0 ? ',' : ''}"signature":${signatureJson}}`;
}


/***/ }),

/***/ 87:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ verifyCtxpkgBytes),
/* harmony export */   validateCtxpkg: () => (/* binding */ validateCtxpkg),
/* harmony export */   x: () => (/* binding */ verifyCtxpkg)
/* harmony export */ });
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8864);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8993);



const CHECK_OF_RULE = {
    'ctxpkg-json': 'structure',
    'ctxpkg-manifest': 'structure',
    'ctxpkg-content-hash': 'content_hash',
    'ctxpkg-byte-size': 'content_hash',
    'ctxpkg-package-hash': 'package_hash',
    'ctxpkg-signature': 'signature',
};
async function evaluate(ctx, severities) {
    const collector = new _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .DiagnosticCollector */ .Pn((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .metaMap */ .m1)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.ctxpkgRules), severities);
    await (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .runRules */ .xG)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.ctxpkgRules, ctx, collector, ctx.file);
    const failed = new Set(collector.diagnostics.filter((d) => d.severity === 'error').map((d) => CHECK_OF_RULE[d.rule]).filter(Boolean));
    const structure = failed.has('structure') || !ctx.manifest || !ctx.canonical ? 'fail' : 'pass';
    // As in LeanCTX: a package whose structure fails is not hashed.
    const after = (check, applies) => (structure === 'fail' || !applies ? 'skipped' : failed.has(check) ? 'fail' : 'pass');
    const checks = {
        structure,
        content_hash: after('content_hash', true),
        package_hash: after('package_hash', true),
        signature: after('signature', ctx.signature.status !== 'none' || !!ctx.options.requireSignature),
    };
    return { context: ctx, diagnostics: collector.diagnostics, checks, ok: !collector.diagnostics.some((d) => d.severity === 'error') };
}
/** Verifies one package file: diagnostics (absolute file path) and the four checks. */
async function verifyCtxpkg(file, options = {}) {
    return evaluate(await (0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadCtxpkg */ .m_)(file, options), options.rules ?? {});
}
/** Verifies a package held in memory (an envelope's payload); `file` names it in diagnostics. */
async function verifyCtxpkgBytes(file, bytes, options = {}) {
    return evaluate((0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadCtxpkgBytes */ .dL)(file, bytes, options), {});
}
/** validate's entry: the rules' diagnostics for one file. */
async function validateCtxpkg(file, options = {}) {
    return (await verifyCtxpkg(file, options)).diagnostics;
}


/***/ })

};
