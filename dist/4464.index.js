export const id = 4464;
export const ids = [4464];
export const modules = {

/***/ 2083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildContextPackAction: () => (/* binding */ buildContextPackAction)
/* harmony export */ });
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_23__ = __webpack_require__(7135);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6421);
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7167);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6107);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3008);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4296);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6296);
/* harmony import */ var _context_pack_rehash_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4462);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(299);
/* harmony import */ var _snapshot_build_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5453);
/* harmony import */ var _snapshot_replaceable_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(5844);
/* harmony import */ var _snapshot_options_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(5294);
/* harmony import */ var _snapshot_time_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(7955);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(2731);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(9917);
/* harmony import */ var _kinds_context_pack_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(4267);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(3455);
/* harmony import */ var _core_make_dirs_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(2626);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(6457);
/* harmony import */ var _snapshot_manifest_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(6351);
/* harmony import */ var _core_config_js__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(4489);
























const BOT = { name: 'github-actions[bot]', email: '41898282+github-actions[bot]@users.noreply.github.com' };
/**
 * The bot as author and committer of every commit this action makes (and of a rebase's stash).
 * Through the environment, which outranks `-c user.name=…`: a workflow's GIT_AUTHOR_NAME or
 * GIT_COMMITTER_EMAIL would otherwise sign the bot's commit, and the next run would refuse the
 * pull request branch as somebody else's.
 */
const AS_BOT = { GIT_AUTHOR_NAME: BOT.name, GIT_AUTHOR_EMAIL: BOT.email, GIT_COMMITTER_NAME: BOT.name, GIT_COMMITTER_EMAIL: BOT.email };
/**
 * Every git call of this action: pathspecs are literal (a folder named `*` or `:(glob)x` names
 * itself, not other files), and no repository hook or fsmonitor program runs. Hooks are code
 * from the checked-out repository (`core.hooksPath=.husky` after an `npm ci`), which on a pull
 * request is whoever opened it; the bot's commit is made by the workflow, not by a developer,
 * so it skips them, as other bots do.
 */
const SAFE = ['--literal-pathspecs', '-c', 'core.hooksPath=/dev/null', '-c', 'core.fsmonitor=false'];
/** Every git call of this action, in the work tree `top`, with SAFE. */
function git(top, args, options = {}) {
    return (0,_core_git_js__WEBPACK_IMPORTED_MODULE_4__/* .runGit */ .EO)([...SAFE, ...args], { cwd: top, ...options });
}
/**
 * git with a list of paths, for the subcommands that read a pathspec file (add, commit, reset,
 * checkout): on stdin, since thousands of long paths (a monorepo's packs) on the command line
 * pass ARG_MAX and the spawn fails (E2BIG).
 */
function gitPaths(top, args, paths, options = {}) {
    return (0,_core_git_js__WEBPACK_IMPORTED_MODULE_4__/* .runGitPathspecFile */ .CS)([...SAFE, ...args], paths, { cwd: top, ...options });
}
/** git with a list of paths after `--`, for the subcommands that read no pathspec file (status, diff, ls-files, ls-tree): in as many calls as keep each command line short. */
function gitBatches(top, args, paths, options = {}) {
    return (0,_core_git_js__WEBPACK_IMPORTED_MODULE_4__/* .runGitPathBatches */ .Ps)([...SAFE, ...args], paths, { cwd: top, ...options });
}
/** The action's inputs (read from the snapshot taken at the action boundary: no INPUT_* is left in the environment). */
function readInputs() {
    const values = {
        path: (0,_inputs_js__WEBPACK_IMPORTED_MODULE_20__/* .getInput */ .V4)('path') || '.',
        output: (0,_inputs_js__WEBPACK_IMPORTED_MODULE_20__/* .getInput */ .V4)('output') || '.context/pack.json',
        message: (0,_inputs_js__WEBPACK_IMPORTED_MODULE_20__/* .getInput */ .V4)('message') || 'chore: refresh context packs',
        branch: (0,_inputs_js__WEBPACK_IMPORTED_MODULE_20__/* .getInput */ .V4)('branch') || 'packwright/context-pack',
        token: (0,_inputs_js__WEBPACK_IMPORTED_MODULE_20__/* .getInput */ .V4)('token'),
    };
    if (values.token)
        _actions_core__WEBPACK_IMPORTED_MODULE_3__.setSecret(values.token);
    return values;
}
const OUTSIDE = {
    outside: 'is outside the repository work tree',
    unsafe: 'is outside the repository work tree',
    symlink_outside: 'leads outside the repository work tree',
    symlink_loop: 'is a symlink loop inside the repository work tree',
    dangling_symlink: 'is a dangling symlink inside the repository work tree',
};
/** A path from input, resolved from `cwd`: refused unless it (and what its symlinks lead to) is inside the work tree `top`, and outside `.git`. Returns the real path. */
async function insideRepository(input, value, cwd, top) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, value);
    const where = `input ${input}: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(value)}`;
    const why = await (0,_inputs_js__WEBPACK_IMPORTED_MODULE_20__/* .containedIn */ .xK)(top, abs);
    if (why)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${where} ${OUTSIDE[why]} ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(top)}${why === 'symlink_outside' ? ' through a symlink' : ''}`);
    const real = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .realPathSoFar */ .JC)(abs);
    if ([abs, real].some((p) => (0,_inputs_js__WEBPACK_IMPORTED_MODULE_20__/* .throughGitFolder */ .GX)(top, p)))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${where} is inside .git`);
    return real;
}
/** Paths git reports as changed (modified, added or untracked) among `paths`. */
async function changedPaths(top, paths) {
    // Each path once: in two batches, it would be reported twice.
    const results = await gitBatches(top, ['status', '--porcelain=v1', '-z', '--untracked-files=all'], [...new Set(paths)]);
    return results.flatMap((r) => r.stdout.toString('utf8').split('\0').filter((e) => e.length > 3).map((e) => e.slice(3))).sort();
}
/** The pack's bytes without created_at: a rebuild that differs only there is not a change. */
function withoutTime(text) {
    try {
        const pack = JSON.parse(text);
        if (pack.metadata)
            delete pack.metadata.created_at;
        return JSON.stringify(pack);
    }
    catch {
        return null;
    }
}
/**
 * The branch a commit goes to: the checked-out branch, or on a detached HEAD the branch
 * GITHUB_REF names (refs/heads/*). Anything else (a pull request's merge commit, a tag) has no
 * branch to update: pushing to one named after GITHUB_REF_NAME would create `12/merge` or `v1.2.0`.
 */
async function targetBranch(top, commit) {
    const sym = await git(top, ['symbolic-ref', '--short', '-q', 'HEAD'], { allowFailure: true });
    const name = sym.code === 0 ? sym.stdout.toString('utf8').trim() : '';
    if (name)
        return name;
    const ref = process.env.GITHUB_REF ?? '';
    if (ref.startsWith('refs/heads/') && ref.length > 11)
        return ref.slice(11);
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`commit: ${commit} needs a branch to update, but HEAD is detached and ${ref ? `GITHUB_REF ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(ref)} is not a branch` : 'GITHUB_REF is not set'}; check out a branch (actions/checkout with ref: <branch>) or set commit: none`);
}
/**
 * Which of `rels` git ignores, each with the rule (`source:line: pattern`) that does, in two git
 * calls however many paths. Tracked files are never ignored.
 */
async function ignoreRules(top, rels) {
    const rules = new Map();
    if (!rels.length)
        return rules;
    // Without --literal-pathspecs, which check-ignore refuses: it takes paths, not patterns.
    // Twice: with -v a path a negated rule (`!x`) re-includes is listed as well; without, only the ignored.
    const check = (verbose, paths) => (0,_core_git_js__WEBPACK_IMPORTED_MODULE_4__/* .runGit */ .EO)([...SAFE.slice(1), 'check-ignore', ...(verbose ? ['-v'] : []), '-z', '--stdin'], { cwd: top, input: paths.map((p) => `${p}\0`).join(''), allowFailure: true });
    const r = await check(false, rels);
    if (r.code === 1)
        return rules;
    if (r.code !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`git check-ignore: ${(0,_core_git_js__WEBPACK_IMPORTED_MODULE_4__/* .gitErrorLine */ .PZ)(r.stderr.toString('utf8'), r.code)}`);
    const ignored = r.stdout.toString('utf8').split('\0').filter(Boolean);
    // -v -z: source, line, pattern and path, each ended by NUL.
    const fields = (await check(true, ignored)).stdout.toString('utf8').split('\0');
    for (let i = 0; i + 3 < fields.length; i += 4) {
        const [source, line, pattern, file] = fields.slice(i, i + 4);
        if (pattern && !pattern.startsWith('!'))
            rules.set(file, `${source}:${line}: ${pattern}`);
    }
    for (const file of ignored)
        if (!rules.has(file))
            rules.set(file, 'an ignore rule');
    return rules;
}
/**
 * The folder from `dir` up to (not including) the work tree `top` that holds a `.git` of its own
 * (a submodule or a repository cloned inside this one), or null. Its files are that repository's:
 * this one's git cannot add them (and `git check-ignore` refuses them).
 */
async function otherRepository(top, dir) {
    for (let d = dir; d !== top && (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(top, d); d = node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(d)) {
        if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(d, '.git')).then(() => true, () => false))
            return d;
    }
    return null;
}
/**
 * The folders of every context pack git sees in the work tree: a pack.json tracked, or untracked
 * and not ignored (not a snapshot written as pack.json), sorted. Asked of git rather than found by
 * walking the tree, which on every snapshot run went through build outputs, virtualenvs and
 * folder symlinks, unlike the snapshot's own scan; a pack git does not track is left out anyway.
 */
async function repositoryPackDirs(top) {
    const r = await git(top, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
    const dirs = new Set();
    for (const p of r.stdout.toString('utf8').split('\0'))
        if (p === 'pack.json' || p.endsWith('/pack.json'))
            dirs.add(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(top, node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(p)));
    const packs = [];
    for (const dir of [...dirs].sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_23__/* .compareBytes */ .Xo))
        if (await _kinds_context_pack_js__WEBPACK_IMPORTED_MODULE_17__/* .contextPackKind */ .H.confirmDirectory(dir))
            packs.push(dir);
    return packs;
}
/**
 * `found` split into the packs of this repository and the others (`skipped`, each named with
 * why): a pack that git ignores, or that lies in a submodule, is not this repository's, and a
 * rewrite of it could never be committed here.
 */
async function trackedPacks(top, found) {
    const rel = (abs) => (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(top, abs));
    const skipped = [];
    const ours = [];
    for (const f of found) {
        const repository = await otherRepository(top, f.dir);
        if (repository)
            skipped.push(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(f.manifest)} (in the git repository ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(rel(repository))})`);
        else
            ours.push(f);
    }
    const ignored = await ignoreRules(top, ours.map((f) => f.manifest));
    for (const f of ours)
        if (ignored.has(f.manifest))
            skipped.push(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(f.manifest)} (ignored by ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(ignored.get(f.manifest))})`);
    return { kept: ours.filter((f) => !ignored.has(f.manifest)), skipped };
}
/**
 * The files the pack.json in `dir` lists whose base name is one of `names`, as absolute paths
 * (symlinked folders resolved), read as plain JSON. A pack.json that cannot be read lists
 * nothing here: validate reports it, and a rehash would refuse it.
 */
async function listedAmong(dir, names) {
    let files;
    try {
        files = JSON.parse((await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_18__/* .readFileLimited */ .lB)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, 'pack.json'))).toString('utf8'))?.files;
    }
    catch {
        return [];
    }
    if (!Array.isArray(files))
        return [];
    const paths = files.map((f) => f?.path).filter((p) => typeof p === 'string' && names.has(node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(p)));
    return paths.map((p) => (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .realPathSoFar */ .JC)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(dir, p)));
}
/**
 * The nearest existing path on the way from `dir` up to the work tree `top`, when it is not a
 * folder: a file there (README.md, for the output README.md/pack.json) would stop the output's
 * folders being made, after the rehash was written.
 */
async function fileOnTheWay(top, dir) {
    for (let d = dir; d !== top && (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(top, d); d = node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(d)) {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(d).catch(() => null);
        if (st)
            return st.isDirectory() ? null : d;
    }
    return null;
}
/** A rejected push that a rebase onto the moved branch can fix (not a protected branch or a hook). */
const NOT_FAST_FORWARD = /^\s*! \[rejected\].*\((?:fetch first|non-fast-forward)\)/m;
/**
 * actions/build-context-pack: rehash every context pack (on push), rebuild the repository's
 * pack (on a schedule), and commit the result back: pushed, as a pull request, or only reported.
 * Only paths are printed (through showPath), never file content. Every check runs before the
 * first write: a run that fails on its inputs, its branch or a broken pack changes nothing.
 */
const buildContextPackAction = {
    meta: { name: 'build-context-pack', description: 'rehash context packs and rebuild the repository pack, then commit back if changed' },
    async run() {
        const inputs = readInputs();
        const cwd = process.cwd();
        const gitTop = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_4__/* .gitTopLevel */ .oB)(cwd);
        if (!gitTop)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(cwd)}: not inside a git work tree (run actions/checkout first)`);
        const top = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(gitTop);
        const event = process.env.GITHUB_EVENT_NAME ?? '';
        let mode = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_20__/* .choiceInput */ .ij)('mode', ['auto', 'rehash', 'snapshot', 'both'], 'auto');
        if (mode === 'auto')
            mode = event === 'push' ? 'rehash' : event === 'schedule' ? 'snapshot' : 'both';
        const commit = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_20__/* .choiceInput */ .ij)('commit', ['push', 'pull-request', 'none'], 'push');
        const type = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_20__/* .choiceInput */ .ij)('type', ['auto', 'full', 'summary'], 'auto');
        const rehash = mode === 'rehash' || mode === 'both';
        const snapshot = mode === 'snapshot' || mode === 'both';
        const root = await insideRepository('path', inputs.path, cwd, top);
        const rootStat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(root).catch(() => null);
        if (!rootStat)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`input path: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(inputs.path)} does not exist`);
        if (snapshot && !rootStat.isDirectory())
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`input path: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(inputs.path)} is not a folder (mode ${mode} builds the pack of a folder)`);
        const rel = (abs) => (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(top, abs));
        // The snapshot pack: inside the work tree, not in .git, listable in the files output,
        // not somebody else's file, and (when committed) not ignored by git.
        const out = await insideRepository('output', inputs.output, cwd, top);
        const outRel = rel(out);
        let outIgnored = null;
        if (snapshot) {
            if ((0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .hasControlCharacter */ .Fd)(outRel))
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`input output: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(outRel)} holds a control character, which the files output (one path per line) cannot carry`);
            (0,_inputs_js__WEBPACK_IMPORTED_MODULE_20__/* .refuseFolder */ .M1)('output', (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(outRel || '.'), out, 'name the pack file (for example .context/pack.json)');
            const file = await fileOnTheWay(top, node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(out));
            if (file)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`input output: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(outRel)}: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(rel(file))} is not a folder`);
            (0,_snapshot_replaceable_js__WEBPACK_IMPORTED_MODULE_12__/* .assertReplaceablePack */ .O)(out, (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(outRel));
            outIgnored = (await ignoreRules(top, [outRel])).get(outRel) ?? null;
            if (outIgnored && commit !== 'none')
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`input output: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(outRel)} is ignored by git (${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(outIgnored)}), so commit: ${commit} could never commit it; write it elsewhere or change the ignore rule`);
        }
        // Where a commit goes, checked before anything is written.
        // `refs/heads/x` is the branch x, as the base-branch check below reads it (not a branch
        // named `refs/heads/x`, which a push to refs/heads/refs/heads/x would create).
        const branch = inputs.branch.replace(/^refs\/heads\//, '');
        let current = '';
        let owner = '';
        let repo = '';
        if (commit !== 'none') {
            current = await targetBranch(top, commit);
            // A repository with no commit yet: nothing to base the bot's commit (or a pull request) on.
            // Checked here, or the pull request's `read-tree HEAD` fails after every file is written.
            const head = await git(top, ['rev-parse', '--verify', '-q', 'HEAD^{commit}'], { allowFailure: true });
            if (head.code !== 0)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`commit: ${commit} needs a commit to build on, but ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(current)} has none yet; commit first or set commit: none`);
        }
        if (commit === 'pull-request') {
            const valid = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_4__/* .runGit */ .EO)(['check-ref-format', `refs/heads/${branch}`], { cwd: top, allowFailure: true });
            // HEAD passes check-ref-format, but git refuses it as a branch name: `HEAD` would then mean two things.
            if (valid.code !== 0 || branch.startsWith('-') || branch === 'HEAD')
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`input branch: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(inputs.branch)} is not a valid branch name`);
            const plain = (b) => b.replace(/^refs\/heads\//, '').toLowerCase();
            if (plain(branch) === plain(current))
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`input branch: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(inputs.branch)} is the branch the pull request goes to; commit: pull-request needs a branch of its own (default packwright/context-pack)`);
            if (!inputs.token)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC('input token is empty: commit: pull-request needs a token with contents: write and pull-requests: write');
            [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
            if (!owner || !repo)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC('GITHUB_REPOSITORY is not set to owner/repo');
        }
        // A folder not searched (unreadable, or a symlink to a folder holding the root): one warning
        // each, however many paths lead the search to it.
        const warned = new Set();
        const notSearched = (problem) => {
            if (!warned.has(problem))
                _actions_core__WEBPACK_IMPORTED_MODULE_3__.warning(`packwright: ${problem}; not searched for context packs`);
            warned.add(problem);
        };
        const refuseControlCharacter = (manifest) => {
            if ((0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .hasControlCharacter */ .Fd)(manifest))
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(manifest)}: a path with a control character cannot be listed in the files output (one path per line); rename the folder`);
        };
        /**
         * This repository's context packs under `root`, each with its rehash planned: every pack is
         * checked before any is rewritten (a broken second pack leaves the first as it was), and each
         * file is hashed once. Run again after a rebase, on the rebased tree. `notice`: name the packs
         * skipped (the first pass only).
         */
        const planPacks = async (notice) => {
            // By real path: discovery follows symlinked folders, and git names a file by where it is.
            const found = [];
            // Discovery, not resolveTargets: a folder holding no pack is "no context packs to rehash",
            // not a pack of its own whose pack.json is missing.
            const targets = rehash ? await (0,_discover_js__WEBPACK_IMPORTED_MODULE_15__/* .discoverTargets */ .K)(root, [_kinds_context_pack_js__WEBPACK_IMPORTED_MODULE_17__/* .contextPackKind */ .H], root, notice ? notSearched : undefined).then(_target_js__WEBPACK_IMPORTED_MODULE_16__/* .sortTargets */ .P).catch((err) => Promise.reject((0,_inputs_js__WEBPACK_IMPORTED_MODULE_20__/* .renamedError */ .HZ)(err, { abs: root, cwd, name: 'path', given: (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(inputs.path), otherwise: 'keep' }))) : [];
            for (const t of targets) {
                const dir = t.real ?? (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(t.path));
                if (!(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(top, dir))
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(top, t.path)))}: a symlink leads this context pack outside the repository work tree (to ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(dir)}); refusing to rehash it`);
                if (node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, 'pack.json') === out)
                    continue;
                found.push({ dir, manifest: rel(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, 'pack.json')) });
            }
            // A pack this repository does not track is left as it is, and one notice line names it.
            const { kept, skipped } = await trackedPacks(top, found);
            if (skipped.length && notice)
                _actions_core__WEBPACK_IMPORTED_MODULE_3__.notice(`packwright: not rehashing ${(0,_snapshot_manifest_js__WEBPACK_IMPORTED_MODULE_21__/* .plural */ .LS)(skipped.length, 'context pack')} that this repository does not track: ${skipped.join(', ')}`);
            for (const f of kept)
                refuseControlCharacter(f.manifest);
            // Innermost first: a pack may list a nested pack's pack.json, which this run rewrites; the
            // outer pack records the hash of its new bytes (in whatever order the two are written).
            const plans = new Map();
            const replaced = new Map();
            for (const f of [...kept].reverse()) {
                const plan = await (0,_context_pack_rehash_js__WEBPACK_IMPORTED_MODULE_9__/* .planRehash */ .bs)(f.dir, { replaced });
                if (plan.text !== null)
                    replaced.set(await (0,_context_pack_rehash_js__WEBPACK_IMPORTED_MODULE_9__/* .replacedKey */ .y6)(plan.manifestPath), (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_10__/* .sha256Hex */ .fg)(plan.text));
                plans.set(f.dir, plan);
            }
            const ordered = kept.map((f) => plans.get(f.dir));
            // The snapshot is rebuilt after the packs are written, so a pack cannot record its new
            // hash (and, holding that pack.json, the snapshot could never match a hash recorded of it).
            if (snapshot) {
                for (const plan of ordered) {
                    const dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(plan.manifestPath);
                    if (plan.paths.some((p) => node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(dir, p) === out))
                        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`input output: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(outRel)} is listed in ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(rel(plan.manifestPath))}, which mode ${mode} rehashes before it rebuilds the output: that hash would be stale in the commit; write the output elsewhere, or leave it out of that pack`);
                }
            }
            return ordered;
        };
        /**
         * The context packs anywhere in the repository (not only under `path`; not those in `exclude`,
         * which mode both rehashes itself) that list the output, or the pack.json of a pack that does,
         * and so on: a rebuilt output leaves their hashes stale. Each with the rewritten file it lists
         * (`lists`), in an order where a pack comes after the packs whose pack.json it lists. Found
         * before anything is written.
         */
        const listingPacks = async (exclude) => {
            const found = [];
            for (const packDir of await repositoryPackDirs(top)) {
                const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(packDir).catch(() => null);
                // One a symlink leads outside the repository is not the repository's to rewrite.
                if (dir === null || !(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(top, dir) || exclude.has(dir) || node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, 'pack.json') === out)
                    continue;
                found.push({ dir, manifest: rel(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, 'pack.json')) });
            }
            const { kept } = await trackedPacks(top, found);
            // Only an entry named as a rewritten file can be one: the others are not looked up.
            const names = new Set([node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(out), 'pack.json']);
            const listed = new Map();
            for (const f of kept)
                listed.set(f, await listedAmong(f.dir, names));
            const rewritten = new Set([out]);
            const chosen = new Map();
            for (let grew = true; grew;) {
                grew = false;
                for (const f of kept) {
                    const hit = chosen.has(f) ? undefined : listed.get(f).find((p) => rewritten.has(p));
                    if (hit === undefined)
                        continue;
                    chosen.set(f, rel(hit));
                    rewritten.add(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(f.dir, 'pack.json'));
                    grew = true;
                }
            }
            // Each pack records the new hash of every pack.json it lists, so those are planned first (in
            // a cycle none can be: the first left is taken, and one of them stays stale, as it would anyway).
            const own = (f) => node_path__WEBPACK_IMPORTED_MODULE_0___default().join(f.dir, 'pack.json');
            const left = [...chosen.keys()];
            const waiting = new Set(left.map(own));
            const ordered = [];
            while (left.length) {
                const next = Math.max(0, left.findIndex((f) => !listed.get(f).some((p) => p !== own(f) && waiting.has(p))));
                const [f] = left.splice(next, 1);
                waiting.delete(own(f));
                refuseControlCharacter(f.manifest);
                ordered.push({ ...f, lists: chosen.get(f) });
            }
            return ordered;
        };
        /**
         * Writes the plans, then (with `snap.cfg`) rebuilds the snapshot pack, which sees the rewritten
         * pack.json files, and rehashes the packs that list it (`snap.listing`) when it changed (or,
         * with `snap.relist`, whether or not: after a rebase, when the first pass rewrote it). Every
         * path written or compared is added to `touched` (for git status); returns whether the snapshot
         * pack was written. `again`: after a rebase, only what changes is named.
         */
        const write = async (targets, snap, createdAt, touched, again) => {
            const after = again ? ' after rebasing' : '';
            for (const plan of targets) {
                const shown = rel(plan.manifestPath);
                touched.push(shown);
                await (0,_context_pack_rehash_js__WEBPACK_IMPORTED_MODULE_9__/* .writeRehash */ .TL)(plan);
                if (plan.stale.length || !again)
                    _actions_core__WEBPACK_IMPORTED_MODULE_3__.info(`packwright: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(shown)}: ${plan.stale.length ? `${plan.stale.length} hash(es) updated${after}` : 'up to date'}`);
            }
            if (rehash && !targets.length && !again)
                _actions_core__WEBPACK_IMPORTED_MODULE_3__.info('packwright: no context packs to rehash');
            if (!snap)
                return false;
            // A pack.json recording the output's hash is left out of the output: packed, it would change
            // the output, whose new hash changes the pack.json, and every rebuild would commit both again.
            const recording = snap.listing.filter((f) => (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(root, f.dir));
            if (recording.length && !again) {
                const names = recording.map((f) => (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(f.manifest)).join(', ');
                _actions_core__WEBPACK_IMPORTED_MODULE_3__.info(`packwright: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(outRel)}: leaving out ${names}, which ${recording.length === 1 ? 'records its hash (directly or through another pack) and is' : 'record its hash (directly or through another pack) and are'} rehashed when it changes`);
            }
            let text = null;
            let built = '';
            if (snap.cfg) {
                const pack = await (0,_snapshot_build_js__WEBPACK_IMPORTED_MODULE_11__/* .buildContextPack */ .x)(root, {
                    exclude: snap.cfg.exclude,
                    include: snap.cfg.include,
                    skipPaths: [(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, out))],
                    leaveOutPaths: recording.map((f) => (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, node_path__WEBPACK_IMPORTED_MODULE_0___default().join(f.dir, 'pack.json')))),
                    createdAt: await createdAt(),
                    constraints: { prefer_summary: type === 'summary', force_full: type === 'full' },
                });
                const serialized = (0,_snapshot_build_js__WEBPACK_IMPORTED_MODULE_11__/* .serializePack */ .s)(pack);
                touched.push(outRel);
                const old = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(out, 'utf8').catch(() => null);
                if (old !== null && withoutTime(old) === withoutTime(serialized)) {
                    if (!again)
                        _actions_core__WEBPACK_IMPORTED_MODULE_3__.info(`packwright: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(outRel)}: unchanged`);
                }
                else {
                    text = serialized;
                    const i = pack.context_pack_info;
                    built = `packwright: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(outRel)}: ${i.type} pack, ${(0,_snapshot_manifest_js__WEBPACK_IMPORTED_MODULE_21__/* .plural */ .LS)(i.files_included, 'file')} included, ${i.files_excluded} excluded${after}`;
                }
            }
            if (text === null && !snap.relist)
                return false;
            // The packs are planned before the output is written, recording the hash of its new bytes, so
            // one that cannot be rehashed fails the run with nothing written. An output not there yet is
            // written first (a plan checks that each listed file exists), and removed on that failure.
            const writeOut = async (bytes) => {
                (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_19__/* .makeDirs */ .X)(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(out));
                await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFileAtomic */ .Z)(out, bytes);
            };
            const fresh = text !== null && !(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(out).then(() => true, () => false));
            if (fresh)
                await writeOut(text);
            const plans = [];
            try {
                const replaced = new Map();
                if (text !== null)
                    replaced.set(await (0,_context_pack_rehash_js__WEBPACK_IMPORTED_MODULE_9__/* .replacedKey */ .y6)(out), (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_10__/* .sha256Hex */ .fg)(text));
                for (const f of snap.listing) {
                    const plan = await (0,_context_pack_rehash_js__WEBPACK_IMPORTED_MODULE_9__/* .planRehash */ .bs)(f.dir, { replaced });
                    if (plan.text !== null)
                        replaced.set(await (0,_context_pack_rehash_js__WEBPACK_IMPORTED_MODULE_9__/* .replacedKey */ .y6)(plan.manifestPath), (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_10__/* .sha256Hex */ .fg)(plan.text));
                    plans.push({ plan, lists: f.lists });
                }
            }
            catch (err) {
                if (fresh)
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(out, { force: true });
                throw err;
            }
            if (text !== null && !fresh)
                await writeOut(text);
            if (text !== null)
                _actions_core__WEBPACK_IMPORTED_MODULE_3__.info(built);
            for (const { plan, lists } of plans) {
                const shown = rel(plan.manifestPath);
                touched.push(shown);
                await (0,_context_pack_rehash_js__WEBPACK_IMPORTED_MODULE_9__/* .writeRehash */ .TL)(plan);
                if (plan.stale.length || !again)
                    _actions_core__WEBPACK_IMPORTED_MODULE_3__.info(`packwright: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(shown)}: ${plan.stale.length ? `${plan.stale.length} hash(es) updated${after}` : 'up to date'} (it lists ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(lists)}, rewritten in this run)`);
            }
            return text !== null;
        };
        const targets = await planPacks(true);
        const cfg = snapshot ? await (0,_snapshot_options_js__WEBPACK_IMPORTED_MODULE_13__/* .configPatterns */ .Q)(root) : null;
        const targetDirs = (plans) => new Set(plans.map((p) => node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(p.manifestPath)));
        const listing = snapshot ? await listingPacks(targetDirs(targets)) : [];
        // Mode both plans the packs listing the output after it has written the packs under `path`:
        // a dry plan first, so that one that cannot be rehashed still fails the run with nothing
        // written (unless the output is not there yet, which a plan would take for a missing file).
        if (rehash && listing.length && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(out).then(() => true, () => false)))
            for (const f of listing)
                await (0,_context_pack_rehash_js__WEBPACK_IMPORTED_MODULE_9__/* .planRehash */ .bs)(f.dir);
        // The pull request branch is ours alone: it is replaced only when its last commit is the bot's.
        let lease = null;
        if (commit === 'pull-request')
            lease = await pullRequestBranchLease(top, branch);
        // Writes.
        const touched = [];
        const wroteOut = await write(targets, snapshot ? { cfg, listing, relist: false } : null, () => (0,_snapshot_time_js__WEBPACK_IMPORTED_MODULE_14__/* .packTimestamp */ .q)(root, process.env), touched, false);
        const files = await changedPaths(top, touched);
        // An ignored output (commit: none only) is invisible to git status: it changed when it was written.
        if (outIgnored && wroteOut && !files.includes(outRel))
            files.push(outRel);
        files.sort();
        const report = (list) => {
            _actions_core__WEBPACK_IMPORTED_MODULE_3__.setOutput('changed', list.length ? 'true' : 'false');
            _actions_core__WEBPACK_IMPORTED_MODULE_3__.setOutput('files', list.join('\n'));
        };
        if (!files.length) {
            report(files);
            _actions_core__WEBPACK_IMPORTED_MODULE_3__.info('packwright: nothing changed');
            return;
        }
        _actions_core__WEBPACK_IMPORTED_MODULE_3__.info(`packwright: changed: ${files.map(_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8).join(', ')}`);
        if (commit === 'push') {
            // The commits a rebase brings in may change what a pack lists, or the snapshot's inputs:
            // after it, the packs are planned again and the snapshot rebuilt when its inputs moved.
            const rootRel = rel(root);
            const under = (p, dir) => dir === '' || p === dir || p.startsWith(`${dir}/`);
            const configOf = (p) => node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(p) === _core_config_js__WEBPACK_IMPORTED_MODULE_22__/* .CONFIG_FILE */ .g2 && under(rootRel, node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(p) === '.' ? '' : node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(p));
            const refresh = async (moved, base, written) => {
                const plans = rehash ? await planPacks(false) : [];
                let again = null;
                if (snapshot && moved.some((p) => under(p, rootRel) || p === outRel || configOf(p))) {
                    (0,_snapshot_replaceable_js__WEBPACK_IMPORTED_MODULE_12__/* .assertReplaceablePack */ .O)(out, (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(outRel));
                    again = await (0,_snapshot_options_js__WEBPACK_IMPORTED_MODULE_13__/* .configPatterns */ .Q)(root);
                }
                // As the first pass takes the checked-out commit's time (unless SOURCE_DATE_EPOCH is set), this one takes the new tip's.
                const createdAt = async () => {
                    const sde = process.env.SOURCE_DATE_EPOCH;
                    if (sde !== undefined && sde !== '')
                        return (0,_snapshot_time_js__WEBPACK_IMPORTED_MODULE_14__/* .packTimestamp */ .q)(root, process.env);
                    const time = (await git(top, ['log', '-1', '--format=%ct', base])).stdout.toString('utf8').trim();
                    return (0,_snapshot_time_js__WEBPACK_IMPORTED_MODULE_14__/* .packTimestamp */ .q)(root, { ...process.env, SOURCE_DATE_EPOCH: time });
                };
                // The packs listing the output, found again on the rebased tree: those this commit rehashed
                // are planned again even when the output is not rebuilt (the commits may have changed a file they list).
                const relisted = snapshot ? await listingPacks(targetDirs(plans)) : [];
                await write(plans, snapshot ? { cfg: again, listing: relisted, relist: wroteOut } : null, createdAt, written, true);
            };
            let pushed = files;
            try {
                pushed = await commitAndPush(top, current, files, inputs.message, refresh);
            }
            finally {
                report(pushed);
            }
            if (pushed.join('\n') !== files.join('\n'))
                _actions_core__WEBPACK_IMPORTED_MODULE_3__.info(`packwright: after rebasing, ${pushed.length ? `changed: ${pushed.map(_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8).join(', ')}` : 'nothing is left to change'}`);
            if (pushed.length)
                _actions_core__WEBPACK_IMPORTED_MODULE_3__.info(`packwright: pushed to ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(current)}`);
            return;
        }
        report(files);
        if (commit === 'none')
            return;
        await pushPullRequestBranch(top, branch, lease ?? '', files, inputs.message);
        _actions_core__WEBPACK_IMPORTED_MODULE_3__.info(`packwright: pushed ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(branch)}`);
        const url = await openPullRequest({ token: inputs.token, owner, repo, branch, base: current, message: inputs.message, files });
        _actions_core__WEBPACK_IMPORTED_MODULE_3__.setOutput('pull-request-url', url);
    },
};
/**
 * The remote tip of the pull request branch (the lease the push is made against), or '' when
 * the branch does not exist. A branch whose last commit is not the bot's is somebody's work
 * (a `branch` naming `develop`, a reviewer's fix pushed onto the pull request): refused. The
 * bot both authored and committed its own: a reviewer who amends it (`commit --amend` keeps the
 * author) is its committer.
 */
async function pullRequestBranchLease(top, branch) {
    const ref = `refs/heads/${branch}`;
    const ls = await git(top, ['ls-remote', 'origin', ref], { remote: true });
    const line = ls.stdout.toString('utf8').split('\n').find((l) => l.endsWith(`\t${ref}`));
    if (!line)
        return '';
    const tip = line.split('\t')[0];
    await git(top, ['fetch', '-q', '--no-tags', 'origin', `+${ref}:refs/remotes/origin/${branch}`], { remote: true });
    const [author = '', committer = ''] = (await git(top, ['log', '-1', '--format=%ae%x00%ce', tip])).stdout.toString('utf8').trim().split('\0');
    const other = author !== BOT.email ? `author ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(author)}` : committer !== BOT.email ? `committed by ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(committer)}` : '';
    if (other)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`input branch: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(branch)} exists on origin and its last commit is not ${BOT.name}'s (${other}); refusing to replace it: choose another branch or delete that one`);
    return tip;
}
/** The message as the commit takes it, and as the pull request's title (its first line) and body (the rest). */
function splitMessage(message) {
    const lines = message.replace(/\r\n?/g, '\n').split('\n');
    return { title: lines[0].trim(), rest: lines.slice(1).join('\n').trim() };
}
/**
 * Stages `files` in the index (`env` may name another): those it holds with `add -u`, since a
 * plain `git add` of a tracked file inside an ignored folder stages it and still fails ("paths are
 * ignored"); new ones with `add`. None of them is ignored: an ignored output is refused and an
 * ignored pack skipped before anything is written.
 */
async function stage(top, files, env = {}) {
    const held = new Set((await gitBatches(top, ['ls-files', '-z'], files, { env })).flatMap(nameList));
    const tracked = files.filter((f) => held.has(f));
    const fresh = files.filter((f) => !held.has(f));
    if (tracked.length)
        await gitPaths(top, ['add', '-u'], tracked, { env });
    if (fresh.length)
        await gitPaths(top, ['add'], fresh, { env });
}
/** The paths a `git diff --name-only -z` (or similar) lists. */
const nameList = (r) => r.stdout.toString('utf8').split('\0').filter(Boolean);
/** The object name of `rev`. */
async function revParse(top, rev) {
    return (await git(top, ['rev-parse', '--verify', '-q', `${rev}^{commit}`])).stdout.toString('utf8').trim();
}
/**
 * commit: push. Commits the changed files on the current branch and pushes. A push rejected
 * because the branch moved on the remote (fetch first / non-fast-forward) is retried once after
 * rebasing onto it; a rebase that conflicts is aborted. The commits rebased over may have changed
 * files a pack lists (or the snapshot's inputs): `refresh` plans everything again on the rebased
 * tree, and what it changes is amended into the bot's commit (an unpushed commit the bot authored)
 * before the one retry. On failure the commit stays local (the branch one commit ahead, no rebase
 * in progress, the work tree as the commit has it) and the message says why. Returns the files
 * the bot's pushed commit changed: after a rebase, fewer (the remote already held the same change)
 * or more (a refreshed file) than `files`.
 */
async function commitAndPush(top, current, files, message, refresh) {
    await stage(top, files);
    await gitPaths(top, ['commit', '-q', '--no-verify', '-m', message], files, { env: AS_BOT });
    const ref = `refs/heads/${current}`;
    const push = () => git(top, ['push', '-q', 'origin', `HEAD:${ref}`], { remote: true, allowFailure: true });
    let r = await push();
    if (r.code === 0)
        return files;
    const stderr = r.stderr.toString('utf8');
    if (!NOT_FAST_FORWARD.test(stderr))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`git push to ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(current)} failed: ${(0,_core_git_js__WEBPACK_IMPORTED_MODULE_4__/* .gitErrorLine */ .PZ)(stderr, r.code)} (the commit stays local)`);
    _actions_core__WEBPACK_IMPORTED_MODULE_3__.info(`packwright: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(current)} moved on the remote; rebasing onto it and pushing again`);
    const before = await revParse(top, 'HEAD');
    await git(top, ['fetch', '-q', '--no-tags', 'origin', `+${ref}:refs/remotes/origin/${current}`], { remote: true });
    const tip = await revParse(top, `refs/remotes/origin/${current}`);
    // A change an earlier step left uncommitted (`npm install` rewriting package-lock.json) would
    // stop the rebase: it is set aside (--autostash) and put back after. One the remote commits
    // changed as well would come back with conflict markers in it: refused, the rebase not begun.
    const uncommitted = nameList(await git(top, ['diff', '--name-only', '-z', '--no-renames', 'HEAD']));
    if (uncommitted.length) {
        const upstream = new Set(nameList(await git(top, ['diff', '--name-only', '-z', '--no-renames', `${before}...${tip}`])));
        const both = uncommitted.filter((p) => upstream.has(p));
        if (both.length)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`git push to ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(current)} was rejected (the branch moved on the remote) and rebasing onto it failed: ${both.map(_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8).join(', ')} ${both.length === 1 ? 'is' : 'are'} changed in the work tree (not committed) and on the remote; nothing was pushed (the commit stays local; commit or undo that change before this step)`);
    }
    const rebase = await git(top, ['rebase', '-q', '--autostash', tip], { allowFailure: true, env: AS_BOT });
    if (rebase.code !== 0) {
        const conflicts = nameList(await git(top, ['diff', '--name-only', '-z', '--diff-filter=U'], { allowFailure: true }));
        await git(top, ['rebase', '--abort'], { allowFailure: true });
        const why = conflicts.length ? `conflicts in ${conflicts.map(_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8).join(', ')}` : (0,_core_git_js__WEBPACK_IMPORTED_MODULE_4__/* .gitErrorLine */ .PZ)(rebase.stderr.toString('utf8'), rebase.code);
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`git push to ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(current)} was rejected (the branch moved on the remote) and rebasing onto it failed: ${why}; nothing was pushed (the commit stays local; re-run the workflow)`);
    }
    // The bot's commit, rebased, is HEAD: unpushed (not the tip) and authored by the bot. When the
    // tip already held all of its changes, the rebase dropped it and HEAD is somebody else's.
    const head = await revParse(top, 'HEAD');
    const author = (await git(top, ['log', '-1', '--format=%an%x00%ae', head])).stdout.toString('utf8').trim();
    let ours = head !== tip && author === `${BOT.name}\0${BOT.email}`;
    // What the rebase changed in the work tree: nothing, and the plans made before it still hold.
    const moved = nameList(await git(top, ['diff', '--name-only', '-z', '--no-renames', before, head]));
    const written = [];
    let changed = [];
    const stayLocal = (why) => `git push to ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(current)} was rejected (the branch moved on the remote); after rebasing onto it, ${why}; nothing was pushed (the commit stays local; re-run the workflow)`;
    if (moved.length) {
        try {
            await refresh(moved, tip, written);
            changed = await changedPaths(top, written);
        }
        catch (err) {
            // Nothing half-written stays behind: the work tree goes back to what HEAD holds.
            await restore(top, written);
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(stayLocal(err.message));
        }
    }
    if (changed.length) {
        await stage(top, changed);
        if (ours) {
            // Amended, unless the refreshed files take it back to its parent: then it is dropped.
            const own = nameList(await git(top, ['diff', '--name-only', '-z', '--no-renames', 'HEAD^', 'HEAD']));
            const paths = [...new Set([...own, ...changed])];
            const empty = (await gitBatches(top, ['diff', '--cached', '--quiet', '--no-renames', 'HEAD^'], paths, { allowFailure: true })).every((r) => r.code === 0);
            if (empty) {
                await git(top, ['reset', '-q', 'HEAD^']);
                ours = false;
            }
            else {
                await gitPaths(top, ['commit', '-q', '--no-verify', '--amend', '--no-edit'], changed, { env: AS_BOT });
            }
        }
        else {
            await gitPaths(top, ['commit', '-q', '--no-verify', '-m', message], changed, { env: AS_BOT });
            ours = true;
        }
    }
    const pushed = ours ? nameList(await git(top, ['diff', '--name-only', '-z', '--no-renames', 'HEAD^', 'HEAD'])).sort() : [];
    if ((await revParse(top, 'HEAD')) === tip)
        return pushed;
    r = await push();
    if (r.code !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`git push to ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(current)} failed again after rebasing: ${(0,_core_git_js__WEBPACK_IMPORTED_MODULE_4__/* .gitErrorLine */ .PZ)(r.stderr.toString('utf8'), r.code)} (the commit stays local)`);
    return pushed;
}
/** Puts `paths` back as HEAD has them (best effort, after a failed refresh): tracked ones checked out, new ones removed. */
async function restore(top, paths) {
    const dirty = await changedPaths(top, paths).catch(() => []);
    if (!dirty.length)
        return;
    const held = new Set((await gitBatches(top, ['ls-tree', '-r', '-z', '--name-only', 'HEAD'], dirty, { allowFailure: true })).flatMap(nameList));
    const tracked = dirty.filter((p) => held.has(p));
    if (tracked.length)
        await gitPaths(top, ['checkout', '-q', 'HEAD'], tracked, { allowFailure: true });
    for (const p of dirty.filter((q) => !held.has(q)))
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(top, p), { force: true });
}
/**
 * commit: pull-request. Makes the bot's commit on top of HEAD in a throwaway index (no
 * checkout: the workspace stays on its branch, with the refreshed files in it) and pushes it
 * to `branch` with --force-with-lease against the tip checked before the writes, so a branch
 * that moved since (or appeared) is not overwritten.
 */
async function pushPullRequestBranch(top, branch, lease, files, message) {
    const tmp = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'packwright-index-'));
    try {
        const env = { GIT_INDEX_FILE: node_path__WEBPACK_IMPORTED_MODULE_0___default().join(tmp, 'index') };
        await git(top, ['read-tree', 'HEAD'], { env });
        await stage(top, files, env);
        const tree = (await git(top, ['write-tree'], { env })).stdout.toString('utf8').trim();
        const text = message.endsWith('\n') ? message : `${message}\n`;
        const sha = (await git(top, ['commit-tree', tree, '-p', 'HEAD', '-F', '-'], { input: text, env: AS_BOT })).stdout.toString('utf8').trim();
        const ref = `refs/heads/${branch}`;
        const r = await git(top, ['push', '-q', `--force-with-lease=${ref}:${lease}`, 'origin', `${sha}:${ref}`], { remote: true, allowFailure: true });
        if (r.code !== 0) {
            const why = (0,_core_git_js__WEBPACK_IMPORTED_MODULE_4__/* .gitErrorLine */ .PZ)(r.stderr.toString('utf8'), r.code);
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`git push to ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(branch)} failed: ${why}${/stale info/.test(why) ? ` (${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(branch)} changed on the remote during this run; re-run the workflow)` : ''}`);
        }
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { recursive: true, force: true });
    }
}
/**
 * `s` as a Markdown code span, fenced by one backtick more than its longest run: a file name
 * holding a backtick cannot end the span early and have the rest of it (a link, an image, an
 * @mention) rendered in the pull request body.
 */
function codeSpan(s) {
    const fence = '`'.repeat(Math.max(0, ...(s.match(/`+/g) ?? []).map((m) => m.length)) + 1);
    const pad = s.startsWith('`') || s.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${s}${pad}${fence}`;
}
/** Said of an answer the GitHub API would not give (a sign-in page, from a GITHUB_API_URL naming the web server): it is not taken as one. */
const NOT_THE_API = "is GITHUB_API_URL the API's address?";
/** The number and URL of a pull request in an API answer. */
function pullRequestOf(data) {
    const pr = data;
    if (typeof pr?.html_url !== 'string' || !/^https?:\/\//.test(pr.html_url) || !Number.isInteger(pr.number))
        throw new Error(`the answer is not a pull request; ${NOT_THE_API}`);
    return { number: pr.number, url: pr.html_url };
}
/**
 * Opens the pull request from `branch` to `base`, or updates the open one: its title and body
 * describe the commit just pushed (the branch is the bot's alone, so the pull request is too).
 * Returns its URL.
 */
async function openPullRequest(o) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 2785).then(__webpack_require__.bind(__webpack_require__, 2785));
    const octokit = getOctokit(o.token);
    const { title: firstLine, rest } = splitMessage(o.message);
    const title = firstLine || 'chore: refresh context packs';
    const body = `${rest ? `${rest}\n\n` : ''}Refreshed by packwright build-context-pack.\n\nChanged files:\n${o.files.map((f) => `- ${codeSpan(f)}`).join('\n')}\n`;
    let doing = 'finding the open pull request';
    try {
        const open = await octokit.rest.pulls.list({ owner: o.owner, repo: o.repo, state: 'open', head: `${o.owner}:${o.branch}`, base: o.base });
        if (!Array.isArray(open.data))
            throw new Error(`the answer is not a list of pull requests; ${NOT_THE_API}`);
        if (open.data.length) {
            const pr = pullRequestOf(open.data[0]);
            doing = `updating the pull request ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(pr.url)}`;
            await octokit.rest.pulls.update({ owner: o.owner, repo: o.repo, pull_number: pr.number, title, body });
            _actions_core__WEBPACK_IMPORTED_MODULE_3__.info(`packwright: updated pull request ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(pr.url)}`);
            return pr.url;
        }
        doing = 'opening the pull request';
        const created = await octokit.rest.pulls.create({ owner: o.owner, repo: o.repo, head: o.branch, base: o.base, title, body });
        const { url } = pullRequestOf(created.data);
        _actions_core__WEBPACK_IMPORTED_MODULE_3__.info(`packwright: opened pull request ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(url)}`);
        return url;
    }
    catch (err) {
        const e = err;
        const why = `${e.status ? ` HTTP ${e.status}` : ''}: ${String(e.message ?? err).split('\n')[0]}`.split(o.token).join('***');
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`pushed ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_8__/* .showPath */ .P8)(o.branch)}, but ${doing} failed (GitHub API${why})`);
    }
}


/***/ }),

/***/ 2731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ shard),
/* harmony export */   K: () => (/* binding */ discoverTargets)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7135);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6296);
/* harmony import */ var _packs_for_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3307);







/** Folders no pack lives in; everything else, dot-folders included (skills hide in `.curated/`), is walked. */
const SKIP_DIRS = new Set(['.git', 'node_modules']);
/**
 * Finds validation targets under `root`. A matched folder is a target and (unless its kind
 * descends) is not walked further. Symlinked folders are followed once each (by real path), so
 * a symlink loop ends the walk instead of hanging it; they are walked after every folder reached
 * without one (links in byte order), so a pack is named by its own path under `root`, not by a
 * link that a directory listing happened to return first (`cp/inner/up -> ..` naming `cp`).
 * A folder's real path is its parent's joined with its name unless it is a link: asking the
 * file system for each made 1,000 nested packs take 13 s (a readlink per path component).
 */
async function discoverTargets(root, kinds, label = root, onUnreadable) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root);
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, label));
    }
    if (st.isFile())
        return targetsForFile(abs, kinds, label);
    const found = [];
    if (!st.isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA(`${label}: not a file or directory`);
    const seen = new Set();
    let links = [];
    const walk = async (dir, real) => {
        if (seen.has(real))
            return;
        seen.add(real);
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
        }
        catch (err) {
            if (dir === abs)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, label));
            // A folder below PATH that cannot be listed may hold packs: say so rather than pass quietly.
            onUnreadable?.((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(label, node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(abs, dir))));
            return;
        }
        const names = new Set(entries.map((e) => e.name));
        let dirKind;
        for (const k of kinds) {
            if (k.matchDirectory?.(names, dir) && (!k.confirmDirectory || (await k.confirmDirectory(dir)))) {
                dirKind = k;
                break;
            }
        }
        if (dirKind) {
            found.push({ path: dir, kind: dirKind.meta.id, real });
            if (!dirKind.descend)
                return;
        }
        const subdirs = [];
        for (const e of entries) {
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, e.name);
            let isDir = e.isDirectory();
            if (e.isSymbolicLink()) {
                const t = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(full).catch(() => null);
                if (t?.isDirectory()) {
                    if (!SKIP_DIRS.has(e.name))
                        links.push(full);
                    continue;
                }
                isDir = false;
            }
            if (isDir) {
                if (!SKIP_DIRS.has(e.name))
                    subdirs.push(e.name);
            }
            else {
                // Not only regular files: a FIFO, socket or dangling link named `packs/x.yaml` or
                // `x.ctxpkg` is a pack that cannot be read, and validating it says so; passing over it
                // would report a clean run with a pack missing.
                const kind = kinds.find((k) => k.matchFile?.(full, names));
                // A linked file's real path is its target's: sortTargets resolves it.
                if (kind)
                    found.push({ path: full, kind: kind.meta.id, ...(e.isSymbolicLink() ? {} : { real: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(real, e.name) }) });
            }
        }
        for (const name of subdirs)
            await walk(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name), node_path__WEBPACK_IMPORTED_MODULE_1___default().join(real, name));
    };
    const rootReal = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(abs).catch(() => abs);
    await walk(abs, rootReal);
    // Links found while walking links are walked in the next round.
    while (links.length > 0) {
        const round = links.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_6__/* .compareBytes */ .Xo);
        links = [];
        for (const link of round) {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(link).catch(() => null);
            if (real === null)
                continue;
            // A link to a folder holding PATH (`root -> /`, `up -> ..`) would walk everything around
            // it: the whole machine, or sibling packs under the link's name. A link elsewhere (a skill
            // kept outside the sink, as installers link them) is followed.
            if ((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(real, rootReal) && real !== rootReal) {
                onUnreadable?.(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(label, node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(abs, link)))}: a symlink to ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(real)}, a folder that holds ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(label)}`);
                continue;
            }
            await walk(link, real);
        }
    }
    return found;
}
/**
 * A named file stands for the packs holding it, found as the commit hook finds them: a
 * pack.json, tools.json or SKILL.md (or any other file) for the pack folders above it, a
 * packs/*.yaml or .ctxpkg for itself. Finding nothing is an error, not an empty run: an empty
 * run exits 0, so a broken pack.json named on its own would pass.
 */
async function targetsForFile(abs, kinds, label) {
    const top = node_path__WEBPACK_IMPORTED_MODULE_1___default().parse(abs).root;
    const found = await (0,_packs_for_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .packsForPaths */ .K)(top, [(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(top, abs))], kinds);
    if (found.length > 0)
        return found;
    // One kind that takes files (`--kind ctxpkg x.bin`): the caller checks the file as one, as it
    // does a folder of a named kind, so what is wrong with it is reported.
    if (kinds.length === 1 && kinds[0].matchFile)
        return [];
    const what = kinds.length === 1 ? `a ${kinds[0].meta.id}` : 'a pack';
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${label}: not ${what} and not inside one; name a pack folder, its manifest (pack.json, tools.json, SKILL.md), a packs/*.yaml or a .ctxpkg file`);
}
/**
 * The K-th (1-based) of N contiguous, near-equal slices. The bounds are computed in BigInt:
 * in floating point K * length can round past 2^53, and then slice N of N could end short.
 */
function shard(items, k, n) {
    const bound = (i) => Number((BigInt(i) * BigInt(items.length)) / BigInt(n));
    return items.slice(bound(k - 1), bound(k));
}


/***/ }),

/***/ 4267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ contextPackKind)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/** A repository snapshot (`context-pack build`) is also written as pack.json; it starts with its `type`. */
const SNAPSHOT_HEAD = /^\s*\{\s*"type"\s*:\s*"(full|summary)"/;
const contextPackKind = {
    meta: { id: 'context-pack', description: 'a context pack folder (pack.json), Context Pack v0.1' },
    matchDirectory: (names) => names.has('pack.json'),
    // A context pack may hold other packs: a subfolder with a pack.json of its own is a pack that
    // the outer one leaves alone (load.ts), so discovery keeps walking to validate it by itself.
    descend: true,
    async confirmDirectory(dir) {
        try {
            // O_NONBLOCK: opening a FIFO named pack.json must not wait for a writer.
            const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, 'pack.json'), node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
            try {
                if (!(await fh.stat()).isFile())
                    return true;
                const { bytesRead, buffer } = await fh.read(Buffer.alloc(256), 0, 256, 0);
                return !SNAPSHOT_HEAD.test(buffer.toString('utf8', 0, bytesRead));
            }
            finally {
                await fh.close();
            }
        }
        catch {
            return true; // unreadable: let validation report it
        }
    },
    async validate(target, options) {
        const { validateContextPack } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(9482), __webpack_require__.e(6455), __webpack_require__.e(4123), __webpack_require__.e(7788), __webpack_require__.e(8803)]).then(__webpack_require__.bind(__webpack_require__, 1621));
        return validateContextPack(target, { rules: options.rules });
    },
    async rules() {
        const { contextPackRules } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(7788), __webpack_require__.e(3013)]).then(__webpack_require__.bind(__webpack_require__, 3026));
        return contextPackRules.map((r) => r.meta);
    },
};


/***/ }),

/***/ 3307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ packsForPaths)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9917);



/**
 * The packs that contain any of `paths` (POSIX, relative to `top`): every folder from a
 * path's parent up to `top` that a kind claims, and the file itself when a kind claims files
 * (a `.ctxpkg`). Each folder is read once however many paths share it (a commit of 3,000
 * files touches a few hundred folders); a folder that no longer exists is skipped. A kind's
 * second look (`confirmDirectory`) is taken as in discovery, so a snapshot pack.json written
 * by `context-pack build` is no context pack here either.
 */
async function packsForPaths(top, paths, kinds) {
    // Folders as POSIX strings ('' is the top): string slicing, not path.join per file.
    const dirs = new Set();
    for (const rel of paths) {
        let d = rel;
        while (d !== '') {
            const slash = d.lastIndexOf('/');
            d = slash === -1 ? '' : d.slice(0, slash);
            if (dirs.has(d))
                break;
            dirs.add(d);
        }
    }
    // Synchronous reads on purpose: a commit touches hundreds of small folders, and a
    // thread-pool round trip per folder costs more than the read itself.
    const listed = new Map();
    for (const d of dirs) {
        let names;
        try {
            names = new Set((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(top, d)));
        }
        catch {
            names = null;
        }
        listed.set(d, names);
    }
    const found = [];
    for (const [d, names] of listed) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(top, d);
        if (!names)
            continue;
        for (const k of kinds) {
            if (k.matchDirectory?.(names, abs) && (!k.confirmDirectory || (await k.confirmDirectory(abs)))) {
                found.push({ path: abs, kind: k.meta.id });
                break;
            }
        }
    }
    if (kinds.some((k) => k.matchFile)) {
        for (const rel of paths) {
            const slash = rel.lastIndexOf('/');
            const siblings = listed.get(slash === -1 ? '' : rel.slice(0, slash));
            const name = rel.slice(slash + 1);
            if (!siblings?.has(name))
                continue;
            const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(top, rel);
            const kind = kinds.find((k) => k.matchFile?.(abs, siblings));
            if (kind)
                found.push({ path: abs, kind: kind.meta.id });
        }
    }
    return (0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .sortTargets */ .P)(found);
}


/***/ }),

/***/ 9917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ sortTargets)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);



/**
 * Real paths (the path itself when it does not resolve), remembered per folder: a path that is
 * no link has its parent's real path joined with its name. realpath(3) reads every component
 * of a path (a readlink each), so asking it for each of 1,000 nested packs took seconds.
 */
function realPaths() {
    const memo = new Map();
    const real = (p) => {
        let r = memo.get(p);
        if (r !== undefined)
            return r;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(p);
        try {
            r = parent === p || (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(p).isSymbolicLink() ? node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(p) : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(real(parent), node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(p));
        }
        catch {
            r = p;
        }
        memo.set(p, r);
        return r;
    };
    return real;
}
/**
 * Deduplicates and sorts targets by path in byte order. A pack reached twice, once through a
 * symlinked folder, is one target (checked once), named by its real path when that was given.
 */
function sortTargets(targets) {
    const byRealPath = new Map();
    const realPathOrSelf = realPaths();
    for (const t of targets) {
        const real = t.real ?? realPathOrSelf(t.path);
        const seen = byRealPath.get(real);
        if (!seen || (seen.path !== real && t.path === real))
            byRealPath.set(real, t);
    }
    return [...byRealPath.values()].sort((a, b) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareBytes */ .Xo)(a.path, b.path));
}


/***/ }),

/***/ 4462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TL: () => (/* binding */ writeRehash),
/* harmony export */   bs: () => (/* binding */ planRehash),
/* harmony export */   cu: () => (/* binding */ rehashContextPack),
/* harmony export */   y6: () => (/* binding */ replacedKey)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8815);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6153);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6107);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3008);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4296);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4123);
/* harmony import */ var _core_yaml_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1076);










/**
 * The key of a file in `RehashPlanOptions.replaced`: its folder's real path joined with its
 * name, the directory entry an atomic write replaces.
 */
async function replacedKey(file) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().join(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file)), node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(file));
}
/**
 * Recomputes every `files[].sha256` in pack.json by editing only the hash strings in the
 * source text, so key order, indentation, line endings and the trailing newline stay as written
 * and the diff shows only changed hashes. Every path is checked before anything is written.
 */
async function rehashContextPack(root, options = {}) {
    const plan = await planRehash(root);
    return { manifestPath: plan.manifestPath, stale: plan.stale, written: !options.check && (await writeRehash(plan)) };
}
/** Writes a plan's pack.json when it changes anything; returns whether it did. */
async function writeRehash(plan) {
    if (plan.text === null)
        return false;
    // Hashing a large pack takes a while: an edit saved to pack.json meanwhile (or another
    // rehash's) would be replaced by this plan's text, made from the old one, and lost unseen.
    const now = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(plan.manifestPath, MAX_MANIFEST_BYTES).catch(() => null);
    if (now === null || !now.equals(plan.source)) {
        const shown = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(process.cwd(), plan.manifestPath) || plan.manifestPath;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`${shown}: changed while its files were hashed; nothing written (run the rehash again)`);
    }
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFileAtomic */ .Z)(plan.manifestPath, plan.text);
    return true;
}
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;
/**
 * Hashes every file pack.json lists, once, and computes the new pack.json text (see
 * rehashContextPack); writes nothing. Throws, naming the entry, on anything a rehash refuses.
 */
async function planRehash(root, options = {}) {
    const manifestPath = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, _load_js__WEBPACK_IMPORTED_MODULE_8__/* .MANIFEST */ .e0);
    const shown = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(process.cwd(), manifestPath) || manifestPath;
    const source = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(manifestPath, MAX_MANIFEST_BYTES);
    const decoded = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeUtf8 */ ._6)(source);
    if (decoded.problem)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: ${decoded.problem}`);
    const text = decoded.text;
    const json = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__.parseJson)(text, { uniqueKeys: true });
    if (json.error)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}:${json.error.line ?? 1}:${json.error.column ?? 1}: ${json.error.duplicateKey ? `repeats a key (${json.error.message}); keep one before rehashing` : `invalid JSON: ${json.error.message}`}`);
    const value = json.value;
    const listed = typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray(value.files) ? value.files : null;
    if (!listed)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: has no "files" array to rehash`);
    // The hashes are edited where the text holds them, found by reading the JSON as YAML.
    // pack.json read as YAML (JSON is YAML) for node positions; a lone CR is a line break there too.
    const doc = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_9__.parseYaml)(text);
    const files = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(doc.doc.contents) ? doc.doc.contents.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(p.key) && p.key.value === 'files') : undefined;
    // Whatever the JSON holds that its YAML reading does not match, the edits could land elsewhere: refuse.
    if (!files || !(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isSeq */ .oP)(files.value) || files.value.items.length !== listed.length)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: the "files" array cannot be located in the text to edit it in place${doc.error ? ` (${doc.error.message})` : ''}; rewrite pack.json as plain JSON`);
    const replaced = options.replaced?.size ? options.replaced : null;
    const entries = [];
    for (const [index, item] of files.value.items.entries()) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(item))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: files[${index}] is not an object`);
        const pathPair = item.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(p.key) && p.key.value === 'path');
        const rel = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(pathPair?.value) ? pathPair.value.value : undefined;
        if (typeof rel !== 'string')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: files[${index}] has no string "path"`);
        if (rel !== listed[index]?.path)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: files[${index}] cannot be located in the text to edit it in place; rewrite pack.json as plain JSON`);
        const hashPair = item.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isPair */ .tO)(p) && (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(p.key) && p.key.value === 'sha256');
        entries.push({ rel, pathPair, hashPair });
    }
    const manifestStat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(manifestPath);
    // A file listed again is checked and hashed once (by its path, which is in normal form).
    const byPath = new Map();
    const hashOf = async (index, rel, buf) => {
        // As validate's path-unsafe: a second spelling of a path would be hashed here and flagged there.
        const notNormal = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .relativePathProblem */ .BE)(rel, { normal: true });
        if (notNormal)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UnsafePathError */ .k0(`${shown}: files[${index}] ${rel}: unsafe path (${notNormal})`);
        let abs;
        try {
            abs = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveContained */ .mi)(root, rel);
        }
        catch (err) {
            if (err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UnsafePathError */ .k0)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UnsafePathError */ .k0(`${shown}: files[${index}] ${err.message}`);
            throw err;
        }
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(abs).catch((err) => {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`${shown}: files[${index}] ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .describeFsError */ .TQ)(err, rel)}`);
        });
        if (!st.isFile())
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: files[${index}] ${rel} is not a regular file`);
        // By identity, not name: a symlink or hard link to pack.json is the same file.
        if (st.dev === manifestStat.dev && st.ino === manifestStat.ino)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: files[${index}] ${rel} is pack.json itself, whose hash changes with every rehash; remove the entry`);
        const known = replaced && replaced.get(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(abs));
        if (known)
            return known;
        // As validate hashes: the size the file had when opened and no more, so a file something
        // keeps writing to cannot keep the read going, and a file that changed meanwhile (whose hash
        // is of no version it ever had) is refused instead of recorded.
        const actual = await (0,_load_js__WEBPACK_IMPORTED_MODULE_8__/* .hashFile */ .DC)(abs, buf).catch((err) => {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`${shown}: files[${index}] ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .describeFsError */ .TQ)(err, rel)}`);
        });
        if (actual === null)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .IoError */ .dA(`${shown}: files[${index}] ${rel}: changed while it was read (written to meanwhile?); nothing written (run the rehash again once it is done)`);
        return actual;
    };
    let next = 0;
    const worker = async () => {
        // A worker waits for each hash it starts, so its buffer is never read into twice at once.
        const buf = Buffer.allocUnsafe(_load_js__WEBPACK_IMPORTED_MODULE_8__/* .HASH_CHUNK */ .Hs);
        while (next < entries.length) {
            const index = next++;
            const e = entries[index];
            let pending = byPath.get(e.rel);
            if (!pending) {
                pending = hashOf(index, e.rel, buf);
                byPath.set(e.rel, pending);
            }
            try {
                e.actual = await pending;
            }
            catch (err) {
                // Named after the first entry listing the path, which is the one reported (the lowest index).
                e.error = err;
            }
        }
    };
    await Promise.all(Array.from({ length: HASH_CONCURRENCY }, worker));
    const edits = [];
    const stale = [];
    for (const [index, e] of entries.entries()) {
        if (e.error)
            throw e.error;
        const actual = e.actual;
        const recorded = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(e.hashPair?.value) && typeof e.hashPair.value.value === 'string' ? e.hashPair.value.value : null;
        if (recorded === actual)
            continue;
        stale.push({ index, path: e.rel, recorded, actual });
        if (e.hashPair?.value?.range) {
            edits.push({ start: e.hashPair.value.range[0], end: e.hashPair.value.range[1], text: JSON.stringify(actual) });
        }
        else if (!e.hashPair && e.pathPair?.value?.range) {
            const at = e.pathPair.value.range[1];
            edits.push({ start: at, end: at, text: `, "sha256": ${JSON.stringify(actual)}` });
        }
        else {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .InvalidInputError */ .oC(`${shown}: files[${index}] sha256 cannot be rewritten in place`);
        }
    }
    const paths = entries.map((e) => e.rel);
    if (edits.length === 0)
        return { manifestPath, stale, text: null, paths, source };
    // One pass over the text, edits in order (they never overlap): splicing the whole text once
    // per edit made a large pack.json quadratic.
    const parts = [];
    let from = 0;
    for (const e of edits.sort((a, b) => a.start - b.start)) {
        parts.push(text.slice(from, e.start), e.text);
        from = e.end;
    }
    parts.push(text.slice(from));
    return { manifestPath, stale, text: parts.join(''), paths, source };
}
/** Files hashed at once: enough to overlap the file system's latency, few enough to stay gentle. */
const HASH_CONCURRENCY = 8;


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

/***/ 5844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ assertReplaceablePack)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);


/** How every pack this command writes opens (serializePack puts `type` first). */
const PACK_OPENING = /^\{\s*"type":\s*"(?:full|summary)"/;
/**
 * A file already at a build's output path is replaced only when it is a pack a build wrote,
 * or empty. Anything else is somebody's file (a context pack's own pack.json manifest, a
 * README given to -o by mistake): the build would have left it out of its scan, then
 * overwritten it. A path that is missing, a device or a FIFO is left to the write.
 */
function assertReplaceablePack(out, shown) {
    let fd;
    try {
        // O_NONBLOCK: opening a named pipe to read waits for a writer, and the only one coming is this
        // command's own write (a FIFO given to -o hung the build before it started).
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(out, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch {
        return;
    }
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!st.isFile() || st.size === 0)
            return;
        const head = Buffer.alloc(64);
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, head, 0, head.length, 0);
        if (PACK_OPENING.test(head.toString('utf8', 0, n)))
            return;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidInputError */ .oC(`${shown}: exists and is not a pack built by packwright; refusing to replace it (move it away, or write the pack elsewhere)`);
}


/***/ })

};
