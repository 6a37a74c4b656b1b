export const id = 3917;
export const ids = [3917,4667];
export const modules = {

/***/ 3917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kl: () => (/* binding */ BASE_ENV_ALLOWLIST),
/* harmony export */   killActiveRuns: () => (/* binding */ killActiveRuns),
/* harmony export */   nl: () => (/* binding */ execCapped)
/* harmony export */ });
/* unused harmony exports allowedEnv, findOnPath, activeRunGroups */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_process_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9978);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4130);
/* harmony import */ var _core_text_decode_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4667);







/** Variables every run gets (when set on the host): enough for programs to find themselves and speak UTF-8. */
const BASE_ENV_ALLOWLIST = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TZ', 'TMPDIR', 'TEMP', 'TMP', 'SystemRoot', 'PATHEXT'];
/** Builds the child's environment from the allow-list only: nothing else of the host's leaks into a pack tool. */
function allowedEnv(hostEnv, extra) {
    const env = (0,_core_record_js__WEBPACK_IMPORTED_MODULE_6__/* .emptyRecord */ .F)();
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
    const dirs = (env.PATH ?? (win ? '' : DEFAULT_POSIX_PATH)).split(win ? ';' : ':').filter((d) => d !== '' && node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(d));
    const names = win && node_path__WEBPACK_IMPORTED_MODULE_3___default().extname(name) === '' ? [`${name}.com`, `${name}.exe`] : [name];
    for (const dir of dirs) {
        for (const n of names) {
            const candidate = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, n);
            try {
                if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(candidate).isFile())
                    continue;
                if (!win)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.accessSync)(candidate, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK);
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
        bytes = bytes.subarray(0, (0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_5__/* .completeUtf8Length */ .fV)(bytes));
        return `${bytes.toString('utf8')}\n[packwright: ${stream} truncated: showed the first ${bytes.length} of ${this.total} bytes]\n`;
    }
}
/** How long to wait for the pipes to close after the process exits before giving up on them. */
const PIPE_GRACE_MS = 1000;
/**
 * Runs one program with an argument array (no shell) in its own session and process group;
 * a timeout or a cancellation kills it and everything it started (killProcessTree: on Linux
 * also what left the group with setsid or setpgid but can still be traced to it), and when the
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
        const tree = posix && pid ? (0,_core_process_js__WEBPACK_IMPORTED_MODULE_4__/* .describeProcessTree */ .vV)(pid) : null;
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
                (0,_core_process_js__WEBPACK_IMPORTED_MODULE_4__/* .killProcessTree */ .g8)(tree);
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
            const exitCode = code ?? (signal ? 128 + (node_os__WEBPACK_IMPORTED_MODULE_2__.constants.signals[signal] ?? 0) : 1);
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
/** Records the process `pid` just spawned (detached) for killProcessTree. Call it before the process can have been reaped. */
function describeProcessTree(pid) {
    if (process.platform !== 'linux')
        return { pid, start: null, streams: [] };
    const streams = fdTargets(pid, [1, 2]).filter((t) => /^(socket|pipe):\[\d+\]$/.test(t));
    return { pid, start: readProcEntry(pid)?.start ?? null, streams: [...new Set(streams)] };
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
 *  - descends (parent links) from one of these, `setsid` or not;
 * stops each (SIGSTOP, so nothing forks past the search) and looks again until nothing new
 * turns up, then kills the group and each process found. A pid is signalled only while its start
 * time is still the one read, so a reused pid is never hit; and the group and session ids are
 * used only while the process's own pid is free or still its own (Linux does not reuse a pid
 * that is still some process's group or session id).
 *
 * Not found: a process that left both group and session (`setsid`), is no longer a descendant
 * (its parent exited, so it was re-parented to init or a subreaper) and holds neither stream
 * (a double-forked daemon with its output redirected). Closing that needs a subreaper
 * (prctl PR_SET_CHILD_SUBREAPER, not reachable from Node), a PID namespace or a cgroup.
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
                (round === 0 && tree.streams.length > 0 && fdTargets(p.pid).some((t) => tree.streams.includes(t)));
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

/***/ 4667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ showName),
/* harmony export */   AX: () => (/* binding */ detectBom),
/* harmony export */   Fu: () => (/* binding */ isUtf16Bom),
/* harmony export */   Wb: () => (/* binding */ looksBinary),
/* harmony export */   fV: () => (/* binding */ completeUtf8Length),
/* harmony export */   py: () => (/* binding */ wellFormedUtf8Length),
/* harmony export */   vg: () => (/* binding */ utf8SequenceLength),
/* harmony export */   yj: () => (/* binding */ decodeBytes)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Bytes to text, shared by the snapshot (what a pack carries) and the credential rules (what
 * `scan` and the commit hook read), so both agree on which files are text and how they read:
 * binary detection by content, decoding (UTF-8, UTF-16 with a BOM, Latin-1 fallback,
 * undecodable bytes replaced).
 */

/** Git's rule: a NUL byte in the first 8000 bytes makes a file binary (after a UTF-16 BOM, a U+0000 code unit). */
const BINARY_SNIFF_BYTES = 8000;
function detectBom(b) {
    if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf)
        return 'utf-8';
    if (b.length >= 4 && b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0)
        return 'utf-32le';
    if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff)
        return 'utf-32be';
    if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe)
        return 'utf-16le';
    if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff)
        return 'utf-16be';
    return null;
}
function isUtf16Bom(bom) {
    return bom === 'utf-16le' || bom === 'utf-16be';
}
/** More than this share of C0 controls (other than tab, LF, VT, FF, CR) is not text. */
const UTF16_MAX_CONTROL_SHARE = 0.1;
/**
 * Two bytes FF FE are as likely the start of any binary format as a BOM, so the code units
 * after a UTF-16 BOM must look like text: no U+0000 (the NUL rule, per code unit), no
 * unpaired surrogate, no noncharacter U+FFFE/U+FFFF, and few control characters. Random
 * bytes fail the surrogate test within a few hundred units.
 */
function utf16LooksBinary(head, littleEndian) {
    const end = Math.min(head.length, BINARY_SNIFF_BYTES) & ~1;
    const unit = (i) => (littleEndian ? head[i] | (head[i + 1] << 8) : (head[i] << 8) | head[i + 1]);
    let units = 0;
    let controls = 0;
    for (let i = 2; i < end; i += 2) {
        const u = unit(i);
        units++;
        if (u === 0 || u === 0xfffe || u === 0xffff)
            return true;
        if (u < 0x20) {
            if (u < 0x09 || u > 0x0d)
                controls++;
        }
        else if (u >= 0xd800 && u <= 0xdbff) {
            // A high surrogate at the end of the window may be paired past it: no evidence either way.
            if (i + 2 >= end)
                break;
            const next = unit(i + 2);
            if (next < 0xdc00 || next > 0xdfff)
                return true;
            i += 2;
            units++;
        }
        else if (u >= 0xdc00 && u <= 0xdfff) {
            return true;
        }
    }
    return controls > units * UTF16_MAX_CONTROL_SHARE;
}
function looksBinary(head) {
    const bom = detectBom(head);
    if (bom === 'utf-32le' || bom === 'utf-32be')
        return true;
    if (isUtf16Bom(bom))
        return utf16LooksBinary(head, bom === 'utf-16le');
    const n = Math.min(head.length, BINARY_SNIFF_BYTES);
    return head.subarray(0, n).indexOf(0) !== -1;
}
const utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
function countReplacements(s) {
    let n = 0;
    for (let i = s.indexOf('\ufffd'); i !== -1; i = s.indexOf('\ufffd', i + 1))
        n++;
    return n;
}
const REPLACEMENT_UTF8 = Buffer.from([0xef, 0xbf, 0xbd]);
function countOccurrences(haystack, needle) {
    let n = 0;
    for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length))
        n++;
    return n;
}
// Without the u flag a regex sees code units, so this finds exactly the unpaired surrogates.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * Decodes bytes that `looksBinary` accepted (so never UTF-32; bytes with a UTF-32 BOM are read
 * as if they had none). `bomKnown` is the file's BOM when `bytes` is a window from the middle
 * of the file (then the window holds no BOM of its own).
 */
function decodeBytes(bytes, bomKnown) {
    const bom = bomKnown === undefined ? detectBom(bytes) : bomKnown;
    const skip = bomKnown === undefined ? (bom === 'utf-8' ? 3 : isUtf16Bom(bom) ? 2 : 0) : 0;
    const body = bytes.subarray(skip);
    if (isUtf16Bom(bom)) {
        let even = body.subarray(0, body.length - (body.length % 2));
        if (bom === 'utf-16be') {
            even = Buffer.from(even);
            even.swap16();
        }
        // Buffer's decoder keeps lone surrogates, so they can be counted apart from any U+FFFD
        // the file really holds, and then replaced as TextDecoder would.
        const raw = even.toString('utf16le');
        let bad = 0;
        const text = raw.replace(LONE_SURROGATE, () => {
            bad++;
            return '\ufffd';
        });
        return { text, encoding: bom, issue: bad ? `${bad} undecodable UTF-16 sequence${bad === 1 ? '' : 's'} replaced with U+FFFD` : null };
    }
    // isUtf8 and toString are native and several times faster than a fatal TextDecoder.
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(body))
        return { text: body.toString('utf8'), encoding: 'utf-8', issue: null };
    const lossy = utf8Lossy.decode(body);
    // Any well-formed multi-byte character means the file is UTF-8 with a few bad bytes;
    // none at all means a single-byte legacy encoding, read as Latin-1 (every byte decodes).
    if (/[\u0080-\ufffc\ufffe-\uffff]/.test(lossy)) {
        // A U+FFFD the file really holds (EF BF BD) is text, not an undecodable sequence.
        const bad = countReplacements(lossy) - countOccurrences(body, REPLACEMENT_UTF8);
        return { text: lossy, encoding: 'utf-8', issue: `${bad} undecodable byte sequence${bad === 1 ? '' : 's'} replaced with U+FFFD` };
    }
    return { text: body.toString('latin1'), encoding: 'latin-1', issue: 'not valid UTF-8; decoded as Latin-1' };
}
/** How many bytes the UTF-8 character led by `lead` takes by its lead byte alone (0 when `lead` cannot start one). */
function utf8SequenceLength(lead) {
    return lead < 0x80 ? 1 : lead >= 0xf8 ? 0 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
}
/**
 * The length of `bytes` without a UTF-8 sequence cut off at its end (at most 3 bytes dropped),
 * for cutting text at a byte cap. Bytes that are not UTF-8 at all are left alone.
 */
function completeUtf8Length(bytes) {
    const n = bytes.length;
    let k = n - 1;
    while (k >= 0 && n - k <= 4 && (bytes[k] & 0xc0) === 0x80)
        k--;
    if (k < 0 || n - k > 4)
        return n;
    const need = utf8SequenceLength(bytes[k]);
    return need > 0 && n - k < need ? k : n;
}
/**
 * The length of the well-formed UTF-8 sequence at `i` (Unicode Table 3-7: no overlong forms,
 * surrogates or code points past U+10FFFF), or 0 when the bytes at `i` do not start one.
 */
function wellFormedUtf8Length(b, i) {
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
/**
 * A file name's bytes as text for reports: UTF-8 as is; a byte that is not part of a valid
 * UTF-8 sequence (a Latin-1 name from an old archive) as `\xNN`, so the name stays readable and
 * two names never show the same (U+FFFD would merge them and hide which file it was).
 */
function showName(bytes) {
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        return bytes.toString('utf8');
    let out = '';
    let start = 0;
    let i = 0;
    while (i < bytes.length) {
        const n = wellFormedUtf8Length(bytes, i);
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


/***/ })

};
