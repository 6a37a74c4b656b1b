export const id = 1811;
export const ids = [1811,6107];
export const modules = {

/***/ 2931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KX: () => (/* binding */ allowedLines),
  Eg: () => (/* binding */ compareFindings),
  q5: () => (/* binding */ credentialOptionsFrom),
  RI: () => (/* binding */ findingWhere),
  HW: () => (/* binding */ gitQuoted),
  kB: () => (/* binding */ loadConfigBlob),
  w4: () => (/* binding */ loadCredentialOptions),
  NT: () => (/* binding */ loadExplicitConfig)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/config.ts
var config = __webpack_require__(4489);
// EXTERNAL MODULE: ./src/core/git-index.ts
var git_index = __webpack_require__(4878);
// EXTERNAL MODULE: ./src/core/glob-match.ts
var glob_match = __webpack_require__(8829);
;// CONCATENATED MODULE: ./src/secrets/allow.ts



/**
 * Reads and checks `credentials.allow` from the config's raw sections: every glob within
 * MAX_GLOB_CHARS and MAX_ALTERNATIVES, so a config (a staged or pushed one too) that breaks
 * either is one line naming it, before anything is compiled.
 */
function allowGlobs(raw, configFile) {
    const section = raw.credentials;
    if (section === undefined || section === null)
        return [];
    // A tagged value (`!!set {allow}`) is an object too, but has no `allow` key to read.
    if (typeof section !== 'object' || Object.getPrototypeOf(section) !== Object.prototype)
        throw new errors/* InvalidInputError */.oC(`${configFile}: credentials must be a mapping (with an allow: list of globs)`);
    const allow = section.allow;
    if (allow === undefined || allow === null)
        return [];
    if (!Array.isArray(allow) || allow.some((g) => typeof g !== 'string' || g.trim() === '')) {
        throw new errors/* InvalidInputError */.oC(`${configFile}: credentials.allow must be a list of non-empty glob strings`);
    }
    for (const g of allow) {
        if (g.length > MAX_GLOB_CHARS)
            throw new errors/* InvalidInputError */.oC(`${configFile}: credentials.allow ${shownGlob(g)}: ${g.length} characters, over the limit of ${MAX_GLOB_CHARS}`);
        if (alternativesOf(g).length > MAX_ALTERNATIVES)
            throw new errors/* InvalidInputError */.oC(`${configFile}: credentials.allow ${shownGlob(g)}: more than ${MAX_ALTERNATIVES} {…} alternatives`);
    }
    return allow;
}
/** Brace alternatives one glob may expand to; more is refused rather than spent. */
const MAX_ALTERNATIVES = 256;
/**
 * The longest glob: PATH_MAX on Linux, longer than any path it could be meant for. Brace
 * expansion recurses once per `{` and the matcher compiles a regex per glob, so a glob of
 * 100,000 `{` (or `a/`) in a 1 MB config ended the hooks with a stack or regex overflow.
 */
const MAX_GLOB_CHARS = 4096;
/** A glob for a one-line message: cut, and quoted with escapes when it holds control characters. */
function shownGlob(g) {
    return (0,show_name/* shownValue */.JJ)(g.length > 80 ? `${g.slice(0, 80)}…` : g);
}
/**
 * Compiles the globs: matched against the whole path, case-insensitive like the name rules, dot
 * files included; `*`, `?`, `[...]`, `**` as in core/glob-match.ts, and `{a,b}` alternatives.
 * Matching cannot backtrack without bound, whatever a repository's config holds.
 */
async function compileAllowList(globs) {
    if (globs.length === 0)
        return null;
    const matchers = globs.map((g) => {
        const alternatives = alternativesOf(g);
        if (alternatives.length > MAX_ALTERNATIVES)
            throw new errors/* InvalidInputError */.oC(`credentials.allow ${shownGlob(g)}: more than ${MAX_ALTERNATIVES} {…} alternatives`);
        return { glob: g, tests: alternatives.map((a) => (0,glob_match/* globMatcher */.fU)((0,glob_match/* globTokens */.vr)(a))) };
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
/** The patterns one glob stands for, each matched on its own. */
function alternativesOf(glob) {
    return expandBraces(glob.toLowerCase()).map(asMicromatch).flatMap(withFolderItself);
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

;// CONCATENATED MODULE: ./src/cli/credential-options.ts








/**
 * Loads `.packwright.yml` (an explicit `--config`, or `candidate` when it exists) and compiles
 * `credentials.allow`. The YAML parser (core/config) and the rule registries (rule-ids) load
 * only when there is a file to read, which keeps a commit hook in a repository without one at
 * node's start-up time.
 */
async function loadCredentialOptions(explicit, cwd, candidate) {
    if (explicit !== undefined) {
        const { file, config } = await loadExplicitConfig(explicit, cwd);
        return credentialOptionsFrom(config, external_node_path_default().dirname(file), file);
    }
    if (!candidate || !(await (0,read/* lstatOrNull */.nd)(candidate)))
        return { config: null, allowRoot: null, allow: null };
    return credentialOptionsFrom(await withKnownRuleIds(await (0,config/* loadConfig */.Z9)(candidate)), external_node_path_default().dirname(candidate), candidate);
}
/** `--config FILE` (relative to `cwd`), read and its `rules:` ids checked; `file` is its absolute path. */
async function loadExplicitConfig(explicit, cwd) {
    const file = external_node_path_default().resolve(cwd, explicit);
    if (!(await (0,read/* lstatOrNull */.nd)(file)))
        throw new errors/* IoError */.dA(`${explicit}: no such file or directory`);
    return { file, config: await withKnownRuleIds(await (0,config/* loadConfig */.Z9)(file)) };
}
/**
 * A config git holds as blob `oid` (the staged one, or one committed in a pushed commit): read
 * with git cat-file (at most CONFIG_MAX_BYTES), parsed, its `rules:` ids checked; `label` names it.
 * The bytes come back too, for a comparison with the working tree's.
 */
async function loadConfigBlob(cwd, oid, label) {
    let blob = null;
    await (0,git_index/* readBlobHeads */.Pr)(cwd, [oid], config/* CONFIG_MAX_BYTES */.SL + 1, (b) => (blob = b));
    const got = blob;
    if (!got)
        throw new errors/* IoError */.dA(`${label}: git cat-file cannot read the object ${oid}`);
    if (got.size > config/* CONFIG_MAX_BYTES */.SL)
        throw new errors/* InvalidInputError */.oC(`${label}: ${got.size} bytes is over the limit of ${config/* CONFIG_MAX_BYTES */.SL} bytes`);
    return { bytes: got.head, config: await withKnownRuleIds(await (0,config/* parseConfig */.o4)(got.head.toString('utf8'), label)) };
}
/** rule-ids, imported only when there is a config to check: it loads the kinds' registry. */
async function withKnownRuleIds(config) {
    return (await __webpack_require__.e(/* import() */ 3673).then(__webpack_require__.bind(__webpack_require__, 3673))).withKnownRuleIds(config);
}
/**
 * The options for a config already read (and its `rules:` ids checked, see withKnownRuleIds):
 * `credentials.allow` compiled, its globs rooted at `allowRoot`; `label` names the config in messages.
 */
async function credentialOptionsFrom(config, allowRoot, label) {
    return { config, allowRoot, allow: await compileAllowList(allowGlobs(config.raw, label)) };
}
/**
 * Where a finding is: its path (`:line:column` for content), as showPath shows it; or, for a
 * name that is not valid UTF-8, its bytes as git quotes them (every name with those bytes).
 */
function findingWhere(f, rawNames) {
    // A name that holds the secret is shown cut before it, never in full in another spelling.
    const name = rawNames && !f.inName ? rawNames.map(gitQuoted).join(' or ') : (0,show_name/* showPath */.P8)(f.path);
    return f.line ? `${name}:${f.line}:${f.column ?? 1}` : name;
}
/** A name as git shows it (core.quotePath): in double quotes, with bytes outside printable ASCII in octal. */
function gitQuoted(name) {
    let out = '';
    for (const b of name) {
        if (b === 0x22 || b === 0x5c)
            out += `\\${String.fromCharCode(b)}`;
        else if (b >= 0x20 && b < 0x7f)
            out += String.fromCharCode(b);
        else
            out += `\\${b.toString(8).padStart(3, '0')}`;
    }
    return `"${out}"`;
}
/** The order findings are listed in, whatever order the blobs arrived in: path (bytes), line, column, rule. */
function compareFindings(a, b) {
    return (0,diagnostics/* compareBytes */.Xo)(a.path, b.path) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || (0,diagnostics/* compareBytes */.Xo)(a.rule, b.rule);
}
/** One line per exception used, so an allowed secret never passes silently. */
function allowedLines(allowed) {
    return [...allowed].sort(compareFindings).map((a) => `packwright: allowed ${findingWhere(a)} [${a.rule}] by ${a.allowedBy}`);
}


/***/ }),

/***/ 4878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ commitsBetween),
/* harmony export */   Cb: () => (/* binding */ readObjectMessages),
/* harmony export */   GY: () => (/* binding */ stagedChanges),
/* harmony export */   KL: () => (/* binding */ pathsInHead),
/* harmony export */   Pr: () => (/* binding */ readBlobHeads),
/* harmony export */   Ze: () => (/* binding */ isRegularFile),
/* harmony export */   _d: () => (/* binding */ objectInfo),
/* harmony export */   dp: () => (/* binding */ pathsWithoutEntries),
/* harmony export */   it: () => (/* binding */ MODE_SYMLINK),
/* harmony export */   re: () => (/* binding */ treeEntries),
/* harmony export */   sZ: () => (/* binding */ indexEntriesFor),
/* harmony export */   tU: () => (/* binding */ changesInCommits)
/* harmony export */ });
/* unused harmony exports parseRawDiff, parseObjectMessage, ObjectSplitter */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7167);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);



/**
 * What every call here adds to git's environment: objects as stored, not as `refs/replace/*`
 * (git replace, --graft) shows them. A commit records, and a push sends, the stored objects, so
 * a replacement must not hide a staged blob or a pushed commit from the checks.
 */
const AS_STORED = { GIT_NO_REPLACE_OBJECTS: '1' };
const MODE_SYMLINK = '120000';
/** A regular file (not a symlink, not a submodule): the entries (of the index, a tree, a commit's changes) whose content is scanned. */
function isRegularFile(entry) {
    return entry.mode === '100644' || entry.mode === '100755';
}
/**
 * What the next commit changes: `git diff --cached --raw -z` against HEAD (against the empty
 * tree in a repository with no commit yet, which git does by itself). Paths are relative to
 * the top of the work tree from any `cwd` inside it. Renames are not detected, so a moved
 * file shows as a deletion and an addition at its new path.
 */
async function stagedChanges(cwd) {
    const r = await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(['diff', '--cached', '--raw', '-z', '--no-abbrev', '--no-renames', '--no-ext-diff', '--no-relative', '--ignore-submodules=none'], { cwd, env: AS_STORED });
    return parseRawDiff(r.stdout);
}
/**
 * Parses `git diff --raw -z`: `:oldmode newmode oldoid newoid STATUS\0path\0`, with a second
 * path after copies and renames (the new one is what the commit adds).
 */
function parseRawDiff(out) {
    const fields = nulFields(out);
    const entries = [];
    for (let i = 0; i < fields.length;) {
        const head = fields[i++].text;
        if (!head.startsWith(':'))
            continue;
        const [, newMode, , newOid, statusField] = head.slice(1).split(' ');
        const status = statusField.charAt(0);
        let p = fields[i++];
        if (status === 'R' || status === 'C')
            p = fields[i++];
        if (p === undefined)
            break;
        entries.push(withPath({ mode: newMode, oid: newOid, status }, p));
    }
    return entries;
}
/**
 * `-z` output split at NUL and decoded as UTF-8. The whole output is decoded at once; only when
 * that shows a replacement character are the fields decoded one by one, keeping the bytes of
 * each that is not valid UTF-8 (a NUL always decodes to itself, so the split lines up).
 */
function nulFields(out) {
    const whole = out.toString('utf8');
    if (!whole.includes('\uFFFD'))
        return whole.split('\0').map((text) => ({ text }));
    const fields = [];
    let start = 0;
    for (;;) {
        const end = out.indexOf(0, start);
        const raw = out.subarray(start, end === -1 ? out.length : end);
        const text = raw.toString('utf8');
        fields.push(text.includes('\uFFFD') && !Buffer.from(text, 'utf8').equals(raw) ? { text, raw: Buffer.from(raw) } : { text });
        if (end === -1)
            return fields;
        start = end + 1;
    }
}
function withPath(e, p) {
    return p.raw ? { path: p.text, ...e, rawPath: p.raw } : { path: p.text, ...e };
}
/**
 * The index entries for given paths (`git ls-files --stage -z`), read literally, not as globs.
 * A folder stands for the files under it. Unmerged paths (stages 1-3 only) are left out: a
 * commit takes stage 0 alone.
 */
async function indexEntriesFor(top, paths) {
    if (paths.length === 0)
        return [];
    const r = await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(['ls-files', '--stage', '-z', '--', ...paths], { cwd: top, env: { ...AS_STORED, GIT_LITERAL_PATHSPECS: '1' } });
    const seen = new Set();
    const entries = [];
    for (const rec of nulFields(r.stdout)) {
        const tab = rec.text.indexOf('\t');
        if (tab === -1)
            continue;
        const [mode, oid, stage] = rec.text.slice(0, tab).split(' ');
        // The path's bytes start after the tab (the part before it is ASCII, one byte a character).
        const p = rec.raw ? { text: rec.text.slice(tab + 1), raw: rec.raw.subarray(tab + 1) } : { text: rec.text.slice(tab + 1) };
        const key = p.raw ? `raw:${p.raw.toString('hex')}` : `text:${p.text}`;
        // An unmerged path has stages 1-3; only stage 0 is what a commit would take.
        if (stage !== '0' || seen.has(key))
            continue;
        seen.add(key);
        entries.push(withPath({ mode, oid, status: '-' }, p));
    }
    return entries;
}
/**
 * The `paths` (relative to the top, as given to indexEntriesFor) that no entry stands for: an
 * entry at that path or, for a folder, under it. `.` and `''` stand for the whole tree.
 */
function pathsWithoutEntries(paths, entries) {
    const have = new Set(entries.map((e) => e.path));
    const folders = new Set();
    for (const e of entries)
        for (let i = e.path.indexOf('/'); i !== -1; i = e.path.indexOf('/', i + 1))
            folders.add(e.path.slice(0, i));
    return paths.filter((p) => {
        const q = p.replace(/\/+$/, '');
        if (q === '' || q === '.')
            return entries.length === 0;
        return !have.has(q) && !folders.has(q);
    });
}
/** Which of `paths` (relative to the top) HEAD has, as files or folders: none without a HEAD. */
async function pathsInHead(top, paths) {
    if (paths.length === 0)
        return new Set();
    const r = await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(['ls-tree', '-r', '-z', '--name-only', '--full-tree', 'HEAD', '--', ...paths], { cwd: top, env: { ...AS_STORED, GIT_LITERAL_PATHSPECS: '1' }, allowFailure: true });
    if (r.code !== 0)
        return new Set();
    const listed = nulFields(r.stdout).map((f) => ({ path: f.text, mode: '', oid: '', status: '-' }));
    const missing = new Set(pathsWithoutEntries(paths, listed));
    return new Set(paths.filter((p) => !missing.has(p)));
}
/** Objects per `git cat-file` process before a second one is worth its start-up. */
const OBJECTS_PER_PROCESS = 512;
/**
 * Streams objects through `git cat-file --batch --buffer` and hands each to `onBlob` as soon
 * as it has arrived. Only the first `headBytes` of each object are kept; the rest is read from
 * the pipe and dropped (or goes to `onLong`'s sink), so memory stays bounded whatever the
 * sizes. Missing objects are skipped. Many objects are split over several cat-file processes,
 * so inflating loose objects uses a second core.
 */
async function readBlobHeads(top, oids, headBytes, onBlob, options = {}) {
    if (oids.length === 0)
        return;
    const { processes = oids.length > OBJECTS_PER_PROCESS ? 2 : 1, onLong } = options;
    const per = Math.ceil(oids.length / processes);
    const parts = [];
    for (let i = 0; i < oids.length; i += per)
        parts.push(oids.slice(i, i + per));
    const runs = await Promise.allSettled(parts.map((part) => catFileBatch(top, part, headBytes, onBlob, onLong)));
    for (const r of runs)
        if (r.status === 'rejected')
            throw r.reason;
}
function catFileBatch(top, oids, headBytes, onBlob, onLong) {
    const parser = new BatchParser(headBytes, onBlob, onLong);
    return streamThroughGit(top, ['cat-file', '--batch', '--buffer'], oids, {
        push: (chunk) => parser.push(chunk),
        end: () => {
            if (!parser.idle())
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA('git cat-file: output ended inside an object');
        },
    });
}
/**
 * Runs one git command that reads `lines` on stdin and streams its stdout into `parser`: one
 * process whatever the number of lines (no argument-list limit). A parser error stops git; a
 * git failure is its meaningful stderr line, named by the subcommand.
 */
function streamThroughGit(cwd, args, lines, parser) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, { cwd, env: (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .gitEnv */ .gE)(AS_STORED), stdio: ['pipe', 'pipe', 'pipe'] });
        const errors = [];
        let failed = null;
        child.stdout.on('data', (chunk) => {
            if (failed)
                return;
            try {
                parser.push(chunk);
            }
            catch (err) {
                failed = err;
                child.kill();
            }
        });
        child.stderr.on('data', (b) => errors.push(b));
        child.on('error', (e) => reject(new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA(`git: ${e.code === 'ENOENT' ? 'not found on PATH' : e.message}`)));
        child.on('close', (code) => {
            if (failed)
                return reject(failed);
            if (code !== 0)
                return reject(new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA(`git ${args[0]}: ${(0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .gitErrorLine */ .PZ)(Buffer.concat(errors).toString('utf8'), code)}`));
            try {
                parser.end();
            }
            catch (err) {
                return reject(err);
            }
            resolve();
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(`${lines.join('\n')}\n`);
    });
}
/** The `--batch` output format: `<oid> <type> <size>\n<content>\n`, or `<oid> missing\n`. */
class BatchParser {
    headBytes;
    onBlob;
    onLong;
    header = [];
    current = null;
    /** The LF after an object's content is still to come. */
    trailer = false;
    constructor(headBytes, onBlob, onLong) {
        this.headBytes = headBytes;
        this.onBlob = onBlob;
        this.onLong = onLong;
    }
    idle() {
        return this.current === null && !this.trailer && this.header.length === 0;
    }
    push(chunk) {
        let at = 0;
        while (at < chunk.length) {
            if (this.trailer) {
                if (chunk[at] !== 0x0a)
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA('git cat-file: unexpected output after an object');
                this.trailer = false;
                at++;
                continue;
            }
            const cur = this.current;
            if (cur) {
                const take = Math.min(cur.remaining, chunk.length - at);
                if (cur.sink) {
                    cur.sink.write(chunk.subarray(at, at + take));
                    cur.remaining -= take;
                    at += take;
                    if (cur.remaining === 0) {
                        this.current = null;
                        this.trailer = true;
                        cur.sink.end();
                    }
                    continue;
                }
                const keep = Math.min(take, this.headBytes - cur.keptBytes);
                if (keep > 0) {
                    cur.kept.push(chunk.subarray(at, at + keep));
                    cur.keptBytes += keep;
                }
                cur.remaining -= take;
                at += take;
                if (cur.remaining === 0) {
                    this.current = null;
                    this.trailer = true;
                    this.onBlob({ oid: cur.oid, size: cur.size, head: cur.kept.length === 1 ? cur.kept[0] : Buffer.concat(cur.kept, cur.keptBytes) });
                }
                continue;
            }
            const nl = chunk.indexOf(0x0a, at);
            if (nl === -1) {
                this.header.push(chunk.subarray(at));
                return;
            }
            this.header.push(chunk.subarray(at, nl));
            at = nl + 1;
            const line = Buffer.concat(this.header).toString('utf8');
            this.header = [];
            const parts = line.split(' ');
            if (parts.length === 2 && (parts[1] === 'missing' || parts[1] === 'ambiguous'))
                continue;
            const size = Number(parts[2]);
            if (parts.length !== 3 || !Number.isSafeInteger(size) || size < 0)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA(`git cat-file: unexpected header '${line.slice(0, 80)}'`);
            this.current = { oid: parts[0], size, remaining: size, kept: [], keptBytes: 0, sink: size > this.headBytes && this.onLong ? this.onLong(parts[0]) : null };
            if (size === 0) {
                this.current = null;
                this.trailer = true;
                this.onBlob({ oid: parts[0], size: 0, head: Buffer.alloc(0) });
            }
        }
    }
}
/**
 * What each revision names (`git cat-file --batch-check`, one process for all): its object id
 * and type, or null where git has no such object (or the name is ambiguous). `X^{}` peels a tag;
 * `X:path` names an entry of a tree-ish. A name holding a newline cannot be asked for and is null.
 */
async function objectInfo(cwd, revisions) {
    const asked = revisions.map((r, i) => ({ r, i })).filter(({ r }) => r !== '' && !/[\r\n]/.test(r));
    const out = revisions.map(() => null);
    if (asked.length === 0)
        return out;
    const r = await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(['cat-file', '--batch-check=%(objectname) %(objecttype)'], { cwd, env: AS_STORED, input: `${asked.map((a) => a.r).join('\n')}\n` });
    const lines = r.stdout.toString('utf8').split('\n');
    asked.forEach(({ i }, k) => {
        const m = /^([0-9a-f]{40}|[0-9a-f]{64}) (commit|tree|blob|tag)$/.exec(lines[k] ?? '');
        out[i] = m ? { oid: m[1], type: m[2] } : null;
    });
    return out;
}
/**
 * The entries of a tree-ish (`git ls-tree -z --full-tree`): `paths` (literal, relative to the
 * top) limits the listing; `recursive` lists the files of every subtree instead of the subtrees.
 */
async function treeEntries(cwd, treeish, options = {}) {
    const args = ['ls-tree', '-z', '--full-tree', ...(options.recursive ? ['-r'] : []), treeish, '--', ...(options.paths ?? [])];
    const r = await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(args, { cwd, env: { ...AS_STORED, GIT_LITERAL_PATHSPECS: '1' } });
    const entries = [];
    for (const rec of nulFields(r.stdout)) {
        const tab = rec.text.indexOf('\t');
        if (tab === -1)
            continue;
        const [mode, type, oid] = rec.text.slice(0, tab).split(' ');
        const p = rec.raw ? { text: rec.text.slice(tab + 1), raw: rec.raw.subarray(tab + 1) } : { text: rec.text.slice(tab + 1) };
        entries.push(p.raw ? { path: p.text, rawPath: Buffer.from(p.raw), mode, type, oid } : { path: p.text, mode, type, oid });
    }
    return entries;
}
/**
 * The commits reachable from `include` and from none of `exclude` (`git rev-list --stdin`,
 * so a push of many refs never meets the argument limit), oldest first. `remotes` also leaves
 * out what the remote-tracking refs reach: those of one remote (`refs/remotes/<name>/*`, not
 * those of a remote named `<name>/…`), or of every remote (`'all'`). Every name must be a
 * commit (or a tag of one) that git has.
 */
async function commitsBetween(cwd, include, exclude, remotes = null) {
    if (include.length === 0)
        return [];
    const args = ['rev-list', '--reverse', '--parents', '--stdin'];
    // Revisions read from stdin are not affected by a --not given on the command line.
    if (remotes !== null)
        args.push('--not', ...(await remoteTrackingArgs(cwd, remotes)));
    const input = `${[...include, ...exclude.map((e) => `^${e}`)].join('\n')}\n`;
    const r = await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(args, { cwd, env: AS_STORED, input });
    const commits = [];
    for (const line of r.stdout.toString('utf8').split('\n')) {
        if (line === '')
            continue;
        const [oid, ...parents] = line.split(' ');
        commits.push({ oid, parents });
    }
    return commits;
}
/**
 * rev-list's arguments for the remote-tracking refs of one remote, or of every remote. The refs
 * of one are the glob `refs/remotes/<name>/*` (what `--remotes=<name>` means), whose `*` spans
 * `/` too: it would take the refs of a remote named `<name>/…` for this one's, so those are
 * excluded by name. (`--glob`, as `--exclude` matches its full ref names in every git version.)
 */
async function remoteTrackingArgs(cwd, remotes) {
    if (remotes === 'all')
        return ['--remotes'];
    const r = await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(['remote'], { cwd, allowFailure: true });
    const nested = r.stdout.toString('utf8').split('\n').filter((name) => name.startsWith(`${remotes}/`));
    return [...nested.map((name) => `--exclude=refs/remotes/${name}/*`), `--glob=refs/remotes/${remotes}/*`];
}
/**
 * What each commit changes, streamed: `git diff-tree --stdin -r -c --root` (one process for all
 * of them) against its parent, or for a merge the paths whose content differs from every
 * parent's (`-c`): content one parent already has is that parent's to answer for, so a merge
 * reports only what it makes itself (a conflict resolution, an evil merge). A root commit adds
 * every path. Renames are not detected (a moved file is added at its new path). A commit that
 * changes nothing calls nothing.
 */
function changesInCommits(cwd, commits, onChange) {
    if (commits.length === 0)
        return Promise.resolve();
    return streamThroughGit(cwd, ['diff-tree', '--stdin', '-r', '-c', '--root', '-z', '--no-renames', '--no-abbrev', '--no-ext-diff', '--no-textconv'], commits, new DiffTreeParser(onChange));
}
const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/**
 * `diff-tree --stdin -z` output: `<commit>\0`, then for each path `:<modes> <oids> <status>\0<path>\0`,
 * with one colon, mode and object per parent before the result's (`::` for a two-parent merge).
 */
class DiffTreeParser {
    onChange;
    pending = [];
    commit = null;
    entry = null;
    constructor(onChange) {
        this.onChange = onChange;
    }
    push(chunk) {
        let start = 0;
        for (;;) {
            const nul = chunk.indexOf(0, start);
            if (nul === -1) {
                if (start < chunk.length)
                    this.pending.push(chunk.subarray(start));
                return;
            }
            const part = chunk.subarray(start, nul);
            const field = this.pending.length ? Buffer.concat([...this.pending, part]) : part;
            this.pending = [];
            this.field(field);
            start = nul + 1;
        }
    }
    end() {
        if (this.pending.length || this.entry)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA('git diff-tree: output ended inside an entry');
    }
    field(bytes) {
        if (this.entry) {
            const text = bytes.toString('utf8');
            const raw = text.includes('\uFFFD') && !Buffer.from(text, 'utf8').equals(bytes) ? Buffer.from(bytes) : undefined;
            const { mode, oid } = this.entry;
            this.entry = null;
            this.onChange(raw ? { commit: this.commit, path: text, rawPath: raw, mode, oid } : { commit: this.commit, path: text, mode, oid });
            return;
        }
        const text = bytes.toString('latin1');
        if (text === '')
            return;
        if (COMMIT_ID.test(text)) {
            this.commit = text;
            return;
        }
        let parents = 0;
        while (text[parents] === ':')
            parents++;
        const fields = text.slice(parents).split(' ');
        if (parents === 0 || this.commit === null || fields.length !== 2 * (parents + 1) + 1)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA(`git diff-tree: unexpected output '${text.slice(0, 80)}'`);
        this.entry = { mode: fields[parents], oid: fields[2 * parents + 1] };
    }
}
/**
 * Splits a commit or tag object at the end of its header: the first empty line (a multi-line
 * header such as gpgsig or mergetag continues on lines that start with a space, so none is
 * empty). An object without one has an empty message. Header values are decoded as UTF-8; the
 * message is left as bytes, whatever its encoding.
 */
function parseObjectMessage(object) {
    const end = object[0] === 0x0a ? 0 : object.indexOf('\n\n');
    const header = end === -1 ? object : object.subarray(0, end);
    const message = end === -1 ? Buffer.alloc(0) : object.subarray(end === 0 ? 1 : end + 2);
    const fields = new Map();
    for (const line of header.toString('utf8').split('\n')) {
        if (line === '' || line.startsWith(' '))
            continue;
        const space = line.indexOf(' ');
        const name = space === -1 ? line : line.slice(0, space);
        if (!fields.has(name))
            fields.set(name, space === -1 ? '' : line.slice(space + 1));
    }
    return { fields, message, header };
}
/**
 * Reads the messages of commit and tag objects in one `git cat-file --batch` process (no
 * argument-list limit), in the order asked, each handed to `onMessage` as it arrives, or, when
 * over `headBytes`, to the sinks `options.onLong` gives for it. Missing objects are skipped.
 */
function readObjectMessages(top, oids, headBytes, onMessage, options = {}) {
    if (oids.length === 0)
        return Promise.resolve();
    const onLong = (oid) => {
        if (!options.onLong)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA(`git cat-file: object ${oid} is over ${headBytes} bytes`);
        return new ObjectSplitter(headBytes, (fields) => options.onLong(oid, fields));
    };
    return catFileBatch(top, oids, headBytes, (o) => onMessage({ oid: o.oid, ...parseObjectMessage(o.head) }), onLong);
}
const LF_BYTE = Buffer.from('\n');
/**
 * A commit or tag object split as it streams, where parseObjectMessage splits a whole one: the
 * header (without the newline that ends it) to `sink.header`, the message after the empty line
 * to `sink.message`. The first `headBytes` are kept until the sink is asked for, with the fields
 * of the header's whole lines among them; after that nothing is kept.
 */
class ObjectSplitter {
    headBytes;
    open;
    head = [];
    headLength = 0;
    sink = null;
    /** At the object's first byte; in the header; in the header after an LF (it may end it); in the message. */
    at = 'start';
    constructor(headBytes, open) {
        this.headBytes = headBytes;
        this.open = open;
    }
    write(chunk) {
        if (this.sink)
            return this.route(chunk);
        this.head.push(chunk);
        this.headLength += chunk.length;
        if (this.headLength >= this.headBytes)
            this.start();
    }
    end() {
        if (!this.sink)
            this.start();
        const sink = this.sink;
        if (this.at !== 'message') {
            // No empty line: all of it is header (parseObjectMessage), a last newline included.
            if (this.at === 'lf')
                sink.header.write(LF_BYTE);
            sink.header.end();
        }
        sink.message.end();
    }
    start() {
        const head = Buffer.concat(this.head, this.headLength);
        this.head = [];
        const end = head[0] === 0x0a ? 0 : head.indexOf('\n\n');
        // Only whole lines: a line the head cuts would give a field a cut value.
        const lines = end === -1 ? head.subarray(0, head.lastIndexOf(0x0a) + 1) : head;
        this.sink = this.open(parseObjectMessage(lines).fields);
        this.route(head);
    }
    route(chunk) {
        const sink = this.sink;
        for (let i = 0; i < chunk.length;) {
            if (this.at === 'message')
                return sink.message.write(i === 0 ? chunk : chunk.subarray(i));
            if (this.at === 'start' || this.at === 'lf') {
                if (chunk[i] === 0x0a) {
                    sink.header.end();
                    this.at = 'message';
                    i++;
                    continue;
                }
                if (this.at === 'lf')
                    sink.header.write(LF_BYTE);
                this.at = 'header';
            }
            const end = chunk.indexOf('\n\n', i);
            if (end !== -1) {
                if (end > i)
                    sink.header.write(chunk.subarray(i, end));
                sink.header.end();
                this.at = 'message';
                i = end + 2;
                continue;
            }
            // A last LF may start the empty line with the next chunk's first byte.
            const last = chunk[chunk.length - 1] === 0x0a ? chunk.length - 1 : chunk.length;
            if (last > i)
                sink.header.write(chunk.subarray(i, last));
            if (last < chunk.length)
                this.at = 'lf';
            return;
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

/***/ 4653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* binding */ baseName),
/* harmony export */   QP: () => (/* binding */ cutBeforeSecret),
/* harmony export */   Qj: () => (/* binding */ CredentialCheck)
/* harmony export */ });
/* unused harmony export insideAllowRoot */
/* harmony import */ var _credential_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2350);
/* harmony import */ var _scan_content_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7780);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8015);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);




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
    /**
     * The name rules on a POSIX path relative to the root; and the content rules on the path
     * itself, since git records and pushes names too (a token in a file name is published like
     * one in the file). Such a finding shows the path cut before the secret; the allow globs still
     * match the whole path.
     */
    checkName(posixPath) {
        // Nearly every path holds no keyword: the prefilter alone, on the string, answers for it.
        const hits = (0,_scan_content_js__WEBPACK_IMPORTED_MODULE_1__/* .mayHoldCredential */ .kG)(posixPath, '') ? (0,_scan_content_js__WEBPACK_IMPORTED_MODULE_1__/* .scanContent */ .nx)(Buffer.from(posixPath, 'utf8'), '') : [];
        const shown = cutBeforeSecret(posixPath, hits);
        const inName = shown !== posixPath ? { inName: true } : {};
        const hit = (0,_credential_files_js__WEBPACK_IMPORTED_MODULE_0__/* .isCredentialPath */ .b)(posixPath);
        // A credential file whose name holds a token (`ghp_….pem`) is shown cut too: its path is the token's.
        if (hit)
            this.add({ rule: _findings_js__WEBPACK_IMPORTED_MODULE_2__.credentialFileMeta.id, path: shown, message: `the file name matches ${hit.rule}, a credential file`, ...inName }, null, posixPath);
        if (hits.length > 0)
            this.add({ rule: hits[0].rule.meta.id, path: shown, message: `${hits[0].rule.what} in the file's name`, inName: true }, null, posixPath);
    }
    /**
     * The content rules on a file's bytes (or the head of them). `inlineAllow: false` for text
     * where `packwright:allow` is no comment (a commit header, a ref name): a hit counts anyway.
     */
    checkContent(posixPath, bytes, inlineAllow = true) {
        this.checkHits(posixPath, (0,_scan_content_js__WEBPACK_IMPORTED_MODULE_1__/* .scanContent */ .nx)(bytes, baseName(posixPath)), inlineAllow);
    }
    /** What the content rules found in a file read in windows (ContentStream.hitsFor(baseName(posixPath))), as checkContent. */
    checkHits(posixPath, hits, inlineAllow = true) {
        if (hits.length === 0)
            return;
        // A file whose name holds a secret too is shown by its name cut before it (see checkName).
        const shown = cutBeforeSecret(posixPath);
        for (const hit of hits) {
            this.add({ rule: hit.rule.meta.id, path: shown, line: hit.line, column: hit.column, message: `${hit.rule.what} on line ${hit.line}`, ...(shown !== posixPath ? { inName: true } : {}) }, inlineAllow && hit.allowedInline ? 'packwright:allow on the line' : null, posixPath);
        }
    }
    add(found, inlineAllow, realPath = found.path) {
        const severity = this.severities[found.rule] ?? 'error';
        if (severity === 'off')
            return;
        const finding = { ...found, severity };
        const where = this.allow ? this.allowPath(realPath) : null;
        const glob = where !== null && insideAllowRoot(where) ? (this.allow?.match(where) ?? null) : null;
        const allowedBy = glob !== null ? `credentials.allow '${glob}'` : inlineAllow;
        if (allowedBy)
            this.allowed.push({ ...finding, allowedBy });
        else
            this.findings.push(finding);
    }
}
/** The base name the content rules for named files (.npmrc) look at. */
function baseName(posixPath) {
    return posixPath.slice(posixPath.lastIndexOf('/') + 1);
}
/**
 * A name (a path, a ref) as it may be shown when it holds a secret: cut just before the first
 * one, with `…` in its place; unchanged when it holds none.
 */
function cutBeforeSecret(name, hits = (0,_scan_content_js__WEBPACK_IMPORTED_MODULE_1__/* .scanContent */ .nx)(Buffer.from(name, 'utf8'), '')) {
    if (hits.length === 0)
        return name;
    // Hits come sorted; a name is one line (a revision expression might not be: cut at its first line end).
    const at = hits[0].line === 1 ? hits[0].column - 1 : name.indexOf('\n');
    return `${name.slice(0, at)}…`;
}
/**
 * Whether a path the allow globs are matched against stays in the config's folder: relative,
 * with no `..` segment (core/paths relativePathProblem, backslashes read as separators). `**`
 * matches any segment, `..` included, so a glob alone cannot keep `../other/fixtures/real.pem` out.
 */
function insideAllowRoot(p) {
    return (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .relativePathProblem */ .BE)(p.replace(/\\/g, '/')) === null;
}


/***/ }),

/***/ 5821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _V: () => (/* binding */ ContentStream)
/* harmony export */ });
/* unused harmony exports MIN_SEAM_BYTES, CONTENT_SEAM_BYTES, firstSeamAt */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _content_rules_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7084);
/* harmony import */ var _content_rules_private_key_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44);
/* harmony import */ var _scan_content_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7780);
/* harmony import */ var _core_text_decode_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4667);





/**
 * How far a rule reads around a finding's start to decide it, at most: private-key reads its
 * BEGIN line (at most 101 characters) and BODY_WINDOW after it; private-key-base64 decodes
 * 1,400 characters from at most 77 before its marker; aws-secret-key starts its match at the
 * name, at most about 200 characters before the value it reports (on the next line, past the
 * indentation); every other match is at most MAX_MATCH_CHARS, and a longer one (an open-ended
 * run, `*`, over a blob) is no finding wherever it ends, so a match cut by a window's end
 * (over a seam long) is none there either. With this much text on each side of a seam every
 * rule sees what it would in the whole file. Except registry-credentials, which reads its line
 * from the start through a registry path of any length to the value: windows agree with the
 * whole file when that much fits in a seam (real paths are under 100 characters; a file up to
 * CONTENT_WINDOW_BYTES is read whole, whatever its paths).
 */
const MIN_SEAM_BYTES = Math.max(_content_rules_private_key_js__WEBPACK_IMPORTED_MODULE_2__/* .BODY_WINDOW */ ["if"], _scan_content_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_MATCH_CHARS */ .HV) + 1024;
/** The text kept on each side of a seam between two windows: each window reads about 1.5 % of the file again. */
const CONTENT_SEAM_BYTES = 64 * 1024;
const LF = 0x0a;
/** A window's bytes: room for the carried overlap (a seam after `to`, up to two before it) and windowBytes new ones. */
function windowCapacity(options) {
    return (options.windowBytes ?? _scan_content_js__WEBPACK_IMPORTED_MODULE_3__/* .CONTENT_WINDOW_BYTES */ .zO) + 3 * (options.seamBytes ?? CONTENT_SEAM_BYTES) + 4;
}
/** Where the first window's own part ends (its first seam) in ASCII text: a seam before the window's end. */
function firstSeamAt(options = {}) {
    return windowCapacity(options) - (options.seamBytes ?? CONTENT_SEAM_BYTES);
}
/**
 * The content rules over a file or blob of any size, read in order (`write`, or `room` and
 * `wrote` to read into its buffer without a copy), then `end`; `hitsFor` gives what scanContent
 * would give for the whole of it. Memory is one window (windowBytes and three seams) whatever
 * the size.
 *
 * Window k holds bytes [base, base + filled) and reports the findings that start in its own part
 * [from, to): `to` is a seam before its end, so every finding reported has a seam of text after
 * it, and the next window starts at a line start at least a seam before `to`, so every finding
 * it reports has a seam of text before it. A finding in the overlap is found by both windows
 * and reported by the one whose part holds its start: never lost, never twice. Lines, columns
 * and `packwright:allow` are placed as the text streams by (HitPlacer, as
 * scanContent places them), so they stay exact when a line runs over a seam.
 */
class ContentStream {
    options;
    seam;
    buf;
    filled = 0;
    /** The absolute offset of buf[0]. */
    base = 0;
    /** Where the next window's own part starts. */
    from = 0;
    started = false;
    stopped = false;
    /** After a UTF-16 BOM: the decoded text, re-encoded as UTF-8, goes to `inner`. */
    utf16 = null;
    scans = new Map();
    /**
     * @param baseNames the base names the content is checked under (a blob at several paths):
     *   rules for named files (.npmrc) depend on it
     */
    constructor(baseNames, options = {}) {
        this.options = options;
        this.seam = options.seamBytes ?? CONTENT_SEAM_BYTES;
        if (this.seam < MIN_SEAM_BYTES)
            throw new RangeError(`seamBytes must be at least ${MIN_SEAM_BYTES}`);
        this.buf = Buffer.allocUnsafe(windowCapacity(options));
        for (const name of baseNames) {
            const key = ruleSetKey(name.toLowerCase());
            if (!this.scans.has(key))
                this.scans.set(key, { base: name.toLowerCase(), placer: new _scan_content_js__WEBPACK_IMPORTED_MODULE_3__/* .HitPlacer */ .ZQ(options.headerFields) });
        }
    }
    /** Where to read the next bytes into; then call `wrote`. */
    room() {
        return this.buf.subarray(this.filled);
    }
    wrote(n) {
        if (this.stopped)
            return;
        if (this.utf16) {
            this.decode(this.buf.subarray(0, n));
            return;
        }
        this.filled += n;
        if (this.filled === this.buf.length)
            this.window(false);
    }
    write(chunk) {
        for (let at = 0; at < chunk.length && !this.stopped;) {
            const room = this.room();
            const n = Math.min(room.length, chunk.length - at);
            chunk.copy(room, 0, at, at + n);
            at += n;
            this.wrote(n);
        }
    }
    end() {
        if (this.stopped)
            return;
        if (this.utf16) {
            const rest = this.utf16.decoder.decode();
            // decodeBytes drops an odd last byte; TextDecoder would make it U+FFFD.
            if (!(this.utf16.odd && rest === '\ufffd'))
                this.utf16.inner.write(Buffer.from(rest, 'utf8'));
            this.utf16.inner.end();
        }
        else if (this.filled > 0)
            this.window(true);
        this.stopped = true;
    }
    /** What scanContent would find in the whole content, checked under `baseName` (one of the constructor's). */
    hitsFor(baseName) {
        if (this.utf16)
            return this.utf16.inner.hitsFor(baseName);
        return this.scans.get(ruleSetKey(baseName.toLowerCase()))?.placer.hits ?? [];
    }
    decode(bytes) {
        const u = this.utf16;
        u.odd = (u.odd ? 1 : 0) + (bytes.length % 2) === 1;
        const text = u.decoder.decode(bytes, { stream: true });
        if (text.length > 0)
            u.inner.write(Buffer.from(text, 'utf8'));
    }
    window(final) {
        if (!this.started) {
            this.started = true;
            // As scanContent: the binary test and the BOM on the file's first bytes (a window holds more than 8000).
            if (!this.options.decoded && (0,_scan_content_js__WEBPACK_IMPORTED_MODULE_3__/* .isBinary */ .Go)(this.buf.subarray(0, this.filled))) {
                this.stopped = true;
                return;
            }
            const bom = this.options.decoded ? null : (0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_4__/* .detectBom */ .AX)(this.buf.subarray(0, this.filled));
            if ((0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_4__/* .isUtf16Bom */ .Fu)(bom)) {
                const names = [...this.scans.values()].map((s) => s.base);
                this.utf16 = { decoder: new node_util__WEBPACK_IMPORTED_MODULE_0__.TextDecoder(bom, { ignoreBOM: true }), inner: new ContentStream(names, { ...this.options, decoded: true }), odd: false };
                const body = Buffer.from(this.buf.subarray(2, this.filled));
                this.filled = 0;
                this.decode(body);
                if (final)
                    this.end();
                return;
            }
        }
        const text = this.buf.toString('latin1', 0, this.filled);
        const end = this.base + this.filled;
        const to = final ? end : (0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_4__/* .completeUtf8Length */ .fV)(this.buf.subarray(0, end - this.seam - this.base)) + this.base;
        for (const scan of this.scans.values()) {
            const found = [];
            for (const f of (0,_scan_content_js__WEBPACK_IMPORTED_MODULE_3__/* .findInText */ .yl)(text, scan.base, _content_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.contentRules)) {
                const at = f.index + this.base;
                if (at >= this.from && at < to)
                    found.push({ rule: f.rule, index: at });
            }
            scan.placer.place(this.buf, text, this.base, this.from, to, found, final);
        }
        if (final)
            return;
        // The next window starts at a line start a seam or two before `to` (mid-line only in a line longer than a seam).
        const want = to - this.seam - this.base;
        const lf = this.buf.lastIndexOf(LF, want - 1);
        const start = lf !== -1 && lf + 1 >= want - this.seam ? lf + 1 : want;
        this.buf.copyWithin(0, start, this.filled);
        this.filled -= start;
        this.base += start;
        this.from = to;
    }
}
/** Base names under which the same rules apply share one scan: today `.npmrc`-like names and all others. */
function ruleSetKey(base) {
    return _content_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.contentRules.map((r) => (!r.appliesTo || r.appliesTo(base) ? '1' : '0')).join('');
}


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
    docs: _content_rules_types_js__WEBPACK_IMPORTED_MODULE_0__/* .DOCS */ .iT,
};


/***/ })

};
