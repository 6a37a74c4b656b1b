export const id = 795;
export const ids = [795];
export const modules = {

/***/ 5773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  meta: () => (/* binding */ meta),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/json.ts
var core_json = __webpack_require__(6153);
// EXTERNAL MODULE: ./src/core/yaml.ts
var yaml = __webpack_require__(1076);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/core/hash.ts


function sha256Hex(data) {
    return createHash('sha256').update(data).digest('hex');
}
const CHUNK = 1 << 20;
/**
 * SHA-256 of a file, read in 1 MiB chunks into one reused buffer: constant memory whatever
 * the size, and faster than a stream (no per-chunk allocation).
 */
async function sha256File(file) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const fh = await (0,promises_.open)(file, 'r');
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

// EXTERNAL MODULE: ./src/core/atomic-write.ts
var atomic_write = __webpack_require__(3008);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/context-pack/load.ts + 2 modules
var load = __webpack_require__(2702);
;// CONCATENATED MODULE: ./src/context-pack/rehash.ts











/**
 * Recomputes every `files[].sha256` in pack.json by editing only the hash strings in the
 * source text, so key order, indentation and the trailing newline stay as written and the
 * diff shows only changed hashes. Every path is checked before anything is written.
 */
async function rehashContextPack(root, options = {}) {
    const manifestPath = external_node_path_default().join(root, load/* MANIFEST */.e0);
    const shown = external_node_path_default().relative(process.cwd(), manifestPath) || manifestPath;
    const decoded = (0,read/* decodeUtf8 */._6)(await (0,read/* readFileLimited */.lB)(manifestPath, 16 * 1024 * 1024));
    if (decoded.problem)
        throw new errors/* InvalidInputError */.oC(`${shown}: ${decoded.problem}`);
    const text = decoded.text;
    const json = (0,core_json/* parseJson */.q)(text);
    if (json.error)
        throw new errors/* InvalidInputError */.oC(`${shown}:${json.error.line ?? 1}:${json.error.column ?? 1}: invalid JSON: ${json.error.message}`);
    const doc = (0,yaml/* parseYaml */.h)(text);
    const files = (0,dist/* isMap */.jh)(doc.doc.contents) ? doc.doc.contents.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === 'files') : undefined;
    if (!files || !(0,dist/* isSeq */.oP)(files.value))
        throw new errors/* InvalidInputError */.oC(`${shown}: has no "files" array to rehash`);
    const edits = [];
    const stale = [];
    for (const [index, item] of files.value.items.entries()) {
        if (!(0,dist/* isMap */.jh)(item))
            throw new errors/* InvalidInputError */.oC(`${shown}: files[${index}] is not an object`);
        const pathPair = item.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === 'path');
        const rel = (0,dist/* isScalar */.jn)(pathPair?.value) ? pathPair.value.value : undefined;
        if (typeof rel !== 'string')
            throw new errors/* InvalidInputError */.oC(`${shown}: files[${index}] has no string "path"`);
        let abs;
        try {
            abs = await (0,paths/* resolveContained */.mi)(root, rel);
        }
        catch (err) {
            if (err instanceof errors/* UnsafePathError */.k0)
                throw new errors/* UnsafePathError */.k0(`${shown}: files[${index}] ${err.message}`);
            throw err;
        }
        const st = await (0,promises_.stat)(abs).catch((err) => {
            throw new errors/* IoError */.dA(`${shown}: files[${index}] ${(0,errors/* describeFsError */.TQ)(err, rel)}`);
        });
        if (!st.isFile())
            throw new errors/* InvalidInputError */.oC(`${shown}: files[${index}] ${rel} is not a regular file`);
        const actual = await sha256File(abs);
        const hashPair = item.items.find((p) => (0,dist/* isPair */.tO)(p) && (0,dist/* isScalar */.jn)(p.key) && p.key.value === 'sha256');
        const recorded = (0,dist/* isScalar */.jn)(hashPair?.value) && typeof hashPair.value.value === 'string' ? hashPair.value.value : null;
        if (recorded === actual)
            continue;
        stale.push({ index, path: rel, recorded, actual });
        if (hashPair?.value?.range) {
            edits.push({ start: hashPair.value.range[0], end: hashPair.value.range[1], text: JSON.stringify(actual) });
        }
        else if (!hashPair && pathPair?.value?.range) {
            const at = pathPair.value.range[1];
            edits.push({ start: at, end: at, text: `, "sha256": ${JSON.stringify(actual)}` });
        }
        else {
            throw new errors/* InvalidInputError */.oC(`${shown}: files[${index}] sha256 cannot be rewritten in place`);
        }
    }
    if (options.check || edits.length === 0)
        return { manifestPath, stale, written: false };
    let out = text;
    for (const e of edits.sort((a, b) => b.start - a.start))
        out = out.slice(0, e.start) + e.text + out.slice(e.end);
    if (decoded.hasBom)
        out = `\ufeff${out}`;
    await (0,atomic_write/* writeFileAtomic */.Z)(manifestPath, out);
    return { manifestPath, stale, written: true };
}

// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
;// CONCATENATED MODULE: ./src/cli/commands/context-pack-rehash.ts




const meta = {
    name: 'context-pack rehash',
    summary: 'Recompute every files[].sha256 in DIR/pack.json, editing only the hashes (key order, indentation and trailing newline are kept).',
    positionals: 'DIR',
    minPositionals: 1,
    maxPositionals: 1,
    options: {
        check: { type: 'boolean', description: 'change nothing; exit 1 and list the stale entries' },
    },
};
async function run(ctx) {
    const dir = external_node_path_default().resolve(ctx.cwd, ctx.positionals[0]);
    const result = await rehashContextPack(dir, { check: !!ctx.values.check });
    const shown = (0,paths/* displayPath */.Gt)(result.manifestPath, ctx.cwd);
    for (const s of result.stale) {
        ctx.stdout.write(`${shown}: files[${s.index}] ${s.path}: ${s.recorded === null ? 'no sha256' : `sha256 ${s.recorded.slice(0, 12)}…`} → ${s.actual.slice(0, 12)}…${ctx.values.check ? ' (stale)' : ''}\n`);
    }
    if (ctx.values.check) {
        ctx.stdout.write(result.stale.length ? `${shown}: ${result.stale.length} stale hash${result.stale.length === 1 ? '' : 'es'}\n` : `${shown}: all hashes up to date\n`);
        return result.stale.length ? types/* EXIT_FINDINGS */.cB : types/* EXIT_OK */.Ij;
    }
    ctx.stdout.write(result.written ? `${shown}: updated ${result.stale.length} hash${result.stale.length === 1 ? '' : 'es'}\n` : `${shown}: all hashes up to date\n`);
    return types/* EXIT_OK */.Ij;
}


/***/ }),

/***/ 3008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);




/**
 * Writes `data` to `file` so that a reader (or a crash) sees the old bytes or the new ones,
 * never a half-written file: write a temp file beside it, fsync, rename over.
 */
async function writeFileAtomic(file, data, options = {}) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file);
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, `.${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}.tmp`);
    let mode = options.mode ?? 0o644;
    try {
        mode = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file)).mode & 0o7777;
    }
    catch {
        /* new file */
    }
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(err, file));
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
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}


/***/ }),

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   mi: () => (/* binding */ resolveContained)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);



/**
 * Why a relative path from input is unsafe, or null when it is a plain relative POSIX path.
 * Backslashes are refused rather than converted: on POSIX they are legal name characters, on
 * Windows separators, so a manifest that uses them means different files on different machines.
 */
function relativePathProblem(p) {
    if (p.length === 0)
        return 'empty path';
    if (p.includes('\0'))
        return 'contains a NUL byte';
    if (p.includes('\\'))
        return 'contains a backslash';
    if (p.startsWith('/') || /^[A-Za-z]:/.test(p))
        return 'is absolute';
    if (p.split('/').some((seg) => seg === '..'))
        return 'goes up with ".."';
    return null;
}
/** True when `child` is `root` or lies below it (both absolute, already resolved). */
function isInside(root, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, child);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel));
}
/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * Returns the lexical absolute path (what the caller should open). A path that does not
 * exist yet is checked through its nearest existing ancestor.
 */
async function resolveContained(root, rel) {
    const problem = relativePathProblem(rel);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (${problem})`);
    const absRoot = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root);
    const target = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(absRoot, rel);
    if (!isInside(absRoot, target))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (outside ${root})`);
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absRoot);
    let probe = target;
    for (;;) {
        try {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(probe);
            if (!isInside(realRoot, real))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (resolves outside ${root} through a symlink)`);
            return target;
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0)
                throw err;
            const code = err.code;
            if (code === 'ELOOP')
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (symlink loop)`);
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw err;
            // A dangling symlink still points somewhere: refuse it if that is outside.
            try {
                const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(probe);
                if (st.isSymbolicLink())
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0(`${rel}: unsafe path (dangling symlink)`);
            }
            catch (e) {
                if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k0)
                    throw e;
            }
            const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(probe);
            if (parent === probe || !isInside(absRoot, parent))
                return target;
            probe = parent;
        }
    }
}
/** Forward slashes, no leading `./`: how every path appears in reports and generated files. */
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/').replace(/^\.\//, '');
}
/** A path for reports: relative to the working directory when below it, else absolute. */
function displayPath(abs, cwd = process.cwd()) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(cwd, abs);
    if (rel === '')
        return '.';
    if (rel.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel))
        return toPosix(abs);
    return toPosix(rel);
}


/***/ })

};
