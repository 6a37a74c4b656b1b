export const id = 343;
export const ids = [343,76];
export const modules = {

/***/ 6343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  meta: () => (/* binding */ meta),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/skillpack/packfile.ts + 1 modules
var packfile = __webpack_require__(4831);
// EXTERNAL MODULE: ./src/skillpack/state.ts
var state = __webpack_require__(2981);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/skillpack/copy.ts
var copy = __webpack_require__(3395);
;// CONCATENATED MODULE: ./src/skillpack/verify.ts



/** Compares each installed folder with the hashes recorded when it was copied. */
async function verifyInstall(record) {
    const drift = [];
    for (const p of [...record.installed_paths].sort(diagnostics/* compareBytes */.Xo)) {
        const recorded = record.files[p] ?? {};
        const st = await (0,read/* lstatOrNull */.nd)(p);
        if (!st || !st.isDirectory()) {
            drift.push({ path: p, missingFolder: true, modified: [], missing: Object.keys(recorded), extra: [] });
            continue;
        }
        const scan = await (0,copy/* scanInstalled */.Gn)(p);
        const d = { path: p, missingFolder: false, modified: [], missing: [], extra: [...scan.foreign] };
        for (const [rel, sha] of Object.entries(recorded)) {
            if (!(rel in scan.files))
                d.missing.push(rel);
            else if (scan.files[rel] !== sha)
                d.modified.push(rel);
        }
        for (const rel of Object.keys(scan.files))
            if (!(rel in recorded))
                d.extra.push(rel);
        d.extra.sort(diagnostics/* compareBytes */.Xo);
        if (d.modified.length || d.missing.length || d.extra.length)
            drift.push(d);
    }
    return drift;
}

// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
// EXTERNAL MODULE: ./src/cli/sp/shared.ts
var shared = __webpack_require__(6655);
;// CONCATENATED MODULE: ./src/cli/sp/commands/verify.ts






const meta = {
    name: 'verify',
    summary: 'Compare a pack\'s installed folders with the hashes recorded when sp copied them: list modified, missing and extra files (exit 1 on any drift).',
    positionals: 'PACK (the pack name, or its pack file)',
    minPositionals: 1,
    maxPositionals: 1,
    options: { ...shared/* SINK_OPTIONS */.nQ, ...shared/* ROOT_OPTIONS */.WW, ...shared/* JSON_OPTION */.rj },
};
async function run(ctx) {
    const sp = (0,shared/* home */.iR)(ctx);
    const { sinkPath } = await (0,shared/* sinkFor */.zF)(ctx, sp);
    const arg = ctx.positionals[0];
    const name = arg.includes('/') || /\.ya?ml$/.test(arg) ? (await (0,packfile.loadPack)(await (0,packfile.findPackFile)(arg, (0,shared/* findRoot */.wg)(ctx), ctx.cwd), ctx.cwd)).name : arg;
    const record = (0,state/* findRecord */.Tq)(await (0,state/* loadState */.C7)(sp.stateFile), sinkPath, name);
    if (!record)
        throw new errors/* InvalidInputError */.oC(`pack '${name}' is not installed in ${sinkPath} (see sp installed)`);
    const drift = await verifyInstall(record);
    if (ctx.values.json) {
        (0,shared/* writeJson */.GF)(ctx, { pack: name, sink_path: sinkPath, ok: drift.length === 0, drift: drift.map((d) => ({ path: d.path, missing_folder: d.missingFolder, modified: d.modified, missing: d.missing, extra: d.extra })) });
        return drift.length ? types/* EXIT_FINDINGS */.cB : types/* EXIT_OK */.Ij;
    }
    if (drift.length === 0) {
        ctx.stdout.write(`pack ${name} in ${sinkPath}: ${record.installed_paths.length} folder${record.installed_paths.length === 1 ? '' : 's'} match what was installed\n`);
        return types/* EXIT_OK */.Ij;
    }
    const lines = [];
    for (const d of drift) {
        if (d.missingFolder) {
            lines.push(`${d.path}: folder missing`);
            continue;
        }
        for (const f of d.modified)
            lines.push(`${d.path}/${f}: modified`);
        for (const f of d.missing)
            lines.push(`${d.path}/${f}: missing`);
        for (const f of d.extra)
            lines.push(`${d.path}/${f}: extra`);
    }
    lines.push(`pack ${name} in ${sinkPath}: ${drift.length} of ${record.installed_paths.length} folder${record.installed_paths.length === 1 ? '' : 's'} changed since install`);
    ctx.stdout.write(`${lines.join('\n')}\n`);
    return types/* EXIT_FINDINGS */.cB;
}


/***/ }),

/***/ 299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ sha256File),
/* harmony export */   f: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);


function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
const CHUNK = 1 << 20;
/**
 * SHA-256 of a file, read in 1 MiB chunks into one reused buffer: constant memory whatever
 * the size, and faster than a stream (no per-chunk allocation).
 */
async function sha256File(file) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, 'r');
    try {
        const buf = Buffer.allocUnsafe(CHUNK);
        for (;;) {
            const { bytesRead } = await fh.read(buf, 0, CHUNK, null);
            if (bytesRead === 0)
                break;
            hash.update(bytesRead === CHUNK ? buf : buf.subarray(0, bytesRead));
        }
    }
    finally {
        await fh.close();
    }
    return hash.digest('hex');
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

/***/ 3395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gn: () => (/* binding */ scanInstalled),
/* harmony export */   MC: () => (/* binding */ hashSkill),
/* harmony export */   NE: () => (/* binding */ copySkill)
/* harmony export */ });
/* unused harmony exports planSkill, sortKeys, contentHash */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(299);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7135);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6107);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);








/** Files larger than this are copied by the kernel and hashed in a second read, not held in memory. */
const IN_MEMORY_LIMIT = 8 * 1024 * 1024;
const CONCURRENCY = 8;
async function pool(items, limit, fn) {
    let next = 0;
    const worker = async () => {
        while (next < items.length)
            await fn(items[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
/**
 * Lists what a skill folder holds with symlinks dereferenced (§5). With `containRoot`, every
 * symlink must resolve inside it (a remote repository cannot pull in the host's files). Loops,
 * dangling links, FIFOs and devices are errors naming the path.
 */
async function planSkill(src, options) {
    const plan = { dirs: [], files: [] };
    const realContain = options.containRoot ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(options.containRoot) : null;
    const walk = async (dir, rel, chain) => {
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(dir, { withFileTypes: true });
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, `${options.label}/${rel}`));
        }
        for (const e of entries) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, e.name);
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
                const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(full);
                if (realContain && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(realContain, real))
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: symlink leads out of the repository`);
                if (st.isDirectory()) {
                    if (chain.some((c) => (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(real, c)))
                        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: symlink loop (leads back to a folder above it)`);
                    plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
                    await walk(full, childRel, [...chain, real]);
                    continue;
                }
            }
            else if (e.isDirectory()) {
                st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full);
                plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
                await walk(full, childRel, [...chain, node_path__WEBPACK_IMPORTED_MODULE_2___default().join(chain[chain.length - 1], e.name)]);
                continue;
            }
            else {
                st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full);
            }
            if (!st.isFile())
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: not a regular file, folder or symlink (FIFO, socket or device)`);
            plan.files.push({ rel: childRel, src: full, mode: st.mode & 0o777, size: st.size });
        }
    };
    let realSrc;
    try {
        realSrc = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(src);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, options.label));
    }
    if (realContain && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(realContain, realSrc))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${options.label}: skill folder leads out of the repository`);
    await walk(src, '', [realSrc]);
    return plan;
}
/** Hashes a skill folder as copySkill would copy it, without copying (for `sp lock`). */
async function hashSkill(src, options) {
    const plan = await planSkill(src, options);
    const files = {};
    await pool(plan.files, CONCURRENCY, async (f) => {
        files[f.rel] = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q)(f.src);
    });
    return contentHash(files, plan.files.filter((f) => f.mode & 0o111).map((f) => f.rel));
}
/**
 * Copies a skill folder (see planSkill) with file modes kept, hashing each file as it is
 * written: one read and one write per file, like `cp`.
 */
async function copySkill(src, dest, options) {
    const plan = await planSkill(src, options);
    const rootMode = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(src).mode & 0o777;
    // Synchronous on purpose: for many small files the sync calls beat the promise API's
    // open/stat/read/close round trips through the thread pool (a CLI has nothing else to run).
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dest, { mode: rootMode | 0o700 });
    for (const d of plan.dirs)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dest, ...d.rel.split('/')), { mode: d.mode | 0o700 });
    const umask = process.umask();
    const files = {};
    let bytes = 0;
    for (const f of plan.files) {
        const to = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dest, ...f.rel.split('/'));
        try {
            if (f.size > IN_MEMORY_LIMIT) {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.copyFileSync)(f.src, to);
                files[f.rel] = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q)(to);
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(to, f.mode);
            }
            else {
                const data = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(f.src);
                files[f.rel] = (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash)('sha256').update(data).digest('hex');
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(to, data, { mode: f.mode });
                if ((f.mode & ~umask) !== f.mode)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(to, f.mode);
            }
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, `${options.label}/${f.rel}`));
        }
        bytes += f.size;
    }
    // Folder modes last: a read-only folder must be filled before it becomes read-only.
    for (const d of [...plan.dirs].reverse())
        if ((d.mode | 0o700) !== d.mode || (d.mode & ~umask) !== d.mode)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dest, ...d.rel.split('/')), d.mode);
    if ((rootMode | 0o700) !== rootMode || (rootMode & ~umask) !== rootMode)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(dest, rootMode);
    return { files: sortKeys(files), executables: plan.files.filter((f) => f.mode & 0o111).map((f) => f.rel).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .compareBytes */ .Xo), bytes };
}
function sortKeys(o) {
    return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .compareBytes */ .Xo)(a, b)));
}
/**
 * One hash for a skill's content: SHA-256 over `<x|-> <sha256> <path>\n` lines in byte order.
 * Same files, same bytes, same executable bits → same hash, whatever the folder is called.
 */
function contentHash(files, executables) {
    const exec = new Set(executables);
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash)('sha256');
    for (const rel of Object.keys(files).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .compareBytes */ .Xo))
        h.update(`${exec.has(rel) ? 'x' : '-'} ${files[rel]} ${rel}\n`);
    return h.digest('hex');
}
/** Hashes an installed folder without following symlinks (a symlink in the sink is never ours). */
async function scanInstalled(dir) {
    const files = {};
    const foreign = [];
    const walk = async (d, rel) => {
        for (const e of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(d, { withFileTypes: true })) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(d, e.name);
            if (e.isDirectory())
                await walk(full, childRel);
            else if (e.isFile())
                files[childRel] = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q)(full);
            else
                foreign.push(childRel);
        }
    };
    await walk(dir, '');
    return { files: sortKeys(files), foreign: foreign.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .compareBytes */ .Xo) };
}


/***/ }),

/***/ 4831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  findPackFile: () => (/* binding */ findPackFile),
  xh: () => (/* binding */ listPackFiles),
  loadPack: () => (/* binding */ loadPack),
  Ll: () => (/* binding */ parsePack)
});

// UNUSED EXPORTS: PACK_EXTENSIONS

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/yaml.ts
var core_yaml = __webpack_require__(1076);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
;// CONCATENATED MODULE: ./src/skillpack/schema.ts
/**
 * The JSON Schema for pack files (`packs/<name>.yaml`, specs/skillpacks-v0.md §3), published as
 * schemas/skill-pack.schema.json (a test keeps the two equal). Unknown keys are refused: a
 * misspelt `includes:` would otherwise select nothing without a word.
 */
const patternList = {
    type: 'array',
    items: { type: 'string', minLength: 1, description: 'a skill-id pattern: only * and ** are wildcards, anchored, case-sensitive' },
};
/** A path segment piece: no `/`, no NUL (prefix and sep become part of a folder name). */
const SEGMENT_PIECE = '^[^/\\u0000]*$';
const skillPackSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://packwright.dev/schemas/skill-pack.schema.json',
    title: 'Skill pack file (packs/<name>.yaml), skillpacks spec v0',
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    anyOf: [
        { required: ['include'], properties: { include: { minItems: 1 } } },
        { required: ['imports'], properties: { imports: { minItems: 1 } } },
    ],
    properties: {
        name: { type: 'string', minLength: 1, pattern: SEGMENT_PIECE, description: 'the pack name (state key and default install prefix)' },
        include: { ...patternList, description: 'patterns selecting local skills (ids relative to skills/)' },
        exclude: { ...patternList, description: 'patterns removed from the final selection' },
        imports: {
            type: 'array',
            items: {
                type: 'object',
                required: ['repo', 'include'],
                additionalProperties: false,
                properties: {
                    repo: { type: 'string', minLength: 1, pattern: '^[^-\\s]', description: 'a git URL, or github.com/<org>/<repo>' },
                    ref: { type: 'string', minLength: 1, pattern: '^[^-\\s][^\\s]*$', description: 'a branch, a tag or a full commit SHA; default: the remote default branch' },
                    include: { ...patternList, minItems: 1, description: 'patterns over the repository\'s canonical skill ids' },
                    exclude: { ...patternList, description: 'patterns removed from this import' },
                },
            },
        },
        install: {
            type: 'object',
            additionalProperties: false,
            properties: {
                prefix: { type: 'string', pattern: SEGMENT_PIECE, description: 'default: the pack name' },
                sep: { type: 'string', minLength: 1, pattern: SEGMENT_PIECE, description: 'default: "__"' },
                flatten: { type: 'boolean', description: 'install under the leaf folder name only; default false' },
            },
        },
    },
};

;// CONCATENATED MODULE: ./src/skillpack/packfile.ts









const MAX_PACK_BYTES = 1024 * 1024;
let compiled = null;
function validator() {
    compiled ??= new ajv.Ajv({ allErrors: true, strict: false }).compile(skillPackSchema);
    return compiled;
}
function describe(e) {
    const at = e.instancePath || '/';
    switch (e.keyword) {
        case 'required':
            return { pointer: e.instancePath, message: `${at}: missing required key "${e.params.missingProperty}"` };
        case 'additionalProperties':
            return { pointer: e.instancePath, message: `${at}: unknown key "${e.params.additionalProperty}"` };
        case 'anyOf':
            return { pointer: '', message: '/: a pack needs a non-empty "include" or at least one "imports" entry' };
        case 'pattern':
            if (/\/(prefix|sep|name)$/.test(e.instancePath))
                return { pointer: e.instancePath, message: `${at}: must not contain "/"` };
            return { pointer: e.instancePath, message: `${at}: must not start with "-" or contain whitespace` };
        default:
            return { pointer: e.instancePath, message: `${at}: ${e.message}` };
    }
}
/** Parses pack file bytes; schema problems come back located, never thrown. */
function parsePack(file, bytes) {
    const decoded = (0,read/* decodeUtf8 */._6)(bytes);
    if (decoded.problem && !decoded.hasBom)
        return { pack: null, problems: [{ message: decoded.problem }], yaml: null };
    const yaml = (0,core_yaml.parseYaml)(decoded.text);
    if (yaml.error)
        return { pack: null, problems: [{ message: `invalid YAML: ${yaml.error.message}`, line: yaml.error.line, column: yaml.error.column }], yaml };
    const v = validator();
    if (!v(yaml.value)) {
        const problems = [];
        const seen = new Set();
        for (const e of v.errors ?? []) {
            // anyOf's branches report their own required/minItems errors; the anyOf line says it once.
            if (e.schemaPath.startsWith('#/anyOf/'))
                continue;
            const d = describe(e);
            if (!d || seen.has(d.message))
                continue;
            seen.add(d.message);
            problems.push({ message: d.message, ...(0,core_yaml/* locatePointer */.A)(yaml, d.pointer) });
        }
        return { pack: null, problems, yaml };
    }
    const raw = yaml.value;
    const pack = {
        file,
        bytes,
        name: raw.name,
        include: raw.include ?? [],
        exclude: raw.exclude ?? [],
        imports: (raw.imports ?? []).map((i) => ({ repo: i.repo, ref: i.ref ?? null, include: i.include, exclude: i.exclude ?? [] })),
        install: { prefix: raw.install?.prefix ?? raw.name, sep: raw.install?.sep ?? '__', flatten: raw.install?.flatten ?? false },
    };
    return { pack, problems: [], yaml };
}
/** Reads and parses a pack file; any problem is one InvalidInputError naming the file and line. */
async function loadPack(file, cwd) {
    const shown = (0,paths/* displayPath */.Gt)(file, cwd);
    const bytes = await (0,read/* readFileLimited */.lB)(file, MAX_PACK_BYTES);
    const { pack, problems } = parsePack(file, bytes);
    if (!pack) {
        const p = problems[0];
        throw new errors/* InvalidInputError */.oC(`${shown}${p.line ? `:${p.line}` : ''}: ${p.message}`);
    }
    return pack;
}
const PACK_EXTENSIONS = ['.yaml', '.yml'];
/** Pack files in `packs/`, byte-order sorted (lock files and other names are not packs). */
async function listPackFiles(root) {
    const dir = external_node_path_default().join(root, 'packs');
    let names;
    try {
        names = await (0,promises_.readdir)(dir);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return [];
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, dir));
    }
    return names.filter((n) => PACK_EXTENSIONS.some((e) => n.endsWith(e)) && !n.startsWith('.')).sort(diagnostics/* compareBytes */.Xo).map((n) => external_node_path_default().join(dir, n));
}
/**
 * The pack file for a CLI argument: a path (has a `/` or a YAML extension) taken as written,
 * else `packs/<arg>.yaml` (or `.yml`), else the pack whose `name` field is `arg`.
 */
async function findPackFile(arg, root, cwd) {
    if (arg.includes('/') || PACK_EXTENSIONS.some((e) => arg.endsWith(e))) {
        const file = external_node_path_default().resolve(cwd, arg);
        if (!(await (0,read/* lstatOrNull */.nd)(file)))
            throw new errors/* UsageError */.eb(`${arg}: no such pack file`);
        return file;
    }
    for (const ext of PACK_EXTENSIONS) {
        const file = external_node_path_default().join(root, 'packs', `${arg}${ext}`);
        if (await (0,read/* lstatOrNull */.nd)(file))
            return file;
    }
    for (const file of await listPackFiles(root)) {
        const parsed = parsePack(file, await (0,read/* readFileLimited */.lB)(file, MAX_PACK_BYTES));
        if (parsed.pack?.name === arg)
            return file;
    }
    throw new errors/* UsageError */.eb(`pack '${arg}': no packs/${arg}.yaml and no pack file with name: ${arg} under ${(0,paths/* displayPath */.Gt)(external_node_path_default().join(root, 'packs'), cwd)}`);
}


/***/ }),

/***/ 2981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ loadState),
/* harmony export */   GI: () => (/* binding */ removeRecord),
/* harmony export */   LZ: () => (/* binding */ saveState),
/* harmony export */   NC: () => (/* binding */ withStateLock),
/* harmony export */   Tq: () => (/* binding */ findRecord),
/* harmony export */   j8: () => (/* binding */ putRecord)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3008);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(628);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);






const MAX_STATE_BYTES = 256 * 1024 * 1024;
function isStringArray(v) {
    return Array.isArray(v) && v.every((x) => typeof x === 'string');
}
/**
 * Reads state.json. A missing file is an empty state; a file that is not a state (hand-edited,
 * truncated) is an error naming it, never silently replaced, since it is what says which
 * folders are ours to delete.
 */
async function loadState(file) {
    if (!(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatOrNull */ .nd)(file)))
        return { version: 1, installs: [] };
    const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJson */ .q)((await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(file, MAX_STATE_BYTES)).toString('utf8'));
    const bad = (why) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${file}: not a valid skillpack state file (${why})`);
    if (parsed.error)
        throw bad(`${parsed.error.message}${parsed.error.line ? ` at line ${parsed.error.line}` : ''}`);
    const v = parsed.value;
    if (!v || typeof v !== 'object' || v.version !== 1 || !Array.isArray(v.installs))
        throw bad('expected {"version": 1, "installs": [...]}');
    for (const [i, r] of v.installs.entries()) {
        const rec = r;
        if (!rec || typeof rec !== 'object')
            throw bad(`installs[${i}] is not an object`);
        for (const k of ['sink', 'sink_path', 'pack', 'prefix', 'sep'])
            if (typeof rec[k] !== 'string')
                throw bad(`installs[${i}].${k} must be a string`);
        if (!node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rec.sink_path))
            throw bad(`installs[${i}].sink_path must be absolute`);
        if (!isStringArray(rec.installed_paths))
            throw bad(`installs[${i}].installed_paths must be a list of paths`);
        rec.pack_file = typeof rec.pack_file === 'string' ? rec.pack_file : '';
        rec.flatten = rec.flatten === true;
        rec.imports = Array.isArray(rec.imports) ? rec.imports : [];
        rec.installed_at = typeof rec.installed_at === 'string' ? rec.installed_at : '';
        rec.files = rec.files && typeof rec.files === 'object' ? rec.files : {};
    }
    return v;
}
async function saveState(file, state) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), { recursive: true });
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Z)(file, `${JSON.stringify(state, null, 2)}\n`);
}
function findRecord(state, sinkPath, pack) {
    return state.installs.find((r) => r.sink_path === sinkPath && r.pack === pack);
}
/** Replaces (or adds) the record for its `(sink_path, pack)`, keeping the others' order. */
function putRecord(state, record) {
    const i = state.installs.findIndex((r) => r.sink_path === record.sink_path && r.pack === record.pack);
    const installs = [...state.installs];
    if (i === -1)
        installs.push(record);
    else
        installs[i] = record;
    return { version: 1, installs };
}
function removeRecord(state, sinkPath, pack) {
    return { version: 1, installs: state.installs.filter((r) => !(r.sink_path === sinkPath && r.pack === pack)) };
}
/**
 * Serialises state changes between processes: a lock file created with O_EXCL holding the
 * owner's pid. A lock whose pid is gone (a killed run) is taken over; a live one is waited for,
 * then reported with its pid and path.
 */
async function withStateLock(lockFile, fn, options = {}) {
    const timeout = options.timeoutMs ?? 30_000;
    const poll = options.pollMs ?? 100;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(lockFile), { recursive: true });
    const deadline = Date.now() + timeout;
    for (;;) {
        try {
            const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(lockFile, 'wx', 0o644);
            await fh.writeFile(`${process.pid}\n`);
            await fh.close();
            break;
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, lockFile));
            const text = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(lockFile, 'utf8').catch(() => '')).trim();
            const owner = Number(text);
            // An empty lock may be one another process has just created and not yet written: only
            // take it over once it is old.
            const young = text === '' && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(lockFile).then((st) => Date.now() - st.mtimeMs < 5000, () => false));
            if (!young && (!Number.isInteger(owner) || owner <= 0 || !isAlive(owner))) {
                // A half-written or dead owner's lock: remove it and race again for O_EXCL.
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(lockFile).catch(() => undefined);
                continue;
            }
            if (Date.now() >= deadline)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA(`another sp process (pid ${owner}) is installing or uninstalling; waited ${Math.round(timeout / 1000)} s for ${lockFile}`);
            await new Promise((r) => setTimeout(r, poll));
        }
    }
    try {
        return await fn();
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(lockFile).catch(() => undefined);
    }
}
function isAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM';
    }
}


/***/ })

};
