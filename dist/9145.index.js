export const id = 9145;
export const ids = [9145,6107];
export const modules = {

/***/ 9145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3008);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6107);
/* harmony import */ var _core_output_guard_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6078);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _ctxpkg_create_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6109);
/* harmony import */ var _ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4919);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4751);








const meta = {
    name: 'ctxpkg create',
    summary: 'Build a .ctxpkg from a folder of layer files; integrity, stats and manifest are computed.',
    positionals: '',
    maxPositionals: 0,
    options: {
        name: { type: 'string', valueName: 'NAME', description: 'package name: [a-zA-Z0-9._-], at most 128 bytes (required)' },
        version: { type: 'string', valueName: 'VERSION', description: 'package version: [a-zA-Z0-9._+-], at most 64 bytes (required)' },
        description: { type: 'string', valueName: 'TEXT', description: 'one-line summary (required)' },
        from: { type: 'string', valueName: 'DIR', description: 'folder with knowledge, graph, session, patterns, gotchas, policies as .json or .yaml (required)' },
        output: { type: 'string', short: 'o', valueName: 'FILE', description: 'where to write (default {name}-{version}.ctxpkg)' },
        author: { type: 'string', valueName: 'TEXT', description: 'author' },
        tag: { type: 'string', multiple: true, valueName: 'TAG', description: 'a tag' },
        'created-at': { type: 'string', valueName: 'RFC3339', description: 'created_at (default SOURCE_DATE_EPOCH, else the HEAD commit time)' },
    },
    details: 'JSON layer files are copied token for token (number spellings such as 1.0 and escapes are kept);\nYAML layer files are converted to JSON, integers exactly (also past 2^53). An integer past\nLeanCTX\'s range (-2^63 to 2^64-1), an infinity or NaN is refused. The file is written like\nLeanCTX writes it: 2-space indent, no trailing newline.',
};
function required(ctx, name) {
    const v = ctx.values[name];
    if (typeof v !== 'string' || v === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`ctxpkg create: --${name} is required`);
    return v;
}
async function run(ctx) {
    const name = required(ctx, 'name');
    const version = required(ctx, 'version');
    const description = required(ctx, 'description');
    const from = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, required(ctx, 'from'));
    const out = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, typeof ctx.values.output === 'string' ? ctx.values.output : `${name}-${version}.ctxpkg`);
    const createdAt = await (0,_ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_6__/* .chooseInstant */ .x)(ctx.values['created-at'], '--created-at', ctx.env, from);
    const built = await (0,_ctxpkg_create_js__WEBPACK_IMPORTED_MODULE_5__/* .createPackage */ .N7)({
        name, version, description, from, createdAt,
        author: typeof ctx.values.author === 'string' ? ctx.values.author : null,
        tags: ctx.values.tag ?? [],
    });
    (0,_core_output_guard_js__WEBPACK_IMPORTED_MODULE_3__/* .assertOutputApartFromInputs */ .T)(out, built.layerFiles, ctx.cwd);
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Z)(out, built.bytes, { output: true });
    const m = built.manifest;
    ctx.stdout.write(`${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .displayPath */ .Gt)(out, ctx.cwd)}: ${m.name}@${m.version}, layers ${m.layers.join(', ')}, ${built.bytes.length} bytes, content_hash ${m.integrity.content_hash}\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_OK */ .Ij;
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

/***/ 7167:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   M8: () => (/* binding */ gitWorkTree),
/* harmony export */   PZ: () => (/* binding */ gitErrorLine),
/* harmony export */   VJ: () => (/* binding */ headCommitTime),
/* harmony export */   gE: () => (/* binding */ gitEnv),
/* harmony export */   oB: () => (/* binding */ gitTopLevel)
/* harmony export */ });
/* unused harmony export remoteGitEnv */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9978);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);




/** The environment every git call gets: never prompt for credentials, never page, stable messages. */
function gitEnv(extra = {}) {
    return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C', ...extra };
}
/**
 * What a git call that talks to a remote adds to gitEnv. GIT_TERMINAL_PROMPT covers https
 * only; ssh asks on the terminal itself (unknown host key, key passphrase) and would hang a
 * CI run, so it runs in batch mode unless the user chose their own ssh command. Only remote
 * calls pay for the config lookup: the commit hook's local git calls must start fast.
 */
function remoteGitEnv() {
    const env = process.env;
    return env.GIT_SSH_COMMAND || env.GIT_SSH || hasConfiguredSshCommand(env) ? {} : { GIT_SSH_COMMAND: 'ssh -o BatchMode=yes' };
}
let configuredSsh;
/**
 * Whether the user's git config sets core.sshCommand (an ssh key or wrapper): the env variable
 * would override it, so then ssh is left as configured. Asked once per process.
 */
function hasConfiguredSshCommand(env) {
    if (configuredSsh === undefined) {
        const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', ['config', '--get', 'core.sshCommand'], { cwd: node_path__WEBPACK_IMPORTED_MODULE_1___default().parse(process.cwd()).root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
        configuredSsh = r.status === 0 && r.stdout.trim() !== '';
    }
    return configuredSsh;
}
/** Runs `git` with an argument array. Throws IoError with git's own error line(s) on failure (see gitErrorLine). */
async function runGit(args, options) {
    let result;
    try {
        result = await (0,_process_js__WEBPACK_IMPORTED_MODULE_2__/* .runProgram */ .mB)('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.remote ? { ...remoteGitEnv(), ...options.env } : options.env) });
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA(`git: ${err.code === 'ENOENT' ? 'not found on PATH' : err.message}`);
    }
    if (result.code !== 0 && !options.allowFailure)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA(`git ${args[0]}: ${gitErrorLine(result.stderr.toString('utf8'), result.code)}`);
    return result;
}
/** What git says went wrong: `fatal:`/`error:` lines, a push's `! [rejected] … (reason)` lines, the remote's `remote: error:` lines. */
const MEANINGFUL = /^(?:fatal:|error:|usage:|! |remote: (?:error|fatal):)/;
/**
 * The line(s) of git's stderr that say why it failed, for a one-line message. When git's first
 * line is already `fatal:`/`error:`/`usage:` it is that line alone (as always); when it is not
 * (a push starts with `To <url>`, a fetch with progress), the meaningful lines are joined with
 * `; ` (runs of spaces in a ref-status line collapsed), so a rejected push says why it was
 * rejected. Falls back to the first line, then to the exit code.
 */
function gitErrorLine(stderr, code) {
    const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    if (!lines.length)
        return `exit code ${code}`;
    if (/^(?:fatal|error|usage):/.test(lines[0]))
        return lines[0];
    const meaningful = lines.filter((l) => MEANINGFUL.test(l)).map((l) => l.replace(/\s+/g, ' '));
    return meaningful.length ? meaningful.join('; ') : lines[0];
}
/** The top of the work tree containing `cwd`, or null outside a repository (or where git refuses to read it). */
async function gitTopLevel(cwd) {
    const where = await gitWorkTree(cwd);
    return where.kind === 'work-tree' ? where.top : null;
}
/** rev-parse's answers that mean "no work tree here", which a caller may treat as a plain folder. */
const NOT_A_WORK_TREE = /^fatal: (?:not a git repository \(or any |this operation must be run in a work tree)/m;
/**
 * Like gitTopLevel, but tells a folder outside any work tree (or inside a `.git` folder or a bare
 * repository) from one git refuses to read: a repository owned by another user without a
 * `safe.directory` entry, a broken `.git` file, an unreadable `.git`. A caller that would
 * otherwise fall back to a plain folder walk must not do so silently for the latter.
 * `reason` is git's own first line (without `fatal: `), with git's suggested
 * `git config --global --add safe.directory …` when it gives one.
 */
async function gitWorkTree(cwd) {
    const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
    if (r.code === 0)
        return { kind: 'work-tree', top: r.stdout.toString('utf8').replace(/\r?\n$/, '') };
    const stderr = r.stderr.toString('utf8');
    if (NOT_A_WORK_TREE.test(stderr))
        return { kind: 'none' };
    const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    const first = (lines.length ? gitErrorLine(stderr, r.code) : `git rev-parse exited with code ${r.code}`).replace(/^(?:fatal|error): /, '');
    const fix = lines.find((l) => /^git config .*safe\.directory/.test(l));
    return { kind: 'refused', reason: fix ? `${first} (if you trust it: ${fix})` : first };
}
/** Unix seconds of HEAD's commit time, or null (no repo, no commits). */
async function headCommitTime(cwd) {
    const r = await runGit(['log', '-1', '--format=%ct'], { cwd, allowFailure: true });
    const n = Number(r.stdout.toString('utf8').trim());
    return r.code === 0 && Number.isFinite(n) && n > 0 ? n : null;
}


/***/ }),

/***/ 6078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ assertFolderApartFromInputs),
/* harmony export */   T: () => (/* binding */ assertOutputApartFromInputs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6107);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);



/** Which file `p` is once symlinks and hard links are followed (device and inode), or null when it does not exist. */
function fileIdentity(p) {
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p);
        return `${st.dev}:${st.ino}`;
    }
    catch {
        return null;
    }
}
/**
 * Refuses an output path that is one of the command's inputs, or lies inside one of the
 * folders it reads: writing the result there would replace what it was made from, or slip
 * a report into the pack it describes. `inputs` are files and folders (absolute paths);
 * messages show paths relative to `cwd` and say `what` the inputs are.
 */
function assertOutputApartFromInputs(out, inputs, cwd, what = 'which this command reads') {
    const id = fileIdentity(out);
    const real = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(out);
    for (const input of inputs) {
        const realInput = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(input);
        const inside = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(realInput, real);
        if (inside || (id !== null && fileIdentity(input) === id)) {
            const verb = inside && real !== realInput ? 'land inside' : 'replace';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(out, cwd)}: the output would ${verb} ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(input, cwd)}, ${what}; choose another output path`);
        }
    }
}
/**
 * Refuses a writable folder (the MCP session's workspace) that lies inside one of `inputs`
 * or holds one: whatever runs there could rewrite the packs being served, tools included.
 */
function assertFolderApartFromInputs(dir, inputs, cwd, role) {
    const real = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(dir);
    for (const input of inputs) {
        const realInput = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(input);
        const within = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(realInput, real);
        if (within || (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(real, realInput)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(dir, cwd)}: the ${role} would ${within ? 'lie inside' : 'hold'} ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(input, cwd)}, which is served; what runs there could change it (choose a folder apart from every pack)`);
        }
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

/***/ 9978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g8: () => (/* binding */ killProcessTree),
/* harmony export */   mB: () => (/* binding */ runProgram),
/* harmony export */   vV: () => (/* binding */ describeProcessTree)
/* harmony export */ });
/* unused harmony exports parseProcStat, readProcEntry */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);


/** Spawns a program with an argument array (never a shell string) and collects its output. */
function runProgram(command, args, options = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, {
            cwd: options.cwd,
            env: options.env ?? process.env,
            stdio: ['pipe', 'pipe', 'pipe'],
            shell: false,
        });
        const out = [];
        const err = [];
        child.stdout.on('data', (b) => out.push(b));
        child.stderr.on('data', (b) => err.push(b));
        let timer;
        if (options.timeoutMs)
            timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
        child.on('error', (e) => {
            if (timer)
                clearTimeout(timer);
            reject(e);
        });
        child.on('close', (code, signal) => {
            if (timer)
                clearTimeout(timer);
            resolve({ code, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.input ?? '');
    });
}
/** Parses a /proc/<pid>/stat line; the command name (field 2) may hold spaces and parentheses. */
function parseProcStat(text) {
    const close = text.lastIndexOf(')');
    if (close < 0)
        return null;
    // fields[0] is field 3 (the state), so field k is fields[k - 3].
    const fields = text.slice(close + 2).split(' ');
    const entry = { pid: Number.parseInt(text, 10), ppid: Number(fields[1]), pgid: Number(fields[2]), sid: Number(fields[3]), start: Number(fields[19]) };
    return Object.values(entry).every((n) => Number.isSafeInteger(n)) ? entry : null;
}
/** The process `pid` now, or null when it is gone (or this is not Linux). */
function readProcEntry(pid) {
    try {
        return parseProcStat((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${pid}/stat`, 'latin1'));
    }
    catch {
        return null;
    }
}
function listProcEntries() {
    const entries = [];
    for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)('/proc')) {
        if (!/^\d+$/.test(name))
            continue;
        const entry = readProcEntry(Number(name));
        if (entry)
            entries.push(entry);
    }
    return entries;
}
/** What the process's file descriptors point at (`socket:[123]`, `pipe:[456]`, a path); empty when it cannot be read. */
function fdTargets(pid, fds) {
    const dir = `/proc/${pid}/fd`;
    const targets = [];
    try {
        for (const fd of fds ?? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(dir)) {
            try {
                targets.push((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(`${dir}/${fd}`));
            }
            catch {
                // closed meanwhile
            }
        }
    }
    catch {
        // gone, or another user's
    }
    return targets;
}
/** Records the process `pid` just spawned (detached) for killProcessTree. Call it before the process can have been reaped. */
function describeProcessTree(pid) {
    if (process.platform !== 'linux')
        return { pid, start: null, streams: [] };
    const streams = fdTargets(pid, [1, 2]).filter((t) => /^(socket|pipe):\[\d+\]$/.test(t));
    return { pid, start: readProcEntry(pid)?.start ?? null, streams: [...new Set(streams)] };
}
/** Rounds of stopping what was found and looking again (a process may fork until it is stopped). */
const MAX_STOP_ROUNDS = 16;
/** Signals `pid` only when it is still the process that started at `start`. */
function signalSame(pid, start, signal) {
    if (readProcEntry(pid)?.start !== start)
        return;
    try {
        process.kill(pid, signal);
    }
    catch {
        // gone meanwhile
    }
}
function killGroup(pgid) {
    try {
        process.kill(-pgid, 'SIGKILL');
    }
    catch {
        // ESRCH: the group is gone.
    }
}
/**
 * Kills (SIGKILL) a process started by describeProcessTree's caller and everything it started
 * that can still be attributed to it, synchronously (safe in an exit hook). Off Linux, or
 * without a start time: its process group only.
 *
 * On Linux it first finds, from /proc, every process that started no earlier than it did and
 *  - is the process itself, or is in its process group or its session (so `setpgid` does not
 *    escape, even once re-parented), or
 *  - holds its stdout or stderr (so `setsid cmd &` does not escape, even once re-parented), or
 *  - descends (parent links) from one of these, `setsid` or not;
 * stops each (SIGSTOP, so nothing forks past the search) and looks again until nothing new
 * turns up, then kills the group and each process found. A pid is signalled only while its start
 * time is still the one read, so a reused pid is never hit; and the group and session ids are
 * used only while the process's own pid is free or still its own (Linux does not reuse a pid
 * that is still some process's group or session id).
 *
 * Not found: a process that left both group and session (`setsid`), is no longer a descendant
 * (its parent exited, so it was re-parented to init or a subreaper) and holds neither stream
 * (a double-forked daemon with its output redirected). Closing that needs a subreaper
 * (prctl PR_SET_CHILD_SUBREAPER, not reachable from Node), a PID namespace or a cgroup.
 */
function killProcessTree(tree) {
    if (process.platform !== 'linux' || tree.start === null) {
        killGroup(tree.pid);
        return;
    }
    const since = tree.start;
    const leader = readProcEntry(tree.pid);
    // Its pid now names another process: so nothing is left in its old group or session.
    const idsOurs = !leader || leader.start === since;
    const spared = new Set([0, 1, process.pid, process.ppid]);
    const found = new Map();
    try {
        for (let round = 0; round < MAX_STOP_ROUNDS; round++) {
            const procs = listProcEntries().filter((p) => p.start >= since && !spared.has(p.pid));
            const isSeed = (p) => found.get(p.pid) === p.start ||
                (idsOurs && (p.pid === tree.pid || p.pgid === tree.pid || p.sid === tree.pid)) ||
                // The streams are looked for once: what a holder forks later descends from it.
                (round === 0 && tree.streams.length > 0 && fdTargets(p.pid).some((t) => tree.streams.includes(t)));
            const children = new Map();
            for (const p of procs) {
                const siblings = children.get(p.ppid);
                if (siblings)
                    siblings.push(p);
                else
                    children.set(p.ppid, [p]);
            }
            const fresh = [];
            const queue = procs.filter(isSeed);
            const reached = new Set();
            while (queue.length) {
                const p = queue.pop();
                if (reached.has(p.pid))
                    continue;
                reached.add(p.pid);
                if (found.get(p.pid) !== p.start)
                    fresh.push(p);
                queue.push(...(children.get(p.pid) ?? []));
            }
            if (fresh.length === 0)
                break;
            for (const p of fresh) {
                found.set(p.pid, p.start);
                signalSame(p.pid, p.start, 'SIGSTOP');
            }
        }
    }
    catch {
        // /proc unreadable: kill what was found so far, and the group.
    }
    finally {
        if (idsOurs)
            killGroup(tree.pid);
        for (const [pid, start] of found)
            signalSame(pid, start, 'SIGKILL');
    }
}


/***/ }),

/***/ 1735:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ sourceDateEpoch),
/* harmony export */   x: () => (/* binding */ MAX_RFC3339_SECONDS)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _show_name_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6296);


/** 9999-12-31T23:59:59Z: past it a timestamp is no RFC 3339 (a four-digit year), nor a date toISOString writes as one. */
const MAX_RFC3339_SECONDS = 253402300799;
/**
 * SOURCE_DATE_EPOCH (reproducible builds) as seconds, or null when unset or empty. Digits only (no
 * sign, fraction or exponent) and bounded: past 2^53 Number() rounds, and past year 9999 the
 * timestamp is no RFC 3339. One reader for every command that dates what it writes (a context
 * pack, a .ctxpkg, an envelope), so all accept the same values.
 */
function sourceDateEpoch(env) {
    const sde = env.SOURCE_DATE_EPOCH;
    if (sde === undefined || sde === '')
        return null;
    if (!/^\d+$/.test(sde) || Number(sde) > MAX_RFC3339_SECONDS) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InvalidInputError */ .oC(`SOURCE_DATE_EPOCH must be whole seconds since 1970, at most ${MAX_RFC3339_SECONDS} (9999-12-31T23:59:59Z), not ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_1__/* .shownValue */ .JJ)(sde)}`);
    }
    return Number(sde);
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

/***/ 4919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ chooseInstant)
/* harmony export */ });
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7167);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _core_source_date_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1735);
/* harmony import */ var _rfc3339_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(974);




/** 0000-01-01T00:00:00Z and 9999-12-31T23:59:59Z: RFC 3339 writes a year in four digits. */
const MIN_SECONDS = -62167219200;
/**
 * The timestamp written into a package or envelope: an explicit RFC 3339 value, else
 * SOURCE_DATE_EPOCH, else the HEAD commit time of `cwd`'s repository, so rebuilding the same
 * input gives the same bytes. Outside a repository with neither set, the current time.
 */
async function chooseInstant(explicit, flag, env, cwd) {
    if (explicit !== undefined) {
        const t = (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRfc3339 */ .TM)(explicit);
        if (!t)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} must be an RFC 3339 timestamp such as 2025-01-31T12:00:00Z, not '${explicit}'`);
        // An offset can carry 9999-12-31T23:30:00-01:00 past the last year RFC 3339 writes in UTC.
        if (t.seconds < MIN_SECONDS || t.seconds > _core_source_date_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RFC3339_SECONDS */ .x)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} must fall in the years 0000 to 9999 in UTC, not '${explicit}'`);
        return t;
    }
    const sde = (0,_core_source_date_js__WEBPACK_IMPORTED_MODULE_2__/* .sourceDateEpoch */ .p)(env);
    if (sde !== null)
        return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_3__/* .instantFromSeconds */ .px)(sde);
    const head = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_0__/* .headCommitTime */ .VJ)(cwd);
    if (head !== null)
        return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_3__/* .instantFromSeconds */ .px)(head);
    return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_3__/* .instantFromSeconds */ .px)(Date.now() / 1000);
}


/***/ }),

/***/ 6109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N7: () => (/* binding */ createPackage),
/* harmony export */   ft: () => (/* binding */ writeDocument)
/* harmony export */ });
/* unused harmony exports readLayers, buildPackage */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6153);
/* harmony import */ var _core_yaml_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1076);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6107);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(311);
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4711);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9602);
/* harmony import */ var _integrity_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3390);
/* harmony import */ var _rfc3339_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(974);













const EXTENSIONS = ['.json', '.yaml', '.yml'];
/** Reads the layer files of a folder, in LeanCTX's layer order. */
async function readLayers(dir) {
    let names;
    try {
        names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, dir));
    }
    const out = [];
    for (const layer of _format_js__WEBPACK_IMPORTED_MODULE_8__/* .LAYER_NAMES */ .fj) {
        const found = names.filter((n) => EXTENSIONS.some((ext) => n === `${layer}${ext}`));
        if (found.length > 1)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, found[0])}: layer ${layer} is given twice (${found.join(', ')})`);
        if (found.length === 0)
            continue;
        const file = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveContained */ .mi)(dir, found[0]);
        out.push(await readLayer(layer, file));
    }
    if (out.length === 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${dir}: no layer files (expected ${_format_js__WEBPACK_IMPORTED_MODULE_8__/* .LAYER_NAMES */ .fj.map((l) => `${l}.json`).join(', ')}, or .yaml)`);
    return out;
}
async function readLayer(layer, file) {
    const bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(file, _format_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_PACKAGE_BYTES */ .qv);
    const decoded = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeUtf8 */ ._6)(bytes);
    if (decoded.problem)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}: ${decoded.problem}`);
    const json = file.endsWith('.json');
    let value;
    let yaml = null;
    if (json) {
        const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_10__.parseJson)(decoded.text);
        if (parsed.error)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}:${parsed.error.line ?? 1}:${parsed.error.column ?? 1}: not valid JSON: ${parsed.error.message}`);
        value = parsed.value;
    }
    else {
        // Integers as BigInt, so one past 2^53 is carried exactly; a !!binary, !!set, collection
        // key or ill-fitting tag is refused, never written changed.
        yaml = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_4__.parseYaml)(decoded.text, { jsonValues: true });
        if (yaml.error)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}:${yaml.error.line ?? 1}:${yaml.error.column ?? 1}: ${yaml.error.jsonValues ? '' : 'not valid YAML: '}${yaml.error.message}`);
        value = yaml.value;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}: the ${layer} layer must be an object`);
    const text = yaml ? yamlLayerText(file, yaml, value) : jsonLayerText(file, bytes, decoded.text);
    return { layer, file, text, value: value };
}
const PAST_EXACT_INTEGERS = `past the integers LeanCTX holds exactly (${_format_js__WEBPACK_IMPORTED_MODULE_8__/* .MIN_EXACT_INTEGER */ .Cf} to ${_format_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_EXACT_INTEGER */ .Mt}; it would read a rounded float): write it as a string`;
/**
 * A JSON layer compacted as written (`1.0` stays `1.0`). LeanCTX (serde_json) refuses a number
 * past the double range and reads an integer past i64/u64 as a rounded float; JSON.parse makes
 * the one infinity and rounds the other, so both are found on the text.
 */
function jsonLayerText(file, bytes, text) {
    const bad = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .numberOutside */ .VT)(bytes, _format_js__WEBPACK_IMPORTED_MODULE_8__/* .MIN_EXACT_INTEGER */ .Cf, _format_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_EXACT_INTEGER */ .Mt);
    if (bad) {
        const { line, column } = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .lineColumnOfOffset */ .x$)(bytes, bad.offset);
        const why = bad.kind === 'integer' ? PAST_EXACT_INTEGERS : 'too large for a JSON number (it reads as infinity; LeanCTX refuses it)';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${file}:${line}:${column}: ${pointerOfNumber(text, bytes, bad) ?? 'a number'} is ${bad.lexeme}, ${why}`);
    }
    return (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .compactJsonBytes */ .tL)(bytes);
}
/** The JSON pointer of the number token at `bad.offset` (a rare path: one more scan). */
function pointerOfNumber(text, bytes, bad) {
    const numbers = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_10__.parseJson)(text, { numberLexemes: true }).numbers ?? new Map();
    let first = null;
    for (const [pointer, lexeme] of numbers) {
        if (lexeme !== bad.lexeme)
            continue;
        if ((0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .locatePointerOffset */ .Jt)(bytes, pointer) === bad.offset)
            return pointer;
        first ??= pointer;
    }
    return first;
}
/** A YAML layer's value as JSON text; what JSON or LeanCTX cannot hold is refused at its key. */
function yamlLayerText(file, yaml, value) {
    const out = (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .layerJson */ .K6)(value);
    if (out.text !== null)
        return Buffer.from(out.text, 'utf8');
    const bad = out.problem;
    const at = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_4__.locatePointer)(yaml, bad.pointer);
    const where = at ? `${file}:${at.line}:${at.column}` : file;
    if (bad.kind === 'cycle')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${where}: ${bad.pointer} is an alias of a node that contains it, a cycle JSON cannot hold`);
    if (bad.kind === 'integer')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${where}: ${bad.pointer} is ${bad.value}, ${PAST_EXACT_INTEGERS}`);
    const spelled = Number.isNaN(bad.value) ? '.nan' : bad.value > 0 ? '.inf' : '-.inf';
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${where}: ${bad.pointer} is ${spelled}, which JSON cannot hold (no infinity or NaN): write a number or a string`);
}
function count(layers, layer, field) {
    const v = layers.find((l) => l.layer === layer)?.value[field];
    return Array.isArray(v) ? v.length : 0;
}
/**
 * Builds a package as LeanCTX's builder does: serialize the content once, hash that text,
 * then write it pretty-printed (2-space indent, no trailing newline). Deterministic: the same
 * layers and options give the same bytes.
 */
function buildPackage(options, layers) {
    const np = (0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .nameProblem */ .rH)(options.name);
    if (np)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--name ${JSON.stringify(options.name)} ${np}`);
    const vp = (0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .versionProblem */ .Ec)(options.version);
    if (vp)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--version ${JSON.stringify(options.version)} ${vp}`);
    const parts = [Buffer.from('{')];
    layers.forEach((l, i) => parts.push(Buffer.from(`${i ? ',' : ''}${JSON.stringify(l.layer)}:`), l.text));
    parts.push(Buffer.from('}'));
    const { canonical, contentHash, byteSize } = (0,_integrity_js__WEBPACK_IMPORTED_MODULE_9__/* .hashCanonical */ .z7)(Buffer.concat(parts));
    const manifest = {
        schema_version: 1,
        name: options.name,
        version: options.version,
        description: options.description,
        author: options.author ?? null,
        created_at: (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_11__/* .formatRfc3339 */ .ZA)(options.createdAt, 'Z'),
        updated_at: null,
        layers: layers.map((l) => l.layer),
        dependencies: [],
        tags: options.tags ?? [],
        integrity: { sha256: (0,_integrity_js__WEBPACK_IMPORTED_MODULE_9__/* .packageHash */ .Hi)(options.name, options.version, contentHash), content_hash: contentHash, byte_size: byteSize },
        provenance: { tool: 'packwright', tool_version: _version_js__WEBPACK_IMPORTED_MODULE_12__/* .VERSION */ .x, project_hash: null, source_session_id: null },
        compatibility: { min_lean_ctx_version: null, target_languages: [], target_frameworks: [] },
        stats: {
            knowledge_facts: count(layers, 'knowledge', 'facts'),
            graph_nodes: count(layers, 'graph', 'nodes'),
            graph_edges: count(layers, 'graph', 'edges'),
            pattern_count: count(layers, 'patterns', 'patterns'),
            gotcha_count: count(layers, 'gotchas', 'gotchas'),
            compression_ratio: (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.gzipSync)(canonical).length / canonical.length,
        },
    };
    const bytes = writeDocument(JSON.stringify(manifest), canonical);
    if (bytes.length > _format_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_PACKAGE_BYTES */ .qv)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`the package would be ${bytes.length} bytes, over the limit of ${_format_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_PACKAGE_BYTES */ .qv} bytes`);
    return { bytes, manifest, layerFiles: layers.map((l) => l.file) };
}
/** `{"manifest": …, "content": …}` pretty-printed; `content` is copied token for token. */
function writeDocument(manifestJson, content, extra = []) {
    const parts = [Buffer.from(`{"manifest":${manifestJson},"content":`), Buffer.from(content)];
    for (const e of extra)
        parts.push(Buffer.from(`,${JSON.stringify(e.key)}:`), Buffer.from(e.value));
    parts.push(Buffer.from('}'));
    return (0,_json_text_js__WEBPACK_IMPORTED_MODULE_7__/* .prettyJsonBytes */ .oI)(Buffer.concat(parts));
}
async function createPackage(options) {
    return buildPackage(options, await readLayers(options.from));
}


/***/ })

};
