export const id = 4329;
export const ids = [4329];
export const modules = {

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

/***/ 8829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OJ: () => (/* binding */ matchGlobTokens),
/* harmony export */   fU: () => (/* binding */ globMatcher),
/* harmony export */   vr: () => (/* binding */ globTokens)
/* harmony export */ });
function matchGlobTokens(tokens, s) {
    const n = s.length;
    const m = tokens.length;
    // ok[i][j]: tokens[i..] match s[j..]. Filled from the end so each cell reads only filled cells.
    const width = n + 1;
    const ok = new Uint8Array((m + 1) * width);
    ok[m * width + n] = 1;
    for (let i = m - 1; i >= 0; i--) {
        const t = tokens[i];
        const row = i * width;
        const next = (i + 1) * width;
        // For `**/`: whether some `/` at k >= j has ok[i+1][k+1]; carried from the right.
        let slashAhead = 0;
        for (let j = n; j >= 0; j--) {
            let v = 0;
            switch (t.kind) {
                case 'lit':
                    v = j < n && s[j] === t.ch ? ok[next + j + 1] : 0;
                    break;
                case 'one':
                    v = j < n && s[j] !== '/' && t.test(s[j]) ? ok[next + j + 1] : 0;
                    break;
                case 'any':
                    v = j < n ? ok[next + j + 1] : 0;
                    break;
                case 'star':
                    v = ok[next + j] || (j < n && s[j] !== '/' ? ok[row + j + 1] : 0);
                    break;
                case 'globstar':
                    v = ok[next + j] || (j < n ? ok[row + j + 1] : 0);
                    break;
                case 'globstar-slash':
                    if (j < n && s[j] === '/' && ok[next + j + 1])
                        slashAhead = 1;
                    v = ok[next + j] || slashAhead;
                    break;
            }
            ok[row + j] = v;
        }
    }
    return ok[0] === 1;
}
/**
 * A regular expression where backtracking stays small (at most two wildcard runs: quadratic in
 * the path at worst), else the dynamic program above. A regex is several times
 * faster on the common patterns (`*.log`, `build/`, `**\/tmp`), but one like `*a*a*a*a*b`
 * against a long name of `a`s would take longer than the age of the universe.
 */
function globMatcher(tokens, engine = 'auto') {
    const runs = tokens.filter((t) => t.kind === 'star' || t.kind === 'globstar' || t.kind === 'globstar-slash').length;
    if (engine === 'tokens' || (engine === 'auto' && runs > 2))
        return (rel) => matchGlobTokens(tokens, rel);
    const regex = new RegExp(`^${tokens.map(regexPiece).join('')}$`);
    return (rel) => regex.test(rel);
}
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;
function regexPiece(t) {
    switch (t.kind) {
        case 'lit':
            return t.ch.replace(REGEX_SPECIAL, '\\$&');
        case 'one':
            return t.source;
        case 'any':
            return '.';
        case 'star':
            return '[^/]*';
        case 'globstar':
            return '.*';
        case 'globstar-slash':
            return '(?:.*/)?';
    }
}
function oneToken(source) {
    const re = new RegExp(`^${source}$`);
    return { kind: 'one', source, test: (ch) => re.test(ch) };
}
/**
 * Glob syntax to tokens: `*` and `?` never match `/`; `[...]` is a class (`!` or `^` negates,
 * POSIX `[:alpha:]` names allowed); a `**` that is a whole path segment matches across folders
 * (`**\/` zero or more folders, a trailing `/**` everything inside, a bare `**` everything);
 * any other `**` is a `*`; `\` escapes the next character. Matching is of the whole string.
 */
function globTokens(p) {
    const ends = { bracket: p.lastIndexOf(']'), posix: p.lastIndexOf(':]') };
    const out = [];
    let i = 0;
    while (i < p.length) {
        const c = p[i];
        if (c === '*') {
            let j = i;
            while (p[j] === '*')
                j++;
            const stars = j - i;
            const atStart = i === 0 || p[i - 1] === '/';
            const atEnd = j === p.length || p[j] === '/';
            if (stars >= 2 && atStart && atEnd) {
                if (j === p.length) {
                    // A bare `**` matches everything; `a/**` everything inside a (not a itself).
                    if (i !== 0)
                        out.push({ kind: 'any' });
                    out.push({ kind: 'globstar' });
                }
                else {
                    // `**/` matches zero or more folders.
                    out.push({ kind: 'globstar-slash' });
                    j++;
                }
            }
            else {
                out.push({ kind: 'star' });
            }
            i = j;
        }
        else if (c === '?') {
            out.push(oneToken('[^/]'));
            i++;
        }
        else if (c === '[') {
            const cls = readClass(p, i, ends);
            if (cls) {
                out.push(oneToken(cls.source));
                i = cls.end;
            }
            else {
                out.push({ kind: 'lit', ch: '[' });
                i++;
            }
        }
        else if (c === '\\') {
            if (i + 1 < p.length)
                out.push({ kind: 'lit', ch: p[i + 1] });
            i += 2;
        }
        else {
            out.push({ kind: 'lit', ch: c });
            i++;
        }
    }
    return out;
}
/** The longest POSIX class name readClass knows (`xdigit`). */
const MAX_POSIX_NAME = 6;
function compiles(source) {
    try {
        new RegExp(source);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * A bracket expression starting at `start`, as a regex class that never matches `/`. A class
 * with a range out of order (`[z-a]`) matches no character, as in git's wildmatch (negated, any
 * but `/`): a regex would not compile, and the pattern must still mean something.
 */
function readClass(p, start, ends) {
    // No `]` after it: no class, known at once. Scanning to the end for each `[` made a glob of
    // many unclosed ones quadratic (`[a` 2,048 times: 2 s).
    if (ends.bracket <= start + 1)
        return null;
    let i = start + 1;
    let negate = false;
    if (p[i] === '!' || p[i] === '^') {
        negate = true;
        i++;
    }
    let body = '';
    let first = true;
    while (i < p.length) {
        const c = p[i];
        if (c === ']' && !first) {
            if (body === '')
                return null;
            return { source: compiles(`[${body}]`) ? (negate ? `[^/${body}]` : `(?!/)[${body}]`) : negate ? '[^/]' : '(?!)', end: i + 1 };
        }
        first = false;
        if (c === '\\' && i + 1 < p.length) {
            body += `\\${p[i + 1]}`;
            i += 2;
            continue;
        }
        if (c === '[' && p[i + 1] === ':') {
            // A known name is at most 6 letters: `:]` further on ends an unknown one (no class), as
            // the search to the end did, but without reading the rest of the text for each `[:`.
            const near = p.slice(i + 2, i + 2 + MAX_POSIX_NAME + 2).indexOf(':]');
            const close = near !== -1 ? i + 2 + near : ends.posix > i + 2 ? Infinity : -1;
            if (close === Infinity)
                return null;
            if (close > 0) {
                const name = p.slice(i + 2, close);
                const posix = { alpha: 'a-zA-Z', digit: '0-9', alnum: 'a-zA-Z0-9', upper: 'A-Z', lower: 'a-z', space: ' \\t\\n\\r\\f\\v', xdigit: '0-9A-Fa-f', punct: '!-\\/:-@\\[-`{-~' };
                if (posix[name] === undefined)
                    return null;
                body += posix[name];
                i = close + 2;
                continue;
            }
        }
        body += c === ']' || c === '^' || c === '-' && (body === '' || p[i + 1] === ']') ? `\\${c}` : c.replace(/[\\[]/g, '\\$&');
        i++;
    }
    return null;
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
/** An ssh key pair's public half (`id_rsa.pub`, `id_rsa-cert.pub`): meant to be shared. */
const SSH_PUBLIC = /\.pub$/;
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
    { rule: '**/id_rsa*', test: prefix('id_rsa'), unless: SSH_PUBLIC },
    { rule: '**/id_ecdsa*', test: prefix('id_ecdsa'), unless: SSH_PUBLIC },
    { rule: '**/id_ed25519*', test: prefix('id_ed25519'), unless: SSH_PUBLIC },
    { rule: '**/{.netrc,_netrc}', test: (b) => b === '.netrc' || b === '_netrc' },
    { rule: '**/.pgpass', test: exact('.pgpass') },
    { rule: '**/.git-credentials', test: exact('.git-credentials') },
    { rule: '**/*service-account*.json', test: (b) => b.endsWith('.json') && contains('service-account')(b.slice(0, -5)) },
    // Not `kubeconfig*`: `kubeconfig.md` is documentation.
    { rule: '**/kubeconfig{,-*,_*,*.yaml,*.yml,*.json,*.conf}', test: (b) => b === 'kubeconfig' || /^kubeconfig[-_][\w.-]*$/.test(b) || /^kubeconfig[\w.-]*\.(?:ya?ml|json|conf)$/.test(b), unless: /^kubeconfig[-_].*\.(?:md|txt|rst|html)$/ },
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
        if (r.test(base) && !r.unless?.test(base))
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

/***/ 7780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ff: () => (/* binding */ scanText),
/* harmony export */   Go: () => (/* binding */ isBinary),
/* harmony export */   HV: () => (/* binding */ MAX_MATCH_CHARS),
/* harmony export */   Ve: () => (/* binding */ scanHeader),
/* harmony export */   ZQ: () => (/* binding */ HitPlacer),
/* harmony export */   kG: () => (/* binding */ mayHoldCredential),
/* harmony export */   nx: () => (/* binding */ scanContent),
/* harmony export */   yl: () => (/* binding */ findInText),
/* harmony export */   zO: () => (/* binding */ CONTENT_WINDOW_BYTES)
/* harmony export */ });
/* unused harmony exports ALLOW_MARKER, keywordRegex */
/* harmony import */ var _content_rules_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1996);
/* harmony import */ var _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7084);
/* harmony import */ var _core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4667);



/**
 * The content rules read a file or blob up to this size at once (scanContent); a longer one is
 * read whole in windows of this size (ContentStream), so a 1 GB blob is never held whole.
 */
const CONTENT_WINDOW_BYTES = 8 * 1024 * 1024;
/** Git's own test for binary content: a NUL byte in the first 8000 bytes. */
const BINARY_PROBE_BYTES = 8000;
const ALLOW_MARKER = 'packwright:allow';
/**
 * The longest match that is a finding. No credential the rules look for comes near it with its
 * name or marker (the longest tokens, OpenAI's and Slack's, are under 250 characters); a longer
 * match is an open-ended run (`X{20}X*`) over a blob that happens to start like a token. After
 * one, the rule reads its last MAX_MATCH_CHARS again, where a token that ends the run (after a
 * `-`: `…-sk-proj-…`) starts. So a longer run yields only what starts in its last
 * MAX_MATCH_CHARS, whatever came before and wherever reading began: a window
 * (content-stream.ts) that starts or ends inside a run of any length finds there what the
 * whole text does.
 */
const MAX_MATCH_CHARS = 1024;
/**
 * One regex over the text finds whether any keyword occurs; most files stop there. Keywords
 * are grouped by first character (`g(?:hp_|ithub_pat_|lpat-)`), which lets the regex engine
 * skip most positions after one character test instead of trying every alternative.
 */
function keywordRegex(keywords) {
    const byFirst = new Map();
    for (const k of [...new Set(keywords)].sort()) {
        const list = byFirst.get(k[0]) ?? [];
        list.push(k.slice(1));
        byFirst.set(k[0], list);
    }
    const groups = [...byFirst].map(([first, rests]) => `${(0,_content_rules_types_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeRegExp */ .Nt)(first)}${rests.length === 1 ? (0,_content_rules_types_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeRegExp */ .Nt)(rests[0]) : `(?:${rests.map(_content_rules_types_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeRegExp */ .Nt).join('|')})`}`);
    return new RegExp(groups.join('|'));
}
/** Rules that read every file share one prefilter; rules for named files (.npmrc) get theirs only on those files. */
function prefilterFor(rules) {
    const general = rules.filter((r) => !r.appliesTo);
    const specific = rules.filter((r) => r.appliesTo);
    const generalRegex = keywordRegex(general.flatMap((r) => r.keywords));
    const withSpecific = keywordRegex(rules.flatMap((r) => r.keywords));
    return (base) => (specific.some((r) => r.appliesTo(base)) ? withSpecific : generalRegex);
}
const defaultPrefilter = prefilterFor(_content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules);
/**
 * Whether a decoded text holds any keyword of the content rules. The keywords are ASCII, and
 * UTF-8 decoding keeps every ASCII byte as it is, so a text without one needs no byte scan.
 */
function mayHoldCredential(text, baseName) {
    return defaultPrefilter(baseName.toLowerCase()).test(text);
}
/**
 * The same verdict as the snapshot's `looksBinary`, so `scan`, the commit hook and a pack agree
 * on which files are text: a UTF-32 BOM is binary, a UTF-16 BOM is judged by its code units.
 */
function isBinary(bytes) {
    const bom = (0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .detectBom */ .AX)(bytes);
    if (bom !== null && bom !== 'utf-8')
        return (0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .looksBinary */ .Wb)(bytes);
    // memchr over the whole buffer is cheaper than making a view of its first 8000 bytes.
    const at = bytes.indexOf(0);
    return at !== -1 && at < BINARY_PROBE_BYTES;
}
/**
 * Runs the content rules over a file's bytes (a whole file up to CONTENT_WINDOW_BYTES; longer ones go through content-stream.ts). Binary content
 * is skipped. Text after a UTF-16 BOM is decoded first (its ASCII sits between NUL bytes), by
 * the decoder packs use, and scanned as text: lines and columns are those of the decoded text.
 */
function scanContent(bytes, baseName, rules = _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules) {
    if (bytes.length === 0 || isBinary(bytes))
        return [];
    if ((0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .isUtf16Bom */ .Fu)((0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .detectBom */ .AX)(bytes)))
        return scanText((0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeBytes */ .yj)(bytes).text, baseName, rules);
    return scanUtf8(bytes, baseName, rules);
}
/**
 * Runs the content rules over text already decoded. No binary test: whoever decoded it judged
 * it text, and a NUL past the sniff window of the original must not hide a key here.
 */
function scanText(text, baseName, rules = _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules) {
    return text.length === 0 ? [] : scanUtf8(Buffer.from(text, 'utf8'), baseName, rules);
}
/**
 * Runs the content rules over a git commit's or tag's header (as the push hook reads its bytes:
 * no binary test, no BOM), each hit naming the field its line belongs to: the first word of the
 * last line at or above it that does not start with a space (a gpgsig's or mergetag's
 * continuation lines belong to its first).
 */
function scanHeader(bytes) {
    return bytes.length === 0 ? [] : scanUtf8(bytes, '', _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules, true);
}
/**
 * The bytes are read as latin1, one char per byte, which is fast and exact for the ASCII
 * patterns; the column is recomputed in UTF-8 characters for the report. Decoded text is
 * re-encoded as UTF-8 first so every source encoding meets the patterns in the same form.
 */
function scanUtf8(bytes, baseName, rules, headerFields = false) {
    const text = bytes.toString('latin1');
    const found = findInText(text, baseName.toLowerCase(), rules);
    if (found.length === 0)
        return [];
    const placer = new HitPlacer(headerFields);
    placer.place(bytes, text, 0, 0, text.length, found, true);
    return placer.hits;
}
/** The rules' matches in a text read as latin1, sorted by position (stable: hits at one place keep the rules' order). */
function findInText(text, base, rules) {
    const filter = (rules === _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules ? defaultPrefilter : prefilterFor(rules))(base);
    if (!filter.test(text))
        return [];
    const found = [];
    for (const rule of rules) {
        if (rule.appliesTo && !rule.appliesTo(base))
            continue;
        if (!rule.keywords.some((k) => text.includes(k)))
            continue;
        const re = new RegExp(rule.pattern.source, rule.pattern.flags);
        for (let m = re.exec(text); m !== null; m = re.exec(text)) {
            if (m[0].length === 0)
                re.lastIndex++;
            if (m[0].length > MAX_MATCH_CHARS) {
                // A token may still end the run (`…-sk-proj-…`): its last MAX_MATCH_CHARS are read again.
                re.lastIndex -= MAX_MATCH_CHARS;
                const runChar = rule.longMatchRunCharacter;
                if (!runChar || (m.index > 0 && runChar.test(text[m.index - 1])))
                    continue;
                // A window holds at least its seam after a start it owns, so every window judges this start alike.
                const start = Object.assign([m[0].slice(0, MAX_MATCH_CHARS)], { index: m.index, input: text });
                if (!rule.isPlaceholder?.(start))
                    found.push({ rule, index: m.index + (rule.valueAt?.(start) ?? 0) });
                continue;
            }
            if (rule.isPlaceholder?.(m))
                continue;
            found.push({ rule, index: m.index + (rule.valueAt?.(m) ?? 0) });
        }
    }
    return found.sort((a, b) => a.index - b.index);
}
/** The most of a header field's name that is kept (git's are a word: `author`, `mergetag`). */
const MAX_FIELD_NAME = 64;
/**
 * Line, column and inline allow for hits, as a text goes by in parts (the windows of
 * content-stream.ts) or in one (scanUtf8): each line break and each allow marker is looked at
 * once, whatever the number of hits, so a file of 400,000 key ids (or one long line of them)
 * costs linear time, not hits times its size. A hit's allow is settled when its line ends,
 * which may be parts later.
 *
 * Lines are counted at LF, as git counts them; columns in UTF-16 units of the decoded UTF-8
 * since the line start. The allow marker must be on the hit's line as a reader sees it, which
 * also ends at a CR: in a file with CR line ends (or a lone CR) every "line" between two LFs may
 * hold many, and a marker on one of them must not let through a secret on another.
 *
 * With `headerFields` (a git header, see scanHeader) each hit also names its line's field, taken
 * from each line start as the lines go by, so a field stays known however far back its first
 * line is (a mergetag can embed a long tag).
 */
class HitPlacer {
    headerFields;
    hits = [];
    line = 1;
    lineStart = 0;
    /** The field of the current line (headerFields). */
    field = '';
    /** The column at `columnFrom` (absolute), on the current line unless lineStart passed it. */
    column = 1;
    columnFrom = 0;
    /** An allow marker on the reader's line at the current position, before it. */
    marked = false;
    /** Hits on that line, waiting for its end. */
    pending = [];
    constructor(headerFields = false) {
        this.headerFields = headerFields;
    }
    /**
     * Places the part [from, to) of a text (`text`, read as latin1 from its bytes `buf`, which
     * start at absolute offset `base`): `found` are the hits that start in it, sorted. Parts come
     * in order, each starting where the last ended; the last is `final`. A part's text reaches
     * past `to` by as much as an allow marker that starts before it needs.
     */
    place(buf, text, base, from, to, found, final) {
        const markers = [];
        for (let i = text.indexOf(ALLOW_MARKER, from - base); i !== -1 && i + base < to; i = text.indexOf(ALLOW_MARKER, i + ALLOW_MARKER.length))
            markers.push(i + base);
        const next = (c, at) => {
            const i = text.indexOf(c, at - base);
            return i === -1 ? Infinity : i + base;
        };
        let pos = from;
        let nextLf = next('\n', from);
        let nextCr = -1;
        if (this.headerFields && from === 0)
            this.fieldAt(buf, text, base, 0);
        const advance = (p) => {
            if (this.pending.length > 0 || this.marked) {
                if (nextCr < pos)
                    nextCr = next('\r', pos);
                if (Math.min(nextLf, nextCr) < p)
                    this.endLine();
            }
            while (nextLf < p) {
                this.line++;
                this.lineStart = nextLf + 1;
                if (this.headerFields)
                    this.fieldAt(buf, text, base, this.lineStart);
                nextLf = next('\n', this.lineStart);
            }
            pos = p;
        };
        let h = 0;
        let m = 0;
        while (h < found.length || m < markers.length) {
            if (m < markers.length && (h === found.length || markers[m] <= found[h].index)) {
                advance(markers[m++]);
                this.marked = true;
                continue;
            }
            const { rule, index } = found[h++];
            advance(index);
            this.moveColumn(buf, base, index);
            this.pending.push({ rule, line: this.line, column: this.column, allowedInline: false, ...(this.headerFields ? { field: this.field } : {}) });
        }
        // The last part: what is still pending is on the line of the last hit or marker, which ends the text.
        if (final) {
            this.endLine();
            return;
        }
        advance(to);
        this.moveColumn(buf, base, to);
    }
    /**
     * A header line starting at `at` (within the part's bytes: a line start before `to` has a seam
     * of text after it) starts a field unless it starts with a space: the field is its first word.
     */
    fieldAt(buf, text, base, at) {
        const i = at - base;
        if (i >= text.length || buf[i] === 0x20)
            return;
        let end = i;
        while (end < text.length && end - i < MAX_FIELD_NAME && buf[end] !== 0x20 && buf[end] !== 0x0a)
            end++;
        this.field = buf.toString('utf8', i, end);
    }
    /** Brings the column to `at` (a hit's start, a line start or a part's end: never inside a character). */
    moveColumn(buf, base, at) {
        if (this.columnFrom < this.lineStart) {
            this.column = 1;
            this.columnFrom = this.lineStart;
        }
        this.column += buf.toString('utf8', this.columnFrom - base, at - base).length;
        this.columnFrom = at;
    }
    endLine() {
        for (const hit of this.pending)
            hit.allowedInline = this.marked;
        for (const hit of this.pending)
            this.hits.push(hit);
        this.pending = [];
        this.marked = false;
    }
}


/***/ })

};
