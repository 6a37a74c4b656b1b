export const id = 430;
export const ids = [430];
export const modules = {

/***/ 8430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  findPackFile: () => (/* binding */ findPackFile),
  xh: () => (/* binding */ listPackFiles),
  loadPack: () => (/* binding */ loadPack),
  A3: () => (/* binding */ packRepoRoot),
  Ll: () => (/* binding */ parsePack)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/read.ts + 1 modules
var read = __webpack_require__(1869);
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
// EXTERNAL MODULE: ./src/core/record.ts
var record = __webpack_require__(4130);
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
    if (!(0,record/* isRecord */.u)(v) || !onlyKeys(v, ['repo', 'ref', 'include', 'exclude']))
        return false;
    if (typeof v.repo !== 'string' || !REPO.test(v.repo))
        return false;
    if (!isPatternList(v.include) || v.include.length === 0)
        return false;
    return optional(v, 'ref', (r) => typeof r === 'string' && REF.test(r)) && optional(v, 'exclude', isPatternList);
}
function isInstall(v) {
    if (!(0,record/* isRecord */.u)(v) || !onlyKeys(v, ['prefix', 'sep', 'flatten']))
        return false;
    return (optional(v, 'prefix', (p) => typeof p === 'string' && SEGMENT_PIECE.test(p)) &&
        optional(v, 'sep', (s) => typeof s === 'string' && s.length > 0 && SEGMENT_PIECE.test(s)) &&
        optional(v, 'flatten', (f) => typeof f === 'boolean'));
}
/** True only for a value skillPackSchema accepts; false means "ask ajv". */
function isValidPackShape(v) {
    if (!(0,record/* isRecord */.u)(v) || !onlyKeys(v, ['name', 'include', 'exclude', 'imports', 'install']))
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
    // A leading byte order mark is allowed (and dropped), but never hides bad bytes after it.
    if (decoded.badOffset !== null)
        return { pack: null, problems: [{ message: decoded.problem }], yaml: null };
    const { parseYaml } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(76)]).then(__webpack_require__.bind(__webpack_require__, 1076));
    const yaml = parseYaml(decoded.text);
    if (yaml.error)
        return { pack: null, problems: [{ message: `invalid YAML: ${yaml.error.message}`, line: yaml.error.line, column: yaml.error.column }], yaml };
    if (!isValidPackShape(yaml.value)) {
        const { packSchemaProblems } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(463), __webpack_require__.e(446)]).then(__webpack_require__.bind(__webpack_require__, 8446));
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
/**
 * The repository a pack file belongs to: the folder holding the `packs/` folder it sits in
 * (§1: `<repo>/packs/<name>.yaml`), symlinks resolved; null for a pack file not directly in a
 * folder named `packs`. An import's relative repo (`../shared-skills`) is resolved against it:
 * the spec anchors every path a pack means at the repository root (skill ids under `skills/`,
 * `--root` "the dir with skills/ and packs/"), and taking it from the pack file alone makes it
 * the same whatever the working directory, `--root` or `--cache-dir`, and the same folder
 * `sp validate` reads the pack's local skills from.
 */
function packRepoRoot(file) {
    const dir = external_node_path_default().dirname(external_node_path_default().resolve(file));
    return external_node_path_default().basename(dir) === 'packs' ? (0,paths/* realPathSoFar */.JC)(external_node_path_default().dirname(dir)) : null;
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
/**
 * An import's repo and ref: nothing git could read as an option, no whitespace in a ref, and no
 * control character (C0, DEL or C1) anywhere: git would get it, and every message printing it
 * would carry it to the terminal.
 */
const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f';
const REPO_PATTERN = `^[^-\\s${CONTROL}][^${CONTROL}]*$`;
const REF_PATTERN = `^[^-\\s${CONTROL}][^\\s${CONTROL}]*$`;
/**
 * A path segment piece (name, prefix, sep): no `/` and no control character. Prefix and sep
 * become part of a folder name; the name is a state key and part of every message about the pack.
 */
const SEGMENT_PIECE = `^[^/${CONTROL}]*$`;
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
