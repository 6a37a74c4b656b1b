export const id = 9069;
export const ids = [9069,146];
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
        'skip-unreadable': { type: 'boolean', description: 'files and folders that cannot be read are still named, but do not fail the scan' },
    },
    details: `Each PATH (default ".") is a file or a folder. In a git work tree a folder's tracked
and untracked-but-not-ignored files are read from disk; elsewhere every file but .git and
node_modules. Findings never include the secret's value. What cannot be read is named on
stderr and fails the scan (exit 2), unless --skip-unreadable.`,
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
    ctx.stdout.write(await (0,formatters/* formatterById */.n9)(format).format(report, { env: ctx.env, rules: [findings/* credentialFileMeta */.l, ...content_rules/* contentRules */.t.map((r) => r.meta)], stderr: ctx.stderr }));
    // A file the scan could not read might hold a secret: say which, and do not pass.
    // --skip-unreadable is for trees where some files are knowingly out of reach (another
    // user's, a container's root-owned output): they are still named, so the skip stays visible.
    const lines = notChecked.map((u) => `packwright: not checked: ${(0,errors/* describeFsError */.TQ)(u.error, (0,paths/* displayPath */.Gt)(u.path, ctx.cwd))}`);
    for (const line of lines.sort(diagnostics/* compareBytes */.Xo))
        ctx.stderr.write(`${line}\n`);
    if (notChecked.length && ctx.values['skip-unreadable'] !== true)
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


/***/ })

};
