export const id = 373;
export const ids = [373,430];
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

/***/ 1373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ny: () => (/* binding */ OLD_PREFIX),
  MV: () => (/* binding */ SINK_LOCK),
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
    const ends = { bracket: p.lastIndexOf(']'), posix: p.lastIndexOf(':]') };
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
            const cls = readClass(p, i, ends);
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
/** The longest POSIX class name readClass knows (`xdigit`). */
const MAX_POSIX_NAME = 6;
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
function readClass(p, start, ends) {
    // No `]` after it: no class, known at once. Scanning to the end for each `[` made a glob of
    // many unclosed ones quadratic (`[a` 2,048 times: 2 s).
    if (ends.bracket <= start + 1)
        return null;
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
            // A known name is at most 6 letters: `:]` further on ends an unknown one (no class), as
            // the search to the end did, but without reading the rest of the text for each `[:`.
            const near = p.slice(i + 2, i + 2 + MAX_POSIX_NAME + 2).indexOf(':]');
            const close = near !== -1 ? i + 2 + near : ends.posix > i + 2 ? Infinity : -1;
            if (close === Infinity)
                return null;
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

// EXTERNAL MODULE: ./src/skillpack/discover.ts + 1 modules
var discover = __webpack_require__(6659);
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
 * then the install name; install names may not start with `.skillpack-`, which the sink's lock
 * file shares.
 */
const STAGING_PREFIX = '.skillpack-tmp.';
const OLD_PREFIX = '.skillpack-old.';
/** The lock file each install and uninstall holds in the sink (see withSinkLock). */
const SINK_LOCK = '.skillpack-lock';
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
        // Apart from installNameProblem, which recoverSink also reads leftovers' names by: one an
        // older sp left under such a name is still cleaned.
        const windows = (0,discover/* windowsNameProblem */.g3)(name);
        if (windows)
            throw new errors/* InvalidInputError */.oC(`${where}: skill ${describeSkill(s)} installs as ${(0,discover/* quoteName */.AB)(name)}, which ${windows} (rename the skill, or change install.prefix or install.sep)`);
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
