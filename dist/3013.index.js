export const id = 3013;
export const ids = [3013,1076];
export const modules = {

/***/ 1644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ IMPLEMENTED_SPEC_VERSIONS),
/* harmony export */   Y: () => (/* binding */ contextPackSchema)
/* harmony export */ });
/** The spec versions this validator implements: 0.1 and its patch releases (before 1.0 only a minor bump breaks). */
const IMPLEMENTED_SPEC_VERSIONS = '"0.1" (or a patch release "0.1.N")';
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
        spec_version: { type: 'string', pattern: '^0\\.1(\\.(0|[1-9]\\d*))?$', description: 'SemVer string of the spec the pack follows: "0.1" (a patch release "0.1.N" is compatible)' },
        pack_id: { type: 'string', minLength: 1, description: 'Opaque ULID or UUID, unique per generation' },
        generated_at: { type: 'string', format: 'date-time', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', description: 'ISO-8601 UTC timestamp, written with "Z", e.g. "2026-04-24T14:22:03Z"' },
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
                    url: { type: 'string', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$', description: 'absolute http:// or https:// URL of the source' },
                    title: { type: 'string' },
                    kind: { type: 'string' },
                    published_at: { type: 'string', format: 'date-time' },
                    captured_at: { type: 'string', format: 'date-time' },
                },
            },
        },
    },
};


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


/***/ })

};
