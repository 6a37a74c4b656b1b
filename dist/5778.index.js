export const id = 5778;
export const ids = [5778,4489];
export const modules = {

/***/ 5778:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  meta: () => (/* binding */ meta),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/config.ts
var config = __webpack_require__(4489);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/secrets/check.ts
var secrets_check = __webpack_require__(4653);
// EXTERNAL MODULE: ./src/secrets/scan-content.ts
var scan_content = __webpack_require__(7780);
// EXTERNAL MODULE: ./src/secrets/findings.ts
var findings = __webpack_require__(8015);
// EXTERNAL MODULE: ./src/secrets/content-rules/index.ts + 13 modules
var content_rules = __webpack_require__(5723);
// EXTERNAL MODULE: ./src/cli/main.ts
var main = __webpack_require__(2957);
// EXTERNAL MODULE: ./src/cli/report.ts
var cli_report = __webpack_require__(1086);
// EXTERNAL MODULE: ./src/cli/formatters/index.ts + 2 modules
var formatters = __webpack_require__(9534);
// EXTERNAL MODULE: ./src/cli/credential-options.ts + 1 modules
var credential_options = __webpack_require__(2931);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/git.ts + 1 modules
var git = __webpack_require__(408);
;// CONCATENATED MODULE: ./src/cli/scan-files.ts






/** Folders a tree walk outside git never enters. */
const SKIP_DIRS = new Set(['.git', 'node_modules']);
/**
 * The files `scan` reads under `root`. In a git work tree: the tracked files plus untracked
 * ones that are not ignored (what could be committed), so an ignored local `.env` is not a
 * finding. Elsewhere: a walk that skips .git and node_modules and does not follow symbolic
 * links; a folder it cannot list is reported, not passed over as clean.
 */
async function listScanFiles(root) {
    if (await (0,git/* gitTopLevel */.oB)(root)) {
        const r = await (0,git/* runGit */.EO)(['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
        return { files: [...new Set(r.stdout.toString('utf8').split('\0').filter((p) => p !== ''))], unlisted: [] };
    }
    const out = [];
    const unlisted = [];
    const walk = async (dir) => {
        let entries;
        try {
            entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        }
        catch (err) {
            if (dir === root)
                throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, root));
            unlisted.push({ path: dir, error: err });
            return;
        }
        for (const e of entries) {
            const full = external_node_path_default().join(dir, e.name);
            if (e.isDirectory()) {
                if (!SKIP_DIRS.has(e.name))
                    await walk(full);
            }
            else if (e.isFile()) {
                out.push((0,paths/* toPosix */.d7)(external_node_path_default().relative(root, full)));
            }
        }
    };
    await walk(root);
    return { files: out, unlisted };
}
/**
 * The first `maxBytes` of a regular file, or null for anything else (a symlink, a folder such
 * as a submodule, a FIFO, a file that went away). O_NOFOLLOW and O_NONBLOCK make the open
 * itself safe against a swapped-in symlink or FIFO. A file that cannot be read throws its
 * system error, for the caller to report.
 */
async function readHead(file, maxBytes) {
    const st = await (0,promises_.lstat)(file).catch(() => null);
    if (!st?.isFile())
        return null;
    let fh;
    try {
        fh = await (0,promises_.open)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT' || code === 'ELOOP')
            return null;
        throw err;
    }
    try {
        if (!(await fh.stat()).isFile())
            return null;
        const buf = Buffer.allocUnsafe(Math.min(maxBytes, Math.max(st.size, 1)));
        let n = 0;
        while (n < buf.length) {
            const { bytesRead } = await fh.read(buf, n, buf.length - n, n);
            if (bytesRead === 0)
                break;
            n += bytesRead;
        }
        return buf.subarray(0, n);
    }
    finally {
        await fh.close();
    }
}

// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
;// CONCATENATED MODULE: ./src/cli/commands/scan.ts
















/** Files read at once: enough to keep the disk busy, few enough for the fd limit. */
const CONCURRENCY = 16;
const meta = {
    name: 'scan',
    summary: 'Check files for credential files and secrets with the commit hook\'s rules (for CI).',
    positionals: '[PATH ...]',
    options: {
        format: { type: 'string', valueName: 'FORMAT', description: 'text|json|github|sarif (default text)' },
        config: { type: 'string', valueName: 'FILE', description: 'the .packwright.yml to read (default: the nearest one)' },
    },
    details: `Each PATH (default ".") is a file or a folder. In a git work tree a folder's tracked
and untracked-but-not-ignored files are read from disk; elsewhere every file but .git and
node_modules. Findings never include the secret's value.`,
};
async function run(ctx) {
    const format = (0,main/* choice */.Yq)(ctx, 'format', formatters/* FORMAT_IDS */.Jn, 'text');
    const options = await (0,credential_options/* loadCredentialOptions */.w4)(ctx.values.config, ctx.cwd, await (0,config.findConfig)(ctx.cwd));
    const results = [];
    const allowedOut = [];
    /** Files and folders that could not be read: the scan goes on, then fails closed. */
    const notChecked = [];
    for (const p of ctx.positionals.length ? ctx.positionals : ['.']) {
        const abs = external_node_path_default().resolve(ctx.cwd, p);
        const st = await (0,promises_.stat)(abs).catch((err) => {
            throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, p));
        });
        const root = st.isDirectory() ? abs : external_node_path_default().dirname(abs);
        const listed = st.isDirectory() ? await listScanFiles(abs) : { files: [external_node_path_default().basename(abs)], unlisted: [] };
        notChecked.push(...listed.unlisted);
        const allowRoot = options.allowRoot ?? root;
        const check = new secrets_check/* CredentialCheck */.Q(options.allow, (rel) => (0,paths/* toPosix */.d7)(external_node_path_default().relative(allowRoot, external_node_path_default().join(root, rel))), options.config?.rules);
        notChecked.push(...(await scanFiles(root, listed.files, check)));
        allowedOut.push(...(0,credential_options/* allowedLines */.KX)(check.allowed));
        const diagnostics = check.findings.map((f) => {
            const d = { rule: f.rule, severity: f.severity, message: f.message, file: external_node_path_default().join(root, f.path) };
            if (f.line) {
                d.line = f.line;
                d.column = f.column;
            }
            return d;
        });
        results.push({ path: abs, kind: 'credentials', diagnostics });
    }
    for (const line of allowedOut)
        ctx.stderr.write(`${line}\n`);
    const report = (0,cli_report/* buildReport */.F)(results, 'error', ctx.cwd);
    ctx.stdout.write(await (0,formatters/* formatterById */.n9)(format).format(report, { env: ctx.env, rules: [findings/* credentialFileMeta */.l, ...content_rules/* contentRules */.t.map((r) => r.meta)] }));
    // A file the scan could not read might hold a secret: say which, and do not pass.
    const lines = notChecked.map((u) => `packwright: not checked: ${(0,errors/* describeFsError */.TQ)(u.error, (0,paths/* displayPath */.Gt)(u.path, ctx.cwd))}`);
    for (const line of lines.sort(diagnostics/* compareBytes */.Xo))
        ctx.stderr.write(`${line}\n`);
    if (notChecked.length)
        return types/* EXIT_USAGE */.Ri;
    return report.ok ? types/* EXIT_OK */.Ij : types/* EXIT_FINDINGS */.cB;
}
/** Checks each file's name and content; returns the files it could not read. */
async function scanFiles(root, files, check) {
    const unreadable = [];
    let next = 0;
    const worker = async () => {
        while (next < files.length) {
            const rel = files[next++];
            let head;
            try {
                head = await readHead(external_node_path_default().join(root, rel), scan_content/* CONTENT_HEAD_BYTES */.ft);
            }
            catch (err) {
                // Its name can still be a credential file's.
                check.checkName(rel);
                unreadable.push({ path: external_node_path_default().join(root, rel), error: err });
                continue;
            }
            if (head === null)
                continue;
            check.checkName(rel);
            check.checkContent(rel, head);
        }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
    return unreadable;
}


/***/ }),

/***/ 2931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KX: () => (/* binding */ allowedLines),
  RI: () => (/* binding */ findingWhere),
  w4: () => (/* binding */ loadCredentialOptions),
  P8: () => (/* binding */ showPath)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/glob-match.ts
var glob_match = __webpack_require__(8829);
;// CONCATENATED MODULE: ./src/secrets/allow.ts


/** Reads and checks `credentials.allow` from the config's raw sections. */
function allowGlobs(raw, configFile) {
    const section = raw.credentials;
    if (section === undefined || section === null)
        return [];
    if (typeof section !== 'object' || Array.isArray(section))
        throw new errors/* InvalidInputError */.oC(`${configFile}: credentials must be a mapping (with an allow: list of globs)`);
    const allow = section.allow;
    if (allow === undefined || allow === null)
        return [];
    if (!Array.isArray(allow) || allow.some((g) => typeof g !== 'string' || g.trim() === '')) {
        throw new errors/* InvalidInputError */.oC(`${configFile}: credentials.allow must be a list of non-empty glob strings`);
    }
    return allow;
}
/** Brace alternatives one glob may expand to; more is refused rather than spent. */
const MAX_ALTERNATIVES = 256;
/**
 * Compiles the globs: matched against the whole path, case-insensitive like the name rules, dot
 * files included; `*`, `?`, `[...]`, `**` as in core/glob-match.ts, and `{a,b}` alternatives.
 * Matching cannot backtrack without bound, whatever a repository's config holds.
 */
async function compileAllowList(globs) {
    if (globs.length === 0)
        return null;
    const matchers = globs.map((g) => {
        const alternatives = expandBraces(g.toLowerCase()).map(asMicromatch).flatMap(withFolderItself);
        if (alternatives.length > MAX_ALTERNATIVES)
            throw new errors/* InvalidInputError */.oC(`credentials.allow '${g}': more than ${MAX_ALTERNATIVES} {…} alternatives`);
        return { glob: g, tests: alternatives.map((a) => (0,glob_match/* globMatcher */.fU)((0,glob_match/* globTokens */.vr)(a))) };
    });
    return {
        match(posixPath) {
            const p = posixPath.toLowerCase();
            for (const m of matchers)
                if (m.tests.some((t) => t(p)))
                    return m.glob;
            return null;
        },
    };
}
/** As micromatch (which this replaced) reads a glob: a leading `./` dropped, `**\/**` as `**`. */
function asMicromatch(glob) {
    return glob.replace(/^(?:\.\/)+/, '').replace(/(^|\/)\*\*(?:\/\*\*)+(?=\/|$)/g, '$1**');
}
/** micromatch's `dir/**` also matches `dir` itself, when that last folder name has no `*`. */
function withFolderItself(glob) {
    if (!glob.endsWith('/**') || glob.length <= 3)
        return [glob];
    const head = glob.slice(0, -3);
    return head.slice(head.lastIndexOf('/') + 1).includes('*') ? [glob] : [glob, head];
}
/** `a{b,c{d,e}}f` → abf, acdf, acef; a `{` without a matching `}` or a comma is literal. */
function expandBraces(glob) {
    const open = findBrace(glob, 0);
    if (open < 0)
        return [glob];
    let depth = 0;
    const commas = [];
    let close = -1;
    for (let i = open; i < glob.length; i++) {
        const c = glob[i];
        if (c === '\\') {
            i++;
            continue;
        }
        if (c === '{')
            depth++;
        else if (c === '}' && --depth === 0) {
            close = i;
            break;
        }
        else if (c === ',' && depth === 1)
            commas.push(i);
    }
    if (close < 0 || commas.length === 0) {
        // Literal: keep the brace and expand what follows it.
        return expandBraces(glob.slice(open + 1)).map((rest) => `${glob.slice(0, open)}\\{${rest}`);
    }
    const head = glob.slice(0, open);
    const tail = expandBraces(glob.slice(close + 1));
    const out = [];
    for (const [k, from] of [open, ...commas].entries()) {
        const to = k < commas.length ? commas[k] : close;
        for (const middle of expandBraces(glob.slice(from + 1, to))) {
            for (const rest of tail) {
                out.push(head + middle + rest);
                if (out.length > MAX_ALTERNATIVES)
                    return out;
            }
        }
    }
    return out;
}
function findBrace(s, from) {
    for (let i = from; i < s.length; i++) {
        if (s[i] === '\\')
            i++;
        else if (s[i] === '{')
            return i;
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/cli/credential-options.ts





/**
 * Loads `.packwright.yml` (an explicit `--config`, or `candidate` when it exists) and compiles
 * `credentials.allow`. The config module (and with it the YAML parser) is imported only when
 * there is a file to read, which keeps a commit hook in a repository without one at node's start-up time.
 */
async function loadCredentialOptions(explicit, cwd, candidate) {
    let file = null;
    if (explicit !== undefined) {
        file = external_node_path_default().resolve(cwd, explicit);
        if (!(await (0,read/* lstatOrNull */.nd)(file)))
            throw new errors/* IoError */.dA(`${explicit}: no such file or directory`);
    }
    else if (candidate && (await (0,read/* lstatOrNull */.nd)(candidate))) {
        file = candidate;
    }
    if (!file)
        return { config: null, allowRoot: null, allow: null };
    const { loadConfig } = await __webpack_require__.e(/* import() */ 4489).then(__webpack_require__.bind(__webpack_require__, 4489));
    const config = await loadConfig(file);
    return { config, allowRoot: external_node_path_default().dirname(file), allow: await compileAllowList(allowGlobs(config.raw, file)) };
}
/** A path for a message: as is, or JSON-quoted when it holds control characters or quotes (as git quotes them). */
function showPath(p) {
    // eslint-disable-next-line no-control-regex
    return /[\x00-\x1f\x7f"\\]/.test(p) ? JSON.stringify(p) : p;
}
function findingWhere(f) {
    return f.line ? `${showPath(f.path)}:${f.line}:${f.column ?? 1}` : showPath(f.path);
}
/** One line per exception used, so an allowed secret never passes silently. */
function allowedLines(allowed) {
    const sorted = [...allowed].sort((a, b) => (0,diagnostics/* compareBytes */.Xo)(a.path, b.path) || (a.line ?? 0) - (b.line ?? 0));
    return sorted.map((a) => `packwright: allowed ${findingWhere(a)} [${a.rule}] by ${a.allowedBy}`);
}


/***/ }),

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

;// CONCATENATED MODULE: ./src/cli/formatters/github.ts
/** Workflow-command escaping, as @actions/core's `issueCommand` does it. */
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function summaryMarkdown(report) {
    const { targets, errors, warnings } = report.summary;
    const rows = report.targets.flatMap((t) => t.diagnostics.map((d) => `| ${d.severity === 'error' ? '❌ error' : '⚠️ warning'} | \`${d.rule}\` | \`${d.file}${d.line ? `:${d.line}` : ''}\` | ${d.message.replace(/\|/g, '\\|').replace(/\n/g, ' ')} |`));
    const head = `## packwright: ${report.ok ? '✅' : '❌'} ${targets} target${targets === 1 ? '' : 's'}, ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n\n`;
    if (rows.length === 0)
        return `${head}No findings.\n`;
    // GitHub caps a step summary at 1 MiB; keep well under it and say what was cut.
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
        if (context.env.GITHUB_STEP_SUMMARY) {
            const core = await __webpack_require__.e(/* import() */ 6421).then(__webpack_require__.bind(__webpack_require__, 6421));
            await core.summary.addRaw(summaryMarkdown(report), true).write();
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
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(311);

const HOME = 'https://github.com/packwright/packwright';
/** SARIF 2.1.0 as GitHub code scanning accepts it (relative URIs against %SRCROOT%). */
function toSarif(report, context) {
    const used = new Set(report.targets.flatMap((t) => t.diagnostics.map((d) => d.rule)));
    const metas = new Map(context.rules.map((r) => [r.id, r]));
    const ruleIds = [...new Set([...context.rules.map((r) => r.id), ...used])].sort();
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'packwright',
                        version: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION */ .x,
                        semanticVersion: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION */ .x,
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
                                artifactLocation: { uri: encodeURI(d.file), uriBaseId: '%SRCROOT%' },
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

/***/ 1501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ textFormatter)
/* harmony export */ });
/** Human output, one line per finding in the `file:line:col` form editors and terminals link. */
const textFormatter = {
    meta: { id: 'text', description: 'one line per finding, then a summary' },
    async format(report) {
        const lines = [];
        for (const t of report.targets) {
            for (const d of t.diagnostics) {
                const where = d.line ? `${d.file}:${d.line}:${d.column ?? 1}` : d.file;
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
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(311);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7135);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6107);



/** Whether a list of diagnostics fails under `--fail-on`. */
function fails(diagnostics, failOn) {
    return diagnostics.some((d) => d.severity === 'error' || (failOn === 'warning' && d.severity === 'warning'));
}
function buildReport(results, failOn, cwd) {
    const targets = results.map((r) => {
        const diagnostics = r.diagnostics.map((d) => ({ ...d, file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(d.file, cwd) })).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .compareDiagnostics */ .oV);
        return { path: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(r.path, cwd), kind: r.kind, ok: !fails(diagnostics, failOn), diagnostics };
    });
    const all = targets.flatMap((t) => t.diagnostics);
    return {
        tool: 'packwright',
        version: _version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x,
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
/* harmony export */   findConfig: () => (/* binding */ findConfig),
/* harmony export */   loadConfig: () => (/* binding */ loadConfig)
/* harmony export */ });
/* unused harmony export CONFIG_FILE */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3455);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);



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
    const text = (await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readFileLimited */ .lB)(file, 1024 * 1024)).toString('utf8');
    // The YAML parser loads only when there is a config to read: most runs have none.
    const { parseYaml } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1076)]).then(__webpack_require__.bind(__webpack_require__, 1076));
    const parsed = parseYaml(text);
    if (parsed.error)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}:${parsed.error.line ?? 1}: ${parsed.error.message}`);
    const raw = parsed.value ?? {};
    if (typeof raw !== 'object' || Array.isArray(raw))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: expected a mapping at the top level`);
    const rules = {};
    const rulesIn = raw.rules ?? {};
    if (typeof rulesIn !== 'object' || rulesIn === null || Array.isArray(rulesIn))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: rules must be a mapping of rule id to error, warning or off`);
    for (const [id, value] of Object.entries(rulesIn)) {
        const v = value === false ? 'off' : String(value);
        if (!SEVERITIES.has(v))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: rules.${id} must be error, warning or off, not ${JSON.stringify(value)}`);
        rules[id] = v;
    }
    return { file, rules, raw: raw };
}


/***/ }),

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   JC: () => (/* binding */ realPathSoFar),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   mi: () => (/* binding */ resolveContained)
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
 */
function relativePathProblem(p) {
    if (p.length === 0)
        return 'empty path';
    if (p.includes('\0'))
        return 'contains a NUL byte';
    if (p.includes('\\'))
        return 'contains a backslash';
    if (p.startsWith('/') || /^[A-Za-z]:/.test(p))
        return 'is absolute';
    if (p.split('/').some((seg) => seg === '..'))
        return 'goes up with ".."';
    return null;
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
/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * Returns the lexical absolute path (what the caller should open). A path that does not
 * exist yet is checked through its nearest existing ancestor.
 */
async function resolveContained(root, rel) {
    const problem = relativePathProblem(rel);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (${problem})`);
    const absRoot = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root);
    const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(absRoot, rel);
    if (!isInside(absRoot, target))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (outside ${root})`);
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absRoot);
    let probe = target;
    for (;;) {
        try {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(probe);
            if (!isInside(realRoot, real))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (resolves outside ${root} through a symlink)`);
            return target;
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0)
                throw err;
            const code = err.code;
            if (code === 'ELOOP')
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (symlink loop)`);
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw err;
            // A dangling symlink still points somewhere: refuse it if that is outside.
            try {
                const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(probe);
                if (st.isSymbolicLink())
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (dangling symlink)`);
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

/***/ 4653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ CredentialCheck)
/* harmony export */ });
/* harmony import */ var _credential_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2350);
/* harmony import */ var _scan_content_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7780);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8015);



/**
 * Collects credential findings for one run (a commit or a scan): file names first, then the
 * content of each file, with `credentials.allow` globs and inline `packwright:allow` applied.
 */
class CredentialCheck {
    allow;
    allowPath;
    severities;
    findings = [];
    allowed = [];
    /**
     * @param allow exceptions from `credentials.allow`
     * @param allowPath maps a finding's path to the path the globs are matched against (they are
     *   relative to the folder holding .packwright.yml)
     * @param severities `rules:` from .packwright.yml: `off` drops a rule, `warning` reports
     *   without failing; every credential rule is an error by default
     */
    constructor(allow = null, allowPath = (p) => p, severities = {}) {
        this.allow = allow;
        this.allowPath = allowPath;
        this.severities = severities;
    }
    /** Findings that fail the run (severity error). */
    get errors() {
        return this.findings.filter((f) => f.severity === 'error');
    }
    /** The name rules on a POSIX path relative to the root. */
    checkName(posixPath) {
        const hit = (0,_credential_files_js__WEBPACK_IMPORTED_MODULE_0__/* .isCredentialPath */ .b)(posixPath);
        if (!hit)
            return;
        this.add({ rule: _findings_js__WEBPACK_IMPORTED_MODULE_2__/* .credentialFileMeta */ .l.id, path: posixPath, message: `the file name matches ${hit.rule}, a credential file` }, null);
    }
    /** The content rules on a file's bytes (or the head of them). */
    checkContent(posixPath, bytes) {
        const base = posixPath.slice(posixPath.lastIndexOf('/') + 1);
        for (const hit of (0,_scan_content_js__WEBPACK_IMPORTED_MODULE_1__/* .scanContent */ .nx)(bytes, base)) {
            this.add({ rule: hit.rule.meta.id, path: posixPath, line: hit.line, column: hit.column, message: `${hit.rule.what} on line ${hit.line}` }, hit.allowedInline ? 'packwright:allow on the line' : null);
        }
    }
    add(found, inlineAllow) {
        const severity = this.severities[found.rule] ?? 'error';
        if (severity === 'off')
            return;
        const finding = { ...found, severity };
        const glob = this.allow?.match(this.allowPath(finding.path)) ?? null;
        const allowedBy = glob !== null ? `credentials.allow '${glob}'` : inlineAllow;
        if (allowedBy)
            this.allowed.push({ ...finding, allowedBy });
        else
            this.findings.push(finding);
    }
}


/***/ }),

/***/ 8015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ credentialFileMeta)
/* harmony export */ });
/* harmony import */ var _content_rules_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1996);

/** The file-name rule: a path whose name matches a credential glob (credential-files.ts). */
const credentialFileMeta = {
    id: 'credential-file',
    severity: 'error',
    description: 'a file whose name marks it as a credential (.env, *.pem, id_rsa, …)',
    docs: _content_rules_types_js__WEBPACK_IMPORTED_MODULE_0__/* .DOCS */ .i,
};


/***/ })

};
