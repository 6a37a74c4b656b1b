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
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6296);
/* harmony import */ var _core_output_guard_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6078);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _ctxpkg_create_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6109);
/* harmony import */ var _ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4919);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4751);









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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`ctxpkg create: --${name} is required`);
    return v;
}
async function run(ctx) {
    const name = required(ctx, 'name');
    const version = required(ctx, 'version');
    const description = required(ctx, 'description');
    const from = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, required(ctx, 'from'));
    const named = typeof ctx.values.output === 'string';
    const out = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, named ? ctx.values.output : `${name}-${version}.ctxpkg`);
    const createdAt = await (0,_ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_7__/* .chooseInstant */ .x)(ctx.values['created-at'], '--created-at', ctx.env, from);
    const built = await (0,_ctxpkg_create_js__WEBPACK_IMPORTED_MODULE_6__/* .createPackage */ .N7)({
        name, version, description, from, createdAt,
        author: typeof ctx.values.author === 'string' ? ctx.values.author : null,
        tags: ctx.values.tag ?? [],
    });
    (0,_core_output_guard_js__WEBPACK_IMPORTED_MODULE_4__/* .assertOutputApartFromInputs */ .T)(out, built.layerFiles, ctx.cwd);
    // Only a path the user named is written through a symlink: the default name in the working
    // directory may be a link planted in the repository, whose target would be replaced.
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Z)(out, built.bytes, { output: named });
    const m = built.manifest;
    ctx.stdout.write(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_3__/* .showPath */ .P8)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .displayPath */ .Gt)(out, ctx.cwd))}: ${m.name}@${m.version}, layers ${m.layers.join(', ')}, ${built.bytes.length} bytes, content_hash ${m.integrity.content_hash}\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 7167:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ runGitPathspecFile),
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   M8: () => (/* binding */ gitWorkTree),
/* harmony export */   PZ: () => (/* binding */ gitErrorLine),
/* harmony export */   Ps: () => (/* binding */ runGitPathBatches),
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
/**
 * Runs `git <args> --pathspec-from-file=- --pathspec-file-nul` with `paths` on stdin, each ended
 * by NUL: a list of any length (on the command line, a few thousand long paths pass ARG_MAX and
 * the spawn fails with E2BIG) and any name (a newline, a leading dash). Each path is literal
 * (GIT_LITERAL_PATHSPECS): a file named `*` or `:(glob)x` names itself. For the subcommands that
 * read a pathspec file (git 2.39: add, commit, reset, checkout, restore, rm). An empty list is
 * refused: to git it would mean every path.
 */
async function runGitPathspecFile(args, paths, options) {
    if (!paths.length)
        throw new Error(`git ${args[0]}: no paths (an empty pathspec file means every path)`);
    if (options.input !== undefined)
        throw new Error(`git ${args[0]}: the pathspec file takes stdin`);
    return runGit([...args, '--pathspec-from-file=-', '--pathspec-file-nul'], { ...options, input: paths.map((p) => `${p}\0`).join(''), env: { ...options.env, GIT_LITERAL_PATHSPECS: '1' } });
}
/**
 * Path bytes one command line carries: well within Linux's ARG_MAX (2 MiB, shared with the
 * environment) and macOS's (1 MiB; 256 KiB on old releases), and within Windows' 32,767
 * characters. No smaller: each batch is one more process, which reads the index again.
 */
const PATH_BATCH_BYTES = process.platform === 'win32' ? 16 * 1024 : 128 * 1024;
/**
 * Runs `git <args> -- <paths>` once per batch of `paths` whose command line stays short (see
 * PATH_BATCH_BYTES), for the subcommands with no pathspec file in git 2.39 (status, diff,
 * ls-files, ls-tree); returns each call's result, in order. Each path is literal, as in
 * runGitPathspecFile. No paths, no call.
 */
async function runGitPathBatches(args, paths, options) {
    const results = [];
    const env = { ...options.env, GIT_LITERAL_PATHSPECS: '1' };
    for (let i = 0; i < paths.length;) {
        const batch = [];
        // Three more per path: the separator and the quotes Windows may add.
        for (let size = 0; i < paths.length && (batch.length === 0 || size + Buffer.byteLength(paths[i]) + 3 <= PATH_BATCH_BYTES); i++) {
            size += Buffer.byteLength(paths[i]) + 3;
            batch.push(paths[i]);
        }
        results.push(await runGit([...args, '--', ...batch], { ...options, env }));
    }
    return results;
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
/* harmony export */   kc: () => (/* binding */ RUN_MARKER_VARIABLE),
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
/**
 * The variable that marks every process of one run: children inherit it (a double-forked
 * daemon too), so killProcessTree can find them in /proc/<pid>/environ.
 */
const RUN_MARKER_VARIABLE = 'PACKWRIGHT_RUN';
/** Records the process `pid` just spawned (detached) for killProcessTree, with the RUN_MARKER_VARIABLE value its environment holds, if any. Call it before the process can have been reaped. */
function describeProcessTree(pid, markerValue) {
    const marked = markerValue !== undefined ? { marker: `${RUN_MARKER_VARIABLE}=${markerValue}` } : {};
    if (process.platform !== 'linux')
        return { pid, start: null, streams: [], ...marked };
    const streams = fdTargets(pid, [1, 2]).filter((t) => /^(socket|pipe):\[\d+\]$/.test(t));
    return { pid, start: readProcEntry(pid)?.start ?? null, streams: [...new Set(streams)], ...marked };
}
/**
 * Whether the process's environment holds `entry` (NAME=value) as a whole entry. It is the
 * block the process was started with (execve): readable for processes of our own user only,
 * and a process that started again with an environment of its own (`env -i`, execve with
 * another block) or wrote over that memory no longer shows it; such a process is not found.
 */
function hasEnvEntry(pid, entry) {
    let environ;
    try {
        environ = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${pid}/environ`);
    }
    catch {
        // gone, or another user's
        return false;
    }
    const needle = Buffer.from(entry);
    for (let at = environ.indexOf(needle); at !== -1; at = environ.indexOf(needle, at + 1)) {
        const end = at + needle.length;
        if ((at === 0 || environ[at - 1] === 0) && (end === environ.length || environ[end] === 0))
            return true;
    }
    return false;
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
 *  - carries the tree's marker in its environment (so a double-forked daemon, in a session of
 *    its own, re-parented and with its output redirected, does not escape), or
 *  - descends (parent links) from one of these, `setsid` or not;
 * stops each (SIGSTOP, so nothing forks past the search) and looks again until nothing new
 * turns up, then kills the group and each process found. A pid is signalled only while its start
 * time is still the one read, so a reused pid is never hit; and the group and session ids are
 * used only while the process's own pid is free or still its own (Linux does not reuse a pid
 * that is still some process's group or session id).
 *
 * Not found: a process that left both group and session (`setsid`), is no longer a descendant
 * (its parent exited, so it was re-parented to init or a subreaper), holds neither stream and
 * no longer shows the marker (it started again with an environment of its own: `env -i`), or
 * one of another user's (setuid). Closing that needs a subreaper (prctl
 * PR_SET_CHILD_SUBREAPER, not reachable from Node), a PID namespace or a cgroup.
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
                (round === 0 && tree.streams.length > 0 && fdTargets(p.pid).some((t) => tree.streams.includes(t))) ||
                // The marker in every round: a marked process may fork and exit between two rounds,
                // leaving a child that is no descendant of anything found.
                (tree.marker !== undefined && hasEnvEntry(p.pid, tree.marker));
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

/***/ 4919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ chooseInstant)
/* harmony export */ });
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7167);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _core_source_date_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1735);
/* harmony import */ var _rfc3339_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(974);




/** 0000-01-01T00:00:00Z, the earliest RFC 3339 time (a year in four digits; the latest is MAX_SECONDS). */
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


/***/ })

};
