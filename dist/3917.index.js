export const id = 3917;
export const ids = [3917];
export const modules = {

/***/ 3917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kl: () => (/* binding */ BASE_ENV_ALLOWLIST),
/* harmony export */   cG: () => (/* binding */ allowedEnv),
/* harmony export */   killActiveRuns: () => (/* binding */ killActiveRuns),
/* harmony export */   nl: () => (/* binding */ execCapped)
/* harmony export */ });
/* unused harmony exports findOnPath, activeRunGroups */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _core_process_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9978);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4130);
/* harmony import */ var _core_text_decode_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4667);








/** Variables every run gets (when set on the host): enough for programs to find themselves and speak UTF-8. */
const BASE_ENV_ALLOWLIST = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TZ', 'TMPDIR', 'TEMP', 'TMP', 'SystemRoot', 'PATHEXT'];
/** Builds the child's environment from the allow-list only: nothing else of the host's leaks into a pack tool. */
function allowedEnv(hostEnv, extra) {
    const env = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_7__/* .emptyRecord */ .F)();
    // Own variables only: `toString` or `__proto__` in a tool's env list must not pass Object's members.
    for (const name of [...BASE_ENV_ALLOWLIST, ...extra])
        if (Object.hasOwn(hostEnv, name) && hostEnv[name] !== undefined)
            env[name] = hostEnv[name];
    return env;
}
/** Where execvp looks when PATH is unset (glibc's confstr(_CS_PATH)). */
const DEFAULT_POSIX_PATH = '/bin:/usr/bin';
/**
 * The absolute path of a program named without a folder (`wc`, `node`), searched in the
 * absolute folders of the child's PATH only; null when none holds it. A relative PATH entry
 * (`.`, an empty one, `node_modules/.bin`) is skipped: it is resolved against the folder the
 * command runs in, the pack root or the workspace, so a pack (or an earlier run) could put its
 * own `wc` there and have it run instead of the one the user approved by name. On Windows,
 * spawn would also look in that folder first; only `.com` and `.exe` are tried, as spawn does.
 */
function findOnPath(name, env) {
    const win = process.platform === 'win32';
    const dirs = (env.PATH ?? (win ? '' : DEFAULT_POSIX_PATH)).split(win ? ';' : ':').filter((d) => d !== '' && node_path__WEBPACK_IMPORTED_MODULE_4___default().isAbsolute(d));
    const names = win && node_path__WEBPACK_IMPORTED_MODULE_4___default().extname(name) === '' ? [`${name}.com`, `${name}.exe`] : [name];
    for (const dir of dirs) {
        for (const n of names) {
            const candidate = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(dir, n);
            try {
                if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(candidate).isFile())
                    continue;
                if (!win)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.accessSync)(candidate, node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.X_OK);
                return candidate;
            }
            catch {
                // not there, or not executable: the next folder
            }
        }
    }
    return null;
}
/** Whether a command names a program without a folder, to be looked up on PATH. */
const isBareName = (command) => !command.includes('/') && !(process.platform === 'win32' && command.includes('\\'));
/** Runs still going, by process group, each with the function that kills it once, so a host shutting down can end them (they are detached from ours). */
const activeRuns = new Map();
/** The process groups of the runs still going (for tests and diagnostics). */
function activeRunGroups() {
    return [...activeRuns.keys()];
}
/**
 * Kills every run (killProcessTree: its process group and, on Linux, what left the group but
 * can still be traced to it) with SIGKILL, synchronously, so it is safe in an exit hook or a
 * signal handler.
 */
function killActiveRuns() {
    for (const kill of activeRuns.values())
        kill();
    activeRuns.clear();
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
        bytes = bytes.subarray(0, (0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_6__/* .completeUtf8Length */ .fV)(bytes));
        return `${bytes.toString('utf8')}\n[packwright: ${stream} truncated: showed the first ${bytes.length} of ${this.total} bytes]\n`;
    }
}
/** How long to wait for the pipes to close after the process exits before giving up on them. */
const PIPE_GRACE_MS = 1000;
/**
 * Runs one program with an argument array (no shell) in its own session and process group;
 * a timeout or a cancellation kills it and everything it started (killProcessTree: on Linux
 * also what left the group with setsid or setpgid but can still be traced to it, by its
 * family, its output pipes or the PACKWRIGHT_RUN marker in its environment), and when the
 * program exits, whatever it left running is killed the same way. stdout and stderr are each kept up to the cap (the rest is read and dropped,
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
        const env = allowedEnv(req.hostEnv, req.envNames);
        // A bare name is looked up here, in PATH's absolute folders only (see findOnPath), not by spawn.
        const program = isBareName(req.command) ? findOnPath(req.command, env) : req.command;
        if (program === null) {
            resolve({ ok: false, stdout: '', stderr: `packwright: cannot start the command: ${req.command}: not found in the absolute folders of PATH\n`, exit_code: 127, signal: null, timed_out: false, stdout_truncated: false, stderr_truncated: false });
            return;
        }
        // Every process of the run inherits this, so the kill finds those that left its group,
        // session and family (a double-forked daemon). Set after the allow-list, so a tool whose
        // `env` names PACKWRIGHT_RUN (or a host that has one, an outer run) cannot choose it.
        // 128 random bits: it says nothing of the host, and no other run has it.
        const marker = posix ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(16).toString('hex') : undefined;
        if (marker !== undefined)
            env[_core_process_js__WEBPACK_IMPORTED_MODULE_5__/* .RUN_MARKER_VARIABLE */ .kc] = marker;
        let child;
        try {
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(program, req.args, {
                // The program sees the name it was called by, as from a shell.
                argv0: req.command,
                cwd: req.cwd,
                env,
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
        // Read now, while the child is unreaped and its pid cannot name another process.
        const tree = posix && pid ? (0,_core_process_js__WEBPACK_IMPORTED_MODULE_5__/* .describeProcessTree */ .vV)(pid, marker) : null;
        let timedOut = false;
        let cancelled = false;
        let exit = null;
        let settled = false;
        /**
         * Kills the run once, whichever comes first: the timeout, a cancellation, killActiveRuns or
         * the program's exit. The sweep stops and kills all it finds, so a second one (the exit that
         * follows a timeout, killActiveRuns after shutdownNow's abort) would only scan /proc again.
         */
        let killed = false;
        const killRun = () => {
            if (killed)
                return;
            killed = true;
            if (tree)
                (0,_core_process_js__WEBPACK_IMPORTED_MODULE_5__/* .killProcessTree */ .g8)(tree);
            else {
                try {
                    child.kill('SIGKILL');
                }
                catch {
                    // already gone
                }
            }
        };
        if (tree)
            activeRuns.set(tree.pid, killRun);
        const timer = setTimeout(() => {
            timedOut = true;
            killRun();
        }, req.timeoutMs);
        const onAbort = () => {
            cancelled = true;
            killRun();
        };
        req.signal?.addEventListener('abort', onAbort, { once: true });
        let grace;
        const finish = () => {
            if (settled || !exit)
                return;
            settled = true;
            if (pid)
                activeRuns.delete(pid);
            clearTimeout(timer);
            if (grace)
                clearTimeout(grace);
            req.signal?.removeEventListener('abort', onAbort);
            const { code, signal } = exit;
            const exitCode = code ?? (signal ? 128 + (node_os__WEBPACK_IMPORTED_MODULE_3__.constants.signals[signal] ?? 0) : 1);
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
                activeRuns.delete(pid);
            clearTimeout(timer);
            req.signal?.removeEventListener('abort', onAbort);
            resolve(startFailure(e));
        });
        child.on('exit', (code, signal) => {
            exit = { code, signal };
            // Leftovers (a backgrounded grandchild) would hold the pipes open.
            killRun();
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


/***/ })

};
