export const id = 2625;
export const ids = [2625];
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

/***/ 357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SI: () => (/* binding */ signatureRequired),
/* harmony export */   Zt: () => (/* binding */ expectedPackageHash),
/* harmony export */   dL: () => (/* binding */ loadCtxpkgBytes),
/* harmony export */   m_: () => (/* binding */ loadCtxpkg)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2457);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9602);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6153);
/* harmony import */ var _integrity_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3390);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2804);
/* harmony import */ var _ed25519_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2572);










/**
 * Whether an unsigned package fails: asked for, or a signer is pinned (else removing the
 * signature would pass a check that names who must have signed).
 */
function signatureRequired(options) {
    return !!options.requireSignature || options.publicKey !== undefined;
}
async function loadCtxpkg(file, options = {}) {
    try {
        return loadCtxpkgBytes(file, await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readFileLimited */ .lB)(file, _format_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_PACKAGE_BYTES */ .qv), options);
    }
    catch (err) {
        const ctx = emptyContext(file, options);
        ctx.readError = err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PackwrightError */ .hk ? err.message.replace(`${file}: `, '') : (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file).replace(`${file}: `, '');
        return ctx;
    }
}
function emptyContext(file, options) {
    return {
        file, options, readError: null, bytes: null, encodingProblem: null, jsonError: null, serdeProblem: null, document: undefined, compact: null, members: null,
        manifestValue: undefined, manifest: null, manifestNumbers: null, manifestProblems: [], content: undefined, canonical: null, signature: { status: 'none' }, locate: () => ({}),
    };
}
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
/** Loads a package from its bytes (a file, or an envelope's payload). */
function loadCtxpkgBytes(file, bytes, options = {}) {
    const ctx = emptyContext(file, options);
    ctx.bytes = bytes;
    if (bytes.length > _format_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_PACKAGE_BYTES */ .qv) {
        ctx.readError = `${bytes.length} bytes is over the limit of ${_format_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_PACKAGE_BYTES */ .qv} bytes`;
        return ctx;
    }
    if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        ctx.encodingProblem = 'starts with a UTF-8 byte order mark (LeanCTX rejects it)';
    else if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        ctx.encodingProblem = `is ${(0,_core_read_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeUtf8 */ ._6)(bytes).problem ?? 'not valid UTF-8'}`;
    if (ctx.encodingProblem)
        return ctx;
    ctx.locate = (pointer) => (0,_json_text_js__WEBPACK_IMPORTED_MODULE_4__/* .lineColumnOfOffset */ .x$)(bytes, (0,_json_text_js__WEBPACK_IMPORTED_MODULE_4__/* .locatePointerOffset */ .Jt)(bytes, pointer));
    try {
        ctx.document = JSON.parse(bytes.toString('utf8'));
    }
    catch (err) {
        const message = err.message;
        const pos = /position (\d+)/.exec(message);
        const clean = message.replace(/\s*in JSON at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)$/, '');
        // V8 counts UTF-16 units; for the line and column we need a byte offset.
        const offset = pos ? Buffer.byteLength(utf8.decode(bytes).slice(0, Number(pos[1]))) : null;
        ctx.jsonError = offset === null ? { message: clean } : { message: clean, ...(0,_json_text_js__WEBPACK_IMPORTED_MODULE_4__/* .lineColumnOfOffset */ .x$)(bytes, offset) };
        return ctx;
    }
    ctx.compact = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_4__/* .compactDocument */ .zK)(bytes);
    const fault = ctx.compact.fault;
    if (fault)
        ctx.serdeProblem = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_4__/* .describeSerdeFault */ .nS)(bytes, fault);
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
        const repeated = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__.findJsonFault)(ctx.compact.compact.toString('utf8', member.valueStart, member.valueEnd), { uniqueKeys: true, numbers }).message;
        if (!repeated)
            ctx.manifestNumbers = numbers;
        ctx.manifestProblems = (0,_manifest_js__WEBPACK_IMPORTED_MODULE_8__/* .checkManifest */ .K7)(ctx.manifestValue, repeated ? undefined : numbers);
        if (repeated)
            ctx.manifestProblems.unshift({ pointer: '', message: `manifest has a ${repeated}: LeanCTX refuses a repeated field` });
        if (ctx.manifestProblems.length === 0)
            ctx.manifest = ctx.manifestValue;
    }
    if (ctx.members.some((m) => m.key === 'content')) {
        ctx.content = ctx.document.content;
        ctx.canonical = (0,_integrity_js__WEBPACK_IMPORTED_MODULE_7__/* .canonicalContent */ .IU)(ctx.compact);
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
    const pk = (0,_ed25519_js__WEBPACK_IMPORTED_MODULE_9__/* .decodeHex */ .EF)(sig.public_key, _ed25519_js__WEBPACK_IMPORTED_MODULE_9__/* .PUBLIC_KEY_BYTES */ .kf, { lowercaseOnly: true });
    if ('problem' in pk)
        return { status: 'invalid', publicKey: null, message: `signature.public_key is ${pk.problem}` };
    const value = (0,_ed25519_js__WEBPACK_IMPORTED_MODULE_9__/* .decodeHex */ .EF)(sig.value, _ed25519_js__WEBPACK_IMPORTED_MODULE_9__/* .SIGNATURE_BYTES */ .tM, { lowercaseOnly: true });
    if ('problem' in value)
        return { status: 'invalid', publicKey: sig.public_key, message: `signature.value is ${value.problem}` };
    if (options.publicKey !== undefined) {
        const want = Buffer.from(options.publicKey.toLowerCase(), 'hex');
        if (want.length !== _ed25519_js__WEBPACK_IMPORTED_MODULE_9__/* .PUBLIC_KEY_BYTES */ .kf || !(0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.timingSafeEqual)(want, pk.bytes))
            return { status: 'invalid', publicKey: sig.public_key, message: `signed with public key ${sig.public_key}, not the expected ${options.publicKey.toLowerCase()}` };
    }
    const message = (0,_integrity_js__WEBPACK_IMPORTED_MODULE_7__/* .signingMessage */ .Xm)(manifest.name, manifest.version, manifest.integrity.sha256);
    if (!(0,_ed25519_js__WEBPACK_IMPORTED_MODULE_9__/* .verifyEd25519 */ .I5)(pk.bytes, message, value.bytes))
        return { status: 'invalid', publicKey: sig.public_key, message: 'signature does not verify: the package was changed after signing, or signed with another key' };
    return { status: 'valid', publicKey: sig.public_key };
}
/** The expected `integrity.sha256` given the recomputed content hash. */
function expectedPackageHash(ctx) {
    if (!ctx.manifest || !ctx.canonical)
        return null;
    return (0,_integrity_js__WEBPACK_IMPORTED_MODULE_7__/* .packageHash */ .Hi)(ctx.manifest.name, ctx.manifest.version, ctx.canonical.contentHash);
}


/***/ }),

/***/ 2625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ctxpkgRules: () => (/* binding */ ctxpkgRules)
});

;// CONCATENATED MODULE: ./src/ctxpkg/rules/types.ts
const DOCS = 'https://github.com/packwright/packwright/blob/main/README.md#ctxpkg-rules';

;// CONCATENATED MODULE: ./src/ctxpkg/rules/ctxpkg-json.ts

const ctxpkgJson = {
    meta: { id: 'ctxpkg-json', severity: 'error', description: 'the file is readable, at most 10 MiB, UTF-8 without a BOM, one JSON object LeanCTX (serde_json) reads (no number past the double range, no lone surrogate escape, at most 127 levels of nesting) with exactly one manifest and one content member', docs: `${DOCS}` },
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
        // LeanCTX parses the whole document with serde_json first and stops at what it refuses.
        // A manifest number past the double range is named by ctxpkg-manifest already.
        const p = ctx.serdeProblem;
        if (p && !ctx.manifestProblems.some((m) => `/manifest${m.pointer}` === p.pointer))
            report(p.message, ctx.file, { line: p.line, column: p.column });
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

// EXTERNAL MODULE: ./src/ctxpkg/load.ts
var load = __webpack_require__(357);
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
        else if (ctx.signature.status === 'none' && (0,load/* signatureRequired */.SI)(ctx.options))
            report('the package is not signed (a signature is required)', ctx.file, ctx.locate('/manifest'));
    },
};

// EXTERNAL MODULE: ./src/core/json.ts
var json = __webpack_require__(6153);
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
        // JSON.parse kept the last copy of a repeated key, which is what every check here and
        // inspect's counts see; the hash covers both, a first-wins reader loads the other, and LeanCTX
        // refuses to load a package that repeats a field it reads into a struct (a layer, an entry).
        const repeat = ctx.canonical ? (0,json.findJsonFault)(ctx.canonical.canonical.toString('utf8'), { uniqueKeys: true }).message : null;
        if (repeat)
            report(`content has a ${repeat}: JSON readers differ on which copy counts, and LeanCTX will not load a layer or entry that repeats a field; keep one`, ctx.file, ctx.locate('/content'));
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

// EXTERNAL MODULE: ./src/ctxpkg/ed25519.ts
var ed25519 = __webpack_require__(2572);
;// CONCATENATED MODULE: ./src/ctxpkg/small-order.ts
/**
 * Whether an Ed25519 public key is a point of small order (order 1, 2, 4 or 8). For such a key
 * A, [k]A is the identity for every k a verifier computes, so the signature R = identity,
 * S = 0 verifies under it for any message: a package "signed" by it names no signer at all.
 * LeanCTX's verify (ed25519-dalek `verify`, not `verify_strict`) and Node's accept such keys,
 * so this is a warning beside the check, not a change to it.
 *
 * Decoded as ed25519-dalek decompresses (y taken mod p, the sign bit choosing x), then
 * multiplied by the cofactor 8 with the complete twisted Edwards addition law (a = -1): small
 * order exactly when the result is the identity (0, 1). BigInt arithmetic: three doublings.
 */
const P = 2n ** 255n - 19n;
function mod(a) {
    const r = a % P;
    return r < 0n ? r + P : r;
}
function pow(base, exp) {
    let result = 1n;
    let b = mod(base);
    for (let e = exp; e > 0n; e >>= 1n) {
        if (e & 1n)
            result = mod(result * b);
        b = mod(b * b);
    }
    return result;
}
const inv = (a) => pow(a, P - 2n);
const D = mod(-121665n * inv(121666n));
const SQRT_M1 = pow(2n, (P - 1n) / 4n);
function add(p, q) {
    const t = mod(D * p.x * q.x * p.y * q.y);
    return { x: mod((p.x * q.y + p.y * q.x) * inv(1n + t)), y: mod((p.y * q.y + p.x * q.x) * inv(1n - t)) };
}
/** The point a 32-byte encoding names, or null when it names none (then no signature verifies). */
function decode(bytes) {
    let y = 0n;
    for (let i = 31; i >= 0; i--)
        y = (y << 8n) | BigInt(i === 31 ? bytes[i] & 0x7f : bytes[i]);
    y = mod(y);
    const sign = (bytes[31] >> 7) & 1;
    const u = mod(y * y - 1n);
    const v = mod(D * y * y + 1n);
    const x2 = mod(u * inv(v));
    let x = pow(x2, (P + 3n) / 8n);
    if (mod(x * x - x2) !== 0n)
        x = mod(x * SQRT_M1);
    if (mod(x * x - x2) !== 0n)
        return null;
    if (Number(x & 1n) !== sign)
        x = mod(-x);
    return { x, y };
}
function isSmallOrderKey(publicKey) {
    if (publicKey.length !== 32)
        return false;
    const a = decode(publicKey);
    if (!a)
        return false;
    let p = a;
    for (let i = 0; i < 3; i++)
        p = add(p, p);
    return p.x === 0n && p.y === 1n;
}

;// CONCATENATED MODULE: ./src/ctxpkg/rules/ctxpkg-signer-key.ts



/**
 * A warning, not an error: LeanCTX accepts such a signature (see small-order.ts), and the
 * signature check stays byte-for-byte LeanCTX's. What it says: this "signature" proves nothing.
 */
const ctxpkgSignerKey = {
    meta: { id: 'ctxpkg-signer-key', severity: 'warning', description: 'the signing public key is not a point of small order, under which a signature verifies for any content', docs: `${DOCS}` },
    check(ctx, report) {
        if (!ctx.manifest || ctx.signature.status === 'none' || !ctx.signature.publicKey)
            return;
        const key = (0,ed25519/* decodeHex */.EF)(ctx.signature.publicKey, ed25519/* PUBLIC_KEY_BYTES */.kf);
        if ('bytes' in key && isSmallOrderKey(key.bytes)) {
            report(`signature.public_key ${ctx.signature.publicKey} is a point of small order: a signature under it verifies for any content, so it names no signer (LeanCTX accepts it; pin the signer with --public-key)`, ctx.file, ctx.locate('/manifest/signature'));
        }
    },
};

;// CONCATENATED MODULE: ./src/ctxpkg/rules/index.ts








/** The registry of .ctxpkg rules, in report order. */
const ctxpkgRules = [ctxpkgJson, ctxpkgManifest, ctxpkgContentHash, ctxpkgByteSize, ctxpkgPackageHash, ctxpkgSignature, ctxpkgSignerKey, ctxpkgLayer];


/***/ })

};
