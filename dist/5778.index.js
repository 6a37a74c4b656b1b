export const id = 5778;
export const ids = [5778,146,4489];
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
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
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
// EXTERNAL MODULE: ./src/cli/credential-options.ts
var credential_options = __webpack_require__(3630);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./src/core/git.ts + 1 modules
var git = __webpack_require__(408);
;// CONCATENATED MODULE: ./src/cli/scan-files.ts






/** Folders a tree walk outside git never enters. */
const SKIP_DIRS = new Set(['.git', 'node_modules']);
/** A ScanFile for a path given as a string (a PATH argument, already decoded by node). */
function scanFile(rel) {
    return { rel, bytes: Buffer.from(rel, 'utf8') };
}
/**
 * A file name's bytes as text for reports: UTF-8 as is; a byte that is not part of a valid
 * UTF-8 sequence (a Latin-1 name from an old archive) as `\xNN`, so the name stays readable and
 * two names never show the same (U+FFFD would merge them and hide which file it was).
 */
function showName(bytes) {
    if ((0,external_node_buffer_.isUtf8)(bytes))
        return bytes.toString('utf8');
    let out = '';
    let start = 0;
    let i = 0;
    while (i < bytes.length) {
        const n = utf8SequenceLength(bytes, i);
        if (n > 0) {
            i += n;
            continue;
        }
        out += `${bytes.toString('utf8', start, i)}\\x${bytes[i].toString(16).padStart(2, '0')}`;
        i++;
        start = i;
    }
    return out + bytes.toString('utf8', start, i);
}
/** The length of the well-formed UTF-8 sequence at `i` (Unicode Table 3-7), or 0. */
function utf8SequenceLength(b, i) {
    const c = b[i];
    if (c < 0x80)
        return 1;
    let n;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf)
        n = 2;
    else if (c >= 0xe0 && c <= 0xef) {
        n = 3;
        if (c === 0xe0)
            lo = 0xa0;
        else if (c === 0xed)
            hi = 0x9f;
    }
    else if (c >= 0xf0 && c <= 0xf4) {
        n = 4;
        if (c === 0xf0)
            lo = 0x90;
        else if (c === 0xf4)
            hi = 0x8f;
    }
    else
        return 0;
    if (i + n > b.length || b[i + 1] < lo || b[i + 1] > hi)
        return 0;
    for (let k = 2; k < n; k++)
        if ((b[i + k] & 0xc0) !== 0x80)
            return 0;
    return n;
}
const SLASH = Buffer.from('/');
/** `root` joined with a relative path's bytes, for the fs calls. */
function joinBytes(root, rel) {
    return Buffer.concat([Buffer.from(root, 'utf8'), SLASH, rel]);
}
/**
 * The files `scan` reads under `root`. In a git work tree: the tracked files plus untracked
 * ones that are not ignored (what could be committed), so an ignored local `.env` is not a
 * finding. Elsewhere: a walk that skips .git and node_modules and does not follow symbolic
 * links; a folder it cannot list is reported, not passed over as clean. Names are kept as
 * bytes, so a name that is not UTF-8 is read like any other. When git refuses the repository
 * (another user's, without a safe.directory entry) this throws: a plain walk instead would
 * report every git-ignored file, and quietly scan something else than was asked.
 */
async function listScanFiles(root) {
    const where = await (0,git/* gitWorkTree */.M8)(root);
    if (where.kind === 'refused') {
        throw new errors/* IoError */.dA(`${where.reason.includes(root) ? '' : `${root}: `}git refused to read the repository: ${where.reason}`);
    }
    if (where.kind === 'work-tree') {
        const r = await (0,git/* runGit */.EO)(['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
        const seen = new Set();
        const files = [];
        const out = r.stdout;
        for (let start = 0; start < out.length;) {
            let end = out.indexOf(0, start);
            if (end === -1)
                end = out.length;
            if (end > start) {
                const bytes = Buffer.from(out.subarray(start, end));
                // A conflicted file is listed once per stage.
                const key = bytes.toString('latin1');
                if (!seen.has(key)) {
                    seen.add(key);
                    files.push({ rel: showName(bytes), bytes });
                }
            }
            start = end + 1;
        }
        return { files, unlisted: [] };
    }
    const files = [];
    const unlisted = [];
    const walk = async (dir, rel) => {
        let entries;
        try {
            entries = await (0,promises_.readdir)(dir, { withFileTypes: true, encoding: 'buffer' });
        }
        catch (err) {
            if (rel === null)
                throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, root));
            unlisted.push({ path: external_node_path_default().join(root, showName(rel)), error: err });
            return;
        }
        for (const e of entries) {
            const name = e.name;
            const childRel = rel === null ? Buffer.from(name) : Buffer.concat([rel, SLASH, name]);
            if (e.isDirectory()) {
                if (!SKIP_DIRS.has(name.toString('latin1')))
                    await walk(Buffer.concat([dir, SLASH, name]), childRel);
            }
            else if (e.isFile()) {
                files.push({ rel: showName(childRel), bytes: childRel });
            }
        }
    };
    await walk(Buffer.from(root, 'utf8'), null);
    return { files, unlisted };
}
/**
 * The first `maxBytes` of a regular file, or null for anything else (a symlink, a folder such
 * as a submodule, a FIFO, a file that went away). O_NOFOLLOW and O_NONBLOCK make the open
 * itself safe against a swapped-in symlink or FIFO. A file that cannot be read (or looked at:
 * a folder above it that cannot be searched) throws its system error, for the caller to report.
 */
async function readHead(file, maxBytes) {
    let st;
    try {
        st = await (0,promises_.lstat)(file);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return null;
        throw err;
    }
    if (!st.isFile())
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
        config: { type: 'string', valueName: 'FILE', description: 'the .packwright.yml to read for every PATH (default: the nearest one to each PATH)' },
        'skip-unreadable': { type: 'boolean', description: 'files and folders that cannot be read are still named, but do not fail the scan' },
    },
    details: `Each PATH (default ".") is a file or a folder. In a git work tree a folder's tracked
and untracked-but-not-ignored files are read from disk; elsewhere every file but .git and
node_modules. A repository git refuses to read (another user's, not in safe.directory) fails
the scan. Each PATH uses the .packwright.yml nearest to it (its folder, or the nearest parent
up to the repository's top). A file under two PATHs is checked once. Findings never include
the secret's value. What cannot be read is named on stderr and fails the scan (exit 2),
unless --skip-unreadable.`,
};
async function run(ctx) {
    const format = (0,main/* choice */.Yq)(ctx, 'format', formatters/* FORMAT_IDS */.Jn, 'text');
    const configFor = configLookup(ctx);
    const results = [];
    const allowed = [];
    /** Files and folders that could not be read: the scan goes on, then fails closed. */
    const notChecked = [];
    /** Files already checked (real root + relative bytes), so overlapping PATHs report each once. */
    const seen = new Set();
    const scannedPaths = new Set();
    for (const p of ctx.positionals.length ? ctx.positionals : ['.']) {
        const abs = external_node_path_default().resolve(ctx.cwd, p);
        if (scannedPaths.has(abs))
            continue;
        scannedPaths.add(abs);
        const st = await (0,promises_.stat)(abs).catch((err) => {
            throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, p));
        });
        const root = st.isDirectory() ? abs : external_node_path_default().dirname(abs);
        const listed = st.isDirectory() ? await listScanFiles(abs) : { files: [scanFile(external_node_path_default().basename(abs))], unlisted: [] };
        const realRoot = Buffer.from(await (0,promises_.realpath)(root).catch(() => root), 'utf8');
        const files = listed.files.filter((f) => {
            const key = Buffer.concat([realRoot, Buffer.from('/'), f.bytes]).toString('latin1');
            if (seen.has(key))
                return false;
            seen.add(key);
            return true;
        });
        for (const u of listed.unlisted)
            if (!notChecked.some((n) => n.path === u.path))
                notChecked.push(u);
        const options = await configFor(root);
        const allowRoot = options.allowRoot ?? root;
        const check = new secrets_check/* CredentialCheck */.Q(containedAllow(options.allow), (rel) => (0,paths/* toPosix */.d7)(external_node_path_default().relative(allowRoot, external_node_path_default().join(root, rel))), options.config?.rules);
        notChecked.push(...(await scanFiles(root, files, check)));
        // Allowed paths as the findings show them: relative to the working directory.
        allowed.push(...check.allowed.map((a) => ({ ...a, path: (0,paths/* displayPath */.Gt)(external_node_path_default().join(root, a.path), ctx.cwd) })));
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
    for (const line of (0,credential_options/* allowedLines */.KX)(allowed))
        ctx.stderr.write(`${line}\n`);
    const report = (0,cli_report/* buildReport */.F)(results, 'error', ctx.cwd);
    ctx.stdout.write(await (0,formatters/* formatterById */.n9)(format).format(report, { env: ctx.env, rules: [findings/* credentialFileMeta */.l, ...content_rules/* contentRules */.t.map((r) => r.meta)], stderr: ctx.stderr }));
    // A file the scan could not read might hold a secret: say which, and do not pass.
    // --skip-unreadable is for trees where some files are knowingly out of reach (another
    // user's, a container's root-owned output): they are still named, so the skip stays visible.
    const lines = notChecked.map((u) => `packwright: not checked: ${(0,errors/* describeFsError */.TQ)(u.error, (0,credential_options/* showPath */.P8)((0,paths/* displayPath */.Gt)(u.path, ctx.cwd)))}`);
    for (const line of lines.sort(diagnostics/* compareBytes */.Xo))
        ctx.stderr.write(`${line}\n`);
    if (notChecked.length && ctx.values['skip-unreadable'] !== true)
        return types/* EXIT_USAGE */.Ri;
    return report.ok ? types/* EXIT_OK */.Ij : types/* EXIT_FINDINGS */.cB;
}
/**
 * The credential options for a scanned folder: `--config` for every PATH when given; else the
 * `.packwright.yml` nearest that folder (findConfig: the folder, then its parents up to the
 * repository's top, passing over a parent's config in a folder anybody can write to). The
 * scanned folder's own config is held to that rule too unless it is the working directory:
 * `scan /tmp` must not take exceptions from a `/tmp/.packwright.yml` anyone could have put there.
 */
function configLookup(ctx) {
    const explicit = ctx.values.config;
    const byFile = new Map();
    const load = (file) => {
        let loaded = byFile.get(file);
        if (!loaded) {
            loaded = (0,credential_options/* loadCredentialOptions */.w4)(explicit, ctx.cwd, file);
            byFile.set(file, loaded);
        }
        return loaded;
    };
    return async (root) => {
        if (explicit !== undefined)
            return load(null);
        let file = await (0,config.findConfig)(root);
        if (file !== null && external_node_path_default().dirname(file) !== external_node_path_default().resolve(ctx.cwd)) {
            const dir = await (0,read/* lstatOrNull */.nd)(external_node_path_default().dirname(file));
            if (dir === null || (dir.mode & 0o002) !== 0)
                file = null;
        }
        return load(file);
    };
}
/**
 * `credentials.allow` globs are relative to the folder holding the config: a path outside it
 * (a PATH elsewhere, with `--config`) is never matched, whatever the glob (`**` included).
 */
function containedAllow(allow) {
    if (!allow)
        return null;
    return { match: (p) => (p === '..' || p.startsWith('../') || external_node_path_default().isAbsolute(p) ? null : allow.match(p)) };
}
/** Checks each file's name and content; returns the files it could not read. */
async function scanFiles(root, files, check) {
    const unreadable = [];
    let next = 0;
    const worker = async () => {
        while (next < files.length) {
            const file = files[next++];
            let head;
            try {
                head = await readHead(joinBytes(root, file.bytes), scan_content/* CONTENT_HEAD_BYTES */.ft);
            }
            catch (err) {
                // Its name can still be a credential file's.
                check.checkName(file.rel);
                unreadable.push({ path: external_node_path_default().join(root, file.rel), error: err });
                continue;
            }
            // Not a regular file (a symlink, a submodule, a FIFO) or gone since it was listed.
            if (head === null)
                continue;
            check.checkName(file.rel);
            check.checkContent(file.rel, head);
        }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
    return unreadable;
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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/core/errors.ts
var core_errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/cli/formatters/github.ts



/** Workflow-command escaping, as @actions/core's `issueCommand` does it. */
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/**
 * Text for one table cell. A line break ends the table row, and a `|` (even inside a code
 * span) ends the cell; a backslash is escaped too, or `a\|` would escape the pipe's escape.
 */
function cellText(s) {
    return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r\n|\r|\n/g, ' ');
}
/**
 * A code span for a table cell, for any file name: fenced with more backticks than the name
 * holds in a row (padded when it starts or ends with one), `|` escaped, line breaks shown as
 * `\r` and `\n` (a name may hold them, and a raw one would end the row).
 */
function cellCode(s) {
    const text = s.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\|/g, '\\|');
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${text}${pad}${fence}`;
}
function summaryMarkdown(report) {
    const { targets, errors, warnings } = report.summary;
    const rows = report.targets.flatMap((t) => t.diagnostics.map((d) => `| ${d.severity === 'error' ? '❌ error' : '⚠️ warning'} | ${cellCode(d.rule)} | ${cellCode(`${d.file}${d.line ? `:${d.line}` : ''}`)} | ${cellText(d.message)} |`));
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
        const summaryFile = context.env.GITHUB_STEP_SUMMARY;
        if (summaryFile) {
            // The summary is extra: the annotations and the exit code must not depend on writing it.
            try {
                await (0,promises_.appendFile)(summaryFile, `${summaryMarkdown(report)}${external_node_os_.EOL}`, 'utf8');
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

/***/ 1501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ textFormatter)
/* harmony export */ });
/* harmony import */ var _credential_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3630);

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
                const where = d.line ? `${(0,_credential_options_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(d.file)}:${d.line}:${d.column ?? 1}` : (0,_credential_options_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(d.file);
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
/* harmony export */   findConfig: () => (/* binding */ findConfig),
/* harmony export */   loadConfig: () => (/* binding */ loadConfig),
/* harmony export */   parseConfig: () => (/* binding */ parseConfig)
/* harmony export */ });
/* unused harmony exports CONFIG_FILE, CONFIG_MAX_BYTES */
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

/***/ 408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gE: () => (/* binding */ gitEnv),
  oB: () => (/* binding */ gitTopLevel),
  M8: () => (/* binding */ gitWorkTree),
  VJ: () => (/* binding */ headCommitTime),
  EO: () => (/* binding */ runGit)
});

// UNUSED EXPORTS: remoteGitEnv

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/core/process.ts

/** Spawns a program with an argument array (never a shell string) and collects its output. */
function runProgram(command, args, options = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)(command, args, {
            cwd: options.cwd,
            env: options.env ?? process.env,
            stdio: ['pipe', 'pipe', 'pipe'],
            shell: false,
        });
        const out = [];
        const err = [];
        child.stdout.on('data', (b) => out.push(b));
        child.stderr.on('data', (b) => err.push(b));
        let timer;
        if (options.timeoutMs)
            timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
        child.on('error', (e) => {
            if (timer)
                clearTimeout(timer);
            reject(e);
        });
        child.on('close', (code, signal) => {
            if (timer)
                clearTimeout(timer);
            resolve({ code, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.input ?? '');
    });
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/git.ts




/** The environment every git call gets: never prompt for credentials, never page, stable messages. */
function gitEnv(extra = {}, base = process.env) {
    return { ...base, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C', ...extra };
}
/**
 * What a git call that talks to a remote adds to gitEnv. GIT_TERMINAL_PROMPT covers https
 * only; ssh asks on the terminal itself (unknown host key, key passphrase) and would hang a
 * CI run, so it runs in batch mode unless the user chose their own ssh command. Only remote
 * calls pay for the config lookup: the commit hook's local git calls must start fast.
 */
function remoteGitEnv(base = process.env) {
    return base.GIT_SSH_COMMAND || base.GIT_SSH || hasConfiguredSshCommand(base) ? {} : { GIT_SSH_COMMAND: 'ssh -o BatchMode=yes' };
}
let configuredSsh;
/**
 * Whether the user's git config sets core.sshCommand (an ssh key or wrapper): the env variable
 * would override it, so then ssh is left as configured. Asked once per process.
 */
function hasConfiguredSshCommand(env) {
    if (configuredSsh === undefined) {
        const r = (0,external_node_child_process_.spawnSync)('git', ['config', '--get', 'core.sshCommand'], { cwd: external_node_path_default().parse(process.cwd()).root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
        configuredSsh = r.status === 0 && r.stdout.trim() !== '';
    }
    return configuredSsh;
}
/** Runs `git` with an argument array. Throws IoError with git's own first error line on failure. */
async function runGit(args, options) {
    let result;
    try {
        result = await runProgram('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.remote ? { ...remoteGitEnv(), ...options.env } : options.env) });
    }
    catch (err) {
        throw new errors/* IoError */.dA(`git: ${err.code === 'ENOENT' ? 'not found on PATH' : err.message}`);
    }
    if (result.code !== 0 && !options.allowFailure) {
        const line = result.stderr.toString('utf8').split('\n').find((l) => l.trim() !== '') ?? `exit code ${result.code}`;
        throw new errors/* IoError */.dA(`git ${args[0]}: ${line.trim()}`);
    }
    return result;
}
/** The top of the work tree containing `cwd`, or null outside a repository. */
async function gitTopLevel(cwd) {
    const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
    return r.code === 0 ? r.stdout.toString('utf8').trim() : null;
}
/** rev-parse's answers that mean "no work tree here", which a caller may treat as a plain folder. */
const NOT_A_WORK_TREE = /^fatal: (?:not a git repository \(or any |this operation must be run in a work tree)/m;
/**
 * Like gitTopLevel, but tells a folder outside any work tree (or inside a `.git` folder or a bare
 * repository) from one git refuses to read: a repository owned by another user without a
 * `safe.directory` entry, a broken `.git` file, an unreadable `.git`. A caller that would
 * otherwise fall back to a plain folder walk must not do so silently for the latter.
 * `reason` is git's own first line (without `fatal: `), with git's suggested
 * `git config --global --add safe.directory …` when it gives one.
 */
async function gitWorkTree(cwd) {
    const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
    if (r.code === 0)
        return { kind: 'work-tree', top: r.stdout.toString('utf8').replace(/\r?\n$/, '') };
    const stderr = r.stderr.toString('utf8');
    if (NOT_A_WORK_TREE.test(stderr))
        return { kind: 'none' };
    const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    const first = (lines.find((l) => /^(?:fatal|error):/.test(l)) ?? lines[0] ?? `git rev-parse exited with code ${r.code}`).replace(/^(?:fatal|error): /, '');
    const fix = lines.find((l) => /^git config .*safe\.directory/.test(l));
    return { kind: 'refused', reason: fix ? `${first} (if you trust it: ${fix})` : first };
}
/** Unix seconds of HEAD's commit time, or null (no repo, no commits). */
async function headCommitTime(cwd) {
    const r = await runGit(['log', '-1', '--format=%ct'], { cwd, allowFailure: true });
    const n = Number(r.stdout.toString('utf8').trim());
    return r.code === 0 && Number.isFinite(n) && n > 0 ? n : null;
}


/***/ }),

/***/ 146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ redactUrlCredentials)
/* harmony export */ });
/**
 * A URL's user information (`https://user:token@host/…`, `https://token@host/…`) replaced by
 * `***`, wherever it appears in a text: a pack import written with a token in its URL must
 * not put the token in a terminal or a CI log. The host and path stay, so the text still
 * says which repository.
 */
const USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@'"`<>]+@/gi;
function redactUrlCredentials(text) {
    return text.includes('@') ? text.replace(USERINFO, '$1***@') : text;
}


/***/ }),

/***/ 4653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ CredentialCheck)
/* harmony export */ });
/* unused harmony export insideAllowRoot */
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
     *   relative to the folder holding .packwright.yml); null, or a path that leaves that folder
     *   (`..`, absolute), is outside it, and no glob matches there
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
        const where = this.allow ? this.allowPath(finding.path) : null;
        const glob = where !== null && insideAllowRoot(where) ? (this.allow?.match(where) ?? null) : null;
        const allowedBy = glob !== null ? `credentials.allow '${glob}'` : inlineAllow;
        if (allowedBy)
            this.allowed.push({ ...finding, allowedBy });
        else
            this.findings.push(finding);
    }
}
/**
 * Whether a path the allow globs are matched against stays in the config's folder: relative,
 * with no `..` segment. `**` matches any segment, `..` included, so a glob alone cannot keep
 * `../other/fixtures/real.pem` out.
 */
function insideAllowRoot(p) {
    const posix = p.replace(/\\/g, '/');
    if (posix === '' || posix.startsWith('/') || /^[a-zA-Z]:\//.test(posix))
        return false;
    return !posix.split('/').includes('..');
}


/***/ }),

/***/ 2350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ isCredentialPath)
/* harmony export */ });
/* unused harmony export CREDENTIAL_PATH_RULES */
/**
 * Credential file names: the `credentials` group of specs/context-pack-reference.md plus the
 * names INTEROP.md §6 lists as always secret. Shared by the commit hook, `scan` and the
 * snapshot's exclusions, so it is self-contained (no imports) and looks at the name only.
 *
 * Every pattern is a glob on the last path segment, at any depth, matched case-insensitively
 * with dot files included, as micromatch's `nocase` and `dot` do (`.ENV`, `Server.PEM`).
 * Names ending in `.example`, `.sample` or `.template` are templates (`.env.example`,
 * `cert.pem.example`) and pass; their content is still scanned by the content rules, so a
 * real key pasted into a template is still caught.
 *
 * The ssh key rules (`id_rsa*`, …) pass `*.pub`: `id_rsa.pub` is the public key, meant to be
 * shared (the spec's globs do not take `.pub` files, so only these rules needed the exception).
 *
 * `.npmrc`, `.yarnrc.yml` and `.pypirc` are secrets only when they hold a token, which the
 * name cannot tell: the content rule `registry-credentials` covers them.
 */
const ext = (e) => (base) => base.endsWith(e);
const prefix = (p) => (base) => base.startsWith(p);
const exact = (n) => (base) => base === n;
const contains = (s) => (base) => base.includes(s);
/** An ssh private key file name: the prefix, but not the `.pub` public key beside it. */
const sshKey = (p) => (base) => base.startsWith(p) && !base.endsWith('.pub');
/** In report order: the spec's group first, then the INTEROP names it does not already cover. */
const NAME_RULES = [
    // specs/context-pack-reference.md, "Default Exclusion Patterns", credentials:
    { rule: '**/*.pem', test: ext('.pem') },
    { rule: '**/*.key', test: ext('.key') },
    { rule: '**/*.crt', test: ext('.crt') },
    { rule: '**/*.p12', test: ext('.p12') },
    // The spec's `**/.env*` would also take `.environment.ts`; INTEROP.md §6 names `.env`, `.env.*`, `.envrc`.
    { rule: '**/{.env,.env.*,.envrc}', test: (b) => b === '.env' || b === '.envrc' || (b.startsWith('.env.') && b.length > 5 && b !== '.env..') },
    { rule: '**/credentials*', test: prefix('credentials') },
    { rule: '**/secrets*', test: prefix('secrets') },
    { rule: '**/*_secret*', test: contains('_secret') },
    { rule: '**/*_token*', test: contains('_token') },
    { rule: '**/*.keystore', test: ext('.keystore') },
    // INTEROP.md §6, names that are always secrets:
    { rule: '**/*.pfx', test: ext('.pfx') },
    { rule: '**/*.jks', test: ext('.jks') },
    // ssh-keygen's key pairs: the private half; the public half (`id_rsa.pub`, and the
    // certificate `id_rsa-cert.pub`) is meant to be shared and passes.
    { rule: '**/id_rsa*', test: sshKey('id_rsa') },
    { rule: '**/id_ecdsa*', test: sshKey('id_ecdsa') },
    { rule: '**/id_ed25519*', test: sshKey('id_ed25519') },
    { rule: '**/{.netrc,_netrc}', test: (b) => b === '.netrc' || b === '_netrc' },
    { rule: '**/.pgpass', test: exact('.pgpass') },
    { rule: '**/.git-credentials', test: exact('.git-credentials') },
    { rule: '**/*service-account*.json', test: (b) => b.endsWith('.json') && contains('service-account')(b.slice(0, -5)) },
    // Not `kubeconfig*`: `kubeconfig.md` is documentation.
    { rule: '**/kubeconfig{,-*,_*,*.yaml,*.yml,*.json,*.conf}', test: (b) => b === 'kubeconfig' || /^kubeconfig[-_][\w.-]*$/.test(b) && !/\.(?:md|txt|rst|html)$/.test(b) || /^kubeconfig[\w.-]*\.(?:ya?ml|json|conf)$/.test(b) },
    { rule: '**/terraform.tfvars', test: exact('terraform.tfvars') },
];
/**
 * Files whose name alone is common (`config`, `config.json`) but whose place makes them a
 * credential store: kubectl's and docker's per-user config, which hold bearer tokens and
 * registry auth. Matched on the last two path segments, case-insensitively.
 */
const PLACE_RULES = [
    { rule: '**/.kube/config', folder: '.kube', name: 'config' },
    { rule: '**/.docker/config.json', folder: '.docker', name: 'config.json' },
];
/** Templates: the name ends in one of these. */
const TEMPLATE = /\.(?:example|sample|template)$/i;
/**
 * A quick test that every name any rule matches passes (so a miss here is a miss for all of
 * them): a commit hook runs this on thousands of paths, and most names match nothing.
 */
const MAYBE = /\.(?:pem|key|crt|p12|keystore|pfx|jks|json)$|^\.env|^credentials|^secrets|_secret|_token|^id_(?:rsa|ecdsa|ed25519)|^[._]netrc$|^\.pgpass$|^\.git-credentials$|^kubeconfig|^terraform\.tfvars$|^config$/i;
/** The credential rule a POSIX path's name matches, or null. Templates never match. */
function isCredentialPath(posixPath) {
    const name = posixPath.slice(posixPath.lastIndexOf('/') + 1);
    if (name === '' || !MAYBE.test(name) || TEMPLATE.test(name))
        return null;
    const base = name.toLowerCase();
    for (const r of NAME_RULES)
        if (r.test(base))
            return { rule: r.rule };
    for (const r of PLACE_RULES) {
        if (base !== r.name)
            continue;
        const folder = posixPath.split('/').slice(-2, -1)[0]?.toLowerCase();
        if (folder === r.folder)
            return { rule: r.rule };
    }
    return null;
}
/** Every glob `isCredentialPath` can report, in order (for documentation and SARIF). */
const CREDENTIAL_PATH_RULES = [...NAME_RULES.map((r) => r.rule), ...PLACE_RULES.map((r) => r.rule)];


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
