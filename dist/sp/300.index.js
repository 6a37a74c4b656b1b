export const id = 300;
export const ids = [300];
export const modules = {

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

/***/ 2626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fetchImport: () => (/* binding */ fetchImport)
});

// UNUSED EXPORTS: cachedCheckout, expandRepo, importUrl, isFullSha, isRelativeRepo

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/core/process.ts

/** Spawns a program with an argument array (never a shell string) and collects its output. */
function runProgram(command, args, options = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)(command, args, {
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

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/git.ts




/** The environment every git call gets: never prompt for credentials, never page, stable messages. */
function gitEnv(extra = {}, base = process.env) {
    return { ...base, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C', ...extra };
}
/**
 * What a git call that talks to a remote adds to gitEnv. GIT_TERMINAL_PROMPT covers https
 * only; ssh asks on the terminal itself (unknown host key, key passphrase) and would hang a
 * CI run, so it runs in batch mode unless the user chose their own ssh command. Only remote
 * calls pay for the config lookup: the commit hook's local git calls must start fast.
 */
function remoteGitEnv(base = process.env) {
    return base.GIT_SSH_COMMAND || base.GIT_SSH || hasConfiguredSshCommand(base) ? {} : { GIT_SSH_COMMAND: 'ssh -o BatchMode=yes' };
}
let configuredSsh;
/**
 * Whether the user's git config sets core.sshCommand (an ssh key or wrapper): the env variable
 * would override it, so then ssh is left as configured. Asked once per process.
 */
function hasConfiguredSshCommand(env) {
    if (configuredSsh === undefined) {
        const r = (0,external_node_child_process_.spawnSync)('git', ['config', '--get', 'core.sshCommand'], { cwd: external_node_path_default().parse(process.cwd()).root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
        configuredSsh = r.status === 0 && r.stdout.trim() !== '';
    }
    return configuredSsh;
}
/** Runs `git` with an argument array. Throws IoError with git's own error line(s) on failure (see gitErrorLine). */
async function runGit(args, options) {
    let result;
    try {
        result = await runProgram('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.remote ? { ...remoteGitEnv(), ...options.env } : options.env) });
    }
    catch (err) {
        throw new errors/* IoError */.dA(`git: ${err.code === 'ENOENT' ? 'not found on PATH' : err.message}`);
    }
    if (result.code !== 0 && !options.allowFailure)
        throw new errors/* IoError */.dA(`git ${args[0]}: ${gitErrorLine(result.stderr.toString('utf8'), result.code)}`);
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
/** The top of the work tree containing `cwd`, or null outside a repository. */
async function gitTopLevel(cwd) {
    const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
    return r.code === 0 ? r.stdout.toString('utf8').trim() : null;
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
    const first = (lines.find((l) => /^(?:fatal|error):/.test(l)) ?? lines[0] ?? `git rev-parse exited with code ${r.code}`).replace(/^(?:fatal|error): /, '');
    const fix = lines.find((l) => /^git config .*safe\.directory/.test(l));
    return { kind: 'refused', reason: fix ? `${first} (if you trust it: ${fix})` : first };
}
/** Unix seconds of HEAD's commit time, or null (no repo, no commits). */
async function headCommitTime(cwd) {
    const r = await runGit(['log', '-1', '--format=%ct'], { cwd, allowFailure: true });
    const n = Number(r.stdout.toString('utf8').trim());
    return r.code === 0 && Number.isFinite(n) && n > 0 ? n : null;
}

// EXTERNAL MODULE: ./src/core/hash.ts
var hash = __webpack_require__(299);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/skillpack/state.ts
var state = __webpack_require__(2981);
// EXTERNAL MODULE: ./src/core/make-dirs.ts
var make_dirs = __webpack_require__(2626);
;// CONCATENATED MODULE: ./src/skillpack/remote.ts









/** `github.com/<org>/<repo>` → `https://github.com/<org>/<repo>.git`; anything else as written. */
function expandRepo(repo) {
    const m = /^github\.com\/([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(repo);
    return m ? `https://github.com/${m[1]}/${m[2]}.git` : repo;
}
/** Whether a repo is a path relative to the pack's repository: `./x`, `../x`, `.` or `..`. */
function isRelativeRepo(repo) {
    return /^\.\.?(?:\/|$)/.test(repo);
}
/**
 * Whether git reads `url` as a local path, as git's own url_is_local_not_ssh: no `scheme://`,
 * and no `:` before the first `/` (which would make it `host:path` over ssh).
 */
function isLocalPath(url) {
    if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(url))
        return false;
    const colon = url.indexOf(':');
    const slash = url.indexOf('/');
    return colon === -1 || (slash !== -1 && slash < colon);
}
/**
 * The URL git fetches an import from. A relative path (`../shared-skills`) is resolved against
 * the pack's repository, `base` (see packRepoRoot), never against the working directory or the
 * folder git happens to run in; `base` null refuses one. A bare relative path (`shared`,
 * `example.com/x`) is refused: git would read it as a folder, which is rarely what was meant.
 * The import's identity (lock, state, skill sources) stays the repo as written, so a committed
 * lock names the same import on every machine.
 */
function importUrl(repo, base) {
    const url = expandRepo(repo);
    if (!isLocalPath(url) || external_node_path_default().isAbsolute(url))
        return url;
    if (!isRelativeRepo(url))
        throw new errors/* InvalidInputError */.oC(`import ${repo}: not a git URL (https://…, ssh://…, git@host:path, file://…), github.com/<org>/<repo> or an absolute path; write ./${url} for a folder relative to the pack's repository`);
    if (base === null)
        throw new errors/* InvalidInputError */.oC(`import ${repo}: a relative repo is resolved against the pack's repository, the folder holding its packs/ folder; this pack file is not in a packs/ folder (use an absolute path or a URL)`);
    return external_node_path_default().resolve(base, url);
}
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** Where one repository lives in the cache: a bare repo plus one extracted tree per commit. */
function repoCacheDir(cacheDir, url) {
    const base = (url.replace(/\.git$/, '').split(/[/:]/).pop() || 'repo').replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 40);
    return external_node_path_default().join(cacheDir, `${base}-${(0,hash/* sha256Hex */.f)(url).slice(0, 16)}`);
}
/**
 * The cached checkout of `commit` for a pack import, when sp has fetched it before; never
 * fetches. `base`: the pack's repository, for a relative repo (see importUrl).
 */
function cachedCheckout(repo, commit, cacheDir, base = null) {
    if (!FULL_SHA.test(commit))
        return null;
    let url;
    try {
        url = importUrl(repo, base);
    }
    catch {
        return null;
    }
    const tree = path.join(repoCacheDir(cacheDir, url), 'trees', commit);
    return lstatOrNullSync(tree)?.isDirectory() ? tree : null;
}
/** Whether a pack import's ref is a full commit SHA (fetched by itself, never resolved). */
function isFullSha(ref) {
    return ref !== null && FULL_SHA.test(ref);
}
/**
 * The object a ref names on the remote, by `git ls-remote` (no clone): exact `refs/...`, then a
 * tag (peeled), then a branch, as git's own rev-parse order; no ref means the remote's `HEAD`
 * (its default branch), never an assumed `main`. A pattern never matches a peeled line
 * (`refs/tags/X^{}`), so each ref is also asked for with `^{}`: an annotated tag then gives its
 * commit, not the tag object, which stops being fetchable once the tag moves.
 */
async function resolveRemoteRef(url, repo, ref, cwd) {
    const args = ref === null ? ['ls-remote', url, 'HEAD'] : ['ls-remote', url, ref, `${ref}^{}`];
    const out = (await runGit(args, { cwd, remote: true })).stdout.toString('utf8');
    const refs = new Map();
    for (const line of out.split('\n')) {
        const [sha, name] = line.split('\t');
        if (sha && name)
            refs.set(name, sha);
    }
    if (ref === null) {
        const head = refs.get('HEAD');
        if (!head)
            throw new errors/* InvalidInputError */.oC(`import ${repo}: the remote has no default branch (HEAD); set ref:`);
        return head;
    }
    const candidates = ref.startsWith('refs/') ? [ref] : [`refs/${ref}`, `refs/tags/${ref}`, `refs/heads/${ref}`];
    for (const c of candidates) {
        const peeled = refs.get(`${c}^{}`);
        if (peeled)
            return peeled;
        const sha = refs.get(c);
        if (sha)
            return sha;
    }
    const hint = /^[0-9a-f]{4,39}$/.test(ref) ? ' (an abbreviated SHA cannot be fetched: write the full 40-character commit SHA)' : '';
    throw new errors/* InvalidInputError */.oC(`import ${repo}: ref '${ref}' is not a branch or tag of ${url}${hint}`);
}
/**
 * A fetch can take minutes on a slow link; unless told otherwise (SKILLPACK_LOCK_TIMEOUT, which
 * bounds the state lock too), a second run waits that long for the first.
 */
const CACHE_LOCK_TIMEOUT_MS = 10 * 60_000;
/**
 * Whether `gitDir` is a complete bare repository. `HEAD` alone is not enough: a run killed
 * during `git init` (before init went through a temp folder) left HEAD and config without
 * refs/, which git then refuses forever.
 */
async function isCompleteRepo(gitDir) {
    for (const part of ['HEAD', 'refs', 'objects'])
        if (!(await (0,read/* lstatOrNull */.nd)(external_node_path_default().join(gitDir, part))))
            return false;
    return true;
}
/**
 * Makes the cache's bare repository, or remakes a half-made one: `git init` runs in a temp
 * folder beside it, renamed into place, so `repo.git` is either absent or complete. A rename
 * that loses to another run (one without the lock: an older sp) uses the winner's.
 */
async function ensureCacheRepo(gitDir, dir, repo) {
    if (await isCompleteRepo(gitDir))
        return;
    const tag = `${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
    try {
        if (await (0,read/* lstatOrNull */.nd)(gitDir)) {
            // Moved aside first, so no one sees a repository half deleted.
            const broken = external_node_path_default().join(dir, `.broken-${tag}`);
            await (0,promises_.rename)(gitDir, broken);
            await (0,promises_.rm)(broken, { recursive: true, force: true });
        }
        const tmp = external_node_path_default().join(dir, `.init-${tag}.git`);
        try {
            await runGit(['init', '--quiet', '--bare', tmp], { cwd: dir });
            await (0,promises_.rename)(tmp, gitDir).catch(async (err) => {
                if (!(await isCompleteRepo(gitDir)))
                    throw err;
            });
        }
        finally {
            await (0,promises_.rm)(tmp, { recursive: true, force: true });
        }
    }
    catch (err) {
        throw new errors/* IoError */.dA(`import ${repo}: cannot set up the git cache ${gitDir}: ${err.message}`);
    }
}
/**
 * The commit `sha` names in the cache, peeling tags; a ref naming a tree or a blob is refused,
 * as it has no skills folder layout to install from.
 */
async function peelToCommit(gitDir, sha, dir, repo, ref) {
    const r = await runGit(['--git-dir', gitDir, 'rev-parse', '--verify', '--quiet', `${sha}^{commit}`], { cwd: dir, allowFailure: true });
    const commit = r.stdout.toString('utf8').trim();
    if (r.code === 0 && FULL_SHA.test(commit))
        return commit;
    const type = (await runGit(['--git-dir', gitDir, 'cat-file', '-t', sha], { cwd: dir, allowFailure: true })).stdout.toString('utf8').trim() || 'unknown object';
    await runGit(['--git-dir', gitDir, 'update-ref', '-d', `refs/skillpack/${sha}`], { cwd: dir, allowFailure: true });
    throw new errors/* InvalidInputError */.oC(`import ${repo}: ref '${ref ?? 'HEAD'}' names a ${type} (${sha}), not a commit`);
}
/**
 * Fetches one import into the cache and returns a checkout of the resolved commit. A SHA is
 * fetched by itself (a clone with `--branch <sha>` cannot work), and a commit already in the
 * cache is not fetched again, so SHA-pinned imports install offline. Branches are resolved on
 * every call, so a moved branch is followed. git never prompts (GIT_TERMINAL_PROMPT=0).
 * Runs sharing a cache repository take turns on it (a lock file beside it), since git's own
 * locks fail a second fetch rather than wait.
 */
async function fetchImport(repo, ref, cacheDir, options = {}) {
    if (repo.startsWith('-'))
        throw new errors/* InvalidInputError */.oC(`import ${repo}: a repository URL cannot start with "-"`);
    const url = importUrl(repo, options.base ?? null);
    if (ref !== null && ref.startsWith('-'))
        throw new errors/* InvalidInputError */.oC(`import ${repo}: ref '${ref}' cannot start with "-"`);
    const dir = repoCacheDir(cacheDir, url);
    const gitDir = external_node_path_default().join(dir, 'repo.git');
    try {
        (0,make_dirs/* makeDirs */.X)(dir);
    }
    catch (err) {
        throw new errors/* IoError */.dA(`import ${repo}: ${(0,errors/* describeFsError */.TQ)(err, dir)}`);
    }
    let wanted;
    try {
        wanted = isFullSha(ref) ? ref : await resolveRemoteRef(url, repo, ref, dir);
    }
    catch (err) {
        if (err instanceof errors/* InvalidInputError */.oC)
            throw err;
        throw new errors/* IoError */.dA(`import ${repo}${ref ? ` @ ${ref}` : ''}: ${err.message}`);
    }
    const lockOptions = { ...options.lock, timeoutMs: options.lock?.timeoutMs ?? CACHE_LOCK_TIMEOUT_MS, busy: `is fetching ${repo} into the same cache` };
    return (0,state/* withStateLock */.NC)(external_node_path_default().join(dir, 'repo.lock'), async () => {
        await ensureCacheRepo(gitDir, dir, repo);
        const has = await runGit(['--git-dir', gitDir, 'cat-file', '-e', wanted], { cwd: dir, allowFailure: true });
        if (has.code !== 0) {
            try {
                // A ref under refs/skillpack/ keeps the commit from being garbage-collected.
                await runGit(['--git-dir', gitDir, 'fetch', '--quiet', '--no-tags', '--no-write-fetch-head', url, `+${wanted}:refs/skillpack/${wanted}`], { cwd: dir, remote: true });
            }
            catch (err) {
                throw new errors/* IoError */.dA(`import ${repo}${ref ? ` @ ${ref}` : ''}: ${err.message}`);
            }
        }
        const commit = await peelToCommit(gitDir, wanted, dir, repo, ref);
        if (commit !== wanted) {
            // Keep the commit, not the tag object the ref was fetched by (a moved tag leaves it behind).
            await runGit(['--git-dir', gitDir, 'update-ref', `refs/skillpack/${commit}`, commit], { cwd: dir });
            await runGit(['--git-dir', gitDir, 'update-ref', '-d', `refs/skillpack/${wanted}`], { cwd: dir, allowFailure: true });
        }
        const tree = await extractTree(gitDir, commit, dir, repo);
        return { repo, url, ref, commit, tree };
    }, lockOptions);
}
/**
 * Checks `commit` out into `trees/<commit>` once: into a temp folder, then renamed, so a tree
 * that exists is complete. git keeps file modes and symlinks as committed.
 */
async function extractTree(gitDir, commit, dir, repo) {
    const tree = external_node_path_default().join(dir, 'trees', commit);
    if (await (0,read/* lstatOrNull */.nd)(tree))
        return tree;
    const tmp = external_node_path_default().join(dir, 'trees', `.tmp-${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
    (0,make_dirs/* makeDirs */.X)(tmp);
    try {
        const ls = await runGit(['--git-dir', gitDir, 'ls-tree', '--name-only', commit], { cwd: dir });
        if (ls.stdout.length > 0) {
            await runGit(['--git-dir', gitDir, '--work-tree', tmp, 'checkout', '--quiet', '--force', commit, '--', '.'], {
                cwd: tmp,
                env: { GIT_INDEX_FILE: `${tmp}.index` },
            });
        }
        await (0,promises_.rename)(tmp, tree).catch(async (err) => {
            if (!(await (0,read/* lstatOrNull */.nd)(tree)))
                throw err;
        });
    }
    catch (err) {
        throw new errors/* IoError */.dA(`import ${repo}: could not check out ${commit}: ${err.message}`);
    }
    finally {
        await (0,promises_.rm)(tmp, { recursive: true, force: true });
        await (0,promises_.rm)(`${tmp}.index`, { force: true });
    }
    return tree;
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
/* harmony export */   cG: () => (/* binding */ notInstalledError),
/* harmony export */   j8: () => (/* binding */ putRecord)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3008);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _core_make_dirs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2626);







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
    if (!(0,_core_read_js__WEBPACK_IMPORTED_MODULE_4__/* .lstatOrNullSync */ ._F)(file))
        return { version: 1, installs: [] };
    const text = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readFileLimitedSync */ .Ex)(file, MAX_STATE_BYTES).toString('utf8');
    let parsed;
    try {
        parsed = { value: JSON.parse(text), error: null };
    }
    catch {
        // Only a broken file needs the reader that says where it breaks.
        parsed = (await __webpack_require__.e(/* import() */ 628).then(__webpack_require__.bind(__webpack_require__, 628))).parseJson(text);
    }
    const bad = (why) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${file}: not a valid skillpack state file (${why})`);
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
        if (!node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(rec.sink_path))
            throw bad(`installs[${i}].sink_path must be absolute`);
        if (!isStringArray(rec.installed_paths))
            throw bad(`installs[${i}].installed_paths must be a list of paths`);
        rec.pack_file = typeof rec.pack_file === 'string' ? rec.pack_file : '';
        rec.flatten = rec.flatten === true;
        rec.imports = Array.isArray(rec.imports) ? rec.imports : [];
        rec.installed_at = typeof rec.installed_at === 'string' ? rec.installed_at : '';
        rec.files = rec.files && typeof rec.files === 'object' ? rec.files : {};
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
        (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_6__/* .makeDirs */ .X)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file));
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .describeFsError */ .TQ)(err, node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file)));
    }
    (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomicSync */ .Q)(file, `${JSON.stringify(state, null, 2)}\n`);
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
/** A word for a suggested command line: as is when the shell leaves it alone, else single-quoted. */
function shellWord(s) {
    return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}
/**
 * The error for `(sink_path, pack)` having no record, for `sp uninstall` and `sp verify` alike.
 * When the sink's path has moved since the install (config.yaml changed, another `--path`),
 * state still has the pack for the same agent at the old path: the message names that path
 * and the command that reaches it, rather than only "not installed".
 */
function notInstalledError(state, pack, sink, sinkPath, command) {
    const base = `pack '${pack}' is not installed in ${sinkPath}`;
    const elsewhere = state.installs.filter((r) => r.pack === pack && r.sink_path !== sinkPath);
    const sameSink = elsewhere.filter((r) => r.sink === sink);
    if (sameSink.length > 0) {
        const at = sameSink.map((r) => r.sink_path);
        const run = `sp ${command} ${shellWord(pack)} --agent ${shellWord(sink)} --path ${shellWord(at[0])}`;
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${base}; state records it for ${sink} in ${at.join(', ')} (the sink's path has changed since the install?): run ${run}`);
    }
    if (elsewhere.length > 0) {
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${base}; state records it only for ${elsewhere.map((r) => `${r.sink} in ${r.sink_path}`).join(', ')} (see sp installed)`);
    }
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${base} (see sp installed)`);
}
/**
 * Serialises state changes between processes: a lock file created with O_EXCL holding the
 * owner's pid. A lock whose pid is gone (a killed run) is taken over; a live one is waited for,
 * then reported with its pid and path.
 */
async function withStateLock(lockFile, fn, options = {}) {
    const timeout = options.timeoutMs ?? 30_000;
    const poll = options.pollMs ?? 100;
    try {
        (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_6__/* .makeDirs */ .X)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(lockFile));
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .describeFsError */ .TQ)(err, node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(lockFile)));
    }
    const deadline = Date.now() + timeout;
    for (;;) {
        try {
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(lockFile, 'wx', 0o644);
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, `${process.pid}\n`);
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
            }
            break;
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .describeFsError */ .TQ)(err, lockFile));
            const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(lockFile, 'utf8').then((t) => t.trim(), (e) => (e.code === 'ENOENT' ? null : ''));
            // Released since the open: race for it again (never unlink what may be a new owner's lock).
            if (text === null)
                continue;
            const owner = Number(text);
            // An empty lock may be one another process has just created and not yet written: only
            // take it over once it is old.
            const young = text === '' && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(lockFile).then((st) => Date.now() - st.mtimeMs < 5000, () => false));
            if (!young && (!Number.isInteger(owner) || owner <= 0 || !isAlive(owner))) {
                // A half-written or dead owner's lock: take it away, then race again for O_EXCL.
                takeOverStaleLock(lockFile, text);
                continue;
            }
            if (Date.now() >= deadline) {
                const waited = `${Number((timeout / 1000).toFixed(1))} s`;
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IoError */ .dA(`another sp process (pid ${owner}) ${options.busy ?? 'is installing or uninstalling'}; waited ${waited} for ${lockFile}: run sp again once it has finished${options.hint ? ` (${options.hint})` : ''}, or, if pid ${owner} is not an sp process, delete ${lockFile}`);
            }
            await new Promise((r) => setTimeout(r, poll));
        }
    }
    try {
        return await fn();
    }
    finally {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(lockFile);
        }
        catch {
            /* already gone */
        }
    }
}
/**
 * Removes a lock judged stale from its content `seen`. Unlinking it straight away could remove
 * a lock another process created after the judgement, when two runs take over a dead one's lock
 * at once; so takeovers go one at a time, under a second O_EXCL file, and the lock is deleted
 * only if it still holds what was judged. No one else can replace a lock that exists, so the
 * check and the unlink cannot be split by a new owner.
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
            if (Date.now() - (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(guard).mtimeMs > 10_000)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(guard);
        }
        catch {
            /* gone */
        }
        return;
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
