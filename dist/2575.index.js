export const id = 2575;
export const ids = [2575,3673];
export const modules = {

/***/ 2575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2957);
/* harmony import */ var _core_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4489);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3008);
/* harmony import */ var _core_output_guard_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6078);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1086);
/* harmony import */ var _formatters_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9534);
/* harmony import */ var _formatters_sarif_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8625);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4766);
/* harmony import */ var _rule_ids_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3673);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3892);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4751);












const meta = {
    name: 'validate',
    summary: 'Check every pack under each PATH (default "."): context packs, skills, skill packs, .ctxpkg files, capability packs.',
    positionals: '[PATH ...]',
    options: {
        kind: { type: 'string', valueName: 'KIND', description: `what to look for: ${_targets_js__WEBPACK_IMPORTED_MODULE_10__/* .KIND_CHOICES */ .sp.join('|')} (default auto)` },
        format: { type: 'string', valueName: 'FORMAT', description: 'text|json|github|sarif (default text)' },
        'fail-on': { type: 'string', valueName: 'LEVEL', description: 'error|warning: the lowest severity that makes the exit code 1 (default error)' },
        output: { type: 'string', valueName: 'FILE', description: 'also write the report to FILE: SARIF when FILE ends in .sarif or .sarif.json or --format is sarif, else JSON' },
        sarif: { type: 'string', valueName: 'FILE', description: 'also write SARIF 2.1.0 to FILE, whatever its name (beside --output)' },
        shard: { type: 'string', valueName: 'K/N', description: 'check only the K-th of N equal slices of the discovered targets' },
    },
    details: 'Rule severities can be changed in .packwright.yml:\n  rules:\n    footnote-case: off\n    source-unused: error',
};
async function run(ctx) {
    const kind = (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .choice */ .Yq)(ctx, 'kind', _targets_js__WEBPACK_IMPORTED_MODULE_10__/* .KIND_CHOICES */ .sp, 'auto');
    const format = (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .choice */ .Yq)(ctx, 'format', _formatters_index_js__WEBPACK_IMPORTED_MODULE_6__/* .FORMAT_IDS */ .Jn, 'text');
    const failOn = (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .choice */ .Yq)(ctx, 'fail-on', ['error', 'warning'], 'error');
    const shardSpec = (0,_targets_js__WEBPACK_IMPORTED_MODULE_10__/* .parseShard */ .uK)(ctx.values.shard);
    const config = await (0,_rule_ids_js__WEBPACK_IMPORTED_MODULE_9__.withKnownRuleIds)(await (0,_core_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(await (0,_core_config_js__WEBPACK_IMPORTED_MODULE_2__/* .findConfig */ .u0)(ctx.cwd)));
    const targets = (0,_targets_js__WEBPACK_IMPORTED_MODULE_10__/* .applyShard */ .B_)(await (0,_targets_js__WEBPACK_IMPORTED_MODULE_10__/* .resolveTargets */ .h5)(ctx.positionals, kind, ctx.cwd, (0,_targets_js__WEBPACK_IMPORTED_MODULE_10__/* .unreadableWarning */ .u3)(ctx)), shardSpec);
    const outputs = [];
    if (typeof ctx.values.output === 'string')
        outputs.push({ file: ctx.values.output, sarif: format === 'sarif' || isSarifPath(ctx.values.output) });
    if (typeof ctx.values.sarif === 'string')
        outputs.push({ file: ctx.values.sarif, sarif: true });
    // Checked before anything is written: a report inside a pack would change what it reports on.
    for (const o of outputs)
        (0,_core_output_guard_js__WEBPACK_IMPORTED_MODULE_4__/* .assertOutputApartFromInputs */ .T)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, o.file), targets.map((t) => t.path), ctx.cwd);
    const results = [];
    for (const t of targets) {
        const diagnostics = await (0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_8__/* .kindById */ .RD)(t.kind).validate(t.path, { rules: config.rules, config });
        results.push({ ...t, diagnostics });
    }
    const report = (0,_report_js__WEBPACK_IMPORTED_MODULE_5__/* .buildReport */ .F)(results, failOn, ctx.cwd);
    // Rule metadata is loaded only when SARIF is written: it imports every used kind's rules.
    const rules = format === 'sarif' || outputs.some((o) => o.sarif) ? await ruleMetasFor([...new Set(targets.map((t) => t.kind))]) : [];
    ctx.stdout.write(await (0,_formatters_index_js__WEBPACK_IMPORTED_MODULE_6__/* .formatterById */ .n9)(format).format(report, { env: ctx.env, rules, stderr: ctx.stderr }));
    for (const o of outputs) {
        const body = o.sarif ? (0,_formatters_sarif_js__WEBPACK_IMPORTED_MODULE_7__/* .toSarif */ .z)(report, { env: ctx.env, rules }) : report;
        await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Z)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, o.file), `${JSON.stringify(body, null, 2)}\n`, { output: true });
    }
    return report.ok ? _types_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_OK */ .Ij : _types_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_FINDINGS */ .cB;
}
function isSarifPath(p) {
    return typeof p === 'string' && /\.sarif(\.json)?$/i.test(p);
}
async function ruleMetasFor(kindIds) {
    const lists = await Promise.all(kindIds.map((id) => (0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_8__/* .kindById */ .RD)(id).rules()));
    return lists.flat();
}


/***/ }),

/***/ 2731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ shard),
/* harmony export */   K: () => (/* binding */ discoverTargets)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7135);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6296);
/* harmony import */ var _packs_for_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3307);







/** Folders no pack lives in; everything else, dot-folders included (skills hide in `.curated/`), is walked. */
const SKIP_DIRS = new Set(['.git', 'node_modules']);
/**
 * Finds validation targets under `root`. A matched folder is a target and (unless its kind
 * descends) is not walked further. Symlinked folders are followed once each (by real path), so
 * a symlink loop ends the walk instead of hanging it; they are walked after every folder reached
 * without one (links in byte order), so a pack is named by its own path under `root`, not by a
 * link that a directory listing happened to return first (`cp/inner/up -> ..` naming `cp`).
 * A folder's real path is its parent's joined with its name unless it is a link: asking the
 * file system for each made 1,000 nested packs take 13 s (a readlink per path component).
 */
async function discoverTargets(root, kinds, label = root, onUnreadable) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root);
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, label));
    }
    if (st.isFile())
        return targetsForFile(abs, kinds, label);
    const found = [];
    if (!st.isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA(`${label}: not a file or directory`);
    const seen = new Set();
    let links = [];
    const walk = async (dir, real) => {
        if (seen.has(real))
            return;
        seen.add(real);
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
        }
        catch (err) {
            if (dir === abs)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, label));
            // A folder below PATH that cannot be listed may hold packs: say so rather than pass quietly.
            onUnreadable?.((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(label, node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(abs, dir))));
            return;
        }
        const names = new Set(entries.map((e) => e.name));
        let dirKind;
        for (const k of kinds) {
            if (k.matchDirectory?.(names, dir) && (!k.confirmDirectory || (await k.confirmDirectory(dir)))) {
                dirKind = k;
                break;
            }
        }
        if (dirKind) {
            found.push({ path: dir, kind: dirKind.meta.id, real });
            if (!dirKind.descend)
                return;
        }
        const subdirs = [];
        for (const e of entries) {
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, e.name);
            let isDir = e.isDirectory();
            if (e.isSymbolicLink()) {
                const t = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(full).catch(() => null);
                if (t?.isDirectory()) {
                    if (!SKIP_DIRS.has(e.name))
                        links.push(full);
                    continue;
                }
                isDir = false;
            }
            if (isDir) {
                if (!SKIP_DIRS.has(e.name))
                    subdirs.push(e.name);
            }
            else {
                // Not only regular files: a FIFO, socket or dangling link named `packs/x.yaml` or
                // `x.ctxpkg` is a pack that cannot be read, and validating it says so; passing over it
                // would report a clean run with a pack missing.
                const kind = kinds.find((k) => k.matchFile?.(full, names));
                // A linked file's real path is its target's: sortTargets resolves it.
                if (kind)
                    found.push({ path: full, kind: kind.meta.id, ...(e.isSymbolicLink() ? {} : { real: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(real, e.name) }) });
            }
        }
        for (const name of subdirs)
            await walk(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name), node_path__WEBPACK_IMPORTED_MODULE_1___default().join(real, name));
    };
    const rootReal = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(abs).catch(() => abs);
    await walk(abs, rootReal);
    // Links found while walking links are walked in the next round.
    while (links.length > 0) {
        const round = links.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_6__/* .compareBytes */ .Xo);
        links = [];
        for (const link of round) {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(link).catch(() => null);
            if (real === null)
                continue;
            // A link to a folder holding PATH (`root -> /`, `up -> ..`) would walk everything around
            // it: the whole machine, or sibling packs under the link's name. A link elsewhere (a skill
            // kept outside the sink, as installers link them) is followed.
            if ((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(real, rootReal) && real !== rootReal) {
                onUnreadable?.(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(label, node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(abs, link)))}: a symlink to ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(real)}, a folder that holds ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(label)}`);
                continue;
            }
            await walk(link, real);
        }
    }
    return found;
}
/**
 * A named file stands for the packs holding it, found as the commit hook finds them: a
 * pack.json, tools.json or SKILL.md (or any other file) for the pack folders above it, a
 * packs/*.yaml or .ctxpkg for itself. Finding nothing is an error, not an empty run: an empty
 * run exits 0, so a broken pack.json named on its own would pass.
 */
async function targetsForFile(abs, kinds, label) {
    const top = node_path__WEBPACK_IMPORTED_MODULE_1___default().parse(abs).root;
    const found = await (0,_packs_for_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .packsForPaths */ .K)(top, [(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(top, abs))], kinds);
    if (found.length > 0)
        return found;
    // One kind that takes files (`--kind ctxpkg x.bin`): the caller checks the file as one, as it
    // does a folder of a named kind, so what is wrong with it is reported.
    if (kinds.length === 1 && kinds[0].matchFile)
        return [];
    const what = kinds.length === 1 ? `a ${kinds[0].meta.id}` : 'a pack';
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${label}: not ${what} and not inside one; name a pack folder, its manifest (pack.json, tools.json, SKILL.md), a packs/*.yaml or a .ctxpkg file`);
}
/**
 * The K-th (1-based) of N contiguous, near-equal slices. The bounds are computed in BigInt:
 * in floating point K * length can round past 2^53, and then slice N of N could end short.
 */
function shard(items, k, n) {
    const bound = (i) => Number((BigInt(i) * BigInt(items.length)) / BigInt(n));
    return items.slice(bound(k - 1), bound(k));
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
        // The summary is extra: the annotations and the exit code must not depend on writing it.
        await (0,summary_markdown/* appendJobSummary */.I1)(context.env.GITHUB_STEP_SUMMARY, (0,summary_markdown/* summaryMarkdown */.eH)(report), (message) => context.stderr?.write(`packwright: warning: ${message.replace(/[\r\n]+/g, ' ')}\n`));
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
/* harmony export */   I1: () => (/* binding */ appendJobSummary),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   eH: () => (/* binding */ summaryMarkdown)
/* harmony export */ });
/* unused harmony exports markdownText, markdownCode */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);



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
/**
 * Appends `text` and a line break to the job summary file (the value of GITHUB_STEP_SUMMARY).
 * The summary is extra: without a file nothing is written, and a failed write goes to `warn`
 * (`job summary not written: <why>`), never to the caller's exit code or the step's failure.
 * The one writer of the summary for the github formatter and the actions.
 */
async function appendJobSummary(file, text, warn) {
    if (!file)
        return;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(file, `${text}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}`, 'utf8');
    }
    catch (err) {
        warn(`job summary not written: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file)}`);
    }
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
 * JSON-quoted, as the commit hook shows it: a raw one could forge or hide a line. Messages
 * quote names too (as the folder holds them, as a manifest spells them): their control and bidi
 * characters are written as escapes (`a\nb.md`), whichever rule wrote the message.
 */
const textFormatter = {
    meta: { id: 'text', description: 'one line per finding, then a summary' },
    async format(report) {
        const lines = [];
        for (const t of report.targets) {
            for (const d of t.diagnostics) {
                const where = d.line ? `${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(d.file)}:${d.line}:${d.column ?? 1}` : (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(d.file);
                lines.push(`${where}: ${d.severity} ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControlCharacters */ .F7)(d.message)} [${d.rule}]`);
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

/***/ 4267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ contextPackKind)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/** A repository snapshot (`context-pack build`) is also written as pack.json; it starts with its `type`. */
const SNAPSHOT_HEAD = /^\s*\{\s*"type"\s*:\s*"(full|summary)"/;
const contextPackKind = {
    meta: { id: 'context-pack', description: 'a context pack folder (pack.json), Context Pack v0.1' },
    matchDirectory: (names) => names.has('pack.json'),
    // A context pack may hold other packs: a subfolder with a pack.json of its own is a pack that
    // the outer one leaves alone (load.ts), so discovery keeps walking to validate it by itself.
    descend: true,
    async confirmDirectory(dir) {
        try {
            // O_NONBLOCK: opening a FIFO named pack.json must not wait for a writer.
            const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, 'pack.json'), node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
            try {
                if (!(await fh.stat()).isFile())
                    return true;
                const { bytesRead, buffer } = await fh.read(Buffer.alloc(256), 0, 256, 0);
                return !SNAPSHOT_HEAD.test(buffer.toString('utf8', 0, bytesRead));
            }
            finally {
                await fh.close();
            }
        }
        catch {
            return true; // unreadable: let validation report it
        }
    },
    async validate(target, options) {
        const { validateContextPack } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(9482), __webpack_require__.e(6455), __webpack_require__.e(4123), __webpack_require__.e(7788), __webpack_require__.e(8803)]).then(__webpack_require__.bind(__webpack_require__, 1621));
        return validateContextPack(target, { rules: options.rules });
    },
    async rules() {
        const { contextPackRules } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(7788), __webpack_require__.e(3013)]).then(__webpack_require__.bind(__webpack_require__, 3026));
        return contextPackRules.map((r) => r.meta);
    },
};


/***/ }),

/***/ 4766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Kj: () => (/* binding */ KIND_IDS),
  RD: () => (/* binding */ kindById),
  EZ: () => (/* binding */ kinds)
});

// EXTERNAL MODULE: ./src/cli/kinds/context-pack.ts
var context_pack = __webpack_require__(4267);
;// CONCATENATED MODULE: ./src/cli/kinds/capability-pack.ts
const capabilityPackKind = {
    meta: { id: 'capability-pack', description: 'a capability pack folder (tools.json), as the Capability Packs specification describes' },
    matchDirectory: (names) => names.has('tools.json'),
    async validate(target, options) {
        const { validateCapabilityPack } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(9482), __webpack_require__.e(8871), __webpack_require__.e(7084), __webpack_require__.e(6455), __webpack_require__.e(1033), __webpack_require__.e(5576), __webpack_require__.e(5292)]).then(__webpack_require__.bind(__webpack_require__, 9698));
        return validateCapabilityPack(target, { rules: options.rules });
    },
    async rules() {
        const { capabilityPackRules } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(9482), __webpack_require__.e(8871), __webpack_require__.e(7084), __webpack_require__.e(6455), __webpack_require__.e(1033), __webpack_require__.e(5576), __webpack_require__.e(6695)]).then(__webpack_require__.bind(__webpack_require__, 5576));
        return capabilityPackRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/ctxpkg.ts
const ctxpkgKind = {
    meta: { id: 'ctxpkg', description: 'a .ctxpkg package file (also legacy .lctxpkg), read and written as LeanCTX does' },
    matchFile: (file) => /\.l?ctxpkg$/i.test(file),
    async validate(target, options) {
        const { validateCtxpkg } = await Promise.all(/* import() */[__webpack_require__.e(7564), __webpack_require__.e(2625), __webpack_require__.e(87)]).then(__webpack_require__.bind(__webpack_require__, 87));
        return validateCtxpkg(target, { rules: options.rules });
    },
    async rules() {
        const { ctxpkgRules } = await Promise.all(/* import() */[__webpack_require__.e(7564), __webpack_require__.e(2625)]).then(__webpack_require__.bind(__webpack_require__, 2625));
        return ctxpkgRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/skill.ts
const skillKind = {
    meta: { id: 'skill', description: 'an Agent Skills folder (SKILL.md)' },
    matchDirectory: (names) => names.has('SKILL.md'),
    // Skills nest (a folder with SKILL.md may hold more skill folders): keep walking.
    descend: true,
    async validate(target, options) {
        const { validateSkill } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(3114), __webpack_require__.e(9312), __webpack_require__.e(3839), __webpack_require__.e(5274), __webpack_require__.e(9310)]).then(__webpack_require__.bind(__webpack_require__, 9310));
        return validateSkill(target, { rules: options.rules });
    },
    async rules() {
        const { skillRules } = await Promise.all(/* import() */[__webpack_require__.e(3114), __webpack_require__.e(9312), __webpack_require__.e(5274)]).then(__webpack_require__.bind(__webpack_require__, 3755));
        return skillRules.map((r) => r.meta);
    },
};

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/cli/kinds/skill-pack.ts

const skillPackKind = {
    meta: { id: 'skill-pack', description: 'a skill pack file (packs/*.yaml), Skillpacks v0' },
    matchFile: (file) => /\.ya?ml$/.test(file) && external_node_path_default().basename(external_node_path_default().dirname(file)) === 'packs',
    async validate(target, options) {
        const { validateSkillPack } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(3114), __webpack_require__.e(9312), __webpack_require__.e(3839), __webpack_require__.e(5274), __webpack_require__.e(9310)]).then(__webpack_require__.bind(__webpack_require__, 9310));
        return validateSkillPack(target, { rules: options.rules });
    },
    async rules() {
        const { skillPackRules } = await Promise.all(/* import() */[__webpack_require__.e(3114), __webpack_require__.e(9312), __webpack_require__.e(5274)]).then(__webpack_require__.bind(__webpack_require__, 3755));
        return skillPackRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/index.ts





/**
 * The one registry of target kinds, in detection priority: the first kind whose
 * `matchDirectory` accepts a folder claims it.
 */
const kinds = [context_pack/* contextPackKind */.H, capabilityPackKind, skillKind, skillPackKind, ctxpkgKind];
const KIND_IDS = kinds.map((k) => k.meta.id);
function kindById(id) {
    return kinds.find((k) => k.meta.id === id);
}


/***/ }),

/***/ 3307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ packsForPaths)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9917);



/**
 * The packs that contain any of `paths` (POSIX, relative to `top`): every folder from a
 * path's parent up to `top` that a kind claims, and the file itself when a kind claims files
 * (a `.ctxpkg`). Each folder is read once however many paths share it (a commit of 3,000
 * files touches a few hundred folders); a folder that no longer exists is skipped. A kind's
 * second look (`confirmDirectory`) is taken as in discovery, so a snapshot pack.json written
 * by `context-pack build` is no context pack here either.
 */
async function packsForPaths(top, paths, kinds) {
    // Folders as POSIX strings ('' is the top): string slicing, not path.join per file.
    const dirs = new Set();
    for (const rel of paths) {
        let d = rel;
        while (d !== '') {
            const slash = d.lastIndexOf('/');
            d = slash === -1 ? '' : d.slice(0, slash);
            if (dirs.has(d))
                break;
            dirs.add(d);
        }
    }
    // Synchronous reads on purpose: a commit touches hundreds of small folders, and a
    // thread-pool round trip per folder costs more than the read itself.
    const listed = new Map();
    for (const d of dirs) {
        let names;
        try {
            names = new Set((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(top, d)));
        }
        catch {
            names = null;
        }
        listed.set(d, names);
    }
    const found = [];
    for (const [d, names] of listed) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(top, d);
        if (!names)
            continue;
        for (const k of kinds) {
            if (k.matchDirectory?.(names, abs) && (!k.confirmDirectory || (await k.confirmDirectory(abs)))) {
                found.push({ path: abs, kind: k.meta.id });
                break;
            }
        }
    }
    if (kinds.some((k) => k.matchFile)) {
        for (const rel of paths) {
            const slash = rel.lastIndexOf('/');
            const siblings = listed.get(slash === -1 ? '' : rel.slice(0, slash));
            const name = rel.slice(slash + 1);
            if (!siblings?.has(name))
                continue;
            const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(top, rel);
            const kind = kinds.find((k) => k.matchFile?.(abs, siblings));
            if (kind)
                found.push({ path: abs, kind: kind.meta.id });
        }
    }
    return (0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .sortTargets */ .P)(found);
}


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

/***/ 3673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   knownRuleIds: () => (/* binding */ knownRuleIds),
/* harmony export */   withKnownRuleIds: () => (/* binding */ withKnownRuleIds)
/* harmony export */ });
/* harmony import */ var _core_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4489);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4766);


/**
 * Every rule id a `.packwright.yml` `rules:` entry can name, from the registries themselves:
 * each validate kind's rules (context pack, capability pack, skill, skill pack, .ctxpkg), the
 * credential rules of `scan` and the commit hook, and `internal-error` (what a rule that throws
 * is reported as, core/diagnostics.ts runRules). A rule added to a registry is known here at once.
 */
async function knownRuleIds() {
    // Asked once per process (the commit hook checks its config once, but scan and validate may ask again).
    known ??= collectRuleIds();
    known.catch(() => (known = undefined));
    return [...(await known)];
}
let known;
async function collectRuleIds() {
    const [metas, { credentialFileMeta }, { contentRules }] = await Promise.all([
        Promise.all(_kinds_index_js__WEBPACK_IMPORTED_MODULE_1__/* .kinds */ .EZ.map((k) => k.rules())),
        __webpack_require__.e(/* import() */ 8015).then(__webpack_require__.bind(__webpack_require__, 8015)),
        __webpack_require__.e(/* import() */ 7084).then(__webpack_require__.bind(__webpack_require__, 7084)),
    ]);
    const ids = [...metas.flat().map((m) => m.id), credentialFileMeta.id, ...contentRules.map((r) => r.meta.id), 'internal-error'];
    return [...new Set(ids)].sort();
}
/**
 * The config, once every `rules:` id in it names a rule (else an InvalidInputError: exit 2,
 * naming the file, the line and the closest known id). The registries load only when there are
 * `rules:` to check.
 */
async function withKnownRuleIds(config) {
    if (Object.keys(config.rules).length > 0)
        (0,_core_config_js__WEBPACK_IMPORTED_MODULE_0__/* .assertKnownRuleIds */ ._r)(config, await knownRuleIds());
    return config;
}


/***/ }),

/***/ 9917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ sortTargets)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);



/**
 * Real paths (the path itself when it does not resolve), remembered per folder: a path that is
 * no link has its parent's real path joined with its name. realpath(3) reads every component
 * of a path (a readlink each), so asking it for each of 1,000 nested packs took seconds.
 */
function realPaths() {
    const memo = new Map();
    const real = (p) => {
        let r = memo.get(p);
        if (r !== undefined)
            return r;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(p);
        try {
            r = parent === p || (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(p).isSymbolicLink() ? node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(p) : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(real(parent), node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(p));
        }
        catch {
            r = p;
        }
        memo.set(p, r);
        return r;
    };
    return real;
}
/**
 * Deduplicates and sorts targets by path in byte order. A pack reached twice, once through a
 * symlinked folder, is one target (checked once), named by its real path when that was given.
 */
function sortTargets(targets) {
    const byRealPath = new Map();
    const realPathOrSelf = realPaths();
    for (const t of targets) {
        const real = t.real ?? realPathOrSelf(t.path);
        const seen = byRealPath.get(real);
        if (!seen || (seen.path !== real && t.path === real))
            byRealPath.set(real, t);
    }
    return [...byRealPath.values()].sort((a, b) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareBytes */ .Xo)(a.path, b.path));
}


/***/ }),

/***/ 3892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B_: () => (/* binding */ applyShard),
/* harmony export */   h5: () => (/* binding */ resolveTargets),
/* harmony export */   sp: () => (/* binding */ KIND_CHOICES),
/* harmony export */   u3: () => (/* binding */ unreadableWarning),
/* harmony export */   uK: () => (/* binding */ parseShard)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2731);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9917);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4766);





/** One stderr line per folder below a PATH that could not be listed (the run goes on; the exit code is the checks'). */
function unreadableWarning(ctx) {
    return (problem) => ctx.stderr.write(`packwright: warning: ${problem}; not searched for packs\n`);
}
const KIND_CHOICES = ['auto', ..._kinds_index_js__WEBPACK_IMPORTED_MODULE_4__/* .KIND_IDS */ .Kj];
/**
 * The targets for a list of PATHs. With `--kind auto` every kind is detected. With a named
 * kind only that kind is looked for, and a PATH holding none is taken as a target of that
 * kind itself, so `--kind capability-pack some/folder` checks that folder and reports what is missing.
 */
async function resolveTargets(paths, kind, cwd, onUnreadable) {
    const selected = kind === 'auto' ? _kinds_index_js__WEBPACK_IMPORTED_MODULE_4__/* .kinds */ .EZ : [(0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_4__/* .kindById */ .RD)(kind)];
    const all = [];
    for (const p of paths.length ? paths : ['.']) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, p);
        const found = await (0,_discover_js__WEBPACK_IMPORTED_MODULE_2__/* .discoverTargets */ .K)(abs, selected, p, onUnreadable);
        if (found.length === 0 && kind !== 'auto')
            all.push({ path: abs, kind });
        else
            all.push(...found);
    }
    return (0,_target_js__WEBPACK_IMPORTED_MODULE_3__/* .sortTargets */ .P)(all);
}
/**
 * `--shard K/N`. K and N must be exact: past Number.MAX_SAFE_INTEGER two different values read
 * as one number (1/99999999999999999999 would silently select nothing), so they are refused.
 */
function parseShard(value) {
    if (value === undefined)
        return null;
    const m = /^(\d+)\/(\d+)$/.exec(String(value));
    const k = m ? Number(m[1]) : NaN;
    const n = m ? Number(m[2]) : NaN;
    if (m && !(Number.isSafeInteger(k) && Number.isSafeInteger(n)))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--shard K and N must be at most ${Number.MAX_SAFE_INTEGER}, not '${String(value)}'`);
    if (!m || n < 1 || k < 1 || k > n)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--shard must be K/N with 1 <= K <= N, not '${String(value)}'`);
    return { k, n };
}
function applyShard(targets, spec) {
    return spec ? (0,_discover_js__WEBPACK_IMPORTED_MODULE_2__/* .shard */ .B)(targets, spec.k, spec.n) : targets;
}


/***/ }),

/***/ 3008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ writeFileAtomicSync),
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);





/**
 * Where a write to `file` goes, and whether in place. Renaming a temp file over the path would
 * replace what stands there: a symlink (fine inside a repository: the link is replaced, its
 * target untouched) or a device, FIFO or socket (renaming over /dev/stdout as root replaced the
 * device with a file). See AtomicWriteOptions.output.
 */
function writeTarget(file, options) {
    const fresh = { file, mode: options.mode ?? 0o644, inPlace: false };
    let st;
    try {
        // stat, not realpath: /dev/stdout leads to /proc/self/fd/1, whose "real path" is `pipe:[…]`.
        st = options.output ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file) : (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(file);
    }
    catch {
        return fresh; // new (or a dangling link): created by the rename
    }
    if (st.isSymbolicLink())
        return fresh;
    const special = !st.isFile() && !st.isDirectory();
    if (special && !options.output)
        throw Object.assign(new Error('not a regular file (left as it is)'), { code: 'ESPECIAL' });
    if (special)
        return { file, mode: st.mode & 0o7777, inPlace: true };
    // A regular file, maybe behind a symlink the user named: replace the file, keep the link.
    return { file: options.output ? node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(file) : file, mode: st.mode & 0o7777, inPlace: false };
}
/**
 * Writes `data` to `file` so that a reader (or a crash) sees the old bytes or the new ones,
 * never a half-written file: write a temp file beside it, fsync, rename over (see writeTarget
 * for symlinks, devices and FIFOs).
 */
async function writeFileAtomic(requested, data, options = {}) {
    let target;
    try {
        target = writeTarget(requested, options);
        if (target.inPlace)
            return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(target.file, data);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
    const { file, mode } = target;
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(tmp, 'wx', mode);
        try {
            await fh.writeFile(data);
            await fh.sync();
        }
        finally {
            await fh.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(tmp, mode);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, file);
    }
    catch (err) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(tmp).catch(() => undefined);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
}
/**
 * writeFileAtomic without the thread pool, for a command that has nothing else to do while it
 * waits (sp install writes its state twice): same temp file, fsync and rename, in one call each.
 */
function writeFileAtomicSync(requested, data, options = {}) {
    let target;
    try {
        target = writeTarget(requested, options);
        if (target.inPlace)
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(target.file, data);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
    const { file, mode } = target;
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(tmp, 'wx', mode);
        try {
            const bytes = typeof data === 'string' ? Buffer.from(data) : data;
            for (let off = 0; off < bytes.length;)
                off += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, bytes, off);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fchmodSync)(fd, mode);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fsyncSync)(fd);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(tmp, file);
    }
    catch (err) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(tmp);
        }
        catch {
            /* never created, or already renamed */
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, requested));
    }
}


/***/ }),

/***/ 7135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pn: () => (/* binding */ DiagnosticCollector),
/* harmony export */   Xo: () => (/* binding */ compareBytes),
/* harmony export */   m1: () => (/* binding */ metaMap),
/* harmony export */   oV: () => (/* binding */ compareDiagnostics),
/* harmony export */   qV: () => (/* binding */ HAS_SURROGATE),
/* harmony export */   xG: () => (/* binding */ runRules)
/* harmony export */ });
/** Collects diagnostics, applying per-rule severity overrides (or dropping rules set to `off`). */
class DiagnosticCollector {
    metas;
    overrides;
    diagnostics = [];
    constructor(metas, overrides = {}) {
        this.metas = metas;
        this.overrides = overrides;
    }
    report(rule, message, file, location = {}) {
        const setting = this.overrides[rule] ?? this.metas.get(rule)?.severity ?? 'error';
        if (setting === 'off')
            return;
        const d = { rule, severity: setting, message, file };
        if (location.line !== undefined)
            d.line = location.line;
        if (location.column !== undefined)
            d.column = location.column;
        if (location.endLine !== undefined)
            d.endLine = location.endLine;
        if (location.endColumn !== undefined)
            d.endColumn = location.endColumn;
        this.diagnostics.push(d);
    }
}
/**
 * Runs each rule against one context. A rule that throws is reported as an `internal-error`
 * diagnostic on the target instead of crashing the run: one broken check must not hide the others.
 */
async function runRules(rules, context, collector, targetFile) {
    for (const rule of rules) {
        try {
            await rule.check(context, (message, file, location) => collector.report(rule.meta.id, message, file, location));
        }
        catch (err) {
            collector.report('internal-error', `rule ${rule.meta.id} failed: ${err?.message ?? String(err)}`, targetFile);
        }
    }
}
function metaMap(rules) {
    return new Map(rules.map((r) => [r.meta.id, r.meta]));
}
function compareDiagnostics(a, b) {
    return compareBytes(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareBytes(a.rule, b.rule);
}
/** Byte-order comparison (not locale): the order every generated list uses. */
function compareBytes(a, b) {
    if (a === b)
        return 0;
    // Without surrogates, UTF-16 unit order is code point order, which is UTF-8 byte order.
    if (!HAS_SURROGATE.test(a) && !HAS_SURROGATE.test(b))
        return a < b ? -1 : 1;
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
const HAS_SURROGATE = /[\uD800-\uDFFF]/;


/***/ }),

/***/ 6078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ assertFolderApartFromInputs),
/* harmony export */   T: () => (/* binding */ assertOutputApartFromInputs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6107);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);



/** Which file `p` is once symlinks and hard links are followed (device and inode), or null when it does not exist. */
function fileIdentity(p) {
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p);
        return `${st.dev}:${st.ino}`;
    }
    catch {
        return null;
    }
}
/**
 * Refuses an output path that is one of the command's inputs, or lies inside one of the
 * folders it reads: writing the result there would replace what it was made from, or slip
 * a report into the pack it describes. `inputs` are files and folders (absolute paths);
 * messages show paths relative to `cwd` and say `what` the inputs are.
 */
function assertOutputApartFromInputs(out, inputs, cwd, what = 'which this command reads') {
    const id = fileIdentity(out);
    const real = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(out);
    for (const input of inputs) {
        const realInput = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(input);
        const inside = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(realInput, real);
        if (inside || (id !== null && fileIdentity(input) === id)) {
            const verb = inside && real !== realInput ? 'land inside' : 'replace';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(out, cwd)}: the output would ${verb} ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(input, cwd)}, ${what}; choose another output path`);
        }
    }
}
/**
 * Refuses a writable folder (the MCP session's workspace) that lies inside one of `inputs`
 * or holds one: whatever runs there could rewrite the packs being served, tools included.
 */
function assertFolderApartFromInputs(dir, inputs, cwd, role) {
    const real = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(dir);
    for (const input of inputs) {
        const realInput = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathSoFar */ .JC)(input);
        const within = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(realInput, real);
        if (within || (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(real, realInput)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(dir, cwd)}: the ${role} would ${within ? 'lie inside' : 'hold'} ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(input, cwd)}, which is served; what runs there could change it (choose a folder apart from every pack)`);
        }
    }
}


/***/ })

};
