export const id = 5274;
export const ids = [5274];
export const modules = {

/***/ 1649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ skillMetadataProblems),
/* harmony export */   KM: () => (/* binding */ skillLicenseProblem),
/* harmony export */   Oo: () => (/* binding */ skillNameFolderProblem),
/* harmony export */   XL: () => (/* binding */ suggestSkillName),
/* harmony export */   fd: () => (/* binding */ skillCompatibilityProblem),
/* harmony export */   rs: () => (/* binding */ skillDescriptionProblem),
/* harmony export */   s7: () => (/* binding */ skillAllowedToolsProblem),
/* harmony export */   w9: () => (/* binding */ skillNameProblem),
/* harmony export */   xn: () => (/* binding */ KNOWN_SKILL_KEYS)
/* harmony export */ });
/* unused harmony exports SKILL_NAME_MAX, SKILL_DESCRIPTION_MAX, SKILL_COMPATIBILITY_MAX, notAStringBecause */
/* harmony import */ var _show_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6296);
/**
 * The Agent Skills frontmatter limits (INTEROP.md §2), one copy for every SKILL.md packwright
 * reads: the skill rules and a capability pack's entry doc. Each check returns what is wrong
 * (to follow the key's name in a message) or null. `scalar`, when the caller has it, is how the
 * value was written (what YAML's reading loses), so a "not a string" message can show `1.0`.
 */

const SKILL_NAME_MAX = 64;
const SKILL_DESCRIPTION_MAX = 1024;
const SKILL_COMPATIBILITY_MAX = 500;
const KNOWN_SKILL_KEYS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];
/**
 * Why a frontmatter value that must be a string is not one, worded for the person who wrote it:
 * the text to follow "<key> must be a string". YAML reads unquoted `123`, `1.0`, `true` or
 * `null` as other types; `scalar` (how it was written) lets the message show `1.0`, which the
 * number 1 has lost.
 */
function notAStringBecause(value, scalar = null, what = 'value') {
    if (value === null)
        return `, but YAML read this ${what} as null (empty, ~ or null)`;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
        const read = `the ${typeof value === 'boolean' ? 'boolean' : 'number'} ${String(value)}`;
        if (scalar?.tag)
            return `, but YAML read this ${what} as ${read} (it is tagged ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(scalar.tag)}): remove the tag`;
        if (!scalar)
            return `, but YAML read this unquoted ${what} as ${read}: quote the ${what}`;
        if (!scalar.plain)
            return `, but YAML read this ${what} as ${read}`;
        const fix = `: quote it (${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(scalar.source)})`;
        return scalar.source === String(value) ? `, but YAML read this unquoted ${what} as ${read}${fix}` : `, but YAML read the unquoted ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(scalar.source)} as ${read}${fix}`;
    }
    if (Array.isArray(value))
        return ', not a YAML list (a value starting with "[" or "- " is one: quote it)';
    if (value instanceof Uint8Array)
        return ', but YAML read this value as binary data (it is tagged !!binary): write it as text';
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        return ', not a YAML mapping (a value starting with "{", or an unquoted one holding ": ", is one: quote it)';
    }
    if (value instanceof Set)
        return ', but YAML read this value as a set (it is tagged !!set): write it as text';
    if (value instanceof Map)
        return ', but YAML read this value as an ordered mapping (it is tagged !!omap or !!pairs): write it as text';
    return `, but YAML read this value as ${scalar?.tag ? `a ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(scalar.tag)} value` : `a ${typeof value}`}`;
}
/** `name`: 1–64 of a-z, 0-9 and "-", no leading, trailing or double "-". */
function skillNameProblem(name, scalar = null) {
    if (name === undefined)
        return 'is required and must be a non-empty string';
    if (typeof name !== 'string')
        return `must be a string${notAStringBecause(name, scalar)}`;
    if (name === '')
        return 'must not be empty';
    // Characters are code points, as for description (an emoji is one, not two UTF-16 units).
    const length = [...name].length;
    if (length > SKILL_NAME_MAX)
        return `is ${length} characters; at most ${SKILL_NAME_MAX}`;
    if (!/^[a-z0-9-]+$/.test(name))
        return 'may contain only lowercase letters a-z, digits and "-"';
    if (name.startsWith('-') || name.endsWith('-'))
        return 'must not start or end with "-"';
    if (name.includes('--'))
        return 'must not contain "--"';
    return null;
}
/** A name that follows skillNameProblem's rules, made from one that does not (`My Pack!` → `my-pack`), or null. */
function suggestSkillName(name) {
    const s = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, SKILL_NAME_MAX).replace(/-+$/, '');
    return s !== '' && s !== name ? s : null;
}
/** Which Unicode normalization form a string is in, for a message when only that differs. */
function normalizationForm(s) {
    if (s === s.normalize('NFC'))
        return 'NFC';
    if (s === s.normalize('NFD'))
        return 'NFD';
    return 'neither NFC nor NFD';
}
/**
 * Agent Skills: `name` equals the skill's folder name. What is wrong, to follow "name" in a
 * message, or null (also for a name that is not a non-empty string: skillNameProblem's to
 * report). `normalization` is set when the two print alike and differ only in Unicode
 * normalization (HFS+ stores names as NFD, and copies made from it keep that): the text then
 * says how to fix it.
 */
function skillNameFolderProblem(name, folder) {
    if (typeof name !== 'string' || name === '' || name === folder)
        return null;
    if (name.normalize('NFC') === folder.normalize('NFC')) {
        return { text: `${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(name)} and the folder name ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(folder)} differ only in Unicode normalization (the name is ${normalizationForm(name)}, the folder name ${normalizationForm(folder)}): write both the same way`, normalization: true };
    }
    return { text: `${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(name)} differs from the folder name ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(folder)}`, normalization: false };
}
/** `description`: a non-empty string of at most 1024 characters (code points). */
function skillDescriptionProblem(d, scalar = null) {
    if (d === undefined)
        return 'is required and must be a non-empty string';
    if (typeof d !== 'string')
        return `must be a string${notAStringBecause(d, scalar)}`;
    if (d.trim() === '')
        return 'must not be empty: say what the skill does and when to use it';
    const n = [...d].length;
    return n > SKILL_DESCRIPTION_MAX ? `is ${n} characters; at most ${SKILL_DESCRIPTION_MAX}` : null;
}
/** `compatibility`, when present: a non-empty string of at most 500 characters. */
function skillCompatibilityProblem(c, scalar = null) {
    if (typeof c !== 'string')
        return `must be a string${notAStringBecause(c, scalar)}`;
    if (c === '')
        return 'must be a non-empty string';
    const n = [...c].length;
    return n > SKILL_COMPATIBILITY_MAX ? `is ${n} characters; at most ${SKILL_COMPATIBILITY_MAX}` : null;
}
/**
 * `metadata`, when present: string keys to string values. Each problem's message follows
 * "metadata" (`keyIndex`: the entry of `keys` at fault) or "metadata.<key>" (`key`).
 * `keys` are the mapping's keys as written, when the caller has them; `scalar(key)` how a value was written.
 */
function skillMetadataProblems(m, asWritten = {}) {
    if (typeof m !== 'object' || m === null || Array.isArray(m))
        return [{ message: 'must be a mapping of string keys to string values' }];
    const problems = [];
    // The keys as written: YAML reads `1:` or `true:` as a number or a boolean, which the
    // mapping then holds as the string "1" or "true".
    (asWritten.keys ?? []).forEach((k, keyIndex) => {
        if (typeof k.value === 'string')
            return;
        if (k.value === undefined)
            problems.push({ keyIndex, message: 'keys must be strings, not a YAML list or mapping' });
        else
            problems.push({ keyIndex, message: `key ${k.scalar && k.scalar.source !== '' ? (0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(k.scalar.source) : String(k.value)} must be a string${notAStringBecause(k.value, k.scalar, 'key')}` });
    });
    for (const [key, v] of Object.entries(m)) {
        if (typeof v !== 'string')
            problems.push({ key, message: `must be a string${notAStringBecause(v, asWritten.scalar?.(key) ?? null)}` });
    }
    return problems;
}
/** `allowed-tools`, when present: one space-separated string. */
function skillAllowedToolsProblem(v, scalar = null) {
    if (Array.isArray(v))
        return 'must be a space-separated string, not a YAML list (write: allowed-tools: Read Grep)';
    if (typeof v !== 'string')
        return `must be a space-separated string${notAStringBecause(v, scalar)}`;
    if (v.trim() === '')
        return 'must be a non-empty space-separated string';
    return null;
}
/** `license`, when present: a string (a license name, or a license file in the skill). */
function skillLicenseProblem(v, scalar = null) {
    return typeof v === 'string' ? null : `must be a string (a license name such as MIT, or a license file in the skill)${notAStringBecause(v, scalar)}`;
}


/***/ }),

/***/ 2626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ isFolderSync),
/* harmony export */   X: () => (/* binding */ makeDirs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * `mkdir -p` that always ends. Node 20's `mkdir(…, { recursive: true })` spins forever, at full
 * CPU, when a parent exists but refuses children with ENOENT (any path under /proc or /sys): it
 * retries the parent (EEXIST) and the child (ENOENT) in turn. Here the walk goes up once, to the
 * first folder that exists, then makes each missing folder once, top-down; an error is final.
 * A path that exists and is not a folder fails with ENOTDIR. Synchronous: a command makes a
 * folder or two, where a promise per mkdir would only wait on the thread pool.
 */
function makeDirs(dir) {
    const missing = [];
    for (let at = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir);; at = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at)) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(at);
            break;
        }
        catch (err) {
            const asked = missing.length === 0;
            if (foundExisting(err, at, asked, asked && isFolderSync(at)))
                break;
            missing.unshift(at);
        }
    }
    for (const d of missing) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(d);
        }
        catch (err) {
            if (codeOf(err) !== 'EEXIST')
                throw err;
        }
    }
}
const codeOf = (err) => err?.code;
/** Whether `p` is a folder (or a symlink to one). */
function isFolderSync(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).isDirectory();
    }
    catch {
        return false;
    }
}
/**
 * After mkdir of `at` failed: true when the walk stops there because it exists (the folder asked
 * for, as a folder; or a parent, whose child then fails with ENOTDIR if it is a file), false to
 * make its parent first (ENOENT); any other error is thrown.
 */
function foundExisting(err, at, asked, askedIsFolder) {
    const code = codeOf(err);
    if (code === 'EEXIST') {
        if (!asked || askedIsFolder)
            return true;
        throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${at}'`), { code: 'ENOTDIR', path: at });
    }
    if (code === 'ENOENT' && node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at) !== at)
        return false;
    throw err;
}


/***/ }),

/***/ 3755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  skillPackRules: () => (/* binding */ skillPackRules),
  skillRules: () => (/* binding */ skillRules)
});

// EXTERNAL MODULE: ./src/core/agent-skills.ts
var agent_skills = __webpack_require__(1649);
;// CONCATENATED MODULE: ./src/skillpack/rules/types.ts
const DOCS = 'https://github.com/packwright/packwright/blob/main/README.md#skill-and-skill-pack-rules';

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-frontmatter.ts


const skillFrontmatter = {
    meta: { id: 'skill-frontmatter', severity: 'error', description: 'SKILL.md is UTF-8 and starts with a YAML frontmatter mapping; license, when present, is a string (a license name, or a license file in the skill)', docs: DOCS },
    check(ctx, report) {
        if (ctx.problem)
            report(ctx.problem, ctx.file, ctx.problemAt ?? { line: 1 });
        // license has no rule of its own: the Agent Skills spec asks only that it be a string.
        if (ctx.frontmatter && 'license' in ctx.frontmatter) {
            const problem = (0,agent_skills/* skillLicenseProblem */.KM)(ctx.frontmatter.license, ctx.scalar('license'));
            if (problem)
                report(`license ${problem}`, ctx.file, ctx.locate('license'));
        }
    },
};

// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
;// CONCATENATED MODULE: ./src/skillpack/rules/skill-name.ts



const skillName = {
    meta: { id: 'skill-name', severity: 'error', description: 'name: 1–64 characters of a-z, 0-9 and "-", no leading, trailing or double "-"', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter)
            return;
        const name = ctx.frontmatter.name;
        const problem = (0,agent_skills/* skillNameProblem */.w9)(name, ctx.scalar('name'));
        if (problem)
            report(`name ${problem}${typeof name === 'string' ? ` (got ${(0,show_name/* quoteEscaped */.kd)(name)})` : ''}`, ctx.file, ctx.locate('name'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-name-folder.ts


const skillNameFolder = {
    meta: { id: 'skill-name-folder', severity: 'warning', description: 'name equals the skill folder\'s name (popular repositories break this; a warning by default)', docs: DOCS },
    check(ctx, report) {
        // Names that differ only in normalization print alike, so the problem says which form each is in (HFS+ stores NFD).
        const problem = (0,agent_skills/* skillNameFolderProblem */.Oo)(ctx.frontmatter?.name, ctx.folderName);
        if (problem)
            report(`name ${problem.text}`, ctx.file, ctx.locate('name'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-description.ts


const skillDescription = {
    meta: { id: 'skill-description', severity: 'error', description: 'description: a non-empty string of at most 1024 characters', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter)
            return;
        const problem = (0,agent_skills/* skillDescriptionProblem */.rs)(ctx.frontmatter.description, ctx.scalar('description'));
        if (problem)
            report(`description ${problem}`, ctx.file, ctx.locate('description'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-unknown-key.ts



const skillUnknownKey = {
    meta: { id: 'skill-unknown-key', severity: 'warning', description: 'frontmatter keys outside the Agent Skills spec (e.g. Claude Code\'s model, hooks, context)', docs: DOCS },
    check(ctx, report) {
        for (const key of Object.keys(ctx.frontmatter ?? {})) {
            if (!agent_skills/* KNOWN_SKILL_KEYS */.xn.includes(key))
                report(`unknown frontmatter key ${(0,show_name/* quoteEscaped */.kd)(key)} (the Agent Skills spec knows ${agent_skills/* KNOWN_SKILL_KEYS */.xn.join(', ')})`, ctx.file, ctx.locate(key));
        }
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-compatibility.ts


const skillCompatibility = {
    meta: { id: 'skill-compatibility', severity: 'error', description: 'compatibility, when present, is a string of at most 500 characters', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter || !('compatibility' in ctx.frontmatter))
            return;
        const problem = (0,agent_skills/* skillCompatibilityProblem */.fd)(ctx.frontmatter.compatibility, ctx.scalar('compatibility'));
        if (problem)
            report(`compatibility ${problem}`, ctx.file, ctx.locate('compatibility'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-metadata.ts



const skillMetadata = {
    meta: { id: 'skill-metadata', severity: 'error', description: 'metadata, when present, maps string keys to string values', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter || !('metadata' in ctx.frontmatter))
            return;
        const keys = ctx.mapKeys('metadata');
        for (const p of (0,agent_skills/* skillMetadataProblems */.$2)(ctx.frontmatter.metadata, { keys, scalar: (k) => ctx.scalar('metadata', k) })) {
            // A key with a control character or a quote comes quoted and escaped.
            if (p.keyIndex !== undefined)
                report(`metadata ${p.message}`, ctx.file, keys[p.keyIndex].location);
            else if (p.key !== undefined)
                report(`metadata.${(0,show_name/* showPath */.P8)(p.key)} ${p.message}`, ctx.file, ctx.locate('metadata', p.key));
            else
                report(`metadata ${p.message}`, ctx.file, ctx.locate('metadata'));
        }
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/skill-allowed-tools.ts


const skillAllowedTools = {
    meta: { id: 'skill-allowed-tools', severity: 'error', description: 'allowed-tools, when present, is one space-separated string', docs: DOCS },
    check(ctx, report) {
        if (!ctx.frontmatter || !('allowed-tools' in ctx.frontmatter))
            return;
        const problem = (0,agent_skills/* skillAllowedToolsProblem */.s7)(ctx.frontmatter['allowed-tools'], ctx.scalar('allowed-tools'));
        if (problem)
            report(`allowed-tools ${problem}`, ctx.file, ctx.locate('allowed-tools'));
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/pack-schema.ts

const packSchema = {
    meta: { id: 'pack-schema', severity: 'error', description: 'the pack file is YAML following schemas/skill-pack.schema.json', docs: DOCS },
    check(ctx, report) {
        if (ctx.readProblem)
            report(ctx.readProblem, ctx.file);
        for (const p of ctx.parsed.problems)
            report(p.message, ctx.file, { line: p.line, column: p.column });
    },
};

// EXTERNAL MODULE: ./src/skillpack/pattern.ts
var pattern = __webpack_require__(1218);
// EXTERNAL MODULE: ./src/skillpack/discover.ts
var discover = __webpack_require__(6801);
;// CONCATENATED MODULE: ./src/skillpack/rules/pack-include-empty.ts



/**
 * Local includes always; an import's includes when its pinned commit is in sp's cache
 * (validate never fetches: see SkillPackContext.importSkills).
 */
const packIncludeEmpty = {
    meta: { id: 'pack-include-empty', severity: 'error', description: 'every include pattern matches at least one skill (sp fails fast on one that does not): local ones under skills/, and an import\'s once sp has its pinned commit in its cache', docs: DOCS },
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
                        report(`include ${(0,discover/* quoteName */.AB)(p)} matches no skill under skills/`, ctx.file, ctx.locate(`/include/${i}`));
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
                    report(`imports[${i}] include ${(0,discover/* quoteName */.AB)(p)} matches no skill of ${imp.repo} at ${cached.commit.slice(0, 12)}`, ctx.file, ctx.locate(`/imports/${i}/include/${k}`));
            }
        }
    },
};

// EXTERNAL MODULE: ./src/skillpack/resolve.ts
var resolve = __webpack_require__(372);
;// CONCATENATED MODULE: ./src/skillpack/rules/pack-collision.ts




const packCollision = {
    meta: { id: 'pack-collision', severity: 'error', description: 'no two selected skills install under the same folder name, and every name is a usable folder name: local skills, and an import\'s once sp has its pinned commit in its cache', docs: DOCS },
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
        // As resolvePack: names that differ only in case or normalisation are one folder on macOS and Windows.
        const byFolded = new Map();
        for (const { id, from } of chosen) {
            const name = (0,resolve/* installName */.tb)(id, pack.install);
            const problem = (0,resolve/* installNameProblem */.yn)(name);
            if (problem)
                report(`skill ${from} installs as ${(0,discover/* quoteName */.AB)(name)}, which ${problem}`, ctx.file, ctx.locate('/install'));
            // As resolvePack: a name Windows cannot hold is refused everywhere.
            const windows = problem ? null : (0,discover/* windowsNameProblem */.g3)(name);
            if (windows)
                report(`skill ${from} installs as ${(0,discover/* quoteName */.AB)(name)}, which ${windows} (rename the skill, or change install.prefix or install.sep)`, ctx.file, ctx.locate('/include'));
            const other = byName.get(name);
            if (other)
                report(`skills ${other} and ${from} would both install as ${(0,discover/* quoteName */.AB)(name)}${pack.install.flatten ? ' (install.flatten keeps only the last segment)' : ''}`, ctx.file, ctx.locate(pack.install.flatten ? '/install/flatten' : '/include'));
            else {
                byName.set(name, from);
                const alike = byFolded.get((0,discover/* foldName */.zN)(name));
                if (alike)
                    report(`skills ${alike.from} and ${from} install as ${(0,discover/* quoteName */.AB)(alike.name)} and ${(0,discover/* quoteName */.AB)(name)}, which differ only in case or Unicode normalisation: one folder on macOS and Windows (rename one)`, ctx.file, ctx.locate('/include'));
                else
                    byFolded.set((0,discover/* foldName */.zN)(name), { name, from });
            }
        }
    },
};

// EXTERNAL MODULE: ./src/skillpack/remote.ts
var remote = __webpack_require__(6931);
// EXTERNAL MODULE: ./src/skillpack/packfile.ts + 2 modules
var packfile = __webpack_require__(8430);
;// CONCATENATED MODULE: ./src/skillpack/rules/pack-import.ts




/**
 * What git accepts as a remote, the github.com shorthand, or a folder: absolute, or relative
 * (`./x`, `../x`) to the pack's repository, as sp resolves it (remote.ts importUrl). A control
 * character never gets here: the schema's REPO_PATTERN and REF_PATTERN refuse it, and a pack
 * that fails the schema has no imports to check.
 */
function repoProblem(repo, file) {
    if (/^github\.com\//.test(repo))
        return /^github\.com\/[^/\s]+\/[^/\s]+\/?$/.test(repo) ? null : 'the shorthand is github.com/<org>/<repo>';
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(repo))
        return /^(https?|ssh|git|file):\/\//i.test(repo) ? null : `unsupported URL scheme ${(0,discover/* quoteName */.AB)(repo.split(':')[0])}`;
    if (/^[^/\s:]+@[^/\s:]+:/.test(repo))
        return null;
    if (repo.startsWith('/'))
        return null;
    if ((0,remote/* isRelativeRepo */.BM)(repo)) {
        return (0,packfile/* packRepoRoot */.A3)(file) === null ? 'a relative repo is resolved against the pack\'s repository, the folder holding its packs/ folder, and this pack file is not in a packs/ folder' : null;
    }
    return 'not a git URL (https://…, ssh://…, git@host:path, file://…), github.com/<org>/<repo>, or a folder (absolute, or ./ or ../ relative to the pack\'s repository)';
}
const packImport = {
    meta: { id: 'pack-import', severity: 'error', description: 'each import names a fetchable repository (a relative one, ./ or ../, from the folder holding packs/) and a ref git can fetch (a branch, a tag or a full commit SHA); neither holds a control character', docs: DOCS },
    check(ctx, report) {
        for (const [i, imp] of (ctx.parsed.pack?.imports ?? []).entries()) {
            const problem = repoProblem(imp.repo, ctx.file);
            if (problem)
                report(`imports[${i}].repo ${(0,discover/* quoteName */.AB)(imp.repo)}: ${problem}`, ctx.file, ctx.locate(`/imports/${i}/repo`));
            if (imp.ref !== null && /^[0-9a-f]{7,39}$/.test(imp.ref)) {
                report(`imports[${i}].ref ${(0,discover/* quoteName */.AB)(imp.ref)} looks like an abbreviated commit SHA, which git cannot fetch: write the full 40-character SHA`, ctx.file, ctx.locate(`/imports/${i}/ref`));
            }
        }
    },
};

;// CONCATENATED MODULE: ./src/skillpack/rules/index.ts












/** The registry of skill rules (INTEROP.md §2, the Agent Skills spec), in report order. */
const skillRules = [skillFrontmatter, skillName, skillNameFolder, skillDescription, skillUnknownKey, skillCompatibility, skillMetadata, skillAllowedTools];
/** The registry of pack file rules (specs/skillpacks-v0.md §3, §9). */
const skillPackRules = [packSchema, packIncludeEmpty, packCollision, packImport];


/***/ })

};
