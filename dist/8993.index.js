export const id = 8993;
export const ids = [8993];
export const modules = {

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
        // Hot for large layers: no allocation per entry unless it has a problem.
        const fields = Object.entries(item);
        for (let i = 0; i < arr.length; i++) {
            const entry = arr[i];
            if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
                problems.push({ pointer: `${at}/${field}/${i}`, message: `content.${name}.${field}[${i}] must be an object, not ${typeOf(entry)}` });
                continue;
            }
            let ok = true;
            for (let f = 0; f < fields.length && ok; f++)
                ok = fits(entry[fields[f][0]], fields[f][1]);
            if (ok)
                continue;
            const missing = fields.filter(([k, kind]) => !fits(entry[k], kind)).map(([k, kind]) => `${k} (${kind.replace('?', ' or null')})`);
            problems.push({ pointer: `${at}/${field}/${i}`, message: `content.${name}.${field}[${i}] is missing or mistypes ${missing.join(', ')}` });
        }
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
// EXTERNAL MODULE: ./src/core/json.ts
var json = __webpack_require__(6153);
// EXTERNAL MODULE: ./src/ctxpkg/integrity.ts
var integrity = __webpack_require__(3390);
// EXTERNAL MODULE: ./src/ctxpkg/rfc3339.ts
var rfc3339 = __webpack_require__(974);
;// CONCATENATED MODULE: ./src/ctxpkg/manifest.ts


const STATS_FIELDS = ['knowledge_facts', 'graph_nodes', 'graph_edges', 'pattern_count', 'gotcha_count', 'compression_ratio'];
/**
 * The fields LeanCTX reads into Rust integers (u32, u64, usize), as JSON pointers below
 * `/manifest`; `stats.compression_ratio` (f64) is the only float field.
 */
const INTEGER_FIELDS = ['/schema_version', '/integrity/byte_size', ...STATS_FIELDS.filter((k) => k !== 'compression_ratio').map((k) => `/stats/${k}`)];
/**
 * Why serde_json would not read `lexeme` into an unsigned integer field although JSON.parse
 * gives a whole number, or null. serde_json reads a number with a fraction or an exponent, `-0`,
 * and an integer past u64 as a float, and an integer field refuses any float: `1305.0` and
 * `1.305e3` are not 1305 to LeanCTX. Not whole or negative values are left to the value checks.
 */
function integerLexemeProblem(lexeme) {
    const n = Number(lexeme);
    if (!Number.isInteger(n) || n < 0)
        return null;
    const float = /[.eE]/.test(lexeme) || lexeme === '-0';
    const whole = float ? BigInt(n) : BigInt(lexeme);
    if (whole > format/* MAX_EXACT_INTEGER */.Mt)
        return `is ${lexeme}, past the largest integer LeanCTX reads (${format/* MAX_EXACT_INTEGER */.Mt})`;
    if (float)
        return `is written ${lexeme}, a float: LeanCTX reads this field as an integer and refuses a float (write ${whole})`;
    return null;
}
function typeOf(v) {
    return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}
/**
 * `numbers`: the manifest's number lexemes by JSON pointer (parseJson's `numberLexemes`); with
 * them, an integer field written as a float (`1305.0`) is a problem too.
 */
function checkManifest(value, numbers) {
    const problems = [];
    const add = (pointer, message) => problems.push({ pointer, message });
    if (typeOf(value) !== 'object') {
        add('', `manifest must be an object, not ${typeOf(value)}`);
        return problems;
    }
    const m = value;
    // A number as written (JSON.parse rounds an integer past 2^53 and makes 1e400 infinity).
    const spelled = (pointer, v) => (typeof v === 'number' ? numbers?.get(pointer) : undefined) ?? JSON.stringify(v);
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
        add('/schema_version', `manifest.schema_version must be 1 (or 2), not ${spelled('/schema_version', sv)}`);
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
        // Any whole number LeanCTX reads into its u64 (past 2^53 too: then byte_size mismatches).
        else if (typeof size !== 'number' || !Number.isInteger(size) || size <= 0)
            add('/integrity/byte_size', `manifest.integrity.byte_size must be a whole number above 0, not ${spelled('/integrity/byte_size', size)}`);
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
    for (const pointer of numbers ? INTEGER_FIELDS : []) {
        const lexeme = numbers.get(pointer);
        const p = lexeme === undefined ? null : integerLexemeProblem(lexeme);
        if (p)
            add(pointer, `/manifest${pointer} ${p}`);
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
        file, options, readError: null, bytes: null, encodingProblem: null, jsonError: null, document: undefined, compact: null, members: null,
        manifestValue: undefined, manifest: null, manifestNumbers: null, manifestProblems: [], content: undefined, canonical: null, signature: { status: 'none' }, locate: () => ({}),
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
        ctx.document = JSON.parse(bytes.toString('utf8'));
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
    ctx.compact = (0,json_text/* compactDocument */.zK)(bytes);
    ctx.members = ctx.compact.members;
    if (!ctx.members)
        return ctx;
    if (ctx.members.some((m) => m.key === 'manifest')) {
        // Parsed once with the whole document (a duplicate member is an error of its own).
        ctx.manifestValue = ctx.document.manifest;
        // LeanCTX reads the manifest into structs, where a repeated field is an error (JSON.parse
        // would quietly keep the last one), and an integer field refuses a float such as `1.0`
        // (JSON.parse makes it 1): both need the text, so one scan looks at both.
        const member = ctx.members.find((m) => m.key === 'manifest');
        const numbers = new Map();
        const repeated = (0,json.findJsonFault)(ctx.compact.compact.toString('utf8', member.valueStart, member.valueEnd), { uniqueKeys: true, numbers }).message;
        if (!repeated)
            ctx.manifestNumbers = numbers;
        ctx.manifestProblems = checkManifest(ctx.manifestValue, repeated ? undefined : numbers);
        if (repeated)
            ctx.manifestProblems.unshift({ pointer: '', message: `manifest has a ${repeated}: LeanCTX refuses a repeated field` });
        if (ctx.manifestProblems.length === 0)
            ctx.manifest = ctx.manifestValue;
    }
    if (ctx.members.some((m) => m.key === 'content')) {
        ctx.content = ctx.document.content;
        ctx.canonical = (0,integrity/* canonicalContent */.IU)(ctx.compact);
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
            // As written: JSON.parse rounds an integer past 2^53.
            const written = ctx.manifestNumbers?.get('/integrity/byte_size') ?? String(recorded);
            report(`byte_size mismatch: the manifest says ${written}, the canonical content is ${ctx.canonical.byteSize} bytes`, ctx.file, ctx.locate('/manifest/integrity/byte_size'));
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
            if (!Object.hasOwn(content, layer))
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
