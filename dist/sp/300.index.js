export const id = 300;
export const ids = [300];
export const modules = {

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

// UNUSED EXPORTS: cachedCheckout, expandRepo, isFullSha

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
function gitEnv(extra = {}) {
    return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C', ...extra };
}
/** Runs `git` with an argument array. Throws IoError with git's own first error line on failure. */
async function runGit(args, options) {
    let result;
    try {
        result = await runProgram('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.env) });
    }
    catch (err) {
        throw new errors/* IoError */.dA(`git: ${err.code === 'ENOENT' ? 'not found on PATH' : err.message}`);
    }
    if (result.code !== 0 && !options.allowFailure) {
        const line = result.stderr.toString('utf8').split('\n').find((l) => l.trim() !== '') ?? `exit code ${result.code}`;
        throw new errors/* IoError */.dA(`git ${args[0]}: ${line.trim()}`);
    }
    return result;
}
/** The top of the work tree containing `cwd`, or null outside a repository. */
async function gitTopLevel(cwd) {
    const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
    return r.code === 0 ? r.stdout.toString('utf8').trim() : null;
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
// EXTERNAL MODULE: ./src/core/make-dirs.ts
var make_dirs = __webpack_require__(2626);
;// CONCATENATED MODULE: ./src/skillpack/remote.ts








/** `github.com/<org>/<repo>` → `https://github.com/<org>/<repo>.git`; anything else as written. */
function expandRepo(repo) {
    const m = /^github\.com\/([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(repo);
    return m ? `https://github.com/${m[1]}/${m[2]}.git` : repo;
}
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** Where one repository lives in the cache: a bare repo plus one extracted tree per commit. */
function repoCacheDir(cacheDir, url) {
    const base = (url.replace(/\.git$/, '').split(/[/:]/).pop() || 'repo').replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 40);
    return external_node_path_default().join(cacheDir, `${base}-${(0,hash/* sha256Hex */.f)(url).slice(0, 16)}`);
}
/** The cached checkout of `commit` for a pack import, when sp has fetched it before; never fetches. */
function cachedCheckout(repo, commit, cacheDir) {
    if (!FULL_SHA.test(commit))
        return null;
    const tree = path.join(repoCacheDir(cacheDir, expandRepo(repo)), 'trees', commit);
    return lstatOrNullSync(tree)?.isDirectory() ? tree : null;
}
/** Whether a pack import's ref is a full commit SHA (fetched by itself, never resolved). */
function isFullSha(ref) {
    return ref !== null && FULL_SHA.test(ref);
}
/**
 * The commit a ref names on the remote, by `git ls-remote` (no clone): exact `refs/...`, then a
 * tag (peeled), then a branch, as git's own rev-parse order; no ref means the remote's `HEAD`
 * (its default branch), never an assumed `main`.
 */
async function resolveRemoteRef(url, repo, ref, cwd) {
    const args = ['ls-remote', url, ref ?? 'HEAD'];
    const out = (await runGit(args, { cwd })).stdout.toString('utf8');
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
 * Fetches one import into the cache and returns a checkout of the resolved commit. A SHA is
 * fetched by itself (a clone with `--branch <sha>` cannot work), and a commit already in the
 * cache is not fetched again, so SHA-pinned imports install offline. Branches are resolved on
 * every call, so a moved branch is followed. git never prompts (GIT_TERMINAL_PROMPT=0).
 */
async function fetchImport(repo, ref, cacheDir) {
    const url = expandRepo(repo);
    if (url.startsWith('-'))
        throw new errors/* InvalidInputError */.oC(`import ${repo}: a repository URL cannot start with "-"`);
    if (ref !== null && ref.startsWith('-'))
        throw new errors/* InvalidInputError */.oC(`import ${repo}: ref '${ref}' cannot start with "-"`);
    const dir = repoCacheDir(cacheDir, url);
    const gitDir = external_node_path_default().join(dir, 'repo.git');
    (0,make_dirs/* makeDirs */.X)(dir);
    if (!(await (0,read/* lstatOrNull */.nd)(external_node_path_default().join(gitDir, 'HEAD')))) {
        await (0,promises_.rm)(gitDir, { recursive: true, force: true });
        await runGit(['init', '--quiet', '--bare', gitDir], { cwd: dir });
    }
    let commit;
    try {
        commit = isFullSha(ref) ? ref : await resolveRemoteRef(url, repo, ref, dir);
    }
    catch (err) {
        if (err instanceof errors/* InvalidInputError */.oC)
            throw err;
        throw new errors/* IoError */.dA(`import ${repo}${ref ? ` @ ${ref}` : ''}: ${err.message}`);
    }
    const has = await runGit(['--git-dir', gitDir, 'cat-file', '-e', `${commit}^{commit}`], { cwd: dir, allowFailure: true });
    if (has.code !== 0) {
        try {
            // A ref under refs/skillpack/ keeps the commit from being garbage-collected.
            await runGit(['--git-dir', gitDir, 'fetch', '--quiet', '--no-tags', '--no-write-fetch-head', url, `+${commit}:refs/skillpack/${commit}`], { cwd: dir });
        }
        catch (err) {
            throw new errors/* IoError */.dA(`import ${repo}${ref ? ` @ ${ref}` : ''}: ${err.message}`);
        }
    }
    const tree = await extractTree(gitDir, commit, dir, repo);
    return { repo, url, ref, commit, tree };
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


/***/ })

};
