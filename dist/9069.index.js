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
// EXTERNAL MODULE: ./src/secrets/content-rules/index.ts + 14 modules
var content_rules = __webpack_require__(5346);
// EXTERNAL MODULE: ./src/cli/main.ts
var main = __webpack_require__(2957);
// EXTERNAL MODULE: ./src/cli/report.ts
var cli_report = __webpack_require__(1086);
// EXTERNAL MODULE: ./src/cli/formatters/index.ts + 2 modules
var formatters = __webpack_require__(9534);
// EXTERNAL MODULE: ./src/cli/credential-options.ts
var credential_options = __webpack_require__(3630);
// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
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
