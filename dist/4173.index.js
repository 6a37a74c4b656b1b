export const id = 4173;
export const ids = [4173];
export const modules = {

/***/ 596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ findCredentialMarker)
/* harmony export */ });
/* harmony import */ var _scan_content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7780);

/**
 * The first live-credential marker in `data` (INTEROP.md §6), by the same content rules the
 * commit hook and `scan` use, or null. Only the rule id is returned, never the value. A line
 * marked `packwright:allow` still counts here: a snapshot must not carry a key even when a
 * commit was allowed to.
 */
function findCredentialMarker(data, baseName = '') {
    // A string is text already decoded: most hold no keyword at all and need no conversion.
    if (typeof data === 'string' && !(0,_scan_content_js__WEBPACK_IMPORTED_MODULE_0__/* .mayHoldCredential */ .kG)(data, baseName))
        return null;
    // A string is not sniffed for binary again: a NUL in decoded text (a UTF-16 U+0000 past the
    // sniff window lands within 8000 bytes of UTF-8) would otherwise skip the check.
    const hits = typeof data === 'string' ? (0,_scan_content_js__WEBPACK_IMPORTED_MODULE_0__/* .scanText */ .Ff)(data, baseName) : (0,_scan_content_js__WEBPACK_IMPORTED_MODULE_0__/* .scanContent */ .nx)(data, baseName);
    return hits.length > 0 ? { rule: hits[0].rule.meta.id } : null;
}


/***/ }),

/***/ 2628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M$: () => (/* binding */ KEY_FILE_LIMITS),
/* harmony export */   W2: () => (/* binding */ categorize),
/* harmony export */   Ye: () => (/* binding */ keyFilesOf),
/* harmony export */   _$: () => (/* binding */ typeFromContent),
/* harmony export */   je: () => (/* binding */ extensionOf),
/* harmony export */   q3: () => (/* binding */ typeFromName)
/* harmony export */ });
/* unused harmony exports CODE_EXT, KEY_CONFIG_NAMES, keyGroupOf, selectKeyFiles */
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7135);

/** File types, categories and key-file detection (the reference's KeyFileDetector table). */
const IMAGE_EXT = new Set(['.png', '.jpg', '.jpeg', '.gif', '.ico', '.svg', '.webp', '.bmp', '.tif', '.tiff', '.avif', '.heic', '.psd']);
const DATA_EXT = new Set(['.csv', '.tsv', '.jsonl', '.ndjson', '.parquet', '.avro', '.orc', '.sql', '.db', '.sqlite', '.sqlite3', '.xls', '.xlsx', '.h5', '.hdf5', '.npy', '.npz', '.pkl', '.pickle', '.feather', '.arrow']);
const BINARY_EXT = new Set(['.exe', '.dll', '.so', '.dylib', '.wasm', '.mp4', '.mp3', '.wav', '.ogg', '.mov', '.avi', '.pdf', '.zip', '.gz', '.tgz', '.bz2', '.xz', '.7z', '.rar', '.tar', '.jar', '.class', '.o', '.a', '.lib', '.bin', '.woff', '.woff2', '.ttf', '.otf', '.eot', '.pyc', '.node']);
const CODE_EXT = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.py', '.pyi', '.go', '.rs', '.java', '.kt', '.kts', '.scala', '.rb', '.php', '.cs', '.fs', '.swift', '.m', '.mm', '.c', '.h', '.cc', '.cpp', '.cxx', '.hpp', '.hh', '.lua', '.pl', '.pm', '.sh', '.bash', '.zsh', '.ps1', '.r', '.jl', '.ex', '.exs', '.erl', '.hs', '.clj', '.dart', '.vue', '.svelte', '.zig', '.nim', '.sol']);
const DOC_EXT = new Set(['.md', '.mdx', '.markdown', '.rst', '.adoc', '.asciidoc', '.txt', '.org']);
const CONFIG_EXT = new Set(['.json', '.json5', '.jsonc', '.yml', '.yaml', '.toml', '.ini', '.cfg', '.conf', '.properties', '.xml', '.lock', '.gradle', '.editorconfig']);
/** Manifests and tool configs: the reference's "package.json, tsconfig.json, pyproject.toml, etc.". */
const KEY_CONFIG_NAMES = new Set([
    'package.json', 'tsconfig.json', 'jsconfig.json', 'deno.json', 'pyproject.toml', 'setup.py', 'setup.cfg', 'requirements.txt', 'pipfile',
    'cargo.toml', 'go.mod', 'gemfile', 'pom.xml', 'build.gradle', 'build.gradle.kts', 'composer.json', 'mix.exs', 'makefile', 'dockerfile',
    'docker-compose.yml', 'docker-compose.yaml', 'compose.yml', 'compose.yaml', 'cmakelists.txt',
]);
const CONFIG_NAMES = new Set([...KEY_CONFIG_NAMES, '.gitignore', '.gitattributes', '.npmignore', '.dockerignore', '.nvmrc', '.node-version', '.python-version', '.tool-versions', '.editorconfig', '.prettierrc', '.eslintrc', '.babelrc', '.browserslistrc', 'procfile', 'vagrantfile', 'justfile', 'tox.ini', 'pytest.ini', '.packwright.yml']);
const ENTRY_STEMS = new Set(['main', 'index', 'app', 'server']);
const TEST_DIRS = new Set(['test', 'tests', '__tests__', 'spec', 'specs', 'testing', 'e2e']);
function extensionOf(name) {
    const dot = name.lastIndexOf('.');
    return dot > 0 ? name.slice(dot).toLowerCase() : '';
}
/** The type a name suggests before reading; content may still turn text into binary. */
function typeFromName(name) {
    const ext = extensionOf(name);
    if (IMAGE_EXT.has(ext))
        return 'image';
    if (DATA_EXT.has(ext))
        return 'data';
    if (BINARY_EXT.has(ext))
        return 'binary';
    if (ext === '' || CODE_EXT.has(ext) || DOC_EXT.has(ext) || CONFIG_EXT.has(ext))
        return ext === '' ? 'unknown' : 'text';
    return 'unknown';
}
/** The type once the first bytes were read. */
function typeFromContent(name, binary) {
    const byName = typeFromName(name);
    if (binary)
        return byName === 'image' || byName === 'data' ? byName : 'binary';
    return byName === 'data' ? 'data' : 'text';
}
const AUTH = /auth|login|session|jwt|oauth|passport|permission|rbac|acl/;
const SECURITY = /permission|rbac|acl/;
const API = /route|controller|handler|api|endpoint|resolver/;
const DATABASE = /model|schema|migration|repositor|entity|(^|[^a-z])(db|dao|orm|sql)([^a-z]|$)/;
const TEST_DIR = new RegExp(`(?:^|/)(?:${[...TEST_DIRS].join('|')})/`);
const DEPENDENCY_DIR = /(?:^|\/)(?:node_modules|vendor|\.venv|venv|__pypackages__)\//;
const BUILD_DIR = /(?:^|\/)(?:dist|build|out|target|\.next|\.nuxt)\//;
/** `lower` is the whole lower-cased path; a folder named like a test folder anywhere above counts. */
function isTestPath(lower, base) {
    if (TEST_DIR.test(lower))
        return true;
    return /\.(test|spec)\.[^.]+$/.test(base) || /^test_.*\.py$/.test(base) || /_test\.(go|py|rs)$/.test(base) || base === 'conftest.py';
}
/** The reference's file category, from the path alone (case-insensitive). */
function categorize(relPath) {
    // Regexes over the whole path instead of splitting it: this runs once per file of a big tree.
    const lower = relPath.toLowerCase();
    const slash = lower.lastIndexOf('/');
    const base = lower.slice(slash + 1);
    const ext = extensionOf(base);
    const stem = ext ? base.slice(0, -ext.length) : base;
    const firstDir = slash < 0 ? undefined : lower.slice(0, lower.indexOf('/'));
    const lastDir = slash < 0 ? undefined : lower.slice(lower.lastIndexOf('/', slash - 1) + 1, slash);
    if (DEPENDENCY_DIR.test(lower))
        return 'dependency';
    if (BUILD_DIR.test(lower))
        return 'build';
    if (isTestPath(lower, base))
        return 'test';
    if (CONFIG_NAMES.has(base) || /^tsconfig\..*json$/.test(base) || /\.config\.[cm]?[jt]s$/.test(base) || /^\.[a-z]+rc(\.[a-z]+)?$/.test(base) || (firstDir === '.github' && (ext === '.yml' || ext === '.yaml')))
        return 'config';
    if (DOC_EXT.has(ext) || /^(readme|license|licence|changelog|contributing|authors|notice|copying)([.-]|$)/.test(base) || firstDir === 'docs' || firstDir === 'doc')
        return 'documentation';
    const code = CODE_EXT.has(ext);
    if (code && (ENTRY_STEMS.has(stem) || stem === '__main__' || stem === 'cli' || lastDir === 'bin' || /^cmd\/[^/]+\/main\.go$/.test(lower)))
        return 'entrypoint';
    if (code) {
        const where = `${lastDir ?? ''}/${stem}`;
        if (AUTH.test(where))
            return 'auth';
        if (API.test(where))
            return 'api';
        if (DATABASE.test(where))
            return 'database';
        return 'source';
    }
    if (CONFIG_EXT.has(ext))
        return 'config';
    return 'other';
}
const KEY_FILE_LIMITS = { max_per_category: 5, max_total: 25, max_content_per_file_bytes: 50_000 };
const IMPORTANCE = {
    config: 'critical', entrypoint: 'critical', auth: 'high', api: 'high', database: 'high', security: 'high', documentation: 'medium',
};
const RANK = { critical: 0, high: 1, medium: 2 };
/** The detection row a file matches (the reference's table, plus the root README as medium). */
function keyGroupOf(relPath, category) {
    const lower = relPath.toLowerCase();
    const base = lower.slice(lower.lastIndexOf('/') + 1);
    const ext = extensionOf(base);
    const stem = ext ? base.slice(0, -ext.length) : base;
    if (category === 'config')
        return KEY_CONFIG_NAMES.has(base) || /^tsconfig\.json$/.test(base) ? 'config' : null;
    if (category === 'documentation')
        return /^readme(\.|$)/.test(lower) ? 'documentation' : null;
    if (category === 'test')
        return null;
    if (!CODE_EXT.has(ext))
        return null;
    if (ENTRY_STEMS.has(stem))
        return 'entrypoint';
    if (SECURITY.test(stem))
        return 'security';
    if (/auth|login|session|jwt/.test(stem))
        return 'auth';
    if (/route|controller|handler|api/.test(stem))
        return 'api';
    if (/model|schema|migration/.test(stem))
        return 'database';
    return null;
}
/**
 * Picks key files: at most 5 per detection row and 25 in all, preferring category importance,
 * then smaller files, then shallower paths (then byte order, so the choice is deterministic).
 */
const keyFilesCache = new WeakMap();
/** The key files of a snapshot's file list. The scan and both builders ask: computed once per list. */
function keyFilesOf(files) {
    let hit = keyFilesCache.get(files);
    if (!hit)
        keyFilesCache.set(files, (hit = selectKeyFiles(files.map((f) => ({ path: f.relative_path, size_bytes: f.size_bytes, category: f.category })))));
    return hit;
}
function selectKeyFiles(files) {
    const cands = files.flatMap((f) => {
        const group = keyGroupOf(f.path, f.category);
        return group ? [{ f, group, importance: IMPORTANCE[group], depth: f.path.split('/').length }] : [];
    });
    cands.sort((a, b) => RANK[a.importance] - RANK[b.importance] || a.f.size_bytes - b.f.size_bytes || a.depth - b.depth || (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .compareBytes */ .Xo)(a.f.path, b.f.path));
    const perGroup = new Map();
    const out = [];
    for (const c of cands) {
        if (out.length >= KEY_FILE_LIMITS.max_total)
            break;
        const n = perGroup.get(c.group) ?? 0;
        if (n >= KEY_FILE_LIMITS.max_per_category)
            continue;
        perGroup.set(c.group, n + 1);
        out.push({ path: c.f.path, group: c.group, importance: c.importance });
    }
    return out;
}


/***/ }),

/***/ 4173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wm: () => (/* binding */ ANALYSIS_CAP_BYTES),
  x1: () => (/* binding */ CACHE_BUDGET),
  Xp: () => (/* binding */ inspectFile)
});

// UNUSED EXPORTS: HEAD_BYTES

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/secrets/credential-content.ts
var credential_content = __webpack_require__(596);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/snapshot/classify.ts
var classify = __webpack_require__(2628);
// EXTERNAL MODULE: ./src/core/text-position.ts
var text_position = __webpack_require__(6426);
;// CONCATENATED MODULE: ./src/snapshot/analyze/lexer.ts
/**
 * A lexer just deep enough to tell code from comments and string literals in TypeScript/
 * JavaScript, Python, Go and Rust. It returns the source with comments blanked (`code`), the
 * same with string contents blanked too (`masked`; for a JS template literal, its `${` and
 * closing `}` too, so only the interpolated expressions stay), both exactly as long as the input with
 * newlines kept (so offsets and line numbers carry over), and the list of string literals.
 * Regular expressions then run on `masked`, and read strings back by offset.
 *
 * An analyzer may also pass trigger words: the lexer finds them in code (never in a string or
 * comment) in the same pass that finds quotes and comments, so the analyzer tries its
 * patterns only where a trigger stands instead of running each pattern over the whole file.
 */
/** The language's jump regexes with the trigger words added, built once per trigger set and language. */
const compiledTriggers = new WeakMap();
function jumpsFor(lang, triggers) {
    const base = lang === 'js' ? JS_JUMP : lang === 'python' ? PY_JUMP : lang === 'go' ? GO_JUMP : RS_JUMP;
    if (!triggers)
        return { jump: base, template: JS_JUMP_TEMPLATE };
    let perLang = compiledTriggers.get(triggers);
    if (!perLang)
        compiledTriggers.set(triggers, (perLang = new Map()));
    let c = perLang.get(lang);
    if (!c) {
        // Words first: Python's jump characters include string-prefix letters (`f`, `r`, `b`).
        const words = `\\b(?:${triggers.words.join('|')})\\b`;
        c = { jump: new RegExp(`${words}|${base.source}`, 'g'), template: new RegExp(`${words}|${JS_JUMP_TEMPLATE.source}`, 'g') };
        perLang.set(lang, c);
    }
    return c;
}
const PY_PREFIX = new Set([...'rRbBfFuU']);
const QUOTES = new Set(['"', "'"]);
/** A Python string prefix (`f"`, `rb'`) at `i`, not the tail of an identifier. */
function isPyPrefixed(text, i) {
    if (i > 0 && /\w/.test(text[i - 1]))
        return false;
    if (QUOTES.has(text[i + 1]))
        return true;
    return PY_PREFIX.has(text[i + 1]) && QUOTES.has(text[i + 2]);
}
const REGEX_PRECEDERS = new Set([...'(,=:[!&|?{};+-*%<>~^']);
/** A keyword a regex may follow; after a dot it is a property name (`a.else / o` divides). */
const REGEX_KEYWORDS = /(?:^|[^\w$.])(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await|instanceof)$/;
function lex(text, lang, triggers) {
    const n = text.length;
    /** Ranges to blank in `masked` (comment bodies, string contents), in order. */
    const blanks = [];
    /** How many of the ranges are comments (blanked in `code` too): their indexes. */
    const commentAt = [];
    const strings = [];
    let i = 0;
    /** Template-literal nesting for JS: brace depth inside each open `${`. */
    const templates = [];
    const comment = (from, to) => {
        if (to > from) {
            blanks.push(from, to);
            commentAt.push(true);
        }
    };
    /**
     * Records a string literal: its contents are blanked in masked, from `blankFrom` to
     * `blankTo` when given (a template piece blanks its `${` and `}` too).
     */
    const literal = (prefixStart, quoteStart, contentStart, contentEnd, end, interpolated, blankFrom = contentStart, blankTo = contentEnd) => {
        if (blankTo > blankFrom) {
            blanks.push(blankFrom, blankTo);
            commentAt.push(false);
        }
        strings.push({ start: quoteStart, end, prefix: prefixStart === quoteStart ? '' : text.slice(prefixStart, quoteStart).toLowerCase(), value: text.slice(contentStart, contentEnd), interpolated });
    };
    /** Index of the closing `quote`, honoring backslashes; stops at a newline unless `multiline`. */
    const closeSimple = (from, quote, multiline, escapes = true) => {
        const re = escapes ? (multiline ? MULTI[quote] : SINGLE[quote]) : (multiline ? RAW_MULTI[quote] : SINGLE[quote]);
        re.lastIndex = from;
        for (;;) {
            const m = re.exec(text);
            if (!m)
                return n;
            if (m[0] === '\\') {
                re.lastIndex = m.index + 2;
                continue;
            }
            return m.index;
        }
    };
    // A line comment, or with `block` a block comment (not nested), at `at`: where it ends, else -1.
    const cComment = (at, block) => {
        if (text[at] !== '/')
            return -1;
        let end = -1;
        if (text[at + 1] === '/') {
            const e = text.indexOf('\n', at);
            end = e < 0 ? n : e;
        }
        else if (block && text[at + 1] === '*') {
            const e = text.indexOf('*/', at + 2);
            end = e < 0 ? n : e + 2;
        }
        if (end >= 0)
            comment(at, end);
        return end;
    };
    /** A one-line '…' or "…" literal with backslash escapes at `at`: records it, returns its end. */
    const quoted = (at) => {
        const q = text[at];
        const close = closeSimple(at + 1, q, false);
        const end = close < n && text[close] === q ? close + 1 : close;
        literal(at, at, at + 1, close, end, false);
        return end;
    };
    /**
     * The source just before `at`, trailing whitespace and comments dropped (enough to see the
     * last token): a regex often follows a comment (`x =\n  // eslint-disable-line …\n  /re/`).
     */
    const before = (at) => {
        let k = at - 1;
        // The ranges recorded so far end before `at`, in order: a comment ending where the
        // whitespace ends is the latest one.
        for (let c = commentAt.length - 1;; c--) {
            while (k >= 0 && (text[k] === ' ' || text[k] === '\t' || text[k] === '\n' || text[k] === '\r'))
                k--;
            if (c < 0 || !commentAt[c] || blanks[2 * c + 1] !== k + 1)
                break;
            k = blanks[2 * c] - 1;
        }
        return text.slice(Math.max(0, k - 11), k + 1);
    };
    const { jump, template } = jumpsFor(lang, triggers);
    const hits = [];
    while (i < n) {
        const re = templates.length ? template : jump;
        re.lastIndex = i;
        const hit = re.exec(text);
        if (!hit)
            break;
        i = hit.index;
        if (hit[0].length > 1) {
            // Every jump character is a single one: a longer hit is a trigger word.
            hits.push({ at: i, word: hit[0] });
            i += hit[0].length;
            continue;
        }
        const c = text[i];
        if (lang === 'js') {
            const afterComment = cComment(i, true);
            if (afterComment >= 0) {
                i = afterComment;
                continue;
            }
            if (c === '"' || c === "'") {
                i = quoted(i);
                continue;
            }
            if (c === '`' || (c === '}' && templates.length && templates[templates.length - 1] === 0)) {
                // A template literal, or the rest of one after a `${…}` closes.
                const resume = c === '}';
                if (resume)
                    templates.pop();
                let j = i + 1;
                let interpolated = resume;
                while (j < n && text[j] !== '`') {
                    if (text[j] === '\\') {
                        j += 2;
                        continue;
                    }
                    if (text[j] === '$' && text[j + 1] === '{') {
                        interpolated = true;
                        break;
                    }
                    j++;
                }
                // In masked, the `}` that resumes a piece and the `${` that ends one are blanked with
                // the text: only the expression between them stays code, so its braces alone count.
                const blankFrom = resume ? i : i + 1;
                if (j < n && text[j] === '$') {
                    literal(i, i, i + 1, j, j + 2, true, blankFrom, j + 2);
                    templates.push(0);
                    i = j + 2;
                }
                else {
                    const end = Math.min(j + 1, n);
                    literal(i, i, i + 1, Math.min(j, n), end, interpolated, blankFrom, Math.min(j, n));
                    i = end;
                }
                continue;
            }
            if (templates.length && (c === '{' || c === '}')) {
                templates[templates.length - 1] += c === '{' ? 1 : -1;
                i++;
                continue;
            }
            if (c === '/') {
                const prev = before(i);
                const last = prev[prev.length - 1];
                if (prev === '' || REGEX_PRECEDERS.has(last) || REGEX_KEYWORDS.test(prev)) {
                    let j = i + 1;
                    let inClass = false;
                    while (j < n && text[j] !== '\n') {
                        const d = text[j];
                        if (d === '\\') {
                            j += 2;
                            continue;
                        }
                        if (d === '[')
                            inClass = true;
                        else if (d === ']')
                            inClass = false;
                        else if (d === '/' && !inClass)
                            break;
                        j++;
                    }
                    if (j < n && text[j] === '/') {
                        let end = j + 1;
                        while (end < n && /[a-z]/i.test(text[end]))
                            end++;
                        literal(i, i, i + 1, j, end, false);
                        strings.pop(); // a regex is not a string literal
                        i = end;
                        continue;
                    }
                }
            }
            i++;
            continue;
        }
        if (lang === 'python') {
            if (c === '#') {
                const e = text.indexOf('\n', i);
                comment(i, e < 0 ? n : e);
                i = e < 0 ? n : e;
                continue;
            }
            if (c === '"' || c === "'" || (PY_PREFIX.has(c) && isPyPrefixed(text, i))) {
                let q = i;
                while (text[q] !== '"' && text[q] !== "'")
                    q++;
                const quote = text[q];
                const prefix = text.slice(i, q).toLowerCase();
                const triple = text.startsWith(quote.repeat(3), q);
                let close;
                let end;
                if (triple) {
                    const delim = quote.repeat(3);
                    let j = q + 3;
                    for (;;) {
                        const k = text.indexOf(delim, j);
                        if (k < 0) {
                            close = n;
                            end = n;
                            break;
                        }
                        let bs = 0;
                        for (let b = k - 1; b >= q + 3 && text[b] === '\\'; b--)
                            bs++;
                        if (bs % 2 === 1) {
                            j = k + 1;
                            continue;
                        }
                        close = k;
                        end = k + 3;
                        break;
                    }
                    literal(i, q, q + 3, close, end, prefix.includes('f') && /\{[^{]/.test(text.slice(q + 3, close)));
                }
                else {
                    close = closeSimple(q + 1, quote, false, true);
                    end = close < n && text[close] === quote ? close + 1 : close;
                    literal(i, q, q + 1, close, end, prefix.includes('f') && /\{[^{]/.test(text.slice(q + 1, close)));
                }
                i = end;
                continue;
            }
            i++;
            continue;
        }
        if (lang === 'go') {
            const afterComment = cComment(i, true);
            if (afterComment >= 0) {
                i = afterComment;
                continue;
            }
            if (c === '"' || c === "'") {
                i = quoted(i);
                continue;
            }
            if (c === '`') {
                const close = closeSimple(i + 1, '`', true, false);
                const end = Math.min(close + 1, n);
                literal(i, i, i + 1, close, end, false);
                i = end;
                continue;
            }
            i++;
            continue;
        }
        // Rust: block comments nest, so only line comments go through cComment.
        const afterComment = cComment(i, false);
        if (afterComment >= 0) {
            i = afterComment;
            continue;
        }
        if (c === '/' && text[i + 1] === '*') {
            let depth = 1;
            let j = i + 2;
            while (j < n && depth > 0) {
                if (text[j] === '/' && text[j + 1] === '*') {
                    depth++;
                    j += 2;
                }
                else if (text[j] === '*' && text[j + 1] === '/') {
                    depth--;
                    j += 2;
                }
                else
                    j++;
            }
            comment(i, j);
            i = j;
            continue;
        }
        const rawMatch = (c === 'r' || c === 'b') && (i === 0 || !/\w/.test(text[i - 1])) ? /^(b?r)(#*)"/.exec(text.slice(i, i + 260)) : null;
        if (rawMatch) {
            const q = i + rawMatch[1].length + rawMatch[2].length;
            const delim = `"${rawMatch[2]}`;
            const k = text.indexOf(delim, q + 1);
            const close = k < 0 ? n : k;
            const end = k < 0 ? n : k + delim.length;
            literal(i, q, q + 1, close, end, false);
            i = end;
            continue;
        }
        if (c === '"' || (c === 'b' && text[i + 1] === '"' && (i === 0 || !/\w/.test(text[i - 1])))) {
            const q = c === 'b' ? i + 1 : i;
            const close = closeSimple(q + 1, '"', true);
            const end = Math.min(close + 1, n);
            literal(i, q, q + 1, close, end, false);
            i = end;
            continue;
        }
        if (c === "'") {
            // A char literal ('a', '\n', '\u{1F600}') or a lifetime ('a, 'static).
            let close = -1;
            if (text[i + 1] === '\\')
                close = text.indexOf("'", i + 2);
            else if (text[i + 2] === "'")
                close = i + 2;
            else {
                const cp = text.codePointAt(i + 1) ?? 0;
                if (cp > 0xffff && text[i + 3] === "'")
                    close = i + 3;
            }
            if (close > 0 && close - i < 12) {
                literal(i, i, i + 1, close, close + 1, false);
                i = close + 1;
                continue;
            }
        }
        i++;
    }
    let code;
    return {
        // Built on first use: most analyzers need only `masked`.
        get code() {
            code ??= applyBlanks(text, blanks, commentAt, true);
            return code;
        },
        masked: applyBlanks(text, blanks, commentAt, false),
        strings,
        triggers: hits,
    };
}
let maskScratch = Buffer.allocUnsafe(1 << 20);
/** The text with the recorded ranges blanked (newlines kept); `commentsOnly` leaves strings as they are. */
function applyBlanks(text, blanks, commentAt, commentsOnly) {
    if (blanks.length === 0)
        return text;
    // Blanked in a byte buffer: one byte per character for ASCII text (most source), two
    // otherwise. A string piece per range made this a large share of a build's garbage.
    const ascii = Buffer.byteLength(text, 'utf8') === text.length;
    const size = ascii ? text.length : 2 * text.length;
    // One buffer reused across files: a fresh one per file was external memory the collector chased.
    if (maskScratch.length < size)
        maskScratch = Buffer.allocUnsafe(Math.max(size, 2 * maskScratch.length));
    const buf = maskScratch.subarray(0, size);
    buf.write(text, 0, ascii ? 'latin1' : 'utf16le');
    let at = 0;
    for (let k = 0; k < blanks.length; k += 2) {
        if (commentsOnly && !commentAt[k / 2])
            continue;
        const from = blanks[k];
        const to = blanks[k + 1];
        if (from < at)
            continue;
        if (ascii) {
            for (let c = from; c < to; c++)
                if (buf[c] !== 10)
                    buf[c] = 32;
        }
        else {
            for (let c = from; c < to; c++) {
                if (text.charCodeAt(c) === 10)
                    continue;
                buf[2 * c] = 32;
                buf[2 * c + 1] = 0;
            }
        }
        at = to;
    }
    return buf.toString(ascii ? 'latin1' : 'utf16le');
}
const SINGLE = { '"': /\\|"|\n/g, "'": /\\|'|\n/g, '`': /\\|`|\n/g };
const MULTI = { '"': /\\|"/g, "'": /\\|'/g, '`': /\\|`/g };
const RAW_MULTI = { '"': /"/g, "'": /'/g, '`': /`/g };
const JS_JUMP = /[/'"`]/g;
const JS_JUMP_TEMPLATE = /[/'"`{}]/g;
const PY_JUMP = /[#'"rRbBfFuU]/g;
const GO_JUMP = /[/'"`]/g;
const RS_JUMP = /[/'"rb]/g;

/** The string literal starting at (or just after whitespace from) `offset`, if any. */
function stringAt(strings, offset) {
    let lo = 0;
    let hi = strings.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const s = strings[mid];
        if (s.end <= offset)
            lo = mid + 1;
        else if (s.start > offset)
            hi = mid - 1;
        else
            return s;
    }
    return lo < strings.length ? strings[lo] : undefined;
}

;// CONCATENATED MODULE: ./src/snapshot/analyze/types.ts
/** FileFacts from what an analyzer collected: every list deduplicated, in source order. */
function fileFacts(collected) {
    return {
        ...collected,
        exports: uniqOwn(collected.exports),
        imports: uniqOwn(collected.imports),
        security: uniqOwn(collected.security),
        routes: uniqOwn(collected.routes),
        commands: uniqOwn(collected.commands),
        doc: collected.doc === null ? null : ownCopy(collected.doc),
    };
}
function uniq(xs) {
    return [...new Set(xs)];
}
/**
 * The string as a string of its own. V8 makes a substring of 13 or more characters a view into
 * its parent; kept in a file's facts, such a view would keep the whole file text alive for the
 * rest of the scan (megabytes of them, copied by every minor collection), not a few bytes.
 * Concatenating forces a flat copy, which the slice then views instead of the file.
 */
function ownCopy(s) {
    return s.length < 13 ? s : (s + ' ').slice(0, -1);
}
function uniqOwn(xs) {
    return uniq(xs).map(ownCopy);
}
/** Lines in a text, as LineIndex counts them (a final line without a newline counts). */
/** Lines as an editor's status bar or `wc -l` count them: a final newline ends a line, it does not start one. */
function lineCount(text) {
    if (text.length === 0)
        return 0;
    let n = text.endsWith('\n') ? 0 : 1;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        n++;
    return n;
}
/** Deepest `{` nesting in masked code (strings and comments already blanked). */
function braceDepth(masked) {
    let depth = 0;
    let max = 0;
    for (let i = masked.indexOf('{'), j = masked.indexOf('}'); i !== -1 || j !== -1;) {
        if (i !== -1 && (j === -1 || i < j)) {
            depth++;
            if (depth > max)
                max = depth;
            i = masked.indexOf('{', i + 1);
        }
        else {
            depth = Math.max(0, depth - 1);
            j = masked.indexOf('}', j + 1);
        }
    }
    return max;
}
/**
 * The prefix of the names declared at each of the (ascending) offsets in masked text: the
 * prefixes of the blocks around it joined outermost first, '' at the top level, null inside any
 * block whose prefix is null (names there are not reachable from outside). `prefixOf(brace)`
 * names the block a `{` opens, each block asked once and only if an offset lies inside it.
 * Given `nesting`, the walk goes on to the text's end and leaves braceDepth's answer in
 * `nesting.max`: an analyzer that needs both walks the braces once.
 */
function blockScopes(masked, offsets, prefixOf, nesting) {
    const out = new Map();
    // The open blocks are open[0 .. depth), their prefixes beside them (undefined: not asked yet).
    const open = [];
    const prefixes = [];
    let depth = 0;
    let max = 0;
    let i = masked.indexOf('{');
    let j = masked.indexOf('}');
    // One pass past each offset in turn, then (for nesting) past the last brace.
    for (let n = 0; n < offsets.length || (nesting && n === offsets.length); n++) {
        const o = n < offsets.length ? offsets[n] : Infinity;
        while ((i !== -1 && i < o) || (j !== -1 && j < o)) {
            if (i !== -1 && (j === -1 || i < j)) {
                open[depth] = i;
                prefixes[depth] = undefined;
                if (++depth > max)
                    max = depth;
                i = masked.indexOf('{', i + 1);
            }
            else {
                // A `}` with no block open closes nothing, as braceDepth counts it.
                if (depth > 0)
                    depth--;
                j = masked.indexOf('}', j + 1);
            }
        }
        if (o === Infinity)
            break;
        let prefix = '';
        for (let k = 0; k < depth && prefix !== null; k++) {
            let p = prefixes[k];
            if (p === undefined)
                p = prefixes[k] = prefixOf(open[k]);
            prefix = p === null ? null : prefix + p;
        }
        out.set(o, prefix);
    }
    if (nesting)
        nesting.max = max;
    return out;
}
/** The first sentence of a comment body, cleaned of comment markers and tags. */
function firstSentence(raw) {
    const text = raw
        .split('\n')
        .map((l) => l.replace(/^\s*(\/\*\*?|\*\/|\*|\/\/[/!]?|#)?\s?/, '').replace(/\*\/\s*$/, ''))
        .filter((l) => !/^@\w+/.test(l.trim()))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    if (text.length < 8)
        return null;
    const m = /^(.{8,300}?[.!?])(\s|$)/.exec(text);
    return m ? m[1] : text.length <= 300 ? text : `${text.slice(0, 297)}…`;
}
/** A SQL statement shape (not just an English word like "select"). */
const SQL_TEXT = /^\s*(select\s[\s\S]*\sfrom\s|insert\s+into\s|update\s+[\w."`[\]]+\s+set\s|delete\s+from\s|(create|drop|alter)\s+table\s)/i;
/**
 * Whether a string literal reads as SQL. Most literals are shorter than the shortest statement
 * shape ("drop table "), which spares the regex on them. SQL writes its keywords in upper or in
 * lower case: "Select a file from …" and "Create table of contents" start sentences.
 */
function isSqlText(value) {
    if (value.length < 11 || !SQL_TEXT.test(value))
        return false;
    const keyword = /[A-Za-z]+/.exec(value)[0];
    return keyword === keyword.toUpperCase() || keyword === keyword.toLowerCase();
}

;// CONCATENATED MODULE: ./src/snapshot/analyze/js.ts


// Each pattern is tried only where its trigger word stands (sticky, from the word's first
// character); the lexer finds the words in the same pass as strings and comments.
// `const enum` before `const`: else the enum's name read as `enum`. Each keyword is a whole
// word: `export default typeof x` and `export default classNames` declare nothing.
// `export import A = B.C` (TypeScript) exports A.
const DECL = /export\s+(?:declare\s+)?(default\s+)?(?:async\s+)?(?:abstract\s+)?(function(?![\w$])\s*\*?|(?:class|const\s+enum|const|let|var|interface|type|enum|namespace|module|import)(?![\w$]))\s*([A-Za-z_$][\w$]*)?/y;
/** Minified code writes `export{a as b}` and `export*from"m"`. */
const EXPORT_LIST = /export\s*(type\s+)?\{([^}]*)\}/y;
/** `export * as name from` or, ES2022, `export * as 'any string' from` (group 2, masked: blanks between quotes); `export type *` (TypeScript 5). */
const EXPORT_STAR = /export\s*(?:type\s*)?\*\s*(?:as\s+([A-Za-z_$][\w$]*)\s+|as\s*('[^']*'|"[^"]*")\s*)?from\s*(?=["'])/y;
const EXPORT_DEFAULT = /export\s+default\b/y;
/**
 * Where `export =` or `module.exports =` assigns a value with a name: a named function or class
 * (group 1), or a dotted name that is the whole value (group 2; at a line end, the caller checks
 * that the next line does not carry the expression on). `true`, `this` or `new` name nothing.
 */
const VALUE_NAME = /(?:(?:function(?![\w$])\s*\*?|class(?![\w$]))\s*([A-Za-z_$][\w$]*)|(?!(?:true|false|null|undefined|this|new|typeof|void|await|async|function|class)(?![\w$]))([A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*)(?=[ \t]*(?:[;,:)}\n\r]|$)))?/.source;
/** `export = value` (TypeScript): VALUE_NAME's groups 1 and 2. */
const EXPORT_ASSIGN = new RegExp(`export\\s*=\\s*${VALUE_NAME}`, 'y');
/** At `exports`; `module.` before it is checked by hand. `=` not followed by `=`: minified chains (`exports.a=exports.b=void 0`) leave no space to consume. */
const CJS_MEMBER = /exports\.([A-Za-z_$][\w$]*)\s*=(?!=)/y;
/** `exports['name'] =` (Babel's `exports["default"]`), the string the whole key: its quote ends the match. */
const CJS_ELEMENT = /exports\s*\[\s*(?=(?:'[^'\n]*'|"[^"\n]*")\s*\]\s*=(?!=))/y;
/** `module.exports = value`: an object literal's `{` (group 1), or VALUE_NAME's groups as 2 and 3. */
const CJS_VALUE = new RegExp(`exports\\s*=(?!=)\\s*(?:(\\{)|${VALUE_NAME})`, 'y');
/** Before `exports` (or `module.exports`): the call that defines a property on it; its name follows as a string. */
const DEFINE_PROPERTY = /\bObject\s*\.\s*defineProperty\s*\(\s*$/;
/** Babel's and TypeScript's marker of a module compiled from ESM: not an export of the source. */
const ES_MODULE_MARKER = '__esModule';
// The clause before `from` holds no string, except a name in braces or after `* as` (ES2022:
// `export { 'a-b' as c } from`, `export * as 'ns' from`); a `{` only opens a group closed before `;`.
const IMPORT_FROM = /(?:import|export)\b(?:[^;'"`{]|\{[^;}]*\}|\bas\s*(?:'[^']*'|"[^"]*"))*?\bfrom\s*(?=["'])/y;
const IMPORT_BARE = /import\s*(?=["'])/y;
/** `import(` or `require(` before a quote or a backtick: the literal must be the whole first argument. */
const IMPORT_CALL = /(?:import|require)\s*\(\s*(?=["'`])/y;
/** What may follow a module name that is the whole first argument: the call's end or its options. */
const ARGUMENT_END = /^\s*[),]/;
const ROUTE = /(?:app|router|server|api|route|fastify)\s*\.\s*(get|post|put|patch|delete|head|options|all)\s*\(\s*(?=["'`])/iy;
const COMMAND = /\.\s*command\s*\(\s*(?=["'`])/g;
/** `eval(`, or `eval)(` closing a group such as the indirect eval `(0, eval)(code)` (group 1). */
const EVAL_CALL = /eval\s*(\)\s*)?\(/y;
/** Names of the global object: `window.eval(code)` is the global eval (indirect, run in global scope), not a method of some object. */
const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self', 'global']);
/** Words after which a `(` opens a group rather than a call's arguments: `return (0, eval)(x)`. */
const GROUP_AFTER_WORD = /(?:^|[^\w$.])(?:return|await|yield|void|typeof|throw|case|in|of|else|do|new|delete)$/;
const EXEC_CALL = /(exec|execSync)\s*\(\s*/y;
/**
 * `spawn('sh', ['-c', line])`: a program (group 2) and its first argument (group 3), as masked
 * text shows strings (quotes around blanks); the next argument, the command line, follows the match.
 */
const SPAWN_SHELL = /(spawn|spawnSync|execFile|execFileSync)\s*\(\s*("[^"\n]*"|'[^'\n]*')\s*,\s*\[\s*("[^"\n]*"|'[^'\n]*')\s*,\s*/y;
const SHELL_PROGRAM = /^(?:(?:\/usr)?\/bin\/)?(?:sh|bash|zsh|dash|ksh|cmd|cmd\.exe|powershell|pwsh)$/;
const SHELL_LINE_OPTION = new Set(['-c', '/c', '/C', '-Command']);
/** Calls whose options object starts a child process, known by name where the file imports no spawning module (it may call one through a module of its own). */
const SPAWNING_CALLS = new Set(['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork', 'execa', 'execaSync', 'execaCommand', 'execaCommandSync', 'crossSpawn']);
/** Modules that start child processes: a file importing one may reach them under any name, with options built anywhere. */
const SPAWNING_MODULES = new Set(['child_process', 'node:child_process', 'cross-spawn', 'execa']);
/** Before a name: what makes `name(` a function declaration rather than a call. */
const FUNCTION_KEYWORD = /\bfunction\s*\*?\s*$/;
/** Before `require(`/`import(`: the name the module is assigned to. */
const ASSIGNED_TO = /(?:^|[^\w$.])([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?$/;
/** An `import … from` that binds the module itself (namespace or default), not only named members. */
const BINDS_MODULE = /^import\s+(?:\*\s*as\s+([A-Za-z_$][\w$]*)|(?!type\b)([A-Za-z_$][\w$]*)\s*(?:,|from\b))/;
const REQUIRE_OPEN = /\brequire\s*\(\s*$/;
const CHILD_PROCESS = new Set(['child_process', 'node:child_process']);
/** Receivers that conventionally name the child_process module even where this file does not bind them. */
const CHILD_PROCESS_NAMES = ['child_process', 'childProcess', 'cp'];
const caseless = (w) => [...w].map((c) => `[${c}${c.toUpperCase()}]`).join('');
const ROUTE_OWNERS = ['app', 'router', 'server', 'api', 'route', 'fastify'];
/** Rare words only say whether their pattern is worth running at all. */
const RARE = ['eval', 'Function', 'execSync', 'exec', 'spawn', 'spawnSync', 'execFile', 'execFileSync', 'shell', 'rejectUnauthorized', 'NODE_TLS_REJECT_UNAUTHORIZED', 'listen', 'createServer', 'serve', 'command'];
const TRIGGERS = { words: ['exports', 'export', 'import', 'require', ...RARE, ...ROUTE_OWNERS.map(caseless)] };
/**
 * Matches of a sticky `re` at the given offsets, skipping offsets inside the previous match:
 * what `matchAll` over the whole text would find, when every match starts at one of them.
 */
function* matchesAt(re, text, offsets) {
    let end = 0;
    for (const at of offsets) {
        if (at < end)
            continue;
        re.lastIndex = at;
        const m = re.exec(text);
        if (m) {
            end = re.lastIndex;
            yield m;
        }
    }
}
/** Offset of the last non-blank character before `o`, or -1. */
function backOver(masked, o) {
    let i = o - 1;
    while (i >= 0 && (masked[i] === ' ' || masked[i] === '\t' || masked[i] === '\n' || masked[i] === '\r'))
        i--;
    return i;
}
/**
 * Whether `name(` at `nameAt` (its `(` at `open`) declares the function rather than calling it:
 * `function eval(`, or a method, whose parameter list is followed by its body or a return type
 * (`eval(x: number) {`, `exec(cmd): void;`). A call is followed by `:` only as a ternary
 * branch (`c ? exec(a) : b`) or a case label.
 */
function isDefinition(masked, nameAt, open) {
    if (FUNCTION_KEYWORD.test(masked.slice(Math.max(0, nameAt - 20), nameAt)))
        return true;
    let depth = 0;
    let i = open;
    for (const stop = Math.min(masked.length, open + 2000); i < stop; i++) {
        const c = masked[i];
        if (c === '(')
            depth++;
        else if (c === ')' && --depth === 0)
            break;
    }
    if (depth !== 0)
        return false;
    i++;
    while (i < masked.length && (masked[i] === ' ' || masked[i] === '\t' || masked[i] === '\n' || masked[i] === '\r'))
        i++;
    if (masked[i] === '{')
        return true;
    if (masked[i] !== ':')
        return false;
    const b = backOver(masked, nameAt);
    return masked[b] !== '?' && !masked.slice(Math.max(0, b - 3), b + 1).endsWith('case');
}
/**
 * A member of an object literal at its start: an optional `async`, `get`, `set` or `*`, then the
 * key (a name or a string; group 1) and what follows it (group 2): `:` for a value, `(` for a
 * method, `,` or `}` for a shorthand name. A spread, a computed or numeric key matches nothing.
 */
const MEMBER_KEY = /(?:(?:async|get|set)\s+(?=[\w$'"*]))?(?:\*\s*)?([A-Za-z_$][\w$]*|'[^']*'|"[^"]*")\s*([:(,}])/y;
/**
 * The keys of the object literal whose `{` is at `open` in masked text, a quoted one read back
 * by `quotedName`: `module.exports = { a, b: 1, c() {}, get d() {}, 'e-f': 2 }` exports a to
 * e-f. Keys of objects nested in the values are not the module's.
 */
function objectKeys(masked, open, quotedName) {
    const close = skipBalanced(masked, open) - 1;
    if (close < 0)
        return [];
    const out = [];
    for (let i = skipBlank(masked, open + 1); i < close;) {
        MEMBER_KEY.lastIndex = i;
        const m = MEMBER_KEY.exec(masked);
        if (m && m[1][0] !== '"' && m[1][0] !== "'")
            out.push(m[1]);
        else if (m && m[2] !== ',' && m[2] !== '}') {
            // A quoted key (never shorthand), the first string in the match.
            const value = quotedName(m);
            if (value !== null)
                out.push(value);
        }
        // On to the comma that ends the member, past brackets in its value.
        let depth = 0;
        for (; i < close; i++) {
            const c = masked[i];
            if (c === '(' || c === '[' || c === '{')
                depth++;
            else if (c === ')' || c === ']' || c === '}')
                depth--;
            else if (c === ',' && depth === 0)
                break;
        }
        i = skipBlank(masked, i + 1);
    }
    return out;
}
/**
 * One item of an `export { … }` list, in masked text: a name or (ES2022) a string literal,
 * optionally after `type` and before `as` and another; the exported name is the last one.
 */
const LIST_ITEM = /^\s*(?:type\s+)?([A-Za-z_$][\w$]*|'[^']*'|"[^"]*")(?:\s*\bas\b\s*([A-Za-z_$][\w$]*|'[^']*'|"[^"]*"))?\s*$/;
/**
 * The names an `export { … }` list exports, its braces at `open` and `close` in masked text:
 * `a`, `a as b`, `type T`, and module namespace names written as strings (`x as 'a-b'`,
 * `'a' as b`), a string read back as its value. An item that reads as neither names nothing.
 */
function listNames(masked, open, close, nameAt) {
    const out = [];
    // Commas inside a string are blanked in masked: every comma here separates items.
    for (let from = open + 1; from <= close;) {
        let to = masked.indexOf(',', from);
        if (to < 0 || to > close)
            to = close;
        const item = masked.slice(from, to);
        const m = LIST_ITEM.exec(item);
        const name = m?.[2] ?? m?.[1];
        if (name && name[0] !== '"' && name[0] !== "'")
            out.push(name);
        else if (name) {
            // The exported name ends the item: its quote is where the trimmed item ends, less its length.
            const value = nameAt(from + item.trimEnd().length - name.length);
            if (value !== null)
                out.push(value);
        }
        from = to + 1;
    }
    return out;
}
/**
 * The value of a JS string literal from its text between the quotes, escapes decoded; null for
 * what a module cannot hold (a legacy octal escape, a malformed one, a lone surrogate), so that
 * no name is listed that the source does not export.
 */
function stringValue(raw) {
    if (!raw.includes('\\'))
        return raw;
    let bad = false;
    const simple = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v' };
    const value = raw.replace(/\\(?:u\{([0-9A-Fa-f]+)\}|u([0-9A-Fa-f]{4})|x([0-9A-Fa-f]{2})|(\r\n|[\n\r\u2028\u2029])|0(?![0-9])|([^0-9xu])|[\s\S]?)/g, (all, cp, u, x, eol, c) => {
        const code = cp ?? u ?? x;
        if (code !== undefined) {
            const n = parseInt(code, 16);
            if (n > 0x10ffff)
                bad = true;
            return bad ? '' : String.fromCodePoint(n);
        }
        if (eol !== undefined)
            return '';
        if (all === '\\0')
            return '\0';
        if (c !== undefined)
            return simple[c] ?? c;
        bad = true;
        return '';
    });
    return bad || /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value) ? null : value;
}
const IDENT = /[A-Za-z_$][\w$]*/y;
/** After a binding: its type annotation (`a: T`, `a!: T`). */
const TYPE_FOLLOWS = /^[ \t]*!?[ \t]*:/;
/** After a declared name: what may follow it in a declarator (`!`, `:`, `=`, `,`, `;`, the end). */
const AFTER_BINDING = /!?[ \t]*(?:[:,;}\n\r]|=(?![=>])|$)/y;
/** A line ending in one of these continues on the next (`=`, `,`, an operator, `=>`). */
const CONTINUES_BEFORE = new Set([...',=+-*%&|^<>?:.!~(']);
/** A line starting with one of these continues the previous one. */
const CONTINUES_AFTER = new Set([...',.?:=+-*%&|^<>']);
function skipBlank(masked, i) {
    while (i < masked.length && (masked[i] === ' ' || masked[i] === '\t' || masked[i] === '\n' || masked[i] === '\r'))
        i++;
    return i;
}
/**
 * The names an `export const|let|var` statement declares, its first binding (a name, or an
 * object or array pattern) at `from`: `a, b = f(1, 2), { c, d: e }, [g]` gives a, b, c, e, g.
 * Reads masked text up to the statement's end (`;`, a closing bracket, or a line end the next
 * line does not continue); where it cannot tell, it stops, listing fewer names rather than
 * inventing one. `inString` says whether an offset is inside a string (a multi-line template).
 */
function declaredNames(masked, from, inString) {
    const out = [];
    let i = from;
    for (;;) {
        // One binding.
        if (masked[i] === '{' || masked[i] === '[') {
            const p = bindingPattern(masked, i, out);
            if (p < 0)
                return out;
            i = p;
        }
        else {
            IDENT.lastIndex = i;
            const m = IDENT.exec(masked);
            if (!m)
                return out;
            out.push(m[0]);
            i = IDENT.lastIndex;
        }
        // Its type and initializer, up to a comma that starts the next binding. In the type (from
        // `:` to `=`), `<` and `>` are brackets: `f: <T = unknown, U = any>() => U` declares f alone.
        let depth = 0;
        let inType = TYPE_FOLLOWS.test(masked.slice(i, i + 8));
        let angles = 0;
        for (;; i++) {
            if (i >= masked.length)
                return out;
            const c = masked[i];
            if (c === '(' || c === '[' || c === '{')
                depth++;
            else if (c === ')' || c === ']' || c === '}') {
                if (depth === 0)
                    return out;
                depth--;
            }
            else if (depth > 0)
                continue;
            else if (inType && c === '<')
                angles++;
            else if (inType && c === '>' && masked[i - 1] !== '=')
                angles = Math.max(0, angles - 1);
            else if (angles > 0)
                continue;
            else if (c === '=' && masked[i + 1] !== '>')
                inType = false;
            else if (c === ';')
                return out;
            else if (c === '\n') {
                const end = inString(i);
                if (end > i) {
                    i = end - 1;
                    continue;
                }
                const prev = backOver(masked, i);
                const next = skipBlank(masked, i);
                const pc = masked[prev];
                // `i++` and `i--` end a statement; other operators carry it on.
                const carries = CONTINUES_BEFORE.has(pc) && !((pc === '+' || pc === '-') && masked[prev - 1] === pc);
                if (!carries && !CONTINUES_AFTER.has(masked[next]))
                    return out;
                i = next - 1;
            }
            else if (c === ',') {
                // A comma also separates type arguments (`new Map<string, number>()`): only a binding
                // followed by what may follow one starts the next declarator.
                const next = skipBlank(masked, i + 1);
                if (masked[next] === '{' || masked[next] === '[') {
                    const names = [];
                    const end = bindingPattern(masked, next, names);
                    if (end >= 0 && /^\s*[:=]/.test(masked.slice(end, end + 40)))
                        break;
                    continue;
                }
                if (startsDeclarator(masked, next))
                    break;
            }
        }
        i = skipBlank(masked, i + 1);
    }
}
/**
 * Whether a declarator starts at `i`: a name followed by what may follow one. A run of names
 * and commas counts only if what ends it does (`B, C>` are type arguments, not declarators).
 */
function startsDeclarator(masked, i) {
    for (let k = 0; k < 50; k++) {
        IDENT.lastIndex = i;
        if (!IDENT.exec(masked))
            return false;
        AFTER_BINDING.lastIndex = skipSpaces(masked, IDENT.lastIndex);
        const m = AFTER_BINDING.exec(masked);
        if (!m)
            return false;
        const c = m[0][m[0].length - 1];
        if (c === ',') {
            i = skipBlank(masked, AFTER_BINDING.lastIndex);
            continue;
        }
        // A line end closes `let a, b` unless the next line opens a JSX tag (`Hi, there\n</p>`).
        if (c === '\n' || c === '\r')
            return masked[skipBlank(masked, AFTER_BINDING.lastIndex)] !== '<';
        return true;
    }
    return false;
}
function skipSpaces(masked, i) {
    while (masked[i] === ' ' || masked[i] === '\t')
        i++;
    return i;
}
/**
 * Reads the destructuring pattern whose `{` or `[` is at `open`, adding the names it binds to
 * `out`: where it ends, or -1 (and nothing added) if it does not read as one.
 */
function bindingPattern(masked, open, out) {
    const found = [];
    const end = pattern(masked, open, found);
    if (end >= 0)
        out.push(...found);
    return end;
}
function pattern(masked, open, out) {
    const close = masked[open] === '{' ? '}' : ']';
    let i = skipBlank(masked, open + 1);
    for (let guard = 0; guard < 10000; guard++) {
        if (masked[i] === close)
            return i + 1;
        if (close === ']' && masked[i] === ',') {
            i = skipBlank(masked, i + 1); // a hole
            continue;
        }
        const rest = masked.startsWith('...', i);
        if (rest)
            i = skipBlank(masked, i + 3);
        let target = i;
        if (close === '}' && !rest) {
            // The key: a name (shorthand if no `:` follows), a quoted or numeric key, or `[computed]`.
            const c = masked[i];
            let shorthand = false;
            if (c === '[')
                i = skipBalanced(masked, i);
            else if (c === '"' || c === "'")
                i = masked.indexOf(c, i + 1) + 1;
            else {
                const m = /[A-Za-z_$][\w$]*|\d[\w.]*/y;
                m.lastIndex = i;
                const k = m.exec(masked);
                if (!k)
                    return -1;
                shorthand = /^[A-Za-z_$]/.test(k[0]);
                i = m.lastIndex;
            }
            if (i <= 0)
                return -1;
            i = skipBlank(masked, i);
            if (masked[i] === ':')
                target = skipBlank(masked, i + 1);
            else if (!shorthand)
                return -1;
        }
        i = target;
        if (masked[i] === '{' || masked[i] === '[') {
            i = pattern(masked, i, out);
            if (i < 0)
                return -1;
        }
        else {
            IDENT.lastIndex = i;
            const m = IDENT.exec(masked);
            if (!m)
                return -1;
            out.push(m[0]);
            i = IDENT.lastIndex;
        }
        i = skipBlank(masked, i);
        if (masked[i] === '=' && masked[i + 1] !== '=') {
            // A default: up to the next comma or the pattern's close, brackets balanced.
            let depth = 0;
            for (i++; i < masked.length; i++) {
                const c = masked[i];
                if (c === '(' || c === '[' || c === '{')
                    depth++;
                else if (c === ')' || c === ']' || c === '}') {
                    if (depth === 0)
                        break;
                    depth--;
                }
                else if (c === ',' && depth === 0)
                    break;
                else if (c === ';' && depth === 0)
                    return -1;
            }
        }
        if (masked[i] === ',')
            i = skipBlank(masked, i + 1);
        else if (masked[i] !== close)
            return -1;
    }
    return -1;
}
/** Past the bracket group opening at `open`, or -1 when it does not close. */
function skipBalanced(masked, open) {
    let depth = 0;
    for (let i = open; i < masked.length; i++) {
        const c = masked[i];
        if (c === '(' || c === '[' || c === '{')
            depth++;
        else if ((c === ')' || c === ']' || c === '}') && --depth === 0)
            return i + 1;
    }
    return -1;
}
/** What the block a `{` opens makes of the exports in it, from the code before the brace. */
const NAMESPACE_OPEN = /(?:^|[^\w$.])(?:namespace|module)\s+([A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*)\s*$/;
const AMBIENT_MODULE_OPEN = /(?:^|[^\w$.])module\s*(?:'[^'\n]*'|"[^"\n]*")\s*$/;
/**
 * The prefix a block gives the exports in it, from the code before its `{` at `brace`: '' for an
 * ambient module (`declare module 'fs' { export … }` lists the file's own), `N.` for
 * `namespace N { … }` (its members are N's, not the module's), null for any other block
 * (`declare global`, or code the lexer could not follow), whose exports are no module's.
 */
function namespacePrefix(masked, brace) {
    const head = masked.slice(Math.max(0, brace - 200), brace);
    const ns = NAMESPACE_OPEN.exec(head);
    return ns ? `${ns[1].replace(/\s+/g, '')}.` : AMBIENT_MODULE_OPEN.test(head) ? '' : null;
}
/**
 * Whether the `shell: true` at `o` is in the options of a child process. In a file that imports
 * a spawning module (`spawns`), any object counts: the call it reaches may go by another name
 * (`import { spawn as run }`, `spawn.sync` of cross-spawn, `execa.sync`), or the object through a
 * helper or a variable (`Object.assign({}, o, { shell: true })`, `const opts = {…}`). Elsewhere
 * only an object passed straight to a spawning call counts (`spawn(cmd, args, { shell: true })`),
 * not one passed to any other (`every(SHELLS, { shell: true })`).
 */
function startsChildProcess(masked, o, spawns) {
    const object = unmatchedOpen(masked, o, '{');
    if (object < 0)
        return false;
    if (spawns)
        return true;
    const b = backOver(masked, object);
    if (masked[b] !== '(' && masked[b] !== ',')
        return false;
    const call = unmatchedOpen(masked, object, '(');
    if (call < 0)
        return false;
    const end = backOver(masked, call) + 1;
    let start = end;
    while (start > 0 && /[\w$]/.test(masked[start - 1]))
        start--;
    return SPAWNING_CALLS.has(masked.slice(start, end));
}
/** The offset of the `open` bracket (`{` or `(`) enclosing `o`, brackets between balanced; -1 if none within reach. */
function unmatchedOpen(masked, o, open) {
    let depth = 0;
    for (let i = o - 1, stop = Math.max(0, o - 4000); i >= stop; i--) {
        const c = masked[i];
        if (c === ')' || c === ']' || c === '}')
            depth++;
        else if (c === '(' || c === '[' || c === '{') {
            if (depth === 0)
                return c === open ? i : -1;
            depth--;
        }
    }
    return -1;
}
/** TypeScript and JavaScript (ESM and CommonJS). */
const jsAnalyzer = {
    meta: { id: 'js', language: 'TypeScript/JavaScript', extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'] },
    analyze(text) {
        const { masked, strings, triggers } = lex(text, 'js', TRIGGERS);
        // Line numbers are needed only for the rare indicator; the index is built on first use.
        let lines;
        const at = (offset) => stringAt(strings, offset);
        /** The value of the string literal whose quote is at `o`, escapes decoded; null if none starts there or it holds no name. */
        const nameAt = (o) => {
            const s = at(o);
            return s && s.start === o ? stringValue(s.value) : null;
        };
        /** The name a match holds as its first string literal (`export * as 'a-b' from`, a quoted key). */
        const quotedName = (m) => nameAt(m.index + m[0].search(/["']/));
        /** `import(`, `require(`, and exports members must not follow a word character, `$` or `.`. */
        const free = (o) => o === 0 || !/[\w$.]/.test(masked[o - 1]);
        const exportAt = [];
        const importAt = [];
        const exportsAt = [];
        const callAt = [];
        const routeAt = [];
        const evalAt = [];
        const execAt = [];
        const spawnAt = [];
        const rare = new Set();
        for (const { at: o, word } of triggers) {
            if (word === 'export') {
                // `export` must start a word for the export patterns, and not be a property
                // (`obj.export = …`); `$export` still counts for `from`.
                importAt.push(o);
                if (o === 0 || (masked[o - 1] !== '$' && masked[o - 1] !== '.'))
                    exportAt.push(o);
            }
            else if (word === 'import') {
                importAt.push(o);
                if (free(o))
                    callAt.push(o);
            }
            else if (word === 'require') {
                if (free(o))
                    callAt.push(o);
            }
            else if (word === 'exports')
                exportsAt.push(o);
            else if (RARE.includes(word)) {
                rare.add(word);
                if (word === 'eval')
                    evalAt.push(o);
                else if (word === 'exec' || word === 'execSync')
                    execAt.push(o);
                else if (word === 'spawn' || word === 'spawnSync' || word === 'execFile' || word === 'execFileSync')
                    spawnAt.push(o);
            }
            else
                routeAt.push(o);
        }
        const exports = [];
        /** Where the string around offset `o` ends, or `o` when `o` is code. */
        const inString = (o) => {
            const s = at(o);
            return s && s.start <= o && o < s.end ? s.end : o;
        };
        // Exports that all start a line are placed in their blocks too: a namespace's body need not
        // be indented. The walk that places them also measures the nesting, which braceDepth walked
        // the braces for on its own: still one walk per file.
        const nesting = { max: 0 };
        const scopeAt = blockScopes(masked, exportAt, (brace) => namespacePrefix(masked, brace), nesting);
        /** Adds names exported by the statement at `o`, under its namespace; none outside a module's scope. */
        const exported = (o, ...names) => {
            const prefix = scopeAt.get(o);
            if (prefix === '')
                exports.push(...names);
            else if (prefix)
                for (const n of names)
                    exports.push(prefix + n);
        };
        for (const m of matchesAt(DECL, masked, exportAt)) {
            if (!m[1] && (m[2] === 'const' || m[2] === 'let' || m[2] === 'var')) {
                exported(m.index, ...declaredNames(masked, m.index + m[0].length - (m[3]?.length ?? 0), inString));
            }
            else if (m[3])
                exported(m.index, m[1] ? `default (${m[3]})` : m[3]);
            else if (m[1])
                exported(m.index, 'default');
        }
        for (const m of matchesAt(EXPORT_LIST, masked, exportAt))
            exported(m.index, ...listNames(masked, m.index + m[0].length - m[2].length - 2, m.index + m[0].length - 1, nameAt));
        for (const m of matchesAt(EXPORT_STAR, masked, exportAt)) {
            if (m[2]) {
                // `export * as 'name' from`.
                const value = quotedName(m);
                if (value !== null)
                    exported(m.index, value);
                continue;
            }
            const s = at(m.index + m[0].length);
            exported(m.index, m[1] ? m[1] : `* from ${s?.value ?? '?'}`);
        }
        const defaultExport = matchesAt(EXPORT_DEFAULT, masked, exportAt).next();
        if (!defaultExport.done && !exports.some((e) => e === 'default' || e.startsWith('default (')))
            exported(defaultExport.value.index, 'default');
        /** The name of the value `export =` or `module.exports =` assigns, or null: of `a\n  ? b : c`, none. */
        const valueName = (fn, dotted, end) => {
            if (fn)
                return fn;
            if (!dotted)
                return null;
            const after = skipSpaces(masked, end);
            if (masked[after] !== '\n' && masked[after] !== '\r')
                return dotted.replace(/\s+/g, '');
            const next = masked[skipBlank(masked, after)];
            return next !== undefined && (CONTINUES_AFTER.has(next) || next === '(' || next === '[' || next === '`') ? null : dotted.replace(/\s+/g, '');
        };
        for (const m of matchesAt(EXPORT_ASSIGN, masked, exportAt)) {
            const name = valueName(m[1], m[2], m.index + m[0].length);
            exported(m.index, name ? `= ${name}` : 'export =');
        }
        // `module.exports` counts where `module` is free; bare `exports` where it is.
        const moduleAt = (o) => o >= 7 && masked.startsWith('module.', o - 7) && free(o - 7);
        const memberAt = exportsAt.filter((o) => (o >= 7 && masked.startsWith('module.', o - 7) ? free(o - 7) : free(o)));
        const assignAt = exportsAt.filter(moduleAt);
        // `exports.a =`, `exports['a'] =`, `Object.defineProperty(exports, 'a', …)`, in source order.
        for (let k = 0, end = 0; k < memberAt.length; k++) {
            const o = memberAt[k];
            if (o < end)
                continue;
            let name = null;
            CJS_MEMBER.lastIndex = o;
            CJS_ELEMENT.lastIndex = o;
            const member = CJS_MEMBER.exec(masked);
            const element = member ? null : CJS_ELEMENT.exec(masked);
            if (member) {
                name = member[1];
                end = CJS_MEMBER.lastIndex;
            }
            else if (element) {
                name = nameAt(CJS_ELEMENT.lastIndex);
                end = CJS_ELEMENT.lastIndex;
            }
            else {
                const start = moduleAt(o) ? o - 7 : o;
                const comma = /^\s*,\s*/.exec(masked.slice(o + 7, o + 40));
                if (comma && DEFINE_PROPERTY.test(masked.slice(Math.max(0, start - 40), start)))
                    name = nameAt(o + 7 + comma[0].length);
            }
            if (name !== null && name !== ES_MODULE_MARKER)
                exports.push(name);
        }
        for (const m of matchesAt(CJS_VALUE, masked, assignAt)) {
            if (m[1])
                exports.push(...objectKeys(masked, m.index + m[0].length - 1, quotedName).filter((k) => k !== ES_MODULE_MARKER));
            else {
                const name = valueName(m[2], m[3], m.index + m[0].length);
                exports.push(name ? `module.exports = ${name}` : 'module.exports');
            }
        }
        const imports = [];
        /** Names this file binds to the child_process module, for telling its exec() from RegExp#exec. */
        const childProcess = new Set(CHILD_PROCESS_NAMES);
        for (const [re, offsets] of [[IMPORT_FROM, importAt], [IMPORT_BARE, importAt.filter((o) => masked.startsWith('import', o))], [IMPORT_CALL, callAt]]) {
            for (const m of matchesAt(re, masked, offsets)) {
                const s = at(m.index + m[0].length);
                if (!s || s.start !== m.index + m[0].length)
                    continue;
                // `require('u' + 'rl')` and `import(`./m/${x}`)` name no module the code shows.
                if (re === IMPORT_CALL && (s.interpolated || !ARGUMENT_END.test(masked.slice(s.end, s.end + 20))))
                    continue;
                imports.push(s.value);
                if (!CHILD_PROCESS.has(s.value) || re === IMPORT_BARE)
                    continue;
                const bound = re === IMPORT_FROM ? BINDS_MODULE.exec(m[0]) : ASSIGNED_TO.exec(masked.slice(Math.max(0, m.index - 80), m.index));
                const name = bound?.[1] ?? bound?.[2];
                if (name)
                    childProcess.add(name);
            }
        }
        /** Whether `.exec(` at the dot `dot` is called on the child_process module. */
        const onChildProcess = (dot) => {
            let r = backOver(masked, dot);
            if (masked[r] === '?')
                r = backOver(masked, r);
            if (masked[r] === ')') {
                // `require('child_process').exec(`
                const s = at(backOver(masked, r));
                return s !== undefined && s.end === backOver(masked, r) + 1 && CHILD_PROCESS.has(s.value) && REQUIRE_OPEN.test(masked.slice(Math.max(0, s.start - 20), s.start));
            }
            let b = r;
            while (b >= 0 && /[\w$]/.test(masked[b]))
                b--;
            return childProcess.has(masked.slice(b + 1, r + 1));
        };
        const security = [];
        const line = (o) => (lines ??= new text_position/* LineIndex */.r(text)).line(o);
        /** Whether the argument at `o` is a string built by interpolation or concatenation (`\`ls ${d}\``, `'ls ' + d`, `cmd + d`). */
        const interpolatedAt = (o) => {
            const s = at(o);
            const rest = masked.slice(o, o + 400);
            return (s !== undefined && s.start === o && (s.interpolated || /^["'][^"']*["']\s*\+/.test(rest))) || /^[A-Za-z_$][\w$.]*\s*\+/.test(rest);
        };
        /**
         * Offset of the last non-blank character before `eval` at `o` and its receiver (-1 at the
         * text's start), or undefined when it is a method of an object other than the global one
         * (`obj.eval(`, `a.window.eval(`).
         */
        const beforeEval = (o) => {
            const b = backOver(masked, o);
            if (masked[b] !== '.')
                return b;
            let r = backOver(masked, b);
            if (masked[r] === '?')
                r = backOver(masked, r);
            let w = r;
            while (w >= 0 && /[\w$]/.test(masked[w]))
                w--;
            if (!GLOBAL_OBJECTS.has(masked.slice(w + 1, r + 1)))
                return undefined;
            const before = backOver(masked, w + 1);
            return masked[before] === '.' ? undefined : before;
        };
        /** Whether `(… eval)` ending before `b` is a parenthesised expression (`(0, eval)`), not a call's arguments (`wrap(0, eval)`). */
        const groupsEval = (b) => {
            if (masked[b] !== ',' && masked[b] !== '(')
                return false;
            let depth = 0;
            for (let i = b, stop = Math.max(0, b - 200); i >= stop; i--) {
                const c = masked[i];
                if (c === ')' || c === ']' || c === '}')
                    depth++;
                else if ((c === '(' || c === '[' || c === '{') && --depth < 0) {
                    if (c !== '(')
                        return false;
                    const p = backOver(masked, i);
                    return p < 0 || !/[\w$)\]]/.test(masked[p]) || GROUP_AFTER_WORD.test(masked.slice(Math.max(0, p - 7), p + 1));
                }
            }
            return false;
        };
        for (const m of matchesAt(EVAL_CALL, masked, evalAt)) {
            if (m.index > 0 && masked[m.index - 1] === '$')
                continue;
            const b = beforeEval(m.index);
            if (b === undefined)
                continue;
            if (m[1] ? !groupsEval(b) : isDefinition(masked, m.index, m.index + m[0].length - 1))
                continue;
            security.push(`eval() at line ${line(m.index)}`);
        }
        if (rare.has('Function'))
            for (const m of masked.matchAll(/\bnew\s+Function\s*\(/g))
                security.push(`new Function() at line ${line(m.index)}`);
        for (const m of matchesAt(EXEC_CALL, masked, execAt)) {
            // RegExp#exec takes a string too; only child_process's exec() and execSync() reach a shell.
            const b = backOver(masked, m.index);
            if (masked[b] === '.' ? m[1] === 'exec' && !onChildProcess(b) : (m.index > 0 && masked[m.index - 1] === '$') || isDefinition(masked, m.index, m.index + m[0].indexOf('(')))
                continue;
            if (interpolatedAt(m.index + m[0].length))
                security.push(`shell command built from an interpolated string passed to ${m[1]}() at line ${line(m.index)}`);
        }
        for (const m of matchesAt(SPAWN_SHELL, masked, spawnAt)) {
            if ((m.index > 0 && masked[m.index - 1] === '$') || isDefinition(masked, m.index, m.index + m[0].indexOf('(')))
                continue;
            const program = at(m.index + m[0].indexOf(m[2]));
            const option = at(m.index + m[0].lastIndexOf(m[3]));
            if (program && SHELL_PROGRAM.test(program.value) && option && SHELL_LINE_OPTION.has(option.value) && interpolatedAt(m.index + m[0].length)) {
                security.push(`shell command built from an interpolated string passed to ${m[1]}() at line ${line(m.index)}`);
            }
        }
        if (rare.has('shell')) {
            const spawns = imports.some((i) => SPAWNING_MODULES.has(i));
            for (const m of masked.matchAll(/\bshell\s*:\s*true\b/g))
                if (startsChildProcess(masked, m.index, spawns))
                    security.push(`child process spawned with shell: true at line ${line(m.index)}`);
        }
        for (const s of strings) {
            if (!isSqlText(s.value))
                continue;
            const after = masked.slice(s.end, s.end + 40);
            const beforeS = masked.slice(Math.max(0, s.start - 40), s.start);
            if (s.interpolated || /^\s*\+/.test(after) || /\+\s*$/.test(beforeS))
                security.push(`SQL text built by concatenation or interpolation at line ${line(s.start)}`);
        }
        if (rare.has('rejectUnauthorized'))
            for (const m of masked.matchAll(/\brejectUnauthorized\s*:\s*false\b/g))
                security.push(`TLS certificate check disabled (rejectUnauthorized: false) at line ${line(m.index)}`);
        const tlsOff = (o) => {
            const rest = masked.slice(o, o + 20);
            const eq = /^\s*=\s*/.exec(rest);
            if (!eq)
                return false;
            const v = at(o + eq[0].length);
            return rest.slice(eq[0].length).startsWith('0') || (v !== undefined && v.start === o + eq[0].length && v.value === '0');
        };
        if (rare.has('NODE_TLS_REJECT_UNAUTHORIZED'))
            for (const m of masked.matchAll(/\bNODE_TLS_REJECT_UNAUTHORIZED\b/g))
                if (tlsOff(m.index + m[0].length))
                    security.push(`TLS certificate check disabled (NODE_TLS_REJECT_UNAUTHORIZED=0) at line ${line(m.index)}`);
        for (const s of strings) {
            if (s.value !== 'NODE_TLS_REJECT_UNAUTHORIZED')
                continue;
            const close = /^\s*\]/.exec(masked.slice(s.end, s.end + 10));
            if (close && tlsOff(s.end + close[0].length))
                security.push(`TLS certificate check disabled (NODE_TLS_REJECT_UNAUTHORIZED=0) at line ${line(s.start)}`);
        }
        const routes = [];
        for (const m of matchesAt(ROUTE, masked, routeAt)) {
            const s = at(m.index + m[0].length);
            if (s && s.start === m.index + m[0].length)
                routes.push(`${m[1].toUpperCase()} ${s.value}`);
        }
        const commands = [];
        if (rare.has('command'))
            for (const m of masked.matchAll(COMMAND)) {
                const s = at(m.index + m[0].length);
                if (s && s.start === m.index + m[0].length)
                    commands.push(s.value.split(/\s/)[0]);
            }
        const lead = /^(?:#![^\n]*\n)?\s*(\/\*\*[\s\S]*?\*\/|(?:\/\/[^\n]*\n\s*)+)/.exec(text);
        return fileFacts({
            language: 'TypeScript/JavaScript',
            exports,
            imports,
            lines: lineCount(text),
            maxNesting: nesting.max,
            security,
            routes,
            commands,
            doc: lead && !/^\/\*\*?\s*(@license|@preserve|copyright)/i.test(lead[1].trim()) && !/eslint|prettier|@ts-/.test(lead[1].slice(0, 40)) ? firstSentence(lead[1]) : null,
            hasMain: /^#!.*\bnode\b/.test(text),
            listens: (rare.has('listen') || rare.has('createServer') || rare.has('serve')) && /\.\s*listen\s*\(|\bcreateServer\s*\(|\bBun\.serve\s*\(|\bDeno\.serve\s*\(/.test(masked),
        });
    },
};

;// CONCATENATED MODULE: ./src/snapshot/analyze/python.ts


const DEF_BEFORE = /\bdef\s+$/;
/** An import statement's body: `from` with its relative dots (group 1) and module (group 2), or `import` with its list (group 3). */
const IMPORT_STATEMENT = /[ \t]*(?:from(?=[ \t.])[ \t]*((?:\.[ \t]*)*)([A-Za-z_]\w*(?:[ \t]*\.[ \t]*[A-Za-z_]\w*)*(?!\w))?[ \t]*import\b|import\s+([^\n#;]+))/y;
/** Before a name (`ssl.` included): a comparison operator. */
const COMPARED_BEFORE = /(?:[=!]=|\bis(?:\s+not)?|\bin)\s*(?:ssl\s*\.\s*)?$/;
/** A module constant's name. */
const CONSTANT = /^[A-Z][A-Z0-9_]*$/;
/**
 * At a statement's start: a target list and its `=` (not `==`): `A = …`, `A, b = …`,
 * `[A, B] = …`, `(A,\n B) = …` (brackets may span lines), `A: int = …` (group 1, the names).
 * Chained, it matches again after the `=`.
 */
const TARGETS_SOURCE = /((?:[([]\s*[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s*,?\s*[)\]])|[A-Za-z_]\w*(?:[ \t]*,[ \t]*[A-Za-z_]\w*)*[ \t]*,?)[ \t]*(?::[^=\n;]*)?=(?!=)/.source;
const TARGETS = new RegExp(`[ \\t]*${TARGETS_SOURCE}`, 'y');
/** An assignment starting a line: the only lines that may bind a module constant. */
const ASSIGNMENT_AT_LINE_START = new RegExp(`^(?=${TARGETS_SOURCE})`, 'gm');
const BRACKET = /[()[\]{}]/g;
/** Python: top-level definitions (or `__all__`), imports, indentation depth, indicators. */
const pythonAnalyzer = {
    meta: { id: 'python', language: 'Python', extensions: ['.py', '.pyi'] },
    analyze(text) {
        const { masked, code, strings } = lex(text, 'python');
        const lines = new text_position/* LineIndex */.r(text);
        const line = (o) => lines.line(o);
        const exports = [];
        const all = allNames(masked, strings);
        if (all)
            exports.push(...all);
        else {
            for (const m of masked.matchAll(/^(?:async\s+def|def|class)\s+([A-Za-z_]\w*)/gm))
                if (!m[1].startsWith('_'))
                    exports.push(m[1]);
            exports.push(...moduleConstants(masked));
        }
        const imports = [];
        // `from` takes its module as the tokens run (`from .. mod import b` is `..mod`, as is
        // `from ..mod import b`; `from .import b` is `.`), spaces dropped.
        // Every import statement holds the word `import`: found by indexOf (far faster than a
        // regex anchored at every line start), its statement read from the start of its line, or
        // from the `;` or colon before it on the line (`if not re: import re`).
        for (let k = masked.indexOf('import'), done = 0; k !== -1; k = masked.indexOf('import', Math.max(k + 6, done))) {
            const lineStart = masked.lastIndexOf('\n', k) + 1;
            let start = k;
            while (start > lineStart && masked[start - 1] !== ';' && masked[start - 1] !== ':')
                start--;
            IMPORT_STATEMENT.lastIndex = start;
            const m = IMPORT_STATEMENT.exec(masked);
            if (!m || IMPORT_STATEMENT.lastIndex <= k)
                continue;
            done = IMPORT_STATEMENT.lastIndex;
            if (m[3] === undefined) {
                const mod = `${m[1]}${m[2] ?? ''}`.replace(/[ \t]+/g, '');
                if (mod)
                    imports.push(mod);
            }
            else
                for (const part of m[3].split(',')) {
                    const mod = part.trim().split(/\s+/)[0];
                    if (/^[\w.]+$/.test(mod))
                        imports.push(mod);
                }
        }
        const security = [];
        for (const m of masked.matchAll(/(?:^|[^\w.])(eval|exec)\s*\(/gm)) {
            const at = m.index + m[0].indexOf(m[1]);
            // `def exec(self, q):` defines a method of that name; it runs nothing.
            if (!DEF_BEFORE.test(masked.slice(Math.max(0, at - 40), at)))
                security.push(`${m[1]}() at line ${line(at)}`);
        }
        for (const m of masked.matchAll(/\bos\.(system|popen)\s*\(/g))
            security.push(`os.${m[1]}() runs a shell command at line ${line(m.index)}`);
        for (const m of masked.matchAll(/\bsubprocess\.(run|call|Popen|check_output|check_call|getoutput|getstatusoutput)\s*\(/g)) {
            const args = callArgs(masked, m.index + m[0].length);
            if (m[1].startsWith('get') || /\bshell\s*=\s*True\b/.test(args))
                security.push(`subprocess.${m[1]}() with a shell at line ${line(m.index)}`);
        }
        for (const s of strings) {
            if (!isSqlText(s.value))
                continue;
            const after = masked.slice(s.end, s.end + 40);
            if (s.interpolated || /^\s*(\+|%|\.format\s*\()/.test(after))
                security.push(`SQL text built by formatting or concatenation at line ${line(s.start)}`);
        }
        for (const m of masked.matchAll(/\bverify\s*=\s*False\b/g))
            security.push(`TLS certificate check disabled (verify=False) at line ${line(m.index)}`);
        for (const m of masked.matchAll(/\bssl\._create_unverified_context\b|\bCERT_NONE\b|\bcheck_hostname\s*=\s*False\b/g)) {
            // `mode != ssl.CERT_NONE` checks for it; only an assignment or an argument sets it.
            if (m[0] === 'CERT_NONE' && (COMPARED_BEFORE.test(masked.slice(Math.max(0, m.index - 30), m.index)) || /^\s*[=!]=/.test(masked.slice(m.index + 9, m.index + 15))))
                continue;
            security.push(`TLS verification disabled (${m[0].replace(/\s+/g, '')}) at line ${line(m.index)}`);
        }
        for (const m of masked.matchAll(/\bpickle\.loads?\s*\(/g))
            security.push(`pickle deserialization at line ${line(m.index)}`);
        const routes = [];
        for (const m of masked.matchAll(/@\s*[\w.]+\.(route|get|post|put|patch|delete)\s*\(\s*(?=[rbfu]*["'])/gi)) {
            const s = strings.find((x) => x.start >= m.index + m[0].length - 2 && x.start <= m.index + m[0].length + 2);
            if (s)
                routes.push(`${m[1].toLowerCase() === 'route' ? 'ROUTE' : m[1].toUpperCase()} ${s.value}`);
        }
        const commands = [];
        for (const m of masked.matchAll(/\.add_parser\s*\(\s*(?=["'])/g)) {
            const s = strings.find((x) => x.start === m.index + m[0].length);
            if (s)
                commands.push(s.value);
        }
        let maxNesting = 0;
        let unit = 0;
        for (const l of masked.split('\n')) {
            const m = /^( +|\t+)\S/.exec(l);
            if (!m)
                continue;
            const w = m[1][0] === '\t' ? m[1].length * 4 : m[1].length;
            if (!unit)
                unit = w;
            maxNesting = Math.max(maxNesting, Math.floor(w / unit));
        }
        const docString = strings.length && /^\s*$/.test(masked.slice(0, strings[0].start).replace(/^#![^\n]*/, '')) ? strings[0].value : null;
        return fileFacts({
            language: 'Python',
            exports,
            imports,
            lines: lineCount(text),
            maxNesting,
            security,
            routes,
            commands,
            doc: docString ? firstSentence(docString) : null,
            hasMain: /^if\s+__name__\s*==\s*["']__main__["']\s*:/m.test(code),
            listens: /\b(app\.run|uvicorn\.run|serve_forever|web\.run_app)\s*\(/.test(masked),
        });
    },
};
/**
 * CONSTANT names bound at module level: by statements at a line's start (or after `;` on such a
 * line) whose targets are names: `A = 1`, `A = B = 1`, `A, B = f()`, `MC_A=0; MC_B=1`. A line
 * inside brackets continues an expression (a keyword argument `NAME=1,` binds nothing).
 */
function moduleConstants(masked) {
    const out = [];
    let depth = 0;
    let counted = 0;
    for (const m of masked.matchAll(ASSIGNMENT_AT_LINE_START)) {
        // Brackets open at the line's start, counted on from where the last count stopped.
        for (BRACKET.lastIndex = counted;; counted = BRACKET.lastIndex) {
            const b = BRACKET.exec(masked);
            if (!b || b.index >= m.index)
                break;
            depth = b[0] === '(' || b[0] === '[' || b[0] === '{' ? depth + 1 : Math.max(0, depth - 1);
        }
        if (depth > 0)
            continue;
        let at = m.index;
        for (;;) {
            // Each `=` of a chain (`A = B = 1`); a bracketed target list may end on a later line.
            for (;;) {
                TARGETS.lastIndex = at;
                const t = TARGETS.exec(masked);
                if (!t)
                    break;
                for (const name of t[1].split(/[\s,()[\]]+/))
                    if (CONSTANT.test(name))
                        out.push(name);
                at = TARGETS.lastIndex;
            }
            // The next statement on the line, after a `;` outside brackets.
            let d = 0;
            for (; at < masked.length && masked[at] !== '\n'; at++) {
                const c = masked[at];
                if (c === '(' || c === '[' || c === '{')
                    d++;
                else if (c === ')' || c === ']' || c === '}')
                    d--;
                else if (c === ';' && d === 0)
                    break;
            }
            if (masked[at] !== ';')
                break;
            at++;
        }
    }
    return out;
}
/** `__all__ =` (annotated or not), `__all__ +=`, `__all__.extend(` or `__all__.append(`, at a line's start. */
const ALL_STATEMENT = /__all__[ \t]*(?:(?::[^=\n]*)?=(?!=)|\+=|\.[ \t]*(extend|append)[ \t]*\()\s*/y;
/**
 * The names `__all__` lists, from its assignments, `+=`, `.extend([…])` and `.append('…')`
 * whose values are literal lists (or tuples) of plain strings; null when there is none.
 */
function allNames(masked, strings) {
    let names = null;
    for (let at = masked.indexOf('__all__'); at !== -1; at = masked.indexOf('__all__', at + 7)) {
        let b = at - 1;
        while (b >= 0 && (masked[b] === ' ' || masked[b] === '\t'))
            b--;
        if (b >= 0 && masked[b] !== '\n')
            continue;
        ALL_STATEMENT.lastIndex = at;
        const m = ALL_STATEMENT.exec(masked);
        if (!m)
            continue;
        // Inside `(` of a call, the argument may follow on a later line (joined by a backslash or not).
        const from = m[1] ? skipBlankAndContinuations(masked, ALL_STATEMENT.lastIndex) : ALL_STATEMENT.lastIndex;
        let found;
        if (m[1] === 'append') {
            const s = plainString(strings, from);
            found = s && masked[skipBlankAndContinuations(masked, s.end)] === ')' ? [s.value] : null;
        }
        else if (m[1] === 'extend') {
            const list = stringList(masked, strings, from);
            found = list && masked[skipBlankAndContinuations(masked, list.end)] === ')' ? list.values : null;
        }
        else
            found = bareTuple(masked, strings, python_skipSpaces(masked, from)) ?? sumOfLists(masked, strings, from);
        if (found)
            (names ??= []).push(...found);
    }
    return names;
}
/** Past blanks, newlines and backslash line continuations from `i`. */
function skipBlankAndContinuations(masked, i) {
    for (;;) {
        while (i < masked.length && (masked[i] === ' ' || masked[i] === '\t' || masked[i] === '\n' || masked[i] === '\r'))
            i++;
        const joined = lineJoin(masked, i);
        if (joined === i)
            return i;
        i = joined;
    }
}
/** Past spaces, tabs and backslash line continuations (`\` ending a line) from `i`: what stays on the logical line. */
function python_skipSpaces(masked, i) {
    for (;;) {
        while (masked[i] === ' ' || masked[i] === '\t')
            i++;
        const joined = lineJoin(masked, i);
        if (joined === i)
            return i;
        i = joined;
    }
}
/** Past a backslash that ends a line (joining the next line to it) at `i`; else `i`. */
function lineJoin(masked, i) {
    if (masked[i] !== '\\')
        return i;
    if (masked[i + 1] === '\n')
        return i + 2;
    return masked[i + 1] === '\r' ? (masked[i + 2] === '\n' ? i + 3 : i + 2) : i;
}
/**
 * The values of the string lists among the operands of `a + b + …` starting at `from`, to the
 * end of the logical line (brackets may span lines, as may a backslash ending one):
 * `[x for x in y] + ['a']` gives a. Null when no operand is such a list.
 */
function sumOfLists(masked, strings, from) {
    let values = null;
    for (let i = python_skipSpaces(masked, from), guard = 0; guard < 1000; guard++) {
        const list = stringList(masked, strings, i);
        if (list) {
            (values ??= []).push(...list.values);
            i = list.end;
        }
        // The rest of the operand, to a `+` or the line's end outside brackets.
        let depth = 0;
        for (; i < masked.length; i++) {
            const c = masked[i];
            if (c === '(' || c === '[' || c === '{')
                depth++;
            else if (c === ')' || c === ']' || c === '}') {
                if (--depth < 0)
                    return values;
            }
            else if (depth === 0 && c === '\\') {
                // A backslash ending a line carries the statement on to the next.
                const joined = lineJoin(masked, i);
                if (joined > i)
                    i = joined - 1;
            }
            else if (depth === 0 && (c === '+' || c === '\n' || c === ';'))
                break;
        }
        if (masked[i] !== '+')
            return values;
        i = python_skipSpaces(masked, i + 1);
    }
    return values;
}
/**
 * The values of a tuple of plain strings written without brackets, from `from` to the end of the
 * logical line: `__all__ = 'a', 'b'`. Null unless it is one (a single string has no comma).
 */
function bareTuple(masked, strings, from) {
    const values = [];
    let comma = false;
    for (let i = from;;) {
        const s = plainString(strings, i);
        if (!s)
            return null;
        values.push(s.value);
        i = python_skipSpaces(masked, s.end);
        if (masked[i] !== ',')
            return comma && (i >= masked.length || masked[i] === '\n' || masked[i] === '\r' || masked[i] === ';') ? values : null;
        comma = true;
        i = python_skipSpaces(masked, i + 1);
        if (i >= masked.length || masked[i] === '\n' || masked[i] === '\r' || masked[i] === ';')
            return values;
    }
}
/** The plain string literal (no f or b prefix) whose prefix or quote is at `o`. */
function plainString(strings, o) {
    const s = stringAt(strings, o);
    return s && s.start - s.prefix.length === o && !/[fb]/.test(s.prefix) ? s : null;
}
/** The values of a list or tuple of plain string literals whose bracket is at `open`, and its end. */
function stringList(masked, strings, open) {
    const close = masked[open] === '[' ? ']' : masked[open] === '(' ? ')' : '';
    if (!close)
        return null;
    const values = [];
    for (let i = skipBlankAndContinuations(masked, open + 1);;) {
        if (masked[i] === close)
            return { values, end: i + 1 };
        const s = plainString(strings, i);
        if (!s)
            return null;
        values.push(s.value);
        i = skipBlankAndContinuations(masked, s.end);
        if (masked[i] === ',')
            i = skipBlankAndContinuations(masked, i + 1);
        else if (masked[i] !== close)
            return null;
    }
}
/** The text between the parentheses of a call whose `(` ends just before `from`. */
function callArgs(masked, from) {
    let depth = 1;
    let i = from;
    while (i < masked.length && depth > 0 && i - from < 2000) {
        const c = masked[i];
        if (c === '(')
            depth++;
        else if (c === ')')
            depth--;
        i++;
    }
    return masked.slice(from, i);
}

;// CONCATENATED MODULE: ./src/snapshot/analyze/go.ts


/** Servers of net/http and of the frameworks built on it (fiber's app.Listen, grpc's s.Serve). */
const LISTENS = /\bListenAndServe(?:TLS)?\s*\(|\.Serve(?:TLS)?\s*\(|\.Listen\s*\(/;
// `.Run(` and `.Start(` also run commands (exec.Cmd) and much else: they name a server only in a
// file that imports a framework whose engine starts that way.
/** gin's `r.Run(":8080")`, iris's `app.Run(iris.Addr(":8080"))`. */
const RUN_FRAMEWORK = /^github\.com\/(?:gin-gonic\/gin|kataras\/iris)(?:\/|$)/;
const RUN_CALL = /\.Run\s*\(/;
/** echo's `e.Start(":1323")`, `e.StartTLS(…)`, `e.StartAutoTLS(…)`. */
const START_FRAMEWORK = /^github\.com\/labstack\/echo(?:\/|$)/;
const START_CALL = /\.Start(?:TLS|AutoTLS)?\s*\(/;
/** The exported (capitalised) names a spec declares: every name of a var or const list (`X, y, Z int`), a type's one. */
function exported(keyword, list) {
    const names = keyword === 'type' ? [list.split(/[\s,]/)[0]] : list.split(/[ \t]*,[ \t]*/);
    return names.filter((n) => /^[A-Z]/.test(n));
}
/** Opening less closing brackets in a line of masked code. */
function bracketBalance(line) {
    let n = 0;
    for (let i = 0; i < line.length; i++) {
        const c = line.charCodeAt(i);
        if (c === 40 || c === 91 || c === 123)
            n++;
        else if (c === 41 || c === 93 || c === 125)
            n--;
    }
    return n;
}
/** Go: exported (capitalized) top-level names, imports, indicators. */
const goAnalyzer = {
    meta: { id: 'go', language: 'Go', extensions: ['.go'] },
    analyze(text) {
        const { masked, strings } = lex(text, 'go');
        const lines = new text_position/* LineIndex */.r(text);
        const line = (o) => lines.line(o);
        const exports = [];
        // A receiver may have no name: `func (Store[T]) Len()`, `func (*Store) Reset()`. A method of
        // an unexported type is no exported identifier: no other package can name it (`socketContext.Done`).
        for (const m of masked.matchAll(/^func\s+(?:\(\s*(?:[A-Za-z_]\w*\s+)?\*?\s*([A-Za-z_]\w*)(?:\[[^\]]*\])?\s*\)\s*)?([A-Z]\w*)/gm)) {
            if (!m[1])
                exports.push(m[2]);
            else if (/^[A-Z]/.test(m[1]))
                exports.push(`${m[1]}.${m[2]}`);
        }
        for (const m of masked.matchAll(/^(type|var|const)[ \t]+([A-Za-z_]\w*(?:[ \t]*,[ \t]*[A-Za-z_]\w*)*)/gm))
            exports.push(...exported(m[1], m[2]));
        for (const m of masked.matchAll(/^(type|var|const)\s*\(([\s\S]*?)^\)/gm)) {
            // A spec starts a line of the group outside brackets: the lines of a struct type or of a
            // composite literal (`Port: 8080,`) are inside one.
            let depth = 0;
            for (const specLine of m[2].split('\n')) {
                if (depth === 0) {
                    const names = /^\s*([A-Za-z_]\w*(?:[ \t]*,[ \t]*[A-Za-z_]\w*)*)/.exec(specLine);
                    if (names)
                        exports.push(...exported(m[1], names[1]));
                }
                depth = Math.max(0, depth + bracketBalance(specLine));
            }
        }
        const imports = [];
        const at = (o) => strings.find((s) => s.start === o);
        for (const m of masked.matchAll(/^import\s+(?:[\w.]+\s+)?(?=["`])/gm)) {
            const s = at(m.index + m[0].length);
            if (s)
                imports.push(s.value);
        }
        for (const m of masked.matchAll(/^import\s*\(([\s\S]*?)\)/gm)) {
            const start = m.index;
            const end = start + m[0].length;
            for (const s of strings)
                if (s.start > start && s.end < end)
                    imports.push(s.value);
        }
        const security = [];
        for (const m of masked.matchAll(/\bexec\.Command(?:Context)?\s*\(/g)) {
            const args = strings.filter((s) => s.start > m.index && s.start < m.index + m[0].length + 80).map((s) => s.value);
            if (/^(sh|bash|\/bin\/sh|\/bin\/bash|cmd|cmd\.exe|powershell)$/.test(args[0] ?? args[1] ?? '') && args.includes('-c'))
                security.push(`exec.Command runs a shell (-c) at line ${line(m.index)}`);
        }
        for (const s of strings) {
            if (!isSqlText(s.value))
                continue;
            const before = masked.slice(Math.max(0, s.start - 20), s.start);
            const after = masked.slice(s.end, s.end + 20);
            if (/Sprintf\s*\(\s*$/.test(before) || /^\s*\+/.test(after) || /\+\s*$/.test(before))
                security.push(`SQL text built by Sprintf or concatenation at line ${line(s.start)}`);
        }
        for (const m of masked.matchAll(/\bInsecureSkipVerify\s*:\s*true\b/g))
            security.push(`TLS certificate check disabled (InsecureSkipVerify: true) at line ${line(m.index)}`);
        const routes = [];
        for (const m of masked.matchAll(/\.\s*(HandleFunc|Handle|GET|POST|PUT|PATCH|DELETE|Get|Post|Put|Patch|Delete)\s*\(\s*(?=")/g)) {
            const s = at(m.index + m[0].length);
            if (s)
                routes.push(`${/^Handle/.test(m[1]) ? 'ROUTE' : m[1].toUpperCase()} ${s.value}`);
        }
        const commands = [];
        for (const m of masked.matchAll(/\bUse\s*:\s*(?=")/g)) {
            const s = at(m.index + m[0].length);
            if (s)
                commands.push(s.value.split(/\s/)[0]);
        }
        // The package doc is the comment right above the package clause: a license header a blank
        // line away is not, nor are directives (`//go:build`, `// +build`, which need that blank line anyway).
        const lead = /^((?:\/\/[^\n]*\n)+)package\s/m.exec(text);
        const docLines = lead?.[1].split('\n').filter((l) => l && !/^\/\/(go:|\s*\+build\b)/.test(l)).join('\n');
        return fileFacts({
            language: 'Go',
            exports,
            imports,
            lines: lineCount(text),
            maxNesting: braceDepth(masked),
            security,
            routes,
            commands,
            doc: docLines ? firstSentence(docLines) : null,
            hasMain: /^package\s+main\b/m.test(masked) && /^func\s+main\s*\(\s*\)/m.test(masked),
            listens: LISTENS.test(masked) || (imports.some((i) => RUN_FRAMEWORK.test(i)) && RUN_CALL.test(masked)) || (imports.some((i) => START_FRAMEWORK.test(i)) && START_CALL.test(masked)),
        });
    },
};

;// CONCATENATED MODULE: ./src/snapshot/analyze/rust.ts


/** What a block makes of the `pub` items in it, from the code before its `{`. */
const PUBLIC_MOD_OPEN = /(?:^|[^\w])pub\s+mod\s+((?:r#)?[A-Za-z_]\w*)\s*$/;
const EXTERN_BLOCK_OPEN = /(?:^|[^\w])extern\s*(?:"[^"]*")?\s*$/;
const IMPL_OPEN = /(?:^|[^\w])impl\b(?:\s*!?\s*[\w:]+\s+for\b)?\s*&?\s*(?:dyn\s+)?([\w:]+)/;
/**
 * The path prefix a block gives the `pub` items in it, from the code before its `{` at `brace`:
 * '' for an `extern` block, `api::` for `pub mod api { … }`, `Store::` for `impl Store { … }`;
 * null for a private module (`mod tests`), a function body or any other block, whose items are
 * not reachable from outside.
 */
function blockPrefix(masked, brace) {
    // The block's head: back to the end of the previous statement or block.
    let from = brace - 1;
    while (from >= 0 && masked[from] !== ';' && masked[from] !== '{' && masked[from] !== '}')
        from--;
    const head = masked.slice(from + 1, brace);
    const mod = PUBLIC_MOD_OPEN.exec(head);
    if (mod)
        return `${mod[1]}::`;
    if (EXTERN_BLOCK_OPEN.test(head))
        return '';
    // Generic arguments and bounds say nothing of the type's name: `impl<T: Fn() -> u8> Wrapper<T>`.
    let plain = head.replace(/->/g, ' ');
    for (let k = 0; k < 8 && plain.includes('<'); k++)
        plain = plain.replace(/<[^<>]*>/g, ' ');
    const impl = IMPL_OPEN.exec(plain);
    return impl ? `${impl[1].slice(impl[1].lastIndexOf(':') + 1)}::` : null;
}
/** Rust: `pub` items (not `pub(crate)`), `use`/`mod`/`extern crate`, indicators. */
const rustAnalyzer = {
    meta: { id: 'rust', language: 'Rust', extensions: ['.rs'] },
    analyze(text) {
        const { masked, strings } = lex(text, 'rust');
        const lines = new text_position/* LineIndex */.r(text);
        const line = (o) => lines.line(o);
        const exports = [];
        const items = [...masked.matchAll(/\bpub\s+(?:(?:async|const|unsafe|extern(?:\s+"[^"]*")?)\s+)*(fn|struct|enum|trait|type|const|static|mod|union|macro)\s+((?:r#)?[A-Za-z_]\w*)/g)];
        const uses = [...masked.matchAll(/\bpub\s+use\s+([^;]+);/g)];
        const scopes = blockScopes(masked, [...items, ...uses].map((m) => m.index).sort((a, b) => a - b), (brace) => blockPrefix(masked, brace));
        for (const m of items) {
            const prefix = scopes.get(m.index);
            if (prefix !== null && prefix !== undefined)
                exports.push(prefix + m[2]);
        }
        for (const m of masked.matchAll(/#\[macro_export\][\s\S]{0,200}?macro_rules!\s*([A-Za-z_]\w*)/g))
            exports.push(`${m[1]}!`);
        for (const m of uses)
            if (typeof scopes.get(m.index) === 'string')
                exports.push(`use ${m[1].replace(/\s+/g, '')}`);
        const imports = [];
        for (const m of masked.matchAll(/(?:^|[;{}\s])use\s+([^;]+);/g))
            if (!/\bpub\s+$/.test(masked.slice(Math.max(0, m.index - 5), m.index + 1)))
                imports.push(m[1].replace(/\s+/g, ''));
        for (const m of masked.matchAll(/(?:^|[;{}\s])(?:pub(?:\([^)]*\))?\s+)?mod\s+([A-Za-z_]\w*)\s*;/g))
            imports.push(`mod ${m[1]}`);
        for (const m of masked.matchAll(/\bextern\s+crate\s+([A-Za-z_]\w*)/g))
            imports.push(m[1]);
        const security = [];
        const unsafeBlocks = [...masked.matchAll(/\bunsafe\s*\{/g)];
        if (unsafeBlocks.length)
            security.push(`${unsafeBlocks.length} unsafe block${unsafeBlocks.length === 1 ? '' : 's'} (first at line ${line(unsafeBlocks[0].index)})`);
        for (const m of masked.matchAll(/\bCommand::new\s*\(/g)) {
            const near = strings.filter((s) => s.start > m.index && s.start < m.index + 300).map((s) => s.value);
            if (/^(sh|bash|\/bin\/sh|\/bin\/bash|cmd|powershell)$/.test(near[0] ?? '') && near.some((v) => v === '-c' || v === '/C'))
                security.push(`Command::new runs a shell (-c) at line ${line(m.index)}`);
        }
        for (const s of strings) {
            if (isSqlText(s.value) && /\bformat!\s*\(\s*$/.test(masked.slice(Math.max(0, s.start - 20), s.start)) && /\{[^}]*\}/.test(s.value))
                security.push(`SQL text built by format! at line ${line(s.start)}`);
        }
        for (const m of masked.matchAll(/\bdanger_accept_invalid_(certs|hostnames)\s*\(\s*true\s*\)/g))
            security.push(`TLS verification disabled (danger_accept_invalid_${m[1]}) at line ${line(m.index)}`);
        const routes = [];
        for (const m of masked.matchAll(/#\[(get|post|put|patch|delete)\s*\(\s*(?=")/g)) {
            const s = strings.find((x) => x.start === m.index + m[0].length);
            if (s)
                routes.push(`${m[1].toUpperCase()} ${s.value}`);
        }
        for (const m of masked.matchAll(/\.route\s*\(\s*(?=")/g)) {
            const s = strings.find((x) => x.start === m.index + m[0].length);
            if (s)
                routes.push(`ROUTE ${s.value}`);
        }
        const lead = /^((?:\s*\/\/![^\n]*\n)+)/.exec(text);
        return fileFacts({
            language: 'Rust',
            exports,
            imports,
            lines: lineCount(text),
            maxNesting: braceDepth(masked),
            security,
            routes,
            commands: [],
            doc: lead ? firstSentence(lead[1]) : null,
            hasMain: /(?:^|\n)\s*(?:#\[[^\]]*\]\s*)*(?:async\s+)?fn\s+main\s*\(/.test(masked),
            listens: /\bHttpServer::new\b|\baxum::serve\b|\bwarp::serve\b|\bTcpListener::bind\b|\.bind\s*\(\s*["(]/.test(masked),
        });
    },
};

;// CONCATENATED MODULE: ./src/snapshot/analyze/index.ts





/** The registry of language analyzers used by summary packs. */
const analyzers = [jsAnalyzer, pythonAnalyzer, goAnalyzer, rustAnalyzer];
const byExt = new Map(analyzers.flatMap((a) => a.meta.extensions.map((e) => [e, a])));
function analyzerFor(name) {
    return byExt.get((0,classify/* extensionOf */.je)(name));
}

// EXTERNAL MODULE: ./src/core/text-decode.ts
var text_decode = __webpack_require__(4667);
;// CONCATENATED MODULE: ./src/snapshot/inspect.ts





/** Bytes read from every candidate file: enough to sniff binary content and to keep small files whole. */
const HEAD_BYTES = 64 * 1024;
/**
 * File bytes kept for the builders, in all. A full pack reads at most its content budget (500 KB
 * by default), a summary pack a few manifests: copying every small file of a big tree cost more
 * than reading those few again.
 */
const CACHE_BUDGET = 16 * 1024 * 1024;
/** Source files bigger than this are not parsed (generated bundles); they still count for size. */
const ANALYSIS_CAP_BYTES = 512 * 1024;
/**
 * Opens, sizes, sniffs and checks one file, and parses it when asked. Synchronous on purpose:
 * four small system calls per file through the thread pool cost more than the reads themselves
 * (about 3× on a tree of 10,000 files); parallelism comes from worker threads instead.
 */
function inspectFile(item, options) {
    let fd;
    try {
        // O_NONBLOCK: a FIFO swapped in after readdir must not hang the scan.
        fd = (0,external_node_fs_.openSync)(item.abs, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (err) {
        return { kind: 'skipped', problem: (0,errors/* describeFsError */.TQ)(err, 'file').replace(/^file: /, '') };
    }
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile())
            return { kind: 'skipped', problem: 'not a regular file' };
        const size = st.size;
        if (size > options.maxSize)
            return { kind: 'excluded', reason: 'size_limit', rule: `larger than ${options.maxSize} bytes`, size };
        const analyzer = wantedAnalyzer(options.analyze, item.name);
        // A source file to parse is read whole (it is at most the cap), so its credential check
        // covers every byte the analysis sees; anything else only needs its head.
        const parse = analyzer !== undefined && size <= ANALYSIS_CAP_BYTES;
        const bytes = readUpTo(fd, Math.min(size, parse ? ANALYSIS_CAP_BYTES : HEAD_BYTES));
        if ((0,text_decode/* looksBinary */.Wb)(bytes))
            return { kind: 'excluded', reason: 'binary', rule: binaryRule(bytes), size };
        const excludedFor = (marker) => ({ kind: 'excluded', reason: 'credentials', rule: `content: ${marker.rule}`, size });
        const whole = bytes.length === size;
        // The bytes live in a scratch buffer reused for every file: copy the ones kept.
        const out = { kind: 'file', size, bytes: whole && options.keepBytes ? Buffer.from(bytes) : undefined };
        if (!parse) {
            const marker = (0,credential_content/* findCredentialMarker */.$)(bytes, item.name);
            if (marker)
                return excludedFor(marker);
            if (analyzer)
                out.facts = 'too-large';
            return out;
        }
        const decoded = (0,text_decode/* decodeBytes */.yj)(bytes);
        // Checked as decoded text (UTF-16 hides ASCII markers between NUL bytes); Latin-1 as bytes
        // too, since decoding changes what a marker looks like. Not UTF-16: the byte scan decodes
        // it again and finds what the text scan found.
        const marker = (0,credential_content/* findCredentialMarker */.$)(decoded.text, item.name) ?? (decoded.encoding === 'latin-1' ? (0,credential_content/* findCredentialMarker */.$)(bytes, item.name) : null);
        if (marker)
            return excludedFor(marker);
        if (decoded.issue)
            out.encoding = { encoding: decoded.encoding, issue: decoded.issue };
        out.facts = analyzer.analyze(decoded.text);
        return out;
    }
    catch (err) {
        return { kind: 'skipped', problem: (0,errors/* describeFsError */.TQ)(err, 'file').replace(/^file: /, '') };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function wantedAnalyzer(analyze, name) {
    if (analyze === false)
        return undefined;
    const analyzer = analyzerFor(name);
    return analyzer && (analyze === true || analyze.includes(analyzer.meta.id)) ? analyzer : undefined;
}
/** Why looksBinary said so, for the file index: the rule differs after a byte-order mark. */
function binaryRule(bytes) {
    const bom = (0,text_decode/* detectBom */.AX)(bytes);
    if (bom === 'utf-32le' || bom === 'utf-32be')
        return 'content: UTF-32 byte-order mark (not decoded)';
    if ((0,text_decode/* isUtf16Bom */.Fu)(bom))
        return 'content: not text after a UTF-16 byte-order mark';
    return 'content: NUL byte in the first 8000 bytes';
}
/**
 * One read buffer per thread, reused: a fresh buffer per file left most of a big scan's memory
 * to the garbage collector. The view returned is valid until the next call.
 */
const scratch = Buffer.allocUnsafe(Math.max(HEAD_BYTES, ANALYSIS_CAP_BYTES));
function readUpTo(fd, want) {
    const buf = scratch.subarray(0, want);
    let got = 0;
    while (got < want) {
        const n = (0,external_node_fs_.readSync)(fd, buf, got, want - got, got);
        if (n === 0)
            break;
        got += n;
    }
    return buf.subarray(0, got);
}


/***/ })

};
