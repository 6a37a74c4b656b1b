export const id = 3755;
export const ids = [3755];
export const modules = {

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

// EXTERNAL MODULE: ./src/skillpack/resolve.ts + 1 modules
var resolve = __webpack_require__(7274);
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


/***/ })

};
