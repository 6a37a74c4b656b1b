export const id = 6261;
export const ids = [6261,1076,5274,4570];
export const modules = {

/***/ 1649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ skillMetadataProblems),
/* harmony export */   KM: () => (/* binding */ skillLicenseProblem),
/* harmony export */   Oo: () => (/* binding */ skillNameFolderProblem),
/* harmony export */   XL: () => (/* binding */ suggestSkillName),
/* harmony export */   fd: () => (/* binding */ skillCompatibilityProblem),
/* harmony export */   rs: () => (/* binding */ skillDescriptionProblem),
/* harmony export */   s7: () => (/* binding */ skillAllowedToolsProblem),
/* harmony export */   w9: () => (/* binding */ skillNameProblem),
/* harmony export */   xn: () => (/* binding */ KNOWN_SKILL_KEYS)
/* harmony export */ });
/* unused harmony exports SKILL_NAME_MAX, SKILL_DESCRIPTION_MAX, SKILL_COMPATIBILITY_MAX, notAStringBecause */
/* harmony import */ var _show_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6296);
/**
 * The Agent Skills frontmatter limits (INTEROP.md §2), one copy for every SKILL.md packwright
 * reads: the skill rules and a capability pack's entry doc. Each check returns what is wrong
 * (to follow the key's name in a message) or null. `scalar`, when the caller has it, is how the
 * value was written (what YAML's reading loses), so a "not a string" message can show `1.0`.
 */

const SKILL_NAME_MAX = 64;
const SKILL_DESCRIPTION_MAX = 1024;
const SKILL_COMPATIBILITY_MAX = 500;
const KNOWN_SKILL_KEYS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];
/**
 * Why a frontmatter value that must be a string is not one, worded for the person who wrote it:
 * the text to follow "<key> must be a string". YAML reads unquoted `123`, `1.0`, `true` or
 * `null` as other types; `scalar` (how it was written) lets the message show `1.0`, which the
 * number 1 has lost.
 */
function notAStringBecause(value, scalar = null, what = 'value') {
    if (value === null)
        return `, but YAML read this ${what} as null (empty, ~ or null)`;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
        const read = `the ${typeof value === 'boolean' ? 'boolean' : 'number'} ${String(value)}`;
        if (scalar?.tag)
            return `, but YAML read this ${what} as ${read} (it is tagged ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(scalar.tag)}): remove the tag`;
        if (!scalar)
            return `, but YAML read this unquoted ${what} as ${read}: quote the ${what}`;
        if (!scalar.plain)
            return `, but YAML read this ${what} as ${read}`;
        const fix = `: quote it (${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(scalar.source)})`;
        return scalar.source === String(value) ? `, but YAML read this unquoted ${what} as ${read}${fix}` : `, but YAML read the unquoted ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(scalar.source)} as ${read}${fix}`;
    }
    if (Array.isArray(value))
        return ', not a YAML list (a value starting with "[" or "- " is one: quote it)';
    if (value instanceof Uint8Array)
        return ', but YAML read this value as binary data (it is tagged !!binary): write it as text';
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        return ', not a YAML mapping (a value starting with "{", or an unquoted one holding ": ", is one: quote it)';
    }
    if (value instanceof Set)
        return ', but YAML read this value as a set (it is tagged !!set): write it as text';
    if (value instanceof Map)
        return ', but YAML read this value as an ordered mapping (it is tagged !!omap or !!pairs): write it as text';
    return `, but YAML read this value as ${scalar?.tag ? `a ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(scalar.tag)} value` : `a ${typeof value}`}`;
}
/** `name`: 1–64 of a-z, 0-9 and "-", no leading, trailing or double "-". */
function skillNameProblem(name, scalar = null) {
    if (name === undefined)
        return 'is required and must be a non-empty string';
    if (typeof name !== 'string')
        return `must be a string${notAStringBecause(name, scalar)}`;
    if (name === '')
        return 'must not be empty';
    if (name.length > SKILL_NAME_MAX)
        return `is ${name.length} characters; at most ${SKILL_NAME_MAX}`;
    if (!/^[a-z0-9-]+$/.test(name))
        return 'may contain only lowercase letters a-z, digits and "-"';
    if (name.startsWith('-') || name.endsWith('-'))
        return 'must not start or end with "-"';
    if (name.includes('--'))
        return 'must not contain "--"';
    return null;
}
/** A name that follows skillNameProblem's rules, made from one that does not (`My Pack!` → `my-pack`), or null. */
function suggestSkillName(name) {
    const s = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, SKILL_NAME_MAX).replace(/-+$/, '');
    return s !== '' && s !== name ? s : null;
}
/** Which Unicode normalization form a string is in, for a message when only that differs. */
function normalizationForm(s) {
    if (s === s.normalize('NFC'))
        return 'NFC';
    if (s === s.normalize('NFD'))
        return 'NFD';
    return 'neither NFC nor NFD';
}
/**
 * Agent Skills: `name` equals the skill's folder name. What is wrong, to follow "name" in a
 * message, or null (also for a name that is not a non-empty string: skillNameProblem's to
 * report). `normalization` is set when the two print alike and differ only in Unicode
 * normalization (HFS+ stores names as NFD, and copies made from it keep that): the text then
 * says how to fix it.
 */
function skillNameFolderProblem(name, folder) {
    if (typeof name !== 'string' || name === '' || name === folder)
        return null;
    if (name.normalize('NFC') === folder.normalize('NFC')) {
        return { text: `${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(name)} and the folder name ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(folder)} differ only in Unicode normalization (the name is ${normalizationForm(name)}, the folder name ${normalizationForm(folder)}): write both the same way`, normalization: true };
    }
    return { text: `${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(name)} differs from the folder name ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(folder)}`, normalization: false };
}
/** `description`: a non-empty string of at most 1024 characters (code points). */
function skillDescriptionProblem(d, scalar = null) {
    if (d === undefined)
        return 'is required and must be a non-empty string';
    if (typeof d !== 'string')
        return `must be a string${notAStringBecause(d, scalar)}`;
    if (d.trim() === '')
        return 'must not be empty: say what the skill does and when to use it';
    const n = [...d].length;
    return n > SKILL_DESCRIPTION_MAX ? `is ${n} characters; at most ${SKILL_DESCRIPTION_MAX}` : null;
}
/** `compatibility`, when present: a non-empty string of at most 500 characters. */
function skillCompatibilityProblem(c, scalar = null) {
    if (typeof c !== 'string')
        return `must be a string${notAStringBecause(c, scalar)}`;
    if (c === '')
        return 'must be a non-empty string';
    const n = [...c].length;
    return n > SKILL_COMPATIBILITY_MAX ? `is ${n} characters; at most ${SKILL_COMPATIBILITY_MAX}` : null;
}
/**
 * `metadata`, when present: string keys to string values. Each problem's message follows
 * "metadata" (`keyIndex`: the entry of `keys` at fault) or "metadata.<key>" (`key`).
 * `keys` are the mapping's keys as written, when the caller has them; `scalar(key)` how a value was written.
 */
function skillMetadataProblems(m, asWritten = {}) {
    if (typeof m !== 'object' || m === null || Array.isArray(m))
        return [{ message: 'must be a mapping of string keys to string values' }];
    const problems = [];
    // The keys as written: YAML reads `1:` or `true:` as a number or a boolean, which the
    // mapping then holds as the string "1" or "true".
    (asWritten.keys ?? []).forEach((k, keyIndex) => {
        if (typeof k.value === 'string')
            return;
        if (k.value === undefined)
            problems.push({ keyIndex, message: 'keys must be strings, not a YAML list or mapping' });
        else
            problems.push({ keyIndex, message: `key ${k.scalar && k.scalar.source !== '' ? (0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(k.scalar.source) : String(k.value)} must be a string${notAStringBecause(k.value, k.scalar, 'key')}` });
    });
    for (const [key, v] of Object.entries(m)) {
        if (typeof v !== 'string')
            problems.push({ key, message: `must be a string${notAStringBecause(v, asWritten.scalar?.(key) ?? null)}` });
    }
    return problems;
}
/** `allowed-tools`, when present: one space-separated string. */
function skillAllowedToolsProblem(v, scalar = null) {
    if (Array.isArray(v))
        return 'must be a space-separated string, not a YAML list (write: allowed-tools: Read Grep)';
    if (typeof v !== 'string')
        return `must be a space-separated string${notAStringBecause(v, scalar)}`;
    if (v.trim() === '')
        return 'must be a non-empty space-separated string';
    return null;
}
/** `license`, when present: a string (a license name, or a license file in the skill). */
function skillLicenseProblem(v, scalar = null) {
    return typeof v === 'string' ? null : `must be a string (a license name such as MIT, or a license file in the skill)${notAStringBecause(v, scalar)}`;
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

/***/ 2626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ isFolderSync),
/* harmony export */   X: () => (/* binding */ makeDirs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * `mkdir -p` that always ends. Node 20's `mkdir(…, { recursive: true })` spins forever, at full
 * CPU, when a parent exists but refuses children with ENOENT (any path under /proc or /sys): it
 * retries the parent (EEXIST) and the child (ENOENT) in turn. Here the walk goes up once, to the
 * first folder that exists, then makes each missing folder once, top-down; an error is final.
 * A path that exists and is not a folder fails with ENOTDIR. Synchronous: a command makes a
 * folder or two, where a promise per mkdir would only wait on the thread pool.
 */
function makeDirs(dir) {
    const missing = [];
    for (let at = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir);; at = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at)) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(at);
            break;
        }
        catch (err) {
            const asked = missing.length === 0;
            if (foundExisting(err, at, asked, asked && isFolderSync(at)))
                break;
            missing.unshift(at);
        }
    }
    for (const d of missing) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(d);
        }
        catch (err) {
            if (codeOf(err) !== 'EEXIST')
                throw err;
        }
    }
}
const codeOf = (err) => err?.code;
/** Whether `p` is a folder (or a symlink to one). */
function isFolderSync(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).isDirectory();
    }
    catch {
        return false;
    }
}
/**
 * After mkdir of `at` failed: true when the walk stops there because it exists (the folder asked
 * for, as a folder; or a parent, whose child then fails with ENOTDIR if it is a file), false to
 * make its parent first (ENOENT); any other error is thrown.
 */
function foundExisting(err, at, asked, askedIsFolder) {
    const code = codeOf(err);
    if (code === 'EEXIST') {
        if (!asked || askedIsFolder)
            return true;
        throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${at}'`), { code: 'ENOTDIR', path: at });
    }
    if (code === 'ENOENT' && node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at) !== at)
        return false;
    throw err;
}


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
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6153);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4130);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(299);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _copy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3395);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(372);









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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: no lock file (run sp lock first)`);
    const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_7__.parseJson)((await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileLimited */ .lB)(file, 64 * 1024 * 1024)).toString('utf8'));
    const v = parsed.value;
    if (parsed.error || !v || v.version !== 1 || typeof v.pack_sha256 !== 'string' || !Array.isArray(v.imports) || !Array.isArray(v.skills)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: not a valid pack lock file${parsed.error ? ` (${parsed.error.message})` : ''}`);
    }
    // A hand-edited or merged lock is read field by field later: a bad entry is named here, not
    // met as a TypeError in the middle of an install.
    const bad = (entry, why) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: not a valid pack lock file (${entry} ${why})`);
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
    if ((0,_core_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)(pack.bytes) !== lock.pack_sha256)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${packShown} has changed since ${lockShown} was written; run 'sp lock ${pack.name}' and commit the lock`);
    if (lock.imports.length !== pack.imports.length || lock.imports.some((i, n) => i.repo !== pack.imports[n].repo)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: its imports do not match ${packShown}; run 'sp lock ${pack.name}'`);
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
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: locked skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSkill */ .ZY)(s)} is no longer selected`);
    const expected = new Map();
    for (const s of resolution.skills) {
        const l = locked.get(s.installName);
        if (!l)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSkill */ .ZY)(s)} is selected but not in the lock`);
        expected.set(s.installName, l.sha256);
    }
    return expected;
}
/** The error for a skill whose content is not what the lock says. */
function lockMismatch(skill, lockShown) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSkill */ .ZY)(skill)} does not match its locked content hash (edited since the lock was written?)`);
}
/** lockedContent, with each selected skill's sources hashed and compared (a dry run copies nothing to hash). */
async function checkAgainstLock(resolution, lock, lockShown) {
    const expected = lockedContent(resolution, lock, lockShown);
    for (const s of resolution.skills) {
        const hash = await (0,_copy_js__WEBPACK_IMPORTED_MODULE_5__/* .hashSkill */ .MC)(s.dir, { containRoot: s.containRoot, label: (0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .skillLabel */ ._i)(s), listings: s.listings });
        if (hash !== expected.get(s.installName))
            throw lockMismatch(s, lockShown);
    }
}


/***/ }),

/***/ 3755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  skillPackRules: () => (/* binding */ skillPackRules),
  skillRules: () => (/* binding */ skillRules)
});

// EXTERNAL MODULE: ./src/core/agent-skills.ts
var agent_skills = __webpack_require__(1649);
;// CONCATENATED MODULE: ./src/skillpack/rules/types.ts
const DOCS = 'https://github.com/packwright/packwright/blob/main/README.md#skill-and-skill-pack-rules';

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-frontmatter.ts


const skillFrontmatter = {
    meta: { id: 'skill-frontmatter', severity: 'error', description: 'SKILL.md is UTF-8 and starts with a YAML frontmatter mapping; license, when present, is a string (a license name, or a license file in the skill)', docs: DOCS },
    check(ctx, report) {
        if (ctx.problem)
            report(ctx.problem, ctx.file, ctx.problemAt ?? { line: 1 });
        // license has no rule of its own: the Agent Skills spec asks only that it be a string.
        if (ctx.frontmatter && 'license' in ctx.frontmatter) {
            const problem = (0,agent_skills/* skillLicenseProblem */.KM)(ctx.frontmatter.license, ctx.scalar('license'));
            if (problem)
                report(`license ${problem}`, ctx.file, ctx.locate('license'));
        }
    },
};

// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
;// CONCATENATED MODULE: ./src/skillpack/rules/skill-name.ts



const skillName = {
    meta: { id: 'skill-name', severity: 'error', description: 'name: 1–64 characters of a-z, 0-9 and "-", no leading, trailing or double "-"', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter)
            return;
        const name = ctx.frontmatter.name;
        const problem = (0,agent_skills/* skillNameProblem */.w9)(name, ctx.scalar('name'));
        if (problem)
            report(`name ${problem}${typeof name === 'string' ? ` (got ${(0,show_name/* quoteEscaped */.kd)(name)})` : ''}`, ctx.file, ctx.locate('name'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-name-folder.ts


const skillNameFolder = {
    meta: { id: 'skill-name-folder', severity: 'warning', description: 'name equals the skill folder\'s name (popular repositories break this; a warning by default)', docs: DOCS },
    check(ctx, report) {
        // Names that differ only in normalization print alike, so the problem says which form each is in (HFS+ stores NFD).
        const problem = (0,agent_skills/* skillNameFolderProblem */.Oo)(ctx.frontmatter?.name, ctx.folderName);
        if (problem)
            report(`name ${problem.text}`, ctx.file, ctx.locate('name'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-description.ts


const skillDescription = {
    meta: { id: 'skill-description', severity: 'error', description: 'description: a non-empty string of at most 1024 characters', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter)
            return;
        const problem = (0,agent_skills/* skillDescriptionProblem */.rs)(ctx.frontmatter.description, ctx.scalar('description'));
        if (problem)
            report(`description ${problem}`, ctx.file, ctx.locate('description'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-unknown-key.ts



const skillUnknownKey = {
    meta: { id: 'skill-unknown-key', severity: 'warning', description: 'frontmatter keys outside the Agent Skills spec (e.g. Claude Code\'s model, hooks, context)', docs: DOCS },
    check(ctx, report) {
        for (const key of Object.keys(ctx.frontmatter ?? {})) {
            if (!agent_skills/* KNOWN_SKILL_KEYS */.xn.includes(key))
                report(`unknown frontmatter key ${(0,show_name/* quoteEscaped */.kd)(key)} (the Agent Skills spec knows ${agent_skills/* KNOWN_SKILL_KEYS */.xn.join(', ')})`, ctx.file, ctx.locate(key));
        }
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-compatibility.ts


const skillCompatibility = {
    meta: { id: 'skill-compatibility', severity: 'error', description: 'compatibility, when present, is a string of at most 500 characters', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter || !('compatibility' in ctx.frontmatter))
            return;
        const problem = (0,agent_skills/* skillCompatibilityProblem */.fd)(ctx.frontmatter.compatibility, ctx.scalar('compatibility'));
        if (problem)
            report(`compatibility ${problem}`, ctx.file, ctx.locate('compatibility'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-metadata.ts



const skillMetadata = {
    meta: { id: 'skill-metadata', severity: 'error', description: 'metadata, when present, maps string keys to string values', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter || !('metadata' in ctx.frontmatter))
            return;
        const keys = ctx.mapKeys('metadata');
        for (const p of (0,agent_skills/* skillMetadataProblems */.$2)(ctx.frontmatter.metadata, { keys, scalar: (k) => ctx.scalar('metadata', k) })) {
            // A key with a control character or a quote comes quoted and escaped.
            if (p.keyIndex !== undefined)
                report(`metadata ${p.message}`, ctx.file, keys[p.keyIndex].location);
            else if (p.key !== undefined)
                report(`metadata.${(0,show_name/* showPath */.P8)(p.key)} ${p.message}`, ctx.file, ctx.locate('metadata', p.key));
            else
                report(`metadata ${p.message}`, ctx.file, ctx.locate('metadata'));
        }
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-allowed-tools.ts


const skillAllowedTools = {
    meta: { id: 'skill-allowed-tools', severity: 'error', description: 'allowed-tools, when present, is one space-separated string', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter || !('allowed-tools' in ctx.frontmatter))
            return;
        const problem = (0,agent_skills/* skillAllowedToolsProblem */.s7)(ctx.frontmatter['allowed-tools'], ctx.scalar('allowed-tools'));
        if (problem)
            report(`allowed-tools ${problem}`, ctx.file, ctx.locate('allowed-tools'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/pack-schema.ts

const packSchema = {
    meta: { id: 'pack-schema', severity: 'error', description: 'the pack file is YAML following schemas/skill-pack.schema.json', docs: DOCS },
    check(ctx, report) {
        if (ctx.readProblem)
            report(ctx.readProblem, ctx.file);
        for (const p of ctx.parsed.problems)
            report(p.message, ctx.file, { line: p.line, column: p.column });
    },
};

// EXTERNAL MODULE: ./src/skillpack/pattern.ts
var pattern = __webpack_require__(1218);
// EXTERNAL MODULE: ./src/skillpack/discover.ts
var discover = __webpack_require__(6801);
;// CONCATENATED MODULE: ./src/skillpack/rules/pack-include-empty.ts



/**
 * Local includes always; an import's includes when its pinned commit is in sp's cache
 * (validate never fetches: see SkillPackContext.importSkills).
 */
const packIncludeEmpty = {
    meta: { id: 'pack-include-empty', severity: 'error', description: 'every include pattern matches at least one skill (sp fails fast on one that does not): local ones under skills/, and an import\'s once sp has its pinned commit in its cache', docs: DOCS },
    check(ctx, report) {
        const pack = ctx.parsed.pack;
        if (!pack)
            return;
        if (pack.include.length > 0) {
            if (ctx.skillsProblem) {
                report(`local include needs skills/: ${ctx.skillsProblem}`, ctx.file, ctx.locate('/include'));
            }
            else {
                const ids = (ctx.localSkills ?? []).map((s) => s.id);
                for (const [i, p] of pack.include.entries()) {
                    const m = (0,pattern/* compilePattern */.E)(p);
                    if (!ids.some((id) => m.matches(id)))
                        report(`include ${(0,discover/* quoteName */.AB)(p)} matches no skill under skills/`, ctx.file, ctx.locate(`/include/${i}`));
                }
            }
        }
        for (const [i, imp] of pack.imports.entries()) {
            const cached = ctx.importSkills[i];
            if (!cached)
                continue;
            const ids = cached.skills.map((s) => s.id);
            for (const [k, p] of imp.include.entries()) {
                const m = (0,pattern/* compilePattern */.E)(p);
                if (!ids.some((id) => m.matches(id)))
                    report(`imports[${i}] include ${(0,discover/* quoteName */.AB)(p)} matches no skill of ${imp.repo} at ${cached.commit.slice(0, 12)}`, ctx.file, ctx.locate(`/imports/${i}/include/${k}`));
            }
        }
    },
};

// EXTERNAL MODULE: ./src/skillpack/resolve.ts
var resolve = __webpack_require__(372);
;// CONCATENATED MODULE: ./src/skillpack/rules/pack-collision.ts



const packCollision = {
    meta: { id: 'pack-collision', severity: 'error', description: 'no two selected skills install under the same folder name, and every name is a usable folder name: local skills, and an import\'s once sp has its pinned commit in its cache', docs: DOCS },
    check(ctx, report) {
        const pack = ctx.parsed.pack;
        if (!pack)
            return;
        // The union resolvePack builds: each source's own selection, then the pack-level exclude.
        const chosen = [];
        if (ctx.localSkills)
            for (const id of (0,resolve/* selectIds */.hs)(ctx.localSkills.map((s) => s.id), pack.include, pack.exclude))
                chosen.push({ id, from: (0,resolve/* describeSkill */.ZY)({ source: 'local', id }) });
        for (const [i, imp] of pack.imports.entries()) {
            const cached = ctx.importSkills[i];
            if (!cached)
                continue;
            const ids = (0,resolve/* selectIds */.hs)(cached.skills.map((s) => s.id), imp.include, imp.exclude);
            for (const id of (0,resolve/* selectIds */.hs)(ids, null, pack.exclude))
                chosen.push({ id, from: (0,resolve/* describeSkill */.ZY)({ source: imp.repo, id }) });
        }
        const byName = new Map();
        // As resolvePack: names that differ only in case or normalisation are one folder on macOS and Windows.
        const byFolded = new Map();
        for (const { id, from } of chosen) {
            const name = (0,resolve/* installName */.tb)(id, pack.install);
            const problem = (0,resolve/* installNameProblem */.yn)(name);
            if (problem)
                report(`skill ${from} installs as ${(0,discover/* quoteName */.AB)(name)}, which ${problem}`, ctx.file, ctx.locate('/install'));
            const other = byName.get(name);
            if (other)
                report(`skills ${other} and ${from} would both install as ${(0,discover/* quoteName */.AB)(name)}${pack.install.flatten ? ' (install.flatten keeps only the last segment)' : ''}`, ctx.file, ctx.locate(pack.install.flatten ? '/install/flatten' : '/include'));
            else {
                byName.set(name, from);
                const alike = byFolded.get((0,resolve/* foldName */.zN)(name));
                if (alike)
                    report(`skills ${alike.from} and ${from} install as ${(0,discover/* quoteName */.AB)(alike.name)} and ${(0,discover/* quoteName */.AB)(name)}, which differ only in case or Unicode normalisation: one folder on macOS and Windows (rename one)`, ctx.file, ctx.locate('/include'));
                else
                    byFolded.set((0,resolve/* foldName */.zN)(name), { name, from });
            }
        }
    },
};

// EXTERNAL MODULE: ./src/skillpack/remote.ts
var remote = __webpack_require__(6931);
// EXTERNAL MODULE: ./src/skillpack/packfile.ts + 2 modules
var packfile = __webpack_require__(8430);
;// CONCATENATED MODULE: ./src/skillpack/rules/pack-import.ts




/**
 * What git accepts as a remote, the github.com shorthand, or a folder: absolute, or relative
 * (`./x`, `../x`) to the pack's repository, as sp resolves it (remote.ts importUrl). A control
 * character never gets here: the schema's REPO_PATTERN and REF_PATTERN refuse it, and a pack
 * that fails the schema has no imports to check.
 */
function repoProblem(repo, file) {
    if (/^github\.com\//.test(repo))
        return /^github\.com\/[^/\s]+\/[^/\s]+\/?$/.test(repo) ? null : 'the shorthand is github.com/<org>/<repo>';
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(repo))
        return /^(https?|ssh|git|file):\/\//i.test(repo) ? null : `unsupported URL scheme ${(0,discover/* quoteName */.AB)(repo.split(':')[0])}`;
    if (/^[^/\s:]+@[^/\s:]+:/.test(repo))
        return null;
    if (repo.startsWith('/'))
        return null;
    if ((0,remote/* isRelativeRepo */.BM)(repo)) {
        return (0,packfile/* packRepoRoot */.A3)(file) === null ? 'a relative repo is resolved against the pack\'s repository, the folder holding its packs/ folder, and this pack file is not in a packs/ folder' : null;
    }
    return 'not a git URL (https://…, ssh://…, git@host:path, file://…), github.com/<org>/<repo>, or a folder (absolute, or ./ or ../ relative to the pack\'s repository)';
}
const packImport = {
    meta: { id: 'pack-import', severity: 'error', description: 'each import names a fetchable repository (a relative one, ./ or ../, from the folder holding packs/) and a ref git can fetch (a branch, a tag or a full commit SHA); neither holds a control character', docs: DOCS },
    check(ctx, report) {
        for (const [i, imp] of (ctx.parsed.pack?.imports ?? []).entries()) {
            const problem = repoProblem(imp.repo, ctx.file);
            if (problem)
                report(`imports[${i}].repo ${(0,discover/* quoteName */.AB)(imp.repo)}: ${problem}`, ctx.file, ctx.locate(`/imports/${i}/repo`));
            if (imp.ref !== null && /^[0-9a-f]{7,39}$/.test(imp.ref)) {
                report(`imports[${i}].ref ${(0,discover/* quoteName */.AB)(imp.ref)} looks like an abbreviated commit SHA, which git cannot fetch: write the full 40-character SHA`, ctx.file, ctx.locate(`/imports/${i}/ref`));
            }
        }
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/index.ts












/** The registry of skill rules (INTEROP.md §2, the Agent Skills spec), in report order. */
const skillRules = [skillFrontmatter, skillName, skillNameFolder, skillDescription, skillUnknownKey, skillCompatibility, skillMetadata, skillAllowedTools];
/** The registry of pack file rules (specs/skillpacks-v0.md §3, §9). */
const skillPackRules = [packSchema, packIncludeEmpty, packCollision, packImport];


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
        ctx.problem = err.message;
        return ctx;
    }
    const m = text.startsWith('---') ? FENCE.exec(text) : null;
    if (!m || m.index !== 0) {
        ctx.problem = 'SKILL.md has no YAML frontmatter (a first line "---", the keys, then a line "---")';
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
        readProblem = err.message;
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
