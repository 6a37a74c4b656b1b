export const id = 7796;
export const ids = [7796];
export const modules = {

/***/ 4489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findConfig: () => (/* binding */ findConfig),
/* harmony export */   loadConfig: () => (/* binding */ loadConfig)
/* harmony export */ });
/* unused harmony export CONFIG_FILE */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3455);
/* harmony import */ var _yaml_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1076);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);




const CONFIG_FILE = '.packwright.yml';
const SEVERITIES = new Set(['error', 'warning', 'off']);
/** Finds `.packwright.yml` in `start` or the nearest ancestor that has one. */
async function findConfig(start) {
    let dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(start);
    for (;;) {
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, CONFIG_FILE);
        if (await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrNull */ .nd)(candidate))
            return candidate;
        if (await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrNull */ .nd)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, '.git')))
            return null;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(dir);
        if (parent === dir)
            return null;
        dir = parent;
    }
}
async function loadConfig(file) {
    if (!file)
        return { file: null, rules: {}, raw: {} };
    const text = (await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readFileLimited */ .lB)(file, 1024 * 1024)).toString('utf8');
    const parsed = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_2__.parseYaml)(text);
    if (parsed.error)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${file}:${parsed.error.line ?? 1}: ${parsed.error.message}`);
    const raw = parsed.value ?? {};
    if (typeof raw !== 'object' || Array.isArray(raw))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${file}: expected a mapping at the top level`);
    const rules = {};
    const rulesIn = raw.rules ?? {};
    if (typeof rulesIn !== 'object' || rulesIn === null || Array.isArray(rulesIn))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${file}: rules must be a mapping of rule id to error, warning or off`);
    for (const [id, value] of Object.entries(rulesIn)) {
        const v = value === false ? 'off' : String(value);
        if (!SEVERITIES.has(v))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${file}: rules.${id} must be error, warning or off, not ${JSON.stringify(value)}`);
        rules[id] = v;
    }
    return { file, rules, raw: raw };
}


/***/ }),

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
    const hits = (0,_scan_content_js__WEBPACK_IMPORTED_MODULE_0__/* .scanContent */ .nx)(typeof data === 'string' ? Buffer.from(data, 'utf8') : data, baseName);
    return hits.length > 0 ? { rule: hits[0].rule.meta.id } : null;
}


/***/ }),

/***/ 2105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x7: () => (/* binding */ buildContextPack),
  sl: () => (/* binding */ serializePack)
});

// UNUSED EXPORTS: buildFromScan

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
        out.push({ path: x.path, type: x.directory ? 'unknown' : (0,classify/* typeFromName */.q3)(x.path), category, size_bytes: x.size_bytes ?? 0, included: false, exclusion_reason: x.reason });
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

// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
;// CONCATENATED MODULE: ./src/snapshot/manifest.ts



const LANGUAGES = {
    '.ts': 'TypeScript', '.tsx': 'TypeScript', '.mts': 'TypeScript', '.cts': 'TypeScript', '.js': 'JavaScript', '.jsx': 'JavaScript', '.mjs': 'JavaScript', '.cjs': 'JavaScript',
    '.py': 'Python', '.pyi': 'Python', '.go': 'Go', '.rs': 'Rust', '.java': 'Java', '.kt': 'Kotlin', '.rb': 'Ruby', '.php': 'PHP', '.cs': 'C#', '.swift': 'Swift',
    '.c': 'C', '.h': 'C', '.cc': 'C++', '.cpp': 'C++', '.hpp': 'C++', '.scala': 'Scala', '.sh': 'Shell', '.bash': 'Shell', '.lua': 'Lua', '.dart': 'Dart',
    '.vue': 'Vue', '.svelte': 'Svelte', '.md': 'Markdown', '.mdx': 'Markdown', '.css': 'CSS', '.scss': 'CSS', '.html': 'HTML', '.sql': 'SQL', '.ex': 'Elixir', '.exs': 'Elixir',
};
function languageOf(name) {
    return LANGUAGES[(0,classify/* extensionOf */.je)(name)] ?? null;
}
/** Languages by file count, most first (ties in name order). */
function languageCounts(snapshot) {
    const counts = new Map();
    for (const f of snapshot.files) {
        const lang = languageOf(f.name);
        if (lang)
            counts.set(lang, (counts.get(lang) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1] || (0,diagnostics/* compareBytes */.Xo)(a[0], b[0]));
}
function asRecord(v) {
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
}
function str(v) {
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}
function relEntry(p) {
    return p.replace(/^\.\//, '').replace(/\/+$/, '');
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
async function buildManifest(snapshot, read, rootName) {
    const have = new Set(snapshot.files.map((f) => f.relative_path));
    const seen = new Set([...have, ...snapshot.excluded_files.map((e) => e.path)]);
    const deps = [];
    const entries = [];
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
            return asRecord((0,dist/* parse */.qg)(t));
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
        for (const [field, type] of [['dependencies', 'runtime'], ['optionalDependencies', 'runtime'], ['devDependencies', 'dev'], ['peerDependencies', 'peer']]) {
            for (const [n, v] of Object.entries(asRecord(pkg[field]) ?? {}))
                deps.push(typeof v === 'string' ? { name: n, version: v, type } : { name: n, type });
        }
        for (const f of ['main', 'module', 'browser', 'types'])
            if (str(pkg[f]))
                entries.push(relEntry(str(pkg[f])));
        if (typeof pkg.bin === 'string')
            entries.push(relEntry(pkg.bin));
        for (const v of Object.values(asRecord(pkg.bin) ?? {}))
            if (str(v))
                entries.push(relEntry(str(v)));
        const exp = pkg.exports;
        const dot = typeof exp === 'string' ? exp : asRecord(exp)?.['.'] ?? (asRecord(exp) && !Object.keys(asRecord(exp)).some((k) => k.startsWith('.')) ? exp : undefined);
        const collect = (v) => {
            if (typeof v === 'string')
                entries.push(relEntry(v));
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
        for (const d of Array.isArray(project?.dependencies) ? project.dependencies : [])
            if (typeof d === 'string')
                deps.push(...[pep508(d, 'runtime')].filter((x) => x !== null));
        for (const [group, list] of Object.entries(asRecord(project?.['optional-dependencies']) ?? {})) {
            for (const d of Array.isArray(list) ? list : [])
                if (typeof d === 'string')
                    deps.push(...[pep508(d, DEV_GROUPS.test(group) ? 'dev' : 'runtime')].filter((x) => x !== null));
        }
        for (const list of Object.values(asRecord(py?.['dependency-groups']) ?? {})) {
            for (const d of Array.isArray(list) ? list : [])
                if (typeof d === 'string')
                    deps.push(...[pep508(d, 'dev')].filter((x) => x !== null));
        }
        deps.push(...tomlDeps(poetry?.dependencies, 'runtime'), ...tomlDeps(poetry?.['dev-dependencies'], 'dev'));
        for (const g of Object.values(asRecord(poetry?.group) ?? {}))
            deps.push(...tomlDeps(asRecord(g)?.dependencies, 'dev'));
        if (!py && have.has('requirements.txt')) {
            for (const line of ((await read('requirements.txt')) ?? '').split(/\r?\n/)) {
                const t = line.replace(/#.*/, '').trim();
                if (t && !t.startsWith('-'))
                    deps.push(...[pep508(t, 'runtime')].filter((x) => x !== null));
            }
        }
        for (const target of Object.values(asRecord(project?.scripts) ?? {})) {
            const mod = typeof target === 'string' ? target.split(':')[0].trim() : '';
            const file = mod.replace(/\./g, '/');
            const hit = [`${file}.py`, `${file}/__init__.py`, `src/${file}.py`, `src/${file}/__init__.py`].find((c) => seen.has(c));
            if (hit)
                entries.push(hit);
        }
        const backend = str(asRecord(py?.['build-system'])?.['build-backend']) ?? '';
        buildSystem ??= have.has('uv.lock') ? 'uv' : /poetry/.test(backend) ? 'poetry' : /hatch/.test(backend) ? 'hatch' : /flit/.test(backend) ? 'flit' : /pdm/.test(backend) ? 'pdm' : /maturin/.test(backend) ? 'maturin' : /setuptools/.test(backend) || have.has('setup.py') ? 'setuptools' : 'pip';
        const names = new Set(deps.map((d) => d.name.toLowerCase()));
        testFramework ??= names.has('pytest') || have.has('pytest.ini') || have.has('conftest.py') || asRecord(asRecord(py?.tool)?.pytest) ? 'pytest' : snapshot.files.some((f) => /(^|\/)test_[^/]*\.py$/.test(f.relative_path)) ? 'unittest' : undefined;
    }
    const cargo = have.has('Cargo.toml') ? await readToml('Cargo.toml') : null;
    if (cargo) {
        projectType ??= 'rust';
        const pkgTable = asRecord(cargo.package);
        name ??= str(pkgTable?.name);
        description ??= str(pkgTable?.description);
        deps.push(...tomlDeps(cargo.dependencies, 'runtime'), ...tomlDeps(cargo['dev-dependencies'], 'dev'), ...tomlDeps(cargo['build-dependencies'], 'dev'));
        buildSystem ??= 'cargo';
        if (!testFramework && snapshot.files.some((f) => f.extension === '.rs' && (f.category === 'test' || f.relative_path.startsWith('tests/'))))
            testFramework = 'cargo test';
    }
    const gomod = have.has('go.mod') ? await read('go.mod') : null;
    if (gomod !== null) {
        projectType ??= 'go';
        goModule = /^module\s+(\S+)/m.exec(gomod)?.[1] ?? null;
        name ??= goModule?.split('/').pop();
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
    // Name-based entry points, shallow ones only (a nested index.ts is a module, not an entry).
    for (const f of snapshot.files) {
        const p = f.relative_path;
        const depth = p.split('/').length;
        if (f.category === 'entrypoint' && depth <= 2 && !p.endsWith('.d.ts'))
            entries.push(p);
        if (/^src\/(main|lib)\.rs$/.test(p) || /^src\/bin\/[^/]+\.rs$/.test(p) || /^cmd\/[^/]+\/main\.go$/.test(p) || /(^|\/)__main__\.py$/.test(p))
            entries.push(p);
    }
    const readmeFile = snapshot.files.find((f) => /^readme(\.(md|markdown|rst|txt))?$/i.test(f.relative_path));
    const readme = readmeFile ? readmeParagraphs(await read(readmeFile.relative_path)) : null;
    if (!description && readme)
        description = firstSentences(readme, 300);
    const depOrder = { runtime: 0, dev: 1, peer: 2 };
    const uniqueDeps = new Map();
    for (const d of deps)
        if (!uniqueDeps.has(`${d.type}\0${d.name}`))
            uniqueDeps.set(`${d.type}\0${d.name}`, d);
    const dependencies = [...uniqueDeps.values()].sort((a, b) => depOrder[a.type] - depOrder[b.type] || (0,diagnostics/* compareBytes */.Xo)(a.name, b.name));
    const manifest = {
        project_name: name ?? rootName,
        project_type: projectType,
        purpose_guess: description ?? 'No description found in the manifests or README.',
        structure_summary: structureSummary(snapshot, langs),
        dependencies,
        entry_points: [...new Set(entries)].sort(diagnostics/* compareBytes */.Xo).slice(0, 20),
    };
    if (buildSystem)
        manifest.build_system = buildSystem;
    if (testFramework)
        manifest.test_framework = testFramework;
    return { manifest, packageJson: pkg, dependencyNames: new Set(dependencies.map((d) => d.name.toLowerCase())), goModule, readme };
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
    const dirs = [...top].sort((a, b) => b[1] - a[1] || (0,diagnostics/* compareBytes */.Xo)(a[0], b[0]));
    const parts = [`${snapshot.files.length} files included of ${snapshot.total_files} scanned in ${snapshot.total_directories} folders (${snapshot.excluded_files.length} excluded).`];
    if (dirs.length)
        parts.push(`Top-level folders: ${dirs.slice(0, 8).map(([d, n]) => `${d}/ (${n} file${n === 1 ? '' : 's'})`).join(', ')}${dirs.length > 8 ? `, and ${dirs.length - 8} more` : ''}; ${rootFiles} file${rootFiles === 1 ? '' : 's'} at the root.`);
    if (langs.length)
        parts.push(`Languages by file count: ${langs.slice(0, 6).map(([l, n]) => `${l} ${n}`).join(', ')}.`);
    return parts.join(' ');
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

// EXTERNAL MODULE: ./src/snapshot/content.ts
var content = __webpack_require__(2325);
;// CONCATENATED MODULE: ./src/snapshot/select.ts

const DEFAULT_MAX_CONTENT_BYTES = 500_000;
const DEFAULT_MAX_FILES = 200;
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
        estimated += f.size_bytes > content/* DEFAULT_TRUNCATION */.SM.max_file_bytes ? content/* DEFAULT_TRUNCATION */.SM.max_file_bytes + content/* DEFAULT_TRUNCATION */.SM.truncation_marker.length : f.size_bytes;
    }
    const base = { estimated_bytes: estimated, extractable_files: count, budget };
    if (c.prefer_summary)
        return { type: 'summary', reason: 'summary requested', ...base };
    if (c.force_full)
        return { type: 'full', reason: `full requested (estimated ${estimated} bytes in ${count} files; budget ${budget} bytes)`, ...base };
    if (estimated > budget)
        return { type: 'summary', reason: `estimated content of ${estimated} bytes exceeds max_content_bytes ${budget}`, ...base };
    if (count > maxFiles)
        return { type: 'summary', reason: `${count} files exceed max_files ${maxFiles}`, ...base };
    return { type: 'full', reason: `estimated content of ${estimated} bytes within max_content_bytes ${budget} and ${count} files within max_files ${maxFiles}`, ...base };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
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
    constructor(absRoot, cache, truncation = content/* DEFAULT_TRUNCATION */.SM) {
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
        const r = await (0,content/* extractText */.Xz)(this.abs(rel), size, { ...this.truncation, max_file_bytes: maxBytes }, this.cache.get(rel));
        this.log(rel, r.encoding, r.issue);
        return r;
    }
    /**
     * Up to `cap` bytes of a file as text, for analysis (manifests, exports, risk indicators).
     * Returns null for an unreadable or binary file. `complete` says whether that was all of it;
     * `scanned` that these are the very bytes the scan already ran the credential rules over.
     * Synchronous for the same reason as the scan: small reads, many files.
     */
    text(rel, cap) {
        let bytes = this.cache.get(rel);
        const scanned = bytes !== undefined;
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
        if ((0,content/* looksBinary */.Wb)(bytes))
            return null;
        const d = (0,content/* decodeBytes */.yj)(bytes);
        this.log(rel, d.encoding, complete ? d.issue : null);
        return { text: d.text, complete, scanned };
    }
    encodingIssues() {
        return [...this.issues.values()];
    }
}

// EXTERNAL MODULE: ./src/snapshot/scan.ts + 2 modules
var snapshot_scan = __webpack_require__(6100);
// EXTERNAL MODULE: ./src/core/text-position.ts
var text_position = __webpack_require__(6426);
;// CONCATENATED MODULE: ./src/snapshot/analyze/lexer.ts
/**
 * A lexer just deep enough to tell code from comments and string literals in TypeScript/
 * JavaScript, Python, Go and Rust. It returns the source with comments blanked (`code`), the
 * same with string contents blanked too (`masked`), both exactly as long as the input with
 * newlines kept (so offsets and line numbers carry over), and the list of string literals.
 * Regular expressions then run on `masked`, and read strings back by offset.
 */
const blank = (s) => s.split('\n').map((l) => spaces(l.length)).join('\n');
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
const REGEX_KEYWORDS = /(?:^|[^\w$])(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await|instanceof)$/;
function lex(text, lang) {
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
    /** Records a string literal: its contents are blanked in masked. */
    const literal = (prefixStart, quoteStart, contentStart, contentEnd, end, interpolated) => {
        if (contentEnd > contentStart) {
            blanks.push(contentStart, contentEnd);
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
    /** The source just before `at`, trailing whitespace dropped (enough to see the last token). */
    const before = (at) => {
        let k = at - 1;
        while (k >= 0 && (text[k] === ' ' || text[k] === '\t' || text[k] === '\n' || text[k] === '\r'))
            k--;
        return text.slice(Math.max(0, k - 11), k + 1);
    };
    const jump = lang === 'js' ? JS_JUMP : lang === 'python' ? PY_JUMP : lang === 'go' ? GO_JUMP : RS_JUMP;
    while (i < n) {
        const re = templates.length ? JS_JUMP_TEMPLATE : jump;
        re.lastIndex = i;
        const hit = re.exec(text);
        if (!hit)
            break;
        i = hit.index;
        const c = text[i];
        if (lang === 'js') {
            if (c === '/' && text[i + 1] === '/') {
                const e = text.indexOf('\n', i);
                comment(i, e < 0 ? n : e);
                i = e < 0 ? n : e;
                continue;
            }
            if (c === '/' && text[i + 1] === '*') {
                const e = text.indexOf('*/', i + 2);
                const end = e < 0 ? n : e + 2;
                comment(i, end);
                i = end;
                continue;
            }
            if (c === '"' || c === "'") {
                const close = closeSimple(i + 1, c, false);
                const end = close < n && text[close] === c ? close + 1 : close;
                literal(i, i, i + 1, close, end, false);
                i = end;
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
                if (j < n && text[j] === '$') {
                    literal(i, i, i + 1, j, j + 2, true);
                    templates.push(0);
                    i = j + 2;
                }
                else {
                    const end = Math.min(j + 1, n);
                    literal(i, i, i + 1, Math.min(j, n), end, interpolated);
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
            if (c === '/' && text[i + 1] === '/') {
                const e = text.indexOf('\n', i);
                comment(i, e < 0 ? n : e);
                i = e < 0 ? n : e;
                continue;
            }
            if (c === '/' && text[i + 1] === '*') {
                const e = text.indexOf('*/', i + 2);
                const end = e < 0 ? n : e + 2;
                comment(i, end);
                i = end;
                continue;
            }
            if (c === '"' || c === "'") {
                const close = closeSimple(i + 1, c, false);
                const end = close < n && text[close] === c ? close + 1 : close;
                literal(i, i, i + 1, close, end, false);
                i = end;
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
        // Rust
        if (c === '/' && text[i + 1] === '/') {
            const e = text.indexOf('\n', i);
            comment(i, e < 0 ? n : e);
            i = e < 0 ? n : e;
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
    };
}
const SPACES = ' '.repeat(4096);
function spaces(len) {
    return len <= SPACES.length ? SPACES.slice(0, len) : ' '.repeat(len);
}
/** The text with the recorded ranges blanked (newlines kept); `commentsOnly` leaves strings as they are. */
function applyBlanks(text, blanks, commentAt, commentsOnly) {
    const out = [];
    let at = 0;
    for (let k = 0; k < blanks.length; k += 2) {
        if (commentsOnly && !commentAt[k / 2])
            continue;
        const from = blanks[k];
        const to = blanks[k + 1];
        if (from < at)
            continue;
        out.push(text.slice(at, from));
        const nl = text.indexOf('\n', from);
        out.push(nl === -1 || nl >= to ? spaces(to - from) : blank(text.slice(from, to)));
        at = to;
    }
    out.push(text.slice(at));
    return out.join('');
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
function emptyFacts(language, lines) {
    return { language, exports: [], imports: [], lines, maxNesting: 0, security: [], routes: [], commands: [], doc: null, hasMain: false, listens: false };
}
/** FileFacts from what an analyzer collected: every list deduplicated, in source order. */
function fileFacts(collected) {
    return {
        ...collected,
        exports: uniq(collected.exports),
        imports: uniq(collected.imports),
        security: uniq(collected.security),
        routes: uniq(collected.routes),
        commands: uniq(collected.commands),
    };
}
function uniq(xs) {
    return [...new Set(xs)];
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

;// CONCATENATED MODULE: ./src/snapshot/analyze/js.ts


const DECL = /export\s+(?:declare\s+)?(default\s+)?(?:async\s+)?(?:abstract\s+)?(function\s*\*?|class|const|let|var|interface|type|enum|namespace|module)\s*([A-Za-z_$][\w$]*)?/g;
const EXPORT_LIST = /export\s+(type\s+)?\{([^}]*)\}/g;
const EXPORT_STAR = /export\s+\*\s*(?:as\s+([A-Za-z_$][\w$]*)\s+)?from\s*(?=["'])/g;
const EXPORT_DEFAULT = /export\s+default\b/g;
const EXPORT_ASSIGN = /export\s*=\s*([A-Za-z_$][\w$]*)/g;
const CJS_MEMBER = /(?:^|[^\w$.])(?:module\.)?exports\.([A-Za-z_$][\w$]*)\s*=[^=]/g;
const CJS_OBJECT = /(?:^|[^\w$.])module\.exports\s*=\s*\{([^}]*)\}/g;
const CJS_VALUE = /(?:^|[^\w$.])module\.exports\s*=\s*(?!\{)([A-Za-z_$][\w$]*)/g;
const IMPORT_FROM = /\b(?:import|export)\b[^;'"`]*?\bfrom\s*(?=["'])/g;
const IMPORT_BARE = /\bimport\s*(?=["'])/g;
const IMPORT_CALL = /(?:^|[^\w$.])(?:import|require)\s*\(\s*(?=["'])/g;
const ROUTE = /\b(?:app|router|server|api|route|fastify)\s*\.\s*(get|post|put|patch|delete|head|options|all)\s*\(\s*(?=["'`])/gi;
const COMMAND = /\.\s*command\s*\(\s*(?=["'`])/g;
function names(list) {
    return list.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
        const as = /\bas\s+([A-Za-z_$][\w$]*|default)$/.exec(s);
        return as ? as[1] : s.replace(/^type\s+/, '').split(/\s+/)[0];
    }).filter((s) => /^[A-Za-z_$][\w$]*$/.test(s));
}
/** TypeScript and JavaScript (ESM and CommonJS). */
const jsAnalyzer = {
    meta: { id: 'js', language: 'TypeScript/JavaScript', extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'] },
    analyze(text) {
        const { masked, strings } = lex(text, 'js');
        const lines = new text_position/* LineIndex */.r(text);
        const at = (offset) => stringAt(strings, offset);
        const exports = [];
        // `export` must start a word: the regexes start with the literal (fast to find), the check is here.
        const word = (m) => m.index === 0 || !/[\w$]/.test(masked[m.index - 1]);
        if (masked.includes('export')) {
            for (const m of masked.matchAll(DECL)) {
                if (!word(m))
                    continue;
                if (m[3])
                    exports.push(m[1] ? `default (${m[3]})` : m[3]);
                else if (m[1])
                    exports.push('default');
            }
            for (const m of masked.matchAll(EXPORT_LIST))
                if (word(m))
                    exports.push(...names(m[2]));
            for (const m of masked.matchAll(EXPORT_STAR)) {
                if (!word(m))
                    continue;
                const s = at(m.index + m[0].length);
                exports.push(m[1] ? m[1] : `* from ${s?.value ?? '?'}`);
            }
            if ([...masked.matchAll(EXPORT_DEFAULT)].some(word) && !exports.some((e) => e.startsWith('default')))
                exports.push('default');
            for (const m of masked.matchAll(EXPORT_ASSIGN))
                if (word(m))
                    exports.push(`= ${m[1]}`);
        }
        if (masked.includes('exports')) {
            for (const m of masked.matchAll(CJS_MEMBER))
                exports.push(m[1]);
            for (const m of masked.matchAll(CJS_OBJECT))
                exports.push(...names(m[1].replace(/:\s*[^,]+/g, '')));
            for (const m of masked.matchAll(CJS_VALUE))
                exports.push(`module.exports = ${m[1]}`);
        }
        const imports = [];
        for (const re of [IMPORT_FROM, IMPORT_BARE, IMPORT_CALL]) {
            for (const m of masked.matchAll(re)) {
                const s = at(m.index + m[0].length);
                if (s && s.start === m.index + m[0].length)
                    imports.push(s.value);
            }
        }
        const security = [];
        const line = (o) => lines.line(o);
        if (masked.includes('eval'))
            for (const m of masked.matchAll(/(?:^|[^\w$.])eval\s*\(/g))
                security.push(`eval() at line ${line(m.index + m[0].indexOf('eval'))}`);
        if (masked.includes('Function'))
            for (const m of masked.matchAll(/\bnew\s+Function\s*\(/g))
                security.push(`new Function() at line ${line(m.index)}`);
        if (masked.includes('exec'))
            for (const m of masked.matchAll(/\b(exec|execSync)\s*\(\s*/g)) {
                const o = m.index + m[0].length;
                const s = at(o);
                const rest = masked.slice(o, o + 400);
                const interpolated = (s && s.start === o && (s.interpolated || /^["'][^"']*["']\s*\+/.test(rest))) || /^[A-Za-z_$][\w$.]*\s*\+/.test(rest);
                if (interpolated)
                    security.push(`shell command built from an interpolated string passed to ${m[1]}() at line ${line(m.index)}`);
            }
        if (masked.includes('shell'))
            for (const m of masked.matchAll(/\bshell\s*:\s*true\b/g))
                security.push(`child process spawned with shell: true at line ${line(m.index)}`);
        for (const s of strings) {
            if (!SQL_TEXT.test(s.value))
                continue;
            const after = masked.slice(s.end, s.end + 40);
            const beforeS = masked.slice(Math.max(0, s.start - 40), s.start);
            if (s.interpolated || /^\s*\+/.test(after) || /\+\s*$/.test(beforeS))
                security.push(`SQL text built by concatenation or interpolation at line ${line(s.start)}`);
        }
        if (masked.includes('rejectUnauthorized'))
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
        if (/\.\s*(?:get|post|put|patch|delete|head|options|all)\s*\(/i.test(masked))
            for (const m of masked.matchAll(ROUTE)) {
                const s = at(m.index + m[0].length);
                if (s && s.start === m.index + m[0].length)
                    routes.push(`${m[1].toUpperCase()} ${s.value}`);
            }
        const commands = [];
        if (masked.includes('command'))
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
            lines: lines.count,
            maxNesting: braceDepth(masked),
            security,
            routes,
            commands,
            doc: lead && !/^\/\*\*?\s*(@license|@preserve|copyright)/i.test(lead[1].trim()) && !/eslint|prettier|@ts-/.test(lead[1].slice(0, 40)) ? firstSentence(lead[1]) : null,
            hasMain: /^#!.*\bnode\b/.test(text),
            listens: (masked.includes('listen') || masked.includes('createServer') || masked.includes('.serve')) && /\.\s*listen\s*\(|\bcreateServer\s*\(|\bBun\.serve\s*\(|\bDeno\.serve\s*\(/.test(masked),
        });
    },
};

;// CONCATENATED MODULE: ./src/snapshot/analyze/python.ts


/** Python: top-level definitions (or `__all__`), imports, indentation depth, indicators. */
const pythonAnalyzer = {
    meta: { id: 'python', language: 'Python', extensions: ['.py', '.pyi'] },
    analyze(text) {
        const { masked, code, strings } = lex(text, 'python');
        const lines = new text_position/* LineIndex */.r(text);
        const line = (o) => lines.line(o);
        const exports = [];
        const all = /^__all__\s*(?::[^=]*)?=\s*[[(]([^\])]*)[\])]/m.exec(masked);
        if (all) {
            const start = all.index;
            const end = start + all[0].length;
            for (const s of strings)
                if (s.start >= start && s.end <= end)
                    exports.push(s.value);
        }
        else {
            for (const m of masked.matchAll(/^(?:async\s+def|def|class)\s+([A-Za-z_]\w*)/gm))
                if (!m[1].startsWith('_'))
                    exports.push(m[1]);
            for (const m of masked.matchAll(/^([A-Z][A-Z0-9_]*)\s*(?::[^=\n]*)?=(?!=)/gm))
                exports.push(m[1]);
        }
        const imports = [];
        // Logical lines: join bracketed continuations so `from x import (\n a,\n b)` reads as one.
        for (const m of masked.matchAll(/^[ \t]*(?:from\s+(\.*[\w.]*)\s+import\b|import\s+([^\n#;]+))/gm)) {
            if (m[1] !== undefined)
                imports.push(m[1]);
            else
                for (const part of m[2].split(',')) {
                    const mod = part.trim().split(/\s+/)[0];
                    if (/^[\w.]+$/.test(mod))
                        imports.push(mod);
                }
        }
        const security = [];
        for (const m of masked.matchAll(/(?:^|[^\w.])(eval|exec)\s*\(/gm))
            security.push(`${m[1]}() at line ${line(m.index + m[0].indexOf(m[1]))}`);
        for (const m of masked.matchAll(/\bos\.(system|popen)\s*\(/g))
            security.push(`os.${m[1]}() runs a shell command at line ${line(m.index)}`);
        for (const m of masked.matchAll(/\bsubprocess\.(run|call|Popen|check_output|check_call|getoutput|getstatusoutput)\s*\(/g)) {
            const args = callArgs(masked, m.index + m[0].length);
            if (m[1].startsWith('get') || /\bshell\s*=\s*True\b/.test(args))
                security.push(`subprocess.${m[1]}() with a shell at line ${line(m.index)}`);
        }
        for (const s of strings) {
            if (!SQL_TEXT.test(s.value))
                continue;
            const after = masked.slice(s.end, s.end + 40);
            if (s.interpolated || /^\s*(\+|%|\.format\s*\()/.test(after))
                security.push(`SQL text built by formatting or concatenation at line ${line(s.start)}`);
        }
        for (const m of masked.matchAll(/\bverify\s*=\s*False\b/g))
            security.push(`TLS certificate check disabled (verify=False) at line ${line(m.index)}`);
        for (const m of masked.matchAll(/\bssl\._create_unverified_context\b|\bCERT_NONE\b|\bcheck_hostname\s*=\s*False\b/g))
            security.push(`TLS verification disabled (${m[0].replace(/\s+/g, '')}) at line ${line(m.index)}`);
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
            lines: lines.count,
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


/** Go: exported (capitalized) top-level names, imports, indicators. */
const goAnalyzer = {
    meta: { id: 'go', language: 'Go', extensions: ['.go'] },
    analyze(text) {
        const { masked, strings } = lex(text, 'go');
        const lines = new text_position/* LineIndex */.r(text);
        const line = (o) => lines.line(o);
        const exports = [];
        for (const m of masked.matchAll(/^func\s+(?:\(\s*\w*\s*\*?\s*([A-Za-z_]\w*)(?:\[[^\]]*\])?\s*\)\s*)?([A-Z]\w*)/gm))
            exports.push(m[1] ? `${m[1]}.${m[2]}` : m[2]);
        for (const m of masked.matchAll(/^(?:type|var|const)\s+([A-Z]\w*)/gm))
            exports.push(m[1]);
        for (const m of masked.matchAll(/^(?:type|var|const)\s*\(([\s\S]*?)^\)/gm)) {
            for (const d of m[1].matchAll(/^\s*([A-Z]\w*)\b/gm))
                exports.push(d[1]);
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
            if (!SQL_TEXT.test(s.value))
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
        const lead = /^((?:\/\/[^\n]*\n)+)\s*package\s/m.exec(text);
        return fileFacts({
            language: 'Go',
            exports,
            imports,
            lines: lines.count,
            maxNesting: braceDepth(masked),
            security,
            routes,
            commands,
            doc: lead ? firstSentence(lead[1]) : null,
            hasMain: /^package\s+main\b/m.test(masked) && /^func\s+main\s*\(\s*\)/m.test(masked),
            listens: /\bListenAndServe(TLS)?\s*\(|\.Run\s*\(\s*"?:?\d*"?\s*\)|\.Listen\s*\(/.test(masked),
        });
    },
};

;// CONCATENATED MODULE: ./src/snapshot/analyze/rust.ts


/** Rust: `pub` items (not `pub(crate)`), `use`/`mod`/`extern crate`, indicators. */
const rustAnalyzer = {
    meta: { id: 'rust', language: 'Rust', extensions: ['.rs'] },
    analyze(text) {
        const { masked, strings } = lex(text, 'rust');
        const lines = new text_position/* LineIndex */.r(text);
        const line = (o) => lines.line(o);
        const exports = [];
        for (const m of masked.matchAll(/\bpub\s+(?:(?:async|const|unsafe|extern(?:\s+"[^"]*")?)\s+)*(fn|struct|enum|trait|type|const|static|mod|union|macro)\s+([A-Za-z_]\w*)/g))
            exports.push(m[2]);
        for (const m of masked.matchAll(/#\[macro_export\][\s\S]{0,200}?macro_rules!\s*([A-Za-z_]\w*)/g))
            exports.push(`${m[1]}!`);
        for (const m of masked.matchAll(/\bpub\s+use\s+([^;]+);/g))
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
            if (SQL_TEXT.test(s.value) && /\bformat!\s*\(\s*$/.test(masked.slice(Math.max(0, s.start - 20), s.start)) && /\{[^}]*\}/.test(s.value))
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
            lines: lines.count,
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

;// CONCATENATED MODULE: ./src/snapshot/analyze/graph.ts

/**
 * Resolves import specifiers to files of the repository, per language, to build the import
 * graph behind the coupling hotspots. External packages resolve to nothing and are not counted.
 * Go imports resolve to the package folder (`pkg/store/`), the unit Go imports.
 */
const JS_EXT = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.d.ts'];
function resolveImport(from, spec, ctx) {
    const ext = external_node_path_default().posix.extname(from);
    if (JS_EXT.includes(ext))
        return resolveJs(from, spec, ctx.files);
    if (ext === '.py' || ext === '.pyi')
        return resolvePython(from, spec, ctx.files);
    if (ext === '.go')
        return resolveGo(spec, ctx);
    if (ext === '.rs')
        return resolveRust(from, spec, ctx.files);
    return null;
}
function resolveJs(from, spec, files) {
    if (!spec.startsWith('.'))
        return null;
    const base = external_node_path_default().posix.normalize(external_node_path_default().posix.join(external_node_path_default().posix.dirname(from), spec));
    if (base.startsWith('..'))
        return null;
    const stem = base.replace(/\.(m|c)?js$|\.jsx$/, '');
    const candidates = [base, ...JS_EXT.map((e) => stem + e), ...JS_EXT.map((e) => `${base}/index${e}`)];
    return candidates.find((c) => files.has(c)) ?? null;
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
        for (const c of [`${p}.py`, `${p}/__init__.py`, `${p}.pyi`])
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

;// CONCATENATED MODULE: ./src/snapshot/summary.ts








/** Source files bigger than this are not parsed (generated bundles); they still count for size. */
const ANALYSIS_CAP_BYTES = 512 * 1024;
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
async function buildSummary(snapshot, facts, selection, source, createdAt, rootName) {
    const late = new Map();
    const analyzed = new Map();
    const tooLarge = [];
    const candidates = snapshot.files.filter((f) => analyzerFor(f.name));
    for (const f of candidates) {
        if (f.size_bytes > ANALYSIS_CAP_BYTES) {
            tooLarge.push({ path: f.relative_path, size: f.size_bytes });
            continue;
        }
        const t = source.text(f.relative_path, ANALYSIS_CAP_BYTES);
        if (!t)
            continue;
        // Bytes past the scan's head were never checked for credentials.
        if (!t.scanned && (0,credential_content/* findCredentialMarker */.$)(t.text)) {
            late.set(f.relative_path, { reason: 'credentials' });
            continue;
        }
        analyzed.set(f.relative_path, analyzerFor(f.name).analyze(t.text));
    }
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
        hotspots.push({ path: t.path, risk_type: 'complexity', description: 'source file too large to analyze', indicators: [`${t.size} bytes (over ${ANALYSIS_CAP_BYTES}; not parsed)`] });
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
    const keySel = (0,classify/* selectKeyFiles */.hl)(snapshot.files.filter((f) => !late.has(f.relative_path)).map((f) => ({ path: f.relative_path, size_bytes: f.size_bytes, category: f.category })));
    const byPath = new Map(snapshot.files.map((f) => [f.relative_path, f]));
    const keySummaries = [];
    for (const k of keySel) {
        const f = byPath.get(k.path);
        const ff = analyzed.get(k.path);
        keySummaries.push(ff ? codeSummary(k.path, f.category, ff, graph.fanIn.get(nodeOf(k.path))?.size ?? 0) : otherSummary(k.path, f.category, f.size_bytes, facts, source));
    }
    // Entry points.
    const entrypoints = [];
    const pkg = facts.packageJson;
    const binTargets = new Set();
    if (pkg && typeof pkg.bin === 'string')
        binTargets.add(pkg.bin.replace(/^\.\//, ''));
    if (pkg && pkg.bin && typeof pkg.bin === 'object')
        for (const v of Object.values(pkg.bin))
            if (typeof v === 'string')
                binTargets.add(v.replace(/^\.\//, ''));
    for (const p of facts.manifest.entry_points) {
        const f = byPath.get(p);
        if (!f || late.has(p))
            continue;
        const ff = analyzed.get(p);
        entrypoints.push(entrypointSummary(p, ff, binTargets.has(p), facts));
    }
    const repoSummary = repositorySummary(snapshot, facts, analyzed, risk, entrypoints, late);
    const fileIndex = indexEntries(snapshot, late, new Set());
    const metadata = packMetadata('summary', snapshot, fileIndex, 0, 0, source, createdAt, rootName);
    return {
        type: 'summary',
        manifest: facts.manifest,
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
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
function codeSummary(p, category, ff, fanIn) {
    const parts = [`${ff.language} ${category === 'source' ? 'module' : `${category} module`}, ${plural(ff.lines, 'line')}, ${plural(ff.exports.length, 'export')}, ${plural(ff.imports.length, 'import')}`];
    if (fanIn)
        parts.push(`imported by ${plural(fanIn, 'file')} here`);
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
    if (p === 'package.json' && facts.packageJson) {
        const pkg = facts.packageJson;
        const scripts = Object.keys(pkg.scripts ?? {});
        const bins = typeof pkg.bin === 'string' ? [String(pkg.name ?? 'bin')] : Object.keys(pkg.bin ?? {});
        return {
            path: p, category,
            summary: `npm package manifest${pkg.name ? ` for ${String(pkg.name)}` : ''}${pkg.version ? ` ${String(pkg.version)}` : ''}: ${plural(facts.manifest.dependencies.length, 'dependency').replace(/dependencys$/, 'dependencies')}${scripts.length ? `, scripts ${scripts.slice(0, 12).join(', ')}` : ''}.`,
            exports: bins.map((b) => `bin ${b}`),
            dependencies: facts.manifest.dependencies.slice(0, 50).map((d) => d.name),
            notable_code: pkg.type === 'module' ? ['ES module package (type: module)'] : [],
        };
    }
    const text = source.text(p, 64 * 1024);
    const lines = text ? text.text.split('\n').length : 0;
    if (category === 'documentation') {
        const heads = text ? [...text.text.matchAll(/^#{1,2}\s+(.+)$/gm)].map((m) => m[1].trim()).slice(0, 12) : [];
        return { path: p, category, summary: `${facts.readme ? facts.readme.split('\n\n')[0].slice(0, 300) : 'Documentation'} (${plural(lines, 'line')}.)`, exports: [], dependencies: [], notable_code: heads.length ? [`sections: ${heads.join(', ')}`] : [] };
    }
    const kinds = {
        'tsconfig.json': 'TypeScript compiler configuration', 'pyproject.toml': 'Python project configuration (pyproject.toml)', 'cargo.toml': 'Cargo manifest', 'go.mod': 'Go module definition',
        dockerfile: 'Docker image build file', makefile: 'Make build rules', 'requirements.txt': 'Python requirements list', 'setup.py': 'setuptools build script',
    };
    return { path: p, category, summary: `${kinds[base] ?? 'Configuration file'} (${plural(lines, 'line')}, ${size} bytes).`, exports: [], dependencies: category === 'config' && (base === 'cargo.toml' || base === 'pyproject.toml' || base === 'go.mod') ? facts.manifest.dependencies.slice(0, 50).map((d) => d.name) : [], notable_code: [] };
}
function entrypointSummary(p, ff, isBin, facts) {
    const routes = ff?.routes ?? [];
    const commands = ff?.commands ?? [];
    let type;
    const why = [];
    if (ff?.listens) {
        type = routes.length ? 'api' : 'web';
        why.push('starts a network server');
    }
    else if (routes.length) {
        type = 'api';
        why.push(`declares ${plural(routes.length, 'route')}`);
    }
    else if (isBin || ff?.hasMain || /(^|\/)(__main__\.py|main\.go|main\.rs)$/.test(p) || /^src\/bin\//.test(p)) {
        type = 'cli';
        why.push(isBin ? 'declared as a bin in package.json' : 'program entry with a main function');
    }
    else if (/^src\/lib\.rs$/.test(p) || facts.manifest.entry_points.includes(p) && /\.(d\.ts|[cm]?js|ts)$/.test(p) && facts.packageJson && [facts.packageJson.main, facts.packageJson.module, facts.packageJson.types].some((v) => typeof v === 'string' && v.replace(/^\.\//, '') === p)) {
        type = 'library';
        why.push(/lib\.rs$/.test(p) ? 'crate library root' : 'package.json main/module entry');
    }
    else {
        type = ff ? 'script' : 'library';
        why.push(ff ? 'entry file by name' : 'declared in the package manifest');
    }
    const description = `${ff?.doc ? `${ff.doc} ` : ''}${why.join('; ')}${ff ? ` (${ff.language}, ${plural(ff.lines, 'line')})` : ''}.`;
    const out = { path: p, type, description };
    const list = [...routes, ...commands];
    if (list.length)
        out.routes_or_commands = list.slice(0, 50);
    return out;
}
function repositorySummary(snapshot, facts, analyzed, risk, entrypoints, late) {
    const m = facts.manifest;
    const langs = languageCounts(snapshot);
    const paras = [];
    paras.push(facts.readme ?? m.purpose_guess);
    paras.push(`${m.project_name} is a ${m.project_type} project${m.build_system ? ` built with ${m.build_system}` : ''}${m.test_framework ? ` and tested with ${m.test_framework}` : ''}. ${m.structure_summary}`);
    if (entrypoints.length)
        paras.push(`Entry points: ${entrypoints.slice(0, 8).map((e) => `${e.path} (${e.type})`).join(', ')}${entrypoints.length > 8 ? `, and ${entrypoints.length - 8} more` : ''}.`);
    const has = (p) => snapshot.files.some((f) => p.test(f.relative_path));
    const topDirs = new Set(snapshot.files.map((f) => f.relative_path.split('/')).filter((s) => s.length > 1).flatMap((s) => s.slice(0, -1).map((d) => d.toLowerCase())));
    const manifests = snapshot.files.filter((f) => /(^|\/)(package\.json|Cargo\.toml|go\.mod|pyproject\.toml)$/.test(f.relative_path) && f.relative_path.includes('/'));
    const pkg = facts.packageJson;
    let architecture;
    if ((pkg && pkg.workspaces) || has(/^pnpm-workspace\.yaml$/) || manifests.length >= 2) {
        architecture = `monorepo (${plural(manifests.length, 'nested package manifest')}${pkg?.workspaces ? ', npm workspaces' : ''})`;
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
        patterns.push(`${plural(tests, 'test file')}`);
    const workflows = snapshot.files.filter((f) => /^\.github\/workflows\/[^/]+\.ya?ml$/.test(f.relative_path)).length;
    if (workflows)
        patterns.push(`${plural(workflows, 'GitHub Actions workflow')} in .github/workflows`);
    if (has(/(^|\/)Dockerfile$/))
        patterns.push('container build (Dockerfile)');
    if (pkg?.type === 'module')
        patterns.push('ES modules (package.json type: module)');
    if (has(/^tsconfig\.json$/))
        patterns.push('TypeScript configured by tsconfig.json');
    const agentFiles = snapshot.files.filter((f) => /(^|\/)(AGENTS\.md|CLAUDE\.md|\.cursorrules|copilot-instructions\.md)$/.test(f.relative_path)).length;
    if (agentFiles)
        patterns.push(`${plural(agentFiles, 'instruction file')} for coding agents`);
    const totalRoutes = [...analyzed.values()].reduce((n, f) => n + f.routes.length, 0);
    if (totalRoutes)
        patterns.push(`${plural(totalRoutes, 'HTTP route')} declared in code`);
    const concerns = [];
    const bySecurity = risk.filter((r) => r.risk_type === 'security');
    if (bySecurity.length)
        concerns.push(`${plural(bySecurity.reduce((n, r) => n + r.indicators.length, 0), 'security indicator')} in ${plural(bySecurity.length, 'file')} (see risk_hotspots)`);
    const complex = risk.filter((r) => r.risk_type === 'complexity').length;
    if (complex)
        concerns.push(`${plural(complex, 'large or deeply nested file')}`);
    const coupling = risk.filter((r) => r.risk_type === 'coupling').length;
    if (coupling)
        concerns.push(`${plural(coupling, 'highly coupled module')}`);
    if (!tests && analyzed.size)
        concerns.push('no test files found');
    const creds = snapshot.exclusion_stats.by_credentials + [...late.values()].filter((v) => v.reason === 'credentials').length;
    if (creds)
        concerns.push(`${plural(creds, 'credential file')} in the tree (excluded from this pack)`);
    if (snapshot.skipped.length)
        concerns.push(`${plural(snapshot.skipped.length, 'path')} could not be read or were skipped`);
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
    const scan = await (0,snapshot_scan/* scanProject */.v)(root, { ...options, timestamp: options.createdAt });
    return buildFromScan(scan, options.constraints ?? {}, options.createdAt);
}
async function buildFromScan(scan, constraints, createdAt) {
    const { snapshot } = scan;
    const source = new PackSource(scan.absRoot, scan.cache);
    const rootName = external_node_path_default().basename(scan.absRoot);
    const facts = await buildManifest(snapshot, async (rel) => source.text(rel, 1024 * 1024)?.text ?? null, rootName);
    const selection = selectPack(snapshot, constraints);
    if (selection.type === 'full')
        return buildFull(snapshot, facts, selection, source, createdAt, rootName);
    return buildSummary(snapshot, facts, selection, source, createdAt, rootName);
}
/**
 * The reference's FullPackBuilder. Key files come first, with their content (each at most
 * 50,000 bytes); every other extractable file follows in path order. A key file's content
 * appears once, in key_files. Files that would pass the byte budget are excluded by size and
 * never read; a file whose content shows a credential marker is excluded as credentials.
 */
async function buildFull(snapshot, facts, selection, source, createdAt, rootName) {
    const late = new Map();
    const truncated = new Set();
    let used = 0;
    const keySel = (0,classify/* selectKeyFiles */.hl)(snapshot.files.map((f) => ({ path: f.relative_path, size_bytes: f.size_bytes, category: f.category })));
    const byPath = new Map(snapshot.files.map((f) => [f.relative_path, f]));
    const keyFiles = [];
    const contents = [];
    const take = async (rels, maxBytes, emit) => {
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
                if ((0,credential_content/* findCredentialMarker */.$)(r.content)) {
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

/***/ 2628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M$: () => (/* binding */ KEY_FILE_LIMITS),
/* harmony export */   W2: () => (/* binding */ categorize),
/* harmony export */   _$: () => (/* binding */ typeFromContent),
/* harmony export */   hl: () => (/* binding */ selectKeyFiles),
/* harmony export */   je: () => (/* binding */ extensionOf),
/* harmony export */   q3: () => (/* binding */ typeFromName)
/* harmony export */ });
/* unused harmony exports CODE_EXT, KEY_CONFIG_NAMES, keyGroupOf */
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
function isTestPath(segments, base) {
    if (segments.slice(0, -1).some((s) => TEST_DIRS.has(s)))
        return true;
    return /\.(test|spec)\.[^.]+$/.test(base) || /^test_.*\.py$/.test(base) || /_test\.(go|py|rs)$/.test(base) || base === 'conftest.py';
}
/** The reference's file category, from the path alone (case-insensitive). */
function categorize(relPath) {
    const lower = relPath.toLowerCase();
    const segments = lower.split('/');
    const base = segments[segments.length - 1];
    const ext = extensionOf(base);
    const stem = ext ? base.slice(0, -ext.length) : base;
    const dirs = segments.slice(0, -1);
    if (dirs.some((d) => d === 'node_modules' || d === 'vendor' || d === '.venv' || d === 'venv' || d === '__pypackages__'))
        return 'dependency';
    if (dirs.some((d) => d === 'dist' || d === 'build' || d === 'out' || d === 'target' || d === '.next' || d === '.nuxt'))
        return 'build';
    if (isTestPath(segments, base))
        return 'test';
    if (CONFIG_NAMES.has(base) || /^tsconfig\..*json$/.test(base) || /\.config\.[cm]?[jt]s$/.test(base) || /^\.[a-z]+rc(\.[a-z]+)?$/.test(base) || (dirs[0] === '.github' && (ext === '.yml' || ext === '.yaml')))
        return 'config';
    if (DOC_EXT.has(ext) || /^(readme|license|licence|changelog|contributing|authors|notice|copying)([.-]|$)/.test(base) || dirs[0] === 'docs' || dirs[0] === 'doc')
        return 'documentation';
    const code = CODE_EXT.has(ext);
    if (code && (ENTRY_STEMS.has(stem) || stem === '__main__' || stem === 'cli' || dirs[dirs.length - 1] === 'bin' || /^cmd\/[^/]+\/main\.go$/.test(lower)))
        return 'entrypoint';
    if (code) {
        const where = `${dirs.slice(-1)[0] ?? ''}/${stem}`;
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
function selectKeyFiles(files) {
    const cands = files.flatMap((f) => {
        const group = keyGroupOf(f.path, f.category);
        return group ? [{ f, group, importance: IMPORTANCE[group] }] : [];
    });
    cands.sort((a, b) => RANK[a.importance] - RANK[b.importance] || a.f.size_bytes - b.f.size_bytes || a.f.path.split('/').length - b.f.path.split('/').length || (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .compareBytes */ .Xo)(a.f.path, b.f.path));
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

/***/ 2325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SM: () => (/* binding */ DEFAULT_TRUNCATION),
/* harmony export */   Wb: () => (/* binding */ looksBinary),
/* harmony export */   Xz: () => (/* binding */ extractText),
/* harmony export */   yj: () => (/* binding */ decodeBytes)
/* harmony export */ });
/* unused harmony exports detectBom, firstLines, lastLines */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);


/**
 * Reading file content for packs: binary detection by content, decoding (UTF-8, UTF-16 with a
 * BOM, Latin-1 fallback, undecodable bytes replaced), and truncation that reads only the head
 * and tail windows of a big file, so memory stays bounded whatever the file's size.
 */
/** Git's rule: a NUL byte in the first 8000 bytes makes a file binary (UTF-16 with a BOM excepted). */
const BINARY_SNIFF_BYTES = 8000;
function detectBom(b) {
    if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf)
        return 'utf-8';
    if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe)
        return 'utf-16le';
    if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff)
        return 'utf-16be';
    return null;
}
function looksBinary(head) {
    const bom = detectBom(head);
    if (bom === 'utf-16le' || bom === 'utf-16be')
        return false;
    const n = Math.min(head.length, BINARY_SNIFF_BYTES);
    return head.subarray(0, n).indexOf(0) !== -1;
}
const utf8Strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
const utf16le = new TextDecoder('utf-16le', { fatal: false, ignoreBOM: true });
function countReplacements(s) {
    let n = 0;
    for (let i = s.indexOf('\ufffd'); i !== -1; i = s.indexOf('\ufffd', i + 1))
        n++;
    return n;
}
/**
 * Decodes bytes that `looksBinary` accepted. `bomKnown` is the file's BOM when `bytes` is a
 * window from the middle of the file (then the window holds no BOM of its own).
 */
function decodeBytes(bytes, bomKnown) {
    const bom = bomKnown === undefined ? detectBom(bytes) : bomKnown;
    const skip = bomKnown === undefined ? (bom === 'utf-8' ? 3 : bom ? 2 : 0) : 0;
    const body = bytes.subarray(skip);
    if (bom === 'utf-16le' || bom === 'utf-16be') {
        let even = body.subarray(0, body.length - (body.length % 2));
        if (bom === 'utf-16be') {
            even = Buffer.from(even);
            even.swap16();
        }
        const text = utf16le.decode(even);
        const bad = countReplacements(text);
        return { text, encoding: bom, issue: bad ? `${bad} undecodable UTF-16 sequence${bad === 1 ? '' : 's'} replaced with U+FFFD` : null };
    }
    try {
        return { text: utf8Strict.decode(body), encoding: 'utf-8', issue: null };
    }
    catch {
        const lossy = utf8Lossy.decode(body);
        // Any well-formed multi-byte character means the file is UTF-8 with a few bad bytes;
        // none at all means a single-byte legacy encoding, read as Latin-1 (every byte decodes).
        if (/[\u0080-\ufffc\ufffe-\uffff]/.test(lossy)) {
            const bad = countReplacements(lossy);
            return { text: lossy, encoding: 'utf-8', issue: `${bad} undecodable byte sequence${bad === 1 ? '' : 's'} replaced with U+FFFD` };
        }
        return { text: body.toString('latin1'), encoding: 'latin-1', issue: 'not valid UTF-8; decoded as Latin-1' };
    }
}
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
        const d = decodeBytes(whole);
        return { content: d.text, truncated: false, encoding: d.encoding, issue: d.issue };
    }
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    try {
        if (size <= config.max_file_bytes) {
            const d = decodeBytes(await readWindow(fh, 0, size));
            return { content: d.text, truncated: false, encoding: d.encoding, issue: d.issue };
        }
        const headCap = Math.floor((config.max_file_bytes * 2) / 3);
        const tailCap = config.max_file_bytes - headCap;
        const headBytes = await readWindow(fh, 0, headCap);
        const bom = detectBom(headBytes);
        const wide = bom === 'utf-16le' || bom === 'utf-16be';
        let tailStart = size - tailCap;
        if (wide && tailStart % 2 === 1)
            tailStart++;
        const tailBytes = await readWindow(fh, tailStart, size - tailStart);
        const head = decodeBytes(wide ? headBytes : trimUtf8End(headBytes));
        const tail = decodeBytes(wide ? tailBytes : trimUtf8Start(tailBytes), bom === 'utf-8' ? null : bom);
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
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);




/**
 * `exclude` and `include` from `.packwright.yml` (lists of gitignore-syntax patterns, relative
 * to the scanned root), merged with the command line's.
 */
async function configPatterns(root) {
    const file = await (0,_core_config_js__WEBPACK_IMPORTED_MODULE_1__.findConfig)(root);
    const config = await (0,_core_config_js__WEBPACK_IMPORTED_MODULE_1__.loadConfig)(file);
    const list = (key) => {
        const v = config.raw[key];
        if (v === undefined || v === null)
            return [];
        if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(process.cwd(), file ?? '') || file}: ${key} must be a list of patterns`);
        return v;
    };
    return { exclude: list('exclude'), include: list('include') };
}
/** Fails with one line when ROOT is missing or not a folder (before git or config are consulted). */
async function assertDirectory(abs, shown) {
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(abs);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(err, shown));
    }
    if (!st.isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InvalidInputError */ .oC(`${shown}: not a directory`);
}


/***/ }),

/***/ 8588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ sortByPath),
/* harmony export */   F: () => (/* binding */ normalizePath)
/* harmony export */ });
/**
 * The reference's normalizePath: forward slashes, no drive letter, no duplicate or trailing
 * separators. Used for every path a snapshot or pack records.
 */
function normalizePath(p) {
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
    const keyed = items.map((item) => ({ item, k: Buffer.from(key(item), 'utf8') }));
    keyed.sort((a, b) => Buffer.compare(a.k, b.k));
    return keyed.map((x) => x.item);
}


/***/ }),

/***/ 6100:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v: () => (/* binding */ scanProject)
});

// UNUSED EXPORTS: DEFAULT_MAX_FILE_SIZE

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/secrets/credential-files.ts
var credential_files = __webpack_require__(2350);
// EXTERNAL MODULE: ./src/secrets/credential-content.ts
var credential_content = __webpack_require__(596);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/snapshot/ignore.ts
/**
 * gitignore semantics (gitignore(5)), used for `.gitignore` at every level, `.git/info/exclude`,
 * `.councilignore` and the `exclude`/`include` lists of `.packwright.yml` and the command line.
 *
 * - blank lines and `#` comments are skipped; `\#` and `\!` escape; trailing spaces are
 *   dropped unless escaped with `\`;
 * - `!` negates; a trailing `/` matches directories only;
 * - a pattern with a `/` at the start or in the middle is anchored to the ignore file's folder,
 *   one without matches a name at any depth;
 * - `*` and `?` never match `/`; `[...]` is a class (`!` or `^` negates); leading `**\/`,
 *   trailing `/**` and inner `/**\/` match across folders; any other `**` is a `*`.
 * Within one file the last matching pattern wins; a deeper file beats a shallower one.
 * Excluded folders are not walked, so (as in git) a file cannot be re-included below one.
 */
/** Parses ignore-file text into rules; lines that cannot match anything are dropped. */
function parseIgnore(text) {
    const rules = [];
    for (const rawLine of text.split(/\r?\n/)) {
        const rule = compilePattern(rawLine);
        if (rule)
            rules.push(rule);
    }
    return rules;
}
/** Compiles one gitignore line, or returns null for a blank line or comment. */
function compilePattern(line) {
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
    const body = globToRegexSource(p);
    const regex = new RegExp(anchored ? `^${body}$` : `^(?:.*/)?${body}$`);
    return { source: line, negate, dirOnly, regex, staticPrefix: anchored ? literalPrefix(p) : null };
}
function literalPrefix(p) {
    const at = p.search(/[*?[\\]/);
    const lit = at < 0 ? p : p.slice(0, at);
    return lit.includes('/') ? lit.slice(0, lit.lastIndexOf('/') + 1) : '';
}
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;
function globToRegexSource(p) {
    let out = '';
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
                    out += i === 0 ? '.*' : '.+';
                }
                else {
                    // `**/` matches zero or more folders.
                    out += '(?:.*/)?';
                    j++;
                }
            }
            else {
                out += '[^/]*';
            }
            i = j;
        }
        else if (c === '?') {
            out += '[^/]';
            i++;
        }
        else if (c === '[') {
            const cls = readClass(p, i);
            if (cls) {
                out += cls.source;
                i = cls.end;
            }
            else {
                out += '\\[';
                i++;
            }
        }
        else if (c === '\\') {
            if (i + 1 < p.length) {
                out += p[i + 1].replace(REGEX_SPECIAL, '\\$&');
                i += 2;
            }
            else {
                i++;
            }
        }
        else {
            out += c.replace(REGEX_SPECIAL, '\\$&');
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
/**
 * The verdict of a list of rules on a path relative to their base: true (ignored), false
 * (re-included by a `!` rule) or undefined (no rule matched). Last match wins.
 */
function matchRules(rules, rel, isDir) {
    for (let i = rules.length - 1; i >= 0; i--) {
        const r = rules[i];
        if (r.dirOnly && !isDir)
            continue;
        if (r.regex.test(rel))
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
// EXTERNAL MODULE: ./src/snapshot/content.ts
var content = __webpack_require__(2325);
// EXTERNAL MODULE: ./src/snapshot/paths.ts
var paths = __webpack_require__(8588);
;// CONCATENATED MODULE: ./src/snapshot/scan.ts










/** Bytes read from every candidate file: enough to sniff binary content and to keep small files whole. */
const HEAD_BYTES = 64 * 1024;
/** Small files kept in memory for the builder, up to this many bytes in all. */
const CACHE_BUDGET = 128 * 1024 * 1024;
const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;
const IGNORE_FILE_MAX = 1024 * 1024;
const IGNORE_FILES = ['.gitignore', '.councilignore'];
/** Scans `root` into a ProjectSnapshot (the reference's SnapshotScanner). */
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
    const maxSize = options.maxFileSizeBytes ?? DEFAULT_MAX_FILE_SIZE;
    const excluded = [];
    const skipped = [];
    const pending = [];
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
                skipped.push({ path: joinRel(relDir, e.name.toString('utf8')), problem: 'name is not valid UTF-8' });
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
            const abs = external_node_path_default().join(absDir, name);
            if (skip.has(rel))
                continue;
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
                pending.push({ rel, abs, name, excluded: why ?? undefined });
            }
            else {
                skipped.push({ path: rel, problem: specialFileKind(e) });
            }
        }
        for (const d of subdirs)
            walk(d.abs, d.rel, local, d.inherited);
    };
    walk(absRoot, '', baseStack, null);
    const cache = new Map();
    let cached = 0;
    const files = [];
    const nodes = [];
    let totalSize = 0;
    let totalFiles = 0;
    // Per-file work is synchronous on purpose: four small system calls per file through the
    // thread pool cost more than the reads themselves (about 3× on a tree of 10,000 files).
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
        let fd;
        try {
            // O_NONBLOCK: a FIFO swapped in after readdir must not hang the scan.
            fd = (0,external_node_fs_.openSync)(p.abs, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
        }
        catch (err) {
            skipped.push({ path: p.rel, problem: (0,errors/* describeFsError */.TQ)(err, 'file').replace(/^file: /, '') });
            continue;
        }
        try {
            const st = (0,external_node_fs_.fstatSync)(fd);
            if (!st.isFile()) {
                skipped.push({ path: p.rel, problem: 'not a regular file' });
                continue;
            }
            totalFiles++;
            totalSize += st.size;
            if (st.size > maxSize) {
                excluded.push({ path: p.rel, reason: 'size_limit', rule: `larger than ${maxSize} bytes`, size_bytes: st.size });
                continue;
            }
            const want = Math.min(st.size, HEAD_BYTES);
            const head = Buffer.allocUnsafe(want);
            let got = 0;
            while (got < want) {
                const n = (0,external_node_fs_.readSync)(fd, head, got, want - got, got);
                if (n === 0)
                    break;
                got += n;
            }
            const bytes = head.subarray(0, got);
            if ((0,content/* looksBinary */.Wb)(bytes)) {
                excluded.push({ path: p.rel, reason: 'binary', rule: 'content: NUL byte in the first 8000 bytes', size_bytes: st.size });
                continue;
            }
            const marker = (0,credential_content/* findCredentialMarker */.$)(bytes, p.name);
            if (marker) {
                excluded.push({ path: p.rel, reason: 'credentials', rule: `content: ${marker.rule}`, size_bytes: st.size });
                continue;
            }
            if (got === st.size && cached + got <= CACHE_BUDGET) {
                cache.set(p.rel, bytes);
                cached += got;
            }
            const type = (0,classify/* typeFromContent */._$)(p.name, false);
            files.push({
                path: (0,paths/* normalizePath */.F)(p.abs),
                relative_path: p.rel,
                name: p.name,
                extension: (0,classify/* extensionOf */.je)(p.name),
                size_bytes: st.size,
                type,
                category: (0,classify/* categorize */.W2)(p.rel),
                is_key_file: false,
                content_extractable: true,
            });
            nodes.push({ name: p.name, path: p.rel, size_bytes: st.size, type });
        }
        catch (err) {
            skipped.push({ path: p.rel, problem: (0,errors/* describeFsError */.TQ)(err, 'file').replace(/^file: /, '') });
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
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
    const keys = new Set((0,classify/* selectKeyFiles */.hl)(sortedFiles.map((f) => ({ path: f.relative_path, size_bytes: f.size_bytes, category: f.category }))).map((k) => k.path));
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
    return { snapshot, absRoot, cache };
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
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(408);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);


/**
 * The time recorded in a pack: SOURCE_DATE_EPOCH when set (reproducible builds), else the
 * HEAD commit time, else the Unix epoch. Never the wall clock, so a rebuild of the same tree
 * gives the same bytes.
 */
async function packTimestamp(root, env) {
    const sde = env.SOURCE_DATE_EPOCH;
    if (sde !== undefined && sde !== '') {
        if (!/^\d{1,12}$/.test(sde))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`SOURCE_DATE_EPOCH must be a whole number of seconds, not '${sde}'`);
        return new Date(Number(sde) * 1000).toISOString().replace('.000Z', 'Z');
    }
    const head = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_0__/* .headCommitTime */ .VJ)(root);
    return new Date((head ?? 0) * 1000).toISOString().replace('.000Z', 'Z');
}


/***/ })

};
