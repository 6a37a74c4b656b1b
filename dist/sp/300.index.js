export const id = 300;
export const ids = [300];
export const modules = {

/***/ 299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q3: () => (/* binding */ sha256File),
/* harmony export */   ax: () => (/* binding */ sha256FileNoFollow),
/* harmony export */   fg: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);



function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
const CHUNK = 1 << 20;
async function hashHandle(fh) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const buf = Buffer.allocUnsafe(CHUNK);
    for (;;) {
        const { bytesRead } = await fh.read(buf, 0, CHUNK, null);
        if (bytesRead === 0)
            break;
        hash.update(bytesRead === CHUNK ? buf : buf.subarray(0, bytesRead));
    }
    return hash.digest('hex');
}
/**
 * SHA-256 of a file, read in 1 MiB chunks into one reused buffer: constant memory whatever
 * the size, and faster than a stream (no per-chunk allocation).
 */
async function sha256File(file) {
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(file, 'r');
    try {
        return await hashHandle(fh);
    }
    finally {
        await fh.close();
    }
}
/**
 * SHA-256 and permission bits of a file that must not be a symlink (ELOOP if it is): both
 * from one open file, so a file swapped between two calls cannot lend one its hash and the
 * other its mode.
 */
async function sha256FileNoFollow(file) {
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW);
    try {
        const { mode } = await fh.stat();
        return { sha256: await hashHandle(fh), mode };
    }
    finally {
        await fh.close();
    }
}


/***/ }),

/***/ 300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fetchImport: () => (/* binding */ fetchImport)
});

// UNUSED EXPORTS: cachedCheckout, expandRepo, importUrl, isFullSha, isRelativeRepo

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
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
        return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'latin1'));
    }
    catch {
        return null;
    }
}
function listProcEntries() {
    const entries = [];
    for (const name of readdirSync('/proc')) {
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
        for (const fd of fds ?? readdirSync(dir)) {
            try {
                targets.push(readlinkSync(`${dir}/${fd}`));
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
        environ = readFileSync(`/proc/${pid}/environ`);
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

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/git.ts




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

// EXTERNAL MODULE: ./src/core/hash.ts
var hash = __webpack_require__(299);
// EXTERNAL MODULE: ./src/core/read.ts + 1 modules
var read = __webpack_require__(1869);
// EXTERNAL MODULE: ./src/skillpack/state.ts
var state = __webpack_require__(2981);
// EXTERNAL MODULE: ./src/core/make-dirs.ts
var make_dirs = __webpack_require__(2626);
;// CONCATENATED MODULE: ./src/skillpack/remote.ts









/** `github.com/<org>/<repo>` → `https://github.com/<org>/<repo>.git`; anything else as written. */
function expandRepo(repo) {
    const m = /^github\.com\/([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(repo);
    return m ? `https://github.com/${m[1]}/${m[2]}.git` : repo;
}
/** Whether a repo is a path relative to the pack's repository: `./x`, `../x`, `.` or `..`. */
function isRelativeRepo(repo) {
    return /^\.\.?(?:\/|$)/.test(repo);
}
/**
 * Whether git reads `url` as a local path, as git's own url_is_local_not_ssh: no `scheme://`,
 * and no `:` before the first `/` (which would make it `host:path` over ssh).
 */
function isLocalPath(url) {
    if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(url))
        return false;
    const colon = url.indexOf(':');
    const slash = url.indexOf('/');
    return colon === -1 || (slash !== -1 && slash < colon);
}
/**
 * The URL git fetches an import from. A relative path (`../shared-skills`) is resolved against
 * the pack's repository, `base` (see packRepoRoot), never against the working directory or the
 * folder git happens to run in; `base` null refuses one. A bare relative path (`shared`,
 * `example.com/x`) is refused: git would read it as a folder, which is rarely what was meant.
 * The import's identity (lock, state, skill sources) stays the repo as written, so a committed
 * lock names the same import on every machine.
 */
function importUrl(repo, base) {
    const url = expandRepo(repo);
    if (!isLocalPath(url) || external_node_path_default().isAbsolute(url))
        return url;
    if (!isRelativeRepo(url))
        throw new errors/* InvalidInputError */.oC(`import ${repo}: not a git URL (https://…, ssh://…, git@host:path, file://…), github.com/<org>/<repo> or an absolute path; write ./${url} for a folder relative to the pack's repository`);
    if (base === null)
        throw new errors/* InvalidInputError */.oC(`import ${repo}: a relative repo is resolved against the pack's repository, the folder holding its packs/ folder; this pack file is not in a packs/ folder (use an absolute path or a URL)`);
    return external_node_path_default().resolve(base, url);
}
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/**
 * The transports an import is fetched over, unless the user sets GIT_ALLOW_PROTOCOL. A pack
 * file names the URL, and git's own defaults allow more than a pack needs: `fd::0` waits on a
 * file descriptor forever, and `<name>::…` runs any git-remote-<name> program on PATH.
 */
const ALLOWED_PROTOCOLS = 'file:git:http:https:ssh';
/** What a git call that reaches an import's remote (ls-remote, fetch) adds to its environment. */
function remoteEnv() {
    return process.env.GIT_ALLOW_PROTOCOL === undefined ? { GIT_ALLOW_PROTOCOL: ALLOWED_PROTOCOLS } : {};
}
/** A failed git call as one line: git's own, and how to allow a transport sp refused. */
function gitFailure(subcommand, r) {
    const line = gitErrorLine(r.stderr.toString('utf8'), r.code);
    const refused = process.env.GIT_ALLOW_PROTOCOL === undefined && /transport '[^']*' not allowed/.test(line);
    return new errors/* IoError */.dA(`git ${subcommand}: ${line}${refused ? ' (sp fetches over file, git, http, https and ssh; set GIT_ALLOW_PROTOCOL to allow others)' : ''}`);
}
/**
 * Settings for every git call on the cache repository, over the user's own git config: no
 * hooks (a global core.hooksPath would run post-checkout and reference-transaction hooks on each
 * fetch and checkout), no fsmonitor daemon for a temp work tree, and checkouts as the commit
 * holds them (core.autocrlf, core.eol and a global attributes file would rewrite line endings
 * or run filters, so a lock written on one machine would not match another's checkout).
 */
const CACHE_CONFIG = ['-c', 'core.hooksPath=/dev/null', '-c', 'core.fsmonitor=', '-c', 'core.autocrlf=false', '-c', 'core.eol=lf', '-c', 'core.attributesFile=/dev/null'];
/**
 * Attributes the cache repository's checkouts take over the commit's own `.gitattributes`
 * (`$GIT_DIR/info/attributes` comes first): no filter runs, since the drivers a commit may name
 * are whatever the user's config defines (git-lfs's smudge would fail without a remote).
 */
const CACHE_ATTRIBUTES = '* -filter\n';
/** git on the cache repository `gitDir` (see CACHE_CONFIG); a failure names the subcommand. */
async function cacheGit(gitDir, args, options) {
    const env = { GIT_ATTR_NOSYSTEM: '1', ...(options.remote ? remoteEnv() : {}), ...options.env };
    const r = await runGit([...CACHE_CONFIG, '--git-dir', gitDir, ...args], { ...options, env, allowFailure: true });
    if (r.code !== 0 && !options.allowFailure)
        throw gitFailure(args[0], r);
    return r;
}
/** Where one repository lives in the cache: a bare repo plus one extracted tree per commit. */
function repoCacheDir(cacheDir, url) {
    const base = (url.replace(/\.git$/, '').split(/[/:]/).pop() || 'repo').replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 40);
    return external_node_path_default().join(cacheDir, `${base}-${(0,hash/* sha256Hex */.fg)(url).slice(0, 16)}`);
}
/**
 * The cached checkout of `commit` for a pack import, when sp has fetched it before; never
 * fetches. `base`: the pack's repository, for a relative repo (see importUrl).
 */
function cachedCheckout(repo, commit, cacheDir, base = null) {
    if (!FULL_SHA.test(commit))
        return null;
    let url;
    try {
        url = importUrl(repo, base);
    }
    catch {
        return null;
    }
    const tree = path.join(repoCacheDir(cacheDir, url), 'trees', commit);
    return lstatOrNullSync(tree)?.isDirectory() ? tree : null;
}
/** Whether a pack import's ref is a full commit SHA (fetched by itself, never resolved). */
function isFullSha(ref) {
    return ref !== null && FULL_SHA.test(ref);
}
/**
 * The object a ref names on the remote, by `git ls-remote` (no clone): exact `refs/...`, then a
 * tag (peeled), then a branch, as git's own rev-parse order; no ref means the remote's `HEAD`
 * (its default branch), never an assumed `main`. A pattern never matches a peeled line
 * (`refs/tags/X^{}`), so each ref is also asked for with `^{}`: an annotated tag then gives its
 * commit, not the tag object, which stops being fetchable once the tag moves.
 */
async function resolveRemoteRef(url, repo, ref, cwd) {
    const args = ref === null ? ['ls-remote', url, 'HEAD'] : ['ls-remote', url, ref, `${ref}^{}`];
    const r = await runGit(args, { cwd, remote: true, env: remoteEnv(), allowFailure: true });
    if (r.code !== 0)
        throw gitFailure('ls-remote', r);
    const out = r.stdout.toString('utf8');
    const refs = new Map();
    for (const line of out.split('\n')) {
        const [sha, name] = line.split('\t');
        if (sha && name)
            refs.set(name, sha);
    }
    if (ref === null) {
        const head = refs.get('HEAD');
        if (!head)
            throw new errors/* InvalidInputError */.oC(`import ${repo}: the remote has no default branch (HEAD); set ref:`);
        return head;
    }
    const candidates = ref.startsWith('refs/') ? [ref] : [`refs/${ref}`, `refs/tags/${ref}`, `refs/heads/${ref}`];
    for (const c of candidates) {
        const peeled = refs.get(`${c}^{}`);
        if (peeled)
            return peeled;
        const sha = refs.get(c);
        if (sha)
            return sha;
    }
    const hint = /^[0-9a-f]{4,39}$/.test(ref) ? ' (an abbreviated SHA cannot be fetched: write the full 40-character commit SHA)' : '';
    throw new errors/* InvalidInputError */.oC(`import ${repo}: ref '${ref}' is not a branch or tag of ${url}${hint}`);
}
/**
 * A fetch can take minutes on a slow link; unless told otherwise (SKILLPACK_LOCK_TIMEOUT, which
 * bounds the state lock too), a second run waits that long for the first.
 */
const CACHE_LOCK_TIMEOUT_MS = 10 * 60_000;
/**
 * Whether `gitDir` is a complete bare repository. `HEAD` alone is not enough: a run killed
 * during `git init` (before init went through a temp folder) left HEAD and config without
 * refs/, which git then refuses forever.
 */
async function isCompleteRepo(gitDir) {
    for (const part of ['HEAD', 'refs', 'objects'])
        if (!(await (0,read/* lstatOrNull */.nd)(external_node_path_default().join(gitDir, part))))
            return false;
    return true;
}
/**
 * Deletes what stands at `p` in the cache (a half-made repository, a checkout that is not a
 * folder): renamed to `.broken-<tag>` beside it first, so no one sees it half deleted.
 */
async function discardBroken(p, tag) {
    const broken = external_node_path_default().join(external_node_path_default().dirname(p), `.broken-${tag}`);
    await (0,promises_.rename)(p, broken);
    await (0,promises_.rm)(broken, { recursive: true, force: true });
}
/**
 * Makes the cache's bare repository, or remakes a half-made one: `git init` runs in a temp
 * folder beside it, renamed into place, so `repo.git` is either absent or complete. A rename
 * that loses to another run (one without the lock: an older sp) uses the winner's.
 */
async function ensureCacheRepo(gitDir, dir, repo) {
    if (await isCompleteRepo(gitDir))
        return;
    const tag = `${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
    try {
        if (await (0,read/* lstatOrNull */.nd)(gitDir))
            await discardBroken(gitDir, tag);
        const tmp = external_node_path_default().join(dir, `.init-${tag}.git`);
        try {
            await runGit(['init', '--quiet', '--bare', tmp], { cwd: dir });
            await (0,promises_.rename)(tmp, gitDir).catch(async (err) => {
                if (!(await isCompleteRepo(gitDir)))
                    throw err;
            });
        }
        finally {
            await (0,promises_.rm)(tmp, { recursive: true, force: true });
        }
    }
    catch (err) {
        throw new errors/* IoError */.dA(`import ${repo}: cannot set up the git cache ${gitDir}: ${err.message}`);
    }
}
/**
 * The commit `sha` names in the cache, peeling tags; a ref naming a tree or a blob is refused,
 * as it has no skills folder layout to install from.
 */
async function peelToCommit(gitDir, sha, dir, repo, ref) {
    const r = await cacheGit(gitDir, ['rev-parse', '--verify', '--quiet', `${sha}^{commit}`], { cwd: dir, allowFailure: true });
    const commit = r.stdout.toString('utf8').trim();
    if (r.code === 0 && FULL_SHA.test(commit))
        return commit;
    const type = (await cacheGit(gitDir, ['cat-file', '-t', sha], { cwd: dir, allowFailure: true })).stdout.toString('utf8').trim() || 'unknown object';
    await cacheGit(gitDir, ['update-ref', '-d', `refs/skillpack/${sha}`], { cwd: dir, allowFailure: true });
    throw new errors/* InvalidInputError */.oC(`import ${repo}: ref '${ref ?? 'HEAD'}' names a ${type} (${sha}), not a commit`);
}
/**
 * Fetches one import into the cache and returns a checkout of the resolved commit. A SHA is
 * fetched by itself (a clone with `--branch <sha>` cannot work), and a commit already in the
 * cache is not fetched again, so SHA-pinned imports install offline. Branches are resolved on
 * every call, so a moved branch is followed. git never prompts (GIT_TERMINAL_PROMPT=0).
 * Runs sharing a cache repository take turns on it (a lock file beside it), since git's own
 * locks fail a second fetch rather than wait.
 */
async function fetchImport(repo, ref, cacheDir, options = {}) {
    if (repo.startsWith('-'))
        throw new errors/* InvalidInputError */.oC(`import ${repo}: a repository URL cannot start with "-"`);
    const url = importUrl(repo, options.base ?? null);
    if (ref !== null && ref.startsWith('-'))
        throw new errors/* InvalidInputError */.oC(`import ${repo}: ref '${ref}' cannot start with "-"`);
    const dir = repoCacheDir(cacheDir, url);
    const gitDir = external_node_path_default().join(dir, 'repo.git');
    try {
        (0,make_dirs/* makeDirs */.X)(dir);
    }
    catch (err) {
        throw new errors/* IoError */.dA(`import ${repo}: ${(0,errors/* describeFsError */.TQ)(err, dir)}`);
    }
    let wanted;
    try {
        wanted = isFullSha(ref) ? ref : await resolveRemoteRef(url, repo, ref, dir);
    }
    catch (err) {
        if (err instanceof errors/* InvalidInputError */.oC)
            throw err;
        throw new errors/* IoError */.dA(`import ${repo}${ref ? ` @ ${ref}` : ''}: ${err.message}`);
    }
    const lockOptions = { ...options.lock, timeoutMs: options.lock?.timeoutMs ?? CACHE_LOCK_TIMEOUT_MS, busy: `is fetching ${repo} into the same cache` };
    return (0,state/* withStateLock */.NC)(external_node_path_default().join(dir, 'repo.lock'), async () => {
        await removeTreeLeftovers(external_node_path_default().join(dir, 'trees'));
        await ensureCacheRepo(gitDir, dir, repo);
        const has = await cacheGit(gitDir, ['cat-file', '-e', wanted], { cwd: dir, allowFailure: true });
        if (has.code !== 0) {
            try {
                // A ref under refs/skillpack/ keeps the commit from being garbage-collected.
                await cacheGit(gitDir, ['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', url, `+${wanted}:refs/skillpack/${wanted}`], { cwd: dir, remote: true });
            }
            catch (err) {
                throw new errors/* IoError */.dA(`import ${repo}${ref ? ` @ ${ref}` : ''}: ${err.message}`);
            }
        }
        const commit = await peelToCommit(gitDir, wanted, dir, repo, ref);
        if (commit !== wanted) {
            // Keep the commit, not the tag object the ref was fetched by (a moved tag leaves it behind).
            await cacheGit(gitDir, ['update-ref', `refs/skillpack/${commit}`, commit], { cwd: dir });
            await cacheGit(gitDir, ['update-ref', '-d', `refs/skillpack/${wanted}`], { cwd: dir, allowFailure: true });
        }
        const tree = await extractTree(gitDir, commit, dir, repo);
        return { repo, url, ref, commit, tree };
    }, lockOptions);
}
/** A checkout's temp folder or index as extractTree names them: `.tmp-<pid>-<8 hex>[.index]`. */
const TREE_TMP_NAME = /^\.tmp-([1-9][0-9]*)-[0-9a-f]{8}(?:\.index)?$/;
/**
 * Removes what a run killed during a checkout left in `trees/` (its temp folder and index),
 * which no later run would reuse. Called under the repository's lock, so no sp run holding it
 * is using them; one whose pid still lives is left alone all the same (an older sp that fetched
 * without the lock). Only sp's own names are touched; failures are ignored, as a leftover costs
 * only disk space and a trees/ sp cannot read is reported by the checkout itself.
 */
async function removeTreeLeftovers(trees) {
    let names;
    try {
        names = await (0,promises_.readdir)(trees);
    }
    catch {
        return;
    }
    for (const name of names) {
        const m = TREE_TMP_NAME.exec(name);
        if (!m || (0,state/* isAlive */._n)(Number(m[1])))
            continue;
        await (0,promises_.rm)(external_node_path_default().join(trees, name), { recursive: true, force: true }).catch(() => undefined);
    }
}
/**
 * Checks `commit` out into `trees/<commit>` once: into a temp folder, then renamed, so a tree
 * that exists is complete. git keeps file modes and symlinks as committed; line endings and
 * filters are as the commit has them, whatever the user's git config (see CACHE_CONFIG). What
 * stands at `trees/<commit>` and is not a folder (a symlink, a file: never what sp leaves) is
 * replaced by a fresh checkout rather than followed.
 */
async function extractTree(gitDir, commit, dir, repo) {
    const tree = external_node_path_default().join(dir, 'trees', commit);
    const existing = await (0,read/* lstatOrNull */.nd)(tree);
    if (existing?.isDirectory())
        return tree;
    const tag = `${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
    const tmp = external_node_path_default().join(dir, 'trees', `.tmp-${tag}`);
    try {
        if (existing)
            await discardBroken(tree, tag);
        (0,make_dirs/* makeDirs */.X)(tmp);
        (0,make_dirs/* makeDirs */.X)(external_node_path_default().join(gitDir, 'info'));
        await (0,promises_.writeFile)(external_node_path_default().join(gitDir, 'info', 'attributes'), CACHE_ATTRIBUTES);
        const ls = await cacheGit(gitDir, ['ls-tree', '--name-only', commit], { cwd: dir });
        if (ls.stdout.length > 0) {
            await cacheGit(gitDir, ['checkout', '--quiet', '--force', commit, '--', '.'], {
                cwd: tmp,
                env: { GIT_WORK_TREE: tmp, GIT_INDEX_FILE: `${tmp}.index` },
            });
        }
        await (0,promises_.rename)(tmp, tree).catch(async (err) => {
            if (!(await (0,read/* lstatOrNull */.nd)(tree))?.isDirectory())
                throw err;
        });
    }
    catch (err) {
        // git's own message as is; a file system error (a trees/ that is a file) with its path.
        const why = err instanceof errors/* IoError */.dA ? err.message : (0,errors/* describeFsError */.TQ)(err, err.path ?? tree);
        throw new errors/* IoError */.dA(`import ${repo}: could not check out ${commit}: ${why}`);
    }
    finally {
        await (0,promises_.rm)(tmp, { recursive: true, force: true });
        await (0,promises_.rm)(`${tmp}.index`, { force: true });
    }
    return tree;
}


/***/ })

};
