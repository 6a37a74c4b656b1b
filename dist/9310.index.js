export const id = 9310;
export const ids = [9310,1076,4570];
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

/***/ 2189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkAgainstLock: () => (/* binding */ checkAgainstLock),
/* harmony export */   lockMismatch: () => (/* binding */ lockMismatch),
/* harmony export */   lockPathFor: () => (/* binding */ lockPathFor),
/* harmony export */   lockedContent: () => (/* binding */ lockedContent),
/* harmony export */   pinnedCommits: () => (/* binding */ pinnedCommits),
/* harmony export */   readLock: () => (/* binding */ readLock)
/* harmony export */ });
/* unused harmony exports buildLock, writeLock */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3008);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6153);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4130);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(299);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _copy_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3395);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(372);









/** `packs/<name>.lock.json` beside `packs/<name>.yaml`. */
function lockPathFor(packFile) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().join(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(packFile), `${node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(packFile).replace(/\.ya?ml$/, '')}.lock.json`);
}
/** Builds the lock for a resolution: each import's commit and a content hash per selected skill. */
async function buildLock(resolution) {
    const skills = [];
    for (const s of resolution.skills) {
        skills.push({ source: s.source, id: s.id, install_name: s.installName, sha256: await hashSkill(s.dir, { containRoot: s.containRoot, label: skillLabel(s), listings: s.listings }) });
    }
    return {
        version: 1,
        pack: resolution.pack.name,
        pack_sha256: sha256Hex(resolution.pack.bytes),
        imports: resolution.imports.map((i) => ({ repo: i.repo, ref: i.ref, commit: i.commit })),
        skills,
    };
}
async function writeLock(file, lock) {
    await writeFileAtomic(file, `${JSON.stringify(lock, null, 2)}\n`);
}
async function readLock(file, shown) {
    if (!(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .lstatOrNull */ .nd)(file)))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${shown}: no lock file (run sp lock first)`);
    const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_3__.parseJson)((await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileLimited */ .lB)(file, 64 * 1024 * 1024)).toString('utf8'));
    const v = parsed.value;
    if (parsed.error || !v || v.version !== 1 || typeof v.pack_sha256 !== 'string' || !Array.isArray(v.imports) || !Array.isArray(v.skills)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${shown}: not a valid pack lock file${parsed.error ? ` (${parsed.error.message})` : ''}`);
    }
    // A hand-edited or merged lock is read field by field later: a bad entry is named here, not
    // met as a TypeError in the middle of an install.
    const bad = (entry, why) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${shown}: not a valid pack lock file (${entry} ${why})`);
    for (const [n, i] of v.imports.entries()) {
        if (!(0,_core_record_js__WEBPACK_IMPORTED_MODULE_8__/* .isRecord */ .u)(i))
            throw bad(`imports[${n}]`, 'is not an object');
        if (typeof i.repo !== 'string')
            throw bad(`imports[${n}].repo`, 'must be a string');
        if (i.ref !== null && i.ref !== undefined && typeof i.ref !== 'string')
            throw bad(`imports[${n}].ref`, 'must be a string or null');
        if (typeof i.commit !== 'string' || !/^[0-9a-f]{40,64}$/.test(i.commit))
            throw bad(`imports[${n}].commit`, 'must be a full commit SHA');
    }
    for (const [n, sk] of v.skills.entries()) {
        if (!(0,_core_record_js__WEBPACK_IMPORTED_MODULE_8__/* .isRecord */ .u)(sk))
            throw bad(`skills[${n}]`, 'is not an object');
        for (const k of ['source', 'id', 'install_name'])
            if (typeof sk[k] !== 'string' || sk[k] === '')
                throw bad(`skills[${n}].${k}`, 'must be a non-empty string');
        if (typeof sk.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sk.sha256))
            throw bad(`skills[${n}].sha256`, 'must be 64 lowercase hex digits');
    }
    return v;
}
/** The import commits a lock pins, after checking the pack file is the one that was locked. */
function pinnedCommits(pack, lock, lockShown, packShown) {
    if ((0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)(pack.bytes) !== lock.pack_sha256)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IntegrityError */ .cs(`${packShown} has changed since ${lockShown} was written; run 'sp lock ${pack.name}' and commit the lock`);
    if (lock.imports.length !== pack.imports.length || lock.imports.some((i, n) => i.repo !== pack.imports[n].repo)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IntegrityError */ .cs(`${lockShown}: its imports do not match ${packShown}; run 'sp lock ${pack.name}'`);
    }
    return lock.imports.map((i) => i.commit);
}
/**
 * Checks a resolution selects exactly the locked skills, and gives each one's locked content
 * hash by install name: an install compares them with the hashes of its staged copies, so
 * what it installs is what was locked, even if a source changes meanwhile.
 */
function lockedContent(resolution, lock, lockShown) {
    const locked = new Map(lock.skills.map((s) => [s.install_name, s]));
    const now = new Set(resolution.skills.map((s) => s.installName));
    for (const s of lock.skills)
        if (!now.has(s.install_name))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IntegrityError */ .cs(`${lockShown}: locked skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_7__/* .describeSkill */ .ZY)(s)} is no longer selected`);
    const expected = new Map();
    for (const s of resolution.skills) {
        const l = locked.get(s.installName);
        if (!l)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IntegrityError */ .cs(`${lockShown}: skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_7__/* .describeSkill */ .ZY)(s)} is selected but not in the lock`);
        expected.set(s.installName, l.sha256);
    }
    return expected;
}
/** The error for a skill whose content is not what the lock says. */
function lockMismatch(skill, lockShown) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IntegrityError */ .cs(`${lockShown}: skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_7__/* .describeSkill */ .ZY)(skill)} does not match its locked content hash (edited since the lock was written?)`);
}
/** lockedContent, with each selected skill's sources hashed and compared (a dry run copies nothing to hash). */
async function checkAgainstLock(resolution, lock, lockShown) {
    const expected = lockedContent(resolution, lock, lockShown);
    for (const s of resolution.skills) {
        const hash = await (0,_copy_js__WEBPACK_IMPORTED_MODULE_6__/* .hashSkill */ .MC)(s.dir, { containRoot: s.containRoot, label: (0,_resolve_js__WEBPACK_IMPORTED_MODULE_7__/* .skillLabel */ ._i)(s), listings: s.listings });
        if (hash !== expected.get(s.installName))
            throw lockMismatch(s, lockShown);
    }
}


/***/ }),

/***/ 9310:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  validateSkill: () => (/* binding */ validateSkill),
  validateSkillPack: () => (/* binding */ validateSkillPack)
});

// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/yaml.ts
var yaml = __webpack_require__(1076);
// EXTERNAL MODULE: ./src/skillpack/discover.ts
var discover = __webpack_require__(6801);
// EXTERNAL MODULE: ./src/core/json.ts
var json = __webpack_require__(6153);
// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
;// CONCATENATED MODULE: ./src/skillpack/skill-load.ts







function scalarSource(node) {
    if (!(0,dist/* isScalar */.jn)(node) || typeof node.source !== 'string')
        return null;
    return { source: node.source, plain: node.type === 'PLAIN', tag: node.tag ? (0,yaml/* shortTag */.j)(node.tag) : null };
}
/** The value node at a path of mapping keys, as toJS names them (String of the key). */
function nodeAt(root, keys) {
    let node = root;
    for (const k of keys) {
        if (!(0,dist/* isMap */.jh)(node))
            return null;
        const pair = node.items.find((p) => (0,dist/* isPair */.tO)(p) && (0,dist/* isScalar */.jn)(p.key) && String(p.key.value ?? '') === k);
        if (!pair)
            return null;
        node = pair.value;
    }
    return node;
}
const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;
async function loadSkill(dir) {
    const file = external_node_path_default().join(dir, discover/* SKILL_FILE */.LF);
    const ctx = { dir, folderName: external_node_path_default().basename(dir), file, problem: null, frontmatter: null, locate: () => ({ line: 1 }), scalar: () => null, mapKeys: () => [] };
    let text;
    try {
        const decoded = (0,read/* decodeUtf8 */._6)(await (0,read/* readFileLimited */.lB)(file, 4 * 1024 * 1024));
        // A leading byte order mark is allowed (and dropped), but never hides bad bytes after it.
        if (decoded.badOffset !== null) {
            ctx.problem = `SKILL.md is ${decoded.problem}`;
            return ctx;
        }
        text = decoded.text;
    }
    catch (err) {
        // The line already names SKILL.md; its absolute path in the text (with a newline or ESC
        // from a folder name, raw) said it again. The reason alone, every control character escaped.
        const message = err.message;
        const reason = message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message;
        ctx.problem = `SKILL.md cannot be read: ${(0,show_name/* escapeControlCharacters */.F7)(reason)}`;
        return ctx;
    }
    const m = text.startsWith('---') ? FENCE.exec(text) : null;
    if (!m || m.index !== 0) {
        // Lines that end in a lone CR (old Mac style) hold no line the fence can match: say so,
        // rather than that the frontmatter is missing.
        ctx.problem = /^---[ \t]*\r(?!\n)/.test(text)
            ? 'SKILL.md ends its lines with a lone CR (old Mac style), so its frontmatter cannot be read: use LF (or CRLF) line endings'
            : 'SKILL.md has no YAML frontmatter (a first line "---", the keys, then a line "---")';
        return ctx;
    }
    const parsed = (0,yaml.parseYaml)(m[1]);
    if (parsed.error) {
        ctx.problem = `frontmatter is not valid YAML: ${parsed.error.message}`;
        ctx.problemAt = { line: (parsed.error.line ?? 1) + 1, column: parsed.error.column };
        return ctx;
    }
    if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
        ctx.problem = 'frontmatter must be a YAML mapping of keys';
        ctx.problemAt = { line: 2 };
        return ctx;
    }
    ctx.frontmatter = parsed.value;
    ctx.locate = (...keys) => {
        const at = (0,yaml.locatePointer)(parsed, (0,json.jsonPointer)(keys));
        return at ? { line: at.line + 1, column: at.column } : { line: 1 };
    };
    ctx.scalar = (...keys) => scalarSource(nodeAt(parsed.doc.contents, keys));
    ctx.mapKeys = (...keys) => {
        const map = nodeAt(parsed.doc.contents, keys);
        if (!(0,dist/* isMap */.jh)(map))
            return [];
        return map.items.map((p) => {
            const key = p.key;
            const start = key?.range?.[0];
            const pos = start === undefined ? undefined : parsed.lines.linePos(start);
            return {
                value: (0,dist/* isScalar */.jn)(key) ? key.value : key === null ? null : undefined,
                scalar: scalarSource(key),
                location: pos ? { line: pos.line + 1, column: pos.col } : ctx.locate(...keys),
            };
        });
    };
    return ctx;
}

// EXTERNAL MODULE: ./src/skillpack/packfile.ts + 2 modules
var packfile = __webpack_require__(8430);
// EXTERNAL MODULE: ./src/skillpack/home.ts
var home = __webpack_require__(4257);
// EXTERNAL MODULE: ./src/skillpack/lock.ts
var lock = __webpack_require__(2189);
// EXTERNAL MODULE: ./src/skillpack/remote.ts
var remote = __webpack_require__(6931);
;// CONCATENATED MODULE: ./src/skillpack/pack-load.ts








/** The commit each import is pinned to: a full SHA as its ref, else the lock's, if the lock is current. */
async function pinnedImportCommits(pack) {
    const fromRefs = pack.imports.map((imp) => ((0,remote/* isFullSha */.Wf)(imp.ref) ? imp.ref : null));
    if (fromRefs.every((c) => c !== null))
        return fromRefs;
    try {
        const lockFile = (0,lock.lockPathFor)(pack.file);
        const locked = (0,lock.pinnedCommits)(pack, await (0,lock.readLock)(lockFile, lockFile), lockFile, pack.file);
        return fromRefs.map((c, i) => c ?? locked[i]);
    }
    catch {
        // No lock, or one that no longer matches the pack: `sp install --locked` reports that.
        return fromRefs;
    }
}
/** The cached skills of each pinned import (see SkillPackContext.importSkills). */
async function cachedImports(pack, env) {
    if (pack.imports.length === 0)
        return [];
    const cacheDir = (0,home/* skillpackHome */.WI)(env).cacheDir;
    const commits = await pinnedImportCommits(pack);
    const base = (0,packfile/* packRepoRoot */.A3)(pack.file);
    return pack.imports.map((imp, i) => {
        const commit = commits[i];
        const tree = commit ? (0,remote/* cachedCheckout */.dV)(imp.repo, commit, cacheDir, base) : null;
        if (!commit || !tree)
            return null;
        try {
            return { commit, skills: (0,discover/* discoverSkills */.iY)(tree, { mode: 'remote', label: imp.repo }) };
        }
        catch {
            return null;
        }
    });
}
async function loadSkillPack(file, env = process.env) {
    const root = external_node_path_default().dirname(external_node_path_default().dirname(file));
    let parsed = { pack: null, problems: [], yaml: null };
    let readProblem = null;
    try {
        parsed = await (0,packfile/* parsePack */.Ll)(file, await (0,read/* readFileLimited */.lB)(file, 1024 * 1024));
    }
    catch (err) {
        // The report names the file already: say what is wrong with it, not its absolute path again.
        const message = err.message;
        readProblem = `cannot be read: ${message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message}`;
    }
    let localSkills = null;
    let skillsProblem = null;
    if (parsed.pack && parsed.pack.include.length > 0) {
        try {
            localSkills = (0,discover/* discoverSkills */.iY)(external_node_path_default().join(root, 'skills'), { mode: 'local', label: 'skills' });
        }
        catch (err) {
            skillsProblem = err.message;
        }
    }
    return {
        file,
        parsed,
        readProblem,
        root,
        localSkills,
        skillsProblem,
        importSkills: parsed.pack ? await cachedImports(parsed.pack, env) : [],
        locate: (pointer) => (parsed.yaml ? (0,yaml.locatePointer)(parsed.yaml, pointer) ?? {} : {}),
    };
}

// EXTERNAL MODULE: ./src/skillpack/rules/index.ts + 13 modules
var rules = __webpack_require__(3755);
;// CONCATENATED MODULE: ./src/skillpack/validate.ts




/** Validates one skill folder (with SKILL.md); diagnostics carry absolute file paths. */
async function validateSkill(dir, options = {}) {
    const ctx = await loadSkill(dir);
    const collector = new diagnostics/* DiagnosticCollector */.Pn((0,diagnostics/* metaMap */.m1)(rules.skillRules), options.rules);
    await (0,diagnostics/* runRules */.xG)(rules.skillRules, ctx, collector, ctx.file);
    return collector.diagnostics;
}
/** Validates one pack file (packs/<name>.yaml). */
async function validateSkillPack(file, options = {}) {
    const ctx = await loadSkillPack(file);
    const collector = new diagnostics/* DiagnosticCollector */.Pn((0,diagnostics/* metaMap */.m1)(rules.skillPackRules), options.rules);
    await (0,diagnostics/* runRules */.xG)(rules.skillPackRules, ctx, collector, file);
    return collector.diagnostics;
}


/***/ })

};
