export const id = 6535;
export const ids = [6535,4489];
export const modules = {

/***/ 9534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Jn: () => (/* binding */ FORMAT_IDS),
  n9: () => (/* binding */ formatterById)
});

// UNUSED EXPORTS: formatters

// EXTERNAL MODULE: ./src/cli/formatters/text.ts
var formatters_text = __webpack_require__(1501);
;// CONCATENATED MODULE: ./src/cli/formatters/json.ts
const jsonFormatter = {
    meta: { id: 'json', description: 'the JSON report' },
    async format(report) {
        return `${JSON.stringify(report, null, 2)}\n`;
    },
};

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/core/errors.ts
var core_errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/cli/formatters/summary-markdown.ts
var summary_markdown = __webpack_require__(112);
;// CONCATENATED MODULE: ./src/cli/formatters/github.ts




/** Workflow-command escaping, as @actions/core's `issueCommand` does it. */
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/**
 * Annotations for the pull request (GitHub shows the first 10 per severity per step), plus the
 * complete list in the job summary when GITHUB_STEP_SUMMARY is set.
 */
const githubFormatter = {
    meta: { id: 'github', description: 'GitHub workflow annotations and a job summary' },
    async format(report, context) {
        const lines = report.targets.flatMap((t) => t.diagnostics.map((d) => {
            const props = [`file=${escapeProperty(d.file)}`];
            if (d.line)
                props.push(`line=${d.line}`);
            if (d.column)
                props.push(`col=${d.column}`);
            if (d.endLine)
                props.push(`endLine=${d.endLine}`);
            if (d.endColumn && d.endLine === d.line)
                props.push(`endColumn=${d.endColumn}`);
            props.push(`title=${escapeProperty(`packwright ${d.rule}`)}`);
            return `::${d.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${escapeData(d.message)}`;
        }));
        const summaryFile = context.env.GITHUB_STEP_SUMMARY;
        if (summaryFile) {
            // The summary is extra: the annotations and the exit code must not depend on writing it.
            try {
                await (0,promises_.appendFile)(summaryFile, `${(0,summary_markdown/* summaryMarkdown */.eH)(report)}${external_node_os_.EOL}`, 'utf8');
            }
            catch (err) {
                context.stderr?.write(`packwright: warning: job summary not written: ${(0,core_errors/* describeFsError */.TQ)(err, summaryFile).replace(/[\r\n]+/g, ' ')}\n`);
            }
        }
        const { targets, errors, warnings } = report.summary;
        lines.push(`packwright: ${targets} target${targets === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
        return `${lines.join('\n')}\n`;
    },
};

// EXTERNAL MODULE: ./src/cli/formatters/sarif.ts
var sarif = __webpack_require__(8625);
;// CONCATENATED MODULE: ./src/cli/formatters/index.ts




const formatters = [formatters_text/* textFormatter */.K, jsonFormatter, githubFormatter, sarif/* sarifFormatter */.C];
const FORMAT_IDS = formatters.map((f) => f.meta.id);
function formatterById(id) {
    const f = formatters.find((x) => x.meta.id === id);
    if (!f)
        throw new Error(`no formatter ${id}`);
    return f;
}


/***/ }),

/***/ 8625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ sarifFormatter),
/* harmony export */   z: () => (/* binding */ toSarif)
/* harmony export */ });
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(311);


const HOME = 'https://github.com/packwright/packwright';
/**
 * A relative path as a URI reference, each segment percent-encoded: encodeURI would leave `#`
 * and `?` as they are, and `docs/c#.md` would read as `docs/c` with a fragment.
 */
function fileUri(file) {
    return file.split('/').map(encodeURIComponent).join('/');
}
/**
 * Report paths are relative to the working directory, except a file outside it, which stays
 * absolute (`validate ../cp` run from a subfolder). SARIF allows `uriBaseId` only
 * beside a relative reference, so such a file gets an absolute `file:` URI and no base.
 */
function artifactLocation(file) {
    if (file.startsWith('/') || /^[A-Za-z]:\//.test(file))
        return { uri: (0,node_url__WEBPACK_IMPORTED_MODULE_0__.pathToFileURL)(file).href };
    return { uri: fileUri(file), uriBaseId: '%SRCROOT%' };
}
/** SARIF 2.1.0 as GitHub code scanning accepts it (relative URIs against %SRCROOT%; absolute `file:` URIs for files outside the working directory). */
function toSarif(report, context) {
    const used = new Set(report.targets.flatMap((t) => t.diagnostics.map((d) => d.rule)));
    const metas = new Map(context.rules.map((r) => [r.id, r]));
    const ruleIds = [...new Set([...context.rules.map((r) => r.id), ...used])].sort();
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                // Columns count UTF-16 code units (LineIndex), as editors and GitHub do; SARIF's default
                // when this is absent is code points, which differ after any character past U+FFFF.
                columnKind: 'utf16CodeUnits',
                tool: {
                    driver: {
                        name: 'packwright',
                        version: _version_js__WEBPACK_IMPORTED_MODULE_1__/* .VERSION */ .x,
                        semanticVersion: _version_js__WEBPACK_IMPORTED_MODULE_1__/* .VERSION */ .x,
                        informationUri: HOME,
                        rules: ruleIds.map((id) => {
                            const m = metas.get(id);
                            return {
                                id,
                                name: id,
                                shortDescription: { text: m?.description ?? id },
                                helpUri: m?.docs ?? `${HOME}#rules`,
                                defaultConfiguration: { level: m?.severity === 'warning' ? 'warning' : 'error' },
                            };
                        }),
                    },
                },
                results: report.targets.flatMap((t) => t.diagnostics.map((d) => ({
                    ruleId: d.rule,
                    ruleIndex: ruleIds.indexOf(d.rule),
                    level: d.severity === 'warning' ? 'warning' : 'error',
                    message: { text: d.message },
                    locations: [
                        {
                            physicalLocation: {
                                artifactLocation: artifactLocation(d.file),
                                ...(d.line ? { region: { startLine: d.line, startColumn: d.column ?? 1, ...(d.endLine ? { endLine: d.endLine } : {}), ...(d.endColumn ? { endColumn: d.endColumn } : {}) } } : {}),
                            },
                        },
                    ],
                }))),
            },
        ],
    };
}
const sarifFormatter = {
    meta: { id: 'sarif', description: 'SARIF 2.1.0 for GitHub code scanning' },
    async format(report, context) {
        return `${JSON.stringify(toSarif(report, context), null, 2)}\n`;
    },
};


/***/ }),

/***/ 112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   eH: () => (/* binding */ summaryMarkdown)
/* harmony export */ });
/* unused harmony exports markdownText, markdownCode */
/*
 * The one place a job summary escapes what it shows (the github formatter's and the actions').
 * A summary is Markdown with HTML allowed, and what it shows (pack, skill and file names,
 * messages) comes from the repository: a pack named `c<b>|x` must show as that text, not as
 * markup or a broken table.
 */
/**
 * Text for HTML (a table cell, a heading): `&`, `<`, `>` and `"` as entities. A line break
 * becomes a space, as a blank line would end the HTML block and a break a Markdown table row.
 */
function escapeHtml(s) {
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\r\n|\r|\n/g, ' ');
}
/**
 * Text for a Markdown table cell: escapeHtml, after a backslash before each character Markdown
 * would read as syntax there (`|` ends the cell; emphasis, links, images, code, strikethrough,
 * math; the backslash itself, or `a\|` would escape the pipe's escape).
 */
function markdownText(s) {
    return escapeHtml(s.replace(/[\\`*_[\]|~$!]/g, (c) => `\\${c}`));
}
/**
 * A code span for a Markdown table cell, for any file name: fenced with more backticks than
 * the name holds in a row (padded when it starts or ends with one), `|` escaped, line breaks
 * shown as `\r` and `\n`. Nothing else: a code span shows `<`, `>` and `&` as written.
 */
function markdownCode(s) {
    const text = s.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\|/g, '\\|');
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${text}${pad}${fence}`;
}
/**
 * The validate job summary (Markdown): a heading with the counts and one row per finding.
 * GitHub caps a step summary at 1 MiB; it stays well under and says what was cut.
 */
function summaryMarkdown(report) {
    const { targets, errors, warnings } = report.summary;
    const rows = report.targets.flatMap((t) => t.diagnostics.map((d) => `| ${d.severity === 'error' ? '❌ error' : '⚠️ warning'} | ${markdownCode(d.rule)} | ${markdownCode(`${d.file}${d.line ? `:${d.line}` : ''}`)} | ${markdownText(d.message)} |`));
    const head = `## packwright: ${report.ok ? '✅' : '❌'} ${targets} target${targets === 1 ? '' : 's'}, ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n\n`;
    if (rows.length === 0)
        return `${head}No findings.\n`;
    const table = ['| severity | rule | location | message |', '|---|---|---|---|'];
    let size = head.length;
    let shown = 0;
    for (const r of rows) {
        if (size + r.length > 900_000)
            break;
        table.push(r);
        size += r.length + 1;
        shown++;
    }
    const cut = rows.length - shown;
    return `${head}${table.join('\n')}\n${cut ? `\n…and ${cut} more (see the JSON report).\n` : ''}`;
}


/***/ }),

/***/ 1501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ textFormatter)
/* harmony export */ });
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6296);

/**
 * Human output, one line per finding in the `file:line:col` form editors and terminals link.
 * A file name holding a control character (a newline, CR, ESC), a quote or a backslash is
 * JSON-quoted, as the commit hook shows it: a raw one could forge or hide a line.
 */
const textFormatter = {
    meta: { id: 'text', description: 'one line per finding, then a summary' },
    async format(report) {
        const lines = [];
        for (const t of report.targets) {
            for (const d of t.diagnostics) {
                const where = d.line ? `${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(d.file)}:${d.line}:${d.column ?? 1}` : (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(d.file);
                lines.push(`${where}: ${d.severity} ${d.message} [${d.rule}]`);
            }
        }
        const { targets, errors, warnings } = report.summary;
        const plural = (n, w) => `${n} ${w}${n === 1 ? '' : 's'}`;
        if (targets === 0)
            lines.push('no packs found');
        else
            lines.push(`${plural(targets, 'target')} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`);
        return `${lines.join('\n')}\n`;
    },
};


/***/ }),

/***/ 1086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ buildReport)
/* harmony export */ });
/* unused harmony export fails */
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(311);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6107);
/* harmony import */ var _core_redact_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(146);




/** Whether a list of diagnostics fails under `--fail-on`. */
function fails(diagnostics, failOn) {
    return diagnostics.some((d) => d.severity === 'error' || (failOn === 'warning' && d.severity === 'warning'));
}
function buildReport(results, failOn, cwd) {
    const targets = results.map((r) => {
        // A message may name a pack import's URL; a token in it must not reach a log or a SARIF upload.
        const diagnostics = r.diagnostics.map((d) => ({ ...d, message: (0,_core_redact_url_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrlCredentials */ .d)(d.message), file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(d.file, cwd) })).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareDiagnostics */ .oV);
        return { path: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(r.path, cwd), kind: r.kind, ok: !fails(diagnostics, failOn), diagnostics };
    });
    const all = targets.flatMap((t) => t.diagnostics);
    return {
        tool: 'packwright',
        version: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x,
        ok: targets.every((t) => t.ok),
        summary: {
            targets: targets.length,
            errors: all.filter((d) => d.severity === 'error').length,
            warnings: all.filter((d) => d.severity === 'warning').length,
        },
        targets,
    };
}


/***/ }),

/***/ 4489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _r: () => (/* binding */ assertKnownRuleIds),
/* harmony export */   findConfig: () => (/* binding */ findConfig),
/* harmony export */   loadConfig: () => (/* binding */ loadConfig),
/* harmony export */   parseConfig: () => (/* binding */ parseConfig)
/* harmony export */ });
/* unused harmony exports CONFIG_FILE, CONFIG_MAX_BYTES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3455);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _show_name_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6296);




const CONFIG_FILE = '.packwright.yml';
const SEVERITIES = new Set(['error', 'warning', 'off']);
/**
 * Whether a config found above the starting folder may be trusted: one in a folder anybody can
 * write to (`/tmp`) could be anyone's, and could switch off the credential checks
 * (`credentials.allow: ["**"]`) for whoever runs packwright below it. (Ownership is not
 * checked: a CI container's root user works in a checkout that another uid owns.)
 */
async function trustedAncestorConfig(file) {
    const dir = await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrNull */ .nd)(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file));
    return dir !== null && (dir.mode & 0o002) === 0;
}
/**
 * Finds `.packwright.yml` in `start` or the nearest ancestor that has one, up to the
 * repository's root (the folder with `.git`). Above `start`, a config in a folder anybody
 * can write to (see trustedAncestorConfig) ends the search: no config is used.
 */
async function findConfig(start) {
    let dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(start);
    for (;;) {
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, CONFIG_FILE);
        if (await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrNull */ .nd)(candidate)) {
            if (dir === node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(start) || (await trustedAncestorConfig(candidate)))
                return candidate;
            return null;
        }
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
    const text = (await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readFileLimited */ .lB)(file, CONFIG_MAX_BYTES)).toString('utf8');
    return parseConfig(text, file);
}
/** The most a config may hold. */
const CONFIG_MAX_BYTES = 1024 * 1024;
/**
 * A config's text, read from somewhere other than a file (the commit hook reads the staged
 * blob); `file` names it in messages and becomes the config's `file`.
 */
async function parseConfig(text, file) {
    // The YAML parser loads only when there is a config to read: most runs have none.
    const { parseYaml, locatePointer } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1076)]).then(__webpack_require__.bind(__webpack_require__, 1076));
    const parsed = parseYaml(text);
    if (parsed.error)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}:${parsed.error.line ?? 1}: ${parsed.error.message}`);
    const raw = parsed.value ?? {};
    if (typeof raw !== 'object' || Array.isArray(raw))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: expected a mapping at the top level`);
    const rules = {};
    const ruleLines = {};
    const rulesIn = raw.rules ?? {};
    if (typeof rulesIn !== 'object' || rulesIn === null || Array.isArray(rulesIn))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: rules must be a mapping of rule id to error, warning or off`);
    for (const [id, value] of Object.entries(rulesIn)) {
        const line = locatePointer(parsed, `/rules/${id.replace(/~/g, '~0').replace(/\//g, '~1')}`)?.line;
        const v = value === false ? 'off' : String(value);
        if (!SEVERITIES.has(v))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}${line ? `:${line}` : ''}: rules.${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_3__/* .showPath */ .P8)(id)} must be error, warning or off, not ${showValue(value)}`);
        rules[id] = v;
        if (line)
            ruleLines[id] = line;
    }
    return { file, rules, ruleLines, raw: raw };
}
/** A YAML value as JSON for a message, every control character escaped (JSON leaves DEL and C1 raw). */
function showValue(value) {
    // eslint-disable-next-line no-control-regex
    return String(JSON.stringify(value) ?? value).replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * Refuses a `rules:` entry naming no rule: a misspelt id (`skil-name: off`) would otherwise
 * change nothing, without a word. `known` is every rule id there is; the CLI builds it from
 * every domain's registry (core knows none of them). The message names the file, the line and
 * the closest known id.
 */
function assertKnownRuleIds(config, known) {
    const knownSet = new Set(known);
    for (const id of Object.keys(config.rules)) {
        if (knownSet.has(id))
            continue;
        const line = config.ruleLines?.[id];
        const closest = closestId(id, known);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${config.file ?? CONFIG_FILE}${line ? `:${line}` : ''}: rules: unknown rule id ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteEscaped */ .kd)(id)}${closest ? ` (did you mean ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteEscaped */ .kd)(closest)}?)` : ''}`);
    }
}
/** The known id nearest `id` by edit distance (case ignored), or null when there are none. */
function closestId(id, known) {
    let best = null;
    let bestDistance = Infinity;
    for (const k of [...known].sort()) {
        const d = editDistance(id.toLowerCase(), k.toLowerCase());
        if (d < bestDistance) {
            best = k;
            bestDistance = d;
        }
    }
    return best;
}
/** Levenshtein distance, one row at a time. */
function editDistance(a, b) {
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++)
            row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = row;
    }
    return prev[b.length];
}


/***/ }),

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   JC: () => (/* binding */ realPathSoFar),
/* harmony export */   TE: () => (/* binding */ containmentReason),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   mi: () => (/* binding */ resolveContained),
/* harmony export */   xI: () => (/* binding */ normalRelativePath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);




/**
 * Why a relative path from input is unsafe, or null when it is a plain relative POSIX path.
 * Backslashes are refused rather than converted: on POSIX they are legal name characters, on
 * Windows separators, so a manifest that uses them means different files on different machines.
 *
 * With `normal`, a path must also be written the one way a file has (no `./` start, `.` or
 * empty segment, trailing `/`): a record such as pack.json's `files[]` compares paths as
 * strings, so `./a.md` beside `a.md` would list one file twice, and `a.md/` would list a file
 * while claiming a folder. A path typed by a person (a tool call's argument) is left lenient.
 */
function relativePathProblem(p, options = {}) {
    if (p.length === 0)
        return 'empty path';
    if (p.includes('\0'))
        return 'contains a NUL byte';
    if (p.includes('\\'))
        return 'contains a backslash';
    if (p.startsWith('/') || /^[A-Za-z]:/.test(p))
        return 'is absolute';
    const segs = p.split('/');
    if (segs.some((seg) => seg === '..'))
        return 'goes up with ".."';
    if (options.normal) {
        const normal = normalRelativePath(p);
        const hint = normal === '.' ? ' (that is the folder itself)' : ` (write it as ${JSON.stringify(normal)})`;
        if (p.startsWith('./'))
            return `starts with "./"${hint}`;
        if (p.endsWith('/'))
            return `ends with "/"${hint}`;
        if (segs.includes(''))
            return `has an empty segment ("//")${hint}`;
        if (segs.includes('.'))
            return `has a "." segment${hint}`;
    }
    return null;
}
/** The normal spelling of a relative POSIX path: no `./` start, `.` or empty segments, trailing `/`. */
function normalRelativePath(p) {
    const n = node_path__WEBPACK_IMPORTED_MODULE_2___default().posix.normalize(p).replace(/^(\.\/)+/, '').replace(/\/+$/, '');
    return n === '' ? '.' : n;
}
/** True when `child` is `root` or lies below it (both absolute, already resolved). */
function isInside(root, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(root, child);
    // `..` as a whole segment, not as the start of a name: `..foo` and `.. ` are names inside.
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`) && !node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(rel));
}
/** `p` with symlinks resolved as far as it exists; the missing rest is appended as written. */
function realPathSoFar(p) {
    let probe = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(p);
    const rest = [];
    for (;;) {
        try {
            return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(probe), ...rest);
        }
        catch {
            const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(probe);
            if (parent === probe)
                return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(probe, ...rest);
            rest.unshift(node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(probe));
            probe = parent;
        }
    }
}
function refusal(message, reason, extra = {}) {
    return Object.assign(new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(message), { reason, ...extra });
}
/** The reason (and, for a dangling symlink, the link's absolute path) of an error thrown by resolveContained. */
function containmentReason(err) {
    if (!(err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0))
        return null;
    const { reason, link } = err;
    return reason ? { reason, ...(link ? { link } : {}) } : null;
}
/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * Returns the lexical absolute path (what the caller should open). A path that does not
 * exist yet is checked through its nearest existing ancestor.
 */
async function resolveContained(root, rel) {
    const problem = relativePathProblem(rel);
    if (problem)
        throw refusal(`${rel}: unsafe path (${problem})`, 'unsafe');
    const absRoot = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root);
    const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(absRoot, rel);
    if (!isInside(absRoot, target))
        throw refusal(`${rel}: unsafe path (outside ${root})`, 'outside');
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absRoot);
    let probe = target;
    for (;;) {
        try {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(probe);
            if (!isInside(realRoot, real))
                throw refusal(`${rel}: unsafe path (resolves outside ${root} through a symlink)`, 'symlink_outside');
            return target;
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0)
                throw err;
            const code = err.code;
            if (code === 'ELOOP')
                throw refusal(`${rel}: unsafe path (symlink loop)`, 'symlink_loop');
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw err;
            // A dangling symlink still points somewhere: refuse it if that is outside.
            try {
                const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(probe);
                if (st.isSymbolicLink())
                    throw refusal(`${rel}: unsafe path (dangling symlink)`, 'dangling_symlink', { link: probe });
            }
            catch (e) {
                if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0)
                    throw e;
            }
            const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(probe);
            if (parent === probe || !isInside(absRoot, parent))
                return target;
            probe = parent;
        }
    }
}
/** Forward slashes, no leading `./`: how every path appears in reports and generated files. */
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)).join('/').replace(/^\.\//, '');
}
/** A path for reports: relative to the working directory when below it, else absolute. */
function displayPath(abs, cwd = process.cwd()) {
    if (!isInside(cwd, abs))
        return toPosix(abs);
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(cwd, abs);
    return rel === '' ? '.' : toPosix(rel);
}


/***/ }),

/***/ 3455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ex: () => (/* binding */ readFileLimitedSync),
/* harmony export */   _6: () => (/* binding */ decodeUtf8),
/* harmony export */   _F: () => (/* binding */ lstatOrNullSync),
/* harmony export */   lB: () => (/* binding */ readFileLimited),
/* harmony export */   nd: () => (/* binding */ lstatOrNull)
/* harmony export */ });
/* unused harmony export DEFAULT_MAX_TEXT_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);




/** Default cap for files we parse whole (manifests, Markdown, YAML). */
const DEFAULT_MAX_TEXT_BYTES = 16 * 1024 * 1024;
/**
 * Reads a regular file whole, refusing FIFOs, sockets and devices (which would hang or never
 * end) and anything over `maxBytes` (checked before reading, and again while reading in case
 * the file grows). O_NONBLOCK keeps an open() of a FIFO from blocking.
 */
async function readFileLimited(file, maxBytes = DEFAULT_MAX_TEXT_BYTES) {
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    assertReadable(file, st, maxBytes);
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    try {
        const reader = new GrowingRead(file, st.size, maxBytes);
        // room() may grow the buffer: it is asked before the buffer is handed to read().
        for (let room = reader.room(); reader.take((await fh.read(reader.buf, reader.total, room, null)).bytesRead); room = reader.room())
            ;
        return reader.bytes();
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC)
            throw err;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    finally {
        await fh.close();
    }
}
/** readFileLimited without the thread pool: one call per step, for a few small files read in a row. */
function readFileLimitedSync(file, maxBytes = DEFAULT_MAX_TEXT_BYTES) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    assertReadable(file, st, maxBytes);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    try {
        const reader = new GrowingRead(file, st.size, maxBytes);
        for (let room = reader.room(); reader.take((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, reader.buf, reader.total, room, null)); room = reader.room())
            ;
        return reader.bytes();
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC)
            throw err;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
function assertReadable(file, st, maxBytes) {
    if (!st.isFile())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: not a regular file`);
    if (st.size > maxBytes)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: ${st.size} bytes is over the limit of ${maxBytes} bytes`);
}
/**
 * Reads straight into one buffer of the size stat gave (one byte more, to notice growth), and
 * grows it only if the file grew since: no chunk copies, no concat for the common case.
 */
class GrowingRead {
    file;
    maxBytes;
    buf;
    total = 0;
    constructor(file, size, maxBytes) {
        this.file = file;
        this.maxBytes = maxBytes;
        this.buf = Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
    }
    /** Bytes free in `buf` at `total`, growing it first when it is full. */
    room() {
        if (this.total === this.buf.length) {
            const bigger = Buffer.allocUnsafe(Math.min(this.buf.length * 2, this.maxBytes + 1));
            this.buf.copy(bigger, 0, 0, this.total);
            this.buf = bigger;
        }
        return this.buf.length - this.total;
    }
    /** Counts a read; false at the end of the file. */
    take(n) {
        if (n === 0)
            return false;
        this.total += n;
        if (this.total > this.maxBytes)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${this.file}: over the limit of ${this.maxBytes} bytes`);
        return true;
    }
    bytes() {
        return this.buf.subarray(0, this.total);
    }
}
const utf8Strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
/** Decodes UTF-8 strictly; on failure returns the lossy text and the byte offset of the first bad sequence. */
function decodeUtf8(bytes) {
    const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const body = hasBom ? bytes.subarray(3) : bytes;
    try {
        return { text: utf8Strict.decode(body), problem: hasBom ? 'starts with a UTF-8 byte order mark' : null, hasBom };
    }
    catch {
        return { text: utf8Lossy.decode(body), problem: `not valid UTF-8 (first bad byte at offset ${firstInvalidUtf8Offset(body) + (hasBom ? 3 : 0)})`, hasBom };
    }
}
function firstInvalidUtf8Offset(b) {
    let i = 0;
    while (i < b.length) {
        const c = b[i];
        const n = c < 0x80 ? 1 : c >= 0xc2 && c < 0xe0 ? 2 : c >= 0xe0 && c < 0xf0 ? 3 : c >= 0xf0 && c < 0xf5 ? 4 : 0;
        if (n === 0 || i + n > b.length)
            return i;
        for (let k = 1; k < n; k++)
            if ((b[i + k] & 0xc0) !== 0x80)
                return i;
        try {
            utf8Strict.decode(b.subarray(i, i + n));
        }
        catch {
            return i;
        }
        i += n;
    }
    return i;
}
/** lstat that returns null for a missing path instead of throwing. */
async function lstatOrNull(p) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(p);
    }
    catch (err) {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR')
            return null;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, p));
    }
}
/** lstatOrNull without the thread pool, for checks made once per installed folder. */
function lstatOrNullSync(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(p, { throwIfNoEntry: false }) ?? null;
    }
    catch (err) {
        if (err.code === 'ENOTDIR')
            return null;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, p));
    }
}


/***/ }),

/***/ 6296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ hasControlCharacter),
/* harmony export */   P8: () => (/* binding */ showPath),
/* harmony export */   kd: () => (/* binding */ quoteEscaped)
/* harmony export */ });
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;
// eslint-disable-next-line no-control-regex
const NEEDS_QUOTES = /[\x00-\x1f\x7f-\x9f"\\]/;
/**
 * Whether a name holds a control character (C0, DEL or C1): printed raw, a newline splits a
 * message line and CR or ESC can overwrite what the terminal shows.
 */
function hasControlCharacter(s) {
    return CONTROL.test(s);
}
/** A JSON string literal of `s` with every control character escaped (JSON.stringify leaves DEL and C1 raw). */
function quoteEscaped(s) {
    return JSON.stringify(s).replace(/[\x7f-\x9f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** A path for a message: as is, or double-quoted with escapes when it holds control characters or quotes (as git quotes them). */
function showPath(p) {
    return NEEDS_QUOTES.test(p) ? quoteEscaped(p) : p;
}


/***/ })

};
