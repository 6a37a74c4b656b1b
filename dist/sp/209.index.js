export const id = 209;
export const ids = [209];
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

/***/ 6801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ discoverSkills)
/* harmony export */ });
/* unused harmony export SKILL_FILE */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7135);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);





const SKILL_FILE = 'SKILL.md';
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
        realRoot = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, label));
    }
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(realRoot).isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${label}: not a directory`);
    const markers = [];
    const shown = (rel) => (rel ? `${label}/${rel}` : label);
    /** `chain`: real paths of the symlinked folders followed to get here, to stop loops. */
    const walk = (dir, rel, viaSymlink, chain) => {
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true });
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, shown(rel)));
        }
        for (const e of entries) {
            // Most entries are plain files that are not SKILL.md: decide those before building any string.
            const name = e.name;
            if (e.isFile()) {
                if (name === SKILL_FILE)
                    markers.push(rel);
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
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${shown(childRel)}: SKILL.md is a symlink, which is only allowed inside a symlinked skill folder`);
                const target = followable(full, shown(childRel));
                if (!target?.isFile())
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${shown(childRel)}: SKILL.md is a symlink to something that is not a file`);
                if (options.mode === 'remote' && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(realRoot, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full)))
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${shown(childRel)}: SKILL.md is a symlink leading out of the repository`);
                markers.push(rel);
                continue;
            }
            // Symlinks to files, and dangling ones, matter only if a selected skill holds them (copy reports them).
            const target = statOrNull(full);
            if (!target?.isDirectory())
                continue;
            const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full);
            if (options.mode === 'remote' && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(realRoot, real))
                continue;
            if (real === realRoot || chain.includes(real) || (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(real, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(dir))) {
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${shown(childRel)}: symlink loop (leads back to a folder above it)`);
            }
            walk(full, childRel, true, [...chain, real]);
        }
    };
    walk(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root), '', false, []);
    const rootMarker = markers.indexOf('');
    if (rootMarker !== -1) {
        if (options.mode === 'local')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${label}/SKILL.md: ${label}/ itself cannot be a skill`);
        markers.splice(rootMarker, 1);
    }
    // Leaf-only: a folder with SKILL.md is a skill unless another marker lies below it.
    const ancestors = new Set();
    for (const m of markers) {
        for (let i = m.lastIndexOf('/'); i > 0; i = m.lastIndexOf('/', i - 1))
            ancestors.add(m.slice(0, i));
    }
    return markers
        .filter((m) => !ancestors.has(m))
        .sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .compareBytes */ .Xo)
        .map((id) => ({ id, dir: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, ...id.split('/')) }));
}
/** stat through a symlink; a dangling link is an error naming it. */
function followable(full, shown) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(full);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${shown}: dangling symlink`);
        if (code === 'ELOOP')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${shown}: symlink loop`);
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, shown));
    }
}
function statOrNull(full) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(full);
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 4209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ZY: () => (/* binding */ describeSkill),
  resolvePack: () => (/* binding */ resolvePack)
});

// UNUSED EXPORTS: installName, installNameProblem, select

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
;// CONCATENATED MODULE: ./src/skillpack/pattern.ts
/** Why a pattern cannot be used, or null. */
function patternProblem(source) {
    if (typeof source !== 'string')
        return 'must be a string';
    if (source.length === 0)
        return 'must not be empty';
    if (source.includes('\0'))
        return 'must not contain a NUL byte';
    return null;
}
function tokenize(source) {
    const tokens = [];
    for (let i = 0; i < source.length;) {
        if (source[i] === '*') {
            if (source[i + 1] === '*') {
                // A run of three or more stars is a `**` followed by `*`s, which add nothing.
                let j = i + 2;
                while (source[j] === '*')
                    j++;
                if (source[j] === '/') {
                    tokens.push({ kind: 'globstar-slash' });
                    i = j + 1;
                }
                else {
                    tokens.push({ kind: 'globstar' });
                    i = j;
                }
            }
            else {
                tokens.push({ kind: 'star' });
                i++;
            }
        }
        else {
            tokens.push({ kind: 'lit', ch: source[i] });
            i++;
        }
    }
    return tokens;
}
function compilePattern(source) {
    const tokens = tokenize(source);
    return { source, matches: (id) => matchTokens(tokens, id) };
}
function matchTokens(tokens, s) {
    const n = s.length;
    const m = tokens.length;
    // ok[i][j]: tokens[i..] match s[j..]. Filled from the end so each cell reads only filled cells.
    const width = n + 1;
    const ok = new Uint8Array((m + 1) * width);
    ok[m * width + n] = 1;
    for (let i = m - 1; i >= 0; i--) {
        const t = tokens[i];
        const row = i * width;
        const next = (i + 1) * width;
        // For `**/`: whether some `/` at k >= j has ok[i+1][k+1]; carried from the right.
        let slashAhead = 0;
        for (let j = n; j >= 0; j--) {
            let v = 0;
            switch (t.kind) {
                case 'lit':
                    v = j < n && s[j] === t.ch ? ok[next + j + 1] : 0;
                    break;
                case 'star':
                    v = ok[next + j] || (j < n && s[j] !== '/' ? ok[row + j + 1] : 0);
                    break;
                case 'globstar':
                    v = ok[next + j] || (j < n ? ok[row + j + 1] : 0);
                    break;
                case 'globstar-slash':
                    if (j < n && s[j] === '/' && ok[next + j + 1])
                        slashAhead = 1;
                    v = ok[next + j] || slashAhead;
                    break;
            }
            ok[row + j] = v;
        }
    }
    return ok[0] === 1;
}

// EXTERNAL MODULE: ./src/skillpack/discover.ts
var discover = __webpack_require__(6801);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
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
    await (0,promises_.mkdir)(dir, { recursive: true });
    if (!(await (0,read/* lstatOrNull */.nd)(external_node_path_default().join(gitDir, 'HEAD')))) {
        await (0,promises_.rm)(gitDir, { recursive: true, force: true });
        await runGit(['init', '--quiet', '--bare', gitDir], { cwd: dir });
    }
    const commit = ref !== null && FULL_SHA.test(ref) ? ref : await resolveRemoteRef(url, repo, ref, dir);
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
    await (0,promises_.mkdir)(tmp, { recursive: true });
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

;// CONCATENATED MODULE: ./src/skillpack/resolve.ts






/** `<prefix><sep><flattened id>`; with `flatten`, the leaf segment stands for the id. */
function installName(id, opts) {
    const flat = opts.flatten ? id.slice(id.lastIndexOf('/') + 1) : id.split('/').join(opts.sep);
    return `${opts.prefix}${opts.sep}${flat}`;
}
/** Why an installed folder name cannot be used as one folder in the sink, or null. */
function installNameProblem(name) {
    if (name.includes('/') || name.includes('\0'))
        return 'contains "/" or a NUL byte';
    if (name === '.' || name === '..')
        return 'is "." or ".."';
    if (name.startsWith('.skillpack-'))
        return 'starts with ".skillpack-", which sp reserves for its temporary folders';
    if (Buffer.byteLength(name) > 255)
        return 'is longer than 255 bytes';
    return null;
}
/**
 * Applies includes then excludes to one id list; an include that matches nothing is an error
 * (fail-fast, §3), named with where it was written.
 */
function resolve_select(ids, include, exclude, where) {
    const chosen = new Set();
    for (const p of include) {
        const m = compilePattern(p);
        let hits = 0;
        for (const id of ids)
            if (m.matches(id)) {
                chosen.add(id);
                hits++;
            }
        if (hits === 0)
            throw new errors/* InvalidInputError */.oC(`${where}: include '${p}' matches no skill`);
    }
    const out = exclude.map(compilePattern);
    return [...chosen].filter((id) => !out.some((m) => m.matches(id))).sort(diagnostics/* compareBytes */.Xo);
}
/** The pack's selection (§3 resolution semantics) with install names; collisions are errors. */
async function resolvePack(pack, options) {
    const where = options.packLabel;
    let localSkills = [];
    let local = [];
    if (pack.include.length > 0) {
        localSkills = (0,discover/* discoverSkills */.i)(external_node_path_default().join(options.root, 'skills'), { mode: 'local', label: 'skills' });
        local = resolve_select(localSkills.map((s) => s.id), pack.include, [], where);
    }
    else if (pack.imports.length === 0) {
        throw new errors/* InvalidInputError */.oC(`${where}: a pack needs a non-empty include or at least one import`);
    }
    const selected = [];
    const localDir = new Map(localSkills.map((s) => [s.id, s.dir]));
    const imports = [];
    for (const [i, imp] of pack.imports.entries()) {
        const pinned = options.pinnedCommits?.[i] ?? null;
        options.onFetch?.(imp.repo, pinned ?? imp.ref);
        const fetched = await fetchImport(imp.repo, pinned ?? imp.ref, options.cacheDir);
        const skills = (0,discover/* discoverSkills */.i)(fetched.tree, { mode: 'remote', label: imp.repo });
        const ids = resolve_select(skills.map((s) => s.id), imp.include, imp.exclude, `${where}: imports[${i}] (${imp.repo})`);
        const dirs = new Map(skills.map((s) => [s.id, s.dir]));
        imports.push({ repo: imp.repo, url: fetched.url, ref: imp.ref, commit: fetched.commit, skills: ids });
        for (const id of ids)
            selected.push({ source: imp.repo, origin: i, id, dir: dirs.get(id), containRoot: fetched.tree });
    }
    for (const id of local)
        selected.push({ source: 'local', origin: -1, id, dir: localDir.get(id), containRoot: null });
    // Pack-level exclude applies to the union (step 5).
    const excluded = pack.exclude.map(compilePattern);
    const final = selected.filter((s) => !excluded.some((m) => m.matches(s.id)));
    const keptLocal = new Set(final.filter((s) => s.origin === -1).map((s) => s.id));
    local = local.filter((id) => keptLocal.has(id));
    for (const [i, imp] of imports.entries()) {
        const kept = new Set(final.filter((s) => s.origin === i).map((s) => s.id));
        imp.skills = imp.skills.filter((id) => kept.has(id));
    }
    const byName = new Map();
    const skills = [];
    for (const s of final) {
        const name = installName(s.id, pack.install);
        const problem = installNameProblem(name);
        if (problem)
            throw new errors/* InvalidInputError */.oC(`${where}: skill ${describeSkill(s)} installs as '${name}', which ${problem}`);
        const other = byName.get(name);
        if (other)
            throw new errors/* InvalidInputError */.oC(`${where}: skills ${describeSkill(other)} and ${describeSkill(s)} would both install as '${name}'`);
        const withName = { ...s, installName: name };
        byName.set(name, withName);
        skills.push(withName);
    }
    skills.sort((a, b) => (0,diagnostics/* compareBytes */.Xo)(a.installName, b.installName));
    return { pack, local, imports, skills };
}
function describeSkill(s) {
    return s.source === 'local' ? `'${s.id}'` : `'${s.id}' from ${s.source}`;
}


/***/ })

};
