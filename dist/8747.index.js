export const id = 8747;
export const ids = [8747];
export const modules = {

/***/ 3630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KX: () => (/* binding */ allowedLines),
/* harmony export */   RI: () => (/* binding */ findingWhere),
/* harmony export */   w4: () => (/* binding */ loadCredentialOptions)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6296);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7135);
/* harmony import */ var _secrets_allow_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7900);






/**
 * Loads `.packwright.yml` (an explicit `--config`, or `candidate` when it exists) and compiles
 * `credentials.allow`. The config module (and with it the YAML parser) is imported only when
 * there is a file to read, which keeps a commit hook in a repository without one at node's start-up time.
 */
async function loadCredentialOptions(explicit, cwd, candidate) {
    let file = null;
    if (explicit !== undefined) {
        file = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, explicit);
        if (!(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrNull */ .nd)(file)))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA(`${explicit}: no such file or directory`);
    }
    else if (candidate && (await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrNull */ .nd)(candidate))) {
        file = candidate;
    }
    if (!file)
        return { config: null, allowRoot: null, allow: null };
    const { loadConfig } = await __webpack_require__.e(/* import() */ 4489).then(__webpack_require__.bind(__webpack_require__, 4489));
    const { withKnownRuleIds } = await __webpack_require__.e(/* import() */ 6054).then(__webpack_require__.bind(__webpack_require__, 3673));
    const config = await withKnownRuleIds(await loadConfig(file));
    return { config, allowRoot: node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file), allow: await (0,_secrets_allow_js__WEBPACK_IMPORTED_MODULE_3__/* .compileAllowList */ .pl)((0,_secrets_allow_js__WEBPACK_IMPORTED_MODULE_3__/* .allowGlobs */ .rV)(config.raw, file)) };
}
function findingWhere(f) {
    return f.line ? `${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(f.path)}:${f.line}:${f.column ?? 1}` : (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(f.path);
}
/** One line per exception used, so an allowed secret never passes silently. */
function allowedLines(allowed) {
    const sorted = [...allowed].sort((a, b) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__/* .compareBytes */ .Xo)(a.path, b.path) || (a.line ?? 0) - (b.line ?? 0));
    return sorted.map((a) => `packwright: allowed ${findingWhere(a)} [${a.rule}] by ${a.allowedBy}`);
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
            const cls = readClass(p, i);
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
/** A bracket expression starting at `start`, as a regex class that never matches `/`. */
function readClass(p, start) {
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
            return { source: negate ? `[^/${body}]` : `(?!/)[${body}]`, end: i + 1 };
        }
        first = false;
        if (c === '\\' && i + 1 < p.length) {
            body += `\\${p[i + 1]}`;
            i += 2;
            continue;
        }
        if (c === '[' && p[i + 1] === ':') {
            const close = p.indexOf(':]', i + 2);
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

/***/ 7900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pl: () => (/* binding */ compileAllowList),
/* harmony export */   rV: () => (/* binding */ allowGlobs)
/* harmony export */ });
/* unused harmony export expandBraces */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _core_glob_match_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8829);


/** Reads and checks `credentials.allow` from the config's raw sections. */
function allowGlobs(raw, configFile) {
    const section = raw.credentials;
    if (section === undefined || section === null)
        return [];
    if (typeof section !== 'object' || Array.isArray(section))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InvalidInputError */ .oC(`${configFile}: credentials must be a mapping (with an allow: list of globs)`);
    const allow = section.allow;
    if (allow === undefined || allow === null)
        return [];
    if (!Array.isArray(allow) || allow.some((g) => typeof g !== 'string' || g.trim() === '')) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InvalidInputError */ .oC(`${configFile}: credentials.allow must be a list of non-empty glob strings`);
    }
    return allow;
}
/** Brace alternatives one glob may expand to; more is refused rather than spent. */
const MAX_ALTERNATIVES = 256;
/**
 * Compiles the globs: matched against the whole path, case-insensitive like the name rules, dot
 * files included; `*`, `?`, `[...]`, `**` as in core/glob-match.ts, and `{a,b}` alternatives.
 * Matching cannot backtrack without bound, whatever a repository's config holds.
 */
async function compileAllowList(globs) {
    if (globs.length === 0)
        return null;
    const matchers = globs.map((g) => {
        const alternatives = expandBraces(g.toLowerCase()).map(asMicromatch).flatMap(withFolderItself);
        if (alternatives.length > MAX_ALTERNATIVES)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InvalidInputError */ .oC(`credentials.allow '${g}': more than ${MAX_ALTERNATIVES} {…} alternatives`);
        return { glob: g, tests: alternatives.map((a) => (0,_core_glob_match_js__WEBPACK_IMPORTED_MODULE_1__/* .globMatcher */ .fU)((0,_core_glob_match_js__WEBPACK_IMPORTED_MODULE_1__/* .globTokens */ .vr)(a))) };
    });
    return {
        match(posixPath) {
            const p = posixPath.toLowerCase();
            for (const m of matchers)
                if (m.tests.some((t) => t(p)))
                    return m.glob;
            return null;
        },
    };
}
/** As micromatch (which this replaced) reads a glob: a leading `./` dropped, `**\/**` as `**`. */
function asMicromatch(glob) {
    return glob.replace(/^(?:\.\/)+/, '').replace(/(^|\/)\*\*(?:\/\*\*)+(?=\/|$)/g, '$1**');
}
/** micromatch's `dir/**` also matches `dir` itself, when that last folder name has no `*`. */
function withFolderItself(glob) {
    if (!glob.endsWith('/**') || glob.length <= 3)
        return [glob];
    const head = glob.slice(0, -3);
    return head.slice(head.lastIndexOf('/') + 1).includes('*') ? [glob] : [glob, head];
}
/** `a{b,c{d,e}}f` → abf, acdf, acef; a `{` without a matching `}` or a comma is literal. */
function expandBraces(glob) {
    const open = findBrace(glob, 0);
    if (open < 0)
        return [glob];
    let depth = 0;
    const commas = [];
    let close = -1;
    for (let i = open; i < glob.length; i++) {
        const c = glob[i];
        if (c === '\\') {
            i++;
            continue;
        }
        if (c === '{')
            depth++;
        else if (c === '}' && --depth === 0) {
            close = i;
            break;
        }
        else if (c === ',' && depth === 1)
            commas.push(i);
    }
    if (close < 0 || commas.length === 0) {
        // Literal: keep the brace and expand what follows it.
        return expandBraces(glob.slice(open + 1)).map((rest) => `${glob.slice(0, open)}\\{${rest}`);
    }
    const head = glob.slice(0, open);
    const tail = expandBraces(glob.slice(close + 1));
    const out = [];
    for (const [k, from] of [open, ...commas].entries()) {
        const to = k < commas.length ? commas[k] : close;
        for (const middle of expandBraces(glob.slice(from + 1, to))) {
            for (const rest of tail) {
                out.push(head + middle + rest);
                if (out.length > MAX_ALTERNATIVES)
                    return out;
            }
        }
    }
    return out;
}
function findBrace(s, from) {
    for (let i = from; i < s.length; i++) {
        if (s[i] === '\\')
            i++;
        else if (s[i] === '{')
            return i;
    }
    return -1;
}


/***/ }),

/***/ 4653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ CredentialCheck)
/* harmony export */ });
/* unused harmony export insideAllowRoot */
/* harmony import */ var _credential_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2350);
/* harmony import */ var _scan_content_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7780);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8015);



/**
 * Collects credential findings for one run (a commit or a scan): file names first, then the
 * content of each file, with `credentials.allow` globs and inline `packwright:allow` applied.
 */
class CredentialCheck {
    allow;
    allowPath;
    severities;
    findings = [];
    allowed = [];
    /**
     * @param allow exceptions from `credentials.allow`
     * @param allowPath maps a finding's path to the path the globs are matched against (they are
     *   relative to the folder holding .packwright.yml); null, or a path that leaves that folder
     *   (`..`, absolute), is outside it, and no glob matches there
     * @param severities `rules:` from .packwright.yml: `off` drops a rule, `warning` reports
     *   without failing; every credential rule is an error by default
     */
    constructor(allow = null, allowPath = (p) => p, severities = {}) {
        this.allow = allow;
        this.allowPath = allowPath;
        this.severities = severities;
    }
    /** Findings that fail the run (severity error). */
    get errors() {
        return this.findings.filter((f) => f.severity === 'error');
    }
    /** The name rules on a POSIX path relative to the root. */
    checkName(posixPath) {
        const hit = (0,_credential_files_js__WEBPACK_IMPORTED_MODULE_0__/* .isCredentialPath */ .b)(posixPath);
        if (!hit)
            return;
        this.add({ rule: _findings_js__WEBPACK_IMPORTED_MODULE_2__.credentialFileMeta.id, path: posixPath, message: `the file name matches ${hit.rule}, a credential file` }, null);
    }
    /** The content rules on a file's bytes (or the head of them). */
    checkContent(posixPath, bytes) {
        const base = posixPath.slice(posixPath.lastIndexOf('/') + 1);
        for (const hit of (0,_scan_content_js__WEBPACK_IMPORTED_MODULE_1__/* .scanContent */ .nx)(bytes, base)) {
            this.add({ rule: hit.rule.meta.id, path: posixPath, line: hit.line, column: hit.column, message: `${hit.rule.what} on line ${hit.line}` }, hit.allowedInline ? 'packwright:allow on the line' : null);
        }
    }
    add(found, inlineAllow) {
        const severity = this.severities[found.rule] ?? 'error';
        if (severity === 'off')
            return;
        const finding = { ...found, severity };
        const where = this.allow ? this.allowPath(finding.path) : null;
        const glob = where !== null && insideAllowRoot(where) ? (this.allow?.match(where) ?? null) : null;
        const allowedBy = glob !== null ? `credentials.allow '${glob}'` : inlineAllow;
        if (allowedBy)
            this.allowed.push({ ...finding, allowedBy });
        else
            this.findings.push(finding);
    }
}
/**
 * Whether a path the allow globs are matched against stays in the config's folder: relative,
 * with no `..` segment. `**` matches any segment, `..` included, so a glob alone cannot keep
 * `../other/fixtures/real.pem` out.
 */
function insideAllowRoot(p) {
    const posix = p.replace(/\\/g, '/');
    if (posix === '' || posix.startsWith('/') || /^[a-zA-Z]:\//.test(posix))
        return false;
    return !posix.split('/').includes('..');
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
/** An ssh private key file name: the prefix, but not the `.pub` public key beside it. */
const sshKey = (p) => (base) => base.startsWith(p) && !base.endsWith('.pub');
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
    { rule: '**/id_rsa*', test: sshKey('id_rsa') },
    { rule: '**/id_ecdsa*', test: sshKey('id_ecdsa') },
    { rule: '**/id_ed25519*', test: sshKey('id_ed25519') },
    { rule: '**/{.netrc,_netrc}', test: (b) => b === '.netrc' || b === '_netrc' },
    { rule: '**/.pgpass', test: exact('.pgpass') },
    { rule: '**/.git-credentials', test: exact('.git-credentials') },
    { rule: '**/*service-account*.json', test: (b) => b.endsWith('.json') && contains('service-account')(b.slice(0, -5)) },
    // Not `kubeconfig*`: `kubeconfig.md` is documentation.
    { rule: '**/kubeconfig{,-*,_*,*.yaml,*.yml,*.json,*.conf}', test: (b) => b === 'kubeconfig' || /^kubeconfig[-_][\w.-]*$/.test(b) && !/\.(?:md|txt|rst|html)$/.test(b) || /^kubeconfig[\w.-]*\.(?:ya?ml|json|conf)$/.test(b) },
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
        if (r.test(base))
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

/***/ 8015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   credentialFileMeta: () => (/* binding */ credentialFileMeta)
/* harmony export */ });
/* harmony import */ var _content_rules_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1996);

/** The file-name rule: a path whose name matches a credential glob (credential-files.ts). */
const credentialFileMeta = {
    id: 'credential-file',
    severity: 'error',
    description: 'a file whose name marks it as a credential (.env, *.pem, id_rsa, …)',
    docs: _content_rules_types_js__WEBPACK_IMPORTED_MODULE_0__/* .DOCS */ .i,
};


/***/ })

};
