export const id = 7788;
export const ids = [7788,6153];
export const modules = {

/***/ 3026:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  contextPackRules: () => (/* binding */ contextPackRules)
});

;// CONCATENATED MODULE: ./src/context-pack/names.ts
/** How names and values are compared and named in context pack messages. */
function names_form(s) {
    return s === s.normalize('NFC') ? 'NFC' : s === s.normalize('NFD') ? 'NFD' : 'neither NFC nor NFD';
}
/**
 * How `a` differs from `b` when it is only in Unicode normalization and/or letter case (what a
 * macOS or Windows file system ignores but Linux does not), as a message clause; else null.
 */
function nearMiss(a, b) {
    if (a === b)
        return null;
    const an = a.normalize('NFC');
    const bn = b.normalize('NFC');
    if (an === bn)
        return `differs only in Unicode normalization (${names_form(a)} vs ${names_form(b)})`;
    if (a.toLowerCase() === b.toLowerCase())
        return 'differs only in letter case';
    if (an.toLowerCase() === bn.toLowerCase())
        return `differs only in letter case and Unicode normalization (${names_form(a)} vs ${names_form(b)})`;
    return null;
}
/** The key under which names that differ only in letter case or Unicode normalization meet. */
function foldKey(name) {
    return name.normalize('NFC').toLowerCase();
}
/** Finds, for a name, one of `names` it differs from only in letter case or normalization (indexed once, so many lookups stay linear). */
function nearMissFinder(names) {
    const byKey = new Map();
    for (const n of names) {
        const k = foldKey(n);
        const list = byKey.get(k);
        if (list)
            list.push(n);
        else
            byKey.set(k, [n]);
    }
    return (name) => {
        for (const other of byKey.get(foldKey(name)) ?? []) {
            const how = nearMiss(name, other);
            if (how)
                return { other, how };
        }
        return null;
    };
}
/** What kind of value a parsed JSON (`an array`, `a string`) or, with `yaml`, YAML (`a YAML list`) value is. */
function valueKind(value, yaml = false) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return yaml ? 'a YAML list' : 'an array';
    // YAML's own types, which are objects to JavaScript but no mapping to a reader of the file.
    if (value instanceof Uint8Array)
        return 'YAML binary data (!!binary)';
    if (value instanceof Date)
        return 'a YAML timestamp';
    if (value instanceof Set)
        return 'a YAML set (!!set)';
    if (typeof value === 'object')
        return yaml ? 'a YAML mapping' : 'an object';
    return yaml ? `a YAML ${typeof value}` : `a ${typeof value}`;
}

;// CONCATENATED MODULE: ./src/context-pack/rules/types.ts
const DOCS = 'https://github.com/packwright/packwright/blob/main/README.md#context-pack-rules';

;// CONCATENATED MODULE: ./src/context-pack/rules/manifest-json.ts


const manifestJson = {
    meta: { id: 'manifest-json', severity: 'error', description: 'pack.json exists and parses as a JSON object, with no key repeated', docs: DOCS },
    check(ctx, report) {
        if (ctx.manifestReadError)
            return report(`pack.json cannot be read: ${ctx.manifestReadError.replace(`${ctx.manifestPath}: `, '')}`, ctx.manifestPath);
        const err = ctx.manifestJson?.error;
        if (err?.duplicateKey)
            return report(`pack.json repeats a key (${err.message}): JSON readers differ on which value counts, so keep one`, ctx.manifestPath, { line: err.line, column: err.column });
        if (err)
            return report(`pack.json is not valid JSON: ${err.message}`, ctx.manifestPath, { line: err.line, column: err.column });
        if (ctx.manifestJson && !ctx.manifest)
            report(`pack.json must contain a JSON object at the top level, not ${valueKind(ctx.manifestJson.value)}`, ctx.manifestPath, { line: 1, column: 1 });
    },
};

// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/core/json-pointer.ts
var json_pointer = __webpack_require__(4557);
// EXTERNAL MODULE: ./src/context-pack/schema.ts
var schema = __webpack_require__(1644);
;// CONCATENATED MODULE: ./src/context-pack/rules/manifest-schema.ts




const UTC_EXAMPLE = '"2026-04-24T14:22:03Z"';
/** The same instant in UTC with "Z", keeping fractional seconds only when the original had them. */
function inUtc(value) {
    const ms = Date.parse(value);
    if (Number.isNaN(ms))
        return null;
    const iso = new Date(ms).toISOString();
    return /:\d\d\.\d/.test(value) ? iso : iso.replace(/\.\d{3}Z$/, 'Z');
}
function describe(e, manifest, badFormat) {
    const at = e.instancePath || '/';
    const value = (0,json_pointer/* valueAtPointer */.s)(manifest, e.instancePath);
    switch (e.keyword) {
        case 'required': {
            const prop = e.params.missingProperty;
            return { pointer: e.instancePath, message: `${at}: missing required property "${prop}"` };
        }
        case 'pattern':
            if (e.instancePath.endsWith('/sha256'))
                return { pointer: e.instancePath, message: `${at}: must be 64 lowercase hexadecimal characters` };
            if (e.instancePath.endsWith('/id'))
                return { pointer: e.instancePath, message: `${at}: a source id must start with "src_" and contain no spaces or "]"` };
            if (e.instancePath.endsWith('/url'))
                return { pointer: e.instancePath, message: `${at}: ${JSON.stringify(value)} is not an absolute http:// or https:// URL; every source needs one, such as "https://example.com/page"` };
            if (e.instancePath === '/spec_version')
                return { pointer: e.instancePath, message: `${at}: ${JSON.stringify(value)} is not a spec version this validator implements: it checks Context Pack spec 0.1, written ${schema/* IMPLEMENTED_SPEC_VERSIONS */.J}` };
            if (e.instancePath === '/generated_at') {
                // A valid date-time at another offset: name its UTC spelling. Anything else is format's error too.
                const utc = typeof value === 'string' && !badFormat.has(e.instancePath) ? inUtc(value) : null;
                if (utc !== null)
                    return { pointer: e.instancePath, message: `${at}: ${JSON.stringify(value)} must be in UTC, written with "Z" (the spec asks for an ISO-8601 UTC timestamp): ${JSON.stringify(utc)}` };
                return { pointer: e.instancePath, message: `${at}: must be an ISO-8601 date-time in UTC such as ${UTC_EXAMPLE}` };
            }
            return { pointer: e.instancePath, message: `${at}: ${e.message}` };
        case 'format':
            if (e.instancePath === '/generated_at')
                return { pointer: e.instancePath, message: `${at}: must be an ISO-8601 date-time in UTC such as ${UTC_EXAMPLE}` };
            return { pointer: e.instancePath, message: `${at}: must be an ISO-8601 date-time such as ${UTC_EXAMPLE}` };
        default:
            return { pointer: e.instancePath, message: `${at}: ${e.message}` };
    }
}
const manifestSchema = {
    meta: { id: 'manifest-schema', severity: 'error', description: 'pack.json follows schemas/context-pack.schema.json; no path is listed twice', docs: DOCS },
    check(ctx, report) {
        // A pack.json that is no JSON object is manifest-json's one finding ("/: must be object" says it again).
        if (!ctx.manifest)
            return;
        const badFormat = new Set(ctx.schemaErrors.filter((e) => e.keyword === 'format').map((e) => e.instancePath));
        for (const e of ctx.schemaErrors) {
            // format and pattern can both refuse /generated_at, with the same words: say it once.
            if (e.keyword === 'pattern' && e.instancePath === '/generated_at' && badFormat.has(e.instancePath))
                continue;
            const { pointer, message } = describe(e, ctx.manifest, badFormat);
            report(message, ctx.manifestPath, ctx.locate(pointer));
        }
        // Compared in normal form: `./cursor.md` and `cursor.md` are one file listed twice.
        const seen = new Map();
        for (const f of ctx.listed) {
            if (!f.path)
                continue;
            const key = (0,paths/* normalRelativePath */.xI)(f.path);
            const first = seen.get(key);
            if (first !== undefined) {
                const as = first.path === f.path ? '' : ` as ${JSON.stringify(first.path)}`;
                report(`/files/${f.index}/path: ${JSON.stringify(f.path)} is already listed at /files/${first.index}${as}`, ctx.manifestPath, ctx.locate(`/files/${f.index}/path`));
            }
            else
                seen.set(key, { index: f.index, path: f.path });
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/file-missing.ts


const fileMissing = {
    meta: { id: 'file-missing', severity: 'error', description: 'every file listed in pack.json exists and is a regular file', docs: DOCS },
    check(ctx, report) {
        let find;
        for (const f of ctx.listed) {
            const where = ctx.locate(`/files/${f.index}/path`);
            if (f.status === 'missing') {
                const near = (find ??= nearMissFinder(ctx.packFiles))(f.path);
                const hint = near ? ` (it ${near.how} from ${JSON.stringify(near.other)}, which is in the folder: spell the listed path as the name on disk)` : '';
                report(`${f.path} is listed in pack.json but does not exist${hint}`, ctx.manifestPath, where);
            }
            else if (f.status === 'not-regular')
                report(`${f.path} is listed in pack.json but is ${f.detail}, not a regular file`, ctx.manifestPath, where);
            else if (f.status === 'unreadable')
                report(`${f.path} is listed in pack.json but cannot be read: ${f.detail?.replace(`${f.path}: `, '')}`, ctx.manifestPath, where);
        }
    },
};

// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
;// CONCATENATED MODULE: ./src/context-pack/rules/hash-mismatch.ts


const hashMismatch = {
    meta: { id: 'hash-mismatch', severity: 'error', description: 'each listed file\'s SHA-256 matches pack.json (which cannot list itself)', docs: DOCS },
    check(ctx, report) {
        for (const f of ctx.listed) {
            if (f.status === 'manifest') {
                report(`/files/${f.index}/path: ${(0,show_name/* quoteEscaped */.kd)(f.path)} is ${f.detail}, whose hash changes whenever the hash is written into it: remove the entry (rehash refuses it too)`, ctx.manifestPath, ctx.locate(`/files/${f.index}/path`));
                continue;
            }
            // An unreadable or malformed recorded hash is reported by file-missing / manifest-schema.
            if (!f.actual || f.recorded === null || !/^[0-9a-fA-F]{64}$/.test(f.recorded))
                continue;
            if (f.actual !== f.recorded.toLowerCase()) {
                report(`${f.path}: sha256 in pack.json is ${f.recorded.slice(0, 12)}…, the file hashes to ${f.actual.slice(0, 12)}… (run: packwright context-pack rehash)`, ctx.manifestPath, ctx.locate(`/files/${f.index}/sha256`));
            }
        }
    },
};

// EXTERNAL MODULE: ./src/core/windows-names.ts
var windows_names = __webpack_require__(4559);
;// CONCATENATED MODULE: ./src/context-pack/rules/path-unsafe.ts





// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"|?*\x00-\x1f]/;
/**
 * Why a listed path (already relative, normal and free of backslashes) cannot be checked out on
 * Windows, or null. The spec's goal is a portable folder ("zipped, committed, or served"); git
 * for Windows refuses to check out such names, so a pack holding one is broken there.
 */
function windowsProblem(p) {
    for (const seg of p.split('/')) {
        const bad = FORBIDDEN.exec(seg);
        if (bad) {
            const ch = bad[0] < ' ' ? `the control character ${(0,show_name/* quoteEscaped */.kd)(bad[0])}` : JSON.stringify(bad[0]);
            return `${(0,show_name/* quoteEscaped */.kd)(seg)} contains ${ch}, which Windows does not allow in a file name`;
        }
        if (/[. ]$/.test(seg))
            return `${(0,show_name/* quoteEscaped */.kd)(seg)} ends with ${seg.endsWith('.') ? 'a dot' : 'a space'}, which Windows drops from a file name`;
        const reserved = windows_names/* WINDOWS_DEVICE_NAME */.H.exec(seg);
        if (reserved)
            return `${(0,show_name/* quoteEscaped */.kd)(seg)} is the reserved device name ${reserved[1].toUpperCase()} on Windows (with any extension)`;
    }
    return null;
}
const pathUnsafe = {
    meta: { id: 'path-unsafe', severity: 'error', description: 'listed paths are relative, use "/", have no "..", are written in normal form (no "./", "//", "." segment or trailing "/"), do not leave the pack through a symlink, and are portable (valid Windows names; no two differ only in letter case or Unicode normalization)', docs: DOCS },
    check(ctx, report) {
        const seen = new Map();
        for (const f of ctx.listed) {
            if (!f.path)
                continue;
            const where = ctx.locate(`/files/${f.index}/path`);
            if (f.status === 'unsafe') {
                // `c:x.md` has no slash after the colon: relative to drive C's current folder, not absolute.
                const detail = f.detail === 'is absolute' && /^[A-Za-z]:(?!\/)/.test(f.path) ? `is drive-relative (Windows reads "${f.path.slice(0, 2)}" as the current folder of drive ${f.path[0].toUpperCase()}:)` : f.detail;
                report(`/files/${f.index}/path: ${(0,show_name/* quoteEscaped */.kd)(f.path)} is not a safe pack path: ${detail}`, ctx.manifestPath, where);
                continue;
            }
            const windows = windowsProblem(f.path);
            if (windows) {
                report(`/files/${f.index}/path: ${(0,show_name/* quoteEscaped */.kd)(f.path)} is not a portable pack path: ${windows}`, ctx.manifestPath, where);
                continue;
            }
            // Listed twice in one spelling is manifest-schema's; here two spellings of one name on Windows and macOS.
            const normal = (0,paths/* normalRelativePath */.xI)(f.path);
            const twin = seen.get(foldKey(normal));
            const how = twin && nearMiss(normal, twin.path);
            if (twin && how) {
                report(`/files/${f.index}/path: ${(0,show_name/* quoteEscaped */.kd)(f.path)} is not a portable pack path: it ${how} from ${(0,show_name/* quoteEscaped */.kd)(twin.path)} (/files/${twin.index}), and a file system that ignores the difference (Windows and macOS ignore case, macOS normalization) holds only one of the two`, ctx.manifestPath, where);
            }
            else if (!twin)
                seen.set(foldKey(normal), { index: f.index, path: normal });
        }
    },
};

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/context-pack/rules/file-unlisted.ts




const fileUnlisted = {
    meta: { id: 'file-unlisted', severity: 'warning', description: 'every file in the pack folder is listed in pack.json files', docs: DOCS },
    check(ctx, report) {
        if (!ctx.manifest)
            return;
        // `sub//x.md` lists sub/x.md, wrongly spelled: path-unsafe says so, and it is not unlisted too.
        const listed = new Set(ctx.listed.filter((f) => f.path).map((f) => (0,paths/* normalRelativePath */.xI)(f.path)));
        const find = nearMissFinder(listed);
        for (const rel of ctx.packFiles) {
            if (listed.has(rel))
                continue;
            const near = find(rel);
            const unsafe = ctx.unsafeLinks.get(rel);
            // Listing a symlink that leaves the pack would not help: rehash refuses it.
            const hint = unsafe
                ? ` (a symlink that is not a safe pack path: ${unsafe}; remove it or replace it with the file)`
                : near
                    ? ` (it ${near.how} from the listed ${JSON.stringify(near.other)}: spell the listed path as the name on disk)`
                    : ' (run: packwright context-pack rehash after adding it)';
            report(`${rel} is in the pack folder but not listed in pack.json files${hint}`, external_node_path_default().join(ctx.root, rel));
        }
        for (const p of ctx.walkProblems)
            report(`folder ${p.rel} cannot be read: ${p.problem}`, external_node_path_default().join(ctx.root, p.rel));
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/encoding.ts

const encoding = {
    meta: { id: 'encoding', severity: 'error', description: 'pack.json and Markdown files are UTF-8 without a byte order mark', docs: DOCS },
    check(ctx, report) {
        if (ctx.manifestDecoded?.problem)
            report(`pack.json ${ctx.manifestDecoded.problem}`, ctx.manifestPath, { line: 1, column: 1 });
        for (const md of ctx.markdown) {
            if (md.decoded?.problem)
                report(`${md.rel} ${md.decoded.problem}`, md.abs, { line: 1, column: 1 });
            if (md.skipped)
                report(`${md.rel} was not checked: ${md.skipped}`, md.abs);
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/line-endings.ts

const line_endings_describe = (e) => (e.ending === 'CRLF' ? 'CRLF line endings' : 'CR line endings (a carriage return without a line feed)');
const lineEndings = {
    meta: { id: 'line-endings', severity: 'error', description: 'files use LF line endings, not CRLF or a lone CR', docs: DOCS },
    check(ctx, report) {
        const manifest = ctx.manifestBadLineEnding;
        if (manifest)
            report(`pack.json uses ${line_endings_describe(manifest)}; the spec asks for LF`, ctx.manifestPath, { line: manifest.line });
        for (const md of ctx.markdown) {
            if (md.badLineEnding)
                report(`${md.rel} uses ${line_endings_describe(md.badLineEnding)}; the spec asks for LF`, md.abs, { line: md.badLineEnding.line });
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/frontmatter-missing.ts

/** A first line that opens frontmatter; when micromark found none, no `---` line closes it. */
const OPENING = /^---[ \t]*(?:\r\n|\r|\n)/;
const frontmatterMissing = {
    meta: { id: 'frontmatter-missing', severity: 'error', description: 'every Markdown file starts with a YAML frontmatter block', docs: DOCS },
    check(ctx, report) {
        for (const md of ctx.markdown) {
            if (!md.doc || md.doc.frontmatter)
                continue;
            if (md.decoded && OPENING.test(md.decoded.text))
                report(`${md.rel}: the frontmatter opened on line 1 is never closed: end the YAML with a --- line`, md.abs, { line: 1, column: 1 });
            else
                report(`${md.rel} has no YAML frontmatter: start it with ---, file, pack_id and spec_version, then ---`, md.abs, { line: 1, column: 1 });
        }
    },
};

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/yaml.ts
var yaml = __webpack_require__(1076);
// EXTERNAL MODULE: ./src/core/json.ts
var json = __webpack_require__(6153);
;// CONCATENATED MODULE: ./src/context-pack/frontmatter.ts




/** Where a frontmatter key is written in the Markdown file (its line and column), else the frontmatter's first line. */
function frontmatterKeyLocation(md, key) {
    const fm = md.doc?.frontmatter;
    if (!fm)
        return { line: 1, column: 1 };
    const parsed = md.frontmatter?.yaml.parsed;
    const at = parsed?.doc.has(key) ? (0,yaml.locatePointer)(parsed, (0,json.jsonPointer)([key])) : undefined;
    return at ? { line: at.line + fm.bodyLine - 1, column: at.column } : { line: fm.position.line, column: 1 };
}
const MAX_SHOWN = 60;
/** A frontmatter value as written in the YAML (`0.10`, `[cursor.md]`), shortened, for messages. */
function frontmatterSourceText(md, key, value) {
    const yaml = md.frontmatter?.yaml;
    const node = yaml?.parsed?.doc.get(key, true);
    let text = node?.range && yaml ? yaml.text.slice(node.range[0], node.range[1]).trim() : JSON.stringify(value) ?? String(value);
    text = text.replace(/\s+/g, ' ');
    return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}
/**
 * Why frontmatter `key` is not the string `expected` (the manifest's), or null when it is or is
 * absent (frontmatter-invalid reports absence). Compared exactly: an unquoted `0.1` is the YAML
 * number 0.1, and so are `0.10`, `.1` and `1e-1`; a list `[x]` is no string either, however
 * String() prints it. The spec's own examples quote the version (`spec_version: "0.1"`).
 */
function frontmatterStringProblem(md, key, expected) {
    const v = md.frontmatter?.value;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return null;
    const value = v[key];
    if (value === undefined || value === null)
        return null;
    if (typeof value === 'string') {
        return value === expected ? null : `${md.rel}: frontmatter ${key} ${JSON.stringify(value)} does not match pack.json ${JSON.stringify(expected)}`;
    }
    const written = frontmatterSourceText(md, key, value);
    const node = md.frontmatter?.yaml.parsed?.doc.get(key, true);
    if ((0,dist/* isScalar */.jn)(node) && node.source === expected) {
        return `${md.rel}: frontmatter ${key} ${written} is ${valueKind(value, true)}, not the string ${JSON.stringify(expected)} pack.json has: quote it (${key}: ${JSON.stringify(expected)})`;
    }
    return `${md.rel}: frontmatter ${key} ${written} is ${valueKind(value, true)}, not a string, and does not match pack.json ${JSON.stringify(expected)} (write ${key}: ${JSON.stringify(expected)})`;
}

;// CONCATENATED MODULE: ./src/context-pack/rules/frontmatter-invalid.ts



const REQUIRED = ['file', 'pack_id', 'spec_version'];
const frontmatterInvalid = {
    meta: { id: 'frontmatter-invalid', severity: 'error', description: 'frontmatter is a YAML mapping with file, pack_id and spec_version; file is a string naming the file itself', docs: DOCS },
    check(ctx, report) {
        for (const md of ctx.markdown) {
            const fm = md.frontmatter;
            if (!fm || !md.doc?.frontmatter)
                continue;
            const at = { line: md.doc.frontmatter.position.line, column: 1 };
            if (fm.error) {
                report(`${md.rel}: frontmatter is not valid YAML: ${fm.error.message}`, md.abs, { line: fm.error.line ?? at.line, column: fm.error.column });
                continue;
            }
            if (typeof fm.value !== 'object' || fm.value === null || Array.isArray(fm.value)) {
                report(`${md.rel}: frontmatter must be a YAML mapping`, md.abs, at);
                continue;
            }
            const value = fm.value;
            const missing = REQUIRED.filter((k) => value[k] === undefined || value[k] === null);
            if (missing.length)
                report(`${md.rel}: frontmatter lacks ${missing.join(', ')}`, md.abs, at);
            const file = value.file;
            if (file === undefined || file === null)
                continue;
            const name = md.rel.split('/').pop();
            if (typeof file !== 'string') {
                report(`${md.rel}: frontmatter file ${frontmatterSourceText(md, 'file', file)} is ${valueKind(file, true)}, not a string naming the file (write file: ${name})`, md.abs, frontmatterKeyLocation(md, 'file'));
            }
            else if (file !== md.rel && file !== name) {
                const how = nearMiss(file, md.rel) ?? (name === undefined ? null : nearMiss(file, name));
                report(`${md.rel}: frontmatter says file: ${file}${how ? ` (it ${how} from the file's name)` : ''}`, md.abs, frontmatterKeyLocation(md, 'file'));
            }
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/pack-id-mismatch.ts


const packIdMismatch = {
    meta: { id: 'pack-id-mismatch', severity: 'error', description: 'each file\'s frontmatter pack_id is a string equal to pack.json pack_id', docs: DOCS },
    check(ctx, report) {
        const expected = ctx.manifest?.pack_id;
        if (typeof expected !== 'string')
            return;
        for (const md of ctx.markdown) {
            const problem = frontmatterStringProblem(md, 'pack_id', expected);
            if (problem)
                report(problem, md.abs, frontmatterKeyLocation(md, 'pack_id'));
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/spec-version-mismatch.ts


const specVersionMismatch = {
    meta: { id: 'spec-version-mismatch', severity: 'error', description: 'each file\'s frontmatter spec_version is a string equal to pack.json spec_version', docs: DOCS },
    check(ctx, report) {
        // Which versions are implemented is manifest-schema's finding; here each file must say the manifest's.
        const expected = ctx.manifest?.spec_version;
        if (typeof expected !== 'string')
            return;
        for (const md of ctx.markdown) {
            // Exact: the spec writes `spec_version: "0.1"`; an unquoted 0.1 (or 0.10, .1, 1e-1) is a YAML number.
            const problem = frontmatterStringProblem(md, 'spec_version', expected);
            if (problem)
                report(problem, md.abs, frontmatterKeyLocation(md, 'spec_version'));
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/footnotes.ts
const SOURCES_FILE = 'sources.md';
const isSourceLabel = (label) => label.slice(0, 4).toLowerCase() === 'src_';
const cache = new WeakMap();
/** Collects references, sources.md entries and manifest ids once per pack for the footnote rules. */
function sourceIndex(ctx) {
    const hit = cache.get(ctx);
    if (hit)
        return hit;
    const sourcesFile = ctx.markdown.find((m) => m.rel === SOURCES_FILE);
    const entries = [];
    // The heading's own `[^src_…]` names the entry and is no citation; any other reference on
    // that line (`## [^src_a] (mirror: [^src_b])`) is one and must resolve. A definition's label
    // never appears among the references, so only heading labels are set aside.
    const entryLabels = new Set();
    if (sourcesFile?.doc) {
        const doc = sourcesFile.doc;
        // Headings and references both come in document order: one cursor walks the references.
        let r = 0;
        for (const h of doc.headings) {
            // The entry's label is the reference the heading's text starts with, as the parser read
            // it (`## [^x[^src_a]` starts with none: its `[^src_a]` is a citation).
            const refs = doc.references;
            while (r < refs.length && (refs[r].position.line < h.position.line || (refs[r].position.line === h.position.line && refs[r].position.column < h.position.column)))
                r++;
            const own = r < refs.length && refs[r].position.line === h.position.line ? refs[r] : undefined;
            if (own && h.raw.startsWith(`[^${own.label}]`) && isSourceLabel(own.label)) {
                entries.push({ label: own.label, file: sourcesFile, location: { line: h.position.line, column: h.position.column } });
                entryLabels.add(own);
            }
        }
        for (const d of doc.definitions) {
            if (isSourceLabel(d.label)) {
                entries.push({ label: d.label, file: sourcesFile, location: { line: d.position.line, column: d.position.column } });
            }
        }
    }
    const references = [];
    for (const md of ctx.markdown) {
        for (const r of md.doc?.references ?? []) {
            if (!isSourceLabel(r.label))
                continue;
            if (md === sourcesFile && entryLabels.has(r))
                continue;
            references.push({ label: r.label, file: md, location: { line: r.position.line, column: r.position.column, endLine: r.position.endLine, endColumn: r.position.endColumn } });
        }
    }
    const sources = Array.isArray(ctx.manifest?.sources) ? ctx.manifest.sources : [];
    const manifestIds = sources
        .map((s, index) => ({ id: s?.id, index }))
        .filter((s) => typeof s.id === 'string');
    const index = { references, entries, manifestIds, sourcesFile };
    cache.set(ctx, index);
    return index;
}
/**
 * A footnote label as Markdown matches it (micromark's normalizeIdentifier: lower- then
 * upper-case; labels here hold no whitespace to collapse): `[^src_a]` and `[^SRC_A]` are one label.
 */
function labelKey(label) {
    return label.toLowerCase().toUpperCase();
}
/** Whether `label` is one of `ids` exactly, or only as Markdown matches labels (labelKey), and which. */
function matchLabel(label, ids) {
    const key = labelKey(label);
    let caseOnly;
    for (const id of ids) {
        if (id === label)
            return { match: 'exact' };
        if (caseOnly === undefined && labelKey(id) === key)
            caseOnly = id;
    }
    return caseOnly !== undefined ? { match: 'case', other: caseOnly } : { match: 'none' };
}

;// CONCATENATED MODULE: ./src/context-pack/rules/footnote-unresolved.ts


const footnoteUnresolved = {
    meta: { id: 'footnote-unresolved', severity: 'error', description: 'every [^src_…] reference resolves to a sources.md entry and a pack.json sources[].id', docs: DOCS },
    check(ctx, report) {
        const idx = sourceIndex(ctx);
        const entryLabels = idx.entries.map((e) => e.label);
        const ids = idx.manifestIds.map((m) => m.id);
        // Without a readable pack.json its sources are unknown, not empty: manifest-json reports that.
        const manifestKnown = ctx.manifest !== null;
        for (const ref of idx.references) {
            const inSources = idx.sourcesFile ? matchLabel(ref.label, entryLabels).match : 'none';
            const inManifest = matchLabel(ref.label, ids).match;
            const lacking = [];
            if (inSources === 'none')
                lacking.push(idx.sourcesFile ? SOURCES_FILE : `${SOURCES_FILE} (the pack has none)`);
            if (inManifest === 'none' && manifestKnown)
                lacking.push('pack.json sources');
            if (lacking.length)
                report(`[^${ref.label}] in ${ref.file.rel} does not resolve: ${lacking.join(' and ')} ${lacking.length > 1 ? 'lack' : 'lacks'} it`, ref.file.abs, ref.location);
        }
        // sources.md entries are footnote labels too: each must be a pack.json source.
        for (const e of idx.entries) {
            if (manifestKnown && matchLabel(e.label, ids).match === 'none')
                report(`sources.md entry [^${e.label}] is not in pack.json sources`, e.file.abs, e.location);
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/footnote-case.ts


const footnoteCase = {
    meta: { id: 'footnote-case', severity: 'error', description: 'a footnote label and its source id differ only in letter case (Markdown matches them, pack.json ids are exact)', docs: DOCS },
    check(ctx, report) {
        const idx = sourceIndex(ctx);
        const entryLabels = idx.entries.map((e) => e.label);
        const ids = idx.manifestIds.map((m) => m.id);
        for (const ref of idx.references) {
            const s = matchLabel(ref.label, entryLabels);
            const m = matchLabel(ref.label, ids);
            if (s.match === 'none' || m.match === 'none')
                continue;
            const other = s.match === 'case' ? s.other : m.match === 'case' ? m.other : undefined;
            if (other !== undefined)
                report(`[^${ref.label}] in ${ref.file.rel} differs only in case from ${other}`, ref.file.abs, ref.location);
        }
        for (const e of idx.entries) {
            const m = matchLabel(e.label, ids);
            if (m.match === 'case')
                report(`sources.md entry [^${e.label}] differs only in case from pack.json source ${m.other}`, e.file.abs, e.location);
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/source-unused.ts


const sourceUnused = {
    meta: { id: 'source-unused', severity: 'warning', description: 'every pack.json source is cited somewhere in the pack', docs: DOCS },
    check(ctx, report) {
        const idx = sourceIndex(ctx);
        // Per exact id: `[^src_a]` cites src_a, not its case twin src_A (source-duplicate reports
        // the pair). A label no id spells exactly cites the ids it matches ignoring case, as Markdown
        // resolves it (footnote-case reports the spelling); the source is miscited, not unused.
        const ids = new Set(idx.manifestIds.map((m) => m.id));
        const exact = new Set();
        const byCase = new Set();
        for (const r of idx.references) {
            if (ids.has(r.label))
                exact.add(r.label);
            else
                byCase.add(labelKey(r.label));
        }
        for (const { id, index } of idx.manifestIds) {
            if (!exact.has(id) && !byCase.has(labelKey(id)))
                report(`source ${id} is listed in pack.json but never cited with [^${id}]`, ctx.manifestPath, ctx.locate(`/sources/${index}/id`));
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/source-duplicate.ts


const sourceDuplicate = {
    meta: { id: 'source-duplicate', severity: 'error', description: 'each source id appears once in pack.json and once in sources.md, letter case ignored as Markdown footnote labels ignore it', docs: DOCS },
    check(ctx, report) {
        const idx = sourceIndex(ctx);
        const seen = new Map();
        for (const { id, index } of idx.manifestIds) {
            const first = seen.get(labelKey(id));
            if (first === undefined)
                seen.set(labelKey(id), { id, index });
            else if (first.id === id)
                report(`source ${id} is listed twice in pack.json (/sources/${first.index} and /sources/${index})`, ctx.manifestPath, ctx.locate(`/sources/${index}/id`));
            else
                report(`source ${id} (/sources/${index}) differs only in letter case from ${first.id} (/sources/${first.index}): Markdown matches footnote labels ignoring case, so [^${id}] cannot tell them apart`, ctx.manifestPath, ctx.locate(`/sources/${index}/id`));
        }
        const lines = new Map();
        for (const e of idx.entries) {
            const first = lines.get(labelKey(e.label));
            if (first === undefined)
                lines.set(labelKey(e.label), { label: e.label, line: e.location.line ?? 0 });
            else if (first.label === e.label)
                report(`sources.md has [^${e.label}] twice (first on line ${first.line})`, e.file.abs, e.location);
            else
                report(`sources.md has [^${e.label}] and [^${first.label}] (line ${first.line}), which differ only in letter case: Markdown matches footnote labels ignoring case, so they are one label`, e.file.abs, e.location);
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/section-count.ts

/** The spec's advice on how many `##` sections each file should have. */
const RANGES = {
    'skills.md': [3, 12, 'skills'],
    'prompts.md': [3, 8, 'prompts'],
};
const sectionCount = {
    meta: { id: 'section-count', severity: 'warning', description: 'skills.md has 3–12 skills and prompts.md 3–8 prompts', docs: DOCS },
    check(ctx, report) {
        for (const md of ctx.markdown) {
            const range = RANGES[md.rel];
            if (!range || !md.doc)
                continue;
            const sections = md.doc.headings.filter((h) => h.depth === 2);
            const n = sections.length;
            const [min, max, what] = range;
            if (n >= min && n <= max)
                continue;
            // Too many: the first section past the limit. Too few: the last section, or where the
            // first would go (after the frontmatter).
            const at = n > max ? sections[max] : sections[n - 1];
            const line = at ? at.position.line : (md.doc.frontmatter?.position.endLine ?? 0) + 1;
            report(`${md.rel} has ${n} ${what} (## sections); the spec asks for ${min}–${max}`, md.abs, { line, column: at ? at.position.column : 1 });
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/task-format.ts

const TITLE = /^(\d+)\.\s+\S/;
/** A list item (bulleted or numbered) with text, maybe in a blockquote. */
const BULLET = /^[ \t]*(?:>[ \t]?)*[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+\S/;
/** `Acceptance:` starting a line or a list item, maybe bold or italic: `**Acceptance**:`, `**Acceptance:**`. */
const ACCEPTANCE = /^[ \t]*(?:>[ \t]?)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?(\*\*|__|\*|_)?Acceptance(?:\1?[ \t]*:|:\1)/;
const taskFormat = {
    meta: { id: 'task-format', severity: 'warning', description: 'each task in tasks.md is "## N. title", numbered in order, with a bulleted body and an "Acceptance:" line', docs: DOCS },
    check(ctx, report) {
        const md = ctx.markdown.find((m) => m.rel === 'tasks.md');
        if (!md?.doc || !md.decoded)
            return;
        const lines = md.decoded.text.split(/\r\n|\r|\n/);
        // Lines in code or HTML blocks are no part of a task's text.
        const prose = lines.map(() => true);
        for (const [from, to] of md.doc.blocks)
            for (let l = from; l <= to; l++)
                prose[l - 1] = false;
        const tasks = md.doc.headings.filter((h) => h.depth === 2);
        const numbers = new Map();
        let last = null;
        tasks.forEach((h, i) => {
            const loc = { line: h.position.line, column: h.position.column };
            const title = TITLE.exec(h.raw);
            if (!title)
                report(`tasks.md: task "${h.raw}" should be titled "## N. title"`, md.abs, loc);
            else {
                const n = Number(title[1]);
                const first = numbers.get(n);
                if (first !== undefined)
                    report(`tasks.md: task number ${n} is used twice (first on line ${first})`, md.abs, loc);
                else if (last && n < last.n)
                    report(`tasks.md: task ${n} comes after task ${last.n} (line ${last.line}): number the tasks in the order they are done`, md.abs, loc);
                if (first === undefined)
                    numbers.set(n, h.position.line);
                if (!last || n > last.n)
                    last = { n, line: h.position.line };
            }
            const end = i + 1 < tasks.length ? tasks[i + 1].position.line - 1 : lines.length;
            const body = [];
            for (let l = (h.position.endLine ?? h.position.line) + 1; l <= end; l++)
                if (prose[l - 1])
                    body.push(lines[l - 1]);
            if (!body.some((b) => BULLET.test(b)))
                report(`tasks.md: task "${h.raw}" has no bulleted body (a list of its steps)`, md.abs, loc);
            if (!body.some((b) => ACCEPTANCE.test(b)))
                report(`tasks.md: task "${h.raw}" has no "Acceptance:" line`, md.abs, loc);
        });
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/index.ts


















/** The registry of context pack rules, in report order. */
const contextPackRules = [
    manifestJson,
    manifestSchema,
    fileMissing,
    hashMismatch,
    pathUnsafe,
    fileUnlisted,
    encoding,
    lineEndings,
    frontmatterMissing,
    frontmatterInvalid,
    packIdMismatch,
    specVersionMismatch,
    footnoteUnresolved,
    footnoteCase,
    sourceUnused,
    sourceDuplicate,
    sectionCount,
    taskFormat,
];


/***/ }),

/***/ 6153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findJsonFault: () => (/* binding */ findJsonFault),
/* harmony export */   jsonPointer: () => (/* binding */ jsonPointer),
/* harmony export */   parseJson: () => (/* binding */ parseJson),
/* harmony export */   pointerSegment: () => (/* binding */ pointerSegment)
/* harmony export */ });
/* harmony import */ var _text_position_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6426);
/* harmony import */ var _show_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6296);


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
                return { value: undefined, error: { message: dup.message, ...new _text_position_js__WEBPACK_IMPORTED_MODULE_1__/* .LineIndex */ .r(text, { cr: true }).locate(dup.offset), ...(options.uniqueKeys ? { duplicateKey: true } : {}) } };
        }
        return numbers ? { value, error: null, numbers } : { value, error: null };
    }
    catch (err) {
        const fault = findJsonFault(text);
        const { line, column } = new _text_position_js__WEBPACK_IMPORTED_MODULE_1__/* .LineIndex */ .r(text, { cr: true }).locate(fault.offset);
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
/** The JSON pointer (RFC 6901) of a path of keys: `['a/b', 'c']` → `/a~1b/c`. */
function jsonPointer(keys) {
    return keys.map((k) => `/${pointerSegment(k)}`).join('');
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
    const stack = [];
    /** Scans an object's key and its `:` (at a `"`); pushes the key on the pointer path. */
    const member = (frame) => {
        ws();
        if (text[i] !== '"')
            fail(`expected a property name, ${describe()}`);
        const keyAt = i;
        string();
        const key = frame.keys || numbers ? JSON.parse(text.slice(keyAt, i)) : '';
        if (frame.keys) {
            if (frame.keys.has(key)) {
                i = keyAt;
                fail(`duplicate key ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(key)}`);
            }
            frame.keys.add(key);
        }
        ws();
        if (text[i] !== ':')
            fail(`expected ":", ${describe()}`);
        i++;
        if (numbers)
            path.push(pointerSegment(key));
    };
    /** Scans one value; an object or array is only opened (pushed), its members follow in the loop. */
    const value = () => {
        ws();
        const c = text[i];
        if (c === '{') {
            i++;
            ws();
            if (text[i] === '}')
                return void i++;
            const frame = { array: false, keys: options.uniqueKeys ? new Set() : null, index: 0 };
            stack.push(frame);
            member(frame);
        }
        else if (c === '[') {
            i++;
            ws();
            if (text[i] === ']')
                return void i++;
            stack.push({ array: true, keys: null, index: 0 });
            if (numbers)
                path.push('0');
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
    const walk = () => {
        value();
        while (stack.length > 0) {
            const depth = stack.length;
            value();
            // A value that opened a collection is scanned first; its parent resumes when it closes.
            if (stack.length > depth)
                continue;
            // The value just scanned (or closed) was the top frame's member or element: a `,` or the close follows.
            for (;;) {
                const top = stack[stack.length - 1];
                if (numbers)
                    path.pop();
                ws();
                if (text[i] === ',') {
                    i++;
                    if (top.array) {
                        top.index++;
                        if (numbers)
                            path.push(String(top.index));
                    }
                    else
                        member(top);
                    break;
                }
                if (text[i] === (top.array ? ']' : '}')) {
                    i++;
                    stack.pop();
                    if (stack.length === 0)
                        return;
                    continue;
                }
                fail(top.array ? `expected "," or "]", ${describe()}` : `expected "," or "}", ${describe()}`);
            }
        }
    };
    try {
        walk();
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
const ANY_EOL = /\r\n|\r|\n/g;
/** Maps string offsets to 1-based line and column (columns count UTF-16 units, as editors and GitHub do). */
class LineIndex {
    text;
    starts = [0];
    /**
     * Lines end at LF only, or with `cr` also at CRLF and a lone CR (as Markdown reads them).
     */
    cr;
    constructor(text, options = {}) {
        this.text = text;
        this.cr = options.cr === true;
        if (this.cr) {
            ANY_EOL.lastIndex = 0;
            for (let m = ANY_EOL.exec(text); m; m = ANY_EOL.exec(text))
                this.starts.push(m.index + m[0].length);
        }
        else {
            for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
                this.starts.push(i + 1);
        }
    }
    get count() {
        return this.starts.length;
    }
    /** Offset where 1-based line `line` starts. */
    start(line) {
        return this.starts[line - 1];
    }
    /** Offset where 1-based line `line`'s text ends (before its line ending). */
    end(line) {
        if (line >= this.starts.length)
            return this.text.length;
        const next = this.starts[line];
        return this.cr && this.text[next - 1] === '\n' && this.text[next - 2] === '\r' ? next - 2 : next - 1;
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

/***/ 4559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ WINDOWS_DEVICE_NAME)
/* harmony export */ });
/**
 * A name Windows reserves for a device, with any extension (`nul.md`, `COM1.tar.gz`) and blanks
 * before it; Win32 ignores the case. Group 1 is the device. Context packs (path-unsafe) and skill
 * packs (sp) both refuse such names, so a pack checks out and installs the same everywhere.
 */
const WINDOWS_DEVICE_NAME = /^(CON|PRN|AUX|NUL|COM[1-9\u00b9\u00b2\u00b3]|LPT[1-9\u00b9\u00b2\u00b3]|CONIN\$|CONOUT\$) *(?:\.|$)/i;


/***/ })

};
