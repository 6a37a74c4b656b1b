export const id = 9310;
export const ids = [9310,1076];
export const modules = {

/***/ 1076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ locatePointer),
/* harmony export */   parseYaml: () => (/* binding */ parseYaml)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);

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


/** Local includes only: an import's includes need its repository, which validate does not fetch. */
const packIncludeEmpty = {
    meta: { id: 'pack-include-empty', severity: 'error', description: 'every local include pattern matches at least one skill under skills/ (sp fails fast on one that does not)', docs: `${DOCS}#pack-include-empty` },
    check(ctx, report) {
        const pack = ctx.parsed.pack;
        if (!pack || pack.include.length === 0)
            return;
        if (ctx.skillsProblem) {
            report(`local include needs skills/: ${ctx.skillsProblem}`, ctx.file, ctx.locate('/include'));
            return;
        }
        const ids = (ctx.localSkills ?? []).map((s) => s.id);
        for (const [i, p] of pack.include.entries()) {
            const m = (0,pattern/* compilePattern */.E)(p);
            if (!ids.some((id) => m.matches(id)))
                report(`include '${p}' matches no skill under skills/`, ctx.file, ctx.locate(`/include/${i}`));
        }
    },
};

// EXTERNAL MODULE: ./src/skillpack/resolve.ts
var resolve = __webpack_require__(372);
;// CONCATENATED MODULE: ./src/skillpack/rules/pack-collision.ts



const packCollision = {
    meta: { id: 'pack-collision', severity: 'error', description: 'no two selected local skills install under the same folder name, and every name is a usable folder name', docs: `${DOCS}#pack-collision` },
    check(ctx, report) {
        const pack = ctx.parsed.pack;
        if (!pack || !ctx.localSkills)
            return;
        const inc = pack.include.map(pattern/* compilePattern */.E);
        const exc = pack.exclude.map(pattern/* compilePattern */.E);
        const byName = new Map();
        for (const { id } of ctx.localSkills) {
            if (!inc.some((m) => m.matches(id)) || exc.some((m) => m.matches(id)))
                continue;
            const name = (0,resolve/* installName */.tb)(id, pack.install);
            const problem = (0,resolve/* installNameProblem */.yn)(name);
            if (problem)
                report(`skill '${id}' installs as '${name}', which ${problem}`, ctx.file, ctx.locate('/install'));
            const other = byName.get(name);
            if (other)
                report(`skills '${other}' and '${id}' would both install as '${name}'${pack.install.flatten ? ' (install.flatten keeps only the last segment)' : ''}`, ctx.file, ctx.locate(pack.install.flatten ? '/install/flatten' : '/include'));
            else
                byName.set(name, id);
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
        const at = (0,yaml/* locatePointer */.A)(parsed, keys.map((k) => `/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`).join(''));
        return at ? { line: at.line + 1, column: at.column } : { line: 1 };
    };
    return ctx;
}

// EXTERNAL MODULE: ./src/skillpack/packfile.ts + 2 modules
var packfile = __webpack_require__(8430);
;// CONCATENATED MODULE: ./src/skillpack/pack-load.ts





async function loadSkillPack(file) {
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
        locate: (pointer) => (parsed.yaml ? (0,yaml/* locatePointer */.A)(parsed.yaml, pointer) ?? {} : {}),
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
