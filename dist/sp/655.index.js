export const id = 655;
export const ids = [655];
export const modules = {

/***/ 6655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ resolveOptions),
/* harmony export */   AX: () => (/* binding */ loadPackArg),
/* harmony export */   GF: () => (/* binding */ writeJson),
/* harmony export */   Gw: () => (/* binding */ packArg),
/* harmony export */   Lq: () => (/* binding */ installedPackName),
/* harmony export */   WW: () => (/* binding */ ROOT_OPTIONS),
/* harmony export */   Ww: () => (/* binding */ lockOptions),
/* harmony export */   _Q: () => (/* binding */ resolveForCli),
/* harmony export */   f_: () => (/* binding */ CACHE_OPTION),
/* harmony export */   iR: () => (/* binding */ home),
/* harmony export */   ib: () => (/* binding */ withCommandToReach),
/* harmony export */   nQ: () => (/* binding */ SINK_OPTIONS),
/* harmony export */   rj: () => (/* binding */ JSON_OPTION),
/* harmony export */   wg: () => (/* binding */ findRoot),
/* harmony export */   zF: () => (/* binding */ sinkFor)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_make_dirs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2626);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6107);
/* harmony import */ var _skillpack_home_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4257);
/* harmony import */ var _skillpack_pack_arg_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7602);
/* harmony import */ var _skillpack_state_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2981);








/** Flags every `sp` command that reads the authoring repo takes (§8 "Common flags"). */
const ROOT_OPTIONS = {
    root: { type: 'string', valueName: 'DIR', description: 'repo root (the folder with skills/ and packs/); default: found by walking up from the working directory' },
    'repo-root': { type: 'string', valueName: 'DIR', description: 'alias of --root' },
};
const CACHE_OPTION = {
    'cache-dir': { type: 'string', valueName: 'DIR', description: 'git cache for imports (default ~/.skillpack/cache)' },
};
const JSON_OPTION = {
    json: { type: 'boolean', description: 'print JSON for scripts' },
};
const SINK_OPTIONS = {
    agent: { type: 'string', valueName: 'SINK', description: 'codex|claude|copilot|cursor|windsurf|custom, or a sink named in ~/.skillpack/config.yaml' },
    path: { type: 'string', valueName: 'DEST', description: 'install into DEST instead of the sink\'s configured path (required for custom)' },
};
function isFile(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(p).isFile();
    }
    catch {
        return false;
    }
}
/** A pack argument with a leading `~` expanded, as for every other path the user writes. */
function packArg(ctx, arg = ctx.positionals[0]) {
    return (0,_skillpack_pack_arg_js__WEBPACK_IMPORTED_MODULE_7__/* .isPackPath */ .D)(arg) ? (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_5__/* .expandHome */ .kc)(arg, (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_5__/* .homeDir */ .lw)(ctx.env)) : arg;
}
/** The nearest folder at or above `start` with `skills/` or `packs/`, or null. */
function repoAbove(start) {
    for (let dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(start);; dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(dir)) {
        if ((0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_3__/* .isFolderSync */ .S)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, 'skills')) || (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_3__/* .isFolderSync */ .S)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, 'packs')))
            return dir;
        if (node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(dir) === dir)
            return null;
    }
}
/**
 * `--root`/`--repo-root`; else, for a pack given as a path, the repository of that file (the
 * folder holding its `packs/` folder), since its local skills are the ones beside it, not the
 * working directory's; else the nearest folder at or above the working directory with
 * `skills/` or `packs/`. An explicit root that does not hold the pack file is refused: the
 * pack would silently take another repository's skills.
 */
function findRoot(ctx, pack) {
    const homeFolder = (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_5__/* .homeDir */ .lw)(ctx.env);
    const file = pack !== undefined && (0,_skillpack_pack_arg_js__WEBPACK_IMPORTED_MODULE_7__/* .isPackPath */ .D)(pack) ? (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_5__/* .userPath */ .rZ)(pack, ctx.cwd, homeFolder) : null;
    const given = ctx.values.root ?? ctx.values['repo-root'];
    if (typeof given === 'string') {
        const abs = (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_5__/* .userPath */ .rZ)(given, ctx.cwd, homeFolder);
        if (!(0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_3__/* .isFolderSync */ .S)(abs))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--root ${given}: not a directory`);
        if (file && isFile(file) && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .realPathSoFar */ .JC)(abs), node_path__WEBPACK_IMPORTED_MODULE_0___default().join((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .realPathSoFar */ .JC)(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file)), node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(file))))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${pack}: the pack file is not inside --root ${given}; its local skills would come from another repository (drop --root, or pass the pack file's own repository)`);
        return abs;
    }
    if (file && isFile(file)) {
        for (let dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file); node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(dir) !== dir; dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(dir)) {
            if (node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(dir) === 'packs')
                return node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(dir);
        }
        const above = repoAbove(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file));
        if (above)
            return above;
    }
    const found = repoAbove(ctx.cwd);
    if (found)
        return found;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`no skills/ or packs/ folder in ${ctx.cwd} or above; run sp inside a skills repository or pass --root DIR`);
}
function home(ctx) {
    const cache = ctx.values['cache-dir'];
    return (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_5__/* .skillpackHome */ .WI)(ctx.env, typeof cache === 'string' ? cache : undefined, ctx.cwd);
}
async function sinkFor(ctx, sp) {
    const agent = ctx.values.agent;
    if (typeof agent !== 'string' || agent === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('--agent SINK is required (codex, claude, copilot, cursor, windsurf or custom)');
    const config = await (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_5__/* .loadSinkConfig */ .Ml)(sp);
    const p = ctx.values.path;
    return { sink: agent, sinkPath: (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveSink */ .Ww)(config, agent, typeof p === 'string' ? p : undefined, ctx.cwd, sp.home) };
}
// Pack parsing (ajv) and resolution (git) load only for the commands that need them, so
// `sp list` starts as fast as the walk allows.
async function loadPackArg(ctx, root) {
    const { findPackFile, loadPack } = await __webpack_require__.e(/* import() */ 430).then(__webpack_require__.bind(__webpack_require__, 8430));
    return loadPack(await findPackFile(packArg(ctx), root, ctx.cwd), ctx.cwd);
}
async function resolveForCli(ctx, pack, root, sp, pinned) {
    const { resolvePack } = await __webpack_require__.e(/* import() */ 373).then(__webpack_require__.bind(__webpack_require__, 1373));
    return resolvePack(pack, resolveOptions(ctx, pack, root, sp, pinned));
}
function resolveOptions(ctx, pack, root, sp, pinned) {
    return {
        root,
        cacheDir: sp.cacheDir,
        packLabel: `pack '${pack.name}' (${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .displayPath */ .Gt)(pack.file, ctx.cwd)})`,
        pinnedCommits: pinned,
        fetchLock: lockOptions(ctx),
        onFetch: ctx.verbose ? (repo, ref) => ctx.stderr.write(`sp: fetching ${repo}${ref ? ` @ ${ref}` : ' (default branch)'}\n`) : undefined,
    };
}
/** A word for a suggested command line: as is when the shell leaves it alone, else single-quoted. */
function shellWord(s) {
    return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}
/**
 * A "not installed" error for a pack that state records for the same agent at another path
 * (the sink's path changed since the install), with the command line that reaches it added.
 */
function withCommandToReach(err, command) {
    if (!(err instanceof _skillpack_state_js__WEBPACK_IMPORTED_MODULE_6__/* .NotInstalledError */ .Yi) || err.movedTo.length === 0)
        return err;
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${err.message}: run sp ${command} ${shellWord(err.pack)} --agent ${shellWord(err.sink)} --path ${shellWord(err.movedTo[0])}`);
}
function writeJson(ctx, value) {
    ctx.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
/**
 * `SKILLPACK_LOCK_TIMEOUT` (seconds) bounds every wait for another sp process: for the state
 * lock (default 30 s) and for an import's cache lock while another run fetches it (default
 * 10 min, as a fetch can take that long). Unset, each lock keeps its default.
 */
function lockOptions(ctx) {
    const v = ctx.env.SKILLPACK_LOCK_TIMEOUT;
    const hint = 'SKILLPACK_LOCK_TIMEOUT=<seconds> waits longer';
    if (v === undefined || v === '')
        return { hint };
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`SKILLPACK_LOCK_TIMEOUT must be a number of seconds, not '${v}'`);
    return { timeoutMs: n * 1000, hint };
}
/**
 * The pack name a state record is kept under, for `uninstall` and `verify`. A pack file path
 * names its pack. A bare word is the name itself when state has it in this sink, or for this
 * agent at another path (its pack file may be gone; notInstalledError then names that path);
 * otherwise, as `install` reads it, the file name of `packs/<word>.yaml`, whose `name:` field
 * may differ.
 */
async function installedPackName(ctx, arg, state, sink, sinkPath) {
    const { findPackFile, loadPack } = await __webpack_require__.e(/* import() */ 430).then(__webpack_require__.bind(__webpack_require__, 8430));
    if ((0,_skillpack_pack_arg_js__WEBPACK_IMPORTED_MODULE_7__/* .isPackPath */ .D)(arg))
        return (await loadPack(await findPackFile(packArg(ctx, arg), findRoot(ctx, arg), ctx.cwd), ctx.cwd)).name;
    if (state.installs.some((r) => r.pack === arg && (r.sink_path === sinkPath || r.sink === sink)))
        return arg;
    try {
        return (await loadPack(await findPackFile(arg, findRoot(ctx), ctx.cwd), ctx.cwd)).name;
    }
    catch {
        // No repository or pack file here: the word stays the name, and "not installed" says so.
        return arg;
    }
}


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
/* harmony export */   Xo: () => (/* binding */ compareBytes)
/* harmony export */ });
/* unused harmony exports DiagnosticCollector, runRules, metaMap, compareDiagnostics, HAS_SURROGATE */
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

/***/ 628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  findJsonFault: () => (/* binding */ findJsonFault),
  jsonPointer: () => (/* binding */ jsonPointer),
  parseJson: () => (/* binding */ parseJson),
  pointerSegment: () => (/* binding */ pointerSegment)
});

;// CONCATENATED MODULE: ./src/core/text-position.ts
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

// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
;// CONCATENATED MODULE: ./src/core/json.ts


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
                return { value: undefined, error: { message: dup.message, ...new LineIndex(text, { cr: true }).locate(dup.offset), ...(options.uniqueKeys ? { duplicateKey: true } : {}) } };
        }
        return numbers ? { value, error: null, numbers } : { value, error: null };
    }
    catch (err) {
        const fault = findJsonFault(text);
        const { line, column } = new LineIndex(text, { cr: true }).locate(fault.offset);
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
                fail(`duplicate key ${(0,show_name/* quoteEscaped */.kd)(key)}`);
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

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   JC: () => (/* binding */ realPathSoFar)
/* harmony export */ });
/* unused harmony exports relativePathProblem, normalRelativePath, danglingLinkLeadsOutside, resolveContained, toPosix */
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
    const n = path.posix.normalize(p).replace(/^(\.\/)+/, '').replace(/\/+$/, '');
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
    return new UnsafePathError(message, { reason, link });
}
/**
 * Whether a dangling symlink would lead outside `realRoot` (a real path): where it points is
 * resolved as far as it exists. A link that cannot be read counts as outside.
 */
async function danglingLinkLeadsOutside(realRoot, link) {
    try {
        const target = path.resolve(path.dirname(link), await readlink(link));
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
    const absRoot = path.resolve(root);
    const target = path.resolve(absRoot, rel);
    if (!isInside(absRoot, target))
        throw refusal(`${rel}: unsafe path (outside ${root})`, 'outside');
    const realRoot = await realpath(absRoot);
    let probe = target;
    for (;;) {
        try {
            const real = await realpath(probe);
            if (!isInside(realRoot, real))
                throw refusal(`${rel}: unsafe path (resolves outside ${root} through a symlink)`, 'symlink_outside');
            return target;
        }
        catch (err) {
            if (err instanceof UnsafePathError)
                throw err;
            const code = err.code;
            if (code === 'ELOOP')
                throw refusal(`${rel}: unsafe path (symlink loop)`, 'symlink_loop');
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw err;
            // A dangling symlink is refused (what it names may appear later); the reason says whether it would lead outside.
            try {
                const st = await lstat(probe);
                if (st.isSymbolicLink())
                    throw refusal(`${rel}: unsafe path (dangling symlink)`, (await danglingLinkLeadsOutside(realRoot, probe)) ? 'symlink_outside' : 'dangling_symlink', probe);
            }
            catch (e) {
                if (e instanceof UnsafePathError)
                    throw e;
            }
            const parent = path.dirname(probe);
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

/***/ 1869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _6: () => (/* binding */ decodeUtf8),
  nd: () => (/* binding */ lstatOrNull),
  _F: () => (/* binding */ lstatOrNullSync),
  lB: () => (/* binding */ readFileLimited),
  Ex: () => (/* binding */ readFileLimitedSync)
});

// UNUSED EXPORTS: DEFAULT_MAX_TEXT_BYTES

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/core/text-decode.ts
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
    if (isUtf8(body))
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
    if (isUtf8(bytes))
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

;// CONCATENATED MODULE: ./src/core/read.ts





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
        st = await (0,promises_.stat)(file);
    }
    catch (err) {
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, file));
    }
    assertReadable(file, st, maxBytes);
    let fh;
    try {
        fh = await (0,promises_.open)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (err) {
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, file));
    }
    try {
        const reader = new GrowingRead(file, st.size, maxBytes);
        // room() may grow the buffer: it is asked before the buffer is handed to read().
        for (let room = reader.room(); reader.take((await fh.read(reader.buf, reader.total, room, null)).bytesRead); room = reader.room())
            ;
        return reader.bytes();
    }
    catch (err) {
        if (err instanceof errors/* InvalidInputError */.oC)
            throw err;
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, file));
    }
    finally {
        await fh.close();
    }
}
/** readFileLimited without the thread pool: one call per step, for a few small files read in a row. */
function readFileLimitedSync(file, maxBytes = DEFAULT_MAX_TEXT_BYTES) {
    let st;
    try {
        st = (0,external_node_fs_.statSync)(file);
    }
    catch (err) {
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, file));
    }
    assertReadable(file, st, maxBytes);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (err) {
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, file));
    }
    try {
        const reader = new GrowingRead(file, st.size, maxBytes);
        for (let room = reader.room(); reader.take((0,external_node_fs_.readSync)(fd, reader.buf, reader.total, room, null)); room = reader.room())
            ;
        return reader.bytes();
    }
    catch (err) {
        if (err instanceof errors/* InvalidInputError */.oC)
            throw err;
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, file));
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function assertReadable(file, st, maxBytes) {
    if (!st.isFile())
        throw new errors/* InvalidInputError */.oC(`${file}: not a regular file`);
    if (st.size > maxBytes)
        throw new errors/* InvalidInputError */.oC(`${file}: ${st.size} bytes is over the limit of ${maxBytes} bytes`);
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
            throw new errors/* InvalidInputError */.oC(`${this.file}: over the limit of ${this.maxBytes} bytes`);
        return true;
    }
    bytes() {
        return this.buf.subarray(0, this.total);
    }
}
const utf8Strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const read_utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
/** Decodes UTF-8 strictly; on failure returns the lossy text and the byte offset of the first bad sequence. */
function decodeUtf8(bytes) {
    const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const body = hasBom ? bytes.subarray(3) : bytes;
    try {
        return { text: utf8Strict.decode(body), problem: hasBom ? 'starts with a UTF-8 byte order mark' : null, hasBom, badOffset: null };
    }
    catch {
        const badOffset = firstInvalidUtf8Offset(body) + (hasBom ? 3 : 0);
        return { text: read_utf8Lossy.decode(body), problem: `not valid UTF-8 (first bad byte at offset ${badOffset})`, hasBom, badOffset };
    }
}
function firstInvalidUtf8Offset(b) {
    let i = 0;
    while (i < b.length) {
        const n = wellFormedUtf8Length(b, i);
        if (n === 0)
            return i;
        i += n;
    }
    return i;
}
/** lstat that returns null for a missing path instead of throwing. */
async function lstatOrNull(p) {
    try {
        return await (0,promises_.lstat)(p);
    }
    catch (err) {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR')
            return null;
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, p));
    }
}
/** lstatOrNull without the thread pool, for checks made once per installed folder. */
function lstatOrNullSync(p) {
    try {
        return (0,external_node_fs_.lstatSync)(p, { throwIfNoEntry: false }) ?? null;
    }
    catch (err) {
        if (err.code === 'ENOTDIR')
            return null;
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, p));
    }
}


/***/ }),

/***/ 4130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ emptyRecord),
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/**
 * An empty string-keyed record without a prototype, for keys that come from input (file names,
 * sink names, metadata keys, environment names): on a plain object `__proto__` would be
 * dropped and `constructor` would seem present already. Test membership with Object.hasOwn.
 */
function emptyRecord() {
    return Object.create(null);
}
/**
 * Whether a parsed value (JSON, YAML, TOML) is a mapping: a plain object, not null, a list, a
 * date or another class instance. A check that hands it to ajv then sees exactly its own keys.
 */
function isRecord(v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return false;
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null;
}


/***/ }),

/***/ 6659:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n3: () => (/* binding */ controlCharacterError),
  iY: () => (/* binding */ discoverSkills),
  zN: () => (/* binding */ foldName),
  h2: () => (/* binding */ notUtf8Error),
  AB: () => (/* reexport */ show_name/* shownValue */.JJ),
  lX: () => (/* binding */ undecodableNames),
  g3: () => (/* binding */ windowsNameProblem)
});

// UNUSED EXPORTS: SKILL_FILE

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
;// CONCATENATED MODULE: ./src/core/windows-names.ts
/**
 * A name Windows reserves for a device, with any extension (`nul.md`, `COM1.tar.gz`) and blanks
 * before it; Win32 ignores the case. Group 1 is the device. Context packs (path-unsafe) and skill
 * packs (sp) both refuse such names, so a pack checks out and installs the same everywhere.
 */
const WINDOWS_DEVICE_NAME = /^(CON|PRN|AUX|NUL|COM[1-9\u00b9\u00b2\u00b3]|LPT[1-9\u00b9\u00b2\u00b3]|CONIN\$|CONOUT\$) *(?:\.|$)/i;

;// CONCATENATED MODULE: ./src/skillpack/discover.ts








const SKILL_FILE = 'SKILL.md';
/** A name for a message: `'name'`, or double-quoted with escapes (core/show-name shownValue). */

/** The error for a skill path (or a file in a skill) whose name holds a control character. */
function controlCharacterError(shown) {
    return new errors/* InvalidInputError */.oC(`${(0,show_name/* shownValue */.JJ)(shown)}: the name contains a control character (newline, tab, …), which no install name or state key may hold; rename it`);
}
/** The error for a path in a skill whose name is not UTF-8 (see undecodableNames). */
function notUtf8Error(shown) {
    return new errors/* InvalidInputError */.oC(`${(0,show_name/* shownValue */.JJ)(shown)}: the name is not valid UTF-8 (shown with \uFFFD), which no state key can hold; rename it`);
}
/**
 * The names of a folder's listing that do not name what the folder holds: readdir gives a name
 * whose bytes are not UTF-8 with U+FFFD in their place, and a path built from it reaches nothing
 * (an lstat or copy of it fails with "no such file or directory"). It reads the folder again, as
 * bytes, to tell those from a name that really holds the character: callers ask only once a name
 * of the folder holds a U+FFFD, and keep the answer for its other names.
 */
function undecodableNames(dir) {
    let raw;
    try {
        raw = (0,external_node_fs_.readdirSync)(dir, { encoding: 'buffer' });
    }
    catch {
        return new Set();
    }
    return new Set(raw.filter((b) => !(0,external_node_buffer_.isUtf8)(b)).map((b) => b.toString('utf8')));
}
/**
 * A name as a case-insensitive, normalisation-insensitive file system (APFS, NTFS) sees it: two
 * install names that fold alike are one folder there, so the second copy would land in the
 * first's (its staging folder already exists, or its rename replaces the other skill); two
 * files of one skill folder that fold alike are one file, and the copy keeps only one of them.
 */
function foldName(name) {
    // ASCII is NFC already: most names skip the normalisation (every entry of an install is folded).
    return ASCII.test(name) ? name.toLowerCase() : name.normalize('NFC').toLowerCase();
}
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;
/**
 * Names Windows reserves for devices, in any case and with any extension (`nul.md`, `COM1.tar.gz`,
 * `CON .txt`), `COM¹`–`COM³` and `LPT¹`–`LPT³` included: the list context-pack's path-unsafe
 * rule checks, so both kinds of pack agree (COM0 and LPT0, which newer Microsoft documentation
 * also lists, are in neither).
 */
const WINDOWS_FORBIDDEN = /[<>:"|?*\\]/;
/** Whatever windowsNameProblem may refuse, in one test: most names pass it and are looked at no further. */
const WINDOWS_SUSPECT = /[<>:"|?*\\]|[. ]$|^(?:CON|PRN|AUX|NUL|COM|LPT)/i;
/**
 * Why Windows cannot hold a file or folder of this name, or null: a device name, a name ending
 * in a dot or a space (which Windows drops, so the copy gets another name, or two names one
 * file), or one of `< > : " | ? * \`. A pack holding one would install on Linux and macOS but
 * fail or lose files on Windows; like names that fold together (foldName), it is refused on
 * every platform, so a pack installs the same everywhere. Control characters are refused
 * before this (controlCharacterError). The phrase follows "which" or "the name".
 */
function windowsNameProblem(name) {
    if (!WINDOWS_SUSPECT.test(name))
        return null;
    const device = WINDOWS_DEVICE_NAME.exec(name);
    if (device)
        return `is the device name ${device[1].toUpperCase()} on Windows (in any case, with any extension): no file or folder there can have it`;
    const bad = WINDOWS_FORBIDDEN.exec(name);
    if (bad)
        return `contains '${bad[0]}': Windows allows none of < > : " | ? * \\ in a file or folder name`;
    if (/[. ]$/.test(name))
        return `ends with ${name.endsWith('.') ? 'a dot' : 'a space'}: Windows drops it from a file or folder name`;
    return null;
}
/**
 * Finds skills (specs/skillpacks-v0.md §1–2): folders holding `SKILL.md` (exact case) with no
 * `SKILL.md` below them. Walks every folder except `.git` — dot-folders hold real skills
 * (`skills/.curated/…`, INTEROP.md §2). Synchronous on purpose: a tree walk of 100,000 files
 * is mostly readdir calls, and the sync calls avoid a promise per entry.
 */
function discoverSkills(root, options) {
    const label = options.label ?? root;
    let realRoot;
    try {
        realRoot = (0,external_node_fs_.realpathSync)(root);
    }
    catch (err) {
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, label));
    }
    if (!(0,external_node_fs_.statSync)(realRoot).isDirectory())
        throw new errors/* InvalidInputError */.oC(`${label}: not a directory`);
    const markers = [];
    const shown = (rel) => (rel ? `${label}/${rel}` : label);
    /** `chain`: real paths of the symlinked folders followed to get here, to stop loops. */
    const walk = (dir, rel, viaSymlink, chain) => {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch (err) {
            throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, shown(rel)));
        }
        options.listings?.set(dir, entries);
        let undecodable;
        for (const e of entries) {
            // Most entries are plain files that are not SKILL.md: decide those before building any string.
            const name = e.name;
            if (e.isFile()) {
                if (name === SKILL_FILE)
                    markers.push(rel);
                continue;
            }
            // Only here, past the files (which discovery never reaches by name), is a name looked at.
            if (name.includes('\uFFFD') && (undecodable ??= undecodableNames(dir)).has(name)) {
                // A folder that cannot be walked by name: the author's own is refused (rename it); a
                // remote repository's is left out, as its skills could have no id.
                if (options.mode === 'local')
                    throw notUtf8Error(shown(rel ? `${rel}/${name}` : name));
                continue;
            }
            if (e.isDirectory()) {
                if (name !== '.git')
                    walk(`${dir}/${name}`, rel ? `${rel}/${name}` : name, viaSymlink, chain);
                continue;
            }
            if (!e.isSymbolicLink() || name === '.git')
                continue;
            const childRel = rel ? `${rel}/${name}` : name;
            const full = `${dir}/${name}`;
            if (name === SKILL_FILE) {
                if (!viaSymlink)
                    throw new errors/* InvalidInputError */.oC(`${shown(childRel)}: SKILL.md is a symlink, which is only allowed inside a symlinked skill folder`);
                const target = followable(full, shown(childRel));
                if (!target?.isFile())
                    throw new errors/* InvalidInputError */.oC(`${shown(childRel)}: SKILL.md is a symlink to something that is not a file`);
                if (options.mode === 'remote' && !(0,paths/* isInside */.FK)(realRoot, (0,external_node_fs_.realpathSync)(full)))
                    throw new errors/* InvalidInputError */.oC(`${shown(childRel)}: SKILL.md is a symlink leading out of the repository`);
                markers.push(rel);
                continue;
            }
            // Symlinks to files, and dangling ones, matter only if a selected skill holds them (copy reports them).
            const target = statOrNull(full);
            if (!target?.isDirectory())
                continue;
            const real = (0,external_node_fs_.realpathSync)(full);
            if (options.mode === 'remote' && !(0,paths/* isInside */.FK)(realRoot, real))
                continue;
            if (real === realRoot || chain.includes(real) || (0,paths/* isInside */.FK)(real, (0,external_node_fs_.realpathSync)(dir))) {
                throw new errors/* InvalidInputError */.oC(`${shown(childRel)}: symlink loop (leads back to a folder above it)`);
            }
            walk(full, childRel, true, [...chain, real]);
        }
    };
    const top = external_node_path_default().resolve(root);
    walk(top, '', false, []);
    const rootMarker = markers.indexOf('');
    if (rootMarker !== -1) {
        if (options.mode === 'local')
            throw new errors/* InvalidInputError */.oC(`${label}/SKILL.md: ${label}/ itself cannot be a skill`);
        markers.splice(rootMarker, 1);
    }
    // Leaf-only: a folder with SKILL.md is a skill unless another marker lies below it.
    const ancestors = new Set();
    for (const m of markers) {
        for (let i = m.lastIndexOf('/'); i > 0; i = m.lastIndexOf('/', i - 1))
            ancestors.add(m.slice(0, i));
    }
    const ids = markers.filter((m) => !ancestors.has(m)).sort(diagnostics/* compareBytes */.Xo);
    // A local skill is the author's own folder: refused here, so list, show, install and validate
    // all say so. A remote repository may hold such a folder the pack never selects: resolvePack
    // refuses it only once selected.
    if (options.mode === 'local') {
        const bad = ids.find(show_name/* hasControlCharacter */.Fd);
        if (bad !== undefined)
            throw controlCharacterError(shown(bad));
    }
    return ids
        // The folder as walked (`<root>/<id>`, the key of its listing); string joins, as path.join
        // normalising every path costs more than the walk for a few hundred skills.
        .map((id) => ({ id, dir: (external_node_path_default()).sep === '/' ? `${top}/${id}` : external_node_path_default().join(top, ...id.split('/')) }));
}
/** stat through a symlink; a dangling link is an error naming it. */
function followable(full, shown) {
    try {
        return (0,external_node_fs_.statSync)(full);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT')
            throw new errors/* InvalidInputError */.oC(`${shown}: dangling symlink`);
        if (code === 'ELOOP')
            throw new errors/* InvalidInputError */.oC(`${shown}: symlink loop`);
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, shown));
    }
}
function statOrNull(full) {
    try {
        return (0,external_node_fs_.statSync)(full);
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 4257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ml: () => (/* binding */ loadSinkConfig),
/* harmony export */   WI: () => (/* binding */ skillpackHome),
/* harmony export */   Ww: () => (/* binding */ resolveSink),
/* harmony export */   kc: () => (/* binding */ expandHome),
/* harmony export */   lw: () => (/* binding */ homeDir),
/* harmony export */   rZ: () => (/* binding */ userPath)
/* harmony export */ });
/* unused harmony exports DEFAULT_SINKS, CUSTOM_SINK */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1869);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4130);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(628);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6296);







/**
 * Built-in sinks (specs/skillpacks-v0.md §6–7). Windsurf reads `~/.codeium/windsurf/skills`,
 * not the spec's `~/.windsurf/skills` (INTEROP.md §2). `custom` has no path: it needs `--path`.
 */
const DEFAULT_SINKS = {
    codex: '~/.codex/skills',
    claude: '~/.claude/skills',
    copilot: '~/.copilot/skills',
    cursor: '~/.cursor/skills',
    windsurf: '~/.codeium/windsurf/skills',
};
const CUSTOM_SINK = 'custom';
/** The user's home folder: `$HOME`, else the OS's idea of it. */
function homeDir(env) {
    return env.HOME || node_os__WEBPACK_IMPORTED_MODULE_0___default().homedir();
}
/**
 * A path the user wrote (a flag, SKILLPACK_HOME), absolute. A leading `~` is the home folder
 * even where no shell expanded it (`--cache-dir=~/c`, a quoted variable): taken literally it
 * makes a folder named `~` in the working directory, which an `rm -rf ~` meant to clean it up
 * would turn into deleting the home folder.
 */
function userPath(p, cwd, home) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, expandHome(p, home));
}
function skillpackHome(env, cacheDir, cwd = process.cwd()) {
    const home = homeDir(env);
    const dir = env.SKILLPACK_HOME ? userPath(env.SKILLPACK_HOME, cwd, home) : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(home, '.skillpack');
    return {
        dir,
        home,
        configFile: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'config.yaml'),
        stateFile: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'state.json'),
        cacheDir: cacheDir ? userPath(cacheDir, cwd, home) : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'cache'),
        backupDir: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'backup'),
        lockFile: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'state.lock'),
    };
}
function expandHome(p, home) {
    if (p === '~')
        return home;
    if (p.startsWith('~/'))
        return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(home, p.slice(2));
    return p;
}
/** Built-in sinks overlaid with `config.yaml`'s `sinks:` (which may also add new names). */
async function loadSinkConfig(sp) {
    // A sink named `constructor` or `__proto__` is only what config.yaml says.
    const sinks = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_6__/* .emptyRecord */ .F)();
    const origin = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_6__/* .emptyRecord */ .F)();
    for (const [name, p] of Object.entries(DEFAULT_SINKS)) {
        sinks[name] = expandHome(p, sp.home);
        origin[name] = 'default';
    }
    if (!(0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .lstatOrNullSync */ ._F)(sp.configFile))
        return { sinks, origin };
    // The YAML parser loads only when there is a config file to read.
    const { parseYaml, locatePointer } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(76)]).then(__webpack_require__.bind(__webpack_require__, 1076));
    const parsed = parseYaml((0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileLimitedSync */ .Ex)(sp.configFile, 1024 * 1024).toString('utf8'));
    if (parsed.error)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}:${parsed.error.line ?? 1}: ${parsed.error.message}`);
    const raw = parsed.value ?? {};
    if (typeof raw !== 'object' || Array.isArray(raw))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: expected a mapping with a sinks: key`);
    // A misspelt key (`sink:`) would otherwise leave every sink at its default without a word.
    for (const key of Object.keys(raw)) {
        if (key !== 'sinks') {
            const at = locatePointer(parsed, (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__.jsonPointer)([key]));
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}${at ? `:${at.line}` : ''}: unknown key "${key}" (the only key is sinks:)`);
        }
    }
    const configured = raw.sinks ?? {};
    if (typeof configured !== 'object' || configured === null || Array.isArray(configured))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sinks must map sink names to paths`);
    for (const [name, value] of Object.entries(configured)) {
        if (name === CUSTOM_SINK)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sinks.custom cannot be configured: it always takes --path`);
        const nameProblem = sinkNameProblem(name);
        if (nameProblem)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sink name ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonEscaped */ .Ud)(name)} ${nameProblem}`);
        if (typeof value !== 'string' || value.trim() === '')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sinks.${name} must be a path`);
        if ((0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_5__/* .hasControlCharacter */ .Fd)(value))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sinks.${name} is ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonEscaped */ .Ud)(value)}, which contains a control character (newline, tab, …): no sink path may hold one`);
        const expanded = expandHome(value, sp.home);
        if (!node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(expanded))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sinks.${name} must be an absolute path or start with ~/, not '${value}'`);
        sinks[name] = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(expanded);
        origin[name] = sp.configFile;
    }
    return { sinks, origin };
}
/**
 * Why a sink name from config.yaml cannot be used, or null. The name is a folder of the backup
 * path (`backup/<time>/<sink>/`): `..` or a `/` would move edited folders out of sp's backup
 * folder, and a control character would break every line that names the sink.
 */
function sinkNameProblem(name) {
    if (name === '' || name === '.' || name === '..')
        return 'must be a word, not "", "." or ".."';
    if (/[/\\]/.test(name))
        return 'must not contain "/" or "\\" (it names a folder under the backup folder)';
    if ((0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_5__/* .hasControlCharacter */ .Fd)(name))
        return 'must not contain a control character (newline, tab, …)';
    return null;
}
/** The sink path for `--agent` (and `--path`, which overrides it and is required for `custom`). */
function resolveSink(config, agent, pathFlag, cwd, home) {
    if (pathFlag !== undefined) {
        if (pathFlag.trim() === '')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--path must not be empty');
        if (agent !== CUSTOM_SINK && !Object.hasOwn(config.sinks, agent))
            throw unknownSink(config, agent);
        return userPath(pathFlag, cwd, home);
    }
    if (agent === CUSTOM_SINK)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--agent custom needs --path DEST');
    const p = Object.hasOwn(config.sinks, agent) ? config.sinks[agent] : undefined;
    if (!p)
        throw unknownSink(config, agent);
    return p;
}
function unknownSink(config, agent) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`unknown agent '${agent}' (known: ${[...Object.keys(config.sinks), CUSTOM_SINK].join(', ')}; add more under sinks: in config.yaml)`);
}


/***/ }),

/***/ 7602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ isPackPath),
/* harmony export */   J: () => (/* binding */ PACK_EXTENSIONS)
/* harmony export */ });
/** Extensions of pack files in `packs/`. */
const PACK_EXTENSIONS = ['.yaml', '.yml'];
/**
 * Whether a pack argument names a pack file by path (`packs/a.yaml`, `../x/p.yml`) rather than a
 * pack by name. Kept apart from the pack parser so `sp` can decide it without loading that.
 */
function isPackPath(arg) {
    return arg.includes('/') || PACK_EXTENSIONS.some((e) => arg.endsWith(e));
}


/***/ }),

/***/ 2981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ withSinkLock),
/* harmony export */   C7: () => (/* binding */ loadState),
/* harmony export */   GI: () => (/* binding */ removeRecord),
/* harmony export */   LZ: () => (/* binding */ saveState),
/* harmony export */   NC: () => (/* binding */ withStateLock),
/* harmony export */   Tq: () => (/* binding */ findRecord),
/* harmony export */   Yi: () => (/* binding */ NotInstalledError),
/* harmony export */   _n: () => (/* binding */ isAlive),
/* harmony export */   cG: () => (/* binding */ notInstalledError),
/* harmony export */   j8: () => (/* binding */ putRecord)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3008);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1869);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _core_make_dirs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2626);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6296);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4130);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6659);











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
    // Synchronous reads and writes here and below: a handful of calls, each faster than a
    // round trip through the thread pool, in a command with nothing else to do meanwhile.
    if (!(0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNullSync */ ._F)(file))
        return { version: 1, installs: [] };
    const text = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileLimitedSync */ .Ex)(file, MAX_STATE_BYTES).toString('utf8');
    let parsed;
    try {
        parsed = { value: JSON.parse(text), error: null };
    }
    catch {
        // Only a broken file needs the reader that says where it breaks.
        parsed = (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 628))).parseJson(text);
    }
    const bad = (why) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}: not a valid skillpack state file (${why})`);
    if (parsed.error)
        throw bad(`${parsed.error.message}${parsed.error.line ? ` at line ${parsed.error.line}` : ''}`);
    const v = parsed.value;
    if (!v || typeof v !== 'object' || v.version !== 1 || !Array.isArray(v.installs))
        throw bad('expected {"version": 1, "installs": [...]}');
    // Two records for one (sink_path, pack) would split what the pack owns: install would take
    // the second for another pack's, and uninstall would drop both but delete only the first's
    // folders, leaving the rest owned by no one.
    const seen = new Map();
    for (const [i, r] of v.installs.entries()) {
        const rec = r;
        if (!rec || typeof rec !== 'object')
            throw bad(`installs[${i}] is not an object`);
        for (const k of ['sink', 'sink_path', 'pack', 'prefix', 'sep'])
            if (typeof rec[k] !== 'string')
                throw bad(`installs[${i}].${k} must be a string`);
        if (!node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(rec.sink_path))
            throw bad(`installs[${i}].sink_path must be absolute`);
        // Every command looks a record up by the sink's resolved path: `/x/skills/` or `/x/./skills`
        // would match no --path or configured sink, and the pack could never be uninstalled.
        if (node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(rec.sink_path) !== rec.sink_path)
            throw bad(`installs[${i}].sink_path must be absolute and normalised, as ${node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(rec.sink_path)}`);
        if (!isStringArray(rec.installed_paths))
            throw bad(`installs[${i}].installed_paths must be a list of paths`);
        const key = JSON.stringify([rec.sink_path, rec.pack]);
        const first = seen.get(key);
        if (first !== undefined)
            throw bad(`installs[${first}] and installs[${i}] are both pack ${(0,_discover_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteName */ .AB)(rec.pack)} in ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(rec.sink_path)}; merge their installed_paths into one record`);
        seen.set(key, i);
        rec.pack_file = typeof rec.pack_file === 'string' ? rec.pack_file : '';
        rec.flatten = rec.flatten === true;
        rec.imports = Array.isArray(rec.imports) ? rec.imports : [];
        rec.installed_at = typeof rec.installed_at === 'string' ? rec.installed_at : '';
        rec.files = rec.files && typeof rec.files === 'object' ? rec.files : {};
        // Each installed path's file hashes: anything else (a string, a list) would have verify list
        // its characters as missing files and install judge every folder edited.
        for (const [p, hashes] of Object.entries(rec.files)) {
            if (!(0,_core_record_js__WEBPACK_IMPORTED_MODULE_10__/* .isRecord */ .u)(hashes) || !Object.values(hashes).every((h) => typeof h === 'string'))
                throw bad(`installs[${i}].files[${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .jsonEscaped */ .Ud)(p)}] must map file paths to their SHA-256`);
        }
        if (rec.executables !== undefined) {
            const ex = rec.executables;
            if (!ex || typeof ex !== 'object' || Array.isArray(ex) || !Object.values(ex).every(isStringArray))
                throw bad(`installs[${i}].executables must map installed paths to lists of files`);
        }
    }
    return v;
}
async function saveState(file, state) {
    try {
        (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_7__/* .makeDirs */ .X)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file));
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file)));
    }
    (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomicSync */ .Q)(file, `${JSON.stringify(state, null, 2)}\n`);
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
 * `(sink_path, pack)` has no record. `movedTo` holds the paths where state records the pack for
 * the same sink (its path changed since the install?), for a front-end to name what reaches them.
 */
class NotInstalledError extends _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC {
    pack;
    sink;
    movedTo;
    constructor(message, pack, sink, movedTo) {
        super(message);
        this.pack = pack;
        this.sink = sink;
        this.movedTo = movedTo;
    }
}
/**
 * The error for `(sink_path, pack)` having no record, for uninstall and verify alike. When the
 * sink's path has moved since the install (config.yaml changed, another path given), state
 * still has the pack for the same agent at the old path: the message names that path, rather
 * than only "not installed", and the error carries it (movedTo).
 */
function notInstalledError(state, pack, sink, sinkPath) {
    const base = `pack '${pack}' is not installed in ${sinkPath}`;
    const elsewhere = state.installs.filter((r) => r.pack === pack && r.sink_path !== sinkPath);
    const sameSink = elsewhere.filter((r) => r.sink === sink);
    if (sameSink.length > 0) {
        const at = sameSink.map((r) => r.sink_path);
        return new NotInstalledError(`${base}; state records it for ${sink} in ${at.join(', ')} (the sink's path has changed since the install?)`, pack, sink, at);
    }
    if (elsewhere.length > 0) {
        return new NotInstalledError(`${base}; state records it only for ${elsewhere.map((r) => `${r.sink} in ${r.sink_path}`).join(', ')} (see sp installed)`, pack, sink, []);
    }
    return new NotInstalledError(`${base} (see sp installed)`, pack, sink, []);
}
/** How long an empty lock file is taken for one whose owner is about to write its pid. */
const EMPTY_LOCK_GRACE_MS = 2000;
/**
 * Serialises state changes between processes: a lock file created with O_EXCL holding the
 * owner's pid. A lock whose pid is gone (a killed run) is taken over; a live one is waited for,
 * then reported with its pid and path.
 */
async function withStateLock(lockFile, fn, options = {}) {
    try {
        (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_7__/* .makeDirs */ .X)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(lockFile));
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(lockFile)));
    }
    await acquireLock(lockFile, options, PID_ONLY);
    try {
        return await fn();
    }
    finally {
        releaseLock(lockFile);
    }
}
/**
 * A sink's own lock, `<sink>/.skillpack-lock` (SINK_LOCK), held by each install and uninstall
 * from its recovery of killed runs' leftovers to its last rename. state.lock is per
 * SKILLPACK_HOME, and runs of two homes (two users, a CI job and a person, two containers
 * sharing a volume) may share a sink: without this, each run's recoverSink took the other's
 * live staging folders for a killed run's and deleted them. Under this lock every
 * `.skillpack-tmp.*` and `.skillpack-old.*` in the sink is a killed run's, as before.
 *
 * A lock in the sink, rather than leftovers named after their owner: every run finds it, by
 * whichever path it reaches the sink (a symlink, another container's mount point), and it also
 * makes each run's check that a destination is free and its rename into it one step against the
 * other run's; owner-named leftovers would need the same liveness test and leave that race. A
 * hidden file, which agents looking for skill folders pass over, under a name no install name
 * can take (`.skillpack-`).
 *
 * A pid is only meaningful in the pid namespace it was written in: two containers sharing a
 * volume, or two hosts sharing a network file system, each see the other's pid as some other
 * process or none. So the lock holds `<pid> <pid space> <host>` (see pidSpace), and a lock from
 * another pid space is never judged stale by its pid: it is waited for like a live one, and the
 * message says how to remove it if its run was killed. Taking a live run's lock for a dead one's
 * would bring back the deletions this lock prevents; a dead one's left elsewhere costs one rm.
 *
 * A sink sp cannot write to (read-only), or that is gone, takes no lock: nothing in it can
 * change, so `fn` runs with `locked` false and must then leave leftovers alone; its first change
 * fails as before, with the message naming the sink.
 */
async function withSinkLock(lockFile, fn, options = {}) {
    const locked = await acquireLock(lockFile, options, SINK_HOLDER);
    try {
        return await fn(locked);
    }
    finally {
        if (locked)
            releaseLock(lockFile);
    }
}
function releaseLock(lockFile) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(lockFile);
    }
    catch {
        /* already gone */
    }
}
/** state.lock and the cache's repo.lock: `<pid>`, which older sp versions read as well. */
const PID_ONLY = { own: () => `${process.pid}\n`, holder: (text) => ({ pid: Number(text), elsewhere: null }), skipUnwritable: false };
const SINK_HOLDER = {
    own: () => `${process.pid} ${pidSpace()} ${hostName()}\n`,
    holder(text) {
        const [pid, space, host] = text.split(/\s+/);
        if (space === undefined || space === pidSpace())
            return { pid: Number(pid), elsewhere: null };
        // The same host booted since (another boot id, same host name): every process of the run
        // that wrote it is gone, so the lock is stale; the pid would name some other process now.
        const [kind, boot] = space.split(':');
        const [ownKind, ownBoot] = pidSpace().split(':');
        if (kind === 'linux' && ownKind === 'linux' && boot !== ownBoot && host === hostName())
            return { pid: 0, elsewhere: null };
        return { pid: Number(pid), elsewhere: host || 'another host' };
    },
    skipUnwritable: true,
    written: /^(?:\d+(?: \S+ \S+)?)?$/,
};
const hostName = () => (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)().replace(/\s/g, '_') || '?';
let ownPidSpace;
/**
 * Which processes this one's pid is counted among: on Linux the kernel's boot id and the inode
 * of the pid namespace (two containers on one kernel differ in the second, two hosts in the
 * first; a container sharing the host's pids shares both); elsewhere, where a host has one pid
 * space, the host name. Read once: two small reads from /proc.
 */
function pidSpace() {
    if (ownPidSpace !== undefined)
        return ownPidSpace;
    try {
        const boot = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)('/proc/sys/kernel/random/boot_id', 'utf8').trim();
        const ns = /\[(\d+)\]/.exec((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)('/proc/self/ns/pid'))?.[1];
        if (!boot || !ns)
            throw new Error('no pid namespace');
        ownPidSpace = `linux:${boot}:${ns}`;
    }
    catch {
        ownPidSpace = `host:${(0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)().replace(/\s/g, '_')}`;
    }
    return ownPidSpace;
}
/**
 * Takes `lockFile` (O_EXCL, holding `format.own()`), waiting for a live holder until the
 * timeout. True once held; false only for a format that skips a read-only folder.
 */
async function acquireLock(lockFile, options, format) {
    const timeout = options.timeoutMs ?? 30_000;
    const poll = options.pollMs ?? 100;
    const deadline = Date.now() + timeout;
    for (;;) {
        try {
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(lockFile, 'wx', 0o644);
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, format.own());
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
            }
            return true;
        }
        catch (err) {
            const code = err.code;
            // A folder this user cannot write to, or none at all: nothing in it can change.
            if (format.skipUnwritable && (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOENT' || code === 'ENOTDIR'))
                return false;
            if (code !== 'EEXIST')
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, lockFile));
            const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(lockFile, 'utf8').then((t) => t.trim(), (e) => {
                // Released since the open: race for it again (never unlink what may be a new owner's lock).
                if (e.code === 'ENOENT')
                    return null;
                // A folder, or a file this user cannot read, is no lock sp wrote and none it may take
                // over: judged stale and left in place, it would be retried forever at full CPU.
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(e, lockFile)}: not a lock file sp can read; if no sp process is running, delete it`);
            });
            if (text === null) {
                // Gone since the open, or a dangling symlink, which O_EXCL also finds in the way and
                // reading never reaches: raced for again forever, at full CPU, past any timeout.
                const st = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNullSync */ ._F)(lockFile);
                if (st && !st.isFile())
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`${lockFile}: ${st.isSymbolicLink() ? 'a symlink' : 'not a regular file'}, not a lock file sp wrote; if no sp process is running, delete it`);
                continue;
            }
            if (format.written && !format.written.test(text))
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`${lockFile}: not a lock file sp wrote (it holds something else); sp uses this name to take turns on the folder: move the file away`);
            const { pid: owner, elsewhere } = format.holder(text);
            // An empty lock may be one another process has just created and not yet written: only
            // take it over once older than the grace. A live owner writes its pid right after the
            // O_EXCL open, so a short grace suffices; a longer one only delays the run after one whose
            // pid write failed.
            const young = text === '' && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(lockFile).then((st) => Date.now() - st.mtimeMs < EMPTY_LOCK_GRACE_MS, () => false));
            const garbage = !Number.isInteger(owner) || owner <= 0;
            const stale = !young && (garbage || (elsewhere === null && !isAlive(owner)));
            // A half-written or dead owner's lock: take it away, then race again for O_EXCL. When
            // another process is taking it over (or its guard file is stuck), wait like for a live
            // owner rather than retrying at once: a guard that cannot be removed would spin forever.
            if (stale && takeOverStaleLock(lockFile, text))
                continue;
            if (Date.now() >= deadline) {
                const waited = `${Number((timeout / 1000).toFixed(1))} s`;
                if (stale)
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`${lockFile}: left by a process that is gone, and ${lockFile}.takeover is in the way of taking it over; waited ${waited}: if no sp process is running, delete both`);
                const who = elsewhere === null ? `pid ${owner}` : `pid ${owner} on ${elsewhere}, another host or container, where sp cannot tell whether it still runs`;
                const unless = elsewhere === null ? `if pid ${owner} is not an sp process` : 'if it no longer runs';
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`another sp process (${who}) ${options.busy ?? 'is installing or uninstalling'}; waited ${waited} for ${lockFile}: run sp again once it has finished${options.hint ? ` (${options.hint})` : ''}, or, ${unless}, delete ${lockFile}`);
            }
            await new Promise((r) => setTimeout(r, poll));
        }
    }
}
/**
 * Removes a lock judged stale from its content `seen`. Unlinking it straight away could remove
 * a lock another process created after the judgement, when two runs take over a dead one's lock
 * at once; so takeovers go one at a time, under a second O_EXCL file, and the lock is deleted
 * only if it still holds what was judged. No one else can replace a lock that exists, so the
 * check and the unlink cannot be split by a new owner. False when another process holds the
 * guard (the caller waits, then judges again).
 */
function takeOverStaleLock(lockFile, seen) {
    const guard = `${lockFile}.takeover`;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(guard, 'wx', 0o644);
    }
    catch {
        // Another process is taking over; a guard left by one killed mid-takeover is cleared once old.
        try {
            if (Date.now() - (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(guard).mtimeMs > 10_000) {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(guard);
                return true;
            }
        }
        catch {
            /* gone, or not a file that unlink removes (a folder) */
        }
        return false;
    }
    try {
        let now = null;
        try {
            now = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(lockFile, 'utf8').trim();
        }
        catch {
            /* gone: nothing to take over */
        }
        if (now === seen)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(lockFile);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(guard);
    }
    return true;
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
