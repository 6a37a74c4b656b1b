export const id = 4464;
export const ids = [4464];
export const modules = {

/***/ 2083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildContextPackAction: () => (/* binding */ buildContextPackAction)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6421);
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(408);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6107);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3008);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _context_pack_rehash_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4462);
/* harmony import */ var _snapshot_build_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5453);
/* harmony import */ var _snapshot_replaceable_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5844);
/* harmony import */ var _snapshot_options_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5294);
/* harmony import */ var _snapshot_time_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7955);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9363);
/* harmony import */ var _core_make_dirs_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(2626);
/* harmony import */ var _snapshot_manifest_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(6351);















const BOT = { name: 'github-actions[bot]', email: '41898282+github-actions[bot]@users.noreply.github.com' };
function oneOf(name, value, choices) {
    if (!choices.includes(value))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`input ${name} must be one of ${choices.join(', ')}, not '${value}'`);
    return value;
}
/** Paths git reports as changed (modified, added or untracked) among `paths`. */
async function changedPaths(top, paths) {
    if (!paths.length)
        return [];
    const r = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...paths], { cwd: top });
    return r.stdout.toString('utf8').split('\0').filter((e) => e.length > 3).map((e) => e.slice(3)).sort();
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
 * actions/build-context-pack: rehash every context pack (on push), rebuild the repository's
 * pack (on a schedule), and commit the result back: pushed, as a pull request, or only reported.
 * Only paths are printed, never file content.
 */
const buildContextPackAction = {
    meta: { name: 'build-context-pack', description: 'rehash context packs and rebuild the repository pack, then commit back if changed' },
    async run() {
        const cwd = process.cwd();
        const top = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .gitTopLevel */ .oB)(cwd);
        if (!top)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC(`${cwd}: not inside a git work tree (run actions/checkout first)`);
        const event = process.env.GITHUB_EVENT_NAME ?? '';
        let mode = oneOf('mode', _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('mode') || 'auto', ['auto', 'rehash', 'snapshot', 'both']);
        if (mode === 'auto')
            mode = event === 'push' ? 'rehash' : event === 'schedule' ? 'snapshot' : 'both';
        const commit = oneOf('commit', _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('commit') || 'push', ['push', 'pull-request', 'none']);
        const type = oneOf('type', _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('type') || 'auto', ['auto', 'full', 'summary']);
        const message = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('message') || 'chore: refresh context packs';
        const root = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('path') || '.');
        const touched = [];
        const outRel = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('output') || '.context/pack.json';
        const out = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveContained */ .mi)(top, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(top, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, outRel))));
        // Before any rehash writes: a run that cannot write its pack changes nothing.
        if (mode === 'snapshot' || mode === 'both')
            (0,_snapshot_replaceable_js__WEBPACK_IMPORTED_MODULE_9__/* .assertReplaceablePack */ .O)(out, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(top, out)));
        if (mode === 'rehash' || mode === 'both') {
            // The snapshot pack is also named pack.json by default: it is ours to rebuild, not to rehash.
            const targets = (await (0,_targets_js__WEBPACK_IMPORTED_MODULE_12__/* .resolveTargets */ .h5)([root], 'context-pack', cwd)).filter((t) => node_path__WEBPACK_IMPORTED_MODULE_0___default().join(t.path, 'pack.json') !== out);
            for (const t of targets) {
                const r = await (0,_context_pack_rehash_js__WEBPACK_IMPORTED_MODULE_7__/* .rehashContextPack */ .c)(t.path);
                _actions_core__WEBPACK_IMPORTED_MODULE_2__.info(`packwright: ${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(top, r.manifestPath))}: ${r.stale.length ? `${r.stale.length} hash(es) updated` : 'up to date'}`);
                touched.push((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(top, r.manifestPath)));
            }
            if (!targets.length)
                _actions_core__WEBPACK_IMPORTED_MODULE_2__.info('packwright: no context packs to rehash');
        }
        if (mode === 'snapshot' || mode === 'both') {
            const cfg = await (0,_snapshot_options_js__WEBPACK_IMPORTED_MODULE_10__/* .configPatterns */ .Q)(root);
            const pack = await (0,_snapshot_build_js__WEBPACK_IMPORTED_MODULE_8__/* .buildContextPack */ .x)(root, {
                exclude: cfg.exclude,
                include: cfg.include,
                skipPaths: [(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, out))],
                createdAt: await (0,_snapshot_time_js__WEBPACK_IMPORTED_MODULE_11__/* .packTimestamp */ .q)(root, process.env),
                constraints: { prefer_summary: type === 'summary', force_full: type === 'full' },
            });
            const text = (0,_snapshot_build_js__WEBPACK_IMPORTED_MODULE_8__/* .serializePack */ .s)(pack);
            const old = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(out, 'utf8').catch(() => null);
            if (old !== null && withoutTime(old) === withoutTime(text)) {
                _actions_core__WEBPACK_IMPORTED_MODULE_2__.info(`packwright: ${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(top, out))}: unchanged`);
            }
            else {
                (0,_core_make_dirs_js__WEBPACK_IMPORTED_MODULE_13__/* .makeDirs */ .X)(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(out));
                await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Z)(out, text);
                const i = pack.context_pack_info;
                _actions_core__WEBPACK_IMPORTED_MODULE_2__.info(`packwright: ${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(top, out))}: ${i.type} pack, ${(0,_snapshot_manifest_js__WEBPACK_IMPORTED_MODULE_14__/* .plural */ .LS)(i.files_included, 'file')} included, ${i.files_excluded} excluded`);
            }
            touched.push((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(top, out)));
        }
        const files = await changedPaths(top, touched);
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('changed', files.length ? 'true' : 'false');
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('files', files.join('\n'));
        if (!files.length) {
            _actions_core__WEBPACK_IMPORTED_MODULE_2__.info('packwright: nothing changed');
            return;
        }
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.info(`packwright: changed: ${files.join(', ')}`);
        if (commit === 'none')
            return;
        const git = (args) => (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(args, { cwd: top });
        const identity = ['-c', `user.name=${BOT.name}`, '-c', `user.email=${BOT.email}`];
        const current = (await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .EO)(['symbolic-ref', '--short', '-q', 'HEAD'], { cwd: top, allowFailure: true })).stdout.toString('utf8').trim() || process.env.GITHUB_REF_NAME || '';
        if (!current)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC('HEAD is detached and GITHUB_REF_NAME is not set: cannot tell which branch to update');
        if (commit === 'push') {
            await git(['add', '--', ...files]);
            await git([...identity, 'commit', '-q', '-m', message, '--', ...files]);
            await git(['push', '-q', 'origin', `HEAD:refs/heads/${current}`]);
            _actions_core__WEBPACK_IMPORTED_MODULE_2__.info(`packwright: pushed to ${current}`);
            return;
        }
        // pull-request: commit on our own branch, force-push it (it is ours alone), open or reuse one PR.
        const branch = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('branch') || 'packwright/context-pack';
        const token = _actions_core__WEBPACK_IMPORTED_MODULE_2__.getInput('token');
        if (!token)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC('input token is empty: commit: pull-request needs a token with contents: write and pull-requests: write');
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setSecret(token);
        const repoFull = process.env.GITHUB_REPOSITORY ?? '';
        const [owner, repo] = repoFull.split('/');
        if (!owner || !repo)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InvalidInputError */ .oC('GITHUB_REPOSITORY is not set to owner/repo');
        await git(['checkout', '-q', '-B', branch]);
        try {
            await git(['add', '--', ...files]);
            await git([...identity, 'commit', '-q', '-m', message, '--', ...files]);
            await git(['push', '-q', '--force', 'origin', `HEAD:refs/heads/${branch}`]);
        }
        finally {
            await git(['checkout', '-q', current]);
        }
        const { getOctokit } = await __webpack_require__.e(/* import() */ 2785).then(__webpack_require__.bind(__webpack_require__, 2785));
        const octokit = getOctokit(token);
        const open = await octokit.rest.pulls.list({ owner, repo, state: 'open', head: `${owner}:${branch}`, base: current });
        let url;
        if (open.data.length) {
            url = open.data[0].html_url;
            _actions_core__WEBPACK_IMPORTED_MODULE_2__.info(`packwright: updated pull request ${url}`);
        }
        else {
            const created = await octokit.rest.pulls.create({ owner, repo, head: branch, base: current, title: message, body: `Refreshed by packwright build-context-pack.\n\nChanged files:\n${files.map((f) => `- \`${f}\``).join('\n')}\n` });
            url = created.data.html_url;
            _actions_core__WEBPACK_IMPORTED_MODULE_2__.info(`packwright: opened pull request ${url}`);
        }
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('pull-request-url', url);
    },
};


/***/ }),

/***/ 7633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Kj: () => (/* binding */ KIND_IDS),
  RD: () => (/* binding */ kindById),
  EZ: () => (/* binding */ kinds)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/cli/kinds/context-pack.ts



/** A repository snapshot (`context-pack build`) is also written as pack.json; it starts with its `type`. */
const SNAPSHOT_HEAD = /^\s*\{\s*"type"\s*:\s*"(full|summary)"/;
const contextPackKind = {
    meta: { id: 'context-pack', description: 'a context pack folder (pack.json), specs/context-pack-v0.1.md' },
    matchDirectory: (names) => names.has('pack.json'),
    async confirmDirectory(dir) {
        try {
            // O_NONBLOCK: opening a FIFO named pack.json must not wait for a writer.
            const fh = await (0,promises_.open)(external_node_path_default().join(dir, 'pack.json'), external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
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
        const { validateContextPack } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(6484), __webpack_require__.e(513), __webpack_require__.e(5854), __webpack_require__.e(1621)]).then(__webpack_require__.bind(__webpack_require__, 1621));
        return validateContextPack(target, { rules: options.rules });
    },
    async rules() {
        const { contextPackRules } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(6484), __webpack_require__.e(513), __webpack_require__.e(5854), __webpack_require__.e(1379)]).then(__webpack_require__.bind(__webpack_require__, 1379));
        return contextPackRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/capability-pack.ts
const capabilityPackKind = {
    meta: { id: 'capability-pack', description: 'a capability pack folder (tools.json), specs/capability-packs.md' },
    matchDirectory: (names) => names.has('tools.json'),
    async validate(target, options) {
        const { validateCapabilityPack } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(6484), __webpack_require__.e(2210), __webpack_require__.e(513), __webpack_require__.e(9698)]).then(__webpack_require__.bind(__webpack_require__, 9698));
        return validateCapabilityPack(target, { rules: options.rules });
    },
    async rules() {
        const { capabilityPackRules } = await __webpack_require__.e(/* import() */ 4365).then(__webpack_require__.bind(__webpack_require__, 4365));
        return capabilityPackRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/ctxpkg.ts
const ctxpkgKind = {
    meta: { id: 'ctxpkg', description: 'a .ctxpkg package file (also legacy .lctxpkg), specs/ctxpkg.md + INTEROP.md §1' },
    matchFile: (file) => /\.l?ctxpkg$/i.test(file),
    async validate(target, options) {
        const { validateCtxpkg } = await Promise.all(/* import() */[__webpack_require__.e(2966), __webpack_require__.e(8993), __webpack_require__.e(87)]).then(__webpack_require__.bind(__webpack_require__, 87));
        return validateCtxpkg(target, { rules: options.rules });
    },
    async rules() {
        const { ctxpkgRules } = await Promise.all(/* import() */[__webpack_require__.e(2966), __webpack_require__.e(8993)]).then(__webpack_require__.bind(__webpack_require__, 8993));
        return ctxpkgRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/skill.ts
const skillKind = {
    meta: { id: 'skill', description: 'an Agent Skills folder (SKILL.md), INTEROP.md §2' },
    matchDirectory: (names) => names.has('SKILL.md'),
    // Skills nest (a folder with SKILL.md may hold more skill folders): keep walking.
    descend: true,
    async validate(target, options) {
        const { validateSkill } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(3114), __webpack_require__.e(3755), __webpack_require__.e(9310)]).then(__webpack_require__.bind(__webpack_require__, 9310));
        return validateSkill(target, { rules: options.rules });
    },
    async rules() {
        const { skillRules } = await Promise.all(/* import() */[__webpack_require__.e(3114), __webpack_require__.e(3755)]).then(__webpack_require__.bind(__webpack_require__, 3755));
        return skillRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/skill-pack.ts

const skillPackKind = {
    meta: { id: 'skill-pack', description: 'a skill pack file (packs/*.yaml), specs/skillpacks-v0.md' },
    matchFile: (file) => /\.ya?ml$/.test(file) && external_node_path_default().basename(external_node_path_default().dirname(file)) === 'packs',
    async validate(target, options) {
        const { validateSkillPack } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(3114), __webpack_require__.e(3755), __webpack_require__.e(9310)]).then(__webpack_require__.bind(__webpack_require__, 9310));
        return validateSkillPack(target, { rules: options.rules });
    },
    async rules() {
        const { skillPackRules } = await Promise.all(/* import() */[__webpack_require__.e(3114), __webpack_require__.e(3755)]).then(__webpack_require__.bind(__webpack_require__, 3755));
        return skillPackRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/index.ts





/**
 * The one registry of target kinds, in detection priority: the first kind whose
 * `matchDirectory` accepts a folder claims it.
 */
const kinds = [contextPackKind, capabilityPackKind, skillKind, skillPackKind, ctxpkgKind];
const KIND_IDS = kinds.map((k) => k.meta.id);
function kindById(id) {
    return kinds.find((k) => k.meta.id === id);
}


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
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7135);

/** Deduplicates and sorts targets by path in byte order. */
function sortTargets(targets) {
    const byPath = new Map();
    for (const t of targets)
        if (!byPath.has(t.path))
            byPath.set(t.path, t);
    return [...byPath.values()].sort((a, b) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .compareBytes */ .Xo)(a.path, b.path));
}


/***/ }),

/***/ 9363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sp: () => (/* binding */ KIND_CHOICES),
  B_: () => (/* binding */ applyShard),
  uK: () => (/* binding */ parseShard),
  h5: () => (/* binding */ resolveTargets)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/cli/packs-for-paths.ts
var packs_for_paths = __webpack_require__(3307);
// EXTERNAL MODULE: ./src/cli/target.ts
var target = __webpack_require__(9917);
;// CONCATENATED MODULE: ./src/cli/discover.ts







/** Folders no pack lives in; everything else, dot-folders included (skills hide in `.curated/`), is walked. */
const SKIP_DIRS = new Set(['.git', 'node_modules']);
/**
 * Finds validation targets under `root`. A matched folder is a target and (unless its kind
 * descends) is not walked further. Symlinked folders are followed once each (by real path),
 * so a symlink loop ends the walk instead of hanging it.
 */
async function discoverTargets(root, kinds, label = root) {
    const abs = external_node_path_default().resolve(root);
    let st;
    try {
        st = await (0,promises_.stat)(abs);
    }
    catch (err) {
        throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, label));
    }
    if (st.isFile())
        return targetsForFile(abs, kinds, label);
    const found = [];
    if (!st.isDirectory())
        throw new errors/* IoError */.dA(`${label}: not a file or directory`);
    const seen = new Set();
    const walk = async (dir) => {
        let real;
        try {
            real = await (0,promises_.realpath)(dir);
        }
        catch {
            return;
        }
        if (seen.has(real))
            return;
        seen.add(real);
        let entries;
        try {
            entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        }
        catch (err) {
            if (dir === abs)
                throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, label));
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
            found.push({ path: dir, kind: dirKind.meta.id });
            if (!dirKind.descend)
                return;
        }
        const subdirs = [];
        for (const e of entries) {
            const full = external_node_path_default().join(dir, e.name);
            let isDir = e.isDirectory();
            let isFile = e.isFile();
            if (e.isSymbolicLink()) {
                const t = await (0,promises_.stat)(full).catch(() => null);
                isDir = !!t?.isDirectory();
                isFile = !!t?.isFile();
            }
            if (isDir) {
                if (!SKIP_DIRS.has(e.name))
                    subdirs.push(full);
            }
            else if (isFile) {
                const kind = kinds.find((k) => k.matchFile?.(full, names));
                if (kind)
                    found.push({ path: full, kind: kind.meta.id });
            }
        }
        for (const sub of subdirs)
            await walk(sub);
    };
    await walk(abs);
    return found;
}
/**
 * A named file stands for the packs holding it, found as the commit hook finds them: a
 * pack.json, tools.json or SKILL.md (or any other file) for the pack folders above it, a
 * packs/*.yaml or .ctxpkg for itself. Finding nothing is an error, not an empty run: an empty
 * run exits 0, so a broken pack.json named on its own would pass.
 */
async function targetsForFile(abs, kinds, label) {
    const top = external_node_path_default().parse(abs).root;
    const found = await (0,packs_for_paths/* packsForPaths */.K)(top, [(0,paths/* toPosix */.d7)(external_node_path_default().relative(top, abs))], kinds);
    if (found.length > 0)
        return found;
    // One kind that takes files (`--kind ctxpkg x.bin`): the caller checks the file as one, as it
    // does a folder of a named kind, so what is wrong with it is reported.
    if (kinds.length === 1 && kinds[0].matchFile)
        return [];
    const what = kinds.length === 1 ? `a ${kinds[0].meta.id}` : 'a pack';
    throw new errors/* InvalidInputError */.oC(`${label}: not ${what} and not inside one; name a pack folder, its manifest (pack.json, tools.json, SKILL.md), a packs/*.yaml or a .ctxpkg file`);
}
/**
 * The K-th (1-based) of N contiguous, near-equal slices. The bounds are computed in BigInt:
 * in floating point K * length can round past 2^53, and then slice N of N could end short.
 */
function shard(items, k, n) {
    const bound = (i) => Number((BigInt(i) * BigInt(items.length)) / BigInt(n));
    return items.slice(bound(k - 1), bound(k));
}

// EXTERNAL MODULE: ./src/cli/kinds/index.ts + 5 modules
var kinds = __webpack_require__(7633);
;// CONCATENATED MODULE: ./src/cli/targets.ts




const KIND_CHOICES = ['auto', ...kinds/* KIND_IDS */.Kj];
/**
 * The targets for a list of PATHs. With `--kind auto` every kind is detected. With a named
 * kind only that kind is looked for, and a PATH holding none is taken as a target of that
 * kind itself, so `--kind capability-pack some/folder` checks that folder and reports what is missing.
 */
async function resolveTargets(paths, kind, cwd) {
    const selected = kind === 'auto' ? kinds/* kinds */.EZ : [(0,kinds/* kindById */.RD)(kind)];
    const all = [];
    for (const p of paths.length ? paths : ['.']) {
        const abs = external_node_path_default().resolve(cwd, p);
        const found = await discoverTargets(abs, selected, p);
        if (found.length === 0 && kind !== 'auto')
            all.push({ path: abs, kind });
        else
            all.push(...found);
    }
    return (0,target/* sortTargets */.P)(all);
}
/**
 * `--shard K/N`. K and N must be exact: past Number.MAX_SAFE_INTEGER two different values read
 * as one number (1/99999999999999999999 would silently select nothing), so they are refused.
 */
function parseShard(value) {
    if (value === undefined)
        return null;
    const m = /^(\d+)\/(\d+)$/.exec(String(value));
    const k = m ? Number(m[1]) : NaN;
    const n = m ? Number(m[2]) : NaN;
    if (m && !(Number.isSafeInteger(k) && Number.isSafeInteger(n)))
        throw new errors/* UsageError */.eb(`--shard K and N must be at most ${Number.MAX_SAFE_INTEGER}, not '${String(value)}'`);
    if (!m || n < 1 || k < 1 || k > n)
        throw new errors/* UsageError */.eb(`--shard must be K/N with 1 <= K <= N, not '${String(value)}'`);
    return { k, n };
}
function applyShard(targets, spec) {
    return spec ? shard(targets, spec.k, spec.n) : targets;
}


/***/ }),

/***/ 4462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ rehashContextPack)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1196);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6153);
/* harmony import */ var _core_yaml_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1076);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6107);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(299);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3008);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4296);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5854);











/**
 * Recomputes every `files[].sha256` in pack.json by editing only the hash strings in the
 * source text, so key order, indentation and the trailing newline stay as written and the
 * diff shows only changed hashes. Every path is checked before anything is written.
 */
async function rehashContextPack(root, options = {}) {
    const manifestPath = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, _load_js__WEBPACK_IMPORTED_MODULE_9__/* .MANIFEST */ .e0);
    const shown = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(process.cwd(), manifestPath) || manifestPath;
    const decoded = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeUtf8 */ ._6)(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(manifestPath, 16 * 1024 * 1024));
    if (decoded.problem)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${shown}: ${decoded.problem}`);
    const text = decoded.text;
    const json = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_10__.parseJson)(text, { uniqueKeys: true });
    if (json.error)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${shown}:${json.error.line ?? 1}:${json.error.column ?? 1}: ${json.error.duplicateKey ? `repeats a key (${json.error.message}); keep one before rehashing` : `invalid JSON: ${json.error.message}`}`);
    const doc = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_4__.parseYaml)(text);
    const files = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(doc.doc.contents) ? doc.doc.contents.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(p.key) && p.key.value === 'files') : undefined;
    if (!files || !(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isSeq */ .oP)(files.value))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${shown}: has no "files" array to rehash`);
    const edits = [];
    let manifestStat;
    const stale = [];
    for (const [index, item] of files.value.items.entries()) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(item))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${shown}: files[${index}] is not an object`);
        const pathPair = item.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(p.key) && p.key.value === 'path');
        const rel = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(pathPair?.value) ? pathPair.value.value : undefined;
        if (typeof rel !== 'string')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${shown}: files[${index}] has no string "path"`);
        // As validate's path-unsafe: a second spelling of a path would be hashed here and flagged there.
        const notNormal = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .relativePathProblem */ .BE)(rel, { normal: true });
        if (notNormal)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafePathError */ .k0(`${shown}: files[${index}] ${rel}: unsafe path (${notNormal})`);
        let abs;
        try {
            abs = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveContained */ .mi)(root, rel);
        }
        catch (err) {
            if (err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafePathError */ .k0)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UnsafePathError */ .k0(`${shown}: files[${index}] ${err.message}`);
            throw err;
        }
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(abs).catch((err) => {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .IoError */ .dA(`${shown}: files[${index}] ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .describeFsError */ .TQ)(err, rel)}`);
        });
        if (!st.isFile())
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${shown}: files[${index}] ${rel} is not a regular file`);
        // By identity, not name: a symlink or hard link to pack.json is the same file.
        manifestStat ??= await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(manifestPath);
        if (st.dev === manifestStat.dev && st.ino === manifestStat.ino)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${shown}: files[${index}] ${rel} is pack.json itself, whose hash changes with every rehash; remove the entry`);
        const actual = await (0,_core_hash_js__WEBPACK_IMPORTED_MODULE_6__/* .sha256File */ .Q)(abs).catch((err) => {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .IoError */ .dA(`${shown}: files[${index}] ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .describeFsError */ .TQ)(err, rel)}`);
        });
        const hashPair = item.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isPair */ .tO)(p) && (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(p.key) && p.key.value === 'sha256');
        const recorded = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(hashPair?.value) && typeof hashPair.value.value === 'string' ? hashPair.value.value : null;
        if (recorded === actual)
            continue;
        stale.push({ index, path: rel, recorded, actual });
        if (hashPair?.value?.range) {
            edits.push({ start: hashPair.value.range[0], end: hashPair.value.range[1], text: JSON.stringify(actual) });
        }
        else if (!hashPair && pathPair?.value?.range) {
            const at = pathPair.value.range[1];
            edits.push({ start: at, end: at, text: `, "sha256": ${JSON.stringify(actual)}` });
        }
        else {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .InvalidInputError */ .oC(`${shown}: files[${index}] sha256 cannot be rewritten in place`);
        }
    }
    if (options.check || edits.length === 0)
        return { manifestPath, stale, written: false };
    let out = text;
    for (const e of edits.sort((a, b) => b.start - a.start))
        out = out.slice(0, e.start) + e.text + out.slice(e.end);
    if (decoded.hasBom)
        out = `\ufeff${out}`;
    await (0,_core_atomic_write_js__WEBPACK_IMPORTED_MODULE_7__/* .writeFileAtomic */ .Z)(manifestPath, out);
    return { manifestPath, stale, written: true };
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

/***/ 299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ sha256File),
/* harmony export */   f: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);


function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
const CHUNK = 1 << 20;
/**
 * SHA-256 of a file, read in 1 MiB chunks into one reused buffer: constant memory whatever
 * the size, and faster than a stream (no per-chunk allocation).
 */
async function sha256File(file) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, 'r');
    try {
        const buf = Buffer.allocUnsafe(CHUNK);
        for (;;) {
            const { bytesRead } = await fh.read(buf, 0, CHUNK, null);
            if (bytesRead === 0)
                break;
            hash.update(bytesRead === CHUNK ? buf : buf.subarray(0, bytesRead));
        }
    }
    finally {
        await fh.close();
    }
    return hash.digest('hex');
}


/***/ }),

/***/ 2626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ makeDirs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * `mkdir -p` that always ends. Node 20's `mkdir(…, { recursive: true })` spins forever, at full
 * CPU, when a parent exists but refuses children with ENOENT (any path under /proc or /sys): it
 * retries the parent (EEXIST) and the child (ENOENT) in turn. Here the walk goes up once, to the
 * first folder that exists, then makes each missing folder once, top-down; an error is final.
 * A path that exists and is not a folder fails with ENOTDIR. Synchronous: a command makes a
 * folder or two, where a promise per mkdir would only wait on the thread pool.
 */
function makeDirs(dir) {
    const missing = [];
    for (let at = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir);; at = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at)) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(at);
            break;
        }
        catch (err) {
            const asked = missing.length === 0;
            if (foundExisting(err, at, asked, asked && isFolderSync(at)))
                break;
            missing.unshift(at);
        }
    }
    for (const d of missing) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(d);
        }
        catch (err) {
            if (codeOf(err) !== 'EEXIST')
                throw err;
        }
    }
}
const codeOf = (err) => err?.code;
function isFolderSync(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).isDirectory();
    }
    catch {
        return false;
    }
}
/**
 * After mkdir of `at` failed: true when the walk stops there because it exists (the folder asked
 * for, as a folder; or a parent, whose child then fails with ENOTDIR if it is a file), false to
 * make its parent first (ENOENT); any other error is thrown.
 */
function foundExisting(err, at, asked, askedIsFolder) {
    const code = codeOf(err);
    if (code === 'EEXIST') {
        if (!asked || askedIsFolder)
            return true;
        throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${at}'`), { code: 'ENOTDIR', path: at });
    }
    if (code === 'ENOENT' && node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at) !== at)
        return false;
    throw err;
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
/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * Returns the lexical absolute path (what the caller should open). A path that does not
 * exist yet is checked through its nearest existing ancestor.
 */
async function resolveContained(root, rel) {
    const problem = relativePathProblem(rel);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (${problem})`);
    const absRoot = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root);
    const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(absRoot, rel);
    if (!isInside(absRoot, target))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (outside ${root})`);
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absRoot);
    let probe = target;
    for (;;) {
        try {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(probe);
            if (!isInside(realRoot, real))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (resolves outside ${root} through a symlink)`);
            return target;
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0)
                throw err;
            const code = err.code;
            if (code === 'ELOOP')
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (symlink loop)`);
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw err;
            // A dangling symlink still points somewhere: refuse it if that is outside.
            try {
                const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(probe);
                if (st.isSymbolicLink())
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(`${rel}: unsafe path (dangling symlink)`);
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
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(out, 'r');
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
