export const id = 1379;
export const ids = [1379];
export const modules = {

/***/ 1379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  contextPackRules: () => (/* binding */ contextPackRules)
});

;// CONCATENATED MODULE: ./src/context-pack/rules/types.ts
const DOCS = 'https://github.com/packwright/packwright/blob/main/README.md';

;// CONCATENATED MODULE: ./src/context-pack/rules/manifest-json.ts

const manifestJson = {
    meta: { id: 'manifest-json', severity: 'error', description: 'pack.json exists and parses as a JSON object, with no key repeated', docs: `${DOCS}#context-pack-rules` },
    check(ctx, report) {
        if (ctx.manifestReadError)
            return report(`pack.json cannot be read: ${ctx.manifestReadError.replace(`${ctx.manifestPath}: `, '')}`, ctx.manifestPath);
        const err = ctx.manifestJson?.error;
        if (err?.duplicateKey)
            return report(`pack.json repeats a key (${err.message}): JSON readers differ on which value counts, so keep one`, ctx.manifestPath, { line: err.line, column: err.column });
        if (err)
            return report(`pack.json is not valid JSON: ${err.message}`, ctx.manifestPath, { line: err.line, column: err.column });
        if (ctx.manifestJson && !ctx.manifest)
            report('pack.json must contain a JSON object at the top level', ctx.manifestPath, { line: 1, column: 1 });
    },
};

// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
;// CONCATENATED MODULE: ./src/context-pack/rules/manifest-schema.ts


function describe(e) {
    const at = e.instancePath || '/';
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
            if (e.instancePath === '/spec_version')
                return { pointer: e.instancePath, message: `${at}: must be a version string such as "0.1"` };
            return { pointer: e.instancePath, message: `${at}: ${e.message}` };
        case 'format':
            return { pointer: e.instancePath, message: `${at}: must be an ISO-8601 date-time such as "2026-04-24T14:22:03Z"` };
        default:
            return { pointer: e.instancePath, message: `${at}: ${e.message}` };
    }
}
const manifestSchema = {
    meta: { id: 'manifest-schema', severity: 'error', description: 'pack.json follows schemas/context-pack.schema.json; no path is listed twice', docs: `${DOCS}#context-pack-rules` },
    check(ctx, report) {
        for (const e of ctx.schemaErrors) {
            const { pointer, message } = describe(e);
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
    meta: { id: 'file-missing', severity: 'error', description: 'every file listed in pack.json exists and is a regular file', docs: `${DOCS}#context-pack-rules` },
    check(ctx, report) {
        for (const f of ctx.listed) {
            const where = ctx.locate(`/files/${f.index}/path`);
            if (f.status === 'missing')
                report(`${f.path} is listed in pack.json but does not exist`, ctx.manifestPath, where);
            else if (f.status === 'not-regular')
                report(`${f.path} is listed in pack.json but is ${f.detail}, not a regular file`, ctx.manifestPath, where);
            else if (f.status === 'unreadable')
                report(`${f.path} is listed in pack.json but cannot be read: ${f.detail?.replace(`${f.path}: `, '')}`, ctx.manifestPath, where);
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/hash-mismatch.ts

const hashMismatch = {
    meta: { id: 'hash-mismatch', severity: 'error', description: 'each listed file\'s SHA-256 matches pack.json', docs: `${DOCS}#context-pack-rules` },
    check(ctx, report) {
        for (const f of ctx.listed) {
            // An unreadable or malformed recorded hash is reported by file-missing / manifest-schema.
            if (!f.actual || f.recorded === null || !/^[0-9a-fA-F]{64}$/.test(f.recorded))
                continue;
            if (f.actual !== f.recorded.toLowerCase()) {
                report(`${f.path}: sha256 in pack.json is ${f.recorded.slice(0, 12)}…, the file hashes to ${f.actual.slice(0, 12)}… (run: packwright context-pack rehash)`, ctx.manifestPath, ctx.locate(`/files/${f.index}/sha256`));
            }
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/path-unsafe.ts

const pathUnsafe = {
    meta: { id: 'path-unsafe', severity: 'error', description: 'listed paths are relative, use "/", have no "..", are written in normal form (no "./", "//", "." segment or trailing "/"), and do not leave the pack through a symlink', docs: `${DOCS}#context-pack-rules` },
    check(ctx, report) {
        for (const f of ctx.listed) {
            if (f.status === 'unsafe' && f.path)
                report(`/files/${f.index}/path: ${JSON.stringify(f.path)} is not a safe pack path: ${f.detail}`, ctx.manifestPath, ctx.locate(`/files/${f.index}/path`));
        }
    },
};

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/context-pack/rules/file-unlisted.ts



const fileUnlisted = {
    meta: { id: 'file-unlisted', severity: 'warning', description: 'every file in the pack folder is listed in pack.json files', docs: `${DOCS}#context-pack-rules` },
    check(ctx, report) {
        if (!ctx.manifest)
            return;
        // `sub//x.md` lists sub/x.md, wrongly spelled: path-unsafe says so, and it is not unlisted too.
        const listed = new Set(ctx.listed.map((f) => (0,paths/* normalRelativePath */.xI)(f.path)));
        for (const rel of ctx.packFiles) {
            if (!listed.has(rel))
                report(`${rel} is in the pack folder but not listed in pack.json files (run: packwright context-pack rehash after adding it)`, external_node_path_default().join(ctx.root, rel));
        }
        for (const p of ctx.walkProblems)
            report(`folder ${p.rel} cannot be read: ${p.problem}`, external_node_path_default().join(ctx.root, p.rel));
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/encoding.ts

const encoding = {
    meta: { id: 'encoding', severity: 'error', description: 'pack.json and Markdown files are UTF-8 without a byte order mark', docs: `${DOCS}#context-pack-rules` },
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

const lineEndings = {
    meta: { id: 'line-endings', severity: 'error', description: 'files use LF line endings, not CRLF', docs: `${DOCS}#context-pack-rules` },
    check(ctx, report) {
        const text = ctx.manifestDecoded?.text;
        const cr = text?.indexOf('\r\n') ?? -1;
        if (text && cr !== -1)
            report('pack.json uses CRLF line endings; the spec asks for LF', ctx.manifestPath, { line: text.slice(0, cr).split('\n').length });
        for (const md of ctx.markdown) {
            if (md.crlf)
                report(`${md.rel} uses CRLF line endings; the spec asks for LF`, md.abs, { line: md.crlf.line });
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/frontmatter-missing.ts

const frontmatterMissing = {
    meta: { id: 'frontmatter-missing', severity: 'error', description: 'every Markdown file starts with a YAML frontmatter block', docs: `${DOCS}#context-pack-rules` },
    check(ctx, report) {
        for (const md of ctx.markdown) {
            if (md.doc && !md.doc.frontmatter)
                report(`${md.rel} has no YAML frontmatter: start it with ---, file, pack_id and spec_version, then ---`, md.abs, { line: 1, column: 1 });
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/frontmatter-invalid.ts

const REQUIRED = ['file', 'pack_id', 'spec_version'];
const frontmatterInvalid = {
    meta: { id: 'frontmatter-invalid', severity: 'error', description: 'frontmatter is a YAML mapping with file, pack_id and spec_version; file names the file itself', docs: `${DOCS}#context-pack-rules` },
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
            if (value.file !== undefined && value.file !== null && String(value.file) !== md.rel && String(value.file) !== md.rel.split('/').pop()) {
                report(`${md.rel}: frontmatter says file: ${String(value.file)}`, md.abs, at);
            }
        }
    },
};

// EXTERNAL MODULE: ./src/context-pack/load.ts + 1 modules
var load = __webpack_require__(5854);
;// CONCATENATED MODULE: ./src/context-pack/rules/pack-id-mismatch.ts


const packIdMismatch = {
    meta: { id: 'pack-id-mismatch', severity: 'error', description: 'each file\'s frontmatter pack_id equals pack.json pack_id', docs: `${DOCS}#context-pack-rules` },
    check(ctx, report) {
        const expected = ctx.manifest?.pack_id;
        if (typeof expected !== 'string')
            return;
        for (const md of ctx.markdown) {
            const v = (0,load/* frontmatterValue */.QI)(md, 'pack_id');
            if (v !== undefined && String(v) !== expected)
                report(`${md.rel}: frontmatter pack_id ${JSON.stringify(String(v))} does not match pack.json ${JSON.stringify(expected)}`, md.abs, { line: md.doc?.frontmatter?.position.line ?? 1, column: 1 });
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/spec-version-mismatch.ts


const specVersionMismatch = {
    meta: { id: 'spec-version-mismatch', severity: 'error', description: 'each file\'s frontmatter spec_version equals pack.json spec_version', docs: `${DOCS}#context-pack-rules` },
    check(ctx, report) {
        const expected = ctx.manifest?.spec_version;
        if (typeof expected !== 'string')
            return;
        for (const md of ctx.markdown) {
            const v = (0,load/* frontmatterValue */.QI)(md, 'spec_version');
            // An unquoted `0.1` is the YAML number 0.1; it still names the same version.
            if (v === undefined || String(v) === expected)
                continue;
            const hint = typeof v === 'number' ? ' (quote the version in YAML: spec_version: "…")' : '';
            report(`${md.rel}: frontmatter spec_version ${JSON.stringify(String(v))} does not match pack.json ${JSON.stringify(expected)}${hint}`, md.abs, { line: md.doc?.frontmatter?.position.line ?? 1, column: 1 });
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/footnotes.ts
const SOURCES_FILE = 'sources.md';
const ENTRY_HEADING = /^\[\^([^\]\s]+)\]/;
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
        for (const h of doc.headings) {
            const m = ENTRY_HEADING.exec(h.raw);
            if (m && isSourceLabel(m[1])) {
                entries.push({ label: m[1], file: sourcesFile, location: { line: h.position.line, column: h.position.column } });
                const own = doc.references.find((r) => r.position.line === h.position.line && r.position.column >= h.position.column && r.label === m[1]);
                if (own)
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
function matchLabel(label, ids) {
    const lower = label.toLowerCase();
    let caseOnly;
    for (const id of ids) {
        if (id === label)
            return { match: 'exact' };
        if (caseOnly === undefined && id.toLowerCase() === lower)
            caseOnly = id;
    }
    return caseOnly !== undefined ? { match: 'case', other: caseOnly } : { match: 'none' };
}

;// CONCATENATED MODULE: ./src/context-pack/rules/footnote-unresolved.ts


const footnoteUnresolved = {
    meta: { id: 'footnote-unresolved', severity: 'error', description: 'every [^src_…] reference resolves to a sources.md entry and a pack.json sources[].id', docs: `${DOCS}#context-pack-rules` },
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
    meta: { id: 'footnote-case', severity: 'error', description: 'a footnote label and its source id differ only in letter case (Markdown matches them, pack.json ids are exact)', docs: `${DOCS}#context-pack-rules` },
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
    meta: { id: 'source-unused', severity: 'warning', description: 'every pack.json source is cited somewhere in the pack', docs: `${DOCS}#context-pack-rules` },
    check(ctx, report) {
        const idx = sourceIndex(ctx);
        const cited = new Set(idx.references.map((r) => r.label.toLowerCase()));
        for (const { id, index } of idx.manifestIds) {
            if (!cited.has(id.toLowerCase()))
                report(`source ${id} is listed in pack.json but never cited with [^${id}]`, ctx.manifestPath, ctx.locate(`/sources/${index}/id`));
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/source-duplicate.ts


const sourceDuplicate = {
    meta: { id: 'source-duplicate', severity: 'error', description: 'each source id appears once in pack.json and once in sources.md', docs: `${DOCS}#context-pack-rules` },
    check(ctx, report) {
        const idx = sourceIndex(ctx);
        const seen = new Map();
        for (const { id, index } of idx.manifestIds) {
            const first = seen.get(id);
            if (first !== undefined)
                report(`source ${id} is listed twice in pack.json (/sources/${first} and /sources/${index})`, ctx.manifestPath, ctx.locate(`/sources/${index}/id`));
            else
                seen.set(id, index);
        }
        const lines = new Map();
        for (const e of idx.entries) {
            const first = lines.get(e.label);
            if (first !== undefined)
                report(`sources.md has [^${e.label}] twice (first on line ${first})`, e.file.abs, e.location);
            else
                lines.set(e.label, e.location.line ?? 0);
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
    meta: { id: 'section-count', severity: 'warning', description: 'skills.md has 3–12 skills and prompts.md 3–8 prompts', docs: `${DOCS}#context-pack-rules` },
    check(ctx, report) {
        for (const md of ctx.markdown) {
            const range = RANGES[md.rel];
            if (!range || !md.doc)
                continue;
            const n = md.doc.headings.filter((h) => h.depth === 2).length;
            const [min, max, what] = range;
            if (n < min || n > max)
                report(`${md.rel} has ${n} ${what} (## sections); the spec asks for ${min}–${max}`, md.abs, { line: 1, column: 1 });
        }
    },
};

;// CONCATENATED MODULE: ./src/context-pack/rules/task-format.ts

const TITLE = /^\d+\.\s+\S/;
const ACCEPTANCE = /(^|[\s*_>-])Acceptance:/m;
const taskFormat = {
    meta: { id: 'task-format', severity: 'warning', description: 'each task in tasks.md is "## N. title" with an "Acceptance:" line', docs: `${DOCS}#context-pack-rules` },
    check(ctx, report) {
        const md = ctx.markdown.find((m) => m.rel === 'tasks.md');
        if (!md?.doc || !md.decoded)
            return;
        const lines = md.decoded.text.split('\n');
        const tasks = md.doc.headings.filter((h) => h.depth === 2);
        tasks.forEach((h, i) => {
            const loc = { line: h.position.line, column: h.position.column };
            if (!TITLE.test(h.raw))
                report(`tasks.md: task "${h.raw}" should be titled "## N. title"`, md.abs, loc);
            const end = i + 1 < tasks.length ? tasks[i + 1].position.line - 1 : lines.length;
            const body = lines.slice(h.position.line, end).join('\n');
            if (!ACCEPTANCE.test(body))
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


/***/ })

};
