export const id = 6670;
export const ids = [6670,6107,6695,6153];
export const modules = {

/***/ 990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _context_pack_rehash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4462);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6107);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4751);




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
    const dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, ctx.positionals[0]);
    const result = await (0,_context_pack_rehash_js__WEBPACK_IMPORTED_MODULE_1__/* .rehashContextPack */ .cu)(dir, { check: !!ctx.values.check });
    const shown = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .displayPath */ .Gt)(result.manifestPath, ctx.cwd);
    for (const s of result.stale) {
        ctx.stdout.write(`${shown}: files[${s.index}] ${s.path}: ${s.recorded === null ? 'no sha256' : `sha256 ${s.recorded.slice(0, 12)}…`} → ${s.actual.slice(0, 12)}…${ctx.values.check ? ' (stale)' : ''}\n`);
    }
    if (ctx.values.check) {
        ctx.stdout.write(result.stale.length ? `${shown}: ${result.stale.length} stale hash${result.stale.length === 1 ? '' : 'es'}\n` : `${shown}: all hashes up to date\n`);
        return result.stale.length ? _types_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_FINDINGS */ .cB : _types_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
    }
    ctx.stdout.write(result.written ? `${shown}: updated ${result.stale.length} hash${result.stale.length === 1 ? '' : 'es'}\n` : `${shown}: all hashes up to date\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 4462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TL: () => (/* binding */ writeRehash),
/* harmony export */   bs: () => (/* binding */ planRehash),
/* harmony export */   cu: () => (/* binding */ rehashContextPack),
/* harmony export */   y6: () => (/* binding */ replacedKey)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8815);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6153);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6107);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3008);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4296);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4123);
/* harmony import */ var _core_yaml_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1076);










/**
 * The key of a file in `RehashPlanOptions.replaced`: its folder's real path joined with its
 * name, the directory entry an atomic write replaces.
 */
async function replacedKey(file) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().join(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file)), node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(file));
}
/**
 * Recomputes every `files[].sha256` in pack.json by editing only the hash strings in the
 * source text, so key order, indentation, line endings and the trailing newline stay as written
 * and the diff shows only changed hashes. Every path is checked before anything is written.
 */
async function rehashContextPack(root, options = {}) {
    const plan = await planRehash(root);
    return { manifestPath: plan.manifestPath, stale: plan.stale, written: !options.check && (await writeRehash(plan)) };
}
/** Writes a plan's pack.json when it changes anything; returns whether it did. */
async function writeRehash(plan) {
    if (plan.text === null)
        return false;
    // Hashing a large pack takes a while: an edit saved to pack.json meanwhile (or another
    // rehash's) would be replaced by this plan's text, made from the old one, and lost unseen.
    const now = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(plan.manifestPath, MAX_MANIFEST_BYTES).catch(() => null);
    if (now === null || !now.equals(plan.source)) {
        const shown = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(process.cwd(), plan.manifestPath) || plan.manifestPath;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`${shown}: changed while its files were hashed; nothing written (run the rehash again)`);
    }
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFileAtomic */ .Z)(plan.manifestPath, plan.text);
    return true;
}
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;
/**
 * Hashes every file pack.json lists, once, and computes the new pack.json text (see
 * rehashContextPack); writes nothing. Throws, naming the entry, on anything a rehash refuses.
 */
async function planRehash(root, options = {}) {
    const manifestPath = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, _load_js__WEBPACK_IMPORTED_MODULE_8__/* .MANIFEST */ .e0);
    const shown = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(process.cwd(), manifestPath) || manifestPath;
    const source = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(manifestPath, MAX_MANIFEST_BYTES);
    const decoded = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeUtf8 */ ._6)(source);
    if (decoded.problem)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: ${decoded.problem}`);
    const text = decoded.text;
    const json = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__.parseJson)(text, { uniqueKeys: true });
    if (json.error)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}:${json.error.line ?? 1}:${json.error.column ?? 1}: ${json.error.duplicateKey ? `repeats a key (${json.error.message}); keep one before rehashing` : `invalid JSON: ${json.error.message}`}`);
    const value = json.value;
    const listed = typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray(value.files) ? value.files : null;
    if (!listed)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: has no "files" array to rehash`);
    // The hashes are edited where the text holds them, found by reading the JSON as YAML.
    // pack.json read as YAML (JSON is YAML) for node positions; a lone CR is a line break there too.
    const doc = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_9__.parseYaml)(text);
    const files = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(doc.doc.contents) ? doc.doc.contents.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(p.key) && p.key.value === 'files') : undefined;
    // Whatever the JSON holds that its YAML reading does not match, the edits could land elsewhere: refuse.
    if (!files || !(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isSeq */ .oP)(files.value) || files.value.items.length !== listed.length)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: the "files" array cannot be located in the text to edit it in place${doc.error ? ` (${doc.error.message})` : ''}; rewrite pack.json as plain JSON`);
    const replaced = options.replaced?.size ? options.replaced : null;
    const entries = [];
    for (const [index, item] of files.value.items.entries()) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(item))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: files[${index}] is not an object`);
        const pathPair = item.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(p.key) && p.key.value === 'path');
        const rel = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(pathPair?.value) ? pathPair.value.value : undefined;
        if (typeof rel !== 'string')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: files[${index}] has no string "path"`);
        if (rel !== listed[index]?.path)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: files[${index}] cannot be located in the text to edit it in place; rewrite pack.json as plain JSON`);
        const hashPair = item.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isPair */ .tO)(p) && (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(p.key) && p.key.value === 'sha256');
        entries.push({ rel, pathPair, hashPair });
    }
    const manifestStat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(manifestPath);
    // A file listed again is checked and hashed once (by its path, which is in normal form).
    const byPath = new Map();
    const hashOf = async (index, rel, buf) => {
        // As validate's path-unsafe: a second spelling of a path would be hashed here and flagged there.
        const notNormal = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .relativePathProblem */ .BE)(rel, { normal: true });
        if (notNormal)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UnsafePathError */ .k0(`${shown}: files[${index}] ${rel}: unsafe path (${notNormal})`);
        let abs;
        try {
            abs = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveContained */ .mi)(root, rel);
        }
        catch (err) {
            if (err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UnsafePathError */ .k0)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UnsafePathError */ .k0(`${shown}: files[${index}] ${err.message}`);
            throw err;
        }
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(abs).catch((err) => {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`${shown}: files[${index}] ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .describeFsError */ .TQ)(err, rel)}`);
        });
        if (!st.isFile())
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: files[${index}] ${rel} is not a regular file`);
        // By identity, not name: a symlink or hard link to pack.json is the same file.
        if (st.dev === manifestStat.dev && st.ino === manifestStat.ino)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: files[${index}] ${rel} is pack.json itself, whose hash changes with every rehash; remove the entry`);
        const known = replaced && replaced.get(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(abs));
        if (known)
            return known;
        // As validate hashes: the size the file had when opened and no more, so a file something
        // keeps writing to cannot keep the read going, and a file that changed meanwhile (whose hash
        // is of no version it ever had) is refused instead of recorded.
        const actual = await (0,_load_js__WEBPACK_IMPORTED_MODULE_8__/* .hashFile */ .DC)(abs, buf).catch((err) => {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`${shown}: files[${index}] ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .describeFsError */ .TQ)(err, rel)}`);
        });
        if (actual === null)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`${shown}: files[${index}] ${rel}: changed while it was read (written to meanwhile?); nothing written (run the rehash again once it is done)`);
        return actual;
    };
    let next = 0;
    const worker = async () => {
        // A worker waits for each hash it starts, so its buffer is never read into twice at once.
        const buf = Buffer.allocUnsafe(_load_js__WEBPACK_IMPORTED_MODULE_8__/* .HASH_CHUNK */ .Hs);
        while (next < entries.length) {
            const index = next++;
            const e = entries[index];
            let pending = byPath.get(e.rel);
            if (!pending) {
                pending = hashOf(index, e.rel, buf);
                byPath.set(e.rel, pending);
            }
            try {
                e.actual = await pending;
            }
            catch (err) {
                // Named after the first entry listing the path, which is the one reported (the lowest index).
                e.error = err;
            }
        }
    };
    await Promise.all(Array.from({ length: HASH_CONCURRENCY }, worker));
    const edits = [];
    const stale = [];
    for (const [index, e] of entries.entries()) {
        if (e.error)
            throw e.error;
        const actual = e.actual;
        const recorded = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(e.hashPair?.value) && typeof e.hashPair.value.value === 'string' ? e.hashPair.value.value : null;
        if (recorded === actual)
            continue;
        stale.push({ index, path: e.rel, recorded, actual });
        if (e.hashPair?.value?.range) {
            edits.push({ start: e.hashPair.value.range[0], end: e.hashPair.value.range[1], text: JSON.stringify(actual) });
        }
        else if (!e.hashPair && e.pathPair?.value?.range) {
            const at = e.pathPair.value.range[1];
            edits.push({ start: at, end: at, text: `, "sha256": ${JSON.stringify(actual)}` });
        }
        else {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: files[${index}] sha256 cannot be rewritten in place`);
        }
    }
    const paths = entries.map((e) => e.rel);
    if (edits.length === 0)
        return { manifestPath, stale, text: null, paths, source };
    // One pass over the text, edits in order (they never overlap): splicing the whole text once
    // per edit made a large pack.json quadratic.
    const parts = [];
    let from = 0;
    for (const e of edits.sort((a, b) => a.start - b.start)) {
        parts.push(text.slice(from, e.start), e.text);
        from = e.end;
    }
    parts.push(text.slice(from));
    return { manifestPath, stale, text: parts.join(''), paths, source };
}
/** Files hashed at once: enough to overlap the file system's latency, few enough to stay gentle. */
const HASH_CONCURRENCY = 8;


/***/ }),

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

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   JC: () => (/* binding */ realPathSoFar),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   mi: () => (/* binding */ resolveContained),
/* harmony export */   vW: () => (/* binding */ danglingLinkLeadsOutside),
/* harmony export */   xI: () => (/* binding */ normalRelativePath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);




/**
 * Why a relative path from input is unsafe, or null when it is a plain relative POSIX path.
 * Backslashes are refused rather than converted: on POSIX they are legal name characters, on
 * Windows separators, so a manifest that uses them means different files on different machines.
 *
 * With `normal`, a path must also be written the one way a file has (no `./` start, `.` or
 * empty segment, trailing `/`): a record such as pack.json's `files[]` compares paths as
 * strings, so `./a.md` beside `a.md` would list one file twice, and `a.md/` would list a file
 * while claiming a folder. A path typed by a person (a tool call's argument) is left lenient.
 */
function relativePathProblem(p, options = {}) {
    if (p.length === 0)
        return 'empty path';
    if (p.includes('\0'))
        return 'contains a NUL byte';
    if (p.includes('\\'))
        return 'contains a backslash';
    if (p.startsWith('/') || /^[A-Za-z]:/.test(p))
        return 'is absolute';
    const segs = p.split('/');
    if (segs.some((seg) => seg === '..'))
        return 'goes up with ".."';
    if (options.normal) {
        const normal = normalRelativePath(p);
        const hint = normal === '.' ? ' (that is the folder itself)' : ` (write it as ${JSON.stringify(normal)})`;
        if (p.startsWith('./'))
            return `starts with "./"${hint}`;
        if (p.endsWith('/'))
            return `ends with "/"${hint}`;
        if (segs.includes(''))
            return `has an empty segment ("//")${hint}`;
        if (segs.includes('.'))
            return `has a "." segment${hint}`;
    }
    return null;
}
/** The normal spelling of a relative POSIX path: no `./` start, `.` or empty segments, trailing `/`. */
function normalRelativePath(p) {
    const n = node_path__WEBPACK_IMPORTED_MODULE_2___default().posix.normalize(p).replace(/^(\.\/)+/, '').replace(/\/+$/, '');
    return n === '' ? '.' : n;
}
/** True when `child` is `root` or lies below it (both absolute, already resolved). */
function isInside(root, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(root, child);
    // `..` as a whole segment, not as the start of a name: `..foo` and `.. ` are names inside.
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`) && !node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(rel));
}
/** `p` with symlinks resolved as far as it exists; the missing rest is appended as written. */
function realPathSoFar(p) {
    let probe = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(p);
    const rest = [];
    for (;;) {
        try {
            return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(probe), ...rest);
        }
        catch {
            const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(probe);
            if (parent === probe)
                return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(probe, ...rest);
            rest.unshift(node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(probe));
            probe = parent;
        }
    }
}
function refusal(message, reason, link) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(message, { reason, link });
}
/**
 * Whether a dangling symlink would lead outside `realRoot` (a real path): where it points is
 * resolved as far as it exists. A link that cannot be read counts as outside.
 */
async function danglingLinkLeadsOutside(realRoot, link) {
    try {
        const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(link), await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(link));
        return !isInside(realRoot, realPathSoFar(target));
    }
    catch {
        return true;
    }
}
/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * Returns the lexical absolute path (what the caller should open). A path that does not
 * exist yet is checked through its nearest existing ancestor. A dangling symlink on the way is
 * refused too, with the link as the error's `link`: reason `symlink_outside` when where it
 * points (as far as that exists) is outside `root`, else `dangling_symlink`.
 */
async function resolveContained(root, rel) {
    const problem = relativePathProblem(rel);
    if (problem)
        throw refusal(`${rel}: unsafe path (${problem})`, 'unsafe');
    const absRoot = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root);
    const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(absRoot, rel);
    if (!isInside(absRoot, target))
        throw refusal(`${rel}: unsafe path (outside ${root})`, 'outside');
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absRoot);
    let probe = target;
    for (;;) {
        try {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(probe);
            if (!isInside(realRoot, real))
                throw refusal(`${rel}: unsafe path (resolves outside ${root} through a symlink)`, 'symlink_outside');
            return target;
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0)
                throw err;
            const code = err.code;
            if (code === 'ELOOP')
                throw refusal(`${rel}: unsafe path (symlink loop)`, 'symlink_loop');
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw err;
            // A dangling symlink is refused (what it names may appear later); the reason says whether it would lead outside.
            try {
                const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(probe);
                if (st.isSymbolicLink())
                    throw refusal(`${rel}: unsafe path (dangling symlink)`, (await danglingLinkLeadsOutside(realRoot, probe)) ? 'symlink_outside' : 'dangling_symlink', probe);
            }
            catch (e) {
                if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0)
                    throw e;
            }
            const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(probe);
            if (parent === probe || !isInside(absRoot, parent))
                return target;
            probe = parent;
        }
    }
}
/** Forward slashes, no leading `./`: how every path appears in reports and generated files. */
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)).join('/').replace(/^\.\//, '');
}
/** A path for reports: relative to the working directory when below it, else absolute. */
function displayPath(abs, cwd = process.cwd()) {
    if (!isInside(cwd, abs))
        return toPosix(abs);
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(cwd, abs);
    return rel === '' ? '.' : toPosix(rel);
}


/***/ }),

/***/ 3455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ex: () => (/* binding */ readFileLimitedSync),
/* harmony export */   _6: () => (/* binding */ decodeUtf8),
/* harmony export */   _F: () => (/* binding */ lstatOrNullSync),
/* harmony export */   lB: () => (/* binding */ readFileLimited),
/* harmony export */   nd: () => (/* binding */ lstatOrNull)
/* harmony export */ });
/* unused harmony export DEFAULT_MAX_TEXT_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _text_decode_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4667);





/** Default cap for files we parse whole (manifests, Markdown, YAML). */
const DEFAULT_MAX_TEXT_BYTES = 16 * 1024 * 1024;
/**
 * Reads a regular file whole, refusing FIFOs, sockets and devices (which would hang or never
 * end) and anything over `maxBytes` (checked before reading, and again while reading in case
 * the file grows). O_NONBLOCK keeps an open() of a FIFO from blocking.
 */
async function readFileLimited(file, maxBytes = DEFAULT_MAX_TEXT_BYTES) {
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    assertReadable(file, st, maxBytes);
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    try {
        const reader = new GrowingRead(file, st.size, maxBytes);
        // room() may grow the buffer: it is asked before the buffer is handed to read().
        for (let room = reader.room(); reader.take((await fh.read(reader.buf, reader.total, room, null)).bytesRead); room = reader.room())
            ;
        return reader.bytes();
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC)
            throw err;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    finally {
        await fh.close();
    }
}
/** readFileLimited without the thread pool: one call per step, for a few small files read in a row. */
function readFileLimitedSync(file, maxBytes = DEFAULT_MAX_TEXT_BYTES) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    assertReadable(file, st, maxBytes);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    try {
        const reader = new GrowingRead(file, st.size, maxBytes);
        for (let room = reader.room(); reader.take((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, reader.buf, reader.total, room, null)); room = reader.room())
            ;
        return reader.bytes();
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC)
            throw err;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
function assertReadable(file, st, maxBytes) {
    if (!st.isFile())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: not a regular file`);
    if (st.size > maxBytes)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: ${st.size} bytes is over the limit of ${maxBytes} bytes`);
}
/**
 * Reads straight into one buffer of the size stat gave (one byte more, to notice growth), and
 * grows it only if the file grew since: no chunk copies, no concat for the common case.
 */
class GrowingRead {
    file;
    maxBytes;
    buf;
    total = 0;
    constructor(file, size, maxBytes) {
        this.file = file;
        this.maxBytes = maxBytes;
        this.buf = Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
    }
    /** Bytes free in `buf` at `total`, growing it first when it is full. */
    room() {
        if (this.total === this.buf.length) {
            const bigger = Buffer.allocUnsafe(Math.min(this.buf.length * 2, this.maxBytes + 1));
            this.buf.copy(bigger, 0, 0, this.total);
            this.buf = bigger;
        }
        return this.buf.length - this.total;
    }
    /** Counts a read; false at the end of the file. */
    take(n) {
        if (n === 0)
            return false;
        this.total += n;
        if (this.total > this.maxBytes)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${this.file}: over the limit of ${this.maxBytes} bytes`);
        return true;
    }
    bytes() {
        return this.buf.subarray(0, this.total);
    }
}
const utf8Strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
/** Decodes UTF-8 strictly; on failure returns the lossy text and the byte offset of the first bad sequence. */
function decodeUtf8(bytes) {
    const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const body = hasBom ? bytes.subarray(3) : bytes;
    try {
        return { text: utf8Strict.decode(body), problem: hasBom ? 'starts with a UTF-8 byte order mark' : null, hasBom, badOffset: null };
    }
    catch {
        const badOffset = firstInvalidUtf8Offset(body) + (hasBom ? 3 : 0);
        return { text: utf8Lossy.decode(body), problem: `not valid UTF-8 (first bad byte at offset ${badOffset})`, hasBom, badOffset };
    }
}
function firstInvalidUtf8Offset(b) {
    let i = 0;
    while (i < b.length) {
        const n = (0,_text_decode_js__WEBPACK_IMPORTED_MODULE_3__/* .wellFormedUtf8Length */ .py)(b, i);
        if (n === 0)
            return i;
        i += n;
    }
    return i;
}
/** lstat that returns null for a missing path instead of throwing. */
async function lstatOrNull(p) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(p);
    }
    catch (err) {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR')
            return null;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, p));
    }
}
/** lstatOrNull without the thread pool, for checks made once per installed folder. */
function lstatOrNullSync(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(p, { throwIfNoEntry: false }) ?? null;
    }
    catch (err) {
        if (err.code === 'ENOTDIR')
            return null;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, p));
    }
}


/***/ }),

/***/ 4667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ showName),
/* harmony export */   AX: () => (/* binding */ detectBom),
/* harmony export */   Fu: () => (/* binding */ isUtf16Bom),
/* harmony export */   Wb: () => (/* binding */ looksBinary),
/* harmony export */   fV: () => (/* binding */ completeUtf8Length),
/* harmony export */   py: () => (/* binding */ wellFormedUtf8Length),
/* harmony export */   vg: () => (/* binding */ utf8SequenceLength),
/* harmony export */   yj: () => (/* binding */ decodeBytes)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Bytes to text, shared by the snapshot (what a pack carries) and the credential rules (what
 * `scan` and the commit hook read), so both agree on which files are text and how they read:
 * binary detection by content, decoding (UTF-8, UTF-16 with a BOM, Latin-1 fallback,
 * undecodable bytes replaced).
 */

/** Git's rule: a NUL byte in the first 8000 bytes makes a file binary (after a UTF-16 BOM, a U+0000 code unit). */
const BINARY_SNIFF_BYTES = 8000;
function detectBom(b) {
    if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf)
        return 'utf-8';
    if (b.length >= 4 && b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0)
        return 'utf-32le';
    if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff)
        return 'utf-32be';
    if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe)
        return 'utf-16le';
    if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff)
        return 'utf-16be';
    return null;
}
function isUtf16Bom(bom) {
    return bom === 'utf-16le' || bom === 'utf-16be';
}
/** More than this share of C0 controls (other than tab, LF, VT, FF, CR) is not text. */
const UTF16_MAX_CONTROL_SHARE = 0.1;
/**
 * Two bytes FF FE are as likely the start of any binary format as a BOM, so the code units
 * after a UTF-16 BOM must look like text: no U+0000 (the NUL rule, per code unit), no
 * unpaired surrogate, no noncharacter U+FFFE/U+FFFF, and few control characters. Random
 * bytes fail the surrogate test within a few hundred units.
 */
function utf16LooksBinary(head, littleEndian) {
    const end = Math.min(head.length, BINARY_SNIFF_BYTES) & ~1;
    const unit = (i) => (littleEndian ? head[i] | (head[i + 1] << 8) : (head[i] << 8) | head[i + 1]);
    let units = 0;
    let controls = 0;
    for (let i = 2; i < end; i += 2) {
        const u = unit(i);
        units++;
        if (u === 0 || u === 0xfffe || u === 0xffff)
            return true;
        if (u < 0x20) {
            if (u < 0x09 || u > 0x0d)
                controls++;
        }
        else if (u >= 0xd800 && u <= 0xdbff) {
            // A high surrogate at the end of the window may be paired past it: no evidence either way.
            if (i + 2 >= end)
                break;
            const next = unit(i + 2);
            if (next < 0xdc00 || next > 0xdfff)
                return true;
            i += 2;
            units++;
        }
        else if (u >= 0xdc00 && u <= 0xdfff) {
            return true;
        }
    }
    return controls > units * UTF16_MAX_CONTROL_SHARE;
}
function looksBinary(head) {
    const bom = detectBom(head);
    if (bom === 'utf-32le' || bom === 'utf-32be')
        return true;
    if (isUtf16Bom(bom))
        return utf16LooksBinary(head, bom === 'utf-16le');
    const n = Math.min(head.length, BINARY_SNIFF_BYTES);
    return head.subarray(0, n).indexOf(0) !== -1;
}
const utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
function countReplacements(s) {
    let n = 0;
    for (let i = s.indexOf('\ufffd'); i !== -1; i = s.indexOf('\ufffd', i + 1))
        n++;
    return n;
}
const REPLACEMENT_UTF8 = Buffer.from([0xef, 0xbf, 0xbd]);
function countOccurrences(haystack, needle) {
    let n = 0;
    for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length))
        n++;
    return n;
}
// Without the u flag a regex sees code units, so this finds exactly the unpaired surrogates.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * Decodes bytes that `looksBinary` accepted (so never UTF-32; bytes with a UTF-32 BOM are read
 * as if they had none). `bomKnown` is the file's BOM when `bytes` is a window from the middle
 * of the file (then the window holds no BOM of its own).
 */
function decodeBytes(bytes, bomKnown) {
    const bom = bomKnown === undefined ? detectBom(bytes) : bomKnown;
    const skip = bomKnown === undefined ? (bom === 'utf-8' ? 3 : isUtf16Bom(bom) ? 2 : 0) : 0;
    const body = bytes.subarray(skip);
    if (isUtf16Bom(bom)) {
        let even = body.subarray(0, body.length - (body.length % 2));
        if (bom === 'utf-16be') {
            even = Buffer.from(even);
            even.swap16();
        }
        // Buffer's decoder keeps lone surrogates, so they can be counted apart from any U+FFFD
        // the file really holds, and then replaced as TextDecoder would.
        const raw = even.toString('utf16le');
        let bad = 0;
        const text = raw.replace(LONE_SURROGATE, () => {
            bad++;
            return '\ufffd';
        });
        return { text, encoding: bom, issue: bad ? `${bad} undecodable UTF-16 sequence${bad === 1 ? '' : 's'} replaced with U+FFFD` : null };
    }
    // isUtf8 and toString are native and several times faster than a fatal TextDecoder.
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(body))
        return { text: body.toString('utf8'), encoding: 'utf-8', issue: null };
    const lossy = utf8Lossy.decode(body);
    // Any well-formed multi-byte character means the file is UTF-8 with a few bad bytes;
    // none at all means a single-byte legacy encoding, read as Latin-1 (every byte decodes).
    if (/[\u0080-\ufffc\ufffe-\uffff]/.test(lossy)) {
        // A U+FFFD the file really holds (EF BF BD) is text, not an undecodable sequence.
        const bad = countReplacements(lossy) - countOccurrences(body, REPLACEMENT_UTF8);
        return { text: lossy, encoding: 'utf-8', issue: `${bad} undecodable byte sequence${bad === 1 ? '' : 's'} replaced with U+FFFD` };
    }
    return { text: body.toString('latin1'), encoding: 'latin-1', issue: 'not valid UTF-8; decoded as Latin-1' };
}
/** How many bytes the UTF-8 character led by `lead` takes by its lead byte alone (0 when `lead` cannot start one). */
function utf8SequenceLength(lead) {
    return lead < 0x80 ? 1 : lead >= 0xf8 ? 0 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
}
/**
 * The length of `bytes` without a UTF-8 sequence cut off at its end (at most 3 bytes dropped),
 * for cutting text at a byte cap. Bytes that are not UTF-8 at all are left alone.
 */
function completeUtf8Length(bytes) {
    const n = bytes.length;
    let k = n - 1;
    while (k >= 0 && n - k <= 4 && (bytes[k] & 0xc0) === 0x80)
        k--;
    if (k < 0 || n - k > 4)
        return n;
    const need = utf8SequenceLength(bytes[k]);
    return need > 0 && n - k < need ? k : n;
}
/**
 * The length of the well-formed UTF-8 sequence at `i` (Unicode Table 3-7: no overlong forms,
 * surrogates or code points past U+10FFFF), or 0 when the bytes at `i` do not start one.
 */
function wellFormedUtf8Length(b, i) {
    const c = b[i];
    if (c < 0x80)
        return 1;
    let n;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf)
        n = 2;
    else if (c >= 0xe0 && c <= 0xef) {
        n = 3;
        if (c === 0xe0)
            lo = 0xa0;
        else if (c === 0xed)
            hi = 0x9f;
    }
    else if (c >= 0xf0 && c <= 0xf4) {
        n = 4;
        if (c === 0xf0)
            lo = 0x90;
        else if (c === 0xf4)
            hi = 0x8f;
    }
    else
        return 0;
    if (i + n > b.length || b[i + 1] < lo || b[i + 1] > hi)
        return 0;
    for (let k = 2; k < n; k++)
        if ((b[i + k] & 0xc0) !== 0x80)
            return 0;
    return n;
}
/**
 * A file name's bytes as text for reports: UTF-8 as is; a byte that is not part of a valid
 * UTF-8 sequence (a Latin-1 name from an old archive) as `\xNN`, so the name stays readable and
 * two names never show the same (U+FFFD would merge them and hide which file it was).
 */
function showName(bytes) {
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        return bytes.toString('utf8');
    let out = '';
    let start = 0;
    let i = 0;
    while (i < bytes.length) {
        const n = wellFormedUtf8Length(bytes, i);
        if (n > 0) {
            i += n;
            continue;
        }
        out += `${bytes.toString('utf8', start, i)}\\x${bytes[i].toString(16).padStart(2, '0')}`;
        i++;
        start = i;
    }
    return out + bytes.toString('utf8', start, i);
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


/***/ })

};
