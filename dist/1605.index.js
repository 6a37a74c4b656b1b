export const id = 1605;
export const ids = [1605];
export const modules = {

/***/ 8829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OJ: () => (/* binding */ matchGlobTokens),
/* harmony export */   fU: () => (/* binding */ globMatcher),
/* harmony export */   vr: () => (/* binding */ globTokens)
/* harmony export */ });
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

/***/ 3395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gn: () => (/* binding */ scanInstalled),
/* harmony export */   MC: () => (/* binding */ hashSkill),
/* harmony export */   NE: () => (/* binding */ copySkill)
/* harmony export */ });
/* unused harmony exports planSkill, sortKeys, contentHash */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(299);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7135);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6107);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4130);









// realpath(3) in one call; fs.realpathSync walks the path in JavaScript, an lstat per component.
const realpath = node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native;
const CONCURRENCY = 8;
async function pool(items, limit, fn) {
    let next = 0;
    const worker = async () => {
        while (next < items.length)
            await fn(items[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
/** A `/`-separated relative path in the platform's form (names never hold a separator). */
const native = (node_path__WEBPACK_IMPORTED_MODULE_2___default().sep) === '/' ? (rel) => rel : (rel) => rel.split('/').join((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep));
/**
 * Lists what a skill folder holds with symlinks dereferenced (§5). With `containRoot`, every
 * symlink must resolve inside it (a remote repository cannot pull in the host's files). Loops,
 * dangling links, FIFOs and devices are errors naming the path. Synchronous: it is a few
 * readdir and lstat calls per folder, which the thread pool would only slow down.
 */
function planSkill(src, options) {
    const plan = { dirs: [], files: [] };
    const realContain = options.containRoot ? realpath(options.containRoot) : null;
    const walk = (dir, rel, chain) => {
        let entries = options.listings?.get(dir);
        try {
            entries ??= (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(dir, { withFileTypes: true });
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, `${options.label}/${rel}`));
        }
        for (const e of entries) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            const full = `${dir}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${e.name}`;
            if (e.isFile()) {
                // The common case, decided by the listing's type alone.
                plan.files.push({ rel: childRel, src: full, mode: options.fileModes ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full).mode & 0o777 : -1 });
                continue;
            }
            const shown = `${options.label}/${childRel}`;
            let st;
            if (e.isSymbolicLink()) {
                try {
                    st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(full);
                }
                catch (err) {
                    const code = err.code;
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: ${code === 'ENOENT' ? 'dangling symlink' : code === 'ELOOP' ? 'symlink loop' : (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, shown)}`);
                }
                const real = realpath(full);
                if (realContain && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(realContain, real))
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: symlink leads out of the repository`);
                if (st.isDirectory()) {
                    if (chain.some((c) => (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(real, c)))
                        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: symlink loop (leads back to a folder above it)`);
                    plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
                    walk(full, childRel, [...chain, real]);
                    continue;
                }
            }
            else if (e.isDirectory()) {
                st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full);
                plan.dirs.push({ rel: childRel, mode: st.mode & 0o777 });
                walk(full, childRel, [...chain, node_path__WEBPACK_IMPORTED_MODULE_2___default().join(chain[chain.length - 1], e.name)]);
                continue;
            }
            else {
                st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full);
            }
            if (!st.isFile())
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${shown}: not a regular file, folder or symlink (FIFO, socket or device)`);
            plan.files.push({ rel: childRel, src: full, mode: st.mode & 0o777 });
        }
    };
    let realSrc;
    try {
        realSrc = realpath(src);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, options.label));
    }
    if (realContain && !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(realContain, realSrc))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${options.label}: skill folder leads out of the repository`);
    walk(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(src), '', [realSrc]);
    return plan;
}
/** Hashes a skill folder as copySkill would copy it, without copying (for `sp lock` and a dry run). */
async function hashSkill(src, options) {
    const plan = planSkill(src, { ...options, fileModes: true });
    // A skill may hold a file named `__proto__` or `constructor` (see emptyRecord).
    const files = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_7__/* .emptyRecord */ .F)();
    await pool(plan.files, CONCURRENCY, async (f) => {
        try {
            files[f.rel] = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q)(f.src);
        }
        catch (err) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, `${options.label}/${f.rel}`));
        }
    });
    return contentHash(files, plan.files.filter((f) => f.mode & 0o111).map((f) => f.rel));
}
/**
 * Copies a skill folder (see planSkill) into `dest`, which must not exist, with permission
 * bits kept. Makes the folders now and queues the files with the hasher, which copies and
 * hashes them; finish() waits for (or does) that work, gives the files' hashes and completes
 * the folder.
 *
 * Each file is copied by the kernel (a reflink where the filesystem has them, else
 * copy_file_range), so no byte passes through JavaScript, as with `cp`. With a worker-backed
 * hasher the worker copies the skills queued first while the calling thread, in finish(),
 * copies those queued last. The hash is of the *copy*, read back right after it is written:
 * the recorded hash is of the bytes that were installed, even if the source changes meanwhile.
 *
 * The staging folder stays private (0700) until its files are hashed and any setuid, setgid
 * or sticky bit the copy took from its source is dropped (a copy of a skill has no use for
 * them); only then does it get the source folder's mode.
 *
 * No fsync: a folder becomes visible only by the rename after every copy is written, so a
 * killed process leaves the old folder or the new one, never half of one (a power loss is
 * not covered; syncing every file would cost more than the whole copy).
 */
function copySkill(src, dest, options, hasher) {
    const plan = planSkill(src, { ...options, fileModes: false });
    const rootMode = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(src).mode & 0o777;
    // Synchronous on purpose: for many small folders the sync calls beat the promise API's
    // round trips through the thread pool (a CLI has nothing else to run meanwhile).
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dest, { mode: 0o700 });
    for (const d of plan.dirs)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(`${dest}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${native(d.rel)}`, { mode: d.mode | 0o700 });
    const copies = plan.files.map((f) => `${dest}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${native(f.rel)}`);
    const ticket = hasher.copyThenHash(plan.files.map((f) => f.src), copies);
    const finish = () => {
        let at = options.label;
        try {
            const hashed = hasher.take(ticket);
            const out = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_7__/* .emptyRecord */ .F)();
            const executables = [];
            for (const [i, f] of plan.files.entries()) {
                at = `${options.label}/${f.rel}`;
                if (hashed[i].mode & 0o7000)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(copies[i], hashed[i].mode & 0o777);
                if (hashed[i].mode & 0o111)
                    executables.push(f.rel);
                out[f.rel] = hashed[i].sha256;
            }
            const umask = process.umask();
            // Folder modes once every file is in: a read-only folder must be filled first.
            for (const d of [...plan.dirs].reverse()) {
                at = `${options.label}/${d.rel}`;
                if ((d.mode | 0o700) !== d.mode || (d.mode & ~umask) !== d.mode)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(`${dest}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${native(d.rel)}`, d.mode);
            }
            at = options.label;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(dest, rootMode);
            return { files: sortKeys(out), contentHash: contentHash(out, executables), executables: executables.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__/* .compareBytes */ .Xo) };
        }
        catch (err) {
            const index = err.index;
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeFsError */ .TQ)(err, index === undefined ? at : `${options.label}/${plan.files[index]?.rel ?? ''}`));
        }
    };
    return { finish };
}
function sortKeys(o) {
    return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__/* .compareBytes */ .Xo)(a, b)));
}
/**
 * One hash for a skill's content: SHA-256 over `<x|-> <sha256> <path>\n` lines in byte order.
 * Same files, same bytes, same executable bits → same hash, whatever the folder is called.
 */
function contentHash(files, executables) {
    const exec = new Set(executables);
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash)('sha256');
    for (const rel of Object.keys(files).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__/* .compareBytes */ .Xo))
        h.update(`${exec.has(rel) ? 'x' : '-'} ${files[rel]} ${rel}\n`);
    return h.digest('hex');
}
/** Hashes an installed folder without following symlinks (a symlink in the sink is never ours). */
async function scanInstalled(dir) {
    const files = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_7__/* .emptyRecord */ .F)();
    const executables = [];
    const foreign = [];
    const walk = async (d, rel) => {
        for (const e of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(d, { withFileTypes: true })) {
            const childRel = rel ? `${rel}/${e.name}` : e.name;
            const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(d, e.name);
            if (e.isDirectory())
                await walk(full, childRel);
            else if (e.isFile()) {
                files[childRel] = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256File */ .Q)(full);
                if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(full)).mode & 0o111)
                    executables.push(childRel);
            }
            else
                foreign.push(childRel);
        }
    };
    await walk(dir, '');
    return { files: sortKeys(files), executables: executables.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__/* .compareBytes */ .Xo), foreign: foreign.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_8__/* .compareBytes */ .Xo) };
}


/***/ }),

/***/ 6801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ SKILL_FILE),
/* harmony export */   i: () => (/* binding */ discoverSkills)
/* harmony export */ });
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
        options.listings?.set(dir, entries);
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
    const top = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root);
    walk(top, '', false, []);
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
        // The folder as walked (`<root>/<id>`, the key of its listing); string joins, as path.join
        // normalising every path costs more than the walk for a few hundred skills.
        .map((id) => ({ id, dir: (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep) === '/' ? `${top}/${id}` : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(top, ...id.split('/')) }));
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
    const { parseYaml, locatePointer } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1076)]).then(__webpack_require__.bind(__webpack_require__, 1076));
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


/***/ }),

/***/ 8430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  findPackFile: () => (/* binding */ findPackFile),
  loadPack: () => (/* binding */ loadPack),
  Ll: () => (/* binding */ parsePack)
});

// UNUSED EXPORTS: PACK_EXTENSIONS, listPackFiles

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
;// CONCATENATED MODULE: ./src/core/yaml-simple.ts
/**
 * A reader for the plain subset of YAML that small config files (pack files) are written in:
 * block mappings with simple keys, block sequences (also at the key's indent, and holding
 * compact mappings), flow sequences of simple scalars, plain and simply quoted scalars, and
 * comments. It exists so reading such a file needs neither the `yaml` package (~300 KB to
 * load, ~20 ms before the first document) nor its full parser.
 *
 * It answers `undefined` ("not sure") for anything outside that subset: tabs, CR, anchors,
 * tags, escapes, multi-line scalars, numbers, duplicate keys, and so on; callers then use
 * parseYaml (yaml.ts). Whatever it does answer must equal what parseYaml gives for the same
 * text; __tests__/core/yaml-simple.test.ts holds it to that on generated documents.
 */
/** Thrown inside the parser to give up; never escapes parseSimpleYaml. */
class NotSimple extends Error {
}
const giveUp = () => {
    throw new NotSimple();
};
// Only the space counts as white space here; String#trim would also eat a no-break space,
// which YAML keeps as content.
const trimStart = (s) => s.replace(/^ +/, '');
const trimEnd = (s) => s.replace(/ +$/, '');
const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ ]+(.*))?$/;
// Core-schema plain scalars that are not strings (yaml's core schema tags).
const NULL = /^(?:~|[Nn]ull|NULL)$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
/** Anything that could read as a number (ints, floats, .inf, .nan, hex, octal): left to yaml. */
const NUMERIC = /^[-+]?(?:[0-9]|\.[0-9A-Za-z])/;
/** Characters a simple plain scalar may hold (`:` and `#` checked separately). */
const PLAIN_CHARS = /^[A-Za-z0-9_./*+=~$^()@ :\u0080-\uFFFF-]+$/u;
const PLAIN_FIRST = /^[A-Za-z0-9_./+=$^(\u0080-\uFFFF]/u;
function plainScalar(text, inFlow) {
    if (!PLAIN_FIRST.test(text) && !/^-[A-Za-z0-9_./]/.test(text))
        giveUp();
    if (!PLAIN_CHARS.test(text) || text.endsWith(':') || text.includes(': ') || text.includes('  '))
        giveUp();
    if (inFlow && text.includes(':'))
        giveUp();
    if (/[\uD800-\uDFFF\uFEFF\u2028\u2029\u0085\u00A0\uFFFE\uFFFF]/u.test(text))
        giveUp();
    if (NULL.test(text))
        return null;
    if (BOOL.test(text))
        return text[0] === 't' || text[0] === 'T';
    if (NUMERIC.test(text))
        giveUp();
    return text;
}
/** `"…"` without escapes or `'…'` without doubled quotes, then nothing but an optional comment. */
function quotedScalar(text) {
    const q = text[0];
    const end = text.indexOf(q, 1);
    if (end === -1)
        giveUp();
    const body = text.slice(1, end);
    if (q === '"' && body.includes('\\'))
        giveUp();
    if (q === "'" && text[end + 1] === "'")
        giveUp();
    if (/[^\u0020-\u007E\u0080-\uFFFF]|[\uD800-\uDFFF\uFEFF\u2028\u2029\u0085\u00A0\uFFFE\uFFFF]/u.test(body))
        giveUp();
    if (!/^(?:|[ ]+#.*)$/.test(text.slice(end + 1)))
        giveUp();
    return body;
}
/** `[a, "b", 'c']` on one line: simple scalars only, no nesting, then an optional comment. */
function flowSequence(text) {
    const items = [];
    let i = 1;
    const spaces = () => {
        while (text[i] === ' ')
            i++;
    };
    spaces();
    if (text[i] === ']')
        i++;
    else {
        for (;;) {
            spaces();
            const q = text[i];
            let end;
            if (q === '"' || q === "'") {
                end = text.indexOf(q, i + 1) + 1;
                if (end === 0)
                    giveUp();
                items.push(quotedScalar(text.slice(i, end)));
            }
            else {
                end = i;
                while (end < text.length && !',]'.includes(text[end]))
                    end++;
                const plain = trimEnd(text.slice(i, end));
                if (plain === '' || /["'[{}#]/.test(plain))
                    giveUp();
                items.push(plainScalar(plain, true));
            }
            i = end;
            spaces();
            if (text[i] === ']') {
                i++;
                break;
            }
            if (text[i] !== ',')
                giveUp();
            i++;
        }
    }
    if (!/^(?:|[ ]+#.*)$/.test(text.slice(i)))
        giveUp();
    return items;
}
/** A scalar or a one-line flow sequence of scalars, with any trailing comment. */
function inlineValue(text) {
    if (text[0] === '"' || text[0] === "'")
        return quotedScalar(text);
    if (text[0] === '[')
        return flowSequence(text);
    const comment = text.search(/ #/);
    const plain = trimEnd(comment === -1 ? text : text.slice(0, comment));
    if (plain.includes('#'))
        giveUp();
    return plainScalar(plain, false);
}
/** Parses the block node whose first line is `lines[i]` at `indent`; returns it and the next line. */
function block(lines, i, indent) {
    return lines[i].text === '-' || lines[i].text.startsWith('- ') ? sequence(lines, i, indent) : mapping(lines, i, indent);
}
/** A value after `key:` or `- ` that is empty on its own line: the block below it, or null. */
function nestedOrNull(lines, i, indent, sameIndentSeq) {
    const next = lines[i];
    if (next && next.indent > indent)
        return block(lines, i, next.indent);
    if (sameIndentSeq && next && next.indent === indent && (next.text === '-' || next.text.startsWith('- ')))
        return sequence(lines, i, indent);
    return [null, i];
}
function stripComment(text) {
    return text.startsWith('#') ? '' : text;
}
function sequence(lines, i, indent) {
    const items = [];
    while (i < lines.length && lines[i].indent === indent && (lines[i].text === '-' || lines[i].text.startsWith('- '))) {
        const line = lines[i];
        const rest = trimStart(line.text.slice(1));
        const content = stripComment(rest);
        if (content === '') {
            const [v, next] = nestedOrNull(lines, i + 1, indent, false);
            items.push(v);
            i = next;
        }
        else if (KEY.test(content) || content === '-' || content.startsWith('- ')) {
            // A compact node: it continues on the next lines at the column where it starts.
            const col = indent + (line.text.length - rest.length);
            lines[i] = { indent: col, text: content };
            const [v, next] = block(lines, i, col);
            items.push(v);
            i = next;
        }
        else {
            items.push(inlineValue(content));
            i++;
        }
        if (i < lines.length && lines[i].indent > indent)
            giveUp();
    }
    return [items, i];
}
function mapping(lines, i, indent) {
    const out = {};
    while (i < lines.length && lines[i].indent === indent) {
        const m = KEY.exec(lines[i].text);
        if (!m)
            giveUp();
        const key = m[1];
        if (key === '__proto__' || NULL.test(key) || BOOL.test(key) || Object.prototype.hasOwnProperty.call(out, key))
            giveUp();
        const value = stripComment(trimEnd(m[2] ?? ''));
        if (value === '') {
            const [v, next] = nestedOrNull(lines, i + 1, indent, true);
            out[key] = v;
            i = next;
        }
        else {
            out[key] = inlineValue(value);
            i++;
        }
        if (i < lines.length && lines[i].indent > indent)
            giveUp();
    }
    return [out, i];
}
/** The document's value, or undefined when the text is not in the simple subset. */
function parseSimpleYaml(text) {
    if (/[\t\r\0\uFEFF]/.test(text))
        return undefined;
    const lines = [];
    for (const raw of text.split('\n')) {
        const body = trimEnd(trimStart(raw));
        if (body === '' || body.startsWith('#'))
            continue;
        const indent = raw.length - trimStart(raw).length;
        if (indent === 0 && (body.startsWith('---') || body.startsWith('...') || body.startsWith('%')))
            return undefined;
        lines.push({ indent, text: body });
    }
    if (lines.length === 0 || lines[0].indent !== 0)
        return undefined;
    try {
        const [value, next] = block(lines, 0, 0);
        return next === lines.length ? value : undefined;
    }
    catch (err) {
        if (err instanceof NotSimple)
            return undefined;
        throw err;
    }
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/skillpack/schema.ts
var schema = __webpack_require__(5189);
;// CONCATENATED MODULE: ./src/skillpack/pack-shape.ts
/**
 * A hand-written check that a parsed pack file is valid per skillPackSchema (schema.ts), so
 * installing from a valid pack needs neither ajv nor its schema compile (~40 ms, most of
 * what `sp install` spent before copying). It answers only "valid" or "not sure": for
 * anything it does not accept, ajv decides and words the problems (pack-schema-check.ts).
 * It must never accept what the schema refuses; __tests__/skillpack/pack-shape.test.ts holds
 * it to exactly ajv's answer on generated packs. Change both together.
 */

// The schema's own patterns, compiled as ajv compiles them (with `u`).
const SEGMENT_PIECE = new RegExp(schema/* SEGMENT_PIECE */.pJ, 'u');
const REPO = new RegExp(schema/* REPO_PATTERN */.WA, 'u');
const REF = new RegExp(schema/* REF_PATTERN */.lF, 'u');
/** A plain object (what YAML gives): ajv's `for…in` then sees exactly its own keys. */
function isRecord(v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return false;
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null;
}
function onlyKeys(o, allowed) {
    for (const k of Object.keys(o))
        if (!allowed.includes(k))
            return false;
    return true;
}
/** An array of non-empty strings (index loop: a hole is not a string, as for ajv). */
function isPatternList(v) {
    if (!Array.isArray(v))
        return false;
    for (let i = 0; i < v.length; i++)
        if (typeof v[i] !== 'string' || v[i].length === 0)
            return false;
    return true;
}
const optional = (o, k, ok) => !(k in o) || ok(o[k]);
function isImport(v) {
    if (!isRecord(v) || !onlyKeys(v, ['repo', 'ref', 'include', 'exclude']))
        return false;
    if (typeof v.repo !== 'string' || !REPO.test(v.repo))
        return false;
    if (!isPatternList(v.include) || v.include.length === 0)
        return false;
    return optional(v, 'ref', (r) => typeof r === 'string' && REF.test(r)) && optional(v, 'exclude', isPatternList);
}
function isInstall(v) {
    if (!isRecord(v) || !onlyKeys(v, ['prefix', 'sep', 'flatten']))
        return false;
    return (optional(v, 'prefix', (p) => typeof p === 'string' && SEGMENT_PIECE.test(p)) &&
        optional(v, 'sep', (s) => typeof s === 'string' && s.length > 0 && SEGMENT_PIECE.test(s)) &&
        optional(v, 'flatten', (f) => typeof f === 'boolean'));
}
/** True only for a value skillPackSchema accepts; false means "ask ajv". */
function isValidPackShape(v) {
    if (!isRecord(v) || !onlyKeys(v, ['name', 'include', 'exclude', 'imports', 'install']))
        return false;
    if (typeof v.name !== 'string' || v.name.length === 0 || !SEGMENT_PIECE.test(v.name))
        return false;
    if (!optional(v, 'include', isPatternList) || !optional(v, 'exclude', isPatternList))
        return false;
    if (!optional(v, 'imports', (i) => Array.isArray(i) && Array.from(i).every(isImport)))
        return false;
    if (!optional(v, 'install', isInstall))
        return false;
    // anyOf: a non-empty include, or at least one import.
    return (Array.isArray(v.include) && v.include.length > 0) || (Array.isArray(v.imports) && v.imports.length > 0);
}

// EXTERNAL MODULE: ./src/skillpack/pack-arg.ts
var pack_arg = __webpack_require__(7602);
;// CONCATENATED MODULE: ./src/skillpack/packfile.ts










const MAX_PACK_BYTES = 1024 * 1024;
/** A Pack from a value the schema accepts, defaults filled in. */
function toPack(file, bytes, raw) {
    return {
        file,
        bytes,
        name: raw.name,
        include: raw.include ?? [],
        exclude: raw.exclude ?? [],
        imports: (raw.imports ?? []).map((i) => ({ repo: i.repo, ref: i.ref ?? null, include: i.include, exclude: i.exclude ?? [] })),
        install: { prefix: raw.install?.prefix ?? raw.name, sep: raw.install?.sep ?? '__', flatten: raw.install?.flatten ?? false },
    };
}
/**
 * Parses pack file bytes; schema problems come back located, never thrown. A valid pack is
 * recognised without ajv (pack-shape.ts); ajv loads only to judge and word anything else.
 */
async function parsePack(file, bytes) {
    const decoded = (0,read/* decodeUtf8 */._6)(bytes);
    if (decoded.problem && !decoded.hasBom)
        return { pack: null, problems: [{ message: decoded.problem }], yaml: null };
    const { parseYaml } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1076)]).then(__webpack_require__.bind(__webpack_require__, 1076));
    const yaml = parseYaml(decoded.text);
    if (yaml.error)
        return { pack: null, problems: [{ message: `invalid YAML: ${yaml.error.message}`, line: yaml.error.line, column: yaml.error.column }], yaml };
    if (!isValidPackShape(yaml.value)) {
        const { packSchemaProblems } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(8446)]).then(__webpack_require__.bind(__webpack_require__, 8446));
        const problems = packSchemaProblems(yaml);
        if (problems)
            return { pack: null, problems, yaml };
    }
    const pack = toPack(file, bytes, yaml.value);
    return { pack, problems: [], yaml };
}
/** Reads and parses a pack file; any problem is one InvalidInputError naming the file and line. */
async function loadPack(file, cwd) {
    const shown = (0,paths/* displayPath */.Gt)(file, cwd);
    const bytes = (0,read/* readFileLimitedSync */.Ex)(file, MAX_PACK_BYTES);
    // A pack file is nearly always a few plain lines: read those, and check them, without
    // loading the YAML package or ajv (~30 ms of an install). Anything else takes parsePack.
    const decoded = (0,read/* decodeUtf8 */._6)(bytes);
    const simple = decoded.problem ? undefined : parseSimpleYaml(decoded.text);
    if (simple !== undefined && isValidPackShape(simple))
        return toPack(file, bytes, simple);
    const { pack, problems } = await parsePack(file, bytes);
    if (!pack) {
        const p = problems[0];
        throw new errors/* InvalidInputError */.oC(`${shown}${p.line ? `:${p.line}` : ''}: ${p.message}`);
    }
    return pack;
}
/** Pack files in `packs/`, byte-order sorted (lock files and other names are not packs). */
async function listPackFiles(root) {
    const dir = external_node_path_default().join(root, 'packs');
    let names;
    try {
        names = await (0,promises_.readdir)(dir);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return [];
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, dir));
    }
    return names.filter((n) => pack_arg/* PACK_EXTENSIONS */.J.some((e) => n.endsWith(e)) && !n.startsWith('.')).sort(diagnostics/* compareBytes */.Xo).map((n) => external_node_path_default().join(dir, n));
}
/**
 * The pack file for a CLI argument: a path (has a `/` or a YAML extension) taken as written,
 * else `packs/<arg>.yaml` (or `.yml`), else the pack whose `name` field is `arg`.
 */
async function findPackFile(arg, root, cwd) {
    if ((0,pack_arg/* isPackPath */.D)(arg)) {
        const file = external_node_path_default().resolve(cwd, arg);
        if (!(0,read/* lstatOrNullSync */._F)(file))
            throw new errors/* UsageError */.eb(`${arg}: no such pack file`);
        return file;
    }
    for (const ext of pack_arg/* PACK_EXTENSIONS */.J) {
        const file = external_node_path_default().join(root, 'packs', `${arg}${ext}`);
        if ((0,read/* lstatOrNullSync */._F)(file))
            return file;
    }
    for (const file of await listPackFiles(root)) {
        const parsed = await parsePack(file, await (0,read/* readFileLimited */.lB)(file, MAX_PACK_BYTES));
        if (parsed.pack?.name === arg)
            return file;
    }
    throw new errors/* UsageError */.eb(`pack '${arg}': no packs/${arg}.yaml and no pack file with name: ${arg} under ${(0,paths/* displayPath */.Gt)(external_node_path_default().join(root, 'packs'), cwd)}`);
}


/***/ }),

/***/ 1218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ compilePattern)
/* harmony export */ });
/* unused harmony export patternProblem */
/* harmony import */ var _core_glob_match_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8829);

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
    return { source, matches: (id) => (0,_core_glob_match_js__WEBPACK_IMPORTED_MODULE_0__/* .matchGlobTokens */ .OJ)(tokens, id) };
}


/***/ }),

/***/ 372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZY: () => (/* binding */ describeSkill),
/* harmony export */   hs: () => (/* binding */ selectIds),
/* harmony export */   ny: () => (/* binding */ OLD_PREFIX),
/* harmony export */   resolvePack: () => (/* binding */ resolvePack),
/* harmony export */   tb: () => (/* binding */ installName),
/* harmony export */   th: () => (/* binding */ STAGING_PREFIX),
/* harmony export */   yn: () => (/* binding */ installNameProblem)
/* harmony export */ });
/* unused harmony exports MAX_INSTALL_NAME_BYTES, select */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7135);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6107);
/* harmony import */ var _pattern_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1218);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6801);






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
function select(ids, include, exclude, where) {
    for (const p of include) {
        const m = (0,_pattern_js__WEBPACK_IMPORTED_MODULE_4__/* .compilePattern */ .E)(p);
        if (!ids.some((id) => m.matches(id)))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${where}: include '${p}' matches no skill`);
    }
    return selectIds(ids, include, exclude).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__/* .compareBytes */ .Xo);
}
/** The ids that match an include (every id for `null`) and no exclude, in the order given. */
function selectIds(ids, include, exclude) {
    const inc = include?.map(_pattern_js__WEBPACK_IMPORTED_MODULE_4__/* .compilePattern */ .E);
    const exc = exclude.map(_pattern_js__WEBPACK_IMPORTED_MODULE_4__/* .compilePattern */ .E);
    return ids.filter((id) => (!inc || inc.some((m) => m.matches(id))) && !exc.some((m) => m.matches(id)));
}
/** The pack's selection (§3 resolution semantics) with install names; collisions are errors. */
async function resolvePack(pack, options) {
    const where = options.packLabel;
    let localSkills = [];
    const localListings = new Map();
    let local = [];
    if (pack.include.length > 0) {
        localSkills = (0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .discoverSkills */ .i)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(options.root, 'skills'), { mode: 'local', label: 'skills', listings: localListings });
        local = select(localSkills.map((s) => s.id), pack.include, [], where);
    }
    else if (pack.imports.length === 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${where}: a pack needs a non-empty include or at least one import`);
    }
    const selected = [];
    const localDir = new Map(localSkills.map((s) => [s.id, s.dir]));
    const imports = [];
    const localRoot = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(options.root, 'skills');
    const sourceRoots = pack.include.length > 0 ? [localRoot] : [];
    if (pack.imports.length > 0 && (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .realPathSoFar */ .JC)(localRoot), (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .realPathSoFar */ .JC)(options.cacheDir))) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${options.cacheDir}: the cache is inside ${localRoot}; imported checkouts there would be found as local skills (choose a --cache-dir outside it)`);
    }
    for (const [i, imp] of pack.imports.entries()) {
        const pinned = options.pinnedCommits?.[i] ?? null;
        options.onFetch?.(imp.repo, pinned ?? imp.ref);
        // git and its process handling load only for a pack that imports.
        const { fetchImport } = await Promise.all(/* import() */[__webpack_require__.e(9951), __webpack_require__.e(9312)]).then(__webpack_require__.bind(__webpack_require__, 6931));
        const fetched = await fetchImport(imp.repo, pinned ?? imp.ref, options.cacheDir);
        const listings = new Map();
        sourceRoots.push(fetched.tree);
        const skills = (0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .discoverSkills */ .i)(fetched.tree, { mode: 'remote', label: imp.repo, listings });
        const ids = select(skills.map((s) => s.id), imp.include, imp.exclude, `${where}: imports[${i}] (${imp.repo})`);
        const dirs = new Map(skills.map((s) => [s.id, s.dir]));
        imports.push({ repo: imp.repo, url: fetched.url, ref: imp.ref, commit: fetched.commit, skills: ids });
        for (const id of ids)
            selected.push({ source: imp.repo, origin: i, id, dir: dirs.get(id), containRoot: fetched.tree, listings });
    }
    for (const id of local)
        selected.push({ source: 'local', origin: -1, id, dir: localDir.get(id), containRoot: null, listings: localListings });
    // Pack-level exclude applies to the union (step 5).
    const excluded = pack.exclude.map(_pattern_js__WEBPACK_IMPORTED_MODULE_4__/* .compilePattern */ .E);
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
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${where}: skill ${describeSkill(s)} installs as '${name}', which ${problem}`);
        const other = byName.get(name);
        if (other)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${where}: skills ${describeSkill(other)} and ${describeSkill(s)} would both install as '${name}'`);
        const withName = { ...s, installName: name };
        byName.set(name, withName);
        skills.push(withName);
    }
    skills.sort((a, b) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__/* .compareBytes */ .Xo)(a.installName, b.installName));
    return { pack, local, imports, skills, sourceRoots };
}
function describeSkill(s) {
    return s.source === 'local' ? `'${s.id}'` : `'${s.id}' from ${s.source}`;
}


/***/ }),

/***/ 5189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IT: () => (/* binding */ skillPackSchema),
/* harmony export */   WA: () => (/* binding */ REPO_PATTERN),
/* harmony export */   lF: () => (/* binding */ REF_PATTERN),
/* harmony export */   pJ: () => (/* binding */ SEGMENT_PIECE)
/* harmony export */ });
/**
 * The JSON Schema for pack files (`packs/<name>.yaml`, specs/skillpacks-v0.md §3), published as
 * schemas/skill-pack.schema.json (a test keeps the two equal). Unknown keys are refused: a
 * misspelt `includes:` would otherwise select nothing without a word.
 */
const patternList = {
    type: 'array',
    items: { type: 'string', minLength: 1, description: 'a skill-id pattern: only * and ** are wildcards, anchored, case-sensitive' },
};
/** A path segment piece: no `/`, no NUL (prefix and sep become part of a folder name). */
const SEGMENT_PIECE = '^[^/\\u0000]*$';
/** An import's repo and ref: nothing git could read as an option, no whitespace in a ref. */
const REPO_PATTERN = '^[^-\\s]';
const REF_PATTERN = '^[^-\\s][^\\s]*$';
const skillPackSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://packwright.dev/schemas/skill-pack.schema.json',
    title: 'Skill pack file (packs/<name>.yaml), skillpacks spec v0',
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    anyOf: [
        { required: ['include'], properties: { include: { minItems: 1 } } },
        { required: ['imports'], properties: { imports: { minItems: 1 } } },
    ],
    properties: {
        name: { type: 'string', minLength: 1, pattern: SEGMENT_PIECE, description: 'the pack name (state key and default install prefix)' },
        include: { ...patternList, description: 'patterns selecting local skills (ids relative to skills/)' },
        exclude: { ...patternList, description: 'patterns removed from the final selection' },
        imports: {
            type: 'array',
            items: {
                type: 'object',
                required: ['repo', 'include'],
                additionalProperties: false,
                properties: {
                    repo: { type: 'string', minLength: 1, pattern: REPO_PATTERN, description: 'a git URL, or github.com/<org>/<repo>' },
                    ref: { type: 'string', minLength: 1, pattern: REF_PATTERN, description: 'a branch, a tag or a full commit SHA; default: the remote default branch' },
                    include: { ...patternList, minItems: 1, description: 'patterns over the repository\'s canonical skill ids' },
                    exclude: { ...patternList, description: 'patterns removed from this import' },
                },
            },
        },
        install: {
            type: 'object',
            additionalProperties: false,
            properties: {
                prefix: { type: 'string', pattern: SEGMENT_PIECE, description: 'default: the pack name' },
                sep: { type: 'string', minLength: 1, pattern: SEGMENT_PIECE, description: 'default: "__"' },
                flatten: { type: 'boolean', description: 'install under the leaf folder name only; default false' },
            },
        },
    },
};


/***/ })

};
