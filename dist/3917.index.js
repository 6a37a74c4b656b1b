export const id = 3917;
export const ids = [3917];
export const modules = {

/***/ 3917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kl: () => (/* binding */ BASE_ENV_ALLOWLIST),
/* harmony export */   killActiveRuns: () => (/* binding */ killActiveRuns),
/* harmony export */   nl: () => (/* binding */ execCapped)
/* harmony export */ });
/* unused harmony exports allowedEnv, activeRunGroups, completeUtf8Length */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4130);



/** Variables every run gets (when set on the host): enough for programs to find themselves and speak UTF-8. */
const BASE_ENV_ALLOWLIST = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TZ', 'TMPDIR', 'TEMP', 'TMP', 'SystemRoot', 'PATHEXT'];
/** Builds the child's environment from the allow-list only: nothing else of the host's leaks into a pack tool. */
function allowedEnv(hostEnv, extra) {
    const env = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_2__/* .emptyRecord */ .F)();
    // Own variables only: `toString` or `__proto__` in a tool's env list must not pass Object's members.
    for (const name of [...BASE_ENV_ALLOWLIST, ...extra])
        if (Object.hasOwn(hostEnv, name) && hostEnv[name] !== undefined)
            env[name] = hostEnv[name];
    return env;
}
/** Process groups still running, so a host shutting down can end them (they are detached from ours). */
const activeGroups = new Set();
/** The process groups of the runs still going (for tests and diagnostics). */
function activeRunGroups() {
    return [...activeGroups];
}
/**
 * Kills every run's process group with SIGKILL, synchronously, so it is safe in an exit hook
 * or a signal handler. A process that left its group (setsid) is not reached.
 */
function killActiveRuns() {
    for (const pid of activeGroups) {
        try {
            process.kill(-pid, 'SIGKILL');
        }
        catch {
            // already gone
        }
    }
    activeGroups.clear();
}
class CappedBuffer {
    cap;
    chunks = [];
    kept = 0;
    total = 0;
    constructor(cap) {
        this.cap = cap;
    }
    push(b) {
        this.total += b.length;
        const room = this.cap - this.kept;
        if (room <= 0)
            return;
        const part = b.length <= room ? b : b.subarray(0, room);
        this.chunks.push(part);
        this.kept += part.length;
    }
    get truncated() {
        return this.total > this.kept;
    }
    text(stream) {
        let bytes = Buffer.concat(this.chunks, this.kept);
        if (!this.truncated)
            return bytes.toString('utf8');
        // The cap may cut a character: drop its first bytes rather than show U+FFFD.
        bytes = bytes.subarray(0, completeUtf8Length(bytes));
        return `${bytes.toString('utf8')}\n[packwright: ${stream} truncated: showed the first ${bytes.length} of ${this.total} bytes]\n`;
    }
}
/**
 * The length of `bytes` without a UTF-8 sequence cut off at its end (at most 3 bytes dropped).
 * Bytes that are not UTF-8 at all are left alone.
 */
function completeUtf8Length(bytes) {
    const n = bytes.length;
    let k = n - 1;
    while (k >= 0 && n - k <= 4 && (bytes[k] & 0xc0) === 0x80)
        k--;
    if (k < 0 || n - k > 4)
        return n;
    const lead = bytes[k];
    const need = lead >= 0xf8 ? 0 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
    return need > 0 && n - k < need ? k : n;
}
/** How long to wait for the pipes to close after the process exits before giving up on them. */
const PIPE_GRACE_MS = 1000;
/**
 * Runs one program with an argument array (no shell) in its own process group, so a timeout
 * kills everything it started; when the program exits, whatever it left running in the group
 * is killed too. stdout and stderr are each kept up to the cap (the rest is read and dropped,
 * so a chatty program never blocks on a full pipe). Never rejects.
 */
function execCapped(req) {
    return new Promise((resolve) => {
        if (req.signal?.aborted) {
            resolve({ ok: false, stdout: '', stderr: 'packwright: not started: the call was cancelled\n', exit_code: 126, signal: null, timed_out: false, stdout_truncated: false, stderr_truncated: false });
            return;
        }
        const out = new CappedBuffer(req.maxOutputBytes);
        const err = new CappedBuffer(req.maxOutputBytes);
        const posix = process.platform !== 'win32';
        let child;
        try {
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(req.command, req.args, {
                cwd: req.cwd,
                env: allowedEnv(req.hostEnv, req.envNames),
                stdio: ['ignore', 'pipe', 'pipe'],
                shell: false,
                detached: posix,
                windowsHide: true,
            });
        }
        catch (e) {
            resolve(startFailure(e));
            return;
        }
        const pid = child.pid;
        if (posix && pid)
            activeGroups.add(pid);
        let timedOut = false;
        let cancelled = false;
        let exit = null;
        let settled = false;
        const killGroup = () => {
            try {
                if (posix && child.pid)
                    process.kill(-child.pid, 'SIGKILL');
                else
                    child.kill('SIGKILL');
            }
            catch {
                // ESRCH: the group is already gone.
            }
        };
        const timer = setTimeout(() => {
            timedOut = true;
            killGroup();
        }, req.timeoutMs);
        const onAbort = () => {
            cancelled = true;
            killGroup();
        };
        req.signal?.addEventListener('abort', onAbort, { once: true });
        let grace;
        const finish = () => {
            if (settled || !exit)
                return;
            settled = true;
            if (pid)
                activeGroups.delete(pid);
            clearTimeout(timer);
            if (grace)
                clearTimeout(grace);
            req.signal?.removeEventListener('abort', onAbort);
            const { code, signal } = exit;
            const exitCode = code ?? (signal ? 128 + (node_os__WEBPACK_IMPORTED_MODULE_1__.constants.signals[signal] ?? 0) : 1);
            const why = timedOut ? `[packwright: killed after the ${req.timeoutMs} ms timeout]\n` : cancelled ? '[packwright: killed: the call was cancelled]\n' : '';
            resolve({
                ok: !timedOut && !cancelled && code === 0,
                stdout: out.text('stdout'),
                stderr: `${err.text('stderr')}${why}`,
                exit_code: exitCode,
                signal: signal ?? null,
                timed_out: timedOut,
                stdout_truncated: out.truncated,
                stderr_truncated: err.truncated,
            });
        };
        child.stdout.on('data', (b) => out.push(b));
        child.stderr.on('data', (b) => err.push(b));
        child.on('error', (e) => {
            if (exit)
                return;
            settled = true;
            if (pid)
                activeGroups.delete(pid);
            clearTimeout(timer);
            req.signal?.removeEventListener('abort', onAbort);
            resolve(startFailure(e));
        });
        child.on('exit', (code, signal) => {
            exit = { code, signal };
            // Leftovers in the group (a backgrounded grandchild) would hold the pipes open.
            killGroup();
            grace = setTimeout(() => {
                child.stdout?.destroy();
                child.stderr?.destroy();
                finish();
            }, PIPE_GRACE_MS);
        });
        child.on('close', finish);
    });
}
function startFailure(e) {
    const code = e?.code;
    const exitCode = code === 'ENOENT' ? 127 : 126;
    const why = code === 'ENOENT' ? 'command not found (or the working directory does not exist)' : code === 'EACCES' ? 'permission denied' : e?.message ?? String(e);
    return { ok: false, stdout: '', stderr: `packwright: cannot start the command: ${why}\n`, exit_code: exitCode, signal: null, timed_out: false, stdout_truncated: false, stderr_truncated: false };
}


/***/ }),

/***/ 4130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ emptyRecord)
/* harmony export */ });
/**
 * An empty string-keyed record without a prototype, for keys that come from input (file names,
 * sink names, metadata keys, environment names): on a plain object `__proto__` would be
 * dropped and `constructor` would seem present already. Test membership with Object.hasOwn.
 */
function emptyRecord() {
    return Object.create(null);
}


/***/ })

};
