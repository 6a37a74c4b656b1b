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
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);
/* harmony import */ var _skillpack_home_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4257);
/* harmony import */ var _skillpack_pack_arg_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7602);






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
function isDir(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(p).isDirectory();
    }
    catch {
        return false;
    }
}
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
    return (0,_skillpack_pack_arg_js__WEBPACK_IMPORTED_MODULE_5__/* .isPackPath */ .D)(arg) ? (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_4__/* .expandHome */ .kc)(arg, (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_4__/* .homeDir */ .lw)(ctx.env)) : arg;
}
/** The nearest folder at or above `start` with `skills/` or `packs/`, or null. */
function repoAbove(start) {
    for (let dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(start);; dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(dir)) {
        if (isDir(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, 'skills')) || isDir(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, 'packs')))
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
    const homeFolder = (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_4__/* .homeDir */ .lw)(ctx.env);
    const file = pack !== undefined && (0,_skillpack_pack_arg_js__WEBPACK_IMPORTED_MODULE_5__/* .isPackPath */ .D)(pack) ? (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_4__/* .userPath */ .rZ)(pack, ctx.cwd, homeFolder) : null;
    const given = ctx.values.root ?? ctx.values['repo-root'];
    if (typeof given === 'string') {
        const abs = (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_4__/* .userPath */ .rZ)(given, ctx.cwd, homeFolder);
        if (!isDir(abs))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--root ${given}: not a directory`);
        if (file && isFile(file) && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .realPathSoFar */ .JC)(abs), node_path__WEBPACK_IMPORTED_MODULE_0___default().join((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .realPathSoFar */ .JC)(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file)), node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(file))))
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
    return (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_4__/* .skillpackHome */ .WI)(ctx.env, typeof cache === 'string' ? cache : undefined, ctx.cwd);
}
async function sinkFor(ctx, sp) {
    const agent = ctx.values.agent;
    if (typeof agent !== 'string' || agent === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('--agent SINK is required (codex, claude, copilot, cursor, windsurf or custom)');
    const config = await (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_4__/* .loadSinkConfig */ .Ml)(sp);
    const p = ctx.values.path;
    return { sink: agent, sinkPath: (0,_skillpack_home_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveSink */ .Ww)(config, agent, typeof p === 'string' ? p : undefined, ctx.cwd, sp.home) };
}
// Pack parsing (ajv) and resolution (git) load only for the commands that need them, so
// `sp list` starts as fast as the walk allows.
async function loadPackArg(ctx, root) {
    const { findPackFile, loadPack } = await __webpack_require__.e(/* import() */ 398).then(__webpack_require__.bind(__webpack_require__, 5398));
    return loadPack(await findPackFile(packArg(ctx), root, ctx.cwd), ctx.cwd);
}
async function resolveForCli(ctx, pack, root, sp, pinned) {
    const { resolvePack } = await Promise.all(/* import() */[__webpack_require__.e(398), __webpack_require__.e(373)]).then(__webpack_require__.bind(__webpack_require__, 1373));
    return resolvePack(pack, resolveOptions(ctx, pack, root, sp, pinned));
}
function resolveOptions(ctx, pack, root, sp, pinned) {
    return {
        root,
        cacheDir: sp.cacheDir,
        packLabel: `pack '${pack.name}' (${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(pack.file, ctx.cwd)})`,
        pinnedCommits: pinned,
        fetchLock: lockOptions(ctx),
        onFetch: ctx.verbose ? (repo, ref) => ctx.stderr.write(`sp: fetching ${repo}${ref ? ` @ ${ref}` : ' (default branch)'}\n`) : undefined,
    };
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
    const { findPackFile, loadPack } = await __webpack_require__.e(/* import() */ 398).then(__webpack_require__.bind(__webpack_require__, 5398));
    if ((0,_skillpack_pack_arg_js__WEBPACK_IMPORTED_MODULE_5__/* .isPackPath */ .D)(arg))
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

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   JC: () => (/* binding */ realPathSoFar)
/* harmony export */ });
/* unused harmony exports relativePathProblem, normalRelativePath, containmentReason, resolveContained, toPosix */
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
function refusal(message, reason, extra = {}) {
    return Object.assign(new UnsafePathError(message), { reason, ...extra });
}
/** The reason (and, for a dangling symlink, the link's absolute path) of an error thrown by resolveContained. */
function containmentReason(err) {
    if (!(err instanceof UnsafePathError))
        return null;
    const { reason, link } = err;
    return reason ? { reason, ...(link ? { link } : {}) } : null;
}
/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * Returns the lexical absolute path (what the caller should open). A path that does not
 * exist yet is checked through its nearest existing ancestor.
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
            // A dangling symlink still points somewhere: refuse it if that is outside.
            try {
                const st = await lstat(probe);
                if (st.isSymbolicLink())
                    throw refusal(`${rel}: unsafe path (dangling symlink)`, 'dangling_symlink', { link: probe });
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
        return { text: utf8Strict.decode(body), problem: hasBom ? 'starts with a UTF-8 byte order mark' : null, hasBom };
    }
    catch {
        return { text: utf8Lossy.decode(body), problem: `not valid UTF-8 (first bad byte at offset ${firstInvalidUtf8Offset(body) + (hasBom ? 3 : 0)})`, hasBom };
    }
}
function firstInvalidUtf8Offset(b) {
    let i = 0;
    while (i < b.length) {
        const c = b[i];
        const n = c < 0x80 ? 1 : c >= 0xc2 && c < 0xe0 ? 2 : c >= 0xe0 && c < 0xf0 ? 3 : c >= 0xf0 && c < 0xf5 ? 4 : 0;
        if (n === 0 || i + n > b.length)
            return i;
        for (let k = 1; k < n; k++)
            if ((b[i + k] & 0xc0) !== 0x80)
                return i;
        try {
            utf8Strict.decode(b.subarray(i, i + n));
        }
        catch {
            return i;
        }
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

/***/ 4130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ emptyRecord)
/* harmony export */ });
/**
 * An empty string-keyed record without a prototype, for keys that come from input (file names,
 * sink names, metadata keys, environment names): on a plain object `__proto__` would be
 * dropped and `constructor` would seem present already. Test membership with Object.hasOwn.
 */
function emptyRecord() {
    return Object.create(null);
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
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4130);





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
    const sinks = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_4__/* .emptyRecord */ .F)();
    const origin = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_4__/* .emptyRecord */ .F)();
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
            const at = locatePointer(parsed, `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}${at ? `:${at.line}` : ''}: unknown key "${key}" (the only key is sinks:)`);
        }
    }
    const configured = raw.sinks ?? {};
    if (typeof configured !== 'object' || configured === null || Array.isArray(configured))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sinks must map sink names to paths`);
    for (const [name, value] of Object.entries(configured)) {
        if (name === CUSTOM_SINK)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sinks.custom cannot be configured: it always takes --path`);
        if (typeof value !== 'string' || value.trim() === '')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sinks.${name} must be a path`);
        const expanded = expandHome(value, sp.home);
        if (!node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(expanded))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${sp.configFile}: sinks.${name} must be an absolute path or start with ~/, not '${value}'`);
        sinks[name] = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(expanded);
        origin[name] = sp.configFile;
    }
    return { sinks, origin };
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


/***/ })

};
