export const id = 280;
export const ids = [280,189,628];
export const modules = {

/***/ 280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6107);
/* harmony import */ var _skillpack_lock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2189);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4751);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6655);




const meta = {
    name: 'lock',
    summary: 'Write packs/<name>.lock.json: the pack file\'s hash, each import\'s resolved commit and a content hash per selected skill (for sp install --locked).',
    positionals: 'PACK (a name or packs/<name>.yaml)',
    minPositionals: 1,
    maxPositionals: 1,
    options: { ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .ROOT_OPTIONS */ .WW, ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .CACHE_OPTION */ .f_, ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .JSON_OPTION */ .rj },
};
async function run(ctx) {
    const root = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .findRoot */ .wg)(ctx, ctx.positionals[0]);
    const pack = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .loadPackArg */ .AX)(ctx, root);
    const lock = await (0,_skillpack_lock_js__WEBPACK_IMPORTED_MODULE_1__/* .buildLock */ .o)(await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveForCli */ ._Q)(ctx, pack, root, (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .home */ .iR)(ctx)));
    const file = (0,_skillpack_lock_js__WEBPACK_IMPORTED_MODULE_1__.lockPathFor)(pack.file);
    await (0,_skillpack_lock_js__WEBPACK_IMPORTED_MODULE_1__/* .writeLock */ .b)(file, lock);
    if (ctx.values.json)
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJson */ .GF)(ctx, { file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(file, ctx.cwd), ...lock });
    else
        ctx.stdout.write(`wrote ${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(file, ctx.cwd)}: ${lock.skills.length} skill${lock.skills.length === 1 ? '' : 's'}, ${lock.imports.length} import${lock.imports.length === 1 ? '' : 's'}\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  findJsonFault: () => (/* binding */ findJsonFault),
  parseJson: () => (/* binding */ parseJson)
});

;// CONCATENATED MODULE: ./src/core/text-position.ts
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
                return { value: undefined, error: { message: dup.message, ...new LineIndex(text).locate(dup.offset), ...(options.uniqueKeys ? { duplicateKey: true } : {}) } };
        }
        return numbers ? { value, error: null, numbers } : { value, error: null };
    }
    catch (err) {
        const fault = findJsonFault(text);
        const { line, column } = new LineIndex(text).locate(fault.offset);
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
                const key = keys || numbers ? JSON.parse(text.slice(keyAt, i)) : '';
                if (keys) {
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
                if (numbers)
                    path.push(pointerSegment(key));
                value(depth + 1);
                if (numbers)
                    path.pop();
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
            for (let index = 0;; index++) {
                if (numbers)
                    path.push(String(index));
                value(depth + 1);
                if (numbers)
                    path.pop();
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

/***/ 2189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ writeLock),
/* harmony export */   checkAgainstLock: () => (/* binding */ checkAgainstLock),
/* harmony export */   lockMismatch: () => (/* binding */ lockMismatch),
/* harmony export */   lockPathFor: () => (/* binding */ lockPathFor),
/* harmony export */   lockedContent: () => (/* binding */ lockedContent),
/* harmony export */   o: () => (/* binding */ buildLock),
/* harmony export */   pinnedCommits: () => (/* binding */ pinnedCommits),
/* harmony export */   readLock: () => (/* binding */ readLock)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3008);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(628);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(299);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _copy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3395);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1373);








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
        skills.push({ source: s.source, id: s.id, install_name: s.installName, sha256: await (0,_copy_js__WEBPACK_IMPORTED_MODULE_5__/* .hashSkill */ .MC)(s.dir, { containRoot: s.containRoot, label: skillLabel(s), listings: s.listings }) });
    }
    return {
        version: 1,
        pack: resolution.pack.name,
        pack_sha256: (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .f)(resolution.pack.bytes),
        imports: resolution.imports.map((i) => ({ repo: i.repo, ref: i.ref, commit: i.commit })),
        skills,
    };
}
async function writeLock(file, lock) {
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Z)(file, `${JSON.stringify(lock, null, 2)}\n`);
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

/***/ 1373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ny: () => (/* binding */ OLD_PREFIX),
  th: () => (/* binding */ STAGING_PREFIX),
  ZY: () => (/* binding */ describeSkill),
  resolvePack: () => (/* binding */ resolvePack)
});

// UNUSED EXPORTS: MAX_INSTALL_NAME_BYTES, installName, installNameProblem, select, selectIds

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
;// CONCATENATED MODULE: ./src/core/glob-match.ts
function matchGlobTokens(tokens, s) {
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
                case 'one':
                    v = j < n && s[j] !== '/' && t.test(s[j]) ? ok[next + j + 1] : 0;
                    break;
                case 'any':
                    v = j < n ? ok[next + j + 1] : 0;
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
/**
 * A regular expression where backtracking stays small (at most two wildcard runs: quadratic in
 * the path at worst), else the dynamic program above. A regex is several times
 * faster on the common patterns (`*.log`, `build/`, `**\/tmp`), but one like `*a*a*a*a*b`
 * against a long name of `a`s would take longer than the age of the universe.
 */
function globMatcher(tokens, engine = 'auto') {
    const runs = tokens.filter((t) => t.kind === 'star' || t.kind === 'globstar' || t.kind === 'globstar-slash').length;
    if (engine === 'tokens' || (engine === 'auto' && runs > 2))
        return (rel) => matchGlobTokens(tokens, rel);
    const regex = new RegExp(`^${tokens.map(regexPiece).join('')}$`);
    return (rel) => regex.test(rel);
}
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;
function regexPiece(t) {
    switch (t.kind) {
        case 'lit':
            return t.ch.replace(REGEX_SPECIAL, '\\$&');
        case 'one':
            return t.source;
        case 'any':
            return '.';
        case 'star':
            return '[^/]*';
        case 'globstar':
            return '.*';
        case 'globstar-slash':
            return '(?:.*/)?';
    }
}
function oneToken(source) {
    const re = new RegExp(`^${source}$`);
    return { kind: 'one', source, test: (ch) => re.test(ch) };
}
/**
 * Glob syntax to tokens: `*` and `?` never match `/`; `[...]` is a class (`!` or `^` negates,
 * POSIX `[:alpha:]` names allowed); a `**` that is a whole path segment matches across folders
 * (`**\/` zero or more folders, a trailing `/**` everything inside, a bare `**` everything);
 * any other `**` is a `*`; `\` escapes the next character. Matching is of the whole string.
 */
function globTokens(p) {
    const out = [];
    let i = 0;
    while (i < p.length) {
        const c = p[i];
        if (c === '*') {
            let j = i;
            while (p[j] === '*')
                j++;
            const stars = j - i;
            const atStart = i === 0 || p[i - 1] === '/';
            const atEnd = j === p.length || p[j] === '/';
            if (stars >= 2 && atStart && atEnd) {
                if (j === p.length) {
                    // A bare `**` matches everything; `a/**` everything inside a (not a itself).
                    if (i !== 0)
                        out.push({ kind: 'any' });
                    out.push({ kind: 'globstar' });
                }
                else {
                    // `**/` matches zero or more folders.
                    out.push({ kind: 'globstar-slash' });
                    j++;
                }
            }
            else {
                out.push({ kind: 'star' });
            }
            i = j;
        }
        else if (c === '?') {
            out.push(oneToken('[^/]'));
            i++;
        }
        else if (c === '[') {
            const cls = readClass(p, i);
            if (cls) {
                out.push(oneToken(cls.source));
                i = cls.end;
            }
            else {
                out.push({ kind: 'lit', ch: '[' });
                i++;
            }
        }
        else if (c === '\\') {
            if (i + 1 < p.length)
                out.push({ kind: 'lit', ch: p[i + 1] });
            i += 2;
        }
        else {
            out.push({ kind: 'lit', ch: c });
            i++;
        }
    }
    return out;
}
/** A bracket expression starting at `start`, as a regex class that never matches `/`. */
function readClass(p, start) {
    let i = start + 1;
    let negate = false;
    if (p[i] === '!' || p[i] === '^') {
        negate = true;
        i++;
    }
    let body = '';
    let first = true;
    while (i < p.length) {
        const c = p[i];
        if (c === ']' && !first) {
            if (body === '')
                return null;
            return { source: negate ? `[^/${body}]` : `(?!/)[${body}]`, end: i + 1 };
        }
        first = false;
        if (c === '\\' && i + 1 < p.length) {
            body += `\\${p[i + 1]}`;
            i += 2;
            continue;
        }
        if (c === '[' && p[i + 1] === ':') {
            const close = p.indexOf(':]', i + 2);
            if (close > 0) {
                const name = p.slice(i + 2, close);
                const posix = { alpha: 'a-zA-Z', digit: '0-9', alnum: 'a-zA-Z0-9', upper: 'A-Z', lower: 'a-z', space: ' \\t\\n\\r\\f\\v', xdigit: '0-9A-Fa-f', punct: '!-\\/:-@\\[-`{-~' };
                if (posix[name] === undefined)
                    return null;
                body += posix[name];
                i = close + 2;
                continue;
            }
        }
        body += c === ']' || c === '^' || c === '-' && (body === '' || p[i + 1] === ']') ? `\\${c}` : c.replace(/[\\[]/g, '\\$&');
        i++;
    }
    return null;
}

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
    return { source, matches: (id) => matchGlobTokens(tokens, id) };
}

// EXTERNAL MODULE: ./src/skillpack/discover.ts
var discover = __webpack_require__(6801);
// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
// EXTERNAL MODULE: ./src/skillpack/packfile.ts + 3 modules
var packfile = __webpack_require__(5398);
;// CONCATENATED MODULE: ./src/skillpack/resolve.ts








/** `<prefix><sep><flattened id>`; with `flatten`, the leaf segment stands for the id. */
function installName(id, opts) {
    const flat = opts.flatten ? id.slice(id.lastIndexOf('/') + 1) : id.split('/').join(opts.sep);
    return `${opts.prefix}${opts.sep}${flat}`;
}
/**
 * Prefixes of sp's own temporary folders in a sink, each followed by 8 hex digits and a dot and
 * then the install name; install names may not start with `.skillpack-`.
 */
const STAGING_PREFIX = '.skillpack-tmp.';
const OLD_PREFIX = '.skillpack-old.';
/**
 * The longest install name, in bytes: a file name may have 255, and the staging copy and the
 * folder moved aside carry the name behind a prefix, so a longer one would install into a
 * folder the filesystem cannot name (ENAMETOOLONG midway through an install).
 */
const MAX_INSTALL_NAME_BYTES = 255 - Math.max(STAGING_PREFIX.length, OLD_PREFIX.length) - '01234567.'.length;
/** Why an installed folder name cannot be used as one folder in the sink, or null. */
function installNameProblem(name) {
    if (name.includes('/') || name.includes('\0'))
        return 'contains "/" or a NUL byte';
    if ((0,show_name/* hasControlCharacter */.Fd)(name))
        return 'contains a control character (newline, tab, …), which no install name may hold';
    if (name === '.' || name === '..')
        return 'is "." or ".."';
    if (name.startsWith('.skillpack-'))
        return 'starts with ".skillpack-", which sp reserves for its temporary folders';
    const bytes = Buffer.byteLength(name);
    if (bytes > MAX_INSTALL_NAME_BYTES)
        return `is ${bytes} bytes long; install names may have at most ${MAX_INSTALL_NAME_BYTES} (255 less the room sp's staging folder names need)`;
    return null;
}
/**
 * Applies includes then excludes to one id list; an include that matches nothing is an error
 * (fail-fast, §3), named with where it was written.
 */
function resolve_select(ids, include, exclude, where) {
    for (const p of include) {
        const m = compilePattern(p);
        if (!ids.some((id) => m.matches(id)))
            throw new errors/* InvalidInputError */.oC(`${where}: include '${p}' matches no skill`);
    }
    return selectIds(ids, include, exclude).sort(diagnostics/* compareBytes */.Xo);
}
/** The ids that match an include (every id for `null`) and no exclude, in the order given. */
function selectIds(ids, include, exclude) {
    const inc = include?.map(compilePattern);
    const exc = exclude.map(compilePattern);
    return ids.filter((id) => (!inc || inc.some((m) => m.matches(id))) && !exc.some((m) => m.matches(id)));
}
/** The pack's selection (§3 resolution semantics) with install names; collisions are errors. */
async function resolvePack(pack, options) {
    // The pack name is a state key, and part of every message below.
    if ((0,show_name/* hasControlCharacter */.Fd)(pack.name))
        throw new errors/* InvalidInputError */.oC(`${pack.file}: name ${(0,discover/* quoteName */.AB)(pack.name)} contains a control character (newline, tab, …), which a pack name, a state key, may not hold`);
    const where = options.packLabel;
    let localSkills = [];
    const localListings = new Map();
    let local = [];
    if (pack.include.length > 0) {
        localSkills = (0,discover/* discoverSkills */.iY)(external_node_path_default().join(options.root, 'skills'), { mode: 'local', label: 'skills', listings: localListings });
        local = resolve_select(localSkills.map((s) => s.id), pack.include, [], where);
    }
    else if (pack.imports.length === 0) {
        throw new errors/* InvalidInputError */.oC(`${where}: a pack needs a non-empty include or at least one import`);
    }
    const selected = [];
    const localDir = new Map(localSkills.map((s) => [s.id, s.dir]));
    const imports = [];
    const localRoot = external_node_path_default().join(options.root, 'skills');
    const sourceRoots = pack.include.length > 0 ? [localRoot] : [];
    if (pack.imports.length > 0 && (0,paths/* isInside */.FK)((0,paths/* realPathSoFar */.JC)(localRoot), (0,paths/* realPathSoFar */.JC)(options.cacheDir))) {
        throw new errors/* InvalidInputError */.oC(`${options.cacheDir}: the cache is inside ${localRoot}; imported checkouts there would be found as local skills (choose a --cache-dir outside it)`);
    }
    for (const [i, imp] of pack.imports.entries()) {
        const pinned = options.pinnedCommits?.[i] ?? null;
        options.onFetch?.(imp.repo, pinned ?? imp.ref);
        // git and its process handling load only for a pack that imports.
        const { fetchImport } = await __webpack_require__.e(/* import() */ 300).then(__webpack_require__.bind(__webpack_require__, 300));
        const fetched = await fetchImport(imp.repo, pinned ?? imp.ref, options.cacheDir, { base: (0,packfile/* packRepoRoot */.A3)(pack.file), lock: options.fetchLock });
        const listings = new Map();
        sourceRoots.push(fetched.tree);
        const skills = (0,discover/* discoverSkills */.iY)(fetched.tree, { mode: 'remote', label: imp.repo, listings });
        const ids = resolve_select(skills.map((s) => s.id), imp.include, imp.exclude, `${where}: imports[${i}] (${imp.repo})`);
        const dirs = new Map(skills.map((s) => [s.id, s.dir]));
        imports.push({ repo: imp.repo, url: fetched.url, ref: imp.ref, commit: fetched.commit, skills: ids });
        for (const id of ids)
            selected.push({ source: imp.repo, origin: i, id, dir: dirs.get(id), containRoot: fetched.tree, listings });
    }
    for (const id of local)
        selected.push({ source: 'local', origin: -1, id, dir: localDir.get(id), containRoot: null, listings: localListings });
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
        // A remote repository's odd folder matters only once selected (see discoverSkills).
        if ((0,show_name/* hasControlCharacter */.Fd)(s.id))
            throw (0,discover/* controlCharacterError */.n3)(`${s.source}:${s.id}`);
        const name = installName(s.id, pack.install);
        const problem = installNameProblem(name);
        if (problem)
            throw new errors/* InvalidInputError */.oC(`${where}: skill ${describeSkill(s)} installs as ${(0,discover/* quoteName */.AB)(name)}, which ${problem}`);
        const other = byName.get(name);
        if (other)
            throw new errors/* InvalidInputError */.oC(`${where}: skills ${describeSkill(other)} and ${describeSkill(s)} would both install as ${(0,discover/* quoteName */.AB)(name)}`);
        const withName = { ...s, installName: name };
        byName.set(name, withName);
        skills.push(withName);
    }
    skills.sort((a, b) => (0,diagnostics/* compareBytes */.Xo)(a.installName, b.installName));
    return { pack, local, imports, skills, sourceRoots };
}
function describeSkill(s) {
    return s.source === 'local' ? (0,discover/* quoteName */.AB)(s.id) : `${(0,discover/* quoteName */.AB)(s.id)} from ${s.source}`;
}


/***/ })

};
