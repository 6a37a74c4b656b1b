export const id = 9310;
export const ids = [9310,1076,9312,6153,2189];
export const modules = {

/***/ 408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gE: () => (/* binding */ gitEnv),
  oB: () => (/* binding */ gitTopLevel),
  VJ: () => (/* binding */ headCommitTime),
  EO: () => (/* binding */ runGit)
});

// UNUSED EXPORTS: remoteGitEnv

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
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
/** Runs `git` with an argument array. Throws IoError with git's own first error line on failure. */
async function runGit(args, options) {
    let result;
    try {
        result = await runProgram('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.remote ? { ...remoteGitEnv(), ...options.env } : options.env) });
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


/***/ }),

/***/ 6153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findJsonFault: () => (/* binding */ findJsonFault),
/* harmony export */   parseJson: () => (/* binding */ parseJson)
/* harmony export */ });
/* harmony import */ var _text_position_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6426);

/**
 * JSON.parse that never throws and reports where the text breaks. V8 (Node 20) often omits
 * the position, so on failure a small syntax scanner finds the first bad offset itself.
 */
function parseJson(text, options = {}) {
    try {
        const value = JSON.parse(text);
        if (options.uniqueKeys) {
            // JSON.parse keeps the last of two equal keys, other readers the first: refuse the ambiguity.
            const dup = findJsonFault(text, { uniqueKeys: true });
            if (dup.message)
                return { value: undefined, error: { message: dup.message, ...new _text_position_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .r(text).locate(dup.offset), duplicateKey: true } };
        }
        return { value, error: null };
    }
    catch (err) {
        const fault = findJsonFault(text);
        const { line, column } = new _text_position_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .r(text).locate(fault.offset);
        const message = fault.message ?? String(err.message).split(/,? "|\n/)[0];
        return { value: undefined, error: { message, line, column } };
    }
}
/**
 * Offset and description of the first JSON syntax error (scanner only; builds no values), and
 * with `uniqueKeys` of the first key an object repeats (compared decoded: `"a"` and `"\u0061"`
 * are the same key).
 */
function findJsonFault(text, options = {}) {
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
    const value = (depth) => {
        if (depth > 10_000)
            fail('nesting too deep');
        ws();
        const c = text[i];
        if (c === '{') {
            i++;
            ws();
            if (text[i] === '}')
                return void i++;
            const keys = options.uniqueKeys ? new Set() : null;
            for (;;) {
                ws();
                if (text[i] !== '"')
                    fail(`expected a property name, ${describe()}`);
                const keyAt = i;
                string();
                if (keys) {
                    const key = JSON.parse(text.slice(keyAt, i));
                    if (keys.has(key)) {
                        i = keyAt;
                        fail(`duplicate key ${JSON.stringify(key)}`);
                    }
                    keys.add(key);
                }
                ws();
                if (text[i] !== ':')
                    fail(`expected ":", ${describe()}`);
                i++;
                value(depth + 1);
                ws();
                if (text[i] === ',')
                    i++;
                else if (text[i] === '}')
                    return void i++;
                else
                    fail(`expected "," or "}", ${describe()}`);
            }
        }
        else if (c === '[') {
            i++;
            ws();
            if (text[i] === ']')
                return void i++;
            for (;;) {
                value(depth + 1);
                ws();
                if (text[i] === ',')
                    i++;
                else if (text[i] === ']')
                    return void i++;
                else
                    fail(`expected "," or "]", ${describe()}`);
            }
        }
        else if (c === '"')
            string();
        else if (c === '-' || (c >= '0' && c <= '9')) {
            const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
            if (!m)
                fail('bad number');
            i += m[0].length;
        }
        else {
            for (const lit of ['true', 'false', 'null'])
                if (text.startsWith(lit, i))
                    return void (i += lit.length);
            fail(describe());
        }
    };
    try {
        value(0);
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

/***/ 6426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
/** Maps string offsets to 1-based line and column (columns count UTF-16 units, as editors and GitHub do). */
class LineIndex {
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
            this.starts.push(i + 1);
    }
    get count() {
        return this.starts.length;
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


/***/ }),

/***/ 1076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   locatePointer: () => (/* binding */ locatePointer),
/* harmony export */   parseYaml: () => (/* binding */ parseYaml)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1196);

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

/***/ 2189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkAgainstLock: () => (/* binding */ checkAgainstLock),
/* harmony export */   lockMismatch: () => (/* binding */ lockMismatch),
/* harmony export */   lockPathFor: () => (/* binding */ lockPathFor),
/* harmony export */   lockedContent: () => (/* binding */ lockedContent),
/* harmony export */   pinnedCommits: () => (/* binding */ pinnedCommits),
/* harmony export */   readLock: () => (/* binding */ readLock)
/* harmony export */ });
/* unused harmony exports buildLock, writeLock */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3008);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6153);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(299);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _copy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3395);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(372);








/** `packs/<name>.lock.json` beside `packs/<name>.yaml`. */
function lockPathFor(packFile) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().join(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(packFile), `${node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(packFile).replace(/\.ya?ml$/, '')}.lock.json`);
}
function skillLabel(s) {
    return s.source === 'local' ? `skills/${s.id}` : `${s.source}:${s.id}`;
}
/** Builds the lock for a resolution: each import's commit and a content hash per selected skill. */
async function buildLock(resolution) {
    const skills = [];
    for (const s of resolution.skills) {
        skills.push({ source: s.source, id: s.id, install_name: s.installName, sha256: await hashSkill(s.dir, { containRoot: s.containRoot, label: skillLabel(s), listings: s.listings }) });
    }
    return {
        version: 1,
        pack: resolution.pack.name,
        pack_sha256: sha256Hex(resolution.pack.bytes),
        imports: resolution.imports.map((i) => ({ repo: i.repo, ref: i.ref, commit: i.commit })),
        skills,
    };
}
async function writeLock(file, lock) {
    await writeFileAtomic(file, `${JSON.stringify(lock, null, 2)}\n`);
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
async function readLock(file, shown) {
    if (!(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .lstatOrNull */ .nd)(file)))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: no lock file (run sp lock first)`);
    const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_7__.parseJson)((await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileLimited */ .lB)(file, 64 * 1024 * 1024)).toString('utf8'));
    const v = parsed.value;
    if (parsed.error || !v || v.version !== 1 || typeof v.pack_sha256 !== 'string' || !Array.isArray(v.imports) || !Array.isArray(v.skills)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: not a valid pack lock file${parsed.error ? ` (${parsed.error.message})` : ''}`);
    }
    // A hand-edited or merged lock is read field by field later: a bad entry is named here, not
    // met as a TypeError in the middle of an install.
    const bad = (entry, why) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: not a valid pack lock file (${entry} ${why})`);
    for (const [n, i] of v.imports.entries()) {
        if (!isObject(i))
            throw bad(`imports[${n}]`, 'is not an object');
        if (typeof i.repo !== 'string')
            throw bad(`imports[${n}].repo`, 'must be a string');
        if (i.ref !== null && i.ref !== undefined && typeof i.ref !== 'string')
            throw bad(`imports[${n}].ref`, 'must be a string or null');
        if (typeof i.commit !== 'string' || !/^[0-9a-f]{40,64}$/.test(i.commit))
            throw bad(`imports[${n}].commit`, 'must be a full commit SHA');
    }
    for (const [n, sk] of v.skills.entries()) {
        if (!isObject(sk))
            throw bad(`skills[${n}]`, 'is not an object');
        for (const k of ['source', 'id', 'install_name'])
            if (typeof sk[k] !== 'string' || sk[k] === '')
                throw bad(`skills[${n}].${k}`, 'must be a non-empty string');
        if (typeof sk.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sk.sha256))
            throw bad(`skills[${n}].sha256`, 'must be 64 lowercase hex digits');
    }
    return v;
}
/** The import commits a lock pins, after checking the pack file is the one that was locked. */
function pinnedCommits(pack, lock, lockShown, packShown) {
    if ((0,_core_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .f)(pack.bytes) !== lock.pack_sha256)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${packShown} has changed since ${lockShown} was written; run 'sp lock ${pack.name}' and commit the lock`);
    if (lock.imports.length !== pack.imports.length || lock.imports.some((i, n) => i.repo !== pack.imports[n].repo)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: its imports do not match ${packShown}; run 'sp lock ${pack.name}'`);
    }
    return lock.imports.map((i) => i.commit);
}
/**
 * Checks a resolution selects exactly the locked skills, and gives each one's locked content
 * hash by install name: an install compares them with the hashes of its staged copies, so
 * what it installs is what was locked, even if a source changes meanwhile.
 */
function lockedContent(resolution, lock, lockShown) {
    const locked = new Map(lock.skills.map((s) => [s.install_name, s]));
    const now = new Set(resolution.skills.map((s) => s.installName));
    for (const s of lock.skills)
        if (!now.has(s.install_name))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: locked skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSkill */ .ZY)(s)} is no longer selected`);
    const expected = new Map();
    for (const s of resolution.skills) {
        const l = locked.get(s.installName);
        if (!l)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSkill */ .ZY)(s)} is selected but not in the lock`);
        expected.set(s.installName, l.sha256);
    }
    return expected;
}
/** The error for a skill whose content is not what the lock says. */
function lockMismatch(skill, lockShown) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${lockShown}: skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSkill */ .ZY)(skill)} does not match its locked content hash (edited since the lock was written?)`);
}
/** lockedContent, with each selected skill's sources hashed and compared (a dry run copies nothing to hash). */
async function checkAgainstLock(resolution, lock, lockShown) {
    const expected = lockedContent(resolution, lock, lockShown);
    for (const s of resolution.skills) {
        const hash = await (0,_copy_js__WEBPACK_IMPORTED_MODULE_5__/* .hashSkill */ .MC)(s.dir, { containRoot: s.containRoot, label: skillLabel(s), listings: s.listings });
        if (hash !== expected.get(s.installName))
            throw lockMismatch(s, lockShown);
    }
}


/***/ }),

/***/ 6931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wf: () => (/* binding */ isFullSha),
/* harmony export */   dV: () => (/* binding */ cachedCheckout),
/* harmony export */   fetchImport: () => (/* binding */ fetchImport)
/* harmony export */ });
/* unused harmony export expandRepo */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(408);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(299);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2981);
/* harmony import */ var _core_make_dirs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2626);









/** `github.com/<org>/<repo>` → `https://github.com/<org>/<repo>.git`; anything else as written. */
function expandRepo(repo) {
    const m = /^github\.com\/([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(repo);
    return m ? `https://github.com/${m[1]}/${m[2]}.git` : repo;
}
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** Where one repository lives in the cache: a bare repo plus one extracted tree per commit. */
function repoCacheDir(cacheDir, url) {
    const base = (url.replace(/\.git$/, '').split(/[/:]/).pop() || 'repo').replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 40);
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(cacheDir, `${base}-${(0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .f)(url).slice(0, 16)}`);
}
/** The cached checkout of `commit` for a pack import, when sp has fetched it before; never fetches. */
function cachedCheckout(repo, commit, cacheDir) {
    if (!FULL_SHA.test(commit))
        return null;
    const tree = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(repoCacheDir(cacheDir, expandRepo(repo)), 'trees', commit);
    return (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNullSync */ ._F)(tree)?.isDirectory() ? tree : null;
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
    const out = (await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(args, { cwd, remote: true })).stdout.toString('utf8');
    const refs = new Map();
    for (const line of out.split('\n')) {
        const [sha, name] = line.split('\t');
        if (sha && name)
            refs.set(name, sha);
    }
    if (ref === null) {
        const head = refs.get('HEAD');
        if (!head)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`import ${repo}: the remote has no default branch (HEAD); set ref:`);
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
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`import ${repo}: ref '${ref}' is not a branch or tag of ${url}${hint}`);
}
/** A fetch can take minutes on a slow link; a second run waits that long for the first. */
const CACHE_LOCK_TIMEOUT_MS = 10 * 60_000;
/**
 * Whether `gitDir` is a complete bare repository. `HEAD` alone is not enough: a run killed
 * during `git init` (before init went through a temp folder) left HEAD and config without
 * refs/, which git then refuses forever.
 */
async function isCompleteRepo(gitDir) {
    for (const part of ['HEAD', 'refs', 'objects'])
        if (!(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNull */ .nd)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(gitDir, part))))
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
    const tag = `${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}`;
    try {
        if (await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNull */ .nd)(gitDir)) {
            // Moved aside first, so no one sees a repository half deleted.
            const broken = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, `.broken-${tag}`);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(gitDir, broken);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(broken, { recursive: true, force: true });
        }
        const tmp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, `.init-${tag}.git`);
        try {
            await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['init', '--quiet', '--bare', tmp], { cwd: dir });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, gitDir).catch(async (err) => {
                if (!(await isCompleteRepo(gitDir)))
                    throw err;
            });
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tmp, { recursive: true, force: true });
        }
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`import ${repo}: cannot set up the git cache ${gitDir}: ${err.message}`);
    }
}
/**
 * The commit `sha` names in the cache, peeling tags; a ref naming a tree or a blob is refused,
 * as it has no skills folder layout to install from.
 */
async function peelToCommit(gitDir, sha, dir, repo, ref) {
    const r = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'rev-parse', '--verify', '--quiet', `${sha}^{commit}`], { cwd: dir, allowFailure: true });
    const commit = r.stdout.toString('utf8').trim();
    if (r.code === 0 && FULL_SHA.test(commit))
        return commit;
    const type = (await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'cat-file', '-t', sha], { cwd: dir, allowFailure: true })).stdout.toString('utf8').trim() || 'unknown object';
    await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'update-ref', '-d', `refs/skillpack/${sha}`], { cwd: dir, allowFailure: true });
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`import ${repo}: ref '${ref ?? 'HEAD'}' names a ${type} (${sha}), not a commit`);
}
/**
 * Fetches one import into the cache and returns a checkout of the resolved commit. A SHA is
 * fetched by itself (a clone with `--branch <sha>` cannot work), and a commit already in the
 * cache is not fetched again, so SHA-pinned imports install offline. Branches are resolved on
 * every call, so a moved branch is followed. git never prompts (GIT_TERMINAL_PROMPT=0).
 * Runs sharing a cache repository take turns on it (a lock file beside it), since git's own
 * locks fail a second fetch rather than wait.
 */
async function fetchImport(repo, ref, cacheDir) {
    const url = expandRepo(repo);
    if (url.startsWith('-'))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`import ${repo}: a repository URL cannot start with "-"`);
    if (ref !== null && ref.startsWith('-'))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`import ${repo}: ref '${ref}' cannot start with "-"`);
    const dir = repoCacheDir(cacheDir, url);
    const gitDir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'repo.git');
    try {
        (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_8__/* .makeDirs */ .X)(dir);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`import ${repo}: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, dir)}`);
    }
    let wanted;
    try {
        wanted = isFullSha(ref) ? ref : await resolveRemoteRef(url, repo, ref, dir);
    }
    catch (err) {
        if (err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC)
            throw err;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`import ${repo}${ref ? ` @ ${ref}` : ''}: ${err.message}`);
    }
    const lockOptions = { timeoutMs: CACHE_LOCK_TIMEOUT_MS, busy: `is fetching ${repo} into the same cache` };
    return (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .withStateLock */ .NC)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'repo.lock'), async () => {
        await ensureCacheRepo(gitDir, dir, repo);
        const has = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'cat-file', '-e', wanted], { cwd: dir, allowFailure: true });
        if (has.code !== 0) {
            try {
                // A ref under refs/skillpack/ keeps the commit from being garbage-collected.
                await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'fetch', '--quiet', '--no-tags', '--no-write-fetch-head', url, `+${wanted}:refs/skillpack/${wanted}`], { cwd: dir, remote: true });
            }
            catch (err) {
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`import ${repo}${ref ? ` @ ${ref}` : ''}: ${err.message}`);
            }
        }
        const commit = await peelToCommit(gitDir, wanted, dir, repo, ref);
        if (commit !== wanted) {
            // Keep the commit, not the tag object the ref was fetched by (a moved tag leaves it behind).
            await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'update-ref', `refs/skillpack/${commit}`, commit], { cwd: dir });
            await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'update-ref', '-d', `refs/skillpack/${wanted}`], { cwd: dir, allowFailure: true });
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
    const tree = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'trees', commit);
    if (await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNull */ .nd)(tree))
        return tree;
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'trees', `.tmp-${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}`);
    (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_8__/* .makeDirs */ .X)(tmp);
    try {
        const ls = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, 'ls-tree', '--name-only', commit], { cwd: dir });
        if (ls.stdout.length > 0) {
            await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['--git-dir', gitDir, '--work-tree', tmp, 'checkout', '--quiet', '--force', commit, '--', '.'], {
                cwd: tmp,
                env: { GIT_INDEX_FILE: `${tmp}.index` },
            });
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, tree).catch(async (err) => {
            if (!(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNull */ .nd)(tree)))
                throw err;
        });
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA(`import ${repo}: could not check out ${commit}: ${err.message}`);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tmp, { recursive: true, force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(`${tmp}.index`, { force: true });
    }
    return tree;
}


/***/ }),

/***/ 3755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  skillPackRules: () => (/* binding */ skillPackRules),
  skillRules: () => (/* binding */ skillRules)
});

;// CONCATENATED MODULE: ./src/skillpack/rules/types.ts
const DOCS = 'https://github.com/packwright/packwright/blob/main/docs/rules.md';

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-frontmatter.ts

const skillFrontmatter = {
    meta: { id: 'skill-frontmatter', severity: 'error', description: 'SKILL.md is UTF-8 and starts with a YAML frontmatter mapping', docs: `${DOCS}#skill-frontmatter` },
    check(ctx, report) {
        if (ctx.problem)
            report(ctx.problem, ctx.file, ctx.problemAt ?? { line: 1 });
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-name.ts

/** Agent Skills: 1–64 of a-z, 0-9 and "-", no leading, trailing or double "-". */
function skillNameProblem(name) {
    if (typeof name !== 'string' || name === '')
        return 'is required and must be a non-empty string';
    if (name.length > 64)
        return `is ${name.length} characters; at most 64`;
    if (!/^[a-z0-9-]+$/.test(name))
        return 'may contain only lowercase letters a-z, digits and "-"';
    if (name.startsWith('-') || name.endsWith('-'))
        return 'must not start or end with "-"';
    if (name.includes('--'))
        return 'must not contain "--"';
    return null;
}
const skillName = {
    meta: { id: 'skill-name', severity: 'error', description: 'name: 1–64 characters of a-z, 0-9 and "-", no leading, trailing or double "-"', docs: `${DOCS}#skill-name` },
    check(ctx, report) {
        if (!ctx.frontmatter)
            return;
        const problem = skillNameProblem(ctx.frontmatter.name);
        if (problem)
            report(`name ${problem}${typeof ctx.frontmatter.name === 'string' ? ` (got "${ctx.frontmatter.name}")` : ''}`, ctx.file, ctx.locate('name'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-name-folder.ts

const skillNameFolder = {
    meta: { id: 'skill-name-folder', severity: 'warning', description: 'name equals the skill folder\'s name (popular repositories break this; a warning by default)', docs: `${DOCS}#skill-name-folder` },
    check(ctx, report) {
        const name = ctx.frontmatter?.name;
        if (typeof name === 'string' && name !== '' && name !== ctx.folderName)
            report(`name "${name}" differs from the folder name "${ctx.folderName}"`, ctx.file, ctx.locate('name'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-description.ts

const skillDescription = {
    meta: { id: 'skill-description', severity: 'error', description: 'description: a non-empty string of at most 1024 characters', docs: `${DOCS}#skill-description` },
    check(ctx, report) {
        if (!ctx.frontmatter)
            return;
        const d = ctx.frontmatter.description;
        if (typeof d !== 'string' || d.trim() === '')
            report('description is required and must be a non-empty string', ctx.file, ctx.locate('description'));
        else if ([...d].length > 1024)
            report(`description is ${[...d].length} characters; at most 1024`, ctx.file, ctx.locate('description'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-unknown-key.ts

const KNOWN_SKILL_KEYS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];
const skillUnknownKey = {
    meta: { id: 'skill-unknown-key', severity: 'warning', description: 'frontmatter keys outside the Agent Skills spec (e.g. Claude Code\'s model, hooks, context)', docs: `${DOCS}#skill-unknown-key` },
    check(ctx, report) {
        for (const key of Object.keys(ctx.frontmatter ?? {})) {
            if (!KNOWN_SKILL_KEYS.includes(key))
                report(`unknown frontmatter key "${key}" (the Agent Skills spec knows ${KNOWN_SKILL_KEYS.join(', ')})`, ctx.file, ctx.locate(key));
        }
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-compatibility.ts

const skillCompatibility = {
    meta: { id: 'skill-compatibility', severity: 'error', description: 'compatibility, when present, is a string of at most 500 characters', docs: `${DOCS}#skill-compatibility` },
    check(ctx, report) {
        if (!ctx.frontmatter || !('compatibility' in ctx.frontmatter))
            return;
        const c = ctx.frontmatter.compatibility;
        if (typeof c !== 'string' || c === '')
            report('compatibility must be a non-empty string', ctx.file, ctx.locate('compatibility'));
        else if ([...c].length > 500)
            report(`compatibility is ${[...c].length} characters; at most 500`, ctx.file, ctx.locate('compatibility'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-metadata.ts

const skillMetadata = {
    meta: { id: 'skill-metadata', severity: 'error', description: 'metadata, when present, maps strings to strings', docs: `${DOCS}#skill-metadata` },
    check(ctx, report) {
        if (!ctx.frontmatter || !('metadata' in ctx.frontmatter))
            return;
        const m = ctx.frontmatter.metadata;
        if (typeof m !== 'object' || m === null || Array.isArray(m)) {
            report('metadata must be a mapping of string keys to string values', ctx.file, ctx.locate('metadata'));
            return;
        }
        for (const [k, v] of Object.entries(m)) {
            if (typeof v !== 'string')
                report(`metadata.${k} must be a string (quote it: "${String(v)}")`, ctx.file, ctx.locate('metadata', k));
        }
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-allowed-tools.ts

const skillAllowedTools = {
    meta: { id: 'skill-allowed-tools', severity: 'error', description: 'allowed-tools, when present, is one space-separated string', docs: `${DOCS}#skill-allowed-tools` },
    check(ctx, report) {
        if (!ctx.frontmatter || !('allowed-tools' in ctx.frontmatter))
            return;
        const v = ctx.frontmatter['allowed-tools'];
        if (Array.isArray(v))
            report('allowed-tools must be a space-separated string, not a YAML list (write: allowed-tools: Read Grep)', ctx.file, ctx.locate('allowed-tools'));
        else if (typeof v !== 'string' || v.trim() === '')
            report('allowed-tools must be a non-empty space-separated string', ctx.file, ctx.locate('allowed-tools'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/pack-schema.ts

const packSchema = {
    meta: { id: 'pack-schema', severity: 'error', description: 'the pack file is YAML following schemas/skill-pack.schema.json', docs: `${DOCS}#pack-schema` },
    check(ctx, report) {
        if (ctx.readProblem)
            report(ctx.readProblem, ctx.file);
        for (const p of ctx.parsed.problems)
            report(p.message, ctx.file, { line: p.line, column: p.column });
    },
};

// EXTERNAL MODULE: ./src/skillpack/pattern.ts
var pattern = __webpack_require__(1218);
;// CONCATENATED MODULE: ./src/skillpack/rules/pack-include-empty.ts


/**
 * Local includes always; an import's includes when its pinned commit is in sp's cache
 * (validate never fetches: see SkillPackContext.importSkills).
 */
const packIncludeEmpty = {
    meta: { id: 'pack-include-empty', severity: 'error', description: 'every include pattern matches at least one skill (sp fails fast on one that does not): local ones under skills/, and an import\'s once sp has its pinned commit in its cache', docs: `${DOCS}#pack-include-empty` },
    check(ctx, report) {
        const pack = ctx.parsed.pack;
        if (!pack)
            return;
        if (pack.include.length > 0) {
            if (ctx.skillsProblem) {
                report(`local include needs skills/: ${ctx.skillsProblem}`, ctx.file, ctx.locate('/include'));
            }
            else {
                const ids = (ctx.localSkills ?? []).map((s) => s.id);
                for (const [i, p] of pack.include.entries()) {
                    const m = (0,pattern/* compilePattern */.E)(p);
                    if (!ids.some((id) => m.matches(id)))
                        report(`include '${p}' matches no skill under skills/`, ctx.file, ctx.locate(`/include/${i}`));
                }
            }
        }
        for (const [i, imp] of pack.imports.entries()) {
            const cached = ctx.importSkills[i];
            if (!cached)
                continue;
            const ids = cached.skills.map((s) => s.id);
            for (const [k, p] of imp.include.entries()) {
                const m = (0,pattern/* compilePattern */.E)(p);
                if (!ids.some((id) => m.matches(id)))
                    report(`imports[${i}] include '${p}' matches no skill of ${imp.repo} at ${cached.commit.slice(0, 12)}`, ctx.file, ctx.locate(`/imports/${i}/include/${k}`));
            }
        }
    },
};

// EXTERNAL MODULE: ./src/skillpack/resolve.ts
var resolve = __webpack_require__(372);
;// CONCATENATED MODULE: ./src/skillpack/rules/pack-collision.ts


const packCollision = {
    meta: { id: 'pack-collision', severity: 'error', description: 'no two selected skills install under the same folder name, and every name is a usable folder name: local skills, and an import\'s once sp has its pinned commit in its cache', docs: `${DOCS}#pack-collision` },
    check(ctx, report) {
        const pack = ctx.parsed.pack;
        if (!pack)
            return;
        // The union resolvePack builds: each source's own selection, then the pack-level exclude.
        const chosen = [];
        if (ctx.localSkills)
            for (const id of (0,resolve/* selectIds */.hs)(ctx.localSkills.map((s) => s.id), pack.include, pack.exclude))
                chosen.push({ id, from: (0,resolve/* describeSkill */.ZY)({ source: 'local', id }) });
        for (const [i, imp] of pack.imports.entries()) {
            const cached = ctx.importSkills[i];
            if (!cached)
                continue;
            const ids = (0,resolve/* selectIds */.hs)(cached.skills.map((s) => s.id), imp.include, imp.exclude);
            for (const id of (0,resolve/* selectIds */.hs)(ids, null, pack.exclude))
                chosen.push({ id, from: (0,resolve/* describeSkill */.ZY)({ source: imp.repo, id }) });
        }
        const byName = new Map();
        for (const { id, from } of chosen) {
            const name = (0,resolve/* installName */.tb)(id, pack.install);
            const problem = (0,resolve/* installNameProblem */.yn)(name);
            if (problem)
                report(`skill ${from} installs as '${name}', which ${problem}`, ctx.file, ctx.locate('/install'));
            const other = byName.get(name);
            if (other)
                report(`skills ${other} and ${from} would both install as '${name}'${pack.install.flatten ? ' (install.flatten keeps only the last segment)' : ''}`, ctx.file, ctx.locate(pack.install.flatten ? '/install/flatten' : '/include'));
            else
                byName.set(name, from);
        }
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/pack-import.ts

/** What git accepts as a remote, or the github.com shorthand. */
function repoProblem(repo) {
    if (/^github\.com\//.test(repo))
        return /^github\.com\/[^/\s]+\/[^/\s]+\/?$/.test(repo) ? null : 'the shorthand is github.com/<org>/<repo>';
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(repo))
        return /^(https?|ssh|git|file):\/\//i.test(repo) ? null : `unsupported URL scheme "${repo.split(':')[0]}"`;
    if (/^[^/\s:]+@[^/\s:]+:/.test(repo))
        return null;
    if (repo.startsWith('/'))
        return null;
    return 'not a git URL (https://…, ssh://…, git@host:path, file://…) or github.com/<org>/<repo>';
}
const packImport = {
    meta: { id: 'pack-import', severity: 'error', description: 'each import names a fetchable repository and a ref git can fetch (a branch, a tag or a full commit SHA)', docs: `${DOCS}#pack-import` },
    check(ctx, report) {
        for (const [i, imp] of (ctx.parsed.pack?.imports ?? []).entries()) {
            const problem = repoProblem(imp.repo);
            if (problem)
                report(`imports[${i}].repo '${imp.repo}': ${problem}`, ctx.file, ctx.locate(`/imports/${i}/repo`));
            if (imp.ref !== null && /^[0-9a-f]{7,39}$/.test(imp.ref)) {
                report(`imports[${i}].ref '${imp.ref}' looks like an abbreviated commit SHA, which git cannot fetch: write the full 40-character SHA`, ctx.file, ctx.locate(`/imports/${i}/ref`));
            }
        }
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/index.ts












/** The registry of skill rules (INTEROP.md §2, the Agent Skills spec), in report order. */
const skillRules = [skillFrontmatter, skillName, skillNameFolder, skillDescription, skillUnknownKey, skillCompatibility, skillMetadata, skillAllowedTools];
/** The registry of pack file rules (specs/skillpacks-v0.md §3, §9). */
const skillPackRules = [packSchema, packIncludeEmpty, packCollision, packImport];


/***/ }),

/***/ 9310:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  validateSkill: () => (/* binding */ validateSkill),
  validateSkillPack: () => (/* binding */ validateSkillPack)
});

// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/yaml.ts
var yaml = __webpack_require__(1076);
// EXTERNAL MODULE: ./src/skillpack/discover.ts
var discover = __webpack_require__(6801);
;// CONCATENATED MODULE: ./src/skillpack/skill-load.ts




const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;
async function loadSkill(dir) {
    const file = external_node_path_default().join(dir, discover/* SKILL_FILE */.L);
    const ctx = { dir, folderName: external_node_path_default().basename(dir), file, problem: null, frontmatter: null, locate: () => ({ line: 1 }) };
    let text;
    try {
        const decoded = (0,read/* decodeUtf8 */._6)(await (0,read/* readFileLimited */.lB)(file, 4 * 1024 * 1024));
        if (decoded.problem && !decoded.hasBom) {
            ctx.problem = `SKILL.md is ${decoded.problem}`;
            return ctx;
        }
        text = decoded.text;
    }
    catch (err) {
        ctx.problem = err.message;
        return ctx;
    }
    const m = text.startsWith('---') ? FENCE.exec(text) : null;
    if (!m || m.index !== 0) {
        ctx.problem = 'SKILL.md has no YAML frontmatter (a first line "---", the keys, then a line "---")';
        return ctx;
    }
    const parsed = (0,yaml.parseYaml)(m[1]);
    if (parsed.error) {
        ctx.problem = `frontmatter is not valid YAML: ${parsed.error.message}`;
        ctx.problemAt = { line: (parsed.error.line ?? 1) + 1, column: parsed.error.column };
        return ctx;
    }
    if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
        ctx.problem = 'frontmatter must be a YAML mapping of keys';
        ctx.problemAt = { line: 2 };
        return ctx;
    }
    ctx.frontmatter = parsed.value;
    ctx.locate = (...keys) => {
        const at = (0,yaml.locatePointer)(parsed, keys.map((k) => `/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`).join(''));
        return at ? { line: at.line + 1, column: at.column } : { line: 1 };
    };
    return ctx;
}

// EXTERNAL MODULE: ./src/skillpack/packfile.ts + 2 modules
var packfile = __webpack_require__(8430);
// EXTERNAL MODULE: ./src/skillpack/home.ts
var home = __webpack_require__(4257);
// EXTERNAL MODULE: ./src/skillpack/lock.ts
var lock = __webpack_require__(2189);
// EXTERNAL MODULE: ./src/skillpack/remote.ts
var remote = __webpack_require__(6931);
;// CONCATENATED MODULE: ./src/skillpack/pack-load.ts








/** The commit each import is pinned to: a full SHA as its ref, else the lock's, if the lock is current. */
async function pinnedImportCommits(pack) {
    const fromRefs = pack.imports.map((imp) => ((0,remote/* isFullSha */.Wf)(imp.ref) ? imp.ref : null));
    if (fromRefs.every((c) => c !== null))
        return fromRefs;
    try {
        const lockFile = (0,lock.lockPathFor)(pack.file);
        const locked = (0,lock.pinnedCommits)(pack, await (0,lock.readLock)(lockFile, lockFile), lockFile, pack.file);
        return fromRefs.map((c, i) => c ?? locked[i]);
    }
    catch {
        // No lock, or one that no longer matches the pack: `sp install --locked` reports that.
        return fromRefs;
    }
}
/** The cached skills of each pinned import (see SkillPackContext.importSkills). */
async function cachedImports(pack, env) {
    if (pack.imports.length === 0)
        return [];
    const cacheDir = (0,home/* skillpackHome */.WI)(env).cacheDir;
    const commits = await pinnedImportCommits(pack);
    return pack.imports.map((imp, i) => {
        const commit = commits[i];
        const tree = commit ? (0,remote/* cachedCheckout */.dV)(imp.repo, commit, cacheDir) : null;
        if (!commit || !tree)
            return null;
        try {
            return { commit, skills: (0,discover/* discoverSkills */.i)(tree, { mode: 'remote', label: imp.repo }) };
        }
        catch {
            return null;
        }
    });
}
async function loadSkillPack(file, env = process.env) {
    const root = external_node_path_default().dirname(external_node_path_default().dirname(file));
    let parsed = { pack: null, problems: [], yaml: null };
    let readProblem = null;
    try {
        parsed = await (0,packfile/* parsePack */.Ll)(file, await (0,read/* readFileLimited */.lB)(file, 1024 * 1024));
    }
    catch (err) {
        readProblem = err.message;
    }
    let localSkills = null;
    let skillsProblem = null;
    if (parsed.pack && parsed.pack.include.length > 0) {
        try {
            localSkills = (0,discover/* discoverSkills */.i)(external_node_path_default().join(root, 'skills'), { mode: 'local', label: 'skills' });
        }
        catch (err) {
            skillsProblem = err.message;
        }
    }
    return {
        file,
        parsed,
        readProblem,
        root,
        localSkills,
        skillsProblem,
        importSkills: parsed.pack ? await cachedImports(parsed.pack, env) : [],
        locate: (pointer) => (parsed.yaml ? (0,yaml.locatePointer)(parsed.yaml, pointer) ?? {} : {}),
    };
}

// EXTERNAL MODULE: ./src/skillpack/rules/index.ts + 13 modules
var rules = __webpack_require__(3755);
;// CONCATENATED MODULE: ./src/skillpack/validate.ts




/** Validates one skill folder (with SKILL.md); diagnostics carry absolute file paths. */
async function validateSkill(dir, options = {}) {
    const ctx = await loadSkill(dir);
    const collector = new diagnostics/* DiagnosticCollector */.Pn((0,diagnostics/* metaMap */.m1)(rules.skillRules), options.rules);
    await (0,diagnostics/* runRules */.xG)(rules.skillRules, ctx, collector, ctx.file);
    return collector.diagnostics;
}
/** Validates one pack file (packs/<name>.yaml). */
async function validateSkillPack(file, options = {}) {
    const ctx = await loadSkillPack(file);
    const collector = new diagnostics/* DiagnosticCollector */.Pn((0,diagnostics/* metaMap */.m1)(rules.skillPackRules), options.rules);
    await (0,diagnostics/* runRules */.xG)(rules.skillPackRules, ctx, collector, file);
    return collector.diagnostics;
}


/***/ })

};
