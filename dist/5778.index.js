export const id = 5778;
export const ids = [5778];
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
// EXTERNAL MODULE: ./src/secrets/content-stream.ts
var content_stream = __webpack_require__(5821);
// EXTERNAL MODULE: ./src/secrets/findings.ts
var findings = __webpack_require__(8015);
// EXTERNAL MODULE: ./src/secrets/content-rules/index.ts + 15 modules
var content_rules = __webpack_require__(7084);
// EXTERNAL MODULE: ./src/cli/main.ts
var main = __webpack_require__(2957);
// EXTERNAL MODULE: ./src/cli/report.ts
var cli_report = __webpack_require__(1086);
// EXTERNAL MODULE: ./src/cli/formatters/index.ts + 2 modules
var formatters = __webpack_require__(9534);
// EXTERNAL MODULE: ./src/cli/credential-options.ts + 1 modules
var credential_options = __webpack_require__(2931);
// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/git.ts
var git = __webpack_require__(7167);
// EXTERNAL MODULE: ./src/core/text-decode.ts
var text_decode = __webpack_require__(4667);
;// CONCATENATED MODULE: ./src/cli/scan-files.ts






/** Folders a tree walk outside git never enters. */
const SKIP_DIRS = new Set(['.git', 'node_modules']);
/** A ScanFile for a path given as a string (a PATH argument, already decoded by node). */
function scanFile(rel) {
    return { rel, bytes: Buffer.from(rel, 'utf8') };
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
 * links (it lists them: their target text is checked); a folder it cannot list is reported, not passed over as clean. Names are kept as
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
                    files.push({ rel: (0,text_decode/* showName */.$i)(bytes), bytes });
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
            unlisted.push({ path: external_node_path_default().join(root, (0,text_decode/* showName */.$i)(rel)), error: err });
            return;
        }
        for (const e of entries) {
            const name = e.name;
            const childRel = rel === null ? Buffer.from(name) : Buffer.concat([rel, SLASH, name]);
            if (e.isDirectory()) {
                if (!SKIP_DIRS.has(name.toString('latin1')))
                    await walk(Buffer.concat([dir, SLASH, name]), childRel);
            }
            else if (e.isFile() || e.isSymbolicLink()) {
                // A link is not followed: its target text is checked, as the hooks check the blob git records for it.
                files.push({ rel: (0,text_decode/* showName */.$i)(childRel), bytes: childRel });
            }
        }
    };
    await walk(Buffer.from(root, 'utf8'), null);
    return { files, unlisted };
}
/**
 * The first `maxBytes` of a regular file and its size, a symbolic link's target (its bytes, as
 * git records them in a blob; the link is not followed), or null for anything else (a folder
 * such as a submodule, a FIFO, a file that went away). O_NOFOLLOW and O_NONBLOCK make the open
 * itself safe against a swapped-in symlink or FIFO. A file that cannot be read (or looked at: a
 * folder above it that cannot be searched) throws its system error, for the caller to report.
 * With `long`, a file over `maxBytes` is read whole into the reader it returns, up to the size
 * it had when opened (a file still growing is read as it was then), in pieces as big as the
 * reader's room: memory stays the reader's, whatever the size.
 */
async function readHead(file, maxBytes, long) {
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
    if (st.isSymbolicLink()) {
        try {
            return { kind: 'link', target: await (0,promises_.readlink)(file, { encoding: 'buffer' }) };
        }
        catch (err) {
            const code = err.code;
            // Gone, or replaced by something that is no link, since the lstat.
            if (code === 'ENOENT' || code === 'EINVAL')
                return null;
            throw err;
        }
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
        const opened = await fh.stat();
        if (!opened.isFile())
            return null;
        if (long && opened.size > maxBytes) {
            const reader = long(opened.size);
            for (let at = 0; at < opened.size;) {
                const room = reader.room();
                const { bytesRead } = await fh.read(room, 0, Math.min(room.length, opened.size - at), at);
                if (bytesRead === 0)
                    break;
                reader.wrote(bytesRead);
                at += bytesRead;
            }
            return { kind: 'file', head: Buffer.alloc(0), size: opened.size, streamed: true };
        }
        const buf = Buffer.allocUnsafe(Math.min(maxBytes, Math.max(opened.size, 1)));
        let n = 0;
        while (n < buf.length) {
            const { bytesRead } = await fh.read(buf, n, buf.length - n, n);
            if (bytesRead === 0)
                break;
            n += bytesRead;
        }
        return { kind: 'file', head: buf.subarray(0, n), size: opened.size };
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
node_modules. A symbolic link is not followed; its target text is checked, as git commits it.
A file is read whole (a long one in windows of 8 MiB). A repository git refuses
to read (another user's, not in safe.directory) fails the scan. Each PATH uses the .packwright.yml nearest to it (its folder, or the nearest parent
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
        // A PATH that is a link to nowhere is still a link whose target text git would commit.
        const st = await (0,promises_.stat)(abs).catch(async (err) => {
            const link = await (0,read/* lstatOrNull */.nd)(abs);
            if (link?.isSymbolicLink())
                return link;
            throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, p));
        });
        // A FIFO, socket or device (`scan <(…)`, `scan /dev/stdin`: a link to a pipe) is no file a
        // commit holds and may never end: not read, but named, so its content does not pass unseen.
        if (!st.isDirectory() && !st.isFile() && !st.isSymbolicLink()) {
            const linked = (await (0,read/* lstatOrNull */.nd)(abs))?.isSymbolicLink() === true;
            notChecked.push({ path: abs, error: new Error(`${linked ? 'a symbolic link to ' : ''}${specialFileKind(st)}, not a regular file (save its content to a file to scan it)`) });
            // A link's own target text is still checked below, as git would commit it.
            if (!linked)
                continue;
        }
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
        const check = new secrets_check/* CredentialCheck */.Qj(containedAllow(options.allow), (rel) => (0,paths/* toPosix */.d7)(external_node_path_default().relative(allowRoot, external_node_path_default().join(root, rel))), options.config?.rules);
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
    ctx.stdout.write(await (0,formatters/* formatterById */.n9)(format).format(report, { env: ctx.env, rules: [findings.credentialFileMeta, ...content_rules.contentRules.map((r) => r.meta)], stderr: ctx.stderr }));
    // A file the scan could not read might hold a secret: say which, and do not pass.
    // --skip-unreadable is for trees where some files are knowingly out of reach (another
    // user's, a container's root-owned output): they are still named, so the skip stays visible.
    const lines = notChecked.map((u) => `packwright: not checked: ${(0,errors/* describeFsError */.TQ)(u.error, (0,show_name/* showPath */.P8)((0,paths/* displayPath */.Gt)(u.path, ctx.cwd)))}`);
    for (const line of lines.sort(diagnostics/* compareBytes */.Xo))
        ctx.stderr.write(`${line}\n`);
    if (notChecked.length && ctx.values['skip-unreadable'] !== true)
        return types/* EXIT_USAGE */.Ri;
    return report.ok ? types/* EXIT_OK */.Ij : types/* EXIT_FINDINGS */.cB;
}
function specialFileKind(st) {
    if (st.isFIFO())
        return 'a FIFO (a pipe)';
    if (st.isSocket())
        return 'a socket';
    if (st.isCharacterDevice() || st.isBlockDevice())
        return 'a device';
    return 'not a file or folder';
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
        let file = await (0,config/* findConfig */.u0)(root);
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
/**
 * Checks each file's name and content, and a symbolic link's target text (git commits it as a
 * blob; the link is not followed, and a link is no credential file by its name). Returns the
 * files it could not read. A file over CONTENT_WINDOW_BYTES is read whole in windows
 * (ContentStream), one window's memory each.
 */
async function scanFiles(root, files, check) {
    const unreadable = [];
    let next = 0;
    const worker = async () => {
        while (next < files.length) {
            const file = files[next++];
            let read;
            let stream = null;
            try {
                read = await readHead(joinBytes(root, file.bytes), scan_content/* CONTENT_WINDOW_BYTES */.zO, () => (stream = new content_stream/* ContentStream */._V([(0,secrets_check/* baseName */.Fl)(file.rel)])));
            }
            catch (err) {
                // Its name can still be a credential file's.
                check.checkName(file.rel);
                unreadable.push({ path: external_node_path_default().join(root, file.rel), error: err });
                continue;
            }
            // Not a regular file or a link (a submodule, a FIFO) or gone since it was listed.
            if (read === null)
                continue;
            if (read.kind === 'link') {
                check.checkContent(file.rel, read.target);
                continue;
            }
            check.checkName(file.rel);
            if (read.streamed && stream) {
                const s = stream;
                s.end();
                check.checkHits(file.rel, s.hitsFor((0,secrets_check/* baseName */.Fl)(file.rel)));
            }
            else
                check.checkContent(file.rel, read.head);
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


/***/ })

};
