export const id = 373;
export const ids = [373];
export const modules = {

/***/ 1373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ny: () => (/* binding */ OLD_PREFIX),
  th: () => (/* binding */ STAGING_PREFIX),
  ZY: () => (/* binding */ describeSkill),
  yn: () => (/* binding */ installNameProblem),
  resolvePack: () => (/* binding */ resolvePack),
  _i: () => (/* binding */ skillLabel)
});

// UNUSED EXPORTS: MAX_INSTALL_NAME_BYTES, installName, select, selectIds

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
function compiles(source) {
    try {
        new RegExp(source);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * A bracket expression starting at `start`, as a regex class that never matches `/`. A class
 * with a range out of order (`[z-a]`) matches no character, as in git's wildmatch (negated, any
 * but `/`): a regex would not compile, and the pattern must still mean something.
 */
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
            return { source: compiles(`[${body}]`) ? (negate ? `[^/${body}]` : `(?!/)[${body}]`) : negate ? '[^/]' : '(?!)', end: i + 1 };
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
// EXTERNAL MODULE: ./src/skillpack/packfile.ts + 2 modules
var packfile = __webpack_require__(8430);
;// CONCATENATED MODULE: ./src/skillpack/resolve.ts








/** How a selected skill is named in messages: `skills/<id>`, or `<repo>:<id>` for an import. */
function skillLabel(s) {
    return s.source === 'local' ? `skills/${s.id}` : `${s.source}:${s.id}`;
}
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
    const byFolded = new Map();
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
        const folded = (0,discover/* foldName */.zN)(name);
        const alike = byFolded.get(folded);
        if (alike)
            throw new errors/* InvalidInputError */.oC(`${where}: skills ${describeSkill(alike)} and ${describeSkill(s)} install as ${(0,discover/* quoteName */.AB)(alike.installName)} and ${(0,discover/* quoteName */.AB)(name)}, which differ only in case or Unicode normalisation: one folder on macOS and Windows (rename one)`);
        const withName = { ...s, installName: name };
        byName.set(name, withName);
        byFolded.set(folded, withName);
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
