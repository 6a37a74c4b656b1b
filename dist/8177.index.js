export const id = 8177;
export const ids = [8177];
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
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9602);
/* harmony import */ var _ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2461);
/* harmony import */ var _ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(501);
/* harmony import */ var _ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4919);
/* harmony import */ var _ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(87);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4751);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4130);












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
    const out = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_10__/* .emptyRecord */ .F)();
    for (const e of entries) {
        const at = e.indexOf('=');
        if (at <= 0)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`--metadata must be KEY=VALUE with a non-empty key, not '${e}'`);
        const key = e.slice(0, at);
        if (Object.hasOwn(out, key))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`--metadata ${key} is given twice`);
        out[key] = e.slice(at + 1);
    }
    return out;
}
async function run(ctx) {
    const variable = ctx.values['secret-env'];
    if (typeof variable !== 'string' || variable === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('ctxpkg envelope: --secret-env VAR is required');
    const secret = (0,_ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .secretFromEnv */ .yW)(ctx.env, variable);
    if (secret.length < _ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .MIN_HMAC_SECRET_BYTES */ .S4)
        ctx.stderr.write(`packwright: warning: the HMAC secret in ${variable} is ${secret.length} bytes; use at least ${_ctxpkg_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .MIN_HMAC_SECRET_BYTES */ .S4} random bytes\n`);
    const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, ctx.positionals[0]);
    const shown = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(file, ctx.cwd);
    const bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileLimited */ .lB)(file, _ctxpkg_format_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_PACKAGE_BYTES */ .qv);
    const check = await (0,_ctxpkg_validate_js__WEBPACK_IMPORTED_MODULE_9__/* .verifyCtxpkgBytes */ .Y)(file, bytes);
    if (!check.ok)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .IntegrityError */ .cs(`${shown}: will not wrap a package that does not verify: ${check.diagnostics.find((d) => d.severity === 'error')?.message}`);
    const out = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.cwd, typeof ctx.values.output === 'string' ? ctx.values.output : `${ctx.positionals[0]}.envelope.json`);
    const envelope = (0,_ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_7__/* .buildEnvelope */ .nq)({
        payload: bytes.toString('utf8'),
        secret,
        sentAt: await (0,_ctxpkg_clock_js__WEBPACK_IMPORTED_MODULE_8__/* .chooseInstant */ .x)(ctx.values['sent-at'], '--sent-at', ctx.env, node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file)),
        agentId: ctx.values['agent-id'],
        recipient: ctx.values.recipient ?? null,
        metadata: parseMetadata(ctx.values.metadata ?? []),
    });
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Z)(out, (0,_ctxpkg_envelope_js__WEBPACK_IMPORTED_MODULE_7__/* .serializeEnvelope */ .bN)(envelope), { output: true });
    ctx.stdout.write(`${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(out, ctx.cwd)}: envelope for ${shown} (HMAC-SHA256)\n`);
    return _types_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gE: () => (/* binding */ gitEnv),
  PZ: () => (/* binding */ gitErrorLine),
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
/** Runs `git` with an argument array. Throws IoError with git's own error line(s) on failure (see gitErrorLine). */
async function runGit(args, options) {
    let result;
    try {
        result = await runProgram('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.remote ? { ...remoteGitEnv(), ...options.env } : options.env) });
    }
    catch (err) {
        throw new errors/* IoError */.dA(`git: ${err.code === 'ENOENT' ? 'not found on PATH' : err.message}`);
    }
    if (result.code !== 0 && !options.allowFailure)
        throw new errors/* IoError */.dA(`git ${args[0]}: ${gitErrorLine(result.stderr.toString('utf8'), result.code)}`);
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

/***/ 4919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ chooseInstant)
/* harmony export */ });
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(408);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _rfc3339_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(974);



/**
 * The timestamp written into a package or envelope: an explicit RFC 3339 value, else
 * SOURCE_DATE_EPOCH, else the HEAD commit time of `cwd`'s repository, so rebuilding the same
 * input gives the same bytes. Outside a repository with neither set, the current time.
 */
async function chooseInstant(explicit, flag, env, cwd) {
    if (explicit !== undefined) {
        const t = (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRfc3339 */ .TM)(explicit);
        if (!t)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag} must be an RFC 3339 timestamp such as 2025-01-31T12:00:00Z, not '${explicit}'`);
        return t;
    }
    const sde = env.SOURCE_DATE_EPOCH;
    if (sde !== undefined && sde !== '') {
        if (!/^\d+$/.test(sde))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not '${sde}'`);
        return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_2__/* .instantFromSeconds */ .px)(Number(sde));
    }
    const head = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_0__/* .headCommitTime */ .VJ)(cwd);
    if (head !== null)
        return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_2__/* .instantFromSeconds */ .px)(head);
    return (0,_rfc3339_js__WEBPACK_IMPORTED_MODULE_2__/* .instantFromSeconds */ .px)(Date.now() / 1000);
}


/***/ })

};
