export const id = 8177;
export const ids = [8177,6107,87];
export const modules = {

/***/ 8177:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   parseMetadata: () => (/* binding */ parseMetadata),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3008);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3455);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6296);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _core_output_guard_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6078);
/* harmony import */ var _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9602);
/* harmony import */ var _ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2461);
/* harmony import */ var _ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(501);
/* harmony import */ var _ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4919);
/* harmony import */ var _ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(87);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(4751);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4130);














const meta = {
    name: 'ctxpkg envelope',
    summary: 'Wrap a .ctxpkg in LeanCTX\'s HMAC-SHA256 transport envelope (TransportEnvelopeV1).',
    positionals: 'FILE',
    minPositionals: 1,
    maxPositionals: 1,
    options: {
        'secret-env': { type: 'string', valueName: 'VAR', description: 'read the HMAC secret from this environment variable (required)' },
        output: { type: 'string', short: 'o', valueName: 'FILE', description: 'where to write (default FILE.envelope.json)' },
        'agent-id': { type: 'string', valueName: 'ID', description: 'sender.agent_id (default packwright)' },
        recipient: { type: 'string', valueName: 'R', description: 'recipient (default null)' },
        metadata: { type: 'string', multiple: true, valueName: 'K=V', description: 'a metadata entry' },
        'sent-at': { type: 'string', valueName: 'RFC3339', description: 'sent_at (default SOURCE_DATE_EPOCH, else the HEAD commit time)' },
    },
    details: 'Only a package that verifies is wrapped. Envelopes are limited to 2,000,000 bytes.',
};
function parseMetadata(entries) {
    const out = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_12__/* .emptyRecord */ .F)();
    for (const e of entries) {
        const at = e.indexOf('=');
        if (at <= 0)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--metadata must be KEY=VALUE with a non-empty key, not '${e}'`);
        const key = e.slice(0, at);
        if (Object.hasOwn(out, key))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--metadata ${key} is given twice`);
        out[key] = e.slice(at + 1);
    }
    return out;
}
async function run(ctx) {
    const variable = ctx.values['secret-env'];
    if (typeof variable !== 'string' || variable === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb('ctxpkg envelope: --secret-env VAR is required');
    const secret = (0,_ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .secretFromEnv */ .yW)(ctx.env, variable);
    if (secret.length < _ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .MIN_HMAC_SECRET_BYTES */ .S4)
        ctx.stderr.write(`packwright: warning: the HMAC secret in ${variable} is ${secret.length} bytes; use at least ${_ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .MIN_HMAC_SECRET_BYTES */ .S4} random bytes\n`);
    const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, ctx.positionals[0]);
    const shown = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(file, ctx.cwd);
    const bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileLimited */ .lB)(file, _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_PACKAGE_BYTES */ .qv);
    const check = await (0,_ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_11__/* .verifyCtxpkgBytes */ .Y)(file, bytes);
    if (!check.ok)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IntegrityError */ .cs(`${shown}: will not wrap a package that does not verify: ${check.diagnostics.find((d) => d.severity === 'error')?.message}`);
    const named = typeof ctx.values.output === 'string';
    const out = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, named ? ctx.values.output : `${ctx.positionals[0]}.envelope.json`);
    // `-o FILE` would replace the package with its own envelope.
    (0,_core_output_guard_js__WEBPACK_IMPORTED_MODULE_6__/* .assertOutputApartFromInputs */ .T)(out, [file], ctx.cwd, 'the package it wraps');
    const envelope = (0,_ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_9__/* .buildEnvelope */ .nq)({
        payload: bytes.toString('utf8'),
        secret,
        sentAt: await (0,_ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_10__/* .chooseInstant */ .x)(ctx.values['sent-at'], '--sent-at', ctx.env, node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file)),
        agentId: ctx.values['agent-id'],
        recipient: ctx.values.recipient ?? null,
        metadata: parseMetadata(ctx.values.metadata ?? []),
    });
    // Only a path the user named is written through a symlink: a default name beside the package
    // may be a link planted in the repository (`x.ctxpkg.envelope.json -> ~/.bashrc`).
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Z)(out, (0,_ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_9__/* .serializeEnvelope */ .bN)(envelope), { output: named });
    ctx.stdout.write(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(out, ctx.cwd))}: envelope for ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(shown)} (HMAC-SHA256)\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_OK */ .Ij;
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

/***/ 7167:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ runGitPathspecFile),
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   M8: () => (/* binding */ gitWorkTree),
/* harmony export */   PZ: () => (/* binding */ gitErrorLine),
/* harmony export */   Ps: () => (/* binding */ runGitPathBatches),
/* harmony export */   VJ: () => (/* binding */ headCommitTime),
/* harmony export */   gE: () => (/* binding */ gitEnv),
/* harmony export */   oB: () => (/* binding */ gitTopLevel)
/* harmony export */ });
/* unused harmony export remoteGitEnv */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9978);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);




/** The environment every git call gets: never prompt for credentials, never page, stable messages. */
function gitEnv(extra = {}) {
    return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C', ...extra };
}
/**
 * What a git call that talks to a remote adds to gitEnv. GIT_TERMINAL_PROMPT covers https
 * only; ssh asks on the terminal itself (unknown host key, key passphrase) and would hang a
 * CI run, so it runs in batch mode unless the user chose their own ssh command. Only remote
 * calls pay for the config lookup: the commit hook's local git calls must start fast.
 */
function remoteGitEnv() {
    const env = process.env;
    return env.GIT_SSH_COMMAND || env.GIT_SSH || hasConfiguredSshCommand(env) ? {} : { GIT_SSH_COMMAND: 'ssh -o BatchMode=yes' };
}
let configuredSsh;
/**
 * Whether the user's git config sets core.sshCommand (an ssh key or wrapper): the env variable
 * would override it, so then ssh is left as configured. Asked once per process.
 */
function hasConfiguredSshCommand(env) {
    if (configuredSsh === undefined) {
        const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', ['config', '--get', 'core.sshCommand'], { cwd: node_path__WEBPACK_IMPORTED_MODULE_1___default().parse(process.cwd()).root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
        configuredSsh = r.status === 0 && r.stdout.trim() !== '';
    }
    return configuredSsh;
}
/** Runs `git` with an argument array. Throws IoError with git's own error line(s) on failure (see gitErrorLine). */
async function runGit(args, options) {
    let result;
    try {
        result = await (0,_process_js__WEBPACK_IMPORTED_MODULE_2__/* .runProgram */ .mB)('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.remote ? { ...remoteGitEnv(), ...options.env } : options.env) });
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA(`git: ${err.code === 'ENOENT' ? 'not found on PATH' : err.message}`);
    }
    if (result.code !== 0 && !options.allowFailure)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA(`git ${args[0]}: ${gitErrorLine(result.stderr.toString('utf8'), result.code)}`);
    return result;
}
/** What git says went wrong: `fatal:`/`error:` lines, a push's `! [rejected] … (reason)` lines, the remote's `remote: error:` lines. */
const MEANINGFUL = /^(?:fatal:|error:|usage:|! |remote: (?:error|fatal):)/;
/**
 * The line(s) of git's stderr that say why it failed, for a one-line message. When git's first
 * line is already `fatal:`/`error:`/`usage:` it is that line alone (as always); when it is not
 * (a push starts with `To <url>`, a fetch with progress), the meaningful lines are joined with
 * `; ` (runs of spaces in a ref-status line collapsed), so a rejected push says why it was
 * rejected. Falls back to the first line, then to the exit code.
 */
function gitErrorLine(stderr, code) {
    const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    if (!lines.length)
        return `exit code ${code}`;
    if (/^(?:fatal|error|usage):/.test(lines[0]))
        return lines[0];
    const meaningful = lines.filter((l) => MEANINGFUL.test(l)).map((l) => l.replace(/\s+/g, ' '));
    return meaningful.length ? meaningful.join('; ') : lines[0];
}
/** The top of the work tree containing `cwd`, or null outside a repository (or where git refuses to read it). */
async function gitTopLevel(cwd) {
    const where = await gitWorkTree(cwd);
    return where.kind === 'work-tree' ? where.top : null;
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
    const first = (lines.length ? gitErrorLine(stderr, r.code) : `git rev-parse exited with code ${r.code}`).replace(/^(?:fatal|error): /, '');
    const fix = lines.find((l) => /^git config .*safe\.directory/.test(l));
    return { kind: 'refused', reason: fix ? `${first} (if you trust it: ${fix})` : first };
}
/** Unix seconds of HEAD's commit time, or null (no repo, no commits). */
async function headCommitTime(cwd) {
    const r = await runGit(['log', '-1', '--format=%ct'], { cwd, allowFailure: true });
    const n = Number(r.stdout.toString('utf8').trim());
    return r.code === 0 && Number.isFinite(n) && n > 0 ? n : null;
}
/**
 * Runs `git <args> --pathspec-from-file=- --pathspec-file-nul` with `paths` on stdin, each ended
 * by NUL: a list of any length (on the command line, a few thousand long paths pass ARG_MAX and
 * the spawn fails with E2BIG) and any name (a newline, a leading dash). Each path is literal
 * (GIT_LITERAL_PATHSPECS): a file named `*` or `:(glob)x` names itself. For the subcommands that
 * read a pathspec file (git 2.39: add, commit, reset, checkout, restore, rm). An empty list is
 * refused: to git it would mean every path.
 */
async function runGitPathspecFile(args, paths, options) {
    if (!paths.length)
        throw new Error(`git ${args[0]}: no paths (an empty pathspec file means every path)`);
    if (options.input !== undefined)
        throw new Error(`git ${args[0]}: the pathspec file takes stdin`);
    return runGit([...args, '--pathspec-from-file=-', '--pathspec-file-nul'], { ...options, input: paths.map((p) => `${p}\0`).join(''), env: { ...options.env, GIT_LITERAL_PATHSPECS: '1' } });
}
/**
 * Path bytes one command line carries: well within Linux's ARG_MAX (2 MiB, shared with the
 * environment) and macOS's (1 MiB; 256 KiB on old releases), and within Windows' 32,767
 * characters. No smaller: each batch is one more process, which reads the index again.
 */
const PATH_BATCH_BYTES = process.platform === 'win32' ? 16 * 1024 : 128 * 1024;
/**
 * Runs `git <args> -- <paths>` once per batch of `paths` whose command line stays short (see
 * PATH_BATCH_BYTES), for the subcommands with no pathspec file in git 2.39 (status, diff,
 * ls-files, ls-tree); returns each call's result, in order. Each path is literal, as in
 * runGitPathspecFile. No paths, no call.
 */
async function runGitPathBatches(args, paths, options) {
    const results = [];
    const env = { ...options.env, GIT_LITERAL_PATHSPECS: '1' };
    for (let i = 0; i < paths.length;) {
        const batch = [];
        // Three more per path: the separator and the quotes Windows may add.
        for (let size = 0; i < paths.length && (batch.length === 0 || size + Buffer.byteLength(paths[i]) + 3 <= PATH_BATCH_BYTES); i++) {
            size += Buffer.byteLength(paths[i]) + 3;
            batch.push(paths[i]);
        }
        results.push(await runGit([...args, '--', ...batch], { ...options, env }));
    }
    return results;
}


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


/***/ }),

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   JC: () => (/* binding */ realPathSoFar),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   mi: () => (/* binding */ resolveContained),
/* harmony export */   vW: () => (/* binding */ danglingLinkLeadsOutside),
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
function refusal(message, reason, link) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(message, { reason, link });
}
/**
 * Whether a dangling symlink would lead outside `realRoot` (a real path): where it points is
 * resolved as far as it exists. A link that cannot be read counts as outside.
 */
async function danglingLinkLeadsOutside(realRoot, link) {
    try {
        const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(link), await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(link));
        return !isInside(realRoot, realPathSoFar(target));
    }
    catch {
        return true;
    }
}
/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * Returns the lexical absolute path (what the caller should open). A path that does not
 * exist yet is checked through its nearest existing ancestor. A dangling symlink on the way is
 * refused too, with the link as the error's `link`: reason `symlink_outside` when where it
 * points (as far as that exists) is outside `root`, else `dangling_symlink`.
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
            // A dangling symlink is refused (what it names may appear later); the reason says whether it would lead outside.
            try {
                const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(probe);
                if (st.isSymbolicLink())
                    throw refusal(`${rel}: unsafe path (dangling symlink)`, (await danglingLinkLeadsOutside(realRoot, probe)) ? 'symlink_outside' : 'dangling_symlink', probe);
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

/***/ 9978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g8: () => (/* binding */ killProcessTree),
/* harmony export */   kc: () => (/* binding */ RUN_MARKER_VARIABLE),
/* harmony export */   mB: () => (/* binding */ runProgram),
/* harmony export */   vV: () => (/* binding */ describeProcessTree)
/* harmony export */ });
/* unused harmony exports parseProcStat, readProcEntry */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);


/** Spawns a program with an argument array (never a shell string) and collects its output. */
function runProgram(command, args, options = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, {
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
/** Parses a /proc/<pid>/stat line; the command name (field 2) may hold spaces and parentheses. */
function parseProcStat(text) {
    const close = text.lastIndexOf(')');
    if (close < 0)
        return null;
    // fields[0] is field 3 (the state), so field k is fields[k - 3].
    const fields = text.slice(close + 2).split(' ');
    const entry = { pid: Number.parseInt(text, 10), ppid: Number(fields[1]), pgid: Number(fields[2]), sid: Number(fields[3]), start: Number(fields[19]) };
    return Object.values(entry).every((n) => Number.isSafeInteger(n)) ? entry : null;
}
/** The process `pid` now, or null when it is gone (or this is not Linux). */
function readProcEntry(pid) {
    try {
        return parseProcStat((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${pid}/stat`, 'latin1'));
    }
    catch {
        return null;
    }
}
function listProcEntries() {
    const entries = [];
    for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)('/proc')) {
        if (!/^\d+$/.test(name))
            continue;
        const entry = readProcEntry(Number(name));
        if (entry)
            entries.push(entry);
    }
    return entries;
}
/** What the process's file descriptors point at (`socket:[123]`, `pipe:[456]`, a path); empty when it cannot be read. */
function fdTargets(pid, fds) {
    const dir = `/proc/${pid}/fd`;
    const targets = [];
    try {
        for (const fd of fds ?? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(dir)) {
            try {
                targets.push((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(`${dir}/${fd}`));
            }
            catch {
                // closed meanwhile
            }
        }
    }
    catch {
        // gone, or another user's
    }
    return targets;
}
/**
 * The variable that marks every process of one run: children inherit it (a double-forked
 * daemon too), so killProcessTree can find them in /proc/<pid>/environ.
 */
const RUN_MARKER_VARIABLE = 'PACKWRIGHT_RUN';
/** Records the process `pid` just spawned (detached) for killProcessTree, with the RUN_MARKER_VARIABLE value its environment holds, if any. Call it before the process can have been reaped. */
function describeProcessTree(pid, markerValue) {
    const marked = markerValue !== undefined ? { marker: `${RUN_MARKER_VARIABLE}=${markerValue}` } : {};
    if (process.platform !== 'linux')
        return { pid, start: null, streams: [], ...marked };
    const streams = fdTargets(pid, [1, 2]).filter((t) => /^(socket|pipe):\[\d+\]$/.test(t));
    return { pid, start: readProcEntry(pid)?.start ?? null, streams: [...new Set(streams)], ...marked };
}
/**
 * Whether the process's environment holds `entry` (NAME=value) as a whole entry. It is the
 * block the process was started with (execve): readable for processes of our own user only,
 * and a process that started again with an environment of its own (`env -i`, execve with
 * another block) or wrote over that memory no longer shows it; such a process is not found.
 */
function hasEnvEntry(pid, entry) {
    let environ;
    try {
        environ = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${pid}/environ`);
    }
    catch {
        // gone, or another user's
        return false;
    }
    const needle = Buffer.from(entry);
    for (let at = environ.indexOf(needle); at !== -1; at = environ.indexOf(needle, at + 1)) {
        const end = at + needle.length;
        if ((at === 0 || environ[at - 1] === 0) && (end === environ.length || environ[end] === 0))
            return true;
    }
    return false;
}
/** Rounds of stopping what was found and looking again (a process may fork until it is stopped). */
const MAX_STOP_ROUNDS = 16;
/** Signals `pid` only when it is still the process that started at `start`. */
function signalSame(pid, start, signal) {
    if (readProcEntry(pid)?.start !== start)
        return;
    try {
        process.kill(pid, signal);
    }
    catch {
        // gone meanwhile
    }
}
function killGroup(pgid) {
    try {
        process.kill(-pgid, 'SIGKILL');
    }
    catch {
        // ESRCH: the group is gone.
    }
}
/**
 * Kills (SIGKILL) a process started by describeProcessTree's caller and everything it started
 * that can still be attributed to it, synchronously (safe in an exit hook). Off Linux, or
 * without a start time: its process group only.
 *
 * On Linux it first finds, from /proc, every process that started no earlier than it did and
 *  - is the process itself, or is in its process group or its session (so `setpgid` does not
 *    escape, even once re-parented), or
 *  - holds its stdout or stderr (so `setsid cmd &` does not escape, even once re-parented), or
 *  - carries the tree's marker in its environment (so a double-forked daemon, in a session of
 *    its own, re-parented and with its output redirected, does not escape), or
 *  - descends (parent links) from one of these, `setsid` or not;
 * stops each (SIGSTOP, so nothing forks past the search) and looks again until nothing new
 * turns up, then kills the group and each process found. A pid is signalled only while its start
 * time is still the one read, so a reused pid is never hit; and the group and session ids are
 * used only while the process's own pid is free or still its own (Linux does not reuse a pid
 * that is still some process's group or session id).
 *
 * Not found: a process that left both group and session (`setsid`), is no longer a descendant
 * (its parent exited, so it was re-parented to init or a subreaper), holds neither stream and
 * no longer shows the marker (it started again with an environment of its own: `env -i`), or
 * one of another user's (setuid). Closing that needs a subreaper (prctl
 * PR_SET_CHILD_SUBREAPER, not reachable from Node), a PID namespace or a cgroup.
 */
function killProcessTree(tree) {
    if (process.platform !== 'linux' || tree.start === null) {
        killGroup(tree.pid);
        return;
    }
    const since = tree.start;
    const leader = readProcEntry(tree.pid);
    // Its pid now names another process: so nothing is left in its old group or session.
    const idsOurs = !leader || leader.start === since;
    const spared = new Set([0, 1, process.pid, process.ppid]);
    const found = new Map();
    try {
        for (let round = 0; round < MAX_STOP_ROUNDS; round++) {
            const procs = listProcEntries().filter((p) => p.start >= since && !spared.has(p.pid));
            const isSeed = (p) => found.get(p.pid) === p.start ||
                (idsOurs && (p.pid === tree.pid || p.pgid === tree.pid || p.sid === tree.pid)) ||
                // The streams are looked for once: what a holder forks later descends from it.
                (round === 0 && tree.streams.length > 0 && fdTargets(p.pid).some((t) => tree.streams.includes(t))) ||
                // The marker in every round: a marked process may fork and exit between two rounds,
                // leaving a child that is no descendant of anything found.
                (tree.marker !== undefined && hasEnvEntry(p.pid, tree.marker));
            const children = new Map();
            for (const p of procs) {
                const siblings = children.get(p.ppid);
                if (siblings)
                    siblings.push(p);
                else
                    children.set(p.ppid, [p]);
            }
            const fresh = [];
            const queue = procs.filter(isSeed);
            const reached = new Set();
            while (queue.length) {
                const p = queue.pop();
                if (reached.has(p.pid))
                    continue;
                reached.add(p.pid);
                if (found.get(p.pid) !== p.start)
                    fresh.push(p);
                queue.push(...(children.get(p.pid) ?? []));
            }
            if (fresh.length === 0)
                break;
            for (const p of fresh) {
                found.set(p.pid, p.start);
                signalSame(p.pid, p.start, 'SIGSTOP');
            }
        }
    }
    catch {
        // /proc unreadable: kill what was found so far, and the group.
    }
    finally {
        if (idsOurs)
            killGroup(tree.pid);
        for (const [pid, start] of found)
            signalSame(pid, start, 'SIGKILL');
    }
}


/***/ }),

/***/ 4130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ emptyRecord),
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/**
 * An empty string-keyed record without a prototype, for keys that come from input (file names,
 * sink names, metadata keys, environment names): on a plain object `__proto__` would be
 * dropped and `constructor` would seem present already. Test membership with Object.hasOwn.
 */
function emptyRecord() {
    return Object.create(null);
}
/**
 * Whether a parsed value (JSON, YAML, TOML) is a mapping: a plain object, not null, a list, a
 * date or another class instance. A check that hands it to ajv then sees exactly its own keys.
 */
function isRecord(v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return false;
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null;
}


/***/ }),

/***/ 1735:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ sourceDateEpoch),
/* harmony export */   x: () => (/* binding */ MAX_RFC3339_SECONDS)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _show_name_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6296);


/** 9999-12-31T23:59:59Z: past it a timestamp is no RFC 3339 (a four-digit year), nor a date toISOString writes as one. */
const MAX_RFC3339_SECONDS = 253402300799;
/**
 * SOURCE_DATE_EPOCH (reproducible builds) as seconds, or null when unset or empty. Digits only (no
 * sign, fraction or exponent) and bounded: past 2^53 Number() rounds, and past year 9999 the
 * timestamp is no RFC 3339. One reader for every command that dates what it writes (a context
 * pack, a .ctxpkg, an envelope), so all accept the same values.
 */
function sourceDateEpoch(env) {
    const sde = env.SOURCE_DATE_EPOCH;
    if (sde === undefined || sde === '')
        return null;
    if (!/^\d+$/.test(sde) || Number(sde) > MAX_RFC3339_SECONDS) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InvalidInputError */ .oC(`SOURCE_DATE_EPOCH must be whole seconds since 1970, at most ${MAX_RFC3339_SECONDS} (9999-12-31T23:59:59Z), not ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_1__/* .shownValue */ .JJ)(sde)}`);
    }
    return Number(sde);
}


/***/ }),

/***/ 4919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ chooseInstant)
/* harmony export */ });
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7167);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _core_source_date_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1735);
/* harmony import */ var _rfc3339_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(974);




/** 0000-01-01T00:00:00Z, the earliest RFC 3339 time (a year in four digits; the latest is MAX_SECONDS). */
const MIN_SECONDS = -62167219200;
/**
 * The timestamp written into a package or envelope: an explicit RFC 3339 value, else
 * SOURCE_DATE_EPOCH, else the HEAD commit time of `cwd`'s repository, so rebuilding the same
 * input gives the same bytes. Outside a repository with neither set, the current time.
 */
async function chooseInstant(explicit, flag, env, cwd) {
    if (explicit !== undefined) {
        const t = (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRfc3339 */ .TM)(explicit);
        if (!t)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} must be an RFC 3339 timestamp such as 2025-01-31T12:00:00Z, not '${explicit}'`);
        // An offset can carry 9999-12-31T23:30:00-01:00 past the last year RFC 3339 writes in UTC.
        if (t.seconds < MIN_SECONDS || t.seconds > _core_source_date_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RFC3339_SECONDS */ .x)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} must fall in the years 0000 to 9999 in UTC, not '${explicit}'`);
        return t;
    }
    const sde = (0,_core_source_date_js__WEBPACK_IMPORTED_MODULE_2__/* .sourceDateEpoch */ .p)(env);
    if (sde !== null)
        return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_3__/* .instantFromSeconds */ .px)(sde);
    const head = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_0__/* .headCommitTime */ .VJ)(cwd);
    if (head !== null)
        return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_3__/* .instantFromSeconds */ .px)(head);
    return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_3__/* .instantFromSeconds */ .px)(Date.now() / 1000);
}


/***/ }),

/***/ 501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VB: () => (/* binding */ verifyEnvelopeMac),
/* harmony export */   bN: () => (/* binding */ serializeEnvelope),
/* harmony export */   mE: () => (/* binding */ parseEnvelope),
/* harmony export */   nq: () => (/* binding */ buildEnvelope),
/* harmony export */   xN: () => (/* binding */ malleableFields)
/* harmony export */ });
/* unused harmony exports CONTENT_TYPES, macInput, computeMac, toolFingerprint */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6153);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7135);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(311);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9602);
/* harmony import */ var _rfc3339_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(974);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4130);








const CONTENT_TYPES = ['context_package', 'handoff_bundle', 'a2a_message', 'a2a_task'];
/**
 * The MAC input: `v2:{format_version}:{agent_id}:{recipient}:{content_type}:{sent_at}:{meta}:{len}`,
 * a zero byte, then the payload. sent_at is rendered as chrono's `to_rfc3339` (`+00:00`),
 * metadata sorted by key in byte order, len the payload's UTF-8 byte length.
 */
function macInput(env) {
    const sent = (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRfc3339 */ .TM)(env.sent_at);
    if (!sent)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`sent_at ${JSON.stringify(env.sent_at)} is not an RFC 3339 timestamp`);
    const meta = Object.keys(env.metadata).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__/* .compareBytes */ .Xo).map((k) => `${k}=${env.metadata[k]}`).join(',');
    const payload = Buffer.from(env.payload_json, 'utf8');
    const header = `v2:${env.format_version}:${env.sender.agent_id}:${env.recipient ?? ''}:${env.content_type}:${(0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_4__/* .formatRfc3339 */ .ZA)(sent, '+00:00')}:${meta}:${payload.length}`;
    return Buffer.concat([Buffer.from(header, 'utf8'), Buffer.from([0]), payload]);
}
/**
 * Fields whose text can move to a neighbour without changing the MAC input, which joins them
 * with `:`, `=` and `,` unescaped (LeanCTX's format, kept byte for byte): agent_id `a:b` with no
 * recipient and agent_id `a` with recipient `b:` MAC alike, as do metadata `{k: "1,j=2"}` and
 * `{k: "1", j: "2"}`. Whoever can edit such an envelope can change its recipient or metadata.
 */
function malleableFields(env) {
    const out = [];
    if (env.sender.agent_id.includes(':'))
        out.push("sender.agent_id (holds ':')");
    if (env.recipient?.includes(':'))
        out.push("recipient (holds ':')");
    for (const [k, v] of Object.entries(env.metadata)) {
        if (k.includes('=') || k.includes(','))
            out.push(`metadata key ${JSON.stringify(k)} (holds '=' or ',')`);
        if (v.includes(','))
            out.push(`metadata ${JSON.stringify(k)} (its value holds ',')`);
    }
    return out;
}
function computeMac(env, secret) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', secret).update(macInput(env)).digest();
}
/** A 16-hex fingerprint of this tool (LeanCTX hashes its own version and path; ours must be reproducible). */
function toolFingerprint() {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`packwright:${_version_js__WEBPACK_IMPORTED_MODULE_6__/* .VERSION */ .x}`).digest('hex').slice(0, 16);
}
/** Builds and MACs an envelope around a package text. */
function buildEnvelope(input) {
    const metadata = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_7__/* .emptyRecord */ .F)();
    for (const k of Object.keys(input.metadata ?? {}).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__/* .compareBytes */ .Xo))
        metadata[k] = input.metadata[k];
    const malleable = malleableFields({ sender: { agent_id: input.agentId ?? 'packwright' }, recipient: input.recipient ?? null, metadata });
    if (malleable.length)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`the envelope's MAC would not bind ${malleable.join(', ')}: the MAC input joins these fields with ':', '=' and ',' unescaped, so their text could be moved between fields without breaking it; leave those characters out`);
    const env = {
        format_version: 1,
        sent_at: (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_4__/* .formatRfc3339 */ .ZA)(input.sentAt, 'Z'),
        sender: { agent_id: input.agentId ?? 'packwright', agent_type: 'packwright', daemon_fingerprint: toolFingerprint(), capabilities: [] },
        recipient: input.recipient ?? null,
        content_type: 'context_package',
        payload_json: input.payload,
        signature: null,
        metadata,
    };
    env.signature = computeMac(env, input.secret).toString('hex');
    return env;
}
/** Serializes as serde_json's `to_string_pretty` does, refusing anything over LeanCTX's limit. */
function serializeEnvelope(env) {
    const text = JSON.stringify(env, null, 2);
    const size = Buffer.byteLength(text);
    if (size > _format_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ENVELOPE_BYTES */ .ud)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`the envelope would be ${size} bytes, over LeanCTX's limit of ${_format_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ENVELOPE_BYTES */ .ud} bytes (the package is too large to send in one envelope)`);
    return text;
}
function isStringArray(v) {
    return Array.isArray(v) && v.every((x) => typeof x === 'string');
}
/** Parses and shape-checks an envelope text; each problem is one InvalidInputError line. */
function parseEnvelope(text, source) {
    const size = Buffer.byteLength(text);
    if (size > _format_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ENVELOPE_BYTES */ .ud)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${source}: ${size} bytes is over the envelope limit of ${_format_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ENVELOPE_BYTES */ .ud} bytes`);
    // LeanCTX reads the envelope into a serde struct: a repeated field is an error there, and its
    // integer format_version refuses a float spelling such as `1.0` (JSON.parse makes that 1).
    const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_1__.parseJson)(text, { uniqueKeys: true, numberLexemes: true });
    if (parsed.error) {
        const at = parsed.error.line ? `:${parsed.error.line}:${parsed.error.column ?? 1}` : '';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${source}${at}: ${parsed.error.duplicateKey ? `the envelope has a ${parsed.error.message}: LeanCTX refuses a repeated field` : `not valid JSON: ${parsed.error.message}`}`);
    }
    const v = parsed.value;
    const bad = (what) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${source}: ${what}`);
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        throw bad('an envelope must be a JSON object');
    const versionText = parsed.numbers?.get('/format_version');
    if (v.format_version !== 1 || versionText !== '1')
        throw bad(`unsupported format_version ${versionText ?? JSON.stringify(v.format_version)} (expected 1)`);
    if (typeof v.sent_at !== 'string' || !(0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRfc3339 */ .TM)(v.sent_at))
        throw bad('sent_at must be an RFC 3339 timestamp');
    const s = v.sender;
    if (!s || typeof s !== 'object' || typeof s.agent_id !== 'string' || typeof s.agent_type !== 'string' || typeof s.daemon_fingerprint !== 'string' || !isStringArray(s.capabilities))
        throw bad('sender must be {agent_id, agent_type, daemon_fingerprint, capabilities[]}');
    if (v.recipient !== null && v.recipient !== undefined && typeof v.recipient !== 'string')
        throw bad('recipient must be a string or null');
    if (typeof v.content_type !== 'string' || !CONTENT_TYPES.includes(v.content_type))
        throw bad(`content_type must be one of ${CONTENT_TYPES.join(', ')}`);
    if (typeof v.payload_json !== 'string')
        throw bad('payload_json must be a string');
    if (v.signature !== null && v.signature !== undefined && typeof v.signature !== 'string')
        throw bad('signature must be a hex string or null');
    const meta = v.metadata;
    if (!meta || typeof meta !== 'object' || Array.isArray(meta) || !Object.values(meta).every((x) => typeof x === 'string'))
        throw bad('metadata must be an object of strings (it may be {})');
    return { ...v, recipient: v.recipient ?? null, signature: v.signature ?? null };
}
/** Checks the envelope's HMAC in constant time. */
function verifyEnvelopeMac(env, secret) {
    if (env.signature === null)
        return { ok: false, reason: 'the envelope has no signature' };
    if (env.signature.length % 2 !== 0)
        return { ok: false, reason: `the signature is odd-length hex (${env.signature.length} characters)` };
    if (!/^[0-9a-f]*$/.test(env.signature))
        return { ok: false, reason: 'the signature must be lowercase hex' };
    if (env.signature.length !== 64)
        return { ok: false, reason: `the signature is ${env.signature.length / 2} bytes, an HMAC-SHA256 is 32` };
    const expected = computeMac(env, secret);
    if (!(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(expected, Buffer.from(env.signature, 'hex')))
        return { ok: false, reason: 'HMAC mismatch: wrong secret, or the envelope was changed' };
    return { ok: true };
}


/***/ }),

/***/ 2461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S4: () => (/* binding */ MIN_HMAC_SECRET_BYTES),
/* harmony export */   Ts: () => (/* binding */ seedFromEnv),
/* harmony export */   iJ: () => (/* binding */ parseSeedHex),
/* harmony export */   jQ: () => (/* binding */ writeNewKeyFile),
/* harmony export */   sY: () => (/* binding */ readSeedFile),
/* harmony export */   yW: () => (/* binding */ secretFromEnv)
/* harmony export */ });
/* unused harmony exports checkVariableName, KeyFileExistsError */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _ed25519_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2572);






/**
 * Private keys are LeanCTX's format: the 32-byte Ed25519 seed as 64 hex characters
 * (`keys/ctxpkg-ed25519.key`), surrounding whitespace ignored. Messages never echo the key.
 */
function parseSeedHex(text, source) {
    const s = text.trim();
    if (s.length === 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${source}: the Ed25519 private key is empty`);
    if (!/^[0-9a-fA-F]*$/.test(s))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${source}: the Ed25519 private key must be ${_ed25519_js__WEBPACK_IMPORTED_MODULE_5__/* .SEED_BYTES */ .ER * 2} hex characters (a 32-byte seed); it contains other characters`);
    if (s.length !== _ed25519_js__WEBPACK_IMPORTED_MODULE_5__/* .SEED_BYTES */ .ER * 2)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InvalidInputError */ .oC(`${source}: the Ed25519 private key must be ${_ed25519_js__WEBPACK_IMPORTED_MODULE_5__/* .SEED_BYTES */ .ER * 2} hex characters (a 32-byte seed), not ${s.length}`);
    return Buffer.from(s, 'hex');
}
/** Text that reads as key material (32 or more hex digits): never echoed, whatever option it came in. */
function looksLikeKey(text) {
    return /^[0-9a-fA-F]{32,}$/.test(text.trim());
}
/**
 * Checks the NAME given to `--key-env` / `--secret-env`. A value that is no variable name, or
 * reads as a key, is most likely the secret itself typed in the option's place: refused
 * without repeating it (it is already in the shell history and the process list; a message
 * must not copy it into a log too).
 */
function checkVariableName(option, variable, what) {
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(variable) && !looksLikeKey(variable))
        return;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${option} takes the name of an environment variable that holds the ${what}, and the value given is not such a name (not shown: if it is the ${what} itself, it is now in your shell history and process list; replace it)`);
}
function seedFromEnv(env, variable) {
    checkVariableName('--key-env', variable, 'Ed25519 private key');
    const value = env[variable];
    if (value === undefined || value === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`environment variable ${variable} is not set (it should hold the Ed25519 private key)`);
    return parseSeedHex(value, `environment variable ${variable}`);
}
/**
 * Reads a key file (`shown` names it in messages). A path that names no file and reads as a
 * key is not echoed: it is most likely the key itself given in place of its file.
 */
async function readSeedFile(file, shown = file) {
    let bytes;
    try {
        bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(file, 4096);
    }
    catch (err) {
        if (looksLikeKey(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)) && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).then(() => false, () => true))) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`--key-file names no file, and the value given reads as a key (not shown: if it is the private key itself, it is now in your shell history and process list; replace it)`);
        }
        throw err;
    }
    const seed = parseSeedHex(bytes.toString('utf8'), shown);
    let warning;
    if (process.platform !== 'win32') {
        const mode = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file)).mode & 0o777;
        if (mode & 0o077)
            warning = `${shown}: the private key file is readable or writable by others (mode ${mode.toString(8).padStart(4, '0')}); run chmod 600 ${shown}`;
    }
    return { seed, warning };
}
/** An HMAC secret: the variable's raw UTF-8 bytes, as LeanCTX keys the MAC. */
function secretFromEnv(env, variable) {
    checkVariableName('--secret-env', variable, 'HMAC secret');
    const value = env[variable];
    if (value === undefined || value === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`environment variable ${variable} is not set (it should hold the HMAC secret)`);
    return Buffer.from(value, 'utf8');
}
/** Secrets shorter than this get a warning: HMAC-SHA256's key should be at least its output size. */
const MIN_HMAC_SECRET_BYTES = 32;
/** `writeNewKeyFile` found something at the path (a file, a folder, a symlink, dangling or not). */
class KeyFileExistsError extends _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb {
}
/**
 * Writes a new private key file, mode 0600 whatever the umask, complete or not at all, and
 * never over anything: the text goes to a fresh temp file beside `file` (O_EXCL, 0600, fsync),
 * which is then hard-linked to `file`. link(2) fails when anything stands at `file` — a file,
 * or a symlink, which it never follows — so a path planted after any earlier check cannot
 * redirect or replace the write (a rename would). Where the file system has no hard links,
 * `file` itself is created with O_EXCL (not followed through a symlink either).
 */
async function writeNewKeyFile(file, text, shown = file) {
    const exists = () => new KeyFileExistsError(`${shown} already exists; refusing to overwrite a key (choose another --out)`);
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}.tmp`);
    // Creates `target` (O_EXCL: never an existing file, never through a symlink), writes, syncs;
    // on a failure after the create, removes what it created, and only that.
    const writeExclusive = async (target) => {
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(target, 'wx', 0o600);
        try {
            await fh.chmod(0o600);
            await fh.writeFile(text);
            await fh.sync();
        }
        catch (err) {
            await fh.close().catch(() => undefined);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(target).catch(() => undefined);
            throw err;
        }
        await fh.close();
    };
    try {
        await writeExclusive(tmp);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, shown));
    }
    let linked = false;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.link)(tmp, file);
        linked = true;
    }
    catch (err) {
        const code = err.code;
        if (code === 'EEXIST')
            throw exists();
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, shown));
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(tmp).catch(() => undefined);
    }
    if (linked)
        return;
    try {
        await writeExclusive(file);
    }
    catch (err) {
        if (err.code === 'EEXIST')
            throw exists();
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err, shown));
    }
}


/***/ }),

/***/ 87:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ verifyCtxpkgBytes),
/* harmony export */   validateCtxpkg: () => (/* binding */ validateCtxpkg),
/* harmony export */   x: () => (/* binding */ verifyCtxpkg)
/* harmony export */ });
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(357);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2625);



const CHECK_OF_RULE = {
    'ctxpkg-json': 'structure',
    'ctxpkg-manifest': 'structure',
    'ctxpkg-content-hash': 'content_hash',
    'ctxpkg-byte-size': 'content_hash',
    'ctxpkg-package-hash': 'package_hash',
    'ctxpkg-signature': 'signature',
};
async function evaluate(ctx, severities) {
    const collector = new _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .DiagnosticCollector */ .Pn((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .metaMap */ .m1)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.ctxpkgRules), severities);
    await (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .runRules */ .xG)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.ctxpkgRules, ctx, collector, ctx.file);
    const failed = new Set(collector.diagnostics.filter((d) => d.severity === 'error').map((d) => CHECK_OF_RULE[d.rule]).filter(Boolean));
    const structure = failed.has('structure') || !ctx.manifest || !ctx.canonical ? 'fail' : 'pass';
    // As in LeanCTX: a package whose structure fails is not hashed.
    const after = (check, applies) => (structure === 'fail' || !applies ? 'skipped' : failed.has(check) ? 'fail' : 'pass');
    const checks = {
        structure,
        content_hash: after('content_hash', true),
        package_hash: after('package_hash', true),
        signature: after('signature', ctx.signature.status !== 'none' || (0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .signatureRequired */ .SI)(ctx.options)),
    };
    return { context: ctx, diagnostics: collector.diagnostics, checks, ok: !collector.diagnostics.some((d) => d.severity === 'error') };
}
/** Verifies one package file: diagnostics (absolute file path) and the four checks. */
async function verifyCtxpkg(file, options = {}) {
    return evaluate(await (0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadCtxpkg */ .m_)(file, options), options.rules ?? {});
}
/** Verifies a package held in memory (an envelope's payload); `file` names it in diagnostics. */
async function verifyCtxpkgBytes(file, bytes, options = {}) {
    return evaluate((0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadCtxpkgBytes */ .dL)(file, bytes, options), {});
}
/** validate's entry: the rules' diagnostics for one file. */
async function validateCtxpkg(file, options = {}) {
    return (await verifyCtxpkg(file, options)).diagnostics;
}


/***/ })

};
