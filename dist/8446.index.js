export const id = 8446;
export const ids = [8446,1076,8695,6153];
export const modules = {

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

/***/ 8446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   packSchemaProblems: () => (/* binding */ packSchemaProblems)
/* harmony export */ });
/* unused harmony export schemaAccepts */
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_yaml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1076);
/* harmony import */ var _core_json_pointer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4557);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5189);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6296);





/**
 * The pack schema through ajv, with its errors worded for people. Loaded only when the quick
 * check (pack-shape.ts) does not accept a pack: a valid pack never pays for ajv.
 */
let compiled = null;
function validator() {
    compiled ??= new ajv__WEBPACK_IMPORTED_MODULE_3__.Ajv({ allErrors: true, strict: false }).compile(_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .skillPackSchema */ .IT);
    return compiled;
}
/** The value at a JSON pointer (ajv's instancePath) in a parsed document. */
const valueAt = _core_json_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .valueAtPointer */ .s;
function describe(e, root) {
    const at = e.instancePath || '/';
    switch (e.keyword) {
        case 'type': {
            // YAML reads unquoted 1234567, 1e5, true or null as non-strings: a ref or name made of
            // digits is the usual case, and its text may already be lost (0123 reads as 123).
            const value = valueAt(root, e.instancePath);
            if (e.params.type === 'string' && value !== undefined && typeof value !== 'object' && typeof value !== 'string') {
                return { pointer: e.instancePath, message: `${at}: must be a string, but YAML read this unquoted value as the ${typeof value} ${String(value)}: put it in quotes` };
            }
            if (e.params.type === 'string' && value === null) {
                return { pointer: e.instancePath, message: `${at}: must be a string, but YAML read this value as null (empty, ~ or null): put it in quotes` };
            }
            return { pointer: e.instancePath, message: `${at}: ${e.message}` };
        }
        case 'required':
            return { pointer: e.instancePath, message: `${at}: missing required key "${e.params.missingProperty}"` };
        case 'additionalProperties':
            return { pointer: e.instancePath, message: `${at}: unknown key "${e.params.additionalProperty}"` };
        case 'anyOf':
            return { pointer: '', message: '/: a pack needs a non-empty "include" or at least one "imports" entry' };
        case 'pattern': {
            const value = valueAt(root, e.instancePath);
            const shown = typeof value === 'string' ? `${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteEscaped */ .kd)(value)} ` : '';
            const segment = /\/(prefix|sep|name)$/.test(e.instancePath);
            if (typeof value === 'string' && (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_2__/* .hasControlCharacter */ .Fd)(value)) {
                const holder = segment ? 'pack name, prefix or separator (they name folders and state keys)' : 'repository or ref';
                return { pointer: e.instancePath, message: `${at}: ${shown}contains a control character (C0, DEL or C1: a tab, newline, escape, …), which no ${holder} may hold: remove it` };
            }
            if (segment)
                return { pointer: e.instancePath, message: `${at}: must not contain "/"` };
            return { pointer: e.instancePath, message: `${at}: ${shown}${/\/ref$/.test(e.instancePath) ? 'must not start with "-" or contain whitespace' : 'must not start with "-" or whitespace'}` };
        }
        default:
            return { pointer: e.instancePath, message: `${at}: ${e.message}` };
    }
}
/** Whether ajv accepts a value (for the test that holds the quick check to ajv's answers). */
function schemaAccepts(value) {
    return validator()(value);
}
/** Schema problems of a parsed pack file, located in the YAML; null when it is valid. */
function packSchemaProblems(yaml) {
    const v = validator();
    if (v(yaml.value))
        return null;
    const problems = [];
    const seen = new Set();
    for (const e of v.errors ?? []) {
        // anyOf's branches report their own required/minItems errors; the anyOf line says it once.
        if (e.schemaPath.startsWith('#/anyOf/'))
            continue;
        const d = describe(e, yaml.value);
        if (!d || seen.has(d.message))
            continue;
        seen.add(d.message);
        problems.push({ message: d.message, ...(0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_0__.locatePointer)(yaml, d.pointer) });
    }
    return problems;
}


/***/ })

};
