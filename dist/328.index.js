export const id = 328;
export const ids = [328];
export const modules = {

/***/ 4130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ emptyRecord),
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/**
 * An empty string-keyed record without a prototype, for keys that come from input (file names,
 * sink names, metadata keys, environment names): on a plain object `__proto__` would be
 * dropped and `constructor` would seem present already. Test membership with Object.hasOwn.
 */
function emptyRecord() {
    return Object.create(null);
}
/**
 * Whether a parsed value (JSON, YAML, TOML) is a mapping: a plain object, not null, a list, a
 * date or another class instance. A check that hands it to ajv then sees exactly its own keys.
 */
function isRecord(v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return false;
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null;
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

/***/ 5453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x: () => (/* binding */ buildContextPack),
  s: () => (/* binding */ serializePack)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/secrets/credential-content.ts
var credential_content = __webpack_require__(596);
// EXTERNAL MODULE: ./src/snapshot/classify.ts
var classify = __webpack_require__(2628);
// EXTERNAL MODULE: ./src/snapshot/paths.ts
var paths = __webpack_require__(8588);
;// CONCATENATED MODULE: ./src/snapshot/pack-parts.ts


/** Files the builders' own reads found a credential marker in (see PackSource.text), as late exclusions. */
function credentialExclusions(source) {
    const late = new Map();
    for (const rel of source.credentialFiles)
        late.set(rel, { reason: 'credentials' });
    return late;
}
/** The file index: every scanned file and every excluded file or folder, once each, in byte order. */
function indexEntries(snapshot, late, truncated) {
    const out = [];
    for (const f of snapshot.files) {
        const ex = late.get(f.relative_path);
        const e = { path: f.relative_path, type: f.type, category: f.category, size_bytes: f.size_bytes, included: !ex };
        if (ex)
            e.exclusion_reason = ex.reason;
        else if (truncated.has(f.relative_path))
            e.truncated = true;
        out.push(e);
    }
    for (const x of snapshot.excluded_files) {
        const category = x.directory ? (x.reason === 'dependency_dir' ? 'dependency' : x.reason === 'build_output' ? 'build' : 'other') : (0,classify/* categorize */.W2)(x.path);
        // A file excluded as binary is binary whatever its name says (`notes.txt` holding NUL bytes);
        // one excluded otherwise was never read, so only its name tells.
        const type = x.directory ? 'unknown' : x.reason === 'binary' ? (0,classify/* typeFromContent */._$)(x.path, true) : (0,classify/* typeFromName */.q3)(x.path);
        out.push({ path: x.path, type, category, size_bytes: x.size_bytes ?? 0, included: false, exclusion_reason: x.reason });
    }
    return (0,paths/* sortByPath */.$)(out, (e) => e.path);
}
function packMetadata(type, snapshot, index, contentBytes, truncatedCount, source, createdAt, rootName) {
    const included = index.filter((e) => e.included).length;
    return {
        pack_type: type,
        created_at: createdAt,
        source_root: rootName,
        total_files_scanned: snapshot.total_files,
        files_included: included,
        files_excluded: index.length - included,
        total_content_bytes: contentBytes,
        truncation_applied: truncatedCount > 0,
        encoding_issues: (0,paths/* sortByPath */.$)(source.encodingIssues(), (i) => i.path),
        skipped: snapshot.skipped,
    };
}
function packInfo(selection, metadata, index, truncatedCount) {
    const by = { credentials: 0, binary: 0, size: 0, pattern: 0 };
    for (const e of index) {
        if (e.included)
            continue;
        if (e.exclusion_reason === 'credentials')
            by.credentials++;
        else if (e.exclusion_reason === 'binary')
            by.binary++;
        else if (e.exclusion_reason === 'size_limit')
            by.size++;
        else
            by.pattern++;
    }
    return {
        type: metadata.pack_type,
        selection_reason: selection.reason,
        files_scanned: metadata.total_files_scanned,
        files_included: metadata.files_included,
        files_excluded: metadata.files_excluded,
        exclusions_by_reason: by,
        content_bytes: metadata.total_content_bytes,
        truncated_files: truncatedCount,
    };
}

// EXTERNAL MODULE: ./src/snapshot/manifest.ts
var manifest = __webpack_require__(6351);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/text-decode.ts
var text_decode = __webpack_require__(4667);
;// CONCATENATED MODULE: ./src/snapshot/content.ts



const DEFAULT_TRUNCATION = {
    max_file_bytes: 50_000,
    preserve_head_lines: 100,
    preserve_tail_lines: 50,
    truncation_marker: '\n... [truncated] ...\n',
};
/** Opens a regular file without blocking on FIFOs; reads `length` bytes at `position`. */
async function readWindow(fh, position, length) {
    const buf = Buffer.allocUnsafe(length);
    let got = 0;
    while (got < length) {
        const { bytesRead } = await fh.read(buf, got, length - got, position + got);
        if (bytesRead === 0)
            break;
        got += bytesRead;
    }
    return buf.subarray(0, got);
}
/** Drops a trailing partial UTF-8 character so a window cut mid-character decodes cleanly. */
function trimUtf8End(b) {
    let i = b.length;
    let k = 0;
    while (i > 0 && k < 4 && (b[i - 1] & 0xc0) === 0x80) {
        i--;
        k++;
    }
    if (i > 0) {
        const lead = b[i - 1];
        const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
        if (need > 1 && need !== k + 1)
            return b.subarray(0, i - 1);
    }
    return b;
}
/** Drops leading UTF-8 continuation bytes so a window starting mid-character decodes cleanly. */
function trimUtf8Start(b) {
    let i = 0;
    while (i < b.length && i < 3 && (b[i] & 0xc0) === 0x80)
        i++;
    return b.subarray(i);
}
/**
 * The text of a file for a pack. At most `max_file_bytes` is kept: a bigger file keeps its
 * first `preserve_head_lines` lines (within two thirds of the budget) and last
 * `preserve_tail_lines` lines (within one third), joined by the marker; only those two
 * windows are read. `whole` is the file's bytes when the caller already has them.
 */
async function extractText(file, size, config = DEFAULT_TRUNCATION, whole) {
    if (whole && whole.length === size && size <= config.max_file_bytes) {
        const d = (0,text_decode/* decodeBytes */.yj)(whole);
        return { content: d.text, truncated: false, encoding: d.encoding, issue: d.issue };
    }
    const fh = await (0,promises_.open)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    try {
        if (size <= config.max_file_bytes) {
            const d = (0,text_decode/* decodeBytes */.yj)(await readWindow(fh, 0, size));
            return { content: d.text, truncated: false, encoding: d.encoding, issue: d.issue };
        }
        const headCap = Math.floor((config.max_file_bytes * 2) / 3);
        const tailCap = config.max_file_bytes - headCap;
        const headBytes = await readWindow(fh, 0, headCap);
        const bom = (0,text_decode/* detectBom */.AX)(headBytes);
        const wide = (0,text_decode/* isUtf16Bom */.Fu)(bom);
        let tailStart = size - tailCap;
        if (wide && tailStart % 2 === 1)
            tailStart++;
        const tailBytes = await readWindow(fh, tailStart, size - tailStart);
        const head = (0,text_decode/* decodeBytes */.yj)(wide ? headBytes : trimUtf8End(headBytes));
        const tail = (0,text_decode/* decodeBytes */.yj)(wide ? tailBytes : trimUtf8Start(tailBytes), bom === 'utf-8' ? null : bom);
        const headText = firstLines(head.text, config.preserve_head_lines);
        const tailText = lastLines(tail.text, config.preserve_tail_lines);
        const issue = head.issue ?? tail.issue;
        return { content: headText + config.truncation_marker + tailText, truncated: true, encoding: head.encoding, issue };
    }
    finally {
        await fh.close();
    }
}
/** The first `n` lines (with their newlines); the whole window when it has fewer. */
function firstLines(text, n) {
    let at = -1;
    for (let i = 0; i < n; i++) {
        const next = text.indexOf('\n', at + 1);
        if (next === -1)
            return text;
        at = next;
    }
    return text.slice(0, at + 1);
}
/**
 * The last `n` lines. When the window holds more than `n` lines the cut is at a line start;
 * when it holds fewer, the window's first (partial) line is dropped unless it is all there is.
 */
function lastLines(text, n) {
    const end = text.endsWith('\n') ? text.length - 1 : text.length;
    let at = end;
    for (let i = 0; i < n; i++) {
        const prev = text.lastIndexOf('\n', at - 1);
        if (prev === -1) {
            const firstBreak = text.indexOf('\n');
            return firstBreak === -1 || firstBreak >= end ? text : text.slice(firstBreak + 1);
        }
        at = prev;
    }
    return text.slice(at + 1);
}

;// CONCATENATED MODULE: ./src/snapshot/select.ts


const DEFAULT_MAX_CONTENT_BYTES = 500_000;
const DEFAULT_MAX_FILES = 200;
/**
 * The pack type the constraints force, whatever the sizes: a summary when one is preferred
 * (that wins over force_full), a full pack when forced, else null (the sizes decide).
 */
function forcedType(c) {
    return c.prefer_summary ? 'summary' : c.force_full ? 'full' : null;
}
/**
 * The reference's PackSelector: summary when asked for, when the full pack's estimated
 * content (each extractable file counted up to the per-file limit) exceeds the byte budget,
 * or when more files than `max_files` would be included; full otherwise.
 */
function selectPack(snapshot, c) {
    const providerMin = Object.values(c.provider_limits ?? {}).filter((n) => Number.isFinite(n) && n > 0);
    const budget = Math.min(c.max_content_bytes ?? DEFAULT_MAX_CONTENT_BYTES, ...providerMin);
    const maxFiles = c.max_files ?? DEFAULT_MAX_FILES;
    let estimated = 0;
    let count = 0;
    for (const f of snapshot.files) {
        if (!f.content_extractable)
            continue;
        count++;
        estimated += f.size_bytes > DEFAULT_TRUNCATION.max_file_bytes ? DEFAULT_TRUNCATION.max_file_bytes + DEFAULT_TRUNCATION.truncation_marker.length : f.size_bytes;
    }
    const base = { estimated_bytes: estimated, extractable_files: count, budget };
    const forced = forcedType(c);
    if (forced === 'summary')
        return { type: 'summary', reason: 'summary requested', ...base };
    if (forced === 'full')
        return { type: 'full', reason: `full requested (estimated ${estimated} bytes in ${(0,manifest/* plural */.LS)(count, 'file')}; budget ${budget} bytes)`, ...base };
    if (estimated > budget)
        return { type: 'summary', reason: `estimated content of ${estimated} bytes exceeds max_content_bytes ${budget}`, ...base };
    if (count > maxFiles)
        return { type: 'summary', reason: `${(0,manifest/* plural */.LS)(count, 'file')} exceed${count === 1 ? 's' : ''} max_files ${maxFiles}`, ...base };
    return { type: 'full', reason: `estimated content of ${estimated} bytes within max_content_bytes ${budget} and ${(0,manifest/* plural */.LS)(count, 'file')} within max_files ${maxFiles}`, ...base };
}

;// CONCATENATED MODULE: ./src/snapshot/source.ts





/**
 * Reads scanned files for the builders: small files come from the scan's cache, big ones are
 * read in bounded windows. Every decoding problem is logged once per path for the metadata.
 */
class PackSource {
    absRoot;
    cache;
    truncation;
    issues = new Map();
    /**
     * Files whose text, read for a manifest or a summary, shows a credential marker the scan did
     * not see (it checks only the head of a file it does not parse): the builders exclude them.
     */
    credentialFiles = new Set();
    constructor(absRoot, cache, truncation = DEFAULT_TRUNCATION) {
        this.absRoot = absRoot;
        this.cache = cache;
        this.truncation = truncation;
    }
    abs(rel) {
        return external_node_path_default().join(this.absRoot, ...rel.split('/'));
    }
    log(rel, encoding, issue) {
        if (issue && !this.issues.has(rel))
            this.issues.set(rel, { path: rel, encoding, issue });
    }
    /** Pack content of a file: whole, or head and tail with the marker when over `maxBytes`. */
    async content(rel, size, maxBytes = this.truncation.max_file_bytes) {
        const r = await extractText(this.abs(rel), size, { ...this.truncation, max_file_bytes: maxBytes }, this.cache.get(rel));
        this.log(rel, r.encoding, r.issue);
        return r;
    }
    /**
     * Up to `cap` bytes of a file as text, for analysis (manifests, exports, risk indicators).
     * Returns null for an unreadable or binary file, and for one whose text shows a credential
     * marker: nothing read here may reach the pack's prose (a README's description, a manifest's
     * fields) when the file itself would be excluded. The check runs on the decoded text, so a
     * UTF-16 file's markers count too, and only on bytes read here: the scan cached only files it
     * read whole and checked. `complete` says whether that was all of it.
     * Synchronous for the same reason as the scan: small reads, many files.
     */
    text(rel, cap) {
        let bytes = this.cache.get(rel);
        const fresh = !bytes;
        let complete = true;
        if (!bytes) {
            let fd;
            try {
                fd = (0,external_node_fs_.openSync)(this.abs(rel), external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
            }
            catch {
                return null;
            }
            try {
                const st = (0,external_node_fs_.fstatSync)(fd);
                if (!st.isFile())
                    return null;
                const want = Math.min(st.size, cap);
                const buf = Buffer.allocUnsafe(want);
                let got = 0;
                while (got < want) {
                    const n = (0,external_node_fs_.readSync)(fd, buf, got, want - got, got);
                    if (n === 0)
                        break;
                    got += n;
                }
                bytes = buf.subarray(0, got);
                complete = got >= st.size;
            }
            catch {
                return null;
            }
            finally {
                (0,external_node_fs_.closeSync)(fd);
            }
        }
        if ((0,text_decode/* looksBinary */.Wb)(bytes))
            return null;
        const d = (0,text_decode/* decodeBytes */.yj)(bytes);
        if (fresh && (0,credential_content/* findCredentialMarker */.$)(d.text, external_node_path_default().posix.basename(rel))) {
            this.credentialFiles.add(rel);
            return null;
        }
        this.log(rel, d.encoding, complete ? d.issue : null);
        return { text: d.text, complete };
    }
    /** A problem found while the file was read elsewhere (the scan's analysis). */
    recordIssue(issue) {
        this.log(issue.path, issue.encoding, issue.issue);
    }
    encodingIssues() {
        return [...this.issues.values()];
    }
}

// EXTERNAL MODULE: ./src/snapshot/scan.ts + 3 modules
var snapshot_scan = __webpack_require__(9828);
;// CONCATENATED MODULE: ./src/snapshot/analyze/graph.ts

/**
 * Resolves import specifiers to files of the repository, per language, to build the import
 * graph behind the coupling hotspots. External packages resolve to nothing and are not counted.
 * Go imports resolve to the package folder (`pkg/store/`), the unit Go imports.
 */
const JS_EXT = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.d.ts'];
function resolveImport(from, spec, ctx) {
    const slash = from.lastIndexOf('/');
    const dot = from.lastIndexOf('.');
    const ext = dot > slash + 1 ? from.slice(dot) : '';
    if (JS_EXT.includes(ext))
        return resolveJs(from.slice(0, Math.max(0, slash)), spec, ctx);
    if (ext === '.py' || ext === '.pyi')
        return resolvePython(from, spec, ctx.files);
    if (ext === '.go')
        return resolveGo(spec, ctx);
    if (ext === '.rs')
        return resolveRust(from, spec, ctx.files);
    return null;
}
function jsTargets(ctx) {
    if (ctx.js)
        return ctx.js;
    const stemRank = new Map();
    const folderRank = new Map();
    const out = { byStem: new Map(), byFolder: new Map() };
    for (const f of ctx.files) {
        for (let rank = 0; rank < JS_EXT.length; rank++) {
            if (!f.endsWith(JS_EXT[rank]))
                continue;
            const stem = f.slice(0, -JS_EXT[rank].length);
            if ((stemRank.get(stem) ?? JS_EXT.length) > rank) {
                stemRank.set(stem, rank);
                out.byStem.set(stem, f);
            }
            if (stem === 'index' || stem.endsWith('/index')) {
                const folder = stem.slice(0, Math.max(0, stem.length - 6));
                if ((folderRank.get(folder) ?? JS_EXT.length) > rank) {
                    folderRank.set(folder, rank);
                    out.byFolder.set(folder, f);
                }
            }
        }
    }
    return (ctx.js = out);
}
function resolveJs(fromDir, spec, ctx) {
    if (!spec.startsWith('.'))
        return null;
    const base = joinWithin(fromDir, spec);
    if (base === null)
        return null;
    if (ctx.files.has(base))
        return base;
    const targets = jsTargets(ctx);
    return targets.byStem.get(base.replace(/\.(m|c)?js$|\.jsx$/, '')) ?? targets.byFolder.get(base) ?? null;
}
/** `dir` joined with a relative specifier, `.` and `..` applied; null when it climbs out of the root. */
function joinWithin(dir, spec) {
    const parts = dir ? dir.split('/') : [];
    for (const seg of spec.split('/')) {
        if (seg === '' || seg === '.')
            continue;
        if (seg !== '..')
            parts.push(seg);
        else if (!parts.length)
            return null;
        else
            parts.pop();
    }
    return parts.join('/');
}
function resolvePython(from, spec, files) {
    const dots = /^\.*/.exec(spec)[0].length;
    const rest = spec.slice(dots).split('.').filter(Boolean).join('/');
    const roots = [];
    if (dots > 0) {
        let dir = external_node_path_default().posix.dirname(from);
        for (let i = 1; i < dots; i++)
            dir = external_node_path_default().posix.dirname(dir);
        roots.push(dir === '.' ? '' : dir);
    }
    else {
        roots.push('', 'src');
    }
    for (const r of roots) {
        const p = [r, rest].filter(Boolean).join('/');
        if (!p)
            continue;
        // Only dots (`from .. import x`) name the package folder itself, never a module beside it.
        const candidates = rest ? [`${p}.py`, `${p}/__init__.py`, `${p}.pyi`] : [`${p}/__init__.py`, `${p}/__init__.pyi`];
        for (const c of candidates)
            if (files.has(c))
                return c;
    }
    return null;
}
function resolveGo(spec, ctx) {
    if (!ctx.goModule)
        return null;
    if (spec !== ctx.goModule && !spec.startsWith(`${ctx.goModule}/`))
        return null;
    const dir = spec === ctx.goModule ? '' : spec.slice(ctx.goModule.length + 1);
    const key = dir === '' ? './' : `${dir}/`;
    return ctx.goPackages.has(key) ? key : null;
}
function resolveRust(from, spec, files) {
    const dir = external_node_path_default().posix.dirname(from);
    const stem = external_node_path_default().posix.basename(from, '.rs');
    const mod = /^mod (\w+)$/.exec(spec);
    if (mod) {
        const parent = stem === 'mod' || stem === 'lib' || stem === 'main' ? dir : `${dir}/${stem}`;
        const p = parent === '.' ? mod[1] : `${parent}/${mod[1]}`;
        return [`${p}.rs`, `${p}/mod.rs`].find((c) => files.has(c)) ?? null;
    }
    const crate = /^crate::([\w:]+)/.exec(spec);
    if (!crate)
        return null;
    const srcAt = from.lastIndexOf('src/');
    const srcDir = srcAt >= 0 ? from.slice(0, srcAt + 3) : dir;
    const parts = crate[1].split('::').filter(Boolean);
    for (let k = parts.length; k > 0; k--) {
        const p = `${srcDir}/${parts.slice(0, k).join('/')}`;
        const hit = [`${p}.rs`, `${p}/mod.rs`].find((c) => files.has(c));
        if (hit)
            return hit;
    }
    return null;
}
/** Builds fan-in and fan-out over graph nodes (files, or Go package folders). */
function buildGraph(edges) {
    const fanOut = new Map();
    const fanIn = new Map();
    for (const [a, b] of edges) {
        if (a === b)
            continue;
        if (!fanOut.has(a))
            fanOut.set(a, new Set());
        fanOut.get(a).add(b);
        if (!fanIn.has(b))
            fanIn.set(b, new Set());
        fanIn.get(b).add(a);
    }
    return { fanOut, fanIn };
}

// EXTERNAL MODULE: ./src/snapshot/inspect.ts + 7 modules
var inspect = __webpack_require__(4173);
;// CONCATENATED MODULE: ./src/snapshot/summary.ts







/** Files whose own dependencies a key-file summary lists (lower-case base names). */
const MANIFESTS = new Set(['package.json', 'pyproject.toml', 'requirements.txt', 'cargo.toml', 'go.mod']);
/** As much of a manifest as buildManifest reads. */
const MANIFEST_CAP = 1024 * 1024;
/** The thresholds behind complexity and coupling hotspots. */
const THRESHOLDS = { lines: 1000, nesting: 8, fanIn: 15, fanOut: 15 };
const FRAMEWORKS = {
    react: 'React', vue: 'Vue', svelte: 'Svelte', '@angular/core': 'Angular', next: 'Next.js', nuxt: 'Nuxt', express: 'Express', fastify: 'Fastify', koa: 'Koa', '@nestjs/core': 'NestJS', hono: 'Hono',
    electron: 'Electron', 'react-native': 'React Native', graphql: 'GraphQL', prisma: 'Prisma', '@prisma/client': 'Prisma', typeorm: 'TypeORM', sequelize: 'Sequelize', mongoose: 'Mongoose',
    django: 'Django', flask: 'Flask', fastapi: 'FastAPI', sqlalchemy: 'SQLAlchemy', pydantic: 'Pydantic', celery: 'Celery', numpy: 'NumPy', pandas: 'pandas', torch: 'PyTorch', tensorflow: 'TensorFlow',
    tokio: 'Tokio', axum: 'axum', 'actix-web': 'actix-web', rocket: 'Rocket', serde: 'serde', clap: 'clap', diesel: 'Diesel', sqlx: 'SQLx',
    'github.com/gin-gonic/gin': 'Gin', 'github.com/labstack/echo/v4': 'Echo', 'github.com/spf13/cobra': 'Cobra', 'github.com/gofiber/fiber/v2': 'Fiber', 'gorm.io/gorm': 'GORM',
};
/**
 * The reference's SummaryPackBuilder, without any model: every sentence is assembled from
 * what the manifests, the README, the structure and the parsed code say.
 */
async function buildSummary(snapshot, facts, selection, source, createdAt, rootName, analysis) {
    const { facts: analyzed, tooLarge } = analysis;
    // Import graph.
    const files = new Set(snapshot.files.map((f) => f.relative_path));
    const goPackages = new Set();
    for (const f of snapshot.files)
        if (f.extension === '.go')
            goPackages.add(dirKey(f.relative_path));
    const rctx = { files, goPackages, goModule: facts.goModule };
    const edges = [];
    const nodeOf = (p) => (p.endsWith('.go') ? dirKey(p) : p);
    for (const [p, ff] of (0,paths/* sortByPath */.$)([...analyzed], ([k]) => k)) {
        for (const spec of ff.imports) {
            const target = resolveImport(p, spec, rctx);
            if (target)
                edges.push([nodeOf(p), target]);
        }
    }
    const graph = buildGraph(edges);
    // Risk hotspots.
    const hotspots = [];
    for (const [p, ff] of analyzed) {
        if (ff.security.length)
            hotspots.push({ path: p, risk_type: 'security', description: `${ff.security.length} security indicator${ff.security.length === 1 ? '' : 's'} found in the code`, indicators: ff.security });
        const ind = [];
        if (ff.lines > THRESHOLDS.lines)
            ind.push(`${ff.lines} lines (over ${THRESHOLDS.lines})`);
        if (ff.maxNesting > THRESHOLDS.nesting)
            ind.push(`block nesting depth ${ff.maxNesting} (over ${THRESHOLDS.nesting})`);
        if (ind.length)
            hotspots.push({ path: p, risk_type: 'complexity', description: 'large or deeply nested source file', indicators: ind });
    }
    for (const t of tooLarge) {
        hotspots.push({ path: t.path, risk_type: 'complexity', description: 'source file too large to analyze', indicators: [`${t.size} bytes (over ${inspect/* ANALYSIS_CAP_BYTES */.Wm}; not parsed)`] });
    }
    const nodes = new Set([...graph.fanIn.keys(), ...graph.fanOut.keys()]);
    for (const n of nodes) {
        const fin = graph.fanIn.get(n)?.size ?? 0;
        const fout = graph.fanOut.get(n)?.size ?? 0;
        const ind = [];
        if (fin >= THRESHOLDS.fanIn)
            ind.push(`fan-in ${fin}: imported by ${fin} ${n.endsWith('/') ? 'packages' : 'files'} of this repository`);
        if (fout >= THRESHOLDS.fanOut)
            ind.push(`fan-out ${fout}: imports ${fout} ${n.endsWith('/') ? 'packages' : 'files'} of this repository`);
        if (ind.length)
            hotspots.push({ path: n, risk_type: 'coupling', description: fin >= THRESHOLDS.fanIn ? 'many parts of the code depend on it' : 'depends on many parts of the code', indicators: ind });
    }
    const riskOrder = { security: 0, performance: 1, complexity: 2, coupling: 3 };
    const risk = (0,paths/* sortByPath */.$)(hotspots, (h) => h.path).sort((a, b) => riskOrder[a.risk_type] - riskOrder[b.risk_type]);
    // Key files.
    const keySel = (0,classify/* keyFilesOf */.Ye)(snapshot.files);
    const byPath = new Map(snapshot.files.map((f) => [f.relative_path, f]));
    const keySummaries = [];
    for (const k of keySel) {
        const f = byPath.get(k.path);
        const ff = analyzed.get(k.path);
        const summary = ff ? codeSummary(k.path, f.category, ff, graph.fanIn.get(nodeOf(k.path))?.size ?? 0) : otherSummary(k.path, f.category, f.size_bytes, facts, source);
        // Reading it for the summary found a credential marker: it is excluded, not summarized.
        if (!source.credentialFiles.has(k.path))
            keySummaries.push(summary);
    }
    // Entry points (buildManifest had the parsed code: a Go package main counts anywhere).
    const { manifest } = facts;
    const entrypoints = [];
    for (const p of manifest.entry_points) {
        const f = byPath.get(p);
        if (!f)
            continue;
        entrypoints.push(entrypointSummary(p, analyzed.get(p), facts.declared.get(p)));
    }
    const repoSummary = repositorySummary(snapshot, facts, analyzed, risk, entrypoints);
    // The scan decided every exclusion but those of files whose full text, read here for the
    // manifest or a summary, showed a credential marker past the head the scan checked.
    const fileIndex = indexEntries(snapshot, credentialExclusions(source), new Set());
    const metadata = packMetadata('summary', snapshot, fileIndex, 0, 0, source, createdAt, rootName);
    return {
        type: 'summary',
        manifest,
        file_index: fileIndex,
        repo_summary: repoSummary,
        key_files_summary: keySummaries,
        entrypoints,
        risk_hotspots: risk,
        metadata,
        context_pack_info: packInfo(selection, metadata, fileIndex, 0),
    };
}
function dirKey(p) {
    const d = external_node_path_default().posix.dirname(p);
    return d === '.' ? './' : `${d}/`;
}
function codeSummary(p, category, ff, fanIn) {
    const parts = [`${ff.language} ${category === 'source' ? 'module' : `${category} module`}, ${(0,manifest/* plural */.LS)(ff.lines, 'line')}, ${(0,manifest/* plural */.LS)(ff.exports.length, 'export')}, ${(0,manifest/* plural */.LS)(ff.imports.length, 'import')}`];
    if (fanIn)
        parts.push(`imported by ${(0,manifest/* plural */.LS)(fanIn, 'file')} here`);
    const summary = `${ff.doc ? `${ff.doc} ` : ''}(${parts.join('; ')}.)`;
    const notable = [];
    if (ff.hasMain)
        notable.push('program entry (main)');
    if (ff.listens)
        notable.push('starts a network server');
    if (ff.routes.length)
        notable.push(`routes: ${ff.routes.slice(0, 10).join(', ')}${ff.routes.length > 10 ? `, and ${ff.routes.length - 10} more` : ''}`);
    if (ff.commands.length)
        notable.push(`commands: ${ff.commands.slice(0, 10).join(', ')}`);
    notable.push(...ff.security);
    return { path: p, category, summary, exports: ff.exports.slice(0, 50), dependencies: ff.imports.slice(0, 50), notable_code: notable };
}
function otherSummary(p, category, size, facts, source) {
    const base = p.slice(p.lastIndexOf('/') + 1).toLowerCase();
    const isManifest = MANIFESTS.has(base);
    const text = source.text(p, isManifest ? MANIFEST_CAP : 64 * 1024);
    // A manifest lists what it declares itself: the project's merged list would credit a nested
    // go.mod with the root's npm packages.
    const own = isManifest && text ? [...new Set((0,manifest/* manifestDependencies */.Dr)(p, text.text).map((d) => d.name))] : [];
    if (p === 'package.json' && facts.packageJson) {
        const pkg = facts.packageJson;
        // Only strings are names and versions: `"name": {}` read as "[object Object]".
        const name = typeof pkg.name === 'string' && pkg.name ? pkg.name : null;
        const version = typeof pkg.version === 'string' && pkg.version ? pkg.version : null;
        // Keys of objects only: `"scripts": "abc"` listed scripts 0, 1 and 2.
        const keysOf = (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : []);
        const scripts = keysOf(pkg.scripts);
        const bins = typeof pkg.bin === 'string' ? [name ?? 'bin'] : keysOf(pkg.bin);
        return {
            path: p, category,
            summary: `npm package manifest${name ? ` for ${name}` : ''}${version ? ` ${version}` : ''}: ${(0,manifest/* plural */.LS)(own.length, 'dependency').replace(/dependencys$/, 'dependencies')}${scripts.length ? `, scripts ${scripts.slice(0, 12).join(', ')}` : ''}.`,
            exports: bins.map((b) => `bin ${b}`),
            dependencies: own.slice(0, 50),
            notable_code: pkg.type === 'module' ? ['ES module package (type: module)'] : [],
        };
    }
    const lines = text ? text.text.split('\n').length : 0;
    if (category === 'documentation') {
        const heads = text ? [...text.text.matchAll(/^#{1,2}\s+(.+)$/gm)].map((m) => m[1].trim()).slice(0, 12) : [];
        return { path: p, category, summary: `${facts.readme ? facts.readme.split('\n\n')[0].slice(0, 300) : 'Documentation'} (${(0,manifest/* plural */.LS)(lines, 'line')}.)`, exports: [], dependencies: [], notable_code: heads.length ? [`sections: ${heads.join(', ')}`] : [] };
    }
    const kinds = {
        'tsconfig.json': 'TypeScript compiler configuration', 'package.json': 'npm package manifest', 'pyproject.toml': 'Python project configuration (pyproject.toml)', 'cargo.toml': 'Cargo manifest', 'go.mod': 'Go module definition',
        dockerfile: 'Docker image build file', makefile: 'Make build rules', 'requirements.txt': 'Python requirements list', 'setup.py': 'setuptools build script',
    };
    return { path: p, category, summary: `${kinds[base] ?? 'Configuration file'} (${(0,manifest/* plural */.LS)(lines, 'line')}, ${size} bytes).`, exports: [], dependencies: category === 'config' ? own.slice(0, 50) : [], notable_code: [] };
}
/** Why a program runs, in the words of its declaration. */
function programWhy(e) {
    const names = e.names.map((n, i) => `"${n}"${e.targets?.[i] ? ` (${e.targets[i]})` : ''}`).join(', ');
    const s = e.names.length === 1 ? '' : 's';
    switch (e.kind) {
        case 'bin':
            return `declared as a bin in ${e.source}`;
        case 'cargo-bin':
            return `Cargo binary target ${names} (found by Cargo's layout; ${e.source})`;
        case 'console-script':
            return `console script${s} ${names} declared in ${e.source}`;
        case 'gui-script':
            return `GUI script${s} ${names} declared in ${e.source}`;
    }
}
/** What the code shows makes a file a program, by language. */
function mainWhy(p, ff) {
    if (ff?.hasMain) {
        if (ff.language === 'Go')
            return 'program entry (package main with func main)';
        if (ff.language === 'Rust')
            return 'program entry (fn main)';
        if (ff.language === 'Python')
            return /(^|\/)__main__\.py$/.test(p) ? 'package entry for python -m, with an if __name__ == "__main__" block' : 'runs as a program (if __name__ == "__main__" block)';
        return 'executable (#! node line)';
    }
    if (/(^|\/)__main__\.py$/.test(p))
        return 'package entry for python -m';
    if (!ff && /(^|\/)(main\.go|main\.rs)$/.test(p))
        return 'program entry by file name (not parsed)';
    return null;
}
function entrypointSummary(p, ff, declared) {
    const prog = (0,manifest/* isProgram */.Vd)(declared) ? declared : undefined;
    const routes = ff?.routes ?? [];
    const commands = ff?.commands ?? [];
    let type;
    const why = [];
    const main = prog ? null : mainWhy(p, ff);
    if (ff?.listens) {
        type = routes.length ? 'api' : 'web';
        why.push('starts a network server');
        if (prog)
            why.push(programWhy(prog));
    }
    else if (routes.length) {
        type = 'api';
        why.push(`declares ${(0,manifest/* plural */.LS)(routes.length, 'route')}`);
        if (prog)
            why.push(programWhy(prog));
    }
    else if (prog) {
        // A GUI launcher runs without a console: a program, but no command-line one.
        type = prog.kind === 'gui-script' ? 'script' : 'cli';
        why.push(programWhy(prog));
    }
    else if (main) {
        type = 'cli';
        why.push(main);
    }
    else if (/(^|\/)src\/lib\.rs$/.test(p) || (declared?.kind === 'pkg-main' && /\.(d\.ts|[cm]?js|ts)$/.test(p))) {
        type = 'library';
        why.push(/\.rs$/.test(p) ? 'crate library root' : 'package.json main/module entry');
    }
    else if (declared?.kind === 'lib' && /\.rs$/.test(p)) {
        type = 'library';
        why.push('crate library root ([lib] path)');
    }
    else {
        type = ff ? 'script' : 'library';
        why.push(ff ? 'entry file by name' : 'declared in the package manifest');
    }
    const description = `${ff?.doc ? `${ff.doc} ` : ''}${why.join('; ')}${ff ? ` (${ff.language}, ${(0,manifest/* plural */.LS)(ff.lines, 'line')})` : ''}.`;
    const out = { path: p, type, description };
    const list = [...routes, ...commands];
    if (list.length)
        out.routes_or_commands = list.slice(0, 50);
    return out;
}
function repositorySummary(snapshot, facts, analyzed, risk, entrypoints) {
    const m = facts.manifest;
    const langs = (0,manifest/* languageCounts */.JL)(snapshot);
    const paras = [];
    paras.push(facts.readme ?? m.purpose_guess);
    const article = /^[aeiou]/i.test(m.project_type) ? 'an' : 'a';
    paras.push(`${m.project_name} is ${article} ${m.project_type} project${m.build_system ? ` built with ${m.build_system}` : ''}${m.test_framework ? ` and tested with ${m.test_framework}` : ''}. ${m.structure_summary}`);
    if (entrypoints.length)
        paras.push(`Entry points: ${entrypoints.slice(0, 8).map((e) => `${e.path} (${e.type})`).join(', ')}${entrypoints.length > 8 ? `, and ${entrypoints.length - 8} more` : ''}.`);
    const has = (p) => snapshot.files.some((f) => p.test(f.relative_path));
    const topDirs = new Set(snapshot.files.map((f) => f.relative_path.split('/')).filter((s) => s.length > 1).flatMap((s) => s.slice(0, -1).map((d) => d.toLowerCase())));
    const manifests = snapshot.files.filter((f) => /(^|\/)(package\.json|Cargo\.toml|go\.mod|pyproject\.toml)$/.test(f.relative_path) && f.relative_path.includes('/'));
    const pkg = facts.packageJson;
    let architecture;
    if ((pkg && pkg.workspaces) || has(/^pnpm-workspace\.yaml$/) || manifests.length >= 2) {
        architecture = `monorepo (${(0,manifest/* plural */.LS)(manifests.length, 'nested package manifest')}${pkg?.workspaces ? ', npm workspaces' : ''})`;
    }
    else if (['models', 'views', 'controllers'].filter((d) => topDirs.has(d)).length >= 2) {
        architecture = 'MVC (models/, views/ and controllers/ folders)';
    }
    else if ((topDirs.has('routes') || topDirs.has('controllers') || topDirs.has('handlers')) && topDirs.has('services')) {
        architecture = 'layered (routes or controllers, services, data access folders)';
    }
    else if (topDirs.has('cmd') && (topDirs.has('internal') || topDirs.has('pkg'))) {
        architecture = 'Go standard layout (cmd/ with internal/ or pkg/)';
    }
    else if (snapshot.files.filter((f) => /(^|\/)Dockerfile$/.test(f.relative_path) && f.relative_path.includes('/')).length >= 2) {
        architecture = 'multiple services, each with its own Dockerfile';
    }
    else if (entrypoints.some((e) => e.type === 'web' || e.type === 'api')) {
        architecture = 'single-package web service';
    }
    else if (entrypoints.some((e) => e.type === 'cli')) {
        architecture = 'single-package command-line program';
    }
    else if (entrypoints.some((e) => e.type === 'library')) {
        architecture = 'single-package library';
    }
    else {
        architecture = 'single package (no layered or multi-package structure detected)';
    }
    const tech = new Set(langs.filter(([l]) => l !== 'Markdown').slice(0, 5).map(([l]) => l));
    for (const d of m.dependencies) {
        const fw = FRAMEWORKS[d.name.toLowerCase()] ?? FRAMEWORKS[d.name];
        if (fw && d.type !== 'dev')
            tech.add(fw);
    }
    if (m.test_framework)
        tech.add(m.test_framework);
    const patterns = [];
    const tests = snapshot.files.filter((f) => f.category === 'test').length;
    if (tests)
        patterns.push(`${(0,manifest/* plural */.LS)(tests, 'test file')}`);
    const workflows = snapshot.files.filter((f) => /^\.github\/workflows\/[^/]+\.ya?ml$/.test(f.relative_path)).length;
    if (workflows)
        patterns.push(`${(0,manifest/* plural */.LS)(workflows, 'GitHub Actions workflow')} in .github/workflows`);
    if (has(/(^|\/)Dockerfile$/))
        patterns.push('container build (Dockerfile)');
    if (pkg?.type === 'module')
        patterns.push('ES modules (package.json type: module)');
    if (has(/^tsconfig\.json$/))
        patterns.push('TypeScript configured by tsconfig.json');
    const agentFiles = snapshot.files.filter((f) => /(^|\/)(AGENTS\.md|CLAUDE\.md|\.cursorrules|copilot-instructions\.md)$/.test(f.relative_path)).length;
    if (agentFiles)
        patterns.push(`${(0,manifest/* plural */.LS)(agentFiles, 'instruction file')} for coding agents`);
    const totalRoutes = [...analyzed.values()].reduce((n, f) => n + f.routes.length, 0);
    if (totalRoutes)
        patterns.push(`${(0,manifest/* plural */.LS)(totalRoutes, 'HTTP route')} declared in code`);
    const concerns = [];
    const bySecurity = risk.filter((r) => r.risk_type === 'security');
    if (bySecurity.length)
        concerns.push(`${(0,manifest/* plural */.LS)(bySecurity.reduce((n, r) => n + r.indicators.length, 0), 'security indicator')} in ${(0,manifest/* plural */.LS)(bySecurity.length, 'file')} (see risk_hotspots)`);
    const complex = risk.filter((r) => r.risk_type === 'complexity').length;
    if (complex)
        concerns.push(`${(0,manifest/* plural */.LS)(complex, 'large or deeply nested file')}`);
    const coupling = risk.filter((r) => r.risk_type === 'coupling').length;
    if (coupling)
        concerns.push(`${(0,manifest/* plural */.LS)(coupling, 'highly coupled module')}`);
    if (!tests && analyzed.size)
        concerns.push('no test files found');
    const creds = snapshot.exclusion_stats.by_credentials;
    if (creds)
        concerns.push(`${(0,manifest/* plural */.LS)(creds, 'credential file')} in the tree (excluded from this pack)`);
    if (snapshot.skipped.length)
        concerns.push(`${(0,manifest/* plural */.LS)(snapshot.skipped.length, 'path')} could not be read or were skipped`);
    return {
        description: paras.join('\n\n'),
        architecture_pattern: architecture,
        key_technologies: [...tech],
        notable_patterns: patterns,
        potential_concerns: concerns,
    };
}

;// CONCATENATED MODULE: ./src/snapshot/build.ts









/** Files past the content budget are read this many at a time, in path order. */
const BATCH = 32;
/** Scan, select, build: the reference's usage example as one call. */
async function buildContextPack(root, options) {
    // Sources are parsed during the scan, while their bytes are at hand: the pack type is only
    // known once the scan has sized everything, and reading them again cost more than parsing a
    // small repository's sources for a full pack that does not use them. A forced full pack
    // uses only the parse that decides entry points, so only that is made.
    const constraints = options.constraints ?? {};
    const scan = await (0,snapshot_scan/* scanProject */.vd)(root, { ...options, timestamp: options.createdAt, analyze: forcedType(constraints) === 'full' ? manifest/* ENTRY_POINT_ANALYZERS */.EM : true });
    return buildFromScan(scan, constraints, options.createdAt);
}
async function buildFromScan(scan, constraints, createdAt) {
    const { snapshot } = scan;
    const source = new PackSource(scan.absRoot, scan.cache);
    for (const issue of scan.encodingIssues)
        source.recordIssue(issue);
    const rootName = external_node_path_default().basename(scan.absRoot);
    const facts = await (0,manifest/* buildManifest */.u1)(snapshot, async (rel) => source.text(rel, 1024 * 1024)?.text ?? null, rootName, scan.analysis?.facts);
    const selection = selectPack(snapshot, constraints);
    if (selection.type === 'full')
        return buildFull(snapshot, facts, selection, source, createdAt, rootName);
    // Only a forced full pack (forcedType) scans with a partial parse, and selectPack never makes it a summary.
    if (!scan.analysis)
        throw new Error('summary pack without a parsed scan');
    return buildSummary(snapshot, facts, selection, source, createdAt, rootName, scan.analysis);
}
/**
 * The reference's FullPackBuilder. Key files come first, with their content (each at most
 * 50,000 bytes); every other extractable file follows in path order. A key file's content
 * appears once, in key_files. Files that would pass the byte budget are excluded by size and
 * never read; a file whose content shows a credential marker is excluded as credentials.
 */
async function buildFull(snapshot, facts, selection, source, createdAt, rootName) {
    // A file whose manifest read found a credential marker is out before any content is taken.
    const late = credentialExclusions(source);
    const truncated = new Set();
    let used = 0;
    const keySel = (0,classify/* keyFilesOf */.Ye)(snapshot.files);
    const byPath = new Map(snapshot.files.map((f) => [f.relative_path, f]));
    const keyFiles = [];
    const contents = [];
    const take = async (all, maxBytes, emit) => {
        const rels = all.filter((rel) => !late.has(rel));
        for (let i = 0; i < rels.length; i += BATCH) {
            if (used >= selection.budget) {
                for (const rel of rels.slice(i))
                    late.set(rel, { reason: 'size_limit' });
                return;
            }
            const batch = rels.slice(i, i + BATCH);
            const read = await Promise.all(batch.map((rel) => source.content(rel, byPath.get(rel).size_bytes, maxBytes).catch(() => null)));
            for (const [k, rel] of batch.entries()) {
                const r = read[k];
                if (!r) {
                    late.set(rel, { reason: 'size_limit' });
                    continue;
                }
                // With the base name: rules for named files (a token in `.npmrc`) apply to the tail
                // window too, which the scan, checking only a big file's head, never saw.
                if ((0,credential_content/* findCredentialMarker */.$)(r.content, external_node_path_default().posix.basename(rel))) {
                    late.set(rel, { reason: 'credentials' });
                    continue;
                }
                const bytes = Buffer.byteLength(r.content, 'utf8');
                if (used + bytes > selection.budget) {
                    late.set(rel, { reason: 'size_limit' });
                    continue;
                }
                used += bytes;
                if (r.truncated)
                    truncated.add(rel);
                emit(rel, r.content, r.truncated);
            }
        }
    };
    const importance = new Map(keySel.map((k) => [k.path, k.importance]));
    await take(keySel.map((k) => k.path), classify/* KEY_FILE_LIMITS */.M$.max_content_per_file_bytes, (rel, content, trunc) => {
        keyFiles.push({ path: rel, category: byPath.get(rel).category, importance: importance.get(rel), content, truncated: trunc });
    });
    const rest = snapshot.files.filter((f) => f.content_extractable && !importance.has(f.relative_path)).map((f) => f.relative_path);
    await take(rest, source.truncation.max_file_bytes, (rel, content, trunc) => {
        contents.push({ path: rel, content, truncated: trunc, original_size_bytes: byPath.get(rel).size_bytes });
    });
    const fileIndex = indexEntries(snapshot, late, truncated);
    const metadata = packMetadata('full', snapshot, fileIndex, used, truncated.size, source, createdAt, rootName);
    return {
        type: 'full',
        manifest: facts.manifest,
        file_index: fileIndex,
        key_files: keyFiles,
        contents,
        metadata,
        context_pack_info: packInfo(selection, metadata, fileIndex, truncated.size),
    };
}
/** JSON with 2-space indent, LF and a trailing newline: the bytes written for a pack. */
function serializePack(pack) {
    return `${JSON.stringify(pack, null, 2)}\n`;
}


/***/ }),

/***/ 6351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ manifestDependencies),
/* harmony export */   EM: () => (/* binding */ ENTRY_POINT_ANALYZERS),
/* harmony export */   JL: () => (/* binding */ languageCounts),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Vd: () => (/* binding */ isProgram),
/* harmony export */   u1: () => (/* binding */ buildManifest)
/* harmony export */ });
/* unused harmony exports languageOf, entryPoints, readmeParagraphs, firstSentences */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3292);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7135);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4130);
/* harmony import */ var _classify_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2628);





/** The program kinds: what runs a file. */
const PROGRAM_KINDS = ['bin', 'cargo-bin', 'console-script', 'gui-script'];
function isProgram(e) {
    return e !== undefined && PROGRAM_KINDS.includes(e.kind);
}
/** Which kind wins when a manifest names a path twice (lower wins). */
function strength(e) {
    return isProgram(e) ? 0 : e.kind === 'pkg-main' ? 1 : e.kind === 'lib' ? 2 : 3;
}
const LANGUAGES = {
    '.ts': 'TypeScript', '.tsx': 'TypeScript', '.mts': 'TypeScript', '.cts': 'TypeScript', '.js': 'JavaScript', '.jsx': 'JavaScript', '.mjs': 'JavaScript', '.cjs': 'JavaScript',
    '.py': 'Python', '.pyi': 'Python', '.go': 'Go', '.rs': 'Rust', '.java': 'Java', '.kt': 'Kotlin', '.rb': 'Ruby', '.php': 'PHP', '.cs': 'C#', '.swift': 'Swift',
    '.c': 'C', '.h': 'C', '.cc': 'C++', '.cpp': 'C++', '.hpp': 'C++', '.scala': 'Scala', '.sh': 'Shell', '.bash': 'Shell', '.lua': 'Lua', '.dart': 'Dart',
    '.vue': 'Vue', '.svelte': 'Svelte', '.md': 'Markdown', '.mdx': 'Markdown', '.css': 'CSS', '.scss': 'CSS', '.html': 'HTML', '.sql': 'SQL', '.ex': 'Elixir', '.exs': 'Elixir',
};
function languageOf(name) {
    return LANGUAGES[(0,_classify_js__WEBPACK_IMPORTED_MODULE_2__/* .extensionOf */ .je)(name)] ?? null;
}
/** Languages by file count, most first (ties in name order). */
function languageCounts(snapshot) {
    const counts = new Map();
    for (const f of snapshot.files) {
        const lang = languageOf(f.name);
        if (lang)
            counts.set(lang, (counts.get(lang) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1] || (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .compareBytes */ .Xo)(a[0], b[0]));
}
function asRecord(v) {
    return (0,_core_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(v) ? v : null;
}
function str(v) {
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}
/** A manifest's path as a relative path in normal form (`./a//b/` → `a/b`), under `base` (a folder ending in `/`, or ''). */
function relEntry(p, base = '') {
    const n = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(`${base}${p.replace(/\\/g, '/')}`).replace(/^\.\//, '').replace(/\/+$/, '');
    return n === '.' ? '' : n;
}
const PEP508 = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*([^;]*)/;
function pep508(spec, type) {
    const m = PEP508.exec(spec);
    if (!m)
        return null;
    const version = m[2].trim().replace(/^\(|\)$/g, '');
    return version ? { name: m[1], version, type } : { name: m[1], type };
}
const DEV_GROUPS = /^(dev|develop|development|test|tests|testing|lint|docs|doc|typing|types)$/i;
function tomlDeps(table, type) {
    const rec = asRecord(table);
    if (!rec)
        return [];
    return Object.entries(rec).flatMap(([name, v]) => {
        if (name === 'python')
            return [];
        const version = typeof v === 'string' ? v : str(asRecord(v)?.version);
        return [version ? { name, version, type } : { name, type }];
    });
}
function packageJsonDependencies(pkg) {
    const deps = [];
    for (const [field, type] of [['dependencies', 'runtime'], ['optionalDependencies', 'runtime'], ['devDependencies', 'dev'], ['peerDependencies', 'peer']]) {
        for (const [n, v] of Object.entries(asRecord(pkg[field]) ?? {}))
            deps.push(typeof v === 'string' ? { name: n, version: v, type } : { name: n, type });
    }
    return deps;
}
function pyprojectDependencies(py) {
    const deps = [];
    const add = (d, type) => {
        const dep = typeof d === 'string' ? pep508(d, type) : null;
        if (dep)
            deps.push(dep);
    };
    const project = asRecord(py.project);
    const poetry = asRecord(asRecord(py.tool)?.poetry);
    for (const d of Array.isArray(project?.dependencies) ? project.dependencies : [])
        add(d, 'runtime');
    for (const [group, list] of Object.entries(asRecord(project?.['optional-dependencies']) ?? {}))
        for (const d of Array.isArray(list) ? list : [])
            add(d, DEV_GROUPS.test(group) ? 'dev' : 'runtime');
    for (const list of Object.values(asRecord(py['dependency-groups']) ?? {}))
        for (const d of Array.isArray(list) ? list : [])
            add(d, 'dev');
    deps.push(...tomlDeps(poetry?.dependencies, 'runtime'), ...tomlDeps(poetry?.['dev-dependencies'], 'dev'));
    for (const g of Object.values(asRecord(poetry?.group) ?? {}))
        deps.push(...tomlDeps(asRecord(g)?.dependencies, 'dev'));
    return deps;
}
function requirementsDependencies(text) {
    const deps = [];
    for (const line of text.split(/\r?\n/)) {
        const t = line.replace(/#.*/, '').trim();
        const dep = t && !t.startsWith('-') ? pep508(t, 'runtime') : null;
        if (dep)
            deps.push(dep);
    }
    return deps;
}
function cargoDependencies(cargo) {
    return [...tomlDeps(cargo.dependencies, 'runtime'), ...tomlDeps(cargo['dev-dependencies'], 'dev'), ...tomlDeps(cargo['build-dependencies'], 'dev')];
}
function goModDependencies(gomod) {
    const deps = [];
    let inBlock = false;
    for (const raw of gomod.split(/\r?\n/)) {
        const line = raw.replace(/\/\/.*/, '').trim();
        if (/^require\s*\($/.test(line))
            inBlock = true;
        else if (inBlock && line === ')')
            inBlock = false;
        else {
            const m = (inBlock ? /^(\S+)\s+(\S+)$/ : /^require\s+(\S+)\s+(\S+)$/).exec(line);
            if (m)
                deps.push({ name: m[1], version: m[2], type: 'runtime' });
        }
    }
    return deps;
}
/**
 * The dependencies one manifest file itself declares, in its order, by its file name: a nested
 * go.mod or Cargo.toml speaks for its own module, not for the project's merged list. None for
 * other files or text that does not parse.
 */
function manifestDependencies(relPath, text) {
    const base = relPath.slice(relPath.lastIndexOf('/') + 1).toLowerCase();
    try {
        if (base === 'package.json') {
            const pkg = asRecord(JSON.parse(text));
            return pkg ? packageJsonDependencies(pkg) : [];
        }
        if (base === 'pyproject.toml') {
            const py = asRecord((0,smol_toml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text));
            return py ? pyprojectDependencies(py) : [];
        }
        if (base === 'cargo.toml') {
            const cargo = asRecord((0,smol_toml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text));
            return cargo ? cargoDependencies(cargo) : [];
        }
    }
    catch {
        return [];
    }
    if (base === 'go.mod')
        return goModDependencies(text);
    if (base === 'requirements.txt')
        return requirementsDependencies(text);
    return [];
}
/**
 * The scripts a pyproject.toml declares: `[project.scripts]` and `[tool.poetry.scripts]` install
 * console commands, `[project.gui-scripts]` GUI launchers. A Poetry script is a reference
 * string, a table with `callable`, or a table with `reference` and `type = "file"`.
 */
function pyprojectScripts(project, poetry) {
    const out = [];
    const tables = [
        [asRecord(project?.scripts), 'console-script', '[project.scripts]'],
        [asRecord(project?.['gui-scripts']), 'gui-script', '[project.gui-scripts]'],
        [asRecord(poetry?.scripts), 'console-script', '[tool.poetry.scripts]'],
    ];
    for (const [table, kind, label] of tables) {
        for (const [name, v] of Object.entries(table ?? {})) {
            const rec = asRecord(v);
            if (str(v))
                out.push({ kind, table: label, name, target: str(v) });
            else if (str(rec?.callable))
                out.push({ kind, table: label, name, target: str(rec.callable) });
            else if (str(rec?.reference) && rec.type === 'file')
                out.push({ kind, table: label, name, target: str(rec.reference), file: str(rec.reference) });
        }
    }
    return out;
}
/** The file of an object reference's module (`app.cli:main` → `app/cli.py`, also under `src/` or as a package). */
function moduleFile(target, seen) {
    const mod = target.split(':')[0].trim();
    if (!/^[A-Za-z_][\w]*(\.[A-Za-z_]\w*)*$/.test(mod))
        return undefined;
    const file = mod.replace(/\./g, '/');
    return [`${file}.py`, `${file}/__init__.py`, `src/${file}.py`, `src/${file}/__init__.py`].find((c) => seen.has(c));
}
/**
 * A crate's targets by Cargo's rules, `dir` being its folder ('' or ending in `/`): the `[[bin]]`
 * tables (a table without `path` takes `src/bin/<name>.rs`, `src/bin/<name>/main.rs`, or
 * `src/main.rs` for the package's own name), then, unless `autobins = false`, the binaries
 * Cargo finds itself (`src/main.rs`, `src/bin/*.rs`, `src/bin/*\/main.rs`) that no table has
 * taken by name or path; the library is `[lib] path` or `src/lib.rs`. A workspace-only
 * manifest (no `[package]`) has none.
 */
function cargoTargets(cargo, dir, seen, binFiles) {
    const pkg = asRecord(cargo.package);
    if (!pkg)
        return { bins: [], libs: [] };
    const source = `${dir}Cargo.toml`;
    const pkgName = str(pkg.name);
    const bins = [];
    const names = new Set();
    const paths = new Set();
    for (const b of Array.isArray(cargo.bin) ? cargo.bin : []) {
        const name = str(asRecord(b)?.name);
        const declared = str(asRecord(b)?.path);
        const p = declared
            ? relEntry(declared, dir)
            : name && [`${dir}src/bin/${name}.rs`, `${dir}src/bin/${name}/main.rs`, ...(name === pkgName ? [`${dir}src/main.rs`] : [])].find((c) => seen.has(c));
        if (name)
            names.add(name);
        if (!p)
            continue;
        paths.add(p);
        bins.push([p, { kind: 'bin', source, names: name ? [name] : [] }]);
    }
    if (pkg.autobins !== false) {
        const found = [];
        if (pkgName && seen.has(`${dir}src/main.rs`))
            found.push([`${dir}src/main.rs`, pkgName]);
        const under = `${dir}src/bin/`;
        for (const p of binFiles) {
            if (!p.startsWith(under))
                continue;
            const m = /^([^/]+)(?:\.rs|\/main\.rs)$/.exec(p.slice(under.length));
            if (m && !m[1].startsWith('.'))
                found.push([p, m[1].replace(/\.rs$/, '')]);
        }
        found.sort((a, b) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .compareBytes */ .Xo)(a[0], b[0]));
        for (const [p, name] of found)
            if (!names.has(name) && !paths.has(p))
                bins.push([p, { kind: 'cargo-bin', source, names: [name] }]);
    }
    const libPath = str(asRecord(cargo.lib)?.path);
    const lib = libPath ? relEntry(libPath, dir) : seen.has(`${dir}src/lib.rs`) ? `${dir}src/lib.rs` : undefined;
    return { bins, libs: lib ? [lib] : [] };
}
/** At most this many entry points are listed. */
const MAX_ENTRY_POINTS = 20;
/** Analyzers whose parse decides entry points (a Go `package main` with `func main`), by id. */
const ENTRY_POINT_ANALYZERS = ['go'];
/** Folders whose programs are not the project's entry points: examples, benchmarks, Go's testdata, hidden folders. */
const NOT_ENTRY_DIR = /(^|\/)(examples?|_examples|benches|testdata|\.[^/]+)\//i;
/** Folders the go tool skips: testdata and names starting with `_` or `.`. */
const GO_IGNORED_DIR = /(^|\/)(testdata|[._][^/]*)\//;
/**
 * The manifest's entry points: what the manifests declare (`declared`), then what the code or
 * the file names show. A Go file is one when it is `package main` with `func main()`, wherever
 * it is (a main.go of another package is not); without its parsed facts, its name decides
 * (`cmd/<name>/main.go`, or a main.go near the root). Rust files are Cargo's targets when a
 * Cargo.toml was read (`cargoLayout`), else found by Cargo's default layout at the root. Other
 * files by name: near the root only (a nested index.ts is a module, not an entry), `__main__.py`
 * anywhere. Never a test, an example, a benchmark or a file in a hidden folder unless a
 * manifest names it. When there are more than 20, manifest-declared ones are kept first, then
 * shallower ones; the list is in byte order.
 */
function entryPoints(snapshot, declared, cargoLayout, analyzed) {
    const ranked = new Map();
    // A declared path that leaves the repository names nothing in it.
    for (const p of declared)
        if (p && p !== '..' && !p.startsWith('../') && !p.startsWith('/'))
            ranked.set(p, 0);
    for (const f of snapshot.files) {
        const p = f.relative_path;
        if (ranked.has(p) || f.category === 'test' || NOT_ENTRY_DIR.test(p))
            continue;
        const depth = p.split('/').length;
        let entry;
        if (f.extension === '.go') {
            const ff = analyzed?.get(p);
            entry = GO_IGNORED_DIR.test(p) ? false : ff ? ff.hasMain : (f.category === 'entrypoint' && depth <= 2 && f.name === 'main.go') || /^cmd\/[^/]+\/main\.go$/.test(p);
        }
        else if (f.extension === '.rs') {
            entry = !cargoLayout && /^src\/(main\.rs|lib\.rs|bin\/[^/]+\.rs|bin\/[^/]+\/main\.rs)$/.test(p);
        }
        else {
            entry = (f.category === 'entrypoint' && depth <= 2 && !p.endsWith('.d.ts')) || /(^|\/)__main__\.py$/.test(p);
        }
        if (entry)
            ranked.set(p, depth);
    }
    return [...ranked]
        .sort((a, b) => a[1] - b[1] || (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .compareBytes */ .Xo)(a[0], b[0]))
        .slice(0, MAX_ENTRY_POINTS)
        .map(([p]) => p)
        .sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .compareBytes */ .Xo);
}
/**
 * `analyzed`, the scan's parsed sources, lets entry points come from the code too (a Go
 * `package main` with `func main` anywhere); without it they come from manifests and names only.
 */
async function buildManifest(snapshot, read, rootName, analyzed) {
    const have = new Set(snapshot.files.map((f) => f.relative_path));
    const seen = new Set([...have, ...snapshot.excluded_files.map((e) => e.path)]);
    const deps = [];
    const declared = new Map();
    const declare = (p, e) => {
        const had = declared.get(p);
        if (!had || strength(e) < strength(had))
            declared.set(p, e);
        else if (isProgram(e) && had.kind === e.kind && had.source === e.source) {
            for (const [i, n] of e.names.entries()) {
                if (had.names.includes(n))
                    continue;
                had.names.push(n);
                if (had.targets && e.targets)
                    had.targets.push(e.targets[i]);
            }
        }
    };
    let name;
    let description;
    let projectType;
    let buildSystem;
    let testFramework;
    let goModule = null;
    const readJson = async (rel) => {
        const t = await read(rel);
        if (t === null)
            return null;
        try {
            return asRecord(JSON.parse(t));
        }
        catch {
            return null;
        }
    };
    const readToml = async (rel) => {
        const t = await read(rel);
        if (t === null)
            return null;
        try {
            return asRecord((0,smol_toml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(t));
        }
        catch {
            return null;
        }
    };
    const pkg = have.has('package.json') ? await readJson('package.json') : null;
    if (pkg) {
        projectType ??= 'node';
        name ??= str(pkg.name);
        description ??= str(pkg.description);
        deps.push(...packageJsonDependencies(pkg));
        for (const f of ['main', 'module', 'browser', 'types'])
            if (str(pkg[f]))
                declare(relEntry(str(pkg[f])), { kind: f === 'browser' ? 'pkg-entry' : 'pkg-main', source: 'package.json', names: [] });
        if (str(pkg.bin))
            declare(relEntry(str(pkg.bin)), { kind: 'bin', source: 'package.json', names: str(pkg.name) ? [str(pkg.name).replace(/^@[^/]*\//, '')] : [] });
        for (const [n, v] of Object.entries(asRecord(pkg.bin) ?? {}))
            if (str(v))
                declare(relEntry(str(v)), { kind: 'bin', source: 'package.json', names: [n] });
        const exp = pkg.exports;
        const dot = typeof exp === 'string' ? exp : asRecord(exp)?.['.'] ?? (asRecord(exp) && !Object.keys(asRecord(exp)).some((k) => k.startsWith('.')) ? exp : undefined);
        const collect = (v) => {
            if (typeof v === 'string')
                declare(relEntry(v), { kind: 'pkg-entry', source: 'package.json', names: [] });
            else
                for (const x of Object.values(asRecord(v) ?? {}))
                    collect(x);
        };
        collect(dot);
        buildSystem ??= have.has('pnpm-lock.yaml') ? 'pnpm' : have.has('yarn.lock') ? 'yarn' : have.has('bun.lockb') || have.has('bun.lock') ? 'bun' : 'npm';
        const names = new Set(deps.map((d) => d.name));
        testFramework ??= ['vitest', 'jest', 'mocha', 'ava', 'tap', 'jasmine', '@playwright/test', 'cypress'].find((t) => names.has(t));
        const testScript = str(asRecord(pkg.scripts)?.test);
        if (!testFramework && testScript && /\bnode\b.*--test\b/.test(testScript))
            testFramework = 'node:test';
    }
    const py = have.has('pyproject.toml') ? await readToml('pyproject.toml') : null;
    if (py || have.has('setup.py') || have.has('requirements.txt')) {
        projectType ??= 'python';
        const project = asRecord(py?.project);
        const poetry = asRecord(asRecord(py?.tool)?.poetry);
        name ??= str(project?.name) ?? str(poetry?.name);
        description ??= str(project?.description) ?? str(poetry?.description);
        if (py)
            deps.push(...pyprojectDependencies(py));
        else if (have.has('requirements.txt'))
            deps.push(...requirementsDependencies((await read('requirements.txt')) ?? ''));
        for (const s of pyprojectScripts(project, poetry)) {
            const hit = s.file ? (seen.has(relEntry(s.file)) ? relEntry(s.file) : undefined) : moduleFile(s.target, seen);
            if (hit)
                declare(hit, { kind: s.kind, source: `pyproject.toml ${s.table}`, names: [s.name], targets: [s.target] });
        }
        const backend = str(asRecord(py?.['build-system'])?.['build-backend']) ?? '';
        buildSystem ??= have.has('uv.lock') ? 'uv' : /poetry/.test(backend) ? 'poetry' : /hatch/.test(backend) ? 'hatch' : /flit/.test(backend) ? 'flit' : /pdm/.test(backend) ? 'pdm' : /maturin/.test(backend) ? 'maturin' : /setuptools/.test(backend) || have.has('setup.py') ? 'setuptools' : 'pip';
        const names = new Set(deps.map((d) => d.name.toLowerCase()));
        testFramework ??= names.has('pytest') || have.has('pytest.ini') || have.has('conftest.py') || asRecord(asRecord(py?.tool)?.pytest) ? 'pytest' : snapshot.files.some((f) => /(^|\/)test_[^/]*\.py$/.test(f.relative_path)) ? 'unittest' : undefined;
    }
    // Every crate's Cargo.toml, the root's and a workspace's members (not a test fixture's or an
    // example's): each has its own targets.
    let cargoLayout = false;
    const crates = [];
    for (const f of snapshot.files) {
        if (f.name !== 'Cargo.toml' || f.category !== 'config' || f.relative_path === 'Cargo.toml' || NOT_ENTRY_DIR.test(f.relative_path))
            continue;
        const c = await readToml(f.relative_path);
        if (c)
            crates.push([f.relative_path.slice(0, -'Cargo.toml'.length), c]);
    }
    const cargo = have.has('Cargo.toml') ? await readToml('Cargo.toml') : null;
    if (cargo)
        crates.unshift(['', cargo]);
    const binFiles = crates.length ? [...seen].filter((p) => p.includes('src/bin/') && p.endsWith('.rs')) : [];
    for (const [dir, c] of crates) {
        cargoLayout = true;
        const t = cargoTargets(c, dir, seen, binFiles);
        for (const [p, e] of t.bins)
            declare(p, e);
        for (const p of t.libs)
            declare(p, { kind: 'lib', source: `${dir}Cargo.toml`, names: [] });
    }
    if (cargo) {
        projectType ??= 'rust';
        const pkgTable = asRecord(cargo.package);
        name ??= str(pkgTable?.name);
        description ??= str(pkgTable?.description);
        deps.push(...cargoDependencies(cargo));
        buildSystem ??= 'cargo';
        if (!testFramework && snapshot.files.some((f) => f.extension === '.rs' && (f.category === 'test' || f.relative_path.startsWith('tests/'))))
            testFramework = 'cargo test';
    }
    const gomod = have.has('go.mod') ? await read('go.mod') : null;
    if (gomod !== null) {
        projectType ??= 'go';
        goModule = /^module\s+(\S+)/m.exec(gomod)?.[1] ?? null;
        name ??= goModule?.split('/').pop();
        deps.push(...goModDependencies(gomod));
        buildSystem ??= 'go';
        if (!testFramework && snapshot.files.some((f) => f.name.endsWith('_test.go')))
            testFramework = 'go test';
    }
    if (!buildSystem && have.has('Makefile'))
        buildSystem = 'make';
    if (!buildSystem && have.has('CMakeLists.txt'))
        buildSystem = 'cmake';
    const langs = languageCounts(snapshot);
    projectType ??= langs.find(([l]) => l !== 'Markdown')?.[0].toLowerCase() ?? 'unknown';
    const readmeFile = snapshot.files.find((f) => /^readme(\.(md|markdown|rst|txt))?$/i.test(f.relative_path));
    const readme = readmeFile ? readmeParagraphs(await read(readmeFile.relative_path)) : null;
    if (!description && readme)
        description = firstSentences(readme, 300);
    const depOrder = { runtime: 0, dev: 1, peer: 2 };
    const uniqueDeps = new Map();
    for (const d of deps)
        if (!uniqueDeps.has(`${d.type}\0${d.name}`))
            uniqueDeps.set(`${d.type}\0${d.name}`, d);
    const dependencies = [...uniqueDeps.values()].sort((a, b) => depOrder[a.type] - depOrder[b.type] || (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .compareBytes */ .Xo)(a.name, b.name));
    const manifest = {
        project_name: name ?? rootName,
        project_type: projectType,
        purpose_guess: description ?? 'No description found in the manifests or README.',
        structure_summary: structureSummary(snapshot, langs),
        dependencies,
        entry_points: entryPoints(snapshot, [...declared.keys()], cargoLayout, analyzed),
    };
    if (buildSystem)
        manifest.build_system = buildSystem;
    if (testFramework)
        manifest.test_framework = testFramework;
    return { manifest, packageJson: pkg, dependencyNames: new Set(dependencies.map((d) => d.name.toLowerCase())), goModule, readme, declared };
}
function structureSummary(snapshot, langs) {
    const top = new Map();
    let rootFiles = 0;
    for (const f of snapshot.files) {
        const slash = f.relative_path.indexOf('/');
        if (slash < 0)
            rootFiles++;
        else
            top.set(f.relative_path.slice(0, slash), (top.get(f.relative_path.slice(0, slash)) ?? 0) + 1);
    }
    const dirs = [...top].sort((a, b) => b[1] - a[1] || (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .compareBytes */ .Xo)(a[0], b[0]));
    const parts = [`${plural(snapshot.files.length, 'file')} included of ${snapshot.total_files} scanned in ${plural(snapshot.total_directories, 'folder')} (${snapshot.excluded_files.length} excluded).`];
    if (dirs.length)
        parts.push(`Top-level folders: ${dirs.slice(0, 8).map(([d, n]) => `${d}/ (${plural(n, 'file')})`).join(', ')}${dirs.length > 8 ? `, and ${dirs.length - 8} more` : ''}; ${plural(rootFiles, 'file')} at the root.`);
    if (langs.length)
        parts.push(`Languages by file count: ${langs.slice(0, 6).map(([l, n]) => `${l} ${n}`).join(', ')}.`);
    return parts.join(' ');
}
/** `1 file`, `2 files`: counts in generated prose. */
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** The README's opening prose as plain text: headings, badges, HTML, code and link targets removed. */
function readmeParagraphs(text) {
    if (!text)
        return null;
    const body = text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/```[\s\S]*?```/g, '').replace(/<!--[\s\S]*?-->/g, '');
    const paras = [];
    for (const block of body.split(/\n\s*\n/)) {
        const lines = block.split('\n').map((l) => l.trim()).filter((l) => l && !/^(#|\[!\[|!\[|<|\||=+$|-+$|\* \[|- \[)/.test(l));
        if (!lines.length)
            continue;
        const plain = lines.join(' ')
            .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
            .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
            .replace(/<[^>]+>/g, '')
            .replace(/[*_`]{1,3}([^*_`]+)[*_`]{1,3}/g, '$1')
            .replace(/\s+/g, ' ')
            .trim();
        if (plain.length >= 20)
            paras.push(plain);
        if (paras.length === 2)
            break;
    }
    return paras.length ? paras.join('\n\n') : null;
}
function firstSentences(text, max) {
    const first = text.split('\n\n')[0];
    if (first.length <= max)
        return first;
    const cut = first.slice(0, max);
    const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'));
    return end > 40 ? cut.slice(0, end + 1) : `${cut.replace(/\s+\S*$/, '')}…`;
}


/***/ }),

/***/ 5294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ configPatterns),
/* harmony export */   u: () => (/* binding */ assertDirectory)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4489);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6296);






/**
 * `exclude` and `include` from `.packwright.yml` (lists of gitignore-syntax patterns, relative
 * to the scanned root), merged with the command line's.
 */
async function configPatterns(root) {
    const file = await (0,_core_config_js__WEBPACK_IMPORTED_MODULE_1__/* .findConfig */ .u0)(root);
    const config = await (0,_core_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(file);
    const list = (key) => {
        const v = config.raw[key];
        if (v === undefined || v === null)
            return [];
        if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(process.cwd(), file ?? '') || file}: ${key} must be a list of patterns`);
        return v;
    };
    return { exclude: list('exclude'), include: list('include') };
}
/**
 * Fails with one line when ROOT is missing, not a folder, or a folder this user cannot list
 * (before git or config are consulted, whose errors would name files inside it).
 */
async function assertDirectory(abs, given) {
    // As given, but escaped: a newline in the name would split the message.
    const shown = (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_5__/* .showPath */ .P8)(given);
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(abs);
        if (st.isDirectory())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.access)(abs, node_fs__WEBPACK_IMPORTED_MODULE_3__.constants.R_OK | node_fs__WEBPACK_IMPORTED_MODULE_3__.constants.X_OK);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, shown));
    }
    if (!st.isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${shown}: not a directory`);
}


/***/ }),

/***/ 8588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ sortByPath),
/* harmony export */   F: () => (/* binding */ normalizePath)
/* harmony export */ });
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7135);

/**
 * The reference's normalizePath: forward slashes, no drive letter, no duplicate or trailing
 * separators. Used for every path a snapshot or pack records.
 */
function normalizePath(p) {
    // The common case on POSIX: nothing to change (checked without a regex, once per file).
    if (p.length > 1 && !p.includes('\\') && !p.includes('//') && !p.endsWith('/') && p[1] !== ':')
        return p;
    let s = p.replace(/\\/g, '/');
    s = s.replace(/^[A-Za-z]:(?=\/|$)/, '');
    s = s.replace(/\/{2,}/g, '/');
    if (s.length > 1)
        s = s.replace(/\/$/, '');
    return s === '' ? '/' : s;
}
/**
 * Sorts by a path key in UTF-8 byte order (not locale, not UTF-16 units), encoding each key
 * once so a list of 200,000 files sorts as fast as plain strings.
 */
function sortByPath(items, key) {
    const keyed = items.map((item) => ({ item, k: key(item) }));
    // Without surrogates, UTF-16 unit order is UTF-8 byte order and plain comparison is exact.
    if (keyed.every((x) => !_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .HAS_SURROGATE */ .qV.test(x.k)))
        keyed.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
    else {
        const bytes = new Map(keyed.map((x) => [x, Buffer.from(x.k, 'utf8')]));
        keyed.sort((a, b) => Buffer.compare(bytes.get(a), bytes.get(b)));
    }
    return keyed.map((x) => x.item);
}


/***/ }),

/***/ 9828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vd: () => (/* binding */ scanProject)
});

// UNUSED EXPORTS: DEFAULT_MAX_FILE_SIZE, LEFT_OUT_RULE

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/secrets/credential-files.ts
var credential_files = __webpack_require__(2350);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/glob-match.ts
var glob_match = __webpack_require__(8829);
;// CONCATENATED MODULE: ./src/snapshot/ignore.ts

/** Parses ignore-file text into rules; lines that cannot match anything are dropped. */
function parseIgnore(text) {
    const rules = [];
    // git skips a UTF-8 byte-order mark (Windows editors write one); kept, it hid the first pattern.
    for (const rawLine of (text.startsWith('\uFEFF') ? text.slice(1) : text).split(/\r?\n/)) {
        const rule = compilePattern(rawLine);
        if (rule)
            rules.push(rule);
    }
    return rules;
}
/**
 * Compiles one gitignore line, or returns null for a blank line or comment. `engine` forces
 * one matcher (the test that holds the regex and the dynamic program to the same answers).
 */
function compilePattern(line, engine = 'auto') {
    let p = line;
    if (p.startsWith('#'))
        return null;
    // Trailing spaces go unless the last one is escaped.
    p = p.replace(/(?<!\\) +$/, '');
    if (p === '')
        return null;
    let negate = false;
    if (p.startsWith('!')) {
        negate = true;
        p = p.slice(1);
    }
    else if (p.startsWith('\\!') || p.startsWith('\\#')) {
        p = p.slice(1);
    }
    let dirOnly = false;
    if (p.endsWith('/') && !p.endsWith('\\/')) {
        dirOnly = true;
        p = p.replace(/\/+$/, '');
    }
    if (p === '')
        return null;
    const anchored = p.slice(0, -1).includes('/') || p.startsWith('/');
    if (p.startsWith('/'))
        p = p.slice(1);
    if (p === '')
        return null;
    const tokens = (0,glob_match/* globTokens */.vr)(p);
    // Unanchored: the pattern may match from the start of any folder.
    if (!anchored)
        tokens.unshift({ kind: 'globstar-slash' });
    return { source: line, negate, dirOnly, matches: (0,glob_match/* globMatcher */.fU)(tokens, engine), staticPrefix: anchored ? literalPrefix(p) : null };
}
function literalPrefix(p) {
    const at = p.search(/[*?[\\]/);
    const lit = at < 0 ? p : p.slice(0, at);
    return lit.includes('/') ? lit.slice(0, lit.lastIndexOf('/') + 1) : '';
}
/**
 * The verdict of a list of rules on a path relative to their base: true (ignored), false
 * (re-included by a `!` rule) or undefined (no rule matched). Last match wins.
 */
function matchRules(rules, rel, isDir) {
    for (let i = rules.length - 1; i >= 0; i--) {
        const r = rules[i];
        if (r.dirOnly && !isDir)
            continue;
        if (r.matches(rel))
            return r;
    }
    return undefined;
}
/**
 * Decides a path against a stack of ignore files, shallowest first: the deepest file with a
 * matching rule decides. Returns the deciding rule when the path is ignored, else null.
 */
function ignoredBy(stack, relPath, isDir) {
    for (let i = stack.length - 1; i >= 0; i--) {
        const f = stack[i];
        let rel = relPath;
        if (f.base !== '') {
            if (!relPath.startsWith(`${f.base}/`))
                continue;
            rel = relPath.slice(f.base.length + 1);
        }
        const r = matchRules(f.rules, rel, isDir);
        if (r)
            return r.negate ? null : r;
    }
    return null;
}
/** A list of gitignore-syntax patterns from config or flags, as one matcher at the root. */
class PatternList {
    rules;
    constructor(patterns) {
        this.rules = patterns.map((p) => compilePattern(p)).filter((r) => r !== null);
    }
    get empty() {
        return this.rules.length === 0;
    }
    /** The matching (non-negated) rule, or null. */
    match(rel, isDir) {
        const r = matchRules(this.rules, rel, isDir);
        return r && !r.negate ? r : null;
    }
    /** Whether some anchored pattern could match below `dir` (so an excluded folder is still walked). */
    reachesInto(dir) {
        return this.rules.some((r) => !r.negate && r.staticPrefix !== null && r.staticPrefix !== '' && (r.staticPrefix.startsWith(`${dir}/`) || `${dir}/`.startsWith(r.staticPrefix)));
    }
}

;// CONCATENATED MODULE: ./src/snapshot/defaults.ts
const suffix = (s) => ({ rule: `**/*${s}`, test: (b) => b.endsWith(s) && b.length > s.length });
const defaults_name = (n) => ({ rule: `**/${n}`, test: (b) => b === n });
const DEFAULT_GROUPS = [
    // A `.git` file is a worktree's or submodule's pointer to its repository.
    { group: 'version_control', reason: 'pattern_match', dirs: ['.git', '.svn', '.hg'], files: [defaults_name('.git')] },
    { group: 'dependencies', reason: 'dependency_dir', dirs: ['node_modules', 'vendor', '.venv', 'venv', 'env', '__pypackages__'], files: [] },
    { group: 'build_outputs', reason: 'build_output', dirs: ['dist', 'build', 'out', 'target', '.next', '.nuxt', 'coverage'], files: [] },
    {
        group: 'caches',
        reason: 'cache',
        dirs: ['.cache', '__pycache__', '.pytest_cache'],
        // `**/.tsbuildinfo` as written never matches tsc's real `tsconfig.tsbuildinfo`: match the extension.
        files: [suffix('.pyc'), defaults_name('.eslintcache'), { rule: '**/*.tsbuildinfo', test: (b) => b.endsWith('.tsbuildinfo') }],
    },
    {
        group: 'large_data',
        reason: 'pattern_match',
        dirs: ['logs'],
        files: [suffix('.sql'), suffix('.db'), { rule: '**/*.sqlite*', test: (b) => /.\.sqlite/.test(b) }, suffix('.log')],
    },
    {
        group: 'binaries',
        reason: 'binary',
        dirs: [],
        files: [
            ...['.exe', '.dll', '.so', '.dylib', '.wasm', '.png', '.jpg', '.jpeg', '.gif', '.ico', '.svg', '.mp4', '.mp3', '.pdf', '.zip', '.gz'].map(suffix),
            { rule: '**/*.tar*', test: (b) => /.\.tar/.test(b) },
        ],
    },
];
const DIR_REASON = new Map();
for (const g of DEFAULT_GROUPS)
    for (const d of g.dirs)
        DIR_REASON.set(d, { reason: g.reason, rule: `**/${d}/**` });
/** The default group excluding a folder by its name, or null. */
function defaultDirExclusion(dirName) {
    return DIR_REASON.get(dirName) ?? null;
}
/** The default group excluding a file by its name, or null. */
function defaultFileExclusion(baseName) {
    const b = baseName.toLowerCase();
    for (const g of DEFAULT_GROUPS)
        for (const f of g.files)
            if (f.test(b))
                return { reason: g.reason, rule: f.rule };
    return null;
}

// EXTERNAL MODULE: ./src/snapshot/classify.ts
var classify = __webpack_require__(2628);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/core/workers.ts
var workers = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/snapshot/inspect.ts + 7 modules
var inspect = __webpack_require__(4173);
;// CONCATENATED MODULE: ./src/snapshot/inspect-pool.ts




/** Below this many files, starting a thread costs more than it saves. */
const WORKERS_FROM = 1500;
/** Small batches keep the threads finishing together; each costs one message each way. */
const BATCH = 64;
/**
 * Batches a worker may hold before it answers. Large while the walk goes on (the calling
 * thread cannot hand out more until it ends), small afterwards, so no thread is left with a
 * backlog while the others wait at the end.
 */
const IN_FLIGHT_WALKING = 16;
const IN_FLIGHT_AFTER = 2;
/** A cap, since the walk and the results stay on one thread; more than this was never measured. */
const MAX_WORKERS = 3;
/**
 * Inspects files as the walk finds them. Small trees are inspected on the calling thread; once
 * a tree is big enough, worker threads share the batches with it. Results come back in the
 * order the items were added, whoever inspected them, so the output does not depend on timing.
 */
class Inspector {
    env;
    items = [];
    results = [];
    /** Batches not yet given out, by start index. */
    queue = [];
    queued = 0;
    helpers = [];
    started = false;
    done = 0;
    kept = 0;
    /** How many files worker threads inspected (0 when none started or all failed). */
    inspectedByHelpers = 0;
    wake = null;
    inFlight = IN_FLIGHT_WALKING;
    options;
    constructor(options, env = process.env) {
        this.env = env;
        this.options = { ...options };
    }
    add(item) {
        this.items.push(item);
        if (this.items.length - this.queued < BATCH)
            return;
        this.enqueue(this.queued, BATCH);
        if (!this.started && this.items.length >= WORKERS_FROM)
            this.startHelpers();
        this.feed();
    }
    /** All results, in the order the items were added. */
    async finish() {
        if (this.queued < this.items.length)
            this.enqueue(this.queued, this.items.length - this.queued);
        this.inFlight = IN_FLIGHT_AFTER;
        this.feed();
        while (this.done < this.items.length) {
            const start = this.queue.shift();
            if (start !== undefined) {
                this.inspectHere(start);
                // Let finished batches come in and hand the next ones out.
                if (this.helpers.length)
                    await new Promise((resolve) => setImmediate(resolve));
                continue;
            }
            // Everything is given out: wait for the helpers' last answers.
            await new Promise((resolve) => (this.wake = resolve));
        }
        await Promise.all(this.helpers.map((h) => h.worker.terminate()));
        this.helpers = [];
        return this.results;
    }
    enqueue(start, count) {
        for (let at = start; at < start + count; at += BATCH)
            this.queue.push(at);
        this.queued = start + count;
    }
    batchAt(start) {
        return { start, items: this.items.slice(start, Math.min(start + BATCH, this.queued)) };
    }
    inspectHere(start) {
        const { items } = this.batchAt(start);
        for (let k = 0; k < items.length; k++) {
            const r = (0,inspect/* inspectFile */.Xp)(items[k], this.options);
            this.results[start + k] = r;
            if (r.kind === 'file' && r.bytes) {
                this.kept += r.bytes.length;
                if (this.kept >= inspect/* CACHE_BUDGET */.x1)
                    this.options.keepBytes = false;
            }
        }
        this.done += items.length;
    }
    startHelpers() {
        this.started = true;
        const entry = (0,workers/* workerEntry */.xA)();
        const count = entry ? (0,workers/* workerCount */.Mo)(this.env, (0,external_node_os_.availableParallelism)(), MAX_WORKERS) : 0;
        for (let i = 0; i < count; i++) {
            let worker;
            try {
                worker = new external_node_worker_threads_.Worker(entry, { workerData: { task: 'snapshot-inspect', options: { ...this.options, keepBytes: false } } });
            }
            catch {
                break; // No thread to be had: the calling thread does the work.
            }
            const helper = { worker, pending: [], dead: false };
            worker.on('message', (answer) => {
                helper.pending = helper.pending.filter((b) => b.start !== answer.start);
                for (let k = 0; k < answer.results.length; k++)
                    this.results[answer.start + k] = answer.results[k];
                this.done += answer.results.length;
                this.inspectedByHelpers += answer.results.length;
                this.feed();
                this.notify();
            });
            // A helper that fails hands its batches back; the calling thread finishes them.
            const lost = () => {
                if (helper.dead)
                    return;
                helper.dead = true;
                this.queue.unshift(...helper.pending.map((b) => b.start));
                helper.pending = [];
                this.notify();
            };
            worker.on('error', lost);
            worker.on('exit', lost);
            this.helpers.push(helper);
        }
        // Bytes would have to be copied between threads; the builders read the few they need again.
        if (this.helpers.length)
            this.options.keepBytes = false;
    }
    feed() {
        for (const h of this.helpers) {
            while (!h.dead && h.pending.length < this.inFlight && this.queue.length) {
                const batch = this.batchAt(this.queue.shift());
                h.pending.push(batch);
                h.worker.postMessage(batch);
            }
        }
    }
    notify() {
        const wake = this.wake;
        this.wake = null;
        wake?.();
    }
}

// EXTERNAL MODULE: ./src/snapshot/paths.ts
var paths = __webpack_require__(8588);
// EXTERNAL MODULE: ./src/core/text-decode.ts
var text_decode = __webpack_require__(4667);
;// CONCATENATED MODULE: ./src/snapshot/scan.ts










/** The rule recorded for leaveOutPaths. */
const LEFT_OUT_RULE = '(a context pack recording the output\'s hash, rehashed by this build)';
const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;
const IGNORE_FILE_MAX = 1024 * 1024;
const IGNORE_FILES = ['.gitignore', '.councilignore'];
async function scanProject(root, options) {
    const absRoot = external_node_path_default().resolve(root);
    let rootStat;
    try {
        rootStat = (0,external_node_fs_.statSync)(absRoot);
    }
    catch (err) {
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, root));
    }
    if (!rootStat.isDirectory())
        throw new errors/* InvalidInputError */.oC(`${root}: not a directory`);
    const include = new PatternList(options.include ?? []);
    const exclude = new PatternList(options.exclude ?? []);
    const skip = new Set(options.skipPaths ?? []);
    const leaveOut = new Set(options.leaveOutPaths ?? []);
    const maxSize = options.maxFileSizeBytes ?? DEFAULT_MAX_FILE_SIZE;
    const excluded = [];
    const skipped = [];
    const pending = [];
    const inspector = new Inspector({ maxSize, analyze: options.analyze ?? false, keepBytes: true });
    let inspections = 0;
    const baseStack = [];
    const infoExclude = readIgnoreFile(external_node_path_default().join(absRoot, '.git', 'info', 'exclude'));
    if (infoExclude)
        baseStack.push({ base: '', rules: infoExclude });
    /** `inherited`: the folder was excluded but walked for an `include` pattern; other entries keep its reason. */
    // Synchronous like the per-file work below: one readdir per folder through the thread pool
    // left the process idle for about a sixth of a build on a tree of 2,400 folders.
    const walk = (absDir, relDir, stack, inherited) => {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(absDir, { withFileTypes: true, encoding: 'buffer' });
        }
        catch (err) {
            if (relDir === '')
                throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, root));
            skipped.push({ path: `${relDir}/`, problem: (0,errors/* describeFsError */.TQ)(err, 'folder').replace(/^folder: /, '') });
            return;
        }
        const named = [];
        for (const e of entries) {
            const name = decodeName(e.name);
            if (name === null) {
                skipped.push({ path: joinRel(relDir, (0,text_decode/* showName */.$i)(e.name)), problem: 'name is not valid UTF-8' });
                continue;
            }
            named.push({ name, e });
        }
        let local = stack;
        for (const f of IGNORE_FILES) {
            const hit = named.find((n) => n.name === f && n.e.isFile());
            if (!hit)
                continue;
            const rules = readIgnoreFile(external_node_path_default().join(absDir, f));
            if (rules && rules.length)
                local = [...local, { base: relDir, rules }];
        }
        const subdirs = [];
        for (const { name, e } of named) {
            const rel = joinRel(relDir, name);
            // Plain concatenation: path.join normalizes every one of a big tree's paths again.
            const abs = absDir.endsWith((external_node_path_default()).sep) ? absDir + name : absDir + (external_node_path_default()).sep + name;
            // The build's own output is left out unrecorded: a first build does not see it, a rebuild
            // does, and both must give the same bytes.
            if (skip.has(rel))
                continue;
            if (leaveOut.has(rel)) {
                // Recorded, not read: every file the scan saw appears once in file_index, and packing a
                // pack.json that records the output's hash would change it on every build.
                excluded.push({ path: rel, reason: 'pattern_match', rule: LEFT_OUT_RULE });
                continue;
            }
            if (e.isSymbolicLink()) {
                skipped.push({ path: rel, problem: 'symbolic link (not followed)' });
            }
            else if (e.isDirectory()) {
                const why = inherited ?? dirExclusion(rel, name, local, include, exclude);
                const reachable = why && why.rule !== '**/.git/**' && !include.empty && (include.match(rel, true) !== null || include.reachesInto(rel));
                if (why && !reachable)
                    excluded.push({ path: `${rel}/`, reason: why.reason, rule: why.rule, directory: true });
                else
                    subdirs.push({ abs, rel, inherited: why && !include.match(rel, true) ? why : null });
            }
            else if (e.isFile()) {
                const cred = (0,credential_files/* isCredentialPath */.b)(rel);
                const why = cred ? { reason: 'credentials', rule: cred.rule } : inherited && !include.match(rel, false) ? inherited : fileExclusion(rel, name, local, include, exclude);
                if (why)
                    pending.push({ rel, abs, name, excluded: why });
                else {
                    pending.push({ rel, abs, name, inspected: inspections++ });
                    inspector.add({ abs, name });
                }
            }
            else {
                skipped.push({ path: rel, problem: specialFileKind(e) });
            }
        }
        for (const d of subdirs)
            walk(d.abs, d.rel, local, d.inherited);
    };
    walk(absRoot, '', baseStack, null);
    const inspected = await inspector.finish();
    const cache = new Map();
    const files = [];
    const nodes = [];
    const analysis = options.analyze ? { facts: new Map(), tooLarge: [] } : undefined;
    const encodingIssues = [];
    let totalSize = 0;
    let totalFiles = 0;
    for (const p of pending) {
        if (p.excluded) {
            // Never opened: even the size comes from lstat only (credentials are never read).
            let size = 0;
            try {
                size = (0,external_node_fs_.lstatSync)(p.abs).size;
            }
            catch {
                /* vanished: size unknown */
            }
            totalFiles++;
            totalSize += size;
            excluded.push({ path: p.rel, reason: p.excluded.reason, rule: p.excluded.rule, size_bytes: size });
            continue;
        }
        const r = inspected[p.inspected];
        if (r.kind === 'skipped') {
            skipped.push({ path: p.rel, problem: r.problem });
            continue;
        }
        totalFiles++;
        totalSize += r.size;
        if (r.kind === 'excluded') {
            excluded.push({ path: p.rel, reason: r.reason, rule: r.rule, size_bytes: r.size });
            continue;
        }
        // The inspector stops returning bytes once CACHE_BUDGET is kept.
        if (r.bytes)
            cache.set(p.rel, r.bytes);
        if (r.facts === 'too-large')
            analysis?.tooLarge.push({ path: p.rel, size: r.size });
        else if (r.facts)
            analysis?.facts.set(p.rel, r.facts);
        if (r.encoding)
            encodingIssues.push({ path: p.rel, ...r.encoding });
        const type = (0,classify/* typeFromContent */._$)(p.name, false);
        files.push({
            path: (0,paths/* normalizePath */.F)(p.abs),
            relative_path: p.rel,
            name: p.name,
            extension: (0,classify/* extensionOf */.je)(p.name),
            size_bytes: r.size,
            type,
            category: (0,classify/* categorize */.W2)(p.rel),
            is_key_file: false,
            content_extractable: true,
        });
        nodes.push({ name: p.name, path: p.rel, size_bytes: r.size, type });
    }
    // Folders holding something recorded; empty folders (which git does not keep) are not counted.
    const folders = new Set();
    for (const rel of [...files.map((f) => f.relative_path), ...excluded.map((e) => e.path.replace(/\/$/, '')), ...skipped.map((x) => x.path.replace(/\/$/, ''))]) {
        for (let at = rel.lastIndexOf('/'); at > 0; at = rel.lastIndexOf('/', at - 1)) {
            if (folders.has(rel.slice(0, at)))
                break;
            folders.add(rel.slice(0, at));
        }
    }
    const sortedFiles = (0,paths/* sortByPath */.$)(files, (f) => f.relative_path);
    const keys = new Set((0,classify/* keyFilesOf */.Ye)(sortedFiles).map((k) => k.path));
    for (const f of sortedFiles)
        f.is_key_file = keys.has(f.relative_path);
    const sortedExcluded = (0,paths/* sortByPath */.$)(excluded, (e) => e.path);
    const stats = { by_pattern: 0, by_size: 0, by_binary: 0, by_credentials: 0 };
    for (const e of sortedExcluded) {
        if (e.reason === 'credentials')
            stats.by_credentials++;
        else if (e.reason === 'binary')
            stats.by_binary++;
        else if (e.reason === 'size_limit')
            stats.by_size++;
        else
            stats.by_pattern++;
    }
    const snapshot = {
        root_path: (0,paths/* normalizePath */.F)(absRoot),
        scan_timestamp: options.timestamp,
        directory_tree: buildTree(external_node_path_default().basename(absRoot), (0,paths/* sortByPath */.$)(nodes, (n) => n.path)),
        total_files: totalFiles,
        total_directories: folders.size,
        total_size_bytes: totalSize,
        files: sortedFiles,
        excluded_files: sortedExcluded,
        exclusion_stats: stats,
        skipped: (0,paths/* sortByPath */.$)(skipped, (s) => s.path),
    };
    return { snapshot, absRoot, cache, analysis, encodingIssues };
}
function joinRel(dir, name) {
    return dir === '' ? name : `${dir}/${name}`;
}
const utf8Strict = new TextDecoder('utf-8', { fatal: true });
function decodeName(name) {
    try {
        return utf8Strict.decode(name);
    }
    catch {
        return null;
    }
}
function specialFileKind(e) {
    if (e.isFIFO())
        return 'FIFO (named pipe), not read';
    if (e.isSocket())
        return 'socket, not read';
    if (e.isBlockDevice() || e.isCharacterDevice())
        return 'device file, not read';
    return 'not a regular file';
}
function readIgnoreFile(file) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    }
    catch {
        return null;
    }
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile() || st.size > IGNORE_FILE_MAX)
            return null;
        return parseIgnore((0,external_node_fs_.readFileSync)(fd).toString('utf8'));
    }
    catch {
        return null;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Why a folder is left out whole by default groups, exclude patterns or ignore files, or null. */
function dirExclusion(rel, name, stack, _include, exclude) {
    const ex = exclude.match(rel, true);
    return defaultDirExclusion(name) ?? (ex ? { reason: 'pattern_match', rule: `exclude: ${ex.source}` } : null) ?? ignoreReason(stack, rel, true);
}
function ignoreReason(stack, rel, isDir) {
    const r = ignoredBy(stack, rel, isDir);
    return r ? { reason: 'pattern_match', rule: `ignore file: ${r.source.trim()}` } : null;
}
/** Why a file is left out by its name or path alone, or null. Credentials win over everything. */
function fileExclusion(rel, name, stack, include, exclude) {
    const cred = (0,credential_files/* isCredentialPath */.b)(rel);
    if (cred)
        return { reason: 'credentials', rule: cred.rule };
    if (!include.empty && include.match(rel, false))
        return null;
    const byDefault = defaultFileExclusion(name);
    if (byDefault)
        return byDefault;
    const ex = exclude.match(rel, false);
    if (ex)
        return { reason: 'pattern_match', rule: `exclude: ${ex.source}` };
    return ignoreReason(stack, rel, false);
}
/** `.npmrc` and `.pypirc` are secrets only when they hold a token or password (INTEROP.md §6). */
function buildTree(rootName, nodes) {
    const root = { name: rootName, path: '', children: [] };
    const dirs = new Map([['', root]]);
    const dirFor = (rel) => {
        const have = dirs.get(rel);
        if (have)
            return have;
        const slash = rel.lastIndexOf('/');
        const parent = dirFor(slash < 0 ? '' : rel.slice(0, slash));
        const node = { name: rel.slice(slash + 1), path: rel, children: [] };
        parent.children.push(node);
        dirs.set(rel, node);
        return node;
    };
    for (const n of nodes) {
        const slash = n.path.lastIndexOf('/');
        dirFor(slash < 0 ? '' : n.path.slice(0, slash)).children.push(n);
    }
    return root;
}


/***/ }),

/***/ 7955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ packTimestamp)
/* harmony export */ });
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7167);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _core_source_date_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1735);



/**
 * The time recorded in a pack: SOURCE_DATE_EPOCH when set (reproducible builds), else the
 * HEAD commit time, else the Unix epoch. Never the wall clock, so a rebuild of the same tree
 * gives the same bytes. SOURCE_DATE_EPOCH is read as ctxpkg's clock reads it (core/source-date).
 */
async function packTimestamp(root, env) {
    const sde = (0,_core_source_date_js__WEBPACK_IMPORTED_MODULE_2__/* .sourceDateEpoch */ .p)(env);
    if (sde !== null)
        return iso(sde);
    const head = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_0__/* .headCommitTime */ .VJ)(root);
    // git takes any commit date; past year 9999 Date cannot hold it (an internal error before).
    if (head !== null && head > _core_source_date_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RFC3339_SECONDS */ .x)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC('the HEAD commit is dated past 9999-12-31T23:59:59Z; set SOURCE_DATE_EPOCH to date the pack');
    return iso(head ?? 0);
}
function iso(seconds) {
    return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}


/***/ })

};
